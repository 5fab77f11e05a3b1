//! PTX debug lines: `.file 1 "<input>"` once, and before the instructions of
//! each op a `.loc 1 LINE COL` that points at that op in the input, so that
//! Nsight Compute's source view and cuda-gdb map the code back to the TTIR.
//! (`ptxas` assembles them: the ptxas tests compile with debug lines on.)

mod ptx_common;

use ptx_common::{compile, compile_with, read, sources, KERNELS};

/// Each `.loc` of every corpus kernel's PTX, mapped back to its line of the
/// input: the text at that line and column is the op the next comment names
/// (its result, or the op itself when it has none).
#[test]
fn every_loc_points_at_its_op_in_the_ttir() {
    let mut checked = 0;
    for &case in KERNELS {
        for &file in sources(case) {
            let text = read(case, file);
            let ptx = compile(case, file, tilelift::Arch::Sm90);
            let files: Vec<&str> = ptx.lines().filter(|l| l.contains(".file")).collect();
            assert_eq!(files, [format!("\t.file\t1 \"{file}\"")], "{case}/{file}");
            let lines: Vec<&str> = ptx.lines().collect();
            for (i, line) in lines.iter().enumerate() {
                let Some(loc) = line.strip_prefix("\t.loc\t1 ") else {
                    continue;
                };
                let (l, c) = loc.split_once(' ').unwrap();
                let (l, c): (usize, usize) = (l.parse().unwrap(), c.parse().unwrap());
                let origin = lines[i + 1]
                    .strip_prefix("\t// ")
                    .unwrap_or_else(|| panic!("{case}/{file}: no op comment after {line}"));
                let source_line = text.lines().nth(l - 1).unwrap();
                let at = &source_line[c - 1..];
                // `%x = tt.load` names the result first (`%x:3` of several),
                // `tt.store` the op. An
                // op that layout assignment made has the position of the op
                // it was made for: a copy (`%x_1` of `%x`) that op's, a layout
                // conversion (`ttg.convert_layout`) that of its user.
                let name = at.split([' ', ':']).next().unwrap();
                let op = origin.rsplit(' ').next().unwrap();
                let made = op.starts_with("ttg.");
                assert!(
                    made || (origin.starts_with(name) && at.replace('"', "").contains(op)),
                    "{case}/{file}: .loc {l} {c} before `{origin}` points at `{at}`"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 300, "{checked} .loc lines checked");
}

/// Without debug lines the PTX has neither directive, and is otherwise the
/// same text.
#[test]
fn debug_lines_add_only_file_and_loc() {
    let with = compile("softmax_rows", "kernel.ttir", tilelift::Arch::Sm90);
    let options = tilelift::Options::new().with_debug_lines(false);
    let without = compile_with("softmax_rows", "kernel.ttir", &options);
    assert!(!without.contains(".loc") && !without.contains(".file"));
    let stripped: Vec<&str> = with
        .lines()
        .filter(|l| !l.starts_with("\t.loc\t") && !l.starts_with("\t.file\t"))
        .collect();
    let expected: Vec<&str> = without.lines().collect();
    // Blank lines compared as one: `.file` comes with a blank line of its own.
    assert_eq!(dedup_blank(&stripped), dedup_blank(&expected));
}

/// `lines` with runs of blank lines made one.
fn dedup_blank<'a>(lines: &[&'a str]) -> Vec<&'a str> {
    let mut out: Vec<&str> = Vec::new();
    for &l in lines {
        if !(l.is_empty() && out.last().is_some_and(|p| p.is_empty())) {
            out.push(l);
        }
    }
    out
}

/// A module built with the builder has no text: no debug lines.
#[test]
fn compile_module_writes_no_debug_lines() {
    let text = read("vec_add_f32", "kernel.ttir");
    let module = tilelift::load(&text, "kernel.ttir").unwrap();
    let kernel = tilelift::compile_module(module.module(), &tilelift::Options::new()).unwrap();
    assert!(!kernel.code.contains(".loc"), "{}", kernel.code);
    assert!(kernel.code.contains("ld.global.v4.b32"), "{}", kernel.code);
}

/// A file name with what a PTX string cannot hold (a quote, non-ASCII) still
/// gives PTX that ptxas assembles.
#[test]
fn ptxas_takes_any_file_name() {
    let ptxas = tilelift_tests::tools::ptxas();
    let dir = std::env::temp_dir().join(format!("tilelift-ptx-file-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let text = read("vec_add_f32", "kernel.ttir");
    let file = "C:\\kernels dir\\\"odd\" k\u{e9}rnel.ttir";
    let options = tilelift::Options::new().with_num_warps(4);
    let kernel = tilelift::compile_named(&text, file, &options, &mut Default::default()).unwrap();
    assert!(kernel
        .code
        .contains("\t.file\t1 \"C:\\kernels dir\\_odd_ k_rnel.ttir\"\n"));
    tilelift_tests::tools::ptxas_assemble(&ptxas, &dir, "odd_name", "sm_90", &kernel.code)
        .unwrap_or_else(|e| panic!("{e}"));
}
