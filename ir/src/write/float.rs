//! Float literals as MLIR prints them.
//!
//! MLIR first tries six digits after the point in scientific notation
//! (`1.000000e+00`, `4.471500e-02`) and keeps it if it reads back to the same bits.
//! Otherwise it prints the shortest plain decimal that the format's precision allows
//! (`0.707106769`) if that has a decimal point, and otherwise the bits in hexadecimal
//! (`0xFF800000` for negative infinity, and for every NaN and infinity).

use crate::types::FloatKind;

/// Formats the float of kind `kind` with raw bits `bits` as MLIR does.
pub fn format_float(kind: FloatKind, bits: u64) -> String {
    let value = to_f64(kind, bits);
    if value.is_finite() {
        let sci = scientific(value, 6);
        if parses_back(kind, &sci, bits) {
            return sci;
        }
        let plain = natural(value, natural_digits(kind));
        if plain.contains('.') && parses_back(kind, &plain, bits) {
            return plain;
        }
    }
    hex(kind, bits)
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

/// Digits that always round-trip, as LLVM's `APFloat::toString` computes them.
fn natural_digits(kind: FloatKind) -> usize {
    let precision = match kind {
        FloatKind::F16 => 11,
        FloatKind::BF16 => 8,
        FloatKind::F32 => 24,
        FloatKind::F64 => 53,
        FloatKind::F8E4M3FN => 4,
        FloatKind::F8E5M2 => 3,
    };
    2 + precision * 59 / 196
}

/// Significant decimal digits of `value` rounded to `digits`, without trailing zeros,
/// and the decimal exponent of the first digit.
fn decimal_digits(value: f64, digits: usize) -> (String, i32) {
    let text = format!("{:.*e}", digits - 1, value.abs());
    let (mantissa, exp) = text.split_once('e').expect("Rust's {:e} has an exponent");
    let exp: i32 = exp.parse().expect("Rust's exponent is an integer");
    let mut ds: String = mantissa.chars().filter(|c| c.is_ascii_digit()).collect();
    while ds.len() > 1 && ds.ends_with('0') {
        ds.pop();
    }
    (ds, exp)
}

/// `d.dddddde±XX` with `frac` digits after the point.
fn scientific(value: f64, frac: usize) -> String {
    let sign = if value.is_sign_negative() { "-" } else { "" };
    let (ds, exp) = decimal_digits(value, frac);
    let (first, rest) = ds.split_at(1);
    let exp_sign = if exp < 0 { '-' } else { '+' };
    format!(
        "{sign}{first}.{rest:0<frac$}e{exp_sign}{:02}",
        exp.unsigned_abs()
    )
}

/// APFloat's natural form: plain decimal when the exponent is small, `E` notation
/// otherwise (which MLIR then rejects for lacking a point, or keeps if it has one).
fn natural(value: f64, digits: usize) -> String {
    let sign = if value.is_sign_negative() { "-" } else { "" };
    if value == 0.0 {
        return format!("{sign}0.0");
    }
    let (ds, exp10) = decimal_digits(value, digits);
    let n = ds.len() as i32;
    // `exp` is the exponent of the last digit, as in APFloat.
    let exp = exp10 - (n - 1);
    let max_padding = 3;
    let scientific = if exp >= 0 {
        exp > max_padding || n + exp > digits as i32
    } else {
        exp10 < 0 && -exp10 > max_padding
    };
    if scientific {
        let (first, rest) = ds.split_at(1);
        let rest = if rest.is_empty() { "0" } else { rest };
        let exp_sign = if exp10 < 0 { '-' } else { '+' };
        return format!("{sign}{first}.{rest}E{exp_sign}{}", exp10.unsigned_abs());
    }
    if exp >= 0 {
        return format!("{sign}{ds}{}", "0".repeat(exp as usize));
    }
    let whole = n + exp;
    if whole > 0 {
        let (a, b) = ds.split_at(whole as usize);
        format!("{sign}{a}.{b}")
    } else {
        format!("{sign}0.{}{ds}", "0".repeat((-whole) as usize))
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
