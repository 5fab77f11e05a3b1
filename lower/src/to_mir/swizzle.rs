//! The XOR swizzle of a layout conversion's scratch tile, which keeps the
//! threads of a warp on distinct shared-memory banks when they walk a column.
//!
//! The tile is stored row-major with rows of `C` elements (the last dimension;
//! the others are flattened into the row index). Element `(row, col)` lies at
//!
//! ```text
//! row * C + (col ^ S(row)),   S(row) = ((row / per_phase) % max_phase) * vec
//! ```
//!
//! as in Triton's `#ttg.swizzled_shared<{vec, perPhase, maxPhase}>`: `vec`
//! elements stay together (the widest vector access of either side), rows
//! change phase every `per_phase` rows, and `max_phase` phases get distinct
//! masks. Writer and reader use the same map, so any parameters are correct.
//! [`Swizzle::new`] gives the classic choice (one 128-byte bank line a
//! phase); a conversion takes the `per_phase` (or no swizzle) that its
//! accesses' bank conflicts ask for ([`WarpAccesses`], a model of one warp's
//! accesses): lanes that walk rows 8 apart need rows 8 apart in distinct
//! phases, which the classic choice does not give.
//!
//! Row and column are a thread part and a register part with disjoint bits, so
//! `S` splits too: `col ^ S(row) = (col_t ^ S(row_t)) ^ (col_r ^ S(row_r))`. The
//! first is computed once per layout in the prologue; the second is a constant
//! per register, so an access costs an `xor` and an `add` (none where the
//! register's constant is 0).

use super::tile::{enumerate, Coord, LayoutId, TileLayout, MAX_RANK};
use super::Ctx;
use tilelift_mir::{BinaryOp, InstData, Operand, Reg, TernaryOp, Type};

/// Swizzle parameters of one scratch tile.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) struct Swizzle {
    /// Elements per row (`C`).
    pub cols: u32,
    /// Elements kept together.
    pub vec: u32,
    /// Rows per phase.
    pub per_phase: u32,
    /// Distinct phases.
    pub max_phase: u32,
    /// Bytes per element.
    pub bytes: u32,
    /// Column blocks, where the rows are wider than the swizzle (Triton's
    /// `#ttg.nvmma_shared`, [`Swizzle::nvmma`]); `None` for whole rows.
    pub split: Option<Split>,
}

/// A tile stored as column blocks: block `j` holds columns `j * cols ..
/// (j + 1) * cols` of every row, as a row-major `rows x cols` tile of its own,
/// swizzled within itself, and the blocks follow one another.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) struct Split {
    /// Columns per block: the swizzle's width in elements (a power of two).
    pub cols: u32,
    /// Rows of the tile.
    pub rows: u32,
}

impl Swizzle {
    /// Triton's `#ttg.nvmma_shared<{swizzlingByteWidth = W}>` layout of a
    /// row-major tile of `rows x cols` elements of `bytes` bytes, with `W` the
    /// row's bytes up to 128 (what Triton picks, and what Hopper's `wgmma`
    /// and TMA read through the swizzle modes of their descriptors): within
    /// each `W`-byte column block, 16-byte chunk `c` of row `r` lies at chunk
    /// `c ^ (r / (128 / W)) % (W / 16)`, the hardware's XOR of address bits
    /// 4-6 with bits 7-9 on a tile aligned to 1024 bytes. `None` where a row
    /// is narrower than 32 bytes (no swizzle mode) or not a power of two.
    pub fn nvmma(rows: u32, cols: u32, bytes: u32) -> Option<Swizzle> {
        Swizzle::nvmma_width(rows, cols, bytes, (cols * bytes).min(128))
    }

    /// [`Swizzle::nvmma`] with the swizzle's width given (Triton's
    /// `swizzlingByteWidth`): 32, 64 or 128 bytes, at most a row; `None`
    /// otherwise.
    pub fn nvmma_width(rows: u32, cols: u32, bytes: u32, width: u32) -> Option<Swizzle> {
        let row = cols * bytes;
        let ok = matches!(width, 32 | 64 | 128)
            && width <= row
            && cols.is_power_of_two()
            && bytes.is_power_of_two()
            && bytes <= 16;
        if !ok {
            return None;
        }
        let block = width / bytes;
        Some(Swizzle {
            cols,
            vec: 16 / bytes,
            per_phase: 128 / width,
            max_phase: width / 16,
            bytes,
            split: (block < cols).then_some(Split { cols: block, rows }),
        })
    }

    /// The swizzle's width in bytes: a row, or a column block's row.
    pub fn row_bytes(&self) -> u32 {
        self.split.map_or(self.cols, |s| s.cols) * self.bytes
    }

    /// The byte offset of the column block holding column `col`.
    pub fn block_offset(&self, col: u32) -> u32 {
        self.split
            .map_or(0, |s| (col / s.cols) * s.rows * s.cols * self.bytes)
    }

    /// Column `col` within its block.
    pub fn in_block(&self, col: u32) -> u32 {
        self.split.map_or(col, |s| col % s.cols)
    }

    /// The byte offset of element `(row, col)`.
    pub fn byte_offset(&self, row: u32, col: u32) -> u32 {
        row * self.row_bytes()
            + self.block_offset(col)
            + (self.in_block(col) ^ self.mask(row)) * self.bytes
    }

    /// The parameters for rows of `cols` elements of `bytes` bytes, accessed
    /// `vec` elements at a time; `None` where no swizzle helps (one phase).
    pub fn new(cols: u32, vec: u32, bytes: u32) -> Option<Swizzle> {
        let per_line = (128 / bytes).max(1);
        let per_phase = (per_line / cols).max(1);
        let max_phase = (per_line.min(cols) / vec).max(1);
        (max_phase > 1 && cols.is_power_of_two()).then_some(Swizzle {
            cols,
            vec,
            per_phase,
            max_phase,
            bytes,
            split: None,
        })
    }

    /// `S(row)`, in elements.
    pub fn mask(&self, row: u32) -> u32 {
        ((row / self.per_phase) % self.max_phase) * self.vec
    }
}

/// How many of a layout's accesses [`WarpAccesses`] models.
pub(super) const MODELED_ACCESSES: usize = 4;

/// Warp 0's accesses to a layout's elements in a row-major scratch tile with
/// rows of the last dimension: for each of the first [`MODELED_ACCESSES`]
/// accesses (`vec` registers of `bytes` bytes), the row and column of each
/// lane's first element. Built once per side of a conversion, then asked
/// for its [`wavefronts`](WarpAccesses::wavefronts) under each candidate
/// swizzle.
pub(super) struct WarpAccesses {
    /// `(row, col)`, access-major, `lanes` a access.
    at: Vec<(u32, u32)>,
    lanes: usize,
    /// The most rows one access's lanes span (the largest row minus the
    /// smallest): a swizzle whose phase changes only every more rows than
    /// that leaves each access's lanes in one phase.
    pub row_span: u32,
    /// Bytes an access of one lane moves.
    span: u32,
    bytes: u32,
    cols: u32,
}

impl WarpAccesses {
    pub fn new(l: &TileLayout, vec: usize, bytes: u32) -> Self {
        let rank = l.rank;
        let lanes = enumerate(l.lane_bases());
        let mut at = Vec::with_capacity(MODELED_ACCESSES * lanes.len());
        for r in (0..l.num_regs()).step_by(vec.max(1)).take(MODELED_ACCESSES) {
            for lane in &lanes {
                let c: Coord = core::array::from_fn(|d| l.regs[r][d] ^ lane[d]);
                let row = (0..rank - 1).fold(0u32, |acc, d| acc * l.shape[d] as u32 + c[d] as u32);
                at.push((row, c[rank - 1] as u32));
            }
        }
        let row_span = at
            .chunks(lanes.len())
            .map(|a| {
                let rows = a.iter().map(|&(row, _)| row);
                rows.clone().max().unwrap_or(0) - rows.min().unwrap_or(0)
            })
            .max()
            .unwrap_or(0);
        WarpAccesses {
            at,
            lanes: lanes.len(),
            row_span,
            span: vec as u32 * bytes,
            bytes,
            cols: l.shape[rank - 1] as u32,
        }
    }

    /// The shared-memory wavefronts the accesses take with swizzle `sw`, if
    /// any, and the least they could take (128 bytes a wavefront).
    ///
    /// The model: one warp-wide access takes as many wavefronts as the most
    /// distinct 4-byte words that any one of the 32 banks holds among its
    /// lanes' bytes (lanes reading one word share it), and at least one per
    /// 128 bytes it moves. Other warps differ by their warp bits alone, and
    /// only the first [`MODELED_ACCESSES`] accesses count: the rest repeat
    /// their patterns at other rows, and the model must stay cheap (words are
    /// told apart by their bank and 6 bits of their line).
    pub fn wavefronts(&self, sw: Option<Swizzle>) -> (u64, u64) {
        let (mut total, mut least) = (0u64, 0u64);
        for access in self.at.chunks(self.lanes.max(1)) {
            let mut per_bank = [0u64; 32];
            for &(row, col) in access {
                let col = sw.map_or(col, |s| col ^ s.mask(row));
                let first = (row * self.cols + col) * self.bytes;
                for w in first / 4..=(first + self.span - 1) / 4 {
                    per_bank[(w % 32) as usize] |= 1 << (w / 32 % 64);
                }
            }
            let most = per_bank.iter().map(|m| m.count_ones()).max().unwrap_or(0);
            let words: u32 = per_bank.iter().map(|m| m.count_ones()).sum();
            let lines = (words * 4).div_ceil(128);
            total += u64::from(most.max(lines));
            least += u64::from(lines);
        }
        (total, least)
    }
}

/// Where a thread's accesses to one layout's elements go.
pub(super) struct SwizzledAddress {
    /// `base + row_t * C * bytes`.
    pub row_base: Reg,
    /// `(col_t ^ S(row_t)) * bytes`.
    pub col_part: Reg,
    /// `row_base + col_part`.
    pub plain: Reg,
    /// The bits `col_part` may have set: an offset without any of them xors
    /// into it as it adds, so it can ride in the instruction's immediate
    /// ([`SwizzledAddress::disjoint`]).
    pub col_bits: u32,
}

impl SwizzledAddress {
    /// Whether byte offset `k` xors into `col_part` as it adds (it sets no
    /// bit `col_part` may have).
    pub fn disjoint(&self, k: u32) -> bool {
        k & self.col_bits == 0
    }
}

/// Every bit up to the highest bit of `x`: what any value from 0 to `x` may
/// set.
pub(super) fn bits_up_to(x: u32) -> u32 {
    match x {
        0 => 0,
        x => u32::MAX >> x.leading_zeros(),
    }
}

impl Ctx<'_> {
    /// The thread's parts of the address of layout `id`'s elements.
    pub(super) fn swizzled_address(&mut self, id: LayoutId, sw: Swizzle) -> SwizzledAddress {
        // The base first, where the prologue has always read it.
        self.smem_base_reg();
        let l = self.layouts.get(id).clone();
        let rank = l.rank;
        // Row strides (in rows) of the leading dimensions.
        let mut row_strides = [0u32; MAX_RANK];
        let mut s = 1u32;
        for d in (0..rank - 1).rev() {
            row_strides[d] = s;
            s *= l.shape[d] as u32;
        }
        let row_vals: smallvec::SmallVec<[i32; 12]> = l
            .threads
            .iter()
            .map(|c| (0..rank - 1).map(|d| c[d] * row_strides[d] as i32).sum())
            .collect();
        let row_t = super::program::bits_of_tid(&mut self.b, self.tid, &row_vals);
        let col_t = self.thread_coord(id, rank - 1);
        let col_bits = l.thread_bits(rank - 1) as u32;
        self.swizzled_address_from(row_t, col_t, col_bits, sw)
    }

    /// The parts of the address of element `(row_t, col_t)` of a tile swizzled
    /// with `sw` (registers computed in the prologue); `col_bits` are the bits
    /// `col_t` may have set (the or of the thread bits' values that
    /// [`bits_of_tid`](super::program::bits_of_tid) combines).
    pub(super) fn swizzled_address_from(
        &mut self,
        row_t: Reg,
        col_t: Reg,
        col_bits: u32,
        sw: Swizzle,
    ) -> SwizzledAddress {
        let base = self.smem_base_reg();
        let mut row_base = self.prologue_op(TernaryOp::Mad, row_t, sw.row_bytes(), base);
        let mut col_t = col_t;
        let mut col_bits = col_bits;
        if let Some(split) = sw.split {
            // The thread's column block, then its column within the block.
            let block = self.prologue_binary(
                BinaryOp::ShrU,
                Operand::Reg(col_t),
                Operand::Imm(u64::from(split.cols.trailing_zeros())),
            );
            row_base =
                self.prologue_op(TernaryOp::Mad, block, sw.block_offset(split.cols), row_base);
            col_t = self.prologue_binary(
                BinaryOp::And,
                Operand::Reg(col_t),
                Operand::Imm(u64::from(split.cols - 1)),
            );
            col_bits &= split.cols - 1;
        }
        // S(row_t) = ((row_t >> log2(per_phase)) & (max_phase - 1)) * vec.
        let shifted = self.prologue_binary(
            BinaryOp::ShrU,
            Operand::Reg(row_t),
            Operand::Imm(u64::from(sw.per_phase.trailing_zeros())),
        );
        let phase = self.prologue_binary(
            BinaryOp::And,
            Operand::Reg(shifted),
            Operand::Imm(u64::from(sw.max_phase - 1)),
        );
        let mask = self.prologue_binary(
            BinaryOp::Shl,
            Operand::Reg(phase),
            Operand::Imm(u64::from(sw.vec.trailing_zeros())),
        );
        let col = self.prologue_binary(BinaryOp::Xor, Operand::Reg(col_t), Operand::Reg(mask));
        let col_part = self.prologue_binary(
            BinaryOp::Shl,
            Operand::Reg(col),
            Operand::Imm(u64::from(sw.bytes.trailing_zeros())),
        );
        let plain = self.prologue_binary(
            BinaryOp::Add,
            Operand::Reg(row_base),
            Operand::Reg(col_part),
        );
        // The xor keeps the bits of `col_t` and of the mask; the shift by
        // `bytes` (a power of two) moves them up.
        let mask_bits = bits_up_to((sw.max_phase - 1) * sw.vec);
        let col_bits = bits_up_to((col_bits | mask_bits).saturating_mul(sw.bytes));
        SwizzledAddress {
            row_base,
            col_part,
            plain,
            col_bits,
        }
    }

    /// The address register and byte offset of register `r` of layout `id`.
    pub(super) fn swizzled_reg_address(
        &mut self,
        id: LayoutId,
        sw: Swizzle,
        at: &SwizzledAddress,
        r: usize,
    ) -> (Reg, i32) {
        let l = self.layouts.get(id);
        let rank = l.rank;
        let c = l.regs[r];
        let row = (0..rank - 1).fold(0u32, |acc, d| acc * l.shape[d] as u32 + c[d] as u32);
        let col = c[rank - 1] as u32;
        let k = (sw.in_block(col) ^ sw.mask(row)) * sw.bytes;
        let offset = (row * sw.row_bytes() + sw.block_offset(col)) as i32;
        if at.disjoint(k) {
            return (at.plain, offset + k as i32);
        }
        let x = self.b.binary(
            BinaryOp::Xor,
            Type::I32,
            Operand::Reg(at.col_part),
            Operand::Imm(u64::from(k)),
        );
        let addr = self.b.binary(
            BinaryOp::Add,
            Type::I32,
            Operand::Reg(at.row_base),
            Operand::Reg(x),
        );
        (addr, offset)
    }

    fn prologue_op(&mut self, op: TernaryOp, a: Reg, imm: u32, c: Reg) -> Reg {
        let dst = self.b.reg(Type::I32);
        self.b.prologue(InstData::Ternary {
            op,
            ty: Type::I32,
            dst,
            args: [
                Operand::Reg(a),
                Operand::Imm(u64::from(imm)),
                Operand::Reg(c),
            ],
        });
        dst
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_up_to_cover_every_smaller_value() {
        assert_eq!(bits_up_to(0), 0);
        assert_eq!(bits_up_to(1), 1);
        assert_eq!(bits_up_to(24), 31);
        assert_eq!(bits_up_to(0x40), 0x7f);
        assert_eq!(bits_up_to(u32::MAX), u32::MAX);
        for x in 0..300u32 {
            assert!((0..=x).all(|v| v & !bits_up_to(x) == 0), "{x}");
        }
    }

    #[test]
    fn column_walks_hit_distinct_banks() {
        // 32x32 f32, scalar accesses: each of 32 rows gets its own mask, so the
        // 32 elements of a column lie on 32 distinct banks.
        let sw = Swizzle::new(32, 1, 4).unwrap();
        let mut banks: Vec<u32> = (0..32).map(|r| (r * 32 + (5 ^ sw.mask(r))) % 32).collect();
        banks.sort_unstable();
        banks.dedup();
        assert_eq!(banks.len(), 32);
        // Rows of 8 f32: four rows share a bank line.
        let sw = Swizzle::new(8, 1, 4).unwrap();
        assert_eq!((sw.per_phase, sw.max_phase), (4, 8));
        // Nothing to gain with one phase.
        assert_eq!(Swizzle::new(4, 4, 4), None);
    }

    /// `Swizzle::nvmma` is the hardware's swizzle of Hopper's 32-, 64- and
    /// 128-byte modes (the PTX ISA's shared-memory matrix layouts): the
    /// 16-byte chunk bits 4.. of the plain address of a tile stored as
    /// `W`-byte column blocks, one after another, xored with bits 7.. (as
    /// many bits as the mode has chunks per row: 1, 2, 3).
    #[test]
    fn nvmma_is_the_hardware_swizzle() {
        for (rows, cols, bytes) in [
            (64, 32, 2),
            (32, 64, 2),
            (64, 256, 2),
            (128, 64, 2),
            (16, 16, 2),
            (64, 64, 4),
            (32, 8, 4),
        ] {
            let sw = Swizzle::nvmma(rows, cols, bytes).unwrap();
            let width = (cols * bytes).min(128);
            assert_eq!(sw.row_bytes(), width);
            let block = width / bytes;
            let chunk_bits = (width / 16).trailing_zeros();
            let mut seen = std::collections::HashSet::new();
            for r in 0..rows {
                for c in 0..cols {
                    let plain = (c / block) * rows * width + r * width + (c % block) * bytes;
                    let mask = (plain >> 7) & ((1 << chunk_bits) - 1);
                    let hardware = plain ^ (mask << 4);
                    assert_eq!(
                        sw.byte_offset(r, c),
                        hardware,
                        "{rows}x{cols}x{bytes} ({r}, {c})"
                    );
                    assert!(seen.insert(hardware));
                }
            }
        }
        // No mode below 32 bytes a row.
        assert_eq!(Swizzle::nvmma(64, 8, 2), None);
    }

    fn blocked(spt: &[u32], tpw: &[u32], wpc: &[u32], order: &[u32], shape: &[i64]) -> TileLayout {
        let b = tilelift_ir::encoding::BlockedEncoding {
            size_per_thread: spt.into(),
            threads_per_warp: tpw.into(),
            warps_per_cta: wpc.into(),
            order: order.into(),
            cta_layout: None,
        };
        let threads = crate::target::Threads {
            lanes: 32,
            warps: wpc.iter().product(),
        };
        TileLayout::blocked(&b, shape, threads).unwrap()
    }

    /// The bank model on the transpose of a 64x64 f16 tile (the performance
    /// suite's `copy2d_transpose_f16_64x64_w4`): rows of 8 elements stored 16
    /// bytes a lane, 4 rows a warp access, take the 4 wavefronts of 512
    /// bytes; the transposed reads, single elements of 8 rows 8 apart and 4
    /// columns, hit 8 words of one bank without a swizzle, and so does the
    /// default swizzle (`per_phase` 1: rows 8 apart share a phase); with
    /// `per_phase` 8 the 8 rows get 8 phases, and a read takes one
    /// wavefront.
    #[test]
    fn the_bank_model_sees_a_transpose() {
        let src = WarpAccesses::new(
            &blocked(&[1, 8], &[4, 8], &[4, 1], &[1, 0], &[64, 64]),
            8,
            2,
        );
        let dst = WarpAccesses::new(
            &blocked(&[8, 1], &[8, 4], &[1, 4], &[0, 1], &[64, 64]),
            1,
            2,
        );
        let sw = Swizzle::new(64, 8, 2).unwrap();
        assert_eq!(sw.per_phase, 1);
        // 4 stores of 16 bytes a lane; the first reads of one element.
        let m = MODELED_ACCESSES as u64;
        assert_eq!(src.wavefronts(None), (4 * 4, 4 * 4));
        assert_eq!(src.wavefronts(Some(sw)), (4 * 4, 4 * 4));
        assert_eq!(dst.wavefronts(None), (8 * m, m));
        assert_eq!(dst.wavefronts(Some(sw)), (8 * m, m));
        let by_8 = Swizzle { per_phase: 8, ..sw };
        assert_eq!(dst.wavefronts(Some(by_8)), (m, m));
        assert_eq!(src.wavefronts(Some(by_8)), (4 * 4, 4 * 4));
    }
}
