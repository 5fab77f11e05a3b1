//! `math.*` with the approximations Triton uses on NVIDIA GPUs.
//!
//! - `exp(x)` is `ex2.approx(x * log2(e))`, `log(x)` is `lg2.approx(x) * ln(2)`;
//! - `sqrt` and `rsqrt` are approximate, `tt.precise_sqrt` is IEEE;
//! - `tanh` and `erf` are the polynomial and exponential forms of CUDA's
//!   `tanhf` and `erff` (libdevice, which Triton links), computed without
//!   branches: both sides of each test, then a select;
//! - `floor` and `ceil` round to an integral float.
//!
//! `f16` and `bf16` are computed in `f32` and rounded back; `f64` has IEEE `sqrt`
//! and approximate `rsqrt`, and its transcendental functions are libdevice's
//! (`__nv_exp` and so on: the sequences of `tilelift_libm`), as in Triton.

use super::{Ctx, Result};
use tilelift_ir::{InstructionData, Opcode};
use tilelift_mir::{BinaryOp, Cond, InstData, Operand, Reg, TernaryOp, Type, UnaryOp};

/// `log2(e)` as an f32 bit pattern.
const LOG2_E: u64 = 0x3FB8_AA3B;
/// `ln(2)` as an f32 bit pattern.
const LN_2: u64 = 0x3F31_7218;
/// 1.0f32.
const ONE: u64 = 0x3F80_0000;
/// The f32 sign bit.
const SIGN: u64 = 0x8000_0000;

/// The constants of the `tanhf` and `erff` sequences, as f32 bit patterns:
/// one table for the lowering and for the tests that evaluate the same
/// sequences on the CPU (`tests/tests/libdevice_accuracy.rs`).
pub mod consts {
    /// `2 log2(e)`: `e^(2|x|)` is `2^(|x| * TANH_TWO_LOG2_E)`.
    pub const TANH_TWO_LOG2_E: u32 = 0x4038_AA3B;
    /// 0.6: below it, `tanh` takes the polynomial.
    pub const TANH_SMALL_BOUND: u32 = 0x3F19_999A;
    /// The minimax polynomial of `tanh` on `[0, 0.6)`, in `x^2`, highest first.
    pub const TANH_POLY: [u32; 5] = [
        0xBBBA_F0EA,
        0x3CA9_134E,
        0xBD5C_1E2D,
        0x3E08_8393,
        0xBEAA_AA99,
    ];
    /// 1.00296: from it on, `erf` takes the exponential form.
    pub const ERF_BIG_BOUND: u32 = 0x3F80_60FE;
    /// The polynomial of `erf`'s exponential form, in `|x|`, highest first.
    pub const ERF_BIG_POLY: [u32; 7] = [
        0x38EB_4C3A,
        0xBAAE_005B,
        0x3C09_919F,
        0xBD24_D99A,
        0x3E23_5519,
        0x3F69_B4F9,
        0x3F21_0A14,
    ];
    /// The polynomial of `erf` below the bound, in `x^2`, highest first.
    pub const ERF_SMALL_POLY: [u32; 7] = [
        0x38B1_E96A,
        0xBA57_4D20,
        0x3BAA_D5EA,
        0xBCDC_1BE7,
        0x3DE7_18AF,
        0xBEC0_93AC,
        0x3E03_75D3,
    ];
}
use consts::*;

/// The libdevice function a transcendental `math` op on `f64` is.
fn f64_libdevice(opcode: Opcode) -> Option<tilelift_ir::libdevice::LibCall> {
    let symbol = match opcode {
        Opcode::Exp => "__nv_exp",
        Opcode::Exp2 => "__nv_exp2",
        Opcode::Log => "__nv_log",
        Opcode::Log2 => "__nv_log2",
        Opcode::Sin => "__nv_sin",
        Opcode::Cos => "__nv_cos",
        Opcode::Tanh => "__nv_tanh",
        Opcode::Erf => "__nv_erf",
        _ => return None,
    };
    tilelift_ir::libdevice::lookup(symbol)
}

impl Ctx<'_> {
    /// `math.exp`, `exp2`, `log`, `log2`, `sqrt`, `rsqrt`, `sin`, `cos`, `tanh`,
    /// `erf`, `floor`, `ceil`; `tt.precise_sqrt`.
    pub(super) fn lower_math(&mut self, data: &InstructionData) -> Result<()> {
        let InstructionData::Unary { opcode, arg } = data else {
            return Err(self.unsupported(data.opcode().name()));
        };
        let (opcode, arg) = (*opcode, *arg);
        let result = self.result();
        let ty = self.value_elem_type(result)?;
        if ty == Type::F64 {
            if let Some(call) = f64_libdevice(opcode) {
                // As Triton's lowering does for `f64` (libdevice), with the
                // sequences of `tilelift_libm`.
                return self.map_regs(result, |cx, i| {
                    let x = cx.opnd(arg, i);
                    cx.libdevice_elem(call, ty, &[x])
                });
            }
            if !matches!(
                opcode,
                Opcode::Sqrt | Opcode::PreciseSqrt | Opcode::Rsqrt | Opcode::Floor | Opcode::Ceil
            ) {
                return Err(self.unsupported(format_args!("{} on f64", opcode.name())));
            }
        }
        self.map_regs(result, |cx, i| {
            let x = cx.opnd(arg, i);
            cx.float_op(ty, &[x], |cx, t, v| cx.math_elem(opcode, t, v[0]))
        })
    }

    /// One element of a math op on `f32` (or `f64`).
    pub(super) fn math_elem(&mut self, opcode: Opcode, ty: Type, x: Operand) -> Result<Reg> {
        let un = |cx: &mut Self, op, x| Ok(cx.b.unary(op, ty, x));
        match opcode {
            Opcode::Exp => {
                let scaled = self.b.binary(BinaryOp::Mul, ty, x, Operand::Imm(LOG2_E));
                un(self, UnaryOp::Ex2Approx, Operand::Reg(scaled))
            }
            // Triton's `math.exp2` on `f32` is `ex2.approx.ftz` (its
            // `math.exp` is `ex2.approx`): without `.ftz` ptxas wraps each
            // `ex2` in a test and two multiplies for subnormals.
            Opcode::Exp2 if ty == Type::F32 => un(self, UnaryOp::Ex2ApproxFtz, x),
            Opcode::Exp2 => un(self, UnaryOp::Ex2Approx, x),
            Opcode::Log => {
                let l = self.b.unary(UnaryOp::Lg2Approx, ty, x);
                Ok(self
                    .b
                    .binary(BinaryOp::Mul, ty, Operand::Reg(l), Operand::Imm(LN_2)))
            }
            Opcode::Log2 => un(self, UnaryOp::Lg2Approx, x),
            Opcode::Sqrt if ty == Type::F64 => un(self, UnaryOp::SqrtRn, x),
            Opcode::Sqrt => un(self, UnaryOp::SqrtApprox, x),
            Opcode::PreciseSqrt => un(self, UnaryOp::SqrtRn, x),
            Opcode::Rsqrt => un(self, UnaryOp::RsqrtApprox, x),
            Opcode::Sin => un(self, UnaryOp::SinApprox, x),
            Opcode::Cos => un(self, UnaryOp::CosApprox, x),
            Opcode::Floor => un(self, UnaryOp::Floor, x),
            Opcode::Ceil => un(self, UnaryOp::Ceil, x),
            Opcode::Tanh => Ok(self.tanh(x)),
            Opcode::Erf => Ok(self.erf(x)),
            _ => Err(self.unsupported(opcode.name())),
        }
    }

    fn f32_bin(&mut self, op: BinaryOp, a: Operand, b: Operand) -> Reg {
        self.b.binary(op, Type::F32, a, b)
    }

    fn fma(&mut self, a: Operand, b: Operand, c: Operand) -> Reg {
        let dst = self.b.reg(Type::F32);
        self.b.ins(InstData::Ternary {
            op: TernaryOp::Fma,
            ty: Type::F32,
            dst,
            args: [a, b, c],
        });
        dst
    }

    /// Evaluates `coeffs[0] * t^n + ... + coeffs[n]` by Horner's rule, the first
    /// step `fma(c0, t, c1)`.
    fn horner(&mut self, coeffs: &[Operand], t: Operand) -> Reg {
        let mut acc = self.fma(coeffs[0], t, coeffs[1]);
        for &c in &coeffs[2..] {
            acc = self.fma(Operand::Reg(acc), t, c);
        }
        acc
    }

    /// CUDA's `tanhf`: for `|x| >= 0.6`, `copysign(1 - 2 / (e^(2|x|) + 1), x)`;
    /// below, `x + x^3 p(x^2)` with a minimax polynomial.
    fn tanh(&mut self, x: Operand) -> Reg {
        let a = self.b.unary(UnaryOp::Abs, Type::F32, x);
        let two_a_log2e = self.f32_bin(
            BinaryOp::Mul,
            Operand::Reg(a),
            Operand::Imm(u64::from(TANH_TWO_LOG2_E)),
        );
        // `.ftz`: the argument is not negative, so `2^a` is at least 1 and a
        // subnormal argument gives 1 either way; without it ptxas wraps the
        // `ex2` in a test and two multiplies for subnormal results.
        let e = self
            .b
            .unary(UnaryOp::Ex2ApproxFtz, Type::F32, Operand::Reg(two_a_log2e));
        let e1 = self.f32_bin(BinaryOp::Add, Operand::Reg(e), Operand::Imm(ONE));
        let q = self.f32_bin(
            BinaryOp::DivApprox,
            Operand::Imm(0x4000_0000),
            Operand::Reg(e1),
        );
        let big = self.f32_bin(BinaryOp::Sub, Operand::Imm(ONE), Operand::Reg(q));
        let big = self.copysign(big, x);
        let s = self.f32_bin(BinaryOp::Mul, x, x);
        let coeffs = TANH_POLY.map(|c| Operand::Imm(u64::from(c)));
        let p = self.horner(&coeffs, Operand::Reg(s));
        let ps = self.f32_bin(BinaryOp::Mul, Operand::Reg(p), Operand::Reg(s));
        let small = self.fma(Operand::Reg(ps), x, x);
        let is_big = self.cmp(
            Cond::FGe,
            Type::F32,
            Operand::Reg(a),
            Operand::Imm(u64::from(TANH_SMALL_BOUND)),
        );
        self.select(Type::F32, is_big, Operand::Reg(big), Operand::Reg(small))
    }

    /// CUDA's `erff` (as Triton's PTX has it from libdevice): below
    /// `|x| = 1.00296`, `x + x p(x^2)`; above, `copysign(1 - 2^(-|x| (1 + q(|x|))), x)`.
    fn erf(&mut self, x: Operand) -> Reg {
        let a = self.b.unary(UnaryOp::Abs, Type::F32, x);
        let big = self.cmp(
            Cond::FGe,
            Type::F32,
            Operand::Reg(a),
            Operand::Imm(u64::from(ERF_BIG_BOUND)),
        );
        let sq = self.f32_bin(BinaryOp::Mul, x, x);
        let t = self.select(Type::F32, big, Operand::Reg(a), Operand::Reg(sq));
        let mut coeffs = [Operand::Imm(0); 7];
        for (k, c) in coeffs.iter_mut().enumerate() {
            *c = Operand::Reg(self.select(
                Type::F32,
                big,
                Operand::Imm(u64::from(ERF_BIG_POLY[k])),
                Operand::Imm(u64::from(ERF_SMALL_POLY[k])),
            ));
        }
        let p = self.horner(&coeffs, Operand::Reg(t));
        let neg_a = self.b.unary(UnaryOp::Neg, Type::F32, Operand::Reg(a));
        let s = self.select(Type::F32, big, Operand::Reg(neg_a), x);
        let r = self.fma(Operand::Reg(p), Operand::Reg(s), Operand::Reg(s));
        // `.ftz`, as libdevice's `erff` in Triton's PTX: the big arm's
        // `2^r` (r < -1) is subnormal only where `1 - 2^r` rounds to 1 anyway,
        // and the small arm does not read it; without `.ftz` ptxas wraps the
        // `ex2` in a test and two multiplies for subnormal arguments.
        let e = self
            .b
            .unary(UnaryOp::Ex2ApproxFtz, Type::F32, Operand::Reg(r));
        let one_minus = self.f32_bin(BinaryOp::Sub, Operand::Imm(ONE), Operand::Reg(e));
        let big_r = self.copysign(one_minus, x);
        self.select(Type::F32, big, Operand::Reg(big_r), Operand::Reg(r))
    }

    /// `|mag|` with the sign of `sign` (`mag` is not negative).
    fn copysign(&mut self, mag: Reg, sign: Operand) -> Reg {
        let sign_bits = self
            .b
            .binary(BinaryOp::And, Type::I32, sign, Operand::Imm(SIGN));
        let bits = self.b.binary(
            BinaryOp::Or,
            Type::I32,
            Operand::Reg(sign_bits),
            Operand::Reg(mag),
        );
        self.b.unary(UnaryOp::Mov, Type::F32, Operand::Reg(bits))
    }
}

#[cfg(test)]
mod tests {
    /// The small-argument tanh polynomial, evaluated as the lowering does, is
    /// within a few ulp of tanh on [0, 0.6].
    #[test]
    fn tanh_polynomial() {
        let c = super::TANH_POLY.map(f32::from_bits);
        let mut worst = 0f64;
        for i in 1..6000 {
            let x = i as f32 * 1e-4;
            let s = x * x;
            let mut p = c[0].mul_add(s, c[1]);
            for &k in &c[2..] {
                p = p.mul_add(s, k);
            }
            let r = (p * s).mul_add(x, x);
            let exact = (x as f64).tanh();
            worst = worst.max(((r as f64 - exact) / exact).abs());
        }
        assert!(worst < 4e-7, "relative error {worst}");
    }

    /// The small-argument erf polynomial is within a few ulp of erf on [0, 1].
    #[test]
    fn erf_polynomial() {
        let c = super::ERF_SMALL_POLY.map(f32::from_bits);
        let erf_ref = |x: f64| {
            // A series good to 1e-12 on [0, 1].
            let mut sum = 0.0;
            let mut term = x;
            for n in 0..40 {
                sum += term / (2 * n + 1) as f64;
                term *= -x * x / (n + 1) as f64;
            }
            sum * 2.0 / std::f64::consts::PI.sqrt()
        };
        let mut worst = 0f64;
        for i in 1..1000 {
            let x = i as f32 * 1e-3;
            let t = x * x;
            let mut p = c[0].mul_add(t, c[1]);
            for &k in &c[2..] {
                p = p.mul_add(t, k);
            }
            let r = p.mul_add(x, x);
            let exact = erf_ref(x as f64);
            worst = worst.max(((r as f64 - exact) / exact).abs());
        }
        assert!(worst < 4e-7, "relative error {worst}");
    }
}
