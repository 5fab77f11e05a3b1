//! libdevice's conversions: float to integer and integer to float in every
//! rounding, `f64` to `f32` in every rounding, bit casts, the halves of an
//! `f64`, `llround`. MIR's conversions round to nearest or toward zero; the
//! directed roundings are a floor or ceiling before the conversion (float to
//! integer), or the conversion toward zero then one step away from zero where
//! it was inexact and the direction asks for it (to a float).

use super::int;
use tilelift_ir::libdevice::{LibCall, LibFn, Round};
use tilelift_mir::{BinaryOp, Cond, Emit, Operand, Rounding, Type, UnaryOp};

type O = Operand;

/// One step away from zero of a float's bits (`f` of type `to`), where `step`.
fn step_away<E: Emit>(e: &mut E, to: Type, f: O, step: O) -> O {
    let int_ty = to.as_int();
    let bits = e.unary(UnaryOp::Mov, int_ty, f);
    let up = e.binary(BinaryOp::Add, int_ty, bits, int(1));
    let up = e.unary(UnaryOp::Mov, to, up);
    e.select(to, step, up, f)
}

/// Whether the rounding `round` moves a value of sign `negative` (a
/// predicate; `None` for an unsigned value) away from zero, given the
/// inexact predicate.
fn away<E: Emit>(e: &mut E, round: Round, negative: Option<O>, inexact: O) -> Option<O> {
    let dir = match (round, negative) {
        (Round::Rn | Round::Rz, _) | (Round::Rd, None) => return None,
        (Round::Ru, None) => return Some(inexact),
        (Round::Rd, Some(n)) => n,
        (Round::Ru, Some(n)) => e.unary(UnaryOp::Not, Type::Pred, n),
    };
    Some(e.binary(BinaryOp::And, Type::Pred, dir, inexact))
}

/// The conversion `f` from `from` to `to`.
pub(super) fn convert_fn<E: Emit>(e: &mut E, call: LibCall, from: Type, to: Type, xs: &[O]) -> O {
    let x = xs[0];
    match call.func {
        LibFn::FloatToInt { signed, round } => {
            let (x, rounding) = match round {
                Round::Rn => (x, Rounding::Rni),
                Round::Rz => (x, Rounding::Rzi),
                Round::Rd => (e.unary(UnaryOp::Floor, from, x), Rounding::Rzi),
                Round::Ru => (e.unary(UnaryOp::Ceil, from, x), Rounding::Rzi),
            };
            e.convert(to, from, signed, Some(rounding), x)
        }
        LibFn::IntToFloat { signed, round } => {
            let rounding = if round == Round::Rn {
                Rounding::Rn
            } else {
                Rounding::Rz
            };
            let f = e.convert(to, from, signed, Some(rounding), x);
            let back = e.convert(from, to, signed, Some(Rounding::Rzi), f);
            let inexact = e.cmp(Cond::Ne, from, back, x);
            let negative = signed.then(|| e.cmp(Cond::SLt, from, x, int(0)));
            match away(e, round, negative, inexact) {
                Some(step) => step_away(e, to, f, step),
                None => f,
            }
        }
        LibFn::Narrow(round) => {
            let rounding = if round == Round::Rn {
                Rounding::Rn
            } else {
                Rounding::Rz
            };
            let f = e.convert(to, from, false, Some(rounding), x);
            let back = e.convert(from, to, false, None, f);
            let inexact = e.cmp(Cond::FNe, from, back, x);
            let negative = Some(e.cmp(Cond::FLt, from, x, Operand::Imm(0)));
            match away(e, round, negative, inexact) {
                Some(step) => step_away(e, to, f, step),
                None => f,
            }
        }
        LibFn::Bitcast => e.unary(UnaryOp::Mov, to, x),
        LibFn::HiInt | LibFn::LoInt => {
            let b = e.unary(UnaryOp::Mov, Type::I64, x);
            let b = if call.func == LibFn::HiInt {
                e.binary(BinaryOp::ShrU, Type::I64, b, int(32))
            } else {
                b
            };
            e.convert(Type::I32, Type::I64, false, None, b)
        }
        LibFn::HiLoToDouble => {
            let hi = e.convert(Type::I64, Type::I32, false, None, x);
            let hi = e.binary(BinaryOp::Shl, Type::I64, hi, int(32));
            let lo = e.convert(Type::I64, Type::I32, false, None, xs[1]);
            let b = e.binary(BinaryOp::Or, Type::I64, hi, lo);
            e.unary(UnaryOp::Mov, Type::F64, b)
        }
        LibFn::LlRound => {
            // trunc(x), one more in size where |x - trunc(x)| >= 1/2 (exact).
            let (half, one) = if from == Type::F64 {
                (0.5f64.to_bits(), 1f64.to_bits())
            } else {
                (u64::from(0.5f32.to_bits()), u64::from(1f32.to_bits()))
            };
            let t = e.unary(UnaryOp::Trunc, from, x);
            let frac = e.binary(BinaryOp::Sub, from, x, t);
            let size = e.unary(UnaryOp::Abs, from, frac);
            let far = e.cmp(Cond::FGe, from, size, Operand::Imm(half));
            let neg_one = e.unary(UnaryOp::Neg, from, Operand::Imm(one));
            let negative = e.cmp(Cond::FLt, from, x, Operand::Imm(0));
            let step = e.select(from, negative, neg_one, Operand::Imm(one));
            let bumped = e.binary(BinaryOp::Add, from, t, step);
            let r = e.select(from, far, bumped, t);
            e.convert(to, from, true, Some(Rounding::Rzi), r)
        }
        f => unreachable!("{f:?} is not a conversion"),
    }
}
