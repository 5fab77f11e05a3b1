//! Wanted layouts, propagated backward from the anchors and from the values
//! forward propagation reached.
//!
//! Each op says what it wants of its operands (`Planner::operand_wants`): a
//! store its coalesced layout, an elementwise op its result's layout, a
//! reduction the parent of its result's slice, a loop the layout of the
//! loop-carried value. Each such want is sent to the operand:
//!
//! - a value in a group with that layout: nothing to do;
//! - a value in a group without a layout yet: the group takes it, if its op can
//!   produce it, and wants of its own sources follow (the initial and yielded
//!   values of a loop, the operands of a reduction);
//! - a rematerialisable value whose slice can follow: computed in that layout
//!   too (`remat.rs`);
//! - anything else: left as it is; the rewrite converts it for that use.
//!
//! Wants are sent in program order of the ops that want, each followed
//! depth-first, so a loop-carried value takes the layout its first user wants.

use super::control::{tie_values, ties_of};
use super::family::{family, Family};
use super::groups::{GroupId, Tie};
use super::index::FuncIndex;
use super::infer::is_dot_operand;
use super::options::AssignError;
use super::plan::Planner;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::SecondaryMap;
use smallvec::SmallVec;
use tilelift_ir::{Encoding, Inst, Value};

impl Planner<'_> {
    /// Makes the groups of the function: anchors, values forward propagation
    /// reached (`reached`), control flow, reductions and scans.
    pub fn make_groups(
        &mut self,
        index: &FuncIndex,
        reached: &SecondaryMap<Value, PackedOption<Encoding>>,
    ) -> Result<(), AssignError> {
        for &inst in &index.order {
            let fam = family(self.func.dfg.inst(inst).opcode());
            self.check_supported(inst, fam)?;
            match fam {
                Family::For | Family::If | Family::While => self.group_control(inst, reached),
                _ => self.group_results(inst, fam, reached),
            }
        }
        Ok(())
    }

    /// One group per loop-carried value or result of a control-flow op.
    fn group_control(&mut self, inst: Inst, reached: &SecondaryMap<Value, PackedOption<Encoding>>) {
        for tie in ties_of(self.func, inst) {
            let members = tie_values(self.func, tie).members;
            let layout = members.iter().find_map(|&v| reached[v].expand());
            self.plan.groups.add(tie, &members, layout);
        }
    }

    /// A group for the tensor results of an anchor, of a reduction or scan, or of
    /// an op forward propagation reached; nothing for a rematerialisable op.
    fn group_results(
        &mut self,
        inst: Inst,
        fam: Family,
        reached: &SecondaryMap<Value, PackedOption<Encoding>>,
    ) {
        let func = self.func;
        let results: SmallVec<[Value; 2]> = func
            .dfg
            .inst_results(inst)
            .iter()
            .copied()
            .filter(|&v| self.is_tensor(v))
            .collect();
        let Some(&first) = results.first() else {
            return;
        };
        let layout = match self.anchors.is_anchor(inst) {
            true => self.anchors.layout(inst),
            false => reached[first].expand(),
        };
        let grouped = matches!(
            fam,
            Family::Reduce | Family::Scan | Family::Split | Family::Gather | Family::Histogram
        );
        if layout.is_some() || grouped {
            self.plan.groups.add(Tie::Op(inst), &results, layout);
        } else {
            self.plan.free[first] = self.is_free(inst, fam);
        }
    }

    /// Whether a rematerialisable op can produce its result in any layout but a
    /// dot operand's, and so can all the ops before it: true for leaves, and for
    /// elementwise ops, broadcasts, `expand_dims` and small loads of such values.
    fn is_free(&self, inst: Inst, fam: Family) -> bool {
        let free_op = matches!(
            fam,
            Family::Leaf
                | Family::Elementwise
                | Family::Broadcast
                | Family::ExpandDims
                | Family::Load
        );
        let args = self.func.dfg.inst(inst).args();
        free_op
            && args
                .iter()
                .all(|&a| !self.is_tensor(a) || self.plan.free[a])
    }

    /// Sends the wants of the anchors and of the groups with a layout, in
    /// program order.
    pub fn seed(&mut self, index: &FuncIndex) {
        let mut next_group = 0;
        let n_groups = self.plan.groups.len();
        for &inst in &index.order {
            while next_group < n_groups {
                let g = GroupId::from_u32(next_group as u32);
                if self.plan.groups.get(g).tie.inst() != inst {
                    break;
                }
                if self.plan.groups.get(g).layout.is_some() {
                    self.send_sources(g);
                }
                next_group += 1;
            }
            if family(self.func.dfg.inst(inst).opcode()) == Family::Store {
                self.want_operands(inst, None);
            }
        }
    }

    /// Sends a want: `value` is needed in `enc` (see the module documentation).
    pub fn want(&mut self, value: Value, enc: Encoding) {
        if is_dot_operand(self.types, enc) {
            return;
        }
        match self.plan.groups.of(value) {
            Some(g) => {
                if self.plan.groups.get(g).layout.is_none() && self.accepts(g, enc) {
                    self.decide(g, enc);
                }
            }
            None => {
                if self.plan.remat[value].contains(&enc) {
                    return;
                }
                if self.plan.free[value] || self.feasible(value, enc) {
                    self.commit(value, enc);
                } else if self.only_reshapes(value) {
                    self.commit_shallow(value, enc);
                }
            }
        }
    }

    /// Gives group `g` its layout and sends what that needs of its sources.
    pub fn decide(&mut self, g: GroupId, enc: Encoding) {
        self.plan.groups.get_mut(g).layout = Some(enc);
        self.send_sources(g);
    }

    /// Sends the wants that group `g`'s layout implies, once.
    fn send_sources(&mut self, g: GroupId) {
        let group = self.plan.groups.get(g);
        let (Some(enc), false) = (group.layout, group.sources_done) else {
            return;
        };
        let tie = group.tie;
        self.plan.groups.get_mut(g).sources_done = true;
        match tie {
            Tie::Op(inst) => self.want_operands(inst, Some(enc)),
            _ => {
                for source in tie_values(self.func, tie).sources {
                    self.want(source, enc);
                }
            }
        }
    }

    /// Sends what `inst` wants of its operands when its result has layout `result`.
    fn want_operands(&mut self, inst: Inst, result: Option<Encoding>) {
        let Some(wants) = self.operand_wants(inst, result) else {
            return;
        };
        let args = self.func.dfg.inst(inst).args();
        for (idx, enc) in wants {
            self.want(args[idx as usize], enc);
        }
    }

    /// Fails on ops that layout assignment does not handle yet.
    fn check_supported(&self, inst: Inst, fam: Family) -> Result<(), AssignError> {
        let data = self.func.dfg.inst(inst);
        // Only a call needs its operands and results looked at.
        let touches_tensors = || {
            data.args().iter().any(|&a| self.is_tensor(a))
                || self
                    .func
                    .dfg
                    .inst_results(inst)
                    .iter()
                    .any(|&r| self.is_tensor(r))
        };
        let unsupported = match fam {
            Family::Unsupported => true,
            Family::Other => data.opcode() == tilelift_ir::Opcode::Call && touches_tensors(),
            _ => false,
        };
        if unsupported {
            let message = format!(
                "@{}: {} is not supported yet",
                self.func.name,
                data.opcode().name()
            );
            let at = self.func.srclocs.inst(inst);
            return Err(AssignError::Unsupported(at, message));
        }
        Ok(())
    }
}
