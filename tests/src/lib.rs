//! `tilelift-tests`: integration tests over the corpus in `tests/corpus/`.
//!
//! The tests live in `tests/tests/`; this library holds what several of them
//! need to find the corpus, and the filetest runner ([`filetest`]).

pub mod emu;
pub mod filetest;
pub mod fuzz;
pub mod gen;
pub mod libdevice;

pub mod tools;

use std::path::{Path, PathBuf};

/// The corpus folder, `tests/corpus`.
pub fn corpus_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpus")
}

/// The folder of corpus case `case`.
pub fn case_dir(case: &str) -> PathBuf {
    corpus_dir().join(case)
}

/// The text of file `file` of corpus case `case`.
pub fn read(case: &str, file: &str) -> String {
    std::fs::read_to_string(case_dir(case).join(file))
        .unwrap_or_else(|e| panic!("{case}/{file}: {e}"))
}

/// The case folder at `path` under `tests/` (`corpus/NAME`,
/// `perfsuite/NAME`, ...).
pub fn tests_case(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(path)
}

/// The `kernel.ttir` of the case at `path` under `tests/` ([`tests_case`])
/// compiled for `target` with the case's `num_warps`, as `emit` says.
pub fn compile_case(path: &str, target: tilelift::Target, emit: tilelift::Emit) -> String {
    let case = tests_case(path);
    let text = std::fs::read_to_string(case.join("kernel.ttir"))
        .unwrap_or_else(|e| panic!("{path}/kernel.ttir: {e}"));
    let options = tilelift::Options::new()
        .with_target(target)
        .with_num_warps(num_warps(&case));
    tilelift::compile_to(
        &text,
        "kernel.ttir",
        &options,
        emit,
        &mut Default::default(),
    )
    .unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Every case folder of the corpus, sorted by name.
pub fn case_dirs() -> Vec<PathBuf> {
    case_folders("corpus")
}

/// Every case folder (one holding a `case.json`) of `tests/<collection>`
/// (`corpus`, `realworld`, `perfsuite`), sorted by name.
pub fn case_folders(collection: &str) -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(collection);
    let mut cases: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("tests/{collection}: {e}"))
        .map(|e| e.expect("a readable entry").path())
        .filter(|p| p.join("case.json").is_file())
        .collect();
    cases.sort();
    cases
}

/// Runs every case of `tests/<collection>` on the reference interpreter and
/// asserts that there are at least `at_least`, that each passes, checks some
/// output and leaves none of it unwritten. Returns the reports.
pub fn assert_interpreter_passes(
    collection: &str,
    at_least: usize,
) -> Vec<tilelift_harness::CaseReport> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(collection);
    let results = tilelift_interp::runner::run_all(&dir)
        .unwrap_or_else(|e| panic!("tests/{collection} is not readable: {e}"));
    let table = tilelift_harness::format_table(&results);
    assert!(results.len() >= at_least, "{table}");
    let mut reports = Vec::with_capacity(results.len());
    for result in results {
        let report = result.unwrap_or_else(|e| panic!("{e}\n{table}"));
        assert!(report.passed(), "{table}");
        assert!(!report.rows.is_empty(), "{} checks no output", report.case);
        for row in &report.rows {
            assert!(row.unwritten.unwrap_or(0) == 0, "{}: {row:?}", report.case);
        }
        reports.push(report);
    }
    reports
}

/// The `num_warps` of a case, from its `case.json`.
pub fn num_warps(case: &Path) -> u32 {
    let json = std::fs::read_to_string(case.join("case.json")).expect("case.json exists");
    let json: serde_json::Value = serde_json::from_str(&json).expect("case.json is JSON");
    json["num_warps"].as_u64().expect("case.json has num_warps") as u32
}

/// Where `printed` first differs from `expected`, line by line, for a
/// round-trip test's message.
pub fn first_difference(expected: &str, printed: &str) -> String {
    for (i, (la, lb)) in expected.lines().zip(printed.lines()).enumerate() {
        if la != lb {
            return format!("line {}:\n  expected: {la}\n  printed:  {lb}", i + 1);
        }
    }
    format!(
        "lengths differ: {} vs {} lines",
        expected.lines().count(),
        printed.lines().count()
    )
}
