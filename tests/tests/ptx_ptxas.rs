//! `ptxas` accepts our PTX for every corpus kernel of the PTX path, for `sm_80`
//! and `sm_90`, through Triton's layouts and through ours.
//!
//! `ptxas` is found through `TILELIFT_PTXAS`, then `ptxas` on the `PATH`, then
//! the cache `.ci/run` installs it into (`~/.cache/tilelift/ptxas/ptxas`, from
//! PyPI's `nvidia-cuda-nvcc-cu12`). Without one, the test fails under `CI=true`
//! and otherwise passes after saying loudly that it skipped.

mod ptx_common;

use ptx_common::{compile, sources, KERNELS};
use std::path::PathBuf;
use std::process::Command;

fn find_ptxas() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("TILELIFT_PTXAS").filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(p));
    }
    if Command::new("ptxas")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
    {
        return Some(PathBuf::from("ptxas"));
    }
    let home = std::env::var_os("HOME")?;
    let cached = PathBuf::from(home).join(".cache/tilelift/ptxas/ptxas");
    cached.exists().then_some(cached)
}

fn ptxas_or_skip() -> Option<PathBuf> {
    let found = find_ptxas();
    if found.is_none() {
        assert!(
            std::env::var("CI").map_or(true, |v| v != "true"),
            "ptxas not found (set TILELIFT_PTXAS, or run .ci/run, which installs it)"
        );
        eprintln!("\n*** SKIPPED: ptxas not found; set TILELIFT_PTXAS or run .ci/run ***\n");
    }
    found
}

/// Assembles `ptx` for `arch`, returning ptxas's complaint if it rejects it.
fn assemble(ptxas: &PathBuf, ptx: &str, arch: &str, name: &str) -> Result<(), String> {
    let dir = std::env::temp_dir().join(format!("tilelift-ptxas-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join(format!("{name}.{arch}.ptx"));
    std::fs::write(&src, ptx).unwrap();
    let out = Command::new(ptxas)
        .arg(format!("-arch={arch}"))
        .arg(&src)
        .arg("-o")
        .arg(dir.join(format!("{name}.{arch}.cubin")))
        .output()
        .map_err(|e| format!("cannot run {}: {e}", ptxas.display()))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

#[test]
fn ptxas_accepts_the_corpus_kernels() {
    let Some(ptxas) = ptxas_or_skip() else {
        return;
    };
    let mut failures = Vec::new();
    for &case in KERNELS {
        for (arch_name, arch) in [
            ("sm_80", tilelift::Arch::Sm80),
            ("sm_90", tilelift::Arch::Sm90),
        ] {
            for &file in sources(case) {
                let ptx = compile(case, file, arch);
                let name = format!("{case}-{}", file.replace('.', "_"));
                if let Err(e) = assemble(&ptxas, &ptx, arch_name, &name) {
                    failures.push(format!("{case} ({file}, {arch_name}):\n{e}"));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "ptxas rejected:\n{}",
        failures.join("\n")
    );
}
