//! The layouts of `tt.dot` on the FMA path (no tensor cores yet).
//!
//! Triton's TTIR-to-TTGIR conversion (`TritonDotPattern`) gives the result and
//! the accumulator a blocked layout in which each thread holds a small square of
//! the output, so that every value of `a` and `b` it reads is used more than once:
//!
//! - `sizePerThread` is 1 along every dimension, then `[2, 2]` on the last two
//!   when each thread holds at least 4 results, `[4, 4]` when it holds at least
//!   16, each capped at the extent;
//! - the order is row-major and lanes and warps are spread as for any blocked
//!   layout ([`blocked_for_shape`]).
//!
//! `matmul_f32_ieee`'s 32x32 accumulator with 4 warps holds 1024 / 128 = 8
//! results per thread, hence `sizePerThread = [2, 2], threadsPerWarp = [2, 16],
//! warpsPerCTA = [4, 1]`, which is what its `kernel.ttgir` shows. The operands are
//! `#ttg.dot_op<{opIdx = 0}>` and `#ttg.dot_op<{opIdx = 1}>` of that layout (with a
//! blocked parent Triton prints no `kWidth`): each thread holds whole rows of `a`
//! and whole columns of `b`.

use super::default::{blocked_for_shape, LayoutOptions};
use smallvec::smallvec;
use tilelift_ir::encoding::{BlockedEncoding, DimVec, EncodingData};
use tilelift_ir::{Encoding, Types};

/// The blocked layout of a dot result of `shape`.
pub fn dot_result_layout(shape: &[i64], options: &LayoutOptions) -> BlockedEncoding {
    let rank = shape.len();
    let mut size_per_thread: DimVec = smallvec![1; rank];
    let threads = i64::from(options.num_warps * options.threads_per_warp);
    let per_thread = shape.iter().product::<i64>() / threads.max(1);
    let square = match per_thread {
        n if n >= 16 => 4,
        n if n >= 4 => 2,
        _ => 1,
    };
    for d in rank.saturating_sub(2)..rank {
        size_per_thread[d] = square.min(shape[d].max(1) as u32);
    }
    let order: DimVec = (0..rank as u32).rev().collect();
    blocked_for_shape(shape, &size_per_thread, &order, options)
}

/// `#ttg.dot_op<{opIdx = op_idx, parent = parent}>`.
pub fn dot_operand(types: &mut Types, op_idx: u32, parent: Encoding) -> Encoding {
    types.intern_encoding(EncodingData::DotOperand {
        op_idx,
        parent,
        k_width: 0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(b: &BlockedEncoding) -> (Vec<u32>, Vec<u32>, Vec<u32>) {
        (
            b.size_per_thread.to_vec(),
            b.threads_per_warp.to_vec(),
            b.warps_per_cta.to_vec(),
        )
    }

    #[test]
    fn matmul_f32_ieee_accumulator() {
        let b = dot_result_layout(&[32, 32], &LayoutOptions::default());
        assert_eq!(params(&b), (vec![2, 2], vec![2, 16], vec![4, 1]));
        assert_eq!(b.order.to_vec(), vec![1, 0]);
    }

    #[test]
    fn square_grows_with_the_tile_and_is_capped() {
        let options = LayoutOptions::default();
        assert_eq!(
            dot_result_layout(&[64, 64], &options)
                .size_per_thread
                .to_vec(),
            vec![4, 4]
        );
        assert_eq!(
            dot_result_layout(&[16, 16], &options)
                .size_per_thread
                .to_vec(),
            vec![1, 1]
        );
        assert_eq!(
            dot_result_layout(&[128, 4], &options)
                .size_per_thread
                .to_vec(),
            vec![2, 2]
        );
        assert_eq!(
            dot_result_layout(&[512, 1], &options)
                .size_per_thread
                .to_vec(),
            vec![2, 1]
        );
    }
}
