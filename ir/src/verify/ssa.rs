//! SSA form: every use is dominated by its definition.
//!
//! Inside an op's region control flow is structured, so dominance is lexical
//! scope. A value used by an instruction in block `B` must be
//! - a parameter of `B`, or the result of an instruction before it in `B`, or
//! - visible, in the same way, at the instruction that owns `B`'s region, that is:
//!   defined in an enclosing block before the op whose region holds the use.
//!
//! Values defined inside a region are not visible after the op that owns it.
//! A function body may have several blocks joined by `cf.br` and `cf.cond_br`:
//! there a block also sees the values of the blocks that dominate it (computed
//! by Cooper, Harvey and Kennedy's iterative algorithm over the branches), and a
//! block that the entry does not reach sees only its own. Triton does not isolate the combine regions of
//! `tt.reduce` and `tt.scan` from above, so they may use outer values like any other
//! region.
//!
//! The check walks the tree once, keeping the set of visible values: a block's
//! parameters become visible when the walk enters it, an instruction's results after
//! its uses and regions are checked, and all of the block's values stop being
//! visible when the walk leaves it (after the blocks it dominates).

use super::context::FuncCx;
use super::errors::VerifierErrors;
use crate::dfg::ValueDef;
use crate::entities::{Block, Inst, Region, Value};
use cranelift_entity::SecondaryMap;

/// Checks that every use of every reached instruction is dominated.
pub(super) fn check(fx: &FuncCx, errors: &mut VerifierErrors) {
    let mut walk = Scope {
        fx,
        errors,
        visible: SecondaryMap::new(),
    };
    // Sized up front so that marking a value never resizes the table.
    walk.visible.resize(fx.dfg.num_values());
    walk.region(fx.func.body);
}

struct Scope<'a, 'e> {
    fx: &'a FuncCx<'a>,
    errors: &'e mut VerifierErrors,
    visible: SecondaryMap<Value, bool>,
}

impl Scope<'_, '_> {
    fn region(&mut self, region: Region) {
        let blocks = self.fx.tree.blocks(region);
        if let [block] = blocks {
            self.enter(*block);
            self.leave(*block);
            return;
        }
        // Blocks in dominator-tree preorder, each left after its subtree.
        let children = dominator_children(self.fx, blocks);
        let mut stack: Vec<(usize, bool)> = Vec::new();
        for root in (0..blocks.len()).rev() {
            if children.idom[root] == Some(root) {
                stack.push((root, false));
            }
        }
        while let Some((b, left)) = stack.pop() {
            if left {
                self.leave(blocks[b]);
                continue;
            }
            self.enter(blocks[b]);
            stack.push((b, true));
            for &c in children.children[b].iter().rev() {
                stack.push((c, false));
            }
        }
    }

    /// Checks the uses of a block's instructions and makes its values visible.
    fn enter(&mut self, block: Block) {
        let (fx, dfg) = (self.fx, self.fx.dfg);
        self.set_visible(dfg.block_params(block), true);
        for &inst in fx.tree.insts(block) {
            self.uses(inst);
            for region in dfg.inst(inst).regions() {
                if fx.tree.is_walked(region) && dfg.region_parent(region) == Some(inst) {
                    self.region(region);
                }
            }
            self.set_visible(dfg.inst_results(inst), true);
        }
    }

    /// Makes a block's values invisible again.
    fn leave(&mut self, block: Block) {
        let (fx, dfg) = (self.fx, self.fx.dfg);
        self.set_visible(dfg.block_params(block), false);
        for &inst in fx.tree.insts(block) {
            self.set_visible(dfg.inst_results(inst), false);
        }
    }

    fn set_visible(&mut self, values: &[Value], visible: bool) {
        for &value in values {
            self.visible[value] = visible;
        }
    }

    /// Reports every operand of `inst` that is not visible. Operands out of range
    /// were reported by the handle checks.
    fn uses(&mut self, inst: Inst) {
        let fx = self.fx;
        let data = fx.dfg.inst(inst);
        for &arg in data.args() {
            if !fx.dfg.value_is_valid(arg) || self.visible[arg] {
                continue;
            }
            let name = fx.name(arg);
            let why = match fx.dfg.value_def(arg) {
                ValueDef::Result(def, _) if fx.func.order.inst_block(def).is_none() => {
                    format!("use of {name}, whose definition {def} is not placed in a block")
                }
                _ => format!("use of {name} is not dominated by its definition"),
            };
            let msg = format!("{}: {why}", data.opcode().name());
            self.errors.report(fx.at_inst(inst), msg);
        }
    }
}

/// The dominator tree of a region's blocks, by their index in `blocks`: the
/// immediate dominator of each (itself for the entry and for blocks the entry
/// does not reach: the roots) and the children of each.
struct DomTree {
    idom: Vec<Option<usize>>,
    children: Vec<Vec<usize>>,
}

fn dominator_children(fx: &FuncCx, blocks: &[Block]) -> DomTree {
    let n = blocks.len();
    let index: hashbrown::HashMap<Block, usize> =
        blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
    let succs: Vec<Vec<usize>> = blocks
        .iter()
        .map(|&b| match fx.tree.insts(b).last() {
            Some(&last) if fx.tree.is_ok(last) => fx
                .dfg
                .inst(last)
                .branch_dests()
                .iter()
                .filter_map(|(d, _)| index.get(d).copied())
                .collect(),
            _ => Vec::new(),
        })
        .collect();
    // Reverse postorder from the entry, iteratively.
    let mut post = Vec::with_capacity(n);
    let mut seen = vec![false; n];
    let mut stack = vec![(0usize, 0usize)];
    seen[0] = true;
    while let Some((b, i)) = stack.pop() {
        if let Some(&s) = succs[b].get(i) {
            stack.push((b, i + 1));
            if !seen[s] {
                seen[s] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(b);
        }
    }
    let mut rpo_num = vec![usize::MAX; n];
    for (i, &b) in post.iter().rev().enumerate() {
        rpo_num[b] = i;
    }
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (b, ss) in succs.iter().enumerate() {
        for &s in ss {
            if seen[b] {
                preds[s].push(b);
            }
        }
    }
    let mut idom: Vec<Option<usize>> = vec![None; n];
    idom[0] = Some(0);
    let intersect = |idom: &[Option<usize>], mut a: usize, mut b: usize| {
        while a != b {
            while rpo_num[a] > rpo_num[b] {
                a = idom[a].unwrap_or(0);
            }
            while rpo_num[b] > rpo_num[a] {
                b = idom[b].unwrap_or(0);
            }
        }
        a
    };
    let mut changed = true;
    while changed {
        changed = false;
        for &b in post.iter().rev().skip(1) {
            let mut new = None;
            for &p in &preds[b] {
                if idom[p].is_some() {
                    new = Some(match new {
                        None => p,
                        Some(q) => intersect(&idom, p, q),
                    });
                }
            }
            if new.is_some() && idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    let mut children = vec![Vec::new(); n];
    for (b, dom) in idom.iter_mut().enumerate() {
        match *dom {
            Some(d) if d != b => children[d].push(b),
            Some(_) => {}
            // Unreachable: a root of its own.
            None => *dom = Some(b),
        }
    }
    DomTree { idom, children }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{assert_error, errors, Fb};
    use crate::instructions::{InstructionData, Opcode};

    #[test]
    fn uses_before_definitions_are_caught() {
        let mut fb = Fb::new();
        let i32 = fb.types.i32();
        let x = fb.arg(i32);
        let first = fb.func.dfg.make_inst(
            InstructionData::Binary {
                opcode: Opcode::AddI,
                args: [x, x],
            },
            &[i32],
        );
        let early = fb.func.dfg.first_result(first).unwrap();
        fb.func.dfg.set_value_name(early, "early");
        let user = fb.binary(Opcode::MulI, early, x, i32);
        fb.func.order.append_inst(fb.block, first);
        fb.ret();
        let at = fb.def_at(user);
        let msg = "arith.muli: use of %early is not dominated by its definition";
        assert_error(&fb.finish(), at, msg);
    }

    #[test]
    fn unplaced_definitions_are_named() {
        let mut fb = Fb::new();
        let i32 = fb.types.i32();
        let x = fb.arg(i32);
        let data = InstructionData::Binary {
            opcode: Opcode::AddI,
            args: [x, x],
        };
        let floating = fb.func.dfg.make_inst(data, &[i32]);
        let v = fb.func.dfg.first_result(floating).unwrap();
        let user = fb.binary(Opcode::MulI, v, x, i32);
        fb.ret();
        let at = fb.def_at(user);
        let msg =
            format!("arith.muli: use of {v}, whose definition {floating} is not placed in a block");
        assert_error(&fb.finish(), at, &msg);
    }

    #[test]
    fn region_values_stay_inside_and_outer_values_are_visible() {
        let mut fb = Fb::new();
        let (i1, f32) = (fb.types.i1(), fb.types.f32());
        let c = fb.arg(i1);
        let outer_value = fb.arg(f32);
        let (then_region, then_block, _) = fb.region(&[]);
        let (else_region, else_block, _) = fb.region(&[]);
        let outer = fb.switch_to(then_block);
        // The region uses a value of the enclosing block.
        let inner = fb.binary(Opcode::AddF, outer_value, outer_value, f32);
        fb.terminator(Opcode::Yield, &[]);
        fb.switch_to(else_block);
        fb.terminator(Opcode::Yield, &[]);
        fb.switch_to(outer);
        let data = InstructionData::If {
            opcode: Opcode::If,
            cond: c,
            then_region,
            else_region,
        };
        fb.inst(data, &[]);
        let escaped = fb.binary(Opcode::MulF, inner, outer_value, f32);
        fb.ret();
        let at = fb.def_at(escaped);
        let module = fb.finish();
        let msg = format!("arith.mulf: use of {inner} is not dominated by its definition");
        assert_error(&module, at, &msg);
        assert_eq!(errors(&module).len(), 1, "{:?}", errors(&module));
    }
}
