//! 64-bit integer division and remainder, which PTX's `div.s64`/`rem.s64`
//! make long software sequences (ptxas does not strength-reduce them, even for
//! an immediate divisor):
//!
//! - by a constant: strength-reduced to a multiply-high and shifts (Granlund
//!   and Montgomery, "Division by Invariant Integers using Multiplication",
//!   1994; Hacker's Delight, chapter 10), as LLVM does for Triton. On an H100 a
//!   1024-element kernel indexing `row = offs / 1000, col = offs % 1000` in
//!   `i64` (flash-linear-attention's elementwise kernels) ran at 197 GB/s
//!   against Triton's 1400. The multiplier and shift are computed here, at
//!   compile time, and checked by the tests below against Rust's own division
//!   on edge and random values.
//! - by a register: where both operands fit in 32 bits (checked at run time:
//!   `(x | y) >> 32 == 0`), one `div.u32`/`rem.u32` instead, else the 64-bit
//!   instruction ([`Ctx::div64_bypass`]), as LLVM's NVPTX backend does
//!   ("bypass slow division"). vLLM and SGLang's `reshape_and_cache_flash`
//!   divide a slot index by the block size so, once per thread.
//!
//! Narrower divisions are left to ptxas, which strength-reduces them.

use super::Ctx;
use tilelift_mir::{BinaryOp, Cond, InstData, Operand, Reg, Type};

/// How to divide an unsigned 64-bit value by `d` (`d >= 2`, not a power of
/// two): `q = mulhi(x, magic)`, then `q >> shift`, or, with `add`,
/// `(((x - q) >> 1) + q) >> (shift - 1)`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) struct UnsignedMagic {
    pub magic: u64,
    pub shift: u32,
    pub add: bool,
}

/// How to divide a signed 64-bit value by `d` (`d >= 2`, not a power of two):
/// `q = mulhi_s(x, magic)`, plus `x` where `magic` is negative, arithmetic
/// shift right by `shift`, plus 1 where the quotient is negative.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) struct SignedMagic {
    pub magic: i64,
    pub shift: u32,
}

/// The unsigned magic of `d` (Hacker's Delight, figure 10-2, "magicu2").
pub(super) fn unsigned_magic(d: u64) -> UnsignedMagic {
    debug_assert!(d >= 2 && !d.is_power_of_two());
    let two63: u64 = 1 << 63;
    let nc: u64 = u64::MAX - (u64::MAX - d + 1) % d; // -1 - (-d) % d
    let mut p: u32 = 63;
    let (mut q1, mut r1) = (two63 / nc, two63 - (two63 / nc) * nc);
    let (mut q2, mut r2) = ((two63 - 1) / d, (two63 - 1) - ((two63 - 1) / d) * d);
    let mut add = false;
    loop {
        p += 1;
        if r1 >= nc - r1 {
            q1 = q1.wrapping_mul(2).wrapping_add(1);
            r1 = r1.wrapping_mul(2).wrapping_sub(nc);
        } else {
            q1 = q1.wrapping_mul(2);
            r1 = r1.wrapping_mul(2);
        }
        if r2 + 1 >= d - r2 {
            if q2 >= two63 - 1 {
                add = true;
            }
            q2 = q2.wrapping_mul(2).wrapping_add(1);
            r2 = r2.wrapping_mul(2).wrapping_add(1).wrapping_sub(d);
        } else {
            if q2 >= two63 {
                add = true;
            }
            q2 = q2.wrapping_mul(2);
            r2 = r2.wrapping_mul(2).wrapping_add(1);
        }
        let delta = d - 1 - r2;
        if !(p < 128 && (q1 < delta || (q1 == delta && r1 == 0))) {
            break;
        }
    }
    UnsignedMagic {
        magic: q2.wrapping_add(1),
        shift: p - 64,
        add,
    }
}

/// The signed magic of `d` (Hacker's Delight, figure 10-1, "magic").
pub(super) fn signed_magic(d: i64) -> SignedMagic {
    debug_assert!(d >= 2 && !(d as u64).is_power_of_two());
    let two63: u64 = 1 << 63;
    let ad = d.unsigned_abs();
    let t = two63 + ((d as u64) >> 63);
    let anc = t - 1 - t % ad;
    let mut p: u32 = 63;
    let (mut q1, mut r1) = (two63 / anc, two63 - (two63 / anc) * anc);
    let (mut q2, mut r2) = (two63 / ad, two63 - (two63 / ad) * ad);
    loop {
        p += 1;
        q1 = q1.wrapping_mul(2);
        r1 = r1.wrapping_mul(2);
        if r1 >= anc {
            q1 = q1.wrapping_add(1);
            r1 = r1.wrapping_sub(anc);
        }
        q2 = q2.wrapping_mul(2);
        r2 = r2.wrapping_mul(2);
        if r2 >= ad {
            q2 = q2.wrapping_add(1);
            r2 = r2.wrapping_sub(ad);
        }
        let delta = ad - r2;
        if !(q1 < delta || (q1 == delta && r1 == 0)) {
            break;
        }
    }
    SignedMagic {
        magic: q2.wrapping_add(1) as i64,
        shift: p - 64,
    }
}

/// A division's quotient as [`Ctx`] keeps it: the block it is available
/// in, the type, what is known of the dividend, the dividend and the
/// divisor.
pub(super) type QuotientKey = (tilelift_mir::Block, Type, Dividend, Operand, Operand);

/// What is known of the dividend of a division (by a constant here; by a
/// register, signed or unsigned).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub(super) enum Dividend {
    /// A signed `i64`, rounded toward zero.
    Signed,
    /// An unsigned `i64`.
    Unsigned,
    /// In `[0, 2^63)` (its range, `tilelift_analysis::int_range`): signed and
    /// unsigned division agree, and the signed magic taken with an unsigned
    /// multiply-high needs neither the signed sequence's corrections nor the
    /// unsigned one's add (`x / 1000`: `mul.hi.u64` and one shift).
    NonNegative,
}

impl Ctx<'_> {
    /// `x op y` for a 64-bit division or remainder `op` (`DivS`, `DivU`,
    /// `RemS`, `RemU`) by a register: where both operands lie in `[0, 2^32)`
    /// the signed and unsigned results are those of the 32-bit unsigned
    /// operation on the low halves, which takes a fraction of the time.
    pub(super) fn div64_bypass(&mut self, op: BinaryOp, x: Operand, y: Operand) -> Reg {
        let both = self.i64_op(BinaryOp::Or, x, y);
        let high = self.i64_op(BinaryOp::ShrU, Operand::Reg(both), Operand::Imm(32));
        let narrow = self.cmp(Cond::Eq, Type::I64, Operand::Reg(high), Operand::Imm(0));
        let (fast, slow, merge) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        let result = self.b.append_block_param(merge, Type::I64);
        self.b.ins(InstData::Brif {
            cond: narrow,
            then_dest: fast,
            else_dest: slow,
        });
        self.b.switch_to_block(fast);
        let x32 = self.low_half(x);
        let y32 = self.low_half(y);
        let op32 = match op {
            BinaryOp::DivS | BinaryOp::DivU => BinaryOp::DivU,
            _ => BinaryOp::RemU,
        };
        let r32 = self.b.binary(op32, Type::I32, x32, y32);
        let r64 = self.convert(Type::I64, Type::I32, false, None, r32);
        self.jump(merge, &[r64]);
        self.b.switch_to_block(slow);
        let r64 = self.i64_op(op, x, y);
        self.jump(merge, &[r64]);
        self.b.switch_to_block(merge);
        result
    }

    /// The low 32 bits of a 64-bit operand.
    fn low_half(&mut self, x: Operand) -> Operand {
        match x {
            Operand::Imm(bits) => Operand::Imm(bits & 0xffff_ffff),
            Operand::Reg(r) => Operand::Reg(self.convert(Type::I32, Type::I64, false, None, r)),
        }
    }

    /// `x / d` or `x % d` (`signed`, `rem`) for an `i64` `x` and a constant
    /// divisor `d`, when it pays to strength-reduce it: `None` for divisors
    /// the division instruction should take (0, negative, 1).
    pub(super) fn div_by_const(
        &mut self,
        x: Operand,
        d: u64,
        dividend: Dividend,
        rem: bool,
    ) -> Option<Reg> {
        let positive = match dividend {
            Dividend::Unsigned => d >= 2,
            Dividend::Signed | Dividend::NonNegative => (d as i64) >= 2,
        };
        if !positive {
            return None;
        }
        // `x / d` and `x % d` of one `x` in one block (Triton's `row = i //
        // n; col = i % n`) share the quotient, as LLVM's CSE shares it:
        // on AMDGCN a multiply-high of 64 bits is ten instructions.
        let key = match x {
            Operand::Reg(_) => Some((
                self.b.current_block(),
                Type::I64,
                dividend,
                x,
                Operand::Imm(d),
            )),
            Operand::Imm(_) => None,
        };
        if let Some(&q) = key.as_ref().and_then(|k| self.quotients.get(k)) {
            return Some(self.quotient_or_remainder(Type::I64, x, q, Operand::Imm(d), rem));
        }
        let q = if d.is_power_of_two() {
            self.div_pow2(x, d.trailing_zeros(), dividend == Dividend::Signed)
        } else {
            match dividend {
                Dividend::Signed => self.div_signed_magic(x, signed_magic(d as i64)),
                Dividend::Unsigned => self.div_unsigned_magic(x, unsigned_magic(d)),
                Dividend::NonNegative => self.div_non_negative_magic(x, signed_magic(d as i64)),
            }
        };
        if let Some(k) = key {
            self.quotients.insert(k, q);
        }
        Some(self.quotient_or_remainder(Type::I64, x, q, Operand::Imm(d), rem))
    }

    /// `q`, the quotient `x / d` of type `ty`, or the remainder `x - q * d`
    /// if `rem`.
    pub(super) fn quotient_or_remainder(
        &mut self,
        ty: Type,
        x: Operand,
        q: Reg,
        d: Operand,
        rem: bool,
    ) -> Reg {
        if !rem {
            return q;
        }
        let qd = self.b.binary(BinaryOp::Mul, ty, Operand::Reg(q), d);
        self.b.binary(BinaryOp::Sub, ty, x, Operand::Reg(qd))
    }

    fn i64_op(&mut self, op: BinaryOp, a: Operand, b: Operand) -> Reg {
        self.b.binary(op, Type::I64, a, b)
    }

    /// `x / 2^k`, rounded toward zero when signed.
    fn div_pow2(&mut self, x: Operand, k: u32, signed: bool) -> Reg {
        if !signed {
            return self.i64_op(BinaryOp::ShrU, x, Operand::Imm(u64::from(k)));
        }
        // Add 2^k - 1 to negative values first.
        let sign = self.i64_op(BinaryOp::ShrS, x, Operand::Imm(63));
        let bias = self.i64_op(
            BinaryOp::ShrU,
            Operand::Reg(sign),
            Operand::Imm(u64::from(64 - k)),
        );
        let biased = self.i64_op(BinaryOp::Add, x, Operand::Reg(bias));
        self.i64_op(
            BinaryOp::ShrS,
            Operand::Reg(biased),
            Operand::Imm(u64::from(k)),
        )
    }

    fn div_unsigned_magic(&mut self, x: Operand, m: UnsignedMagic) -> Reg {
        let q = self.i64_op(BinaryOp::MulHiU, x, Operand::Imm(m.magic));
        if !m.add {
            return self.i64_op(
                BinaryOp::ShrU,
                Operand::Reg(q),
                Operand::Imm(u64::from(m.shift)),
            );
        }
        let t = self.i64_op(BinaryOp::Sub, x, Operand::Reg(q));
        let t = self.i64_op(BinaryOp::ShrU, Operand::Reg(t), Operand::Imm(1));
        let t = self.i64_op(BinaryOp::Add, Operand::Reg(t), Operand::Reg(q));
        self.i64_op(
            BinaryOp::ShrU,
            Operand::Reg(t),
            Operand::Imm(u64::from(m.shift - 1)),
        )
    }

    /// `x / d` for `x` in `[0, 2^63)` with `d`'s signed magic: the signed
    /// sequence's `mulhi_s(x, m)` (plus `x` where `m < 0`) equals
    /// `mulhi_u(x, m as u64)` for such `x` (`x * (m + 2^64) / 2^64` is `x`
    /// more than `x * m / 2^64`), the result is non-negative, so the
    /// arithmetic shift is a logical one and the sign correction adds 0.
    fn div_non_negative_magic(&mut self, x: Operand, m: SignedMagic) -> Reg {
        let q = self.i64_op(BinaryOp::MulHiU, x, Operand::Imm(m.magic as u64));
        if m.shift == 0 {
            return q;
        }
        self.i64_op(
            BinaryOp::ShrU,
            Operand::Reg(q),
            Operand::Imm(u64::from(m.shift)),
        )
    }

    fn div_signed_magic(&mut self, x: Operand, m: SignedMagic) -> Reg {
        let mut q = self.i64_op(BinaryOp::MulHiS, x, Operand::Imm(m.magic as u64));
        if m.magic < 0 {
            q = self.i64_op(BinaryOp::Add, Operand::Reg(q), x);
        }
        if m.shift > 0 {
            q = self.i64_op(
                BinaryOp::ShrS,
                Operand::Reg(q),
                Operand::Imm(u64::from(m.shift)),
            );
        }
        let sign = self.i64_op(BinaryOp::ShrU, Operand::Reg(q), Operand::Imm(63));
        self.i64_op(BinaryOp::Add, Operand::Reg(q), Operand::Reg(sign))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mulhi_u(a: u64, b: u64) -> u64 {
        ((u128::from(a) * u128::from(b)) >> 64) as u64
    }

    fn mulhi_s(a: i64, b: i64) -> i64 {
        ((i128::from(a) * i128::from(b)) >> 64) as i64
    }

    /// The instruction sequence of `div_unsigned_magic`, in Rust.
    fn udiv(x: u64, m: UnsignedMagic) -> u64 {
        let q = mulhi_u(x, m.magic);
        if !m.add {
            return q >> m.shift;
        }
        (((x - q) >> 1) + q) >> (m.shift - 1)
    }

    /// The instruction sequence of `div_signed_magic`, in Rust.
    fn sdiv(x: i64, m: SignedMagic) -> i64 {
        let mut q = mulhi_s(x, m.magic);
        if m.magic < 0 {
            q = q.wrapping_add(x);
        }
        q >>= m.shift;
        q.wrapping_add(((q as u64) >> 63) as i64)
    }

    /// Values near every edge, then pseudo-random ones.
    fn samples() -> Vec<u64> {
        let mut v: Vec<u64> = (0..2000).collect();
        for k in 0..64 {
            let p = 1u64 << k;
            v.extend([p.wrapping_sub(1), p, p + 1]);
        }
        v.extend([
            u64::MAX,
            u64::MAX - 1,
            i64::MAX as u64,
            i64::MIN as u64,
            (i64::MIN + 1) as u64,
        ]);
        let mut s: u64 = 0x9E37_79B9_7F4A_7C15;
        for _ in 0..20_000 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            v.push(s);
            v.push(s >> (s % 64));
        }
        v
    }

    fn divisors() -> Vec<u64> {
        let mut d: Vec<u64> = (3..300).filter(|d: &u64| !d.is_power_of_two()).collect();
        d.extend([
            641,
            1000,
            1023,
            1025,
            4097,
            1_000_000_007,
            (1 << 32) + 1,
            i64::MAX as u64 - 2,
        ]);
        d
    }

    #[test]
    fn unsigned_magic_divides_exactly() {
        let xs = samples();
        for d in divisors() {
            let m = unsigned_magic(d);
            for &x in &xs {
                assert_eq!(udiv(x, m), x / d, "{x} / {d} with {m:?}");
            }
        }
    }

    #[test]
    fn signed_magic_divides_toward_zero() {
        let xs = samples();
        for d in divisors().into_iter().filter(|&d| d <= i64::MAX as u64) {
            let m = signed_magic(d as i64);
            for &x in &xs {
                let x = x as i64;
                assert_eq!(sdiv(x, m), x.wrapping_div(d as i64), "{x} / {d} with {m:?}");
            }
        }
    }

    /// The instruction sequence of `div_non_negative_magic`, in Rust.
    fn nndiv(x: u64, m: SignedMagic) -> u64 {
        mulhi_u(x, m.magic as u64) >> m.shift
    }

    #[test]
    fn signed_magic_with_unsigned_mulhi_divides_non_negative_values() {
        let xs = samples();
        let mut negative_magics = 0;
        for d in divisors().into_iter().filter(|&d| d <= i64::MAX as u64) {
            let m = signed_magic(d as i64);
            negative_magics += usize::from(m.magic < 0);
            for &x in xs.iter().filter(|&&x| x <= i64::MAX as u64) {
                assert_eq!(nndiv(x, m), x / d, "{x} / {d} with {m:?}");
            }
        }
        // Both forms of the signed magic are covered (7 has a negative one).
        assert!(negative_magics > 0);
    }

    #[test]
    fn known_magics_match_the_literature() {
        // Hacker's Delight's 64-bit table: unsigned 7 takes the add form with
        // shift 3; signed 7 has magic 0x4924...925 and shift 1.
        let u7 = unsigned_magic(7);
        assert_eq!(
            (u7.magic, u7.shift, u7.add),
            (0x2492_4924_9249_2493, 3, true)
        );
        let s7 = signed_magic(7);
        assert_eq!((s7.magic, s7.shift), (0x4924_9249_2492_4925, 1));
    }
}
