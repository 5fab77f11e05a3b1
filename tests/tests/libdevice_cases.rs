//! The libdevice cases of `tests/libdevice` (`scripts/libdevice_cases.py`:
//! expected outputs from exact rationals and mpmath, not from tilelift) pass
//! on the reference interpreter, as `tilelift interp --all tests/libdevice`
//! runs them; `tilelift run --all tests/libdevice` runs them on a GPU.

use std::path::Path;
use tilelift_harness::format_table;
use tilelift_interp::runner::run_all;

#[test]
fn every_libdevice_case_passes_on_the_interpreter() {
    let dir = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/libdevice"));
    let results = run_all(dir).expect("tests/libdevice is readable");
    let table = format_table(&results);
    assert!(results.len() >= 80, "{table}");
    for result in &results {
        let report = result.as_ref().unwrap_or_else(|e| panic!("{e}\n{table}"));
        assert!(report.passed(), "{table}");
        assert!(!report.rows.is_empty(), "{} checks no output", report.case);
        for row in &report.rows {
            assert!(row.unwritten.unwrap_or(0) == 0, "{}: {row:?}", report.case);
        }
    }
}
