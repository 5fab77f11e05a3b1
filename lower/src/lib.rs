//! `tilelift-lower`: from tile IR to the per-thread machine IR.
//!
//! This crate will hold `LinearLayout` and the conversion of every encoding to one
//! (`layout/`), layout assignment (default layouts, coalescing, propagation,
//! `convert_layout` insertion and removal), shared-memory allocation and barriers, and
//! the lowering of laid-out tile IR to MIR. Nothing is implemented yet.
