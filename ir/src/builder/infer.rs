//! Result-type inference: the type of an op's results, from its operand types.
//!
//! The shapes come from [`crate::infer`], which the verifier checks declared result
//! types against; this file adds element types and encodings. Each function checks
//! only what it needs to compute the type, and reports what it
//! cannot compute as a [`BuildError`]. Whether the operands agree with one another is
//! left to the verifier.
//!
//! Encodings follow the operand where Triton's own type inference does: `tt.reduce`
//! gives `#ttg.slice<{dim = axis, parent = E}>` for an operand encoded `E`, and
//! `tt.expand_dims` undoes such a slice. Other shape ops keep the operand's encoding;
//! a TTGIR op whose result needs another one is built with an explicit type through
//! [`InstBuilderBase::build`](super::InstBuilderBase::build).

use super::error::BuildError;
use crate::constant::ConstantValue;
use crate::encoding::EncodingData;
use crate::entities::{Encoding, Type, Value};
use crate::float::float_bits;
use crate::infer as shapes;
use crate::instructions::Opcode;
use crate::types::{Shape, TypeData, Types};

/// An operand: its value, for error messages, and its type.
#[derive(Copy, Clone)]
pub(super) struct Operand {
    pub(super) value: Value,
    pub(super) ty: Type,
}

/// The parts of a tensor type.
struct TensorParts {
    shape: Shape,
    elem: Type,
    encoding: Option<Encoding>,
}

/// The parts of the operand's tensor type, or [`BuildError::NotATensor`].
fn tensor_parts(types: &Types, opcode: Opcode, x: Operand) -> Result<TensorParts, BuildError> {
    match types.data(x.ty) {
        TypeData::Tensor {
            shape,
            elem,
            encoding,
        } => Ok(TensorParts {
            shape: shape.clone(),
            elem: *elem,
            encoding: *encoding,
        }),
        _ => Err(BuildError::NotATensor {
            opcode,
            value: x.value,
        }),
    }
}

/// `tt.make_range`: `tensor<(end - start)xi32>`.
pub(super) fn make_range(types: &mut Types, start: i32, end: i32) -> Result<Type, BuildError> {
    let Some(n) = shapes::make_range_len(start, end) else {
        return Err(BuildError::EmptyRange { start, end });
    };
    let i32 = types.i32();
    Ok(types.tensor(&[n], i32))
}

/// `tt.splat`: a tensor of `shape` whose element is the scalar operand's type.
pub(super) fn splat(types: &mut Types, x: Operand, shape: &[i64]) -> Result<Type, BuildError> {
    if types.is_tensor(x.ty) {
        return Err(BuildError::NotAScalar {
            opcode: Opcode::Splat,
            value: x.value,
        });
    }
    Ok(types.tensor(shape, x.ty))
}

/// `tt.expand_dims`: a 1 inserted in the shape at `axis`. A `#ttg.slice` encoding
/// along `axis` gives way to its parent.
pub(super) fn expand_dims(types: &mut Types, x: Operand, axis: u32) -> Result<Type, BuildError> {
    let parts = tensor_parts(types, Opcode::ExpandDims, x)?;
    let Some(shape) = shapes::expand_dims(&parts.shape, axis) else {
        return Err(BuildError::AxisOutOfRange {
            opcode: Opcode::ExpandDims,
            axis,
            rank: parts.shape.len(),
        });
    };
    let encoding = parts.encoding.map(|enc| match *types.encoding_data(enc) {
        EncodingData::Slice { dim, parent } if dim == axis => parent,
        _ => enc,
    });
    Ok(types.tensor_with_encoding(&shape, parts.elem, encoding))
}

/// `tt.trans`: result dimension `i` is operand dimension `order[i]`.
pub(super) fn trans(types: &mut Types, x: Operand, order: &[u32]) -> Result<Type, BuildError> {
    let parts = tensor_parts(types, Opcode::Trans, x)?;
    let Some(shape) = shapes::trans(&parts.shape, order) else {
        return Err(BuildError::BadPermutation {
            order: order.to_vec(),
            rank: parts.shape.len(),
        });
    };
    Ok(types.tensor_with_encoding(&shape, parts.elem, parts.encoding))
}

/// `tt.join`: the shape with a minor dimension of 2 appended.
pub(super) fn join(types: &mut Types, ty: Type) -> Type {
    let shape = shapes::join(types.shape(ty));
    types.with_shape(ty, &shape)
}

/// `tt.split`: the shape without its minor dimension, which must be 2.
pub(super) fn split(types: &mut Types, x: Operand) -> Result<Type, BuildError> {
    let mut parts = tensor_parts(types, Opcode::Split, x)?;
    if parts.shape.len() < 2 || parts.shape.last() != Some(&2) {
        return Err(BuildError::BadSplit {
            shape: parts.shape.to_vec(),
        });
    }
    parts.shape.pop();
    Ok(types.tensor_with_encoding(&parts.shape, parts.elem, parts.encoding))
}

/// `ttg.convert_layout`: the same tensor type with encoding `encoding`.
pub(super) fn convert_layout(types: &mut Types, ty: Type, encoding: Encoding) -> Type {
    let shape = Shape::from(types.shape(ty));
    let elem = types.element_type(ty);
    types.tensor_with_encoding(&shape, elem, Some(encoding))
}

/// `tt.load`: the pointee, in the pointer operand's shape. A pointer to a tensor (a
/// block pointer) loads the whole tensor.
pub(super) fn load(types: &mut Types, ptr: Operand) -> Result<Type, BuildError> {
    let elem = types.element_type(ptr.ty);
    let Some(pointee) = types.pointee(elem) else {
        return Err(BuildError::NotAPointer {
            opcode: Opcode::Load,
            value: ptr.value,
        });
    };
    Ok(types.with_element(ptr.ty, pointee))
}

/// `tt.reduce`: the operand without dimension `axis`, a scalar when none is left.
pub(super) fn reduce(types: &mut Types, x: Operand, axis: u32) -> Result<Type, BuildError> {
    let parts = tensor_parts(types, Opcode::Reduce, x)?;
    let Some(shape) = shapes::reduce(&parts.shape, axis) else {
        return Err(BuildError::AxisOutOfRange {
            opcode: Opcode::Reduce,
            axis,
            rank: parts.shape.len(),
        });
    };
    if shape.is_empty() {
        return Ok(parts.elem);
    }
    let encoding = parts
        .encoding
        .map(|parent| types.intern_encoding(EncodingData::Slice { dim: axis, parent }));
    Ok(types.tensor_with_encoding(&shape, parts.elem, encoding))
}

/// `tt.scan`: the operand's own type, once the axis is checked.
pub(super) fn scan(types: &Types, x: Operand, axis: u32) -> Result<Type, BuildError> {
    let parts = tensor_parts(types, Opcode::Scan, x)?;
    check_axis(Opcode::Scan, axis, parts.shape.len())?;
    Ok(x.ty)
}

/// [`BuildError::AxisOutOfRange`] unless `axis < rank`.
fn check_axis(opcode: Opcode, axis: u32, rank: usize) -> Result<(), BuildError> {
    if (axis as usize) < rank {
        return Ok(());
    }
    Err(BuildError::AxisOutOfRange { opcode, axis, rank })
}

/// A scalar constant for a scalar type, a splat for a tensor type.
pub(super) fn bits_constant(types: &Types, ty: Type, bits: u64) -> ConstantValue {
    if types.is_tensor(ty) {
        ConstantValue::Splat(bits)
    } else {
        ConstantValue::Scalar(bits)
    }
}

/// `value` as an integer constant of type `ty`: its low bits, as wide as the element
/// type (64 for `index`).
pub(super) fn int_constant(
    types: &Types,
    ty: Type,
    value: i64,
) -> Result<ConstantValue, BuildError> {
    let elem = types.element_type(ty);
    let width = match types.data(elem) {
        TypeData::Int(bits) => u32::from(*bits),
        TypeData::Index => 64,
        _ => {
            return Err(BuildError::ConstantType {
                ty,
                expected: "an integer or index",
            })
        }
    };
    let bits = match width {
        64 => value as u64,
        _ => value as u64 & ((1 << width) - 1),
    };
    Ok(bits_constant(types, ty, bits))
}

/// `value` rounded to the float element type of `ty`.
pub(super) fn float_constant(
    types: &Types,
    ty: Type,
    value: f64,
) -> Result<ConstantValue, BuildError> {
    let Some(kind) = types.float_kind(types.element_type(ty)) else {
        return Err(BuildError::ConstantType {
            ty,
            expected: "a float",
        });
    };
    let bits = float_bits(value, kind).ok_or(BuildError::UnsupportedFloat(kind))?;
    Ok(bits_constant(types, ty, bits))
}

#[cfg(test)]
mod tests {
    use super::*;
    use cranelift_entity::EntityRef;

    fn operand(ty: Type) -> Operand {
        Operand {
            value: Value::new(0),
            ty,
        }
    }

    #[test]
    fn trans_permutes_the_shape() {
        let mut types = Types::new();
        let f16 = types.f16();
        let ty = types.tensor(&[64, 32, 8], f16);
        let res = trans(&mut types, operand(ty), &[2, 0, 1]).unwrap();
        assert_eq!(types.shape(res), &[8, 64, 32]);
    }

    #[test]
    fn int_constants_keep_the_low_bits() {
        let mut types = Types::new();
        let (i1, i8, i64) = (types.i1(), types.i8(), types.i64());
        let index = types.index();
        assert_eq!(
            int_constant(&types, i8, -1),
            Ok(ConstantValue::Scalar(0xFF))
        );
        assert_eq!(int_constant(&types, i1, -1), Ok(ConstantValue::Scalar(1)));
        assert_eq!(
            int_constant(&types, i64, -2),
            Ok(ConstantValue::Scalar(u64::MAX - 1))
        );
        assert_eq!(int_constant(&types, index, 7), Ok(ConstantValue::Scalar(7)));
        let tensor = types.tensor(&[4], i8);
        assert_eq!(
            int_constant(&types, tensor, 300),
            Ok(ConstantValue::Splat(44))
        );
    }

    #[test]
    fn slice_encodings_round_trip_through_reduce_and_expand_dims() {
        use crate::encoding::{BlockedEncoding, DimVec};
        let mut types = Types::new();
        let blocked = types.intern_encoding(EncodingData::Blocked(BlockedEncoding {
            size_per_thread: DimVec::from_slice(&[1, 1]),
            threads_per_warp: DimVec::from_slice(&[4, 8]),
            warps_per_cta: DimVec::from_slice(&[4, 1]),
            order: DimVec::from_slice(&[1, 0]),
            cta_layout: None,
        }));
        let f32 = types.f32();
        let ty = types.tensor_with_encoding(&[64, 32], f32, Some(blocked));
        let row = reduce(&mut types, operand(ty), 1).unwrap();
        let slice = types.encoding(row).unwrap();
        assert_eq!(
            types.encoding_data(slice),
            &EncodingData::Slice {
                dim: 1,
                parent: blocked
            }
        );
        let back = expand_dims(&mut types, operand(row), 1).unwrap();
        assert_eq!(
            back,
            types.tensor_with_encoding(&[64, 1], f32, Some(blocked))
        );
    }
}
