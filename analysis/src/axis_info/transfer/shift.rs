//! `arith.shli`, `arith.shrsi`, `arith.shrui`.
//!
//! A shift amount outside `0..width` gives poison, so every claim holds of it; the
//! rules use a constant amount only when it is in range.

use super::{binary, unsigned, BinaryRule, Cx};
use crate::axis_info::lattice::{gcd, multiply_divisor, AxisInfo};
use tilelift_ir::Opcode;

pub(crate) fn shl(cx: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo) -> AxisInfo {
    binary(cx, &Shl, lhs, rhs)
}

pub(crate) fn shr(cx: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo) -> AxisInfo {
    let signed = cx.data().opcode() == Opcode::ShRSI;
    binary(cx, &Shr { signed }, lhs, rhs)
}

struct Shl;

struct Shr {
    signed: bool,
}

/// The shift amount, when it is a constant in `0..width`.
fn amount(cx: &Cx<'_>, rhs: &AxisInfo) -> Option<u32> {
    let bits = cx.operand_bits(0).max(1);
    rhs.constant
        .filter(|&s| (0..i64::from(bits)).contains(&s))
        .map(|s| s as u32)
}

impl BinaryRule for Shl {
    fn constant(&self, cx: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo) -> Option<i64> {
        let l = lhs.constant?;
        Some(l.wrapping_shl(amount(cx, rhs)?))
    }

    fn contiguity(&self, _: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo, d: usize) -> i64 {
        // x << 0 = x; a shift by anything else spreads consecutive values apart.
        if rhs.constant == Some(0) {
            lhs.contiguity[d]
        } else {
            1
        }
    }

    fn divisibility(&self, cx: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo, d: usize, c: i64) -> i64 {
        // x << s = x * 2^s, so a multiple of v * 2^s; an unknown amount is at least 0,
        // so x << s is still a multiple of v. (Triton keeps the run-start divisibility
        // of a contiguous x when the amount is unknown, but [0, 1, 2, 3] << s is not a
        // multiple of 2^30; div_at(1) says 1.)
        let shift = amount(cx, rhs).unwrap_or(0);
        multiply_divisor(lhs.div_at(d, c, 1), 1i64 << shift.min(62))
    }

    fn non_negative(&self, _: &Cx<'_>, lhs: &AxisInfo, _: &AxisInfo) -> bool {
        lhs.non_negative
    }
}

impl BinaryRule for Shr {
    fn constant(&self, cx: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo) -> Option<i64> {
        let l = lhs.constant?;
        let s = amount(cx, rhs)?;
        if self.signed {
            return Some(l >> s);
        }
        Some((unsigned(l, cx.operand_bits(0)) >> s) as i64)
    }

    fn contiguity(&self, _: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo, d: usize) -> i64 {
        // x >> 0 = x.
        if rhs.constant == Some(0) {
            lhs.contiguity[d]
        } else {
            1
        }
    }

    fn divisibility(&self, cx: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo, d: usize, c: i64) -> i64 {
        // x = k * v with v >= 2^s shifts exactly to k * v / 2^s (arithmetic shift of
        // a negative multiple too; a logical shift of a negative x reads x + 2^w,
        // still a multiple of v). An unknown amount may leave any low bit set.
        match amount(cx, rhs) {
            Some(s) => (lhs.div_at(d, c, 1) >> s).max(1),
            None => 1,
        }
    }

    fn constancy(&self, cx: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo, d: usize) -> i64 {
        // Elementwise: constant where both sides are. And x >> s = floor(x / 2^s)
        // (for both shifts: the unsigned view of an aligned run is an aligned run),
        // so over aligned blocks of g = gcd(c, v, 2^s), where x = m * g + j, the
        // result is floor(m * g / 2^s): one value. Triton has no such rule.
        let both = gcd(lhs.constancy[d], rhs.constancy[d]);
        match amount(cx, rhs) {
            Some(s) if lhs.contiguity[d] > 1 => {
                let block = gcd(lhs.contiguity[d], lhs.divisibility[d]);
                both.max(gcd(block, 1i64 << s.min(62)))
            }
            _ => both,
        }
    }

    fn non_negative(&self, cx: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo) -> bool {
        // A logical shift by at least one clears the sign bit.
        lhs.non_negative || (!self.signed && amount(cx, rhs).is_some_and(|s| s > 0))
    }
}

#[cfg(test)]
mod tests {
    use crate::axis_info::transfer::testutil::{check, Case};

    #[test]
    fn shifts() {
        // Triton's @shift cases: x << 3 multiplies the divisibility by 8; the range
        // shifted by 0 stays itself; (x * 8) >> 2 is a multiple of 2.
        check(&Case {
            body: "%0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
                   %1 = arith.constant dense<0> : tensor<128xi32>
                   %2 = arith.shli %0, %1 : tensor<128xi32>
                   %3 = arith.constant dense<3> : tensor<128xi32>
                   %4 = arith.shli %0, %3 : tensor<128xi32>
                   %5 = arith.constant dense<2> : tensor<128xi32>
                   %6 = arith.shrsi %4, %5 : tensor<128xi32>
                   %7 = arith.shrui %0, %5 : tensor<128xi32>
                   %8 = arith.shli %3, %5 : tensor<128xi32>
                   %9 = tt.splat %s : i32 -> tensor<128xi32>
                   %10 = arith.shli %0, %9 : tensor<128xi32>
                   %11 = arith.shrui %x, %5 : tensor<128xi32>",
            args: "%s: i32, %x: tensor<128xi32> {tt.divisibility = 16 : i32}",
            expect: &[
                ("%2", "[128], [1073741824], [1], <none>"),
                ("%4", "[1], [8], [1], <none>"),
                ("%6", "[1], [2], [1], <none>"),
                ("%7", "[1], [1], [4], <none>"),
                ("%8", "[1], [4], [128], 12"),
                ("%10", "[1], [1], [1], <none>"),
                ("%11", "[1], [4], [1], <none>"),
            ],
        });
    }
}
