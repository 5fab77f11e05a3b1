//! `tt.extern_elementwise`: the libdevice functions of
//! [`tilelift_ir::libdevice`], each lowered to the instructions that give
//! libdevice's accuracy (the table there). Where a function is what a `math.*` op
//! already computes with the same accuracy (`__nv_tanhf` and `math.tanh`, the fast
//! functions and Triton's approximate `math.exp`), it is lowered the same way.
//! A symbol tilelift does not implement is `unsupported: libdevice function
//! `__nv_...`` at the op.

use super::{Ctx, Result};
use tilelift_ir::libdevice::{self, LibCall, LibFn};
use tilelift_ir::{InstructionData, Opcode};
use tilelift_libm as libm;
use tilelift_mir::{BinaryOp, Cond, InstData, Operand, Reg, TernaryOp, Type, UnaryOp};

/// `log2(10)` as an f32 bit pattern.
const LOG2_10: u64 = 0x4054_9A78;
/// `log10(2)` as an f32 bit pattern.
const LOG10_2: u64 = 0x3E9A_209B;

impl Ctx<'_> {
    /// `tt.extern_elementwise`.
    pub(super) fn lower_libdevice(&mut self, data: &InstructionData) -> Result<()> {
        let InstructionData::Extern { args, callee, .. } = data else {
            return Err(self.unsupported(data.opcode().name()));
        };
        let Some(call) = libdevice::lookup(&callee.symbol) else {
            return Err(self.unsupported(format_args!("libdevice function `{}`", callee.symbol)));
        };
        let result = self.result();
        let ty = self.value_elem_type(result)?;
        let args = args.clone();
        self.map_regs(result, |cx, i| {
            let xs: smallvec::SmallVec<[Operand; 3]> =
                args.iter().map(|&a| cx.opnd(a, i)).collect();
            cx.libdevice_elem(call, ty, &xs)
        })
    }

    /// One element of a libdevice function on operands `xs`, its result of
    /// type `ty`. The match names every [`LibFn`]: a function added to the
    /// table does not build until it is lowered.
    pub(super) fn libdevice_elem(
        &mut self,
        call: LibCall,
        ty: Type,
        xs: &[Operand],
    ) -> Result<Reg> {
        let f = call.func;
        let x = xs[0];
        let un = |cx: &mut Self, op| Ok(cx.b.unary(op, ty, x));
        let bin = |cx: &mut Self, op| Ok(cx.b.binary(op, ty, x, xs[1]));
        match f {
            LibFn::Fabs => un(self, UnaryOp::Abs),
            LibFn::Floor => un(self, UnaryOp::Floor),
            LibFn::Ceil => un(self, UnaryOp::Ceil),
            LibFn::Trunc => un(self, UnaryOp::Trunc),
            LibFn::Rint => un(self, UnaryOp::Rint),
            LibFn::Round => Ok(self.round_half_away(ty, x)),
            LibFn::Sqrt => un(self, UnaryOp::SqrtRn),
            LibFn::Rsqrt if ty == Type::F64 => self.libm_elem(call, ty, xs),
            LibFn::Rsqrt => un(self, UnaryOp::RsqrtApprox),
            LibFn::Fmin => bin(self, BinaryOp::FMin),
            LibFn::Fmax => bin(self, BinaryOp::FMax),
            LibFn::FastDivide => bin(self, BinaryOp::DivApprox),
            LibFn::Rcp64h => un(self, UnaryOp::RcpApprox),
            LibFn::Fma => {
                let dst = self.b.reg(ty);
                self.b.ins(InstData::Ternary {
                    op: TernaryOp::Fma,
                    ty,
                    dst,
                    args: [x, xs[1], xs[2]],
                });
                Ok(dst)
            }
            LibFn::Tanh if ty == Type::F64 => self.libm_elem(call, ty, xs),
            LibFn::Tanh => self.math_elem(Opcode::Tanh, ty, x),
            LibFn::Erf if ty == Type::F64 => self.libm_elem(call, ty, xs),
            LibFn::Erf => self.math_elem(Opcode::Erf, ty, x),
            LibFn::FastExp => self.math_elem(Opcode::Exp, ty, x),
            LibFn::FastLog => self.math_elem(Opcode::Log, ty, x),
            LibFn::FastLog2 => self.math_elem(Opcode::Log2, ty, x),
            LibFn::FastSin => self.math_elem(Opcode::Sin, ty, x),
            LibFn::FastCos => self.math_elem(Opcode::Cos, ty, x),
            LibFn::FastExp10 => {
                let scaled = self.b.binary(BinaryOp::Mul, ty, x, Operand::Imm(LOG2_10));
                Ok(self.b.unary(UnaryOp::Ex2Approx, ty, Operand::Reg(scaled)))
            }
            LibFn::Exp
            | LibFn::Exp2
            | LibFn::Exp10
            | LibFn::Expm1
            | LibFn::Log
            | LibFn::Log2
            | LibFn::Log10
            | LibFn::Log1p
            | LibFn::Sinh
            | LibFn::Cosh
            | LibFn::Asinh
            | LibFn::Acosh
            | LibFn::Atanh
            | LibFn::Sin
            | LibFn::Cos
            | LibFn::Tan
            | LibFn::Sinpi
            | LibFn::Cospi
            | LibFn::Atan
            | LibFn::Asin
            | LibFn::Acos
            | LibFn::Atan2
            | LibFn::Pow
            | LibFn::Cbrt
            | LibFn::Rcbrt
            | LibFn::Hypot
            | LibFn::Rhypot
            | LibFn::Copysign
            | LibFn::Fdim
            | LibFn::Nextafter
            | LibFn::Logb
            | LibFn::Norm3d
            | LibFn::Norm4d
            | LibFn::Rnorm3d
            | LibFn::Rnorm4d
            | LibFn::Erfc
            | LibFn::Erfcx
            | LibFn::Erfinv
            | LibFn::Erfcinv
            | LibFn::Normcdf
            | LibFn::Normcdfinv
            | LibFn::Lgamma
            | LibFn::Tgamma
            | LibFn::Fmod
            | LibFn::Remainder
            | LibFn::Ldexp
            | LibFn::Powi
            | LibFn::Ilogb
            | LibFn::IsNan
            | LibFn::IsInf
            | LibFn::IsFinite
            | LibFn::Signbit
            | LibFn::Clz
            | LibFn::Popc
            | LibFn::Brev
            | LibFn::Ffs
            | LibFn::MulHi
            | LibFn::UMulHi
            | LibFn::Mul24
            | LibFn::UMul24
            | LibFn::Sad
            | LibFn::USad
            | LibFn::HAdd
            | LibFn::RHAdd
            | LibFn::UHAdd
            | LibFn::URHAdd
            | LibFn::IAbs
            | LibFn::BytePerm
            | LibFn::FloatToInt { .. }
            | LibFn::IntToFloat { .. }
            | LibFn::Narrow(_)
            | LibFn::Bitcast
            | LibFn::HiInt
            | LibFn::LoInt
            | LibFn::HiLoToDouble
            | LibFn::LlRound
            | LibFn::Arith { .. }
            | LibFn::RsqrtRn
            | LibFn::Saturate
            | LibFn::BesselI0
            | LibFn::BesselI1
            | LibFn::BesselJ0
            | LibFn::BesselJ1
            | LibFn::BesselJn
            | LibFn::BesselY0
            | LibFn::BesselY1
            | LibFn::BesselYn => self.libm_elem(call, ty, xs),
            LibFn::FastTan => {
                let s = self.b.unary(UnaryOp::SinApprox, ty, x);
                let c = self.b.unary(UnaryOp::CosApprox, ty, x);
                Ok(self
                    .b
                    .binary(BinaryOp::DivApprox, ty, Operand::Reg(s), Operand::Reg(c)))
            }
            LibFn::FastPow => {
                let l = self.b.unary(UnaryOp::Lg2Approx, ty, x);
                let p = self.b.binary(BinaryOp::Mul, ty, xs[1], Operand::Reg(l));
                Ok(self.b.unary(UnaryOp::Ex2Approx, ty, Operand::Reg(p)))
            }
            LibFn::FastLog10 => {
                let l = self.b.unary(UnaryOp::Lg2Approx, ty, x);
                Ok(self
                    .b
                    .binary(BinaryOp::Mul, ty, Operand::Reg(l), Operand::Imm(LOG10_2)))
            }
        }
    }

    /// A function computed by its sequence of [`tilelift_libm`], the one the
    /// interpreter folds.
    fn libm_elem(&mut self, call: LibCall, ty: Type, xs: &[Operand]) -> Result<Reg> {
        let Some(r) = libm::sequence(&mut self.b, call, xs) else {
            let f = call.func;
            return Err(self.unsupported(format_args!("libdevice {f:?} on {}", ty.name())));
        };
        Ok(match r {
            Operand::Reg(r) => r,
            Operand::Imm(bits) => self.b.iconst(ty, bits),
        })
    }

    /// `round`: to the nearest integral value, ties away from zero, exactly:
    /// `t = trunc(x)`, then `t + copysign(1, x)` where `|x - t| >= 0.5`. The
    /// fraction `x - t` is exact; a NaN comes through `t` (its comparison is
    /// false), and so does an infinity (`inf - inf` is a NaN).
    fn round_half_away(&mut self, ty: Type, x: Operand) -> Reg {
        let (half, one, minus_one) = if ty == Type::F64 {
            (
                0x3FE0_0000_0000_0000,
                0x3FF0_0000_0000_0000,
                0xBFF0_0000_0000_0000,
            )
        } else {
            (0x3F00_0000, 0x3F80_0000, 0xBF80_0000)
        };
        let t = self.b.unary(UnaryOp::Trunc, ty, x);
        let fraction = self.b.binary(BinaryOp::Sub, ty, x, Operand::Reg(t));
        let size = self.b.unary(UnaryOp::Abs, ty, Operand::Reg(fraction));
        let far = self.cmp(Cond::FGe, ty, Operand::Reg(size), Operand::Imm(half));
        let negative = self.cmp(Cond::FLt, ty, x, Operand::Imm(0));
        let step = self.select(ty, negative, Operand::Imm(minus_one), Operand::Imm(one));
        let bumped = self
            .b
            .binary(BinaryOp::Add, ty, Operand::Reg(t), Operand::Reg(step));
        self.select(ty, far, Operand::Reg(bumped), Operand::Reg(t))
    }
}
