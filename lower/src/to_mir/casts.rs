//! Conversions between every integer and float type, bitcasts and pointer casts.
//!
//! - `i1` to an integer is a select of `1` (or `-1` for `extsi`) and `0`; an
//!   integer to `i1` tests its low bit;
//! - integer to integer extends (signed or not) or truncates;
//! - integer to float rounds to nearest even; float to integer rounds toward zero
//!   and saturates (NaN gives 0), as Triton's PTX does;
//! - float to float rounds to nearest even when it narrows (`tt.fp_to_fp` may
//!   ask for toward zero); `bf16` results go through `f32`, the one conversion to
//!   `bf16` every target has.

use super::{Ctx, Result};
use tilelift_ir::attrs::RoundingMode;
use tilelift_ir::{InstructionData, Opcode};
use tilelift_mir::{BinaryOp, Cond, Operand, Reg, Rounding, Type, UnaryOp};

impl Ctx<'_> {
    /// `arith.ext*`, `trunc*`, `*tofp`, `fpto*`, `bitcast`, `index_cast`;
    /// `tt.fp_to_fp`, `tt.bitcast`, `tt.int_to_ptr`, `tt.ptr_to_int`.
    pub(super) fn lower_cast(&mut self, data: &InstructionData) -> Result<()> {
        let result = self.result();
        let arg = data.args()[0];
        for ty in [
            self.func.dfg.value_type(arg),
            self.func.dfg.value_type(result),
        ] {
            if self.is_fp8(ty) && !matches!(data.opcode(), Opcode::Bitcast | Opcode::ArithBitcast) {
                let elem = self.types.element_type(ty);
                return Err(self.unsupported(format_args!(
                    "{} of {} (8-bit floats are loaded, stored and multiplied by wgmma; \
                     their conversions are not lowered yet)",
                    data.opcode().name(),
                    self.type_name(elem)
                )));
            }
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
    fn int_to_int(&mut self, from: Type, to: Type, signed: bool, x: Reg) -> Reg {
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
    fn float_to_float(&mut self, from: Type, to: Type, rounding: Rounding, x: Reg) -> Reg {
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
