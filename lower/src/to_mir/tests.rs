//! The lowering of the corpus kernels Triton laid out (`kernel.ttgir`).

use super::*;

fn corpus(case: &str) -> String {
    let path = format!(
        "{}/../tests/corpus/{case}/kernel.ttgir",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(path).expect("corpus file")
}

fn lower(text: &str) -> Result<mir::Function> {
    let (module, _) = tilelift_ir::parse_module(text).expect("parses");
    let verified = Verified::new(module).expect("verifies");
    lower_kernel(&verified)
}

/// The corpus kernels part 1 handles lower, and the result is well-formed MIR.
#[test]
fn corpus_kernels_lower_to_valid_mir() {
    for case in [
        "vec_add_f32",
        "vec_add_f32_odd",
        "cast_f16_to_bf16",
        "load_other_cache",
        "bias_add_2d",
        "colmajor_to_rowmajor",
        "int_ops",
        "gelu",
        "grid_stride_saxpy",
    ] {
        let func = lower(&corpus(case)).unwrap_or_else(|e| panic!("{case}: {e}"));
        if let Err(e) = mir::verify::verify(&func) {
            panic!("{case}: {e}\n{}", mir::print::to_string(&func));
        }
        if std::env::var("SHOW_MIR").is_ok_and(|v| v == case) {
            println!("{}", mir::print::to_string(&func));
        }
    }
}

/// What part 2 adds is an error at the op.
#[test]
fn reductions_are_unsupported() {
    let err = lower(&corpus("softmax_rows")).unwrap_err();
    assert!(
        err.message.starts_with("unsupported: tt.reduce"),
        "{}",
        err.message
    );
    assert!(err.inst.is_some());
}
