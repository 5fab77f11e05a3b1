//! Lays out the compile's code first and together in the release `tilelift`
//! program: the linker script `hot-text.ld` puts the functions that compiling
//! a kernel runs into one output section before `.text`. A fresh process's
//! first compile of `vec_add` then touches 13 windows of 64 KB of code instead
//! of 35, and takes about half the page faults. When and how:
//! `hot_text_link.rs`.

include!("hot_text_link.rs");

fn main() {
    let dir = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    link_hot_text(&std::path::Path::new(&dir).join("hot-text.ld"), "bins");
}
