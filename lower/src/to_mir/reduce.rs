//! `tt.reduce`: within a thread, across the lanes of a warp with butterfly
//! shuffles, and across warps through shared memory; the result in the slice
//! layout (or a scalar for a 1-D operand).
//!
//! 1. Registers whose elements differ only along the axis are combined in order
//!    of their coordinate along it, the lower one on the left.
//! 2. For each lane bit that moves along the axis (lowest first), each lane
//!    combines its value with that of the lane across the bit (`shfl.sync.bfly`);
//!    afterwards every lane of a group holds the group's result. With several
//!    operands (an argmax's value and index) the combine need not be
//!    commutative (a tie between NaNs, or a combine that takes one side on a
//!    tie), so each lane combines its own value on the left: the group's
//!    *leader* (its lane with every axis bit clear) then holds the lower
//!    indices on the left at every step, as the interpreter's tree has them,
//!    and the other lanes hold partial results that are dropped: where the
//!    warps do not split the axis, the leader's results are broadcast to its
//!    group (`shfl.sync.idx`) after the last step; where they do, only the
//!    leaders write them to scratch in step 3, as Triton's code does.
//!    (Ordering both sides in every lane instead costs two selects per
//!    operand and step: `rowargmax_f16_n1000_w4` ran at 1.36x Triton's time
//!    with them.)
//! 3. Where warps split the axis, every thread (of a reduction of several
//!    operands, every leader) writes its partial results to
//!    scratch at `[warp slot][output element]`, the CTA waits at a barrier, and
//!    each thread combines the slots of the output elements its result layout
//!    gives it, in order of their coordinate; a scalar result of one operand
//!    from four or more slots is read one slot a lane and combined by
//!    butterfly shuffles instead, as Triton's code does (fewer registers
//!    live; [`Ctx::read_slots_across_lanes`]). Where the result of one
//!    operand is read by one `ttg.convert_layout` alone, to a layout that
//!    gives each thread no more elements, the slots are read in that layout
//!    instead and the conversion is not made
//!    ([`Ctx::conversion_to_read_in`]). Where the warps do not split the
//!    axis, and the result layout gives each thread what it already holds,
//!    registers are renamed.
//!
//! The combine region is lowered inline each time it is applied: its block's
//! parameters are bound to the left and right registers and its `tt.reduce.return`
//! operands are the result.

use super::shared::word_type;
use super::tile::{flatten, remove_dim, Coord, TileLayout, MAX_RANK};

use super::{Ctx, RegVec, Result};
use smallvec::SmallVec;
use tilelift_ir::{Inst, InstructionData, Opcode, Region, Value};
use tilelift_mir::{BinaryOp, Cond, InstData, MemSpace, Operand, Reg, ShuffleKind, Type};

/// The registers of every operand at one position: one register per operand.
pub(super) type Pack = SmallVec<[Reg; 2]>;

/// Where a reduction's partial results lie in scratch.
#[derive(Copy, Clone)]
struct Slots {
    /// The shared-memory base address.
    base: Reg,
    /// The scratch offset.
    at: u32,
    /// Output elements per warp slot.
    n_out: u32,
}

/// What a reduction works on.
struct Reduction {
    operands: SmallVec<[Value; 2]>,
    tys: SmallVec<[Type; 2]>,
    axis: usize,
    region: Region,
    layout: TileLayout,
}

impl Ctx<'_> {
    /// `tt.reduce`.
    pub(super) fn lower_reduce(&mut self, inst: Inst) -> Result<()> {
        let r = self.reduction(inst)?;
        let groups = self.reduce_in_thread(&r)?;
        let mut groups = groups;
        let mut axis_lanes = 0u32;
        for bit in 0..r.layout.lane_bits {
            if r.layout.threads[bit][r.axis] != 0 {
                axis_lanes |= 1 << bit;
                for (_, pack) in groups.iter_mut() {
                    *pack = self.reduce_across_lanes(&r, pack, bit)?;
                }
            }
        }
        let warps_split = r.layout.warp_bases().iter().any(|c| c[r.axis] != 0);
        let leaders_hold = r.operands.len() > 1 && axis_lanes != 0;
        let results: Vec<Value> = self.func.dfg.inst_results(inst).to_vec();
        let out = if warps_split {
            // Only the leaders' results go to scratch: no broadcast first.
            let writers = leaders_hold.then_some(axis_lanes);
            if let Some((conversion, converted)) =
                self.conversion_to_read_in(&r, inst, results[0])?
            {
                let out = self.reduce_across_warps(&r, &groups, converted, writers)?;
                let regs: RegVec = out.iter().map(|p| p[0]).collect();
                self.set(converted, &regs);
                self.fused_conversion = Some(conversion);
                return Ok(());
            }
            self.reduce_across_warps(&r, &groups, results[0], writers)?
        } else {
            if leaders_hold {
                self.broadcast_from_leaders(&r, &mut groups, axis_lanes);
            }
            match self.rename_groups(&r, &groups, results[0])? {
                Some(out) => out,
                None => self.reduce_across_warps(&r, &groups, results[0], None)?,
            }
        };
        for (k, &res) in results.iter().enumerate() {
            let regs: RegVec = out.iter().map(|p| p[k]).collect();
            self.set(res, &regs);
        }
        Ok(())
    }

    /// Where a reduction across warps of one operand is read by one
    /// `ttg.convert_layout` alone, and the converted layout gives each thread
    /// no more elements than the result's: that conversion and its result.
    /// Step 3 then reads the warp slots in the converted layout, and the
    /// conversion (its own trip through shared memory and barrier) is not
    /// made: `rowsum2d_f32_n60_16x64_w4`'s 8 row sums a thread were read,
    /// stored again and read back one a thread for the store.
    fn conversion_to_read_in(
        &mut self,
        r: &Reduction,
        inst: Inst,
        result: Value,
    ) -> Result<Option<(Inst, Value)>> {
        if r.operands.len() != 1 {
            return Ok(None);
        }
        let Some(user) = self.sole_user(result) else {
            return Ok(None);
        };
        if self.func.dfg.inst(user).opcode() != Opcode::ConvertLayout {
            return Ok(None);
        }
        // It follows in the same block, and no conversion between (which
        // could fuse a pair of its own) or op with regions lies between.
        let mut at = self.func.order.next_inst(inst);
        while at != Some(user) {
            let Some(here) = at else {
                return Ok(None);
            };
            let data = self.func.dfg.inst(here);
            if data.opcode() == Opcode::ConvertLayout || !data.regions().is_empty() {
                return Ok(None);
            }
            at = self.func.order.next_inst(here);
        }
        let converted = self.func.dfg.inst_results(user)[0];
        let res_ty = self.func.dfg.value_type(result);
        let (from, to) = (
            self.layout_id(res_ty)?,
            self.layout_id(self.func.dfg.value_type(converted))?,
        );
        let fewer = self.layouts.get(to).num_regs() <= self.layouts.get(from).num_regs();
        Ok(fewer.then_some((user, converted)))
    }

    /// The one instruction that reads `value`, if exactly one does, once.
    fn sole_user(&self, value: Value) -> Option<Inst> {
        let mut found = None;
        for (inst, data) in self.func.dfg.insts() {
            if self.func.order.inst_block(inst).is_none() {
                continue;
            }
            match data.args().iter().filter(|&&a| a == value).count() {
                0 => {}
                1 if found.is_none() => found = Some(inst),
                _ => return None,
            }
        }
        found
    }

    fn reduction(&mut self, inst: Inst) -> Result<Reduction> {
        let InstructionData::ReduceScan {
            args, axis, region, ..
        } = self.func.dfg.inst(inst)
        else {
            return Err(self.unsupported("a malformed reduction"));
        };
        let operands: SmallVec<[Value; 2]> = args.iter().copied().collect();
        let ty = self.func.dfg.value_type(operands[0]);
        let src = self.layout_id(ty)?;
        let layout = self.layouts.get(src).clone();
        let axis = *axis as usize;
        let mixed = layout
            .threads
            .iter()
            .any(|c| c[axis] != 0 && (0..layout.rank).any(|d| d != axis && c[d] != 0));
        if !layout.parts_disjoint() || mixed {
            return Err(self.unsupported("a reduction over a swizzled layout"));
        }
        let mut tys = SmallVec::new();
        for &v in &operands {
            tys.push(self.value_elem_type(v)?);
        }
        Ok(Reduction {
            operands,
            tys,
            axis,
            region: *region,
            layout,
        })
    }

    /// Step 1: one pack per output coordinate (the axis coordinate zeroed), in
    /// order of first register; each combines its registers in order along the
    /// axis.
    fn reduce_in_thread(&mut self, r: &Reduction) -> Result<Vec<(Coord, Pack)>> {
        let mut members: Vec<(Coord, Vec<(i32, usize)>)> = Vec::new();
        for (i, c) in r.layout.regs.iter().enumerate() {
            let mut key = *c;
            key[r.axis] = 0;
            match members.iter_mut().find(|(k, _)| *k == key) {
                Some((_, list)) => list.push((c[r.axis], i)),
                None => members.push((key, vec![(c[r.axis], i)])),
            }
        }
        let mut groups: Vec<(Coord, Pack)> = Vec::with_capacity(members.len());
        for (key, mut list) in members {
            list.sort_unstable();
            let mut acc: Option<Pack> = None;
            for (_, i) in list {
                let pack: Pack = r.operands.iter().map(|&v| self.reg(v, i)).collect();
                acc = Some(match acc {
                    None => pack,
                    Some(left) => self.combine(r.region, &left, &pack)?,
                });
            }
            groups.push((key, acc.unwrap_or_default()));
        }
        Ok(groups)
    }

    /// Step 2 for lane bit `bit`.
    fn reduce_across_lanes(&mut self, r: &Reduction, pack: &Pack, bit: usize) -> Result<Pack> {
        let lane = Operand::Imm(1 << bit);
        let mut other = Pack::new();
        for (k, &v) in pack.iter().enumerate() {
            other.push(self.shuffle_value(ShuffleKind::Bfly, r.tys[k], v, lane));
        }
        // Own value on the left: right for the leaders (see the module docs).
        self.combine(r.region, pack, &other)
    }

    /// After step 2 of a reduction of several operands: every lane takes the
    /// results of its group's leader, the lane with the `axis_lanes` bits of
    /// its lane id clear.
    fn broadcast_from_leaders(
        &mut self,
        r: &Reduction,
        groups: &mut [(Coord, Pack)],
        axis_lanes: u32,
    ) {
        let lanes_mask = (1u64 << r.layout.lane_bits) - 1;
        let leader = self.b.reg(Type::I32);
        self.b.prologue(InstData::Binary {
            op: BinaryOp::And,
            ty: Type::I32,
            dst: leader,
            args: [
                Operand::Reg(self.tid),
                Operand::Imm(lanes_mask & !u64::from(axis_lanes)),
            ],
        });
        for (_, pack) in groups.iter_mut() {
            for (k, v) in pack.iter_mut().enumerate() {
                *v = self.shuffle_value(ShuffleKind::Idx, r.tys[k], *v, Operand::Reg(leader));
            }
        }
    }

    /// The result by renaming, where each thread already holds the results its
    /// layout gives it; `None` where it does not.
    fn rename_groups(
        &mut self,
        r: &Reduction,
        groups: &[(Coord, Pack)],
        result: Value,
    ) -> Result<Option<Vec<Pack>>> {
        let res_ty = self.func.dfg.value_type(result);
        if !self.types.is_tensor(res_ty) {
            return Ok((groups.len() == 1).then(|| vec![groups[0].1.clone()]));
        }
        let dst = self.layout_id(res_ty)?;
        let dst = self.layouts.get(dst);
        let zeroed = |c: &Coord| {
            let mut c = *c;
            c[r.axis] = 0;
            c
        };
        let same_threads = dst.threads.len() == r.layout.threads.len()
            && dst
                .threads
                .iter()
                .zip(&r.layout.threads)
                .all(|(d, s)| insert_dim(d, r.axis) == zeroed(s));
        if !same_threads {
            return Ok(None);
        }
        let mut out = Vec::with_capacity(dst.num_regs());
        for c in &dst.regs {
            let key = insert_dim(c, r.axis);
            match groups.iter().find(|(k, _)| *k == key) {
                Some((_, pack)) => out.push(pack.clone()),
                None => return Ok(None),
            }
        }
        Ok(Some(out))
    }

    /// Step 3: through shared memory.
    ///
    /// With `leaders` (the lane bits along the axis), only the lanes with
    /// those bits clear hold their group's results (a reduction of several
    /// operands, step 2 without its broadcast), and only they write them.
    fn reduce_across_warps(
        &mut self,
        r: &Reduction,
        groups: &[(Coord, Pack)],
        result: Value,
        leaders: Option<u32>,
    ) -> Result<Vec<Pack>> {
        let res_ty = self.func.dfg.value_type(result);
        let res_shape = self.types.shape(res_ty).to_vec();
        let n_out: u32 = res_shape.iter().product::<i64>().max(1) as u32;
        let bytes: Vec<u32> = r.tys.iter().map(|t| word_type(*t).bits() / 8).collect();
        let slots = self.num_warps;
        let regions: Vec<u32> = bytes
            .iter()
            .map(|b| (b * n_out * slots).next_multiple_of(16))
            .collect();
        let total: u32 = regions.iter().sum();
        if total > self.target.max_shared_bytes {
            return Err(self.shared_limit("a reduction", total.into()));
        }
        let mut region_start = self.scratch(total);
        let at = region_start;
        let base = self.smem_base_reg();
        // A leader: its lane id's bits along the axis clear.
        let pred = leaders.map(|lanes| self.tid_bits_clear(lanes));
        for (k, _) in r.operands.iter().enumerate() {
            let addr = self.slot_write_address(r, base, n_out, bytes[k], region_start);
            for (key, pack) in groups {
                let offset = flatten(&remove_dim(key, r.axis), &res_shape) as u32 * bytes[k];
                let word = self.pred_as_word(r.tys[k], pack[k]);
                self.b.ins(InstData::Store {
                    space: MemSpace::Shared,
                    ty: word_type(r.tys[k]),
                    srcs: smallvec::smallvec![Operand::Reg(word)],
                    addr,
                    offset: offset as i32,
                    pred,
                    cache: Default::default(),
                });
            }
            region_start += regions[k];
        }
        self.b.ins(InstData::Barrier);
        let layout = Slots { base, at, n_out };
        self.read_slots(r, layout, &bytes, &regions, result)
    }

    /// This thread's write address in region `start` for operands of `bytes`:
    /// its warp slot and its part of the output index.
    fn slot_write_address(
        &mut self,
        r: &Reduction,
        base: Reg,
        n_out: u32,
        bytes: u32,
        start: u32,
    ) -> Reg {
        let res_shape: SmallVec<[i64; 4]> = (0..r.layout.rank)
            .filter(|&d| d != r.axis)
            .map(|d| i64::from(r.layout.shape[d]))
            .collect();
        let values: SmallVec<[i32; 12]> = r
            .layout
            .threads
            .iter()
            .enumerate()
            .map(|(i, c)| {
                if c[r.axis] != 0 {
                    let lane_bits = r.layout.lane_bits;
                    if i >= lane_bits {
                        ((1u32 << (i - lane_bits)) * n_out * bytes) as i32
                    } else {
                        0
                    }
                } else {
                    (flatten(&remove_dim(c, r.axis), &res_shape) as u32 * bytes) as i32
                }
            })
            .collect();
        let part = super::program::bits_of_tid(&mut self.b, self.tid, &values);
        let dst = self.prologue_binary(BinaryOp::Add, Operand::Reg(base), Operand::Reg(part));
        self.prologue_binary(
            BinaryOp::Add,
            Operand::Reg(dst),
            Operand::Imm(u64::from(start)),
        )
    }

    /// Reads and combines the warp slots of each output element of the result
    /// layout.
    fn read_slots(
        &mut self,
        r: &Reduction,
        slots_at: Slots,
        bytes: &[u32],
        regions: &[u32],
        result: Value,
    ) -> Result<Vec<Pack>> {
        let Slots { base, at, n_out } = slots_at;
        let slots = self.warp_slots(r);
        let res_ty = self.func.dfg.value_type(result);
        let dst = self.tensor_layout_id(res_ty)?;
        if dst.is_none() && r.tys.len() == 1 && slots.len() >= 4 {
            return self.read_slots_across_lanes(r, slots_at, bytes[0]);
        }
        let n_regs = dst.map_or(1, |id| self.layouts.get(id).num_regs());
        let mut out = Vec::with_capacity(n_regs);
        for reg in 0..n_regs {
            let mut acc: Option<Pack> = None;
            for &slot in &slots {
                let mut pack = Pack::new();
                let mut start = at;
                for (k, &ty) in r.tys.iter().enumerate() {
                    let (addr, off) = match dst {
                        Some(id) => (
                            self.thread_address(id, u64::from(bytes[k])),
                            self.reg_offset(id, reg, u64::from(bytes[k])),
                        ),
                        None => (base, 0),
                    };
                    let offset = off + (start + slot * n_out * bytes[k]) as i32;
                    pack.push(self.load_shared_word(ty, addr, offset));
                    start += regions[k];
                }
                acc = Some(match acc {
                    None => pack,
                    Some(left) => self.combine(r.region, &left, &pack)?,
                });
            }
            out.push(acc.unwrap_or_default());
        }
        Ok(out)
    }

    /// [`Ctx::read_slots`] of a scalar result of one operand from `n >= 4`
    /// slots: lane `l` reads slot `l % n` (the slot whose warp bits are the
    /// low bits of `l`), and butterfly shuffles over those lane bits combine
    /// the `n` partial results, as step 2 does within a warp. One load
    /// instead of `n`, and one partial result live instead of `n`:
    /// `sglang_row_logsumexp` (8 warps, 64 loaded elements a thread live
    /// across the reduction) read its 8 slots as two 16-byte loads, which
    /// took ptxas to 88 registers against the 80 of Triton's code, whose
    /// cross-warp step is this one. The slots combine in a tree rather than
    /// in order, which a commutative combine does not notice in any lane
    /// (a several-operand reduction keeps the ordered reads).
    fn read_slots_across_lanes(
        &mut self,
        r: &Reduction,
        slots_at: Slots,
        bytes: u32,
    ) -> Result<Vec<Pack>> {
        let Slots { base, at, n_out } = slots_at;
        let mask = self.slot_mask(r);
        // Lane bit `i` stands for the `i`-th set bit of `mask` (a warp bit):
        // its slot's offset.
        let values: SmallVec<[i32; 8]> = (0..32)
            .filter(|b| mask >> b & 1 != 0)
            .map(|b| ((1u32 << b) * n_out * bytes) as i32)
            .collect();
        let part = super::program::bits_of_tid(&mut self.b, self.tid, &values);
        let addr = self.prologue_binary(BinaryOp::Add, Operand::Reg(base), Operand::Reg(part));
        let mut pack: Pack = smallvec::smallvec![self.load_shared_word(r.tys[0], addr, at as i32)];
        for bit in 0..values.len() {
            pack = self.reduce_across_lanes(r, &pack, bit)?;
        }
        Ok(vec![pack])
    }

    /// The warp bits along the reduction's axis: a warp slot holds partial
    /// results for each set of them.
    fn slot_mask(&self, r: &Reduction) -> u32 {
        r.layout
            .warp_bases()
            .iter()
            .enumerate()
            .filter(|(_, c)| c[r.axis] != 0)
            .fold(0, |m, (i, _)| m | 1 << i)
    }

    /// The warp slots that hold partial results (`warp & axis bits`), in order of
    /// their coordinate along the axis.
    fn warp_slots(&self, r: &Reduction) -> Vec<u32> {
        let warp_bases: Vec<i32> = r.layout.warp_bases().iter().map(|c| c[r.axis]).collect();
        let mask = self.slot_mask(r);
        let mut slots: Vec<(i32, u32)> = (0..self.num_warps)
            .filter(|w| w & !mask == 0)
            .map(|w| {
                let along = warp_bases
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| w >> i & 1 != 0)
                    .fold(0, |a, (_, &v)| a ^ v);
                (along, w)
            })
            .collect();
        slots.sort();
        slots.into_iter().map(|(_, w)| w).collect()
    }

    /// Applies the combine region to `left` and `right`.
    pub(super) fn combine(&mut self, region: Region, left: &[Reg], right: &[Reg]) -> Result<Pack> {
        let saved = self.inst;
        let block = self
            .func
            .order
            .entry_block(region)
            .ok_or_else(|| self.error("an empty combine region"))?;
        let params: SmallVec<[Value; 4]> =
            self.func.dfg.block_params(block).iter().copied().collect();
        if params.len() != left.len() + right.len() {
            return Err(self.error("a combine region whose parameters do not match"));
        }
        for (&p, &reg) in params.iter().zip(left.iter().chain(right)) {
            self.set(p, &[reg]);
        }
        let term = self
            .lower_block(block)?
            .ok_or_else(|| self.error("a combine region without a terminator"))?;
        let out: Pack = self
            .func
            .dfg
            .inst(term)
            .args()
            .iter()
            .map(|&v| self.reg(v, 0))
            .collect();
        self.inst = saved;
        if let Some(i) = saved {
            self.set_origin(i);
        }
        Ok(out)
    }

    /// `value` of lane `lane_id op lane` (`ty` of any width).
    pub(super) fn shuffle_value(
        &mut self,
        kind: ShuffleKind,
        ty: Type,
        value: Reg,
        lane: Operand,
    ) -> Reg {
        match ty.class() {
            tilelift_mir::RegClass::B32 => self.shuffle32(kind, value, lane),
            tilelift_mir::RegClass::Pred => {
                let w = self.select(Type::I32, value, Operand::Imm(1), Operand::Imm(0));
                let s = self.shuffle32(kind, w, lane);
                self.cmp(Cond::Ne, Type::I32, Operand::Reg(s), Operand::Imm(0))
            }
            tilelift_mir::RegClass::B16 => {
                let packed = self.b.reg(Type::I32);
                self.b.ins(InstData::Pack {
                    dst: packed,
                    srcs: [value, value],
                });
                let s = self.shuffle32(kind, packed, lane);
                let dsts = [self.b.reg(ty), self.b.reg(ty)];
                self.b.ins(InstData::Unpack { dsts, src: s });
                dsts[0]
            }
            tilelift_mir::RegClass::B64 => self.shuffle64(kind, ty, value, lane),
        }
    }

    fn shuffle32(&mut self, kind: ShuffleKind, src: Reg, lane: Operand) -> Reg {
        let dst = self.b.reg(self.b.reg_type(src));
        self.b.ins(InstData::Shuffle {
            kind,
            dst,
            src,
            lane,
        });
        dst
    }

    fn shuffle64(&mut self, kind: ShuffleKind, ty: Type, value: Reg, lane: Operand) -> Reg {
        use tilelift_mir::{BinaryOp, UnaryOp};
        let bits = if ty == Type::I64 {
            value
        } else {
            self.b.unary(UnaryOp::Mov, Type::I64, Operand::Reg(value))
        };
        let lo = self.convert(Type::I32, Type::I64, false, None, bits);
        let hi64 = self.b.binary(
            BinaryOp::ShrU,
            Type::I64,
            Operand::Reg(bits),
            Operand::Imm(32),
        );
        let hi = self.convert(Type::I32, Type::I64, false, None, hi64);
        let (lo, hi) = (
            self.shuffle32(kind, lo, lane),
            self.shuffle32(kind, hi, lane),
        );
        let lo = self.convert(Type::I64, Type::I32, false, None, lo);
        let hi = self.convert(Type::I64, Type::I32, false, None, hi);
        let hi = self
            .b
            .binary(BinaryOp::Shl, Type::I64, Operand::Reg(hi), Operand::Imm(32));
        let joined = self
            .b
            .binary(BinaryOp::Or, Type::I64, Operand::Reg(hi), Operand::Reg(lo));
        if ty == Type::I64 {
            joined
        } else {
            self.b.unary(UnaryOp::Mov, ty, Operand::Reg(joined))
        }
    }
}

/// `c` (of rank `r - 1`) with a zero inserted at `axis`.
fn insert_dim(c: &Coord, axis: usize) -> Coord {
    let mut out = [0; MAX_RANK];
    let mut j = 0;
    for (d, o) in out.iter_mut().enumerate() {
        if d == axis {
            continue;
        }
        *o = c.get(j).copied().unwrap_or(0);
        j += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dims() {
        assert_eq!(insert_dim(&[3, 5, 0, 0], 1), [3, 0, 5, 0]);
    }
}
