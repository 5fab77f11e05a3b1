//! MIR instructions: the operations one thread performs.
//!
//! [`InstData`] is an enum of formats (a unary op, a binary op, a load...), each
//! with an opcode enum where the format has several operations. The printer, the
//! verifier and the register queries match on the format; emitters match on the
//! opcode and the [`Type`].
//!
//! Integer types are signless: operations whose result depends on the sign say
//! which reading they use (`DivS`/`DivU`, `Cond::SLt`/`Cond::ULt`,
//! [`InstData::Convert`]'s `signed`). Float arithmetic works on `f32` and `f64`;
//! the lowering computes `f16` and `bf16` arithmetic in `f32` and rounds back.

use super::entities::{Block, Reg};
use super::mfma::MfmaOp;
use super::tma::TmaOp;
use super::types::Type;
use smallvec::SmallVec;

/// A list of registers (the words of a vector access, the arguments of a jump).
pub type RegList = SmallVec<[Reg; 4]>;

/// A list of operands.
pub type OperandList = SmallVec<[Operand; 4]>;

/// A source operand: a register, or an immediate read through the instruction's
/// type (integers as their low bits, floats as their IEEE bit pattern).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Operand {
    /// A register.
    Reg(Reg),
    /// An immediate bit pattern.
    Imm(u64),
}

impl Operand {
    /// The register, if the operand is one.
    pub fn reg(self) -> Option<Reg> {
        match self {
            Operand::Reg(r) => Some(r),
            Operand::Imm(_) => None,
        }
    }
}

impl From<Reg> for Operand {
    fn from(r: Reg) -> Self {
        Operand::Reg(r)
    }
}

/// A special register read by [`InstData::Special`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum SpecialReg {
    /// The thread's index in its CTA (one-dimensional CTAs).
    TidX,
    /// The CTA's index in the grid along axis 0, 1 or 2 (the program id).
    CtaId(u8),
    /// The grid size along axis 0, 1 or 2 (the number of programs).
    NCtaId(u8),
}

listed_enum! {
    /// One-operand operations.
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
    pub enum UnaryOp {
        /// A copy; between two types of one register class, a bitcast.
        Mov,
        /// Integer or float negation.
        Neg,
        /// Bitwise not; logical not of a predicate.
        Not,
        /// Integer or float absolute value.
        Abs,
        /// `2^x`, approximate (`f32`).
        Ex2Approx,
        /// `2^x`, approximate, subnormal inputs and results flushed to zero
        /// (`f32`; PTX's `ex2.approx.ftz`, what Triton gives `math.exp2`).
        Ex2ApproxFtz,
        /// `log2(x)`, approximate (`f32`).
        Lg2Approx,
        /// Square root, approximate (`f32`).
        SqrtApprox,
        /// Reciprocal square root, approximate.
        RsqrtApprox,
        /// IEEE square root, rounded to nearest even.
        SqrtRn,
        /// Sine, approximate (`f32`).
        SinApprox,
        /// Cosine, approximate (`f32`).
        CosApprox,
        /// Reciprocal, approximate (`f64`: PTX's `rcp.approx.ftz.f64`, which
        /// reads the high 32 bits of `x`).
        RcpApprox,
        /// The largest integral float not above `x`.
        Floor,
        /// The smallest integral float not below `x`.
        Ceil,
        /// `x` without its fraction: the integral float toward zero.
        Trunc,
        /// The integral float nearest `x`, ties to even.
        Rint,
    }
}

listed_enum! {
    /// Two-operand operations. The instruction's type is the operands' type.
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
    pub enum BinaryOp {
        /// Addition (wrapping for integers, rounded to nearest for floats).
        Add,
        /// Subtraction.
        Sub,
        /// Multiplication (the low half for integers).
        Mul,
        /// The high half of a signed integer product.
        MulHiS,
        /// The high half of an unsigned integer product.
        MulHiU,
        /// The full product of two signed integers, twice as wide (`i32 -> i64`).
        MulWideS,
        /// The full product of two unsigned integers, twice as wide.
        MulWideU,
        /// Signed division, toward zero.
        DivS,
        /// Unsigned division.
        DivU,
        /// Signed remainder, with the sign of the dividend.
        RemS,
        /// Unsigned remainder.
        RemU,
        /// Float division, approximate (full range, about 2 ulp).
        DivApprox,
        /// IEEE float division, rounded to nearest even.
        DivRn,
        /// Bitwise and; logical and of predicates.
        And,
        /// Bitwise or.
        Or,
        /// Bitwise xor.
        Xor,
        /// Shift left; amounts of the width or more give 0.
        Shl,
        /// Arithmetic shift right.
        ShrS,
        /// Logical shift right.
        ShrU,
        /// Signed integer minimum.
        MinS,
        /// Unsigned integer minimum.
        MinU,
        /// Signed integer maximum.
        MaxS,
        /// Unsigned integer maximum.
        MaxU,
        /// Float minimum; a NaN operand gives the other one.
        FMin,
        /// Float maximum; a NaN operand gives the other one.
        FMax,
        /// Float minimum; a NaN operand gives NaN.
        FMinNan,
        /// Float maximum; a NaN operand gives NaN.
        FMaxNan,
    }
}

impl BinaryOp {
    /// Whether the result is twice as wide as the operands.
    pub fn is_wide(self) -> bool {
        matches!(self, BinaryOp::MulWideS | BinaryOp::MulWideU)
    }
}

listed_enum! {
    /// Three-operand operations.
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
    pub enum TernaryOp {
        /// Fused float multiply-add `a * b + c`, rounded once to nearest.
        Fma,
        /// Integer multiply-add `a * b + c`, low half.
        Mad,
    }
}

listed_enum! {
    /// The condition of [`InstData::Cmp`].
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
    pub enum Cond {
        /// Equal (integers).
        Eq,
        /// Not equal (integers).
        Ne,
        /// Signed less than.
        SLt,
        /// Signed less or equal.
        SLe,
        /// Signed greater than.
        SGt,
        /// Signed greater or equal.
        SGe,
        /// Unsigned less than.
        ULt,
        /// Unsigned less or equal.
        ULe,
        /// Unsigned greater than.
        UGt,
        /// Unsigned greater or equal.
        UGe,
        /// Float equal, false on NaN.
        FEq,
        /// Float not equal, false on NaN.
        FNe,
        /// Float less than, false on NaN.
        FLt,
        /// Float less or equal, false on NaN.
        FLe,
        /// Float greater than, false on NaN.
        FGt,
        /// Float greater or equal, false on NaN.
        FGe,
        /// Float equal or unordered.
        FEqU,
        /// Float not equal or unordered.
        FNeU,
        /// Float less than or unordered.
        FLtU,
        /// Float less or equal or unordered.
        FLeU,
        /// Float greater than or unordered.
        FGtU,
        /// Float greater or equal or unordered.
        FGeU,
        /// Neither operand is NaN.
        FOrd,
        /// Either operand is NaN.
        FUno,
    }
}

listed_enum! {
    /// The rounding of [`InstData::Convert`].
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
    pub enum Rounding {
        /// To nearest, ties to even (a float result).
        Rn,
        /// Toward zero (a float result).
        Rz,
        /// To nearest integral value, ties to even.
        Rni,
        /// Toward zero, to an integral value (float to integer conversions).
        Rzi,
    }
}

listed_enum! {
    /// The float operations that take an explicit IEEE rounding mode
    /// ([`InstData::Rounded`]): PTX's `add.rz.f32`, `div.rp.f64`,
    /// `rcp.rm.f32`, `sqrt.rz.f64`, `fma.rp.f32`.
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
    pub enum RoundedOp {
        /// `a + b`.
        Add,
        /// `a - b`.
        Sub,
        /// `a * b`.
        Mul,
        /// `a / b`.
        Div,
        /// `1 / a`.
        Rcp,
        /// The square root of `a`.
        Sqrt,
        /// `a * b + c`, rounded once.
        Fma,
    }
}

impl RoundedOp {
    /// How many operands the operation reads.
    pub fn arity(self) -> usize {
        match self {
            RoundedOp::Rcp | RoundedOp::Sqrt => 1,
            RoundedOp::Fma => 3,
            _ => 2,
        }
    }
}

listed_enum! {
    /// An IEEE 754 rounding mode of a [`InstData::Rounded`] operation (PTX's
    /// names: `.rn`, `.rz`, `.rm`, `.rp`).
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
    pub enum RoundMode {
        /// To nearest, ties to even.
        Rn,
        /// Toward zero.
        Rz,
        /// Toward minus infinity (down).
        Rm,
        /// Toward plus infinity (up).
        Rp,
    }
}

listed_enum! {
    /// The memory a [`InstData::Load`] or [`InstData::Store`] accesses.
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
    pub enum MemSpace {
        /// Global memory, 64-bit addresses.
        Global,
        /// The CTA's shared memory, 32-bit addresses from [`InstData::SharedBase`].
        Shared,
    }
}

listed_enum! {
    /// The cache operator of a memory access (Triton's `cache_modifier`).
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
    pub enum CacheOp {
        /// The target's default.
        Default,
        /// Cache at all levels.
        Ca,
        /// Cache in L2 only.
        Cg,
        /// Streaming: likely accessed once.
        Cs,
        /// Do not cache; fetch again.
        Cv,
        /// Write back.
        Wb,
        /// Write through.
        Wt,
    }
}

listed_enum! {
    /// The L1 eviction priority of a memory access (Triton's `eviction_policy`).
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
    pub enum EvictHint {
        /// Normal.
        Normal,
        /// Evict first.
        First,
        /// Evict last.
        Last,
    }
}

/// The cache behaviour of a memory access. Emitters drop what their target
/// cannot express, and never emit a combination it rejects.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct CacheHint {
    /// The cache operator.
    pub op: CacheOp,
    /// The eviction priority.
    pub evict: EvictHint,
    /// Volatile: the access may be neither merged nor removed.
    pub volatile: bool,
}

impl Default for CacheHint {
    fn default() -> Self {
        CacheHint {
            op: CacheOp::Default,
            evict: EvictHint::Normal,
            volatile: false,
        }
    }
}

listed_enum! {
    /// The operation of an [`InstData::Atomic`].
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
    pub enum AtomicOp {
        /// Integer add (wrapping), or float add for a float type.
        Add,
        /// Bitwise and.
        And,
        /// Bitwise or.
        Or,
        /// Bitwise xor.
        Xor,
        /// Signed integer maximum.
        MaxS,
        /// Signed integer minimum.
        MinS,
        /// Unsigned integer maximum.
        MaxU,
        /// Unsigned integer minimum.
        MinU,
        /// Exchange: store the value.
        Exch,
        /// Compare and swap: store the second value where memory equals the first.
        Cas,
    }
}

listed_enum! {
    /// The memory ordering of an [`InstData::Atomic`].
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
    pub enum MemOrder {
        /// No ordering beyond atomicity.
        Relaxed,
        /// Later accesses stay after it.
        Acquire,
        /// Earlier accesses stay before it.
        Release,
        /// Both.
        AcqRel,
    }
}

listed_enum! {
    /// The set of threads an [`InstData::Atomic`] is atomic and ordered with.
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
    pub enum MemScope {
        /// The threads of the CTA.
        Cta,
        /// The threads of the GPU.
        Gpu,
        /// Every thread of the system, host included.
        Sys,
    }
}

listed_enum! {
    /// How an [`InstData::Shuffle`] picks the lane it reads from.
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
    pub enum ShuffleKind {
        /// Lane `lane_id xor n`.
        Bfly,
        /// Lane `lane_id - n`; lanes below `n` read their own value.
        Up,
        /// Lane `lane_id + n`; lanes at `W - n` and above read their own value,
        /// `W` the target's lanes per warp (32) or wavefront (64).
        Down,
        /// Lane `n`.
        Idx,
    }
}

/// The shape of an [`InstData::Mma`]: `m x n x k` of one warp's product, which
/// also fixes the input types it takes (PTX's `mma.sync` shapes of Ampere).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum MmaShape {
    /// `16 x 8 x 16` with 16-bit inputs (`f16`, `bf16`) and `f32` accumulators:
    /// `a` in 4 registers of two packed inputs, `b` in 2, `c` and `d` in 4.
    M16N8K16,
    /// `16 x 8 x 8` with tf32 inputs and `f32` accumulators: `a` in 4
    /// registers of one input each, `b` in 2, `c` and `d` in 4. The inputs are
    /// `f32` bit patterns (`in_ty` is `f32`); the tensor cores read them as
    /// tf32.
    M16N8K8,
    /// `16 x 8 x 32` with signed 8-bit integer inputs and `i32` accumulators:
    /// `a` in 4 registers of four packed inputs, `b` in 2, `c` and `d` in 4.
    /// Sums beyond the `i32` range saturate (PTX's `.satfinite`, which
    /// Triton's sm_80 code uses).
    M16N8K32,
}

impl MmaShape {
    /// The text name (`m16n8k16`), as PTX writes it.
    pub fn name(self) -> &'static str {
        match self {
            MmaShape::M16N8K16 => "m16n8k16",
            MmaShape::M16N8K8 => "m16n8k8",
            MmaShape::M16N8K32 => "m16n8k32",
        }
    }

    /// Whether the shape takes inputs of type `in_ty`.
    pub fn takes(self, in_ty: Type) -> bool {
        match self {
            MmaShape::M16N8K16 => matches!(in_ty, Type::F16 | Type::BF16),
            MmaShape::M16N8K8 => in_ty == Type::F32,
            MmaShape::M16N8K32 => in_ty == Type::I8,
        }
    }

    /// The type of the accumulators and results: `i32` for integer inputs,
    /// else `f32`.
    pub fn acc_type(self) -> Type {
        match self {
            MmaShape::M16N8K32 => Type::I32,
            _ => Type::F32,
        }
    }
}

listed_enum! {
    /// The input type of an [`InstData::Wgmma`], which sets its K.
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
    pub enum WgmmaIn {
        /// IEEE half precision (K = 16).
        F16,
        /// bfloat16 (K = 16).
        BF16,
        /// 8-bit float, 4 exponent bits (`f8E4M3FN`; K = 32).
        E4M3,
        /// 8-bit float, 5 exponent bits (`f8E5M2`; K = 32).
        E5M2,
        /// 8-bit signed integer into `i32` accumulators (K = 32).
        S8,
    }
}

impl WgmmaIn {
    /// The name PTX gives it (`.f16`, `.bf16`, `.e4m3`, `.e5m2` without the dot).
    pub fn name(self) -> &'static str {
        match self {
            WgmmaIn::F16 => "f16",
            WgmmaIn::BF16 => "bf16",
            WgmmaIn::E4M3 => "e4m3",
            WgmmaIn::E5M2 => "e5m2",
            WgmmaIn::S8 => "s8",
        }
    }

    /// The accumulators' type: `i32` for 8-bit integers, else `f32`.
    pub fn acc_type(self) -> Type {
        match self {
            WgmmaIn::S8 => Type::I32,
            _ => Type::F32,
        }
    }

    /// Bits of one input.
    pub fn bits(self) -> u32 {
        match self {
            WgmmaIn::F16 | WgmmaIn::BF16 => 16,
            WgmmaIn::E4M3 | WgmmaIn::E5M2 | WgmmaIn::S8 => 8,
        }
    }

    /// K of one instruction: 32 bytes of a row of `a`.
    pub fn k(self) -> u32 {
        256 / self.bits()
    }

    /// Whether `wgmma` may read its tiles M- or N-major (`imm-trans`): 16-bit
    /// inputs only; 8-bit tiles are K-major.
    pub fn transposable(self) -> bool {
        self.bits() == 16
    }
}

impl core::fmt::Display for WgmmaIn {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

listed_enum! {
    /// An 8-bit float format ([`InstData::Fp8x2ToF16x2`],
    /// [`InstData::F32x2ToFp8x2`]).
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
    pub enum Fp8 {
        /// `f8E4M3FN`: 4 exponent bits, 3 mantissa bits, no infinities.
        E4M3,
        /// `f8E5M2`: 5 exponent bits, 2 mantissa bits.
        E5M2,
    }
}

impl Fp8 {
    /// The name PTX gives it.
    pub fn name(self) -> &'static str {
        match self {
            Fp8::E4M3 => "e4m3",
            Fp8::E5M2 => "e5m2",
        }
    }
}

/// The `a` operand of an [`InstData::Wgmma`].
#[derive(Clone, PartialEq, Debug)]
pub enum WgmmaA {
    /// The 64-bit matrix descriptor (`i64`) of the tile in shared memory.
    Desc(Reg),
    /// The thread's part of the 64 x K tile in four `i32` words of two
    /// 16-bit inputs (or four 8-bit ones) each, lower K in the low bits: the
    /// PTX ISA's wgmma `A` register fragment, which is `mma.sync`'s `a`
    /// fragment (`m16n8k16`, `m16n8k32`) in each warp, the warpgroup's four
    /// warps 16 rows apart.
    Regs([Reg; 4]),
}

impl WgmmaA {
    /// The registers it reads.
    pub fn regs(&self) -> &[Reg] {
        match self {
            WgmmaA::Desc(r) => core::slice::from_ref(r),
            WgmmaA::Regs(rs) => rs,
        }
    }

    /// The registers it reads, to rename.
    pub fn regs_mut(&mut self) -> &mut [Reg] {
        match self {
            WgmmaA::Desc(r) => core::slice::from_mut(r),
            WgmmaA::Regs(rs) => rs,
        }
    }
}

/// An instruction.
#[derive(Clone, PartialEq, Debug)]
pub enum InstData {
    /// `dst = special register`.
    Special {
        /// The result (`i32`).
        dst: Reg,
        /// The special register.
        reg: SpecialReg,
    },
    /// `dst = kernel parameter index`.
    Param {
        /// The result.
        dst: Reg,
        /// The parameter's position.
        index: u32,
    },
    /// `dst = bits`, an immediate of `dst`'s type.
    Const {
        /// The result.
        dst: Reg,
        /// The bit pattern.
        bits: u64,
    },
    /// `dst` = the address of the kernel's shared-memory scratch (`i32`).
    SharedBase {
        /// The result.
        dst: Reg,
    },
    /// `dst = op(arg)`, all of type `ty`.
    Unary {
        /// The operation.
        op: UnaryOp,
        /// The operand and result type.
        ty: Type,
        /// The result.
        dst: Reg,
        /// The operand.
        arg: Operand,
    },
    /// `dst = op(a, b)`; the result has type `ty`, or twice its width for wide ops.
    Binary {
        /// The operation.
        op: BinaryOp,
        /// The operand type.
        ty: Type,
        /// The result.
        dst: Reg,
        /// The operands.
        args: [Operand; 2],
    },
    /// `dst = op(a, b, c)`, all of type `ty`.
    Ternary {
        /// The operation.
        op: TernaryOp,
        /// The type.
        ty: Type,
        /// The result.
        dst: Reg,
        /// The operands.
        args: [Operand; 3],
    },
    /// `dst = op(args)` on floats of type `ty` (`f32`, `f64`), rounded as
    /// `mode` says: the exactly rounded result in that mode, never
    /// contracted or reassociated. Only the first [`RoundedOp::arity`]
    /// operands are read; the others are `0`.
    Rounded {
        /// The operation.
        op: RoundedOp,
        /// The rounding mode.
        mode: RoundMode,
        /// The operand and result type.
        ty: Type,
        /// The result.
        dst: Reg,
        /// The operands.
        args: [Operand; 3],
    },
    /// `dst = a cond b`, a predicate.
    Cmp {
        /// The condition.
        cond: Cond,
        /// The operand type.
        ty: Type,
        /// The result.
        dst: Reg,
        /// The operands.
        args: [Operand; 2],
    },
    /// `dst = cond ? a : b`.
    Select {
        /// The type of `a`, `b` and `dst`.
        ty: Type,
        /// The result.
        dst: Reg,
        /// The predicate.
        cond: Reg,
        /// The values.
        args: [Operand; 2],
    },
    /// `dst = convert(src)` from type `from` to `dst`'s type `to`.
    Convert {
        /// The result type.
        to: Type,
        /// The operand type.
        from: Type,
        /// Whether integers (operand or result) are read or written signed.
        signed: bool,
        /// The rounding, where the conversion rounds.
        rounding: Option<Rounding>,
        /// The result.
        dst: Reg,
        /// The operand.
        src: Reg,
    },
    /// `dst = lo | hi << 16`: two 16-bit registers packed into a 32-bit one.
    Pack {
        /// The 32-bit result.
        dst: Reg,
        /// The low and the high half.
        srcs: [Reg; 2],
    },
    /// The low and high 16-bit halves of a 32-bit register.
    Unpack {
        /// The low and the high half.
        dsts: [Reg; 2],
        /// The 32-bit operand.
        src: Reg,
    },
    /// Two 8-bit floats to two `f16` values, exactly (PTX's
    /// `cvt.rn.f16x2.{e4m3x2,e5m2x2}`, sm_89 and newer).
    Fp8x2ToF16x2 {
        /// The 8-bit format.
        format: Fp8,
        /// An `i32`: the two `f16` values, the first in the low half.
        dst: Reg,
        /// An `i16`: the two 8-bit floats, the first in the low byte.
        src: Reg,
    },
    /// Two `f32` values to two 8-bit floats, rounded to nearest even and
    /// saturated to the format's largest finite magnitude, NaN kept (PTX's
    /// `cvt.rn.satfinite.{e4m3x2,e5m2x2}.f32`, sm_89 and newer).
    F32x2ToFp8x2 {
        /// The 8-bit format.
        format: Fp8,
        /// An `i16`: the two 8-bit floats, the first in the low byte.
        dst: Reg,
        /// The two `f32` values, the first to the low byte.
        srcs: [Reg; 2],
    },
    /// `d = a * b + c` on the tensor cores of the warp (PTX's
    /// `mma.sync.aligned.{shape}.row.col.f32.{ty}.{ty}.f32`,
    /// `.satfinite.s32.s8.s8.s32` for 8-bit integers): every lane of the warp takes part, each holding its
    /// part of the matrices (the PTX ISA's fragments of `shape`). `a` and `b` are
    /// 32-bit registers (`i32`), each `32 / bits(in_ty)` inputs of type `in_ty`
    /// packed lowest K first ([`InstData::Pack`] for two 16-bit halves); `c`
    /// and `d` are of the shape's [`MmaShape::acc_type`].
    Mma {
        /// The shape.
        shape: MmaShape,
        /// The input element type: one [`MmaShape::takes`].
        in_ty: Type,
        /// The result fragment.
        dsts: [Reg; 4],
        /// The `m x k` fragment of `a`, row-major.
        a: [Reg; 4],
        /// The `k x n` fragment of `b`, column-major.
        b: [Reg; 2],
        /// The accumulator fragment.
        c: [Reg; 4],
    },
    /// A vector load of `dsts.len()` words of type `ty` from `addr + offset`
    /// bytes. With a predicate, a thread whose predicate is false loads nothing,
    /// and `dsts` take `others` (one per word) instead.
    Load {
        /// The memory.
        space: MemSpace,
        /// The word type.
        ty: Type,
        /// The words (1, 2 or 4).
        dsts: RegList,
        /// The address (`i64` for global, `i32` for shared memory).
        addr: Reg,
        /// A byte offset added to the address.
        offset: i32,
        /// The predicate, if the load is masked.
        pred: Option<Reg>,
        /// The values of masked-off words (empty without a predicate).
        others: OperandList,
        /// The cache behaviour.
        cache: CacheHint,
    },
    /// PTX's `ldmatrix.sync.aligned.m8n8.x{n}{.trans}.shared.b16`: the warp
    /// loads `n = dsts.len()` (1, 2 or 4) 8x8 matrices of 16-bit elements from
    /// shared memory. Lanes `8i..8i+7` give, in `addr + offset`, the addresses
    /// of rows `0..7` of matrix `i` (16 contiguous bytes each; lanes past `8n`
    /// are ignored), and every lane takes one 32-bit word (`i32`) of each
    /// matrix: lane `t` gets row `t / 4`, columns `2 (t % 4)` and `2 (t % 4) + 1`
    /// (low half first), or with `trans` rows `2 (t % 4)` and `2 (t % 4) + 1` of
    /// column `t / 4`.
    LdMatrix {
        /// Whether the matrices are transposed on the way.
        trans: bool,
        /// One word per matrix.
        dsts: RegList,
        /// This lane's row address (`i32`, shared memory).
        addr: Reg,
        /// A byte offset added to the address.
        offset: i32,
    },
    /// A vector store of `srcs.len()` words of type `ty` to `addr + offset`,
    /// only where the predicate (if any) is true.
    Store {
        /// The memory.
        space: MemSpace,
        /// The word type.
        ty: Type,
        /// The words (1, 2 or 4).
        srcs: OperandList,
        /// The address.
        addr: Reg,
        /// A byte offset added to the address.
        offset: i32,
        /// The predicate, if the store is masked.
        pred: Option<Reg>,
        /// The cache behaviour.
        cache: CacheHint,
    },
    /// A hint to bring the cache line holding the global address `addr +
    /// offset` (`i64`) into the L2 cache (PTX's `prefetch.global.L2`), where
    /// the predicate (if any) is true. It reads nothing into registers and
    /// changes no memory: dropping it, or moving it, changes only timing.
    Prefetch {
        /// The global address.
        addr: Reg,
        /// A byte offset added to the address.
        offset: i32,
        /// The predicate, if the prefetch is masked.
        pred: Option<Reg>,
    },
    /// A barrier across the CTA's threads, ordering their shared-memory accesses.
    Barrier,
    /// An operation of Hopper's tensor memory accelerator or of an mbarrier
    /// (sm_90): see [`crate::tma`].
    Tma(Box<TmaOp>),
    /// A chain of AMD matrix instructions into one accumulator tile
    /// (gfx90a, gfx942): see [`crate::mfma`].
    Mfma(Box<MfmaOp>),
    /// PTX's `cp.async` (sm_80+): an asynchronous copy of `bytes` (4, 8 or 16)
    /// from global memory at `src` (`i64`) to shared memory at `dst + offset`
    /// (`i32`), of which only the first `src_size` bytes (an `i32`, when
    /// given) are read and the rest are zeros. It completes in the group the
    /// next [`InstData::CpAsyncCommit`] closes; [`InstData::CpAsyncWait`] waits
    /// for it, and a barrier after the wait makes it visible to the CTA.
    CpAsync {
        /// Bytes copied: 4, 8 or 16.
        bytes: u8,
        /// The shared-memory address.
        dst: Reg,
        /// A byte offset added to `dst`.
        offset: i32,
        /// The global address.
        src: Reg,
        /// How many of the bytes are read (the rest zero-filled), if not all.
        src_size: Option<Reg>,
    },
    /// PTX's `fence.proxy.async.shared::cta`: the thread's earlier writes to
    /// shared memory (generic proxy: `st.shared`, `cp.async`) are ordered
    /// before later reads of the async proxy (`wgmma` reading its operands
    /// through matrix descriptors). A barrier after it makes every thread's
    /// writes visible to every thread's `wgmma`.
    FenceProxyAsync,
    /// PTX's `wgmma.fence.sync.aligned` (sm_90a): orders the warp's earlier
    /// register accesses before the `wgmma`s after it that read or write the
    /// same registers. Needed before the first `wgmma` of a chain.
    WgmmaFence,
    /// `d = a * b + c` on Hopper's tensor cores for a warpgroup (4 warps,
    /// every lane of them taking part): PTX's
    /// `wgmma.mma_async.sync.aligned.m64n{n}k{k}.{acc}.{in_ty}.{in_ty}` (`k` the
    /// input type's: 16, or 32 for 8-bit inputs; `acc` `s32` for 8-bit
    /// integers, else `f32`), the 64 x
    /// `k` tile of `a` read from shared memory through a matrix descriptor or
    /// from the warpgroup's registers ([`WgmmaA`]), the 16 x `n` tile of `b`
    /// from shared memory through the 64-bit matrix descriptor `b` (`i64`), `c` and
    /// `d` the `n / 2` `f32` registers of the thread's part of the 64 x `n`
    /// accumulator (the PTX ISA's wgmma `D` fragment). `trans[0]` says `a`
    /// is stored M-major (else K-major), `trans[1]` that `b` is stored
    /// N-major (else K-major). The instruction is asynchronous: `dsts` may be
    /// read only after the [`InstData::WgmmaWait`] that waits for its group,
    /// which takes them as its `srcs`. PTX names `c` and `d` once: the PTX
    /// writer gives `dsts[i]` and `c[i]` one register
    /// ([`crate::passes::coalesce_wgmma_accumulators`]), so `c[i]` must not
    /// be live after the instruction (the lowering copies the accumulators
    /// into fresh registers before a chain's [`InstData::WgmmaFence`], or
    /// reads a loop's carried accumulators that nothing else reads in the
    /// body).
    Wgmma {
        /// N of the instruction: a multiple of 8 up to 256.
        n: u32,
        /// The input element type.
        in_ty: WgmmaIn,
        /// The result fragment.
        dsts: RegList,
        /// The accumulator fragment; empty for `d = a * b` (PTX's
        /// `scale-d` false: a chain's first `wgmma` on a zero accumulator).
        c: RegList,
        /// `a`: a descriptor or a register fragment.
        a: WgmmaA,
        /// The descriptor of `b`.
        b: Reg,
        /// Whether `a` is M-major and `b` N-major (PTX's `imm-trans-a`,
        /// `imm-trans-b`); `a` in registers is never transposed.
        trans: [bool; 2],
    },
    /// `wgmma.commit_group.sync.aligned`: the warpgroup's `wgmma`s since the
    /// last commit form one group.
    WgmmaCommit,
    /// `wgmma.wait_group.sync.aligned n`: waits until at most `n` of the
    /// warpgroup's committed groups are pending; `dsts` then take the values
    /// of `srcs` (the writer gives both the same registers, as it does a
    /// `wgmma`'s `c` and `d`). With `n > 0` the newest groups' results are
    /// still in flight: `dsts` may then only be passed on to the next
    /// `wgmma` on the same accumulators (around a loop's back edge, whose
    /// block parameter takes the same register too) or to a later wait.
    WgmmaWait {
        /// Groups that may remain pending.
        n: u32,
        /// The results, readable from here on.
        dsts: RegList,
        /// The `wgmma` results waited for.
        srcs: RegList,
    },
    /// `cp.async.commit_group`: the thread's copies issued since the last
    /// commit form one group.
    CpAsyncCommit,
    /// `cp.async.wait_group n`: waits until at most `n` of the thread's
    /// committed groups are still in flight.
    CpAsyncWait {
        /// Groups that may remain pending.
        n: u32,
    },
    /// An atomic read-modify-write of memory at `addr`: `dst` takes the value
    /// memory held before. With a predicate, a thread whose predicate is false
    /// accesses nothing and `dst` takes 0.
    Atomic {
        /// The memory: global (`tt.atomic_rmw`), or shared (the counts of
        /// `tt.histogram`).
        space: MemSpace,
        /// The operation.
        op: AtomicOp,
        /// The value type (32 or 64 bits).
        ty: Type,
        /// The memory ordering.
        order: MemOrder,
        /// The scope.
        scope: MemScope,
        /// The old value.
        dst: Reg,
        /// The address (`i64` for global, `i32` for shared memory).
        addr: Reg,
        /// The value; for [`AtomicOp::Cas`] the compared value, then the new one
        /// (the second is unused by other operations).
        args: [Operand; 2],
        /// The predicate, if the atomic is masked.
        pred: Option<Reg>,
    },
    /// Aborts the kernel (the launch fails) where the predicate holds: a failed
    /// `tt.assert`.
    Trap {
        /// The predicate; always without one.
        pred: Option<Reg>,
    },
    /// Prints one line through `vprintf` (a PTX system call): `format`, a C
    /// format string without its terminating NUL, with `args`, each an `i32`,
    /// `i64` or `f64` register, passed as C passes variadic arguments (a
    /// buffer laid out as a struct of them, each at its natural alignment).
    /// Every thread that runs it prints. `tt.print`.
    Printf {
        /// The format string.
        format: Box<str>,
        /// The values its conversions print, in order.
        args: Box<[Reg]>,
    },
    /// Where `pred` holds, ends the kernel through the CUDA runtime's
    /// `__assertfail` (a PTX system call), which prints `file:line: function:
    /// block: [..], thread: [..] Assertion `message` failed.` and makes the
    /// launch fail with an assertion error. A failed `tt.assert`.
    AssertFail {
        /// The assertion's message.
        message: Box<str>,
        /// The source file of the assertion.
        file: Box<str>,
        /// Its line.
        line: u32,
        /// The function it is in.
        function: Box<str>,
        /// The predicate; always without one.
        pred: Option<Reg>,
    },
    /// `dst` = `src` of another lane of the warp (every lane of the warp takes part).
    Shuffle {
        /// How the source lane is chosen.
        kind: ShuffleKind,
        /// The result (a 32-bit type, as `src`).
        dst: Reg,
        /// The value lanes read.
        src: Reg,
        /// The lane distance or index (`i32`).
        lane: Operand,
    },
    /// Continue at `dest`, its parameters taking `args`.
    Jump {
        /// The target.
        dest: Block,
        /// One register per parameter of `dest`.
        args: RegList,
    },
    /// Continue at `then_dest` if `cond`, else at `else_dest`. Neither target has
    /// parameters, and each has this branch as its only predecessor.
    Brif {
        /// The predicate.
        cond: Reg,
        /// The target when true.
        then_dest: Block,
        /// The target when false.
        else_dest: Block,
    },
    /// The end of the kernel.
    Return,
}

/// Register queries.
impl InstData {
    /// Calls `f` on each register the instruction defines.
    pub fn for_each_def(&self, mut f: impl FnMut(Reg)) {
        use InstData::*;
        match self {
            Special { dst, .. }
            | Param { dst, .. }
            | Const { dst, .. }
            | SharedBase { dst }
            | Unary { dst, .. }
            | Binary { dst, .. }
            | Ternary { dst, .. }
            | Rounded { dst, .. }
            | Cmp { dst, .. }
            | Select { dst, .. }
            | Convert { dst, .. }
            | Atomic { dst, .. }
            | Shuffle { dst, .. }
            | Pack { dst, .. }
            | Fp8x2ToF16x2 { dst, .. }
            | F32x2ToFp8x2 { dst, .. } => f(*dst),
            Unpack { dsts, .. } => dsts.iter().copied().for_each(f),
            Mma { dsts, .. } => dsts.iter().copied().for_each(f),
            Mfma(m) => m.dsts.iter().copied().for_each(f),
            LdMatrix { dsts, .. } => dsts.iter().copied().for_each(f),
            Load { dsts, .. } => dsts.iter().copied().for_each(f),
            Wgmma { dsts, .. } | WgmmaWait { dsts, .. } => dsts.iter().copied().for_each(f),
            Store { .. } | Barrier | Trap { .. } | Jump { .. } | Brif { .. } | Return => {}
            Printf { .. } | AssertFail { .. } | Prefetch { .. } => {}
            CpAsync { .. } | CpAsyncCommit | CpAsyncWait { .. } | Tma(_) => {}
            FenceProxyAsync | WgmmaFence | WgmmaCommit => {}
        }
    }

    /// Calls `f` on each register the instruction reads, in operand order.
    pub fn for_each_use(&self, mut f: impl FnMut(Reg)) {
        use InstData::*;
        let mut op = |o: &Operand| {
            if let Operand::Reg(r) = o {
                f(*r)
            }
        };
        match self {
            Special { .. } | Param { .. } | Const { .. } | SharedBase { .. } => {}
            Barrier | Return | CpAsyncCommit | CpAsyncWait { .. } => {}
            FenceProxyAsync | WgmmaFence | WgmmaCommit => {}
            Tma(t) => t.for_each_use(|r| op(&Operand::Reg(r))),
            Mfma(m) => m.for_each_use(|r| op(&Operand::Reg(r))),
            Prefetch { addr, pred, .. } => {
                op(&Operand::Reg(*addr));
                pred.iter().for_each(|r| op(&Operand::Reg(*r)));
            }
            Wgmma { c, a, b, .. } => c
                .iter()
                .chain(a.regs())
                .chain([b])
                .for_each(|r| op(&Operand::Reg(*r))),
            WgmmaWait { srcs, .. } => srcs.iter().for_each(|r| op(&Operand::Reg(*r))),
            CpAsync {
                dst, src, src_size, ..
            } => {
                op(&Operand::Reg(*dst));
                op(&Operand::Reg(*src));
                src_size.iter().for_each(|r| op(&Operand::Reg(*r)));
            }
            Unary { arg, .. } => op(arg),
            Binary { args, .. } | Cmp { args, .. } => args.iter().for_each(op),
            Ternary { args, .. } => args.iter().for_each(op),
            Rounded { op: o, args, .. } => args[..o.arity()].iter().for_each(op),
            Select { cond, args, .. } => {
                op(&Operand::Reg(*cond));
                args.iter().for_each(op);
            }
            Convert { src, .. } | Unpack { src, .. } | Fp8x2ToF16x2 { src, .. } => {
                op(&Operand::Reg(*src))
            }
            Pack { srcs, .. } | F32x2ToFp8x2 { srcs, .. } => {
                srcs.iter().for_each(|r| op(&Operand::Reg(*r)))
            }
            Mma { a, b, c, .. } => a
                .iter()
                .chain(b)
                .chain(c)
                .for_each(|r| op(&Operand::Reg(*r))),
            LdMatrix { addr, .. } => op(&Operand::Reg(*addr)),
            Load {
                addr, pred, others, ..
            } => {
                op(&Operand::Reg(*addr));
                pred.iter().for_each(|p| op(&Operand::Reg(*p)));
                others.iter().for_each(op);
            }
            Store {
                srcs, addr, pred, ..
            } => {
                op(&Operand::Reg(*addr));
                pred.iter().for_each(|p| op(&Operand::Reg(*p)));
                srcs.iter().for_each(op);
            }
            Atomic {
                addr, args, pred, ..
            } => {
                op(&Operand::Reg(*addr));
                pred.iter().for_each(|p| op(&Operand::Reg(*p)));
                args.iter().for_each(op);
            }
            Trap { pred } => pred.iter().for_each(|p| op(&Operand::Reg(*p))),
            Printf { args, .. } => args.iter().for_each(|r| op(&Operand::Reg(*r))),
            AssertFail { pred, .. } => pred.iter().for_each(|p| op(&Operand::Reg(*p))),
            Shuffle { src, lane, .. } => {
                op(&Operand::Reg(*src));
                op(lane);
            }
            Jump { args, .. } => args.iter().for_each(|r| op(&Operand::Reg(*r))),
            Brif { cond, .. } => op(&Operand::Reg(*cond)),
        }
    }

    /// Calls `f` on each register the instruction defines, which it may
    /// replace (as [`InstData::for_each_def`]).
    pub fn for_each_def_mut(&mut self, mut f: impl FnMut(&mut Reg)) {
        use InstData::*;
        match self {
            Special { dst, .. }
            | Param { dst, .. }
            | Const { dst, .. }
            | SharedBase { dst }
            | Unary { dst, .. }
            | Binary { dst, .. }
            | Ternary { dst, .. }
            | Rounded { dst, .. }
            | Cmp { dst, .. }
            | Select { dst, .. }
            | Convert { dst, .. }
            | Atomic { dst, .. }
            | Shuffle { dst, .. }
            | Pack { dst, .. }
            | Fp8x2ToF16x2 { dst, .. }
            | F32x2ToFp8x2 { dst, .. } => f(dst),
            Unpack { dsts, .. } => dsts.iter_mut().for_each(f),
            Mma { dsts, .. } => dsts.iter_mut().for_each(f),
            Mfma(m) => m.dsts.iter_mut().for_each(f),
            LdMatrix { dsts, .. } => dsts.iter_mut().for_each(f),
            Load { dsts, .. } => dsts.iter_mut().for_each(f),
            Wgmma { dsts, .. } | WgmmaWait { dsts, .. } => dsts.iter_mut().for_each(f),
            Store { .. } | Barrier | Trap { .. } | Jump { .. } | Brif { .. } | Return => {}
            Printf { .. } | AssertFail { .. } | Prefetch { .. } => {}
            CpAsync { .. } | CpAsyncCommit | CpAsyncWait { .. } | Tma(_) => {}
            FenceProxyAsync | WgmmaFence | WgmmaCommit => {}
        }
    }

    /// Calls `f` on each register the instruction reads, which it may replace
    /// (as [`InstData::for_each_use`], in the same order).
    pub fn for_each_use_mut(&mut self, mut f: impl FnMut(&mut Reg)) {
        use InstData::*;
        match self {
            Special { .. } | Param { .. } | Const { .. } | SharedBase { .. } => {}
            Barrier | Return | CpAsyncCommit | CpAsyncWait { .. } => {}
            FenceProxyAsync | WgmmaFence | WgmmaCommit => {}
            Tma(t) => t.for_each_use_mut(f),
            Mfma(m) => m.for_each_use_mut(f),
            Prefetch { addr, pred, .. } => {
                f(addr);
                pred.iter_mut().for_each(f);
            }
            Wgmma { c, a, b, .. } => {
                c.iter_mut().for_each(&mut f);
                a.regs_mut().iter_mut().for_each(&mut f);
                f(b);
            }
            WgmmaWait { srcs, .. } => srcs.iter_mut().for_each(f),
            CpAsync {
                dst, src, src_size, ..
            } => {
                f(dst);
                f(src);
                src_size.iter_mut().for_each(f);
            }
            Unary { arg, .. } => operand_reg_mut(arg).into_iter().for_each(f),
            Binary { args, .. } | Cmp { args, .. } => {
                args.iter_mut().filter_map(operand_reg_mut).for_each(f)
            }
            Ternary { args, .. } => args.iter_mut().filter_map(operand_reg_mut).for_each(f),
            Rounded { op, args, .. } => args[..op.arity()]
                .iter_mut()
                .filter_map(operand_reg_mut)
                .for_each(f),
            Select { cond, args, .. } => {
                f(cond);
                args.iter_mut().filter_map(operand_reg_mut).for_each(f);
            }
            Convert { src, .. } | Unpack { src, .. } | Fp8x2ToF16x2 { src, .. } => f(src),
            Pack { srcs, .. } | F32x2ToFp8x2 { srcs, .. } => srcs.iter_mut().for_each(f),
            Mma { a, b, c, .. } => a
                .iter_mut()
                .chain(b.iter_mut())
                .chain(c.iter_mut())
                .for_each(f),
            LdMatrix { addr, .. } => f(addr),
            Load {
                addr, pred, others, ..
            } => {
                f(addr);
                pred.iter_mut().for_each(&mut f);
                others.iter_mut().filter_map(operand_reg_mut).for_each(f);
            }
            Store {
                srcs, addr, pred, ..
            } => {
                f(addr);
                pred.iter_mut().for_each(&mut f);
                srcs.iter_mut().filter_map(operand_reg_mut).for_each(f);
            }
            Atomic {
                addr, args, pred, ..
            } => {
                f(addr);
                pred.iter_mut().for_each(&mut f);
                args.iter_mut().filter_map(operand_reg_mut).for_each(f);
            }
            Trap { pred } => pred.iter_mut().for_each(f),
            Printf { args, .. } => args.iter_mut().for_each(f),
            AssertFail { pred, .. } => pred.iter_mut().for_each(f),
            Shuffle { src, lane, .. } => {
                f(src);
                operand_reg_mut(lane).into_iter().for_each(f);
            }
            Jump { args, .. } => args.iter_mut().for_each(f),
            Brif { cond, .. } => f(cond),
        }
    }

    /// Whether the instruction ends a block.
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            InstData::Jump { .. } | InstData::Brif { .. } | InstData::Return
        )
    }

    /// Whether the instruction does more than define its results, so that it
    /// must stay even when nothing reads them.
    pub fn has_side_effects(&self) -> bool {
        match self {
            InstData::Store { .. }
            | InstData::Barrier
            | InstData::Prefetch { .. }
            | InstData::CpAsync { .. }
            | InstData::CpAsyncCommit
            | InstData::CpAsyncWait { .. }
            | InstData::Tma(_)
            | InstData::FenceProxyAsync
            | InstData::WgmmaFence
            | InstData::Wgmma { .. }
            | InstData::WgmmaCommit
            | InstData::WgmmaWait { .. }
            | InstData::Atomic { .. }
            | InstData::Trap { .. }
            | InstData::Printf { .. }
            | InstData::AssertFail { .. } => true,
            InstData::Load { cache, .. } => cache.volatile,
            other => other.is_terminator(),
        }
    }

    /// The blocks control may go to next.
    pub fn successors(&self) -> SmallVec<[Block; 2]> {
        match self {
            InstData::Jump { dest, .. } => smallvec::smallvec![*dest],
            InstData::Brif {
                then_dest,
                else_dest,
                ..
            } => smallvec::smallvec![*then_dest, *else_dest],
            _ => SmallVec::new(),
        }
    }
}

/// The register of an operand, if it is one, to replace.
fn operand_reg_mut(o: &mut Operand) -> Option<&mut Reg> {
    match o {
        Operand::Reg(r) => Some(r),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cranelift_entity::EntityRef;

    #[test]
    fn defs_and_uses() {
        let r = |n| Reg::new(n);
        let load = InstData::Load {
            space: MemSpace::Global,
            ty: Type::I32,
            dsts: smallvec::smallvec![r(3), r(4)],
            addr: r(1),
            offset: 8,
            pred: Some(r(2)),
            others: smallvec::smallvec![Operand::Imm(0), Operand::Reg(r(5))],
            cache: CacheHint::default(),
        };
        let mut defs = Vec::new();
        load.for_each_def(|d| defs.push(d));
        let mut uses = Vec::new();
        load.for_each_use(|u| uses.push(u));
        assert_eq!(defs, vec![r(3), r(4)]);
        assert_eq!(uses, vec![r(1), r(2), r(5)]);
        // The `_mut` forms visit the same registers, in the same order.
        let mut moved = load.clone();
        moved.for_each_use_mut(|u| *u = r(u.index() + 10));
        moved.for_each_def_mut(|d| *d = r(d.index() + 20));
        let (mut defs, mut uses) = (Vec::new(), Vec::new());
        moved.for_each_def(|d| defs.push(d));
        moved.for_each_use(|u| uses.push(u));
        assert_eq!(defs, vec![r(23), r(24)]);
        assert_eq!(uses, vec![r(11), r(12), r(15)]);
        assert!(!load.has_side_effects() && !load.is_terminator());
        let jump = InstData::Jump {
            dest: Block::new(2),
            args: smallvec::smallvec![r(7)],
        };
        assert!(jump.is_terminator());
        assert_eq!(jump.successors().as_slice(), &[Block::new(2)]);
    }
}
