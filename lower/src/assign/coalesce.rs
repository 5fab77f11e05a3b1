//! Coalescing: the layout each load, store and atomic wants, from AxisInfo, as
//! Triton's `Coalesce` pass chooses it.
//!
//! For a memory op whose pointer is a tensor:
//!
//! - the *order* sorts dimensions by the pointer's contiguity, largest first (ties
//!   keep the reversed dimension order, so row-major wins), Triton's
//!   `getOrderFromContiguity`;
//! - the op's own *elements per thread* along `order[0]` is
//!   `min(divisibility / element bytes, contiguity, extent, 128 bits / element bits)`;
//! - a load takes the largest such width among the function's memory ops with the
//!   same order and shape (a wider load costs nothing when L1 holds the line), a
//!   store or atomic the same but no more than its own (a wider write would
//!   leave gaps);
//! - for 1-D tensors, the widths compared are those the masks allow (at most
//!   the mask's constancy, as the lowering will cut each access): where every
//!   access is cut to single elements (`offs < n` with `n` of unknown
//!   alignment), a thread takes one element and a warp's 32 lanes touch 32
//!   consecutive ones. Triton keeps the pointer's width here and then issues the
//!   single-element accesses 16 bytes apart across lanes, so each warp-wide
//!   access touches parts of 16 sectors (8 bytes apart and 32 sectors for 16-bit
//!   types). Measured on an H100 (`scripts/gpu/ab.py`, BENCHMARKS "Session 6"):
//!   `copy_f32_b8192_w16_tail` 159.6 -> 95.1 us (it was 1.47x Triton; L2 had
//!   received 13.2 M write sectors for 4.2 M written), `copy_f16_b1024_w4_tail`
//!   299.9 -> 94.1 us, `cast_f32_to_f16` 154.5 -> 70.5 us, `vadd_f32_b8192_w2`
//!   156.8 -> 137.8 us; geometric mean 0.78 over 81 changed kernels. Not for
//!   8-byte elements of which each thread holds 16 or more:
//!   there Triton's two a thread were measured faster (`WIDE_SHARE`). Not for 2-D
//!   tiles: there the warps would move onto the reduced axis of a row reduction
//!   (`rowsum_colmax` 1.20x slower with the rule) and `bias_add_2d` lost 6%;
//! - no thread takes more than its share, `elements / (32 * num_warps)`.
//!
//! The layout is then [`blocked_for_shape`] with that `sizePerThread` and order.
//! Triton compares only with memory ops of the same shape in the op's def-use
//! slice; here it is those of the same shape in the whole function. So a
//! matmul's `b` tile (`K x N`) whose rows are not known to be aligned keeps one
//! element per thread and 32 lanes along a row, as in Triton's TTGIR, instead
//! of taking its `a` tile's width (`M x K`, another shape): measured on an H100
//! (session 7, `ab.py`), `matmul_f16` 1255.6 -> 1205.9 us (1.256x -> 1.202x
//! Triton's sm_80 code). An earlier measurement went the other way (the tutorial
//! matmul 174 TFLOP/s with `a`'s width against 150 with Triton's rule), when
//! the tutorials' `b` was never known to be aligned; since kernel versioning
//! (`crate::version`) their fast copy has aligned rows, and their PTX does
//! not change with the rule.

use super::default::{blocked_for_shape, LayoutOptions};
use smallvec::{smallvec, SmallVec};
use tilelift_analysis::axis_info::{memory_access, FuncAxisInfo};
use tilelift_ir::encoding::{BlockedEncoding, DimVec};
use tilelift_ir::{Inst, Opcode};

/// The elements a thread holds of a 1-D tile from which a masked access of
/// 8-byte elements keeps its pointer's width (two a thread, 16 bytes apart
/// across lanes, as Triton's `Coalesce` pass) instead of one a lane: measured,
/// not derived. On an H200 (BENCHMARKS.md, sessions 31 and 32; Triton's TTGIR
/// with `sizePerThread` 1, 2, 4 and 8 through our backend), the kernels whose
/// threads hold 8 such elements run faster with one a lane (six of six:
/// `copy_i64_b1024_w4_tail` 70.0 against 78.7 us, `vadd_i64_b1024_w4_tail`
/// 97.6 against 108.8), those whose threads hold 16 or 32 with two a thread
/// (two of two: `vadd_i64_b4096_w8_tail` 100.0 against 105.2,
/// `int_mix_i64_b1024_w1_tail` 187.5 against 200.1); four or eight a thread
/// are slower everywhere. Why the count decides is not known.
const WIDE_SHARE: i64 = 16;

/// The dimensions by decreasing contiguity, the later dimension first among equals.
pub fn order_from_contiguity(contiguity: &[i64]) -> DimVec {
    let mut order: DimVec = (0..contiguity.len() as u32).rev().collect();
    order.sort_by(|&a, &b| contiguity[b as usize].cmp(&contiguity[a as usize]));
    order
}

/// A memory op with a tensor pointer, its order and its own width. (Per-dimension
/// lists are inline `SmallVec`s: a kernel's accesses are few, and heap lists
/// made up most of their cost.)
struct Access {
    inst: Inst,
    order: DimVec,
    own: u32,
    /// The width its mask allows (`own` without a mask).
    masked: u32,
    is_load: bool,
    shape: SmallVec<[i64; 4]>,
}

/// The coalesced layout of every load, store and atomic whose pointer is a tensor,
/// in program order.
pub fn coalesced_layouts(
    info: &FuncAxisInfo<'_>,
    options: &LayoutOptions,
) -> Vec<(Inst, BlockedEncoding)> {
    let accesses = collect_accesses(info, options);
    accesses
        .iter()
        .map(|a| {
            let widest = accesses
                .iter()
                .filter(|b| b.order == a.order && b.shape == a.shape)
                .map(|b| b.own.min(b.masked))
                .max()
                .unwrap_or(a.own);
            let mut per_thread = widest;
            per_thread = per_thread.min(share(&a.shape, options) as u32);
            if !a.is_load {
                per_thread = per_thread.min(a.own);
            }
            let mut size_per_thread: DimVec = smallvec![1; a.shape.len()];
            size_per_thread[a.order[0] as usize] = per_thread.max(1);
            (
                a.inst,
                blocked_for_shape(&a.shape, &size_per_thread, &a.order, options),
            )
        })
        .collect()
}

/// The elements of a tensor of `shape` each thread holds, at least one.
fn share(shape: &[i64], options: &LayoutOptions) -> i64 {
    let threads = i64::from(options.num_warps * options.threads_per_warp);
    (shape.iter().product::<i64>() / threads).max(1)
}

fn collect_accesses(info: &FuncAxisInfo<'_>, options: &LayoutOptions) -> Vec<Access> {
    let (func, types) = (info.func(), info.types());
    let mut out = Vec::new();
    let mut stack = vec![func.body];
    while let Some(region) = stack.pop() {
        for block in func.order.blocks(region) {
            for inst in func.order.insts(block) {
                stack.extend(func.dfg.inst(inst).regions());
                let Some(access) = memory_access(func, types, inst) else {
                    continue;
                };
                let ptr_ty = func.dfg.value_type(access.ptr);
                if !types.is_tensor(ptr_ty) {
                    continue;
                }
                let shape = SmallVec::from_slice(types.shape(ptr_ty));
                let ptr = info.get(access.ptr);
                let order = order_from_contiguity(&ptr.contiguity);
                let d = order[0] as usize;
                let multiple = (ptr.divisibility[d] / access.elem_bytes()).max(1);
                let contig = ptr.contiguity[d].min(shape[d]);
                let own = multiple
                    .min(contig)
                    .min(i64::from(128 / access.elem_bits.max(1)))
                    .max(1);
                let masked = match access.mask {
                    Some(m) if shape.len() == 1 && options.masked_scalars_across_lanes => {
                        if access.elem_bytes() == 8 && share(&shape, options) >= WIDE_SHARE {
                            own
                        } else {
                            info.mask_alignment(m, d).min(own)
                        }
                    }
                    _ => own,
                };
                out.push(Access {
                    inst,
                    order,
                    own: own as u32,
                    masked: masked as u32,
                    is_load: func.dfg.inst(inst).opcode() == Opcode::Load,
                    shape,
                });
            }
        }
    }
    out.sort_by_key(|a| a.inst);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn order_prefers_contiguous_then_later_dims() {
        assert_eq!(order_from_contiguity(&[1, 1]).as_slice(), [1, 0]);
        assert_eq!(order_from_contiguity(&[4, 1]).as_slice(), [0, 1]);
        assert_eq!(order_from_contiguity(&[4, 64]).as_slice(), [1, 0]);
        assert_eq!(order_from_contiguity(&[8]).as_slice(), [0]);
    }
}
