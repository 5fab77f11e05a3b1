//! The error functions of `f64` values of `f32` operands: `erfc`, `erfcx`,
//! `normcdf` from one fit of `erfcx(x) (1 + 2x)` in `t = (x - 3) / (x + 3)`
//! (analytic on all of `[0, inf)`), and the inverses `erfinv`, `erfcinv`,
//! `normcdfinv` by Newton's method on `erf(x) = y` from Winitzki's closed-form
//! approximation (relative error about 2e-3): four steps, each with the
//! residual scaled by `e^(x^2)` so that the tail (`erfc(x) = c` down to `c =
//! 2^-149`) keeps its relative accuracy.

use super::coeffs::*;
use super::{d, Ops};
use tilelift_mir::{Cond, Emit, Operand};

type O = Operand;

/// `sqrt(pi) / 2`.
const SQRT_PI_2: f64 = 0.886_226_925_452_758;
/// Winitzki's constant.
const WINITZKI_A: f64 = 0.147;

impl<E: Emit> Ops<'_, E> {
    /// `erfcx(a)` for `a >= 0` (0 at `+inf`, NaN at NaN).
    fn erfcx_pos(&mut self, a: O) -> O {
        let num = self.sub(a, d(3.0));
        let den = self.add(a, d(3.0));
        let t = self.div(num, den);
        let g = self.horner(&ERFCX_G, t);
        let scale = self.fma(a, d(2.0), d(1.0));
        let r = self.div(g, scale);
        let inf = self.cmp(Cond::FEq, a, d(f64::INFINITY));
        self.sel(inf, d(0.0), r)
    }

    /// `erfc x = e^(-x^2) erfcx(|x|)`, `2 - erfc(-x)` below 0.
    pub(crate) fn erfc(&mut self, x: O) -> O {
        let a = self.abs(x);
        let e = self.erfcx_pos(a);
        let a2 = self.mul(a, a);
        let minus = self.neg(a2);
        let m = self.exp(minus);
        let r = self.mul(e, m);
        let neg = self.cmp(Cond::FLt, x, d(0.0));
        let two_minus = self.sub(d(2.0), r);
        self.sel(neg, two_minus, r)
    }

    /// `erfcx x = e^(x^2) erfc x`: the fit above 0, `2 e^(x^2) - erfcx(-x)`
    /// below.
    pub(crate) fn erfcx(&mut self, x: O) -> O {
        let a = self.abs(x);
        let e = self.erfcx_pos(a);
        let x2 = self.mul(x, x);
        let big = self.exp(x2);
        let minus_e = self.neg(e);
        let reflected = self.fma(big, d(2.0), minus_e);
        let neg = self.cmp(Cond::FLt, x, d(0.0));
        self.sel(neg, reflected, e)
    }

    /// The standard normal distribution function, `erfc(-x / sqrt(2)) / 2`.
    pub(crate) fn normcdf(&mut self, x: O) -> O {
        let w = self.mul(x, d(-core::f64::consts::FRAC_1_SQRT_2));
        let c = self.erfc(w);
        self.mul(c, d(0.5))
    }

    /// Winitzki's approximation of `erfinv`: `x >= 0` from `w = ln(1 - y^2)`,
    /// `x^2 = sqrt(A^2 - w/a) - A` with `A = 2/(pi a) + w/2`.
    pub(super) fn winitzki(&mut self, w: O) -> O {
        let k = 2.0 / (core::f64::consts::PI * WINITZKI_A);
        let big_a = self.fma(w, d(0.5), d(k));
        let wa = self.mul(w, d(-1.0 / WINITZKI_A));
        let s = self.fma(big_a, big_a, wa);
        let s = self.sqrt(s);
        let x2 = self.sub(s, big_a);
        let x2 = self.max(x2, d(0.0));
        self.sqrt(x2)
    }

    /// `x >= 0` with `erf x = y`, where `y = 1 - c` (both exact; `c` in
    /// `(0, 1]`, `y` the one used where `y <= 1/2`).
    fn erfinv_core(&mut self, y: O, c: O) -> O {
        // Winitzki: x^2 = sqrt(A^2 - w/a) - A, A = 2/(pi a) + w/2, w = ln(1 - y^2).
        let one_plus = self.sub(d(2.0), c);
        let p = self.mul(c, one_plus);
        let w = self.log(p);
        let mut x = self.winitzki(w);
        let small = self.cmp(Cond::FLe, y, d(0.5));
        for _ in 0..4 {
            let xx = self.mul(x, x);
            let e2 = self.exp(xx);
            // Small: (erf x - y) e^(x^2), erf x = x P(x^2).
            let ep = self.horner(&ERF_P, xx);
            let minus_y = self.neg(y);
            let f_small = self.fma(x, ep, minus_y);
            let r_small = self.mul(f_small, e2);
            // Large: (c - erfc x) e^(x^2) = c e^(x^2) - erfcx x.
            let ex = self.erfcx_pos(x);
            let minus_ex = self.neg(ex);
            let r_large = self.fma(c, e2, minus_ex);
            let r = self.sel(small, r_small, r_large);
            let minus_r = self.neg(r);
            x = self.fma(minus_r, d(SQRT_PI_2), x);
        }
        // Below 2^-20: sqrt(pi)/2 (y + pi/12 y^3).
        let y2 = self.mul(y, y);
        let q = self.fma(y2, d(core::f64::consts::PI / 12.0), d(1.0));
        let yq = self.mul(y, q);
        let taylor = self.mul(yq, d(SQRT_PI_2));
        let tiny = self.cmp(Cond::FLt, y, d(f64::powi(2.0, -20)));
        self.sel(tiny, taylor, x)
    }

    /// `x` at `y = 1 - c` (`c` in `[0, 1]`): `inf` at `c = 0`, NaN out of range
    /// or at NaN.
    pub(super) fn erfinv_special(&mut self, c: O, x: O) -> O {
        let zero = self.cmp(Cond::FEq, c, d(0.0));
        let x = self.sel(zero, d(f64::INFINITY), x);
        let inside = self.cmp(Cond::FGe, c, d(0.0));
        self.sel(inside, x, d(f64::NAN))
    }

    /// The inverse error function.
    pub(crate) fn erfinv(&mut self, y: O) -> O {
        let a = self.abs(y);
        let c = self.sub(d(1.0), a);
        let x = self.erfinv_core(a, c);
        let x = self.erfinv_special(c, x);
        self.copysign(x, y)
    }

    /// The inverse complementary error function, `c` in `[0, 2]`: above 1,
    /// minus its value at `2 - c`.
    pub(crate) fn erfcinv(&mut self, c: O) -> O {
        let above = self.cmp(Cond::FGt, c, d(1.0));
        let reflected = self.sub(d(2.0), c);
        let cc = self.sel(above, reflected, c);
        let y = self.sub(d(1.0), cc);
        let x = self.erfinv_core(y, cc);
        let x = self.erfinv_special(cc, x);
        let minus_x = self.neg(x);
        let r = self.sel(above, minus_x, x);
        let nan = self.is_nan(c);
        self.sel(nan, c, r)
    }

    /// The inverse of the standard normal distribution function,
    /// `-sqrt(2) erfcinv(2p)`.
    pub(crate) fn normcdfinv(&mut self, p: O) -> O {
        let c = self.add(p, p);
        let x = self.erfcinv(c);
        self.mul(x, d(-core::f64::consts::SQRT_2))
    }
}
