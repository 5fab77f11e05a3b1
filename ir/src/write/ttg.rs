//! The text of the TritonGPU ops that Triton's own TTGIR contains
//! (`ttg.local_alloc`, `ttg.async_copy_global_to_local`, `ttng.warp_group_dot`, ...).

use super::Printer;
use crate::attrs::{int_attr, AttrList};
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
            Opcode::InitBarrier
            | Opcode::InvalBarrier
            | Opcode::BarrierExpect
            | Opcode::WaitBarrier => {
                self.out.push(' ');
                self.put_value(args[0]);
                if let Some(n) = opcode.inline_int_attr().and_then(|a| int_attr(attrs, a)) {
                    self.out.push_str(&format!(", {n}"));
                }
                let scalars = match opcode {
                    Opcode::BarrierExpect | Opcode::WaitBarrier => 1,
                    _ => 0,
                };
                for &a in &args[1..1 + scalars] {
                    self.out.push_str(", ");
                    self.put_value(a);
                }
                if args.len() > 1 + scalars {
                    self.out.push_str(" deps ");
                    self.put_values(&args[1 + scalars..]);
                }
            }
            Opcode::AsyncTmaCopyGlobalToLocal | Opcode::AsyncTmaCopyLocalToGlobal => {
                let tail = args.len() - opcode.tma_copy_tail().unwrap_or(0);
                self.out.push(' ');
                self.put_value(args[0]);
                self.out.push('[');
                self.put_values(&args[1..tail]);
                self.out.push_str("] ");
                self.put_values(&args[tail..]);
            }
            Opcode::LocalLoad => {
                self.out.push(' ');
                self.put_value(args[0]);
                self.put_keyword_operands(&["token"], &args[1..]);
            }
            Opcode::TensormapCreate => {
                // The four lists hold rank, rank, rank - 1 and rank operands.
                let rank = (args.len() - 1) / 4;
                self.out.push(' ');
                self.put_values(&args[..2]);
                let mut at = 2;
                for len in [rank, rank, rank - 1, rank] {
                    self.out.push_str(", [");
                    self.put_values(&args[at..at + len]);
                    self.out.push(']');
                    at += len;
                }
            }
            _ if !args.is_empty() => {
                self.out.push(' ');
                self.put_values(args);
            }
            _ => {}
        }
        let inline = opcode.inline_int_attr();
        let attrs: AttrList = attrs
            .iter()
            .filter(|(n, _)| Some(n.as_str()) != inline)
            .cloned()
            .collect();
        if !attrs.is_empty() {
            self.out.push(' ');
            self.put_attr_dict(&attrs);
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
            Opcode::LocalLoad
            | Opcode::MemDescIndex
            | Opcode::MemDescSubview
            | Opcode::MemDescTrans => {
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
            Opcode::AsyncTmaCopyGlobalToLocal => {
                let n = arg_tys.len();
                self.out.push_str(" : ");
                self.put_type_list(&[arg_tys[0], arg_tys[n - 2]]);
                self.out.push_str(" -> ");
                self.put_type(arg_tys[n - 3]);
            }
            Opcode::AsyncTmaCopyLocalToGlobal => {
                self.out.push_str(" : ");
                self.put_type_list(&[arg_tys[0], arg_tys[arg_tys.len() - 1]]);
            }
            Opcode::InitBarrier | Opcode::InvalBarrier | Opcode::BarrierExpect => {
                self.out.push_str(" : ");
                self.put_type(arg_tys[0]);
            }
            Opcode::WaitBarrier => {
                self.out.push_str(" : ");
                let deps = arg_tys.get(2..).unwrap_or(&[]);
                self.put_type_list(&[&arg_tys[..1], deps].concat());
            }
            Opcode::LocalDealloc
            | Opcode::WarpGroupDotWait
            | Opcode::TensormapFenceproxyAcquire => {
                self.out.push_str(" : ");
                self.put_type_list(&arg_tys);
            }
            Opcode::GlobalScratchAlloc => {
                self.out.push_str(" : ");
                self.put_type(self.result_ty(inst));
            }
            Opcode::TensormapCreate => {
                self.out.push_str(" : (");
                self.put_type_list(&arg_tys);
                self.out.push_str(") -> ()");
            }
            Opcode::ReinterpretTensorDescriptor => {
                self.out.push_str(" : ");
                self.put_type(arg_tys[0]);
                self.out.push_str(" to ");
                self.put_type(self.result_ty(inst));
            }
            _ => {}
        }
    }
}
