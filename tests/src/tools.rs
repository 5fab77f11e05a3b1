//! The external assemblers the tests check our output with: `ptxas` (from
//! PyPI's `nvidia-cuda-nvcc-cu12`; `scripts/test.sh` installs it) and
//! `llvm-mc` (the distribution's `llvm` package). A test that needs one and
//! cannot find it fails, naming what to install: it never passes without
//! having run.

use std::path::PathBuf;
use std::process::Command;

/// Whether `program --version` runs.
fn runs(program: &str) -> bool {
    Command::new(program)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// `ptxas`: `TILELIFT_PTXAS`, else `ptxas` on the `PATH`, else the copy
/// `scripts/test.sh` installs in `~/.cache/tilelift/ptxas/ptxas`.
pub fn find_ptxas() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("TILELIFT_PTXAS").filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(p));
    }
    if runs("ptxas") {
        return Some(PathBuf::from("ptxas"));
    }
    let home = std::env::var_os("HOME")?;
    let cached = PathBuf::from(home).join(".cache/tilelift/ptxas/ptxas");
    cached.exists().then_some(cached)
}

/// `ptxas`, or a panic that says how to get it.
pub fn ptxas() -> PathBuf {
    find_ptxas().unwrap_or_else(|| {
        panic!(
            "ptxas not found: run scripts/test.sh (it installs ptxas from PyPI's \
             nvidia-cuda-nvcc-cu12), or set TILELIFT_PTXAS"
        )
    })
}

/// `llvm-mc`: `TILELIFT_LLVM_MC`, else `llvm-mc-14` or `llvm-mc` on the `PATH`.
pub fn find_llvm_mc() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("TILELIFT_LLVM_MC").filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(p));
    }
    ["llvm-mc-14", "llvm-mc"]
        .into_iter()
        .find(|name| runs(name))
        .map(PathBuf::from)
}

/// `llvm-mc`, or a panic that says how to get it.
pub fn llvm_mc() -> PathBuf {
    find_llvm_mc().unwrap_or_else(|| {
        panic!(
            "llvm-mc not found: install the distribution's llvm package (Debian: \
             apt-get install llvm-14), or set TILELIFT_LLVM_MC"
        )
    })
}

/// Assembles `ptx` for `arch` (`sm_80`) with `ptxas` in folder `dir` (as
/// `name.arch.ptx`), returning ptxas's complaint if it rejects it.
pub fn ptxas_assemble(
    ptxas: &std::path::Path,
    dir: &std::path::Path,
    name: &str,
    arch: &str,
    ptx: &str,
) -> Result<(), String> {
    let src = dir.join(format!("{name}.{arch}.ptx"));
    std::fs::write(&src, ptx).map_err(|e| format!("cannot write {}: {e}", src.display()))?;
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

/// Assembles AMDGCN `asm` for gfx90a with `llvm-mc` in folder `dir` (as
/// `name.s`), returning llvm-mc's complaint if it rejects it (a warning
/// counts as a rejection).
pub fn llvm_mc_assemble(
    llvm_mc: &std::path::Path,
    dir: &std::path::Path,
    name: &str,
    asm: &str,
) -> Result<(), String> {
    let src = dir.join(format!("{name}.s"));
    std::fs::write(&src, asm).map_err(|e| format!("cannot write {}: {e}", src.display()))?;
    let out = Command::new(llvm_mc)
        .args([
            "--triple=amdgcn-amd-amdhsa",
            "-mcpu=gfx90a",
            "-filetype=obj",
        ])
        .arg(&src)
        .arg("-o")
        .arg(dir.join(format!("{name}.o")))
        .output()
        .map_err(|e| format!("cannot run {}: {e}", llvm_mc.display()))?;
    if out.status.success() && out.stderr.is_empty() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}
