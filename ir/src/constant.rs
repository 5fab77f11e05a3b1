//! Constant values of `arith.constant`.
//!
//! Elements are stored as raw 64-bit patterns, read through the constant's type: an
//! integer element is its low `width` bits, zero-extended (`true` is 1, and `-1 : i32`
//! is `0xFFFF_FFFF`; [`sign_extend`] gives the signed value), a float element is its
//! IEEE bit pattern in the low bits (`0xFF800000` for f32 negative infinity). Raw bits keep NaN payloads and negative
//! zeros exact, so printing and parsing are exact inverses.

/// The value of a constant.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum ConstantValue {
    /// A scalar: `42 : i32`, `true`, `1.000000e+00 : f32`.
    Scalar(u64),
    /// A tensor with one value everywhere: `dense<0.000000e+00> : tensor<64xf32>`.
    Splat(u64),
    /// A tensor given element by element, row-major: `dense<[1, 2, 3]>`.
    Elements(Box<[u64]>),
}

impl ConstantValue {
    /// The element at row-major index `idx`.
    pub fn element(&self, idx: usize) -> u64 {
        match self {
            ConstantValue::Scalar(bits) | ConstantValue::Splat(bits) => *bits,
            ConstantValue::Elements(elems) => elems[idx],
        }
    }

    /// The single value of a scalar or splat.
    pub fn splat_value(&self) -> Option<u64> {
        match self {
            ConstantValue::Scalar(bits) | ConstantValue::Splat(bits) => Some(*bits),
            ConstantValue::Elements(_) => None,
        }
    }
}

/// Sign-extends the low `bits` bits of `value`.
pub fn sign_extend(value: u64, bits: u32) -> i64 {
    if bits >= 64 {
        return value as i64;
    }
    let shift = 64 - bits;
    ((value << shift) as i64) >> shift
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sign_extension() {
        assert_eq!(sign_extend(0xFFFF_FFFF, 32), -1);
        assert_eq!(sign_extend(1, 1), -1);
        assert_eq!(sign_extend(0x7F, 8), 127);
        assert_eq!(sign_extend(0x80, 8), -128);
    }

    #[test]
    fn elements() {
        let c = ConstantValue::Elements(vec![1, 2, 3].into());
        assert_eq!(c.element(2), 3);
        assert_eq!(c.splat_value(), None);
        assert_eq!(ConstantValue::Splat(7).element(100), 7);
    }
}
