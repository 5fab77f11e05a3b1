//! Elementwise integer and float ops, comparisons, selects and clamps.
//!
//! Float arithmetic on `f16` and `bf16` is computed in `f32` and rounded back to
//! nearest even, which gives the correctly rounded result for add, sub, mul, div
//! and comparisons (f32 has more than twice the precision). `i8` ops whose result
//! depends on the upper bits of a 16-bit register are computed on the extended
//! value; `i1` arithmetic is predicate logic.

use super::div64::Dividend;
use super::{Ctx, Result};
use tilelift_ir::attrs::{FloatCC, IntCC, PropagateNan};
use tilelift_ir::types::FloatKind;
use tilelift_ir::{InstructionData, Opcode, Value, ValueDef};
use tilelift_mir::{BinaryOp, Cond, InstData, Operand, Reg, Rounding, TernaryOp, Type, UnaryOp};

impl Ctx<'_> {
    /// Integer and float arithmetic (`arith.*`, `math.absf/absi/fma`,
    /// `tt.precise_divf`, `tt.mulhiui`).
    pub(super) fn lower_arith(&mut self, data: &InstructionData) -> Result<()> {
        let result = self.result();
        let ty = self.value_elem_type(result)?;
        let opcode = data.opcode();
        match data {
            InstructionData::Binary { args, .. } => {
                let [a, b] = *args;
                let opcode = self.unsigned_when_non_negative(opcode, a, b);
                if opcode == Opcode::MulI && self.mul_along_runs(result, ty, a, b)? {
                    return Ok(());
                }
                self.map_regs(result, |cx, i| cx.binary_elem(opcode, ty, a, b, i))
            }
            InstructionData::Unary { arg, .. } => {
                let op = match opcode {
                    Opcode::NegF => UnaryOp::Neg,
                    // |x| of an `i1` wraps back to x (|-1| = 1 = -1 in one bit).
                    Opcode::AbsI if ty == Type::Pred => UnaryOp::Mov,
                    Opcode::AbsF | Opcode::AbsI => UnaryOp::Abs,
                    _ => return Err(self.unsupported(opcode.name())),
                };
                let arg = *arg;
                let native = self.native_half(ty);
                // An 8-bit float lives in an `i8` register: its sign is the top
                // bit, so `|x|` clears it and `-x` flips it (as Triton's
                // lowering does), whatever the bits (NaN stays NaN).
                let elem = self.types.element_type(self.func.dfg.value_type(result));
                let fp8 = matches!(
                    self.types.float_kind(elem),
                    Some(FloatKind::F8E4M3FN | FloatKind::F8E5M2)
                );
                if fp8 {
                    let (bit_op, mask) = match op {
                        UnaryOp::Abs => (BinaryOp::And, 0x7F),
                        _ => (BinaryOp::Xor, 0x80),
                    };
                    return self.map_regs(result, |cx, i| {
                        let x = cx.opnd(arg, i);
                        cx.int_op(bit_op, Type::I8, x, Operand::Imm(mask))
                    });
                }
                self.map_regs(result, |cx, i| {
                    let x = cx.opnd(arg, i);
                    if ty == Type::I8 && op == UnaryOp::Abs {
                        // An `i8` register's upper bits are not its sign.
                        let wide = cx.extend_i8(x, true);
                        let wide = Operand::Reg(cx.materialize(Type::I16, wide));
                        let abs = cx.b.unary(op, Type::I16, wide);
                        return Ok(cx.convert(Type::I8, Type::I16, false, None, abs));
                    }
                    if native {
                        let x = Operand::Reg(cx.materialize(ty, x));
                        return Ok(cx.b.unary(op, ty, x));
                    }
                    cx.float_op(ty, &[x], |cx, t, x| Ok(cx.b.unary(op, t, x[0])))
                })
            }
            InstructionData::Ternary {
                opcode: Opcode::Fma,
                args,
            } => {
                let args = *args;
                self.map_regs(result, |cx, i| {
                    let xs = [
                        cx.opnd(args[0], i),
                        cx.opnd(args[1], i),
                        cx.opnd(args[2], i),
                    ];
                    cx.float_op(ty, &xs, |cx, t, x| {
                        let dst = cx.b.reg(t);
                        let args = [x[0], x[1], x[2]];
                        cx.b.ins(InstData::Ternary {
                            op: TernaryOp::Fma,
                            ty: t,
                            dst,
                            args,
                        });
                        Ok(dst)
                    })
                })
            }
            _ => Err(self.unsupported(opcode.name())),
        }
    }

    /// `x * c` of an `i32` tile `x` whose registers are in aligned runs of
    /// consecutive values (AxisInfo's contiguity and divisibility, see
    /// [`super::runs`]: register `r` holds its anchor's value plus `delta`)
    /// and a constant `c` that is not a power of two: the anchor's product
    /// and the others as `product + delta * c` (exact in wrapping arithmetic),
    /// an add instead of a multiply, as LLVM distributes Triton's
    /// `(x | k) * c` over the disjoint `or` and shares `x * c`. On NVIDIA a
    /// 32-bit multiply is an `IMAD` on the FMA pipe, which Philox's
    /// multiply-highs keep busy, and the `IADD3` that replaces it runs on the
    /// integer pipe: Philox's counter times `0xD2511F53`, eight `IMAD`s a
    /// thread on `dropout_f32_b256_w1_tail`, becomes one and seven adds
    /// (116.5 -> 115.0 us on an H200 for its PTX so rewritten; with the
    /// grouped uniform operands of
    /// [`tilelift_mir::passes::group_uniform_operands`] 111.7, Triton 110.9).
    /// A power of two is a shift, as cheap as the add. Returns whether it
    /// lowered `result`.
    fn mul_along_runs(&mut self, result: Value, ty: Type, a: Value, b: Value) -> Result<bool> {
        if ty != Type::I32 {
            return Ok(false);
        }
        let rty = self.func.dfg.value_type(result);
        if !self.types.is_tensor(rty) {
            return Ok(false);
        }
        let n = self.num_regs(rty)?;
        let constant = |cx: &Self, v: Value| {
            let Operand::Imm(c) = cx.opnd(v, 0) else {
                return None;
            };
            (1..n)
                .all(|i| cx.opnd(v, i) == Operand::Imm(c))
                .then_some(c as u32)
        };
        let (x, c) = match (constant(self, a), constant(self, b)) {
            (None, Some(c)) => (a, c),
            (Some(c), None) => (b, c),
            _ => return Ok(false),
        };
        if c.is_power_of_two() || c == 0 {
            return Ok(false);
        }
        let Some(anchors) = self.consecutive_anchors(x)? else {
            return Ok(false);
        };
        if anchors.iter().enumerate().all(|(r, &(k, _))| k == r) {
            return Ok(false);
        }
        let mut out: Vec<Reg> = Vec::with_capacity(n);
        for (r, &(k, delta)) in anchors.iter().enumerate() {
            let reg = if k == r {
                self.binary_elem(Opcode::MulI, ty, a, b, r)?
            } else if self.reg(x, r) == self.reg(x, k) {
                out[k]
            } else {
                let step = (delta as u32).wrapping_mul(c);
                self.b.binary(
                    BinaryOp::Add,
                    ty,
                    Operand::Reg(out[k]),
                    Operand::Imm(u64::from(step)),
                )
            };
            out.push(reg);
        }
        self.set(result, &out);
        Ok(true)
    }

    /// Register `i` of `opcode(a, b)`.
    fn binary_elem(
        &mut self,
        opcode: Opcode,
        ty: Type,
        a: Value,
        b: Value,
        i: usize,
    ) -> Result<Reg> {
        if let Some(r) = self.contracted(opcode, ty, a, b, i) {
            return Ok(r);
        }
        let (x, y) = (self.opnd(a, i), self.opnd(b, i));
        if ty.is_float() && opcode == Opcode::RemF {
            return self.float_op(ty, &[x, y], |cx, t, v| Ok(cx.remf(t, v[0], v[1])));
        }
        if ty.is_float() {
            let op = self.float_binop(opcode, ty)?;
            if self.native_half(ty) && native_half_op(op) {
                let x = Operand::Reg(self.materialize(ty, x));
                let y = Operand::Reg(self.materialize(ty, y));
                return Ok(self.b.binary(op, ty, x, y));
            }
            return self.float_op(ty, &[x, y], |cx, t, v| Ok(cx.b.binary(op, t, v[0], v[1])));
        }
        if ty == Type::Pred {
            let op = match opcode {
                Opcode::AndI | Opcode::MulI | Opcode::MinUI | Opcode::MaxSI => BinaryOp::And,
                Opcode::OrI | Opcode::MaxUI | Opcode::MinSI => BinaryOp::Or,
                Opcode::XOrI | Opcode::AddI | Opcode::SubI => BinaryOp::Xor,
                _ => return Err(self.unsupported(format_args!("{} on i1", opcode.name()))),
            };
            return Ok(self.b.binary(op, ty, x, y));
        }
        if let (Type::I64, Operand::Imm(d)) = (ty, y) {
            let division = match opcode {
                Opcode::DivSI | Opcode::RemSI => Some(Dividend::Signed),
                Opcode::DivUI | Opcode::RemUI if self.int_range(a).is_non_negative() => {
                    Some(Dividend::NonNegative)
                }
                Opcode::DivUI | Opcode::RemUI => Some(Dividend::Unsigned),
                _ => None,
            };
            let rem = matches!(opcode, Opcode::RemSI | Opcode::RemUI);
            if let Some(dividend) = division {
                if let Some(r) = self.div_by_const(x, d, dividend, rem) {
                    return Ok(r);
                }
            }
        }
        match opcode {
            Opcode::CeilDivSI | Opcode::FloorDivSI => self.rounded_div(opcode, ty, x, y),
            _ => {
                let op = int_binop(opcode).ok_or_else(|| self.unsupported(opcode.name()))?;
                self.int_op(op, ty, x, y)
            }
        }
    }

    /// `divsi`/`remsi` as `divui`/`remui` where both operands are known
    /// non-negative ([`Ctx::int_range`]), where the two agree: the unsigned
    /// forms take fewer instructions (ptxas's own strength reduction of 32-bit
    /// division, the multiply-high of [`super::div64`] for 64-bit), as LLVM
    /// makes them for Triton. On an H100, flash-linear-attention's elementwise
    /// kernels (`row = offs // 1000` in `i64`) ran 1.40x Triton's time with the
    /// signed sequence.
    fn unsigned_when_non_negative(&mut self, opcode: Opcode, a: Value, b: Value) -> Opcode {
        let unsigned = match opcode {
            Opcode::DivSI => Opcode::DivUI,
            Opcode::RemSI => Opcode::RemUI,
            _ => return opcode,
        };
        if self.int_range(a).is_non_negative() && self.int_range(b).is_non_negative() {
            unsigned
        } else {
            opcode
        }
    }

    /// Register `i` of `a + b` or `a - b` where an operand is an
    /// `arith.mulf` of the same type: one fused multiply-add, as Triton's
    /// LLVM makes them (`enable_fp_fusion`, on by default: the NVPTX backend
    /// fuses `fmul` into `fadd` even where the product has other uses,
    /// which ptxas alone does not). `f32` and `f64` only; off with
    /// [`TargetDesc::fp_fusion`](crate::target::TargetDesc::fp_fusion).
    /// In `flashattn`'s cross entropy, `x * scale - max` made a `FMUL` and a
    /// `FADD` per element where Triton's code has one `FFMA`.
    fn contracted(
        &mut self,
        opcode: Opcode,
        ty: Type,
        a: Value,
        b: Value,
        i: usize,
    ) -> Option<Reg> {
        if !self.target.fp_fusion || !matches!(ty, Type::F32 | Type::F64) {
            return None;
        }
        let (mul, other, product_first) = match (self.mulf_args(a), self.mulf_args(b)) {
            (Some(m), _) if matches!(opcode, Opcode::AddF | Opcode::SubF) => (m, b, true),
            (None, Some(m)) if matches!(opcode, Opcode::AddF | Opcode::SubF) => (m, a, false),
            _ => return None,
        };
        let (x, y) = (self.opnd(mul[0], i), self.opnd(mul[1], i));
        let c = self.opnd(other, i);
        let args = match (opcode, product_first) {
            // x * y - c
            (Opcode::SubF, true) => [x, y, self.negate(ty, c)],
            // c - x * y
            (Opcode::SubF, false) => [self.negate(ty, x), y, c],
            _ => [x, y, c],
        };
        let dst = self.b.reg(ty);
        self.b.ins(InstData::Ternary {
            op: TernaryOp::Fma,
            ty,
            dst,
            args,
        });
        Some(dst)
    }

    /// The operands of `v`'s defining `arith.mulf`, if it is one.
    fn mulf_args(&self, v: Value) -> Option<[Value; 2]> {
        let ValueDef::Result(inst, _) = self.func.dfg.value_def(v) else {
            return None;
        };
        match *self.func.dfg.inst(inst) {
            InstructionData::Binary {
                opcode: Opcode::MulF,
                args,
            } => Some(args),
            _ => None,
        }
    }

    /// `-x` (a constant's sign bit flipped).
    fn negate(&mut self, ty: Type, x: Operand) -> Operand {
        match x {
            Operand::Imm(bits) => Operand::Imm(bits ^ (1 << (ty.bits() - 1))),
            Operand::Reg(_) => Operand::Reg(self.b.unary(UnaryOp::Neg, ty, x)),
        }
    }

    /// The float operation of `opcode`.
    fn float_binop(&self, opcode: Opcode, ty: Type) -> Result<BinaryOp> {
        Ok(match opcode {
            Opcode::AddF => BinaryOp::Add,
            Opcode::SubF => BinaryOp::Sub,
            Opcode::MulF => BinaryOp::Mul,
            Opcode::DivF | Opcode::ApproxDivF if ty == Type::F64 => BinaryOp::DivRn,
            Opcode::DivF | Opcode::ApproxDivF => BinaryOp::DivApprox,
            Opcode::PreciseDivF => BinaryOp::DivRn,
            Opcode::MaxNumF => BinaryOp::FMax,
            Opcode::MinNumF => BinaryOp::FMin,
            Opcode::MaximumF => BinaryOp::FMaxNan,
            Opcode::MinimumF => BinaryOp::FMinNan,
            _ => return Err(self.unsupported(opcode.name())),
        })
    }

    /// `arith.remf` on `f32` or `f64`, as LLVM's NVPTX backend lowers `frem`
    /// (Triton's PTX): `x - trunc(x / y) * y` with the quotient rounded to
    /// nearest and the product fused, `x` itself where `y` is infinite. The
    /// sign is `x`'s, as C's `fmod`; unlike `fmod` it is not exact once the
    /// quotient needs more bits than the mantissa has.
    fn remf(&mut self, ty: Type, x: Operand, y: Operand) -> Reg {
        let q = self.b.binary(BinaryOp::DivRn, ty, x, y);
        let t = self.convert(ty, ty, false, Some(Rounding::Rzi), q);
        let neg_t = self.b.unary(UnaryOp::Neg, ty, Operand::Reg(t));
        let r = self.b.reg(ty);
        self.b.ins(InstData::Ternary {
            op: TernaryOp::Fma,
            ty,
            dst: r,
            args: [Operand::Reg(neg_t), y, x],
        });
        let abs_y = self.b.unary(UnaryOp::Abs, ty, y);
        let inf = match ty {
            Type::F64 => 0x7FF0_0000_0000_0000,
            _ => 0x7F80_0000,
        };
        let y_inf = self.cmp(Cond::FEq, ty, Operand::Reg(abs_y), Operand::Imm(inf));
        self.select(ty, y_inf, x, Operand::Reg(r))
    }

    /// An integer op, on the sign- or zero-extended value for `i8`.
    fn int_op(&mut self, op: BinaryOp, ty: Type, x: Operand, y: Operand) -> Result<Reg> {
        if let (Operand::Reg(d), Some((signed, rem))) = (y, division_kind(op)) {
            if ty != Type::I8 {
                return Ok(self.div_by_reg(ty, signed, rem, x, d));
            }
        }
        if ty != Type::I8 || !reads_upper_bits(op) {
            return Ok(self.b.binary(op, ty, x, y));
        }
        if matches!(op, BinaryOp::MulHiU | BinaryOp::MulHiS) {
            return Err(self.unsupported("tt.mulhiui on i8"));
        }
        let signed = matches!(
            op,
            BinaryOp::DivS | BinaryOp::RemS | BinaryOp::ShrS | BinaryOp::MinS | BinaryOp::MaxS
        );
        let (x, y) = (self.extend_i8(x, signed), self.extend_i8(y, signed));
        let wide = self.b.binary(op, Type::I16, x, y);
        Ok(self.convert(Type::I8, Type::I16, false, None, wide))
    }

    /// `x / y` or `x % y` (`signed`, `rem`) of type `ty` by a register `y`.
    /// A remainder after the quotient of the same operands in the same block
    /// is `x - (x / y) * y`, one division for both, as LLVM's `DivRemPairs`
    /// makes Triton's `a // b` and `a % b`: a division by a register is a
    /// long sequence (`div.s32` and `rem.s32` are each about 30 SASS
    /// instructions; the 64-bit ones a branch to a 32-bit fast path,
    /// [`Ctx::div64_bypass`], and a call).
    fn div_by_reg(&mut self, ty: Type, signed: bool, rem: bool, x: Operand, y: Reg) -> Reg {
        let dividend = match signed {
            true => Dividend::Signed,
            false => Dividend::Unsigned,
        };
        let key = |block| (block, ty, dividend, x, Operand::Reg(y));
        if rem {
            if let Some(&q) = self.quotients.get(&key(self.b.current_block())) {
                return self.quotient_or_remainder(ty, x, q, Operand::Reg(y), true);
            }
        }
        let op = match (signed, rem) {
            (true, false) => BinaryOp::DivS,
            (false, false) => BinaryOp::DivU,
            (true, true) => BinaryOp::RemS,
            (false, true) => BinaryOp::RemU,
        };
        let r = if ty == Type::I64 {
            self.div64_bypass(op, x, Operand::Reg(y))
        } else {
            self.b.binary(op, ty, x, Operand::Reg(y))
        };
        if !rem {
            // The block the quotient is available in (the bypass's merge).
            self.quotients.insert(key(self.b.current_block()), r);
        }
        r
    }

    /// An `i8` operand as an `i16` operand.
    pub(super) fn extend_i8(&mut self, x: Operand, signed: bool) -> Operand {
        match x {
            Operand::Imm(bits) => {
                let v = if signed {
                    bits as u8 as i8 as i16 as u16
                } else {
                    bits as u8 as u16
                };
                Operand::Imm(u64::from(v))
            }
            Operand::Reg(r) => Operand::Reg(self.convert(Type::I16, Type::I8, signed, None, r)),
        }
    }

    /// `arith.ceildivsi` and `arith.floordivsi`: the quotient toward zero, moved
    /// by one where the remainder is not zero and the signs say so.
    fn rounded_div(&mut self, opcode: Opcode, ty: Type, x: Operand, y: Operand) -> Result<Reg> {
        let q = self.int_op(BinaryOp::DivS, ty, x, y)?;
        let r = self.int_op(BinaryOp::RemS, ty, x, y)?;
        let nonzero = self.cmp(Cond::Ne, ty, Operand::Reg(r), Operand::Imm(0));
        let signs = self.b.binary(BinaryOp::Xor, ty, Operand::Reg(r), y);
        // floor: signs differ (r ^ y < 0); ceil: signs agree (r ^ y >= 0).
        let cond = if opcode == Opcode::FloorDivSI {
            Cond::SLt
        } else {
            Cond::SGe
        };
        let sign_ok = self.cmp(cond, ty, Operand::Reg(signs), Operand::Imm(0));
        let adjust = self.b.binary(
            BinaryOp::And,
            Type::Pred,
            Operand::Reg(nonzero),
            Operand::Reg(sign_ok),
        );
        let delta = if opcode == Opcode::FloorDivSI {
            u64::MAX
        } else {
            1
        };
        let step = self.select(ty, adjust, Operand::Imm(mask(delta, ty)), Operand::Imm(0));
        Ok(self
            .b
            .binary(BinaryOp::Add, ty, Operand::Reg(q), Operand::Reg(step)))
    }

    /// Whether the target computes the operations of [`native_half_op`] (and
    /// negation and absolute value) on 16-bit floats of type `ty` itself
    /// ([`TargetDesc::f16_arith`](crate::target::TargetDesc::f16_arith)).
    /// Their operands go in registers: PTX has no 16-bit float immediates.
    fn native_half(&self, ty: Type) -> bool {
        match ty {
            Type::F16 => self.target.f16_arith,
            Type::BF16 => self.target.bf16_arith,
            _ => false,
        }
    }

    /// Runs `f` on float operands: `f16` and `bf16` ones extended to `f32`, the
    /// result rounded back.
    pub(super) fn float_op(
        &mut self,
        ty: Type,
        xs: &[Operand],
        f: impl FnOnce(&mut Self, Type, &[Operand]) -> Result<Reg>,
    ) -> Result<Reg> {
        if !matches!(ty, Type::F16 | Type::BF16) {
            return f(self, ty, xs);
        }
        let wide: smallvec::SmallVec<[Operand; 3]> = xs
            .iter()
            .map(|&x| Operand::Reg(self.extend_half(ty, x)))
            .collect();
        let r = f(self, Type::F32, &wide)?;
        Ok(self.convert(ty, Type::F32, false, Some(Rounding::Rn), r))
    }

    /// A 16-bit float operand extended to an `f32` register.
    pub(super) fn extend_half(&mut self, ty: Type, x: Operand) -> Reg {
        let r = self.materialize(ty, x);
        self.convert(Type::F32, ty, false, None, r)
    }

    /// `x` in a register (a constant moved into one).
    pub(super) fn materialize(&mut self, ty: Type, x: Operand) -> Reg {
        match x {
            Operand::Reg(r) => r,
            Operand::Imm(bits) => self.b.iconst(ty, bits),
        }
    }

    /// `convert(src)` from `from` to `to`.
    pub(super) fn convert(
        &mut self,
        to: Type,
        from: Type,
        signed: bool,
        rounding: Option<Rounding>,
        src: Reg,
    ) -> Reg {
        let dst = self.b.reg(to);
        self.b.ins(InstData::Convert {
            to,
            from,
            signed,
            rounding,
            dst,
            src,
        });
        dst
    }

    /// `a cond b`.
    pub(super) fn cmp(&mut self, cond: Cond, ty: Type, a: Operand, b: Operand) -> Reg {
        let dst = self.b.reg(Type::Pred);
        self.b.ins(InstData::Cmp {
            cond,
            ty,
            dst,
            args: [a, b],
        });
        dst
    }

    /// `p && q`, or `p` where there is no `q`.
    pub(super) fn and_pred(&mut self, p: Reg, q: Option<Reg>) -> Reg {
        match q {
            Some(q) => self
                .b
                .binary(BinaryOp::And, Type::Pred, Operand::Reg(p), Operand::Reg(q)),
            None => p,
        }
    }

    /// `cond ? a : b`; predicate logic for `i1`.
    pub(super) fn select(&mut self, ty: Type, cond: Reg, a: Operand, b: Operand) -> Reg {
        if ty != Type::Pred {
            let dst = self.b.reg(ty);
            self.b.ins(InstData::Select {
                ty,
                dst,
                cond,
                args: [a, b],
            });
            return dst;
        }
        let c = Operand::Reg(cond);
        let t = self.b.binary(BinaryOp::And, Type::Pred, c, a);
        let not_c = self.b.unary(UnaryOp::Not, Type::Pred, c);
        let e = self
            .b
            .binary(BinaryOp::And, Type::Pred, Operand::Reg(not_c), b);
        self.b
            .binary(BinaryOp::Or, Type::Pred, Operand::Reg(t), Operand::Reg(e))
    }

    /// `arith.cmpi`, `arith.cmpf`, `arith.select`, `tt.clampf`.
    pub(super) fn lower_compare(&mut self, data: &InstructionData) -> Result<()> {
        let result = self.result();
        match data {
            InstructionData::IntCompare { cond, args, .. } => {
                let (cond, [a, b]) = (*cond, *args);
                let ty = self.value_elem_type(a)?;
                self.map_regs_runs(result, |cx, i| cx.int_compare(cond, ty, a, b, i))
            }
            InstructionData::FloatCompare { cond, args, .. } => {
                let (cond, [a, b]) = (*cond, *args);
                let ty = self.value_elem_type(a)?;
                self.map_regs(result, |cx, i| cx.float_compare(cond, ty, a, b, i))
            }
            InstructionData::Ternary { args, .. } => {
                let [c, a, b] = *args;
                let ty = self.value_elem_type(result)?;
                self.map_regs(result, |cx, i| {
                    let (x, y) = (cx.opnd(a, i), cx.opnd(b, i));
                    Ok(cx.select(ty, cx.reg(c, i), x, y))
                })
            }
            InstructionData::ClampF {
                args,
                propagate_nan,
                ..
            } => {
                let ty = self.value_elem_type(result)?;
                let (max, min) = match propagate_nan {
                    PropagateNan::None => (BinaryOp::FMax, BinaryOp::FMin),
                    PropagateNan::All => (BinaryOp::FMaxNan, BinaryOp::FMinNan),
                };
                let args = *args;
                self.map_regs(result, |cx, i| {
                    let xs = [
                        cx.opnd(args[0], i),
                        cx.opnd(args[1], i),
                        cx.opnd(args[2], i),
                    ];
                    cx.float_op(ty, &xs, |cx, t, v| {
                        let lo = cx.b.binary(max, t, v[0], v[1]);
                        Ok(cx.b.binary(min, t, Operand::Reg(lo), v[2]))
                    })
                })
            }
            _ => Err(self.unsupported(data.opcode().name())),
        }
    }

    /// Register `i` of `arith.cmpi cond, a, b`.
    fn int_compare(&mut self, cond: IntCC, ty: Type, a: Value, b: Value, i: usize) -> Result<Reg> {
        let (x, y) = (self.opnd(a, i), self.opnd(b, i));
        if ty == Type::Pred {
            let ne = self.b.binary(BinaryOp::Xor, Type::Pred, x, y);
            return match cond {
                IntCC::Ne => Ok(ne),
                IntCC::Eq => Ok(self.b.unary(UnaryOp::Not, Type::Pred, Operand::Reg(ne))),
                _ => Ok(self.ordered_i1_compare(cond, x, y)),
            };
        }
        let cond = int_cond(cond);
        if ty == Type::I8 {
            let signed = matches!(cond, Cond::SLt | Cond::SLe | Cond::SGt | Cond::SGe);
            let (x, y) = (self.extend_i8(x, signed), self.extend_i8(y, signed));
            return Ok(self.cmp(cond, Type::I16, x, y));
        }
        Ok(self.cmp(cond, ty, x, y))
    }

    /// An ordered comparison of `i1` values, as MLIR defines it: unsigned,
    /// true is 1 (`false < true`); signed, true is -1 (`true < false`). Each is
    /// one `and` or `or` of an operand with the other's negation: `x < y`
    /// unsigned is `!x & y`, `x <= y` is `!x | y`, and a signed comparison is
    /// the unsigned one with the operands swapped.
    fn ordered_i1_compare(&mut self, cond: IntCC, x: Operand, y: Operand) -> Reg {
        let (lo, hi, or) = match cond {
            IntCC::Ult | IntCC::Sgt => (x, y, false),
            IntCC::Ule | IntCC::Sge => (x, y, true),
            IntCC::Ugt | IntCC::Slt => (y, x, false),
            _ => (y, x, true),
        };
        let not_lo = self.b.unary(UnaryOp::Not, Type::Pred, lo);
        let op = if or { BinaryOp::Or } else { BinaryOp::And };
        self.b.binary(op, Type::Pred, Operand::Reg(not_lo), hi)
    }

    /// Register `i` of `arith.cmpf cond, a, b`.
    fn float_compare(
        &mut self,
        cond: FloatCC,
        ty: Type,
        a: Value,
        b: Value,
        i: usize,
    ) -> Result<Reg> {
        let (mut x, mut y) = (self.opnd(a, i), self.opnd(b, i));
        let Some(cond) = float_cond(cond) else {
            let value = u64::from(cond == FloatCC::True);
            return Ok(self.b.iconst(Type::Pred, value));
        };
        let mut ty = ty;
        if self.native_half(ty) {
            // `setp.f16` / `setp.bf16` (sm_90) take registers only.
            x = Operand::Reg(self.materialize(ty, x));
            y = Operand::Reg(self.materialize(ty, y));
        } else if matches!(ty, Type::F16 | Type::BF16) {
            x = Operand::Reg(self.extend_half(ty, x));
            y = Operand::Reg(self.extend_half(ty, y));
            ty = Type::F32;
        }
        Ok(self.cmp(cond, ty, x, y))
    }
}

/// The integer operation of `opcode`.
fn int_binop(opcode: Opcode) -> Option<BinaryOp> {
    Some(match opcode {
        Opcode::AddI => BinaryOp::Add,
        Opcode::SubI => BinaryOp::Sub,
        Opcode::MulI => BinaryOp::Mul,
        Opcode::DivSI => BinaryOp::DivS,
        Opcode::DivUI => BinaryOp::DivU,
        Opcode::RemSI => BinaryOp::RemS,
        Opcode::RemUI => BinaryOp::RemU,
        Opcode::AndI => BinaryOp::And,
        Opcode::OrI => BinaryOp::Or,
        Opcode::XOrI => BinaryOp::Xor,
        Opcode::ShLI => BinaryOp::Shl,
        Opcode::ShRSI => BinaryOp::ShrS,
        Opcode::ShRUI => BinaryOp::ShrU,
        Opcode::MaxSI => BinaryOp::MaxS,
        Opcode::MinSI => BinaryOp::MinS,
        Opcode::MaxUI => BinaryOp::MaxU,
        Opcode::MinUI => BinaryOp::MinU,
        Opcode::MulHiUI => BinaryOp::MulHiU,
        _ => return None,
    })
}

/// Whether `op` is an integer division (`Some((signed, remainder))`).
fn division_kind(op: BinaryOp) -> Option<(bool, bool)> {
    match op {
        BinaryOp::DivS => Some((true, false)),
        BinaryOp::DivU => Some((false, false)),
        BinaryOp::RemS => Some((true, true)),
        BinaryOp::RemU => Some((false, true)),
        _ => None,
    }
}

/// Whether an integer op's low 8 bits depend on the bits above them.
fn reads_upper_bits(op: BinaryOp) -> bool {
    !matches!(
        op,
        BinaryOp::Add
            | BinaryOp::Sub
            | BinaryOp::Mul
            | BinaryOp::And
            | BinaryOp::Or
            | BinaryOp::Xor
            | BinaryOp::Shl
    )
}

/// `bits` cut to the width of `ty`.
fn mask(bits: u64, ty: Type) -> u64 {
    if ty.bits() >= 64 {
        bits
    } else {
        bits & ((1u64 << ty.bits()) - 1)
    }
}

/// The MIR condition of an `arith.cmpi` predicate.
pub(super) fn int_cond(cond: IntCC) -> Cond {
    match cond {
        IntCC::Eq => Cond::Eq,
        IntCC::Ne => Cond::Ne,
        IntCC::Slt => Cond::SLt,
        IntCC::Sle => Cond::SLe,
        IntCC::Sgt => Cond::SGt,
        IntCC::Sge => Cond::SGe,
        IntCC::Ult => Cond::ULt,
        IntCC::Ule => Cond::ULe,
        IntCC::Ugt => Cond::UGt,
        IntCC::Uge => Cond::UGe,
    }
}

/// The MIR condition of an `arith.cmpf` predicate; `None` for `false` and `true`.
fn float_cond(cond: FloatCC) -> Option<Cond> {
    Some(match cond {
        FloatCC::Oeq => Cond::FEq,
        FloatCC::Ogt => Cond::FGt,
        FloatCC::Oge => Cond::FGe,
        FloatCC::Olt => Cond::FLt,
        FloatCC::Ole => Cond::FLe,
        FloatCC::One => Cond::FNe,
        FloatCC::Ord => Cond::FOrd,
        FloatCC::Ueq => Cond::FEqU,
        FloatCC::Ugt => Cond::FGtU,
        FloatCC::Uge => Cond::FGeU,
        FloatCC::Ult => Cond::FLtU,
        FloatCC::Ule => Cond::FLeU,
        FloatCC::Une => Cond::FNeU,
        FloatCC::Uno => Cond::FUno,
        FloatCC::False | FloatCC::True => return None,
    })
}

/// The two-operand float operations a target with 16-bit float arithmetic
/// computes in 16 bits ([`Ctx::native_half`]): those whose result is the same
/// bits as in `f32` rounded back. Division and the remainder are not among them.
fn native_half_op(op: BinaryOp) -> bool {
    use BinaryOp::*;
    matches!(op, Add | Sub | Mul | FMin | FMax | FMinNan | FMaxNan)
}
