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
//! | `expf`, `exp2f`, `exp10f`, `expm1f`, `logf`, `log2f`, `log10f`, `log1pf`, `sinhf`, `coshf`, `asinhf`, `acoshf`, `atanhf` | `tilelift_libm`: in `f64` (`2^n` times a polynomial; `2 atanh` of the reduced mantissa), rounded once to `f32` | 1–4 ulp |
//! | `sinf`, `cosf`, `tanf` | the same, after a Payne–Hanek reduction by `pi/2` right for every `f32` | 2, 2, 4 ulp |
//! | `sinpif`, `cospif`, `atanf`, `asinf`, `acosf`, `atan2f`, `powf`, `cbrtf`, `rcbrtf`, `hypotf`, `rhypotf` | the same (exact reduction of `sinpi`; `atan` reduced twice; `pow` as `2^(y log2 x)`) | 1–4 ulp |
//! | `erfcf`, `erfcxf`, `normcdff` | the same, from one fit of `erfcx(x) (1 + 2x)` in `(x - 3) / (x + 3)` | 4, 4, 5 ulp |
//! | `erfinvf`, `erfcinvf`, `normcdfinvf` | the same: four Newton steps from Winitzki's approximation, residuals scaled by `e^(x^2)` | 2, 4, 5 ulp |
//! | `lgammaf`, `tgammaf` | the same: Stirling's series after a shift past 10, a fit of `lgamma(1 + t) / t` next to 1 and 2, the reflection below 0 | 6 (not in `[-10.001, -2.264]`), 5 ulp |
//! | `norm3df`, `norm4df`, `rnorm3df`, `rnorm4df` | the same as `hypotf` | 3, 3, 2, 2 ulp |
//! | `copysignf`, `fdimf`, `nextafterf`, `logbf`; `copysign`, `fdim`, `nextafter` (`f64`) | exact: bits, one subtraction, the exponent field | 0 ulp |
//! | `cyl_bessel_i0f`, `cyl_bessel_i1f` | `tilelift_libm`: the power series in `f64` (130 positive terms, each from the last), rounded once | 6 ulp |
//! | `saturatef` | exact: `max` with 0, `min` with 1 (NaN to 0) | 0 ulp |
//! | `j0f`, `j1f`, `y0f`, `y1f` | `tilelift_libm` (`bessel_jy.rs`), in `f64`, rounded once: below 8, fits in `x^2` with the zeros of `J` divided out (as pairs) and `Y` less `(2/pi) ln(x) J`; from 8, Hankel's `P` and `Q` with `sinf`'s Payne–Hanek reduction | 9 ulp below 8 in magnitude, 2.2e-6 absolute from 8 |
//! | `jnf`, `ynf` (an `i32` order `n`, an `f32`) | the same: the recurrence unrolled to order 128 (NaN for `n` outside `[0, 128]`), `Y` forward, `J` forward where `abs(x) >= n` and by Miller's backward recurrence from 160 otherwise | `jnf` 2.2e-6 absolute (stated at `n = 128`); `ynf` `ceil(2 + 2.5 n)` ulp below `n`, 2.2e-6 absolute from `n` |
//! | `cyl_bessel_i0`, `cyl_bessel_i1` (`f64`) | `tilelift_libm` (`bessel64.rs`): `e^|x|` (`exp`'s core, scaled last) times one fit of `e^-x I(x)` below 8 and one of `sqrt(x) e^-x I(x)` in `16/x` above | 6 ulp |
//! | `j0`, `j1`, `y0`, `y1` (`f64`) | `tilelift_libm` (`bessel_jy64.rs`): below 8, pieces centered on the zeros and extrema, `f(c) + dx (f'(c) + dx R(dx))` with `f(c)`, `f'(c)` and the zeros as pairs (relative accuracy next to the zeros); `Y` below 0.75 and 1.125 by its logarithmic form; from 8, Hankel's `P` and `Q` with `trig64`'s Payne–Hanek reduction | 7 ulp below 8 in magnitude, 5e-12 absolute from 8 |
//! | `jn`, `yn` (an `i32` order `n`, an `f64`) | the same: the recurrence unrolled to order 128 (NaN for `n` outside `[0, 128]`) with `2k/x` as pairs, `Y` forward (`-inf` past an overflow), `J` forward where `abs(x) >= n` and by Miller's backward recurrence from 176 otherwise (`x^2/8` or 0 below 2^-400) | `jn` 5e-12 absolute (stated at `n = 128`); `yn` 5e-12 absolute for `abs(x) > 1.5 n`, none documented below |
//! | `rcp64h` (`f64`) | `rcp.approx.ftz.f64` (MIR's `RcpApprox`), as libdevice's; the interpreter computes `1 / x` | the hardware's |
//! | `__nv_fast_tanf`, `__nv_fast_powf` | `sin.approx` / `cos.approx` by `div.approx`; `ex2.approx(y lg2.approx(x))`, as libdevice's | the fast-math bounds |
//! | `fadd_r*`, `fsub_r*`, `fmul_r*`, `fdiv_r*`, `frcp_r*`, `fsqrt_r*`, `fmaf_r*` and the `f64` `dadd_r*` ... `dsqrt_r*`, `fma_r*` | one IEEE instruction in the mode (`add.rz.f32`, `div.rm.f64`, `rcp.rp.f32`; MIR's `Rounded`) | 0 ulp (exact in the mode) |
//! | `f64`: `exp`, `exp2`, `exp10`, `expm1`, `log`, `log2`, `log10`, `log1p`, `rsqrt`, `cbrt`, `rcbrt`, `cosh`, `tanh`, `rhypot`, `rnorm3d`, `rnorm4d` | `tilelift_libm`: double-double steps (pairs by `TwoSum` and `fma`), rounded once | 1 ulp |
//! | `f64`: `sin`, `cos`, `tan` | the same, after a Payne–Hanek reduction by `pi/2` in exact `f64` steps (24-bit digits of `x` and of `2/pi`, eight columns kept), right for every `f64` | 2 ulp |
//! | `f64`: `pow`, `powi` | the same: `e^(y ln|x|)` with `ln|x|` as a pair to about 2^-65 (`s = f/(2 + f)`, `2s` and `2s^3/3` as pairs), `y ln|x|` as a pair into `exp`'s core; C99's special values | 2 ulp |
//! | `f64`: `erf`, `erfc`, `erfcx`, `normcdf` | the same (`erf64.rs`): `erfc(x) = e^(-x^2) G(t) / (1 + 2x)` with one fit of `G = erfcx(x) (1 + 2x)` in `t = (x - 3) / (x + 3)` on all of `[0, inf)` (2^-60), `x^2` an exact pair into `exp`'s core; `erf` by Taylor's series below 1; `normcdf`'s `-x / sqrt(2)` as a pair | 2, 5, 4, 5 ulp |
//! | `f64`: `erfinv`, `erfcinv`, `normcdfinv` | the same (`erfinv64.rs`): Winitzki's start, four Halley steps on `erf(x) - y` (`erf` a pair) or `c e^(x^2) - erfcx(x)` (a pair scaled last, `c` down to 2^-1074), the last correction kept as a pair (`normcdfinv` multiplies it by `sqrt(2)` as a pair); Taylor's two terms below 2^-26 | 5, 6, 8 ulp |
//! | `f64`: `lgamma`, `tgamma` | the same (`gamma64.rs`): one fit of `lgamma(u) / ((u - 1)(u - 2))` on `[1, 3]` (2^-62), the shift down to it by an exact product (a pair) below 12, Stirling's series as a pair from 12, the reflection below 0 with `1 - x` as a pair; `tgamma` by `e^` of the small `lgamma` times the product, or of Stirling's pair, scaled last | 4 (not in `[-23.0001, -2.2637]`), 10 ulp |
//! | `f64`: `sinpi`, `cospi`, `atan`, `asin`, `acos`, `atan2`, `sinh`, `atanh`, `hypot`, `norm3d`, `norm4d`; `asinh`, `acosh` | the same | 2 ulp; 3 ulp |
//! | `f64`: `logb`, `ilogb`, `ldexp`, `scalbn` | exact: the exponent field (subnormals scaled), `m 2^(e + n)` rounded once | 0 ulp |
//! | `frsqrt_rn` | `1 / sqrt(x)` in `f64`, rounded to `f32`, one step where `fma` finds the true value past a midpoint | 0.5 ulp (correctly rounded) |
//! | `fmodf`, `remainderf`; `f64`: `fmod`, `remainder` | exact: the integer mantissas, `m_x 2^d mod 2 m_y` by square and multiply (for `f64`, each 108-bit product reduced by a quotient from `f64` arithmetic, corrected twice) | 0 ulp |
//! | `ldexpf`, `scalbnf` (`f32`, `i32`), `powif` (`f32`, `i32`) | `x 2^n` exact in `f64`, rounded once; `powf`'s sequence | 0 ulp; `powf`'s |
//! | `ilogbf`, `isnanf`, `isinff`, `finitef`, `signbitf`, `isnand`, `isinfd`, `isfinited`, `signbitd` (an `i32` result) | exact: the exponent field, comparisons, the sign bit | exact |
//! | `clz`, `clzll`, `popc`, `popcll`, `brev`, `brevll`, `ffs`, `ffsll`, `mulhi`, `umulhi`, `mul64hi`, `umul64hi`, `mul24`, `umul24`, `sad`, `usad`, `hadd`, `rhadd`, `uhadd`, `urhadd`, `abs`, `llabs`, `byte_perm` | exact: MIR's integer instructions (bit counts by shifts and masks; MIR has no `clz`/`popc`/`brev` instruction yet, so these cost 10 to 20 instructions where PTX has one) | exact |
//! | `float2int_r{n,z,d,u}` and every other float/integer pair of Triton's list (`uint`, `ll`, `ull`; `double`), `double2float_r*`, `*_as_*`, `double2hiint`, `double2loint`, `hiloint2double`, `llrint`, `llround` | exact: `cvt` (round to nearest or toward zero), a floor or ceiling first for the directed roundings to an integer, and toward zero then one step out where inexact for the directed roundings to a float | exact |
//!
//! Each symbol has a signature ([`Sig`]): most are [`Sig::Uniform`], operands
//! and result of one float type; the others list each operand's type and the
//! result's ([`Sig::Mixed`]), and the verifier checks them.
//!
//! The `libm` sequences measure at most 0.5 ulp plus about 2^-20 (they round
//! one `f64` value, within about 2^-45 of the function, to `f32`), and contain
//! no `.approx` instruction: the interpreter folds the same sequence, so it
//! gives the GPU's bits.
//!
//! Measured on the CPU (max ulp over 2^20 points and the special values, the
//! interpreter and the `tanhf`/`erff` sequences): `tests/tests/libdevice_accuracy.rs`,
//! with its table in `BENCHMARKS.md` ("Session 9: libdevice"); the `f64`
//! functions against mpmath (`tests/tests/libdevice_f64.rs`) and the
//! rounding modes against exact rationals (`tests/tests/libdevice_rounding.rs`)
//! in "Session 11: libdevice" (and sessions 12 and 13 for the `f64`
//! trigonometric, power, error and gamma functions, session 14 for the
//! Bessel functions of the first and second kind, session 15 for their
//! `f64` versions, `tests/tests/libdevice_bessel64.rs`).

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
    /// `x 2^n`, exact where representable (`ldexpf`, `scalbnf`: operands `f32`, `i32`).
    Ldexp,
    /// `x^n` for an integer `n` (operands `f32`, `i32`).
    Powi,
    /// The exponent of `x` as an `i32` (`FP_ILOGB0`, `FP_ILOGBNAN` as CUDA's: `i32::MIN`, `i32::MAX` for 0, NaN; `i32::MAX` for infinities).
    Ilogb,
    /// 1 where `x` is a NaN, else 0 (an `i32`).
    IsNan,
    /// 1 where `x` is infinite, else 0.
    IsInf,
    /// 1 where `x` is finite, else 0.
    IsFinite,
    /// 1 where `x`'s sign bit is set, else 0.
    Signbit,
    /// The number of leading zero bits (an `i32`).
    Clz,
    /// The number of set bits (an `i32`).
    Popc,
    /// The bits in reverse order.
    Brev,
    /// The position of the lowest set bit, from 1; 0 for 0 (an `i32`).
    Ffs,
    /// The high half of the signed product.
    MulHi,
    /// The high half of the unsigned product.
    UMulHi,
    /// The product of the low 24 bits, signed.
    Mul24,
    /// The product of the low 24 bits, unsigned.
    UMul24,
    /// `|x - y| + z`, `x`, `y` signed.
    Sad,
    /// `|x - y| + z`, unsigned.
    USad,
    /// `(x + y) >> 1` without overflow, signed.
    HAdd,
    /// `(x + y + 1) >> 1` without overflow, signed.
    RHAdd,
    /// `(x + y) >> 1` without overflow, unsigned.
    UHAdd,
    /// `(x + y + 1) >> 1` without overflow, unsigned.
    URHAdd,
    /// The integer absolute value (wrapping at the minimum).
    IAbs,
    /// Four bytes of `{y, x}` picked by the nibbles of `s`.
    BytePerm,
    /// A float to an integer (`float2int_rn`, `double2ull_rd`): rounded as
    /// `round` says, then saturating, NaN to 0 (PTX's `cvt`).
    FloatToInt {
        /// Whether the integer is read signed.
        signed: bool,
        /// The rounding.
        round: Round,
    },
    /// An integer to a float (`int2float_rz`, `ull2double_rn`), rounded as
    /// `round` says.
    IntToFloat {
        /// Whether the integer is read signed.
        signed: bool,
        /// The rounding.
        round: Round,
    },
    /// An `f64` to an `f32`, rounded as the mode says (`double2float_rd`).
    Narrow(Round),
    /// The same bits as another type (`float_as_int`, `longlong_as_double`).
    Bitcast,
    /// The high 32 bits of an `f64` (`double2hiint`).
    HiInt,
    /// The low 32 bits of an `f64` (`double2loint`).
    LoInt,
    /// The `f64` of high and low 32-bit halves (`hiloint2double`).
    HiLoToDouble,
    /// To the nearest `i64`, ties away from zero (`llroundf`).
    LlRound,
    /// An IEEE operation rounded as `round` says, exactly (`fadd_rz`,
    /// `dmul_ru`, `fdiv_rd`, `fmaf_rz`, `frcp_rn`, `dsqrt_ru`).
    Arith {
        /// The operation.
        op: ArithOp,
        /// The rounding.
        round: Round,
    },
    /// `1 / sqrt(x)`, correctly rounded (`frsqrt_rn`).
    RsqrtRn,
    /// `x` clamped to `[0, 1]`, NaN to 0 (`saturatef`).
    Saturate,
    /// The modified Bessel function of the first kind of order 0.
    BesselI0,
    /// The modified Bessel function of the first kind of order 1.
    BesselI1,
    /// The Bessel function of the first kind of order 0.
    BesselJ0,
    /// The Bessel function of the first kind of order 1.
    BesselJ1,
    /// The Bessel function of the first kind of an integer order `n` (operands
    /// `n`, an `i32`, and `x`).
    BesselJn,
    /// The Bessel function of the second kind of order 0.
    BesselY0,
    /// The Bessel function of the second kind of order 1.
    BesselY1,
    /// The Bessel function of the second kind of an integer order `n`
    /// (operands `n`, an `i32`, and `x`).
    BesselYn,
    /// `1 / x` approximated by the hardware from the high 32 bits of `x`
    /// (`__nv_rcp64h`: PTX's `rcp.approx.ftz.f64`).
    Rcp64h,
    /// The hardware's sine over its cosine (`__nv_fast_tanf`).
    FastTan,
    /// `2^(y log2 x)` by the hardware's `log2` and `2^x` (`__nv_fast_powf`).
    FastPow,
}

/// An operation of [`LibFn::Arith`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ArithOp {
    /// `x + y`.
    Add,
    /// `x - y`.
    Sub,
    /// `x * y`.
    Mul,
    /// `x / y`.
    Div,
    /// `1 / x`.
    Rcp,
    /// The square root.
    Sqrt,
    /// `x * y + z`, rounded once.
    Fma,
}

impl ArithOp {
    /// How many operands it takes.
    pub fn arity(self) -> usize {
        match self {
            ArithOp::Rcp | ArithOp::Sqrt => 1,
            ArithOp::Fma => 3,
            _ => 2,
        }
    }
}

/// The rounding of a conversion: to nearest even, toward zero, down, up.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Round {
    /// To nearest, ties to even (`_rn`).
    Rn,
    /// Toward zero (`_rz`).
    Rz,
    /// Toward minus infinity (`_rd`).
    Rd,
    /// Toward plus infinity (`_ru`).
    Ru,
}

impl LibFn {
    /// How many operands the function takes.
    pub fn arity(self) -> usize {
        match self {
            LibFn::Fma => 3,
            LibFn::Fmin
            | LibFn::Fmax
            | LibFn::FastDivide
            | LibFn::FastPow
            | LibFn::Atan2
            | LibFn::Pow
            | LibFn::Hypot
            | LibFn::Rhypot
            | LibFn::Copysign
            | LibFn::Fdim
            | LibFn::Nextafter
            | LibFn::Fmod
            | LibFn::Remainder
            | LibFn::Ldexp
            | LibFn::Powi
            | LibFn::BesselJn
            | LibFn::BesselYn
            | LibFn::MulHi
            | LibFn::UMulHi
            | LibFn::Mul24
            | LibFn::UMul24
            | LibFn::HAdd
            | LibFn::RHAdd
            | LibFn::UHAdd
            | LibFn::URHAdd => 2,
            LibFn::Sad | LibFn::USad | LibFn::BytePerm => 3,
            LibFn::HiLoToDouble => 2,
            LibFn::Norm3d | LibFn::Rnorm3d => 3,
            LibFn::Norm4d | LibFn::Rnorm4d => 4,
            LibFn::Arith { op, .. } => op.arity(),
            _ => 1,
        }
    }
}

/// The type of one operand or of the result of a libdevice function (integers
/// signless, as in the tile IR: the symbol says how it reads them).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Scalar {
    /// A float of this format.
    Float(FloatKind),
    /// A 32-bit integer.
    I32,
    /// A 64-bit integer.
    I64,
}

impl Scalar {
    /// The name in the tile IR (`f32`, `i32`).
    pub fn name(self) -> &'static str {
        match self {
            Scalar::Float(kind) => kind.name(),
            Scalar::I32 => "i32",
            Scalar::I64 => "i64",
        }
    }
}

/// The types of a libdevice function's operands and result.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Sig {
    /// Every operand and the result of one float format (most of libdevice).
    Uniform(FloatKind),
    /// Each operand's type, then the result's.
    Mixed(&'static [Scalar], Scalar),
}

/// A libdevice function with its signature.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct LibCall {
    /// What it computes.
    pub func: LibFn,
    /// The types of its operands and result.
    pub sig: Sig,
}

impl LibCall {
    /// The type of operand `i`.
    pub fn arg(&self, i: usize) -> Scalar {
        match self.sig {
            Sig::Uniform(kind) => Scalar::Float(kind),
            Sig::Mixed(args, _) => args[i],
        }
    }

    /// The type of the result.
    pub fn ret(&self) -> Scalar {
        match self.sig {
            Sig::Uniform(kind) => Scalar::Float(kind),
            Sig::Mixed(_, ret) => ret,
        }
    }

    /// The float format of a function whose operands and result all have it.
    pub fn uniform(&self) -> Option<FloatKind> {
        match self.sig {
            Sig::Uniform(kind) => Some(kind),
            Sig::Mixed(..) => None,
        }
    }
}

use LibFn::*;

/// `f32` operands and result.
const F32: Sig = Sig::Uniform(FloatKind::F32);
/// `f64` operands and result.
const F64: Sig = Sig::Uniform(FloatKind::F64);
const S_F32: Scalar = Scalar::Float(FloatKind::F32);
const S_F64: Scalar = Scalar::Float(FloatKind::F64);
/// An `f32` and an `i32` to an `f32` (`ldexpf`).
const F32_I32_TO_F32: Sig = Sig::Mixed(&[S_F32, Scalar::I32], S_F32);
/// An `f64` and an `i32` to an `f64` (`ldexp`).
const F64_I32_TO_F64: Sig = Sig::Mixed(&[S_F64, Scalar::I32], S_F64);
/// An `i32` and an `f32` to an `f32` (`jnf`, `ynf`).
const I32_F32_TO_F32: Sig = Sig::Mixed(&[Scalar::I32, S_F32], S_F32);
/// An `i32` and an `f64` to an `f64` (`jn`, `yn`).
const I32_F64_TO_F64: Sig = Sig::Mixed(&[Scalar::I32, S_F64], S_F64);
/// An `f32` to an `i32` (`ilogbf`, `isnanf`).
const F32_TO_I32: Sig = Sig::Mixed(&[S_F32], Scalar::I32);
/// An `f64` to an `i32` (`isnand`).
const F64_TO_I32: Sig = Sig::Mixed(&[S_F64], Scalar::I32);
const I32_1: Sig = Sig::Mixed(&[Scalar::I32], Scalar::I32);
const I32_2: Sig = Sig::Mixed(&[Scalar::I32, Scalar::I32], Scalar::I32);
const I32_3: Sig = Sig::Mixed(&[Scalar::I32, Scalar::I32, Scalar::I32], Scalar::I32);
const I64_1: Sig = Sig::Mixed(&[Scalar::I64], Scalar::I64);
const I64_2: Sig = Sig::Mixed(&[Scalar::I64, Scalar::I64], Scalar::I64);
/// An `i64` to an `i32` (`clzll`).
const I64_TO_I32: Sig = Sig::Mixed(&[Scalar::I64], Scalar::I32);
const F32_TO_I64: Sig = Sig::Mixed(&[S_F32], Scalar::I64);
const F64_TO_I64: Sig = Sig::Mixed(&[S_F64], Scalar::I64);
const I32_TO_F32: Sig = Sig::Mixed(&[Scalar::I32], S_F32);
const I64_TO_F32: Sig = Sig::Mixed(&[Scalar::I64], S_F32);
const I32_TO_F64: Sig = Sig::Mixed(&[Scalar::I32], S_F64);
const I64_TO_F64: Sig = Sig::Mixed(&[Scalar::I64], S_F64);
const F64_TO_F32: Sig = Sig::Mixed(&[S_F64], S_F32);
const I32_I32_TO_F64: Sig = Sig::Mixed(&[Scalar::I32, Scalar::I32], S_F64);

/// [`LibFn::Arith`] of `op` rounded as `round` says.
const fn ar(op: ArithOp, round: Round) -> LibFn {
    LibFn::Arith { op, round }
}

/// Every libdevice symbol tilelift implements.
const TABLE: &[(&str, LibFn, Sig)] = &[
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
    ("__nv_erf", Erf, F64),
    ("__nv_erfc", Erfc, F64),
    ("__nv_erfcx", Erfcx, F64),
    ("__nv_normcdf", Normcdf, F64),
    ("__nv_erfinv", Erfinv, F64),
    ("__nv_erfcinv", Erfcinv, F64),
    ("__nv_normcdfinv", Normcdfinv, F64),
    ("__nv_lgamma", Lgamma, F64),
    ("__nv_rcp64h", Rcp64h, F64),
    ("__nv_cyl_bessel_i0", BesselI0, F64),
    ("__nv_cyl_bessel_i1", BesselI1, F64),
    ("__nv_tgamma", Tgamma, F64),
    ("__nv_erfinvf", Erfinv, F32),
    ("__nv_erfcinvf", Erfcinv, F32),
    ("__nv_normcdff", Normcdf, F32),
    ("__nv_normcdfinvf", Normcdfinv, F32),
    ("__nv_lgammaf", Lgamma, F32),
    ("__nv_tgammaf", Tgamma, F32),
    ("__nv_fmodf", Fmod, F32),
    ("__nv_remainderf", Remainder, F32),
    ("__nv_ldexpf", Ldexp, F32_I32_TO_F32),
    ("__nv_scalbnf", Ldexp, F32_I32_TO_F32),
    ("__nv_powif", Powi, F32_I32_TO_F32),
    ("__nv_ilogbf", Ilogb, F32_TO_I32),
    ("__nv_isnanf", IsNan, F32_TO_I32),
    ("__nv_isinff", IsInf, F32_TO_I32),
    ("__nv_finitef", IsFinite, F32_TO_I32),
    ("__nv_signbitf", Signbit, F32_TO_I32),
    ("__nv_isnand", IsNan, F64_TO_I32),
    ("__nv_isinfd", IsInf, F64_TO_I32),
    ("__nv_isfinited", IsFinite, F64_TO_I32),
    ("__nv_signbitd", Signbit, F64_TO_I32),
    ("__nv_clz", Clz, I32_1),
    ("__nv_clzll", Clz, I64_TO_I32),
    ("__nv_popc", Popc, I32_1),
    ("__nv_popcll", Popc, I64_TO_I32),
    ("__nv_brev", Brev, I32_1),
    ("__nv_brevll", Brev, I64_1),
    ("__nv_ffs", Ffs, I32_1),
    ("__nv_ffsll", Ffs, I64_TO_I32),
    ("__nv_mulhi", MulHi, I32_2),
    ("__nv_umulhi", UMulHi, I32_2),
    ("__nv_mul64hi", MulHi, I64_2),
    ("__nv_umul64hi", UMulHi, I64_2),
    ("__nv_mul24", Mul24, I32_2),
    ("__nv_umul24", UMul24, I32_2),
    ("__nv_sad", Sad, I32_3),
    ("__nv_usad", USad, I32_3),
    ("__nv_hadd", HAdd, I32_2),
    ("__nv_rhadd", RHAdd, I32_2),
    ("__nv_uhadd", UHAdd, I32_2),
    ("__nv_urhadd", URHAdd, I32_2),
    ("__nv_abs", IAbs, I32_1),
    ("__nv_llabs", IAbs, I64_1),
    ("__nv_byte_perm", BytePerm, I32_3),
    (
        "__nv_float2int_rn",
        FloatToInt {
            signed: true,
            round: Round::Rn,
        },
        F32_TO_I32,
    ),
    (
        "__nv_float2int_rz",
        FloatToInt {
            signed: true,
            round: Round::Rz,
        },
        F32_TO_I32,
    ),
    (
        "__nv_float2int_rd",
        FloatToInt {
            signed: true,
            round: Round::Rd,
        },
        F32_TO_I32,
    ),
    (
        "__nv_float2int_ru",
        FloatToInt {
            signed: true,
            round: Round::Ru,
        },
        F32_TO_I32,
    ),
    (
        "__nv_float2uint_rn",
        FloatToInt {
            signed: false,
            round: Round::Rn,
        },
        F32_TO_I32,
    ),
    (
        "__nv_float2uint_rz",
        FloatToInt {
            signed: false,
            round: Round::Rz,
        },
        F32_TO_I32,
    ),
    (
        "__nv_float2uint_rd",
        FloatToInt {
            signed: false,
            round: Round::Rd,
        },
        F32_TO_I32,
    ),
    (
        "__nv_float2uint_ru",
        FloatToInt {
            signed: false,
            round: Round::Ru,
        },
        F32_TO_I32,
    ),
    (
        "__nv_float2ll_rn",
        FloatToInt {
            signed: true,
            round: Round::Rn,
        },
        F32_TO_I64,
    ),
    (
        "__nv_float2ll_rz",
        FloatToInt {
            signed: true,
            round: Round::Rz,
        },
        F32_TO_I64,
    ),
    (
        "__nv_float2ll_rd",
        FloatToInt {
            signed: true,
            round: Round::Rd,
        },
        F32_TO_I64,
    ),
    (
        "__nv_float2ll_ru",
        FloatToInt {
            signed: true,
            round: Round::Ru,
        },
        F32_TO_I64,
    ),
    (
        "__nv_float2ull_rn",
        FloatToInt {
            signed: false,
            round: Round::Rn,
        },
        F32_TO_I64,
    ),
    (
        "__nv_float2ull_rz",
        FloatToInt {
            signed: false,
            round: Round::Rz,
        },
        F32_TO_I64,
    ),
    (
        "__nv_float2ull_rd",
        FloatToInt {
            signed: false,
            round: Round::Rd,
        },
        F32_TO_I64,
    ),
    (
        "__nv_float2ull_ru",
        FloatToInt {
            signed: false,
            round: Round::Ru,
        },
        F32_TO_I64,
    ),
    (
        "__nv_double2int_rn",
        FloatToInt {
            signed: true,
            round: Round::Rn,
        },
        F64_TO_I32,
    ),
    (
        "__nv_double2int_rz",
        FloatToInt {
            signed: true,
            round: Round::Rz,
        },
        F64_TO_I32,
    ),
    (
        "__nv_double2int_rd",
        FloatToInt {
            signed: true,
            round: Round::Rd,
        },
        F64_TO_I32,
    ),
    (
        "__nv_double2int_ru",
        FloatToInt {
            signed: true,
            round: Round::Ru,
        },
        F64_TO_I32,
    ),
    (
        "__nv_double2uint_rn",
        FloatToInt {
            signed: false,
            round: Round::Rn,
        },
        F64_TO_I32,
    ),
    (
        "__nv_double2uint_rz",
        FloatToInt {
            signed: false,
            round: Round::Rz,
        },
        F64_TO_I32,
    ),
    (
        "__nv_double2uint_rd",
        FloatToInt {
            signed: false,
            round: Round::Rd,
        },
        F64_TO_I32,
    ),
    (
        "__nv_double2uint_ru",
        FloatToInt {
            signed: false,
            round: Round::Ru,
        },
        F64_TO_I32,
    ),
    (
        "__nv_double2ll_rn",
        FloatToInt {
            signed: true,
            round: Round::Rn,
        },
        F64_TO_I64,
    ),
    (
        "__nv_double2ll_rz",
        FloatToInt {
            signed: true,
            round: Round::Rz,
        },
        F64_TO_I64,
    ),
    (
        "__nv_double2ll_rd",
        FloatToInt {
            signed: true,
            round: Round::Rd,
        },
        F64_TO_I64,
    ),
    (
        "__nv_double2ll_ru",
        FloatToInt {
            signed: true,
            round: Round::Ru,
        },
        F64_TO_I64,
    ),
    (
        "__nv_double2ull_rn",
        FloatToInt {
            signed: false,
            round: Round::Rn,
        },
        F64_TO_I64,
    ),
    (
        "__nv_double2ull_rz",
        FloatToInt {
            signed: false,
            round: Round::Rz,
        },
        F64_TO_I64,
    ),
    (
        "__nv_double2ull_rd",
        FloatToInt {
            signed: false,
            round: Round::Rd,
        },
        F64_TO_I64,
    ),
    (
        "__nv_double2ull_ru",
        FloatToInt {
            signed: false,
            round: Round::Ru,
        },
        F64_TO_I64,
    ),
    (
        "__nv_int2float_rn",
        IntToFloat {
            signed: true,
            round: Round::Rn,
        },
        I32_TO_F32,
    ),
    (
        "__nv_int2float_rz",
        IntToFloat {
            signed: true,
            round: Round::Rz,
        },
        I32_TO_F32,
    ),
    (
        "__nv_int2float_rd",
        IntToFloat {
            signed: true,
            round: Round::Rd,
        },
        I32_TO_F32,
    ),
    (
        "__nv_int2float_ru",
        IntToFloat {
            signed: true,
            round: Round::Ru,
        },
        I32_TO_F32,
    ),
    (
        "__nv_int2double_rn",
        IntToFloat {
            signed: true,
            round: Round::Rn,
        },
        I32_TO_F64,
    ),
    (
        "__nv_uint2float_rn",
        IntToFloat {
            signed: false,
            round: Round::Rn,
        },
        I32_TO_F32,
    ),
    (
        "__nv_uint2float_rz",
        IntToFloat {
            signed: false,
            round: Round::Rz,
        },
        I32_TO_F32,
    ),
    (
        "__nv_uint2float_rd",
        IntToFloat {
            signed: false,
            round: Round::Rd,
        },
        I32_TO_F32,
    ),
    (
        "__nv_uint2float_ru",
        IntToFloat {
            signed: false,
            round: Round::Ru,
        },
        I32_TO_F32,
    ),
    (
        "__nv_uint2double_rn",
        IntToFloat {
            signed: false,
            round: Round::Rn,
        },
        I32_TO_F64,
    ),
    (
        "__nv_ll2float_rn",
        IntToFloat {
            signed: true,
            round: Round::Rn,
        },
        I64_TO_F32,
    ),
    (
        "__nv_ll2float_rz",
        IntToFloat {
            signed: true,
            round: Round::Rz,
        },
        I64_TO_F32,
    ),
    (
        "__nv_ll2float_rd",
        IntToFloat {
            signed: true,
            round: Round::Rd,
        },
        I64_TO_F32,
    ),
    (
        "__nv_ll2float_ru",
        IntToFloat {
            signed: true,
            round: Round::Ru,
        },
        I64_TO_F32,
    ),
    (
        "__nv_ll2double_rn",
        IntToFloat {
            signed: true,
            round: Round::Rn,
        },
        I64_TO_F64,
    ),
    (
        "__nv_ll2double_rz",
        IntToFloat {
            signed: true,
            round: Round::Rz,
        },
        I64_TO_F64,
    ),
    (
        "__nv_ll2double_rd",
        IntToFloat {
            signed: true,
            round: Round::Rd,
        },
        I64_TO_F64,
    ),
    (
        "__nv_ll2double_ru",
        IntToFloat {
            signed: true,
            round: Round::Ru,
        },
        I64_TO_F64,
    ),
    (
        "__nv_ull2float_rn",
        IntToFloat {
            signed: false,
            round: Round::Rn,
        },
        I64_TO_F32,
    ),
    (
        "__nv_ull2float_rz",
        IntToFloat {
            signed: false,
            round: Round::Rz,
        },
        I64_TO_F32,
    ),
    (
        "__nv_ull2float_rd",
        IntToFloat {
            signed: false,
            round: Round::Rd,
        },
        I64_TO_F32,
    ),
    (
        "__nv_ull2float_ru",
        IntToFloat {
            signed: false,
            round: Round::Ru,
        },
        I64_TO_F32,
    ),
    (
        "__nv_ull2double_rn",
        IntToFloat {
            signed: false,
            round: Round::Rn,
        },
        I64_TO_F64,
    ),
    (
        "__nv_ull2double_rz",
        IntToFloat {
            signed: false,
            round: Round::Rz,
        },
        I64_TO_F64,
    ),
    (
        "__nv_ull2double_rd",
        IntToFloat {
            signed: false,
            round: Round::Rd,
        },
        I64_TO_F64,
    ),
    (
        "__nv_ull2double_ru",
        IntToFloat {
            signed: false,
            round: Round::Ru,
        },
        I64_TO_F64,
    ),
    ("__nv_double2float_rn", Narrow(Round::Rn), F64_TO_F32),
    ("__nv_double2float_rz", Narrow(Round::Rz), F64_TO_F32),
    ("__nv_double2float_rd", Narrow(Round::Rd), F64_TO_F32),
    ("__nv_double2float_ru", Narrow(Round::Ru), F64_TO_F32),
    ("__nv_float_as_int", Bitcast, F32_TO_I32),
    ("__nv_float_as_uint", Bitcast, F32_TO_I32),
    ("__nv_int_as_float", Bitcast, I32_TO_F32),
    ("__nv_uint_as_float", Bitcast, I32_TO_F32),
    ("__nv_double_as_longlong", Bitcast, F64_TO_I64),
    ("__nv_longlong_as_double", Bitcast, I64_TO_F64),
    ("__nv_double2hiint", HiInt, F64_TO_I32),
    ("__nv_double2loint", LoInt, F64_TO_I32),
    ("__nv_hiloint2double", HiLoToDouble, I32_I32_TO_F64),
    (
        "__nv_llrintf",
        FloatToInt {
            signed: true,
            round: Round::Rn,
        },
        F32_TO_I64,
    ),
    (
        "__nv_llrint",
        FloatToInt {
            signed: true,
            round: Round::Rn,
        },
        F64_TO_I64,
    ),
    ("__nv_llroundf", LlRound, F32_TO_I64),
    ("__nv_llround", LlRound, F64_TO_I64),
    ("__nv_fadd_rn", ar(ArithOp::Add, Round::Rn), F32),
    ("__nv_fadd_rz", ar(ArithOp::Add, Round::Rz), F32),
    ("__nv_fadd_rd", ar(ArithOp::Add, Round::Rd), F32),
    ("__nv_fadd_ru", ar(ArithOp::Add, Round::Ru), F32),
    ("__nv_fsub_rn", ar(ArithOp::Sub, Round::Rn), F32),
    ("__nv_fsub_rz", ar(ArithOp::Sub, Round::Rz), F32),
    ("__nv_fsub_rd", ar(ArithOp::Sub, Round::Rd), F32),
    ("__nv_fsub_ru", ar(ArithOp::Sub, Round::Ru), F32),
    ("__nv_fmul_rn", ar(ArithOp::Mul, Round::Rn), F32),
    ("__nv_fmul_rz", ar(ArithOp::Mul, Round::Rz), F32),
    ("__nv_fmul_rd", ar(ArithOp::Mul, Round::Rd), F32),
    ("__nv_fmul_ru", ar(ArithOp::Mul, Round::Ru), F32),
    ("__nv_fdiv_rn", ar(ArithOp::Div, Round::Rn), F32),
    ("__nv_fdiv_rz", ar(ArithOp::Div, Round::Rz), F32),
    ("__nv_fdiv_rd", ar(ArithOp::Div, Round::Rd), F32),
    ("__nv_fdiv_ru", ar(ArithOp::Div, Round::Ru), F32),
    ("__nv_frcp_rn", ar(ArithOp::Rcp, Round::Rn), F32),
    ("__nv_frcp_rz", ar(ArithOp::Rcp, Round::Rz), F32),
    ("__nv_frcp_rd", ar(ArithOp::Rcp, Round::Rd), F32),
    ("__nv_frcp_ru", ar(ArithOp::Rcp, Round::Ru), F32),
    ("__nv_fsqrt_rn", ar(ArithOp::Sqrt, Round::Rn), F32),
    ("__nv_fsqrt_rz", ar(ArithOp::Sqrt, Round::Rz), F32),
    ("__nv_fsqrt_rd", ar(ArithOp::Sqrt, Round::Rd), F32),
    ("__nv_fsqrt_ru", ar(ArithOp::Sqrt, Round::Ru), F32),
    ("__nv_dadd_rn", ar(ArithOp::Add, Round::Rn), F64),
    ("__nv_dadd_rz", ar(ArithOp::Add, Round::Rz), F64),
    ("__nv_dadd_rd", ar(ArithOp::Add, Round::Rd), F64),
    ("__nv_dadd_ru", ar(ArithOp::Add, Round::Ru), F64),
    ("__nv_dsub_rn", ar(ArithOp::Sub, Round::Rn), F64),
    ("__nv_dsub_rz", ar(ArithOp::Sub, Round::Rz), F64),
    ("__nv_dsub_rd", ar(ArithOp::Sub, Round::Rd), F64),
    ("__nv_dsub_ru", ar(ArithOp::Sub, Round::Ru), F64),
    ("__nv_dmul_rn", ar(ArithOp::Mul, Round::Rn), F64),
    ("__nv_dmul_rz", ar(ArithOp::Mul, Round::Rz), F64),
    ("__nv_dmul_rd", ar(ArithOp::Mul, Round::Rd), F64),
    ("__nv_dmul_ru", ar(ArithOp::Mul, Round::Ru), F64),
    ("__nv_ddiv_rn", ar(ArithOp::Div, Round::Rn), F64),
    ("__nv_ddiv_rz", ar(ArithOp::Div, Round::Rz), F64),
    ("__nv_ddiv_rd", ar(ArithOp::Div, Round::Rd), F64),
    ("__nv_ddiv_ru", ar(ArithOp::Div, Round::Ru), F64),
    ("__nv_drcp_rn", ar(ArithOp::Rcp, Round::Rn), F64),
    ("__nv_drcp_rz", ar(ArithOp::Rcp, Round::Rz), F64),
    ("__nv_drcp_rd", ar(ArithOp::Rcp, Round::Rd), F64),
    ("__nv_drcp_ru", ar(ArithOp::Rcp, Round::Ru), F64),
    ("__nv_dsqrt_rn", ar(ArithOp::Sqrt, Round::Rn), F64),
    ("__nv_dsqrt_rz", ar(ArithOp::Sqrt, Round::Rz), F64),
    ("__nv_dsqrt_rd", ar(ArithOp::Sqrt, Round::Rd), F64),
    ("__nv_dsqrt_ru", ar(ArithOp::Sqrt, Round::Ru), F64),
    ("__nv_fmaf_rn", ar(ArithOp::Fma, Round::Rn), F32),
    ("__nv_fmaf_rz", ar(ArithOp::Fma, Round::Rz), F32),
    ("__nv_fmaf_rd", ar(ArithOp::Fma, Round::Rd), F32),
    ("__nv_fmaf_ru", ar(ArithOp::Fma, Round::Ru), F32),
    ("__nv_fma_rn", ar(ArithOp::Fma, Round::Rn), F64),
    ("__nv_fma_rz", ar(ArithOp::Fma, Round::Rz), F64),
    ("__nv_fma_rd", ar(ArithOp::Fma, Round::Rd), F64),
    ("__nv_fma_ru", ar(ArithOp::Fma, Round::Ru), F64),
    ("__nv_frsqrt_rn", RsqrtRn, F32),
    ("__nv_saturatef", Saturate, F32),
    ("__nv_cyl_bessel_i0f", BesselI0, F32),
    ("__nv_cyl_bessel_i1f", BesselI1, F32),
    ("__nv_j0f", BesselJ0, F32),
    ("__nv_j1f", BesselJ1, F32),
    ("__nv_jnf", BesselJn, I32_F32_TO_F32),
    ("__nv_y0f", BesselY0, F32),
    ("__nv_y1f", BesselY1, F32),
    ("__nv_ynf", BesselYn, I32_F32_TO_F32),
    ("__nv_fast_tanf", FastTan, F32),
    ("__nv_fast_powf", FastPow, F32),
    ("__nv_copysign", Copysign, F64),
    ("__nv_exp", Exp, F64),
    ("__nv_exp2", Exp2, F64),
    ("__nv_exp10", Exp10, F64),
    ("__nv_expm1", Expm1, F64),
    ("__nv_log", Log, F64),
    ("__nv_log2", Log2, F64),
    ("__nv_log10", Log10, F64),
    ("__nv_log1p", Log1p, F64),
    ("__nv_rsqrt", Rsqrt, F64),
    ("__nv_sinh", Sinh, F64),
    ("__nv_cosh", Cosh, F64),
    ("__nv_tanh", Tanh, F64),
    ("__nv_asinh", Asinh, F64),
    ("__nv_acosh", Acosh, F64),
    ("__nv_atanh", Atanh, F64),
    ("__nv_atan2", Atan2, F64),
    ("__nv_pow", Pow, F64),
    ("__nv_powi", Powi, F64_I32_TO_F64),
    ("__nv_cbrt", Cbrt, F64),
    ("__nv_rcbrt", Rcbrt, F64),
    ("__nv_ldexp", Ldexp, F64_I32_TO_F64),
    ("__nv_scalbn", Ldexp, F64_I32_TO_F64),
    ("__nv_ilogb", Ilogb, F64_TO_I32),
    ("__nv_logb", Logb, F64),
    ("__nv_sin", Sin, F64),
    ("__nv_cos", Cos, F64),
    ("__nv_tan", Tan, F64),
    ("__nv_sinpi", Sinpi, F64),
    ("__nv_cospi", Cospi, F64),
    ("__nv_atan", Atan, F64),
    ("__nv_asin", Asin, F64),
    ("__nv_acos", Acos, F64),
    ("__nv_hypot", Hypot, F64),
    ("__nv_rhypot", Rhypot, F64),
    ("__nv_norm3d", Norm3d, F64),
    ("__nv_norm4d", Norm4d, F64),
    ("__nv_rnorm3d", Rnorm3d, F64),
    ("__nv_rnorm4d", Rnorm4d, F64),
    ("__nv_fdim", Fdim, F64),
    ("__nv_nextafter", Nextafter, F64),
    ("__nv_fmod", Fmod, F64),
    ("__nv_remainder", Remainder, F64),
    ("__nv_j0", BesselJ0, F64),
    ("__nv_j1", BesselJ1, F64),
    ("__nv_jn", BesselJn, I32_F64_TO_F64),
    ("__nv_y0", BesselY0, F64),
    ("__nv_y1", BesselY1, F64),
    ("__nv_yn", BesselYn, I32_F64_TO_F64),
];

/// The function named `symbol`, if tilelift implements it.
pub fn lookup(symbol: &str) -> Option<LibCall> {
    TABLE
        .iter()
        .find(|(name, _, _)| *name == symbol)
        .map(|&(_, func, sig)| LibCall { func, sig })
}

/// Every implemented symbol with its function, in table order.
pub fn symbols() -> impl Iterator<Item = (&'static str, LibCall)> {
    TABLE
        .iter()
        .map(|&(name, func, sig)| (name, LibCall { func, sig }))
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
            // libdevice names its f32 functions with an `f` suffix, and its
            // f64 classifications with a `d`.
            let f32_arg = (0..call.func.arity()).any(|i| call.arg(i) == S_F32);
            let conversion = name.contains('2') || name.contains("_as_") || name.contains("llr");
            // The operations in a rounding mode: `__nv_fadd_rz`, `__nv_dmul_ru`,
            // `__nv_fmaf_rn` (f32), `__nv_fma_rd` (f64).
            if let Arith { .. } | RsqrtRn = call.func {
                let f32_name = name.starts_with("__nv_f") && !name.starts_with("__nv_fma_");
                assert_eq!(f32_arg, f32_name, "{name}");
                continue;
            }
            // `erf` and `normcdf` end in `f` of their own (`__nv_erff` is
            // the f32 one).
            let own_f = matches!(name, "__nv_erf" | "__nv_normcdf");
            if !conversion && !own_f && (call.ret() != Scalar::I32 || f32_arg) {
                assert_eq!(f32_arg, name.ends_with('f'), "{name}");
            }
            if let Sig::Mixed(args, _) = call.sig {
                assert_eq!(call.func.arity(), args.len(), "{name}");
            }
        }
        assert_eq!(lookup("__nv_tanhf").map(|c| c.func), Some(Tanh));
        assert_eq!(lookup("__nv_asinf").map(|c| c.func), Some(Asin));
        // libdevice's `sincos` (two pointer results) is not in Triton's list.
        assert_eq!(lookup("__nv_sincos"), None);
    }
}
