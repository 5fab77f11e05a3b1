//! A cursor over the text, for the fast paths that read the most common shapes of
//! Triton's text (locations, attribute dictionaries) without the tokens.

use super::lexer::{is_id_char, is_suffix_char, string_text_len};

/// A cursor over the text for the fast paths: each method consumes what it
/// matches and returns `None`, for the caller to give up, when the text differs.
pub(super) struct Scan<'a> {
    pub text: &'a str,
    pub pos: usize,
}

/// (It works on the bytes, and slices the text only for what it returns.)
impl<'a> Scan<'a> {
    /// The text `s`.
    #[inline]
    pub fn lit(&mut self, s: &[u8]) -> Option<()> {
        let end = self.pos + s.len();
        (self.text.as_bytes().get(self.pos..end)? == s).then(|| self.pos = end)
    }

    /// The character `c`.
    #[inline]
    pub fn byte(&mut self, c: u8) -> Option<()> {
        (self.text.as_bytes().get(self.pos) == Some(&c)).then(|| self.pos += 1)
    }

    /// An identifier after a sigil (`loc12` of `#loc12`), as the lexer reads it.
    #[inline]
    pub fn id(&mut self) -> Option<&'a str> {
        let bytes = self.text.as_bytes();
        let start = self.pos;
        let mut end = start;
        while end < bytes.len() && is_suffix_char(bytes[end]) {
            end += 1;
        }
        self.pos = end;
        (end > start).then(|| &self.text[start..end])
    }

    /// A string literal without escapes.
    #[inline]
    pub fn string(&mut self) -> Option<&'a str> {
        self.byte(b'"')?;
        let start = self.pos;
        let end = start + string_text_len(&self.text.as_bytes()[start..]);
        self.pos = end;
        self.byte(b'"')?;
        Some(&self.text[start..end])
    }

    /// A decimal number of at most 9 digits, so that it fits a `u32`.
    #[inline]
    pub fn small_uint(&mut self) -> Option<u32> {
        let bytes = self.text.as_bytes();
        let start = self.pos;
        let mut n = 0u32;
        while let Some(&d) = bytes.get(self.pos).filter(|d| d.is_ascii_digit()) {
            if self.pos - start == 9 {
                return None;
            }
            n = n * 10 + (d - b'0') as u32;
            self.pos += 1;
        }
        (self.pos > start).then_some(n)
    }

    /// The next byte, not consumed.
    #[inline]
    pub fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    /// A bare identifier (`tt.divisibility`), as the lexer reads it.
    #[inline]
    pub fn ident(&mut self) -> Option<&'a str> {
        let bytes = self.text.as_bytes();
        let start = self.pos;
        if !bytes
            .get(start)
            .is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
        {
            return None;
        }
        let mut end = start + 1;
        while end < bytes.len() && is_id_char(bytes[end]) {
            end += 1;
        }
        self.pos = end;
        Some(&self.text[start..end])
    }
}
