//! The target description: what layout assignment and the lowering to MIR need
//! to know about the machine, in one place, instead of 32 lanes and NVIDIA habits
//! written into the passes.
//!
//! | fact | NVIDIA (`sm_80` to `sm_120`) | AMD (`gfx90a`, `gfx942`) |
//! |---|---|---|
//! | threads per warp / wavefront | 32 | 64 (Triton's `threadsPerWarp = 64` on AMD: layouts, coalescing and `num_warps` count 64-lane wavefronts) |
//! | threads per program (CTA, workgroup) at most | 1024 | 1024 |
//! | shared memory (LDS) a program may use at most | the per-block maximum with the launch-time opt-in: 163 KiB on `sm_80`, 99 KiB on `sm_86`, `sm_89` and `sm_120`, 227 KiB on `sm_90` and `sm_100` | 64 KiB |
//! | tensor cores for `tt.dot` | `mma.sync` on `sm_80` and newer | none yet (MFMA is later) |
//!
//! Cross-lane exchange and barriers are target-neutral MIR instructions
//! (`Shuffle`, `Barrier`); each emitter picks its form (`shfl.sync.bfly` and
//! `bar.sync` on NVIDIA, `ds_bpermute` and `s_barrier` on AMD). Which math is
//! approximate is the same on both today (MIR's `*Approx` ops: `ex2.approx` on
//! NVIDIA, `v_exp_f32` on AMD).

/// What layout assignment and lowering need to know about the machine.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct TargetDesc {
    /// Threads that run in lock step and exchange registers by shuffles: a
    /// warp (NVIDIA) or the lanes tilelift lays out per wavefront (AMD). A power
    /// of two.
    pub threads_per_warp: u32,
    /// The most threads a program may have.
    pub max_threads_per_program: u32,
    /// The most bytes of shared memory (LDS) one program may use, for the
    /// scratch of layout conversions, reductions and scans. On NVIDIA it is
    /// dynamic shared memory, the per-block maximum of the CUDA programming
    /// guide's table of compute capabilities (above 48 KiB the runtime opts in
    /// with `CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES`).
    pub max_shared_bytes: u32,
    /// Whether `tt.dot` may use the tensor cores (`mma.sync`: 16-bit floats,
    /// tf32, 8-bit integers).
    pub tensor_cores: bool,
    /// Whether a `tt.dot` on tensor cores may use Hopper's `wgmma` (sm_90,
    /// whose PTX then targets `sm_90a`) where Triton does
    /// ([`crate::assign`]'s `dot` module).
    pub wgmma: bool,
    /// The largest immediate byte offset a global load or store takes beside
    /// its address register (PTX: any 32-bit offset; gfx9's global
    /// instructions: a 13-bit signed one).
    pub max_global_offset: i32,
    /// Whether a masked access among unmasked ones of the same run of
    /// addresses gets a pointer of its own instead of the run's first plus
    /// an immediate (`Ctx::global_access_address`): what ptxas schedules
    /// better; gfx9 takes the immediate for free.
    pub own_pointer_for_masked_tail: bool,
    /// The stages of the `cp.async` software pipeline of a loop that feeds
    /// `mma.sync` and does not say (`tt.num_stages`): Triton's `num_stages`,
    /// 3 by default; below 2, no pipeline.
    pub num_stages: u32,
    /// Whether a float multiply whose product feeds an add or a subtract is
    /// fused with it into one `fma` (Triton's `enable_fp_fusion`, on by
    /// default). A code-generation choice rather than a fact of the
    /// machine, kept here beside `num_stages` so that the lowering has one
    /// description to read.
    pub fp_fusion: bool,
    /// Whether `f16` add, subtract, multiply, min, max, negate and absolute
    /// value are computed in `f16` (PTX's `add.f16`, ...: `sm_53` and newer for
    /// the arithmetic, `sm_80` for min and max) rather than in `f32` and
    /// rounded back. The results are the same bits (for `+`, `-` and `*`
    /// rounding twice, to `f32` then to `f16`, gives the once-rounded result,
    /// since `f32` has more than twice `f16`'s precision plus 2 bits; min, max,
    /// negate and absolute value do not round), in one instruction instead of
    /// four. Comparisons (`setp.f16`) too: widening is exact, so they agree.
    pub f16_arith: bool,
    /// The same for `bf16` (PTX's `add.bf16`, `mul.bf16`: `sm_90` and newer),
    /// which is what Triton's code computes there (`add.rn.bf16x2`). The bits
    /// are the same as through `f32` except for products below `f32`'s
    /// smallest normal number (`2^-126`), where rounding to a subnormal `f32`
    /// first may round the other way.
    pub bf16_arith: bool,
    /// Whether `tt.atomic_rmw fadd` of `f16` is done (PTX's
    /// `atom.add.noftz.f16`, sm_70 and newer; AMDGCN: a packed add on the
    /// element's 32-bit word, `tilelift_amdgpu`'s `half_atomic` module).
    pub f16_atomic_add: bool,
    /// The same for `bf16` (PTX's `.bf16`, sm_90 and newer; gfx942's packed
    /// add, gfx90a's compare-and-swap loop).
    pub bf16_atomic_add: bool,
    /// Whether 8-bit floats convert to and from `f16` and `f32` (MIR's
    /// `Fp8x2ToF16x2` and `F32x2ToFp8x2`: PTX's `cvt` with `.e4m3x2` and
    /// `.e5m2x2`, sm_89 and newer; AMDGCN by integer and float arithmetic,
    /// `tilelift_amdgpu`'s `fp8` module).
    pub fp8_cvt: bool,
    /// Whether 1-D accesses that masks cut to single elements are laid out with
    /// consecutive elements on consecutive lanes
    /// ([`crate::assign::LayoutOptions::masked_scalars_across_lanes`]):
    /// measured on NVIDIA GPUs only, so off for AMD, where Triton's layouts are kept.
    pub masked_scalars_across_lanes: bool,
    /// Whether loops that stream through global memory ask the L2 cache for
    /// the loads of later iterations (PTX's `prefetch.global.L2`,
    /// [`crate::to_mir`]'s `prefetch` module).
    pub l2_prefetch: bool,
    /// Whether the tensor memory accelerator copies blocks of host tensor
    /// descriptors (`cp.async.bulk.tensor`, sm_90 and newer;
    /// [`tilelift_ir::tma`]).
    pub tma: bool,
}

impl TargetDesc {
    /// An NVIDIA GPU of compute capability `sm` (80 for `sm_80`).
    pub const fn nvidia(sm: u32) -> Self {
        TargetDesc {
            threads_per_warp: 32,
            max_threads_per_program: 1024,
            max_shared_bytes: nvidia_max_shared_bytes(sm),
            tensor_cores: sm >= 80,
            wgmma: sm == 90,
            max_global_offset: i32::MAX,
            own_pointer_for_masked_tail: true,
            num_stages: 3,
            fp_fusion: true,
            f16_arith: true,
            bf16_arith: sm >= 90,
            f16_atomic_add: sm >= 70,
            bf16_atomic_add: sm >= 90,
            fp8_cvt: sm >= 89,
            masked_scalars_across_lanes: true,
            l2_prefetch: true,
            tma: sm >= 90,
        }
    }

    /// An AMD CDNA GPU (`gfx90a`, `gfx942`).
    pub const fn amdgcn() -> Self {
        TargetDesc {
            threads_per_warp: 64,
            max_threads_per_program: 1024,
            max_shared_bytes: 64 * 1024,
            tensor_cores: false,
            wgmma: false,
            max_global_offset: 4095,
            own_pointer_for_masked_tail: false,
            num_stages: 1,
            fp_fusion: true,
            f16_arith: false,
            bf16_arith: false,
            f16_atomic_add: true,
            bf16_atomic_add: true,
            fp8_cvt: true,
            masked_scalars_across_lanes: false,
            l2_prefetch: false,
            tma: false,
        }
    }

    /// `log2(threads_per_warp)`: the lane bits of a thread id.
    pub fn lane_bits(&self) -> u32 {
        self.threads_per_warp.trailing_zeros()
    }

    /// The most warps a program may have.
    pub fn max_warps(&self) -> u32 {
        self.max_threads_per_program / self.threads_per_warp
    }
}

/// "Maximum amount of shared memory per thread block" of compute capability
/// `sm`, in bytes (the CUDA C++ programming guide's table of technical
/// specifications per compute capability).
const fn nvidia_max_shared_bytes(sm: u32) -> u32 {
    match sm {
        // 12.x: 99 KiB.
        120.. => 99 * 1024,
        // 9.0 and 10.x: 227 KiB.
        90.. => 227 * 1024,
        // 8.0 and 8.7: 163 KiB.
        80 | 87 => 163 * 1024,
        // 8.6 and 8.9: 99 KiB.
        86 | 89 => 99 * 1024,
        // 7.0 and 7.2: 96 KiB.
        70 | 72 => 96 * 1024,
        // 7.5: 64 KiB.
        75 => 64 * 1024,
        // Older: 48 KiB.
        _ => 48 * 1024,
    }
}

impl Default for TargetDesc {
    /// `sm_90`, the default target of the command line.
    fn default() -> Self {
        TargetDesc::nvidia(90)
    }
}

/// The threads of one program: lanes per warp (from the target) and warps (from
/// the kernel), both powers of two.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Threads {
    /// Lanes per warp.
    pub lanes: u32,
    /// Warps per program.
    pub warps: u32,
}

impl Threads {
    /// `warps` warps of the target's lanes.
    pub fn new(target: &TargetDesc, warps: u32) -> Self {
        Threads {
            lanes: target.threads_per_warp,
            warps,
        }
    }

    /// The lane bits of a thread id.
    pub fn lane_bits(self) -> usize {
        self.lanes.trailing_zeros() as usize
    }

    /// The warp bits of a thread id.
    pub fn warp_bits(self) -> usize {
        self.warps.trailing_zeros() as usize
    }

    /// Threads per program.
    pub fn total(self) -> u32 {
        self.lanes * self.warps
    }
}

#[cfg(test)]
mod tests {
    use super::TargetDesc;

    /// The CUDA programming guide's per-block maximum, with the opt-in, for
    /// each architecture `--arch` takes.
    #[test]
    fn nvidia_shared_memory_per_block() {
        let kib = |sm| TargetDesc::nvidia(sm).max_shared_bytes / 1024;
        let table: Vec<(u32, u32)> = [80, 86, 89, 90, 100, 120]
            .into_iter()
            .map(|sm| (sm, kib(sm)))
            .collect();
        assert_eq!(
            table,
            [
                (80, 163),
                (86, 99),
                (89, 99),
                (90, 227),
                (100, 227),
                (120, 99)
            ]
        );
    }
}
