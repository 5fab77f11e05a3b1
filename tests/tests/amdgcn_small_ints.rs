//! `i8` and `i16` arithmetic on AMDGCN. Their values live in 32-bit VGPRs
//! whose upper bits nothing reads: an operation whose low bits depend on the
//! operands' low bits alone (add, sub, mul, and, or, xor, shl) is the 32-bit
//! one; an `i16` right shift, minimum, maximum, division or remainder is the
//! 32-bit one on operands extended from 16 bits; an `i8` compare (a loaded `i1` made a
//! mask; MIR makes compares of `i8` values `i16` ones) extends both
//! operands from their low byte; an `i16` compare is the 16-bit compare, which reads the
//! low 16 bits. Kernels of the other corpora that use them compile for
//! gfx90a and gfx942 and `llvm-mc` assembles them.

use tilelift::Mcpu;

fn compile(text: &str, mcpu: Mcpu, num_warps: u32) -> Result<String, String> {
    let options = tilelift::Options::new()
        .with_target(tilelift::Target::Amdgcn(mcpu))
        .with_num_warps(num_warps);
    tilelift::compile_named(text, "kernel.ttir", &options, &mut Default::default())
        .map(|k| k.code)
        .map_err(|e| e.to_string())
}

/// The lines of `asm` that are instructions, without their leading tab.
fn instructions(asm: &str) -> Vec<&str> {
    asm.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with(['.', ';']) && !l.ends_with(':'))
        .collect()
}

#[test]
fn small_int_kernels_compile_and_assemble() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = std::env::temp_dir().join(format!("tilelift-small-ints-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cases = [
        "perfsuite/vadd_i8_b1024_w4_tail",
        "perfsuite/vadd_i8_b4096_w8_tail",
        "perfsuite/int_mix_i8_b1024_w1_tail",
        "perfsuite/int_mix_i8_b1024_w4_tail",
        "fp8/fp8_abs",
        "tma/desc_add_1d_f16",
        "tma/desc_copy_2d_f32_masked",
    ];
    let mut failures = Vec::new();
    for &mcpu in Mcpu::ALL {
        let llvm_mc = tilelift_tests::tools::llvm_mc_for(mcpu.name());
        for case in cases {
            let case_dir = root.join(case);
            let text = std::fs::read_to_string(case_dir.join("kernel.ttir")).unwrap();
            let name = format!("{case} ({})", mcpu.name()).replace(['/', ' ', '(', ')'], "_");
            match compile(&text, mcpu, tilelift_tests::num_warps(&case_dir)) {
                Ok(asm) => {
                    if let Err(e) =
                        tilelift_tests::tools::llvm_mc_assemble(&llvm_mc, &dir, &name, &asm)
                    {
                        failures.push(format!("{name}: llvm-mc: {e}"));
                    }
                }
                Err(e) => failures.push(format!("{name}: {e}")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The selection of each form, on a kernel of `i8` and `i16` operations.
#[test]
fn small_int_operations_are_selected_on_their_low_bits() {
    let text = r#"module {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %q: !tt.ptr<i16> {tt.divisibility = 16 : i32}, %o: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %b: !tt.ptr<i1> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<64x!tt.ptr<i8>>
    %pp = tt.addptr %ps, %r : tensor<64x!tt.ptr<i8>>, tensor<64xi32>
    %x = tt.load %pp : tensor<64x!tt.ptr<i8>>
    %qs = tt.splat %q : !tt.ptr<i16> -> tensor<64x!tt.ptr<i16>>
    %qp = tt.addptr %qs, %r : tensor<64x!tt.ptr<i16>>, tensor<64xi32>
    %y = tt.load %qp : tensor<64x!tt.ptr<i16>>
    %s = arith.addi %x, %x : tensor<64xi8>
    %lt = arith.cmpi slt, %s, %x : tensor<64xi8>
    %c3 = arith.constant dense<3> : tensor<64xi16>
    %sh = arith.shrsi %y, %c3 : tensor<64xi16>
    %cm = arith.constant dense<-5> : tensor<64xi16>
    %mx = arith.maxsi %sh, %cm : tensor<64xi16>
    %dv = arith.divsi %y, %mx : tensor<64xi16>
    %ult = arith.cmpi ult, %dv, %y : tensor<64xi16>
    %ne = arith.cmpi ne, %s, %x : tensor<64xi8>
    %bs = tt.splat %b : !tt.ptr<i1> -> tensor<64x!tt.ptr<i1>>
    %bp = tt.addptr %bs, %r : tensor<64x!tt.ptr<i1>>, tensor<64xi32>
    %m = tt.load %bp : tensor<64x!tt.ptr<i1>>
    %some = arith.andi %lt, %ult : tensor<64xi1>
    %more = arith.andi %some, %ne : tensor<64xi1>
    %both = arith.andi %more, %m : tensor<64xi1>
    %w = arith.extui %both : tensor<64xi1> to tensor<64xi32>
    %os = tt.splat %o : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>>
    %op = tt.addptr %os, %r : tensor<64x!tt.ptr<i32>>, tensor<64xi32>
    tt.store %op, %w : tensor<64x!tt.ptr<i32>>
    tt.return
  }
}
"#;
    let asm = compile(text, Mcpu::Gfx90a, 1).expect("compiles");
    let lines = instructions(&asm);
    let at = |prefix: &str| {
        lines
            .iter()
            .position(|l| l.starts_with(prefix))
            .unwrap_or_else(|| panic!("no `{prefix}` in\n{asm}"))
    };
    // The i8 add is the 32-bit add. MIR makes an i8 compare an i16 one of
    // operands extended from their low byte (signed for a signed one).
    at("v_add_u32");
    let from_byte = |signed: &str, upto: usize| {
        lines[..upto]
            .iter()
            .filter(|l| l.starts_with(signed) && l.ends_with(", 0, 8"))
            .count()
    };
    assert_eq!(from_byte("v_bfe_i32", at("v_cmp_lt_i16")), 2, "{asm}");
    assert_eq!(from_byte("v_bfe_u32", at("v_cmp_ne_u16")), 2, "{asm}");
    // A loaded i1 (a byte) becomes a lane mask by an i8 compare with 0 in
    // MIR: the 32-bit compare of its low byte.
    let ne = at("v_cmp_ne_i32");
    assert!(
        lines[ne - 1].starts_with("v_bfe_u32") && lines[ne - 1].ends_with(", 0, 8"),
        "{asm}"
    );
    // The i16 arithmetic shift reads the value sign-extended from 16 bits;
    // the unsigned i16 compare is the 16-bit one.
    let shift = at("v_ashrrev_i32");
    assert!(
        lines[..shift]
            .iter()
            .any(|l| l.starts_with("v_bfe_i32") && l.ends_with(", 0, 16")),
        "{asm}"
    );
    // The maximum with a constant: the constant sign-extended (-5, inline).
    let max = at("v_max_i32");
    assert!(lines[max].ends_with(", -5"), "{asm}");
    at("v_cmp_lt_u16");
    // The i16 division is the 32-bit one of operands sign-extended from 16
    // bits: `y` and the maximum (after the shift's `y` and the maximum's
    // operand).
    let division = at("v_rcp_iflag_f32");
    let from_half = lines[..division]
        .iter()
        .filter(|l| l.starts_with("v_bfe_i32") && l.ends_with(", 0, 16"))
        .count();
    assert_eq!(from_half, 4, "{asm}");
    let dir = std::env::temp_dir().join(format!("tilelift-small-ops-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let llvm_mc = tilelift_tests::tools::llvm_mc_for("gfx90a");
    tilelift_tests::tools::llvm_mc_assemble(&llvm_mc, &dir, "small_ops", &asm).unwrap();
}
