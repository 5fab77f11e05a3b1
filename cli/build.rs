//! Lays out the compile's code first and together in the release `tilelift`
//! program: the linker script `hot-text.ld` (written by
//! `scripts/hot_text.py`, which says why and how) puts the functions that
//! compiling a kernel runs into one output section before `.text`. A fresh
//! process's first compile of `vec_add` then touches 13 windows of 64 KB of
//! code instead of 35, and takes about half the page faults.
//!
//! Only for release builds on x86_64 Linux, where rustc links with its own
//! lld (GNU ld takes the script too); not where the build names another
//! linker in its flags (mold, for one, does not take `INSERT`), and not where
//! `TILELIFT_NO_HOT_TEXT` is set. The script only orders functions: the
//! program is the same without it.

use std::env;

fn main() {
    println!("cargo:rerun-if-changed=hot-text.ld");
    println!("cargo:rerun-if-env-changed=TILELIFT_NO_HOT_TEXT");
    let target = env::var("TARGET").unwrap_or_default();
    let release = env::var("PROFILE").is_ok_and(|p| p == "release");
    let flags = env::var("CARGO_ENCODED_RUSTFLAGS").unwrap_or_default();
    let other_linker = flags.contains("linker") || flags.contains("fuse-ld");
    let dir = env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    // Absent from a source package that leaves it out: then no layout.
    let script = std::path::Path::new(&dir).join("hot-text.ld");
    if target == "x86_64-unknown-linux-gnu"
        && release
        && !other_linker
        && env::var_os("TILELIFT_NO_HOT_TEXT").is_none()
        && script.is_file()
    {
        println!("cargo:rustc-link-arg-bins=-Wl,-T,{}", script.display());
    }
}
