//! A linear-scan register allocator: it does in one pass what regalloc2's
//! backtracking allocator (Ion) does in many, for every kernel of the
//! corpora, those that spill included; [`crate::regalloc::allocate`] falls
//! back to Ion for the rare shapes below.
//!
//! Each virtual register is given one home for the whole span of program
//! points where it may be live (its hull: from the first to the last point,
//! in block order, where it is defined, used, live into a block or live out
//! of one, by a liveness analysis over the CFG; instruction `i` reads its
//! uses at point `2i` and writes its late defs at `2i + 1`, an early def
//! occupies both). Registers are taken in order of where the spans start.
//! Without spills that is greedy colouring of an interval graph, which uses
//! no more registers than the most spans that overlap at one point; the
//! spans cover the values' live ranges, so no value is overwritten while it
//! is live.
//!
//! Spilling (Poletto and Sarkar's linear scan, whole spans): the scan runs
//! first without spills; a class that runs out is given reload registers
//! (the last of its registers, as many as one instruction's operands of the
//! class need) and the scan starts again. Then a span that finds no
//! register either spills itself or takes the register of a span that holds
//! one, which spills: whichever costs least per point freed (its operands,
//! weighted by 8 per loop around them, over the rest of its span). A
//! spilled value lives in a spill slot over its whole span: each def is
//! stored to the slot after its instruction, each use reloads it into a
//! reload register (or the fixed register the operand needs) before its
//! instruction. Slots are 32-bit words ([`crate::regalloc::SpillSlots`]:
//! accumulation registers first, `v_accvgpr_write`/`read`, then scratch
//! memory), reused once a span has ended; a loop's parameter and its
//! argument share a slot where their spans allow, as they share registers.
//!
//! Fixed registers (`v0` for the workitem id at entry, the windows of
//! vector accesses) are reserved at the points where an operand needs them:
//! no other value may hold such a register across such a point. A value
//! whose span allows it lives in its fixed register; otherwise it lives
//! elsewhere and a move fills the fixed register before the instruction
//! (a use) or empties it after (a def), as regalloc2's moves do. A def that
//! reuses a use's register takes it where that use dies there and is in a
//! register; otherwise this allocator gives up.
//!
//! Block parameters (loop-carried values, the results of `scf.if`) get
//! their arguments by moves before the jump, as regalloc2 places them (MIR
//! has no critical edges, so a jump with arguments is its block's only
//! exit). The parameter's register is kept free for the move: a parameter's
//! span reaches back to the jumps before its block (it tries the first
//! one's argument's register, which is free there when the argument dies at
//! the jump, and avoids the other arguments'), and a loop's back edge
//! reserves the register of each parameter for its argument once the
//! parameter has one, which the argument tries first. Where a parameter
//! shares its argument's register, no move is needed. Arguments that would
//! have to swap registers (a cycle of moves) are left to Ion; a move from a
//! slot to a slot goes through the class's scratch register.
//!
//! The result is an [`Assignment`], the shape of regalloc2's output but
//! with registers numbered past 64 a class: the writer reads it as it reads
//! Ion's (converted), and regalloc2's checker checks it in the tests
//! ([`Assignment::to_checked`]).

use crate::assignment::{Assignment, Loc, Reg};
use crate::regalloc::VCode;
use crate::reserved::Reserved;
use regalloc2::{
    Block, Function, Inst, MachineEnv, OperandConstraint, OperandKind, OperandPos, PReg, ProgPoint,
    VReg,
};
use std::cell::Cell;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// The allocation of `vcode`, or `None` where it needs what this allocator
/// does not do (a reused register that lives on or spills, a cycle of moves
/// on an edge, arguments on a branch with several successors, a class with
/// too few registers for its reload registers).
///
/// With `vgprs` (the VGPRs the kernel may have), the VGPR classes are not
/// bound to `env`'s 64 registers where those do not suffice: each may take
/// registers numbered on from 64, as many as the spans that
/// overlap need, as long as the hardware registers they become
/// ([`crate::regmap::vgprs_needed`]) fit. Where they do not, the kernel
/// spills within `env`'s registers, as without `vgprs` (a test's register
/// limit). Spilling within wider classes was measured (session 23): about
/// half the spill code of the attentions, but 10-15% slower to compile,
/// the eviction search running over three times the registers.
pub fn allocate(vcode: &VCode, env: &MachineEnv, vgprs: Option<u32>) -> Option<Assignment> {
    let mut spans = Spans::new(vcode)?;
    // Without reload registers where the registers suffice; a class that
    // runs out gets them and spills, and the scan starts again. The
    // classes with more spans at one point than registers (they would run
    // out whatever the order) get them before the first scan where the
    // overlap is known (the kernel's VGPRs given), else at the first
    // restart: no scan runs only to find that out.
    let mut spill = [false; 3];
    // `env`'s registers where they suffice (most kernels) or where the
    // kernel spills anyway: more words overlap at one point than the
    // VGPRs hold (the windows of vector accesses holding values too).
    // Otherwise the widest classes, and `env`'s again (spilling) if the
    // scan then takes more VGPRs than there are.
    let env_pool = Pool::new(env, None);
    // The wide pool, built where it is used.
    let mut wide_pool = None;
    // (the VGPRs, whether the wide pool is in use), where it may be.
    let mut wide = None;
    // The overlap of the spans (`Spans::peaks`), computed once where asked
    // for.
    let mut overlap = None;
    if let Some(budget) = vgprs {
        let (peaks, words) = *overlap.get_or_insert_with(|| spans.peaks(vcode));
        let fits = may_fit(words, budget);
        let short = env_pool.short_of(peaks);
        let wider = short[VGPR32] || short[VGPR64];
        wide = fits.then_some((budget, wider));
    }
    // Where the overlap is known, the classes with more spans at one point
    // than the first scan's pool has registers spill from the start: a scan
    // without reload registers would only find that out.
    if let Some((peaks, _)) = overlap {
        spill = pool_for(wide, &mut wide_pool, &env_pool, env).short_of(peaks);
        if spill.contains(&true) {
            spans.spill_costs(vcode);
        }
    }
    loop {
        let pool = pool_for(wide, &mut wide_pool, &env_pool, env);
        let temps = Temps::new(&spans, pool, spill)?;
        match spans.assign(vcode, pool, &temps) {
            Ok(home) => {
                let out = spans.output(vcode, pool, &home, &temps)?;
                match wide {
                    // Too many VGPRs: `env`'s registers, spilling.
                    Some((budget, true)) if crate::regmap::vgprs_needed(&out) > budget => {
                        wide = None;
                    }
                    // `env`'s registers always fit.
                    _ => return Some(out),
                }
            }
            // A class of `env`'s that runs out (its fixed registers, the
            // order spans take them in) is given the widest classes first.
            Err(Fail::Class(_)) if matches!(wide, Some((_, false))) => {
                wide = wide.map(|(budget, _)| (budget, true));
            }
            Err(Fail::Class(c)) if !spill[c] => {
                if !spill.contains(&true) {
                    spans.spill_costs(vcode);
                    let (peaks, _) = *overlap.get_or_insert_with(|| spans.peaks(vcode));
                    spill = pool.short_of(peaks);
                }
                spill[c] = true;
            }
            Err(_) => return None,
        }
    }
}

/// The pool a scan takes registers from: the wide pool (built on first use)
/// where `wide` says it is in use, else `env`'s.
fn pool_for<'a>(
    wide: Option<(u32, bool)>,
    wide_pool: &'a mut Option<Pool>,
    env_pool: &'a Pool,
    env: &MachineEnv,
) -> &'a Pool {
    match wide {
        Some((budget, true)) => wide_pool.get_or_insert_with(|| Pool::new(env, Some(budget))),
        _ => env_pool,
    }
}

/// The classes by index (`RegClass as usize`).
const VGPR32: usize = crate::insts::VGPR32 as usize;
const VGPR64: usize = crate::insts::VGPR64 as usize;

/// VGPRs a kernel has that no class register takes: `v0` (the workitem id
/// as the kernel starts, a class register too but counted here), the eight
/// four-register windows of vector accesses, the VGPR scratch register,
/// and one to align the pairs.
const VGPR_OVERHEAD: usize = 1 + 32 + 1 + 1;

/// Of `vgprs` hardware VGPRs, those the two VGPR classes' registers may
/// take (a pair two).
pub fn class_vgprs(vgprs: u32) -> usize {
    (vgprs as usize).saturating_sub(VGPR_OVERHEAD)
}

/// Whether `words` 32-bit words live at once may fit `vgprs` hardware VGPRs
/// without spilling: the classes' share, and the windows' 32 registers
/// (their words are counted in `words`, their registers among the VGPRs
/// no class takes).
pub fn may_fit(words: usize, vgprs: u32) -> bool {
    words <= class_vgprs(vgprs) + 32
}

/// The registers the scan may take, per class, in the order it tries them:
/// the preferred ones (the last of which are the reload registers of a
/// class that spills), then the others (the windows of vector accesses);
/// and each class's scratch register.
struct Pool {
    regs: [Vec<Reg>; 3],
    preferred: [usize; 3],
    scratch: [Option<Reg>; 3],
}

impl Pool {
    /// `env`'s registers; with `vgprs`, each VGPR class's preferred
    /// registers extended, numbered on from 64 (a number regalloc2's
    /// registers do not reach), toward as many as the classes' share of
    /// `vgprs` hardware VGPRs holds (a pair two), as far as a class's
    /// numbers go.
    fn new(env: &MachineEnv, vgprs: Option<u32>) -> Pool {
        let n = vgprs.map_or(0, class_vgprs);
        let mut preferred = [0; 3];
        let regs = std::array::from_fn(|c| {
            let mut list: Vec<Reg> = env.preferred_regs_by_class[c]
                .into_iter()
                .map(Reg::from_preg)
                .collect();
            let (want, class) = match c {
                VGPR32 => (n, crate::insts::VGPR32),
                VGPR64 => (n / 2, crate::insts::VGPR64),
                _ => (0, crate::insts::SGPR64),
            };
            let extra = want.saturating_sub(list.len());
            list.extend((64..Reg::PER_CLASS).take(extra).map(|k| Reg::new(k, class)));
            preferred[c] = list.len();
            list.extend(
                env.non_preferred_regs_by_class[c]
                    .into_iter()
                    .map(Reg::from_preg),
            );
            list
        });
        Pool {
            regs,
            preferred,
            scratch: env.scratch_by_class.map(|p| p.map(Reg::from_preg)),
        }
    }

    /// The classes with more spans at one point (`peaks`, from
    /// [`Spans::peaks`]) than this pool has registers: they run out
    /// whatever the order.
    fn short_of(&self, peaks: [usize; 3]) -> [bool; 3] {
        std::array::from_fn(|c| peaks[c] > self.regs[c].len())
    }
}

/// The program point of an operand of instruction `i`.
fn point(i: usize, pos: OperandPos) -> u32 {
    2 * i as u32 + u32::from(pos == OperandPos::Late)
}

/// A jump with arguments for its successor's parameters.
struct Edge {
    /// The jump.
    inst: usize,
    /// The successor's first instruction.
    target: usize,
    /// The successor's parameters, and the arguments.
    params: Vec<VReg>,
    args: Vec<VReg>,
}

impl Edge {
    /// Whether the jump goes back (a loop's back edge).
    fn back(&self) -> bool {
        self.target <= self.inst
    }
}

/// Each virtual register's span and what its operands ask for.
struct Spans {
    /// First and last point, per virtual register (`start > end`: unused).
    span: Vec<(u32, u32)>,
    /// A fixed register some operand of the register asks for.
    hint: Vec<Option<Reg>>,
    /// For a def that reuses a use's register: that use's register.
    reuses: Vec<Option<VReg>>,
    /// Per physical register, the points where an operand needs it and
    /// whose operand that is.
    reserved: Reserved,
    /// The jumps with arguments.
    edges: Vec<Edge>,
    /// For an argument of a back edge: the parameter it is passed to.
    param_of: Vec<Option<VReg>>,
    /// For a parameter reached by forward jumps: the argument of the first,
    /// and the other arguments of those jumps (whose registers the
    /// parameter must not take: their moves read them).
    forward_args: Vec<Option<(VReg, Vec<VReg>)>>,
    /// Per class, the reload registers one instruction needs at most if
    /// its values spill (early defs, and the more of its uses and of its
    /// late defs).
    temps_needed: [usize; 3],
    /// Per virtual register, its operands: the reloads and spills it costs
    /// if it spills.
    n_ops: Vec<u32>,
    /// The used registers in the order the scan takes them (see
    /// [`Spans::assign`]).
    order: Vec<u64>,
    /// The operands, decoded.
    ops: Ops,
}

/// A set of candidate registers by their rank (place in the order the
/// scan tries them), one bit each: a class has at most
/// [`Reg::PER_CLASS`] candidates, the windows included.
#[derive(Copy, Clone, Default)]
struct Ranks([u64; Reg::PER_CLASS.div_ceil(64) + 1]);

impl Ranks {
    fn insert(&mut self, r: usize) {
        self.0[r / 64] |= 1 << (r % 64);
    }
    /// The ranks below `n`.
    fn first(n: usize) -> Ranks {
        let mut set = Ranks::default();
        for (w, word) in set.0.iter_mut().enumerate() {
            let bits = n.saturating_sub(64 * w).min(64);
            *word = if bits == 64 {
                u64::MAX
            } else {
                (1 << bits) - 1
            };
        }
        set
    }
    fn remove(&mut self, r: usize) {
        self.0[r / 64] &= !(1 << (r % 64));
    }
    /// The members, lowest first.
    fn iter(self) -> impl Iterator<Item = usize> {
        self.0
            .into_iter()
            .enumerate()
            .flat_map(|(w, bits)| BitIter(bits).map(move |b| 64 * w + b))
    }
}

/// A set of virtual registers, one bit each.
#[derive(Clone, PartialEq)]
struct Bits(Vec<u64>);

impl Bits {
    fn new(n: usize) -> Bits {
        Bits(vec![0; n.div_ceil(64)])
    }
    fn insert(&mut self, v: usize) {
        self.0[v / 64] |= 1 << (v % 64);
    }
    fn contains(&self, v: usize) -> bool {
        self.0[v / 64] & (1 << (v % 64)) != 0
    }
    /// The members, lowest first (each word's set bits by their trailing
    /// zeros, not by testing all 64).
    fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0
            .iter()
            .enumerate()
            .flat_map(|(w, &bits)| BitIter(bits).map(move |b| 64 * w + b))
    }
}

/// The set bits of a word, lowest first.
struct BitIter(u64);

impl Iterator for BitIter {
    type Item = usize;
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let b = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(b)
    }
}

/// Per instruction, what an operand there costs if its value spills: 8 to
/// the power of the loops around it (at most 4), a loop being the
/// instructions from a back edge's target to its jump.
pub(crate) fn loop_weights(vcode: &VCode) -> Vec<u32> {
    let mut depth = vec![0i32; vcode.num_insts() + 1];
    for b in 0..vcode.num_blocks() {
        let last = vcode.block_insns(Block::new(b)).last().index();
        for s in vcode.block_succs(Block::new(b)) {
            let first = vcode.block_insns(*s).first().index();
            if first <= last {
                depth[first] += 1;
                depth[last + 1] -= 1;
            }
        }
    }
    let mut d = 0;
    depth[..vcode.num_insts()]
        .iter()
        .map(|&step| {
            d += step;
            8u32.pow(d.clamp(0, 4) as u32)
        })
        .collect()
}

/// Per block: the registers it uses before (or without) defining them, and
/// those it defines (its parameters included).
fn uses_and_defs(vcode: &VCode, ops: &Ops, b: Block) -> (Bits, Bits) {
    let n = vcode.num_vregs();
    let (mut uses, mut defs) = (Bits::new(n), Bits::new(n));
    for &p in vcode.block_params(b) {
        defs.insert(p.vreg());
    }
    let insts = vcode.block_insns(b);
    for inst in insts.iter() {
        for op in ops.of(vcode, inst.index()) {
            let v = op.vreg.vreg();
            match op.kind {
                // SSA: a use in the block after its def there is not live in.
                OperandKind::Use if !defs.contains(v) => uses.insert(v),
                OperandKind::Use => {}
                OperandKind::Def => defs.insert(v),
            }
        }
    }
    let last = insts.last();
    for k in 0..vcode.block_succs(b).len() {
        for a in vcode.branch_blockparams(b, last, k) {
            if !defs.contains(a.vreg()) {
                uses.insert(a.vreg());
            }
        }
    }
    (uses, defs)
}

/// The registers live into each block (backward dataflow to a fixpoint).
fn live_in(vcode: &VCode, ops: &Ops) -> Vec<Bits> {
    let blocks: Vec<(Bits, Bits)> = (0..vcode.num_blocks())
        .map(|b| uses_and_defs(vcode, ops, Block::new(b)))
        .collect();
    let mut live: Vec<Bits> = blocks.iter().map(|(uses, _)| uses.clone()).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..blocks.len()).rev() {
            let mut next = live[b].clone();
            for s in vcode.block_succs(Block::new(b)) {
                let (_, defs) = &blocks[b];
                for (w, (word, def)) in live[s.index()].0.iter().zip(&defs.0).enumerate() {
                    next.0[w] |= word & !def;
                }
            }
            if next != live[b] {
                live[b] = next;
                changed = true;
            }
        }
    }
    live
}

impl Spans {
    /// The spans of `vcode`'s registers; `None` where a reused use lives
    /// on, an operand asks for a stack slot or a range, or a branch with
    /// several successors passes arguments.
    fn new(vcode: &VCode) -> Option<Spans> {
        let n = vcode.num_vregs();
        let mut s = Spans {
            span: vec![(u32::MAX, 0); n],
            hint: vec![None; n],
            reuses: vec![None; n],
            reserved: Reserved::new(),
            edges: Vec::new(),
            param_of: vec![None; n],
            forward_args: vec![None; n],
            temps_needed: [0; 3],
            n_ops: vec![0; n],
            order: Vec::new(),
            ops: Ops::decode(vcode)?,
        };
        let touch = |span: &mut Vec<(u32, u32)>, v: usize, lo: u32, hi: u32| {
            span[v].0 = span[v].0.min(lo);
            span[v].1 = span[v].1.max(hi);
        };
        for i in 0..vcode.num_insts() {
            let ops = s.ops.of(vcode, i);
            for op in ops {
                let v = op.vreg.vreg();
                let at = point(i, op.pos);
                // A def is written at its point and held until the late
                // point at least (an early def is not given up to a late def
                // of the same instruction).
                let end = if op.kind == OperandKind::Def {
                    2 * i as u32 + 1
                } else {
                    at
                };
                touch(&mut s.span, v, at, end);
                match op.con {
                    Con::Free => {}
                    Con::Fixed(p) => {
                        s.hint[v].get_or_insert(p);
                        for q in at..=end {
                            s.reserved.push(p, q, op.vreg);
                        }
                    }
                    Con::Reuse(idx) => s.reuses[v] = Some(ops.get(idx as usize)?.vreg),
                }
            }
        }
        let live = live_in(vcode, &s.ops);
        for b in 0..vcode.num_blocks() {
            let block = Block::new(b);
            let insts = vcode.block_insns(block);
            let (first, last) = (insts.first().index(), insts.last().index());
            let (start, end) = (2 * first as u32, 2 * last as u32 + 1);
            for &p in vcode.block_params(block) {
                touch(&mut s.span, p.vreg(), start, start);
            }
            for v in live[b].iter() {
                touch(&mut s.span, v, start, start);
            }
            let succs = vcode.block_succs(block);
            for (k, succ) in succs.iter().enumerate() {
                for v in live[succ.index()].iter() {
                    touch(&mut s.span, v, end, end);
                }
                let args = vcode.branch_blockparams(block, insts.last(), k);
                if args.is_empty() {
                    continue;
                }
                if succs.len() > 1 {
                    return None;
                }
                let target = vcode.block_insns(*succ).first().index();
                let params = vcode.block_params(*succ);
                for (&a, &p) in args.iter().zip(params) {
                    // The argument is read by the move before the jump (at
                    // its point); the parameter's register is written there,
                    // and holds the parameter from the jump's late point
                    // (nothing else holds it at the move: a value live
                    // across the jump is live at that late point too, and
                    // the other arguments' registers are kept from it).
                    let at = 2 * last as u32;
                    touch(&mut s.span, a.vreg(), at, at);
                    if target > last {
                        touch(&mut s.span, p.vreg(), at + 1, at + 1);
                        let others = args.iter().copied().filter(|&o| o != a);
                        match &mut s.forward_args[p.vreg()] {
                            Some((_, rest)) => rest.extend(others),
                            none => *none = Some((a, others.collect())),
                        }
                    } else {
                        s.param_of[a.vreg()].get_or_insert(p);
                    }
                }
                s.edges.push(Edge {
                    inst: last,
                    target,
                    params: params.to_vec(),
                    args: args.to_vec(),
                });
            }
        }
        s.reserved.sort();
        // Among spans that start together, a reuse first (its register is
        // given), then a fixed register: sorted as one key each (start,
        // rank, register), once for every scan.
        s.order = (0..n)
            .filter(|&v| s.span[v].0 <= s.span[v].1)
            .map(|v| {
                let rank: u64 = match (s.reuses[v], s.hint[v]) {
                    (Some(_), _) => 0,
                    (None, Some(_)) => 1,
                    _ => 2,
                };
                (u64::from(s.span[v].0) << 34) | (rank << 32) | v as u64
            })
            .collect();
        s.order.sort_unstable();
        // A reused use must die at the instruction that reuses it.
        for (v, used) in s.reuses.iter().enumerate() {
            if let Some(u) = used {
                if s.span[u.vreg()].1 + 1 != s.span[v].0 {
                    return None;
                }
            }
        }
        Some(s)
    }

    /// Per class, the most spans that overlap at one point; and the most
    /// 32-bit words of the two VGPR classes at one point (a pair two).
    /// Counted over every point, as a difference array. A class with more
    /// spans at one point than registers would certainly run out: a scan
    /// without reload registers is not run only to find that out. A class
    /// that fits by this count may still run out (fixed registers, the
    /// order spans take registers in).
    fn peaks(&self, vcode: &VCode) -> ([usize; 3], usize) {
        let n_points = 2 * vcode.num_insts() + 2;
        let mut step = vec![[0i32; 3]; n_points];
        for &key in &self.order {
            let v = (key & 0xffff_ffff) as usize;
            let (lo, hi) = self.span[v];
            let class = vcode.vreg_classes[v] as usize;
            step[lo as usize][class] += 1;
            step[hi as usize + 1][class] -= 1;
        }
        let (mut live, mut peaks, mut words) = ([0i32; 3], [0usize; 3], 0usize);
        for d in step {
            for c in 0..3 {
                live[c] += d[c];
                peaks[c] = peaks[c].max(live[c] as usize);
            }
            words = words.max((live[VGPR32] + 2 * live[VGPR64]) as usize);
        }
        (peaks, words)
    }

    /// What spilling needs and a kernel without spills does not: each
    /// register's spill cost ([`Spans::n_ops`]) and the reload registers
    /// of each class ([`Spans::temps_needed`]).
    fn spill_costs(&mut self, vcode: &VCode) {
        for (i, w) in loop_weights(vcode).into_iter().enumerate() {
            let mut need = [[0usize; 3]; 3];
            for op in self.ops.of(vcode, i) {
                let v = op.vreg.vreg();
                self.n_ops[v] = self.n_ops[v].saturating_add(w);
                if !op.needs_temp() {
                    continue;
                }
                let k = match (op.kind, op.pos) {
                    (OperandKind::Def, OperandPos::Early) => 0,
                    (OperandKind::Use, _) => 1,
                    (OperandKind::Def, OperandPos::Late) => 2,
                };
                need[k][op.vreg.class() as usize] += 1;
            }
            for (c, most) in self.temps_needed.iter_mut().enumerate() {
                *most = (*most).max(need[0][c] + need[1][c].max(need[2][c]));
            }
        }
    }

    /// Whether `p` may hold `v` over `v`'s span, `p` being free from
    /// `free`: no other value holds it then, and no operand of another
    /// value needs it there (`reserved`, walked from `at`: the scan takes
    /// spans in order of their start, [`Reserved::only_from`]).
    fn fits(&self, reserved: &Reserved, p: Reg, v: VReg, free: u32, at: &Cell<u32>) -> bool {
        let (lo, hi) = self.span[v.vreg()];
        free <= lo && reserved.only_from(p, lo, hi, v, at)
    }

    /// A home for every used virtual register, spans taken in order of
    /// their start. In a class with reload registers (`temps`, kept out of
    /// allocation), a span that finds no register spills, or takes the
    /// register of an active span, which spills: of these, the one whose
    /// spill costs least per point of its span's rest (a spill weight as
    /// Chaitin's and LLVM's: its operands, each weighted by 8 per loop
    /// around it, over the length it frees; ranking by the furthest end
    /// alone, the classic linear-scan choice, gave 2 to 19 % more
    /// instructions on the spilling kernels); elsewhere a class that runs
    /// out fails with [`Fail::Class`].
    fn assign(&self, vcode: &VCode, pool: &Pool, temps: &Temps) -> Result<Vec<Home>, Fail> {
        // Copied only where a back edge reserves a parameter's register.
        let mut reserved = std::borrow::Cow::Borrowed(&self.reserved);
        // The back edges into each block with parameters, by parameter.
        let mut back_args: Vec<Vec<(usize, VReg)>> = vec![Vec::new(); self.span.len()];
        for e in self.edges.iter().filter(|e| e.back()) {
            for (&p, &a) in e.params.iter().zip(&e.args) {
                back_args[p.vreg()].push((e.inst, a));
            }
        }
        // Tables by register, as far as the pool's registers reach, and
        // regalloc2's (a fixed register may be outside the pool).
        let n_index = (pool.regs.iter().flatten())
            .map(|r| r.index() + 1)
            .fold(3 * (PReg::MAX + 1), usize::max);
        let mut free_at = vec![0u32; n_index];
        // Per register, where the scan left its list of reserved points.
        let cursor = vec![Cell::new(0u32); n_index];
        let mut holder: Vec<Option<usize>> = vec![None; n_index];
        let mut home = vec![Home::None; self.span.len()];
        // Per class, the registers a span may take, in the order they are
        // tried (preferred first), and per register whether it is one:
        // computed once, not per span and register.
        let mut allowed_reg = vec![false; n_index];
        let candidates: [Vec<Reg>; 3] = std::array::from_fn(|class| {
            pool.regs[class]
                .iter()
                .copied()
                .filter(|p| !temps.regs[class].contains(p))
                .inspect(|p| allowed_reg[p.index()] = true)
                .collect()
        });
        // Per class, the candidates free where the current span starts, as
        // bits by their place in `candidates`, and the
        // registers taken so far by when they become free again: a span
        // tries only the free ones (a busy register does not fit), so a
        // full class costs no search.
        let mut rank = vec![0u16; n_index];
        let mut free: [Ranks; 3] = Default::default();
        for (class, list) in candidates.iter().enumerate() {
            for (r, p) in list.iter().enumerate() {
                rank[p.index()] = r as u16;
            }
            free[class] = Ranks::first(list.len());
        }
        // The registers taken so far by the point they become free again.
        let mut busy = Buckets::new(2 * vcode.num_insts() + 2);
        for &key in &self.order {
            let v = (key & 0xffff_ffff) as usize;
            let vreg = VReg::new(v, vcode.vreg_classes[v]);
            let class = vreg.class() as usize;
            let lo = self.span[v].0;
            busy.take_until(lo, |p| {
                // A stale entry (the register was taken again since) is
                // left out: it is free only where its last `free_at` says.
                if free_at[p.index()] <= lo && allowed_reg[p.index()] {
                    free[p.class() as usize].insert(usize::from(rank[p.index()]));
                }
            });
            let list = &candidates[class];
            let free_candidates = free[class].iter().map(|r| list[r]);
            let allowed = |p: &Reg| allowed_reg[p.index()] && p.class() as usize == class;
            // A forward jump's other arguments' registers, which this
            // parameter must not take.
            let taken: Vec<Reg> = self.forward_args[v]
                .iter()
                .flat_map(|(_, others)| others.iter().filter_map(|o| home[o.vreg()].reg()))
                .collect();
            let fits =
                |p: Reg| self.fits(&reserved, p, vreg, free_at[p.index()], &cursor[p.index()]);
            let choice = match self.reuses[v] {
                // The reused use is in a register (it dies here): the def
                // takes it, or the linear scan gives up.
                Some(u) => match home[u.vreg()] {
                    Home::Reg(p) if fits(p) => Some(p),
                    _ => return Err(Fail::GiveUp),
                },
                None => self.hint[v]
                    .into_iter()
                    .chain(self.param_of[v].and_then(|p| home[p.vreg()].reg()))
                    .chain(
                        self.forward_args[v]
                            .as_ref()
                            .and_then(|(a, _)| home[a.vreg()].reg()),
                    )
                    .filter(|p| allowed(p))
                    .chain(free_candidates)
                    .find(|&p| !taken.contains(&p) && fits(p)),
            };
            let p = match choice {
                Some(p) => p,
                None if !temps.spill[class] => return Err(Fail::Class(class)),
                None => {
                    // The held register whose value is cheapest to spill per
                    // point freed: the fewest (loop-weighted) reloads and
                    // spills over the longest rest of a span; of equals, the
                    // last. The ratios are compared by cross-multiplying (no
                    // division per candidate); whether a register may be
                    // taken is checked only for a candidate at least as
                    // cheap as the best so far.
                    let lo = self.span[v].0;
                    // (points freed, cost, register, holder)
                    let mut best: Option<(u64, u64, Reg, usize)> = None;
                    for &p in &candidates[class] {
                        let free = free_at[p.index()];
                        if free <= lo {
                            continue;
                        }
                        let Some(w) = holder[p.index()] else { continue };
                        let (freed, cost) = (u64::from(free - lo), u64::from(self.n_ops[w]).max(1));
                        if best.is_some_and(|(bf, bc, ..)| freed * bc < bf * cost) {
                            continue;
                        }
                        if taken.contains(&p) {
                            continue;
                        }
                        // A def that reuses a use's register writes it at
                        // its late point: not taken there.
                        let busy = self.reuses[w].is_some() && lo <= self.span[w].0;
                        if !busy && self.fits(&reserved, p, vreg, lo, &cursor[p.index()]) {
                            best = Some((freed, cost, p, w));
                        }
                    }
                    let evicted = best.map(|(_, _, p, w)| (self.span[w].1, p, w));
                    // Or `v` itself, where that is cheaper still.
                    let better = |end: u32, w: usize| {
                        let lo = self.span[v].0;
                        let (lw, lv) = (end - lo + 1, self.span[v].1 - lo + 1);
                        u64::from(lw) * u64::from(self.n_ops[v])
                            > u64::from(lv) * u64::from(self.n_ops[w])
                    };
                    match evicted {
                        Some((end, p, w)) if better(end, w) => {
                            home[w] = Home::Spilled(Some(p));
                            p
                        }
                        _ => {
                            home[v] = Home::Spilled(None);
                            continue;
                        }
                    }
                }
            };
            free_at[p.index()] = self.span[v].1 + 1;
            if allowed_reg[p.index()] {
                free[class].remove(usize::from(rank[p.index()]));
            }
            busy.push(free_at[p.index()], p);
            holder[p.index()] = Some(v);
            home[v] = Home::Reg(p);
            // A back edge writes the parameter's register at its jump: no
            // value but the argument may hold it there.
            for &(jump, a) in &back_args[v] {
                // At or after `lo`: no cursor has passed it.
                debug_assert!(2 * jump as u32 >= lo);
                reserved.to_mut().insert(p, 2 * jump as u32, a);
            }
        }
        Ok(home)
    }

    /// A spill slot (its first 32-bit word) for every spilled register,
    /// spans taken in order of their start, a slot reused once the span
    /// that held it has ended. A loop's parameter keeps its slot at each
    /// back edge for its argument, which takes that slot where it can (no
    /// move then), as a forward jump's argument and its parameter share
    /// one; the number of words.
    fn slots(&self, vcode: &VCode, home: &[Home]) -> (Vec<u32>, u32) {
        let mut order: Vec<u64> = (0..self.span.len())
            .filter(|&v| matches!(home[v], Home::Spilled(_)))
            .map(|v| (u64::from(self.span[v].0) << 32) | v as u64)
            .collect();
        order.sort_unstable();
        let mut back_jumps: Vec<Vec<(u32, VReg)>> = vec![Vec::new(); self.span.len()];
        for e in self.edges.iter().filter(|e| e.back()) {
            for (&p, &a) in e.params.iter().zip(&e.args) {
                back_jumps[p.vreg()].push((2 * e.inst as u32, a));
            }
        }
        let size = |v: usize| vcode.spillslot_size(vcode.vreg_classes[v]) as u32;
        // Per slot: its words, where it becomes free, and the points where
        // a back edge writes it (whose argument may hold it there).
        let mut slots: Vec<Slot> = Vec::new();
        // Free slots without such points, per size: (free from, slot).
        let mut pool: [BinaryHeap<Reverse<(u32, u32)>>; 3] = Default::default();
        let mut slot_of = vec![u32::MAX; self.span.len()];
        let mut words = 0;
        for key in order {
            let v = (key & 0xffff_ffff) as usize;
            let vreg = VReg::new(v, vcode.vreg_classes[v]);
            let (lo, hi) = self.span[v];
            let fits = |s: &Slot| {
                s.1 <= lo
                    && s.2
                        .iter()
                        .filter(|&&(q, _)| (lo..=hi).contains(&q))
                        .all(|&(_, owner)| owner == vreg)
            };
            let taken: Vec<u32> = self.forward_args[v]
                .iter()
                .flat_map(|(_, others)| others.iter().map(|o| slot_of[o.vreg()]))
                .collect();
            let hint = self.param_of[v]
                .map(|p| slot_of[p.vreg()])
                .into_iter()
                .chain(
                    self.forward_args[v]
                        .as_ref()
                        .map(|(a, _)| slot_of[a.vreg()]),
                )
                .filter_map(|k| slots.iter().position(|s| s.0 == k))
                .find(|&s| {
                    slots[s].1 <= lo
                        && size(v) == vcode.spillslot_size(vreg.class()) as u32
                        && fits(&slots[s])
                        && !taken.contains(&slots[s].0)
                });
            let heap = &mut pool[size(v) as usize];
            // Entries of slots taken since (by a hint) are stale.
            while let Some(&Reverse((free, k))) = heap.peek() {
                let slot = &slots[k as usize];
                if slot.1 == free && slot.2.is_empty() {
                    break;
                }
                heap.pop();
            }
            let s = match hint {
                Some(s) => s,
                None => match heap.peek() {
                    Some(&Reverse((free, s)))
                        if free <= lo && !taken.contains(&slots[s as usize].0) =>
                    {
                        heap.pop();
                        s as usize
                    }
                    _ => {
                        slots.push((words, 0, Vec::new()));
                        words += size(v);
                        slots.len() - 1
                    }
                },
            };
            slots[s].1 = hi + 1;
            slots[s].2.extend(back_jumps[v].iter().copied());
            slot_of[v] = slots[s].0;
            if slots[s].2.is_empty() {
                heap.push(Reverse((hi + 1, s as u32)));
            }
        }
        (slot_of, words)
    }

    /// The allocation, in regalloc2's form: each operand's register, the
    /// moves into and out of fixed registers where the value lives
    /// elsewhere, the reloads of spilled values before their uses (into
    /// reload registers, or the fixed register the use needs) and their
    /// spills after their defs, and the arguments' moves before each jump;
    /// `None` for a cycle of such moves.
    fn output(
        &self,
        vcode: &VCode,
        pool: &Pool,
        home: &[Home],
        temps: &Temps,
    ) -> Option<Assignment> {
        let spills = home.iter().any(|h| matches!(h, Home::Spilled(_)));
        let (slot_of, words) = if spills {
            self.slots(vcode, home)
        } else {
            (Vec::new(), 0)
        };
        let mut out = Assignment {
            regs: Vec::with_capacity(vcode.operands.len()),
            inst_offsets: Vec::with_capacity(vcode.num_insts()),
            moves: Vec::new(),
            num_spillslots: words as usize,
        };
        let place = |v: VReg| match home[v.vreg()] {
            Home::Reg(p) => Some(Loc::Reg(p)),
            Home::Spilled(_) => Some(Loc::Slot(slot_of[v.vreg()])),
            Home::None => None,
        };
        let mut edges = self.edges.iter().peekable();
        let mut after = Vec::new();
        for i in 0..vcode.num_insts() {
            let inst = Inst::new(i);
            out.inst_offsets.push(out.regs.len() as u32);
            if let Some(e) = edges.next_if(|e| e.inst == i) {
                let moves: Vec<(Loc, Loc, VReg)> = e
                    .args
                    .iter()
                    .zip(&e.params)
                    .map(|(&a, &p)| Some((place(a)?, place(p)?, a)))
                    .collect::<Option<Vec<_>>>()?
                    .into_iter()
                    .filter(|(from, to, _)| from != to)
                    .collect();
                // The moves are made one after another: none may overwrite
                // what another reads.
                if moves
                    .iter()
                    .any(|(_, to, _)| moves.iter().any(|(from, _, _)| from == to))
                {
                    return None;
                }
                for (from, to, a) in moves {
                    let at = ProgPoint::before(inst);
                    if from.is_slot() && to.is_slot() {
                        // Through the class's scratch register.
                        let scratch = Loc::Reg(pool.scratch[a.class() as usize]?);
                        out.moves.push((at, from, scratch));
                        out.moves.push((at, scratch, to));
                    } else {
                        out.moves.push((at, from, to));
                    }
                }
            }
            let ops = self.ops.of(vcode, i);
            // Reload registers: early defs first, then uses; late defs
            // after the early defs (written after the uses are read).
            let mut next_early = [0usize; 3];
            let mut next = if spills { temps.early(ops) } else { [0; 3] };
            let mut next_def = next;
            for op in ops {
                let v = op.vreg;
                let c = v.class() as usize;
                let at = match (op.con, home[v.vreg()]) {
                    (Con::Fixed(p), _) => p,
                    (_, Home::Reg(p)) | (Con::Reuse(_), Home::Spilled(Some(p))) => p,
                    (_, Home::Spilled(_)) => {
                        let k = match (op.kind, op.pos) {
                            (OperandKind::Use, _) => &mut next[c],
                            (OperandKind::Def, OperandPos::Early) => &mut next_early[c],
                            (OperandKind::Def, OperandPos::Late) => &mut next_def[c],
                        };
                        *k += 1;
                        *temps.regs[c].get(*k - 1)?
                    }
                    (_, Home::None) => return None,
                };
                out.regs.push(at);
                let (home, at) = (place(v)?, Loc::Reg(at));
                if at == home {
                    continue;
                }
                match op.kind {
                    OperandKind::Use => out.moves.push((ProgPoint::before(inst), home, at)),
                    OperandKind::Def => after.push((ProgPoint::after(inst), at, home)),
                }
            }
            out.moves.append(&mut after);
        }
        Some(out)
    }
}

/// Registers by the program point where each becomes free, taken out in
/// order of the points as the scan moves on: a list per point (a bucket
/// queue; the points are few and visited once each), not a heap.
struct Buckets {
    /// The last entry pushed at each point (`u32::MAX`: none).
    head: Vec<u32>,
    /// Per entry: its register and the entry pushed before it at its point.
    entries: Vec<(Reg, u32)>,
    /// The points before this have been taken out.
    next_point: usize,
}

impl Buckets {
    fn new(points: usize) -> Buckets {
        Buckets {
            head: vec![u32::MAX; points + 1],
            entries: Vec::new(),
            next_point: 0,
        }
    }

    /// `p` becomes free at `point` (not yet taken out).
    fn push(&mut self, point: u32, p: Reg) {
        let point = point as usize;
        debug_assert!(point >= self.next_point);
        self.entries.push((p, self.head[point]));
        self.head[point] = (self.entries.len() - 1) as u32;
    }

    /// Each register pushed at a point up to `lo`, not taken out before.
    fn take_until(&mut self, lo: u32, mut f: impl FnMut(Reg)) {
        let end = (lo as usize + 1).min(self.head.len());
        for point in self.next_point..end {
            let mut e = self.head[point];
            while e != u32::MAX {
                let (p, before) = self.entries[e as usize];
                f(p);
                e = before;
            }
        }
        self.next_point = self.next_point.max(end);
    }
}

/// A spill slot: its first word, the point from which it is free, and the
/// points where a back edge writes it (whose argument may hold it there).
type Slot = (u32, u32, Vec<(u32, VReg)>);

/// Where a virtual register lives.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Home {
    /// Unused.
    None,
    /// A register, over its whole span.
    Reg(Reg),
    /// A spill slot, over its whole span; each use reads a reload, each
    /// def is spilled after its instruction. A span spilled after it had a
    /// register keeps that register until the point where it was taken
    /// (after its def): a def that reuses a use's register writes it there.
    Spilled(Option<Reg>),
}

impl Home {
    fn reg(self) -> Option<Reg> {
        match self {
            Home::Reg(p) => Some(p),
            _ => None,
        }
    }
}

/// Why [`Spans::assign`] failed.
enum Fail {
    /// A class ran out of registers without reload registers to spill
    /// through.
    Class(usize),
    /// A shape this allocator does not do.
    GiveUp,
}

/// The reload registers of each class (the last of its preferred
/// registers, as many as one instruction's operands need), kept out of
/// allocation in a class that spills.
struct Temps {
    /// Whether the class spills.
    spill: [bool; 3],
    /// Its reload registers.
    regs: [Vec<Reg>; 3],
}

impl Temps {
    fn new(spans: &Spans, pool: &Pool, spill: [bool; 3]) -> Option<Temps> {
        let mut regs: [Vec<Reg>; 3] = Default::default();
        for c in 0..3 {
            if !spill[c] {
                continue;
            }
            let preferred = &pool.regs[c][..pool.preferred[c]];
            let n = spans.temps_needed[c];
            // Some registers must be left to allocate.
            if n + 2 > preferred.len() {
                return None;
            }
            regs[c] = preferred[preferred.len() - n..].to_vec();
        }
        Some(Temps { spill, regs })
    }

    /// The reload registers the early defs of `ops` take, per class.
    fn early(&self, ops: &[Op]) -> [usize; 3] {
        let mut n = [0; 3];
        for op in ops
            .iter()
            .filter(|op| op.needs_temp() && op.pos == OperandPos::Early)
        {
            if op.kind == OperandKind::Def {
                n[op.vreg.class() as usize] += 1;
            }
        }
        n
    }
}

/// An operand as the scan reads it: regalloc2's packed form decoded once
/// (its constraint takes several branches to decode, and the scan's passes
/// read each operand three or four times).
#[derive(Copy, Clone)]
struct Op {
    vreg: VReg,
    kind: OperandKind,
    pos: OperandPos,
    con: Con,
}

/// What an operand asks of its register.
#[derive(Copy, Clone)]
enum Con {
    /// Any register of its class.
    Free,
    /// This one.
    Fixed(Reg),
    /// The register of the instruction's operand at this index.
    Reuse(u32),
}

impl Op {
    /// `op`, or `None` for a constraint the scan does not do (a stack slot,
    /// a register limit).
    fn decode(op: regalloc2::Operand) -> Option<Op> {
        let con = match op.constraint() {
            OperandConstraint::Any | OperandConstraint::Reg => Con::Free,
            OperandConstraint::FixedReg(p) => Con::Fixed(Reg::from_preg(p)),
            OperandConstraint::Reuse(idx) => Con::Reuse(idx as u32),
            OperandConstraint::Stack | OperandConstraint::Limit(_) => return None,
        };
        Some(Op {
            vreg: op.vreg(),
            kind: op.kind(),
            pos: op.pos(),
            con,
        })
    }

    /// Whether the operand, if its value spills, takes a reload register
    /// (a fixed register or a reused one is given).
    fn needs_temp(&self) -> bool {
        matches!(self.con, Con::Free)
    }
}

/// Every operand of the kernel, decoded, in `vcode.operands`' order.
struct Ops(Vec<Op>);

impl Ops {
    fn decode(vcode: &VCode) -> Option<Ops> {
        let mut ops = Vec::with_capacity(vcode.operands.len());
        for &op in &vcode.operands {
            ops.push(Op::decode(op)?);
        }
        Some(Ops(ops))
    }

    /// Instruction `i`'s operands.
    fn of(&self, vcode: &VCode, i: usize) -> &[Op] {
        let (start, end) = vcode.operand_ranges[i];
        &self.0[start as usize..end as usize]
    }
}

#[cfg(test)]
mod tests {
    use crate::{isel, regalloc, Mcpu};
    use tilelift_mir as mir;

    fn vcode(text: &str) -> regalloc::VCode {
        let func = mir::parse::parse(text).unwrap();
        isel::select(
            &func,
            &crate::schedule::order(&func),
            64 * func.num_warps,
            Mcpu::Gfx90a,
            false,
        )
        .unwrap()
    }

    /// A kernel without a loop: allocated here, and regalloc2's checker
    /// accepts it, windows of vector accesses included (their values live
    /// on past the next access to the same window, so some are moved).
    #[test]
    fn straight_line_kernels_are_allocated_and_check() {
        let mut text = String::from(
            "kernel k(%x: i64 ptr) warps=1 shared=0 {\nblock0:\n    v0 = special tid.x\n    \
             v1 = param 0\n",
        );
        let n = 6;
        for k in 0..n {
            let d: Vec<String> = (0..4).map(|j| format!("v{}", 10 + 4 * k + j)).collect();
            text += &format!("    {} = load.global i32 [v1 + {}]\n", d.join(", "), 16 * k);
        }
        for k in 0..n {
            let d: Vec<String> = (0..4)
                .map(|j| format!("v{}", 10 + 4 * (n - 1 - k) + j))
                .collect();
            text += &format!("    store.global i32 [v1 + {}], {}\n", 16 * k, d.join(", "));
        }
        text += "    return\n}\n";
        let vc = vcode(&text);
        let env = regalloc::machine_env(40, None);
        let out = super::allocate(&vc, &env, Some(256)).expect("allocated without Ion");
        assert!(
            !out.moves.is_empty(),
            "windows reused while their values live"
        );
        regalloc::check(&vc, &env, &out).unwrap();
    }

    /// A loop: its parameters get their arguments by moves before the
    /// back edge, or share their registers; regalloc2's checker accepts it.
    #[test]
    fn loops_are_allocated_and_check() {
        let vc = vcode(
            "kernel k(%n: i32, %x: i64 ptr) warps=1 shared=0 {\nblock0:\n    \
             v0 = const i32 0x0\n    v1 = param 0\n    v9 = param 1\n    \
             v8 = const f32 0x3f800000\n    jump block1(v0, v8)\n\
             block1(v2: i32, v5: f32):\n    v4 = cmp SLt i32 v2, v1\n    \
             brif v4, block2, block3\nblock2:\n    v3 = Add i32 v2, 1\n    \
             v6 = Mul f32 v5, v5\n    jump block1(v3, v6)\nblock3:\n    \
             store.global f32 [v9 + 0], v5\n    return\n}\n",
        );
        let env = regalloc::machine_env(40, None);
        let out = super::allocate(&vc, &env, Some(256)).expect("allocated without Ion");
        regalloc::check(&vc, &env, &out).unwrap();
    }

    /// `n` words loaded, then stored in reverse order: all live at once.
    fn live_words(n: usize) -> String {
        let mut text =
            String::from("kernel k(%x: i64 ptr) warps=1 shared=0 {\nblock0:\n    v0 = param 0\n");
        for k in 0..n {
            text += &format!("    v{} = load.global i32 [v0 + {}]\n", k + 1, 4 * k);
        }
        for k in 0..n {
            text += &format!("    store.global i32 [v0 + {}], v{}\n", 4 * k, n - k);
        }
        text + "    return\n}\n"
    }

    /// More words live at once than `env` has registers: bound to `env`,
    /// the linear scan spills (to slots, reloaded into the reload
    /// registers) instead of leaving the kernel to Ion; given the machine's
    /// 256 VGPRs, it takes registers numbered beyond regalloc2's 64 and
    /// spills nothing. regalloc2's checker accepts both.
    #[test]
    fn spills_are_allocated_here_and_check() {
        let vc = vcode(&live_words(100));
        let env = regalloc::machine_env(40, None);
        let out = super::allocate(&vc, &env, None).expect("allocated without Ion");
        assert!(out.num_spillslots >= 100 - 63, "{}", out.num_spillslots);
        regalloc::check(&vc, &env, &out).unwrap();
        let out = super::allocate(&vc, &env, Some(256)).expect("allocated without Ion");
        assert_eq!(out.num_spillslots, 0);
        assert!(out.regs.iter().any(|r| r.hw_enc() >= 64));
        assert!(crate::regmap::vgprs_needed(&out) <= 256);
        regalloc::check(&vc, &env, &out).unwrap();
    }

    /// More words live at once than the machine's VGPRs: the scan spills
    /// within `env`'s registers; regalloc2's checker accepts it. Fewer
    /// than the VGPRs, but more than `env`'s: no spill.
    #[test]
    fn beyond_the_machine_the_scan_spills_within_env() {
        let env = regalloc::machine_env(40, None);
        for (words, budget) in [(300, 256), (180, 232), (250, 232)] {
            let vc = vcode(&live_words(words));
            let out = super::allocate(&vc, &env, Some(budget)).expect("allocated without Ion");
            let used = crate::regmap::vgprs_needed(&out);
            assert!(used <= budget, "{used} of {budget}");
            if words == 180 {
                assert_eq!(out.num_spillslots, 0, "{words} words");
            } else {
                assert!(out.num_spillslots >= words - 63, "{words} words");
                assert!(out.regs.iter().all(|r| r.hw_enc() < 64));
            }
            regalloc::check(&vc, &env, &out).unwrap();
        }
    }

    /// A loop under a register limit of 4 per class: its parameters spill
    /// and share their slots with their arguments; regalloc2's checker
    /// accepts the moves into and out of slots on the edges.
    #[test]
    fn loops_that_spill_are_allocated_and_check() {
        let vc = vcode(
            "kernel k(%n: i32, %x: i64 ptr) warps=1 shared=0 {\nblock0:\n    \
             v0 = const i32 0x0\n    v1 = param 0\n    v9 = param 1\n    \
             v8 = const f32 0x3f800000\n    v10 = const f32 0x40000000\n    \
             v11 = const f32 0x40400000\n    v12 = const f32 0x40800000\n    \
             jump block1(v0, v8, v10, v11, v12)\n\
             block1(v2: i32, v5: f32, v13: f32, v14: f32, v15: f32):\n    \
             v4 = cmp SLt i32 v2, v1\n    brif v4, block2, block3\nblock2:\n    \
             v3 = Add i32 v2, 1\n    v6 = Mul f32 v5, v13\n    v16 = Add f32 v13, v14\n    \
             v17 = Add f32 v14, v15\n    v18 = Mul f32 v15, v5\n    \
             jump block1(v3, v6, v16, v17, v18)\nblock3:\n    \
             store.global f32 [v9 + 0], v5, v13, v14, v15\n    return\n}\n",
        );
        let limit = regalloc::RegisterLimit {
            per_class: 4,
            agprs: 0,
            scratch_words: 64,
        };
        let env = regalloc::machine_env(40, Some(limit));
        let out = super::allocate(&vc, &env, None).expect("allocated without Ion");
        assert!(out.num_spillslots > 0);
        regalloc::check(&vc, &env, &out).unwrap();
    }

    /// Parameters that swap each iteration would need a cycle of moves:
    /// left to Ion.
    #[test]
    fn swaps_are_left_to_ion() {
        let vc = vcode(
            "kernel k(%n: i32, %x: i64 ptr) warps=1 shared=0 {\nblock0:\n    \
             v0 = const i32 0x0\n    v1 = param 0\n    v9 = param 1\n    \
             v8 = const i32 0x7\n    jump block1(v0, v8, v1)\n\
             block1(v2: i32, v5: i32, v6: i32):\n    v4 = cmp SLt i32 v2, v1\n    \
             brif v4, block2, block3\nblock2:\n    v3 = Add i32 v2, 1\n    \
             jump block1(v3, v6, v5)\nblock3:\n    \
             store.global i32 [v9 + 0], v5, v6\n    return\n}\n",
        );
        assert!(super::allocate(&vc, &regalloc::machine_env(40, None), Some(256)).is_none());
    }
}
