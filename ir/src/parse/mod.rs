//! The parser for the text Triton prints (TTIR and TTGIR).
//!
//! `lexer` splits the text into tokens, `parser` reads the module, functions and
//! operations, `types` and `attrs` read types, encodings and attribute values, and
//! `ops` reads each op's own syntax.

mod attrs;
mod control;
mod lexer;
mod locs;
mod memory;
mod ops;
mod parser;
mod scan;
mod sourcemap;
mod ttg;
mod types;

pub use sourcemap::{FuncSourceMap, SourceMap};

use crate::diagnostic::Diagnostic;
use crate::function::Module;

/// Parses a module from Triton's text. The result is not verified yet.
pub fn parse_module(text: &str) -> Result<(Module, SourceMap), Diagnostic> {
    parser::parse(text)
}
