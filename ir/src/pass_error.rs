//! The error of the passes that rewrite a verified module before AxisInfo
//! ([`crate::structurize()`], [`crate::inline_calls`],
//! [`crate::rewrite_descriptors`]): a shape the pass does not take, at an
//! instruction, or a rewritten module that fails the verifier (a bug of the
//! pass).

use crate::entities::{FuncId, Inst};
use crate::function::Function;
use crate::verify::{Verified, VerifierErrors};
use crate::{Module, SourceLoc};
use core::fmt;

/// Why a module could not be rewritten.
#[derive(Debug)]
pub enum PassError {
    /// What the pass does not take, at an instruction of `func`.
    Unsupported {
        /// The function.
        func: FuncId,
        /// The instruction.
        inst: Inst,
        /// Where it was written.
        at: SourceLoc,
        /// What is not supported.
        message: String,
    },
    /// The rewritten module failed the verifier: a bug of the pass, which
    /// `what` names (`"structured control flow"`, ...).
    Internal {
        /// What the pass made.
        what: &'static str,
        /// The verifier's errors.
        errors: Box<VerifierErrors>,
    },
}

impl PassError {
    /// [`PassError::Unsupported`] at `inst` of `func` (function `id`).
    pub fn at(id: FuncId, func: &Function, inst: Inst, message: String) -> Self {
        PassError::Unsupported {
            func: id,
            inst,
            at: func.srclocs.inst(inst),
            message,
        }
    }
}

/// `module` verified again after a pass made `what`.
pub(crate) fn verify_again(module: Module, what: &'static str) -> Result<Verified, PassError> {
    Verified::new(module).map_err(|(_, errors)| PassError::Internal {
        what,
        errors: Box::new(errors),
    })
}

impl fmt::Display for PassError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PassError::Unsupported { message, .. } => f.write_str(message),
            PassError::Internal { what, errors } => {
                write!(f, "internal error: {what} fails the verifier: {errors:?}")
            }
        }
    }
}

impl std::error::Error for PassError {}
