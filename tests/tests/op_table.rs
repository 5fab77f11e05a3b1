//! Every op of the opcode table is typed, classified for layout assignment, and
//! either lowered by the PTX path or rejected as unsupported at its position
//! (TritonGPU's shared-memory ops, which only TTGIR input has, are lowered and
//! tested in `triton_ttgir.rs`).
//!
//! The verifier's typing dispatch and the lowering's [`lowering`] match on their
//! enums without a wildcard, so "handled" is checked by the compiler; this test
//! checks that the classes mean what they say and that a rejected op is rejected
//! through the public API with an error at the op.

use tilelift_ir::{Family, Format, Opcode, Typing};
use tilelift_lower::to_mir::{lowered, lowering, Lowering};

/// A kernel with `op_line` in its body, beside a private function `@twice`.
fn kernel(op_line: &str) -> String {
    format!(
        "module {{
  tt.func private @twice(%a: i32) -> i32 {{
    tt.return %a : i32
  }}
  tt.func public @k(%p: !tt.ptr<f32>, %n: i32) {{
    %r = tt.make_range {{end = 128 : i32, start = 0 : i32}} : tensor<128xi32>
    %x = arith.sitofp %r : tensor<128xi32> to tensor<128xf32>
    {op_line}
    tt.return
  }}
}}
"
    )
}

#[test]
fn every_op_is_typed_classified_and_lowered_or_rejected() {
    for &op in Opcode::ALL {
        let name = op.name();
        // Typed: a class whose rule the verifier runs, or one of the two classes
        // checked elsewhere, each for the ops it is meant for.
        match op.typing() {
            Typing::Terminator | Typing::Branch => assert!(op.is_terminator(), "{name}"),
            Typing::Opaque => assert!(
                op == Opcode::Print || op.format() == Format::Generic,
                "{name} is not typed"
            ),
            _ => assert!(!op.is_terminator(), "{name}"),
        }
        // Classified: layout assignment's `Unsupported` family holds only ops it
        // meets in laid-out input or that the lowering rejects anyway.
        if op.family() == Family::Unsupported {
            // Met only in TTGIR input: conversions, and TritonGPU's
            // shared-memory ops (`local.rs` lowers them as Triton placed them).
            // And the tensor-descriptor ops and `tt.cat`, rewritten before it
            // (to pointers; to join, trans and reshape).
            let laid_out = op == Opcode::ConvertLayout
                || lowering(op) == Lowering::Local
                || op.format() == Format::Descriptor
                || op == Opcode::Cat;
            assert!(
                laid_out || !lowered(op),
                "{name}: unsupported by layout assignment"
            );
        }
        // Lowered; only TritonGPU ops of the generic format (which cannot be
        // written in a small TTIR kernel) may be rejected.
        match lowering(op) {
            Lowering::Unsupported => assert!(
                op.format() == Format::Generic,
                "{name} is rejected by the lowering"
            ),
            Lowering::Terminator => assert!(op.is_terminator(), "{name}"),
            Lowering::Structured => assert!(
                matches!(op.format(), Format::Branch | Format::Descriptor)
                    || matches!(op, Opcode::Cat | Opcode::Call),
                "{name}"
            ),
            // TritonGPU's shared-memory ops: opaque to the verifier's typing
            // (the generic format), lowered from TTGIR input.
            Lowering::Local => assert!(op.format() == Format::Generic, "{name}"),
            _ => assert!(
                op == Opcode::Print || op.typing() != Typing::Opaque,
                "{name} is lowered but not typed"
            ),
        }
    }
}

/// The two ops the PTX path rejected until session 16 compile through
/// `tilelift::compile`: `tt.call` of a private function (inlined) and
/// `tt.print` (`vprintf`).
#[test]
fn call_and_print_compile() {
    let options = tilelift::Options::new().with_num_warps(4);
    let lines = [
        "%y = tt.call @twice(%n) : (i32) -> i32",
        "tt.print \" x: \" {hex = false, isSigned = array<i32: 1>} : %r : tensor<128xi32>",
    ];
    for line in lines {
        let kernel = tilelift::compile_named(
            &kernel(line),
            "kernel.ttir",
            &options,
            &mut Default::default(),
        )
        .unwrap_or_else(|e| panic!("{line}: {e}"));
        assert!(
            !kernel.code.contains("twice"),
            "{line}: the call is inlined"
        );
        assert_eq!(
            kernel.code.contains("vprintf"),
            line.contains("tt.print"),
            "{line}"
        );
    }
}
