//! Latency of layout assignment ([`assign_layouts`]) of every corpus kernel: the
//! AxisInfo analysis, coalescing, propagation, the rewrite of a copy of the
//! module and the verification of the result. The module is parsed and verified
//! once, outside the timing. The target (issue 5): under 40 µs median per kernel.
//!
//! `cargo bench -p tilelift-lower --bench assign`; the numbers go into
//! BENCHMARKS.md.

use criterion::{criterion_group, criterion_main, Criterion};
use std::path::{Path, PathBuf};
use tilelift_lower::assign::{assign_layouts, AssignOptions, LayoutOptions};

/// Every corpus case: its name, its verified TTIR and its `num_warps`.
fn corpus() -> Vec<(String, tilelift_ir::Verified, u32)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus");
    let mut cases: Vec<_> = std::fs::read_dir(dir)
        .expect("tests/corpus exists")
        .filter_map(|e| {
            let case = e.ok()?.path();
            let text = std::fs::read_to_string(case.join("kernel.ttir")).ok()?;
            let module = tilelift_ir::load(&text, "kernel.ttir").ok()?;
            let name = case.file_name()?.to_string_lossy().into_owned();
            Some((name, module, num_warps(&case)))
        })
        .collect();
    cases.sort_by(|a, b| a.0.cmp(&b.0));
    cases
}

/// `num_warps` from the case's `case.json` (4 if it cannot be read).
fn num_warps(case: &Path) -> u32 {
    let json = std::fs::read_to_string(case.join("case.json")).unwrap_or_default();
    let Some(at) = json.find("\"num_warps\"") else {
        return 4;
    };
    let digits: String = json[at + 11..]
        .chars()
        .skip_while(|c| !c.is_ascii_digit())
        .take_while(|c| c.is_ascii_digit())
        .collect();
    digits.parse().unwrap_or(4)
}

fn assign(c: &mut Criterion) {
    let mut group = c.benchmark_group("assign");
    for (name, module, num_warps) in corpus() {
        let options = AssignOptions {
            layout: LayoutOptions {
                num_warps,
                threads_per_warp: 32,
                ..LayoutOptions::default()
            },
            ..AssignOptions::default()
        };
        group.bench_function(&name, |b| {
            b.iter(|| {
                let out = assign_layouts(std::hint::black_box(&module), &options);
                std::hint::black_box(out.expect("the corpus lays out"))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, assign);
criterion_main!(benches);
