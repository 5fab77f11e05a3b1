//! 8-bit floats (`f8E4M3FN`, `f8E5M2`) outside `wgmma`: the conversions of
//! `tests/fp8` (`scripts/fp8_cases.py`: every finite code widened, `f32`
//! values rounded to nearest even and saturated) right on the interpreter,
//! compiled to PTX's `cvt` for sm_90 and sm_89 (PTX 8.1) and accepted by
//! ptxas, and refused at the op, with the reason, on sm_80 (PTX has the
//! conversions from sm_89). The GPU check is `tilelift run --all tests/fp8`.

use std::path::Path;
use tilelift::{compile_to, Arch, Emit, Options};

/// The PTX of `tests/fp8/<case>`'s kernel for `arch`.
fn compile(case: &str, arch: Arch) -> Result<String, String> {
    compile_in("fp8", case, arch)
}

/// The PTX of `tests/<corpus>/<case>`'s kernel for `arch`.
fn compile_in(corpus: &str, case: &str, arch: Arch) -> Result<String, String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(corpus)
        .join(case);
    let text = std::fs::read_to_string(dir.join("kernel.ttir")).unwrap();
    let options = Options::new().with_arch(arch).with_debug_lines(false);
    compile_to(
        &text,
        "kernel.ttir",
        &options,
        Emit::Ptx,
        &mut Default::default(),
    )
    .map_err(|e| e.to_string())
}

/// ptxas accepts `ptx` (`case`'s kernel) for sm_90.
fn assert_ptxas_accepts(case: &str, ptx: &str) {
    assert_ptxas_accepts_for(case, ptx, "sm_90");
}

/// ptxas accepts `ptx` (`case`'s kernel) for `arch`.
fn assert_ptxas_accepts_for(case: &str, ptx: &str, arch: &str) {
    let ptxas = tilelift_tests::tools::ptxas();
    let dir = std::env::temp_dir().join(format!("tilelift-{case}-{arch}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    tilelift_tests::tools::ptxas_assemble(&ptxas, &dir, case, arch, ptx)
        .unwrap_or_else(|e| panic!("{case}: {e}"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_fp8_case_passes_on_the_interpreter() {
    for report in tilelift_tests::assert_interpreter_passes("fp8", 2) {
        let outputs = if report.case == "fp8_abs" { 2 } else { 4 };
        assert_eq!(report.rows.len(), outputs, "{report:?}");
    }
}

/// `|x|` of an 8-bit float clears the sign bit of its byte (it was an
/// integer abs of the byte: 0x81, a negative subnormal, became 0x7f, NaN in
/// e4m3). The GPU check is `tilelift run tests/fp8/fp8_abs`.
#[test]
fn abs_of_an_8_bit_float_clears_its_sign_bit() {
    let ptx = compile("fp8_abs", Arch::Sm90).unwrap();
    assert!(!ptx.contains("abs.s16"), "{ptx}");
    assert!(ptx.matches("and.b16").count() >= 2, "{ptx}");
    assert_ptxas_accepts("fp8_abs", &ptx);
}

#[test]
fn conversions_are_ptx_cvt_on_sm_90() {
    let ptx = compile("fp8_casts", Arch::Sm90).unwrap();
    for form in [
        "cvt.rn.satfinite.e4m3x2.f32",
        "cvt.rn.satfinite.e5m2x2.f32",
        "cvt.rn.f16x2.e4m3x2",
        "cvt.rn.f16x2.e5m2x2",
    ] {
        assert!(ptx.contains(form), "{form}: {ptx}");
    }
    assert_ptxas_accepts("fp8_casts", &ptx);
}

/// sm_89 has the conversions from PTX 8.1 on (ptxas refused them under
/// 8.0); its dots of 8-bit floats run on FMA, each operand converted to
/// `f16` by `cvt` and on to `f32` (Triton's sm_89 code uses `mma.sync`'s
/// e4m3: not built here). The GPU check is `tilelift run --arch sm_89
/// tests/wgmma/dot_fp8_e4m3`.
#[test]
fn sm_89_converts_them_with_ptx_8_1_and_dots_them_on_fma() {
    let ptx = compile("fp8_casts", Arch::Sm89).unwrap();
    assert!(ptx.contains(".version 8.1"), "{ptx}");
    assert_ptxas_accepts_for("fp8_casts", &ptx, "sm_89");
    for case in ["dot_fp8_e4m3", "dot_fp8_e5m2"] {
        let ptx = compile_in("wgmma", case, Arch::Sm89).unwrap_or_else(|e| panic!("{case}: {e}"));
        assert!(
            ptx.contains("cvt.rn.f16x2.e") && ptx.contains("fma.rn.f32"),
            "{case}"
        );
        assert!(!ptx.contains("wgmma"), "{case}");
        assert_ptxas_accepts_for(case, &ptx, "sm_89");
    }
}

#[test]
fn sm_80_refuses_them_at_the_op() {
    let err = compile("fp8_casts", Arch::Sm80).unwrap_err();
    assert!(
        err.contains("kernel.ttir:") && err.contains("8-bit float conversions need sm_89"),
        "{err}"
    );
}
