//! `ttg.convert_layout` through shared memory, where registers cannot simply be
//! renamed: every thread writes the elements it holds to a scratch tile
//! (row-major, or for 2-D tiles with dimension 0 contiguous where that takes
//! fewer accesses: [`Ctx::scratch_layouts`]), the CTA waits at a barrier, and
//! every thread reads the elements the new layout gives it.
//!
//! An element's address is `base + (thread part + register part) * size`, the
//! thread part computed once per layout (see [`super::tile`]): the register part
//! is a constant offset in the address, and runs of registers along the last
//! dimension become vector accesses (16-bit elements in packed pairs, up to 128
//! bits). Tiles of rank 2 and more are XOR-swizzled ([`super::swizzle`]).
//! Scratch space is shared by every user and placed by [`Ctx::scratch`], which
//! also says where a barrier is needed before a user's writes.

use super::swizzle::{Swizzle, SwizzledAddress, WarpAccesses, MODELED_ACCESSES};
use super::tile::{LayoutId, MAX_RANK};
use super::{Ctx, RegVec, Result};
use smallvec::SmallVec;
use tilelift_mir::{
    BinaryOp, Cond, InstData, MemSpace, Operand, OperandList, Reg, TernaryOp, Type,
};

/// What the last scratch user left, for placing the next one (see
/// [`Ctx::scratch`]).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum ScratchState {
    /// No user yet.
    Fresh,
    /// The last user's byte range.
    After {
        /// Its first byte.
        start: u32,
        /// One past its last byte.
        end: u32,
    },
    /// Unknown: a loop iteration or a branch may have run another user.
    Unknown,
}

/// The `address + stage` sums of one op's accesses ([`Ctx::staged`]).
pub(super) type StagedSums = SmallVec<[(Reg, Reg); 4]>;

/// Where a thread's stores of a layout's elements go.
#[derive(Copy, Clone)]
pub(super) struct Target {
    /// The tile's swizzle, if any.
    pub sw: Option<Swizzle>,
    /// Element strides other than the layout's own row-major ones (no swizzle).
    pub strides: Option<[i64; MAX_RANK]>,
    /// The scratch offset.
    pub region: i32,
}

impl Ctx<'_> {
    /// `ttg.convert_layout` through shared memory.
    pub(super) fn convert_through_shared(&mut self) -> Result<()> {
        self.move_through_shared(None)
    }

    /// The result of the instruction being lowered (a conversion, `tt.trans` or
    /// `tt.reshape`) from its operand through shared memory: the operand's
    /// element at coordinate `s` is stored at the row-major position of the
    /// result element it becomes, `sum(s[d] * src_strides[d])` (the operand's
    /// own row-major strides when `None`), and the result is read back in its
    /// layout.
    pub(super) fn move_through_shared(
        &mut self,
        src_strides: Option<[i64; MAX_RANK]>,
    ) -> Result<()> {
        let inst = self.inst.expect("an instruction");
        let arg = self.func.dfg.inst(inst).args()[0];
        let result = self.result();
        let ty = self.func.dfg.value_type(result);
        let elem = self.value_elem_type(result)?;
        let word = if elem == Type::Pred { Type::I16 } else { elem };
        let bytes = u64::from(word.bits() / 8);
        let total = self.types.num_elements(ty) as u64 * bytes;
        if total > u64::from(self.target.max_shared_bytes) {
            return Err(self.shared_limit("a ttg.convert_layout", total));
        }
        let src = self.layout_id(self.func.dfg.value_type(arg))?;
        let dst = self.layout_id(ty)?;
        for id in [src, dst] {
            if !self.layouts.get(id).parts_disjoint() {
                return Err(self.unsupported("ttg.convert_layout of swizzled register layouts"));
            }
        }
        if let Some((stage, region)) = self.pipelined_shared_conversion(inst) {
            // The operand's tile is in the pipeline's ring already, row-major
            // as the pipeline copied it ([`super::pipeline`]).
            let sw = match src_strides {
                None => self.conversion_swizzle(src, dst, word),
                Some(_) => None,
            };
            let loaded = self.shared_loads(dst, word, sw, region as i32, Some(stage));
            let out: RegVec = loaded.iter().map(|&w| self.word_as_pred(elem, w)).collect();
            self.set(result, &out);
            return Ok(());
        }
        let (src, dst, sw) = match src_strides {
            None => {
                let (src, dst) = self.scratch_layouts(src, dst, word);
                (src, dst, self.conversion_swizzle(src, dst, word))
            }
            Some(_) => (src, dst, None),
        };
        let at = self.scratch(total as u32) as i32;
        let values: RegVec = self.regs(arg).iter().copied().collect();
        let values: RegVec = values.iter().map(|&v| self.pred_as_word(elem, v)).collect();
        let target = Target {
            sw,
            strides: src_strides,
            region: at,
        };
        self.shared_stores(src, word, &values, target);
        self.b.ins(InstData::Barrier);
        let loaded = self.shared_loads(dst, word, sw, at, None);
        let out: RegVec = loaded.iter().map(|&w| self.word_as_pred(elem, w)).collect();
        self.set(result, &out);
        Ok(())
    }

    /// The layouts a conversion's 2-D scratch tile is written and read in:
    /// `src` and `dst` themselves (the tile row-major), or both transposed
    /// ([`super::tile::Layouts::transposed`]: dimension 0 contiguous,
    /// Triton's shared order `[0, 1]`) where that takes fewer shared-memory
    /// access instructions over both sides, or as many in fewer wavefronts
    /// ([`Ctx::accesses`], [`Ctx::wavefronts`]), each orientation with its
    /// own best swizzle. Instructions first: each access is also its
    /// address and, for 16-bit elements, the packing or unpacking of pairs,
    /// and on AMDGCN the registers those hold. Asked only where one side's registers run
    /// down dimension 0 (else transposing vectorizes neither side): a tile
    /// loaded with dimension 0 contiguous, or read as a dot operand whose
    /// `k` runs down dimension 0, moves in whole vectors instead of single
    /// elements.
    fn scratch_layouts(
        &mut self,
        src: LayoutId,
        dst: LayoutId,
        word: Type,
    ) -> (LayoutId, LayoutId) {
        let (s, d) = (self.layouts.get(src), self.layouts.get(dst));
        let down_dim0 = |l: &super::tile::TileLayout| {
            let (dim, run) = l.contiguous_regs();
            dim == 0 && run >= 2
        };
        if s.rank != 2 || !(down_dim0(s) || down_dim0(d)) {
            return (src, dst);
        }
        let (ts, td) = (self.layouts.transposed(src), self.layouts.transposed(dst));
        let accesses = |c: &Self, s, d| c.accesses(s, word) + c.accesses(d, word);
        let (plain, transposed) = (accesses(self, src, dst), accesses(self, ts, td));
        let turn = transposed < plain
            || transposed == plain
                && self.wavefronts(ts, td, word) < self.wavefronts(src, dst, word);
        if turn {
            (ts, td)
        } else {
            (src, dst)
        }
    }

    /// A thread's shared-memory access instructions for layout `id`'s
    /// elements in a row-major tile (a conversion's own swizzle keeps its
    /// accesses whole, [`within_swizzle`]).
    fn accesses(&self, id: LayoutId, word: Type) -> u64 {
        let vec = self.shared_vec(id, word);
        self.layouts.get(id).num_regs().div_ceil(vec) as u64
    }

    /// The shared-memory wavefronts of a conversion's stores and loads
    /// through a row-major tile with its best swizzle: each side's modeled
    /// accesses ([`WarpAccesses`]) scaled to all of its accesses, in
    /// twelfths (a whole number for any count modeled).
    fn wavefronts(&mut self, src: LayoutId, dst: LayoutId, word: Type) -> u64 {
        let sw = self.conversion_swizzle(src, dst, word);
        let bytes = word.bits() / 8;
        let mut total = 0;
        for id in [src, dst] {
            let vec = within_swizzle(self.shared_vec(id, word), sw);
            let l = self.layouts.get(id);
            let accesses = l.num_regs().div_ceil(vec) as u64;
            let modeled = accesses.clamp(1, MODELED_ACCESSES as u64);
            total += WarpAccesses::new(l, vec, bytes).wavefronts(sw).0 * accesses * 12 / modeled;
        }
        total
    }

    /// The swizzle of a conversion's scratch tile from layout `src` to `dst`
    /// (see [`super::swizzle`]): none for 1-D tensors; else the one that
    /// takes the fewest shared-memory wavefronts for the stores and loads
    /// together ([`WarpAccesses::wavefronts`]) among none and
    /// [`Swizzle::new`]'s with each power-of-two `per_phase` up to the rows
    /// one access spans (the first
    /// among equals: none before any, as its `xor`s cost instructions, and
    /// registers where a loop reads the tile). Chosen once per conversion.
    pub(super) fn conversion_swizzle(
        &mut self,
        src: LayoutId,
        dst: LayoutId,
        word: Type,
    ) -> Option<Swizzle> {
        if let Some(&sw) = self.swizzles.get(&(src, dst, word)) {
            return sw;
        }
        let sw = self.choose_swizzle(src, dst, word);
        self.swizzles.insert((src, dst, word), sw);
        sw
    }

    fn choose_swizzle(&self, src: LayoutId, dst: LayoutId, word: Type) -> Option<Swizzle> {
        let (s, d) = (self.layouts.get(src), self.layouts.get(dst));
        if s.rank < 2 {
            return None;
        }
        let (vs, vd) = (self.shared_vec(src, word), self.shared_vec(dst, word));
        let bytes = word.bits() / 8;
        let default = Swizzle::new(s.shape[s.rank - 1] as u32, vs.max(vd) as u32, bytes)?;
        let (stores, loads) = (
            WarpAccesses::new(s, vs, bytes),
            WarpAccesses::new(d, vd, bytes),
        );
        let cost = |sw| {
            let ((a, x), (b, y)) = (stores.wavefronts(sw), loads.wavefronts(sw));
            (a + b, x + y)
        };
        let (plain, least) = cost(None);
        let mut best = (plain, None);
        // Phases that change only every more rows than an access spans
        // cannot part its lanes.
        let span = stores.row_span.max(loads.row_span);
        for per_phase in (0..7).map(|k| 1u32 << k).take_while(|&p| p <= span) {
            if best.0 == least {
                break;
            }
            let sw = Swizzle {
                per_phase,
                ..default
            };
            let c = cost(Some(sw)).0;
            if c < best.0 {
                best = (c, Some(sw));
            }
        }
        best.1
    }

    /// The address register and offset of register `r` of layout `id`.
    pub(super) fn access_address(
        &mut self,
        id: LayoutId,
        r: usize,
        bytes: u64,
        sw: Option<(Swizzle, &SwizzledAddress)>,
    ) -> (Reg, i32) {
        match sw {
            Some((sw, at)) => self.swizzled_reg_address(id, sw, at, r),
            None => (
                self.thread_address(id, bytes),
                self.reg_offset(id, r, bytes),
            ),
        }
    }

    /// The byte offset of `bytes` of shared-memory scratch, from
    /// [`Ctx::smem_base_reg`], which the caller may use until the next call.
    ///
    /// Every user writes, waits at a barrier, and reads back what it needs
    /// before the next user starts, so live ranges never overlap and users
    /// share space. A user is placed so that it does not overlap the previous
    /// one: at offset 0 if it fits below it, else just above it. Then it needs
    /// no barrier before its writes: a thread writes only after passing the
    /// previous user's barrier, which every thread reaches after finishing its
    /// reads of any earlier user (Triton's Membar reasoning: a barrier for a
    /// write after a read only where no barrier already separates them). Where
    /// the previous user is unknown (the first in a loop body, after a loop or
    /// a branch that had users), the user waits at a barrier and takes offset 0.
    /// "Offset 0" is `smem_floor` while a pipelined loop's ring lies below it
    /// ([`super::pipeline`]).
    ///
    /// Where "just above" would go past the target's shared memory
    /// ([`TargetDesc::max_shared_bytes`](crate::TargetDesc): 64 KiB of LDS on
    /// AMD, where two large conversion tiles, such as an FMA attention's
    /// 32 KiB ones, do not fit side by side), the user waits at a barrier
    /// and takes offset 0 instead, as Triton's allocator and Membar do: a
    /// conversion's scratch buffer is live only during the conversion, so
    /// buffers of successive users share space, with a barrier between one's
    /// reads and the next one's writes.
    pub(super) fn scratch(&mut self, bytes: u32) -> u32 {
        self.scratch_aligned(bytes, 16)
    }

    /// [`Ctx::scratch`] at an offset that is a multiple of `align` (a power
    /// of two, at least 16).
    pub(super) fn scratch_aligned(&mut self, bytes: u32, align: u32) -> u32 {
        let floor = self.smem_floor.next_multiple_of(align);
        let start = match self.smem_state {
            ScratchState::Fresh => floor,
            ScratchState::After { start, end } => {
                let above = end.next_multiple_of(align);
                if floor + bytes <= start {
                    floor
                } else if above + bytes <= self.target.max_shared_bytes {
                    above
                } else {
                    self.b.ins(InstData::Barrier);
                    floor
                }
            }
            ScratchState::Unknown => {
                self.b.ins(InstData::Barrier);
                floor
            }
        };
        let end = start + bytes;
        self.b.require_shared(end);
        self.smem_state = ScratchState::After { start, end };
        self.smem_users += 1;
        start
    }

    /// The byte offset of `bytes` of shared memory (at a multiple of
    /// `align`) that stay the caller's for the rest of the program: placed
    /// as a scratch user is ([`Ctx::scratch_aligned`]), then kept below
    /// every later user (`smem_pinned`, and the floor).
    pub(super) fn pin_shared(&mut self, bytes: u32, align: u32) -> u32 {
        let start = self.scratch_aligned(bytes, align);
        self.smem_pinned = start + bytes;
        self.smem_floor = self.smem_floor.max(self.smem_pinned);
        start
    }

    /// The shared-memory base address, read once in the prologue.
    pub(super) fn smem_base_reg(&mut self) -> Reg {
        match self.smem_base {
            Some(b) => b,
            None => {
                let dst = self.b.reg(Type::I32);
                self.b.prologue(InstData::SharedBase { dst });
                self.smem_base = Some(dst);
                dst
            }
        }
    }

    /// `addr + stage` (a pipeline stage's or a buffer's byte offset in a
    /// register), made once per address register: `sums` keeps the sums made
    /// so far for the accesses of one op.
    pub(super) fn staged(&mut self, addr: Reg, stage: Reg, sums: &mut StagedSums) -> Reg {
        if let Some(&(_, sum)) = sums.iter().find(|&&(a, _)| a == addr) {
            return sum;
        }
        let sum = self.b.binary(
            BinaryOp::Add,
            Type::I32,
            Operand::Reg(addr),
            Operand::Reg(stage),
        );
        sums.push((addr, sum));
        sum
    }

    /// A predicate as a 16-bit word; other values as they are.
    pub(super) fn pred_as_word(&mut self, elem: Type, v: Reg) -> Reg {
        if elem != Type::Pred {
            return v;
        }
        self.select(Type::I16, v, Operand::Imm(1), Operand::Imm(0))
    }

    /// One element of type `ty` from shared memory.
    pub(super) fn load_shared_word(&mut self, ty: Type, addr: Reg, offset: i32) -> Reg {
        let word = word_type(ty);
        let dst = self.b.reg(word);
        self.b.ins(InstData::Load {
            space: MemSpace::Shared,
            ty: word,
            dsts: smallvec::smallvec![dst],
            addr,
            offset,
            pred: None,
            others: SmallVec::new(),
            cache: Default::default(),
        });
        self.word_as_pred(ty, dst)
    }

    /// An i32 binary op in the kernel prologue (values that depend only on the
    /// thread id, computed once).
    pub(super) fn prologue_binary(&mut self, op: BinaryOp, a: Operand, b: Operand) -> Reg {
        let dst = self.b.reg(Type::I32);
        self.b.prologue(InstData::Binary {
            op,
            ty: Type::I32,
            dst,
            args: [a, b],
        });
        dst
    }

    /// A 16-bit word back as a predicate; other values as they are.
    pub(super) fn word_as_pred(&mut self, elem: Type, w: Reg) -> Reg {
        if elem != Type::Pred {
            return w;
        }
        self.cmp(Cond::Ne, Type::I16, Operand::Reg(w), Operand::Imm(0))
    }

    /// The row-major strides of layout `id`'s tensor, in elements.
    fn strides(&self, id: LayoutId) -> [i64; MAX_RANK] {
        let l = self.layouts.get(id);
        let mut strides = [0i64; MAX_RANK];
        let mut s = 1i64;
        for d in (0..l.rank).rev() {
            strides[d] = s;
            s *= i64::from(l.shape[d]);
        }
        strides
    }

    /// The byte address of this thread's part of layout `id`'s elements.
    pub(super) fn thread_address(&mut self, id: LayoutId, bytes: u64) -> Reg {
        if let Some(&r) = self.smem_addrs.get(&(id, bytes)) {
            return r;
        }
        let strides = self.strides(id);
        let r = self.compute_thread_address(id, bytes, strides);
        self.smem_addrs.insert((id, bytes), r);
        r
    }

    /// The byte address of this thread's part of layout `id`'s elements, with
    /// element strides `strides`.
    pub(super) fn compute_thread_address(
        &mut self,
        id: LayoutId,
        bytes: u64,
        strides: [i64; MAX_RANK],
    ) -> Reg {
        let base = self.smem_base_reg();
        let rank = self.layouts.get(id).rank;
        let mut acc = Operand::Reg(base);
        for (d, &stride) in strides.iter().enumerate().take(rank) {
            if self.layouts.get(id).thread_bits(d) == 0 {
                continue;
            }
            let t = self.thread_coord(id, d);
            let dst = self.b.reg(Type::I32);
            self.b.prologue(InstData::Ternary {
                op: TernaryOp::Mad,
                ty: Type::I32,
                dst,
                args: [Operand::Reg(t), Operand::Imm(stride as u64 * bytes), acc],
            });
            acc = Operand::Reg(dst);
        }
        match acc {
            Operand::Reg(r) => r,
            Operand::Imm(_) => base,
        }
    }

    /// The byte offset of register `r` of layout `id` from the thread's address.
    pub(super) fn reg_offset(&self, id: LayoutId, r: usize, bytes: u64) -> i32 {
        self.reg_offset_with(id, r, bytes, self.strides(id))
    }

    /// [`Ctx::reg_offset`] with element strides `strides`.
    pub(super) fn reg_offset_with(
        &self,
        id: LayoutId,
        r: usize,
        bytes: u64,
        strides: [i64; MAX_RANK],
    ) -> i32 {
        let c = self.layouts.get(id).regs[r];
        let elems: i64 = (0..MAX_RANK).map(|d| i64::from(c[d]) * strides[d]).sum();
        (elems * bytes as i64) as i32
    }

    /// How many consecutive registers of layout `id` one shared access moves.
    pub(super) fn shared_vec(&self, id: LayoutId, word: Type) -> usize {
        let l = self.layouts.get(id);
        let (dim, run) = l.contiguous_regs();
        if dim + 1 != l.rank || word.bits() < 16 {
            return 1;
        }
        run.min((128 / word.bits()) as usize)
    }

    /// The words of one shared store of `values`: 16-bit pairs packed into 32
    /// bits (low element first), other values as they are.
    fn shared_words(&mut self, word: Type, values: &[Reg]) -> (Type, OperandList) {
        if word.bits() != 16 || values.len() < 2 {
            return (word, values.iter().map(|&v| Operand::Reg(v)).collect());
        }
        let words = values
            .chunks(2)
            .map(|pair| {
                let dst = self.b.reg(Type::I32);
                self.b.ins(InstData::Pack {
                    dst,
                    srcs: [pair[0], pair[1]],
                });
                Operand::Reg(dst)
            })
            .collect();
        (Type::I32, words)
    }

    pub(super) fn shared_stores(
        &mut self,
        id: LayoutId,
        word: Type,
        values: &[Reg],
        target: Target,
    ) {
        let Target {
            sw,
            strides,
            region,
        } = target;
        let bytes = u64::from(word.bits() / 8);
        let at = sw.map(|s| (s, self.swizzled_address(id, s)));
        let rank = self.layouts.get(id).rank;
        let vec = match strides {
            Some(st) if st[rank - 1] != 1 => 1,
            _ => within_swizzle(self.shared_vec(id, word), sw),
        };
        let strided = strides.map(|st| (st, self.compute_thread_address(id, bytes, st)));
        for start in (0..values.len()).step_by(vec) {
            let (addr, offset) = match strided {
                Some((st, addr)) => (addr, self.reg_offset_with(id, start, bytes, st)),
                None => self.access_address(id, start, bytes, at.as_ref().map(|(s, a)| (*s, a))),
            };
            let (ty, srcs) = self.shared_words(word, &values[start..start + vec]);
            self.b.ins(InstData::Store {
                space: MemSpace::Shared,
                ty,
                srcs,
                addr,
                offset: offset + region,
                pred: None,
                cache: Default::default(),
            });
        }
    }

    /// Layout `id`'s elements from the tile at byte `region` (plus the
    /// register `stage`, if any) that [`Ctx::shared_stores`] wrote.
    pub(super) fn shared_loads(
        &mut self,
        id: LayoutId,
        word: Type,
        sw: Option<Swizzle>,
        region: i32,
        stage: Option<Reg>,
    ) -> RegVec {
        let bytes = u64::from(word.bits() / 8);
        let at = sw.map(|s| (s, self.swizzled_address(id, s)));
        let vec = within_swizzle(self.shared_vec(id, word), sw);
        let n = self.layouts.get(id).num_regs();
        let mut out = RegVec::with_capacity(n);
        let mut sums = StagedSums::new();
        for start in (0..n).step_by(vec) {
            let (mut addr, offset) =
                self.access_address(id, start, bytes, at.as_ref().map(|(s, a)| (*s, a)));
            if let Some(stage) = stage {
                addr = self.staged(addr, stage, &mut sums);
            }
            let paired = word.bits() == 16 && vec >= 2;
            let (ty, n_words) = if paired {
                (Type::I32, vec / 2)
            } else {
                (word, vec)
            };
            let dsts: SmallVec<[Reg; 4]> = (0..n_words).map(|_| self.b.reg(ty)).collect();
            self.b.ins(InstData::Load {
                space: MemSpace::Shared,
                ty,
                dsts: dsts.clone(),
                addr,
                offset: offset + region,
                pred: None,
                others: SmallVec::new(),
                cache: Default::default(),
            });
            for &d in &dsts {
                if paired {
                    let halves = [self.b.reg(word), self.b.reg(word)];
                    self.b.ins(InstData::Unpack {
                        dsts: halves,
                        src: d,
                    });
                    // Packed again as they are (an MFMA operand's pair),
                    // the pair is this word.
                    self.shared_pairs.insert((halves[0], halves[1]), d);
                    out.extend_from_slice(&halves);
                } else {
                    out.push(d);
                }
            }
        }
        out
    }
}

/// `vec` registers an access, cut to one swizzled vector of `sw` (a
/// conversion's own swizzle keeps its accesses whole; Triton's
/// `#ttg.swizzled_shared` may not).
fn within_swizzle(vec: usize, sw: Option<Swizzle>) -> usize {
    sw.map_or(vec, |s| vec.min(s.vec as usize))
}

/// The type an element of type `ty` has in shared memory (predicates as `i16`).
pub(super) fn word_type(ty: Type) -> Type {
    if ty == Type::Pred {
        Type::I16
    } else {
        ty
    }
}
