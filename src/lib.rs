//! `tilelift`: a standalone, LLVM-free compiler backend for Triton's tile IR.
//!
//! This facade ties the stages together for embedders and for the `tilelift`
//! command-line program: [`load`] reads and checks tile IR, [`compile`] turns it
//! into PTX ([`compile_named`] and [`compile_to`] add timings and intermediate
//! stages), [`compile_module`] compiles a [`Module`] built with the builder
//! API ([`ir::builder`]). A [`Kernel`] has the code and what a launch needs:
//! threads, shared memory, and the [`Param`]s with their types. Every error is
//! an [`Error`]: its kind, and the [`Span`] (file, line, column, byte offset)
//! of the op it is about.
//!
//! The public enums and option structs are `#[non_exhaustive]`: build
//! [`Options`] with [`Options::new`] and its `with_*` methods.
//!
//! The default features build the compiler alone. Feature `interp` adds the
//! reference interpreter (`tilelift::interp`), feature `cuda` the CUDA runtime
//! (`tilelift::cuda`); either adds the corpus case harness
//! (`tilelift::harness`), whose two executors they are. Feature `json` adds
//! `Kernel::metadata_json` (through serde_json).
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

mod cache;
mod compile;
mod kernel;
mod options;

pub use cache::KernelCache;
pub use compile::{compile, compile_module, compile_named, compile_to, StageTimes};
pub use kernel::{Kernel, Param, ParamType, ScalarType, TensorMap};
pub use options::{Arch, Emit, Mcpu, Options, Target};
pub use tilelift_ir::{FloatKind, Module};

mod error;

pub use error::Error;
pub use tilelift_ir::{LoadError, Report, Span};

/// Parses and verifies TTIR or TTGIR text. `file` names the text in messages.
/// ([`tilelift_ir::load()`], its error as an [`Error`].)
pub fn load(text: &str, file: &str) -> Result<tilelift_ir::Verified, Error> {
    Ok(tilelift_ir::load(text, file)?)
}
