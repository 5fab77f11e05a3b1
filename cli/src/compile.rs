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
