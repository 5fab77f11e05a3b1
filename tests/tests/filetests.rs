//! Runs every filetest under `tests/filetests/` (see its README): each file's
//! stage output must equal its expected part. `BLESS=1` rewrites the expected
//! parts instead.

use std::path::{Path, PathBuf};
use tilelift_tests::filetest::run_file;

/// The `.ttir`, `.ttgir` and `.mir` files under `dir`, sorted.
fn filetests(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a readable entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            filetests(&path, out);
        } else if path
            .extension()
            .is_some_and(|e| e == "ttir" || e == "ttgir" || e == "mir")
        {
            out.push(path);
        }
    }
}

#[test]
fn filetests_match_their_expected_output() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("filetests");
    let bless = std::env::var_os("BLESS").is_some_and(|v| v == "1");
    let mut files = Vec::new();
    filetests(&root, &mut files);
    assert!(files.len() >= 20, "only {} filetests found", files.len());
    let mut failures = Vec::new();
    for path in &files {
        if let Err(problem) = run_file(path, bless) {
            let name = path.strip_prefix(&root).unwrap_or(path).display();
            failures.push(format!("--- {name}\n{problem}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} filetests failed (run with BLESS=1 to accept the new output):\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}
