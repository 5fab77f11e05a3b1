//! The external assemblers the tests check our output with: `ptxas` (from
//! PyPI's `nvidia-cuda-nvcc-cu12`; `scripts/test.sh` installs it) and
//! `llvm-mc` (the distribution's `llvm` packages: `llvm-14` for gfx90a,
//! `llvm-19` for gfx942). A test that needs one and
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

/// Whether `program` is an `llvm-mc` that knows the AMD processor `mcpu`
/// (one that does not ignores it with a warning and names the target
/// `gfx000`).
fn knows(program: &std::ffi::OsStr, mcpu: &str) -> bool {
    Command::new(program)
        .args(["-triple=amdgcn-amd-amdhsa", &format!("-mcpu={mcpu}")])
        .stdin(std::process::Stdio::null())
        .output()
        .is_ok_and(|o| {
            o.status.success()
                && String::from_utf8_lossy(&o.stdout).contains(&format!("--{mcpu}\""))
        })
}

/// The `llvm-mc` for the AMD processor `mcpu`: the first of
/// `TILELIFT_LLVM_MC`, `llvm-mc-14`, `llvm-mc-19` and `llvm-mc` on the `PATH`
/// that knows it (`llvm-mc-14` for gfx90a; gfx942 needs LLVM 17 or newer,
/// Debian's `llvm-19`).
pub fn find_llvm_mc_for(mcpu: &str) -> Option<PathBuf> {
    let env = std::env::var_os("TILELIFT_LLVM_MC").filter(|p| !p.is_empty());
    env.into_iter()
        .chain(["llvm-mc-14", "llvm-mc-19", "llvm-mc"].map(std::ffi::OsString::from))
        .find(|p| knows(p, mcpu))
        .map(PathBuf::from)
}

/// `llvm-mc` for gfx90a ([`find_llvm_mc_for`]).
pub fn find_llvm_mc() -> Option<PathBuf> {
    find_llvm_mc_for("gfx90a")
}

/// The `llvm-mc` for `mcpu`, or a panic that says how to get it.
pub fn llvm_mc_for(mcpu: &str) -> PathBuf {
    find_llvm_mc_for(mcpu).unwrap_or_else(|| {
        panic!(
            "no llvm-mc that knows {mcpu}: install the distribution's llvm packages \
             (Debian: apt-get install llvm-14 llvm-19; scripts/test.sh does), or set \
             TILELIFT_LLVM_MC"
        )
    })
}

/// `llvm-mc` for gfx90a, or a panic that says how to get it.
pub fn llvm_mc() -> PathBuf {
    llvm_mc_for("gfx90a")
}

/// The `-arch` to give `ptxas` for PTX compiled for `arch`: `sm_90a` where
/// the PTX targets it (a kernel with `wgmma`, which `-arch=sm_90` refuses).
pub fn ptxas_arch<'a>(arch: &'a str, ptx: &str) -> &'a str {
    if arch == "sm_90" && ptx.contains("\n.target sm_90a") {
        "sm_90a"
    } else {
        arch
    }
}

/// Assembles `ptx` for `arch` (`sm_80`; `sm_90a` for `sm_90` PTX that
/// targets it, [`ptxas_arch`]) with `ptxas` in folder `dir` (as
/// `name.arch.ptx`), returning ptxas's complaint if it rejects it.
pub fn ptxas_assemble(
    ptxas: &std::path::Path,
    dir: &std::path::Path,
    name: &str,
    arch: &str,
    ptx: &str,
) -> Result<(), String> {
    let arch = ptxas_arch(arch, ptx);
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

/// The processor AMDGCN `asm` is for: its `.amdgcn_target` (gfx90a if it
/// has none).
pub fn amdgcn_mcpu(asm: &str) -> &str {
    asm.lines()
        .find_map(|l| {
            l.trim()
                .strip_prefix(".amdgcn_target \"amdgcn-amd-amdhsa--")
        })
        .and_then(|rest| rest.split(['"', ':']).next())
        .unwrap_or("gfx90a")
}

/// Assembles AMDGCN `asm` with `llvm-mc` for the processor its
/// `.amdgcn_target` names ([`amdgcn_mcpu`]) in folder `dir` (as `name.s`),
/// returning llvm-mc's complaint if it rejects it (a warning counts as a
/// rejection).
pub fn llvm_mc_assemble(
    llvm_mc: &std::path::Path,
    dir: &std::path::Path,
    name: &str,
    asm: &str,
) -> Result<(), String> {
    let src = dir.join(format!("{name}.s"));
    std::fs::write(&src, asm).map_err(|e| format!("cannot write {}: {e}", src.display()))?;
    let out = Command::new(llvm_mc)
        .args(["--triple=amdgcn-amd-amdhsa", "-filetype=obj"])
        .arg(format!("-mcpu={}", amdgcn_mcpu(asm)))
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
