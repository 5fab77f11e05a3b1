//! 16-bit integer division and remainder through `f32`, exactly.
//!
//! ptxas compiles `div.s16` (and `rem`, and the unsigned forms) into a call
//! of a division subroutine; Triton's code for `arith.divsi` of `i8` or
//! `i16` tensors has one call per element. Operands of 16 bits are small
//! enough for the float unit to divide them exactly, with one correction:
//!
//! - `x` and `d`, widened to 32 bits, are exact in `f32`; `q = x * rcp(d)`
//!   (`rcp.approx.f32`: relative error below 2^-22 with the product's
//!   rounding) is within `|x / d| * 2^-22 < 2^-6` of `x / d`;
//! - where `x / d` is not an integer it is at least `1 / |d|` from the next
//!   integer, more than that error (`|x| < 2^22`), so `trunc(q)` is the
//!   quotient; where it is an integer `k`, `trunc(q)` is `k` or, if `q` fell
//!   just short of it, `k - sign(k)`, and then `x - trunc(q) * d` is `d`
//!   (`k > 0`) or `-d` (`k < 0`), which one step corrects;
//! - the remainder is `x - quotient * d`.
//!
//! Division by zero gives what MIR defines (all ones; the remainder `x`),
//! and `i16::MIN / -1` wraps, as the quotient is computed in 32 bits and
//! narrowed. A divisor splat across a tile is one register for all its
//! elements, so ptxas computes its conversion and reciprocal once.

use tilelift_mir::passes::Rewrite;
use tilelift_mir::{BinaryOp, Cond, InstData, Operand, Reg, Rounding, TernaryOp, Type, UnaryOp};

/// Whether [`divide`] replaces `op` on `ty`.
pub fn applies(op: BinaryOp, ty: Type) -> bool {
    ty == Type::I16
        && matches!(
            op,
            BinaryOp::DivS | BinaryOp::DivU | BinaryOp::RemS | BinaryOp::RemU
        )
}

/// `dst = x op d` (a 16-bit division or remainder, [`applies`]) through
/// `f32`, as the [module documentation](self) describes.
pub fn divide(rw: &mut Rewrite, op: BinaryOp, dst: Reg, [x, d]: [Operand; 2]) {
    let signed = matches!(op, BinaryOp::DivS | BinaryOp::RemS);
    let (xi, di) = (widen(rw, x, signed), widen(rw, d, signed));
    let (xf, df) = (to_f32(rw, xi, signed), to_f32(rw, di, signed));
    let r = unary(rw, UnaryOp::RcpApprox, Type::F32, df);
    let qf = binary(
        rw,
        BinaryOp::Mul,
        Type::F32,
        Operand::Reg(xf),
        Operand::Reg(r),
    );
    let q0 = rw.reg(Type::I32);
    rw.push(InstData::Convert {
        to: Type::I32,
        from: Type::F32,
        signed,
        rounding: Some(Rounding::Rzi),
        dst: q0,
        src: qf,
    });
    let neg_d = binary(
        rw,
        BinaryOp::Sub,
        Type::I32,
        Operand::Imm(0),
        Operand::Reg(di),
    );
    let rem0 = mad(rw, q0, neg_d, xi);
    // One step toward the quotient where `trunc(q)` fell one short of it.
    let short = cmp(rw, Cond::Eq, rem0, Operand::Reg(di));
    let step = select(rw, short, Operand::Imm(1), Operand::Imm(0));
    let step = match signed {
        true => {
            let over = cmp(rw, Cond::Eq, rem0, Operand::Reg(neg_d));
            select(
                rw,
                over,
                Operand::Imm(u64::from(u32::MAX)),
                Operand::Reg(step),
            )
        }
        false => step,
    };
    let q = binary(
        rw,
        BinaryOp::Add,
        Type::I32,
        Operand::Reg(q0),
        Operand::Reg(step),
    );
    let result = match op {
        BinaryOp::DivS | BinaryOp::DivU => {
            let by_zero = cmp(rw, Cond::Eq, di, Operand::Imm(0));
            select(
                rw,
                by_zero,
                Operand::Imm(u64::from(u32::MAX)),
                Operand::Reg(q),
            )
        }
        _ => mad(rw, q, neg_d, xi),
    };
    rw.push(InstData::Convert {
        to: Type::I16,
        from: Type::I32,
        signed,
        rounding: None,
        dst,
        src: result,
    });
}

/// `x` (16 bits) extended to 32, as `signed` says.
fn widen(rw: &mut Rewrite, x: Operand, signed: bool) -> Reg {
    let dst = rw.reg(Type::I32);
    match x {
        Operand::Imm(bits) => {
            let v = match signed {
                true => i64::from(bits as u16 as i16) as u64,
                false => u64::from(bits as u16),
            };
            rw.push(InstData::Const {
                dst,
                bits: v & u64::from(u32::MAX),
            });
        }
        Operand::Reg(src) => rw.push(InstData::Convert {
            to: Type::I32,
            from: Type::I16,
            signed,
            rounding: None,
            dst,
            src,
        }),
    }
    dst
}

/// `x` (32 bits) as an `f32`, exactly (it has at most 17 significant bits).
fn to_f32(rw: &mut Rewrite, x: Reg, signed: bool) -> Reg {
    let dst = rw.reg(Type::F32);
    rw.push(InstData::Convert {
        to: Type::F32,
        from: Type::I32,
        signed,
        rounding: Some(Rounding::Rn),
        dst,
        src: x,
    });
    dst
}

fn unary(rw: &mut Rewrite, op: UnaryOp, ty: Type, x: Reg) -> Reg {
    let dst = rw.reg(ty);
    rw.push(InstData::Unary {
        op,
        ty,
        dst,
        arg: Operand::Reg(x),
    });
    dst
}

fn binary(rw: &mut Rewrite, op: BinaryOp, ty: Type, a: Operand, b: Operand) -> Reg {
    let a = match a {
        Operand::Imm(bits) => {
            let r = rw.reg(ty);
            rw.push(InstData::Const { dst: r, bits });
            Operand::Reg(r)
        }
        reg => reg,
    };
    let dst = rw.reg(ty);
    rw.push(InstData::Binary {
        op,
        ty,
        dst,
        args: [a, b],
    });
    dst
}

/// `a * b + c` in 32 bits.
fn mad(rw: &mut Rewrite, a: Reg, b: Reg, c: Reg) -> Reg {
    let dst = rw.reg(Type::I32);
    rw.push(InstData::Ternary {
        op: TernaryOp::Mad,
        ty: Type::I32,
        dst,
        args: [Operand::Reg(a), Operand::Reg(b), Operand::Reg(c)],
    });
    dst
}

fn cmp(rw: &mut Rewrite, cond: Cond, a: Reg, b: Operand) -> Reg {
    let dst = rw.reg(Type::Pred);
    rw.push(InstData::Cmp {
        cond,
        ty: Type::I32,
        dst,
        args: [Operand::Reg(a), b],
    });
    dst
}

fn select(rw: &mut Rewrite, cond: Reg, a: Operand, b: Operand) -> Reg {
    let dst = rw.reg(Type::I32);
    rw.push(InstData::Select {
        ty: Type::I32,
        dst,
        cond,
        args: [a, b],
    });
    dst
}
