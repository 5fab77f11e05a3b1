//! Writes random valid programs as corpus cases for differential testing:
//! the GPU (`tilelift run --all DIR`) against the reference interpreter.
//!
//! ```text
//! cargo build --release -p tilelift-tests --example gen_cases
//! target/release/examples/gen_cases --seed 1 --count 10000 --out /tmp/diff
//! ```
//!
//! Each case `DIR/gNNNNN` holds `kernel.ttir` (from
//! [`tilelift_tests::gen::program_diff`]), `case.json` (grid of one program,
//! a random `num_warps`), random inputs and the outputs the interpreter
//! computes (the oracle, independent of the compiler). A program is skipped
//! (and another drawn) when the interpreter fails on it, when its outputs
//! differ between the `0xFF` and zero poison patterns, or when a float output
//! holds a NaN or an infinity (the format's expected files hold none). Float
//! outputs get a tolerance per type (reductions may add in another order);
//! integers must match exactly.
//!
//! Each program is also compiled for `sm_90` (with the facade, as `tilelift
//! run` does): one the compiler rejects as `unsupported` is skipped and counted
//! by message (the differential test compares what the compiler accepts); any
//! other compile error is kept as a case (it is a bug) and named. With
//! `--ptxas PATH`, every PTX is also assembled by ptxas and rejections are
//! named. The last line printed is `N cases written (S skipped by the
//! interpreter, U unsupported, E compile errors, R ptxas rejections) in T s`; the exit status
//! is 1 when E or R is not zero.

use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};
use tilelift::{Arch, Options};
use tilelift_interp::{run, ArgValue, Memory, RunOptions};
use tilelift_tests::fuzz::Rng;
use tilelift_tests::gen::{program_diff, ArgKind, DiffProgram};

/// The corpus dtype name, byte size and tolerances (`rtol`, `atol`) of an
/// element type.
fn dtype(elem: &str) -> (&'static str, usize, f64, f64) {
    match elem {
        "i8" => ("i8", 1, 0.0, 0.0),
        "i16" => ("i16", 2, 0.0, 0.0),
        "i32" => ("i32", 4, 0.0, 0.0),
        "i64" => ("i64", 8, 0.0, 0.0),
        "f16" => ("fp16", 2, 1e-2, 1e-3),
        "bf16" => ("bf16", 2, 2e-2, 1e-2),
        "f32" => ("fp32", 4, 1e-4, 1e-5),
        _ => ("fp64", 8, 1e-4, 1e-5),
    }
}

/// Random contents of `n` elements of `elem`: integers mostly small, a
/// quarter of them any bits; floats small multiples of 1/2 (exact in every
/// float type, so sums and products stay exact for a while).
fn random_bytes(rng: &mut Rng, elem: &str, n: usize) -> Vec<u8> {
    let mut out = Vec::new();
    for _ in 0..n {
        let small = rng.below(33) as i64 - 16;
        let bits = if rng.below(4) == 0 {
            rng.next_u64()
        } else {
            small as u64
        };
        let half = (rng.below(33) as f64 - 16.0) / 2.0;
        match elem {
            "i8" => out.push(bits as u8),
            "i16" => out.extend((bits as u16).to_le_bytes()),
            "i32" => out.extend((bits as u32).to_le_bytes()),
            "i64" => out.extend(bits.to_le_bytes()),
            "f16" => out.extend(f16_bits(half as f32).to_le_bytes()),
            "bf16" => out.extend(((half as f32).to_bits() >> 16).to_le_bytes()[..2].to_vec()),
            "f32" => out.extend((half as f32).to_le_bytes()),
            _ => out.extend(half.to_le_bytes()),
        }
    }
    out
}

/// The binary16 bits of `x`, a small multiple of 1/2 (exact).
fn f16_bits(x: f32) -> u16 {
    if x == 0.0 {
        return 0;
    }
    let b = x.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xFF) as i32 - 127 + 15;
    let mant = ((b >> 13) & 0x3FF) as u16;
    sign | ((exp as u16) << 10) | mant
}

/// Whether `bytes` of float type `elem` hold a NaN or an infinity.
fn non_finite(elem: &str, bytes: &[u8]) -> bool {
    match elem {
        "f16" => bytes
            .chunks_exact(2)
            .any(|c| u16::from_le_bytes([c[0], c[1]]) & 0x7C00 == 0x7C00),
        "bf16" => bytes
            .chunks_exact(2)
            .any(|c| u16::from_le_bytes([c[0], c[1]]) & 0x7F80 == 0x7F80),
        "f32" => bytes
            .chunks_exact(4)
            .any(|c| !f32::from_le_bytes(c.try_into().unwrap_or_default()).is_finite()),
        "f64" => bytes
            .chunks_exact(8)
            .any(|c| !f64::from_le_bytes(c.try_into().unwrap_or_default()).is_finite()),
        _ => false,
    }
}

/// The interpreter's final buffers of `p` on `inputs` (one per argument;
/// empty for the count), with output buffers holding `poison`.
fn interpret(
    p: &DiffProgram,
    n: i32,
    inputs: &[Vec<u8>],
    poison: u8,
) -> Result<Vec<Vec<u8>>, String> {
    let module = tilelift_ir::load(&p.text, "kernel.ttir").map_err(|e| e.to_string())?;
    let func = module.module().func_by_name("k").ok_or("no @k")?;
    let mut mem = Memory::new();
    let values: Vec<ArgValue> = p
        .args
        .iter()
        .zip(inputs)
        .map(|(kind, bytes)| match kind {
            ArgKind::Count => ArgValue::I32(n),
            ArgKind::Store(_) => ArgValue::Ptr(mem.alloc(&vec![poison; bytes.len()])),
            _ => ArgValue::Ptr(mem.alloc(bytes)),
        })
        .collect();
    let mut options = RunOptions::new([1, 1, 1]);
    options.max_steps = 1 << 24;
    run(&module, func, &values, &mut mem, &options).map_err(|e| e.to_string())?;
    Ok(values
        .iter()
        .map(|v| match v {
            ArgValue::Ptr(base) => mem.bytes(*base).unwrap_or_default().to_vec(),
            _ => Vec::new(),
        })
        .collect())
}

/// What happened to the programs drawn.
#[derive(Default)]
struct Tally {
    written: usize,
    /// Undefined or not comparable on the interpreter.
    skipped: usize,
    /// Compiler rejections as `unsupported`, by message.
    unsupported: BTreeMap<String, usize>,
    /// Cases whose kernel failed to compile otherwise, with the error.
    errors: Vec<(String, String)>,
    /// Cases whose PTX ptxas rejected, with its complaint.
    rejected: Vec<(String, String)>,
    /// The slowest compile, and the total.
    slowest: Duration,
    total: Duration,
}

/// Compiles `p` for `sm_90`: `Ok(None)` for an `unsupported` rejection (its
/// message, without the position), `Err` for another error.
fn compile(p: &DiffProgram, num_warps: u32, t: &mut Tally) -> Result<Option<String>, String> {
    let options = Options::new()
        .with_arch(Arch::Sm90)
        .with_num_warps(num_warps);
    let mut times = tilelift::StageTimes::default();
    let start = Instant::now();
    let k = tilelift::compile_named(&p.text, "kernel.ttir", &options, &mut times);
    let took = start.elapsed();
    t.slowest = t.slowest.max(took);
    t.total += took;
    match k {
        Ok(k) => Ok(Some(k.code)),
        Err(e) => {
            let text = e.to_string();
            let first = text.lines().next().unwrap_or_default();
            match first.split_once("error: unsupported") {
                Some((_, rest)) => {
                    *t.unsupported
                        .entry(format!("unsupported{rest}"))
                        .or_default() += 1;
                    Ok(None)
                }
                None => Err(first.to_string()),
            }
        }
    }
}

/// Draws one program with inputs and writes it as case `dir`; `false` when
/// it is skipped (see the module docs).
fn write_case(
    rng: &mut Rng,
    dir: &Path,
    t: &mut Tally,
    ptxas: Option<&Path>,
) -> Result<bool, String> {
    let p = program_diff(rng);
    let n = 1 + rng.below(p.block as usize);
    let num_warps = [1, 2, 4, 8][rng.below(4)];
    let inputs: Vec<Vec<u8>> = p
        .args
        .iter()
        .map(|kind| match kind {
            ArgKind::Count => Vec::new(),
            ArgKind::Load(e) | ArgKind::Atomic(e) => random_bytes(rng, e, n),
            ArgKind::Store(e) => vec![0; n * dtype(e).1],
        })
        .collect();
    let (Ok(ones), Ok(zeros)) = (
        interpret(&p, n as i32, &inputs, 0xFF),
        interpret(&p, n as i32, &inputs, 0x00),
    ) else {
        return Ok(false);
    };
    if ones != zeros {
        return Ok(false);
    }
    let name = dir
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let ptx = match compile(&p, num_warps, t) {
        Ok(None) => return Ok(false),
        Ok(Some(ptx)) => Some(ptx),
        Err(e) => {
            t.errors.push((name.clone(), e));
            None
        }
    };
    let mut args = Vec::new();
    let mut outputs = Vec::new();
    let mut files: Vec<(String, Vec<u8>)> = Vec::new();
    for (i, kind) in p.args.iter().enumerate() {
        let name = format!("a{i}");
        let (elem, role) = match *kind {
            ArgKind::Count => {
                args.push(json!({"name": name, "type": "i32", "role": "scalar",
                    "value": n, "divisibility_hint": false}));
                continue;
            }
            ArgKind::Load(e) => (e, "in"),
            ArgKind::Store(e) => (e, "out"),
            ArgKind::Atomic(e) => (e, "inout"),
        };
        let (dt, size, rtol, atol) = dtype(elem);
        let mut arg = json!({"name": name, "type": format!("*{dt}"), "role": role,
            "dtype": dt, "elements": n, "bytes": n * size});
        if role != "out" {
            let file = format!("in{i}.bin");
            arg["file"] = json!(file);
            files.push((file, inputs[i].clone()));
        }
        if role != "in" {
            if non_finite(elem, &ones[i]) {
                return Ok(false);
            }
            arg["init"] = json!(if role == "out" { "poison" } else { "file" });
            let file = format!("out{i}.bin");
            outputs.push(json!({"arg": i, "name": name, "file": file, "dtype": dt,
                "elements": n, "rtol": rtol, "atol": atol}));
            files.push((file, ones[i].clone()));
        }
        args.push(arg);
    }
    let mut used = p.used.clone();
    used.sort_unstable();
    used.dedup();
    let case: Value = json!({
        "kernel": "k",
        "target": "cuda:90",
        "num_warps": num_warps,
        "num_stages": 1,
        "num_ctas": 1,
        "grid": [1, 1, 1],
        "args": args,
        "outputs": outputs,
        "notes": format!("random program (tests/src/gen.rs program_diff), block {}, ops: {}",
            p.block, used.join(" ")),
    });
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let pretty = serde_json::to_string_pretty(&case).map_err(|e| e.to_string())?;
    files.push(("case.json".into(), pretty.into_bytes()));
    files.push(("kernel.ttir".into(), p.text.into_bytes()));
    for (file, bytes) in files {
        let path = dir.join(file);
        std::fs::write(&path, bytes).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    if let (Some(ptxas), Some(ptx)) = (ptxas, ptx) {
        let scratch = std::env::temp_dir();
        if let Err(e) = tilelift_tests::tools::ptxas_assemble(
            ptxas,
            &scratch,
            &format!("gen_cases{}", std::process::id()),
            "sm_90",
            &ptx,
        ) {
            t.rejected
                .push((name, e.lines().next().unwrap_or_default().to_string()));
        }
    }
    Ok(true)
}

fn main() -> ExitCode {
    let mut seed = 1u64;
    let mut count = 100usize;
    let mut out = PathBuf::from("diff-cases");
    let mut ptxas = None;
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().unwrap_or_default();
        match flag.as_str() {
            "--seed" => seed = value.parse().unwrap_or(seed),
            "--count" => count = value.parse().unwrap_or(count),
            "--out" => out = PathBuf::from(value),
            "--ptxas" => ptxas = Some(PathBuf::from(value)),
            _ => {
                eprintln!("usage: gen_cases [--seed S] [--count N] [--out DIR] [--ptxas PATH]");
                return ExitCode::FAILURE;
            }
        }
    }
    let start = Instant::now();
    let mut rng = Rng::new(seed);
    let mut t = Tally::default();
    while t.written < count {
        let dir = out.join(format!("g{:05}", t.written));
        match write_case(&mut rng, &dir, &mut t, ptxas.as_deref()) {
            Ok(true) => t.written += 1,
            Ok(false) => t.skipped += 1,
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    for (message, n) in &t.unsupported {
        println!("skipped {n}: {message}");
    }
    for (case, e) in &t.errors {
        println!("compile error: {case}: {e}");
    }
    for (case, e) in &t.rejected {
        println!("ptxas rejected: {case}: {e}");
    }
    let compiled = t.written + t.unsupported.values().sum::<usize>();
    println!(
        "compile (sm_90, release): {:.2} ms mean, {:.2} ms slowest",
        t.total.as_secs_f64() * 1e3 / compiled.max(1) as f64,
        t.slowest.as_secs_f64() * 1e3
    );
    println!(
        "{} cases written ({} skipped by the interpreter, {} unsupported, {} compile errors, {} ptxas rejections{}) in {:.1} s",
        t.written,
        t.skipped - t.unsupported.values().sum::<usize>(),
        t.unsupported.values().sum::<usize>(),
        t.errors.len(),
        t.rejected.len(),
        if ptxas.is_some() { "" } else { " not checked" },
        start.elapsed().as_secs_f64()
    );
    if t.errors.is_empty() && t.rejected.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
