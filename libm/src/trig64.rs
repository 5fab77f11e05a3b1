//! The `f64` sine, cosine and tangent (`__nv_sin`, `__nv_cos`, `__nv_tan`),
//! within libdevice's bound of 2 ulp, for every `f64`.
//!
//! **Reduction by `pi/2`** (Payne and Hanek's idea, in `f64` arithmetic that
//! is exact at every step). `|x| = (x0 + x1 2^-24 + x2 2^-48) 2^(e - 23)`
//! with three 24-bit integers `x_a` (a 53-bit mantissa fits in 72 bits), and
//! `2/pi = sum c_b 2^(-24 (b + 1))` with 24-bit integers `c_b`
//! ([`TWO_OVER_PI_24`]). `|x| 2/pi` is then a sum of columns `Q_n = sum
//! x_a c_(n - a)` (each below `3 2^48`: exact) of weight `2^(e - 47 - 24 n)`.
//! Only the value modulo 4 matters (the quadrant and the fraction), so the
//! columns of weight 4 and more are dropped: the first kept one is `n0 =
//! max(0, floor((e - 25) / 24))`, of weight `W = 2^(e - 47 - 24 n0) <= 2`;
//! eight columns are kept (ten pieces of `2/pi`, chosen by `n0` from the 49
//! of the table, enough for `|x|` up to the largest `f64`). The part left out
//! is below `2^-141` in quarter turns, and no `f64` comes closer than about
//! `2^-61.6` quarter turns to a multiple of `pi/2`, so the reduced argument
//! has about 80 correct bits at worst.
//!
//! The columns are normalised to 24-bit digits from the last (each carry
//! exact), the first column taken modulo 4 (an integer part `I` in `0..4` and
//! a fraction `H`, both exact), the digits summed in pairs that are exact
//! (48-bit spans), `H + D1 + D2` (below 3: the digits reach up to `W`) as a
//! `TwoSum` pair less its high part's nearest integer `j` (exact), and the
//! rest added by `TwoSum`s: the fraction `f` in `[-1/2, 1/2]` as a
//! double-double pair to about 2^-104 relative, the quadrant `I + j` modulo
//! 4, and `r = f pi/2` as a pair.
//!
//! Below `pi/4` the argument is used as it is.
//!
//! **Evaluation.** `sin r` and `cos r` for the pair `r`, `|r| <= pi/4`, as
//! `sinpi`'s core computes them (`misc64.rs`: Taylor series, `1 - r^2/2` as a
//! pair), kept as pairs; the sine, cosine or tangent by the quadrant (the
//! tangent `s / c` or `-c / s`, the quotient of the pairs rounded once).

use super::{d, Ops};
use tilelift_mir::{BinaryOp, Cond, Emit, Operand};

type O = Operand;

/// `2/pi` in 24-bit digits: `2/pi = sum TWO_OVER_PI_24[b] 2^(-24 (b + 1))`
/// to 1176 bits (the digits of mpmath's `2/pi` at 500 decimal digits).
pub(crate) const TWO_OVER_PI_24: [u32; 49] = [
    0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62, 0x95993C, 0x439041, 0xFE5163,
    0xABDEBB, 0xC561B7, 0x246E3A, 0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129,
    0xA73EE8, 0x8235F5, 0x2EBB44, 0x84E99C, 0x7026B4, 0x5F7E41, 0x3991D6, 0x398353, 0x39F49C,
    0x845F8B, 0xBDF928, 0x3B1FF8, 0x97FFDE, 0x05980F, 0xEF2F11, 0x8B5A0A, 0x6D1F6D, 0x367ECF,
    0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5, 0xF17B3D, 0x0739F7, 0x8A5292,
    0xEA6BFB, 0x5FB11F, 0x8D5D08, 0x560330,
];

/// How many columns of `|x| 2/pi` the reduction keeps.
const COLUMNS: usize = 8;
/// The largest first column (`e = 1023`).
const MAX_N0: usize = 41;

const PIO2_H: f64 = std::f64::consts::FRAC_PI_2;
const PIO2_L: f64 = 6.123_233_995_736_766e-17;
/// Below this `|x|` is its own reduced argument (just below `pi/4`).
const PIO4_LOW: f64 = 0.785;

const TWO24: f64 = 16_777_216.0;
const INV_TWO24: f64 = 1.0 / TWO24;

/// The piece `c_b` of `2/pi` as an `f64` integer (`0` before the first and
/// past the last, where no `f64` needs one).
fn piece(b: isize) -> f64 {
    usize::try_from(b)
        .ok()
        .and_then(|b| TWO_OVER_PI_24.get(b))
        .map_or(0.0, |&c| c as f64)
}

impl<E: Emit> Ops<'_, E> {
    /// `a` by `pi/2` for a finite `a >= pi/4`: `(q, rh, rl)` with `a = (4k +
    /// q) pi/2 + rh + rl`, `q` an `f64` in `0..4`, `|rh + rl| <= pi/4` (a
    /// little more where the fraction is next to a half).
    fn reduce_pio2_large(&mut self, a: O) -> (O, O, O) {
        // The exponent e and the 24-bit digits of the mantissa.
        let b = self.bits(a);
        let eb = self.i(BinaryOp::ShrU, b, super::int(52));
        let eb = self.i(BinaryOp::Sub, eb, super::int(1023));
        let e = self.e.convert(
            tilelift_mir::Type::F64,
            tilelift_mir::Type::I64,
            true,
            Some(tilelift_mir::Rounding::Rn),
            eb,
        );
        let mant = self.i(BinaryOp::And, b, super::int(0x000F_FFFF_FFFF_FFFF));
        let mant = self.i(BinaryOp::Or, mant, super::int((1023 + 23) << 52));
        let u = self.float_of(mant); // [2^23, 2^24)
        let x0 = self.floor(u);
        let r1 = self.sub(u, x0);
        let r1 = self.mul(r1, d(TWO24));
        let x1 = self.floor(r1);
        let x2 = self.sub(r1, x1);
        let x2 = self.mul(x2, d(TWO24));
        // n0 = max(0, floor((e - 25) / 24)), away from integers before the
        // floor; W = 2^(e - 47 - 24 n0).
        let t = self.add(e, d(-24.5));
        let t = self.mul(t, d(1.0 / 24.0));
        let n0 = self.floor(t);
        let n0 = self.max(n0, d(0.0));
        let s = self.fma(n0, d(-24.0), e);
        let s = self.add(s, d(-47.0));
        let w = self.pow2(s);
        // The pieces c_(n0 - 2 + k), k in 0..COLUMNS + 2, chosen by n0 = 4
        // hi + lo in two steps: the window c_(4 hi - 2 + k), k in 0..COLUMNS
        // + 5, by hi, then the pieces from it by lo (160 selections where
        // one step takes 410).
        let hi = self.mul(n0, d(0.25));
        let hi = self.floor(hi);
        let lo = self.fma(hi, d(-4.0), n0);
        let mut window: Vec<O> = (0..COLUMNS + 5).map(|k| d(piece(k as isize - 2))).collect();
        for v in 1..=MAX_N0 / 4 {
            let is_v = self.cmp(Cond::FEq, hi, d(v as f64));
            for (k, wk) in window.iter_mut().enumerate() {
                *wk = self.sel(is_v, d(piece((4 * v + k) as isize - 2)), *wk);
            }
        }
        let mut p: Vec<O> = window[..COLUMNS + 2].to_vec();
        for v in 1..4 {
            let is_v = self.cmp(Cond::FEq, lo, d(v as f64));
            for (k, pk) in p.iter_mut().enumerate() {
                *pk = self.sel(is_v, window[k + v], *pk);
            }
        }
        // The columns, exact: Q_i = x0 c_(n0 + i) + x1 c_(n0 + i - 1) + x2
        // c_(n0 + i - 2).
        let mut q: Vec<O> = (0..COLUMNS)
            .map(|i| {
                let c = self.mul(x2, p[i]);
                let c = self.fma(x1, p[i + 1], c);
                self.fma(x0, p[i + 2], c)
            })
            .collect();
        // Normalised to 24-bit digits from the last column up.
        for i in (1..COLUMNS).rev() {
            let scaled = self.mul(q[i], d(INV_TWO24));
            let carry = self.floor(scaled);
            q[i] = self.fma(carry, d(-TWO24), q[i]);
            q[i - 1] = self.add(q[i - 1], carry);
        }
        // The first column times W, modulo 4: integer part and fraction.
        let top = self.mul(q[0], w);
        let quarter = self.mul(top, d(0.25));
        let k = self.floor(quarter);
        let top = self.fma(k, d(-4.0), top);
        let int_part = self.floor(top);
        let h = self.sub(top, int_part);
        // The other digits, each exact: D_i = Q_i W 2^(-24 i), summed in
        // pairs (exact: 48-bit spans).
        let mut digit = Vec::with_capacity(COLUMNS);
        let mut wi = w;
        for &qi in &q[1..] {
            wi = self.mul(wi, d(INV_TWO24));
            digit.push(self.mul(qi, wi));
        }
        let pa = self.add(digit[0], digit[1]);
        let pb = self.add(digit[2], digit[3]);
        let pc = self.add(digit[4], digit[5]);
        // H + D1 + D2 (below 3) as a pair, less its nearest integer j (the
        // difference exact), and the rest of the digits.
        let (s1, e1) = self.two_sum(h, pa);
        let j = self.rint(s1);
        let g = self.sub(s1, j);
        let (s2, e2) = self.two_sum(g, e1);
        let (s3, e3) = self.two_sum(s2, pb);
        let lo = self.add(pc, digit[6]);
        let lo = self.add(lo, e3);
        let lo = self.add(lo, e2);
        let (fh, fl) = self.two_sum(s3, lo);
        // The quadrant I + j modulo 4.
        let quad = self.add(int_part, j);
        let quarter = self.mul(quad, d(0.25));
        let k = self.floor(quarter);
        let quad = self.fma(k, d(-4.0), quad);
        // r = f pi/2 as a pair.
        let rh = self.mul(fh, d(PIO2_H));
        let neg_rh = self.neg(rh);
        let re = self.fma(fh, d(PIO2_H), neg_rh);
        let t = self.mul(fl, d(PIO2_H));
        let t = self.fma(fh, d(PIO2_L), t);
        let rl = self.add(re, t);
        let (rh, rl) = self.two_sum(rh, rl);
        (quad, rh, rl)
    }

    /// `|x|` by `pi/2`: `(q, rh, rl)` as [`Self::reduce_pio2_large`] gives
    /// them, or `(0, |x|, 0)` below `pi/4` (and for the infinities and NaN,
    /// whose results are replaced).
    fn reduce_pio2(&mut self, a: O) -> (O, O, O) {
        let small = self.cmp(Cond::FLtU, a, d(PIO4_LOW));
        let inf = self.cmp(Cond::FEq, a, d(f64::INFINITY));
        let direct = self.or(small, inf);
        let arg = self.sel(direct, d(1.0), a);
        let (q, rh, rl) = self.reduce_pio2_large(arg);
        let q = self.sel(direct, d(0.0), q);
        let rh = self.sel(direct, a, rh);
        let rl = self.sel(direct, d(0.0), rl);
        (q, rh, rl)
    }

    /// `v` negated where `x` is negative.
    fn with_sign_of(&mut self, x: O, v: O) -> O {
        let neg = self.cmp(Cond::FLt, x, d(0.0));
        let minus = self.neg(v);
        self.sel(neg, minus, v)
    }

    /// `v`, or `x` where `x` is `±0`, NaN where `x` is infinite.
    fn trig_edges(&mut self, x: O, v: O, at_zero: O) -> O {
        let zero = self.cmp(Cond::FEq, x, d(0.0));
        let v = self.sel(zero, at_zero, v);
        let ax = self.abs(x);
        let inf = self.cmp(Cond::FEq, ax, d(f64::INFINITY));
        self.sel(inf, d(f64::NAN), v)
    }

    /// `|x|`'s quadrant `q` and `[sin r, cos r, -sin r, -cos r]` of its
    /// reduced argument `r`.
    pub(crate) fn quadrant_sin_cos(&mut self, x: O) -> (O, [O; 4]) {
        let a = self.abs(x);
        let (q, rh, rl) = self.reduce_pio2(a);
        let ((sh, sl), (ch, cl)) = self.sin_cos_pair(rh, rl);
        let s = self.add(sh, sl);
        let c = self.add(ch, cl);
        let ns = self.neg(s);
        let nc = self.neg(c);
        (q, [s, c, ns, nc])
    }

    /// `sin x` of an `f64`.
    pub(crate) fn sin64(&mut self, x: O) -> O {
        let (q, [s, c, ns, nc]) = self.quadrant_sin_cos(x);
        let v = self.by_quadrant(q, [s, c, ns, nc]);
        let v = self.with_sign_of(x, v);
        self.trig_edges(x, v, x)
    }

    /// `cos x` of an `f64`.
    pub(crate) fn cos64(&mut self, x: O) -> O {
        let (q, [s, c, ns, nc]) = self.quadrant_sin_cos(x);
        let v = self.by_quadrant(q, [c, ns, nc, s]);
        self.trig_edges(x, v, d(1.0))
    }

    /// `tan x` of an `f64`: `s / c` or `-c / s` of the pairs, rounded once.
    pub(crate) fn tan64(&mut self, x: O) -> O {
        let a = self.abs(x);
        let (q, rh, rl) = self.reduce_pio2(a);
        let ((sh, sl), (ch, cl)) = self.sin_cos_pair(rh, rl);
        // Normalised: the quotient's correction is of the first order.
        let (sh, sl) = self.two_sum(sh, sl);
        let (ch, cl) = self.two_sum(ch, cl);
        let one = self.cmp(Cond::FEq, q, d(1.0));
        let three = self.cmp(Cond::FEq, q, d(3.0));
        let odd = self.or(one, three);
        let nch = self.neg(ch);
        let ncl = self.neg(cl);
        let nh = self.sel(odd, nch, sh);
        let nl = self.sel(odd, ncl, sl);
        let dh = self.sel(odd, sh, ch);
        let dl = self.sel(odd, sl, cl);
        // (nh + nl) / (dh + dl): the quotient and its correction.
        let t = self.div(nh, dh);
        let neg_t = self.neg(t);
        let rest = self.fma(neg_t, dh, nh);
        let rest = self.add(rest, nl);
        let rest = self.fma(neg_t, dl, rest);
        let corr = self.div(rest, dh);
        let v = self.add(t, corr);
        let v = self.with_sign_of(x, v);
        self.trig_edges(x, v, x)
    }
}

#[cfg(test)]
mod tests {
    use super::TWO_OVER_PI_24;

    /// The first digits give `2/pi` to an `f64`'s precision, each a 24-bit
    /// integer.
    #[test]
    fn two_over_pi_digits() {
        assert!(TWO_OVER_PI_24.iter().all(|&c| c < 1 << 24));
        let v = TWO_OVER_PI_24[..3]
            .iter()
            .enumerate()
            .map(|(b, &c)| c as f64 * 2f64.powi(-24 * (b as i32 + 1)))
            .sum::<f64>();
        assert!((v - std::f64::consts::FRAC_2_PI).abs() <= f64::EPSILON * 0.5);
    }
}
