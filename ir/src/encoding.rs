//! Layout encodings: the parameters that TritonGPU tensor and memdesc types carry.
//!
//! An encoding says how the elements of a tensor are spread over the registers,
//! lanes, warps and CTAs of a program (distributed encodings), or how a buffer is laid
//! out in shared memory (shared encodings). This module holds only the parameters, as
//! Triton prints them; the meaning of each, as a linear layout, is computed in
//! `tilelift-lower` (`lower/src/layout/`).
//!
//! | text | variant |
//! |---|---|
//! | `#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>` | [`EncodingData::Blocked`] |
//! | `#ttg.slice<{dim = 1, parent = #blocked}>` | [`EncodingData::Slice`] |
//! | `#ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>` | [`EncodingData::DotOperand`] |
//! | `#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>` | [`EncodingData::NvidiaMma`] |
//! | `#ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>` | [`EncodingData::AmdMfma`] |
//! | `#ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>` | [`EncodingData::SwizzledShared`] |
//! | `#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>` | [`EncodingData::NvmmaShared`] |
//! | `#ttg.linear<{register = [[0, 1]], lane = [[0, 2], ...], warp = [...], block = []}>` | [`EncodingData::Linear`] |
//! | `#ttg.shared_memory` | [`EncodingData::SharedMemory`] |

use crate::entities::Encoding;
use smallvec::SmallVec;

/// A small list of per-dimension parameters.
pub type DimVec = SmallVec<[u32; 4]>;

/// How the CTAs of a cluster split a tensor. Absent (the default) for one CTA per
/// cluster, which is every kernel with `num_ctas = 1`.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct CtaLayout {
    /// `CTAsPerCGA`: CTAs per cluster along each dimension.
    pub ctas_per_cga: DimVec,
    /// `CTASplitNum`: how many pieces the tensor is split into along each dimension.
    pub cta_split_num: DimVec,
    /// `CTAOrder`: the order of CTAs, fastest dimension first.
    pub cta_order: DimVec,
}

/// `#ttg.blocked`: each thread holds a `sizePerThread` block, threads of a warp and
/// warps of a CTA tile the tensor in `order` (fastest dimension first), repeating
/// where the tensor is larger than one tile.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct BlockedEncoding {
    /// `sizePerThread`: consecutive elements per thread along each dimension.
    pub size_per_thread: DimVec,
    /// `threadsPerWarp`: lanes along each dimension; their product is the warp size.
    pub threads_per_warp: DimVec,
    /// `warpsPerCTA`: warps along each dimension; their product is `num_warps`.
    pub warps_per_cta: DimVec,
    /// `order`: dimensions from fastest to slowest varying.
    pub order: DimVec,
    /// The CTA layout, when not the default.
    pub cta_layout: Option<CtaLayout>,
}

/// `#ttg.nvidia_mma`: the accumulator layout of `mma.sync` (version 2) or `wgmma`
/// (version 3).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct NvidiaMmaEncoding {
    /// `versionMajor`: 2 for Ampere `mma.sync`, 3 for Hopper `wgmma`.
    pub version_major: u32,
    /// `versionMinor`.
    pub version_minor: u32,
    /// `warpsPerCTA`.
    pub warps_per_cta: DimVec,
    /// `instrShape`: the shape of one instruction's tile.
    pub instr_shape: DimVec,
    /// The CTA layout, when not the default.
    pub cta_layout: Option<CtaLayout>,
}

/// `#ttg.amd_mfma`: the accumulator layout of AMD's matrix instructions
/// (`v_mfma_*`, CDNA2 and CDNA3), as Triton's AMD backend prints it.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AmdMfmaEncoding {
    /// `version`: 2 for gfx90a (CDNA2), 3 for gfx942 (CDNA3).
    pub version: u32,
    /// `warpsPerCTA`.
    pub warps_per_cta: DimVec,
    /// `instrShape`: `[M, N, K]` of one instruction (`[32, 32, 8]`).
    pub instr_shape: DimVec,
    /// `isTransposed`: each lane holds consecutive elements along N (the
    /// product computed as `(b^T a^T)^T`), for wider stores.
    pub is_transposed: bool,
    /// The CTA layout, when not the default.
    pub cta_layout: Option<CtaLayout>,
}

/// `#ttg.swizzled_shared`: a shared-memory layout where the column of each vector
/// is XOR-ed with the row phase to avoid bank conflicts.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct SwizzledSharedEncoding {
    /// `vec`: elements per swizzled vector.
    pub vec: u32,
    /// `perPhase`: rows that share one phase.
    pub per_phase: u32,
    /// `maxPhase`: the number of distinct phases.
    pub max_phase: u32,
    /// `order`: dimensions from fastest to slowest varying.
    pub order: DimVec,
    /// The CTA layout, when not the default.
    pub cta_layout: Option<CtaLayout>,
}

/// `#ttg.nvmma_shared`: the shared-memory layout that Hopper's `wgmma` and TMA read.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct NvmmaSharedEncoding {
    /// `swizzlingByteWidth`: 0, 32, 64 or 128.
    pub swizzling_byte_width: u32,
    /// `transposed`.
    pub transposed: bool,
    /// `elementBitWidth`.
    pub element_bit_width: u32,
    /// `fp4Padded`.
    pub fp4_padded: bool,
    /// `rank`: the rank of the memdescs it lays out; Triton prints it where
    /// it is not 2 (the default).
    pub rank: u32,
    /// The CTA layout, when not the default.
    pub cta_layout: Option<CtaLayout>,
}

/// The input dimensions of a `#ttg.linear` encoding, in printing order.
pub const LINEAR_IN_DIMS: [&str; 4] = ["register", "lane", "warp", "block"];

/// `#ttg.linear`: a layout given directly by its linear-layout bases.
/// `bases[d][i]` is the tensor coordinate of bit `i` of input dimension
/// `LINEAR_IN_DIMS[d]`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct LinearEncoding {
    /// Bases for register, lane, warp and block, in that order.
    pub bases: [Vec<DimVec>; 4],
}

/// A layout encoding, as the parameters Triton prints.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum EncodingData {
    /// `#ttg.blocked<{...}>`.
    Blocked(BlockedEncoding),
    /// `#ttg.slice<{dim = d, parent = P}>`: the layout of `P` with dimension `d`
    /// removed, as after a reduction along `d`.
    Slice {
        /// The removed dimension.
        dim: u32,
        /// The parent encoding.
        parent: Encoding,
    },
    /// `#ttg.dot_op<{opIdx = i, parent = P, kWidth = k}>`: operand `i` (0 for A, 1 for
    /// B) of a `tt.dot` whose result has encoding `P`.
    DotOperand {
        /// 0 for the A operand, 1 for B.
        op_idx: u32,
        /// The encoding of the dot's result.
        parent: Encoding,
        /// `kWidth`: consecutive k elements per thread (0 when not printed).
        k_width: u32,
    },
    /// `#ttg.nvidia_mma<{...}>`.
    NvidiaMma(NvidiaMmaEncoding),
    /// `#ttg.amd_mfma<{...}>`.
    AmdMfma(AmdMfmaEncoding),
    /// `#ttg.swizzled_shared<{...}>`.
    SwizzledShared(SwizzledSharedEncoding),
    /// `#ttg.nvmma_shared<{...}>`.
    NvmmaShared(NvmmaSharedEncoding),
    /// `#ttg.linear<{...}>`.
    Linear(LinearEncoding),
    /// `#ttg.shared_memory`: the memory space of a memdesc.
    SharedMemory,
}

impl EncodingData {
    /// The prefix of the alias the printer gives this encoding (`#blocked1`), or
    /// `None` where Triton prints the encoding inline (`#ttg.slice<...>`).
    pub fn alias_prefix(&self) -> Option<&'static str> {
        match self {
            EncodingData::Blocked(_) => Some("blocked"),
            EncodingData::NvidiaMma(_) | EncodingData::AmdMfma(_) => Some("mma"),
            EncodingData::SwizzledShared(_) | EncodingData::NvmmaShared(_) => Some("shared"),
            EncodingData::Linear(_) => Some("linear"),
            EncodingData::SharedMemory => Some("smem"),
            EncodingData::Slice { .. } | EncodingData::DotOperand { .. } => None,
        }
    }

    /// The encodings this one refers to.
    pub fn parent(&self) -> Option<Encoding> {
        match self {
            EncodingData::Slice { parent, .. } | EncodingData::DotOperand { parent, .. } => {
                Some(*parent)
            }
            _ => None,
        }
    }

    /// Whether this is a shared-memory encoding (for memdesc types).
    pub fn is_shared(&self) -> bool {
        matches!(
            self,
            EncodingData::SwizzledShared(_) | EncodingData::NvmmaShared(_)
        )
    }
}
