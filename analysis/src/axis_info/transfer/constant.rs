//! `arith.constant`: integer scalars, splats and element lists.

use super::{wrap, Cx};
use crate::axis_info::lattice::{gcd, highest_pow2_divisor, AxisInfo};
use tilelift_ir::constant::ConstantValue;
use tilelift_ir::InstructionData;

/// An integer constant: its value everywhere, or, for an element list, what its
/// elements show (Triton handles only scalars and splats). Floats are pessimistic.
pub(crate) fn constant(cx: &Cx<'_>) -> AxisInfo {
    let InstructionData::Constant { value, .. } = cx.data() else {
        return cx.pessimistic();
    };
    let bits = cx.bits();
    if bits == 0 {
        return cx.pessimistic();
    }
    let shape = cx.shape();
    match value {
        ConstantValue::Scalar(raw) | ConstantValue::Splat(raw) => {
            AxisInfo::constant(wrap(*raw as i64, bits), &shape)
        }
        ConstantValue::Elements(raws) => {
            let elems: Vec<i64> = raws.iter().map(|&r| wrap(r as i64, bits)).collect();
            measure(&shape, &elems)
        }
    }
}

/// The exact AxisInfo of concrete elements (row-major, of `shape`): in each
/// dimension, the longest power-of-two runs that hold along every line, and the
/// largest power of two dividing the starts of the contiguous runs. Integers only
/// (step 1).
pub(crate) fn measure(shape: &[i64], elems: &[i64]) -> AxisInfo {
    let rank = shape.len();
    let mut res = AxisInfo::pessimistic(rank);
    for d in 0..rank {
        let c = longest_runs(shape, d, |a, b| b == a.wrapping_add(1), elems);
        res.contiguity[d] = c;
        res.constancy[d] = longest_runs(shape, d, |a, b| a == b, elems);
        res.divisibility[d] = run_start_divisibility(shape, d, c, elems);
    }
    let first = elems.first().copied();
    if first.is_some() && elems.iter().all(|&e| Some(e) == first) {
        res.constant = first;
    }
    res.non_negative = elems.iter().all(|&e| e >= 0);
    res
}

/// The distance between neighbours along `dim` in a row-major tensor of `shape`.
fn stride(shape: &[i64], dim: usize) -> usize {
    shape[dim + 1..].iter().product::<i64>() as usize
}

/// The longest power-of-two length `n` (dividing the extent) such that every
/// aligned run of `n` along `dim` has `linked(prev, next)` between neighbours.
fn longest_runs(
    shape: &[i64],
    dim: usize,
    linked: impl Fn(i64, i64) -> bool,
    elems: &[i64],
) -> i64 {
    let (extent, stride) = (shape[dim] as usize, stride(shape, dim));
    let mut n = extent.max(1);
    while n > 1 {
        let holds = (0..elems.len()).all(|i| {
            let pos = (i / stride) % extent;
            pos % n == 0 || linked(elems[i - stride], elems[i])
        });
        if holds {
            break;
        }
        n /= 2;
    }
    n as i64
}

/// The largest power of two dividing every element at a multiple of `c` along `dim`.
fn run_start_divisibility(shape: &[i64], dim: usize, c: i64, elems: &[i64]) -> i64 {
    let (extent, stride) = (shape[dim] as usize, stride(shape, dim));
    let mut g = 0;
    for (i, &e) in elems.iter().enumerate() {
        if ((i / stride) % extent) % c as usize == 0 {
            g = gcd(g, e);
        }
    }
    highest_pow2_divisor(g)
}

#[cfg(test)]
mod tests {
    use super::measure;
    use crate::axis_info::transfer::testutil::{check, Case};

    #[test]
    fn constants() {
        check(&Case {
            body: "%0 = arith.constant dense<16> : tensor<4x8xi32>
                   %1 = arith.constant dense<true> : tensor<8xi1>
                   %2 = arith.constant dense<0.000000e+00> : tensor<8xf32>
                   %3 = arith.constant -1 : i32
                   %4 = arith.constant dense<[4, 5, 6, 7, 12, 13, 14, 15]> : tensor<8xi32>
                   %5 = arith.constant dense<[[3, 3], [3, 3]]> : tensor<2x2xi32>",
            args: "",
            expect: &[
                ("%0", "[1, 1], [16, 16], [4, 8], 16"),
                ("%1", "[1], [1], [8], 1"),
                ("%2", "[1], [1], [1], <none>"),
                ("%3", "[1], [1], [1], -1"),
                ("%4", "[4], [4], [1], <none>"),
                ("%5", "[1, 1], [1, 1], [2, 2], 3"),
            ],
        });
    }

    #[test]
    fn measures_tritons_examples() {
        // [[10, 11, 12, 13, 18, 19, 20, 21], [20, 21, ..., 31]]: contiguity [1, 4],
        // divisibility [1, 2] (Triton's header).
        let rows = [
            10, 11, 12, 13, 18, 19, 20, 21, 20, 21, 22, 23, 28, 29, 30, 31,
        ];
        let a = measure(&[2, 8], &rows);
        assert_eq!(a.contiguity.as_slice(), &[1, 4]);
        assert_eq!(a.divisibility.as_slice(), &[1, 2]);
        // [8, 8, 8, 8, 12, 12, 12, 12] and [16, 16, 16, 16, 20, ...]: constancy [1, 4].
        let consts = [8, 8, 8, 8, 12, 12, 12, 12, 16, 16, 16, 16, 20, 20, 20, 20];
        let b = measure(&[2, 8], &consts);
        assert_eq!(b.constancy.as_slice(), &[1, 4]);
        assert_eq!(b.contiguity.as_slice(), &[1, 1]);
    }
}
