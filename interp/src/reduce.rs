//! `tt.reduce` and `tt.scan`: combining the elements along an axis with the op's
//! combine region, which the executor runs through a `combine` callback.
//!
//! Both take one or more tensors of one shape (several for reductions such as
//! argmax, which carry a value and an index); `combine` gets the operands of the
//! left side, then those of the right side, each a scalar, and returns one scalar
//! per operand.
//!
//! # Order
//!
//! A reduction over `n` elements combines neighbours in a balanced tree: first
//! `(x0, x1), (x2, x3), …`, then the pairs of those results, and so on, an odd one
//! out being carried up a level unchanged. The left operand always holds the lower
//! indices, so a combine region that breaks ties by taking its left side (as
//! Triton's argmax and argmin do) picks the lowest index. A GPU reduces in another
//! tree (within a thread first, then across lanes with shuffles), which the corpus
//! tolerances cover for floating-point sums.
//!
//! A scan runs sequentially: `out[0] = x[0]` and `out[i] = combine(out[i-1], x[i])`.
//! A reverse scan runs from the end with the running value on the left:
//! `out[n-1] = x[n-1]` and `out[i] = combine(out[i+1], x[i])`, which is what
//! Triton gets by flipping, scanning and flipping back.

use super::error::OpError;
use super::tile::{num_elements, Data, Shape, Tile};

/// Where the elements along the axis lie in the flat storage: the element `j` of
/// line (`o`, `i`) is at `(o * n + j) * inner + i`.
#[derive(Copy, Clone, Debug)]
struct Lines {
    outer: usize,
    n: usize,
    inner: usize,
}

impl Lines {
    fn new(shape: &[i64], axis: usize) -> Lines {
        Lines {
            outer: num_elements(&shape[..axis]),
            n: shape[axis] as usize,
            inner: num_elements(&shape[axis + 1..]),
        }
    }

    fn index(&self, o: usize, j: usize, i: usize) -> usize {
        (o * self.n + j) * self.inner + i
    }
}

/// Checks that the inputs share a shape of rank above `axis`.
fn check_inputs(what: &str, inputs: &[Tile], axis: u32) -> Result<Lines, OpError> {
    let Some(first) = inputs.first() else {
        return Err(OpError::invalid(format!("{what}: no operands")));
    };
    let shape = first.shape();
    if axis as usize >= shape.len() || inputs.iter().any(|t| t.shape() != shape) {
        return Err(OpError::invalid(format!(
            "{what}: operands must share a shape of rank above the axis {axis}"
        )));
    }
    Ok(Lines::new(shape, axis as usize))
}

/// The scalars of every input at flat index `idx`.
fn column(inputs: &[Tile], idx: usize) -> Vec<Tile> {
    inputs.iter().map(|t| t.element(idx)).collect()
}

/// `combine(left ++ right)`, checking that it gives one value per operand.
fn apply<E: From<OpError>>(
    combine: &mut dyn FnMut(Vec<Tile>) -> Result<Vec<Tile>, E>,
    mut left: Vec<Tile>,
    right: Vec<Tile>,
) -> Result<Vec<Tile>, E> {
    let k = left.len();
    left.extend(right);
    let out = combine(left)?;
    if out.len() != k {
        return Err(
            OpError::invalid("the combine region returned the wrong number of values").into(),
        );
    }
    Ok(out)
}

/// `tt.reduce` along `axis`: one result per input, without the axis.
pub fn reduce<E: From<OpError>>(
    inputs: &[Tile],
    axis: u32,
    combine: &mut dyn FnMut(Vec<Tile>) -> Result<Vec<Tile>, E>,
) -> Result<Vec<Tile>, E> {
    let lines = check_inputs("tt.reduce", inputs, axis)?;
    let mut shape: Shape = inputs[0].shape().into();
    shape.remove(axis as usize);
    let mut outputs: Vec<Tile> = inputs
        .iter()
        .map(|t| {
            Tile::from_data(
                &shape,
                t.elem(),
                Data::zeros(t.elem(), lines.outer * lines.inner),
            )
        })
        .collect();
    for o in 0..lines.outer {
        for i in 0..lines.inner {
            let mut level: Vec<Vec<Tile>> = (0..lines.n)
                .map(|j| column(inputs, lines.index(o, j, i)))
                .collect();
            while level.len() > 1 {
                level = tree_level(level, combine)?;
            }
            let result = level.pop().unwrap_or_default();
            for (out, value) in outputs.iter_mut().zip(&result) {
                out.set_element(o * lines.inner + i, value);
            }
        }
    }
    Ok(outputs)
}

/// One level of the reduction tree: neighbours combined pairwise.
fn tree_level<E: From<OpError>>(
    level: Vec<Vec<Tile>>,
    combine: &mut dyn FnMut(Vec<Tile>) -> Result<Vec<Tile>, E>,
) -> Result<Vec<Vec<Tile>>, E> {
    let mut next = Vec::with_capacity(level.len().div_ceil(2));
    let mut items = level.into_iter();
    while let Some(left) = items.next() {
        match items.next() {
            Some(right) => next.push(apply(combine, left, right)?),
            None => next.push(left),
        }
    }
    Ok(next)
}

/// `tt.scan` along `axis`: inclusive, forward or reverse; one result per input.
pub fn scan<E: From<OpError>>(
    inputs: &[Tile],
    axis: u32,
    reverse: bool,
    combine: &mut dyn FnMut(Vec<Tile>) -> Result<Vec<Tile>, E>,
) -> Result<Vec<Tile>, E> {
    let lines = check_inputs("tt.scan", inputs, axis)?;
    let mut outputs = inputs.to_vec();
    for o in 0..lines.outer {
        for i in 0..lines.inner {
            let order: Vec<usize> = match reverse {
                false => (0..lines.n).collect(),
                true => (0..lines.n).rev().collect(),
            };
            let mut acc: Option<Vec<Tile>> = None;
            for j in order {
                let idx = lines.index(o, j, i);
                let here = column(inputs, idx);
                let value = match acc.take() {
                    None => here,
                    Some(prev) => apply(combine, prev, here)?,
                };
                for (out, v) in outputs.iter_mut().zip(&value) {
                    out.set_element(idx, v);
                }
                acc = Some(value);
            }
        }
    }
    Ok(outputs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arith::int_binary;
    use crate::tile::ElemType;
    use tilelift_ir::Opcode;

    fn i32s(shape: &[i64], values: &[i64]) -> Tile {
        Tile::from_ints(shape, ElemType::Int(32), values.to_vec())
    }

    fn ints(t: &Tile) -> Vec<i64> {
        (0..t.len()).map(|i| t.int_at(i).unwrap()).collect()
    }

    /// A combine that records its calls and subtracts, to show the order.
    fn sub(
        calls: &mut Vec<(i64, i64)>,
    ) -> impl FnMut(Vec<Tile>) -> Result<Vec<Tile>, OpError> + '_ {
        move |p: Vec<Tile>| {
            calls.push((p[0].int_at(0).unwrap(), p[1].int_at(0).unwrap()));
            Ok(vec![int_binary(Opcode::SubI, &p[0], &p[1])?])
        }
    }

    #[test]
    fn reduction_is_a_tree_of_neighbours() {
        let mut calls = Vec::new();
        let x = i32s(&[4], &[1, 2, 3, 4]);
        let out = reduce(&[x], 0, &mut sub(&mut calls)).unwrap();
        // (1 - 2) - (3 - 4) = 0.
        assert_eq!(calls, vec![(1, 2), (3, 4), (-1, -1)]);
        assert_eq!(out[0].shape(), &[] as &[i64]);
        assert_eq!(ints(&out[0]), vec![0]);
    }

    #[test]
    fn two_operand_argmax_along_each_axis() {
        // Values and their column indices; the combine keeps the larger value, and
        // on a tie the left (lower) index.
        let values = i32s(&[2, 3], &[5, 9, 9, 7, 2, 7]);
        let index = i32s(&[2, 3], &[0, 1, 2, 0, 1, 2]);
        let mut argmax = |p: Vec<Tile>| -> Result<Vec<Tile>, OpError> {
            let (lv, li, rv, ri) = (&p[0], &p[1], &p[2], &p[3]);
            let right = rv.int_at(0) > lv.int_at(0);
            Ok(if right {
                vec![rv.clone(), ri.clone()]
            } else {
                vec![lv.clone(), li.clone()]
            })
        };
        let rows = reduce(&[values.clone(), index.clone()], 1, &mut argmax).unwrap();
        assert_eq!(rows[0].shape(), &[2]);
        assert_eq!((ints(&rows[0]), ints(&rows[1])), (vec![9, 7], vec![1, 0]));
        let cols = reduce(&[values, index], 0, &mut argmax).unwrap();
        assert_eq!(
            (ints(&cols[0]), ints(&cols[1])),
            (vec![7, 9, 9], vec![0, 1, 2])
        );
    }

    #[test]
    fn forward_and_reverse_scans() {
        let x = i32s(&[4], &[1, 2, 3, 4]);
        let mut calls = Vec::new();
        let fwd = scan(std::slice::from_ref(&x), 0, false, &mut sub(&mut calls)).unwrap();
        assert_eq!(ints(&fwd[0]), vec![1, -1, -4, -8]);
        let mut calls = Vec::new();
        let rev = scan(&[x], 0, true, &mut sub(&mut calls)).unwrap();
        // out[3] = 4, out[2] = 4 - 3, out[1] = 1 - 2, out[0] = -1 - 1.
        assert_eq!(ints(&rev[0]), vec![-2, -1, 1, 4]);
        assert_eq!(calls, vec![(4, 3), (1, 2), (-1, 1)]);
    }

    #[test]
    fn scans_along_an_inner_axis() {
        let add = &mut |p: Vec<Tile>| -> Result<Vec<Tile>, OpError> {
            Ok(vec![int_binary(Opcode::AddI, &p[0], &p[1])?])
        };
        let m = i32s(&[2, 3], &[1, 2, 3, 4, 5, 6]);
        let rows = scan(std::slice::from_ref(&m), 1, false, add).unwrap();
        assert_eq!(ints(&rows[0]), vec![1, 3, 6, 4, 9, 15]);
        let cols = scan(&[m], 0, true, add).unwrap();
        assert_eq!(ints(&cols[0]), vec![5, 7, 9, 4, 5, 6]);
        assert!(scan(&[i32s(&[2], &[1, 2])], 1, false, add).is_err());
    }
}
