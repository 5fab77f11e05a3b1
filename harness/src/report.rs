//! Comparing a case's outputs with the expected files, and the table
//! `tilelift interp` and `tilelift run` print.
//!
//! Both sides are read as `f64` (`bf16` as the upper half of a binary32) and every
//! element must satisfy `|got - expected| <= atol + rtol · |expected|`, as the
//! corpus README says; a NaN in `got` fails. Integers are compared exactly as
//! integers (their tolerances are zero), so `i64` values beyond 2^53 compare
//! exactly too.
//!
//! The maximum relative error is taken over the elements whose expected value is
//! not zero. An element counts as unwritten when it still holds the poison
//! pattern: all `0xFF` bytes after the run on a `0xFF`-filled buffer and all zero
//! bytes after the run on a zero-filled one.

use crate::case::{CaseError, Dtype};
use std::fmt::Write;

/// The comparison of one output buffer (over every run of the case).
#[derive(Clone, Debug, PartialEq)]
pub struct OutputRow {
    /// The output's name (its argument name).
    pub output: String,
    /// The largest `|got - expected|`.
    pub max_abs: f64,
    /// The largest `|got - expected| / |expected|` over nonzero expected values.
    pub max_rel: f64,
    /// Elements the kernel left unwritten (`None` when the buffer was not poisoned).
    pub unwritten: Option<usize>,
    /// Elements outside the tolerance (NaNs included).
    pub mismatched: usize,
}

impl OutputRow {
    /// Whether every element is within the tolerance and none is unwritten.
    pub fn passed(&self) -> bool {
        self.mismatched == 0 && self.unwritten.unwrap_or(0) == 0
    }
}

/// The outcome of one case.
#[derive(Clone, Debug, PartialEq)]
pub struct CaseReport {
    /// The case's name (its folder).
    pub case: String,
    /// One row per output.
    pub rows: Vec<OutputRow>,
    /// Failures outside the outputs (an input buffer the kernel changed).
    pub problems: Vec<String>,
}

impl CaseReport {
    /// Whether every output passed and nothing else went wrong.
    pub fn passed(&self) -> bool {
        self.problems.is_empty() && self.rows.iter().all(OutputRow::passed)
    }
}

/// The statistics of one comparison.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Stats {
    /// The largest absolute error.
    pub max_abs: f64,
    /// The largest relative error.
    pub max_rel: f64,
    /// Elements outside the tolerance.
    pub mismatched: usize,
}

impl Stats {
    /// The worse of two comparisons, element by element maxima.
    pub fn merge(self, other: Stats) -> Stats {
        Stats {
            max_abs: self.max_abs.max(other.max_abs),
            max_rel: self.max_rel.max(other.max_rel),
            mismatched: self.mismatched.max(other.mismatched),
        }
    }
}

/// Compares `got` with `expected`, both raw little-endian arrays of `dtype`.
pub fn compare(dtype: Dtype, expected: &[u8], got: &[u8], rtol: f64, atol: f64) -> Stats {
    let size = dtype.size();
    let mut stats = Stats::default();
    for (e, g) in expected.chunks_exact(size).zip(got.chunks_exact(size)) {
        let (abs, scale, nan) = match dtype.is_float() {
            true => {
                let (e, g) = (dtype.float_value(e), dtype.float_value(g));
                ((g - e).abs(), e.abs(), g.is_nan())
            }
            false => {
                let (e, g) = (dtype.int_value(e), dtype.int_value(g));
                (
                    (i128::from(g) - i128::from(e)).abs() as f64,
                    (e as f64).abs(),
                    false,
                )
            }
        };
        if nan || abs > atol + rtol * scale {
            stats.mismatched += 1;
        }
        stats.max_abs = stats.max_abs.max(if nan { f64::INFINITY } else { abs });
        if scale > 0.0 {
            stats.max_rel = stats
                .max_rel
                .max(if nan { f64::INFINITY } else { abs / scale });
        }
    }
    stats
}

/// The elements of size `size` that are all `0xFF` in `ones_run` and all zero in
/// `zeros_run`.
pub fn count_unwritten(size: usize, ones_run: &[u8], zeros_run: &[u8]) -> usize {
    ones_run
        .chunks_exact(size)
        .zip(zeros_run.chunks_exact(size))
        .filter(|(a, b)| a.iter().all(|&x| x == 0xFF) && b.iter().all(|&x| x == 0))
        .count()
}

/// A number for the table: `0` for zero, otherwise three significant digits.
fn number(x: f64) -> String {
    if x == 0.0 {
        "0".into()
    } else {
        format!("{x:.3e}")
    }
}

const HEADER: [&str; 6] = [
    "case",
    "output",
    "max abs err",
    "max rel err",
    "unwritten",
    "result",
];

fn row_line(out: &mut String, cells: [&str; 6]) {
    let [case, output, abs, rel, unwritten, result] = cells;
    let _ = writeln!(
        out,
        "{case:<24} {output:<16} {abs:>12} {rel:>12} {unwritten:>10}  {result}"
    );
}

/// The table of `tilelift interp`: a header, a row per output (or a row with the
/// error of a case that could not run), and a closing `N passed, M failed` line
/// that counts cases.
pub fn format_table(results: &[Result<CaseReport, CaseError>]) -> String {
    let mut out = String::new();
    row_line(&mut out, HEADER);
    for result in results {
        match result {
            Ok(report) => report_lines(&mut out, report),
            Err(err) => {
                let _ = writeln!(out, "{:<24} FAIL: {}", err.case, err.message);
            }
        }
    }
    let passed = results
        .iter()
        .filter(|r| r.as_ref().is_ok_and(CaseReport::passed))
        .count();
    let _ = writeln!(out, "{passed} passed, {} failed", results.len() - passed);
    out
}

fn report_lines(out: &mut String, report: &CaseReport) {
    for row in &report.rows {
        let unwritten = row.unwritten.map_or("-".into(), |n| n.to_string());
        let result = match (row.passed(), row.mismatched) {
            (true, _) => "pass".to_string(),
            (false, 0) => "FAIL".to_string(),
            (false, n) => format!("FAIL ({n} elements out of tolerance)"),
        };
        let (abs, rel) = (number(row.max_abs), number(row.max_rel));
        row_line(
            out,
            [&report.case, &row.output, &abs, &rel, &unwritten, &result],
        );
    }
    for problem in &report.problems {
        let _ = writeln!(out, "{:<24} FAIL: {problem}", report.case);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32_bytes(values: &[f32]) -> Vec<u8> {
        values.iter().flat_map(|v| v.to_le_bytes()).collect()
    }

    #[test]
    fn tolerances_and_nans() {
        let expected = f32_bytes(&[1.0, 2.0, 0.0]);
        let close = f32_bytes(&[1.0, 2.0001, 1e-7]);
        let stats = compare(Dtype::F32, &expected, &close, 1e-4, 1e-6);
        assert_eq!(stats.mismatched, 0);
        assert!((stats.max_rel - 5e-5).abs() < 1e-6, "{stats:?}");
        let far = compare(Dtype::F32, &expected, &close, 1e-5, 0.0);
        assert_eq!(far.mismatched, 2);
        let nan = compare(
            Dtype::F32,
            &expected,
            &f32_bytes(&[f32::NAN, 2.0, 0.0]),
            1.0,
            1.0,
        );
        assert_eq!(nan.mismatched, 1);
    }

    #[test]
    fn integers_compare_exactly_and_unwritten_counts() {
        let a: Vec<u8> = [i64::MAX, 1].iter().flat_map(|v| v.to_le_bytes()).collect();
        let b: Vec<u8> = [i64::MAX - 1, 1]
            .iter()
            .flat_map(|v| v.to_le_bytes())
            .collect();
        let stats = compare(Dtype::I64, &a, &b, 0.0, 0.0);
        assert_eq!((stats.mismatched, stats.max_abs), (1, 1.0));
        let ones = [0xFF, 0xFF, 0xFF, 0xFF, 1, 0, 0, 0];
        let zeros = [0, 0, 0, 0, 1, 0, 0, 0];
        assert_eq!(count_unwritten(4, &ones, &zeros), 1);
    }

    #[test]
    fn the_table_ends_with_the_counts() {
        let row = OutputRow {
            output: "out".into(),
            max_abs: 0.0,
            max_rel: 0.0,
            unwritten: Some(0),
            mismatched: 0,
        };
        let good = CaseReport {
            case: "a".into(),
            rows: vec![row.clone()],
            problems: vec![],
        };
        let bad = CaseError {
            case: "b".into(),
            message: "error: no case.json".into(),
        };
        let table = format_table(&[Ok(good), Err(bad)]);
        assert!(table.ends_with("1 passed, 1 failed\n"), "{table}");
        assert!(table.contains("pass"));
        assert!(
            table.contains("b                        FAIL: error: no case.json"),
            "{table}"
        );
    }
}
