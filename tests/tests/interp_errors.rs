//! The interpreter's errors are clear values, never panics, and its checks can
//! fail: out-of-bounds stores, divisions by zero, assertion failures, case files
//! that do not match their kernel, wrong and unwritten outputs, changed inputs.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use tilelift_interp::runner::run_case;
use tilelift_interp::{run, ArgValue, ErrorKind, Memory, RunOptions};

fn corpus_case(name: &str) -> PathBuf {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/corpus")).join(name)
}

/// A copy of a corpus case in a fresh temporary folder, named after the case,
/// removed when dropped.
struct TempCase {
    root: PathBuf,
    dir: PathBuf,
}

impl Drop for TempCase {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.root);
    }
}

impl std::ops::Deref for TempCase {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.dir
    }
}

fn copy_case(name: &str) -> TempCase {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let root = std::env::temp_dir().join(format!("tilelift-interp-{}-{n}", std::process::id()));
    let dir = root.join(name);
    std::fs::create_dir_all(&dir).unwrap();
    for entry in std::fs::read_dir(corpus_case(name)).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(&path, dir.join(path.file_name().unwrap())).unwrap();
    }
    TempCase { root, dir }
}

/// Edits the `case.json` of a copied case.
fn edit_manifest(dir: &Path, edit: impl FnOnce(&mut serde_json::Value)) {
    let path = dir.join("case.json");
    let mut json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    edit(&mut json);
    std::fs::write(&path, serde_json::to_vec_pretty(&json).unwrap()).unwrap();
}

/// The index of the argument called `name`.
fn arg_index(json: &serde_json::Value, name: &str) -> usize {
    json["args"]
        .as_array()
        .unwrap()
        .iter()
        .position(|a| a["name"] == name)
        .unwrap()
}

#[test]
fn an_argument_count_that_does_not_match_the_kernel() {
    let dir = copy_case("vec_add_f32");
    edit_manifest(&dir, |json| {
        json["args"].as_array_mut().unwrap().pop();
    });
    let err = run_case(&dir).unwrap_err();
    assert_eq!(err.case, "vec_add_f32");
    assert_eq!(
        err.message,
        "error: case.json lists 3 arguments, but @vec_add_kernel takes 4"
    );
}

#[test]
fn an_argument_type_that_does_not_match_the_kernel() {
    let dir = copy_case("vec_add_f32");
    edit_manifest(&dir, |json| {
        let n = arg_index(json, "n_elements");
        json["args"][n]["type"] = "fp32".into();
    });
    let err = run_case(&dir).unwrap_err();
    assert!(
        err.message
            .contains("argument 3 (n_elements) does not match"),
        "{err}"
    );
}

#[test]
fn a_division_by_zero_in_a_case() {
    let dir = copy_case("int_ops");
    edit_manifest(&dir, |json| {
        let d = arg_index(json, "d");
        json["args"][d]["value"] = 0.into();
    });
    let err = run_case(&dir).unwrap_err();
    assert!(
        err.message
            .contains("error: arith.divsi in program (0, 0, 0): division by zero"),
        "{err}"
    );
    assert!(
        err.message.starts_with("kernels.py:"),
        "the Python location: {err}"
    );
}

#[test]
fn an_out_of_bounds_access_in_a_case() {
    // With n larger than the buffers and a grid to match, the last program's mask
    // is true past the end: the first access there (the load of x) fails.
    let dir = copy_case("vec_add_f32");
    edit_manifest(&dir, |json| {
        let n = arg_index(json, "n_elements");
        json["args"][n]["value"] = 50_016.into();
    });
    let err = run_case(&dir).unwrap_err();
    assert!(
        err.message
            .contains("error: tt.load in program (48, 0, 0): element 848 at address"),
        "{err}"
    );
    assert!(err.message.contains("is outside every buffer"), "{err}");
}

#[test]
fn an_out_of_bounds_store() {
    let text = r#"
module {
  tt.func public @fill(%out: !tt.ptr<f32>, %n: i32) {
    %r = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
    %p = tt.splat %out : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>>
    %q = tt.addptr %p, %r : tensor<8x!tt.ptr<f32>>, tensor<8xi32>
    %v = arith.constant dense<1.0> : tensor<8xf32>
    %lim = tt.splat %n : i32 -> tensor<8xi32>
    %m = arith.cmpi slt, %r, %lim : tensor<8xi32>
    tt.store %q, %v, %m : tensor<8x!tt.ptr<f32>> loc("fill.py":12:4)
    tt.return
  }
}"#;
    let module = tilelift::load(text, "fill.ttir").unwrap();
    let func = module.module().func_by_name("fill").unwrap();
    let mut mem = Memory::new();
    let out = mem.alloc(&[0u8; 20]);
    let options = RunOptions::new([1, 1, 1]);
    // Five elements fit: a mask of five writes them and nothing else.
    run(
        &module,
        func,
        &[ArgValue::Ptr(out), ArgValue::I32(5)],
        &mut mem,
        &options,
    )
    .unwrap();
    let floats: Vec<f32> = mem
        .bytes(out)
        .unwrap()
        .chunks(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    assert_eq!(floats, vec![1.0; 5]);
    let err = run(
        &module,
        func,
        &[ArgValue::Ptr(out), ArgValue::I32(6)],
        &mut mem,
        &options,
    )
    .unwrap_err();
    assert_eq!(err.kind, ErrorKind::OutOfBounds);
    assert_eq!(err.op, Some("tt.store"));
    assert_eq!(err.location.as_deref(), Some("fill.py:12:4"));
    assert_eq!(err.program, Some([0, 0, 0]));
    assert_eq!(err.address, Some(out + 20));
    let want = format!(
        "fill.py:12:4: error: tt.store in program (0, 0, 0): element 5 at address {:#x} (4 bytes) is outside every buffer",
        out + 20
    );
    assert_eq!(err.to_string(), want);
}

#[test]
fn an_assertion_failure() {
    let text = r#"
module {
  tt.func public @check(%n: i32) {
    %pid = tt.get_program_id y : i32
    %ok = arith.cmpi slt, %pid, %n : i32
    tt.assert %ok, "pid < n" : i1 loc("check.py":3:4)
    tt.return
  }
}"#;
    let module = tilelift::load(text, "check.ttir").unwrap();
    let func = module.module().func_by_name("check").unwrap();
    let options = RunOptions::new([2, 3, 1]);
    let err = run(
        &module,
        func,
        &[ArgValue::I32(2)],
        &mut Memory::new(),
        &options,
    )
    .unwrap_err();
    assert_eq!(err.kind, ErrorKind::AssertionFailed);
    assert_eq!(err.program, Some([0, 2, 0]));
    assert_eq!(
        err.to_string(),
        "check.py:3:4: error: tt.assert in program (0, 2, 0): assertion failed: \"pid < n\" (false in element 0)"
    );
}

#[test]
fn a_wrong_expected_output_fails() {
    let dir = copy_case("vec_add_f32");
    let path = dir.join("out0.bin");
    let mut bytes = std::fs::read(&path).unwrap();
    bytes[400..404].copy_from_slice(&1234.5f32.to_le_bytes());
    std::fs::write(&path, bytes).unwrap();
    let report = run_case(&dir).unwrap();
    assert!(!report.passed());
    assert_eq!(report.rows[0].mismatched, 1);
    assert!(report.rows[0].max_abs > 1000.0);
}

#[test]
fn unwritten_elements_are_counted() {
    // One program short: the last 50000 - 48 * 1024 elements are never written.
    let dir = copy_case("vec_add_f32");
    edit_manifest(&dir, |json| json["grid"] = serde_json::json!([48, 1, 1]));
    let report = run_case(&dir).unwrap();
    assert!(!report.passed());
    assert_eq!(report.rows[0].unwritten, Some(50_000 - 48 * 1024));
}

#[test]
fn a_kernel_that_changes_an_input_fails() {
    // Declaring the output buffer an input: the kernel changes it.
    let dir = copy_case("vec_add_f32");
    std::fs::copy(dir.join("in0.bin"), dir.join("in2.bin")).unwrap();
    edit_manifest(&dir, |json| {
        let out = arg_index(json, "out_ptr");
        json["args"][out]["role"] = "in".into();
        json["args"][out]["file"] = "in2.bin".into();
    });
    let report = run_case(&dir).unwrap();
    assert!(!report.passed());
    assert_eq!(
        report.problems,
        vec!["the kernel changed the input buffer out_ptr".to_string()]
    );
}

#[test]
fn missing_and_malformed_files_are_errors() {
    let dir = copy_case("softmax_rows");
    std::fs::remove_file(dir.join("in0.bin")).unwrap();
    let err = run_case(&dir).unwrap_err();
    assert!(err.message.contains("cannot read"), "{err}");
    let dir = copy_case("softmax_rows");
    std::fs::write(dir.join("case.json"), "{ not json").unwrap();
    assert!(run_case(&dir)
        .unwrap_err()
        .message
        .starts_with("error: case.json:"));
    let dir = copy_case("softmax_rows");
    std::fs::write(dir.join("out0.bin"), [0u8; 3]).unwrap();
    assert!(run_case(&dir)
        .unwrap_err()
        .message
        .contains("out0.bin has 3 bytes"));
    let dir = copy_case("softmax_rows");
    std::fs::write(dir.join("kernel.ttir"), "module {\n  tt.func @k( {").unwrap();
    assert!(run_case(&dir)
        .unwrap_err()
        .message
        .starts_with("kernel.ttir:"));
}
