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
    lower_kernel(&verified, &crate::target::TargetDesc::default())
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
/// copies) lowers, and so does its Hopper TTGIR (`wgmma` on
/// `#ttg.nvmma_shared` tiles), including a `wgmma` whose `a` is in
/// registers (attention's second dot: `p` from the online softmax).
#[test]
fn tritons_pipelined_and_hopper_ttgir_lower() {
    let func = lower(&corpus("matmul_f32_ieee")).expect("lowers");
    // Two buffers of 32x16 and 16x32 f32 (Triton's `2x32x16` and `2x16x32`).
    assert!(
        func.shared_bytes >= 2 * 2 * 32 * 16 * 4,
        "{}",
        func.shared_bytes
    );
    let func = lower(&corpus("matmul_f16")).expect("lowers");
    let count = |pred: fn(&mir::InstData) -> bool| {
        (0..func.num_insts())
            .filter(|&i| pred(func.inst(mir::Inst::from_u32(i as u32))))
            .count()
    };
    // K = 32 a loop iteration: two m64n64k16, one fence after the stores
    // of `b` (Triton's `ttng.fence_async_shared`), as in Triton's PTX.
    assert_eq!(
        count(|d| matches!(d, mir::InstData::Wgmma { n: 64, .. })),
        2
    );
    assert_eq!(count(|d| matches!(d, mir::InstData::FenceProxyAsync)), 1);
    let attention = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/realworld/sglang_prefill_attention_fwd/kernel.ttgir"
    ))
    .unwrap();
    let func = lower(&attention).expect("lowers");
    // `q k^T`: 2 m64n128k16 tiles of M times 4 steps of K = 64, from shared
    // memory; `p v`: 2 m64n64k16 tiles times 8 steps of K = 128, `p` in
    // registers.
    let wgmmas = |regs: bool| {
        count_insts(&func, |d| {
            matches!(d, mir::InstData::Wgmma { a, .. }
                if matches!(a, mir::WgmmaA::Regs(_)) == regs)
        })
    };
    assert_eq!((wgmmas(false), wgmmas(true)), (8, 16));
}

fn count_insts(func: &mir::Function, pred: impl Fn(&mir::InstData) -> bool) -> usize {
    (0..func.num_insts())
        .filter(|&i| pred(func.inst(mir::Inst::from_u32(i as u32))))
        .count()
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

/// A laid-out kernel converting a `[rows, 128]` f32 tile from rows to columns
/// (through shared memory), for 4 warps of 32 lanes.
fn transpose_kernel(rows: u32) -> String {
    format!(
        r#"#blocked = #ttg.blocked<{{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}}>
#blocked1 = #ttg.blocked<{{sizePerThread = [4, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}}>
module attributes {{"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func public @k(%p: !tt.ptr<f32>) {{
    %c = arith.constant dense<1.000000e+00> : tensor<{rows}x128xf32, #blocked>
    %t = ttg.convert_layout %c : tensor<{rows}x128xf32, #blocked> -> tensor<{rows}x128xf32, #blocked1>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<{rows}x128x!tt.ptr<f32>, #blocked1>
    tt.store %ps, %t : tensor<{rows}x128x!tt.ptr<f32>, #blocked1>
    tt.return
  }}
}}
"#
    )
}

/// The scratch a conversion may use is the target's shared memory per program:
/// 227 KiB on `sm_90`, 163 KiB on `sm_80`, 64 KiB of LDS on AMD; beyond it
/// the kernel is refused as a resource limit.
#[test]
fn the_shared_memory_bound_comes_from_the_target() {
    let lowered = |rows: u32, target: &TargetDesc| {
        let (module, _) = tilelift_ir::parse_module(&transpose_kernel(rows)).expect("parses");
        let verified = Verified::new(module).expect("verifies");
        lower_kernel(&verified, target)
    };
    // 128 x 128 x 4 bytes = 64 KiB: within every target.
    for target in [
        TargetDesc::nvidia(80),
        TargetDesc::nvidia(90),
        TargetDesc::amdgcn(),
    ] {
        let func = lowered(128, &target).expect("within the bound");
        assert_eq!(func.shared_bytes, 64 * 1024);
    }
    // 256 x 128 x 4 bytes = 128 KiB: over AMD's 64 KiB only.
    let err = lowered(256, &TargetDesc::amdgcn()).expect_err("over 64 KiB");
    assert_eq!(err.kind, LowerErrorKind::ResourceLimit);
    assert!(
        err.message.contains("more than the 64 KiB"),
        "{}",
        err.message
    );
    let func = lowered(256, &TargetDesc::nvidia(80)).expect("within 163 KiB");
    assert_eq!(func.shared_bytes, 128 * 1024);
    // 512 x 128 x 4 bytes = 256 KiB: over both NVIDIA bounds.
    for (sm, kib) in [(80, 163), (90, 227)] {
        let err = lowered(512, &TargetDesc::nvidia(sm)).expect_err("over the bound");
        assert_eq!(err.kind, LowerErrorKind::ResourceLimit);
        let want = format!("needs 262144 bytes of shared memory, more than the {kib} KiB");
        assert!(err.message.contains(&want), "{}", err.message);
    }
}

/// Two conversions, of 64 KiB then 128 KiB: where both fit side by side
/// (`sm_90`'s 227 KiB), the second is placed above the first (192 KiB) and
/// needs no barrier before its writes; where they do not (`sm_80`'s 163
/// KiB), it waits at a barrier and reuses offset 0 (128 KiB), as Triton's
/// allocator would place it; two conversions of 32 KiB on AMD's 64 KiB sit
/// side by side, two of 64 KiB do not.
#[test]
fn scratch_users_share_space_where_the_target_has_too_little() {
    let text = r#"#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<f32>) {
    %a = arith.constant dense<1.000000e+00> : tensor<128x128xf32, #blocked>
    %ta = ttg.convert_layout %a : tensor<128x128xf32, #blocked> -> tensor<128x128xf32, #blocked1>
    %pa = tt.splat %p : !tt.ptr<f32> -> tensor<128x128x!tt.ptr<f32>, #blocked1>
    tt.store %pa, %ta : tensor<128x128x!tt.ptr<f32>, #blocked1>
    %b = arith.constant dense<2.000000e+00> : tensor<256x128xf32, #blocked>
    %tb = ttg.convert_layout %b : tensor<256x128xf32, #blocked> -> tensor<256x128xf32, #blocked1>
    %pb = tt.splat %p : !tt.ptr<f32> -> tensor<256x128x!tt.ptr<f32>, #blocked1>
    tt.store %pb, %tb : tensor<256x128x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
"#;
    let barriers = |f: &mir::Function| {
        f.blocks()
            .flat_map(|b| f.block_insts(b).collect::<Vec<_>>())
            .filter(|&i| matches!(f.inst(i), mir::InstData::Barrier))
            .count()
    };
    let (module, _) = tilelift_ir::parse_module(text).expect("parses");
    let verified = Verified::new(module).expect("verifies");
    let roomy = lower_kernel(&verified, &TargetDesc::nvidia(90)).expect("within 227 KiB");
    assert_eq!(roomy.shared_bytes, 192 * 1024);
    let tight = lower_kernel(&verified, &TargetDesc::nvidia(80)).expect("within 163 KiB");
    assert_eq!(tight.shared_bytes, 128 * 1024);
    assert_eq!(barriers(&tight), barriers(&roomy) + 1);
    // The same on AMD's 64 KiB, with tiles half and a quarter as large.
    let half = text
        .replace("128x128", "64x128")
        .replace("256x128", "64x128");
    let (module, _) = tilelift_ir::parse_module(&half).expect("parses");
    let verified = Verified::new(module).expect("verifies");
    let side_by_side = lower_kernel(&verified, &TargetDesc::amdgcn()).expect("fits");
    assert_eq!(side_by_side.shared_bytes, 64 * 1024);
    let full = text.replace("256x128", "128x128");
    let (module, _) = tilelift_ir::parse_module(&full).expect("parses");
    let verified = Verified::new(module).expect("verifies");
    let shared = lower_kernel(&verified, &TargetDesc::amdgcn()).expect("fits, one at a time");
    assert_eq!(shared.shared_bytes, 64 * 1024);
    assert_eq!(barriers(&shared), barriers(&side_by_side) + 1);
}

/// The lanes of a warp come from the target: with 64 lanes, a blocked layout of
/// 64 threads per warp puts 6 bits of the thread id on lanes.
#[test]
fn lanes_per_warp_come_from_the_target() {
    use crate::layout::convert::blocked_to_linear;
    use tilelift_ir::encoding::BlockedEncoding;
    let b = BlockedEncoding {
        size_per_thread: smallvec::smallvec![1],
        threads_per_warp: smallvec::smallvec![64],
        warps_per_cta: smallvec::smallvec![2],
        order: smallvec::smallvec![0],
        cta_layout: None,
    };
    let wave64 = Threads {
        lanes: 64,
        warps: 2,
    };
    let l = tile::TileLayout::new(&blocked_to_linear(&b, &[128]), 1, wave64).expect("fits");
    assert_eq!(l.lane_bits, 6);
    let lanes: Vec<i32> = l.lane_bases().iter().map(|c| c[0]).collect();
    assert_eq!(lanes, [1, 2, 4, 8, 16, 32]);
    assert_eq!(l.warp_bases()[0][0], 64);
    let warp32 = Threads {
        lanes: 32,
        warps: 2,
    };
    let err =
        tile::TileLayout::new(&blocked_to_linear(&b, &[128]), 1, warp32).expect_err("64 lanes");
    assert!(err.contains("warps of 32 threads"), "{err}");
}
