//! MD5 (RFC 1321), for the hashes that key a printf format string in the
//! buffered printf protocol ([`crate::printf`]): the frame carries the low 64
//! bits of the format's digest, the code object metadata the same bits next
//! to the format.
//!
//! Written from RFC 1321's description (sections 3.1-3.5: padding to 448
//! bits mod 512, the length in bits as a little-endian 64-bit word, four
//! rounds of sixteen steps on 32-bit words read little-endian, the shift
//! amounts of 3.4 and the sine table `T[i] = floor(2^32 * |sin(i)|)`, which
//! is computed here, not tabulated). Checked against the RFC's test suite
//! (its appendix A.5) in the tests below.

/// The per-step left rotations of the four rounds (RFC 1321, 3.4).
const SHIFTS: [[u32; 4]; 4] = [
    [7, 12, 17, 22],
    [5, 9, 14, 20],
    [4, 11, 16, 23],
    [6, 10, 15, 21],
];

/// `T[i+1] = floor(2^32 * |sin(i+1)|)`, `i` in 0..64 (RFC 1321, 3.4). `f64`
/// has the 32 bits after the point that the floor needs with room to spare
/// (|sin| < 1, so 52 bits of mantissa cover them), and Rust's `sin` is
/// within an ulp, far from changing the floor of any of the 64 values (the
/// RFC 1321 vectors below would fail otherwise).
fn sine_table() -> [u32; 64] {
    let mut t = [0u32; 64];
    for (i, x) in t.iter_mut().enumerate() {
        *x = (((i + 1) as f64).sin().abs() * 4_294_967_296.0) as u32;
    }
    t
}

/// The 16-byte digest of `data` (RFC 1321, 3.5: A, B, C, D, each
/// little-endian).
pub fn digest(data: &[u8]) -> [u8; 16] {
    let t = sine_table();
    let mut state: [u32; 4] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476];
    // Padding (3.1) and length (3.2).
    let mut msg = data.to_vec();
    msg.push(0x80);
    while msg.len() % 64 != 56 {
        msg.push(0);
    }
    msg.extend_from_slice(&((data.len() as u64).wrapping_mul(8)).to_le_bytes());
    for block in msg.chunks_exact(64) {
        let x: Vec<u32> = block
            .chunks_exact(4)
            .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
            .collect();
        let [mut a, mut b, mut c, mut d] = state;
        for i in 0..64 {
            let round = i / 16;
            // The round's function and the order its steps read the words
            // in (3.4: F, G, H, I; k, 5k+1, 3k+5, 7k mod 16).
            let (f, k) = match round {
                0 => ((b & c) | (!b & d), i),
                1 => ((b & d) | (c & !d), (5 * i + 1) % 16),
                2 => (b ^ c ^ d, (3 * i + 5) % 16),
                _ => (c ^ (b | !d), (7 * i) % 16),
            };
            let sum = a.wrapping_add(f).wrapping_add(x[k]).wrapping_add(t[i]);
            let rotated = sum.rotate_left(SHIFTS[round][i % 4]);
            (a, d, c, b) = (d, c, b, b.wrapping_add(rotated));
        }
        for (s, v) in state.iter_mut().zip([a, b, c, d]) {
            *s = s.wrapping_add(v);
        }
    }
    let mut out = [0u8; 16];
    for (i, s) in state.iter().enumerate() {
        out[4 * i..4 * i + 4].copy_from_slice(&s.to_le_bytes());
    }
    out
}

/// The first eight bytes of the digest read as a little-endian `u64`:
/// LLVM's `MD5::MD5Result::low()` (llvm/llvm-project
/// `llvm/include/llvm/Support/MD5.h`: "Our MD5 implementation returns the
/// result in little endian, so the low word is first"; `MD5::final` in
/// `llvm/lib/Support/MD5.cpp` writes A, B, C, D little-endian, the RFC's
/// byte order).
pub fn low64(data: &[u8]) -> u64 {
    let d = digest(data);
    u64::from_le_bytes([d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(d: [u8; 16]) -> String {
        d.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// RFC 1321, appendix A.5 ("MD5 test suite").
    #[test]
    fn rfc_1321_test_suite() {
        let suite = [
            ("", "d41d8cd98f00b204e9800998ecf8427e"),
            ("a", "0cc175b9c0f1b6a831c399e269772661"),
            ("abc", "900150983cd24fb0d6963f7d28e17f72"),
            ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
            (
                "abcdefghijklmnopqrstuvwxyz",
                "c3fcd3d76192e4007dfb496cca67e13b",
            ),
            (
                "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
                "d174ab98d277d9f5a5611c2c9f419d9f",
            ),
            (
                "12345678901234567890123456789012345678901234567890123456789012345678901234567890",
                "57edf4a22be3c955ac49da2e2107b67a",
            ),
        ];
        for (text, want) in suite {
            assert_eq!(hex(digest(text.as_bytes())), want, "{text:?}");
        }
    }

    /// The low word is the digest's first eight bytes, little-endian:
    /// `d41d8cd98f00b204...` gives `0x04b2008fd98c1dd4`.
    #[test]
    fn low_word_is_the_first_eight_bytes_little_endian() {
        assert_eq!(low64(b""), 0x04b2_008f_d98c_1dd4);
        assert_eq!(low64(b"abc"), 0xb04f_d23c_9850_0190);
    }
}
