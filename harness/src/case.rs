//! The corpus case runner behind `tilelift interp` and `tilelift run`: reads a
//! case folder (`case.json`, `kernel.ttir`, `in*.bin`, `out*.bin`; see
//! `tests/corpus/README.md`), runs the kernel through an [`Executor`] and
//! compares its outputs.
//!
//! A run allocates every buffer argument in order: inputs and `init: "file"`
//! buffers from their files, `init: "poison"` buffers filled with a pattern. When
//! any output is poisoned the case runs twice, once on `0xFF` bytes and once on
//! zero bytes, and both runs must match the expected files; elements still equal to
//! the pattern after both runs are reported as unwritten (see `report.rs`). Input
//! buffers (`role: "in"`) must be unchanged after each run.
//!
//! The running itself is an [`Executor`]: the interpreter (`tilelift-interp`'s
//! `runner`, `tilelift interp`) or the GPU (`tilelift-cuda`'s `runner`,
//! `tilelift run`), so both share the reading, poisoning and checking.
//!
//! Everything that can be wrong with a case (a missing file, a malformed manifest,
//! arguments that do not match the kernel, a kernel that fails to run) is a
//! [`CaseError`], never a panic.

use crate::manifest::{read_case, CaseArg, CaseOutput, Init, KERNEL_FILE};
use crate::report::{compare, count_unwritten, CaseReport, OutputRow, Stats};
use std::fmt;
use std::path::{Path, PathBuf};

pub use crate::manifest::{Case, Dtype, Scalar};

/// A case that could not be run or checked.
#[derive(Clone, Debug, PartialEq)]
pub struct CaseError {
    /// The case's name (its folder).
    pub case: String,
    /// What went wrong.
    pub message: String,
}

impl fmt::Display for CaseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.case, self.message)
    }
}

impl std::error::Error for CaseError {}

/// What one run left in the output buffers.
struct RunResult {
    outputs: Vec<Vec<u8>>,
    problems: Vec<String>,
}

/// One argument's data for a run: a buffer's bytes (initial contents before the
/// run, final contents after it) or a scalar.
#[derive(Clone, Debug, PartialEq)]
pub enum ArgData {
    /// A buffer's bytes.
    Buffer(Vec<u8>),
    /// A scalar.
    Scalar(Scalar),
}

/// Runs a case's kernel on its arguments in place. The reference interpreter is
/// one executor; the CUDA runtime is another; a closure of the same signature is
/// one too.
pub trait Executor {
    /// Runs `case`'s kernel on `data`: every [`ArgData::Buffer`] holds the
    /// buffer's initial contents and must hold its final contents afterwards. An
    /// error is a rendered message (`error: ...`).
    fn execute(&mut self, case: &Case, data: &mut [ArgData]) -> Result<(), String>;
}

impl<F: FnMut(&Case, &mut [ArgData]) -> Result<(), String>> Executor for F {
    fn execute(&mut self, case: &Case, data: &mut [ArgData]) -> Result<(), String> {
        self(case, data)
    }
}

impl Case {
    /// Runs the kernel through `exec` on buffers whose poisoned ones hold `poison`.
    fn run_once(&self, poison: u8, exec: &mut dyn Executor) -> Result<RunResult, CaseError> {
        let mut data: Vec<ArgData> = self
            .args
            .iter()
            .map(|arg| match arg {
                CaseArg::Buffer {
                    bytes,
                    init: Init::Poison,
                    ..
                } => ArgData::Buffer(vec![poison; bytes.len()]),
                CaseArg::Buffer { bytes, .. } => ArgData::Buffer(bytes.clone()),
                CaseArg::Scalar { value, .. } => ArgData::Scalar(*value),
            })
            .collect();
        exec.execute(self, &mut data).map_err(|message| CaseError {
            case: self.name.clone(),
            message,
        })?;
        let buffer = |i: usize| match &data[i] {
            ArgData::Buffer(bytes) => bytes.clone(),
            ArgData::Scalar(_) => Vec::new(),
        };
        let outputs = self.outputs.iter().map(|o| buffer(o.arg)).collect();
        let problems = self
            .args
            .iter()
            .enumerate()
            .filter_map(|(i, arg)| match arg {
                CaseArg::Buffer {
                    name,
                    bytes,
                    is_input: true,
                    ..
                } if buffer(i) != *bytes => {
                    Some(format!("the kernel changed the input buffer {name}"))
                }
                _ => None,
            })
            .collect();
        Ok(RunResult { outputs, problems })
    }

    /// Whether output `o` was poisoned.
    fn poisoned(&self, o: &CaseOutput) -> bool {
        matches!(
            self.args.get(o.arg),
            Some(CaseArg::Buffer {
                init: Init::Poison,
                ..
            })
        )
    }

    /// Runs the case through `exec` (twice when an output is poisoned: on `0xFF`
    /// bytes, then on zeros) and compares the outputs with the expected files.
    pub fn report_with(&self, exec: &mut dyn Executor) -> Result<CaseReport, CaseError> {
        let two_runs = self.outputs.iter().any(|o| self.poisoned(o));
        let mut runs = vec![self.run_once(0xFF, exec)?];
        if two_runs {
            runs.push(self.run_once(0x00, exec)?);
        }
        let rows = self
            .outputs
            .iter()
            .enumerate()
            .map(|(i, o)| self.row(o, i, &runs))
            .collect();
        let mut problems: Vec<String> = runs.iter().flat_map(|r| r.problems.clone()).collect();
        problems.dedup();
        Ok(CaseReport {
            case: self.name.clone(),
            rows,
            problems,
        })
    }

    fn row(&self, out: &CaseOutput, idx: usize, runs: &[RunResult]) -> OutputRow {
        let stats = runs
            .iter()
            .map(|r| {
                compare(
                    out.dtype,
                    &out.expected,
                    &r.outputs[idx],
                    out.rtol,
                    out.atol,
                )
            })
            .fold(Stats::default(), Stats::merge);
        let unwritten = match (self.poisoned(out), runs) {
            (true, [ones, zeros]) => Some(count_unwritten(
                out.dtype.size(),
                &ones.outputs[idx],
                &zeros.outputs[idx],
            )),
            _ => None,
        };
        OutputRow {
            output: out.name.clone(),
            max_abs: stats.max_abs,
            max_rel: stats.max_rel,
            unwritten,
            mismatched: stats.mismatched,
        }
    }
}

/// The name of a case: its folder's name.
pub fn case_name(dir: &Path) -> String {
    dir.file_name().map_or_else(
        || dir.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// Runs the case in `dir` through `exec` and compares its outputs.
pub fn run_case(dir: &Path, exec: &mut dyn Executor) -> Result<CaseReport, CaseError> {
    read(dir)?.report_with(exec)
}

/// The cases to run: the folder `path`, or with `all` every case under it
/// that has `kernel_file` ([`find_cases`]), and how many cases under it do
/// not have that file (left out; 0 for `kernel.ttir`, which every case has).
/// An error when `all` finds no case.
pub fn select_cases(
    path: &Path,
    all: bool,
    kernel_file: &str,
) -> Result<(Vec<PathBuf>, usize), CaseError> {
    if !all {
        return Ok((vec![path.to_path_buf()], 0));
    }
    let found = find_cases(path)?;
    if found.is_empty() {
        return Err(CaseError {
            case: case_name(path),
            message: format!("{}: error: no case.json under this folder", path.display()),
        });
    }
    if kernel_file == KERNEL_FILE {
        return Ok((found, 0));
    }
    let (with, without): (Vec<PathBuf>, Vec<PathBuf>) = found
        .into_iter()
        .partition(|d| d.join(kernel_file).is_file());
    Ok((with, without.len()))
}

/// Reads the case in `dir` (named after its folder) without running it.
pub fn read(dir: &Path) -> Result<Case, CaseError> {
    read_case(dir, case_name(dir), KERNEL_FILE)
}

/// [`read`] with the kernel from `kernel_file` in the folder instead of
/// `kernel.ttir` (say `kernel.sm80.ttgir`, Triton's own TTGIR of the kernel).
pub fn read_with_kernel(dir: &Path, kernel_file: &str) -> Result<Case, CaseError> {
    read_case(dir, case_name(dir), kernel_file)
}

/// The case folders under `dir` (every folder holding a `case.json`, at any
/// depth), sorted by path.
pub fn find_cases(dir: &Path) -> Result<Vec<PathBuf>, CaseError> {
    let mut found = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(folder) = pending.pop() {
        if folder.join("case.json").is_file() {
            found.push(folder.clone());
        }
        let entries = std::fs::read_dir(&folder).map_err(|e| CaseError {
            case: case_name(&folder),
            message: format!("error: cannot read {}: {e}", folder.display()),
        })?;
        pending.extend(
            entries
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.is_dir()),
        );
    }
    found.sort();
    Ok(found)
}

/// Runs every case under `dir` through `exec`.
pub fn run_all(
    dir: &Path,
    exec: &mut dyn Executor,
) -> Result<Vec<Result<CaseReport, CaseError>>, CaseError> {
    Ok(find_cases(dir)?
        .iter()
        .map(|case| run_case(case, exec))
        .collect())
}
