//! The types of MIR registers and the register classes that hold them.
//!
//! A [`Type`] says what a register means (a signless integer of some width, a
//! float, a predicate); a [`RegClass`] says what kind of hardware register holds
//! it. Small types share a class: `i8`, `i16`, `f16` and `bf16` live in 16-bit
//! registers, `i32` and `f32` in 32-bit ones. Integer types are signless, as in
//! the tile IR; the operations that care say whether they read them signed.

use core::fmt;

listed_enum! {
    /// The type of a register.
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
    pub enum Type {
        /// A one-bit predicate (`i1`).
        Pred,
        /// An 8-bit integer, held in the low bits of a 16-bit register. The
        /// upper 8 bits are undefined (8-bit arithmetic done in 16 bits carries
        /// into them): whatever reads them (a right shift, a division, a
        /// comparison, a widening, `abs`) extends the low byte first, and
        /// narrowing a 16-bit value to `i8` is a plain move.
        I8,
        /// A 16-bit integer.
        I16,
        /// A 32-bit integer.
        I32,
        /// A 64-bit integer; also every global pointer.
        I64,
        /// IEEE half precision.
        F16,
        /// bfloat16.
        BF16,
        /// IEEE single precision.
        F32,
        /// IEEE double precision.
        F64,
    }
}

/// The kind of hardware register that holds a [`Type`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum RegClass {
    /// Predicates.
    Pred,
    /// 16-bit registers.
    B16,
    /// 32-bit registers.
    B32,
    /// 64-bit registers.
    B64,
}

impl Type {
    /// The width in bits (1 for a predicate).
    pub fn bits(self) -> u32 {
        match self {
            Type::Pred => 1,
            Type::I8 => 8,
            Type::I16 | Type::F16 | Type::BF16 => 16,
            Type::I32 | Type::F32 => 32,
            Type::I64 | Type::F64 => 64,
        }
    }

    /// Whether the type is a float.
    pub fn is_float(self) -> bool {
        matches!(self, Type::F16 | Type::BF16 | Type::F32 | Type::F64)
    }

    /// Whether the type is an integer (not a predicate).
    pub fn is_int(self) -> bool {
        matches!(self, Type::I8 | Type::I16 | Type::I32 | Type::I64)
    }

    /// The register class that holds the type.
    pub fn class(self) -> RegClass {
        match self {
            Type::Pred => RegClass::Pred,
            Type::I8 | Type::I16 | Type::F16 | Type::BF16 => RegClass::B16,
            Type::I32 | Type::F32 => RegClass::B32,
            Type::I64 | Type::F64 => RegClass::B64,
        }
    }

    /// The integer type of the same width (itself for integers and predicates).
    pub fn as_int(self) -> Type {
        match self {
            Type::F16 | Type::BF16 => Type::I16,
            Type::F32 => Type::I32,
            Type::F64 => Type::I64,
            other => other,
        }
    }

    /// The name in the text form.
    pub fn name(self) -> &'static str {
        match self {
            Type::Pred => "pred",
            Type::I8 => "i8",
            Type::I16 => "i16",
            Type::I32 => "i32",
            Type::I64 => "i64",
            Type::F16 => "f16",
            Type::BF16 => "bf16",
            Type::F32 => "f32",
            Type::F64 => "f64",
        }
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl RegClass {
    /// Every class, in declaration order.
    pub const ALL: [RegClass; 4] = [RegClass::Pred, RegClass::B16, RegClass::B32, RegClass::B64];

    /// The position in [`RegClass::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_by_width() {
        assert_eq!(Type::F16.class(), RegClass::B16);
        assert_eq!(Type::I8.class(), RegClass::B16);
        assert_eq!(Type::F32.class(), Type::I32.class());
        assert_eq!(Type::F64.as_int(), Type::I64);
        assert_eq!(RegClass::B64.index(), 3);
        assert!(Type::BF16.is_float() && !Type::Pred.is_int());
    }
}
