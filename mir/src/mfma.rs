//! AMD's matrix instructions (`v_mfma_*`, CDNA2 and CDNA3): one
//! [`InstData::Mfma`](crate::InstData::Mfma) is the chain of instructions
//! that adds the products of K steps to one accumulator tile of a wavefront.
//!
//! Each step reads two 32-bit words of `a` and two of `b` per lane (four
//! 16-bit inputs each, consecutive along K, the lowest in the low half of
//! the first word); the accumulator `c` and the result are the `m * n / 64`
//! `f32` values a lane holds of the tile (16 for `32 x 32`, 4 for `16 x 16`),
//! in the ISA's order (MI200 and MI300 ISA, "Matrix fused multiply-add"
//! operand layouts). Which element each register holds is the lowering's
//! business (the `#ttg.amd_mfma` layout), not MIR's.

use super::entities::Reg;

/// The instruction of an [`MfmaOp`], with its `m x n x k` and input type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum MfmaShape {
    /// `v_mfma_f32_32x32x8f16`.
    M32N32K8F16,
    /// `v_mfma_f32_16x16x16f16`.
    M16N16K16F16,
    /// `v_mfma_f32_32x32x8bf16_1k`.
    M32N32K8BF16,
    /// `v_mfma_f32_16x16x16bf16_1k`.
    M16N16K16BF16,
}

impl MfmaShape {
    /// Every shape.
    pub const ALL: [MfmaShape; 4] = [
        MfmaShape::M32N32K8F16,
        MfmaShape::M16N16K16F16,
        MfmaShape::M32N32K8BF16,
        MfmaShape::M16N16K16BF16,
    ];

    /// The text name (`32x32x8f16`), the instruction's without `v_mfma_f32_`.
    pub fn name(self) -> &'static str {
        match self {
            MfmaShape::M32N32K8F16 => "32x32x8f16",
            MfmaShape::M16N16K16F16 => "16x16x16f16",
            MfmaShape::M32N32K8BF16 => "32x32x8bf16_1k",
            MfmaShape::M16N16K16BF16 => "16x16x16bf16_1k",
        }
    }

    /// The shape named `name`.
    pub fn from_name(name: &str) -> Option<MfmaShape> {
        MfmaShape::ALL.into_iter().find(|s| s.name() == name)
    }

    /// `[m, n, k]` of one instruction.
    pub fn mnk(self) -> [u32; 3] {
        match self {
            MfmaShape::M32N32K8F16 | MfmaShape::M32N32K8BF16 => [32, 32, 8],
            MfmaShape::M16N16K16F16 | MfmaShape::M16N16K16BF16 => [16, 16, 16],
        }
    }

    /// The accumulator registers a lane holds: `m * n / 64`.
    pub fn acc_regs(self) -> usize {
        let [m, n, _] = self.mnk();
        (m * n / 64) as usize
    }

    /// The instruction's passes (MI200 ISA, "MAI instruction latency"): 16
    /// for `32 x 32 x 8`, 8 for `16 x 16 x 16`.
    pub fn passes(self) -> u32 {
        match self.mnk()[0] {
            32 => 16,
            _ => 8,
        }
    }
}

/// A chain of MFMA instructions into one accumulator tile.
#[derive(Clone, PartialEq, Debug)]
pub struct MfmaOp {
    /// The instruction.
    pub shape: MfmaShape,
    /// The result, [`MfmaShape::acc_regs`] `f32` registers.
    pub dsts: Vec<Reg>,
    /// The accumulator, as many `f32` registers.
    pub c: Vec<Reg>,
    /// Per K step, in order: `a`'s two words, then `b`'s (`i32`).
    pub steps: Vec<[Reg; 4]>,
}

impl MfmaOp {
    /// Calls `f` on each register read: `c`, then the steps' words.
    pub fn for_each_use(&self, mut f: impl FnMut(Reg)) {
        self.c.iter().copied().for_each(&mut f);
        self.steps.iter().flatten().copied().for_each(f);
    }

    /// Calls `f` on each register read, mutably.
    pub fn for_each_use_mut(&mut self, mut f: impl FnMut(&mut Reg)) {
        self.c.iter_mut().for_each(&mut f);
        self.steps.iter_mut().flatten().for_each(f);
    }
}
