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

/// Every corpus kernel whose Triton layouts the lowering handles lowers, and
/// the result is well-formed MIR.
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
        "histogram_atomic",
        "rowsum_colmax",
        "softmax_rows",
        "layernorm_fwd",
        "block_cumsum",
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

/// Triton's pipelined matmul TTGIR (shared-memory descriptors, asynchronous
/// copies) is an error at the first such op.
#[test]
fn shared_memory_descriptors_are_unsupported() {
    let err = lower(&corpus("matmul_f32_ieee")).unwrap_err();
    assert!(
        err.message.starts_with("unsupported: ttg.local_alloc"),
        "{}",
        err.message
    );
    assert!(err.inst.is_some());
}

/// Scratch users are placed so that consecutive ones do not overlap, and then
/// need no barrier before their writes: `softmax_rows` has two cross-warp
/// reductions and a conversion, each with the one barrier between its writes
/// and its reads, and none between them.
#[test]
fn consecutive_scratch_users_need_no_barrier_between_them() {
    let func = lower(&corpus("softmax_rows")).expect("lowers");
    let n_barriers = (0..func.num_insts())
        .filter(|&i| {
            use cranelift_entity::EntityRef;
            matches!(func.inst(mir::Inst::new(i)), mir::InstData::Barrier)
        })
        .count();
    assert_eq!(n_barriers, 3, "{}", mir::print::to_string(&func));
    // The second user sits above the first (16 bytes of warp partials), the
    // conversion of 1024 f32 above that.
    assert_eq!(func.shared_bytes, 16 + 16 + 4096);
}
