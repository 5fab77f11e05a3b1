//! A generic forward data-flow solver over the tile IR.
//!
//! An analysis gives each SSA value a state from a [`Lattice`]; the solver walks a
//! function in program order and asks the [`Analysis`] for the states of each
//! instruction's results from the states of its operands. The IR's control flow is
//! structured (regions of `scf.for`, `scf.if`, `scf.while`, `tt.reduce`, `tt.scan`),
//! so one walk in order reaches every definition before its uses, except for the
//! values carried around loops. Those are solved by iteration:
//!
//! - `scf.for`: the body's carried parameters start at the initial values' states;
//!   after a walk of the body, each is joined with the state the body yields for
//!   it, and the body is walked again until nothing changes. A join never claims
//!   more than its inputs, so the parameters only descend, and the lattice has
//!   finite height: the iteration ends (after [`MAX_ROUNDS`] walks the parameters
//!   fall back to pessimistic, which is sound, and the body is walked once more).
//!   At the fixpoint `P = join(P, yield(P))`, so `P` is implied by the initial
//!   values and by every yield from a state implied by `P`: by induction, it holds
//!   in every iteration. The results are the join of the initial values and the
//!   final yields. The induction variable's state comes from
//!   [`Analysis::induction_var`].
//! - `scf.while`: the same, around the `before` region (its parameters join the
//!   initial values and the `after` region's yields); the `after` region's
//!   parameters and the results are the values that `scf.condition` forwards.
//! - `scf.if`: both regions are walked and the results join the two yields.
//! - `tt.reduce`, `tt.scan`: the combine region's parameters are pessimistic; the
//!   results come from [`Analysis::visit`].
//!
//! Function arguments come from [`Analysis::argument`]; parameters of any other
//! block are pessimistic. A function body of several blocks (`cf.br`,
//! `cf.cond_br`) is walked in the order of its blocks; the compiler and
//! `tilelift axisinfo` nest such bodies into `scf.if` first
//! (`tilelift_ir::structurize`), so that the walk meets every definition before
//! its uses.

use cranelift_entity::SecondaryMap;
use smallvec::SmallVec;
use tilelift_ir::{Block, Function, Inst, InstructionData, Region, Value};

/// How many walks of a loop body the solver makes before giving up on a fixpoint
/// and setting the carried values to pessimistic.
pub const MAX_ROUNDS: usize = 64;

/// The states of an analysis.
///
/// [`Default`] is the state that claims everything: nothing computed yet, the
/// identity of [`join`](Self::join). (It is `Default` rather than a method of
/// its own so that the solver can build its table of states at once, without
/// cloning one state per value.)
pub trait Lattice: Clone + PartialEq + Default {
    /// What a state needs to know about the value it describes (its rank, ...).
    type Ctx;

    /// The state that claims nothing about a value.
    fn pessimistic(ctx: &Self::Ctx) -> Self;

    /// The greatest state implied by both: whatever holds of a value in either
    /// state holds in the result.
    fn join(&self, other: &Self, ctx: &Self::Ctx) -> Self;
}

/// An analysis: transfer functions from operand states to result states.
pub trait Analysis {
    /// The lattice.
    type State: Lattice;

    /// The lattice's context for `value`.
    fn context(&self, func: &Function, value: Value) -> <Self::State as Lattice>::Ctx;

    /// The state of function argument number `index`.
    fn argument(&self, func: &Function, index: usize, value: Value) -> Self::State;

    /// The state of the first result of `inst`, from the states of its operands;
    /// `None` for an instruction without results. Any later result is
    /// pessimistic. (One state, not a list: the solver stores it with a single
    /// move, and no analysis here knows more of later results.)
    fn visit(&self, func: &Function, inst: Inst, operands: &[&Self::State]) -> Option<Self::State>;

    /// The state of the induction variable of the `scf.for` `inst`, from its lower
    /// bound and step. Pessimistic unless the analysis knows better.
    fn induction_var(
        &self,
        func: &Function,
        inst: Inst,
        lower: &Self::State,
        step: &Self::State,
    ) -> Self::State {
        let _ = (lower, step);
        let iv = func.dfg.block_params(body_block(func, inst))[0];
        Self::State::pessimistic(&self.context(func, iv))
    }
}

/// Solves `analysis` over `func`: the state of every value of the function.
pub fn solve<A: Analysis>(analysis: &A, func: &Function) -> SecondaryMap<Value, A::State> {
    // Sized once, every state built in place: a map grown as results are stored
    // reallocates and clones its default state once per value.
    let mut states = Vec::new();
    states.resize_with(func.dfg.num_values(), A::State::default);
    let mut solver = Solver {
        analysis,
        func,
        states: SecondaryMap::from(states),
    };
    for (index, &arg) in func.args().iter().enumerate() {
        solver.states[arg] = analysis.argument(func, index, arg);
    }
    solver.walk_region(func.body);
    solver.states
}

struct Solver<'a, A: Analysis> {
    analysis: &'a A,
    func: &'a Function,
    states: SecondaryMap<Value, A::State>,
}

/// Walking code in order.
impl<A: Analysis> Solver<'_, A> {
    fn walk_region(&mut self, region: Region) {
        let entry = self.func.order.entry_block(region);
        for block in self.func.order.blocks(region) {
            if Some(block) != entry {
                self.set_pessimistic(self.func.dfg.block_params(block));
            }
            self.walk_block(block);
        }
    }

    fn walk_block(&mut self, block: Block) {
        for inst in self.func.order.insts(block) {
            self.visit(inst);
        }
    }

    fn visit(&mut self, inst: Inst) {
        match self.func.dfg.inst(inst) {
            InstructionData::For { body, .. } => self.visit_for(inst, *body),
            InstructionData::If {
                then_region,
                else_region,
                ..
            } => self.visit_if(inst, *then_region, *else_region),
            InstructionData::While { before, after, .. } => self.visit_while(inst, *before, *after),
            InstructionData::ReduceScan { region, .. } => {
                let region = *region;
                self.walk_opaque_region(region);
                self.visit_plain(inst);
            }
            data if data.opcode().is_terminator() => {}
            _ => self.visit_plain(inst),
        }
    }

    /// An instruction without regions the solver knows: its results from
    /// [`Analysis::visit`].
    fn visit_plain(&mut self, inst: Inst) {
        let dfg = &self.func.dfg;
        let first = {
            let mut operands: SmallVec<[&A::State; 4]> = SmallVec::new();
            for &arg in dfg.inst(inst).args() {
                operands.push(&self.states[arg]);
            }
            self.analysis.visit(self.func, inst, &operands)
        };
        let Some((&result, later)) = dfg.inst_results(inst).split_first() else {
            return;
        };
        self.states[result] = match first {
            Some(state) => state,
            None => self.pessimistic(result),
        };
        if !later.is_empty() {
            self.set_pessimistic(later);
        }
    }

    /// A region whose parameters the solver cannot relate to the op's operands
    /// (a combine region): pessimistic parameters, then a walk.
    fn walk_opaque_region(&mut self, region: Region) {
        if let Some(entry) = self.func.order.entry_block(region) {
            self.set_pessimistic(self.func.dfg.block_params(entry));
        }
        self.walk_region(region);
    }
}

/// Structured control flow.
impl<A: Analysis> Solver<'_, A> {
    fn visit_for(&mut self, inst: Inst, body: Region) {
        let args = self.func.dfg.inst(inst).args();
        let (lower, step, inits) = (args[0], args[2], &args[3..]);
        let Some(block) = self.func.order.entry_block(body) else {
            return self.set_pessimistic(self.func.dfg.inst_results(inst));
        };
        let params = self.func.dfg.block_params(block);
        let iv =
            self.analysis
                .induction_var(self.func, inst, &self.states[lower], &self.states[step]);
        self.states[params[0]] = iv;
        let carried = &params[1..];
        let init_states = self.states_of(inits);
        let yields = self.solve_loop(body, carried, &init_states, body);
        let results = self.func.dfg.inst_results(inst);
        self.join_into(results, &init_states, &yields);
    }

    fn visit_if(&mut self, inst: Inst, then_region: Region, else_region: Region) {
        self.walk_region(then_region);
        let then_yields = self.yielded(then_region);
        self.walk_region(else_region);
        let else_yields = self.yielded(else_region);
        let results = self.func.dfg.inst_results(inst);
        self.join_into(results, &then_yields, &else_yields);
    }

    fn visit_while(&mut self, inst: Inst, before: Region, after: Region) {
        let inits = self.states_of(self.func.dfg.inst(inst).args());
        let Some(before_block) = self.func.order.entry_block(before) else {
            return self.set_pessimistic(self.func.dfg.inst_results(inst));
        };
        let carried = self.func.dfg.block_params(before_block);
        self.solve_loop(before, carried, &inits, after);
        // The last walk of `before` was from the final parameters: what its
        // `scf.condition` forwards is the results (the `after` parameters hold it too).
        let forwarded = self.yielded(before);
        let results = self.func.dfg.inst_results(inst);
        self.set_states(results, &forwarded);
    }

    /// Iterates a loop to its fixpoint: `carried` (the parameters of `head`'s entry
    /// block) start at `inits` and are joined with what `tail` yields after a walk of
    /// `head` and then, for `scf.while`, of `tail` (whose parameters get what `head`
    /// forwards). Returns the final yields of `tail`.
    fn solve_loop(
        &mut self,
        head: Region,
        carried: &[Value],
        inits: &[A::State],
        tail: Region,
    ) -> Vec<A::State> {
        self.set_states(carried, inits);
        for round in 0..=MAX_ROUNDS {
            if round == MAX_ROUNDS {
                self.set_pessimistic(carried);
            }
            let yields = self.walk_loop_once(head, tail);
            let mut changed = false;
            for (&param, state) in carried.iter().zip(&yields) {
                let joined = self.join(param, &self.states[param], state);
                if joined != self.states[param] {
                    self.states[param] = joined;
                    changed = true;
                }
            }
            if !changed || round == MAX_ROUNDS {
                return yields;
            }
        }
        unreachable!("the last round returns")
    }

    fn walk_loop_once(&mut self, head: Region, tail: Region) -> Vec<A::State> {
        self.walk_region(head);
        if head == tail {
            return self.yielded(head);
        }
        let forwarded = self.yielded(head);
        if let Some(block) = self.func.order.entry_block(tail) {
            self.set_states(self.func.dfg.block_params(block), &forwarded);
        }
        self.walk_region(tail);
        self.yielded(tail)
    }

    /// The states of the values that the terminator of `region`'s entry block
    /// passes on (`scf.yield` operands; `scf.condition` operands after the
    /// condition).
    fn yielded(&self, region: Region) -> Vec<A::State> {
        let order = &self.func.order;
        let Some(term) = order.entry_block(region).and_then(|b| order.last_inst(b)) else {
            return Vec::new();
        };
        let args = self.func.dfg.inst(term).args();
        let args = match self.func.dfg.inst(term).opcode() {
            tilelift_ir::Opcode::Condition => args.get(1..).unwrap_or(&[]),
            _ => args,
        };
        self.states_of(args)
    }
}

/// State bookkeeping.
impl<A: Analysis> Solver<'_, A> {
    fn pessimistic(&self, value: Value) -> A::State {
        A::State::pessimistic(&self.analysis.context(self.func, value))
    }

    fn join(&self, value: Value, a: &A::State, b: &A::State) -> A::State {
        a.join(b, &self.analysis.context(self.func, value))
    }

    fn states_of(&self, values: &[Value]) -> Vec<A::State> {
        values.iter().map(|&v| self.states[v].clone()).collect()
    }

    fn set_states(&mut self, values: &[Value], states: &[A::State]) {
        for (i, &value) in values.iter().enumerate() {
            self.states[value] = match states.get(i) {
                Some(state) => state.clone(),
                None => self.pessimistic(value),
            };
        }
    }

    fn set_pessimistic(&mut self, values: &[Value]) {
        for &value in values {
            self.states[value] = self.pessimistic(value);
        }
    }

    /// `values[i] = join(a[i], b[i])`.
    fn join_into(&mut self, values: &[Value], a: &[A::State], b: &[A::State]) {
        for (i, &value) in values.iter().enumerate() {
            self.states[value] = match (a.get(i), b.get(i)) {
                (Some(x), Some(y)) => self.join(value, x, y),
                _ => self.pessimistic(value),
            };
        }
    }
}

/// The body block of the `scf.for` `inst`.
fn body_block(func: &Function, inst: Inst) -> Block {
    match func.dfg.inst(inst) {
        InstructionData::For { body, .. } => func
            .order
            .entry_block(*body)
            .expect("a verified scf.for has a body block"),
        other => panic!("{inst} is {}, not scf.for", other.opcode().name()),
    }
}

#[cfg(test)]
mod tests {
    //! The solver on a toy lattice: the set of constants a value may hold, capped.

    use super::*;
    use tilelift_ir::attrs::IntCC;
    use tilelift_ir::builder::InstBuilder;
    use tilelift_ir::{FunctionBuilder, Module, Opcode};

    /// Known constant (`Some`) or unknown (`None`); `Top` is uninitialised.
    #[derive(Clone, PartialEq, Debug, Default)]
    enum Konst {
        #[default]
        Top,
        Known(Option<i64>),
    }

    impl Lattice for Konst {
        type Ctx = ();
        fn pessimistic(_: &()) -> Self {
            Konst::Known(None)
        }
        fn join(&self, other: &Self, _: &()) -> Self {
            match (self, other) {
                (Konst::Top, x) | (x, Konst::Top) => x.clone(),
                (Konst::Known(a), Konst::Known(b)) if a == b => self.clone(),
                _ => Konst::Known(None),
            }
        }
    }

    struct Consts;

    impl Analysis for Consts {
        type State = Konst;
        fn context(&self, _: &Function, _: Value) {}
        fn argument(&self, _: &Function, _: usize, _: Value) -> Konst {
            Konst::Known(None)
        }
        fn visit(&self, func: &Function, inst: Inst, ops: &[&Konst]) -> Option<Konst> {
            let known = |k: &Konst| match k {
                Konst::Known(Some(v)) => Some(*v),
                _ => None,
            };
            let res = match func.dfg.inst(inst) {
                InstructionData::Constant { value, .. } => value.splat_value().map(|v| v as i64),
                data if data.opcode() == Opcode::MulI => {
                    known(ops[0]).zip(known(ops[1])).map(|(a, b)| a * b)
                }
                _ => None,
            };
            Some(Konst::Known(res))
        }
    }

    /// `for i in 0..n: (a, b) = (a * 1, b * 2)` with `a = b = 3`: `a` stays 3,
    /// `b` does not; `scf.if` joins 3 with 3 and 3 with 5.
    fn module() -> (Module, [Value; 6]) {
        let mut module = Module::new();
        let id = module.funcs.push(Function::new("k"));
        let mut b = FunctionBuilder::new(&mut module.funcs[id], &mut module.types);
        let i32 = b.types().i32();
        let n = b.append_arg(i32);
        let zero = b.ins().iconst(i32, 0);
        let one = b.ins().iconst(i32, 1);
        let two = b.ins().iconst(i32, 2);
        let three = b.ins().iconst(i32, 3);
        let five = b.ins().iconst(i32, 5);
        let lp = b.ins().for_loop(zero, n, one, &[three, three]);
        b.switch_to_block(lp.body_block);
        let a = b.ins().muli(lp.iter_args[0], one);
        let c = b.ins().muli(lp.iter_args[1], two);
        b.ins().yield_(&[a, c]);
        b.switch_to_block(b.entry_block());
        let cond = b.ins().cmpi(IntCC::Slt, n, one);
        let br = b.ins().if_(cond, &[i32, i32]);
        b.in_block(br.then_block, |b| b.ins().yield_(&[three, three]));
        b.in_block(br.else_block, |b| b.ins().yield_(&[three, five]));
        b.ins().return_(&[]);
        let (r0, r1) = (lp.results[0], lp.results[1]);
        let (i0, i1) = (br.results[0], br.results[1]);
        (module, [r0, r1, i0, i1, lp.iter_args[0], lp.iter_args[1]])
    }

    #[test]
    fn loops_reach_a_fixpoint_and_ifs_join() {
        let (module, [r0, r1, i0, i1, p0, p1]) = module();
        let func = &module.funcs[tilelift_ir::FuncId::from_u32(0)];
        let states = solve(&Consts, func);
        assert_eq!(states[p0], Konst::Known(Some(3)));
        assert_eq!(states[p1], Konst::Known(None));
        assert_eq!(states[r0], Konst::Known(Some(3)));
        assert_eq!(states[r1], Konst::Known(None));
        assert_eq!(states[i0], Konst::Known(Some(3)));
        assert_eq!(states[i1], Konst::Known(None));
    }
}
