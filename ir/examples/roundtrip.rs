//! Prints a file back: `cargo run -p tilelift-ir --example roundtrip FILE`.
fn main() {
    let path = std::env::args().nth(1).expect("usage: roundtrip FILE");
    let text = std::fs::read_to_string(&path).unwrap();
    match tilelift_ir::parse_module(&text) {
        Ok((m, _)) => print!("{}", tilelift_ir::print_module(&m, &Default::default())),
        Err(e) => eprintln!("{}", e.render(&path, &text)),
    }
}
