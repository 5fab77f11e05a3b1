//! The `tilelift` command-line program.

mod bench;
mod bench_compile;
mod color;
mod compile;
mod interp;
mod run;

use clap::{Parser, Subcommand};
use std::io::Read;
use std::path::PathBuf;
use std::process::ExitCode;
use tilelift::ir::{print_module, PrintOptions};

/// tilelift: a fast, LLVM-free compiler backend for Triton's tile IR (TTIR).
///
/// It reads the MLIR text Triton prints for a kernel (`kernel.asm["ttir"]`, or
/// TTGIR), checks it, and compiles it for NVIDIA GPUs (PTX) and AMD GPUs (AMDGCN).
/// Every stage can be printed.
#[derive(Parser)]
#[command(name = "tilelift", version, about, long_about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// Colour the diagnostics: on a terminal (`auto`), `always` or `never`.
    #[arg(long, global = true, value_enum, default_value_t = color::When::Auto)]
    color: color::When,
}

#[derive(Subcommand)]
enum Command {
    /// Compile TTIR or TTGIR to PTX, or to AMDGCN assembly with
    /// `--target amdgcn-amd-amdhsa --mcpu gfx90a` (or `gfx942`).
    ///
    /// TTIR is laid out first (layout assignment, as Triton's TTGIR passes do);
    /// TTGIR, such as Triton's own `kernel.ttgir`, is lowered as it is. With
    /// `--emit`, print another stage instead: the input (`ttir`), the laid-out
    /// module (`ttgir`), the per-thread machine IR (`mir`), the code (the
    /// default), the kernel's metadata (`metadata`, JSON), or a cubin (`cubin`:
    /// the driver's JIT linker, with a GPU; kept in the disk cache,
    /// `TILELIFT_CACHE_DIR`). With `--time`, also print the median time of each stage.
    ///
    /// What a target does not handle yet (a loop made of branches; on PTX
    /// 8-bit float conversions and dots below sm_89; on AMDGCN the TritonGPU
    /// shared-memory ops and Hopper's `ttng.*` ops)
    /// are reported as `error: unsupported: <what>`
    /// at the op; on AMDGCN, what its instruction selection cannot express is
    /// `error: unsupported on amdgcn: <what>`, and a kernel that needs more
    /// registers than gfx90a has `error: too large for amdgcn: <what>`.
    ///
    /// The module holds one public kernel (`tt.func public`) and any private
    /// functions; a second public kernel is an error that names them all.
    ///
    /// Exit status: 0 on success, 1 for an error in the input (with its
    /// `file:line:col`), 2 for a usage error.
    Compile {
        /// The file to read, or `-` for standard input.
        file: String,
        /// Write the result to this file instead of standard output (`-` is
        /// standard output).
        #[arg(short, long)]
        output: Option<String>,
        /// The NVIDIA architecture: the PTX's `.target`, with the PTX ISA
        /// `.version` it needs.
        #[arg(long, value_enum, default_value_t = ArchArg::Sm90)]
        arch: ArchArg,
        /// The target triple: PTX for NVIDIA GPUs, or AMDGCN assembly (with
        /// `--mcpu`).
        #[arg(long, value_enum, default_value_t = TargetArg::Nvptx64NvidiaCuda)]
        target: TargetArg,
        /// The AMD processor, with `--target amdgcn-amd-amdhsa`: MI200
        /// (`gfx90a`) or MI300 (`gfx942`).
        #[arg(long, value_enum, default_value_t = McpuArg::Gfx90a)]
        mcpu: McpuArg,
        /// Warps per program, a power of two from 1 to 32 (at most 1024 threads):
        /// TTIR input is laid out for this many (4 when not given); TTGIR input
        /// must agree if given.
        #[arg(long, value_parser = parse_num_warps)]
        num_warps: Option<u32>,
        /// Triton's `num_stages`: the stages of the `cp.async` software
        /// pipeline of loops that do not say `tt.num_stages` themselves
        /// (3 when not given; 0 or 1: no pipeline).
        #[arg(long)]
        num_stages: Option<u32>,
        /// The stage to print: the input, the laid-out module, the per-thread
        /// machine IR, the target's code (`ptx` and `asm` both name it: PTX,
        /// or AMDGCN assembly), the kernel's metadata as JSON, or a cubin
        /// (binary; needs the CUDA driver).
        #[arg(long, value_enum, default_value_t = EmitArg::Ptx)]
        emit: EmitArg,
        /// Also print the median time of each stage over `--repeat` runs to
        /// standard error, one line each (`<stage> <median> us`), then the
        /// total; the result is written as without it.
        #[arg(long)]
        time: bool,
        /// Runs to take the median of, with `--time`.
        #[arg(long, default_value_t = 100, requires = "time")]
        repeat: usize,
        /// Leave out the PTX debug lines: the `.file` naming the input and
        /// the `.loc LINE COL` of each op before its instructions (written by
        /// default, as Triton's PTX has them, for Nsight Compute's source view
        /// and cuda-gdb).
        #[arg(long)]
        no_debug_lines: bool,
    },
    /// Parse and verify a TTIR or TTGIR file, then print it back.
    ///
    /// The output is in Triton's own syntax; for text Triton printed, it is the
    /// same text. Errors are reported as `file:line:col: error: message`.
    Print {
        /// The file to read, or `-` for standard input.
        file: String,
        /// Leave out `loc(...)` locations and `#loc` aliases.
        #[arg(long)]
        no_locs: bool,
    },
    /// Print the AxisInfo analysis: contiguity, divisibility and constancy.
    ///
    /// For every value of every function, one line in Triton's format:
    /// `%x: contiguity = [..], divisibility = [..], constancy = [..],
    /// constant_value = ..`; then, for each load, store and atomic, the widest
    /// vector (in elements) that its pointer, alignment and mask allow.
    Axisinfo {
        /// The TTIR file to analyse, or `-` for standard input.
        file: String,
    },
    /// Run corpus cases on the reference interpreter and check their outputs.
    ///
    /// A case is a folder with `case.json`, `kernel.ttir` and the input and
    /// expected output files (see `tests/corpus/README.md`). The kernel runs on the
    /// CPU, one program at a time, on buffers built from the input files; output
    /// buffers that the case poisons are filled with 0xFF bytes and, in a second
    /// run, with zeros. Every output is compared with its expected file within the
    /// case's tolerances, and a row is printed per output: the case, the output, the
    /// largest absolute and relative errors, the elements left unwritten, and pass
    /// or FAIL. A closing line counts the cases: `N passed, M failed`.
    ///
    /// The exit status is 0 when every case passed, 1 otherwise (a failed
    /// comparison, a kernel error such as an out-of-bounds store, or a case that
    /// cannot be read).
    Interp {
        /// A case folder; with `--all`, a folder whose subfolders (at any depth)
        /// hold cases.
        path: PathBuf,
        /// Run every case under PATH and print one table.
        #[arg(long)]
        all: bool,
        /// The file of the case folder to run (TTIR or TTGIR), e.g.
        /// `kernel.sm80.ttgir`, Triton's own TTGIR of the kernel; with
        /// `--all`, the cases without it are not run.
        #[arg(long, default_value = "kernel.ttir", value_name = "FILE")]
        kernel_file: String,
    },
    /// Compile corpus cases, run them on the GPU and check their outputs.
    ///
    /// Like `interp`, with the kernel compiled to PTX for the device's
    /// architecture, loaded through the CUDA driver and launched on the case's
    /// grid with `32 * num_warps` threads a program: inputs uploaded, poisoned
    /// outputs filled with 0xFF bytes and, in a second run, zeros; outputs
    /// compared within the case's tolerances, inputs checked unchanged. Prints the
    /// same table and `N passed, M failed`; exit status 1 on any failure, or when
    /// no GPU or CUDA driver is present (one line says so).
    Run {
        /// A case folder; with `--all`, a folder whose subfolders hold cases.
        path: PathBuf,
        /// Run every case under PATH and print one table.
        #[arg(long)]
        all: bool,
        /// The file of the case folder to compile (TTIR or TTGIR), e.g.
        /// `kernel.sm80.ttgir`, Triton's own TTGIR of the kernel; with
        /// `--all`, the cases without it are not run.
        #[arg(long, default_value = "kernel.ttir", value_name = "FILE")]
        kernel_file: String,
        /// Compile for this architecture instead of the device's: an older
        /// one's PTX runs through the driver's JIT (e.g. `sm_80` code, with
        /// `mma.sync`, on a Hopper GPU); a newer one's does not load.
        #[arg(long, value_enum)]
        arch: Option<ArchArg>,
    },
    /// Time a corpus case's kernel on the GPU at its bench size.
    ///
    /// The problem is the `bench` section of `case.json` (hundreds of MB of
    /// traffic), scaled by `--scale` (1-D problems only). Buffers are filled like
    /// the test data and rotated among several sets so the L2 cache does not
    /// flatter; the time is the median of the CUDA-event times of `--iters`
    /// launches (at least 50) after a warm-up, reported with GB/s (TFLOP/s for
    /// matmuls) and the fraction of the device-to-device copy bandwidth measured
    /// in the same run, and the compile time (to PTX, and loading through the
    /// driver's JIT).
    Bench {
        /// The case folder.
        path: PathBuf,
        /// Scale of the problem relative to the case's bench size.
        #[arg(long, default_value_t = 1.0)]
        scale: f64,
        /// Timed launches (at least 50).
        #[arg(long, default_value_t = 100)]
        iters: usize,
        /// Print one JSON object (for scripts/side_by_side.py).
        #[arg(long)]
        json: bool,
        /// Write the first buffer set, as filled (`argI.in.bin`) and after one
        /// launch (`argI.out.bin`), to this folder.
        #[arg(long)]
        dump: Option<PathBuf>,
        /// Load the kernel through the disk cache of cubins
        /// (`TILELIFT_CACHE_DIR`, default `~/.cache/tilelift`): the first run
        /// links the PTX with the driver's JIT linker and stores the cubin, a
        /// later one loads it (no compile, no JIT); `from_disk` in the JSON.
        #[arg(long)]
        disk_cache: bool,
        /// Time this PTX instead of ours (another compiler's, e.g. Triton's
        /// sm_80 PTX for the same TTIR), launched like ours: the case's
        /// arguments, its num_warps, the kernel's name from the TTIR.
        #[arg(long, value_name = "FILE")]
        ptx: Option<PathBuf>,
        /// With --ptx: bytes of dynamic shared memory to launch it with
        /// (Triton's `metadata.shared`).
        #[arg(long, requires = "ptx", default_value_t = 0)]
        shared: u32,
        /// With --ptx: pointer parameters the PTX declares after the case's
        /// arguments, passed as null (Triton's global and profile scratch: 2).
        #[arg(long, requires = "ptx", default_value_t = 0)]
        extra_pointers: u32,
        /// The file of the case folder to compile (TTIR or TTGIR), e.g.
        /// `kernel.sm80.ttgir`, Triton's own TTGIR of the kernel.
        #[arg(long, default_value = "kernel.ttir", value_name = "FILE")]
        kernel_file: String,
        /// Make the PTX a cubin with this `ptxas` (`-arch` from the PTX's
        /// `.target`) instead of the driver's JIT: what Triton does with the
        /// `ptxas` it bundles, so that both sides' code comes from one `ptxas`.
        #[arg(long, value_name = "PTXAS", conflicts_with = "disk_cache")]
        ptxas: Option<PathBuf>,
    },
    /// Measure compile latency (TTIR to PTX, on the CPU) of corpus cases'
    /// kernels, each with the num_warps of its case.json.
    ///
    /// Three measurements: (a) round-robin: every kernel compiled once per
    /// round, in turn, in this warm process, for `--rounds` rounds; (b) the
    /// first compile in a fresh process: this program started again per
    /// sample (`--fresh` times per kernel), timing one compile inside the
    /// process (process start and reading the file excluded); (c) throughput:
    /// `--batch` distinct kernels (the cases' kernels, renamed per copy)
    /// compiled on 1, 2 and all available threads. Prints `<case> <median µs>`
    /// lines for (a), then for (b), each list after a `#` header line, then one
    /// `threads N <kernels/s>` line per thread count; or one JSON object.
    /// With `--amdgcn MCPU`, instead: (d) in each of `--rounds` rounds, every
    /// kernel compiled to PTX in turn, then every kernel to AMDGCN for MCPU;
    /// one `<case> <PTX µs> <AMDGCN µs> <ratio>` line per kernel (medians).
    BenchCompile {
        /// Case folders (each with case.json and kernel.ttir).
        #[arg(required = true)]
        cases: Vec<PathBuf>,
        /// Rounds of the round-robin measurement.
        #[arg(long, default_value_t = 200)]
        rounds: usize,
        /// Processes started per kernel for the fresh-process measurement (0
        /// skips it).
        #[arg(long, default_value_t = 21)]
        fresh: usize,
        /// Distinct kernels per thread count in the throughput measurement (0
        /// skips it).
        #[arg(long, default_value_t = 1000)]
        batch: usize,
        /// The NVIDIA architecture.
        #[arg(long, value_enum, default_value_t = ArchArg::Sm90)]
        arch: ArchArg,
        /// Compare the AMDGCN path for this processor with the PTX path,
        /// compiled alternately in one process (the only measurement then).
        #[arg(long, value_enum, value_name = "MCPU")]
        amdgcn: Option<McpuArg>,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Compile FILE once and print the compile's time in nanoseconds (for
    /// `bench-compile`'s fresh-process measurement).
    #[command(hide = true)]
    CompileOnce {
        /// The TTIR file.
        file: PathBuf,
        /// Warps per program.
        #[arg(long, value_parser = parse_num_warps)]
        num_warps: u32,
        /// Pipeline stages (Triton's `num_stages`).
        #[arg(long, default_value_t = 3)]
        num_stages: u32,
        /// The NVIDIA architecture.
        #[arg(long, value_enum, default_value_t = ArchArg::Sm90)]
        arch: ArchArg,
        /// Also print, on stderr, each stage's time and the compile's minor
        /// page faults (Linux).
        #[arg(long)]
        detail: bool,
    },
}

/// `--arch`: the `.target` of the PTX (and the PTX ISA `.version` it needs).
#[derive(Copy, Clone, PartialEq, Eq, Debug, clap::ValueEnum)]
enum ArchArg {
    /// Ampere A100 (PTX ISA 8.0).
    #[value(name = "sm_80")]
    Sm80,
    /// Ampere GA10x (PTX ISA 8.0).
    #[value(name = "sm_86")]
    Sm86,
    /// Ada Lovelace (PTX ISA 8.0).
    #[value(name = "sm_89")]
    Sm89,
    /// Hopper (PTX ISA 8.0).
    #[value(name = "sm_90")]
    Sm90,
    /// Hopper, architecture-specific (PTX ISA 8.0).
    #[value(name = "sm_90a")]
    Sm90a,
    /// Blackwell B200 (PTX ISA 8.6).
    #[value(name = "sm_100")]
    Sm100,
    /// Blackwell B200, architecture-specific (PTX ISA 8.6).
    #[value(name = "sm_100a")]
    Sm100a,
    /// Blackwell RTX (PTX ISA 8.7).
    #[value(name = "sm_120")]
    Sm120,
}

impl ArchArg {
    fn arch(self) -> tilelift::Arch {
        match self {
            ArchArg::Sm80 => tilelift::Arch::Sm80,
            ArchArg::Sm86 => tilelift::Arch::Sm86,
            ArchArg::Sm89 => tilelift::Arch::Sm89,
            ArchArg::Sm90 => tilelift::Arch::Sm90,
            ArchArg::Sm90a => tilelift::Arch::Sm90a,
            ArchArg::Sm100 => tilelift::Arch::Sm100,
            ArchArg::Sm100a => tilelift::Arch::Sm100a,
            ArchArg::Sm120 => tilelift::Arch::Sm120,
        }
    }
}

/// `--target`.
#[derive(Copy, Clone, PartialEq, Eq, Debug, clap::ValueEnum)]
enum TargetArg {
    /// PTX.
    #[value(name = "nvptx64-nvidia-cuda")]
    Nvptx64NvidiaCuda,
    /// AMDGCN assembly.
    #[value(name = "amdgcn-amd-amdhsa")]
    AmdgcnAmdAmdhsa,
}

/// `--mcpu`.
#[derive(Copy, Clone, PartialEq, Eq, Debug, clap::ValueEnum)]
enum McpuArg {
    /// MI200 (CDNA2).
    #[value(name = "gfx90a")]
    Gfx90a,
    /// MI300 (CDNA3).
    #[value(name = "gfx942")]
    Gfx942,
}

impl McpuArg {
    fn mcpu(self) -> tilelift_amdgpu::Mcpu {
        match self {
            McpuArg::Gfx90a => tilelift_amdgpu::Mcpu::Gfx90a,
            McpuArg::Gfx942 => tilelift_amdgpu::Mcpu::Gfx942,
        }
    }
}

/// `--emit`.
#[derive(Copy, Clone, PartialEq, Eq, Debug, clap::ValueEnum)]
enum EmitArg {
    /// The input, parsed, verified and printed back.
    Ttir,
    /// The laid-out module.
    Ttgir,
    /// The per-thread machine IR.
    Mir,
    /// The code: PTX, or AMDGCN assembly.
    Ptx,
    /// The same as `ptx`.
    Asm,
    /// A cubin: the PTX linked by the CUDA driver's JIT linker for `--arch`
    /// (needs the driver and a GPU), through the disk cache of compiled
    /// kernels (`TILELIFT_CACHE_DIR`, default `~/.cache/tilelift`).
    Cubin,
    /// The kernel's metadata as JSON, like Triton's: name, num_warps,
    /// num_ctas, shared (bytes), target (backend, arch, warp_size), params
    /// (name and Triton type), and the PTX's ptx_arch and ptx_version.
    Metadata,
}

/// The options of `compile`.
fn options(
    arch: tilelift::Arch,
    num_warps: Option<u32>,
    num_stages: Option<u32>,
    target: tilelift::Target,
) -> tilelift::Options {
    let mut options = tilelift::Options::new().with_arch(arch).with_target(target);
    if let Some(n) = num_warps {
        options = options.with_num_warps(n);
    }
    if let Some(n) = num_stages {
        options = options.with_num_stages(n);
    }
    options
}

/// `--num-warps`: a power of two from 1 to 32, so a program has at most 1024
/// threads.
fn parse_num_warps(s: &str) -> Result<u32, String> {
    let n: u32 = s.parse().map_err(|e| format!("{e}"))?;
    if n == 0 || n > 32 || !n.is_power_of_two() {
        return Err(format!(
            "{n} is not a power of two from 1 to 32 (32 warps are 1024 threads)"
        ));
    }
    Ok(n)
}

fn read_input(file: &str) -> Result<(String, String), String> {
    if file == "-" {
        let mut bytes = Vec::new();
        std::io::stdin()
            .take(MAX_INPUT_BYTES + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| format!("<stdin>:1:1: error: cannot read: {e}"))?;
        return Ok((text_of("<stdin>", bytes)?, "<stdin>".into()));
    }
    let meta = std::fs::metadata(file).map_err(|e| format!("{file}: error: cannot read: {e}"))?;
    if !meta.is_file() {
        return Err(format!("{file}: error: cannot read: not a regular file"));
    }
    let bytes = std::fs::File::open(file)
        .and_then(|f| {
            let mut bytes = Vec::new();
            f.take(MAX_INPUT_BYTES + 1).read_to_end(&mut bytes)?;
            Ok(bytes)
        })
        .map_err(|e| format!("{file}: error: cannot read: {e}"))?;
    Ok((text_of(file, bytes)?, file.into()))
}

/// The most bytes of input read (a kernel is a few KiB; Triton's largest
/// TTGIR a few MiB).
const MAX_INPUT_BYTES: u64 = 256 << 20;

/// The input as text, or an error at its first byte that is not UTF-8 (or
/// past the size limit).
fn text_of(file: &str, bytes: Vec<u8>) -> Result<String, String> {
    if bytes.len() as u64 > MAX_INPUT_BYTES {
        return Err(format!(
            "{file}:1:1: error: the input is larger than {} MiB",
            MAX_INPUT_BYTES >> 20
        ));
    }
    String::from_utf8(bytes).map_err(|e| {
        let valid = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = 1 + valid.iter().filter(|&&b| b == b'\n').count();
        let line_start = valid.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        let col = 1 + valid.len() - line_start;
        format!("{file}:{line}:{col}: error: cannot read: the input is not UTF-8 text")
    })
}

fn run(cli: Cli) -> Result<ExitCode, String> {
    match cli.command {
        Command::Compile {
            file,
            output,
            arch,
            target,
            mcpu,
            num_warps,
            num_stages,
            emit,
            time,
            repeat,
            no_debug_lines,
        } => {
            let target = match target {
                TargetArg::Nvptx64NvidiaCuda => tilelift::Target::Nvptx,
                TargetArg::AmdgcnAmdAmdhsa => tilelift::Target::Amdgcn(mcpu.mcpu()),
            };
            let (text, name) = read_input(&file)?;
            let arch = arch.arch();
            let emit_arg = emit;
            let metadata = emit == EmitArg::Metadata;
            let emit = match emit {
                EmitArg::Ttir => tilelift::Emit::Ttir,
                EmitArg::Ttgir => tilelift::Emit::Ttgir,
                EmitArg::Mir => tilelift::Emit::Mir,
                EmitArg::Ptx | EmitArg::Asm | EmitArg::Cubin | EmitArg::Metadata => {
                    tilelift::Emit::Ptx
                }
            };
            let args = compile::CompileArgs {
                text,
                name,
                output,
                options: options(arch, num_warps, num_stages, target)
                    .with_debug_lines(!no_debug_lines),
                emit,
                metadata,
                time: time.then_some(repeat),
            };
            if emit_arg == EmitArg::Cubin {
                compile::compile_cubin(&args)
            } else {
                compile::compile(&args)
            }
        }
        Command::Interp {
            path,
            all,
            kernel_file,
        } => Ok(interp::interp(&path, all, &kernel_file)),
        Command::Run {
            path,
            all,
            kernel_file,
            arch,
        } => Ok(run::run(
            &path,
            all,
            &kernel_file,
            arch.map(|a| a.arch().name()),
        )),
        Command::Bench {
            path,
            scale,
            iters,
            json,
            dump,
            disk_cache,
            ptx,
            shared,
            extra_pointers,
            kernel_file,
            ptxas,
        } => bench::bench(&bench::BenchArgs {
            dir: &path,
            scale,
            iters,
            json,
            dump,
            disk_cache,
            foreign: ptx.map(|path| bench::ForeignPtx {
                path,
                shared,
                extra_pointers,
            }),
            kernel_file: &kernel_file,
            ptxas,
        }),
        Command::BenchCompile {
            cases,
            rounds,
            fresh,
            batch,
            arch,
            amdgcn,
            json,
        } => bench_compile::bench_compile(&bench_compile::BenchCompileArgs {
            cases,
            rounds,
            fresh,
            batch,
            arch: arch.arch(),
            amdgcn: amdgcn.map(McpuArg::mcpu),
            json,
        }),
        Command::CompileOnce {
            file,
            num_warps,
            num_stages,
            arch,
            detail,
        } => bench_compile::compile_once(&file, num_warps, num_stages, arch.arch(), detail),
        Command::Axisinfo { file } => {
            let (text, name) = read_input(&file)?;
            let verified = tilelift::load(&text, &name).map_err(|e| e.to_string())?;
            // What the compiler analyses: branches nested into `scf.if` and calls
            // inlined first.
            let verified = tilelift::ir::structurize(verified).map_err(|e| e.to_string())?;
            let verified = tilelift::ir::inline_calls(verified).map_err(|e| e.to_string())?;
            print!("{}", tilelift_analysis::report(&verified));
            Ok(ExitCode::SUCCESS)
        }
        Command::Print { file, no_locs } => {
            let (text, name) = read_input(&file)?;
            let verified = tilelift::load(&text, &name).map_err(|e| e.to_string())?;
            let options = PrintOptions {
                locations: !no_locs,
            };
            print!("{}", print_module(verified.module(), &options));
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// Restores SIGPIPE's default action, so that `tilelift compile k.ttir | head`
/// ends quietly when `head` stops reading, as Unix tools do, instead of
/// panicking on the failed write (Rust programs start with the signal
/// ignored).
#[cfg(unix)]
fn die_quietly_on_sigpipe() {
    // SAFETY: called first thing in `main`, before any thread exists;
    // `SIG_DFL` is a valid action for SIGPIPE.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

fn main() -> ExitCode {
    #[cfg(unix)]
    die_quietly_on_sigpipe();
    let cli = Cli::parse();
    let paint = cli.color.on_stderr();
    match run(cli) {
        Ok(code) => code,
        Err(message) if paint => {
            eprintln!("{}", color::paint(&message));
            ExitCode::FAILURE
        }
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}
