//! Readable text for types and values in verifier messages.
//!
//! Types print in MLIR syntax (`tensor<64x32x!tt.ptr<f16>>`, `!tt.ptr<f32>`, `i32`),
//! with encodings as their handles (`tensor<64xf32, #enc0>`). The full printer lives
//! in [`write`](crate::write); this one is kept apart so that the verifier does not
//! depend on it, and so that it can never panic: it runs on modules that have not
//! passed the handle checks yet, and prints an out-of-range handle as itself
//! (`ty99`) instead of following it.

use crate::dfg::{DataFlowGraph, ValueDef};
use crate::entities::{Type, Value};
use crate::types::{TypeData, Types};
use core::fmt::Write;

/// How deep nested types are followed before the printer gives up with `...`. Types
/// that passed the handle checks are never this deep; the bound only protects the
/// printer from a malformed table whose types refer to each other in a cycle.
const MAX_DEPTH: u32 = 16;

/// The MLIR text of `ty`: `tensor<64x32x!tt.ptr<f16>>`, `!tt.ptr<f32>`, `i32`.
pub fn type_to_string(types: &Types, ty: Type) -> String {
    let mut out = String::new();
    write_type(types, ty, 0, &mut out);
    out
}

/// The text of the type with the shape and encoding of `like` (a scalar if `like` is
/// not a tensor) and the element type `elem`, without interning it. This is how a
/// message says which mask type a load expects: `tensor<1024xi1>`.
pub fn type_with_element_to_string(types: &Types, like: Type, elem: Type) -> String {
    if !types.is_valid(like) {
        return type_to_string(types, elem);
    }
    match types.data(like) {
        TypeData::Tensor {
            shape, encoding, ..
        } => {
            let mut out = String::from("tensor<");
            write_dims(shape, &mut out);
            write_type(types, elem, 1, &mut out);
            if let Some(enc) = encoding {
                let _ = write!(out, ", {enc}");
            }
            out.push('>');
            out
        }
        _ => type_to_string(types, elem),
    }
}

/// A shape as MLIR writes it inside a type, without the trailing `x`: `64x32`.
pub fn shape_to_string(shape: &[i64]) -> String {
    let dims: Vec<String> = shape.iter().map(i64::to_string).collect();
    dims.join("x")
}

/// The name of a value in messages: `%offs_3` when the text named it, `%acc#1` for
/// the second result of an instruction whose results are named `%acc:3`, and the
/// entity (`v3`) otherwise.
pub fn value_name(dfg: &DataFlowGraph, value: Value) -> String {
    if let Some(name) = dfg.value_name(value) {
        return format!("%{name}");
    }
    if dfg.value_is_valid(value) {
        if let ValueDef::Result(inst, n) = dfg.value_def(value) {
            let first = dfg.inst_results(inst).first().copied();
            if let Some(name) = first.and_then(|first| dfg.value_name(first)) {
                return format!("%{name}#{n}");
            }
        }
    }
    value.to_string()
}

fn write_type(types: &Types, ty: Type, depth: u32, out: &mut String) {
    if !types.is_valid(ty) {
        let _ = write!(out, "{ty}");
        return;
    }
    if depth > MAX_DEPTH {
        out.push_str("...");
        return;
    }
    match types.data(ty) {
        TypeData::Int(bits) => {
            let _ = write!(out, "i{bits}");
        }
        TypeData::Float(kind) => out.push_str(kind.name()),
        TypeData::Index => out.push_str("index"),
        TypeData::Ptr {
            pointee,
            addr_space,
        } => {
            out.push_str("!tt.ptr<");
            write_type(types, *pointee, depth + 1, out);
            if *addr_space != 1 {
                let _ = write!(out, ", {addr_space}");
            }
            out.push('>');
        }
        TypeData::Tensor {
            shape,
            elem,
            encoding,
        } => {
            out.push_str("tensor<");
            write_dims(shape, out);
            write_type(types, *elem, depth + 1, out);
            if let Some(enc) = encoding {
                let _ = write!(out, ", {enc}");
            }
            out.push('>');
        }
        TypeData::MemDesc { .. } => write_memdesc(types, ty, depth, out),
        TypeData::AsyncToken => out.push_str("!ttg.async.token"),
        TypeData::TensorDesc { block } => {
            out.push_str("!tt.tensordesc<");
            write_type(types, *block, depth + 1, out);
            out.push('>');
        }
    }
}

/// `!ttg.memdesc<3x64x32xf16, #enc0, #enc1, mutable>`.
fn write_memdesc(types: &Types, ty: Type, depth: u32, out: &mut String) {
    let TypeData::MemDesc {
        shape,
        elem,
        encoding,
        memory_space,
        mutable,
        alloc_shape,
    } = types.data(ty)
    else {
        return;
    };
    out.push_str("!ttg.memdesc<");
    write_dims(shape, out);
    write_type(types, *elem, depth + 1, out);
    let _ = write!(out, ", {encoding}, {memory_space}");
    if *mutable {
        out.push_str(", mutable");
    }
    if !alloc_shape.is_empty() && alloc_shape != shape {
        let _ = write!(out, ", {}", shape_to_string(alloc_shape));
    }
    out.push('>');
}

/// The dimensions of a shape, each followed by `x`: `64x32x`.
fn write_dims(shape: &[i64], out: &mut String) {
    for dim in shape {
        let _ = write!(out, "{dim}x");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::encoding::EncodingData;
    use crate::instructions::{InstructionData, Opcode};
    use cranelift_entity::EntityRef;

    #[test]
    fn types_print_in_mlir_syntax() {
        let mut types = Types::new();
        let (f16, f32, i32) = (types.f16(), types.f32(), types.i32());
        let ptr = types.ptr(f16);
        let ptrs = types.tensor(&[64, 32], ptr);
        assert_eq!(type_to_string(&types, ptrs), "tensor<64x32x!tt.ptr<f16>>");
        let p = types.ptr(f32);
        assert_eq!(type_to_string(&types, p), "!tt.ptr<f32>");
        assert_eq!(type_to_string(&types, i32), "i32");
        let enc = types.intern_encoding(EncodingData::SharedMemory);
        let t = types.tensor_with_encoding(&[1024], f32, Some(enc));
        assert_eq!(type_to_string(&types, t), "tensor<1024xf32, #enc0>");
        let mask = type_with_element_to_string(&types, t, types.i1());
        assert_eq!(mask, "tensor<1024xi1, #enc0>");
        assert_eq!(type_with_element_to_string(&types, i32, f16), "f16");
    }

    #[test]
    fn bad_handles_print_as_themselves() {
        let mut types = Types::new();
        let bad = Type::new(500);
        assert_eq!(type_to_string(&types, bad), "ty500");
        let ptr = types.ptr(bad);
        assert_eq!(type_to_string(&types, ptr), "!tt.ptr<ty500>");
        // A pointer to itself is a malformed table; the printer still stops.
        let next = Type::new(types.iter().count());
        let cyclic = types.ptr(next);
        let text = type_to_string(&types, cyclic);
        assert!(
            text.starts_with("!tt.ptr<!tt.ptr<") && text.contains("<...>"),
            "{text}"
        );
    }

    #[test]
    fn values_print_by_name() {
        let types = Types::new();
        let mut dfg = DataFlowGraph::new();
        let data = InstructionData::Generic {
            opcode: Opcode::WarpGroupDotWait,
            args: Default::default(),
            attrs: Vec::new(),
        };
        let inst = dfg.make_inst(data, &[types.i32(), types.i32()]);
        let (a, b) = (dfg.inst_results(inst)[0], dfg.inst_results(inst)[1]);
        assert_eq!(value_name(&dfg, a), "v0");
        dfg.set_value_name(a, "acc");
        assert_eq!(value_name(&dfg, a), "%acc");
        assert_eq!(value_name(&dfg, b), "%acc#1");
        assert_eq!(value_name(&dfg, Value::new(77)), "v77");
    }
}
