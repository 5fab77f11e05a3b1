//! Typing rules of elementwise arithmetic, comparisons, `select`, constants and
//! program ids.
//!
//! Elementwise ops take scalars or tensors. In TTGIR the operands must also agree in
//! encoding; since types are interned with their encoding, "one type" covers both.

use super::context::InstCx;
use super::display::type_with_element_to_string;
use super::query::{elem_kind, is_like, num_elements, tensor_shape, Kind};
use crate::constant::ConstantValue;
use crate::instructions::{InstructionData, Opcode};
use crate::libdevice;

/// Ops whose operands and result all have one type, of integers or of floats:
/// `arith.addi`, `arith.mulf`, `math.exp`, `math.fma`, `tt.clampf`.
pub(super) fn same_type(cx: &mut InstCx, kind: Kind) {
    let args = cx.args();
    let Some(&first) = args.first() else {
        return;
    };
    let ty = cx.ty(first);
    if let Some(&other) = args.iter().find(|&&a| cx.ty(a) != ty) {
        let (a, b) = (cx.show(ty), cx.show(cx.ty(other)));
        return cx.err(format!("operands have different types: {a} and {b}"));
    }
    if elem_kind(cx.types(), ty) != Some(kind) {
        let found = cx.show(ty);
        return cx.err(format!("operands must be {}, found {found}", kind.plural()));
    }
    let res = cx.res_ty(0);
    if res != ty {
        let (res, ty) = (cx.show(res), cx.show(ty));
        cx.err(format!(
            "result type {res} differs from the operand type {ty}"
        ));
    }
}

/// `tt.extern_elementwise`: at least one operand; operands and result of one
/// shape and encoding (all scalars, or all tensors), of scalar element types.
/// Which element types the function takes is the function's business: the
/// lowering and the interpreter check them by its symbol.
pub(super) fn extern_elementwise(cx: &mut InstCx) {
    let Some(&first) = cx.args().first() else {
        return cx.err("tt.extern_elementwise needs at least one operand");
    };
    let want = cx.ty(first);
    let res = cx.res_ty(0);
    for ty in cx.args().iter().map(|&a| cx.ty(a)).chain([res]) {
        let elem = cx.types().element_type(ty);
        if !is_like(cx.types(), ty, want, elem) {
            let (ty, want) = (cx.show(ty), cx.show(want));
            return cx.err(format!(
                "operands and result must have one shape and encoding: {ty} and {want}"
            ));
        }
    }
    let InstructionData::Extern { callee, .. } = cx.data else {
        return;
    };
    let Some(call) = libdevice::lookup(&callee.symbol) else {
        return;
    };
    let symbol = &callee.symbol;
    if cx.args().len() != call.func.arity() {
        let (want, found) = (call.func.arity(), cx.args().len());
        let s = if want == 1 { "" } else { "s" };
        return cx.err(format!("{symbol} takes {want} operand{s}, found {found}"));
    }
    let types: Vec<_> = cx.args().iter().map(|&a| cx.ty(a)).chain([res]).collect();
    for (i, ty) in types.into_iter().enumerate() {
        let arg = i < call.func.arity();
        let want = if arg { call.arg(i) } else { call.ret() };
        let elem = cx.types().element_type(ty);
        let ok = match want {
            libdevice::Scalar::Float(kind) => cx.types().float_kind(elem) == Some(kind),
            libdevice::Scalar::I32 => cx.types().int_bits(elem) == Some(32),
            libdevice::Scalar::I64 => cx.types().int_bits(elem) == Some(64),
        };
        if !ok {
            let found = cx.show(elem);
            let want = want.name();
            if call.uniform().is_some() {
                return cx.err(format!("{symbol} is a function of {want}, found {found}"));
            }
            let what = if arg {
                format!("operand {i}")
            } else {
                "the result".to_string()
            };
            return cx.err(format!("{symbol}: {what} must be {want}, found {found}"));
        }
    }
}

/// `tt.get_program_id`, `tt.get_num_programs`: an `i32` scalar.
pub(super) fn program_info(cx: &mut InstCx) {
    let res = cx.res_ty(0);
    if res != cx.types().i32() {
        let res = cx.show(res);
        cx.err(format!("result must be i32, found {res}"));
    }
}

/// `arith.cmpi`, `arith.cmpf`: operands of one integer (float) type, and an `i1`
/// result of their shape and encoding.
pub(super) fn compare(cx: &mut InstCx) {
    let (a, b) = (cx.arg_ty(0), cx.arg_ty(1));
    if a != b {
        let (a, b) = (cx.show(a), cx.show(b));
        return cx.err(format!("operands have different types: {a} and {b}"));
    }
    let kind = if cx.op() == Opcode::CmpI {
        Kind::Int
    } else {
        Kind::Float
    };
    if elem_kind(cx.types(), a) != Some(kind) {
        let found = cx.show(a);
        return cx.err(format!("operands must be {}, found {found}", kind.plural()));
    }
    let (res, i1) = (cx.res_ty(0), cx.types().i1());
    if !is_like(cx.types(), res, a, i1) {
        let expected = type_with_element_to_string(cx.types(), a, i1);
        let res = cx.show(res);
        cx.err(format!("result must be {expected}, found {res}"));
    }
}

/// `arith.select %c, %a, %b`: `%a`, `%b` and the result of one type, and `%c` an
/// `i1` scalar or an `i1` tensor of the result's shape.
pub(super) fn select(cx: &mut InstCx) {
    let (cond, a, b, res) = (cx.arg_ty(0), cx.arg_ty(1), cx.arg_ty(2), cx.res_ty(0));
    if a != b {
        let (a, b) = (cx.show(a), cx.show(b));
        return cx.err(format!(
            "the true and false values have different types: {a} and {b}"
        ));
    }
    if res != a {
        let (res, a) = (cx.show(res), cx.show(a));
        return cx.err(format!("result type {res} differs from the value type {a}"));
    }
    let types = cx.types();
    let i1 = types.i1();
    if cond != i1 && !is_like(types, cond, res, i1) {
        let expected = type_with_element_to_string(types, res, i1);
        let cond = cx.show(cond);
        cx.err(format!("condition must be i1 or {expected}, found {cond}"));
    }
}

/// `arith.constant`: a scalar value has a scalar type; a splat or an element list
/// has a tensor type, and an element list has one element per tensor element.
pub(super) fn constant(cx: &mut InstCx) {
    let InstructionData::Constant { value, .. } = cx.data else {
        return;
    };
    let (types, res) = (cx.types(), cx.res_ty(0));
    let kind = elem_kind(types, res);
    if !matches!(kind, Some(Kind::Int | Kind::Float)) {
        let res = cx.show(res);
        return cx.err(format!(
            "a constant must be an integer or a float, or a tensor of them, found {res}"
        ));
    }
    let shape = tensor_shape(types, res);
    match (value, shape) {
        (ConstantValue::Scalar(_), Some(_)) => {
            let res = cx.show(res);
            cx.err(format!(
                "a scalar value cannot have the tensor type {res}; use dense<...>"
            ));
        }
        (ConstantValue::Splat(_) | ConstantValue::Elements(_), None) => {
            let res = cx.show(res);
            cx.err(format!("a dense value needs a tensor type, found {res}"));
        }
        (ConstantValue::Elements(elems), Some(shape)) => {
            let n = num_elements(shape);
            if n != Some(elems.len() as i64) {
                let (len, res) = (elems.len(), cx.show(res));
                cx.err(format!(
                    "the dense value has {len} elements, but {res} has {}",
                    n.unwrap_or(0)
                ));
            }
        }
        (ConstantValue::Scalar(_), None) | (ConstantValue::Splat(_), Some(_)) => {}
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{assert_error, assert_ok, Fb};
    use crate::constant::ConstantValue;
    use crate::instructions::{InstructionData, Opcode};

    #[test]
    fn int_ops_need_one_integer_type() {
        let mut fb = Fb::new();
        let (i32, i64) = (fb.types.i32(), fb.types.i64());
        let a_ty = fb.types.tensor(&[1024], i32);
        let b_ty = fb.types.tensor(&[1024], i64);
        let a = fb.arg(a_ty);
        let b = fb.arg(b_ty);
        let sum = fb.binary(Opcode::AddI, a, b, a_ty);
        fb.ret();
        let at = fb.def_at(sum);
        let msg =
            "arith.addi: operands have different types: tensor<1024xi32> and tensor<1024xi64>";
        assert_error(&fb.finish(), at, msg);
    }

    #[test]
    fn float_ops_reject_integers_and_wrong_results() {
        let mut fb = Fb::new();
        let (i32, f32, f16) = (fb.types.i32(), fb.types.f32(), fb.types.f16());
        let x = fb.arg(i32);
        let y = fb.arg(f32);
        let bad_kind = fb.binary(Opcode::AddF, x, x, i32);
        let bad_res = fb.unary(Opcode::Exp, y, f16);
        fb.ret();
        let (at_kind, at_res) = (fb.def_at(bad_kind), fb.def_at(bad_res));
        let module = fb.finish();
        assert_error(
            &module,
            at_kind,
            "arith.addf: operands must be floats or tensors of floats, found i32",
        );
        assert_error(
            &module,
            at_res,
            "math.exp: result type f16 differs from the operand type f32",
        );
    }

    #[test]
    fn compare_gives_i1_of_the_operand_shape() {
        let mut fb = Fb::new();
        let i32 = fb.types.i32();
        let t = fb.types.tensor(&[64], i32);
        let bad_res = fb.types.tensor(&[32], fb.types.i1());
        let x = fb.arg(t);
        let data = InstructionData::IntCompare {
            opcode: Opcode::CmpI,
            cond: crate::attrs::IntCC::Slt,
            args: [x, x],
        };
        let cmp = fb.inst(data, &[bad_res]);
        fb.ret();
        let at = fb.at(cmp);
        assert_error(
            &fb.finish(),
            at,
            "arith.cmpi: result must be tensor<64xi1>, found tensor<32xi1>",
        );
    }

    #[test]
    fn select_condition_must_match_the_shape() {
        let mut fb = Fb::new();
        let f32 = fb.types.f32();
        let t = fb.types.tensor(&[64], f32);
        let c_ty = fb.types.tensor(&[32], fb.types.i1());
        let c = fb.arg(c_ty);
        let x = fb.arg(t);
        let data = InstructionData::Ternary {
            opcode: Opcode::Select,
            args: [c, x, x],
        };
        let sel = fb.val(data, t);
        fb.ret();
        let at = fb.def_at(sel);
        let msg = "arith.select: condition must be i1 or tensor<64xi1>, found tensor<32xi1>";
        assert_error(&fb.finish(), at, msg);
    }

    #[test]
    fn constants_match_their_type() {
        let mut fb = Fb::new();
        let f32 = fb.types.f32();
        let t = fb.types.tensor(&[4], f32);
        let ok_splat = fb.constant(ConstantValue::Splat(0), t);
        let ok_list = fb.constant(ConstantValue::Elements(vec![0; 4].into()), t);
        let short = fb.constant(ConstantValue::Elements(vec![0; 3].into()), t);
        let scalar = fb.constant(ConstantValue::Scalar(0), t);
        fb.ret();
        let (at_short, at_scalar) = (fb.def_at(short), fb.def_at(scalar));
        let ok = [fb.def_at(ok_splat), fb.def_at(ok_list)];
        let module = fb.finish();
        assert_error(
            &module,
            at_short,
            "arith.constant: the dense value has 3 elements, but tensor<4xf32> has 4",
        );
        assert_error(
            &module,
            at_scalar,
            "arith.constant: a scalar value cannot have the tensor type tensor<4xf32>",
        );
        let errors = super::super::testutil::errors(&module);
        assert!(
            errors.iter().all(|e| !ok.contains(&e.location)),
            "{errors:?}"
        );
    }

    #[test]
    fn program_ids_are_i32() {
        let mut fb = Fb::new();
        let i64 = fb.types.i64();
        let data = InstructionData::ProgramInfo {
            opcode: Opcode::GetProgramId,
            axis: crate::attrs::ProgramAxis::X,
        };
        let pid = fb.val(data, i64);
        fb.ret();
        let at = fb.def_at(pid);
        assert_error(
            &fb.finish(),
            at,
            "tt.get_program_id: result must be i32, found i64",
        );
        let mut fb = Fb::new();
        let data = InstructionData::ProgramInfo {
            opcode: Opcode::GetNumPrograms,
            axis: crate::attrs::ProgramAxis::Y,
        };
        fb.val(data, fb.types.i32());
        fb.ret();
        assert_ok(&fb.finish());
    }
}
