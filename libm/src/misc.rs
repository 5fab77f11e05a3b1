//! The exact functions: `copysignf`, `fdimf`, `nextafterf` on `f32` bits
//! directly (an `f64` detour would round twice), `logbf`, and `fmodf` and
//! `remainderf` by integer arithmetic on the mantissas.

use super::{d, int, Ops};
use tilelift_ir::libdevice::LibFn;
use tilelift_mir::{BinaryOp, Cond, Emit, Operand, Rounding, Type, UnaryOp};

type O = Operand;

/// The integer type of a float type's bits, its sign bit, and its
/// magnitude mask.
fn bit_type(ty: Type) -> (Type, u64, u64) {
    if ty == Type::F64 {
        (Type::I64, 1 << 63, (1 << 63) - 1)
    } else {
        (Type::I32, 0x8000_0000, 0x7FFF_FFFF)
    }
}

/// `|x|` with the sign of `y`, on operands of type `ty` (`f32`, `f64`).
pub(super) fn copysign<E: Emit>(e: &mut E, ty: Type, x: O, y: O) -> O {
    let (it, sign, mag) = bit_type(ty);
    let xb = e.binary(BinaryOp::And, it, x, Operand::Imm(mag));
    let yb = e.binary(BinaryOp::And, it, y, Operand::Imm(sign));
    let r = e.binary(BinaryOp::Or, it, xb, yb);
    e.unary(UnaryOp::Mov, ty, r)
}

/// `x - y` where `x > y`, `+0` where not, NaN where either is, on operands
/// of type `ty` (one correctly rounded subtraction).
pub(super) fn fdim<E: Emit>(e: &mut E, ty: Type, x: O, y: O) -> O {
    let diff = e.binary(BinaryOp::Sub, ty, x, y);
    let gt = e.cmp(Cond::FGt, ty, x, y);
    let r = e.select(ty, gt, diff, Operand::Imm(0));
    let nan = e.cmp(Cond::FUno, ty, x, y);
    let sum = e.binary(BinaryOp::Add, ty, x, y);
    e.select(ty, nan, sum, r)
}

/// The float of type `ty` after `x` toward `y`: `y` where they are equal,
/// the smallest subnormal with `y`'s sign after a zero, else `x`'s bits one
/// up or down.
pub(super) fn nextafter<E: Emit>(e: &mut E, ty: Type, x: O, y: O) -> O {
    let (it, _, _) = bit_type(ty);
    let toward_up = e.cmp(Cond::FLt, ty, x, y);
    let positive = e.cmp(Cond::FGt, ty, x, Operand::Imm(0));
    // Bits grow with the magnitude: one down where the move is toward zero.
    let shrink = e.binary(BinaryOp::Xor, Type::Pred, toward_up, positive);
    let minus_one = if ty == Type::F64 {
        u64::MAX
    } else {
        0xFFFF_FFFF
    };
    let step = e.select(it, shrink, Operand::Imm(minus_one), Operand::Imm(1));
    let xb = e.unary(UnaryOp::Mov, it, x);
    let moved = e.binary(BinaryOp::Add, it, xb, step);
    let moved = e.unary(UnaryOp::Mov, ty, moved);
    let tiny = copysign(e, ty, Operand::Imm(1), y);
    let zero = e.cmp(Cond::FEq, ty, x, Operand::Imm(0));
    let r = e.select(ty, zero, tiny, moved);
    let equal = e.cmp(Cond::FEq, ty, x, y);
    let r = e.select(ty, equal, y, r);
    let nan = e.cmp(Cond::FUno, ty, x, y);
    let sum = e.binary(BinaryOp::Add, ty, x, y);
    e.select(ty, nan, sum, r)
}

/// `x` clamped to `[0, 1]`, NaN to 0 (`saturatef`: `max` gives the non-NaN
/// operand).
pub(super) fn saturate<E: Emit>(e: &mut E, ty: Type, x: O) -> O {
    let one = if ty == Type::F64 {
        1f64.to_bits()
    } else {
        u64::from(1f32.to_bits())
    };
    let lo = e.binary(BinaryOp::FMax, ty, x, Operand::Imm(0));
    e.binary(BinaryOp::FMin, ty, lo, Operand::Imm(one))
}

impl<E: Emit> Ops<'_, E> {
    /// The exponent of `x` as a float: `floor(log2 |x|)` exactly, `-inf` at 0,
    /// `+inf` at infinities. An `f32` subnormal is normal in `f64`.
    pub(crate) fn logb(&mut self, x: O) -> O {
        let b = self.bits(x);
        let field = self.i(BinaryOp::ShrU, b, int(52));
        let field = self.i(BinaryOp::And, field, int(0x7FF));
        let k = self.i(BinaryOp::Sub, field, int(1023));
        let k = self
            .e
            .convert(Type::F64, Type::I64, true, Some(Rounding::Rn), k);
        let a = self.abs(x);
        let zero = self.cmp(Cond::FEq, a, d(0.0));
        let r = self.sel(zero, d(f64::NEG_INFINITY), k);
        let inf = self.cmp(Cond::FEq, a, d(f64::INFINITY));
        let r = self.sel(inf, a, r);
        let nan = self.is_nan(x);
        self.sel(nan, x, r)
    }
}

/// The low 52 bits of an `f64`: its stored mantissa.
const MANTISSA: i64 = (1 << 52) - 1;

impl<E: Emit> Ops<'_, E> {
    /// The 24-bit integer mantissa and the biased `f64` exponent of `|v|`, an
    /// `f32` value as an `f64` (normal there, subnormal `f32`s included):
    /// `|v| = m 2^(e - 1023 - 23)`.
    fn mantissa_exponent(&mut self, v: O) -> (O, O) {
        let b = self.bits(v);
        let b = self.i(BinaryOp::And, b, int(i64::MAX));
        let e = self.i(BinaryOp::ShrU, b, int(52));
        let m = self.i(BinaryOp::And, b, int(MANTISSA));
        let m = self.i(BinaryOp::Or, m, int(1 << 52));
        (self.i(BinaryOp::ShrU, m, int(29)), e)
    }

    /// `(r, odd)` for finite nonzero `|x| >= |y|` (other operands give values
    /// the callers replace): `r = |x| mod |y|` exactly and whether the
    /// quotient is odd, from the integer mantissas: `mx 2^d mod 2my` by square and
    /// multiply over the 9 bits of the exponent difference `d`.
    fn fmod_parts(&mut self, x: O, y: O) -> (O, O) {
        let (mx, ex) = self.mantissa_exponent(x);
        let (my, ey) = self.mantissa_exponent(y);
        let diff = self.i(BinaryOp::Sub, ex, ey);
        let diff = self.e.binary(BinaryOp::MaxS, Type::I64, diff, int(0));
        let m2 = self.i(BinaryOp::Add, my, my);
        let mut acc = self.i(BinaryOp::RemU, mx, m2);
        let mut base = int(2);
        for bit in 0..9 {
            let b = self.i(BinaryOp::ShrU, diff, int(bit));
            let b = self.i(BinaryOp::And, b, int(1));
            let set = self.e.cmp(Cond::Ne, Type::I64, b, int(0));
            let prod = self.i(BinaryOp::Mul, acc, base);
            let prod = self.i(BinaryOp::RemU, prod, m2);
            acc = self.e.select(Type::I64, set, prod, acc);
            let sq = self.i(BinaryOp::Mul, base, base);
            base = self.i(BinaryOp::RemU, sq, m2);
        }
        let odd = self.e.cmp(Cond::UGe, Type::I64, acc, my);
        let back = self.i(BinaryOp::Sub, acc, my);
        let r = self.e.select(Type::I64, odd, back, acc);
        let r = self
            .e
            .convert(Type::F64, Type::I64, true, Some(Rounding::Rn), r);
        let scale = self.i(BinaryOp::Sub, ey, int(1023 + 23));
        let scale = self
            .e
            .convert(Type::F64, Type::I64, true, Some(Rounding::Rn), scale);
        let s = self.pow2(scale);
        (self.mul(r, s), odd)
    }

    /// `(r, odd)` of `parts` ([`Self::fmod_parts`] for `f32` operands as
    /// `f64`s, `fmod64_parts` for `f64` ones), `|x|` and even where
    /// `|x| < |y|`, and whether the result is `x` itself or NaN.
    pub(crate) fn fmod_common(
        &mut self,
        x: O,
        y: O,
        parts: fn(&mut Self, O, O) -> (O, O),
    ) -> (O, O, O) {
        let (r, odd) = parts(self, x, y);
        let ax = self.abs(x);
        let ay = self.abs(y);
        let below = self.cmp(Cond::FLt, ax, ay);
        let r = self.sel(below, ax, r);
        let odd = self.and_not(odd, below);
        let inf_x = self.cmp(Cond::FEq, ax, d(f64::INFINITY));
        let zero_y = self.cmp(Cond::FEq, ay, d(0.0));
        let nan = self.e.cmp(Cond::FUno, Type::F64, x, y);
        let bad = self.or(inf_x, zero_y);
        let bad = self.or(bad, nan);
        (r, odd, bad)
    }

    /// `p and not q` of predicates.
    pub(crate) fn and_not(&mut self, p: O, q: O) -> O {
        let nq = self.e.unary(UnaryOp::Not, Type::Pred, q);
        self.and(p, nq)
    }

    /// `x - trunc(x / y) y`, exactly, with the sign of `x`.
    pub(crate) fn fmod(&mut self, x: O, y: O) -> O {
        let (r, _, bad) = self.fmod_common(x, y, Self::fmod_parts);
        let zero_x = self.cmp(Cond::FEq, x, d(0.0));
        let r = self.copysign(r, x);
        let r = self.sel(zero_x, x, r);
        self.sel(bad, d(f64::NAN), r)
    }

    /// `x - n y`, `n` the integer nearest `x / y` (ties to even), exactly.
    pub(crate) fn remainder(&mut self, x: O, y: O) -> O {
        let (r, odd, bad) = self.fmod_common(x, y, Self::fmod_parts);
        let ay = self.abs(y);
        let half = self.mul(ay, d(0.5));
        let above = self.cmp(Cond::FGt, r, half);
        let tie = self.cmp(Cond::FEq, r, half);
        self.remainder_from_fmod(x, ay, [r, above, tie, odd, bad])
    }

    /// `remainder` from `fmod`'s `r = |x| mod |y|` (`ay = |y|`): `above` and
    /// `tie` say whether `r` is above or at `|y| / 2`, `odd` whether the
    /// quotient is odd, `bad` where the result is NaN. Subtracts `|y|` where
    /// the nearest quotient is the next one (ties to even), gives the result
    /// `x`'s sign (a zero too).
    pub(crate) fn remainder_from_fmod(
        &mut self,
        x: O,
        ay: O,
        [r, above, tie, odd, bad]: [O; 5],
    ) -> O {
        let tie_odd = self.and(tie, odd);
        let down = self.or(above, tie_odd);
        let less = self.sub(r, ay);
        let v = self.sel(down, less, r);
        let minus_v = self.neg(v);
        let xb = self.bits(x);
        let x_neg = self.e.cmp(Cond::SLt, Type::I64, xb, int(0));
        let r = self.sel(x_neg, minus_v, v);
        // A zero result has the sign of x.
        let zero = self.cmp(Cond::FEq, r, d(0.0));
        let signed_zero = self.copysign(d(0.0), x);
        let r = self.sel(zero, signed_zero, r);
        self.sel(bad, d(f64::NAN), r)
    }
}

/// The functions whose operands and result are not all of one float type:
/// `ldexpf`/`scalbnf` and `powif` (`f32`, `i32`), `ilogbf` and the
/// classifications (an `i32` result), on an operand of type `ty`.
pub(super) fn mixed<E: Emit>(e: &mut E, f: LibFn, ty: Type, xs: &[O]) -> O {
    let bits_ty = ty.as_int();
    let one_if = |e: &mut E, p: O| e.select(Type::I32, p, int(1), int(0));
    match f {
        LibFn::IsNan => {
            let p = e.cmp(Cond::FUno, ty, xs[0], xs[0]);
            one_if(e, p)
        }
        LibFn::IsInf | LibFn::IsFinite => {
            let a = e.unary(UnaryOp::Abs, ty, xs[0]);
            let inf = if ty == Type::F64 {
                f64::INFINITY.to_bits()
            } else {
                u64::from(f32::INFINITY.to_bits())
            };
            let cond = if f == LibFn::IsInf {
                Cond::FEq
            } else {
                Cond::FLt
            };
            let p = e.cmp(cond, ty, a, Operand::Imm(inf));
            one_if(e, p)
        }
        LibFn::Signbit => {
            let b = e.unary(UnaryOp::Mov, bits_ty, xs[0]);
            let p = e.cmp(Cond::SLt, bits_ty, b, int(0));
            one_if(e, p)
        }
        LibFn::Ldexp | LibFn::Powi | LibFn::Ilogb if ty == Type::F64 => {
            let mut m = Ops { e };
            match f {
                LibFn::Ldexp => m.ldexp64(xs[0], xs[1]),
                LibFn::Powi => {
                    let n = m.int_to_f64(xs[1]);
                    m.pow64(xs[0], n)
                }
                _ => m.ilogb64(xs[0]),
            }
        }
        LibFn::Ldexp | LibFn::Powi | LibFn::Ilogb => {
            let mut m = Ops { e };
            let x = m.widen(xs[0]);
            let r = match f {
                LibFn::Ldexp => m.ldexp(x, xs[1]),
                LibFn::Powi => {
                    let n = m.int_to_f64(xs[1]);
                    m.pow(x, n)
                }
                _ => return m.ilogb(x),
            };
            m.narrow(r)
        }
        LibFn::Clz
        | LibFn::Popc
        | LibFn::Brev
        | LibFn::Ffs
        | LibFn::MulHi
        | LibFn::UMulHi
        | LibFn::Mul24
        | LibFn::UMul24
        | LibFn::Sad
        | LibFn::USad
        | LibFn::HAdd
        | LibFn::RHAdd
        | LibFn::UHAdd
        | LibFn::URHAdd
        | LibFn::IAbs
        | LibFn::BytePerm => super::int::int_fn(e, f, ty, xs),
        _ => unreachable!("{f:?} has one float type"),
    }
}

impl<E: Emit> Ops<'_, E> {
    /// An `i32` as an `f64`, exactly.
    fn int_to_f64(&mut self, n: O) -> O {
        self.e
            .convert(Type::F64, Type::I32, true, Some(Rounding::Rn), n)
    }

    /// `x 2^n` for an `f32` `x` (as an `f64`) and an `i32` `n`: `n` limited to
    /// `[-300, 300]` (beyond, every `f32` overflows or underflows alike), the
    /// product exact in `f64`, rounded once by the caller.
    fn ldexp(&mut self, x: O, n: O) -> O {
        let n = self.e.binary(BinaryOp::MinS, Type::I32, n, int(300));
        let n = self.e.binary(BinaryOp::MaxS, Type::I32, n, int(-300));
        let n = self.int_to_f64(n);
        let s = self.pow2(n);
        self.mul(x, s)
    }

    /// `(m, e)` with `x = m 2^e`, `|m|` in `[1, 2)` with `x`'s sign, for a
    /// finite nonzero `f64` `x` (subnormals scaled by 2^54 first); `e` an
    /// `i64`.
    fn frexp64(&mut self, x: O) -> (O, O) {
        let a = self.abs(x);
        let sub = self.cmp(Cond::FLt, a, d(f64::MIN_POSITIVE));
        let scaled = self.mul(x, d(18_014_398_509_481_984.0)); // 2^54
        let xs = self.sel(sub, scaled, x);
        let b = self.bits(xs);
        let field = self.i(BinaryOp::ShrU, b, int(52));
        let field = self.i(BinaryOp::And, field, int(0x7FF));
        let k = self.i(BinaryOp::Sub, field, int(1023));
        let adj = self.e.select(Type::I64, sub, int(54), int(0));
        let k = self.i(BinaryOp::Sub, k, adj);
        let m = self.i(BinaryOp::And, b, int(0x800F_FFFF_FFFF_FFFFu64 as i64));
        let m = self.i(BinaryOp::Or, m, int(0x3FF0_0000_0000_0000));
        (self.float_of(m), k)
    }

    /// `x 2^n` of an `f64` `x` and an `i32` `n`, rounded once: `x = m 2^e`,
    /// then `m 2^(e + n)` in two exponent fields (`e + n` limited to
    /// `[-1100, 1100]`, beyond which every result is 0 or infinite).
    pub(crate) fn ldexp64(&mut self, x: O, n: O) -> O {
        let (m, k) = self.frexp64(x);
        let k = self
            .e
            .convert(Type::F64, Type::I64, true, Some(Rounding::Rn), k);
        let n = self.int_to_f64(n);
        let t = self.add(k, n);
        let t = self.min(t, d(1100.0));
        let t = self.max(t, d(-1100.0));
        let r = self.scale(m, t);
        // 0, infinities and NaN as they are.
        let a = self.abs(x);
        let zero = self.cmp(Cond::FEq, a, d(0.0));
        let non_finite = self.cmp(Cond::FGeU, a, d(f64::INFINITY));
        let special = self.or(non_finite, zero);
        self.sel(special, x, r)
    }

    /// The exponent of an `f64` `x` as an `i32` (subnormals included), as
    /// [`Ops::ilogb`] at 0, NaN and infinities.
    pub(crate) fn ilogb64(&mut self, x: O) -> O {
        let (_, k) = self.frexp64(x);
        self.ilogb_of(x, k)
    }

    /// `x`'s exponent `k` (an `i64`) as an `i32`: `i32::MIN` at 0 and NaN,
    /// `i32::MAX` at infinities (CUDA's `FP_ILOGB0`, `FP_ILOGBNAN`).
    fn ilogb_of(&mut self, x: O, k: O) -> O {
        let k = self.e.convert(Type::I32, Type::I64, true, None, k);
        let a = self.abs(x);
        let zero = self.cmp(Cond::FEq, a, d(0.0));
        let nan = self.is_nan(x);
        let low = self.or(zero, nan);
        let r = self.e.select(Type::I32, low, int(i64::from(i32::MIN)), k);
        let inf = self.cmp(Cond::FEq, a, d(f64::INFINITY));
        self.e.select(Type::I32, inf, int(i64::from(i32::MAX)), r)
    }

    /// The exponent of `x` as an `i32`: `i32::MIN` at 0 and NaN, `i32::MAX` at
    /// infinities (CUDA's `FP_ILOGB0`, `FP_ILOGBNAN`).
    fn ilogb(&mut self, x: O) -> O {
        let b = self.bits(x);
        let field = self.i(BinaryOp::ShrU, b, int(52));
        let field = self.i(BinaryOp::And, field, int(0x7FF));
        let k = self.i(BinaryOp::Sub, field, int(1023));
        self.ilogb_of(x, k)
    }
}
