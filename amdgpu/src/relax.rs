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
//! is counted too: branches are made long until none more is far (a fixed
//! point on the instruction indices), then the text is rewritten once.

use crate::insts::{find_byte2, SAVE_EXEC};
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
    let t = line.trim_start();
    line.starts_with('\t') && !t.is_empty() && !t.starts_with(';') && !t.starts_with('.')
}

/// The mnemonic and target of a branch line (`s_branch`, `s_cbranch_*`).
fn branch(line: &str) -> Option<(&str, &str)> {
    let t = line.trim_start();
    if !(t.starts_with("s_branch") || t.starts_with("s_cbranch")) {
        return None;
    }
    let mut words = t.split_whitespace();
    let mnemonic = words.next()?;
    (mnemonic == "s_branch" || mnemonic.starts_with("s_cbranch"))
        .then(|| (mnemonic, words.next().unwrap_or("")))
}

/// The instructions a long form adds: the opposite condition (a conditional
/// branch) and four for the jump, in place of one; none for a condition
/// without an opposite, which is left as it is.
fn growth(mnemonic: &str) -> usize {
    if mnemonic == "s_branch" {
        3
    } else if inverse(mnemonic).is_some() {
        4
    } else {
        0
    }
}

/// The newlines of `bytes`, counted in blocks of at most 255 bytes whose
/// counts fit a byte (a loop the compiler vectorizes, where a count byte
/// by byte took as long as writing the body's largest parts).
fn count_lines(bytes: &[u8]) -> usize {
    bytes
        .chunks(255)
        .map(|c| usize::from(c.iter().fold(0u8, |n, &b| n + u8::from(b == b'\n'))))
        .sum()
}

/// A branch of the body.
struct Branch<'a> {
    /// Its instruction index.
    at: usize,
    /// Its mnemonic.
    mnemonic: &'a str,
    /// Its target's instruction index, if the target is a label of the body.
    target: Option<usize>,
    /// The round of the fixed point in which it was found far, if it was.
    far: Option<usize>,
    /// Its line's bytes in the body (without the newline).
    line: (usize, usize),
}

/// `body` with every branch whose target is too far for `simm16` made long.
pub fn relax_branches(body: String) -> String {
    // A body of fewer lines than a short branch reaches has no far branch.
    // Every line takes at least two bytes (a character and its newline), so
    // a body of at most `2 * MAX_SHORT` bytes has no more lines than that
    // without counting them.
    if body.len() <= 2 * MAX_SHORT || count_lines(body.as_bytes()) <= MAX_SHORT {
        return body;
    }
    let mut branches = branches(&body);
    // Which branches are far, as instruction indices after the long forms
    // found so far: a fixed point (a long form moves what comes after it),
    // reached on the indices before the text is rewritten once.
    let mut round = 0;
    loop {
        // The instructions the long forms found so far add before each
        // branch (`shift[i]`: before branch `i`; at its end, in all).
        let mut shift = Vec::with_capacity(branches.len() + 1);
        let mut added = 0;
        for b in &branches {
            shift.push(added);
            if b.far.is_some() {
                added += growth(b.mnemonic);
            }
        }
        // The index of instruction `t` once the long forms are in.
        let moved = |t: usize| {
            let before = branches.partition_point(|b| b.at < t);
            t + if before < shift.len() {
                shift[before]
            } else {
                added
            }
        };
        let mut found = Vec::new();
        for (i, b) in branches.iter().enumerate() {
            if let (None, Some(t)) = (b.far, b.target) {
                if moved(t).abs_diff(b.at + shift[i]) > MAX_SHORT {
                    found.push(i);
                }
            }
        }
        if found.is_empty() {
            break;
        }
        for i in found {
            branches[i].far = Some(round);
        }
        round += 1;
    }
    if branches.iter().all(|b| b.far.is_none()) {
        return body;
    }
    // Long forms are numbered by round, then in program order (as a pass
    // per round would number them).
    let mut order: Vec<usize> = (0..branches.len())
        .filter(|&i| branches[i].far.is_some())
        .collect();
    order.sort_by_key(|&i| (branches[i].far, i));
    let mut number = vec![None; branches.len()];
    for (k, &i) in order.iter().enumerate() {
        number[i] = Some(k);
    }
    rewrite(&body, &branches, &number)
}

/// The branches of `body`, their targets resolved to instruction indices.
fn branches(body: &str) -> Vec<Branch<'_>> {
    let mut labels = HashMap::new();
    let mut branches = Vec::new();
    let mut targets = Vec::new();
    let mut n = 0usize;
    let mut start = 0;
    while start < body.len() {
        let end = find_byte2(body.as_bytes(), start, b'\n', b'\n').unwrap_or(body.len());
        let line = &body[start..end];
        if let Some(label) = line.strip_suffix(':').filter(|l| l.starts_with(".L")) {
            labels.insert(label, n);
        } else if is_inst(line) {
            if let Some((mnemonic, target)) = branch(line) {
                branches.push(Branch {
                    at: n,
                    mnemonic,
                    target: None,
                    far: None,
                    line: (start, end),
                });
                targets.push(target);
            }
            n += 1;
        }
        start = end + 1;
    }
    for (b, t) in branches.iter_mut().zip(targets) {
        b.target = labels.get(t).copied();
    }
    branches
}

/// `body` with branch `i` made long where `number[i]` gives its labels'
/// number; the text between such branches copied as it is.
fn rewrite(body: &str, branches: &[Branch], number: &[Option<usize>]) -> String {
    let mut out = String::with_capacity(body.len() + 160 * number.len());
    let mut copied = 0;
    for (b, k) in branches.iter().zip(number) {
        let Some(k) = *k else { continue };
        let (mnemonic, (start, end)) = (b.mnemonic, b.line);
        let target = branch(&body[start..end]).map_or("", |(_, t)| t);
        let opposite = inverse(mnemonic);
        if mnemonic != "s_branch" && opposite.is_none() {
            // A condition without an opposite here: left as it is (the
            // assembler says it is too far).
            continue;
        }
        out.push_str(&body[copied..start]);
        copied = (end + 1).min(body.len());
        let skip = format!(".Lfar{k}_skip");
        if let (Some(opposite), false) = (opposite, mnemonic == "s_branch") {
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
    out.push_str(&body[copied..]);
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out
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

    #[test]
    fn counts_lines() {
        assert_eq!(count_lines(b""), 0);
        assert_eq!(count_lines(b"x"), 0);
        for n in [1, 254, 255, 256, 1000] {
            assert_eq!(count_lines("\tv_mov_b32 v1, 0\n".repeat(n).as_bytes()), n);
        }
        assert_eq!(count_lines(&[b'\n'; 600]), 600);
    }

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

    /// A long form moves what comes after it: a branch near its target
    /// until a branch between them is made long becomes far in a second
    /// round, and its labels are numbered after the first round's.
    #[test]
    fn a_long_form_makes_another_branch_far() {
        let mut s = String::from(".LBB0_0:\n\ts_cbranch_vccz .LBB0_2\n\ts_branch .LBB0_3\n");
        // `s_cbranch_vccz` (instruction 0) reaches `.LBB0_2` at instruction
        // MAX_SHORT - 1 before `s_branch` becomes 4 instructions.
        for _ in 0..MAX_SHORT - 3 {
            s += "\tv_mov_b32 v1, v2\n";
        }
        s += ".LBB0_2:\n";
        for _ in 0..MAX_SHORT {
            s += "\tv_mov_b32 v1, v2\n";
        }
        s += ".LBB0_3:\n\ts_endpgm\n";
        let out = relax_branches(s);
        let head: Vec<&str> = out.lines().take(13).collect();
        assert_eq!(
            head,
            [
                ".LBB0_0:",
                "\ts_cbranch_vccnz .Lfar1_skip",
                "\ts_getpc_b64 s[8:9]",
                ".Lfar1_pc:",
                "\ts_add_u32 s8, s8, .LBB0_2-.Lfar1_pc",
                "\ts_addc_u32 s9, s9, (.LBB0_2-.Lfar1_pc)>>32",
                "\ts_setpc_b64 s[8:9]",
                ".Lfar1_skip:",
                "\ts_getpc_b64 s[8:9]",
                ".Lfar0_pc:",
                "\ts_add_u32 s8, s8, .LBB0_3-.Lfar0_pc",
                "\ts_addc_u32 s9, s9, (.LBB0_3-.Lfar0_pc)>>32",
                "\ts_setpc_b64 s[8:9]",
            ]
        );
    }
}
