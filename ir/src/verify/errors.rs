//! Verifier errors: where each problem is and what it is.
//!
//! As in Cranelift, the types are written by hand (with `Display` and
//! `std::error::Error`) rather than with `thiserror`, so that `tilelift-ir` keeps its
//! short dependency list. Errors are plain values: the verifier records every problem
//! it finds and keeps going, so one run reports all of them.

use crate::diagnostic::Report;
use crate::entities::AnyEntity;
use crate::function::Module;
use crate::parse::SourceMap;
use core::fmt;

/// One verifier error.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct VerifierError {
    /// Where the error is.
    pub location: AnyEntity,
    /// What is wrong. The message names the op and prints the types involved, as in
    /// `arith.addi: operands have different types: tensor<1024xi32> and i32`.
    pub message: String,
}

impl fmt::Display for VerifierError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.location, self.message)
    }
}

impl std::error::Error for VerifierError {}

/// All errors found in a module, in the order they were found.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct VerifierErrors(pub Vec<VerifierError>);

impl VerifierErrors {
    /// Records an error at `location`.
    pub fn report(&mut self, location: AnyEntity, message: impl Into<String>) {
        self.0.push(VerifierError {
            location,
            message: message.into(),
        });
    }

    /// Whether no error was recorded.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The number of errors recorded.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// The errors, in the order they were found.
    pub fn iter(&self) -> core::slice::Iter<'_, VerifierError> {
        self.0.iter()
    }

    /// Every error as a [`Report`] on `file` (whose text is `text`), at the
    /// position the parser recorded for its entity in `module`.
    pub fn reports(
        &self,
        module: &Module,
        srcmap: &SourceMap,
        file: &str,
        text: &str,
    ) -> Vec<Report> {
        self.iter()
            .map(|e| {
                let pos = srcmap.pos(module, e.location);
                Report::new(file, text, pos, e.message.clone())
            })
            .collect()
    }

    /// Renders every error like a parse error (`file:line:col: error: ...`, the
    /// line and a caret), one per line, at the position the parser recorded for
    /// its entity in `module`.
    pub fn render(&self, module: &Module, srcmap: &SourceMap, file: &str, text: &str) -> String {
        let rendered: Vec<String> = self
            .reports(module, srcmap, file, text)
            .iter()
            .map(Report::to_string)
            .collect();
        rendered.join("\n")
    }
}

impl fmt::Display for VerifierErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, err) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "- {err}")?;
        }
        Ok(())
    }
}

impl std::error::Error for VerifierErrors {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::entities::{FuncId, Inst};
    use cranelift_entity::EntityRef;

    #[test]
    fn errors_print_location_then_message() {
        let mut errors = VerifierErrors::default();
        errors.report(AnyEntity::Module, "two functions named @k");
        errors.report(
            AnyEntity::Inst(FuncId::new(0), Inst::new(3)),
            "arith.addi: operands have different types: i32 and i64",
        );
        assert_eq!(errors.len(), 2);
        assert_eq!(
            errors.to_string(),
            "- module: two functions named @k\n\
             - func0:inst3: arith.addi: operands have different types: i32 and i64"
        );
    }
}
