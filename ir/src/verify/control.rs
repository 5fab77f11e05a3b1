//! Typing rules of structured control flow (`scf.for`, `scf.if`, `scf.while`), of
//! the block parameters and terminators of their regions, and of `tt.assert`.
//!
//! - `scf.for %i = %lb to %ub step %s iter_args(...)`: the bounds and step have one
//!   integer scalar type; the body block's parameters are the induction variable, of
//!   that type, then one per loop-carried value, of its initial value's type; the
//!   body yields values of those types, and the results have them too.
//! - `scf.if %c`: `%c` is an `i1` scalar; both regions have blocks without
//!   parameters and yield values of the result types.
//! - `scf.while (%init...)`: the before block's parameters have the types of the
//!   initial values; it ends in `scf.condition(%c) %args`, where `%c` is an `i1`
//!   scalar and `%args` have the result types, which are also the after block's
//!   parameter types; the after region yields values of the initial values' types.

use super::context::InstCx;
use super::query::{elem_kind, Kind};
use crate::entities::Type;
use crate::instructions::{InstructionData, Opcode};

/// `scf.for`.
pub(super) fn for_loop(cx: &mut InstCx) {
    let InstructionData::For { args, body, .. } = cx.data else {
        return;
    };
    if !cx.expect_args(3, usize::MAX) {
        return;
    }
    let bound = check_bounds(cx);
    let inits: Vec<Type> = args[3..].iter().map(|&a| cx.ty(a)).collect();
    if cx.results().len() != inits.len() {
        let (n, found) = (inits.len(), cx.results().len());
        cx.err(format!(
            "expected {n} results, one per loop-carried value, found {found}"
        ));
    } else {
        expect_result_types(cx, &inits, "initial value");
    }
    if let Some(block) = cx.fx.only_block(*body) {
        let params: Vec<Type> = core::iter::once(bound)
            .chain(inits.iter().copied())
            .collect();
        let what = "the induction variable, then the loop-carried values";
        cx.expect_block_params(block, &params, what);
    }
    if let Some(term) = cx.fx.terminator(*body, Opcode::Yield) {
        let what = "the loop-carried values of scf.for";
        cx.at(term).expect_operand_types(&inits, what);
    }
}

/// Reports unless the bounds and the step have one integer scalar type, and
/// returns the lower bound's type.
fn check_bounds(cx: &mut InstCx) -> Type {
    let (lb, ub, step) = (cx.arg_ty(0), cx.arg_ty(1), cx.arg_ty(2));
    let types = cx.types();
    let scalar_int = types.is_int(lb) && elem_kind(types, lb) == Some(Kind::Int);
    if !scalar_int || ub != lb || step != lb {
        let (lb, ub, step) = (cx.show(lb), cx.show(ub), cx.show(step));
        let msg = format!(
            "the bounds and step must have one integer scalar type, found {lb}, {ub} and {step}"
        );
        cx.err(msg);
    }
    lb
}

/// Reports each result whose type differs from `expected`.
fn expect_result_types(cx: &mut InstCx, expected: &[Type], what: &str) {
    for (i, &want) in expected.iter().enumerate() {
        let res = cx.res_ty(i);
        if res != want {
            let (res, want) = (cx.show(res), cx.show(want));
            cx.err(format!(
                "result {i} has type {res}, but its {what} has type {want}"
            ));
        }
    }
}

/// `scf.if`.
pub(super) fn if_else(cx: &mut InstCx) {
    let InstructionData::If {
        then_region,
        else_region,
        ..
    } = cx.data
    else {
        return;
    };
    expect_i1_scalar(cx, cx.arg_ty(0), "condition");
    let results: Vec<Type> = cx.results().iter().map(|&r| cx.ty(r)).collect();
    for region in [*then_region, *else_region] {
        if let Some(block) = cx.fx.only_block(region) {
            cx.expect_block_params(block, &[], "scf.if regions take no parameters");
        }
        if let Some(term) = cx.fx.terminator(region, Opcode::Yield) {
            cx.at(term)
                .expect_operand_types(&results, "the results of scf.if");
        }
    }
}

/// `scf.while`.
pub(super) fn while_loop(cx: &mut InstCx) {
    let InstructionData::While {
        args,
        before,
        after,
        ..
    } = cx.data
    else {
        return;
    };
    let inits: Vec<Type> = args.iter().map(|&a| cx.ty(a)).collect();
    let results: Vec<Type> = cx.results().iter().map(|&r| cx.ty(r)).collect();
    if let Some(block) = cx.fx.only_block(*before) {
        cx.expect_block_params(block, &inits, "the types of the initial values");
    }
    if let Some(term) = cx.fx.terminator(*before, Opcode::Condition) {
        check_condition(&mut cx.at(term), &results);
    }
    if let Some(block) = cx.fx.only_block(*after) {
        cx.expect_block_params(block, &results, "the result types of scf.while");
    }
    if let Some(term) = cx.fx.terminator(*after, Opcode::Yield) {
        let what = "the initial values of scf.while";
        cx.at(term).expect_operand_types(&inits, what);
    }
}

/// `scf.condition(%c) %args`: `%c` is an `i1` scalar and `%args` have the types of
/// the while's results.
fn check_condition(cx: &mut InstCx, results: &[Type]) {
    let Some((&cond, rest)) = cx.args().split_first() else {
        return cx.err("expected a condition operand");
    };
    expect_i1_scalar(cx, cx.ty(cond), "condition");
    let types: Vec<Type> = rest.iter().map(|&a| cx.ty(a)).collect();
    if types.len() != results.len() || types.iter().zip(results).any(|(a, b)| a != b) {
        let found: Vec<String> = types.iter().map(|&t| cx.show(t)).collect();
        let want: Vec<String> = results.iter().map(|&t| cx.show(t)).collect();
        let (found, want) = (found.join(", "), want.join(", "));
        cx.err(format!(
            "forwards ({found}), but the results of scf.while are ({want})"
        ));
    }
}

/// `tt.assert %cond`: `i1` or a tensor of `i1`.
pub(super) fn assert(cx: &mut InstCx) {
    let (cond, types) = (cx.arg_ty(0), cx.types());
    if types.element_type(cond) != types.i1() || elem_kind(types, cond).is_none() {
        let cond = cx.show(cond);
        cx.err(format!(
            "condition must be i1 or a tensor of i1, found {cond}"
        ));
    }
}

/// `cf.br`, `cf.cond_br`: an `i1` scalar condition; each destination's
/// arguments have the types of its parameters (the destinations were checked
/// by the handle checks).
pub(super) fn branch(cx: &mut InstCx) {
    if cx.op() == Opcode::CondBr {
        expect_i1_scalar(cx, cx.arg_ty(0), "condition");
    }
    let dfg = cx.fx.dfg;
    for (block, args) in cx.data.branch_dests() {
        let want: Vec<Type> = dfg.block_params(block).iter().map(|&p| cx.ty(p)).collect();
        let found: Vec<Type> = args.iter().map(|&a| cx.ty(a)).collect();
        if want != found {
            let show = |tys: &[Type]| tys.iter().map(|&t| cx.show(t)).collect::<Vec<_>>();
            let (found, want) = (show(&found).join(", "), show(&want).join(", "));
            // Named as the text numbers it: its place in the region.
            let order = &cx.fx.func.order;
            let n = order
                .block_region(block)
                .and_then(|r| order.blocks(r).position(|b| b == block))
                .unwrap_or(0);
            cx.err(format!(
                "passes ({found}) to ^bb{n}, whose parameters are ({want})"
            ));
        }
    }
}

/// `llvm.intr.assume %c : i1`.
pub(super) fn assume(cx: &mut InstCx) {
    if cx.expect_args(1, 1) {
        expect_i1_scalar(cx, cx.arg_ty(0), "condition");
    }
}

/// `gpu.barrier`: no operands.
pub(super) fn barrier(cx: &mut InstCx) {
    cx.expect_args(0, 0);
}

/// Reports unless `ty` is the `i1` scalar; `what` names the operand.
fn expect_i1_scalar(cx: &mut InstCx, ty: Type, what: &str) {
    if ty != cx.types().i1() {
        let ty = cx.show(ty);
        cx.err(format!("{what} must be an i1 scalar, found {ty}"));
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{assert_error, assert_ok, errors, Fb};
    use crate::entities::{Inst, Type, Value};
    use crate::instructions::{InstructionData, Opcode};

    /// `scf.for %i = %lb to %ub step %lb iter_args(inits)` whose body block has
    /// parameters of the types `params` and yields all but the first of them, and
    /// whose results have the types `results`.
    fn for_loop(
        fb: &mut Fb,
        bounds: [Value; 2],
        inits: &[Value],
        params: &[Type],
        results: &[Type],
    ) -> Inst {
        let (body, block, p) = fb.region(params);
        let outer = fb.switch_to(block);
        fb.terminator(Opcode::Yield, &p[1..]);
        fb.switch_to(outer);
        let mut args: Vec<Value> = vec![bounds[0], bounds[1], bounds[0]];
        args.extend_from_slice(inits);
        let data = InstructionData::For {
            opcode: Opcode::For,
            args: args.into_iter().collect(),
            body,
        };
        fb.inst(data, results)
    }

    #[test]
    fn well_formed_for_passes() {
        let mut fb = Fb::new();
        let (i32, f32) = (fb.types.i32(), fb.types.f32());
        let acc_ty = fb.types.tensor(&[256], f32);
        let n = fb.arg(i32);
        let acc = fb.arg(acc_ty);
        let (body, block, p) = fb.region(&[i32, acc_ty]);
        let outer = fb.switch_to(block);
        let sum = fb.binary(Opcode::AddF, p[1], acc, acc_ty);
        fb.terminator(Opcode::Yield, &[sum]);
        fb.switch_to(outer);
        let data = InstructionData::For {
            opcode: Opcode::For,
            args: [n, n, n, acc].into_iter().collect(),
            body,
        };
        let looped = fb.inst(data, &[acc_ty]);
        let res = fb.func.dfg.first_result(looped).unwrap();
        fb.binary(Opcode::AddF, res, res, acc_ty);
        fb.ret();
        assert_ok(&fb.finish());
    }

    #[test]
    fn for_signature_is_checked() {
        let mut fb = Fb::new();
        let (i32, i64, f32) = (fb.types.i32(), fb.types.i64(), fb.types.f32());
        let n = fb.arg(i32);
        let m = fb.arg(i64);
        let x = fb.arg(f32);
        let bad_bounds = for_loop(&mut fb, [n, m], &[], &[i32], &[]);
        let bad_param = for_loop(&mut fb, [n, n], &[x], &[i32, i32], &[f32]);
        let bad_result = for_loop(&mut fb, [n, n], &[x], &[i32, f32], &[i32]);
        fb.ret();
        let at = [fb.at(bad_bounds), fb.at(bad_param), fb.at(bad_result)];
        let module = fb.finish();
        let msg = "scf.for: the bounds and step must have one integer scalar type, found i32, i64 and i32";
        assert_error(&module, at[0], msg);
        let msg = "scf.for: parameter 1 of bb2 has type i32, expected f32 (the induction variable, then the loop-carried values)";
        assert_error(&module, at[1], msg);
        let msg = "scf.yield: operand 0 has type i32, expected f32 to match the loop-carried values of scf.for";
        assert!(
            errors(&module).iter().any(|e| e.message == msg),
            "{:?}",
            errors(&module)
        );
        let msg = "scf.for: result 0 has type i32, but its initial value has type f32";
        assert_error(&module, at[2], msg);
    }

    #[test]
    fn if_needs_an_i1_and_matching_yields() {
        let mut fb = Fb::new();
        let (i1, i32, f32) = (fb.types.i1(), fb.types.i32(), fb.types.f32());
        let c = fb.arg(i32);
        let x = fb.arg(f32);
        let y = fb.arg(i1);
        let (then_region, then_block, _) = fb.region(&[]);
        let (else_region, else_block, _) = fb.region(&[]);
        let outer = fb.switch_to(then_block);
        fb.terminator(Opcode::Yield, &[x]);
        fb.switch_to(else_block);
        let bad_yield = fb.terminator(Opcode::Yield, &[y]);
        fb.switch_to(outer);
        let data = InstructionData::If {
            opcode: Opcode::If,
            cond: c,
            then_region,
            else_region,
        };
        let if_inst = fb.inst(data, &[f32]);
        fb.ret();
        let (at_if, at_yield) = (fb.at(if_inst), fb.at(bad_yield));
        let module = fb.finish();
        assert_error(
            &module,
            at_if,
            "scf.if: condition must be an i1 scalar, found i32",
        );
        let msg = "scf.yield: operand 0 has type i1, expected f32 to match the results of scf.if";
        assert_error(&module, at_yield, msg);
    }

    #[test]
    fn while_regions_are_checked() {
        let mut fb = Fb::new();
        let (i1, i32) = (fb.types.i1(), fb.types.i32());
        let n = fb.arg(i32);
        let (before, before_block, p) = fb.region(&[i32]);
        let (after, after_block, q) = fb.region(&[i32]);
        let outer = fb.switch_to(before_block);
        let data = InstructionData::IntCompare {
            opcode: Opcode::CmpI,
            cond: crate::attrs::IntCC::Slt,
            args: [p[0], n],
        };
        let c = fb.val(data, i1);
        let cond = fb.terminator(Opcode::Condition, &[c, c]);
        fb.switch_to(after_block);
        fb.terminator(Opcode::Yield, &[q[0]]);
        fb.switch_to(outer);
        let data = InstructionData::While {
            opcode: Opcode::While,
            args: [n].into_iter().collect(),
            before,
            after,
        };
        fb.inst(data, &[i32]);
        fb.ret();
        let at = fb.at(cond);
        let msg = "scf.condition: forwards (i1), but the results of scf.while are (i32)";
        assert_error(&fb.finish(), at, msg);
    }

    #[test]
    fn assert_takes_i1() {
        let mut fb = Fb::new();
        let i32 = fb.types.i32();
        let x = fb.arg(i32);
        let data = InstructionData::Assert {
            opcode: Opcode::Assert,
            arg: x,
            message: "boom".into(),
        };
        let a = fb.inst(data, &[]);
        fb.ret();
        let at = fb.at(a);
        assert_error(
            &fb.finish(),
            at,
            "tt.assert: condition must be i1 or a tensor of i1, found i32",
        );
    }
}
