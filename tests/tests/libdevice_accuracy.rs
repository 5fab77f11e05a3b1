//! The accuracy of every libdevice function tilelift implements
//! (`tilelift_ir::libdevice`), measured on the CPU against a reference over
//! 2^20 points per function (random bit patterns over every finite value, and
//! uniform points in each function's working range) and its special values
//! (±0, ±inf, NaN, the smallest and largest subnormals and normals, ±1, the
//! thresholds where the algorithms switch form), by running a kernel of one
//! `tt.extern_elementwise` through the interpreter.
//!
//! The reference for an `f32` function is its `f64` value (Rust's `f64`
//! methods, `libm::erf`), whose own error is far below an `f32` ulp; the `f64`
//! functions here are exact ones (`fabs`, `floor`, `ceil`, `fmin`, `fmax`,
//! `fma`, `sqrt`) whose reference is exact. The error is `|got - ref|` in ulps
//! of the result's format at `ref`; a NaN or an infinity must be matched exactly.
//!
//! For `tanhf` and `erff` the PTX lowering computes differently from the
//! interpreter (libdevice's branch-free polynomial and exponential forms,
//! `lower/src/to_mir/math.rs`); their f32 sequences are evaluated here too,
//! with `ex2.approx` and `div.approx` replaced by correctly rounded operations
//! (the hardware approximations cannot be run without a GPU; PTX's manual bounds
//! them at about 2 ulp). The other lowerings are single PTX instructions: exact
//! ones (`abs`, `cvt.rmi`, `min`, `fma.rn`, `sqrt.rn`) or hardware
//! approximations (`rsqrt.approx`, `ex2.approx`, `lg2.approx`, `sin.approx`,
//! `cos.approx`, `div.approx`), measured only on a GPU.
//!
//! The functions computed by `tilelift_libm`'s sequences (`expf`,
//! `sinf`, `powf`, ...) are interpreted by folding the sequence the lowering
//! emits, with no `.approx` step: the interpreter's column is the PTX's result.
//! The reference for those is Rust's `f64` function (`libm::exp10`; `sinpi`
//! and `cospi` reduced exactly first).
//!
//! `LIBDEVICE_POINTS=1048576 cargo test --release -p tilelift-tests --test
//! libdevice_accuracy -- --nocapture` prints the table (BENCHMARKS.md has it;
//! `LIBDEVICE_ONLY=bessel` keeps the symbols containing `bessel`);
//! the test suite's default samples 2^14 points of each sequence.

use tilelift_interp::{run, ArgValue, Memory, RunOptions};
use tilelift_ir::libdevice::{lookup, symbols, LibCall, LibFn, Round, Scalar, Sig};
use tilelift_ir::FloatKind;
use tilelift_lower::to_mir::math::consts::{
    ERF_BIG_BOUND, ERF_BIG_POLY, ERF_SMALL_POLY, TANH_POLY, TANH_SMALL_BOUND, TANH_TWO_LOG2_E,
};
use tilelift_mir::{Fold, Operand};
use tilelift_tests::fuzz::Rng;

/// Points per function: `LIBDEVICE_POINTS`, or 2^20 for the functions the
/// interpreter computes in `f64` and 2^14 for the folded sequences (the sweep
/// of BENCHMARKS.md sets `LIBDEVICE_POINTS=1048576`; the test suite, in a
/// debug build, keeps the smaller sample).
fn points_for(f: LibFn, ty: FloatKind) -> usize {
    if let Some(n) = std::env::var("LIBDEVICE_POINTS")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
    {
        return n.next_multiple_of(BLOCK);
    }
    if is_sequence(f, ty) {
        1 << 14
    } else {
        1 << 20
    }
}

/// Whether the interpreter folds the lowering's sequence for `f`.
fn is_sequence(f: LibFn, ty: FloatKind) -> bool {
    let probe = [tilelift_mir::Operand::Imm(0); 4];
    let call = LibCall {
        func: f,
        sig: Sig::Uniform(ty),
    };
    tilelift_libm::sequence(&mut tilelift_mir::Fold, call, &probe).is_some()
}
/// Elements per program of the kernel.
const BLOCK: usize = 1024;

fn kernel(symbol: &str, ty: &str, arity: usize) -> String {
    tilelift_tests::libdevice::extern_kernel(symbol, ty, arity, BLOCK)
}

/// Runs `symbol` on the points `xs` (one vector per operand, as f64) through
/// the interpreter.
fn interpret(symbol: &str, kind: FloatKind, xs: &[Vec<f64>]) -> Vec<f64> {
    let (ty, size) = match kind {
        FloatKind::F32 => ("f32", 4),
        _ => ("f64", 8),
    };
    let text = kernel(symbol, ty, xs.len());
    let (module, _) = tilelift_ir::parse_module(&text)
        .unwrap_or_else(|e| panic!("{}", e.render("kernel", &text)));
    let module = tilelift_ir::Verified::new(module).expect("the kernel verifies");
    let func = module.module().func_by_name("k").unwrap();
    let mut mem = Memory::new();
    let encode = |v: &[f64]| -> Vec<u8> {
        match size {
            4 => v.iter().flat_map(|&x| (x as f32).to_le_bytes()).collect(),
            _ => v.iter().flat_map(|&x| x.to_le_bytes()).collect(),
        }
    };
    let mut args: Vec<ArgValue> = xs
        .iter()
        .map(|x| ArgValue::Ptr(mem.alloc(&encode(x))))
        .collect();
    let out = mem.alloc(&vec![0u8; xs[0].len() * size]);
    args.push(ArgValue::Ptr(out));
    let grid = [(xs[0].len() / BLOCK) as u32, 1, 1];
    let mut options = RunOptions::new(grid);
    options.max_steps = u64::MAX;
    run(&module, func, &args, &mut mem, &options).unwrap_or_else(|e| panic!("{symbol}: {e}"));
    mem.bytes(out)
        .unwrap()
        .chunks(size)
        .map(|c| match size {
            4 => f32::from_le_bytes(c.try_into().unwrap()) as f64,
            _ => f64::from_le_bytes(c.try_into().unwrap()),
        })
        .collect()
}

/// The exact (or, for f32 functions, f64) value of `f`.
fn reference(f: LibFn, kind: FloatKind, x: &[f64]) -> f64 {
    let a = x[0];
    match f {
        LibFn::Fabs => a.abs(),
        LibFn::Floor => a.floor(),
        LibFn::Ceil => a.ceil(),
        LibFn::Trunc => a.trunc(),
        LibFn::Rint => a.round_ties_even(),
        LibFn::Round => a.round(),
        LibFn::Sqrt => a.sqrt(),
        LibFn::Rsqrt | LibFn::RsqrtRn => 1.0 / a.sqrt(),
        LibFn::Fma => a.mul_add(x[1], x[2]),
        LibFn::Fmin if a.is_nan() => x[1],
        LibFn::Fmin if x[1].is_nan() => a,
        LibFn::Fmin => a.min(x[1]),
        LibFn::Fmax if a.is_nan() => x[1],
        LibFn::Fmax if x[1].is_nan() => a,
        LibFn::Fmax => a.max(x[1]),
        LibFn::Tanh => a.tanh(),
        LibFn::Erf => libm::erf(a),
        LibFn::FastExp => a.exp(),
        LibFn::FastExp10 => 10f64.powf(a),
        LibFn::FastLog => a.ln(),
        LibFn::FastLog2 => a.log2(),
        LibFn::FastLog10 => a.log10(),
        LibFn::FastSin => a.sin(),
        LibFn::FastCos => a.cos(),
        LibFn::FastTan => a.tan(),
        LibFn::FastPow => a.powf(x[1]),
        LibFn::BesselI0 => bessel_i_ref(a, 0),
        LibFn::BesselI1 => bessel_i_ref(a, 1),
        LibFn::Saturate if a.is_nan() => 0.0,
        LibFn::Saturate => a.clamp(0.0, 1.0),
        LibFn::FastDivide => a / x[1],
        LibFn::Rcp64h => 1.0 / a,
        LibFn::Exp => a.exp(),
        LibFn::Exp2 => a.exp2(),
        LibFn::Exp10 => libm::exp10(a),
        LibFn::Expm1 => a.exp_m1(),
        LibFn::Log => a.ln(),
        LibFn::Log2 => a.log2(),
        LibFn::Log10 => a.log10(),
        LibFn::Log1p => a.ln_1p(),
        LibFn::Sinh => a.sinh(),
        LibFn::Cosh => a.cosh(),
        LibFn::Asinh => a.asinh(),
        LibFn::Acosh => a.acosh(),
        LibFn::Atanh => a.atanh(),
        LibFn::Sin => a.sin(),
        LibFn::Cos => a.cos(),
        LibFn::Tan => a.tan(),
        LibFn::Sinpi => sin_cos_pi(a, 0),
        LibFn::Cospi => sin_cos_pi(a, 1) + 0.0,
        LibFn::Atan => a.atan(),
        LibFn::Asin => a.asin(),
        LibFn::Acos => a.acos(),
        LibFn::Atan2 => a.atan2(x[1]),
        LibFn::Pow => a.powf(x[1]),
        LibFn::Cbrt => a.cbrt(),
        LibFn::Rcbrt => 1.0 / a.cbrt(),
        LibFn::Hypot => a.hypot(x[1]),
        LibFn::Rhypot => 1.0 / a.hypot(x[1]),
        LibFn::Copysign => a.copysign(x[1]),
        LibFn::Fdim if a.is_nan() || x[1].is_nan() => f64::NAN,
        LibFn::Fdim => (a - x[1]).max(0.0),
        LibFn::Nextafter if kind == FloatKind::F64 => nextafter_f64(a, x[1]),
        LibFn::Nextafter => nextafter_f32(a as f32, x[1] as f32) as f64,
        LibFn::Logb if a == 0.0 => f64::NEG_INFINITY,
        LibFn::Logb => a.abs().log2().floor(),
        LibFn::Norm3d | LibFn::Norm4d => norm(x),
        LibFn::Rnorm3d | LibFn::Rnorm4d => 1.0 / norm(x),
        LibFn::Erfc => libm::erfc(a),
        LibFn::Erfcx => erfcx_ref(a),
        LibFn::Erfinv => inverse(a, libm::erf, -1.0, 1.0),
        LibFn::Erfcinv => erfcinv_ref(a),
        LibFn::Normcdf => libm::erfc(-a / std::f64::consts::SQRT_2) / 2.0,
        LibFn::Normcdfinv => -std::f64::consts::SQRT_2 * erfcinv_ref(2.0 * a),
        LibFn::Lgamma => libm::lgamma(a),
        LibFn::Tgamma => libm::tgamma(a),
        LibFn::Fmod => libm::fmod(a, x[1]),
        LibFn::Remainder => libm::remainder(a, x[1]),
        LibFn::Ldexp
        | LibFn::Powi
        | LibFn::Ilogb
        | LibFn::IsNan
        | LibFn::IsInf
        | LibFn::IsFinite
        | LibFn::Signbit
        | LibFn::Clz
        | LibFn::Popc
        | LibFn::Brev
        | LibFn::Ffs
        | LibFn::MulHi
        | LibFn::UMulHi
        | LibFn::Mul24
        | LibFn::UMul24
        | LibFn::Sad
        | LibFn::USad
        | LibFn::HAdd
        | LibFn::RHAdd
        | LibFn::UHAdd
        | LibFn::URHAdd
        | LibFn::IAbs
        | LibFn::BytePerm
        | LibFn::FloatToInt { .. }
        | LibFn::IntToFloat { .. }
        | LibFn::Narrow(_)
        | LibFn::Bitcast
        | LibFn::HiInt
        | LibFn::LoInt
        | LibFn::HiLoToDouble
        | LibFn::LlRound => unreachable!("measured by mixed_signatures_are_exact"),
        LibFn::BesselJ0
        | LibFn::BesselJ1
        | LibFn::BesselJn
        | LibFn::BesselY0
        | LibFn::BesselY1
        | LibFn::BesselYn => unreachable!("measured by bessel_functions_within_their_bounds"),
        LibFn::Arith { .. } => unreachable!("measured by tests/libdevice_rounding.rs"),
    }
}

/// The inverse of `erfc`: through `erf` at `1 - c` (exact) between 1/2 and
/// 3/2, where `erfc`'s values near 1 would not resolve the argument.
fn erfcinv_ref(c: f64) -> f64 {
    if (0.5..=1.5).contains(&c) {
        inverse(1.0 - c, libm::erf, -1.0, 1.0)
    } else {
        inverse(c, libm::erfc, 2.0, 0.0)
    }
}

/// The Euclidean norm, `+inf` where an operand is infinite.
fn norm(x: &[f64]) -> f64 {
    if x.iter().any(|v| v.is_infinite()) {
        return f64::INFINITY;
    }
    x.iter().map(|v| v * v).sum::<f64>().sqrt()
}

/// `e^(x^2) erfc(x)`: `libm`'s product where it is finite and not tiny, the
/// asymptotic series `(1 - 1/(2x^2) + 3/(4x^4) - 15/(8x^6)) / (x sqrt(pi))`
/// above 25 (its error there is below 2^-60).
fn erfcx_ref(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x > 25.0 {
        let z = 1.0 / (x * x);
        let s = 1.0 - z / 2.0 + 0.75 * z * z - 1.875 * z * z * z + 6.5625 * z.powi(4);
        return s / (x * std::f64::consts::PI.sqrt());
    }
    (x * x).exp() * libm::erfc(x)
}

/// The `t` with `f(t) = y` for a monotonic `f`, by bisection of the `f64`s
/// (ordered by their bits) between the arguments where `f` takes the values
/// `at_lo` and `at_hi` (`±inf` there); NaN outside.
fn inverse(y: f64, f: impl Fn(f64) -> f64, at_lo: f64, at_hi: f64) -> f64 {
    if y.is_nan() || y < at_lo.min(at_hi) || y > at_lo.max(at_hi) {
        return f64::NAN;
    }
    if y == at_lo {
        return f64::NEG_INFINITY;
    }
    if y == at_hi {
        return f64::INFINITY;
    }
    let increasing = at_hi > at_lo;
    // A float's position in the order of f64 values.
    let key = |v: f64| {
        let b = v.to_bits() as i64;
        if b < 0 {
            i64::MIN - b
        } else {
            b
        }
    };
    let from_key = |k: i128| {
        let k = k as i64;
        f64::from_bits((if k < 0 { i64::MIN - k } else { k }) as u64)
    };
    let (mut lo, mut hi) = (i128::from(key(-40.0)), i128::from(key(40.0)));
    while hi - lo > 1 {
        let mid = (lo + hi) / 2;
        let v = f(from_key(mid));
        if (v < y) == increasing {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    // The nearer of the two neighbours, by the function's values.
    let (a, b) = (from_key(lo), from_key(hi));
    if (f(a) - y).abs() <= (f(b) - y).abs() {
        a
    } else {
        b
    }
}

/// `sin(pi x)` (`q = 0`) or `cos(pi x)` (`q = 1`) of an `f32` `x`: `x = n/2 +
/// r` exactly, then the `f64` sine or cosine of `pi r`, `|r| <= 1/4`, by
/// quadrant; an exact zero has the sign of `x` (sine).
fn sin_cos_pi(x: f64, q: i64) -> f64 {
    if !x.is_finite() {
        return f64::NAN;
    }
    let n = (2.0 * x).round();
    let r = x - n / 2.0;
    let quadrant = ((n % 4.0 + 4.0) % 4.0) as i64 + q;
    let t = std::f64::consts::PI * r;
    let v = match quadrant % 4 {
        0 => t.sin(),
        1 => t.cos(),
        2 => -t.sin(),
        _ => -t.cos(),
    };
    if v == 0.0 {
        0.0f64.copysign(x)
    } else {
        v
    }
}

/// The `f32` after `x` toward `y`, from Rust's `next_up` and `next_down`.
fn nextafter_f32(x: f32, y: f32) -> f32 {
    if x.is_nan() || y.is_nan() {
        f32::NAN
    } else if x == y {
        y
    } else if x < y {
        x.next_up()
    } else {
        x.next_down()
    }
}

/// `I_nu(x)` for `nu` 0 or 1 in `f64`: 400 terms of the series summed from
/// the smallest up (another order than the sequence's), far below an `f32`
/// ulp in error; `inf` above 100, as the sequence (both overflow `f32` from
/// about 92).
fn bessel_i_ref(x: f64, nu: i32) -> f64 {
    if x.is_nan() {
        return x;
    }
    let a = x.abs();
    if a > 100.0 {
        return f64::INFINITY.copysign(if nu == 1 { x } else { 1.0 });
    }
    let z = a * a / 4.0;
    let terms: Vec<f64> = (0..400)
        .scan(1.0f64, |t, k| {
            let v = *t;
            *t *= z / ((k + 1) as f64 * (k + 1 + nu) as f64);
            Some(v)
        })
        .collect();
    let mut sum = 0.0;
    for t in terms.iter().rev() {
        sum += t;
    }
    if nu == 1 {
        (sum * a / 2.0).copysign(x)
    } else {
        sum
    }
}

/// The `f64` after `x` toward `y`.
fn nextafter_f64(x: f64, y: f64) -> f64 {
    if x.is_nan() || y.is_nan() {
        f64::NAN
    } else if x == y {
        y
    } else if x < y {
        x.next_up()
    } else {
        x.next_down()
    }
}

/// The f32 result as it should be rounded: the f64 reference rounded to f32
/// (its own error is ~2^-29 of an f32 ulp).
fn ulp_error(kind: FloatKind, got: f64, want: f64) -> Option<f64> {
    if want.is_nan() || got.is_nan() {
        return (want.is_nan() && got.is_nan()).then_some(0.0);
    }
    let (want, ulp) = match kind {
        FloatKind::F32 => {
            let w = want as f32;
            if w.is_infinite() || got.is_infinite() {
                return (got == w as f64).then_some(0.0);
            }
            let exp = (want.abs().max(f32::MIN_POSITIVE as f64)).log2().floor() as i32;
            (want, 2f64.powi(exp.max(-126) - 23))
        }
        _ => {
            if want.is_infinite() || got.is_infinite() {
                return (got == want).then_some(0.0);
            }
            let exp = (want.abs().max(f64::MIN_POSITIVE)).log2().floor() as i32;
            // 2^-1074 exactly (`powi` would go through 2^1074, an overflow).
            let q = exp.max(-1022) - 52;
            let ulp = if q >= -1022 {
                f64::from_bits(((q + 1023) as u64) << 52)
            } else {
                f64::from_bits(1u64 << (q + 1074))
            };
            (want, ulp)
        }
    };
    Some((got - want).abs() / ulp)
}

/// A range of ordinary arguments for `f`.
fn working_range(f: LibFn) -> (f64, f64) {
    match f {
        LibFn::Tanh | LibFn::Erf => (-6.0, 6.0),
        LibFn::FastExp => (-87.0, 88.0),
        LibFn::FastExp10 => (-37.0, 38.0),
        LibFn::FastLog
        | LibFn::FastLog2
        | LibFn::FastLog10
        | LibFn::Rsqrt
        | LibFn::RsqrtRn
        | LibFn::Sqrt => (0.0, 100.0),
        LibFn::FastSin | LibFn::FastCos => (-std::f64::consts::PI, std::f64::consts::PI),
        LibFn::Exp | LibFn::Expm1 => (-104.0, 89.0),
        LibFn::Exp2 => (-150.0, 128.0),
        LibFn::Exp10 => (-45.0, 39.0),
        LibFn::Log | LibFn::Log2 | LibFn::Log10 | LibFn::Cbrt | LibFn::Rcbrt => (0.0, 4.0),
        LibFn::Log1p => (-1.0, 3.0),
        LibFn::Sinh | LibFn::Cosh => (-90.0, 90.0),
        LibFn::Acosh => (1.0, 10.0),
        LibFn::Atanh | LibFn::Asin | LibFn::Acos => (-1.0, 1.0),
        LibFn::Sinpi | LibFn::Cospi => (-4.0, 4.0),
        LibFn::Sin | LibFn::Cos | LibFn::Tan => (-100.0, 100.0),
        LibFn::Pow => (-4.0, 30.0),
        LibFn::Asinh | LibFn::Atan | LibFn::Atan2 => (-10.0, 10.0),
        LibFn::Erfc | LibFn::Erfcx | LibFn::Normcdf => (-10.0, 15.0),
        LibFn::Erfinv => (-1.0, 1.0),
        LibFn::Erfcinv => (0.0, 2.0),
        LibFn::Normcdfinv => (0.0, 1.0),
        LibFn::Lgamma | LibFn::Tgamma => (-40.0, 40.0),
        LibFn::BesselI0 | LibFn::BesselI1 => (-95.0, 95.0),
        LibFn::Norm3d | LibFn::Norm4d | LibFn::Rnorm3d | LibFn::Rnorm4d => (-1e3, 1e3),
        _ => (-1e4, 1e4),
    }
}

/// The special values of an operand of kind `kind`.
fn specials(kind: FloatKind) -> Vec<f64> {
    let mut v = vec![
        0.0,
        -0.0,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        1.0,
        -1.0,
        0.5,
        0.6,
        -0.6,
        1.00296,
        -1.00296,
    ];
    match kind {
        FloatKind::F32 => v.extend(
            [
                f32::from_bits(1),
                f32::from_bits(0x007F_FFFF),
                f32::MIN_POSITIVE,
                f32::MAX,
            ]
            .iter()
            .flat_map(|&x| [x as f64, -x as f64]),
        ),
        _ => v.extend(
            [
                f64::from_bits(1),
                f64::from_bits(0x000F_FFFF_FFFF_FFFF),
                f64::MIN_POSITIVE,
                f64::MAX,
            ]
            .iter()
            .flat_map(|&x| [x, -x]),
        ),
    }
    v
}

/// `POINTS` arguments: specials first, then random bit patterns of finite
/// values, then uniform points in the working range.
fn points(rng: &mut Rng, f: LibFn, kind: FloatKind, n: usize) -> Vec<f64> {
    let mut v: Vec<f64> = specials(kind)
        .into_iter()
        .map(|x| {
            if kind == FloatKind::F32 {
                x as f32 as f64
            } else {
                x
            }
        })
        .collect();
    let (lo, hi) = working_range(f);
    while v.len() < n {
        let x = if v.len().is_multiple_of(2) {
            match kind {
                FloatKind::F32 => f32::from_bits(rng.next_u64() as u32) as f64,
                _ => f64::from_bits(rng.next_u64()),
            }
        } else {
            let u = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
            let x = lo + (hi - lo) * u;
            if kind == FloatKind::F32 {
                x as f32 as f64
            } else {
                x
            }
        };
        if x.is_finite() {
            v.push(x);
        }
    }
    v
}

/// libdevice's documented bound (CUDA C Programming Guide, "Mathematical
/// Functions" and "Intrinsic Functions"), as the table writes it.
fn documented(f: LibFn) -> &'static str {
    match f {
        LibFn::Fabs | LibFn::Floor | LibFn::Ceil | LibFn::Fmin | LibFn::Fmax | LibFn::Fma => "0",
        LibFn::Trunc | LibFn::Rint | LibFn::Round => "0",
        LibFn::Sqrt => "0 (IEEE)",
        LibFn::Rsqrt | LibFn::Tanh | LibFn::Erf => "2",
        LibFn::FastExp => "2 + floor(|1.173 x|)",
        LibFn::FastExp10 => "2 + floor(|2.95 x|)",
        LibFn::FastLog => "2^-21.41 abs. in [0.5, 2], else 3",
        LibFn::FastLog2 => "2^-22 abs. in [0.5, 2], else 2",
        LibFn::FastLog10 => "2^-24 abs. in [0.5, 2], else 3",
        LibFn::FastSin | LibFn::FastCos => "2^-21.41 abs. in [-pi, pi]",
        LibFn::FastDivide => "2 for |y| in [2^-126, 2^126]",
        LibFn::Rcp64h => "the hardware's (not documented)",
        LibFn::Copysign | LibFn::Fdim | LibFn::Nextafter | LibFn::Logb => "0",
        LibFn::Log | LibFn::Log2 | LibFn::Expm1 | LibFn::Log1p | LibFn::Sinpi | LibFn::Cospi => "1",
        LibFn::Cbrt | LibFn::Rcbrt => "1",
        LibFn::Exp | LibFn::Exp2 | LibFn::Exp10 | LibFn::Log10 | LibFn::Sin | LibFn::Cos => "2",
        LibFn::Cosh | LibFn::Rhypot => "2",
        LibFn::Asin | LibFn::Acos | LibFn::Atan => "2",
        LibFn::Sinh | LibFn::Asinh | LibFn::Atanh | LibFn::Atan2 | LibFn::Hypot => "3",
        LibFn::Tan | LibFn::Acosh | LibFn::Pow => "4",
        LibFn::Fmod | LibFn::Remainder => "0",
        LibFn::Norm3d | LibFn::Norm4d => "3",
        LibFn::Rnorm3d | LibFn::Rnorm4d | LibFn::Erfinv => "2",
        LibFn::Erfc | LibFn::Erfcx | LibFn::Erfcinv => "4",
        LibFn::Normcdf | LibFn::Normcdfinv | LibFn::Tgamma => "5",
        LibFn::Lgamma => "6 (outside [-10.001, -2.264]; larger inside)",
        LibFn::Ldexp | LibFn::Ilogb | LibFn::IsNan | LibFn::IsInf | LibFn::IsFinite => "0",
        LibFn::Signbit => "0",
        LibFn::Clz => "exact",
        LibFn::Popc => "exact",
        LibFn::Brev => "exact",
        LibFn::Ffs => "exact",
        LibFn::MulHi => "exact",
        LibFn::UMulHi => "exact",
        LibFn::Mul24 => "exact",
        LibFn::UMul24 => "exact",
        LibFn::Sad => "exact",
        LibFn::USad => "exact",
        LibFn::HAdd => "exact",
        LibFn::RHAdd => "exact",
        LibFn::UHAdd => "exact",
        LibFn::URHAdd => "exact",
        LibFn::IAbs => "exact",
        LibFn::BytePerm => "exact",
        LibFn::FloatToInt { .. } => "exact",
        LibFn::IntToFloat { .. } => "exact",
        LibFn::Narrow(_) => "exact",
        LibFn::Bitcast => "exact",
        LibFn::HiInt => "exact",
        LibFn::LoInt => "exact",
        LibFn::HiLoToDouble => "exact",
        LibFn::LlRound => "exact",
        LibFn::Powi => "(not listed)",
        LibFn::Arith { .. } => "0 (IEEE, in its rounding mode)",
        LibFn::RsqrtRn => "0 (correctly rounded)",
        LibFn::Saturate => "0",
        LibFn::BesselI0 | LibFn::BesselI1 => "6",
        LibFn::BesselJ0 | LibFn::BesselJ1 | LibFn::BesselY0 | LibFn::BesselY1 => {
            "9 for |x| < 8, else 2.2e-6 absolute"
        }
        LibFn::BesselJn => "2.2e-6 absolute (stated for n = 128)",
        LibFn::BesselYn => "ceil(2 + 2.5 n) for |x| < n, else 2.2e-6 absolute",
        LibFn::FastTan => "as `__sinf` / `__cosf`",
        LibFn::FastPow => "as `exp2f(y __log2f(x))`",
    }
}

/// What the PTX lowering of `f` is, where it is not measured here.
fn lowering(f: LibFn) -> &'static str {
    match f {
        LibFn::Fabs | LibFn::Floor | LibFn::Ceil | LibFn::Fmin | LibFn::Fmax | LibFn::Fma => {
            "exact instruction"
        }
        LibFn::Sqrt => "exact instruction (`sqrt.rn`)",
        LibFn::Trunc | LibFn::Rint => "exact instruction (`cvt.rzi`, `cvt.rni`)",
        LibFn::Round => "measured",
        LibFn::Rsqrt => "`rsqrt.approx` (GPU only)",
        LibFn::FastExp | LibFn::FastExp10 => "`mul`, `ex2.approx` (GPU only)",
        LibFn::FastLog | LibFn::FastLog10 => "`lg2.approx`, `mul` (GPU only)",
        LibFn::FastLog2 => "`lg2.approx` (GPU only)",
        LibFn::FastSin => "`sin.approx` (GPU only)",
        LibFn::FastCos => "`cos.approx` (GPU only)",
        LibFn::FastDivide => "`div.approx` (GPU only)",
        LibFn::Rcp64h => "`rcp.approx.ftz.f64` (GPU only)",
        LibFn::FastTan => "`sin.approx`, `cos.approx`, `div.approx` (GPU only)",
        LibFn::FastPow => "`lg2.approx`, `mul`, `ex2.approx` (GPU only)",
        LibFn::Tanh | LibFn::Erf => "measured",
        _ => "the interpreter's (its sequence, folded)",
    }
}

/// The f32 sequence of `lower/src/to_mir/math.rs`'s `tanh`, with `ex2.approx`
/// and `div.approx` correctly rounded.
fn tanh_lowered(x: f32) -> f32 {
    let a = x.abs();
    let e = ((a * f32::from_bits(TANH_TWO_LOG2_E)) as f64).exp2() as f32;
    let q = (2.0f64 / (e + 1.0) as f64) as f32;
    let big = f32::from_bits((1.0 - q).to_bits() | (x.to_bits() & 0x8000_0000));
    let s = x * x;
    let c = TANH_POLY.map(f32::from_bits);
    let mut p = c[0].mul_add(s, c[1]);
    for &k in &c[2..] {
        p = p.mul_add(s, k);
    }
    let small = (p * s).mul_add(x, x);
    if a >= f32::from_bits(TANH_SMALL_BOUND) {
        big
    } else {
        small
    }
}

/// The f32 sequence of `lower/src/to_mir/math.rs`'s `erf`, with `ex2.approx`
/// correctly rounded.
fn erf_lowered(x: f32) -> f32 {
    let a = x.abs();
    let big = a >= f32::from_bits(ERF_BIG_BOUND);
    let t = if big { a } else { x * x };
    let c = if big { ERF_BIG_POLY } else { ERF_SMALL_POLY };
    let c = c.map(f32::from_bits);
    let mut p = c[0].mul_add(t, c[1]);
    for &k in &c[2..] {
        p = p.mul_add(t, k);
    }
    let s = if big { -a } else { x };
    let r = p.mul_add(s, s);
    if !big {
        return r;
    }
    let e = (r as f64).exp2() as f32;
    f32::from_bits((1.0 - e).to_bits() | (x.to_bits() & 0x8000_0000))
}

/// The f32 sequence of `lower/src/to_mir/libdevice.rs`'s `round_half_away`.
fn round_lowered(x: f32) -> f32 {
    let t = x.trunc();
    let d = x - t;
    if d.abs() >= 0.5 {
        t + 1f32.copysign(x)
    } else {
        t
    }
}

/// Max ulp error of `got` against `f`'s reference over `xs`, and the special
/// values whose result is wrong (a NaN or infinity not matched); the worst
/// point's arguments, result and reference come last in the list where its
/// error is above half an ulp.
fn measure(f: LibFn, kind: FloatKind, xs: &[Vec<f64>], got: &[f64]) -> (f64, Vec<String>, String) {
    let mut worst = 0f64;
    let mut worst_at = String::new();
    let mut wrong = Vec::new();
    for (i, &g) in got.iter().enumerate() {
        let args: Vec<f64> = xs.iter().map(|x| x[i]).collect();
        let want = reference(f, kind, &args);
        match ulp_error(kind, g, want) {
            Some(e) if e > worst => {
                worst = e;
                worst_at = format!("worst: f{args:?} = {g}, not {want}");
            }
            Some(_) => {}
            None => wrong.push(format!("f{args:?} = {g}, not {want}")),
        }
    }
    (worst, wrong, worst_at)
}

#[test]
fn every_libdevice_function_within_its_documented_bound() {
    let mut rng = Rng::new(15);
    let mut table = vec![
        "| function | type | points | interpreter: max ulp | PTX algorithm on the CPU: max ulp | documented bound (ulp) |".to_string(),
        "|---|---|---|---|---|---|".to_string(),
    ];
    let mut failures = Vec::new();
    for (symbol, call) in symbols() {
        // The functions of other signatures: `mixed_signatures_are_exact`.
        let Some(kind) = call.uniform() else {
            continue;
        };
        // `LIBDEVICE_ONLY=<text>`: only the symbols containing it.
        if let Ok(only) = std::env::var("LIBDEVICE_ONLY") {
            if !symbol.contains(only.as_str()) {
                continue;
            }
        }
        // The operations in a rounding mode: `tests/libdevice_rounding.rs`.
        if let LibFn::Arith { .. } = call.func {
            continue;
        }
        // Bounds in ulps and absolute: `bessel_functions_within_their_bounds`.
        if is_bessel_jy(call.func) {
            continue;
        }
        // The f64 sequences, whose reference needs more than f64:
        // `tests/libdevice_f64.rs` (mpmath's values).
        let exact = matches!(
            call.func,
            LibFn::Copysign | LibFn::Fdim | LibFn::Nextafter | LibFn::Fmod | LibFn::Remainder
        );
        if kind == FloatKind::F64 && is_sequence(call.func, kind) && !exact {
            continue;
        }
        let n = points_for(call.func, kind);
        let mut xs: Vec<Vec<f64>> = (0..call.func.arity())
            .map(|_| points(&mut rng, call.func, kind, n))
            .collect();
        if let [x, y] = &mut xs[..] {
            // Every pair of special values.
            let sp = points(&mut rng, call.func, kind, 0);
            for (k, (a, b)) in sp
                .iter()
                .flat_map(|&a| sp.iter().map(move |&b| (a, b)))
                .enumerate()
            {
                x[k] = a;
                y[k] = b;
            }
        }
        let got = interpret(symbol, kind, &xs);
        let (worst, wrong, worst_at) = measure(call.func, kind, &xs, &got);
        // The interpreter rounds an f64 value once: half an ulp, and a hair
        // more where the f64 function's own error shows. The sequences compute
        // in f64 to about 2^-45 and round once to f32: a little more.
        let bound = if is_sequence(call.func, kind) && documented(call.func) != "0" {
            0.51
        } else {
            0.501
        };
        if worst > bound || !wrong.is_empty() {
            failures.push(format!(
                "{symbol}: {worst} ulp ({worst_at}); wrong: {:?}",
                &wrong[..wrong.len().min(4)]
            ));
        }
        let lowered = match call.func {
            LibFn::Tanh => Some(tanh_lowered as fn(f32) -> f32),
            LibFn::Erf => Some(erf_lowered as fn(f32) -> f32),
            LibFn::Round if kind == FloatKind::F32 => Some(round_lowered as fn(f32) -> f32),
            _ => None,
        };
        let algo = lowered.map(|g| {
            let out: Vec<f64> = xs[0].iter().map(|&x| g(x as f32) as f64).collect();
            let (worst, wrong, _) = measure(call.func, kind, &xs, &out);
            if worst > 2.0 || !wrong.is_empty() {
                failures.push(format!(
                    "{symbol} (lowering): {worst} ulp; wrong: {:?}",
                    &wrong[..wrong.len().min(4)]
                ));
            }
            format!("{worst:.5}")
        });
        let ty = if kind == FloatKind::F32 { "f32" } else { "f64" };
        table.push(format!(
            "| `{symbol}` | {ty} | {} | {worst:.5} | {} | {} |",
            xs[0].len(),
            algo.unwrap_or_else(|| lowering(call.func).into()),
            documented(call.func).replace('|', "\\|")
        ));
    }
    println!("{}", table.join("\n"));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The kernel of [`kernel`] for any operand and result types.
fn typed_kernel(symbol: &str, call: LibCall) -> String {
    let args: Vec<&str> = (0..call.func.arity()).map(|i| call.arg(i).name()).collect();
    let ret = call.ret().name();
    let t = |ty: &str| format!("tensor<{BLOCK}x{ty}>");
    let pt = |ty: &str| format!("tensor<{BLOCK}x!tt.ptr<{ty}>>");
    let mut params: Vec<String> = args
        .iter()
        .enumerate()
        .map(|(i, ty)| format!("%x{i}: !tt.ptr<{ty}>"))
        .collect();
    params.push(format!("%y: !tt.ptr<{ret}>"));
    let mut body = format!(
        "    %pid = tt.get_program_id x : i32\n    %c = arith.constant {BLOCK} : i32\n    \
         %base = arith.muli %pid, %c : i32\n    \
         %r = tt.make_range {{end = {BLOCK} : i32, start = 0 : i32}} : tensor<{BLOCK}xi32>\n    \
         %b = tt.splat %base : i32 -> tensor<{BLOCK}xi32>\n    \
         %o = arith.addi %b, %r : tensor<{BLOCK}xi32>\n"
    );
    for (i, ty) in args.iter().enumerate() {
        let pt = pt(ty);
        body += &format!(
            "    %p{i} = tt.splat %x{i} : !tt.ptr<{ty}> -> {pt}\n    \
             %a{i} = tt.addptr %p{i}, %o : {pt}, tensor<{BLOCK}xi32>\n    \
             %v{i} = tt.load %a{i} : {pt}\n"
        );
    }
    let operands: Vec<String> = (0..args.len()).map(|i| format!("%v{i}")).collect();
    let types: Vec<String> = args.iter().map(|ty| t(ty)).collect();
    let (rt, rpt) = (t(ret), pt(ret));
    body += &format!(
        "    %f = tt.extern_elementwise {} {{libname = \"\", libpath = \"\", pure = true, \
         symbol = \"{symbol}\"}} : ({}) -> {rt}\n    \
         %q = tt.splat %y : !tt.ptr<{ret}> -> {rpt}\n    \
         %w = tt.addptr %q, %o : {rpt}, tensor<{BLOCK}xi32>\n    \
         tt.store %w, %f : {rpt}\n    tt.return\n",
        operands.join(", "),
        types.join(", ")
    );
    format!(
        "module {{\n  tt.func public @k({}) {{\n{body}  }}\n}}\n",
        params.join(", ")
    )
}

/// The byte width of a libdevice type.
fn width(s: Scalar) -> usize {
    match s {
        Scalar::Float(FloatKind::F64) | Scalar::I64 => 8,
        _ => 4,
    }
}

/// Runs `symbol` on operand columns of bit patterns through the interpreter.
fn interpret_bits(symbol: &str, call: LibCall, cols: &[Vec<u64>]) -> Vec<u64> {
    let text = typed_kernel(symbol, call);
    let (module, _) = tilelift_ir::parse_module(&text)
        .unwrap_or_else(|e| panic!("{}", e.render("kernel", &text)));
    let module = tilelift_ir::Verified::new(module).expect("the kernel verifies");
    let func = module.module().func_by_name("k").unwrap();
    let mut mem = Memory::new();
    let mut args: Vec<ArgValue> = cols
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let w = width(call.arg(i));
            let bytes: Vec<u8> = c
                .iter()
                .flat_map(|v| v.to_le_bytes()[..w].to_vec())
                .collect();
            ArgValue::Ptr(mem.alloc(&bytes))
        })
        .collect();
    let w = width(call.ret());
    let out = mem.alloc(&vec![0u8; cols[0].len() * w]);
    args.push(ArgValue::Ptr(out));
    let mut options = RunOptions::new([(cols[0].len() / BLOCK) as u32, 1, 1]);
    options.max_steps = u64::MAX;
    run(&module, func, &args, &mut mem, &options).unwrap_or_else(|e| panic!("{symbol}: {e}"));
    mem.bytes(out)
        .unwrap()
        .chunks(w)
        .map(|c| {
            let mut b = [0u8; 8];
            b[..w].copy_from_slice(c);
            u64::from_le_bytes(b)
        })
        .collect()
}

/// The functions of mixed signatures (`ldexpf`, `scalbnf`, `powif`, `ilogbf`,
/// the classifications of `f32` and `f64`), against Rust's own arithmetic:
/// exact, except `powif` (within 0.51 ulp of the `f64` `powf`) and `powi`
/// (`f64`: `__nv_pow`'s sequence bit for bit, within 2.5 ulp of the system's
/// `pow`).
#[test]
fn mixed_signatures_are_exact() {
    let mut rng = Rng::new(9);
    let mut failures = Vec::new();
    for (symbol, call) in symbols() {
        if call.uniform().is_some()
            || !matches!(call.arg(0), Scalar::Float(_))
            || is_conversion(call.func)
        {
            continue;
        }
        let n = 1 << 14;
        let f64_arg = call.arg(0) == Scalar::Float(FloatKind::F64);
        let sp: Vec<f64> = specials(if f64_arg {
            FloatKind::F64
        } else {
            FloatKind::F32
        });
        let x: Vec<u64> = (0..n)
            .map(|i| match (sp.get(i), f64_arg) {
                (Some(&v), true) => v.to_bits(),
                (Some(&v), false) => u64::from((v as f32).to_bits()),
                (None, true) => rng.next_u64(),
                (None, false) => rng.next_u64() & 0xFFFF_FFFF,
            })
            .collect();
        let ints = [
            0i64,
            1,
            -1,
            2,
            3,
            -3,
            127,
            -126,
            -149,
            150,
            300,
            -300,
            i32::MAX as i64,
            i32::MIN as i64,
        ];
        let k: Vec<u64> = (0..n)
            .map(|i| {
                let v = if i % 3 == 0 {
                    ints[(i / 3) % ints.len()]
                } else {
                    (rng.next_u64() % 601) as i64 - 300
                };
                v as u32 as u64
            })
            .collect();
        let cols = if call.func.arity() == 2 {
            vec![x.clone(), k.clone()]
        } else {
            vec![x.clone()]
        };
        let got = interpret_bits(symbol, call, &cols);
        for i in 0..n {
            let v = if f64_arg {
                f64::from_bits(x[i])
            } else {
                f64::from(f32::from_bits(x[i] as u32))
            };
            let e = k[i] as u32 as i32;
            let g32 = f32::from_bits(got[i] as u32);
            let ok = match call.func {
                LibFn::IsNan => got[i] == u64::from(v.is_nan()),
                LibFn::IsInf => got[i] == u64::from(v.is_infinite()),
                LibFn::IsFinite => got[i] == u64::from(v.is_finite()),
                LibFn::Signbit => got[i] == u64::from(v.is_sign_negative()),
                LibFn::Ilogb if f64_arg => got[i] as u32 as i32 == libm::ilogb(v),
                LibFn::Ilogb => {
                    let want = if v.is_nan() || v == 0.0 {
                        i32::MIN
                    } else if v.is_infinite() {
                        i32::MAX
                    } else {
                        v.abs().log2().floor() as i32
                    };
                    got[i] as u32 as i32 == want
                }
                LibFn::Ldexp if f64_arg => {
                    let want = libm::scalbn(v, e);
                    got[i] == want.to_bits() || (want.is_nan() && f64::from_bits(got[i]).is_nan())
                }
                LibFn::Ldexp => {
                    // The f64 product is exact for |e| <= 300; beyond, clamped
                    // alike (every f32 overflows or underflows).
                    let want = (v * 2f64.powi(e.clamp(-300, 300))) as f32;
                    g32.to_bits() == want.to_bits() || (g32.is_nan() && want.is_nan())
                }
                LibFn::Powi if f64_arg => {
                    // `__nv_pow`'s sequence at the integer (measured against
                    // mpmath in `libdevice_f64.rs`, integer exponents among
                    // its points), bit for bit, and near the system's `pow`.
                    let pow = lookup("__nv_pow").unwrap();
                    let ops = [Operand::Imm(x[i]), Operand::Imm(f64::from(e).to_bits())];
                    let Some(Operand::Imm(want)) = tilelift_libm::sequence(&mut Fold, pow, &ops)
                    else {
                        panic!("__nv_pow folds to a constant")
                    };
                    let g = f64::from_bits(got[i]);
                    let sys = v.powf(f64::from(e));
                    let near = (g.is_nan() && sys.is_nan())
                        || ulp_error(FloatKind::F64, g, sys).is_some_and(|u| u <= 2.5);
                    got[i] == want && near
                }
                LibFn::Powi => {
                    let want = v.powf(f64::from(e));
                    ulp_error(FloatKind::F32, f64::from(g32), want).is_some_and(|u| u <= 0.51)
                }
                _ => unreachable!(),
            };
            if !ok && failures.len() < 8 {
                failures.push(format!("{symbol}({v:e}, {e}) = {:#x}", got[i]));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The integer functions (`clz`, `popc`, `brev`, `ffs`, `mulhi`, `mul24`,
/// `sad`, `hadd`, `abs`, `byte_perm` and their unsigned and 64-bit forms)
/// against Rust's integer methods, on edge values and random ones.
#[test]
fn integer_functions_are_exact() {
    let mut rng = Rng::new(21);
    let mut failures = Vec::new();
    let edges: [u64; 8] = [
        0,
        1,
        u64::MAX,
        0x8000_0000,
        0x7FFF_FFFF,
        0xFF_FFFF,
        0x8000_0000_0000_0000,
        0x7FFF_FFFF_FFFF_FFFF,
    ];
    for (symbol, call) in symbols() {
        if !matches!(call.arg(0), Scalar::I32 | Scalar::I64)
            || is_conversion(call.func)
            || is_bessel_jy(call.func)
        {
            continue;
        }
        let wide = call.arg(0) == Scalar::I64;
        let mask = if wide { u64::MAX } else { 0xFFFF_FFFF };
        let n = 1 << 14;
        let cols: Vec<Vec<u64>> = (0..call.func.arity())
            .map(|c| {
                (0..n)
                    .map(|i| {
                        let v = if i < 64 {
                            edges[(i / 8 + c * (i % 8)) % 8]
                        } else {
                            rng.next_u64() >> (rng.next_u64() % 64)
                        };
                        v & mask
                    })
                    .collect()
            })
            .collect();
        let got = interpret_bits(symbol, call, &cols);
        for i in 0..n {
            let a: Vec<u64> = cols.iter().map(|c| c[i]).collect();
            let (x, y) = (a[0], a.get(1).copied().unwrap_or(0));
            let (x32, y32) = (x as u32, y as u32);
            let want: u64 = match (call.func, wide) {
                (LibFn::Clz, false) => u64::from(x32.leading_zeros()),
                (LibFn::Clz, true) => u64::from(x.leading_zeros()),
                (LibFn::Popc, _) => u64::from(x.count_ones()),
                (LibFn::Brev, false) => u64::from(x32.reverse_bits()),
                (LibFn::Brev, true) => x.reverse_bits(),
                (LibFn::Ffs, _) if x == 0 => 0,
                (LibFn::Ffs, _) => u64::from(x.trailing_zeros() + 1),
                (LibFn::MulHi, false) => {
                    ((i64::from(x32 as i32) * i64::from(y32 as i32)) >> 32) as u32 as u64
                }
                (LibFn::MulHi, true) => {
                    ((i128::from(x as i64) * i128::from(y as i64)) >> 64) as u64
                }
                (LibFn::UMulHi, false) => (u64::from(x32) * u64::from(y32)) >> 32,
                (LibFn::UMulHi, true) => ((u128::from(x) * u128::from(y)) >> 64) as u64,
                (LibFn::Mul24, _) => {
                    let s = |v: u32| ((v << 8) as i32) >> 8;
                    s(x32).wrapping_mul(s(y32)) as u32 as u64
                }
                (LibFn::UMul24, _) => ((x32 & 0xFF_FFFF).wrapping_mul(y32 & 0xFF_FFFF)) as u64,
                (LibFn::Sad, _) => {
                    let d = (i64::from(x32 as i32) - i64::from(y32 as i32)).unsigned_abs() as u32;
                    d.wrapping_add(a[2] as u32) as u64
                }
                (LibFn::USad, _) => (x32.abs_diff(y32)).wrapping_add(a[2] as u32) as u64,
                (LibFn::HAdd, _) => {
                    ((i64::from(x32 as i32) + i64::from(y32 as i32)) >> 1) as u32 as u64
                }
                (LibFn::RHAdd, _) => {
                    ((i64::from(x32 as i32) + i64::from(y32 as i32) + 1) >> 1) as u32 as u64
                }
                (LibFn::UHAdd, _) => ((u64::from(x32) + u64::from(y32)) >> 1) & 0xFFFF_FFFF,
                (LibFn::URHAdd, _) => ((u64::from(x32) + u64::from(y32) + 1) >> 1) & 0xFFFF_FFFF,
                (LibFn::IAbs, false) => (x32 as i32).wrapping_abs() as u32 as u64,
                (LibFn::IAbs, true) => (x as i64).wrapping_abs() as u64,
                (LibFn::BytePerm, _) => {
                    let bytes = (u64::from(y32) << 32 | u64::from(x32)).to_le_bytes();
                    let s = a[2] as u32;
                    let r: [u8; 4] = std::array::from_fn(|k| bytes[((s >> (4 * k)) & 7) as usize]);
                    u64::from(u32::from_le_bytes(r))
                }
                _ => unreachable!("{symbol}"),
            };
            let w = if call.ret() == Scalar::I64 {
                u64::MAX
            } else {
                0xFFFF_FFFF
            };
            if got[i] & w != want & w && failures.len() < 8 {
                failures.push(format!("{symbol}{a:x?} = {:#x}, not {want:#x}", got[i]));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Whether `f` is one of the conversions (`conversions_are_exact`).
fn is_conversion(f: LibFn) -> bool {
    matches!(
        f,
        LibFn::FloatToInt { .. }
            | LibFn::IntToFloat { .. }
            | LibFn::Narrow(_)
            | LibFn::Bitcast
            | LibFn::HiInt
            | LibFn::LoInt
            | LibFn::HiLoToDouble
            | LibFn::LlRound
    )
}

/// `x` (an integer or an `f64`, exactly) rounded to the float type of `to`
/// as `round` says, from Rust's nearest rounding and the neighbours of its
/// result: the bits of the result.
fn round_to_float(exact: f64, exact_int: Option<i128>, to: Scalar, round: Round) -> u64 {
    let f32_out = to == Scalar::Float(FloatKind::F32);
    // The nearest, and whether it is above the exact value.
    let (near, above, equal) = match (exact_int, f32_out) {
        (Some(i), true) => {
            let r = i as f32;
            ((r as f64), (r as i128) > i, (r as i128) == i)
        }
        (Some(i), false) => {
            let r = i as f64;
            (r, (r as i128) > i, (r as i128) == i)
        }
        (None, true) => {
            let r = exact as f32;
            (r as f64, r as f64 > exact, r as f64 == exact)
        }
        (None, false) => (exact, false, true),
    };
    let bits = |v: f64| {
        if f32_out {
            u64::from((v as f32).to_bits())
        } else {
            v.to_bits()
        }
    };
    if equal || exact.is_nan() || round == Round::Rn {
        return bits(near);
    }
    let step = |v: f64, up: bool| {
        if f32_out {
            let f = v as f32;
            f64::from(if up { f.next_up() } else { f.next_down() })
        } else if up {
            v.next_up()
        } else {
            v.next_down()
        }
    };
    let (lower, upper) = if above {
        (step(near, false), near)
    } else {
        (near, step(near, true))
    };
    let negative = exact_int.map_or(exact < 0.0, |i| i < 0);
    bits(match round {
        Round::Rd => lower,
        Round::Ru => upper,
        _ if negative => upper,
        _ => lower,
    })
}

/// The conversions (float to integer and back in every rounding, `f64` to
/// `f32`, bit casts, `f64` halves, `llround`) against Rust's casts and the
/// neighbours of its nearest rounding.
#[test]
fn conversions_are_exact() {
    let mut rng = Rng::new(33);
    let mut failures = Vec::new();
    for (symbol, call) in symbols() {
        if !is_conversion(call.func) {
            continue;
        }
        let n = 1 << 13;
        let cols: Vec<Vec<u64>> = (0..call.func.arity())
            .map(|c| {
                let arg = call.arg(c);
                let sp = match arg {
                    Scalar::Float(kind) => specials(kind)
                        .into_iter()
                        .map(|v| {
                            if kind == FloatKind::F32 {
                                u64::from((v as f32).to_bits())
                            } else {
                                v.to_bits()
                            }
                        })
                        .collect(),
                    _ => vec![
                        0,
                        1,
                        u64::MAX,
                        1 << 31,
                        (1 << 31) - 1,
                        1 << 63,
                        (1 << 63) - 1,
                        (1 << 24) + 1,
                        (1 << 53) + 1,
                    ],
                };
                (0..n)
                    .map(|i| {
                        let v = sp.get(i).copied().unwrap_or_else(|| {
                            let r = rng.next_u64();
                            if i % 2 == 0 {
                                r
                            } else {
                                r >> (r % 64)
                            }
                        });
                        // Floats near the integers' range, every other point.
                        let v = match arg {
                            Scalar::Float(FloatKind::F32) if i % 4 == 1 => u64::from(
                                ((rng.next_u64() % (1 << 20)) as f32 * 4096.0 - 2e9).to_bits(),
                            ),
                            _ => v,
                        };
                        v & if width(arg) == 4 {
                            0xFFFF_FFFF
                        } else {
                            u64::MAX
                        }
                    })
                    .collect()
            })
            .collect();
        let got = interpret_bits(symbol, call, &cols);
        let ret_mask = if width(call.ret()) == 4 {
            0xFFFF_FFFF
        } else {
            u64::MAX
        };
        for i in 0..n {
            let x = cols[0][i];
            let float_of = |s: Scalar, b: u64| match s {
                Scalar::Float(FloatKind::F32) => f64::from(f32::from_bits(b as u32)),
                _ => f64::from_bits(b),
            };
            let want: u64 = match call.func {
                LibFn::FloatToInt { signed, round } => {
                    let v = float_of(call.arg(0), x);
                    let r = match round {
                        Round::Rn => v.round_ties_even(),
                        Round::Rz => v.trunc(),
                        Round::Rd => v.floor(),
                        Round::Ru => v.ceil(),
                    };
                    match (signed, call.ret()) {
                        (true, Scalar::I32) => r as i32 as u32 as u64,
                        (false, Scalar::I32) => u64::from(r as u32),
                        (true, _) => r as i64 as u64,
                        (false, _) => r as u64,
                    }
                }
                LibFn::LlRound => float_of(call.arg(0), x).round() as i64 as u64,
                LibFn::IntToFloat { signed, round } => {
                    let i: i128 = match (signed, call.arg(0)) {
                        (true, Scalar::I32) => i128::from(x as u32 as i32),
                        (false, Scalar::I32) => i128::from(x as u32),
                        (true, _) => i128::from(x as i64),
                        (false, _) => i128::from(x),
                    };
                    round_to_float(i as f64, Some(i), call.ret(), round)
                }
                LibFn::Narrow(round) => round_to_float(f64::from_bits(x), None, call.ret(), round),
                LibFn::Bitcast => x,
                LibFn::HiInt => x >> 32,
                LibFn::LoInt => x & 0xFFFF_FFFF,
                LibFn::HiLoToDouble => x << 32 | cols[1][i],
                _ => unreachable!(),
            };
            let nan = |b: u64| {
                call.ret() == Scalar::Float(FloatKind::F32) && f32::from_bits(b as u32).is_nan()
                    || call.ret() == Scalar::Float(FloatKind::F64) && f64::from_bits(b).is_nan()
            };
            let same = got[i] & ret_mask == want & ret_mask || (nan(got[i]) && nan(want));
            if !same && failures.len() < 8 {
                failures.push(format!("{symbol}({x:#x}) = {:#x}, not {want:#x}", got[i]));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `__nv_fmod` and `__nv_remainder` (and their `f32` forms) are exact: the
/// interpreter's results equal `libm`'s bit for bit, the signs of zero
/// results included (which the ulp measure does not see), over every pair
/// of special values and random operands: any finite bit patterns (exponent
/// differences up to 2046, subnormals) and operands of nearby magnitudes.
#[test]
fn fmod_and_remainder_are_exact_to_the_bit() {
    let mut rng = Rng::new(77);
    for (symbol, kind) in [
        ("__nv_fmod", FloatKind::F64),
        ("__nv_remainder", FloatKind::F64),
        ("__nv_fmodf", FloatKind::F32),
        ("__nv_remainderf", FloatKind::F32),
    ] {
        let call = tilelift_ir::libdevice::lookup(symbol).unwrap();
        let n = points_for(call.func, kind);
        let mut xs: Vec<Vec<f64>> = (0..2)
            .map(|_| points(&mut rng, call.func, kind, n))
            .collect();
        let sp = points(&mut rng, call.func, kind, 0);
        let pairs: Vec<(f64, f64)> = sp
            .iter()
            .flat_map(|&a| sp.iter().map(move |&b| (a, b)))
            .collect();
        for (k, &(a, b)) in pairs.iter().enumerate() {
            xs[0][k] = a;
            xs[1][k] = b;
        }
        // Nearby magnitudes: `y` within a factor 2^12 of `x`, either sign.
        let (x, y) = xs.split_at_mut(1);
        for (k, (&a, b)) in x[0].iter().zip(y[0].iter_mut()).enumerate() {
            if k >= pairs.len() && k % 3 == 0 {
                let s = 2f64.powi((rng.next_u64() % 25) as i32 - 12);
                let sign = if rng.next_u64().is_multiple_of(2) {
                    1.0
                } else {
                    -1.0
                };
                *b = sign * a * s;
                if kind == FloatKind::F32 {
                    *b = *b as f32 as f64;
                }
            }
        }
        let got = interpret(symbol, kind, &xs);
        let mut wrong = Vec::new();
        for (i, &g) in got.iter().enumerate() {
            let (a, b) = (xs[0][i], xs[1][i]);
            let (g, want) = match (kind, call.func) {
                (FloatKind::F64, LibFn::Fmod) => (g.to_bits(), libm::fmod(a, b).to_bits()),
                (FloatKind::F64, _) => (g.to_bits(), libm::remainder(a, b).to_bits()),
                (_, LibFn::Fmod) => (
                    u64::from((g as f32).to_bits()),
                    u64::from(libm::fmodf(a as f32, b as f32).to_bits()),
                ),
                _ => (
                    u64::from((g as f32).to_bits()),
                    u64::from(libm::remainderf(a as f32, b as f32).to_bits()),
                ),
            };
            let both_nan = f64::from_bits(g).is_nan() && f64::from_bits(want).is_nan()
                || f32::from_bits(g as u32).is_nan()
                    && f32::from_bits(want as u32).is_nan()
                    && kind == FloatKind::F32;
            if g != want && !both_nan {
                wrong.push(format!("{symbol}({a:e}, {b:e}) = {g:#x}, not {want:#x}"));
            }
        }
        assert!(
            wrong.is_empty(),
            "{} of {n} wrong: {:?}",
            wrong.len(),
            &wrong[..wrong.len().min(5)]
        );
    }
}

/// Whether `f` is a Bessel function of the first or second kind
/// (`bessel_functions_within_their_bounds`).
fn is_bessel_jy(f: LibFn) -> bool {
    matches!(
        f,
        LibFn::BesselJ0
            | LibFn::BesselJ1
            | LibFn::BesselJn
            | LibFn::BesselY0
            | LibFn::BesselY1
            | LibFn::BesselYn
    )
}

/// The reference of a Bessel function of the first or second kind: the `f64`
/// functions of the `libm` crate (FreeBSD's, a few `f64` ulps, absolute next
/// to the zeros: far below an `f32` ulp of the results measured here; the
/// BENCHMARKS section checks a sample against mpmath); NaN for the orders
/// outside `[0, 128]`, which tilelift does not compute.
fn bessel_jy_ref(f: LibFn, n: i32, x: f64) -> f64 {
    if !(0..=128).contains(&n) {
        return f64::NAN;
    }
    match f {
        LibFn::BesselJ0 => libm::j0(x),
        LibFn::BesselJ1 => libm::j1(x),
        LibFn::BesselY0 => libm::y0(x),
        LibFn::BesselY1 => libm::y1(x),
        LibFn::BesselJn => libm::jn(n, x),
        _ => libm::yn(n, x),
    }
}

/// libdevice's bound in ulps at `(n, x)`, or `None` where the bound is
/// absolute (2.2e-6): `|x| < 8` for orders 0 and 1, `|x| < n` for `ynf`
/// (`ceil(2 + 2.5 n)`), nowhere for `jnf`.
fn bessel_ulp_bound(f: LibFn, n: i32, x: f64) -> Option<f64> {
    match f {
        LibFn::BesselJn => None,
        LibFn::BesselYn => (x.abs() < f64::from(n)).then(|| (2.0 + 2.5 * f64::from(n)).ceil()),
        _ => (x.abs() < 8.0).then_some(9.0),
    }
}

/// `__nv_j0f`, `__nv_j1f`, `__nv_y0f`, `__nv_y1f`, `__nv_jnf`, `__nv_ynf`
/// through the interpreter (their sequences folded: the GPU's bits), against
/// [`bessel_jy_ref`] on special values, random bit patterns, uniform points of
/// `[-40, 40]` (and, for the orders, `n` in `[0, 128]` with `x` in `[-150,
/// 150]` and in `[0, 2n]`), and every `f32` within 4 steps of each zero
/// below 8: within libdevice's bounds (ulps below 8, or below `n` for
/// `ynf`; 2.2e-6 absolute elsewhere), and within the sequences' own
/// accuracy, 0.51 ulp where the bound is in ulps and 2^-24 absolute (or
/// 0.51 ulp) elsewhere (the `f64` value rounded once); the absolute error is
/// relative where the value is above 1 (`Y` of tiny `x`, where `f32`'s
/// spacing passes 2.2e-6). Orders outside `[0, 128]` give
/// NaN. `LIBDEVICE_POINTS` sets the number of points (default 2^13, 2^11
/// for `jnf` and `ynf`); `--nocapture` prints the table of BENCHMARKS.md;
/// `LIBDEVICE_BESSEL_DUMP=FILE` appends the results to `FILE` for
/// `scripts/libdevice_bessel_ref.py`, which measures them against mpmath.
#[test]
fn bessel_functions_within_their_bounds() {
    let mut rng = Rng::new(16);
    let zeros = [
        2.404_825_557_695_773,
        5.520_078_110_286_311,
        3.831_705_970_207_512,
        7.015_586_669_815_619,
        0.893_576_966_279_167_5,
        3.957_678_419_314_858,
        7.086_051_060_301_773,
        2.197_141_326_031_017,
        5.429_681_040_794_135,
    ];
    let mut table = vec![
        "| function | points | max ulp where the bound is in ulps | at | max abs. error elsewhere (relative above 1) | at | documented bound |".to_string(),
        "|---|---|---|---|---|---|---|".to_string(),
    ];
    let mut failures = Vec::new();
    for symbol in [
        "__nv_j0f", "__nv_j1f", "__nv_y0f", "__nv_y1f", "__nv_jnf", "__nv_ynf",
    ] {
        if let Ok(only) = std::env::var("LIBDEVICE_ONLY") {
            if !symbol.contains(only.as_str()) {
                continue;
            }
        }
        let call = lookup(symbol).unwrap();
        let f = call.func;
        let orders = f.arity() == 2;
        let n_points = std::env::var("LIBDEVICE_POINTS")
            .ok()
            .and_then(|v| v.parse::<usize>().ok())
            .unwrap_or(if orders { 1 << 11 } else { 1 << 13 })
            .next_multiple_of(BLOCK);
        let mut xs: Vec<f32> = specials(FloatKind::F32).iter().map(|&v| v as f32).collect();
        xs.extend([
            8.0f32,
            8.0f32.next_up(),
            8.0f32.next_down(),
            -8.0,
            1e30,
            1e-30,
        ]);
        for &z in &zeros {
            let c = z as f32;
            let mut v = c;
            for _ in 0..4 {
                v = v.next_down();
            }
            for _ in 0..9 {
                xs.push(v);
                v = v.next_up();
            }
        }
        let mut ns: Vec<i32> = xs.iter().enumerate().map(|(i, _)| (i % 4) as i32).collect();
        if orders {
            for &(k, x) in &[
                (-1, 1.0f32),
                (129, 1.0),
                (i32::MIN, 2.0),
                (i32::MAX, 2.0),
                (128, 128.0),
                (128, 127.9),
                (128, 1e-45),
                (128, f32::MAX),
                (2, 1e-20),
                (60, 1e-3),
                (100, 99.5),
            ] {
                ns.push(k);
                xs.push(x);
            }
        }
        while xs.len() < n_points {
            let k = (rng.next_u64() % 129) as i32;
            let u = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
            let x = match (orders, xs.len() % 3) {
                (_, 0) => f32::from_bits(rng.next_u64() as u32),
                (false, _) => (u * 80.0 - 40.0) as f32,
                (true, 1) => (u * 300.0 - 150.0) as f32,
                (true, _) => (u * 2.0 * f64::from(k)) as f32,
            };
            if x.is_finite() {
                xs.push(x);
                ns.push(k);
            }
        }
        let xcol: Vec<u64> = xs.iter().map(|x| u64::from(x.to_bits())).collect();
        let ncol: Vec<u64> = ns.iter().map(|&k| u64::from(k as u32)).collect();
        let cols = if orders { vec![ncol, xcol] } else { vec![xcol] };
        let got = interpret_bits(symbol, call, &cols);
        // `LIBDEVICE_BESSEL_DUMP=FILE`: the results, for
        // `scripts/libdevice_bessel_ref.py` (mpmath).
        if let Ok(path) = std::env::var("LIBDEVICE_BESSEL_DUMP") {
            use std::io::Write;
            let mut out = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .expect("the dump file opens");
            for (i, &g) in got.iter().enumerate() {
                writeln!(
                    out,
                    "{symbol} {} {:08x} {:08x}",
                    ns[i],
                    xs[i].to_bits(),
                    g as u32
                )
                .expect("the dump is written");
            }
        }
        let (mut max_ulp, mut ulp_at) = (0f64, String::new());
        let (mut max_abs, mut abs_at) = (0f64, String::new());
        for (i, &bits) in got.iter().enumerate() {
            let (k, x) = (ns[i], f64::from(xs[i]));
            let g = f64::from(f32::from_bits(bits as u32));
            let want = bessel_jy_ref(f, k, x);
            let at = if orders {
                format!("n = {k}, x = {x:e}")
            } else {
                format!("x = {x:e}")
            };
            let w32 = want as f32;
            if !w32.is_finite() || !g.is_finite() {
                if !(w32.is_nan() && g.is_nan()) && g != f64::from(w32) {
                    failures.push(format!("{symbol}: {at}: {g}, not {want}"));
                }
                continue;
            }
            match bessel_ulp_bound(f, k, x) {
                Some(bound) => {
                    let u = ulp_error(FloatKind::F32, g, want).unwrap_or(f64::INFINITY);
                    if u > max_ulp {
                        (max_ulp, ulp_at) = (u, at.clone());
                    }
                    if u > bound.min(0.51) {
                        failures.push(format!("{symbol}: {at}: {g}, not {want} ({u} ulp)"));
                    }
                }
                None => {
                    // Absolute below 1, relative above (`Y` of tiny `x`).
                    let e = (g - want).abs() / want.abs().max(1.0);
                    if e > max_abs {
                        (max_abs, abs_at) = (e, at.clone());
                    }
                    let u = ulp_error(FloatKind::F32, g, want).unwrap_or(f64::INFINITY);
                    if e > 2.2e-6 || (e > 2f64.powi(-24) && u > 0.51) {
                        failures.push(format!("{symbol}: {at}: {g}, not {want} ({e:e} abs.)"));
                    }
                }
            }
        }
        table.push(format!(
            "| `{symbol}` | {} | {max_ulp:.3} | {ulp_at} | {max_abs:.3e} | {abs_at} | {} |",
            xs.len(),
            documented(f).replace('|', "\\|")
        ));
    }
    println!("{}", table.join("\n"));
    assert!(
        failures.is_empty(),
        "{} failures: {:?}",
        failures.len(),
        &failures[..failures.len().min(8)]
    );
}
