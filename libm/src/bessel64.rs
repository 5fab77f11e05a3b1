//! The modified Bessel functions of the first kind of orders 0 and 1 on
//! `f64` (`__nv_cyl_bessel_i0`, `__nv_cyl_bessel_i1`), within libdevice's
//! bound of 6 ulp: `I(x) = e^(k|x|) f(x)` with one fit of `f` on each side of 8
//! (the `f32` functions' power series, `bessel.rs`, would lose hundreds of
//! `f64` ulps to its recursively rounded terms):
//!
//! - `|x| <= 8`: `e^(-3x/4) I0(x)` and `e^(-x/2) I1(x) / x` in `t = x/4 - 1`
//!   (`BESSEL_I0_A64`, `BESSEL_I1_A64`, 31 coefficients, 2^-67), times
//!   `e^(3x/4)`, `x e^(x/2)`: the fits stay between 1/3 and 1 (with `e^-x`,
//!   `I1`'s fell from 1/2 to 1/60 and Horner's sum lost 4.7 ulps to
//!   cancellation);
//! - above: `sqrt(x) e^-x I(x)` in `t = 16/x - 1` (`BESSEL_I0_B64`,
//!   `BESSEL_I1_B64`, 29 coefficients, 2^-61; `1/sqrt(2 pi)` at `x = inf`);
//! - the exponential as `2^n (1 + q)` (`exp`'s core, the argument an exact
//!   pair), the product scaled by `2^n` last: the result overflows from
//!   713.98 where `e^x` alone would at 709.78;
//! - `I0` even, `I1` odd.

use super::coeffs::{BESSEL_I0_A64, BESSEL_I0_B64, BESSEL_I1_A64, BESSEL_I1_B64};
use super::{d, Ops};
use tilelift_mir::{Cond, Emit, Operand};

type O = Operand;

/// Where the fits switch.
const SPLIT: f64 = 8.0;
/// Past it both functions overflow (`I0(713.99) > 2^1024`).
const OVERFLOW: f64 = 714.0;

impl<E: Emit> Ops<'_, E> {
    /// `I_nu(|x|)` for `nu` 0 or 1, its fits `a` (below 8, of `e^(-k x)
    /// I(x) / x^nu`) and `b`.
    fn bessel_i64(&mut self, x: O, a_fit: &[f64], k: f64, b_fit: &[f64], nu: u32) -> O {
        let a = self.abs(x);
        // Below 8: e^(k a) f(t) (times `a` for I1).
        let ac = self.min(a, d(SPLIT));
        let t = self.fma(ac, d(0.25), d(-1.0));
        let f = self.horner(a_fit, t);
        let f = if nu == 1 { self.mul(f, ac) } else { f };
        // Above: e^a g(t) / sqrt(a).
        let ab = self.max(a, d(SPLIT));
        let ab = self.min(ab, d(OVERFLOW));
        let u = self.div(d(16.0), ab);
        let t = self.sub(u, d(1.0));
        let g = self.horner(b_fit, t);
        let s = self.sqrt(ab);
        let g = self.div(g, s);
        let big = self.cmp(Cond::FGt, a, d(SPLIT));
        let v = self.sel(big, g, f);
        // e^a or e^(k a) (`k a` an exact pair) = 2^n (1 + q): (1 + q) v,
        // then 2^n.
        let am = self.min(a, d(OVERFLOW));
        let kh = self.mul(ac, d(k));
        let nkh = self.neg(kh);
        let kl = self.fma(ac, d(k), nkh);
        let eh = self.sel(big, am, kh);
        let el = self.sel(big, d(0.0), kl);
        let (qh, ql, n) = self.exp_pair_parts(eh, el);
        let lo = self.mul(ql, v);
        let lo = self.fma(qh, v, lo);
        let m = self.add(v, lo);
        let r = self.scale(m, n);
        let over = self.cmp(Cond::FGe, a, d(OVERFLOW));
        let r = self.sel(over, d(f64::INFINITY), r);
        let r = if nu == 1 { self.copysign(r, x) } else { r };
        self.nan_or(x, r)
    }

    /// `I0(x)` of an `f64`.
    pub(crate) fn bessel_i0_64(&mut self, x: O) -> O {
        self.bessel_i64(x, &BESSEL_I0_A64, 0.75, &BESSEL_I0_B64, 0)
    }

    /// `I1(x)` of an `f64`.
    pub(crate) fn bessel_i1_64(&mut self, x: O) -> O {
        self.bessel_i64(x, &BESSEL_I1_A64, 0.5, &BESSEL_I1_B64, 1)
    }
}
