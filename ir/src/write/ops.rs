//! The text of each op, after `%results = ` and before ` loc(...)`.

use super::Printer;
use crate::attrs::{AttrList, Attribute, MemFlags, PolicySpelling};
use crate::entities::{Inst, Type, Value};
use crate::instructions::{InstructionData as D, Opcode, Syntax};
use std::fmt::Write;

impl Printer<'_> {
    pub(super) fn put_inst(&mut self, inst: Inst, level: usize) {
        let data = self.func().dfg.inst(inst);
        let opcode = data.opcode();
        match opcode.syntax() {
            Syntax::SameType => self.put_same_type(inst),
            Syntax::Cast => self.put_cast(inst),
            Syntax::Arrow => self.put_arrow(inst),
            Syntax::OperandTypes => self.put_operand_types(inst),
            Syntax::Generic => self.put_generic_reduce_scan(inst, level),
            Syntax::Custom => self.put_custom(inst, level),
        }
    }

    pub(super) fn ty(&self, value: Value) -> Type {
        self.func().dfg.value_type(value)
    }

    pub(super) fn result_ty(&self, inst: Inst) -> Type {
        let result = self.func().dfg.inst_results(inst)[0];
        self.func().dfg.value_type(result)
    }

    pub(super) fn put_name_and_args(&mut self, inst: Inst) {
        let data = self.func().dfg.inst(inst);
        self.out.push_str(data.opcode().name());
        if !data.args().is_empty() {
            self.out.push(' ');
            self.put_values(data.args());
        }
    }

    /// `arith.addi %a, %b : T`.
    fn put_same_type(&mut self, inst: Inst) {
        self.put_name_and_args(inst);
        self.put_extra_attrs(inst);
        self.out.push_str(" : ");
        self.put_type(self.result_ty(inst));
    }

    /// `arith.extf %x : T1 to T2`.
    fn put_cast(&mut self, inst: Inst) {
        self.put_name_and_args(inst);
        let arg = self.func().dfg.inst(inst).args()[0];
        self.out.push_str(" : ");
        self.put_type(self.ty(arg));
        self.out.push_str(" to ");
        self.put_type(self.result_ty(inst));
    }

    /// `tt.splat %x : T1 -> T2`, with the op's attributes before the colon.
    fn put_arrow(&mut self, inst: Inst) {
        self.put_name_and_args(inst);
        match self.func().dfg.inst(inst) {
            D::Axis { axis, .. } => write!(self.out, " {{axis = {axis} : i32}}").unwrap(),
            D::Trans { order, .. } => {
                let items: Vec<String> = order.iter().map(|o| o.to_string()).collect();
                write!(self.out, " {{order = array<i32: {}>}}", items.join(", ")).unwrap();
            }
            D::Reshape {
                allow_reorder,
                efficient_layout,
                ..
            } => {
                if *allow_reorder {
                    self.out.push_str(" allow_reorder");
                }
                if *efficient_layout {
                    self.out.push_str(" efficient_layout");
                }
            }
            _ => {}
        }
        let arg = self.func().dfg.inst(inst).args()[0];
        self.out.push_str(" : ");
        self.put_type(self.ty(arg));
        self.out.push_str(" -> ");
        self.put_type(self.result_ty(inst));
    }

    /// `tt.addptr %p, %o : T1, T2`.
    fn put_operand_types(&mut self, inst: Inst) {
        self.put_name_and_args(inst);
        self.out.push_str(" : ");
        self.put_value_types(self.func().dfg.inst(inst).args());
    }

    /// `"tt.reduce"(%x) <{axis = 0 : i32}> ({ ... }) : (T) -> R`.
    fn put_generic_reduce_scan(&mut self, inst: Inst, level: usize) {
        let D::ReduceScan {
            opcode,
            args,
            axis,
            reverse,
            region,
        } = self.func().dfg.inst(inst)
        else {
            unreachable!("only tt.reduce and tt.scan print in generic form");
        };
        write!(self.out, "\"{}\"(", opcode.name()).unwrap();
        self.put_values(args);
        write!(self.out, ") <{{axis = {axis} : i32").unwrap();
        if *opcode == Opcode::Scan {
            write!(self.out, ", reverse = {reverse}").unwrap();
        }
        self.out.push_str("}> (");
        self.write_region(*region, level, false);
        self.out.push_str(") : (");
        self.put_value_types(args);
        self.out.push_str(") -> ");
        self.put_result_types(inst);
    }

    /// `T` for one result, `(T1, T2)` for several.
    pub(super) fn put_result_types(&mut self, inst: Inst) {
        let results = self.func().dfg.inst_results(inst);
        if results.len() == 1 {
            self.put_value_types(results);
        } else {
            self.out.push('(');
            self.put_value_types(results);
            self.out.push(')');
        }
    }

    fn put_custom(&mut self, inst: Inst, level: usize) {
        let data = self.func().dfg.inst(inst);
        let opcode = data.opcode();
        match data {
            D::ProgramInfo { axis, .. } => {
                write!(self.out, "{} {axis} : ", opcode.name()).unwrap();
                self.put_type(self.result_ty(inst));
            }
            D::MakeRange { start, end, .. } => {
                write!(
                    self.out,
                    "tt.make_range {{end = {end} : i32, start = {start} : i32}} : "
                )
                .unwrap();
                self.put_type(self.result_ty(inst));
            }
            D::Constant { value, .. } => {
                self.out.push_str("arith.constant ");
                self.put_constant(value, self.result_ty(inst));
            }
            D::IntCompare { cond, args, .. } => self.put_compare(opcode, cond.name(), *args),
            D::FloatCompare { cond, args, .. } => self.put_compare(opcode, cond.name(), *args),
            D::Ternary { args, .. } => self.put_select(inst, *args),
            D::ClampF {
                args,
                propagate_nan,
                ..
            } => {
                self.put_name_and_args(inst);
                write!(self.out, ", propagateNan = {propagate_nan} : ").unwrap();
                self.put_type(self.ty(args[0]));
            }
            D::FpToFp { arg, rounding, .. } => {
                self.put_name_and_args(inst);
                if let Some(r) = rounding {
                    write!(self.out, ", rounding = {r}").unwrap();
                }
                self.out.push_str(" : ");
                self.put_type(self.ty(*arg));
                self.out.push_str(" -> ");
                self.put_type(self.result_ty(inst));
            }
            D::Load { args, flags, .. } | D::Store { args, flags, .. } => {
                let (ptr, flags) = (args[0], *flags);
                self.put_name_and_args(inst);
                self.put_mem_flags(flags);
                self.out.push_str(" : ");
                self.put_type(self.ty(ptr));
            }
            D::AtomicRmw { .. } | D::AtomicCas { .. } => self.put_atomic(inst),
            D::Dot { .. } => self.put_dot(inst),
            D::For { .. } => self.put_for(inst, level),
            D::If { .. } => self.put_if(inst, level),
            D::While { .. } => self.put_while(inst, level),
            D::MultiAry { args, .. } => self.put_terminator(opcode, args),
            D::Barrier { spaces, .. } => {
                write!(self.out, "{} {}", opcode.name(), spaces.text()).unwrap();
            }
            D::Call { callee, args, .. } => {
                write!(self.out, "tt.call @{callee}(").unwrap();
                self.put_values(args);
                self.out.push_str(") : (");
                self.put_value_types(args);
                self.out.push_str(") -> ");
                self.put_result_types(inst);
            }
            D::Assert { arg, message, .. } => {
                self.out.push_str("tt.assert ");
                self.put_value(*arg);
                self.out.push_str(", ");
                super::attrs::put_string(&mut self.out, message);
                self.out.push_str(" : ");
                self.put_type(self.ty(*arg));
            }
            D::Print { .. } => self.put_print(inst),
            D::Gather {
                args,
                axis,
                efficient_layout,
                ..
            } => {
                self.out.push_str("tt.gather ");
                self.put_value(args[0]);
                self.out.push('[');
                self.put_value(args[1]);
                write!(self.out, "] {{axis = {axis} : i32").unwrap();
                if *efficient_layout {
                    self.out.push_str(", efficient_layout");
                }
                self.out.push_str("} : (");
                self.put_value_types(args);
                self.out.push_str(") -> ");
                self.put_result_types(inst);
            }
            D::Descriptor { .. } => self.put_descriptor(inst),
            D::Histogram { args, .. } => {
                self.put_name_and_args(inst);
                self.out.push_str(" : ");
                self.put_type(self.ty(args[0]));
                self.out.push_str(" -> ");
                self.put_result_types(inst);
            }
            D::Extern { args, callee, .. } => {
                self.out.push_str("tt.extern_elementwise ");
                self.put_values(args);
                self.out.push_str(" {libname = ");
                super::attrs::put_string(&mut self.out, &callee.libname);
                self.out.push_str(", libpath = ");
                super::attrs::put_string(&mut self.out, &callee.libpath);
                write!(self.out, ", pure = {}, symbol = ", callee.pure).unwrap();
                super::attrs::put_string(&mut self.out, &callee.symbol);
                self.out.push_str("} : (");
                self.put_value_types(args);
                self.out.push_str(") -> ");
                self.put_result_types(inst);
            }
            D::Branch { opcode, .. } => {
                self.out.push_str(opcode.name());
                self.out.push(' ');
                if *opcode == Opcode::CondBr {
                    self.put_value(data.args()[0]);
                    self.out.push_str(", ");
                }
                for (i, (block, args)) in data.branch_dests().into_iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.put_block_call(block, args);
                }
            }
            D::Unary {
                opcode: Opcode::Assume,
                arg,
            } => {
                self.out.push_str("llvm.intr.assume ");
                self.put_value(*arg);
                self.out.push_str(" : ");
                self.put_type(self.ty(*arg));
            }
            D::Generic { attrs, .. } => self.put_ttg(inst, attrs),
            _ => unreachable!("{} has no custom syntax", opcode.name()),
        }
    }

    /// `arith.cmpi slt, %a, %b : T`.
    fn put_compare(&mut self, opcode: Opcode, cond: &str, args: [Value; 2]) {
        write!(self.out, "{} {cond}, ", opcode.name()).unwrap();
        self.put_values(&args);
        self.out.push_str(" : ");
        self.put_type(self.ty(args[0]));
    }

    /// `arith.select %c, %a, %b : T`, or `: Tc, T` with a tensor condition;
    /// `math.fma %a, %b, %c : T`.
    fn put_select(&mut self, inst: Inst, args: [Value; 3]) {
        self.put_name_and_args(inst);
        self.out.push_str(" : ");
        let cond_ty = self.ty(args[0]);
        if self.module.types.is_tensor(cond_ty) {
            self.put_type(cond_ty);
            self.out.push_str(", ");
        }
        self.put_type(self.result_ty(inst));
    }

    /// The cache policy and volatility when not the defaults, in the spelling
    /// they were read in: ` {cachePolicy = ..., isVolatile = true}`, or
    /// ` cacheModifier = cg evictionPolicy = evict_last {isVolatile = true}`.
    /// The tensor-descriptor ops, in Triton's forms (see the parser).
    fn put_descriptor(&mut self, inst: Inst) {
        let D::Descriptor {
            opcode,
            ref args,
            flags,
            nan_padding,
        } = *self.func().dfg.inst(inst)
        else {
            return;
        };
        let args = args.clone();
        write!(self.out, "{} ", opcode.name()).unwrap();
        self.put_value(args[0]);
        if opcode == Opcode::MakeTensorDescriptor {
            let rank = (args.len() - 1) / 2;
            self.out.push_str(", [");
            self.put_values(&args[1..1 + rank]);
            self.out.push_str("], [");
            self.put_values(&args[1 + rank..]);
            self.out.push(']');
            if nan_padding {
                self.out.push_str(" {padding = 2 : i32}");
            }
            // The types without their dialect prefixes, as Triton prints them.
            self.out.push_str(" : ");
            self.put_ptr_body(self.ty(args[0]));
            self.out.push_str(", ");
            self.put_tensordesc_body(self.result_ty(inst));
            return;
        }
        let store = opcode == Opcode::DescriptorStore;
        let coords = if store {
            &args[1..args.len() - 1]
        } else {
            &args[1..]
        };
        self.out.push('[');
        self.put_values(coords);
        self.out.push(']');
        if store {
            self.out.push_str(", ");
            self.put_value(args[args.len() - 1]);
        }
        self.put_mem_flags(flags);
        self.out.push_str(" : ");
        self.put_type(self.ty(args[0]));
        if store {
            self.out.push_str(", ");
            self.put_type(self.ty(args[args.len() - 1]));
        } else {
            self.out.push_str(" -> ");
            self.put_result_types(inst);
        }
    }

    fn put_mem_flags(&mut self, flags: MemFlags) {
        let default = MemFlags::default();
        let mut policy = flags.cache != default.cache || flags.evict != default.evict;
        if flags.spelling == PolicySpelling::Keywords {
            if flags.cache != default.cache {
                write!(self.out, " cacheModifier = {}", flags.cache).unwrap();
            }
            if flags.evict != default.evict {
                write!(self.out, " evictionPolicy = {}", flags.evict).unwrap();
            }
            policy = false;
        }
        if !policy && !flags.is_volatile {
            return;
        }
        self.out.push_str(" {");
        if policy {
            write!(
                self.out,
                "cachePolicy = #tt.cache_policy<cache_modifier = {}, eviction_policy = {}>",
                flags.cache, flags.evict
            )
            .unwrap();
        }
        if flags.is_volatile {
            if policy {
                self.out.push_str(", ");
            }
            self.out.push_str("isVolatile = true");
        }
        self.out.push('}');
    }

    /// `tt.atomic_rmw add, acq_rel, gpu, %p, %v, %m : (T...) -> R`.
    fn put_atomic(&mut self, inst: Inst) {
        let data = self.func().dfg.inst(inst);
        let (prefix, args) = match data {
            D::AtomicRmw {
                op,
                sem,
                scope,
                args,
                ..
            } => (format!("tt.atomic_rmw {op}, {sem}, {scope}, "), &args[..]),
            D::AtomicCas {
                sem, scope, args, ..
            } => (format!("tt.atomic_cas {sem}, {scope}, "), &args[..]),
            _ => unreachable!("put_atomic on a non-atomic"),
        };
        self.out.push_str(&prefix);
        self.put_values(args);
        self.out.push_str(" : (");
        self.put_value_types(args);
        self.out.push_str(") -> ");
        self.put_type(self.result_ty(inst));
    }

    /// `tt.dot %a, %b, %c, inputPrecision = tf32 : A * B -> C`.
    fn put_dot(&mut self, inst: Inst) {
        let D::Dot {
            args,
            input_precision,
            max_num_imprecise_acc,
            ..
        } = self.func().dfg.inst(inst)
        else {
            unreachable!("put_dot on a non-dot");
        };
        self.put_name_and_args(inst);
        if *input_precision != crate::attrs::InputPrecision::Ieee {
            write!(self.out, ", inputPrecision = {input_precision}").unwrap();
        }
        if *max_num_imprecise_acc != 0 {
            write!(
                self.out,
                " {{maxNumImpreciseAcc = {max_num_imprecise_acc} : i32}}"
            )
            .unwrap();
        }
        self.out.push_str(" : ");
        self.put_type(self.ty(args[0]));
        self.out.push_str(" * ");
        self.put_type(self.ty(args[1]));
        self.out.push_str(" -> ");
        self.put_type(self.result_ty(inst));
    }

    /// `scf.yield %a, %b : T1, T2`, `tt.return`, `scf.condition(%c) %a : T`.
    fn put_terminator(&mut self, opcode: Opcode, args: &[Value]) {
        self.out.push_str(opcode.name());
        let mut rest = args;
        if opcode == Opcode::Condition {
            if let Some((&cond, tail)) = args.split_first() {
                self.out.push('(');
                self.put_value(cond);
                self.out.push(')');
                rest = tail;
            }
        }
        if rest.is_empty() {
            return;
        }
        self.out.push(' ');
        self.put_values(rest);
        self.out.push_str(" : ");
        self.put_value_types(rest);
    }

    /// `tt.print " x: " {hex = false, isSigned = array<i32: 1>} : %x : T`.
    fn put_print(&mut self, inst: Inst) {
        let D::Print {
            prefix,
            hex,
            args,
            is_signed,
            ..
        } = self.func().dfg.inst(inst)
        else {
            unreachable!("put_print on a non-print");
        };
        self.out.push_str("tt.print ");
        super::attrs::put_string(&mut self.out, prefix);
        let attrs: AttrList = vec![
            ("hex".into(), Attribute::Bool(*hex)),
            (
                "isSigned".into(),
                Attribute::DenseArray {
                    ty: "i32".into(),
                    values: is_signed.clone(),
                },
            ),
        ];
        self.out.push(' ');
        self.put_attr_dict(&attrs);
        if !args.is_empty() {
            self.out.push_str(" : ");
            self.put_values(args);
            self.out.push_str(" : ");
            self.put_value_types(args);
        }
    }
}
