//! Where each entity was written in the parsed text, for error messages.

use crate::entities::{AnyEntity, Block, FuncId, Inst, Value};
use cranelift_entity::SecondaryMap;

/// Byte offsets of one function's entities; 0 where unknown (no entity of a
/// function can start at offset 0, where the module or an alias is).
#[derive(Clone, Debug, Default)]
pub struct FuncSourceMap {
    /// The offset of the `tt.func` keyword.
    pub pos: u32,
    /// The offset of each instruction's first token (its first result, or its name).
    pub insts: SecondaryMap<Inst, u32>,
    /// The offset where each value is defined.
    pub values: SecondaryMap<Value, u32>,
    /// The offset of each block's label, or of its owner's first token.
    pub blocks: SecondaryMap<Block, u32>,
}

impl FuncSourceMap {
    /// An empty map sized for about `n` instructions and `2 * n` values. (Entries
    /// past a `SecondaryMap`'s end read as 0 anyway; sizing it now saves a resize
    /// per entry.)
    pub fn with_capacity(n: usize) -> Self {
        let mut map = FuncSourceMap {
            pos: 0,
            insts: SecondaryMap::with_capacity(n),
            values: SecondaryMap::with_capacity(2 * n),
            blocks: SecondaryMap::new(),
        };
        map.insts.resize(n);
        map.values.resize(2 * n);
        map
    }
}

/// Byte offsets of the entities of a parsed module.
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    /// One map per function.
    pub funcs: SecondaryMap<FuncId, FuncSourceMap>,
}

impl SourceMap {
    /// The byte offset where `entity` was written, if known.
    pub fn pos(&self, entity: AnyEntity) -> Option<usize> {
        let raw = match entity {
            AnyEntity::Module => return Some(0),
            AnyEntity::Function(f) => self.funcs[f].pos,
            AnyEntity::Inst(f, inst) => self.funcs[f].insts[inst],
            AnyEntity::Block(f, block) => self.funcs[f].blocks[block],
            AnyEntity::Value(f, value) => self.funcs[f].values[value],
        };
        (raw != 0).then_some(raw as usize)
    }
}
