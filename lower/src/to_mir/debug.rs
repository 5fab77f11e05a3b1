//! `tt.assert` and `tt.print`.
//!
//! `tt.assert cond, "message"` aborts the kernel where an element of `cond` is
//! false: each element the thread holds gives `@!cond trap`, so the launch fails
//! (`CUDA_ERROR_ILLEGAL_INSTRUCTION`), as Triton's `__assertfail` makes it fail.
//! The message is not printed: that needs the CUDA runtime's `__assertfail` and
//! string constants, which the PTX path does not emit yet.
//!
//! `tt.print` is rejected with an error that says why: device-side printing
//! (`vprintf` with a formatted argument buffer) is not lowered.

use super::{Ctx, Result};
use tilelift_ir::InstructionData;
use tilelift_mir::{InstData, Operand, Type, UnaryOp};

/// Why `tt.print` is rejected, after its name.
pub(super) const PRINT_UNSUPPORTED: &str =
    " (device-side printing is not lowered; remove the print)";

impl Ctx<'_> {
    /// `tt.assert`, `tt.print`.
    pub(super) fn lower_debug(&mut self, data: &InstructionData) -> Result<()> {
        let InstructionData::Assert { arg, .. } = data else {
            return Err(self.unsupported(format_args!("tt.print{PRINT_UNSUPPORTED}")));
        };
        let arg = *arg;
        let n = self.num_regs(self.func.dfg.value_type(arg))?;
        for i in 0..n {
            let pred = match self.opnd(arg, i) {
                Operand::Imm(bits) if bits & 1 == 1 => continue,
                Operand::Imm(_) => None,
                Operand::Reg(c) => Some(self.b.unary(UnaryOp::Not, Type::Pred, Operand::Reg(c))),
            };
            self.b.ins(InstData::Trap { pred });
        }
        Ok(())
    }
}
