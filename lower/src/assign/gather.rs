//! The layouts of `tt.gather` and `tt.histogram`.
//!
//! A gather's result has its index's layout, and its source keeps its own:
//! the lowering reads the source through shared memory. For ranks of 2 and
//! more, Triton 3.6's `OptimizeGatherLayouts` instead gives the source, the
//! index and the result one blocked layout ([`efficient_gather_layout`]) in
//! which each warp holds whole columns along the axis, so that the lowering
//! can gather with warp shuffles, converting the operands and the result
//! around it; the op is then marked `efficient_layout`. Such a gather is an
//! anchor (see `anchors.rs`). Triton reads the thread order of the source's
//! layout; the anchors are found before any layout is known, so this takes
//! the default order, the one a row-major tensor gets.
//!
//! A histogram's result takes whatever layout its users want (the lowering
//! reads the counts from shared memory into any layout); its input keeps its
//! own, and the mask has the input's.

use super::default::LayoutOptions;
use smallvec::smallvec;
use tilelift_ir::encoding::{BlockedEncoding, DimVec};

/// Triton 3.6's layout for a gather along `axis` of a source of
/// `src_shape`: as many lanes along the axis as it has elements (at most a
/// warp), the remaining lanes and the warps spread over the other dimensions
/// in the default order, one warp along the axis, what is left over
/// replicated along the axis. `None` for a 1-d gather, which Triton leaves
/// as it is.
pub fn efficient_gather_layout(
    src_shape: &[i64],
    axis: usize,
    options: &LayoutOptions,
) -> Option<BlockedEncoding> {
    let rank = src_shape.len();
    if rank < 2 || axis >= rank {
        return None;
    }
    let dim = |d: usize| u32::try_from(src_shape[d]).unwrap_or(u32::MAX).max(1);
    let others: DimVec = (0..rank as u32)
        .rev()
        .filter(|&d| d as usize != axis)
        .collect();
    let mut threads: DimVec = smallvec![1; rank];
    let mut warps: DimVec = smallvec![1; rank];
    threads[axis] = dim(axis).min(options.threads_per_warp);
    let mut lanes_left = options.threads_per_warp / threads[axis];
    for &d in &others {
        let n = dim(d as usize).min(lanes_left);
        threads[d as usize] = n;
        lanes_left /= n;
    }
    let mut warps_left = options.num_warps;
    for &d in &others {
        let fit = (dim(d as usize) / threads[d as usize]).max(1);
        let n = fit.min(warps_left);
        warps[d as usize] = n;
        warps_left /= n;
    }
    let mut size_per_thread: DimVec = smallvec![1; rank];
    size_per_thread[axis] = (dim(axis) / threads[axis]).max(1);
    threads[axis] *= lanes_left;
    warps[axis] *= warps_left;
    let mut order: DimVec = smallvec![axis as u32];
    order.extend(others);
    Some(BlockedEncoding {
        size_per_thread,
        threads_per_warp: threads,
        warps_per_cta: warps,
        order,
        cta_layout: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(b: &BlockedEncoding) -> [Vec<u32>; 4] {
        [
            b.size_per_thread.to_vec(),
            b.threads_per_warp.to_vec(),
            b.warps_per_cta.to_vec(),
            b.order.to_vec(),
        ]
    }

    /// The layouts of Triton 3.6's TTGIR for gathers of a 32x16 source over
    /// 4 warps (`#blocked1` of a gather along axis 0, the source's own
    /// `#blocked` along axis 1).
    #[test]
    fn as_triton_3_6_lays_out() {
        let options = LayoutOptions::default();
        let along_rows = efficient_gather_layout(&[32, 16], 0, &options).unwrap();
        assert_eq!(
            params(&along_rows),
            [vec![1, 1], vec![32, 1], vec![1, 4], vec![0, 1]]
        );
        let along_cols = efficient_gather_layout(&[32, 16], 1, &options).unwrap();
        assert_eq!(
            params(&along_cols),
            [vec![1, 1], vec![2, 16], vec![4, 1], vec![1, 0]]
        );
        assert!(efficient_gather_layout(&[128], 0, &options).is_none());
    }

    /// A small source leaves lanes and warps over, replicated along the axis.
    #[test]
    fn small_sources_replicate_along_the_axis() {
        let options = LayoutOptions::default();
        let b = efficient_gather_layout(&[4, 2], 1, &options).unwrap();
        assert_eq!(params(&b), [vec![1, 1], vec![4, 8], vec![1, 4], vec![1, 0]]);
    }
}
