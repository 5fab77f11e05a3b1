//! The layouts of `tt.dot`: tensor cores (`mma.sync`, Ampere's `#ttg.nvidia_mma`
//! version 2; Hopper's `wgmma`, version 3, [`mma_v3_layout`]) where Triton's
//! `AccelerateMatmul` uses them and tilelift can lower them, FMA otherwise.
//!
//! ## Tensor cores
//!
//! With [`AssignOptions::tensor_cores`](super::AssignOptions) (sm_80 and newer),
//! a rank-2 dot into an `f32` accumulator of `f16` or `bf16` operands, or of
//! `f32` operands with `inputPrecision = tf32` (Triton's default for `f32`
//! `tl.dot`) or `tf32x3` (Triton splits each operand into a tf32 part and a
//! rest and adds three tf32 products), or a dot of 8-bit integers into an
//! `i32` accumulator, takes `#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0,
//! warpsPerCTA, instrShape = [16, 8]}>` ([`mma_v2_layout`]), with Triton's
//! `warpsPerTileV2` split of the warps, and its operands `#ttg.dot_op<{opIdx,
//! parent = #mma, kWidth}>` with `kWidth = 32 / bits` inputs per 32-bit
//! register of an `mma.sync` fragment (2 for 16-bit types: `m16n8k16`; 1 for
//! tf32: `m16n8k8`; 4 for 8-bit integers: `m16n8k32`). Triton does the same on sm_80 (its
//! `tests/realworld/triton_matmul_tf32_128x64x32/kernel.sm80.ttgir` has these
//! encodings); on sm_90 it uses `wgmma` (`versionMajor = 3`), and so does
//! tilelift for 16-bit and 8-bit float operands ([`mma_v3_layout`]).
//!
//! FMA stays where Triton keeps it (`f32` operands with `inputPrecision =
//! ieee`) and, for now, where Triton would use tensor cores that tilelift cannot
//! lower yet: `f16`
//! accumulators, batched (rank 3) dots, and tiles smaller than one instruction
//! (Triton's front end rejects dots under 16 in any dimension).
//!
//! Chained dots take `warpsPerTileV2`'s other rule (`mma_warps`): where a
//! dot's use-def slice within its region (not through `tt.trans`) holds
//! another dot of its rank, as attention's `p = q k^T; o = p v`, every warp
//! goes along the longer of M and N (so the row reductions of the online
//! softmax stay within a warp, and `p` reaches `p v`'s operand layout in
//! registers), or the warps of the other dot where that took `mma.sync`
//! first.
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
use super::index::FuncIndex;
use smallvec::smallvec;
use tilelift_ir::attrs::InputPrecision;
use tilelift_ir::encoding::{BlockedEncoding, DimVec, EncodingData, NvidiaMmaEncoding};
use tilelift_ir::{Encoding, FloatKind, Function, Inst, InstructionData, Opcode, Types, ValueDef};

/// The `mma.sync` layout of dot `inst`, or `None` where it stays on FMA (see the
/// module documentation); `earlier` gives the `mma.sync` layout taken by a
/// dot laid out before this one, if it took one.
pub fn mma_v2_layout(
    func: &Function,
    index: &FuncIndex,
    types: &Types,
    inst: Inst,
    options: &LayoutOptions,
    earlier: &dyn Fn(Inst) -> Option<NvidiaMmaEncoding>,
) -> Option<NvidiaMmaEncoding> {
    let data = func.dfg.inst(inst);
    let InstructionData::Dot {
        args,
        input_precision,
        ..
    } = data
    else {
        return None;
    };
    let result = func.dfg.first_result(inst)?;
    let (a_ty, b_ty, c_ty) = (
        func.dfg.value_type(args[0]),
        func.dfg.value_type(args[1]),
        func.dfg.value_type(result),
    );
    let instr_k = mma_v2_k(types, [a_ty, b_ty, c_ty], *input_precision)?;
    let (a_shape, c_shape) = (types.shape(a_ty), types.shape(c_ty));
    if c_shape.len() != 2 || c_shape[0] < 16 || c_shape[1] < 8 || a_shape[1] < instr_k {
        return None;
    }
    let warps = mma_warps(
        func,
        index,
        types,
        inst,
        c_shape,
        options.num_warps,
        earlier,
    );
    Some(NvidiaMmaEncoding {
        version_major: 2,
        version_minor: 0,
        warps_per_cta: warps,
        instr_shape: smallvec![16, 8],
        cta_layout: None,
    })
}

/// The `wgmma` layout of dot `inst` (Hopper, sm_90), or `None` where it takes
/// [`mma_v2_layout`] or FMA: Triton's `AccelerateMatmul` rule for version 3
/// (`supportMMA(dot, 3)`: a multiple of 4 warps, M a multiple of 64, N of 8)
/// for the dots tilelift's `wgmma` lowers: `f16`, `bf16` or 8-bit float
/// (`f8E4M3FN`, `f8E5M2`) operands of one type into an `f32` accumulator,
/// or 8-bit integers into an `i32` one, rank 2, K a multiple of the
/// instruction's (16; 32 for 8 bits). Its
/// `instrShape` is `[16, N, K]` with Triton's `N` ([`wgmma_instr_n`]) and its
/// warps Triton's `warpsPerTileV3` ([`warps_per_tile_v3`]).
///
/// Chained dots (attention's `q k^T` and `p v`) take `wgmma` too: a dot
/// whose result reaches another dot (`feeds_a_dot`) has all its warps
/// along M (`warpsPerTileV3`'s rule, which keeps the online softmax's row
/// reductions within a warp), and the `a` of a dot may stay in registers
/// ([`wgmma_a_in_registers`]).
///
/// Where Triton differs: it also takes `wgmma` for tf32 operands, and for
/// 8-bit floats of two types (`e4m3` times `e5m2`); tilelift keeps tf32 on
/// `mma.sync` for now.
pub fn mma_v3_layout(
    func: &Function,
    index: &FuncIndex,
    types: &Types,
    inst: Inst,
    options: &LayoutOptions,
) -> Option<NvidiaMmaEncoding> {
    let InstructionData::Dot { args, .. } = func.dfg.inst(inst) else {
        return None;
    };
    let result = func.dfg.first_result(inst)?;
    let (a_ty, c_ty) = (func.dfg.value_type(args[0]), func.dfg.value_type(result));
    let (a_elem, c_elem) = (types.element_type(a_ty), types.element_type(c_ty));
    let (instr_k, acc_ok) = match types.float_kind(a_elem) {
        Some(FloatKind::F16 | FloatKind::BF16) => {
            (16, types.float_kind(c_elem) == Some(FloatKind::F32))
        }
        Some(FloatKind::F8E4M3FN | FloatKind::F8E5M2) => {
            (32, types.float_kind(c_elem) == Some(FloatKind::F32))
        }
        _ if types.int_bits(a_elem) == Some(8) => (32, types.int_bits(c_elem) == Some(32)),
        _ => return None,
    };
    if types.element_type(func.dfg.value_type(args[1])) != a_elem || !acc_ok {
        return None;
    }
    let (a_shape, c_shape) = (types.shape(a_ty), types.shape(c_ty));
    let num_warps = options.num_warps;
    if c_shape.len() != 2
        || !num_warps.is_multiple_of(4)
        || c_shape[0] % 64 != 0
        || c_shape[1] % 8 != 0
        || a_shape[1] % instr_k != 0
    {
        return None;
    }
    let warps = match feeds_a_dot(func, index, inst) {
        true => [num_warps, 1],
        false => warps_per_tile_v3(c_shape, num_warps),
    };
    let n = wgmma_instr_n(c_shape, num_warps);
    Some(NvidiaMmaEncoding {
        version_major: 3,
        version_minor: 0,
        warps_per_cta: warps.into_iter().collect(),
        instr_shape: smallvec![16, n, instr_k as u32],
        cta_layout: None,
    })
}

/// Whether the `a` of a `wgmma` dot stays in registers (PTX's `wgmma` with
/// an `a` fragment in registers, `#ttg.dot_op<{opIdx = 0, parent = #mma}>`
/// in Triton's TTGIR) rather than going to shared memory: Triton's
/// `AccelerateMatmul` keeps it there unless it comes from a load or a block
/// argument (`comesFromLoadOrBlockArg`), looking through layout conversions
/// and `tt.trans`. Attention's `p`, computed by the online softmax, stays in
/// registers; a tile loaded from global memory goes to shared memory, where
/// the pipeline's copies can put it.
pub fn wgmma_a_in_registers(func: &Function, a: tilelift_ir::Value) -> bool {
    let mut v = a;
    loop {
        let ValueDef::Result(def, _) = func.dfg.value_def(v) else {
            return false;
        };
        match func.dfg.inst(def).opcode() {
            Opcode::ConvertLayout | Opcode::Trans => v = func.dfg.inst(def).args()[0],
            Opcode::Load | Opcode::DescriptorLoad => return false,
            _ => return true,
        }
    }
}

/// Triton's `mmaVersionToInstrShape` for version 3: the largest N (a multiple
/// of 8, at most 256) that divides the accumulator's N and is at most the N
/// each warp would hold were the warps spread 16 rows apart first.
pub fn wgmma_instr_n(shape: &[i64], num_warps: u32) -> u32 {
    let m_warps = (shape[0] / 16).max(1) as u32;
    let n_warps = (num_warps / m_warps).max(1);
    let max_n = (shape[1] as u32 / n_warps).max(8);
    (1..=32u32)
        .rev()
        .map(|i| 8 * i)
        .find(|&n| (shape[1] as u32).is_multiple_of(n) && n <= max_n)
        .unwrap_or(8)
}

/// Triton's `warpsPerTileV3`: warpgroups of 4 warps along M, doubled along M
/// while M has more than 16 rows a warp, else along N.
pub fn warps_per_tile_v3(shape: &[i64], num_warps: u32) -> [u32; 2] {
    let mut warps = [4u32, 1];
    while warps[0] * warps[1] < num_warps {
        if shape[0] > 16 * i64::from(warps[0]) {
            warps[0] *= 2;
        } else {
            warps[1] *= 2;
        }
    }
    warps
}

/// The K of the `mma.sync` instruction a dot of operand and accumulator types
/// `[a, b, c]` takes on Ampere's tensor cores, or `None` where it stays on FMA:
/// 16 for `f16` or `bf16` inputs into `f32` (`m16n8k16`), 8 for `f32` inputs
/// with `inputPrecision = tf32` into `f32` (`m16n8k8`, the operands read as
/// tf32), and for `tf32x3` (three such products of the operands' parts, as
/// Triton's sm_80 code computes it); 32 for 8-bit integers into `i32`
/// (`m16n8k32`).
fn mma_v2_k(
    types: &Types,
    [a, b, c]: [tilelift_ir::Type; 3],
    precision: InputPrecision,
) -> Option<i64> {
    let (a, b, c) = (
        types.element_type(a),
        types.element_type(b),
        types.element_type(c),
    );
    if a != b {
        return None;
    }
    if types.int_bits(a) == Some(8) && types.int_bits(c) == Some(32) {
        return Some(32);
    }
    if types.float_kind(c) != Some(FloatKind::F32) {
        return None;
    }
    match types.float_kind(a)? {
        FloatKind::F16 | FloatKind::BF16 => Some(16),
        FloatKind::F32 if matches!(precision, InputPrecision::Tf32 | InputPrecision::Tf32x3) => {
            Some(8)
        }
        _ => None,
    }
}

/// Triton's `warpsPerTileV2`: the warps of the first other dot of the same
/// rank in `inst`'s slice ([`chained_dots`]) that took `mma.sync` (`earlier`);
/// else, if there is such a dot, all warps along the longer of M and N (M on a
/// tie); else the balanced split of [`warps_per_tile_v2`].
fn mma_warps(
    func: &Function,
    index: &FuncIndex,
    types: &Types,
    inst: Inst,
    shape: &[i64],
    num_warps: u32,
    earlier: &dyn Fn(Inst) -> Option<NvidiaMmaEncoding>,
) -> DimVec {
    let rank = shape.len();
    let mut chained = false;
    for other in chained_dots(func, index, inst) {
        let result = func.dfg.first_result(other);
        if result.is_none_or(|r| types.shape(func.dfg.value_type(r)).len() != rank) {
            continue;
        }
        if let Some(mma) = earlier(other) {
            return mma.warps_per_cta;
        }
        chained = true;
    }
    match chained {
        true if shape[0] >= shape[1] => smallvec![num_warps, 1],
        true => smallvec![1, num_warps],
        false => warps_per_tile_v2(shape, num_warps).into_iter().collect(),
    }
}

/// Whether a result of `inst` reaches another dot through the uses of
/// results (MLIR's forward slice, as `warpsPerTileV3` takes it: a loop's
/// `scf.yield` ends it).
fn feeds_a_dot(func: &Function, index: &FuncIndex, inst: Inst) -> bool {
    let mut seen = hashbrown::HashSet::new();
    let mut work = vec![inst];
    while let Some(op) = work.pop() {
        for &r in func.dfg.inst_results(op) {
            for &(user, _) in index.uses(r) {
                if !seen.insert(user) {
                    continue;
                }
                if func.dfg.inst(user).opcode() == Opcode::Dot {
                    return true;
                }
                work.push(user);
            }
        }
    }
    false
}

/// The other dots in the slice of dot `inst`, in program order: the ops
/// reached from it through operands and uses (Triton's `getSlice`), staying
/// among the ops of its region and not passing through `tt.trans`.
fn chained_dots(func: &Function, index: &FuncIndex, inst: Inst) -> Vec<Inst> {
    let region = func
        .order
        .inst_block(inst)
        .and_then(|b| func.order.block_region(b));
    let in_slice = |i: Inst| {
        func.order
            .inst_block(i)
            .and_then(|b| func.order.block_region(b))
            == region
            && func.dfg.inst(i).opcode() != Opcode::Trans
    };
    let mut seen = hashbrown::HashSet::new();
    seen.insert(inst);
    let mut work = vec![inst];
    while let Some(op) = work.pop() {
        let defs = func
            .dfg
            .inst(op)
            .args()
            .iter()
            .filter_map(|&v| match func.dfg.value_def(v) {
                ValueDef::Result(def, _) => Some(def),
                ValueDef::Param(..) => None,
            });
        let users = func
            .dfg
            .inst_results(op)
            .iter()
            .flat_map(|&r| index.uses(r).iter().map(|u| u.0));
        for next in defs.chain(users) {
            if in_slice(next) && seen.insert(next) {
                work.push(next);
            }
        }
    }
    index
        .order
        .iter()
        .copied()
        .filter(|&i| i != inst && seen.contains(&i) && func.dfg.inst(i).opcode() == Opcode::Dot)
        .collect()
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

/// `#ttg.dot_op<{opIdx = op_idx, parent = parent}>` for operands of
/// `elem_bits`-bit elements, with Triton's `kWidth = 32 / elem_bits` for an
/// `nvidia_mma` parent (the inputs of one 32-bit register of an `mma.sync`
/// fragment: 2 for 16-bit types, 1 for tf32), the MFMA's `kBase` for an
/// `amd_mfma` parent ([`super::mfma::mfma_k_width`]) and none for a blocked
/// one.
pub fn dot_operand(types: &mut Types, op_idx: u32, parent: Encoding, elem_bits: u32) -> Encoding {
    let k_width = match types.encoding_data(parent) {
        EncodingData::NvidiaMma(_) => 32 / elem_bits.clamp(1, 32),
        EncodingData::AmdMfma(m) => super::mfma::mfma_k_width(&m.instr_shape),
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
