//! The `f64` error functions (`__nv_erf`, `__nv_erfc`, `__nv_erfcx`,
//! `__nv_normcdf`), within libdevice's bounds (2, 5, 4, 5 ulp):
//!
//! - `erfc(a) = e^(-a^2) G(t) / (1 + 2a)` for `a >= 0`, with `G(t) = erfcx(a)
//!   (1 + 2a)` of `t = (a - 3) / (a + 3)`: one fit on all of `[0, inf)`
//!   (`ERFCX_G64`, 31 coefficients, 2^-60 relative; `G` is analytic on `[-1,
//!   1]` and between 1 and `2/sqrt(pi)`), the same form as the `f32`
//!   functions' (`erf.rs`) fitted to `f64` accuracy. `a^2` is an exact pair
//!   into `exp`'s core (`exp_log64.rs`: `e^r - 1` as a pair), `1 + 2a` an
//!   exact pair, `(1 + q) G` a pair divided by it with one Newton correction,
//!   and `2^n` applied last, so a subnormal result rounds once; `2 - erfc(|x|)`
//!   below 0.
//! - `erf(x)` below `|x| = 1`: Taylor's series, `(2/sqrt(pi)) x (1 + x^2 P(x^2))`
//!   (19 terms, `1 + x^2 P` and the constant as pairs); above, `1 -
//!   erfc(|x|)` (at most 0.157, so its error shrinks by 4).
//! - below `|x| = 1/2`, `erfc = 1 - erf` and `erfcx = e^(x^2) (1 - erf)`
//!   (pairs): next to 0 the fit's Horner sum errs by 2 ulps of a result
//!   just below 1 (4 ulps measured).
//! - `erfcx(x) = G(t) / (1 + 2x)` above 0 (`1 / (sqrt(pi) x)` beyond 10^16),
//!   `2 e^(x^2) - erfcx(-x)` below, `e^(x^2)` scaled last (overflowing where
//!   the result does).
//! - `normcdf(x) = erfc(-x / sqrt(2)) / 2` with `-x / sqrt(2)` as a pair
//!   `u + ul`: `erfc`'s relative error from `ul` would be `2 u ul` (up to 15
//!   ulps at the far tail), so `ul` enters the exponent, `-2 ul / (sqrt(pi)
//!   erfcx(u))` (`d ln erfc(u) / du`), the halving in the final scaling.

use super::coeffs::ERFCX_G64;
use super::{d, Ops};
use tilelift_mir::{Cond, Emit, Operand};

type O = Operand;

/// `2 / sqrt(pi)` to 106 bits.
const TWO_OVER_SQRT_PI_H: f64 = std::f64::consts::FRAC_2_SQRT_PI;
const TWO_OVER_SQRT_PI_L: f64 = 1.533_545_961_316_588e-17;
/// `1 / sqrt(2)` to 106 bits.
const FRAC_1_SQRT_2_H: f64 = std::f64::consts::FRAC_1_SQRT_2;
const FRAC_1_SQRT_2_L: f64 = -4.833_646_656_726_457e-17;
/// `1 / sqrt(pi)`.
const INV_SQRT_PI: f64 = 0.564_189_583_547_756_3;
/// Where `erfc` is 0 in `f64` (`erfc(27.3) < 2^-1075`): arguments are
/// clamped to it.
const ERFC_ZERO: f64 = 28.0;
/// Where `erf` is 1 in `f64` (`erfc(6) < 2^-54`).
const ERF_ONE: f64 = 6.0;
/// Below it `erfc` and `erfcx` take `1 - erf` (next to 0 the fit's
/// Horner sum errs by 2 ulps of a result just below 1).
const SMALL: f64 = 0.5;
/// Above it, `erfcx(x) = 1 / (sqrt(pi) x)` to far below an ulp (the next
/// term is `1 / (2 x^2)` relative).
const ERFCX_ASYMPTOTIC: f64 = 1e16;

/// `(-1)^n / (n! (2n + 1))` for `n = 19` down to 1: `P(z)` with `erf(x) =
/// (2/sqrt(pi)) x (1 + z P(z))`, `z = x^2` (the first term left out,
/// `1 / (19! 39)` at `z = 1`, is below 2^-62).
fn erf_taylor() -> Vec<f64> {
    let mut c = Vec::new();
    let mut f = 1.0f64;
    for n in 1..=19 {
        f *= n as f64;
        let v = 1.0 / (f * (2 * n + 1) as f64);
        c.push(if n % 2 == 1 { -v } else { v });
    }
    c.reverse();
    c
}

impl<E: Emit> Ops<'_, E> {
    /// `erf(a)` as a pair for `0 <= a <= 1`.
    pub(crate) fn erf_small_pair(&mut self, a: O) -> (O, O) {
        let z = self.mul(a, a);
        let nz = self.neg(z);
        let zl = self.fma(a, a, nz);
        let p = self.horner(&erf_taylor(), z);
        let t = self.mul(zl, p);
        let s = self.fma(z, p, t);
        // (2/sqrt(pi)) (1 + s) as a pair, then times `a`.
        let (ph, pl) = self.two_sum(d(1.0), s);
        let mh = self.mul(d(TWO_OVER_SQRT_PI_H), ph);
        let nmh = self.neg(mh);
        let me = self.fma(d(TWO_OVER_SQRT_PI_H), ph, nmh);
        let cross = self.mul(d(TWO_OVER_SQRT_PI_H), pl);
        let cross = self.fma(d(TWO_OVER_SQRT_PI_L), ph, cross);
        let ml = self.add(me, cross);
        let rh = self.mul(a, mh);
        let nrh = self.neg(rh);
        let re = self.fma(a, mh, nrh);
        let rl = self.fma(a, ml, re);
        (rh, rl)
    }

    /// `(nh + nl) / (dh + dl)`, rounded about once: the quotient by the
    /// reciprocal, corrected by its exact residual.
    pub(crate) fn div_pair(&mut self, nh: O, nl: Option<O>, dh: O, dl: O) -> O {
        let r = self.div(d(1.0), dh);
        let w = self.mul(nh, r);
        let nw = self.neg(w);
        let e = self.fma(nw, dh, nh);
        let e = match nl {
            Some(nl) => self.add(e, nl),
            None => e,
        };
        let e = self.fma(nw, dl, e);
        self.fma(e, r, w)
    }

    /// `G(t)` of `a >= 0` (finite) and `1 + 2a` as an exact pair:
    /// `erfcx(a) = G / (1 + 2a)`.
    pub(crate) fn erfcx_parts(&mut self, a: O) -> (O, O, O) {
        let num = self.sub(a, d(3.0));
        let den = self.add(a, d(3.0));
        let t = self.div(num, den);
        let g = self.horner(&ERFCX_G64, t);
        let two_a = self.add(a, a);
        let (dh, dl) = self.two_sum(two_a, d(1.0));
        (g, dh, dl)
    }

    /// `erfc(a + al)` for `0 <= a <= 28` (`al`, where given, below `a`'s
    /// ulp), halved where `half` says (in the final scaling, so that a
    /// subnormal result rounds once).
    fn erfc_pos(&mut self, a: O, al: Option<O>, half: bool) -> O {
        let (g, dh, dl) = self.erfcx_parts(a);
        // The exponent `-a^2 + lo`: `a^2` as an exact pair, and `al`'s first
        // order, `-al 2 / (sqrt(pi) erfcx(a))` (about 500 ulps at the far
        // tail of `normcdf`), `1 / G` by one Newton step from `2 - G` (G in
        // [1, 1.13]: relative error `(G - 1)^4`, below 3e-4).
        let ph = self.mul(a, a);
        let nph = self.neg(ph);
        let pe = self.fma(a, a, nph);
        let mut lo = self.neg(pe);
        if let Some(al) = al {
            let r0 = self.sub(d(2.0), g);
            let ng = self.neg(g);
            let e = self.fma(ng, r0, d(2.0));
            let r1 = self.mul(r0, e);
            let k = self.mul(r1, dh);
            let k = self.mul(k, d(TWO_OVER_SQRT_PI_H));
            let nal = self.neg(al);
            lo = self.fma(nal, k, lo);
        }
        let (qh, ql, n) = self.exp_parts_of_pair(nph, lo);
        // (1 + q) G as a pair, over 1 + 2a.
        let (oh, ol) = self.two_sum(d(1.0), qh);
        let ol = self.add(ol, ql);
        let nh = self.mul(oh, g);
        let nnh = self.neg(nh);
        let e = self.fma(oh, g, nnh);
        let nl = self.fma(ol, g, e);
        let v = self.div_pair(nh, Some(nl), dh, dl);
        let n = if half { self.sub(n, d(1.0)) } else { n };
        let big = self.scale(v, n);
        // Below 1/2: 1 - erf(a + al), `erf(a)` as a pair, `al`'s first order
        // `al (2/sqrt(pi)) e^(-a^2)` with `e^(-a^2)` as `1 - a^2` (its error
        // below 4 % of a term below an ulp).
        let a_small = self.min(a, d(SMALL));
        let (eh, el) = self.erf_small_pair(a_small);
        let mut el = el;
        if let Some(al) = al {
            let a2 = self.mul(a_small, a_small);
            let k = self.fma(a2, d(-TWO_OVER_SQRT_PI_H), d(TWO_OVER_SQRT_PI_H));
            el = self.fma(al, k, el);
        }
        let neh = self.neg(eh);
        let (sh, sl) = self.two_sum(d(1.0), neh);
        let sl = self.sub(sl, el);
        let small = self.add(sh, sl);
        let small = if half { self.mul(small, d(0.5)) } else { small };
        let is_small = self.cmp(Cond::FLt, a, d(SMALL));
        self.sel(is_small, small, big)
    }

    /// `erfc(uh + ul)` (halved where `half` says): `erfc_pos` of `|uh|`,
    /// `2 - ` it below 0.
    fn erfc_pair64(&mut self, uh: O, ul: Option<O>, half: bool) -> O {
        let a = self.abs(uh);
        let ac = self.min(a, d(ERFC_ZERO));
        let negative = self.cmp(Cond::FLt, uh, d(0.0));
        let al = ul.map(|l| {
            let nl = self.neg(l);
            self.sel(negative, nl, l)
        });
        let v = self.erfc_pos(ac, al, half);
        let two = if half { 1.0 } else { 2.0 };
        let reflected = self.sub(d(two), v);
        let r = self.sel(negative, reflected, v);
        self.nan_or(uh, r)
    }

    /// `v`, or `x` where `x` is a NaN.
    pub(crate) fn nan_or(&mut self, x: O, v: O) -> O {
        let nan = self.is_nan(x);
        self.sel(nan, x, v)
    }

    /// The error function of an `f64`.
    pub(crate) fn erf64(&mut self, x: O) -> O {
        let a = self.abs(x);
        let a1 = self.min(a, d(1.0));
        let (sh, sl) = self.erf_small_pair(a1);
        let small = self.add(sh, sl);
        let ac = self.min(a, d(ERF_ONE));
        let c = self.erfc_pos(ac, None, false);
        let big = self.sub(d(1.0), c);
        let is_small = self.cmp(Cond::FLt, a, d(1.0));
        let r = self.sel(is_small, small, big);
        let r = self.copysign(r, x);
        self.nan_or(x, r)
    }

    /// The complementary error function of an `f64`.
    pub(crate) fn erfc64(&mut self, x: O) -> O {
        self.erfc_pair64(x, None, false)
    }

    /// The standard normal distribution function of an `f64`, `erfc(-x /
    /// sqrt(2)) / 2`.
    pub(crate) fn normcdf64(&mut self, x: O) -> O {
        // Beyond 40 the result is 0 or 1 (`-x / sqrt(2)` past 28).
        let xc = self.clamp(x, 40.0);
        let uh = self.mul(xc, d(-FRAC_1_SQRT_2_H));
        let nuh = self.neg(uh);
        let e = self.fma(xc, d(-FRAC_1_SQRT_2_H), nuh);
        let ul = self.fma(xc, d(-FRAC_1_SQRT_2_L), e);
        let r = self.erfc_pair64(uh, Some(ul), true);
        self.nan_or(x, r)
    }

    /// The scaled complementary error function of an `f64`, `e^(x^2)
    /// erfc(x)`.
    pub(crate) fn erfcx64(&mut self, x: O) -> O {
        let a = self.abs(x);
        let ac = self.min(a, d(ERFCX_ASYMPTOTIC));
        let (g, dh, dl) = self.erfcx_parts(ac);
        let w = self.div_pair(g, None, dh, dl);
        let asymptotic = self.div(d(INV_SQRT_PI), a);
        let huge = self.cmp(Cond::FGe, a, d(ERFCX_ASYMPTOTIC));
        let pos = self.sel(huge, asymptotic, w);
        // `e^(x^2)` as `2^n (1 + q)`, `x^2` an exact pair (past 27 the
        // result below 0 overflows).
        let a2 = self.min(a, d(27.0));
        let ph = self.mul(a2, a2);
        let nph = self.neg(ph);
        let pe = self.fma(a2, a2, nph);
        let (qh, ql, n) = self.exp_parts_of_pair(ph, pe);
        // Below 1/2 (n = 0): (1 + q) (1 - erf(|x|)), both pairs.
        let a_small = self.min(a, d(SMALL));
        let (eh, el) = self.erf_small_pair(a_small);
        let neh = self.neg(eh);
        let (sh, sl) = self.two_sum(d(1.0), neh);
        let sl = self.sub(sl, el);
        let (oh, ol) = self.two_sum(d(1.0), qh);
        let ol = self.add(ol, ql);
        let mh = self.mul(oh, sh);
        let nmh = self.neg(mh);
        let me = self.fma(oh, sh, nmh);
        let cross = self.mul(ol, sh);
        let cross = self.fma(oh, sl, cross);
        let ml = self.add(me, cross);
        let small = self.add(mh, ml);
        let is_small = self.cmp(Cond::FLt, a, d(SMALL));
        let pos = self.sel(is_small, small, pos);
        // Below 0: 2 e^(x^2) - erfcx(|x|) = 2^n (2 (1 + q) - erfcx(|x|)
        // 2^-n).
        let nn = self.neg(n);
        let s = self.scale(pos, nn);
        let q2 = self.add(qh, qh);
        let (oh, ol) = self.two_sum(d(2.0), q2);
        let ns = self.neg(s);
        let t = self.fma(ql, d(2.0), ns);
        let ol = self.add(ol, t);
        let m = self.add(oh, ol);
        let reflected = self.scale(m, n);
        let negative = self.cmp(Cond::FLt, x, d(0.0));
        let r = self.sel(negative, reflected, pos);
        self.nan_or(x, r)
    }
}
