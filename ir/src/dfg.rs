//! The data-flow graph: what a function computes, apart from the order it runs in.
//!
//! The DFG owns the instructions, their results, the block parameters and the
//! regions. The order of blocks in regions and of instructions in blocks lives in
//! [`ProgramOrder`](crate::ProgramOrder).

use crate::attrs::{AttrList, Attribute};
use crate::entities::{Block, Inst, Loc, Region, Type, Value};
use crate::instructions::InstructionData;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{PrimaryMap, SecondaryMap};
use smallvec::SmallVec;

/// Where a value comes from.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ValueDef {
    /// Result number `n` of an instruction.
    Result(Inst, u32),
    /// Parameter number `n` of a block.
    Param(Block, u32),
}

/// A value: its type and its definition.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct ValueData {
    /// The type.
    pub ty: Type,
    /// The definition.
    pub def: ValueDef,
}

/// A block's parameters.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct BlockData {
    /// The parameters, in order.
    pub params: SmallVec<[Value; 4]>,
}

/// A region: which instruction owns it (none for a function body).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct RegionData {
    /// The owning instruction.
    pub parent: PackedOption<Inst>,
}

/// The data-flow graph of one function.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct DataFlowGraph {
    insts: PrimaryMap<Inst, InstructionData>,
    results: SecondaryMap<Inst, SmallVec<[Value; 1]>>,
    values: PrimaryMap<Value, ValueData>,
    blocks: PrimaryMap<Block, BlockData>,
    regions: PrimaryMap<Region, RegionData>,
    /// The source location of each instruction.
    pub inst_locs: SecondaryMap<Inst, PackedOption<Loc>>,
    /// The source location of each block parameter.
    pub param_locs: SecondaryMap<Value, PackedOption<Loc>>,
    /// The names values were given in the text, as `(start, len + 1)` in
    /// `name_text` (0 for no name); see [`DataFlowGraph::value_name`].
    name_spans: SecondaryMap<Value, (u32, u32)>,
    /// The text of every name, in one buffer so that naming allocates rarely.
    name_text: String,
    /// Attributes an op was written with beyond those its format holds (MLIR's
    /// discardable attributes, such as `{tt.num_stages = 2 : i32}` after an
    /// `scf.for` body), kept so that they print back. Few ops have any.
    extra_attrs: Vec<(Inst, AttrList)>,
}

/// Instructions.
impl DataFlowGraph {
    /// A new, empty graph.
    pub fn new() -> Self {
        Self::default()
    }

    /// A new, empty graph with room for about `n_insts` instructions and twice as
    /// many values, so that building it does not reallocate.
    ///
    /// The side tables are sized now, not only reserved: a `SecondaryMap` reads as
    /// its default past its end, so nothing a reader sees changes, but writing an
    /// entry within its length skips a resize call per instruction and value.
    pub fn with_capacity(n_insts: usize) -> Self {
        let mut dfg = DataFlowGraph {
            insts: PrimaryMap::with_capacity(n_insts),
            results: SecondaryMap::with_capacity(n_insts),
            values: PrimaryMap::with_capacity(2 * n_insts),
            blocks: PrimaryMap::new(),
            regions: PrimaryMap::new(),
            inst_locs: SecondaryMap::with_capacity(n_insts),
            // Sized for the `resize` below: a smaller capacity would be grown (and
            // copied) at once.
            param_locs: SecondaryMap::with_capacity(2 * n_insts),
            name_spans: SecondaryMap::with_capacity(2 * n_insts),
            name_text: String::with_capacity(n_insts * 8),
            extra_attrs: Vec::new(),
        };
        dfg.results.resize(n_insts);
        dfg.inst_locs.resize(n_insts);
        dfg.param_locs.resize(2 * n_insts);
        dfg.name_spans.resize(2 * n_insts);
        dfg
    }

    /// Adds an instruction with results of the given types. The instruction is not
    /// placed in any block; see [`ProgramOrder`](crate::ProgramOrder).
    pub fn make_inst(&mut self, data: InstructionData, result_types: &[Type]) -> Inst {
        let inst = self.insts.push(data);
        let results = &mut self.results[inst];
        results.clear();
        for (n, &ty) in result_types.iter().enumerate() {
            results.push(self.values.push(ValueData {
                ty,
                def: ValueDef::Result(inst, n as u32),
            }));
        }
        for region in self.insts[inst].regions() {
            self.regions[region].parent = inst.into();
        }
        inst
    }

    /// The attributes `inst` was written with beyond those of its format (see
    /// `extra_attrs`); empty for most ops.
    pub fn extra_attrs(&self, inst: Inst) -> &[(String, Attribute)] {
        self.extra_attrs
            .iter()
            .find(|(i, _)| *i == inst)
            .map_or(&[], |(_, attrs)| attrs.as_slice())
    }

    /// Sets the extra attributes of `inst` (see [`DataFlowGraph::extra_attrs`]).
    pub fn set_extra_attrs(&mut self, inst: Inst, attrs: AttrList) {
        self.extra_attrs.retain(|(i, _)| *i != inst);
        if !attrs.is_empty() {
            self.extra_attrs.push((inst, attrs));
        }
    }

    /// The instruction's data.
    pub fn inst(&self, inst: Inst) -> &InstructionData {
        &self.insts[inst]
    }

    /// The instruction's data, mutably.
    pub fn inst_mut(&mut self, inst: Inst) -> &mut InstructionData {
        &mut self.insts[inst]
    }

    /// The instruction's results.
    pub fn inst_results(&self, inst: Inst) -> &[Value] {
        &self.results[inst]
    }

    /// The single result of an instruction that has exactly one.
    pub fn first_result(&self, inst: Inst) -> Option<Value> {
        self.results[inst].first().copied()
    }

    /// The number of instructions ever created.
    pub fn num_insts(&self) -> usize {
        self.insts.len()
    }

    /// Whether `inst` is an instruction of this graph.
    pub fn inst_is_valid(&self, inst: Inst) -> bool {
        self.insts.is_valid(inst)
    }

    /// All instructions with their data, in creation order.
    pub fn insts(&self) -> impl Iterator<Item = (Inst, &InstructionData)> {
        self.insts.iter()
    }
}

/// Values.
impl DataFlowGraph {
    /// The type of a value.
    pub fn value_type(&self, value: Value) -> Type {
        self.values[value].ty
    }

    /// Changes the type of a value (for passes such as layout assignment that give
    /// tensors an encoding). The verifier checks the result.
    pub fn set_value_type(&mut self, value: Value, ty: Type) {
        self.values[value].ty = ty;
    }

    /// Where a value is defined.
    pub fn value_def(&self, value: Value) -> ValueDef {
        self.values[value].def
    }

    /// Whether `value` is a value of this graph.
    pub fn value_is_valid(&self, value: Value) -> bool {
        self.values.is_valid(value)
    }

    /// The number of values ever created.
    pub fn num_values(&self) -> usize {
        self.values.len()
    }

    /// All values.
    pub fn values(&self) -> impl Iterator<Item = (Value, &ValueData)> {
        self.values.iter()
    }

    /// The name a value was given in the text (`offs_3` for `%offs_3`); for an
    /// instruction with several results the name is on the first (`%acc:3`).
    pub fn value_name(&self, value: Value) -> Option<&str> {
        let (start, len1) = *self.name_spans.get(value)?;
        let len = len1.checked_sub(1)?;
        self.name_text
            .get(start as usize..start as usize + len as usize)
    }

    /// Names a value (the printer writes it as `%name`).
    pub fn set_value_name(&mut self, value: Value, name: &str) {
        let start = self.name_text.len() as u32;
        self.name_text.push_str(name);
        self.name_spans[value] = (start, name.len() as u32 + 1);
    }

    /// Replaces every use of `from` by `to` in the instructions of this graph.
    pub fn replace_uses(&mut self, from: Value, to: Value) {
        for (_, data) in self.insts.iter_mut() {
            for arg in data.args_mut() {
                if *arg == from {
                    *arg = to;
                }
            }
        }
    }
}

/// Blocks and regions.
impl DataFlowGraph {
    /// Adds a block without parameters.
    pub fn make_block(&mut self) -> Block {
        self.blocks.push(BlockData::default())
    }

    /// Appends a parameter of type `ty` to `block`.
    pub fn append_block_param(&mut self, block: Block, ty: Type) -> Value {
        let n = self.blocks[block].params.len() as u32;
        let value = self.values.push(ValueData {
            ty,
            def: ValueDef::Param(block, n),
        });
        self.blocks[block].params.push(value);
        value
    }

    /// A value of type `ty` for a parameter of `block`, not yet in its list:
    /// [`set_block_params`](Self::set_block_params) places it.
    pub fn make_param_value(&mut self, block: Block, ty: Type) -> Value {
        let n = self.blocks[block].params.len() as u32;
        self.values.push(ValueData {
            ty,
            def: ValueDef::Param(block, n),
        })
    }

    /// Makes `params` the parameters of `block`, in that order (each numbered
    /// by its place); parameters left out are no longer the block's.
    pub fn set_block_params(&mut self, block: Block, params: &[Value]) {
        for (i, &v) in params.iter().enumerate() {
            self.values[v].def = ValueDef::Param(block, i as u32);
        }
        self.blocks[block].params = params.iter().copied().collect();
    }

    /// The parameters of a block.
    pub fn block_params(&self, block: Block) -> &[Value] {
        &self.blocks[block].params
    }

    /// Whether `block` is a block of this graph.
    pub fn block_is_valid(&self, block: Block) -> bool {
        self.blocks.is_valid(block)
    }

    /// Adds a region. Its parent is set when the instruction that owns it is made.
    pub fn make_region(&mut self) -> Region {
        self.regions.push(RegionData::default())
    }

    /// The instruction that owns a region, or `None` for a function body.
    pub fn region_parent(&self, region: Region) -> Option<Inst> {
        self.regions[region].parent.expand()
    }

    /// Whether `region` is a region of this graph.
    pub fn region_is_valid(&self, region: Region) -> bool {
        self.regions.is_valid(region)
    }

    /// The number of blocks ever created.
    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }

    /// The number of regions ever created.
    pub fn num_regions(&self) -> usize {
        self.regions.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::instructions::Opcode;
    use crate::types::Types;

    #[test]
    fn results_and_params_know_their_definitions() {
        let types = Types::new();
        let mut dfg = DataFlowGraph::new();
        let block = dfg.make_block();
        let a = dfg.append_block_param(block, types.i32());
        let b = dfg.append_block_param(block, types.i32());
        let inst = dfg.make_inst(
            InstructionData::Binary {
                opcode: Opcode::AddI,
                args: [a, b],
            },
            &[types.i32()],
        );
        let sum = dfg.first_result(inst).unwrap();
        assert_eq!(dfg.value_def(sum), ValueDef::Result(inst, 0));
        assert_eq!(dfg.value_def(b), ValueDef::Param(block, 1));
        assert_eq!(dfg.inst(inst).args(), &[a, b]);
        dfg.replace_uses(a, b);
        assert_eq!(dfg.inst(inst).args(), &[b, b]);
    }
}
