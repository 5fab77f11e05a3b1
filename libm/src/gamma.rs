//! `lgamma` and `tgamma` of `f64` values of `f32` operands: Stirling's series
//! (to the `z^-15` term, below 2^-60 relative for `z >= 10`) after shifting the
//! argument up past 10 (`Gamma(x) = Gamma(x + n) / (x (x+1) ... (x+n-1))`, the
//! product kept), and the reflection `Gamma(x) Gamma(1 - x) = pi / sin(pi x)`
//! below 0.
//!
//! Next to `lgamma`'s zeros at 1 and 2, where that would be a difference of
//! two values near 13, a fit of `lgamma(1 + t) / t` for `|t| <= 1/4` keeps
//! the relative accuracy. Next to its zeros below 0 (-2.457, -2.747, ...) the
//! reflection's difference loses it, as libdevice's does (its bound does not
//! hold in `[-10.001, -2.264]`).

use super::coeffs::{LGAMMA1_P, PI};
use super::{d, Ops};
use tilelift_mir::{Cond, Emit, Operand};

type O = Operand;

/// `B_2k / (2k (2k - 1))` for `k = 8` down to 1: Stirling's series in `1/z^2`.
pub(crate) const STIRLING: [f64; 8] = [
    -3617.0 / 122_400.0,
    1.0 / 156.0,
    -691.0 / 360_360.0,
    1.0 / 1188.0,
    -1.0 / 1680.0,
    1.0 / 1260.0,
    -1.0 / 360.0,
    1.0 / 12.0,
];
/// `ln(2 pi) / 2`.
pub(crate) const HALF_LN_2PI: f64 = 0.918_938_533_204_672_8;
/// `ln pi`.
pub(crate) const LN_PI: f64 = 1.144_729_885_849_400_2;

impl<E: Emit> Ops<'_, E> {
    /// `(ln Gamma(z), z)` pieces for `x > 0`: `(ln Gamma(z), prod)` with `z = x
    /// + n >= 10` and `prod = x (x + 1) ... (x + n - 1)`.
    fn lgamma_shifted(&mut self, x: O) -> (O, O) {
        let mut z = x;
        let mut prod = d(1.0);
        for _ in 0..10 {
            let low = self.cmp(Cond::FLt, z, d(10.0));
            let factor = self.sel(low, z, d(1.0));
            prod = self.mul(prod, factor);
            let z1 = self.add(z, d(1.0));
            z = self.sel(low, z1, z);
        }
        let lnz = self.log(z);
        let zh = self.sub(z, d(0.5));
        let minus_z = self.neg(z);
        let main = self.fma(zh, lnz, minus_z);
        let iz = self.div(d(1.0), z);
        let iz2 = self.mul(iz, iz);
        let series = self.horner(&STIRLING, iz2);
        let tail = self.fma(series, iz, d(HALF_LN_2PI));
        (self.add(main, tail), prod)
    }

    /// `ln Gamma(u)` for `u > 0`: next to the zeros at 1 and 2 (`|u - 1|` or
    /// `|u - 2|` at most 1/4, both exact) `t P(t)` with `t = u - 1`, plus
    /// `log1p(u - 2)` next to 2 (`lgamma(2 + t) = lgamma(1 + t) + ln(1 + t)`);
    /// elsewhere Stirling's series after the shift.
    fn lgamma_pos(&mut self, u: O) -> O {
        let (lz, prod) = self.lgamma_shifted(u);
        let lp = self.log(prod);
        let stirling = self.sub(lz, lp);
        let t1 = self.sub(u, d(1.0));
        let t2 = self.sub(u, d(2.0));
        let a1 = self.abs(t1);
        let near1 = self.cmp(Cond::FLe, a1, d(0.25));
        let a2 = self.abs(t2);
        let near2 = self.cmp(Cond::FLe, a2, d(0.25));
        let t = self.sel(near1, t1, t2);
        let p = self.horner(&LGAMMA1_P, t);
        let series = self.mul(t, p);
        let l = self.log1p(t2);
        let at2 = self.add(series, l);
        let r = self.sel(near2, at2, stirling);
        self.sel(near1, series, r)
    }

    /// `ln |Gamma(x)|`.
    pub(crate) fn lgamma(&mut self, x: O) -> O {
        let neg = self.cmp(Cond::FLt, x, d(0.0));
        let one_minus = self.sub(d(1.0), x);
        let u = self.sel(neg, one_minus, x);
        let pos = self.lgamma_pos(u);
        // Below 0: ln pi - ln |sin(pi x)| - lgamma(1 - x).
        let s = self.sinpi(x);
        let s = self.abs(s);
        let ls = self.log(s);
        let r = self.sub(d(LN_PI), ls);
        let reflected = self.sub(r, pos);
        let r = self.sel(neg, reflected, pos);
        let a = self.abs(x);
        let inf = self.cmp(Cond::FEq, a, d(f64::INFINITY));
        self.sel(inf, a, r)
    }

    /// `Gamma(x)`: `e^(ln Gamma(z)) / prod` above 0; `pi / (sin(pi x)
    /// Gamma(1 - x))` below; NaN at negative integers and `-inf`, `±inf` at
    /// `±0`.
    pub(crate) fn tgamma(&mut self, x: O) -> O {
        let neg = self.cmp(Cond::FLt, x, d(0.0));
        let one_minus = self.sub(d(1.0), x);
        let u = self.sel(neg, one_minus, x);
        let (lz, prod) = self.lgamma_shifted(u);
        let e = self.exp(lz);
        let pos = self.div(e, prod);
        let s = self.sinpi(x);
        let sp = self.mul(s, pos);
        let reflected = self.div(d(PI), sp);
        let r = self.sel(neg, reflected, pos);
        let fl = self.floor(x);
        let integral = self.cmp(Cond::FEq, fl, x);
        let pole = self.and(neg, integral);
        let r = self.sel(pole, d(f64::NAN), r);
        let inf = self.cmp(Cond::FEq, x, d(f64::INFINITY));
        let r = self.sel(inf, x, r);
        let zero = self.cmp(Cond::FEq, x, d(0.0));
        let signed_inf = self.copysign(d(f64::INFINITY), x);
        self.sel(zero, signed_inf, r)
    }
}
