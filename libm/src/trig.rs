//! Trigonometric functions of `f64` values of `f32` operands: `sin`, `cos`,
//! `tan` (a Payne–Hanek reduction that is right for every `f32`), `sinpi`,
//! `cospi` (an exact reduction), `atan`, `asin`, `acos`, `atan2`, `hypot`,
//! `rhypot`.
//!
//! The reduction of `x` by `pi/2`: `2/pi` is a sum of eight pieces of 24
//! significant bits ([`TWO_OVER_PI`]), so each `x P_i` is exact in `f64`; each
//! product is taken modulo 4 exactly (`t - 4 rint(t/4)`), and the eight
//! remainders are summed without error as a pair (`TwoSum`). The quadrant is
//! the nearest integer `j` of the sum, and the reduced argument `(sum - j)
//! pi/2`, in `[-pi/4, pi/4]`, is right to about 2^-64 absolute for `|x| <
//! 2^128` (the pieces' truncation), where no `f32` comes closer than about
//! 2^-30 to a multiple of `pi/2`.

use super::coeffs::*;
use super::{d, int, Ops};
use tilelift_mir::{BinaryOp, Cond, Emit, Operand, Type};

type O = Operand;

impl<E: Emit> Ops<'_, E> {
    /// `(s, e)` with `s + e = a + b` exactly (Knuth's TwoSum).
    pub(crate) fn two_sum(&mut self, a: O, b: O) -> (O, O) {
        let s = self.add(a, b);
        let bb = self.sub(s, a);
        let ab = self.sub(s, bb);
        let da = self.sub(a, ab);
        let db = self.sub(b, bb);
        (s, self.add(da, db))
    }

    /// `x` by `pi/2`: `(q, t)` with `x = (4k + q) pi/2 + t`, `q` in `0..4` (an
    /// `i64`), `|t| <= pi/4`.
    pub(crate) fn reduce_half_pi(&mut self, x: O) -> (O, O) {
        let mut hi = d(0.0);
        let mut lo = d(0.0);
        for &p in &TWO_OVER_PI {
            let t = self.mul(x, d(p));
            let quarter = self.mul(t, d(0.25));
            let k = self.rint(quarter);
            let u = self.fma(k, d(-4.0), t);
            let (s, e) = self.two_sum(hi, u);
            hi = s;
            lo = self.add(lo, e);
        }
        let j = self.rint(hi);
        let f = self.sub(hi, j);
        let f = self.add(f, lo);
        let t = self.mul(f, d(PI_2));
        let q = self.int_of(j);
        let q = self.i(BinaryOp::And, q, int(3));
        (q, t)
    }

    /// `(sin t, cos t)` for `|t| <= pi/4`.
    pub(crate) fn sin_cos_poly(&mut self, t: O) -> (O, O) {
        let z = self.mul(t, t);
        let ps = self.horner(&SIN_P, z);
        let tz = self.mul(t, z);
        let s = self.fma(tz, ps, t);
        let pc = self.horner(&COS_P, z);
        let z2 = self.mul(z, z);
        let c0 = self.fma(z, d(-0.5), d(1.0));
        let c = self.fma(z2, pc, c0);
        (s, c)
    }

    /// The sine of `q pi/2 + t` (`q` an `i64`, taken modulo 4), from `sin t`
    /// and `cos t`.
    pub(crate) fn quadrant_sin(&mut self, q: O, s: O, c: O) -> O {
        let odd = self.i(BinaryOp::And, q, int(1));
        let odd = self.e.cmp(Cond::Ne, Type::I64, odd, int(0));
        let v = self.sel(odd, c, s);
        let neg = self.i(BinaryOp::And, q, int(2));
        let neg = self.e.cmp(Cond::Ne, Type::I64, neg, int(0));
        let minus_v = self.neg(v);
        self.sel(neg, minus_v, v)
    }

    /// `r`, or `x` where `x` is ±0 (the sign of a zero result).
    fn keep_zero(&mut self, x: O, r: O) -> O {
        let zero = self.cmp(Cond::FEq, x, d(0.0));
        self.sel(zero, x, r)
    }

    /// The sine.
    pub(crate) fn sin(&mut self, x: O) -> O {
        let (q, t) = self.reduce_half_pi(x);
        let (s, c) = self.sin_cos_poly(t);
        let r = self.quadrant_sin(q, s, c);
        self.keep_zero(x, r)
    }

    /// The cosine: the sine a quadrant on.
    pub(crate) fn cos(&mut self, x: O) -> O {
        let (q, t) = self.reduce_half_pi(x);
        let (s, c) = self.sin_cos_poly(t);
        let q1 = self.i(BinaryOp::Add, q, int(1));
        self.quadrant_sin(q1, s, c)
    }

    /// The tangent: `sin t / cos t`, or `-cos t / sin t` in odd quadrants.
    pub(crate) fn tan(&mut self, x: O) -> O {
        let (q, t) = self.reduce_half_pi(x);
        let (s, c) = self.sin_cos_poly(t);
        let odd = self.i(BinaryOp::And, q, int(1));
        let odd = self.e.cmp(Cond::Ne, Type::I64, odd, int(0));
        let minus_c = self.neg(c);
        let num = self.sel(odd, minus_c, s);
        let den = self.sel(odd, s, c);
        let r = self.div(num, den);
        self.keep_zero(x, r)
    }

    /// `(q, t)` with `pi x = (4k + q) pi/2 + t`: `n = rint(2x)`, `x - n/2`
    /// exact, times `pi`.
    fn reduce_pi(&mut self, x: O) -> (O, O) {
        let twice = self.add(x, x);
        let n = self.rint(twice);
        let r = self.fma(n, d(-0.5), x);
        let t = self.mul(r, d(PI));
        let quarter = self.mul(n, d(0.25));
        let k = self.floor(quarter);
        let q = self.fma(k, d(-4.0), n);
        (self.int_of(q), t)
    }

    /// `sin(pi x)`; a zero result has the sign of `x`.
    pub(crate) fn sinpi(&mut self, x: O) -> O {
        let (q, t) = self.reduce_pi(x);
        let (s, c) = self.sin_cos_poly(t);
        let r = self.quadrant_sin(q, s, c);
        let zero = self.cmp(Cond::FEq, r, d(0.0));
        let signed_zero = self.mul(x, d(0.0));
        self.sel(zero, signed_zero, r)
    }

    /// `cos(pi x)`; a zero result is `+0`.
    pub(crate) fn cospi(&mut self, x: O) -> O {
        let (q, t) = self.reduce_pi(x);
        let (s, c) = self.sin_cos_poly(t);
        let q1 = self.i(BinaryOp::Add, q, int(1));
        let r = self.quadrant_sin(q1, s, c);
        self.add(r, d(0.0))
    }

    /// `atan w` for `w >= 0` (or NaN): `pi/2 - atan(1/w)` above 1, then `pi/4 +
    /// atan((u - 1) / (u + 1))` above `tan(pi/8)`, then `u + u^3 P(u^2)`.
    fn atan_pos(&mut self, w: O) -> O {
        let inv = self.cmp(Cond::FGt, w, d(1.0));
        let rw = self.div(d(1.0), w);
        let u = self.sel(inv, rw, w);
        let mid = self.cmp(Cond::FGt, u, d(0.414_213_562_373_095_03));
        let num = self.sub(u, d(1.0));
        let den = self.add(u, d(1.0));
        let v1 = self.div(num, den);
        let v = self.sel(mid, v1, u);
        let z = self.mul(v, v);
        let p = self.horner(&ATAN_P, z);
        let vz = self.mul(v, z);
        let a = self.fma(vz, p, v);
        let shifted = self.add(a, d(PI_4));
        let a = self.sel(mid, shifted, a);
        let flipped = self.sub(d(PI_2), a);
        self.sel(inv, flipped, a)
    }

    /// The arc tangent.
    pub(crate) fn atan(&mut self, x: O) -> O {
        let a = self.abs(x);
        let r = self.atan_pos(a);
        self.copysign(r, x)
    }

    /// The arc sine: `atan(|x| / sqrt((1 - |x|)(1 + |x|)))`, the sign of `x`.
    pub(crate) fn asin(&mut self, x: O) -> O {
        let a = self.abs(x);
        let one_minus = self.sub(d(1.0), a);
        let one_plus = self.add(d(1.0), a);
        let p = self.mul(one_minus, one_plus);
        let s = self.sqrt(p);
        let w = self.div(a, s);
        let r = self.atan_pos(w);
        self.copysign(r, x)
    }

    /// The arc cosine: `2 atan(sqrt((1 - x) / (1 + x)))`.
    pub(crate) fn acos(&mut self, x: O) -> O {
        let num = self.sub(d(1.0), x);
        let den = self.add(d(1.0), x);
        let q = self.div(num, den);
        let s = self.sqrt(q);
        let r = self.atan_pos(s);
        self.add(r, r)
    }

    /// `atan2(y, x)`: `atan(|y| / |x|)` (0 where both are zero, 1 where both
    /// are infinite), `pi` minus it where `x`'s sign is set, the sign of `y`.
    pub(crate) fn atan2(&mut self, y: O, x: O) -> O {
        let ay = self.abs(y);
        let ax = self.abs(x);
        let q = self.div(ay, ax);
        let y0 = self.cmp(Cond::FEq, ay, d(0.0));
        let x0 = self.cmp(Cond::FEq, ax, d(0.0));
        let zeros = self.and(y0, x0);
        let q = self.sel(zeros, d(0.0), q);
        let yi = self.cmp(Cond::FEq, ay, d(f64::INFINITY));
        let xi = self.cmp(Cond::FEq, ax, d(f64::INFINITY));
        let infs = self.and(yi, xi);
        let q = self.sel(infs, d(1.0), q);
        let r = self.atan_pos(q);
        let xb = self.bits(x);
        let x_neg = self.e.cmp(Cond::SLt, Type::I64, xb, int(0));
        let back = self.sub(d(PI), r);
        let r = self.sel(x_neg, back, r);
        self.copysign(r, y)
    }

    /// The Euclidean norm of `xs` (2 to 4 values) and whether one is
    /// infinite: the squares of `f32` values are exact in `f64`, summed by
    /// `fma`; the norm is `+inf` where one is infinite (even with a NaN).
    fn norm_parts(&mut self, xs: &[O]) -> (O, O) {
        let last = xs[xs.len() - 1];
        let mut s = self.mul(last, last);
        let mut inf = d(0.0);
        for (k, &x) in xs.iter().enumerate() {
            if k + 1 < xs.len() {
                s = self.fma(x, x, s);
            }
            let a = self.abs(x);
            let is_inf = self.cmp(Cond::FEq, a, d(f64::INFINITY));
            inf = if k == 0 { is_inf } else { self.or(inf, is_inf) };
        }
        (self.sqrt(s), inf)
    }

    /// `sqrt(x0^2 + ... )`.
    pub(crate) fn norm(&mut self, xs: &[O]) -> O {
        let (h, inf) = self.norm_parts(xs);
        self.sel(inf, d(f64::INFINITY), h)
    }

    /// `1 / sqrt(x0^2 + ...)`.
    pub(crate) fn rnorm(&mut self, xs: &[O]) -> O {
        let (h, inf) = self.norm_parts(xs);
        let r = self.div(d(1.0), h);
        self.sel(inf, d(0.0), r)
    }
}
