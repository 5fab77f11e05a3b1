//! The performance suite (`tests/perfsuite`, written by
//! `scripts/perfsuite/generate.py`): every case's `case.json` is well formed
//! (read and checked against its kernel by the harness, a bench section of at
//! least 64 MiB of traffic, the suite's `variant` field, data files of the sizes
//! it states, a row in the suite's README); every kernel compiles for `sm_90`
//! with its case's `num_warps`, or is in [`KNOWN_GAPS`] and fails with the error
//! listed there; one kernel of every family is accepted by `ptxas`; a handful
//! of cases, one of each kind of kernel, pass the interpreter.
//!
//! Every case on the interpreter and through `ptxas`:
//! `python3 scripts/perfsuite/status.py target/release/tilelift` (STATUS.md).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde_json::Value as Json;

/// Variants the suite has at the least (issue 18 asks for 150).
const MIN_CASES: usize = 150;

/// Cases tilelift cannot compile yet, each with a piece of the error it gives:
/// real gaps, kept in the suite. A listed case that compiles fails the test (take
/// it off the list).
const KNOWN_GAPS: &[(&str, &str)] = &[];

/// Cases run on the interpreter here: a 1-D integer kernel, a row argmax, a
/// transpose with odd sizes, Philox dropout in bf16, a looped layer norm, a
/// column reduction, a rotary embedding with a masked head dimension, an
/// 8-bit integer dot and a tf32x3 dot.
const INTERPRETED: &[&str] = &[
    "int_mix_i8_b1024_w1_tail",
    "rowargmax_f16_n1000_w4",
    "copy2d_transpose_f32_32x32_w4_m100n60",
    "dropout_bf16_b1024_w4_tail",
    "layernorm_f16_n8192_w4_loop1024",
    "colmax_bf16_n300_16x128_w4",
    "rotary_f16_d80_16x64_w4",
    "dot_i8_64x64x64_w4",
    "dot_f32_tf32x3_64x64x32_w4",
];

fn suite_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("perfsuite")
}

/// Every case folder of the suite, sorted.
fn cases() -> Vec<PathBuf> {
    let cases = tilelift_tests::case_folders("perfsuite");
    assert!(
        cases.len() >= MIN_CASES,
        "{} cases in tests/perfsuite",
        cases.len()
    );
    cases
}

fn name(case: &Path) -> String {
    case.file_name().unwrap().to_string_lossy().into_owned()
}

fn json(case: &Path) -> Json {
    let text = std::fs::read_to_string(case.join("case.json")).unwrap();
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", name(case)))
}

/// Bytes of one element of a corpus dtype.
fn dtype_size(dtype: &str) -> u64 {
    match dtype {
        "fp32" | "i32" => 4,
        "fp16" | "bf16" => 2,
        "i8" => 1,
        "i64" => 8,
        other => panic!("unexpected dtype {other}"),
    }
}

/// The problems with `case`'s data files and suite fields (none: empty).
fn file_problems(case: &Path, json: &Json) -> Vec<String> {
    let mut problems = Vec::new();
    let mut expect_size = |file: &str, elements: u64, dtype: &str| {
        let want = elements * dtype_size(dtype);
        match std::fs::metadata(case.join(file)) {
            Ok(m) if m.len() == want => {}
            Ok(m) => problems.push(format!("{file}: {} bytes, want {want}", m.len())),
            Err(e) => problems.push(format!("{file}: {e}")),
        }
    };
    for arg in json["args"].as_array().expect("args") {
        if let Some(file) = arg["file"].as_str() {
            expect_size(
                file,
                arg["elements"].as_u64().unwrap(),
                arg["dtype"].as_str().unwrap(),
            );
        }
    }
    for out in json["outputs"].as_array().expect("outputs") {
        expect_size(
            out["file"].as_str().unwrap(),
            out["elements"].as_u64().unwrap(),
            out["dtype"].as_str().unwrap(),
        );
    }
    if json["outputs"].as_array().is_none_or(Vec::is_empty) {
        problems.push("no outputs to check".into());
    }
    if json["variant"]["family"].as_str().is_none_or(str::is_empty)
        || !json["variant"]["axes"].is_object()
    {
        problems.push("no \"variant\": {\"family\", \"axes\"}".into());
    }
    for file in ["kernel.ttir", "kernel.ttgir", "kernel.ptx"] {
        if !case.join(file).is_file() {
            problems.push(format!("no {file}"));
        }
    }
    problems
}

#[test]
fn every_case_json_is_well_formed() {
    let readme = std::fs::read_to_string(suite_dir().join("README.md")).expect("README.md");
    let mut problems = Vec::new();
    for case in cases() {
        let name = name(&case);
        let mut mine = file_problems(&case, &json(&case));
        match tilelift_harness::case::read(&case) {
            Ok(read) => match read.bench() {
                Ok(bench) if bench.min_bytes < 64 << 20 => {
                    mine.push(format!("bench moves only {} bytes", bench.min_bytes));
                }
                Ok(_) => {}
                Err(e) => mine.push(format!("bench: {e}")),
            },
            Err(e) => mine.push(e.to_string()),
        }
        if !readme.contains(&format!("| `{name}` |")) {
            mine.push("not in README.md (regenerate it)".into());
        }
        problems.extend(mine.into_iter().map(|p| format!("{name}: {p}")));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// `case`'s kernel compiled for sm_90 with its num_warps: its PTX, or the error.
fn compile(case: &Path) -> Result<String, String> {
    let text = std::fs::read_to_string(case.join("kernel.ttir")).unwrap();
    let options = tilelift::Options::new()
        .with_arch(tilelift::Arch::Sm90)
        .with_num_warps(tilelift_tests::num_warps(case));
    tilelift::compile_named(&text, "kernel.ttir", &options, &mut Default::default())
        .map(|k| k.code)
        .map_err(|e| e.to_string())
}

#[test]
fn every_case_compiles_or_is_a_known_gap() {
    let gaps: BTreeMap<&str, &str> = KNOWN_GAPS.iter().copied().collect();
    let mut problems = Vec::new();
    let mut seen = 0;
    for case in cases() {
        let name = name(&case);
        match (compile(&case), gaps.get(name.as_str())) {
            (Ok(_), None) => {}
            (Ok(_), Some(_)) => problems.push(format!("{name} compiles: take it off KNOWN_GAPS")),
            (Err(e), None) => problems.push(format!("{name}: {e}")),
            (Err(e), Some(want)) => {
                seen += 1;
                if !e.contains(want) {
                    problems.push(format!("{name}: the error is now `{e}`, not `{want}`"));
                }
            }
        }
    }
    assert_eq!(seen, gaps.len(), "KNOWN_GAPS names cases the suite lacks");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn ptxas_accepts_one_kernel_of_every_family() {
    let ptxas = tilelift_tests::tools::ptxas();
    let mut first = BTreeMap::new();
    for case in cases() {
        let family = json(&case)["variant"]["family"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        first.entry(family).or_insert(case);
    }
    assert!(first.len() >= 20, "{} families", first.len());
    let dir = std::env::temp_dir().join(format!("tilelift-ptxas-ps-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    for case in first.values() {
        let name = name(case);
        if KNOWN_GAPS.iter().any(|(gap, _)| *gap == name) {
            continue;
        }
        let ptx = compile(case).unwrap_or_else(|e| panic!("{name}: {e}"));
        if let Err(e) = tilelift_tests::tools::ptxas_assemble(&ptxas, &dir, &name, "sm_90", &ptx) {
            failures.push(format!("{name}:\n{e}"));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_handful_of_cases_pass_the_interpreter() {
    for case in INTERPRETED {
        let report = tilelift_interp::runner::run_case(&suite_dir().join(case))
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(!report.rows.is_empty(), "{case} checks no output");
        assert!(report.passed(), "{case}: {:?}", report.rows);
        for row in &report.rows {
            assert_eq!(row.unwritten.unwrap_or(0), 0, "{case}: {row:?}");
        }
    }
}
