//! `tilelift`: a standalone, LLVM-free compiler backend for Triton's tile IR.
//!
//! This facade ties the stages together for embedders and for the `tilelift`
//! command-line program: [`load`] reads and checks tile IR, [`compile`] turns it
//! into PTX ([`compile_named`] and [`compile_to`] add timings and intermediate
//! stages).
//!
//! The default features build the compiler alone. Feature `interp` adds the
//! reference interpreter (`tilelift::interp`), feature `cuda` the CUDA runtime
//! (`tilelift::cuda`); either adds the corpus case harness
//! (`tilelift::harness`), whose two executors they are.
//!
//! ```
//! let text = std::fs::read_to_string(concat!(
//!     env!("CARGO_MANIFEST_DIR"),
//!     "/examples/vec_add.ttir"
//! ))
//! .unwrap();
//! let module = tilelift::load(&text, "vec_add.ttir").unwrap();
//! assert_eq!(module.module().funcs.len(), 1);
//! ```

pub use tilelift_ir as ir;

/// The CUDA runtime (feature `cuda`).
#[cfg(feature = "cuda")]
pub use tilelift_cuda as cuda;
/// The corpus case harness (features `interp` or `cuda`).
#[cfg(any(feature = "interp", feature = "cuda"))]
pub use tilelift_harness as harness;
/// The reference interpreter (feature `interp`).
#[cfg(feature = "interp")]
pub use tilelift_interp as interp;

mod compile;

pub use compile::{
    compile, compile_named, compile_to, Arch, Emit, Kernel, Options, StageTimes, Target,
};

use tilelift_ir::{parse_module, verify};

/// An error in the input, rendered for a person: `file:line:col: error: message`,
/// the line and a caret.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    /// The rendered message (one or more diagnostics, separated by newlines).
    pub message: String,
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

/// Parses and verifies TTIR or TTGIR text. `file` names the text in messages.
pub fn load(text: &str, file: &str) -> Result<verify::Verified, Error> {
    let (module, srcmap) = parse_module(text).map_err(|d| Error {
        message: d.render(file, text),
    })?;
    verify::Verified::new(module).map_err(|(_, errors)| Error {
        message: errors.render(&srcmap, file, text),
    })
}
