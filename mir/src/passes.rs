//! Cleanups on finished MIR.
//!
//! The lowering computes every register of every tile, and leaves it to
//! [`eliminate_dead_code`] to drop what nothing reads: the addresses of vector
//! elements other than the first, the masks of elements that share a vector's
//! predicate, constants folded into immediates. [`eliminate_dead_params`] also
//! drops the block parameters that only carry themselves around a loop (a
//! pointer of every element of a tile, advanced each iteration, where only the
//! first of each vector is read), with the jump arguments that feed them.

pub use super::ranges::fold_known_ranges;
pub use super::uniform::{group_uniform_operands, uniform_regs};

use super::builder::retain;
use super::entities::{Block, Inst, Origin, Reg};
use super::function::Function;
use super::inst::InstData;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::EntityRef;
use smallvec::SmallVec;

/// Removes the instructions without side effects whose results nothing reads.
pub fn eliminate_dead_code(func: Function) -> Function {
    let live = liveness(&[func.insts.values().as_slice()], func.num_regs(), None).live;
    if live.iter().all(|&l| l) {
        return func;
    }
    retain(func, |inst| live[inst.index()])
}

/// Gives every register of each `wgmma` accumulator web one name, for the PTX
/// writer: a `wgmma`'s results and its accumulators, a `wgmma.wait_group`'s
/// results and the registers it waits for, and the block parameter that a
/// jump passes a result still in flight to (a `wgmma.wait_group` with groups
/// left pending: the accumulator carried around a loop while its last
/// `wgmma` runs). PTX names a `wgmma`'s accumulators and results once, and a
/// register written by a `wgmma` in flight must not be copied. The result is
/// no longer SSA; the lowering guarantees that the registers of a web are
/// never live at once ([`InstData::Wgmma`]).
pub fn coalesce_wgmma_accumulators(mut func: Function) -> Function {
    let n = func.num_regs();
    let mut parent: Vec<u32> = (0..n as u32).collect();
    let mut in_flight = vec![false; n];
    let mut any = false;
    for data in func.insts.values() {
        let (dsts, srcs) = match data {
            InstData::Wgmma { dsts, c, .. } => (dsts, c),
            InstData::WgmmaWait { n, dsts, srcs } => {
                if *n > 0 {
                    dsts.iter().for_each(|d| in_flight[d.index()] = true);
                }
                (dsts, srcs)
            }
            _ => continue,
        };
        any = true;
        for (d, s) in dsts.iter().zip(srcs) {
            union(&mut parent, d.index(), s.index());
        }
    }
    if !any {
        return func;
    }
    for data in func.insts.values() {
        if let InstData::Jump { dest, args } = data {
            for (a, p) in args.iter().zip(func.block_params(*dest)) {
                if in_flight[a.index()] {
                    union(&mut parent, p.index(), a.index());
                }
            }
        }
    }
    let root: Vec<Reg> = (0..n).map(|i| Reg::new(find(&mut parent, i))).collect();
    for data in func.insts.values_mut() {
        data.for_each_def_mut(|r| *r = root[r.index()]);
        data.for_each_use_mut(|r| *r = root[r.index()]);
    }
    for p in &mut func.block_params {
        *p = root[p.index()];
    }
    func
}

/// The representative of `x`'s set (with path halving).
fn find(parent: &mut [u32], mut x: usize) -> usize {
    while parent[x] as usize != x {
        parent[x] = parent[parent[x] as usize];
        x = parent[x] as usize;
    }
    x
}

/// Joins the sets of `a` and `b`, under the smaller representative.
fn union(parent: &mut [u32], a: usize, b: usize) {
    let (ra, rb) = (find(parent, a), find(parent, b));
    let (lo, hi) = (ra.min(rb), ra.max(rb));
    parent[hi] = lo as u32;
}

/// Removes the block parameters whose values nothing but the jumps that pass
/// them on reads (a register carried around a loop and read only to be
/// carried again), the jump arguments that feed them, and the code that is
/// dead then (see [`eliminate_dead_code`]).
pub fn eliminate_dead_params(mut func: Function) -> Function {
    let Liveness { live, used } = {
        let params = |b: Block| func.block_params(b);
        liveness(
            &[func.insts.values().as_slice()],
            func.num_regs(),
            Some(&params),
        )
    };
    if func.block_params.iter().all(|p| used[p.index()]) {
        return if live.iter().all(|&l| l) {
            func
        } else {
            retain(func, |inst| live[inst.index()])
        };
    }
    let blocks: Vec<Block> = func.blocks().collect();
    let kept: Vec<Vec<bool>> = blocks
        .iter()
        .map(|&b| {
            func.block_params(b)
                .iter()
                .map(|p| used[p.index()])
                .collect()
        })
        .collect();
    for data in func.insts.values_mut() {
        if let InstData::Jump { dest, args } = data {
            drop_unused_args(args, &kept[dest.index()]);
        }
    }
    let mut params = Vec::with_capacity(func.block_params.len());
    for &block in &blocks {
        let start = params.len() as u32;
        params.extend(
            func.block_params(block)
                .iter()
                .copied()
                .filter(|p| used[p.index()]),
        );
        func.blocks[block].params = start..params.len() as u32;
    }
    func.block_params = params;
    retain(func, |inst| live[inst.index()])
}

/// Keeps the arguments of a jump whose flag in `kept` (one per parameter of
/// its destination) is set.
pub(super) fn drop_unused_args(args: &mut SmallVec<[Reg; 4]>, kept: &[bool]) {
    if kept.iter().all(|&k| k) {
        return;
    }
    let mut flags = kept.iter();
    args.retain(|_| flags.next().copied().unwrap_or(true));
}

/// What [`liveness`] finds.
pub(super) struct Liveness {
    /// Per instruction: it has side effects or defines a register in `used`.
    pub live: Vec<bool>,
    /// Per register: a live instruction reads it.
    pub used: Vec<bool>,
}

/// The live instructions of `parts` (a function's instructions in layout
/// order, in pieces) on registers numbered below `num_regs`, and the registers
/// they read.
///
/// Without `params`, every jump argument is read. With it (each block's
/// parameters), a jump's argument is read only where the parameter it becomes
/// is: a register carried around a loop and read only to be carried again is
/// not.
///
/// A backward walk over the layout: in MIR built from structured control flow
/// every use comes after its definition in layout order, except through a
/// jump back to a loop header, whose parameters are read before the jump.
/// Where such a jump passed over an argument whose parameter turned out to be
/// read later in the walk, the walk is repeated (once per loop nesting level
/// at most); a function without loops takes one walk.
pub(super) fn liveness<'f>(
    parts: &[&[InstData]],
    num_regs: usize,
    params: Option<&dyn Fn(Block) -> &'f [Reg]>,
) -> Liveness {
    let total = parts.iter().map(|p| p.len()).sum();
    let mut used = vec![false; num_regs];
    let mut live = vec![false; total];
    let mut passed_over: Vec<Reg> = Vec::new();
    loop {
        passed_over.clear();
        let mut end = total;
        for part in parts.iter().rev() {
            let start = end - part.len();
            mark_live(
                part,
                &mut live[start..end],
                &mut used,
                params,
                &mut passed_over,
            );
            end = start;
        }
        if !passed_over.iter().any(|p| used[p.index()]) {
            return Liveness { live, used };
        }
    }
}

/// One backward walk of [`liveness`] over one part; the parameters whose
/// arguments a jump passed over (unread when it was reached) go to
/// `passed_over`.
fn mark_live<'f>(
    insts: &[InstData],
    live: &mut [bool],
    used: &mut [bool],
    params: Option<&dyn Fn(Block) -> &'f [Reg]>,
    passed_over: &mut Vec<Reg>,
) {
    for (i, data) in insts.iter().enumerate().rev() {
        if let (Some(params), InstData::Jump { dest, args }) = (params, data) {
            live[i] = true;
            for (a, &p) in args.iter().zip(params(*dest)) {
                if used[p.index()] {
                    used[a.index()] = true;
                } else {
                    passed_over.push(p);
                }
            }
            continue;
        }
        let mut needed = data.has_side_effects();
        data.for_each_def(|d| needed |= used[d.index()]);
        if needed {
            live[i] = true;
            data.for_each_use(|u| used[u.index()] = true);
        }
    }
}

/// A rewrite of a function's instructions, for target legalization: each
/// instruction is replaced by what the callback pushes. The result need not be
/// SSA (a legalization may turn jump arguments into copies to block parameters),
/// so it is for printing, not for further MIR passes.
pub struct Rewrite {
    regs: cranelift_entity::PrimaryMap<Reg, super::Type>,
    out: Vec<super::InstData>,
    origin: PackedOption<Origin>,
}

impl Rewrite {
    /// The origin of the instruction being rewritten (for errors: the
    /// function's per-instruction origins are taken while it is rewritten).
    pub fn origin(&self) -> Option<Origin> {
        self.origin.expand()
    }

    /// A new register of type `ty`.
    pub fn reg(&mut self, ty: super::Type) -> Reg {
        self.regs.push(ty)
    }

    /// The type of `reg`.
    pub fn reg_type(&self, reg: Reg) -> super::Type {
        self.regs[reg]
    }

    /// Appends an instruction.
    pub fn push(&mut self, data: super::InstData) {
        self.out.push(data);
    }
}

/// Rebuilds `func`, each instruction for which `needs` holds replaced by what
/// `f` pushes for it (in the same block, with the same origin; at least one
/// instruction); the others stay as they are. `f` may fail.
///
/// The result is written over the input, in the same arrays, in two steps.
/// First `f` runs on the instructions that need it, in order, its output kept
/// aside (a legalization rewrites few instructions); the others do not move.
/// Then the array grows by what the rewrites added, and is filled from its
/// end: each run of untouched instructions moves once, by the growth before
/// it, and the rewrites' output goes in between. Instructions before the first
/// rewrite never move, and no second array of the function's size is needed.
pub fn rewrite<E>(
    mut func: Function,
    needs: impl Fn(&Function, &InstData) -> bool,
    mut f: impl FnMut(&mut Rewrite, &Function, Inst, InstData) -> Result<(), E>,
) -> Result<Function, E> {
    let mut rw = Rewrite {
        regs: func.regs.clone(),
        out: Vec::new(),
        origin: None.into(),
    };
    // Each rewritten instruction with the number of instructions it became.
    let mut rewritten: Vec<(usize, usize)> = Vec::new();
    for i in 0..func.num_insts() {
        let inst = Inst::new(i);
        if !needs(&func, &func.insts[inst]) {
            continue;
        }
        let data = core::mem::replace(&mut func.insts[inst], InstData::Return);
        rw.origin = func.inst_origins[i];
        let before = rw.out.len();
        f(&mut rw, &func, inst, data)?;
        let made = rw.out.len() - before;
        assert!(made > 0, "a rewrite must push an instruction");
        rewritten.push((i, made));
    }
    func.regs = rw.regs;
    if rewritten.is_empty() {
        return Ok(func);
    }
    // The new ranges of the blocks: each start moves by what the rewrites
    // before it added.
    let mut next = rewritten.iter().peekable();
    let mut added = 0;
    for block in func.blocks() {
        let range = func.block_inst_range(block);
        let start = range.start + added;
        while let Some(&&(i, made)) = next.peek() {
            if i >= range.end {
                break;
            }
            added += made - 1;
            next.next();
        }
        func.blocks[block].insts = start as u32..(range.end + added) as u32;
    }
    let mut insts: Vec<InstData> = core::mem::take(&mut func.insts).into();
    let origins = &mut func.inst_origins;
    let old_len = insts.len();
    insts.resize_with(old_len + added, || InstData::Return);
    origins.resize(old_len + added, None.into());
    // From the end: `end` is the end of the untouched run before it in the
    // old layout, `shift` how far that run moves.
    let mut end = old_len;
    let mut shift = added;
    for &(i, made) in rewritten.iter().rev() {
        if shift > 0 {
            insts[i + 1..end + shift].rotate_right(shift);
            origins.copy_within(i + 1..end, i + 1 + shift);
        }
        // What `i` became fills the slots before its run, `i` itself first.
        shift -= made - 1;
        let origin = origins[i];
        for k in (i + shift..i + shift + made).rev() {
            insts[k] = rw.out.pop().expect("one output per slot");
            origins[k] = origin;
        }
        end = i;
    }
    func.insts = insts.into();
    Ok(func)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{BinaryOp, Builder, InstData, MemSpace, Operand, Type};

    /// Every constant becomes two copies of itself: the instructions after
    /// each move by what came before, and the blocks keep theirs.
    #[test]
    fn rewrite_grows_in_place() {
        let text = "\
kernel k(%p: i64 ptr) warps=1 shared=0 {
block0:
    v0 = param 0
    v1 = const i32 0x1
    v2 = Add i32 v1, 2
    v3 = const i32 0x3
    jump block1
block1:
    v4 = Add i32 v2, v3
    store.global i32 [v0 + 0], v4
    v5 = const i32 0x5
    return
}
";
        let func = crate::parse::parse(text).unwrap();
        let out = rewrite(
            func,
            |_, data| matches!(data, InstData::Const { .. }),
            |rw, _, _, data| -> Result<(), ()> {
                rw.push(data.clone());
                rw.push(data);
                Ok(())
            },
        )
        .unwrap();
        let twice = |line: &str| format!("{line}\n{line}\n");
        let expected = text
            .replace("    v1 = const i32 0x1\n", &twice("    v1 = const i32 0x1"))
            .replace("    v3 = const i32 0x3\n", &twice("    v3 = const i32 0x3"))
            .replace("    v5 = const i32 0x5\n", &twice("    v5 = const i32 0x5"));
        assert_eq!(crate::print::to_string(&out), expected);
    }

    #[test]
    fn dead_arithmetic_goes_and_stores_stay() {
        let mut b = Builder::new("k", 1);
        let p = b.add_param("p", Type::I64, crate::ParamKind::Ptr);
        let unused = b.add_param("n", Type::I32, crate::ParamKind::Value);
        let x = b.binary(
            BinaryOp::Add,
            Type::I32,
            Operand::Reg(unused),
            Operand::Imm(1),
        );
        let _dead = b.binary(BinaryOp::Mul, Type::I32, Operand::Reg(x), Operand::Imm(2));
        b.ins(InstData::Store {
            space: MemSpace::Global,
            ty: Type::I32,
            srcs: smallvec::smallvec![Operand::Reg(x)],
            addr: p,
            offset: 0,
            pred: None,
            cache: Default::default(),
        });
        b.ins(InstData::Return);
        let func = eliminate_dead_code(b.finish());
        let text = crate::print::to_string(&func);
        assert!(text.contains("Add i32"), "{text}");
        assert!(!text.contains("Mul"), "{text}");
        assert!(text.contains("store"), "{text}");
    }

    /// A loop that carries two registers, one read by a store and one only
    /// advanced and carried again: the second parameter goes, with its jump
    /// arguments and its `Add`; the first stays.
    #[test]
    fn self_carried_parameters_go() {
        let text = "\
kernel k(%p: i64 ptr, %n: i32) warps=1 shared=0 {
block0:
    v0 = param 0
    v1 = param 1
    v2 = const i32 0x0
    jump block1(v2, v0, v0)
block1(v3: i32, v4: i64, v5: i64):
    v6 = cmp SLt i32 v3, v1
    brif v6, block2, block3
block2:
    store.global i32 [v4 + 0], v3
    v7 = Add i64 v4, 4
    v8 = Add i64 v5, 64
    v9 = Add i32 v3, 1
    jump block1(v9, v7, v8)
block3:
    return
}
";
        let func = crate::parse::parse(text).unwrap();
        let out = crate::print::to_string(&eliminate_dead_params(func));
        assert!(out.contains("block1(v3: i32, v4: i64):"), "{out}");
        assert!(out.contains("jump block1(v2, v0)"), "{out}");
        assert!(out.contains("jump block1(v9, v7)"), "{out}");
        assert!(!out.contains("v5") && !out.contains(", 64"), "{out}");
        assert!(crate::verify::verify(&crate::parse::parse(&out).unwrap()).is_ok());
        // Nothing to drop: the function comes back as it was.
        let kept = text.replace(
            "store.global i32 [v4 + 0], v3",
            "store.global i64 [v4 + 0], v5",
        );
        let func = crate::parse::parse(&kept).unwrap();
        assert_eq!(crate::print::to_string(&eliminate_dead_params(func)), kept);
    }
}

/// Whether `data` computes its results in registers from its operands, the
/// thread's special registers or the kernel's parameters alone (no memory,
/// no side effects, no other lanes): what the passes below may move or
/// compute again elsewhere.
fn is_pure_value(data: &InstData) -> bool {
    matches!(
        data,
        InstData::Special { .. }
            | InstData::Param { .. }
            | InstData::Const { .. }
            | InstData::SharedBase { .. }
            | InstData::Unary { .. }
            | InstData::Binary { .. }
            | InstData::Ternary { .. }
            | InstData::Rounded { .. }
            | InstData::Cmp { .. }
            | InstData::Select { .. }
            | InstData::Convert { .. }
            | InstData::Pack { .. }
            | InstData::Unpack { .. }
            | InstData::Fp8x2ToF16x2 { .. }
            | InstData::F32x2ToFp8x2 { .. }
    )
}

/// Moves pure instructions computed before a loop, and read only after it, to
/// the nearest block after the loop that dominates their readers, so that
/// their results do not stay live (in registers) through the loop.
///
/// The lowering computes what depends only on the thread id and the
/// parameters once, before everything (the prologue), and a kernel's
/// epilogue reads some of it: `matmul_f16`'s store offsets, 40 registers
/// live through its K loop, which kept ptxas at 164 registers a thread
/// (three programs a multiprocessor on an H100) where Triton's code takes 128
/// (four). ptxas does not sink them itself.
///
/// An instruction moves where it is pure (no memory, no side effects), sits
/// outside every loop, and every register it reads is either live through
/// the loop anyway (read in it or after it by another instruction) or made by
/// an instruction that moves too, so that no register becomes live through a
/// loop; moved instructions keep their order at the start of their new
/// block. Loops are the back edges of the layout order (a jump to a block at
/// or before its own), whose blocks lie between the target and the jump, as
/// the lowering of structured control flow lays them out.
pub fn sink_past_loops(func: Function) -> Function {
    let (loops, loop_blocks) = loops(&func);
    // Only what sits before the last loop can cross one.
    let Some(last_header) = loops.iter().map(|&(h, _)| h).max() else {
        return func;
    };
    let limit = func.block_inst_range(Block::new(last_header)).start;
    let block_of = func.inst_blocks();
    // The first loop a value made in block `from` and read in block `to`
    // lives through, if any.
    let crossing = |from: usize, to: usize| {
        loops
            .iter()
            .filter(|&&(h, l)| from < h && l < to)
            .map(|&(h, _)| h)
            .min()
    };
    // What may move: a pure instruction before the last loop, in no loop.
    let candidate = |i: usize| {
        i < limit && !loop_blocks[block_of[i] as usize] && is_pure_value(&func.insts[Inst::new(i)])
    };
    let idom = immediate_dominators(&func);
    let common = |a: usize, b: usize| common_dominator(&idom, a, b);
    let note = |l: &mut (u32, u32), t: u32| {
        if t >= l.0 {
            *l = (t, l.0);
        } else if t > l.1 {
            l.1 = t;
        }
    };
    // One walk: the definer of each register; for the readers that stay
    // where they are, the nearest block dominating them all (`NONE` for no
    // reader) and their two latest blocks (with repeats); the reads by
    // instructions that may move, by register.
    const NONE: u32 = u32::MAX;
    let num_regs = func.num_regs();
    let mut def_of = vec![u32::MAX; num_regs];
    let mut fixed_dom = vec![NONE; num_regs];
    let mut fixed = vec![(0u32, 0u32); num_regs];
    // The reads by instructions that may move: a list per register
    // (`first_read[r]`, then `reads[k].1` to the next), each the reader.
    let mut first_read = vec![NONE; num_regs];
    let mut reads: Vec<(u32, u32)> = Vec::new();
    let mut candidates: Vec<usize> = Vec::new();
    for (inst, data) in func.insts.iter() {
        let i = inst.index();
        data.for_each_def(|r| def_of[r.index()] = i as u32);
        if candidate(i) {
            candidates.push(i);
            data.for_each_use(|r| {
                reads.push((i as u32, first_read[r.index()]));
                first_read[r.index()] = (reads.len() - 1) as u32;
            });
            continue;
        }
        let b = block_of[i];
        data.for_each_use(|r| {
            let d = &mut fixed_dom[r.index()];
            *d = if *d == NONE {
                b
            } else {
                common(*d as usize, b as usize) as u32
            };
            note(&mut fixed[r.index()], b);
        });
    }
    let (reads, first_read) = (&reads, &first_read);
    let moving_readers = |r: Reg| {
        let mut k = first_read[r.index()];
        core::iter::from_fn(move || {
            let &(reader, next) = reads.get(k as usize)?;
            k = next;
            Some(reader as usize)
        })
    };
    // Anything to move at all: a value made before a loop whose readers,
    // where they are now, include one after it.
    let any = candidates.iter().any(|&i| {
        let mut crosses = false;
        func.insts[Inst::new(i)].for_each_def(|r| {
            let last = moving_readers(r)
                .map(|j| block_of[j])
                .fold(fixed[r.index()].0, u32::max);
            crosses |= crossing(block_of[i] as usize, last as usize).is_some();
        });
        crosses
    });
    if !any {
        return func;
    }
    // Readers come after what they read (but for block parameters, which
    // are not moved), so in reverse order every reader's block is final. A
    // move is undone (and the pass run again without it) where it would keep
    // a register live through the loop that was not: one read that is
    // neither live through it anyway nor made by a moved instruction.
    let mut frozen = vec![false; limit];
    let mut target = block_of.clone();
    let mut crossed = vec![0u32; limit];
    let mut latest = fixed.clone();
    loop {
        for &i in &candidates {
            target[i] = block_of[i];
        }
        for &i in candidates.iter().rev() {
            if frozen[i] {
                continue;
            }
            let mut dest: Option<usize> = None;
            func.insts[Inst::new(i)].for_each_def(|r| {
                let fixed_block = fixed_dom[r.index()];
                let blocks = (fixed_block != NONE).then_some(fixed_block as usize);
                for b in blocks
                    .into_iter()
                    .chain(moving_readers(r).map(|j| target[j] as usize))
                {
                    dest = Some(dest.map_or(b, |d| common(d, b)));
                }
            });
            let Some(mut dest) = dest else {
                continue;
            };
            while loop_blocks[dest] && dest != 0 {
                dest = idom[dest];
            }
            if let Some(header) = crossing(block_of[i] as usize, dest) {
                target[i] = dest as u32;
                crossed[i] = header as u32;
            }
        }
        latest.copy_from_slice(&fixed);
        for &i in &candidates {
            let t = target[i];
            func.insts[Inst::new(i)].for_each_use(|r| note(&mut latest[r.index()], t));
        }
        let mut undone = false;
        for &i in &candidates {
            if target[i] == block_of[i] {
                continue;
            }
            let mut ok = true;
            func.insts[Inst::new(i)].for_each_use(|r| {
                let def = def_of[r.index()] as usize;
                let follows = def < limit && target[def] != block_of[def];
                // Read at or past the loop by another instruction: the
                // latest reader, or the second latest where `i` is the latest.
                let (first, second) = latest[r.index()];
                let other = if first == target[i] { second } else { first };
                ok &= follows || other >= crossed[i];
            });
            if !ok {
                frozen[i] = true;
                undone = true;
            }
        }
        if !undone {
            break;
        }
    }
    if target[..limit] == block_of[..limit] {
        return func;
    }
    relayout(func, &target, &block_of)
}

/// Carries one pointer of each group of a loop's pointers that advance by
/// the same amount, and makes the others from it: in a loop that holds
/// `cp.async` copies and a tensor-core dot (`mma.sync`, `wgmma`), a header
/// parameter `p` whose value from the back edge
/// is `p + s` is read, everywhere, as `p0 + (p_init - p0_init)`, where `p0`
/// is the group's first parameter advanced by an equal `s` (the same
/// immediate, or a register made by an equal pure instruction from the same
/// operands); the difference is made before the loop, and `p` itself, now
/// unread, goes with the code that carried it ([`eliminate_dead_params`]).
///
/// Triton's code carries its copies' pointers in this form. Carried one a
/// copy, ptxas splits each 64-bit pointer into two 32-bit registers where it
/// advances them (`IADD3` and `IMAD.X` on an immediate step) and moves them
/// into one register pair before each copy, each move waiting for the
/// previous copy to read its address: `triton_matmul_fp16_128x256x64`'s
/// four `a` copies an iteration went through one pair (ncu, BENCHMARKS.md,
/// session 19). Made by an add just before the copy, each address is a fresh
/// pair that ptxas schedules with the copies. The loops of dots on FMA keep
/// their pointers: there ptxas gave the rebased form more registers
/// (`matmul_f32_ieee` 71 -> 92) and it ran 4.7% slower (A/B, session 19).
pub fn rebase_carried_pointers(func: Function) -> Function {
    let preds = func.predecessors();
    let def_of = definers(&func);
    // (replaced parameter, the group's carried parameter, its initial
    // value, the carried one's initial value, the header), and the
    // preheader jumps.
    let mut plan: Vec<(Reg, Reg, Reg, Reg, Block)> = Vec::new();
    let mut entries: Vec<InstData> = Vec::new();
    for header in func.blocks() {
        let params = func.block_params(header);
        let [a, b] = preds[header][..] else { continue };
        let (pre, latch) = if a < b { (a, b) } else { (b, a) };
        if pre >= header || latch < header {
            continue;
        }
        let (Some(InstData::Jump { args: init, .. }), Some(InstData::Jump { args: next, .. })) =
            (func.terminator(pre), func.terminator(latch))
        else {
            continue;
        };
        let body = func.block_inst_range(header).start..func.block_inst_range(latch).end;
        let has = |f: fn(&InstData) -> bool| body.clone().any(|i| f(&func.insts[Inst::new(i)]));
        let copies = has(|d| matches!(d, InstData::CpAsync { .. }));
        let tensor_cores = has(|d| matches!(d, InstData::Mma { .. } | InstData::Wgmma { .. }));
        if !copies || !tensor_cores || params.len() < 2 {
            continue;
        }
        let latch_range = func.block_inst_range(latch);
        // Each parameter advanced by a step, with the step's value key.
        let mut stepped: Vec<(usize, InstData)> = Vec::new();
        for (k, &p) in params.iter().enumerate() {
            if func.reg_type(p) != super::Type::I64 {
                continue;
            }
            let Some(step) = step_of(&func, &def_of, (p, next[k]), &latch_range, &body) else {
                continue;
            };
            stepped.push((k, step));
        }
        let before = plan.len();
        for (n, (k, step)) in stepped.iter().enumerate() {
            let first = stepped[..n].iter().find(|(_, s)| s == step);
            if let Some(&(k0, _)) = first {
                plan.push((params[*k], params[k0], init[*k], init[k0], header));
            }
        }
        if plan.len() > before {
            entries.push(func.terminator(pre).cloned().expect("a jump"));
        }
    }
    if plan.is_empty() {
        return func;
    }
    // The replaced parameters, with their difference registers (made at the
    // preheader's jump).
    let mut diff: Vec<Option<Reg>> = vec![None; func.num_regs()];
    let replaced = {
        let mut r = vec![false; func.num_regs()];
        plan.iter().for_each(|&(p, ..)| r[p.index()] = true);
        r
    };
    let reads_replaced = |data: &InstData| {
        let mut any = false;
        data.for_each_use(|r| any |= replaced[r.index()]);
        any
    };
    let plan = &plan;
    let out = rewrite(
        func,
        |_, data| entries.contains(data) || reads_replaced(data),
        |rw, _, _, mut data| -> Result<(), ()> {
            if entries.contains(&data) {
                if let InstData::Jump { dest, .. } = &data {
                    for &(p, _, init, init0, header) in plan {
                        if header == *dest {
                            let d = rw.reg(super::Type::I64);
                            rw.push(InstData::Binary {
                                op: super::BinaryOp::Sub,
                                ty: super::Type::I64,
                                dst: d,
                                args: [super::Operand::Reg(init), super::Operand::Reg(init0)],
                            });
                            diff[p.index()] = Some(d);
                        }
                    }
                }
            }
            let mut adds: SmallVec<[InstData; 2]> = SmallVec::new();
            data.for_each_use_mut(|r| {
                let Some(&(_, p0, ..)) = plan.iter().find(|&&(p, ..)| p == *r) else {
                    return;
                };
                let d = diff[r.index()].expect("made before the loop");
                let q = rw.reg(super::Type::I64);
                adds.push(InstData::Binary {
                    op: super::BinaryOp::Add,
                    ty: super::Type::I64,
                    dst: q,
                    args: [super::Operand::Reg(p0), super::Operand::Reg(d)],
                });
                *r = q;
            });
            adds.into_iter().for_each(|a| rw.push(a));
            rw.push(data);
            Ok(())
        },
    )
    .expect("the rewrite does not fail");
    eliminate_dead_params(out)
}

/// The instruction defining each register (`u32::MAX` for block
/// parameters).
fn definers(func: &Function) -> Vec<u32> {
    let mut def_of = vec![u32::MAX; func.num_regs()];
    for (inst, data) in func.insts.iter() {
        data.for_each_def(|r| def_of[r.index()] = inst.index() as u32);
    }
    def_of
}

/// The step by which `next` advances `p` (`next = p + step`, 64-bit), as a
/// key equal for equal steps: the add with `p` and its result blanked and,
/// for a register step made by a pure instruction, that instruction with its
/// result blanked in its place.
///
/// The add, and a register step made in the loop (`body`), must be in the
/// block of the back edge (`latch`): there each register they read holds one
/// value, so equal steps are equal values (an inner loop between two of them
/// could change what one reads).
fn step_of(
    func: &Function,
    def_of: &[u32],
    (p, next): (Reg, Reg),
    latch: &core::ops::Range<usize>,
    body: &core::ops::Range<usize>,
) -> Option<InstData> {
    let def = *def_of.get(next.index())?;
    if def == u32::MAX || !latch.contains(&(def as usize)) {
        return None;
    }
    let InstData::Binary {
        op: super::BinaryOp::Add,
        ty: super::Type::I64,
        args,
        ..
    } = &func.insts[Inst::new(def as usize)]
    else {
        return None;
    };
    let step = match args {
        [super::Operand::Reg(a), s] if *a == p => *s,
        [s, super::Operand::Reg(b)] if *b == p => *s,
        _ => return None,
    };
    let blank = Reg::new(0);
    match step {
        super::Operand::Reg(s) if def_of[s.index()] != u32::MAX => {
            let at = def_of[s.index()] as usize;
            let mut made = func.insts[Inst::new(at)].clone();
            if !is_pure_value(&made) || (body.contains(&at) && !latch.contains(&at)) {
                return None;
            }
            made.for_each_def_mut(|r| *r = blank);
            Some(made)
        }
        other => Some(InstData::Binary {
            op: super::BinaryOp::Add,
            ty: super::Type::I64,
            dst: blank,
            args: [super::Operand::Reg(blank), other],
        }),
    }
}

/// Moves, in a block that jumps back to a loop's header, the pure
/// instructions whose results only the jump and other such instructions read
/// to just before the jump, keeping their order: the next iteration's values
/// are made after the last reads of this iteration's, as Triton's code does.
///
/// The lowering of a pipelined loop makes the next iteration's copy pointers
/// (`p + step`) before the copies that read `p`; both stay live across the
/// copies, and ptxas, which does not sink them itself, then copies the
/// pointers between registers around the copies: in
/// `triton_matmul_fp16_128x256x64`'s loop the moves and pointer updates
/// among the copies held 30% of the stall samples, against 12% in Triton's
/// (ncu, BENCHMARKS.md, session 19).
///
/// Only the order within one block changes; an instruction moves when it is
/// pure, every reader of its results is in its block, after it, and the
/// jump or an instruction that moves too, and every register it reads is
/// live through the block anyway (a parameter of the loop's header, or made
/// outside the loop) or made by an instruction that moves too: an FMA dot's
/// `acc + a * b`, read only by the jump, stays among the loads of `a` and
/// `b` (moved after them all, it kept every loaded value live at once:
/// `matmul_f32_ieee` 71 -> 109 registers). Registers are SSA, so a later
/// position reads the same values.
pub fn sink_into_back_edges(mut func: Function) -> Function {
    const NONE: u32 = u32::MAX;
    const MANY: u32 = u32::MAX - 1;
    // The block of each register's readers (`MANY`: several blocks), and
    // the block it is made in (instruction or parameter).
    let mut read_in = vec![NONE; func.num_regs()];
    let mut made_in = vec![NONE; func.num_regs()];
    for b in func.blocks() {
        let here = b.index() as u32;
        for &p in func.block_params(b) {
            made_in[p.index()] = here;
        }
        for i in func.block_inst_range(b) {
            let data = &func.insts[Inst::new(i)];
            data.for_each_def(|r| made_in[r.index()] = here);
            data.for_each_use(|r| {
                let seen = &mut read_in[r.index()];
                *seen = match *seen {
                    NONE => here,
                    x if x == here => x,
                    _ => MANY,
                };
            });
        }
    }
    let mut perm: Vec<u32> = Vec::with_capacity(func.num_insts());
    let mut changed = false;
    let mut early = vec![false; func.num_regs()];
    let blocks: Vec<Block> = func.blocks().collect();
    for b in blocks {
        let range = func.block_inst_range(b);
        let begin = perm.len() as u32;
        let header = match func.terminator(b) {
            Some(InstData::Jump { dest, .. }) if dest.index() <= b.index() => Some(*dest),
            _ => None,
        };
        let Some(header) = header.filter(|_| range.len() >= 2) else {
            perm.extend(range.map(|i| i as u32));
            func.blocks[b].insts = begin..perm.len() as u32;
            continue;
        };
        let (body, jump) = (range.start..range.end - 1, range.end - 1);
        let in_loop = |r: Reg| {
            let d = made_in[r.index()];
            d != NONE && d >= header.index() as u32 && d <= b.index() as u32
        };
        // Forwards: what may sink reads only values that live through the
        // block anyway (the header's parameters, values from outside the
        // loop) or what sinks with it, so that no operand lives longer.
        let mut may = vec![false; body.len()];
        let mut moving = vec![false; func.num_regs()];
        for i in body.clone() {
            let data = &func.insts[Inst::new(i)];
            let mut ok = is_pure_value(data);
            data.for_each_use(|r| {
                ok &= !in_loop(r) || moving[r.index()] || func.block_params(header).contains(&r);
            });
            may[i - body.start] = ok;
            if ok {
                data.for_each_def(|r| moving[r.index()] = true);
            }
        }
        // Backwards: an instruction sinks unless something that stays
        // after it reads it (`early`), or a reader is in another block.
        let mut sinks = vec![false; body.len()];
        for i in body.clone().rev() {
            let data = &func.insts[Inst::new(i)];
            let mut ok = may[i - body.start];
            data.for_each_def(|r| {
                ok &= read_in[r.index()] == b.index() as u32 && !early[r.index()];
            });
            if ok {
                sinks[i - body.start] = true;
            } else {
                data.for_each_use(|r| early[r.index()] = true);
            }
        }
        for i in body.clone() {
            func.insts[Inst::new(i)].for_each_use(|r| early[r.index()] = false);
        }
        // Already at the end: the sinking ones form a suffix of the body.
        let first_sink = sinks.iter().position(|&s| s).unwrap_or(sinks.len());
        changed |= sinks[first_sink..].iter().any(|&s| !s);
        let stays = body.clone().filter(|&i| !sinks[i - body.start]);
        let sinking = body.clone().filter(|&i| sinks[i - body.start]);
        perm.extend(stays.chain(sinking).map(|i| i as u32));
        perm.push(jump as u32);
        func.blocks[b].insts = begin..perm.len() as u32;
    }
    if !changed {
        return func;
    }
    permute(&mut func, &perm);
    func
}

/// Computes again, in each arm of a branch, the pure values made before the
/// branch that only the arms read, so that no such value stays live (in a
/// register) through the arm that does not need it, nor ties the two arms'
/// register assignments together.
///
/// A kernel versioned on a run-time check (`tilelift_lower::version`, for
/// the matmul tutorial's `% N`) runs one of two copies of its loop; the
/// lowering computes what depends only on the thread id and the parameters
/// once, before the branch (the prologue), and both copies read it. ptxas
/// then gives each such value one register for both arms, and where the slow
/// copy runs out of registers, spills it in the fast one too:
/// `triton_matmul_fp16_128x128x32` took 255 registers and 8 spill loads per
/// iteration of its fast loop, which alone (the kernel without the slow copy)
/// takes 230 and none.
///
/// A branch (`brif`) outside every loop qualifies when one of its arms holds
/// a loop. An instruction moves into the arms when it is pure, sits outside
/// every loop in a block that dominates the branch, and every reader of its
/// results lies in a block that an arm dominates, or moves too. Each arm gets
/// its own copy (new registers, the old order, first in the arm's block) of
/// what its blocks read, and the originals go. Exactly one arm runs, once: no
/// instruction runs more often than before.
pub fn rematerialize_in_arms(mut func: Function) -> Function {
    // Copies go to the start of existing blocks: the blocks, their
    // terminators, the loops and the dominators stay as they are.
    let (loops, in_loop) = loops(&func);
    let Some(last_header) = loops.iter().map(|&(h, _)| h).max() else {
        return func;
    };
    let idom = immediate_dominators(&func);
    let branches: Vec<Block> = (0..last_header)
        .map(Block::new)
        .filter(|&b| {
            !in_loop[b.index()] && matches!(func.terminator(b), Some(InstData::Brif { .. }))
        })
        .collect();
    for branch in branches {
        func = split_at(func, branch, &loops, &in_loop, &idom);
    }
    func
}

/// The loops of `func` (back edges of the layout order: header, latch), and
/// whether each block lies in one.
fn loops(func: &Function) -> (SmallVec<[(usize, usize); 4]>, Vec<bool>) {
    let mut loops: SmallVec<[(usize, usize); 4]> = SmallVec::new();
    for b in func.blocks() {
        for s in func.successors(b) {
            if s.index() <= b.index() {
                loops.push((s.index(), b.index()));
            }
        }
    }
    let mut in_loop = vec![false; func.num_blocks()];
    for &(h, l) in &loops {
        in_loop[h..=l].iter_mut().for_each(|b| *b = true);
    }
    (loops, in_loop)
}

/// [`rematerialize_in_arms`] at one `brif` block outside loops, with the
/// function's loops ([`loops`]) and immediate dominators.
fn split_at(
    func: Function,
    branch: Block,
    loops: &[(usize, usize)],
    in_loop: &[bool],
    idom: &[usize],
) -> Function {
    let Some(&InstData::Brif {
        then_dest,
        else_dest,
        ..
    }) = func.terminator(branch)
    else {
        return func;
    };
    let n = func.num_blocks();
    // The arm (0: then, 1: else) that dominates each block, if any.
    const NO_ARM: u8 = u8::MAX;
    let mut arm = vec![NO_ARM; n];
    for b in branch.index() + 1..n {
        arm[b] = if b == then_dest.index() {
            0
        } else if b == else_dest.index() {
            1
        } else if idom[b] > branch.index() {
            arm[idom[b]]
        } else {
            NO_ARM
        };
    }
    if !loops.iter().any(|&(h, _)| arm[h] != NO_ARM) {
        return func;
    }
    // The blocks that dominate the branch, outside loops: where what moves is.
    let mut above = vec![false; n];
    let mut d = branch.index();
    loop {
        above[d] = !in_loop[d];
        if d == 0 {
            break;
        }
        d = idom[d];
    }
    let num_insts = func.num_insts();
    let block_of = func.inst_blocks();
    // `needed[r]`: the arms that read register `r` (bit 0: then, bit 1:
    // else), or `OUTSIDE` where something that stays reads it. Readers come
    // after what they read (block parameters aside, which no candidate
    // defines), so in reverse order each candidate's readers are decided.
    const OUTSIDE: u8 = 4;
    let mut needed = vec![0u8; func.num_regs()];
    let mut moves = vec![0u8; num_insts];
    for i in (0..num_insts).rev() {
        let data = &func.insts[Inst::new(i)];
        let b = block_of[i] as usize;
        let candidate = above[b] && is_pure_value(data);
        let reads = if candidate {
            let mut arms = 0u8;
            data.for_each_def(|r| arms |= needed[r.index()]);
            if arms & OUTSIDE == 0 && arms != 0 {
                moves[i] = arms;
            }
            if arms & OUTSIDE != 0 {
                OUTSIDE
            } else {
                arms
            }
        } else if arm[b] == NO_ARM {
            OUTSIDE
        } else {
            1 << arm[b]
        };
        data.for_each_use(|r| needed[r.index()] |= reads);
    }
    if moves.iter().all(|&m| m == 0) {
        return func;
    }
    rebuild_with_copies(func, &moves, &arm, [then_dest, else_dest])
}

/// `func` with the instructions `i` where `moves[i] != 0` removed and copied,
/// with new registers, to the start of each arm `a` (`arms[a]`) whose bit
/// `moves[i]` has; the arms' blocks (`arm[b] == a`) read the copies.
fn rebuild_with_copies(mut func: Function, moves: &[u8], arm: &[u8], arms: [Block; 2]) -> Function {
    let mut copies: [Vec<(InstData, PackedOption<Origin>)>; 2] = [Vec::new(), Vec::new()];
    let mut renamed: [Vec<Option<Reg>>; 2] =
        [vec![None; func.num_regs()], vec![None; func.num_regs()]];
    for (i, &m) in moves.iter().enumerate() {
        for a in 0..2 {
            if m & (1 << a) == 0 {
                continue;
            }
            let mut data = func.insts[Inst::new(i)].clone();
            let map = &mut renamed[a];
            data.for_each_use_mut(|r| *r = map[r.index()].unwrap_or(*r));
            data.for_each_def_mut(|r| {
                let fresh = func.regs.push(func.regs[*r]);
                map[r.index()] = Some(fresh);
                *r = fresh;
            });
            copies[a].push((data, func.inst_origins[i]));
        }
    }
    let old: Vec<InstData> = core::mem::take(&mut func.insts).into();
    let old_origins = core::mem::take(&mut func.inst_origins);
    let total =
        old.len() + copies[0].len() + copies[1].len() - moves.iter().filter(|&&m| m != 0).count();
    let mut insts: Vec<InstData> = Vec::with_capacity(total);
    let mut origins: Vec<PackedOption<Origin>> = Vec::with_capacity(total);
    let mut old = old.into_iter().zip(old_origins).enumerate();
    let blocks: Vec<Block> = func.blocks().collect();
    for b in blocks {
        let range = func.block_inst_range(b);
        let start = insts.len() as u32;
        if let Some(a) = arms.iter().position(|&x| x == b) {
            for (data, origin) in core::mem::take(&mut copies[a]) {
                insts.push(data);
                origins.push(origin);
            }
        }
        let a = arm[b.index()];
        for (i, (mut data, origin)) in old.by_ref().take(range.len()) {
            if moves[i] != 0 {
                continue;
            }
            if a != u8::MAX {
                let map = &renamed[a as usize];
                data.for_each_use_mut(|r| *r = map[r.index()].unwrap_or(*r));
            }
            insts.push(data);
            origins.push(origin);
        }
        func.blocks[b].insts = start..insts.len() as u32;
    }
    func.insts = insts.into();
    func.inst_origins = origins;
    func
}

/// The immediate dominator of each block (by index; the entry is its own),
/// by the iteration of Cooper, Harvey and Kennedy over the layout order,
/// which is a reverse postorder for the lowering's structured control flow.
fn immediate_dominators(func: &Function) -> Vec<usize> {
    let preds = func.predecessors();
    let n = func.num_blocks();
    let mut idom = vec![usize::MAX; n];
    idom[0] = 0;
    let mut changed = true;
    while changed {
        changed = false;
        for b in 1..n {
            let mut new = usize::MAX;
            for &p in &preds[Block::new(b)] {
                let p = p.index();
                if idom[p] == usize::MAX {
                    continue;
                }
                new = if new == usize::MAX {
                    p
                } else {
                    common_dominator(&idom, p, new)
                };
            }
            if new != usize::MAX && idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    // Unreachable blocks: under the entry.
    for d in idom.iter_mut() {
        if *d == usize::MAX {
            *d = 0;
        }
    }
    idom
}

/// The nearest block that dominates blocks `a` and `b`, by the immediate
/// dominators `idom` (each below its block in layout order).
fn common_dominator(idom: &[usize], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while a > b {
            a = idom[a];
        }
        while b > a {
            b = idom[b];
        }
    }
    a
}

/// `func` with instruction `i` in block `target[i]`: those moved first in
/// their new block, in their old order, then the block's own. The
/// instructions are permuted in place (no second array of the function's
/// size).
fn relayout(mut func: Function, target: &[u32], block_of: &[u32]) -> Function {
    let mut moved: Vec<(u32, u32)> = (0..target.len())
        .filter(|&i| target[i] != block_of[i])
        .map(|i| (target[i], i as u32))
        .collect();
    moved.sort_unstable();
    // `perm[p]`: the instruction at position `p` of the new layout.
    let mut perm: Vec<u32> = Vec::with_capacity(target.len());
    let mut next_moved = moved.iter().peekable();
    let blocks: Vec<Block> = func.blocks().collect();
    for b in blocks {
        let begin = perm.len() as u32;
        while let Some(&&(t, i)) = next_moved.peek() {
            if t as usize != b.index() {
                break;
            }
            next_moved.next();
            perm.push(i);
        }
        let own = func
            .block_inst_range(b)
            .filter(|&i| target[i] as usize == b.index());
        perm.extend(own.map(|i| i as u32));
        func.blocks[b].insts = begin..perm.len() as u32;
    }
    permute(&mut func, &perm);
    func
}

/// Lays the instructions out in the order `perm` (`perm[p]`: the instruction
/// at position `p`), their origins with them; the blocks' ranges are the
/// caller's.
fn permute(func: &mut Function, perm: &[u32]) {
    let insts = func.insts.values_mut().into_slice();
    let origins = &mut func.inst_origins[..];
    // Each cycle of the permutation by swaps: position `p` takes what
    // `perm[p]` held, the value it held moves on along the cycle.
    let mut placed = vec![false; perm.len()];
    for start in 0..perm.len() {
        if placed[start] || perm[start] as usize == start {
            continue;
        }
        let mut p = start;
        loop {
            placed[p] = true;
            let q = perm[p] as usize;
            if q == start {
                break;
            }
            insts.swap(p, q);
            origins.swap(p, q);
            p = q;
        }
    }
}

#[cfg(test)]
mod sink_tests {
    use super::*;

    /// `v2` (read in the loop) stays; `v3` and `v4` (read after it only)
    /// move to the exit block, in order; `v5` (an operand that would then be
    /// live through the loop, a load) keeps `v6` where it is.
    const TEXT: &str = "\
kernel k(%p: i64 ptr, %n: i32) warps=1 shared=0 {
block0:
    v0 = param 0
    v1 = param 1
    v2 = const i32 0x0
    v3 = Add i32 v1, 7
    v4 = Mul i32 v3, 3
    v5 = load.global i32 [v0 + 0]
    v6 = Add i32 v5, 1
    jump block1(v2)
block1(v7: i32):
    v8 = cmp SLt i32 v7, v1
    brif v8, block2, block3
block2:
    v9 = Add i32 v7, 1
    jump block1(v9)
block3:
    store.global i32 [v0 + 0], v4
    store.global i32 [v0 + 4], v6
    return
}
";

    #[test]
    fn values_read_after_a_loop_move_after_it() {
        let func = crate::parse::parse(TEXT).unwrap();
        let out = crate::print::to_string(&sink_past_loops(func));
        let exit = out.split("block3:").nth(1).expect("the exit block");
        assert!(
            exit.starts_with("\n    v3 = Add i32 v1, 7\n    v4 = Mul i32 v3, 3\n    store"),
            "{out}"
        );
        let entry = out.split("block1").next().unwrap();
        assert!(entry.contains("v6 = Add i32 v5, 1"), "{out}");
        assert!(!entry.contains("v3 ="), "{out}");
        assert!(crate::verify::verify(&crate::parse::parse(&out).unwrap()).is_ok());
        // Without a loop, nothing moves.
        let straight = TEXT.replace("jump block1(v9)", "return");
        let func = crate::parse::parse(&straight).unwrap();
        assert_eq!(crate::print::to_string(&sink_past_loops(func)), straight);
    }

    #[test]
    fn dominators_of_a_loop_and_a_branch() {
        let func = crate::parse::parse(TEXT).unwrap();
        assert_eq!(immediate_dominators(&func), [0, 0, 1, 1]);
    }
}

#[cfg(test)]
mod back_edge_tests {
    use super::*;

    /// A copy loop: two pointers advanced by 128 bytes (`v12`, `v13`) and a
    /// third by a register step made twice (`v16`, `v17` from `v14`, `v15`);
    /// an `mma` on values loaded in the loop (`v20`..`v23`), read only by the
    /// jump.
    const TEXT: &str = "\
kernel k(%p: i64 ptr, %n: i32) warps=1 shared=0 {
block0:
    v0 = param 0
    v1 = param 1
    v2 = const i32 0x0
    v3 = Add i64 v0, 64
    v4 = Add i64 v0, 4096
    v5 = const f32 0x0
    jump block1(v2, v0, v3, v4, v4, v5, v5, v5, v5)
block1(v6: i32, v7: i64, v8: i64, v9: i64, v10: i64, v30: f32, v31: f32, v32: f32, v33: f32):
    v11 = cmp SLt i32 v6, v1
    brif v11, block2, block3
block2:
    v12 = Add i64 v7, 128
    v13 = Add i64 v8, 128
    v14 = MulWideS i32 v1, 2
    v15 = MulWideS i32 v1, 2
    v16 = Add i64 v9, v14
    v17 = Add i64 v10, v15
    v18 = Add i32 v6, 1
    cp_async.16 [v2 + 0], [v7]
    cp_async.16 [v2 + 16], [v8]
    cp_async.16 [v2 + 32], [v9]
    cp_async.16 [v2 + 48], [v10]
    cp_async_commit
    v20 = load.shared i32 [v2 + 0]
    v21 = load.shared i32 [v2 + 4]
    v22 = load.shared i32 [v2 + 8]
    v23 = load.shared i32 [v2 + 12]
    v24, v25, v26, v27 = mma.m16n8k16 f16 [v20, v21, v22, v23], [v20, v21], [v30, v31, v32, v33]
    jump block1(v18, v12, v13, v16, v17, v24, v25, v26, v27)
block3:
    store.global f32 [v0 + 0], v30
    return
}
";

    fn parse(text: &str) -> Function {
        crate::parse::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"))
    }

    fn loop_body(out: &str) -> &str {
        out.split("block2:")
            .nth(1)
            .unwrap()
            .split("block3")
            .next()
            .unwrap()
    }

    #[test]
    fn next_iterations_values_follow_this_ones_reads() {
        let out = crate::print::to_string(&sink_into_back_edges(parse(TEXT)));
        let body = loop_body(&out);
        let at = |what: &str| body.find(what).unwrap_or_else(|| panic!("{what}\n{out}"));
        // The steps and the counter move after the copies that read `v7`..`v10`.
        for made in ["v12 =", "v13 =", "v14 =", "v16 =", "v18 ="] {
            assert!(at(made) > at("cp_async.16 [v2 + 48]"), "{made}\n{out}");
        }
        // The `mma` reads values loaded in the loop: it stays where it was.
        assert!(at("mma.") < at("v12 ="), "{out}");
        assert!(at("load.shared i32 [v2 + 12]") < at("mma."), "{out}");
        assert!(crate::verify::verify(&parse(&out)).is_ok(), "{out}");
        // Already in place: unchanged.
        let again = crate::print::to_string(&sink_into_back_edges(parse(&out)));
        assert_eq!(again, out);
    }

    #[test]
    fn pointers_advanced_alike_are_carried_as_one() {
        let out = crate::print::to_string(&rebase_carried_pointers(parse(TEXT)));
        assert!(crate::verify::verify(&parse(&out)).is_ok(), "{out}");
        // Two groups (the immediate step, the register step made twice):
        // `v7` and `v9` stay carried, `v8` and `v10` go.
        let header = out
            .split("block1(")
            .nth(2)
            .unwrap()
            .split(')')
            .next()
            .unwrap();
        assert_eq!(header.matches("i64").count(), 2, "{out}");
        // Each replaced pointer is its group's carried one plus a difference
        // made before the loop, just before the copy that reads it.
        let entry = out.split("block1(").next().unwrap();
        assert_eq!(entry.matches("Sub i64").count(), 2, "{out}");
        let body = loop_body(&out);
        assert_eq!(body.matches("Add i64 v7, ").count(), 2, "{out}");
        assert_eq!(body.matches("Add i64 v9, ").count(), 2, "{out}");
        // Without a tensor-core dot in the loop (an FMA dot's loop), nothing
        // changes.
        let fma = TEXT.replace(
            "v24, v25, v26, v27 = mma.m16n8k16 f16 [v20, v21, v22, v23], [v20, v21], [v30, v31, v32, v33]",
            "v24 = Add f32 v30, v30\n    v25 = Add f32 v31, v31\n    v26 = Add f32 v32, v32\n    v27 = Add f32 v33, v33",
        );
        let same = crate::print::to_string(&rebase_carried_pointers(parse(&fma)));
        assert_eq!(same, crate::print::to_string(&parse(&fma)));
    }
}

#[cfg(test)]
mod arm_tests {
    use super::*;

    /// `v2`..`v4` are made before the branch; `v3` is read in both arms (one
    /// with a loop), `v4` in the then arm only, `v2` by the branch itself.
    const TEXT: &str = "\
kernel k(%p: i64 ptr, %n: i32) warps=1 shared=0 {
block0:
    v0 = param 0
    v1 = param 1
    v2 = cmp SLt i32 v1, 0
    v3 = special tid.x
    v4 = Shl i32 v3, 2
    brif v2, block1, block4
block1:
    v5 = const i32 0x0
    jump block2(v5)
block2(v6: i32):
    v7 = Add i32 v6, v4
    v8 = cmp SLt i32 v7, v1
    brif v8, block3, block5
block3:
    jump block2(v7)
block4:
    store.global i32 [v0 + 0], v3
    return
block5:
    store.global i32 [v0 + 4], v3
    return
}
";

    #[test]
    fn each_arm_computes_what_it_reads() {
        let func = crate::parse::parse(TEXT).unwrap();
        let out = crate::print::to_string(&rematerialize_in_arms(func));
        let entry = out.split("block1:").next().unwrap();
        assert!(entry.contains("v2 = cmp SLt i32 v1, 0"), "{out}");
        assert!(!entry.contains("tid.x") && !entry.contains("Shl"), "{out}");
        // The then arm: its own thread id and shift, read by the loop and
        // after it; the else arm: its own thread id only.
        let then_arm = out
            .split("block1:")
            .nth(1)
            .unwrap()
            .split("block2")
            .next()
            .unwrap();
        assert!(
            then_arm.contains("special tid.x") && then_arm.contains("Shl"),
            "{out}"
        );
        let else_arm = out
            .split("block4:")
            .nth(1)
            .unwrap()
            .split("block5")
            .next()
            .unwrap();
        assert!(
            else_arm.contains("special tid.x") && !else_arm.contains("Shl"),
            "{out}"
        );
        assert!(!out.contains("v4") && !out.contains(", v3\n"), "{out}");
        assert!(crate::verify::verify(&crate::parse::parse(&out).unwrap()).is_ok());
        // Without a loop in either arm, nothing moves.
        let straight = TEXT.replace("jump block2(v7)", "return");
        let func = crate::parse::parse(&straight).unwrap();
        assert_eq!(
            crate::print::to_string(&rematerialize_in_arms(func)),
            straight
        );
    }
}

/// The most 32-bit register units live at once in each block of `func` (a
/// 64-bit register counts two, a predicate none), by a backward liveness
/// over the blocks.
pub fn block_pressure(func: &Function) -> Vec<u32> {
    let n = func.num_blocks();
    let num_regs = func.num_regs();
    let width = |r: Reg| match func.reg_type(r) {
        crate::Type::Pred => 0u32,
        crate::Type::I64 | crate::Type::F64 => 2,
        _ => 1,
    };
    let words = num_regs.div_ceil(64);
    let mut live_in = vec![vec![0u64; words]; n];
    let set = |v: &mut [u64], r: Reg| v[r.index() / 64] |= 1 << (r.index() % 64);
    let clear = |v: &mut [u64], r: Reg| v[r.index() / 64] &= !(1 << (r.index() % 64));
    let live_out = |live_in: &[Vec<u64>], b: Block| {
        let mut out = vec![0u64; words];
        for s in func.successors(b) {
            for (o, i) in out.iter_mut().zip(&live_in[s.index()]) {
                *o |= i;
            }
            for &p in func.block_params(s) {
                out[p.index() / 64] &= !(1 << (p.index() % 64));
            }
        }
        out
    };
    // Per block, what it reads before writing (`gen`) and what it writes
    // (`kill`), from one walk; then `live_in = gen | (live_out & !kill)` to a
    // fixpoint, in whole words.
    let mut gen = vec![vec![0u64; words]; n];
    let mut kill = vec![vec![0u64; words]; n];
    for b in 0..n {
        for i in func.block_inst_range(Block::new(b)).rev() {
            let data = &func.insts[Inst::new(i)];
            data.for_each_def(|r| {
                clear(&mut gen[b], r);
                set(&mut kill[b], r);
            });
            data.for_each_use(|r| set(&mut gen[b], r));
        }
    }
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..n).rev() {
            let out = live_out(&live_in, Block::new(b));
            let live: Vec<u64> = (0..words)
                .map(|w| gen[b][w] | (out[w] & !kill[b][w]))
                .collect();
            if live != live_in[b] {
                live_in[b] = live;
                changed = true;
            }
        }
    }
    // Each block backward from its live-out set, the count kept as
    // registers enter and leave the set.
    let is_set = |v: &[u64], r: Reg| v[r.index() / 64] & (1 << (r.index() % 64)) != 0;
    (0..n)
        .map(|b| {
            let block = Block::new(b);
            let mut live = live_out(&live_in, block);
            let mut count: u32 = 0;
            for (w, &bits) in live.iter().enumerate() {
                let mut bits = bits;
                while bits != 0 {
                    count += width(Reg::new(w * 64 + bits.trailing_zeros() as usize));
                    bits &= bits - 1;
                }
            }
            let mut most = count;
            for i in func.block_inst_range(block).rev() {
                let data = &func.insts[Inst::new(i)];
                data.for_each_def(|r| {
                    if is_set(&live, r) {
                        clear(&mut live, r);
                        count -= width(r);
                    }
                });
                data.for_each_use(|r| {
                    if !is_set(&live, r) {
                        set(&mut live, r);
                        count += width(r);
                    }
                });
                most = most.max(count);
            }
            most
        })
        .collect()
}

/// The register cap (PTX `.maxnreg`) for a kernel with a cold arm
/// ([`Function::cold_arm`]): the most 32-bit register units live at once
/// outside that arm ([`block_pressure`]), rounded up to a multiple of 8,
/// where the cold arm needs more; `None` otherwise (or at 255 and above).
///
/// A versioned kernel's copy as written loads, where its indices lose their
/// contiguity, every element with its own 64-bit pointer, and ptxas gives the
/// whole kernel the registers that copy needs: `triton_matmul_fp16_colmajor_a`
/// took 234 registers a thread (two programs a multiprocessor) where its fast
/// copy alone needs about 150, and ran 2.2x Triton's time (H100). Capped, the
/// copy as written spills instead; it runs only where the check fails.
/// The MIR's count is an estimate of what ptxas needs, high where ptxas folds
/// addresses (`triton_matmul_leaky_relu`: 321 against ptxas's 254, so no cap)
/// and close where it does not (`matmul_f16`: 127 against 128).
///
/// No cap for a kernel with `wgmma`: the count misses what its accumulators
/// take in ptxas's hands, and capped `triton_matmul_fp16_colmajor_a` (120
/// registers, its 128 accumulators among them) spilled in its loop: 348 µs
/// against 308 µs with 224 registers (H100, `scripts/gpu/ab.py`, session 12).
pub fn cold_arm_register_cap(func: &Function) -> Option<u32> {
    let cold = func.cold_arm?.index();
    if func
        .insts
        .values()
        .any(|d| matches!(d, InstData::Wgmma { .. }))
    {
        return None;
    }
    let idom = immediate_dominators(func);
    let in_cold = |mut b: usize| loop {
        if b == cold {
            return true;
        }
        if b == 0 || b < cold {
            return false;
        }
        b = idom[b];
    };
    let pressure = block_pressure(func);
    let (mut hot, mut cold_max) = (0, 0);
    for (b, &p) in pressure.iter().enumerate() {
        if in_cold(b) {
            cold_max = cold_max.max(p);
        } else {
            hot = hot.max(p);
        }
    }
    let cap = hot.next_multiple_of(8).max(32);
    (cold_max > cap && cap < 255).then_some(cap)
}

#[cfg(test)]
mod pressure_tests {
    use super::*;

    /// Register units live at once: a 64-bit pointer counts two, a predicate
    /// none; the cap comes from the blocks outside the cold arm, and only
    /// where the cold arm needs more.
    #[test]
    fn pressure_and_the_cold_arm_cap() {
        let mut text = String::from(
            "kernel k(%p: i64 ptr, %n: i32) warps=1 shared=0 {\nblock0:\n    v0 = param 0\n    v1 = param 1\n    v2 = cmp SLt i32 v1, 0\n    brif v2, block1, block2\nblock1:\n    store.global i32 [v0 + 0], v1\n    return\nblock2:\n",
        );
        // The cold arm: 40 values live at once before they are summed.
        for i in 0..40 {
            text += &format!("    v{} = Add i32 v1, {i}\n", 3 + i);
        }
        let mut prev = 3;
        for i in 1..40 {
            text += &format!("    v{} = Add i32 v{prev}, v{}\n", 43 + i, 3 + i);
            prev = 43 + i;
        }
        text += &format!("    store.global i32 [v0 + 0], v{prev}\n    return\n}}\n");
        let mut func = crate::parse::parse(&text).unwrap();
        let p = block_pressure(&func);
        // block0: the pointer and `n` (3 units); block1 the same; block2:
        // the pointer and the 40 values before the first sum (`n` is dead
        // after the last of them).
        assert_eq!(p[0], 3);
        assert_eq!(p[1], 3);
        assert_eq!(p[2], 42);
        assert_eq!(cold_arm_register_cap(&func), None);
        func.cold_arm = Some(Block::new(2));
        assert_eq!(cold_arm_register_cap(&func), Some(32));
        func.cold_arm = Some(Block::new(1));
        assert_eq!(cold_arm_register_cap(&func), None);
        // The cap is part of the text form.
        func.max_regs = Some(32);
        let printed = crate::print::to_string(&func);
        assert!(printed.starts_with("kernel k(%p: i64 ptr, %n: i32) warps=1 shared=0 maxregs=32 {"));
        let back = crate::parse::parse(&printed).unwrap();
        assert_eq!(back.max_regs, Some(32));
        assert_eq!(crate::print::to_string(&back), printed);
    }
}
