//! The limits of the machine and of the formats, each answered with an error
//! at a position rather than a panic or output an assembler rejects
//! (`RELIABILITY.md` lists them): the PTX parameter space (PTX 8.1 where a
//! kernel's parameters outgrow 8.0's 4352 bytes, an error beyond 32764), the
//! SGPRs AMDGCN loads arguments into, and warp counts that would wrap.

use std::fmt::Write as _;
use tilelift::{Error, Options, Target};
use tilelift_tests::tools;

/// A kernel of `n` `f32` pointer arguments that loads through each and
/// stores the sum through the first.
fn many_pointers(n: usize) -> String {
    let args: Vec<String> = (0..n).map(|i| format!("%p{i}: !tt.ptr<f32>")).collect();
    let mut s = format!("module {{\n  tt.func public @k({}) {{\n", args.join(", "));
    for i in 0..n {
        writeln!(s, "    %v{i} = tt.load %p{i} : !tt.ptr<f32>").unwrap();
    }
    let mut acc = "%v0".to_string();
    for i in 1..n {
        writeln!(s, "    %s{i} = arith.addf {acc}, %v{i} : f32").unwrap();
        acc = format!("%s{i}");
    }
    writeln!(
        s,
        "    tt.store %p0, {acc} : !tt.ptr<f32>\n    tt.return\n  }}\n}}"
    )
    .unwrap();
    s
}

fn amdgcn() -> Options {
    Options::new().with_target(Target::Amdgcn(Default::default()))
}

/// The error's position is the kernel's `tt.func`.
fn assert_at_func(err: &Error, text: &str) {
    let span = err.span().unwrap_or_else(|| panic!("no position: {err}"));
    assert_eq!(&text[span.offset()..span.offset() + 7], "tt.func", "{err}");
}

#[test]
fn ptx_parameters_beyond_ptx_8_0_space_are_emitted_as_ptx_8_1() {
    let small = tilelift::compile(&many_pointers(8), &Options::default()).unwrap();
    assert!(small.code.contains(".version 8.0\n"));
    // 600 pointers are 4800 bytes, over PTX 8.0's 4352.
    let big = tilelift::compile(&many_pointers(600), &Options::default()).unwrap();
    assert!(big.code.contains(".version 8.1\n"));
    let dir = std::env::temp_dir().join(format!("tilelift-limits-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let res = tools::ptxas_assemble(&tools::ptxas(), &dir, "params600", "sm_90", &big.code);
    let _ = std::fs::remove_dir_all(&dir);
    res.unwrap();
}

#[test]
fn ptx_parameters_beyond_32764_bytes_are_a_resource_limit_at_the_kernel() {
    let text = many_pointers(4100);
    let err = tilelift::compile(&text, &Options::default()).unwrap_err();
    assert!(matches!(err, Error::ResourceLimit(_)), "{err}");
    assert!(err.message().contains("32764 bytes"), "{err}");
    assert_at_func(&err, &text);
}

#[test]
fn amdgcn_arguments_that_fill_the_sgprs_are_a_resource_limit_not_a_panic() {
    let llvm_mc = tools::llvm_mc();
    let dir = std::env::temp_dir().join(format!("tilelift-limits-amd-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let ok = tilelift::compile(&many_pointers(40), &amdgcn()).unwrap();
    let res = tools::llvm_mc_assemble(&llvm_mc, &dir, "args40", &ok.code);
    let _ = std::fs::remove_dir_all(&dir);
    res.unwrap();
    for n in [43, 45, 600] {
        let text = many_pointers(n);
        let err = tilelift::compile(&text, &amdgcn()).unwrap_err();
        assert!(matches!(err, Error::ResourceLimit(_)), "{n}: {err}");
        assert_at_func(&err, &text);
    }
}

#[test]
fn a_warp_count_that_would_wrap_the_thread_count_is_an_invalid_option() {
    let text = many_pointers(1);
    for warps in [64, 1 << 31, u32::MAX] {
        let options = Options::new().with_num_warps(warps);
        let err = tilelift::compile(&text, &options).unwrap_err();
        assert!(matches!(err, Error::InvalidOption(_)), "{warps}: {err}");
        assert_at_func(&err, &text);
    }
}

/// A 1-D inclusive scan of `n` `i32`s, loaded and stored back.
fn scan(n: usize, reverse: bool) -> String {
    format!(
        r#"module {{
  tt.func public @k(%p: !tt.ptr<i32>) {{
    %r = tt.make_range {{end = {n} : i32, start = 0 : i32}} : tensor<{n}xi32>
    %x = tt.splat %p : !tt.ptr<i32> -> tensor<{n}x!tt.ptr<i32>>
    %q = tt.addptr %x, %r : tensor<{n}x!tt.ptr<i32>>, tensor<{n}xi32>
    %v = tt.load %q : tensor<{n}x!tt.ptr<i32>>
    %f = "tt.scan"(%v) <{{axis = 0 : i32, reverse = {reverse}}}> ({{
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tt.scan.return %s : i32
    }}) : (tensor<{n}xi32>) -> tensor<{n}xi32>
    tt.store %q, %f : tensor<{n}x!tt.ptr<i32>>
    tt.return
  }}
}}
"#
    )
}

/// The scan lowering is linear in the elements per thread: the carry of
/// each register repetition extends the one before instead of combining
/// every earlier slot again (262,144 elements gave 2.1 GB of PTX).
#[test]
fn a_scan_lowering_is_linear_in_the_elements_per_thread() {
    for reverse in [false, true] {
        let small = tilelift::compile(&scan(1 << 14, reverse), &Options::default()).unwrap();
        let big = tilelift::compile(&scan(1 << 18, reverse), &Options::default()).unwrap();
        let ratio = big.code.len() as f64 / small.code.len() as f64;
        // 16 times the elements: about 16 times the code, not 256.
        assert!(ratio < 20.0, "{ratio}");
        assert!(big.code.len() < 16 << 20, "{} bytes", big.code.len());
    }
}

/// A value of more elements per thread than a thread may hold is a resource
/// limit at its op (2^20 elements over one warp: 32768 per thread).
#[test]
fn too_many_elements_per_thread_is_a_resource_limit_at_the_op() {
    let text = scan(1 << 20, false);
    let options = Options::new().with_num_warps(1);
    let err = tilelift::compile(&text, &options).unwrap_err();
    assert!(matches!(err, Error::ResourceLimit(_)), "{err}");
    assert!(err.message().contains("per thread"), "{err}");
    let span = err.span().unwrap();
    assert_eq!(span.line(), 3, "{err}");
}

/// A kernel that must spill more on AMDGCN than the allocator may (the
/// accumulation registers and scratch memory, within its compile-work
/// bound) is refused quickly, at the op where too many registers are live,
/// before the allocator runs (a 1024x1024 tile took two minutes to fail
/// there).
#[test]
fn an_amdgcn_kernel_that_must_spill_is_refused_before_register_allocation() {
    let n = 1024;
    let text = format!(
        r#"module {{
  tt.func public @k(%p: !tt.ptr<f32>) {{
    %r = tt.make_range {{end = {n} : i32, start = 0 : i32}} : tensor<{n}xi32>
    %r0 = tt.expand_dims %r {{axis = 0 : i32}} : tensor<{n}xi32> -> tensor<1x{n}xi32>
    %r1 = tt.broadcast %r0 : tensor<1x{n}xi32> -> tensor<{n}x{n}xi32>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<{n}x{n}x!tt.ptr<f32>>
    %q = tt.addptr %s, %r1 : tensor<{n}x{n}x!tt.ptr<f32>>, tensor<{n}x{n}xi32>
    %v = tt.load %q : tensor<{n}x{n}x!tt.ptr<f32>>
    %w = arith.addf %v, %v : tensor<{n}x{n}xf32>
    tt.store %q, %w : tensor<{n}x{n}x!tt.ptr<f32>>
    tt.return
  }}
}}
"#
    );
    let start = std::time::Instant::now();
    let err = tilelift::compile(&text, &amdgcn()).unwrap_err();
    assert!(matches!(err, Error::ResourceLimit(_)), "{err}");
    assert!(err.message().contains("accumulation registers"), "{err}");
    assert!(err.span().is_some_and(|s| s.line() > 2), "{err}");
    assert!(start.elapsed().as_secs() < 10, "{:?}", start.elapsed());
}
