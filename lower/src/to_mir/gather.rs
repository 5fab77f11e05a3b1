//! `tt.gather` and `tt.histogram`: ops whose elements move where the values of
//! a tensor say, through the CTA's shared memory.
//!
//! - `tt.gather %src[%idx] {axis}`: every thread stores the source elements
//!   it holds to a row-major scratch tile ([`Ctx::shared_stores`], as a
//!   layout conversion does), the CTA waits at a barrier, and every thread
//!   reads, for each result element it holds at coordinate `c`, the source
//!   at `c` with `c[axis]` replaced by its index element. The address is the
//!   thread's part of `c` without the axis (computed once in the prologue),
//!   plus the index times the axis stride, plus the register's constant part.
//!   This is Triton's `emitGatherThroughSharedMemory`; Triton's warp-local
//!   path (shuffles, where the source's axis lies in one warp, the layouts
//!   `efficient_layout` marks) is not done yet, so those gathers take this
//!   path too. The index is read modulo the axis size (a power of two): an
//!   index outside the axis, which Triton leaves undefined, reads some
//!   element of the tile and never outside it.
//! - `tt.histogram %x, %mask`: the bins are `num_bins` 32-bit counters in
//!   scratch. Every thread zeroes its share of them, the CTA waits at a
//!   barrier, every thread adds one with `atom.shared.add` for each input
//!   element it owns (copies held by other threads are counted once, by
//!   their owner) where the mask holds and the value is in `0..num_bins`
//!   (others fall in no bin, as in Triton's interpreter and in its later
//!   NVIDIA lowering; see `tilelift_interp`), the CTA waits again, and every
//!   thread reads the bins its result layout gives it. Triton counts within
//!   each warp first with ballots and popcounts and adds the warp's counts
//!   atomically; the result is the same.

use super::shared::{word_type, Target};
use super::tile::{Coord, MAX_RANK};
use super::{Ctx, RegVec, Result};
use hashbrown::HashSet;
use smallvec::SmallVec;
use tilelift_ir::{Inst, InstructionData, Value};
use tilelift_mir::{
    AtomicOp, BinaryOp, Cond, InstData, MemOrder, MemScope, MemSpace, Operand, Reg, TernaryOp, Type,
};

impl Ctx<'_> {
    /// `tt.gather` or `tt.histogram`.
    pub(super) fn lower_gather(&mut self, inst: Inst) -> Result<()> {
        match self.func.dfg.inst(inst) {
            InstructionData::Gather { args, axis, .. } => {
                self.gather_through_shared(args[0], args[1], *axis as usize)
            }
            InstructionData::Histogram { args, .. } => {
                let args: SmallVec<[Value; 2]> = args.iter().copied().collect();
                self.histogram(args[0], args.get(1).copied())
            }
            _ => Err(self.error("a malformed tt.gather or tt.histogram")),
        }
    }

    /// `tt.gather` through a row-major scratch tile of the source.
    fn gather_through_shared(&mut self, src: Value, idx: Value, axis: usize) -> Result<()> {
        let result = self.result();
        let src_ty = self.func.dfg.value_type(src);
        let elem = self.value_elem_type(result)?;
        let word = word_type(elem);
        let bytes = u64::from(word.bits() / 8);
        let total = self.types.num_elements(src_ty) as u64 * bytes;
        if total > u64::from(self.target.max_shared_bytes) {
            return Err(self.shared_limit("a tt.gather", total));
        }
        let s = self.layout_id(src_ty)?;
        let d = self.layout_id(self.func.dfg.value_type(result))?;
        if !(self.layouts.get(s).parts_disjoint() && self.layouts.get(d).parts_disjoint()) {
            return Err(self.unsupported("tt.gather over swizzled register layouts"));
        }
        let shape = self.types.shape(src_ty).to_vec();
        let mut strides = [0i64; MAX_RANK];
        let mut stride = 1i64;
        for dim in (0..shape.len()).rev() {
            strides[dim] = stride;
            stride *= shape[dim];
        }
        let at = self.scratch(total as u32) as i32;
        let values: RegVec = self.regs(src).iter().copied().collect();
        let values: RegVec = values.iter().map(|&v| self.pred_as_word(elem, v)).collect();
        let target = Target {
            sw: None,
            strides: None,
            region: at,
        };
        self.shared_stores(s, word, &values, target);
        self.b.ins(InstData::Barrier);
        let axis_bytes = strides[axis] as u64 * bytes;
        let mut others = strides;
        others[axis] = 0;
        let base = self.compute_thread_address(d, bytes, others);
        let idx_ty = self.value_elem_type(idx)?;
        let axis_mask = (shape[axis] - 1) as u64;
        let n = self.layouts.get(d).num_regs();
        let mut out = RegVec::with_capacity(n);
        for r in 0..n {
            let k = self.index_as_i32(idx_ty, self.reg(idx, r));
            let k = self
                .b
                .binary(BinaryOp::And, Type::I32, k, Operand::Imm(axis_mask));
            let addr = self.mad(Operand::Reg(k), axis_bytes, base);
            let offset = self.reg_offset_with(d, r, bytes, others) + at;
            out.push(self.load_shared_word(elem, addr, offset));
        }
        self.set(result, &out);
        Ok(())
    }

    /// An integer index element as an `i32` operand (wider ones truncated,
    /// narrower ones sign-extended).
    fn index_as_i32(&mut self, ty: Type, k: Reg) -> Operand {
        match ty {
            Type::I32 => self.b.operand(k),
            Type::Pred => {
                let one = self.select(Type::I32, k, Operand::Imm(1), Operand::Imm(0));
                Operand::Reg(one)
            }
            _ => Operand::Reg(self.convert(Type::I32, ty, true, None, k)),
        }
    }

    /// `a * scale + base` in `i32`.
    fn mad(&mut self, a: Operand, scale: u64, base: Reg) -> Reg {
        let dst = self.b.reg(Type::I32);
        self.b.ins(InstData::Ternary {
            op: TernaryOp::Mad,
            ty: Type::I32,
            dst,
            args: [a, Operand::Imm(scale), Operand::Reg(base)],
        });
        dst
    }

    /// `tt.histogram` of `x` under `mask` into the result's bins.
    fn histogram(&mut self, x: Value, mask: Option<Value>) -> Result<()> {
        let result = self.result();
        let res_ty = self.func.dfg.value_type(result);
        let bins = self.types.num_elements(res_ty) as u64;
        let total = bins * 4;
        if total > u64::from(self.target.max_shared_bytes) {
            return Err(self.shared_limit("a tt.histogram", total));
        }
        let s = self.layout_id(self.func.dfg.value_type(x))?;
        let d = self.layout_id(res_ty)?;
        if !self.layouts.get(d).parts_disjoint() {
            return Err(self.unsupported("tt.histogram into a swizzled register layout"));
        }
        let at = self.scratch(total as u32) as i32;
        let base = self.smem_base_reg();
        self.zero_bins(base, at, bins);
        self.b.ins(InstData::Barrier);
        self.count_into_bins(x, mask, s, base, at, bins)?;
        self.b.ins(InstData::Barrier);
        let n = self.layouts.get(d).num_regs();
        let addr = self.thread_address(d, 4);
        let mut out = RegVec::with_capacity(n);
        for r in 0..n {
            let offset = self.reg_offset(d, r, 4) + at;
            out.push(self.load_shared_word(Type::I32, addr, offset));
        }
        self.set(result, &out);
        Ok(())
    }

    /// Every thread stores 0 to bins `tid`, `tid + threads`, ... (modulo
    /// `bins`, a power of two: with fewer bins than threads, several threads
    /// zero one bin).
    fn zero_bins(&mut self, base: Reg, at: i32, bins: u64) {
        let threads = u64::from(self.threads.total());
        for k in 0..bins.div_ceil(threads) {
            let t = match k {
                0 => Operand::Reg(self.tid),
                _ => {
                    let t = Operand::Reg(self.tid);
                    Operand::Reg(self.b.binary(
                        BinaryOp::Add,
                        Type::I32,
                        t,
                        Operand::Imm(k * threads),
                    ))
                }
            };
            let bin = self
                .b
                .binary(BinaryOp::And, Type::I32, t, Operand::Imm(bins - 1));
            let addr = self.mad(Operand::Reg(bin), 4, base);
            self.b.ins(InstData::Store {
                space: MemSpace::Shared,
                ty: Type::I32,
                srcs: smallvec::smallvec![Operand::Imm(0)],
                addr,
                offset: at,
                pred: None,
                cache: Default::default(),
            });
        }
    }

    /// One atomic add per element of `x` (layout `s`) this thread owns, where
    /// `mask` holds and the value is a bin.
    fn count_into_bins(
        &mut self,
        x: Value,
        mask: Option<Value>,
        s: super::tile::LayoutId,
        base: Reg,
        at: i32,
        bins: u64,
    ) -> Result<()> {
        let ty = self.value_elem_type(x)?;
        let owner = self.owner_pred(Some(s));
        let regs: SmallVec<[Coord; 16]> = self.layouts.get(s).regs.iter().copied().collect();
        let mut seen: HashSet<Coord> = HashSet::with_capacity(regs.len());
        for (r, coord) in regs.iter().enumerate() {
            if !seen.insert(*coord) {
                continue;
            }
            let v = self.reg(x, r);
            let (cmp_ty, v_cmp) = match ty {
                Type::I64 => (Type::I64, self.b.operand(v)),
                _ => (Type::I32, self.index_as_i32(ty, v)),
            };
            let mut pred = self.cmp(Cond::ULt, cmp_ty, v_cmp, Operand::Imm(bins));
            for extra in [owner, mask.map(|m| self.reg(m, r))].into_iter().flatten() {
                pred = self.b.binary(
                    BinaryOp::And,
                    Type::Pred,
                    Operand::Reg(pred),
                    Operand::Reg(extra),
                );
            }
            let v32 = match ty {
                Type::I64 => Operand::Reg(self.convert(Type::I32, Type::I64, false, None, v)),
                _ => v_cmp,
            };
            let addr = self.mad(v32, 4, base);
            let addr = match at {
                0 => addr,
                _ => self.b.binary(
                    BinaryOp::Add,
                    Type::I32,
                    Operand::Reg(addr),
                    Operand::Imm(at as u64),
                ),
            };
            let dst = self.b.reg(Type::I32);
            self.b.ins(InstData::Atomic {
                space: MemSpace::Shared,
                op: AtomicOp::Add,
                ty: Type::I32,
                order: MemOrder::Relaxed,
                scope: MemScope::Cta,
                dst,
                addr,
                args: [Operand::Imm(1), Operand::Imm(0)],
                pred: Some(pred),
            });
        }
        Ok(())
    }
}
