// Shared by `cli/build.rs` (the `tilelift` program) and `python/build.rs`
// (the native module), through `include!`: the compile's code laid out first
// and together by the linker script `cli/hot-text.ld` (written by
// `scripts/hot_text.py`, which says why and how).

/// Passes `script` to the link of the crate's `kind` targets (`bins`,
/// `cdylib`) for release builds on x86_64 Linux, where rustc links with its
/// own lld (GNU ld takes the script too); not where the build names another
/// linker in its flags (mold, for one, does not take `INSERT`), not where
/// `TILELIFT_NO_HOT_TEXT` is set, and not where the script is absent (a
/// source package that leaves it out). The script only orders functions: the
/// program is the same without it.
fn link_hot_text(script: &std::path::Path, kind: &str) {
    use std::env;
    println!("cargo:rerun-if-changed={}", script.display());
    println!("cargo:rerun-if-env-changed=TILELIFT_NO_HOT_TEXT");
    let target = env::var("TARGET").unwrap_or_default();
    let release = env::var("PROFILE").is_ok_and(|p| p == "release");
    let flags = env::var("CARGO_ENCODED_RUSTFLAGS").unwrap_or_default();
    let other_linker = flags.contains("linker") || flags.contains("fuse-ld");
    if target == "x86_64-unknown-linux-gnu"
        && release
        && !other_linker
        && env::var_os("TILELIFT_NO_HOT_TEXT").is_none()
        && script.is_file()
    {
        println!("cargo:rustc-link-arg-{kind}=-Wl,-T,{}", script.display());
    }
}
