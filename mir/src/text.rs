//! Appending numbers and short text to an emitter's output without the
//! formatting machinery: the PTX writer and the AMDGCN writer both use these.
//!
//! A writer prints a register name or an immediate for nearly every word of
//! the output; going through `core::fmt` (`write!`, `Display`) for each cost more
//! than everything else in the PTX emitter together. These helpers push the
//! digits straight into the output `String`.

/// Appends `n` in decimal.
pub fn push_u64(out: &mut String, mut n: u64) {
    // Register numbers, the bulk of what is printed, are mostly below 100.
    if n < 10 {
        out.push(char::from(b'0' + n as u8));
        return;
    }
    if n < 100 {
        push_two_digits(out, n as usize);
        return;
    }
    // Then the register numbers of large kernels: two pairs of digits, the
    // first maybe a single digit.
    if n < 10_000 {
        let (high, low) = ((n / 100) as usize, (n % 100) as usize);
        if high < 10 {
            out.push(char::from(b'0' + high as u8));
        } else {
            push_two_digits(out, high);
        }
        push_two_digits(out, low);
        return;
    }
    // The digits come out last first: collect them, then push them in order.
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    while n > 0 {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
    }
    for &d in &buf[i..] {
        out.push(char::from(d));
    }
}

/// Appends `s`, a short piece of text (a mnemonic, a type suffix, a
/// register's name).
///
/// `push_str` copies a string whose length is not known when compiling with a
/// call to `memcpy`, which costs more than the few bytes it moves; here each
/// length up to 24 has its own copy of a fixed size, which compiles to moves.
#[inline]
pub fn push_short(out: &mut String, s: &str) {
    macro_rules! fixed {
        ($($n:literal)*) => {
            match s.len() {
                $($n => out.push_str(&s[..$n]),)*
                _ => out.push_str(s),
            }
        };
    }
    fixed!(1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24)
}

/// The numbers 00 to 99, two digits each.
const DIGITS: &str = "00010203040506070809101112131415161718192021222324252627282930313233343536373839\
                      40414243444546474849505152535455565758596061626364656667686970717273747576777879\
                      8081828384858687888990919293949596979899";

/// Appends `n`, below 100, as two digits: one copy of a fixed size.
#[inline]
pub fn push_two_digits(out: &mut String, n: usize) {
    out.push_str(&DIGITS[2 * n..2 * n + 2]);
}

/// The bytes 00 to FF, two hexadecimal digits each.
const HEX_PAIRS: &str = "000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F\
                         202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F\
                         404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F\
                         606162636465666768696A6B6C6D6E6F707172737475767778797A7B7C7D7E7F\
                         808182838485868788898A8B8C8D8E8F909192939495969798999A9B9C9D9E9F\
                         A0A1A2A3A4A5A6A7A8A9AAABACADAEAFB0B1B2B3B4B5B6B7B8B9BABBBCBDBEBF\
                         C0C1C2C3C4C5C6C7C8C9CACBCCCDCECFD0D1D2D3D4D5D6D7D8D9DADBDCDDDEDF\
                         E0E1E2E3E4E5E6E7E8E9EAEBECEDEEEFF0F1F2F3F4F5F6F7F8F9FAFBFCFDFEFF";

/// Appends `n` in decimal, with a `-` when negative.
pub fn push_i64(out: &mut String, n: i64) {
    if n < 0 {
        out.push('-');
    }
    push_u64(out, n.unsigned_abs());
}

/// Appends the low `digits` hexadecimal digits of `bits`, upper case, leading
/// zeros included (`{:08X}` for `digits = 8`).
/// `digits` is even (4, 8 or 16 for the float types): the digits go out a
/// byte, two digits, at a time.
pub fn push_hex(out: &mut String, bits: u64, digits: u32) {
    for k in (0..digits / 2).rev() {
        let byte = ((bits >> (8 * k)) & 0xff) as usize;
        out.push_str(&HEX_PAIRS[2 * byte..2 * byte + 2]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_hold_every_pair() {
        for n in 0..100 {
            let mut s = String::new();
            push_two_digits(&mut s, n);
            assert_eq!(s, format!("{n:02}"));
        }
        for b in 0..256 {
            let mut s = String::new();
            push_hex(&mut s, b, 2);
            assert_eq!(s, format!("{b:02X}"));
        }
    }

    #[test]
    fn numbers_match_format() {
        for n in [
            0u64,
            7,
            10,
            99,
            100,
            101,
            999,
            1000,
            1009,
            9999,
            10000,
            12345,
            u64::MAX,
        ] {
            let mut s = String::new();
            push_u64(&mut s, n);
            assert_eq!(s, n.to_string());
        }
        let long = "v_accvgpr_write_b32 a12, v[100:101], with more than 24 bytes";
        for end in 0..=long.len() {
            let mut s = String::from(">");
            push_short(&mut s, &long[..end]);
            assert_eq!(s, format!(">{}", &long[..end]));
        }
        for n in [0i64, -1, -10, 42, i64::MIN, i64::MAX] {
            let mut s = String::new();
            push_i64(&mut s, n);
            assert_eq!(s, n.to_string());
        }
        for (bits, digits) in [
            (0x3F80_0000u64, 8),
            (0xABCD, 4),
            (u64::MAX, 16),
            (0, 8),
            (0x0123_4567_89AB_CDEF, 16),
        ] {
            let mut s = String::new();
            push_hex(&mut s, bits, digits);
            assert_eq!(s, format!("{:0w$X}", bits, w = digits as usize));
        }
    }
}
