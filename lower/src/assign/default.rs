//! The default blocked layout of a tensor, as Triton's TTIR-to-TTGIR conversion
//! chooses it before coalescing: one element per thread, row-major order, lanes and
//! then warps spread from the fastest dimension outward.

use smallvec::smallvec;
use tilelift_ir::encoding::{BlockedEncoding, DimVec};

/// Kernel-wide parameters of layout assignment.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LayoutOptions {
    /// Warps per program (`num_warps`, Triton's default 4).
    pub num_warps: u32,
    /// Lanes per warp (32 on NVIDIA GPUs).
    pub threads_per_warp: u32,
    /// Whether 1-D loads and stores that their masks cut to single elements
    /// put consecutive elements on consecutive lanes (tilelift's rule, the
    /// default; see [`super::coalesce`]), or keep the pointer's width as
    /// Triton's `Coalesce` pass does (`false`: tests that compare with Triton's
    /// TTGIR).
    pub masked_scalars_across_lanes: bool,
}

impl Default for LayoutOptions {
    fn default() -> Self {
        LayoutOptions {
            num_warps: 4,
            threads_per_warp: 32,
            masked_scalars_across_lanes: true,
        }
    }
}

/// The blocked encoding with `size_per_thread` and `order` (fastest dimension
/// first) that spreads the lanes and warps of `options` over `shape`, as Triton's
/// `BlockedEncodingAttr::get(shape, sizePerThread, order, numWarps, ...)`: each
/// dimension but the slowest takes as many threads as it has elements left after
/// `size_per_thread`, lanes first; the slowest takes the rest.
pub fn blocked_for_shape(
    shape: &[i64],
    size_per_thread: &[u32],
    order: &[u32],
    options: &LayoutOptions,
) -> BlockedEncoding {
    let rank = shape.len();
    let mut threads_per_warp: DimVec = smallvec![1; rank];
    let mut warps_per_cta: DimVec = smallvec![1; rank];
    let mut lanes_left = options.threads_per_warp;
    let mut threads_left = options.num_warps * options.threads_per_warp;
    let mut warps_left = options.num_warps;
    let (mut lanes_used, mut warps_used) = (1, 1);
    for &d in &order[..rank.saturating_sub(1)] {
        let d = d as usize;
        let elems = (shape[d] as u32 / size_per_thread[d]).max(1);
        let threads = threads_left.clamp(1, elems);
        threads_per_warp[d] = threads.clamp(1, lanes_left);
        warps_per_cta[d] = (threads / threads_per_warp[d]).clamp(1, warps_left);
        warps_left /= warps_per_cta[d];
        lanes_left /= threads_per_warp[d];
        threads_left /= threads;
        lanes_used *= threads_per_warp[d];
        warps_used *= warps_per_cta[d];
    }
    if let Some(&slowest) = order.get(rank.wrapping_sub(1)) {
        threads_per_warp[slowest as usize] = options.threads_per_warp / lanes_used;
        warps_per_cta[slowest as usize] = options.num_warps / warps_used;
    }
    BlockedEncoding {
        size_per_thread: DimVec::from_slice(size_per_thread),
        threads_per_warp,
        warps_per_cta,
        order: DimVec::from_slice(order),
        cta_layout: None,
    }
}

/// The default layout: one element per thread, row-major.
pub fn default_blocked(shape: &[i64], options: &LayoutOptions) -> BlockedEncoding {
    let rank = shape.len();
    let order: DimVec = (0..rank as u32).rev().collect();
    let size_per_thread: DimVec = smallvec![1; rank];
    blocked_for_shape(shape, &size_per_thread, &order, options)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(b: &BlockedEncoding) -> (Vec<u32>, Vec<u32>, Vec<u32>, Vec<u32>) {
        (
            b.size_per_thread.to_vec(),
            b.threads_per_warp.to_vec(),
            b.warps_per_cta.to_vec(),
            b.order.to_vec(),
        )
    }

    #[test]
    fn one_dimensional_default() {
        let b = default_blocked(&[1024], &LayoutOptions::default());
        assert_eq!(params(&b), (vec![1], vec![32], vec![4], vec![0]));
    }

    #[test]
    fn two_dimensional_default_matches_triton() {
        // matmul_f16's kernel.ttgir keeps this default for its 32x64 B tile.
        let b = default_blocked(&[32, 64], &LayoutOptions::default());
        assert_eq!(
            params(&b),
            (vec![1, 1], vec![1, 32], vec![2, 2], vec![1, 0])
        );
        // A narrow tile puts the spare lanes on the rows.
        let b = default_blocked(&[64, 8], &LayoutOptions::default());
        assert_eq!(params(&b), (vec![1, 1], vec![4, 8], vec![4, 1], vec![1, 0]));
    }

    #[test]
    fn coalesced_shape_with_vectors() {
        // bias_add_2d's kernel.ttgir: sizePerThread [1, 4] over 64x64 gives
        // threadsPerWarp [2, 16] and warpsPerCTA [4, 1].
        let b = blocked_for_shape(&[64, 64], &[1, 4], &[1, 0], &LayoutOptions::default());
        assert_eq!(
            params(&b),
            (vec![1, 4], vec![2, 16], vec![4, 1], vec![1, 0])
        );
    }
}
