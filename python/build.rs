//! The compile's code laid out first and together in the native module, as
//! in the `tilelift` program (`cli/build.rs`, `cli/hot_text_link.rs`).

include!("../cli/hot_text_link.rs");

fn main() {
    let dir = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    link_hot_text(
        &std::path::Path::new(&dir).join("../cli/hot-text.ld"),
        "cdylib",
    );
}
