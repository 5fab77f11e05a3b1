//! Latency of the AxisInfo analysis of every corpus kernel (the module is parsed and
//! verified once, outside the timing). The target (issue 4): the largest corpus
//! kernel under 20 µs median.
//!
//! `cargo bench -p tilelift-analysis --bench axisinfo`; the numbers go into
//! BENCHMARKS.md.

use criterion::{criterion_group, criterion_main, Criterion};
use std::path::PathBuf;
use tilelift_analysis::AxisInfoAnalysis;

fn corpus() -> Vec<(String, tilelift_ir::Verified)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus");
    let mut cases: Vec<(String, tilelift_ir::Verified)> = std::fs::read_dir(dir)
        .expect("tests/corpus exists")
        .filter_map(|e| {
            let case = e.ok()?.path();
            let text = std::fs::read_to_string(case.join("kernel.ttir")).ok()?;
            let module = tilelift_ir::load(&text, "kernel.ttir").ok()?;
            Some((case.file_name()?.to_string_lossy().into_owned(), module))
        })
        .collect();
    cases.sort_by(|a, b| a.0.cmp(&b.0));
    cases
}

fn axisinfo(c: &mut Criterion) {
    let mut group = c.benchmark_group("axisinfo");
    for (name, module) in corpus() {
        let id = module.module().funcs.keys().next().expect("a kernel");
        group.bench_function(&name, |b| {
            b.iter(|| {
                let info = AxisInfoAnalysis::new(std::hint::black_box(&module)).run(id);
                std::hint::black_box(info.func().dfg.num_values())
            })
        });
    }
    group.finish();
}

criterion_group!(benches, axisinfo);
criterion_main!(benches);
