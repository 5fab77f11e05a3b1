//! Conversions between every integer and float type, bitcasts and pointer casts.
//!
//! - `i1` to an integer is a select of `1` (or `-1` for `extsi`) and `0`; an
//!   integer to `i1` tests its low bit;
//! - integer to integer extends (signed or not) or truncates;
//! - integer to float rounds to nearest even; float to integer rounds toward zero
//!   and saturates (NaN gives 0), as Triton's PTX does;
//! - float to float rounds to nearest even when it narrows (`tt.fp_to_fp` may
//!   ask for toward zero); `bf16` results go through `f32`, the one conversion to
//!   `bf16` every target has; 8-bit floats go through `f16` when widened and
//!   `f32` when narrowed to, saturating ([`Ctx::lower_fp8_cast`]).

use super::{Ctx, Result};
use tilelift_ir::attrs::RoundingMode;
use tilelift_ir::{FloatKind, InstructionData, Opcode, Value};
use tilelift_mir::{BinaryOp, Cond, Fp8, InstData, Operand, Reg, Rounding, Type, UnaryOp};

impl Ctx<'_> {
    /// `arith.ext*`, `trunc*`, `*tofp`, `fpto*`, `bitcast`, `index_cast`;
    /// `tt.fp_to_fp`, `tt.bitcast`, `tt.int_to_ptr`, `tt.ptr_to_int`.
    pub(super) fn lower_cast(&mut self, data: &InstructionData) -> Result<()> {
        let result = self.result();
        let arg = data.args()[0];
        let fp8 = [arg, result].map(|v| self.fp8_format(self.func.dfg.value_type(v)));
        let bitcast = matches!(data.opcode(), Opcode::Bitcast | Opcode::ArithBitcast);
        if fp8 != [None, None] && !bitcast {
            return self.lower_fp8_cast(data, fp8);
        }
        let from = self.value_elem_type(arg)?;
        let to = self.value_elem_type(result)?;
        let opcode = data.opcode();
        let rounding = match data {
            InstructionData::FpToFp {
                rounding: Some(RoundingMode::Rtz),
                ..
            } => Rounding::Rz,
            _ => Rounding::Rn,
        };
        if from == to && !matches!(opcode, Opcode::FpToFp) {
            let regs: super::RegVec = self.regs(arg).iter().copied().collect();
            let n = self.num_regs(self.func.dfg.value_type(result))?;
            let regs: super::RegVec = (0..n)
                .map(|i| regs[if regs.len() == 1 { 0 } else { i }])
                .collect();
            self.set(result, &regs);
            return Ok(());
        }
        self.map_regs(result, |cx, i| {
            let x = cx.reg(arg, i);
            cx.cast_elem(opcode, from, to, rounding, x)
        })
    }

    /// The 8-bit float format of tensor (or scalar) type `ty`'s elements, if
    /// they are 8-bit floats.
    pub(super) fn fp8_format(&self, ty: tilelift_ir::Type) -> Option<Fp8> {
        match self.types.float_kind(self.types.element_type(ty))? {
            FloatKind::F8E4M3FN => Some(Fp8::E4M3),
            FloatKind::F8E5M2 => Some(Fp8::E5M2),
            _ => None,
        }
    }

    /// A float cast from or to 8-bit floats (`[from, to]`'s formats), held as
    /// their bits in `i8` registers: through `f16` from them (exact), through
    /// `f32` to them (exact from `f16` and `bf16`; one rounding, to nearest
    /// even and saturated to the largest finite value, NaN kept, as PTX's
    /// `cvt.rn.satfinite` and Triton's code). PTX has these conversions from
    /// sm_89; Triton's front end refuses `f8E4M3FN` below that too.
    fn lower_fp8_cast(&mut self, data: &InstructionData, fp8: [Option<Fp8>; 2]) -> Result<()> {
        let opcode = data.opcode();
        let result = self.result();
        let arg = data.args()[0];
        let name = |cx: &Self, v: Value| {
            let ty = cx.types.element_type(cx.func.dfg.value_type(v));
            cx.type_name(ty)
        };
        let what = format!(
            "{} from {} to {}",
            opcode.name(),
            name(self, arg),
            name(self, result)
        );
        if !matches!(opcode, Opcode::FpToFp | Opcode::ExtF | Opcode::TruncF) {
            return Err(self.unsupported(what));
        }
        if !self.target.fp8_cvt {
            return Err(self.unsupported(format_args!(
                "{what} on this target (8-bit float conversions need sm_89 or newer)"
            )));
        }
        let rtz = matches!(
            data,
            InstructionData::FpToFp {
                rounding: Some(RoundingMode::Rtz),
                ..
            }
        );
        let (from, to) = (self.value_elem_type(arg)?, self.value_elem_type(result)?);
        if (fp8[1].is_some() && (rtz || from == Type::F64)) || (fp8[0].is_some() && to == Type::F64)
        {
            return Err(self.unsupported(what));
        }
        // Two values a conversion, as Triton's code: neighbouring registers.
        let xs: super::RegVec = self.regs(arg).iter().copied().collect();
        let mut out = super::RegVec::with_capacity(xs.len());
        for pair in xs.chunks(2) {
            let (halves, from) = match fp8[0] {
                Some(format) => (self.fp8_to_f16(format, pair), Type::F16),
                None => (pair.iter().copied().collect(), from),
            };
            match fp8[1] {
                Some(format) => {
                    let f: super::RegVec = halves
                        .iter()
                        .map(|&x| self.float_to_float(from, Type::F32, Rounding::Rn, x))
                        .collect();
                    out.extend(self.f32_to_fp8(format, &f));
                }
                None => out.extend(
                    halves
                        .iter()
                        .map(|&x| self.float_to_float(from, to, Rounding::Rn, x)),
                ),
            }
        }
        self.set(result, &out);
        Ok(())
    }

    /// One or two 8-bit floats (their bits, `i8`) as `f16`s, exactly, by one
    /// conversion.
    pub(super) fn fp8_to_f16(&mut self, format: Fp8, xs: &[Reg]) -> super::RegVec {
        let lo = self.convert(Type::I16, Type::I8, false, None, xs[0]);
        let pair = match xs.get(1) {
            Some(&hi) => {
                let hi = self.convert(Type::I16, Type::I8, false, None, hi);
                let up = self
                    .b
                    .binary(BinaryOp::Shl, Type::I16, Operand::Reg(hi), Operand::Imm(8));
                self.b
                    .binary(BinaryOp::Or, Type::I16, Operand::Reg(lo), Operand::Reg(up))
            }
            None => lo,
        };
        let halves = self.b.reg(Type::I32);
        self.b.ins(InstData::Fp8x2ToF16x2 {
            format,
            dst: halves,
            src: pair,
        });
        let dsts = [self.b.reg(Type::F16), self.b.reg(Type::F16)];
        self.b.ins(InstData::Unpack { dsts, src: halves });
        dsts[..xs.len()].iter().copied().collect()
    }

    /// One or two `f32`s as 8-bit floats (their bits, `i8`), by one
    /// conversion: rounded to nearest even, saturated, NaN kept.
    fn f32_to_fp8(&mut self, format: Fp8, xs: &[Reg]) -> super::RegVec {
        let hi = match xs.get(1) {
            Some(&hi) => hi,
            None => self.materialize(Type::F32, Operand::Imm(0)),
        };
        let pair = self.b.reg(Type::I16);
        self.b.ins(InstData::F32x2ToFp8x2 {
            format,
            dst: pair,
            srcs: [xs[0], hi],
        });
        let mut out = super::RegVec::new();
        out.push(self.convert(Type::I8, Type::I16, false, None, pair));
        if xs.len() == 2 {
            let down = self.b.binary(
                BinaryOp::ShrU,
                Type::I16,
                Operand::Reg(pair),
                Operand::Imm(8),
            );
            out.push(self.convert(Type::I8, Type::I16, false, None, down));
        }
        out
    }

    /// One element of a cast.
    fn cast_elem(
        &mut self,
        opcode: Opcode,
        from: Type,
        to: Type,
        rounding: Rounding,
        x: Reg,
    ) -> Result<Reg> {
        match opcode {
            Opcode::ExtSI | Opcode::ExtUI | Opcode::TruncI | Opcode::IndexCast => {
                Ok(self.int_to_int(from, to, opcode == Opcode::ExtSI, x))
            }
            Opcode::SIToFP | Opcode::UIToFP => {
                Ok(self.int_to_float(from, to, opcode == Opcode::SIToFP, x))
            }
            Opcode::FPToSI | Opcode::FPToUI => {
                Ok(self.float_to_int(from, to, opcode == Opcode::FPToSI, x))
            }
            Opcode::ExtF | Opcode::TruncF | Opcode::FpToFp => {
                Ok(self.float_to_float(from, to, rounding, x))
            }
            Opcode::ArithBitcast | Opcode::Bitcast | Opcode::IntToPtr | Opcode::PtrToInt => {
                if from.bits() != to.bits() || from == Type::Pred {
                    return Err(
                        self.unsupported(format_args!("{} from {from} to {to}", opcode.name()))
                    );
                }
                Ok(self.b.unary(UnaryOp::Mov, to, Operand::Reg(x)))
            }
            _ => Err(self.unsupported(opcode.name())),
        }
    }

    /// Integer (or `i1`) to integer (or `i1`).
    pub(super) fn int_to_int(&mut self, from: Type, to: Type, signed: bool, x: Reg) -> Reg {
        if from == Type::Pred {
            let one = if signed { u64::MAX } else { 1 };
            let one = if to.bits() >= 64 {
                one
            } else {
                one & ((1u64 << to.bits()) - 1)
            };
            return self.select(to, x, Operand::Imm(one), Operand::Imm(0));
        }
        if to == Type::Pred {
            let low = self
                .b
                .binary(BinaryOp::And, from, Operand::Reg(x), Operand::Imm(1));
            return self.cmp(Cond::Ne, from, Operand::Reg(low), Operand::Imm(0));
        }
        self.convert(to, from, signed, None, x)
    }

    /// Integer (or `i1`) to float, rounded to nearest even.
    fn int_to_float(&mut self, from: Type, to: Type, signed: bool, x: Reg) -> Reg {
        let (x, from) = if from == Type::Pred {
            (self.int_to_int(Type::Pred, Type::I32, signed, x), Type::I32)
        } else {
            (x, from)
        };
        if to == Type::BF16 {
            let f = self.convert(Type::F32, from, signed, Some(Rounding::Rn), x);
            return self.convert(Type::BF16, Type::F32, false, Some(Rounding::Rn), f);
        }
        self.convert(to, from, signed, Some(Rounding::Rn), x)
    }

    /// Float to integer (or `i1`), toward zero.
    fn float_to_int(&mut self, from: Type, to: Type, signed: bool, x: Reg) -> Reg {
        let (x, from) = if matches!(from, Type::F16 | Type::BF16) {
            (self.convert(Type::F32, from, false, None, x), Type::F32)
        } else {
            (x, from)
        };
        if to == Type::Pred {
            let i = self.convert(Type::I32, from, signed, Some(Rounding::Rzi), x);
            return self.cmp(Cond::Ne, Type::I32, Operand::Reg(i), Operand::Imm(0));
        }
        self.convert(to, from, signed, Some(Rounding::Rzi), x)
    }

    /// Float to float.
    pub(super) fn float_to_float(
        &mut self,
        from: Type,
        to: Type,
        rounding: Rounding,
        x: Reg,
    ) -> Reg {
        if from == to {
            return x;
        }
        let widening = to.bits() > from.bits();
        if from == Type::BF16 && to != Type::F32 {
            let f = self.convert(Type::F32, from, false, None, x);
            return self.float_to_float(Type::F32, to, rounding, f);
        }
        if to == Type::BF16 && from != Type::F32 {
            let f = self.float_to_float(from, Type::F32, rounding, x);
            return self.convert(to, Type::F32, false, Some(rounding), f);
        }
        if (from, to) == (Type::F16, Type::BF16) {
            let f = self.convert(Type::F32, from, false, None, x);
            return self.convert(to, Type::F32, false, Some(rounding), f);
        }
        let rounding = if widening { None } else { Some(rounding) };
        self.convert(to, from, false, rounding, x)
    }
}
