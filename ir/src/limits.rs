//! The bounds the verifier holds every module to, so that no later stage
//! meets a size it cannot count or allocate: each is Triton's own limit or the
//! hardware's. `RELIABILITY.md` lists them with the limits of later stages.

/// The most elements a tensor may have (Triton's `TRITON_MAX_TENSOR_NUMEL`).
pub const MAX_TENSOR_ELEMENTS: u64 = 1 << 20;

/// The most warps a program may have: 32 warps of 32 lanes make the 1024
/// threads a CUDA block holds at most.
pub const MAX_NUM_WARPS: u64 = 32;

/// The most lanes a warp may have (64 on AMD's wavefronts, 32 on NVIDIA).
pub const MAX_THREADS_PER_WARP: u64 = 64;
