//! `tt.addptr` and `tt.load`.

use super::arith::AddSub;
use super::{binary, Cx};
use crate::axis_info::lattice::{gcd, AxisInfo};

/// `ptr + offset`, the offset counted in elements of the pointee: an addition
/// whose right-hand side is worth `size` bytes a unit. Triton's example: 16 (an
/// `i32` pointer, divisibility 16) plus `[0, 1, 2, 3]` is `[16, 20, 24, 28]`, one
/// run of 4 elements (contiguity 4) starting at a multiple of 16 bytes.
pub(crate) fn addptr(cx: &Cx<'_>, ptr: &AxisInfo, offset: &AxisInfo) -> AxisInfo {
    let size = cx.step();
    let rule = AddSub {
        sub: false,
        scale: size,
        lhs_step: size,
    };
    binary(cx, &rule, ptr, offset)
}

/// Loaded values are unknown, except that equal addresses under an equal mask give
/// equal values: constant where the pointers, the mask and `other` all are.
/// (Triton ignores `other`, but where the mask is false the elements are
/// `other`'s, which need not be constant.)
pub(crate) fn load(cx: &Cx<'_>, ops: &[&AxisInfo]) -> AxisInfo {
    let mut res = cx.pessimistic();
    if ops.iter().any(|op| op.rank() != res.rank()) {
        return res;
    }
    for d in 0..res.rank() {
        res.constancy[d] = ops.iter().fold(0, |k, op| gcd(k, op.constancy[d]));
    }
    res
}

#[cfg(test)]
mod tests {
    use crate::axis_info::transfer::testutil::{check, Case};

    #[test]
    fn addptr() {
        // Triton's @addptr: the divisibility of p + 1 is the pointee size (for a
        // 16-byte aligned p); p + 4 is 4 elements further.
        check(&Case {
            body: "%cst1 = arith.constant 1 : i32
                   %0 = tt.addptr %arg0, %cst1 : !tt.ptr<i1>, i32
                   %1 = tt.addptr %arg1, %cst1 : !tt.ptr<i8>, i32
                   %2 = tt.addptr %arg2, %cst1 : !tt.ptr<i16>, i32
                   %3 = tt.addptr %arg3, %cst1 : !tt.ptr<i32>, i32
                   %4 = tt.addptr %arg4, %cst1 : !tt.ptr<i64>, i32
                   %cst4 = arith.constant 4 : i32
                   %5 = tt.addptr %arg0, %cst4 : !tt.ptr<i1>, i32
                   %7 = tt.addptr %arg2, %cst4 : !tt.ptr<i16>, i32
                   %8 = tt.addptr %arg3, %cst4 : !tt.ptr<i32>, i32
                   %9 = tt.addptr %arg4, %cst4 : !tt.ptr<i64>, i32
                   %10 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
                   %11 = tt.expand_dims %10 {axis = 0 : i32} : tensor<128xi32> -> tensor<1x128xi32>
                   %12 = tt.broadcast %11 : tensor<1x128xi32> -> tensor<128x128xi32>
                   %13 = tt.splat %arg0 : !tt.ptr<i1> -> tensor<128x128x!tt.ptr<i1>>
                   %16 = tt.splat %arg3 : !tt.ptr<i32> -> tensor<128x128x!tt.ptr<i32>>
                   %18 = tt.addptr %13, %12 : tensor<128x128x!tt.ptr<i1>>, tensor<128x128xi32>
                   %21 = tt.addptr %16, %12 : tensor<128x128x!tt.ptr<i32>>, tensor<128x128xi32>",
            args: "%arg0: !tt.ptr<i1> {tt.divisibility = 16 : i32},
                   %arg1: !tt.ptr<i8> {tt.divisibility = 16 : i32},
                   %arg2: !tt.ptr<i16> {tt.divisibility = 16 : i32},
                   %arg3: !tt.ptr<i32> {tt.divisibility = 16 : i32},
                   %arg4: !tt.ptr<i64> {tt.divisibility = 16 : i32}",
            expect: &[
                ("%0", "[1], [1], [1], <none>"),
                ("%1", "[1], [1], [1], <none>"),
                ("%2", "[1], [2], [1], <none>"),
                ("%3", "[1], [4], [1], <none>"),
                ("%4", "[1], [8], [1], <none>"),
                ("%5", "[1], [4], [1], <none>"),
                ("%7", "[1], [8], [1], <none>"),
                ("%8", "[1], [16], [1], <none>"),
                ("%9", "[1], [16], [1], <none>"),
                ("%18", "[1, 128], [1, 16], [128, 1], <none>"),
                ("%21", "[1, 128], [4, 16], [128, 1], <none>"),
            ],
        });
    }

    #[test]
    fn load_constancy() {
        // Triton's @load_constancy: pointers constant in blocks of 16 and a mask in
        // blocks of 8 give values constant in blocks of 8.
        check(&Case {
            body: "%sixteen = arith.constant dense<16> : tensor<1024xi32>
                   %eight = arith.constant dense<8> : tensor<1024xi32>
                   %1 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
                   %2 = arith.divsi %1, %sixteen : tensor<1024xi32>
                   %3 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>>
                   %4 = tt.splat %arg1 : i32 -> tensor<1024xi32>
                   %5 = arith.divsi %1, %eight : tensor<1024xi32>
                   %6 = arith.cmpi slt, %5, %4 : tensor<1024xi32>
                   %7 = tt.addptr %3, %2 : tensor<1024x!tt.ptr<f32>>, tensor<1024xi32>
                   %8 = tt.load %7 : tensor<1024x!tt.ptr<f32>>
                   %9 = tt.load %7, %6 : tensor<1024x!tt.ptr<f32>>
                   %10 = tt.load %7, %6, %cst : tensor<1024x!tt.ptr<f32>>",
            args: "%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: i32 {tt.divisibility = 1 : i32}, %cst: tensor<1024xf32>",
            expect: &[
                ("%2", "[1], [1], [16], <none>"),
                ("%6", "[1], [1], [8], <none>"),
                ("%7", "[1], [4], [16], <none>"),
                ("%8", "[1], [1], [16], <none>"),
                ("%9", "[1], [1], [8], <none>"),
                ("%10", "[1], [1], [1], <none>"),
            ],
        });
    }
}
