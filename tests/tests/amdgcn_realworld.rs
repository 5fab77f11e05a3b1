//! The AMDGCN path on the real-world corpus (`tests/realworld/`): every kernel
//! compiles for gfx90a and for gfx942 from its `kernel.ttir` with the case's
//! `num_warps`, and `llvm-mc` assembles it, except those in `REFUSED`, which
//! give the error named there (at a line and column) on both. A kernel that
//! starts compiling fails the test until it leaves the list. Each kernel's
//! wait states are checked too (`amdgcn_hazards.rs` says what).
//!
//! `llvm-mc` is found by [`tilelift_tests::tools::llvm_mc_for`]; without one
//! that knows the processor, the test fails (it never passes without having
//! run).

mod amdgcn_common;

/// The kernels the AMDGCN path refuses, and a part of the error.
/// (None today: the FMA attentions that needed more than the 64 KiB of LDS
/// with their conversions' scratch side by side now share it.)
const REFUSED: &[(&str, &str)] = &[];

#[test]
fn every_realworld_kernel_compiles_for_gfx90a_and_gfx942_and_assembles() {
    let dir = std::env::temp_dir().join(format!("tilelift-amd-rw-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    for &mcpu in tilelift::Mcpu::ALL {
        let llvm_mc = tilelift_tests::tools::llvm_mc_for(mcpu.name());
        let mut compiled = 0;
        for case in tilelift_tests::case_folders("realworld") {
            let name = case.file_name().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(case.join("kernel.ttir")).unwrap();
            let options = tilelift::Options::new()
                .with_target(tilelift::Target::Amdgcn(mcpu))
                .with_num_warps(tilelift_tests::num_warps(&case));
            let result =
                tilelift::compile_named(&text, "kernel.ttir", &options, &mut Default::default());
            let refused = REFUSED.iter().find(|(c, _)| *c == name);
            let name = format!("{name} ({})", mcpu.name());
            match (result, refused) {
                (Ok(k), None) => {
                    compiled += 1;
                    let found = amdgcn_common::hazards(&k.code, mcpu);
                    failures.extend(found.into_iter().map(|h| format!("{name}: {h}")));
                    let file = name.replace([' ', '(', ')'], "_");
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
        assert!(
            compiled >= 70,
            "only {compiled} compiled for {}",
            mcpu.name()
        );
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
