//! The AMDGCN path on the real-world corpus (`tests/realworld/`): every kernel
//! compiles for gfx90a and for gfx942 from its `kernel.ttir` with the case's
//! `num_warps`, and `llvm-mc` assembles it, except those in `REFUSED`, which
//! give the error named there (at a line and column) on both. A kernel that
//! starts compiling fails the test until it leaves the list. Each kernel's
//! wait states are checked too (`amdgcn_hazards.rs` says what).
//!
//! `llvm-mc` is found by [`tilelift_tests::tools::llvm_mc_for`]; without one
//! that knows the processor, the test fails (it never passes without having
//! run).

mod amdgcn_common;

/// The kernels the AMDGCN path refuses, and a part of the error.
/// (None today: the FMA attentions that needed more than the 64 KiB of LDS
/// with their conversions' scratch side by side now share it.)
const REFUSED: &[(&str, &str)] = &[];

#[test]
fn every_realworld_kernel_compiles_for_gfx90a_and_gfx942_and_assembles() {
    let failures = amdgcn_common::check_corpus("realworld", REFUSED, 70);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
