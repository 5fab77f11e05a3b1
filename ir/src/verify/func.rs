//! Function signatures: argument attributes, `tt.return` and `tt.call`.
//!
//! A function's arguments are the parameters of its body's entry block, and
//! `arg_attrs` has one entry per argument. Its result types must be valid, and every
//! `tt.return` returns values of those types. A `tt.call` names a function of the
//! module and passes arguments of its parameter types; its results have the callee's
//! result types.

use super::context::{FuncCx, InstCx};
use super::errors::VerifierErrors;
use crate::entities::Type;
use crate::function::Function;
use crate::instructions::{InstructionData, Opcode};

/// Checks the signature of the function and its returns.
pub(super) fn check_signature(fx: &FuncCx, errors: &mut VerifierErrors) {
    let body_blocks = fx.tree.blocks(fx.func.body);
    if let Some(&entry) = body_blocks.first() {
        let n_args = fx.dfg.block_params(entry).len();
        let n_attrs = fx.func.arg_attrs.len();
        if n_args != n_attrs {
            let name = &fx.func.name;
            let msg = format!(
                "tt.func @{name}: {n_attrs} argument attribute entries for {n_args} arguments"
            );
            errors.report(fx.at_func(), msg);
        }
    }
    for (i, &ty) in fx.func.result_types.iter().enumerate() {
        if !fx.type_ok(ty) {
            let msg = format!(
                "tt.func @{}: result type {i} is the malformed type {ty}",
                fx.func.name
            );
            errors.report(fx.at_func(), msg);
        }
    }
    for &block in body_blocks {
        let Some(&last) = fx.tree.insts(block).last() else {
            continue;
        };
        if fx.tree.is_ok(last) && fx.dfg.inst(last).opcode() == Opcode::Return {
            let mut cx = InstCx::new(fx, last, errors);
            // Formatted only if there is an error to report.
            let what = format_args!("the result types of @{}", fx.func.name);
            cx.expect_operand_types(&fx.func.result_types, what);
        }
    }
}

/// `tt.call @f(args)`.
pub(super) fn call(cx: &mut InstCx) {
    let InstructionData::Call { callee, .. } = cx.data else {
        return;
    };
    let module = cx.fx.module;
    let Some(id) = module.func_by_name(callee) else {
        return cx.err(format!("no function named @{callee} in the module"));
    };
    let target = &module.funcs[id];
    if let Some(params) = param_types(target) {
        let what = format!("the parameters of @{callee}");
        cx.expect_operand_types(&params, &what);
    }
    let results: Vec<Type> = cx.results().iter().map(|&r| cx.ty(r)).collect();
    if results != target.result_types {
        let show = |tys: &[Type]| {
            tys.iter()
                .map(|&t| cx.show(t))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let (found, want) = (show(&results), show(&target.result_types));
        cx.err(format!(
            "results ({found}) differ from the result types of @{callee} ({want})"
        ));
    }
}

/// The types of a function's arguments, if its body and entry block are in range.
fn param_types(func: &Function) -> Option<Vec<Type>> {
    let dfg = &func.dfg;
    if !dfg.region_is_valid(func.body) {
        return None;
    }
    let entry = func
        .order
        .entry_block(func.body)
        .filter(|&b| dfg.block_is_valid(b))?;
    Some(
        dfg.block_params(entry)
            .iter()
            .map(|&p| dfg.value_type(p))
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{assert_error, Fb};
    use crate::constant::ConstantValue;
    use crate::entities::{AnyEntity, FuncId, Type};
    use crate::function::Function;
    use crate::instructions::{InstructionData, Opcode};
    use cranelift_entity::EntityRef;

    #[test]
    fn arg_attrs_has_one_entry_per_argument() {
        let mut fb = Fb::new();
        fb.arg(fb.types.i32());
        fb.func.arg_attrs.clear();
        fb.ret();
        let at = AnyEntity::Function(FuncId::new(0));
        assert_error(
            &fb.finish(),
            at,
            "tt.func @k: 0 argument attribute entries for 1 arguments",
        );
    }

    #[test]
    fn return_matches_the_result_types() {
        let mut fb = Fb::new();
        let (i32, f32) = (fb.types.i32(), fb.types.f32());
        fb.func.result_types = vec![f32];
        let x = fb.arg(i32);
        let ret = fb.terminator(Opcode::Return, &[x]);
        let at = fb.at(ret);
        let msg = "tt.return: operand 0 has type i32, expected f32 to match the result types of @k";
        assert_error(&fb.finish(), at, msg);
    }

    #[test]
    fn calls_match_the_callee() {
        let mut fb = Fb::new();
        let (i32, f32) = (fb.types.i32(), fb.types.f32());
        let x = fb.arg(i32);
        let call = |callee: &str| InstructionData::Call {
            opcode: Opcode::Call,
            callee: callee.into(),
            args: [x].into_iter().collect(),
        };
        fb.inst(call("helper"), &[f32]);
        let bad_args = fb.inst(call("helper2"), &[]);
        let missing = fb.inst(call("nothing"), &[]);
        fb.ret();
        let at = [fb.at(bad_args), fb.at(missing)];
        let mut module = fb.finish();
        module.funcs.push(callee("helper", &[i32], f32));
        module.funcs.push(callee("helper2", &[f32], f32));
        let msg =
            "tt.call: operand 0 has type i32, expected f32 to match the parameters of @helper2";
        assert_error(&module, at[0], msg);
        let msg = "tt.call: results () differ from the result types of @helper2 (f32)";
        assert_error(&module, at[0], msg);
        assert_error(
            &module,
            at[1],
            "tt.call: no function named @nothing in the module",
        );
        let errors = super::super::testutil::errors(&module);
        assert_eq!(errors.len(), 3, "{errors:?}");
    }

    /// A function `name(params) -> result` that returns a constant zero.
    fn callee(name: &str, params: &[Type], result: Type) -> Function {
        let mut func = Function::new(name);
        for &p in params {
            func.append_arg(p, Default::default());
        }
        func.result_types = vec![result];
        let entry = func.entry_block();
        let zero = InstructionData::Constant {
            opcode: Opcode::Constant,
            value: ConstantValue::Scalar(0),
        };
        let c = func.dfg.make_inst(zero, &[result]);
        func.order.append_inst(entry, c);
        let ret = InstructionData::MultiAry {
            opcode: Opcode::Return,
            args: func.dfg.inst_results(c).iter().copied().collect(),
        };
        let r = func.dfg.make_inst(ret, &[]);
        func.order.append_inst(entry, r);
        func
    }
}
