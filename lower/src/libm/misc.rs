//! The exact functions: `copysignf`, `fdimf`, `nextafterf` on `f32` bits
//! directly (an `f64` detour would round twice), and `logbf`.

use super::{d, int, Ops};
use tilelift_mir::{BinaryOp, Cond, Emit, Operand, Type, UnaryOp};

type O = Operand;

/// `|x|` with the sign of `y`, on `f32` operands.
pub(super) fn copysign_f32<E: Emit>(e: &mut E, x: O, y: O) -> O {
    let xb = e.binary(BinaryOp::And, Type::I32, x, Operand::Imm(0x7FFF_FFFF));
    let yb = e.binary(BinaryOp::And, Type::I32, y, Operand::Imm(0x8000_0000));
    let r = e.binary(BinaryOp::Or, Type::I32, xb, yb);
    e.unary(UnaryOp::Mov, Type::F32, r)
}

/// `x - y` where `x > y`, `+0` where not, NaN where either is, on `f32`
/// operands (one correctly rounded `f32` subtraction).
pub(super) fn fdim_f32<E: Emit>(e: &mut E, x: O, y: O) -> O {
    let diff = e.binary(BinaryOp::Sub, Type::F32, x, y);
    let gt = e.cmp(Cond::FGt, Type::F32, x, y);
    let r = e.select(Type::F32, gt, diff, Operand::Imm(0));
    let nan = e.cmp(Cond::FUno, Type::F32, x, y);
    let sum = e.binary(BinaryOp::Add, Type::F32, x, y);
    e.select(Type::F32, nan, sum, r)
}

/// The `f32` after `x` toward `y`: `y` where they are equal, the smallest
/// subnormal with `y`'s sign after a zero, else `x`'s bits one up or down.
pub(super) fn nextafter_f32<E: Emit>(e: &mut E, x: O, y: O) -> O {
    let toward_up = e.cmp(Cond::FLt, Type::F32, x, y);
    let positive = e.cmp(Cond::FGt, Type::F32, x, Operand::Imm(0));
    // Bits grow with the magnitude: one down where the move is toward zero.
    let shrink = e.binary(BinaryOp::Xor, Type::Pred, toward_up, positive);
    let step = e.select(
        Type::I32,
        shrink,
        Operand::Imm(0xFFFF_FFFF),
        Operand::Imm(1),
    );
    let xb = e.unary(UnaryOp::Mov, Type::I32, x);
    let moved = e.binary(BinaryOp::Add, Type::I32, xb, step);
    let moved = e.unary(UnaryOp::Mov, Type::F32, moved);
    let tiny = copysign_f32(e, Operand::Imm(1), y);
    let zero = e.cmp(Cond::FEq, Type::F32, x, Operand::Imm(0));
    let r = e.select(Type::F32, zero, tiny, moved);
    let equal = e.cmp(Cond::FEq, Type::F32, x, y);
    let r = e.select(Type::F32, equal, y, r);
    let nan = e.cmp(Cond::FUno, Type::F32, x, y);
    let sum = e.binary(BinaryOp::Add, Type::F32, x, y);
    e.select(Type::F32, nan, sum, r)
}

impl<E: Emit> Ops<'_, E> {
    /// The exponent of `x` as a float: `floor(log2 |x|)` exactly, `-inf` at 0,
    /// `+inf` at infinities. An `f32` subnormal is normal in `f64`.
    pub(crate) fn logb(&mut self, x: O) -> O {
        let b = self.bits(x);
        let field = self.i(BinaryOp::ShrU, b, int(52));
        let field = self.i(BinaryOp::And, field, int(0x7FF));
        let k = self.i(BinaryOp::Sub, field, int(1023));
        let k = self.e.convert(
            Type::F64,
            Type::I64,
            true,
            Some(tilelift_mir::Rounding::Rn),
            k,
        );
        let a = self.abs(x);
        let zero = self.cmp(Cond::FEq, a, d(0.0));
        let r = self.sel(zero, d(f64::NEG_INFINITY), k);
        let inf = self.cmp(Cond::FEq, a, d(f64::INFINITY));
        let r = self.sel(inf, a, r);
        let nan = self.is_nan(x);
        self.sel(nan, x, r)
    }
}
