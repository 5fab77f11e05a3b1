//! What the PTX tests share: the corpus kernels the PTX path handles, compiled
//! through Triton's own layouts (`kernel.ttgir`) and through ours
//! (`kernel.ttir`, laid out by tilelift).

#![allow(dead_code)]

/// The corpus kernels: the PTX path compiles every one.
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
    "histogram_atomic",
    "rowsum_colmax",
    "softmax_rows",
    "layernorm_fwd",
    "block_cumsum",
    "matmul_f32_ieee",
    "matmul_f16",
];

/// The kernels the PTX tests compile from `kernel.ttir` alone: `matmul_f16`,
/// whose Triton TTGIR (`kernel.ttgir`, for sm_90) computes the dot with
/// Hopper's `wgmma` (`ttng.warp_group_dot`), which the PTX path does not
/// lower; and `matmul_f32_ieee`, whose golden file guards our own pipeline of
/// an FMA dot (Triton's TTGIR of it, its own pipeline through
/// `ttg.local_alloc` and `ttg.async_copy_global_to_local`, is lowered and
/// checked by `triton_ttgir.rs`, with the `kernel.sm80.ttgir` files).
pub const TTIR_ONLY: &[&str] = &["matmul_f32_ieee", "matmul_f16"];

/// The sources of `case` the PTX tests compile: `kernel.ttgir` (Triton's
/// layouts), then `kernel.ttir` (ours).
pub fn sources(case: &str) -> &'static [&'static str] {
    if TTIR_ONLY.contains(&case) {
        &["kernel.ttir"]
    } else {
        &["kernel.ttgir", "kernel.ttir"]
    }
}

/// The source golden files and Triton comparisons use: Triton's layouts where
/// the PTX path lowers them.
pub fn main_source(case: &str) -> &'static str {
    sources(case)[0]
}

pub use tilelift_tests::read;

/// Our PTX for `case` from `file` (`kernel.ttgir` or `kernel.ttir`), with
/// debug lines, as the program writes it.
pub fn compile(case: &str, file: &str, arch: tilelift::Arch) -> String {
    compile_with(case, file, &tilelift::Options::new().with_arch(arch))
}

/// Our PTX for `case` from `file` with `options`.
pub fn compile_with(case: &str, file: &str, options: &tilelift::Options) -> String {
    let text = read(case, file);
    match tilelift::compile_named(&text, file, options, &mut Default::default()) {
        Ok(k) => k.code,
        Err(e) => panic!("{case}/{file}: {e}"),
    }
}
