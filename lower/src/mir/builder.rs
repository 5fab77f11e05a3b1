//! Building a MIR [`Function`]: registers, blocks in the order they are started,
//! instructions appended to the current block (or to the prologue).
//!
//! Block `block0` is the prologue: it reads the thread id and the kernel
//! parameters and computes what many ops share, so that those registers dominate
//! every later block. Instructions can be added to it at any time
//! ([`Builder::prologue`]); [`Builder::finish`] ends it with a jump to the first
//! block of the body. Each other block is started once ([`Builder::switch_to_block`])
//! and the layout is the order in which blocks were started.

use super::entities::{Block, Inst, Origin, Reg};
use super::function::{BlockData, Function, Param};
use super::inst::{BinaryOp, InstData, Operand, UnaryOp};
use super::types::Type;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{EntityRef, PrimaryMap, SecondaryMap};
use smallvec::SmallVec;

/// The instructions of a block under construction.
#[derive(Default, Clone)]
struct PendingBlock {
    params: SmallVec<[Reg; 4]>,
    insts: Vec<(InstData, PackedOption<Origin>)>,
    started: bool,
}

/// Builds a [`Function`].
pub struct Builder {
    name: String,
    params: Vec<Param>,
    num_warps: u32,
    shared_bytes: u32,
    regs: PrimaryMap<Reg, Type>,
    consts: SecondaryMap<Reg, Option<u64>>,
    blocks: PrimaryMap<Block, PendingBlock>,
    layout: Vec<Block>,
    current: Block,
    origin: PackedOption<Origin>,
    origins: PrimaryMap<Origin, (u32, u32)>,
    origin_text: String,
}

impl Builder {
    /// A builder for kernel `name` run by `num_warps` warps, with the prologue
    /// and the first body block started.
    pub fn new(name: &str, num_warps: u32) -> Self {
        let mut b = Builder {
            name: name.to_string(),
            params: Vec::new(),
            num_warps,
            shared_bytes: 0,
            regs: PrimaryMap::with_capacity(64),
            consts: SecondaryMap::with_capacity(64),
            blocks: PrimaryMap::new(),
            layout: Vec::new(),
            current: Block::new(0),
            origin: None.into(),
            origins: PrimaryMap::new(),
            origin_text: String::new(),
        };
        let prologue = b.create_block();
        b.switch_to_block(prologue);
        b.blocks[prologue].insts.reserve(32);
        let body = b.create_block();
        b.switch_to_block(body);
        b.blocks[body].insts.reserve(128);
        b
    }

    /// Adds a kernel parameter; the prologue reads it into the returned register.
    pub fn add_param(&mut self, name: &str, ty: Type, is_ptr: bool) -> Reg {
        let index = self.params.len() as u32;
        self.params.push(Param {
            name: name.to_string(),
            ty,
            is_ptr,
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

    /// The type of `reg`.
    pub fn reg_type(&self, reg: Reg) -> Type {
        self.regs[reg]
    }

    /// The constant `reg` holds, if it was defined by [`Builder::iconst`].
    pub fn const_value(&self, reg: Reg) -> Option<u64> {
        self.consts[reg]
    }

    /// `reg` as an operand: an immediate when it holds a known constant.
    pub fn operand(&self, reg: Reg) -> Operand {
        match self.consts[reg] {
            Some(bits) => Operand::Imm(bits),
            None => Operand::Reg(reg),
        }
    }

    /// Sets the origin of the instructions added from now on.
    pub fn set_origin(&mut self, text: core::fmt::Arguments<'_>) {
        use core::fmt::Write;
        let start = self.origin_text.len() as u32;
        let _ = self.origin_text.write_fmt(text);
        let end = self.origin_text.len() as u32;
        self.origin = self.origins.push((start, end)).into();
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
        self.blocks[block].started = true;
        self.layout.push(block);
        self.current = block;
    }

    /// The block instructions are appended to.
    pub fn current_block(&self) -> Block {
        self.current
    }

    /// Whether the current block already ends in a terminator.
    pub fn is_terminated(&self) -> bool {
        self.blocks[self.current]
            .insts
            .last()
            .is_some_and(|(i, _)| i.is_terminator())
    }
}

/// Instructions.
impl Builder {
    /// Appends `data` to the current block.
    pub fn ins(&mut self, data: InstData) {
        if let InstData::Const { dst, bits } = data {
            self.consts[dst] = Some(bits);
        }
        let origin = self.origin;
        self.blocks[self.current].insts.push((data, origin));
    }

    /// Appends `data` to the prologue, which dominates every block.
    pub fn prologue(&mut self, data: InstData) {
        if let InstData::Const { dst, bits } = data {
            self.consts[dst] = Some(bits);
        }
        self.blocks[Block::new(0)].insts.push((data, None.into()));
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
    pub fn finish(mut self) -> Function {
        let first_body = Block::new(1);
        self.blocks[Block::new(0)].insts.push((
            InstData::Jump {
                dest: first_body,
                args: SmallVec::new(),
            },
            None.into(),
        ));
        let mut renumber: SecondaryMap<Block, Block> = SecondaryMap::with_default(Block::new(0));
        for (pos, &block) in self.layout.iter().enumerate() {
            renumber[block] = Block::new(pos);
        }
        let n_insts: usize = self.blocks.values().map(|b| b.insts.len()).sum();
        let mut func = Function {
            name: self.name,
            params: self.params,
            num_warps: self.num_warps,
            shared_bytes: self.shared_bytes,
            regs: self.regs,
            blocks: PrimaryMap::with_capacity(self.layout.len()),
            block_params: Vec::new(),
            insts: PrimaryMap::with_capacity(n_insts),
            inst_origins: Vec::with_capacity(n_insts),
            origins: self.origins,
            origin_text: self.origin_text,
        };
        for &block in &self.layout {
            let pending = std::mem::take(&mut self.blocks[block]);
            let params_start = func.block_params.len() as u32;
            func.block_params.extend_from_slice(&pending.params);
            let insts_start = func.insts.len() as u32;
            for (mut data, origin) in pending.insts {
                retarget(&mut data, &renumber);
                func.insts.push(data);
                func.inst_origins.push(origin);
            }
            func.blocks.push(BlockData {
                params: params_start..func.block_params.len() as u32,
                insts: insts_start..func.insts.len() as u32,
            });
        }
        func
    }
}

/// The integer type twice as wide as `ty`.
fn wide(ty: Type) -> Type {
    match ty {
        Type::I8 => Type::I16,
        Type::I16 => Type::I32,
        _ => Type::I64,
    }
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
    let old_insts = core::mem::replace(&mut func.insts, PrimaryMap::with_capacity(0));
    let old_origins = core::mem::take(&mut func.inst_origins);
    let mut insts = PrimaryMap::with_capacity(old_insts.len());
    let mut origins = Vec::with_capacity(old_insts.len());
    let mut old = old_insts.into_iter();
    for block in 0..func.blocks.len() {
        let block = Block::new(block);
        let range = func.blocks[block].insts.clone();
        let start = insts.len() as u32;
        for idx in range.start..range.end {
            let (inst, data) = old.next().expect("every instruction is in a block");
            if keep(inst) {
                insts.push(data);
                origins.push(old_origins[idx as usize]);
            }
        }
        func.blocks[block].insts = start..insts.len() as u32;
    }
    func.insts = insts;
    func.inst_origins = origins;
    func
}
