//! `arith`: integer and float arithmetic, comparisons, `select` and constants, and
//! `tt.mulhiui`.
//!
//! # Integers
//!
//! Integers are signless; each op reads them as signed or unsigned as `arith`
//! says, computes, and wraps the result to the width (two's complement).
//!
//! | op | semantics |
//! |---|---|
//! | `addi`, `subi`, `muli` | wrap at the width |
//! | `divsi`, `remsi` | truncate toward zero; the remainder has the dividend's sign; `MIN / -1` wraps to `MIN` and `MIN % -1` is 0, as the GPU's `div.s32`/`rem.s32` give (LLVM calls it undefined) |
//! | `divui`, `remui` | unsigned |
//! | `ceildivsi`, `floordivsi` | signed, rounding toward +∞ and −∞ |
//! | any division or remainder by zero | an error naming the op, its location and the element |
//! | `shli`, `shrsi`, `shrui` | the shift amount is read as unsigned; an amount of the width or more gives 0 (`shli`, `shrui`) or the sign fill (`shrsi`). LLVM makes such a shift poison; Triton emits it unchanged and PTX's `shl`/`shr` clamp the amount to the width, which is what a GPU computes and what this follows |
//! | `maxsi`, `minsi`, `maxui`, `minui` | signed and unsigned |
//! | `tt.mulhiui` | the high half of the unsigned double-width product |
//! | `cmpi` on `i1` | as MLIR: the signed predicates read true as −1 (`true < false`), the unsigned ones as 1 |
//!
//! # Floats
//!
//! `f32` ops compute in `f32`; `f16`, `bf16` and the 8-bit formats compute in
//! `f32` and round to the format after every op (exact for `+ - * /`, see
//! `float.rs`); `f64` computes in `f64`.
//!
//! | op | semantics |
//! |---|---|
//! | `addf`, `subf`, `mulf`, `divf`, `tt.precise_divf` | IEEE, round to nearest even. A GPU computes `divf` with `div.full.f32` (2 ulp); the corpus tolerances cover the difference |
//! | `remf` | C's `fmod` (exact) |
//! | `maxnumf`, `minnumf` | a NaN operand is ignored; `-0 < +0` |
//! | `maximumf`, `minimumf` | a NaN operand gives NaN; `-0 < +0` |
//! | `negf` | flips the sign bit |
//! | `cmpf` | ordered predicates are false and unordered ones true when either side is NaN |

use super::elementwise::{check_same, f32_tile, map1, map2, wrong_operands, Real};
use super::error::{ErrorKind, OpError, OpResult};
use super::tile::{zext, Data, ElemType, Tile};
use tilelift_ir::attrs::{FloatCC, IntCC};
use tilelift_ir::{ConstantValue, Opcode};

/// An `arith.constant` of `shape` and `elem` from its raw bits.
pub fn constant(value: &ConstantValue, shape: &[i64], elem: ElemType) -> Tile {
    Tile::from_bits(shape, elem, |i| value.element(i))
}

/// A binary integer op (`addi` … `minui`, `tt.mulhiui`).
pub fn int_binary(op: Opcode, a: &Tile, b: &Tile) -> OpResult<Tile> {
    check_same(op.name(), a, b)?;
    let (Data::Int(x), Data::Int(y)) = (a.data(), b.data()) else {
        return Err(wrong_operands(op.name()));
    };
    let bits = a.elem().bits();
    use Opcode::*;
    let values = match op {
        AddI => map2(x, y, i64::wrapping_add),
        SubI => map2(x, y, i64::wrapping_sub),
        MulI => map2(x, y, i64::wrapping_mul),
        DivSI | RemSI | CeilDivSI | FloorDivSI | DivUI | RemUI => divide(op, x, y, bits)?,
        AndI => map2(x, y, |p, q| p & q),
        OrI => map2(x, y, |p, q| p | q),
        XOrI => map2(x, y, |p, q| p ^ q),
        ShLI | ShRSI | ShRUI => map2(x, y, |p, q| shift(op, p, q, bits)),
        MaxSI => map2(x, y, i64::max),
        MinSI => map2(x, y, i64::min),
        MaxUI => map2(
            x,
            y,
            |p, q| if zext(p, bits) >= zext(q, bits) { p } else { q },
        ),
        MinUI => map2(
            x,
            y,
            |p, q| if zext(p, bits) <= zext(q, bits) { p } else { q },
        ),
        MulHiUI => map2(x, y, |p, q| mul_hi(p, q, bits)),
        _ => {
            return Err(OpError::unsupported(format!(
                "{} is not an integer op",
                op.name()
            )))
        }
    };
    Ok(Tile::from_ints(a.shape(), a.elem(), values))
}

/// Divisions and remainders, failing on a zero divisor.
fn divide(op: Opcode, x: &[i64], y: &[i64], bits: u32) -> OpResult<Vec<i64>> {
    if let Some(idx) = y.iter().position(|&q| q == 0) {
        return Err(OpError::new(
            ErrorKind::DivisionByZero,
            format!("division by zero in element {idx} (dividend {})", x[idx]),
        ));
    }
    Ok(map2(x, y, |p, q| divide_one(op, p, q, bits)))
}

/// One division or remainder by a nonzero divisor (before wrapping).
fn divide_one(op: Opcode, p: i64, q: i64, bits: u32) -> i64 {
    let (quot, rem) = (p.wrapping_div(q), p.wrapping_rem(q));
    match op {
        Opcode::DivSI => quot,
        Opcode::RemSI => rem,
        Opcode::FloorDivSI if rem != 0 && (rem < 0) != (q < 0) => quot.wrapping_sub(1),
        Opcode::CeilDivSI if rem != 0 && (rem < 0) == (q < 0) => quot.wrapping_add(1),
        Opcode::FloorDivSI | Opcode::CeilDivSI => quot,
        Opcode::DivUI => (zext(p, bits) / zext(q, bits)) as i64,
        _ => (zext(p, bits) % zext(q, bits)) as i64,
    }
}

/// A shift, with amounts of the width or more clamped as PTX does.
fn shift(op: Opcode, p: i64, q: i64, bits: u32) -> i64 {
    let amount = zext(q, bits);
    let clamped = amount >= u64::from(bits);
    match op {
        Opcode::ShLI if clamped => 0,
        Opcode::ShLI => p << amount,
        Opcode::ShRSI if clamped => p >> 63,
        Opcode::ShRSI => p >> amount,
        _ if clamped => 0,
        _ => (zext(p, bits) >> amount) as i64,
    }
}

/// The high `bits` bits of the unsigned `2 * bits`-bit product.
fn mul_hi(p: i64, q: i64, bits: u32) -> i64 {
    let product = u128::from(zext(p, bits)) * u128::from(zext(q, bits));
    (product >> bits) as i64
}

/// A binary float op (`addf` … `minimumf`, `tt.precise_divf`).
pub fn float_binary(op: Opcode, a: &Tile, b: &Tile) -> OpResult<Tile> {
    check_same(op.name(), a, b)?;
    let kind = a
        .elem()
        .float_kind()
        .ok_or_else(|| wrong_operands(op.name()))?;
    match (a.data(), b.data()) {
        (Data::F32(x), Data::F32(y)) => Ok(f32_tile(a.shape(), kind, real_binary(op, x, y)?)),
        (Data::F64(x), Data::F64(y)) => {
            let values = Data::F64(real_binary(op, x, y)?);
            Ok(Tile::from_data(a.shape(), a.elem(), values))
        }
        _ => Err(wrong_operands(op.name())),
    }
}

fn real_binary<T: Real>(op: Opcode, x: &[T], y: &[T]) -> OpResult<Vec<T>> {
    use Opcode::*;
    Ok(match op {
        AddF => map2(x, y, |a, b| a + b),
        SubF => map2(x, y, |a, b| a - b),
        MulF => map2(x, y, |a, b| a * b),
        DivF | PreciseDivF | ApproxDivF => map2(x, y, |a, b| a / b),
        RemF => map2(x, y, |a, b| a % b),
        MaxNumF => map2(x, y, max_num),
        MinNumF => map2(x, y, min_num),
        MaximumF => map2(x, y, |a, b| {
            if a.is_nan() || b.is_nan() {
                T::NAN
            } else {
                max_num(a, b)
            }
        }),
        MinimumF => map2(x, y, |a, b| {
            if a.is_nan() || b.is_nan() {
                T::NAN
            } else {
                min_num(a, b)
            }
        }),
        _ => {
            return Err(OpError::unsupported(format!(
                "{} is not a binary float op",
                op.name()
            )))
        }
    })
}

/// IEEE maxNum, with `-0 < +0`: a NaN operand is ignored.
pub fn max_num<T: Real>(a: T, b: T) -> T {
    if a.is_nan() || b > a || (b == a && a.is_sign_negative()) {
        b
    } else {
        a
    }
}

/// IEEE minNum, with `-0 < +0`: a NaN operand is ignored.
pub fn min_num<T: Real>(a: T, b: T) -> T {
    if a.is_nan() || b < a || (b == a && b.is_sign_negative()) {
        b
    } else {
        a
    }
}

/// `arith.negf`.
pub fn negf(a: &Tile) -> OpResult<Tile> {
    let data = match a.data() {
        Data::F32(x) => Data::F32(map1(x, |v| -v)),
        Data::F64(x) => Data::F64(map1(x, |v| -v)),
        Data::Int(_) => return Err(wrong_operands("arith.negf")),
    };
    Ok(Tile::from_data(a.shape(), a.elem(), data))
}

/// `arith.cmpi`: an `i1` tile.
pub fn cmpi(cond: IntCC, a: &Tile, b: &Tile) -> OpResult<Tile> {
    check_same("arith.cmpi", a, b)?;
    let (Data::Int(x), Data::Int(y)) = (a.data(), b.data()) else {
        return Err(wrong_operands("arith.cmpi"));
    };
    let bits = a.elem().bits();
    let (u, v) = (|p| zext(p, bits), |q| zext(q, bits));
    let values = match cond {
        IntCC::Eq => map2(x, y, |p, q| p == q),
        IntCC::Ne => map2(x, y, |p, q| p != q),
        IntCC::Slt => map2(x, y, |p, q| p < q),
        IntCC::Sle => map2(x, y, |p, q| p <= q),
        IntCC::Sgt => map2(x, y, |p, q| p > q),
        IntCC::Sge => map2(x, y, |p, q| p >= q),
        IntCC::Ult => map2(x, y, |p, q| u(p) < v(q)),
        IntCC::Ule => map2(x, y, |p, q| u(p) <= v(q)),
        IntCC::Ugt => map2(x, y, |p, q| u(p) > v(q)),
        IntCC::Uge => map2(x, y, |p, q| u(p) >= v(q)),
    };
    Ok(bool_tile(a.shape(), values))
}

/// An `i1` tile from booleans.
pub fn bool_tile(shape: &[i64], values: Vec<bool>) -> Tile {
    let data = Data::Int(values.into_iter().map(|b| -i64::from(b)).collect());
    Tile::from_data(shape, ElemType::Int(1), data)
}

/// `arith.cmpf`: an `i1` tile.
pub fn cmpf(cond: FloatCC, a: &Tile, b: &Tile) -> OpResult<Tile> {
    check_same("arith.cmpf", a, b)?;
    let values = match (a.data(), b.data()) {
        (Data::F32(x), Data::F32(y)) => map2(x, y, |p, q| compare_float(cond, p, q)),
        (Data::F64(x), Data::F64(y)) => map2(x, y, |p, q| compare_float(cond, p, q)),
        _ => return Err(wrong_operands("arith.cmpf")),
    };
    Ok(bool_tile(a.shape(), values))
}

fn compare_float<T: Real>(cond: FloatCC, p: T, q: T) -> bool {
    let unordered = p.is_nan() || q.is_nan();
    match cond {
        FloatCC::False => false,
        FloatCC::Oeq => p == q,
        FloatCC::Ogt => p > q,
        FloatCC::Oge => p >= q,
        FloatCC::Olt => p < q,
        FloatCC::Ole => p <= q,
        FloatCC::One => !unordered && p != q,
        FloatCC::Ord => !unordered,
        FloatCC::Ueq => unordered || p == q,
        FloatCC::Ugt => unordered || p > q,
        FloatCC::Uge => unordered || p >= q,
        FloatCC::Ult => unordered || p < q,
        FloatCC::Ule => unordered || p <= q,
        FloatCC::Une => p != q,
        FloatCC::Uno => unordered,
        FloatCC::True => true,
    }
}

/// `arith.select %cond, %a, %b`, with a scalar condition or one per element.
pub fn select(cond: &Tile, a: &Tile, b: &Tile) -> OpResult<Tile> {
    check_same("arith.select", a, b)?;
    let Data::Int(c) = cond.data() else {
        return Err(wrong_operands("arith.select"));
    };
    if cond.shape().is_empty() {
        return Ok(if c[0] != 0 { a.clone() } else { b.clone() });
    }
    if cond.shape() != a.shape() {
        return Err(OpError::invalid(
            "arith.select: the condition's shape differs",
        ));
    }
    let data = match (a.data(), b.data()) {
        (Data::Int(x), Data::Int(y)) => Data::Int(pick(c, x, y)),
        (Data::F32(x), Data::F32(y)) => Data::F32(pick(c, x, y)),
        (Data::F64(x), Data::F64(y)) => Data::F64(pick(c, x, y)),
        _ => return Err(wrong_operands("arith.select")),
    };
    Ok(Tile::from_data(a.shape(), a.elem(), data))
}

fn pick<T: Copy>(cond: &[i64], x: &[T], y: &[T]) -> Vec<T> {
    cond.iter()
        .zip(x.iter().zip(y))
        .map(|(&c, (&p, &q))| if c != 0 { p } else { q })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use tilelift_ir::FloatKind;

    fn i32s(values: &[i64]) -> Tile {
        Tile::from_ints(&[values.len() as i64], ElemType::Int(32), values.to_vec())
    }

    fn ints(t: &Tile) -> Vec<i64> {
        (0..t.len()).map(|i| t.int_at(i).unwrap()).collect()
    }

    fn binary(op: Opcode, a: &[i64], b: &[i64]) -> Vec<i64> {
        ints(&int_binary(op, &i32s(a), &i32s(b)).unwrap())
    }

    #[test]
    fn integer_overflow_wraps() {
        let max = i64::from(i32::MAX);
        let min = i64::from(i32::MIN);
        assert_eq!(binary(Opcode::AddI, &[max, min], &[1, -1]), vec![min, max]);
        assert_eq!(
            binary(Opcode::MulI, &[65536, 3], &[65536, max]),
            vec![0, max - 2]
        );
        assert_eq!(binary(Opcode::SubI, &[min], &[1]), vec![max]);
        let i8s = |v: i64| Tile::scalar_int(ElemType::Int(8), v);
        let sum = int_binary(Opcode::AddI, &i8s(100), &i8s(100)).unwrap();
        assert_eq!(sum.int_at(0), Some(-56));
    }

    #[test]
    fn i1_is_minus_one_signed_and_one_unsigned() {
        // Every pair (x, y) of i1 values: (0, 0), (0, 1), (1, 0), (1, 1).
        let i1s = |v: [bool; 4]| bool_tile(&[4], v.to_vec());
        let (x, y) = (
            i1s([false, false, true, true]),
            i1s([false, true, false, true]),
        );
        let cmp = |cond| {
            let t = cmpi(cond, &x, &y).unwrap();
            (0..4).map(|i| t.int_at(i) == Some(1)).collect::<Vec<_>>()
        };
        assert_eq!(cmp(IntCC::Ult), vec![false, true, false, false]);
        assert_eq!(cmp(IntCC::Uge), vec![true, false, true, true]);
        assert_eq!(cmp(IntCC::Slt), vec![false, false, true, false]);
        assert_eq!(cmp(IntCC::Sge), vec![true, true, false, true]);
        assert_eq!(cmp(IntCC::Sgt), vec![false, true, false, false]);
        assert_eq!(cmp(IntCC::Ule), vec![true, true, false, true]);
    }

    #[test]
    fn signed_division_truncates_toward_zero() {
        let (a, b) = ([-7, 7, -7, 7, i64::from(i32::MIN)], [2, -2, -2, 2, -1]);
        assert_eq!(
            binary(Opcode::DivSI, &a, &b),
            vec![-3, -3, 3, 3, i64::from(i32::MIN)]
        );
        assert_eq!(binary(Opcode::RemSI, &a, &b), vec![-1, 1, -1, 1, 0]);
        assert_eq!(
            binary(Opcode::FloorDivSI, &a[..4], &b[..4]),
            vec![-4, -4, 3, 3]
        );
        assert_eq!(
            binary(Opcode::CeilDivSI, &a[..4], &b[..4]),
            vec![-3, -3, 4, 4]
        );
        // Unsigned: -7 is 2^32 - 7.
        assert_eq!(
            binary(Opcode::DivUI, &[-7], &[2]),
            vec![(((1i64 << 32) - 7) / 2)]
        );
        assert_eq!(binary(Opcode::RemUI, &[-7], &[2]), vec![1]);
    }

    #[test]
    fn division_by_zero_is_an_error() {
        let err = int_binary(Opcode::RemSI, &i32s(&[1, 2]), &i32s(&[3, 0])).unwrap_err();
        assert_eq!(err.kind, ErrorKind::DivisionByZero);
        assert!(err.message.contains("element 1"), "{}", err.message);
    }

    #[test]
    fn shifts_clamp_at_the_width() {
        assert_eq!(
            binary(Opcode::ShLI, &[1, 1, 1, 3], &[4, 31, 32, -1]),
            vec![16, i64::from(i32::MIN), 0, 0]
        );
        assert_eq!(
            binary(Opcode::ShRSI, &[-16, -16, 16, -1], &[2, 40, 40, 31]),
            vec![-4, -1, 0, -1]
        );
        assert_eq!(binary(Opcode::ShRUI, &[-16, -16], &[28, 32]), vec![15, 0]);
    }

    #[test]
    fn min_max_and_mulhi() {
        assert_eq!(binary(Opcode::MaxUI, &[-1, 3], &[5, 2]), vec![-1, 3]);
        assert_eq!(binary(Opcode::MinSI, &[-1, 3], &[5, 2]), vec![-1, 2]);
        assert_eq!(
            binary(Opcode::MulHiUI, &[-1, 65536], &[-1, 65536]),
            vec![-2, 1]
        );
    }

    #[test]
    fn float_ops_and_nan_rules() {
        let f = |v: &[f64]| Tile::from_floats(&[v.len() as i64], FloatKind::F32, v.to_vec());
        let (a, b) = (f(&[f64::NAN, 1.0, -0.0]), f(&[2.0, f64::NAN, 0.0]));
        let max = float_binary(Opcode::MaxNumF, &a, &b).unwrap();
        assert_eq!((max.f64_at(0), max.f64_at(1)), (Some(2.0), Some(1.0)));
        assert!(!max.f64_at(2).unwrap().is_sign_negative());
        let min = float_binary(Opcode::MinimumF, &a, &b).unwrap();
        assert!(min.f64_at(0).unwrap().is_nan());
        assert!(min.f64_at(2).unwrap().is_sign_negative());
        let lt = cmpf(FloatCC::Ult, &a, &b).unwrap();
        assert_eq!(ints(&lt), vec![1, 1, 0]);
        let olt = cmpf(FloatCC::Olt, &a, &b).unwrap();
        assert_eq!(ints(&olt), vec![0, 0, 0]);
    }

    #[test]
    fn f16_addition_rounds_to_even() {
        let h = |v: f64| Tile::scalar_float(FloatKind::F16, v);
        // 1 + 2^-11 is a tie between 1 and 1 + 2^-10: the even one is 1.
        let sum = float_binary(Opcode::AddF, &h(1.0), &h(2f64.powi(-11))).unwrap();
        assert_eq!(sum.f64_at(0), Some(1.0));
        let sum = float_binary(Opcode::AddF, &h(1.0 + 2f64.powi(-10)), &h(2f64.powi(-11))).unwrap();
        assert_eq!(sum.f64_at(0), Some(1.0 + 2f64.powi(-9)));
        let b = |v: f64| Tile::scalar_float(FloatKind::BF16, v);
        let prod = float_binary(
            Opcode::MulF,
            &b(1.0 + 2f64.powi(-7)),
            &b(1.0 + 2f64.powi(-7)),
        )
        .unwrap();
        // (1 + 2^-7)^2 = 1 + 2^-6 + 2^-14 rounds to 1 + 2^-6.
        assert_eq!(prod.f64_at(0), Some(1.0 + 2f64.powi(-6)));
    }

    #[test]
    fn comparisons_and_select() {
        let lt = cmpi(IntCC::Ult, &i32s(&[-1, 1]), &i32s(&[0, 2])).unwrap();
        assert_eq!(ints(&lt), vec![0, 1]);
        let sel = select(&lt, &i32s(&[10, 20]), &i32s(&[30, 40])).unwrap();
        assert_eq!(ints(&sel), vec![30, 20]);
        let yes = Tile::scalar_int(ElemType::Int(1), 1);
        assert_eq!(
            ints(&select(&yes, &i32s(&[1]), &i32s(&[2])).unwrap()),
            vec![1]
        );
    }
}
