//! Tests of layout assignment on small TTIR kernels, one rule each:
//!
//! - `rules.rs`: anchors, forward propagation, rematerialisation, reductions,
//!   dots, scans and transpositions, forward defaults;
//! - `control.rs`: `scf.for`, `scf.if`, `scf.while`, and where conversions go;
//! - `entry.rs`: module attributes, options, names, errors.

mod control;
mod entry;
mod rules;

use super::*;
use tilelift_ir::encoding::BlockedEncoding;
use tilelift_ir::{Encoding, EncodingData, Function, Opcode, PrintOptions, Value};

/// Lays out `body`, the body of a kernel `@k` with the arguments `%p`, `%q`
/// (pointers to f32, 16-byte aligned) and `%n` (i32), for 4 warps.
pub(super) fn lay_out(body: &str) -> Verified {
    lay_out_with(body, &AssignOptions::default())
}

/// [`lay_out`] with `options`.
pub(super) fn lay_out_with(body: &str, options: &AssignOptions) -> Verified {
    let text = format!(
        "module {{
  tt.func public @k(%p: !tt.ptr<f32> {{tt.divisibility = 16 : i32}}, %q: !tt.ptr<f32> {{tt.divisibility = 16 : i32}}, %n: i32) {{
{body}
    tt.return
  }}
}}"
    );
    let (module, _) = tilelift_ir::parse_module(&text).expect("the test kernel parses");
    let module = Verified::new(module).expect("the test kernel verifies");
    assign_layouts(&module, options).expect("the test kernel lays out")
}

pub(super) fn func(module: &Verified) -> &Function {
    module.module().funcs.values().next().expect("a kernel")
}

/// The value named `name`.
pub(super) fn value(module: &Verified, name: &str) -> Value {
    let func = func(module);
    func.dfg
        .values()
        .map(|(v, _)| v)
        .find(|&v| func.dfg.value_name(v) == Some(name))
        .unwrap_or_else(|| panic!("no value %{name}"))
}

/// The encoding of the value named `name`.
pub(super) fn enc(module: &Verified, name: &str) -> Encoding {
    let ty = func(module).dfg.value_type(value(module, name));
    module
        .module()
        .types
        .encoding(ty)
        .expect("a laid-out tensor")
}

/// The blocked parameters of `enc`: size per thread, threads per warp, warps
/// per CTA, order.
pub(super) fn blocked(module: &Verified, enc: Encoding) -> [Vec<u32>; 4] {
    match module.module().types.encoding_data(enc) {
        EncodingData::Blocked(BlockedEncoding {
            size_per_thread,
            threads_per_warp,
            warps_per_cta,
            order,
            ..
        }) => [
            size_per_thread.to_vec(),
            threads_per_warp.to_vec(),
            warps_per_cta.to_vec(),
            order.to_vec(),
        ],
        other => panic!("{other:?} is not blocked"),
    }
}

/// `(dim, parent)` of a slice encoding.
pub(super) fn slice_of(module: &Verified, enc: Encoding) -> (u32, Encoding) {
    match module.module().types.encoding_data(enc) {
        EncodingData::Slice { dim, parent } => (*dim, *parent),
        other => panic!("{other:?} is not a slice"),
    }
}

/// How many instructions with `opcode` the kernel has.
pub(super) fn count(module: &Verified, opcode: Opcode) -> usize {
    let func = func(module);
    func.dfg
        .insts()
        .filter(|(inst, data)| data.opcode() == opcode && func.order.inst_block(*inst).is_some())
        .count()
}

/// The encodings of the results of every `opcode` instruction, in creation order.
pub(super) fn encs_of(module: &Verified, opcode: Opcode) -> Vec<Encoding> {
    let func = func(module);
    func.dfg
        .insts()
        .filter(|(_, data)| data.opcode() == opcode)
        .filter_map(|(inst, _)| func.dfg.first_result(inst))
        .filter_map(|v| module.module().types.encoding(func.dfg.value_type(v)))
        .collect()
}

/// A 1024-element `x = load(p + range)`, the common start of the tests.
pub(super) const LOAD_1024: &str = "
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>>
    %pa = tt.addptr %ps, %r : tensor<1024x!tt.ptr<f32>>, tensor<1024xi32>
    %x = tt.load %pa : tensor<1024x!tt.ptr<f32>>";
