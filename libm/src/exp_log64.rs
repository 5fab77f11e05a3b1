//! The `f64` exponentials and logarithms (`__nv_exp`, `__nv_exp2`,
//! `__nv_exp10`, `__nv_expm1`, `__nv_log`, `__nv_log2`, `__nv_log10`,
//! `__nv_log1p`), within libdevice's bound of 1 ulp. `f64` has no wider type
//! to compute in, so the steps whose rounding would cost a good part of an
//! ulp are carried as double-double pairs (error-free `TwoSum` and `fma`
//! products):
//!
//! - `e^x = 2^n e^r`, `n = rint(x / ln 2)`, `r = x - n ln 2` as a pair
//!   (`ln 2` in two parts, the first of 32 bits so that `n` times it is exact,
//!   and `x - n ln2_hi` exact by Sterbenz), `e^r = 1 + r + r^2 P(r)` (Taylor
//!   to degree 13: `0.35^14 / 14! < 2^-57`), the pair's low part added to the
//!   small terms; `2^n` in two exponent fields, so a subnormal result rounds
//!   once. Error: half an ulp from the last rounding, about 0.3 more from the
//!   small terms.
//! - `exp2` reduces exactly (`x - rint(x)`) and multiplies by `ln 2` as a
//!   pair; `exp10` forms `x ln 10` as a pair first.
//! - `expm1` keeps `e^r - 1` as a pair and subtracts 1 from `2^n e^r` as a
//!   pair (`n = 0`: `e^r - 1` itself, with no cancellation).
//! - `ln x = k ln 2 + ln(1 + f)`, `x = 2^k (1 + f)`, `1 + f` in `[sqrt(1/2),
//!   sqrt(2))`, `ln(1 + f) = f - f^2/2 + s (f^2/2 + R(s^2))` with `s = f /
//!   (2 + f)` and `R(z) = sum 2 z^k / (2k + 1)` (12 terms), `f - f^2/2` exact
//!   as a pair: the logarithm as a pair to about 2^-56, rounded once (`log`),
//!   or multiplied by `log2 e` or `log10 e` as a pair first (`log2`,
//!   `log10`); `log1p` takes `1 + x` as a `TwoSum` pair and adds `err / (1 +
//!   x)`.

use super::{d, int, Ops};
use tilelift_mir::{BinaryOp, Cond, Emit, Operand, Rounding, Type};

type O = Operand;

/// `ln 2` in two parts: the first of 32 significant bits (so `n` times it is
/// exact for `|n| < 2^21`), the second the rest.
pub(crate) const LN2_HI: f64 = f64::from_bits(0x3FE6_2E42_FEE0_0000);
pub(crate) const LN2_LO: f64 = f64::from_bits(0x3DEA_39EF_3579_3C76);
/// `ln 2` to 106 bits: the nearest `f64` and the rest.
pub(crate) const LN2_H: f64 = std::f64::consts::LN_2;
pub(crate) const LN2_L: f64 = 2.319_046_813_846_299_6e-17;
/// `ln 10` to 106 bits.
const LN10_H: f64 = std::f64::consts::LN_10;
const LN10_L: f64 = -2.170_756_223_382_249_4e-16;
/// `log2 e` and `log10 e` to 106 bits.
const LOG2E_H: f64 = std::f64::consts::LOG2_E;
const LOG2E_L: f64 = 2.035_527_374_093_103_3e-17;
const LOG10E_H: f64 = std::f64::consts::LOG10_E;
const LOG10E_L: f64 = 1.098_319_650_216_765e-17;
const INV_LN2: f64 = std::f64::consts::LOG2_E;

/// `1 / k!` for `k = 13` down to 2: `(e^r - 1 - r) / r^2` by Horner.
const EXP_TAYLOR: [f64; 12] = [
    1.0 / 6_227_020_800.0,
    1.0 / 479_001_600.0,
    1.0 / 39_916_800.0,
    1.0 / 3_628_800.0,
    1.0 / 362_880.0,
    1.0 / 40_320.0,
    1.0 / 5_040.0,
    1.0 / 720.0,
    1.0 / 120.0,
    1.0 / 24.0,
    1.0 / 6.0,
    0.5,
];

/// `2 / (2k + 1)` for `k = 12` down to 1: `R(z)` of the logarithm.
pub(crate) const LOG_R: [f64; 12] = [
    2.0 / 25.0,
    2.0 / 23.0,
    2.0 / 21.0,
    2.0 / 19.0,
    2.0 / 17.0,
    2.0 / 15.0,
    2.0 / 13.0,
    2.0 / 11.0,
    2.0 / 9.0,
    2.0 / 7.0,
    2.0 / 5.0,
    2.0 / 3.0,
];

impl<E: Emit> Ops<'_, E> {
    /// `e^(rh + rl) - 1` as a pair `(qh, ql)`, for `|rh| <= 0.35` and `rl`
    /// below `rh`'s ulp.
    pub(crate) fn expm1_pair(&mut self, rh: O, rl: O) -> (O, O) {
        let p = self.horner(&EXP_TAYLOR, rh);
        let r2 = self.mul(rh, rh);
        let s = self.mul(r2, p);
        let t = self.add(s, rl);
        self.two_sum(rh, t)
    }

    /// `x - n ln 2` as a pair, for `n = rint(x / ln 2)`, `|x| <= 800`.
    pub(crate) fn reduce_ln2(&mut self, x: O, n: O) -> (O, O) {
        let minus_n = self.neg(n);
        // Exact: `n ln2_hi` has at most 43 bits and lies within a factor 2
        // of `x` where `n != 0`.
        let r1 = self.fma(minus_n, d(LN2_HI), x);
        let t = self.mul(n, d(LN2_LO));
        let t = self.neg(t);
        self.two_sum(r1, t)
    }

    /// `e^(h + l) = 2^n (1 + qh + ql)` as `(qh, ql, n)` for a pair whose
    /// `h` the caller keeps in range: `n` the integer nearest `h / ln 2`,
    /// `h - n ln 2` reduced by [`Ops::reduce_ln2`], `l` added to its low part.
    pub(crate) fn exp_parts_of_pair(&mut self, h: O, l: O) -> (O, O, O) {
        let y = self.mul(h, d(INV_LN2));
        let n = self.rint(y);
        let (rh, rl) = self.reduce_ln2(h, n);
        let rl = self.add(rl, l);
        let (rh, rl) = self.two_sum(rh, rl);
        let (qh, ql) = self.expm1_pair(rh, rl);
        (qh, ql, n)
    }

    /// `2^n (1 + qh + ql)`, rounded once (two exponent fields).
    pub(crate) fn exp_scale(&mut self, qh: O, ql: O, n: O) -> O {
        let one = self.add(ql, d(1.0));
        let v = self.add(one, qh);
        self.scale(v, n)
    }

    /// `e^x`, or `0` below `lo` and `inf` above `hi` (NaN through).
    fn exp_limits(&mut self, x: O, v: O, lo: f64, hi: f64) -> O {
        let over = self.cmp(Cond::FGt, x, d(hi));
        let under = self.cmp(Cond::FLt, x, d(lo));
        let v = self.sel(over, d(f64::INFINITY), v);
        self.sel(under, d(0.0), v)
    }

    /// `e^x` of an `f64`.
    pub(crate) fn exp64(&mut self, x: O) -> O {
        let xc = self.clamp(x, 800.0);
        let y = self.mul(xc, d(INV_LN2));
        let n = self.rint(y);
        let (rh, rl) = self.reduce_ln2(xc, n);
        let (qh, ql) = self.expm1_pair(rh, rl);
        let v = self.exp_scale(qh, ql, n);
        let v = self.nan_through(x, v);
        self.exp_limits(x, v, -745.2, 709.782_712_893_384)
    }

    /// `e^x / 2` of a finite `x <= 711`: `exp64`'s steps, scaled by
    /// `2^(n - 1)` (rounded once, overflowing where `e^x / 2` does).
    pub(crate) fn exp_halved(&mut self, x: O) -> O {
        let xc = self.clamp(x, 800.0);
        let y = self.mul(xc, d(INV_LN2));
        let n = self.rint(y);
        let (rh, rl) = self.reduce_ln2(xc, n);
        let (qh, ql) = self.expm1_pair(rh, rl);
        let n1 = self.sub(n, d(1.0));
        self.exp_scale(qh, ql, n1)
    }

    /// `2^x` of an `f64`.
    pub(crate) fn exp2_64(&mut self, x: O) -> O {
        let xc = self.clamp(x, 1200.0);
        let n = self.rint(xc);
        let f = self.sub(xc, n);
        let rh = self.mul(f, d(LN2_H));
        let neg_rh = self.neg(rh);
        let e = self.fma(f, d(LN2_H), neg_rh);
        let rl = self.fma(f, d(LN2_L), e);
        let (qh, ql) = self.expm1_pair(rh, rl);
        let v = self.exp_scale(qh, ql, n);
        let v = self.nan_through(x, v);
        self.exp_limits(x, v, -1076.0, 1024.0)
    }

    /// `10^x` of an `f64`.
    pub(crate) fn exp10_64(&mut self, x: O) -> O {
        let xc = self.clamp(x, 400.0);
        // `x ln 10` as a pair.
        let ph = self.mul(xc, d(LN10_H));
        let neg_ph = self.neg(ph);
        let e = self.fma(xc, d(LN10_H), neg_ph);
        let pl = self.fma(xc, d(LN10_L), e);
        let y = self.mul(ph, d(INV_LN2));
        let n = self.rint(y);
        let minus_n = self.neg(n);
        let r1 = self.fma(minus_n, d(LN2_HI), ph);
        let t = self.fma(minus_n, d(LN2_LO), pl);
        let (rh, rl) = self.two_sum(r1, t);
        let (qh, ql) = self.expm1_pair(rh, rl);
        let v = self.exp_scale(qh, ql, n);
        let v = self.nan_through(x, v);
        self.exp_limits(x, v, -324.0, 308.254_715_559_916_74)
    }

    /// `e^x` as a pair `(h, l)` for a finite `|x| <= 709` (`2^n (1 + q)`
    /// with `1 + q` a `TwoSum` pair, scaled exactly).
    pub(crate) fn exp_pair64(&mut self, x: O) -> (O, O) {
        let xc = self.clamp(x, 709.0);
        let y = self.mul(xc, d(INV_LN2));
        let n = self.rint(y);
        let (rh, rl) = self.reduce_ln2(xc, n);
        let (qh, ql) = self.expm1_pair(rh, rl);
        self.one_plus_scaled(qh, ql, n)
    }

    /// `2^n (1 + qh + ql)` as a pair, exactly scaled.
    fn one_plus_scaled(&mut self, qh: O, ql: O, n: O) -> (O, O) {
        let (a, b) = self.two_sum(d(1.0), qh);
        let b = self.add(b, ql);
        let nc = self.clamp(n, 1100.0);
        let half = self.mul(nc, d(0.5));
        let n1 = self.floor(half);
        let n2 = self.sub(nc, n1);
        let s1 = self.pow2(n1);
        let s2 = self.pow2(n2);
        let ah = self.mul(a, s1);
        let ah = self.mul(ah, s2);
        let bl = self.mul(b, s1);
        let bl = self.mul(bl, s2);
        (ah, bl)
    }

    /// `e^x - 1` as a pair, for a finite `x` in `[-40, 709]`.
    pub(crate) fn expm1_pair64(&mut self, x: O) -> (O, O) {
        let xc = self.clamp(x, 800.0);
        let y = self.mul(xc, d(INV_LN2));
        let n = self.rint(y);
        let (rh, rl) = self.reduce_ln2(xc, n);
        let (qh, ql) = self.expm1_pair(rh, rl);
        // n = 0: e^r - 1 itself. Otherwise 2^n (1 + q) - 1 as pairs.
        let (ah, bl) = self.one_plus_scaled(qh, ql, n);
        let (c, dd) = self.two_sum(ah, d(-1.0));
        let lo = self.add(dd, bl);
        let is_zero_n = self.cmp(Cond::FEq, n, d(0.0));
        let h = self.sel(is_zero_n, qh, c);
        let l = self.sel(is_zero_n, ql, lo);
        (h, l)
    }

    /// `e^x - 1` of an `f64`.
    pub(crate) fn expm1_64(&mut self, x: O) -> O {
        let (h, l) = self.expm1_pair64(x);
        let v = self.add(h, l);
        let v = self.nan_through(x, v);
        let v = self.exp_limits(x, v, -1e300, 709.782_712_893_384);
        let tiny = self.cmp(Cond::FLt, x, d(-40.0));
        let v = self.sel(tiny, d(-1.0), v);
        // +-0 and |x| below 2^-54 give x.
        let ax = self.abs(x);
        let keep = self.cmp(Cond::FLt, ax, d(5.551_115_123_125_783e-17));
        self.sel(keep, x, v)
    }

    /// `v`, or `x` where `x` is a NaN.
    fn nan_through(&mut self, x: O, v: O) -> O {
        let nan = self.is_nan(x);
        self.sel(nan, x, v)
    }

    /// `x = 2^k (1 + f)` with `1 + f` in `[sqrt(1/2), sqrt(2)]`, for a
    /// positive finite `x` (subnormals scaled up first): `(k, f)`, both
    /// exact.
    pub(crate) fn log_reduce(&mut self, x: O) -> (O, O) {
        let sub = self.cmp(Cond::FLt, x, d(f64::MIN_POSITIVE));
        let scaled = self.mul(x, d(18_014_398_509_481_984.0)); // 2^54
        let xs = self.sel(sub, scaled, x);
        let k_adj = self.sel(sub, d(-54.0), d(0.0));
        let b = self.bits(xs);
        let e = self.i(BinaryOp::ShrU, b, int(52));
        let e = self.i(BinaryOp::Sub, e, int(1023));
        let k = self
            .e
            .convert(Type::F64, Type::I64, true, Some(Rounding::Rn), e);
        let k = self.add(k, k_adj);
        let mant = self.i(BinaryOp::And, b, int(0x000F_FFFF_FFFF_FFFF));
        let mant = self.i(BinaryOp::Or, mant, int(0x3FF0_0000_0000_0000));
        let m = self.float_of(mant);
        let big = self.cmp(Cond::FGt, m, d(std::f64::consts::SQRT_2));
        let m_half = self.mul(m, d(0.5));
        let m = self.sel(big, m_half, m);
        let k1 = self.add(k, d(1.0));
        let k = self.sel(big, k1, k);
        let f = self.sub(m, d(1.0));
        (k, f)
    }

    /// `ln x` as a pair, for a positive finite `x` (subnormals included).
    pub(crate) fn log_pair(&mut self, x: O) -> (O, O) {
        let (k, f) = self.log_reduce(x);
        let two_f = self.add(f, d(2.0));
        let s = self.div(f, two_f);
        let z = self.mul(s, s);
        let rz = self.horner(&LOG_R, z);
        let rz = self.mul(rz, z);
        let half_f = self.mul(f, d(0.5));
        let hf = self.mul(half_f, f);
        let neg_hf = self.neg(hf);
        let hf_lo = self.fma(half_f, f, neg_hf);
        let hr = self.add(hf, rz);
        let bterm = self.mul(s, hr);
        let (a, b) = self.two_sum(f, neg_hf);
        let lo = self.sub(b, hf_lo);
        let lo = self.add(lo, bterm);
        let kh = self.mul(k, d(LN2_HI));
        let kl = self.mul(k, d(LN2_LO));
        let (h, l1) = self.two_sum(kh, a);
        let lo = self.add(lo, kl);
        let l = self.add(l1, lo);
        (h, l)
    }

    /// The value of `log_pair`'s function at the edges: NaN below 0 and for
    /// a NaN, `-inf` at 0, `+inf` at `+inf`.
    fn log_edges(&mut self, x: O, v: O) -> O {
        let zero = self.cmp(Cond::FEq, x, d(0.0));
        let v = self.sel(zero, d(f64::NEG_INFINITY), v);
        let inf = self.cmp(Cond::FEq, x, d(f64::INFINITY));
        let v = self.sel(inf, x, v);
        let bad = self.cmp(Cond::FLtU, x, d(0.0));
        self.sel(bad, d(f64::NAN), v)
    }

    /// A positive finite stand-in for `x` where `x` is not one (the result is
    /// replaced at the edges).
    fn log_arg(&mut self, x: O) -> O {
        let ok = self.cmp(Cond::FGt, x, d(0.0));
        let finite = self.cmp(Cond::FLt, x, d(f64::INFINITY));
        let ok = self.and(ok, finite);
        self.sel(ok, x, d(1.0))
    }

    /// `ln x` of an `f64`.
    pub(crate) fn log64(&mut self, x: O) -> O {
        let xa = self.log_arg(x);
        let (h, l) = self.log_pair(xa);
        let v = self.add(h, l);
        self.log_edges(x, v)
    }

    /// `(h + l) (ch + cl)`, rounded once.
    pub(crate) fn mul_pair(&mut self, h: O, l: O, ch: f64, cl: f64) -> O {
        let ph = self.mul(h, d(ch));
        let neg = self.neg(ph);
        let pe = self.fma(h, d(ch), neg);
        let t = self.mul(l, d(ch));
        let t = self.fma(h, d(cl), t);
        let pl = self.add(pe, t);
        self.add(ph, pl)
    }

    /// `log2 x` of an `f64`.
    pub(crate) fn log2_64(&mut self, x: O) -> O {
        let xa = self.log_arg(x);
        let (h, l) = self.log_pair(xa);
        let v = self.mul_pair(h, l, LOG2E_H, LOG2E_L);
        self.log_edges(x, v)
    }

    /// `log10 x` of an `f64`.
    pub(crate) fn log10_64(&mut self, x: O) -> O {
        let xa = self.log_arg(x);
        let (h, l) = self.log_pair(xa);
        let v = self.mul_pair(h, l, LOG10E_H, LOG10E_L);
        self.log_edges(x, v)
    }

    /// `ln(1 + x)` of an `f64`.
    pub(crate) fn log1p64(&mut self, x: O) -> O {
        let (u, err) = self.two_sum(d(1.0), x);
        let ua = self.log_arg(u);
        let (h, l) = self.log_pair(ua);
        let c = self.div(err, ua);
        let l = self.add(l, c);
        let v = self.add(h, l);
        let v = self.log_edges(u, v);
        // `1 + x` rounds to 0 only at x = -1 (then `err` is 0): -inf; below
        // -1 a NaN; +-0 and the tiny `x` give `x`.
        let below = self.cmp(Cond::FLt, x, d(-1.0));
        let v = self.sel(below, d(f64::NAN), v);
        let ax = self.abs(x);
        let keep = self.cmp(Cond::FLt, ax, d(1.110_223_024_625_156_5e-16));
        self.sel(keep, x, v)
    }
}
