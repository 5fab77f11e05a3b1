//! `tt.gather` and `tt.histogram`: ops whose elements move where the values of
//! a tensor say, through the CTA's shared memory (or, for a gather that stays
//! within each warp, by shuffles).
//!
//! - `tt.gather %src[%idx] {axis}`: every thread stores the source elements
//!   it holds to a row-major scratch tile ([`Ctx::shared_stores`], as a
//!   layout conversion does), the CTA waits at a barrier, and every thread
//!   reads, for each result element it holds at coordinate `c`, the source
//!   at `c` with `c[axis]` replaced by its index element. The address is the
//!   thread's part of `c` without the axis (computed once in the prologue),
//!   plus the index times the axis stride, plus the register's constant part.
//!   This is Triton's `emitGatherThroughSharedMemory`.
//!
//!   Where each warp holds whole source columns along the axis, in the
//!   columns its own result elements are in (the layouts Triton's
//!   `OptimizeGatherLayouts` gives, marked `efficient_layout`; checked on the
//!   layouts themselves, [`warp_gather_plan`]), the gather stays in the warp,
//!   as Triton's `emitWarpLocalGather` does: the source element of a result
//!   element is held by the lane whose bits along the axis are the index's
//!   and whose other bits are the thread's own, in the register whose other
//!   coordinates are the result register's; each candidate register (one per
//!   combination of the source's register bits along the axis) is read from
//!   that lane with `shfl.sync.idx`, and the index's register bits pick one.
//!   No shared memory, no barrier.
//!
//!   Either way the index is read modulo the axis size (a power of two): an
//!   index outside the axis, which Triton leaves undefined, reads some
//!   element of the source and never outside it.
//! - `tt.histogram %x, %mask`: the bins are `num_bins` 32-bit counters in
//!   scratch. Every thread zeroes its share of them, the CTA waits at a
//!   barrier, every thread adds one with `atom.shared.add` for each input
//!   element it owns (copies held by other threads are counted once, by
//!   their owner) where the mask holds and the value is in `0..num_bins`
//!   (others fall in no bin, as in Triton's interpreter and in its later
//!   NVIDIA lowering; see `tilelift_interp`), the CTA waits again, and every
//!   thread reads the bins its result layout gives it. Triton counts within
//!   each warp first with ballots and popcounts and adds the warp's counts
//!   atomically; the counts of values in range are the same.

use super::shared::{word_type, Target};
use super::tile::{Coord, TileLayout, MAX_RANK};
use super::{Ctx, RegVec, Result};
use hashbrown::HashSet;
use smallvec::SmallVec;
use tilelift_ir::{Inst, InstructionData, Value};
use tilelift_mir::{
    AtomicOp, BinaryOp, Cond, InstData, MemOrder, MemScope, MemSpace, Operand, Reg, ShuffleKind,
    TernaryOp, Type,
};

impl Ctx<'_> {
    /// `tt.gather` or `tt.histogram`.
    pub(super) fn lower_gather(&mut self, inst: Inst) -> Result<()> {
        match self.func.dfg.inst(inst) {
            InstructionData::Gather { args, axis, .. } => {
                let (src, idx, axis) = (args[0], args[1], *axis as usize);
                let s = self.layout_id(self.func.dfg.value_type(src))?;
                let d = self.layout_id(self.func.dfg.value_type(self.result()))?;
                let (sl, dl) = (self.layouts.get(s), self.layouts.get(d));
                match warp_gather_plan(sl, dl, axis) {
                    Some(plan) => self.gather_in_warp(src, idx, axis, &plan),
                    None => self.gather_through_shared(src, idx, axis),
                }
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

    /// `tt.gather` within each warp, by shuffles (see the module
    /// documentation and [`warp_gather_plan`]).
    fn gather_in_warp(
        &mut self,
        src: Value,
        idx: Value,
        axis: usize,
        plan: &WarpGather,
    ) -> Result<()> {
        let result = self.result();
        let elem = self.value_elem_type(result)?;
        let idx_ty = self.value_elem_type(idx)?;
        let size = self.types.shape(self.func.dfg.value_type(src))[axis];
        let lanes = self.threads.lanes;
        let lane_id = self.prologue_binary(
            BinaryOp::And,
            Operand::Reg(self.tid),
            Operand::Imm(u64::from(lanes - 1)),
        );
        let own = match plan.own_lanes {
            0 => Operand::Imm(0),
            mask => Operand::Reg(self.prologue_binary(
                BinaryOp::And,
                Operand::Reg(lane_id),
                Operand::Imm(u64::from(mask)),
            )),
        };
        let k_bits = size.trailing_zeros();
        let src_regs: RegVec = self.regs(src).iter().copied().collect();
        let n = plan.base_reg.len();
        let mut out = RegVec::with_capacity(n);
        for r in 0..n {
            let k = self.index_as_i32(idx_ty, self.reg(idx, r));
            let k = self
                .b
                .binary(BinaryOp::And, Type::I32, k, Operand::Imm((size - 1) as u64));
            let lane = self.bits_moved(own, k, k_bits, &plan.lane_moves);
            let pick = self.bits_moved(Operand::Imm(0), k, k_bits, &plan.reg_moves);
            let mut value = None;
            for a in 0..1usize << plan.reg_moves.len() {
                let q = plan.base_reg[r] ^ spread(a, &plan.reg_moves);
                let got =
                    self.shuffle_value(ShuffleKind::Idx, elem, src_regs[q], Operand::Reg(lane));
                value = Some(match value {
                    None => got,
                    Some(prev) => {
                        let want = spread(a, &plan.reg_moves) as u64;
                        let hit =
                            self.cmp(Cond::Eq, Type::I32, Operand::Reg(pick), Operand::Imm(want));
                        self.select(elem, hit, Operand::Reg(got), Operand::Reg(prev))
                    }
                });
            }
            out.push(value.expect("at least one candidate"));
        }
        self.set(result, &out);
        Ok(())
    }

    /// `base | sum of ((k >> from) & 1) << to` over `moves`, runs of
    /// consecutive bits moved by one shift, for `k` below `2^k_bits`.
    fn bits_moved(&mut self, base: Operand, k: Reg, k_bits: u32, moves: &[(u32, u32)]) -> Reg {
        let mut acc = base;
        let mut i = 0;
        while i < moves.len() {
            let (from, to) = moves[i];
            let mut len = 1;
            while i + len < moves.len() && moves[i + len] == (from + len as u32, to + len as u32) {
                len += 1;
            }
            let mut field = k;
            if from > 0 {
                let by = Operand::Imm(u64::from(from));
                field = self
                    .b
                    .binary(BinaryOp::ShrU, Type::I32, Operand::Reg(field), by);
            }
            if from + (len as u32) < k_bits {
                let low = Operand::Imm((1u64 << len) - 1);
                field = self
                    .b
                    .binary(BinaryOp::And, Type::I32, Operand::Reg(field), low);
            }
            if to > 0 {
                let by = Operand::Imm(u64::from(to));
                field = self
                    .b
                    .binary(BinaryOp::Shl, Type::I32, Operand::Reg(field), by);
            }
            acc = Operand::Reg(match acc {
                Operand::Imm(0) => field,
                _ => self
                    .b
                    .binary(BinaryOp::Or, Type::I32, acc, Operand::Reg(field)),
            });
            i += len;
        }
        match acc {
            Operand::Reg(r) => r,
            Operand::Imm(bits) => self.b.iconst(Type::I32, bits),
        }
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

/// How a warp-local gather finds its source elements ([`warp_gather_plan`]).
pub(super) struct WarpGather {
    /// The bits of the source lane taken from the thread's own lane id.
    own_lanes: u32,
    /// `(axis bit, lane bit)`: the axis coordinate's bits that select the
    /// source lane, in increasing order.
    lane_moves: Vec<(u32, u32)>,
    /// `(axis bit, register bit)`: those that select the source register.
    reg_moves: Vec<(u32, u32)>,
    /// For each result register, the source register of its coordinates
    /// other than the axis (and 0 along it).
    base_reg: Vec<usize>,
}

/// `a`'s bits spread to the register bits of `moves` (bit `i` of `a` to
/// `moves[i].1`).
fn spread(a: usize, moves: &[(u32, u32)]) -> usize {
    moves
        .iter()
        .enumerate()
        .filter(|(i, _)| a >> i & 1 == 1)
        .fold(0, |acc, (_, &(_, to))| acc | 1 << to)
}

/// Whether a gather along `axis` of a source in layout `s` into a result
/// (and index) in layout `d` stays within each warp, and how: every basis
/// of `s` maps to the axis only or off it only; its warps split no column;
/// each bit of the axis is one register or lane bit of `s`; `d`'s lanes and
/// warps cover the other dimensions as `s`'s do (so a thread's own lane bits
/// there name the lane holding its column); and each result register's
/// other coordinates are a source register's. `None` otherwise (the gather
/// then goes through shared memory).
pub(super) fn warp_gather_plan(s: &TileLayout, d: &TileLayout, axis: usize) -> Option<WarpGather> {
    let off_axis = |c: &Coord| {
        let mut o = *c;
        o[axis] = 0;
        o
    };
    let pure = |c: &Coord| c[axis] == 0 || off_axis(c) == [0; MAX_RANK];
    if !s.reg_bases.iter().chain(&s.threads).all(pure) {
        return None;
    }
    if s.warp_bases().iter().any(|c| c[axis] != 0) || s.threads.len() != d.threads.len() {
        return None;
    }
    if s.threads
        .iter()
        .zip(&d.threads)
        .any(|(a, b)| off_axis(a) != off_axis(b))
    {
        return None;
    }
    let n_bits = s.shape[axis].trailing_zeros();
    let (mut lane_moves, mut reg_moves) = (Vec::new(), Vec::new());
    for bit in 0..n_bits {
        let image = |c: &Coord| c[axis] == 1 << bit && off_axis(c) == [0; MAX_RANK];
        if let Some(i) = s.reg_bases.iter().position(image) {
            reg_moves.push((bit, i as u32));
        } else if let Some(j) = s.lane_bases().iter().position(image) {
            lane_moves.push((bit, j as u32));
        } else {
            return None;
        }
    }
    let own_lanes = s
        .lane_bases()
        .iter()
        .enumerate()
        .filter(|(_, c)| off_axis(c) != [0; MAX_RANK])
        .fold(0u32, |m, (j, _)| m | 1 << j);
    let mut base_reg = Vec::with_capacity(d.regs.len());
    for c in &d.regs {
        let want = off_axis(c);
        let q = s
            .regs
            .iter()
            .position(|sc| sc[axis] == 0 && off_axis(sc) == want)?;
        base_reg.push(q);
    }
    Some(WarpGather {
        own_lanes,
        lane_moves,
        reg_moves,
        base_reg,
    })
}
