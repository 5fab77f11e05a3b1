//! Type queries that the typing rules share.
//!
//! Triton's ops are elementwise over tensors: most rules say "the same shape (and,
//! in TTGIR, the same encoding) with another element type". These helpers answer
//! such questions on interned types without interning anything, so that the
//! verifier needs only `&Types`. They assume types that passed the handle checks.
//! Shapes may still hold dimensions below 1 (those are reported where the type is
//! defined), so the arithmetic on them is checked.

use crate::entities::{Encoding, Type};
use crate::types::{TypeData, Types};

/// What kind of scalar an element is.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum Kind {
    /// A signless integer or `index`.
    Int,
    /// A float.
    Float,
    /// A pointer.
    Ptr,
}

impl Kind {
    /// How a message names values of this kind: "integers or tensors of integers".
    pub(super) fn plural(self) -> &'static str {
        match self {
            Kind::Int => "integers or tensors of integers",
            Kind::Float => "floats or tensors of floats",
            Kind::Ptr => "pointers or tensors of pointers",
        }
    }
}

/// The kind of a scalar type, or `None` for tensors, memdescs and tokens.
pub(super) fn scalar_kind(types: &Types, ty: Type) -> Option<Kind> {
    match types.data(ty) {
        TypeData::Int(_) | TypeData::Index => Some(Kind::Int),
        TypeData::Float(_) => Some(Kind::Float),
        TypeData::Ptr { .. } => Some(Kind::Ptr),
        _ => None,
    }
}

/// The kind of the elements of a scalar or a tensor; `None` for memdescs and tokens,
/// which no elementwise op accepts.
pub(super) fn elem_kind(types: &Types, ty: Type) -> Option<Kind> {
    match types.data(ty) {
        TypeData::Tensor { elem, .. } => scalar_kind(types, *elem),
        _ => scalar_kind(types, ty),
    }
}

/// Whether `ty` is a scalar (an integer, float, index or pointer).
pub(super) fn is_scalar(types: &Types, ty: Type) -> bool {
    scalar_kind(types, ty).is_some()
}

/// The shape and encoding of a ranked tensor; `None` for every other type.
pub(super) fn tensor_parts(types: &Types, ty: Type) -> Option<(&[i64], Option<Encoding>)> {
    match types.data(ty) {
        TypeData::Tensor {
            shape, encoding, ..
        } => Some((shape, *encoding)),
        _ => None,
    }
}

/// The shape of a ranked tensor; `None` for every other type.
pub(super) fn tensor_shape(types: &Types, ty: Type) -> Option<&[i64]> {
    tensor_parts(types, ty).map(|(shape, _)| shape)
}

/// Whether `a` and `b` are both tensors of one shape and encoding, or both not
/// tensors. Element types are not compared.
pub(super) fn same_layout(types: &Types, a: Type, b: Type) -> bool {
    match (tensor_parts(types, a), tensor_parts(types, b)) {
        (Some(a), Some(b)) => a == b,
        (None, None) => true,
        _ => false,
    }
}

/// Whether `ty` has the shape and encoding of `like` (is a scalar if `like` is one)
/// and the element type `elem`: the mask of a load is `is_like(mask, ptr, i1)`.
pub(super) fn is_like(types: &Types, ty: Type, like: Type, elem: Type) -> bool {
    match (tensor_parts(types, like), types.data(ty)) {
        (Some(parts), TypeData::Tensor { elem: e, .. }) => {
            *e == elem && tensor_parts(types, ty) == Some(parts)
        }
        (None, _) => ty == elem,
        (Some(_), _) => false,
    }
}

/// The number of elements of a shape, or `None` when it does not fit in an `i64`
/// or a dimension is below 1.
pub(super) fn num_elements(shape: &[i64]) -> Option<i64> {
    shape
        .iter()
        .try_fold(1i64, |n, &d| if d < 1 { None } else { n.checked_mul(d) })
}

/// Whether `n` is a positive power of two.
pub(super) fn is_pow2(n: i64) -> bool {
    n > 0 && n & (n - 1) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_compare_shape_and_encoding() {
        let mut types = Types::new();
        let (i1, i32, f32) = (types.i1(), types.i32(), types.f32());
        let a = types.tensor(&[64, 32], f32);
        let b = types.tensor(&[64, 32], i32);
        let c = types.tensor(&[32, 64], f32);
        let mask = types.tensor(&[64, 32], i1);
        assert!(same_layout(&types, a, b));
        assert!(!same_layout(&types, a, c));
        assert!(!same_layout(&types, a, i32));
        assert!(same_layout(&types, i32, f32));
        assert!(is_like(&types, mask, a, i1));
        assert!(!is_like(&types, mask, c, i1));
        assert!(is_like(&types, i1, f32, i1));
        assert!(!is_like(&types, mask, f32, i1));
        assert_eq!(elem_kind(&types, b), Some(Kind::Int));
    }

    #[test]
    fn element_counts_never_overflow() {
        assert_eq!(num_elements(&[64, 32]), Some(2048));
        assert_eq!(num_elements(&[]), Some(1));
        assert_eq!(num_elements(&[i64::MAX, 2]), None);
        assert_eq!(num_elements(&[0, 2]), None);
        assert!(is_pow2(1) && is_pow2(1024));
        assert!(!is_pow2(0) && !is_pow2(-4) && !is_pow2(1000));
    }
}
