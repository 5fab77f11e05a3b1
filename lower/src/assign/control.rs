//! Structured control flow: which values `scf.for`, `scf.if` and `scf.while`
//! tie together, so that they share one layout.
//!
//! | op | operand | tied values |
//! |---|---|---|
//! | `scf.for` | initial value `n` (operand `3 + n`) | body parameter `n + 1`, result `n` |
//! | `scf.yield` in a for body | operand `n` | body parameter `n + 1`, result `n` |
//! | `scf.yield` in an if region | operand `n` | result `n` |
//! | `scf.while` | initial value `n` | before parameter `n` |
//! | `scf.yield` in a while's after region | operand `n` | before parameter `n` |
//! | `scf.condition` | forwarded value `n` (operand `n + 1`) | after parameter `n`, result `n` |

use super::groups::Tie;
use super::index::parent_op;
use smallvec::SmallVec;
use tilelift_ir::{Function, Inst, InstructionData, Opcode, Region, Value};

/// The block parameters and results that take the layout of operand `idx` of
/// the control-flow op `user`; `None` when `user` is not a control-flow op.
pub fn tied_to_operand(func: &Function, user: Inst, idx: u32) -> Option<SmallVec<[Value; 2]>> {
    let idx = idx as usize;
    let mut out = SmallVec::new();
    match func.dfg.inst(user) {
        InstructionData::For { body, .. } if idx >= 3 => {
            out.extend(params(func, *body).get(idx - 2).copied());
            out.extend(func.dfg.inst_results(user).get(idx - 3).copied());
        }
        InstructionData::While { before, .. } => {
            out.extend(params(func, *before).get(idx).copied());
        }
        InstructionData::MultiAry {
            opcode: Opcode::Yield,
            ..
        } => {
            let parent = parent_op(func, user)?;
            match func.dfg.inst(parent) {
                InstructionData::For { body, .. } => {
                    out.extend(params(func, *body).get(idx + 1).copied());
                    out.extend(func.dfg.inst_results(parent).get(idx).copied());
                }
                InstructionData::If { .. } => {
                    out.extend(func.dfg.inst_results(parent).get(idx).copied());
                }
                InstructionData::While { before, .. } => {
                    out.extend(params(func, *before).get(idx).copied());
                }
                _ => return None,
            }
        }
        InstructionData::MultiAry {
            opcode: Opcode::Condition,
            ..
        } if idx >= 1 => {
            let parent = parent_op(func, user)?;
            if let InstructionData::While { after, .. } = func.dfg.inst(parent) {
                out.extend(params(func, *after).get(idx - 1).copied());
                out.extend(func.dfg.inst_results(parent).get(idx - 1).copied());
            }
        }
        _ => return None,
    }
    Some(out)
}

/// The values a control-flow group's layout applies to (`members`) and the
/// values that must be provided in it (`sources`).
pub struct TieValues {
    /// The block parameters and results of the group.
    pub members: SmallVec<[Value; 2]>,
    /// The initial, yielded and forwarded values that flow into the members.
    pub sources: SmallVec<[Value; 2]>,
}

/// The members and sources of a control-flow tie; empty for [`Tie::Op`].
pub fn tie_values(func: &Function, tie: Tie) -> TieValues {
    let mut t = TieValues {
        members: SmallVec::new(),
        sources: SmallVec::new(),
    };
    match tie {
        Tie::Op(_) => {}
        Tie::Loop(inst, n) => {
            let n = n as usize;
            if let InstructionData::For { args, body, .. } = func.dfg.inst(inst) {
                t.members.extend(params(func, *body).get(n + 1).copied());
                t.members
                    .extend(func.dfg.inst_results(inst).get(n).copied());
                t.sources.extend(args.get(n + 3).copied());
                t.sources.extend(terminator_arg(func, *body, n));
            }
        }
        Tie::If(inst, n) => {
            let n = n as usize;
            if let InstructionData::If {
                then_region,
                else_region,
                ..
            } = func.dfg.inst(inst)
            {
                t.members
                    .extend(func.dfg.inst_results(inst).get(n).copied());
                t.sources.extend(terminator_arg(func, *then_region, n));
                t.sources.extend(terminator_arg(func, *else_region, n));
            }
        }
        Tie::WhileBefore(inst, n) => {
            let n = n as usize;
            if let InstructionData::While {
                args,
                before,
                after,
                ..
            } = func.dfg.inst(inst)
            {
                t.members.extend(params(func, *before).get(n).copied());
                t.sources.extend(args.get(n).copied());
                t.sources.extend(terminator_arg(func, *after, n));
            }
        }
        Tie::WhileAfter(inst, n) => {
            let n = n as usize;
            if let InstructionData::While { before, after, .. } = func.dfg.inst(inst) {
                t.members.extend(params(func, *after).get(n).copied());
                t.members
                    .extend(func.dfg.inst_results(inst).get(n).copied());
                t.sources.extend(terminator_arg(func, *before, n + 1));
            }
        }
    }
    t
}

/// The ties of a control-flow op: one per loop-carried value or result.
pub fn ties_of(func: &Function, inst: Inst) -> SmallVec<[Tie; 4]> {
    let mut ties = SmallVec::new();
    match func.dfg.inst(inst) {
        InstructionData::For { .. } => {
            let n = func.dfg.inst_results(inst).len() as u32;
            ties.extend((0..n).map(|i| Tie::Loop(inst, i)));
        }
        InstructionData::If { .. } => {
            let n = func.dfg.inst_results(inst).len() as u32;
            ties.extend((0..n).map(|i| Tie::If(inst, i)));
        }
        InstructionData::While { before, .. } => {
            let n_before = params(func, *before).len() as u32;
            ties.extend((0..n_before).map(|i| Tie::WhileBefore(inst, i)));
            let n = func.dfg.inst_results(inst).len() as u32;
            ties.extend((0..n).map(|i| Tie::WhileAfter(inst, i)));
        }
        _ => {}
    }
    ties
}

/// The parameters of a region's entry block.
pub fn params(func: &Function, region: Region) -> &[Value] {
    match func.order.entry_block(region) {
        Some(block) => func.dfg.block_params(block),
        None => &[],
    }
}

/// Operand `n` of the terminator of a region's entry block.
fn terminator_arg(func: &Function, region: Region, n: usize) -> Option<Value> {
    let block = func.order.entry_block(region)?;
    let term = func.order.last_inst(block)?;
    func.dfg.inst(term).args().get(n).copied()
}
