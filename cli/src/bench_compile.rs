//! `tilelift bench-compile`: compile latency as users pay it, on the CPU.
//!
//! Three measurements of the PTX compile (`tilelift::compile_named`, TTIR text
//! to PTX text) of the kernels of the given case folders, each with the
//! `num_warps` of its `case.json`:
//!
//! - **round-robin**: every kernel compiled once per round, the kernels in
//!   turn, in this (warm) process; one `<case> <median µs>` line per kernel.
//!   Compiling the kernels in turn, rather than one kernel many times, keeps
//!   one kernel's data from staying in the caches for the next compile.
//! - **fresh process**: the first compile in a new process: this program is
//!   started again per sample with the hidden `compile-once` command, which
//!   reads the file, then times one compile inside the process (process
//!   start, loading and reading the file excluded) and prints it; one
//!   `<case> <median µs>` line per kernel.
//! - **threads**: a batch of distinct kernels (the cases' kernels, each entry
//!   renamed per copy so that no two texts are equal) compiled on 1, 2 and
//!   `available_parallelism` threads pulling from one queue; kernels per
//!   second, the speed-up over one thread, and the threads' CPU time per
//!   kernel (Linux), which stays flat from 1 to N threads when the compiles
//!   do not contend, even on a loaded machine where the wall clock cannot
//!   show it.
//!
//! With an AMDGCN processor (`--amdgcn MCPU`), one measurement instead:
//!
//! - **AMDGCN against PTX**: in each round every kernel is compiled to PTX,
//!   in turn, and then every kernel to AMDGCN (two round-robins, round by
//!   round); per kernel both medians and their ratio. The two paths run
//!   close together in one process, so a machine whose speed drifts (a
//!   shared one) moves both alike, which timing each path in its own
//!   process does not.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use tilelift::{Arch, Options, StageTimes};

/// What `tilelift bench-compile` was asked to do.
pub struct BenchCompileArgs {
    /// The case folders.
    pub cases: Vec<PathBuf>,
    /// Rounds of the round-robin measurement.
    pub rounds: usize,
    /// Processes started per kernel for the fresh-process measurement (0: skip it).
    pub fresh: usize,
    /// Kernels compiled per thread count in the throughput measurement (0: skip it).
    pub batch: usize,
    /// The architecture.
    pub arch: Arch,
    /// Compare the AMDGCN path for this processor with the PTX path (the
    /// only measurement then).
    pub amdgcn: Option<tilelift_amdgpu::Mcpu>,
    /// Print one JSON object.
    pub json: bool,
}

/// One case: its name, TTIR file, text and warps.
struct Kernel {
    name: String,
    path: PathBuf,
    entry: String,
    text: String,
    num_warps: u32,
    num_stages: u32,
}

/// One throughput measurement.
struct Throughput {
    threads: usize,
    /// Wall time of the batch.
    seconds: f64,
    /// CPU time of all its threads, when known: equal per kernel on 1 and N
    /// threads when the compiles do not contend (locks, shared cache lines),
    /// whatever else runs on the machine.
    cpu_seconds: Option<f64>,
}

/// Runs `tilelift bench-compile`.
pub fn bench_compile(args: &BenchCompileArgs) -> Result<ExitCode, String> {
    let kernels = args
        .cases
        .iter()
        .map(|dir| read_kernel(dir))
        .collect::<Result<Vec<_>, _>>()?;
    let options = |k: &Kernel| {
        Options::new()
            .with_arch(args.arch)
            .with_num_warps(k.num_warps)
            .with_num_stages(k.num_stages)
    };
    if let Some(mcpu) = args.amdgcn {
        return against_ptx(args, &kernels, &options, mcpu);
    }
    // Every kernel must compile before anything is timed.
    for k in &kernels {
        compile(&k.text, &k.name, &options(k))?;
    }
    let round_robin = round_robin(&kernels, args.rounds.max(1), &options)?;
    let fresh = if args.fresh > 0 {
        Some(
            kernels
                .iter()
                .map(|k| fresh_process(k, args.fresh, args.arch))
                .collect::<Result<Vec<_>, _>>()?,
        )
    } else {
        None
    };
    let threads = if args.batch > 0 {
        Some(throughput(&kernels, args.batch, &options)?)
    } else {
        None
    };
    if args.json {
        print_json(
            args,
            &kernels,
            &round_robin,
            fresh.as_deref(),
            threads.as_deref(),
        );
    } else {
        print_text(
            args,
            &kernels,
            &round_robin,
            fresh.as_deref(),
            threads.as_deref(),
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// Measurement (d): each kernel's PTX and AMDGCN compile times, compiled
/// alternately; kernels that either path refuses are listed with the error.
fn against_ptx(
    args: &BenchCompileArgs,
    kernels: &[Kernel],
    options: &dyn Fn(&Kernel) -> Options,
    mcpu: tilelift_amdgpu::Mcpu,
) -> Result<ExitCode, String> {
    let amdgcn = |k: &Kernel| options(k).with_target(tilelift::Target::Amdgcn(mcpu));
    let (mut ok, mut refused) = (Vec::new(), Vec::new());
    for k in kernels {
        match compile(&k.text, &k.name, &options(k))
            .and_then(|()| compile(&k.text, &k.name, &amdgcn(k)))
        {
            Ok(()) => ok.push(k),
            Err(e) => refused.push((k, e.lines().next().unwrap_or_default().to_string())),
        }
    }
    let rounds = args.rounds.max(1);
    let mut samples = vec![(Vec::with_capacity(rounds), Vec::with_capacity(rounds)); ok.len()];
    for round in 0..=rounds {
        // A round-robin of each path in turn: every compile follows another
        // kernel's compile on the same path, for both paths alike.
        for (k, (ptx, _)) in ok.iter().zip(&mut samples) {
            let start = Instant::now();
            compile(&k.text, &k.name, &options(k))?;
            if round > 0 {
                ptx.push(start.elapsed());
            }
        }
        for (k, (_, amd)) in ok.iter().zip(&mut samples) {
            let start = Instant::now();
            compile(&k.text, &k.name, &amdgcn(k))?;
            if round > 0 {
                amd.push(start.elapsed());
            }
        }
    }
    let medians: Vec<(f64, f64)> = samples
        .iter_mut()
        .map(|(p, a)| (micros(median(p)), micros(median(a))))
        .collect();
    let name = mcpu.name();
    if args.json {
        let rows: Vec<String> = ok
            .iter()
            .zip(&medians)
            .map(|(k, (p, a))| {
                format!(
                    "\"{}\": {{\"ptx_us\": {p:.2}, \"amdgcn_us\": {a:.2}}}",
                    k.name
                )
            })
            .collect();
        let refused: Vec<String> = refused
            .iter()
            .map(|(k, e)| format!("\"{}\": {:?}", k.name, e))
            .collect();
        println!(
            "{{\"arch\": \"{}\", \"amdgcn\": \"{name}\", \"rounds\": {rounds}, \
             \"kernels\": {{{}}}, \"refused\": {{{}}}}}",
            args.arch.name(),
            rows.join(", "),
            refused.join(", ")
        );
    } else {
        println!(
            "# PTX ({}) and AMDGCN ({name}) compiled alternately: median of {rounds} rounds (µs), ratio",
            args.arch.name()
        );
        for (k, (p, a)) in ok.iter().zip(&medians) {
            println!("{} {p:.1} {a:.1} {:.2}", k.name, a / p);
        }
        for (k, e) in &refused {
            println!("# refused: {} {e}", k.name);
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn read_kernel(dir: &Path) -> Result<Kernel, String> {
    let case = tilelift::harness::case::read(dir).map_err(|e| e.to_string())?;
    Ok(Kernel {
        name: case.name().to_string(),
        path: dir.join("kernel.ttir"),
        entry: case.kernel().to_string(),
        text: case.text().to_string(),
        num_warps: case.num_warps(),
        num_stages: case.num_stages(),
    })
}

fn compile(text: &str, name: &str, options: &Options) -> Result<(), String> {
    let mut times = StageTimes::default();
    tilelift::compile_named(text, name, options, &mut times)
        .map(|_| ())
        .map_err(|e| e.to_string())
}

/// The median of each kernel's compile time over `rounds` rounds (after one
/// warm-up round), the kernels compiled in turn within a round.
fn round_robin(
    kernels: &[Kernel],
    rounds: usize,
    options: &dyn Fn(&Kernel) -> Options,
) -> Result<Vec<Duration>, String> {
    let mut samples = vec![Vec::with_capacity(rounds); kernels.len()];
    for round in 0..=rounds {
        for (k, s) in kernels.iter().zip(&mut samples) {
            let opts = options(k);
            let start = Instant::now();
            compile(&k.text, &k.name, &opts)?;
            let took = start.elapsed();
            if round > 0 {
                s.push(took);
            }
        }
    }
    Ok(samples.iter_mut().map(|s| median(s)).collect())
}

/// The median of `samples` first compiles of `k`, each in a new process.
fn fresh_process(k: &Kernel, samples: usize, arch: Arch) -> Result<Duration, String> {
    let exe =
        std::env::current_exe().map_err(|e| format!("error: cannot find this program: {e}"))?;
    let mut times = Vec::with_capacity(samples);
    for _ in 0..samples {
        let out = Command::new(&exe)
            .arg("compile-once")
            .arg(&k.path)
            .arg("--num-warps")
            .arg(k.num_warps.to_string())
            .arg("--num-stages")
            .arg(k.num_stages.to_string())
            .arg("--arch")
            .arg(arch.name())
            .output()
            .map_err(|e| format!("error: cannot start {}: {e}", exe.display()))?;
        let stdout = String::from_utf8_lossy(&out.stdout);
        if !out.status.success() {
            return Err(format!(
                "{}: error: compile-once failed: {}",
                k.name,
                String::from_utf8_lossy(&out.stderr).trim()
            ));
        }
        let nanos: u64 = stdout
            .trim()
            .parse()
            .map_err(|_| format!("{}: error: compile-once printed {stdout:?}", k.name))?;
        times.push(Duration::from_nanos(nanos));
    }
    Ok(median(&mut times))
}

/// The hidden `compile-once` command: reads `file`, compiles it once and
/// prints the compile's time in nanoseconds (the read excluded); with
/// `detail`, each stage's time and the compile's minor page faults on stderr.
pub fn compile_once(
    file: &Path,
    num_warps: u32,
    num_stages: u32,
    arch: Arch,
    detail: bool,
) -> Result<ExitCode, String> {
    let name = file.display().to_string();
    let text =
        std::fs::read_to_string(file).map_err(|e| format!("{name}: error: cannot read: {e}"))?;
    let options = Options::new()
        .with_arch(arch)
        .with_num_warps(num_warps)
        .with_num_stages(num_stages);
    let mut times = StageTimes::default();
    let faults_before = if detail { minor_faults() } else { None };
    let start = Instant::now();
    let result = tilelift::compile_named(&text, &name, &options, &mut times);
    let took = start.elapsed();
    let faults = minor_faults()
        .zip(faults_before)
        .map(|(a, b)| a.saturating_sub(b));
    let kernel = result.map_err(|e| e.to_string())?;
    // Keep the result alive past the clock so the compile is not elided.
    std::hint::black_box(&kernel);
    println!("{}", took.as_nanos());
    if detail {
        let stages: Vec<String> = times
            .stages()
            .iter()
            .map(|(stage, t)| format!("{stage} {}", t.as_nanos()))
            .collect();
        let faults = faults.map_or("?".to_string(), |n| n.to_string());
        eprintln!("{} minor_faults {faults}", stages.join(" "));
    }
    Ok(ExitCode::SUCCESS)
}

/// This process's minor page faults so far (Linux; `None` elsewhere).
fn minor_faults() -> Option<u64> {
    #[cfg(unix)]
    {
        let mut usage = std::mem::MaybeUninit::<libc::rusage>::zeroed();
        // SAFETY: `getrusage` fills the `rusage` it is given.
        let rc = unsafe { libc::getrusage(libc::RUSAGE_SELF, usage.as_mut_ptr()) };
        // SAFETY: zeroed is a valid `rusage`, and filled when `rc` is 0.
        let minflt = (rc == 0).then(|| unsafe { usage.assume_init() }.ru_minflt);
        minflt.and_then(|n| u64::try_from(n).ok())
    }
    #[cfg(not(unix))]
    None
}

/// `batch` distinct kernels: the cases' kernels in turn, copy `i` with its
/// entry point renamed to `<entry>_v<i>`.
fn distinct_batch(kernels: &[Kernel], batch: usize) -> Vec<(String, usize)> {
    (0..batch)
        .map(|i| {
            let k = &kernels[i % kernels.len()];
            let from = format!("@{}(", k.entry);
            let to = format!("@{}_v{i}(", k.entry);
            (k.text.replacen(&from, &to, 1), i % kernels.len())
        })
        .collect()
}

/// Wall time to compile a batch of `batch` distinct kernels on 1, 2 and
/// `available_parallelism` threads.
fn throughput(
    kernels: &[Kernel],
    batch: usize,
    options: &(dyn Fn(&Kernel) -> Options + Sync),
) -> Result<Vec<Throughput>, String> {
    let jobs = distinct_batch(kernels, batch);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut counts = vec![1, 2, cores];
    counts.sort_unstable();
    counts.dedup();
    let mut results = Vec::new();
    for threads in counts {
        // Warm-up pass, then the timed pass.
        run_batch(kernels, &jobs, threads, options)?;
        let start = Instant::now();
        let cpu = run_batch(kernels, &jobs, threads, options)?;
        results.push(Throughput {
            threads,
            seconds: start.elapsed().as_secs_f64(),
            cpu_seconds: cpu.map(|d| d.as_secs_f64()),
        });
    }
    Ok(results)
}

/// Compiles `jobs` on `threads` threads; the CPU time the threads spent, when
/// the system tells (Linux: `/proc/thread-self/schedstat`).
fn run_batch(
    kernels: &[Kernel],
    jobs: &[(String, usize)],
    threads: usize,
    options: &(dyn Fn(&Kernel) -> Options + Sync),
) -> Result<Option<Duration>, String> {
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| -> Result<Option<Duration>, String> {
                    let start = thread_cpu_time();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some((text, k)) = jobs.get(i) else {
                            break;
                        };
                        let k = &kernels[*k];
                        compile(text, &k.name, &options(k))?;
                    }
                    Ok(start
                        .zip(thread_cpu_time())
                        .map(|(a, b)| b.saturating_sub(a)))
                })
            })
            .collect();
        let mut cpu = Some(Duration::ZERO);
        for w in workers {
            let used = w
                .join()
                .unwrap_or_else(|_| Err("internal error: a compile thread panicked".into()))?;
            cpu = cpu.zip(used).map(|(a, b)| a + b);
        }
        Ok(cpu)
    })
}

/// The CPU time this thread has run (Linux's `/proc/thread-self/schedstat`,
/// first field, in nanoseconds); None elsewhere.
fn thread_cpu_time() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

fn median(samples: &mut [Duration]) -> Duration {
    samples.sort();
    samples.get(samples.len() / 2).copied().unwrap_or_default()
}

fn micros(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}

fn print_text(
    args: &BenchCompileArgs,
    kernels: &[Kernel],
    round_robin: &[Duration],
    fresh: Option<&[Duration]>,
    threads: Option<&[Throughput]>,
) {
    println!(
        "# round-robin, warm process: median of {} rounds, {} (µs)",
        args.rounds.max(1),
        args.arch.name()
    );
    for (k, t) in kernels.iter().zip(round_robin) {
        println!("{} {:.1}", k.name, micros(*t));
    }
    if let Some(fresh) = fresh {
        println!(
            "# first compile in a fresh process: median of {} processes, process start excluded (µs)",
            args.fresh
        );
        for (k, t) in kernels.iter().zip(fresh) {
            println!("{} {:.1}", k.name, micros(*t));
        }
    }
    if let Some(threads) = threads {
        println!("# throughput: {} distinct kernels per batch", args.batch);
        let one = threads.first().map_or(1.0, |t| t.seconds);
        for t in threads {
            let cpu = t.cpu_seconds.map_or(String::new(), |c| {
                format!(", {:.1} µs CPU per kernel", c * 1e6 / args.batch as f64)
            });
            println!(
                "threads {} {:.0} kernels/s ({:.2}x one thread{cpu})",
                t.threads,
                args.batch as f64 / t.seconds,
                one / t.seconds
            );
        }
    }
}

fn print_json(
    args: &BenchCompileArgs,
    kernels: &[Kernel],
    round_robin: &[Duration],
    fresh: Option<&[Duration]>,
    threads: Option<&[Throughput]>,
) {
    let per_kernel = |times: &[Duration]| {
        let fields: Vec<String> = kernels
            .iter()
            .zip(times)
            .map(|(k, t)| format!("\"{}\": {:.2}", k.name, micros(*t)))
            .collect();
        format!("{{{}}}", fields.join(", "))
    };
    let fresh = fresh.map_or("null".to_string(), per_kernel);
    let threads = threads.map_or("null".to_string(), |ts| {
        let one = ts.first().map_or(1.0, |t| t.seconds);
        let items: Vec<String> = ts
            .iter()
            .map(|t| {
                let cpu = t.cpu_seconds.map_or("null".to_string(), |c| {
                    format!("{:.2}", c * 1e6 / args.batch as f64)
                });
                format!(
                    "{{\"threads\": {}, \"kernels_per_s\": {:.1}, \"speedup\": {:.3}, \
                     \"cpu_us_per_kernel\": {cpu}}}",
                    t.threads,
                    args.batch as f64 / t.seconds,
                    one / t.seconds
                )
            })
            .collect();
        format!("[{}]", items.join(", "))
    });
    println!(
        "{{\"arch\": \"{}\", \"rounds\": {}, \"round_robin_us\": {}, \"fresh_samples\": {}, \
         \"fresh_process_us\": {fresh}, \"batch\": {}, \"threads\": {threads}}}",
        args.arch.name(),
        args.rounds.max(1),
        per_kernel(round_robin),
        args.fresh,
        args.batch,
    );
}

/// The compiler's entry points and results cross threads (the throughput
/// measurement compiles on several): checked at compile time.
const _: () = {
    const fn send_sync<T: Send + Sync>() {}
    send_sync::<tilelift::Kernel>();
    send_sync::<tilelift::Options>();
    send_sync::<tilelift::Error>();
};
