//! What the PTX tests share: the corpus kernels the PTX path handles, compiled
//! through Triton's own layouts (`kernel.ttgir`) and through ours
//! (`kernel.ttir`, laid out by tilelift).

#![allow(dead_code)]

use std::path::PathBuf;

/// The corpus kernels that part 1 of the PTX path compiles.
pub const KERNELS: &[&str] = &[
    "vec_add_f32",
    "vec_add_f32_odd",
    "cast_f16_to_bf16",
    "load_other_cache",
    "bias_add_2d",
    "colmajor_to_rowmajor",
    "int_ops",
    "gelu",
    "grid_stride_saxpy",
];

/// The folder of corpus case `case`.
pub fn case_dir(case: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("corpus")
        .join(case)
}

/// A corpus file's text.
pub fn read(case: &str, file: &str) -> String {
    std::fs::read_to_string(case_dir(case).join(file))
        .unwrap_or_else(|e| panic!("{case}/{file}: {e}"))
}

/// Our PTX for `case` from `file` (`kernel.ttgir` or `kernel.ttir`).
pub fn compile(case: &str, file: &str, arch: tilelift::Arch) -> String {
    let options = tilelift::Options {
        arch,
        num_warps: None,
    };
    let text = read(case, file);
    match tilelift::compile_named(&text, file, &options, &mut Default::default()) {
        Ok(k) => k.ptx,
        Err(e) => panic!("{case}/{file}: {e}"),
    }
}
