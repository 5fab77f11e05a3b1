//! The `f64` power functions (`__nv_pow`, `__nv_powi`), within libdevice's
//! bound of 2 ulp.
//!
//! `x^y = e^(y ln|x|)`: the result's relative error is the absolute error of
//! `y ln|x|`, which reaches about 745 before the result overflows or
//! underflows, so `ln|x|` is needed to about 2^-63 relative, past what
//! `log_pair`'s 2^-56 gives. Here:
//!
//! - `|x| = 2^k (1 + f)`, `1 + f` in `[sqrt(1/2), sqrt(2))` (subnormals
//!   scaled first), `ln(1 + f) = 2 atanh(s)`, `s = f / (2 + f)`, with `s` as
//!   a pair (the quotient's exact residual), `2s` and `2 s^3 / 3` as pairs
//!   (`s^2`, `s^3` by `fma` products, `2/3` to 106 bits) and the rest, `s^5
//!   (2/5 + 2 s^2/7 + ... + 2 s^20/25)` (below `2^-12` of the whole), in
//!   `f64`; `k ln 2` as a pair (`ln 2` to 106 bits): `ln|x|` to about 2^-65;
//! - `y ln|x|` as a pair (an `fma` product), reduced by `ln 2` as `exp` does
//!   (`n = rint(p / ln 2)`, `p - n ln2_hi` exact), the pair's low part added
//!   to the reduced argument's, then `exp`'s core (`e^r - 1` as a pair,
//!   `2^n (1 + q)` rounded once, overflow and underflow included);
//! - the sign `-` for a negative `x` and an odd integer `y`, NaN for a
//!   negative `x` and a finite `y` that is not an integer, and the special
//!   values of C99's `pow` (`pow(x, ±0) = 1` and `pow(1, y) = 1` even for a
//!   NaN, `pow(-1, ±inf) = 1`, the zeros and infinities of `x` by `y`'s sign
//!   and parity, infinite `y` by `|x|` against 1).
//!
//! `__nv_powi(x, n)` is `pow(x, n)` of the integer converted (exactly).

use super::exp_log64::{LN2_H, LN2_L, LOG_R};
use super::{d, Ops};
use tilelift_mir::{BinaryOp, Cond, Emit, Operand, Type};

type O = Operand;

/// `2/3` to 106 bits.
const TWO_THIRDS_H: f64 = 2.0 / 3.0;
const TWO_THIRDS_L: f64 = 3.700_743_415_417_188e-17;

impl<E: Emit> Ops<'_, E> {
    /// `(a + b) (c + e)`'s pair, for `b`, `e` below the ulps of `a`, `c`.
    fn mul_pairs(&mut self, a: O, b: O, c: O, e: O) -> (O, O) {
        let h = self.mul(a, c);
        let neg_h = self.neg(h);
        let l = self.fma(a, c, neg_h);
        let cross = self.mul(b, c);
        let cross = self.fma(a, e, cross);
        (h, self.add(l, cross))
    }

    /// `ln x` as a pair to about 2^-65 relative, for a positive finite `x`
    /// (subnormals included).
    pub(crate) fn log_pair_accurate(&mut self, x: O) -> (O, O) {
        let (k, f) = self.log_reduce(x);
        // s = f / (2 + f) as a pair.
        let (dh, dl) = self.two_sum(d(2.0), f);
        let sh = self.div(f, dh);
        let neg_sh = self.neg(sh);
        let rest = self.fma(neg_sh, dh, f);
        let rest = self.fma(neg_sh, dl, rest);
        let sl = self.div(rest, dh);
        // 2 s^3 / 3 as a pair, and the tail s^5 T(s^2).
        let (s2h, s2l) = self.mul_pairs(sh, sl, sh, sl);
        let (s3h, s3l) = self.mul_pairs(s2h, s2l, sh, sl);
        let (th, tl) = self.mul_pairs(s3h, s3l, d(TWO_THIRDS_H), d(TWO_THIRDS_L));
        // `2 / (2k + 1)` for `k = 12` down to 2 (the logarithm's `R(z)`
        // without its last term): `(atanh(s) - s - s^3/3) 2 / s^5` in `s^2`.
        let tail = self.horner(&LOG_R[..LOG_R.len() - 1], s2h);
        let s5 = self.mul(s3h, s2h);
        let tail = self.mul(s5, tail);
        // ln(1 + f) = 2s + 2 s^3/3 + tail.
        let two_sh = self.mul(sh, d(2.0));
        let two_sl = self.mul(sl, d(2.0));
        let (a, a_lo) = self.two_sum(two_sh, th);
        let lo = self.add(tail, tl);
        let lo = self.add(lo, two_sl);
        let lo = self.add(lo, a_lo);
        // k ln 2 as a pair, plus.
        let kh = self.mul(k, d(LN2_H));
        let neg_kh = self.neg(kh);
        let ke = self.fma(k, d(LN2_H), neg_kh);
        let kl = self.fma(k, d(LN2_L), ke);
        let (h, h_lo) = self.two_sum(kh, a);
        let l = self.add(lo, kl);
        let l = self.add(l, h_lo);
        self.two_sum(h, l)
    }

    /// `|x|^y` for finite positive `|x|` (other `x` give a value that
    /// [`Self::pow64`] replaces).
    fn pow_magnitude(&mut self, ax: O, y: O) -> O {
        let ok = self.cmp(Cond::FGt, ax, d(0.0));
        let finite = self.cmp(Cond::FLt, ax, d(f64::INFINITY));
        let ok = self.and(ok, finite);
        let ax = self.sel(ok, ax, d(1.0));
        let (lh, ll) = self.log_pair_accurate(ax);
        let ph = self.mul(y, lh);
        let neg_ph = self.neg(ph);
        let pe = self.fma(y, lh, neg_ph);
        let pl = self.fma(y, ll, pe);
        let (qh, ql, n) = self.exp_pair_parts(ph, pl);
        self.exp_scale(qh, ql, n)
    }

    /// `x^y` of `f64`s, with C99's special values.
    pub(crate) fn pow64(&mut self, x: O, y: O) -> O {
        let ax = self.abs(x);
        let v = self.pow_magnitude(ax, y);
        // y an integer (finite), an odd one.
        let ay = self.abs(y);
        let y_finite = self.cmp(Cond::FLt, ay, d(f64::INFINITY));
        let fy = self.floor(y);
        let y_int = self.cmp(Cond::FEq, fy, y);
        let y_int = self.and(y_int, y_finite);
        let half = self.mul(y, d(0.5));
        let fh = self.floor(half);
        let half_frac = self.cmp(Cond::FNe, fh, half);
        let y_odd = self.and(y_int, half_frac);
        // The sign of x (-0 included) for odd y.
        let xb = self.bits(x);
        let x_neg = self.e.cmp(Cond::SLt, Type::I64, xb, super::int(0));
        let flip = self.and(x_neg, y_odd);
        let nv = self.neg(v);
        let v = self.sel(flip, nv, v);
        // A negative finite x to a finite non-integer power: NaN.
        let x_lt0 = self.cmp(Cond::FLt, x, d(0.0));
        let not_int = self.cmp(Cond::FNe, fy, y);
        let bad = self.and(x_lt0, not_int);
        let bad = self.and(bad, y_finite);
        let v = self.sel(bad, d(f64::NAN), v);
        // x = +-0 or +-inf: 0 or inf by y's sign, with x's sign for odd y.
        let x_zero = self.cmp(Cond::FEq, ax, d(0.0));
        let x_inf = self.cmp(Cond::FEq, ax, d(f64::INFINITY));
        let y_neg = self.cmp(Cond::FLt, y, d(0.0));
        // 0^-y and inf^y are infinite.
        let shrinks = self.e.binary(BinaryOp::Xor, Type::Pred, x_zero, y_neg);
        let mag = self.sel(shrinks, d(0.0), d(f64::INFINITY));
        let neg_mag = self.neg(mag);
        let edge = self.sel(flip, neg_mag, mag);
        let x_edge = self.or(x_zero, x_inf);
        let v = self.sel(x_edge, edge, v);
        // y = +-inf: 1 at |x| = 1, else 0 or inf by |x| against 1.
        let y_inf = self.cmp(Cond::FEq, ay, d(f64::INFINITY));
        let x_big = self.cmp(Cond::FGt, ax, d(1.0));
        let y_pos = self.cmp(Cond::FGt, y, d(0.0));
        let grows = self.e.binary(BinaryOp::Xor, Type::Pred, x_big, y_pos);
        let yinf_v = self.sel(grows, d(0.0), d(f64::INFINITY));
        let x_one = self.cmp(Cond::FEq, ax, d(1.0));
        let yinf_v = self.sel(x_one, d(1.0), yinf_v);
        let v = self.sel(y_inf, yinf_v, v);
        // NaN operands, then pow(1, y) = pow(x, 0) = 1.
        let x_nan = self.is_nan(x);
        let y_nan = self.is_nan(y);
        let nan = self.or(x_nan, y_nan);
        let v = self.sel(nan, d(f64::NAN), v);
        let one = self.cmp(Cond::FEq, x, d(1.0));
        let y_zero = self.cmp(Cond::FEq, y, d(0.0));
        let one = self.or(one, y_zero);
        self.sel(one, d(1.0), v)
    }
}
