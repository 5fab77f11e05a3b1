//! Every corpus TTIR and TTGIR file parses, verifies, prints back exactly as Triton
//! printed it, and printing is a fixed point.

use std::path::PathBuf;
use tilelift_ir::{parse_module, print_module, verify_module, PrintOptions};

fn corpus_files() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let mut files = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("tests/corpus exists") {
        let case = entry.unwrap().path();
        for name in ["kernel.ttir", "kernel.ttgir"] {
            let file = case.join(name);
            if file.exists() {
                files.push(file);
            }
        }
    }
    files.sort();
    assert!(
        files.len() >= 32,
        "expected 16 cases with TTIR and TTGIR, found {}",
        files.len()
    );
    files
}

fn first_difference(a: &str, b: &str) -> String {
    for (i, (la, lb)) in a.lines().zip(b.lines()).enumerate() {
        if la != lb {
            return format!("line {}:\n  expected: {la}\n  printed:  {lb}", i + 1);
        }
    }
    format!(
        "lengths differ: {} vs {} lines",
        a.lines().count(),
        b.lines().count()
    )
}

#[test]
fn corpus_round_trips_exactly() {
    for file in corpus_files() {
        let text = std::fs::read_to_string(&file).unwrap();
        let (module, _) = parse_module(&text)
            .unwrap_or_else(|e| panic!("{}", e.render(&file.display().to_string(), &text)));
        let printed = print_module(&module, &PrintOptions::default());
        assert!(
            printed == text,
            "{} does not print back as read; {}",
            file.display(),
            first_difference(&text, &printed)
        );
    }
}

#[test]
fn corpus_verifies_and_printing_is_a_fixed_point() {
    for file in corpus_files() {
        let text = std::fs::read_to_string(&file).unwrap();
        let (module, _) = parse_module(&text).unwrap();
        if let Err(errors) = verify_module(&module) {
            panic!("{}: {errors:?}", file.display());
        }
        for locations in [true, false] {
            let options = PrintOptions { locations };
            let once = print_module(&module, &options);
            let (again, _) =
                parse_module(&once).unwrap_or_else(|e| panic!("{}", e.render("printed", &once)));
            let twice = print_module(&again, &options);
            assert_eq!(
                once,
                twice,
                "{}: print is not a fixed point",
                file.display()
            );
            if locations {
                assert!(again == module, "{}: parse(print(m)) != m", file.display());
            }
        }
    }
}
