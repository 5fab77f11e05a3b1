//! Typing rules: each op's typing class ([`Typing`], declared in the opcode table)
//! routed to its rule.
//!
//! Each sound instruction first gets its number of results checked, where the
//! opcode fixes it ([`Opcode::fixed_results`](crate::Opcode::fixed_results)), and then the rule of its typing
//! class. The rules live in one file per family (`arith.rs`, `casts.rs`,
//! `shape.rs`, `memory.rs`, `compute.rs`, `reduce.rs`, `control.rs`, `func.rs`).
//! `dispatch` matches on every class, without a wildcard: a new class does not
//! build until it has a rule. Terminators are checked by the op that owns their
//! region, and the [`Typing::Opaque`] ops (`tt.print`, the TritonGPU ops kept in
//! the generic format) need only the handle and SSA checks.

use super::context::{FuncCx, InstCx};
use super::errors::VerifierErrors;
use super::query::Kind;
use super::{arith, casts, compute, control, descriptor, func, gather, memory, reduce, shape};
use crate::op_facts::Typing;

/// Checks the types of every sound instruction reached.
pub(super) fn check(fx: &FuncCx, errors: &mut VerifierErrors) {
    for inst in fx.tree.all_insts().filter(|&inst| fx.tree.is_ok(inst)) {
        check_inst(&mut InstCx::new(fx, inst, errors));
    }
}

fn check_inst(cx: &mut InstCx) {
    if let Some(n) = cx.op().fixed_results() {
        if !cx.expect_results(n) {
            return;
        }
    }
    dispatch(cx, cx.op().typing());
}

/// Runs the rule of typing class `typing`. Terminators are checked elsewhere
/// (`structure.rs` checks that each is the one its region needs; the owner's rule,
/// or `func.rs` for `tt.return`, types it) and opaque ops not at all.
fn dispatch(cx: &mut InstCx, typing: Typing) {
    match typing {
        Typing::SameInt => arith::same_type(cx, Kind::Int),
        Typing::SameFloat => arith::same_type(cx, Kind::Float),
        Typing::Compare => arith::compare(cx),
        Typing::Cast => casts::cast(cx),
        Typing::ProgramInfo => arith::program_info(cx),
        Typing::Constant => arith::constant(cx),
        Typing::Select => arith::select(cx),
        Typing::FpToFp => casts::fp_to_fp(cx),
        Typing::MakeRange => shape::make_range(cx),
        Typing::Splat => shape::splat(cx),
        Typing::Broadcast => shape::broadcast(cx),
        Typing::ExpandDims => shape::expand_dims(cx),
        Typing::Reshape => shape::reshape(cx),
        Typing::Trans => shape::trans(cx),
        Typing::Join => shape::join(cx),
        Typing::Split => shape::split(cx),
        Typing::Cat => shape::cat(cx),
        Typing::ConvertLayout => shape::convert_layout(cx),
        Typing::Gather => gather::gather(cx),
        Typing::Histogram => gather::histogram(cx),
        Typing::Descriptor => descriptor::descriptor(cx),
        Typing::AddPtr => memory::addptr(cx),
        Typing::Load => memory::load(cx),
        Typing::Store => memory::store(cx),
        Typing::AtomicRmw => memory::atomic_rmw(cx),
        Typing::AtomicCas => memory::atomic_cas(cx),
        Typing::Dot => compute::dot(cx),
        Typing::ReduceScan => reduce::check(cx),
        Typing::For => control::for_loop(cx),
        Typing::If => control::if_else(cx),
        Typing::While => control::while_loop(cx),
        Typing::Assert => control::assert(cx),
        Typing::Call => func::call(cx),
        Typing::Extern => arith::extern_elementwise(cx),
        Typing::Branch => control::branch(cx),
        Typing::Assume => control::assume(cx),
        Typing::Barrier => control::barrier(cx),
        Typing::Terminator | Typing::Opaque => {}
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

    /// Every op has a typing class (the table has the column), and `dispatch`
    /// gives every class but two a rule (its match has no wildcard). Those two
    /// hold exactly the ops they are meant for: `Terminator` the terminators,
    /// typed by the op that owns their region (not the branches, typed by their
    /// own rule against their destinations), and `Opaque` `tt.print` and the
    /// generic-format TritonGPU ops, which are neither interpreted nor lowered.
    #[test]
    fn every_op_is_typed() {
        use crate::instructions::Format;
        use crate::op_facts::Typing;
        for &op in Opcode::ALL {
            let name = op.name();
            let terminator = op.typing() == Typing::Terminator;
            let owned = op.is_terminator() && op.format() != Format::Branch;
            assert_eq!(terminator, owned, "{name}");
            let opaque = op.typing() == Typing::Opaque;
            let meant = op == Opcode::Print || op.format() == Format::Generic;
            assert_eq!(opaque, meant, "{name}");
        }
    }
}
