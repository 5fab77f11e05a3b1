//! The layout our coalescing gives each `tt.load`, `tt.store` and `tt.atomic_rmw`,
//! against the encoding of the same op in Triton's `kernel.ttgir`, compared as
//! linear layouts (so spelling differences do not count).
//!
//! Ops are matched by kind and position: the i-th memory op with a tensor pointer
//! in our TTIR is the i-th in Triton's TTGIR. Where Triton's pipeliner rewrote the
//! loads of a loop (`ttg.async_copy_global_to_local`, the matmul cases on sm_90),
//! the TTGIR has fewer `tt.load`s; those cases are listed in `EXPECTED_DIFFERENT`
//! with the reason.

use tilelift_analysis::axis_info::analyze;
use tilelift_ir::{Inst, Opcode, TypeData};
use tilelift_lower::assign::coalesce::coalesced_layouts;
use tilelift_lower::assign::default::LayoutOptions;
use tilelift_lower::layout::convert::{blocked_to_linear, to_linear_layout};
use tilelift_lower::layout::linear::LinearLayout;
use tilelift_tests::{case_dirs, num_warps};

/// Cases where our choice differs from Triton's TTGIR, and why.
const EXPECTED_DIFFERENT: &[(&str, &str)] = &[
    (
        "bias_add_2d",
        "The 64-element bias load: coalescing gives it a 1-D blocked layout, as \
         Triton's Coalesce pass does; Triton's later RemoveLayoutConversions pass \
         then reloads it in the slice layout its 2-D use wants, because a load of \
         fewer elements than threads counts as cheap to redo. Our layout \
         assignment does the same (see assign_vs_triton.rs, where this case \
         agrees); this test compares coalescing alone.",
    ),
    (
        "matmul_f16",
        "Triton's software pipeliner (num_stages = 3, sm_90) turned the loop's \
         loads into ttg.async_copy_global_to_local copies, so Triton's TTGIR keeps \
         only the store as a tt.* memory op and the ops do not line up.",
    ),
    (
        "matmul_f32_ieee",
        "As matmul_f16: the pipelined loads are async copies in Triton's TTGIR.",
    ),
];

fn memory_op(opcode: Opcode) -> bool {
    matches!(opcode, Opcode::Load | Opcode::Store | Opcode::AtomicRmw)
}

/// Triton's layouts of the memory ops of `kernel.ttgir`, in program order.
fn triton_layouts(text: &str) -> Vec<(Opcode, LinearLayout)> {
    let (module, _) = tilelift_ir::parse_module(text).unwrap();
    let func = &module.funcs[module.func_by_name(first_func(&module)).unwrap()];
    let mut out: Vec<(Inst, Opcode, LinearLayout)> = Vec::new();
    for (inst, data) in func.dfg.insts() {
        if !memory_op(data.opcode()) {
            continue;
        }
        let ptr_ty = func.dfg.value_type(data.args()[0]);
        let TypeData::Tensor {
            shape,
            encoding: Some(enc),
            ..
        } = module.types.data(ptr_ty)
        else {
            continue;
        };
        let layout =
            to_linear_layout(&module.types, *enc, shape).expect("Triton's layout converts");
        out.push((inst, data.opcode(), layout));
    }
    out.into_iter().map(|(_, op, l)| (op, l)).collect()
}

fn first_func(module: &tilelift_ir::Module) -> &str {
    &module.funcs.values().next().unwrap().name
}

/// Our coalesced layouts of the memory ops of `kernel.ttir`, in program order.
fn our_layouts(text: &str, options: &LayoutOptions) -> Vec<(Opcode, LinearLayout)> {
    let verified = tilelift::load(text, "kernel.ttir").unwrap();
    let infos = analyze(&verified);
    let info = &infos[0];
    let func = info.func();
    coalesced_layouts(info, options)
        .into_iter()
        .map(|(inst, blocked)| {
            let shape = info
                .types()
                .shape(func.dfg.value_type(func.dfg.inst(inst).args()[0]))
                .to_vec();
            (
                func.dfg.inst(inst).opcode(),
                blocked_to_linear(&blocked, &shape),
            )
        })
        .collect()
}

#[test]
fn coalesced_layouts_match_triton() {
    let cases = case_dirs();
    let (mut agree, mut report) = (0, Vec::new());
    for case in &cases {
        let name = case.file_name().unwrap().to_string_lossy().into_owned();
        let options = LayoutOptions {
            num_warps: num_warps(case),
            threads_per_warp: 32,
            masked_scalars_across_lanes: false,
        };
        let ours = our_layouts(
            &std::fs::read_to_string(case.join("kernel.ttir")).unwrap(),
            &options,
        );
        let theirs = triton_layouts(&std::fs::read_to_string(case.join("kernel.ttgir")).unwrap());
        let same = ours.len() == theirs.len() && ours.iter().zip(&theirs).all(|(a, b)| a == b);
        let expected_diff = EXPECTED_DIFFERENT.iter().any(|(c, _)| *c == name);
        if same {
            agree += 1;
        }
        if same == expected_diff {
            let detail: Vec<String> = ours
                .iter()
                .zip(theirs.iter().map(Some).chain(std::iter::repeat(None)))
                .map(|((op, a), b)| match b {
                    Some((_, b)) if a == b => format!("{}: same", op.name()),
                    Some((_, b)) => format!("{}: ours\n{a}\ntheirs\n{b}", op.name()),
                    None => format!("{}: Triton has no such op", op.name()),
                })
                .collect();
            report.push(format!(
                "{name} ({} ours, {} Triton's):\n{}",
                ours.len(),
                theirs.len(),
                detail.join("\n")
            ));
        }
    }
    assert!(
        report.is_empty(),
        "unexpected results:\n{}",
        report.join("\n\n")
    );
    assert!(agree >= 13, "only {agree} of {} cases agree", cases.len());
}
