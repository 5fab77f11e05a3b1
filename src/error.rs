//! The facade's error: what kind of problem, and where in the input.
//!
//! Every stage's error becomes one [`Report`] (or several, for the verifier):
//! the message and the [`Span`] of the op it is about, found from the source
//! location the op kept through every stage. As in Cranelift, the type is
//! written by hand.

use core::fmt;
use tilelift_ir::{LoadError, Report, Span};

/// An error in the input or the options, with where it is. `Display` renders
/// it for a person: `file:line:col: error: message`, the line and a caret (one
/// such block per problem).
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum Error {
    /// The text is not TTIR or TTGIR that the parser reads.
    Syntax(Report),
    /// The module fails the verifier (every problem, at least one), or is
    /// otherwise not what a stage requires.
    Verification(Vec<Report>),
    /// Valid input that a stage (layout assignment, the lowering, an emitter)
    /// does not handle yet.
    Unsupported(Report),
    /// The kernel needs more of the machine than there is.
    ResourceLimit(Report),
    /// An option that does not fit the input (a warp count that differs from
    /// the TTGIR's).
    InvalidOption(Report),
    /// A stage produced something invalid: a bug in tilelift.
    Internal(Report),
}

impl Error {
    /// The problems, in order: one, except for verification.
    pub fn reports(&self) -> &[Report] {
        match self {
            Error::Verification(rs) => rs,
            Error::Syntax(r)
            | Error::Unsupported(r)
            | Error::ResourceLimit(r)
            | Error::InvalidOption(r)
            | Error::Internal(r) => core::slice::from_ref(r),
        }
    }

    /// The primary problem.
    pub fn primary(&self) -> Option<&Report> {
        self.reports().first()
    }

    /// Where the primary problem is, if it has a position.
    pub fn span(&self) -> Option<&Span> {
        self.primary().and_then(Report::span)
    }

    /// The primary problem's message, without its position.
    pub fn message(&self) -> &str {
        self.primary().map_or("", Report::message)
    }
}

impl From<LoadError> for Error {
    fn from(e: LoadError) -> Self {
        match e {
            LoadError::Syntax(r) => Error::Syntax(r),
            LoadError::Verification(rs) => Error::Verification(rs),
            // `LoadError` is non-exhaustive: a kind added there is reported
            // as a verification problem until it has its own here.
            e => Error::Verification(e.reports().to_vec()),
        }
    }
}

impl fmt::Display for Error {
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

impl std::error::Error for Error {}
