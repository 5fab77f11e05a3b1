//! `tilelift run`: corpus cases compiled and run on the GPU, checked against their
//! expected outputs (the runner of `tilelift interp`, with the GPU as executor).

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use tilelift::cuda::{runner, CompiledKernel, ParamKind, Runtime};
use tilelift::harness::case::{find_cases, read, CaseError};
use tilelift::harness::{format_table, CaseReport};

/// Compiles TTIR `text` for the device's `arch` (`sm_XY`; a capability
/// `--arch` lacks, such as `sm_87`, gets the newest portable target below it)
/// with `num_warps` warps and `num_stages` pipeline stages, for the runtime.
pub fn compile_for_gpu(
    text: &str,
    arch: &str,
    num_warps: u32,
    num_stages: u32,
) -> Result<CompiledKernel, String> {
    let arch = tilelift::Arch::from_name(arch)
        .or_else(|| {
            let cc = arch.strip_prefix("sm_")?.parse().ok()?;
            tilelift::Arch::for_compute_capability(cc)
        })
        .ok_or_else(|| format!("{arch}: tilelift emits PTX for sm_80 and newer"))?;
    let options = tilelift::Options::new()
        .with_arch(arch)
        .with_num_warps(num_warps)
        .with_num_stages(num_stages);
    let mut times = tilelift::StageTimes::default();
    let k = tilelift::compile_named(text, "kernel.ttir", &options, &mut times)
        .map_err(|e| e.to_string())?;
    to_compiled(k)
}

/// The runtime's view of a compiled kernel (PTX: the runtime is CUDA's).
pub fn to_compiled(k: tilelift::Kernel) -> Result<CompiledKernel, String> {
    if k.target != tilelift::Target::Nvptx {
        return Err(format!("{} is AMDGCN code; the runtime runs PTX", k.name));
    }
    use tilelift::{FloatKind, ParamType, ScalarType};
    let params = k
        .params
        .iter()
        .map(|p| match p.ty {
            ParamType::Pointer(_) => Ok(ParamKind::Ptr),
            ParamType::Scalar(ScalarType::Int(32)) => Ok(ParamKind::I32),
            ParamType::Scalar(ScalarType::Int(64)) => Ok(ParamKind::I64),
            ParamType::Scalar(ScalarType::Float(FloatKind::F32)) => Ok(ParamKind::F32),
            ty => Err(format!(
                "parameter {} has type {}, which the runtime cannot pass",
                p.name,
                ty.triton_name()
            )),
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(CompiledKernel {
        ptx: k.code,
        entry: k.name,
        num_warps: k.num_warps,
        // tilelift's PTX declares its shared memory `.extern`: all of it is
        // dynamic, sized at launch.
        shared_bytes: 0,
        dynamic_shared_bytes: k.shared_bytes,
        params,
    })
}

/// Opens the GPU, or says in one line why not.
pub fn open_gpu() -> Result<Runtime, String> {
    Runtime::new().map_err(|e| format!("error: {e}"))
}

/// Reads, compiles and runs one case on the GPU.
fn run_one(rt: &mut Runtime, dir: &Path) -> Result<CaseReport, CaseError> {
    runner::run_case(rt, &read(dir)?, &mut compile_for_gpu)
}

/// Runs one case folder, or every case under `path` with `all`, on the GPU;
/// prints the table; success only when every case passed.
pub fn run(path: &Path, all: bool) -> ExitCode {
    let mut rt = match open_gpu() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let dirs: Vec<PathBuf> = if all {
        match find_cases(path) {
            Ok(d) if d.is_empty() => {
                eprintln!("{}: error: no case.json under this folder", path.display());
                return ExitCode::FAILURE;
            }
            Ok(d) => d,
            Err(err) => {
                eprintln!("{err}");
                return ExitCode::FAILURE;
            }
        }
    } else {
        vec![path.to_path_buf()]
    };
    println!("device: {} ({})", rt.gpu.name, rt.arch_name());
    let results: Vec<_> = dirs.iter().map(|d| run_one(&mut rt, d)).collect();
    print!("{}", format_table(&results));
    if results
        .iter()
        .any(|r| !r.as_ref().is_ok_and(|r| r.passed()))
    {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
