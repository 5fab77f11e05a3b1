//! The subcommands that live in their own files.

pub mod bench;
pub mod compile;
pub mod interp;
pub mod run;
