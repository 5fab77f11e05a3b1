//! `ptxas` accepts our PTX for every corpus kernel of the PTX path, for `sm_80`
//! and `sm_90`, through Triton's layouts and through ours, and for every other
//! architecture `--arch` takes.
//!
//! `ptxas` is found by [`tilelift_tests::tools::ptxas`]; without one, the tests
//! fail (they never pass without having run).

mod ptx_common;

use ptx_common::{compile, sources, KERNELS};

#[test]
fn ptxas_accepts_the_corpus_kernels() {
    let ptxas = tilelift_tests::tools::ptxas();
    let dir = std::env::temp_dir().join(format!("tilelift-ptxas-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    for &case in KERNELS {
        for (arch_name, arch) in [
            ("sm_80", tilelift::Arch::Sm80),
            ("sm_90", tilelift::Arch::Sm90),
        ] {
            for &file in sources(case) {
                let ptx = compile(case, file, arch);
                let name = format!("{case}-{}", file.replace('.', "_"));
                if let Err(e) =
                    tilelift_tests::tools::ptxas_assemble(&ptxas, &dir, &name, arch_name, &ptx)
                {
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

/// Every architecture `--arch` takes, beyond `sm_80` and `sm_90` (above): each
/// corpus kernel assembles for it, and its header names the target and the PTX
/// ISA version the target needs.
#[test]
fn ptxas_accepts_every_arch() {
    let ptxas = tilelift_tests::tools::ptxas();
    let dir = std::env::temp_dir().join(format!("tilelift-ptxas-arch-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let others = tilelift::Arch::ALL
        .into_iter()
        .filter(|&a| a != tilelift::Arch::Sm80 && a != tilelift::Arch::Sm90);
    let mut failures = Vec::new();
    let mut assembled = 0;
    for arch in others {
        let (major, minor) = arch.ptx_version();
        let header = format!(".version {major}.{minor}\n.target {}\n", arch.name());
        for &case in KERNELS {
            for &file in sources(case) {
                let ptx = compile(case, file, arch);
                assert!(ptx.contains(&header), "{case}/{file}: no {header:?}");
                let name = format!("{case}-{}", file.replace('.', "_"));
                match tilelift_tests::tools::ptxas_assemble(&ptxas, &dir, &name, arch.name(), &ptx)
                {
                    Ok(()) => assembled += 1,
                    Err(e) => failures.push(format!("{case} ({file}, {arch}):\n{e}")),
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "ptxas rejected:\n{}",
        failures.join("\n")
    );
    assert!(assembled >= 6 * KERNELS.len(), "{assembled} assembled");
}
