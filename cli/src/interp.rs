//! `tilelift interp`: runs corpus cases on the reference interpreter.

use std::path::Path;
use std::process::ExitCode;
use tilelift::harness::format_table;
use tilelift::interp::runner::{run_all, run_case};

/// Runs one case folder, or every case under `path` with `all`, prints the table
/// and returns the exit code: success only when every case passed.
pub fn interp(path: &Path, all: bool) -> ExitCode {
    let results = if all {
        match run_all(path) {
            Ok(results) if results.is_empty() => {
                eprintln!("{}: error: no case.json under this folder", path.display());
                return ExitCode::FAILURE;
            }
            Ok(results) => results,
            Err(err) => {
                eprintln!("{err}");
                return ExitCode::FAILURE;
            }
        }
    } else {
        vec![run_case(path)]
    };
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
