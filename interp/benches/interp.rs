//! Speed of the reference interpreter on corpus cases.
//!
//! What is timed is `run_case`, all of what `tilelift interp CASE` does: read
//! `case.json`, the kernel and the data files, parse and verify the kernel, run it
//! on every program of the grid (twice when an output is poisoned), and compare
//! the outputs. `cargo bench -p tilelift-interp --bench interp`; the numbers go
//! into BENCHMARKS.md.

use criterion::{criterion_group, criterion_main, Criterion};
use std::path::PathBuf;
use tilelift_harness::case::find_cases;
use tilelift_interp::runner::run_case;

fn interp(c: &mut Criterion) {
    let corpus = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus");
    let mut group = c.benchmark_group("interp");
    for case in find_cases(&corpus).expect("tests/corpus is readable") {
        let name = case.file_name().unwrap().to_string_lossy().into_owned();
        group.bench_function(&name, |b| {
            b.iter(|| {
                let report = run_case(std::hint::black_box(&case));
                std::hint::black_box(report.is_ok_and(|r| r.passed()))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, interp);
criterion_main!(benches);
