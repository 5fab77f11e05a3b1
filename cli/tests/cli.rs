//! The `tilelift` program: exit codes, messages and output.
//!
//! This file belongs to the package of the binary, tilelift-cli, so that Cargo
//! builds it and names it in `CARGO_BIN_EXE_tilelift`; the commands run in the
//! workspace root.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn tilelift(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tilelift"))
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tilelift binary runs");
    let mut input = child.stdin.take().unwrap();
    input.write_all(stdin.unwrap_or("").as_bytes()).unwrap();
    drop(input);
    child.wait_with_output().unwrap()
}

#[test]
fn print_reproduces_the_example() {
    let out = tilelift(&["print", "examples/vec_add.ttir"], None);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let expected = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../examples/vec_add.ttir"
    ))
    .unwrap();
    assert_eq!(String::from_utf8(out.stdout).unwrap(), expected);
}

#[test]
fn no_locs_drops_every_location() {
    let out = tilelift(&["print", "--no-locs", "examples/vec_add.ttir"], None);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("tt.store"), "{text}");
    assert!(!text.contains("loc("), "{text}");
}

#[test]
fn bad_input_exits_1_with_a_located_message() {
    let src = "module {\n  tt.func public @k() {\n    %x = arith.addi %y, %y : i32\n    tt.return\n  }\n}\n";
    let out = tilelift(&["print", "-"], Some(src));
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with("<stdin>:3:21: error: use of undefined value %y"),
        "{err}"
    );
    assert!(
        err.contains("3 |     %x = arith.addi %y, %y : i32"),
        "{err}"
    );
}

#[test]
fn a_missing_file_is_an_error_not_a_crash() {
    let out = tilelift(&["print", "no/such/file.ttir"], None);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with("no/such/file.ttir: error: cannot read"),
        "{err}"
    );
}

#[test]
fn help_explains_the_commands() {
    let out = tilelift(&["--help"], None);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("print"), "{text}");
    let out = tilelift(&["help", "print"], None);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("--no-locs"), "{text}");
    assert!(text.contains("standard input"), "{text}");
}

#[test]
fn interp_runs_every_corpus_case() {
    let out = tilelift(&["interp", "--all", "tests/corpus"], None);
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(stdout.starts_with("case "), "{stdout}");
    let last = stdout.lines().last().unwrap();
    assert!(last.ends_with(" passed, 0 failed"), "{stdout}");
    assert!(stdout.contains("softmax_rows"), "{stdout}");
}

#[test]
fn interp_runs_one_case() {
    let out = tilelift(&["interp", "tests/corpus/int_ops"], None);
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert_eq!(
        stdout.lines().filter(|l| l.starts_with("int_ops ")).count(),
        4,
        "{stdout}"
    );
    assert!(stdout.ends_with("1 passed, 0 failed\n"), "{stdout}");
}

#[test]
fn interp_takes_another_kernel_file() {
    // Triton's own sm_80 TTGIR of the corpus matmuls (its pipelined shared
    // memory); the cases without that file are counted, not run.
    let args = [
        "interp",
        "--all",
        "tests/corpus",
        "--kernel-file",
        "kernel.sm80.ttgir",
    ];
    let out = tilelift(&args, None);
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(
        stdout.starts_with("14 cases without kernel.sm80.ttgir: not run\n"),
        "{stdout}"
    );
    assert!(stdout.contains("matmul_f16 "), "{stdout}");
    assert!(stdout.ends_with("2 passed, 0 failed\n"), "{stdout}");
    // A case without the file is an error that names it.
    let out = tilelift(
        &[
            "interp",
            "tests/corpus/int_ops",
            "--kernel-file",
            "kernel.sm80.ttgir",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.contains("kernel.sm80.ttgir"), "{stdout}");
}

#[test]
fn interp_fails_on_a_folder_that_is_not_a_case() {
    let out = tilelift(&["interp", "tests/corpus"], None);
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.contains("cannot read"), "{stdout}");
    assert!(stdout.ends_with("0 passed, 1 failed\n"), "{stdout}");
    let out = tilelift(&["interp", "--all", "examples"], None);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no case.json"));
}

#[test]
fn axisinfo_prints_tritons_format_and_vector_widths() {
    let out = tilelift(&["axisinfo", "examples/vec_add.ttir"], None);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("%offsets_3: contiguity = [1024], divisibility = [1024], constancy = [1], constant_value = <none>"),
        "{text}"
    );
    assert!(text.contains("tt.store %1: vector width 4"), "{text}");
}

#[test]
fn compile_writes_ptx() {
    let out = tilelift(&["compile", "examples/vec_add.ttir"], None);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains(".visible .entry vec_add_kernel("),
        "{stdout}"
    );
    assert!(stdout.contains("ld.global.v4.b32"), "{stdout}");
    let out = tilelift(
        &[
            "compile",
            "tests/corpus/vec_add_f32/kernel.ttgir",
            "--arch",
            "sm_80",
            "--emit",
            "mir",
        ],
        None,
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.starts_with("kernel vec_add_kernel("), "{stdout}");
}

#[test]
fn compile_times_every_stage() {
    let out = tilelift(
        &[
            "compile",
            "examples/vec_add.ttir",
            "--time",
            "--repeat",
            "3",
        ],
        None,
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The times go to standard error; the PTX is written as without --time.
    let stderr = String::from_utf8(out.stderr).unwrap();
    let stages: Vec<&str> = stderr
        .lines()
        .map(|l| l.split(' ').next().unwrap())
        .collect();
    assert_eq!(
        stages,
        ["parse", "verify", "axisinfo", "layout", "lower", "emit", "total"]
    );
    assert!(stderr.lines().all(|l| l.ends_with(" us")), "{stderr}");
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        stdout.contains(".visible .entry vec_add_kernel("),
        "{stdout}"
    );
}

#[test]
fn compile_reports_unsupported_ops_at_the_op() {
    let kernel = "module {\n  tt.func public @k(%c: i1) {\n    cf.br ^bb1\n  ^bb1:\n    cf.cond_br %c, ^bb1, ^bb2\n  ^bb2:\n    tt.return\n  }\n}\n";
    let out = tilelift(&["compile", "-"], Some(kernel));
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.contains("<stdin>:5:5: error: unsupported: a loop made of branches"),
        "{stderr}"
    );
}

#[test]
fn emit_ttgir_lays_out_kernels_the_ptx_path_cannot_lower_yet() {
    let out = tilelift(
        &[
            "compile",
            "tests/corpus/softmax_rows/kernel.ttir",
            "--emit",
            "ttgir",
        ],
        None,
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("\"ttg.num-warps\" = 4 : i32"), "{text}");
    assert!(text.contains("#ttg.blocked<{"), "{text}");
    assert!(text.contains("\"tt.reduce\""), "{text}");
}

#[test]
fn compile_targets_amdgcn_by_triple() {
    let out = tilelift(
        &[
            "compile",
            "examples/vec_add.ttir",
            "--target",
            "amdgcn-amd-amdhsa",
            "--mcpu",
            "gfx90a",
        ],
        None,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let asm = String::from_utf8_lossy(&out.stdout);
    assert!(
        asm.contains(".amdgcn_target \"amdgcn-amd-amdhsa--gfx90a\""),
        "{asm}"
    );
    assert!(asm.contains("global_load_dwordx4"), "{asm}");
    let bad = tilelift(
        &[
            "compile",
            "examples/vec_add.ttir",
            "--target",
            "amdgcn-amd-amdhsa",
            "--mcpu",
            "gfx1100",
        ],
        None,
    );
    // A value the option does not take is a usage error, as clap reports it.
    assert_eq!(bad.status.code(), Some(2));
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(err.contains("invalid value 'gfx1100' for '--mcpu"), "{err}");
    // Reductions cross lanes with ds_swizzle_b32 (butterflies within 32).
    let reduce = tilelift(
        &[
            "compile",
            "tests/corpus/softmax_rows/kernel.ttir",
            "--target",
            "amdgcn-amd-amdhsa",
        ],
        None,
    );
    assert_eq!(reduce.status.code(), Some(0));
    let asm = String::from_utf8_lossy(&reduce.stdout);
    assert!(asm.contains("ds_swizzle_b32"), "{asm}");
    // A kernel that spills past the accumulation registers uses scratch
    // memory (a batched f16 dot, four 32x64 by 64x32 products a program,
    // at the default 4 warps).
    let spills = tilelift(
        &[
            "compile",
            "tests/batched/dot3d_f16_b4_32x32x64_w2/kernel.ttir",
            "--target",
            "amdgcn-amd-amdhsa",
        ],
        None,
    );
    assert_eq!(spills.status.code(), Some(0));
    let asm = String::from_utf8_lossy(&spills.stdout);
    assert!(asm.contains("scratch_store_dword"), "{asm}");
    // A kernel that needs more registers than the allocator may spill is an
    // error at the op (a 1024x1024 tile).
    let n = 1024;
    let big = format!(
        r#"module {{
  tt.func public @k(%p: !tt.ptr<f32>) {{
    %r = tt.make_range {{end = {n} : i32, start = 0 : i32}} : tensor<{n}xi32>
    %r0 = tt.expand_dims %r {{axis = 0 : i32}} : tensor<{n}xi32> -> tensor<1x{n}xi32>
    %r1 = tt.broadcast %r0 : tensor<1x{n}xi32> -> tensor<{n}x{n}xi32>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<{n}x{n}x!tt.ptr<f32>>
    %q = tt.addptr %s, %r1 : tensor<{n}x{n}x!tt.ptr<f32>>, tensor<{n}x{n}xi32>
    %v = tt.load %q : tensor<{n}x{n}x!tt.ptr<f32>>
    tt.store %q, %v : tensor<{n}x{n}x!tt.ptr<f32>>
    tt.return
  }}
}}
"#
    );
    let too_large = tilelift(
        &["compile", "-", "--target", "amdgcn-amd-amdhsa"],
        Some(&big),
    );
    assert_eq!(too_large.status.code(), Some(1));
    let err = String::from_utf8_lossy(&too_large.stderr);
    assert!(
        err.contains("<stdin>:9:5: error: too large for amdgcn: "),
        "{err}"
    );
}

/// One row of the command-line behaviour table: the arguments (`{out}` is a
/// fresh output file's path) and standard input, the exit code, text that
/// standard output and standard error must contain and that standard output
/// must not, and what the output file must then hold (`None`: no file).
struct Row {
    args: &'static [&'static str],
    stdin: &'static str,
    code: i32,
    stdout: &'static str,
    stderr: &'static str,
    not_stdout: &'static str,
    file: Option<&'static str>,
}

/// A row's defaults: no input, success, nothing required, no file.
const ROW: Row = Row {
    args: &[],
    stdin: "",
    code: 0,
    stdout: "",
    stderr: "",
    not_stdout: "\u{0}",
    file: None,
};

/// The command line as `ptxas` and `llc` users expect it: usage errors exit 2
/// with clap's message, errors in the input exit 1 with a located message and
/// no output, `-o -` is standard output, `-o FILE` writes the file and nothing
/// else, `--time` goes to standard error, every `--arch` has its `.target` and
/// PTX ISA `.version`, debug lines unless `--no-debug-lines`, and the help
/// lists every value; diagnostics are plain text unless `--color` says
/// otherwise (standard error is a pipe here, so `auto` is plain).
#[test]
fn compile_options_behave_like_llc() {
    const PTX: &str = ".visible .entry vec_add_kernel(";
    const EX: &str = "examples/vec_add.ttir";
    // Triton's matmul tutorial, 128x128x32 tiles: its loop takes the pipeline.
    const MM: &str = "tests/realworld/triton_matmul_fp16_128x128x32/kernel.ttir";
    const BAD: &str = "module {\n  tt.func public @k() {\n    %x = arith.addi %y, %y : i32\n    tt.return\n  }\n}\n";
    // One row a line, as a table reads.
    #[rustfmt::skip]
    let rows = [
        Row { args: &["compile", EX], stdout: PTX, ..ROW },
        Row { args: &["compile", EX, "-o", "-"], stdout: PTX, ..ROW },
        Row { args: &["compile", EX, "-o", "{out}"], file: Some(PTX), ..ROW },
        Row { args: &["compile", "-", "-o", "{out}"], stdin: BAD, code: 1, stderr: "<stdin>:3:21: error: use of undefined value %y", ..ROW },
        Row { args: &["compile", "-"], stdin: BAD, code: 1, stderr: "3 |     %x = arith.addi %y, %y : i32", ..ROW },
        Row { args: &["compile", "-", "--color", "always"], stdin: BAD, code: 1, stderr: "<stdin>:3:21: \x1b[0m\x1b[1;31merror:\x1b[0m", ..ROW },
        Row { args: &["compile", "-", "--color", "never"], stdin: BAD, code: 1, stderr: "<stdin>:3:21: error: use of undefined value %y\n", ..ROW },
        Row { args: &["print", "-", "--color", "always"], stdin: BAD, code: 1, stderr: "\x1b[1;31m^\x1b[0m", ..ROW },
        Row { args: &["compile", EX, "--color", "rainbow"], code: 2, stderr: "possible values: auto, always, never", ..ROW },
        Row { args: &["compile", EX, "--emit", "asm"], stdout: PTX, ..ROW },
        Row { args: &["compile", EX, "--emit", "mir"], stdout: "kernel vec_add_kernel(", not_stdout: ".visible", ..ROW },
        Row { args: &["compile", EX, "--emit", "ttgir"], stdout: "#ttg.blocked<{", ..ROW },
        Row { args: &["compile", EX, "--emit", "ttir"], stdout: "tt.func public @vec_add_kernel", ..ROW },
        Row { args: &["compile", EX, "--emit", "metadata"], stdout: "\"num_ctas\": 1,\n  \"num_warps\": 4,", ..ROW },
        Row { args: &["compile", EX, "--emit", "metadata", "--arch", "sm_90a"], stdout: "\"ptx_arch\": \"sm_90a\"", ..ROW },
        Row { args: &["compile", EX, "--emit", "sass"], code: 2, stderr: "possible values: ttir, ttgir, mir, ptx, asm, cubin, metadata", ..ROW },
        Row { args: &["compile", EX, "--arch", "sm_80"], stdout: ".version 8.0\n.target sm_80\n", ..ROW },
        Row { args: &["compile", EX, "--arch", "sm_86"], stdout: ".version 8.0\n.target sm_86\n", ..ROW },
        Row { args: &["compile", EX, "--arch", "sm_89"], stdout: ".version 8.0\n.target sm_89\n", ..ROW },
        Row { args: &["compile", EX, "--arch", "sm_90"], stdout: ".version 8.0\n.target sm_90\n", ..ROW },
        Row { args: &["compile", EX, "--arch", "sm_90a"], stdout: ".version 8.0\n.target sm_90a\n", ..ROW },
        Row { args: &["compile", EX, "--arch", "sm_100"], stdout: ".version 8.6\n.target sm_100\n", ..ROW },
        Row { args: &["compile", EX, "--arch", "sm_100a"], stdout: ".version 8.6\n.target sm_100a\n", ..ROW },
        Row { args: &["compile", EX, "--arch", "sm_120"], stdout: ".version 8.7\n.target sm_120\n", ..ROW },
        Row { args: &["compile", EX, "--arch", "sm_70"], code: 2, stderr: "possible values: sm_80, sm_86, sm_89, sm_90, sm_90a, sm_100, sm_100a, sm_120", ..ROW },
        Row { args: &["compile", EX, "--arch", "sm_120a"], code: 2, stderr: "invalid value 'sm_120a' for '--arch", ..ROW },
        Row { args: &["compile", EX, "--target", "amdgcn-amd-amdhsa"], stdout: ".amdgcn_target \"amdgcn-amd-amdhsa--gfx90a\"", not_stdout: ".loc", ..ROW },
        Row { args: &["compile", EX, "--target", "amdgcn-amd-amdhsa", "--mcpu", "gfx942"], stdout: ".amdhsa_code_object_version 5\n\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx942\"", not_stdout: " glc", ..ROW },
        Row { args: &["compile", EX, "--target", "amdgcn-amd-amdhsa", "--mcpu", "gfx1100"], code: 2, stderr: "possible values: gfx90a, gfx942", ..ROW },
        Row { args: &["compile", EX, "--target", "x86_64-unknown-linux-gnu"], code: 2, stderr: "invalid value 'x86_64-unknown-linux-gnu' for '--target", ..ROW },
        Row { args: &["compile", EX, "--num-warps", "64"], code: 2, stderr: "64 is not a power of two from 1 to 32", ..ROW },
        Row { args: &["compile", EX, "--num-warps", "3"], code: 2, stderr: "3 is not a power of two", ..ROW },
        Row { args: &["compile", EX, "--num-warps", "32"], stdout: ".reqntid 1024", ..ROW },
        Row { args: &["compile", MM, "--arch", "sm_80"], stdout: "cp.async.wait_group \t1;", ..ROW },
        Row { args: &["compile", MM, "--arch", "sm_80", "--num-stages", "4"], stdout: "cp.async.wait_group \t2;", ..ROW },
        Row { args: &["compile", MM, "--arch", "sm_80", "--num-stages", "1"], stdout: "mma.sync", not_stdout: "cp.async", ..ROW },
        Row { args: &["compile", EX, "--num-stages", "two"], code: 2, stderr: "invalid value 'two' for '--num-stages", ..ROW },
        Row { args: &["compile", EX, "--time", "--repeat", "2"], stdout: PTX, stderr: "\ntotal ", ..ROW },
        Row { args: &["compile", EX, "--time", "--repeat", "2", "-o", "{out}"], stderr: "\ntotal ", file: Some(PTX), ..ROW },
        Row { args: &["compile", EX, "--repeat", "5"], code: 2, stderr: "--time", ..ROW },
        Row { args: &["compile", EX], stdout: "\t.file\t1 \"examples/vec_add.ttir\"\n", ..ROW },
        Row { args: &["compile", EX], stdout: "\t.loc\t1 9 5\n\t// %pid = tt.get_program_id\n", ..ROW },
        Row { args: &["compile", EX, "--no-debug-lines"], stdout: PTX, not_stdout: ".loc", ..ROW },
        Row { args: &["compile", EX, "--no-debug-lines", "-o", "{out}"], file: Some(PTX), ..ROW },
        Row { args: &["compile", "no/such/file.ttir"], code: 1, stderr: "no/such/file.ttir: error: cannot read", ..ROW },
        Row { args: &["compile"], code: 2, stderr: "<FILE>", ..ROW },
        Row { args: &["compile", EX, "--bogus"], code: 2, stderr: "unexpected argument '--bogus'", ..ROW },
        Row { args: &["compile", "--help"], stdout: "- sm_80:   Ampere A100 (PTX ISA 8.0)", ..ROW },
        Row { args: &["compile", "--help"], stdout: "- sm_120:  Blackwell RTX (PTX ISA 8.7)", ..ROW },
        Row { args: &["compile", "-h"], stdout: "[possible values: sm_80, sm_86, sm_89, sm_90, sm_90a, sm_100, sm_100a, sm_120]", ..ROW },
        Row { args: &["compile", "--help"], stdout: "--no-debug-lines", ..ROW },
        Row { args: &["compile", "--help"], stdout: "amdgcn-amd-amdhsa", ..ROW },
        Row { args: &["compile", "--help"], stdout: "metadata", ..ROW },
        Row { args: &["--version"], stdout: "tilelift ", ..ROW },
    ];
    let dir = std::env::temp_dir().join(format!("tilelift-cli-table-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (i, row) in rows.iter().enumerate() {
        let out_file = dir.join(format!("row{i}.out"));
        let out_path = out_file.to_str().unwrap();
        let args: Vec<&str> = row
            .args
            .iter()
            .map(|&a| if a == "{out}" { out_path } else { a })
            .collect();
        let out = tilelift(&args, Some(row.stdin));
        let (stdout, stderr) = (
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr),
        );
        let what = format!("{:?}", row.args);
        assert_eq!(out.status.code(), Some(row.code), "{what}: {stderr}");
        assert!(stdout.contains(row.stdout), "{what}: stdout {stdout}");
        assert!(!stdout.contains(row.not_stdout), "{what}: stdout {stdout}");
        assert!(stderr.contains(row.stderr), "{what}: stderr {stderr}");
        if row.code != 0 {
            assert!(stdout.is_empty(), "{what}: wrote {stdout}");
        }
        match row.file {
            Some(text) => {
                let written = std::fs::read_to_string(&out_file)
                    .unwrap_or_else(|e| panic!("{what}: no output file: {e}"));
                assert!(written.contains(text), "{what}: file {written}");
                assert!(stdout.is_empty(), "{what}: also wrote {stdout}");
            }
            None => assert!(!out_file.exists(), "{what}: wrote a file"),
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    assert!(
        !std::path::Path::new(root).join("-").exists(),
        "a file named - was written"
    );
}

/// `-o FILE` with `--time` writes the file (and the times to standard error);
/// `-o -` writes no file named `-`.
#[test]
fn compile_writes_the_output_file_with_time() {
    let dir = std::env::temp_dir().join(format!("tilelift-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("t.ptx");
    let path = file.to_str().unwrap();
    let out = tilelift(
        &[
            "compile",
            "examples/vec_add.ttir",
            "--time",
            "--repeat",
            "2",
            "-o",
            path,
        ],
        None,
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stdout.is_empty());
    assert!(String::from_utf8_lossy(&out.stderr).contains("total "));
    let ptx = std::fs::read_to_string(&file).expect("the output file is written");
    assert!(ptx.contains(".visible .entry vec_add_kernel("), "{ptx}");
    std::fs::remove_dir_all(&dir).unwrap();
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    assert!(
        !std::path::Path::new(root).join("-").exists(),
        "a file named - was written"
    );
}

/// `--emit metadata` is one JSON object: the kernel's name, launch shape,
/// target and parameters with Triton's type names.
#[test]
fn compile_emits_metadata_as_json() {
    let out = tilelift(
        &[
            "compile",
            "examples/vec_add.ttir",
            "--emit",
            "metadata",
            "--num-warps",
            "8",
        ],
        None,
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let expected = r#"{
  "name": "vec_add_kernel",
  "num_ctas": 1,
  "num_warps": 8,
  "params": [
    {
      "name": "x_ptr",
      "type": "*fp32"
    },
    {
      "name": "y_ptr",
      "type": "*fp32"
    },
    {
      "name": "out_ptr",
      "type": "*fp32"
    },
    {
      "name": "n_elements",
      "type": "i32"
    }
  ],
  "ptx_arch": "sm_90",
  "ptx_version": "8.0",
  "shared": 0,
  "target": {
    "arch": 90,
    "backend": "cuda",
    "warp_size": 32
  }
}
"#;
    assert_eq!(text, expected);
}

/// PTX names its input in `.file` and each op's line in `.loc`, unless
/// `--no-debug-lines`; ptxas is the judge of the spelling (tilelift-tests).
#[test]
fn compile_writes_debug_lines_unless_told_not_to() {
    let out = tilelift(&["compile", "examples/vec_add.ttir"], None);
    assert_eq!(out.status.code(), Some(0));
    let ptx = String::from_utf8(out.stdout).unwrap();
    assert!(
        ptx.contains("\t.file\t1 \"examples/vec_add.ttir\"\n"),
        "{ptx}"
    );
    // Line 9 of the example is `%pid = tt.get_program_id x : i32`.
    assert!(
        ptx.contains("\t.loc\t1 9 5\n\t// %pid = tt.get_program_id\n"),
        "{ptx}"
    );
    let out = tilelift(
        &["compile", "examples/vec_add.ttir", "--no-debug-lines"],
        None,
    );
    assert_eq!(out.status.code(), Some(0));
    let ptx = String::from_utf8(out.stdout).unwrap();
    assert!(!ptx.contains(".loc") && !ptx.contains(".file"), "{ptx}");
    assert!(ptx.contains("ld.global.v4.b32"), "{ptx}");
}

#[cfg(unix)]
#[test]
fn a_file_that_is_not_a_regular_file_is_refused_not_read_forever() {
    let out = tilelift(&["compile", "/dev/zero"], None);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("not a regular file"), "{err}");
}

#[test]
fn input_that_is_not_utf8_is_an_error_at_the_first_bad_byte() {
    let file = std::env::temp_dir().join(format!("tilelift-bad-utf8-{}.ttir", std::process::id()));
    std::fs::write(&file, b"module {\n  tt.\xff\n}\n").unwrap();
    let name = file.display().to_string();
    let out = tilelift(&["compile", &name], None);
    let _ = std::fs::remove_file(&file);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with(&format!("{name}:2:6: error: cannot read")),
        "{err}"
    );
}

/// A reader that stops early (`tilelift compile k.ttir | head -c 10`) ends the
/// program by SIGPIPE, quietly, as Unix tools do: no panic on the failed write.
#[cfg(unix)]
#[test]
fn a_closed_pipe_ends_the_program_quietly() {
    use std::io::Read;
    use std::os::unix::process::ExitStatusExt;
    // A large kernel: its PTX (about 190 KB) is more than a pipe holds.
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/realworld/sglang_prefill_attention_fwd/kernel.ttir"
    );
    let mut child = Command::new(env!("CARGO_BIN_EXE_tilelift"))
        .args(["compile", file, "--num-warps", "8"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tilelift runs");
    let mut first = [0u8; 10];
    let mut stdout = child.stdout.take().expect("piped stdout");
    stdout.read_exact(&mut first).expect("the PTX begins");
    drop(stdout);
    let out = child.wait_with_output().expect("tilelift ends");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(out.status.signal(), Some(13), "{:?}: {stderr}", out.status);
}
