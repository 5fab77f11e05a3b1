//! `tilelift-runtime`: running tile programs.
//!
//! This crate will hold `interp`, the reference interpreter of the tile IR on the
//! CPU, and `cuda`, the cudarc runtime that loads and launches the PTX tilelift
//! emits. Nothing is implemented yet.
