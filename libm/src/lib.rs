//! The libdevice functions tilelift computes by a sequence of exact MIR
//! instructions, written once against [`Emit`]: the lowering builds each
//! sequence into the kernel (`to_mir/libdevice.rs`), and the interpreter folds
//! it on constants ([`tilelift_mir::Fold`]), so the interpreter computes the
//! GPU's bits. No `.approx` instruction occurs in them.
//!
//! # How the `f32` functions compute
//!
//! Each `f32` function converts its operands to `f64` (exactly), computes there
//! with an error of a few `f64` ulps at most (about 2^-45 relative where the
//! algorithm says so, far below an `f32` ulp, 2^-24), and rounds once to `f32`:
//! the result is within about 0.5 `f32` ulp of the true value, where
//! libdevice's bounds are 1 to 4 ulp. The `f64` arithmetic costs half the
//! `f32` rate on the GPUs tilelift targets (H100, H200: 1:2), more on consumer
//! parts (1:64).
//!
//! The sequences never add a product (`a * b + c` is always one `fma`), so
//! ptxas's contraction of `mul` and `add` into `fma` cannot change their bits.
//!
//! The polynomials' coefficients come from `scripts/libm_coeffs.py` (mpmath's
//! Chebyshev fits), in `coeffs.rs`.
//!
//! The Bessel functions of the first and second kind (`bessel_jy.rs`:
//! `j0f`, `j1f`, `y0f`, `y1f`, and `jnf`, `ynf` of an integer order up to
//! 128 by their recurrences, unrolled) compute the same way.
//!
//! # The `f64` functions
//!
//! `f64` has no wider type to compute in: `exp_log64.rs`, `misc64.rs`,
//! `hyp64.rs`, `trig64.rs` (a Payne–Hanek reduction for every `f64`),
//! `pow64.rs` (`ln|x|` to about 2^-65), `erf64.rs` (`erfc` as `e^(-x^2)`
//! times a fit of `erfcx`), `erfinv64.rs` (Halley's steps), `gamma64.rs` and
//! `bessel64.rs` keep the steps whose rounding would cost a good part of an
//! ulp as double-double pairs (`TwoSum`, `fma` products) and round once at
//! the end, within libdevice's documented bounds (1 to 10 ulp); the series
//! are Taylor's (their coefficients computed here), but for the fits of
//! `erfcx`, `lgamma` and `I0`/`I1` (`coeffs.rs`).
//!
//! The `f64` Bessel functions of the first and second kind
//! (`bessel_jy64.rs`: `j0`, `j1`, `y0`, `y1`, and `jn`, `yn` of an integer
//! order up to 128) take pieces of fits about the zeros below 8 (each zero a
//! pair, so the values next to it keep their relative accuracy) and Hankel's
//! form above, with `trig64.rs`'s reduction.
//!
//! # Rounding modes
//!
//! `__nv_fadd_rz`, `__nv_dmul_ru`, `__nv_fmaf_rd`, `__nv_drcp_rn`,
//! `__nv_fsqrt_rz` and the rest are one MIR `Rounded` instruction each
//! (`rounded.rs`), which the interpreter folds exactly rounded in the mode
//! (`tilelift_mir::rounded`); `__nv_frsqrt_rn`, which PTX has no instruction
//! for, is computed in `f64` and corrected by an exact midpoint test.

mod bessel;
mod bessel64;
mod bessel_jy;
mod bessel_jy64;
mod coeffs;
mod convert;
mod erf;
mod erf64;
mod erfinv64;
mod exp_log;
mod exp_log64;
mod fmod64;
mod gamma;
mod gamma64;
mod hyp64;
mod int;
mod misc;
mod misc64;
mod pow64;
mod rounded;
mod trig;
mod trig64;

use tilelift_ir::libdevice::{LibCall, LibFn, Scalar, Sig};
use tilelift_ir::FloatKind;
use tilelift_mir::{BinaryOp, Cond, Emit, Operand, Rounding, TernaryOp, Type, UnaryOp};

/// An `f64` constant.
pub(crate) fn d(v: f64) -> Operand {
    Operand::Imm(v.to_bits())
}

/// An integer constant.
pub(crate) fn int(v: i64) -> Operand {
    Operand::Imm(v as u64)
}

/// The sequence of `f` on operands of type `ty`, where `f` is computed by a
/// sequence here; `None` for the functions the lowering computes otherwise
/// (single instructions, the hardware approximations, `math.*`'s `tanh` and
/// `erf` on `f32`). The match names every [`LibFn`].
pub fn sequence<E: Emit>(e: &mut E, call: LibCall, xs: &[Operand]) -> Option<Operand> {
    use LibFn::*;
    let f = call.func;
    if let Sig::Mixed(args, ret) = call.sig {
        let (from, to) = (scalar_type(args[0]), scalar_type(ret));
        if let BesselJn | BesselYn = f {
            return bessel_jy::integer_order(e, f, to, xs);
        }
        return Some(match f {
            FloatToInt { .. }
            | IntToFloat { .. }
            | Narrow(_)
            | Bitcast
            | HiInt
            | LoInt
            | HiLoToDouble
            | LlRound => convert::convert_fn(e, call, from, to, xs),
            _ => misc::mixed(e, f, from, xs),
        });
    }
    if let Some(kind) = call.uniform() {
        let ty = scalar_type(Scalar::Float(kind));
        match f {
            Copysign => return Some(misc::copysign(e, ty, xs[0], xs[1])),
            Fdim => return Some(misc::fdim(e, ty, xs[0], xs[1])),
            Nextafter => return Some(misc::nextafter(e, ty, xs[0], xs[1])),
            Saturate => return Some(misc::saturate(e, ty, xs[0])),
            _ => {}
        }
    }
    if let Arith { op, round } = f {
        let ty = scalar_type(call.arg(0));
        return Some(rounded::arith(e, op, round, ty, xs));
    }
    if call.uniform() == Some(FloatKind::F64) {
        let mut m = Ops { e };
        let x = xs[0];
        return match f {
            Exp => Some(m.exp64(x)),
            Exp2 => Some(m.exp2_64(x)),
            Exp10 => Some(m.exp10_64(x)),
            Expm1 => Some(m.expm1_64(x)),
            Log => Some(m.log64(x)),
            Log2 => Some(m.log2_64(x)),
            Log10 => Some(m.log10_64(x)),
            Log1p => Some(m.log1p64(x)),
            Rsqrt => Some(m.rsqrt64(x)),
            Logb => Some(m.logb64(x)),
            Sin => Some(m.sin64(x)),
            Cos => Some(m.cos64(x)),
            Tan => Some(m.tan64(x)),
            Sinpi => Some(m.sinpi64(x)),
            Cospi => Some(m.cospi64(x)),
            Atan => Some(m.atan64(x)),
            Asin => Some(m.asin64(x)),
            Acos => Some(m.acos64(x)),
            Sinh => Some(m.sinh64(x)),
            Cosh => Some(m.cosh64(x)),
            Tanh => Some(m.tanh64(x)),
            Asinh => Some(m.asinh64(x)),
            Acosh => Some(m.acosh64(x)),
            Atanh => Some(m.atanh64(x)),
            Atan2 => Some(m.atan2_64(x, xs[1])),
            Pow => Some(m.pow64(x, xs[1])),
            Cbrt => Some(m.cbrt64(x)),
            Rcbrt => Some(m.rcbrt64(x)),
            Hypot | Norm3d | Norm4d => Some(m.norm64(xs)),
            Rhypot | Rnorm3d | Rnorm4d => Some(m.rnorm64(xs)),
            Fmod => Some(m.fmod64(x, xs[1])),
            Remainder => Some(m.remainder64(x, xs[1])),
            Erf => Some(m.erf64(x)),
            Erfc => Some(m.erfc64(x)),
            Erfcx => Some(m.erfcx64(x)),
            Normcdf => Some(m.normcdf64(x)),
            Erfinv => Some(m.erfinv64(x)),
            Erfcinv => Some(m.erfcinv64(x)),
            Normcdfinv => Some(m.normcdfinv64(x)),
            Lgamma => Some(m.lgamma64(x)),
            Tgamma => Some(m.tgamma64(x)),
            BesselI0 => Some(m.bessel_i0_64(x)),
            BesselI1 => Some(m.bessel_i1_64(x)),
            BesselJ0 => Some(m.bessel_j01_64(x, 0)),
            BesselJ1 => Some(m.bessel_j01_64(x, 1)),
            BesselY0 => Some(m.bessel_y01_64(x, 0)),
            BesselY1 => Some(m.bessel_y01_64(x, 1)),
            _ => None,
        };
    }
    if call.uniform() != Some(FloatKind::F32) {
        return None;
    }
    if f == RsqrtRn {
        return Some(Ops { e }.rsqrt_rn(xs[0]));
    }
    let mut m = Ops { e };
    let wide: smallvec::SmallVec<[Operand; 4]> = xs.iter().map(|&v| m.widen(v)).collect();
    let x = wide[0];
    let y = wide.get(1).copied();
    let r = match f {
        Fabs | Floor | Ceil | Sqrt | Rsqrt | Fma | Fmin | Fmax | Tanh | Erf | FastExp
        | FastExp10 | FastLog | FastLog2 | FastLog10 | FastSin | FastCos | FastDivide | Trunc
        | Rint | Round | FastTan | FastPow | Rcp64h => return None,
        Exp => m.exp(x),
        Exp2 => m.exp2(x),
        Exp10 => m.exp10(x),
        Expm1 => m.expm1(x),
        Log => m.log(x),
        Log2 => m.log2(x),
        Log10 => m.log10(x),
        Log1p => m.log1p(x),
        Sinh => m.sinh(x),
        Cosh => m.cosh(x),
        Asinh => m.asinh(x),
        Acosh => m.acosh(x),
        Atanh => m.atanh(x),
        Atan => m.atan(x),
        Asin => m.asin(x),
        Acos => m.acos(x),
        Atan2 => m.atan2(x, y?),
        Pow => m.pow(x, y?),
        Cbrt => m.cbrt(x),
        Rcbrt => m.rcbrt(x),
        Hypot | Norm3d | Norm4d => m.norm(&wide),
        Rhypot | Rnorm3d | Rnorm4d => m.rnorm(&wide),
        Erfc => m.erfc(x),
        Erfcx => m.erfcx(x),
        Erfinv => m.erfinv(x),
        Erfcinv => m.erfcinv(x),
        Normcdf => m.normcdf(x),
        Normcdfinv => m.normcdfinv(x),
        Lgamma => m.lgamma(x),
        Tgamma => m.tgamma(x),
        Fmod => m.fmod(x, y?),
        Remainder => m.remainder(x, y?),
        Sin => m.sin(x),
        Cos => m.cos(x),
        Tan => m.tan(x),
        Sinpi => m.sinpi(x),
        Cospi => m.cospi(x),
        Logb => m.logb(x),
        BesselI0 => m.bessel_i0(x),
        BesselI1 => m.bessel_i1(x),
        BesselJ0 => m.bessel_j01(x, 0),
        BesselJ1 => m.bessel_j01(x, 1),
        BesselY0 => m.bessel_y01(x, 0),
        BesselY1 => m.bessel_y01(x, 1),
        Copysign | Fdim | Nextafter | Saturate => unreachable!("computed on its own type"),
        Ldexp
        | Powi
        | BesselJn
        | BesselYn
        | Ilogb
        | IsNan
        | IsInf
        | IsFinite
        | Signbit
        | Clz
        | Popc
        | Brev
        | Ffs
        | MulHi
        | UMulHi
        | Mul24
        | UMul24
        | Sad
        | USad
        | HAdd
        | RHAdd
        | UHAdd
        | URHAdd
        | IAbs
        | BytePerm
        | FloatToInt { .. }
        | IntToFloat { .. }
        | Narrow(_)
        | Bitcast
        | HiInt
        | LoInt
        | HiLoToDouble
        | LlRound => unreachable!("{f:?} has a mixed signature"),
        Arith { .. } | RsqrtRn => unreachable!("{f:?} is computed above"),
    };
    Some(m.narrow(r))
}

/// The MIR type of a libdevice operand or result type.
pub fn scalar_type(s: Scalar) -> Type {
    match s {
        Scalar::Float(FloatKind::F64) => Type::F64,
        Scalar::Float(FloatKind::F16) => Type::F16,
        Scalar::Float(FloatKind::BF16) => Type::BF16,
        Scalar::Float(_) => Type::F32,
        Scalar::I32 => Type::I32,
        Scalar::I64 => Type::I64,
    }
}

/// The instructions the sequences use, on `f64` values unless a name says
/// otherwise.
pub(crate) struct Ops<'e, E: Emit> {
    pub(crate) e: &'e mut E,
}

const F: Type = Type::F64;

impl<E: Emit> Ops<'_, E> {
    pub(crate) fn add(&mut self, a: Operand, b: Operand) -> Operand {
        self.e.binary(BinaryOp::Add, F, a, b)
    }

    pub(crate) fn sub(&mut self, a: Operand, b: Operand) -> Operand {
        self.e.binary(BinaryOp::Sub, F, a, b)
    }

    pub(crate) fn mul(&mut self, a: Operand, b: Operand) -> Operand {
        self.e.binary(BinaryOp::Mul, F, a, b)
    }

    /// `a / b`, correctly rounded.
    pub(crate) fn div(&mut self, a: Operand, b: Operand) -> Operand {
        self.e.binary(BinaryOp::DivRn, F, a, b)
    }

    pub(crate) fn fma(&mut self, a: Operand, b: Operand, c: Operand) -> Operand {
        self.e.ternary(TernaryOp::Fma, F, [a, b, c])
    }

    pub(crate) fn sqrt(&mut self, a: Operand) -> Operand {
        self.e.unary(UnaryOp::SqrtRn, F, a)
    }

    pub(crate) fn neg(&mut self, a: Operand) -> Operand {
        self.e.unary(UnaryOp::Neg, F, a)
    }

    pub(crate) fn abs(&mut self, a: Operand) -> Operand {
        self.e.unary(UnaryOp::Abs, F, a)
    }

    pub(crate) fn rint(&mut self, a: Operand) -> Operand {
        self.e.unary(UnaryOp::Rint, F, a)
    }

    pub(crate) fn floor(&mut self, a: Operand) -> Operand {
        self.e.unary(UnaryOp::Floor, F, a)
    }

    pub(crate) fn min(&mut self, a: Operand, b: Operand) -> Operand {
        self.e.binary(BinaryOp::FMin, F, a, b)
    }

    pub(crate) fn max(&mut self, a: Operand, b: Operand) -> Operand {
        self.e.binary(BinaryOp::FMax, F, a, b)
    }

    /// The predicate `a cond b`.
    pub(crate) fn cmp(&mut self, cond: Cond, a: Operand, b: Operand) -> Operand {
        self.e.cmp(cond, F, a, b)
    }

    /// Whether `a` is a NaN.
    pub(crate) fn is_nan(&mut self, a: Operand) -> Operand {
        self.e.cmp(Cond::FUno, F, a, a)
    }

    /// `p ? a : b`.
    pub(crate) fn sel(&mut self, p: Operand, a: Operand, b: Operand) -> Operand {
        self.e.select(F, p, a, b)
    }

    /// `p and q` of predicates.
    pub(crate) fn and(&mut self, p: Operand, q: Operand) -> Operand {
        self.e.binary(BinaryOp::And, Type::Pred, p, q)
    }

    /// `p or q` of predicates.
    pub(crate) fn or(&mut self, p: Operand, q: Operand) -> Operand {
        self.e.binary(BinaryOp::Or, Type::Pred, p, q)
    }

    /// `c[0] x^n + ... + c[n]` by Horner's rule with `fma`.
    pub(crate) fn horner(&mut self, c: &[f64], x: Operand) -> Operand {
        let mut p = d(c[0]);
        for &k in &c[1..] {
            p = self.fma(p, x, d(k));
        }
        p
    }

    /// An `i64` operation.
    pub(crate) fn i(&mut self, op: BinaryOp, a: Operand, b: Operand) -> Operand {
        self.e.binary(op, Type::I64, a, b)
    }

    /// The bits of `a`, as an `i64`.
    pub(crate) fn bits(&mut self, a: Operand) -> Operand {
        self.e.unary(UnaryOp::Mov, Type::I64, a)
    }

    /// The `f64` of bits `a`.
    pub(crate) fn float_of(&mut self, a: Operand) -> Operand {
        self.e.unary(UnaryOp::Mov, F, a)
    }

    /// An integral `f64` as an `i64`.
    pub(crate) fn int_of(&mut self, a: Operand) -> Operand {
        self.e.convert(Type::I64, F, true, Some(Rounding::Rzi), a)
    }

    /// `2^n` for an integral `f64` `n` in `[-1022, 1023]`.
    pub(crate) fn pow2(&mut self, n: Operand) -> Operand {
        let k = self.int_of(n);
        let biased = self.i(BinaryOp::Add, k, int(1023));
        let b = self.i(BinaryOp::Shl, biased, int(52));
        self.float_of(b)
    }

    /// `|mag|` with the sign of `sign`.
    pub(crate) fn copysign(&mut self, mag: Operand, sign: Operand) -> Operand {
        let m = self.bits(mag);
        let m = self.i(BinaryOp::And, m, int(i64::MAX));
        let s = self.bits(sign);
        let s = self.i(BinaryOp::And, s, int(i64::MIN));
        let r = self.i(BinaryOp::Or, m, s);
        self.float_of(r)
    }

    /// An `f32` operand, exactly as an `f64`.
    pub(crate) fn widen(&mut self, a: Operand) -> Operand {
        self.e.convert(F, Type::F32, false, None, a)
    }

    /// `a` rounded to `f32`.
    pub(crate) fn narrow(&mut self, a: Operand) -> Operand {
        self.e.convert(Type::F32, F, false, Some(Rounding::Rn), a)
    }
}

#[cfg(test)]
mod tests;
