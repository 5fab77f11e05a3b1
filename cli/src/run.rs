//! `tilelift run`: corpus cases compiled and run on the GPU, checked against their
//! expected outputs (the runner of `tilelift interp`, with the GPU as executor).

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use tilelift::cuda::{runner, CompiledKernel, ParamKind, Runtime};
use tilelift::harness::case::{read_with_kernel, select_cases, CaseError};
use tilelift::harness::{format_table, CaseReport};

/// Compiles TTIR or TTGIR `text` (of `file`, named in messages) for the
/// device's `arch` (`sm_XY`; a capability `--arch` lacks, such as `sm_87`,
/// gets the newest portable target below it) with `num_warps` warps and
/// `num_stages` pipeline stages, for the runtime.
pub fn compile_for_gpu(
    text: &str,
    file: &str,
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
    let k = tilelift::compile_named(text, file, &options, &mut times).map_err(|e| e.to_string())?;
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
            ParamType::Scalar(ScalarType::Int(1 | 8)) => Ok(ParamKind::I8),
            ParamType::Scalar(ScalarType::Int(32)) => Ok(ParamKind::I32),
            ParamType::Scalar(ScalarType::Int(64)) => Ok(ParamKind::I64),
            ParamType::Scalar(ScalarType::Float(FloatKind::F32)) => Ok(ParamKind::F32),
            ParamType::TensorMap(m) => tensor_map_kind(m).ok_or_else(|| {
                format!(
                    "parameter {}: a tensor map of {}",
                    p.name,
                    m.elem.triton_name()
                )
            }),
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
        global_scratch_bytes: k.global_scratch_bytes,
    })
}

/// The runtime's view of a tensor-map parameter.
fn tensor_map_kind(m: tilelift::TensorMap) -> Option<ParamKind> {
    use tilelift::cuda::{TensorMapKind, TmaDtype};
    use tilelift::{FloatKind, ScalarType};
    let dtype = match m.elem {
        ScalarType::Int(8) => TmaDtype::U8,
        ScalarType::Int(16) => TmaDtype::U16,
        ScalarType::Int(32) => TmaDtype::I32,
        ScalarType::Int(64) => TmaDtype::I64,
        ScalarType::Float(FloatKind::F16) => TmaDtype::F16,
        ScalarType::Float(FloatKind::BF16) => TmaDtype::BF16,
        ScalarType::Float(FloatKind::F32) => TmaDtype::F32,
        ScalarType::Float(FloatKind::F64) => TmaDtype::F64,
        ScalarType::Float(FloatKind::F8E4M3FN | FloatKind::F8E5M2) => TmaDtype::U8,
        _ => return None,
    };
    let mut box_dims = [1u32; 5];
    box_dims[..m.box_dims().len()].copy_from_slice(m.box_dims());
    Some(ParamKind::TensorMap(TensorMapKind {
        dtype,
        rank: m.rank,
        box_dims,
        swizzle: m.swizzle,
    }))
}

/// Opens the GPU, or says in one line why not.
pub fn open_gpu() -> Result<Runtime, String> {
    Runtime::new().map_err(|e| format!("error: {e}"))
}

/// Reads, compiles and runs one case on the GPU, its kernel from
/// `kernel_file`, compiled for `arch` (the device's where `None`).
fn run_one(
    rt: &mut Runtime,
    dir: &Path,
    kernel_file: &str,
    arch: Option<&str>,
) -> Result<CaseReport, CaseError> {
    let case = read_with_kernel(dir, kernel_file)?;
    runner::run_case(rt, &case, &mut |text, device_arch, warps, stages| {
        compile_for_gpu(
            text,
            kernel_file,
            arch.unwrap_or(device_arch),
            warps,
            stages,
        )
    })
}

/// Runs one case folder, or every case under `path` with `all`, on the GPU,
/// each with its kernel from `kernel_file` (under `path`, the cases that
/// have that file) compiled for `arch` (the device's where `None`); prints
/// the table; success only when every case passed.
pub fn run(path: &Path, all: bool, kernel_file: &str, arch: Option<&str>) -> ExitCode {
    let mut rt = match open_gpu() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let Some(dirs) = selected_cases(path, all, kernel_file) else {
        return ExitCode::FAILURE;
    };
    match arch {
        Some(arch) => println!(
            "device: {} ({}), code for {arch}",
            rt.gpu.name,
            rt.arch_name()
        ),
        None => println!("device: {} ({})", rt.gpu.name, rt.arch_name()),
    }
    let results: Vec<_> = dirs
        .iter()
        .map(|d| run_one(&mut rt, d, kernel_file, arch))
        .collect();
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

/// The case folders `tilelift run` and `interp` take (see
/// [`select_cases`]), with a line saying how many were left out for want of
/// `kernel_file`; `None` after printing the error.
pub fn selected_cases(path: &Path, all: bool, kernel_file: &str) -> Option<Vec<PathBuf>> {
    match select_cases(path, all, kernel_file) {
        Ok((dirs, without)) => {
            if without > 0 {
                println!("{without} cases without {kernel_file}: not run");
            }
            Some(dirs)
        }
        Err(err) => {
            eprintln!("{err}");
            None
        }
    }
}
