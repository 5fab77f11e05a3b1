//! Errors of the interpreter, as values.
//!
//! An op that cannot run (a division by zero, an access outside every buffer, a
//! failed assertion) returns an [`OpError`]: what went wrong, without knowing
//! where. The executor turns it into an [`InterpError`] by adding the op's name,
//! its Python source location and the program id, so that every error a user sees
//! reads like
//!
//! ```text
//! kernel.py:31:4: error: tt.store in program (3, 0, 0): element 17 at address
//! 0x10f000 (4 bytes) is outside every buffer
//! ```
//!
//! Nothing the input holds makes the interpreter panic: a kernel, a case file or
//! arguments that it cannot run give one of these errors.

use std::fmt;

/// What kind of failure an [`InterpError`] reports, for callers that branch on it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ErrorKind {
    /// A load, store or atomic under a true mask outside every buffer, or misaligned.
    OutOfBounds,
    /// An integer division or remainder by zero.
    DivisionByZero,
    /// A `tt.assert` whose condition was false somewhere.
    AssertionFailed,
    /// The arguments do not match the kernel's parameters.
    BadArguments,
    /// An op or a type the interpreter does not run.
    Unsupported,
    /// A malformed run: an undefined value, a loop that cannot end, too deep calls.
    Invalid,
    /// The run did more work than [`RunOptions::max_steps`](crate::RunOptions)
    /// allows.
    StepLimit,
}

/// An error of one op, before the executor knows which op and program it is.
#[derive(Clone, PartialEq, Debug)]
pub struct OpError {
    /// The kind of failure.
    pub kind: ErrorKind,
    /// What happened, as a sentence fragment (`division by zero in element 3`).
    pub message: String,
    /// The address of a failed memory access.
    pub address: Option<u64>,
}

impl OpError {
    /// An error of `kind` with a message.
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        OpError {
            kind,
            message: message.into(),
            address: None,
        }
    }

    /// An [`ErrorKind::Unsupported`] error.
    pub fn unsupported(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Unsupported, message)
    }

    /// An [`ErrorKind::Invalid`] error.
    pub fn invalid(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Invalid, message)
    }
}

/// The result type of the op families.
pub type OpResult<T> = Result<T, OpError>;

/// An error of a run: the op's failure with the op's name, its source location,
/// the program it happened in and, for memory errors, the address.
#[derive(Clone, PartialEq, Debug)]
pub struct InterpError {
    /// The kind of failure.
    pub kind: ErrorKind,
    /// What happened.
    pub message: String,
    /// The MLIR name of the op (`tt.store`), when one op failed.
    pub op: Option<&'static str>,
    /// The Python source position of the op, `file:line:col`, when known.
    pub location: Option<String>,
    /// The program id (x, y, z), when the error happened while a program ran.
    pub program: Option<[u32; 3]>,
    /// The address of a failed memory access.
    pub address: Option<u64>,
}

impl InterpError {
    /// An error that belongs to no op (bad arguments, for example).
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        InterpError {
            kind,
            message: message.into(),
            op: None,
            location: None,
            program: None,
            address: None,
        }
    }

    /// The error of an op: `err` with its name, location and program.
    pub fn at_op(
        err: OpError,
        op: &'static str,
        location: Option<String>,
        program: [u32; 3],
    ) -> Self {
        InterpError {
            kind: err.kind,
            message: err.message,
            op: Some(op),
            location,
            program: Some(program),
            address: err.address,
        }
    }
}

impl fmt::Display for InterpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(location) = &self.location {
            write!(f, "{location}: ")?;
        }
        f.write_str("error: ")?;
        if let Some(op) = self.op {
            write!(f, "{op}")?;
            if self.program.is_none() {
                f.write_str(": ")?;
            }
        }
        if let Some([x, y, z]) = self.program {
            let sep = if self.op.is_some() { " in " } else { "" };
            write!(f, "{sep}program ({x}, {y}, {z}): ")?;
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for InterpError {}

/// An op's error before the executor has located it (`op` is `None`); the
/// executor adds the op, location and program on the way out.
impl From<OpError> for InterpError {
    fn from(err: OpError) -> Self {
        let mut out = InterpError::new(err.kind, err.message);
        out.address = err.address;
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_names_location_op_program_and_message() {
        let mut op = OpError::new(
            ErrorKind::OutOfBounds,
            "address 0x10 is outside every buffer",
        );
        op.address = Some(0x10);
        let err = InterpError::at_op(op, "tt.store", Some("k.py:3:7".into()), [3, 0, 1]);
        assert_eq!(
            err.to_string(),
            "k.py:3:7: error: tt.store in program (3, 0, 1): address 0x10 is outside every buffer"
        );
        assert_eq!(err.address, Some(0x10));
        let plain = InterpError::new(ErrorKind::BadArguments, "3 arguments, expected 4");
        assert_eq!(plain.to_string(), "error: 3 arguments, expected 4");
    }
}
