//! The ops that index a tensor by the values of another: `tt.gather` and
//! `tt.histogram`.
//!
//! - `tt.gather` is numpy's `take_along_axis`, as Triton's interpreter computes
//!   it: the result has the index's shape, and its element at `c` is the
//!   source's at `c` with coordinate `axis` replaced by `index[c]`. An index
//!   outside the axis is an error: Triton leaves it undefined (its lowering
//!   reads outside the tensor).
//! - `tt.histogram` counts, for each bin `b` of `0..num_bins`, the elements
//!   (where the mask holds) equal to `b`. Values outside `0..num_bins` fall in
//!   no bin, as in Triton's interpreter (`np.histogram` over `(0, num_bins)`)
//!   and its documentation (Triton 3.6's NVIDIA lowering instead counts
//!   `v mod max(num_bins, 32)` where that is below `num_bins`; the result is
//!   unspecified there).

use super::error::{OpError, OpResult};
use super::tile::{num_elements, row_major_strides, ElemType, Tile};

/// `tt.gather %src[%index] {axis}`.
pub fn gather(src: &Tile, index: &Tile, axis: u32) -> OpResult<Tile> {
    let axis = axis as usize;
    let (src_shape, idx_shape) = (src.shape(), index.shape());
    if src_shape.len() != idx_shape.len() || axis >= src_shape.len() {
        return Err(OpError::invalid(
            "tt.gather: the ranks or the axis do not agree",
        ));
    }
    let src_strides = row_major_strides(src_shape);
    let idx_strides = row_major_strides(idx_shape);
    let n = num_elements(idx_shape);
    let mut from = Vec::with_capacity(n);
    for i in 0..n {
        let k = index.int_at(i).unwrap_or(0);
        if !(0..src_shape[axis]).contains(&k) {
            return Err(OpError::invalid(format!(
                "tt.gather: index {k} is outside the axis of size {}",
                src_shape[axis]
            )));
        }
        let mut flat = 0i64;
        for d in 0..idx_shape.len() {
            let c = if d == axis {
                k
            } else {
                (i as i64 / idx_strides[d]) % idx_shape[d]
            };
            flat += c * src_strides[d];
        }
        from.push(flat as usize);
    }
    Ok(src.gather(idx_shape, &from))
}

/// `tt.histogram %x, %mask` into `num_bins` bins.
pub fn histogram(x: &Tile, mask: Option<&Tile>, num_bins: i64) -> OpResult<Tile> {
    let mut counts = vec![0i64; usize::try_from(num_bins).unwrap_or(0)];
    for i in 0..x.len() {
        if mask.is_some_and(|m| !m.is_true(i)) {
            continue;
        }
        let v = x.int_at(i).unwrap_or(-1);
        if let Some(count) = usize::try_from(v).ok().and_then(|b| counts.get_mut(b)) {
            *count += 1;
        }
    }
    Ok(Tile::from_ints(&[num_bins], ElemType::Int(32), counts))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn i32s(shape: &[i64], values: &[i64]) -> Tile {
        Tile::from_ints(shape, ElemType::Int(32), values.to_vec())
    }

    fn ints(t: &Tile) -> Vec<i64> {
        (0..t.len()).map(|i| t.int_at(i).unwrap()).collect()
    }

    #[test]
    fn gather_takes_along_each_axis() {
        // src = [[0, 1, 2], [10, 11, 12]] is 2x3, but shapes are powers of two
        // only in the IR: the interpreter takes any.
        let src = i32s(&[2, 3], &[0, 1, 2, 10, 11, 12]);
        let rows = i32s(&[3, 3], &[1, 0, 1, 0, 0, 0, 1, 1, 1]);
        assert_eq!(
            ints(&gather(&src, &rows, 0).unwrap()),
            vec![10, 1, 12, 0, 1, 2, 10, 11, 12]
        );
        let cols = i32s(&[2, 2], &[2, 0, 1, 1]);
        assert_eq!(ints(&gather(&src, &cols, 1).unwrap()), vec![2, 0, 11, 11]);
        let bad = i32s(&[2, 2], &[3, 0, 0, 0]);
        assert!(gather(&src, &bad, 1).is_err());
    }

    #[test]
    fn histogram_counts_in_range_values_under_the_mask() {
        let x = i32s(&[8], &[0, 1, 1, 3, 4, -1, 3, 3]);
        assert_eq!(ints(&histogram(&x, None, 4).unwrap()), vec![1, 2, 0, 3]);
        let mask = Tile::from_ints(&[8], ElemType::Int(1), vec![1, 1, 0, 1, 1, 1, 0, 0]);
        assert_eq!(
            ints(&histogram(&x, Some(&mask), 4).unwrap()),
            vec![1, 1, 0, 1]
        );
    }
}
