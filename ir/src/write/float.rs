//! Float literals as MLIR prints them.
//!
//! MLIR first tries six digits after the point in scientific notation
//! (`1.000000e+00`, `4.471500e-02`) and keeps it if it reads back to the same bits.
//! Otherwise it prints the plain decimal with the digits the format's precision
//! allows (`0.707106769`, or `9.99999997E-7` when small) if that has a decimal
//! point, and otherwise the bits in hexadecimal (`0xFF800000` for negative
//! infinity, and for every NaN and infinity). Both decimal forms are
//! `APFloat::toString`'s, digits cut before they are rounded (`decimal.rs`).

use super::decimal::{self, Finite, NATURAL, SCIENTIFIC};
use crate::types::FloatKind;

/// Formats the float of kind `kind` with raw bits `bits` as MLIR does.
pub fn format_float(kind: FloatKind, bits: u64) -> String {
    if let Some(value) = finite(kind, bits) {
        let sci = decimal::to_string(value, SCIENTIFIC);
        if parses_back(kind, &sci, bits) {
            return sci;
        }
        let plain = decimal::to_string(value, NATURAL);
        if plain.contains('.') && parses_back(kind, &plain, bits) {
            return plain;
        }
    }
    hex(kind, bits)
}

/// Sign, significand and exponent of a finite float of the IEEE formats MLIR
/// prints in decimal here (None for infinities, NaNs and the 8-bit formats).
fn finite(kind: FloatKind, bits: u64) -> Option<Finite> {
    let (exp_bits, man_bits) = match kind {
        FloatKind::F16 => (5, 10),
        FloatKind::BF16 => (8, 7),
        FloatKind::F32 => (8, 23),
        FloatKind::F64 => (11, 52),
        FloatKind::F8E4M3FN | FloatKind::F8E5M2 => return None,
    };
    let biased = ((bits >> man_bits) & ((1 << exp_bits) - 1)) as i32;
    let man = bits & ((1u64 << man_bits) - 1);
    let bias = (1 << (exp_bits - 1)) - 1;
    let (significand, exponent) = match biased {
        0 => (man, 1 - bias),
        b if b == (1 << exp_bits) - 1 => return None,
        b => (man | 1 << man_bits, b - bias),
    };
    Some(Finite {
        negative: (bits >> (exp_bits + man_bits)) & 1 != 0,
        significand,
        exp: exponent - man_bits,
        precision_bits: man_bits as u32 + 1,
    })
}

/// `0x` and the bits, upper case, as many digits as the format is wide.
pub fn hex(kind: FloatKind, bits: u64) -> String {
    let digits = (kind.bits() / 4) as usize;
    format!("0x{bits:0digits$X}")
}

/// The value of the raw bits, widened exactly to f64 (None for the 8-bit formats).
pub fn to_f64(kind: FloatKind, bits: u64) -> f64 {
    match kind {
        FloatKind::F64 => f64::from_bits(bits),
        FloatKind::F32 => f32::from_bits(bits as u32) as f64,
        FloatKind::F16 => f16_to_f64(bits as u16),
        FloatKind::BF16 => f32::from_bits((bits as u32) << 16) as f64,
        FloatKind::F8E4M3FN | FloatKind::F8E5M2 => f64::NAN,
    }
}

/// Rounds `value` to the nearest float of `kind` (ties to even) and returns its bits;
/// `None` for `f8E4M3FN`.
pub fn from_f64(kind: FloatKind, value: f64) -> Option<u64> {
    crate::float::float_bits(value, kind)
}

fn parses_back(kind: FloatKind, text: &str, bits: u64) -> bool {
    text.parse::<f64>()
        .ok()
        .and_then(|v| parse_exact(kind, text, v))
        == Some(bits)
}

/// The bits of a decimal literal in `kind`. f32 is parsed directly (one rounding);
/// the half formats round from f64, whose extra precision makes double rounding
/// immaterial for literals of the length MLIR prints.
fn parse_exact(kind: FloatKind, text: &str, value: f64) -> Option<u64> {
    match kind {
        FloatKind::F32 => text.parse::<f32>().ok().map(|v| v.to_bits() as u64),
        _ => from_f64(kind, value),
    }
}

fn f16_to_f64(bits: u16) -> f64 {
    let sign = if bits & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = ((bits >> 10) & 0x1F) as i32;
    let frac = (bits & 0x3FF) as f64;
    sign * match exp {
        0 => frac * 2f64.powi(-24),
        31 if frac == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1.0 + frac / 1024.0) * 2f64.powi(exp - 15),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32_text(v: f32) -> String {
        format_float(FloatKind::F32, v.to_bits() as u64)
    }

    #[test]
    fn matches_mlir_on_corpus_constants() {
        assert_eq!(f32_text(0.0), "0.000000e+00");
        assert_eq!(f32_text(1.0), "1.000000e+00");
        assert_eq!(f32_text(-1.0), "-1.000000e+00");
        assert_eq!(f32_text(0.044715), "4.471500e-02");
        assert_eq!(f32_text(0.5), "5.000000e-01");
        assert_eq!(f32_text(0.70710677), "0.707106769");
        assert_eq!(f32_text(f32::NEG_INFINITY), "0xFF800000");
        assert_eq!(f32_text(f32::NAN), "0x7FC00000");
    }

    /// Constants Triton 3.6 printed for random values of each type (3.4, 3.5 and
    /// 3.9 print the same way): both decimal forms, with `APFloat`'s digits.
    #[test]
    fn matches_triton_on_random_constants() {
        let cases = [
            ("1.0618152559437089E-195", FloatKind::F64),
            ("2.4988948307348541E+70", FloatKind::F64),
            ("7.828496979038096E+96", FloatKind::F64),
            ("7.766480e-05", FloatKind::F16),
            ("3.171200e+04", FloatKind::F16),
            ("1.411130e+00", FloatKind::F16),
            ("7.820120e-05", FloatKind::BF16),
            ("8.375000e+00", FloatKind::BF16),
            ("5.61982941E+24", FloatKind::F32),
            ("1894.9845", FloatKind::F32),
            ("999999.937", FloatKind::F32),
            ("0.99999988", FloatKind::F32),
            ("9.999940e-41", FloatKind::F32),
        ];
        for (text, kind) in cases {
            let bits = match kind {
                FloatKind::F32 => text.parse::<f32>().unwrap().to_bits() as u64,
                _ => from_f64(kind, text.parse().unwrap()).unwrap(),
            };
            assert_eq!(format_float(kind, bits), text, "{kind:?}");
        }
    }

    #[test]
    fn every_printed_float_reads_back() {
        for v in [1e-30f32, 3.0e38, 123456789.0, 1.1, 0.1, -7.5e-5, 16777217.0] {
            let text = f32_text(v);
            let back = if let Some(hex) = text.strip_prefix("0x") {
                f32::from_bits(u32::from_str_radix(hex, 16).unwrap())
            } else {
                text.parse::<f32>().unwrap()
            };
            assert_eq!(back.to_bits(), v.to_bits(), "{v} printed as {text}");
        }
    }

    #[test]
    fn half_formats_round_to_nearest_even() {
        assert_eq!(from_f64(FloatKind::F16, 1.0), Some(0x3C00));
        assert_eq!(from_f64(FloatKind::F16, 65504.0), Some(0x7BFF));
        assert_eq!(from_f64(FloatKind::F16, 1e6), Some(0x7C00));
        assert_eq!(from_f64(FloatKind::F16, 5.960464477539063e-8), Some(1));
        assert_eq!(from_f64(FloatKind::BF16, 1.0), Some(0x3F80));
        // 1 + 2^-8 is halfway between two bf16 values; ties go to the even one.
        assert_eq!(from_f64(FloatKind::BF16, 1.0 + 2f64.powi(-8)), Some(0x3F80));
        assert_eq!(to_f64(FloatKind::F16, 0x3555), 0.333251953125);
        assert_eq!(format_float(FloatKind::F16, 0x3C00), "1.000000e+00");
    }
}
