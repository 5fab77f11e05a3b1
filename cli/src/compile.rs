//! `tilelift compile`: TTIR or TTGIR to PTX, or any stage on the way.

use std::process::ExitCode;
use std::time::Duration;
use tilelift::{compile_to, Emit, Options, StageTimes};

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
    /// Print the median time of each stage over `repeat` runs instead of the
    /// result.
    pub time: Option<usize>,
}

/// The target named by a triple (parsed by target-lexicon) and, for AMDGCN, a
/// processor.
pub fn parse_target(triple: &str, mcpu: &str) -> Result<tilelift::Target, String> {
    use target_lexicon::{Architecture, Triple};
    let parsed: Triple = triple
        .parse()
        .map_err(|e| format!("error: unknown --target {triple}: {e}"))?;
    match parsed.architecture {
        Architecture::Nvptx64 => Ok(tilelift::Target::Nvptx),
        Architecture::AmdGcn => tilelift_amdgpu::Mcpu::from_name(mcpu)
            .map(tilelift::Target::Amdgcn)
            .ok_or_else(|| format!("error: unknown --mcpu {mcpu} (gfx90a)")),
        _ => Err(format!(
            "error: unsupported --target {triple} (nvptx64-nvidia-cuda or amdgcn-amd-amdhsa)"
        )),
    }
}

/// Runs `tilelift compile`.
pub fn compile(args: &CompileArgs) -> Result<ExitCode, String> {
    if let Some(repeat) = args.time {
        return time(args, repeat.max(1));
    }
    let mut times = StageTimes::default();
    let out = compile_to(&args.text, &args.name, &args.options, args.emit, &mut times)
        .map_err(|e| e.to_string())?;
    match &args.output {
        Some(path) => {
            std::fs::write(path, out).map_err(|e| format!("{path}: error: cannot write: {e}"))?
        }
        None => print!("{out}"),
    }
    Ok(ExitCode::SUCCESS)
}

/// Compiles `repeat` times and prints each stage's median, then the total's.
fn time(args: &CompileArgs, repeat: usize) -> Result<ExitCode, String> {
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
        println!("{name} {:.2} us", micros(median(&mut samples)));
    }
    println!("total {:.2} us", micros(median(&mut totals)));
    Ok(ExitCode::SUCCESS)
}

fn median(samples: &mut [Duration]) -> Duration {
    samples.sort();
    samples.get(samples.len() / 2).copied().unwrap_or_default()
}

fn micros(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}
