//! A case's bench problem timed on the GPU (`tilelift bench`): the problem (read,
//! scaled and filled by `tilelift_harness::bench`) uploaded in several buffer
//! sets, rotated among so that the L2 cache does not flatter, and the kernel
//! timed with CUDA events (the median of at least 50 launches after a warm-up),
//! beside the device-to-device copy bandwidth measured in the same run.

use super::runner::kernel_arg;
use super::{CudaError, DeviceBuffer, KernelArg, Loaded, ParamKind, Runtime};
use std::path::Path;
use tilelift_harness::bench::{fill_bytes, BenchArg, BenchSpec};

/// How many buffer sets to rotate among: enough that the sets together are at
/// least four times the L2 cache (so a launch finds none of its data there), at
/// least two, at most eight, and no more than fit in half of `free` memory.
pub fn rotation_sets(footprint: u64, l2_bytes: u64, free: u64) -> usize {
    let footprint = footprint.max(1);
    let want = (4 * l2_bytes).div_ceil(footprint).clamp(2, 8);
    let fit = (free / 2 / footprint).max(1);
    want.min(fit) as usize
}

/// The median of `samples` (the mean of the middle two for an even count).
pub fn median(samples: &[f64]) -> f64 {
    let mut v = samples.to_vec();
    v.sort_by(f64::total_cmp);
    match v.len() {
        0 => f64::NAN,
        n if !n.is_multiple_of(2) => v[n / 2],
        n => (v[n / 2 - 1] + v[n / 2]) / 2.0,
    }
}

/// Gigabytes (10^9 bytes) per second of `bytes` moved in `ms` milliseconds.
pub fn gb_per_s(bytes: f64, ms: f64) -> f64 {
    bytes / (ms * 1e-3) / 1e9
}

/// How to time.
#[derive(Clone, Debug)]
pub struct BenchOptions {
    /// Launches before timing.
    pub warmup: usize,
    /// Timed launches (at least 50).
    pub iters: usize,
    /// Where to write, before timing, every buffer of the first set as filled
    /// (`argI.in.bin`) and after one launch (`argI.out.bin`), so that another
    /// implementation can be run and checked on the same inputs.
    pub dump: Option<std::path::PathBuf>,
}

impl Default for BenchOptions {
    fn default() -> Self {
        BenchOptions {
            warmup: 10,
            iters: 100,
            dump: None,
        }
    }
}

/// What a bench run measured.
#[derive(Clone, Debug)]
pub struct BenchResult {
    /// The median kernel time, milliseconds.
    pub median_ms: f64,
    /// The fastest launch, milliseconds.
    pub min_ms: f64,
    /// Timed launches.
    pub iters: usize,
    /// Buffer sets rotated among.
    pub sets: usize,
    /// `min_bytes` over the median time, GB/s.
    pub gb_s: f64,
    /// TFLOP/s (matmuls).
    pub tflop_s: Option<f64>,
    /// The device-to-device copy bandwidth measured in the same run (bytes read
    /// plus written), GB/s.
    pub copy_gb_s: f64,
}

/// Allocates and fills the buffer sets, times the kernel, and measures the copy
/// bandwidth.
pub fn run(
    rt: &Runtime,
    loaded: &Loaded,
    spec: &BenchSpec,
    options: &BenchOptions,
) -> Result<BenchResult, CudaError> {
    let gpu = &rt.gpu;
    let (free, _) = gpu.mem_info()?;
    let sets = rotation_sets(spec.footprint(), gpu.l2_bytes as u64, free as u64);
    let mut launch_args: Vec<Vec<KernelArg>> = Vec::with_capacity(sets);
    let mut keep: Vec<DeviceBuffer> = Vec::new();
    let host: Vec<Option<Vec<u8>>> = spec
        .args
        .iter()
        .enumerate()
        .map(|(i, a)| match a {
            BenchArg::Buffer {
                dtype,
                elements,
                fill,
                ..
            } => Some(fill_bytes(*dtype, *elements, fill, 0x5EED + i as u64)),
            BenchArg::Scalar { .. } => None,
        })
        .collect();
    for _ in 0..sets {
        let mut args = Vec::with_capacity(spec.args.len());
        for (a, h) in spec.args.iter().zip(&host) {
            match (a, h) {
                (_, Some(bytes)) => {
                    let buf = gpu.upload(bytes)?;
                    args.push(KernelArg::Ptr(buf.addr()));
                    keep.push(buf);
                }
                (BenchArg::Scalar { value, .. }, None) => {
                    args.push(kernel_arg(*value).map_err(CudaError)?)
                }
                (BenchArg::Buffer { .. }, None) => unreachable!("buffers have host data"),
            }
        }
        // The global scratch pointer, where the kernel takes one, is the
        // launch's to pass.
        let k = &loaded.kernel;
        let own = k.params.len() - usize::from(k.global_scratch_bytes > 0);
        pad_with_null_pointers(&mut args, &k.params[..own]).map_err(CudaError)?;
        launch_args.push(args);
    }
    if let Some(dir) = &options.dump {
        dump(rt, loaded, spec, &host, &launch_args[0], dir)?;
    }
    drop(host);
    for i in 0..options.warmup {
        rt.launch(loaded, spec.grid, &launch_args[i % sets])?;
    }
    gpu.synchronize()?;
    let iters = options.iters.max(50);
    let events = (0..=iters)
        .map(|_| gpu.event())
        .collect::<Result<Vec<_>, _>>()?;
    events[0].record()?;
    for i in 0..iters {
        rt.launch(loaded, spec.grid, &launch_args[i % sets])?;
        events[i + 1].record()?;
    }
    gpu.synchronize()?;
    let mut times = Vec::with_capacity(iters);
    for w in events.windows(2) {
        times.push(f64::from(w[0].elapsed_ms(&w[1])?));
    }
    drop(keep);
    let median_ms = median(&times);
    let min_ms = times.iter().copied().fold(f64::INFINITY, f64::min);
    let copy_gb_s = copy_bandwidth(rt, spec.min_bytes.clamp(256 << 20, 1 << 30) as usize)?;
    Ok(BenchResult {
        median_ms,
        min_ms,
        iters,
        sets,
        gb_s: gb_per_s(spec.min_bytes as f64, median_ms),
        tflop_s: spec.flops.map(|f| f / (median_ms * 1e-3) / 1e12),
        copy_gb_s,
    })
}

/// Writes the first set's buffers before (`argI.in.bin`, from `host`) and after
/// one launch (`argI.out.bin`) into `dir`.
fn dump(
    rt: &Runtime,
    loaded: &Loaded,
    spec: &BenchSpec,
    host: &[Option<Vec<u8>>],
    args: &[KernelArg],
    dir: &Path,
) -> Result<(), CudaError> {
    let io = |e: std::io::Error| CudaError(format!("cannot write to {}: {e}", dir.display()));
    std::fs::create_dir_all(dir).map_err(io)?;
    rt.launch(loaded, spec.grid, args)?;
    rt.gpu.synchronize()?;
    for (i, (h, a)) in host.iter().zip(args).enumerate() {
        let (Some(bytes), KernelArg::Ptr(addr)) = (h, a) else {
            continue;
        };
        std::fs::write(dir.join(format!("arg{i}.in.bin")), bytes).map_err(io)?;
        let mut out = vec![0u8; bytes.len()];
        rt.gpu.read_at(*addr, &mut out)?;
        std::fs::write(dir.join(format!("arg{i}.out.bin")), &out).map_err(io)?;
    }
    Ok(())
}

/// The median bandwidth of device-to-device copies of `bytes` (counting bytes
/// read and written), GB/s.
pub fn copy_bandwidth(rt: &Runtime, bytes: usize) -> Result<f64, CudaError> {
    let gpu = &rt.gpu;
    let src = gpu.alloc(bytes)?;
    let dst = gpu.alloc(bytes)?;
    src.fill(1)?;
    for _ in 0..3 {
        gpu.copy(&dst, &src, bytes)?;
    }
    gpu.synchronize()?;
    let n = 20;
    let events = (0..=n)
        .map(|_| gpu.event())
        .collect::<Result<Vec<_>, _>>()?;
    events[0].record()?;
    for e in &events[1..] {
        gpu.copy(&dst, &src, bytes)?;
        e.record()?;
    }
    gpu.synchronize()?;
    let mut times = Vec::with_capacity(n);
    for w in events.windows(2) {
        times.push(f64::from(w[0].elapsed_ms(&w[1])?));
    }
    Ok(gb_per_s(2.0 * bytes as f64, median(&times)))
}

/// Passes null for pointer parameters the kernel declares after the case's
/// arguments (Triton's global and profile scratch pointers, for its PTX timed
/// in place of ours); any other parameter without an argument is an error.
pub fn pad_with_null_pointers(
    args: &mut Vec<KernelArg>,
    params: &[ParamKind],
) -> Result<(), String> {
    let mut at = 0;
    for (i, &kind) in params.iter().enumerate() {
        at += kind.args();
        if at <= args.len() {
            continue;
        }
        if kind != ParamKind::Ptr {
            return Err(format!(
                "parameter {i} ({kind}) has no argument in the case, and only pointers are passed as null"
            ));
        }
        args.push(KernelArg::Ptr(0));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rotation_and_rates() {
        let mb = 1u64 << 20;
        // 800 MB sets against a 50 MB L2: two sets.
        assert_eq!(rotation_sets(800 * mb, 50 * mb, 80_000 * mb), 2);
        // 16 MB sets: 4 · 50 / 16 = 12.5, capped at 8.
        assert_eq!(rotation_sets(16 * mb, 50 * mb, 80_000 * mb), 8);
        // 60 MB sets: 200 / 60 rounds up to 4.
        assert_eq!(rotation_sets(60 * mb, 50 * mb, 80_000 * mb), 4);
        // Too little memory: what fits in half of it, at least one.
        assert_eq!(rotation_sets(800 * mb, 50 * mb, 1000 * mb), 1);
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&[4.0, 1.0, 2.0, 3.0]), 2.5);
        assert!((gb_per_s(805306560.0, 0.25) - 3221.22624).abs() < 1e-6);
    }

    #[test]
    fn trailing_pointer_parameters_get_null_and_others_an_error() {
        let mut args = vec![KernelArg::Ptr(16), KernelArg::I32(3)];
        let params = [
            ParamKind::Ptr,
            ParamKind::I32,
            ParamKind::Ptr,
            ParamKind::Ptr,
        ];
        pad_with_null_pointers(&mut args, &params).unwrap();
        assert_eq!(&args[2..], [KernelArg::Ptr(0), KernelArg::Ptr(0)]);
        let mut args = vec![KernelArg::Ptr(16)];
        let err = pad_with_null_pointers(&mut args, &params).unwrap_err();
        assert!(err.contains("parameter 1 (i32)"), "{err}");
    }
}
