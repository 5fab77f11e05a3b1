//! How `mma.sync` operands reach their registers through shared memory
//! (`lower/src/to_mir/ldmatrix.rs`): a tile whose registers run down
//! dimension 0 is stored with that dimension contiguous (16-byte stores, then
//! `ldmatrix` without `.trans` for B), and the offsets of `ldmatrix`
//! instructions that the swizzle's xor does not touch ride as immediates on a
//! shared address register. And the other `mma.sync` shapes: tf32
//! (`m16n8k8`, also tf32x3's three products) and 8-bit integers (`m16n8k32`).

use std::collections::HashSet;
use std::path::Path;
use tilelift::{compile_to, Arch, Emit, Options};

/// The PTX of the case in folder `dir` (relative to `tests/`) with `options`,
/// without debug lines.
fn case_ptx(dir: &str, options: Options) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("{dir}/kernel.ttir"));
    let text = std::fs::read_to_string(path).expect("case file");
    let options = options.with_debug_lines(false);
    compile_to(
        &text,
        "kernel.ttir",
        &options,
        Emit::Ptx,
        &mut Default::default(),
    )
    .unwrap_or_else(|e| panic!("{dir}: {e}"))
}

/// A real-world case's PTX for sm_80, with its case's warps and stages.
fn sm80_ptx(case: &str, num_warps: u32, num_stages: u32) -> String {
    let options = Options::new()
        .with_arch(Arch::Sm80)
        .with_num_warps(num_warps)
        .with_num_stages(num_stages);
    case_ptx(&format!("realworld/{case}"), options)
}

fn count(ptx: &str, what: &str) -> usize {
    ptx.lines()
        .filter(|l| l.trim_start().starts_with(what))
        .count()
}

/// SGLang's prefill attention loads K as `sizePerThread = [8, 1]` (K, the
/// first dimension of its 64x128 tile, contiguous). Stored row-major, each
/// element was a 2-byte store and B came back with `ldmatrix.trans`; stored
/// K-contiguous, as Triton's `#ttg.swizzled_shared` with `order = [0, 1]`,
/// the stores are 16 bytes and B's `ldmatrix` needs no transpose. Triton's
/// sm_80 PTX for this kernel has the same counts: 40 `ldmatrix.x4`, 32
/// `ldmatrix.x4.trans`.
#[test]
fn k_contiguous_operands_are_stored_k_contiguous() {
    let ptx = sm80_ptx("sglang_prefill_attention_fwd", 4, 1);
    assert_eq!(count(&ptx, "st.shared.b16"), 0);
    assert_eq!(count(&ptx, "st.shared.v4.b32"), 24);
    assert_eq!(count(&ptx, "ldmatrix.sync.aligned.m8n8.x4.shared.b16"), 40);
    assert_eq!(
        count(&ptx, "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"),
        32
    );
}

/// The 128x256x64 tutorial matmul (8 warps): B's `ldmatrix` instructions 64
/// columns apart differ in bits the swizzle's xor leaves alone, so they share
/// an address register (offsets +128, +256, ... as immediates). Counted: the
/// registers the instructions' addresses are made from (in the pipelined loop
/// `add.s32 %a, %base, %stage` just before each): 56 before this rule, 44
/// with it, over the kernel's two copies of the loop (a versioned kernel).
#[test]
fn unswizzled_offsets_are_immediates() {
    let ptx = sm80_ptx("triton_matmul_leaky_relu", 8, 3);
    let lines: Vec<&str> = ptx.lines().collect();
    let mut bases = HashSet::new();
    let mut insts = 0;
    for (i, line) in lines.iter().enumerate() {
        if !line.contains("ldmatrix") {
            continue;
        }
        insts += 1;
        let addr = line
            .split('[')
            .nth(1)
            .and_then(|a| a.split_whitespace().next());
        let addr = addr.expect("an address");
        let prev: Vec<&str> = lines[i - 1].split_whitespace().collect();
        let base = match prev.as_slice() {
            ["add.s32", dst, base, _] if dst.trim_end_matches(',') == addr => base,
            _ => addr,
        };
        bases.insert(base.trim_end_matches(',').to_string());
    }
    assert_eq!(insts, 64);
    assert!(bases.len() <= 44, "{} address registers", bases.len());
}

/// `matmul_f16` (64x64x32, 4 warps) in ptxas's hands for sm_90: 128
/// registers a thread, four programs a multiprocessor on a Hopper GPU, as
/// Triton's sm_80 code gets. Its epilogue's store offsets, computed before the
/// K loop, kept 40 registers live through it (164 registers, three programs)
/// until `mir::passes::sink_past_loops` moved them after the loop.
#[test]
fn matmul_f16_takes_128_registers() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/matmul_f16/kernel.ttir");
    let text = std::fs::read_to_string(path).expect("corpus file");
    let options = Options::new().with_arch(Arch::Sm90).with_num_warps(4);
    let ptx = compile_to(
        &text,
        "kernel.ttir",
        &options,
        Emit::Ptx,
        &mut Default::default(),
    )
    .expect("compiles");
    let dir = std::env::temp_dir().join(format!("tilelift-regs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("matmul_f16.ptx");
    let arch = format!("-arch={}", tilelift_tests::tools::ptxas_arch("sm_90", &ptx));
    std::fs::write(&src, &ptx).unwrap();
    let out = std::process::Command::new(tilelift_tests::tools::ptxas())
        .args([arch.as_str(), "-v"])
        .arg(&src)
        .arg("-o")
        .arg(dir.join("matmul_f16.cubin"))
        .output()
        .expect("ptxas runs");
    let log = String::from_utf8_lossy(&out.stderr);
    let used: u32 = log
        .split("Used ")
        .nth(1)
        .and_then(|s| s.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no register count in:\n{log}"));
    assert!(used <= 128, "{used} registers:\n{log}");
    assert!(log.contains("0 bytes spill stores"), "{log}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The tutorial matmul on `f32` inputs (`inputPrecision = tf32`, 128x64x32,
/// 4 warps, 4 stages) on tensor cores: `mma.sync.m16n8k8` with tf32 inputs,
/// 64 a loop iteration as in Triton's sm_80 PTX (`warpsPerCTA = [2, 2]`: 4 x 4
/// tiles of 16x8 a warp, 4 steps of K), over the kernel's two copies of the
/// loop (a versioned kernel); the operands reach shared memory with `cp.async`
/// (the loop is pipelined), A comes back with `ldmatrix` (32-bit words of
/// the K-contiguous tile), and they go to the tensor cores unrounded, as
/// Triton's do (no `cvt.rna.tf32.f32`).
#[test]
fn tf32_dots_take_m16n8k8() {
    let ptx = sm80_ptx("triton_matmul_tf32_128x64x32", 4, 4);
    let tf32 = "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32";
    assert_eq!(count(&ptx, tf32), 128);
    assert_eq!(count(&ptx, "mma.sync"), 128);
    // A through `ldmatrix.x4` (16 a loop), B through `ld.shared` (32 `.b32`
    // and 8 `.v4.b32` a loop): Triton's sm_80 PTX has as many of each.
    let ldmatrix = "ldmatrix.sync.aligned.m8n8.x4.shared.b16";
    assert_eq!(count(&ptx, ldmatrix), 2 * 16);
    assert_eq!(count(&ptx, "ld.shared.b32"), 2 * 32);
    assert_eq!(count(&ptx, "ld.shared.v4.b32"), 2 * 8);
    assert!(
        count(&ptx, "cp.async.cg.shared.global") > 0,
        "not pipelined"
    );
    assert_eq!(count(&ptx, "cvt.rna.tf32"), 0);
    assert_eq!(count(&ptx, "fma.rn.f32"), 0);
}

/// A perfsuite case's PTX for `arch`, with its case's warps.
fn perfsuite_ptx(case: &str, arch: Arch) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("perfsuite/{case}"));
    let options = Options::new()
        .with_arch(arch)
        .with_num_warps(tilelift_tests::num_warps(&dir));
    case_ptx(&format!("perfsuite/{case}"), options)
}

/// 8-bit integer dots on `mma.sync.m16n8k32` into `s32` with `.satfinite`
/// on sm_80 (as Triton's sm_80 PTX of the same kernel: 16 a loop iteration
/// for a 64x64x64 tile on 4 warps, `warpsPerCTA = [2, 2]`: 2 x 4 tiles a
/// warp, 2 steps of K; on sm_90 they take `wgmma`, `tests/tests/wgmma.rs`),
/// and tf32x3 dots as three tf32 products (3 x 2 x 4 x 4 = 96 `m16n8k8` for
/// 64x64x32): each accepted by ptxas.
#[test]
fn i8_and_tf32x3_dots_on_tensor_cores() {
    let ptxas = tilelift_tests::tools::ptxas();
    let dir = std::env::temp_dir().join(format!("tilelift-dots-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let both = [(Arch::Sm80, "sm_80"), (Arch::Sm90, "sm_90")];
    let cases = [
        (
            "dot_i8_64x64x64_w4",
            "mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32",
            16,
            &both[..1],
        ),
        (
            "dot_f32_tf32x3_64x64x32_w4",
            "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32",
            96,
            &both[..],
        ),
    ];
    for (case, mma, n, archs) in cases {
        for &(arch, name) in archs {
            let ptx = perfsuite_ptx(case, arch);
            assert_eq!(count(&ptx, mma), n, "{case} {name}");
            assert_eq!(count(&ptx, "mma.sync"), n, "{case} {name}");
            let stem = format!("{case}_{name}");
            tilelift_tests::tools::ptxas_assemble(&ptxas, &dir, &stem, name, &ptx)
                .unwrap_or_else(|e| panic!("{case} {name}: ptxas: {e}"));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
