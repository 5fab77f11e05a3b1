//! The `cp.async` software pipeline of loops that feed `mma.sync`, and of
//! plain loads in loops that say `tt.num_stages`
//! (`lower/src/to_mir/pipeline.rs`): where it applies, its depth (the option,
//! the loop's `tt.num_stages`), and where it falls back to the register path.

use std::path::Path;
use tilelift::{compile_to, Arch, Emit, Options};

fn corpus(case: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("corpus/{case}/kernel.ttir"));
    std::fs::read_to_string(path).expect("corpus file")
}

/// `matmul_f16` with `N` and `stride_bk` known to be multiples of 16, so that
/// B's rows are aligned and both operands are pipelined (the corpus kernel's
/// B is not, and keeps the register path).
fn aligned_matmul() -> String {
    let text = corpus("matmul_f16");
    let aligned = text
        .replacen("%N: i32 loc", "%N: i32 {tt.divisibility = 16 : i32} loc", 1)
        .replacen(
            "%stride_bk: i32 loc",
            "%stride_bk: i32 {tt.divisibility = 16 : i32} loc",
            1,
        );
    assert_eq!(aligned.matches("{tt.divisibility = 16 : i32}").count(), 7);
    aligned
}

fn mir(text: &str, num_stages: Option<u32>) -> String {
    mir_on(text, Arch::Sm80, 4, num_stages)
}

/// `text` compiled for `arch` with `num_warps` warps and `num_stages`, to `emit`.
fn compile_on(
    text: &str,
    arch: Arch,
    num_warps: u32,
    num_stages: Option<u32>,
    emit: Emit,
) -> String {
    let mut options = Options::new().with_arch(arch).with_num_warps(num_warps);
    options.num_stages = num_stages;
    compile_to(text, "kernel.ttir", &options, emit, &mut Default::default())
        .unwrap_or_else(|e| panic!("{e}"))
}

/// The global loads of `mir` (lines `%x = load.global ...`).
fn loads(mir: &str) -> usize {
    mir.lines().filter(|l| l.contains("= load.global")).count()
}

fn count(text: &str, what: &str) -> usize {
    text.lines()
        .filter(|l| l.trim_start().starts_with(what))
        .count()
}

/// The aligned `matmul_f16`'s A and B tiles (64x32 and 32x64 f16, 16-byte
/// vectors): four 16-byte copies per thread and stage, S - 1 stages before the
/// loop and one in it, each a commit group; the loop waits for all but S - 2
/// groups, the exit for all. In the corpus kernel itself (B's rows not known
/// to be aligned) only A is copied (two a thread and stage); B's 16 loads a
/// thread stay global loads, as in Triton's sm_80 code.
#[test]
fn matmul_f16_is_pipelined() {
    let corpus_mir = mir(&corpus("matmul_f16"), None);
    assert_eq!(count(&corpus_mir, "cp_async.16 "), 2 * 3, "{corpus_mir}");
    assert_eq!(count(&corpus_mir, "cp_async_wait 1"), 1);
    assert_eq!(loads(&corpus_mir), 16);
    let text = aligned_matmul();
    let three = mir(&text, None);
    assert_eq!(count(&three, "cp_async.16 "), 4 * 3, "{three}");
    assert_eq!(count(&three, "cp_async_commit"), 3);
    assert_eq!(count(&three, "cp_async_wait 1"), 1);
    assert_eq!(count(&three, "cp_async_wait 0"), 1);
    let two = mir(&text, Some(2));
    assert_eq!(count(&two, "cp_async.16 "), 4 * 2);
    assert_eq!(count(&two, "cp_async_wait 0"), 2);
    let four = mir(&text, Some(4));
    assert_eq!(count(&four, "cp_async.16 "), 4 * 4);
    assert_eq!(count(&four, "cp_async_wait 2"), 1);
    // One stage, or the loop's own attribute saying so: no pipeline.
    assert_eq!(count(&mir(&text, Some(1)), "cp_async"), 0);
    let pinned = text.replacen(
        "} loc(#loc85)",
        "} {tt.num_stages = 1 : i32} loc(#loc85)",
        1,
    );
    assert_ne!(pinned, text);
    assert_eq!(count(&mir(&pinned, None), "cp_async"), 0);
    let pinned = text.replacen(
        "} loc(#loc85)",
        "} {tt.num_stages = 2 : i32} loc(#loc85)",
        1,
    );
    assert_eq!(count(&mir(&pinned, None), "cp_async_wait 0"), 2);
}

/// A masked-off element that must read as something other than zero is not
/// what `cp.async` zero-fill gives: that load keeps the register path.
#[test]
fn nonzero_other_is_not_pipelined() {
    assert!(count(&mir(&aligned_matmul(), None), "cp_async") > 0);
    let text = aligned_matmul().replacen(
        "%cst_0 = arith.constant dense<0.000000e+00> : tensor<64x32xf16>",
        "%cst_0 = arith.constant dense<1.000000e+00> : tensor<64x32xf16>",
        1,
    );
    assert!(text.contains("dense<1.000000e+00> : tensor<64x32xf16>"));
    // A keeps the register path; B alone is copied (two a thread and stage).
    let m = mir(&text, None);
    assert_eq!(count(&m, "cp_async.16 "), 2 * 3, "{m}");
    assert_eq!(loads(&m), 2);
}

/// An FMA dot's operands (`matmul_f32_ieee`: 32x16 and 16x32 f32 tiles, 4
/// elements a thread each, rows not known to be aligned) are copied element
/// by element (4-byte `cp.async.ca`) into the ring, where their conversions
/// through shared memory read them: 8 copies a thread and stage, no
/// `st.shared` left in the loop, one barrier an iteration.
#[test]
fn fma_dots_are_pipelined() {
    let three = mir(&corpus("matmul_f32_ieee"), None);
    assert_eq!(count(&three, "cp_async.4 "), 8 * 3, "{three}");
    assert_eq!(count(&three, "cp_async_commit"), 3);
    assert_eq!(count(&three, "cp_async_wait 1"), 1);
    // The epilogue's conversion of the accumulator stores 4 (the loop's
    // register path stored 4 of each operand).
    assert_eq!(count(&three, "store.shared"), 4, "{three}");
    let ptx = compile_on(&corpus("matmul_f32_ieee"), Arch::Sm80, 4, None, Emit::Ptx);
    assert_eq!(count(&ptx, "cp.async.ca.shared.global"), 8 * 3);
    // One stage: none.
    assert_eq!(
        count(&mir(&corpus("matmul_f32_ieee"), Some(1)), "cp_async"),
        0
    );
}

/// A loaded tile read anywhere but by its conversion (here, yielded from an
/// `scf.if` nested in the loop body) keeps the register path: the pipeline
/// does not lower the load, so its registers would not exist.
#[test]
fn a_load_read_in_a_nested_region_is_not_pipelined() {
    let text = aligned_matmul();
    let load = "      %a_41 = tt.load %a_ptrs_32, %a_40, %cst_0 : tensor<64x32x!tt.ptr<f16>> loc(#loc69)\n";
    assert!(text.contains(load));
    let nested = format!(
        "{load}      %nested = arith.cmpi slt, %k, %K : i32 loc(#loc69)
      %kept = scf.if %nested -> (tensor<64x32xf16>) {{
        scf.yield %a_41 : tensor<64x32xf16> loc(#loc69)
      }} else {{
        scf.yield %cst_0 : tensor<64x32xf16> loc(#loc69)
      }} loc(#loc69)
"
    );
    let text = text.replacen(load, &nested, 1);
    // A keeps the register path; B alone is copied.
    let m = mir(&text, None);
    assert_eq!(count(&m, "cp_async.16 "), 2 * 3, "{m}");
    assert_eq!(loads(&m), 2);
}

/// A's rows aligned to 8 or 4 bytes only (`stride_am` divisible by 4 or 2
/// elements): 8- and 4-byte copies, `cp.async.ca` (`.cg` is for 16 bytes
/// alone), which ptxas accepts for sm_80 and sm_90.
#[test]
fn narrow_rows_take_ca_copies_that_ptxas_accepts() {
    let ptxas = tilelift_tests::tools::ptxas();
    let dir = std::env::temp_dir().join(format!("tilelift-pipeline-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let text = aligned_matmul();
    let aligned = "%stride_am: i32 {tt.divisibility = 16 : i32}";
    assert!(text.contains(aligned));
    for (div, bytes) in [(4, 8), (2, 4)] {
        let narrow = format!("%stride_am: i32 {{tt.divisibility = {div} : i32}}");
        let text = text.replacen(aligned, &narrow, 1);
        // 32 bytes of the 64x32 tile per thread and stage, 3 stages.
        let copies = count(&mir(&text, None), &format!("cp_async.{bytes} "));
        assert_eq!(copies, 3 * 32 / bytes);
        for (arch_name, arch) in [("sm_80", Arch::Sm80), ("sm_90", Arch::Sm90)] {
            let ptx = compile_on(&text, arch, 4, None, Emit::Ptx);
            let ca = "cp.async.ca.shared.global \t[ %r";
            // A's copies are narrow; B's rows stay 16-byte copies (`.cg`).
            assert!(ptx.contains(ca), "{ptx}");
            assert!(ptx.contains(&format!("], {bytes}, %r")), "{ptx}");
            let name = format!("narrow{div}");
            if let Err(e) =
                tilelift_tests::tools::ptxas_assemble(&ptxas, &dir, &name, arch_name, &ptx)
            {
                panic!("{name} ({arch_name}): {e}");
            }
        }
    }
}

fn realworld(case: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("realworld/{case}/kernel.ttir"));
    std::fs::read_to_string(path).expect("realworld file")
}

fn mir_on(text: &str, arch: Arch, num_warps: u32, num_stages: Option<u32>) -> String {
    compile_on(text, arch, num_warps, num_stages, Emit::Mir)
}

/// The loop of Triton's fused-softmax tutorial, as its TTIR writes it.
const SOFTMAX_STAGES: &str = "} {tt.num_stages = 4 : i32} loc(#loc4)";

/// The body of the first iteration of the pipelined loop: from the wait to
/// the first `arith.maxnumf`.
fn softmax_body_top(mir: &str) -> Vec<&str> {
    mir.lines()
        .skip_while(|l| !l.trim_start().starts_with("cp_async_wait 2"))
        .take_while(|l| !l.contains("FMax"))
        .collect()
}

/// Triton's fused-softmax tutorial (`tl.range(..., num_stages=4)`, no dot, a
/// plain load of a 1024-element f32 row with `other = -inf`): with 8 warps,
/// four 4-byte copies per thread and stage, three stages before the loop
/// and one in it; the loop waits for all but two groups and reads its stage
/// back with `ld.shared` and no barrier (each thread reads what it copied);
/// masked-off elements, zero-filled, become `-inf` by a select; no global
/// load remains.
#[test]
fn plain_loads_of_a_num_stages_loop_are_pipelined() {
    let text = realworld("triton_fused_softmax");
    assert!(text.contains(SOFTMAX_STAGES));
    for arch in [Arch::Sm80, Arch::Sm90] {
        let m = mir_on(&text, arch, 8, None);
        assert_eq!(count(&m, "cp_async.4 "), 4 * 4, "{m}");
        assert_eq!(count(&m, "cp_async_commit"), 4);
        assert_eq!(count(&m, "cp_async_wait 2"), 1);
        assert_eq!(count(&m, "cp_async_wait 0"), 1);
        assert!(!m.contains("load.global"), "{m}");
        let top = softmax_body_top(&m);
        assert_eq!(
            top.iter().filter(|l| l.contains("load.shared f32")).count(),
            4
        );
        let selects = top.iter().filter(|l| l.contains("0xff800000")).count();
        assert_eq!(selects, 4, "{}", top.join("\n"));
        assert!(
            !top.iter().any(|l| l.trim() == "barrier"),
            "{}",
            top.join("\n")
        );
    }
}

/// Plain loads are pipelined only where the loop says `tt.num_stages`
/// (Triton's rule): not by the default or the option, not with 1 stage.
#[test]
fn plain_loads_need_the_loops_num_stages() {
    let text = realworld("triton_fused_softmax");
    let bare = text.replacen(SOFTMAX_STAGES, "} loc(#loc4)", 1);
    assert_ne!(bare, text);
    for stages in [None, Some(3)] {
        let m = mir_on(&bare, Arch::Sm80, 8, stages);
        assert_eq!(count(&m, "cp_async"), 0, "{m}");
        assert!(m.contains("load.global"));
    }
    let one = text.replacen(SOFTMAX_STAGES, "} {tt.num_stages = 1 : i32} loc(#loc4)", 1);
    assert_eq!(count(&mir_on(&one, Arch::Sm80, 8, None), "cp_async"), 0);
    let two = text.replacen(SOFTMAX_STAGES, "} {tt.num_stages = 2 : i32} loc(#loc4)", 1);
    let m = mir_on(&two, Arch::Sm80, 8, None);
    assert_eq!(count(&m, "cp_async.4 "), 4 * 2);
    assert_eq!(count(&m, "cp_async_wait 0"), 2);
}

/// The ring within the target's shared memory: a 16384-element row is
/// 64 KiB a stage, so sm_90 (227 KiB) takes 3 of the 4 stages and sm_80
/// (163 KiB) 2; a 32768-element row (128 KiB) fits twice in neither, and the
/// loop keeps the register path.
#[test]
fn plain_load_stages_fit_shared_memory() {
    let text = realworld("triton_fused_softmax");
    let wide = text.replace("1024", "16384");
    let m = mir_on(&wide, Arch::Sm90, 8, None);
    assert_eq!(count(&m, "cp_async_wait 1"), 1, "{m}");
    assert_eq!(count(&m, "cp_async_commit"), 3);
    let m = mir_on(&wide, Arch::Sm80, 8, None);
    assert_eq!(count(&m, "cp_async_wait 0"), 2);
    assert_eq!(count(&m, "cp_async_commit"), 2);
    let wider = text.replace("1024", "32768");
    for arch in [Arch::Sm80, Arch::Sm90] {
        let m = mir_on(&wider, arch, 8, None);
        assert_eq!(count(&m, "cp_async"), 0);
        assert!(m.contains("load.global"));
    }
}

/// A loop with a dot pipelines its operands' loads alone, also where it
/// says `tt.num_stages` (Triton's rule), and all of them or none:
/// `matmul_f16`'s B, not aligned for the operand path, stays a global load
/// rather than a plain load's copies read back: only A's operand copies.
#[test]
fn a_dot_loop_pipelines_no_plain_load() {
    let text = corpus("matmul_f16");
    let pinned = text.replacen(
        "} loc(#loc85)",
        "} {tt.num_stages = 3 : i32} loc(#loc85)",
        1,
    );
    assert_ne!(pinned, text);
    let m = mir(&pinned, None);
    assert_eq!(count(&m, "cp_async.16 "), 2 * 3, "{m}");
    assert_eq!(count(&m, "cp_async.4 ") + count(&m, "cp_async.8 "), 0);
    assert_eq!(loads(&m), 16);
    let aligned = aligned_matmul().replacen(
        "} loc(#loc85)",
        "} {tt.num_stages = 3 : i32} loc(#loc85)",
        1,
    );
    assert_eq!(count(&mir(&aligned, None), "cp_async.16 "), 4 * 3);
}

/// A loop that holds another loop is not pipelined (Triton pipelines
/// innermost loops); the inner loop, which says nothing, neither.
#[test]
fn an_outer_loop_is_not_pipelined() {
    let text = realworld("triton_fused_softmax");
    let inner = "      %row_minus_max = \"tt.reduce\"(%row)";
    assert!(text.contains(inner));
    let nested = format!(
        "      scf.for %j = %row_start to %n_rows step %row_step  : i32 {{
      }} loc(#loc4)
{inner}"
    );
    let text = text.replacen(inner, &nested, 1);
    let m = mir_on(&text, Arch::Sm80, 8, None);
    assert_eq!(count(&m, "cp_async"), 0, "{m}");
}

/// The pipelined softmax and its 2-stage and 3-stage forms go through ptxas
/// for sm_80 and sm_90.
#[test]
fn pipelined_plain_loads_pass_ptxas() {
    let ptxas = tilelift_tests::tools::ptxas();
    let dir = std::env::temp_dir().join(format!("tilelift-pipeline-plain-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let text = realworld("triton_fused_softmax");
    let two = text.replacen(SOFTMAX_STAGES, "} {tt.num_stages = 2 : i32} loc(#loc4)", 1);
    let wide = text.replace("1024", "16384");
    for (name, text) in [("four", &text), ("two", &two), ("wide", &wide)] {
        for (arch_name, arch) in [("sm_80", Arch::Sm80), ("sm_90", Arch::Sm90)] {
            let ptx = compile_on(text, arch, 8, None, Emit::Ptx);
            assert!(ptx.contains("cp.async.ca.shared.global"), "{ptx}");
            let name = format!("softmax_{name}");
            if let Err(e) =
                tilelift_tests::tools::ptxas_assemble(&ptxas, &dir, &name, arch_name, &ptx)
            {
                panic!("{name} ({arch_name}): {e}");
            }
        }
    }
}

/// Rows known 16-byte aligned (`input_row_stride` and `n_cols` divisible by
/// 16): the load's 4-element vectors become 16-byte copies (`.cg`) and one
/// 4-word `ld.shared` each, masked by the vector's one mask bit; ptxas takes
/// them for sm_80 and sm_90.
#[test]
fn aligned_plain_loads_take_16_byte_copies() {
    let ptxas = tilelift_tests::tools::ptxas();
    let dir =
        std::env::temp_dir().join(format!("tilelift-pipeline-aligned-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let text = realworld("triton_fused_softmax");
    let aligned = text
        .replacen(
            "%input_row_stride: i32 loc",
            "%input_row_stride: i32 {tt.divisibility = 16 : i32} loc",
            1,
        )
        .replacen(
            "%n_cols: i32 loc",
            "%n_cols: i32 {tt.divisibility = 16 : i32} loc",
            1,
        );
    assert_eq!(aligned.matches("divisibility = 16 : i32} loc").count(), 4);
    let m = mir_on(&aligned, Arch::Sm80, 8, None);
    // 1024 f32 over 256 threads: one 16-byte copy per thread and stage.
    assert_eq!(count(&m, "cp_async.16 "), 4, "{m}");
    assert_eq!(count(&m, "cp_async.4 "), 0);
    let top = softmax_body_top(&m);
    let reads: Vec<&&str> = top
        .iter()
        .filter(|l| l.contains("load.shared f32"))
        .collect();
    assert_eq!(reads.len(), 1, "{}", top.join("\n"));
    assert_eq!(reads[0].split('=').next().unwrap().matches('v').count(), 4);
    for (arch_name, arch) in [("sm_80", Arch::Sm80), ("sm_90", Arch::Sm90)] {
        let ptx = compile_on(&aligned, arch, 8, None, Emit::Ptx);
        assert!(ptx.contains("cp.async.cg.shared.global"), "{ptx}");
        assert!(ptx.contains("ld.shared.v4.b32"), "{ptx}");
        let name = format!("softmax_aligned_{arch_name}");
        if let Err(e) = tilelift_tests::tools::ptxas_assemble(&ptxas, &dir, &name, arch_name, &ptx)
        {
            panic!("{name}: {e}");
        }
    }
}

/// The instruction lines (no `.loc`, no comments) of the first block of
/// `ptx`, from its label, that waits with `cp.async.wait_group n`: a
/// pipelined loop's body.
fn loop_body(ptx: &str, n: u32) -> Vec<&str> {
    let wait = format!("cp.async.wait_group \t{n};");
    let mut block: Vec<&str> = Vec::new();
    for line in ptx.lines() {
        if line.starts_with("$L__") && line.ends_with(':') {
            if block.iter().any(|l| l.starts_with(&wait)) {
                return block;
            }
            block.clear();
            continue;
        }
        let line = line.trim();
        if !line.starts_with(".loc") && !line.starts_with("//") {
            block.push(line);
        }
    }
    assert!(
        block.iter().any(|l| l.starts_with(&wait)),
        "no `{wait}`: {ptx}"
    );
    block
}

/// `matmul_f16`'s `b` tile stays in registers (its rows are not known to be
/// aligned): its 16 global loads come before the iteration's
/// `cp.async.wait_group` and barrier, so that ptxas issues them all at once
/// (after the barrier it issued 14, stored two and reused their registers
/// for the last two: two global latencies per iteration, 1092 µs against
/// 940 µs on an H100).
#[test]
fn register_loads_go_before_the_wait() {
    let ptx = compile_on(&corpus("matmul_f16"), Arch::Sm80, 4, Some(3), Emit::Ptx);
    let body = loop_body(&ptx, 1);
    let wait = body
        .iter()
        .position(|l| l.starts_with("cp.async.wait_group"))
        .unwrap();
    let loads: Vec<usize> = (0..body.len())
        .filter(|&i| body[i].contains("ld.global.b16"))
        .collect();
    assert_eq!(loads.len(), 16, "{body:#?}");
    assert!(loads.iter().all(|&i| i < wait), "{body:#?}");
    assert!(body[wait + 1].starts_with("bar.sync"), "{body:#?}");
}

/// The tutorial's 128x128x32 matmul (4 stages): the loop carries the
/// pointers of the iteration its copies are of, so the fast loop advances
/// each `b` copy pointer once per iteration by its run-time stride, instead
/// of three times from the current iteration's (36 64-bit adds in the body
/// before, 12 now); and the thread id the prologue used to read once, before
/// the version check, is read in each arm (2 reads), so that no prologue
/// value is live through the other arm's loop.
#[test]
fn the_fast_loop_carries_its_copies_pointers() {
    let text = realworld("triton_matmul_fp16_128x128x32");
    let ptx = compile_on(&text, Arch::Sm80, 4, Some(4), Emit::Ptx);
    let body = loop_body(&ptx, 2);
    let adds = body
        .iter()
        .filter(|l| l.starts_with("add.s64") || l.starts_with("mad.wide"))
        .count();
    assert!(adds <= 12, "{adds} 64-bit adds: {body:#?}");
    let tid_reads = ptx.lines().filter(|l| l.contains("%tid.x")).count();
    assert_eq!(tid_reads, 2, "{ptx}");
}

/// A column-major `a` (`stride_am = 1`: its registers run down M) is stored
/// transposed for `ldmatrix.trans`, and copied so by `cp.async` like any
/// other operand: in `triton_matmul_fp16_colmajor_a` both operands are
/// pipelined (24 16-byte copies in the kernel, none of `a`'s tile loaded
/// into registers); before, `a` kept the register path (16 copies, 2
/// `ld.global.v4`) and the kernel ran 1.68x Triton's sm_80 time (H100), now
/// 1.02x.
#[test]
fn a_transposed_operand_is_pipelined() {
    let text = realworld("triton_matmul_fp16_colmajor_a");
    let ptx = compile_on(&text, Arch::Sm80, 4, Some(4), Emit::Ptx);
    assert_eq!(count(&ptx, "cp.async.cg.shared.global"), 24);
    assert_eq!(count(&ptx, "ld.global.v4"), 0);
}
