//! `ptxas` accepts our PTX for every real-world kernel (`tests/realworld/`) that
//! tilelift compiles, for `sm_80` and `sm_90`, from its `kernel.ttir` with the
//! case's `num_warps`. Among them are kernels whose shared memory is above the
//! 48 KiB that `ptxas` allows a static declaration (the prefill attentions, the
//! matmul with a 64 KiB conversion): they pass because the PTX declares it
//! dynamic (`.extern .shared .align 16 .b8 global_smem[]`).
//!
//! The cases are compiled here and assembled on as many threads as there are
//! cores. `ptxas` is found by [`tilelift_tests::tools::ptxas`]; without one, the
//! test fails (it never passes without having run).

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Real-world cases that compile, at the least: the test is not vacuous when
/// the lowering starts refusing kernels.
const MIN_COMPILED: usize = 70;

/// Every real-world case folder, sorted.
fn cases() -> Vec<PathBuf> {
    tilelift_tests::case_folders("realworld")
}

/// One PTX module to assemble.
struct Job {
    name: String,
    arch: &'static str,
    ptx: String,
    shared_bytes: u32,
}

#[test]
fn ptxas_accepts_every_realworld_kernel_that_compiles() {
    let ptxas = tilelift_tests::tools::ptxas();
    let mut jobs = Vec::new();
    let mut refused = Vec::new();
    for case in cases() {
        let name = case.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(case.join("kernel.ttir")).unwrap();
        let num_warps = tilelift_tests::num_warps(&case);
        for (arch_name, arch) in [
            ("sm_80", tilelift::Arch::Sm80),
            ("sm_90", tilelift::Arch::Sm90),
        ] {
            let options = tilelift::Options::new()
                .with_arch(arch)
                .with_num_warps(num_warps);
            match tilelift::compile_named(&text, "kernel.ttir", &options, &mut Default::default()) {
                Ok(k) => jobs.push(Job {
                    name: name.clone(),
                    arch: arch_name,
                    ptx: k.code,
                    shared_bytes: k.shared_bytes,
                }),
                Err(e) => refused.push(format!("{name} ({arch_name}): {}", e.message())),
            }
        }
    }
    let compiled = jobs.len() / 2;
    assert!(
        compiled >= MIN_COMPILED,
        "only {compiled} real-world kernels compile; refused:\n{}",
        refused.join("\n")
    );
    // Shared memory is declared dynamic, never as a sized array.
    for job in &jobs {
        assert!(
            !job.ptx.lines().any(|l| l.starts_with(".shared")),
            "{}",
            job.name
        );
        assert_eq!(
            job.ptx
                .contains(".extern .shared .align 16 .b8 global_smem[];")
                || job
                    .ptx
                    .contains(".extern .shared .align 1024 .b8 global_smem[];"),
            job.shared_bytes > 0,
            "{} ({})",
            job.name,
            job.arch
        );
    }
    assert!(
        jobs.iter().any(|j| j.shared_bytes > 48 * 1024),
        "no kernel above 48 KiB of shared memory: the test no longer covers it"
    );

    let dir = std::env::temp_dir().join(format!("tilelift-ptxas-rw-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(job) = jobs.get(i) else { break };
                if let Err(e) = tilelift_tests::tools::ptxas_assemble(
                    &ptxas, &dir, &job.name, job.arch, &job.ptx,
                ) {
                    let message = format!("{} ({}):\n{e}", job.name, job.arch);
                    failures.lock().unwrap().push(message);
                }
            });
        }
    });
    let _ = std::fs::remove_dir_all(&dir);
    let failures = failures.into_inner().unwrap();
    assert!(
        failures.is_empty(),
        "ptxas rejected {} of {} modules:\n{}",
        failures.len(),
        jobs.len(),
        failures.join("\n")
    );
}
