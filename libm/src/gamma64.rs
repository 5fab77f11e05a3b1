//! The `f64` gamma functions (`__nv_lgamma`, `__nv_tgamma`), within
//! libdevice's bounds (4 ulp outside the interval of `lgamma`'s negative
//! zeros, 10 ulp):
//!
//! - `lgamma(u) = (u - 1)(u - 2) S(u - 2)` on `[1, 3]`, one fit of `S`
//!   (`LGAMMA2_S64`, 31 coefficients, 2^-62 relative): relative accuracy at
//!   both zeros, `u - 1` and `u - 2` exact; `lgamma(1 + t) = t P(t)`
//!   (`LGAMMA1_P`, the `f32` functions' fit, 2^-65) on `[0.75, 1)`;
//!   `lgamma(x + 1) - ln x` below 0.75;
//! - `(3, 12)`: `lgamma(u) + ln((x - 1)(x - 2) ... u)`, `u = x - k` in `[2,
//!   3)`, every factor exact, the product a pair, its logarithm
//!   `log_pair_accurate`'s (2^-65);
//! - from 12: Stirling's series, `(x - 1/2) ln x - x + ln(2 pi)/2 + sum
//!   B_2k / (2k (2k - 1) x^(2k - 1))` (8 terms: below 2^-60 from 12 on),
//!   `(x - 1/2) ln x` as a pair;
//! - `(-1/4, 0)`: `x P(x) - ln|x|`;
//! - below: `ln pi - ln|sin(pi x)| - lgamma(1 - x)`, `1 - x` a `TwoSum`
//!   pair whose low part enters through `psi(h) l` (`psi(h)` as `ln h -
//!   1/(2h)`: the correction is below an ulp, its own error 15 %).
//!   Near `lgamma`'s negative zeros the difference loses its relative
//!   accuracy, as libdevice's does;
//! - `tgamma`: `e^lgamma` where `lgamma` is small (`[1, 3]`, and `e^lgamma(1 +
//!   x) / x` below 1), times the exact product's pair on `(3, 12)`; from 12,
//!   Stirling's exponent as a pair into `exp`'s core; below 0, `pi / (sin(pi
//!   x) Gamma(1 - x))`, with `1 / Gamma(1 - x)` as `e^-(Stirling)` scaled
//!   last from `1 - x = 12` on, so that results down to the subnormals round
//!   once.

use super::coeffs::{LGAMMA1_P, LGAMMA2_S64};
use super::exp_log64::{LN2_HI, LN2_LO};
// Stirling's series, and the high halves of `ln(2 pi) / 2` and `ln pi`: the
// `f32` gamma functions' constants (nearest `f64`s).
use super::gamma::{HALF_LN_2PI as HALF_LN_2PI_H, LN_PI as LN_PI_H, STIRLING};
use super::{d, Ops};
use tilelift_mir::{Cond, Emit, Operand};

type O = Operand;

/// The low half of `ln(2 pi) / 2` to 106 bits (`HALF_LN_2PI_H` + this).
const HALF_LN_2PI_L: f64 = -3.878_294_158_067_241_4e-17;
/// The low half of `ln pi` to 106 bits (`LN_PI_H` + this).
const LN_PI_L: f64 = 1.026_595_116_270_782_6e-17;
const PI: f64 = std::f64::consts::PI;
/// Where Stirling's series takes over.
const STIRLING_FROM: f64 = 12.0;

impl<E: Emit> Ops<'_, E> {
    /// `lgamma(u)` for `u` in `[1, 3]` (or `u` in `[0, 1)` with `x + 1`'s
    /// pieces), from `u - 1` and `u - 2`.
    fn lgamma_fit(&mut self, um1: O, um2: O) -> O {
        let s = self.horner(&LGAMMA2_S64, um2);
        let mh = self.mul(um1, um2);
        let nmh = self.neg(mh);
        let ml = self.fma(um1, um2, nmh);
        let l = self.mul(ml, s);
        self.fma(mh, s, l)
    }

    /// Stirling's `ln Gamma(x)` for `x >= 12` as a pair (`(inf, 0)` where
    /// it overflows).
    fn stirling_pair(&mut self, x: O) -> (O, O) {
        let (lh, ll) = self.log_pair_accurate(x);
        let m = self.sub(x, d(0.5));
        let ph = self.mul(m, lh);
        let nph = self.neg(ph);
        let pe = self.fma(m, lh, nph);
        let pl = self.fma(m, ll, pe);
        let nx = self.neg(x);
        let (sh, sl) = self.two_sum(ph, nx);
        let sl = self.add(sl, pl);
        let ix = self.div(d(1.0), x);
        let ix2 = self.mul(ix, ix);
        let series = self.horner(&STIRLING, ix2);
        let tail = self.fma(series, ix, d(HALF_LN_2PI_L));
        let (th, tl) = self.two_sum(sh, d(HALF_LN_2PI_H));
        let tl = self.add(tl, sl);
        let tl = self.add(tl, tail);
        let (rh, rl) = self.two_sum(th, tl);
        // Past 2.5e305 the product overflows: `inf`, not the pairs' NaN.
        let finite = self.cmp(Cond::FLt, ph, d(f64::INFINITY));
        let rh = self.sel(finite, rh, ph);
        let rl = self.sel(finite, rl, d(0.0));
        (rh, rl)
    }

    /// `e^(h + l)` as `(qh, ql, n)`, `2^n (1 + qh + ql)`, for `|h| <= 800`
    /// (clamped).
    pub(crate) fn exp_pair_parts(&mut self, h: O, l: O) -> (O, O, O) {
        let hc = self.clamp(h, 800.0);
        // Beyond +-800 the result is 0 or inf whatever the low part.
        let ah = self.abs(h);
        let within = self.cmp(Cond::FLt, ah, d(800.0));
        let l = self.sel(within, l, d(0.0));
        let t = self.mul(hc, d(std::f64::consts::LOG2_E));
        let n = self.rint(t);
        let minus_n = self.neg(n);
        // Exact: n ln2_hi has at most 43 bits, hc's ulp is at least 2^-43
        // where n != 0.
        let r1 = self.fma(minus_n, d(LN2_HI), hc);
        let t = self.fma(minus_n, d(LN2_LO), l);
        let (rh, rl) = self.two_sum(r1, t);
        let (qh, ql) = self.expm1_pair(rh, rl);
        (qh, ql, n)
    }

    /// The exact product `(x - 1)(x - 2) ... (x - k)` as a pair and `u = x
    /// - k` in `[2, 3)`, for `x` in `[2, 12)` (`k = 0` below 3).
    fn gamma_shift_down(&mut self, x: O) -> (O, O, O) {
        let (mut ph, mut pl) = (d(1.0), d(0.0));
        let mut u = x;
        for j in 1..=9 {
            let f = self.sub(x, d(f64::from(j)));
            let take = self.cmp(Cond::FGe, f, d(2.0));
            let f = self.sel(take, f, d(1.0));
            u = self.sel(take, f, u);
            let h = self.mul(ph, f);
            let nh = self.neg(h);
            let e = self.fma(ph, f, nh);
            pl = self.fma(pl, f, e);
            ph = h;
        }
        (ph, pl, u)
    }

    /// `ln Gamma(x)` for a finite `x > 0`.
    fn lgamma_pos64(&mut self, x: O) -> O {
        // Below 0.75: lgamma(x + 1) - ln x.
        let t = self.sub(x, d(1.0));
        let lg1 = self.lgamma_fit(x, t);
        let lx = self.log64(x);
        let below = self.sub(lg1, lx);
        // [0.75, 1): t P(t).
        let p = self.horner(&LGAMMA1_P, t);
        let near1 = self.mul(t, p);
        // [1, 3]: the fit; (3, 12): the fit at u plus ln of the product.
        let xs = self.min(x, d(STIRLING_FROM));
        let (ph, pl, u) = self.gamma_shift_down(xs);
        let um1 = self.sub(u, d(1.0));
        let um2 = self.sub(u, d(2.0));
        let lu = self.lgamma_fit(um1, um2);
        let (lh, ll) = self.log_pair_accurate(ph);
        let q = self.div(pl, ph);
        let ll = self.add(ll, q);
        let (sh, sl) = self.two_sum(lh, lu);
        let sl = self.add(sl, ll);
        let mid = self.add(sh, sl);
        // From 12: Stirling's.
        let xb = self.max(x, d(STIRLING_FROM));
        let (bh, bl) = self.stirling_pair(xb);
        let big = self.add(bh, bl);
        let is_big = self.cmp(Cond::FGe, x, d(STIRLING_FROM));
        let r = self.sel(is_big, big, mid);
        let is_near1 = self.cmp(Cond::FLt, x, d(1.0));
        let r = self.sel(is_near1, near1, r);
        let is_below = self.cmp(Cond::FLt, x, d(0.75));
        self.sel(is_below, below, r)
    }

    /// `1 - x` for `x < 0` as `(h, l)`, and `psi(h) l`'s factor `psi(h)`
    /// (as `ln h - 1/(2h)`).
    fn reflect_arg(&mut self, x: O) -> (O, O, O) {
        let nx = self.neg(x);
        let (h, l) = self.two_sum(d(1.0), nx);
        let lh = self.log64(h);
        let ih = self.div(d(-0.5), h);
        let psi = self.add(lh, ih);
        (h, l, psi)
    }

    /// `ln |Gamma(x)|` of an `f64`.
    pub(crate) fn lgamma64(&mut self, x: O) -> O {
        let a = self.abs(x);
        let inf = self.cmp(Cond::FEq, a, d(f64::INFINITY));
        let xp = self.sel(inf, d(1.0), x);
        let neg = self.cmp(Cond::FLt, xp, d(0.0));
        let (h, l, psi) = self.reflect_arg(xp);
        let u = self.sel(neg, h, xp);
        let u = self.max(u, d(f64::from_bits(1)));
        let pos = self.lgamma_pos64(u);
        // Below 0: ln pi - ln|sin(pi x)| - lgamma(1 - x) - psi l.
        let s = self.sinpi64(xp);
        let s = self.abs(s);
        let ls = self.log64(s);
        let corr = self.mul(psi, l);
        let nls = self.neg(ls);
        let npos = self.neg(pos);
        let (rh, rl) = self.two_sum(d(LN_PI_H), npos);
        let (rh, rl2) = self.two_sum(rh, nls);
        let lo = self.sub(d(LN_PI_L), corr);
        let lo = self.add(lo, rl);
        let lo = self.add(lo, rl2);
        let reflected = self.add(rh, lo);
        let pole = self.cmp(Cond::FEq, s, d(0.0));
        let reflected = self.sel(pole, d(f64::INFINITY), reflected);
        // Above -1/4: x P(x) - ln|x| (`lgamma(1 + x) = x P(x)`; `sin(pi x)`
        // would underflow next to 0).
        let p = self.horner(&LGAMMA1_P, xp);
        let lg1 = self.mul(xp, p);
        let nx = self.neg(xp);
        let lx = self.log64(nx);
        let small = self.sub(lg1, lx);
        let is_small = self.cmp(Cond::FGt, xp, d(-0.25));
        let reflected = self.sel(is_small, small, reflected);
        // At 0 and the negative integers, `ln 0` gives `inf`.
        let r = self.sel(neg, reflected, pos);
        let zero = self.cmp(Cond::FEq, x, d(0.0));
        let r = self.sel(zero, d(f64::INFINITY), r);
        let r = self.sel(inf, a, r);
        self.nan_or(x, r)
    }

    /// The gamma function of an `f64`.
    pub(crate) fn tgamma64(&mut self, x: O) -> O {
        let a = self.abs(x);
        let finite = self.cmp(Cond::FLt, a, d(f64::INFINITY));
        let xp = self.sel(finite, x, d(1.0));
        let neg = self.cmp(Cond::FLt, xp, d(0.0));
        let (h, l, psi) = self.reflect_arg(xp);
        let u = self.sel(neg, h, xp);
        let u = self.max(u, d(f64::from_bits(1)));
        // Below 1: e^lgamma(1 + u) / u.
        let t = self.sub(u, d(1.0));
        let lg1 = self.lgamma_fit(u, t);
        let e1 = self.exp64(lg1);
        let below = self.div(e1, u);
        // [1, 12): e^lgamma(v), v in [1, 3], times the exact product.
        let us = self.min(u, d(STIRLING_FROM));
        let (ph, pl, v) = self.gamma_shift_down(us);
        let vm1 = self.sub(v, d(1.0));
        let vm2 = self.sub(v, d(2.0));
        let lv = self.lgamma_fit(vm1, vm2);
        let ev = self.exp64(lv);
        let lo = self.mul(ev, pl);
        let mid = self.fma(ev, ph, lo);
        // From 12: Stirling's exponent as a pair.
        let ub = self.max(u, d(STIRLING_FROM));
        let (sh, sl) = self.stirling_pair(ub);
        let (qh, ql, n) = self.exp_pair_parts(sh, sl);
        let big = self.exp_scale(qh, ql, n);
        let is_big = self.cmp(Cond::FGe, u, d(STIRLING_FROM));
        let pos = self.sel(is_big, big, mid);
        let is_below = self.cmp(Cond::FLt, u, d(1.0));
        let pos = self.sel(is_below, below, pos);
        // Below 0: pi / (sin(pi x) Gamma(h) (1 + psi(h) l)); from h = 12 on
        // (pi / sin(pi x)) e^-(Stirling) (1 - psi(h) l), scaled last.
        let s = self.sinpi64(xp);
        let pl_ = self.mul(psi, l);
        let sp = self.mul(s, pos);
        let den = self.fma(sp, pl_, sp);
        let near = self.div(d(PI), den);
        let nsh = self.neg(sh);
        let nsl = self.neg(sl);
        let (qh, ql, n) = self.exp_pair_parts(nsh, nsl);
        let ps = self.div(d(PI), s);
        let one = self.add(ql, d(1.0));
        let m = self.add(one, qh);
        let m = self.mul(m, ps);
        let npl = self.neg(pl_);
        let m = self.fma(m, npl, m);
        let far = self.scale(m, n);
        let reflected = self.sel(is_big, far, near);
        let r = self.sel(neg, reflected, pos);
        // NaN at the negative integers and -inf, inf at +inf, +-inf at +-0.
        let fl = self.floor(x);
        let integral = self.cmp(Cond::FEq, fl, x);
        let below0 = self.cmp(Cond::FLt, x, d(0.0));
        let pole = self.and(below0, integral);
        let r = self.sel(pole, d(f64::NAN), r);
        let inf = self.cmp(Cond::FEq, x, d(f64::INFINITY));
        let r = self.sel(inf, x, r);
        let zero = self.cmp(Cond::FEq, x, d(0.0));
        let signed_inf = self.copysign(d(f64::INFINITY), x);
        let r = self.sel(zero, signed_inf, r);
        self.nan_or(x, r)
    }
}
