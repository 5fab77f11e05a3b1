//! `tilelift-harness`: the corpus case harness, written once for every executor.
//!
//! A corpus case is a folder with `case.json`, `kernel.ttir` and the input and
//! expected output files (`tests/corpus/README.md` describes them). This crate
//! reads a case and checks it against its kernel, builds the arguments' data
//! (inputs from their files, outputs poisoned), hands them to an [`Executor`] to
//! run the kernel, compares the outputs within the case's tolerances and prints
//! the table. The reference interpreter (`tilelift-interp`) and the CUDA runtime
//! (`tilelift-cuda`) are two executors of it, so `tilelift interp` and
//! `tilelift run` share every step but the running.
//!
//! | file | what it holds |
//! |---|---|
//! | `manifest.rs` | `case.json` read once and checked against the kernel: arguments, dtypes, scalars, outputs and tolerances |
//! | `case.rs` | the [`Executor`] trait, poisoning (`0xFF`, then zeros), the input check, finding and running cases |
//! | `report.rs` | comparison with `rtol`/`atol`, unwritten elements, the table |
//! | `bench.rs` | the bench problem of a case (`tilelift bench`): sizes, fills, scaling |
#![deny(missing_docs)]

pub mod bench;
pub mod case;
mod manifest;
pub mod report;

pub use case::{ArgData, Case, CaseError, Dtype, Executor, Scalar};
pub use manifest::KERNEL_FILE;
pub use report::{format_table, CaseReport, OutputRow};
