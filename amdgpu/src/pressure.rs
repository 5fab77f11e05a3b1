//! A lower bound on register pressure, to refuse a kernel that must spill
//! before regalloc2 spends superlinear time finding out.
//!
//! Within each block, a backward scan counts the MIR registers live after
//! each instruction, per register class of the AMDGCN path (32-bit VGPRs,
//! 64-bit VGPR pairs; predicates, in SGPR pairs, are not counted). Registers
//! live across block boundaries are left out, so the count never exceeds the
//! true pressure: when it is above what the allocator has
//! ([`regalloc::machine_env`](crate::regalloc::machine_env): 64 of each
//! class), the kernel spills whatever the allocator does.

use crate::Error;
use cranelift_entity::EntityRef;
use tilelift_ir::SourceLoc;
use tilelift_mir as mir;

/// The registers of each VGPR class the allocator may use.
const VGPRS_PER_CLASS: usize = 64;

/// Fails with [`Error::ResourceLimit`], at the op where the count is highest,
/// when more registers of one class are live at once than there are.
pub fn check(func: &mir::Function) -> Result<(), Error> {
    let mut live = vec![false; func.num_regs()];
    let mut worst = (0usize, None);
    for block in func.blocks() {
        let mut counts = [0usize; 2];
        let mut touched = Vec::new();
        let insts: Vec<mir::Inst> = func.block_insts(block).collect();
        for &inst in insts.iter().rev() {
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
            let most = counts[0].max(counts[1]);
            if most > worst.0 {
                worst = (most, Some(inst));
            }
        }
        // The next block starts from nothing live: a lower bound.
        touched.iter().for_each(|r| live[r.index()] = false);
    }
    match worst {
        (n, Some(inst)) if n > VGPRS_PER_CLASS => {
            let srcloc = func
                .inst_srcloc(inst)
                .map_or_else(SourceLoc::default, SourceLoc::new);
            Err(Error::ResourceLimit(
                format!(
                    "{n} registers of one class are live at once here, more than the \
                     {VGPRS_PER_CLASS} the allocator has (the kernel would spill)"
                ),
                srcloc,
            ))
        }
        _ => Ok(()),
    }
}

/// The counted class of `reg`: 0 for 32-bit VGPRs, 1 for 64-bit pairs.
fn class(func: &mir::Function, reg: mir::Reg) -> Option<usize> {
    match func.reg_type(reg).class() {
        mir::RegClass::Pred => None,
        mir::RegClass::B64 => Some(1),
        _ => Some(0),
    }
}
