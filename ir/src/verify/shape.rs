//! Typing rules of the ops that make or reshape tensors: `tt.make_range`,
//! `tt.splat`, `tt.broadcast`, `tt.expand_dims`, `tt.reshape`, `tt.trans`,
//! `tt.join`, `tt.split` and `ttg.convert_layout`.
//!
//! These ops change shapes, and in TTGIR their results often have another encoding
//! than their operands (`tt.expand_dims` turns a slice layout into its parent), so
//! the rules compare shapes and element types, not encodings. Where the result
//! shape can be inferred (`make_range`, `expand_dims`, `trans`, `join`), the rule
//! checks the declared result against [`crate::infer`], which the builder uses to
//! give the result its type.

use super::context::InstCx;
use super::display::shape_to_string;
use super::query::{is_pow2, is_scalar, num_elements, tensor_shape};
use crate::entities::Type;
use crate::infer;
use crate::instructions::InstructionData;

/// `tt.make_range {start, end}`: a 1-d `i32` tensor of `end - start` elements, a
/// power of two.
pub(super) fn make_range(cx: &mut InstCx) {
    let InstructionData::MakeRange { start, end, .. } = cx.data else {
        return;
    };
    let Some(n) = infer::make_range_len(*start, *end) else {
        return cx.err(format!("end {end} must be greater than start {start}"));
    };
    if !is_pow2(n) {
        return cx.err(format!(
            "the range has {n} elements, which is not a power of two"
        ));
    }
    let res = cx.res_ty(0);
    let types = cx.types();
    if tensor_shape(types, res) != Some(&[n][..]) || types.element_type(res) != types.i32() {
        let res = cx.show(res);
        cx.err(format!("result must be tensor<{n}xi32>, found {res}"));
    }
}

/// `tt.splat`: a scalar to a tensor of that scalar.
pub(super) fn splat(cx: &mut InstCx) {
    let (arg, res, types) = (cx.arg_ty(0), cx.res_ty(0), cx.types());
    if !is_scalar(types, arg) {
        let arg = cx.show(arg);
        return cx.err(format!("operand must be a scalar, found {arg}"));
    }
    if tensor_shape(types, res).is_none() || types.element_type(res) != arg {
        let (arg, res) = (cx.show(arg), cx.show(res));
        cx.err(format!("result must be a tensor of {arg}, found {res}"));
    }
}

/// `tt.broadcast`: the same rank, each operand dimension 1 or the result's.
pub(super) fn broadcast(cx: &mut InstCx) {
    let Some((from, to)) = tensors_of_one_element(cx) else {
        return;
    };
    // The types are formatted only for a message: this check runs on every
    // broadcast of every kernel.
    let show = |cx: &InstCx| (cx.show(cx.arg_ty(0)), cx.show(cx.res_ty(0)));
    if from.len() != to.len() {
        let (arg, res) = show(cx);
        return cx.err(format!("cannot broadcast {arg} to {res}: the ranks differ"));
    }
    let bad = from
        .iter()
        .zip(to)
        .enumerate()
        .find(|(_, (f, t))| f != t && **f != 1);
    if let Some((i, (f, t))) = bad {
        let (arg, res) = show(cx);
        cx.err(format!(
            "cannot broadcast {arg} to {res}: dimension {i} is {f}, not 1 or {t}"
        ));
    }
}

/// `tt.expand_dims {axis}`: a 1 inserted at `axis`, which is at most the rank.
pub(super) fn expand_dims(cx: &mut InstCx) {
    let InstructionData::Axis { axis, .. } = cx.data else {
        return;
    };
    let Some(shape) = operand_shape(cx) else {
        return;
    };
    let Some(expected) = infer::expand_dims(shape, *axis) else {
        let rank = shape.len();
        return cx.err(format!(
            "axis {axis} is out of range for a tensor of rank {rank}"
        ));
    };
    expect_result(cx, 0, &expected, cx.types().element_type(cx.arg_ty(0)));
}

/// `tt.reshape`: the same elements in another shape.
pub(super) fn reshape(cx: &mut InstCx) {
    let Some((from, to)) = tensors_of_one_element(cx) else {
        return;
    };
    let (n, m) = (num_elements(from), num_elements(to));
    if n != m {
        let (arg, res) = (cx.show(cx.arg_ty(0)), cx.show(cx.res_ty(0)));
        cx.err(format!(
            "cannot reshape {arg} to {res}: the numbers of elements differ"
        ));
    }
}

/// `tt.trans {order}`: `order` is a permutation, and result dimension `i` is
/// operand dimension `order[i]`.
pub(super) fn trans(cx: &mut InstCx) {
    let InstructionData::Trans { order, .. } = cx.data else {
        return;
    };
    let Some(shape) = operand_shape(cx) else {
        return;
    };
    let Some(expected) = infer::trans(shape, order) else {
        let rank = shape.len();
        return cx.err(format!(
            "order {order:?} is not a permutation of the {rank} dimensions"
        ));
    };
    expect_result(cx, 0, &expected, cx.types().element_type(cx.arg_ty(0)));
}

/// `tt.join`: two tensors of one type, joined along a new last dimension of 2.
pub(super) fn join(cx: &mut InstCx) {
    two_of_one_type(cx, infer::join);
}

/// `tt.cat`: two tensors of one type, concatenated along dimension 0.
pub(super) fn cat(cx: &mut InstCx) {
    two_of_one_type(cx, |shape| {
        let mut out = crate::types::Shape::from(shape);
        if let Some(first) = out.first_mut() {
            *first *= 2;
        }
        out
    });
}

/// Two operands of one tensor type; the result has their element type and
/// the shape `result_shape` makes of theirs.
fn two_of_one_type(cx: &mut InstCx, result_shape: impl FnOnce(&[i64]) -> crate::types::Shape) {
    let (a, b) = (cx.arg_ty(0), cx.arg_ty(1));
    if a != b {
        let (a, b) = (cx.show(a), cx.show(b));
        return cx.err(format!("operands have different types: {a} and {b}"));
    }
    let Some(shape) = operand_shape(cx) else {
        return;
    };
    let expected = result_shape(shape);
    expect_result(cx, 0, &expected, cx.types().element_type(a));
}

/// `tt.split`: a tensor whose last dimension is 2, split into two halves.
pub(super) fn split(cx: &mut InstCx) {
    let Some(shape) = operand_shape(cx) else {
        return;
    };
    let Some((&2, rest)) = shape.split_last() else {
        let arg = cx.show(cx.arg_ty(0));
        return cx.err(format!("the last dimension of {arg} must be 2"));
    };
    let elem = cx.types().element_type(cx.arg_ty(0));
    expect_result(cx, 0, rest, elem);
    expect_result(cx, 1, rest, elem);
}

/// `ttg.convert_layout`: the same shape and element type, in another encoding.
pub(super) fn convert_layout(cx: &mut InstCx) {
    if let Some((from, to)) = tensors_of_one_element(cx) {
        if from != to {
            let (arg, res) = (cx.show(cx.arg_ty(0)), cx.show(cx.res_ty(0)));
            cx.err(format!(
                "operand {arg} and result {res} have different shapes"
            ));
        }
    }
}

/// The shape of operand 0, after reporting if it is not a tensor.
fn operand_shape<'a>(cx: &mut InstCx<'a>) -> Option<&'a [i64]> {
    let arg = cx.arg_ty(0);
    let shape = tensor_shape(cx.types(), arg);
    if shape.is_none() {
        let arg = cx.show(arg);
        cx.err(format!("operand must be a tensor, found {arg}"));
    }
    shape
}

/// The shapes of operand 0 and result 0, after reporting unless both are tensors of
/// one element type.
fn tensors_of_one_element<'a>(cx: &mut InstCx<'a>) -> Option<(&'a [i64], &'a [i64])> {
    let (arg, res, types) = (cx.arg_ty(0), cx.res_ty(0), cx.types());
    let (Some(from), Some(to)) = (tensor_shape(types, arg), tensor_shape(types, res)) else {
        let (arg, res) = (cx.show(arg), cx.show(res));
        cx.err(format!(
            "operand and result must be tensors, found {arg} and {res}"
        ));
        return None;
    };
    if types.element_type(arg) != types.element_type(res) {
        let (arg, res) = (cx.show(arg), cx.show(res));
        cx.err(format!(
            "operand {arg} and result {res} have different element types"
        ));
        return None;
    }
    Some((from, to))
}

/// Reports unless result `n` is a tensor of `shape` and `elem`, in any encoding.
pub(super) fn expect_result(cx: &mut InstCx, n: usize, shape: &[i64], elem: Type) {
    let (res, types) = (cx.res_ty(n), cx.types());
    if tensor_shape(types, res) == Some(shape) && types.element_type(res) == elem {
        return;
    }
    let (expected, elem, res) = (shape_to_string(shape), cx.show(elem), cx.show(res));
    cx.err(format!(
        "result {n} must have shape {expected} and element type {elem}, found {res}"
    ));
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{assert_error, Fb};
    use crate::instructions::{InstructionData, Opcode};

    #[test]
    fn make_range_needs_a_power_of_two() {
        let mut fb = Fb::new();
        let i32 = fb.types.i32();
        let t1000 = fb.types.tensor(&[1000], i32);
        let t64 = fb.types.tensor(&[64], i32);
        let range = |start, end| InstructionData::MakeRange {
            opcode: Opcode::MakeRange,
            start,
            end,
        };
        let odd = fb.val(range(0, 1000), t1000);
        let wrong = fb.val(range(0, 32), t64);
        let empty = fb.val(range(5, 5), t64);
        fb.ret();
        let at = [fb.def_at(odd), fb.def_at(wrong), fb.def_at(empty)];
        let module = fb.finish();
        let msg = "tt.make_range: the range has 1000 elements, which is not a power of two";
        assert_error(&module, at[0], msg);
        // The result type itself is reported where it is defined, too.
        assert_error(&module, at[0], "tensor dimensions must be powers of two");
        assert_error(
            &module,
            at[1],
            "tt.make_range: result must be tensor<32xi32>, found tensor<64xi32>",
        );
        assert_error(
            &module,
            at[2],
            "tt.make_range: end 5 must be greater than start 5",
        );
    }

    #[test]
    fn splat_and_broadcast() {
        let mut fb = Fb::new();
        let (i32, f32) = (fb.types.i32(), fb.types.f32());
        let row = fb.types.tensor(&[1, 64], f32);
        let full = fb.types.tensor(&[16, 64], f32);
        let wide = fb.types.tensor(&[16, 32], f32);
        let x = fb.arg(f32);
        let ints = fb.types.tensor(&[64], i32);
        let bad_splat = fb.unary(Opcode::Splat, x, ints);
        let r = fb.unary(Opcode::Splat, x, row);
        fb.unary(Opcode::Broadcast, r, full);
        let bad = fb.unary(Opcode::Broadcast, r, wide);
        fb.ret();
        let (at_splat, at_bc) = (fb.def_at(bad_splat), fb.def_at(bad));
        let module = fb.finish();
        assert_error(
            &module,
            at_splat,
            "tt.splat: result must be a tensor of f32, found tensor<64xi32>",
        );
        let msg = "tt.broadcast: cannot broadcast tensor<1x64xf32> to tensor<16x32xf32>: dimension 1 is 64, not 1 or 32";
        assert_error(&module, at_bc, msg);
    }

    #[test]
    fn expand_dims_inserts_a_one_at_axis() {
        let mut fb = Fb::new();
        let i32 = fb.types.i32();
        let v = fb.types.tensor(&[16], i32);
        let col = fb.types.tensor(&[16, 1], i32);
        let x = fb.arg(v);
        let expand = |arg, axis| InstructionData::Axis {
            opcode: Opcode::ExpandDims,
            arg,
            axis,
        };
        fb.val(expand(x, 1), col);
        let wrong = fb.val(expand(x, 0), col);
        let far = fb.val(expand(x, 2), col);
        fb.ret();
        let (at_wrong, at_far) = (fb.def_at(wrong), fb.def_at(far));
        let module = fb.finish();
        let msg = "tt.expand_dims: result 0 must have shape 1x16 and element type i32, found tensor<16x1xi32>";
        assert_error(&module, at_wrong, msg);
        assert_error(
            &module,
            at_far,
            "tt.expand_dims: axis 2 is out of range for a tensor of rank 1",
        );
    }

    #[test]
    fn trans_reshape_join_split() {
        let mut fb = Fb::new();
        let f32 = fb.types.f32();
        let a = fb.types.tensor(&[16, 64], f32);
        let at_ = fb.types.tensor(&[64, 16], f32);
        let flat = fb.types.tensor(&[1024], f32);
        let pair = fb.types.tensor(&[16, 64, 2], f32);
        let x = fb.arg(a);
        let trans = |order: &[u32]| InstructionData::Trans {
            opcode: Opcode::Trans,
            arg: x,
            order: order.iter().copied().collect(),
        };
        fb.val(trans(&[1, 0]), at_);
        let bad_order = fb.val(trans(&[1, 1]), at_);
        let reshape = InstructionData::Reshape {
            opcode: Opcode::Reshape,
            arg: x,
            allow_reorder: false,
            efficient_layout: false,
        };
        fb.val(reshape, flat);
        let j = fb.binary(Opcode::Join, x, x, pair);
        let split = InstructionData::Unary {
            opcode: Opcode::Split,
            arg: j,
        };
        fb.inst(split, &[a, a]);
        fb.ret();
        let at = fb.def_at(bad_order);
        let module = fb.finish();
        assert_error(
            &module,
            at,
            "tt.trans: order [1, 1] is not a permutation of the 2 dimensions",
        );
        assert_eq!(super::super::testutil::errors(&module).len(), 1);
    }
}
