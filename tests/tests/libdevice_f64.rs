//! The `f64` libdevice functions tilelift computes by a sequence
//! (`__nv_exp`, `__nv_exp2`, `__nv_exp10`, `__nv_expm1`, `__nv_log`,
//! `__nv_log2`, `__nv_log10`, `__nv_log1p`: `tilelift_libm`'s double-double
//! steps), within libdevice's documented bound of 1 ulp, against mpmath's
//! values (`tests/data/libdevice_f64.txt`, `scripts/libdevice_f64_ref.py`: a
//! double-double reference at each point, special values included), run
//! through the interpreter.
//!
//! The sweep of 2^20 points per function: with `LIBDEVICE_F64_SWEEP=<dir>`
//! and `LIBDEVICE_POINTS=<n>`, the test also writes `<dir>/<symbol>.bin`
//! (the point and tilelift's result, little-endian `f64` pairs: the folded
//! sequence, what the interpreter computes) for
//! `python3 scripts/libdevice_f64_ref.py --measure <dir>` to measure against
//! mpmath.

use tilelift_interp::{run, ArgValue, Memory, RunOptions};
use tilelift_ir::libdevice::lookup;
use tilelift_mir::{Fold, Operand};
use tilelift_tests::fuzz::Rng;

const BLOCK: usize = 256;

/// `y[i] = symbol(x[i])` on `f64`.
fn kernel(symbol: &str) -> String {
    let t = format!("tensor<{BLOCK}xf64>");
    let pt = format!("tensor<{BLOCK}x!tt.ptr<f64>>");
    format!(
        "module {{\n  tt.func public @k(%x: !tt.ptr<f64>, %y: !tt.ptr<f64>) {{\n    \
         %pid = tt.get_program_id x : i32\n    %c = arith.constant {BLOCK} : i32\n    \
         %base = arith.muli %pid, %c : i32\n    \
         %r = tt.make_range {{end = {BLOCK} : i32, start = 0 : i32}} : tensor<{BLOCK}xi32>\n    \
         %b = tt.splat %base : i32 -> tensor<{BLOCK}xi32>\n    \
         %o = arith.addi %b, %r : tensor<{BLOCK}xi32>\n    \
         %p = tt.splat %x : !tt.ptr<f64> -> {pt}\n    \
         %a = tt.addptr %p, %o : {pt}, tensor<{BLOCK}xi32>\n    \
         %v = tt.load %a : {pt}\n    \
         %f = tt.extern_elementwise %v {{libname = \"\", libpath = \"\", pure = true, \
         symbol = \"{symbol}\"}} : ({t}) -> {t}\n    \
         %q = tt.splat %y : !tt.ptr<f64> -> {pt}\n    \
         %w = tt.addptr %q, %o : {pt}, tensor<{BLOCK}xi32>\n    \
         tt.store %w, %f : {pt}\n    tt.return\n  }}\n}}\n"
    )
}

fn interpret(symbol: &str, xs: &[f64]) -> Vec<f64> {
    let text = kernel(symbol);
    let (module, _) = tilelift_ir::parse_module(&text)
        .unwrap_or_else(|e| panic!("{}", e.render("kernel", &text)));
    let module = tilelift_ir::Verified::new(module).expect("the kernel verifies");
    let func = module.module().func_by_name("k").unwrap();
    let n = xs.len().next_multiple_of(BLOCK);
    let mut bytes: Vec<u8> = xs.iter().flat_map(|x| x.to_le_bytes()).collect();
    bytes.resize(n * 8, 0);
    let mut mem = Memory::new();
    let x = mem.alloc(&bytes);
    let y = mem.alloc(&vec![0u8; n * 8]);
    let mut options = RunOptions::new([(n / BLOCK) as u32, 1, 1]);
    options.max_steps = u64::MAX;
    run(
        &module,
        func,
        &[ArgValue::Ptr(x), ArgValue::Ptr(y)],
        &mut mem,
        &options,
    )
    .unwrap_or_else(|e| panic!("{symbol}: {e}"));
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

/// `|got - (hi + lo)|` in ulps of `hi`; `inf` for a wrong special value.
fn error(got: f64, reference: Option<(f64, f64)>) -> f64 {
    let Some((hi, lo)) = reference else {
        return if got.is_nan() { 0.0 } else { f64::INFINITY };
    };
    if !hi.is_finite() || !got.is_finite() {
        return if got == hi { 0.0 } else { f64::INFINITY };
    }
    if got == hi && lo == 0.0 {
        return 0.0;
    }
    (((got - hi) - lo) / ulp(hi)).abs()
}

/// libdevice's documented bound (CUDA C Programming Guide, double precision).
const BOUND: f64 = 1.0;

#[test]
fn f64_functions_within_their_bound_against_mpmath() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/data/libdevice_f64.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let mut by_fn: Vec<(String, Vec<f64>, Vec<Option<(f64, f64)>>)> = Vec::new();
    for line in text.lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        let hex = |s: &str| f64::from_bits(u64::from_str_radix(s, 16).unwrap());
        let x = hex(f[1]);
        let r = (f[2] != "nan").then(|| (hex(f[2]), hex(f[3])));
        match by_fn.iter_mut().find(|g| g.0 == f[0]) {
            Some(g) => {
                g.1.push(x);
                g.2.push(r);
            }
            None => by_fn.push((f[0].to_string(), vec![x], vec![r])),
        }
    }
    assert_eq!(by_fn.len(), 8);
    let mut failures = Vec::new();
    println!("| function | points | max ulp | documented bound |\n|---|---|---|---|");
    for (symbol, xs, refs) in &by_fn {
        let got = interpret(symbol, xs);
        let mut worst = (0f64, 0f64, 0f64);
        for ((&x, &g), &r) in xs.iter().zip(&got).zip(refs) {
            let e = error(g, r);
            if e > worst.0 {
                worst = (e, x, g);
            }
        }
        println!("| `{symbol}` | {} | {:.3} | {BOUND} |", xs.len(), worst.0);
        if worst.0 > BOUND {
            failures.push(format!(
                "{symbol}: {} ulp at {:e} (got {:e})",
                worst.0, worst.1, worst.2
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
    ];
    let mut rng = Rng::new(20);
    for (symbol, lo, hi) in ranges {
        let call = lookup(symbol).unwrap();
        let mut out = Vec::with_capacity(n * 16);
        let mut k = 0;
        while k < n {
            let x = if k % 2 == 0 {
                f64::from_bits(rng.next_u64())
            } else {
                let u = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
                lo + (hi - lo) * u
            };
            if !x.is_finite() {
                continue;
            }
            let r = match tilelift_libm::sequence(&mut Fold, call, &[Operand::Imm(x.to_bits())]) {
                Some(Operand::Imm(b)) => f64::from_bits(b),
                _ => panic!("{symbol} folds to a constant"),
            };
            out.extend(x.to_le_bytes());
            out.extend(r.to_le_bytes());
            k += 1;
        }
        std::fs::write(format!("{dir}/{symbol}.bin"), out).unwrap();
    }
}
