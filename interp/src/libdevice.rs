//! `tt.extern_elementwise`: the libdevice functions of
//! [`tilelift_ir::libdevice`]. Those the lowering computes by a sequence of
//! exact instructions ([`tilelift_lower::libm`]: `expf`, `sinf`, `powf`, ...)
//! are that sequence folded on each element, the GPU's bits; the others (single
//! instructions, the hardware approximations, `tanhf`, `erff`) are computed as
//! close to correctly rounded as the interpreter cheaply can (in `f64`,
//! rounded once), like the `math.*` ops ([`math`](super::math) has the table of
//! how that compares with the GPU). A symbol tilelift does not implement is an
//! `unsupported` error naming it.

use super::arith::{max_num, min_num};
use super::elementwise::{check_same, f32_tile, map1, map2, wrong_operands, Real};
use super::error::{OpError, OpResult};
use super::math;
use super::tile::{Data, Tile};
use smallvec::SmallVec;
use tilelift_ir::libdevice::{self, LibCall, LibFn};
use tilelift_lower::libm as seq;
use tilelift_mir::{Fold, Operand, Type};

/// Calls `symbol` on the elements of `args`.
pub fn call(symbol: &str, args: &[&Tile]) -> OpResult<Tile> {
    let call = libdevice::lookup(symbol)
        .ok_or_else(|| OpError::unsupported(format!("libdevice function `{symbol}`")))?;
    let what = "tt.extern_elementwise";
    if args.len() != call.func.arity() {
        return Err(wrong_operands(what));
    }
    for b in &args[1..] {
        check_same(what, args[0], b)?;
    }
    let a = args[0];
    if a.elem().float_kind() != Some(call.ty) {
        return Err(wrong_operands(what));
    }
    if call.func == LibFn::Fma {
        return math::fma(args[0], args[1], args[2]);
    }
    if let Some(t) = by_sequence(call, args) {
        return Ok(t);
    }
    match (a.data(), args.get(1).map(|b| b.data())) {
        (Data::F32(x), None) => Ok(f32_tile(a.shape(), call.ty, unary(call.func, x))),
        (Data::F64(x), None) => Ok(Tile::from_data(
            a.shape(),
            a.elem(),
            Data::F64(unary(call.func, x)),
        )),
        (Data::F32(x), Some(Data::F32(y))) => {
            Ok(f32_tile(a.shape(), call.ty, binary(call.func, x, y)))
        }
        (Data::F64(x), Some(Data::F64(y))) => Ok(Tile::from_data(
            a.shape(),
            a.elem(),
            Data::F64(binary(call.func, x, y)),
        )),
        _ => Err(wrong_operands(what)),
    }
}

/// The function on `f32` tiles by folding the lowering's own sequence
/// ([`tilelift_lower::libm`]) on each element, so that the result has the GPU's
/// bits; `None` where the lowering computes `call` otherwise.
fn by_sequence(call: LibCall, args: &[&Tile]) -> Option<Tile> {
    let columns: Vec<&Vec<f32>> = args
        .iter()
        .map(|a| match a.data() {
            Data::F32(x) => Some(x),
            _ => None,
        })
        .collect::<Option<_>>()?;
    let element = |i: usize| {
        let xs: SmallVec<[Operand; 4]> = columns
            .iter()
            .map(|c| Operand::Imm(u64::from(c[i].to_bits())))
            .collect();
        match seq::sequence(&mut Fold, call.func, Type::F32, &xs)? {
            Operand::Imm(bits) => Some(f32::from_bits(bits as u32)),
            Operand::Reg(_) => unreachable!("folding gives constants"),
        }
    };
    // Whether the function has a sequence, on any operands.
    seq::sequence(&mut Fold, call.func, Type::F32, &[Operand::Imm(0); 4])?;
    let out = (0..columns[0].len())
        .map(|i| element(i).expect("a sequence for every element"))
        .collect();
    Some(f32_tile(args[0].shape(), call.ty, out))
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
        LibFn::Fma | LibFn::Fmin | LibFn::Fmax | LibFn::FastDivide => {
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
        | LibFn::Remainder => {
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
        let err = call("__nv_j0f", &[&x]).expect_err("not implemented");
        assert_eq!(err.kind, crate::error::ErrorKind::Unsupported);
        assert!(err.message.contains("`__nv_j0f`"), "{}", err.message);
        assert!(
            call("__nv_tanhf", &[&x, &x]).is_err(),
            "one operand too many"
        );
        assert!(call("__nv_tanh", &[&x]).is_err(), "the f64 function on f32");
    }
}
