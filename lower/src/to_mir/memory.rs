//! Pointer arithmetic, and loads and stores split into vector accesses.
//!
//! A thread's registers of a load or store are cut into groups of `vec`
//! consecutive elements, `vec` the smallest of: how many registers run along one
//! dimension ([`TileLayout::contiguous_regs`](super::tile::TileLayout::contiguous_regs)),
//! what AxisInfo allows along it (the pointer's contiguity and alignment, the
//! mask's constancy), and 128 bits. Each group is one access of 1, 2 or 4 words:
//! 32-bit words for 32-bit elements and for pairs of 16-bit ones (packed, low
//! element first), 64-bit words for 64-bit elements. The group's first pointer is
//! the address and its first mask bit the predicate; a masked load moves `other`
//! (or zero) into its words first.

use super::{Ctx, RegVec, Result};
use smallvec::SmallVec;
use tilelift_ir::attrs::{CacheModifier, EvictionPolicy};
use tilelift_ir::{InstructionData, MemFlags, Value};
use tilelift_mir::{
    BinaryOp, CacheHint, CacheOp, EvictHint, InstData, MemSpace, Operand, OperandList, Reg, Type,
};

/// One element's pointer of `tt.addptr`, as its own register would compute
/// it: `ptr + offset * size`.
#[derive(Copy, Clone, Debug)]
pub(super) struct ElementPointer {
    /// The pointer operand's register.
    pub ptr: Reg,
    /// The offsets (`tt.addptr`'s second operand).
    pub offset: Value,
    /// The element's register in them.
    pub index: usize,
    /// The offset's type.
    pub off_ty: Type,
    /// Bytes per element.
    pub size: u64,
}

/// How a load or store is cut into accesses.
#[derive(Copy, Clone, Debug)]
pub(super) struct Plan {
    /// Elements per access.
    pub vec: usize,
    /// The element type.
    pub elem: Type,
    /// The word type.
    pub word: Type,
    /// Words per access.
    pub n_words: usize,
    /// Registers per run of consecutive, aligned addresses (a multiple of
    /// `vec`): an access inside a run addresses it from the run's first
    /// pointer plus an immediate ([`Ctx::run_address`]).
    addr_run: usize,
}

impl Ctx<'_> {
    /// `tt.addptr`, `tt.load`, `tt.store`.
    pub(super) fn lower_memory(&mut self, data: &InstructionData) -> Result<()> {
        match data {
            InstructionData::Binary { args, .. } => self.addptr(args[0], args[1]),
            InstructionData::Load { args, flags, .. } => {
                let (mask, other) = (args.get(1).copied(), args.get(2).copied());
                self.load(args[0], mask, other, *flags)
            }
            InstructionData::Store { args, flags, .. } => {
                self.store(args[0], args[1], args.get(2).copied(), *flags)
            }
            _ => Err(self.unsupported(data.opcode().name())),
        }
    }

    /// `ptr + offset * sizeof(pointee)`, in 64 bits.
    fn addptr(&mut self, ptr: Value, offset: Value) -> Result<()> {
        let result = self.result();
        let elem = self.types.element_type(self.func.dfg.value_type(ptr));
        let pointee = self
            .types
            .pointee(elem)
            .ok_or_else(|| self.error("tt.addptr of a non-pointer"))?;
        let size = u64::from(self.types.scalar_bits(pointee).unwrap_or(8).div_ceil(8));
        let off_ty = self.value_elem_type(offset)?;
        let anchors = self.addptr_anchors(ptr, offset)?;
        let mut done: Vec<Reg> = Vec::new();
        self.map_regs(result, |cx, i| {
            let anchor = anchors.as_ref().and_then(|a| a.get(i).copied());
            let element = ElementPointer {
                ptr: cx.reg(ptr, i),
                offset,
                index: i,
                off_ty,
                size,
            };
            if let Some((a, delta)) = anchor.filter(|&(a, _)| a != i) {
                if cx.reg(ptr, i) == cx.reg(ptr, a) {
                    let r = cx.anchor_pointer(done[a], delta * size as i64);
                    if cx.target.own_pointer_for_masked_tail {
                        debug_assert!(cx.own_pointer.last().is_none_or(|&(l, _)| l < r));
                        cx.own_pointer.push((r, element));
                    }
                    done.push(r);
                    return Ok(r);
                }
            }
            let r = cx.element_pointer(element);
            done.push(r);
            Ok(r)
        })
    }

    /// `ptr + offset * size` of one element, in 64 bits.
    pub(super) fn element_pointer(&mut self, e: ElementPointer) -> Reg {
        let bytes = match self.opnd(e.offset, e.index) {
            // Offsets are signed, whatever their width (`-1 : i16` is one
            // element back): sign-extend from the offset's width.
            Operand::Imm(v) => {
                let shift = 64 - e.off_ty.bits().min(64);
                let v = ((v as i64) << shift) >> shift;
                Operand::Imm(v.wrapping_mul(e.size as i64) as u64)
            }
            o if e.off_ty == Type::I64 && e.size == 1 => o,
            o if e.off_ty == Type::I64 => {
                Operand::Reg(
                    self.b
                        .binary(BinaryOp::Mul, Type::I64, o, Operand::Imm(e.size)),
                )
            }
            o => {
                let o = self.offset_as_i32(e.off_ty, o);
                Operand::Reg(
                    self.b
                        .binary(BinaryOp::MulWideS, Type::I32, o, Operand::Imm(e.size)),
                )
            }
        };
        self.b
            .binary(BinaryOp::Add, Type::I64, Operand::Reg(e.ptr), bytes)
    }

    /// The address of the access at register `start` of `ptr` under the
    /// predicate `pred` ([`Ctx::run_address`]); but a masked access whose
    /// run also has unmasked accesses (the tail element of each thread's
    /// row, whose mask alone is not always true) addresses from a pointer of
    /// its own, computed from its element's offset (which its mask was
    /// computed from too), not from the run's first pointer plus an
    /// immediate. Triton's code has that form (LLVM shares the offset of the
    /// mask's compare with the address), and ptxas schedules it better: in
    /// `liger_swiglu_bwd`, whose eighth element per thread is masked,
    /// `[first + 3584]` lets ptxas move four of the sixteen stores up among
    /// the arithmetic, and the kernel took 420.1 µs instead of 384.4 (Triton
    /// 382.4; H200). Given to every masked access, the own pointer measured
    /// from 0.90 to 1.16 of the shared form (`sglang_row_logsumexp` 1.16,
    /// `fla_beta_sigmoid_fwd` 1.15): only the mixed runs have it
    /// (BENCHMARKS.md, session 29).
    ///
    /// Whether a predicate may be false is known only after
    /// [`tilelift_mir::passes::fold_known_ranges`]: each access takes its
    /// shared address here and is recorded (`Ctx::masked_accesses`);
    /// [`Ctx::unmask_addresses`] gives it its own pointer there.
    fn global_access_address(
        &mut self,
        ptr: Value,
        plan: Plan,
        start: usize,
        pred: Option<Reg>,
    ) -> (Reg, i32) {
        let shared = self.run_address(ptr, plan, start);
        let may_be_false = self.target.own_pointer_for_masked_tail
            && pred.is_some_and(|p| self.b.const_value(p).is_none());
        if may_be_false && shared.1 != 0 {
            let r = self.reg(ptr, start);
            let own = self.own_pointer.binary_search_by_key(&r, |&(k, _)| k);
            if let Ok(k) = own {
                let e = self.own_pointer[k].1;
                // The access is the next instruction.
                self.masked_accesses.push((self.b.body_len(), e));
            }
        }
        shared
    }

    /// Gives each access of `Ctx::masked_accesses` that is still predicated
    /// after [`tilelift_mir::passes::fold_known_ranges`], and whose shared
    /// pointer an unpredicated access also addresses from, its own pointer,
    /// computed just before it ([`Ctx::global_access_address`]).
    pub(super) fn unmask_addresses(&mut self) {
        let accesses = std::mem::take(&mut self.masked_accesses);
        if accesses.is_empty() {
            return;
        }
        let predicated = |inst: &InstData| match access_address(inst) {
            Some((addr, true)) => Some(addr),
            _ => None,
        };
        // The shared pointers of the accesses still predicated.
        let mut shared: SmallVec<[Reg; 8]> = accesses
            .iter()
            .filter_map(|&(at, _)| predicated(&self.b.body()[at]))
            .collect();
        if shared.is_empty() {
            return;
        }
        shared.sort_unstable();
        shared.dedup();
        // Those that unpredicated accesses address from too.
        let mut unmasked: SmallVec<[Reg; 8]> = SmallVec::new();
        for inst in self.b.body() {
            if let Some((addr, false)) = access_address(inst) {
                if shared.binary_search(&addr).is_ok() && !unmasked.contains(&addr) {
                    unmasked.push(addr);
                }
            }
        }
        if unmasked.is_empty() {
            return;
        }
        // Each kept access's own pointer, computed at the body's end (from
        // the last access), then all moved in before their accesses at once.
        let from = self.b.body_len();
        let mut moves: SmallVec<[(usize, usize); 8]> = SmallVec::new();
        for &(at, e) in accesses.iter().rev() {
            let keep = predicated(&self.b.body()[at]).is_some_and(|a| unmasked.contains(&a));
            if !keep {
                continue;
            }
            let start = self.b.body_len();
            let own = self.element_pointer(e);
            if let InstData::Load { addr, offset, .. } | InstData::Store { addr, offset, .. } =
                self.b.body_inst_mut(at)
            {
                *addr = own;
                *offset = 0;
            }
            moves.push((at, self.b.body_len() - start));
        }
        self.b.move_tails_before(from, &moves);
    }

    /// A register offset of `tt.addptr` narrower than 64 bits, sign-extended
    /// to `i32` (an `i1` is 0 or -1, as the interpreter reads it).
    fn offset_as_i32(&mut self, ty: Type, o: Operand) -> Operand {
        match (ty, o) {
            (Type::I8 | Type::I16, Operand::Reg(r)) => {
                Operand::Reg(self.convert(Type::I32, ty, true, None, r))
            }
            (Type::Pred, Operand::Reg(r)) => Operand::Reg(self.select(
                Type::I32,
                r,
                Operand::Imm(u64::from(u32::MAX)),
                Operand::Imm(0),
            )),
            _ => o,
        }
    }

    /// How the memory op with pointer `ptr` and mask `mask` is cut into accesses.
    pub(super) fn plan(&mut self, ptr: Value, mask: Option<Value>) -> Result<Plan> {
        let ptr_ty = self.func.dfg.value_type(ptr);
        let elem_ir = self
            .types
            .pointee(self.types.element_type(ptr_ty))
            .ok_or_else(|| self.error("a memory op on a non-pointer"))?;
        let elem = self.scalar_type(elem_ir)?;
        let bits = elem.bits().max(8);
        let (mut vec, mut addr_run) = (1usize, 1usize);
        if self.types.is_tensor(ptr_ty) {
            let (dim, run) = self.layout(ptr_ty)?.contiguous_regs();
            let bytes = i64::from(bits / 8);
            let aligned = self.axis.alignment(ptr, dim, bytes).max(1) as usize;
            addr_run = run.min(aligned);
            let mut allowed = aligned;
            if let Some(m) = mask.filter(|&m| self.types.is_tensor(self.func.dfg.value_type(m))) {
                allowed = allowed.min(self.axis.mask_alignment(m, dim).max(1) as usize);
            }
            if bits >= 16 {
                vec = run.min(allowed).min((128 / bits) as usize).max(1);
            } else if elem != Type::Pred {
                // Bytes go four to a 32-bit word, or one by one.
                vec = run.min(allowed).clamp(1, 16);
                if vec < 4 {
                    vec = 1;
                }
            }
        }
        let (word, n_words) = match (bits, vec) {
            (16, 1) => (elem, 1),
            (16, _) => (Type::I32, vec / 2),
            // `i1` too, one byte each.
            (8, 1) => (Type::I8, 1),
            (8, _) => (Type::I32, vec / 4),
            _ => (elem, vec),
        };
        Ok(Plan {
            vec,
            elem,
            word,
            n_words,
            addr_run: addr_run.max(vec),
        })
    }

    /// The address of the access at register `start` of `ptr`, as a register
    /// and an immediate byte offset: the first pointer of the access's run of
    /// consecutive addresses ([`Plan::addr_run`]: the same facts that allow a
    /// vector access, without the mask's), plus the distance. The other
    /// pointers of the run are then never computed: ptxas folds the offset
    /// into the load or store, as it does for the constant offsets LLVM makes
    /// of Triton's address arithmetic. (A masked `attorch` `relu6` made 16
    /// `IMAD.WIDE`s for 16 scalar accesses; Triton's code 2.)
    pub(super) fn run_address(&mut self, ptr: Value, plan: Plan, start: usize) -> (Reg, i32) {
        let first = start - start % plan.addr_run;
        let bytes = u64::from(plan.elem.bits().max(8) / 8);
        let offset = ((start - first) as u64 * bytes) as i32;
        self.global_address(self.reg(ptr, first), offset)
            .unwrap_or_else(|| (self.reg(ptr, start), 0))
    }

    /// `tt.load ptr, mask, other`.
    fn load(
        &mut self,
        ptr: Value,
        mask: Option<Value>,
        other: Option<Value>,
        flags: MemFlags,
    ) -> Result<()> {
        let result = self.result();
        let plan = self.plan(ptr, mask)?;
        let n = self.num_regs(self.func.dfg.value_type(result))?;
        let cache = cache_hint(flags);
        let mut out = RegVec::with_capacity(n);
        for start in (0..n).step_by(plan.vec) {
            let pred = mask.map(|m| self.reg(m, start));
            let others = match pred {
                Some(_) => self.load_others(plan, other, start)?,
                None => OperandList::new(),
            };
            let dsts: SmallVec<[Reg; 4]> =
                (0..plan.n_words).map(|_| self.b.reg(plan.word)).collect();
            let (addr, offset) = self.global_access_address(ptr, plan, start, pred);
            self.b.ins(InstData::Load {
                space: MemSpace::Global,
                ty: plan.word,
                dsts: dsts.clone(),
                addr,
                offset,
                pred,
                others,
                cache,
            });
            self.unpack_words(plan, &dsts, &mut out);
        }
        self.set(result, &out);
        Ok(())
    }

    /// The words a masked-off load leaves: `other`'s elements, packed, or zeros.
    fn load_others(
        &mut self,
        plan: Plan,
        other: Option<Value>,
        start: usize,
    ) -> Result<OperandList> {
        let Some(other) = other else {
            return Ok((0..plan.n_words).map(|_| Operand::Imm(0)).collect());
        };
        let elems: SmallVec<[Operand; 8]> =
            (0..plan.vec).map(|k| self.opnd(other, start + k)).collect();
        Ok(self.pack_words(plan, &elems))
    }

    /// Elements as words: 16-bit pairs packed, low element first; bytes four
    /// to a word, the lowest byte first.
    fn pack_words(&mut self, plan: Plan, elems: &[Operand]) -> OperandList {
        let stored: SmallVec<[Operand; 8]> =
            elems.iter().map(|&e| self.memory_elem(plan, e)).collect();
        if plan.word == plan.elem || plan.word != Type::I32 {
            return stored.into_iter().collect();
        }
        if plan.elem.bits() == 8 {
            return stored
                .chunks(4)
                .map(|bytes| self.pack_bytes(plan.elem, bytes))
                .collect();
        }
        stored
            .chunks(2)
            .map(|pair| match (pair[0], pair[1]) {
                (Operand::Imm(lo), Operand::Imm(hi)) => {
                    Operand::Imm((lo & 0xffff) | (hi & 0xffff) << 16)
                }
                (lo, hi) => {
                    let lo = self.materialize(plan.elem, lo);
                    let hi = self.materialize(plan.elem, hi);
                    let dst = self.b.reg(Type::I32);
                    self.b.ins(InstData::Pack {
                        dst,
                        srcs: [lo, hi],
                    });
                    Operand::Reg(dst)
                }
            })
            .collect()
    }

    /// Four bytes as one 32-bit word, `bytes[k]` in bits `8k..8k+8`: each
    /// zero-extended, shifted and or-ed in (ptxas makes byte permutes of it).
    pub(super) fn pack_bytes(&mut self, elem: Type, bytes: &[Operand]) -> Operand {
        if let Some(word) = self.repacked_word(bytes) {
            return Operand::Reg(word);
        }
        // The constant bytes or-ed together, the others zero-extended,
        // shifted into place and or-ed in, the constant last.
        let mut constant = 0u64;
        let mut word: Option<Reg> = None;
        for (k, &b) in bytes.iter().enumerate() {
            let shift = 8 * k as u64;
            let r = match b {
                Operand::Imm(v) => {
                    constant |= (v & 0xff) << shift;
                    continue;
                }
                Operand::Reg(r) => r,
            };
            let mut part = self.convert(Type::I32, elem, false, None, r);
            if shift > 0 {
                part = self.b.binary(
                    BinaryOp::Shl,
                    Type::I32,
                    Operand::Reg(part),
                    Operand::Imm(shift),
                );
            }
            word = Some(match word {
                None => part,
                Some(w) => {
                    self.b
                        .binary(BinaryOp::Or, Type::I32, Operand::Reg(w), Operand::Reg(part))
                }
            });
        }
        match word {
            None => Operand::Imm(constant),
            Some(w) if constant == 0 => Operand::Reg(w),
            Some(w) => Operand::Reg(self.b.binary(
                BinaryOp::Or,
                Type::I32,
                Operand::Reg(w),
                Operand::Imm(constant),
            )),
        }
    }

    /// The word whose bytes `bytes` are, in order, where they were unpacked
    /// from one ([`Ctx::unpack_bytes`]).
    fn repacked_word(&self, bytes: &[Operand]) -> Option<Reg> {
        let mut word = None;
        for (k, b) in bytes.iter().enumerate() {
            let Operand::Reg(r) = b else { return None };
            let (w, at) = self.unpacked_bytes.get(*r).copied().flatten()?;
            if usize::from(at) != k || word.is_some_and(|x| x != w) {
                return None;
            }
            word = Some(w);
        }
        word.filter(|_| bytes.len() == 4)
    }

    /// The four bytes of a 32-bit word, the lowest first.
    pub(super) fn unpack_bytes(&mut self, elem: Type, word: Reg, out: &mut RegVec) {
        for k in 0..4u64 {
            let shifted = if k == 0 {
                word
            } else {
                self.b.binary(
                    BinaryOp::ShrU,
                    Type::I32,
                    Operand::Reg(word),
                    Operand::Imm(8 * k),
                )
            };
            let byte = self.convert(elem, Type::I32, false, None, shifted);
            self.unpacked_bytes[byte] = Some((word, k as u8));
            out.push(byte);
        }
    }

    /// An element as memory holds it: `i1` as a byte.
    fn memory_elem(&mut self, plan: Plan, e: Operand) -> Operand {
        if plan.elem != Type::Pred {
            return e;
        }
        match e {
            Operand::Imm(v) => Operand::Imm(v & 1),
            Operand::Reg(p) => {
                Operand::Reg(self.select(Type::I8, p, Operand::Imm(1), Operand::Imm(0)))
            }
        }
    }

    /// Words loaded back into elements.
    pub(super) fn unpack_words(&mut self, plan: Plan, words: &[Reg], out: &mut RegVec) {
        for &w in words {
            if plan.elem == Type::Pred {
                let p = self.cmp(
                    tilelift_mir::Cond::Ne,
                    Type::I8,
                    Operand::Reg(w),
                    Operand::Imm(0),
                );
                out.push(p);
            } else if plan.word == plan.elem {
                out.push(w);
            } else if plan.elem.bits() == 8 {
                self.unpack_bytes(plan.elem, w, out);
            } else {
                let dsts = [self.b.reg(plan.elem), self.b.reg(plan.elem)];
                self.b.ins(InstData::Unpack { dsts, src: w });
                out.extend_from_slice(&dsts);
            }
        }
    }

    /// `tt.store ptr, value, mask`: only one thread of those holding copies of
    /// an element stores it.
    fn store(
        &mut self,
        ptr: Value,
        value: Value,
        mask: Option<Value>,
        flags: MemFlags,
    ) -> Result<()> {
        let plan = self.plan(ptr, mask)?;
        let ptr_ty = self.func.dfg.value_type(ptr);
        let layout = self.tensor_layout_id(ptr_ty)?;
        let owner = self.owner_pred(layout);
        let n = self.num_regs(ptr_ty)?;
        let cache = cache_hint(flags);
        for start in (0..n).step_by(plan.vec) {
            let mask_pred = mask.map(|m| self.reg(m, start));
            let pred = match (mask_pred, owner) {
                (Some(m), Some(o)) => {
                    Some(
                        self.b
                            .binary(BinaryOp::And, Type::Pred, Operand::Reg(m), Operand::Reg(o)),
                    )
                }
                (m, o) => m.or(o),
            };
            let elems: SmallVec<[Operand; 8]> =
                (0..plan.vec).map(|k| self.opnd(value, start + k)).collect();
            let srcs = self.pack_words(plan, &elems);
            let (addr, offset) = self.global_access_address(ptr, plan, start, mask_pred);
            self.b.ins(InstData::Store {
                space: MemSpace::Global,
                ty: plan.word,
                srcs,
                addr,
                offset,
                pred,
                cache,
            });
        }
        Ok(())
    }
}

/// The cache behaviour of Triton's `#tt.cache_policy` and `isVolatile`.
fn cache_hint(flags: MemFlags) -> CacheHint {
    let op = match flags.cache {
        CacheModifier::None => CacheOp::Default,
        CacheModifier::Ca => CacheOp::Ca,
        CacheModifier::Cg => CacheOp::Cg,
        CacheModifier::Wb => CacheOp::Wb,
        CacheModifier::Cs => CacheOp::Cs,
        CacheModifier::Wt => CacheOp::Wt,
        CacheModifier::Cv => CacheOp::Cv,
    };
    let evict = match flags.evict {
        EvictionPolicy::Normal => EvictHint::Normal,
        EvictionPolicy::First => EvictHint::First,
        EvictionPolicy::Last => EvictHint::Last,
    };
    CacheHint {
        op,
        evict,
        volatile: flags.is_volatile,
    }
}

/// The address register of a load or store, and whether it is predicated.
fn access_address(inst: &InstData) -> Option<(Reg, bool)> {
    match inst {
        InstData::Load { pred, addr, .. } | InstData::Store { pred, addr, .. } => {
            Some((*addr, pred.is_some()))
        }
        _ => None,
    }
}
