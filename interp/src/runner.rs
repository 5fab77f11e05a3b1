//! Corpus cases on the reference interpreter (`tilelift interp`): the
//! interpreter as an [`Executor`] of `tilelift-harness`, which reads the case,
//! poisons the outputs, checks the inputs and compares the results.

use super::{run, ArgValue, Memory, RunOptions};
use std::path::Path;
use tilelift_harness::case::{self, ArgData, Case, CaseError, Executor, Scalar};
use tilelift_harness::CaseReport;

/// The reference interpreter as an [`Executor`]: every buffer is allocated in a
/// fresh [`Memory`], in order, and read back after the run.
pub struct Interpreter;

impl Executor for Interpreter {
    fn execute(&mut self, case: &Case, data: &mut [ArgData]) -> Result<(), String> {
        execute_module(case.module(), case.func(), case.grid(), data)
    }
}

/// Runs function `func` of `module` (a case's kernel, or a module made from
/// it by a pass) on `data` as [`Interpreter`] runs a case's own kernel.
pub fn execute_module(
    module: &tilelift_ir::verify::Verified,
    func: tilelift_ir::FuncId,
    grid: [u32; 3],
    data: &mut [ArgData],
) -> Result<(), String> {
    let mut mem = Memory::new();
    let values: Vec<ArgValue> = data
        .iter()
        .map(|d| match d {
            ArgData::Buffer(bytes) => ArgValue::Ptr(mem.alloc(bytes)),
            ArgData::Scalar(v) => arg_value(*v),
        })
        .collect();
    let options = RunOptions::new(grid);
    run(module, func, &values, &mut mem, &options).map_err(|e| e.to_string())?;
    for (d, v) in data.iter_mut().zip(&values) {
        if let (ArgData::Buffer(bytes), ArgValue::Ptr(base)) = (d, v) {
            *bytes = mem.bytes(*base).unwrap_or_default().to_vec();
        }
    }
    Ok(())
}

/// The interpreter's value of a case's scalar.
fn arg_value(v: Scalar) -> ArgValue {
    match v {
        Scalar::I1(b) => ArgValue::I1(b),
        Scalar::I32(x) => ArgValue::I32(x),
        Scalar::I64(x) => ArgValue::I64(x),
        Scalar::F32(x) => ArgValue::F32(x),
    }
}

/// Runs the case in `dir` on the interpreter and compares its outputs.
pub fn run_case(dir: &Path) -> Result<CaseReport, CaseError> {
    case::run_case(dir, &mut Interpreter)
}

/// [`run_case`] with the kernel from `kernel_file` in the folder (TTIR or
/// TTGIR) instead of `kernel.ttir`.
pub fn run_case_with_kernel(dir: &Path, kernel_file: &str) -> Result<CaseReport, CaseError> {
    case::read_with_kernel(dir, kernel_file)?.report_with(&mut Interpreter)
}

/// Runs every case under `dir` on the interpreter.
pub fn run_all(dir: &Path) -> Result<Vec<Result<CaseReport, CaseError>>, CaseError> {
    case::run_all(dir, &mut Interpreter)
}
