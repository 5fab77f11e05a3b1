//! Which of a thread's registers an AxisInfo fact about aligned runs relates.
//!
//! Register `r` of a thread holds element `L(r) xor T` (see [`super::tile`]),
//! `T` the thread's part. Take a dimension `d` and the register bits whose image
//! is a single power of two `v` along `d` (zero elsewhere) that no other
//! register or thread bit touches along `d`. Clearing such bits of `r` gives its
//! anchor `a`; since no other base sets those bits, the xor is a sum:
//! `coord_r[d] = coord_a[d] + delta`, `delta` the sum of the cleared `v`s, the
//! same in every thread, and the other coordinates equal. If every cleared `v`
//! is below `A`, the length of the aligned runs a fact is about (AxisInfo:
//! runs of `A` consecutive or equal values, starting at multiples of `A`), the
//! two coordinates lie in one aligned run: adding bits below `A` that the
//! anchor has clear carries nothing above.
//!
//! Three uses: [`super::address`] makes a pointer as its anchor's plus `delta`
//! elements where the offsets are consecutive along `d`; `Ctx::mul_along_runs`
//! (`arith.rs`) multiplies such a tile by a constant once a run;
//! `Ctx::map_regs_runs`
//! computes a mask once per run of equal values (`x < n` with `x` running
//! through aligned blocks and `n` a multiple of their length: AxisInfo's
//! constancy), where LLVM folds Triton's per-element compares.

use super::tile::TileLayout;
use super::{Ctx, Result};
use tilelift_ir::Value;

impl Ctx<'_> {
    /// Per register of tensor `value`, its anchor and distance in elements
    /// ([`anchors`]) along the dimension of its largest contiguity, its runs
    /// aligned to that contiguity and divisibility (AxisInfo): register `r`
    /// holds its anchor's value plus the distance. `None` for a scalar, or
    /// where AxisInfo knows no run longer than one element.
    pub(super) fn consecutive_anchors(
        &mut self,
        value: Value,
    ) -> Result<Option<Vec<(usize, i64)>>> {
        let ty = self.func.dfg.value_type(value);
        if !self.types.is_tensor(ty) {
            return Ok(None);
        }
        let info = self.axis.get(value);
        let Some(dim) = (0..info.contiguity.len()).max_by_key(|&d| info.contiguity[d]) else {
            return Ok(None);
        };
        let align = info.contiguity[dim].min(info.divisibility[dim]);
        if align <= 1 {
            return Ok(None);
        }
        let anchors = anchors(self.layout(ty)?, dim, align);
        Ok((anchors.len() == self.num_regs(ty)?).then_some(anchors))
    }
}

/// For each register of a tensor in `layout`, its anchor and its distance from
/// it in elements along `dim`, for offsets aligned in runs of `align` along
/// `dim` (see the module documentation). Every register is its own anchor where
/// nothing is known.
pub(crate) fn anchors(layout: &TileLayout, dim: usize, align: i64) -> Vec<(usize, i64)> {
    let movable = movable_bits(layout, dim, align);
    (0..1usize << layout.reg_bases.len())
        .map(|r| {
            let delta = (0..layout.reg_bases.len())
                .filter(|&b| movable & r & (1 << b) != 0)
                .map(|b| i64::from(layout.reg_bases[b][dim]))
                .sum();
            (r & !movable, delta)
        })
        .collect()
}

/// For each register of a tensor in `layout`, a register holding the same
/// value, given aligned runs of equal values of length `constancy[d]` along
/// each dimension `d` (AxisInfo): its anchor over every dimension at once.
pub(crate) fn equal_anchors(layout: &TileLayout, constancy: &[i64]) -> Vec<usize> {
    let mut movable = 0usize;
    for (d, &c) in constancy.iter().enumerate().take(layout.rank) {
        movable |= movable_bits(layout, d, c);
    }
    (0..1usize << layout.reg_bases.len())
        .map(|r| r & !movable)
        .collect()
}

/// The register bits whose image is a power of two below `align` along `dim`
/// alone, touched by no other base along `dim`.
fn movable_bits(layout: &TileLayout, dim: usize, align: i64) -> usize {
    let mut movable = 0usize;
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
        }
    }
    movable
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
