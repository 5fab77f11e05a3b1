//! Layouts for the values that no anchor decided: forward rules, in program order.
//!
//! After the wants have been propagated, some values still have no layout: those
//! only read by ops without an opinion (a reduction to a scalar, `tt.print`), dead
//! ones, and groups no user wanted anything of. Walking the function in program
//! order, each gets a layout from its operands', which are decided by then:
//!
//! - elementwise: the first tensor operand's layout;
//! - broadcast: the operand's layout;
//! - reduction: the slice of the operand's layout along the axis; scan: the same;
//! - `expand_dims`: the parent when the operand is a slice along the axis;
//!   `tt.trans`: the permuted layout;
//! - a small load: its coalesced layout;
//! - a loop-carried value: its initial value's layout; an `scf.if` result: the
//!   then-branch's; `scf.while` values likewise;
//! - anything else (`tt.make_range`, `tt.splat`, constants, and the cases above
//!   without a rule): the default blocked layout of the shape.
//!
//! The layout chosen is then wanted of the operands as any other, so a second
//! operand in another layout is rematerialised or converted.

use super::control::{tie_values, ties_of};
use super::family::{family, Family};
use super::groups::Tie;
use super::infer::dst_encoding_of;
use super::plan::Planner;
use tilelift_ir::{Encoding, Inst, Region, Value};

impl Planner<'_> {
    /// Gives every value still without a layout one, in program order.
    pub fn finish_defaults(&mut self) {
        self.default_region(self.func.body);
    }

    fn default_region(&mut self, region: Region) {
        let func = self.func;
        for block in func.order.blocks(region) {
            for inst in func.order.insts(block) {
                self.default_inst(inst);
            }
        }
    }

    fn default_inst(&mut self, inst: Inst) {
        let func = self.func;
        let data = func.dfg.inst(inst);
        let fam = family(data.opcode());
        match fam {
            Family::For | Family::If | Family::While => return self.default_control(inst),
            Family::Reduce | Family::Scan | Family::Split => return self.default_reduce(inst),
            Family::Gather | Family::Histogram => return self.default_indexed(inst),
            _ => {}
        }
        for region in data.regions() {
            self.default_region(region);
        }
        let Some(result) = func.dfg.first_result(inst) else {
            return;
        };
        let remat = self.plan.groups.of(result).is_none();
        if remat && self.is_tensor(result) && self.plan.remat[result].is_empty() {
            let enc = self.forward_rule(inst, result);
            self.commit_home(result, enc);
        }
    }

    /// Loop-carried values from their initial values before the body, `scf.if`
    /// results from the then branch after it; `scf.while` after-block values
    /// between its two regions.
    fn default_control(&mut self, inst: Inst) {
        let func = self.func;
        let ties = ties_of(func, inst);
        for &tie in &ties {
            if matches!(tie, Tie::Loop(..) | Tie::WhileBefore(..)) {
                self.default_tie(tie);
            }
        }
        for region in func.dfg.inst(inst).regions() {
            self.default_region(region);
            for &tie in &ties {
                if matches!(tie, Tie::If(..) | Tie::WhileAfter(..)) {
                    self.default_tie(tie);
                }
            }
        }
    }

    /// Gives a control-flow group without a layout its first source's layout.
    fn default_tie(&mut self, tie: Tie) {
        let values = tie_values(self.func, tie);
        let Some(&member) = values.members.first() else {
            return;
        };
        let Some(g) = self.plan.groups.of(member) else {
            return;
        };
        if self.plan.groups.get(g).layout.is_some() || !self.is_tensor(member) {
            return;
        }
        let source = values.sources.iter().find_map(|&s| self.plan.home(s));
        let enc = source.unwrap_or_else(|| self.default_layout(member));
        self.decide(g, enc);
    }

    /// A reduction, scan or split without a layout takes its first operand's,
    /// sliced for a reduction, halved for a split (or, where the halves are
    /// not in one thread, the default layout).
    fn default_reduce(&mut self, inst: Inst) {
        let func = self.func;
        let data = func.dfg.inst(inst);
        let Some(result) = func.dfg.first_result(inst) else {
            return;
        };
        let Some(g) = self.plan.groups.of(result) else {
            // A reduction to scalars: its operands must still agree.
            let wants = self.operand_wants(inst, None).unwrap_or_default();
            for (idx, enc) in wants {
                self.want(data.args()[idx as usize], enc);
            }
            return;
        };
        if self.plan.groups.get(g).layout.is_some() {
            return;
        }
        let operand = data.args().first().and_then(|&a| self.plan.home(a));
        let enc = operand.and_then(|e| dst_encoding_of(func, self.types, inst, e));
        let enc = enc.unwrap_or_else(|| self.default_layout(result));
        self.decide(g, enc);
    }

    /// A gather without a layout takes its index's, a histogram the default
    /// layout of its result (see `gather.rs`).
    fn default_indexed(&mut self, inst: Inst) {
        let func = self.func;
        let data = func.dfg.inst(inst);
        let Some(result) = func.dfg.first_result(inst) else {
            return;
        };
        let Some(g) = self.plan.groups.of(result) else {
            return;
        };
        if self.plan.groups.get(g).layout.is_some() {
            return;
        }
        let index = match data {
            tilelift_ir::InstructionData::Gather { args, .. } => self.plan.home(args[1]),
            _ => None,
        };
        let enc = index.unwrap_or_else(|| self.default_layout(result));
        self.decide(g, enc);
    }

    /// The layout a rematerialisable value gets from its operands.
    fn forward_rule(&mut self, inst: Inst, result: Value) -> Encoding {
        let func = self.func;
        let data = func.dfg.inst(inst);
        let fam = family(data.opcode());
        let first = data
            .args()
            .iter()
            .find(|&&a| self.is_tensor(a))
            .and_then(|&a| self.plan.home(a));
        let enc = match fam {
            Family::Elementwise | Family::Broadcast => first,
            Family::ExpandDims | Family::Trans | Family::Reshape | Family::Join => {
                first.and_then(|e| dst_encoding_of(func, self.types, inst, e))
            }
            Family::Load => self.anchors.layout(inst),
            _ => None,
        };
        enc.unwrap_or_else(|| self.default_layout(result))
    }
}
