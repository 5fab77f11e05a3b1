//! More `f64` functions: `__nv_rsqrt`, `__nv_logb`, `__nv_sinpi`,
//! `__nv_cospi`, `__nv_atan`, `__nv_asin`, `__nv_acos`, `__nv_hypot`,
//! `__nv_rhypot`, `__nv_norm3d`, `__nv_norm4d`, `__nv_rnorm3d`,
//! `__nv_rnorm4d`, each within libdevice's bound (1 or 2 ulp), with the steps
//! whose rounding would matter kept as double-double pairs:
//!
//! - `rsqrt`: `r = 1 / sqrt(x)`, then one Newton step on the residual
//!   `1 - x r^2` (`r^2` as an exact pair), `x` scaled by `2^+-100` near the
//!   ends of the range so that `r^2` neither overflows nor underflows;
//! - `sinpi`, `cospi`: `x = n/2 + t` exactly (`|t| <= 1/4`), `pi t` as a pair,
//!   Taylor series of `sin` and `cos` (to degree 27 and 26), `1 - p^2/2` as a
//!   pair; the quadrant `n mod 4` by float arithmetic (exact at any size);
//! - `atan`: `1/x` above 1, `pi/6 + atan((x sqrt3 - 1) / (x + sqrt3))` above
//!   `tan(pi/12)`, Taylor to degree 31 on `|t| <= 0.268`; `asin` by its
//!   series below 1/2 and `pi/2 - 2 asin(sqrt((1 - x)/2))` above (the square
//!   root as a pair); `acos` from the same pieces without cancellation;
//! - the norms: the operands scaled by the largest one's power of two, the
//!   sum of squares as a pair, its square root corrected by the residual
//!   (`r + (s - r^2) / 2r`), the reciprocal by one Newton step.

use super::{d, int, Ops};
use tilelift_mir::{BinaryOp, Cond, Emit, Operand, Rounding, Type};

type O = Operand;

const PI_H: f64 = std::f64::consts::PI;
const PI_L: f64 = 1.224_646_799_147_353_2e-16;
const PIO2_H: f64 = std::f64::consts::FRAC_PI_2;
const PIO2_L: f64 = 6.123_233_995_736_766e-17;
const PIO6_H: f64 = std::f64::consts::FRAC_PI_6;
const PIO6_L: f64 = -5.360_408_832_255_455e-17;
const SQRT3_H: f64 = 1.732_050_807_568_877_2;
const SQRT3_L: f64 = 1.003_508_422_180_690_3e-16;
const TAN_PI_12: f64 = 0.267_949_192_431_122_7;

/// `(-1)^k / (2k + 1)!` for `k = 13` down to 1: `(sin p - p) / p^3` in `p^2`.
fn sin_taylor() -> Vec<f64> {
    let mut c = Vec::new();
    let mut f = 1.0f64;
    for k in 1..=13 {
        f *= ((2 * k) * (2 * k + 1)) as f64;
        c.push(if k % 2 == 1 { -1.0 / f } else { 1.0 / f });
    }
    c.reverse();
    c
}

/// `(-1)^k / (2k)!` for `k = 13` down to 2: `(cos p - 1 + p^2/2) / p^4`.
fn cos_taylor() -> Vec<f64> {
    let mut c = Vec::new();
    let mut f = 2.0f64;
    for k in 2..=13 {
        f *= ((2 * k - 1) * (2 * k)) as f64;
        c.push(if k % 2 == 1 { -1.0 / f } else { 1.0 / f });
    }
    c.reverse();
    c
}

/// `(-1)^k / (2k + 1)` for `k = 15` down to 1: `(atan t - t) / t^3` in `t^2`.
fn atan_taylor() -> Vec<f64> {
    let mut c: Vec<f64> = (1..=15)
        .map(|k| {
            let v = 1.0 / (2 * k + 1) as f64;
            if k % 2 == 1 {
                -v
            } else {
                v
            }
        })
        .collect();
    c.reverse();
    c
}

/// `asin`'s series: `(2k)! / (4^k k!^2 (2k + 1))` for `k = 30` down to 1.
fn asin_taylor() -> Vec<f64> {
    let mut c = Vec::new();
    let mut a = 1.0f64; // (2k)! / (4^k k!^2)
    for k in 1..=30 {
        a *= (2 * k - 1) as f64 / (2 * k) as f64;
        c.push(a / (2 * k + 1) as f64);
    }
    c.reverse();
    c
}

impl<E: Emit> Ops<'_, E> {
    /// `1 / sqrt(x)` of an `f64`.
    pub(crate) fn rsqrt64(&mut self, x: O) -> O {
        let tiny = self.cmp(Cond::FLt, x, d(2f64.powi(-1000)));
        let huge = self.cmp(Cond::FGt, x, d(2f64.powi(1000)));
        let up = self.mul(x, d(2f64.powi(100)));
        let down = self.mul(x, d(2f64.powi(-100)));
        let xs = self.sel(tiny, up, x);
        let xs = self.sel(huge, down, xs);
        let s = self.sqrt(xs);
        let r = self.div(d(1.0), s);
        let h = self.mul(r, r);
        let neg_h = self.neg(h);
        let hl = self.fma(r, r, neg_h);
        let neg_x = self.neg(xs);
        let e = self.fma(neg_x, h, d(1.0));
        let e = self.fma(neg_x, hl, e);
        let half_r = self.mul(r, d(0.5));
        let refined = self.fma(half_r, e, r);
        let k = self.sel(tiny, d(2f64.powi(50)), d(1.0));
        let k = self.sel(huge, d(2f64.powi(-50)), k);
        let refined = self.mul(refined, k);
        // 0, negative numbers, infinities and NaN: IEEE's 1 / sqrt(x).
        let sx = self.sqrt(x);
        let plain = self.div(d(1.0), sx);
        let ok = self.cmp(Cond::FGt, x, d(0.0));
        let finite = self.cmp(Cond::FLt, x, d(f64::INFINITY));
        let ok = self.and(ok, finite);
        self.sel(ok, refined, plain)
    }

    /// The exponent of `x` as an `f64` (`floor(log2 |x|)`), `-inf` at 0,
    /// `+inf` at infinities.
    pub(crate) fn logb64(&mut self, x: O) -> O {
        let a = self.abs(x);
        let sub = self.cmp(Cond::FLt, a, d(f64::MIN_POSITIVE));
        let scaled = self.mul(a, d(18_014_398_509_481_984.0)); // 2^54
        let s = self.sel(sub, scaled, a);
        let b = self.bits(s);
        let e = self.i(BinaryOp::ShrU, b, int(52));
        let e = self.i(BinaryOp::Sub, e, int(1023));
        let e = self
            .e
            .convert(Type::F64, Type::I64, true, Some(Rounding::Rn), e);
        let adj = self.sel(sub, d(-54.0), d(0.0));
        let e = self.add(e, adj);
        let zero = self.cmp(Cond::FEq, a, d(0.0));
        let e = self.sel(zero, d(f64::NEG_INFINITY), e);
        let inf = self.cmp(Cond::FEq, a, d(f64::INFINITY));
        let e = self.sel(inf, a, e);
        let nan = self.is_nan(x);
        self.sel(nan, x, e)
    }

    /// `(sin(pi t), cos(pi t))` for `|t| <= 1/4`.
    fn sin_cos_pi_small(&mut self, t: O) -> (O, O) {
        let ph = self.mul(t, d(PI_H));
        let neg_ph = self.neg(ph);
        let pe = self.fma(t, d(PI_H), neg_ph);
        let pl = self.fma(t, d(PI_L), pe);
        let p2 = self.mul(ph, ph);
        let (sh, sl) = self.sin_pair(ph, pl, p2);
        let sin = self.add(sh, sl);
        let (ch, cl) = self.cos_pair(ph, pl, p2);
        let cos = self.add(ch, cl);
        (sin, cos)
    }

    /// `(sin p, cos p)` for `p = ph + pl`, `|ph| <= pi/4` and `pl` below its
    /// ulp, each as an unnormalised pair (high part, the rest).
    pub(crate) fn sin_cos_pair(&mut self, ph: O, pl: O) -> ((O, O), (O, O)) {
        let p2 = self.mul(ph, ph);
        let s = self.sin_pair(ph, pl, p2);
        let c = self.cos_pair(ph, pl, p2);
        (s, c)
    }

    /// `sin p` as `sin_cos_pair` gives it, `p2 = ph^2`: `p + p^3 S(p^2)`,
    /// the pair's low part added.
    fn sin_pair(&mut self, ph: O, pl: O, p2: O) -> (O, O) {
        let sp = self.horner(&sin_taylor(), p2);
        let p3 = self.mul(p2, ph);
        let tail = self.fma(p3, sp, pl);
        (ph, tail)
    }

    /// `cos p` as `sin_cos_pair` gives it, `p2 = ph^2`: `1 - p^2/2 + p^4
    /// C(p^2)`, with `p^2/2` as a pair.
    fn cos_pair(&mut self, ph: O, pl: O, p2: O) -> (O, O) {
        let half_ph = self.mul(ph, d(0.5));
        let hh = self.mul(half_ph, ph);
        let neg_hh = self.neg(hh);
        let hl = self.fma(half_ph, ph, neg_hh);
        let hl = self.fma(ph, pl, hl);
        let cp = self.horner(&cos_taylor(), p2);
        let p4 = self.mul(p2, p2);
        let c4 = self.mul(p4, cp);
        let (a, b) = self.two_sum(d(1.0), neg_hh);
        let lo = self.sub(b, hl);
        let lo = self.add(lo, c4);
        (a, lo)
    }

    /// `x = n/2 + t`: `(t, n mod 4)` (the quadrant as an `f64` in `0..4`).
    fn reduce_half(&mut self, x: O) -> (O, O) {
        // By the period 2 first, exactly (so 2x cannot overflow).
        let half = self.mul(x, d(0.5));
        let k = self.rint(half);
        let x = self.fma(k, d(-2.0), x);
        let two_x = self.mul(x, d(2.0));
        let n = self.rint(two_x);
        let half_n = self.mul(n, d(0.5));
        let t = self.sub(x, half_n);
        let quarter = self.mul(n, d(0.25));
        let fq = self.floor(quarter);
        let q = self.fma(fq, d(-4.0), n);
        (t, q)
    }

    /// One of four values by the quadrant `q` (an `f64` in `0..4`).
    pub(crate) fn by_quadrant(&mut self, q: O, v: [O; 4]) -> O {
        let is1 = self.cmp(Cond::FEq, q, d(1.0));
        let is2 = self.cmp(Cond::FEq, q, d(2.0));
        let is3 = self.cmp(Cond::FEq, q, d(3.0));
        let r = self.sel(is1, v[1], v[0]);
        let r = self.sel(is2, v[2], r);
        self.sel(is3, v[3], r)
    }

    /// `sin(pi x)` of an `f64`.
    pub(crate) fn sinpi64(&mut self, x: O) -> O {
        let (t, q) = self.reduce_half(x);
        let (s, c) = self.sin_cos_pi_small(t);
        let ns = self.neg(s);
        let nc = self.neg(c);
        let r = self.by_quadrant(q, [s, c, ns, nc]);
        // +-0 keep their sign; integers give a zero of x's sign.
        let zero = self.cmp(Cond::FEq, r, d(0.0));
        let signed_zero = self.copysign(d(0.0), x);
        let r = self.sel(zero, signed_zero, r);
        let ax = self.abs(x);
        let inf = self.cmp(Cond::FEq, ax, d(f64::INFINITY));
        self.sel(inf, d(f64::NAN), r)
    }

    /// `cos(pi x)` of an `f64`.
    pub(crate) fn cospi64(&mut self, x: O) -> O {
        let (t, q) = self.reduce_half(x);
        let (s, c) = self.sin_cos_pi_small(t);
        let ns = self.neg(s);
        let nc = self.neg(c);
        let r = self.by_quadrant(q, [c, ns, nc, s]);
        // cos(pi (n + 1/2)) is +0.
        let r = self.add(r, d(0.0));
        let ax = self.abs(x);
        let inf = self.cmp(Cond::FEq, ax, d(f64::INFINITY));
        self.sel(inf, d(f64::NAN), r)
    }

    /// `atan(b)` for `0 <= b <= 1` as a pair.
    pub(crate) fn atan_unit_pair(&mut self, b: O) -> (O, O) {
        self.atan_unit(b)
    }

    /// `atan(b)` for `0 <= b <= 1` as a pair.
    fn atan_unit(&mut self, b: O) -> (O, O) {
        let big = self.cmp(Cond::FGt, b, d(TAN_PI_12));
        // (b sqrt3 - 1) / (b + sqrt3), the numerator as one rounding.
        let num = self.fma(b, d(SQRT3_H), d(-1.0));
        let num = self.fma(b, d(SQRT3_L), num);
        let (den, dl) = self.two_sum(b, d(SQRT3_H));
        let dl = self.add(dl, d(SQRT3_L));
        let reduced = self.div(num, den);
        // The quotient's rest, so that t is a pair (t + tl).
        let neg_t = self.neg(reduced);
        let rest = self.fma(neg_t, den, num);
        let rest = self.fma(neg_t, dl, rest);
        let tl = self.div(rest, den);
        let t = self.sel(big, reduced, b);
        let tl = self.sel(big, tl, d(0.0));
        let t2 = self.mul(t, t);
        let c = self.horner(&atan_taylor(), t2);
        let t3 = self.mul(t2, t);
        let p = self.mul(t3, c);
        let base_h = self.sel(big, d(PIO6_H), d(0.0));
        let base_l = self.sel(big, d(PIO6_L), d(0.0));
        let (h, l) = self.two_sum(base_h, t);
        let l = self.add(l, p);
        let l = self.add(l, base_l);
        // d atan / dt = 1 / (1 + t^2), about 1 - t^2.
        let neg_t2 = self.neg(t2);
        let tl = self.fma(neg_t2, tl, tl);
        let l = self.add(l, tl);
        self.two_sum(h, l)
    }

    /// `atan x` of an `f64`.
    pub(crate) fn atan64(&mut self, x: O) -> O {
        let a = self.abs(x);
        let inv = self.cmp(Cond::FGt, a, d(1.0));
        let ra = self.div(d(1.0), a);
        let b = self.sel(inv, ra, a);
        let (h, l) = self.atan_unit(b);
        // pi/2 - (h + l) above 1.
        let neg_h = self.neg(h);
        let (ch, cl) = self.two_sum(d(PIO2_H), neg_h);
        let cl = self.add(cl, d(PIO2_L));
        let cl = self.sub(cl, l);
        let c = self.add(ch, cl);
        let direct = self.add(h, l);
        let r = self.sel(inv, c, direct);
        let r = self.copysign(r, x);
        let nan = self.is_nan(x);
        self.sel(nan, x, r)
    }

    /// `asin s` for `0 <= s <= 1/2` as a pair, `s + sl` its argument.
    fn asin_small(&mut self, s: O, sl: O) -> (O, O) {
        let s2 = self.mul(s, s);
        let c = self.horner(&asin_taylor(), s2);
        let s3 = self.mul(s2, s);
        let p = self.mul(s3, c);
        let (h, l) = self.two_sum(s, p);
        // d asin / ds = 1 / sqrt(1 - s^2), about 1 + s^2/2.
        let k = self.fma(s2, d(0.5), d(1.0));
        let l = self.fma(sl, k, l);
        (h, l)
    }

    /// `(sqrt((1 - a)/2), its pair's low part)` for `1/2 <= a <= 1`.
    fn half_versine_root(&mut self, a: O) -> (O, O) {
        let one_minus = self.sub(d(1.0), a);
        let z = self.mul(one_minus, d(0.5));
        let s = self.sqrt(z);
        let neg_s = self.neg(s);
        let res = self.fma(neg_s, s, z);
        let two_s = self.mul(s, d(2.0));
        let sl = self.div(res, two_s);
        let zero = self.cmp(Cond::FEq, s, d(0.0));
        let sl = self.sel(zero, d(0.0), sl);
        (s, sl)
    }

    /// `asin x` of an `f64`.
    pub(crate) fn asin64(&mut self, x: O) -> O {
        let a = self.abs(x);
        let small = self.cmp(Cond::FLe, a, d(0.5));
        let (h1, l1) = self.asin_small(a, d(0.0));
        let direct = self.add(h1, l1);
        // pi/2 - 2 asin(sqrt((1 - a)/2)).
        let (s, sl) = self.half_versine_root(a);
        let (h2, l2) = self.asin_small(s, sl);
        let h2x = self.mul(h2, d(-2.0));
        let (ch, cl) = self.two_sum(d(PIO2_H), h2x);
        let l2x = self.mul(l2, d(-2.0));
        let cl = self.add(cl, l2x);
        let cl = self.add(cl, d(PIO2_L));
        let far = self.add(ch, cl);
        let r = self.sel(small, direct, far);
        let r = self.copysign(r, x);
        let out = self.cmp(Cond::FGtU, a, d(1.0));
        let r = self.sel(out, d(f64::NAN), r);
        let nan = self.is_nan(x);
        self.sel(nan, x, r)
    }

    /// `acos x` of an `f64`.
    pub(crate) fn acos64(&mut self, x: O) -> O {
        let a = self.abs(x);
        let small = self.cmp(Cond::FLe, a, d(0.5));
        // |x| <= 1/2: pi/2 - asin x.
        let (h1, l1) = self.asin_small(a, d(0.0));
        let h1 = self.copysign(h1, x);
        let l1 = self.copysign(l1, x);
        let neg_h1 = self.neg(h1);
        let (ch, cl) = self.two_sum(d(PIO2_H), neg_h1);
        let cl = self.sub(cl, l1);
        let cl = self.add(cl, d(PIO2_L));
        let mid = self.add(ch, cl);
        // Otherwise 2 asin(sqrt((1 - |x|)/2)), or pi minus it below 0.
        let (s, sl) = self.half_versine_root(a);
        let (h2, l2) = self.asin_small(s, sl);
        let h2 = self.mul(h2, d(2.0));
        let l2 = self.mul(l2, d(2.0));
        let pos = self.add(h2, l2);
        let neg_h2 = self.neg(h2);
        let (nh, nl) = self.two_sum(d(PI_H), neg_h2);
        let nl = self.sub(nl, l2);
        let nl = self.add(nl, d(PI_L));
        let negv = self.add(nh, nl);
        let below = self.cmp(Cond::FLt, x, d(0.0));
        let far = self.sel(below, negv, pos);
        let r = self.sel(small, mid, far);
        let out = self.cmp(Cond::FGtU, a, d(1.0));
        let r = self.sel(out, d(f64::NAN), r);
        let nan = self.is_nan(x);
        self.sel(nan, x, r)
    }

    /// `(sqrt(sum x_i^2) as a pair (r, c), k)`: the norm is `(r + c) 2^k`.
    fn norm64_parts(&mut self, xs: &[O]) -> (O, O, O) {
        let abs: Vec<O> = xs.iter().map(|&x| self.abs(x)).collect();
        let mut big = abs[0];
        for &a in &abs[1..] {
            big = self.max(big, a);
        }
        // k: the exponent of the largest (of its scaled value, subnormals).
        let sub = self.cmp(Cond::FLt, big, d(f64::MIN_POSITIVE));
        let scaled = self.mul(big, d(18_014_398_509_481_984.0));
        let bb = self.sel(sub, scaled, big);
        let b = self.bits(bb);
        let e = self.i(BinaryOp::ShrU, b, int(52));
        let e = self.i(BinaryOp::Sub, e, int(1023));
        let k = self
            .e
            .convert(Type::F64, Type::I64, true, Some(Rounding::Rn), e);
        let adj = self.sel(sub, d(-54.0), d(0.0));
        let k = self.add(k, adj);
        let zero = self.cmp(Cond::FEq, big, d(0.0));
        let k = self.sel(zero, d(0.0), k);
        let finite = self.cmp(Cond::FLt, big, d(f64::INFINITY));
        let k = self.sel(finite, k, d(0.0));
        let minus_k = self.neg(k);
        let mut sh = d(0.0);
        let mut sl = d(0.0);
        for &a in &abs {
            let v = self.scale(a, minus_k);
            let h = self.mul(v, v);
            let neg_h = self.neg(h);
            let l = self.fma(v, v, neg_h);
            let (s, e2) = self.two_sum(sh, h);
            sh = s;
            let t = self.add(e2, l);
            sl = self.add(sl, t);
        }
        let r = self.sqrt(sh);
        let neg_r = self.neg(r);
        let res = self.fma(neg_r, r, sh);
        let res = self.add(res, sl);
        let two_r = self.mul(r, d(2.0));
        let c = self.div(res, two_r);
        let c = self.sel(zero, d(0.0), c);
        (r, c, k)
    }

    /// The value at infinite and NaN operands: `+inf` where one is infinite,
    /// else NaN where one is a NaN, else `v`.
    fn norm_edges(&mut self, xs: &[O], v: O, inf_value: f64) -> O {
        let mut any_nan = self.is_nan(xs[0]);
        let mut any_inf = {
            let a = self.abs(xs[0]);
            self.cmp(Cond::FEq, a, d(f64::INFINITY))
        };
        for &x in &xs[1..] {
            let n = self.is_nan(x);
            any_nan = self.or(any_nan, n);
            let a = self.abs(x);
            let i = self.cmp(Cond::FEq, a, d(f64::INFINITY));
            any_inf = self.or(any_inf, i);
        }
        let v = self.sel(any_nan, d(f64::NAN), v);
        self.sel(any_inf, d(inf_value), v)
    }

    /// `sqrt(sum x_i^2)` of `f64`s (`hypot`, `norm3d`, `norm4d`).
    pub(crate) fn norm64(&mut self, xs: &[O]) -> O {
        let (r, c, k) = self.norm64_parts(xs);
        let v = self.add(r, c);
        let v = self.scale(v, k);
        self.norm_edges(xs, v, f64::INFINITY)
    }

    /// `1 / sqrt(sum x_i^2)` of `f64`s (`rhypot`, `rnorm3d`, `rnorm4d`).
    pub(crate) fn rnorm64(&mut self, xs: &[O]) -> O {
        let (r, c, k) = self.norm64_parts(xs);
        let q = self.div(d(1.0), r);
        // One Newton step: q + q (1 - q (r + c)).
        let neg_q = self.neg(q);
        let e = self.fma(neg_q, r, d(1.0));
        let e = self.fma(neg_q, c, e);
        let q = self.fma(q, e, q);
        let minus_k = self.neg(k);
        let v = self.scale(q, minus_k);
        let zero = self.cmp(Cond::FEq, r, d(0.0));
        let v = self.sel(zero, d(f64::INFINITY), v);
        self.norm_edges(xs, v, 0.0)
    }
}
