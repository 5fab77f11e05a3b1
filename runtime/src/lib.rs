//! `tilelift-runtime`: running tile programs.
//!
//! [`interp`] is the reference interpreter of the tile IR on the CPU: the semantics
//! every other stage is tested against, and the runner of the corpus cases
//! (`tilelift interp`). `cuda`, the cudarc runtime that loads and launches the PTX
//! tilelift emits, is not written yet.

pub mod interp;
