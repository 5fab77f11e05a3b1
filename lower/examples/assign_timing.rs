//! Runs layout assignment of one TTIR file many times, for profilers:
//! `cargo build --release -p tilelift-lower --example assign_timing`, then
//! `N=1000 valgrind --tool=callgrind target/release/examples/assign_timing FILE`.
//! Prints the mean time per run.

use tilelift_lower::assign::{assign_layouts, AssignOptions};

fn main() {
    let path = std::env::args().nth(1).expect("usage: assign_timing FILE");
    let text = std::fs::read_to_string(&path).expect("a readable file");
    let (module, _) = tilelift_ir::parse_module(&text).expect("TTIR");
    let module = tilelift_ir::Verified::new(module).expect("valid TTIR");
    let n: u32 = std::env::var("N")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(10_000);
    let options = AssignOptions::default();
    let start = std::time::Instant::now();
    for _ in 0..n {
        let out = assign_layouts(std::hint::black_box(&module), &options).expect("lays out");
        std::hint::black_box(out);
    }
    println!(
        "{:.2} µs per run",
        start.elapsed().as_secs_f64() * 1e6 / f64::from(n)
    );
}
