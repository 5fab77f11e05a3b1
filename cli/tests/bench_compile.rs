//! `tilelift bench-compile`: its output format, the fresh-process helper and
//! the errors it reports (the numbers themselves are in BENCHMARKS.md).

use std::process::{Command, Output};

fn tilelift(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tilelift"))
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .output()
        .expect("the tilelift binary runs")
}

fn stdout(out: &Output) -> String {
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).unwrap()
}

#[test]
fn one_median_line_per_kernel_in_each_section() {
    let cases = ["tests/corpus/vec_add_f32", "tests/corpus/softmax_rows"];
    let args = [
        "bench-compile",
        cases[0],
        cases[1],
        "--rounds",
        "3",
        "--fresh",
        "2",
        "--batch",
        "6",
    ];
    let text = stdout(&tilelift(&args));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 1 + 2 + 1 + 2 + 1 + 2, "{text}");
    assert!(lines[0].starts_with("# round-robin, warm process: median of 3 rounds, sm_90"));
    assert!(lines[3].starts_with("# first compile in a fresh process: median of 2 processes"));
    assert_eq!(lines[6], "# throughput: 6 distinct kernels per batch");
    for section in [&lines[1..3], &lines[4..6]] {
        let names: Vec<&str> = section
            .iter()
            .map(|l| l.split(' ').next().unwrap())
            .collect();
        assert_eq!(names, ["vec_add_f32", "softmax_rows"], "{text}");
        for line in section {
            let us: f64 = line.split(' ').nth(1).unwrap().parse().unwrap();
            assert!(us > 0.0, "{line}");
        }
    }
    assert!(
        lines[7].starts_with("threads 1 ") && lines[7].contains("(1.00x one thread"),
        "{text}"
    );
    // Linux tells each thread's CPU time.
    assert!(lines[7].ends_with(" µs CPU per kernel)"), "{text}");
    assert!(lines[8].starts_with("threads 2 "), "{text}");
}

#[test]
fn json_has_every_measurement() {
    let args = [
        "bench-compile",
        "tests/corpus/gelu",
        "--rounds",
        "2",
        "--fresh",
        "1",
        "--batch",
        "2",
        "--json",
        "--arch",
        "sm_80",
    ];
    let text = stdout(&tilelift(&args));
    assert_eq!(text.lines().count(), 1, "{text}");
    for key in [
        "\"arch\": \"sm_80\"",
        "\"rounds\": 2",
        "\"round_robin_us\": {\"gelu\": ",
        "\"fresh_samples\": 1",
        "\"fresh_process_us\": {\"gelu\": ",
        "\"batch\": 2",
        "\"threads\": [{\"threads\": 1, \"kernels_per_s\": ",
        "\"cpu_us_per_kernel\": ",
    ] {
        assert!(text.contains(key), "{key} not in {text}");
    }
}

#[test]
fn skipped_measurements_are_left_out() {
    let args = [
        "bench-compile",
        "tests/corpus/gelu",
        "--rounds",
        "1",
        "--fresh",
        "0",
        "--batch",
        "0",
    ];
    let text = stdout(&tilelift(&args));
    assert_eq!(text.lines().count(), 2, "{text}");
}

#[test]
fn compile_once_prints_nanoseconds() {
    let args = [
        "compile-once",
        "tests/corpus/vec_add_f32/kernel.ttir",
        "--num-warps",
        "4",
    ];
    let text = stdout(&tilelift(&args));
    let nanos: u64 = text.trim().parse().unwrap();
    assert!(nanos > 0);
}

#[test]
fn compile_once_detail_prints_stages_and_faults() {
    let args = [
        "compile-once",
        "tests/corpus/vec_add_f32/kernel.ttir",
        "--num-warps",
        "4",
        "--detail",
    ];
    let out = tilelift(&args);
    assert!(out.status.success());
    let nanos: u64 = stdout(&out).trim().parse().unwrap();
    assert!(nanos > 0);
    // `parse <ns> verify <ns> ... emit <ns> minor_faults <n>`
    let detail = String::from_utf8_lossy(&out.stderr);
    let words: Vec<&str> = detail.split_whitespace().collect();
    let names: Vec<&str> = words.iter().step_by(2).copied().collect();
    assert_eq!(
        names,
        [
            "parse",
            "verify",
            "axisinfo",
            "layout",
            "lower",
            "emit",
            "minor_faults"
        ],
        "{detail}"
    );
    for value in words.iter().skip(1).step_by(2).take(6) {
        value.parse::<u64>().unwrap();
    }
}

#[test]
fn a_case_that_does_not_compile_is_an_error() {
    let out = tilelift(&["bench-compile", "examples"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(!String::from_utf8_lossy(&out.stderr).is_empty());
    let out = tilelift(&["compile-once", "no/such.ttir", "--num-warps", "4"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("no/such.ttir: error: cannot read"));
}

#[test]
fn amdgcn_against_ptx_gives_both_medians_and_their_ratio() {
    let cases = ["tests/corpus/vec_add_f32", "tests/corpus/softmax_rows"];
    let text = stdout(&tilelift(&[
        "bench-compile",
        cases[0],
        cases[1],
        "--rounds",
        "3",
        "--amdgcn",
        "gfx90a",
    ]));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert_eq!(
        lines[0],
        "# PTX (sm_90) and AMDGCN (gfx90a) compiled alternately: median of 3 rounds (µs), ratio"
    );
    for (line, name) in lines[1..].iter().zip(["vec_add_f32", "softmax_rows"]) {
        let words: Vec<&str> = line.split(' ').collect();
        assert_eq!(words.len(), 4, "{line}");
        assert_eq!(words[0], name);
        let [ptx, amd, ratio] = [1, 2, 3].map(|k| words[k].parse::<f64>().unwrap());
        assert!(ptx > 0.0 && amd > 0.0, "{line}");
        // The ratio is of the medians as printed (rounded to 0.1 µs).
        assert!((ratio - amd / ptx).abs() < 0.01 + 0.1 / ptx, "{line}");
    }
    let json = stdout(&tilelift(&[
        "bench-compile",
        cases[0],
        "--rounds",
        "2",
        "--amdgcn",
        "gfx942",
        "--json",
    ]));
    assert!(
        json.starts_with("{\"arch\": \"sm_90\", \"amdgcn\": \"gfx942\", \"rounds\": 2, \"kernels\": {\"vec_add_f32\": {\"ptx_us\": "),
        "{json}"
    );
    assert!(json.trim_end().ends_with("}, \"refused\": {}}"), "{json}");
}
