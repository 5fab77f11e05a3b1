//! Compile latency of the front end: parse + verify of every corpus TTIR.
//!
//! `cargo bench --bench parse`; the numbers go into BENCHMARKS.md.

use criterion::{criterion_group, criterion_main, Criterion};
use std::path::PathBuf;

fn corpus() -> Vec<(String, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut cases: Vec<(String, String)> = std::fs::read_dir(dir)
        .expect("tests/corpus exists")
        .filter_map(|e| {
            let case = e.ok()?.path();
            let text = std::fs::read_to_string(case.join("kernel.ttir")).ok()?;
            Some((case.file_name()?.to_string_lossy().into_owned(), text))
        })
        .collect();
    cases.sort();
    cases
}

fn parse_verify(c: &mut Criterion) {
    let mut group = c.benchmark_group("parse+verify");
    for (name, text) in corpus() {
        group.bench_function(&name, |b| {
            b.iter(|| {
                let module = tilelift::load(std::hint::black_box(&text), "kernel.ttir");
                std::hint::black_box(module.is_ok())
            })
        });
    }
    group.finish();
}

criterion_group!(benches, parse_verify);
criterion_main!(benches);
