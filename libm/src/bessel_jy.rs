//! The Bessel functions of the first and second kind on `f32` operands
//! (`__nv_j0f`, `__nv_j1f`, `__nv_jnf`, `__nv_y0f`, `__nv_y1f`, `__nv_ynf`),
//! computed in `f64` and rounded once.
//!
//! Orders 0 and 1, `a = |x|`, `z = a^2` (exact in `f64` for an `f32` `a`):
//!
//! - `a <= 8`: `J0 = (z - j01^2)(z - j02^2) A0(t)` and `J1 = a (z - j11^2)(z -
//!   j12^2) A1(t)` in `t = z/32 - 1`, the squares of the zeros below 8 as
//!   pairs (`z - hi` is exact next to a zero, so `J` keeps its relative
//!   accuracy there); `Y0 = (2/pi) ln(a) J0 + B0(t)`, `Y1 = (2/pi) (ln(a) J1 -
//!   1/a) + a B1(t)` (`B0`, `B1` entire in `z`; `ln` is `log64`'s). Fits from
//!   `scripts/libm_coeffs.py` (2^-80 to 2^-60 absolute).
//! - `a > 8`: Hankel's form `J_nu = sqrt(2/(pi a)) (P cos(chi) - Q sin(chi))`,
//!   `Y_nu = sqrt(2/(pi a)) (P sin(chi) + Q cos(chi))`, `chi = a - (2 nu + 1)
//!   pi/4`, with fits of `P` and `a Q` in `t = 128/z - 1` (about 2^-62) and
//!   `sin a`, `cos a` from the Payne–Hanek reduction of `sinf` (right for
//!   every `f32`): `cos(chi)` and `sin(chi)` are `(cos a ± sin a)/sqrt(2)`.
//!
//! Integer orders (`jnf(n, x)`, `ynf(n, x)`; `n` an `i32`): the recurrence
//! `f_(k+1) = (2k/a) f_k - f_(k-1)`, unrolled to order [`MAX_ORDER`] with
//! the result selected where `k = n` (the sequences have no branches):
//!
//! - `Y`: forward from `Y0`, `Y1` (stable: `Y` grows with the order), each
//!   value kept above `-2^600` so that an overflowing tail stays `-inf`
//!   (never `inf - inf`);
//! - `J`: forward from `J0`, `J1` where `a >= n` (stable there), otherwise
//!   Miller's backward recurrence from order [`MILLER_START`] (`f = 1`
//!   there, 0 above), rescaled by 2^-500 whenever a value passes 2^500 (at
//!   most 2^165 a step for an `f32` `a`), normalized by `J0` or `J1`,
//!   whichever is larger in magnitude;
//! - `n < 0` and `n > 128` give NaN (libdevice's documentation: NaN for `n <
//!   0`; its bounds are stated for orders up to 128);
//!   `J_n(-x) = (-1)^n J_n(x)`.

use super::coeffs::*;
use super::{d, int, Ops};
use tilelift_ir::libdevice::LibFn;
use tilelift_mir::{BinaryOp, Cond, Emit, Operand, Type};

type O = Operand;

/// Where the forms switch.
const SPLIT: f64 = 8.0;
/// The largest order of `jnf` and `ynf`.
pub(crate) const MAX_ORDER: u32 = 128;
/// The order Miller's recurrence starts from: far enough above 128 that
/// `J_start(a) / J_n(a)` is below 2^-60 for every `a < n <= 128`.
pub(crate) const MILLER_START: u32 = MAX_ORDER + 32;
/// `Y`'s floor in the forward recurrence.
const Y_FLOOR: f64 = -4.149515568880993e180; // -2^600
/// Where Miller's values are rescaled, and by how much.
pub(crate) const RESCALE_AT: f64 = 3.273390607896142e150; // 2^500
pub(crate) const RESCALE_BY: f64 = 3.054936363499605e-151; // 2^-500

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
    /// The far form's parts for `a >= 0` (`a` at least 8 and at most
    /// `f32::MAX` inside).
    fn bessel_far(&mut self, a: O) -> Far {
        let ab = self.max(a, d(SPLIT));
        let ab = self.min(ab, d(f64::from(f32::MAX)));
        let r = self.div(d(1.0), ab);
        let w = self.mul(r, r);
        let t = self.fma(w, d(128.0), d(-1.0));
        let amp = self.mul(r, d(core::f64::consts::FRAC_1_PI));
        let amp = self.sqrt(amp);
        let (q, u) = self.reduce_half_pi(ab);
        let (s0, c0) = self.sin_cos_poly(u);
        let s = self.quadrant_sin(q, s0, c0);
        let q1 = self.i(BinaryOp::Add, q, int(1));
        let c = self.quadrant_sin(q1, s0, c0);
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
    fn far_sum(&mut self, far: &Far, p: &[f64], q: &[f64], u: O, v: O) -> O {
        let pv = self.horner(p, far.t);
        let qv = self.horner(q, far.t);
        let qv = self.mul(qv, far.r);
        let qv = self.mul(qv, v);
        let s = self.fma(pv, u, qv);
        self.mul(far.amp, s)
    }

    /// `(z - z1)(z - z2) f(t)`, the squares of the zeros `z1`, `z2` as
    /// pairs.
    fn zeros_times(&mut self, z: O, zeros: &[(f64, f64); 2], fit: &[f64], t: O) -> O {
        let p = self.horner(fit, t);
        let mut v = p;
        for &(hi, lo) in zeros {
            let dz = self.sub(z, d(hi));
            let dz = self.sub(dz, d(lo));
            v = self.mul(v, dz);
        }
        v
    }

    /// `(f_0(a), f_1(a))` for `a = |x|` (`J` or, `second`, `Y`; `Y` of
    /// `a = 0` is `-inf`, NaN through): each form computed, the right one
    /// selected; 0 at `a = inf`.
    fn bessel_01(&mut self, a: O, second: bool) -> (O, O) {
        let asm = self.min(a, d(SPLIT));
        let z = self.mul(asm, asm);
        let t = self.fma(z, d(1.0 / 32.0), d(-1.0));
        let j0 = self.zeros_times(z, &BESSEL_J0_ZEROS_SQ, &BESSEL_J0_A, t);
        let j1 = self.zeros_times(z, &BESSEL_J1_ZEROS_SQ, &BESSEL_J1_A, t);
        let j1 = self.mul(j1, asm);
        let far = self.bessel_far(a);
        let (near0, near1, far0, far1) = if second {
            let lg = self.log64(asm);
            let c = self.mul(lg, d(core::f64::consts::FRAC_2_PI));
            let b0 = self.horner(&BESSEL_Y0_A, t);
            let y0 = self.fma(c, j0, b0);
            let b1 = self.horner(&BESSEL_Y1_A, t);
            let inv = self.div(d(core::f64::consts::FRAC_2_PI), asm);
            let ninv = self.neg(inv);
            let u = self.fma(asm, b1, ninv);
            let y1 = self.fma(c, j1, u);
            // Y0: P sin(chi) + Q cos(chi) = (P (s - c) + Q (c + s)) / sqrt(2);
            // Y1: chi 3pi/4 later, (Q (s - c) - P (c + s)) / sqrt(2).
            let f0 = self.far_sum(&far, &BESSEL_P0, &BESSEL_Q0, far.smc, far.cps);
            let ncps = self.neg(far.cps);
            let f1 = self.far_sum(&far, &BESSEL_P1, &BESSEL_Q1, ncps, far.smc);
            (y0, y1, f0, f1)
        } else {
            // J0: P cos(chi) - Q sin(chi) = (P (c + s) - Q (s - c)) / sqrt(2);
            // J1: (P (s - c) + Q (c + s)) / sqrt(2).
            let nsmc = self.neg(far.smc);
            let f0 = self.far_sum(&far, &BESSEL_P0, &BESSEL_Q0, far.cps, nsmc);
            let f1 = self.far_sum(&far, &BESSEL_P1, &BESSEL_Q1, far.smc, far.cps);
            (j0, j1, f0, f1)
        };
        self.near_or_far(a, (near0, near1), (far0, far1))
    }

    /// The pair `near` below [`SPLIT`], `far` above it, 0 at `a = inf`: the
    /// orders 0 and 1 of `bessel_01` and of `bessel_jy64`'s `bessel_01_64`.
    pub(crate) fn near_or_far(&mut self, a: O, near: (O, O), far: (O, O)) -> (O, O) {
        let big = self.cmp(Cond::FGt, a, d(SPLIT));
        let inf = self.cmp(Cond::FEq, a, d(f64::INFINITY));
        let v0 = self.sel(big, far.0, near.0);
        let v0 = self.sel(inf, d(0.0), v0);
        let v1 = self.sel(big, far.1, near.1);
        let v1 = self.sel(inf, d(0.0), v1);
        (v0, v1)
    }

    /// `J_nu(x)` (`nu` 0 or 1) of the `f64` value of an `f32`.
    pub(crate) fn bessel_j01(&mut self, x: O, nu: u32) -> O {
        let a = self.abs(x);
        let (j0, j1) = self.bessel_01(a, false);
        let r = if nu == 0 {
            j0
        } else {
            // Odd: J1(-x) = -J1(x), -0 at -0.
            let sign = self.copysign(d(1.0), x);
            self.mul(j1, sign)
        };
        self.nan_or(x, r)
    }

    /// `Y_nu(x)` (`nu` 0 or 1) of the `f64` value of an `f32`: `-inf` at ±0,
    /// NaN below 0.
    pub(crate) fn bessel_y01(&mut self, x: O, nu: u32) -> O {
        let a = self.abs(x);
        let (y0, y1) = self.bessel_01(a, true);
        let r = if nu == 0 { y0 } else { y1 };
        self.y_edges(x, r)
    }

    /// `Y`'s values at ±0 (`-inf`), below 0 and at NaN (NaN).
    pub(crate) fn y_edges(&mut self, x: O, r: O) -> O {
        let zero = self.cmp(Cond::FEq, x, d(0.0));
        let r = self.sel(zero, d(f64::NEG_INFINITY), r);
        let neg = self.cmp(Cond::FLt, x, d(0.0));
        let r = self.sel(neg, d(f64::NAN), r);
        self.nan_or(x, r)
    }

    /// The predicate `n == k` of an `i32` `n`.
    pub(crate) fn order_is(&mut self, n: O, k: u32) -> O {
        self.e.cmp(Cond::Eq, Type::I32, n, int(i64::from(k)))
    }

    /// NaN where the order `n` (an `i32`) is outside `[0, MAX_ORDER]`, `r`
    /// elsewhere.
    pub(crate) fn order_edges(&mut self, n: O, r: O) -> O {
        let bad = self
            .e
            .cmp(Cond::UGt, Type::I32, n, int(i64::from(MAX_ORDER)));
        self.sel(bad, d(f64::NAN), r)
    }

    /// `2k/a` for `k` in `1..count`, from `r = 1/a`.
    pub(crate) fn order_coeffs(&mut self, r: O, count: u32) -> Vec<O> {
        (1..count)
            .map(|k| self.mul(r, d(f64::from(2 * k))))
            .collect()
    }

    /// `Y_n(x)` of the `f64` value of an `f32`, `n` an `i32`.
    pub(crate) fn bessel_yn(&mut self, n: O, x: O) -> O {
        let a = self.abs(x);
        let (y0, y1) = self.bessel_01(a, true);
        let r = self.div(d(1.0), a);
        let coeffs = self.order_coeffs(r, MAX_ORDER);
        let zero = self.order_is(n, 0);
        let mut v = self.sel(zero, y0, y1);
        let (mut prev, mut cur) = (y0, y1);
        for (k, &c) in (1..MAX_ORDER).zip(&coeffs) {
            let np = self.neg(prev);
            let next = self.fma(c, cur, np);
            let next = self.max(next, d(Y_FLOOR));
            let hit = self.order_is(n, k + 1);
            v = self.sel(hit, next, v);
            (prev, cur) = (cur, next);
        }
        let v = self.order_edges(n, v);
        self.y_edges(x, v)
    }

    /// `J_n(x)` of the `f64` value of an `f32`, `n` an `i32`.
    pub(crate) fn bessel_jn(&mut self, n: O, x: O) -> O {
        let a = self.abs(x);
        let (j0, j1) = self.bessel_01(a, false);
        let r = self.div(d(1.0), a);
        let coeffs = self.order_coeffs(r, MILLER_START + 1);
        // Forward, from J0 and J1.
        let zero = self.order_is(n, 0);
        let mut fwd = self.sel(zero, j0, j1);
        let (mut prev, mut cur) = (j0, j1);
        for k in 1..MAX_ORDER {
            let np = self.neg(prev);
            let next = self.fma(coeffs[k as usize - 1], cur, np);
            let hit = self.order_is(n, k + 1);
            fwd = self.sel(hit, next, fwd);
            (prev, cur) = (cur, next);
        }
        // Miller's, from f = 1 at MILLER_START (0 above) down to order 0.
        let (mut above, mut cur) = (d(0.0), d(1.0));
        let mut bwd = d(0.0);
        for k in (1..=MILLER_START).rev() {
            let na = self.neg(above);
            let next = self.fma(coeffs[k as usize - 1], cur, na);
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
        let bwd = self.mul(bwd, norm);
        self.jn_select(n, x, a, zero, fwd, bwd)
    }

    /// `J_n(x)` from the forward (`fwd`) and backward (`bwd`) recurrences'
    /// values at order `n` (`zero`: `n == 0`): forward where `a = |x| >= n`
    /// and for orders 0 and 1; `J_n(0)`; the sign of odd orders; NaN for an
    /// order outside `[0, MAX_ORDER]` and for a NaN `x`. Shared with
    /// `bessel_jy64`'s `bessel_jn64`.
    pub(crate) fn jn_select(&mut self, n: O, x: O, a: O, zero: O, fwd: O, bwd: O) -> O {
        // Forward where a >= n, and for orders 0 and 1.
        let nf = self.e.convert(
            Type::F64,
            Type::I32,
            true,
            Some(tilelift_mir::Rounding::Rn),
            n,
        );
        let ahead = self.cmp(Cond::FGe, a, nf);
        let low = self.e.cmp(Cond::ULe, Type::I32, n, int(1));
        let use_fwd = self.or(ahead, low);
        let v = self.sel(use_fwd, fwd, bwd);
        // J_n(0) = 0 for n >= 1.
        let at0 = self.cmp(Cond::FEq, a, d(0.0));
        let v0 = self.sel(zero, d(1.0), d(0.0));
        let v = self.sel(at0, v0, v);
        // J_n(-x) = (-1)^n J_n(x).
        let odd = self.e.binary(BinaryOp::And, Type::I32, n, int(1));
        let odd = self.e.cmp(Cond::Ne, Type::I32, odd, int(0));
        let sign = self.copysign(d(1.0), x);
        let sign = self.sel(odd, sign, d(1.0));
        let v = self.mul(v, sign);
        let v = self.order_edges(n, v);
        self.nan_or(x, v)
    }
}

/// `jnf`/`jn` or `ynf`/`yn` (`f` [`LibFn::BesselJn`] or [`LibFn::BesselYn`])
/// on operands `n` (an `i32`) and `x` of type `ty` (`f32`, computed in `f64`
/// and rounded once, or `f64`, `bessel_jy64.rs`); `None` for another type.
pub(crate) fn integer_order<E: Emit>(e: &mut E, f: LibFn, ty: Type, xs: &[O]) -> Option<O> {
    let mut m = Ops { e };
    match ty {
        Type::F32 => {
            let x = m.widen(xs[1]);
            let r = if f == LibFn::BesselJn {
                m.bessel_jn(xs[0], x)
            } else {
                m.bessel_yn(xs[0], x)
            };
            Some(m.narrow(r))
        }
        Type::F64 => Some(if f == LibFn::BesselJn {
            m.bessel_jn64(xs[0], xs[1])
        } else {
            m.bessel_yn64(xs[0], xs[1])
        }),
        _ => None,
    }
}
