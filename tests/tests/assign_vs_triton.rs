//! Layout assignment against Triton's `kernel.ttgir`, for every corpus case.
//!
//! For each case, `assign_layouts` (with the case's `num_warps`) lays out
//! `kernel.ttir`, and the layouts it chose are compared, as linear layouts (so
//! spelling differences do not count), with those in Triton's TTGIR:
//!
//! - the pointer operand of every `tt.load`, `tt.store`, `tt.atomic_rmw` and
//!   `tt.atomic_cas` (the layout the memory access is made in);
//! - every operand of every `tt.reduce`;
//! - the `a` and `b` operands of every `tt.dot`.
//!
//! Each kind is matched in program order. Where Triton's sm_90 software
//! pipeliner turned a loop's loads into `ttg.async_copy_global_to_local` (the
//! matmul cases), the copies inside the loop stand for the loads (their pointer
//! operand has the load's layout) and the copies it peeled before the loop are
//! left out. Cases that disagree are listed in `EXPECTED_DIFFERENT` with the
//! reason.
//!
//! Also, for every case: the result verifies, and printing it, parsing the text
//! and printing again gives the same text; and the number of `ttg.convert_layout`
//! ops is Triton's (conversions to `#ttg.dot_op` aside, which Triton's pipeliner
//! replaced by shared-memory loads).
//!
//! The layouts are those tilelift compiles for sm_90 (tensor cores on), with
//! Hopper's `wgmma` left out: Triton's sm_90 dots on `wgmma` read their
//! operands from shared memory (`ttng.warp_group_dot` on `!ttg.memdesc`s), so
//! their operand layouts are compared with tilelift's `mma.sync` ones in
//! Triton's sm_80 TTGIR (`kernel.sm80.ttgir`, from Triton 3.6, where a case
//! has one): the operands' and the accumulator's layouts
//! (`dot_layouts_match_triton_sm80`). With `wgmma` on, the accumulators are
//! compared with Triton's sm_90 ones (`dot_accumulators_match_triton_sm90`).

use std::path::Path;
use tilelift_ir::{Function, Inst, Module, Opcode, PrintOptions, Value};
use tilelift_lower::assign::{assign_layouts, AssignOptions, LayoutOptions};
use tilelift_lower::layout::convert::to_linear_layout;
use tilelift_lower::layout::linear::LinearLayout;
use tilelift_tests::{case_dirs, num_warps};

/// Cases where some compared layout differs from Triton's TTGIR, and why.
const EXPECTED_DIFFERENT: &[(&str, &str)] = &[(
    "matmul_f16",
    "Triton computes this f16 dot with Hopper tensor cores: its TTGIR has a \
     ttng.warp_group_dot on shared-memory operands in a #ttg.nvidia_mma v3 \
     accumulator, not a tt.dot, so there are no dot operands to compare \
     (this test lays out without wgmma: a #ttg.nvidia_mma v2 accumulator, \
     #ttg.dot_op operands with kWidth = 2, which \
     dot_layouts_match_triton_sm80 compares with Triton's sm_80 TTGIR; \
     dot_accumulators_match_triton_sm90 compares the wgmma accumulator). The \
     loads and the store agree.",
)];

/// One compared layout: what op it belongs to, and the layout.
type Entry = (&'static str, LinearLayout);

/// The compared layouts of a module, by kind: memory ops, reduce operands, dot
/// operands.
struct Layouts {
    memory: Vec<Entry>,
    reduce: Vec<Entry>,
    dot: Vec<Entry>,
    converts: usize,
}

/// Collects the compared layouts of the first function of `module`.
fn layouts(module: &Module) -> Layouts {
    let func = module.funcs.values().next().expect("a kernel");
    let mut out = Layouts {
        memory: Vec::new(),
        reduce: Vec::new(),
        dot: Vec::new(),
        converts: 0,
    };
    for (inst, in_loop) in program_order(func) {
        let data = func.dfg.inst(inst);
        let args = data.args();
        match data.opcode() {
            Opcode::Load | Opcode::Store | Opcode::AtomicRmw | Opcode::AtomicCas => {
                push(&mut out.memory, module, func, data.opcode().name(), args[0]);
            }
            Opcode::AsyncCopyGlobalToLocal if in_loop => {
                push(&mut out.memory, module, func, "tt.load", args[0]);
            }
            Opcode::Reduce => {
                for &arg in args {
                    push(&mut out.reduce, module, func, "tt.reduce", arg);
                }
            }
            Opcode::Dot => {
                push(&mut out.dot, module, func, "tt.dot a", args[0]);
                push(&mut out.dot, module, func, "tt.dot b", args[1]);
            }
            Opcode::ConvertLayout if !to_dot_operand(module, func, inst) => out.converts += 1,
            _ => {}
        }
    }
    out
}

/// Appends the layout of tensor `value`, if it is one.
fn push(list: &mut Vec<Entry>, module: &Module, func: &Function, what: &'static str, value: Value) {
    let ty = func.dfg.value_type(value);
    let Some(enc) = module.types.encoding(ty) else {
        return;
    };
    let layout = to_linear_layout(&module.types, enc, module.types.shape(ty))
        .unwrap_or_else(|| panic!("{what}: the layout converts"));
    list.push((what, layout));
}

/// Whether `inst` converts to a `#ttg.dot_op` layout.
fn to_dot_operand(module: &Module, func: &Function, inst: Inst) -> bool {
    let result = func
        .dfg
        .first_result(inst)
        .expect("a conversion has a result");
    let enc = module.types.encoding(func.dfg.value_type(result));
    enc.is_some_and(|e| {
        matches!(
            module.types.encoding_data(e),
            tilelift_ir::EncodingData::DotOperand { .. }
        )
    })
}

/// The instructions of `func` in program order, each with whether it is inside
/// an `scf.for`.
fn program_order(func: &Function) -> Vec<(Inst, bool)> {
    fn walk(
        func: &Function,
        region: tilelift_ir::Region,
        in_loop: bool,
        out: &mut Vec<(Inst, bool)>,
    ) {
        for block in func.order.blocks(region) {
            for inst in func.order.insts(block) {
                out.push((inst, in_loop));
                let is_loop = func.dfg.inst(inst).opcode() == Opcode::For;
                for inner in func.dfg.inst(inst).regions() {
                    walk(func, inner, in_loop || is_loop, out);
                }
            }
        }
    }
    let mut out = Vec::new();
    walk(func, func.body, false, &mut out);
    out
}

/// The differences between two lists of layouts, one line each.
fn compare(kind: &str, ours: &[Entry], theirs: &[Entry]) -> Vec<String> {
    let mut diffs = Vec::new();
    if ours.len() != theirs.len() {
        diffs.push(format!(
            "{kind}: {} ours, {} Triton's",
            ours.len(),
            theirs.len()
        ));
    }
    for (i, ((what, a), (_, b))) in ours.iter().zip(theirs).enumerate() {
        if a != b {
            diffs.push(format!("{kind} #{i} ({what}):\nours\n{a}\ntheirs\n{b}"));
        }
    }
    diffs
}

fn name(case: &Path) -> String {
    case.file_name().unwrap().to_string_lossy().into_owned()
}

/// Lays out a case's `kernel.ttir` as `tilelift compile` does for `target`
/// (`"cuda:80"` or `"cuda:90"`: tensor cores on), Hopper's `wgmma` left out
/// (the layouts the sm_80 comparisons need).
fn assign_for(case: &Path, target: &str) -> tilelift_ir::Verified {
    assign_with(case, target, false)
}

/// [`assign_for`], with `wgmma` where `wgmma` says.
fn assign_with(case: &Path, target: &str, wgmma: bool) -> tilelift_ir::Verified {
    let text = std::fs::read_to_string(case.join("kernel.ttir")).unwrap();
    let module = tilelift::load(&text, "kernel.ttir").unwrap();
    let options = AssignOptions {
        layout: LayoutOptions {
            num_warps: num_warps(case),
            threads_per_warp: 32,
            // Triton's coalescing rule, which this test compares with.
            masked_scalars_across_lanes: false,
        },
        target: target.into(),
        tensor_cores: true,
        wgmma,
    };
    assign_layouts(&module, &options).unwrap_or_else(|e| panic!("{}: {e}", name(case)))
}

/// Lays out a case's `kernel.ttir` for sm_90.
fn assign(case: &Path) -> tilelift_ir::Verified {
    assign_for(case, "cuda:90")
}

/// The layouts of the operands and the result of every `tt.dot` of the first
/// function of `module`, in program order.
fn dot_layouts(module: &Module) -> Vec<Entry> {
    let func = module.funcs.values().next().expect("a kernel");
    let mut out = Vec::new();
    for (inst, _) in program_order(func) {
        let data = func.dfg.inst(inst);
        if data.opcode() == Opcode::Dot {
            let args = data.args();
            push(&mut out, module, func, "tt.dot a", args[0]);
            push(&mut out, module, func, "tt.dot b", args[1]);
            let result = func.dfg.first_result(inst).unwrap();
            push(&mut out, module, func, "tt.dot result", result);
        }
    }
    out
}

#[test]
fn dot_layouts_match_triton_sm80() {
    let mut compared = Vec::new();
    let realworld = tilelift_tests::case_folders("realworld");
    for case in case_dirs().iter().chain(&realworld) {
        let Ok(text) = std::fs::read_to_string(case.join("kernel.sm80.ttgir")) else {
            continue;
        };
        let (theirs, _) = tilelift_ir::parse_module(&text).unwrap();
        let theirs = dot_layouts(&theirs);
        if theirs.is_empty() {
            // A kernel whose loads Triton pipelines, without a dot
            // (`triton_fused_softmax`).
            continue;
        }
        let ours = dot_layouts(assign_for(case, "cuda:80").module());
        let diffs = compare("dot", &ours, &theirs);
        assert!(diffs.is_empty(), "{}:\n{}", name(case), diffs.join("\n"));
        compared.push(name(case));
    }
    // matmul_f16 on mma.sync, matmul_f32_ieee (f32, ieee) on FMA, the tf32
    // matmul on mma.sync m16n8k8 (kWidth = 1); the two
    // attention kernels' chained dots with every warp along M (`warpsPerCTA =
    // [4, 1]`), the tutorial matmuls with the balanced split.
    assert_eq!(
        compared,
        [
            "matmul_f16",
            "matmul_f32_ieee",
            "sglang_prefill_attention_fwd",
            "sglang_prefill_attention_fwd_d128",
            "sglang_prefill_attention_fwd_d128_noncausal",
            "sglang_prefill_attention_fwd_noncausal",
            "triton_matmul_bf16_128x128x32",
            "triton_matmul_fp16_128x128x32",
            "triton_matmul_fp16_128x256x64",
            "triton_matmul_fp16_64x32x32_odd",
            "triton_matmul_fp16_colmajor_a",
            "triton_matmul_leaky_relu",
            "triton_matmul_tf32_128x64x32",
            "vllm_prefill_attention_fwd",
        ]
    );
}

/// The accumulator layout of every `tt.dot` (ours) or `ttng.warp_group_dot`
/// (Triton's sm_90 TTGIR) of the first function of `module`.
fn accumulators(module: &Module) -> Vec<Entry> {
    let func = module.funcs.values().next().expect("a kernel");
    let mut out = Vec::new();
    for (inst, _) in program_order(func) {
        if matches!(
            func.dfg.inst(inst).opcode(),
            Opcode::Dot | Opcode::WarpGroupDot
        ) {
            let result = func.dfg.first_result(inst).unwrap();
            push(&mut out, module, func, "dot result", result);
        }
    }
    out
}

/// Dots where Triton's sm_90 accumulator differs from ours, and why. (The
/// attention kernels' chained dots are not among them: both take `wgmma`
/// with every warp along M.)
const SM90_DIFFERENT: &[(&str, &str)] = &[(
    "triton_matmul_tf32_128x64x32",
    "tf32 operands: Triton's wgmma m64n64k8 (warps [4, 1] along M); \
     tilelift keeps tf32 on mma.sync, whose warps split M and N ([2, 2])",
)];

/// With `wgmma` on (sm_90), each dot's accumulator is Triton's sm_90 one
/// (`#ttg.nvidia_mma` version 3 with Triton's `warpsPerCTA` and
/// `instrShape`, compared as linear layouts), except where
/// [`SM90_DIFFERENT`] says.
#[test]
fn dot_accumulators_match_triton_sm90() {
    let mut compared = Vec::new();
    let realworld = tilelift_tests::case_folders("realworld");
    for case in case_dirs().iter().chain(&realworld) {
        let text = std::fs::read_to_string(case.join("kernel.ttgir")).unwrap();
        let (theirs, _) = tilelift_ir::parse_module(&text).unwrap();
        let theirs = accumulators(&theirs);
        if theirs.is_empty() {
            continue;
        }
        let ours = accumulators(assign_with(case, "cuda:90", true).module());
        let diffs = compare("dot", &ours, &theirs);
        let expected = SM90_DIFFERENT.iter().any(|(c, _)| *c == name(case));
        assert_eq!(
            diffs.is_empty(),
            !expected,
            "{}:\n{}",
            name(case),
            diffs.join("\n")
        );
        compared.push(name(case));
    }
    assert_eq!(compared.len(), 14, "{compared:?}");
}

#[test]
fn matmul_f16_takes_mma_v2_with_triton_sm80_encodings() {
    // The encodings as Triton 3.6 prints them for sm_80 (kernel.sm80.ttgir).
    let case = case_dirs()
        .into_iter()
        .find(|c| name(c) == "matmul_f16")
        .expect("the matmul_f16 case");
    let laid_out = assign_for(&case, "cuda:80");
    let text = tilelift_ir::print_module(laid_out.module(), &PrintOptions::default());
    for want in [
        "#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>",
        "tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>",
        "tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>",
    ] {
        assert!(text.contains(want), "no {want} in:\n{text}");
    }
    // `b` (32x64, rows not known to be aligned) is loaded one element per
    // thread, 32 lanes along a row, as in Triton's sm_80 TTGIR: coalescing
    // compares widths only among accesses of one shape (`a` is 64x32).
    let b_layout = "#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>";
    let alias = text
        .lines()
        .find_map(|l| l.strip_suffix(&format!(" = {b_layout}")))
        .unwrap_or_else(|| panic!("no {b_layout} in:\n{text}"));
    let b_load = text
        .lines()
        .find(|l| l.contains("tt.load") && l.contains("tensor<32x64x!tt.ptr<f16>"))
        .expect("the load of b");
    assert!(b_load.contains(&format!("{alias}>")), "{b_load}");
}

#[test]
fn layouts_match_triton() {
    let (mut agree, mut report) = (0, Vec::new());
    let all = case_dirs();
    for case in &all {
        let name = name(case);
        let ours = layouts(assign(case).module());
        let text = std::fs::read_to_string(case.join("kernel.ttgir")).unwrap();
        let (theirs, _) = tilelift_ir::parse_module(&text).unwrap();
        let theirs = layouts(&theirs);
        let mut diffs = compare("memory op", &ours.memory, &theirs.memory);
        diffs.extend(compare("reduce operand", &ours.reduce, &theirs.reduce));
        diffs.extend(compare("dot operand", &ours.dot, &theirs.dot));
        let expected_diff = EXPECTED_DIFFERENT.iter().any(|(c, _)| *c == name);
        let memory_same = compare("", &ours.memory, &theirs.memory).is_empty();
        if memory_same {
            agree += 1;
        }
        if diffs.is_empty() == expected_diff {
            report.push(format!("{name}: {}", diffs.join("\n")));
        }
        println!(
            "{name:22} memory {:2}/{:2} reduce {}/{} dot {}/{} conversions {}/{} {}",
            ours.memory.len(),
            theirs.memory.len(),
            ours.reduce.len(),
            theirs.reduce.len(),
            ours.dot.len(),
            theirs.dot.len(),
            ours.converts,
            theirs.converts,
            if diffs.is_empty() {
                "same"
            } else {
                "DIFFERENT"
            }
        );
        if !expected_diff && ours.converts != theirs.converts {
            report.push(format!(
                "{name}: {} conversions, Triton {}",
                ours.converts, theirs.converts
            ));
        }
    }
    assert!(
        report.is_empty(),
        "unexpected results:\n{}",
        report.join("\n\n")
    );
    assert!(
        agree >= 13,
        "only {agree} of {} cases agree on every memory op",
        all.len()
    );
}

#[test]
fn results_verify_and_print_back() {
    for case in &case_dirs() {
        let out = assign(case);
        let text = tilelift_ir::print_module(out.module(), &PrintOptions::default());
        let (reparsed, _) = tilelift_ir::parse_module(&text)
            .unwrap_or_else(|e| panic!("{}: {}", name(case), e.render("ttgir", &text)));
        let reparsed = tilelift_ir::Verified::new(reparsed)
            .unwrap_or_else(|(_, e)| panic!("{}: {e}", name(case)));
        let again = tilelift_ir::print_module(reparsed.module(), &PrintOptions::default());
        assert_eq!(text, again, "{}: print(parse(print)) differs", name(case));
    }
}
