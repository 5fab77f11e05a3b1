//! Typing rules of the tensor-descriptor ops, as Triton's `MakeTensorDescOp`,
//! `DescriptorLoadOp` and `DescriptorStoreOp` verify them.
//!
//! - `tt.make_tensor_descriptor %base, [%shape...], [%strides...]`: a scalar
//!   pointer, then as many `i32` shapes and `i64` strides as the block has
//!   dimensions (1 to 5); the result is a `!tt.tensordesc` whose block's
//!   element type is the pointee.
//! - `tt.descriptor_load %desc[%coords...]`: a descriptor and one `i32`
//!   coordinate per dimension; the result has the block's shape and element
//!   type (its encoding is free: none in TTIR).
//! - `tt.descriptor_store %desc[%coords...], %value`: the same, and a value of
//!   the block's shape and element type.

use super::context::InstCx;
use crate::instructions::Opcode;
use crate::types::TypeData;
use crate::Type;

/// The most dimensions a descriptor has (Triton's and the TMA engine's limit).
pub const MAX_DESC_RANK: usize = 5;

/// The three ops.
pub(super) fn descriptor(cx: &mut InstCx) {
    match cx.op() {
        Opcode::MakeTensorDescriptor => make(cx),
        Opcode::DescriptorLoad => access(cx, false),
        _ => access(cx, true),
    }
}

/// The block type of a descriptor type, if `ty` is one.
fn block_of(cx: &InstCx, ty: Type) -> Option<Type> {
    cx.types().desc_block(ty)
}

fn make(cx: &mut InstCx) {
    let types = cx.types();
    let res = cx.res_ty(0);
    let Some(block) = block_of(cx, res) else {
        let res = cx.show(res);
        return cx.err(format!("the result {res} must be a !tt.tensordesc"));
    };
    let rank = types.shape(block).len();
    let n = cx.args().len();
    if rank == 0 || rank > MAX_DESC_RANK || n != 1 + 2 * rank {
        return cx.err(format!(
            "a descriptor of rank {rank} (1 to {MAX_DESC_RANK}) takes a base, {rank} shapes \
             and {rank} strides; found {n} operands"
        ));
    }
    let base = cx.arg_ty(0);
    let elem = types.element_type(block);
    if types.pointee(base) != Some(elem) || types.is_tensor(base) {
        let (base, block) = (cx.show(base), cx.show(block));
        return cx.err(format!(
            "the base {base} must be a scalar pointer to the block's element type ({block})"
        ));
    }
    for i in 0..rank {
        let shape = cx.arg_ty(1 + i);
        if types.int_bits(shape) != Some(32) {
            let shape = cx.show(shape);
            return cx.err(format!("shape {i} must be an i32 scalar, found {shape}"));
        }
        let stride = cx.arg_ty(1 + rank + i);
        if types.int_bits(stride) != Some(64) {
            let stride = cx.show(stride);
            return cx.err(format!("stride {i} must be an i64 scalar, found {stride}"));
        }
    }
}

fn access(cx: &mut InstCx, store: bool) {
    let types = cx.types();
    let n = cx.args().len();
    if n == 0 {
        return cx.err("expects a descriptor");
    }
    let desc = cx.arg_ty(0);
    let Some(block) = block_of(cx, desc) else {
        let desc = cx.show(desc);
        return cx.err(format!("the first operand {desc} must be a !tt.tensordesc"));
    };
    let rank = types.shape(block).len();
    let want = 1 + rank + usize::from(store);
    if n != want {
        return cx.err(format!(
            "a block of rank {rank} takes {rank} coordinates; found {} operands",
            n - 1
        ));
    }
    for i in 0..rank {
        let coord = cx.arg_ty(1 + i);
        if types.int_bits(coord) != Some(32) {
            let coord = cx.show(coord);
            return cx.err(format!(
                "coordinate {i} must be an i32 scalar, found {coord}"
            ));
        }
    }
    let value = if store {
        cx.arg_ty(n - 1)
    } else {
        cx.res_ty(0)
    };
    let fits = match (types.data(value), types.data(block)) {
        (
            TypeData::Tensor { shape, elem, .. },
            TypeData::Tensor {
                shape: bshape,
                elem: belem,
                ..
            },
        ) => shape == bshape && elem == belem,
        _ => false,
    };
    if !fits {
        let (value, block) = (cx.show(value), cx.show(block));
        let what = if store {
            "the stored value"
        } else {
            "the result"
        };
        cx.err(format!(
            "{what} {value} must have the descriptor's block shape and element type ({block})"
        ));
    }
}
