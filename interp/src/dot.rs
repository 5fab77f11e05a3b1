//! `tt.dot`: `a · b + c`, for `M × K` by `K × N` tiles (and a batch dimension in
//! front, for rank 3).
//!
//! Each output element starts from the accumulator `c[m, n]` and adds the products
//! in `k` order, `acc = fma(a[m, k], b[k, n], acc)`, in `f32` for `f32` and
//! narrower inputs and results (with `f16` or `bf16` inputs the product is exact in
//! `f32`, so this is an `f32` add of the exact product); in `f64` for `f64`; in
//! wrapping integer arithmetic at the result's width for integer inputs. A result
//! narrower than `f32` is rounded to its format after every step. A GPU's tensor
//! cores add in another order (and in blocks), which the corpus tolerances cover.
//!
//! `inputPrecision`: `ieee` multiplies `f32` exactly as above; `tf32` first rounds
//! each `f32` operand to tf32 (10 mantissa bits, to nearest with ties away from
//! zero, as `cvt.rna.tf32.f32`; the GPU code, Triton's sm_80 code and
//! tilelift's `mma.sync.m16n8k8` alike, hands the `f32` bits to the tensor
//! cores unrounded, which read their upper 19 bits: at most one tf32 unit in
//! the last place of each operand apart); `tf32x3`, `bf16x3` and `bf16x6` split operands to
//! approach `f32` accuracy on a GPU, and are computed as `ieee` here. Integer
//! sums wrap; the GPU's `mma.sync` on 8-bit integers (Triton's and tilelift's
//! `.satfinite`) clamps a sum that leaves the `i32` range instead.

use super::error::{OpError, OpResult};
use super::float;
use super::tile::{wrap, Data, ElemType, Shape, Tile};
use tilelift_ir::attrs::InputPrecision;
use tilelift_ir::FloatKind;

/// The sizes of a (batched) product: `batch` products of `m × k` by `k × n`.
#[derive(Copy, Clone, Debug)]
struct Dims {
    batch: usize,
    m: usize,
    n: usize,
    k: usize,
}

fn dims(a: &Tile, b: &Tile, c: &Tile) -> OpResult<Dims> {
    let (sa, sb, sc) = (a.shape(), b.shape(), c.shape());
    let rank = sa.len();
    let ok = (rank == 2 || rank == 3)
        && sb.len() == rank
        && sc.len() == rank
        && sa[..rank - 2] == sb[..rank - 2]
        && sa[..rank - 2] == sc[..rank - 2]
        && sa[rank - 1] == sb[rank - 2]
        && sc[rank - 2] == sa[rank - 2]
        && sc[rank - 1] == sb[rank - 1];
    if !ok {
        return Err(OpError::invalid(format!(
            "tt.dot: shapes {sa:?} · {sb:?} + {sc:?} do not match"
        )));
    }
    Ok(Dims {
        batch: sa[..rank - 2].iter().product::<i64>() as usize,
        m: sa[rank - 2] as usize,
        k: sa[rank - 1] as usize,
        n: sb[rank - 1] as usize,
    })
}

/// `tt.dot %a, %b, %c`.
pub fn dot(a: &Tile, b: &Tile, c: &Tile, precision: InputPrecision) -> OpResult<Tile> {
    let d = dims(a, b, c)?;
    let shape: Shape = c.shape().into();
    let data = match (a.data(), b.data(), c.data()) {
        (Data::F32(x), Data::F32(y), Data::F32(acc)) => {
            let tf32 =
                precision == InputPrecision::Tf32 && a.elem() == ElemType::Float(FloatKind::F32);
            let (x, y) = if tf32 {
                (to_tf32(x), to_tf32(y))
            } else {
                (x.clone(), y.clone())
            };
            let kind = c.elem().float_kind().unwrap_or(FloatKind::F32);
            Data::F32(product(d, &x, &y, acc, |p, q, s| {
                float::round_f32(kind, p.mul_add(q, s))
            }))
        }
        (Data::F64(x), Data::F64(y), Data::F64(acc)) => {
            Data::F64(product(d, x, y, acc, f64::mul_add))
        }
        (Data::Int(x), Data::Int(y), Data::Int(acc)) => {
            let bits = c.elem().bits();
            let step = |p: i64, q: i64, s: i64| wrap(s.wrapping_add(p.wrapping_mul(q)), bits);
            Data::Int(product(d, x, y, acc, step))
        }
        _ => return Err(OpError::unsupported("tt.dot: mixed operand storage")),
    };
    Ok(Tile::from_data(&shape, c.elem(), data))
}

/// The batched product, adding in `k` order with `step(a, b, acc)`.
fn product<T: Copy>(d: Dims, a: &[T], b: &[T], c: &[T], step: impl Fn(T, T, T) -> T) -> Vec<T> {
    let mut out = c.to_vec();
    for batch in 0..d.batch {
        let (a, b) = (&a[batch * d.m * d.k..], &b[batch * d.k * d.n..]);
        let out = &mut out[batch * d.m * d.n..];
        for i in 0..d.m {
            for j in 0..d.n {
                let mut acc = out[i * d.n + j];
                for kk in 0..d.k {
                    acc = step(a[i * d.k + kk], b[kk * d.n + j], acc);
                }
                out[i * d.n + j] = acc;
            }
        }
    }
    out
}

/// Each value rounded to tf32: 10 mantissa bits, to nearest, ties away from zero.
fn to_tf32(values: &[f32]) -> Vec<f32> {
    values
        .iter()
        .map(|&v| {
            if !v.is_finite() {
                return v;
            }
            let bits = v.to_bits().wrapping_add(1 << 12) & !0x1FFF;
            f32::from_bits(bits)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32s(shape: &[i64], values: &[f64]) -> Tile {
        Tile::from_floats(shape, FloatKind::F32, values.to_vec())
    }

    fn floats(t: &Tile) -> Vec<f64> {
        (0..t.len()).map(|i| t.f64_at(i).unwrap()).collect()
    }

    #[test]
    fn a_partial_k_tile_adds_only_the_real_products() {
        // K = 4 holds two real columns and two masked-off (zero) ones, as the last
        // K tile of a matmul whose K is not a multiple of the block.
        let a = f32s(&[2, 4], &[1.0, 2.0, 0.0, 0.0, 3.0, 4.0, 0.0, 0.0]);
        let b = f32s(&[4, 2], &[5.0, 6.0, 7.0, 8.0, 0.0, 0.0, 0.0, 0.0]);
        let c = f32s(&[2, 2], &[0.5, 0.0, 0.0, -1.0]);
        let out = dot(&a, &b, &c, InputPrecision::Ieee).unwrap();
        // [1 2; 3 4] · [5 6; 7 8] = [19 22; 43 50], plus c.
        assert_eq!(floats(&out), vec![19.5, 22.0, 43.0, 49.0]);
    }

    #[test]
    fn f16_inputs_accumulate_in_f32_in_k_order() {
        let a = Tile::from_floats(
            &[1, 3],
            FloatKind::F16,
            vec![1.0, 2f64.powi(-12), 2f64.powi(-12)],
        );
        let b = Tile::from_floats(&[3, 1], FloatKind::F16, vec![1.0, 1.0, 1.0]);
        let c = f32s(&[1, 1], &[0.0]);
        let out = dot(&a, &b, &c, InputPrecision::Ieee).unwrap();
        // In f32, 1 + 2^-12 + 2^-12 is exact; in f16 it would round to 1.
        assert_eq!(floats(&out), vec![1.0 + 2f64.powi(-11)]);
    }

    #[test]
    fn integer_and_batched_products() {
        let i = |shape: &[i64], v: &[i64], bits| {
            Tile::from_ints(shape, ElemType::Int(bits), v.to_vec())
        };
        let a = i(&[2, 1, 2], &[1, 2, 3, 4], 32);
        let b = i(&[2, 2, 1], &[5, 6, 7, 8], 32);
        let c = i(&[2, 1, 1], &[0, 1], 32);
        let out = dot(&a, &b, &c, InputPrecision::Ieee).unwrap();
        assert_eq!((out.int_at(0), out.int_at(1)), (Some(17), Some(54)));
        let bad = dot(&a, &a, &c, InputPrecision::Ieee);
        assert!(bad.is_err());
    }

    #[test]
    fn tf32_rounds_operands_to_ten_mantissa_bits() {
        let x = 1.0 + 2f32.powi(-11) + 2f32.powi(-20);
        assert_eq!(to_tf32(&[x]), vec![1.0 + 2f32.powi(-10)]);
        assert_eq!(to_tf32(&[1.0 + 2f32.powi(-12)]), vec![1.0]);
    }
}
