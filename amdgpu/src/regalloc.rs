//! The selected kernel as a regalloc2 client, shaped like Cranelift's `VCode`:
//! flat tables and range tables, so that every `regalloc2::Function` method is
//! a slice lookup.
//!
//! Blocks are MIR's blocks, in MIR's order; MIR has no critical edges (its
//! verifier checks it: a conditional branch's targets have no other
//! predecessor), which [`VCode::check_edges`] confirms before allocation.

use crate::asm::{Asm, LineRange, Slot};
use crate::assignment::Assignment;
use crate::insts::{
    Kind, MInst, N_WINDOWS, SCRATCH, SCRATCH_V32, SGPR64, VGPR32, VGPR64, WINDOW_BASE,
};
use crate::Error;
use regalloc2::{
    Block, Function, Inst, InstRange, MachineEnv, Operand, Output, PReg, PRegSet, RegClass,
    RegallocOptions, VReg,
};

/// The selected kernel: machine instructions on virtual registers.
#[derive(Default, Debug, Clone)]
pub struct VCode {
    /// The instructions, block after block.
    pub insts: Vec<MInst>,
    /// Their lines: each a range of `slots`.
    pub lines: Vec<LineRange>,
    /// The slots of every line, one line after another.
    pub slots: Vec<Slot>,
    /// The text the slots keep (literals, templates), one after another.
    pub text: String,
    /// Each instruction's operands, `operand_ranges[i]` of `operands`.
    pub operands: Vec<Operand>,
    /// `(start, end)` per instruction.
    pub operand_ranges: Vec<(u32, u32)>,
    /// The origin note of each instruction (an index into `origins`), if any.
    pub inst_origin: Vec<Option<u32>>,
    /// The origin notes: each one's range of `origin_text`.
    pub origins: Vec<(u32, u32)>,
    /// The text of the origin notes, one after another (one buffer, not
    /// one allocation per note).
    pub origin_text: String,
    /// `(first, end)` instruction per block.
    pub block_ranges: Vec<(u32, u32)>,
    /// Successors, `succ_ranges[b]` of this.
    pub succs: Vec<Block>,
    /// `(start, end)` per block.
    pub succ_ranges: Vec<(u32, u32)>,
    /// Predecessors, `pred_ranges[b]` of this.
    pub preds: Vec<Block>,
    /// `(start, end)` per block.
    pub pred_ranges: Vec<(u32, u32)>,
    /// Block parameters, `param_ranges[b]` of this.
    pub params: Vec<VReg>,
    /// `(start, end)` per block.
    pub param_ranges: Vec<(u32, u32)>,
    /// Branch arguments: for block `b`, successor `i`, the range
    /// `branch_arg_ranges[succ_ranges[b].0 + i]` of this.
    pub branch_args: Vec<VReg>,
    /// `(start, end)` per successor edge.
    pub branch_arg_ranges: Vec<(u32, u32)>,
    /// The class of each virtual register.
    pub vreg_classes: Vec<RegClass>,
    /// Whether an instruction uses the MFMA register windows
    /// ([`crate::isel::MFMA_END`]).
    pub mfma: bool,
}

impl VCode {
    /// A new virtual register of `class`.
    pub fn vreg(&mut self, class: RegClass) -> VReg {
        self.vreg_classes.push(class);
        VReg::new(self.vreg_classes.len() - 1, class)
    }

    /// Appends an instruction: its assembly, its kind, its operands and
    /// its origin note.
    pub fn push(&mut self, asm: &Asm, kind: Kind, ops: &[Operand], origin: Option<u32>) {
        let lines = asm.append_to(&mut self.slots, &mut self.lines, &mut self.text);
        let inst = MInst { lines, kind };
        let start = self.operands.len() as u32;
        self.operands.extend_from_slice(ops);
        self.operand_ranges
            .push((start, self.operands.len() as u32));
        self.insts.push(inst);
        self.inst_origin.push(origin);
    }

    /// Appends an origin note; its index.
    pub fn push_origin(&mut self, text: &str) -> u32 {
        let start = self.origin_text.len() as u32;
        self.origin_text.push_str(text);
        self.origins.push((start, self.origin_text.len() as u32));
        self.origins.len() as u32 - 1
    }

    /// The text of origin note `k`.
    pub fn origin(&self, k: u32) -> &str {
        let (start, end) = self.origins[k as usize];
        &self.origin_text[start as usize..end as usize]
    }

    /// The lines of instruction `i`, each a range of [`VCode::slots`].
    pub fn inst_lines(&self, i: usize) -> &[LineRange] {
        slice(&self.lines, self.insts[i].lines)
    }

    /// The slots of a line.
    pub fn line_slots(&self, line: LineRange) -> &[Slot] {
        slice(&self.slots, line)
    }

    /// Computes the predecessor tables from the successors.
    pub fn compute_preds(&mut self) {
        let n = self.block_ranges.len();
        let mut lists: Vec<Vec<Block>> = vec![Vec::new(); n];
        for b in 0..n {
            let (s, e) = self.succ_ranges[b];
            for succ in &self.succs[s as usize..e as usize] {
                lists[succ.index()].push(Block::new(b));
            }
        }
        for list in lists {
            let start = self.preds.len() as u32;
            self.preds.extend(list);
            self.pred_ranges.push((start, self.preds.len() as u32));
        }
    }

    /// Fails if an edge is critical (from a block with several successors to
    /// one with several predecessors).
    pub fn check_edges(&self) -> Result<(), Error> {
        for b in 0..self.block_ranges.len() {
            let succs = self.block_succs(Block::new(b));
            if succs.len() > 1 && succs.iter().any(|s| self.block_preds(*s).len() > 1) {
                return Err(super::isel::unsupported(format!(
                    "a critical edge out of block{b} (MIR should have none)"
                )));
            }
        }
        Ok(())
    }
}

fn slice<T>(v: &[T], r: (u32, u32)) -> &[T] {
    &v[r.0 as usize..r.1 as usize]
}

impl Function for VCode {
    // CFG traversal.

    fn num_insts(&self) -> usize {
        self.insts.len()
    }

    fn num_blocks(&self) -> usize {
        self.block_ranges.len()
    }

    fn entry_block(&self) -> Block {
        Block::new(0)
    }

    fn block_insns(&self, block: Block) -> InstRange {
        let (s, e) = self.block_ranges[block.index()];
        InstRange::new(Inst::new(s as usize), Inst::new(e as usize))
    }

    fn block_succs(&self, block: Block) -> &[Block] {
        slice(&self.succs, self.succ_ranges[block.index()])
    }

    fn block_preds(&self, block: Block) -> &[Block] {
        slice(&self.preds, self.pred_ranges[block.index()])
    }

    fn block_params(&self, block: Block) -> &[VReg] {
        slice(&self.params, self.param_ranges[block.index()])
    }

    fn is_ret(&self, insn: Inst) -> bool {
        self.insts[insn.index()].kind == Kind::Ret
    }

    fn is_branch(&self, insn: Inst) -> bool {
        self.insts[insn.index()].kind == Kind::Branch
    }

    fn branch_blockparams(&self, block: Block, _insn: Inst, succ_idx: usize) -> &[VReg] {
        let edge = self.succ_ranges[block.index()].0 as usize + succ_idx;
        slice(&self.branch_args, self.branch_arg_ranges[edge])
    }

    // Instruction register slots.

    fn inst_operands(&self, insn: Inst) -> &[Operand] {
        slice(&self.operands, self.operand_ranges[insn.index()])
    }

    fn inst_clobbers(&self, _insn: Inst) -> PRegSet {
        PRegSet::empty()
    }

    fn num_vregs(&self) -> usize {
        self.vreg_classes.len()
    }

    // Spill slots are 32-bit words (accumulation registers, then scratch
    // memory): a VGPR pair takes two, a lane mask one (a 0 or 1 in each lane).

    fn spillslot_size(&self, regclass: RegClass) -> usize {
        match regclass {
            RegClass::Vector => 2,
            _ => 1,
        }
    }
}

/// The registers regalloc2 may use: 64 per class less the scratch register,
/// 32-bit VGPRs from `v1` (`v0` holds the workitem id at entry and is taken
/// by a fixed def), lane-mask pairs up to `n_sgpr_pairs`. Under a `limit`
/// (tests that force spills), `limit.per_class` of each class, the window
/// registers left to the vector accesses that name them.
pub fn machine_env(n_sgpr_pairs: u32, limit: Option<RegisterLimit>) -> MachineEnv {
    let mut preferred = [PRegSet::empty(), PRegSet::empty(), PRegSet::empty()];
    let mut non_preferred = [PRegSet::empty(), PRegSet::empty(), PRegSet::empty()];
    let windows = WINDOW_BASE..WINDOW_BASE + 4 * N_WINDOWS;
    let n_pairs = match limit {
        Some(l) => n_sgpr_pairs.min(l.per_class.max(crate::insts::MIN_SGPR_PAIRS - 1) + 1),
        None => n_sgpr_pairs,
    };
    for k in 0..64 {
        // Window registers are taken last, so vector accesses rarely move
        // other values out of the way.
        let set = if windows.contains(&k) {
            &mut non_preferred
        } else {
            &mut preferred
        };
        let (v32_ok, v64_ok) = match limit {
            Some(l) => (
                (1..=l.per_class).contains(&k) && !windows.contains(&k),
                k < l.per_class,
            ),
            None => (true, true),
        };
        if k != SCRATCH_V32 && v32_ok {
            set[VGPR32 as usize].add(PReg::new(k as usize, VGPR32));
        }
        if k != SCRATCH && v64_ok {
            preferred[VGPR64 as usize].add(PReg::new(k as usize, VGPR64));
        }
    }
    for k in 0..n_pairs.saturating_sub(1) {
        preferred[SGPR64 as usize].add(PReg::new(k as usize, SGPR64));
    }
    let scratch_sgpr = n_sgpr_pairs.saturating_sub(1) as usize;
    MachineEnv {
        preferred_regs_by_class: preferred,
        non_preferred_regs_by_class: non_preferred,
        scratch_by_class: [
            Some(PReg::new(scratch_sgpr, SGPR64)),
            Some(PReg::new(SCRATCH_V32 as usize, VGPR32)),
            Some(PReg::new(SCRATCH as usize, VGPR64)),
        ],
        fixed_stack_slots: Vec::new(),
    }
}

/// A cap on the registers the allocator may use, below the machine's: for
/// tests that force spills with a small kernel.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct RegisterLimit {
    /// Registers of each class: 32-bit VGPRs (from `v1`, the windows of
    /// vector accesses apart), VGPR pairs and lane-mask SGPR pairs (at least
    /// what one instruction needs).
    pub per_class: u32,
    /// Accumulation registers spills may use before they go to scratch.
    pub agprs: u32,
    /// 32-bit words of scratch memory spills may use.
    pub scratch_words: u32,
}

/// Where spill slots live: slot `k` is the accumulation register `a[k]`
/// while `k < agprs`, else the 32-bit word `k - agprs` of the private
/// segment (scratch memory).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct SpillSlots {
    /// The accumulation registers spills may use.
    pub agprs: u32,
    /// The words of scratch memory spills may use after them.
    pub scratch_words: u32,
}

/// Where a spill slot's word lives.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SlotPlace {
    /// An accumulation register, `a[k]`.
    Agpr(u32),
    /// A byte offset in the private segment.
    Scratch(u32),
}

impl SpillSlots {
    /// The spill slots of a kernel under `limit`.
    pub fn new(limit: Option<RegisterLimit>) -> Self {
        SpillSlots {
            agprs: limit.map_or(AGPR_SLOTS, |l| l.agprs.min(AGPR_SLOTS)),
            scratch_words: limit.map_or(MAX_SCRATCH_WORDS, |l| {
                l.scratch_words.min(MAX_SCRATCH_WORDS)
            }),
        }
    }

    /// Where word `k` of the spill area lives.
    pub fn place(self, k: u32) -> SlotPlace {
        if k < self.agprs {
            SlotPlace::Agpr(k)
        } else {
            SlotPlace::Scratch(4 * (k - self.agprs))
        }
    }

    /// The accumulation registers and scratch bytes `n` slots take.
    pub fn split(self, n: u32) -> (u32, u32) {
        (n.min(self.agprs), 4 * n.saturating_sub(self.agprs))
    }

    /// The most slots there may be: the accumulation registers and the
    /// words of scratch ([`MAX_SCRATCH_WORDS`] unless a test says fewer).
    pub fn max(self) -> u32 {
        self.agprs + self.scratch_words
    }
}

/// Allocates registers: by [`crate::linear`] where it can (most kernels,
/// spilling ones included), else by regalloc2. Spills go to accumulation
/// registers, then to scratch memory ([`SpillSlots`]), the most used slots
/// to accumulation registers ([`crate::slot_order`]); a kernel that needs
/// more than [`SpillSlots::max`] is [`Error::ResourceLimit`].
pub fn allocate(
    vcode: &VCode,
    env: &MachineEnv,
    vgprs: Option<u32>,
    slots: SpillSlots,
    validate: bool,
) -> Result<Assignment, Error> {
    vcode.check_edges()?;
    let mut out = match crate::linear::allocate(vcode, env, vgprs) {
        Some(out) => out,
        None => {
            ION_RUNS.set(ION_RUNS.get() + 1);
            let out = ion(vcode, env, validate)?;
            Assignment::from_output(&out).ok_or_else(|| {
                super::isel::unsupported("register allocation put an operand in a spill slot")
            })?
        }
    };
    // Where every slot is an accumulation register, their order does not
    // matter.
    if out.num_spillslots > slots.agprs as usize {
        crate::slot_order::by_use(vcode, &mut out);
    }
    if out.num_spillslots > slots.max() as usize {
        return Err(Error::ResourceLimit(
            format!(
                "the kernel needs more registers than there are (it would spill {} \
                 words, more than the {} accumulation registers and {} words of scratch \
                 memory spills may use)",
                out.num_spillslots, slots.agprs, slots.scratch_words
            ),
            tilelift_ir::SourceLoc::default(),
        ));
    }
    Ok(out)
}

thread_local! {
    static ION_RUNS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// How many kernels this thread has left to regalloc2's Ion (what the
/// linear scan does not do), for tests that say which kernels need it.
pub fn ion_runs() -> usize {
    ION_RUNS.get()
}

/// regalloc2's backtracking allocator (Ion), for what the linear scan does
/// not do.
fn ion(vcode: &VCode, env: &MachineEnv, validate: bool) -> Result<Output, Error> {
    let options = RegallocOptions {
        verbose_log: false,
        validate_ssa: validate,
        algorithm: regalloc2::Algorithm::Ion,
    };
    // regalloc2's working memory is kept from one kernel to the next.
    thread_local! {
        static CTX: std::cell::RefCell<regalloc2::Ctx> = std::cell::RefCell::default();
    }
    CTX.with_borrow_mut(|ctx| {
        regalloc2::run_with_ctx(vcode, env, &options, ctx)?;
        Ok(std::mem::take(&mut ctx.output))
    })
    .map_err(|e: regalloc2::RegAllocError| {
        super::isel::unsupported(format!("register allocation failed: {e:?}"))
    })
}

/// The accumulation registers spills may use: `a0` to `a255` (gfx90a and
/// gfx942 have 256 AGPRs beside their 256 VGPRs in the unified register
/// file of 512; the descriptor's `accum_offset` says where they start).
pub const AGPR_SLOTS: u32 = 256;

/// The most words the pressure bound ([`crate::pressure`], a lower bound
/// on what must spill) lets through to the allocator: its compile-work
/// bound. regalloc2's time grows faster than linearly in what it spills:
/// the real-world kernel with the most, an FMA attention at a bound of 1552
/// words (about 5800 words spilled in the end, 15000 MIR instructions),
/// took it 1.8 s in a release build (the linear scan, which allocates it
/// now, 0.1 s); mutations of it at 2636
/// and 3018 took 7 s in a debug build (the fuzzer's hang bound is 5 s).
pub const MAX_SPILL_PRESSURE: u32 = 2048;

/// The most 32-bit words of scratch memory (per work-item) spills may use
/// beyond the accumulation registers: 64 KiB (4 MiB per wavefront). The
/// most any kernel of the corpora needs is about 40 KiB (an FMA attention
/// with 128-wide heads on 8 warps); the bound keeps the allocator's work on
/// a larger kernel from running on (it grows faster than linearly in the
/// live registers): such a kernel is refused before allocation
/// ([`crate::pressure`], with [`MAX_SPILL_PRESSURE`]).
pub const MAX_SCRATCH_WORDS: u32 = 16384;

/// Runs regalloc2's checker on an assignment ([`Assignment::to_checked`]:
/// registers beyond regalloc2's 64 a class are checked as slots).
pub fn check(vcode: &VCode, env: &MachineEnv, out: &Assignment) -> Result<(), String> {
    let (checked, out) = out.to_checked(vcode, env);
    let mut checker = regalloc2::checker::Checker::new(&checked, env);
    checker.prepare(&out);
    checker.run().map_err(|e| format!("{e:?}"))
}

#[cfg(test)]
mod tests {
    use super::RegisterLimit;
    use crate::{emit, Error, Mcpu, Options};
    use smallvec::smallvec;
    use tilelift_mir::{
        BinaryOp, Builder, CacheHint, Cond, Function, InstData, MemSpace, Operand, ParamKind,
        SpecialReg, Type,
    };

    fn checked() -> Options {
        Options {
            check_regalloc: true,
            ..Default::default()
        }
    }

    /// A loop whose block parameters swap each iteration (a cycle of moves),
    /// then a predicated four-word load with register `other`s and a store of
    /// the same register twice (both through a fixed window).
    fn loop_and_window() -> Function {
        let mut b = Builder::new("k", 4);
        let p = b.add_param("x", Type::I64, ParamKind::Ptr);
        let n = b.add_param("n", Type::I32, ParamKind::Value);
        let tid = b.reg(Type::I32);
        b.prologue(InstData::Special {
            dst: tid,
            reg: SpecialReg::TidX,
        });
        let (head, body, exit) = (b.create_block(), b.create_block(), b.create_block());
        let zero = b.iconst(Type::I32, 0);
        b.ins(InstData::Jump {
            dest: head,
            args: smallvec![zero, tid, n],
        });
        b.switch_to_block(head);
        let i = b.append_block_param(head, Type::I32);
        let a = b.append_block_param(head, Type::I32);
        let c = b.append_block_param(head, Type::I32);
        let cond = b.reg(Type::Pred);
        b.ins(InstData::Cmp {
            cond: Cond::SLt,
            ty: Type::I32,
            dst: cond,
            args: [i.into(), c.into()],
        });
        b.ins(InstData::Brif {
            cond,
            then_dest: body,
            else_dest: exit,
        });
        b.switch_to_block(body);
        let i1 = b.binary(BinaryOp::Add, Type::I32, i.into(), Operand::Imm(1));
        b.ins(InstData::Jump {
            dest: head,
            args: smallvec![i1, c, a],
        });
        b.switch_to_block(exit);
        let d: Vec<_> = (0..4).map(|_| b.reg(Type::I32)).collect();
        b.ins(InstData::Load {
            space: MemSpace::Global,
            ty: Type::I32,
            dsts: d.iter().copied().collect(),
            addr: p,
            offset: 16,
            pred: Some(cond),
            others: smallvec![a.into(), a.into(), c.into(), Operand::Imm(7)],
            cache: CacheHint::default(),
        });
        b.ins(InstData::Store {
            space: MemSpace::Global,
            ty: Type::I32,
            srcs: smallvec![d[0].into(), d[1].into(), d[0].into(), a.into()],
            addr: p,
            offset: 0,
            pred: None,
            cache: CacheHint::default(),
        });
        b.ins(InstData::Return);
        b.finish()
    }

    #[test]
    fn checker_accepts_loops_and_windows() {
        let func = loop_and_window();
        tilelift_mir::verify::verify(&func).unwrap();
        let asm = emit(&func, &checked()).unwrap();
        assert!(asm.contains("s_cbranch_vcc"), "{asm}");
        assert!(asm.contains("global_load_dwordx4"), "{asm}");
        assert!(asm.contains("s_or_b64 exec, exec, s[8:9]"), "{asm}");
        if let Ok(path) = std::env::var("TILELIFT_DUMP_ASM") {
            std::fs::write(path, &asm).unwrap();
        }
    }

    /// `n` words loaded, then summed: all live at once.
    fn live_words(n: i32) -> Function {
        let mut b = Builder::new("k", 4);
        let p = b.add_param("x", Type::I64, ParamKind::Ptr);
        let words: Vec<_> = (0..n)
            .map(|k| {
                let dst = b.reg(Type::I32);
                b.ins(InstData::Load {
                    space: MemSpace::Global,
                    ty: Type::I32,
                    dsts: smallvec![dst],
                    addr: p,
                    offset: 4 * k,
                    pred: None,
                    others: smallvec![],
                    cache: CacheHint::default(),
                });
                dst
            })
            .collect();
        let mut sum = words[0];
        for &w in &words[1..] {
            sum = b.binary(BinaryOp::Add, Type::I32, sum.into(), w.into());
        }
        b.ins(InstData::Store {
            space: MemSpace::Global,
            ty: Type::I32,
            srcs: smallvec![sum.into()],
            addr: p,
            offset: 0,
            pred: None,
            cache: CacheHint::default(),
        });
        b.ins(InstData::Return);
        b.finish()
    }

    /// 400 live words (more than the 256 VGPRs) spill to accumulation
    /// registers; regalloc2's checker accepts the allocation with its
    /// spills and reloads.
    #[test]
    fn a_kernel_that_spills_uses_accumulation_registers() {
        let asm = emit(&live_words(400), &checked()).unwrap();
        assert!(asm.contains("v_accvgpr_write_b32 a"), "{asm}");
        assert!(asm.contains("v_accvgpr_read_b32 v"), "{asm}");
        assert!(asm.contains(".agpr_count: "), "{asm}");
        if let Ok(path) = std::env::var("TILELIFT_DUMP_SPILL_ASM") {
            std::fs::write(path, &asm).unwrap();
        }
    }

    /// 80 lane masks live at once (more than the SGPR pairs) spill through
    /// the VGPR scratch register to accumulation registers; regalloc2's
    /// checker accepts it.
    #[test]
    fn lane_masks_spill_too() {
        let asm = emit(&live_masks(80), &checked()).unwrap();
        assert!(asm.contains("v_cmp_ne_u32_e64 s["), "{asm}");
        assert!(asm.contains(", 0, 1, s["), "{asm}");
    }

    /// `n` lane masks live at once, each predicating two stores.
    fn live_masks(n: u64) -> Function {
        let mut b = Builder::new("k", 4);
        let p = b.add_param("x", Type::I64, ParamKind::Ptr);
        let tid = b.reg(Type::I32);
        b.prologue(InstData::Special {
            dst: tid,
            reg: SpecialReg::TidX,
        });
        let masks: Vec<_> = (0..n)
            .map(|k| {
                let dst = b.reg(Type::Pred);
                b.ins(InstData::Cmp {
                    cond: Cond::SLt,
                    ty: Type::I32,
                    dst,
                    args: [tid.into(), Operand::Imm(k)],
                });
                dst
            })
            .collect();
        // Each mask predicates two stores, the second after all the first
        // ones: all live at once in any order of the instructions.
        for pass in 0..2 {
            for (k, &m) in masks.iter().enumerate() {
                b.ins(InstData::Store {
                    space: MemSpace::Global,
                    ty: Type::I32,
                    srcs: smallvec![tid.into()],
                    addr: p,
                    offset: 4 * (k as i32 + pass * n as i32),
                    pred: Some(m),
                    cache: CacheHint::default(),
                });
            }
        }
        b.ins(InstData::Return);
        b.finish()
    }

    /// 700 live words: 256 go to accumulation registers, the rest to
    /// scratch memory, which the descriptor asks for; on gfx90a through the
    /// flat scratch init and the wavefront offset, on gfx942 through its
    /// architected flat scratch. regalloc2's checker accepts both.
    #[test]
    fn a_kernel_that_spills_more_than_the_agprs_uses_scratch() {
        let func = live_words(700);
        for mcpu in [Mcpu::Gfx90a, Mcpu::Gfx942] {
            let options = Options { mcpu, ..checked() };
            let asm = emit(&func, &options).unwrap_or_else(|e| panic!("{e}"));
            assert!(asm.contains("v_accvgpr_write_b32 a255,"), "{asm}");
            assert!(asm.contains("scratch_store_dword off, v"), "{asm}");
            assert!(asm.contains("scratch_load_dword v"), "{asm}");
            let bytes: u32 = asm
                .split(".amdhsa_private_segment_fixed_size ")
                .nth(1)
                .and_then(|t| t.split_whitespace().next())
                .and_then(|t| t.parse().ok())
                .unwrap();
            assert!(bytes >= 4 * (700 - 256 - 256), "{bytes}");
            match mcpu {
                Mcpu::Gfx90a => {
                    assert!(asm.contains("s_add_u32 flat_scratch_lo, s4, s9"), "{asm}");
                    assert!(
                        asm.contains(".amdhsa_user_sgpr_flat_scratch_init 1"),
                        "{asm}"
                    );
                    assert!(asm.contains(", off, s7"), "{asm}");
                }
                _ => {
                    assert!(asm.contains(".amdhsa_enable_private_segment 1"), "{asm}");
                    assert!(!asm.contains("flat_scratch_lo"), "{asm}");
                    assert!(asm.contains(", off, off"), "{asm}");
                }
            }
        }
    }

    /// A register limit of 6 per class and 4 accumulation registers forces
    /// spills to scratch in small kernels: loops whose parameters swap,
    /// windows, lane masks, words; regalloc2's checker accepts them all.
    #[test]
    fn a_tiny_register_limit_spills_to_scratch_and_checks() {
        let limit = RegisterLimit {
            per_class: 6,
            agprs: 4,
            scratch_words: 1024,
        };
        for mcpu in [Mcpu::Gfx90a, Mcpu::Gfx942] {
            let options = Options {
                mcpu,
                register_limit: Some(limit),
                ..checked()
            };
            for (name, func) in [
                ("loop", loop_and_window()),
                ("words", live_words(40)),
                ("masks", live_masks(12)),
            ] {
                let asm = emit(&func, &options).unwrap_or_else(|e| panic!("{name}: {e}"));
                assert!(
                    asm.contains("scratch_store_dword") || name == "loop",
                    "{name}: {asm}"
                );
            }
        }
    }

    /// More than the limit's scratch words: refused, naming both.
    #[test]
    fn a_kernel_that_would_spill_more_than_agprs_and_scratch_is_refused() {
        let options = Options {
            register_limit: Some(RegisterLimit {
                per_class: 6,
                agprs: 4,
                scratch_words: 16,
            }),
            ..checked()
        };
        match emit(&live_words(100), &options) {
            Err(Error::ResourceLimit(m, _)) => {
                assert!(m.contains("scratch memory"), "{m}")
            }
            Err(e) => panic!("not a resource limit: {e}"),
            Ok(_) => panic!("100 live words fit in 6 registers, 4 AGPRs and 16 words?"),
        }
    }
}
