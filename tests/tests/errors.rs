//! One error per stage, through the public API as a typed error: its kind
//! (the `tilelift::Error` variant) and the file, line, column and byte offset
//! of the op it is about. No message text is matched.

use tilelift::{compile_to, Emit, Error, Options, Span, Target};

/// A kernel that stores `%y`, computed from a loaded tensor by `OP` (one
/// line, the 7th); `ELEM` is the element type.
fn kernel(elem: &str, op: &str) -> String {
    format!(
        "module {{
  tt.func public @k(%p: !tt.ptr<{elem}>) {{
    %r = tt.make_range {{end = 128 : i32, start = 0 : i32}} : tensor<128xi32>
    %q = tt.splat %p : !tt.ptr<{elem}> -> tensor<128x!tt.ptr<{elem}>>
    %q2 = tt.addptr %q, %r : tensor<128x!tt.ptr<{elem}>>, tensor<128xi32>
    %x = tt.load %q2 : tensor<128x!tt.ptr<{elem}>>
    {op}
    tt.store %q2, %y : tensor<128x!tt.ptr<{elem}>>
    tt.return
  }}
}}
"
    )
}

fn compile_err(text: &str, file: &str, options: &Options, emit: Emit) -> Error {
    match compile_to(text, file, options, emit, &mut Default::default()) {
        Ok(out) => panic!("{file} compiled:\n{out}"),
        Err(e) => e,
    }
}

fn amdgcn() -> Options {
    Options::new().with_target(Target::Amdgcn(tilelift_amdgpu::Mcpu::Gfx90a))
}

/// Checks that `span` is at `line`:`col` of `file`, and that its byte offset
/// is that place in `text`, where `token` starts.
fn assert_at(
    span: Option<&Span>,
    text: &str,
    file: &str,
    (line, col): (usize, usize),
    token: &str,
) {
    let span = span.expect("the error has a span");
    assert_eq!((span.file(), span.line(), span.col()), (file, line, col));
    let line_start: usize = text.lines().take(line - 1).map(|l| l.len() + 1).sum();
    assert_eq!(span.offset(), line_start + col - 1);
    assert!(
        text[span.offset()..].starts_with(token),
        "at {:?}, not {token:?}",
        &text[span.offset()..span.offset() + 20]
    );
    assert_eq!(span.line_text(), text.lines().nth(line - 1).unwrap());
}

#[test]
fn parse_errors_are_syntax_errors_at_the_token() {
    let text = "module {\n  tt.func public @k() {\n    %x = arith.bogus %y : i32\n  }\n}\n";
    let err = tilelift::load(text, "parse.ttir").unwrap_err();
    assert!(matches!(err, Error::Syntax(_)), "{err}");
    assert_at(err.span(), text, "parse.ttir", (3, 10), "arith.bogus");
}

#[test]
fn verifier_errors_are_verification_errors_at_the_op() {
    let text = kernel("f32", "%y = arith.addi %x, %x : tensor<128xf32>");
    let err = tilelift::load(&text, "verify.ttir").unwrap_err();
    let Error::Verification(reports) = &err else {
        panic!("not a verification error: {err}");
    };
    assert!(!reports.is_empty());
    assert_at(err.span(), &text, "verify.ttir", (7, 5), "%y = arith.addi");
}

#[test]
fn layout_assignment_errors_are_at_the_op() {
    let op = "%y = ttg.convert_layout %x : tensor<128xf32> -> tensor<128xf32>";
    let text = kernel("f32", op);
    let err = compile_err(&text, "layout.ttir", &Options::default(), Emit::Ttgir);
    assert!(matches!(err, Error::Unsupported(_)), "{err}");
    assert_at(
        err.span(),
        &text,
        "layout.ttir",
        (7, 5),
        "%y = ttg.convert_layout",
    );
}

/// `arith.shli` of `i1` tensors, which the lowering to MIR rejects after
/// layout assignment.
fn i1_shift() -> String {
    kernel(
        "i8",
        "%a = arith.cmpi slt, %x, %x : tensor<128xi8>
    %b = arith.shli %a, %a : tensor<128xi1>
    %y = arith.extui %b : tensor<128xi1> to tensor<128xi8>",
    )
}

#[test]
fn lowering_errors_in_ttir_are_at_the_op_after_layout_assignment() {
    let text = i1_shift();
    let err = compile_err(&text, "lower.ttir", &Options::default(), Emit::Mir);
    assert!(matches!(err, Error::Unsupported(_)), "{err}");
    assert_at(err.span(), &text, "lower.ttir", (8, 5), "%b = arith.shli");
}

#[test]
fn lowering_errors_in_ttgir_are_at_the_op() {
    let options = Options::default();
    let ttgir = compile_to(
        &i1_shift(),
        "lower.ttir",
        &options,
        Emit::Ttgir,
        &mut Default::default(),
    )
    .expect("layout assignment takes it");
    let err = compile_err(&ttgir, "lower.ttgir", &options, Emit::Mir);
    assert!(matches!(err, Error::Unsupported(_)), "{err}");
    let line = ttgir
        .lines()
        .position(|l| l.contains("arith.shli %a"))
        .unwrap()
        + 1;
    assert_at(
        err.span(),
        &ttgir,
        "lower.ttgir",
        (line, 5),
        "%b = arith.shli",
    );
}

#[test]
fn amdgcn_emitter_errors_are_at_the_op() {
    let text = kernel("f64", "%y = arith.maximumf %x, %x : tensor<128xf64>");
    let err = compile_err(&text, "amdgcn.ttir", &amdgcn(), Emit::Ptx);
    assert!(matches!(err, Error::Unsupported(_)), "{err}");
    assert_at(
        err.span(),
        &text,
        "amdgcn.ttir",
        (7, 5),
        "%y = arith.maximumf",
    );
}

/// A reduction compiles for AMDGCN (it used to be refused at the op): its
/// butterflies cross lanes with `ds_swizzle_b32`, the last one (32 lanes
/// apart, in wave64) with `ds_bpermute_b32`.
#[test]
fn amdgcn_compiles_a_reduction() {
    let op = "%s = \"tt.reduce\"(%x) <{axis = 0 : i32}> ({
    ^bb0(%l: f32, %m: f32):
      %t = arith.addf %l, %m : f32
      tt.reduce.return %t : f32
    }) : (tensor<128xf32>) -> f32
    %y = tt.splat %s : f32 -> tensor<128xf32>";
    let text = kernel("f32", op);
    let options = amdgcn().with_num_warps(1);
    let asm = tilelift::compile_named(&text, "reduce.ttir", &options, &mut Default::default())
        .unwrap_or_else(|e| panic!("{e}"))
        .code;
    assert!(asm.contains("ds_swizzle_b32"), "{asm}");
    assert!(asm.contains("ds_bpermute_b32"), "{asm}");
}

#[test]
fn a_warp_count_that_does_not_fit_is_an_invalid_option() {
    let options = Options::default();
    let ttgir = compile_to(
        &kernel("f32", "%y = arith.addf %x, %x : tensor<128xf32>"),
        "k.ttir",
        &options,
        Emit::Ttgir,
        &mut Default::default(),
    )
    .expect("it lays out");
    let options = options.with_num_warps(8);
    let err = compile_err(&ttgir, "k.ttgir", &options, Emit::Ptx);
    assert!(matches!(err, Error::InvalidOption(_)), "{err}");
    // An error about no one op is at the kernel's `tt.func`.
    let span = err.span().expect("a position");
    assert_eq!(&ttgir[span.offset()..span.offset() + 7], "tt.func", "{err}");
}

#[test]
fn display_renders_file_line_col_the_line_and_a_caret() {
    let text = kernel("f64", "%y = arith.maximumf %x, %x : tensor<128xf64>");
    let err = compile_err(&text, "amdgcn.ttir", &amdgcn(), Emit::Ptx);
    let shown = err.to_string();
    let want_tail = "\n  |\n7 |     %y = arith.maximumf %x, %x : tensor<128xf64>\n  |     ^";
    assert!(shown.starts_with("amdgcn.ttir:7:5: error: "), "{shown}");
    assert!(shown.ends_with(want_tail), "{shown}");
    assert!(shown.contains(err.message()), "{shown}");
}

/// Shared memory beyond the target's per-program maximum is a resource limit,
/// at the op that needs it: a 256 KiB conversion, over `sm_90`'s 227 KiB.
#[test]
fn too_much_shared_memory_is_a_resource_limit_at_the_op() {
    let text = r#"#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<f32>) {
    %c = arith.constant dense<1.000000e+00> : tensor<512x128xf32, #blocked>
    %t = ttg.convert_layout %c : tensor<512x128xf32, #blocked> -> tensor<512x128xf32, #blocked1>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<512x128x!tt.ptr<f32>, #blocked1>
    tt.store %ps, %t : tensor<512x128x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
"#;
    let err = compile_err(text, "big.ttgir", &Options::default(), Emit::Ptx);
    assert!(matches!(err, Error::ResourceLimit(_)), "{err}");
    assert!(err.message().contains("more than the 227 KiB"), "{err}");
    assert_at(
        err.span(),
        text,
        "big.ttgir",
        (6, 5),
        "%t = ttg.convert_layout",
    );
}

/// Two public kernels in one module: unsupported, at the second `tt.func`.
#[test]
fn a_second_public_kernel_is_unsupported_at_its_func() {
    let one = kernel("f32", "%y = arith.addf %x, %x : tensor<128xf32>");
    let body = one.strip_prefix("module {\n").unwrap();
    let body = body.strip_suffix("}\n").unwrap();
    let text = format!("module {{\n{body}{}}}\n", body.replace("@k(", "@k2("));
    let err = compile_err(&text, "two.ttir", &Options::new(), Emit::Ptx);
    assert!(matches!(err, Error::Unsupported(_)), "{err}");
    assert_at(err.span(), &text, "two.ttir", (11, 3), "tt.func public @k2");
    // Printing the module back is not compiling it.
    assert!(compile_to(
        &text,
        "two.ttir",
        &Options::new(),
        Emit::Ttir,
        &mut Default::default()
    )
    .is_ok());
}
