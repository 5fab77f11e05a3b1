//! The result of register allocation as the writer reads it: each operand's
//! register, and the moves between registers and spill slots.
//!
//! It has the shape of regalloc2's [`Output`], with one difference: a
//! register is named by its class and a number up to [`Reg::PER_CLASS`],
//! where regalloc2's [`PReg`] stops at 64 a class. The linear scan
//! ([`crate::linear`]) gives a kernel as many VGPRs as the machine has
//! (a 128-wide attention holds well over 64 32-bit values at once);
//! regalloc2's Ion, the fallback, stays within 64 and its [`Output`] is
//! converted ([`Assignment::from_output`]). regalloc2's checker reads an
//! assignment through [`Assignment::to_checked`].

use crate::regalloc::VCode;
use regalloc2::{
    Allocation, Block, Edit, Function, Inst, InstRange, MachineEnv, Operand, OperandConstraint,
    Output, PReg, ProgPoint, RegClass, SpillSlot,
};

/// A register: its class and its number in the class.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Reg(u16);

impl Reg {
    /// The most registers of one class.
    pub const PER_CLASS: usize = 256;
    /// The most registers of all classes ([`Reg::index`] is below it).
    pub const NUM_INDEX: usize = 3 * Reg::PER_CLASS;

    /// Register `k` of `class`.
    pub const fn new(k: usize, class: RegClass) -> Reg {
        assert!(k < Reg::PER_CLASS);
        Reg(((class as u16) << 8) | k as u16)
    }

    /// Its class.
    pub fn class(self) -> RegClass {
        match self.0 >> 8 {
            0 => RegClass::Int,
            1 => RegClass::Float,
            _ => RegClass::Vector,
        }
    }

    /// Its number in its class.
    pub fn hw_enc(self) -> usize {
        usize::from(self.0 & 0xff)
    }

    /// A dense index over all classes, below [`Reg::NUM_INDEX`]: the
    /// classes interleaved, so that tables indexed by it for low numbers
    /// (most kernels') stay small.
    pub fn index(self) -> usize {
        3 * self.hw_enc() + usize::from(self.0 >> 8)
    }

    /// The register of [`Reg::index`] `i`.
    pub fn from_index(i: usize) -> Reg {
        Reg((((i % 3) << 8) | (i / 3)) as u16)
    }

    /// regalloc2's register, as this one.
    pub fn from_preg(p: PReg) -> Reg {
        Reg::new(p.hw_enc(), p.class())
    }

    /// As regalloc2's register, where it has one (numbers below 64).
    pub fn to_preg(self) -> Option<PReg> {
        (self.hw_enc() <= PReg::MAX).then(|| PReg::new(self.hw_enc(), self.class()))
    }
}

/// Where a value is: a register or a spill slot (its first 32-bit word).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Loc {
    /// A register.
    Reg(Reg),
    /// A spill slot, by its first word ([`crate::regalloc::SpillSlots`]).
    Slot(u32),
}

impl Loc {
    /// The register, if it is one.
    pub fn as_reg(self) -> Option<Reg> {
        match self {
            Loc::Reg(r) => Some(r),
            Loc::Slot(_) => None,
        }
    }

    /// The slot, if it is one.
    pub fn as_slot(self) -> Option<u32> {
        match self {
            Loc::Slot(k) => Some(k),
            Loc::Reg(_) => None,
        }
    }

    /// Whether it is a spill slot.
    pub fn is_slot(self) -> bool {
        matches!(self, Loc::Slot(_))
    }

    fn from_allocation(a: Allocation) -> Option<Loc> {
        match (a.as_reg(), a.as_stack()) {
            (Some(p), _) => Some(Loc::Reg(Reg::from_preg(p))),
            (_, Some(s)) => Some(Loc::Slot(s.index() as u32)),
            _ => None,
        }
    }
}

/// A move before or after an instruction: from, to.
pub type Move = (ProgPoint, Loc, Loc);

/// Every operand's register and the moves between them, as regalloc2's
/// [`Output`] has them.
#[derive(Default, Debug)]
pub struct Assignment {
    /// Each operand's register, instruction after instruction.
    pub regs: Vec<Reg>,
    /// Where each instruction's operands start in `regs`.
    pub inst_offsets: Vec<u32>,
    /// The moves, in order of their points.
    pub moves: Vec<Move>,
    /// The 32-bit words of spill slots.
    pub num_spillslots: usize,
}

/// An instruction, or a move before the next.
pub enum InstOrMove {
    /// The instruction.
    Inst(Inst),
    /// A move: from, to.
    Move(Loc, Loc),
}

impl Assignment {
    /// regalloc2's output, as an assignment; `None` if an operand is not
    /// in a register (no operand here allows anything else).
    pub fn from_output(out: &Output) -> Option<Assignment> {
        let regs = out
            .allocs
            .iter()
            .map(|a| a.as_reg().map(Reg::from_preg))
            .collect::<Option<Vec<Reg>>>()?;
        let moves = out
            .edits
            .iter()
            .map(|&(at, Edit::Move { from, to })| {
                Some((at, Loc::from_allocation(from)?, Loc::from_allocation(to)?))
            })
            .collect::<Option<Vec<Move>>>()?;
        Some(Assignment {
            regs,
            inst_offsets: out.inst_alloc_offsets.clone(),
            moves,
            num_spillslots: out.num_spillslots,
        })
    }

    /// The registers of `inst`'s operands.
    pub fn inst_regs(&self, inst: Inst) -> &[Reg] {
        let start = self.inst_offsets[inst.index()] as usize;
        let end = self
            .inst_offsets
            .get(inst.index() + 1)
            .map_or(self.regs.len(), |&e| e as usize);
        &self.regs[start..end]
    }

    /// The instructions of `block` with the moves before each, in order.
    pub fn block_insts_and_moves<'a>(
        &'a self,
        vcode: &VCode,
        block: Block,
    ) -> impl Iterator<Item = InstOrMove> + 'a {
        let insts: InstRange = vcode.block_insns(block);
        let first = self
            .moves
            .partition_point(|&(at, ..)| at < ProgPoint::before(insts.first()));
        BlockIter {
            insts,
            moves: &self.moves[first..],
        }
    }

    /// What regalloc2's checker reads: the kernel, and an output
    /// in its terms. A register numbered beyond regalloc2's 64 becomes a
    /// spill slot of its own (after the real ones), and the operands that
    /// ask for a register (but no fixed one) allow a slot: the checker then
    /// follows every value through every move as it does for registers
    /// (a move between a wide register and a slot through the class's
    /// scratch register, as it takes no move from slot to slot), and only
    /// "in a register" goes unchecked, which is so by construction.
    pub fn to_checked(&self, vcode: &VCode, env: &MachineEnv) -> (VCode, Output) {
        let slot_of = |r: Reg| {
            // Two words a register, so that no two overlap.
            SpillSlot::new(self.num_spillslots + 2 * r.index())
        };
        let alloc = |l: Loc| match l {
            Loc::Reg(r) => match r.to_preg() {
                Some(p) => Allocation::reg(p),
                None => Allocation::stack(slot_of(r)),
            },
            Loc::Slot(k) => Allocation::stack(SpillSlot::new(k as usize)),
        };
        let wide = self.regs.iter().any(|r| r.to_preg().is_none())
            || self.moves.iter().any(|&(_, f, t)| {
                [f, t]
                    .iter()
                    .any(|l| l.as_reg().is_some_and(|r| r.to_preg().is_none()))
            });
        let mut checked = vcode.clone();
        checked.operands = vcode
            .operands
            .iter()
            .map(|&op| match op.constraint() {
                OperandConstraint::Reg if wide => {
                    Operand::new(op.vreg(), OperandConstraint::Any, op.kind(), op.pos())
                }
                _ => op,
            })
            .collect();
        // The checker takes no move from a slot to a slot: where a wide
        // register is one end, the move goes through the class's scratch
        // register there (never allocated, so this moves the same value).
        let mut edits = Vec::with_capacity(self.moves.len());
        for &(at, f, t) in &self.moves {
            let (from, to) = (alloc(f), alloc(t));
            let class = f.as_reg().or(t.as_reg()).map(|r| r.class() as usize);
            match class.and_then(|c| env.scratch_by_class[c]) {
                Some(scratch) if from.is_stack() && to.is_stack() => {
                    let scratch = Allocation::reg(scratch);
                    edits.push((at, Edit::Move { from, to: scratch }));
                    edits.push((at, Edit::Move { from: scratch, to }));
                }
                _ => edits.push((at, Edit::Move { from, to })),
            }
        }
        let out = Output {
            num_spillslots: self.num_spillslots + 2 * Reg::NUM_INDEX,
            edits,
            allocs: self.regs.iter().map(|&r| alloc(Loc::Reg(r))).collect(),
            inst_alloc_offsets: self.inst_offsets.clone(),
            ..Output::default()
        };
        (checked, out)
    }
}

struct BlockIter<'a> {
    insts: InstRange,
    moves: &'a [Move],
}

impl Iterator for BlockIter<'_> {
    type Item = InstOrMove;

    fn next(&mut self) -> Option<InstOrMove> {
        // No move comes after a block's last instruction.
        if self.insts.len() == 0 {
            return None;
        }
        let next = self.insts.first();
        if let Some((&(at, from, to), rest)) = self.moves.split_first() {
            if at <= ProgPoint::before(next) {
                self.moves = rest;
                return Some(InstOrMove::Move(from, to));
            }
        }
        self.insts = self.insts.rest();
        Some(InstOrMove::Inst(next))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registers_beyond_regalloc2s() {
        let r = Reg::new(200, RegClass::Float);
        assert_eq!((r.class(), r.hw_enc()), (RegClass::Float, 200));
        assert_eq!(Reg::from_index(r.index()), r);
        assert_eq!(r.to_preg(), None);
        let p = PReg::new(63, RegClass::Vector);
        assert_eq!(Reg::from_preg(p).to_preg(), Some(p));
        assert_eq!(Reg::new(5, RegClass::Int).index(), 15);
        assert!(Reg::new(255, RegClass::Vector).index() < Reg::NUM_INDEX);
    }
}
