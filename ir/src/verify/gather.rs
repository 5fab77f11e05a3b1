//! Typing rules of the ops that index a tensor by the values of another:
//! `tt.gather` and `tt.histogram`, as Triton's `GatherOp::verify` and
//! `HistogramOp` have them.
//!
//! - `tt.gather %src[%idx] {axis}`: `src` and `idx` are tensors of one rank,
//!   `axis` is below it, `idx` has an integer element type and the shape of
//!   `src` in every dimension but `axis`; the result has `idx`'s shape and
//!   encoding (none in TTIR) and `src`'s element type.
//! - `tt.histogram %x, %mask`: `x` is a 1-d integer tensor, the optional mask
//!   an `i1` tensor of `x`'s shape and encoding, the result a 1-d `i32` tensor
//!   (one element per bin).

use super::context::InstCx;
use super::display::shape_to_string;
use super::query::{is_like, tensor_parts, tensor_shape};
use crate::instructions::InstructionData;

/// `tt.gather`.
pub(super) fn gather(cx: &mut InstCx) {
    let InstructionData::Gather { axis, .. } = *cx.data else {
        return;
    };
    let (src, idx, res, types) = (cx.arg_ty(0), cx.arg_ty(1), cx.res_ty(0), cx.types());
    let (Some(src_shape), Some((idx_shape, idx_enc))) =
        (tensor_shape(types, src), tensor_parts(types, idx))
    else {
        let (src, idx) = (cx.show(src), cx.show(idx));
        return cx.err(format!(
            "the source and the index must be tensors, found {src} and {idx}"
        ));
    };
    if src_shape.len() != idx_shape.len() {
        let (src, idx) = (cx.show(src), cx.show(idx));
        return cx.err(format!(
            "the source {src} and the index {idx} must have one rank"
        ));
    }
    if axis as usize >= src_shape.len() {
        let rank = src_shape.len();
        return cx.err(format!("axis {axis} is not below the rank {rank}"));
    }
    if !types.is_int(types.element_type(idx)) {
        let idx = cx.show(idx);
        return cx.err(format!("the index {idx} must have an integer element type"));
    }
    let other = (0..src_shape.len()).find(|&d| d != axis as usize && src_shape[d] != idx_shape[d]);
    if let Some(d) = other {
        let (s, i) = (shape_to_string(src_shape), shape_to_string(idx_shape));
        return cx.err(format!(
            "the index ({i}) and the source ({s}) differ in dimension {d}, which is not the axis"
        ));
    }
    let want = match tensor_parts(types, res) {
        Some((shape, enc)) => shape == idx_shape && enc == idx_enc,
        None => false,
    };
    if !want || types.element_type(res) != types.element_type(src) {
        let (res, idx, src) = (cx.show(res), cx.show(idx), cx.show(src));
        cx.err(format!(
            "the result {res} must have the shape (and layout) of the index {idx} \
             and the element type of the source {src}"
        ));
    }
}

/// `tt.histogram`.
pub(super) fn histogram(cx: &mut InstCx) {
    if !cx.expect_args(1, 2) {
        return;
    }
    let (x, res, types) = (cx.arg_ty(0), cx.res_ty(0), cx.types());
    let one_d = |ty| tensor_shape(types, ty).is_some_and(|s| s.len() == 1);
    if !one_d(x) || !types.is_int(types.element_type(x)) {
        let x = cx.show(x);
        return cx.err(format!("the input must be a 1-d integer tensor, found {x}"));
    }
    if cx.args().len() == 2 && !is_like(types, cx.arg_ty(1), x, types.i1()) {
        let (mask, x) = (cx.show(cx.arg_ty(1)), cx.show(x));
        return cx.err(format!(
            "the mask {mask} must be an i1 tensor of the input's type {x}"
        ));
    }
    if !one_d(res) || types.element_type(res) != types.i32() {
        let res = cx.show(res);
        cx.err(format!("the result must be a 1-d i32 tensor, found {res}"));
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{assert_error, Fb};
    use crate::instructions::{InstructionData, Opcode};
    use smallvec::smallvec;

    fn gather(
        fb: &mut Fb,
        src: crate::Value,
        idx: crate::Value,
        axis: u32,
        ty: crate::Type,
    ) -> crate::Value {
        let data = InstructionData::Gather {
            opcode: Opcode::Gather,
            args: [src, idx],
            axis,
            efficient_layout: false,
        };
        fb.val(data, ty)
    }

    #[test]
    fn gather_takes_the_index_shape_and_the_source_element() {
        let mut fb = Fb::new();
        let (f32, i32) = (fb.types.f32(), fb.types.i32());
        let src_ty = fb.types.tensor(&[32, 16], f32);
        let idx_ty = fb.types.tensor(&[64, 16], i32);
        let bad_idx_ty = fb.types.tensor(&[64, 8], i32);
        let res_ty = fb.types.tensor(&[64, 16], f32);
        let wrong_res = fb.types.tensor(&[64, 16], i32);
        let src = fb.arg(src_ty);
        let idx = fb.arg(idx_ty);
        let bad_idx = fb.arg(bad_idx_ty);
        let ok = gather(&mut fb, src, idx, 0, res_ty);
        let wrong_dim = gather(&mut fb, src, bad_idx, 0, res_ty);
        let wrong_axis = gather(&mut fb, src, idx, 2, res_ty);
        let wrong_elem = gather(&mut fb, src, idx, 0, wrong_res);
        let float_idx = gather(&mut fb, idx, src, 0, res_ty);
        fb.ret();
        let at = [wrong_dim, wrong_axis, wrong_elem, float_idx].map(|v| fb.def_at(v));
        let f = fb.finish();
        let _ = ok;
        assert_error(&f, at[0], "differ in dimension 1, which is not the axis");
        assert_error(&f, at[1], "axis 2 is not below the rank 2");
        assert_error(&f, at[2], "must have the shape (and layout) of the index");
        assert_error(&f, at[3], "must have an integer element type");
    }

    #[test]
    fn histogram_counts_a_1d_integer_tensor() {
        let mut fb = Fb::new();
        let (f32, i32, i1) = (fb.types.f32(), fb.types.i32(), fb.types.i1());
        let x_ty = fb.types.tensor(&[1024], i32);
        let xf_ty = fb.types.tensor(&[1024], f32);
        let m_ty = fb.types.tensor(&[1024], i1);
        let bad_m_ty = fb.types.tensor(&[512], i1);
        let res_ty = fb.types.tensor(&[64], i32);
        let (x, xf, m, bad_m) = (fb.arg(x_ty), fb.arg(xf_ty), fb.arg(m_ty), fb.arg(bad_m_ty));
        let hist = |fb: &mut Fb, args: crate::instructions::ValueList, ty| {
            let data = InstructionData::Histogram {
                opcode: Opcode::Histogram,
                args,
            };
            fb.val(data, ty)
        };
        hist(&mut fb, smallvec![x, m], res_ty);
        let float = hist(&mut fb, smallvec![xf], res_ty);
        let bad_mask = hist(&mut fb, smallvec![x, bad_m], res_ty);
        let bad_res = hist(&mut fb, smallvec![x], xf_ty);
        fb.ret();
        let at = [float, bad_mask, bad_res].map(|v| fb.def_at(v));
        let f = fb.finish();
        assert_error(&f, at[0], "the input must be a 1-d integer tensor");
        assert_error(&f, at[1], "must be an i1 tensor of the input's type");
        assert_error(&f, at[2], "the result must be a 1-d i32 tensor");
    }
}
