//! AMD's matrix instructions (`v_mfma_*`, CDNA2 and CDNA3): one
//! [`InstData::Mfma`](crate::InstData::Mfma) is the chain of instructions
//! that adds the products of K steps to one accumulator tile of a wavefront.
//!
//! Each step reads [`MfmaShape::words`] 32-bit words of `a` and as many of
//! `b` per lane: two of four 16-bit inputs, consecutive along K, the lowest
//! in the low half of the first word; one `f32`; or two `f32` (`xf32`, read
//! at tf32 precision); the accumulator `c` and the result are the `m * n / 64`
//! `f32` values a lane holds of the tile (16 for `32 x 32`, 4 for `16 x 16`),
//! in the ISA's order (MI200 and MI300 ISA, "Matrix fused multiply-add"
//! operand layouts). Which element each register holds is the lowering's
//! business (the `#ttg.amd_mfma` layout), not MIR's.

use super::entities::Reg;
use super::types::Type;
use smallvec::SmallVec;

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
    /// `v_mfma_f32_32x32x2f32`.
    M32N32K2F32,
    /// `v_mfma_f32_16x16x4f32`.
    M16N16K4F32,
    /// `v_mfma_f32_32x32x4_xf32` (gfx942: `f32` inputs at tf32 precision).
    M32N32K4XF32,
    /// `v_mfma_f32_16x16x8_xf32` (gfx942).
    M16N16K8XF32,
}

impl MfmaShape {
    /// Every shape.
    pub const ALL: [MfmaShape; 8] = [
        MfmaShape::M32N32K8F16,
        MfmaShape::M16N16K16F16,
        MfmaShape::M32N32K8BF16,
        MfmaShape::M16N16K16BF16,
        MfmaShape::M32N32K2F32,
        MfmaShape::M16N16K4F32,
        MfmaShape::M32N32K4XF32,
        MfmaShape::M16N16K8XF32,
    ];

    /// The text name (`32x32x8f16`), the instruction's without `v_mfma_f32_`.
    pub fn name(self) -> &'static str {
        match self {
            MfmaShape::M32N32K8F16 => "32x32x8f16",
            MfmaShape::M16N16K16F16 => "16x16x16f16",
            MfmaShape::M32N32K8BF16 => "32x32x8bf16_1k",
            MfmaShape::M16N16K16BF16 => "16x16x16bf16_1k",
            MfmaShape::M32N32K2F32 => "32x32x2f32",
            MfmaShape::M16N16K4F32 => "16x16x4f32",
            MfmaShape::M32N32K4XF32 => "32x32x4xf32",
            MfmaShape::M16N16K8XF32 => "16x16x8xf32",
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
            MfmaShape::M32N32K2F32 => [32, 32, 2],
            MfmaShape::M16N16K4F32 => [16, 16, 4],
            MfmaShape::M32N32K4XF32 => [32, 32, 4],
            MfmaShape::M16N16K8XF32 => [16, 16, 8],
        }
    }

    /// The input type.
    pub fn input(self) -> Type {
        match self {
            MfmaShape::M32N32K8F16 | MfmaShape::M16N16K16F16 => Type::F16,
            MfmaShape::M32N32K8BF16 | MfmaShape::M16N16K16BF16 => Type::BF16,
            _ => Type::F32,
        }
    }

    /// The inputs of each operand one lane holds for one instruction
    /// (Triton's `kBase`): `k * m / 64`, 4 for 16-bit inputs, 1 for `f32`,
    /// 2 for `xf32`.
    pub fn k_base(self) -> u32 {
        let [m, _, k] = self.mnk();
        k * m / 64
    }

    /// The 32-bit words of each operand one lane holds for one instruction.
    pub fn words(self) -> usize {
        (self.k_base() * self.input().bits() / 32) as usize
    }

    /// The accumulator registers a lane holds: `m * n / 64`.
    pub fn acc_regs(self) -> usize {
        let [m, n, _] = self.mnk();
        (m * n / 64) as usize
    }

    /// The instruction's passes (MI200 ISA, "MAI instruction latency"): 16
    /// for the `32 x 32` forms, 8 for `16 x 16` (gfx942's `xf32` forms take
    /// fewer; counting them as these only waits longer).
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
    /// Per K step, in order: `a`'s [`MfmaShape::words`] words, then `b`'s
    /// (`i32` for packed 16-bit inputs, `f32` otherwise).
    pub steps: Vec<SmallVec<[Reg; 4]>>,
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
