//! The options of layout assignment and its errors.

use super::default::LayoutOptions;
use std::fmt;
use tilelift_ir::verify::VerifierErrors;
use tilelift_ir::SourceLoc;

/// What [`assign_layouts`](super::assign_layouts) needs to know of the target.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AssignOptions {
    /// Warps per program and lanes per warp.
    pub layout: LayoutOptions,
    /// The target written into `ttg.target` (Triton's `"cuda:90"` form).
    pub target: String,
    /// Whether `tt.dot` may use tensor cores (`mma.sync`, NVIDIA sm_80 and
    /// newer; see [`dot`](super::dot)). Off by default: without a target, dots
    /// stay on FMA.
    pub tensor_cores: bool,
    /// Whether such a dot may take Hopper's `wgmma` (`#ttg.nvidia_mma`
    /// version 3, sm_90) where Triton's `AccelerateMatmul` does. Off by
    /// default.
    pub wgmma: bool,
}

impl Default for AssignOptions {
    fn default() -> Self {
        AssignOptions {
            layout: LayoutOptions::default(),
            target: "cuda:90".to_string(),
            tensor_cores: false,
            wgmma: false,
        }
    }
}

impl From<LayoutOptions> for AssignOptions {
    fn from(layout: LayoutOptions) -> Self {
        AssignOptions {
            layout,
            ..AssignOptions::default()
        }
    }
}

/// Why layout assignment failed.
#[derive(Clone, Debug)]
pub enum AssignError {
    /// The module holds something layout assignment does not handle yet, at
    /// the op (or the function) it is about; the message names the op and the
    /// function.
    Unsupported(SourceLoc, String),
    /// The options are not usable (a warp count or warp size that is not a
    /// power of two).
    BadOptions(String),
    /// The laid-out module failed the verifier: a bug in layout assignment.
    Internal(VerifierErrors),
}

impl fmt::Display for AssignError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AssignError::Unsupported(_, msg) => write!(f, "layout assignment: {msg}"),
            AssignError::BadOptions(msg) => write!(f, "layout assignment: {msg}"),
            AssignError::Internal(errors) => {
                write!(f, "layout assignment produced invalid TTGIR:\n{errors}")
            }
        }
    }
}

impl std::error::Error for AssignError {}
