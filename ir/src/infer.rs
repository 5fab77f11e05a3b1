//! Result shapes inferred from operands: the one computation that the builder
//! uses to give an op its result type and the verifier uses to check a declared
//! result type (as MLIR's `InferTypeOpInterface` serves both).
//!
//! These compute shapes only. The builder adds the element type and the encoding
//! it infers (`builder/infer.rs`); the verifier compares shape and element type
//! and leaves encodings free, since TTGIR results may carry another encoding than
//! inference would give. Each function returns `None` where the op is ill-formed;
//! the caller reports that in its own terms.

use crate::types::Shape;

/// `tt.make_range {start, end}`: the number of elements, `end - start`, if positive.
pub fn make_range_len(start: i32, end: i32) -> Option<i64> {
    let n = i64::from(end) - i64::from(start);
    (n > 0).then_some(n)
}

/// `tt.expand_dims {axis}`: `shape` with a 1 inserted at `axis`, which may be
/// the rank (a new last dimension).
pub fn expand_dims(shape: &[i64], axis: u32) -> Option<Shape> {
    let axis = axis as usize;
    if axis > shape.len() {
        return None;
    }
    let mut out = Shape::from(shape);
    out.insert(axis, 1);
    Some(out)
}

/// `tt.trans {order}`: result dimension `i` is `shape[order[i]]`; `None` unless
/// `order` is a permutation of the dimensions.
pub fn trans(shape: &[i64], order: &[u32]) -> Option<Shape> {
    if !is_permutation(order, shape.len()) {
        return None;
    }
    Some(order.iter().map(|&d| shape[d as usize]).collect())
}

/// `tt.join`: `shape` with a last dimension of 2 appended.
pub fn join(shape: &[i64]) -> Shape {
    let mut out = Shape::from(shape);
    out.push(2);
    out
}

/// `tt.reduce {axis}`: `shape` without dimension `axis` (empty for a scalar
/// result); `None` unless `axis` is below the rank.
pub fn reduce(shape: &[i64], axis: u32) -> Option<Shape> {
    let axis = axis as usize;
    if axis >= shape.len() {
        return None;
    }
    let mut out = Shape::from(shape);
    out.remove(axis);
    Some(out)
}

/// Whether `order` holds each of `0..rank` once.
pub fn is_permutation(order: &[u32], rank: usize) -> bool {
    // A bit set: ranks are small (Triton's are at most 5 or so).
    if order.len() != rank || rank > 64 {
        return false;
    }
    let mut seen = 0u64;
    order.iter().all(|&d| {
        let bit = 1u64.checked_shl(d).filter(|_| (d as usize) < rank);
        match bit {
            Some(bit) if seen & bit == 0 => {
                seen |= bit;
                true
            }
            _ => false,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permutations() {
        assert!(is_permutation(&[1, 0], 2));
        assert!(is_permutation(&[], 0));
        assert!(!is_permutation(&[0, 0], 2));
        assert!(!is_permutation(&[0, 2], 2));
        assert!(!is_permutation(&[0], 2));
        assert!(!is_permutation(&[64, 0], 2));
    }

    #[test]
    fn shapes() {
        assert_eq!(make_range_len(3, 7), Some(4));
        assert_eq!(make_range_len(5, 5), None);
        assert_eq!(expand_dims(&[4, 8], 2).as_deref(), Some(&[4, 8, 1][..]));
        assert_eq!(expand_dims(&[4, 8], 3), None);
        assert_eq!(
            trans(&[64, 32, 8], &[2, 0, 1]).as_deref(),
            Some(&[8, 64, 32][..])
        );
        assert_eq!(trans(&[64, 32], &[0, 0]), None);
        assert_eq!(join(&[4]).as_slice(), &[4, 2]);
        assert_eq!(reduce(&[4, 8], 1).as_deref(), Some(&[4][..]));
        assert_eq!(reduce(&[4], 0).as_deref(), Some(&[][..]));
        assert_eq!(reduce(&[4], 1), None);
    }
}
