//! The IEEE operations in a rounding mode (`__nv_fadd_rz`, `__nv_dmul_ru`,
//! `__nv_fmaf_rd`, `__nv_drcp_rn`, `__nv_fsqrt_rz`, ...): one MIR
//! [`Rounded`](tilelift_mir::InstData::Rounded) instruction each, PTX's
//! `add.rz.f32` and its kind, which the interpreter folds exactly rounded in
//! the mode. And `__nv_frsqrt_rn`, `1 / sqrt(x)` correctly rounded, which
//! PTX has no instruction for: computed in `f64`, rounded to `f32`, then
//! moved one step where the true value lies past a midpoint (checked exactly).

use super::{d, int, Ops};
use tilelift_ir::libdevice::{ArithOp, Round};
use tilelift_mir::{BinaryOp, Cond, Emit, Operand, RoundMode, RoundedOp, Type};

/// The MIR operation of a libdevice one.
pub(crate) fn op(op: ArithOp) -> RoundedOp {
    match op {
        ArithOp::Add => RoundedOp::Add,
        ArithOp::Sub => RoundedOp::Sub,
        ArithOp::Mul => RoundedOp::Mul,
        ArithOp::Div => RoundedOp::Div,
        ArithOp::Rcp => RoundedOp::Rcp,
        ArithOp::Sqrt => RoundedOp::Sqrt,
        ArithOp::Fma => RoundedOp::Fma,
    }
}

/// The MIR rounding mode of a libdevice one (`_rd` is PTX's `.rm`).
pub(crate) fn mode(round: Round) -> RoundMode {
    match round {
        Round::Rn => RoundMode::Rn,
        Round::Rz => RoundMode::Rz,
        Round::Rd => RoundMode::Rm,
        Round::Ru => RoundMode::Rp,
    }
}

/// `op` on `xs` of type `ty`, rounded as `round` says.
pub(crate) fn arith<E: Emit>(
    e: &mut E,
    o: ArithOp,
    round: Round,
    ty: Type,
    xs: &[Operand],
) -> Operand {
    let mut args = [Operand::Imm(0); 3];
    args[..o.arity()].copy_from_slice(&xs[..o.arity()]);
    e.rounded(op(o), mode(round), ty, args)
}

impl<E: Emit> Ops<'_, E> {
    /// `1 / sqrt(x)` of an `f32` `x`, correctly rounded. `r = 1 / sqrt(x)` in
    /// `f64` is within 2^-51 of the true value `t`, so its rounding `y` to
    /// `f32` is right unless `t` and `r` lie on two sides of a midpoint `m`
    /// next to `y`; `t > m` exactly when `m^2 x < 1`, and `m^2` (25-bit `m`)
    /// is exact in `f64`, so `fma(m^2, x, -1)` has the sign of `m^2 x - 1`
    /// (no `f32`'s `m^2 x` is near `f64`'s underflow). A tie cannot occur:
    /// `m^2 x = 1` has no solution with `m` of 25 bits and `x` of 24. Zeros,
    /// infinities, negative numbers and NaN come through the `f64` steps as
    /// IEEE says (`+-inf`, `+0`, NaN).
    pub(crate) fn rsqrt_rn(&mut self, x32: Operand) -> Operand {
        let x = self.widen(x32);
        let s = self.sqrt(x);
        let r = self.div(d(1.0), s);
        let y = self.narrow(r);
        let yb = self.e.unary(tilelift_mir::UnaryOp::Mov, Type::I32, y);
        let up = self.e.binary(BinaryOp::Add, Type::I32, yb, int(1));
        let down = self.e.binary(BinaryOp::Sub, Type::I32, yb, int(1));
        let [y_up, y_down] = [up, down].map(|b| {
            let f = self.e.unary(tilelift_mir::UnaryOp::Mov, Type::F32, b);
            self.widen(f)
        });
        let yd = self.widen(y);
        // The midpoints above and below `y` (exact: 25 bits).
        let hi = self.add(yd, y_up);
        let hi = self.mul(hi, d(0.5));
        let lo = self.add(yd, y_down);
        let lo = self.mul(lo, d(0.5));
        let hi2 = self.mul(hi, hi);
        let lo2 = self.mul(lo, lo);
        let above = self.fma(hi2, x, d(-1.0));
        let below = self.fma(lo2, x, d(-1.0));
        let go_up = self.cmp(Cond::FLt, above, d(0.0));
        let go_down = self.cmp(Cond::FGt, below, d(0.0));
        // Only for a positive finite normal `y` (the results of positive
        // finite `x`); otherwise `y` as it is.
        let finite = self.cmp(Cond::FLt, yd, d(f64::from(f32::MAX)));
        let positive = self.cmp(Cond::FGt, yd, d(0.0));
        let ok = self.and(finite, positive);
        let go_up = self.and(go_up, ok);
        let go_down = self.and(go_down, ok);
        let b = self.e.select(Type::I32, go_up, up, yb);
        let b = self.e.select(Type::I32, go_down, down, b);
        self.e.unary(tilelift_mir::UnaryOp::Mov, Type::F32, b)
    }
}
