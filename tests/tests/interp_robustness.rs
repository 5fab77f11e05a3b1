//! The interpreter never panics on a kernel that verifies: corpus kernels with
//! their integer constants changed (to zero, to -1, to a large value) run to a
//! result or to an error (a division by zero, an access outside every buffer, a
//! loop that cannot end), whatever happens.

use std::path::{Path, PathBuf};
use tilelift_harness::case::find_cases;
use tilelift_interp::runner::run_case;

fn corpus() -> PathBuf {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/corpus")).to_path_buf()
}

/// The byte ranges of the values of scalar integer constants (`arith.constant 16 : i32`).
fn constant_spans(text: &str) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let key = "arith.constant ";
    let mut from = 0;
    while let Some(at) = text[from..].find(key) {
        let start = from + at + key.len();
        let end = start + text[start..].find(' ').unwrap_or(0);
        let rest = &text[end..];
        if text[start..end].parse::<i64>().is_ok()
            && (rest.starts_with(" : i32") || rest.starts_with(" : i64"))
        {
            spans.push((start, end));
        }
        from = end.max(start);
    }
    spans
}

#[test]
fn changed_constants_give_results_or_errors() {
    let scratch = std::env::temp_dir().join(format!("tilelift-interp-fuzz-{}", std::process::id()));
    let (mut runs, mut errors) = (0, 0);
    for case in find_cases(&corpus()).unwrap() {
        let text = std::fs::read_to_string(case.join("kernel.ttir")).unwrap();
        let dir = scratch.join(case.file_name().unwrap());
        std::fs::create_dir_all(&dir).unwrap();
        for entry in std::fs::read_dir(&case).unwrap() {
            let path = entry.unwrap().path();
            std::fs::copy(&path, dir.join(path.file_name().unwrap())).unwrap();
        }
        for (start, end) in constant_spans(&text) {
            for value in ["0", "-1", "1048576"] {
                let mutated = format!("{}{value}{}", &text[..start], &text[end..]);
                std::fs::write(dir.join("kernel.ttir"), mutated).unwrap();
                runs += 1;
                if let Err(err) = run_case(&dir) {
                    assert!(!err.message.is_empty());
                    errors += 1;
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
    assert!(runs >= 60, "{runs} runs");
    assert!(
        errors > 0 && errors < runs,
        "{errors} errors in {runs} runs"
    );
}

/// A copy of corpus case `name` in a scratch folder, `edit` applied to its
/// `case.json` text.
fn scratch_case(name: &str, tag: &str, edit: impl Fn(&str) -> String) -> PathBuf {
    let src = corpus().join(name);
    let dir = std::env::temp_dir().join(format!("tilelift-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for entry in std::fs::read_dir(&src).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(&path, dir.join(path.file_name().unwrap())).unwrap();
    }
    let json = std::fs::read_to_string(dir.join("case.json")).unwrap();
    std::fs::write(dir.join("case.json"), edit(&json)).unwrap();
    dir
}

/// A buffer of 2^40 elements is refused before anything is allocated (it
/// used to abort the process).
#[test]
fn a_case_too_large_to_hold_is_an_error_before_allocating() {
    let dir = scratch_case("vec_add_f32", "huge", |json| {
        json.replace("\"elements\": 50000", "\"elements\": 1099511627776")
    });
    let err = run_case(&dir).unwrap_err();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(err.message.contains("1024 MiB"), "{}", err.message);
}

/// A case file that is not a regular file (`/dev/zero`, read until memory
/// runs out) is refused.
#[cfg(unix)]
#[test]
fn a_case_file_that_is_not_a_regular_file_is_refused() {
    let dir = scratch_case("vec_add_f32", "devzero", str::to_string);
    std::fs::remove_file(dir.join("in0.bin")).unwrap();
    std::os::unix::fs::symlink("/dev/zero", dir.join("in0.bin")).unwrap();
    let err = run_case(&dir).unwrap_err();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        err.message.contains("not a regular file"),
        "{}",
        err.message
    );
}

/// An endless `scf.while` and a huge grid stop at the step limit, with the
/// op's position, instead of running until killed.
#[test]
fn endless_runs_stop_at_the_step_limit() {
    use tilelift_interp::{run, ArgValue, ErrorKind, Memory, RunOptions};
    let text = r#"module {
  tt.func public @k(%n: i32) {
    %r = scf.while (%x = %n) : (i32) -> (i32) {
      %t = arith.constant true
      scf.condition(%t) %x : i32
    } do {
    ^bb0(%y: i32):
      %z = arith.addi %y, %y : i32
      scf.yield %z : i32
    }
    tt.return
  }
}"#;
    let (module, _) = tilelift_ir::parse_module(text).unwrap();
    let module = tilelift_ir::Verified::new(module).unwrap();
    let func = module.module().func_by_name("k").unwrap();
    let mut options = RunOptions::new([1, 1, 1]);
    options.max_steps = 100_000;
    let err = run(
        &module,
        func,
        &[ArgValue::I32(1)],
        &mut Memory::new(),
        &options,
    )
    .unwrap_err();
    assert_eq!(err.kind, ErrorKind::StepLimit, "{err}");
    options.grid = [65536, 65536, 65536];
    let err = run(
        &module,
        func,
        &[ArgValue::I32(1)],
        &mut Memory::new(),
        &options,
    )
    .unwrap_err();
    assert_eq!(err.kind, ErrorKind::StepLimit, "{err}");
}
