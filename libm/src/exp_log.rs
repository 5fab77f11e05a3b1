//! Exponentials, logarithms and what is built from them: `exp`, `exp2`,
//! `exp10`, `expm1`, `log`, `log2`, `log10`, `log1p`, `sinh`, `cosh`, `asinh`,
//! `acosh`, `atanh`, `pow`, `cbrt`, `rcbrt`, on `f64` values of `f32` operands.
//!
//! `e^x = 2^n e^r` with `n = rint(x log2 e)` and `r = x - n ln 2` (two-part
//! `ln 2`, `|r| <= 0.35`), `e^r - 1` by a polynomial; `2^n` is two exponent
//! fields (so that subnormal and overflowing results round once). The natural
//! logarithm is `k ln 2` plus `ln m`, with `x = 2^k m`, `m` in `[sqrt(1/2),
//! sqrt(2))`, and `ln m = 2 atanh(s)`, `s = (m - 1) / (m + 1)`, by a polynomial
//! in `s^2`.

use super::coeffs::*;
use super::{d, int, Ops};
use tilelift_mir::{BinaryOp, Cond, Emit, Operand, Rounding, Type};

type O = Operand;

/// The bits of `sqrt(1/2)`: `x = 2^k m` with `m` in `[sqrt(1/2), sqrt(2))`.
const SQRT_HALF_BITS: i64 = 0x3FE6_A09E_667F_3BCD;

impl<E: Emit> Ops<'_, E> {
    /// `e^r - 1` for `|r| <= 0.35`.
    fn expm1_poly(&mut self, r: O) -> O {
        let q = self.horner(&EXPM1_Q, r);
        let r2 = self.mul(r, r);
        self.fma(r2, q, r)
    }

    /// `v 2^n` for an integral `n` in `[-2000, 2000]`, rounded once.
    pub(crate) fn scale(&mut self, v: O, n: O) -> O {
        let half = self.mul(n, d(0.5));
        let n1 = self.floor(half);
        let n2 = self.sub(n, n1);
        let s1 = self.pow2(n1);
        let s2 = self.pow2(n2);
        let v = self.mul(v, s1);
        self.mul(v, s2)
    }

    /// `x` limited to `[-bound, bound]` (a NaN becomes `bound`: the callers
    /// give a NaN back themselves).
    pub(crate) fn clamp(&mut self, x: O, bound: f64) -> O {
        let x = self.min(x, d(bound));
        self.max(x, d(-bound))
    }

    /// `(n, e^r - 1)` with `e^x = 2^n e^r`.
    fn exp_parts(&mut self, x: O) -> (O, O) {
        let x = self.clamp(x, 800.0);
        let y = self.mul(x, d(LOG2E));
        let n = self.rint(y);
        let minus_n = self.neg(n);
        let r = self.fma(minus_n, d(LN2_HI), x);
        let r = self.fma(minus_n, d(LN2_LO), r);
        (n, self.expm1_poly(r))
    }

    /// `2^n (1 + p)`, or `x` where `x` is a NaN.
    fn exp_finish(&mut self, x: O, n: O, p: O) -> O {
        let v = self.add(p, d(1.0));
        let r = self.scale(v, n);
        let nan = self.is_nan(x);
        self.sel(nan, x, r)
    }

    /// `e^x`.
    pub(crate) fn exp(&mut self, x: O) -> O {
        let (n, p) = self.exp_parts(x);
        self.exp_finish(x, n, p)
    }

    /// `2^x`.
    pub(crate) fn exp2(&mut self, x: O) -> O {
        let xc = self.clamp(x, 1100.0);
        let n = self.rint(xc);
        let f = self.sub(xc, n);
        let r = self.mul(f, d(LN2));
        let p = self.expm1_poly(r);
        self.exp_finish(x, n, p)
    }

    /// `10^x`: `r = x ln 10 - n ln 2` (an `f32` `x` times `ln 10` is exact in
    /// the `fma`; the error of `ln 10`'s `f64` value is `2^-53 |x ln 10|`).
    pub(crate) fn exp10(&mut self, x: O) -> O {
        let xc = self.clamp(x, 350.0);
        let y = self.mul(xc, d(LOG2_10));
        let n = self.rint(y);
        let hi = self.mul(n, d(LN2_HI));
        let minus_hi = self.neg(hi);
        let r = self.fma(xc, d(LN10), minus_hi);
        let minus_n = self.neg(n);
        let r = self.fma(minus_n, d(LN2_LO), r);
        let p = self.expm1_poly(r);
        self.exp_finish(x, n, p)
    }

    /// `e^x - 1`: the polynomial itself where `n = 0`, else `e^x - 1`; `±0`
    /// gives itself.
    pub(crate) fn expm1(&mut self, x: O) -> O {
        let (n, p) = self.exp_parts(x);
        let e = self.exp_finish(x, n, p);
        let em1 = self.sub(e, d(1.0));
        let n0 = self.cmp(Cond::FEq, n, d(0.0));
        let r = self.sel(n0, p, em1);
        let zero = self.cmp(Cond::FEq, x, d(0.0));
        let nan = self.is_nan(x);
        let keep = self.or(zero, nan);
        self.sel(keep, x, r)
    }

    /// `(k, ln m)` with `x = 2^k m`, `m` in `[sqrt(1/2), sqrt(2))`, for a
    /// positive normal `x`.
    fn log_parts(&mut self, x: O) -> (O, O) {
        let i = self.bits(x);
        let t = self.i(BinaryOp::Sub, i, int(SQRT_HALF_BITS));
        let k = self.i(BinaryOp::ShrS, t, int(52));
        let kbits = self.i(BinaryOp::Shl, k, int(52));
        let mbits = self.i(BinaryOp::Sub, i, kbits);
        let m = self.float_of(mbits);
        let f = self.sub(m, d(1.0));
        let den = self.add(f, d(2.0));
        let s = self.div(f, den);
        let z = self.mul(s, s);
        let p = self.horner(&LOG_P, z);
        let sz = self.mul(s, z);
        let s2 = self.add(s, s);
        let lnm = self.fma(sz, p, s2);
        let kf = self
            .e
            .convert(Type::F64, Type::I64, true, Some(Rounding::Rn), k);
        (kf, lnm)
    }

    /// `r`, or the value of a logarithm at `x`'s special values (`+inf` at
    /// `+inf`, `-inf` at 0, NaN below 0 and at NaN).
    fn log_special(&mut self, x: O, r: O) -> O {
        let inf = self.cmp(Cond::FEq, x, d(f64::INFINITY));
        let r = self.sel(inf, x, r);
        let zero = self.cmp(Cond::FEq, x, d(0.0));
        let r = self.sel(zero, d(f64::NEG_INFINITY), r);
        let bad = self.cmp(Cond::FLtU, x, d(0.0));
        self.sel(bad, d(f64::NAN), r)
    }

    /// `ln x`.
    pub(crate) fn log(&mut self, x: O) -> O {
        let (k, lnm) = self.log_parts(x);
        let lo = self.fma(k, d(LN2_LO), lnm);
        let r = self.fma(k, d(LN2_HI), lo);
        self.log_special(x, r)
    }

    /// `log2 x`.
    pub(crate) fn log2(&mut self, x: O) -> O {
        let (k, lnm) = self.log_parts(x);
        let r = self.fma(lnm, d(LOG2E), k);
        self.log_special(x, r)
    }

    /// `log10 x`.
    pub(crate) fn log10(&mut self, x: O) -> O {
        let (k, lnm) = self.log_parts(x);
        let t = self.mul(lnm, d(LOG10E));
        let r = self.fma(k, d(LOG10_2), t);
        self.log_special(x, r)
    }

    /// `ln(1 + u)` for any `f64` `u`: below `2^-20` in size `u - u^2/2 + u^3/3`;
    /// below 1, `ln v + (u - (v - 1))` with `v = 1 + u` (the rounding error of
    /// `v`, exact there); else `ln v`.
    pub(crate) fn log1p(&mut self, u: O) -> O {
        let v = self.add(u, d(1.0));
        let (k, lnm) = self.log_parts(v);
        let lo = self.fma(k, d(LN2_LO), lnm);
        let big = self.fma(k, d(LN2_HI), lo);
        let vm1 = self.sub(v, d(1.0));
        let c = self.sub(u, vm1);
        let corrected = self.add(big, c);
        let a = self.abs(u);
        let below_one = self.cmp(Cond::FLt, a, d(1.0));
        let big = self.sel(below_one, corrected, big);
        let u2 = self.mul(u, u);
        let q = self.fma(u, d(1.0 / 3.0), d(-0.5));
        let small = self.fma(u2, q, u);
        let tiny = self.cmp(Cond::FLt, a, d(f64::powi(2.0, -20)));
        let r = self.sel(tiny, small, big);
        let r = self.log_special(v, r);
        let nan = self.is_nan(u);
        self.sel(nan, u, r)
    }

    /// `sinh x = (m + m / (m + 1)) / 2` with `m = expm1(|x|)`, the sign of `x`.
    pub(crate) fn sinh(&mut self, x: O) -> O {
        let a = self.abs(x);
        let a = self.min(a, d(200.0));
        let m = self.expm1(a);
        let m1 = self.add(m, d(1.0));
        let q = self.div(m, m1);
        let s = self.add(m, q);
        let h = self.mul(s, d(0.5));
        let r = self.copysign(h, x);
        let nan = self.is_nan(x);
        self.sel(nan, x, r)
    }

    /// `cosh x = (e + 1/e) / 2` with `e = e^|x|`.
    pub(crate) fn cosh(&mut self, x: O) -> O {
        let a = self.abs(x);
        let a = self.min(a, d(200.0));
        let e = self.exp(a);
        let inv = self.div(d(0.5), e);
        let r = self.fma(e, d(0.5), inv);
        let nan = self.is_nan(x);
        self.sel(nan, x, r)
    }

    /// `asinh x = log1p(|x| + x^2 / (1 + sqrt(1 + x^2)))`, the sign of `x`.
    pub(crate) fn asinh(&mut self, x: O) -> O {
        let a = self.abs(x);
        let a2 = self.mul(a, a);
        let s = self.add(a2, d(1.0));
        let s = self.sqrt(s);
        let den = self.add(s, d(1.0));
        let w = self.div(a2, den);
        let u = self.add(a, w);
        let l = self.log1p(u);
        let inf = self.cmp(Cond::FEq, a, d(f64::INFINITY));
        let l = self.sel(inf, a, l);
        self.copysign(l, x)
    }

    /// `acosh x = log1p(t + sqrt(t (x + 1)))`, `t = x - 1`; NaN below 1.
    pub(crate) fn acosh(&mut self, x: O) -> O {
        let t = self.sub(x, d(1.0));
        let xp1 = self.add(x, d(1.0));
        let p = self.mul(t, xp1);
        let s = self.sqrt(p);
        let u = self.add(t, s);
        let r = self.log1p(u);
        let below = self.cmp(Cond::FLt, x, d(1.0));
        self.sel(below, d(f64::NAN), r)
    }

    /// `atanh x = log1p(2|x| / (1 - |x|)) / 2`, the sign of `x`.
    pub(crate) fn atanh(&mut self, x: O) -> O {
        let a = self.abs(x);
        let num = self.add(a, a);
        let den = self.sub(d(1.0), a);
        let u = self.div(num, den);
        let l = self.log1p(u);
        let h = self.mul(l, d(0.5));
        self.copysign(h, x)
    }

    /// `log2 |x|` without the special values' handling (`-inf` at 0, `+inf` at
    /// `inf`, NaN at NaN).
    fn log2_abs(&mut self, x: O) -> O {
        let a = self.abs(x);
        let r = self.log2(a);
        self.sel_nan_keep(a, r)
    }

    /// `r`, or `a` where `a` is a NaN.
    fn sel_nan_keep(&mut self, a: O, r: O) -> O {
        let nan = self.is_nan(a);
        self.sel(nan, a, r)
    }

    /// Whether `y` is an odd integer.
    fn is_odd_integer(&mut self, y: O) -> O {
        let fl = self.floor(y);
        let integral = self.cmp(Cond::FEq, fl, y);
        let h = self.mul(y, d(0.5));
        let hf = self.floor(h);
        let odd = self.cmp(Cond::FNe, hf, h);
        self.and(integral, odd)
    }

    /// Whether the sign bit of `x` is set.
    pub(crate) fn sign_bit(&mut self, x: O) -> O {
        let b = self.bits(x);
        self.e.cmp(Cond::SLt, Type::I64, b, int(0))
    }

    /// `x^y = 2^(y log2 |x|)`, with the sign of `x` for an odd integer `y`, and
    /// C's special values.
    pub(crate) fn pow(&mut self, x: O, y: O) -> O {
        let l = self.log2_abs(x);
        let t = self.mul(y, l);
        let r = self.exp2(t);
        let odd = self.is_odd_integer(y);
        let neg = self.sign_bit(x);
        let flip = self.and(odd, neg);
        let minus_r = self.neg(r);
        let r = self.sel(flip, minus_r, r);
        // A negative finite x and a non-integral y: NaN.
        let fy = self.floor(y);
        let fractional = self.cmp(Cond::FNe, fy, y);
        let negative = self.cmp(Cond::FLt, x, d(0.0));
        let finite = self.cmp(Cond::FNe, x, d(f64::NEG_INFINITY));
        let bad = self.and(negative, finite);
        let bad = self.and(bad, fractional);
        let r = self.sel(bad, d(f64::NAN), r);
        // 1 at x = 1, y = 0, and x = -1 with y = ±inf.
        let x_one = self.cmp(Cond::FEq, x, d(1.0));
        let y_zero = self.cmp(Cond::FEq, y, d(0.0));
        let x_minus_one = self.cmp(Cond::FEq, x, d(-1.0));
        let ay = self.abs(y);
        let y_inf = self.cmp(Cond::FEq, ay, d(f64::INFINITY));
        let one = self.or(x_one, y_zero);
        let minus_one_inf = self.and(x_minus_one, y_inf);
        let one = self.or(one, minus_one_inf);
        self.sel(one, d(1.0), r)
    }

    /// `2^(s log2 |x| / 3)` with the sign of `x`: `cbrt` for `s = 1`, `rcbrt`
    /// for `s = -1`.
    fn cbrt_pow(&mut self, x: O, s: f64) -> O {
        let l = self.log2_abs(x);
        let t = self.mul(l, d(s / 3.0));
        let r = self.exp2(t);
        self.copysign(r, x)
    }

    /// The cube root.
    pub(crate) fn cbrt(&mut self, x: O) -> O {
        self.cbrt_pow(x, 1.0)
    }

    /// The reciprocal of the cube root.
    pub(crate) fn rcbrt(&mut self, x: O) -> O {
        self.cbrt_pow(x, -1.0)
    }
}
