//! `tilelift-analysis`: data-flow analyses of the tile IR.
//!
//! This crate will hold a generic forward data-flow solver over the IR (regions and
//! loop-carried values included) and Triton's AxisInfo lattice on it: contiguity,
//! divisibility and constancy of every value in every dimension. Nothing is
//! implemented yet.
