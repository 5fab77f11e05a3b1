//! Entity references: the `u32` handles that name everything in the IR.
//!
//! Instructions, values, blocks, regions, types, encodings and source locations live in
//! tables (`PrimaryMap`s) owned by a [`Function`](crate::Function) or a
//! [`Module`](crate::Module). Everything else refers to them by index. An index is a
//! plain `Copy` integer with its own type, so a `Value` can never be passed where an
//! `Inst` is expected, and the IR needs no `Rc<RefCell<…>>` or pointer graph.
//!
//! The `Display` prefix of each entity is the one used in debug output and in verifier
//! messages (`v3`, `inst7`, `bb2`).

use cranelift_entity::entity_impl;

/// An SSA value: an instruction result or a block parameter.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Value(u32);
entity_impl!(Value, "v");

/// An instruction (an MLIR operation).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Inst(u32);
entity_impl!(Inst, "inst");

/// A basic block: parameters and a list of instructions, inside a region.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Block(u32);
entity_impl!(Block, "bb");

/// A region: the body of a function, or a region owned by an instruction
/// (`scf.for`, `scf.if`, `scf.while`, `tt.reduce`, `tt.scan`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Region(u32);
entity_impl!(Region, "region");

/// An interned type, owned by the module's [`Types`](crate::Types) table.
/// Equal types have equal handles.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Type(u32);
entity_impl!(Type, "ty");

/// An interned layout encoding (`#ttg.blocked<…>`, `#ttg.slice<…>`, …), owned by the
/// module's [`Types`](crate::Types) table.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Encoding(u32);
entity_impl!(Encoding, "#enc");

/// A source location (`loc(...)`), owned by the module's
/// [`Locations`](crate::Locations) table.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Loc(u32);
entity_impl!(Loc, "loc");

/// A function in a module.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncId(u32);
entity_impl!(FuncId, "func");

/// Any entity, used to say where a verifier error is.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AnyEntity {
    /// The module as a whole.
    Module,
    /// A whole function.
    Function(FuncId),
    /// An instruction of a function.
    Inst(FuncId, Inst),
    /// A block of a function.
    Block(FuncId, Block),
    /// A value of a function.
    Value(FuncId, Value),
}

impl core::fmt::Display for AnyEntity {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            AnyEntity::Module => write!(f, "module"),
            AnyEntity::Function(func) => write!(f, "{func}"),
            AnyEntity::Inst(func, inst) => write!(f, "{func}:{inst}"),
            AnyEntity::Block(func, block) => write!(f, "{func}:{block}"),
            AnyEntity::Value(func, value) => write!(f, "{func}:{value}"),
        }
    }
}
