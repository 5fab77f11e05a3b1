//! The interpreter never panics on a kernel that verifies: corpus kernels with
//! their integer constants changed (to zero, to -1, to a large value) run to a
//! result or to an error (a division by zero, an access outside every buffer, a
//! loop that cannot end), whatever happens.

use std::path::{Path, PathBuf};
use tilelift_harness::case::find_cases;
use tilelift_interp::runner::run_case;

fn corpus() -> PathBuf {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/corpus")).to_path_buf()
}

/// The byte ranges of the values of scalar integer constants (`arith.constant 16 : i32`).
fn constant_spans(text: &str) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let key = "arith.constant ";
    let mut from = 0;
    while let Some(at) = text[from..].find(key) {
        let start = from + at + key.len();
        let end = start + text[start..].find(' ').unwrap_or(0);
        let rest = &text[end..];
        if text[start..end].parse::<i64>().is_ok()
            && (rest.starts_with(" : i32") || rest.starts_with(" : i64"))
        {
            spans.push((start, end));
        }
        from = end.max(start);
    }
    spans
}

#[test]
fn changed_constants_give_results_or_errors() {
    let scratch = std::env::temp_dir().join(format!("tilelift-interp-fuzz-{}", std::process::id()));
    let (mut runs, mut errors) = (0, 0);
    for case in find_cases(&corpus()).unwrap() {
        let text = std::fs::read_to_string(case.join("kernel.ttir")).unwrap();
        let dir = scratch.join(case.file_name().unwrap());
        std::fs::create_dir_all(&dir).unwrap();
        for entry in std::fs::read_dir(&case).unwrap() {
            let path = entry.unwrap().path();
            std::fs::copy(&path, dir.join(path.file_name().unwrap())).unwrap();
        }
        for (start, end) in constant_spans(&text) {
            for value in ["0", "-1", "1048576"] {
                let mutated = format!("{}{value}{}", &text[..start], &text[end..]);
                std::fs::write(dir.join("kernel.ttir"), mutated).unwrap();
                runs += 1;
                if let Err(err) = run_case(&dir) {
                    assert!(!err.message.is_empty());
                    errors += 1;
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
    assert!(runs >= 60, "{runs} runs");
    assert!(
        errors > 0 && errors < runs,
        "{errors} errors in {runs} runs"
    );
}
