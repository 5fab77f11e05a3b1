//! A layout conversion's scratch tile in shared memory is stored with
//! dimension 0 contiguous (transposed) where that takes fewer access
//! instructions than row-major (`lower/src/to_mir/shared.rs`,
//! `Ctx::scratch_layouts`):
//!
//! - the column-major copy's tile (its loads run down dimension 0) is
//!   stored in 128-bit vectors on PTX, as Triton's own PTX stores it;
//! - an attention's `k` and `v` tiles, read as MFMA operands whose `k` runs
//!   down dimension 0, are read from LDS in 64-bit vectors on gfx90a, not as
//!   16-bit elements;
//! - the MIR of the copies whose conversions turned gives the expected
//!   outputs bit for bit on the CTA emulator ([`tilelift_tests::emu`]: every
//!   thread of every program), for NVIDIA's 32 lanes and AMD's 64 (the
//!   matmuls whose operands turned are `amdgcn_mfma_semantics.rs`'s, with
//!   inputs whose sums are exact).

use tilelift_tests::{compile_case as compile, tests_case as case};

/// The lines of `code` whose first word starts with `prefix`.
fn count(code: &str, prefix: &str) -> usize {
    code.lines()
        .filter(|l| {
            l.split_whitespace()
                .next()
                .is_some_and(|w| w.starts_with(prefix))
        })
        .count()
}

#[test]
fn a_column_major_tile_is_stored_in_vectors() {
    let ptx = compile(
        "corpus/colmajor_to_rowmajor",
        tilelift::Target::Nvptx,
        tilelift::Emit::Ptx,
    );
    let (vector, all) = (count(&ptx, "st.shared.v4"), count(&ptx, "st.shared"));
    assert!(
        vector > 0 && vector == all,
        "{vector} of {all} shared stores are vectors"
    );
}

#[test]
fn attention_operands_are_read_from_lds_in_vectors() {
    for name in [
        "realworld/sglang_prefill_attention_fwd_d128",
        "realworld/sglang_prefill_attention_fwd",
    ] {
        let asm = compile(
            name,
            tilelift::Target::Amdgcn(tilelift::Mcpu::Gfx90a),
            tilelift::Emit::Ptx,
        );
        assert_eq!(count(&asm, "ds_read_u16"), 0, "{name}");
        assert!(count(&asm, "ds_read_b64") >= 64, "{name}");
    }
}

#[test]
fn turned_conversions_give_the_expected_outputs_on_the_cta_emulator() {
    let mut failures = Vec::new();
    for name in [
        "corpus/colmajor_to_rowmajor",
        "perfsuite/copy2d_transpose_f32_128x32_w4",
    ] {
        for (target_name, target, lanes) in tilelift_tests::emu::TARGETS {
            let mir = compile(name, target, tilelift::Emit::Mir);
            let func = tilelift_mir::parse::parse(&mir).unwrap();
            match tilelift_tests::emu::run_case(&func, &case(name), lanes) {
                Ok(differ) if differ.is_empty() => {}
                Ok(differ) => failures.push(format!("{name} ({target_name}): {differ:?}")),
                Err(e) => failures.push(format!("{name} ({target_name}): {e}")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
