//! What the passes ask of a function's structure: its instructions in program
//! order, the uses of each value, and the op that owns an instruction's region.
//!
//! The IR keeps no use lists, so they are built once here, as one flat array
//! indexed by value (a compressed sparse row table): two passes over the
//! operands, no allocation per value.

use cranelift_entity::{EntityRef, SecondaryMap};
use tilelift_ir::{Block, Function, Inst, Region, Value, ValueDef};

/// The program order and the use lists of one function.
pub struct FuncIndex {
    /// Every placed instruction; an op comes before the instructions of its
    /// regions, which come before the op that follows it.
    pub order: Vec<Inst>,
    /// `use_list[use_start[v]..use_start[v + 1]]` are the uses of value `v`.
    use_start: Vec<u32>,
    /// Each use: the instruction and the operand index.
    use_list: Vec<(Inst, u32)>,
}

impl FuncIndex {
    /// Indexes `func`.
    pub fn new(func: &Function) -> Self {
        let mut order = Vec::with_capacity(func.dfg.num_insts());
        push_region(func, func.body, &mut order);
        let n_values = func.dfg.num_values();
        // First `use_start[v]` is the end of `v`'s uses (counts, summed); the
        // uses are then placed from the back, in reverse program order, each
        // moving `use_start[v]` down, so that it ends at their start.
        let mut use_start = vec![0u32; n_values + 1];
        for &inst in &order {
            for &arg in func.dfg.inst(inst).args() {
                use_start[arg.as_u32() as usize] += 1;
            }
        }
        for i in 1..=n_values {
            use_start[i] += use_start[i - 1];
        }
        let mut use_list = vec![(Inst::from_u32(0), 0); use_start[n_values] as usize];
        for &inst in order.iter().rev() {
            for (idx, &arg) in func.dfg.inst(inst).args().iter().enumerate().rev() {
                let slot = &mut use_start[arg.as_u32() as usize];
                *slot -= 1;
                use_list[*slot as usize] = (inst, idx as u32);
            }
        }
        FuncIndex {
            order,
            use_start,
            use_list,
        }
    }

    /// The uses of `value`, in program order: `(instruction, operand index)`.
    pub fn uses(&self, value: Value) -> &[(Inst, u32)] {
        let v = value.as_u32() as usize;
        match (self.use_start.get(v), self.use_start.get(v + 1)) {
            (Some(&start), Some(&end)) => &self.use_list[start as usize..end as usize],
            _ => &[],
        }
    }
}

/// A side table of `n` default entries, sized once. `SecondaryMap::resize`
/// clones its default value into each slot, a call per slot for `SmallVec`
/// values; here each is built in place.
pub fn side_table<K: EntityRef, V: Clone + Default>(n: usize) -> SecondaryMap<K, V> {
    let mut values = Vec::new();
    values.resize_with(n, V::default);
    SecondaryMap::from(values)
}

/// Appends the instructions of `region` in program order.
fn push_region(func: &Function, region: Region, order: &mut Vec<Inst>) {
    for block in func.order.blocks(region) {
        for inst in func.order.insts(block) {
            order.push(inst);
            for inner in func.dfg.inst(inst).regions() {
                push_region(func, inner, order);
            }
        }
    }
}

/// The op whose region holds `block`; `None` for the function body.
pub fn block_parent(func: &Function, block: Block) -> Option<Inst> {
    func.order
        .block_region(block)
        .and_then(|r| func.dfg.region_parent(r))
}

/// The op whose region holds `inst`; `None` for an instruction of the body.
pub fn parent_op(func: &Function, inst: Inst) -> Option<Inst> {
    func.order
        .inst_block(inst)
        .and_then(|b| block_parent(func, b))
}

/// The block that defines `value`.
pub fn def_block(func: &Function, value: Value) -> Option<Block> {
    match func.dfg.value_def(value) {
        ValueDef::Result(inst, _) => func.order.inst_block(inst),
        ValueDef::Param(block, _) => Some(block),
    }
}

/// The instruction of `block` that is `inst` or holds it in one of its regions;
/// `None` if `inst` is not inside `block`.
pub fn ancestor_in(func: &Function, block: Block, inst: Inst) -> Option<Inst> {
    let mut inst = inst;
    loop {
        let here = func.order.inst_block(inst)?;
        if here == block {
            return Some(inst);
        }
        inst = block_parent(func, here)?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uses_in_program_order() {
        let text = "module {
  tt.func @k(%n: i32) {
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
    %1 = arith.addi %0, %0 : tensor<128xi32>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1  : i32 {
      %2 = arith.muli %1, %0 : tensor<128xi32>
    }
    tt.return
  }
}";
        let (module, _) = tilelift_ir::parse_module(text).unwrap();
        let func = module.funcs.values().next().unwrap();
        let index = FuncIndex::new(func);
        assert_eq!(index.order.len(), 8);
        let range = func.dfg.first_result(index.order[0]).unwrap();
        let uses: Vec<u32> = index.uses(range).iter().map(|&(_, i)| i).collect();
        assert_eq!(uses, vec![0, 1, 1]);
        let mul = index.order[5];
        assert_eq!(func.dfg.inst(mul).opcode(), tilelift_ir::Opcode::MulI);
        let for_op = index.order[4];
        assert_eq!(parent_op(func, mul), Some(for_op));
        let body = func.order.blocks(func.body).next().unwrap();
        assert_eq!(ancestor_in(func, body, mul), Some(for_op));
        assert_eq!(def_block(func, range), Some(body));
    }
}
