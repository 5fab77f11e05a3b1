//! `tilelift compile`: TTIR or TTGIR to PTX, or any stage on the way, or the
//! kernel's metadata.

use std::process::ExitCode;
use std::time::Duration;
use tilelift::{compile_named, compile_to, Emit, Options, StageTimes};

/// What `tilelift compile` was asked to do.
pub struct CompileArgs {
    /// The input text and its name for messages.
    pub text: String,
    /// The file name for messages.
    pub name: String,
    /// Where to write the result (standard output when `None`).
    pub output: Option<String>,
    /// Target and warps.
    pub options: Options,
    /// The stage to print.
    pub emit: Emit,
    /// Print the kernel's metadata (JSON) instead of the code.
    pub metadata: bool,
    /// Also print the median time of each stage over `repeat` runs (to
    /// standard error).
    pub time: Option<usize>,
}

/// Runs `tilelift compile --emit cubin`: the PTX linked to a cubin by the
/// CUDA driver's JIT linker, for `--arch`, through the disk cache
/// (`TILELIFT_CACHE_DIR`, default `~/.cache/tilelift`). Without a driver or a
/// GPU, an error says so.
pub fn compile_cubin(args: &CompileArgs) -> Result<ExitCode, String> {
    if args.options.target != tilelift::Target::Nvptx {
        return Err("error: --emit cubin is for PTX (--target nvptx64-nvidia-cuda)".into());
    }
    // Input errors first: they need no driver.
    let mut times = StageTimes::default();
    let kernel = tilelift::compile_named(&args.text, &args.name, &args.options, &mut times)
        .map_err(|e| e.to_string())?;
    let compiled = crate::run::to_compiled(kernel)?;
    let gpu = tilelift::cuda::Gpu::new(0)
        .map_err(|e| format!("error: --emit cubin needs the CUDA driver and a GPU: {e}"))?;
    let arch = args.options.arch;
    let target = match arch {
        tilelift::Arch::Sm80 => (8, 0),
        _ => (9, 0),
    };
    let options = format!("{} num_warps={}", arch.name(), compiled.num_warps);
    let disk = tilelift::cuda::disk_cache::DiskCache::from_env();
    let (_, cubin, _) = tilelift::cuda::cubin::cached_cubin(
        &gpu,
        disk.as_ref(),
        &args.text,
        &options,
        target,
        || Ok(compiled),
    )?;
    match args.output.as_deref() {
        Some("-") | None => std::io::Write::write_all(&mut std::io::stdout(), &cubin)
            .map_err(|e| format!("error: cannot write the cubin: {e}"))?,
        Some(path) => {
            std::fs::write(path, cubin).map_err(|e| format!("{path}: error: cannot write: {e}"))?
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Runs `tilelift compile`.
pub fn compile(args: &CompileArgs) -> Result<ExitCode, String> {
    let mut times = StageTimes::default();
    let out = if args.metadata {
        compile_named(&args.text, &args.name, &args.options, &mut times)
            .map_err(|e| e.to_string())?
            .metadata_json()
    } else {
        compile_to(&args.text, &args.name, &args.options, args.emit, &mut times)
            .map_err(|e| e.to_string())?
    };
    if let Some(repeat) = args.time {
        time(args, repeat.max(1))?;
    }
    match args.output.as_deref() {
        Some("-") | None => print!("{out}"),
        Some(path) => {
            std::fs::write(path, out).map_err(|e| format!("{path}: error: cannot write: {e}"))?
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Compiles `repeat` times and prints each stage's median, then the total's, to
/// standard error.
fn time(args: &CompileArgs, repeat: usize) -> Result<(), String> {
    let mut runs: Vec<StageTimes> = Vec::with_capacity(repeat);
    let mut totals: Vec<Duration> = Vec::with_capacity(repeat);
    for _ in 0..repeat {
        let mut times = StageTimes::default();
        let start = std::time::Instant::now();
        compile_to(&args.text, &args.name, &args.options, args.emit, &mut times)
            .map_err(|e| e.to_string())?;
        totals.push(start.elapsed());
        runs.push(times);
    }
    for (k, (name, _)) in StageTimes::default().stages().iter().enumerate() {
        let mut samples: Vec<Duration> = runs.iter().map(|t| t.stages()[k].1).collect();
        eprintln!("{name} {:.2} us", micros(median(&mut samples)));
    }
    eprintln!("total {:.2} us", micros(median(&mut totals)));
    Ok(())
}

fn median(samples: &mut [Duration]) -> Duration {
    samples.sort();
    samples.get(samples.len() / 2).copied().unwrap_or_default()
}

fn micros(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}
