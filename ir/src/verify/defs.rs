//! Well-formed types at every definition.
//!
//! Every value a reached block or instruction defines must have a type Triton can
//! hold: a tensor's dimensions are at least 1 and powers of two (Triton's blocks are
//! power-of-two tiles) and at most 2^20 elements in all (Triton's limit), a memdesc's dimensions are at least 1 (a multi-buffered
//! allocation may have 3 buffers), and a tensor's encoding is a distributed layout
//! of the tensor's rank (a blocked layout with `order = [1, 0]` for a 2-d tensor, a
//! slice of a 2-d layout for a 1-d one).
//!
//! These rules are checked where a value is defined, so that the message names the
//! op, and not on the type table, where nothing says who uses a type.

use super::context::FuncCx;
use super::errors::VerifierErrors;
use super::query::is_pow2;
use crate::encoding::EncodingData;
use crate::entities::{Encoding, Type};
use crate::limits::MAX_TENSOR_ELEMENTS;
use crate::types::{TypeData, Types};

/// How many parents an encoding's rank is followed through (slices of slices).
const MAX_ENCODING_DEPTH: u32 = 16;

/// Checks the types of every block parameter and every sound instruction's results.
pub(super) fn check(fx: &FuncCx, errors: &mut VerifierErrors) {
    for &region in fx.tree.regions() {
        for &block in fx.tree.blocks(region) {
            for (i, &param) in fx.dfg.block_params(block).iter().enumerate() {
                let ty = fx.dfg.value_type(param);
                if let Some(problem) = type_problem(fx, ty) {
                    let (name, ty) = (fx.name(param), fx.show(ty));
                    let msg = format!("parameter {i} of {block} ({name}) has type {ty}: {problem}");
                    errors.report(fx.at_value(param), msg);
                }
            }
        }
    }
    for inst in fx.tree.all_insts().filter(|&inst| fx.tree.is_ok(inst)) {
        let op = fx.dfg.inst(inst).opcode().name();
        for (i, &result) in fx.dfg.inst_results(inst).iter().enumerate() {
            let ty = fx.dfg.value_type(result);
            if let Some(problem) = type_problem(fx, ty) {
                let msg = format!("{op}: result {i} has type {}: {problem}", fx.show(ty));
                errors.report(fx.at_inst(inst), msg);
            }
        }
    }
}

/// What is wrong with a type that passed the handle checks, if anything.
fn type_problem(fx: &FuncCx, ty: Type) -> Option<String> {
    if !fx.type_ok(ty) {
        return None;
    }
    match fx.types.data(ty) {
        TypeData::Tensor {
            shape, encoding, ..
        } => {
            if shape.iter().any(|&d| d < 1) {
                return Some("tensor dimensions must be at least 1".into());
            }
            if !shape.iter().all(|&d| is_pow2(d)) {
                return Some("tensor dimensions must be powers of two".into());
            }
            if let Some(problem) = too_many_elements(shape) {
                return Some(problem);
            }
            encoding.and_then(|enc| encoding_problem(fx.types, enc, shape.len()))
        }
        TypeData::MemDesc { shape, .. } if shape.iter().any(|&d| d < 1) => {
            Some("memdesc dimensions must be at least 1".into())
        }
        TypeData::MemDesc { shape, .. } => too_many_elements(shape),
        _ => None,
    }
}

/// Whether a shape (of positive extents) has more elements than Triton allows.
fn too_many_elements(shape: &[i64]) -> Option<String> {
    let max = MAX_TENSOR_ELEMENTS;
    let n = shape.iter().try_fold(1u64, |acc, &d| {
        acc.checked_mul(u64::try_from(d).ok()?)
            .filter(|&n| n <= max)
    });
    n.is_none()
        .then(|| format!("more than {max} elements (Triton's limit)"))
}

/// What is wrong with `enc` as the encoding of a tensor of rank `rank`.
fn encoding_problem(types: &Types, enc: Encoding, rank: usize) -> Option<String> {
    let data = types.encoding_data(enc);
    if data.is_shared() || matches!(data, EncodingData::SharedMemory) {
        return Some(format!(
            "{enc} is a shared-memory encoding, not a distributed layout"
        ));
    }
    match encoding_rank(types, enc, 0) {
        Some(r) if r != rank => Some(format!(
            "encoding {enc} has rank {r}, but the tensor has rank {rank}"
        )),
        _ => None,
    }
}

/// The rank of the tensors a distributed encoding lays out, where it says.
fn encoding_rank(types: &Types, enc: Encoding, depth: u32) -> Option<usize> {
    if depth > MAX_ENCODING_DEPTH {
        return None;
    }
    match types.encoding_data(enc) {
        EncodingData::Blocked(b) => Some(b.order.len()),
        EncodingData::Slice { parent, .. } => {
            encoding_rank(types, *parent, depth + 1)?.checked_sub(1)
        }
        EncodingData::DotOperand { parent, .. } => encoding_rank(types, *parent, depth + 1),
        EncodingData::NvidiaMma(mma) => Some(mma.warps_per_cta.len()),
        EncodingData::AmdMfma(mfma) => Some(mfma.warps_per_cta.len()),
        EncodingData::Linear(linear) => linear.bases.iter().flatten().next().map(|b| b.len()),
        EncodingData::SwizzledShared(_)
        | EncodingData::NvmmaShared(_)
        | EncodingData::SharedMemory => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{assert_error, assert_ok, Fb};
    use crate::encoding::{BlockedEncoding, EncodingData};
    use crate::entities::{AnyEntity, FuncId};
    use crate::instructions::Opcode;
    use cranelift_entity::EntityRef;

    fn blocked(rank: usize) -> EncodingData {
        let ones = || core::iter::repeat_n(1, rank).collect();
        EncodingData::Blocked(BlockedEncoding {
            size_per_thread: ones(),
            threads_per_warp: ones(),
            warps_per_cta: ones(),
            order: (0..rank as u32).collect(),
            cta_layout: None,
        })
    }

    #[test]
    fn tensor_dimensions_must_be_powers_of_two() {
        let mut fb = Fb::new();
        let f32 = fb.types.f32();
        let t = fb.types.tensor(&[1000], f32);
        let x = fb.arg(t);
        let zero = fb.types.tensor(&[0, 4], f32);
        let neg = fb.unary(Opcode::NegF, x, zero);
        fb.ret();
        let at_neg = fb.def_at(neg);
        let module = fb.finish();
        let at = AnyEntity::Value(FuncId::new(0), x);
        let msg = "parameter 0 of bb0 (v0) has type tensor<1000xf32>: tensor dimensions must be powers of two";
        assert_error(&module, at, msg);
        let msg =
            "arith.negf: result 0 has type tensor<0x4xf32>: tensor dimensions must be at least 1";
        assert_error(&module, at_neg, msg);
    }

    #[test]
    fn encodings_match_the_tensor_rank() {
        let mut fb = Fb::new();
        let f32 = fb.types.f32();
        let b1 = fb.types.intern_encoding(blocked(1));
        let b2 = fb.types.intern_encoding(blocked(2));
        let slice = fb
            .types
            .intern_encoding(EncodingData::Slice { dim: 0, parent: b2 });
        let good = [(b1, 1), (b2, 2), (slice, 1)];
        for (enc, rank) in good {
            let ty = fb
                .types
                .tensor_with_encoding(&[64; 2][..rank], f32, Some(enc));
            fb.arg(ty);
        }
        fb.ret();
        assert_ok(&fb.finish());
        let mut fb = Fb::new();
        let f32 = fb.types.f32();
        let b2 = fb.types.intern_encoding(blocked(2));
        let shared = fb.types.intern_encoding(EncodingData::SharedMemory);
        let wrong_rank = fb.types.tensor_with_encoding(&[64], f32, Some(b2));
        let in_smem = fb.types.tensor_with_encoding(&[64], f32, Some(shared));
        let (x, y) = (fb.arg(wrong_rank), fb.arg(in_smem));
        fb.ret();
        let module = fb.finish();
        let at = |v| AnyEntity::Value(FuncId::new(0), v);
        assert_error(
            &module,
            at(x),
            "encoding #enc0 has rank 2, but the tensor has rank 1",
        );
        let msg = "#enc1 is a shared-memory encoding, not a distributed layout";
        assert_error(&module, at(y), msg);
    }
}
