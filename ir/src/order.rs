//! Program order: which blocks are in which region and which instructions are in
//! which block, in order.
//!
//! Kept apart from the [`DataFlowGraph`](crate::DataFlowGraph), as in Cranelift, and
//! stored as doubly linked lists in side tables so that passes can insert and remove
//! instructions in constant time. (Cranelift calls this structure `Layout`; here
//! "layout" always means a data layout, so it is `ProgramOrder`.)

use crate::entities::{Block, Inst, Region};
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::SecondaryMap;

#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
struct RegionNode {
    first_block: PackedOption<Block>,
    last_block: PackedOption<Block>,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
struct BlockNode {
    region: PackedOption<Region>,
    prev: PackedOption<Block>,
    next: PackedOption<Block>,
    first_inst: PackedOption<Inst>,
    last_inst: PackedOption<Inst>,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
struct InstNode {
    block: PackedOption<Block>,
    prev: PackedOption<Inst>,
    next: PackedOption<Inst>,
}

/// The order of blocks and instructions of one function.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct ProgramOrder {
    regions: SecondaryMap<Region, RegionNode>,
    blocks: SecondaryMap<Block, BlockNode>,
    insts: SecondaryMap<Inst, InstNode>,
}

/// Blocks.
impl ProgramOrder {
    /// An empty order with room for about `n_insts` instructions. The side table
    /// is sized now (see `DataFlowGraph::with_capacity`): unplaced entries read
    /// as their default either way.
    pub fn with_capacity(n_insts: usize) -> Self {
        let mut order = ProgramOrder {
            regions: SecondaryMap::new(),
            blocks: SecondaryMap::new(),
            insts: SecondaryMap::with_capacity(n_insts),
        };
        order.insts.resize(n_insts);
        order
    }

    /// Appends `block`, which must not be placed yet, to `region`.
    pub fn append_block(&mut self, region: Region, block: Block) {
        debug_assert!(self.blocks[block].region.is_none(), "{block} placed twice");
        let last = self.regions[region].last_block;
        self.blocks[block] = BlockNode {
            region: region.into(),
            prev: last,
            ..BlockNode::default()
        };
        match last.expand() {
            Some(last) => self.blocks[last].next = block.into(),
            None => self.regions[region].first_block = block.into(),
        }
        self.regions[region].last_block = block.into();
    }

    /// Takes `block` out of its region; its instructions stay listed in it.
    pub fn remove_block(&mut self, block: Block) {
        let node = self.blocks[block];
        let Some(region) = node.region.expand() else {
            return;
        };
        match node.prev.expand() {
            Some(prev) => self.blocks[prev].next = node.next,
            None => self.regions[region].first_block = node.next,
        }
        match node.next.expand() {
            Some(next) => self.blocks[next].prev = node.prev,
            None => self.regions[region].last_block = node.prev,
        }
        self.blocks[block].region = None.into();
        self.blocks[block].prev = None.into();
        self.blocks[block].next = None.into();
    }

    /// The region `block` is in.
    pub fn block_region(&self, block: Block) -> Option<Region> {
        self.blocks[block].region.expand()
    }

    /// The first block of a region: its entry.
    pub fn entry_block(&self, region: Region) -> Option<Block> {
        self.regions[region].first_block.expand()
    }

    /// The blocks of a region, in order.
    pub fn blocks(&self, region: Region) -> Blocks<'_> {
        Blocks {
            order: self,
            next: self.regions[region].first_block.expand(),
        }
    }
}

/// Instructions.
impl ProgramOrder {
    /// Appends `inst`, which must not be placed yet, to `block`.
    pub fn append_inst(&mut self, block: Block, inst: Inst) {
        debug_assert!(self.insts[inst].block.is_none(), "{inst} placed twice");
        let last = self.blocks[block].last_inst;
        self.insts[inst] = InstNode {
            block: block.into(),
            prev: last,
            next: None.into(),
        };
        match last.expand() {
            Some(last) => self.insts[last].next = inst.into(),
            None => self.blocks[block].first_inst = inst.into(),
        }
        self.blocks[block].last_inst = inst.into();
    }

    /// Inserts `inst`, which must not be placed yet, just before `before`.
    pub fn insert_inst_before(&mut self, inst: Inst, before: Inst) {
        let block = self.insts[before]
            .block
            .expand()
            .expect("insert_inst_before: the anchor instruction is not placed");
        let prev = self.insts[before].prev;
        self.insts[inst] = InstNode {
            block: block.into(),
            prev,
            next: before.into(),
        };
        self.insts[before].prev = inst.into();
        match prev.expand() {
            Some(prev) => self.insts[prev].next = inst.into(),
            None => self.blocks[block].first_inst = inst.into(),
        }
    }

    /// Takes `inst` out of its block.
    pub fn remove_inst(&mut self, inst: Inst) {
        let node = self.insts[inst];
        let Some(block) = node.block.expand() else {
            return;
        };
        match node.prev.expand() {
            Some(prev) => self.insts[prev].next = node.next,
            None => self.blocks[block].first_inst = node.next,
        }
        match node.next.expand() {
            Some(next) => self.insts[next].prev = node.prev,
            None => self.blocks[block].last_inst = node.prev,
        }
        self.insts[inst] = InstNode::default();
    }

    /// The block `inst` is in.
    pub fn inst_block(&self, inst: Inst) -> Option<Block> {
        self.insts[inst].block.expand()
    }

    /// The last instruction of a block: its terminator, in a verified function.
    pub fn last_inst(&self, block: Block) -> Option<Inst> {
        self.blocks[block].last_inst.expand()
    }

    /// The instruction after `inst` in its block.
    pub fn next_inst(&self, inst: Inst) -> Option<Inst> {
        self.insts[inst].next.expand()
    }

    /// The instructions of a block, in order.
    pub fn insts(&self, block: Block) -> Insts<'_> {
        Insts {
            order: self,
            next: self.blocks[block].first_inst.expand(),
        }
    }
}

/// An iterator over the blocks of a region.
pub struct Blocks<'a> {
    order: &'a ProgramOrder,
    next: Option<Block>,
}

impl Iterator for Blocks<'_> {
    type Item = Block;
    fn next(&mut self) -> Option<Block> {
        let block = self.next?;
        self.next = self.order.blocks[block].next.expand();
        Some(block)
    }
}

/// An iterator over the instructions of a block.
pub struct Insts<'a> {
    order: &'a ProgramOrder,
    next: Option<Inst>,
}

impl Iterator for Insts<'_> {
    type Item = Inst;
    fn next(&mut self) -> Option<Inst> {
        let inst = self.next?;
        self.next = self.order.insts[inst].next.expand();
        Some(inst)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cranelift_entity::EntityRef;

    #[test]
    fn insert_and_remove_keep_the_list() {
        let mut order = ProgramOrder::default();
        let region = Region::new(0);
        let block = Block::new(0);
        order.append_block(region, block);
        let [a, b, c] = [Inst::new(0), Inst::new(1), Inst::new(2)];
        order.append_inst(block, a);
        order.append_inst(block, c);
        order.insert_inst_before(b, c);
        assert_eq!(order.insts(block).collect::<Vec<_>>(), vec![a, b, c]);
        order.remove_inst(a);
        assert_eq!(order.insts(block).collect::<Vec<_>>(), vec![b, c]);
        order.remove_inst(c);
        assert_eq!(order.last_inst(block), Some(b));
        assert_eq!(order.blocks(region).collect::<Vec<_>>(), vec![block]);
        assert_eq!(order.inst_block(b), Some(block));
        assert_eq!(order.inst_block(a), None);
    }
}
