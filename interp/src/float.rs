//! Float formats: rounding to them, their bit patterns, and conversions into them.
//!
//! The interpreter keeps `f16`, `bf16` and the 8-bit formats in `f32` storage
//! (every value of those formats is an `f32`), and rounds to the format after every
//! op. From `f32`, `f16` and `bf16` round through the `half` crate (round to
//! nearest, ties to even); from `f64`, and for the 8-bit formats, values round by
//! `round_small`, which rounds once (`half` goes from `f64` through `f32`), and which
//! the tests check against `half`.
//!
//! | format | mantissa bits | smallest normal exponent | overflow |
//! |---|---:|---:|---|
//! | `f16` | 10 | -14 | to infinity (IEEE) |
//! | `bf16` | 7 | -126 | to infinity (IEEE) |
//! | `f8E5M2` | 2 | -14 | saturates to ±57344, as PTX `cvt.rn.satfinite` |
//! | `f8E4M3FN` | 3 | -6 | saturates to ±448 (the format has no infinity) |
//!
//! Why computing in `f32` and then rounding gives the correctly rounded `f16` or
//! `bf16` result of `+ - * /` and `sqrt`: `f32` has 24 bits of precision, at least
//! twice the narrow format's plus two, and then rounding twice never differs from
//! rounding once (Figueroa, "When is double rounding innocuous?", 1995).

use tilelift_ir::FloatKind;

/// The parameters of a binary float format narrower than `f32`.
#[derive(Copy, Clone, Debug)]
struct SmallFormat {
    man_bits: u32,
    exp_bits: u32,
    emin: i32,
    max: f64,
    saturate: bool,
}

fn small_format(kind: FloatKind) -> Option<SmallFormat> {
    let (man_bits, exp_bits, emin, max, saturate) = match kind {
        FloatKind::F16 => (10, 5, -14, 65504.0, false),
        FloatKind::BF16 => (7, 8, -126, 3.3895313892515355e38, false),
        FloatKind::F8E5M2 => (2, 5, -14, 57344.0, true),
        FloatKind::F8E4M3FN => (3, 4, -6, 448.0, true),
        FloatKind::F32 | FloatKind::F64 => return None,
    };
    Some(SmallFormat {
        man_bits,
        exp_bits,
        emin,
        max,
        saturate,
    })
}

/// `x` rounded to nearest, ties to even, into a format narrower than `f32`
/// (subnormals included; overflow as in the table above).
fn round_small(x: f64, fmt: SmallFormat) -> f64 {
    if x == 0.0 || x.is_nan() {
        return x;
    }
    if x.is_infinite() {
        return if fmt.saturate { fmt.max.copysign(x) } else { x };
    }
    let exp = ((x.to_bits() >> 52) & 0x7FF) as i32 - 1023;
    let quantum = 2f64.powi(exp.max(fmt.emin) - fmt.man_bits as i32);
    // Dividing by a power of two and rounding to an integer are exact in f64.
    let q = (x / quantum).round_ties_even() * quantum;
    match (q.abs() > fmt.max, fmt.saturate) {
        (false, _) => q,
        (true, true) => fmt.max.copysign(x),
        (true, false) => f64::INFINITY.copysign(x),
    }
}

/// `x` rounded to the format `kind` (to nearest, ties to even), kept in `f32`.
/// `f64` values are not kept in `f32`; for `F64` this is the identity.
pub fn round_f32(kind: FloatKind, x: f32) -> f32 {
    match kind {
        FloatKind::F32 | FloatKind::F64 => x,
        FloatKind::F16 => half::f16::from_f32(x).to_f32(),
        FloatKind::BF16 => half::bf16::from_f32(x).to_f32(),
        _ => round_from_f64(kind, f64::from(x)) as f32,
    }
}

/// `x` rounded once, to nearest, ties to even, into the format `kind`.
pub fn round_from_f64(kind: FloatKind, x: f64) -> f64 {
    match kind {
        FloatKind::F64 => x,
        FloatKind::F32 => f64::from(x as f32),
        // `half` converts from `f64` through `f32` (or by truncating bits), which
        // can round twice; the generic rounding rounds once.
        _ => small_format(kind).map_or(x, |fmt| round_small(x, fmt)),
    }
}

/// `x` rounded toward zero into the format `kind`: the nearest-even result, moved
/// one step toward zero when it lies farther from zero than `x`. A finite `x`
/// never becomes infinite.
pub fn round_toward_zero(kind: FloatKind, x: f64) -> f64 {
    let nearest = round_from_f64(kind, x);
    if x.is_nan() || x.is_infinite() || nearest.abs() <= x.abs() {
        return nearest;
    }
    let bits = encode(kind, nearest);
    // Bit patterns of one sign grow with the magnitude, so one less is one step
    // toward zero (from infinity, the largest finite value).
    decode(kind, bits - 1)
}

/// The value of the bit pattern `bits` (in the low bits) of the format `kind`.
pub fn decode(kind: FloatKind, bits: u64) -> f64 {
    match kind {
        FloatKind::F64 => f64::from_bits(bits),
        FloatKind::F32 => f64::from(f32::from_bits(bits as u32)),
        FloatKind::F16 => half::f16::from_bits(bits as u16).to_f64(),
        FloatKind::BF16 => half::bf16::from_bits(bits as u16).to_f64(),
        FloatKind::F8E5M2 => f64::from(half::f16::from_bits((bits as u16 & 0xFF) << 8)),
        FloatKind::F8E4M3FN => tilelift_ir::float::f8e4m3fn_value(bits as u8),
    }
}

/// The bit pattern of `x` in the format `kind`, in the low bits. `x` should be a
/// value of the format; other values are rounded to nearest first.
pub fn encode(kind: FloatKind, x: f64) -> u64 {
    match kind {
        FloatKind::F64 => x.to_bits(),
        FloatKind::F32 => u64::from((x as f32).to_bits()),
        FloatKind::F16 => u64::from(half::f16::from_f64(round_from_f64(kind, x)).to_bits()),
        FloatKind::BF16 => u64::from(half::bf16::from_f64(round_from_f64(kind, x)).to_bits()),
        FloatKind::F8E5M2 => {
            let rounded = round_from_f64(kind, x);
            u64::from(half::f16::from_f64(rounded).to_bits() >> 8)
        }
        FloatKind::F8E4M3FN => encode_small(round_from_f64(kind, x), FloatKind::F8E4M3FN),
    }
}

/// The bit pattern of a value of a small format, built from its exponent and
/// mantissa (NaN is all ones below the sign, as `f8E4M3FN` spells it).
fn encode_small(x: f64, kind: FloatKind) -> u64 {
    let Some(fmt) = small_format(kind) else {
        return 0;
    };
    let sign = u64::from(x.is_sign_negative()) << (fmt.exp_bits + fmt.man_bits);
    if x.is_nan() {
        return sign | ((1 << (fmt.exp_bits + fmt.man_bits)) - 1);
    }
    if x == 0.0 {
        return sign;
    }
    let exp = (((x.to_bits() >> 52) & 0x7FF) as i32 - 1023).max(fmt.emin - 1);
    let biased = (exp - fmt.emin + 1).max(0) as u64;
    let scale = 2f64.powi(exp.max(fmt.emin) - fmt.man_bits as i32);
    let man = (x.abs() / scale) as u64 & ((1 << fmt.man_bits) - 1);
    sign | biased << fmt.man_bits | man
}

/// An integer converted to the format `kind`, rounded once to nearest, ties to
/// even. Going through `f64` rounds an integer of more than 53 bits, and a second
/// rounding into a narrow format could then differ from one rounding; so such
/// integers are first rounded to odd at 53 bits, after which rounding to any format
/// of at most 51 bits of precision is exact (Boldo and Melquiond, 2008).
pub fn int_to_float(kind: FloatKind, value: i64, unsigned: bool) -> f64 {
    let negative = !unsigned && value < 0;
    let magnitude = if negative {
        value.unsigned_abs()
    } else {
        value as u64
    };
    let as_f64 = match kind {
        FloatKind::F64 => magnitude as f64,
        FloatKind::F32 => f64::from(magnitude as f32),
        _ => round_from_f64(kind, round_to_odd_53(magnitude)),
    };
    if negative {
        -as_f64
    } else {
        as_f64
    }
}

/// `x` as an `f64`, rounded to odd when it has more than 53 significant bits.
fn round_to_odd_53(x: u64) -> f64 {
    let width = 64 - x.leading_zeros();
    if width <= 53 {
        return x as f64;
    }
    let shift = width - 53;
    let kept = (x >> shift) | u64::from(x & ((1 << shift) - 1) != 0);
    kept as f64 * 2f64.powi(shift as i32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f16_ties_round_to_even() {
        // 1 + 2^-11 lies halfway between 1 and 1 + 2^-10: the even one is 1.
        let tie_down = 1.0 + 2f32.powi(-11);
        assert_eq!(round_f32(FloatKind::F16, tie_down), 1.0);
        // 1 + 3 * 2^-11 lies halfway between 1 + 2^-10 (odd) and 1 + 2^-9 (even).
        let tie_up = 1.0 + 3.0 * 2f32.powi(-11);
        assert_eq!(round_f32(FloatKind::F16, tie_up), 1.0 + 2f32.powi(-9));
        // Just above a tie rounds up.
        let above = 1.0 + 2f32.powi(-11) + 2f32.powi(-20);
        assert_eq!(round_f32(FloatKind::F16, above), 1.0 + 2f32.powi(-10));
        // 65520 is halfway between 65504 and 65536: it overflows to infinity.
        assert_eq!(round_f32(FloatKind::F16, 65520.0), f32::INFINITY);
        assert_eq!(round_f32(FloatKind::F16, 65519.0), 65504.0);
    }

    #[test]
    fn bf16_ties_round_to_even() {
        assert_eq!(round_f32(FloatKind::BF16, 1.0 + 2f32.powi(-8)), 1.0);
        let tie_up = 1.0 + 3.0 * 2f32.powi(-8);
        assert_eq!(round_f32(FloatKind::BF16, tie_up), 1.0 + 2f32.powi(-6));
        assert_eq!(round_f32(FloatKind::BF16, -1.0 - 2f32.powi(-8)), -1.0);
    }

    #[test]
    fn the_generic_rounding_agrees_with_half() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..20000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let x = f32::from_bits(state as u32);
            if !x.is_finite() {
                continue;
            }
            for kind in [FloatKind::F16, FloatKind::BF16] {
                let fmt = small_format(kind).unwrap();
                let generic = round_small(f64::from(x), fmt) as f32;
                assert_eq!(
                    generic.to_bits(),
                    round_f32(kind, x).to_bits(),
                    "{x:e} {kind:?}"
                );
            }
        }
    }

    #[test]
    fn eight_bit_formats_round_trip_and_saturate() {
        for bits in 0..=255u64 {
            for kind in [FloatKind::F8E5M2, FloatKind::F8E4M3FN] {
                let value = decode(kind, bits);
                if value.is_nan() {
                    continue;
                }
                if kind == FloatKind::F8E5M2 && value.is_infinite() {
                    continue;
                }
                assert_eq!(encode(kind, value), bits, "{kind:?} {bits:#x}");
            }
        }
        assert_eq!(round_from_f64(FloatKind::F8E4M3FN, 1000.0), 448.0);
        assert_eq!(round_from_f64(FloatKind::F8E5M2, -1e9), -57344.0);
        // 1.0625 is halfway between 1 and 1.125 in f8E4M3FN: the even one is 1.
        assert_eq!(round_from_f64(FloatKind::F8E4M3FN, 1.0625), 1.0);
    }

    #[test]
    fn rounding_toward_zero() {
        let x = 1.0 + 3.0 * 2f64.powi(-11);
        assert_eq!(round_toward_zero(FloatKind::F16, x), 1.0 + 2f64.powi(-10));
        assert_eq!(
            round_toward_zero(FloatKind::F16, -x),
            -(1.0 + 2f64.powi(-10))
        );
        assert_eq!(round_toward_zero(FloatKind::F16, 1e6), 65504.0);
        assert_eq!(round_toward_zero(FloatKind::F32, 1.0 + 1e-12), 1.0);
    }

    #[test]
    fn integers_round_once() {
        // 2^53 + 2^29 + 1 lies just above the midpoint between the f32 values 2^53
        // and 2^53 + 2^30: it must round up.
        let x = (1i64 << 53) + (1 << 29) + 1;
        assert_eq!(
            int_to_float(FloatKind::F32, x, false),
            ((1i64 << 53) + (1 << 30)) as f64
        );
        // For bf16, 2^62 + 2^54 + 1 lies just above the midpoint between 2^62 and
        // 2^62 + 2^55; through f64 alone it would fall on the midpoint and round down.
        let y = (1i64 << 62) + (1 << 54) + 1;
        let up = 2f64.powi(62) + 2f64.powi(55);
        assert_eq!(int_to_float(FloatKind::BF16, y, false), up);
        assert_eq!(int_to_float(FloatKind::BF16, -y, false), -up);
        assert_eq!(int_to_float(FloatKind::F16, -1, true), f64::INFINITY);
        assert_eq!(int_to_float(FloatKind::F32, -1, true), 2f64.powi(64));
    }
}
