//! Shape ops: `tt.make_range`, `tt.splat`, `tt.broadcast`, `tt.expand_dims`,
//! `tt.reshape`, `tt.trans`, `tt.join`, `tt.split` (and `ttg.convert_layout`, which
//! changes nothing the interpreter sees).
//!
//! Each op is a gather: the element at each output position comes from one input
//! position, computed with strides (a broadcast dimension has stride 0, a
//! transposition permutes the strides). `tt.reshape` keeps the row-major order even
//! when `allow_reorder` is set: Triton may then pick any order, and row-major is
//! the one its interpreter uses.

use super::error::{OpError, OpResult};
use super::tile::{num_elements, row_major_strides, Data, ElemType, Shape, Tile};

/// `tt.make_range {start, end}`: the `i32` tensor `[start, end)`.
pub fn make_range(start: i32, end: i32) -> Tile {
    let values: Vec<i64> = (i64::from(start)..i64::from(end)).collect();
    Tile::from_ints(&[values.len() as i64], ElemType::Int(32), values)
}

/// The flat input index of every output position, row-major, for an input read
/// through `in_strides` (one per output dimension).
fn strided_indices(out_shape: &[i64], in_strides: &[i64]) -> Vec<usize> {
    let mut indices = Vec::with_capacity(num_elements(out_shape));
    push_strided(&mut indices, out_shape, in_strides, 0);
    indices
}

fn push_strided(out: &mut Vec<usize>, shape: &[i64], strides: &[i64], base: i64) {
    match shape {
        [] => out.push(base as usize),
        [n] => out.extend((0..*n).map(|i| (base + i * strides[0]) as usize)),
        [n, rest @ ..] => {
            for i in 0..*n {
                push_strided(out, rest, &strides[1..], base + i * strides[0]);
            }
        }
    }
}

/// `tt.splat`: a tensor of `shape` filled with the scalar `a`.
pub fn splat(a: &Tile, shape: &[i64]) -> OpResult<Tile> {
    if !a.shape().is_empty() {
        return Err(OpError::invalid("tt.splat: the operand is not a scalar"));
    }
    Ok(a.splat(shape))
}

/// `tt.broadcast`: size-1 dimensions stretched to `shape`.
pub fn broadcast(a: &Tile, shape: &[i64]) -> OpResult<Tile> {
    if a.shape() == shape {
        return Ok(a.clone());
    }
    if a.shape().is_empty() {
        return Ok(a.splat(shape));
    }
    let fits = a.shape().len() == shape.len()
        && a.shape().iter().zip(shape).all(|(&i, &o)| i == o || i == 1);
    if !fits {
        return Err(OpError::invalid(format!(
            "tt.broadcast: shape {:?} does not broadcast to {shape:?}",
            a.shape()
        )));
    }
    let mut strides = row_major_strides(a.shape());
    for (d, stride) in strides.iter_mut().enumerate() {
        if a.shape()[d] == 1 {
            *stride = 0;
        }
    }
    Ok(a.gather(shape, &strided_indices(shape, &strides)))
}

/// `tt.expand_dims {axis}`: a size-1 dimension inserted before `axis`.
pub fn expand_dims(a: &Tile, axis: u32) -> OpResult<Tile> {
    let axis = axis as usize;
    if axis > a.shape().len() {
        return Err(OpError::invalid("tt.expand_dims: the axis is out of range"));
    }
    let mut shape: Shape = a.shape().into();
    shape.insert(axis, 1);
    Ok(a.clone().reshaped(&shape))
}

/// `tt.reshape`: the same elements, row-major, in a new shape.
pub fn reshape(a: &Tile, shape: &[i64]) -> OpResult<Tile> {
    if num_elements(shape) != a.len() {
        return Err(OpError::invalid(
            "tt.reshape: the number of elements changes",
        ));
    }
    Ok(a.clone().reshaped(shape))
}

/// `tt.trans {order}`: result dimension `i` is operand dimension `order[i]`.
pub fn trans(a: &Tile, order: &[u32]) -> OpResult<Tile> {
    let rank = a.shape().len();
    let mut seen = vec![false; rank];
    for &d in order {
        match seen.get_mut(d as usize) {
            Some(s) if !*s => *s = true,
            _ => return Err(OpError::invalid("tt.trans: the order is not a permutation")),
        }
    }
    if order.len() != rank {
        return Err(OpError::invalid("tt.trans: the order is not a permutation"));
    }
    let in_strides = row_major_strides(a.shape());
    let shape: Shape = order.iter().map(|&d| a.shape()[d as usize]).collect();
    let strides: Shape = order.iter().map(|&d| in_strides[d as usize]).collect();
    Ok(a.gather(&shape, &strided_indices(&shape, &strides)))
}

/// `tt.join`: `a` and `b` side by side along a new last dimension of size 2.
pub fn join(a: &Tile, b: &Tile) -> OpResult<Tile> {
    if a.shape() != b.shape() || a.elem() != b.elem() {
        return Err(OpError::invalid(
            "tt.join: the operands differ in shape or type",
        ));
    }
    let data = match (a.data(), b.data()) {
        (Data::Int(x), Data::Int(y)) => Data::Int(interleave(x, y)),
        (Data::F32(x), Data::F32(y)) => Data::F32(interleave(x, y)),
        (Data::F64(x), Data::F64(y)) => Data::F64(interleave(x, y)),
        _ => return Err(OpError::invalid("tt.join: the operands differ in type")),
    };
    let mut shape: Shape = a.shape().into();
    shape.push(2);
    Ok(Tile::from_data(&shape, a.elem(), data))
}

fn interleave<T: Copy>(x: &[T], y: &[T]) -> Vec<T> {
    x.iter().zip(y).flat_map(|(&p, &q)| [p, q]).collect()
}

/// `tt.cat`: `a` then `b` along dimension 0 (row-major: `a`'s elements, then
/// `b`'s).
pub fn cat(a: &Tile, b: &Tile) -> OpResult<Tile> {
    if a.shape() != b.shape() || a.elem() != b.elem() || a.shape().is_empty() {
        return Err(OpError::invalid(
            "tt.cat: the operands differ in shape or type, or are scalars",
        ));
    }
    let data = match (a.data(), b.data()) {
        (Data::Int(x), Data::Int(y)) => Data::Int([x.as_slice(), y].concat()),
        (Data::F32(x), Data::F32(y)) => Data::F32([x.as_slice(), y].concat()),
        (Data::F64(x), Data::F64(y)) => Data::F64([x.as_slice(), y].concat()),
        _ => return Err(OpError::invalid("tt.cat: the operands differ in type")),
    };
    let mut shape: Shape = a.shape().into();
    shape[0] *= 2;
    Ok(Tile::from_data(&shape, a.elem(), data))
}

/// `tt.split`: the inverse of `tt.join`, along the last dimension (of size 2).
pub fn split(a: &Tile) -> OpResult<(Tile, Tile)> {
    let Some((&2, outer)) = a.shape().split_last() else {
        return Err(OpError::invalid("tt.split: the last dimension is not 2"));
    };
    let evens: Vec<usize> = (0..a.len() / 2).map(|i| 2 * i).collect();
    let odds: Vec<usize> = evens.iter().map(|i| i + 1).collect();
    Ok((a.gather(outer, &evens), a.gather(outer, &odds)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ints(t: &Tile) -> Vec<i64> {
        (0..t.len()).map(|i| t.int_at(i).unwrap()).collect()
    }

    fn i32s(shape: &[i64], values: &[i64]) -> Tile {
        Tile::from_ints(shape, ElemType::Int(32), values.to_vec())
    }

    #[test]
    fn range_splat_and_broadcast() {
        assert_eq!(ints(&make_range(2, 6)), vec![2, 3, 4, 5]);
        let s = splat(&Tile::scalar_int(ElemType::Int(32), 7), &[2, 2]).unwrap();
        assert_eq!(ints(&s), vec![7; 4]);
        let col = i32s(&[2, 1], &[1, 2]);
        assert_eq!(
            ints(&broadcast(&col, &[2, 3]).unwrap()),
            vec![1, 1, 1, 2, 2, 2]
        );
        let row = i32s(&[1, 3], &[1, 2, 3]);
        assert_eq!(
            ints(&broadcast(&row, &[2, 3]).unwrap()),
            vec![1, 2, 3, 1, 2, 3]
        );
        assert!(broadcast(&row, &[2, 4]).is_err());
    }

    #[test]
    fn expand_reshape_and_trans() {
        let v = i32s(&[3], &[1, 2, 3]);
        assert_eq!(expand_dims(&v, 0).unwrap().shape(), &[1, 3]);
        assert_eq!(expand_dims(&v, 1).unwrap().shape(), &[3, 1]);
        let m = i32s(&[2, 3], &[1, 2, 3, 4, 5, 6]);
        let t = trans(&m, &[1, 0]).unwrap();
        assert_eq!(t.shape(), &[3, 2]);
        assert_eq!(ints(&t), vec![1, 4, 2, 5, 3, 6]);
        assert_eq!(reshape(&m, &[3, 2]).unwrap().shape(), &[3, 2]);
        assert!(trans(&m, &[0, 0]).is_err());
        let cube = i32s(&[2, 2, 2], &[0, 1, 2, 3, 4, 5, 6, 7]);
        // Result dimension i is operand dimension order[i]: out[x][y][z] = in[y][z][x].
        let p = trans(&cube, &[2, 0, 1]).unwrap();
        assert_eq!(ints(&p), vec![0, 2, 4, 6, 1, 3, 5, 7]);
    }

    #[test]
    fn join_and_split_are_inverses() {
        let a = i32s(&[2], &[1, 2]);
        let b = i32s(&[2], &[10, 20]);
        let j = join(&a, &b).unwrap();
        assert_eq!(j.shape(), &[2, 2]);
        assert_eq!(ints(&j), vec![1, 10, 2, 20]);
        let (p, q) = split(&j).unwrap();
        assert_eq!((p, q), (a, b));
        assert!(split(&i32s(&[4], &[1, 2, 3, 4])).is_err());
    }
}
