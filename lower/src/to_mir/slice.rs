//! The *slice* of a loop body: the instructions that a set of its values
//! (the pointers and masks of some loads) depend on, run again for another
//! iteration than the one the body is lowering. The `cp.async` pipeline
//! ([`super::pipeline`]) runs it for the iteration its copies are of; the L2
//! prefetches ([`super::prefetch`]) for the iteration they fetch for.
//!
//! A slice holds only pure element-wise, shape and pointer instructions
//! ([`slice_op`]); it reads the induction variable, values defined before the
//! loop, and carried values, whose yields it then holds too (the pipeline
//! carries them from one run to the next).

use super::{Ctx, RegVec, Result};
use hashbrown::HashSet;
use tilelift_ir::{Block, Inst, InstructionData, Opcode, Value, ValueDef};
use tilelift_mir::Reg;

/// The carried values a slice reads: (iter-arg index, body parameter).
pub(super) type Carried = Vec<(usize, Value)>;

/// The block of an `scf.for` body, as its slices are found in it.
pub(super) struct LoopBody {
    block: Block,
    /// Its instructions in order, the `scf.yield` last.
    pub insts: Vec<Inst>,
    /// The same, as a set.
    pub in_body: HashSet<Inst>,
    /// Its parameters: the induction variable, then the carried values.
    params: Vec<Value>,
    /// The values its `scf.yield` carries to the next iteration.
    yields: Vec<Value>,
}

/// The part of a loop body to run again for another iteration.
pub(super) struct Slice {
    /// The instructions, in body order.
    pub insts: Vec<Inst>,
    /// The body's induction variable.
    pub iv: Value,
    /// The carried values the slice reads.
    pub carried: Carried,
}

impl Slice {
    /// The slice of `found` ([`Ctx::slice`]'s result) in the order of
    /// `body`'s instructions.
    pub(super) fn in_order(body: &LoopBody, found: &(HashSet<Inst>, Carried)) -> Slice {
        Slice {
            insts: body
                .insts
                .iter()
                .copied()
                .filter(|i| found.0.contains(i))
                .collect(),
            iv: body.params[0],
            carried: found.1.clone(),
        }
    }
}

/// Instructions a slice may hold: pure, lowered in registers alone.
pub(super) fn slice_op(op: Opcode) -> bool {
    use super::Lowering as L;
    match super::lowering(op) {
        L::Program | L::Cast | L::Arith | L::Compare => true,
        _ => matches!(
            op,
            Opcode::Splat | Opcode::Broadcast | Opcode::ExpandDims | Opcode::AddPtr
        ),
    }
}

impl Ctx<'_> {
    /// The loop body `block`; `None` where it is empty (no `scf.yield`).
    pub(super) fn loop_body(&self, block: Block) -> Option<LoopBody> {
        let insts: Vec<Inst> = self.func.order.insts(block).collect();
        let &term = insts.last()?;
        Some(LoopBody {
            block,
            in_body: insts.iter().copied().collect(),
            params: self.func.dfg.block_params(block).to_vec(),
            yields: self.func.dfg.inst(term).args().to_vec(),
            insts,
        })
    }

    /// Whether `inst` or an instruction in its regions, at any depth,
    /// satisfies `pred`.
    pub(super) fn any_within(&self, inst: Inst, pred: &impl Fn(&InstructionData) -> bool) -> bool {
        let data = self.func.dfg.inst(inst);
        pred(data)
            || data.regions().iter().any(|&r| {
                self.func
                    .order
                    .blocks(r)
                    .any(|b| self.func.order.insts(b).any(|i| self.any_within(i, pred)))
            })
    }

    /// The body instructions `roots` depend on, and the carried values (iter-arg
    /// index, parameter) they read, with everything those carried values'
    /// yields depend on; `None` where that reaches an instruction other than
    /// a [`slice_op`] or a carried value read by the loop's other parts only.
    pub(super) fn slice(
        &self,
        body: &LoopBody,
        roots: Vec<Value>,
    ) -> Option<(HashSet<Inst>, Carried)> {
        let mut slice = HashSet::new();
        let mut carried: Carried = Vec::new();
        let mut work = roots;
        while let Some(v) = work.pop() {
            match self.func.dfg.value_def(v) {
                ValueDef::Param(b, n) if b == body.block => {
                    if n == 0 || carried.iter().any(|&(_, p)| p == v) {
                        continue;
                    }
                    let arg = n as usize - 1;
                    carried.push((arg, body.params[n as usize]));
                    work.push(*body.yields.get(arg)?);
                }
                ValueDef::Param(..) => {}
                ValueDef::Result(i, _) => {
                    if !body.in_body.contains(&i) || !slice.insert(i) {
                        continue;
                    }
                    let data = self.func.dfg.inst(i);
                    if !slice_op(data.opcode()) || !data.regions().is_empty() {
                        return None;
                    }
                    work.extend_from_slice(data.args());
                }
            }
        }
        carried.sort_unstable();
        Some((slice, carried))
    }

    /// For each of `slice`'s carried values (iter-arg `arg`), the registers
    /// of `values[arg]`: the loop's initial values, or its yields.
    pub(super) fn carried_regs(&self, slice: &Slice, values: &[Value]) -> Vec<RegVec> {
        slice
            .carried
            .iter()
            .map(|&(arg, _)| self.regs(values[arg]).iter().copied().collect())
            .collect()
    }

    /// Lowers `slice` again with `iv` and `carried` (registers of the slice's
    /// carried values, in order) in place of the body's parameters, calls `f`
    /// while the slice's values are those of that iteration, and then leaves
    /// the value map as it was.
    pub(super) fn with_slice<R>(
        &mut self,
        slice: &Slice,
        iv: Reg,
        carried: &[RegVec],
        f: impl FnOnce(&mut Self) -> Result<R>,
    ) -> Result<R> {
        let mut touched: Vec<Value> = vec![slice.iv];
        touched.extend(slice.carried.iter().map(|&(_, v)| v));
        for &i in &slice.insts {
            touched.extend_from_slice(self.func.dfg.inst_results(i));
        }
        let saved: Vec<(Value, (u32, u32))> =
            touched.iter().map(|&v| (v, self.tiles.range(v))).collect();
        let inst = self.inst;
        self.set(slice.iv, &[iv]);
        for (&(_, v), regs) in slice.carried.iter().zip(carried) {
            self.set(v, regs);
        }
        let mut out = Ok(());
        for &i in &slice.insts {
            self.inst = Some(i);
            self.set_origin(i);
            out = self.lower_inst(i);
            if out.is_err() {
                break;
            }
        }
        let out = out.and_then(|()| f(self));
        for (v, range) in saved {
            self.tiles.set_range(v, range);
        }
        self.inst = inst;
        if let Some(i) = inst {
            self.set_origin(i);
        }
        out
    }
}
