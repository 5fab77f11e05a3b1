//! `tilelift-ptx`: MIR to PTX text.
//!
//! [`emit`] turns a MIR kernel into a PTX module for an [`Arch`] from `sm_80`
//! to `sm_120`:
//!
//! 1. [`legalize`] rewrites what PTX cannot say directly into what it can
//!    (immediates where PTX wants registers, `bf16` widening on `sm_80`, shift
//!    amounts as `u32`, jump arguments as copies), so that
//! 2. the [`writer`] cannot fail: it prints the header (`.version`, `.target`),
//!    the `.visible .entry` with the kernel's parameters in order, `.reqntid`,
//!    `.reg` declarations counted per register class, and one line per
//!    instruction, each run of lines under a comment naming the tile IR op it
//!    comes from (and, with [`Options::debug_lines`], a `.loc` giving the op's
//!    line and column in the input: see [`DebugLines`]). Mnemonics and type
//!    suffixes come from [`tables`].
//!
//! Registers are named by class, as Triton's PTX names them: `%p` predicates,
//! `%rs` 16-bit, `%r` 32-bit (integers and `f32` alike) and `%rd` 64-bit.
//!
//! The PTX ISA version is 8.0 (CUDA 12.9's `ptxas` and every driver since CUDA
//! 12.0 accept it, and it has everything emitted here), or the first version
//! that knows the target where that is later: 8.6 for `sm_100`, 8.7 for
//! `sm_120` ([`Arch::ptx_version`]). A kernel whose parameters take more than
//! the 4352 bytes PTX 8.0 allows is emitted as PTX 8.1 (CUDA 12.1) at least,
//! which allows [`MAX_PARAM_BYTES`]; beyond that it is a
//! [`Error::ResourceLimit`].
#![deny(missing_docs)]

mod debug;
pub mod div16;
pub mod legalize;
mod syscalls;
pub mod tables;
pub mod writer;

pub use debug::DebugLines;
use tilelift_ir::SourceLoc;
use tilelift_mir as mir;

/// The GPU architecture to emit for: the `.target` of the PTX, and with it
/// the PTX ISA `.version` and which instructions are available.
///
/// | arch | `.target` | `.version` | first PTX ISA with the target |
/// |---|---|---|---|
/// | [`Sm80`](Arch::Sm80) | `sm_80` | 8.0 | 7.0 |
/// | [`Sm86`](Arch::Sm86) | `sm_86` | 8.0 | 7.1 |
/// | [`Sm89`](Arch::Sm89) | `sm_89` | 8.0 | 7.8 |
/// | [`Sm90`](Arch::Sm90) | `sm_90` | 8.0 | 7.8 |
/// | [`Sm90a`](Arch::Sm90a) | `sm_90a` | 8.0 | 8.0 |
/// | [`Sm100`](Arch::Sm100) | `sm_100` | 8.6 | 8.6 |
/// | [`Sm100a`](Arch::Sm100a) | `sm_100a` | 8.6 | 8.6 |
/// | [`Sm120`](Arch::Sm120) | `sm_120` | 8.7 | 8.7 |
///
/// The `.version` is 8.0 (everything emitted here is in it; CUDA 12.0's
/// `ptxas` and every driver since accept it), or the first version that knows
/// the target where that is later ([`Arch::ptx_version`]).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
#[non_exhaustive]
pub enum Arch {
    /// Ampere A100 (`sm_80`).
    Sm80,
    /// Ampere GA10x (`sm_86`).
    Sm86,
    /// Ada Lovelace (`sm_89`).
    Sm89,
    /// Hopper (`sm_90`).
    #[default]
    Sm90,
    /// Hopper, with its architecture-specific features (`sm_90a`: PTX for it
    /// runs on compute capability 9.0 only).
    Sm90a,
    /// Blackwell B200 (`sm_100`).
    Sm100,
    /// Blackwell B200, architecture-specific (`sm_100a`).
    Sm100a,
    /// Blackwell RTX (`sm_120`).
    Sm120,
}

impl Arch {
    /// Every architecture, oldest first.
    pub const ALL: [Arch; 8] = [
        Arch::Sm80,
        Arch::Sm86,
        Arch::Sm89,
        Arch::Sm90,
        Arch::Sm90a,
        Arch::Sm100,
        Arch::Sm100a,
        Arch::Sm120,
    ];

    /// The `.target` name (`sm_90a`).
    pub fn name(self) -> &'static str {
        match self {
            Arch::Sm80 => "sm_80",
            Arch::Sm86 => "sm_86",
            Arch::Sm89 => "sm_89",
            Arch::Sm90 => "sm_90",
            Arch::Sm90a => "sm_90a",
            Arch::Sm100 => "sm_100",
            Arch::Sm100a => "sm_100a",
            Arch::Sm120 => "sm_120",
        }
    }

    /// The compute capability, major times ten plus minor (90 for `sm_90a`).
    pub fn compute_capability(self) -> u32 {
        match self {
            Arch::Sm80 => 80,
            Arch::Sm86 => 86,
            Arch::Sm89 => 89,
            Arch::Sm90 | Arch::Sm90a => 90,
            Arch::Sm100 | Arch::Sm100a => 100,
            Arch::Sm120 => 120,
        }
    }

    /// The first PTX ISA version (major, minor) that knows this target, from
    /// the PTX ISA's table of targets and the versions that introduced them.
    pub fn min_ptx_version(self) -> (u32, u32) {
        match self {
            Arch::Sm80 => (7, 0),
            Arch::Sm86 => (7, 1),
            Arch::Sm89 | Arch::Sm90 => (7, 8),
            Arch::Sm90a => (8, 0),
            Arch::Sm100 | Arch::Sm100a => (8, 6),
            Arch::Sm120 => (8, 7),
        }
    }

    /// The `.version` emitted for this target: 8.0, or
    /// [`min_ptx_version`](Self::min_ptx_version) where that is later.
    pub fn ptx_version(self) -> (u32, u32) {
        self.min_ptx_version().max((8, 0))
    }

    /// Whether `cvt.f32.bf16` exists (`sm_90` and newer); before, a `bf16` is
    /// widened by moving its bits into the upper half of a 32-bit register.
    pub fn has_cvt_f32_bf16(self) -> bool {
        self.compute_capability() >= 90
    }

    /// Whether PTX for this target runs only on its own compute capability
    /// (`sm_90a`, `sm_100a`); other targets' PTX is compiled by the driver for
    /// any later GPU too.
    pub fn is_arch_specific(self) -> bool {
        matches!(self, Arch::Sm90a | Arch::Sm100a)
    }

    /// The target to compile for a GPU of compute capability `cc` (87 for
    /// 8.7): the newest portable one (not [arch-specific](Self::is_arch_specific))
    /// at or below it, so `sm_86` for 8.7 and `sm_100` for 10.3; `None` below
    /// 8.0.
    pub fn for_compute_capability(cc: u32) -> Option<Arch> {
        Arch::ALL
            .into_iter()
            .rev()
            .find(|a| !a.is_arch_specific() && a.compute_capability() <= cc)
    }

    /// The architecture named `name`: `sm_90a`, or without the prefix (`90a`).
    pub fn from_name(name: &str) -> Option<Arch> {
        let name = name.strip_prefix("sm_").unwrap_or(name);
        Arch::ALL
            .into_iter()
            .find(|a| a.name().strip_prefix("sm_") == Some(name))
    }
}

impl core::fmt::Display for Arch {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

/// What to emit for.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Options {
    /// The target architecture.
    pub arch: Arch,
    /// `.file` and `.loc` directives mapping the instructions back to the
    /// lines of this text (none when `None`).
    pub debug_lines: Option<DebugLines>,
}

/// Why a kernel could not be emitted.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Error {
    /// Valid MIR that PTX for the target cannot express (yet): what, and the
    /// source location of the tile IR op the instruction comes from.
    Unsupported(String, SourceLoc),
    /// The kernel needs more than PTX allows (parameter space).
    ResourceLimit(String),
}

/// The most parameter bytes a PTX 8.0 kernel may have.
pub const PTX80_PARAM_BYTES: u64 = 4352;

/// The most parameter bytes a kernel may have (PTX 8.1 and later, Volta and
/// later).
pub const MAX_PARAM_BYTES: u64 = 32764;

/// The bytes of `func`'s parameters, each aligned to its size (a tensor
/// map: 128 bytes at a multiple of 64).
pub fn param_bytes(func: &mir::Function) -> u64 {
    func.params.iter().fold(0u64, |at, p| {
        let (size, align) = match (p.kind, p.ty.bits()) {
            (mir::ParamKind::TensorMap, _) => (128, 64),
            (_, b @ (8 | 16 | 64)) => (u64::from(b / 8), u64::from(b / 8)),
            _ => (4, 4),
        };
        at.next_multiple_of(align) + size
    })
}

impl Error {
    /// `what` is unsupported, not at any op yet.
    pub(crate) fn unsupported(what: String) -> Self {
        Error::Unsupported(what, SourceLoc::default())
    }

    /// The source location of the op the error is about (the default if none).
    pub fn srcloc(&self) -> SourceLoc {
        match self {
            Error::Unsupported(_, srcloc) => *srcloc,
            Error::ResourceLimit(_) => SourceLoc::default(),
        }
    }

    /// The error, at the op of `origin`, an origin of `func`.
    #[cold]
    pub(crate) fn at(self, func: &mir::Function, origin: Option<mir::Origin>) -> Self {
        let srcloc = origin
            .and_then(|o| func.origin_srcloc(o))
            .map_or_else(SourceLoc::default, SourceLoc::new);
        match self {
            Error::Unsupported(what, _) => Error::Unsupported(what, srcloc),
            e @ Error::ResourceLimit(_) => e,
        }
    }
}

impl core::fmt::Display for Error {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Error::Unsupported(what, _) => write!(f, "unsupported: {what}"),
            Error::ResourceLimit(what) => f.write_str(what),
        }
    }
}

impl std::error::Error for Error {}

/// The PTX module of `func`.
pub fn emit(func: &mir::Function, options: &Options) -> Result<String, Error> {
    emit_owned(func.clone(), options)
}

/// [`emit`], consuming `func` (saving a copy).
pub fn emit_owned(func: mir::Function, options: &Options) -> Result<String, Error> {
    let bytes = param_bytes(&func);
    if bytes > MAX_PARAM_BYTES {
        return Err(Error::ResourceLimit(format!(
            "the kernel's {} parameters take {bytes} bytes, more than the \
             {MAX_PARAM_BYTES} bytes PTX allows",
            func.params.len()
        )));
    }
    let legal = legalize::legalize(func, options)?;
    let mut w = writer::Writer::new(String::with_capacity(64 * legal.func().num_insts() + 1024));
    // `wgmma` and `tensormap.replace` are in sm_90a alone (the lowering
    // emits them only for a compute capability 9.0 target, whose PTX this
    // then is).
    let sm90a;
    let sm90a_only = legal.uses_wgmma() || legal.makes_tensor_maps();
    let options = if sm90a_only && options.arch != Arch::Sm90a {
        sm90a = Options {
            arch: Arch::Sm90a,
            ..options.clone()
        };
        &sm90a
    } else {
        options
    };
    w.write(&legal, options);
    Ok(w.finish())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arch_names() {
        assert_eq!(Arch::from_name("sm_90a"), Some(Arch::Sm90a));
        assert_eq!(Arch::from_name("80"), Some(Arch::Sm80));
        assert_eq!(Arch::from_name("sm_70"), None);
        assert_eq!(Arch::from_name("sm_9"), None);
        assert_eq!(Arch::from_name("sm_120a"), None);
        assert_eq!(Arch::Sm80.name(), "sm_80");
        for arch in Arch::ALL {
            assert_eq!(Arch::from_name(arch.name()), Some(arch));
            assert!(arch.ptx_version() >= arch.min_ptx_version());
        }
    }

    #[test]
    fn targets_for_devices() {
        let pick = |cc| Arch::for_compute_capability(cc).map(Arch::name);
        assert_eq!(pick(75), None);
        assert_eq!(pick(80), Some("sm_80"));
        assert_eq!(pick(87), Some("sm_86"));
        assert_eq!(pick(90), Some("sm_90"));
        assert_eq!(pick(103), Some("sm_100"));
        assert_eq!(pick(121), Some("sm_120"));
    }

    #[test]
    fn ptx_versions() {
        let versions: Vec<(u32, u32)> = Arch::ALL.iter().map(|a| a.ptx_version()).collect();
        assert_eq!(
            versions,
            [
                (8, 0),
                (8, 0),
                (8, 0),
                (8, 0),
                (8, 0),
                (8, 6),
                (8, 6),
                (8, 7)
            ]
        );
    }

    #[test]
    fn error_is_small() {
        assert!(core::mem::size_of::<Error>() <= 32);
    }
}
