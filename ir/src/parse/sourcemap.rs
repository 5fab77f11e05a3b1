//! Where each value and block was written in the parsed text, for the
//! verifier's errors. (Functions and instructions keep theirs in
//! [`Function::srclocs`](crate::Function::srclocs), through every stage.)

use crate::entities::{AnyEntity, Block, FuncId, Value};
use crate::function::Module;
use cranelift_entity::SecondaryMap;

/// Byte offsets of one function's values and blocks; 0 where unknown (no
/// entity of a function can start at offset 0, where the module or an alias is).
#[derive(Clone, Debug, Default)]
pub struct FuncSourceMap {
    /// The offset where each value is defined.
    pub values: SecondaryMap<Value, u32>,
    /// The offset of each block's label, or of its owner's first token.
    pub blocks: SecondaryMap<Block, u32>,
}

impl FuncSourceMap {
    /// An empty map sized for about `2 * n` values. (Entries past a
    /// `SecondaryMap`'s end read as 0 anyway; sizing it now saves a resize per
    /// entry.)
    pub fn with_capacity(n: usize) -> Self {
        let mut map = FuncSourceMap {
            values: SecondaryMap::with_capacity(2 * n),
            blocks: SecondaryMap::new(),
        };
        map.values.resize(2 * n);
        map
    }
}

/// Byte offsets of the values and blocks of a parsed module.
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    /// One map per function.
    pub funcs: SecondaryMap<FuncId, FuncSourceMap>,
}

impl SourceMap {
    /// The byte offset where `entity` of `module` (the module parsed) was
    /// written, if known.
    pub fn pos(&self, module: &Module, entity: AnyEntity) -> Option<usize> {
        let raw = match entity {
            AnyEntity::Module => return Some(0),
            AnyEntity::Function(f) => return module.funcs.get(f)?.srclocs.func.offset(),
            AnyEntity::Inst(f, inst) => {
                // An op the parser made (the implicit `scf.yield` of a region
                // written without one) is reported at its function.
                let func = module.funcs.get(f)?;
                return func
                    .srclocs
                    .inst(inst)
                    .offset()
                    .or(func.srclocs.func.offset());
            }
            AnyEntity::Block(f, block) => self.funcs[f].blocks[block],
            AnyEntity::Value(f, value) => self.funcs[f].values[value],
        };
        if raw != 0 {
            return Some(raw as usize);
        }
        // A block or value the text never named (the block of an empty
        // region) is reported at its function.
        match entity {
            AnyEntity::Block(f, _) | AnyEntity::Value(f, _) => {
                module.funcs.get(f)?.srclocs.func.offset()
            }
            _ => None,
        }
    }
}
