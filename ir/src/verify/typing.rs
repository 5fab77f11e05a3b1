//! Typing rules: the one place where opcodes are mapped to their rules.
//!
//! Each sound instruction first gets its number of results checked, where the
//! opcode fixes it, and then the rule of its op family. The rules live in one file
//! per family (`arith.rs`, `casts.rs`, `shape.rs`, `memory.rs`, `compute.rs`,
//! `reduce.rs`, `control.rs`, `func.rs`). Terminators are checked by the op that
//! owns their region, and the TritonGPU ops kept in the generic format
//! (`ttg.local_alloc` and friends) need only the handle and SSA checks.

use super::context::{FuncCx, InstCx};
use super::errors::VerifierErrors;
use super::query::Kind;
use super::{arith, casts, compute, control, func, memory, reduce, shape};
use crate::instructions::Opcode;

/// Checks the types of every sound instruction reached.
pub(super) fn check(fx: &FuncCx, errors: &mut VerifierErrors) {
    for inst in fx.tree.all_insts().filter(|&inst| fx.tree.is_ok(inst)) {
        check_inst(&mut InstCx::new(fx, inst, errors));
    }
}

fn check_inst(cx: &mut InstCx) {
    if let Some(n) = fixed_results(cx.op()) {
        if !cx.expect_results(n) {
            return;
        }
    }
    dispatch(cx);
}

/// The number of results an op always has; `None` where it depends on the operands
/// (reduce, scan, for), on the op's signature (if, while, call) or is free (the
/// generic-format ops).
fn fixed_results(op: Opcode) -> Option<usize> {
    use Opcode::*;
    match op {
        Store | Return | Yield | Condition | ReduceReturn | ScanReturn | Assert | Print => Some(0),
        Split => Some(2),
        Reduce | Scan | For | If | While | Call => None,
        _ if op.format() == crate::instructions::Format::Generic => None,
        _ => Some(1),
    }
}

fn dispatch(cx: &mut InstCx) {
    use Opcode::*;
    let op = cx.op();
    if op.is_int_arith() {
        return arith::same_type(cx, Kind::Int);
    }
    if op.is_float_arith() || op == ClampF {
        return arith::same_type(cx, Kind::Float);
    }
    match op {
        GetProgramId | GetNumPrograms => arith::program_info(cx),
        CmpI | CmpF => arith::compare(cx),
        Select => arith::select(cx),
        Constant => arith::constant(cx),
        ExtSI | ExtUI | TruncI | ExtF | TruncF | SIToFP | UIToFP | FPToSI | FPToUI
        | ArithBitcast | IndexCast | Bitcast | IntToPtr | PtrToInt => casts::cast(cx),
        FpToFp => casts::fp_to_fp(cx),
        MakeRange => shape::make_range(cx),
        Splat => shape::splat(cx),
        Broadcast => shape::broadcast(cx),
        ExpandDims => shape::expand_dims(cx),
        Reshape => shape::reshape(cx),
        Trans => shape::trans(cx),
        Join => shape::join(cx),
        Split => shape::split(cx),
        ConvertLayout => shape::convert_layout(cx),
        AddPtr => memory::addptr(cx),
        Load => memory::load(cx),
        Store => memory::store(cx),
        AtomicRmw => memory::atomic_rmw(cx),
        AtomicCas => memory::atomic_cas(cx),
        Dot => compute::dot(cx),
        Reduce | Scan => reduce::check(cx),
        For => control::for_loop(cx),
        If => control::if_else(cx),
        While => control::while_loop(cx),
        Assert => control::assert(cx),
        Call => func::call(cx),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{assert_error, Fb};
    use crate::instructions::{InstructionData, Opcode};

    #[test]
    fn result_counts_are_checked_first() {
        let mut fb = Fb::new();
        let x = fb.arg(fb.types.i32());
        let data = InstructionData::Binary {
            opcode: Opcode::AddI,
            args: [x, x],
        };
        let add = fb.inst(data, &[]);
        fb.ret();
        let at = fb.at(add);
        assert_error(&fb.finish(), at, "arith.addi: expected 1 results, found 0");
    }
}
