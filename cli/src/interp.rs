//! `tilelift interp`: runs corpus cases on the reference interpreter.

use super::run::selected_cases;
use std::path::Path;
use std::process::ExitCode;
use tilelift::harness::format_table;
use tilelift::interp::runner::run_case_with_kernel;

/// Runs one case folder, or every case under `path` with `all`, each with its
/// kernel from `kernel_file`; prints the table and returns the exit code:
/// success only when every case passed.
pub fn interp(path: &Path, all: bool, kernel_file: &str) -> ExitCode {
    let Some(dirs) = selected_cases(path, all, kernel_file) else {
        return ExitCode::FAILURE;
    };
    let results: Vec<_> = dirs
        .iter()
        .map(|d| run_case_with_kernel(d, kernel_file))
        .collect();
    print!("{}", format_table(&results));
    let failed = results
        .iter()
        .any(|r| !r.as_ref().is_ok_and(|r| r.passed()));
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
