//! Compile latency of the whole pipeline, text to PTX, for every corpus kernel
//! the PTX path handles: Triton's laid-out `kernel.ttgir` (layout assignment is
//! Triton's there), and our own `kernel.ttir` where layout assignment handles it.
//!
//! `cargo bench --bench compile`; the numbers go into BENCHMARKS.md.

use criterion::{criterion_group, criterion_main, Criterion};
use std::path::PathBuf;

fn corpus(file: &str) -> Vec<(String, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut cases: Vec<(String, String)> = std::fs::read_dir(dir)
        .expect("tests/corpus exists")
        .filter_map(|e| {
            let case = e.ok()?.path();
            let text = std::fs::read_to_string(case.join(file)).ok()?;
            Some((case.file_name()?.to_string_lossy().into_owned(), text))
        })
        .collect();
    cases.sort();
    cases
}

fn compile(c: &mut Criterion) {
    let options = tilelift::Options::default();
    for (file, group_name) in [
        ("kernel.ttgir", "compile-ttgir"),
        ("kernel.ttir", "compile-ttir"),
    ] {
        let mut group = c.benchmark_group(group_name);
        for (name, text) in corpus(file) {
            if tilelift::compile(&text, &options).is_err() {
                continue;
            }
            group.bench_function(&name, |b| {
                b.iter(|| {
                    let kernel = tilelift::compile(std::hint::black_box(&text), &options);
                    std::hint::black_box(kernel.is_ok())
                })
            });
        }
        group.finish();
    }
}

criterion_group!(benches, compile);
criterion_main!(benches);
