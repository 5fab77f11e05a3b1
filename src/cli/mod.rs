//! The subcommands that live in their own files.

pub mod compile;
pub mod interp;
