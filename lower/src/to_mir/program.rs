//! Program ids, grid sizes, index ranges and constants.

use super::{Ctx, LayoutId, RegVec, Result};
use tilelift_ir::{ConstantValue, InstructionData};
use tilelift_mir::{BinaryOp, Builder, InstData, Operand, Reg, SpecialReg, Type};

impl Ctx<'_> {
    /// `tt.get_program_id`, `tt.get_num_programs`, `tt.make_range`,
    /// `arith.constant`.
    pub(super) fn lower_program(&mut self, data: &InstructionData) -> Result<()> {
        let result = self.result();
        match data {
            InstructionData::ProgramInfo { opcode, axis } => {
                let axis = axis.index() as u8;
                let reg = match opcode {
                    tilelift_ir::Opcode::GetProgramId => SpecialReg::CtaId(axis),
                    _ => SpecialReg::NCtaId(axis),
                };
                let dst = self.b.reg(Type::I32);
                self.b.ins(InstData::Special { dst, reg });
                self.set(result, &[dst]);
                Ok(())
            }
            InstructionData::MakeRange { start, .. } => self.make_range(*start),
            InstructionData::Constant { value, .. } => self.constant(value),
            _ => Err(self.unsupported(data.opcode().name())),
        }
    }

    /// The coordinate along `dim` of the element that register `r` of layout
    /// `id` holds in this thread: `L(r) xor L(t)` (an `or` where their bits
    /// are apart).
    pub(super) fn element_coord(&mut self, id: LayoutId, r: usize, dim: usize) -> Reg {
        let thread = self.thread_coord(id, dim);
        let thread_bits = self.layouts.get(id).thread_bits(dim);
        match self.layouts.get(id).regs[r][dim] {
            0 => thread,
            c => {
                let op = if c & thread_bits == 0 {
                    BinaryOp::Or
                } else {
                    BinaryOp::Xor
                };
                let imm = Operand::Imm(c as u32 as u64);
                self.b.binary(op, Type::I32, Operand::Reg(thread), imm)
            }
        }
    }

    /// `make_range`: register `r` holds `start + L(r) xor L(t)`.
    fn make_range(&mut self, start: i32) -> Result<()> {
        let result = self.result();
        let id = self.layout_id(self.func.dfg.value_type(result))?;
        let n = self.layouts.get(id).num_regs();
        let mut out = RegVec::with_capacity(n);
        for r in 0..n {
            let idx = self.element_coord(id, r, 0);
            let v = match start {
                0 => idx,
                _ => self.b.binary(
                    BinaryOp::Add,
                    Type::I32,
                    Operand::Reg(idx),
                    Operand::Imm(start as u32 as u64),
                ),
            };
            out.push(v);
        }
        self.set(result, &out);
        Ok(())
    }

    /// `arith.constant`: one register, shared by every element.
    fn constant(&mut self, value: &ConstantValue) -> Result<()> {
        let result = self.result();
        let ty = self.func.dfg.value_type(result);
        let mty = self.elem_type(ty)?;
        let bits = match value {
            ConstantValue::Scalar(bits) | ConstantValue::Splat(bits) => *bits,
            ConstantValue::Elements(elems) => match elems.first() {
                Some(&first) if elems.iter().all(|&e| e == first) => first,
                _ => return Err(self.unsupported("tensor constants with distinct elements")),
            },
        };
        let mask = if mty.bits() >= 64 {
            u64::MAX
        } else {
            (1u64 << mty.bits()) - 1
        };
        let reg = self.b.iconst(mty, bits & mask);
        let n = self.num_regs(ty)?;
        let regs: RegVec = (0..n).map(|_| reg).collect();
        self.set(result, &regs);
        Ok(())
    }
}

/// Emits, in the prologue, `sum over bits b of tid: bit b ? values[b] : 0` with
/// xor as the sum (the thread's part of a coordinate, see [`super::tile`]). Runs
/// of bits whose values double from a power of two become one shift and mask.
pub(super) fn bits_of_tid(b: &mut Builder, tid: Reg, values: &[i32]) -> Reg {
    let mut acc: Option<Reg> = None;
    let mut acc_bits = 0i32;
    let mut bit = 0;
    while bit < values.len() {
        let v = values[bit];
        if v == 0 {
            bit += 1;
            continue;
        }
        let (term, len) = if v.count_ones() == 1 {
            let len = run_length(values, bit);
            (
                shifted_bits(b, tid, bit as u32, len as u32, v.trailing_zeros()),
                len,
            )
        } else {
            (scaled_bit(b, tid, bit as u32, v), 1)
        };
        let term_bits = values[bit..bit + len].iter().fold(0, |a, &x| a | x);
        acc = Some(match acc {
            None => term,
            Some(prev) => {
                let op = if acc_bits & term_bits == 0 {
                    BinaryOp::Or
                } else {
                    BinaryOp::Xor
                };
                prologue_binary(b, op, Operand::Reg(prev), Operand::Reg(term))
            }
        });
        acc_bits |= term_bits;
        bit += len;
    }
    acc.unwrap_or_else(|| b.iconst(Type::I32, 0))
}

/// How many bits from `start` have values `values[start] << i`.
fn run_length(values: &[i32], start: usize) -> usize {
    let v = values[start];
    (start..values.len())
        .take_while(|&i| i64::from(values[i]) == i64::from(v) << (i - start))
        .count()
}

/// `((tid >> bit) & ((1 << len) - 1)) << shift`, as one shift and one mask.
fn shifted_bits(b: &mut Builder, tid: Reg, bit: u32, len: u32, shift: u32) -> Reg {
    let mask = Operand::Imm((((1u64 << len) - 1) << shift) & 0xffff_ffff);
    let t = Operand::Reg(tid);
    let moved = match bit.cmp(&shift) {
        core::cmp::Ordering::Equal => t,
        core::cmp::Ordering::Greater => Operand::Reg(prologue_binary(
            b,
            BinaryOp::ShrU,
            t,
            Operand::Imm(u64::from(bit - shift)),
        )),
        core::cmp::Ordering::Less => Operand::Reg(prologue_binary(
            b,
            BinaryOp::Shl,
            t,
            Operand::Imm(u64::from(shift - bit)),
        )),
    };
    prologue_binary(b, BinaryOp::And, moved, mask)
}

/// `((tid >> bit) & 1) * value`.
fn scaled_bit(b: &mut Builder, tid: Reg, bit: u32, value: i32) -> Reg {
    let shifted = prologue_binary(
        b,
        BinaryOp::ShrU,
        Operand::Reg(tid),
        Operand::Imm(u64::from(bit)),
    );
    let one = prologue_binary(b, BinaryOp::And, Operand::Reg(shifted), Operand::Imm(1));
    prologue_binary(
        b,
        BinaryOp::Mul,
        Operand::Reg(one),
        Operand::Imm(value as u32 as u64),
    )
}

/// `op(a, b)` on `i32`, in the prologue.
pub(super) fn prologue_binary(b: &mut Builder, op: BinaryOp, x: Operand, y: Operand) -> Reg {
    let dst = b.reg(Type::I32);
    b.prologue(InstData::Binary {
        op,
        ty: Type::I32,
        dst,
        args: [x, y],
    });
    dst
}
