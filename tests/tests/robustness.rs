//! No input makes the front end panic or hang: every corpus file, cut short at
//! many points and with bytes replaced, gives `Ok` or an error, never a panic.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;

fn corpus_texts() -> Vec<(String, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let case = entry.unwrap().path();
        for name in ["kernel.ttir", "kernel.ttgir"] {
            let file = case.join(name);
            if let Ok(text) = std::fs::read_to_string(&file) {
                out.push((file.display().to_string(), text));
            }
        }
    }
    assert!(!out.is_empty(), "no corpus files found");
    out
}

/// Loads `text`, failing the test with the input if the loader panics.
fn must_not_panic(label: &str, text: &str) {
    let result = catch_unwind(AssertUnwindSafe(|| {
        let _ = tilelift::load(text, "input.ttir");
    }));
    assert!(result.is_ok(), "{label}: the loader panicked on:\n{text}");
}

/// A small deterministic generator (xorshift), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

#[test]
fn truncated_files_do_not_panic() {
    for (file, text) in corpus_texts() {
        let mut cut = 0;
        while cut < text.len() {
            if text.is_char_boundary(cut) {
                must_not_panic(&format!("{file} cut at {cut}"), &text[..cut]);
            }
            cut += 13;
        }
    }
}

#[test]
fn mutated_files_do_not_panic() {
    const ALPHABET: &[u8] = b"%#!^@<>(){}[],:=*x0123456789-\"\\ \nabiftensorloc.";
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for (file, text) in corpus_texts() {
        for round in 0..150 {
            let mut bytes = text.clone().into_bytes();
            for _ in 0..1 + round % 3 {
                let at = (rng.next() % bytes.len() as u64) as usize;
                bytes[at] = ALPHABET[(rng.next() % ALPHABET.len() as u64) as usize];
            }
            if let Ok(mutated) = String::from_utf8(bytes) {
                must_not_panic(&format!("{file} mutation {round}"), &mutated);
            }
        }
    }
}

/// Input nested far deeper than any kernel: an error, not a stack overflow.
#[test]
fn deep_nesting_is_an_error() {
    let n = 100_000;
    let cases = [
        format!(
            "module {{\n  tt.func public @k() {{\n    tt.return loc({}unknown{})\n  }}\n}}\n",
            "callsite(".repeat(n),
            " at unknown)".repeat(n)
        ),
        format!(
            "module {{\n  tt.func public @k(%a: {}i32{}) {{\n    tt.return\n  }}\n}}\n",
            "!tt.ptr<".repeat(n),
            ">".repeat(n)
        ),
        format!(
            "module {{\n  tt.func public @k(%a: i32) {{\n{}{}    tt.return\n  }}\n}}\n",
            (0..5000)
                .map(|i| format!("    scf.for %i{i} = %a to %a step %a : i32 {{\n"))
                .collect::<String>(),
            "}\n".repeat(5000)
        ),
        format!(
            "module {{\n  tt.func public @k() {{\n    %c = arith.constant dense<{}1{}> : tensor<1xi32>\n    tt.return\n  }}\n}}\n",
            "[".repeat(n),
            "]".repeat(n)
        ),
    ];
    for text in cases {
        let err = tilelift::load(&text, "deep.ttir").unwrap_err().to_string();
        assert!(
            err.contains("nesting deeper than"),
            "{}",
            &err[..200.min(err.len())]
        );
    }
}
