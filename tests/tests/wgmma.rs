//! `tt.dot` on Hopper's `wgmma` (`lower/src/to_mir/wgmma.rs`), from TTIR for
//! sm_90: the instruction shapes Triton's own sm_90 PTX has, the PTX target
//! `sm_90a`, and the accumulator kept in flight around the loop where the
//! program has more than one warpgroup (Triton's `pendings = 1`); and the
//! cases of `tests/wgmma`
//! (`scripts/wgmma_cases.py`): right on the interpreter, accepted by ptxas,
//! and an operand converted before its loop pinned in shared memory, not
//! stored again inside it. The GPU check is `tilelift run --all tests/wgmma`.

use std::collections::BTreeSet;
use std::path::Path;
use tilelift::{compile_to, Arch, Emit, Options};

/// The matmul cases of the real-world corpus whose dots take `wgmma` (f16
/// and bf16 operands, 4 or 8 warps), the corpus's, `tests/wgmma` (8-bit
/// floats too) and the performance suite's 8-bit integer dot.
const CASES: &[&str] = &[
    "corpus/matmul_f16",
    "wgmma/dot_invariant_a_f16",
    "wgmma/dot_8warps_bf16",
    "wgmma/dot_fp8_e4m3",
    "wgmma/dot_fp8_e5m2",
    "perfsuite/dot_i8_64x64x64_w4",
    "realworld/triton_matmul_bf16_128x128x32",
    "realworld/triton_matmul_fp16_128x128x32",
    "realworld/triton_matmul_fp16_128x256x64",
    "realworld/triton_matmul_fp16_colmajor_a",
    "realworld/triton_matmul_leaky_relu",
    "realworld/sglang_prefill_attention_fwd",
    "realworld/sglang_prefill_attention_fwd_d128",
    "realworld/sglang_prefill_attention_fwd_noncausal",
    "realworld/sglang_prefill_attention_fwd_d128_noncausal",
    "realworld/vllm_prefill_attention_fwd",
];

fn case_dir(case: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(case)
}

/// Our sm_90 PTX and shared bytes for `case`, with its warps and stages.
fn compile(case: &str) -> (String, u32) {
    let dir = case_dir(case);
    let text = std::fs::read_to_string(dir.join("kernel.ttir")).unwrap();
    let meta: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("case.json")).unwrap()).unwrap();
    let field = |k: &str, d: u64| meta.get(k).and_then(|v| v.as_u64()).unwrap_or(d) as u32;
    let options = Options::new()
        .with_arch(Arch::Sm90)
        .with_num_warps(field("num_warps", 4))
        .with_num_stages(field("num_stages", 3))
        .with_debug_lines(false);
    let ptx = compile_to(
        &text,
        "kernel.ttir",
        &options,
        Emit::Ptx,
        &mut Default::default(),
    )
    .unwrap_or_else(|e| panic!("{case}: {e}"));
    let kernel =
        tilelift::compile_named(&text, "kernel.ttir", &options, &mut Default::default()).unwrap();
    (ptx, kernel.shared_bytes)
}

/// The `wgmma` forms (shape and types) that `ptx` uses.
fn forms(ptx: &str) -> BTreeSet<String> {
    ptx.lines()
        .filter_map(|l| {
            l.split_whitespace()
                .find(|w| w.starts_with("wgmma.mma_async"))
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn every_wgmma_case_passes_on_the_interpreter() {
    tilelift_tests::assert_interpreter_passes("wgmma", 5);
}

/// `dot_invariant_a_f16` converts `a` before the loop: its tile is pinned
/// (`Ctx::pin_shared`), below the pipeline's ring, and stored once, before
/// the loop; the loop stores nothing to shared memory itself (its `b` comes
/// by `cp.async`).
#[test]
fn an_operand_converted_before_the_loop_is_pinned() {
    let (ptx, _) = compile("wgmma/dot_invariant_a_f16");
    assert_eq!(
        ptx.matches("fence.proxy.async.shared::cta;").count(),
        1,
        "{ptx}"
    );
    // The block of the `wgmma`s: from the label before the first to the
    // label after it.
    let at = ptx.find("wgmma.mma_async").expect("a wgmma");
    let start = ptx[..at].rfind("$L__BB").expect("a loop body");
    let end = ptx[at..].find("$L__BB").map_or(ptx.len(), |e| at + e);
    assert!(!ptx[start..end].contains("st.shared"), "{ptx}");
    let ptxas = tilelift_tests::tools::ptxas();
    let dir = std::env::temp_dir().join(format!("tilelift-wgmma-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for case in CASES {
        let (ptx, _) = compile(case);
        let stem = case.replace('/', "_");
        tilelift_tests::tools::ptxas_assemble(&ptxas, &dir, &stem, "sm_90", &ptx)
            .unwrap_or_else(|e| panic!("{case}: {e}"));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_shapes_are_tritons() {
    for case in CASES {
        let (ours, _) = compile(case);
        let theirs = std::fs::read_to_string(case_dir(case).join("kernel.ptx")).unwrap();
        assert!(ours.contains("\n.target sm_90a"), "{case}");
        let want = forms(&theirs);
        assert!(!want.is_empty(), "{case}: Triton's PTX has no wgmma");
        assert_eq!(forms(&ours), want, "{case}");
    }
}

/// With 8 warps the accumulator stays in flight (`wait_group 1` in the loop,
/// `wait_group 0` after it, and a barrier before the copies that overwrite
/// the stage the previous iteration read); with 4 each iteration waits for
/// its own `wgmma`s. The ring has `num_stages` stages either way.
#[test]
fn two_warpgroups_keep_the_accumulator_in_flight() {
    let in_flight = |ptx: &str| ptx.contains("wgmma.wait_group.sync.aligned \t1;");
    let (ptx, shared) = compile("realworld/triton_matmul_fp16_128x256x64");
    assert!(in_flight(&ptx));
    // 3 stages of 128x64 and 64x256 f16 tiles.
    assert_eq!(shared, 3 * (128 * 64 + 64 * 256) * 2);
    let (ptx, shared) = compile("realworld/triton_matmul_fp16_128x128x32");
    assert!(!in_flight(&ptx));
    assert_eq!(shared, 4 * (128 * 32 + 32 * 128) * 2);
}

/// Attention's chained dots from TTIR: `q k^T` reads both tiles from shared
/// memory, `p v` reads `p` from registers (the `wgmma` `A` fragment: `}, {`
/// in the PTX), as many of each as Triton's own PTX has.
#[test]
fn attention_reads_p_from_registers_as_triton() {
    let count = |ptx: &str, regs: bool| {
        ptx.lines()
            .filter(|l| l.contains("wgmma.mma_async") && l.contains("}, {") == regs)
            .count()
    };
    for case in CASES.iter().filter(|c| c.contains("attention")) {
        let (ours, _) = compile(case);
        let theirs = std::fs::read_to_string(case_dir(case).join("kernel.ptx")).unwrap();
        for regs in [false, true] {
            assert_eq!(count(&ours, regs), count(&theirs, regs), "{case} {regs}");
        }
        assert!(count(&ours, true) > 0, "{case}");
    }
}

/// A dot into an `f16` accumulator (`tests/wgmma/dot_f16_acc`,
/// `out_dtype=tl.float16`) is computed with an `f32` accumulator and rounded
/// back (`tilelift_lower::widen`), on `wgmma` for sm_90 and `mma.sync` for
/// sm_80; ptxas accepts both. (Not among `CASES`: Triton's PTX accumulates in
/// `f16` on `wgmma`, a form ours does not have.)
#[test]
fn an_f16_accumulator_is_computed_in_f32_and_rounded_back() {
    let text = std::fs::read_to_string(case_dir("wgmma/dot_f16_acc").join("kernel.ttir")).unwrap();
    let ptxas = tilelift_tests::tools::ptxas();
    let dir = std::env::temp_dir().join(format!("tilelift-f16acc-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (arch, name, form) in [
        (
            Arch::Sm90,
            "sm_90a",
            "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16",
        ),
        (
            Arch::Sm80,
            "sm_80",
            "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32",
        ),
    ] {
        let options = Options::new().with_arch(arch).with_debug_lines(false);
        let ptx = compile_to(
            &text,
            "kernel.ttir",
            &options,
            Emit::Ptx,
            &mut Default::default(),
        )
        .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(ptx.contains(form), "{name}: {ptx}");
        assert!(ptx.contains("cvt.rn.f16.f32"), "{name}: {ptx}");
        tilelift_tests::tools::ptxas_assemble(&ptxas, &dir, "dot_f16_acc", name, &ptx)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
    }
    let _ = std::fs::remove_dir_all(&dir);
}
