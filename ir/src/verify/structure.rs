//! Block structure: every block ends with the terminator its region needs.
//!
//! A region owned by an op has exactly one block (MLIR's `SizedRegion<1>` for every
//! op tilelift knows). Every block ends with a terminator and has none before its
//! end, and the terminator is the one the region's kind calls for:
//!
//! | region | terminator |
//! |---|---|
//! | function body | `tt.return` |
//! | `scf.for` body, `scf.if` then and else, `scf.while` after | `scf.yield` |
//! | `scf.while` before | `scf.condition` |
//! | `tt.reduce` combine | `tt.reduce.return` |
//! | `tt.scan` combine | `tt.scan.return` |
//!
//! A function body may have several blocks (Triton's `cf` dialect, for an early
//! `return` inside an `if`): each of its blocks ends with `tt.return`, `cf.br` or
//! `cf.cond_br`, and branches appear nowhere else. Their destinations are checked
//! with the handles (`tree.rs`: blocks of the same region, never the entry block)
//! and their argument types by their typing rule (`control.rs`).
//!
//! The operand types of the terminators are checked with the op that owns the region
//! (`control.rs`, `reduce.rs`, `func.rs`).

use super::context::FuncCx;
use super::errors::VerifierErrors;
use crate::entities::{Block, Region};
use crate::instructions::{InstructionData, Opcode};

/// Checks the blocks of every region reached.
pub(super) fn check(fx: &FuncCx, errors: &mut VerifierErrors) {
    for &region in fx.tree.regions() {
        let kind = region_kind(fx, region);
        check_block_count(fx, region, errors);
        for &block in fx.tree.blocks(region) {
            check_block(fx, block, kind, errors);
        }
    }
}

/// What a region is, for its terminator and for messages.
#[derive(Copy, Clone)]
struct RegionKind {
    /// How messages name the region: "the scf.for body".
    what: &'static str,
    /// The terminator it needs, or `None` where the owner is unsound.
    terminator: Option<Opcode>,
}

fn region_kind(fx: &FuncCx, region: Region) -> RegionKind {
    let Some(parent) = fx.dfg.region_parent(region) else {
        return kind("the function body", Opcode::Return);
    };
    if !fx.tree.is_ok(parent) {
        return RegionKind {
            what: "this region",
            terminator: None,
        };
    }
    match fx.dfg.inst(parent) {
        InstructionData::For { .. } => kind("the scf.for body", Opcode::Yield),
        InstructionData::If { then_region, .. } if *then_region == region => {
            kind("the scf.if then region", Opcode::Yield)
        }
        InstructionData::If { .. } => kind("the scf.if else region", Opcode::Yield),
        InstructionData::While { before, .. } if *before == region => {
            kind("the scf.while before region", Opcode::Condition)
        }
        InstructionData::While { .. } => kind("the scf.while after region", Opcode::Yield),
        InstructionData::ReduceScan { opcode, .. } if *opcode == Opcode::Scan => {
            kind("the tt.scan combine region", Opcode::ScanReturn)
        }
        _ => kind("the tt.reduce combine region", Opcode::ReduceReturn),
    }
}

fn kind(what: &'static str, terminator: Opcode) -> RegionKind {
    RegionKind {
        what,
        terminator: Some(terminator),
    }
}

/// An op's region has one block; a function body has at least one.
fn check_block_count(fx: &FuncCx, region: Region, errors: &mut VerifierErrors) {
    let n = fx.tree.blocks(region).len();
    match fx.dfg.region_parent(region) {
        None if n == 0 => errors.report(fx.at_func(), "the function body has no block"),
        Some(parent) if n != 1 => {
            let op = fx.dfg.inst(parent).opcode().name();
            let msg = format!("{op}: {region} must have exactly one block, found {n}");
            errors.report(fx.at_inst(parent), msg);
        }
        _ => {}
    }
}

/// A block ends with the right terminator and has no other.
fn check_block(fx: &FuncCx, block: Block, kind: RegionKind, errors: &mut VerifierErrors) {
    let insts = fx.tree.insts(block);
    let Some((&last, body)) = insts.split_last() else {
        let msg = format!("{block} is empty; a block must end with a terminator");
        errors.report(fx.at_block(block), msg);
        return;
    };
    for &inst in body {
        let op = fx.dfg.inst(inst).opcode();
        if op.is_terminator() {
            let msg = format!("{}: terminator before the end of {block}", op.name());
            errors.report(fx.at_inst(inst), msg);
        }
    }
    let op = fx.dfg.inst(last).opcode();
    if !op.is_terminator() {
        let op = op.name();
        let msg = format!("{op}: {block} does not end with a terminator; {op} is its last op");
        errors.report(fx.at_inst(last), msg);
        return;
    }
    let branch = matches!(op, Opcode::Br | Opcode::CondBr);
    if branch && kind.terminator == Some(Opcode::Return) {
        return;
    }
    if branch {
        let (what, found) = (kind.what, op.name());
        let msg = format!("{found}: branches are only allowed in a function body, not in {what}");
        errors.report(fx.at_inst(last), msg);
        return;
    }
    if let Some(expected) = kind.terminator.filter(|&t| t != op) {
        let (what, expected, found) = (kind.what, expected.name(), op.name());
        let msg = format!("{found}: {what} must end with {expected}, not {found}");
        errors.report(fx.at_inst(last), msg);
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{assert_error, Fb};
    use crate::entities::AnyEntity;
    use crate::instructions::{InstructionData, Opcode};

    /// An `scf.for` over `n` whose body is built by `body` (given the induction
    /// variable) into a region of `n_blocks` blocks.
    fn for_with_body(fb: &mut Fb, n_blocks: usize, body: impl FnOnce(&mut Fb)) -> crate::Inst {
        let n = fb.arg(fb.types.i32());
        let (region, block, _) = fb.region(&[fb.types.i32()]);
        for _ in 1..n_blocks {
            let extra = fb.func.dfg.make_block();
            fb.func.order.append_block(region, extra);
        }
        let outer = fb.switch_to(block);
        body(fb);
        fb.switch_to(outer);
        let data = InstructionData::For {
            opcode: Opcode::For,
            args: [n, n, n].into_iter().collect(),
            body: region,
        };
        fb.inst(data, &[])
    }

    #[test]
    fn blocks_end_with_one_terminator() {
        let mut fb = Fb::new();
        let x = fb.arg(fb.types.i32());
        let early = fb.ret();
        let sum = fb.binary(Opcode::AddI, x, x, fb.types.i32());
        let at_early = fb.at(early);
        let at_sum = fb.def_at(sum);
        let module = fb.finish();
        assert_error(
            &module,
            at_early,
            "tt.return: terminator before the end of bb0",
        );
        let msg = "arith.addi: bb0 does not end with a terminator; arith.addi is its last op";
        assert_error(&module, at_sum, msg);
    }

    #[test]
    fn regions_need_their_own_terminator() {
        let mut fb = Fb::new();
        let mut ret = None;
        for_with_body(&mut fb, 1, |fb| ret = Some(fb.ret()));
        fb.ret();
        let at = fb.at(ret.unwrap());
        let msg = "tt.return: the scf.for body must end with scf.yield, not tt.return";
        assert_error(&fb.finish(), at, msg);
    }

    #[test]
    fn op_regions_have_one_nonempty_block() {
        let mut fb = Fb::new();
        for_with_body(&mut fb, 1, |_| {});
        let two = for_with_body(&mut fb, 2, |fb| {
            fb.terminator(Opcode::Yield, &[]);
        });
        fb.ret();
        let at_two = fb.at(two);
        let module = fb.finish();
        let errors = super::super::testutil::errors(&module);
        let empty_block = errors
            .iter()
            .find(|e| matches!(e.location, AnyEntity::Block(..)));
        let empty_block = empty_block.expect("the empty body block is reported");
        assert!(empty_block
            .message
            .ends_with("is empty; a block must end with a terminator"));
        assert_error(
            &module,
            at_two,
            "scf.for: region2 must have exactly one block, found 2",
        );
    }
}
