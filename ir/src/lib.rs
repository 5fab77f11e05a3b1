//! `tilelift-ir`: the tile IR that every stage of tilelift reads and writes.
//!
//! The IR follows the MLIR that Triton prints (TTIR, and TTGIR once tensors carry
//! layout encodings), stored in the style of Cranelift: entities are `u32` handles
//! into tables ([`entities`]), what a function computes ([`DataFlowGraph`]) is kept
//! apart from the order it runs in ([`ProgramOrder`]), and types are interned
//! ([`Types`]).
//!
//! - [`parse`] reads Triton's text; [`write`](mod@write) prints it back, so that
//!   `print(parse(text))` reproduces what Triton printed.
//! - [`verify`] checks the invariants every later stage relies on and returns a
//!   [`Verified`] proof that they take as input.
//! - [`builder`] builds the same IR from Rust (`b.ins().addi(x, y)`).
//! - [`load()`] parses and verifies text, its errors located ([`LoadError`]).
//! - [`srcloc`] keeps where each function and instruction was written, through
//!   every stage; [`diagnostic`] renders errors as `file:line:col: error: ...`
//!   with the line and a caret.
#![deny(missing_docs)]

pub mod attrs;
pub mod builder;
pub mod constant;
pub mod copy;
pub mod descriptors;
pub mod dfg;
pub mod diagnostic;
pub mod encoding;
pub mod entities;
pub mod float;
pub mod function;
pub mod infer;
pub mod inline;
pub mod instructions;
pub mod libdevice;
pub mod limits;
pub mod load;
pub mod location;
pub mod op_facts;
pub mod order;
pub mod parse;
pub mod pass_error;
pub mod srcloc;
pub mod structurize;
pub mod tma;
pub mod types;
pub mod verify;
pub mod write;

pub use attrs::{AttrList, Attribute, MemFlags};
pub use builder::{build_before, BuildError, FunctionBuilder, InstBuilder};
pub use constant::ConstantValue;
pub use descriptors::rewrite_descriptors;
pub use dfg::{DataFlowGraph, ValueDef};
pub use diagnostic::{Diagnostic, Report, Span};
pub use encoding::EncodingData;
pub use entities::{AnyEntity, Block, Encoding, FuncId, Inst, Loc, Region, Type, Value};
pub use function::{ArgAttrs, Function, Module, Visibility};
pub use inline::inline_calls;
pub use instructions::{ExternCallee, Format, InstructionData, Opcode, Syntax};
pub use load::{load, LoadError};
pub use location::{LocData, Locations};
pub use op_facts::{Arity, Family, Traits, Typing};
pub use order::ProgramOrder;
pub use parse::{parse_module, SourceMap};
pub use pass_error::PassError;
pub use srcloc::{SourceLoc, SourceLocs};
pub use structurize::structurize;
pub use types::{FloatKind, TypeData, Types};
pub use verify::{verify_module, Verified};
pub use write::{print_module, PrintOptions};
