//! Branch relaxation: `s_branch` and `s_cbranch_*` take a 16-bit signed
//! offset in dwords (MI200 / MI300 ISA, SOPP: `PC = PC + 4 + simm16 * 4`),
//! so a target more than 128 KiB away (a kernel that spills a lot to scratch
//! memory has loops that long) is reached through `s_setpc_b64` instead, as
//! LLVM's `BranchRelaxation` pass does for AMDGPU:
//!
//! ```text
//!     s_getpc_b64 s[8:9]                        ; the address of the next instruction
//! .Lfar3_pc:
//!     s_add_u32 s8, s8, .LBB0_7-.Lfar3_pc       ; the distance, low and high words
//!     s_addc_u32 s9, s9, (.LBB0_7-.Lfar3_pc)>>32
//!     s_setpc_b64 s[8:9]
//! ```
//!
//! A conditional branch becomes the opposite condition around that jump.
//! `s[8:9]` ([`SAVE_EXEC`]) is free at a branch: it
//! is live only inside a predicated access. Distances are counted in
//! instructions at the longest encoding, 8 bytes; what the relaxation adds
//! is counted too, by running it again until nothing changes.

use crate::insts::SAVE_EXEC;
use std::collections::HashMap;

/// The most instructions a short branch may jump over: 8 bytes each at
/// most, within the 32767 dwords of `simm16`, with room to spare.
const MAX_SHORT: usize = 16000;

/// The opposite of a conditional branch.
fn inverse(mnemonic: &str) -> Option<&'static str> {
    Some(match mnemonic {
        "s_cbranch_vccz" => "s_cbranch_vccnz",
        "s_cbranch_vccnz" => "s_cbranch_vccz",
        "s_cbranch_scc0" => "s_cbranch_scc1",
        "s_cbranch_scc1" => "s_cbranch_scc0",
        "s_cbranch_execz" => "s_cbranch_execnz",
        "s_cbranch_execnz" => "s_cbranch_execz",
        _ => return None,
    })
}

/// Whether a body line is an instruction (not a label, comment or
/// directive).
fn is_inst(line: &str) -> bool {
    let t = line.trim();
    line.starts_with('\t') && !t.is_empty() && !t.starts_with(';') && !t.starts_with('.')
}

/// `body` with every branch whose target is too far for `simm16` made long.
pub fn relax_branches(body: String) -> String {
    // A body of fewer lines than a short branch reaches has no far branch.
    // Every line takes at least two bytes (a character and its newline), so
    // a body of at most `2 * MAX_SHORT` bytes has no more lines than that
    // without counting them.
    if body.len() <= 2 * MAX_SHORT || body.bytes().filter(|&b| b == b'\n').count() <= MAX_SHORT {
        return body;
    }
    let mut body = body;
    let mut next_label = 0;
    loop {
        // Looking is one pass that builds nothing; the rewrite only where
        // there is a far branch.
        if !has_far_branch(&body) {
            return body;
        }
        let (text, changed) = relax_once(&body, &mut next_label);
        body = text;
        if !changed {
            return body;
        }
    }
}

/// The instruction index of every label of `body`, and each branch's index
/// and target.
fn labels_and_branches(body: &str) -> (HashMap<&str, usize>, Vec<(usize, &str)>) {
    let mut labels = HashMap::new();
    let mut branches = Vec::new();
    let mut n = 0usize;
    for line in body.lines() {
        if let Some(label) = line.strip_suffix(':').filter(|l| l.starts_with(".L")) {
            labels.insert(label, n);
        } else if is_inst(line) {
            let mut words = line.split_whitespace();
            let mnemonic = words.next().unwrap_or("");
            if mnemonic == "s_branch" || mnemonic.starts_with("s_cbranch") {
                branches.push((n, words.next().unwrap_or("")));
            }
            n += 1;
        }
    }
    (labels, branches)
}

/// Whether a branch of `body` is too far for `simm16`.
fn has_far_branch(body: &str) -> bool {
    let (labels, branches) = labels_and_branches(body);
    branches.iter().any(|&(at, target)| {
        labels
            .get(target)
            .is_some_and(|&t| t.abs_diff(at) > MAX_SHORT)
    })
}

/// One pass: the instruction index of every label, then each far branch
/// rewritten.
fn relax_once(body: &str, next_label: &mut usize) -> (String, bool) {
    let (labels, _) = labels_and_branches(body);
    let mut out = String::with_capacity(body.len() + 256);
    let mut changed = false;
    let mut at = 0usize;
    for line in body.lines() {
        let inst = is_inst(line);
        let mut words = line.split_whitespace();
        let mnemonic = words.next().unwrap_or("");
        let target = words.next().unwrap_or("");
        let far = inst
            && (mnemonic == "s_branch" || mnemonic.starts_with("s_cbranch"))
            && labels
                .get(target)
                .is_some_and(|&t| t.abs_diff(at) > MAX_SHORT);
        if inst {
            at += 1;
        }
        if !far {
            out.push_str(line);
            out.push('\n');
            continue;
        }
        changed = true;
        let k = *next_label;
        *next_label += 1;
        let skip = format!(".Lfar{k}_skip");
        if mnemonic != "s_branch" {
            let Some(opposite) = inverse(mnemonic) else {
                // A condition without an opposite here: left as it is (the
                // assembler says it is too far).
                out.push_str(line);
                out.push('\n');
                continue;
            };
            out.push_str(&format!("\t{opposite} {skip}\n"));
        }
        let (lo, hi) = save_exec_halves();
        out.push_str(&format!(
            "\ts_getpc_b64 {SAVE_EXEC}\n.Lfar{k}_pc:\n\
             \ts_add_u32 {lo}, {lo}, {target}-.Lfar{k}_pc\n\
             \ts_addc_u32 {hi}, {hi}, ({target}-.Lfar{k}_pc)>>32\n\
             \ts_setpc_b64 {SAVE_EXEC}\n"
        ));
        if mnemonic != "s_branch" {
            out.push_str(&format!("{skip}:\n"));
        }
    }
    (out, changed)
}

/// The two SGPRs of [`SAVE_EXEC`] (`s8`, `s9`).
fn save_exec_halves() -> (String, String) {
    let inner = SAVE_EXEC.trim_start_matches("s[").trim_end_matches(']');
    let (a, b) = inner.split_once(':').unwrap_or(("8", "9"));
    (format!("s{a}"), format!("s{b}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(filler: usize, branch: &str) -> String {
        let mut s = String::from(".LBB0_0:\n");
        s += &format!("\t{branch} .LBB0_2\n");
        for _ in 0..filler {
            s += "\tv_mov_b32 v1, v2\n";
        }
        s += ".LBB0_2:\n\ts_endpgm\n";
        s
    }

    #[test]
    fn near_branches_stay() {
        let b = body(100, "s_cbranch_vccz");
        assert_eq!(relax_branches(b.clone()), b);
    }

    #[test]
    fn far_branches_go_through_setpc() {
        let out = relax_branches(body(20000, "s_cbranch_vccz"));
        let head: Vec<&str> = out.lines().take(8).collect();
        assert_eq!(
            head,
            [
                ".LBB0_0:",
                "\ts_cbranch_vccnz .Lfar0_skip",
                "\ts_getpc_b64 s[8:9]",
                ".Lfar0_pc:",
                "\ts_add_u32 s8, s8, .LBB0_2-.Lfar0_pc",
                "\ts_addc_u32 s9, s9, (.LBB0_2-.Lfar0_pc)>>32",
                "\ts_setpc_b64 s[8:9]",
                ".Lfar0_skip:",
            ]
        );
        let out = relax_branches(body(20000, "s_branch"));
        assert!(
            out.contains("\ts_setpc_b64 s[8:9]\n\tv_mov_b32"),
            "{}",
            &out[..300]
        );
        assert!(!out.contains("s_branch"));
    }
}
