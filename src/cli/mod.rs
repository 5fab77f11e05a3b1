//! The subcommands that live in their own files.

pub mod interp;
