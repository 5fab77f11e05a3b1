//! Vector widths and predication of global memory accesses, ours against
//! Triton's `kernel.ptx` for the same kernel, for every corpus kernel: for loads
//! and for stores, our widest access is at least as wide as Triton's, masked
//! accesses and atomics are predicated (`@%p ld.global...`, `@%p st.global...`,
//! `@%p atom.global...`), and nothing branches around them: only kernels with
//! loops (`scf.for`, `scf.while`) branch.

mod ptx_common;

use ptx_common::{compile, main_source, read, sources, KERNELS};

/// Global accesses of a PTX text: `(is_store, bits per access, predicated)`;
/// atomics count as stores.
fn accesses(ptx: &str) -> Vec<(bool, u32, bool)> {
    let mut out = Vec::new();
    for line in ptx.lines() {
        let line = line.trim();
        let (pred, rest) = match line.strip_prefix('@') {
            Some(r) => (true, r.split_once(' ').map_or("", |(_, r)| r.trim())),
            None => (false, line),
        };
        let store = rest.starts_with("st.global") || rest.starts_with("atom.global");
        if !store && !rest.starts_with("ld.global") {
            continue;
        }
        let op = rest.split_whitespace().next().unwrap_or("");
        let n = if op.contains(".v4.") {
            4
        } else if op.contains(".v2.") {
            2
        } else {
            1
        };
        let bits = op
            .rsplit('.')
            .next()
            .and_then(|t| t[1..].parse::<u32>().ok())
            .unwrap_or(8);
        out.push((store, n * bits, pred));
    }
    out
}

/// `widths[bits] = count`, as text: `128x2 32x4`.
fn histogram(acc: &[(bool, u32, bool)], store: bool) -> String {
    let mut counts: std::collections::BTreeMap<u32, usize> = Default::default();
    for &(s, bits, _) in acc {
        if s == store {
            *counts.entry(bits).or_default() += 1;
        }
    }
    counts
        .iter()
        .rev()
        .map(|(b, n)| format!("{b}x{n}"))
        .collect::<Vec<_>>()
        .join(" ")
}

fn widest(acc: &[(bool, u32, bool)], store: bool) -> u32 {
    acc.iter()
        .filter(|a| a.0 == store)
        .map(|a| a.1)
        .max()
        .unwrap_or(0)
}

#[test]
fn vector_widths_match_or_beat_triton() {
    let mut table = String::from("| kernel | loads (ours) | loads (Triton) | stores (ours) | stores (Triton) |\n|---|---|---|---|---|\n");
    let mut problems = Vec::new();
    for &case in KERNELS {
        let ours = accesses(&compile(case, main_source(case), tilelift::Arch::Sm90));
        let theirs = accesses(&read(case, "kernel.ptx"));
        table += &format!(
            "| {case} | {} | {} | {} | {} |\n",
            histogram(&ours, false),
            histogram(&theirs, false),
            histogram(&ours, true),
            histogram(&theirs, true)
        );
        for store in [false, true] {
            if widest(&ours, store) < widest(&theirs, store) {
                problems.push(format!(
                    "{case}: narrower {}",
                    if store { "stores" } else { "loads" }
                ));
            }
        }
    }
    println!("{table}");
    assert!(problems.is_empty(), "{}\n{table}", problems.join("\n"));
}

#[test]
fn vec_add_uses_128_bit_accesses() {
    let ptx = compile("vec_add_f32", "kernel.ttgir", tilelift::Arch::Sm90);
    assert!(ptx.contains("ld.global.v4.b32"), "{ptx}");
    assert!(ptx.contains("st.global.v4.b32"), "{ptx}");
    let ptx = compile("vec_add_f32", "kernel.ttir", tilelift::Arch::Sm90);
    assert!(
        ptx.contains("ld.global.v4.b32") && ptx.contains("st.global.v4.b32"),
        "{ptx}"
    );
}

#[test]
fn masked_accesses_are_predicated_not_branched_around() {
    for &case in KERNELS {
        let has_loops = read(case, "kernel.ttir").contains("scf.for")
            || read(case, "kernel.ttir").contains("scf.while");
        for &file in sources(case) {
            let ptx = compile(case, file, tilelift::Arch::Sm90);
            for (store, _, pred) in accesses(&ptx) {
                assert!(
                    pred,
                    "{case} ({file}): an unpredicated {} of a masked op\n{ptx}",
                    if store { "store" } else { "load" }
                );
            }
            if !has_loops {
                assert!(!ptx.contains("bra"), "{case} ({file}) branches\n{ptx}");
            }
        }
    }
}
