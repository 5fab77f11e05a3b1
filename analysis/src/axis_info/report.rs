//! The text report of `tilelift axisinfo FILE`: every value, then every memory op's
//! vector width.
//!
//! ```text
//! tt.func @vec_add_kernel
//! %x_ptr: contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>
//! ...
//! %offsets_3: contiguity = [1024], divisibility = [1024], constancy = [1], constant_value = <none>
//! ...
//! tt.load %x_5: vector width 4
//! tt.store %1: vector width 4
//! ```
//!
//! Values come in program order: the arguments, then each instruction's results; the
//! values inside an instruction's regions (block parameters first) come before its
//! results. A memory op is named by its opcode and its pointer operand; when the
//! 128-bit cap lowers its width, the line says so.

use super::query::memory_access;
use super::{analyze, FuncAxisInfo};
use std::fmt::Write;
use tilelift_ir::verify::Verified;
use tilelift_ir::{Block, Function, Inst, Region, Value, ValueDef};

/// The report of every function of `module`.
pub fn report(module: &Verified) -> String {
    let mut out = String::new();
    for info in analyze(module) {
        write_func(&mut out, &info);
    }
    out
}

fn write_func(out: &mut String, info: &FuncAxisInfo<'_>) {
    let func = info.func();
    writeln!(out, "tt.func @{}", func.name).unwrap();
    for &arg in func.args() {
        write_value(out, info, arg);
    }
    let mut mem_ops = Vec::new();
    walk_region(out, info, func.body, &mut mem_ops);
    for inst in mem_ops {
        write_mem_op(out, info, inst);
    }
}

fn walk_region(out: &mut String, info: &FuncAxisInfo<'_>, region: Region, mem_ops: &mut Vec<Inst>) {
    let func = info.func();
    for block in func.order.blocks(region) {
        if block != func.entry_block() {
            write_params(out, info, block);
        }
        for inst in func.order.insts(block) {
            for nested in func.dfg.inst(inst).regions() {
                walk_region(out, info, nested, mem_ops);
            }
            for &result in func.dfg.inst_results(inst) {
                write_value(out, info, result);
            }
            if memory_access(func, info.types(), inst).is_some() {
                mem_ops.push(inst);
            }
        }
    }
}

fn write_params(out: &mut String, info: &FuncAxisInfo<'_>, block: Block) {
    for &param in info.func().dfg.block_params(block) {
        write_value(out, info, param);
    }
}

fn write_value(out: &mut String, info: &FuncAxisInfo<'_>, value: Value) {
    let name = value_name(info.func(), value);
    writeln!(out, "{name}: {}", info.get(value)).unwrap();
}

fn write_mem_op(out: &mut String, info: &FuncAxisInfo<'_>, inst: Inst) {
    let func = info.func();
    let Some(access) = memory_access(func, info.types(), inst) else {
        return;
    };
    let (width, capped) = (info.vector_width(inst), info.max_vector_width(inst));
    let op = func.dfg.inst(inst).opcode().name();
    let ptr = value_name(func, access.ptr);
    write!(out, "{op} {ptr}: vector width {width}").unwrap();
    if capped < width {
        write!(out, " ({capped} under the 128-bit cap)").unwrap();
    }
    out.push('\n');
}

/// The value's name in the text (`%offsets_3`); results after the first of a
/// multi-result op as the printer writes them (`%acc#2`); `%v7` for a value the
/// text did not name.
pub(crate) fn value_name(func: &Function, value: Value) -> String {
    let dfg = &func.dfg;
    if let Some(name) = dfg.value_name(value) {
        return format!("%{name}");
    }
    if let ValueDef::Result(inst, n) = dfg.value_def(value) {
        if n > 0 {
            let first = dfg.inst_results(inst)[0];
            if let Some(name) = dfg.value_name(first) {
                return format!("%{name}#{n}");
            }
        }
    }
    format!("%{value}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_values_in_order_then_widths() {
        let text = "module {
  tt.func @k(%x: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%p = %x, %q = %c0) -> (!tt.ptr<f32>, i32) : i32 {
      %p1 = tt.addptr %p, %c1 : !tt.ptr<f32>, i32
      scf.yield %p1, %q : !tt.ptr<f32>, i32
    }
    %v = tt.load %r#0 : !tt.ptr<f32>
    tt.store %r#0, %v : !tt.ptr<f32>
    tt.return
  }
}";
        let (module, _) = tilelift_ir::parse_module(text).expect("parses");
        let verified = Verified::new(module).expect("verifies");
        let expected = "\
tt.func @k
%x: contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>
%n: contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>
%c0: contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0
%c1: contiguity = [1], divisibility = [1], constancy = [1], constant_value = 1
%i: contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>
%p: contiguity = [1], divisibility = [4], constancy = [1], constant_value = <none>
%q: contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0
%p1: contiguity = [1], divisibility = [4], constancy = [1], constant_value = <none>
%r: contiguity = [1], divisibility = [4], constancy = [1], constant_value = <none>
%r#1: contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0
%v: contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>
tt.load %r: vector width 1
tt.store %r: vector width 1
";
        assert_eq!(report(&verified), expected);
    }
}
