//! L2 prefetches in loops that stream through global memory.
//!
//! A loop body whose loads are a few elements per thread (a grid-stride
//! loop of 256-element blocks: two `f32` per thread and pointer) keeps only
//! those few bytes in flight per thread, so it runs at the speed of one DRAM
//! round trip per iteration: Triton's code for `grid_stride_saxpy` reaches 60%
//! of the copy bandwidth, and so did ours. Each iteration therefore first
//! asks the L2 cache for what the loads of the next iteration will read
//! (`prefetch.global.L2`, [`InstData::Prefetch`]): when that iteration comes,
//! its loads find the bytes in L2, and the DRAM traffic runs an iteration
//! ahead of them. A prefetch is only a hint: it reads nothing into registers
//! and writes nothing, so unlike moving the loads themselves ahead (which a
//! store of the loop may alias: the `cp.async` pipeline does that only where
//! the loop asks for it with `tt.num_stages`, [`super::pipeline`]), it is
//! right for every loop.
//!
//! ```text
//! body:  ahead = iv + step;  live = ahead < ub
//!        ... the slice of the loads' pointers and masks, for `ahead` ...
//!        @(live && mask) prefetch.global.L2 [address]   (one per access)
//!        ... the body ...
//! ```
//!
//! Which loops: not pipelined, holding no dot and no loop, and writing memory
//! (a store, an atomic, anything with an effect: ptxas moves no load across
//! those, so nothing else overlaps one iteration's loads with the next's; in
//! a loop that only loads, ptxas does, and prefetches only cost). The loads
//! prefetched are the body's own (not those in an `scf.if`), not volatile, on
//! tensors of pointers whose pointers and masks the body computes from the
//! induction variable and values from before the loop alone ([`Ctx::slice`]
//! without carried values), and together read at most [`MAX_THREAD_BYTES`]
//! per thread and iteration: with more, the loads themselves keep enough
//! bytes in flight, and the prefetch instructions (one per access) cost more
//! than they save. Each prefetch covers one access of a load as [`Ctx::plan`]
//! cuts it, at the same address, predicated on the same mask bit: only bytes
//! the loop will load are fetched. The distance is one iteration.
//!
//! Measured on an H200 (BENCHMARKS.md, session 17; µs, prefetching loads
//! `d` iterations ahead, or none): `grid_stride_saxpy` (16 bytes a thread
//! and iteration, 496 iterations) none 325.8, d = 1 244.1, 2 218.6, 4 209.9,
//! 8 215.0 (Triton 300.0); `liger_element_mul` (8 bytes, 12 iterations) none
//! 390.7, d = 1 227.3, 2 257.3, 4 301.2, 8 358.7 (Triton 390.7). With more
//! bytes a thread, slower at every distance: the performance suite's
//! grid-stride `saxpy`s with 32 to 128 bytes, 107 -> 113 to 136; loops that
//! only load, slower too: `layernorm_fwd` 142.7 -> 170 to 314, the
//! `rowsum_loop`s and `colsum`s 5 to 50%.

use super::pipeline::LoopBounds;
use super::slice::Slice;
use super::{Ctx, Result};
use tilelift_ir::{Block, InstructionData, Value};
use tilelift_mir::{BinaryOp, Cond, InstData, Operand, Reg};

/// The most bytes a thread's prefetched loads may read per iteration.
const MAX_THREAD_BYTES: usize = 16;

/// The prefetches of a loop, as planned before its lowering.
pub(super) struct Prefetch {
    /// The prefetched loads' pointers and masks.
    loads: Vec<(Value, Option<Value>)>,
    /// What computes them.
    slice: Slice,
}

impl Ctx<'_> {
    /// The prefetches of the `scf.for` whose body is `body`, or `None` where
    /// it has none (see the module docs). Call for loops not pipelined.
    pub(super) fn plan_prefetch(&mut self, body: Block) -> Result<Option<Prefetch>> {
        if !self.target.l2_prefetch || self.pipe.is_some() {
            return Ok(None);
        }
        let Some(body) = self.loop_body(body) else {
            return Ok(None);
        };
        // Whether the body writes memory or has another effect, at any depth
        // ([`tilelift_ir::Opcode::has_side_effects`]).
        let effect = |d: &InstructionData| d.opcode().has_side_effects();
        let writes = body.insts.iter().any(|&i| self.any_within(i, &effect));
        if self.has_dot_or_loop(&body.insts) || !writes {
            return Ok(None);
        }
        let mut loads = Vec::new();
        let mut bytes = 0usize;
        for &i in &body.insts {
            let InstructionData::Load { args, flags, .. } = self.func.dfg.inst(i) else {
                continue;
            };
            let (ptr, mask) = (args[0], args.get(1).copied());
            let ptr_ty = self.func.dfg.value_type(ptr);
            if flags.is_volatile || !self.types.is_tensor(ptr_ty) {
                continue;
            }
            let roots = core::iter::once(ptr).chain(mask).collect();
            match self.slice(&body, roots) {
                Some((_, carried)) if carried.is_empty() => {}
                _ => continue,
            }
            let elem = self.types.pointee(self.types.element_type(ptr_ty));
            let elem_bits = elem.and_then(|t| self.types.scalar_bits(t)).unwrap_or(8);
            bytes += self.num_regs(ptr_ty)? * elem_bits.div_ceil(8) as usize;
            loads.push((ptr, mask));
        }
        if loads.is_empty() || bytes > MAX_THREAD_BYTES {
            return Ok(None);
        }
        let roots = loads
            .iter()
            .flat_map(|&(p, m)| core::iter::once(p).chain(m))
            .collect();
        let Some(found) = self.slice(&body, roots) else {
            return Ok(None);
        };
        Ok(Some(Prefetch {
            loads,
            slice: Slice::in_order(&body, &found),
        }))
    }

    /// At the top of the body of iteration `iv`: the prefetches of iteration
    /// `iv + step`, where that iteration runs.
    pub(super) fn issue_prefetches(
        &mut self,
        pf: &Prefetch,
        iv: Reg,
        bounds: LoopBounds,
    ) -> Result<()> {
        let ty = bounds.iv_ty;
        let ahead = self
            .b
            .binary(BinaryOp::Add, ty, Operand::Reg(iv), bounds.step);
        let live = self.cmp(Cond::SLt, ty, Operand::Reg(ahead), bounds.ub);
        self.with_slice(&pf.slice, ahead, &[], |cx| {
            for &(ptr, mask) in &pf.loads {
                let plan = cx.plan(ptr, mask)?;
                let n = cx.num_regs(cx.func.dfg.value_type(ptr))?;
                for start in (0..n).step_by(plan.vec) {
                    let bit = mask.map(|m| cx.reg(m, start));
                    let pred = cx.and_pred(live, bit);
                    let (addr, offset) = cx.run_address(ptr, plan, start);
                    cx.b.ins(InstData::Prefetch {
                        addr,
                        offset,
                        pred: Some(pred),
                    });
                }
            }
            Ok(())
        })
    }
}
