//! The text of the TritonGPU ops that Triton's own TTGIR contains
//! (`ttg.local_alloc`, `ttg.async_copy_global_to_local`, `ttng.warp_group_dot`, ...).

use super::Printer;
use crate::attrs::AttrList;
use crate::entities::{Inst, Type};
use crate::instructions::Opcode;

impl Printer<'_> {
    pub(super) fn put_ttg(&mut self, inst: Inst, attrs: &AttrList) {
        let dfg = &self.func().dfg;
        let opcode = dfg.inst(inst).opcode();
        let args = dfg.inst(inst).args();
        self.out.push_str(opcode.name());
        match opcode {
            Opcode::MemDescIndex | Opcode::MemDescSubview => {
                self.out.push(' ');
                self.put_value(args[0]);
                self.out.push('[');
                self.put_values(&args[1..]);
                self.out.push(']');
            }
            Opcode::AsyncCopyGlobalToLocal => {
                self.out.push(' ');
                self.put_values(&args[..2]);
                self.put_keyword_operands(&["mask", "other"], &args[2..]);
            }
            Opcode::AsyncCommitGroup => {
                self.out.push_str(" tokens");
                if !args.is_empty() {
                    self.out.push(' ');
                    self.put_values(args);
                }
            }
            Opcode::LocalLoad => {
                self.out.push(' ');
                self.put_value(args[0]);
                self.put_keyword_operands(&["token"], &args[1..]);
            }
            _ if !args.is_empty() => {
                self.out.push(' ');
                self.put_values(args);
            }
            _ => {}
        }
        if !attrs.is_empty() {
            self.out.push(' ');
            self.put_attr_dict(attrs);
        }
        self.put_ttg_types(inst, opcode);
    }

    /// ` mask %m other %o`.
    fn put_keyword_operands(&mut self, keywords: &[&str], args: &[crate::Value]) {
        for (kw, &arg) in keywords.iter().zip(args) {
            self.out.push_str(&format!(" {kw} "));
            self.put_value(arg);
        }
    }

    fn put_ttg_types(&mut self, inst: Inst, opcode: Opcode) {
        let dfg = &self.func().dfg;
        let args = dfg.inst(inst).args();
        let arg_tys: Vec<Type> = args.iter().map(|&a| dfg.value_type(a)).collect();
        match opcode {
            Opcode::LocalAlloc => {
                self.out.push_str(" : (");
                self.put_type_list(&arg_tys);
                self.out.push_str(") -> ");
                self.put_type(self.result_ty(inst));
            }
            Opcode::LocalLoad | Opcode::MemDescIndex | Opcode::MemDescSubview => {
                self.out.push_str(" : ");
                self.put_type(arg_tys[0]);
                self.out.push_str(" -> ");
                self.put_type(self.result_ty(inst));
            }
            Opcode::LocalStore => {
                self.out.push_str(" : ");
                self.put_type(arg_tys[0]);
                self.out.push_str(" -> ");
                self.put_type(arg_tys[1]);
            }
            Opcode::AsyncCopyGlobalToLocal => {
                self.out.push_str(" : ");
                self.put_type(arg_tys[0]);
                self.out.push_str(" -> ");
                self.put_memdesc_body(arg_tys[1]);
            }
            Opcode::WarpGroupDot => {
                self.out.push_str(" : ");
                self.put_type(arg_tys[0]);
                self.out.push_str(" * ");
                self.put_type(arg_tys[1]);
                self.out.push_str(" -> ");
                self.put_type(self.result_ty(inst));
            }
            Opcode::LocalDealloc | Opcode::WarpGroupDotWait => {
                self.out.push_str(" : ");
                self.put_type_list(&arg_tys);
            }
            _ => {}
        }
    }
}
