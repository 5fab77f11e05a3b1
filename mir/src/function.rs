//! A MIR function: one kernel, its registers, blocks and instructions.

use super::entities::{Block, Inst, Origin, Reg};
use super::inst::InstData;
use super::types::Type;
use core::ops::Range;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{EntityRef, PrimaryMap};

/// A kernel parameter, in the order of the tile IR function's arguments.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Param {
    /// The argument's name in the tile IR, without `%` (`x_ptr`), or its number.
    pub name: String,
    /// The type of the register that holds it (`i64` for pointers and
    /// tensor maps).
    pub ty: Type,
    /// How it is passed.
    pub kind: ParamKind,
}

/// How a kernel parameter is passed.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ParamKind {
    /// A scalar, by value.
    Value,
    /// A pointer to global memory (a 64-bit address).
    Ptr,
    /// A 128-byte TMA tensor map (CUDA's `CUtensorMap`) by value, 64-byte
    /// aligned (PTX `.param .align 64 .b8 p[128]`, Triton's host
    /// `TensorDescriptor` with TMA); the register holds its generic address
    /// (`cvta.param`), which `cp.async.bulk.tensor` takes.
    TensorMap,
}

/// A block: its parameters and its instructions, as ranges of the function's
/// flat tables.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BlockData {
    /// The parameters, a range of `Function::block_params`.
    pub params: Range<u32>,
    /// The instructions, a range of instruction numbers.
    pub insts: Range<u32>,
}

/// What an origin is: its text, a range of `Function::origin_text`, and the
/// source location of its op (a byte offset; `!0` for none).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) struct OriginData {
    pub text: (u32, u32),
    pub srcloc: u32,
}

/// A kernel in MIR.
///
/// Blocks are numbered in layout order from `block0`, the entry; each block's
/// instructions are a contiguous range, and the ranges follow one another in block
/// order. [`Builder::finish`](super::Builder::finish) establishes this, and the
/// passes keep it.
#[derive(Clone, PartialEq, Debug)]
pub struct Function {
    /// The kernel's symbol name.
    pub name: String,
    /// The kernel parameters, in order.
    pub params: Vec<Param>,
    /// Warps per CTA: the kernel runs with `32 * num_warps` threads.
    pub num_warps: u32,
    /// Bytes of shared memory the kernel uses: on NVIDIA the dynamic shared
    /// memory to pass at launch (the PTX declares an unsized `.extern`
    /// array), on AMD its fixed LDS.
    pub shared_bytes: u32,
    /// The most registers a thread may take (PTX `.maxnreg`), if capped:
    /// see [`crate::passes::cold_arm_register_cap`].
    pub max_regs: Option<u32>,
    /// Bytes of global scratch memory each program needs (the tensor maps
    /// it makes, [`crate::TmaOp::MapCopy`]): the kernel's last parameter
    /// then points at `programs * global_scratch` bytes (Triton's
    /// `global_scratch_size`, 128-byte aligned); 0 for none.
    pub global_scratch: u32,
    /// The first block of the arm of a branch that runs only where a
    /// run-time check fails (a versioned kernel's copy as written), if the
    /// lowering marked one.
    pub cold_arm: Option<Block>,
    pub(super) regs: PrimaryMap<Reg, Type>,
    pub(super) blocks: PrimaryMap<Block, BlockData>,
    pub(super) block_params: Vec<Reg>,
    pub(super) insts: PrimaryMap<Inst, InstData>,
    pub(super) inst_origins: Vec<PackedOption<Origin>>,
    pub(super) origins: PrimaryMap<Origin, OriginData>,
    pub(super) origin_text: String,
}

/// Registers.
impl Function {
    /// The number of registers.
    pub fn num_regs(&self) -> usize {
        self.regs.len()
    }

    /// The type of `reg`.
    pub fn reg_type(&self, reg: Reg) -> Type {
        self.regs[reg]
    }

    /// Every register with its type.
    pub fn regs(&self) -> impl Iterator<Item = (Reg, Type)> + '_ {
        self.regs.iter().map(|(r, &t)| (r, t))
    }
}

/// Blocks and instructions.
impl Function {
    /// The number of blocks.
    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }

    /// The entry block.
    pub fn entry_block(&self) -> Block {
        Block::new(0)
    }

    /// The blocks, in layout order.
    pub fn blocks(&self) -> impl Iterator<Item = Block> {
        (0..self.blocks.len()).map(Block::new)
    }

    /// The parameters of `block`.
    pub fn block_params(&self, block: Block) -> &[Reg] {
        let r = &self.blocks[block].params;
        &self.block_params[r.start as usize..r.end as usize]
    }

    /// The instructions of `block`, in order.
    pub fn block_insts(&self, block: Block) -> impl Iterator<Item = Inst> {
        let r = self.blocks[block].insts.clone();
        (r.start as usize..r.end as usize).map(Inst::new)
    }

    /// The range of instruction numbers of `block`.
    pub fn block_inst_range(&self, block: Block) -> Range<usize> {
        let r = &self.blocks[block].insts;
        r.start as usize..r.end as usize
    }

    /// The number of the block of each instruction, by instruction number.
    pub fn inst_blocks(&self) -> Vec<u32> {
        let mut block_of = vec![0u32; self.num_insts()];
        for b in self.blocks() {
            block_of[self.block_inst_range(b)].fill(b.index() as u32);
        }
        block_of
    }

    /// The number of instructions.
    pub fn num_insts(&self) -> usize {
        self.insts.len()
    }

    /// An instruction's data.
    pub fn inst(&self, inst: Inst) -> &InstData {
        &self.insts[inst]
    }

    /// Every instruction's data, in layout order.
    pub fn all_insts(&self) -> impl Iterator<Item = &InstData> {
        self.insts.values()
    }

    /// The terminator of `block`.
    pub fn terminator(&self, block: Block) -> Option<&InstData> {
        let r = &self.blocks[block].insts;
        (r.end > r.start).then(|| &self.insts[Inst::new(r.end as usize - 1)])
    }

    /// The successors of `block`.
    pub fn successors(&self, block: Block) -> smallvec::SmallVec<[Block; 2]> {
        self.terminator(block)
            .map(InstData::successors)
            .unwrap_or_default()
    }

    /// The predecessors of every block, in layout order.
    pub fn predecessors(&self) -> PrimaryMap<Block, Vec<Block>> {
        let mut preds: PrimaryMap<Block, Vec<Block>> =
            self.blocks.keys().map(|_| Vec::new()).collect();
        for block in self.blocks() {
            for succ in self.successors(block) {
                preds[succ].push(block);
            }
        }
        preds
    }
}

/// Origins: the notes that say which tile IR op an instruction comes from, and
/// where that op was in the input text.
impl Function {
    /// The origin of `inst`, if it has one.
    pub fn inst_origin(&self, inst: Inst) -> Option<Origin> {
        self.inst_origins[inst.index()].expand()
    }

    /// The text of an origin (`%x_5 = tt.load`).
    pub fn origin_text(&self, origin: Origin) -> &str {
        let (start, end) = self.origins[origin].text;
        &self.origin_text[start as usize..end as usize]
    }

    /// The source location of an origin's op: its byte offset in the text the
    /// tile IR was read from (`tilelift_ir::SourceLoc`), if known.
    pub fn origin_srcloc(&self, origin: Origin) -> Option<u32> {
        let srcloc = self.origins[origin].srcloc;
        (srcloc != !0).then_some(srcloc)
    }

    /// The source location of the op `inst` comes from, if known.
    pub fn inst_srcloc(&self, inst: Inst) -> Option<u32> {
        self.inst_origin(inst).and_then(|o| self.origin_srcloc(o))
    }
}
