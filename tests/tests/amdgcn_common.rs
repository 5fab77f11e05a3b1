//! What the AMDGCN tests share: the corpus kernels the AMDGCN path handles,
//! compiled from `kernel.ttir` for `amdgcn-amd-amdhsa` / `gfx90a` (or another
//! processor, `*_for`).

#![allow(dead_code)]

/// The corpus kernels that the AMDGCN path compiles.
pub const KERNELS: &[&str] = &[
    "vec_add_f32",
    "vec_add_f32_odd",
    "cast_f16_to_bf16",
    "load_other_cache",
    "bias_add_2d",
    "colmajor_to_rowmajor",
    "int_ops",
    "gelu",
    "grid_stride_saxpy",
    "block_cumsum",
    "histogram_atomic",
    "layernorm_fwd",
    "matmul_f32_ieee",
    "matmul_f16",
    "rowsum_colmax",
    "softmax_rows",
];

pub use tilelift_tests::read;

/// Every processor the AMDGCN path emits for.
pub use tilelift_amdgpu::Mcpu;

/// The compile options for gfx90a.
pub fn options() -> tilelift::Options {
    options_for(Mcpu::Gfx90a)
}

/// The compile options for `mcpu`.
pub fn options_for(mcpu: Mcpu) -> tilelift::Options {
    tilelift::Options::new().with_target(tilelift::Target::Amdgcn(mcpu))
}

/// Our assembly for `case`, or the error message.
pub fn try_compile(case: &str) -> Result<String, String> {
    try_compile_for(case, Mcpu::Gfx90a)
}

/// Our assembly for `case` on `mcpu`, or the error message.
pub fn try_compile_for(case: &str, mcpu: Mcpu) -> Result<String, String> {
    let text = read(case, "kernel.ttir");
    tilelift::compile_named(
        &text,
        "kernel.ttir",
        &options_for(mcpu),
        &mut Default::default(),
    )
    .map(|k| k.code)
    .map_err(|e| e.to_string())
}

/// Our assembly for `case`.
pub fn compile(case: &str) -> String {
    compile_for(case, Mcpu::Gfx90a)
}

/// Our assembly for `case` on `mcpu`.
pub fn compile_for(case: &str, mcpu: Mcpu) -> String {
    try_compile_for(case, mcpu).unwrap_or_else(|e| panic!("{case} ({}): {e}", mcpu.name()))
}

/// The corpus cases, sorted.
pub fn all_cases() -> Vec<String> {
    tilelift_tests::case_dirs()
        .into_iter()
        .filter(|dir| dir.join("kernel.ttir").exists())
        .map(|dir| dir.file_name().unwrap().to_string_lossy().into_owned())
        .collect()
}

// The reader of the wait states in our assembly (`amdgcn_hazards.rs` says
// what it checks); the real-world test runs it on what it compiles.

/// A register range: file (`v`, `s`, `a`), first, one past the last.
/// A run of registers: the file (`v`, `s`, `a`), the first and one past the
/// last.
pub type Range = (char, u32, u32);

/// The registers one operand names (`v3`, `v[4:7]`, `s[8:9]`, `vcc`, `-v1`,
/// `|v2|`, `v[2:3] offset:16`); `None` for a constant or a modifier.
pub fn range(op: &str) -> Option<Range> {
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

/// Whether two runs share a register.
pub fn overlap(a: Range, b: Range) -> bool {
    a.0 == b.0 && a.1 < b.2 && b.1 < a.2
}

/// One instruction of the body.
struct Inst {
    mnemonic: String,
    defs: Vec<Range>,
    uses: Vec<Range>,
    states: u32,
    /// The data of a store of more than 8 bytes.
    wide_data: Option<Range>,
}

/// The wait states each hazard needs on a processor: a VALU read of a VALU
/// SGPR write, a VALU read of a transcendental result, a VALU write of a
/// wide store's data.
fn needs(mcpu: Mcpu) -> (u32, u32, u32) {
    match mcpu {
        Mcpu::Gfx90a => (0, 0, 1),
        _ => (2, 1, 2),
    }
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
    let wide = (mnemonic.starts_with("global_store_dwordx")
        || mnemonic.starts_with("scratch_store_dwordx"))
        && !mnemonic.ends_with("x2");
    Inst {
        mnemonic: mnemonic.to_string(),
        defs: ops[..n_defs].iter().filter_map(|o| range(o)).collect(),
        uses,
        states,
        wide_data: if wide { range(ops[1]) } else { None },
    }
}

/// The hazards in `asm` for `mcpu`: one line each.
pub fn hazards(asm: &str, mcpu: Mcpu) -> Vec<String> {
    let (sgpr_need, trans_need, store_need) = needs(mcpu);
    let window = sgpr_need.max(trans_need).max(store_need).max(MFMA_WINDOW);
    let body = asm.split(".Lfunc_end0:").next().unwrap();
    let mut insts = Vec::new();
    let mut label_at = std::collections::HashMap::new();
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
        if i + 1 < insts.len() && m != "s_branch" && m != "s_endpgm" && m != "s_setpc_b64" {
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
                    let sgpr_read =
                        d.0 == 's' && w < sgpr_need && r.uses.iter().any(|&u| overlap(u, d));
                    let trans_read = d.0 == 'v'
                        && w < trans_need
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
            found.extend(mfma_hazard(r, w_inst, w).map(|what| {
                format!(
                    "instruction {i} ({}) {what} of {j} ({}) {w} wait states before",
                    r.mnemonic, w_inst.mnemonic
                )
            }));
            if let Some(data) = w_inst.wide_data {
                if w < store_need && r.defs.iter().any(|&d| overlap(d, data)) {
                    found.push(format!(
                        "instruction {i} ({}) writes the data of store {j} {w} wait states after it",
                        r.mnemonic
                    ));
                }
            }
            let w = w + w_inst.states;
            if w < window {
                stack.extend(preds[j].iter().map(|&p| (p, w)));
            }
        }
    }
    found
}

/// The most wait states an MFMA rule asks for.
const MFMA_WINDOW: u32 = 19;

/// The passes of MFMA `m` (MI200 ISA, MAI instruction latencies; MI300
/// likewise for these): 16 for the 32 x 32 forms, 8 for 16 x 16.
fn mfma_passes(m: &str) -> u32 {
    if m.contains("32x32") {
        16
    } else {
        8
    }
}

/// The MFMA rules of the MI200 and MI300 ISA's "Manually Inserted Wait
/// States" tables, for `r` with `w` wait states after `earlier`:
///
/// - a VALU write of a VGPR, then an MFMA reading it: 2;
/// - an MFMA writing `vdst`, then a VALU read or write of it: passes + 3;
/// - an MFMA writing `vdst`, then an MFMA reading it as `srcA`/`srcB`, or as
///   `srcC` other than exactly (back-to-back accumulation needs none):
///   passes + 3;
/// - an MFMA reading `srcC`, then a VALU write of it: 15 (32 x 32), 7 (16 x 16).
fn mfma_hazard(r: &Inst, earlier: &Inst, w: u32) -> Option<&'static str> {
    let is_mfma = |i: &Inst| i.mnemonic.starts_with("v_mfma");
    let hits = |a: &[Range], b: &[Range]| a.iter().any(|&x| b.iter().any(|&y| overlap(x, y)));
    if is_mfma(r) && !is_mfma(earlier) && earlier.mnemonic.starts_with("v_") {
        if w < 2 && hits(&r.uses, &earlier.defs) {
            return Some("reads for an MFMA a VALU write");
        }
        return None;
    }
    if !is_mfma(earlier) {
        return None;
    }
    let need = mfma_passes(&earlier.mnemonic) + 3;
    if !is_mfma(r) {
        if w < need && (hits(&r.uses, &earlier.defs) || hits(&r.defs, &earlier.defs)) {
            return Some("touches the result");
        }
        let war = if mfma_passes(&earlier.mnemonic) == 16 {
            15
        } else {
            7
        };
        if w < war && hits(&r.defs, &earlier.uses[2..]) {
            return Some("overwrites the srcC");
        }
        return None;
    }
    let same_c = r.uses.get(2) == earlier.defs.first();
    if w < need
        && (hits(&r.uses[..2], &earlier.defs) || (!same_c && hits(&r.uses[2..], &earlier.defs)))
    {
        return Some("reads for an MFMA the result");
    }
    None
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

/// Every kernel of `tests/<corpus>/` compiled for gfx90a and for gfx942 from
/// its `kernel.ttir` with the case's `num_warps`: its wait states checked
/// ([`hazards`]) and `llvm-mc` assembling it, except the kernels in
/// `refused`, which must give the error named there at a line and column
/// (one that starts compiling is a failure until it leaves the list); at
/// least `min_compiled` per processor. The failures, one line each.
pub fn check_corpus(corpus: &str, refused: &[(&str, &str)], min_compiled: usize) -> Vec<String> {
    let dir = std::env::temp_dir().join(format!("tilelift-amd-{corpus}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    for &mcpu in Mcpu::ALL {
        let llvm_mc = tilelift_tests::tools::llvm_mc_for(mcpu.name());
        let mut compiled = 0;
        for case in tilelift_tests::case_folders(corpus) {
            let name = case.file_name().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(case.join("kernel.ttir")).unwrap();
            let options = tilelift::Options::new()
                .with_target(tilelift::Target::Amdgcn(mcpu))
                .with_num_warps(tilelift_tests::num_warps(&case));
            let result =
                tilelift::compile_named(&text, "kernel.ttir", &options, &mut Default::default());
            let expected = refused.iter().find(|(c, _)| *c == name);
            let name = format!("{corpus}/{name} ({})", mcpu.name());
            match (result, expected) {
                (Ok(k), None) => {
                    compiled += 1;
                    let found = hazards(&k.code, mcpu);
                    failures.extend(found.into_iter().map(|h| format!("{name}: {h}")));
                    let file = name.replace([' ', '(', ')', '/'], "_");
                    if let Err(e) =
                        tilelift_tests::tools::llvm_mc_assemble(&llvm_mc, &dir, &file, &k.code)
                    {
                        failures.push(format!("{name}: llvm-mc: {e}"));
                    }
                }
                (Ok(_), Some(_)) => failures.push(format!("{name}: compiles now; leave REFUSED")),
                (Err(e), Some((_, what))) => {
                    let e = e.to_string();
                    let at: Vec<&str> = e.splitn(4, ':').collect();
                    if !e.contains(what) || at.len() < 4 || at[1].parse::<u32>().is_err() {
                        failures.push(format!("{name}: not the expected error ({what}): {e}"));
                    }
                }
                (Err(e), None) => failures.push(format!("{name}: {e}")),
            }
        }
        if compiled < min_compiled {
            failures.push(format!(
                "only {compiled} of {corpus} compiled for {}",
                mcpu.name()
            ));
        }
    }
    failures
}
