//! `tilelift bench`: a corpus case's kernel timed on the GPU at its bench size.

use super::run::{compile_for_gpu, open_gpu};
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;
use tilelift::cuda::bench::{self, BenchOptions};

/// What `tilelift bench` was asked to do.
pub struct BenchArgs<'a> {
    /// The case folder.
    pub dir: &'a Path,
    /// The problem's scale relative to the case's `bench` size.
    pub scale: f64,
    /// Timed launches (at least 50).
    pub iters: usize,
    /// Print one JSON object instead of text.
    pub json: bool,
    /// Write the first buffer set before and after one launch here.
    pub dump: Option<std::path::PathBuf>,
    /// Load through the disk cache of cubins (`TILELIFT_CACHE_DIR`): a hit
    /// skips the compiler and the driver's JIT.
    pub disk_cache: bool,
    /// Time this PTX instead of ours.
    pub foreign: Option<ForeignPtx>,
    /// The file of the case folder to compile (`kernel.ttir` by default).
    pub kernel_file: &'a str,
    /// Make the PTX a cubin with this `ptxas` instead of the driver's JIT.
    pub ptxas: Option<std::path::PathBuf>,
}

/// The PTX made a cubin by `ptxas` for the architecture of its `.target`
/// line (what Triton's own build does with its bundled `ptxas`).
fn ptxas_link(ptxas: &Path, ptx: &str) -> Result<Vec<u8>, String> {
    let target = ptx
        .lines()
        .find_map(|l| l.trim().strip_prefix(".target "))
        .and_then(|t| t.split([',', ' ']).next())
        .ok_or("error: the PTX has no .target line")?;
    let dir = std::env::temp_dir().join(format!("tilelift-ptxas-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: error: {e}", dir.display()))?;
    let (src, out) = (dir.join("k.ptx"), dir.join("k.cubin"));
    std::fs::write(&src, ptx).map_err(|e| format!("{}: error: {e}", src.display()))?;
    let status = std::process::Command::new(ptxas)
        .arg(format!("-arch={target}"))
        .arg(&src)
        .arg("-o")
        .arg(&out)
        .status()
        .map_err(|e| format!("{}: error: {e}", ptxas.display()))?;
    if !status.success() {
        return Err(format!(
            "{}: error: ptxas failed ({status})",
            ptxas.display()
        ));
    }
    let cubin = std::fs::read(&out).map_err(|e| format!("{}: error: {e}", out.display()));
    let _ = std::fs::remove_dir_all(&dir);
    cubin
}

/// Another compiler's PTX for the case's kernel (`tilelift bench --ptx`).
pub struct ForeignPtx {
    /// The PTX file.
    pub path: std::path::PathBuf,
    /// Bytes of dynamic shared memory to launch it with.
    pub shared: u32,
    /// Pointer parameters it declares after the case's arguments (passed null).
    pub extra_pointers: u32,
}

/// The kernel to load: ours, or `foreign`'s PTX in its place (our compile
/// gives the entry name and the parameter kinds of the case's arguments).
fn kernel_for(
    text: &str,
    file: &str,
    arch: &str,
    warps: u32,
    stages: u32,
    foreign: Option<&ForeignPtx>,
) -> Result<tilelift::cuda::CompiledKernel, String> {
    let mut kernel = compile_for_gpu(text, file, arch, warps, stages)?;
    if let Some(f) = foreign {
        kernel.ptx = std::fs::read_to_string(&f.path)
            .map_err(|e| format!("{}: error: {e}", f.path.display()))?;
        kernel.shared_bytes = 0;
        kernel.dynamic_shared_bytes = f.shared;
        let extra = std::iter::repeat_n(tilelift::cuda::ParamKind::Ptr, f.extra_pointers as usize);
        kernel.params.extend(extra);
    }
    Ok(kernel)
}

/// Runs `tilelift bench`.
pub fn bench(args: &BenchArgs) -> Result<ExitCode, String> {
    let dir = args.dir;
    let case = tilelift::harness::case::read_with_kernel(dir, args.kernel_file)
        .map_err(|e| e.to_string())?;
    let name = case.name();
    let spec = case
        .bench()
        .map_err(str::to_string)
        .and_then(|s| s.scaled(args.scale))
        .map_err(|e| format!("{name}: error: {e}"))?;
    let text = case.text();
    let mut rt = open_gpu()?;
    let arch = rt.arch_name();
    let (warps, stages) = (case.num_warps(), case.num_stages());
    let mut options = format!("{arch} num_warps={warps} num_stages={stages}");
    if let Some(f) = &args.foreign {
        options += &format!(" ptx={} shared={}", f.path.display(), f.shared);
    }
    if let Some(p) = &args.ptxas {
        options += &format!(" ptxas={}", p.display());
    }
    let disk = if args.disk_cache {
        Some(
            tilelift::cuda::disk_cache::DiskCache::from_env()
                .ok_or("error: no cache folder: set TILELIFT_CACHE_DIR")?,
        )
    } else {
        None
    };
    let (compile_us, load_us, from_disk) = {
        let file = args.kernel_file;
        let compile = || kernel_for(text, file, &arch, warps, stages, args.foreign.as_ref());
        let link = args
            .ptxas
            .as_deref()
            .map(|p| move |ptx: &str| ptxas_link(p, ptx));
        let link = link.as_ref().map(|l| l as &tilelift::cuda::Linker<'_>);
        let loaded = match &disk {
            Some(_) if link.is_some() => return Err("error: --ptxas and --disk-cache".into()),
            Some(disk) => rt.load_cached(text, &options, disk, compile),
            None => rt.load_linked(text, &options, compile, link),
        }
        .map_err(|e| format!("{name}: error: {e}"))?;
        (
            loaded.compile_time.as_secs_f64() * 1e6,
            loaded.load_time.as_secs_f64() * 1e6,
            loaded.from_disk,
        )
    };
    // A second compile of the same text is a cache lookup.
    let start = Instant::now();
    rt.load(text, &options, || {
        Err("internal error: missed the cache".into())
    })
    .map_err(|e| format!("{name}: error: {e}"))?;
    let cached_us = start.elapsed().as_secs_f64() * 1e6;
    let loaded = rt
        .cache_peek(text, &options)
        .ok_or("internal error: the kernel left the cache")?;
    let opts = BenchOptions {
        iters: args.iters,
        dump: args.dump.clone(),
        ..BenchOptions::default()
    };
    let r = bench::run(&rt, loaded, &spec, &opts).map_err(|e| format!("{name}: error: {e}"))?;
    let fraction = r.gb_s / r.copy_gb_s;
    if args.json {
        // Rounded as the text report rounds; serde_json escapes the strings
        // (a device or case name with a quote stays one JSON string).
        let round = |x: f64, digits: i32| {
            let scale = 10f64.powi(digits);
            (x * scale).round() / scale
        };
        let json = serde_json::json!({
            "case": name,
            "device": rt.gpu.name,
            "grid": spec.grid,
            "min_bytes": spec.min_bytes,
            "median_ms": round(r.median_ms, 6),
            "min_ms": round(r.min_ms, 6),
            "iters": r.iters,
            "sets": r.sets,
            "gb_s": round(r.gb_s, 2),
            "tflop_s": r.tflop_s.map(|t| round(t, 3)),
            "copy_gb_s": round(r.copy_gb_s, 2),
            "copy_fraction": round(fraction, 4),
            "compile_us": round(compile_us, 1),
            "load_us": round(load_us, 1),
            "cached_us": round(cached_us, 2),
            "disk_cache": args.disk_cache,
            "from_disk": from_disk,
        });
        println!("{json}");
    } else {
        println!("case     {name} on {} ({arch})", rt.gpu.name);
        println!(
            "problem  grid {:?}, {:.1} MB of traffic, {} buffer sets rotated",
            spec.grid,
            spec.min_bytes as f64 / 1e6,
            r.sets
        );
        let rate = match r.tflop_s {
            Some(t) => format!("{t:.2} TFLOP/s"),
            None => format!("{:.1} GB/s", r.gb_s),
        };
        println!(
            "time     {:.2} us median of {} launches (min {:.2} us), {rate}",
            r.median_ms * 1e3,
            r.iters,
            r.min_ms * 1e3
        );
        println!(
            "copy     {:.1} GB/s device-to-device; the kernel reaches {:.1}% of it",
            r.copy_gb_s,
            100.0 * fraction
        );
        let loading = match (args.disk_cache, from_disk) {
            (true, true) => "loading the cubin from the disk cache",
            (true, false) => "linking (driver JIT), storing and loading the cubin",
            (false, _) if args.ptxas.is_some() => "ptxas and loading the cubin",
            (false, _) => "loading (driver JIT)",
        };
        println!(
            "compile  {compile_us:.1} us to PTX + {load_us:.1} us {loading} = {:.1} us; \
             cached {cached_us:.2} us",
            compile_us + load_us
        );
    }
    Ok(ExitCode::SUCCESS)
}
