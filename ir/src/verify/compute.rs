//! Typing rules of `tt.dot`.
//!
//! `tt.dot %a, %b, %c` computes `a * b + c`: `a` is `M x K`, `b` is `K x N`, and
//! `c` and the result are `M x N`, all of rank 2, or all of rank 3 with one batch
//! dimension in front. `a` and `b` have one element type, except that two 8-bit
//! float formats may be mixed; the result has the accumulator's type. Encodings are
//! not compared: in TTGIR the operands carry `#ttg.dot_op` layouts of the result's
//! `#ttg.nvidia_mma`.

use super::context::InstCx;
use super::display::shape_to_string;
use super::query::tensor_shape;

/// `tt.dot`.
pub(super) fn dot(cx: &mut InstCx) {
    let (a, b, c, res) = (cx.arg_ty(0), cx.arg_ty(1), cx.arg_ty(2), cx.res_ty(0));
    if res != c {
        let (res, c) = (cx.show(res), cx.show(c));
        return cx.err(format!(
            "result type {res} differs from the accumulator type {c}"
        ));
    }
    let types = cx.types();
    let shapes = (
        tensor_shape(types, a),
        tensor_shape(types, b),
        tensor_shape(types, c),
    );
    let (Some(sa), Some(sb), Some(sc)) = shapes else {
        let (a, b, c) = (cx.show(a), cx.show(b), cx.show(c));
        return cx.err(format!("operands must be tensors, found {a}, {b} and {c}"));
    };
    let rank = sa.len();
    if !(rank == 2 || rank == 3) || sb.len() != rank || sc.len() != rank {
        let (a, b, c) = (cx.show(a), cx.show(b), cx.show(c));
        let msg =
            format!("operands must all be of rank 2, or 3 when batched, found {a}, {b} and {c}");
        return cx.err(msg);
    }
    if let Some(problem) = shape_problem(sa, sb, sc) {
        return cx.err(problem);
    }
    check_inputs(cx);
}

/// What is wrong with the shapes `a`, `b` and `c` of one rank, if anything.
fn shape_problem(a: &[i64], b: &[i64], c: &[i64]) -> Option<String> {
    let r = a.len();
    let (m, k, k2, n) = (a[r - 2], a[r - 1], b[r - 2], b[r - 1]);
    if k != k2 {
        let (a, b) = (shape_to_string(a), shape_to_string(b));
        return Some(format!("a is {a} and b is {b}: the K dimensions differ"));
    }
    if c[r - 2..] != [m, n] {
        let c = shape_to_string(c);
        return Some(format!("the accumulator is {c}, expected M x N = {m}x{n}"));
    }
    if r == 3 && !(a[0] == b[0] && b[0] == c[0]) {
        return Some("the batch dimensions of a, b and the accumulator differ".into());
    }
    None
}

/// `a` and `b` have one element type, or two 8-bit float types.
fn check_inputs(cx: &mut InstCx) {
    let types = cx.types();
    let (ea, eb) = (
        types.element_type(cx.arg_ty(0)),
        types.element_type(cx.arg_ty(1)),
    );
    let fp8 = |t| types.float_kind(t).is_some_and(|k| k.bits() == 8);
    if ea != eb && !(fp8(ea) && fp8(eb)) {
        let (ea, eb) = (cx.show(ea), cx.show(eb));
        cx.err(format!(
            "a and b have different element types: {ea} and {eb}"
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{assert_error, assert_ok, Fb};
    use crate::attrs::InputPrecision;
    use crate::entities::Value;
    use crate::instructions::{InstructionData, Opcode};

    fn dot(args: [Value; 3]) -> InstructionData {
        InstructionData::Dot {
            opcode: Opcode::Dot,
            args,
            input_precision: InputPrecision::Tf32,
            max_num_imprecise_acc: 0,
        }
    }

    #[test]
    fn well_formed_dot_passes() {
        let mut fb = Fb::new();
        let (f16, f32) = (fb.types.f16(), fb.types.f32());
        let (a_ty, b_ty) = (
            fb.types.tensor(&[64, 32], f16),
            fb.types.tensor(&[32, 64], f16),
        );
        let (a, b) = (fb.arg(a_ty), fb.arg(b_ty));
        let acc_ty = fb.types.tensor(&[64, 64], f32);
        let c = fb.arg(acc_ty);
        fb.val(dot([a, b, c]), acc_ty);
        fb.ret();
        assert_ok(&fb.finish());
    }

    #[test]
    fn dot_shapes_must_agree() {
        let mut fb = Fb::new();
        let (f16, f32) = (fb.types.f16(), fb.types.f32());
        let (a_ty, b_ty) = (
            fb.types.tensor(&[64, 32], f16),
            fb.types.tensor(&[16, 64], f16),
        );
        let b32_ty = fb.types.tensor(&[32, 64], f32);
        let (a, b, b32) = (fb.arg(a_ty), fb.arg(b_ty), fb.arg(b32_ty));
        let acc_ty = fb.types.tensor(&[64, 64], f32);
        let c = fb.arg(acc_ty);
        let bad_k = fb.val(dot([a, b, c]), acc_ty);
        let bad_elem = fb.val(dot([a, b32, c]), acc_ty);
        fb.ret();
        let (at_k, at_elem) = (fb.def_at(bad_k), fb.def_at(bad_elem));
        let module = fb.finish();
        assert_error(
            &module,
            at_k,
            "tt.dot: a is 64x32 and b is 16x64: the K dimensions differ",
        );
        assert_error(
            &module,
            at_elem,
            "tt.dot: a and b have different element types: f16 and f32",
        );
    }
}
