//! `__nv_fmod` and `__nv_remainder`: `x - n y` exactly, `n` the quotient
//! truncated (`fmod`) or rounded to even (`remainder`), for `f64` operands.
//!
//! As for `f32` (`misc.rs`), the result comes from the integer mantissas:
//! with `|x| = mx 2^(ex - 1075)` and `|y| = my 2^(ey - 1075)` (subnormals
//! with exponent field 1 and no implicit bit), `|x| mod 2|y|` is
//! `(mx 2^(ex - ey) mod 2my) 2^(ey - 1075)`, and `mx 2^d mod 2my` is square
//! and multiply over the 11 bits of `d = max(ex - ey, 0)`; the remainder
//! `r < 2my` says the quotient's parity too (`r >= my`). Here `2my` has up to
//! 54 bits, so a product of two residues has up to 108: each
//! `a b mod m` ([`Ops::mulmod`]) takes the quotient `q = floor(a b / m)` from
//! `f64` arithmetic, as `a b (1/m)` with `1/m` computed once (wrong by at
//! most about 10: `a`, `b`, the product, `1/m` and its product round with a
//! relative error of 2^-53 each, on a quotient below `m < 2^54`), forms
//! `a b - q m` exactly in wrapping 64-bit integer arithmetic (its true value
//! lies within about `11 m < 2^58` of 0, inside `i64`), corrects it once more
//! by that small value's quotient the same way (now off by at most one) and
//! finally by one conditional add or subtract. Every step is exact, so the
//! result is `fmod`'s and `remainder`'s exact value, bit for bit.

use super::{d, int, Ops};
use tilelift_mir::{BinaryOp, Cond, Emit, Operand, Rounding, Type};

type O = Operand;

/// The low 52 bits of an `f64`: its stored mantissa.
const MANTISSA: i64 = (1 << 52) - 1;

impl<E: Emit> Ops<'_, E> {
    /// The integer mantissa and the exponent field of `|v|` (1 for
    /// subnormals): `|v| = m 2^(e - 1075)`.
    fn mantissa_exponent64(&mut self, v: O) -> (O, O) {
        let b = self.bits(v);
        let b = self.i(BinaryOp::And, b, int(i64::MAX));
        let e = self.i(BinaryOp::ShrU, b, int(52));
        let m = self.i(BinaryOp::And, b, int(MANTISSA));
        let normal = self.e.cmp(Cond::Ne, Type::I64, e, int(0));
        let with_one = self.i(BinaryOp::Or, m, int(1 << 52));
        let m = self.e.select(Type::I64, normal, with_one, m);
        let e = self.e.binary(BinaryOp::MaxS, Type::I64, e, int(1));
        (m, e)
    }

    /// An `i64` as an `f64`, rounded to nearest.
    fn f64_of(&mut self, a: O, signed: bool) -> O {
        self.e
            .convert(Type::F64, Type::I64, signed, Some(Rounding::Rn), a)
    }

    /// `a b mod m` for `a, b < m < 2^54`, given `1/m` rounded (see the
    /// module documentation).
    fn mulmod(&mut self, a: O, b: O, m: O, inv_m: O) -> O {
        let af = self.f64_of(a, false);
        let bf = self.f64_of(b, false);
        let p = self.mul(af, bf);
        let q = self.mul(p, inv_m);
        let q = self.floor(q);
        let q = self.int_of(q);
        let ab = self.i(BinaryOp::Mul, a, b);
        let qm = self.i(BinaryOp::Mul, q, m);
        let r = self.i(BinaryOp::Sub, ab, qm);
        // `r` is within a few `m` of 0: take out its own quotient.
        let rf = self.f64_of(r, true);
        let k = self.mul(rf, inv_m);
        let k = self.floor(k);
        let k = self.int_of(k);
        let km = self.i(BinaryOp::Mul, k, m);
        let r = self.i(BinaryOp::Sub, r, km);
        // Now `-m <= r < 2m`.
        let negative = self.e.cmp(Cond::SLt, Type::I64, r, int(0));
        let up = self.i(BinaryOp::Add, r, m);
        let r = self.e.select(Type::I64, negative, up, r);
        let over = self.e.cmp(Cond::SGe, Type::I64, r, m);
        let down = self.i(BinaryOp::Sub, r, m);
        self.e.select(Type::I64, over, down, r)
    }

    /// `2^n` for an integer `n` in `[-1074, 1023]` (subnormal below -1022).
    fn pow2_int(&mut self, n: O) -> O {
        let biased = self.i(BinaryOp::Add, n, int(1023));
        let normal = self.i(BinaryOp::Shl, biased, int(52));
        let shift = self.i(BinaryOp::Add, n, int(1074));
        let tiny = self.i(BinaryOp::Shl, int(1), shift);
        let is_normal = self.e.cmp(Cond::SGe, Type::I64, n, int(-1022));
        let b = self.e.select(Type::I64, is_normal, normal, tiny);
        self.float_of(b)
    }

    /// `(r, odd)` for finite nonzero `|x| >= |y|`: `r = |x| mod |y|` exactly
    /// and whether the truncated quotient is odd.
    pub(crate) fn fmod64_parts(&mut self, x: O, y: O) -> (O, O) {
        let (mx, ex) = self.mantissa_exponent64(x);
        let (my, ey) = self.mantissa_exponent64(y);
        let diff = self.i(BinaryOp::Sub, ex, ey);
        let diff = self.e.binary(BinaryOp::MaxS, Type::I64, diff, int(0));
        let m2 = self.i(BinaryOp::Add, my, my);
        let m2f = self.f64_of(m2, false);
        let inv = self.div(d(1.0), m2f);
        let mut acc = self.i(BinaryOp::RemU, mx, m2);
        let mut base = self.i(BinaryOp::RemU, int(2), m2);
        for bit in 0..11 {
            let b = self.i(BinaryOp::ShrU, diff, int(bit));
            let b = self.i(BinaryOp::And, b, int(1));
            let set = self.e.cmp(Cond::Ne, Type::I64, b, int(0));
            let prod = self.mulmod(acc, base, m2, inv);
            acc = self.e.select(Type::I64, set, prod, acc);
            if bit < 10 {
                base = self.mulmod(base, base, m2, inv);
            }
        }
        let odd = self.e.cmp(Cond::UGe, Type::I64, acc, my);
        let back = self.i(BinaryOp::Sub, acc, my);
        let r = self.e.select(Type::I64, odd, back, acc);
        let r = self.f64_of(r, false);
        let scale = self.i(BinaryOp::Sub, ey, int(1075));
        let s = self.pow2_int(scale);
        (self.mul(r, s), odd)
    }

    /// `__nv_fmod`: `x - trunc(x / y) y`, exactly, with the sign of `x`.
    pub(crate) fn fmod64(&mut self, x: O, y: O) -> O {
        let (r, _, bad) = self.fmod_common(x, y, Self::fmod64_parts);
        let zero_x = self.cmp(Cond::FEq, x, d(0.0));
        let r = self.copysign(r, x);
        let r = self.sel(zero_x, x, r);
        self.sel(bad, d(f64::NAN), r)
    }

    /// `__nv_remainder`: `x - n y`, `n` the integer nearest `x / y` (ties to
    /// even), exactly. `2r` against `|y|` is exact (a subnormal `|y| / 2`
    /// would not be; `2r` may overflow only where `r > |y| / 2` anyway).
    pub(crate) fn remainder64(&mut self, x: O, y: O) -> O {
        let (r, odd, bad) = self.fmod_common(x, y, Self::fmod64_parts);
        let ay = self.abs(y);
        let twice = self.add(r, r);
        let above = self.cmp(Cond::FGt, twice, ay);
        let tie = self.cmp(Cond::FEq, twice, ay);
        self.remainder_from_fmod(x, ay, [r, above, tie, odd, bad])
    }
}
