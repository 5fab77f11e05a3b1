//! The `f64` libdevice functions tilelift computes by a sequence
//! (`__nv_exp`, `__nv_log`, `__nv_sin`, `__nv_sinpi`, `__nv_atan`, `__nv_hypot`, ...:
//! `tilelift_libm`'s double-double steps), within libdevice's documented
//! bound, against mpmath's values (`tests/data/libdevice_f64.txt`,
//! `scripts/libdevice_f64_ref.py`: the nearest `f64` to the value at each
//! point and the rest in ulps, special values included), run through the
//! interpreter.
//!
//! The sweep of 2^20 points per function: with `LIBDEVICE_F64_SWEEP=<dir>`
//! and `LIBDEVICE_POINTS=<n>`, the test also writes `<dir>/<symbol>.bin`
//! (the point and tilelift's result, little-endian `f64` pairs: the folded
//! sequence, what the interpreter computes) for
//! `python3 scripts/libdevice_f64_ref.py --measure <dir>` to measure against
//! mpmath (`LIBDEVICE_ONLY=<symbol>,<symbol>` restricts it to those; each
//! function's points then differ from a full sweep's, the generator being
//! shared).

use tilelift_interp::{run, ArgValue, Memory, RunOptions};
use tilelift_ir::libdevice::lookup;
use tilelift_mir::{Fold, Operand};
use tilelift_tests::fuzz::Rng;

const BLOCK: usize = 256;

fn kernel(symbol: &str, arity: usize) -> String {
    tilelift_tests::libdevice::extern_kernel(symbol, "f64", arity, BLOCK)
}

fn interpret(symbol: &str, cols: &[Vec<f64>]) -> Vec<f64> {
    let xs = &cols[0];
    let text = kernel(symbol, cols.len());
    let (module, _) = tilelift_ir::parse_module(&text)
        .unwrap_or_else(|e| panic!("{}", e.render("kernel", &text)));
    let module = tilelift_ir::Verified::new(module).expect("the kernel verifies");
    let func = module.module().func_by_name("k").unwrap();
    let n = xs.len().next_multiple_of(BLOCK);
    let mut mem = Memory::new();
    let mut args: Vec<ArgValue> = cols
        .iter()
        .map(|c| {
            let mut bytes: Vec<u8> = c.iter().flat_map(|x| x.to_le_bytes()).collect();
            bytes.resize(n * 8, 0);
            ArgValue::Ptr(mem.alloc(&bytes))
        })
        .collect();
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
    // The exponent of the last place: a normal power of two, or a
    // subnormal one (`powi` would overflow on the way to 2^-1028).
    let q = ((x.to_bits() >> 52) as i32) - 1023 - 52;
    if q >= -1022 {
        f64::from_bits(((q + 1023) as u64) << 52)
    } else {
        f64::from_bits(1u64 << (q + 1074))
    }
}

/// `|got - value|` in ulps of `near`, the value being `near + frac ulp(near)`;
/// `inf` for a wrong special value.
fn error(got: f64, reference: Option<(f64, f64)>) -> f64 {
    let Some((near, frac)) = reference else {
        return if got.is_nan() { 0.0 } else { f64::INFINITY };
    };
    if !near.is_finite() || !got.is_finite() {
        return if got == near { 0.0 } else { f64::INFINITY };
    }
    if near == 0.0 {
        return (got / ulp(0.0)).abs();
    }
    // `got - near` is exact where it matters (close values).
    ((got - near) / ulp(near) - frac).abs()
}

/// Where `__nv_lgamma`'s documented bound does not hold (its negative zeros,
/// where the reflection's difference loses the relative accuracy): there
/// the absolute error is measured, in ulps of `max(1, |value|)`, against the
/// same bound.
const LGAMMA_LOOSE: std::ops::Range<f64> = -23.0001..-2.2637;

/// `|got - value|` in ulps of `max(1, |value|)` (see [`LGAMMA_LOOSE`]).
fn loose_error(got: f64, reference: Option<(f64, f64)>) -> f64 {
    match reference {
        Some((near, frac)) if near.is_finite() && got.is_finite() => {
            ((got - near) - frac * ulp(near)).abs() / ulp(near.abs().max(1.0))
        }
        _ => error(got, reference),
    }
}

/// libdevice's documented bound (CUDA C Programming Guide, double precision).
fn bound(symbol: &str) -> f64 {
    match symbol {
        "__nv_logb" => 0.0,
        "__nv_sin" | "__nv_cos" | "__nv_tan" | "__nv_pow" | "__nv_sinpi" | "__nv_cospi"
        | "__nv_atan" | "__nv_asin" | "__nv_acos" | "__nv_hypot" | "__nv_norm3d"
        | "__nv_norm4d" | "__nv_sinh" | "__nv_atanh" | "__nv_atan2" | "__nv_erf" => 2.0,
        "__nv_asinh" | "__nv_acosh" => 3.0,
        "__nv_erfcx" => 4.0,
        "__nv_erfc" | "__nv_normcdf" | "__nv_erfinv" => 5.0,
        "__nv_erfcinv" => 6.0,
        "__nv_lgamma" => 4.0,
        "__nv_tgamma" => 10.0,
        "__nv_cyl_bessel_i0" | "__nv_cyl_bessel_i1" => 6.0,
        "__nv_normcdfinv" => 8.0,
        _ => 1.0,
    }
}

/// One function's cases: its symbol, one column of points per operand, and
/// the references (`None` for a NaN).
type Cases = (String, Vec<Vec<f64>>, Vec<Option<(f64, f64)>>);

#[test]
fn f64_functions_within_their_bound_against_mpmath() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/data/libdevice_f64.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let mut by_fn: Vec<Cases> = Vec::new();
    for line in text.lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        let hex = |s: &str| f64::from_bits(u64::from_str_radix(s, 16).unwrap());
        let n = f.len() - 3;
        let xs: Vec<f64> = f[1..=n].iter().map(|s| hex(s)).collect();
        let r = (f[n + 1] != "nan").then(|| (hex(f[n + 1]), f[n + 2].parse::<f64>().unwrap()));
        if !by_fn.iter().any(|g| g.0 == f[0]) {
            by_fn.push((f[0].to_string(), vec![Vec::new(); n], Vec::new()));
        }
        let g = by_fn.iter_mut().find(|g| g.0 == f[0]).unwrap();
        for (c, x) in g.1.iter_mut().zip(xs) {
            c.push(x);
        }
        g.2.push(r);
    }
    assert_eq!(by_fn.len(), 45);
    let mut failures = Vec::new();
    println!("| function | points | max ulp | documented bound |\n|---|---|---|---|");
    for (symbol, cols, refs) in &by_fn {
        let got = interpret(symbol, cols);
        let mut worst = (0f64, 0usize, 0f64);
        for (i, (&g, &r)) in got.iter().zip(refs).enumerate() {
            let e = if symbol == "__nv_lgamma" && LGAMMA_LOOSE.contains(&cols[0][i]) {
                loose_error(g, r)
            } else {
                error(g, r)
            };
            if e > worst.0 {
                worst = (e, i, g);
            }
        }
        let at: Vec<f64> = cols.iter().map(|c| c[worst.1]).collect();
        let bound = bound(symbol);
        println!(
            "| `{symbol}` | {} | {:.3} | {bound} |",
            cols[0].len(),
            worst.0
        );
        // Half an ulp more for the exact functions' measurement (0 means
        // correctly rounded or exact).
        if worst.0 > bound.max(0.5) {
            failures.push(format!(
                "{symbol}: {} ulp at {at:?} (got {:e})",
                worst.0, worst.2
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    sweep();
}

/// With `LIBDEVICE_F64_SWEEP` set: writes the sweep for the mpmath script.
fn sweep() {
    let Ok(dir) = std::env::var("LIBDEVICE_F64_SWEEP") else {
        return;
    };
    let n: usize = std::env::var("LIBDEVICE_POINTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1 << 20);
    std::fs::create_dir_all(&dir).unwrap();
    let ranges = [
        ("__nv_exp", -745.2, 709.8),
        ("__nv_exp2", -1075.0, 1024.0),
        ("__nv_exp10", -324.0, 308.3),
        ("__nv_expm1", -40.0, 709.8),
        ("__nv_log", 0.0, 4.0),
        ("__nv_log2", 0.0, 4.0),
        ("__nv_log10", 0.0, 4.0),
        ("__nv_log1p", -1.0, 4.0),
        ("__nv_rsqrt", 0.0, 100.0),
        ("__nv_logb", -100.0, 100.0),
        ("__nv_sinpi", -10.0, 10.0),
        ("__nv_cospi", -10.0, 10.0),
        ("__nv_atan", -10.0, 10.0),
        ("__nv_asin", -1.0, 1.0),
        ("__nv_acos", -1.0, 1.0),
        ("__nv_sinh", -30.0, 30.0),
        ("__nv_cosh", -30.0, 30.0),
        ("__nv_tanh", -5.0, 5.0),
        ("__nv_asinh", -100.0, 100.0),
        ("__nv_acosh", 1.0, 100.0),
        ("__nv_atanh", -1.0, 1.0),
        ("__nv_cbrt", -100.0, 100.0),
        ("__nv_rcbrt", -100.0, 100.0),
        ("__nv_atan2", -10.0, 10.0),
        ("__nv_hypot", -10.0, 10.0),
        ("__nv_rhypot", -10.0, 10.0),
        ("__nv_norm3d", -10.0, 10.0),
        ("__nv_rnorm3d", -10.0, 10.0),
        ("__nv_norm4d", -10.0, 10.0),
        ("__nv_rnorm4d", -10.0, 10.0),
        ("__nv_sin", -100.0, 100.0),
        ("__nv_cos", -100.0, 100.0),
        ("__nv_tan", -100.0, 100.0),
        ("__nv_pow", 0.0, 4.0),
        ("__nv_erf", -6.0, 6.0),
        ("__nv_erfc", -6.0, 28.0),
        ("__nv_erfcx", -27.0, 30.0),
        ("__nv_normcdf", -40.0, 10.0),
        ("__nv_erfinv", -1.0, 1.0),
        ("__nv_erfcinv", 0.0, 2.0),
        ("__nv_normcdfinv", 0.0, 1.0),
        ("__nv_lgamma", -2.2637, 40.0),
        ("__nv_tgamma", -30.0, 30.0),
        ("__nv_cyl_bessel_i0", -720.0, 720.0),
        ("__nv_cyl_bessel_i1", -720.0, 720.0),
    ];
    let only = std::env::var("LIBDEVICE_ONLY").ok();
    let mut rng = Rng::new(20);
    for (symbol, lo, hi) in ranges {
        if only
            .as_deref()
            .is_some_and(|o| !o.split(',').any(|s| s == symbol))
        {
            continue;
        }
        let call = lookup(symbol).unwrap();
        let arity = call.func.arity();
        let mut out = Vec::with_capacity(n * 8 * (arity + 1));
        let mut k = 0;
        while k < n {
            let xs: Vec<f64> = if symbol == "__nv_pow" {
                pow_point(&mut rng, k)
            } else {
                (0..arity)
                    .map(|_| {
                        if k % 2 == 0 {
                            f64::from_bits(rng.next_u64())
                        } else {
                            let u = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
                            lo + (hi - lo) * u
                        }
                    })
                    .collect()
            };
            if !xs.iter().all(|x| x.is_finite()) {
                continue;
            }
            let ops: Vec<Operand> = xs.iter().map(|x| Operand::Imm(x.to_bits())).collect();
            let r = match tilelift_libm::sequence(&mut Fold, call, &ops) {
                Some(Operand::Imm(b)) => f64::from_bits(b),
                _ => panic!("{symbol} folds to a constant"),
            };
            for x in xs {
                out.extend(x.to_le_bytes());
            }
            out.extend(r.to_le_bytes());
            k += 1;
        }
        std::fs::write(format!("{dir}/{symbol}.bin"), out).unwrap();
    }
}

/// `__nv_pow`'s sweep point `k`, as `scripts/libdevice_f64_ref.py`'s
/// `pow_points` draws them: any finite bit patterns; `x` in `(0, 4)` and `y`
/// in `(-500, 500)`; any positive `x` and `y` in `(-2, 2)`; `x` in `(-4, 4)`
/// and an integer `y` in `[-60, 60]`.
fn pow_point(rng: &mut Rng, k: usize) -> Vec<f64> {
    let mut u = || (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
    match k % 4 {
        0 => vec![
            f64::from_bits(rng.next_u64()),
            f64::from_bits(rng.next_u64()),
        ],
        1 => vec![4.0 * u(), 1000.0 * u() - 500.0],
        2 => {
            let y = 4.0 * u() - 2.0;
            vec![f64::from_bits(rng.next_u64() >> 1), y]
        }
        _ => {
            let x = 8.0 * u() - 4.0;
            vec![x, (121.0 * u()).floor() - 60.0]
        }
    }
}
