//! Diagnostics: an error with a position in the input text, rendered like rustc:
//!
//! ```text
//! kernel.ttir:12:5: error: tt.load expects a pointer tensor, found tensor<1024xi32>
//!    |
//! 12 |     %x = tt.load %offs : tensor<1024xi32>
//!    |     ^
//! ```

use core::fmt;

/// An error found in input text, at a byte offset of that text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Diagnostic {
    /// The byte offset in the text, if the error has a position.
    pub pos: Option<usize>,
    /// The message, naming the construct and the problem.
    pub message: String,
}

impl Diagnostic {
    /// An error at byte offset `pos`.
    pub fn at(pos: usize, message: impl Into<String>) -> Self {
        Diagnostic {
            pos: Some(pos),
            message: message.into(),
        }
    }

    /// An error without a position.
    pub fn new(message: impl Into<String>) -> Self {
        Diagnostic {
            pos: None,
            message: message.into(),
        }
    }

    /// The 1-based line and column (in characters) of the error in `src`.
    pub fn line_col(&self, src: &str) -> Option<(usize, usize)> {
        self.pos.map(|pos| line_col(src, pos))
    }

    /// Renders the error as `file:line:col: error: message`, then the offending line
    /// with a caret under the column.
    pub fn render(&self, file: &str, src: &str) -> String {
        self.report(file, src).to_string()
    }

    /// The error as a [`Report`] on `file`, whose text is `src`.
    pub fn report(&self, file: &str, src: &str) -> Report {
        Report::new(file, src, self.pos, self.message.clone())
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Diagnostic {}

/// Where an error is: the file, the byte offset in its text, the 1-based line
/// and column (in characters), and the text of that line (for the caret).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Span {
    file: String,
    offset: usize,
    line: usize,
    col: usize,
    line_text: String,
}

impl Span {
    /// The span of byte offset `offset` of `text`, the contents of `file`.
    pub fn new(file: &str, text: &str, offset: usize) -> Self {
        let (line, col) = line_col(text, offset);
        Span {
            file: file.to_string(),
            offset,
            line,
            col,
            line_text: text.lines().nth(line - 1).unwrap_or("").to_string(),
        }
    }

    /// The file's name, as given to the stage that read it.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// The byte offset in the file's text.
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// The 1-based line.
    pub fn line(&self) -> usize {
        self.line
    }

    /// The 1-based column, in characters.
    pub fn col(&self) -> usize {
        self.col
    }

    /// The text of the line.
    pub fn line_text(&self) -> &str {
        &self.line_text
    }
}

/// One error in a named file, at its [`Span`] when it has one: what each
/// stage's error becomes once the text it came from is known. Its `Display` is
/// the rendering for a person: `file:line:col: error: message`, then the line
/// and a caret under the column (`file: error: message` without a span).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Report {
    file: String,
    span: Option<Span>,
    message: String,
}

impl Report {
    /// An error in `file`, whose text is `text`, at byte offset `pos` if known.
    pub fn new(file: &str, text: &str, pos: Option<usize>, message: impl Into<String>) -> Self {
        Report {
            file: file.to_string(),
            span: pos.map(|pos| Span::new(file, text, pos)),
            message: message.into(),
        }
    }

    /// The file's name.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// Where the error is, if it has a position.
    pub fn span(&self) -> Option<&Span> {
        self.span.as_ref()
    }

    /// The message, without the position.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (file, msg) = (&self.file, &self.message);
        let Some(span) = &self.span else {
            return write!(f, "{file}: error: {msg}");
        };
        let (line, col, text) = (span.line, span.col, &span.line_text);
        let pad = " ".repeat(line.to_string().len());
        let caret_pad: String = text
            .chars()
            .take(col - 1)
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        write!(
            f,
            "{file}:{line}:{col}: error: {msg}\n{pad} |\n{line} | {text}\n{pad} | {caret_pad}^"
        )
    }
}

impl std::error::Error for Report {}

/// The 1-based line and column (in characters) of byte offset `pos` in `src`. An
/// offset past the end points just after the last character.
pub fn line_col(src: &str, pos: usize) -> (usize, usize) {
    let mut pos = pos.min(src.len());
    while !src.is_char_boundary(pos) {
        pos -= 1;
    }
    let before = &src[..pos];
    let line = before.bytes().filter(|&b| b == b'\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let col = src[line_start..pos].chars().count() + 1;
    (line, col)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_one_based() {
        let src = "ab\ncd\n";
        assert_eq!(line_col(src, 0), (1, 1));
        assert_eq!(line_col(src, 4), (2, 2));
        assert_eq!(line_col(src, 100), (3, 1));
    }

    #[test]
    fn render_shows_line_and_caret() {
        let src = "module {\n  bad op\n}\n";
        let d = Diagnostic::at(src.find("op").unwrap(), "unknown op");
        let text = d.render("k.ttir", src);
        assert!(text.starts_with("k.ttir:2:7: error: unknown op"), "{text}");
        assert!(text.contains("2 |   bad op"), "{text}");
        assert!(text.ends_with("  |       ^"), "{text:?}");
    }
}
