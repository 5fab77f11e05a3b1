//! `tilelift-amdgpu`: the AMDGCN emitter.
//!
//! This crate will turn MIR into gfx90a assembly, with registers allocated by
//! regalloc2. Nothing is implemented yet.
