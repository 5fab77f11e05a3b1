//! Float arithmetic rounded in each IEEE 754 mode: what
//! [`InstData::Rounded`](super::InstData::Rounded) computes (PTX's
//! `add.rz.f32`, `div.rm.f64`, `sqrt.rp.f32`, `fma.rz.f64`, `rcp.rn.f64`).
//!
//! The host computes only to nearest, so the exact value is formed first, on
//! integer mantissas: a sum or an `fma` exactly to 120 bits and a sticky bit
//! (what lies below them is only known to be nonzero, and it never decides
//! more than the direction of the rounding), a product exactly, a quotient
//! and a square root to at least 59 bits with the remainder's sign as the
//! sticky bit. [`round`] then rounds that value once, in the mode, to the
//! format (subnormals, underflow to zero and overflow to the largest finite
//! value or the infinity, as the mode says). Operations with an infinite or
//! NaN operand, and products and quotients of zeros, are exact in every mode:
//! the host's result is theirs.

use super::inst::{RoundMode, RoundedOp};
use super::types::Type;

/// The parameters of a binary float format.
#[derive(Copy, Clone)]
struct Format {
    /// Significand bits, the implicit one included.
    p: u32,
    /// The exponent of the largest finite values (also the exponent bias).
    emax: i32,
}

const F32: Format = Format { p: 24, emax: 127 };
const F64: Format = Format { p: 53, emax: 1023 };

impl Format {
    /// The exponent of the last significand bit of the subnormals.
    fn qmin(self) -> i32 {
        1 - self.emax - (self.p as i32 - 1)
    }

    fn width(self) -> u32 {
        if self.p == 24 {
            32
        } else {
            64
        }
    }

    fn sign_bit(self) -> u64 {
        1u64 << (self.width() - 1)
    }

    /// The largest finite value's bits, with sign `neg`.
    fn max_finite(self, neg: bool) -> u64 {
        let inf = self.inf(false);
        (inf - 1) | if neg { self.sign_bit() } else { 0 }
    }

    /// The infinity with sign `neg`.
    fn inf(self, neg: bool) -> u64 {
        let e = (2 * self.emax + 1) as u64;
        (e << (self.p - 1)) | if neg { self.sign_bit() } else { 0 }
    }

    /// The zero with sign `neg`.
    fn zero(self, neg: bool) -> u64 {
        if neg {
            self.sign_bit()
        } else {
            0
        }
    }
}

/// A finite value `(-1)^neg m 2^e`.
#[derive(Copy, Clone, Debug)]
struct Term {
    neg: bool,
    m: u128,
    e: i32,
}

/// An exact value `(-1)^neg (m + f) 2^e`, where `0 <= f < 1` and `f > 0`
/// exactly when `sticky`.
#[derive(Copy, Clone, Debug)]
struct Exact {
    neg: bool,
    m: u128,
    e: i32,
    sticky: bool,
}

fn bit_len(m: u128) -> i32 {
    128 - m.leading_zeros() as i32
}

/// A finite float's bits as a [`Term`].
fn unpack(f: Format, bits: u64) -> Term {
    let frac_bits = f.p - 1;
    let frac = bits & ((1u64 << frac_bits) - 1);
    let exp_mask = (1u64 << (f.width() - f.p)) - 1;
    let biased = ((bits >> frac_bits) & exp_mask) as i32;
    let neg = bits & f.sign_bit() != 0;
    if biased == 0 {
        Term {
            neg,
            m: u128::from(frac),
            e: f.qmin(),
        }
    } else {
        Term {
            neg,
            m: u128::from(frac | (1u64 << frac_bits)),
            e: biased - f.emax - frac_bits as i32,
        }
    }
}

/// `x` rounded to format `f` in `mode`; `x` is not zero (`m > 0`).
fn round(f: Format, x: Exact, mode: RoundMode) -> u64 {
    let p = f.p as i32;
    let top = x.e + bit_len(x.m) - 1;
    let mut q = (top - (p - 1)).max(f.qmin());
    let shift = q - x.e;
    let (mut keep, half, rest) = if shift <= 0 {
        (x.m << -shift, false, false)
    } else if shift > 128 {
        (0, false, true)
    } else {
        let keep = if shift == 128 { 0 } else { x.m >> shift };
        let half = (x.m >> (shift - 1)) & 1 == 1;
        let rest = x.m & ((1u128 << (shift - 1)) - 1) != 0;
        (keep, half, rest)
    };
    let rest = rest || x.sticky;
    let inexact = half || rest;
    let up = match mode {
        RoundMode::Rn => half && (rest || keep & 1 == 1),
        RoundMode::Rz => false,
        RoundMode::Rp => inexact && !x.neg,
        RoundMode::Rm => inexact && x.neg,
    };
    keep += u128::from(up);
    if keep == 1u128 << p {
        keep >>= 1;
        q += 1;
    }
    let normal = keep >> (p - 1) != 0;
    if normal && q + p - 1 > f.emax {
        let to_inf = match mode {
            RoundMode::Rn => true,
            RoundMode::Rz => false,
            RoundMode::Rp => !x.neg,
            RoundMode::Rm => x.neg,
        };
        return if to_inf {
            f.inf(x.neg)
        } else {
            f.max_finite(x.neg)
        };
    }
    let sign = if x.neg { f.sign_bit() } else { 0 };
    let frac = (keep as u64) & ((1u64 << (p - 1)) - 1);
    let biased = if normal {
        (q + p - 1 + f.emax) as u64
    } else {
        0
    };
    sign | (biased << (p - 1)) | frac
}

/// `a + b` exactly (to 120 bits and a sticky bit); `m == 0` (and no sticky
/// bit) for an exact zero, whose sign the caller decides.
fn add(a: Term, b: Term) -> Exact {
    let exact = |t: Term| Exact {
        neg: t.neg,
        m: t.m,
        e: t.e,
        sticky: false,
    };
    if a.m == 0 {
        return exact(b);
    }
    if b.m == 0 {
        return exact(a);
    }
    let top = |t: Term| t.e + bit_len(t.m);
    let (big, small) = if top(a) >= top(b) { (a, b) } else { (b, a) };
    let sh = 120 - bit_len(big.m);
    let mb = big.m << sh;
    let u = big.e - sh;
    let d = small.e - u;
    let (ms, sticky) = if d >= 0 {
        (small.m << d, false)
    } else if d <= -128 {
        (0, true)
    } else {
        let s = -d;
        (small.m >> s, small.m & ((1u128 << s) - 1) != 0)
    };
    if big.neg == small.neg {
        return Exact {
            neg: big.neg,
            m: mb + ms,
            e: u,
            sticky,
        };
    }
    // With a sticky bit `small` lies below bit 110 and `mb >= 2^119`.
    if mb >= ms {
        let m = mb - ms - u128::from(sticky);
        Exact {
            neg: big.neg,
            m,
            e: u,
            sticky,
        }
    } else {
        Exact {
            neg: small.neg,
            m: ms - mb,
            e: u,
            sticky,
        }
    }
}

/// The product of two finite terms, exactly.
fn mul(a: Term, b: Term) -> Term {
    Term {
        neg: a.neg != b.neg,
        m: a.m * b.m,
        e: a.e + b.e,
    }
}

/// `a / b` of finite nonzero terms, to at least 71 bits and the remainder.
fn div(a: Term, b: Term) -> Exact {
    let sa = 125 - bit_len(a.m);
    let sb = 53 - bit_len(b.m);
    let (na, nb) = (a.m << sa, b.m << sb);
    Exact {
        neg: a.neg != b.neg,
        m: na / nb,
        e: a.e - sa - (b.e - sb),
        sticky: na % nb != 0,
    }
}

/// The integer square root (the floor) of `v`.
fn isqrt(v: u128) -> u128 {
    // An estimate from above, then Newton's steps down to the floor.
    let mut x = (v as f64).sqrt() as u128 + 1024;
    loop {
        let y = (x + v / x) >> 1;
        if y >= x {
            return x;
        }
        x = y;
    }
}

/// The square root of a finite positive term, to at least 59 bits.
fn sqrt(a: Term) -> Exact {
    let mut s = 120 - bit_len(a.m);
    if (a.e - s) % 2 != 0 {
        s += 1;
    }
    let v = a.m << s;
    let r = isqrt(v);
    Exact {
        neg: false,
        m: r,
        e: (a.e - s) / 2,
        sticky: r * r != v,
    }
}

/// The format of `ty` and the host's float operations on it (to nearest).
fn format(ty: Type) -> Format {
    match ty {
        Type::F32 => F32,
        Type::F64 => F64,
        _ => panic!("a rounding mode on {}", ty.name()),
    }
}

/// The host's result, to nearest, where every mode gives it (an infinite or
/// NaN operand, a zero product or quotient).
fn host(op: RoundedOp, ty: Type, [a, b, c]: [u64; 3]) -> u64 {
    if ty == Type::F32 {
        let [x, y, z] = [a, b, c].map(|v| f32::from_bits(v as u32));
        let r = match op {
            RoundedOp::Add => x + y,
            RoundedOp::Sub => x - y,
            RoundedOp::Mul => x * y,
            RoundedOp::Div => x / y,
            RoundedOp::Rcp => 1.0 / x,
            RoundedOp::Sqrt => x.sqrt(),
            RoundedOp::Fma => x.mul_add(y, z),
        };
        return u64::from(r.to_bits());
    }
    let [x, y, z] = [a, b, c].map(f64::from_bits);
    let r = match op {
        RoundedOp::Add => x + y,
        RoundedOp::Sub => x - y,
        RoundedOp::Mul => x * y,
        RoundedOp::Div => x / y,
        RoundedOp::Rcp => 1.0 / x,
        RoundedOp::Sqrt => x.sqrt(),
        RoundedOp::Fma => x.mul_add(y, z),
    };
    r.to_bits()
}

/// Whether the bits are an infinity or a NaN of format `f`.
fn non_finite(f: Format, bits: u64) -> bool {
    let exp_mask = (1u64 << (f.width() - f.p)) - 1;
    (bits >> (f.p - 1)) & exp_mask == exp_mask
}

/// The sum of two terms rounded in `mode`; an exact zero is `-0` rounding
/// down and `+0` otherwise, unless both terms are zeros of one sign.
fn rounded_sum(f: Format, a: Term, b: Term, mode: RoundMode) -> u64 {
    let s = add(a, b);
    if s.m == 0 && !s.sticky {
        let neg = if a.m == 0 && b.m == 0 && a.neg == b.neg {
            a.neg
        } else {
            mode == RoundMode::Rm
        };
        return f.zero(neg);
    }
    round(f, s, mode)
}

/// What [`InstData::Rounded`](super::InstData::Rounded) computes: `op` on
/// the operands' bits (those it reads), exactly rounded in `mode`.
pub fn rounded(op: RoundedOp, mode: RoundMode, ty: Type, args: [u64; 3]) -> u64 {
    let f = format(ty);
    let mask = if f.width() == 32 {
        0xFFFF_FFFF
    } else {
        u64::MAX
    };
    let args = args.map(|v| v & mask);
    let n = op.arity();
    if args[..n].iter().any(|&v| non_finite(f, v)) {
        return host(op, ty, args);
    }
    let [a, b, c] = args.map(|v| unpack(f, v));
    let one = Term {
        neg: false,
        m: 1,
        e: 0,
    };
    match op {
        RoundedOp::Add => rounded_sum(f, a, b, mode),
        RoundedOp::Sub => rounded_sum(f, a, Term { neg: !b.neg, ..b }, mode),
        RoundedOp::Fma => rounded_sum(f, mul(a, b), c, mode),
        RoundedOp::Mul if a.m == 0 || b.m == 0 => host(op, ty, args),
        RoundedOp::Mul => {
            let t = mul(a, b);
            let x = Exact {
                neg: t.neg,
                m: t.m,
                e: t.e,
                sticky: false,
            };
            round(f, x, mode)
        }
        RoundedOp::Div if a.m == 0 || b.m == 0 => host(op, ty, args),
        RoundedOp::Div => round(f, div(a, b), mode),
        RoundedOp::Rcp if a.m == 0 => host(op, ty, args),
        RoundedOp::Rcp => round(f, div(one, a), mode),
        RoundedOp::Sqrt if a.m == 0 || a.neg => host(op, ty, args),
        RoundedOp::Sqrt => round(f, sqrt(a), mode),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use RoundMode::*;
    use RoundedOp::*;

    fn f32r(op: RoundedOp, mode: RoundMode, a: f32, b: f32) -> f32 {
        let bits = [a, b, 0.0].map(|v| u64::from(v.to_bits()));
        f32::from_bits(rounded(op, mode, Type::F32, bits) as u32)
    }

    #[test]
    fn directed_roundings_of_a_third() {
        // 1/3 to nearest is 0x3EAAAAAB, above 1/3.
        let third = 1.0f32 / 3.0;
        assert_eq!(third.to_bits(), 0x3EAA_AAAB);
        assert_eq!(f32r(Div, Rn, 1.0, 3.0), third);
        assert_eq!(f32r(Div, Rz, 1.0, 3.0), third.next_down());
        assert_eq!(f32r(Div, Rm, 1.0, 3.0), third.next_down());
        assert_eq!(f32r(Div, Rp, 1.0, 3.0), third);
        assert_eq!(f32r(Div, Rm, -1.0, 3.0), -third);
        assert_eq!(f32r(Div, Rz, -1.0, 3.0), -third.next_down());
        assert_eq!(f32r(Rcp, Rp, 3.0, 0.0), third);
    }

    #[test]
    fn sums_below_an_ulp_move_only_directed_results() {
        let tiny = f32::from_bits(1);
        assert_eq!(f32r(Add, Rn, 1.0, tiny), 1.0);
        assert_eq!(f32r(Add, Rp, 1.0, tiny), 1.0f32.next_up());
        assert_eq!(f32r(Sub, Rm, 1.0, tiny), 1.0f32.next_down());
        assert_eq!(f32r(Sub, Rz, 1.0, tiny), 1.0f32.next_down());
        assert_eq!(f32r(Sub, Rn, 1.0, tiny), 1.0);
    }

    #[test]
    fn overflow_and_zero_signs_follow_the_mode() {
        let max = f32::MAX;
        assert_eq!(f32r(Add, Rn, max, max), f32::INFINITY);
        assert_eq!(f32r(Add, Rz, max, max), max);
        assert_eq!(f32r(Mul, Rm, max, 2.0), max);
        assert_eq!(f32r(Mul, Rm, -max, 2.0), f32::NEG_INFINITY);
        assert_eq!(f32r(Sub, Rm, 1.0, 1.0).to_bits(), (-0.0f32).to_bits());
        assert_eq!(f32r(Sub, Rn, 1.0, 1.0).to_bits(), 0);
        assert_eq!(f32r(Add, Rp, -0.0, -0.0).to_bits(), (-0.0f32).to_bits());
        // The smallest subnormal halved: 0 or the subnormal by mode.
        let tiny = f32::from_bits(1);
        assert_eq!(f32r(Mul, Rn, tiny, 0.5), 0.0);
        assert_eq!(f32r(Mul, Rp, tiny, 0.5), tiny);
        assert_eq!(f32r(Mul, Rn, tiny, 0.75), tiny);
    }

    #[test]
    fn agrees_with_the_host_to_nearest() {
        let mut s = 0x1234_5678_9abc_def0u64;
        for _ in 0..20000 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            let (a, b, c) = (s, s.rotate_left(21), s.rotate_left(42));
            for op in RoundedOp::ALL {
                let got = rounded(*op, Rn, Type::F64, [a, b, c]);
                let want = host(*op, Type::F64, [a, b, c]);
                let nan = f64::from_bits(want).is_nan();
                assert!(
                    got == want || nan && f64::from_bits(got).is_nan(),
                    "{op:?} {a:#x} {b:#x} {c:#x}: {got:#x} != {want:#x}"
                );
                let [x, y, z] = [a, b, c].map(|v| v as u32 as u64);
                let got = rounded(*op, Rn, Type::F32, [x, y, z]);
                let want = host(*op, Type::F32, [x, y, z]);
                let nan = f32::from_bits(want as u32).is_nan();
                assert!(
                    got == want || nan && f32::from_bits(got as u32).is_nan(),
                    "{op:?} f32 {x:#x} {y:#x} {z:#x}: {got:#x} != {want:#x}"
                );
            }
        }
    }
}
