//! The integer functions of libdevice, on `i32` or `i64` operands (`ty`),
//! from MIR's integer instructions: `clz`, `popc`, `brev` and `ffs` by the
//! classic shift-and-mask forms (MIR has no bit-count instruction), `mulhi`,
//! `mul24`, `hadd`/`rhadd` (the average of two integers without overflow:
//! `(x & y) + ((x ^ y) >> 1)`, `(x | y) - ((x ^ y) >> 1)`), `sad`, `abs` and
//! `byte_perm`. Exact: the interpreter folds the same instructions.

use super::int;
use tilelift_ir::libdevice::LibFn;
use tilelift_mir::{BinaryOp, Cond, Emit, Operand, Type, UnaryOp};

type O = Operand;

/// `v` repeated in every byte of a `ty` word (`0x55` gives `0x5555_5555`).
fn splat(ty: Type, v: u64) -> O {
    let mut r = 0u64;
    for k in 0..ty.bits() / 8 {
        r |= v << (8 * k);
    }
    Operand::Imm(r)
}

/// The number of set bits of `x`, as a `ty` integer.
fn popc<E: Emit>(e: &mut E, ty: Type, x: O) -> O {
    let b = |e: &mut E, op, a, c| e.binary(op, ty, a, c);
    let s1 = b(e, BinaryOp::ShrU, x, int(1));
    let s1 = b(e, BinaryOp::And, s1, splat(ty, 0x55));
    let x = b(e, BinaryOp::Sub, x, s1);
    let lo = b(e, BinaryOp::And, x, splat(ty, 0x33));
    let hi = b(e, BinaryOp::ShrU, x, int(2));
    let hi = b(e, BinaryOp::And, hi, splat(ty, 0x33));
    let x = b(e, BinaryOp::Add, lo, hi);
    let s4 = b(e, BinaryOp::ShrU, x, int(4));
    let x = b(e, BinaryOp::Add, x, s4);
    let x = b(e, BinaryOp::And, x, splat(ty, 0x0F));
    let x = b(e, BinaryOp::Mul, x, splat(ty, 0x01));
    b(e, BinaryOp::ShrU, x, int(i64::from(ty.bits()) - 8))
}

/// A `ty` integer as an `i32` (its low bits).
fn to_i32<E: Emit>(e: &mut E, ty: Type, x: O) -> O {
    if ty == Type::I32 {
        x
    } else {
        e.convert(Type::I32, ty, false, None, x)
    }
}

/// The bits of `x` in reverse order.
fn brev<E: Emit>(e: &mut E, ty: Type, mut x: O) -> O {
    let masks = [0x55u64, 0x33, 0x0F];
    for (k, &m) in masks.iter().enumerate() {
        let shift = int(1 << k);
        let hi = e.binary(BinaryOp::ShrU, ty, x, shift);
        let hi = e.binary(BinaryOp::And, ty, hi, splat(ty, m));
        let lo = e.binary(BinaryOp::And, ty, x, splat(ty, m));
        let lo = e.binary(BinaryOp::Shl, ty, lo, shift);
        x = e.binary(BinaryOp::Or, ty, hi, lo);
    }
    // Bytes, then halves (and words): swap fields of 8, 16 (and 32) bits.
    let mut width = 8;
    while width < ty.bits() {
        let m = (1u64 << width) - 1;
        let mut mask = 0u64;
        let mut k = 0;
        while k < ty.bits() {
            mask |= m << k;
            k += 2 * width;
        }
        let shift = int(i64::from(width));
        let hi = e.binary(BinaryOp::ShrU, ty, x, shift);
        let hi = e.binary(BinaryOp::And, ty, hi, Operand::Imm(mask));
        let lo = e.binary(BinaryOp::And, ty, x, Operand::Imm(mask));
        let lo = e.binary(BinaryOp::Shl, ty, lo, shift);
        x = e.binary(BinaryOp::Or, ty, hi, lo);
        width *= 2;
    }
    x
}

/// An integer function `f` on operands of type `ty`.
pub(super) fn int_fn<E: Emit>(e: &mut E, f: LibFn, ty: Type, xs: &[O]) -> O {
    let b = |e: &mut E, op, a, c| e.binary(op, ty, a, c);
    match f {
        LibFn::Popc => {
            let p = popc(e, ty, xs[0]);
            to_i32(e, ty, p)
        }
        LibFn::Clz => {
            let mut x = xs[0];
            let mut s = 1;
            while s < ty.bits() {
                let t = b(e, BinaryOp::ShrU, x, int(i64::from(s)));
                x = b(e, BinaryOp::Or, x, t);
                s *= 2;
            }
            let nx = e.unary(UnaryOp::Not, ty, x);
            let p = popc(e, ty, nx);
            to_i32(e, ty, p)
        }
        LibFn::Ffs => {
            let x = xs[0];
            let neg = e.unary(UnaryOp::Neg, ty, x);
            let low = b(e, BinaryOp::And, x, neg);
            let below = b(e, BinaryOp::Sub, low, int(1));
            let p = popc(e, ty, below);
            let p = to_i32(e, ty, p);
            let p1 = e.binary(BinaryOp::Add, Type::I32, p, int(1));
            let zero = e.cmp(Cond::Eq, ty, x, int(0));
            e.select(Type::I32, zero, int(0), p1)
        }
        LibFn::Brev => brev(e, ty, xs[0]),
        LibFn::MulHi => b(e, BinaryOp::MulHiS, xs[0], xs[1]),
        LibFn::UMulHi => b(e, BinaryOp::MulHiU, xs[0], xs[1]),
        LibFn::Mul24 | LibFn::UMul24 => {
            let low24 = |e: &mut E, x| {
                if f == LibFn::Mul24 {
                    let t = e.binary(BinaryOp::Shl, ty, x, int(8));
                    e.binary(BinaryOp::ShrS, ty, t, int(8))
                } else {
                    e.binary(BinaryOp::And, ty, x, int(0xFF_FFFF))
                }
            };
            let x = low24(e, xs[0]);
            let y = low24(e, xs[1]);
            b(e, BinaryOp::Mul, x, y)
        }
        LibFn::HAdd | LibFn::RHAdd | LibFn::UHAdd | LibFn::URHAdd => {
            let (x, y) = (xs[0], xs[1]);
            let diff = b(e, BinaryOp::Xor, x, y);
            let shr = if matches!(f, LibFn::HAdd | LibFn::RHAdd) {
                BinaryOp::ShrS
            } else {
                BinaryOp::ShrU
            };
            let half = b(e, shr, diff, int(1));
            if matches!(f, LibFn::HAdd | LibFn::UHAdd) {
                let both = b(e, BinaryOp::And, x, y);
                b(e, BinaryOp::Add, both, half)
            } else {
                let either = b(e, BinaryOp::Or, x, y);
                b(e, BinaryOp::Sub, either, half)
            }
        }
        LibFn::Sad | LibFn::USad => {
            let (max, min) = if f == LibFn::Sad {
                (BinaryOp::MaxS, BinaryOp::MinS)
            } else {
                (BinaryOp::MaxU, BinaryOp::MinU)
            };
            let hi = b(e, max, xs[0], xs[1]);
            let lo = b(e, min, xs[0], xs[1]);
            let d = b(e, BinaryOp::Sub, hi, lo);
            b(e, BinaryOp::Add, d, xs[2])
        }
        LibFn::IAbs => e.unary(UnaryOp::Abs, ty, xs[0]),
        LibFn::BytePerm => {
            let x = e.convert(Type::I64, Type::I32, false, None, xs[0]);
            let y = e.convert(Type::I64, Type::I32, false, None, xs[1]);
            let y = e.binary(BinaryOp::Shl, Type::I64, y, int(32));
            let v = e.binary(BinaryOp::Or, Type::I64, x, y);
            let mut r = int(0);
            for k in 0..4 {
                let sel = b(e, BinaryOp::ShrU, xs[2], int(4 * k));
                let sel = b(e, BinaryOp::And, sel, int(7));
                let sel = e.convert(Type::I64, Type::I32, false, None, sel);
                let shift = e.binary(BinaryOp::Shl, Type::I64, sel, int(3));
                let byte = e.binary(BinaryOp::ShrU, Type::I64, v, shift);
                let byte = e.binary(BinaryOp::And, Type::I64, byte, int(0xFF));
                let byte = e.convert(Type::I32, Type::I64, false, None, byte);
                let byte = b(e, BinaryOp::Shl, byte, int(8 * k));
                r = b(e, BinaryOp::Or, r, byte);
            }
            r
        }
        _ => unreachable!("{f:?} is not an integer function"),
    }
}
