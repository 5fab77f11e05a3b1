//! `tilelift compile --emit cubin`: the driver's JIT linker through the disk
//! cache. Without a CUDA driver (CI has none) it must exit 1 with one clear
//! line; the test that needs a GPU is ignored (run it with `cargo test -p
//! tilelift-cli --test cubin -- --ignored` on a machine with one).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn tilelift(args: &[&str], cache: Option<&Path>) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tilelift"));
    cmd.args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."));
    if let Some(dir) = cache {
        cmd.env("TILELIFT_CACHE_DIR", dir);
    }
    cmd.output().expect("the tilelift binary runs")
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tilelift-cubin-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn emit_cubin_without_a_driver_says_so() {
    let dir = temp_dir("nodriver");
    let out_file = dir.join("k.cubin");
    let args = [
        "compile",
        "--emit",
        "cubin",
        "examples/vec_add.ttir",
        "-o",
        out_file.to_str().unwrap(),
    ];
    let out = tilelift(&args, Some(&dir));
    let err = String::from_utf8_lossy(&out.stderr);
    if tilelift::cuda::driver_present().is_ok() {
        // The other side: with a driver (and a GPU), a cubin.
        assert_eq!(out.status.code(), Some(0), "{err}");
        assert_eq!(&std::fs::read(&out_file).unwrap()[..4], b"\x7fELF");
    } else {
        assert_eq!(out.status.code(), Some(1));
        assert!(
            err.starts_with(
                "error: --emit cubin needs the CUDA driver and a GPU: no CUDA driver found"
            ),
            "{err}"
        );
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(!out_file.exists());
    }
    // Input errors come first, driver or not.
    let out = tilelift(&["compile", "--emit", "cubin", "no/such.ttir"], Some(&dir));
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("no/such.ttir: error: cannot read"));
    std::fs::remove_dir_all(&dir).unwrap();
}

fn entries(cache: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(cache.join("kernels"))
        .map(|r| r.flatten().map(|e| e.path()).collect())
        .unwrap_or_default()
}

#[test]
#[ignore = "needs an NVIDIA GPU and its driver"]
fn emit_cubin_is_cached_and_a_corrupt_entry_is_rebuilt() {
    let dir = temp_dir("gpu");
    let cache = dir.join("cache");
    let out_file = dir.join("k.cubin");
    let args = [
        "compile",
        "--emit",
        "cubin",
        "--arch",
        "sm_90",
        "tests/corpus/softmax_rows/kernel.ttir",
        "-o",
        out_file.to_str().unwrap(),
    ];
    let first = tilelift(&args, Some(&cache));
    assert_eq!(
        first.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&first.stderr)
    );
    let cubin = std::fs::read(&out_file).unwrap();
    assert_eq!(&cubin[..4], b"\x7fELF");
    let stored = entries(&cache);
    assert_eq!(stored.len(), 1, "{stored:?}");
    // A hit gives the same bytes.
    std::fs::remove_file(&out_file).unwrap();
    assert_eq!(tilelift(&args, Some(&cache)).status.code(), Some(0));
    assert_eq!(std::fs::read(&out_file).unwrap(), cubin);
    // A truncated entry is discarded and rebuilt, never loaded.
    let bytes = std::fs::read(&stored[0]).unwrap();
    std::fs::write(&stored[0], &bytes[..bytes.len() / 2]).unwrap();
    assert_eq!(tilelift(&args, Some(&cache)).status.code(), Some(0));
    assert_eq!(std::fs::read(&out_file).unwrap(), cubin);
    assert_eq!(std::fs::read(&stored[0]).unwrap(), bytes);
    std::fs::remove_dir_all(&dir).unwrap();
}
