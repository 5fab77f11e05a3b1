//! `tt.descriptor_load` of a descriptor that the tensor memory accelerator
//! accesses ([`tilelift_ir::tma`]): whole blocks copied from global to shared
//! memory by `cp.async.bulk.tensor`, one thread issuing them, then read by
//! every thread. (Stored descriptors keep pointers: `tilelift_ir::tma` says why.)
//!
//! ```text
//! bar := a fresh mbarrier beside the block's scratch tile
//! leader: mbarrier.init bar, 1;  barrier
//! leader: mbarrier.arrive.expect_tx bar, bytes; copies of each box
//! all:    wait for bar's phase 0; ld.shared of the thread's elements
//! barrier; leader: mbarrier.inval bar
//! ```
//!
//! The block lies in shared memory as [`TmaBox`] says: Triton's
//! `#ttg.nvmma_shared` layout, the hardware's swizzle, which
//! [`Swizzle::nvmma_width`] describes to the reads and writes of the
//! threads. A load that a pipelined loop copies into its ring goes through
//! [`super::pipeline`] instead, straight into the stage its `wgmma` reads.
//! The leader is thread 0 (Triton's code elects one lane of warp 0).
//!
//! Coordinates: the op's are outermost first, the instruction's innermost
//! first; box `k` of a block whose rows are wider than the swizzle starts
//! `k * box_inner` elements further along the innermost dimension and lies
//! `k * box_bytes` further in shared memory.

use super::swizzle::Swizzle;
use super::{Ctx, RegVec, Result};
use tilelift_ir::tma::{tma_box, TmaBox};
use tilelift_ir::{Inst, InstructionData, Opcode, Value, ValueDef};
use tilelift_mir::{
    BinaryOp, Cond, Coords, InstData, MapField, MemSpace, Operand, Reg, SmemAddr, SpecialReg,
    TmaOp, Type,
};

impl Ctx<'_> {
    /// `tt.make_tensor_descriptor` or `tt.descriptor_load` of a TMA descriptor.
    pub(super) fn lower_tma(&mut self, inst: Inst) -> Result<()> {
        let args: Vec<Value> = self.func.dfg.inst(inst).args().to_vec();
        if self.func.dfg.inst(inst).opcode() == Opcode::MakeTensorDescriptor {
            return self.tma_make(inst);
        }
        let tb = self.tma_box_of(args[0])?;
        let rank = tb.block.len();
        let coords = &args[1..=rank];
        match self.func.dfg.inst(inst).opcode() {
            Opcode::DescriptorLoad => self.tma_load(args[0], coords, &tb),
            // `tilelift_ir::tma::tma_descriptors` leaves no stored descriptor to TMA.
            _ => Err(self.unsupported("tt.descriptor_store through the TMA")),
        }
    }

    /// The [`TmaBox`] of descriptor `desc`.
    pub(super) fn tma_box_of(&self, desc: Value) -> Result<TmaBox> {
        tma_box(self.types, self.func.dfg.value_type(desc))
            .ok_or_else(|| self.error("a TMA descriptor whose block no tensor map moves"))
    }

    /// How the block lies in shared memory, to the threads' reads and
    /// writes: swizzled, or row-major (`None`).
    pub(super) fn tma_swizzle(&self, tb: &TmaBox) -> Option<Swizzle> {
        let inner = tb.block[tb.block.len() - 1];
        match tb.swizzle {
            0 => None,
            w => Swizzle::nvmma_width(tb.rows(), inner, tb.elem_bytes, w),
        }
    }

    /// Where `v` is a TMA descriptor's loaded block (`tt.descriptor_load`),
    /// or that block through a `tt.trans` (attention's `k`, the `b` of
    /// `a @ b.T`): whether a `wgmma` operand tile of `v` is the transposed
    /// tensor's. A pipelined loop's TMA copies leave the block row-major in
    /// shared memory ([`super::pipeline`]), so its operand tile lies that
    /// way round whatever the registers' layout.
    pub(super) fn tma_tile_transposed(&self, v: Value) -> Option<bool> {
        let ValueDef::Result(inst, _) = self.func.dfg.value_def(v) else {
            return None;
        };
        let data = self.func.dfg.inst(inst);
        match data.opcode() {
            Opcode::DescriptorLoad => Some(false),
            Opcode::Trans => {
                let ValueDef::Result(inner, _) = self.func.dfg.value_def(data.args()[0]) else {
                    return None;
                };
                (self.func.dfg.inst(inner).opcode() == Opcode::DescriptorLoad).then_some(true)
            }
            _ => None,
        }
    }

    /// `tt.make_tensor_descriptor`: the tensor map made in this program's
    /// slot of the global scratch memory, as Triton's code makes it: zeroed
    /// in shared memory by warp 0, each field set by the leader
    /// (`tensormap.replace`), copied to global memory and released to the
    /// tensor-map proxy by warp 0 (`tensormap.cp_fenceproxy`), acquired
    /// there (`fence.proxy.tensormap`) by warp 0, which holds the leader
    /// that issues every TMA copy. The descriptor is the map's global
    /// address.
    fn tma_make(&mut self, inst: Inst) -> Result<()> {
        let InstructionData::Descriptor { nan_padding, .. } = self.func.dfg.inst(inst) else {
            return Err(self.error("a tt.make_tensor_descriptor without its operands"));
        };
        let nan = *nan_padding;
        let args: Vec<Value> = self.func.dfg.inst(inst).args().to_vec();
        let result = self.result();
        let tb = self.tma_box_of(result)?;
        let rank = tb.block.len();
        let map = self.global_scratch_slot(128)?;
        let mut fields = vec![
            (MapField::GlobalAddress, Operand::Reg(self.reg(args[0], 0))),
            (MapField::Rank, Operand::Imm(rank as u64 - 1)),
        ];
        for d in 0..rank {
            // Field dimension d is the tensor's dimension rank - 1 - d.
            let k = rank - 1 - d;
            let d8 = d as u8;
            fields.push((
                MapField::BoxDim(d8),
                Operand::Imm(u64::from(tb.box_dims[k])),
            ));
            fields.push((
                MapField::GlobalDim(d8),
                Operand::Reg(self.reg(args[1 + k], 0)),
            ));
            fields.push((MapField::ElementStride(d8), Operand::Imm(1)));
            if d > 0 {
                let stride = self.reg(args[1 + rank + k], 0);
                let bytes = self.b.binary(
                    BinaryOp::Mul,
                    Type::I64,
                    Operand::Reg(stride),
                    Operand::Imm(u64::from(tb.elem_bytes)),
                );
                fields.push((MapField::GlobalStride(d8 - 1), Operand::Reg(bytes)));
            }
        }
        fields.extend([
            (MapField::ElemType, Operand::Imm(u64::from(tb.elem_type))),
            (MapField::InterleaveLayout, Operand::Imm(0)),
            (
                MapField::SwizzleMode,
                Operand::Imm(u64::from(tb.swizzle_mode())),
            ),
            (MapField::FillMode, Operand::Imm(u64::from(nan))),
        ]);
        self.write_tensor_map(map, &fields);
        self.acquire_tensor_map(map);
        self.set(result, &[map]);
        Ok(())
    }

    /// The next `bytes` (a multiple of 128) of this program's global scratch
    /// memory, in the order the kernel takes them (see `global_scratch` in
    /// [`super::Ctx::lower_params`]'s setup).
    pub(super) fn global_scratch_slot(&mut self, bytes: u32) -> Result<Reg> {
        let Some((scratch, at)) = self.global_scratch else {
            return Err(self.error("global scratch memory the kernel was not given"));
        };
        self.global_scratch = Some((scratch, at + bytes));
        Ok(self.program_scratch(scratch, at))
    }

    /// A tensor map of these fields written to global memory at `map`, as
    /// Triton's code writes one: zeroed in shared memory by warp 0, each
    /// field set by the leader (`tensormap.replace`), copied to global memory
    /// and released to the tensor-map proxy by warp 0
    /// (`tensormap.cp_fenceproxy`).
    pub(super) fn write_tensor_map(&mut self, map: Reg, fields: &[(MapField, Operand)]) {
        let smem = self.scratch_aligned(128, 128);
        let base = self.smem_base_reg();
        let at = SmemAddr {
            reg: base,
            offset: smem as i32,
        };
        // Warp 0 zeroes the 128 bytes, a word a lane.
        let warp0 = self.warp0();
        let lane4 = self.b.binary(
            BinaryOp::Shl,
            Type::I32,
            Operand::Reg(self.tid),
            Operand::Imm(2),
        );
        let addr = self.b.binary(
            BinaryOp::Add,
            Type::I32,
            Operand::Reg(base),
            Operand::Reg(lane4),
        );
        self.b.ins(InstData::Store {
            space: MemSpace::Shared,
            ty: Type::I32,
            srcs: smallvec::smallvec![Operand::Imm(0)],
            addr,
            offset: smem as i32,
            pred: Some(warp0),
            cache: Default::default(),
        });
        self.b.ins(InstData::Barrier);
        let leader = self.leader();
        for &(field, value) in fields {
            self.tma(TmaOp::MapReplace {
                map: at,
                field,
                value,
                pred: Some(leader),
            });
        }
        self.b.ins(InstData::Barrier);
        self.tma(TmaOp::MapCopy {
            dst: map,
            src: at,
            pred: Some(warp0),
        });
    }

    /// The tensor map at `map` acquired by the tensor-map proxy
    /// (`fence.proxy.tensormap`) by warp 0, which holds the leader that
    /// issues every TMA copy, the other warps waiting for it.
    pub(super) fn acquire_tensor_map(&mut self, map: Reg) {
        let warp0 = self.warp0();
        self.tma(TmaOp::MapAcquire {
            map,
            pred: Some(warp0),
        });
        self.b.ins(InstData::Barrier);
    }

    /// The predicate "this thread is in warp 0".
    fn warp0(&mut self) -> Reg {
        self.cmp(
            Cond::ULt,
            Type::I32,
            Operand::Reg(self.tid),
            Operand::Imm(32),
        )
    }

    /// `scratch + program * per_program + offset` (`i64`): this program's
    /// bytes at `offset` of the global scratch memory, the program numbered
    /// `x + nx * (y + ny * z)` as Triton's launcher lays the slots out.
    fn program_scratch(&mut self, scratch: Reg, offset: u32) -> Reg {
        let special = |cx: &mut Self, reg: SpecialReg| {
            let dst = cx.b.reg(Type::I32);
            cx.b.ins(InstData::Special { dst, reg });
            dst
        };
        let (x, y, z) = (
            special(self, SpecialReg::CtaId(0)),
            special(self, SpecialReg::CtaId(1)),
            special(self, SpecialReg::CtaId(2)),
        );
        let (nx, ny) = (
            special(self, SpecialReg::NCtaId(0)),
            special(self, SpecialReg::NCtaId(1)),
        );
        let mul = |cx: &mut Self, ty: Type, a: Reg, b: Operand| {
            cx.b.binary(BinaryOp::Mul, ty, Operand::Reg(a), b)
        };
        let add = |cx: &mut Self, ty: Type, a: Reg, b: Operand| {
            cx.b.binary(BinaryOp::Add, ty, Operand::Reg(a), b)
        };
        let zy = mul(self, Type::I32, z, Operand::Reg(ny));
        let zy = add(self, Type::I32, zy, Operand::Reg(y));
        let id = mul(self, Type::I32, zy, Operand::Reg(nx));
        let id = add(self, Type::I32, id, Operand::Reg(x));
        let wide = self.convert(Type::I64, Type::I32, false, None, id);
        let per = u64::from(self.b.global_scratch);
        let bytes = mul(self, Type::I64, wide, Operand::Imm(per));
        let at = add(self, Type::I64, bytes, Operand::Reg(scratch));
        self.b.binary(
            BinaryOp::Add,
            Type::I64,
            Operand::Reg(at),
            Operand::Imm(u64::from(offset)),
        )
    }

    /// The predicate "this thread is thread 0", made once in the prologue.
    pub(super) fn leader(&mut self) -> Reg {
        if let Some(p) = self.leader {
            return p;
        }
        let dst = self.b.reg(Type::Pred);
        self.b.prologue(InstData::Cmp {
            cond: Cond::Eq,
            ty: Type::I32,
            dst,
            args: [Operand::Reg(self.tid), Operand::Imm(0)],
        });
        self.leader = Some(dst);
        dst
    }

    /// The copies of `desc`'s block at `coords` (registers, outermost first)
    /// into shared memory at `dst`, completing on barrier `bar`, issued where
    /// `pred` holds.
    pub(super) fn tma_copies_in(
        &mut self,
        desc: Value,
        coords: &[Reg],
        tb: &TmaBox,
        dst: SmemAddr,
        bar: SmemAddr,
        pred: Reg,
    ) {
        let map = self.reg(desc, 0);
        for k in 0..tb.boxes() {
            let coords = self.box_coords(coords, tb, k);
            let dst = SmemAddr {
                reg: dst.reg,
                offset: dst.offset + (k * tb.box_bytes()) as i32,
            };
            let op = TmaOp::Load {
                map,
                coords,
                dst,
                bar,
                pred: Some(pred),
            };
            self.b.ins(InstData::Tma(Box::new(op)));
        }
    }

    /// The instruction's coordinates of box `k` of the block at `coords`
    /// (outermost first): innermost first, the innermost moved to the box.
    pub(super) fn box_coords(&mut self, coords: &[Reg], tb: &TmaBox, k: u32) -> Coords {
        let mut out: Coords = coords.iter().rev().copied().collect();
        if k > 0 {
            out[0] = self.b.binary(
                BinaryOp::Add,
                Type::I32,
                Operand::Reg(out[0]),
                Operand::Imm(u64::from(k * tb.box_inner())),
            );
        }
        out
    }

    /// An [`InstData::Tma`].
    pub(super) fn tma(&mut self, op: TmaOp) {
        self.b.ins(InstData::Tma(Box::new(op)));
    }

    /// A load of the block through a scratch tile (see the module docs).
    fn tma_load(&mut self, desc: Value, coords: &[Value], tb: &TmaBox) -> Result<()> {
        let result = self.result();
        let elem = self.value_elem_type(result)?;
        let id = self.layout_id(self.func.dfg.value_type(result))?;
        let coords: RegVec = coords.iter().map(|&c| self.reg(c, 0)).collect();
        let bytes = tb.bytes();
        let region = self.scratch_aligned(bytes + 8, tb.align());
        let base = self.smem_base_reg();
        let leader = self.leader();
        let bar = SmemAddr {
            reg: base,
            offset: (region + bytes) as i32,
        };
        self.tma(TmaOp::MbarrierInit {
            bar,
            count: 1,
            pred: Some(leader),
        });
        self.b.ins(InstData::Barrier);
        self.tma(TmaOp::MbarrierExpectTx {
            bar,
            bytes,
            pred: Some(leader),
        });
        let dst = SmemAddr {
            reg: base,
            offset: region as i32,
        };
        self.tma_copies_in(desc, &coords, tb, dst, bar, leader);
        self.tma(TmaOp::MbarrierWait {
            bar,
            parity: Operand::Imm(0),
        });
        let sw = self.tma_swizzle(tb);
        let out = self.shared_loads(id, super::shared::word_type(elem), sw, region as i32, None);
        // Every thread has waited before the barrier is invalidated (and its
        // bytes given back to later scratch users).
        self.b.ins(InstData::Barrier);
        self.tma(TmaOp::MbarrierInval {
            bar,
            pred: Some(leader),
        });
        self.set(result, &out);
        Ok(())
    }
}
