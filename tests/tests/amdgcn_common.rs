//! What the AMDGCN tests share: the corpus kernels the AMDGCN path handles,
//! compiled from `kernel.ttir` for `amdgcn-amd-amdhsa` / `gfx90a` (or another
//! processor, `*_for`).

#![allow(dead_code)]

/// The corpus kernels that the AMDGCN path compiles.
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
    "block_cumsum",
    "histogram_atomic",
    "layernorm_fwd",
    "matmul_f32_ieee",
    "rowsum_colmax",
    "softmax_rows",
];

pub use tilelift_tests::read;

/// Every processor the AMDGCN path emits for.
pub use tilelift_amdgpu::Mcpu;

/// The compile options for gfx90a.
pub fn options() -> tilelift::Options {
    options_for(Mcpu::Gfx90a)
}

/// The compile options for `mcpu`.
pub fn options_for(mcpu: Mcpu) -> tilelift::Options {
    tilelift::Options::new().with_target(tilelift::Target::Amdgcn(mcpu))
}

/// Our assembly for `case`, or the error message.
pub fn try_compile(case: &str) -> Result<String, String> {
    try_compile_for(case, Mcpu::Gfx90a)
}

/// Our assembly for `case` on `mcpu`, or the error message.
pub fn try_compile_for(case: &str, mcpu: Mcpu) -> Result<String, String> {
    let text = read(case, "kernel.ttir");
    tilelift::compile_named(
        &text,
        "kernel.ttir",
        &options_for(mcpu),
        &mut Default::default(),
    )
    .map(|k| k.code)
    .map_err(|e| e.to_string())
}

/// Our assembly for `case`.
pub fn compile(case: &str) -> String {
    compile_for(case, Mcpu::Gfx90a)
}

/// Our assembly for `case` on `mcpu`.
pub fn compile_for(case: &str, mcpu: Mcpu) -> String {
    try_compile_for(case, mcpu).unwrap_or_else(|e| panic!("{case} ({}): {e}", mcpu.name()))
}

/// The corpus cases, sorted.
pub fn all_cases() -> Vec<String> {
    tilelift_tests::case_dirs()
        .into_iter()
        .filter(|dir| dir.join("kernel.ttir").exists())
        .map(|dir| dir.file_name().unwrap().to_string_lossy().into_owned())
        .collect()
}
