//! `tt.scan` (inclusive, forward or `reverse`): within a thread, across lanes
//! with `shfl.sync.up` (`down` for a reverse scan), across warps and register
//! repetitions through shared memory.
//!
//! The lowering needs the blocked shape of the axis: its coordinate is
//!
//! ```text
//! chunk + lane_axis * 2^s + warp_axis * 2^(s + k) + rep * 2^(s + k + w)
//! ```
//!
//! with `chunk` the `2^s` consecutive elements of a thread (register bits at
//! any position), `lane_axis` `k` consecutive lane bits (from any first lane
//! bit: a shuffle moves by that bit's lane stride), `warp_axis` `w` warp bits
//! and `rep` the remaining register bits; every basis moves along the axis alone
//! or not at all. Every `#ttg.blocked` layout, of any rank, `order` and axis,
//! has this shape (as in Triton, whose scan takes blocked layouts only);
//! anything else is `unsupported`. Elements with the same coordinates off the
//! axis form independent lines; a register that holds a copy of another's
//! element (a zero register basis) takes that register's result.
//!
//! In scan order (increasing coordinate, or decreasing for `reverse`) the running
//! value is always on the left of the combine:
//!
//! 1. each thread scans its chunk;
//! 2. the chunk totals are scanned across the lanes (Hillis-Steele: `k` steps of
//!    shuffle by `2^i` and combine where the source lane exists), and each
//!    element is combined with the previous lane's inclusive total;
//! 3. where there are several warps or repetitions along the axis, each warp's
//!    total (its last lane's) goes to a scratch slot per (line, rep, warp); after
//!    a barrier each thread combines the slots before its own, in scan order, and
//!    applies that carry to its elements.

use super::reduce::Pack;
use super::shared::word_type;
use super::tile::{Coord, TileLayout, MAX_RANK};
use super::{Ctx, RegVec, Result};
use smallvec::SmallVec;
use tilelift_ir::{Inst, InstructionData, Region, Value};
use tilelift_mir::{BinaryOp, Cond, InstData, MemSpace, Operand, Reg, ShuffleKind, Type};

/// The axis's bit structure (see the module doc).
struct Axis {
    axis: usize,
    /// Register bits of the chunk (`s`).
    s: u32,
    /// Lane bits along the axis (`k` consecutive lane bits).
    k: u32,
    /// The first of them.
    lane_shift: u32,
    /// Thread-id bits of the warps along the axis, in order of their image.
    warp_bits: SmallVec<[u32; 5]>,
    /// Whether the scan runs from the end.
    reverse: bool,
}

/// The scratch slots of a scan: per operand, its type, its word's bytes and
/// this thread's line's base address.
struct Slots<'a> {
    tys: &'a [Type],
    bytes: &'a [u32],
    addrs: &'a [Reg],
}

/// A carry: whether it holds (a predicate), and its value.
type Carry = (Reg, Pack);

/// The registers of one line: its chunks (repetitions) in scan order, each
/// register of a chunk in scan order.
type Line = Vec<Vec<usize>>;

/// Where a chunk's slots are.
#[derive(Copy, Clone)]
struct Chunk {
    line: usize,
    rep: usize,
    slots_per_line: u32,
}

impl Axis {
    fn n_slots_per_rep(&self) -> u32 {
        1 << self.warp_bits.len()
    }
}

impl Ctx<'_> {
    /// `tt.scan`.
    pub(super) fn lower_scan(&mut self, inst: Inst) -> Result<()> {
        let InstructionData::ReduceScan {
            args,
            axis,
            reverse,
            region,
            ..
        } = self.func.dfg.inst(inst)
        else {
            return Err(self.unsupported("a malformed scan"));
        };
        let (region, reverse, axis) = (*region, *reverse, *axis as usize);
        let operands: SmallVec<[Value; 2]> = args.iter().copied().collect();
        let layout = self.layout(self.func.dfg.value_type(operands[0]))?.clone();
        let ax = axis_structure(&layout, axis, reverse)
            .ok_or_else(|| self.unsupported("tt.scan over this layout"))?;
        let mut tys: SmallVec<[Type; 2]> = SmallVec::new();
        for &v in &operands {
            tys.push(self.value_elem_type(v)?);
        }
        let mut elems: Vec<Pack> = (0..layout.num_regs())
            .map(|i| operands.iter().map(|&v| self.reg(v, i)).collect())
            .collect();
        let (lines, copies) = scan_lines(&layout, &ax);
        let mut totals: Vec<(usize, u32, Pack)> = Vec::new();
        for (line, reps) in lines.iter().enumerate() {
            for (rep, regs) in reps.iter().enumerate() {
                let total = self.scan_chunk_and_lanes(region, &ax, &tys, regs, &mut elems)?;
                totals.push((line, rep as u32, total));
            }
        }
        let n_reps = lines.first().map_or(1, |r| r.len() as u32);
        if n_reps > 1 || !ax.warp_bits.is_empty() {
            self.scan_across_warps(region, &ax, &tys, &layout, &lines, &totals, &mut elems)?;
        }
        for (copy, orig) in copies {
            elems[copy] = elems[orig].clone();
        }
        let results: Vec<Value> = self.func.dfg.inst_results(inst).to_vec();
        for (k, &res) in results.iter().enumerate() {
            let regs: RegVec = elems.iter().map(|p| p[k]).collect();
            self.set(res, &regs);
        }
        Ok(())
    }

    /// Steps 1 and 2 for one chunk (`regs`, in scan order); returns the warp's
    /// total for the chunk (that of its last lane in scan order).
    fn scan_chunk_and_lanes(
        &mut self,
        region: Region,
        ax: &Axis,
        tys: &[Type],
        regs: &[usize],
        elems: &mut [Pack],
    ) -> Result<Pack> {
        for w in regs.windows(2) {
            let (prev, cur) = (elems[w[0]].clone(), elems[w[1]].clone());
            elems[w[1]] = self.combine(region, &prev, &cur)?;
        }
        let last = regs[regs.len() - 1];
        let mut t = elems[last].clone();
        if ax.k == 0 {
            return Ok(t);
        }
        let kind = if ax.reverse {
            ShuffleKind::Down
        } else {
            ShuffleKind::Up
        };
        let lane_pos = self.lane_scan_pos(ax);
        for i in 0..ax.k {
            let y = self.shuffle_pack(kind, tys, &t, 1 << (i + ax.lane_shift));
            let sum = self.combine(region, &y, &t)?;
            let has = self.cmp(
                Cond::UGe,
                Type::I32,
                Operand::Reg(lane_pos),
                Operand::Imm(1 << i),
            );
            t = self.select_pack(tys, has, &sum, &t);
        }
        let prev = self.shuffle_pack(kind, tys, &t, 1 << ax.lane_shift);
        let has_prev = self.cmp(Cond::Ne, Type::I32, Operand::Reg(lane_pos), Operand::Imm(0));
        for &r in regs {
            let e = elems[r].clone();
            let with = self.combine(region, &prev, &e)?;
            elems[r] = self.select_pack(tys, has_prev, &with, &e);
        }
        let last_lane = self.last_lane(ax);
        Ok(tys
            .iter()
            .zip(&t)
            .map(|(&ty, &v)| self.shuffle_value(ShuffleKind::Idx, ty, v, Operand::Reg(last_lane)))
            .collect())
    }

    /// This lane's position along the axis in scan order (`0..2^k`).
    fn lane_scan_pos(&mut self, ax: &Axis) -> Reg {
        let mask = (1u64 << ax.k) - 1;
        let mut lane = self.tid;
        if ax.lane_shift != 0 {
            let by = Operand::Imm(u64::from(ax.lane_shift));
            lane = self.prologue_binary(BinaryOp::ShrU, Operand::Reg(lane), by);
        }
        let la = self.prologue_binary(BinaryOp::And, Operand::Reg(lane), Operand::Imm(mask));
        if !ax.reverse {
            return la;
        }
        self.prologue_binary(BinaryOp::Xor, Operand::Reg(la), Operand::Imm(mask))
    }

    /// The lane of this lane's group that is last in scan order.
    fn last_lane(&mut self, ax: &Axis) -> Reg {
        let mask = ((1u64 << ax.k) - 1) << ax.lane_shift;
        let lanes = u64::from(self.threads.lanes - 1);
        let lane = self.prologue_binary(BinaryOp::And, Operand::Reg(self.tid), Operand::Imm(lanes));
        if ax.reverse {
            self.prologue_binary(
                BinaryOp::And,
                Operand::Reg(lane),
                Operand::Imm(!mask & lanes),
            )
        } else {
            self.prologue_binary(BinaryOp::Or, Operand::Reg(lane), Operand::Imm(mask))
        }
    }

    fn shuffle_pack(&mut self, kind: ShuffleKind, tys: &[Type], p: &Pack, n: u64) -> Pack {
        tys.iter()
            .zip(p)
            .map(|(&ty, &v)| self.shuffle_value(kind, ty, v, Operand::Imm(n)))
            .collect()
    }

    fn select_pack(&mut self, tys: &[Type], cond: Reg, a: &Pack, b: &Pack) -> Pack {
        (0..tys.len())
            .map(|k| self.select(tys[k], cond, Operand::Reg(a[k]), Operand::Reg(b[k])))
            .collect()
    }

    /// Step 3: warp totals through scratch, and the carry into each chunk.
    #[allow(clippy::too_many_arguments)]
    fn scan_across_warps(
        &mut self,
        region: Region,
        ax: &Axis,
        tys: &[Type],
        layout: &TileLayout,
        lines: &[Vec<Vec<usize>>],
        totals: &[(usize, u32, Pack)],
        elems: &mut [Pack],
    ) -> Result<()> {
        let n_reps = lines[0].len() as u32;
        let w = ax.n_slots_per_rep();
        let n_lines_thread = self.n_thread_lines(layout, ax.axis);
        let slots_per_line = n_reps * w;
        let n_lines = n_lines_thread * lines.len() as u32;
        let bytes: Vec<u32> = tys.iter().map(|&t| word_type(t).bits() / 8).collect();
        let regions: Vec<u32> = bytes
            .iter()
            .map(|b| (b * slots_per_line * n_lines).next_multiple_of(16))
            .collect();
        let total: u32 = regions.iter().sum();
        if total > self.target.max_shared_bytes {
            return Err(self.shared_limit("a scan", total.into()));
        }
        let at = self.scratch(total);
        let base = self.smem_base_reg();
        // Slot of (line, rep, warp) = (line_thread * lines + line) * slots + rep * w + warp.
        let my_warp = self.warp_scan_pos(ax);
        let line_part = self.thread_line_index(layout, ax.axis);
        let line_off = self.prologue_binary(
            BinaryOp::Mul,
            Operand::Reg(line_part),
            Operand::Imm(u64::from(lines.len() as u32 * slots_per_line)),
        );
        let mut addrs: SmallVec<[Reg; 2]> = SmallVec::new();
        let mut start = at;
        for (k, &b) in bytes.iter().enumerate() {
            addrs.push(self.slot_base(base, start, line_off, b));
            start += regions[k];
        }
        let mine: SmallVec<[Reg; 2]> = (0..tys.len())
            .map(|k| self.mad_addr(my_warp, bytes[k], addrs[k]))
            .collect();
        self.store_warp_totals(tys, &bytes, &mine, totals, slots_per_line, w);
        self.b.ins(InstData::Barrier);
        let slots = Slots {
            tys,
            bytes: &bytes,
            addrs: &addrs,
        };
        for (line, reps) in lines.iter().enumerate() {
            // The combination of every slot of the reps before this one, kept
            // from rep to rep so that the work is linear in the reps.
            let mut earlier: Option<Carry> = None;
            for (rep, regs) in reps.iter().enumerate() {
                let at = Chunk {
                    line,
                    rep,
                    slots_per_line,
                };
                let last_rep = rep + 1 == reps.len();
                let (carry, loaded) =
                    self.carry_for(region, ax, &slots, at, my_warp, earlier.clone(), last_rep)?;
                if !last_rep {
                    for pack in loaded {
                        earlier = Some(self.accumulate(region, tys, earlier, None, pack)?);
                    }
                }
                let Some((valid, carry)) = carry else {
                    continue;
                };
                for &r in regs {
                    let e = elems[r].clone();
                    let with = self.combine(region, &carry, &e)?;
                    elems[r] = self.select_pack(tys, valid, &with, &e);
                }
            }
        }
        Ok(())
    }

    /// Each chunk's warp total into its slot: `(line, rep, this warp)`, at
    /// `mine[k]` for operand `k`.
    fn store_warp_totals(
        &mut self,
        tys: &[Type],
        bytes: &[u32],
        mine: &[Reg],
        totals: &[(usize, u32, Pack)],
        slots_per_line: u32,
        w: u32,
    ) {
        for (k, &ty) in tys.iter().enumerate() {
            for (line, rep, pack) in totals {
                let slot = (*line as u32) * slots_per_line + rep * w;
                let word = self.pred_as_word(ty, pack[k]);
                self.b.ins(InstData::Store {
                    space: MemSpace::Shared,
                    ty: word_type(ty),
                    srcs: smallvec::smallvec![Operand::Reg(word)],
                    addr: mine[k],
                    offset: (slot * bytes[k]) as i32,
                    pred: None,
                    cache: Default::default(),
                });
            }
        }
    }

    /// `base + start + line_off * bytes`.
    fn slot_base(&mut self, base: Reg, start: u32, line_off: Reg, bytes: u32) -> Reg {
        let scaled = self.prologue_binary(
            BinaryOp::Mul,
            Operand::Reg(line_off),
            Operand::Imm(u64::from(bytes)),
        );
        let with_base =
            self.prologue_binary(BinaryOp::Add, Operand::Reg(scaled), Operand::Reg(base));
        self.prologue_binary(
            BinaryOp::Add,
            Operand::Reg(with_base),
            Operand::Imm(u64::from(start)),
        )
    }

    /// `addr + warp * bytes`, in the prologue.
    fn mad_addr(&mut self, warp: Reg, bytes: u32, addr: Reg) -> Reg {
        let dst = self.b.reg(Type::I32);
        self.b.prologue(InstData::Ternary {
            op: tilelift_mir::TernaryOp::Mad,
            ty: Type::I32,
            dst,
            args: [
                Operand::Reg(warp),
                Operand::Imm(u64::from(bytes)),
                Operand::Reg(addr),
            ],
        });
        dst
    }

    /// The carry into chunk (`line`, `rep`) of this thread: `earlier` (the
    /// slots of the reps before, combined) extended, in scan order, by the
    /// slots of this rep before its own warp's, and whether there are any.
    /// Also returns this rep's slots as loaded, all `w` of them unless
    /// `last_rep` (which leaves out the last, that no carry reads).
    #[allow(clippy::too_many_arguments)]
    fn carry_for(
        &mut self,
        region: Region,
        ax: &Axis,
        slots: &Slots<'_>,
        at: Chunk,
        my_warp: Reg,
        earlier: Option<Carry>,
        last_rep: bool,
    ) -> Result<(Option<Carry>, Vec<Pack>)> {
        let w = ax.n_slots_per_rep();
        let mut acc = earlier;
        let mut loaded = Vec::with_capacity(w as usize);
        for wi in 0..w {
            let first_slot = at.line as u32 * at.slots_per_line + at.rep as u32 * w;
            if wi + 1 == w {
                if !last_rep {
                    loaded.push(self.load_slot(slots, first_slot + wi));
                }
                break;
            }
            // In this rep, the slots before mine.
            let before = self.cmp(
                Cond::UGt,
                Type::I32,
                Operand::Reg(my_warp),
                Operand::Imm(u64::from(wi)),
            );
            let pack = self.load_slot(slots, first_slot + wi);
            loaded.push(pack.clone());
            acc = Some(self.accumulate(region, slots.tys, acc, Some(before), pack)?);
        }
        Ok((acc, loaded))
    }

    /// The words of scratch slot `slot`, one per operand.
    fn load_slot(&mut self, slots: &Slots<'_>, slot: u32) -> Pack {
        let mut pack = Pack::new();
        for (k, &ty) in slots.tys.iter().enumerate() {
            let offset = (slot * slots.bytes[k]) as i32;
            pack.push(self.load_shared_word(ty, slots.addrs[k], offset));
        }
        pack
    }

    /// `acc` extended by `pack` where `cond` holds (always without one).
    fn accumulate(
        &mut self,
        region: Region,
        tys: &[Type],
        acc: Option<(Reg, Pack)>,
        cond: Option<Reg>,
        pack: Pack,
    ) -> Result<(Reg, Pack)> {
        match (acc, cond) {
            (None, None) => {
                let t = self.true_pred();
                Ok((t, pack))
            }
            (None, Some(c)) => Ok((c, pack)),
            (Some((valid, left)), cond) => {
                let sum = self.combine(region, &left, &pack)?;
                let merged = self.select_pack(tys, valid, &sum, &pack);
                let (new_valid, value) = match cond {
                    None => (self.true_pred(), merged),
                    Some(c) => {
                        let v = self.select_pack(tys, c, &merged, &left);
                        let nv = self.b.binary(
                            BinaryOp::Or,
                            Type::Pred,
                            Operand::Reg(valid),
                            Operand::Reg(c),
                        );
                        (nv, v)
                    }
                };
                Ok((new_valid, value))
            }
        }
    }

    fn true_pred(&mut self) -> Reg {
        self.b.iconst(Type::Pred, 1)
    }

    /// This warp's position along the axis in scan order (`0..2^w`).
    fn warp_scan_pos(&mut self, ax: &Axis) -> Reg {
        let n_bits = (self.threads.lane_bits() + self.threads.warp_bits()) as u32;
        let values: SmallVec<[i32; 12]> = (0..n_bits)
            .map(|bit| {
                ax.warp_bits
                    .iter()
                    .position(|&b| b == bit)
                    .map_or(0, |i| 1 << i)
            })
            .collect();
        let pos = super::program::bits_of_tid(&mut self.b, self.tid, &values);
        if !ax.reverse {
            return pos;
        }
        let mask = u64::from(ax.n_slots_per_rep() - 1);
        self.prologue_binary(BinaryOp::Xor, Operand::Reg(pos), Operand::Imm(mask))
    }

    /// How many lines the thread bits off the axis distinguish.
    fn n_thread_lines(&self, layout: &TileLayout, axis: usize) -> u32 {
        let bits = layout
            .threads
            .iter()
            .filter(|c| c[axis] == 0 && c.iter().any(|&v| v != 0))
            .count();
        1 << bits
    }

    /// The index of this thread's lines among those thread bits distinguish.
    fn thread_line_index(&mut self, layout: &TileLayout, axis: usize) -> Reg {
        let mut next = 0;
        let values: SmallVec<[i32; 12]> = layout
            .threads
            .iter()
            .map(|c| {
                if c[axis] == 0 && c.iter().any(|&v| v != 0) {
                    next += 1;
                    1 << (next - 1)
                } else {
                    0
                }
            })
            .collect();
        let r = super::program::bits_of_tid(&mut self.b, self.tid, &values);
        if values.iter().all(|&v| v == 0) {
            return self.b.iconst(Type::I32, 0);
        }
        r
    }
}

/// The axis's structure, or `None` where it is not the blocked shape.
///
/// Every basis (register, lane or warp) either moves along the axis alone or
/// not at all. Along the axis, the register bits of values `1, 2, ..., 2^(s-1)`
/// (at any register positions) form the chunk; then come `k` lane bits, which
/// must be consecutive lane bits (so that a shuffle by `n << lane_shift` moves
/// `n` lanes along the axis), then the warp bits, then register bits (the
/// repetitions). Any layout of `#ttg.blocked`, whatever its `order`, has this
/// shape.
fn axis_structure(l: &TileLayout, axis: usize, reverse: bool) -> Option<Axis> {
    let only_axis = |c: &Coord| (0..MAX_RANK).all(|d| d == axis || c[d] == 0);
    if l.threads
        .iter()
        .chain(&l.reg_bases)
        .any(|c| c[axis] != 0 && !only_axis(c))
    {
        return None;
    }
    let mut next = 1i32;
    let mut s = 0;
    while l.reg_bases.iter().any(|c| c[axis] == next) {
        s += 1;
        next <<= 1;
    }
    let lanes = l.lane_bases();
    let lane_shift = lanes.iter().position(|c| c[axis] == next).unwrap_or(0) as u32;
    let mut k = 0;
    while lanes
        .get((lane_shift + k) as usize)
        .is_some_and(|c| c[axis] == next)
    {
        k += 1;
        next <<= 1;
    }
    if lanes.iter().filter(|c| c[axis] != 0).count() != k as usize {
        return None;
    }
    let mut warp_bits = SmallVec::new();
    while let Some(i) = l.warp_bases().iter().position(|c| c[axis] == next) {
        warp_bits.push((l.lane_bits + i) as u32);
        next <<= 1;
    }
    let n_warp_axis = l.warp_bases().iter().filter(|c| c[axis] != 0).count();
    if n_warp_axis != warp_bits.len() {
        return None;
    }
    let n_reg_axis = l.reg_bases.iter().filter(|c| c[axis] != 0).count();
    let n_reps = l
        .reg_bases
        .iter()
        .filter(|c| c[axis] >= next && c[axis].count_ones() == 1)
        .count();
    if n_reg_axis != s as usize + n_reps || !l.parts_disjoint() {
        return None;
    }
    Some(Axis {
        axis,
        s,
        k,
        lane_shift,
        warp_bits,
        reverse,
    })
}

/// The registers of each line (register coordinates off the axis), split into
/// repetitions in scan order, each a chunk of registers in scan order.
/// Registers that hold a copy of an earlier register's element are left out,
/// and returned as `(copy, original)`.
fn scan_lines(l: &TileLayout, ax: &Axis) -> (Vec<Line>, Vec<(usize, usize)>) {
    let mut lines: Vec<(Coord, Vec<(i32, usize)>)> = Vec::new();
    let mut seen: hashbrown::HashMap<Coord, usize> = hashbrown::HashMap::new();
    let mut copies = Vec::new();
    for (i, c) in l.regs.iter().enumerate() {
        if let Some(&orig) = seen.get(c) {
            copies.push((i, orig));
            continue;
        }
        seen.insert(*c, i);
        let mut key = *c;
        key[ax.axis] = 0;
        match lines.iter_mut().find(|(k, _)| *k == key) {
            Some((_, v)) => v.push((c[ax.axis], i)),
            None => lines.push((key, vec![(c[ax.axis], i)])),
        }
    }
    let chunk = 1usize << ax.s;
    let lines = lines
        .into_iter()
        .map(|(_, mut regs)| {
            regs.sort_unstable();
            if ax.reverse {
                regs.reverse();
            }
            regs.chunks(chunk)
                .map(|c| c.iter().map(|&(_, i)| i).collect())
                .collect()
        })
        .collect();
    (lines, copies)
}
