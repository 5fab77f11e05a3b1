//! Addresses as a register plus a constant: where a thread's pointers into one
//! run of consecutive elements are the run's first pointer plus a known number
//! of elements, `tt.addptr` computes them so, and loads and stores address them
//! from that pointer with an immediate offset, which ptxas folds into the
//! instruction (`ld.global [%rd4 + 2048]`). The pointers in between are then
//! never computed.
//!
//! LLVM finds the same for Triton from the bits of the index arithmetic. For a
//! masked `relu6` over 1024 `f32` with 4 warps (`attorch`), whose 8 scalar loads
//! per thread lie in two runs of 4, 512 elements apart, tilelift computed 16
//! 64-bit addresses (16 `IMAD.WIDE`s in the SASS); Triton 2.
//!
//! ## When a register's offset is its anchor's plus a constant
//!
//! Register `r` of a thread holds element `L(r) xor T` (see [`super::tile`]),
//! `T` the thread's part. Take a dimension `d` and the register bits whose image
//! is a single power of two `v` along `d` (zero elsewhere) that no other
//! register or thread bit touches along `d`. Clearing such bits of `r` gives its
//! anchor `a`; since no other base sets those bits, the xor is a sum:
//! `coord_r[d] = coord_a[d] + delta`, `delta` the sum of the cleared `v`s, the
//! same in every thread, and the other coordinates equal. If every cleared `v`
//! is below `A`, the offsets' alignment along `d` (AxisInfo: aligned runs of `A`
//! consecutive values, starting at multiples of `A`), the two coordinates lie in
//! one aligned run (adding bits below `A` that the anchor has clear carries
//! nothing above), so `offset_r = offset_a + delta` exactly. That holds under
//! 32-bit wrap-around too: a run starting at a multiple of `A` cannot cross
//! from `2^31 - 1` to `-2^31`. The pointer operand must be the same register for
//! both (a splat).

use super::tile::TileLayout;
use super::Ctx;
use tilelift_ir::Value;
use tilelift_mir::{BinaryOp, Operand, Reg, Type as MirType};

/// A register's pointer as another register's plus a byte offset.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct Anchored {
    /// The register holding the anchor's pointer.
    pub base: Reg,
    /// Bytes past it.
    pub offset: i32,
}

/// For each register of a tensor in `layout`, its anchor and its distance from
/// it in elements along `dim`, for offsets aligned in runs of `align` along
/// `dim` (see the module documentation). Every register is its own anchor where
/// nothing is known.
pub(crate) fn anchors(layout: &TileLayout, dim: usize, align: i64) -> Vec<(usize, i64)> {
    let n = 1usize << layout.reg_bases.len();
    let mut movable = 0usize;
    let mut deltas = Vec::new();
    for (b, base) in layout.reg_bases.iter().enumerate() {
        let v = i64::from(base[dim]);
        let unit = (0..layout.rank).all(|e| e == dim || base[e] == 0);
        let alone = layout
            .reg_bases
            .iter()
            .enumerate()
            .filter(|&(c, _)| c != b)
            .map(|(_, o)| o)
            .chain(layout.threads.iter())
            .all(|o| i64::from(o[dim]) & v == 0);
        if unit && v > 0 && v.count_ones() == 1 && v < align && alone {
            movable |= 1 << b;
            deltas.push((b, v));
        }
    }
    (0..n)
        .map(|r| {
            let delta = deltas
                .iter()
                .filter(|&&(b, _)| r & (1 << b) != 0)
                .map(|&(_, v)| v)
                .sum();
            (r & !movable, delta)
        })
        .collect()
}

impl Ctx<'_> {
    /// Per register of `tt.addptr ptr, offset`'s result, its anchor and its
    /// distance in elements, where some register has an anchor other than
    /// itself; `None` otherwise (scalars, offsets with no alignment, pointers
    /// that are not one register).
    pub(super) fn addptr_anchors(
        &mut self,
        ptr: Value,
        offset: Value,
    ) -> super::Result<Option<Vec<(usize, i64)>>> {
        let ty = self.func.dfg.value_type(offset);
        if !self.types.is_tensor(ty) {
            return Ok(None);
        }
        let info = self.axis.get(offset);
        let Some(dim) = (0..info.contiguity.len()).max_by_key(|&d| info.contiguity[d]) else {
            return Ok(None);
        };
        let align = info.contiguity[dim].min(info.divisibility[dim]);
        if align <= 1 {
            return Ok(None);
        }
        let anchors = anchors(self.layout(ty)?, dim, align);
        if anchors.len() != self.num_regs(ty)? {
            return Ok(None);
        }
        let moved = anchors
            .iter()
            .enumerate()
            .any(|(r, &(a, _))| a != r && self.reg(ptr, r) == self.reg(ptr, a));
        Ok(moved.then_some(anchors))
    }

    /// `base + bytes` as a new pointer register, recorded as anchored on
    /// `base` (or on `base`'s own anchor) where the offset fits an immediate.
    pub(super) fn anchor_pointer(&mut self, base: Reg, bytes: i64) -> Reg {
        let r = self.b.binary(
            BinaryOp::Add,
            MirType::I64,
            Operand::Reg(base),
            Operand::Imm(bytes as u64),
        );
        let (root, more) = self.anchored_address(base);
        let total = bytes + i64::from(more);
        let max = i64::from(self.target.max_global_offset);
        if let (Ok(offset), true) = (i32::try_from(total), (0..=max).contains(&total)) {
            self.anchored.insert(r, Anchored { base: root, offset });
        }
        r
    }

    /// The register and byte offset to address `reg` from: its anchor's
    /// pointer where `tt.addptr` recorded one, else itself.
    pub(super) fn anchored_address(&self, reg: Reg) -> (Reg, i32) {
        match self.anchored.get(&reg) {
            Some(a) => (a.base, a.offset),
            None => (reg, 0),
        }
    }

    /// `reg + offset` bytes as a register and an immediate the target's loads
    /// and stores take ([`TargetDesc::max_global_offset`]).
    ///
    /// [`TargetDesc::max_global_offset`]: crate::target::TargetDesc::max_global_offset
    pub(super) fn global_address(&self, reg: Reg, offset: i32) -> Option<(Reg, i32)> {
        let (base, more) = self.anchored_address(reg);
        let total = i64::from(offset) + i64::from(more);
        let max = i64::from(self.target.max_global_offset);
        if (0..=max).contains(&total) {
            return Some((base, total as i32));
        }
        (0..=max)
            .contains(&i64::from(offset))
            .then_some((reg, offset))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(reg_bases: &[[i32; 4]], threads: &[[i32; 4]]) -> TileLayout {
        TileLayout {
            rank: 1,
            shape: [1024, 0, 0, 0],
            reg_bases: reg_bases.iter().copied().collect(),
            regs: Vec::new(),
            threads: threads.iter().copied().collect(),
            lane_bits: 5,
        }
    }

    #[test]
    fn blocked_runs_share_one_anchor() {
        // sizePerThread 4, 128 threads, 1024 elements: registers 1, 2, 512.
        let threads: Vec<[i32; 4]> = (2..9).map(|k| [1 << k, 0, 0, 0]).collect();
        let l = layout(&[[1, 0, 0, 0], [2, 0, 0, 0], [512, 0, 0, 0]], &threads);
        let a = anchors(&l, 0, 1024);
        assert_eq!(a[0], (0, 0));
        assert_eq!(a[3], (0, 3));
        assert_eq!(a[4], (0, 512));
        assert_eq!(a[7], (0, 515));
        // Runs of 4 only: the register 512 apart keeps its own pointer.
        let a = anchors(&l, 0, 4);
        assert_eq!(a[5], (4, 1));
        assert_eq!(a[4], (4, 0));
    }

    #[test]
    fn shared_bits_are_never_moved() {
        // A register bit that a thread bit also sets (a swizzle): xor is not a sum.
        let l = layout(&[[1, 0, 0, 0], [4, 0, 0, 0]], &[[4, 0, 0, 0], [8, 0, 0, 0]]);
        let a = anchors(&l, 0, 64);
        assert_eq!(a[1], (0, 1));
        assert_eq!(a[2], (2, 0));
        assert_eq!(a[3], (2, 1));
    }
}
