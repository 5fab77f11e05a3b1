//! `tilelift-lower`: from tile IR to the per-thread machine IR.
//!
//! - [`layout`]: `LinearLayout` and the conversion of every encoding to one.
//!
//! Still to come: layout assignment (default layouts, coalescing, propagation,
//! `convert_layout` insertion and removal), shared-memory allocation and barriers,
//! and the lowering of laid-out tile IR to MIR.
#![deny(missing_docs)]

pub mod assign;
pub mod layout;
