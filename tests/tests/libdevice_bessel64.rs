//! The `f64` Bessel functions of the first and second kind (`__nv_j0`,
//! `__nv_j1`, `__nv_y0`, `__nv_y1`, and `__nv_jn`, `__nv_yn` of an `i32`
//! order: `tilelift_libm`'s `bessel_jy64.rs`), run through the interpreter,
//! against mpmath's values (`tests/data/libdevice_bessel64.txt`,
//! `scripts/libdevice_bessel64_ref.py`: the nearest `f64` to the value at
//! each point and the rest in ulps): special values, the `f64`s next to the
//! zeros below 8, the forms' switches, huge and tiny arguments, random
//! points.
//!
//! The bounds are libdevice's (CUDA C++ Programming Guide, double precision:
//! `j0`, `j1`, `y0`, `y1` 7 ulp for `|x| < 8`, otherwise 5e-12 absolute;
//! `jn` 5e-12 absolute, stated for `n = 128`; `yn` 5e-12 absolute for `|x| >
//! 1.5 n`, nothing documented below), and tighter ones of the sequences'
//! own, so that a loss of accuracy fails here long before libdevice's bound
//! would: see [`own_bound`].
//!
//! The sweep of 2^20 points per function: with
//! `LIBDEVICE_BESSEL64_SWEEP=<dir>` (and `LIBDEVICE_POINTS=<n>`), the test
//! also writes `<dir>/<symbol>.bin` (the order, the point and tilelift's
//! result, little-endian `f64` triples: the folded sequence, what the
//! interpreter computes) for `python3 scripts/libdevice_bessel64_ref.py
//! --measure <dir>`.

use tilelift_interp::{run, ArgValue, Memory, RunOptions};
use tilelift_ir::libdevice::lookup;
use tilelift_mir::{Fold, Operand};
use tilelift_tests::fuzz::Rng;

const BLOCK: usize = 256;

/// Whether `symbol` takes an order.
fn has_order(symbol: &str) -> bool {
    matches!(symbol, "__nv_jn" | "__nv_yn")
}

/// Runs `symbol` on orders `ns` (for `jn`, `yn`) and points `xs` through the
/// interpreter.
fn interpret(symbol: &str, ns: &[i32], xs: &[f64]) -> Vec<f64> {
    let order = has_order(symbol);
    let args: &[&str] = if order { &["i32", "f64"] } else { &["f64"] };
    let text = tilelift_tests::libdevice::typed_kernel(symbol, args, "f64", BLOCK);
    let (module, _) = tilelift_ir::parse_module(&text)
        .unwrap_or_else(|e| panic!("{}", e.render("kernel", &text)));
    let module = tilelift_ir::Verified::new(module).expect("the kernel verifies");
    let func = module.module().func_by_name("k").unwrap();
    let n = xs.len().next_multiple_of(BLOCK);
    let mut mem = Memory::new();
    let mut args = Vec::new();
    if order {
        let mut bytes: Vec<u8> = ns.iter().flat_map(|k| k.to_le_bytes()).collect();
        bytes.resize(n * 4, 0);
        args.push(ArgValue::Ptr(mem.alloc(&bytes)));
    }
    let mut bytes: Vec<u8> = xs.iter().flat_map(|x| x.to_le_bytes()).collect();
    bytes.resize(n * 8, 0);
    args.push(ArgValue::Ptr(mem.alloc(&bytes)));
    let y = mem.alloc(&vec![0u8; n * 8]);
    args.push(ArgValue::Ptr(y));
    let mut options = RunOptions::new([(n / BLOCK) as u32, 1, 1]);
    options.max_steps = u64::MAX;
    run(&module, func, &args, &mut mem, &options).unwrap_or_else(|e| panic!("{symbol}: {e}"));
    mem.bytes(y).unwrap()[..xs.len() * 8]
        .chunks(8)
        .map(|c| f64::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

/// The ulp of an `f64` at `|x|`.
fn ulp(x: f64) -> f64 {
    let x = x.abs();
    if x < f64::MIN_POSITIVE {
        return f64::from_bits(1);
    }
    let q = ((x.to_bits() >> 52) as i32) - 1023 - 52;
    f64::from_bits(((q + 1023) as u64) << 52)
}

/// How a point's error is measured and bounded.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Measure {
    /// In ulps of the value.
    Ulps,
    /// Absolute (relative where the value is above 1 in magnitude).
    Absolute,
}

/// libdevice's bound at `(n, x)`: 7 ulp below 8 for orders 0 and 1, 5e-12
/// absolute elsewhere; `None` where none is documented (`yn` for `|x| <=
/// 1.5 n`).
fn documented(symbol: &str, n: i32, x: f64) -> Option<(Measure, f64)> {
    match symbol {
        "__nv_jn" => Some((Measure::Absolute, 5e-12)),
        "__nv_yn" => (x.abs() > 1.5 * f64::from(n)).then_some((Measure::Absolute, 5e-12)),
        _ if x.abs() < 8.0 => Some((Measure::Ulps, 7.0)),
        _ => Some((Measure::Absolute, 5e-12)),
    }
}

/// The sequences' own accuracy, a little above what they measure (BENCHMARKS.md,
/// "Session 15"): 2.5 ulp below 8 for orders 0 and 1, 2^-50 absolute from 8
/// and for `jn`; `yn` 2^-50 absolute from `n` and 24 ulp (relative) below,
/// where `Y_n` is large, without zeros, and its forward recurrence gathers a
/// rounding a step.
fn own_bound(symbol: &str, n: i32, x: f64) -> (Measure, f64) {
    let abs = (Measure::Absolute, 2f64.powi(-50));
    match symbol {
        "__nv_jn" => abs,
        "__nv_yn" if x.abs() >= f64::from(n) => abs,
        "__nv_yn" => (Measure::Ulps, 24.0),
        _ if x.abs() < 8.0 => (Measure::Ulps, 2.5),
        _ => abs,
    }
}

/// The error of `got` against the value `near + frac ulp(near)` (`None`: a
/// NaN), measured as `m`; `inf` for a wrong special value.
fn error(m: Measure, got: f64, reference: Option<(f64, f64)>) -> f64 {
    let Some((near, frac)) = reference else {
        return if got.is_nan() { 0.0 } else { f64::INFINITY };
    };
    if !near.is_finite() || !got.is_finite() {
        return if got == near { 0.0 } else { f64::INFINITY };
    }
    let diff = (got - near) - frac * ulp(near);
    match m {
        Measure::Ulps => (diff / ulp(near)).abs(),
        Measure::Absolute => diff.abs() / near.abs().max(1.0),
    }
}

/// One function's cases: orders, points, references.
type Cases = (Vec<i32>, Vec<f64>, Vec<Option<(f64, f64)>>);

fn read_data() -> Vec<(String, Cases)> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/data/libdevice_bessel64.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let mut by_fn: Vec<(String, Cases)> = Vec::new();
    for line in text.lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        let hex = |s: &str| f64::from_bits(u64::from_str_radix(s, 16).unwrap());
        let r = (f[3] != "nan").then(|| (hex(f[3]), f[4].parse::<f64>().unwrap()));
        if by_fn.last().is_none_or(|g| g.0 != f[0]) {
            by_fn.push((f[0].to_string(), Default::default()));
        }
        let g = &mut by_fn.last_mut().unwrap().1;
        g.0.push(f[1].parse().unwrap());
        g.1.push(hex(f[2]));
        g.2.push(r);
    }
    by_fn
}

#[test]
fn f64_bessel_functions_within_their_bounds_against_mpmath() {
    let by_fn = read_data();
    assert_eq!(by_fn.len(), 6);
    let mut failures = Vec::new();
    println!(
        "| function | points | max ulp where measured in ulps | max abs. error elsewhere |\n\
         |---|---|---|---|"
    );
    for (symbol, (ns, xs, refs)) in &by_fn {
        let got = interpret(symbol, ns, xs);
        let (mut max_ulp, mut max_abs) = (0f64, 0f64);
        for (i, (&g, &r)) in got.iter().zip(refs).enumerate() {
            let (n, x) = (ns[i], xs[i]);
            let (m, own) = own_bound(symbol, n, x);
            let e = error(m, g, r);
            match m {
                Measure::Ulps => max_ulp = max_ulp.max(e),
                Measure::Absolute => max_abs = max_abs.max(e),
            }
            let doc = documented(symbol, n, x)
                .map(|(dm, b)| (error(dm, g, r), b))
                .filter(|&(de, b)| de > b);
            if e > own || doc.is_some() {
                failures.push(format!(
                    "{symbol}({n}, {x:e}) = {g:e}, not {r:?}: {e:e} ({m:?}, own bound {own:e}; \
                     documented {doc:?})"
                ));
            }
        }
        println!(
            "| `{symbol}` | {} | {max_ulp:.3} | {max_abs:.3e} |",
            xs.len()
        );
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}

/// The zeros of `J0`, `J1`, `Y0`, `Y1` below 8, and further out.
const ZEROS: [f64; 13] = [
    2.404_825_557_695_773,
    5.520_078_110_286_311,
    3.831_705_970_207_512,
    7.015_586_669_815_619,
    0.893_576_966_279_167_5,
    3.957_678_419_314_858,
    7.086_051_060_301_773,
    2.197_141_326_031_017,
    5.429_681_040_794_135,
    8.653_727_912_911_013,
    10.173_468_135_062_722,
    30.634_606_468_431_976,
    100.054_283_424_083_88,
];

/// With `LIBDEVICE_BESSEL64_SWEEP` set: the sweep for the mpmath script,
/// `LIBDEVICE_POINTS` points per function (2^20 by default): for orders 0
/// and 1, in turn any finite bit pattern, uniform points of `[-8, 8]` and
/// `[-40, 40]` (`[0, 8]`, `[0, 40]` for `Y`), and points within `2^-k`
/// (`k` up to 50) of a zero; for `jn`, `yn`, `n` uniform in `[0, 128]` with
/// any bit pattern, `x` uniform in `[-150, 150]` (`[0, 150]`), in `[0, 2n]`
/// and in `[0, 10]`.
#[test]
fn sweep_for_the_mpmath_script() {
    let Ok(dir) = std::env::var("LIBDEVICE_BESSEL64_SWEEP") else {
        return;
    };
    let n: usize = std::env::var("LIBDEVICE_POINTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1 << 20);
    let only = std::env::var("LIBDEVICE_ONLY").ok();
    std::fs::create_dir_all(&dir).unwrap();
    let mut rng = Rng::new(64);
    for symbol in [
        "__nv_j0", "__nv_j1", "__nv_y0", "__nv_y1", "__nv_jn", "__nv_yn",
    ] {
        if only
            .as_deref()
            .is_some_and(|o| !o.split(',').any(|s| s == symbol))
        {
            continue;
        }
        let call = lookup(symbol).unwrap();
        let second = symbol.starts_with("__nv_y");
        let side = if second { 0.0 } else { -1.0 };
        let mut out = Vec::with_capacity(n * 24);
        let mut k = 0;
        while k < n {
            let mut u = || (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
            let (order, x) = if has_order(symbol) {
                let order = (u() * 129.0).floor().min(128.0) as i32;
                let x = match k % 4 {
                    0 => f64::from_bits(rng.next_u64()),
                    1 => 150.0 * (side + (1.0 - side) * u()),
                    2 => 2.0 * f64::from(order) * u(),
                    _ => 10.0 * u(),
                };
                (order, x)
            } else {
                let x = match k % 4 {
                    0 => f64::from_bits(rng.next_u64()),
                    1 => 8.0 * (side + (1.0 - side) * u()),
                    2 => 40.0 * (side + (1.0 - side) * u()),
                    _ => {
                        let z = ZEROS[(u() * ZEROS.len() as f64) as usize % ZEROS.len()];
                        let scale = 2f64.powi(-((u() * 50.0) as i32));
                        z + (u() - 0.5) * scale
                    }
                };
                (0, x)
            };
            if !x.is_finite() {
                continue;
            }
            let mut ops = vec![Operand::Imm(x.to_bits())];
            if has_order(symbol) {
                ops.insert(0, Operand::Imm(u64::from(order as u32)));
            }
            let r = match tilelift_libm::sequence(&mut Fold, call, &ops) {
                Some(Operand::Imm(b)) => f64::from_bits(b),
                _ => panic!("{symbol} folds to a constant"),
            };
            out.extend(f64::from(order).to_le_bytes());
            out.extend(x.to_le_bytes());
            out.extend(r.to_le_bytes());
            k += 1;
        }
        std::fs::write(format!("{dir}/{symbol}.bin"), out).unwrap();
    }
}
