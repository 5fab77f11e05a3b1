//! Corpus cases on the GPU (`tilelift run`): the GPU as an [`Executor`] of
//! `tilelift-harness`, so reading, poisoning (`0xFF`, then zeros), comparing and
//! the input check are the same code the interpreter's runner uses.

use super::{CompiledKernel, KernelArg, Runtime};
use tilelift_harness::case::{ArgData, Case, CaseError, Executor, Scalar};
use tilelift_harness::CaseReport;

/// Compiles a kernel: the TTIR text, the device's `sm_XY`, the warps per
/// program and the pipeline stages (Triton's `num_stages`), to PTX.
pub type Compiler<'a> = dyn FnMut(&str, &str, u32, u32) -> Result<CompiledKernel, String> + 'a;

/// The GPU as an [`Executor`]: each case's kernel compiled by `compile` (or
/// found in the runtime's cache) and loaded, the buffers uploaded, the kernel
/// launched on the case's grid and every buffer downloaded back.
pub struct GpuExecutor<'r, 'c> {
    /// The GPU.
    pub rt: &'r mut Runtime,
    /// The compiler.
    pub compile: &'c mut Compiler<'c>,
}

impl Executor for GpuExecutor<'_, '_> {
    fn execute(&mut self, case: &Case, data: &mut [ArgData]) -> Result<(), String> {
        let text = case.text();
        let arch = self.rt.arch_name();
        let (warps, stages) = (case.num_warps(), case.num_stages());
        let options = format!("{arch} num_warps={warps} num_stages={stages}");
        let compile = &mut *self.compile;
        self.rt
            .load(text, &options, || compile(text, &arch, warps, stages))
            .map_err(|m| format!("error: {m}"))?;
        let rt = &*self.rt;
        let loaded = rt
            .cache_peek(text, &options)
            .ok_or("internal error: the kernel left the cache")?;
        execute(rt, loaded, case.grid(), data).map_err(|e| format!("error: {e}"))
    }
}

/// Compiles (or finds in the cache) and loads `case`'s kernel, runs the case on
/// the GPU and compares its outputs.
pub fn run_case(
    rt: &mut Runtime,
    case: &Case,
    compile: &mut Compiler<'_>,
) -> Result<CaseReport, CaseError> {
    case.report_with(&mut GpuExecutor { rt, compile })
}

/// Uploads `data`, launches and downloads every buffer back into `data`.
fn execute(
    rt: &Runtime,
    loaded: &super::Loaded,
    grid: [u32; 3],
    data: &mut [ArgData],
) -> Result<(), String> {
    let mut buffers = Vec::new();
    let mut args = Vec::with_capacity(data.len());
    for d in data.iter() {
        args.push(match d {
            ArgData::Buffer(bytes) => {
                let buf = rt.gpu.upload(bytes).map_err(|e| e.to_string())?;
                let addr = buf.addr();
                buffers.push(Some(buf));
                KernelArg::Ptr(addr)
            }
            ArgData::Scalar(v) => {
                buffers.push(None);
                kernel_arg(*v)?
            }
        });
    }
    rt.gpu.synchronize().map_err(|e| e.to_string())?;
    rt.launch(loaded, grid, &args).map_err(|e| e.to_string())?;
    rt.gpu.synchronize().map_err(|e| e.to_string())?;
    for (d, buf) in data.iter_mut().zip(&buffers) {
        if let (ArgData::Buffer(bytes), Some(buf)) = (d, buf) {
            *bytes = buf.read().map_err(|e| e.to_string())?;
        }
    }
    Ok(())
}

/// The launch value of a case's scalar.
pub fn kernel_arg(v: Scalar) -> Result<KernelArg, String> {
    Ok(match v {
        Scalar::I32(x) => KernelArg::I32(x),
        Scalar::I64(x) => KernelArg::I64(x),
        Scalar::F32(x) => KernelArg::F32(x),
        Scalar::I1(b) => KernelArg::I32(i32::from(b)),
    })
}

impl Runtime {
    /// The cached kernel for `text` and `options`, if any (not counted as a
    /// lookup).
    pub fn cache_peek(&self, text: &str, options: &str) -> Option<&super::Loaded> {
        self.cache.peek(text, options)
    }
}
