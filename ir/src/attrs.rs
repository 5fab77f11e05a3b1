//! The typed attributes of instructions: predicates, cache policies, atomic kinds,
//! memory semantics and the like, each with the keyword Triton prints.
//!
//! Attributes that tilelift does not interpret (function attributes such as
//! `noinline`, module attributes) are kept as [`Attribute`] values so that they print
//! back as they were read.

use smallvec::SmallVec;

/// Declares a keyword enum: a `Copy` enum whose variants print as fixed words.
macro_rules! keyword_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $text:literal, )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub enum $name {
            $( $(#[$vmeta])* $variant, )*
        }

        impl $name {
            /// Every variant, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant),*];

            /// The keyword Triton prints.
            pub fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $text,)*
                }
            }

            /// Parses the keyword.
            pub fn from_name(text: &str) -> Option<Self> {
                match text {
                    $($text => Some($name::$variant),)*
                    _ => None,
                }
            }
        }

        impl core::fmt::Display for $name {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(self.name())
            }
        }
    };
}

keyword_enum! {
    /// The predicate of `arith.cmpi`.
    pub enum IntCC {
        /// Equal.
        Eq = "eq",
        /// Not equal.
        Ne = "ne",
        /// Signed less than.
        Slt = "slt",
        /// Signed less or equal.
        Sle = "sle",
        /// Signed greater than.
        Sgt = "sgt",
        /// Signed greater or equal.
        Sge = "sge",
        /// Unsigned less than.
        Ult = "ult",
        /// Unsigned less or equal.
        Ule = "ule",
        /// Unsigned greater than.
        Ugt = "ugt",
        /// Unsigned greater or equal.
        Uge = "uge",
    }
}

keyword_enum! {
    /// The predicate of `arith.cmpf`: `o` is ordered (false if either side is NaN),
    /// `u` unordered (true if either side is NaN).
    pub enum FloatCC {
        /// Always false.
        False = "false",
        /// Ordered and equal.
        Oeq = "oeq",
        /// Ordered and greater than.
        Ogt = "ogt",
        /// Ordered and greater or equal.
        Oge = "oge",
        /// Ordered and less than.
        Olt = "olt",
        /// Ordered and less or equal.
        Ole = "ole",
        /// Ordered and not equal.
        One = "one",
        /// Neither is NaN.
        Ord = "ord",
        /// Unordered or equal.
        Ueq = "ueq",
        /// Unordered or greater than.
        Ugt = "ugt",
        /// Unordered or greater or equal.
        Uge = "uge",
        /// Unordered or less than.
        Ult = "ult",
        /// Unordered or less or equal.
        Ule = "ule",
        /// Unordered or not equal.
        Une = "une",
        /// Either is NaN.
        Uno = "uno",
        /// Always true.
        True = "true",
    }
}

keyword_enum! {
    /// `cache_modifier` of `#tt.cache_policy`, the PTX cache operator of a load or store.
    pub enum CacheModifier {
        /// No modifier (the default).
        None = "none",
        /// `.ca`: cache at all levels.
        Ca = "ca",
        /// `.cg`: cache in L2, bypass L1.
        Cg = "cg",
        /// `.wb`: write back.
        Wb = "wb",
        /// `.cs`: streaming, likely accessed once.
        Cs = "cs",
        /// `.wt`: write through.
        Wt = "wt",
        /// `.cv`: volatile, fetch again.
        Cv = "cv",
    }
}

keyword_enum! {
    /// `eviction_policy` of `#tt.cache_policy`.
    pub enum EvictionPolicy {
        /// Normal eviction (the default).
        Normal = "evict_normal",
        /// `.L1::evict_first`.
        First = "evict_first",
        /// `.L1::evict_last`.
        Last = "evict_last",
    }
}

keyword_enum! {
    /// The operation of `tt.atomic_rmw`.
    pub enum RmwOp {
        /// Bitwise and.
        And = "and",
        /// Bitwise or.
        Or = "or",
        /// Bitwise xor.
        Xor = "xor",
        /// Integer add.
        Add = "add",
        /// Float add.
        FAdd = "fadd",
        /// Signed integer or float maximum.
        Max = "max",
        /// Signed integer or float minimum.
        Min = "min",
        /// Unsigned maximum.
        UMax = "umax",
        /// Unsigned minimum.
        UMin = "umin",
        /// Exchange.
        Xchg = "exch",
    }
}

keyword_enum! {
    /// The memory semantics (`sem`) of an atomic.
    pub enum MemSemantic {
        /// No ordering.
        Relaxed = "relaxed",
        /// Acquire.
        Acquire = "acquire",
        /// Release.
        Release = "release",
        /// Acquire and release (Triton's default).
        AcqRel = "acq_rel",
    }
}

keyword_enum! {
    /// The scope of an atomic.
    pub enum MemSyncScope {
        /// The whole GPU (the default).
        Gpu = "gpu",
        /// The CTA.
        Cta = "cta",
        /// The system.
        Sys = "sys",
    }
}

keyword_enum! {
    /// `inputPrecision` of `tt.dot`: how f32 inputs are multiplied.
    pub enum InputPrecision {
        /// TensorFloat-32 products.
        Tf32 = "tf32",
        /// Three tf32 products, close to f32.
        Tf32x3 = "tf32x3",
        /// IEEE f32 products (the default).
        Ieee = "ieee",
        /// Three bf16 products.
        Bf16x3 = "bf16x3",
        /// Six bf16 products.
        Bf16x6 = "bf16x6",
    }
}

impl InputPrecision {
    /// The enum value Triton stores (printed by TTGIR ops that use the generic form).
    pub fn value(self) -> i64 {
        match self {
            InputPrecision::Tf32 => 0,
            InputPrecision::Tf32x3 => 1,
            InputPrecision::Ieee => 2,
            InputPrecision::Bf16x3 => 3,
            InputPrecision::Bf16x6 => 4,
        }
    }

    /// The variant for a stored enum value.
    pub fn from_value(value: i64) -> Option<Self> {
        Self::ALL.iter().copied().find(|p| p.value() == value)
    }
}

keyword_enum! {
    /// The rounding mode of `tt.fp_to_fp`.
    pub enum RoundingMode {
        /// Round toward zero.
        Rtz = "rtz",
        /// Round to nearest, ties to even.
        Rtne = "rtne",
    }
}

keyword_enum! {
    /// `propagateNan` of `tt.clampf`.
    pub enum PropagateNan {
        /// NaN inputs follow `min`/`max` semantics (the non-NaN side wins).
        None = "none",
        /// Any NaN input gives NaN.
        All = "all",
    }
}

keyword_enum! {
    /// The grid axis of `tt.get_program_id` and `tt.get_num_programs`.
    pub enum ProgramAxis {
        /// x.
        X = "x",
        /// y.
        Y = "y",
        /// z.
        Z = "z",
    }
}

impl ProgramAxis {
    /// 0 for x, 1 for y, 2 for z.
    pub fn index(self) -> usize {
        self as usize
    }
}

keyword_enum! {
    /// One memory space whose accesses a `ttg.barrier` (Triton 3.9) orders, as
    /// Triton prints it, in the order of its bits.
    pub enum AddrSpace {
        /// Shared memory.
        Local = "local",
        /// Reads of global memory.
        GlobalRead = "global_read",
        /// Writes of global memory.
        GlobalWrite = "global_write",
        /// Reads of tensor memory.
        TensorRead = "tensor_read",
        /// Writes of tensor memory.
        TensorWrite = "tensor_write",
    }
}

/// The memory spaces a `ttg.barrier` orders: `all`, `none`, or flags joined by
/// `|` in bit order (`local|global_read`), as Triton 3.9 prints them.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct AddrSpaces(u8);

impl AddrSpaces {
    /// Every space (`all`, what `tl.debug_barrier` asks for).
    pub const ALL: AddrSpaces = AddrSpaces((1 << 5) - 1);

    /// No space.
    pub const NONE: AddrSpaces = AddrSpaces(0);

    /// The set with `space` added.
    pub fn with(self, space: AddrSpace) -> AddrSpaces {
        AddrSpaces(self.0 | 1 << space as u8)
    }

    /// Whether `space` is in the set.
    pub fn contains(self, space: AddrSpace) -> bool {
        self.0 & 1 << space as u8 != 0
    }

    /// The text Triton prints.
    pub fn text(self) -> String {
        match self {
            AddrSpaces::ALL => "all".into(),
            AddrSpaces::NONE => "none".into(),
            _ => {
                let names: Vec<_> = AddrSpace::ALL
                    .iter()
                    .filter(|&&s| self.contains(s))
                    .map(|s| s.name())
                    .collect();
                names.join("|")
            }
        }
    }
}

/// The cache policy and volatility of a load or store.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct MemFlags {
    /// The cache modifier.
    pub cache: CacheModifier,
    /// The eviction policy.
    pub evict: EvictionPolicy,
    /// `isVolatile`: the access may not be merged or removed.
    pub is_volatile: bool,
    /// How the text wrote the policy. It means nothing; it is kept so that a
    /// module prints back as it was read.
    pub spelling: PolicySpelling,
}

/// The two ways Triton prints the cache policy of a load or store.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum PolicySpelling {
    /// In the attribute dictionary, as Triton 3.9 prints it (the corpus):
    /// `{cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = normal>}`.
    #[default]
    Dictionary,
    /// As keywords before the attribute dictionary, as Triton 3.4 to 3.6 print
    /// them: `cacheModifier = cg evictionPolicy = evict_last`, each only when it
    /// is not the default.
    Keywords,
}

impl Default for MemFlags {
    fn default() -> Self {
        MemFlags {
            cache: CacheModifier::None,
            evict: EvictionPolicy::Normal,
            is_volatile: false,
            spelling: PolicySpelling::Dictionary,
        }
    }
}

/// An attribute value kept as read, for attributes tilelift does not interpret.
#[derive(Clone, PartialEq, Debug)]
pub enum Attribute {
    /// A unit attribute: the name alone.
    Unit,
    /// `true` or `false`.
    Bool(bool),
    /// An integer with its type: `16 : i32` (`bits` 0 means `index`).
    Int {
        /// The value.
        value: i64,
        /// The width of the integer type.
        bits: u32,
    },
    /// A float literal kept as written, with its type name: `1.0 : f32`.
    Float {
        /// The literal, as written.
        text: String,
        /// The type name.
        ty: String,
    },
    /// A string: `"cuda:90"`.
    String(String),
    /// An array: `[1, 0]`.
    Array(Vec<Attribute>),
    /// `array<i32: 1, 0>`.
    DenseArray {
        /// The element type name.
        ty: String,
        /// The elements.
        values: SmallVec<[i64; 4]>,
    },
    /// Any other attribute, kept as its text (`#foo.bar<...>`, `dense<128> : tensor<1xi32>`).
    Opaque(String),
}

/// A list of named attributes, in the order they are printed.
pub type AttrList = Vec<(String, Attribute)>;

/// The integer attribute `name` of `attrs`, if it is there and an integer.
pub fn int_attr(attrs: &[(String, Attribute)], name: &str) -> Option<i64> {
    attrs.iter().find_map(|(n, a)| match a {
        Attribute::Int { value, .. } if n == name => Some(*value),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keywords_round_trip() {
        for &cc in IntCC::ALL {
            assert_eq!(IntCC::from_name(cc.name()), Some(cc));
        }
        for &op in RmwOp::ALL {
            assert_eq!(RmwOp::from_name(op.name()), Some(op));
        }
        assert_eq!(
            EvictionPolicy::from_name("evict_last"),
            Some(EvictionPolicy::Last)
        );
        assert_eq!(IntCC::from_name("lt"), None);
    }

    #[test]
    fn address_spaces_print_in_bit_order() {
        let s = AddrSpaces::NONE
            .with(AddrSpace::TensorWrite)
            .with(AddrSpace::Local);
        assert_eq!(s.text(), "local|tensor_write");
        let every = AddrSpace::ALL
            .iter()
            .fold(AddrSpaces::NONE, |s, &a| s.with(a));
        assert_eq!(every, AddrSpaces::ALL);
        assert_eq!(every.text(), "all");
        assert_eq!(AddrSpaces::NONE.text(), "none");
    }

    #[test]
    fn input_precision_values() {
        for &p in InputPrecision::ALL {
            assert_eq!(InputPrecision::from_value(p.value()), Some(p));
        }
        assert_eq!(InputPrecision::from_value(0), Some(InputPrecision::Tf32));
    }
}
