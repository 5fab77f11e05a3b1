//! Reading a module: parse, then verify, with errors located in the text.

use crate::diagnostic::{Report, Span};
use crate::parse::parse_module;
use crate::verify::Verified;
use core::fmt;

/// Why text could not be loaded.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum LoadError {
    /// The text is not TTIR or TTGIR that the parser reads.
    Syntax(Report),
    /// The module parsed but fails the verifier: every problem, in the order
    /// found (at least one).
    Verification(Vec<Report>),
}

impl LoadError {
    /// The errors: one for a syntax error, one or more for verification.
    pub fn reports(&self) -> &[Report] {
        match self {
            LoadError::Syntax(r) => core::slice::from_ref(r),
            LoadError::Verification(rs) => rs,
        }
    }

    /// Where the (first) error is, if it has a position.
    pub fn span(&self) -> Option<&Span> {
        self.reports().first().and_then(Report::span)
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, report) in self.reports().iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{report}")?;
        }
        Ok(())
    }
}

impl std::error::Error for LoadError {}

/// Parses and verifies TTIR or TTGIR `text`; `file` names it in errors.
pub fn load(text: &str, file: &str) -> Result<Verified, LoadError> {
    let (module, srcmap) =
        parse_module(text).map_err(|d| LoadError::Syntax(d.report(file, text)))?;
    Verified::new(module).map_err(|(module, errors)| {
        LoadError::Verification(errors.reports(&module, &srcmap, file, text))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_have_spans() {
        let err = load("module {\n  bogus\n}", "k.ttir").expect_err("not TTIR");
        assert!(matches!(err, LoadError::Syntax(_)), "{err}");
        let span = err.span().expect("a position");
        assert_eq!((span.file(), span.line()), ("k.ttir", 2));
    }
}
