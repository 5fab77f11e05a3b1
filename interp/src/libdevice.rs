//! `tt.extern_elementwise`: the libdevice functions of
//! [`tilelift_ir::libdevice`]. Those the lowering computes by a sequence of
//! exact instructions ([`tilelift_libm`]: `expf`, `sinf`, `powf`, ...)
//! are that sequence folded on each element, the GPU's bits; the others (single
//! instructions, the hardware approximations, `tanhf`, `erff`) are computed as
//! close to correctly rounded as the interpreter cheaply can (in `f64`,
//! rounded once), like the `math.*` ops ([`math`](super::math) has the table of
//! how that compares with the GPU). A symbol tilelift does not implement is an
//! `unsupported` error naming it.

use super::arith::{max_num, min_num};
use super::elementwise::{f32_tile, map1, map2, wrong_operands, Real};
use super::error::{OpError, OpResult};
use super::math;
use super::tile::{Data, Tile};
use crate::tile::ElemType;
use smallvec::SmallVec;
use tilelift_ir::libdevice::{self, LibCall, LibFn, Scalar};
use tilelift_ir::FloatKind;
use tilelift_libm as seq;
use tilelift_mir::{Fold, Operand};

/// Calls `symbol` on the elements of `args`.
pub fn call(symbol: &str, args: &[&Tile]) -> OpResult<Tile> {
    let call = libdevice::lookup(symbol)
        .ok_or_else(|| OpError::unsupported(format!("libdevice function `{symbol}`")))?;
    let what = "tt.extern_elementwise";
    if args.len() != call.func.arity() {
        return Err(wrong_operands(what));
    }
    for (i, b) in args.iter().enumerate() {
        if b.shape() != args[0].shape() || !is_of(b.elem(), call.arg(i)) {
            return Err(wrong_operands(what));
        }
    }
    if call.func == LibFn::Fma {
        return math::fma(args[0], args[1], args[2]);
    }
    if let Some(t) = by_sequence(call, args) {
        return Ok(t);
    }
    let a = args[0];
    let kind = call.uniform().ok_or_else(|| wrong_operands(what))?;
    match (a.data(), args.get(1).map(|b| b.data())) {
        (Data::F32(x), None) => Ok(f32_tile(a.shape(), kind, unary(call.func, x))),
        (Data::F64(x), None) => Ok(Tile::from_data(
            a.shape(),
            a.elem(),
            Data::F64(unary(call.func, x)),
        )),
        (Data::F32(x), Some(Data::F32(y))) => {
            Ok(f32_tile(a.shape(), kind, binary(call.func, x, y)))
        }
        (Data::F64(x), Some(Data::F64(y))) => Ok(Tile::from_data(
            a.shape(),
            a.elem(),
            Data::F64(binary(call.func, x, y)),
        )),
        _ => Err(wrong_operands(what)),
    }
}

/// Whether elements of type `elem` are libdevice's `want`.
fn is_of(elem: ElemType, want: Scalar) -> bool {
    match want {
        Scalar::Float(kind) => elem.float_kind() == Some(kind),
        Scalar::I32 => elem == ElemType::Int(32),
        Scalar::I64 => elem == ElemType::Int(64),
    }
}

/// Element `i` of `t` as MIR bits (integers as their low bits, floats as
/// their IEEE pattern).
fn bits_of(t: &Tile, i: usize) -> u64 {
    match t.data() {
        Data::Int(v) => v[i] as u64,
        Data::F32(v) => u64::from(v[i].to_bits()),
        Data::F64(v) => v[i].to_bits(),
    }
}

/// The function by folding the lowering's own sequence
/// ([`tilelift_libm`]) on each element, so that the result has the GPU's
/// bits; `None` where the lowering computes `call` otherwise.
fn by_sequence(call: LibCall, args: &[&Tile]) -> Option<Tile> {
    // Whether the function has a sequence, on any operands.
    seq::sequence(&mut Fold, call, &[Operand::Imm(0); 4])?;
    let n = args[0].data().len();
    let element = |i: usize| {
        let xs: SmallVec<[Operand; 4]> = args.iter().map(|a| Operand::Imm(bits_of(a, i))).collect();
        match seq::sequence(&mut Fold, call, &xs) {
            Some(Operand::Imm(bits)) => bits,
            _ => unreachable!("folding gives constants"),
        }
    };
    let shape = args[0].shape();
    Some(match call.ret() {
        Scalar::Float(FloatKind::F64) => Tile::from_data(
            shape,
            ElemType::Float(FloatKind::F64),
            Data::F64((0..n).map(|i| f64::from_bits(element(i))).collect()),
        ),
        Scalar::Float(kind) => f32_tile(
            shape,
            kind,
            (0..n).map(|i| f32::from_bits(element(i) as u32)).collect(),
        ),
        Scalar::I32 => Tile::from_data(
            shape,
            ElemType::Int(32),
            Data::Int(
                (0..n)
                    .map(|i| i64::from(element(i) as u32 as i32))
                    .collect(),
            ),
        ),
        Scalar::I64 => Tile::from_data(
            shape,
            ElemType::Int(64),
            Data::Int((0..n).map(|i| element(i) as i64).collect()),
        ),
    })
}

/// A one-operand function; the match names every [`LibFn`], so a function
/// added to the table does not build until it is interpreted.
fn unary<T: Real>(f: LibFn, x: &[T]) -> Vec<T> {
    let g: fn(f64) -> f64 = match f {
        LibFn::Fabs => f64::abs,
        LibFn::Floor => f64::floor,
        LibFn::Ceil => f64::ceil,
        LibFn::Trunc => f64::trunc,
        LibFn::Rint => f64::round_ties_even,
        LibFn::Round => f64::round,
        LibFn::Sqrt => return map1(x, T::sqrt),
        LibFn::Rsqrt => |v| 1.0 / v.sqrt(),
        LibFn::Tanh => f64::tanh,
        LibFn::Erf => libm::erf,
        LibFn::FastExp => f64::exp,
        LibFn::FastExp10 => |v| 10f64.powf(v),
        LibFn::FastLog => f64::ln,
        LibFn::FastLog2 => f64::log2,
        LibFn::FastLog10 => f64::log10,
        LibFn::FastSin => f64::sin,
        LibFn::FastCos => f64::cos,
        LibFn::FastTan => f64::tan,
        LibFn::Rcp64h => |v| 1.0 / v,
        LibFn::Fma | LibFn::Fmin | LibFn::Fmax | LibFn::FastDivide | LibFn::FastPow => {
            unreachable!("{f:?} takes more than one operand")
        }
        LibFn::Exp
        | LibFn::Exp2
        | LibFn::Exp10
        | LibFn::Expm1
        | LibFn::Log
        | LibFn::Log2
        | LibFn::Log10
        | LibFn::Log1p
        | LibFn::Sinh
        | LibFn::Cosh
        | LibFn::Asinh
        | LibFn::Acosh
        | LibFn::Atanh
        | LibFn::Sin
        | LibFn::Cos
        | LibFn::Tan
        | LibFn::Sinpi
        | LibFn::Cospi
        | LibFn::Atan
        | LibFn::Asin
        | LibFn::Acos
        | LibFn::Atan2
        | LibFn::Pow
        | LibFn::Cbrt
        | LibFn::Rcbrt
        | LibFn::Hypot
        | LibFn::Rhypot
        | LibFn::Copysign
        | LibFn::Fdim
        | LibFn::Nextafter
        | LibFn::Logb
        | LibFn::Norm3d
        | LibFn::Norm4d
        | LibFn::Rnorm3d
        | LibFn::Rnorm4d
        | LibFn::Erfc
        | LibFn::Erfcx
        | LibFn::Erfinv
        | LibFn::Erfcinv
        | LibFn::Normcdf
        | LibFn::Normcdfinv
        | LibFn::Lgamma
        | LibFn::Tgamma
        | LibFn::Fmod
        | LibFn::Remainder
        | LibFn::Ldexp
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
        | LibFn::LlRound
        | LibFn::Arith { .. }
        | LibFn::RsqrtRn
        | LibFn::Saturate
        | LibFn::BesselI0
        | LibFn::BesselI1
        | LibFn::BesselJ0
        | LibFn::BesselJ1
        | LibFn::BesselJn
        | LibFn::BesselY0
        | LibFn::BesselY1
        | LibFn::BesselYn => {
            unreachable!("{f:?} is folded from its sequence")
        }
    };
    map1(x, |v| v.via_f64(g))
}

/// A two-operand function.
fn binary<T: Real>(f: LibFn, x: &[T], y: &[T]) -> Vec<T> {
    match f {
        LibFn::Fmin => map2(x, y, min_num),
        LibFn::Fmax => map2(x, y, max_num),
        LibFn::FastDivide => map2(x, y, |a, b| a / b),
        LibFn::FastPow => map2(x, y, |a, b| T::from_f64(a.to_f64().powf(b.to_f64()))),
        _ => unreachable!("{f:?} does not take two operands"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tile::ElemType;
    use tilelift_ir::FloatKind;

    fn f32s(values: &[f32]) -> Tile {
        let elem = ElemType::Float(FloatKind::F32);
        Tile::from_data(&[values.len() as i64], elem, Data::F32(values.to_vec()))
    }

    fn values(t: &Tile) -> Vec<f32> {
        match t.data() {
            Data::F32(v) => v.clone(),
            _ => panic!("not f32"),
        }
    }

    #[test]
    fn functions_compute_their_math() {
        let x = f32s(&[0.5, -2.0, 4.0]);
        let tanh = values(&call("__nv_tanhf", &[&x]).unwrap());
        assert_eq!(tanh, [0.5f32.tanh(), (-2.0f32).tanh(), 4.0f32.tanh()]);
        let rsqrt = values(&call("__nv_rsqrtf", &[&f32s(&[4.0, 0.25])]).unwrap());
        assert_eq!(rsqrt, [0.5, 2.0]);
        let y = f32s(&[f32::NAN, 1.0, 5.0]);
        let max = values(&call("__nv_fmaxf", &[&x, &y]).unwrap());
        assert_eq!(max, [0.5, 1.0, 5.0], "a NaN operand is ignored");
        let fma = values(&call("__nv_fmaf", &[&x, &x, &x]).unwrap());
        assert_eq!(fma, [0.75, 2.0, 20.0]);
    }

    #[test]
    fn unknown_symbols_and_wrong_operands_are_errors() {
        let x = f32s(&[1.0]);
        let err = call("__nv_sincos", &[&x]).expect_err("not implemented");
        assert_eq!(err.kind, crate::error::ErrorKind::Unsupported);
        assert!(err.message.contains("`__nv_sincos`"), "{}", err.message);
        assert!(
            call("__nv_tanhf", &[&x, &x]).is_err(),
            "one operand too many"
        );
        assert!(call("__nv_tanh", &[&x]).is_err(), "the f64 function on f32");
    }
}
