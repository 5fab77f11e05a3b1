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
//!
//! Its tests are filetests: `tests/filetests/axisinfo/`.

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
