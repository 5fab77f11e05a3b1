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
        let Some(pos) = self.pos else {
            return format!("{file}: error: {}", self.message);
        };
        let (line, col) = line_col(src, pos);
        let text = src.lines().nth(line - 1).unwrap_or("");
        let gutter = line.to_string().len();
        let pad = " ".repeat(gutter);
        let caret_pad: String = text
            .chars()
            .take(col - 1)
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        format!(
            "{file}:{line}:{col}: error: {msg}\n{pad} |\n{line} | {text}\n{pad} | {caret_pad}^",
            msg = self.message
        )
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Diagnostic {}

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
