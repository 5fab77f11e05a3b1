//! Prints the AxisInfo report of a TTIR file: `cargo run -p tilelift-analysis
//! --example axisinfo -- FILE` (what `tilelift axisinfo FILE` prints).

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: axisinfo FILE");
        std::process::exit(2);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{path}: error: cannot read: {e}");
            std::process::exit(1);
        }
    };
    match tilelift_ir::load(&text, &path) {
        Ok(module) => print!("{}", tilelift_analysis::report(&module)),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
}
