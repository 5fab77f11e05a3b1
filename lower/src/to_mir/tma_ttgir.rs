//! The TMA and mbarrier ops of Triton's own sm_90 TTGIR (`ttng.*`), on the
//! [`TmaOp`]s of our TTIR route ([`super::tma`], [`super::pipeline`]):
//!
//! - `ttng.init_barrier %bar, count`: `mbarrier.init` by the leader
//!   (thread 0); `ttng.inval_barrier %bar`: `mbarrier.inval` by the leader.
//!   A barrier is a `1xi64` view of a `ttg.local_alloc` buffer.
//! - `ttng.barrier_expect %bar, size, %pred`: where `pred` holds, the
//!   leader's arrival that also expects `size` bytes (the op's count, as
//!   Triton computed it for the copies that complete on `bar`).
//! - `ttng.wait_barrier %bar, %phase`: every thread waits for the phase of
//!   parity `phase` (Triton's `deps` only order the op).
//! - `ttng.async_tma_copy_global_to_local %desc[%c..] %dst, %bar, %pred`:
//!   where `pred` holds, the leader copies the block into `dst`, box by box
//!   ([`Ctx::tma_copies_in`]), completing on `bar`.
//! - `ttng.async_tma_copy_local_to_global %desc[%c..] %src`: the leader
//!   copies `src` to the tensor, box by box, as one bulk group
//!   (`cp.async.bulk.commit_group`); `ttng.async_tma_store_wait
//!   {pendings = N}` is `cp.async.bulk.wait_group.read N`.
//!
//! The descriptor is a host tensor map ([`tilelift_ir::tma::tma_descriptors`])
//! whose box and swizzle must lay the block out as the buffer's
//! `#ttg.nvmma_shared` says ([`tilelift_ir::tma::box_lays_out`]). The barriers
//! between threads (an `init_barrier` before the barrier's other uses, the
//! reads of a buffer before a copy into it, the writes of a buffer before a
//! copy from it, the waits before an `inval_barrier`) are those of
//! [`super::local::barriers`], Triton's membar rules.

use super::{Ctx, Result};
use tilelift_ir::tma::{box_lays_out, TmaBox};
use tilelift_ir::{Inst, InstructionData, Opcode, Value};
use tilelift_mir::{BinaryOp, Coords, Operand, Reg, SmemAddr, TmaOp, Type};

impl Ctx<'_> {
    /// Lowers one of this file's ops.
    pub(super) fn lower_ttng_tma(&mut self, inst: Inst, args: &[Value]) -> Result<()> {
        let opcode = self.func.dfg.inst(inst).opcode();
        let leader = self.leader();
        match opcode {
            Opcode::InitBarrier => {
                let count = self.inline_int(inst)?;
                let bar = self.smem_addr(args[0])?;
                self.tma(TmaOp::MbarrierInit {
                    bar,
                    count,
                    pred: Some(leader),
                });
            }
            Opcode::InvalBarrier => {
                let bar = self.smem_addr(args[0])?;
                self.tma(TmaOp::MbarrierInval {
                    bar,
                    pred: Some(leader),
                });
            }
            Opcode::BarrierExpect => {
                let bytes = self.inline_int(inst)?;
                let bar = self.smem_addr(args[0])?;
                let pred = self.leader_and(args[1]);
                self.tma(TmaOp::MbarrierExpectTx {
                    bar,
                    bytes,
                    pred: Some(pred),
                });
            }
            Opcode::WaitBarrier => {
                let bar = self.smem_addr(args[0])?;
                let parity = self.opnd(args[1], 0);
                self.tma(TmaOp::MbarrierWait { bar, parity });
            }
            Opcode::AsyncTmaCopyGlobalToLocal => {
                let [desc, ref coords @ .., dst, bar, pred] = args[..] else {
                    return Err(self.error("a TMA copy without its operands"));
                };
                let tb = self.ttgir_box(desc, coords, dst)?;
                let coords: Vec<Reg> = coords.iter().map(|&c| self.reg(c, 0)).collect();
                let (dst, bar) = (self.smem_addr(dst)?, self.smem_addr(bar)?);
                let pred = self.leader_and(pred);
                self.tma_copies_in(desc, &coords, &tb, dst, bar, pred);
            }
            Opcode::AsyncTmaCopyLocalToGlobal => {
                let [desc, ref coords @ .., src] = args[..] else {
                    return Err(self.error("a TMA copy without its operands"));
                };
                let tb = self.ttgir_box(desc, coords, src)?;
                let coords: Vec<Reg> = coords.iter().map(|&c| self.reg(c, 0)).collect();
                let src = self.smem_addr(src)?;
                self.tma_copies_out(desc, &coords, &tb, src, leader);
                self.tma(TmaOp::BulkCommit);
            }
            Opcode::AsyncTmaStoreWait => {
                let n = self.int_attr_of(inst, "pendings").unwrap_or(0);
                let n = u32::try_from(n).map_err(|_| self.error("a negative pendings"))?;
                self.tma(TmaOp::BulkWaitRead { n });
            }
            op => return Err(self.unsupported(op.name())),
        }
        self.no_registers()
    }

    /// The integer attribute `name` of generic op `inst`.
    fn int_attr_of(&self, inst: Inst, name: &str) -> Option<i64> {
        match self.func.dfg.inst(inst) {
            InstructionData::Generic { attrs, .. } => tilelift_ir::attrs::int_attr(attrs, name),
            _ => None,
        }
    }

    /// The op's bare integer ([`Opcode::inline_int_attr`]).
    fn inline_int(&self, inst: Inst) -> Result<u32> {
        let opcode = self.func.dfg.inst(inst).opcode();
        opcode
            .inline_int_attr()
            .and_then(|name| self.int_attr_of(inst, name))
            .and_then(|n| u32::try_from(n).ok())
            .ok_or_else(|| self.error(format!("{} without its count", opcode.name())))
    }

    /// Where memdesc `v` starts, as an address operand of a [`TmaOp`].
    fn smem_addr(&mut self, v: Value) -> Result<SmemAddr> {
        let m = self.memdesc(v)?;
        let base = self.smem_base_reg();
        let reg = match m.stage {
            Some(s) => self.b.binary(
                BinaryOp::Add,
                Type::I32,
                Operand::Reg(base),
                Operand::Reg(s),
            ),
            None => base,
        };
        Ok(SmemAddr {
            reg,
            offset: m.region,
        })
    }

    /// "The leader, where `i1` scalar `pred` holds".
    fn leader_and(&mut self, pred: Value) -> Reg {
        let leader = self.leader();
        match self.opnd(pred, 0) {
            Operand::Imm(n) if n != 0 => leader,
            _ => {
                let p = self.reg(pred, 0);
                self.and_pred(leader, Some(p))
            }
        }
    }

    /// The [`TmaBox`] of a TTGIR copy of descriptor `desc` at `coords` to or
    /// from buffer `mem`, which must lie as the copies leave it.
    fn ttgir_box(&self, desc: Value, coords: &[Value], mem: Value) -> Result<TmaBox> {
        let tb = self.tma_box_of(desc)?;
        let (desc_ty, mem_ty) = (
            self.func.dfg.value_type(desc),
            self.func.dfg.value_type(mem),
        );
        if coords.len() != tb.block.len() {
            return Err(self.error(format!(
                "{} coordinates for a block of rank {}",
                coords.len(),
                tb.block.len()
            )));
        }
        if !box_lays_out(self.types, &tb, desc_ty, mem_ty) {
            return Err(self.unsupported(format_args!(
                "a TMA copy of {} to or from {} (the buffer must be the block in \
                 #ttg.nvmma_shared of the tensor map's {}-byte swizzle)",
                self.type_name(desc_ty),
                self.type_name(mem_ty),
                tb.swizzle
            )));
        }
        Ok(tb)
    }

    /// The copies of the block at `src` in shared memory to `desc`'s tensor
    /// at `coords` (registers, outermost first), issued where `pred` holds.
    fn tma_copies_out(
        &mut self,
        desc: Value,
        coords: &[Reg],
        tb: &TmaBox,
        src: SmemAddr,
        pred: Reg,
    ) {
        let map = self.reg(desc, 0);
        for k in 0..tb.boxes() {
            let coords: Coords = self.box_coords(coords, tb, k);
            let src = SmemAddr {
                reg: src.reg,
                offset: src.offset + (k * tb.box_bytes()) as i32,
            };
            self.tma(TmaOp::Store {
                map,
                coords,
                src,
                pred: Some(pred),
            });
        }
    }
}
