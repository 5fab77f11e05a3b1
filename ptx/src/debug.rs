//! Debug lines: `.file` and `.loc` directives that map each run of PTX
//! instructions back to the line and column of the tile IR op it comes from,
//! as `nvcc -lineinfo` and Triton's PTX do, so that Nsight Compute's source
//! view, `cuda-gdb` and `ptxas`' own messages point at the TTIR.
//!
//! The PTX declares the input once (`.file 1 "kernel.ttir"`, after the
//! header) and writes `.loc 1 LINE COL` before the instructions of each op
//! whose position is known (from the MIR origin's source location, a byte
//! offset into the text). Lines and columns count from 1; the column is in
//! bytes.

/// The file the tile IR was read from, and where its lines start.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DebugLines {
    file: String,
    /// The byte offset of the start of each line, the first 0.
    line_starts: Vec<u32>,
}

impl DebugLines {
    /// The lines of `text`, read from the file named `file`.
    pub fn new(file: &str, text: &str) -> Self {
        // The newlines of each 32 bytes as the bits of a mask, which the
        // compiler builds with a few vector instructions, then its set bits:
        // half the time of `match_indices('\n')`, whose `memchr` starts again
        // at every line.
        let bytes = text.as_bytes();
        let mut line_starts = Vec::with_capacity(bytes.len() / 32 + 1);
        line_starts.push(0);
        let mut chunks = bytes.chunks_exact(32);
        let mut base = 0u32;
        for chunk in &mut chunks {
            let mut mask = 0u32;
            for (i, &b) in chunk.iter().enumerate() {
                mask |= u32::from(b == b'\n') << i;
            }
            while mask != 0 {
                line_starts.push(base + mask.trailing_zeros() + 1);
                mask &= mask - 1;
            }
            base += 32;
        }
        for (i, &b) in chunks.remainder().iter().enumerate() {
            if b == b'\n' {
                line_starts.push(base + i as u32 + 1);
            }
        }
        DebugLines {
            file: file.to_string(),
            line_starts,
        }
    }

    /// The file's name.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// The 1-based line and byte column of byte `offset`.
    pub fn line_col(&self, offset: u32) -> (u32, u32) {
        let line = self.line_starts.partition_point(|&start| start <= offset);
        let start = self.line_starts[line.max(1) - 1];
        (line.max(1) as u32, offset - start + 1)
    }

    /// The `.file` directive, the name as a PTX string: `ptxas` takes
    /// neither escapes (`\"` ends the string) nor characters outside ASCII,
    /// so a `"`, a control character or a non-ASCII one becomes `_` (a
    /// backslash is kept, as in a Windows path).
    pub(crate) fn file_directive(&self, out: &mut String) {
        out.push_str("\t.file\t1 \"");
        out.extend(self.file.chars().map(|c| {
            if c == '"' || c.is_control() || !c.is_ascii() {
                '_'
            } else {
                c
            }
        }));
        out.push_str("\"\n");
    }
}

#[cfg(test)]
mod tests {
    use super::DebugLines;

    #[test]
    fn lines_and_columns_count_from_one() {
        let lines = DebugLines::new("k.ttir", "ab\ncd\n\nef");
        assert_eq!(lines.line_col(0), (1, 1));
        assert_eq!(lines.line_col(1), (1, 2));
        assert_eq!(lines.line_col(3), (2, 1));
        assert_eq!(lines.line_col(6), (3, 1));
        assert_eq!(lines.line_col(8), (4, 2));
    }

    /// The line starts are where `match_indices` finds the newlines, across
    /// and at the edges of the 32-byte chunks.
    #[test]
    fn line_starts_follow_every_newline() {
        let mut text = String::new();
        for n in 0..200 {
            text.push_str(&"x".repeat(n % 37));
            text.push('\n');
            if n % 5 == 0 {
                text.push('\n');
            }
            for len in [text.len(), text.len().saturating_sub(1)] {
                let prefix = &text[..len];
                let expected: Vec<u32> = std::iter::once(0)
                    .chain(prefix.match_indices('\n').map(|(i, _)| i as u32 + 1))
                    .collect();
                assert_eq!(DebugLines::new("k", prefix).line_starts, expected);
            }
        }
    }

    #[test]
    fn the_file_name_is_a_string_ptxas_reads() {
        let mut out = String::new();
        DebugLines::new("C:\\a \"b\"\té.ttir", "").file_directive(&mut out);
        assert_eq!(out, "\t.file\t1 \"C:\\a _b___.ttir\"\n");
    }
}
