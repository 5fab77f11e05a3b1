//! The functions of NVIDIA's libdevice that `tt.extern_elementwise` may call and
//! tilelift implements: one table from symbol to what the function computes and
//! on which type, read by the verifier (operand count and types), the lowering
//! and the interpreter (each with a match on [`LibFn`] without a wildcard, so a
//! function added here fails to build until both implement it).
//!
//! A symbol that is not in the table is valid IR (it prints back), and an
//! `unsupported` error at the op in the lowering and the interpreter.
//!
//! The accuracy of each lowering, against libdevice's documented bound (CUDA C
//! Programming Guide, "Mathematical Functions", single and double precision):
//!
//! | function | lowering | bound |
//! |---|---|---|
//! | `fabs`, `floor`, `ceil`, `trunc`, `rint`, `nearbyint`, `fmin`, `fmax`, `fma`, `sqrt` | exact (`abs`, `cvt.rmi`/`rpi`/`rzi`/`rni`, `min`/`max`, `fma.rn`, `sqrt.rn`) | 0 ulp |
//! | `round` | exact: `t = trunc(x)`, then `t ± 1` where `|x - t| >= 0.5` (`x - t` is exact) | 0 ulp |
//! | `rsqrtf` | `rsqrt.approx.f32` | 2 ulp |
//! | `tanhf`, `erff` | the branch-free forms of libdevice's own algorithms that `math.tanh` and `math.erf` lower to | 2 ulp |
//! | `__nv_fast_*` | the hardware approximations (`ex2.approx`, `lg2.approx`, `sin.approx`, `cos.approx`, `div.approx`), as libdevice's fast versions are | the fast-math bounds |
//! | `expf`, `exp2f`, `exp10f`, `expm1f`, `logf`, `log2f`, `log10f`, `log1pf`, `sinhf`, `coshf`, `asinhf`, `acoshf`, `atanhf` | `tilelift_lower::libm`: in `f64` (`2^n` times a polynomial; `2 atanh` of the reduced mantissa), rounded once to `f32` | 1–4 ulp |
//! | `sinf`, `cosf`, `tanf` | the same, after a Payne–Hanek reduction by `pi/2` right for every `f32` | 2, 2, 4 ulp |
//! | `sinpif`, `cospif`, `atanf`, `asinf`, `acosf`, `atan2f`, `powf`, `cbrtf`, `rcbrtf`, `hypotf`, `rhypotf` | the same (exact reduction of `sinpi`; `atan` reduced twice; `pow` as `2^(y log2 x)`) | 1–4 ulp |
//! | `erfcf`, `erfcxf`, `normcdff` | the same, from one fit of `erfcx(x) (1 + 2x)` in `(x - 3) / (x + 3)` | 4, 4, 5 ulp |
//! | `erfinvf`, `erfcinvf`, `normcdfinvf` | the same: four Newton steps from Winitzki's approximation, residuals scaled by `e^(x^2)` | 2, 4, 5 ulp |
//! | `lgammaf`, `tgammaf` | the same: Stirling's series after a shift past 10, a fit of `lgamma(1 + t) / t` next to 1 and 2, the reflection below 0 | 6 (not in `[-10.001, -2.264]`), 5 ulp |
//! | `norm3df`, `norm4df`, `rnorm3df`, `rnorm4df` | the same as `hypotf` | 3, 3, 2, 2 ulp |
//! | `copysignf`, `fdimf`, `nextafterf`, `logbf` | exact: bits, one `f32` subtraction, the exponent field | 0 ulp |
//! | `fmodf`, `remainderf` | exact: the integer mantissas, `m_x 2^d mod 2 m_y` by square and multiply | 0 ulp |
//!
//! The `libm` sequences measure at most 0.5 ulp plus about 2^-20 (they round
//! one `f64` value, within about 2^-45 of the function, to `f32`), and contain
//! no `.approx` instruction: the interpreter folds the same sequence, so it
//! gives the GPU's bits.
//!
//! Measured on the CPU (max ulp over 2^20 points and the special values, the
//! interpreter and the `tanhf`/`erff` sequences): `tests/tests/libdevice_accuracy.rs`,
//! with its table in `BENCHMARKS.md` ("Session 9: libdevice").

use crate::types::FloatKind;

/// What a libdevice function computes, independent of its type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum LibFn {
    /// `|x|`.
    Fabs,
    /// The largest integral value not above `x`.
    Floor,
    /// The smallest integral value not below `x`.
    Ceil,
    /// The IEEE square root.
    Sqrt,
    /// `1 / sqrt(x)`.
    Rsqrt,
    /// `x * y + z`, rounded once.
    Fma,
    /// The minimum, a NaN operand ignored.
    Fmin,
    /// The maximum, a NaN operand ignored.
    Fmax,
    /// The hyperbolic tangent.
    Tanh,
    /// The error function.
    Erf,
    /// `e^x` by the hardware's `2^x` (`__nv_fast_expf`).
    FastExp,
    /// `10^x` by the hardware's `2^x` (`__nv_fast_exp10f`).
    FastExp10,
    /// `ln x` by the hardware's `log2` (`__nv_fast_logf`).
    FastLog,
    /// `log2 x` by the hardware (`__nv_fast_log2f`).
    FastLog2,
    /// `log10 x` by the hardware's `log2` (`__nv_fast_log10f`).
    FastLog10,
    /// The hardware's sine (`__nv_fast_sinf`).
    FastSin,
    /// The hardware's cosine (`__nv_fast_cosf`).
    FastCos,
    /// `x / y`, approximate (`__nv_fast_fdividef`).
    FastDivide,
    /// `x` without its fraction, toward zero (`truncf`).
    Trunc,
    /// The nearest integral value, ties to even (`rintf`, `nearbyintf`).
    Rint,
    /// The nearest integral value, ties away from zero (`roundf`).
    Round,
    /// `e^x`.
    Exp,
    /// `2^x`.
    Exp2,
    /// `10^x`.
    Exp10,
    /// `e^x - 1`.
    Expm1,
    /// The natural logarithm.
    Log,
    /// The base-2 logarithm.
    Log2,
    /// The base-10 logarithm.
    Log10,
    /// `ln(1 + x)`.
    Log1p,
    /// The hyperbolic sine.
    Sinh,
    /// The hyperbolic cosine.
    Cosh,
    /// The inverse hyperbolic sine.
    Asinh,
    /// The inverse hyperbolic cosine.
    Acosh,
    /// The inverse hyperbolic tangent.
    Atanh,
    /// The sine.
    Sin,
    /// The cosine.
    Cos,
    /// The tangent.
    Tan,
    /// `sin(pi x)`.
    Sinpi,
    /// `cos(pi x)`.
    Cospi,
    /// The arc tangent.
    Atan,
    /// The arc sine.
    Asin,
    /// The arc cosine.
    Acos,
    /// `atan2(y, x)`: the angle of the point `(x, y)`, operands `y, x`.
    Atan2,
    /// `x^y`.
    Pow,
    /// The cube root.
    Cbrt,
    /// `1 / cbrt(x)`.
    Rcbrt,
    /// `sqrt(x^2 + y^2)`.
    Hypot,
    /// `1 / sqrt(x^2 + y^2)`.
    Rhypot,
    /// `|x|` with the sign of `y`.
    Copysign,
    /// `x - y` where `x > y`, else `+0`.
    Fdim,
    /// The next float after `x` toward `y`.
    Nextafter,
    /// The exponent of `x`, as a float.
    Logb,
    /// `sqrt(x^2 + y^2 + z^2)`.
    Norm3d,
    /// `sqrt(x^2 + y^2 + z^2 + t^2)`.
    Norm4d,
    /// `1 / norm3d`.
    Rnorm3d,
    /// `1 / norm4d`.
    Rnorm4d,
    /// The complementary error function.
    Erfc,
    /// The scaled complementary error function, `e^(x^2) erfc(x)`.
    Erfcx,
    /// The inverse error function.
    Erfinv,
    /// The inverse complementary error function.
    Erfcinv,
    /// The standard normal distribution function.
    Normcdf,
    /// Its inverse.
    Normcdfinv,
    /// `ln |Gamma(x)|`.
    Lgamma,
    /// The gamma function.
    Tgamma,
    /// `x - trunc(x / y) y`, exact.
    Fmod,
    /// `x - n y`, `n` the integer nearest `x / y`, exact.
    Remainder,
}

impl LibFn {
    /// How many operands the function takes.
    pub fn arity(self) -> usize {
        match self {
            LibFn::Fma => 3,
            LibFn::Fmin
            | LibFn::Fmax
            | LibFn::FastDivide
            | LibFn::Atan2
            | LibFn::Pow
            | LibFn::Hypot
            | LibFn::Rhypot
            | LibFn::Copysign
            | LibFn::Fdim
            | LibFn::Nextafter
            | LibFn::Fmod
            | LibFn::Remainder => 2,
            LibFn::Norm3d | LibFn::Rnorm3d => 3,
            LibFn::Norm4d | LibFn::Rnorm4d => 4,
            _ => 1,
        }
    }
}

/// A libdevice function on one float type: operands and result of that type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct LibCall {
    /// What it computes.
    pub func: LibFn,
    /// The type of its operands and result.
    pub ty: FloatKind,
}

use FloatKind::{F32, F64};
use LibFn::*;

/// Every libdevice symbol tilelift implements.
const TABLE: &[(&str, LibFn, FloatKind)] = &[
    ("__nv_fabsf", Fabs, F32),
    ("__nv_fabs", Fabs, F64),
    ("__nv_floorf", Floor, F32),
    ("__nv_floor", Floor, F64),
    ("__nv_ceilf", Ceil, F32),
    ("__nv_ceil", Ceil, F64),
    ("__nv_sqrtf", Sqrt, F32),
    ("__nv_sqrt", Sqrt, F64),
    ("__nv_rsqrtf", Rsqrt, F32),
    ("__nv_fmaf", Fma, F32),
    ("__nv_fma", Fma, F64),
    ("__nv_fminf", Fmin, F32),
    ("__nv_fmin", Fmin, F64),
    ("__nv_fmaxf", Fmax, F32),
    ("__nv_fmax", Fmax, F64),
    ("__nv_tanhf", Tanh, F32),
    ("__nv_erff", Erf, F32),
    ("__nv_fast_expf", FastExp, F32),
    ("__nv_fast_exp10f", FastExp10, F32),
    ("__nv_fast_logf", FastLog, F32),
    ("__nv_fast_log2f", FastLog2, F32),
    ("__nv_fast_log10f", FastLog10, F32),
    ("__nv_fast_sinf", FastSin, F32),
    ("__nv_fast_cosf", FastCos, F32),
    ("__nv_fast_fdividef", FastDivide, F32),
    ("__nv_truncf", Trunc, F32),
    ("__nv_trunc", Trunc, F64),
    ("__nv_rintf", Rint, F32),
    ("__nv_rint", Rint, F64),
    ("__nv_nearbyintf", Rint, F32),
    ("__nv_nearbyint", Rint, F64),
    ("__nv_roundf", Round, F32),
    ("__nv_round", Round, F64),
    ("__nv_expf", Exp, F32),
    ("__nv_exp2f", Exp2, F32),
    ("__nv_exp10f", Exp10, F32),
    ("__nv_expm1f", Expm1, F32),
    ("__nv_logf", Log, F32),
    ("__nv_log2f", Log2, F32),
    ("__nv_log10f", Log10, F32),
    ("__nv_log1pf", Log1p, F32),
    ("__nv_sinhf", Sinh, F32),
    ("__nv_coshf", Cosh, F32),
    ("__nv_asinhf", Asinh, F32),
    ("__nv_acoshf", Acosh, F32),
    ("__nv_atanhf", Atanh, F32),
    ("__nv_sinf", Sin, F32),
    ("__nv_cosf", Cos, F32),
    ("__nv_tanf", Tan, F32),
    ("__nv_sinpif", Sinpi, F32),
    ("__nv_cospif", Cospi, F32),
    ("__nv_atanf", Atan, F32),
    ("__nv_asinf", Asin, F32),
    ("__nv_acosf", Acos, F32),
    ("__nv_atan2f", Atan2, F32),
    ("__nv_powf", Pow, F32),
    ("__nv_cbrtf", Cbrt, F32),
    ("__nv_rcbrtf", Rcbrt, F32),
    ("__nv_hypotf", Hypot, F32),
    ("__nv_rhypotf", Rhypot, F32),
    ("__nv_copysignf", Copysign, F32),
    ("__nv_fdimf", Fdim, F32),
    ("__nv_nextafterf", Nextafter, F32),
    ("__nv_logbf", Logb, F32),
    ("__nv_norm3df", Norm3d, F32),
    ("__nv_norm4df", Norm4d, F32),
    ("__nv_rnorm3df", Rnorm3d, F32),
    ("__nv_rnorm4df", Rnorm4d, F32),
    ("__nv_erfcf", Erfc, F32),
    ("__nv_erfcxf", Erfcx, F32),
    ("__nv_erfinvf", Erfinv, F32),
    ("__nv_erfcinvf", Erfcinv, F32),
    ("__nv_normcdff", Normcdf, F32),
    ("__nv_normcdfinvf", Normcdfinv, F32),
    ("__nv_lgammaf", Lgamma, F32),
    ("__nv_tgammaf", Tgamma, F32),
    ("__nv_fmodf", Fmod, F32),
    ("__nv_remainderf", Remainder, F32),
];

/// The function named `symbol`, if tilelift implements it.
pub fn lookup(symbol: &str) -> Option<LibCall> {
    TABLE
        .iter()
        .find(|(name, _, _)| *name == symbol)
        .map(|&(_, func, ty)| LibCall { func, ty })
}

/// Every implemented symbol with its function, in table order.
pub fn symbols() -> impl Iterator<Item = (&'static str, LibCall)> {
    TABLE
        .iter()
        .map(|&(name, func, ty)| (name, LibCall { func, ty }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_are_unique_and_named_by_type() {
        let mut seen = std::collections::HashSet::new();
        for (name, call) in symbols() {
            assert!(seen.insert(name), "{name} twice");
            assert!(name.starts_with("__nv_"), "{name}");
            // libdevice names its f32 functions with an `f` suffix.
            assert_eq!(call.ty == F32, name.ends_with('f'), "{name}");
        }
        assert_eq!(lookup("__nv_tanhf").map(|c| c.func), Some(Tanh));
        assert_eq!(lookup("__nv_asinf").map(|c| c.func), Some(Asin));
        assert_eq!(lookup("__nv_asin"), None);
    }
}
