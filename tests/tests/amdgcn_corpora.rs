//! The AMDGCN path on the corpora beyond the public and the real-world one
//! (`tests/libdevice/`, `atomics/`, `batched/`, `calls/`, `cat/`, `fp8/`,
//! `indexed/`, `wgmma/`): every kernel compiles for gfx90a and for gfx942,
//! its wait states hold and `llvm-mc` assembles it, except those in each
//! test's `REFUSED`, which give the error named there (at a line and
//! column) on both processors ([`amdgcn_common::check_corpus`]).
//!
//! `llvm-mc` is found by [`tilelift_tests::tools::llvm_mc_for`]; without one
//! that knows the processor, the tests fail (they never pass without having
//! run).

mod amdgcn_common;

/// A corpus, the kernels it refuses (and a part of each error), and the
/// fewest kernels that must compile per processor.
type Corpus = (&'static str, &'static [(&'static str, &'static str)], usize);

/// libdevice's kernels that the AMDGCN path refuses: none.
const LIBDEVICE_REFUSED: &[(&str, &str)] = &[];

#[test]
fn every_libdevice_kernel_compiles_for_gfx90a_and_gfx942_and_assembles() {
    let failures = amdgcn_common::check_corpus("libdevice", LIBDEVICE_REFUSED, 100);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_other_corpora_compile_for_gfx90a_and_gfx942_and_assemble() {
    let corpora: &[Corpus] = &[
        // 16-bit float atomics: packed adds (gfx90a's bf16 a swap loop).
        ("atomics", &[], 2),
        ("batched", &[], 4),
        // `tt.print` and `tt.assert` through the buffered printf protocol
        // (`tilelift_amdgpu::printf`; its frames decoded in
        // `amdgcn_emulated.rs`).
        ("calls", &[], 6),
        ("cat", &[], 2),
        // OCP fp8 conversions by arithmetic (`tilelift_amdgpu::fp8`).
        ("fp8", &[], 2),
        ("indexed", &[], 10),
        // 8-bit float dots on FMA, their operands converted.
        ("wgmma", &[], 5),
    ];
    let mut failures = Vec::new();
    for &(corpus, refused, min) in corpora {
        failures.extend(amdgcn_common::check_corpus(corpus, refused, min));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
