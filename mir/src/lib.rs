//! `tilelift-mir`: the per-thread machine IR that both emitters read.
//!
//! A laid-out tile program describes what a whole CTA computes; MIR describes what
//! one thread does. Every tile value has become the registers one thread holds,
//! and every tile op a short list of scalar instructions on them. MIR is
//! target-neutral: it names no PTX or AMDGCN instruction, only operations with a
//! meaning (`add` of `i32`, a predicated global load of four 32-bit words), and each
//! emitter picks its own spelling.
//!
//! The shape follows Cranelift and what `regalloc2::Function` asks of a client:
//!
//! - entities are `u32` handles ([`Reg`], [`Block`], [`Inst`]); a register has one
//!   [`Type`] and one definition (SSA);
//! - a [`Function`] keeps its instructions in one flat array, each block a
//!   contiguous range of it, blocks in layout order; every block ends in a
//!   terminator ([`InstData::Jump`], [`InstData::Brif`], [`InstData::Return`]);
//! - values flow between blocks through block parameters: a [`InstData::Jump`]
//!   passes one register per parameter of its target; a conditional branch passes
//!   none, and each of its targets has that branch as its only predecessor, so
//!   there are no critical edges ([`verify`] checks it).
//!
//! The text form (`tilelift compile --emit mir`) is written by [`print`](mod@print) and read
//! back by [`parse`]:
//!
//! ```text
//! kernel vec_add_kernel(v0: i64, v1: i64, v2: i64, v3: i32) warps=4 shared=0 {
//! block0:
//!     v4 = special tid.x
//!     jump block1
//! block1:
//!     ; %pid = tt.get_program_id
//!     v5 = special ctaid.x
//!     ...
//! }
//! ```

/// An enum of unit variants with `ALL`, every variant in declaration order: the
/// one list the MIR text parser reads names from, so a new variant is parsed
/// as soon as it is declared.
macro_rules! listed_enum {
    ($(#[$meta:meta])* $vis:vis enum $name:ident { $($(#[$vmeta:meta])* $variant:ident),* $(,)? }) => {
        $(#[$meta])*
        $vis enum $name {
            $($(#[$vmeta])* $variant,)*
        }

        impl $name {
            /// Every variant, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant),*];
        }
    };
}

mod builder;
mod entities;
mod exact;
pub mod fold;
mod function;
mod inst;
pub mod mfma;
pub mod parse;
pub mod passes;
pub mod print;
mod ranges;
mod spare;
pub mod text;
pub mod tma;
mod types;
mod uniform;
pub mod verify;
pub mod wide_mads;

pub use builder::Builder;
pub use entities::{Block, Inst, Origin, Reg};
pub use exact::rounded;
pub use fold::{Emit, Fold};
pub use function::{BlockData, Function, Param, ParamKind};
pub use inst::{
    AtomicOp, BinaryOp, CacheHint, CacheOp, Cond, EvictHint, Fp8, InstData, MemOrder, MemScope,
    MemSpace, MmaShape, Operand, OperandList, RegList, RoundMode, RoundedOp, Rounding, ShuffleKind,
    SpecialReg, TernaryOp, UnaryOp, WgmmaA, WgmmaIn,
};
pub use mfma::{MfmaOp, MfmaShape};
pub use tma::{Coords, MapField, SmemAddr, TmaOp};
pub use types::{RegClass, Type};
