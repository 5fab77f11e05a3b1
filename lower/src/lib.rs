//! `tilelift-lower`: from tile IR to the per-thread machine IR.
//!
//! - [`layout`]: `LinearLayout` and the conversion of every encoding to one.
//! - [`assign`]: layout assignment, TTIR to TTGIR ([`assign_layouts`]).
//!
//! - [`target`]: the target description both read.
//! - [`to_mir`]: the lowering of laid-out tile IR (TTGIR) to MIR.
#![deny(missing_docs)]

pub mod assign;
pub mod cat;
pub mod layout;
pub mod pass;
pub mod target;
pub mod to_mir;
pub mod version;
pub mod widen;

pub use assign::text::compile_to_ttgir_text;
pub use assign::{assign_layouts, AssignError, AssignOptions};
pub use target::{TargetDesc, Threads};
