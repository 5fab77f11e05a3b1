//! Layout assignment: choosing an encoding for every tensor, as Triton's
//! TTIR-to-TTGIR conversion and its coalescing and layout-propagation passes do.
//!
//! - [`default`]: the default blocked layout of a shape.

pub mod coalesce;
pub mod default;
