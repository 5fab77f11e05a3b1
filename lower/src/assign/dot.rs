//! The layouts of `tt.dot`: tensor cores (`mma.sync`, Ampere's `#ttg.nvidia_mma`
//! version 2) where Triton's `AccelerateMatmul` uses them and tilelift can
//! lower them, FMA otherwise.
//!
//! ## Tensor cores
//!
//! With [`AssignOptions::tensor_cores`](super::AssignOptions) (sm_80 and newer),
//! a rank-2 dot of `f16` or `bf16` operands into an `f32` accumulator takes
//! `#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA, instrShape
//! = [16, 8]}>` ([`mma_v2_layout`]), with Triton's `warpsPerTileV2` split of the
//! warps, and its operands `#ttg.dot_op<{opIdx, parent = #mma, kWidth = 2}>`
//! (two 16-bit values per 32-bit register, as `mma.sync` takes them). Triton does
//! the same on sm_80; on sm_90 it uses `wgmma` (`versionMajor = 3`), which
//! tilelift does not have yet, so tilelift's sm_90 code is `mma.sync` too.
//!
//! FMA stays where Triton keeps it (`f32` operands with `inputPrecision = ieee`)
//! and, for now, where Triton would use tensor cores that tilelift cannot lower
//! yet: `tf32` (`m16n8k8`), 8-bit integers (`m16n8k32`), `f16` accumulators,
//! batched (rank 3) dots, and tiles smaller than one `m16n8k16` (Triton's
//! front end rejects dots under 16 in any dimension).
//!
//! Not yet as Triton: `warpsPerTileV2`'s rule for chained dots (attention's
//! `p = q k^T; o = p v`, where Triton puts every warp along M so that row
//! reductions stay in a warp) is not applied; every dot gets the balanced split.
//!
//! ## FMA
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
use tilelift_ir::encoding::{BlockedEncoding, DimVec, EncodingData, NvidiaMmaEncoding};
use tilelift_ir::{Encoding, FloatKind, Function, Inst, Types};

/// The `mma.sync` layout of dot `inst`, or `None` where it stays on FMA (see the
/// module documentation).
pub fn mma_v2_layout(
    func: &Function,
    types: &Types,
    inst: Inst,
    options: &LayoutOptions,
) -> Option<NvidiaMmaEncoding> {
    let data = func.dfg.inst(inst);
    let args = data.args();
    let result = func.dfg.first_result(inst)?;
    let (a_ty, b_ty, c_ty) = (
        func.dfg.value_type(*args.first()?),
        func.dfg.value_type(*args.get(1)?),
        func.dfg.value_type(result),
    );
    let is_16bit = |ty| {
        matches!(
            types.float_kind(types.element_type(ty)),
            Some(FloatKind::F16 | FloatKind::BF16)
        )
    };
    let same_input = types.element_type(a_ty) == types.element_type(b_ty);
    let f32_acc = types.float_kind(types.element_type(c_ty)) == Some(FloatKind::F32);
    if !(is_16bit(a_ty) && same_input && f32_acc) {
        return None;
    }
    let (a_shape, c_shape) = (types.shape(a_ty), types.shape(c_ty));
    if c_shape.len() != 2 || c_shape[0] < 16 || c_shape[1] < 8 || a_shape[1] < 16 {
        return None;
    }
    Some(NvidiaMmaEncoding {
        version_major: 2,
        version_minor: 0,
        warps_per_cta: warps_per_tile_v2(c_shape, options.num_warps)
            .into_iter()
            .collect(),
        instr_shape: smallvec![16, 8],
        cta_layout: None,
    })
}

/// Triton's `warpsPerTileV2` for a dot without a chained dot: warps are added,
/// doubling M or N, to whichever still has more `16 x 8` tiles per warp (M on a
/// tie, as `a`'s fragment is twice `b`'s), so that the registers held for `a`
/// and `b` stay balanced.
pub fn warps_per_tile_v2(shape: &[i64], num_warps: u32) -> [u32; 2] {
    let mut warps = [1u32, 1];
    let mut reps = [(shape[0] + 15) / 16, (shape[1] + 7) / 8];
    while warps[0] * warps[1] < num_warps {
        if reps[0] >= reps[1] {
            warps[0] *= 2;
            if reps[0] != 1 {
                reps[0] /= 2;
            }
        } else {
            warps[1] *= 2;
            reps[1] /= 2;
        }
    }
    warps
}

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

/// `#ttg.dot_op<{opIdx = op_idx, parent = parent}>`, with `kWidth = 2` for an
/// `nvidia_mma` parent (tensor cores are only chosen for 16-bit operands: two
/// per 32-bit register, Triton's `32 / bitwidth`) and none for a blocked one.
pub fn dot_operand(types: &mut Types, op_idx: u32, parent: Encoding) -> Encoding {
    let k_width = match types.encoding_data(parent) {
        EncodingData::NvidiaMma(_) => 2,
        _ => 0,
    };
    types.intern_encoding(EncodingData::DotOperand {
        op_idx,
        parent,
        k_width,
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
    fn warps_per_tile_v2_as_triton() {
        // matmul_f16: 64x64 with 4 warps is [2, 2] in Triton's sm_80 TTGIR.
        assert_eq!(warps_per_tile_v2(&[64, 64], 4), [2, 2]);
        // Balanced by 16x8 tiles: 128x128 has 8x16 tiles; N first, then M.
        assert_eq!(warps_per_tile_v2(&[128, 128], 8), [2, 4]);
        assert_eq!(warps_per_tile_v2(&[128, 256], 8), [2, 4]);
        assert_eq!(warps_per_tile_v2(&[256, 64], 4), [4, 1]);
        // More warps than tiles: the rest go along M.
        assert_eq!(warps_per_tile_v2(&[16, 8], 4), [4, 1]);
        assert_eq!(warps_per_tile_v2(&[16, 16], 4), [2, 2]);
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
