//! The builder API.

/// Builds instructions into a function.
pub struct FunctionBuilder;
