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
//! [`super::runs`] gives each register an anchor whose coordinate differs from
//! its own by a constant `delta` along `d` alone, both in one aligned run of
//! `A`, the offsets' alignment along `d` (AxisInfo: aligned runs of `A`
//! consecutive values, starting at multiples of `A`); then `offset_r =
//! offset_a + delta` exactly. That holds under 32-bit wrap-around too: a run
//! starting at a multiple of `A` cannot cross from `2^31 - 1` to `-2^31`. The
//! pointer operand must be the same register for both (a splat).

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
        let Some(anchors) = self.consecutive_anchors(offset)? else {
            return Ok(None);
        };
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
        if let Some(offset) = self.immediate(bytes + i64::from(more)) {
            self.anchored[r] = Some(Anchored { base: root, offset });
        }
        r
    }

    /// `bytes` as an immediate offset of a global load or store, if the
    /// target takes it ([`TargetDesc::max_global_offset`]; 0 or more).
    ///
    /// [`TargetDesc::max_global_offset`]: crate::target::TargetDesc::max_global_offset
    fn immediate(&self, bytes: i64) -> Option<i32> {
        let max = self.target.max_global_offset;
        i32::try_from(bytes).ok().filter(|b| (0..=max).contains(b))
    }

    /// The register and byte offset to address `reg` from: its anchor's
    /// pointer where `tt.addptr` recorded one, else itself.
    pub(super) fn anchored_address(&self, reg: Reg) -> (Reg, i32) {
        match self.anchored.get(reg) {
            Some(Some(a)) => (a.base, a.offset),
            _ => (reg, 0),
        }
    }

    /// `reg + offset` bytes as a register and an immediate the target's loads
    /// and stores take ([`TargetDesc::max_global_offset`]).
    ///
    /// [`TargetDesc::max_global_offset`]: crate::target::TargetDesc::max_global_offset
    pub(super) fn global_address(&self, reg: Reg, offset: i32) -> Option<(Reg, i32)> {
        let (base, more) = self.anchored_address(reg);
        match self.immediate(i64::from(offset) + i64::from(more)) {
            Some(total) => Some((base, total)),
            None => self.immediate(i64::from(offset)).map(|o| (reg, o)),
        }
    }
}
