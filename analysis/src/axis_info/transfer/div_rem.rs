//! `arith.divsi`, `arith.divui`, `arith.remsi`, `arith.remui`.
//!
//! The block rules (a contiguous dividend over a constant divisor) take the dividend
//! as non-negative for the signed ops: truncating division of `[-4, -3, -2, -1]` by
//! 4 gives `[-1, 0, 0, 0]`, and its remainder `[0, -3, -2, -1]`. Triton applies them
//! regardless. The unsigned ops need nothing: a run that starts at a multiple of its
//! length never crosses the unsigned wrap between -1 and 0.

use super::{binary, is_const, unsigned, BinaryRule, Cx};
use crate::axis_info::lattice::{gcd, AxisInfo, MAX_DIVISOR};
use tilelift_ir::Opcode;

pub(crate) fn div(cx: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo) -> AxisInfo {
    let signed = cx.data().opcode() == Opcode::DivSI;
    binary(cx, &Div { signed }, lhs, rhs)
}

pub(crate) fn rem(cx: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo) -> AxisInfo {
    let signed = cx.data().opcode() == Opcode::RemSI;
    binary(cx, &Rem { signed }, lhs, rhs)
}

struct Div {
    signed: bool,
}

struct Rem {
    signed: bool,
}

/// The length of the aligned blocks over which the dividend runs through
/// `m * g .. m * g + g` and the divisor is one multiple of `g`: `g` divides the
/// dividend's contiguity and the divisibility of its run starts, and the divisor's
/// constancy and the divisibility of every element. 1 when the dividend may be
/// negative under a signed op.
fn aligned_block(signed: bool, lhs: &AxisInfo, rhs: &AxisInfo, d: usize) -> i64 {
    if signed && !lhs.non_negative {
        return 1;
    }
    let lhs_part = gcd(lhs.contiguity[d], lhs.divisibility[d]);
    gcd(lhs_part, gcd(rhs.constancy[d], rhs.div_at(d, 1, 1)))
}

/// The divisor as a power of two, when it is a constant one (its magnitude for a
/// signed op, its unsigned value otherwise).
fn pow2_divisor(cx: &Cx<'_>, signed: bool, rhs: &AxisInfo) -> Option<u64> {
    let r = rhs.constant?;
    let p = if signed {
        r.unsigned_abs()
    } else {
        unsigned(r, cx.operand_bits(1))
    };
    p.is_power_of_two().then_some(p)
}

impl BinaryRule for Div {
    fn constant(&self, cx: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo) -> Option<i64> {
        // 0 / x = 0 (x = 0 is undefined behaviour, so any claim holds).
        if is_const(lhs, 0) {
            return Some(0);
        }
        let (l, r) = (lhs.constant?, rhs.constant?);
        if r == 0 {
            return None;
        }
        if self.signed {
            return Some(l.wrapping_div(r));
        }
        let bits = cx.operand_bits(0);
        Some((unsigned(l, bits) / unsigned(r, bits)) as i64)
    }

    fn contiguity(&self, _: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo, d: usize) -> i64 {
        // x / 1 = x; any other divisor breaks runs of consecutive values.
        if is_const(rhs, 1) {
            lhs.contiguity[d]
        } else {
            1
        }
    }

    fn divisibility(&self, cx: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo, d: usize, c: i64) -> i64 {
        // x / 1 = x. Otherwise runs have length 1, so div_at(1) divides every element:
        // x = k * v and a divisor of ±p = ±2^s with p <= v divides exactly, leaving
        // k * v / p (for divui a negative x reads as x + 2^w, still a multiple of v).
        let v = lhs.div_at(d, c, 1);
        if is_const(rhs, 1) {
            return v;
        }
        match pow2_divisor(cx, self.signed, rhs) {
            Some(p) if p <= MAX_DIVISOR as u64 => (v / p as i64).max(1),
            _ => 1,
        }
    }

    fn constancy(&self, _: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo, d: usize) -> i64 {
        // Elementwise: constant where both sides are. And over an aligned block of g
        // (see `aligned_block`) the dividend is m * g + j with j < g and the divisor
        // r = g * r', so x / r = floor((m * g + j) / (g * r')) = floor(m / r') for
        // every j: one value. (Triton asks for the whole dimension; any block works.)
        let both = gcd(lhs.constancy[d], rhs.constancy[d]);
        if lhs.contiguity[d] == 1 {
            return both;
        }
        both.max(aligned_block(self.signed, lhs, rhs, d))
    }

    fn non_negative(&self, _: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo) -> bool {
        // An unsigned quotient of a non-negative dividend is at most the dividend.
        lhs.non_negative && (rhs.non_negative || !self.signed)
    }
}

impl BinaryRule for Rem {
    fn constant(&self, cx: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo) -> Option<i64> {
        // x % 1 = 0, x % -1 = 0 (signed) and 0 % x = 0.
        if is_const(rhs, 1) || (self.signed && is_const(rhs, -1)) || is_const(lhs, 0) {
            return Some(0);
        }
        let (l, r) = (lhs.constant?, rhs.constant?);
        if r == 0 {
            return None;
        }
        if self.signed {
            return Some(l.wrapping_rem(r));
        }
        let bits = cx.operand_bits(0);
        Some((unsigned(l, bits) % unsigned(r, bits)) as i64)
    }

    fn contiguity(&self, _: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo, d: usize) -> i64 {
        // Over an aligned block of g (see `aligned_block`) the dividend is m * g + j
        // and the divisor r a multiple of g. m * g % r = s is a multiple of g and at
        // most |r| - g, so (m * g + j) % r = s + j: the block stays contiguous.
        aligned_block(self.signed, lhs, rhs, d)
    }

    fn divisibility(&self, _: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo, d: usize, c: i64) -> i64 {
        // x % r = x - q * r: with x = k * v_x and r = p * v_r at a run start, it is a
        // multiple of gcd(v_x, v_r). Triton asks for a divisor constant over more
        // than one element and otherwise gives 1; div_at(c) makes that unnecessary
        // (a contiguous divisor, such as [0, 1, 2, 3], has divisibility 1 at every
        // element).
        gcd(lhs.div_at(d, c, 1), rhs.div_at(d, c, 1))
    }

    fn non_negative(&self, _: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo) -> bool {
        // The remainder has the dividend's sign (signed), or is below both operands
        // read unsigned.
        lhs.non_negative || (!self.signed && rhs.non_negative)
    }
}

#[cfg(test)]
mod tests {
    use crate::axis_info::transfer::testutil::{check, Case};

    #[test]
    fn div() {
        // Triton's @div, every line as Triton prints it.
        check(&Case {
            body: "%0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
                   %1 = arith.constant dense<1> : tensor<128xi32>
                   %2 = arith.divsi %0, %1 : tensor<128xi32>
                   %3 = arith.divui %1, %0 : tensor<128xi32>
                   %4 = arith.constant dense<64> : tensor<128xi32>
                   %5 = arith.divsi %0, %4 : tensor<128xi32>
                   %6 = arith.divsi %4, %0 : tensor<128xi32>
                   %7 = arith.divsi %4, %1 : tensor<128xi32>
                   %8 = arith.constant dense<66> : tensor<128xi32>
                   %9 = arith.divui %0, %8 : tensor<128xi32>
                   %10 = tt.make_range {end = 8320 : i32, start = 8192 : i32} : tensor<128xi32>
                   %11 = arith.divsi %10, %4 : tensor<128xi32>",
            args: "",
            expect: &[
                ("%2", "[128], [1073741824], [1], <none>"),
                ("%3", "[1], [1], [1], <none>"),
                ("%5", "[1], [1], [64], <none>"),
                ("%6", "[1], [1], [1], <none>"),
                ("%7", "[1], [64], [128], 64"),
                ("%9", "[1], [1], [2], <none>"),
                ("%10", "[128], [8192], [1], <none>"),
                ("%11", "[1], [1], [64], <none>"),
            ],
        });
    }

    #[test]
    fn signed_division_of_a_possibly_negative_range_is_not_constant() {
        // [-64, 63] / 4 truncates -63 to -15 but -64 to -16: no constancy.
        check(&Case {
            body: "%0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
                   %1 = arith.constant dense<64> : tensor<128xi32>
                   %2 = arith.subi %0, %1 : tensor<128xi32>
                   %3 = arith.constant dense<4> : tensor<128xi32>
                   %4 = arith.divsi %2, %3 : tensor<128xi32>
                   %5 = arith.divui %2, %3 : tensor<128xi32>
                   %6 = arith.remsi %2, %3 : tensor<128xi32>
                   %7 = arith.shrsi %2, %3 : tensor<128xi32>",
            args: "",
            expect: &[
                ("%2", "[128], [64], [1], <none>"),
                ("%4", "[1], [1], [1], <none>"),
                ("%5", "[1], [1], [4], <none>"),
                ("%6", "[1], [1], [1], <none>"),
                // An arithmetic shift is a floor division: constant in blocks of 16.
                ("%7", "[1], [1], [16], <none>"),
            ],
        });
    }

    #[test]
    fn division_by_a_hinted_power_of_two() {
        // x (a multiple of 64) / 16 is a multiple of 4.
        check(&Case {
            body: "%c = arith.constant 16 : i32
                   %0 = arith.divsi %x, %c : i32
                   %1 = arith.divui %x, %y : i32
                   %2 = arith.remsi %x, %y : i32",
            args: "%x: i32 {tt.divisibility = 64 : i32}, %y: i32 {tt.divisibility = 16 : i32}",
            expect: &[
                ("%0", "[1], [4], [1], <none>"),
                ("%1", "[1], [1], [1], <none>"),
                ("%2", "[1], [16], [1], <none>"),
            ],
        });
    }

    #[test]
    fn rem() {
        // Triton's @rem. %6 = 64 % [0..128) differs: Triton prints divisibility 64, but
        // 64 % 3 = 1; the divisor's divisibility at every element is 1.
        check(&Case {
            body: "%0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
                   %1 = arith.constant dense<1> : tensor<128xi32>
                   %2 = arith.remsi %0, %1 : tensor<128xi32>
                   %3 = arith.remui %1, %0 : tensor<128xi32>
                   %4 = arith.constant dense<64> : tensor<128xi32>
                   %5 = arith.remsi %0, %4 : tensor<128xi32>
                   %6 = arith.remsi %4, %0 : tensor<128xi32>
                   %7 = arith.constant dense<66> : tensor<128xi32>
                   %8 = arith.remui %0, %7 : tensor<128xi32>",
            args: "",
            expect: &[
                ("%2", "[1], [4611686018427387904], [128], 0"),
                ("%3", "[1], [1], [1], <none>"),
                ("%5", "[64], [64], [1], <none>"),
                ("%6", "[1], [1], [1], <none>"),
                ("%8", "[2], [2], [1], <none>"),
            ],
        });
    }
}
