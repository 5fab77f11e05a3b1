//! MIR's arithmetic on constants: what one instruction computes from the bit
//! patterns of its operands, and [`Emit`], the interface through which a
//! sequence of such instructions is written once and then either built into a
//! function ([`Builder`]) or computed on the spot ([`Fold`]).
//!
//! The libdevice sequences (`tilelift_libm`) are written against
//! [`Emit`]: the lowering builds them, and the interpreter folds them, so the
//! two compute the same bits wherever the sequence uses only exact
//! instructions (IEEE `add`, `mul`, `fma.rn`, `div.rn`, `sqrt.rn`, conversions,
//! integer and bit operations, comparisons, selects). The hardware
//! approximations (`ex2.approx`, `lg2.approx`, `sin.approx`, `cos.approx`,
//! `rsqrt.approx`, `sqrt.approx`, `div.full`) fold to the correctly rounded
//! value instead; the PTX ISA bounds the hardware's results at about 2 ulp
//! (`sin`/`cos`: an absolute error of about 2^-21) from it.
//!
//! Integers are their low bits in a `u64` (signless, like MIR's types);
//! predicates are 0 or 1; floats their IEEE bit pattern. `f16` and `bf16`
//! arithmetic does not occur in MIR (the lowering computes it in `f32`), so
//! folding it panics, like any operation on a register instead of a constant.

use super::builder::Builder;
use super::inst::{
    BinaryOp, Cond, InstData, Operand, RoundMode, RoundedOp, Rounding, TernaryOp, UnaryOp,
};
use super::types::Type;

/// Writes MIR instructions one at a time, each giving its result as an operand.
pub trait Emit {
    /// `op(a)` of type `ty` (for [`UnaryOp::Mov`] between types of one class,
    /// a bitcast to `ty`).
    fn unary(&mut self, op: UnaryOp, ty: Type, a: Operand) -> Operand;
    /// `op(a, b)` on operands of type `ty`.
    fn binary(&mut self, op: BinaryOp, ty: Type, a: Operand, b: Operand) -> Operand;
    /// `op(a, b, c)` of type `ty`.
    fn ternary(&mut self, op: TernaryOp, ty: Type, args: [Operand; 3]) -> Operand;
    /// `op(args)` of type `ty`, rounded in `mode` (the operands past the
    /// op's arity are `0`).
    fn rounded(&mut self, op: RoundedOp, mode: RoundMode, ty: Type, args: [Operand; 3]) -> Operand;
    /// The predicate `a cond b`.
    fn cmp(&mut self, cond: Cond, ty: Type, a: Operand, b: Operand) -> Operand;
    /// `cond ? a : b` of type `ty` (not a predicate).
    fn select(&mut self, ty: Type, cond: Operand, a: Operand, b: Operand) -> Operand;
    /// `src` converted from `from` to `to`.
    fn convert(
        &mut self,
        to: Type,
        from: Type,
        signed: bool,
        rounding: Option<Rounding>,
        src: Operand,
    ) -> Operand;
}

impl Builder {
    /// `a` in a register: itself, or a new constant.
    fn in_reg(&mut self, ty: Type, a: Operand) -> super::Reg {
        match a {
            Operand::Reg(r) => r,
            Operand::Imm(bits) => self.iconst(ty, bits),
        }
    }
}

impl Emit for Builder {
    fn unary(&mut self, op: UnaryOp, ty: Type, a: Operand) -> Operand {
        Operand::Reg(Builder::unary(self, op, ty, a))
    }

    fn binary(&mut self, op: BinaryOp, ty: Type, a: Operand, b: Operand) -> Operand {
        Operand::Reg(Builder::binary(self, op, ty, a, b))
    }

    fn ternary(&mut self, op: TernaryOp, ty: Type, args: [Operand; 3]) -> Operand {
        let dst = self.reg(ty);
        self.ins(InstData::Ternary { op, ty, dst, args });
        Operand::Reg(dst)
    }

    fn rounded(&mut self, op: RoundedOp, mode: RoundMode, ty: Type, args: [Operand; 3]) -> Operand {
        let dst = self.reg(ty);
        self.ins(InstData::Rounded {
            op,
            mode,
            ty,
            dst,
            args,
        });
        Operand::Reg(dst)
    }

    fn cmp(&mut self, cond: Cond, ty: Type, a: Operand, b: Operand) -> Operand {
        let dst = self.reg(Type::Pred);
        self.ins(InstData::Cmp {
            cond,
            ty,
            dst,
            args: [a, b],
        });
        Operand::Reg(dst)
    }

    fn select(&mut self, ty: Type, cond: Operand, a: Operand, b: Operand) -> Operand {
        debug_assert!(ty != Type::Pred, "a select of predicates");
        let cond = self.in_reg(Type::Pred, cond);
        let dst = self.reg(ty);
        self.ins(InstData::Select {
            ty,
            dst,
            cond,
            args: [a, b],
        });
        Operand::Reg(dst)
    }

    fn convert(
        &mut self,
        to: Type,
        from: Type,
        signed: bool,
        rounding: Option<Rounding>,
        src: Operand,
    ) -> Operand {
        let src = self.in_reg(from, src);
        let dst = self.reg(to);
        self.ins(InstData::Convert {
            to,
            from,
            signed,
            rounding,
            dst,
            src,
        });
        Operand::Reg(dst)
    }
}

/// Computes each instruction on constant operands at once.
#[derive(Copy, Clone, Default, Debug)]
pub struct Fold;

/// The bits of a constant operand.
fn imm(a: Operand) -> u64 {
    match a {
        Operand::Imm(bits) => bits,
        Operand::Reg(r) => panic!("folding a register operand {r:?}"),
    }
}

impl Emit for Fold {
    fn unary(&mut self, op: UnaryOp, ty: Type, a: Operand) -> Operand {
        Operand::Imm(unary(op, ty, imm(a)))
    }

    fn binary(&mut self, op: BinaryOp, ty: Type, a: Operand, b: Operand) -> Operand {
        Operand::Imm(binary(op, ty, imm(a), imm(b)))
    }

    fn ternary(&mut self, op: TernaryOp, ty: Type, args: [Operand; 3]) -> Operand {
        Operand::Imm(ternary(op, ty, args.map(imm)))
    }

    fn rounded(&mut self, op: RoundedOp, mode: RoundMode, ty: Type, args: [Operand; 3]) -> Operand {
        Operand::Imm(super::exact::rounded(op, mode, ty, args.map(imm)))
    }

    fn cmp(&mut self, cond: Cond, ty: Type, a: Operand, b: Operand) -> Operand {
        Operand::Imm(u64::from(cmp(cond, ty, imm(a), imm(b))))
    }

    fn select(&mut self, _ty: Type, cond: Operand, a: Operand, b: Operand) -> Operand {
        if imm(cond) & 1 != 0 {
            a
        } else {
            b
        }
    }

    fn convert(
        &mut self,
        to: Type,
        from: Type,
        signed: bool,
        rounding: Option<Rounding>,
        src: Operand,
    ) -> Operand {
        Operand::Imm(convert(to, from, signed, rounding, imm(src)))
    }
}

/// A float of type `ty` (`f32` or `f64`) as an `f64`, exactly.
fn to_f64(ty: Type, bits: u64) -> f64 {
    match ty {
        Type::F32 => f64::from(f32::from_bits(bits as u32)),
        Type::F64 => f64::from_bits(bits),
        _ => panic!("folding a {} float", ty.name()),
    }
}

/// `x` rounded to type `ty` (to nearest even), as bits.
fn from_f64(ty: Type, x: f64) -> u64 {
    match ty {
        Type::F32 => u64::from((x as f32).to_bits()),
        _ => x.to_bits(),
    }
}

/// The low `ty.bits()` bits of `v`.
fn mask(ty: Type, v: u64) -> u64 {
    match ty.bits() {
        64 => v,
        n => v & ((1u64 << n) - 1),
    }
}

/// `v` read as a signed integer of type `ty`.
fn signed(ty: Type, v: u64) -> i64 {
    let n = ty.bits();
    if n == 64 {
        v as i64
    } else {
        ((v << (64 - n)) as i64) >> (64 - n)
    }
}

/// Applies an `f32` and an `f64` function to a float of type `ty`.
fn float1(ty: Type, a: u64, f32op: fn(f32) -> f32, f64op: fn(f64) -> f64) -> u64 {
    match ty {
        Type::F32 => u64::from(f32op(f32::from_bits(a as u32)).to_bits()),
        Type::F64 => f64op(f64::from_bits(a)).to_bits(),
        _ => panic!("folding a {} float", ty.name()),
    }
}

/// Applies an `f32` and an `f64` operation to two floats of type `ty`.
fn float2(ty: Type, a: u64, b: u64, f32op: fn(f32, f32) -> f32, f64op: fn(f64, f64) -> f64) -> u64 {
    match ty {
        Type::F32 => u64::from(f32op(f32::from_bits(a as u32), f32::from_bits(b as u32)).to_bits()),
        Type::F64 => f64op(f64::from_bits(a), f64::from_bits(b)).to_bits(),
        _ => panic!("folding a {} float", ty.name()),
    }
}

/// A correctly rounded function of an `f32` (the hardware approximations).
fn approx(ty: Type, a: u64, f: fn(f64) -> f64) -> u64 {
    from_f64(ty, f(to_f64(ty, a)))
}

/// `2^x` with a result below `f32`'s smallest normal flushed to zero (a
/// subnormal `x` gives 1 either way).
fn exp2_ftz(x: f64) -> f64 {
    let r = x.exp2();
    if r < f64::from(f32::MIN_POSITIVE) {
        0.0
    } else {
        r
    }
}

/// What [`InstData::Unary`] computes.
pub fn unary(op: UnaryOp, ty: Type, a: u64) -> u64 {
    let float = ty.is_float();
    let sign = 1u64 << (ty.bits() - 1);
    match op {
        UnaryOp::Mov => mask(ty, a),
        UnaryOp::Neg if float => a ^ sign,
        UnaryOp::Neg => mask(ty, a.wrapping_neg()),
        UnaryOp::Not => mask(ty, !a),
        UnaryOp::Abs if float => a & !sign,
        UnaryOp::Abs => mask(ty, signed(ty, a).wrapping_abs() as u64),
        UnaryOp::Ex2Approx => approx(ty, a, f64::exp2),
        UnaryOp::Ex2ApproxFtz => approx(ty, a, exp2_ftz),
        UnaryOp::Lg2Approx => approx(ty, a, f64::log2),
        UnaryOp::SqrtApprox => approx(ty, a, f64::sqrt),
        UnaryOp::RsqrtApprox => approx(ty, a, |x| 1.0 / x.sqrt()),
        UnaryOp::SqrtRn => float1(ty, a, f32::sqrt, f64::sqrt),
        UnaryOp::SinApprox => approx(ty, a, f64::sin),
        UnaryOp::CosApprox => approx(ty, a, f64::cos),
        UnaryOp::RcpApprox => approx(ty, a, |x| 1.0 / x),
        UnaryOp::Floor => float1(ty, a, f32::floor, f64::floor),
        UnaryOp::Ceil => float1(ty, a, f32::ceil, f64::ceil),
        UnaryOp::Trunc => float1(ty, a, f32::trunc, f64::trunc),
        UnaryOp::Rint => float1(ty, a, f32::round_ties_even, f64::round_ties_even),
    }
}

/// The minimum or maximum of two floats, a NaN operand giving the other one.
fn min_max(ty: Type, a: u64, b: u64, max: bool) -> u64 {
    let (x, y) = (to_f64(ty, a), to_f64(ty, b));
    if x.is_nan() {
        return b;
    }
    if y.is_nan() {
        return a;
    }
    // -0 is below +0, as PTX's `min` and `max` have it.
    let x_first = if x == y {
        (a >> (ty.bits() - 1) & 1 == 1) != max
    } else {
        (x < y) != max
    };
    if x_first {
        a
    } else {
        b
    }
}

/// What [`InstData::Binary`] computes (a wide product has the operands' type
/// `ty` and a result twice as wide).
pub fn binary(op: BinaryOp, ty: Type, a: u64, b: u64) -> u64 {
    use BinaryOp::*;
    let n = ty.bits();
    let (sa, sb) = (signed(ty, a), signed(ty, b));
    let (ua, ub) = (mask(ty, a), mask(ty, b));
    let is_float = ty.is_float();
    let r = match op {
        Add if is_float => float2(ty, a, b, |x, y| x + y, |x, y| x + y),
        Sub if is_float => float2(ty, a, b, |x, y| x - y, |x, y| x - y),
        Mul if is_float => float2(ty, a, b, |x, y| x * y, |x, y| x * y),
        DivRn | DivApprox => float2(ty, a, b, |x, y| x / y, |x, y| x / y),
        Add => a.wrapping_add(b),
        Sub => a.wrapping_sub(b),
        Mul => a.wrapping_mul(b),
        MulHiS => ((i128::from(sa) * i128::from(sb)) >> n) as u64,
        MulHiU => ((u128::from(ua) * u128::from(ub)) >> n) as u64,
        MulWideS => return (i128::from(sa) * i128::from(sb)) as u64,
        MulWideU => return (u128::from(ua) * u128::from(ub)) as u64,
        DivS if sb == 0 => u64::MAX,
        DivS => sa.wrapping_div(sb) as u64,
        DivU if ub == 0 => u64::MAX,
        DivU => ua / ub,
        RemS if sb == 0 => a,
        RemS => sa.wrapping_rem(sb) as u64,
        RemU if ub == 0 => a,
        RemU => ua % ub,
        And => a & b,
        Or => a | b,
        Xor => a ^ b,
        Shl if ub >= u64::from(n) => 0,
        Shl => a << ub,
        ShrS => (sa >> ub.min(u64::from(n) - 1)) as u64,
        ShrU if ub >= u64::from(n) => 0,
        ShrU => ua >> ub,
        MinS => sa.min(sb) as u64,
        MinU => ua.min(ub),
        MaxS => sa.max(sb) as u64,
        MaxU => ua.max(ub),
        FMin => min_max(ty, a, b, false),
        FMax => min_max(ty, a, b, true),
        FMinNan | FMaxNan => {
            if to_f64(ty, a).is_nan() || to_f64(ty, b).is_nan() {
                from_f64(ty, f64::NAN)
            } else {
                min_max(ty, a, b, op == FMaxNan)
            }
        }
    };
    mask(ty, r)
}

/// What [`InstData::Ternary`] computes.
pub fn ternary(op: TernaryOp, ty: Type, [a, b, c]: [u64; 3]) -> u64 {
    match op {
        TernaryOp::Fma => match ty {
            Type::F32 => {
                let [x, y, z] = [a, b, c].map(|v| f32::from_bits(v as u32));
                u64::from(x.mul_add(y, z).to_bits())
            }
            _ => {
                let [x, y, z] = [a, b, c].map(f64::from_bits);
                x.mul_add(y, z).to_bits()
            }
        },
        TernaryOp::Mad => mask(ty, a.wrapping_mul(b).wrapping_add(c)),
    }
}

/// What [`InstData::Cmp`] computes.
pub fn cmp(cond: Cond, ty: Type, a: u64, b: u64) -> bool {
    use Cond::*;
    let (sa, sb) = (signed(ty, a), signed(ty, b));
    let (ua, ub) = (mask(ty, a), mask(ty, b));
    let float = || (to_f64(ty, a), to_f64(ty, b));
    let unordered = || {
        let (x, y) = float();
        x.is_nan() || y.is_nan()
    };
    match cond {
        Eq => ua == ub,
        Ne => ua != ub,
        SLt => sa < sb,
        SLe => sa <= sb,
        SGt => sa > sb,
        SGe => sa >= sb,
        ULt => ua < ub,
        ULe => ua <= ub,
        UGt => ua > ub,
        UGe => ua >= ub,
        FEq => float().0 == float().1,
        FNe => !unordered() && float().0 != float().1,
        FLt => float().0 < float().1,
        FLe => float().0 <= float().1,
        FGt => float().0 > float().1,
        FGe => float().0 >= float().1,
        FEqU => unordered() || float().0 == float().1,
        FNeU => float().0 != float().1,
        FLtU => unordered() || float().0 < float().1,
        FLeU => unordered() || float().0 <= float().1,
        FGtU => unordered() || float().0 > float().1,
        FGeU => unordered() || float().0 >= float().1,
        FOrd => !unordered(),
        FUno => unordered(),
    }
}

/// A float rounded to an integer of type `to` as `cvt` does: saturating, NaN
/// to 0.
fn float_to_int(to: Type, signed: bool, x: f64) -> u64 {
    let n = to.bits();
    if x.is_nan() {
        return 0;
    }
    if signed {
        let max = ((1u128 << (n - 1)) - 1) as f64;
        let min = -(2f64.powi(n as i32 - 1));
        mask(to, x.clamp(min, max) as i64 as u64)
    } else {
        let max = ((1u128 << n) - 1) as f64;
        x.clamp(0.0, max) as u64
    }
}

/// What [`InstData::Convert`] computes for floats (`f32`, `f64`), integers and
/// predicates.
pub fn convert(to: Type, from: Type, signed_: bool, rounding: Option<Rounding>, v: u64) -> u64 {
    if from.is_float() && to.is_float() {
        let x = to_f64(from, v);
        return match (to, rounding) {
            (Type::F32, Some(Rounding::Rz)) if from == Type::F64 => {
                let r = x as f32;
                // Toward zero: one step back where nearest rounded away.
                let away = x.is_finite() && f64::from(r).abs() > x.abs();
                let r = if away {
                    f32::from_bits(r.to_bits() - 1)
                } else {
                    r
                };
                u64::from(r.to_bits())
            }
            (_, Some(Rounding::Rni)) => from_f64(to, x.round_ties_even()),
            (_, Some(Rounding::Rzi)) => from_f64(to, x.trunc()),
            _ => from_f64(to, x),
        };
    }
    if from.is_float() {
        let x = to_f64(from, v);
        let x = match rounding {
            Some(Rounding::Rni) => x.round_ties_even(),
            _ => x.trunc(),
        };
        return if to == Type::Pred {
            u64::from(x != 0.0)
        } else {
            float_to_int(to, signed_, x)
        };
    }
    let int = if signed_ && from != Type::Pred {
        signed(from, v) as i128
    } else {
        mask(from, v) as i128
    };
    if to.is_float() {
        // Rust's `as` rounds an integer to nearest even; toward zero is one
        // step back where that went past the integer.
        let (r, back) = match to {
            Type::F32 => (u64::from((int as f32).to_bits()), (int as f32) as i128),
            _ => ((int as f64).to_bits(), (int as f64) as i128),
        };
        let past = back.unsigned_abs() > int.unsigned_abs();
        return if rounding == Some(Rounding::Rz) && past {
            r - 1
        } else {
            r
        };
    }
    mask(to, int as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_on_bits() {
        let one = u64::from(1f32.to_bits());
        let three = u64::from(3f32.to_bits());
        assert_eq!(
            binary(BinaryOp::Add, Type::F32, one, three),
            u64::from(4f32.to_bits())
        );
        assert_eq!(
            binary(BinaryOp::ShrS, Type::I32, 0x8000_0000, 31),
            0xFFFF_FFFF
        );
        assert_eq!(
            binary(BinaryOp::MulWideU, Type::I32, 0xFFFF_FFFF, 2),
            0x1_FFFF_FFFE
        );
        assert_eq!(binary(BinaryOp::MulHiU, Type::I32, 0xFFFF_FFFF, 2), 1);
        assert_eq!(
            unary(UnaryOp::Neg, Type::F32, one),
            u64::from((-1f32).to_bits())
        );
        let nan = u64::from(f32::NAN.to_bits());
        assert_eq!(binary(BinaryOp::FMin, Type::F32, nan, one), one);
        assert!(cmp(Cond::FNeU, Type::F32, nan, one));
        assert!(!cmp(Cond::FNe, Type::F32, nan, one));
        let big = u64::from(3e9f32.to_bits());
        assert_eq!(
            convert(Type::I32, Type::F32, true, Some(Rounding::Rni), big),
            0x7FFF_FFFF,
            "saturating"
        );
        assert_eq!(
            convert(Type::I32, Type::F32, true, Some(Rounding::Rzi), nan),
            0
        );
        assert_eq!(
            convert(Type::F32, Type::I32, true, Some(Rounding::Rn), 0xFFFF_FFFF),
            u64::from((-1f32).to_bits())
        );
        let third = (1.0f64 / 3.0).to_bits();
        assert_eq!(
            convert(Type::F32, Type::F64, false, Some(Rounding::Rz), third),
            u64::from(0.333_333_3f32.to_bits())
        );
    }

    #[test]
    fn fold_emits_constants() {
        let mut f = Fold;
        let two = Operand::Imm(u64::from(2f32.to_bits()));
        let p = f.cmp(Cond::FGt, Type::F32, two, Operand::Imm(0));
        let r = f.ternary(TernaryOp::Fma, Type::F32, [two, two, two]);
        assert_eq!(
            f.select(Type::F32, p, r, two),
            Operand::Imm(u64::from(6f32.to_bits()))
        );
    }
}
