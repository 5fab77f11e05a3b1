//! The bench problem of a case (`tilelift bench`): the `bench` section of
//! `case.json` read and optionally scaled, buffers filled like the test data,
//! rotated among several sets so that the L2 cache does not flatter, and the
//! kernel timed with CUDA events (the median of at least 50 launches after a
//! warm-up), beside the device-to-device copy bandwidth measured in the same run.

use super::{CudaError, DeviceBuffer, KernelArg, Loaded, Runtime};
use serde_json::Value as Json;
use std::path::Path;
use tilelift_interp::case::Dtype;

/// How to fill a buffer.
#[derive(Clone, Debug, PartialEq)]
pub enum Fill {
    /// Normal floats: mean and standard deviation.
    Normal(f64, f64),
    /// Uniform integers in `[lo, hi]`.
    UniformInt(i64, i64),
    /// One value everywhere.
    Const(f64),
    /// Nothing (an output): zeros.
    None,
}

/// A buffer or scalar of the bench problem.
#[derive(Clone, Debug, PartialEq)]
pub enum BenchArg {
    /// A buffer of `elements` elements of `dtype`.
    Buffer {
        /// The argument's name.
        name: String,
        /// The element type.
        dtype: Dtype,
        /// Elements.
        elements: u64,
        /// Its initial contents.
        fill: Fill,
    },
    /// A scalar.
    Scalar {
        /// The argument's name.
        name: String,
        /// Its value.
        value: KernelArg,
    },
}

/// The bench problem of a case.
#[derive(Clone, Debug, PartialEq)]
pub struct BenchSpec {
    /// The launch grid.
    pub grid: [u32; 3],
    /// The arguments, in order.
    pub args: Vec<BenchArg>,
    /// Bytes that must cross device memory at least.
    pub min_bytes: u64,
    /// Floating-point operations (matmuls), when given.
    pub flops: Option<f64>,
}

fn err(m: impl Into<String>) -> String {
    m.into()
}

/// Reads the `bench` section of `dir/case.json`.
pub fn read_spec(dir: &Path) -> Result<BenchSpec, String> {
    let path = dir.join("case.json");
    let text = std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let json: Json = serde_json::from_slice(&text).map_err(|e| format!("case.json: {e}"))?;
    parse_spec(&json)
}

/// The bench problem of a parsed `case.json`.
pub fn parse_spec(json: &Json) -> Result<BenchSpec, String> {
    let bench = json
        .get("bench")
        .ok_or_else(|| err("case.json has no \"bench\" section"))?;
    let list = |j: &Json, key: &str| -> Result<Vec<Json>, String> {
        j.get(key)
            .and_then(Json::as_array)
            .cloned()
            .ok_or_else(|| format!("\"{key}\" is missing or not a list"))
    };
    let grid_list = list(bench, "grid")?;
    let dim = |i: usize| {
        grid_list
            .get(i)
            .and_then(Json::as_u64)
            .and_then(|v| u32::try_from(v).ok())
            .ok_or_else(|| err("bench \"grid\" is not three counts"))
    };
    let grid = [dim(0)?, dim(1)?, dim(2)?];
    let test_args = list(json, "args")?;
    let bench_args = list(bench, "args")?;
    // The bench lists arguments by name, including those Triton's JIT turned into
    // constants (`jit_specialized_constexprs`), which are no parameters: match by
    // name.
    let name = |j: &Json| j.get("name").and_then(Json::as_str).map(str::to_string);
    let args = test_args
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let b = bench_args
                .iter()
                .find(|b| name(b).is_some() && name(b) == name(t))
                .ok_or_else(|| format!("bench has no argument {:?}", name(t)))?;
            bench_arg(i, t, b)
        })
        .collect::<Result<Vec<_>, _>>()?;
    let min_bytes = bench
        .get("min_bytes")
        .and_then(Json::as_u64)
        .ok_or_else(|| err("bench has no \"min_bytes\""))?;
    let flops = bench.get("flops").and_then(Json::as_f64);
    Ok(BenchSpec {
        grid,
        args,
        min_bytes,
        flops,
    })
}

fn bench_arg(i: usize, test: &Json, bench: &Json) -> Result<BenchArg, String> {
    let s = |j: &Json, k: &str| j.get(k).and_then(Json::as_str).map(str::to_string);
    let name = s(test, "name").ok_or_else(|| format!("argument {i} has no name"))?;
    let role = s(test, "role").unwrap_or_default();
    if role == "scalar" {
        let ty = s(test, "type").unwrap_or_default();
        let v = bench
            .get("value")
            .ok_or_else(|| format!("bench argument {i} ({name}) has no value"))?;
        let value = match ty.as_str() {
            "i32" => KernelArg::I32(
                v.as_i64()
                    .and_then(|x| i32::try_from(x).ok())
                    .ok_or_else(|| format!("bench argument {name}: not an i32"))?,
            ),
            "i64" => KernelArg::I64(
                v.as_i64()
                    .ok_or_else(|| format!("bench argument {name}: not an i64"))?,
            ),
            "fp32" => KernelArg::F32(
                v.as_f64()
                    .ok_or_else(|| format!("bench argument {name}: not a number"))?
                    as f32,
            ),
            _ => return Err(format!("bench argument {name}: scalar type \"{ty}\"")),
        };
        return Ok(BenchArg::Scalar { name, value });
    }
    let dtype = s(test, "dtype")
        .and_then(|d| Dtype::from_name(&d))
        .ok_or_else(|| format!("argument {name}: unknown dtype"))?;
    let elements = bench
        .get("elements")
        .and_then(Json::as_u64)
        .ok_or_else(|| format!("bench argument {name} has no \"elements\""))?;
    let pair = |j: &Json| -> Option<(f64, f64)> {
        let a = j.as_array()?;
        Some((a.first()?.as_f64()?, a.get(1)?.as_f64()?))
    };
    let fill = match bench.get("fill") {
        None => Fill::None,
        Some(f) => {
            if let Some(p) = f.get("normal").and_then(pair) {
                Fill::Normal(p.0, p.1)
            } else if let Some(p) = f.get("uniform_int").and_then(pair) {
                Fill::UniformInt(p.0 as i64, p.1 as i64)
            } else if let Some(c) = f.get("const").and_then(Json::as_f64) {
                Fill::Const(c)
            } else {
                return Err(format!("bench argument {name}: unknown fill {f}"));
            }
        }
    };
    Ok(BenchArg::Buffer {
        name,
        dtype,
        elements,
        fill,
    })
}

/// `n` scaled by `s`, keeping its residue modulo 16 (so a multiple of 16 stays one
/// and a non-multiple stays one, as the TTIR's divisibility hints require).
pub fn scale_count(n: u64, s: f64) -> u64 {
    let scaled = (n as f64 * s).round() as u64;
    let base = scaled - scaled % 16;
    (base + n % 16).max(n % 16 + if n.is_multiple_of(16) { 16 } else { 0 })
}

impl BenchSpec {
    /// The problem scaled by `s`: every buffer whose length is the value of an
    /// integer scalar (the problem size `n`) grows with it, that scalar too, and
    /// the grid along x in proportion. Only 1-D problems (grid `[x, 1, 1]` with
    /// such a size scalar) can be scaled.
    pub fn scaled(&self, s: f64) -> Result<BenchSpec, String> {
        if s == 1.0 {
            return Ok(self.clone());
        }
        if !(s > 0.0 && s.is_finite()) {
            return Err(format!("--scale {s}: must be a positive number"));
        }
        if self.grid[1] != 1 || self.grid[2] != 1 {
            return Err("--scale handles 1-D problems only (a grid [x, 1, 1])".into());
        }
        let size = self.args.iter().find_map(|a| match a {
            BenchArg::Scalar {
                value: KernelArg::I32(v),
                ..
            } if self.buffer_with(*v as u64) => Some(*v as u64),
            BenchArg::Scalar {
                value: KernelArg::I64(v),
                ..
            } if self.buffer_with(*v as u64) => Some(*v as u64),
            _ => None,
        });
        let n = size.ok_or("--scale needs a size scalar equal to a buffer's length")?;
        let m = scale_count(n, s);
        if m > i32::MAX as u64 {
            return Err(format!("--scale {s}: the size {m} does not fit an i32"));
        }
        let args = self
            .args
            .iter()
            .map(|a| match a.clone() {
                BenchArg::Buffer {
                    name,
                    dtype,
                    elements,
                    fill,
                } if elements == n => BenchArg::Buffer {
                    name,
                    dtype,
                    elements: m,
                    fill,
                },
                BenchArg::Scalar {
                    name,
                    value: KernelArg::I32(v),
                } if v as u64 == n => BenchArg::Scalar {
                    name,
                    value: KernelArg::I32(m as i32),
                },
                BenchArg::Scalar {
                    name,
                    value: KernelArg::I64(v),
                } if v as u64 == n => BenchArg::Scalar {
                    name,
                    value: KernelArg::I64(m as i64),
                },
                other => other,
            })
            .collect();
        let gx = (self.grid[0] as f64 * m as f64 / n as f64).ceil() as u32;
        Ok(BenchSpec {
            grid: [gx.max(1), 1, 1],
            args,
            min_bytes: (self.min_bytes as f64 * m as f64 / n as f64) as u64,
            flops: self.flops.map(|f| f * m as f64 / n as f64),
        })
    }

    fn buffer_with(&self, n: u64) -> bool {
        self.args
            .iter()
            .any(|a| matches!(a, BenchArg::Buffer { elements, .. } if *elements == n))
    }

    /// Bytes of all buffers of one set.
    pub fn footprint(&self) -> u64 {
        self.args
            .iter()
            .map(|a| match a {
                BenchArg::Buffer {
                    dtype, elements, ..
                } => elements * dtype.size() as u64,
                BenchArg::Scalar { .. } => 0,
            })
            .sum()
    }
}

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

/// A small, fast generator (SplitMix64) for fills.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn unit(&mut self) -> f64 {
        ((self.next() >> 11) as f64 + 0.5) / (1u64 << 53) as f64
    }
}

/// The bytes of `elements` elements of `dtype` filled as `fill` says.
pub fn fill_bytes(dtype: Dtype, elements: u64, fill: &Fill, seed: u64) -> Vec<u8> {
    let size = dtype.size();
    let mut out = vec![0u8; elements as usize * size];
    let mut rng = Rng(seed);
    let mut pending: Option<f64> = None;
    for chunk in out.chunks_exact_mut(size) {
        let v = match *fill {
            Fill::None => continue,
            Fill::Const(c) => c,
            Fill::UniformInt(lo, hi) => (lo + (rng.next() % (hi - lo + 1) as u64) as i64) as f64,
            Fill::Normal(mean, std) => {
                let z = match pending.take() {
                    Some(z) => z,
                    None => {
                        // Box-Muller: two normals from two uniforms.
                        let (u, v) = (rng.unit(), rng.unit());
                        let r = (-2.0 * u.ln()).sqrt();
                        let t = std::f64::consts::TAU * v;
                        pending = Some(r * t.sin());
                        r * t.cos()
                    }
                };
                mean + std * z
            }
        };
        encode(dtype, v, chunk);
    }
    out
}

fn encode(dtype: Dtype, v: f64, out: &mut [u8]) {
    match dtype {
        Dtype::F32 => out.copy_from_slice(&(v as f32).to_le_bytes()),
        Dtype::F64 => out.copy_from_slice(&v.to_le_bytes()),
        Dtype::F16 => out.copy_from_slice(&half::f16::from_f64(v).to_le_bytes()),
        Dtype::BF16 => out.copy_from_slice(&half::bf16::from_f64(v).to_le_bytes()),
        Dtype::I8 => out.copy_from_slice(&(v as i8).to_le_bytes()),
        Dtype::I16 => out.copy_from_slice(&(v as i16).to_le_bytes()),
        Dtype::I32 => out.copy_from_slice(&(v as i32).to_le_bytes()),
        Dtype::I64 => out.copy_from_slice(&(v as i64).to_le_bytes()),
    }
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
                (BenchArg::Scalar { value, .. }, None) => args.push(*value),
                (BenchArg::Buffer { .. }, None) => unreachable!("buffers have host data"),
            }
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn vec_add() -> Json {
        json!({
            "args": [
                {"name": "x", "role": "in", "dtype": "fp32", "type": "*fp32"},
                {"name": "y", "role": "out", "dtype": "fp32", "type": "*fp32"},
                {"name": "n", "role": "scalar", "type": "i32"},
                {"name": "b", "role": "in", "dtype": "fp32", "type": "*fp32"}
            ],
            "bench": {
                "grid": [65537, 1, 1],
                "args": [
                    {"name": "x", "elements": 67108880, "fill": {"normal": [0.0, 1.0]}},
                    {"name": "y", "elements": 67108880},
                    {"name": "n", "value": 67108880},
                    {"name": "stride", "value": 1},
                    {"name": "b", "elements": 100, "fill": {"const": 0}}
                ],
                "min_bytes": 536871040
            }
        })
    }

    #[test]
    fn the_spec_reads_and_scales() {
        let spec = parse_spec(&vec_add()).unwrap();
        assert_eq!(spec.grid, [65537, 1, 1]);
        assert_eq!(spec.footprint(), 2 * 67108880 * 4 + 400);
        assert_eq!(
            spec.args[0],
            BenchArg::Buffer {
                name: "x".into(),
                dtype: Dtype::F32,
                elements: 67108880,
                fill: Fill::Normal(0.0, 1.0),
            }
        );
        let half = spec.scaled(0.5).unwrap();
        // 33554440 rounds to a multiple of 16, as 67108880 is one.
        assert_eq!(
            half.args[2],
            BenchArg::Scalar {
                name: "n".into(),
                value: KernelArg::I32(33554432)
            }
        );
        assert!(matches!(
            half.args[1],
            BenchArg::Buffer {
                elements: 33554432,
                ..
            }
        ));
        assert!(matches!(
            half.args[3],
            BenchArg::Buffer { elements: 100, .. }
        ));
        // The grid still covers the problem: 1024 elements a program.
        assert!(half.grid[0] as u64 * 1024 >= 33554432, "{:?}", half.grid);
        assert_eq!(spec.scaled(1.0).unwrap(), spec);
        assert!(spec.scaled(-1.0).is_err());
        assert!(spec.scaled(100.0).unwrap_err().contains("does not fit"));
    }

    #[test]
    fn scaling_keeps_the_residue_mod_16() {
        assert_eq!(scale_count(67108865, 2.0) % 16, 1);
        assert_eq!(scale_count(67108880, 3.0) % 16, 0);
        assert_eq!(scale_count(16, 0.01), 16);
        assert_eq!(scale_count(17, 0.01), 1);
    }

    #[test]
    fn two_d_problems_do_not_scale() {
        let mut j = vec_add();
        j["bench"]["grid"] = json!([4, 3, 1]);
        let spec = parse_spec(&j).unwrap();
        assert!(spec.scaled(2.0).unwrap_err().contains("1-D"));
    }

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
    fn fills_follow_their_spec() {
        let n = 100_000;
        let b = fill_bytes(Dtype::F32, n, &Fill::Normal(2.0, 3.0), 1);
        let v: Vec<f64> = b
            .chunks_exact(4)
            .map(|c| f64::from(f32::from_le_bytes(c.try_into().unwrap())))
            .collect();
        let mean = v.iter().sum::<f64>() / n as f64;
        let var = v.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / n as f64;
        assert!((mean - 2.0).abs() < 0.05 && (var.sqrt() - 3.0).abs() < 0.05);
        let b = fill_bytes(Dtype::I32, 1000, &Fill::UniformInt(-2, 2), 1);
        assert!(b
            .chunks_exact(4)
            .all(|c| (-2..=2).contains(&i32::from_le_bytes(c.try_into().unwrap()))));
        let b = fill_bytes(Dtype::BF16, 3, &Fill::Const(1.0), 1);
        assert_eq!(b, [0x80, 0x3F, 0x80, 0x3F, 0x80, 0x3F]);
    }
}
