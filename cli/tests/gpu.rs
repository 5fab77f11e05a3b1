//! `tilelift run` and `tilelift bench`: the CUDA runtime from the command line.
//!
//! Without a CUDA driver (CI has none) both commands must exit 1 with one clear
//! line; with one, `run` passes. The tests that need a GPU are ignored, and so
//! reported (never as passed): run them with `cargo test -p tilelift-cli --test
//! gpu -- --ignored` on a machine with a GPU.
//!
//! This file belongs to tilelift-cli, the package of the binary.

use std::process::{Command, Output};

fn tilelift(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tilelift"))
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .output()
        .expect("the tilelift binary runs")
}

fn driver_present() -> bool {
    tilelift::cuda::driver_present().is_ok()
}

#[test]
fn run_without_a_driver_says_so_in_one_line() {
    if driver_present() {
        // The other side of the same promise: with a driver, the command runs.
        let out = tilelift(&["run", "tests/corpus/vec_add_f32"]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("no CUDA driver found"), "{err}");
        assert!(!err.contains("panicked"), "{err}");
        return;
    }
    for args in [
        &["run", "tests/corpus/vec_add_f32"][..],
        &["run", "--all", "tests/corpus"][..],
        &["run", "--arch", "sm_80", "tests/corpus/vec_add_f32"][..],
        &["bench", "tests/corpus/vec_add_f32"][..],
    ] {
        let out = tilelift(args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(
            err.starts_with("error: no CUDA driver found (libcuda.so"),
            "{args:?}: {err}"
        );
        assert!(!err.contains("panicked"), "{err}");
    }
}

#[test]
fn help_names_run_and_bench() {
    let out = tilelift(&["--help"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("run") && text.contains("bench"), "{text}");
}

#[test]
#[ignore = "needs a CUDA GPU: run with --ignored"]
fn every_corpus_case_passes_on_the_gpu() {
    let out = tilelift(&["run", "--all", "tests/corpus"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(text.ends_with(" passed, 0 failed\n"), "{text}");
}

#[test]
fn run_refuses_an_architecture_it_does_not_know() {
    let out = tilelift(&["run", "--arch", "sm_70", "tests/corpus/vec_add_f32"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("sm_70") && err.contains("sm_80"), "{err}");
}

#[test]
#[ignore = "needs a CUDA GPU: run with --ignored"]
fn sm_80_dot_code_passes_on_a_newer_gpu() {
    // `mma.sync` code (sm_80) through the driver's JIT, on whatever GPU.
    let out = tilelift(&["run", "--arch", "sm_80", "tests/corpus/matmul_f16"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(text.contains("code for sm_80"), "{text}");
    assert!(text.ends_with(" passed, 0 failed\n"), "{text}");
}

#[test]
#[ignore = "needs a CUDA GPU: run with --ignored"]
fn bench_reports_time_bandwidth_and_compile_time() {
    let out = tilelift(&["bench", "tests/corpus/vec_add_f32", "--scale", "0.5"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}");
    for word in ["median of", "GB/s", "device-to-device", "cached"] {
        assert!(text.contains(word), "{word}: {text}");
    }
}
