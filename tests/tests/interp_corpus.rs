//! Every corpus case passes on the reference interpreter, as
//! `tilelift interp --all tests/corpus` runs them.

use std::path::Path;
use tilelift_harness::case::find_cases;
use tilelift_harness::format_table;
use tilelift_interp::runner::run_all;

fn corpus() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/corpus"))
}

#[test]
fn every_corpus_case_passes() {
    let results = run_all(corpus()).expect("the corpus folder is readable");
    let table = format_table(&results);
    assert!(results.len() >= 16, "{table}");
    for result in &results {
        let report = result.as_ref().unwrap_or_else(|e| panic!("{e}\n{table}"));
        assert!(report.passed(), "{table}");
        assert!(!report.rows.is_empty(), "{} checks no output", report.case);
    }
    let closing = format!("{} passed, 0 failed\n", results.len());
    assert!(table.ends_with(&closing), "{table}");
}

#[test]
fn poisoned_outputs_are_fully_written() {
    // Every output the corpus poisons must be written in full by both runs.
    for case in find_cases(corpus()).unwrap() {
        let report = tilelift_interp::runner::run_case(&case).unwrap();
        for row in &report.rows {
            assert!(row.unwritten.unwrap_or(0) == 0, "{}: {row:?}", report.case);
        }
    }
}
