//! `scf.for`, `scf.if` and `scf.while` as blocks and branches.
//!
//! Loop-carried tiles become block parameters, one per register. The shapes
//! keep MIR free of critical edges: each conditional branch goes to two blocks
//! that have it as their only predecessor, and values reach a block with several
//! predecessors only through jump arguments.
//!
//! ```text
//! scf.for:   pre: jump header(lb, inits)
//!            header(iv, carried): brif iv < ub, body, exit
//!            body: ...; jump header(iv + step, yields)
//!            exit: (results are header's carried parameters)
//! scf.if:    brif cond, then, else;  then: ...; jump merge(yields)
//!            else: ...; jump merge(yields);  merge(results):
//! (a pipelined scf.for, see [`super::pipeline`]: copies in pre, a stage
//!  parameter in header, wait and barrier atop body, copies before its jump;
//!  another, see [`super::prefetch`]: L2 prefetches atop body)
//! scf.while: pre: jump before(inits)
//!            before(args): ...; brif cond, after, exit
//!            after: (its arguments are the condition's values) ...; jump before(yields)
//!            exit: (results are the condition's values)
//! ```

use super::pipeline::{LoopBounds, PipeState};
use super::shared::ScratchState;
use super::{Ctx, RegVec, Result};
use tilelift_ir::{Inst, InstructionData, Region, Value};
use tilelift_mir::{Block, Cond, InstData, Operand, Reg};

impl Ctx<'_> {
    /// `scf.for`, `scf.if`, `scf.while`.
    pub(super) fn lower_control(&mut self, inst: Inst) -> Result<()> {
        match self.func.dfg.inst(inst) {
            InstructionData::For { args, body, .. } => self.lower_for(inst, args, *body),
            InstructionData::If {
                cond,
                then_region,
                else_region,
                ..
            } => self.lower_if(inst, *cond, *then_region, *else_region),
            InstructionData::While {
                args,
                before,
                after,
                ..
            } => self.lower_while(inst, args, *before, *after),
            data => Err(self.unsupported(data.opcode().name())),
        }
    }

    /// Starts a loop body for scratch placement: its first user cannot know
    /// which user ran last (the previous iteration's), so it waits at a barrier.
    /// Returns what [`Ctx::leave_loop`] needs.
    fn enter_loop(&mut self) -> (ScratchState, u32) {
        let before = (self.smem_state, self.smem_users);
        self.smem_state = ScratchState::Unknown;
        before
    }

    /// Ends a loop body: without users in it, the state before the loop holds
    /// after it; with some, the last one is unknown.
    fn leave_loop(&mut self, (state, users): (ScratchState, u32)) {
        self.smem_state = if self.smem_users == users {
            state
        } else {
            ScratchState::Unknown
        };
    }

    /// The registers of `values`, concatenated.
    fn flat_regs(&self, values: &[Value]) -> RegVec {
        values
            .iter()
            .flat_map(|&v| self.regs(v).iter().copied())
            .collect()
    }

    /// Parameters of `block` for `values`' types, one per register; then gives
    /// each of `bind` (values of the same types) its parameters.
    fn params_for(&mut self, block: Block, like: &[Reg], bind: &[Value]) -> Result<RegVec> {
        let params = self.params_like(block, like);
        self.bind(bind, &params)?;
        Ok(params)
    }

    /// New parameters of `block`, one of each register's type of `like`.
    fn params_like(&mut self, block: Block, like: &[Reg]) -> RegVec {
        like.iter()
            .map(|&r| {
                let ty = self.b.reg_type(r);
                self.b.append_block_param(block, ty)
            })
            .collect()
    }

    /// Gives `values`, in order, consecutive runs of `regs`.
    fn bind(&mut self, values: &[Value], regs: &[Reg]) -> Result<()> {
        let mut at = 0;
        for &v in values {
            let n = self.num_regs(self.func.dfg.value_type(v))?;
            let slice: RegVec = regs
                .get(at..at + n)
                .ok_or_else(|| self.error("a region's values do not match its operands"))?
                .iter()
                .copied()
                .collect();
            self.set(v, &slice);
            at += n;
        }
        Ok(())
    }

    /// Lowers the one block of `region`, returning its terminator.
    fn lower_region(&mut self, region: Region) -> Result<(tilelift_ir::Block, Inst)> {
        let block = self
            .func
            .order
            .entry_block(region)
            .ok_or_else(|| self.error("an empty region"))?;
        let term = self
            .lower_block(block)?
            .ok_or_else(|| self.error("a region without a terminator"))?;
        Ok((block, term))
    }

    /// The registers of a terminator's operands.
    fn term_regs(&self, term: Inst) -> RegVec {
        self.flat_regs(self.func.dfg.inst(term).args())
    }

    pub(super) fn jump(&mut self, dest: Block, args: &[Reg]) {
        self.b.ins(InstData::Jump {
            dest,
            args: args.iter().copied().collect(),
        });
    }

    fn lower_for(&mut self, inst: Inst, args: &[Value], body: Region) -> Result<()> {
        let [lb, ub, step] = [args[0], args[1], args[2]];
        let inits = self.flat_regs(&args[3..]);
        let body_block = self
            .func
            .order
            .entry_block(body)
            .ok_or_else(|| self.error("an empty loop body"))?;
        let body_params: Vec<Value> = self.func.dfg.block_params(body_block).to_vec();
        let iv_ty = self.value_elem_type(lb)?;
        let pipe = self.plan_pipeline(inst, body_block)?;
        let prefetch = match pipe {
            Some(_) => None,
            None => self.plan_prefetch(body_block)?,
        };
        let yield_values: Vec<Value> = match self.func.order.insts(body_block).last() {
            Some(t) => self.func.dfg.inst(t).args().to_vec(),
            None => Vec::new(),
        };
        let (bound, step_opnd, lb_reg) = (self.opnd(ub, 0), self.opnd(step, 0), self.reg(lb, 0));
        let bounds = LoopBounds {
            ub: bound,
            step: step_opnd,
            iv_ty,
        };
        let (addrs, ahead, state) = match &pipe {
            Some(p) => {
                let (addrs, ahead, state) =
                    self.pipeline_prologue(p, lb_reg, bounds, &args[3..], &yield_values)?;
                (addrs, Some(ahead), Some(state))
            }
            None => (Vec::new(), None, None),
        };
        let header = self.b.create_block();
        let iv = self.b.append_block_param(header, iv_ty);
        self.set(body_params[0], &[iv]);
        let carried = self.params_for(header, &inits, &body_params[1..])?;
        let mut entry_args = RegVec::new();
        entry_args.push(lb_reg);
        entry_args.extend_from_slice(&inits);
        // The pipeline's state (its stage's byte offset in the ring, ...),
        // and the iteration its copies are of.
        let state = state.map(|tma| {
            let stage = self.b.iconst(tilelift_mir::Type::I32, 0);
            let st = PipeState::first(stage, tma);
            let regs = st.regs();
            entry_args.extend_from_slice(&regs);
            st.like(&self.params_like(header, &regs))
        });
        let ahead = ahead.map(|it| {
            let regs = it.regs();
            entry_args.extend_from_slice(&regs);
            it.like(&self.params_like(header, &regs))
        });
        self.jump(header, &entry_args);
        self.b.switch_to_block(header);
        let cont = self.cmp(Cond::SLt, iv_ty, Operand::Reg(iv), bound);
        let (body_mir, exit) = (self.b.create_block(), self.b.create_block());
        self.b.ins(InstData::Brif {
            cond: cont,
            then_dest: body_mir,
            else_dest: exit,
        });
        self.b.switch_to_block(body_mir);
        let before = self.enter_loop();
        if let (Some(p), Some(s)) = (&pipe, state) {
            self.pipeline_enter(p, s, &addrs);
        }
        if let Some(pf) = &prefetch {
            self.issue_prefetches(pf, iv, bounds)?;
        }
        let (_, term) = self.lower_region(body)?;
        self.leave_loop(before);
        self.inst = Some(term);
        let next = self.b.binary(
            tilelift_mir::BinaryOp::Add,
            iv_ty,
            Operand::Reg(iv),
            step_opnd,
        );
        let mut back = RegVec::new();
        back.push(next);
        back.extend_from_slice(&self.term_regs(term));
        if let (Some(p), Some(ahead)) = (&pipe, &ahead) {
            let (state, ahead) = self.pipeline_step(p, ahead, bounds, &yield_values, &addrs)?;
            back.extend_from_slice(&state.regs());
            back.extend_from_slice(&ahead.regs());
        }
        self.jump(header, &back);
        self.b.switch_to_block(exit);
        let mut carried = carried;
        if let Some(p) = &pipe {
            self.pipeline_exit(p);
            self.finish_wgmma_loop(&mut carried);
        }
        let results: Vec<Value> = self.func.dfg.inst_results(inst).to_vec();
        self.bind(&results, &carried)
    }

    fn lower_if(
        &mut self,
        inst: Inst,
        cond: Value,
        then_region: Region,
        else_region: Region,
    ) -> Result<()> {
        let (then_b, else_b) = (self.b.create_block(), self.b.create_block());
        let merge = self.b.create_block();
        if crate::version::is_version_check(self.func, inst) {
            self.b.mark_cold_arm(else_b);
        }
        let c = self.reg(cond, 0);
        self.b.ins(InstData::Brif {
            cond: c,
            then_dest: then_b,
            else_dest: else_b,
        });
        let results: Vec<Value> = self.func.dfg.inst_results(inst).to_vec();
        self.b.switch_to_block(then_b);
        let smem_before = (self.smem_state, self.smem_users);
        let (_, term) = self.lower_region(then_region)?;
        let smem_then = self.smem_state;
        let yields = self.term_regs(term);
        self.jump(merge, &yields);
        self.b.switch_to_block(else_b);
        // The else branch runs instead of the then branch, after the same users.
        self.smem_state = smem_before.0;
        let (_, term) = self.lower_region(else_region)?;
        if smem_then != smem_before.0 || self.smem_users != smem_before.1 {
            self.smem_state = ScratchState::Unknown;
        }
        let else_yields = self.term_regs(term);
        self.jump(merge, &else_yields);
        self.b.switch_to_block(merge);
        self.params_for(merge, &yields, &results)?;
        Ok(())
    }

    fn lower_while(
        &mut self,
        inst: Inst,
        args: &[Value],
        before: Region,
        after: Region,
    ) -> Result<()> {
        let inits = self.flat_regs(args);
        let before_block = self
            .func
            .order
            .entry_block(before)
            .ok_or_else(|| self.error("an empty region"))?;
        let before_params: Vec<Value> = self.func.dfg.block_params(before_block).to_vec();
        let header = self.b.create_block();
        self.params_for(header, &inits, &before_params)?;
        self.jump(header, &inits);
        self.b.switch_to_block(header);
        let smem_before = self.enter_loop();
        let (_, cond_term) = self.lower_region(before)?;
        self.inst = Some(cond_term);
        let cond_args: Vec<Value> = self.func.dfg.inst(cond_term).args().to_vec();
        let c = self.reg(cond_args[0], 0);
        let passed = self.flat_regs(&cond_args[1..]);
        let (after_b, exit) = (self.b.create_block(), self.b.create_block());
        self.b.ins(InstData::Brif {
            cond: c,
            then_dest: after_b,
            else_dest: exit,
        });
        self.b.switch_to_block(after_b);
        let after_block = self
            .func
            .order
            .entry_block(after)
            .ok_or_else(|| self.error("an empty region"))?;
        let after_params: Vec<Value> = self.func.dfg.block_params(after_block).to_vec();
        self.bind(&after_params, &passed)?;
        let (_, term) = self.lower_region(after)?;
        self.leave_loop(smem_before);
        let yields = self.term_regs(term);
        self.jump(header, &yields);
        self.b.switch_to_block(exit);
        let results: Vec<Value> = self.func.dfg.inst_results(inst).to_vec();
        self.bind(&results, &passed)
    }
}
