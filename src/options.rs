//! What to compile for: [`Options`], the instruction set ([`Target`]) and the
//! stage to stop at ([`Emit`]).
//!
//! Every public type here is `#[non_exhaustive]`, so that a new architecture,
//! target or option is not a breaking change: build [`Options`] from
//! [`Options::new`] (or `Default`) and its `with_*` methods, and match
//! [`Target`] and [`Emit`] with a wildcard arm.

use tilelift_lower::TargetDesc;

pub use tilelift_amdgpu::Mcpu;
pub use tilelift_ptx::Arch;

/// What to compile for.
///
/// ```
/// use tilelift::{Arch, Options};
/// let options = Options::new().with_arch(Arch::Sm80).with_num_warps(8);
/// assert_eq!(options.arch, Arch::Sm80);
/// assert_eq!(options.num_warps, Some(8));
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct Options {
    /// The GPU architecture (for [`Target::Nvptx`]).
    pub arch: Arch,
    /// Warps per program. TTIR input is laid out for this many (4 when `None`);
    /// TTGIR input has its own, which this must match when given.
    pub num_warps: Option<u32>,
    /// The target: PTX (the default) or AMDGCN assembly.
    pub target: Target,
    /// PTX debug lines (on by default): `.file` naming the input and a `.loc`
    /// with the line and column of each tile IR op before its instructions,
    /// as Triton's PTX has them (for Nsight Compute's source view,
    /// `cuda-gdb`). Only where there is text: [`compile_module`](crate::compile_module)
    /// writes none.
    pub debug_lines: bool,
    /// Stages of the `cp.async` software pipeline of a loop that feeds tensor
    /// cores, where the loop does not say (`tt.num_stages`): Triton's
    /// `num_stages`, 3 when `None`; below 2, no pipeline.
    pub num_stages: Option<u32>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            arch: Arch::default(),
            num_warps: None,
            target: Target::default(),
            debug_lines: true,
            num_stages: None,
        }
    }
}

impl Options {
    /// The defaults: PTX for `sm_90`, 4 warps for TTIR, debug lines.
    pub fn new() -> Self {
        Options::default()
    }

    /// These options with debug lines on or off.
    pub fn with_debug_lines(mut self, on: bool) -> Self {
        self.debug_lines = on;
        self
    }

    /// These options for `arch`.
    pub fn with_arch(mut self, arch: Arch) -> Self {
        self.arch = arch;
        self
    }

    /// These options with `num_warps` warps per program.
    pub fn with_num_warps(mut self, num_warps: u32) -> Self {
        self.num_warps = Some(num_warps);
        self
    }

    /// These options for `target`.
    pub fn with_target(mut self, target: Target) -> Self {
        self.target = target;
        self
    }

    /// These options with `num_stages` pipeline stages for loops that do not
    /// say.
    pub fn with_num_stages(mut self, num_stages: u32) -> Self {
        self.num_stages = Some(num_stages);
        self
    }

    /// The description of the machine that layout assignment and the lowering
    /// read (lanes per warp, shared memory, tensor cores).
    pub fn target_desc(&self) -> TargetDesc {
        let mut desc = match self.target {
            Target::Nvptx => TargetDesc::nvidia(self.arch.compute_capability()),
            Target::Amdgcn(_) => TargetDesc::amdgcn(),
        };
        if let Some(n) = self.num_stages {
            desc.num_stages = n;
        }
        desc
    }
}

/// The instruction set to emit.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
#[non_exhaustive]
pub enum Target {
    /// PTX for `nvptx64-nvidia-cuda`, for [`Options::arch`].
    #[default]
    Nvptx,
    /// AMDGCN assembly for `amdgcn-amd-amdhsa`.
    Amdgcn(Mcpu),
}

/// Which stage's result [`compile_to`](crate::compile_to) returns as text.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum Emit {
    /// The input, parsed, verified and printed back.
    Ttir,
    /// The laid-out module.
    Ttgir,
    /// MIR.
    Mir,
    /// The target's code: PTX, or AMDGCN assembly.
    Ptx,
}
