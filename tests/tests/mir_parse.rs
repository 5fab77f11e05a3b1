//! The MIR text parser on every corpus kernel: the MIR that `--emit mir` prints
//! parses back into a function that prints the same text, and from which the
//! PTX (`sm_80`, `sm_90`) and AMDGCN emitters write the same code as from the
//! function the compiler built.

use std::path::Path;
use tilelift::{Emit, Options, Target};
use tilelift_mir::parse::parse;

/// The MIR text and the emitted code of `file` for `options`, or `None` when
/// the kernel does not compile for that target.
fn compile(case: &Path, file: &str, options: &Options) -> Option<(String, String)> {
    let text = std::fs::read_to_string(case.join(file)).ok()?;
    let mut times = Default::default();
    let mir = tilelift::compile_to(&text, file, options, Emit::Mir, &mut times).ok()?;
    let code = tilelift::compile_named(&text, file, options, &mut times).ok()?;
    Some((mir, code.code))
}

/// Parses `mir`, checks that it prints back, and returns the function.
fn parse_back(what: &str, mir: &str) -> tilelift_mir::Function {
    let func = parse(mir).unwrap_or_else(|e| panic!("{what}: {}", e.render("mir")));
    let printed = tilelift_mir::print::to_string(&func);
    assert!(printed == mir, "{what}: the parsed MIR prints differently");
    func
}

fn options(case: &Path, target: Target, arch: tilelift::Arch) -> Options {
    Options::new()
        .with_arch(arch)
        .with_num_warps(tilelift_tests::num_warps(case))
        .with_target(target)
        // MIR text has no source locations: compare the PTX without them.
        .with_debug_lines(false)
}

#[test]
fn corpus_mir_parses_back_to_the_same_ptx() {
    let mut checked = 0;
    for case in tilelift_tests::case_dirs() {
        for file in ["kernel.ttir", "kernel.ttgir"] {
            for arch in [tilelift::Arch::Sm80, tilelift::Arch::Sm90] {
                let mut options = options(&case, Target::Nvptx, arch);
                if file == "kernel.ttgir" {
                    options.num_warps = None;
                }
                let Some((mir, ptx)) = compile(&case, file, &options) else {
                    continue;
                };
                let what = format!("{}/{file} ({})", case.display(), arch.name());
                let func = parse_back(&what, &mir);
                let again = tilelift_ptx::emit(
                    &func,
                    &tilelift_ptx::Options {
                        arch,
                        debug_lines: None,
                    },
                )
                .unwrap_or_else(|e| panic!("{what}: {e}"));
                assert!(again == ptx, "{what}: PTX from the parsed MIR differs");
                checked += 1;
            }
        }
    }
    // Every corpus kernel from TTIR, and the TTGIR the PTX path lowers, twice.
    assert!(checked >= 2 * (16 + 14), "only {checked} kernels checked");
}

#[test]
fn corpus_mir_parses_back_to_the_same_amdgcn() {
    let mut checked = 0;
    for case in tilelift_tests::case_dirs() {
        let target = Target::Amdgcn(tilelift_amdgpu::Mcpu::Gfx90a);
        let options = options(&case, target, Default::default());
        let Some((mir, asm)) = compile(&case, "kernel.ttir", &options) else {
            continue;
        };
        let what = format!("{}/kernel.ttir (gfx90a)", case.display());
        let func = parse_back(&what, &mir);
        let again = tilelift_amdgpu::emit(&func, &Default::default())
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        assert!(again == asm, "{what}: AMDGCN from the parsed MIR differs");
        checked += 1;
    }
    assert!(checked >= 9, "only {checked} kernels checked");
}

/// The libdevice cases (`tests/libdevice`): the operations in a rounding mode
/// (`Add.Rz f32 ...`, MIR's `Rounded`) and the `f64` sequences print, parse
/// back and give the same PTX.
#[test]
fn libdevice_mir_parses_back_to_the_same_ptx() {
    let mut checked = 0;
    let mut rounded = 0;
    for case in tilelift_tests::case_folders("libdevice") {
        let options = options(&case, Target::Nvptx, tilelift::Arch::Sm90);
        let (mir, ptx) = compile(&case, "kernel.ttir", &options)
            .unwrap_or_else(|| panic!("{} compiles", case.display()));
        let what = format!("{}/kernel.ttir", case.display());
        rounded += usize::from(mir.contains(".Rz f"));
        let func = parse_back(&what, &mir);
        let again = tilelift_ptx::emit(
            &func,
            &tilelift_ptx::Options {
                arch: tilelift::Arch::Sm90,
                debug_lines: None,
            },
        )
        .unwrap_or_else(|e| panic!("{what}: {e}"));
        assert!(again == ptx, "{what}: PTX from the parsed MIR differs");
        checked += 1;
    }
    assert!(checked >= 74, "only {checked} kernels checked");
    assert_eq!(rounded, 14, "the 14 rounding-mode cases print `Op.Rz`");
}
