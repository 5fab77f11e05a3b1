//! The wait states gfx90a and gfx942 need and do not keep by themselves
//! (MI200 and MI300 ISA, "Manually Inserted Wait States"; LLVM's
//! GCNHazardRecognizer) are in every kernel we write, checked by a reader of
//! the assembly written here, apart from the emitter's pass
//! (`tilelift_amdgpu::hazard`):
//!
//! - (both) a VALU instruction writing a VGPR that a store of more than 8
//!   bytes reads as data has at least 1 (gfx90a) or 2 (gfx942) wait states
//!   after the store;
//! - (gfx942) a VALU instruction reading an SGPR (or `vcc`, named or, for
//!   `v_div_fmas`, implied) that a VALU instruction wrote has at least two
//!   wait states between them;
//! - (gfx942) a VALU instruction other than a transcendental one reading a
//!   VGPR that a transcendental instruction wrote has at least one;
//! - (both) the MFMA rows of the tables: a VALU write, then an MFMA reading
//!   the register, 2; an MFMA's result, then a VALU read or write of it, or
//!   an MFMA reading it other than as the same `srcC`, passes + 3 (19 for
//!   `32x32x8`, 11 for `16x16x16`); an MFMA's `srcC`, then a VALU write of
//!   it, 15 or 7.
//!
//! The corpus kernels here; the real-world ones in `amdgcn_realworld.rs`,
//! which compiles them anyway (the reader is in `amdgcn_common.rs`).
//!
//! Every path into the reader counts: the previous instruction unless it is
//! an unconditional branch or `s_endpgm`, and every branch to the label the
//! reader's block starts with. Every instruction is a wait state, `s_nop N`
//! is N + 1.

mod amdgcn_common;

use amdgcn_common::{compile_for, hazards, Mcpu, KERNELS};

#[test]
fn every_kernel_keeps_its_wait_states() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for &mcpu in Mcpu::ALL {
        for case in KERNELS {
            let asm = compile_for(case, mcpu);
            failures.extend(
                hazards(&asm, mcpu)
                    .into_iter()
                    .map(|h| format!("{case}: {h}")),
            );
            checked += 1;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(checked, 2 * KERNELS.len());
}

/// The reader finds the hazards when the `s_nop`s are taken out.
#[test]
fn the_reader_sees_hazards_without_the_nops() {
    // No kernel of the corpora writes a wide store's data right after it on
    // gfx90a (the store is predicated, and restoring exec is the wait
    // state, or the next window is another), so this one is written here.
    let body = "\tglobal_store_dwordx4 v[40:41], v[32:35], off\n\tv_mov_b32 v33, 0\n.Lfunc_end0:";
    assert_eq!(hazards(body, Mcpu::Gfx90a).len(), 1);
    let (case, mcpu, least) = ("gelu", Mcpu::Gfx942, 3);
    let asm = compile_for(case, mcpu);
    assert!(asm.contains("\ts_nop "), "{case}: {asm}");
    let stripped: String = asm
        .lines()
        .filter(|l| !l.trim().starts_with("s_nop"))
        .map(|l| format!("{l}\n"))
        .collect();
    let found = hazards(&stripped, mcpu);
    assert!(found.len() >= least, "{case}: {found:?}");
}

/// The MFMA rules hold in `matmul_f16` and are what its `s_nop`s are for:
/// without them the reader finds every kind.
#[test]
fn the_reader_sees_mfma_hazards_without_the_nops() {
    for &mcpu in Mcpu::ALL {
        let asm = compile_for("matmul_f16", mcpu);
        assert!(asm.contains("\tv_mfma_f32_32x32x8"), "{mcpu:?}: no MFMA");
        assert!(hazards(&asm, mcpu).is_empty());
        let stripped: String = asm
            .lines()
            .filter(|l| !l.trim().starts_with("s_nop"))
            .map(|l| format!("{l}\n"))
            .collect();
        let found = hazards(&stripped, mcpu);
        for what in ["reads for an MFMA a VALU write", "touches the result"] {
            assert!(
                found.iter().any(|h| h.contains(what)),
                "{mcpu:?}: no '{what}' among {found:#?}"
            );
        }
    }
}
