//! Cleanups on finished MIR.
//!
//! The lowering computes every register of every tile, and leaves it to
//! [`eliminate_dead_code`] to drop what nothing reads: the addresses of vector
//! elements other than the first, the masks of elements that share a vector's
//! predicate, constants folded into immediates.

use super::builder::retain;
use super::entities::{Inst, Origin, Reg};
use super::function::Function;
use super::inst::InstData;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::EntityRef;
use std::collections::VecDeque;

/// Removes the instructions without side effects whose results nothing reads.
pub fn eliminate_dead_code(func: Function) -> Function {
    let live = live_insts(&[], func.insts.values().as_slice(), func.num_regs());
    if live.iter().all(|&l| l) {
        return func;
    }
    retain(func, |inst| live[inst.index()])
}

/// Whether each instruction of `head` then `tail` (a function's instructions in
/// layout order, in two parts, on registers numbered below `num_regs`) has
/// side effects or defines a register that a live instruction reads.
///
/// One backward walk over the layout suffices: in MIR built from structured
/// control flow, every use comes after its definition in layout order, except the
/// arguments of a jump back to a loop header, and those are uses in a later block
/// that the walk sees first.
pub(super) fn live_insts(head: &[InstData], tail: &[InstData], num_regs: usize) -> Vec<bool> {
    let mut used = vec![false; num_regs];
    let mut live = vec![false; head.len() + tail.len()];
    let (live_head, live_tail) = live.split_at_mut(head.len());
    mark_live(tail, live_tail, &mut used);
    mark_live(head, live_head, &mut used);
    live
}

/// The backward walk of [`live_insts`] over one part.
fn mark_live(insts: &[InstData], live: &mut [bool], used: &mut [bool]) {
    for (i, data) in insts.iter().enumerate().rev() {
        let mut needed = data.has_side_effects();
        data.for_each_def(|d| needed |= used[d.index()]);
        if needed {
            live[i] = true;
            data.for_each_use(|u| used[u.index()] = true);
        }
    }
}

/// A rewrite of a function's instructions, for target legalization: each
/// instruction is replaced by what the callback pushes. The result need not be
/// SSA (a legalization may turn jump arguments into copies to block parameters),
/// so it is for printing, not for further MIR passes.
pub struct Rewrite {
    regs: cranelift_entity::PrimaryMap<Reg, super::Type>,
    out: Vec<super::InstData>,
    origin: PackedOption<Origin>,
}

impl Rewrite {
    /// The origin of the instruction being rewritten (for errors: the
    /// function's per-instruction origins are taken while it is rewritten).
    pub fn origin(&self) -> Option<Origin> {
        self.origin.expand()
    }

    /// A new register of type `ty`.
    pub fn reg(&mut self, ty: super::Type) -> Reg {
        self.regs.push(ty)
    }

    /// The type of `reg`.
    pub fn reg_type(&self, reg: Reg) -> super::Type {
        self.regs[reg]
    }

    /// Appends an instruction.
    pub fn push(&mut self, data: super::InstData) {
        self.out.push(data);
    }
}

/// Rebuilds `func`, each instruction replaced by what `f` pushes for it (in the
/// same block, with the same origin); `f` may fail.
///
/// The result is written over the input, in the same arrays: slot `i` is free
/// once instruction `i` has been handed to `f`, and what `f` pushes goes to
/// the first free slot, or waits in a queue (in order) while the output is
/// ahead of the input. A legalization adds few instructions, so the queue stays
/// short, and no second array of the function's size is needed.
pub fn rewrite<E>(
    mut func: Function,
    mut f: impl FnMut(&mut Rewrite, &Function, Inst, InstData) -> Result<(), E>,
) -> Result<Function, E> {
    let mut rw = Rewrite {
        regs: func.regs.clone(),
        out: Vec::new(),
        origin: None.into(),
    };
    let mut insts: Vec<InstData> = core::mem::take(&mut func.insts).into();
    let mut origins = core::mem::take(&mut func.inst_origins);
    let mut waiting = VecDeque::new();
    let mut ranges = Vec::with_capacity(func.num_blocks());
    // `read`: the next instruction to rewrite; `written`: the next free slot.
    let (mut read, mut written) = (0, 0);
    for block in func.blocks() {
        let start = (written + waiting.len()) as u32;
        for _ in func.block_inst_range(block) {
            let data = core::mem::replace(&mut insts[read], InstData::Return);
            let origin = origins[read];
            rw.origin = origin;
            f(&mut rw, &func, Inst::new(read), data)?;
            read += 1;
            waiting.extend(rw.out.drain(..).map(|d| (d, origin)));
            while written < read {
                let Some((d, o)) = waiting.pop_front() else {
                    break;
                };
                insts[written] = d;
                origins[written] = o;
                written += 1;
            }
        }
        ranges.push(start..(written + waiting.len()) as u32);
    }
    insts.truncate(written);
    origins.truncate(written);
    for (d, o) in waiting {
        insts.push(d);
        origins.push(o);
    }
    for (block, range) in func.blocks().zip(ranges) {
        func.blocks[block].insts = range;
    }
    func.insts = insts.into();
    func.inst_origins = origins;
    func.regs = rw.regs;
    Ok(func)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{BinaryOp, Builder, InstData, MemSpace, Operand, Type};

    #[test]
    fn dead_arithmetic_goes_and_stores_stay() {
        let mut b = Builder::new("k", 1);
        let p = b.add_param("p", Type::I64, true);
        let unused = b.add_param("n", Type::I32, false);
        let x = b.binary(
            BinaryOp::Add,
            Type::I32,
            Operand::Reg(unused),
            Operand::Imm(1),
        );
        let _dead = b.binary(BinaryOp::Mul, Type::I32, Operand::Reg(x), Operand::Imm(2));
        b.ins(InstData::Store {
            space: MemSpace::Global,
            ty: Type::I32,
            srcs: smallvec::smallvec![Operand::Reg(x)],
            addr: p,
            offset: 0,
            pred: None,
            cache: Default::default(),
        });
        b.ins(InstData::Return);
        let func = eliminate_dead_code(b.finish());
        let text = crate::print::to_string(&func);
        assert!(text.contains("Add i32"), "{text}");
        assert!(!text.contains("Mul"), "{text}");
        assert!(text.contains("store"), "{text}");
    }
}
