//! The text of `scf.for`, `scf.if` and `scf.while`.

use super::Printer;
use crate::entities::{Inst, Value};
use crate::instructions::InstructionData as D;

impl Printer<'_> {
    /// `scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (T)  : i32 { ... }`.
    pub(super) fn put_for(&mut self, inst: Inst, level: usize) {
        let D::For { args, body, .. } = self.func().dfg.inst(inst) else {
            unreachable!("put_for on a non-for");
        };
        let body = *body;
        let func = self.func();
        let entry = func
            .order
            .entry_block(body)
            .expect("scf.for has a body block");
        let params = func.dfg.block_params(entry);
        self.out.push_str("scf.for ");
        self.put_value(params[0]);
        self.out.push_str(" = ");
        self.put_value(args[0]);
        self.out.push_str(" to ");
        self.put_value(args[1]);
        self.out.push_str(" step ");
        self.put_value(args[2]);
        if args.len() > 3 {
            self.out.push_str(" iter_args(");
            self.put_bindings(&params[1..], &args[3..]);
            self.out.push_str(") -> (");
            self.put_value_types(&args[3..]);
            self.out.push(')');
        }
        let bound_ty = self.ty(args[0]);
        if bound_ty != self.module.types.index() {
            // MLIR writes two spaces before the bound type.
            self.out.push_str("  : ");
            self.put_type(bound_ty);
        }
        self.out.push(' ');
        self.write_region(body, level, true);
        self.put_extra_attrs(inst);
    }

    /// `%a = %x, %b = %y`.
    fn put_bindings(&mut self, params: &[Value], inits: &[Value]) {
        for (i, (&param, &init)) in params.iter().zip(inits).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.put_value(param);
            self.out.push_str(" = ");
            self.put_value(init);
        }
    }

    /// `scf.if %c -> (T) { ... } else { ... }`.
    pub(super) fn put_if(&mut self, inst: Inst, level: usize) {
        let D::If {
            cond,
            then_region,
            else_region,
            ..
        } = self.func().dfg.inst(inst)
        else {
            unreachable!("put_if on a non-if");
        };
        let (cond, then_region, else_region) = (*cond, *then_region, *else_region);
        self.out.push_str("scf.if ");
        self.put_value(cond);
        if !self.func().dfg.inst_results(inst).is_empty() {
            self.out.push_str(" -> (");
            self.put_value_types(self.func().dfg.inst_results(inst));
            self.out.push(')');
        }
        self.out.push(' ');
        self.write_region(then_region, level, true);
        if !self.region_is_empty_yield(else_region) {
            self.out.push_str(" else ");
            self.write_region(else_region, level, true);
        }
        self.put_extra_attrs(inst);
    }

    /// Whether a region holds only a `scf.yield` without operands.
    fn region_is_empty_yield(&self, region: crate::Region) -> bool {
        let func = self.func();
        let Some(block) = func.order.entry_block(region) else {
            return true;
        };
        let mut insts = func.order.insts(block);
        match (insts.next(), insts.next()) {
            (None, _) => true,
            (Some(only), None) => self.is_elided_terminator(only),
            _ => false,
        }
    }

    /// `scf.while (%a = %x) : (T) -> (R) { ... } do { ^bb0(...): ... }`.
    pub(super) fn put_while(&mut self, inst: Inst, level: usize) {
        let D::While {
            args,
            before,
            after,
            ..
        } = self.func().dfg.inst(inst)
        else {
            unreachable!("put_while on a non-while");
        };
        let (before, after) = (*before, *after);
        let func = self.func();
        let entry = func
            .order
            .entry_block(before)
            .expect("scf.while has a before block");
        if args.is_empty() {
            self.out.push_str("scf.while : (");
        } else {
            self.out.push_str("scf.while (");
            self.put_bindings(func.dfg.block_params(entry), args);
            self.out.push_str(") : (");
        }
        self.put_value_types(args);
        self.out.push_str(") -> (");
        self.put_value_types(func.dfg.inst_results(inst));
        self.out.push_str(") ");
        self.write_region(before, level, true);
        self.out.push_str(" do ");
        self.write_region(after, level, false);
        self.put_extra_attrs(inst);
    }

    /// ` {tt.num_stages = 2 : i32}`: the attributes an op was written with beyond
    /// those of its format, if any.
    pub(super) fn put_extra_attrs(&mut self, inst: Inst) {
        let attrs = self.func().dfg.extra_attrs(inst);
        if !attrs.is_empty() {
            self.out.push(' ');
            self.put_attr_dict(attrs);
        }
    }
}
