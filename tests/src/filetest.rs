//! Text filetests: one small input per file, the stage it tests named on its
//! first line, the expected output below the input as comment lines
//! (`tests/filetests/README.md` describes the format).
//!
//! ```text
//! // test axisinfo
//! tt.func public @k(...) { ... }
//! // expected:
//! // ...what `tilelift axisinfo` prints, one comment line per line...
//! ```
//!
//! [`run_file`] runs one file; with `bless`, it rewrites the expected part
//! with what the stage printed instead of failing. The stages are called
//! through the facade and the stage crates, not by running the program.

use std::fmt::Write as _;
use std::path::Path;
use tilelift::{Arch, Emit, Options, Target};

/// What a filetest checks: the stage named in its header.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Command {
    /// The verifier's errors, or `ok`.
    Verify,
    /// What `tilelift axisinfo` prints.
    Axisinfo,
    /// The TTGIR after layout assignment.
    Layout,
    /// The MIR text (for a `.mir` input: the input parsed and printed back).
    Mir,
    /// The PTX module.
    Ptx,
    /// The AMDGCN assembly.
    Amdgcn,
}

impl Command {
    fn from_name(name: &str) -> Option<Command> {
        Some(match name {
            "verify" => Command::Verify,
            "axisinfo" => Command::Axisinfo,
            "layout" => Command::Layout,
            "mir" => Command::Mir,
            "ptx" => Command::Ptx,
            "amdgcn" => Command::Amdgcn,
            _ => return None,
        })
    }
}

/// A parsed filetest.
#[derive(Debug)]
pub struct Filetest<'a> {
    /// The stage.
    pub command: Command,
    /// The compile options from the header.
    pub options: Options,
    /// The input: the file up to the `expected:` line (header included, so
    /// that line numbers are the file's).
    pub input: &'a str,
    /// Whether the input is MIR (a `.mir` file) rather than TTIR or TTGIR.
    pub is_mir: bool,
    /// The expected lines, comment markers removed.
    pub expected: Vec<String>,
}

/// The comment marker of a file: `//` for tile IR, `;` for MIR.
fn marker(is_mir: bool) -> &'static str {
    if is_mir {
        ";"
    } else {
        "//"
    }
}

/// Splits a filetest's text into its parts.
pub fn parse(text: &str, is_mir: bool) -> Result<Filetest<'_>, String> {
    let m = marker(is_mir);
    let first = text.lines().next().unwrap_or("");
    let header = first
        .strip_prefix(m)
        .and_then(|h| h.trim().strip_prefix("test "))
        .ok_or_else(|| format!("the first line must be `{m} test <command> [options]`"))?;
    let mut words = header.split_whitespace();
    let name = words.next().unwrap_or("");
    let command = Command::from_name(name).ok_or_else(|| format!("unknown command `{name}`"))?;
    // Debug lines only where a test asks for them (`debug-lines`): they would
    // add a `.file` and a `.loc` per op to every PTX expectation.
    let mut options = Options::new().with_debug_lines(false);
    for word in words {
        set_option(&mut options, word)?;
    }
    let separator = format!("{m} expected:");
    let (input, rest) = match text.find(&format!("\n{separator}")) {
        Some(at) => (&text[..at + 1], &text[at + 1 + separator.len()..]),
        None => (text, ""),
    };
    let expected = rest
        .lines()
        .skip(1)
        .map(|line| uncomment(line, m))
        .collect::<Result<_, _>>()?;
    Ok(Filetest {
        command,
        options,
        input,
        is_mir,
        expected,
    })
}

/// An expected line without its comment marker (and the one space after it).
fn uncomment(line: &str, m: &str) -> Result<String, String> {
    let body = line
        .strip_prefix(m)
        .ok_or_else(|| format!("expected lines start with `{m}`: `{line}`"))?;
    Ok(body.strip_prefix(' ').unwrap_or(body).to_string())
}

/// Applies one header option: `num-warps=8`, `arch=sm_80`, `mcpu=gfx90a`,
/// `debug-lines`.
fn set_option(options: &mut Options, word: &str) -> Result<(), String> {
    let bad = || {
        format!(
            "bad option `{word}` (num-warps=N, arch=sm_80|...|sm_120, mcpu=gfx90a|gfx942, debug-lines)"
        )
    };
    if word == "debug-lines" {
        options.debug_lines = true;
        return Ok(());
    }
    let (key, value) = word.split_once('=').ok_or_else(bad)?;
    match key {
        "num-warps" => options.num_warps = Some(value.parse().map_err(|_| bad())?),
        "arch" => options.arch = Arch::from_name(value).ok_or_else(bad)?,
        "mcpu" => {
            let mcpu = tilelift_amdgpu::Mcpu::from_name(value).ok_or_else(bad)?;
            options.target = Target::Amdgcn(mcpu);
        }
        _ => return Err(bad()),
    }
    Ok(())
}

/// Runs the stage on the input; an error in the input is the output, as the
/// program would print it.
pub fn run(test: &Filetest<'_>, file: &str) -> String {
    let result = if test.is_mir {
        run_mir(test, file)
    } else {
        run_tile_ir(test, file)
    };
    let mut out = result.unwrap_or_else(|e| e);
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out
}

fn run_tile_ir(test: &Filetest<'_>, file: &str) -> Result<String, String> {
    let text = test.input;
    let mut options = test.options.clone();
    let emit = match test.command {
        Command::Verify => return tilelift::load(text, file).map(|_| "ok".into()).map_err(err),
        Command::Axisinfo => {
            let verified = tilelift::load(text, file).map_err(err)?;
            return Ok(tilelift_analysis::report(&verified));
        }
        Command::Layout => Emit::Ttgir,
        Command::Mir => Emit::Mir,
        Command::Ptx => Emit::Ptx,
        Command::Amdgcn => {
            if options.target == Target::Nvptx {
                options.target = Target::Amdgcn(Default::default());
            }
            Emit::Ptx
        }
    };
    tilelift::compile_to(text, file, &options, emit, &mut Default::default()).map_err(err)
}

fn err(e: tilelift::Error) -> String {
    e.to_string()
}

fn run_mir(test: &Filetest<'_>, file: &str) -> Result<String, String> {
    let func = tilelift_mir::parse::parse(test.input).map_err(|e| e.render(file))?;
    let emitted = match test.command {
        Command::Mir => return Ok(tilelift_mir::print::to_string(&func)),
        Command::Ptx => {
            let options = tilelift_ptx::Options {
                arch: test.options.arch,
                debug_lines: None,
            };
            tilelift_ptx::emit(&func, &options).map_err(|e| e.to_string())
        }
        Command::Amdgcn => {
            let mut options = tilelift_amdgpu::Options::default();
            if let Target::Amdgcn(mcpu) = test.options.target {
                options.mcpu = mcpu;
            }
            tilelift_amdgpu::emit(&func, &options).map_err(|e| e.to_string())
        }
        other => return Err(format!("{file}: error: `{other:?}` needs tile IR input")),
    };
    emitted.map_err(|e| format!("{file}: error: {e}"))
}

/// How an output compares with a test's expectations.
pub fn check(test: &Filetest<'_>, output: &str) -> Result<(), String> {
    let checks: Option<Vec<&str>> = test
        .expected
        .iter()
        .map(|l| l.strip_prefix("check:").map(str::trim))
        .collect();
    match checks {
        Some(patterns) if !patterns.is_empty() => check_patterns(&patterns, output),
        _ => {
            let expected: Vec<&str> = test.expected.iter().map(String::as_str).collect();
            let actual: Vec<&str> = output.lines().collect();
            if expected == actual {
                Ok(())
            } else {
                Err(diff(&expected, &actual))
            }
        }
    }
}

/// `check:` lines: each pattern is found in a line of the output, in order.
fn check_patterns(patterns: &[&str], output: &str) -> Result<(), String> {
    let mut lines = output.lines().enumerate();
    for pattern in patterns {
        if !lines.any(|(_, line)| line.contains(pattern)) {
            return Err(format!(
                "no line after the previous check contains `{pattern}`; the output:\n{output}"
            ));
        }
    }
    Ok(())
}

/// A line diff of `expected` against `actual` (`-` expected, `+` actual).
pub fn diff(expected: &[&str], actual: &[&str]) -> String {
    let (n, m) = (expected.len(), actual.len());
    // lcs[i][j]: the longest common subsequence of expected[i..] and actual[j..].
    let mut lcs = vec![vec![0u32; m + 1]; n + 1];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[i][j] = if expected[i] == actual[j] {
                lcs[i + 1][j + 1] + 1
            } else {
                lcs[i + 1][j].max(lcs[i][j + 1])
            };
        }
    }
    // Each line of the diff, `' '`, `'-'` or `'+'` and the text.
    let mut lines: Vec<(char, &str)> = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < n || j < m {
        if i < n && j < m && expected[i] == actual[j] {
            lines.push((' ', expected[i]));
            (i, j) = (i + 1, j + 1);
        } else if i < n && (j == m || lcs[i + 1][j] >= lcs[i][j + 1]) {
            lines.push(('-', expected[i]));
            i += 1;
        } else {
            lines.push(('+', actual[j]));
            j += 1;
        }
    }
    with_context(&lines, 3)
}

/// The changed lines of a diff with `context` unchanged lines around each run
/// of changes, and `...` where lines are left out.
fn with_context(lines: &[(char, &str)], context: usize) -> String {
    let changed: Vec<usize> = (0..lines.len()).filter(|&k| lines[k].0 != ' ').collect();
    let near = |k: usize| changed.iter().any(|&c| c.abs_diff(k) <= context);
    let mut out = String::new();
    let mut skipped = false;
    for (k, (tag, text)) in lines.iter().enumerate() {
        if near(k) {
            if skipped {
                out.push_str("...\n");
            }
            let _ = writeln!(out, "{tag} {text}");
            skipped = false;
        } else {
            skipped = true;
        }
    }
    if skipped {
        out.push_str("...\n");
    }
    out
}

/// The text of a filetest with `output` as its expected part.
pub fn blessed(test: &Filetest<'_>, output: &str) -> String {
    let m = marker(test.is_mir);
    let mut text = test.input.to_string();
    if !text.ends_with('\n') {
        text.push('\n');
    }
    let _ = writeln!(text, "{m} expected:");
    for line in output.lines() {
        match line {
            "" => {
                let _ = writeln!(text, "{m}");
            }
            _ => {
                let _ = writeln!(text, "{m} {line}");
            }
        }
    }
    text
}

/// Runs the filetest at `path`: `Ok` when its output is as expected (or, with
/// `bless`, after rewriting its expected part), else the problem with a diff.
pub fn run_file(path: &Path, bless: bool) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let is_mir = path.extension().is_some_and(|e| e == "mir");
    let test = parse(&text, is_mir)?;
    let file = path
        .file_name()
        .map_or("input".into(), |f| f.to_string_lossy());
    let output = run(&test, &file);
    match check(&test, &output) {
        Ok(()) => Ok(()),
        Err(_) if bless && !test.expected.iter().any(|l| l.starts_with("check:")) => {
            std::fs::write(path, blessed(&test, &output)).map_err(|e| e.to_string())
        }
        Err(problem) => Err(problem),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEST: &str = "\
// test verify
module {
  tt.func @k() {
    tt.return
  }
}
// expected:
// ok
";

    #[test]
    fn a_matching_test_passes() {
        let test = parse(TEST, false).unwrap();
        assert_eq!(test.command, Command::Verify);
        assert_eq!(test.expected, ["ok"]);
        let output = run(&test, "k.ttir");
        assert_eq!(check(&test, &output), Ok(()));
        assert_eq!(blessed(&test, &output), TEST);
    }

    #[test]
    fn a_wrong_expectation_fails_with_a_diff() {
        let wrong = TEST.replace("// ok", "// not ok");
        let test = parse(&wrong, false).unwrap();
        let output = run(&test, "k.ttir");
        assert_eq!(check(&test, &output), Err("- not ok\n+ ok\n".into()));
    }

    #[test]
    fn checks_match_lines_in_order() {
        let output = "a\nbcd\ne\n";
        assert_eq!(check_patterns(&["c", "e"], output), Ok(()));
        assert!(check_patterns(&["e", "c"], output).is_err());
    }

    #[test]
    fn headers() {
        let test = parse("; test ptx arch=sm_80 num-warps=8\n", true).unwrap();
        assert_eq!(test.options.arch, Arch::Sm80);
        assert_eq!(test.options.num_warps, Some(8));
        assert!(test.expected.is_empty());
        assert!(parse("// test frobnicate\n", false).is_err());
        assert!(parse("// test ptx warps=8\n", false).is_err());
        assert!(parse("tt.func\n", false).is_err());
    }
}
