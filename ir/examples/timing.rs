//! Rough per-stage timing: `cargo run --release -p tilelift-ir --example timing FILE`.
use std::time::Instant;
fn main() {
    let path = std::env::args().nth(1).expect("usage: timing FILE");
    let text = std::fs::read_to_string(&path).unwrap();
    let n: u32 = std::env::var("N")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20000);
    let t = Instant::now();
    for _ in 0..n {
        std::hint::black_box(tilelift_ir::parse_module(std::hint::black_box(&text)).unwrap());
    }
    let parse = t.elapsed().as_secs_f64() / n as f64 * 1e6;
    let (m, _) = tilelift_ir::parse_module(&text).unwrap();
    let t = Instant::now();
    for _ in 0..n {
        std::hint::black_box(tilelift_ir::verify_module(std::hint::black_box(&m)).is_ok());
    }
    let verify = t.elapsed().as_secs_f64() / n as f64 * 1e6;
    println!("parse {parse:.2} us, verify {verify:.2} us");
}
