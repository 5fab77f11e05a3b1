//! The `f64` inverse error functions (`__nv_erfinv`, `__nv_erfcinv`,
//! `__nv_normcdfinv`), within libdevice's bounds (5, 6, 8 ulp), on the
//! pieces of [`erf64`](super::erf64):
//!
//! - `x >= 0` with `erfc(x) = c` (`erf(x) = y = 1 - c`) from Winitzki's
//!   closed form (relative error below 2e-3), then four Halley steps, `x -=
//!   d / (1 + x d)` with `d = f / f'` (`f'' / f' = -2x`): where `y` is small
//!   (`x` below 1, `erf(x)` a pair), `d = (sqrt(pi)/2) e^(x^2) (erf(x) - y)`,
//!   `y` exact for `erfinv` and the pair `1 - c` for `erfcinv` (from `c =
//!   0.2` up); elsewhere `d = (sqrt(pi)/2) (c e^(x^2) - erfcx(x))`, `c
//!   e^(x^2)` as a pair scaled by `2^n` last (`c` scaled up first where
//!   subnormal), so the residual keeps its relative accuracy down to `c =
//!   2^-1074` (`x = 27.2`). Halley's cubic convergence needs four steps in
//!   the far tail (9e-4, 1e-4, 3e-7, 4e-15, then below 2^-100 in exact
//!   arithmetic at `c = 1e-323`), three elsewhere.
//! - The last correction is kept apart, `x + dx` a pair: `normcdfinv(p) =
//!   -sqrt(2) erfcinv(2p)` multiplies the pair by `sqrt(2)` as a pair and
//!   rounds once.
//! - Below `|y| = 2^-26`: `(sqrt(pi)/2) (y + (pi/12) y^3)` (the next term is
//!   `y^4` smaller), where Halley's steps from Winitzki's start would not
//!   reach a subnormal `x`.

use super::{d, Ops};
use tilelift_mir::{Cond, Emit, Operand};

type O = Operand;

/// `sqrt(pi) / 2` to 106 bits.
const SQRT_PI_2_H: f64 = 0.886_226_925_452_758;
const SQRT_PI_2_L: f64 = -3.833_293_249_912_899_3e-17;
/// `sqrt(2)` to 106 bits.
const SQRT_2_H: f64 = std::f64::consts::SQRT_2;
const SQRT_2_L: f64 = -9.667_293_313_452_913e-17;
/// Below it `c` is scaled by 2^64 (its product with `e^(x^2)` exact).
const C_TINY: f64 = 1e-300;
/// Below it, Taylor's two terms.
const Y_TINY: f64 = 1.490_116_119_384_765_6e-8; // 2^-26

impl<E: Emit> Ops<'_, E> {
    /// Halley's correction `-d / (1 + x d)` at `x` for `erfc(x) = c` (the
    /// form in `y + yl = 1 - c` where `small`); `cs = c 2^shift`.
    fn erfinv_halley(&mut self, x: O, (y, yl): (O, O), cs: O, shift: O, small: O) -> O {
        let x0 = self.max(x, d(0.0));
        let xc = self.min(x0, d(28.0));
        // e^(x^2) = 2^n (1 + q), x^2 an exact pair.
        let ph = self.mul(xc, xc);
        let nph = self.neg(ph);
        let pe = self.fma(xc, xc, nph);
        let (qh, ql, n) = self.exp_parts_of_pair(ph, pe);
        let (oh, ol) = self.two_sum(d(1.0), qh);
        let ol = self.add(ol, ql);
        // Small: (erf(x) - y) e^(x^2), `x` at most 1 there.
        let x1 = self.min(xc, d(1.0));
        let (eh, el) = self.erf_small_pair(x1);
        let ny = self.neg(y);
        let r = self.add(eh, ny);
        let el = self.sub(el, yl);
        let r = self.add(r, el);
        let e2 = self.scale(oh, n);
        let dy = self.mul(r, e2);
        // Large: c e^(x^2) - erfcx(x), the product a pair scaled last.
        let (g, dh, dl) = self.erfcx_parts(xc);
        let w = self.div_pair(g, None, dh, dl);
        let mh = self.mul(cs, oh);
        let nmh = self.neg(mh);
        let me = self.fma(cs, oh, nmh);
        let ml = self.fma(cs, ol, me);
        let s = self.sub(n, shift);
        let mh = self.scale(mh, s);
        let ml = self.scale(ml, s);
        let nw = self.neg(w);
        let r = self.add(mh, nw);
        let dc = self.add(r, ml);
        let dd = self.sel(small, dy, dc);
        let dd = self.mul(dd, d(SQRT_PI_2_H));
        let den = self.fma(x, dd, d(1.0));
        let ndd = self.neg(dd);
        self.div(ndd, den)
    }

    /// `x >= 0` with `erfc(x) = c`, `c` in `(0, 1]`, as a pair `x + dx`
    /// (`y = 1 - c` as a pair, the form in `y` where `small`).
    fn erfinv_pair(&mut self, y: (O, O), c: O, small: O) -> (O, O) {
        // Winitzki: x^2 = sqrt(A^2 - w/a) - A, A = 2/(pi a) + w/2, w = ln(c (2 - c)).
        let two_minus = self.sub(d(2.0), c);
        let p = self.mul(c, two_minus);
        let p = self.max(p, d(f64::from_bits(1)));
        let w = self.log64(p);
        let mut x = self.winitzki(w);
        let tiny = self.cmp(Cond::FLt, c, d(C_TINY));
        let scaled = self.mul(c, d(18_446_744_073_709_551_616.0)); // 2^64
        let cs = self.sel(tiny, scaled, c);
        let shift = self.sel(tiny, d(64.0), d(0.0));
        for _ in 0..3 {
            let dx = self.erfinv_halley(x, y, cs, shift, small);
            x = self.add(x, dx);
        }
        let dx = self.erfinv_halley(x, y, cs, shift, small);
        (x, dx)
    }

    /// `(sqrt(pi)/2) (y + (pi/12) y^3)` for `|y| < 2^-26`, rounded once.
    fn erfinv_taylor(&mut self, y: O) -> O {
        let y2 = self.mul(y, y);
        let q = self.mul(y2, d(std::f64::consts::PI / 12.0));
        let cube = self.mul(q, y);
        let lo = self.mul(y, d(SQRT_PI_2_L));
        let lo = self.fma(cube, d(SQRT_PI_2_H), lo);
        self.fma(y, d(SQRT_PI_2_H), lo)
    }

    /// The inverse error function of an `f64`.
    pub(crate) fn erfinv64(&mut self, y: O) -> O {
        let a = self.abs(y);
        let c = self.sub(d(1.0), a);
        // `1 - a` is exact from 1/2 up; below 0.8 `erf` is a pair.
        let small = self.cmp(Cond::FLe, a, d(0.8));
        let cp = self.max(c, d(f64::from_bits(1)));
        let cp = self.min(cp, d(1.0));
        let (x, dx) = self.erfinv_pair((a, d(0.0)), cp, small);
        let x = self.add(x, dx);
        let t = self.erfinv_taylor(a);
        let is_tiny = self.cmp(Cond::FLt, a, d(Y_TINY));
        let x = self.sel(is_tiny, t, x);
        let x = self.erfinv_special(c, x);
        let x = self.copysign(x, y);
        self.nan_or(y, x)
    }

    /// `erfcinv(c)` as a pair for `c` in `[0, 2]` (NaN or infinite outside
    /// or at the ends): above 1, minus its value at `2 - c`.
    fn erfcinv_pair(&mut self, c: O) -> (O, O) {
        let above = self.cmp(Cond::FGt, c, d(1.0));
        let reflected = self.sub(d(2.0), c);
        let cc = self.sel(above, reflected, c);
        // `1 - cc` as a pair (exact in one from 1/2 up).
        let ncc = self.neg(cc);
        let (y, yl) = self.two_sum(d(1.0), ncc);
        let small = self.cmp(Cond::FGe, cc, d(0.2));
        let cp = self.max(cc, d(f64::from_bits(1)));
        let cp = self.min(cp, d(1.0));
        let (x, dx) = self.erfinv_pair((y, yl), cp, small);
        let t = self.erfinv_taylor(y);
        let is_tiny = self.cmp(Cond::FLt, y, d(Y_TINY));
        let x = self.sel(is_tiny, t, x);
        let dx = self.sel(is_tiny, d(0.0), dx);
        let x = self.erfinv_special(cc, x);
        let nx = self.neg(x);
        let ndx = self.neg(dx);
        let x = self.sel(above, nx, x);
        let dx = self.sel(above, ndx, dx);
        let x = self.nan_or(c, x);
        (x, dx)
    }

    /// `v`, or `x` where `x` is infinite or a NaN (`dx` is meaningless
    /// there).
    fn finite_or(&mut self, x: O, v: O) -> O {
        let ax = self.abs(x);
        let finite = self.cmp(Cond::FLt, ax, d(f64::INFINITY));
        self.sel(finite, v, x)
    }

    /// The inverse complementary error function of an `f64`.
    pub(crate) fn erfcinv64(&mut self, c: O) -> O {
        let (x, dx) = self.erfcinv_pair(c);
        let r = self.add(x, dx);
        self.finite_or(x, r)
    }

    /// The inverse of the standard normal distribution function of an
    /// `f64`, `-sqrt(2) erfcinv(2p)`, the pair times `sqrt(2)` as a pair.
    pub(crate) fn normcdfinv64(&mut self, p: O) -> O {
        let c = self.add(p, p);
        let (x, dx) = self.erfcinv_pair(c);
        let h = self.mul(x, d(-SQRT_2_H));
        let nh = self.neg(h);
        let e = self.fma(x, d(-SQRT_2_H), nh);
        let l = self.fma(x, d(-SQRT_2_L), e);
        let l = self.fma(dx, d(-SQRT_2_H), l);
        let r = self.add(h, l);
        self.finite_or(h, r)
    }
}
