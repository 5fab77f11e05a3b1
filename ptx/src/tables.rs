//! PTX spellings: one function per kind of instruction, each a `match` from the
//! MIR operation and type to a mnemonic and a type suffix. The [`writer`](crate::writer)
//! (super::writer) prints `mnemonic.suffix`; [`legalize`](super::legalize) has
//! already removed every combination PTX lacks, so each pair printed here is one
//! `ptxas` accepts.

use tilelift_mir::{
    AtomicOp, BinaryOp, Cond, MemOrder, MemScope, MmaShape, RegClass, RoundMode, RoundedOp,
    Rounding, ShuffleKind, TernaryOp, Type, UnaryOp,
};

/// A mnemonic and its type suffix: `("mul.lo", "s32")` prints `mul.lo.s32`.
pub type Spelling = (&'static str, &'static str);

/// The signed integer suffix (`i8` computes in 16 bits).
pub fn sint(ty: Type) -> &'static str {
    match ty.bits() {
        64 => "s64",
        32 => "s32",
        _ => "s16",
    }
}

/// The unsigned integer suffix.
pub fn uint(ty: Type) -> &'static str {
    match ty.bits() {
        64 => "u64",
        32 => "u32",
        _ => "u16",
    }
}

/// The untyped bits suffix: `pred`, `b16`, `b32`, `b64`.
pub fn bits(ty: Type) -> &'static str {
    match ty.class() {
        RegClass::Pred => "pred",
        RegClass::B16 => "b16",
        RegClass::B32 => "b32",
        RegClass::B64 => "b64",
    }
}

/// The float suffix.
pub fn float(ty: Type) -> &'static str {
    match ty {
        Type::F16 => "f16",
        Type::BF16 => "bf16",
        Type::F64 => "f64",
        _ => "f32",
    }
}

/// The type qualifiers of an `mma.sync` of `shape` on inputs of `in_ty`, as
/// they follow `.row.col`: `f32.f16.f16.f32` (or `bf16`), `f32.tf32.tf32.f32`
/// (for `f32` bit patterns), and for 8-bit integers `satfinite.s32.s8.s8.s32`
/// (sums clamped to the `s32` range, as Triton's sm_80 code asks).
pub fn mma_types(shape: MmaShape, in_ty: Type) -> &'static str {
    match shape {
        MmaShape::M16N8K8 => "f32.tf32.tf32.f32",
        MmaShape::M16N8K32 => "satfinite.s32.s8.s8.s32",
        MmaShape::M16N8K16 if in_ty == Type::BF16 => "f32.bf16.bf16.f32",
        MmaShape::M16N8K16 => "f32.f16.f16.f32",
    }
}

/// The suffix of arithmetic on `ty`: float, or signed integer.
fn arith(ty: Type) -> &'static str {
    if ty.is_float() {
        float(ty)
    } else {
        sint(ty)
    }
}

/// The suffix of a load or store word: `b8`, `b16`, `b32`, `b64`.
pub fn mem(ty: Type) -> &'static str {
    match ty.bits() {
        1 | 8 => "u8",
        16 => "b16",
        32 => "b32",
        _ => "b64",
    }
}

/// The suffix of `cvt` operands: `s8`, `u32`, `f16`, `bf16`, ...
pub fn cvt(ty: Type, signed: bool) -> &'static str {
    match ty {
        Type::I8 if signed => "s8",
        Type::I8 => "u8",
        Type::Pred => "pred",
        t if t.is_float() => float(t),
        t if signed => sint(t),
        t => uint(t),
    }
}

/// The `.param` type of a kernel parameter.
pub fn param(ty: Type) -> &'static str {
    match ty {
        Type::F32 => "f32",
        Type::F64 => "f64",
        Type::I8 => "u8",
        t if t.bits() == 16 => "b16",
        t if t.bits() == 64 => "u64",
        _ => "u32",
    }
}

/// The register name prefix and `.reg` type of a class.
pub fn reg_class(class: RegClass) -> (&'static str, &'static str) {
    match class {
        RegClass::Pred => ("%p", "pred"),
        RegClass::B16 => ("%rs", "b16"),
        RegClass::B32 => ("%r", "b32"),
        RegClass::B64 => ("%rd", "b64"),
    }
}

/// The rounding modifier of `cvt`.
pub fn rounding(r: Rounding) -> &'static str {
    match r {
        Rounding::Rn => ".rn",
        Rounding::Rz => ".rz",
        Rounding::Rni => ".rni",
        Rounding::Rzi => ".rzi",
    }
}

/// One-operand instructions.
pub fn unary(op: UnaryOp, ty: Type) -> Spelling {
    let f = float(ty);
    match op {
        UnaryOp::Mov => ("mov", bits(ty)),
        UnaryOp::Neg => ("neg", arith(ty)),
        UnaryOp::Not => ("not", bits(ty)),
        UnaryOp::Abs => ("abs", arith(ty)),
        UnaryOp::Ex2Approx => ("ex2.approx", f),
        UnaryOp::Ex2ApproxFtz => ("ex2.approx.ftz", f),
        UnaryOp::Lg2Approx => ("lg2.approx", f),
        UnaryOp::SqrtApprox => ("sqrt.approx.ftz", f),
        UnaryOp::RsqrtApprox if ty == Type::F64 => ("rsqrt.approx", f),
        UnaryOp::RsqrtApprox => ("rsqrt.approx.ftz", f),
        UnaryOp::SqrtRn => ("sqrt.rn", f),
        UnaryOp::SinApprox => ("sin.approx", f),
        UnaryOp::CosApprox => ("cos.approx", f),
        UnaryOp::RcpApprox => ("rcp.approx.ftz", f),
        UnaryOp::Floor if ty == Type::F64 => ("cvt.rmi.f64", f),
        UnaryOp::Floor => ("cvt.rmi.f32", f),
        UnaryOp::Ceil if ty == Type::F64 => ("cvt.rpi.f64", f),
        UnaryOp::Ceil => ("cvt.rpi.f32", f),
        UnaryOp::Trunc if ty == Type::F64 => ("cvt.rzi.f64", f),
        UnaryOp::Trunc => ("cvt.rzi.f32", f),
        UnaryOp::Rint if ty == Type::F64 => ("cvt.rni.f64", f),
        UnaryOp::Rint => ("cvt.rni.f32", f),
    }
}

/// Two-operand instructions.
pub fn binary(op: BinaryOp, ty: Type) -> Spelling {
    use BinaryOp::*;
    match op {
        Add => ("add", arith(ty)),
        Sub => ("sub", arith(ty)),
        Mul if ty.is_float() => ("mul", float(ty)),
        Mul => ("mul.lo", sint(ty)),
        MulHiS => ("mul.hi", sint(ty)),
        MulHiU => ("mul.hi", uint(ty)),
        MulWideS => ("mul.wide", sint(ty)),
        MulWideU => ("mul.wide", uint(ty)),
        DivS => ("div", sint(ty)),
        DivU => ("div", uint(ty)),
        RemS => ("rem", sint(ty)),
        RemU => ("rem", uint(ty)),
        DivApprox => ("div.full", float(ty)),
        DivRn => ("div.rn", float(ty)),
        And => ("and", bits(ty)),
        Or => ("or", bits(ty)),
        Xor => ("xor", bits(ty)),
        Shl => ("shl", bits(ty)),
        ShrS => ("shr", sint(ty)),
        ShrU => ("shr", uint(ty)),
        MinS => ("min", sint(ty)),
        MinU => ("min", uint(ty)),
        MaxS => ("max", sint(ty)),
        MaxU => ("max", uint(ty)),
        FMin => ("min", float(ty)),
        FMax => ("max", float(ty)),
        FMinNan => ("min.NaN", float(ty)),
        FMaxNan => ("max.NaN", float(ty)),
    }
}

/// A float operation in a rounding mode: `add.rz`, `div.rm`, `rcp.rp`,
/// `sqrt.rn`, `fma.rz` (each IEEE-exact in PTX, for `f32` and `f64`).
pub fn rounded(op: RoundedOp, mode: RoundMode, ty: Type) -> Spelling {
    use RoundMode::*;
    use RoundedOp::*;
    let name = match (op, mode) {
        (Add, Rn) => "add.rn",
        (Add, Rz) => "add.rz",
        (Add, Rm) => "add.rm",
        (Add, Rp) => "add.rp",
        (Sub, Rn) => "sub.rn",
        (Sub, Rz) => "sub.rz",
        (Sub, Rm) => "sub.rm",
        (Sub, Rp) => "sub.rp",
        (Mul, Rn) => "mul.rn",
        (Mul, Rz) => "mul.rz",
        (Mul, Rm) => "mul.rm",
        (Mul, Rp) => "mul.rp",
        (Div, Rn) => "div.rn",
        (Div, Rz) => "div.rz",
        (Div, Rm) => "div.rm",
        (Div, Rp) => "div.rp",
        (Rcp, Rn) => "rcp.rn",
        (Rcp, Rz) => "rcp.rz",
        (Rcp, Rm) => "rcp.rm",
        (Rcp, Rp) => "rcp.rp",
        (Sqrt, Rn) => "sqrt.rn",
        (Sqrt, Rz) => "sqrt.rz",
        (Sqrt, Rm) => "sqrt.rm",
        (Sqrt, Rp) => "sqrt.rp",
        (Fma, Rn) => "fma.rn",
        (Fma, Rz) => "fma.rz",
        (Fma, Rm) => "fma.rm",
        (Fma, Rp) => "fma.rp",
    };
    (name, float(ty))
}

/// Three-operand instructions.
pub fn ternary(op: TernaryOp, ty: Type) -> Spelling {
    match op {
        TernaryOp::Fma => ("fma.rn", float(ty)),
        TernaryOp::Mad => ("mad.lo", sint(ty)),
    }
}

/// `setp` with a condition.
pub fn cmp(cond: Cond, ty: Type) -> Spelling {
    use Cond::*;
    let (s, u, f) = (sint(ty), uint(ty), float(ty));
    match cond {
        Eq => ("setp.eq", s),
        Ne => ("setp.ne", s),
        SLt => ("setp.lt", s),
        SLe => ("setp.le", s),
        SGt => ("setp.gt", s),
        SGe => ("setp.ge", s),
        ULt => ("setp.lt", u),
        ULe => ("setp.le", u),
        UGt => ("setp.gt", u),
        UGe => ("setp.ge", u),
        FEq => ("setp.eq", f),
        FNe => ("setp.ne", f),
        FLt => ("setp.lt", f),
        FLe => ("setp.le", f),
        FGt => ("setp.gt", f),
        FGe => ("setp.ge", f),
        FEqU => ("setp.equ", f),
        FNeU => ("setp.neu", f),
        FLtU => ("setp.ltu", f),
        FLeU => ("setp.leu", f),
        FGtU => ("setp.gtu", f),
        FGeU => ("setp.geu", f),
        FOrd => ("setp.num", f),
        FUno => ("setp.nan", f),
    }
}

/// `atom`'s operation and type suffix: `("add", "u32")`, `("add", "f32")`,
/// `("max", "s32")`, `("cas", "b32")`.
pub fn atomic(op: AtomicOp, ty: Type) -> Spelling {
    match op {
        // 16-bit floats: PTX spells only the form without flushing.
        AtomicOp::Add if matches!(ty, Type::F16 | Type::BF16) => ("add.noftz", float(ty)),
        AtomicOp::Add if ty.is_float() => ("add", float(ty)),
        AtomicOp::Add => ("add", uint(ty)),
        AtomicOp::And => ("and", bits(ty)),
        AtomicOp::Or => ("or", bits(ty)),
        AtomicOp::Xor => ("xor", bits(ty)),
        AtomicOp::MaxS => ("max", sint(ty)),
        AtomicOp::MinS => ("min", sint(ty)),
        AtomicOp::MaxU => ("max", uint(ty)),
        AtomicOp::MinU => ("min", uint(ty)),
        AtomicOp::Exch => ("exch", bits(ty)),
        AtomicOp::Cas => ("cas", bits(ty)),
    }
}

/// The `.sem` qualifier of `atom`.
pub fn order(order: MemOrder) -> &'static str {
    match order {
        MemOrder::Relaxed => "relaxed",
        MemOrder::Acquire => "acquire",
        MemOrder::Release => "release",
        MemOrder::AcqRel => "acq_rel",
    }
}

/// The `.scope` qualifier of `atom`.
pub fn scope(scope: MemScope) -> &'static str {
    match scope {
        MemScope::Cta => "cta",
        MemScope::Gpu => "gpu",
        MemScope::Sys => "sys",
    }
}

/// `shfl.sync`'s mode and its clamp operand (`c` in the PTX manual).
pub fn shuffle(kind: ShuffleKind) -> (&'static str, &'static str) {
    match kind {
        ShuffleKind::Bfly => ("bfly", "0x1f"),
        ShuffleKind::Up => ("up", "0x0"),
        ShuffleKind::Down => ("down", "0x1f"),
        ShuffleKind::Idx => ("idx", "0x1f"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spellings() {
        assert_eq!(binary(BinaryOp::Mul, Type::I32), ("mul.lo", "s32"));
        assert_eq!(binary(BinaryOp::Mul, Type::F32), ("mul", "f32"));
        assert_eq!(binary(BinaryOp::ShrU, Type::I64), ("shr", "u64"));
        assert_eq!(binary(BinaryOp::MulHiU, Type::I32), ("mul.hi", "u32"));
        assert_eq!(cmp(Cond::ULt, Type::I32), ("setp.lt", "u32"));
        assert_eq!(cmp(Cond::FNeU, Type::F32), ("setp.neu", "f32"));
        assert_eq!(unary(UnaryOp::Ex2Approx, Type::F32), ("ex2.approx", "f32"));
        assert_eq!(cvt(Type::BF16, false), "bf16");
        assert_eq!(mem(Type::F16), "b16");
    }
}
