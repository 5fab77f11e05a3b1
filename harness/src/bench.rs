//! The bench problem of a case (`tilelift bench`): the `bench` section of
//! `case.json`, read with the rest of the manifest (its arguments are the case's,
//! matched by name, with the dtypes and scalar types the manifest already
//! checked), optionally scaled, and the fills that make its buffers' data like
//! the test data. Timing it is the executor's business (`tilelift-cuda`'s
//! `bench`).

use crate::manifest::{CaseArg, Dtype, Scalar};
use serde_json::Value as Json;

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
        value: Scalar,
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

/// Whether CUDA launches a grid of `grid` programs: at least one in each
/// dimension, at most 2^31 - 1 in x and 65535 in y and z (the CUDA
/// programming guide's "maximum x-, y- or z-dimension of a grid"); `Err`
/// says which dimension is out of range (`"grid"` ...).
pub(crate) fn launchable(grid: [u32; 3]) -> Result<(), String> {
    let max = [i32::MAX as u32, 65535, 65535];
    for (k, (&n, &m)) in grid.iter().zip(&max).enumerate() {
        if n == 0 || n > m {
            let axis = ["x", "y", "z"][k];
            return Err(format!(
                "\"grid\" {axis} is {n}: CUDA launches 1 to {m} programs along {axis}"
            ));
        }
    }
    Ok(())
}

/// The bench problem of a case whose `bench` section is `bench` and whose
/// arguments are `args`.
pub(crate) fn parse(bench: Option<&Json>, args: &[CaseArg]) -> Result<BenchSpec, String> {
    let bench = bench.ok_or("case.json has no \"bench\" section")?;
    let list = |key: &str| -> Result<&Vec<Json>, String> {
        bench
            .get(key)
            .and_then(Json::as_array)
            .ok_or_else(|| format!("\"{key}\" is missing or not a list"))
    };
    let grid_list = list("grid")?;
    let dim = |i: usize| {
        grid_list
            .get(i)
            .and_then(Json::as_u64)
            .and_then(|v| u32::try_from(v).ok())
            .ok_or("bench \"grid\" is not three counts")
    };
    let grid = [dim(0)?, dim(1)?, dim(2)?];
    launchable(grid).map_err(|e| format!("bench {e}"))?;
    let bench_args = list("args")?;
    // The bench lists arguments by name, including those Triton's JIT turned into
    // constants (`jit_specialized_constexprs`), which are no parameters: match by
    // name.
    let args = args
        .iter()
        .map(|arg| {
            let name = arg.name();
            let b = bench_args
                .iter()
                .find(|b| b.get("name").and_then(Json::as_str) == Some(name))
                .ok_or_else(|| format!("bench has no argument {:?}", Some(name)))?;
            bench_arg(arg, b)
        })
        .collect::<Result<Vec<_>, _>>()?;
    let min_bytes = bench
        .get("min_bytes")
        .and_then(Json::as_u64)
        .ok_or("bench has no \"min_bytes\"")?;
    let flops = bench.get("flops").and_then(Json::as_f64);
    Ok(BenchSpec {
        grid,
        args,
        min_bytes,
        flops,
    })
}

fn bench_arg(arg: &CaseArg, bench: &Json) -> Result<BenchArg, String> {
    match arg {
        CaseArg::Scalar { name, value } => bench_scalar(name, *value, bench),
        CaseArg::Buffer { name, dtype, .. } => bench_buffer(name, *dtype, bench),
    }
}

/// A scalar of the type of the case's `ty`, from the bench's `value`.
fn bench_scalar(name: &str, ty: Scalar, bench: &Json) -> Result<BenchArg, String> {
    let v = bench
        .get("value")
        .ok_or_else(|| format!("bench argument {name} has no value"))?;
    let value = match ty {
        Scalar::I32(_) => Scalar::I32(
            v.as_i64()
                .and_then(|x| i32::try_from(x).ok())
                .ok_or_else(|| format!("bench argument {name}: not an i32"))?,
        ),
        Scalar::I64(_) => Scalar::I64(
            v.as_i64()
                .ok_or_else(|| format!("bench argument {name}: not an i64"))?,
        ),
        Scalar::F32(_) => Scalar::F32(
            v.as_f64()
                .ok_or_else(|| format!("bench argument {name}: not a number"))? as f32,
        ),
        Scalar::I1(_) => Scalar::I1(
            v.as_bool()
                .or_else(|| v.as_i64().map(|x| x != 0))
                .ok_or_else(|| format!("bench argument {name}: not an i1"))?,
        ),
    };
    let name = name.to_string();
    Ok(BenchArg::Scalar { name, value })
}

/// A buffer of the case's `dtype`, with the bench's `elements` and `fill`.
fn bench_buffer(name: &str, dtype: Dtype, bench: &Json) -> Result<BenchArg, String> {
    let elements = bench
        .get("elements")
        .and_then(Json::as_u64)
        .ok_or_else(|| format!("bench argument {name} has no \"elements\""))?;
    let fill = match bench.get("fill") {
        None => Fill::None,
        Some(f) => fill(f).ok_or_else(|| format!("bench argument {name}: unknown fill {f}"))?,
    };
    let name = name.to_string();
    Ok(BenchArg::Buffer {
        name,
        dtype,
        elements,
        fill,
    })
}

/// The fill a `fill` object names: `{"normal": [mean, std]}`,
/// `{"uniform_int": [lo, hi]}` or `{"const": c}`.
fn fill(f: &Json) -> Option<Fill> {
    let pair = |j: &Json| -> Option<(f64, f64)> {
        let a = j.as_array()?;
        Some((a.first()?.as_f64()?, a.get(1)?.as_f64()?))
    };
    if let Some(p) = f.get("normal").and_then(pair) {
        Some(Fill::Normal(p.0, p.1))
    } else if let Some(p) = f.get("uniform_int").and_then(pair) {
        Some(Fill::UniformInt(p.0 as i64, p.1 as i64))
    } else {
        f.get("const").and_then(Json::as_f64).map(Fill::Const)
    }
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
                value: Scalar::I32(v),
                ..
            } if self.buffer_with(*v as u64) => Some(*v as u64),
            BenchArg::Scalar {
                value: Scalar::I64(v),
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
                    value: Scalar::I32(v),
                } if v as u64 == n => BenchArg::Scalar {
                    name,
                    value: Scalar::I32(m as i32),
                },
                BenchArg::Scalar {
                    name,
                    value: Scalar::I64(v),
                } if v as u64 == n => BenchArg::Scalar {
                    name,
                    value: Scalar::I64(m as i64),
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
        Dtype::F8E4M3 | Dtype::F8E5M2 => out[0] = nearest_byte(dtype, v),
    }
}

/// The 8-bit float nearest `v` (a fill value; ties to the lower, NaN never),
/// by bisection of the format's finite values, tabulated once.
fn nearest_byte(dtype: Dtype, v: f64) -> u8 {
    static TABLES: std::sync::OnceLock<[Vec<(f64, u8)>; 2]> = std::sync::OnceLock::new();
    let tables = TABLES.get_or_init(|| {
        [Dtype::F8E4M3, Dtype::F8E5M2].map(|d| {
            let mut t: Vec<(f64, u8)> = (0..=255u8)
                .map(|b| (d.float_value(&[b]), b))
                .filter(|(x, _)| x.is_finite())
                .collect();
            t.sort_by(|a, b| a.0.total_cmp(&b.0));
            t
        })
    });
    let table = &tables[usize::from(dtype == Dtype::F8E5M2)];
    let i = table.partition_point(|&(x, _)| x < v);
    let below = table[i.saturating_sub(1)];
    let above = table[i.min(table.len() - 1)];
    if (v - below.0).abs() <= (above.0 - v).abs() {
        below.1
    } else {
        above.1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::manifest::Init;
    use serde_json::json;

    fn buffer(name: &str) -> CaseArg {
        CaseArg::Buffer {
            name: name.into(),
            dtype: Dtype::F32,
            bytes: Vec::new(),
            init: Init::File,
            is_input: true,
        }
    }

    /// The arguments of a `vec_add` case: x, y, n (an `i32`) and b.
    fn args() -> Vec<CaseArg> {
        let n = CaseArg::Scalar {
            name: "n".into(),
            value: Scalar::I32(0),
        };
        vec![buffer("x"), buffer("y"), n, buffer("b")]
    }

    fn spec(bench: &Json) -> Result<BenchSpec, String> {
        parse(Some(bench), &args())
    }

    fn vec_add() -> Json {
        json!({
                "grid": [65537, 1, 1],
                "args": [
                    {"name": "x", "elements": 67108880, "fill": {"normal": [0.0, 1.0]}},
                    {"name": "y", "elements": 67108880},
                    {"name": "n", "value": 67108880},
                    {"name": "stride", "value": 1},
                    {"name": "b", "elements": 100, "fill": {"const": 0}}
                ],
                "min_bytes": 536871040
        })
    }

    #[test]
    fn the_spec_reads_and_scales() {
        let spec = spec(&vec_add()).unwrap();
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
                value: Scalar::I32(33554432)
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
    fn a_grid_cuda_cannot_launch_is_an_error() {
        let mut j = vec_add();
        j["grid"] = json!([4, 65536, 1]);
        let e = spec(&j).unwrap_err();
        assert!(e.contains("y is 65536") && e.contains("65535"), "{e}");
        j["grid"] = json!([0, 1, 1]);
        assert!(spec(&j).unwrap_err().contains("x is 0"));
        j["grid"] = json!([4, 65535, 65535]);
        assert!(spec(&j).is_ok());
    }

    #[test]
    fn two_d_problems_do_not_scale() {
        let mut j = vec_add();
        j["grid"] = json!([4, 3, 1]);
        let spec = spec(&j).unwrap();
        assert!(spec.scaled(2.0).unwrap_err().contains("1-D"));
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
