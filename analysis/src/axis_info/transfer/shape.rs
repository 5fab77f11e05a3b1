//! `tt.make_range`, `tt.splat`, `tt.broadcast`, `tt.expand_dims`, `tt.reshape`,
//! `tt.trans`.

use super::{shape_of, Cx};
use crate::axis_info::lattice::{highest_pow2_divisor, AxisInfo};
use tilelift_ir::InstructionData;

/// `[start, end)`: one run of `end - start`, starting at `start`. Triton computes
/// the divisibility of `start` as a 32-bit number, so 0 gives 2^30.
pub(crate) fn make_range(cx: &Cx<'_>) -> AxisInfo {
    let InstructionData::MakeRange { start, end, .. } = *cx.data() else {
        return cx.pessimistic();
    };
    let div = if start == 0 {
        1 << 30
    } else {
        highest_pow2_divisor(i64::from(start))
    };
    let mut res = AxisInfo::uniform(1, i64::from(end) - i64::from(start), div, 1);
    res.non_negative = start >= 0;
    res
}

/// A scalar everywhere: constant over each whole dimension, every element divisible
/// as the scalar is.
pub(crate) fn splat(cx: &Cx<'_>, arg: &AxisInfo) -> AxisInfo {
    let shape = cx.shape();
    let div = arg.divisibility.first().copied().unwrap_or(1);
    let mut res = AxisInfo::uniform(shape.len(), 1, div, 1);
    res.constancy = shape;
    res.constant = arg.constant;
    res.non_negative = arg.non_negative;
    res
}

/// Size-1 dimensions stretched: constant along them, each element (a run start,
/// its run having length 1) divisible as before.
pub(crate) fn broadcast(cx: &Cx<'_>, arg: &AxisInfo) -> AxisInfo {
    let shape = cx.shape();
    let arg_shape = shape_of(cx.types, cx.func.dfg.value_type(cx.operand(0)));
    if arg.rank() != shape.len() || arg_shape.len() != shape.len() {
        return cx.pessimistic();
    }
    let mut res = arg.clone();
    for d in 0..shape.len() {
        if arg_shape[d] == 1 {
            res.contiguity[d] = 1;
            res.constancy[d] = shape[d];
        }
    }
    res
}

/// A size-1 dimension inserted at `axis`. Along it every element is a run start, so
/// its divisibility must hold of every element: the constant's, or the best of
/// `div_at(d, 1)` over the other dimensions (Triton takes their gcd, and 1 for any
/// contiguous dimension, which `div_at` refines for pointers).
pub(crate) fn expand_dims(cx: &Cx<'_>, arg: &AxisInfo) -> AxisInfo {
    let InstructionData::Axis { axis, .. } = *cx.data() else {
        return cx.pessimistic();
    };
    let axis = axis as usize;
    if axis > arg.rank() {
        return cx.pessimistic();
    }
    let mut res = arg.clone();
    res.contiguity.insert(axis, 1);
    res.divisibility
        .insert(axis, arg.element_divisibility(cx.step()));
    res.constancy.insert(axis, 1);
    res
}

/// Result dimension `i` is operand dimension `order[i]`.
pub(crate) fn trans(cx: &Cx<'_>, arg: &AxisInfo) -> AxisInfo {
    let InstructionData::Trans { order, .. } = cx.data() else {
        return cx.pessimistic();
    };
    if order.len() != arg.rank() || order.iter().any(|&o| o as usize >= arg.rank()) {
        return cx.pessimistic();
    }
    let pick = |v: &[i64]| order.iter().map(|&o| v[o as usize]).collect();
    AxisInfo {
        contiguity: pick(&arg.contiguity),
        divisibility: pick(&arg.divisibility),
        constancy: pick(&arg.constancy),
        constant: arg.constant,
        non_negative: arg.non_negative,
    }
}

/// The same elements, row-major, in a new shape (Triton has no rule). Each element
/// keeps `element_divisibility`. Along the innermost dimension of more than one
/// element, consecutive elements stay consecutive in memory order: if the operand's
/// innermost such dimension `s` has runs of `c`, the result's has runs of
/// `min(c, n)` (its extent `n`; both powers of two, so the shorter aligned runs lie
/// inside the longer), starting at every `min(c, n)`-th element of `s`. With
/// `allow_reorder` the order of elements is unknown and only the first fact stays.
pub(crate) fn reshape(cx: &Cx<'_>, arg: &AxisInfo) -> AxisInfo {
    let InstructionData::Reshape { allow_reorder, .. } = *cx.data() else {
        return cx.pessimistic();
    };
    let shape = cx.shape();
    if let Some(value) = arg.constant {
        return AxisInfo::constant(value, &shape);
    }
    let step = cx.step();
    let mut res = AxisInfo::uniform(shape.len(), 1, arg.element_divisibility(step), 1);
    res.non_negative = arg.non_negative;
    let arg_shape = shape_of(cx.types, cx.func.dfg.value_type(cx.operand(0)));
    let inner = |s: &[i64]| s.iter().rposition(|&n| n > 1);
    if let (false, Some(s), Some(t)) = (allow_reorder, inner(&arg_shape), inner(&shape)) {
        if s < arg.rank() {
            let c = arg.contiguity[s].min(shape[t]);
            res.contiguity[t] = c;
            res.divisibility[t] = arg.div_at(s, c, step);
            res.constancy[t] = arg.constancy[s].min(shape[t]);
        }
    }
    res
}

#[cfg(test)]
mod tests {
    use crate::axis_info::transfer::testutil::{check, Case};

    #[test]
    fn expand_dims_and_broadcast() {
        // Triton's @expanddims and @broadcast.
        check(&Case {
            body: "%0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
                   %1 = arith.constant dense<2> : tensor<128xi32>
                   %2 = arith.muli %0, %1 : tensor<128xi32>
                   %3 = tt.expand_dims %2 {axis = 1 : i32} : tensor<128xi32> -> tensor<128x1xi32>
                   %4 = arith.constant dense<64> : tensor<128xi32>
                   %5 = tt.expand_dims %4 {axis = 1 : i32} : tensor<128xi32> -> tensor<128x1xi32>
                   %6 = tt.broadcast %5 : tensor<128x1xi32> -> tensor<128x128xi32>
                   %7 = tt.expand_dims %0 {axis = 0 : i32} : tensor<128xi32> -> tensor<1x128xi32>
                   %8 = tt.broadcast %7 : tensor<1x128xi32> -> tensor<128x128xi32>",
            args: "",
            expect: &[
                ("%3", "[1, 1], [2, 2], [1, 1], <none>"),
                ("%5", "[1, 1], [64, 64], [128, 1], 64"),
                ("%6", "[1, 1], [64, 64], [128, 128], 64"),
                ("%7", "[1, 128], [1, 1073741824], [1, 1], <none>"),
                ("%8", "[1, 128], [1, 1073741824], [128, 1], <none>"),
            ],
        });
    }

    #[test]
    fn splat() {
        // Triton's @splat.
        check(&Case {
            body: "%0 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x128x!tt.ptr<f32>>",
            args: "%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}",
            expect: &[("%0", "[1, 1], [16, 16], [128, 128], <none>")],
        });
    }

    #[test]
    fn trans_and_reshape() {
        check(&Case {
            body: "%0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
                   %1 = tt.expand_dims %0 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
                   %2 = tt.broadcast %1 : tensor<1x64xi32> -> tensor<4x64xi32>
                   %3 = tt.trans %2 {order = array<i32: 1, 0>} : tensor<4x64xi32> -> tensor<64x4xi32>
                   %4 = tt.reshape %0 : tensor<64xi32> -> tensor<8x8xi32>
                   %5 = tt.reshape %2 : tensor<4x64xi32> -> tensor<256xi32>
                   %6 = tt.reshape %0 allow_reorder : tensor<64xi32> -> tensor<8x8xi32>",
            args: "",
            expect: &[
                ("%3", "[64, 1], [1073741824, 1], [1, 4], <none>"),
                ("%4", "[1, 8], [1, 8], [1, 1], <none>"),
                ("%5", "[64], [1073741824], [1], <none>"),
                ("%6", "[1, 1], [1, 1], [1, 1], <none>"),
            ],
        });
    }
}
