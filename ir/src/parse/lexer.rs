//! The lexer: splits MLIR text into tokens, on demand.
//!
//! The parser asks for one token at a time, so that it can read some constructs
//! straight from the text: those that do not split into tokens (`64x32xf16` in a
//! tensor type, [`Lexer::scan_dims`]), and, for speed, the shapes Triton prints
//! most (locations in `locs.rs`, integer attribute dictionaries in `attrs.rs`).

use crate::diagnostic::Diagnostic;

/// A token kind. `Copy`, with every payload borrowed from the text, so that moving
/// to the next token copies a few words and drops nothing.
#[derive(Copy, Clone, Eq, Debug)]
pub enum Tok<'a> {
    /// The end of the text.
    Eof,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `[`
    LBracket,
    /// `]`
    RBracket,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `,`
    Comma,
    /// `:`
    Colon,
    /// `=`
    Equal,
    /// `->`
    Arrow,
    /// `*`
    Star,
    /// `|`, between the flags of a bit enum (`local|global_read`)
    Pipe,
    /// `%offs_3`, `%0`, `%acc#2`: a value name and an optional result number.
    ValueId(&'a str, Option<u32>),
    /// `@vec_add_kernel`
    SymbolId(&'a str),
    /// `#loc12`, `#blocked`, `#ttg.blocked`
    HashId(&'a str),
    /// `!tt.ptr`, `!ttg.async.token`
    BangId(&'a str),
    /// `^bb0`
    CaretId(&'a str),
    /// `tt.load`, `i32`, `module`, `x`
    Ident(&'a str),
    /// `42`, `-1`, `0xFF800000`
    Int(&'a str),
    /// `1.000000e+00`, `0.707106769`
    Float(&'a str),
    /// `"kernels.py"`: the raw text between the quotes, escapes still in it (the
    /// lexer checked them); [`unescape`] gives the string's value.
    Str(&'a str),
}

impl PartialEq for Tok<'_> {
    // Always inlined: the parser compares the current token with a constant one,
    // and the comparison then folds to a test of the kind (and, for a keyword, a
    // string comparison) instead of a call.
    #[inline(always)]
    fn eq(&self, other: &Self) -> bool {
        use Tok::*;
        match (*self, *other) {
            (ValueId(a, i), ValueId(b, j)) => a == b && i == j,
            (SymbolId(a), SymbolId(b))
            | (HashId(a), HashId(b))
            | (BangId(a), BangId(b))
            | (CaretId(a), CaretId(b))
            | (Ident(a), Ident(b))
            | (Int(a), Int(b))
            | (Float(a), Float(b))
            | (Str(a), Str(b)) => a == b,
            // Two tokens of one kind with a payload matched above.
            _ => std::mem::discriminant(self) == std::mem::discriminant(other),
        }
    }
}

/// A token and where it is.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Token<'a> {
    /// The kind.
    pub tok: Tok<'a>,
    /// The byte offset of its first character.
    pub start: usize,
}

/// The lexer state: a position in the text.
pub struct Lexer<'a> {
    src: &'a str,
    pos: usize,
}

/// Character classes, looked up by byte: the lexer's inner loops test one table
/// entry per byte.
const ID: u8 = 1;
/// Characters of a suffix id (`%c-1_i32`): identifier characters and `-`.
const SUFFIX: u8 = 2;
const DIGIT: u8 = 4;
const HEX: u8 = 8;
/// Characters that stop the scan of a string literal's text: `"`, `\` and newline.
const STRING_STOP: u8 = 16;
/// Whitespace.
const SPACE: u8 = 32;
/// Characters that start a bare identifier: letters and `_`.
const ID_START: u8 = 64;

const fn classes() -> [u8; 256] {
    let mut table = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        let mut class = 0;
        if b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b == b'.' {
            class |= ID | SUFFIX;
        }
        if b == b'-' {
            class |= SUFFIX;
        }
        if b.is_ascii_digit() {
            class |= DIGIT;
        }
        if b.is_ascii_hexdigit() {
            class |= HEX;
        }
        if b == b'"' || b == b'\\' || b == b'\n' {
            class |= STRING_STOP;
        }
        if b.is_ascii_whitespace() {
            class |= SPACE;
        }
        if b.is_ascii_alphabetic() || b == b'_' {
            class |= ID_START;
        }
        table[c] = class;
        c += 1;
    }
    table
}

static CLASS: [u8; 256] = classes();

/// The token of each character that is a token by itself, `Eof` for the others.
static PUNCTUATION: [Tok<'static>; 256] = {
    let mut table = [Tok::Eof; 256];
    table[b'(' as usize] = Tok::LParen;
    table[b')' as usize] = Tok::RParen;
    table[b'{' as usize] = Tok::LBrace;
    table[b'}' as usize] = Tok::RBrace;
    table[b'[' as usize] = Tok::LBracket;
    table[b']' as usize] = Tok::RBracket;
    table[b'<' as usize] = Tok::Less;
    table[b'>' as usize] = Tok::Greater;
    table[b',' as usize] = Tok::Comma;
    table[b':' as usize] = Tok::Colon;
    table[b'=' as usize] = Tok::Equal;
    table[b'*' as usize] = Tok::Star;
    table[b'|' as usize] = Tok::Pipe;
    table
};

/// The offset in `bytes` of the first `"`, `\` or newline, or its length: the end
/// of a string literal's text when it has no escapes.
pub(super) fn string_text_len(bytes: &[u8]) -> usize {
    let mut i = 0;
    while i < bytes.len() && CLASS[bytes[i] as usize] & STRING_STOP == 0 {
        i += 1;
    }
    i
}

/// The offset of the first byte from `start` on that is not of class `class`, or
/// the length of `bytes`.
#[inline(always)]
fn class_end(bytes: &[u8], start: usize, class: u8) -> usize {
    let mut end = start;
    while end < bytes.len() && CLASS[bytes[end] as usize] & class != 0 {
        end += 1;
    }
    end
}

/// Whether `c` continues an identifier after a sigil (`#loc-1.x`).
pub(super) fn is_suffix_char(c: u8) -> bool {
    CLASS[c as usize] & SUFFIX != 0
}

/// The value of a string literal whose raw text (between the quotes) is `raw`:
/// borrowed when it has no escapes.
pub fn unescape(raw: &str) -> std::borrow::Cow<'_, str> {
    if !raw.contains('\\') {
        return std::borrow::Cow::Borrowed(raw);
    }
    // Rare: decode a quoted copy. The lexer checked this literal when it read it,
    // so decoding it again succeeds.
    let quoted = format!("\"{raw}\"");
    std::borrow::Cow::Owned(Lexer::new(&quoted).decode_string().unwrap_or_default())
}

#[cold]
fn missing_name(pos: usize, what: &str) -> Diagnostic {
    Diagnostic::at(pos, format!("expected a {what} name"))
}

/// Whether `c` continues a bare identifier.
pub(super) fn is_id_char(c: u8) -> bool {
    CLASS[c as usize] & ID != 0
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a str) -> Self {
        Lexer { src, pos: 0 }
    }

    /// The text.
    pub fn src(&self) -> &'a str {
        self.src
    }

    /// Moves back to `pos` (the start of a token already read).
    pub fn reset(&mut self, pos: usize) {
        self.pos = pos;
    }

    fn peek_byte(&self, ahead: usize) -> Option<u8> {
        self.src.as_bytes().get(self.pos + ahead).copied()
    }

    /// Skips whitespace and `//` comments.
    #[inline]
    fn skip_trivia(&mut self) {
        let bytes = self.src.as_bytes();
        let mut pos = self.pos;
        loop {
            while pos < bytes.len() && CLASS[bytes[pos] as usize] & SPACE != 0 {
                pos += 1;
            }
            if bytes.get(pos) == Some(&b'/') && bytes.get(pos + 1) == Some(&b'/') {
                pos += bytes[pos..]
                    .iter()
                    .position(|&b| b == b'\n')
                    .unwrap_or(bytes.len() - pos);
            } else {
                break;
            }
        }
        self.pos = pos;
    }

    /// Reads a run of characters of the given class.
    #[inline(always)]
    fn take_class(&mut self, class: u8) -> &'a str {
        let bytes = self.src.as_bytes();
        let start = self.pos;
        let mut end = start;
        while end < bytes.len() && CLASS[bytes[end] as usize] & class != 0 {
            end += 1;
        }
        self.pos = end;
        // Every class holds only ASCII characters, so `end` is a char boundary.
        &self.src[start..end]
    }

    /// Reads the next token.
    pub fn next_token(&mut self) -> Result<Token<'a>, Diagnostic> {
        let mut token = Token {
            tok: Tok::Eof,
            start: 0,
        };
        self.next_into(&mut token)?;
        Ok(token)
    }

    /// Reads the next token into `out`, which the parser keeps as its current
    /// token: written in place, not returned and copied (`out` is left as it was
    /// on an error).
    ///
    /// A third of the tokens Triton's text spells are one punctuation character
    /// after at most a few spaces: they are read here, by one table lookup, in a
    /// function small enough to need no saved registers. Everything else goes to
    /// `next_word`.
    pub fn next_into(&mut self, out: &mut Token<'a>) -> Result<(), Diagnostic> {
        let bytes = self.src.as_bytes();
        let mut pos = self.pos;
        while pos < bytes.len() && CLASS[bytes[pos] as usize] & SPACE != 0 {
            pos += 1;
        }
        if let Some(&c) = bytes.get(pos) {
            let tok = PUNCTUATION[c as usize];
            if !matches!(tok, Tok::Eof) {
                self.pos = pos + 1;
                *out = Token { tok, start: pos };
                return Ok(());
            }
        }
        self.pos = pos;
        self.next_word(out)
    }

    /// `next_into` for the tokens that are not one punctuation character, from
    /// the first character after the whitespace: identifiers here, in a path that
    /// is kept small (it needs no saved registers), plain sigil ids (`%x`,
    /// `#blocked`, `!tt.ptr`) in `sigil_id`, and the rest in `rare_token`.
    #[inline(never)]
    fn next_word(&mut self, out: &mut Token<'a>) -> Result<(), Diagnostic> {
        let bytes = self.src.as_bytes();
        let start = self.pos;
        let Some(&c) = bytes.get(start) else {
            return self.rare_token(out);
        };
        if CLASS[c as usize] & ID_START != 0 {
            let end = class_end(bytes, start + 1, ID);
            self.pos = end;
            // Identifier characters are ASCII, so `start` and `end` are char
            // boundaries.
            let tok = Tok::Ident(&self.src[start..end]);
            *out = Token { tok, start };
            return Ok(());
        }
        if matches!(c, b'%' | b'#' | b'!' | b'@' | b'^')
            && bytes.get(start + 1).is_some_and(|&c| is_suffix_char(c))
        {
            return self.sigil_id(c, start, out);
        }
        self.rare_token(out)
    }

    /// `%x`, `#blocked`, `!tt.ptr`, `@f`, `^bb0` at `start` (its sigil `c` is
    /// followed by an identifier character).
    #[inline(never)]
    fn sigil_id(&mut self, c: u8, start: usize, out: &mut Token<'a>) -> Result<(), Diagnostic> {
        let end = class_end(self.src.as_bytes(), start + 1, SUFFIX);
        if c == b'%' && self.src.as_bytes().get(end) == Some(&b'#') {
            // `%acc#2`: the result number is read by `other_token`.
            return self.other_token(c, start, out);
        }
        self.pos = end;
        let id = &self.src[start + 1..end];
        let tok = match c {
            b'%' => Tok::ValueId(id, None),
            b'#' => Tok::HashId(id),
            b'!' => Tok::BangId(id),
            b'@' => Tok::SymbolId(id),
            _ => Tok::CaretId(id),
        };
        *out = Token { tok, start };
        Ok(())
    }

    /// The end of the text, comments (and the token after them), and what
    /// `other_token` reads.
    #[inline(never)]
    fn rare_token(&mut self, out: &mut Token<'a>) -> Result<(), Diagnostic> {
        let start = self.pos;
        match self.peek_byte(0) {
            None => {
                *out = Token {
                    tok: Tok::Eof,
                    start,
                };
                Ok(())
            }
            Some(b'/') if self.peek_byte(1) == Some(b'/') => {
                // Skips every comment and space that follows, so that this calls
                // itself at most once more.
                self.skip_trivia();
                self.next_into(out)
            }
            Some(c) => self.other_token(c, start, out),
        }
    }

    /// The tokens `next_word` leaves: arrows, numbers, strings, value ids with a
    /// result number, quoted sigil ids, and errors.
    #[inline(never)]
    fn other_token(&mut self, c: u8, start: usize, out: &mut Token<'a>) -> Result<(), Diagnostic> {
        let tok = match c {
            b'-' if self.peek_byte(1) == Some(b'>') => {
                self.pos += 2;
                Tok::Arrow
            }
            b'-' | b'0'..=b'9' => self.number()?,
            b'%' => self.value_id()?,
            b'@' => Tok::SymbolId(self.prefixed_id("symbol")?),
            b'#' => Tok::HashId(self.prefixed_id("attribute alias")?),
            b'!' => Tok::BangId(self.prefixed_id("type")?),
            b'^' => Tok::CaretId(self.prefixed_id("block label")?),
            b'"' => Tok::Str(self.string()?),
            c if c.is_ascii_alphabetic() || c == b'_' => Tok::Ident(self.take_class(ID)),
            _ => {
                let ch = self.src[start..].chars().next().unwrap_or('?');
                return Err(Diagnostic::at(
                    start,
                    format!("unexpected character `{ch}`"),
                ));
            }
        };
        *out = Token { tok, start };
        Ok(())
    }

    /// `%name` with an optional `#N` result number.
    fn value_id(&mut self) -> Result<Tok<'a>, Diagnostic> {
        let name = self.prefixed_id("value")?;
        if self.peek_byte(0) == Some(b'#') && self.peek_byte(1).is_some_and(|c| c.is_ascii_digit())
        {
            let hash = self.pos;
            self.pos += 1;
            let digits = self.take_class(DIGIT);
            let n = digits
                .parse()
                .map_err(|_| Diagnostic::at(hash, "result number is too large"))?;
            return Ok(Tok::ValueId(name, Some(n)));
        }
        Ok(Tok::ValueId(name, None))
    }

    /// The identifier after a one-character sigil (`%`, `@`, `#`, `!`, `^`).
    #[inline]
    fn prefixed_id(&mut self, what: &str) -> Result<&'a str, Diagnostic> {
        let start = self.pos;
        self.pos += 1;
        if self.peek_byte(0) == Some(b'"') {
            // `@"quoted name"`: keep the raw text between the quotes.
            let s_start = self.pos + 1;
            self.string()?;
            return Ok(&self.src[s_start..self.pos - 1]);
        }
        let id = self.take_class(SUFFIX);
        if id.is_empty() {
            return Err(missing_name(start, what));
        }
        Ok(id)
    }

    fn number(&mut self) -> Result<Tok<'a>, Diagnostic> {
        let start = self.pos;
        if self.peek_byte(0) == Some(b'-') {
            self.pos += 1;
            if !self.peek_byte(0).is_some_and(|c| c.is_ascii_digit()) {
                return Err(Diagnostic::at(start, "expected a digit after `-`"));
            }
        }
        if self.peek_byte(0) == Some(b'0') && self.peek_byte(1) == Some(b'x') {
            self.pos += 2;
            let digits = self.take_class(HEX);
            if digits.is_empty() || self.peek_byte(0).is_some_and(is_id_char) {
                return Err(Diagnostic::at(start, "malformed hexadecimal literal"));
            }
            return Ok(Tok::Int(&self.src[start..self.pos]));
        }
        self.take_class(DIGIT);
        let mut is_float = false;
        if self.peek_byte(0) == Some(b'.') {
            is_float = true;
            self.pos += 1;
            self.take_class(DIGIT);
        }
        if is_float && matches!(self.peek_byte(0), Some(b'e' | b'E')) {
            let sign = matches!(self.peek_byte(1), Some(b'+' | b'-')) as usize;
            if self.peek_byte(1 + sign).is_some_and(|c| c.is_ascii_digit()) {
                self.pos += 1 + sign;
                self.take_class(DIGIT);
            }
        }
        let text = &self.src[start..self.pos];
        Ok(if is_float {
            Tok::Float(text)
        } else {
            Tok::Int(text)
        })
    }

    /// A string literal: its raw text between the quotes. Its escapes are checked
    /// (and decoded, then dropped) now, so that errors point into the literal.
    fn string(&mut self) -> Result<&'a str, Diagnostic> {
        let start = self.pos;
        let body = &self.src[start + 1..];
        let end = string_text_len(body.as_bytes());
        if body.as_bytes().get(end) == Some(&b'"') {
            self.pos = start + 1 + end + 1;
            return Ok(&body[..end]);
        }
        self.decode_string()?;
        Ok(&self.src[start + 1..self.pos - 1])
    }

    /// Reads a string literal from its opening quote, decoding `\\`, `\"`, `\n`,
    /// `\t` and `\XX` hex escapes.
    fn decode_string(&mut self) -> Result<String, Diagnostic> {
        let start = self.pos;
        self.pos += 1;
        let mut bytes = Vec::new();
        loop {
            match self.peek_byte(0) {
                None | Some(b'\n') => {
                    return Err(Diagnostic::at(start, "unterminated string literal"))
                }
                Some(b'"') => {
                    self.pos += 1;
                    break;
                }
                Some(b'\\') => bytes.push(self.escape()?),
                Some(c) => {
                    bytes.push(c);
                    self.pos += 1;
                }
            }
        }
        String::from_utf8(bytes).map_err(|_| Diagnostic::at(start, "string is not valid UTF-8"))
    }

    fn escape(&mut self) -> Result<u8, Diagnostic> {
        let at = self.pos;
        let (a, b) = (self.peek_byte(1), self.peek_byte(2));
        let simple = match a {
            Some(b'\\') => Some(b'\\'),
            Some(b'"') => Some(b'"'),
            Some(b'n') => Some(b'\n'),
            Some(b't') => Some(b'\t'),
            _ => None,
        };
        if let Some(byte) = simple {
            self.pos += 2;
            return Ok(byte);
        }
        let hex = |c: Option<u8>| c.and_then(|c| (c as char).to_digit(16));
        match (hex(a), hex(b)) {
            (Some(hi), Some(lo)) => {
                self.pos += 3;
                Ok((hi * 16 + lo) as u8)
            }
            _ => Err(Diagnostic::at(at, "unknown escape sequence in string")),
        }
    }

    /// Reads a dimension list such as `64x32x` (each extent followed by `x`) from the
    /// current position, returning the extents and their offsets. Stops before the
    /// element type.
    pub fn scan_dims(&mut self) -> Result<smallvec::SmallVec<[(i64, usize); 4]>, Diagnostic> {
        self.skip_trivia();
        let mut dims = smallvec::SmallVec::new();
        loop {
            let start = self.pos;
            let digits = self.take_class(DIGIT);
            if digits.is_empty() {
                if self.peek_byte(0) == Some(b'?') {
                    return Err(Diagnostic::at(
                        start,
                        "unsupported: dynamic tensor dimension `?`",
                    ));
                }
                self.pos = start;
                return Ok(dims);
            }
            if self.peek_byte(0) != Some(b'x') {
                return Err(Diagnostic::at(
                    self.pos,
                    "expected `x` after a tensor dimension",
                ));
            }
            self.pos += 1;
            let dim = digits
                .parse::<i64>()
                .map_err(|_| Diagnostic::at(start, "tensor dimension is too large"))?;
            dims.push((dim, start));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(src: &str) -> Vec<Tok<'_>> {
        let mut lexer = Lexer::new(src);
        let mut out = Vec::new();
        loop {
            let t = lexer.next_token().unwrap();
            if t.tok == Tok::Eof {
                return out;
            }
            out.push(t.tok);
        }
    }

    #[test]
    fn lexes_mlir_tokens() {
        assert_eq!(
            toks(
                r#"%acc_25#2 = tt.load -> "a\22b" -1 0xFF800000 1.5e+00 #loc3 !tt.ptr ^bb0 %c-1_i32"#
            ),
            vec![
                Tok::ValueId("acc_25", Some(2)),
                Tok::Equal,
                Tok::Ident("tt.load"),
                Tok::Arrow,
                Tok::Str(r"a\22b"),
                Tok::Int("-1"),
                Tok::Int("0xFF800000"),
                Tok::Float("1.5e+00"),
                Tok::HashId("loc3"),
                Tok::BangId("tt.ptr"),
                Tok::CaretId("bb0"),
                Tok::ValueId("c-1_i32", None),
            ]
        );
    }

    #[test]
    fn skips_comments_anywhere() {
        assert_eq!(
            toks("// a\n%x // b\n// c\n  = tt.load // d"),
            vec![Tok::ValueId("x", None), Tok::Equal, Tok::Ident("tt.load")]
        );
        assert_eq!(toks("(// a\n)"), vec![Tok::LParen, Tok::RParen]);
        assert!(Lexer::new("/ x").next_token().is_err());
    }

    #[test]
    fn unescapes_strings() {
        assert_eq!(unescape("plain"), "plain");
        assert_eq!(unescape(r#"a\22b\n\\"#), "a\"b\n\\");
    }

    #[test]
    fn reports_bad_input() {
        assert!(Lexer::new("\"abc").next_token().is_err());
        assert!(Lexer::new("0xZZ").next_token().is_err());
        assert!(Lexer::new("`").next_token().is_err());
        assert!(Lexer::new("% ").next_token().is_err());
    }

    #[test]
    fn scans_dims() {
        let mut lexer = Lexer::new("64x32xf16>");
        let dims = lexer.scan_dims().unwrap();
        assert_eq!(dims.iter().map(|d| d.0).collect::<Vec<_>>(), vec![64, 32]);
        assert_eq!(lexer.next_token().unwrap().tok, Tok::Ident("f16"));
    }
}
