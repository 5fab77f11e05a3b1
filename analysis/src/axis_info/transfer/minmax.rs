//! `arith.maxsi`, `arith.minsi`, `arith.maxui`, `arith.minui`.

use super::{binary, unsigned, BinaryRule, Cx};
use crate::axis_info::lattice::{gcd, AxisInfo};
use tilelift_ir::Opcode;

pub(crate) fn min_max(cx: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo) -> AxisInfo {
    binary(cx, &MinMax(cx.data().opcode()), lhs, rhs)
}

struct MinMax(Opcode);

impl MinMax {
    fn is_max(&self) -> bool {
        matches!(self.0, Opcode::MaxSI | Opcode::MaxUI)
    }

    fn is_unsigned(&self) -> bool {
        matches!(self.0, Opcode::MaxUI | Opcode::MinUI)
    }
}

impl BinaryRule for MinMax {
    fn constant(&self, cx: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo) -> Option<i64> {
        let (l, r) = (lhs.constant?, rhs.constant?);
        let bits = cx.operand_bits(0);
        let pick_lhs = match (self.is_unsigned(), self.is_max()) {
            (false, true) => l >= r,
            (false, false) => l <= r,
            (true, true) => unsigned(l, bits) >= unsigned(r, bits),
            (true, false) => unsigned(l, bits) <= unsigned(r, bits),
        };
        Some(if pick_lhs { l } else { r })
    }

    fn contiguity(&self, _: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo, d: usize) -> i64 {
        // Over a common run, max(a + j, b + j) = max(a, b) + j: contiguous. Compared
        // unsigned, a run that may hold negative values must not cross the wrap
        // between -1 and 0; a run of g starting at a multiple of g never does, so
        // the runs shrink to the divisibilities unless both sides are non-negative.
        let c = gcd(lhs.contiguity[d], rhs.contiguity[d]);
        if !self.is_unsigned() || (lhs.non_negative && rhs.non_negative) {
            return c;
        }
        gcd(c, gcd(lhs.divisibility[d], rhs.divisibility[d]))
    }

    fn divisibility(&self, _: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo, d: usize, c: i64) -> i64 {
        // At each run start the result is one of the two sides' elements there.
        gcd(lhs.div_at(d, c, 1), rhs.div_at(d, c, 1))
    }

    fn non_negative(&self, _: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo) -> bool {
        // A signed max, or an unsigned min, is at least its non-negative side.
        let (l, r) = (lhs.non_negative, rhs.non_negative);
        if self.is_max() != self.is_unsigned() {
            l || r
        } else {
            l && r
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::axis_info::transfer::testutil::{check, Case};

    #[test]
    fn max_min() {
        // Triton's @max_min; the constant 8 keeps its divisibility and constancy here
        // (Triton prints 1s beside the constant).
        check(&Case {
            body: "%0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
                   %1 = tt.make_range {end = 192 : i32, start = 64 : i32} : tensor<128xi32>
                   %2 = arith.maxsi %0, %1 : tensor<128xi32>
                   %3 = arith.minsi %0, %1 : tensor<128xi32>
                   %4 = arith.constant dense<8> : tensor<128xi32>
                   %5 = arith.constant dense<4> : tensor<128xi32>
                   %6 = arith.maxsi %4, %5 : tensor<128xi32>
                   %7 = arith.minui %0, %4 : tensor<128xi32>",
            args: "",
            expect: &[
                ("%1", "[128], [64], [1], <none>"),
                ("%2", "[128], [64], [1], <none>"),
                ("%3", "[128], [64], [1], <none>"),
                ("%6", "[1], [8], [128], 8"),
                ("%7", "[1], [1], [1], <none>"),
            ],
        });
    }

    #[test]
    fn unsigned_max_of_a_possibly_negative_run() {
        // [-2, -1, 0, 1] maxui [5, 6, 7, 8] reads -2 and -1 as huge: [-2, -1, 7, 8].
        // Runs of 4 break, and with 5 odd no shorter aligned run is known; the signed
        // max [5, 6, 7, 8] stays contiguous.
        check(&Case {
            body: "%0 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
                   %1 = arith.constant dense<2> : tensor<4xi32>
                   %2 = arith.subi %0, %1 : tensor<4xi32>
                   %3 = tt.make_range {end = 9 : i32, start = 5 : i32} : tensor<4xi32>
                   %4 = arith.maxui %2, %3 : tensor<4xi32>
                   %5 = arith.maxsi %2, %3 : tensor<4xi32>",
            args: "",
            expect: &[
                ("%2", "[4], [2], [1], <none>"),
                ("%4", "[1], [1], [1], <none>"),
                ("%5", "[4], [1], [1], <none>"),
            ],
        });
    }
}
