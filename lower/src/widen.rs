//! `tt.dot` into a 16-bit float accumulator, computed in `f32`.
//!
//! `tl.dot(a, b, acc)` with `f16` operands and an `f16` accumulator (or
//! `out_dtype=tl.float16`) asks the tensor cores to accumulate in `f16`.
//! The lowering's `mma.sync`, `wgmma` and FMA dots accumulate in `f32`; this
//! pass gives each such dot an `f32` accumulator and rounds its result back:
//!
//! ```text
//!   %d = tt.dot %a, %b, %c : f16 ... -> f16
//! becomes
//!   %c32 = arith.extf %c : f16 -> f32
//!   %d32 = tt.dot %a, %b, %c32 : ... -> f32
//!   %d   = arith.truncf %d32 : f32 -> f16
//! ```
//!
//! The sums are the exact products summed in `f32` and rounded to `f16` once
//! per `tt.dot`, where Triton's code rounds to `f16` after each tensor-core
//! instruction (every 16 products of `k`): ours is at least as accurate, and
//! not bitwise Triton's. A loop that carries the accumulator rounds it once an
//! iteration, as the TTIR asks. (Triton's `test_core.py`: 98 tests fell back on
//! the refusal this replaces.)

use tilelift_ir::verify::Verified;
use tilelift_ir::{build_before, Function, Inst, InstBuilder, InstructionData, Opcode, Types};

/// `verified` with every `tt.dot` of a 16-bit float accumulator computed in
/// `f32` (see the module docs), or `verified` itself when it has none.
pub fn widen_half_accumulators(verified: Verified) -> Verified {
    crate::pass::rewrite_each(verified, half_dot, widen)
}

/// Whether `inst` is a `tt.dot` whose result is a tensor of `f16` or `bf16`.
fn half_dot(func: &Function, types: &Types, inst: Inst) -> bool {
    if func.dfg.inst(inst).opcode() != Opcode::Dot {
        return false;
    }
    let Some(&result) = func.dfg.inst_results(inst).first() else {
        return false;
    };
    let elem = types.element_type(func.dfg.value_type(result));
    types.is_float(elem) && types.scalar_bits(elem) == Some(16)
}

fn widen(func: &mut Function, types: &mut Types, dot: Inst) {
    let result = func.dfg.inst_results(dot)[0];
    let half = types.element_type(func.dfg.value_type(result));
    let InstructionData::Dot {
        args,
        input_precision,
        max_num_imprecise_acc,
        ..
    } = func.dfg.inst(dot).clone()
    else {
        return;
    };
    let narrow = build_before(func, types, dot, |b| {
        let f32_ty = b.types().f32();
        let c32 = b.ins().extf(args[2], f32_ty);
        let d32 = b.ins().dot_max_imprecise(
            args[0],
            args[1],
            c32,
            input_precision,
            max_num_imprecise_acc,
        );
        b.ins().truncf(d32, half)
    });
    func.dfg.replace_uses(result, narrow);
    func.order.remove_inst(dot);
}
