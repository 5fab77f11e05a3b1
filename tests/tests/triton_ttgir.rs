//! Triton's own TTGIR, with its shared-memory buffers and asynchronous copies
//! (`ttg.local_alloc`, `ttg.local_load`, `ttg.memdesc_index`,
//! `ttg.async_copy_global_to_local`, `ttg.async_wait`, ...), through tilelift:
//!
//! - every `kernel.sm80.ttgir` of the corpus and the real-world corpus
//!   (Triton 3.6's TTGIR for `sm_80`, after its pipeliner), and every
//!   `kernel.ttgir` (Triton's `sm_90` TTGIR, Hopper's `wgmma` included)
//!   with shared-memory buffers that tilelift lowers (not: tf32 operands),
//!   compiles, and `ptxas` accepts
//!   the PTX (for `sm_90a` where it has `wgmma`);
//! - the interpreter runs each case from its `kernel.sm80.ttgir` and gets the
//!   expected outputs (numpy's, not Triton's);
//! - our code has as many `cp.async` and `mma.sync` as Triton's own PTX of
//!   the same TTGIR.
//!
//! The GPU check is `tilelift run --all tests/realworld --kernel-file
//! kernel.sm80.ttgir` (and `tests/corpus`); BENCHMARKS.md has the runs.

use std::path::{Path, PathBuf};

/// The case folders of the corpus and the real-world corpus.
fn all_cases() -> Vec<PathBuf> {
    let mut cases = tilelift_tests::case_dirs();
    cases.extend(tilelift_tests::case_folders("realworld"));
    cases
}

fn name(case: &Path) -> String {
    case.file_name().unwrap().to_string_lossy().into_owned()
}

/// The TTGIR files of Triton's own pipeline: `(case, file, arch)`, for each
/// case with a `kernel.sm80.ttgir`, and each `kernel.ttgir` with a
/// `ttg.local_alloc`, but those whose `wgmma` reads tf32.
fn triton_files() -> Vec<(PathBuf, &'static str, tilelift::Arch)> {
    let mut out = Vec::new();
    for case in all_cases() {
        if case.join("kernel.sm80.ttgir").is_file() {
            out.push((case.clone(), "kernel.sm80.ttgir", tilelift::Arch::Sm80));
        }
        let sm90 = std::fs::read_to_string(case.join("kernel.ttgir")).unwrap_or_default();
        let tf32 = sm90.contains("ttng.warp_group_dot") && sm90.contains("xf32, #shared");
        if sm90.contains("ttg.local_alloc") && !tf32 {
            out.push((case, "kernel.ttgir", tilelift::Arch::Sm90));
        }
    }
    out
}

fn compile(case: &Path, file: &str, arch: tilelift::Arch) -> Result<tilelift::Kernel, String> {
    let text = std::fs::read_to_string(case.join(file)).unwrap();
    let path = case.join(file).display().to_string();
    let options = tilelift::Options::new().with_arch(arch);
    tilelift::compile_named(&text, &path, &options, &mut Default::default())
        .map_err(|e| e.to_string())
}

#[test]
fn triton_pipelined_ttgir_compiles_and_ptxas_accepts_it() {
    let ptxas = tilelift_tests::tools::ptxas();
    let dir = std::env::temp_dir().join(format!("tilelift-triton-ttgir-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let files = triton_files();
    let mut failures = Vec::new();
    for (case, file, arch) in &files {
        let label = format!("{}/{file}", name(case));
        match compile(case, file, *arch) {
            Ok(k) => {
                let stem = format!("{}_{}", name(case), file.replace('.', "_"));
                let arch_name = match arch {
                    tilelift::Arch::Sm80 => "sm_80",
                    _ => "sm_90",
                };
                if let Err(e) =
                    tilelift_tests::tools::ptxas_assemble(&ptxas, &dir, &stem, arch_name, &k.code)
                {
                    failures.push(format!("{label}: ptxas: {e}"));
                }
            }
            Err(e) => failures.push(format!("{label}: {e}")),
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // The fourteen `kernel.sm80.ttgir` files and the `sm_90` TTGIR of the FMA
    // matmul and the fused softmax, at the least.
    assert!(files.len() >= 16, "{} files: {files:?}", files.len());
}

/// Triton's Hopper TTGIR of `matmul_f16` becomes `wgmma` code for `sm_90a`
/// with Triton's descriptors (`a` K-major with the 64-byte swizzle, `b`
/// N-major with the 128-byte one, as Triton's `kernel.ptx`); so does
/// attention's, whose second `wgmma` reads `p` from registers (four `b32`
/// words of `a`, no `imm-trans-a`), as in Triton's `kernel.ptx`.
#[test]
fn hopper_ttgir_compiles_to_wgmma() {
    let case = tilelift_tests::case_dir("matmul_f16");
    let ptx = compile(&case, "kernel.ttgir", tilelift::Arch::Sm90)
        .unwrap()
        .code;
    assert!(ptx.contains("\n.target sm_90a"), "{ptx}");
    let wgmma = ptx
        .lines()
        .filter(|l| l.contains("wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16"))
        .count();
    assert_eq!(wgmma, 2);
    assert!(ptx.contains(", 1, 1, 0, 1;"), "a K-major, b N-major: {ptx}");
    // Swizzle 64 (mode 2), stride 512 bytes; swizzle 128 (mode 1), stride 1024.
    for high in [0x8000_0020_0000_0000u64, 0x4000_0040_0000_0000] {
        assert!(
            ptx.contains(&high.to_string()) || ptx.contains(&(high as i64).to_string()),
            "{high:#x}: {ptx}"
        );
    }
    let attention = tilelift_tests::case_folders("realworld")
        .into_iter()
        .find(|c| name(c) == "sglang_prefill_attention_fwd")
        .unwrap();
    let ptx = compile(&attention, "kernel.ttgir", tilelift::Arch::Sm90)
        .unwrap()
        .code;
    let count = |text: &str, shape: &str, regs: bool| {
        text.lines()
            .filter(|l| l.contains(shape) && l.contains("}, {") == regs)
            .count()
    };
    let tritons = std::fs::read_to_string(attention.join("kernel.ptx")).unwrap();
    for (shape, regs) in [("m64n128k16", false), ("m64n64k16", true)] {
        assert_eq!(
            count(&ptx, shape, regs),
            count(&tritons, shape, regs),
            "{shape}: {ptx}"
        );
    }
    assert_eq!(count(&ptx, "m64n64k16", true), 16);
}

#[test]
fn the_interpreter_runs_triton_ttgir_right() {
    let mut ran = Vec::new();
    let mut failures = Vec::new();
    for case in all_cases() {
        if !case.join("kernel.sm80.ttgir").is_file() {
            continue;
        }
        match tilelift_interp::runner::run_case_with_kernel(&case, "kernel.sm80.ttgir") {
            Ok(report) if report.passed() => ran.push(name(&case)),
            Ok(report) => failures.push(format!("{}: {report:?}", name(&case))),
            Err(e) => failures.push(e.to_string()),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(ran.len(), 15, "{ran:?}");
}

/// `cp.async` and `mma.sync` instructions in Triton 3.6's PTX of each
/// `kernel.sm80.ttgir` (`triton.compile(path, target=GPUTarget("cuda", 80,
/// 32))`, counted with `grep -c`): our code from the same TTGIR has as many.
const TRITON_COUNTS: &[(&str, usize, usize)] = &[
    ("matmul_f16", 6, 16),
    ("matmul_f32_ieee", 24, 0),
    ("sglang_prefill_attention_fwd", 0, 256),
    ("sglang_prefill_attention_fwd_d128", 0, 256),
    ("sglang_prefill_attention_fwd_d128_noncausal", 0, 256),
    ("sglang_prefill_attention_fwd_noncausal", 0, 256),
    ("triton_fused_softmax", 16, 0),
    ("triton_matmul_bf16_128x128x32", 32, 64),
    ("triton_matmul_fp16_128x128x32", 32, 64),
    ("triton_matmul_fp16_128x256x64", 36, 128),
    ("triton_matmul_fp16_64x32x32_odd", 0, 16),
    ("triton_matmul_fp16_colmajor_a", 24, 32),
    ("triton_matmul_leaky_relu", 36, 128),
    ("triton_matmul_tf32_128x64x32", 48, 64),
    ("vllm_prefill_attention_fwd", 0, 256),
];

#[test]
fn copies_and_mmas_are_as_many_as_tritons() {
    for &(case, copies, mmas) in TRITON_COUNTS {
        let dir = all_cases()
            .into_iter()
            .find(|c| name(c) == case)
            .unwrap_or_else(|| panic!("no case {case}"));
        let ptx = compile(&dir, "kernel.sm80.ttgir", tilelift::Arch::Sm80)
            .unwrap()
            .code;
        let count = |pats: &[&str]| {
            let starts = |l: &str| pats.iter().any(|p| l.trim_start().starts_with(p));
            ptx.lines().filter(|l| starts(l)).count()
        };
        let ours = (
            count(&["cp.async.cg.", "cp.async.ca."]),
            count(&["mma.sync."]),
        );
        assert_eq!(ours, (copies, mmas), "{case}: (cp.async, mma.sync)");
    }
}

/// Triton's sm_80 TTGIR of the 8-bit integer dot of the performance suite
/// (`tests/perfsuite/dot_i8_64x64x64_w4`: `ttg.local_load` to `#ttg.dot_op`
/// with `kWidth = 4`, an `i32` `#mma` accumulator) compiles with as many
/// `mma.sync` as Triton's PTX of it (16, `m16n8k32`; Triton does not pipeline
/// this loop: no `cp.async`), `ptxas` accepts it, and the interpreter gets the
/// expected outputs from it.
#[test]
fn triton_i8_ttgir_compiles_and_runs_right() {
    let case = Path::new(env!("CARGO_MANIFEST_DIR")).join("perfsuite/dot_i8_64x64x64_w4");
    let ptx = compile(&case, "kernel.sm80.ttgir", tilelift::Arch::Sm80)
        .unwrap()
        .code;
    let count = |p: &str| {
        ptx.lines()
            .filter(|l| l.trim_start().starts_with(p))
            .count()
    };
    assert_eq!(
        count("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32"),
        16
    );
    assert_eq!(count("mma.sync"), 16);
    assert_eq!(count("cp.async.cg.") + count("cp.async.ca."), 0);
    let ptxas = tilelift_tests::tools::ptxas();
    let dir = std::env::temp_dir().join(format!("tilelift-triton-i8-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let assembled = tilelift_tests::tools::ptxas_assemble(&ptxas, &dir, "dot_i8", "sm_80", &ptx);
    let _ = std::fs::remove_dir_all(&dir);
    assembled.unwrap();
    let report = tilelift_interp::runner::run_case_with_kernel(&case, "kernel.sm80.ttgir").unwrap();
    assert!(report.passed(), "{report:?}");
}
