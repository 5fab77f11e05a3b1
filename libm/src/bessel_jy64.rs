//! The Bessel functions of the first and second kind on `f64` operands
//! (`__nv_j0`, `__nv_j1`, `__nv_jn`, `__nv_y0`, `__nv_y1`, `__nv_yn`).
//!
//! libdevice's bounds (CUDA C++ Programming Guide, "Mathematical Functions",
//! the table of double-precision functions with their maximum ulp error):
//! `j0`, `j1`, `y0`, `y1` 7 ulp for `|x| < 8`, otherwise 5e-12 absolute;
//! `jn` "for `n = 128`" 5e-12 absolute; `yn` "for `|x| > 1.5 n`" 5e-12
//! absolute (no bound documented for `yn` closer to 0).
//!
//! The `f32` functions (`bessel_jy.rs`) compute in `f64` and round once;
//! their forms below 8 (fits in `x^2` with the zeros divided out, `Y` less
//! its logarithmic part) lose up to 2^8 `f64` ulps to cancellation in
//! Horner's sum and next to the zeros of `Y`, so orders 0 and 1 here are
//! computed, with `a = |x|`:
//!
//! - `a <= 8`: in pieces (`coeffs.rs`'s `BESSEL_*_PIECES64`), each centered
//!   where the function is zero (the zero as a pair) or flat (an extremum),
//!   `f(c + dx) = f(c) + dx (f'(c) + dx R(dx))` with `f(c)` and `f'(c)` as
//!   pairs and one fit of `R` (2^-62 of `|f|`): `dx f'(c)` is an exact
//!   product and `f(c) + dx f'(c)` a `TwoSum`, so the result's error is its
//!   own rounding and a small part of `R`'s (next to a zero `f = dx f'(c)
//!   (1 + ...)` keeps its relative accuracy, `dx = (a - c_hi) - c_lo` with
//!   `a - c_hi` exact); the piece is chosen by comparisons and its constants
//!   selected (no branches);
//! - `Y` below 0.75 (`Y0`) and 1.125 (`Y1`), where the pieces would need
//!   high degrees next to the logarithm's singularity: `Y0 = (2/pi) ln(a)
//!   J0 + B0(a^2)`, `Y1 = (2/pi) (ln(a) J1 - 1/a) + a B1(a^2)`, `ln a` as
//!   `log64`'s pair times `2/pi` as a pair, `2/(pi a)` as a pair (the
//!   logarithmic and the entire parts have the same sign or cancel by less
//!   than a third there);
//! - `a > 8`: Hankel's form, as the `f32` functions (`P` and `a Q` fits in
//!   `128/a^2 - 1`, about 2^-62; `sqrt(1/(pi a))` from `sqrt(a)`), `sin a`
//!   and `cos a` from `trig64.rs`'s Payne–Hanek reduction, right for every
//!   `f64` (`1e300` included): absolute errors of a few 2^-53 times the
//!   amplitude `sqrt(2/(pi a))`, against a bound of 5e-12;
//! - `J(±inf) = Y(inf) = 0`, `Y(±0) = -inf`, `Y` of a negative `x` NaN,
//!   `J0` even and `J1` odd.
//!
//! Integer orders (`jn(n, x)`, `yn(n, x)`; `n` an `i32`): the recurrence
//! `f_(k+1) = (2k/a) f_k - f_(k-1)` unrolled to order 128 as for `jnf` and
//! `ynf`, in `f64`'s range:
//!
//! - the coefficients `2k/a` as pairs (`1/a` as a pair times `2k`): rounded,
//!   they would make the recurrence that of a neighbour of `a`, `n`
//!   half-ulps in `Y_n` below `n` (where `d ln Y_n / d ln a` is about `-n`),
//!   and `2^-50` absolute in `J_n` next to `a = n`; each step `c_hi f_k +
//!   (c_lo f_k - f_(k-1))`, two `fma`s;
//! - `Y` forward from `Y0`, `Y1`, `-inf` from the first step that overflows
//!   (an infinite or NaN value: `Y` grows with the order there);
//! - `J` forward where `a >= n` (and `n <= 1`), otherwise Miller's backward
//!   recurrence from order [`MILLER_START`] (176: `|J_177(a) / Y_177(a)
//!   Y_n(a)|`, the start's error at order `n`, is at most 3e-26 on a grid of
//!   `n` up to 128 and `a` from `n/2` to `0.999 n`, where 160 leaves
//!   2e-15), rescaled by 2^-500 past 2^500 and normalized by `J0` or `J1`,
//!   whichever is larger in magnitude; below [`TINY`] (2^-400), where a
//!   backward step could pass `f64::MAX`, `J_n(a) = a^2/8` for `n = 2` and 0
//!   above (`J_3(2^-400) < 2^-1200`);
//! - `n < 0` and `n > 128` give NaN, as `jnf` and `ynf` do;
//!   `J_n(-x) = (-1)^n J_n(x)`, `J_n(0) = [n = 0]`.

use super::bessel_jy::{MAX_ORDER, RESCALE_AT, RESCALE_BY};
use super::coeffs::{
    Piece, BESSEL_J0_PIECES64, BESSEL_J1_PIECES64, BESSEL_P0, BESSEL_P1, BESSEL_Q0, BESSEL_Q1,
    BESSEL_Y0_B64, BESSEL_Y0_PIECES64, BESSEL_Y1_B64, BESSEL_Y1_PIECES64,
};
use super::{d, Ops};
use tilelift_mir::{Cond, Emit, Operand};

type O = Operand;

/// Where the forms switch.
const SPLIT: f64 = 8.0;
/// Below these `Y0` and `Y1` take their logarithmic form.
const Y0_LOG_END: f64 = 0.75;
const Y1_LOG_END: f64 = 1.125;
/// The order Miller's recurrence starts from.
pub(crate) const MILLER_START: u32 = MAX_ORDER + 48;
/// Below this `J_n` (`n >= 2`) is its series' first term, `a^2/8` or 0.
const TINY: f64 = 3.872_591_914_849_318_3e-121; // 2^-400
/// Where `1/a` is a pair (its low part 0 outside).
const RANGE_LO: f64 = 9.332_636_185_032_189e-302; // 2^-1000
const RANGE_HI: f64 = 1.071_508_607_186_267_3e301; // 2^1000
/// `2/pi` as a pair.
const TWO_OVER_PI_H: f64 = core::f64::consts::FRAC_2_PI;
const TWO_OVER_PI_L: f64 = -3.935_735_335_036_497e-17;
/// `1/sqrt(pi)`.
const FRAC_1_SQRT_PI: f64 = 0.564_189_583_547_756_3;

/// The far form's parts at `max(a, 8)`.
struct Far {
    /// `1/a`.
    r: O,
    /// `sqrt(1/(pi a))`.
    amp: O,
    /// `t = 128/a^2 - 1`.
    t: O,
    /// `cos a + sin a`.
    cps: O,
    /// `sin a - cos a`.
    smc: O,
}

impl<E: Emit> Ops<'_, E> {
    /// `c[0] x^n + ... + c[n]` by Horner's rule, of operand coefficients.
    fn horner_of(&mut self, c: &[O], x: O) -> O {
        let mut p = c[0];
        for &k in &c[1..] {
            p = self.fma(p, x, k);
        }
        p
    }

    /// The piecewise fit `pieces` at `a` in `[pieces[0].start, 8]`: the
    /// piece's constants selected by comparisons, then `f(c) + dx (f'(c) +
    /// dx R(dx))` with the exact product `dx_hi f'(c)_hi` and a `TwoSum`.
    fn piecewise<const D: usize>(&mut self, a: O, pieces: &[Piece<D>]) -> O {
        let first = &pieces[0];
        let consts = |p: &Piece<D>| {
            let mut v = vec![p.center.0, -p.center.1, p.value.0, p.value.1];
            v.extend([p.slope.0, p.slope.1]);
            v.extend(p.r);
            v
        };
        let mut k: Vec<O> = consts(first).into_iter().map(d).collect();
        for p in &pieces[1..] {
            let at = self.cmp(Cond::FGe, a, d(p.start));
            for (kv, c) in k.iter_mut().zip(consts(p)) {
                *kv = self.sel(at, d(c), *kv);
            }
        }
        let (ch, ncl, vh, vl, sh, sl) = (k[0], k[1], k[2], k[3], k[4], k[5]);
        let dh = self.sub(a, ch);
        let dx = self.add(dh, ncl);
        let r = self.horner_of(&k[6..], dx);
        let t = self.fma(dx, r, sl);
        let ph = self.mul(dh, sh);
        let nph = self.neg(ph);
        let pe = self.fma(dh, sh, nph);
        let (s, e) = self.two_sum(vh, ph);
        let rest = self.fma(dh, t, vl);
        let rest = self.fma(ncl, sh, rest);
        let rest = self.add(rest, pe);
        let rest = self.add(rest, e);
        self.add(s, rest)
    }

    /// The far form's parts for `a >= 0` (at least 8 and at most
    /// `f64::MAX` inside).
    fn bessel_far64(&mut self, a: O) -> Far {
        let ab = self.max(a, d(SPLIT));
        let ab = self.min(ab, d(f64::MAX));
        let r = self.div(d(1.0), ab);
        let w = self.mul(r, r);
        let t = self.fma(w, d(128.0), d(-1.0));
        let root = self.sqrt(ab);
        let amp = self.div(d(FRAC_1_SQRT_PI), root);
        let (q, [s0, c0, ns0, nc0]) = self.quadrant_sin_cos(ab);
        let s = self.by_quadrant(q, [s0, c0, ns0, nc0]);
        let c = self.by_quadrant(q, [c0, ns0, nc0, s0]);
        let cps = self.add(c, s);
        let smc = self.sub(s, c);
        Far {
            r,
            amp,
            t,
            cps,
            smc,
        }
    }

    /// `amp (p u + (a q) r v)` of the far form.
    fn far_sum64(&mut self, far: &Far, p: &[f64], q: &[f64], u: O, v: O) -> O {
        let pv = self.horner(p, far.t);
        let qv = self.horner(q, far.t);
        let qv = self.mul(qv, far.r);
        let qv = self.mul(qv, v);
        let s = self.fma(pv, u, qv);
        self.mul(far.amp, s)
    }

    /// `(2/pi) ln a` for a positive `a`, rounded once from `ln a`'s pair.
    fn two_over_pi_ln(&mut self, a: O) -> O {
        let (h, l) = self.log_pair(a);
        self.mul_pair(h, l, TWO_OVER_PI_H, TWO_OVER_PI_L)
    }

    /// `Y0(a)` and `Y1(a)` below [`Y0_LOG_END`] and [`Y1_LOG_END`] (for
    /// `0 < a`), from `J0(a)`, `J1(a)`.
    fn y01_log(&mut self, a: O, j0: O, j1: O) -> (O, O) {
        let c = self.two_over_pi_ln(a);
        let z = self.mul(a, a);
        let b0 = self.horner(&BESSEL_Y0_B64, z);
        let y0 = self.fma(c, j0, b0);
        // 2/(pi a) as a pair (its low part 0 where the high one overflows).
        let ih = self.div(d(TWO_OVER_PI_H), a);
        let nih = self.neg(ih);
        let rem = self.fma(nih, a, d(TWO_OVER_PI_H));
        let rem = self.add(rem, d(TWO_OVER_PI_L));
        let il = self.div(rem, a);
        let aih = self.abs(ih);
        let finite = self.cmp(Cond::FLt, aih, d(f64::INFINITY));
        let il = self.sel(finite, il, d(0.0));
        let b1 = self.horner(&BESSEL_Y1_B64, z);
        let u = self.fma(a, b1, nih);
        let u = self.sub(u, il);
        let y1 = self.fma(c, j1, u);
        (y0, y1)
    }

    /// `(f_0(a), f_1(a))` for `a = |x|` (`J` or, `second`, `Y`; `Y` of
    /// `a = 0` replaced by the caller): each form computed, the right one
    /// selected; 0 at `a = inf`.
    fn bessel_01_64(&mut self, a: O, second: bool) -> (O, O) {
        let asm = self.min(a, d(SPLIT));
        let j0 = self.piecewise(asm, &BESSEL_J0_PIECES64);
        let j1 = self.piecewise(asm, &BESSEL_J1_PIECES64);
        let far = self.bessel_far64(a);
        let (near0, near1, far0, far1) = if second {
            // The logarithmic form from 2^-1074 up (its value at 0 is
            // replaced).
            let alog = self.max(asm, d(f64::from_bits(1)));
            let (l0, l1) = self.y01_log(alog, j0, j1);
            let p0 = self.piecewise(asm, &BESSEL_Y0_PIECES64);
            let p1 = self.piecewise(asm, &BESSEL_Y1_PIECES64);
            let low0 = self.cmp(Cond::FLt, asm, d(Y0_LOG_END));
            let low1 = self.cmp(Cond::FLt, asm, d(Y1_LOG_END));
            let y0 = self.sel(low0, l0, p0);
            let y1 = self.sel(low1, l1, p1);
            // Y0: (P (s - c) + Q (c + s)) / sqrt(2); Y1: (Q (s - c) - P (c +
            // s)) / sqrt(2).
            let f0 = self.far_sum64(&far, &BESSEL_P0, &BESSEL_Q0, far.smc, far.cps);
            let ncps = self.neg(far.cps);
            let f1 = self.far_sum64(&far, &BESSEL_P1, &BESSEL_Q1, ncps, far.smc);
            (y0, y1, f0, f1)
        } else {
            // J0: (P (c + s) - Q (s - c)) / sqrt(2); J1: (P (s - c) + Q (c +
            // s)) / sqrt(2).
            let nsmc = self.neg(far.smc);
            let f0 = self.far_sum64(&far, &BESSEL_P0, &BESSEL_Q0, far.cps, nsmc);
            let f1 = self.far_sum64(&far, &BESSEL_P1, &BESSEL_Q1, far.smc, far.cps);
            (j0, j1, f0, f1)
        };
        self.near_or_far(a, (near0, near1), (far0, far1))
    }

    /// `J_nu(x)` (`nu` 0 or 1) of an `f64`.
    pub(crate) fn bessel_j01_64(&mut self, x: O, nu: u32) -> O {
        let a = self.abs(x);
        let (j0, j1) = self.bessel_01_64(a, false);
        let r = if nu == 0 {
            j0
        } else {
            // Odd: J1(-x) = -J1(x), -0 at -0.
            let sign = self.copysign(d(1.0), x);
            self.mul(j1, sign)
        };
        self.nan_or(x, r)
    }

    /// `Y_nu(x)` (`nu` 0 or 1) of an `f64`: `-inf` at ±0, NaN below 0.
    pub(crate) fn bessel_y01_64(&mut self, x: O, nu: u32) -> O {
        let a = self.abs(x);
        let (y0, y1) = self.bessel_01_64(a, true);
        let r = if nu == 0 { y0 } else { y1 };
        self.y_edges(x, r)
    }

    /// `2k/a` for `k` in `1..count`, each as a pair (hi, lo): `1/a` as a
    /// pair times `2k` as a pair (the low parts 0 where `a` is below 2^-1000
    /// or above 2^1000). A rounded `2k/a` would be the recurrence's for a
    /// neighbour of `a`: a relative error of `n` half-ulps in `Y_n` below
    /// `n` (where `d ln Y_n / d ln a` is about `-n`) and in `J_n` next to it.
    fn order_coeff_pairs(&mut self, a: O, count: u32) -> Vec<(O, O)> {
        let rh = self.div(d(1.0), a);
        let nrh = self.neg(rh);
        let e = self.fma(nrh, a, d(1.0));
        let rl = self.mul(e, rh);
        let lo = self.cmp(Cond::FGt, a, d(RANGE_LO));
        let hi = self.cmp(Cond::FLt, a, d(RANGE_HI));
        let ok = self.and(lo, hi);
        let rl = self.sel(ok, rl, d(0.0));
        (1..count)
            .map(|k| {
                let two_k = d(f64::from(2 * k));
                let ch = self.mul(rh, two_k);
                let nch = self.neg(ch);
                let ce = self.fma(rh, two_k, nch);
                let cl = self.fma(rl, two_k, ce);
                (ch, cl)
            })
            .collect()
    }

    /// One step of the recurrence: `c cur - other`, `c` a pair.
    fn order_step(&mut self, c: (O, O), cur: O, other: O) -> O {
        let no = self.neg(other);
        let t = self.fma(c.1, cur, no);
        self.fma(c.0, cur, t)
    }

    /// `Y_n(x)` of an `f64`, `n` an `i32`.
    pub(crate) fn bessel_yn64(&mut self, n: O, x: O) -> O {
        let a = self.abs(x);
        let (y0, y1) = self.bessel_01_64(a, true);
        let coeffs = self.order_coeff_pairs(a, MAX_ORDER);
        let zero = self.order_is(n, 0);
        let mut v = self.sel(zero, y0, y1);
        let (mut prev, mut cur) = (y0, y1);
        // Past an overflow (an infinite or NaN step: `Y` only grows there)
        // every order's value is `-inf`.
        let m1 = self.abs(y1);
        let mut over = self.cmp(Cond::FGeU, m1, d(f64::INFINITY));
        for (k, &c) in (1..MAX_ORDER).zip(&coeffs) {
            let next = self.order_step(c, cur, prev);
            let m = self.abs(next);
            let bad = self.cmp(Cond::FGeU, m, d(f64::INFINITY));
            over = self.or(over, bad);
            let value = self.sel(over, d(f64::NEG_INFINITY), next);
            let hit = self.order_is(n, k + 1);
            v = self.sel(hit, value, v);
            let kept = self.sel(over, d(-1.0), next);
            (prev, cur) = (cur, kept);
        }
        let v = self.order_edges(n, v);
        self.y_edges(x, v)
    }

    /// `J_n(a)` for `2 <= n` by Miller's backward recurrence from
    /// [`MILLER_START`] (`coeffs[k - 1] = 2k/a`), normalized by `J0` or `J1`.
    fn miller64(&mut self, n: O, coeffs: &[(O, O)], j0: O, j1: O) -> O {
        let (mut above, mut cur) = (d(0.0), d(1.0));
        let mut bwd = d(0.0);
        for k in (1..=MILLER_START).rev() {
            let next = self.order_step(coeffs[k as usize - 1], cur, above);
            let hit = self.order_is(n, k - 1);
            bwd = self.sel(hit, next, bwd);
            let m = self.abs(next);
            let big = self.cmp(Cond::FGt, m, d(RESCALE_AT));
            let s = self.sel(big, d(RESCALE_BY), d(1.0));
            above = self.mul(cur, s);
            cur = self.mul(next, s);
            bwd = self.mul(bwd, s);
        }
        // `cur` is order 0's value, `above` order 1's.
        let m0 = self.abs(j0);
        let m1 = self.abs(j1);
        let by0 = self.cmp(Cond::FGe, m0, m1);
        let num = self.sel(by0, j0, j1);
        let den = self.sel(by0, cur, above);
        let norm = self.div(num, den);
        self.mul(bwd, norm)
    }

    /// `J_n(x)` of an `f64`, `n` an `i32`.
    pub(crate) fn bessel_jn64(&mut self, n: O, x: O) -> O {
        let a = self.abs(x);
        let (j0, j1) = self.bessel_01_64(a, false);
        let coeffs = self.order_coeff_pairs(a, MILLER_START + 1);
        // Forward, from J0 and J1.
        let zero = self.order_is(n, 0);
        let mut fwd = self.sel(zero, j0, j1);
        let (mut prev, mut cur) = (j0, j1);
        for k in 1..MAX_ORDER {
            let next = self.order_step(coeffs[k as usize - 1], cur, prev);
            let hit = self.order_is(n, k + 1);
            fwd = self.sel(hit, next, fwd);
            (prev, cur) = (cur, next);
        }
        let bwd = self.miller64(n, &coeffs, j0, j1);
        // Below 2^-400: a^2/8 at n = 2, 0 above.
        let a8 = self.mul(a, d(0.125));
        let sq = self.mul(a, a8);
        let two = self.order_is(n, 2);
        let tiny_v = self.sel(two, sq, d(0.0));
        let tiny = self.cmp(Cond::FLt, a, d(TINY));
        let bwd = self.sel(tiny, tiny_v, bwd);
        self.jn_select(n, x, a, zero, fwd, bwd)
    }
}
