//! Golden AMDGCN: our assembly for each corpus kernel of the AMDGCN path, from
//! `kernel.ttir` for gfx90a, against `tests/golden/amdgcn/<case>.s`, and for
//! a few of them for gfx942 (cache bits, atomics, the wait states it needs),
//! against `tests/golden/amdgcn/gfx942/<case>.s`.
//! `BLESS=1 cargo test --test amdgcn_golden` rewrites the files.
//!
//! Also checked on every kernel: the vector accesses are as wide as the PTX
//! path's (`global_load_dwordx4` where the PTX has `ld.global.v4`), and `exec`
//! is restored right after every predicated access.

mod amdgcn_common;

use amdgcn_common::{compile, compile_for, Mcpu, KERNELS};
use std::path::PathBuf;

/// The kernels with a gfx942 golden file.
const GFX942_KERNELS: &[&str] = &[
    "vec_add_f32",
    "gelu",
    "histogram_atomic",
    "load_other_cache",
    "softmax_rows",
];

fn golden_path(case: &str, mcpu: Mcpu) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("golden/amdgcn");
    let dir = match mcpu {
        Mcpu::Gfx90a => dir,
        _ => dir.join(mcpu.name()),
    };
    dir.join(format!("{case}.s"))
}

#[test]
fn amdgcn_matches_the_golden_files() {
    let bless = std::env::var("BLESS").is_ok_and(|v| v == "1");
    let mut stale = Vec::new();
    let jobs = KERNELS
        .iter()
        .map(|&c| (c, Mcpu::Gfx90a))
        .chain(GFX942_KERNELS.iter().map(|&c| (c, Mcpu::Gfx942)));
    for (case, mcpu) in jobs {
        let asm = compile_for(case, mcpu);
        let path = golden_path(case, mcpu);
        if bless {
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(&path, &asm).unwrap();
            continue;
        }
        let expected = std::fs::read_to_string(&path).unwrap_or_default();
        if expected != asm {
            let first = expected
                .lines()
                .zip(asm.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(expected.lines().count().min(asm.lines().count()));
            stale.push(format!(
                "{case} ({}): differs from line {} (expected {:?}, got {:?})",
                mcpu.name(),
                first + 1,
                expected.lines().nth(first),
                asm.lines().nth(first)
            ));
        }
    }
    assert!(
        stale.is_empty(),
        "{}\nrun with BLESS=1 to rewrite tests/golden/amdgcn/",
        stale.join("\n")
    );
}

fn count(text: &str, pred: impl Fn(&str) -> bool) -> usize {
    text.lines().filter(|l| pred(l.trim())).count()
}

/// The 32-bit words a program writes: the PTX path's (32 lanes) and ours (64
/// lanes) agree, so the wave64 layouts cover the same tile with half the
/// accesses per lane, or narrower ones; it reads at least as many.
#[test]
fn words_accessed_match_the_ptx_path() {
    let width = |l: &str, v4: &str, v2: &str| {
        if l.contains(v4) {
            4
        } else if l.contains(v2) {
            2
        } else {
            1
        }
    };
    for &case in KERNELS {
        let ttir = amdgcn_common::read(case, "kernel.ttir");
        // Scalar stores (after a reduction) are made by one lane of each
        // program on either path, and not counted per lane here.
        if ["tt.reduce", "tt.scan", "tt.atomic", "tt.dot"]
            .iter()
            .any(|op| ttir.contains(op))
        {
            continue;
        }
        let ptx = tilelift::compile(
            &amdgcn_common::read(case, "kernel.ttir"),
            &tilelift::Options::default(),
        )
        .unwrap()
        .code;
        let asm = compile(case);
        for (ptx_op, amd_op) in [
            ("ld.global", "global_load_dword"),
            ("st.global", "global_store_dword"),
        ] {
            let in_ptx: usize = ptx
                .lines()
                .map(str::trim)
                .filter(|l| l.contains(ptx_op) && l.contains("32"))
                .map(|l| width(l, ".v4.", ".v2."))
                .sum();
            let in_asm: usize = asm
                .lines()
                .map(str::trim)
                .filter(|l| l.starts_with(amd_op))
                .map(|l| width(l, "dwordx4 ", "dwordx2 "))
                .sum();
            if ptx_op == "st.global" {
                // An output tile is stored once, by whichever lanes hold it.
                assert_eq!(in_ptx * 32, in_asm * 64, "{case}: {ptx_op} vs {amd_op}");
            } else {
                // Loads of a broadcast operand are repeated in every lane
                // that needs it, more often with more lanes; never less.
                assert!(in_ptx * 32 <= in_asm * 64, "{case}: {ptx_op} vs {amd_op}");
            }
        }
    }
    assert!(compile("vec_add_f32").contains("global_load_dwordx4"));
}

#[test]
fn exec_is_restored_after_every_predicated_access() {
    for &case in KERNELS {
        let asm = compile(case);
        let lines: Vec<&str> = asm.lines().map(str::trim).collect();
        for (i, l) in lines.iter().enumerate() {
            if l.starts_with("s_and_saveexec_b64") {
                assert!(
                    lines[i + 1].starts_with("global_"),
                    "{case}: line {}: {l} not followed by the access",
                    i + 1
                );
                assert_eq!(
                    lines[i + 2],
                    "s_or_b64 exec, exec, s[8:9]",
                    "{case}: line {}: exec not restored",
                    i + 3
                );
            }
        }
        let saves = count(&asm, |l| l.starts_with("s_and_saveexec_b64"));
        let restores = count(&asm, |l| l.starts_with("s_or_b64 exec, exec"));
        assert_eq!(saves, restores, "{case}");
    }
}

#[test]
fn golden_amdgcn_names_its_sources() {
    let asm = compile("vec_add_f32");
    assert!(asm.contains("; %x_6 = tt.load"), "{asm}");
    assert!(asm.contains(".amdhsa_next_free_vgpr"), "{asm}");
    assert!(asm.contains("s_waitcnt vmcnt("), "{asm}");
}
