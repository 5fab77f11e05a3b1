//! A lower bound on register pressure, to refuse a kernel that must spill
//! more than there is room for (accumulation registers and the scratch
//! memory spills may use) before regalloc2 spends superlinear time finding
//! out.
//!
//! Within each block, in the order isel selects it ([`crate::schedule`]),
//! a backward scan counts the MIR registers live after
//! each instruction, per register class of the AMDGCN path (32-bit VGPRs,
//! 64-bit VGPR pairs; predicates, in SGPR pairs, are not counted). Registers
//! live across block boundaries are left out, so the count never exceeds the
//! true pressure. What does not fit the allocator's registers
//! ([`regalloc::machine_env`](crate::regalloc::machine_env): 64 of each
//! class) must be spilled, to accumulation registers and then scratch memory
//! ([`regalloc::SpillSlots::max`](crate::regalloc::SpillSlots::max) words);
//! when it is more than those, the kernel cannot be compiled whatever the
//! allocator does.

use crate::Error;
use cranelift_entity::EntityRef;
use tilelift_ir::SourceLoc;
use tilelift_mir as mir;

/// Fails with [`Error::ResourceLimit`], at the op where the count is highest
/// (each block's instructions in the order `order` gives),
/// when more words must be spilled than `max_spill_words`, the allocator
/// having `per_class` registers of each VGPR class; else the words that
/// must be spilled at least (0: the kernel may fit).
pub fn check(
    func: &mir::Function,
    order: &[u32],
    per_class: usize,
    max_spill_words: u32,
) -> Result<u32, Error> {
    let mut live = vec![false; func.num_regs()];
    let mut worst = (0usize, None);
    let mut touched = Vec::new();
    for block in func.blocks() {
        let mut counts = [0usize; 2];
        for inst in order[func.block_inst_range(block)].iter().rev() {
            let inst = mir::Inst::new(*inst as usize);
            let data = func.inst(inst);
            data.for_each_def(|r| {
                if std::mem::replace(&mut live[r.index()], false) {
                    if let Some(c) = class(func, r) {
                        counts[c] -= 1;
                    }
                }
            });
            data.for_each_use(|r| {
                if !std::mem::replace(&mut live[r.index()], true) {
                    touched.push(r);
                    if let Some(c) = class(func, r) {
                        counts[c] += 1;
                    }
                }
            });
            let over = spill_words(counts, per_class);
            if over > worst.0 {
                worst = (over, Some(inst));
            }
        }
        // The next block starts from nothing live: a lower bound.
        touched
            .drain(..)
            .for_each(|r: mir::Reg| live[r.index()] = false);
    }
    match worst {
        (n, Some(inst)) if n > max_spill_words as usize => {
            let srcloc = func
                .inst_srcloc(inst)
                .map_or_else(SourceLoc::default, SourceLoc::new);
            Err(Error::ResourceLimit(
                format!(
                    "{n} words more are live at once here than the {per_class} \
                     registers of each class hold, more than the {max_spill_words} \
                     words the allocator may spill to accumulation registers and scratch \
                     memory"
                ),
                srcloc,
            ))
        }
        (n, _) => Ok(n as u32),
    }
}

/// The 32-bit words that do not fit the allocator's registers: what must be
/// spilled, at least.
fn spill_words(counts: [usize; 2], per_class: usize) -> usize {
    counts[0].saturating_sub(per_class) + 2 * counts[1].saturating_sub(per_class)
}

/// The counted class of `reg`: 0 for 32-bit VGPRs, 1 for 64-bit pairs.
fn class(func: &mir::Function, reg: mir::Reg) -> Option<usize> {
    match func.reg_type(reg).class() {
        mir::RegClass::Pred => None,
        mir::RegClass::B64 => Some(1),
        _ => Some(0),
    }
}
