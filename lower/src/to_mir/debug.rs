//! `tt.assert` and `tt.print`, through the PTX system calls `__assertfail` and
//! `vprintf` (see `tilelift_ptx`'s `syscalls`), as Triton lowers them.
//!
//! `tt.assert cond, "message"`: where an element of `cond` the thread holds is
//! false, `__assertfail(message, file, line, kernel, 1)` (the file and line of
//! the assert's location), which prints the CUDA runtime's assertion line and
//! fails the launch; a `trap` follows, in case it returns.
//!
//! `tt.print "prefix" {hex, isSigned} : %a, %b, ...`: every thread prints one
//! line per element it holds, in Triton's format,
//! `pid (%u, %u, %u) idx (%Wu, ...)<prefix>(operand N) <value>`, where `W`
//! is the number of decimal digits of a dimension's size (`ceil(log10 n)`),
//! `(operand N) ` appears only when there are several operands, and the
//! value is `%f` (floats, passed as `f64`), `%u`/`%i` (integers to 32 bits,
//! extended as `isSigned` says), `%llu`/`%lli` (64 bits), `0x%0Nx` in hex
//! (`N` hex digits of the type's width) or `%p` (pointers). Without operands,
//! `pid (%u, %u, %u)<prefix>`.

use super::{Ctx, Result};
use tilelift_ir::{InstructionData, TypeData, Value};
use tilelift_mir::{InstData, Operand, Reg, SpecialReg, Type, UnaryOp};

impl Ctx<'_> {
    /// `tt.assert`, `tt.print`.
    pub(super) fn lower_debug(&mut self, data: &InstructionData) -> Result<()> {
        match data {
            InstructionData::Assert { arg, message, .. } => self.lower_assert(*arg, message),
            InstructionData::Print {
                prefix,
                hex,
                args,
                is_signed,
                ..
            } => self.lower_print(prefix, *hex, args, is_signed),
            other => Err(self.unsupported(other.opcode().name())),
        }
    }

    fn lower_assert(&mut self, arg: tilelift_ir::Value, message: &str) -> Result<()> {
        let (file, line) = self
            .inst
            .and_then(|inst| self.func.dfg.inst_locs[inst].expand())
            .and_then(|loc| self.module.locs.resolve(loc))
            .map_or(("unknown".into(), 0), |at| {
                (Box::<str>::from(at.file), at.line)
            });
        let n = self.num_regs(self.func.dfg.value_type(arg))?;
        for i in 0..n {
            let pred = match self.opnd(arg, i) {
                Operand::Imm(bits) if bits & 1 == 1 => continue,
                Operand::Imm(_) => None,
                Operand::Reg(c) => Some(self.b.unary(UnaryOp::Not, Type::Pred, Operand::Reg(c))),
            };
            self.b.ins(InstData::AssertFail {
                message: message.into(),
                file: file.clone(),
                line,
                function: self.func.name.as_str().into(),
                pred,
            });
            self.b.ins(InstData::Trap { pred });
        }
        Ok(())
    }

    fn lower_print(
        &mut self,
        prefix: &str,
        hex: bool,
        args: &[Value],
        signed: &[i64],
    ) -> Result<()> {
        let pid: Vec<Reg> = (0..3)
            .map(|axis| {
                let dst = self.b.reg(Type::I32);
                self.b.ins(InstData::Special {
                    dst,
                    reg: SpecialReg::CtaId(axis),
                });
                dst
            })
            .collect();
        if args.is_empty() {
            let format = format!("pid (%u, %u, %u){prefix}\n");
            self.b.ins(InstData::Printf {
                format: format.into(),
                args: pid.into(),
            });
            return Ok(());
        }
        for (operand, &value) in args.iter().enumerate() {
            let ty = self.func.dfg.value_type(value);
            let shape = self.types.shape(ty).to_vec();
            let layout = self.tensor_layout_id(ty)?;
            let is_signed = signed.get(operand).is_some_and(|&s| s != 0);
            let conversion = self.print_conversion(ty, hex, is_signed)?;
            for r in 0..self.num_regs(ty)? {
                let mut format = String::from("pid (%u, %u, %u) idx (");
                let mut regs = pid.clone();
                for (dim, &size) in shape.iter().enumerate() {
                    if dim > 0 {
                        format.push_str(", ");
                    }
                    format.push_str(&format!("%{}u", digits(size)));
                    let id = layout.expect("a tensor with a shape has a layout");
                    regs.push(self.element_coord(id, r, dim));
                }
                format.push(')');
                format.push_str(prefix);
                if args.len() > 1 {
                    format.push_str(&format!("(operand {operand}) "));
                }
                format.push_str(&conversion);
                format.push('\n');
                regs.push(self.printf_arg(value, r, hex, is_signed)?);
                self.b.ins(InstData::Printf {
                    format: format.into(),
                    args: regs.into(),
                });
            }
        }
        Ok(())
    }

    /// The `printf` conversion of the elements of `ty`.
    fn print_conversion(&self, ty: tilelift_ir::Type, hex: bool, signed: bool) -> Result<String> {
        let elem = self.types.element_type(ty);
        let bits = match self.types.data(elem) {
            TypeData::Ptr { .. } => return Ok("%p".into()),
            TypeData::Int(bits) => u32::from(*bits),
            TypeData::Float(kind) if !self.is_fp8(ty) => kind.bits(),
            _ => {
                let what = format_args!("tt.print of {}", self.type_name(ty));
                return Err(self.unsupported(what));
            }
        };
        let float = matches!(self.types.data(elem), TypeData::Float(_));
        Ok(match (hex, float, bits > 32, signed) {
            (true, _, wide, _) => format!("0x%0{}{}x", bits / 4, if wide { "ll" } else { "" }),
            (false, true, _, _) => "%f".into(),
            (false, false, true, true) => "%lli".into(),
            (false, false, true, false) => "%llu".into(),
            (false, false, false, true) => "%i".into(),
            (false, false, false, false) => "%u".into(),
        })
    }

    /// Element `r` of `value` as `printf` takes it: floats as `f64` (in hex,
    /// their bits, zero-extended), integers of up to 32 bits as `i32`
    /// (extended as `signed` says), 64-bit values as they are.
    fn printf_arg(&mut self, value: Value, r: usize, hex: bool, signed: bool) -> Result<Reg> {
        let ty = self.value_elem_type(value)?;
        let x = self.opnd(value, r);
        let x = self.materialize(ty, x);
        let (ty, x) = match ty {
            Type::F16 | Type::BF16 | Type::F32 | Type::F64 if hex => {
                let bits = ty.as_int();
                (bits, self.b.unary(UnaryOp::Mov, bits, Operand::Reg(x)))
            }
            _ => (ty, x),
        };
        Ok(match ty {
            Type::I32 | Type::I64 | Type::F64 => x,
            Type::Pred | Type::I8 | Type::I16 => self.int_to_int(ty, Type::I32, signed, x),
            Type::F16 | Type::BF16 => {
                let x = self.convert(Type::F32, ty, false, None, x);
                self.convert(Type::F64, Type::F32, false, None, x)
            }
            Type::F32 => self.convert(Type::F64, Type::F32, false, None, x),
        })
    }
}

/// The width Triton gives the index of a dimension of `size`: its decimal
/// digits, `ceil(log10(size))` (0 for a size of 0 or 1).
fn digits(size: i64) -> u32 {
    let mut d = 0;
    while 10i64.saturating_pow(d) < size {
        d += 1;
    }
    d
}

#[cfg(test)]
mod tests {
    #[test]
    fn index_widths_are_triton_s() {
        let cases = [
            (0, 0),
            (1, 0),
            (2, 1),
            (10, 1),
            (11, 2),
            (16, 2),
            (100, 2),
            (128, 3),
        ];
        for (size, want) in cases {
            assert_eq!(super::digits(size), want, "{size}");
        }
    }
}
