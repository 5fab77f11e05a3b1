//! Cleanups on finished MIR.
//!
//! The lowering computes every register of every tile, and leaves it to
//! [`eliminate_dead_code`] to drop what nothing reads: the addresses of vector
//! elements other than the first, the masks of elements that share a vector's
//! predicate, constants folded into immediates. [`eliminate_dead_params`] also
//! drops the block parameters that only carry themselves around a loop (a
//! pointer of every element of a tile, advanced each iteration, where only the
//! first of each vector is read), with the jump arguments that feed them.

use super::builder::retain;
use super::entities::{Block, Inst, Origin, Reg};
use super::function::Function;
use super::inst::InstData;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::EntityRef;
use smallvec::SmallVec;
use std::collections::VecDeque;

/// Removes the instructions without side effects whose results nothing reads.
pub fn eliminate_dead_code(func: Function) -> Function {
    let live = liveness(&[func.insts.values().as_slice()], func.num_regs(), None).live;
    if live.iter().all(|&l| l) {
        return func;
    }
    retain(func, |inst| live[inst.index()])
}

/// Removes the block parameters whose values nothing but the jumps that pass
/// them on reads (a register carried around a loop and read only to be
/// carried again), the jump arguments that feed them, and the code that is
/// dead then (see [`eliminate_dead_code`]).
pub fn eliminate_dead_params(mut func: Function) -> Function {
    let Liveness { live, used } = {
        let params = |b: Block| func.block_params(b);
        liveness(
            &[func.insts.values().as_slice()],
            func.num_regs(),
            Some(&params),
        )
    };
    if func.block_params.iter().all(|p| used[p.index()]) {
        return if live.iter().all(|&l| l) {
            func
        } else {
            retain(func, |inst| live[inst.index()])
        };
    }
    let blocks: Vec<Block> = func.blocks().collect();
    let kept: Vec<Vec<bool>> = blocks
        .iter()
        .map(|&b| {
            func.block_params(b)
                .iter()
                .map(|p| used[p.index()])
                .collect()
        })
        .collect();
    for data in func.insts.values_mut() {
        if let InstData::Jump { dest, args } = data {
            drop_unused_args(args, &kept[dest.index()]);
        }
    }
    let mut params = Vec::with_capacity(func.block_params.len());
    for &block in &blocks {
        let start = params.len() as u32;
        params.extend(
            func.block_params(block)
                .iter()
                .copied()
                .filter(|p| used[p.index()]),
        );
        func.blocks[block].params = start..params.len() as u32;
    }
    func.block_params = params;
    retain(func, |inst| live[inst.index()])
}

/// Keeps the arguments of a jump whose flag in `kept` (one per parameter of
/// its destination) is set.
pub(super) fn drop_unused_args(args: &mut SmallVec<[Reg; 4]>, kept: &[bool]) {
    if kept.iter().all(|&k| k) {
        return;
    }
    let mut flags = kept.iter();
    args.retain(|_| flags.next().copied().unwrap_or(true));
}

/// What [`liveness`] finds.
pub(super) struct Liveness {
    /// Per instruction: it has side effects or defines a register in `used`.
    pub live: Vec<bool>,
    /// Per register: a live instruction reads it.
    pub used: Vec<bool>,
}

/// The live instructions of `parts` (a function's instructions in layout
/// order, in pieces) on registers numbered below `num_regs`, and the registers
/// they read.
///
/// Without `params`, every jump argument is read. With it (each block's
/// parameters), a jump's argument is read only where the parameter it becomes
/// is: a register carried around a loop and read only to be carried again is
/// not.
///
/// A backward walk over the layout: in MIR built from structured control flow
/// every use comes after its definition in layout order, except through a
/// jump back to a loop header, whose parameters are read before the jump.
/// Where such a jump passed over an argument whose parameter turned out to be
/// read later in the walk, the walk is repeated (once per loop nesting level
/// at most); a function without loops takes one walk.
pub(super) fn liveness<'f>(
    parts: &[&[InstData]],
    num_regs: usize,
    params: Option<&dyn Fn(Block) -> &'f [Reg]>,
) -> Liveness {
    let total = parts.iter().map(|p| p.len()).sum();
    let mut used = vec![false; num_regs];
    let mut live = vec![false; total];
    let mut passed_over: Vec<Reg> = Vec::new();
    loop {
        passed_over.clear();
        let mut end = total;
        for part in parts.iter().rev() {
            let start = end - part.len();
            mark_live(
                part,
                &mut live[start..end],
                &mut used,
                params,
                &mut passed_over,
            );
            end = start;
        }
        if !passed_over.iter().any(|p| used[p.index()]) {
            return Liveness { live, used };
        }
    }
}

/// One backward walk of [`liveness`] over one part; the parameters whose
/// arguments a jump passed over (unread when it was reached) go to
/// `passed_over`.
fn mark_live<'f>(
    insts: &[InstData],
    live: &mut [bool],
    used: &mut [bool],
    params: Option<&dyn Fn(Block) -> &'f [Reg]>,
    passed_over: &mut Vec<Reg>,
) {
    for (i, data) in insts.iter().enumerate().rev() {
        if let (Some(params), InstData::Jump { dest, args }) = (params, data) {
            live[i] = true;
            for (a, &p) in args.iter().zip(params(*dest)) {
                if used[p.index()] {
                    used[a.index()] = true;
                } else {
                    passed_over.push(p);
                }
            }
            continue;
        }
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

    /// A loop that carries two registers, one read by a store and one only
    /// advanced and carried again: the second parameter goes, with its jump
    /// arguments and its `Add`; the first stays.
    #[test]
    fn self_carried_parameters_go() {
        let text = "\
kernel k(%p: i64 ptr, %n: i32) warps=1 shared=0 {
block0:
    v0 = param 0
    v1 = param 1
    v2 = const i32 0x0
    jump block1(v2, v0, v0)
block1(v3: i32, v4: i64, v5: i64):
    v6 = cmp SLt i32 v3, v1
    brif v6, block2, block3
block2:
    store.global i32 [v4 + 0], v3
    v7 = Add i64 v4, 4
    v8 = Add i64 v5, 64
    v9 = Add i32 v3, 1
    jump block1(v9, v7, v8)
block3:
    return
}
";
        let func = crate::parse::parse(text).unwrap();
        let out = crate::print::to_string(&eliminate_dead_params(func));
        assert!(out.contains("block1(v3: i32, v4: i64):"), "{out}");
        assert!(out.contains("jump block1(v2, v0)"), "{out}");
        assert!(out.contains("jump block1(v9, v7)"), "{out}");
        assert!(!out.contains("v5") && !out.contains(", 64"), "{out}");
        assert!(crate::verify::verify(&crate::parse::parse(&out).unwrap()).is_ok());
        // Nothing to drop: the function comes back as it was.
        let kept = text.replace(
            "store.global i32 [v4 + 0], v3",
            "store.global i64 [v4 + 0], v5",
        );
        let func = crate::parse::parse(&kept).unwrap();
        assert_eq!(crate::print::to_string(&eliminate_dead_params(func)), kept);
    }
}
