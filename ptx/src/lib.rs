//! `tilelift-ptx`: MIR to PTX text.
//!
//! [`emit`] turns a MIR kernel into a PTX module for `sm_80` or `sm_90`:
//!
//! 1. [`legalize`] rewrites what PTX cannot say directly into what it can
//!    (immediates where PTX wants registers, `bf16` widening on `sm_80`, shift
//!    amounts as `u32`, jump arguments as copies), so that
//! 2. the [`writer`] cannot fail: it prints the header (`.version`, `.target`),
//!    the `.visible .entry` with the kernel's parameters in order, `.reqntid`,
//!    `.reg` declarations counted per register class, and one line per
//!    instruction, each run of lines under a comment naming the tile IR op it
//!    comes from. Mnemonics and type suffixes come from [`tables`].
//!
//! Registers are named by class, as Triton's PTX names them: `%p` predicates,
//! `%rs` 16-bit, `%r` 32-bit (integers and `f32` alike) and `%rd` 64-bit.
//!
//! The PTX ISA version is 8.0: CUDA 12.9's `ptxas` and every driver since CUDA
//! 12.0 accept it, and it has everything emitted here for both targets. A
//! kernel whose parameters take more than the 4352 bytes PTX 8.0 allows is
//! emitted as PTX 8.1 (CUDA 12.1), which allows [`MAX_PARAM_BYTES`]; beyond
//! that it is a [`Error::ResourceLimit`].
#![deny(missing_docs)]

pub mod legalize;
pub mod tables;
mod text;
pub mod writer;

use tilelift_ir::SourceLoc;
use tilelift_mir as mir;

/// The GPU architecture to emit for.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum Arch {
    /// Ampere (`sm_80`).
    Sm80,
    /// Hopper (`sm_90`).
    #[default]
    Sm90,
}

impl Arch {
    /// The `.target` name.
    pub fn name(self) -> &'static str {
        match self {
            Arch::Sm80 => "sm_80",
            Arch::Sm90 => "sm_90",
        }
    }

    /// The architecture named `sm_80` or `sm_90` (also `80`, `90`, `sm_90a`).
    pub fn from_name(name: &str) -> Option<Arch> {
        match name.trim_start_matches("sm_").trim_end_matches('a') {
            "80" | "86" | "89" => Some(Arch::Sm80),
            "90" => Some(Arch::Sm90),
            _ => None,
        }
    }
}

/// What to emit for.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct Options {
    /// The target architecture.
    pub arch: Arch,
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

/// The bytes of `func`'s parameters, each aligned to its size.
pub fn param_bytes(func: &mir::Function) -> u64 {
    func.params.iter().fold(0u64, |at, p| {
        let size = match p.ty.bits() {
            b @ (8 | 16 | 64) => u64::from(b / 8),
            _ => 4,
        };
        at.next_multiple_of(size) + size
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
    w.write(&legal, options);
    Ok(w.finish())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arch_names() {
        assert_eq!(Arch::from_name("sm_90a"), Some(Arch::Sm90));
        assert_eq!(Arch::from_name("80"), Some(Arch::Sm80));
        assert_eq!(Arch::from_name("sm_70"), None);
        assert_eq!(Arch::Sm80.name(), "sm_80");
    }

    #[test]
    fn error_is_small() {
        assert!(core::mem::size_of::<Error>() <= 32);
    }
}
