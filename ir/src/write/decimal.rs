//! A float's decimal text as LLVM's `APFloat::toString` writes it, which is what
//! MLIR prints: not the correctly rounded decimal, but the exact value first cut
//! (truncated) to the digits its bit count suggests, then rounded half up to the
//! precision asked for. The cut makes the two differ: f32 `0.7`
//! (0.699999988...) gives `6.999990e-01` at six digits where a correct rounding
//! gives `7.000000e-01`, and MLIR, finding that it does not read back, prints
//! `0.699999988` instead.

/// How to write the digits, as `APFloat::toString`'s arguments.
#[derive(Clone, Copy)]
pub(super) struct Format {
    /// Significant digits kept (`FormatPrecision`); 0 asks for as many as the
    /// format needs to read back, `2 + precision * 59 / 196`.
    pub precision: usize,
    /// Zeros that plain notation may add before scientific notation is used
    /// (`FormatMaxPadding`); 0 means always scientific.
    pub max_padding: i32,
    /// `TruncateZero`: `E` and no padding when true; when false, `e`, digits padded
    /// to `precision` after the point and an exponent of at least two digits
    /// (printf's `%e`).
    pub truncate_zero: bool,
}

/// MLIR's first try: `APFloat::toString(6, 0, false)`, six digits after the point.
pub(super) const SCIENTIFIC: Format = Format {
    precision: 6,
    max_padding: 0,
    truncate_zero: false,
};

/// MLIR's second try: `APFloat::toString()`, as many digits as read back.
pub(super) const NATURAL: Format = Format {
    precision: 0,
    max_padding: 3,
    truncate_zero: true,
};

/// A finite float as `APFloat` holds it: sign, integer significand and binary
/// exponent (`value = significand * 2^exp`), and the format's precision in bits.
#[derive(Clone, Copy)]
pub(super) struct Finite {
    pub negative: bool,
    pub significand: u64,
    pub exp: i32,
    pub precision_bits: u32,
}

/// `APFloat::toString` of `value` in `format`.
pub(super) fn to_string(value: Finite, format: Format) -> String {
    let sign = if value.negative { "-" } else { "" };
    let precision = if format.precision == 0 {
        2 + value.precision_bits as usize * 59 / 196
    } else {
        format.precision
    };
    if value.significand == 0 {
        return format!("{sign}{}", zero(precision, format));
    }
    let (digits, exp) = rounded_digits(value, precision);
    format!("{sign}{}", layout(&digits, exp, precision, format))
}

fn zero(precision: usize, format: Format) -> String {
    match (format.max_padding, format.truncate_zero) {
        (0, true) => "0.0E+0".to_string(),
        (0, false) => format!("0.0{}e+00", "0".repeat(precision.saturating_sub(1))),
        _ => "0".to_string(),
    }
}

/// The significant digits (most significant first, no trailing zeros) and the
/// decimal exponent of the last one.
fn rounded_digits(value: Finite, precision: usize) -> (Vec<u8>, i32) {
    let trailing = value.significand.trailing_zeros();
    let mut exp = value.exp + trailing as i32;
    let mut n = Big::from(value.significand >> trailing);
    // value = n * 2^exp = n * 5^-exp * 10^exp when exp < 0.
    if exp > 0 {
        n.shl(exp as u32);
        exp = 0;
    } else {
        for _ in 0..-exp {
            n.mul_small(5);
        }
    }
    // The cut: drop the decimal digits beyond what `precision` digits need in
    // bits (196/59 slightly over log2(10)), estimated from the bit count.
    let bits_required = (precision * 196).div_ceil(59);
    let bits = n.bit_len();
    if bits > bits_required {
        let tens = (bits - bits_required) * 59 / 196;
        exp += tens as i32;
        for _ in 0..tens {
            n.div_small(10);
        }
    }
    // Least significant first, trailing zeros dropped.
    let mut digits = Vec::new();
    while !n.is_zero() {
        let d = n.div_small(10) as u8;
        if digits.is_empty() && d == 0 {
            exp += 1;
        } else {
            digits.push(d);
        }
    }
    round_half_up(&mut digits, &mut exp, precision);
    digits.reverse();
    (digits, exp)
}

/// Rounds least-significant-first `digits` to `precision` digits, half up,
/// dropping the zeros that leaves at the end.
fn round_half_up(digits: &mut Vec<u8>, exp: &mut i32, precision: usize) {
    let n = digits.len();
    if n <= precision {
        return;
    }
    let mut first = n - precision;
    if digits[first - 1] < 5 {
        while first < n && digits[first] == 0 {
            first += 1;
        }
    } else {
        while first < n && digits[first] == 9 {
            first += 1;
        }
        if first == n {
            *exp += n as i32;
            *digits = vec![1];
            return;
        }
        digits[first] += 1;
    }
    *exp += first as i32;
    digits.drain(..first);
}

/// Scientific or plain notation, as `APFloat::toString` chooses.
fn layout(digits: &[u8], exp: i32, precision: usize, format: Format) -> String {
    let text = |ds: &[u8]| ds.iter().map(|d| char::from(b'0' + d)).collect::<String>();
    let n = digits.len() as i32;
    let scientific = if format.max_padding == 0 {
        true
    } else if exp >= 0 {
        exp > format.max_padding || n + exp > precision as i32
    } else {
        let msd = exp + n - 1;
        msd < 0 && -msd > format.max_padding
    };
    if scientific {
        let exp10 = exp + n - 1;
        let mut s = text(&digits[..1]);
        s.push('.');
        if n == 1 && format.truncate_zero {
            s.push('0');
        } else {
            s.push_str(&text(&digits[1..]));
        }
        if !format.truncate_zero && precision + 1 > n as usize {
            s.push_str(&"0".repeat(precision + 1 - n as usize));
        }
        s.push(if format.truncate_zero { 'E' } else { 'e' });
        s.push(if exp10 >= 0 { '+' } else { '-' });
        let width = if format.truncate_zero { 1 } else { 2 };
        s.push_str(&format!("{:0width$}", exp10.unsigned_abs()));
        return s;
    }
    if exp >= 0 {
        return format!("{}{}", text(digits), "0".repeat(exp as usize));
    }
    let whole = n + exp;
    if whole > 0 {
        let (a, b) = digits.split_at(whole as usize);
        format!("{}.{}", text(a), text(b))
    } else {
        format!("0.{}{}", "0".repeat((-whole) as usize), text(digits))
    }
}

/// An unsigned integer of any size, little-endian 32-bit limbs: just what
/// `value * 5^k` and `2^k` need (up to about 2,600 bits for f64).
struct Big(Vec<u32>);

impl Big {
    fn from(v: u64) -> Big {
        Big(vec![v as u32, (v >> 32) as u32])
    }

    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for limb in &mut self.0 {
            let p = u64::from(*limb) * u64::from(m) + carry;
            *limb = p as u32;
            carry = p >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }

    fn shl(&mut self, bits: u32) {
        for _ in 0..bits / 32 {
            self.0.insert(0, 0);
        }
        let r = bits % 32;
        if r != 0 {
            let mut carry = 0u32;
            for limb in &mut self.0 {
                let next = *limb >> (32 - r);
                *limb = (*limb << r) | carry;
                carry = next;
            }
            if carry != 0 {
                self.0.push(carry);
            }
        }
    }

    /// Divides in place, returning the remainder.
    fn div_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for limb in self.0.iter_mut().rev() {
            let cur = (rem << 32) | u64::from(*limb);
            *limb = (cur / u64::from(d)) as u32;
            rem = cur % u64::from(d);
        }
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
        rem as u32
    }

    fn bit_len(&self) -> usize {
        match self.0.iter().rposition(|&l| l != 0) {
            Some(i) => i * 32 + 32 - self.0[i].leading_zeros() as usize,
            None => 0,
        }
    }

    fn is_zero(&self) -> bool {
        self.0.iter().all(|&l| l == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32_finite(v: f32) -> Finite {
        let bits = v.to_bits();
        let (e, m) = ((bits >> 23) & 0xFF, u64::from(bits & 0x7F_FFFF));
        let (significand, exponent) = if e == 0 {
            (m, -126)
        } else {
            (m | 1 << 23, e as i32 - 127)
        };
        Finite {
            negative: bits >> 31 != 0,
            significand,
            exp: exponent - 23,
            precision_bits: 24,
        }
    }

    /// What Triton 3.6's MLIR printed for these f32 constants (both forms seen
    /// in its TTIR; the scientific ones here are those it kept, or would
    /// have, had they read back).
    #[test]
    fn cut_then_round_as_apfloat() {
        let sci = |v: f32| to_string(f32_finite(v), SCIENTIFIC);
        let nat = |v: f32| to_string(f32_finite(v), NATURAL);
        assert_eq!(sci(0.7), "6.999990e-01");
        assert_eq!(nat(0.7), "0.699999988");
        assert_eq!(sci(0.044715), "4.471500e-02");
        assert_eq!(sci(1e-40), "9.999940e-41");
        assert_eq!(nat(1e-6), "9.99999997E-7");
        assert_eq!(nat(0.01), "0.00999999977");
        assert_eq!(nat(999999.94), "999999.937");
        assert_eq!(nat(0.9999999), "0.99999988");
        assert_eq!(nat(123456.7), "123456.703");
        assert_eq!(sci(0.0), "0.000000e+00");
        assert_eq!(sci(1e10), "1.000000e+10");
    }

    #[test]
    fn big_shifts_and_divides() {
        let mut n = Big::from(3);
        n.shl(100);
        assert_eq!(n.bit_len(), 102);
        let mut rem = 0;
        for _ in 0..100 {
            rem = n.div_small(2);
        }
        assert_eq!((rem, n.0.as_slice()), (0, &[3u32][..]));
    }
}
