//! Wave64 layouts against Triton's AMD backend: for every corpus and
//! real-world kernel in `tests/golden/hip_layouts.txt` (the blocked, slice and
//! linear layouts Triton 3.6's `ttgir` stage defines for `hip:gfx90a`, 64
//! threads per warp, made by `scripts/hip_layouts.py`), the layouts tilelift's
//! `--emit ttgir --target amdgcn-amd-amdhsa` defines are the same set.
//! Kernels that differ are listed in `EXPECTED_DIFFERENT` with the reason.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Kernels whose layouts differ from Triton's AMD backend, and why.
const EXPECTED_DIFFERENT: &[(&str, &str)] = &[
    (
        "realworld/triton_matmul_tf32_128x64x32",
        "the MFMA layouts are Triton's; tilelift converts the f16 result \
         through one more blocked layout (sizePerThread [1, 8]) before the \
         store",
    ),
    (
        "realworld/triton_matmul_fp16_64x32x32_odd",
        "the MFMA layouts are Triton's; the layout of one operand load \
         differs (Triton's has order [0, 1], K fastest)",
    ),
    (
        "realworld/triton_matmul_fp16_colmajor_a",
        "the MFMA layouts are Triton's; tilelift converts the accumulator \
         through one more blocked layout before the store",
    ),
    (
        "realworld/flashattn_rotary",
        "a 3-d layout after tt.join/tt.reshape: tilelift's order differs \
         from Triton's the same way for sm_90 (32 lanes), not a wave64 matter",
    ),
    (
        "realworld/flashattn_rotary_interleaved",
        "as flashattn_rotary",
    ),
];

fn tests_dir() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR")))
}

fn ours(case: &str) -> BTreeSet<String> {
    let dir = tests_dir().join(case);
    let text = std::fs::read_to_string(dir.join("kernel.ttir")).unwrap();
    let warps = tilelift_tests::num_warps(&dir);
    let options = tilelift::Options::new()
        .with_target(tilelift::Target::Amdgcn(tilelift::Mcpu::Gfx90a))
        .with_num_warps(warps);
    let ttgir = tilelift::compile_to(
        &text,
        "kernel.ttir",
        &options,
        tilelift::Emit::Ttgir,
        &mut Default::default(),
    )
    .unwrap_or_else(|e| panic!("{case}: {e}"));
    ttgir
        .lines()
        .filter(|l| l.starts_with('#'))
        .filter_map(|l| l.split_once(" = ").map(|(_, v)| v))
        .filter(|v| {
            ["#ttg.blocked<", "#ttg.slice<", "#ttg.linear<"]
                .iter()
                .any(|p| v.starts_with(p))
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn wave64_layouts_match_tritons_amd_backend() {
    let golden = std::fs::read_to_string(tests_dir().join("golden/hip_layouts.txt")).unwrap();
    let mut triton: BTreeMap<&str, BTreeSet<String>> = BTreeMap::new();
    for line in golden.lines().filter(|l| !l.is_empty()) {
        let (case, layout) = line.split_once(' ').unwrap();
        triton.entry(case).or_default().insert(layout.to_string());
    }
    assert!(
        triton.len() >= 90,
        "only {} kernels in the golden file",
        triton.len()
    );
    let mut same = 0;
    let mut failures = Vec::new();
    for (case, theirs) in &triton {
        let mine = ours(case);
        let expected_different = EXPECTED_DIFFERENT.iter().any(|(c, _)| c == case);
        match (mine == *theirs, expected_different) {
            (true, false) => same += 1,
            (false, true) => {}
            (true, true) => failures.push(format!(
                "{case}: now the same; remove it from EXPECTED_DIFFERENT"
            )),
            (false, false) => {
                failures.push(format!("{case}:\n  Triton: {theirs:?}\n  ours:   {mine:?}"))
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(same >= 80, "only {same} kernels compared equal");
}

/// Dot kernels whose MFMA layouts differ from Triton's AMD backend, and why.
const MFMA_EXPECTED_DIFFERENT: &[(&str, &str)] = &[];

/// Our `tt.dot` operand layouts for `case` on `mcpu`, the `#ttg.amd_mfma`
/// parent written out (the form of `tests/golden/hip_mfma.txt`).
fn our_dot_layouts(case: &str, mcpu: tilelift::Mcpu) -> BTreeSet<String> {
    let dir = tests_dir().join(case);
    let text = std::fs::read_to_string(dir.join("kernel.ttir")).unwrap();
    let options = tilelift::Options::new()
        .with_target(tilelift::Target::Amdgcn(mcpu))
        .with_num_warps(tilelift_tests::num_warps(&dir));
    let ttgir = tilelift::compile_to(
        &text,
        "kernel.ttir",
        &options,
        tilelift::Emit::Ttgir,
        &mut Default::default(),
    )
    .unwrap_or_else(|e| panic!("{case}: {e}"));
    let aliases: BTreeMap<&str, &str> = ttgir
        .lines()
        .filter_map(|l| l.split_once(" = "))
        .filter(|(_, v)| v.starts_with("#ttg.amd_mfma<"))
        .collect();
    let mut found = BTreeSet::new();
    for line in ttgir.lines().filter(|l| l.contains("tt.dot ")) {
        for piece in line.split("#ttg.dot_op<{opIdx = ").skip(1) {
            let (op, rest) = piece.split_once(", parent = ").unwrap();
            let (parent, rest) = rest.split_once(", kWidth = ").unwrap_or((rest, "0}"));
            let k = rest.split('}').next().unwrap();
            let parent = aliases.get(parent).copied().unwrap_or(parent);
            found.insert(format!(
                "dot_op<opIdx = {op}, kWidth = {k}, parent = {parent}>"
            ));
        }
    }
    found
}

#[test]
fn mfma_layouts_match_tritons_amd_backend() {
    let golden = std::fs::read_to_string(tests_dir().join("golden/hip_mfma.txt")).unwrap();
    let mut triton: BTreeMap<(&str, &str), BTreeSet<String>> = BTreeMap::new();
    for line in golden.lines().filter(|l| !l.is_empty()) {
        let mut parts = line.splitn(3, ' ');
        let (arch, case, layout) = (
            parts.next().unwrap(),
            parts.next().unwrap(),
            parts.next().unwrap(),
        );
        triton
            .entry((arch, case))
            .or_default()
            .insert(layout.to_string());
    }
    let mut same = 0;
    let mut failures = Vec::new();
    for (&(arch, case), theirs) in &triton {
        let mcpu = tilelift::Mcpu::from_name(arch).unwrap();
        let mine = our_dot_layouts(case, mcpu);
        let expected_different = MFMA_EXPECTED_DIFFERENT.iter().any(|(c, _)| *c == case);
        match (mine == *theirs, expected_different) {
            (true, false) => same += 1,
            (false, true) => {}
            (true, true) => failures.push(format!("{arch} {case}: now the same")),
            (false, false) => failures.push(format!(
                "{arch} {case}:\n  Triton: {theirs:#?}\n  ours:   {mine:#?}"
            )),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // 14 dot kernels of the corpora (f16, bf16, f32), on both processors.
    assert!(same >= 28, "only {same} compared equal");
}
