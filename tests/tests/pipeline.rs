//! The `cp.async` software pipeline of loops that feed `mma.sync`
//! (`lower/src/to_mir/pipeline.rs`): where it applies, its depth (the option,
//! the loop's `tt.num_stages`), and where it falls back to the register path.

use std::path::Path;
use tilelift::{compile_to, Arch, Emit, Options};

fn corpus(case: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("corpus/{case}/kernel.ttir"));
    std::fs::read_to_string(path).expect("corpus file")
}

/// `matmul_f16` with `N` and `stride_bk` known to be multiples of 16, so that
/// B's rows are aligned and both operands are pipelined (the corpus kernel's
/// B is not, and the pipeline takes all of a loop's operands or none).
fn aligned_matmul() -> String {
    let text = corpus("matmul_f16");
    let aligned = text
        .replacen("%N: i32 loc", "%N: i32 {tt.divisibility = 16 : i32} loc", 1)
        .replacen(
            "%stride_bk: i32 loc",
            "%stride_bk: i32 {tt.divisibility = 16 : i32} loc",
            1,
        );
    assert_eq!(aligned.matches("{tt.divisibility = 16 : i32}").count(), 7);
    aligned
}

fn mir(text: &str, num_stages: Option<u32>) -> String {
    let mut options = Options::new().with_arch(Arch::Sm80).with_num_warps(4);
    options.num_stages = num_stages;
    compile_to(
        text,
        "kernel.ttir",
        &options,
        Emit::Mir,
        &mut Default::default(),
    )
    .unwrap_or_else(|e| panic!("{e}"))
}

fn count(text: &str, what: &str) -> usize {
    text.lines()
        .filter(|l| l.trim_start().starts_with(what))
        .count()
}

/// The aligned `matmul_f16`'s A and B tiles (64x32 and 32x64 f16, 16-byte
/// vectors): four 16-byte copies per thread and stage, S - 1 stages before the
/// loop and one in it, each a commit group; the loop waits for all but S - 2
/// groups, the exit for all. The corpus kernel itself (B's rows not known to
/// be aligned) is not pipelined.
#[test]
fn matmul_f16_is_pipelined() {
    assert_eq!(count(&mir(&corpus("matmul_f16"), None), "cp_async"), 0);
    let text = aligned_matmul();
    let three = mir(&text, None);
    assert_eq!(count(&three, "cp_async.16 "), 4 * 3, "{three}");
    assert_eq!(count(&three, "cp_async_commit"), 3);
    assert_eq!(count(&three, "cp_async_wait 1"), 1);
    assert_eq!(count(&three, "cp_async_wait 0"), 1);
    let two = mir(&text, Some(2));
    assert_eq!(count(&two, "cp_async.16 "), 4 * 2);
    assert_eq!(count(&two, "cp_async_wait 0"), 2);
    let four = mir(&text, Some(4));
    assert_eq!(count(&four, "cp_async.16 "), 4 * 4);
    assert_eq!(count(&four, "cp_async_wait 2"), 1);
    // One stage, or the loop's own attribute saying so: no pipeline.
    assert_eq!(count(&mir(&text, Some(1)), "cp_async"), 0);
    let pinned = text.replacen(
        "} loc(#loc85)",
        "} {tt.num_stages = 1 : i32} loc(#loc85)",
        1,
    );
    assert_ne!(pinned, text);
    assert_eq!(count(&mir(&pinned, None), "cp_async"), 0);
    let pinned = text.replacen(
        "} loc(#loc85)",
        "} {tt.num_stages = 2 : i32} loc(#loc85)",
        1,
    );
    assert_eq!(count(&mir(&pinned, None), "cp_async_wait 0"), 2);
}

/// A masked-off element that must read as something other than zero is not
/// what `cp.async` zero-fill gives: that load keeps the register path.
#[test]
fn nonzero_other_is_not_pipelined() {
    assert!(count(&mir(&aligned_matmul(), None), "cp_async") > 0);
    let text = aligned_matmul().replacen(
        "%cst_0 = arith.constant dense<0.000000e+00> : tensor<64x32xf16>",
        "%cst_0 = arith.constant dense<1.000000e+00> : tensor<64x32xf16>",
        1,
    );
    assert!(text.contains("dense<1.000000e+00> : tensor<64x32xf16>"));
    assert_eq!(count(&mir(&text, None), "cp_async"), 0);
}

/// FMA dots (f32 `ieee`) have no pipeline.
#[test]
fn fma_dots_are_not_pipelined() {
    assert_eq!(count(&mir(&corpus("matmul_f32_ieee"), None), "cp_async"), 0);
}

/// A loaded tile read anywhere but by its conversion (here, yielded from an
/// `scf.if` nested in the loop body) keeps the register path: the pipeline
/// does not lower the load, so its registers would not exist.
#[test]
fn a_load_read_in_a_nested_region_is_not_pipelined() {
    let text = aligned_matmul();
    let load = "      %a_41 = tt.load %a_ptrs_32, %a_40, %cst_0 : tensor<64x32x!tt.ptr<f16>> loc(#loc69)\n";
    assert!(text.contains(load));
    let nested = format!(
        "{load}      %nested = arith.cmpi slt, %k, %K : i32 loc(#loc69)
      %kept = scf.if %nested -> (tensor<64x32xf16>) {{
        scf.yield %a_41 : tensor<64x32xf16> loc(#loc69)
      }} else {{
        scf.yield %cst_0 : tensor<64x32xf16> loc(#loc69)
      }} loc(#loc69)
"
    );
    let text = text.replacen(load, &nested, 1);
    assert_eq!(count(&mir(&text, None), "cp_async"), 0);
}

/// A's rows aligned to 8 or 4 bytes only (`stride_am` divisible by 4 or 2
/// elements): 8- and 4-byte copies, `cp.async.ca` (`.cg` is for 16 bytes
/// alone), which ptxas accepts for sm_80 and sm_90.
#[test]
fn narrow_rows_take_ca_copies_that_ptxas_accepts() {
    let ptxas = tilelift_tests::tools::ptxas();
    let dir = std::env::temp_dir().join(format!("tilelift-pipeline-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let text = aligned_matmul();
    let aligned = "%stride_am: i32 {tt.divisibility = 16 : i32}";
    assert!(text.contains(aligned));
    for (div, bytes) in [(4, 8), (2, 4)] {
        let narrow = format!("%stride_am: i32 {{tt.divisibility = {div} : i32}}");
        let text = text.replacen(aligned, &narrow, 1);
        // 32 bytes of the 64x32 tile per thread and stage, 3 stages.
        let copies = count(&mir(&text, None), &format!("cp_async.{bytes} "));
        assert_eq!(copies, 3 * 32 / bytes);
        for (arch_name, arch) in [("sm_80", Arch::Sm80), ("sm_90", Arch::Sm90)] {
            let options = Options::new().with_arch(arch).with_num_warps(4);
            let ptx = compile_to(
                &text,
                "k.ttir",
                &options,
                Emit::Ptx,
                &mut Default::default(),
            )
            .unwrap_or_else(|e| panic!("{e}"));
            let ca = "cp.async.ca.shared.global \t[ %r";
            // A's copies are narrow; B's rows stay 16-byte copies (`.cg`).
            assert!(ptx.contains(ca), "{ptx}");
            assert!(ptx.contains(&format!("], {bytes}, %r")), "{ptx}");
            let name = format!("narrow{div}");
            if let Err(e) =
                tilelift_tests::tools::ptxas_assemble(&ptxas, &dir, &name, arch_name, &ptx)
            {
                panic!("{name} ({arch_name}): {e}");
            }
        }
    }
}
