//! The `f64` hyperbolic functions and their inverses, `atan2`, `cbrt` and
//! `rcbrt` (`__nv_sinh`, `__nv_cosh`, `__nv_tanh`, `__nv_asinh`,
//! `__nv_acosh`, `__nv_atanh`, `__nv_atan2`, `__nv_cbrt`, `__nv_rcbrt`),
//! within libdevice's bounds (1 to 3 ulp), on the pairs of
//! [`exp_log64`](super::exp_log64) and [`misc64`](super::misc64):
//!
//! - `cosh`, `sinh`: `(e^a +- e^-a) / 2` with `e^a` a pair and its
//!   reciprocal refined to a pair (`|x| < 22`), `e^a / 2` by the exponent
//!   above; `sinh` by its Taylor series below 1;
//! - `tanh`: `(e^2a - 1) / (e^2a + 1)` with `e^2a - 1` a pair and the
//!   quotient corrected by its exact residual; 1 from 22 on;
//! - `asinh`: its series below 1/2, `ln(a + sqrt(a^2 + 1))` with the argument
//!   a pair, `ln a + ln 2` above 2^28; `acosh`: `log1p((x - 1) + sqrt((x -
//!   1)(x + 1)))`, `ln x + ln 2` above 2^28; `atanh`: its series below 1/2,
//!   `log1p(2a / (1 - a)) / 2` above (`1 - a` exact);
//! - `atan2`: `atan` of the smaller over the larger magnitude (a pair from
//!   `misc64`), then `pi/2 -` and `pi -` as pairs, and IEEE's special cases
//!   (zeros and infinities of both signs);
//! - `cbrt`: `x = m 2^(3q)`, `m` in `[1, 8)`, Newton's steps from a linear
//!   guess, then one step on the exact residual `m - y^3`; `rcbrt` the same
//!   on `1 - m z^3`.

use super::exp_log64::{LN2_H, LN2_L};
use super::{d, Ops};
use tilelift_mir::{BinaryOp, Cond, Emit, Operand, Rounding, Type};

type O = Operand;

const PI_H: f64 = std::f64::consts::PI;
const PI_L: f64 = 1.224_646_799_147_353_2e-16;
const PIO2_H: f64 = std::f64::consts::FRAC_PI_2;
const PIO2_L: f64 = 6.123_233_995_736_766e-17;

/// `1 / (2k + 1)!` for `k = 12` down to 1: `(sinh a - a) / a^3` in `a^2`.
fn sinh_taylor() -> Vec<f64> {
    let mut c = Vec::new();
    let mut f = 1.0f64;
    for k in 1..=12 {
        f *= ((2 * k) * (2 * k + 1)) as f64;
        c.push(1.0 / f);
    }
    c.reverse();
    c
}

/// `asinh`'s series: `(-1)^k (2k)! / (4^k k!^2 (2k + 1))`, `k = 30` down to 1.
fn asinh_taylor() -> Vec<f64> {
    let mut c = Vec::new();
    let mut a = 1.0f64;
    for k in 1..=30 {
        a *= (2 * k - 1) as f64 / (2 * k) as f64;
        let v = a / (2 * k + 1) as f64;
        c.push(if k % 2 == 1 { -v } else { v });
    }
    c.reverse();
    c
}

/// `1 / (2k + 1)` for `k = 28` down to 1: `(atanh a - a) / a^3` in `a^2`.
fn atanh_taylor() -> Vec<f64> {
    let mut c: Vec<f64> = (1..=28).map(|k| 1.0 / (2 * k + 1) as f64).collect();
    c.reverse();
    c
}

impl<E: Emit> Ops<'_, E> {
    /// `(e^a, e^-a)` as two pairs, for `0 <= a < 22`.
    fn exp_both(&mut self, a: O) -> (O, O, O, O) {
        let (eh, el) = self.exp_pair64(a);
        let inv = self.div(d(1.0), eh);
        let neg_eh = self.neg(eh);
        let e = self.fma(neg_eh, inv, d(1.0));
        let neg_el = self.neg(el);
        let e = self.fma(neg_el, inv, e);
        let il = self.mul(inv, e);
        (eh, el, inv, il)
    }

    /// `e^a / 2` for `a >= 22`, overflowing where it does (later than
    /// `e^a`).
    fn half_exp(&mut self, a: O) -> O {
        let v = self.exp_halved(a);
        let over = self.cmp(Cond::FGt, a, d(711.0));
        self.sel(over, d(f64::INFINITY), v)
    }

    /// `cosh x` of an `f64`.
    pub(crate) fn cosh64(&mut self, x: O) -> O {
        let a = self.abs(x);
        let small_a = self.min(a, d(22.0));
        let (eh, el, ih, il) = self.exp_both(small_a);
        let (sh, sl) = self.two_sum(eh, ih);
        let sl = self.add(sl, el);
        let sl = self.add(sl, il);
        let s = self.add(sh, sl);
        let small = self.mul(s, d(0.5));
        let big = self.half_exp(a);
        let is_big = self.cmp(Cond::FGe, a, d(22.0));
        let r = self.sel(is_big, big, small);
        let nan = self.is_nan(x);
        self.sel(nan, x, r)
    }

    /// `sinh x` of an `f64`.
    pub(crate) fn sinh64(&mut self, x: O) -> O {
        let a = self.abs(x);
        // Below 1: a + a^3 P(a^2).
        let a2 = self.mul(a, a);
        let p = self.horner(&sinh_taylor(), a2);
        let a3 = self.mul(a2, a);
        let tiny = self.fma(a3, p, a);
        // 1 to 22: (e^a - e^-a) / 2.
        let mid_a = self.min(a, d(22.0));
        let (eh, el, ih, il) = self.exp_both(mid_a);
        let neg_ih = self.neg(ih);
        let (sh, sl) = self.two_sum(eh, neg_ih);
        let sl = self.add(sl, el);
        let sl = self.sub(sl, il);
        let s = self.add(sh, sl);
        let mid = self.mul(s, d(0.5));
        let big = self.half_exp(a);
        let is_mid = self.cmp(Cond::FGe, a, d(1.0));
        let r = self.sel(is_mid, mid, tiny);
        let is_big = self.cmp(Cond::FGe, a, d(22.0));
        let r = self.sel(is_big, big, r);
        let r = self.copysign(r, x);
        let nan = self.is_nan(x);
        self.sel(nan, x, r)
    }

    /// `tanh x` of an `f64`.
    pub(crate) fn tanh64(&mut self, x: O) -> O {
        let a = self.abs(x);
        let a = self.min(a, d(22.0));
        let two_a = self.mul(a, d(2.0));
        let (eh, el) = self.expm1_pair64(two_a);
        // (eh + el) / (eh + el + 2), corrected by its residual.
        let (dh, dl) = self.two_sum(eh, d(2.0));
        let dl = self.add(dl, el);
        let q = self.div(eh, dh);
        let neg_q = self.neg(q);
        let r = self.fma(neg_q, dh, eh);
        let r = self.add(r, el);
        let r = self.fma(neg_q, dl, r);
        let c = self.div(r, dh);
        let t = self.add(q, c);
        let is_big = self.cmp(Cond::FGe, a, d(22.0));
        let t = self.sel(is_big, d(1.0), t);
        // Below 2^-27 the quotient's rounding is all: x itself.
        let tiny = self.cmp(Cond::FLt, a, d(7.450_580_596_923_828e-9));
        let t = self.sel(tiny, a, t);
        let t = self.copysign(t, x);
        let nan = self.is_nan(x);
        self.sel(nan, x, t)
    }

    /// `ln(h + l) + ln 2 k` for a pair with `h > 0` and `|l| <= ulp(h)/2`,
    /// rounded once; `k` 0 or 1.
    fn log_of_pair(&mut self, h: O, l: O, plus_ln2: bool) -> O {
        let (lh, ll) = self.log_pair(h);
        let c = self.div(l, h);
        let ll = self.add(ll, c);
        if plus_ln2 {
            let (sh, sl) = self.two_sum(lh, d(LN2_H));
            let sl = self.add(sl, ll);
            let sl = self.add(sl, d(LN2_L));
            self.add(sh, sl)
        } else {
            self.add(lh, ll)
        }
    }

    /// `asinh x` of an `f64`.
    pub(crate) fn asinh64(&mut self, x: O) -> O {
        let a = self.abs(x);
        let a2 = self.mul(a, a);
        let p = self.horner(&asinh_taylor(), a2);
        let a3 = self.mul(a2, a);
        let small = self.fma(a3, p, a);
        // ln(a + sqrt(a^2 + 1)), the argument a pair.
        let am = self.min(a, d(268_435_456.0));
        let sq = self.mul(am, am);
        let neg_sq = self.neg(sq);
        let sql = self.fma(am, am, neg_sq);
        let (sh, sl) = self.two_sum(sq, d(1.0));
        let sl = self.add(sl, sql);
        let r = self.sqrt(sh);
        let neg_r = self.neg(r);
        let res = self.fma(neg_r, r, sh);
        let res = self.add(res, sl);
        let two_r = self.mul(r, d(2.0));
        let rc = self.div(res, two_r);
        let (th, tl) = self.two_sum(am, r);
        let tl = self.add(tl, rc);
        let mid = self.log_of_pair(th, tl, false);
        // Above 2^28: ln a + ln 2.
        let ab = self.max(a, d(1.0));
        let ab = self.min(ab, d(f64::MAX));
        let big = self.log_of_pair(ab, d(0.0), true);
        let is_mid = self.cmp(Cond::FGe, a, d(0.5));
        let r = self.sel(is_mid, mid, small);
        let is_big = self.cmp(Cond::FGe, a, d(268_435_456.0));
        let r = self.sel(is_big, big, r);
        let inf = self.cmp(Cond::FEq, a, d(f64::INFINITY));
        let r = self.sel(inf, a, r);
        let r = self.copysign(r, x);
        let nan = self.is_nan(x);
        self.sel(nan, x, r)
    }

    /// `acosh x` of an `f64`.
    pub(crate) fn acosh64(&mut self, x: O) -> O {
        let xm = self.max(x, d(1.0));
        let xm = self.min(xm, d(268_435_456.0));
        let t = self.sub(xm, d(1.0));
        let u = self.add(xm, d(1.0));
        let w = self.mul(t, u);
        let s = self.sqrt(w);
        let arg = self.add(t, s);
        let mid = self.log1p64(arg);
        let xb = self.max(x, d(1.0));
        let xb = self.min(xb, d(f64::MAX));
        let big = self.log_of_pair(xb, d(0.0), true);
        let is_big = self.cmp(Cond::FGe, x, d(268_435_456.0));
        let r = self.sel(is_big, big, mid);
        let inf = self.cmp(Cond::FEq, x, d(f64::INFINITY));
        let r = self.sel(inf, x, r);
        let below = self.cmp(Cond::FLtU, x, d(1.0));
        self.sel(below, d(f64::NAN), r)
    }

    /// `atanh x` of an `f64`.
    pub(crate) fn atanh64(&mut self, x: O) -> O {
        let a = self.abs(x);
        let a2 = self.mul(a, a);
        let p = self.horner(&atanh_taylor(), a2);
        let a3 = self.mul(a2, a);
        let small = self.fma(a3, p, a);
        let am = self.min(a, d(1.0));
        let one_minus = self.sub(d(1.0), am);
        let two_a = self.mul(am, d(2.0));
        let q = self.div(two_a, one_minus);
        let l = self.log1p64(q);
        let big = self.mul(l, d(0.5));
        let is_big = self.cmp(Cond::FGe, a, d(0.5));
        let r = self.sel(is_big, big, small);
        let one = self.cmp(Cond::FEq, a, d(1.0));
        let r = self.sel(one, d(f64::INFINITY), r);
        let r = self.copysign(r, x);
        let out = self.cmp(Cond::FGtU, a, d(1.0));
        self.sel(out, d(f64::NAN), r)
    }

    /// `atan2(y, x)` of `f64`s: the angle of the point `(x, y)`.
    pub(crate) fn atan2_64(&mut self, y: O, x: O) -> O {
        let a = self.abs(y);
        let b = self.abs(x);
        let swap = self.cmp(Cond::FGt, a, b);
        let num = self.min(a, b);
        let den = self.max(a, b);
        let t = self.div(num, den);
        let den_zero = self.cmp(Cond::FEq, den, d(0.0));
        let t = self.sel(den_zero, d(0.0), t);
        let a_inf = self.cmp(Cond::FEq, a, d(f64::INFINITY));
        let b_inf = self.cmp(Cond::FEq, b, d(f64::INFINITY));
        let both_inf = self.and(a_inf, b_inf);
        let t = self.sel(both_inf, d(1.0), t);
        let (h, l) = self.atan_unit_pair(t);
        // pi/2 - (h + l) where |y| > |x|.
        let neg_h = self.neg(h);
        let (sh, sl) = self.two_sum(d(PIO2_H), neg_h);
        let sl = self.sub(sl, l);
        let sl = self.add(sl, d(PIO2_L));
        let (sh, sl) = self.two_sum(sh, sl);
        let h = self.sel(swap, sh, h);
        let l = self.sel(swap, sl, l);
        // pi - (h + l) where x is negative (-0 included).
        let neg_h = self.neg(h);
        let (ph, pl) = self.two_sum(d(PI_H), neg_h);
        let pl = self.sub(pl, l);
        let pl = self.add(pl, d(PI_L));
        let back = self.add(ph, pl);
        let fwd = self.add(h, l);
        let x_neg = self.sign_bit(x);
        let r = self.sel(x_neg, back, fwd);
        let r = self.copysign(r, y);
        let nan = self.is_nan(x);
        let r = self.sel(nan, x, r);
        let nan = self.is_nan(y);
        self.sel(nan, y, r)
    }

    /// `cbrt(m)` for `m` in `[1, 8)`: Newton's steps from a linear guess,
    /// then one on the exact residual.
    fn cbrt_unit(&mut self, m: O) -> O {
        let guess = self.fma(m, d(1.0 / 7.0), d(6.0 / 7.0));
        let mut y = guess;
        for _ in 0..5 {
            // y = (2y + m / y^2) / 3
            let y2 = self.mul(y, y);
            let q = self.div(m, y2);
            let s = self.fma(y, d(2.0), q);
            y = self.mul(s, d(1.0 / 3.0));
        }
        let y2 = self.mul(y, y);
        let neg_y2 = self.neg(y2);
        let y2l = self.fma(y, y, neg_y2);
        let neg_y2 = self.neg(y2);
        let r = self.fma(neg_y2, y, m);
        let neg_y2l = self.neg(y2l);
        let r = self.fma(neg_y2l, y, r);
        let three_y2 = self.mul(y2, d(3.0));
        let c = self.div(r, three_y2);
        self.add(y, c)
    }

    /// `(m, q)` with `|x| = m 2^(3q)`, `m` in `[1, 8)`, for a finite nonzero
    /// `x`.
    fn cbrt_reduce(&mut self, x: O) -> (O, O) {
        let a = self.abs(x);
        let sub = self.cmp(Cond::FLt, a, d(f64::MIN_POSITIVE));
        let scaled = self.mul(a, d(18_014_398_509_481_984.0)); // 2^54
        let s = self.sel(sub, scaled, a);
        let b = self.bits(s);
        let field = self.i(BinaryOp::ShrU, b, super::int(52));
        let k = self.i(BinaryOp::Sub, field, super::int(1023));
        let k = self
            .e
            .convert(Type::F64, Type::I64, true, Some(Rounding::Rn), k);
        let adj = self.sel(sub, d(-54.0), d(0.0));
        let k = self.add(k, adj);
        let mant = self.i(BinaryOp::And, b, super::int(0x000F_FFFF_FFFF_FFFF));
        let mant = self.i(BinaryOp::Or, mant, super::int(0x3FF0_0000_0000_0000));
        let m1 = self.float_of(mant);
        let third = self.mul(k, d(1.0 / 3.0));
        let q = self.floor(third);
        // k - 3q in 0..3 (the floor of a rounded third can be one off).
        let rem = self.fma(q, d(-3.0), k);
        let over = self.cmp(Cond::FGe, rem, d(3.0));
        let q1 = self.add(q, d(1.0));
        let q = self.sel(over, q1, q);
        let rem3 = self.sub(rem, d(3.0));
        let rem = self.sel(over, rem3, rem);
        let under = self.cmp(Cond::FLt, rem, d(0.0));
        let qm = self.sub(q, d(1.0));
        let q = self.sel(under, qm, q);
        let rp = self.add(rem, d(3.0));
        let rem = self.sel(under, rp, rem);
        let p = self.pow2(rem);
        (self.mul(m1, p), q)
    }

    /// `cbrt x` of an `f64`.
    pub(crate) fn cbrt64(&mut self, x: O) -> O {
        let (m, q) = self.cbrt_reduce(x);
        let y = self.cbrt_unit(m);
        let r = self.scale(y, q);
        let r = self.copysign(r, x);
        let a = self.abs(x);
        let keep = self.cmp(Cond::FEq, a, d(0.0));
        let inf = self.cmp(Cond::FGeU, a, d(f64::INFINITY));
        let keep = self.or(keep, inf);
        self.sel(keep, x, r)
    }

    /// `1 / cbrt x` of an `f64`.
    pub(crate) fn rcbrt64(&mut self, x: O) -> O {
        let (m, q) = self.cbrt_reduce(x);
        let y = self.cbrt_unit(m);
        let z = self.div(d(1.0), y);
        // One step on 1 - m z^3, z^3 as a pair.
        let z2 = self.mul(z, z);
        let neg_z2 = self.neg(z2);
        let z2l = self.fma(z, z, neg_z2);
        let ph = self.mul(z2, z);
        let neg_ph = self.neg(ph);
        let pl = self.fma(z2, z, neg_ph);
        let pl = self.fma(z2l, z, pl);
        let neg_m = self.neg(m);
        let e = self.fma(neg_m, ph, d(1.0));
        let e = self.fma(neg_m, pl, e);
        let z3 = self.mul(z, d(1.0 / 3.0));
        let z = self.fma(z3, e, z);
        let minus_q = self.neg(q);
        let r = self.scale(z, minus_q);
        let r = self.copysign(r, x);
        let a = self.abs(x);
        let zero = self.cmp(Cond::FEq, a, d(0.0));
        let inf_r = self.copysign(d(f64::INFINITY), x);
        let r = self.sel(zero, inf_r, r);
        let inf = self.cmp(Cond::FEq, a, d(f64::INFINITY));
        let zero_r = self.copysign(d(0.0), x);
        let r = self.sel(inf, zero_r, r);
        let nan = self.is_nan(x);
        self.sel(nan, x, r)
    }
}
