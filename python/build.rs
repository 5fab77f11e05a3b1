//! The compile's code laid out first and together in the native module, as
//! in the `tilelift` program: the linker script `../cli/hot-text.ld` (see
//! `cli/build.rs` and `scripts/hot_text.py`). Release builds on x86_64
//! Linux only, not where the build names another linker in its flags, and
//! not where `TILELIFT_NO_HOT_TEXT` is set; it only orders functions.

use std::env;

fn main() {
    println!("cargo:rerun-if-changed=../cli/hot-text.ld");
    println!("cargo:rerun-if-env-changed=TILELIFT_NO_HOT_TEXT");
    let target = env::var("TARGET").unwrap_or_default();
    let release = env::var("PROFILE").is_ok_and(|p| p == "release");
    let flags = env::var("CARGO_ENCODED_RUSTFLAGS").unwrap_or_default();
    let other_linker = flags.contains("linker") || flags.contains("fuse-ld");
    let dir = env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    // Absent from a source package that leaves it out: then no layout.
    let script = std::path::Path::new(&dir).join("../cli/hot-text.ld");
    if target == "x86_64-unknown-linux-gnu"
        && release
        && !other_linker
        && env::var_os("TILELIFT_NO_HOT_TEXT").is_none()
        && script.is_file()
    {
        println!("cargo:rustc-link-arg-cdylib=-Wl,-T,{}", script.display());
    }
}
