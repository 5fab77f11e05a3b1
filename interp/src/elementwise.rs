//! Helpers for elementwise ops: loops over flat storage, a trait that lets one
//! generic function compute in `f32` and in `f64`, and the rounding of narrow
//! float formats after an op.
//!
//! Each op matches its opcode once and then runs a monomorphised loop
//! ([`map1`], [`map2`], [`map3`]), so there is no dispatch per element.

use super::error::{OpError, OpResult};
use super::float;
use super::tile::{Data, ElemType, Tile};
use std::ops::{Add, Div, Mul, Neg, Rem, Sub};
use tilelift_ir::FloatKind;

/// `f(x[i])` for every element.
#[inline]
pub fn map1<T: Copy, U>(x: &[T], f: impl Fn(T) -> U) -> Vec<U> {
    x.iter().map(|&a| f(a)).collect()
}

/// `f(x[i], y[i])` for every element.
#[inline]
pub fn map2<T: Copy, U: Copy, V>(x: &[T], y: &[U], f: impl Fn(T, U) -> V) -> Vec<V> {
    x.iter().zip(y).map(|(&a, &b)| f(a, b)).collect()
}

/// `f(x[i], y[i], z[i])` for every element.
#[inline]
pub fn map3<T: Copy, V>(x: &[T], y: &[T], z: &[T], f: impl Fn(T, T, T) -> V) -> Vec<V> {
    x.iter()
        .zip(y)
        .zip(z)
        .map(|((&a, &b), &c)| f(a, b, c))
        .collect()
}

/// A float type the interpreter computes in: `f32` (for `f32` and every narrower
/// format) or `f64`.
pub trait Real:
    Copy
    + PartialOrd
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Rem<Output = Self>
    + Neg<Output = Self>
{
    /// Not a number.
    const NAN: Self;
    /// The value widened to `f64` (exact).
    fn to_f64(self) -> f64;
    /// `x` rounded to nearest into this type.
    fn from_f64(x: f64) -> Self;
    /// Whether the value is NaN.
    fn is_nan(self) -> bool;
    /// Whether the sign bit is set.
    fn is_sign_negative(self) -> bool;
    /// The correctly rounded square root.
    fn sqrt(self) -> Self;
    /// `f` computed in `f64` and rounded to this type.
    #[inline]
    fn via_f64(self, f: impl Fn(f64) -> f64) -> Self {
        Self::from_f64(f(self.to_f64()))
    }
}

impl Real for f32 {
    const NAN: f32 = f32::NAN;
    #[inline]
    fn to_f64(self) -> f64 {
        f64::from(self)
    }
    #[inline]
    fn from_f64(x: f64) -> f32 {
        x as f32
    }
    #[inline]
    fn is_nan(self) -> bool {
        f32::is_nan(self)
    }
    #[inline]
    fn is_sign_negative(self) -> bool {
        f32::is_sign_negative(self)
    }
    #[inline]
    fn sqrt(self) -> f32 {
        f32::sqrt(self)
    }
}

impl Real for f64 {
    const NAN: f64 = f64::NAN;
    #[inline]
    fn to_f64(self) -> f64 {
        self
    }
    #[inline]
    fn from_f64(x: f64) -> f64 {
        x
    }
    #[inline]
    fn is_nan(self) -> bool {
        f64::is_nan(self)
    }
    #[inline]
    fn is_sign_negative(self) -> bool {
        f64::is_sign_negative(self)
    }
    #[inline]
    fn sqrt(self) -> f64 {
        f64::sqrt(self)
    }
}

/// Rounds `f32` storage to the format `kind` in place (nothing for `f32`).
pub fn round_to_kind(kind: FloatKind, values: &mut [f32]) {
    if kind == FloatKind::F32 {
        return;
    }
    for v in values {
        *v = float::round_f32(kind, *v);
    }
}

/// A float tile of `kind` from `f32` results, rounded to the format.
pub fn f32_tile(shape: &[i64], kind: FloatKind, mut values: Vec<f32>) -> Tile {
    round_to_kind(kind, &mut values);
    Tile::from_data(shape, ElemType::Float(kind), Data::F32(values))
}

/// An error unless `a` and `b` have one shape and one element type.
pub fn check_same(what: &str, a: &Tile, b: &Tile) -> OpResult<()> {
    if a.shape() != b.shape() || a.elem() != b.elem() {
        return Err(OpError::invalid(format!(
            "{what}: operands of shapes {:?} and {:?} and types {:?} and {:?} differ",
            a.shape(),
            b.shape(),
            a.elem(),
            b.elem()
        )));
    }
    Ok(())
}

/// The error of an op given operands of a storage it does not take.
pub fn wrong_operands(what: &str) -> OpError {
    OpError::invalid(format!("{what}: the operands have the wrong element type"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maps_and_rounding() {
        assert_eq!(map2(&[1, 2], &[10, 20], |a, b| a + b), vec![11, 22]);
        assert_eq!(
            map3(&[1.0], &[2.0], &[3.0], |a: f32, b, c| a * b + c),
            vec![5.0]
        );
        let t = f32_tile(&[2], FloatKind::BF16, vec![1.0 + 2f32.powi(-8), 3.0]);
        assert_eq!(t.f64_at(0), Some(1.0));
        assert_eq!(2.0f32.via_f64(f64::sqrt), std::f32::consts::SQRT_2);
        let a = Tile::scalar_int(ElemType::Int(32), 1);
        let b = Tile::scalar_int(ElemType::Int(64), 1);
        assert!(check_same("arith.addi", &a, &b).is_err());
    }
}
