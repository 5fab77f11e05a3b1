//! `--color`: diagnostics coloured as rustc colours them (the location and
//! message bold, `error:` and the caret red, the gutter blue), on a terminal
//! (`auto`), always, or never. The text is the same either way; colour only
//! wraps parts of it in ANSI escapes.

use std::io::IsTerminal;

/// When to colour diagnostics.
#[derive(Copy, Clone, PartialEq, Eq, Debug, clap::ValueEnum)]
pub enum When {
    /// When standard error is a terminal (and `NO_COLOR` is not set).
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

impl When {
    /// Whether to colour what goes to standard error.
    pub fn on_stderr(self) -> bool {
        match self {
            When::Always => true,
            When::Never => false,
            When::Auto => std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
        }
    }
}

const BOLD: &str = "\x1b[1m";
const RED: &str = "\x1b[1;31m";
const BLUE: &str = "\x1b[1;34m";
const RESET: &str = "\x1b[0m";

/// `text`, the diagnostics in it coloured.
pub fn paint(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 64);
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        paint_line(line, &mut out);
    }
    out
}

fn paint_line(line: &str, out: &mut String) {
    if let Some((place, message)) = line.split_once(": error: ") {
        out.push_str(&format!(
            "{BOLD}{place}: {RESET}{RED}error:{RESET} {BOLD}{message}{RESET}"
        ));
        return;
    }
    // The gutter: `  |`, `12 | text`, `   |    ^`.
    match line.split_once(" |") {
        Some((gutter, rest)) if gutter.trim().chars().all(|c| c.is_ascii_digit()) => {
            out.push_str(&format!("{BLUE}{gutter} |{RESET}"));
            if rest.trim() == "^" {
                let pad = &rest[..rest.len() - 1];
                out.push_str(&format!("{pad}{RED}^{RESET}"));
            } else {
                out.push_str(rest);
            }
        }
        _ => out.push_str(line),
    }
}

#[cfg(test)]
mod tests {
    use super::paint;

    #[test]
    fn colours_wrap_the_same_text() {
        let text = "k.ttir:3:5: error: bad\n  |\n3 |     %x = y\n  |     ^";
        let painted = paint(text);
        assert!(painted.contains("\x1b[1;31merror:\x1b[0m"), "{painted:?}");
        assert!(painted.ends_with("     \x1b[1;31m^\x1b[0m"), "{painted:?}");
        let plain = painted
            .split('\x1b')
            .enumerate()
            .map(|(i, part)| {
                if i == 0 {
                    part
                } else {
                    part.split_once('m').unwrap().1
                }
            })
            .collect::<String>();
        assert_eq!(plain, text);
    }
}
