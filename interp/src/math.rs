//! `math.*`, `tt.clampf`, `tt.precise_sqrt` and `math.absi`.
//!
//! The interpreter computes each function as close to correctly rounded as it
//! cheaply can: the functions without an `f32` version in Rust's standard library
//! are computed in `f64` and rounded once to `f32`, which is the correctly rounded
//! result except when the `f64` value lies within 2^-29 ulp of an `f32` rounding
//! boundary (then it may be 1 ulp off). A GPU build of the same TTIR uses
//! approximations instead; the table gives both, and the corpus tolerances cover
//! the difference. Narrow formats compute in `f32` and round to the format; `f64`
//! computes in `f64`.
//!
//! | op | interpreter | Triton's PTX on sm_90 |
//! |---|---|---|
//! | `math.exp` | `f64` `exp`, rounded | `ex2.approx.f32` of `x · log2 e`: ~2 ulp, more for large `\|x\|` |
//! | `math.exp2` | `f64` `exp2`, rounded | `ex2.approx.f32`: ~2 ulp |
//! | `math.log`, `math.log2` | `f64` `ln`/`log2`, rounded | `lg2.approx.f32` (times `ln 2` for `log`): ~2 ulp |
//! | `math.sqrt` | `f32` `sqrt`, correctly rounded | `sqrt.approx.ftz.f32`: ~1 ulp, subnormals flushed |
//! | `tt.precise_sqrt` | `f32` `sqrt`, correctly rounded | `sqrt.rn.f32`, the same |
//! | `math.rsqrt` | `1 / sqrt` in `f64`, rounded | `rsqrt.approx.ftz.f32`: ~2 ulp |
//! | `math.sin`, `math.cos` | `f64` `sin`/`cos`, rounded | libdevice or `sin.approx`/`cos.approx`: a few ulp near 0, absolute error ~2^-21 elsewhere |
//! | `math.tanh` | `f64` `tanh`, rounded | libdevice `tanhf`: ~2 ulp |
//! | `math.erf` | `libm::erf` (`f64`), rounded | libdevice `erff`: ~2 ulp |
//! | `math.floor`, `math.ceil`, `math.absf` | exact | exact |
//! | `math.fma` | fused, one rounding (`f16`/`bf16`: fused in `f64`, then rounded to the format) | `fma.rn` |
//! | `tt.clampf` | `minnum(maxnum(x, lo), hi)`; with `propagateNan = all`, NaN if any operand is NaN | the same (`max`/`min`, or their `.NaN` forms) |
//! | `math.absi` | wraps: `abs(MIN)` is `MIN` | `abs.s32`, the same |

use super::arith::{max_num, min_num};
use super::elementwise::{check_same, f32_tile, map1, map3, wrong_operands, Real};
use super::error::{OpError, OpResult};
use super::tile::{wrap, Data, Tile};
use tilelift_ir::attrs::PropagateNan;
use tilelift_ir::{FloatKind, Opcode};

/// A unary float function (`math.exp` … `math.absf`, `tt.precise_sqrt`).
pub fn float_unary(op: Opcode, a: &Tile) -> OpResult<Tile> {
    let kind = a
        .elem()
        .float_kind()
        .ok_or_else(|| wrong_operands(op.name()))?;
    match a.data() {
        Data::F32(x) => Ok(f32_tile(a.shape(), kind, real_unary(op, x)?)),
        Data::F64(x) => Ok(Tile::from_data(
            a.shape(),
            a.elem(),
            Data::F64(real_unary(op, x)?),
        )),
        Data::Int(_) => Err(wrong_operands(op.name())),
    }
}

fn real_unary<T: Real>(op: Opcode, x: &[T]) -> OpResult<Vec<T>> {
    use Opcode::*;
    Ok(match op {
        Exp => map1(x, |v| v.via_f64(f64::exp)),
        Exp2 => map1(x, |v| v.via_f64(f64::exp2)),
        Log => map1(x, |v| v.via_f64(f64::ln)),
        Log2 => map1(x, |v| v.via_f64(f64::log2)),
        Sqrt | PreciseSqrt => map1(x, T::sqrt),
        Rsqrt => map1(x, |v| v.via_f64(|w| 1.0 / w.sqrt())),
        Sin => map1(x, |v| v.via_f64(f64::sin)),
        Cos => map1(x, |v| v.via_f64(f64::cos)),
        Tanh => map1(x, |v| v.via_f64(f64::tanh)),
        Erf => map1(x, |v| v.via_f64(libm::erf)),
        Floor => map1(x, |v| v.via_f64(f64::floor)),
        Ceil => map1(x, |v| v.via_f64(f64::ceil)),
        AbsF => map1(x, |v| if v.is_sign_negative() { -v } else { v }),
        _ => {
            return Err(OpError::unsupported(format!(
                "{} is not a unary float op",
                op.name()
            )))
        }
    })
}

/// `math.absi`, wrapping at the width.
pub fn absi(a: &Tile) -> OpResult<Tile> {
    let Data::Int(x) = a.data() else {
        return Err(wrong_operands("math.absi"));
    };
    let bits = a.elem().bits();
    Ok(Tile::from_ints(
        a.shape(),
        a.elem(),
        map1(x, |v| wrap(v.wrapping_abs(), bits)),
    ))
}

/// `math.fma`: `a * b + c` rounded once.
pub fn fma(a: &Tile, b: &Tile, c: &Tile) -> OpResult<Tile> {
    check_same("math.fma", a, b)?;
    check_same("math.fma", a, c)?;
    let kind = a
        .elem()
        .float_kind()
        .ok_or_else(|| wrong_operands("math.fma"))?;
    match (a.data(), b.data(), c.data()) {
        (Data::F32(x), Data::F32(y), Data::F32(z)) if kind == FloatKind::F32 => {
            Ok(f32_tile(a.shape(), kind, map3(x, y, z, f32::mul_add)))
        }
        (Data::F32(x), Data::F32(y), Data::F32(z)) => {
            let fused = |p: f32, q: f32, r: f32| p.to_f64().mul_add(q.to_f64(), r.to_f64()) as f32;
            Ok(f32_tile(a.shape(), kind, map3(x, y, z, fused)))
        }
        (Data::F64(x), Data::F64(y), Data::F64(z)) => Ok(Tile::from_data(
            a.shape(),
            a.elem(),
            Data::F64(map3(x, y, z, f64::mul_add)),
        )),
        _ => Err(wrong_operands("math.fma")),
    }
}

/// `tt.clampf %x, %lo, %hi`.
pub fn clampf(x: &Tile, lo: &Tile, hi: &Tile, nan: PropagateNan) -> OpResult<Tile> {
    check_same("tt.clampf", x, lo)?;
    check_same("tt.clampf", x, hi)?;
    let kind = x
        .elem()
        .float_kind()
        .ok_or_else(|| wrong_operands("tt.clampf"))?;
    match (x.data(), lo.data(), hi.data()) {
        (Data::F32(v), Data::F32(l), Data::F32(h)) => Ok(f32_tile(
            x.shape(),
            kind,
            map3(v, l, h, |a, b, c| clamp(a, b, c, nan)),
        )),
        (Data::F64(v), Data::F64(l), Data::F64(h)) => {
            let values = map3(v, l, h, |a, b, c| clamp(a, b, c, nan));
            Ok(Tile::from_data(x.shape(), x.elem(), Data::F64(values)))
        }
        _ => Err(wrong_operands("tt.clampf")),
    }
}

fn clamp<T: Real>(x: T, lo: T, hi: T, nan: PropagateNan) -> T {
    if nan == PropagateNan::All && (x.is_nan() || lo.is_nan() || hi.is_nan()) {
        return T::NAN;
    }
    min_num(max_num(x, lo), hi)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tile::ElemType;

    fn f32s(values: &[f64]) -> Tile {
        Tile::from_floats(&[values.len() as i64], FloatKind::F32, values.to_vec())
    }

    fn floats(t: &Tile) -> Vec<f64> {
        (0..t.len()).map(|i| t.f64_at(i).unwrap()).collect()
    }

    #[test]
    fn functions_are_correctly_rounded_on_easy_points() {
        let x = f32s(&[0.0, 1.0, -2.0]);
        let exp = floats(&float_unary(Opcode::Exp, &x).unwrap());
        assert_eq!(
            exp,
            vec![1.0, f64::from(std::f32::consts::E), 0.1353352814912796]
        );
        let exp2 = floats(&float_unary(Opcode::Exp2, &x).unwrap());
        assert_eq!(exp2, vec![1.0, 2.0, 0.25]);
        let erf = floats(&float_unary(Opcode::Erf, &f32s(&[0.0, 0.5, -3.0])).unwrap());
        // The f32 values nearest to erf(0.5) = 0.52049987781... and erf(-3).
        assert_eq!(erf, vec![0.0, 0.5204998850822449, -0.9999778866767883]);
        let rsqrt = floats(&float_unary(Opcode::Rsqrt, &f32s(&[4.0, 2.0])).unwrap());
        assert_eq!(rsqrt, vec![0.5, f64::from(std::f32::consts::FRAC_1_SQRT_2)]);
        let abs = floats(&float_unary(Opcode::AbsF, &f32s(&[-0.0, -3.5])).unwrap());
        assert!(!abs[0].is_sign_negative());
        assert_eq!(abs[1], 3.5);
        let floor = floats(&float_unary(Opcode::Floor, &f32s(&[-1.5, 2.5])).unwrap());
        assert_eq!(floor, vec![-2.0, 2.0]);
    }

    #[test]
    fn absi_wraps_and_fma_rounds_once() {
        let i = Tile::from_ints(&[2], ElemType::Int(32), vec![-5, i64::from(i32::MIN)]);
        let abs = absi(&i).unwrap();
        assert_eq!(
            (abs.int_at(0), abs.int_at(1)),
            (Some(5), Some(i64::from(i32::MIN)))
        );
        // (1 + 2^-12)^2 - 1 = 2^-11 + 2^-24: exact when fused, 2^-11 when not.
        let a = f32s(&[1.0 + 2f64.powi(-12)]);
        let c = f32s(&[-1.0]);
        let fused = fma(&a, &a, &c).unwrap();
        assert_eq!(fused.f64_at(0), Some(2f64.powi(-11) + 2f64.powi(-24)));
    }

    #[test]
    fn clampf_follows_the_nan_policy() {
        let x = f32s(&[-10.0, 0.5, 10.0, f64::NAN]);
        let lo = f32s(&[-1.0; 4]);
        let hi = f32s(&[1.0; 4]);
        let none = floats(&clampf(&x, &lo, &hi, PropagateNan::None).unwrap());
        assert_eq!(none, vec![-1.0, 0.5, 1.0, -1.0]);
        let all = floats(&clampf(&x, &lo, &hi, PropagateNan::All).unwrap());
        assert!(all[3].is_nan());
    }
}
