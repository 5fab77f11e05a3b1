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
//! elements stay together (the widest vector access of either side), one
//! 128-byte bank line holds `per_phase` rows, and `max_phase` rows in a row get
//! distinct masks. Writer and reader use the same map, so any parameters are
//! correct; these make column walks conflict-free.
//!
//! Row and column are a thread part and a register part with disjoint bits, so
//! `S` splits too: `col ^ S(row) = (col_t ^ S(row_t)) ^ (col_r ^ S(row_r))`. The
//! first is computed once per layout in the prologue; the second is a constant
//! per register, so an access costs an `xor` and an `add` (none where the
//! register's constant is 0).

use super::tile::{LayoutId, MAX_RANK};
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
}

impl Swizzle {
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
        })
    }

    /// `S(row)`, in elements.
    pub fn mask(&self, row: u32) -> u32 {
        ((row / self.per_phase) % self.max_phase) * self.vec
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
        self.swizzled_address_from(row_t, col_t, sw)
    }

    /// The parts of the address of element `(row_t, col_t)` of a tile swizzled
    /// with `sw` (registers computed in the prologue).
    pub(super) fn swizzled_address_from(
        &mut self,
        row_t: Reg,
        col_t: Reg,
        sw: Swizzle,
    ) -> SwizzledAddress {
        let base = self.smem_base_reg();
        let row_base = self.prologue_op(TernaryOp::Mad, row_t, sw.cols * sw.bytes, base);
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
        SwizzledAddress {
            row_base,
            col_part,
            plain,
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
        let k = (col ^ sw.mask(row)) * sw.bytes;
        let offset = (row * sw.cols * sw.bytes) as i32;
        if k == 0 {
            return (at.plain, offset);
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
}
