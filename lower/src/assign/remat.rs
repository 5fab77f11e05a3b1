//! Rematerialisation: computing a cheap value again in the layout a user wants,
//! instead of converting it (Triton's `backwardRematerialization`).
//!
//! A value is rematerialisable when no group holds it (see `groups.rs`): it is
//! made by `tt.make_range`, `tt.splat`, a constant, an elementwise op, a
//! broadcast, `expand_dims`, `tt.trans` or a load too small to be an anchor, and
//! forward propagation did not reach it. Such a value is computed again, by a
//! copy of its instruction, for each layout its users want, provided that its
//! whole backward slice can follow: walking back from the value, each operand in
//! the layout the op needs of it, every value met is either rematerialisable
//! with a rule for that layout, or already in a group with exactly that layout
//! (or in a group without a layout yet, which then takes it). One value on the
//! way that cannot follow, say a coalesced load in another layout, and the value
//! is converted instead, where it is, since a conversion further up would
//! convert the same data and compute the rest twice.
//!
//! `bias_add_2d` shows why: its row and column indices (`%rm`, `%rn`, from
//! `tt.make_range`) are needed in the slices of both the load's and the store's
//! layouts, and Triton's TTGIR computes each of them twice; its 64-element bias
//! load, too small to be an anchor, is loaded directly in the slice of the `x`
//! tile's layout that the addition wants.
//!
//! A broadcast or `expand_dims` whose slice cannot follow is still computed in
//! the wanted layout, from its operand converted (Triton's
//! `hoistConvertOnTopOfExtOrBroadcast`): the conversion then moves the smaller
//! tensor, and the op itself costs nothing.
//!
//! Unlike Triton, there is no cost model: Triton rematerialises unless the
//! slice's arithmetic costs more than 32 bytes per converted byte, which slices
//! of index arithmetic never do. Conversions to `#ttg.dot_op` layouts are never
//! rematerialised, as in Triton.

use super::family::{family, Family};
use super::groups::{GroupId, Tie};
use super::infer::is_dot_operand;
use super::plan::Planner;
use tilelift_ir::{Encoding, Value, ValueDef};

impl Planner<'_> {
    /// Whether `value` can be computed in `enc` by rematerialising its slice.
    pub(super) fn feasible(&mut self, value: Value, enc: Encoding) -> bool {
        self.walk += 1;
        self.feasible_from(value, enc)
    }

    /// The recursive step of [`feasible`](Self::feasible).
    fn feasible_from(&mut self, value: Value, enc: Encoding) -> bool {
        if is_dot_operand(self.types, enc) {
            return false;
        }
        if let Some(g) = self.plan.groups.of(value) {
            return match self.plan.groups.get(g).layout {
                Some(layout) => layout == enc,
                None => self.accepts(g, enc),
            };
        }
        if self.plan.remat[value].contains(&enc) || self.seen[value] == (self.walk, Some(enc)) {
            return true;
        }
        self.seen[value] = (self.walk, Some(enc));
        let ValueDef::Result(inst, _) = self.func.dfg.value_def(value) else {
            return false;
        };
        let Some(wants) = self.operand_wants(inst, Some(enc)) else {
            return false;
        };
        let args = self.func.dfg.inst(inst).args();
        wants
            .iter()
            .all(|&(idx, want)| self.feasible_from(args[idx as usize], want))
    }

    /// Records that `value` is computed in `enc`, and what that needs of the
    /// values before it. The slice must be [`feasible`](Self::feasible).
    pub(super) fn commit(&mut self, value: Value, enc: Encoding) {
        if let Some(g) = self.plan.groups.of(value) {
            if self.plan.groups.get(g).layout.is_none() && self.accepts(g, enc) {
                self.decide(g, enc);
            }
            return;
        }
        if self.plan.remat[value].contains(&enc) {
            return;
        }
        self.plan.remat[value].push(enc);
        self.want_operands_of(value, enc, Planner::commit);
    }

    /// Whether `value` is made by a broadcast or `expand_dims`, which move no
    /// data: converting their operand instead of their result moves less.
    pub(super) fn only_reshapes(&self, value: Value) -> bool {
        let ValueDef::Result(inst, _) = self.func.dfg.value_def(value) else {
            return false;
        };
        let fam = family(self.func.dfg.inst(inst).opcode());
        matches!(fam, Family::Broadcast | Family::ExpandDims)
    }

    /// Records that `value`, made by a broadcast or `expand_dims` whose slice
    /// cannot follow `enc`, is computed in `enc` from its operand converted (as
    /// Triton's `hoistConvertOnTopOfExtOrBroadcast`): the operand is wanted in
    /// the matching layout, and converted if it cannot be rematerialised.
    pub(super) fn commit_shallow(&mut self, value: Value, enc: Encoding) {
        self.plan.remat[value].push(enc);
        self.want_operands_of(value, enc, Planner::want);
    }

    /// Records that `value` is computed in `enc` by its own instruction, `value`
    /// having no layout yet, and asks for its operands.
    pub(super) fn commit_home(&mut self, value: Value, enc: Encoding) {
        debug_assert!(self.plan.remat[value].is_empty());
        self.plan.remat[value].push(enc);
        self.want_operands_of(value, enc, Planner::want);
    }

    /// Applies `step` to each operand of `value`'s instruction with the layout
    /// the instruction needs of it for a result in `enc`.
    fn want_operands_of(
        &mut self,
        value: Value,
        enc: Encoding,
        step: fn(&mut Self, Value, Encoding),
    ) {
        let ValueDef::Result(inst, _) = self.func.dfg.value_def(value) else {
            return;
        };
        let Some(wants) = self.operand_wants(inst, Some(enc)) else {
            return;
        };
        let args = self.func.dfg.inst(inst).args();
        for (idx, want) in wants {
            step(self, args[idx as usize], want);
        }
    }

    /// Whether group `g`, without a layout yet, can take `enc`: a reduction only
    /// a slice along its axis, control flow any layout but a dot operand's.
    pub(super) fn accepts(&mut self, g: GroupId, enc: Encoding) -> bool {
        if is_dot_operand(self.types, enc) {
            return false;
        }
        match self.plan.groups.get(g).tie {
            Tie::Op(inst) => match family(self.func.dfg.inst(inst).opcode()) {
                Family::Reduce | Family::Split => self.operand_wants(inst, Some(enc)).is_some(),
                Family::Scan | Family::Gather | Family::Histogram => true,
                _ => false,
            },
            _ => true,
        }
    }
}
