//! Every encoding as a [`LinearLayout`] for a tensor shape: the meaning of the
//! parameters that `#ttg.blocked`, `#ttg.slice`, `#ttg.swizzled_shared`,
//! `#ttg.nvidia_mma`, `#ttg.dot_op` and `#ttg.linear` carry.
//!
//! Distributed layouts map `register, lane, warp, block` to `dim0, dim1, ...`;
//! shared layouts map `offset, block` to the tensor. Each is built as a product of
//! small layouts, as Triton's `LinearLayoutConversions.cpp` builds them, then fitted
//! to the shape: a layout larger than the tensor broadcasts (registers that would
//! hold a copy are dropped; lanes and warps hold copies), a smaller one repeats in
//! registers.

use super::linear::{Bases, Basis, Dim, LinearLayout};
use tilelift_ir::encoding::{
    AmdMfmaEncoding, BlockedEncoding, CtaLayout, EncodingData, LinearEncoding, NvidiaMmaEncoding,
    SwizzledSharedEncoding,
};
use tilelift_ir::{Encoding, Types};

/// The linear layout of `encoding` for a tensor of `shape`, or `None` for an
/// encoding tilelift cannot convert yet (`#ttg.nvmma_shared`, a Hopper
/// `nvidia_mma` or `dot_op` of it of a rank other than 2).
pub fn to_linear_layout(types: &Types, encoding: Encoding, shape: &[i64]) -> Option<LinearLayout> {
    match types.encoding_data(encoding) {
        EncodingData::Blocked(b) => Some(blocked_to_linear(b, shape)),
        EncodingData::Slice { dim, parent } => slice_to_linear(types, *dim, *parent, shape),
        EncodingData::SwizzledShared(s) => Some(swizzled_shared_to_linear(s, shape)),
        EncodingData::NvidiaMma(m) if m.version_major == 2 => Some(mma_v2_to_linear(m, shape)),
        EncodingData::NvidiaMma(m) if m.version_major == 3 && shape.len() == 2 => {
            Some(mma_v3_to_linear(m, shape))
        }
        EncodingData::AmdMfma(m) if shape.len() == 2 && m.instr_shape.len() >= 2 => {
            Some(mfma_to_linear(m, shape))
        }
        EncodingData::DotOperand {
            op_idx,
            parent,
            k_width,
        } => match types.encoding_data(*parent) {
            EncodingData::AmdMfma(m)
                if *k_width > 0 && shape.len() == 2 && m.instr_shape.len() >= 2 =>
            {
                Some(mfma_dot_to_linear(m, *op_idx, *k_width, shape))
            }
            EncodingData::Blocked(b) => Some(fma_dot_to_linear(b, *op_idx, shape)),
            EncodingData::NvidiaMma(m) if m.version_major == 2 && *k_width > 0 => {
                Some(mma_v2_dot_to_linear(m, *op_idx, *k_width, shape))
            }
            EncodingData::NvidiaMma(m)
                if m.version_major == 3 && *k_width > 0 && shape.len() == 2 =>
            {
                Some(mma_v3_dot_to_linear(m, *op_idx, *k_width, shape))
            }
            _ => None,
        },
        EncodingData::Linear(l) => Some(linear_encoding_to_linear(l, shape.len())),
        EncodingData::NvidiaMma(_)
        | EncodingData::AmdMfma(_)
        | EncodingData::NvmmaShared(_)
        | EncodingData::SharedMemory => None,
    }
}

/// `identity_1d(shape[d], in_dim, dim_d)` multiplied over `order` (fastest first),
/// with the outputs put back in `dim0, dim1, ...` order.
pub fn identity_standard_nd(in_dim: Dim, shape: &[u32], order: &[u32]) -> LinearLayout {
    let mut layout = LinearLayout::empty();
    for &d in order {
        layout *= LinearLayout::identity_1d(shape[d as usize] as i32, in_dim, Dim::Tensor(d as u8));
    }
    layout.transpose_outs(&Dim::tensor_dims(shape.len()))
}

/// `#ttg.blocked`: registers, then lanes, then warps, each in `order`, then the
/// CTAs of the cluster.
pub fn blocked_to_linear(b: &BlockedEncoding, shape: &[i64]) -> LinearLayout {
    let cta = identity_standard_nd(Dim::Register, &b.size_per_thread, &b.order)
        * identity_standard_nd(Dim::Lane, &b.threads_per_warp, &b.order)
        * identity_standard_nd(Dim::Warp, &b.warps_per_cta, &b.order);
    combine_cta_cga_with_shape(cta, b.cta_layout.as_ref(), shape)
}

/// The CTA layout: CTA coordinates (in `CTAOrder`) to the tensor block each CTA
/// holds, `x % CTASplitNum` along each dimension.
fn make_cga_layout(cga: Option<&CtaLayout>, rank: usize) -> LinearLayout {
    let Some(cga) = cga else {
        let mut layout = LinearLayout::empty();
        for d in (0..rank).rev() {
            layout *= LinearLayout::identity_1d(1, Dim::Block, Dim::Tensor(d as u8));
        }
        return layout.transpose_outs(&Dim::tensor_dims(rank));
    };
    let mut layout = LinearLayout::empty();
    for &d in &cga.cta_order {
        let split = cga.cta_split_num[d as usize] as i32;
        let ctas = cga.ctas_per_cga[d as usize] as i32;
        let out = Dim::Tensor(d as u8);
        layout *= LinearLayout::identity_1d(split, Dim::Block, out)
            * LinearLayout::zeros_1d((ctas / split).max(1), Dim::Block, out, 1);
    }
    layout.transpose_outs(&Dim::tensor_dims(rank))
}

/// Fits a CTA-level layout and the cluster layout to `shape`, as Triton's
/// `combineCtaCgaWithShape`.
pub fn combine_cta_cga_with_shape(
    cta: LinearLayout,
    cga: Option<&CtaLayout>,
    shape: &[i64],
) -> LinearLayout {
    let rank = shape.len();
    let dims = Dim::tensor_dims(rank);
    let cga = ensure_not_larger_than(&make_cga_layout(cga, rank), shape);
    let cta_shape: Vec<i64> = (0..rank)
        .map(|d| (shape[d] / cga.out_dim_size(dims[d]) as i64).max(1))
        .collect();
    let cta = ensure_not_smaller_than(&cta, &cta_shape);
    let cta = ensure_not_larger_than(&cta, &cta_shape);
    let cga = cga.transpose_outs(&cta.out_dims().collect::<Vec<_>>());
    (cta * cga).transpose_outs(&dims)
}

/// Shrinks each output to at most `shape`: the bases that reach past it point to
/// zero instead (their hardware holds copies), except register bases, which are
/// dropped (a thread needs no two registers for one element).
pub fn ensure_not_larger_than(layout: &LinearLayout, shape: &[i64]) -> LinearLayout {
    let mut ins: Vec<(Dim, Bases)> = layout.bases().to_vec();
    let outs = layout.out_dim_sizes().to_vec();
    let mut dropped_registers = Vec::new();
    for (o, &(out, size)) in outs.iter().enumerate() {
        let desired = extent(shape, out, o) as i32;
        if size <= desired {
            continue;
        }
        for (dim, bases) in ins.iter_mut() {
            for (i, basis) in bases.iter_mut().enumerate() {
                if basis[o] >= desired {
                    if *dim == Dim::Register {
                        dropped_registers.push(i);
                    } else {
                        basis[o] = 0;
                    }
                }
            }
        }
    }
    for (dim, bases) in ins.iter_mut() {
        if *dim == Dim::Register {
            let mut i = 0;
            bases.retain(|_| {
                i += 1;
                !dropped_registers.contains(&(i - 1))
            });
        }
    }
    let out_dims: Vec<Dim> = outs.iter().map(|&(d, _)| d).collect();
    let fitted: Vec<(Dim, i32)> = outs
        .iter()
        .enumerate()
        .map(|(o, &(d, s))| (d, s.min(extent(shape, d, o) as i32)))
        .collect();
    LinearLayout::from_bases(ins.clone(), fitted, false)
        .or_else(|_| LinearLayout::from_bases_inferred(ins, &out_dims))
        .expect("shrinking a layout keeps it well formed")
}

/// The extent in `shape` of output `dim`, the `o`-th output of its layout: a
/// tensor dimension reads its own entry (a layout may list its outputs in
/// another order than `dim0, dim1, ...`), any other output the `o`-th.
fn extent(shape: &[i64], dim: Dim, o: usize) -> i64 {
    match dim {
        Dim::Tensor(d) => shape[d as usize],
        _ => shape[o],
    }
}

/// Grows each output to at least `shape` by repeating the layout in registers,
/// the outputs taken in the layout's order (the first repeats fastest).
pub fn ensure_not_smaller_than(layout: &LinearLayout, shape: &[i64]) -> LinearLayout {
    let mut result = layout.clone();
    let first_in = layout.in_dims().next().unwrap_or(Dim::Register);
    for (o, (dim, size)) in layout.out_dim_sizes().iter().enumerate() {
        let desired = extent(shape, *dim, o) as i32;
        if *size < desired {
            result *= LinearLayout::identity_1d(desired / size, first_in, *dim);
        }
    }
    result
}

/// `#ttg.slice<{dim, parent}>`: the parent's layout for the shape with a 1
/// inserted at `dim`, with that output removed and the registers it made
/// redundant dropped.
fn slice_to_linear(
    types: &Types,
    dim: u32,
    parent: Encoding,
    shape: &[i64],
) -> Option<LinearLayout> {
    let mut parent_shape = shape.to_vec();
    parent_shape.insert(dim as usize, 1);
    let parent_ll = to_linear_layout(types, parent, &parent_shape)?;
    let mut transform = LinearLayout::empty();
    for (idx, (out, size)) in parent_ll.out_dim_sizes().iter().enumerate() {
        let idx = idx as u32;
        if idx == dim {
            transform *= LinearLayout::zeros_1d(*size, *out, Dim::Tensor(0), 1);
        } else {
            let to = Dim::Tensor((idx - u32::from(idx > dim)) as u8);
            transform *= LinearLayout::identity_1d(*size, *out, to);
        }
    }
    let rank = shape.len();
    let sliced = parent_ll
        .compose(&transform)
        .transpose_outs(&Dim::tensor_dims(rank));
    let mut ins = sliced.bases().to_vec();
    for (d, bases) in ins.iter_mut() {
        if *d == Dim::Register {
            bases.retain(|b| b.iter().any(|&v| v != 0));
        }
    }
    LinearLayout::from_bases(ins, sliced.out_dim_sizes().to_vec(), false).ok()
}

/// `#ttg.swizzled_shared`: offsets along the column, then rows whose column is
/// XOR-ed with `vec * ((row / perPhase) % maxPhase)`; higher dimensions follow
/// `order`.
pub fn swizzled_shared_to_linear(s: &SwizzledSharedEncoding, shape: &[i64]) -> LinearLayout {
    let rank = shape.len();
    if rank == 1 {
        return LinearLayout::identity_1d(shape[0] as i32, Dim::Offset, Dim::Tensor(0));
    }
    let (col_dim, row_dim) = (s.order[0] as usize, s.order[1] as usize);
    let (n_cols, n_rows) = (shape[col_dim] as i32, shape[row_dim] as i32);
    let mut bases = Vec::new();
    for log_col in 0..n_cols.trailing_zeros() {
        bases.push(vec![0, 1 << log_col]);
    }
    for log_row in 0..n_rows.trailing_zeros() {
        let row = 1i32 << log_row;
        let phase = (row / s.per_phase as i32) % s.max_phase as i32;
        bases.push(vec![row, (s.vec as i32 * phase) % n_cols]);
    }
    let (row_out, col_out) = (Dim::Tensor(row_dim as u8), Dim::Tensor(col_dim as u8));
    let mut layout = LinearLayout::from_bases(
        vec![(Dim::Offset, bases)],
        vec![(row_out, n_rows), (col_out, n_cols)],
        false,
    )
    .expect("swizzled bases stay inside the tile");
    for &d in &s.order[2..] {
        layout *=
            LinearLayout::identity_1d(shape[d as usize] as i32, Dim::Offset, Dim::Tensor(d as u8));
    }
    combine_cta_cga_with_shape(
        layout.transpose_outs(&Dim::tensor_dims(rank)),
        s.cta_layout.as_ref(),
        shape,
    )
}

/// The register and lane tile of Ampere's `mma.sync` (`m16n8`), as Triton's
/// `nvidiaMmaTile`: along the inner dimension `k_width` registers then 4 lanes,
/// along the outer 8 lanes, then register repeats outer and inner. `tile` is
/// indexed by tensor dimension; the result lists its outputs in `rep_order`
/// (fastest first), the order in which [`combine_cta_cga_with_shape`] repeats
/// the tile over a larger tensor.
fn nvidia_mma_tile(tile: &[u32], k_width: u32, order: &[u32], rep_order: &[u32]) -> LinearLayout {
    let (inner, outer) = (Dim::Tensor(order[0] as u8), Dim::Tensor(order[1] as u8));
    let (m, n) = (
        tile[order[1] as usize] as i32,
        tile[order[0] as usize] as i32,
    );
    let k = k_width as i32;
    let mut layout = LinearLayout::empty();
    for &d in rep_order {
        layout *= LinearLayout::identity_1d(1, Dim::Register, Dim::Tensor(d as u8));
    }
    layout
        * LinearLayout::identity_1d(k, Dim::Register, inner)
        * LinearLayout::identity_1d(4, Dim::Lane, inner)
        * LinearLayout::identity_1d(8, Dim::Lane, outer)
        * LinearLayout::identity_1d(m / 8, Dim::Register, outer)
        * LinearLayout::identity_1d(n / (k * 4), Dim::Register, inner)
}

/// `#ttg.nvidia_mma` version 2: the `mma.sync` accumulator tile (two consecutive
/// registers per row, `c0 c1` in row `lane / 4`, `c2 c3` eight rows below),
/// warps row-major, repeats along the columns first (Triton's `repOrder`).
fn mma_v2_to_linear(m: &NvidiaMmaEncoding, shape: &[i64]) -> LinearLayout {
    let rank = shape.len();
    let order: Vec<u32> = (0..rank as u32).rev().collect();
    let tile = nvidia_mma_tile(&m.instr_shape, 2, &order, &order);
    let outs: Vec<Dim> = tile.out_dims().collect();
    let warps = identity_standard_nd(Dim::Warp, &m.warps_per_cta, &order).transpose_outs(&outs);
    combine_cta_cga_with_shape(tile * warps, m.cta_layout.as_ref(), shape)
}

/// `#ttg.nvidia_mma` version 3: the `wgmma` accumulator of a warpgroup, as
/// Triton's `nvidiaMmaToLinearLayout` for Hopper. The tile of one warp is
/// `16 x N` (`instrShape = [16, N, 16]`): the `mma.sync` accumulator tile
/// repeated along N in registers (register bit 0 the next column, bit 1 eight
/// rows down, the higher bits 8, 16, ... columns right: the PTX ISA's wgmma
/// `D` fragment, `d[4j..4j+4]` for columns `8j..8j+8`); warps go along M
/// first (a warpgroup's four warps hold its 64 rows), then the tile repeats
/// over the tensor, N first.
fn mma_v3_to_linear(m: &NvidiaMmaEncoding, shape: &[i64]) -> LinearLayout {
    let order = [1u32, 0];
    let tile = [16, m.instr_shape.get(1).copied().unwrap_or(8)];
    let tile = nvidia_mma_tile(&tile, 2, &order, &order);
    let outs: Vec<Dim> = tile.out_dims().collect();
    let warps = identity_standard_nd(Dim::Warp, &m.warps_per_cta, &[0, 1]).transpose_outs(&outs);
    combine_cta_cga_with_shape(tile * warps, m.cta_layout.as_ref(), shape)
}

/// `#ttg.dot_op<{opIdx, parent = #nvidia_mma (v3), kWidth}>`: the `mma.sync`
/// operand fragments of [`mma_v2_dot_to_linear`] with the warps of the `wgmma`
/// accumulator (along M first), broadcast along K: for `a` in registers,
/// the PTX ISA's `wgmma` register fragment in each warp of the warpgroup.
/// An operand `wgmma` reads from shared memory (the conversion to this
/// layout stores the tile there, [`crate::to_mir`]) is never held in this
/// layout; it is what the tensor is, for the interpreter and the printer.
fn mma_v3_dot_to_linear(
    m: &NvidiaMmaEncoding,
    op_idx: u32,
    k_width: u32,
    shape: &[i64],
) -> LinearLayout {
    mma_dot_to_linear(m, op_idx, k_width, shape, &[0, 1])
}

/// `#ttg.dot_op<{opIdx, parent = #nvidia_mma (v2), kWidth}>`, as Triton's
/// `nvidiaDotToLinearLayout`: the `mma.sync` operand fragment, K fastest.
///
/// For `a` (`opIdx = 0`, `m x k`) the tile is `16 x 8 kWidth`: `kWidth`
/// consecutive K in registers, 4 lanes along K, 8 lanes along M, a register for
/// the 8 rows below, registers for the next K. With `kWidth = 2` (16-bit types)
/// that is the `m16n8k16` A fragment: `a0 a1` at row `lane / 4`, columns
/// `2 (lane % 4) + 0..2`; `a2 a3` eight rows below; `a4..a7` eight columns right.
/// For `b` (`k x n`) the tile is `8 kWidth x 8`: `kWidth` K in registers, 4 lanes
/// along K, 8 lanes along N, registers for the next K (`b0 b1`, `b2 b3`).
///
/// Warps follow the parent's, broadcast along K: the warps that split the
/// accumulator along N share `a`, those that split it along M share `b`.
fn mma_v2_dot_to_linear(
    m: &NvidiaMmaEncoding,
    op_idx: u32,
    k_width: u32,
    shape: &[i64],
) -> LinearLayout {
    let warp_order: Vec<u32> = (0..shape.len() as u32).rev().collect();
    mma_dot_to_linear(m, op_idx, k_width, shape, &warp_order)
}

/// The `mma.sync` operand fragment of `op_idx` (see [`mma_v2_dot_to_linear`])
/// with the parent's warps in `warp_order` (fastest first), broadcast along
/// K.
fn mma_dot_to_linear(
    m: &NvidiaMmaEncoding,
    op_idx: u32,
    k_width: u32,
    shape: &[i64],
    warp_order: &[u32],
) -> LinearLayout {
    let rank = shape.len();
    let is_a = op_idx == 0;
    let mut tile = vec![1u32; rank];
    let k_dim = if is_a { rank - 1 } else { rank - 2 };
    if is_a {
        tile[rank - 2] = 16;
        tile[rank - 1] = 8 * k_width;
    } else {
        tile[rank - 2] = 8 * k_width;
        tile[rank - 1] = 8;
    }
    // K fastest, then the other matrix dimension, then batch dimensions.
    let non_k = if is_a { rank - 2 } else { rank - 1 };
    let mut order = vec![k_dim as u32, non_k as u32];
    order.extend((0..rank as u32 - 2).rev());
    let layout = nvidia_mma_tile(&tile, k_width, &order, &order);
    let outs: Vec<Dim> = layout.out_dims().collect();
    let warps = broadcast_along(Dim::Warp, &m.warps_per_cta, warp_order, k_dim);
    combine_cta_cga_with_shape(
        layout * warps.transpose_outs(&outs),
        m.cta_layout.as_ref(),
        shape,
    )
}

/// Lanes of a wavefront on AMD's CDNA targets.
const WAVE: i32 = 64;

/// `#ttg.amd_mfma` (rank 2), as Triton's `AMDMfmaEncodingAttr::toLinearLayout`.
///
/// One instruction's `mDim x nDim` accumulator tile (MI200 and MI300 ISA,
/// "Dependent Arithmetic Instructions, MFMA", the `D` matrix layout): lane
/// `l` holds column `l % nDim` and, in its registers, groups of 4
/// consecutive rows, group `g` at rows `4 (l / nDim) + 4 (64 / nDim) g`
/// (`v_mfma_f32_32x32x8f16`: register `r` of lane `l` is row `(r % 4) + 8 (r
/// / 4) + 4 (l / 32)`, column `l % 32`). `isTransposed` swaps the roles of
/// rows and columns (the product computed as `(b^T a^T)^T`). Then warps
/// along N, the tile repeated along N in registers, warps along M, and the
/// repeats along M.
fn mfma_to_linear(m: &AmdMfmaEncoding, shape: &[i64]) -> LinearLayout {
    let (m_dim, n_dim) = (m.instr_shape[0] as i32, m.instr_shape[1] as i32);
    let (dm, dn) = (Dim::Tensor(0), Dim::Tensor(1));
    // Rows (non-transposed) or columns (transposed) in registers.
    let (reg_dim, lane_dim) = if m.is_transposed { (dn, dm) } else { (dm, dn) };
    let lanes_across = if m.is_transposed { m_dim } else { n_dim };
    let height = 4;
    let depth = WAVE / lanes_across;
    let groups = (if m.is_transposed { n_dim } else { m_dim } / (height * depth)).max(1);
    let tile = LinearLayout::identity_1d(height, Dim::Register, reg_dim)
        * LinearLayout::identity_1d(lanes_across, Dim::Lane, lane_dim)
        * LinearLayout::identity_1d(depth, Dim::Lane, reg_dim)
        * LinearLayout::identity_1d(groups, Dim::Register, reg_dim);
    let mut layout = tile.transpose_outs(&[dn, dm]);
    let (warps_m, warps_n) = (m.warps_per_cta[0] as i32, m.warps_per_cta[1] as i32);
    layout *= LinearLayout::identity_1d(warps_n, Dim::Warp, dn);
    let reps_n = (shape[1] as i32 / (n_dim * warps_n)).max(1);
    layout *= LinearLayout::identity_1d(reps_n, Dim::Register, dn);
    layout *= LinearLayout::identity_1d(warps_m, Dim::Warp, dm);
    combine_cta_cga_with_shape(layout, m.cta_layout.as_ref(), shape)
}

/// `#ttg.dot_op<{opIdx, parent = #ttg.amd_mfma, kWidth}>` (rank 2), as
/// Triton's `mfmaDotToLinearLayout`: lane `l` holds row (`a`) or column
/// (`b`) `l % nonK` of the instruction's operand and `kWidth` consecutive K
/// in its registers, starting at `kWidth (l / nonK)` (MI200 and MI300 ISA,
/// the `A` and `B` matrix layouts: for `v_mfma_f32_32x32x8f16`, lane `l`
/// holds `a[l % 32][4 (l / 32) .. 4 (l / 32) + 4]`); the tile repeats along K
/// in registers, then along the other dimension; warps as the parent's,
/// broadcast along K.
fn mfma_dot_to_linear(
    m: &AmdMfmaEncoding,
    op_idx: u32,
    k_width: u32,
    shape: &[i64],
) -> LinearLayout {
    let is_a = op_idx == 0;
    let (k_dim, non_k_dim) = if is_a { (1usize, 0usize) } else { (0, 1) };
    let (dk, dnk) = (Dim::Tensor(k_dim as u8), Dim::Tensor(non_k_dim as u8));
    let non_k = m.instr_shape[if is_a { 0 } else { 1 }] as i32;
    let kw = k_width as i32;
    let mut tile = LinearLayout::identity_1d(kw, Dim::Register, dk)
        * LinearLayout::identity_1d(non_k, Dim::Lane, dnk)
        * LinearLayout::identity_1d(WAVE / non_k, Dim::Lane, dk);
    let k_tile = WAVE / non_k * kw;
    let k_size = shape[k_dim] as i32;
    if k_size > k_tile {
        tile *= LinearLayout::identity_1d(k_size / k_tile, Dim::Register, dk);
    }
    let tile = tile.transpose_outs(&[dk, dnk]);
    let warps =
        identity_standard_nd(Dim::Warp, &m.warps_per_cta, &[1, 0]).transpose_outs(&[dk, dnk]);
    combine_cta_cga_with_shape(tile * warps, m.cta_layout.as_ref(), shape)
}

/// `#ttg.dot_op` of a blocked parent (the FMA path): the parent's layout with the
/// whole K dimension in each thread's registers, and lanes and warps broadcast
/// along K.
fn fma_dot_to_linear(b: &BlockedEncoding, op_idx: u32, shape: &[i64]) -> LinearLayout {
    let rank = shape.len();
    let k_dim = if op_idx == 0 { rank - 1 } else { rank - 2 };
    let mut size_per_thread = b.size_per_thread.clone();
    size_per_thread[k_dim] = shape[k_dim] as u32;
    let registers = identity_standard_nd(Dim::Register, &size_per_thread, &b.order);
    let lanes = broadcast_along(Dim::Lane, &b.threads_per_warp, &b.order, k_dim);
    let warps = broadcast_along(Dim::Warp, &b.warps_per_cta, &b.order, k_dim);
    combine_cta_cga_with_shape(registers * lanes * warps, b.cta_layout.as_ref(), shape)
}

/// Like [`identity_standard_nd`], with dimension `broadcast` mapped to zero.
fn broadcast_along(in_dim: Dim, shape: &[u32], order: &[u32], broadcast: usize) -> LinearLayout {
    let mut layout = LinearLayout::empty();
    for &d in order {
        let out = Dim::Tensor(d as u8);
        let size = shape[d as usize] as i32;
        layout *= if d as usize == broadcast {
            LinearLayout::zeros_1d(size, in_dim, out, 1)
        } else {
            LinearLayout::identity_1d(size, in_dim, out)
        };
    }
    layout.transpose_outs(&Dim::tensor_dims(shape.len()))
}

/// `#ttg.linear`: the bases as written.
fn linear_encoding_to_linear(l: &LinearEncoding, rank: usize) -> LinearLayout {
    let dims = [Dim::Register, Dim::Lane, Dim::Warp, Dim::Block];
    let ins = dims
        .iter()
        .zip(&l.bases)
        .map(|(&d, bases)| {
            let bases = bases
                .iter()
                .map(|b| b.iter().map(|&v| v as i32).collect::<Basis>())
                .collect();
            (d, bases)
        })
        .collect();
    LinearLayout::from_bases_inferred(ins, &Dim::tensor_dims(rank)).unwrap_or_default()
}

#[cfg(test)]
#[path = "convert_tests.rs"]
mod tests;
