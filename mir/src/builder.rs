//! Building a MIR [`Function`]: registers, blocks in the order they are started,
//! instructions appended to the current block (or to the prologue).
//!
//! Block `block0` is the prologue: it reads the thread id and the kernel
//! parameters and computes what many ops share, so that those registers dominate
//! every later block. Instructions can be added to it at any time
//! ([`Builder::prologue`]); [`Builder::finish`] ends it with a jump to the first
//! block of the body. Each other block is started once ([`Builder::switch_to_block`])
//! and the layout is the order in which blocks were started.
//!
//! Because a body block receives instructions only while it is current, and is
//! current once, the body blocks' instructions are contiguous in start order:
//! they are kept in one flat array, each block a range of it, and
//! [`Builder::finish`] lays out the function with two bulk copies (prologue,
//! then body) instead of moving instructions block by block.

use super::entities::{Block, Inst, Origin, Reg};
use super::function::OriginData;
use super::function::{BlockData, Function, Param, ParamKind};
use super::inst::{BinaryOp, InstData, Operand, UnaryOp};
use super::passes::{drop_unused_args, liveness};
use super::types::Type;
use core::ops::Range;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{EntityRef, PrimaryMap, SecondaryMap};
use smallvec::SmallVec;

/// A block under construction.
#[derive(Default, Clone)]
struct PendingBlock {
    params: SmallVec<[Reg; 4]>,
    /// Its instructions: a range of `Builder::body` (empty for the prologue,
    /// whose instructions are in `Builder::prologue`).
    insts: Range<u32>,
    started: bool,
}

/// Builds a [`Function`].
pub struct Builder {
    name: String,
    params: Vec<Param>,
    num_warps: u32,
    shared_bytes: u32,
    /// Global scratch bytes a program needs ([`Function::global_scratch`]).
    pub global_scratch: u32,
    regs: PrimaryMap<Reg, Type>,
    /// The constant each register holds, by register number (shorter than
    /// `regs` where the last registers are not constants).
    consts: Vec<Option<u64>>,
    blocks: PrimaryMap<Block, PendingBlock>,
    layout: Vec<Block>,
    current: Block,
    /// The prologue's instructions (without origins).
    prologue: Vec<InstData>,
    /// The body blocks' instructions, in layout order, and their origins.
    body: Vec<InstData>,
    body_origins: Vec<PackedOption<Origin>>,
    origin: PackedOption<Origin>,
    origins: PrimaryMap<Origin, OriginData>,
    origin_text: String,
    /// See [`Builder::mark_cold_arm`].
    cold_arm: Option<Block>,
}

impl Builder {
    /// A builder for kernel `name` run by `num_warps` warps, with the prologue
    /// and the first body block started.
    pub fn new(name: &str, num_warps: u32) -> Self {
        Self::with_capacity(name, num_warps, 128)
    }

    /// [`Builder::new`], with room for about `insts` instructions (and as many
    /// registers) before any table grows.
    pub fn with_capacity(name: &str, num_warps: u32, insts: usize) -> Self {
        let mut b = Builder {
            name: name.to_string(),
            params: Vec::new(),
            num_warps,
            shared_bytes: 0,
            global_scratch: 0,
            regs: PrimaryMap::with_capacity(insts),
            consts: Vec::new(),
            blocks: PrimaryMap::new(),
            layout: Vec::new(),
            current: Block::new(0),
            prologue: Vec::with_capacity(32),
            body: super::spare::take_insts(insts),
            body_origins: Vec::with_capacity(insts),
            origin: None.into(),
            origins: PrimaryMap::new(),
            origin_text: String::new(),
            cold_arm: None,
        };
        let prologue = b.create_block();
        b.switch_to_block(prologue);
        let body = b.create_block();
        b.switch_to_block(body);
        b
    }

    /// Adds a kernel parameter; the prologue reads it into the returned register.
    pub fn add_param(&mut self, name: &str, ty: Type, kind: ParamKind) -> Reg {
        let index = self.params.len() as u32;
        self.params.push(Param {
            name: name.to_string(),
            ty,
            kind,
        });
        let dst = self.reg(ty);
        self.prologue(InstData::Param { dst, index });
        dst
    }

    /// Reserves `bytes` of shared memory, aligned to 16, and returns its offset.
    pub fn reserve_shared(&mut self, bytes: u32) -> u32 {
        let offset = self.shared_bytes.next_multiple_of(16);
        self.shared_bytes = offset + bytes;
        offset
    }

    /// Ensures the kernel declares at least `bytes` of shared memory (scratch
    /// space that successive users share).
    pub fn require_shared(&mut self, bytes: u32) {
        self.shared_bytes = self.shared_bytes.max(bytes);
    }

    /// A new register of type `ty`.
    pub fn reg(&mut self, ty: Type) -> Reg {
        self.regs.push(ty)
    }

    /// How many registers have been made so far.
    pub fn num_regs(&self) -> usize {
        self.regs.len()
    }

    /// The type of `reg`.
    pub fn reg_type(&self, reg: Reg) -> Type {
        self.regs[reg]
    }

    /// The constant `reg` holds, if it was defined by [`Builder::iconst`].
    pub fn const_value(&self, reg: Reg) -> Option<u64> {
        self.consts.get(reg.index()).copied().flatten()
    }

    /// `reg` as an operand: an immediate when it holds a known constant.
    pub fn operand(&self, reg: Reg) -> Operand {
        match self.const_value(reg) {
            Some(bits) => Operand::Imm(bits),
            None => Operand::Reg(reg),
        }
    }

    /// Records that `dst` holds the constant `bits`.
    fn note_const(&mut self, dst: Reg, bits: u64) {
        // Grow the table to cover every register so far, not one entry at a
        // time: constants are defined all along the lowering.
        if dst.index() >= self.consts.len() {
            let len = self.regs.len().max(dst.index() + 1);
            self.consts.resize(len, None);
        }
        self.consts[dst.index()] = Some(bits);
    }

    /// Room for `bytes` more of origin text and `n` more origins.
    pub fn reserve_origins(&mut self, n: usize, bytes: usize) {
        self.origins.reserve(n);
        self.origin_text.reserve(bytes);
    }

    /// Sets the origin of the instructions added from now on: the
    /// concatenation of `parts` (`["%x_5", " = ", "tt.load"]`).
    pub fn set_origin(&mut self, parts: &[&str]) {
        let start = self.origin_text.len() as u32;
        for part in parts {
            self.origin_text.push_str(part);
        }
        self.push_origin(start);
    }

    /// Sets the origin of the instructions added from now on, from formatted
    /// text (for the rare origins that are not plain names).
    pub fn set_origin_fmt(&mut self, text: core::fmt::Arguments<'_>) {
        use core::fmt::Write;
        let start = self.origin_text.len() as u32;
        let _ = self.origin_text.write_fmt(text);
        self.push_origin(start);
    }

    /// A new origin, its text from `start` to the end of the origin text, no
    /// source location yet.
    fn push_origin(&mut self, start: u32) {
        let end = self.origin_text.len() as u32;
        let data = OriginData {
            text: (start, end),
            srcloc: !0,
        };
        self.origin = self.origins.push(data).into();
    }

    /// Sets the source location of the current origin: the byte offset of its
    /// op in the text the tile IR was read from.
    pub fn set_origin_srcloc(&mut self, offset: u32) {
        if let Some(o) = self.origin.expand() {
            self.origins[o].srcloc = offset;
        }
    }

    /// Clears the origin of the instructions added from now on.
    pub fn clear_origin(&mut self) {
        self.origin = None.into();
    }
}

/// Blocks.
impl Builder {
    /// A new block, not started yet.
    pub fn create_block(&mut self) -> Block {
        self.blocks.push(PendingBlock::default())
    }

    /// A new parameter of `block`, of type `ty`.
    pub fn append_block_param(&mut self, block: Block, ty: Type) -> Reg {
        let reg = self.reg(ty);
        self.blocks[block].params.push(reg);
        reg
    }

    /// Continues in `block`, which comes next in the layout. Each block is started
    /// once.
    pub fn switch_to_block(&mut self, block: Block) {
        debug_assert!(!self.blocks[block].started, "{block} started twice");
        let here = self.body.len() as u32;
        self.blocks[self.current].insts.end = here;
        let data = &mut self.blocks[block];
        data.started = true;
        data.insts = here..here;
        self.layout.push(block);
        self.current = block;
    }

    /// The block instructions are appended to.
    pub fn current_block(&self) -> Block {
        self.current
    }

    /// Whether the current block already ends in a terminator.
    pub fn is_terminated(&self) -> bool {
        let start = self.blocks[self.current].insts.start as usize;
        self.body.len() > start && self.body.last().is_some_and(InstData::is_terminator)
    }
}

/// Instructions.
impl Builder {
    /// Appends `data` to the current block.
    pub fn ins(&mut self, data: InstData) {
        if let InstData::Const { dst, bits } = data {
            self.note_const(dst, bits);
        }
        self.body.push(data);
        self.body_origins.push(self.origin);
    }

    /// The number of instructions in the body so far: the index the next
    /// [`Builder::ins`] takes.
    pub fn body_len(&self) -> usize {
        self.body.len()
    }

    /// The body's instructions so far.
    pub fn body(&self) -> &[InstData] {
        &self.body
    }

    /// The body's instruction at `index` ([`Builder::body_len`]), to change
    /// after a fold.
    pub fn body_inst_mut(&mut self, index: usize) -> &mut InstData {
        &mut self.body[index]
    }

    /// Moves the body's instructions from `from` on (the last ones
    /// appended) in before earlier ones: the tail is cut into `moves`' runs
    /// in their order, `(at, n)` taking the next `n` instructions to just
    /// before instruction `at` (which keeps its index's meaning: before any
    /// move), with `at`'s origin.
    pub fn move_tails_before(&mut self, from: usize, moves: &[(usize, usize)]) {
        if moves.is_empty() {
            return;
        }
        let tail = self.body.split_off(from);
        self.body_origins.truncate(from);
        // Each run's start in the tail, by `at`.
        let mut runs: SmallVec<[(usize, usize, usize); 8]> = SmallVec::new();
        let mut start = 0;
        for &(at, n) in moves {
            runs.push((at, start, n));
            start += n;
        }
        // From the last `at`, so that each insertion leaves the earlier
        // indices as they were: one bulk move of the body after each `at`.
        runs.sort_by_key(|&(at, ..)| std::cmp::Reverse(at));
        for &(at, start, n) in &runs {
            let origin = self.body_origins[at];
            self.body
                .splice(at..at, tail[start..start + n].iter().cloned());
            self.body_origins
                .splice(at..at, std::iter::repeat_n(origin, n));
            // The blocks after `at` move up by `n`; the one holding `at`
            // (starting at it, or before) grows by `n`.
            let (at, n) = (at as u32, n as u32);
            for block in self.blocks.values_mut() {
                if block.insts.start > at {
                    block.insts.start += n;
                }
                if block.insts.end > at {
                    block.insts.end += n;
                }
            }
        }
    }

    /// [`fold_known_ranges`](super::passes::fold_known_ranges) on the
    /// instructions so far, before they are laid out: the dead code removal
    /// of [`Builder::finish_live`] then drops what the folds left unread.
    pub fn fold_known_ranges(&mut self) {
        super::ranges::fold([&mut self.prologue, &mut self.body], &self.regs);
    }

    /// Marks `block`, the first block of one arm of a branch, as the arm
    /// that runs only where a run-time check fails ([`Function::cold_arm`]).
    pub fn mark_cold_arm(&mut self, block: Block) {
        self.cold_arm = Some(block);
    }

    /// Appends `data` to the prologue, which dominates every block.
    pub fn prologue(&mut self, data: InstData) {
        if let InstData::Const { dst, bits } = data {
            self.note_const(dst, bits);
        }
        self.prologue.push(data);
    }

    /// A constant of type `ty`, defined in the prologue.
    pub fn iconst(&mut self, ty: Type, bits: u64) -> Reg {
        let dst = self.reg(ty);
        self.prologue(InstData::Const { dst, bits });
        dst
    }

    /// `op(arg)` of type `ty`.
    pub fn unary(&mut self, op: UnaryOp, ty: Type, arg: Operand) -> Reg {
        let dst = self.reg(ty);
        self.ins(InstData::Unary { op, ty, dst, arg });
        dst
    }

    /// `op(a, b)` on operands of type `ty`.
    pub fn binary(&mut self, op: BinaryOp, ty: Type, a: Operand, b: Operand) -> Reg {
        let dst_ty = if op.is_wide() { wide(ty) } else { ty };
        let dst = self.reg(dst_ty);
        self.ins(InstData::Binary {
            op,
            ty,
            dst,
            args: [a, b],
        });
        dst
    }

    /// Finishes the function: the prologue jumps to the first body block, blocks
    /// are renumbered in layout order and their instructions laid out flat.
    pub fn finish(self) -> Function {
        self.lay_out(false)
    }

    /// [`Builder::finish`] without what
    /// [`eliminate_dead_params`](super::passes::eliminate_dead_params) would
    /// remove (dead instructions, and block parameters only carried around a
    /// loop with the jump arguments that feed them): the same function, each
    /// live instruction copied once.
    pub fn finish_live(self) -> Function {
        self.lay_out(true)
    }

    /// The prologue, its jump to the first body block, then the body, without
    /// the dead instructions and parameters if `drop_dead`.
    fn lay_out(mut self, drop_dead: bool) -> Function {
        self.blocks[self.current].insts.end = self.body.len() as u32;
        let mut prologue = self.prologue;
        prologue.push(InstData::Jump {
            dest: Block::new(1),
            args: SmallVec::new(),
        });
        let head = prologue.len();
        let total = head + self.body.len();
        let live = if drop_dead {
            let blocks = &self.blocks;
            let params = |b: Block| blocks[b].params.as_slice();
            let found = liveness(&[&prologue, &self.body], self.regs.len(), Some(&params));
            drop_unused_params(
                &mut self.blocks,
                [&mut prologue[..], &mut self.body[..]],
                &found.used,
            );
            found.live
        } else {
            vec![true; total]
        };
        // `kept[i]`: how many instructions before old position `i` stay, the
        // new position of instruction `i`.
        let mut kept = Vec::with_capacity(total + 1);
        let mut n = 0u32;
        for &l in &live {
            kept.push(n);
            n += u32::from(l);
        }
        kept.push(n);
        // Drop the dead instructions in place, then move the prologue and the
        // body into an array of the final size. The body's array, which also
        // had room for the dead instructions, goes to the next builder of this
        // thread (see `spare`) rather than back to the allocator.
        retain_flagged(&mut prologue, &live[..head]);
        retain_flagged(&mut self.body, &live[head..]);
        retain_flagged(&mut self.body_origins, &live[head..]);
        let mut inst_origins = Vec::with_capacity(n as usize);
        inst_origins.resize(prologue.len(), PackedOption::default());
        inst_origins.append(&mut self.body_origins);
        let mut insts = Vec::with_capacity(n as usize);
        insts.append(&mut prologue);
        insts.append(&mut self.body);
        super::spare::put_insts(self.body);
        // Blocks are numbered by their position in the layout; usually they
        // were created in that order and no branch needs rewriting.
        let in_order = self.layout.iter().enumerate().all(|(i, b)| b.index() == i);
        if !in_order {
            let mut renumber: SecondaryMap<Block, Block> =
                SecondaryMap::with_default(Block::new(0));
            for (pos, &block) in self.layout.iter().enumerate() {
                renumber[block] = Block::new(pos);
            }
            insts.iter_mut().for_each(|data| retarget(data, &renumber));
        }
        let mut func = Function {
            name: self.name,
            params: self.params,
            num_warps: self.num_warps,
            shared_bytes: self.shared_bytes,
            max_regs: None,
            global_scratch: self.global_scratch,
            cold_arm: self
                .cold_arm
                .and_then(|c| self.layout.iter().position(|&b| b == c))
                .map(Block::new),
            regs: self.regs,
            blocks: PrimaryMap::with_capacity(self.layout.len()),
            block_params: Vec::new(),
            insts: PrimaryMap::from(insts),
            inst_origins,
            origins: self.origins,
            origin_text: self.origin_text,
        };
        for (pos, &block) in self.layout.iter().enumerate() {
            let pending = &self.blocks[block];
            let params_start = func.block_params.len() as u32;
            func.block_params.extend_from_slice(&pending.params);
            let old = if pos == 0 {
                0..head
            } else {
                let r = &pending.insts;
                head + r.start as usize..head + r.end as usize
            };
            func.blocks.push(BlockData {
                params: params_start..func.block_params.len() as u32,
                insts: kept[old.start]..kept[old.end],
            });
        }
        func
    }
}

/// The integer type twice as wide as `ty`.
pub(super) fn wide(ty: Type) -> Type {
    match ty {
        Type::I8 => Type::I16,
        Type::I16 => Type::I32,
        _ => Type::I64,
    }
}

/// Drops the block parameters not in `used` and the jump arguments in `parts`
/// that feed them.
fn drop_unused_params(
    blocks: &mut PrimaryMap<Block, PendingBlock>,
    parts: [&mut [InstData]; 2],
    used: &[bool],
) {
    if blocks
        .values()
        .all(|b| b.params.iter().all(|p| used[p.index()]))
    {
        return;
    }
    for data in parts.into_iter().flatten() {
        if let InstData::Jump { dest, args } = data {
            let kept: SmallVec<[bool; 8]> = blocks[*dest]
                .params
                .iter()
                .map(|p| used[p.index()])
                .collect();
            drop_unused_args(args, &kept);
        }
    }
    for block in blocks.values_mut() {
        block.params.retain(|p| used[p.index()]);
    }
}

/// Keeps the elements of `v` whose flag in `keep` is set.
fn retain_flagged<T>(v: &mut Vec<T>, keep: &[bool]) {
    let mut flags = keep.iter();
    v.retain(|_| flags.next().copied().unwrap_or(true));
}

/// Rewrites the targets of a branch to the new block numbers.
fn retarget(data: &mut InstData, renumber: &SecondaryMap<Block, Block>) {
    match data {
        InstData::Jump { dest, .. } => *dest = renumber[*dest],
        InstData::Brif {
            then_dest,
            else_dest,
            ..
        } => {
            *then_dest = renumber[*then_dest];
            *else_dest = renumber[*else_dest];
        }
        _ => {}
    }
}

/// `func` with only the instructions `keep` accepts, in place.
pub(super) fn retain(mut func: Function, keep: impl Fn(Inst) -> bool) -> Function {
    let mut insts: Vec<InstData> = core::mem::take(&mut func.insts).into();
    let mut idx = 0;
    insts.retain(|_| {
        idx += 1;
        keep(Inst::new(idx - 1))
    });
    let mut idx = 0;
    func.inst_origins.retain(|_| {
        idx += 1;
        keep(Inst::new(idx - 1))
    });
    let mut kept = 0u32;
    for data in func.blocks.values_mut() {
        let start = kept;
        kept += (data.insts.start..data.insts.end)
            .filter(|&i| keep(Inst::new(i as usize)))
            .count() as u32;
        data.insts = start..kept;
    }
    func.insts = PrimaryMap::from(insts);
    func
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{BinaryOp, MemSpace, ParamKind};

    /// An instruction appended at the end and moved before a store of the
    /// first of two blocks lands in that block, before the store; the first
    /// block still ends in its jump and the second keeps its instructions.
    #[test]
    fn moved_instructions_stay_in_their_block() {
        let mut b = Builder::new("k", 1);
        let p = b.add_param("p", Type::I64, ParamKind::Ptr);
        let x = b.binary(BinaryOp::Add, Type::I64, Operand::Reg(p), Operand::Imm(4));
        let store = |addr| InstData::Store {
            space: MemSpace::Global,
            ty: Type::I32,
            srcs: smallvec::smallvec![Operand::Imm(1)],
            addr,
            offset: 0,
            pred: None,
            cache: Default::default(),
        };
        let at = b.body_len();
        b.ins(store(x));
        let next = b.create_block();
        b.ins(InstData::Jump {
            dest: next,
            args: SmallVec::new(),
        });
        b.switch_to_block(next);
        b.ins(store(p));
        b.ins(InstData::Return);
        let from = b.body_len();
        let y = b.binary(BinaryOp::Add, Type::I64, Operand::Reg(p), Operand::Imm(8));
        if let InstData::Store { addr, .. } = b.body_inst_mut(at) {
            *addr = y;
        }
        b.move_tails_before(from, &[(at, 1)]);
        let text = crate::print::to_string(&b.finish());
        // The blocks' texts, each from its label on.
        let blocks: Vec<&str> = text.split("\nblock").collect();
        let first = blocks.iter().find(|t| t.contains("v0, 8")).expect(&text);
        let (add, st, jump) = (
            first.find("v0, 8").unwrap(),
            first.find("store").expect(&text),
            first.find("jump").expect(&text),
        );
        assert!(add < st && st < jump, "{text}");
        let last = blocks.last().unwrap();
        assert!(last.contains("store") && last.contains("return"), "{text}");
        assert!(!last.contains("v0, 8"), "{text}");
    }
}
