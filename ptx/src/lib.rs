//! `tilelift-ptx`: the PTX emitter.
//!
//! This crate will turn MIR into PTX text for `sm_80` and `sm_90`: register
//! declarations, vectorized and predicated memory operations, shuffles, barriers and
//! atomics. Nothing is implemented yet.
