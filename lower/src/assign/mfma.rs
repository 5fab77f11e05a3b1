//! The layouts of `tt.dot` on AMD's matrix cores: `#ttg.amd_mfma`, where
//! Triton's AMD backend (`AccelerateAMDMatmul`, `BlockedToMFMA`) takes it and
//! tilelift lowers it ([`crate::to_mir`]'s `mfma` module).
//!
//! On an AMDGCN target with matrix cores (`hip:gfx90a`, MFMA version 2;
//! `hip:gfx942`, version 3), a rank-2 dot of `f16`, `bf16` or `f32` operands
//! (both the same) into an `f32` accumulator takes
//! `#ttg.amd_mfma<{version, warpsPerCTA, instrShape = [m, n, k],
//! isTransposed = true}>` and its operands `#ttg.dot_op<{opIdx, parent =
//! #mma, kWidth}>`:
//!
//! - the instruction (Triton's `chooseMfmaInstruction`): `32 x 32` where M
//!   and N are at least 32, `16 x 16` where the smaller is 16 to 31, FMA below
//!   16 or where K is not a multiple of the instruction's; K per instruction
//!   from the inputs: `32x32x8` / `16x16x16` for `f16` and `bf16`
//!   (`v_mfma_f32_32x32x8f16`, `_bf16_1k`), `32x32x2` / `16x16x4` for `f32`,
//!   and on gfx942 for `f32` with `inputPrecision = tf32` the `xf32` forms
//!   `32x32x4` / `16x16x8`;
//! - `kWidth` is the instruction's `kBase` (the inputs one lane holds for
//!   one instruction: 4 for 16-bit inputs, 1 for `f32`, 2 for `xf32`),
//!   Triton's default `kPack = 1`;
//! - `warpsPerCTA` is Triton's `warpsPerTile`: all warps along M for the
//!   head of a chain of dots (attention's `q k^T`, whose result reaches the
//!   `a` of another dot), for the tail (`p v`) as many along M as M has
//!   instruction tiles and the rest along N, else warps doubled along M or
//!   N by the tiles each still holds;
//! - `isTransposed` is true (Triton's choice for every type but 8-bit
//!   floats): each lane holds 4 consecutive columns, for wider stores.
//!
//! FMA stays where Triton keeps it; and, for now, for dots Triton takes to
//! MFMA that tilelift does not lower yet: 8-bit operands and batched
//! (rank-3) dots.

use super::index::FuncIndex;
use smallvec::smallvec;
use tilelift_ir::attrs::InputPrecision;
use tilelift_ir::encoding::{AmdMfmaEncoding, DimVec};
use tilelift_ir::{FloatKind, Function, Inst, InstructionData, Opcode, Types, ValueDef};

/// The MFMA version of a `ttg.target` (`hip:gfx90a` 2, `hip:gfx942` 3), or
/// `None` for a target without matrix cores tilelift lowers.
pub fn mfma_version(target: &str) -> Option<u32> {
    match target {
        "hip:gfx90a" => Some(2),
        "hip:gfx942" => Some(3),
        _ => None,
    }
}

/// The `#ttg.amd_mfma` layout of dot `inst` for MFMA `version` and
/// `num_warps`, or `None` where it stays on FMA (see the module
/// documentation).
pub fn mfma_layout(
    func: &Function,
    index: &FuncIndex,
    types: &Types,
    inst: Inst,
    version: u32,
    num_warps: u32,
) -> Option<AmdMfmaEncoding> {
    let InstructionData::Dot {
        args,
        input_precision,
        ..
    } = func.dfg.inst(inst)
    else {
        return None;
    };
    let result = func.dfg.first_result(inst)?;
    let (a_ty, b_ty, c_ty) = (
        func.dfg.value_type(args[0]),
        func.dfg.value_type(args[1]),
        func.dfg.value_type(result),
    );
    let kind = |ty| types.float_kind(types.element_type(ty));
    let input = kind(a_ty)?;
    if !matches!(input, FloatKind::F16 | FloatKind::BF16 | FloatKind::F32)
        || kind(b_ty) != Some(input)
        || kind(c_ty) != Some(FloatKind::F32)
    {
        return None;
    }
    let (a_shape, c_shape) = (types.shape(a_ty), types.shape(c_ty));
    if c_shape.len() != 2 {
        return None;
    }
    // `f32` inputs read at tf32 precision (`xf32`) where the dot allows it
    // and the target has them (gfx942), as Triton's `allowXF32`.
    let xf32 = input == FloatKind::F32 && *input_precision == InputPrecision::Tf32 && version == 3;
    let [m, n, k] = instr_shape(c_shape[0].min(c_shape[1]), input, xf32)?;
    if a_shape[1] % i64::from(k) != 0 || c_shape[0] % i64::from(m) != 0 {
        return None;
    }
    if c_shape[1] % i64::from(n) != 0 {
        return None;
    }
    let head = chain_head(func, index, inst);
    let tail = !head && chain_tail(func, inst);
    let warps = warps_per_tile(c_shape, num_warps, [m, n], head, tail);
    Some(AmdMfmaEncoding {
        version,
        warps_per_cta: warps.into_iter().collect::<DimVec>(),
        instr_shape: smallvec![m, n, k],
        is_transposed: true,
        cta_layout: None,
    })
}

/// `[m, n, k]` of the MFMA of `input`s (`xf32`: gfx942's tf32 forms) for an
/// accumulator whose smaller side is `min_mn` (Triton's
/// `chooseMfmaInstruction` without an enforced size).
fn instr_shape(min_mn: i64, input: FloatKind, xf32: bool) -> Option<[u32; 3]> {
    let m = match min_mn {
        32.. => 32,
        16..=31 => 16,
        _ => return None,
    };
    // K per instruction: 16-bit inputs 4 per lane, `f32` 1, `xf32` 2.
    let k_base = match (input, xf32) {
        (FloatKind::F32, false) => 1,
        (FloatKind::F32, true) => 2,
        _ => 4,
    };
    Some([m, m, k_base * 64 / m])
}

/// The operands' `kWidth` for a parent of `instr_shape`: the inputs one
/// lane holds for one instruction (`kBase = k m / 64`), with Triton's
/// default `kPack = 1`.
pub fn mfma_k_width(instr_shape: &[u32]) -> u32 {
    match instr_shape {
        [m, _, k, ..] => k * m / 64,
        _ => 0,
    }
}

/// Triton's `warpsPerTile` for MFMA (rank 2): see the module documentation.
pub fn warps_per_tile(
    shape: &[i64],
    num_warps: u32,
    [m, n]: [u32; 2],
    head: bool,
    tail: bool,
) -> [u32; 2] {
    if head {
        return [num_warps, 1];
    }
    if tail {
        let along_m = (num_warps as i64).min((shape[0] + i64::from(m) - 1) / i64::from(m)) as u32;
        return [along_m, num_warps / along_m.max(1)];
    }
    let (m, n) = (i64::from(m), i64::from(n));
    let mut ret = [1u32, 1];
    while ret[0] * ret[1] < num_warps {
        let (r0, r1) = (i64::from(ret[0]), i64::from(ret[1]));
        if shape[0] / (m * 2) / r0 >= shape[1] / n / r1 {
            if r0 < shape[0] / m {
                ret[0] *= 2;
            } else {
                ret[1] *= 2;
            }
        } else {
            ret[1] *= 2;
        }
    }
    if i64::from(ret[1]) * n > shape[1] {
        return [ret[1], ret[0]];
    }
    ret
}

/// The region `inst` is in.
fn region_of(func: &Function, inst: Inst) -> Option<tilelift_ir::Region> {
    func.order
        .inst_block(inst)
        .and_then(|b| func.order.block_region(b))
}

/// Triton's `isChainDotHead`: whether the forward slice of dot `inst` (the
/// ops reached through the uses of results, within its region) holds a dot
/// whose `a` is made by an op of the slice.
fn chain_head(func: &Function, index: &FuncIndex, inst: Inst) -> bool {
    let region = region_of(func, inst);
    let mut slice = hashbrown::HashSet::new();
    let mut work = vec![inst];
    let mut dots = Vec::new();
    while let Some(op) = work.pop() {
        for &r in func.dfg.inst_results(op) {
            for &(user, _) in index.uses(r) {
                if region_of(func, user) != region || !slice.insert(user) {
                    continue;
                }
                if func.dfg.inst(user).opcode() == Opcode::Dot {
                    dots.push(user);
                }
                work.push(user);
            }
        }
    }
    dots.iter().any(|&d| {
        let a = func.dfg.inst(d).args()[0];
        matches!(func.dfg.value_def(a), ValueDef::Result(def, _) if slice.contains(&def))
    })
}

/// Triton's `isChainDotTail`: whether the backward slice of the op that
/// makes dot `inst`'s `a` (through operands defined by ops, block arguments
/// left out, within the region) holds a dot.
fn chain_tail(func: &Function, inst: Inst) -> bool {
    let a = func.dfg.inst(inst).args()[0];
    let ValueDef::Result(root, _) = func.dfg.value_def(a) else {
        return false;
    };
    let region = region_of(func, inst);
    let mut seen = hashbrown::HashSet::new();
    let mut work = vec![root];
    while let Some(op) = work.pop() {
        for &arg in func.dfg.inst(op).args() {
            let ValueDef::Result(def, _) = func.dfg.value_def(arg) else {
                continue;
            };
            if region_of(func, def) != region || !seen.insert(def) {
                continue;
            }
            if func.dfg.inst(def).opcode() == Opcode::Dot {
                return true;
            }
            work.push(def);
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn warps_per_tile_as_tritons_amd_backend() {
        // Triton 3.6's TTGIR for hip:gfx90a and hip:gfx942 (scripts/hip_layouts.py).
        let t = |s: [i64; 2], w| warps_per_tile(&s, w, [32, 32], false, false);
        assert_eq!(t([64, 64], 4), [2, 2]); // matmul_f16
        assert_eq!(t([128, 128], 4), [2, 2]); // triton_matmul_fp16_128x128x32
        assert_eq!(t([128, 256], 8), [2, 4]); // triton_matmul_fp16_128x256x64
        assert_eq!(t([64, 32], 2), [2, 1]); // triton_matmul_fp16_64x32x32_odd
        assert_eq!(t([64, 128], 4), [1, 4]); // triton_matmul_fp16_colmajor_a
                                             // Attention: the head all along M, the tail as M's tiles allow.
        assert_eq!(
            warps_per_tile(&[128, 128], 8, [32, 32], true, false),
            [8, 1]
        );
        assert_eq!(
            warps_per_tile(&[128, 128], 8, [32, 32], false, true),
            [4, 2]
        );
        assert_eq!(warps_per_tile(&[128, 64], 4, [32, 32], false, true), [4, 1]);
    }

    #[test]
    fn versions() {
        assert_eq!(mfma_version("hip:gfx90a"), Some(2));
        assert_eq!(mfma_version("hip:gfx942"), Some(3));
        assert_eq!(mfma_version("cuda:90"), None);
    }
}
