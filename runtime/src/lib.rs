//! `tilelift-runtime`: running tile programs.
//!
//! [`interp`] is the reference interpreter of the tile IR on the CPU: the semantics
//! every other stage is tested against, and the runner of the corpus cases
//! (`tilelift interp`). [`cuda`] is the cudarc runtime that loads and launches the
//! PTX tilelift emits, runs the corpus cases on a GPU (`tilelift run`) and times
//! them (`tilelift bench`); the driver is loaded at run time, so building needs no
//! CUDA.

pub mod cuda;
pub mod interp;
