//! MIR entities: `u32` handles into the tables of a [`Function`](super::Function).
//!
//! Each kind of handle has its own type, so a block cannot be passed where a
//! register is meant. The display prefix is the one the text form uses.

use cranelift_entity::entity_impl;

/// A virtual register: one SSA value of one [`Type`](super::Type), held by one
/// thread.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Reg(u32);
entity_impl!(Reg, "v");

/// A basic block.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Block(u32);
entity_impl!(Block, "block");

/// An instruction, numbered in layout order.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Inst(u32);
entity_impl!(Inst, "inst");

/// Where instructions came from: a note such as `%x_5 = tt.load`, printed as a
/// comment above them, and the source location of that op (the byte offset in
/// the text the tile IR was read from), for errors.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Origin(u32);
entity_impl!(Origin, "origin");
