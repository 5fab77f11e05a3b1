//! `arith.andi`, `arith.ori`, `arith.xori`.

use super::{binary, BinaryRule, Cx};
use crate::axis_info::lattice::{gcd, AxisInfo};
use tilelift_ir::Opcode;

pub(crate) fn bitwise(cx: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo) -> AxisInfo {
    binary(cx, &Bitwise(cx.data().opcode()), lhs, rhs)
}

struct Bitwise(Opcode);

impl BinaryRule for Bitwise {
    fn constant(&self, _: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo) -> Option<i64> {
        // x & 0 = 0 whatever x is.
        if self.0 == Opcode::AndI && (lhs.constant == Some(0) || rhs.constant == Some(0)) {
            return Some(0);
        }
        let (l, r) = (lhs.constant?, rhs.constant?);
        Some(match self.0 {
            Opcode::AndI => l & r,
            Opcode::OrI => l | r,
            _ => l ^ r,
        })
    }

    fn divisibility(&self, _: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo, d: usize, c: i64) -> i64 {
        // Runs have length 1 here, so div_at(1) is a divisor of every element: its
        // low bits are zero. x & y keeps the low zero bits of either side (the larger
        // power of two); x | y and x ^ y keep those of both (the smaller). Triton
        // says 1 for all three.
        let (l, r) = (lhs.div_at(d, c, 1), rhs.div_at(d, c, 1));
        if self.0 == Opcode::AndI {
            l.max(r)
        } else {
            gcd(l, r)
        }
    }

    fn non_negative(&self, _: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo) -> bool {
        // The sign bit of x & y is clear when either's is; of x | y and x ^ y, when
        // both are.
        match self.0 {
            Opcode::AndI => lhs.non_negative || rhs.non_negative,
            _ => lhs.non_negative && rhs.non_negative,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::axis_info::transfer::testutil::{check, Case};

    #[test]
    fn logic() {
        // Triton's @logic. %5 = range & 64 is 0 or 64, a multiple of 64 (Triton: 1).
        check(&Case {
            body: "%0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
                   %1 = arith.constant dense<64> : tensor<128xi32>
                   %2 = arith.divsi %0, %1 : tensor<128xi32>
                   %3 = arith.constant dense<8> : tensor<128xi32>
                   %4 = arith.divsi %0, %3 : tensor<128xi32>
                   %5 = arith.andi %0, %1 : tensor<128xi32>
                   %6 = arith.ori %0, %1 : tensor<128xi32>
                   %7 = arith.xori %0, %1 : tensor<128xi32>
                   %8 = arith.andi %2, %4 : tensor<128xi32>
                   %9 = arith.ori %2, %4 : tensor<128xi32>
                   %10 = arith.xori %2, %4 : tensor<128xi32>
                   %11 = arith.xori %1, %3 : tensor<128xi32>",
            args: "",
            expect: &[
                ("%2", "[1], [1], [64], <none>"),
                ("%4", "[1], [1], [8], <none>"),
                ("%5", "[1], [64], [1], <none>"),
                ("%6", "[1], [1], [1], <none>"),
                ("%7", "[1], [1], [1], <none>"),
                ("%8", "[1], [1], [8], <none>"),
                ("%9", "[1], [1], [8], <none>"),
                ("%10", "[1], [1], [8], <none>"),
                ("%11", "[1], [8], [128], 72"),
            ],
        });
    }

    #[test]
    fn masks_keep_their_constancy() {
        // The mask of a 2-d tile: rows < M broadcast along 1, columns < N (a multiple
        // of 16) along 0; their conjunction is constant in runs of 16 along 1.
        check(&Case {
            body: "%0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
                   %1 = tt.expand_dims %0 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
                   %2 = tt.splat %n : i32 -> tensor<1x64xi32>
                   %3 = arith.cmpi slt, %1, %2 : tensor<1x64xi32>
                   %4 = tt.broadcast %3 : tensor<1x64xi1> -> tensor<32x64xi1>
                   %5 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
                   %6 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
                   %7 = tt.splat %m : i32 -> tensor<32x1xi32>
                   %8 = arith.cmpi slt, %6, %7 : tensor<32x1xi32>
                   %9 = tt.broadcast %8 : tensor<32x1xi1> -> tensor<32x64xi1>
                   %10 = arith.andi %4, %9 : tensor<32x64xi1>",
            args: "%m: i32, %n: i32 {tt.divisibility = 16 : i32}",
            expect: &[
                ("%3", "[1, 1], [1, 1], [1, 16], <none>"),
                ("%4", "[1, 1], [1, 1], [32, 16], <none>"),
                ("%9", "[1, 1], [1, 1], [1, 64], <none>"),
                ("%10", "[1, 1], [1, 1], [1, 16], <none>"),
            ],
        });
    }
}
