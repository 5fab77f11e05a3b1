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
        // `match_indices` of one character searches with `memchr`, many bytes
        // a step, rather than looking at each byte in turn.
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i as u32 + 1));
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

    #[test]
    fn the_file_name_is_a_string_ptxas_reads() {
        let mut out = String::new();
        DebugLines::new("C:\\a \"b\"\té.ttir", "").file_directive(&mut out);
        assert_eq!(out, "\t.file\t1 \"C:\\a _b___.ttir\"\n");
    }
}
