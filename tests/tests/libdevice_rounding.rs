//! The IEEE operations in a rounding mode (`__nv_fadd_rz`, `__nv_dmul_ru`,
//! `__nv_fmaf_rd`, `__nv_drcp_rn`, `__nv_fsqrt_rz`, ...: MIR's
//! [`Rounded`](tilelift_mir::InstData::Rounded), PTX's `add.rz.f32`),
//! checked against references that do not use tilelift's rounding:
//!
//! - `tests/data/libdevice_rounding.txt` (`scripts/libdevice_rounding_ref.py`:
//!   exact rational arithmetic in Python's `fractions`, rounded by the
//!   script): special values, every pair of them, and hard random cases, `f32`
//!   and `f64`, run through the interpreter (a kernel of one
//!   `tt.extern_elementwise` per symbol), bit for bit;
//! - for `f32`, random points (2^16, or `LIBDEVICE_POINTS`) of every operation
//!   and mode, each result checked to bracket the exact value as its mode
//!   says, the comparisons made exactly in `f64` (a product of two `f32`s, or
//!   of an `f32` and a midpoint of two, is exact in `f64`; a sum is a TwoSum
//!   pair; `fma` has the sign of its exact value).

use std::cmp::Ordering;
use tilelift_interp::{run, ArgValue, Memory, RunOptions};
use tilelift_mir::{RoundMode, RoundedOp, Type};
use tilelift_tests::fuzz::Rng;

/// Elements per program.
const BLOCK: usize = 256;

/// The libdevice symbol of `op` on `ty` in `mode` (`rn`, `rz`, `rd`, `ru`).
fn symbol(op: &str, ty: &str, mode: &str) -> String {
    let name = match (op, ty) {
        ("fma", "f32") => "fmaf".to_string(),
        ("fma", _) => "fma".to_string(),
        (_, "f32") => format!("f{op}"),
        _ => format!("d{op}"),
    };
    format!("__nv_{name}_{mode}")
}

fn arity(op: &str) -> usize {
    match op {
        "rcp" | "sqrt" => 1,
        "fma" => 3,
        _ => 2,
    }
}

fn kernel(symbol: &str, ty: &str, arity: usize) -> String {
    tilelift_tests::libdevice::extern_kernel(symbol, ty, arity, BLOCK)
}

/// Runs `symbol` on operand bit patterns through the interpreter.
fn interpret(symbol: &str, ty: &str, xs: &[Vec<u64>]) -> Vec<u64> {
    let size = if ty == "f32" { 4 } else { 8 };
    let text = kernel(symbol, ty, xs.len());
    let (module, _) = tilelift_ir::parse_module(&text)
        .unwrap_or_else(|e| panic!("{}", e.render("kernel", &text)));
    let module = tilelift_ir::Verified::new(module).expect("the kernel verifies");
    let func = module.module().func_by_name("k").unwrap();
    let mut mem = Memory::new();
    let n = xs[0].len().next_multiple_of(BLOCK);
    let encode = |v: &[u64]| -> Vec<u8> {
        let mut out: Vec<u8> = match size {
            4 => v.iter().flat_map(|&x| (x as u32).to_le_bytes()).collect(),
            _ => v.iter().flat_map(|&x| x.to_le_bytes()).collect(),
        };
        out.resize(n * size, 0);
        out
    };
    let mut args: Vec<ArgValue> = xs
        .iter()
        .map(|x| ArgValue::Ptr(mem.alloc(&encode(x))))
        .collect();
    let out = mem.alloc(&vec![0u8; n * size]);
    args.push(ArgValue::Ptr(out));
    let mut options = RunOptions::new([(n / BLOCK) as u32, 1, 1]);
    options.max_steps = u64::MAX;
    run(&module, func, &args, &mut mem, &options).unwrap_or_else(|e| panic!("{symbol}: {e}"));
    mem.bytes(out).unwrap()[..xs[0].len() * size]
        .chunks(size)
        .map(|c| match size {
            4 => u64::from(u32::from_le_bytes(c.try_into().unwrap())),
            _ => u64::from_le_bytes(c.try_into().unwrap()),
        })
        .collect()
}

fn is_nan(ty: &str, bits: u64) -> bool {
    if ty == "f32" {
        f32::from_bits(bits as u32).is_nan()
    } else {
        f64::from_bits(bits).is_nan()
    }
}

/// The cases of one operation on one type: `(op, type)`, the operands, and
/// the four results (`None` for a NaN).
type Group = ((String, String), Vec<[u64; 3]>, Vec<[Option<u64>; 4]>);

#[test]
fn rounding_modes_match_exact_rationals() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/data/libdevice_rounding.txt");
    let text = std::fs::read_to_string(path).unwrap();
    // (op, type) -> operand rows and the four results.
    let mut groups: Vec<Group> = Vec::new();
    for line in text.lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(f.len(), 9, "{line}");
        let key = (f[0].to_string(), f[1].to_string());
        let hex = |s: &str| u64::from_str_radix(s, 16).unwrap();
        let ops = [2, 3, 4].map(|i| if f[i] == "-" { 0 } else { hex(f[i]) });
        let res = [5, 6, 7, 8].map(|i| (f[i] != "nan").then(|| hex(f[i])));
        match groups.iter_mut().find(|g| g.0 == key) {
            Some(g) => {
                g.1.push(ops);
                g.2.push(res);
            }
            None => groups.push((key, vec![ops], vec![res])),
        }
    }
    assert_eq!(groups.len(), 14, "7 operations on f32 and f64");
    let mut failures = Vec::new();
    let mut checked = 0;
    for ((op, ty), ops, want) in &groups {
        let n = arity(op);
        let xs: Vec<Vec<u64>> = (0..n).map(|k| ops.iter().map(|o| o[k]).collect()).collect();
        for (m, mode) in ["rn", "rz", "rd", "ru"].iter().enumerate() {
            let sym = symbol(op, ty, mode);
            let got = interpret(&sym, ty, &xs);
            for (i, g) in got.iter().enumerate() {
                checked += 1;
                let ok = match want[i][m] {
                    None => is_nan(ty, *g),
                    Some(w) => w == *g,
                };
                if !ok {
                    failures.push(format!(
                        "{sym}({:x?}) = {g:#x}, not {:x?}",
                        &ops[i][..n],
                        want[i][m]
                    ));
                }
            }
        }
    }
    assert!(checked > 25_000, "{checked} results");
    assert!(
        failures.is_empty(),
        "{} wrong:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}

/// How the exact value of `op` on `f32` operands compares with `y` (an `f32`,
/// a midpoint of two, or `+-2^128`), computed exactly in `f64`.
fn compare(op: RoundedOp, [a, b, c]: [f64; 3], y: f64) -> Ordering {
    let two_sum = |a: f64, b: f64| {
        let s = a + b;
        let bb = s - a;
        (s, (a - (s - bb)) + (b - bb))
    };
    // The sign of s + t - y, (s, t) an exact pair: `s - y` is exact where y
    // is near s, and far from it the pair's tail cannot change its sign.
    let pair = |(s, t): (f64, f64)| ((s - y) + t).partial_cmp(&0.0).unwrap();
    match op {
        RoundedOp::Add => pair(two_sum(a, b)),
        RoundedOp::Sub => pair(two_sum(a, -b)),
        RoundedOp::Fma => pair(two_sum(a * b, c)),
        RoundedOp::Mul => (a * b).partial_cmp(&y).unwrap(),
        // a / b vs y: the sign of a - y b, times b's.
        RoundedOp::Div => {
            let d = (-y).mul_add(b, a).partial_cmp(&0.0).unwrap();
            if b < 0.0 {
                d.reverse()
            } else {
                d
            }
        }
        RoundedOp::Rcp => {
            let d = (-y).mul_add(a, 1.0).partial_cmp(&0.0).unwrap();
            if a < 0.0 {
                d.reverse()
            } else {
                d
            }
        }
        // sqrt(a) vs y >= 0: a vs y^2; below every negative y.
        RoundedOp::Sqrt if y < 0.0 => Ordering::Greater,
        RoundedOp::Sqrt => (-y).mul_add(y, a).partial_cmp(&0.0).unwrap(),
    }
}

/// The next `f32` above `r` as an `f64` (`2^128` above the largest).
fn up(r: f32) -> f64 {
    if r == f32::MAX {
        2f64.powi(128)
    } else {
        f64::from(r.next_up())
    }
}

fn down(r: f32) -> f64 {
    -up(-r)
}

/// Whether `r` is `op(args)` rounded in `mode`, for a nonzero exact value.
fn brackets(op: RoundedOp, mode: RoundMode, args: [f64; 3], r: f32) -> bool {
    let cmp = |y: f64| compare(op, args, y);
    let positive = cmp(0.0) == Ordering::Greater;
    let rd = |r: f32| {
        if r == f32::NEG_INFINITY {
            return cmp(-f64::from(f32::MAX)) == Ordering::Less;
        }
        r.is_finite()
            && cmp(f64::from(r)) != Ordering::Less
            && (r == f32::MAX || cmp(up(r)) == Ordering::Less)
    };
    let ru = |r: f32| {
        if r == f32::INFINITY {
            return cmp(f64::from(f32::MAX)) == Ordering::Greater;
        }
        r.is_finite()
            && cmp(f64::from(r)) != Ordering::Greater
            && (r == -f32::MAX || cmp(down(r)) == Ordering::Greater)
    };
    let zero_sign_ok = r != 0.0 || r.is_sign_positive() == positive;
    zero_sign_ok
        && match mode {
            RoundMode::Rm => rd(r),
            RoundMode::Rp => ru(r),
            RoundMode::Rz if positive => rd(r),
            RoundMode::Rz => ru(r),
            RoundMode::Rn => {
                let even = r.to_bits() & 1 == 0 || r.is_infinite();
                let top = (f64::from(f32::MAX) + 2f64.powi(128)) / 2.0;
                let (lo, hi) = if r == f32::INFINITY {
                    (top, f64::INFINITY)
                } else if r == f32::NEG_INFINITY {
                    (f64::NEG_INFINITY, -top)
                } else {
                    let x = f64::from(r);
                    ((x + down(r)) / 2.0, (x + up(r)) / 2.0)
                };
                let above_lo = lo == f64::NEG_INFINITY || {
                    let o = cmp(lo);
                    o == Ordering::Greater || (o == Ordering::Equal && even)
                };
                let below_hi = hi == f64::INFINITY || {
                    let o = cmp(hi);
                    o == Ordering::Less || (o == Ordering::Equal && even)
                };
                above_lo && below_hi
            }
        }
}

/// A random `f32`: any bit pattern, or exponents near 1 (where sums of
/// random operands round rather than absorb), or near the extremes.
fn random_f32(rng: &mut Rng) -> f32 {
    let r = rng.next_u64();
    let bits = r as u32;
    match (r >> 40) % 4 {
        0 => f32::from_bits(bits),
        1 | 2 => f32::from_bits((bits & 0x807F_FFFF) | ((120 + (r >> 48) as u32 % 16) << 23)),
        _ => f32::from_bits(bits & 0x80FF_FFFF),
    }
}

#[test]
fn f32_rounding_modes_bracket_the_exact_value() {
    let n = std::env::var("LIBDEVICE_POINTS")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
        .unwrap_or(1 << 16);
    let mut rng = Rng::new(11);
    let mut failures = Vec::new();
    for &op in RoundedOp::ALL {
        for &mode in RoundMode::ALL {
            let mut checked = 0;
            while checked < n {
                let mut args = [
                    random_f32(&mut rng),
                    random_f32(&mut rng),
                    random_f32(&mut rng),
                ];
                if op == RoundedOp::Sqrt {
                    args[0] = args[0].abs();
                }
                if op == RoundedOp::Fma && checked % 2 == 0 {
                    // A cancellation: c near -a b.
                    args[2] = -(args[0] * args[1]);
                }
                if !args.iter().all(|a| a.is_finite()) {
                    continue;
                }
                let bits = args.map(|a| u64::from(a.to_bits()));
                let r = f32::from_bits(tilelift_mir::rounded(op, mode, Type::F32, bits) as u32);
                let wide = args.map(f64::from);
                checked += 1;
                let ok = if compare(op, wide, 0.0) == Ordering::Equal {
                    // An exact zero: checked against the data file.
                    r == 0.0
                } else {
                    brackets(op, mode, wide, r)
                };
                if !ok && failures.len() < 20 {
                    failures.push(format!(
                        "{op:?}.{mode:?}({args:?}) = {r:e} ({:#x})",
                        r.to_bits()
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `__nv_frsqrt_rn` is `1 / sqrt(x)` correctly rounded: on random positive
/// `f32`s (2^16, or `LIBDEVICE_POINTS`) and the edges, the result `y` is
/// within half an ulp, checked exactly: the true value `t` lies between the
/// midpoints `m` around `y`, and `t > m` exactly when `m^2 x < 1` (`m^2`, of
/// 25-bit `m`, is exact in `f64`, and `fma(m^2, x, -1)` has the sign of
/// `m^2 x - 1`).
#[test]
fn frsqrt_rn_is_correctly_rounded() {
    let n = std::env::var("LIBDEVICE_POINTS")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
        .unwrap_or(1 << 16);
    let call = tilelift_ir::libdevice::lookup("__nv_frsqrt_rn").unwrap();
    let mut rng = Rng::new(5);
    let mut xs: Vec<f32> = vec![
        f32::from_bits(1),
        f32::from_bits(0x007F_FFFF),
        f32::MIN_POSITIVE,
        f32::MAX,
        1.0,
        4.0,
        2.0,
        0.25,
    ];
    while xs.len() < n {
        let x = f32::from_bits(rng.next_u64() as u32 & 0x7FFF_FFFF);
        if x.is_finite() && x > 0.0 {
            xs.push(x);
        }
    }
    let mut failures = Vec::new();
    for x in xs {
        let ops = [tilelift_mir::Operand::Imm(u64::from(x.to_bits()))];
        let y = match tilelift_libm::sequence(&mut tilelift_mir::Fold, call, &ops) {
            Some(tilelift_mir::Operand::Imm(b)) => f32::from_bits(b as u32),
            _ => panic!("folds to a constant"),
        };
        let yd = f64::from(y);
        let above = (yd + f64::from(y.next_up())) / 2.0;
        let below = (yd + f64::from(y.next_down())) / 2.0;
        let xd = f64::from(x);
        // t < above: above^2 x > 1; t > below: below^2 x < 1.
        let ok = (above * above).mul_add(xd, -1.0) > 0.0 && (below * below).mul_add(xd, -1.0) < 0.0;
        if !ok && failures.len() < 10 {
            failures.push(format!("frsqrt_rn({x:e}) = {y:e}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
