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
use tilelift_mir::{BinaryOp, Coords, MapField, Operand, Reg, SmemAddr, TmaOp, Type};

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

    /// The in-kernel tensor maps of Triton's TTGIR:
    /// `ttg.global_scratch_alloc` is the program's next bytes of global
    /// scratch memory, `ttng.tensormap_create` writes a map there from its
    /// operands and attributes (PTX's `tensormap.replace` codes, passed
    /// through), `ttng.tensormap_fenceproxy_acquire` acquires it, and
    /// `ttng.reinterpret_tensor_descriptor` is its address as a descriptor.
    pub(super) fn lower_ttng_tensormap(&mut self, inst: Inst, args: &[Value]) -> Result<()> {
        match self.func.dfg.inst(inst).opcode() {
            Opcode::GlobalScratchAlloc => {
                let align = self.int_attr_of(inst, "alignment").unwrap_or(1);
                let bytes = self.int_attr_of(inst, "nbytes").unwrap_or(0);
                if !(1..=128).contains(&align) {
                    return Err(self.unsupported(format_args!(
                        "ttg.global_scratch_alloc aligned to {align} bytes (at most 128 is supported)"
                    )));
                }
                let bytes = u32::try_from(bytes).map_err(|_| {
                    self.error(format!("ttg.global_scratch_alloc of {bytes} bytes"))
                })?;
                let at = self.global_scratch_slot(bytes.next_multiple_of(128))?;
                let result = self.result();
                self.set(result, &[at]);
                Ok(())
            }
            Opcode::TensormapCreate => {
                let fields = self.tensormap_fields(inst, args)?;
                let map = self.reg(args[0], 0);
                self.write_tensor_map(map, &fields);
                self.no_registers()
            }
            Opcode::TensormapFenceproxyAcquire => {
                let map = self.reg(args[0], 0);
                self.acquire_tensor_map(map);
                self.no_registers()
            }
            Opcode::ReinterpretTensorDescriptor => {
                let map = self.reg(args[0], 0);
                let result = self.result();
                self.set(result, &[map]);
                Ok(())
            }
            op => Err(self.unsupported(op.name())),
        }
    }

    /// The fields of `ttng.tensormap_create %map, %base, [box..], [dims..],
    /// [strides..], [elem strides..]`, each list innermost dimension first.
    fn tensormap_fields(&mut self, inst: Inst, args: &[Value]) -> Result<Vec<(MapField, Operand)>> {
        let rank = (args.len() - 1) / 4;
        let attr = |cx: &Self, name: &str| {
            cx.int_attr_of(inst, name)
                .and_then(|v| u64::try_from(v).ok())
                .ok_or_else(|| cx.error(format!("ttng.tensormap_create without its {name}")))
        };
        let mut fields = vec![
            (MapField::GlobalAddress, Operand::Reg(self.reg(args[1], 0))),
            (MapField::Rank, Operand::Imm(rank as u64 - 1)),
        ];
        let (boxes, dims) = (2, 2 + rank);
        let (strides, elems) = (2 + 2 * rank, 1 + 3 * rank);
        for d in 0..rank {
            let d8 = d as u8;
            fields.push((MapField::BoxDim(d8), self.opnd(args[boxes + d], 0)));
            fields.push((MapField::GlobalDim(d8), self.opnd(args[dims + d], 0)));
            fields.push((MapField::ElementStride(d8), self.opnd(args[elems + d], 0)));
            if d > 0 {
                fields.push((
                    MapField::GlobalStride(d8 - 1),
                    self.opnd(args[strides + d - 1], 0),
                ));
            }
        }
        fields.extend([
            (MapField::ElemType, Operand::Imm(attr(self, "elem_type")?)),
            (
                MapField::InterleaveLayout,
                Operand::Imm(attr(self, "interleave_layout")?),
            ),
            (
                MapField::SwizzleMode,
                Operand::Imm(attr(self, "swizzle_mode")?),
            ),
            (MapField::FillMode, Operand::Imm(attr(self, "fill_mode")?)),
        ]);
        Ok(fields)
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
