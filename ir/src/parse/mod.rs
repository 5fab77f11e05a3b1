//! The parser for the text Triton prints (TTIR and TTGIR).
//!
//! `lexer` splits the text into tokens, `parser` reads the module, functions and
//! operations, `types` and `attrs` read types, encodings and attribute values, and
//! `ops` reads each op's own syntax. `locs` (locations) and `attrs` (integer
//! attribute dictionaries) read the shapes Triton prints most straight from the
//! text with `scan`'s cursor, leaving everything else to the tokens.

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

/// Checks that every corpus kernel parses to the same module after `respell`,
/// which changes its spelling so that a fast path no longer accepts it: the fast
/// path and the token path must agree.
#[cfg(test)]
fn assert_fast_path_agrees(respell: impl Fn(&str) -> String) {
    let corpus = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/corpus");
    let mut checked = 0;
    for case in std::fs::read_dir(corpus).unwrap() {
        let case = case.unwrap().path();
        for file in ["kernel.ttir", "kernel.ttgir"] {
            let Ok(text) = std::fs::read_to_string(case.join(file)) else {
                continue;
            };
            let (fast, _) = parse_module(&text).unwrap();
            let (slow, _) = parse_module(&respell(&text)).unwrap();
            assert!(fast == slow, "{}", case.join(file).display());
            checked += 1;
        }
    }
    assert!(checked > 10);
}
