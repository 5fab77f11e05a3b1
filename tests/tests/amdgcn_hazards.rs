//! The wait states gfx942 needs and does not keep by itself (MI300 ISA,
//! "Manually Inserted Wait States"; LLVM's GCNHazardRecognizer for CDNA3)
//! are in every kernel we write for it, checked by a reader of the assembly
//! written here, apart from the emitter's pass (`tilelift_amdgpu::hazard`):
//!
//! - a VALU instruction reading an SGPR (or `vcc`, named or, for
//!   `v_div_fmas`, implied) that a VALU instruction wrote has at least two
//!   wait states between them;
//! - a VALU instruction other than a transcendental one reading a VGPR that
//!   a transcendental instruction wrote has at least one.
//!
//! Every path into the reader counts: the previous instruction unless it is
//! an unconditional branch or `s_endpgm`, and every branch to the label the
//! reader's block starts with. Every instruction is a wait state, `s_nop N`
//! is N + 1.

mod amdgcn_common;

use amdgcn_common::{compile_for, Mcpu, KERNELS};
use std::collections::HashMap;

/// A register range: file (`v`, `s`, `a`), first, one past the last.
type Range = (char, u32, u32);

fn range(op: &str) -> Option<Range> {
    let op = op.trim().trim_start_matches('-').trim_matches('|');
    let op = op.split(' ').next()?;
    if op == "vcc" {
        return Some(('s', 106, 108));
    }
    let mut chars = op.chars();
    let file = chars.next()?;
    if !"vsa".contains(file) {
        return None;
    }
    let rest = chars.as_str();
    if let Some(inner) = rest.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
        let (a, b) = inner.split_once(':')?;
        Some((file, a.parse().ok()?, b.parse::<u32>().ok()? + 1))
    } else {
        let n: u32 = rest.parse().ok()?;
        Some((file, n, n + 1))
    }
}

fn overlap(a: Range, b: Range) -> bool {
    a.0 == b.0 && a.1 < b.2 && b.1 < a.2
}

/// One instruction of the body.
struct Inst {
    mnemonic: String,
    defs: Vec<Range>,
    uses: Vec<Range>,
    states: u32,
}

const TRANS: &[&str] = &[
    "v_exp_f32",
    "v_log_f32",
    "v_rcp_f32",
    "v_rcp_iflag_f32",
    "v_rsq_f32",
    "v_sqrt_f32",
    "v_sin_f32",
    "v_cos_f32",
    "v_rcp_f64",
    "v_rsq_f64",
    "v_sqrt_f64",
];

fn base(m: &str) -> &str {
    m.strip_suffix("_e32")
        .or_else(|| m.strip_suffix("_e64"))
        .unwrap_or(m)
}

fn is_trans(m: &str) -> bool {
    TRANS.contains(&base(m))
}

fn parse(line: &str) -> Inst {
    let (mnemonic, rest) = line.split_once(' ').unwrap_or((line, ""));
    let ops: Vec<&str> = rest.split(',').collect();
    let n_defs = if !mnemonic.starts_with("v_") {
        0
    } else if [
        "v_add_co_u32",
        "v_addc_co_u32",
        "v_sub_co_u32",
        "v_subb_co_u32",
        "v_subrev_co_u32",
        "v_div_scale_f32",
        "v_div_scale_f64",
        "v_mad_u64_u32",
        "v_mad_i64_i32",
    ]
    .contains(&base(mnemonic))
    {
        2
    } else {
        1
    };
    let n_defs = n_defs.min(ops.len());
    let mut uses: Vec<Range> = ops[n_defs..].iter().filter_map(|o| range(o)).collect();
    if mnemonic.starts_with("v_div_fmas") {
        uses.push(('s', 106, 108));
    }
    let states = match mnemonic {
        "s_nop" => rest.trim().parse::<u32>().unwrap() + 1,
        _ => 1,
    };
    Inst {
        mnemonic: mnemonic.to_string(),
        defs: ops[..n_defs].iter().filter_map(|o| range(o)).collect(),
        uses,
        states,
    }
}

/// The hazards in `asm`: one line each.
fn hazards(asm: &str) -> Vec<String> {
    let body = asm.split(".Lfunc_end0:").next().unwrap();
    let mut insts = Vec::new();
    let mut label_at = HashMap::new();
    for line in body.lines() {
        if let Some(label) = line.strip_suffix(':').filter(|l| l.starts_with(".L")) {
            label_at.insert(label.to_string(), insts.len());
        } else if line.starts_with('\t') && !line.trim().starts_with([';', '.']) {
            insts.push(parse(line.trim()));
        }
    }
    // The predecessors of each instruction.
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); insts.len()];
    for (i, inst) in insts.iter().enumerate() {
        let m = inst.mnemonic.as_str();
        if i + 1 < insts.len() && m != "s_branch" && m != "s_endpgm" {
            preds[i + 1].push(i);
        }
        if m.starts_with("s_branch") || m.starts_with("s_cbranch") {
            let target = base_line_target(asm, i);
            if let Some(&t) = label_at.get(&target) {
                if t < insts.len() {
                    preds[t].push(i);
                }
            }
        }
    }
    let mut found = Vec::new();
    for (i, r) in insts.iter().enumerate() {
        if !r.mnemonic.starts_with("v_") {
            continue;
        }
        // Walk back every path with the wait states seen so far.
        let mut stack: Vec<(usize, u32)> = preds[i].iter().map(|&p| (p, 0)).collect();
        while let Some((j, w)) = stack.pop() {
            let w_inst = &insts[j];
            if w_inst.mnemonic.starts_with("v_") {
                for &d in &w_inst.defs {
                    let sgpr_read = d.0 == 's' && w < 2 && r.uses.iter().any(|&u| overlap(u, d));
                    let trans_read = d.0 == 'v'
                        && w < 1
                        && is_trans(&w_inst.mnemonic)
                        && !is_trans(&r.mnemonic)
                        && r.uses.iter().any(|&u| overlap(u, d));
                    if sgpr_read || trans_read {
                        found.push(format!(
                            "instruction {i} ({}) reads what {j} ({}) wrote {w} wait states before",
                            r.mnemonic, w_inst.mnemonic
                        ));
                    }
                }
            }
            let w = w + w_inst.states;
            if w < 2 {
                stack.extend(preds[j].iter().map(|&p| (p, w)));
            }
        }
    }
    found
}

/// The label the branch that is instruction `i` of the body jumps to.
fn base_line_target(asm: &str, i: usize) -> String {
    let body = asm.split(".Lfunc_end0:").next().unwrap();
    let line = body
        .lines()
        .filter(|l| l.starts_with('\t') && !l.trim().starts_with([';', '.']))
        .nth(i)
        .unwrap();
    line.split_whitespace().last().unwrap().to_string()
}

#[test]
fn gfx942_kernels_keep_their_wait_states() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for case in KERNELS {
        let asm = compile_for(case, Mcpu::Gfx942);
        failures.extend(hazards(&asm).into_iter().map(|h| format!("{case}: {h}")));
        checked += 1;
    }
    for case in tilelift_tests::case_folders("realworld") {
        let name = case.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(case.join("kernel.ttir")).unwrap();
        let options = amdgcn_common::options_for(Mcpu::Gfx942)
            .with_num_warps(tilelift_tests::num_warps(&case));
        if let Ok(k) =
            tilelift::compile_named(&text, "kernel.ttir", &options, &mut Default::default())
        {
            failures.extend(hazards(&k.code).into_iter().map(|h| format!("{name}: {h}")));
            checked += 1;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked >= 85, "only {checked} kernels checked");
}

/// The reader finds the hazards when the `s_nop`s are taken out, and gfx90a
/// (which keeps these wait states itself) has no `s_nop`.
#[test]
fn the_reader_sees_hazards_without_the_nops() {
    let asm = compile_for("gelu", Mcpu::Gfx942);
    assert!(asm.contains("\ts_nop "), "{asm}");
    let stripped: String = asm
        .lines()
        .filter(|l| !l.trim().starts_with("s_nop"))
        .map(|l| format!("{l}\n"))
        .collect();
    let found = hazards(&stripped);
    assert!(found.len() >= 3, "{found:?}");
    for case in KERNELS {
        assert!(!compile_for(case, Mcpu::Gfx90a).contains("s_nop"), "{case}");
    }
}
