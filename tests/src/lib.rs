//! `tilelift-tests`: integration tests over the corpus in `tests/corpus/`.
//!
//! The tests live in `tests/tests/`; this library holds what several of them
//! need to find the corpus.

use std::path::{Path, PathBuf};

/// The corpus folder, `tests/corpus`.
pub fn corpus_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpus")
}

/// Every case folder of the corpus, sorted by name.
pub fn case_dirs() -> Vec<PathBuf> {
    let mut cases: Vec<PathBuf> = std::fs::read_dir(corpus_dir())
        .expect("tests/corpus exists")
        .map(|e| e.expect("a readable corpus entry").path())
        .filter(|p| p.is_dir())
        .collect();
    cases.sort();
    cases
}

/// The `num_warps` of a case, from its `case.json`.
pub fn num_warps(case: &Path) -> u32 {
    let json = std::fs::read_to_string(case.join("case.json")).expect("case.json exists");
    let json: serde_json::Value = serde_json::from_str(&json).expect("case.json is JSON");
    json["num_warps"].as_u64().expect("case.json has num_warps") as u32
}
