//! The MFMA dots compute the product: each f16/bf16 matmul kernel of the
//! corpora is compiled for gfx90a down to MIR (layouts, the operands'
//! conversions through LDS, [`tilelift_mir::InstData::Mfma`]) and the MIR run
//! on the CTA emulator ([`tilelift_tests::emu`]: every thread of one program,
//! with `mfma` as the MI200 ISA's tables define it, written from the document
//! apart from the lowering).
//!
//! Inputs are multiples of 1/8 below 2 in magnitude, so every product and
//! sum is exact in `f32` and the result must be the reference exactly (its
//! `f16` rounding for an `f16` output), whatever the order of the sums.
//! Sizes one program covers, K two or more loop iterations; the odd kernel
//! with sizes its masks cut.

mod amdgcn_common;

use half::{bf16, f16};
use std::collections::HashMap;
use tilelift_tests::emu::{self, Buffer, Memory};

/// `(case, M, N, K)`.
const CASES: &[(&str, i64, i64, i64)] = &[
    ("corpus/matmul_f16", 64, 64, 96),
    ("realworld/triton_matmul_fp16_64x32x32_odd", 61, 29, 57),
    ("realworld/triton_matmul_fp16_colmajor_a", 64, 128, 64),
    ("realworld/triton_matmul_bf16_128x128x32", 128, 128, 64),
    ("realworld/triton_matmul_fp16_128x128x32", 128, 128, 64),
];

/// Where the global buffers start in the fake address space.
const BASE: u64 = 1 << 32;

/// The element type of each `!tt.ptr<T>` argument of the kernel, by name.
fn pointer_types(ttir: &str) -> HashMap<String, String> {
    let sig = ttir.lines().find(|l| l.contains("tt.func public")).unwrap();
    sig.split('%')
        .skip(1)
        .filter_map(|p| {
            let (name, rest) = p.split_once(": ")?;
            let ty = rest.strip_prefix("!tt.ptr<")?.split('>').next()?;
            Some((name.to_string(), ty.to_string()))
        })
        .collect()
}

/// A deterministic input: multiples of 1/8 in (-2, 2).
fn input(i: usize, salt: usize) -> f32 {
    let x = (i.wrapping_mul(2654435761) ^ salt.wrapping_mul(40503)) % 31;
    (x as f32 - 15.0) / 8.0
}

fn encode(ty: &str, x: f32) -> Vec<u8> {
    match ty {
        "f16" => f16::from_f32(x).to_bits().to_le_bytes().to_vec(),
        "bf16" => bf16::from_f32(x).to_bits().to_le_bytes().to_vec(),
        "f32" => x.to_bits().to_le_bytes().to_vec(),
        _ => panic!("element type {ty}"),
    }
}

fn decode(ty: &str, b: &[u8]) -> f32 {
    match ty {
        "f16" => f16::from_bits(u16::from_le_bytes([b[0], b[1]])).to_f32(),
        "f32" => f32::from_le_bytes([b[0], b[1], b[2], b[3]]),
        _ => panic!("element type {ty}"),
    }
}

fn check(case: &str, m: i64, n: i64, k: i64, mcpu: tilelift::Mcpu) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(case);
    let ttir = std::fs::read_to_string(dir.join("kernel.ttir")).unwrap();
    check_text(
        case,
        &ttir,
        tilelift_tests::num_warps(&dir),
        [m, n, k],
        mcpu,
    );
}

/// A one-program dot `c = a b` of row-major `m x k` and `k x n` tiles of
/// `ty`, no loop, stored as `f32`.
fn dot_kernel(ty: &str, [m, n, k]: [i64; 3]) -> String {
    format!(
        r#"module {{
  tt.func public @dot(%a_ptr: !tt.ptr<{ty}> {{tt.divisibility = 16 : i32}}, %b_ptr: !tt.ptr<{ty}> {{tt.divisibility = 16 : i32}}, %c_ptr: !tt.ptr<f32> {{tt.divisibility = 16 : i32}}) attributes {{noinline = false}} {{
    %zero = arith.constant dense<0.000000e+00> : tensor<{m}x{n}xf32>
    %ka = arith.constant dense<{k}> : tensor<{m}x1xi32>
    %nb = arith.constant dense<{n}> : tensor<{k}x1xi32>
    %nc = arith.constant dense<{n}> : tensor<{m}x1xi32>
    %rm = tt.make_range {{end = {m} : i32, start = 0 : i32}} : tensor<{m}xi32>
    %rn = tt.make_range {{end = {n} : i32, start = 0 : i32}} : tensor<{n}xi32>
    %rk = tt.make_range {{end = {k} : i32, start = 0 : i32}} : tensor<{k}xi32>
    %rm1 = tt.expand_dims %rm {{axis = 1 : i32}} : tensor<{m}xi32> -> tensor<{m}x1xi32>
    %rn0 = tt.expand_dims %rn {{axis = 0 : i32}} : tensor<{n}xi32> -> tensor<1x{n}xi32>
    %rk0 = tt.expand_dims %rk {{axis = 0 : i32}} : tensor<{k}xi32> -> tensor<1x{k}xi32>
    %rk1 = tt.expand_dims %rk {{axis = 1 : i32}} : tensor<{k}xi32> -> tensor<{k}x1xi32>
    %ao = arith.muli %rm1, %ka : tensor<{m}x1xi32>
    %aob = tt.broadcast %ao : tensor<{m}x1xi32> -> tensor<{m}x{k}xi32>
    %akb = tt.broadcast %rk0 : tensor<1x{k}xi32> -> tensor<{m}x{k}xi32>
    %aoff = arith.addi %aob, %akb : tensor<{m}x{k}xi32>
    %ap = tt.splat %a_ptr : !tt.ptr<{ty}> -> tensor<{m}x{k}x!tt.ptr<{ty}>>
    %aps = tt.addptr %ap, %aoff : tensor<{m}x{k}x!tt.ptr<{ty}>>, tensor<{m}x{k}xi32>
    %a = tt.load %aps : tensor<{m}x{k}x!tt.ptr<{ty}>>
    %bo = arith.muli %rk1, %nb : tensor<{k}x1xi32>
    %bob = tt.broadcast %bo : tensor<{k}x1xi32> -> tensor<{k}x{n}xi32>
    %bnb = tt.broadcast %rn0 : tensor<1x{n}xi32> -> tensor<{k}x{n}xi32>
    %boff = arith.addi %bob, %bnb : tensor<{k}x{n}xi32>
    %bp = tt.splat %b_ptr : !tt.ptr<{ty}> -> tensor<{k}x{n}x!tt.ptr<{ty}>>
    %bps = tt.addptr %bp, %boff : tensor<{k}x{n}x!tt.ptr<{ty}>>, tensor<{k}x{n}xi32>
    %b = tt.load %bps : tensor<{k}x{n}x!tt.ptr<{ty}>>
    %d = tt.dot %a, %b, %zero, inputPrecision = tf32 : tensor<{m}x{k}x{ty}> * tensor<{k}x{n}x{ty}> -> tensor<{m}x{n}xf32>
    %co = arith.muli %rm1, %nc : tensor<{m}x1xi32>
    %cob = tt.broadcast %co : tensor<{m}x1xi32> -> tensor<{m}x{n}xi32>
    %cnb = tt.broadcast %rn0 : tensor<1x{n}xi32> -> tensor<{m}x{n}xi32>
    %coff = arith.addi %cob, %cnb : tensor<{m}x{n}xi32>
    %cp = tt.splat %c_ptr : !tt.ptr<f32> -> tensor<{m}x{n}x!tt.ptr<f32>>
    %cps = tt.addptr %cp, %coff : tensor<{m}x{n}x!tt.ptr<f32>>, tensor<{m}x{n}xi32>
    tt.store %cps, %d : tensor<{m}x{n}x!tt.ptr<f32>>
    tt.return
  }}
}}
"#
    )
}

fn check_text(
    case: &str,
    ttir: &str,
    num_warps: u32,
    [m, n, k]: [i64; 3],
    mcpu: tilelift::Mcpu,
) -> String {
    let options = tilelift::Options::new()
        .with_target(tilelift::Target::Amdgcn(mcpu))
        .with_num_warps(num_warps);
    let mir = tilelift::compile_to(
        ttir,
        "kernel.ttir",
        &options,
        tilelift::Emit::Mir,
        &mut Default::default(),
    )
    .unwrap_or_else(|e| panic!("{case}: {e}"));
    assert!(mir.contains("mfma."), "{case}: no mfma in its MIR");
    let func = tilelift_mir::parse::parse(&mir).unwrap_or_else(|e| panic!("{case}: {e}"));
    let ptrs = pointer_types(ttir);
    let (ta, tb, tc) = (&ptrs["a_ptr"], &ptrs["b_ptr"], &ptrs["c_ptr"]);
    let param = |name: &str| func.params.iter().any(|p| p.name == name);
    // Strides the kernel takes as arguments; the others are 1.
    let col_major_a = param("stride_ak");
    let a_at = |i: i64, j: i64| if col_major_a { i + j * m } else { i * k + j };
    let size = |ty: &str| if ty == "f32" { 4 } else { 2 };
    let mut a = vec![0u8; (m * k) as usize * size(ta)];
    let mut b = vec![0u8; (k * n) as usize * size(tb)];
    let (mut fa, mut fb) = (vec![0f32; (m * k) as usize], vec![0f32; (k * n) as usize]);
    for i in 0..m {
        for j in 0..k {
            let x = input((i * k + j) as usize, 1);
            fa[(i * k + j) as usize] = x;
            let at = a_at(i, j) as usize * size(ta);
            a[at..at + size(ta)].copy_from_slice(&encode(ta, x));
        }
    }
    for i in 0..k {
        for j in 0..n {
            let x = input((i * n + j) as usize, 2);
            fb[(i * n + j) as usize] = x;
            let at = (i * n + j) as usize * size(tb);
            b[at..at + size(tb)].copy_from_slice(&encode(tb, x));
        }
    }
    // The output, poisoned with NaNs.
    let poison: Vec<u8> = encode(tc, f32::NAN);
    let c: Vec<u8> = poison.repeat((m * n) as usize);
    let args: Vec<u64> = func
        .params
        .iter()
        .map(|p| match p.name.as_str() {
            "a_ptr" => BASE,
            "b_ptr" => 2 * BASE,
            "c_ptr" => 3 * BASE,
            "M" => m as u64,
            "N" => n as u64,
            "K" => k as u64,
            "stride_am" => k as u64,
            "stride_ak" => m as u64,
            "stride_bk" | "stride_cm" => n as u64,
            other => panic!("{case}: argument {other}"),
        })
        .collect();
    let buffers = [a, b, c].into_iter().zip(1..);
    let buffers = buffers.map(|(bytes, i)| Buffer {
        addr: i * BASE,
        bytes,
    });
    let mut memory = Memory {
        buffers: buffers.collect(),
    };
    emu::run(&func, [1, 1, 1], 64, &args, &mut memory).unwrap_or_else(|e| panic!("{case}: {e}"));
    let out = &memory.buffers[2].bytes;
    let mut wrong = Vec::new();
    for i in 0..m {
        for j in 0..n {
            let exact: f32 = (0..k)
                .map(|kk| fa[(i * k + kk) as usize] * fb[(kk * n + j) as usize])
                .sum();
            let want = if tc == "f16" {
                f16::from_f32(exact).to_f32()
            } else {
                exact
            };
            let at = (i * n + j) as usize * size(tc);
            let got = decode(tc, &out[at..at + size(tc)]);
            if got != want {
                wrong.push(format!("c[{i}][{j}] = {got}, not {want}"));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{case}: {} of {} wrong, first: {:?}",
        wrong.len(),
        m * n,
        &wrong[..wrong.len().min(8)]
    );
    mir
}

#[test]
fn mfma_matmuls_compute_the_product() {
    for &(case, m, n, k) in CASES {
        check(case, m, n, k, tilelift::Mcpu::Gfx90a);
    }
    // f32 dots: v_mfma_f32_32x32x2f32 on both; with inputPrecision = tf32
    // gfx942's v_mfma_f32_32x32x4_xf32.
    for (case, m, n, k) in [
        ("corpus/matmul_f32_ieee", 32, 32, 48),
        ("realworld/triton_matmul_tf32_128x64x32", 128, 64, 64),
    ] {
        for mcpu in [tilelift::Mcpu::Gfx90a, tilelift::Mcpu::Gfx942] {
            check(case, m, n, k, mcpu);
        }
    }
}

/// Every instruction shape on generated one-program kernels: 16 x 16 (an
/// accumulator whose smaller side is 16 to 31) and 32 x 32, of `f16`,
/// `bf16` and `f32` (gfx942: `xf32`, the dots being `inputPrecision =
/// tf32`), one K step and several, on 1 to 4 warps.
#[test]
fn mfma_dots_of_every_instruction_shape_compute_the_product() {
    use tilelift::Mcpu::{Gfx90a, Gfx942};
    for (ty, mnk, warps, mcpu, instr) in [
        ("f16", [16, 16, 32], 1, Gfx90a, "16x16x16f16"),
        ("f16", [32, 16, 16], 2, Gfx90a, "16x16x16f16"),
        ("bf16", [16, 64, 64], 4, Gfx90a, "16x16x16bf16_1k"),
        ("f16", [32, 32, 8], 1, Gfx90a, "32x32x8f16"),
        ("bf16", [64, 32, 16], 2, Gfx90a, "32x32x8bf16_1k"),
        ("f32", [32, 32, 4], 1, Gfx90a, "32x32x2f32"),
        ("f32", [16, 32, 8], 2, Gfx90a, "16x16x4f32"),
        ("f32", [32, 64, 8], 4, Gfx942, "32x32x4xf32"),
        ("f32", [16, 16, 16], 1, Gfx942, "16x16x8xf32"),
    ] {
        let text = dot_kernel(ty, mnk);
        let label = format!("{ty} {mnk:?} on {warps} warps for {mcpu:?}");
        let mir = check_text(&label, &text, warps, mnk, mcpu);
        let instr = format!("mfma.{instr} ");
        assert!(mir.contains(&instr), "{label}: no {instr}");
        assembles_and_keeps_its_wait_states(&label, &text, warps);
    }
}

/// `ttir` compiled for gfx90a and gfx942 assembles (llvm-mc 14 and 19) and
/// keeps the wait states of `amdgcn_common::hazards`, MFMA rows included.
fn assembles_and_keeps_its_wait_states(label: &str, ttir: &str, num_warps: u32) {
    let dir = std::env::temp_dir().join(format!("tilelift-mfma-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for mcpu in [tilelift::Mcpu::Gfx90a, tilelift::Mcpu::Gfx942] {
        let options = tilelift::Options::new()
            .with_target(tilelift::Target::Amdgcn(mcpu))
            .with_num_warps(num_warps);
        let asm = tilelift::compile_to(
            ttir,
            "kernel.ttir",
            &options,
            tilelift::Emit::Ptx,
            &mut Default::default(),
        )
        .unwrap_or_else(|e| panic!("{label} {mcpu:?}: {e}"));
        assert!(asm.contains("\tv_mfma_f32_"), "{label} {mcpu:?}: no MFMA");
        zero_accumulator_is_inline(&format!("{label} {mcpu:?}"), &asm);
        let hazards = amdgcn_common::hazards(&asm, mcpu);
        assert!(hazards.is_empty(), "{label} {mcpu:?}: {hazards:#?}");
        let llvm_mc = tilelift_tests::tools::llvm_mc_for(mcpu.name());
        let name = format!(
            "{}_{}",
            label.replace([' ', '[', ']', ','], "_"),
            mcpu.name()
        );
        tilelift_tests::tools::llvm_mc_assemble(&llvm_mc, &dir, &name, &asm)
            .unwrap_or_else(|e| panic!("{label} {mcpu:?}: {e}"));
    }
}

/// The kernels' accumulator is `arith.constant dense<0.0>`: the first MFMA
/// of each chain reads the inline constant `0` as `srcC`, the others the
/// accumulator window, and no instruction moves anything into the window
/// before the chain (nor holds the zeros in registers).
fn zero_accumulator_is_inline(label: &str, asm: &str) {
    let mfmas: Vec<&str> = asm.lines().filter(|l| l.contains("v_mfma_f32_")).collect();
    let first = mfmas[0];
    assert!(first.ends_with(", 0"), "{label}: first MFMA {first:?}");
    let window = first
        .split_whitespace()
        .nth(1)
        .unwrap()
        .trim_end_matches(',');
    for m in &mfmas[1..] {
        assert!(m.ends_with(window) || m.ends_with(", 0"), "{label}: {m:?}");
    }
    let acc = window.trim_start_matches("v[").split(':').next().unwrap();
    let into_window = format!("v_mov_b32 v{acc},");
    assert!(
        !asm.contains(&into_window),
        "{label}: a move into the accumulator window ({into_window})"
    );
}

/// The MFMA sources of `case` compiled for gfx90a: of its MFMA lines, how
/// many read neither source from the source windows (`v248` up), and how
/// many there are.
fn sources_in_place(case: &str) -> (usize, usize) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(case);
    let ttir = std::fs::read_to_string(dir.join("kernel.ttir")).unwrap();
    let options = tilelift::Options::new()
        .with_target(tilelift::Target::Amdgcn(tilelift::Mcpu::Gfx90a))
        .with_num_warps(tilelift_tests::num_warps(&dir));
    let asm = tilelift::compile_to(
        &ttir,
        "kernel.ttir",
        &options,
        tilelift::Emit::Ptx,
        &mut Default::default(),
    )
    .unwrap_or_else(|e| panic!("{case}: {e}"));
    let mfmas: Vec<&str> = asm.lines().filter(|l| l.contains("v_mfma_f32_")).collect();
    let windows = ["v[248:249]", "v[250:251]", "v[252:253]", "v[254:255]"];
    let in_place = mfmas
        .iter()
        .filter(|l| !windows.iter().any(|w| l.contains(w)))
        .count();
    (in_place, mfmas.len())
}

/// Where the kernel spills anyway, a source a `ds_read_b64` wrote and only
/// MFMAs read is read where the load put it (`isel/mfma.rs`,
/// `PairedLoads`): the d128 attention's `q.k` MFMAs (two thirds of them)
/// read both sources in place. A matmul that fits the VGPRs keeps moving its
/// sources into the windows.
#[test]
fn loaded_sources_are_read_in_place_where_the_kernel_spills() {
    let (in_place, all) = sources_in_place("realworld/sglang_prefill_attention_fwd_d128_noncausal");
    assert!(
        3 * in_place >= 2 * all && all > 0,
        "{in_place} of {all} MFMAs read both sources in place"
    );
    let (in_place, all) = sources_in_place("realworld/triton_matmul_fp16_128x128x32");
    assert!(
        in_place == 0 && all > 0,
        "{in_place} of {all} MFMAs read both sources in place"
    );
}
