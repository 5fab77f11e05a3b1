//! Appending numbers to the PTX text without the formatting machinery.
//!
//! The writer prints a register name or an immediate for nearly every word of
//! the output; going through `core::fmt` (`write!`, `Display`) for each cost more
//! than everything else in the emitter together. These helpers push the digits
//! straight into the output `String`.

/// Appends `n` in decimal.
pub fn push_u64(out: &mut String, mut n: u64) {
    // Register numbers, the bulk of what is printed, are mostly below 100.
    if n < 10 {
        out.push(char::from(b'0' + n as u8));
        return;
    }
    if n < 100 {
        out.push(char::from(b'0' + (n / 10) as u8));
        out.push(char::from(b'0' + (n % 10) as u8));
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

/// Appends `s`, a short piece of text (a mnemonic, a type suffix).
///
/// `push_str` copies a string whose length is not known when compiling with a
/// call to `memcpy`, which costs more than the few bytes it moves; here each
/// length up to 8 has its own copy of a fixed size, which compiles to a move.
#[inline]
pub fn push_short(out: &mut String, s: &str) {
    match s.len() {
        0 => {}
        1 => out.push_str(&s[..1]),
        2 => out.push_str(&s[..2]),
        3 => out.push_str(&s[..3]),
        4 => out.push_str(&s[..4]),
        5 => out.push_str(&s[..5]),
        6 => out.push_str(&s[..6]),
        7 => out.push_str(&s[..7]),
        8 => out.push_str(&s[..8]),
        _ => out.push_str(s),
    }
}

/// Appends `n` in decimal, with a `-` when negative.
pub fn push_i64(out: &mut String, n: i64) {
    if n < 0 {
        out.push('-');
    }
    push_u64(out, n.unsigned_abs());
}

/// Appends the low `digits` hexadecimal digits of `bits`, upper case, leading
/// zeros included (`{:08X}` for `digits = 8`).
pub fn push_hex(out: &mut String, bits: u64, digits: u32) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for k in (0..digits).rev() {
        out.push(char::from(HEX[((bits >> (4 * k)) & 0xf) as usize]));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_match_format() {
        for n in [0u64, 7, 10, 99, 100, 12345, u64::MAX] {
            let mut s = String::new();
            push_u64(&mut s, n);
            assert_eq!(s, n.to_string());
        }
        for text in ["", "a", "ld", "mul.wide", "ld.global.cg"] {
            let mut s = String::from(">");
            push_short(&mut s, text);
            assert_eq!(s, format!(">{text}"));
        }
        for n in [0i64, -1, -10, 42, i64::MIN, i64::MAX] {
            let mut s = String::new();
            push_i64(&mut s, n);
            assert_eq!(s, n.to_string());
        }
        for (bits, digits) in [(0x3F80_0000u64, 8), (0xABCD, 4), (u64::MAX, 16), (0, 8)] {
            let mut s = String::new();
            push_hex(&mut s, bits, digits);
            assert_eq!(s, format!("{:0w$X}", bits, w = digits as usize));
        }
    }
}
