//! `arith.select`.

use super::Cx;
use crate::axis_info::lattice::{gcd, AxisInfo};

pub(crate) fn select(cx: &Cx<'_>, cond: &AxisInfo, lhs: &AxisInfo, rhs: &AxisInfo) -> AxisInfo {
    // A known condition picks one side whole.
    match cond.constant {
        Some(0) => return rhs.clone(),
        Some(_) => return lhs.clone(),
        None => {}
    }
    let shape = cx.shape();
    let rank = shape.len();
    if lhs.rank() != rank || rhs.rank() != rank {
        return AxisInfo::pessimistic(rank);
    }
    // A scalar condition picks one side whole; a tensor condition only within its
    // constant blocks.
    let cond_ty = cx.func.dfg.value_type(cx.operand(0));
    let tensor_cond = cx.types.is_tensor(cond_ty) && cond.rank() == rank;
    let step = cx.step();
    let mut res = AxisInfo::pessimistic(rank);
    for d in 0..rank {
        // Over a block where the condition is one value and both sides are
        // contiguous (or constant), the result is one side's run (or constant).
        let mut c = gcd(lhs.contiguity[d], rhs.contiguity[d]);
        let mut k = gcd(lhs.constancy[d], rhs.constancy[d]);
        if tensor_cond {
            c = gcd(c, cond.constancy[d]);
            k = gcd(k, cond.constancy[d]);
        }
        res.contiguity[d] = c;
        res.constancy[d] = k;
        // At a run start the element is one side's element there. Triton takes the
        // plain gcd of divisibilities when both contiguities are equal, even when the
        // condition shortens the runs; div_at restricts them to the new length.
        res.divisibility[d] = gcd(lhs.div_at(d, c, step), rhs.div_at(d, c, step));
    }
    res.constant = lhs.constant.filter(|_| lhs.constant == rhs.constant);
    res.non_negative = lhs.non_negative && rhs.non_negative;
    res
}

#[cfg(test)]
mod tests {
    use crate::axis_info::transfer::testutil::{check, Case};

    #[test]
    fn select() {
        // Triton's @select.
        check(&Case {
            body: "%0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
                   %1 = arith.constant dense<0> : tensor<128xi32>
                   %2 = arith.cmpi eq, %0, %1 : tensor<128xi32>
                   %3 = arith.cmpi slt, %0, %1 : tensor<128xi32>
                   %4 = arith.constant false
                   %7 = tt.splat %4 : i1 -> tensor<128xi1>
                   %5 = arith.select %4, %3, %7 : tensor<128xi1>
                   %8 = arith.select %7, %3, %2 : tensor<128xi1>, tensor<128xi1>
                   %9 = tt.expand_dims %2 {axis = 1 : i32} : tensor<128xi1> -> tensor<128x1xi1>
                   %10 = tt.expand_dims %3 {axis = 1 : i32} : tensor<128xi1> -> tensor<128x1xi1>
                   %11 = arith.select %arg0, %9, %10 : tensor<128x1xi1>
                   %cst = arith.constant dense<4> : tensor<4xi32>
                   %12 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
                   %13 = arith.muli %12, %cst : tensor<4xi32>
                   %14 = tt.make_range {end = 20 : i32, start = 16 : i32} : tensor<4xi32>
                   %15 = arith.select %arg1, %12, %13 : tensor<4xi1>, tensor<4xi32>",
            args: "%arg0: i1, %arg1: tensor<4xi1>",
            expect: &[
                ("%4", "[1], [4611686018427387904], [1], 0"),
                ("%7", "[1], [4611686018427387904], [128], 0"),
                ("%5", "[1], [4611686018427387904], [128], 0"),
                ("%8", "[1], [1], [1], <none>"),
                ("%9", "[1, 1], [1, 1], [1, 1], <none>"),
                ("%10", "[1, 1], [1, 1], [128, 1], <none>"),
                ("%11", "[1, 1], [1, 1], [1, 1], <none>"),
                ("%13", "[1], [4], [1], <none>"),
                ("%14", "[4], [16], [1], <none>"),
                ("%15", "[1], [1], [1], <none>"),
            ],
        });
    }

    #[test]
    fn a_tensor_condition_shortens_runs_and_their_divisibility() {
        // Both sides are runs of 8 starting at multiples of 8, the condition changes
        // every 2 elements: [8, 9, 18, 19, ...] has runs of 2 that start at even
        // numbers only (Triton says 8).
        check(&Case {
            body: "%0 = tt.make_range {end = 16 : i32, start = 8 : i32} : tensor<8xi32>
                   %1 = tt.make_range {end = 24 : i32, start = 16 : i32} : tensor<8xi32>
                   %2 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
                   %c2 = arith.constant dense<2> : tensor<8xi32>
                   %3 = arith.divsi %2, %c2 : tensor<8xi32>
                   %c1 = arith.constant dense<1> : tensor<8xi32>
                   %4 = arith.andi %3, %c1 : tensor<8xi32>
                   %c0 = arith.constant dense<0> : tensor<8xi32>
                   %5 = arith.cmpi eq, %4, %c0 : tensor<8xi32>
                   %6 = arith.select %5, %0, %1 : tensor<8xi1>, tensor<8xi32>",
            args: "",
            expect: &[
                ("%5", "[1], [1], [2], <none>"),
                ("%6", "[2], [2], [1], <none>"),
            ],
        });
    }
}
