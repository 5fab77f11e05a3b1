//! Golden PTX: our PTX for each corpus kernel, from Triton's laid-out
//! `kernel.ttgir` (our `kernel.ttir` where the PTX path does not lower Triton's
//! TTGIR, see [`ptx_common::TTIR_ONLY`]) for `sm_90`, without debug lines (they
//! are tested in `ptx_debug_lines.rs`), against `tests/golden/ptx/<case>.ptx`.
//! `BLESS=1 cargo test --test ptx_golden` rewrites the files.

mod ptx_common;

use ptx_common::{compile, compile_with, main_source, KERNELS};
use std::path::PathBuf;

fn golden_path(case: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("golden/ptx")
        .join(format!("{case}.ptx"))
}

#[test]
fn ptx_matches_the_golden_files() {
    let bless = std::env::var("BLESS").is_ok_and(|v| v == "1");
    let mut stale = Vec::new();
    for &case in KERNELS {
        let options = tilelift::Options::new().with_debug_lines(false);
        let ptx = compile_with(case, main_source(case), &options);
        let path = golden_path(case);
        if bless {
            std::fs::write(&path, &ptx).unwrap();
            continue;
        }
        let expected = std::fs::read_to_string(&path).unwrap_or_default();
        if expected != ptx {
            let first = expected
                .lines()
                .zip(ptx.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(expected.lines().count().min(ptx.lines().count()));
            stale.push(format!(
                "{case}: differs from line {} (expected {:?}, got {:?})",
                first + 1,
                expected.lines().nth(first),
                ptx.lines().nth(first)
            ));
        }
    }
    assert!(
        stale.is_empty(),
        "{}\nrun with BLESS=1 to rewrite tests/golden/ptx/",
        stale.join("\n")
    );
}

#[test]
fn golden_ptx_names_its_sources() {
    // Each run of instructions carries a comment naming the TTIR value.
    let ptx = compile("vec_add_f32", "kernel.ttgir", tilelift::Arch::Sm90);
    assert!(ptx.contains("// %mask_3 = arith.cmpi"), "{ptx}");
    assert!(ptx.contains("// %x_5 = tt.load"), "{ptx}");
}
