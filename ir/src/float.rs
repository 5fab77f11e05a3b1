//! Rounding an `f64` to the float formats of the IR, for the builder's
//! [`fconst`](crate::builder::InstBuilder::fconst) and the parser's float literals.
//!
//! `f32` uses Rust's `as` conversion, which rounds to nearest, ties to even. The
//! 16-bit formats and `f8E5M2` are rounded here by hand, straight from the `f64`, so
//! that no value is rounded twice (going through `f32` first can move a value that
//! lies just off a tie onto it). `ir` does not depend on the `half` crate for this.
//! `f8E4M3FN` has no infinities and one NaN per sign, so it follows other rules and
//! is not handled: its constants are built from their bits.

use crate::types::FloatKind;

/// The bit pattern of `value` rounded to `kind`, in the low bits, or `None` for
/// `f8E4M3FN`.
pub fn float_bits(value: f64, kind: FloatKind) -> Option<u64> {
    match kind {
        FloatKind::F64 => Some(value.to_bits()),
        FloatKind::F32 => Some(u64::from((value as f32).to_bits())),
        FloatKind::F16 => Some(round_ieee(value, 5, 10)),
        FloatKind::BF16 => Some(round_ieee(value, 8, 7)),
        FloatKind::F8E5M2 => Some(round_ieee(value, 5, 2)),
        FloatKind::F8E4M3FN => None,
    }
}

/// The value of the `f8E4M3FN` bit pattern `bits`: sign, 4 exponent bits
/// (bias 7), 3 mantissa bits; `S.1111.111` is NaN and there is no infinity.
pub fn f8e4m3fn_value(bits: u8) -> f64 {
    let sign = if bits & 0x80 != 0 { -1.0 } else { 1.0 };
    let exp = i32::from((bits >> 3) & 0xF);
    let man = f64::from(bits & 0x7);
    if exp == 0xF && man == 7.0 {
        return f64::NAN;
    }
    match exp {
        0 => sign * man / 8.0 * 2f64.powi(-6),
        _ => sign * (1.0 + man / 8.0) * 2f64.powi(exp - 7),
    }
}

/// Rounds `value` to nearest, ties to even, into an IEEE binary format of
/// `exp_bits` exponent bits and `man_bits` mantissa bits (with subnormals,
/// infinities and NaNs), and returns its bit pattern. Values too large for the
/// format become infinities; a NaN keeps its sign and the top bits of its payload and
/// is made quiet.
fn round_ieee(value: f64, exp_bits: u32, man_bits: u32) -> u64 {
    let bits = value.to_bits();
    let sign = (bits >> 63) << (exp_bits + man_bits);
    let exp_field = ((bits >> 52) & 0x7FF) as i32;
    let man_field = bits & ((1 << 52) - 1);
    let exp_all_ones = (1u64 << exp_bits) - 1;
    let infinity = sign | exp_all_ones << man_bits;
    if exp_field == 0x7FF {
        if man_field == 0 {
            return infinity;
        }
        return infinity | (man_field >> (52 - man_bits)) | 1 << (man_bits - 1);
    }
    // The value is `sig * 2^(exp - 52)`, with `sig` below 2^53.
    let (sig, exp) = match exp_field {
        0 => (man_field, -1022),
        _ => (man_field | 1 << 52, exp_field - 1023),
    };
    if sig == 0 {
        return sign;
    }
    let bias = (1i32 << (exp_bits - 1)) - 1;
    let emin = 1 - bias;
    // The number of low bits of `sig` that do not fit: those below the last mantissa
    // bit, which for a subnormal result sits at 2^(emin - man_bits).
    let shift = 52 - man_bits as i32 + (emin - exp).max(0);
    if shift >= 54 {
        // Less than half of the smallest subnormal: the value rounds to zero.
        return sign;
    }
    let q = round_shift(sig, shift as u32);
    if exp < emin {
        // A subnormal: `q` is the mantissa field. If rounding carried into bit
        // `man_bits`, the value is the smallest normal, whose encoding is that same
        // number.
        return sign | q;
    }
    // A normal: `q` holds the implicit bit at `man_bits`, and rounding may have
    // carried one place above it.
    let (q, biased) = match q >> (man_bits + 1) {
        0 => (q, (exp + bias) as u64),
        _ => (q >> 1, (exp + bias + 1) as u64),
    };
    if biased >= exp_all_ones {
        return infinity;
    }
    sign | biased << man_bits | (q & ((1 << man_bits) - 1))
}

/// `sig >> shift` rounded to nearest, ties to even; `shift` is between 1 and 63.
fn round_shift(sig: u64, shift: u32) -> u64 {
    let q = sig >> shift;
    let rem = sig & ((1 << shift) - 1);
    let half = 1 << (shift - 1);
    if rem > half || (rem == half && q & 1 == 1) {
        q + 1
    } else {
        q
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f16(value: f64) -> u64 {
        float_bits(value, FloatKind::F16).unwrap()
    }

    fn bf16(value: f64) -> u64 {
        float_bits(value, FloatKind::BF16).unwrap()
    }

    #[test]
    fn f16_known_values() {
        assert_eq!(f16(1.0), 0x3C00);
        assert_eq!(f16(-2.0), 0xC000);
        assert_eq!(f16(0.1), 0x2E66);
        assert_eq!(f16(-0.0), 0x8000);
        assert_eq!(f16(65504.0), 0x7BFF);
        // 65520 lies halfway between 65504 and 65536; the tie goes to the even
        // mantissa, which overflows to infinity.
        assert_eq!(f16(65519.0), 0x7BFF);
        assert_eq!(f16(65520.0), 0x7C00);
        assert_eq!(f16(f64::NEG_INFINITY), 0xFC00);
        assert_eq!(f16(f64::NAN), 0x7E00);
    }

    #[test]
    fn f16_subnormals_round_to_even() {
        let tiny = 2f64.powi(-24);
        assert_eq!(f16(tiny), 0x0001);
        assert_eq!(f16(tiny / 2.0), 0x0000);
        assert_eq!(f16(tiny * 1.5), 0x0002);
        assert_eq!(f16(tiny * 2.5), 0x0002);
        assert_eq!(f16(tiny * 0.75), 0x0001);
        assert_eq!(f16(2f64.powi(-14)), 0x0400);
        // Just below the smallest normal, rounding carries into the exponent.
        assert_eq!(f16(2f64.powi(-14) - tiny / 4.0), 0x0400);
        assert_eq!(f16(f64::MIN_POSITIVE), 0x0000);
    }

    #[test]
    fn bf16_known_values() {
        assert_eq!(bf16(1.0), 0x3F80);
        assert_eq!(bf16(3.0), 0x4040);
        assert_eq!(bf16(0.1), 0x3DCD);
        assert_eq!(bf16(-1.0e39), 0xFF80);
        assert_eq!(float_bits(1.5, FloatKind::F8E5M2), Some(0x3E));
        assert_eq!(float_bits(1.0, FloatKind::F8E4M3FN), None);
    }

    #[test]
    fn agrees_with_the_f32_conversion() {
        // A binary32 rounded by hand must match Rust's own conversion, including
        // subnormals, overflow and ties.
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..20_000 {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            // Keep the exponent near binary32's range so that every case occurs.
            let exp = 1023 - 160 + (state >> 40) % 300;
            let value = f64::from_bits((state >> 63) << 63 | exp << 52 | state >> 12);
            let expected = u64::from((value as f32).to_bits());
            assert_eq!(round_ieee(value, 8, 23), expected, "{value:e}");
        }
        // Exact ties, which random values almost never hit.
        let ulp = 2f64.powi(-23);
        for value in [
            1.0 + ulp / 2.0,
            1.0 + 1.5 * ulp,
            -(2.0 + ulp),
            2f64.powi(-150),
        ] {
            let expected = u64::from((value as f32).to_bits());
            assert_eq!(round_ieee(value, 8, 23), expected, "{value:e}");
        }
    }
}
