//! Typing rules of `tt.reduce` and `tt.scan`, and of their combine regions.
//!
//! Both take one or more tensors of one shape and an axis below their rank, and
//! give one result per operand. A reduction drops the axis (a 1-d operand reduces to
//! a scalar of its element type); a scan keeps the operand's type. The combine
//! region has one block with two parameters per operand, each of that operand's
//! element type (first one side of the combination for every operand, then the
//! other), and ends in `tt.reduce.return` or `tt.scan.return` with one value per
//! operand, of its element type.

use super::context::InstCx;
use super::query::tensor_shape;
use super::shape::expect_result;
use crate::entities::{Region, Type};
use crate::instructions::{InstructionData, Opcode};

/// `tt.reduce`, `tt.scan`.
pub(super) fn check(cx: &mut InstCx) {
    let InstructionData::ReduceScan { axis, region, .. } = cx.data else {
        return;
    };
    if !cx.expect_args(1, usize::MAX) {
        return;
    }
    let Some(shape) = common_shape(cx) else {
        return;
    };
    let axis = *axis as usize;
    if axis >= shape.len() {
        let rank = shape.len();
        return cx.err(format!(
            "axis {axis} is out of range for a tensor of rank {rank}"
        ));
    }
    let types = cx.types();
    let elems: Vec<Type> = cx
        .args()
        .iter()
        .map(|&a| types.element_type(cx.ty(a)))
        .collect();
    check_combine(cx, *region, &elems);
    let (n, found) = (cx.args().len(), cx.results().len());
    if n != found {
        return cx.err(format!(
            "expected {n} results, one per operand, found {found}"
        ));
    }
    if cx.op() == Opcode::Reduce {
        reduce_results(cx, shape, axis, &elems);
    } else {
        scan_results(cx);
    }
}

/// The shape all operands share, after reporting unless they are tensors of one
/// shape.
fn common_shape<'a>(cx: &mut InstCx<'a>) -> Option<&'a [i64]> {
    let types = cx.types();
    let first = cx.arg_ty(0);
    for (i, &arg) in cx.args().iter().enumerate() {
        let ty = cx.ty(arg);
        if tensor_shape(types, ty).is_none() {
            let ty = cx.show(ty);
            cx.err(format!("operand {i} must be a tensor, found {ty}"));
            return None;
        }
        if tensor_shape(types, ty) != tensor_shape(types, first) {
            let (a, b) = (cx.show(first), cx.show(ty));
            cx.err(format!("operands must have one shape, found {a} and {b}"));
            return None;
        }
    }
    tensor_shape(types, first)
}

/// A reduction drops the axis; a 1-d operand gives a scalar.
fn reduce_results(cx: &mut InstCx, shape: &[i64], axis: usize, elems: &[Type]) {
    let Some(kept) = crate::infer::reduce(shape, axis as u32) else {
        return;
    };
    for (i, &elem) in elems.iter().enumerate() {
        if !kept.is_empty() {
            expect_result(cx, i, &kept, elem);
            continue;
        }
        let res = cx.res_ty(i);
        if res != elem {
            let (elem, res) = (cx.show(elem), cx.show(res));
            cx.err(format!("result {i} must be the scalar {elem}, found {res}"));
        }
    }
}

/// A scan keeps each operand's type.
fn scan_results(cx: &mut InstCx) {
    for i in 0..cx.args().len() {
        let (arg, res) = (cx.arg_ty(i), cx.res_ty(i));
        if arg != res {
            let (arg, res) = (cx.show(arg), cx.show(res));
            cx.err(format!(
                "result {i} has type {res}, but operand {i} has type {arg}"
            ));
        }
    }
}

/// The combine block's parameters and terminator operands are element types.
fn check_combine(cx: &mut InstCx, region: Region, elems: &[Type]) {
    let Some(block) = cx.fx.only_block(region) else {
        return;
    };
    let params: Vec<Type> = elems.iter().chain(elems).copied().collect();
    cx.expect_block_params(block, &params, "two element types per operand");
    let terminator = match cx.op() {
        Opcode::Reduce => Opcode::ReduceReturn,
        _ => Opcode::ScanReturn,
    };
    if let Some(term) = cx.fx.terminator(region, terminator) {
        let what = format!("the element types of the operands of {}", cx.op().name());
        cx.at(term).expect_operand_types(elems, &what);
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{assert_error, assert_ok, Fb};
    use crate::entities::{Inst, Type, Value};
    use crate::instructions::{InstructionData, Opcode};

    /// Builds `tt.reduce` (or `tt.scan`) of `arg` along `axis` with an `arith.addf`
    /// combine region whose parameters and terminator operand have the types given.
    fn combine(
        fb: &mut Fb,
        op: Opcode,
        arg: Value,
        axis: u32,
        params: [Type; 2],
        res: Type,
    ) -> Inst {
        let (region, block, p) = fb.region(&params);
        let outer = fb.switch_to(block);
        let sum = fb.binary(Opcode::AddF, p[0], p[1], params[0]);
        let ret = match op {
            Opcode::Reduce => Opcode::ReduceReturn,
            _ => Opcode::ScanReturn,
        };
        fb.terminator(ret, &[sum]);
        fb.switch_to(outer);
        let data = InstructionData::ReduceScan {
            opcode: op,
            args: [arg].into_iter().collect(),
            axis,
            reverse: false,
            region,
        };
        fb.inst(data, &[res])
    }

    #[test]
    fn well_formed_reduce_and_scan_pass() {
        let mut fb = Fb::new();
        let f32 = fb.types.f32();
        let t = fb.types.tensor(&[16, 64], f32);
        let rows = fb.types.tensor(&[16], f32);
        let x = fb.arg(t);
        combine(&mut fb, Opcode::Reduce, x, 1, [f32, f32], rows);
        combine(&mut fb, Opcode::Scan, x, 0, [f32, f32], t);
        let v = fb.arg(rows);
        combine(&mut fb, Opcode::Reduce, v, 0, [f32, f32], f32);
        fb.ret();
        assert_ok(&fb.finish());
    }

    #[test]
    fn reduce_result_drops_the_axis() {
        let mut fb = Fb::new();
        let f32 = fb.types.f32();
        let t = fb.types.tensor(&[16, 64], f32);
        let cols = fb.types.tensor(&[64], f32);
        let x = fb.arg(t);
        let bad = combine(&mut fb, Opcode::Reduce, x, 1, [f32, f32], cols);
        let far = combine(&mut fb, Opcode::Reduce, x, 2, [f32, f32], cols);
        fb.ret();
        let (at_bad, at_far) = (fb.at(bad), fb.at(far));
        let module = fb.finish();
        let msg =
            "tt.reduce: result 0 must have shape 16 and element type f32, found tensor<64xf32>";
        assert_error(&module, at_bad, msg);
        assert_error(
            &module,
            at_far,
            "tt.reduce: axis 2 is out of range for a tensor of rank 2",
        );
    }

    #[test]
    fn combine_region_uses_element_types() {
        let mut fb = Fb::new();
        let (f16, f32) = (fb.types.f16(), fb.types.f32());
        let t = fb.types.tensor(&[64], f32);
        let x = fb.arg(t);
        let scan = combine(&mut fb, Opcode::Scan, x, 0, [f16, f16], t);
        fb.ret();
        let at = fb.at(scan);
        let module = fb.finish();
        let msg = "tt.scan: parameter 0 of bb1 has type f16, expected f32 (two element types per operand)";
        assert_error(&module, at, msg);
        let errors = super::super::testutil::errors(&module);
        let ret = errors
            .iter()
            .find(|e| e.message.starts_with("tt.scan.return"));
        let ret = ret.expect("the terminator is checked too");
        let msg = "tt.scan.return: operand 0 has type f16, expected f32 to match the element types of the operands of tt.scan";
        assert_eq!(ret.message, msg);
    }
}
