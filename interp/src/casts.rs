//! Casts: integer widths, int-float conversions, float formats, bitcasts and
//! pointer-integer conversions.
//!
//! | op | semantics |
//! |---|---|
//! | `extsi`, `extui`, `trunci`, `index_cast` | sign-extend, zero-extend, keep the low bits; `index_cast` sign-extends |
//! | `extf`, `tt.fp_to_fp` widening | exact |
//! | `truncf`, `tt.fp_to_fp` `rtne` | round to nearest, ties to even (`f16`/`bf16` overflow to infinity, the 8-bit formats saturate, see `float.rs`) |
//! | `tt.fp_to_fp` `rtz` | round toward zero; a finite value stays finite |
//! | `sitofp`, `uitofp` | round once to nearest, ties to even |
//! | `fptosi`, `fptoui` | toward zero, saturating at the destination's range, NaN to 0: what PTX's `cvt.rzi` gives (LLVM calls out-of-range results poison) |
//! | `arith.bitcast`, `tt.bitcast` | the same bits (pointer to pointer: the same address) |
//! | `tt.int_to_ptr` | the integer zero-extended to 64 bits, as LLVM's `inttoptr` |
//! | `tt.ptr_to_int` | the address, truncated to the width |

use super::elementwise::wrong_operands;
use super::error::{OpError, OpResult};
use super::float;
use super::tile::{wrap, zext, Data, ElemType, Tile};
use tilelift_ir::attrs::RoundingMode;
use tilelift_ir::Opcode;

/// A cast `op` of `a` to the element type `dest`.
pub fn cast(op: Opcode, a: &Tile, dest: ElemType) -> OpResult<Tile> {
    use Opcode::*;
    match op {
        ExtSI | TruncI | IndexCast => int_to_int(op, a, dest, false),
        ExtUI => int_to_int(op, a, dest, true),
        ExtF | TruncF => fp_to_fp(a, dest, Some(RoundingMode::Rtne)),
        SIToFP => int_to_fp(a, dest, false),
        UIToFP => int_to_fp(a, dest, true),
        FPToSI => fp_to_int(a, dest, false),
        FPToUI => fp_to_int(a, dest, true),
        ArithBitcast | Bitcast => Ok(bitcast(a, dest)),
        IntToPtr => int_to_int(op, a, ElemType::Ptr, true),
        PtrToInt => int_to_int(op, a, dest, false),
        _ => Err(OpError::unsupported(format!("{} is not a cast", op.name()))),
    }
}

/// Integer to integer (or pointer), sign- or zero-extending, then wrapping.
fn int_to_int(op: Opcode, a: &Tile, dest: ElemType, unsigned: bool) -> OpResult<Tile> {
    let Data::Int(x) = a.data() else {
        return Err(wrong_operands(op.name()));
    };
    let src_bits = a.elem().bits();
    let values = if unsigned {
        x.iter().map(|&v| zext(v, src_bits) as i64).collect()
    } else {
        x.clone()
    };
    Ok(Tile::from_ints(a.shape(), dest, values))
}

/// The elements of a float tile, widened to `f64`.
fn float_values(a: &Tile) -> Option<Vec<f64>> {
    match a.data() {
        Data::F32(x) => Some(x.iter().map(|&v| f64::from(v)).collect()),
        Data::F64(x) => Some(x.clone()),
        Data::Int(_) => None,
    }
}

/// `tt.fp_to_fp` and `extf`/`truncf`: a float format conversion.
pub fn fp_to_fp(a: &Tile, dest: ElemType, rounding: Option<RoundingMode>) -> OpResult<Tile> {
    let (Some(values), Some(kind)) = (float_values(a), dest.float_kind()) else {
        return Err(wrong_operands("tt.fp_to_fp"));
    };
    let rounded = match rounding {
        Some(RoundingMode::Rtz) => values
            .into_iter()
            .map(|v| float::round_toward_zero(kind, v))
            .collect(),
        _ => values,
    };
    Ok(Tile::from_floats(a.shape(), kind, rounded))
}

/// `sitofp`, `uitofp`.
fn int_to_fp(a: &Tile, dest: ElemType, unsigned: bool) -> OpResult<Tile> {
    let (Data::Int(x), Some(kind)) = (a.data(), dest.float_kind()) else {
        return Err(wrong_operands("arith.sitofp"));
    };
    let bits = a.elem().bits();
    let values = x
        .iter()
        .map(|&v| {
            let v = if unsigned { zext(v, bits) as i64 } else { v };
            float::int_to_float(kind, v, unsigned)
        })
        .collect();
    Ok(Tile::from_floats(a.shape(), kind, values))
}

/// `fptosi`, `fptoui`: toward zero, saturating, NaN to 0.
fn fp_to_int(a: &Tile, dest: ElemType, unsigned: bool) -> OpResult<Tile> {
    let (Some(values), ElemType::Int(bits)) = (float_values(a), dest) else {
        return Err(wrong_operands("arith.fptosi"));
    };
    let (lo, hi) = int_range(bits, unsigned);
    let convert = |v: f64| -> i64 {
        if v.is_nan() {
            return 0;
        }
        let t = v.trunc();
        if t <= lo as f64 {
            lo as i64
        } else if t >= hi as f64 {
            hi as i64
        } else {
            t as i128 as i64
        }
    };
    let ints = values
        .into_iter()
        .map(convert)
        .map(|v| wrap(v, bits))
        .collect();
    Ok(Tile::from_data(a.shape(), dest, Data::Int(ints)))
}

/// The least and greatest integer of a width, signed or unsigned.
fn int_range(bits: u32, unsigned: bool) -> (i128, i128) {
    match unsigned {
        true => (0, (1i128 << bits) - 1),
        false => (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1),
    }
}

/// The same bits as another type of the same width.
fn bitcast(a: &Tile, dest: ElemType) -> Tile {
    if a.elem() == dest {
        return a.clone();
    }
    Tile::from_bits(a.shape(), dest, |i| a.bits_at(i))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tilelift_ir::FloatKind;

    fn ints(t: &Tile) -> Vec<i64> {
        (0..t.len()).map(|i| t.int_at(i).unwrap()).collect()
    }

    #[test]
    fn integer_widths() {
        let a = Tile::from_ints(&[2], ElemType::Int(8), vec![-1, 5]);
        assert_eq!(
            ints(&cast(Opcode::ExtSI, &a, ElemType::Int(32)).unwrap()),
            vec![-1, 5]
        );
        assert_eq!(
            ints(&cast(Opcode::ExtUI, &a, ElemType::Int(32)).unwrap()),
            vec![255, 5]
        );
        let b = Tile::from_ints(&[1], ElemType::Int(32), vec![0x1_81]);
        assert_eq!(
            ints(&cast(Opcode::TruncI, &b, ElemType::Int(8)).unwrap()),
            vec![-127]
        );
        let t = Tile::from_ints(&[1], ElemType::Int(1), vec![1]);
        assert_eq!(
            ints(&cast(Opcode::ExtUI, &t, ElemType::Int(32)).unwrap()),
            vec![1]
        );
        assert_eq!(
            ints(&cast(Opcode::ExtSI, &t, ElemType::Int(32)).unwrap()),
            vec![-1]
        );
    }

    #[test]
    fn float_to_int_saturates_and_truncates() {
        let f = Tile::from_floats(&[5], FloatKind::F32, vec![-2.7, 2.7, 1e10, f64::NAN, -1e10]);
        let si = cast(Opcode::FPToSI, &f, ElemType::Int(32)).unwrap();
        let max = i64::from(i32::MAX);
        assert_eq!(ints(&si), vec![-2, 2, max, 0, -max - 1]);
        let ui = cast(Opcode::FPToUI, &f, ElemType::Int(8)).unwrap();
        assert_eq!(ui.bits_at(0), 0);
        assert_eq!(ui.bits_at(2), 255);
    }

    #[test]
    fn fp_to_fp_rounding_modes() {
        let x = Tile::scalar_float(FloatKind::F32, 1.0 + 3.0 * 2f64.powi(-11));
        let h = ElemType::Float(FloatKind::F16);
        let rtne = fp_to_fp(&x, h, Some(RoundingMode::Rtne)).unwrap();
        assert_eq!(rtne.f64_at(0), Some(1.0 + 2f64.powi(-9)));
        let rtz = fp_to_fp(&x, h, Some(RoundingMode::Rtz)).unwrap();
        assert_eq!(rtz.f64_at(0), Some(1.0 + 2f64.powi(-10)));
        let wide = fp_to_fp(&rtz, ElemType::Float(FloatKind::F32), None).unwrap();
        assert_eq!(wide.f64_at(0), Some(1.0 + 2f64.powi(-10)));
    }

    #[test]
    fn bitcasts_and_pointers() {
        let f = Tile::scalar_float(FloatKind::F32, -1.0);
        let i = cast(Opcode::Bitcast, &f, ElemType::Int(32)).unwrap();
        assert_eq!(i.bits_at(0), 0xBF80_0000);
        let back = cast(Opcode::ArithBitcast, &i, ElemType::Float(FloatKind::F32)).unwrap();
        assert_eq!(back.f64_at(0), Some(-1.0));
        let h = Tile::scalar_int(ElemType::Int(16), 0x3C00);
        let one = cast(Opcode::Bitcast, &h, ElemType::Float(FloatKind::F16)).unwrap();
        assert_eq!(one.f64_at(0), Some(1.0));
        let p = cast(
            Opcode::IntToPtr,
            &Tile::scalar_int(ElemType::Int(64), 0x1000),
            ElemType::Ptr,
        )
        .unwrap();
        assert_eq!(p.elem(), ElemType::Ptr);
        let n = cast(Opcode::PtrToInt, &p, ElemType::Int(64)).unwrap();
        assert_eq!(n.int_at(0), Some(0x1000));
        let u = cast(
            Opcode::UIToFP,
            &Tile::scalar_int(ElemType::Int(32), -1),
            ElemType::Float(FloatKind::F32),
        )
        .unwrap();
        assert_eq!(u.f64_at(0), Some(4294967296.0));
    }
}
