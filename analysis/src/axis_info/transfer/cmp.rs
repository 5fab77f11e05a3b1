//! `arith.cmpi`: masks such as `offs < n`, whose constancy decides how wide a
//! masked load or store may be.

use super::{binary, unsigned, BinaryRule, Cx};
use crate::axis_info::lattice::{gcd, AxisInfo};
use tilelift_ir::attrs::IntCC;
use tilelift_ir::InstructionData;

pub(crate) fn cmpi(cx: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo) -> AxisInfo {
    let InstructionData::IntCompare { cond, .. } = cx.data() else {
        return cx.pessimistic();
    };
    binary(cx, &Cmp(*cond), lhs, rhs)
}

struct Cmp(IntCC);

/// The length of aligned blocks over which `run` (a contiguous side) goes through
/// `m * g .. m * g + g` and `fixed` (a constant side) is one multiple of `g`.
fn aligned_block(run: &AxisInfo, fixed: &AxisInfo, d: usize) -> i64 {
    let run_part = gcd(run.contiguity[d], run.divisibility[d]);
    gcd(run_part, gcd(fixed.constancy[d], fixed.div_at(d, 1, 1)))
}

impl BinaryRule for Cmp {
    fn constant(&self, cx: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo) -> Option<i64> {
        let (l, r) = (lhs.constant?, rhs.constant?);
        let bits = cx.operand_bits(0);
        let (ul, ur) = (unsigned(l, bits), unsigned(r, bits));
        let holds = match self.0 {
            IntCC::Eq => l == r,
            IntCC::Ne => l != r,
            IntCC::Slt => l < r,
            IntCC::Sle => l <= r,
            IntCC::Sgt => l > r,
            IntCC::Sge => l >= r,
            IntCC::Ult => ul < ur,
            IntCC::Ule => ul <= ur,
            IntCC::Ugt => ul > ur,
            IntCC::Uge => ul >= ur,
        };
        Some(i64::from(holds))
    }

    fn constancy(&self, _: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo, d: usize) -> i64 {
        // Elementwise: constant where both sides are. And over an aligned block of g
        // where x runs through m * g .. m * g + g - 1 and r is a multiple of g, r is
        // either <= m * g or >= m * g + g: x < r and x >= r are one value over the
        // block, and so are r > x and r <= x. (x <= r is not: r = m * g holds at the
        // first element only.) Read unsigned, aligned runs stay aligned runs. Triton
        // asks for the whole dimension; any aligned block works.
        let both = gcd(lhs.constancy[d], rhs.constancy[d]);
        let block = match self.0 {
            IntCC::Slt | IntCC::Ult | IntCC::Sge | IntCC::Uge => aligned_block(lhs, rhs, d),
            IntCC::Sgt | IntCC::Ugt | IntCC::Sle | IntCC::Ule => aligned_block(rhs, lhs, d),
            IntCC::Eq | IntCC::Ne => 1,
        };
        both.max(block)
    }

    fn non_negative(&self, _: &Cx<'_>, _: &AxisInfo, _: &AxisInfo) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use crate::axis_info::transfer::testutil::{check, Case};

    #[test]
    fn cmp_all_contiguous() {
        // Triton's @cmp_all_contiguous, every line as Triton prints it.
        check(&Case {
            body: "%0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
                   %1 = arith.constant dense<0> : tensor<128xi32>
                   %2 = arith.cmpi eq, %0, %1 : tensor<128xi32>
                   %3 = arith.cmpi ne, %0, %1 : tensor<128xi32>
                   %4 = arith.cmpi slt, %0, %1 : tensor<128xi32>
                   %5 = arith.cmpi sle, %0, %1 : tensor<128xi32>
                   %6 = arith.cmpi sge, %0, %1 : tensor<128xi32>
                   %7 = arith.cmpi sgt, %0, %1 : tensor<128xi32>
                   %8 = arith.cmpi eq, %1, %0 : tensor<128xi32>
                   %9 = arith.cmpi ne, %1, %0 : tensor<128xi32>
                   %10 = arith.cmpi slt, %1, %0 : tensor<128xi32>
                   %11 = arith.cmpi sle, %1, %0 : tensor<128xi32>
                   %12 = arith.cmpi sge, %1, %0 : tensor<128xi32>
                   %13 = arith.cmpi sgt, %1, %0 : tensor<128xi32>
                   %14 = arith.constant dense<8> : tensor<128xi32>
                   %15 = arith.cmpi sgt, %14, %0 : tensor<128xi32>
                   %16 = arith.cmpi sgt, %14, %1 : tensor<128xi32>",
            args: "",
            expect: &[
                ("%2", "[1], [1], [1], <none>"),
                ("%3", "[1], [1], [1], <none>"),
                ("%4", "[1], [1], [128], <none>"),
                ("%5", "[1], [1], [1], <none>"),
                ("%6", "[1], [1], [128], <none>"),
                ("%7", "[1], [1], [1], <none>"),
                ("%8", "[1], [1], [1], <none>"),
                ("%9", "[1], [1], [1], <none>"),
                ("%10", "[1], [1], [1], <none>"),
                ("%11", "[1], [1], [128], <none>"),
                ("%12", "[1], [1], [1], <none>"),
                ("%13", "[1], [1], [128], <none>"),
                ("%15", "[1], [1], [8], <none>"),
                ("%16", "[1], [1], [128], 1"),
            ],
        });
    }

    #[test]
    fn cmp_partial_contiguous() {
        // Triton's @cmp_partial_contiguous: runs of 32 (range % 32) against 8, and
        // runs of 16 (range % 48) against 32.
        check(&Case {
            body: "%0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
                   %1 = arith.constant dense<8> : tensor<128xi32>
                   %3 = arith.constant dense<32> : tensor<128xi32>
                   %4 = arith.remsi %0, %3 : tensor<128xi32>
                   %5 = arith.cmpi eq, %4, %1 : tensor<128xi32>
                   %7 = arith.cmpi slt, %4, %1 : tensor<128xi32>
                   %8 = arith.cmpi sle, %4, %1 : tensor<128xi32>
                   %9 = arith.cmpi sge, %4, %1 : tensor<128xi32>
                   %14 = arith.cmpi sle, %1, %4 : tensor<128xi32>
                   %16 = arith.cmpi sgt, %1, %4 : tensor<128xi32>
                   %17 = arith.constant dense<48> : tensor<128xi32>
                   %18 = arith.remsi %0, %17 : tensor<128xi32>
                   %21 = arith.cmpi slt, %18, %3 : tensor<128xi32>
                   %24 = arith.cmpi sgt, %18, %3 : tensor<128xi32>
                   %28 = arith.cmpi sle, %3, %18 : tensor<128xi32>",
            args: "",
            expect: &[
                ("%4", "[32], [32], [1], <none>"),
                ("%5", "[1], [1], [1], <none>"),
                ("%7", "[1], [1], [8], <none>"),
                ("%8", "[1], [1], [1], <none>"),
                ("%9", "[1], [1], [8], <none>"),
                ("%14", "[1], [1], [8], <none>"),
                ("%16", "[1], [1], [8], <none>"),
                ("%18", "[16], [16], [1], <none>"),
                ("%21", "[1], [1], [16], <none>"),
                ("%24", "[1], [1], [1], <none>"),
                ("%28", "[1], [1], [16], <none>"),
            ],
        });
    }

    #[test]
    fn mask_from_a_hinted_bound() {
        // Triton's @store_constant_align: offsets of a block of 128 (pid * 128 +
        // range) below n, a multiple of 16, change value only at multiples of 16.
        check(&Case {
            body: "%pid = tt.get_program_id x : i32
                   %c = arith.constant 128 : i32
                   %1 = arith.muli %pid, %c : i32
                   %2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
                   %3 = tt.splat %1 : i32 -> tensor<128xi32>
                   %4 = arith.addi %3, %2 : tensor<128xi32>
                   %9 = tt.splat %n : i32 -> tensor<128xi32>
                   %mask = arith.cmpi slt, %4, %9 : tensor<128xi32>
                   %10 = tt.splat %m : i32 -> tensor<128xi32>
                   %mask2 = arith.cmpi slt, %4, %10 : tensor<128xi32>",
            args: "%n: i32 {tt.divisibility = 16 : i32}, %m: i32",
            expect: &[
                ("%pid", "[1], [1], [1], <none>"),
                ("%1", "[1], [128], [1], <none>"),
                ("%4", "[128], [128], [1], <none>"),
                ("%mask", "[1], [1], [16], <none>"),
                ("%mask2", "[1], [1], [1], <none>"),
            ],
        });
    }
}
