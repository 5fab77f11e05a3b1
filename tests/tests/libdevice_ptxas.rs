//! Every libdevice symbol tilelift implements (`tilelift_ir::libdevice`)
//! compiles, in a kernel of one `tt.extern_elementwise`, to PTX that `ptxas`
//! accepts for `sm_80` and `sm_90`; on the AMDGCN path it compiles to
//! assembly `llvm-mc` accepts, or is an `unsupported` error at the op (the
//! `f64` arithmetic the `f32` sequences use is not all selected there yet),
//! never a panic. A symbol tilelift does not implement is an error naming it.

use tilelift_ir::libdevice::{symbols, LibCall};

/// `y = f(x0, x1, ...)` over 128 elements, for the call's operand and result
/// types.
fn kernel(symbol: &str, call: LibCall) -> String {
    let args: Vec<&str> = (0..call.func.arity()).map(|i| call.arg(i).name()).collect();
    let ret = call.ret().name();
    let t = |ty: &str| format!("tensor<128x{ty}>");
    let pt = |ty: &str| format!("tensor<128x!tt.ptr<{ty}>>");
    let mut params: Vec<String> = args
        .iter()
        .enumerate()
        .map(|(i, ty)| format!("%x{i}: !tt.ptr<{ty}> {{tt.divisibility = 16 : i32}}"))
        .collect();
    params.push(format!("%y: !tt.ptr<{ret}> {{tt.divisibility = 16 : i32}}"));
    let mut body =
        "    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>\n".to_string();
    for (i, ty) in args.iter().enumerate() {
        let pt = pt(ty);
        body += &format!(
            "    %p{i} = tt.splat %x{i} : !tt.ptr<{ty}> -> {pt}\n    \
             %a{i} = tt.addptr %p{i}, %r : {pt}, tensor<128xi32>\n    \
             %v{i} = tt.load %a{i} : {pt}\n"
        );
    }
    let operands: Vec<String> = (0..args.len()).map(|i| format!("%v{i}")).collect();
    let types: Vec<String> = args.iter().map(|ty| t(ty)).collect();
    let (rt, rpt) = (t(ret), pt(ret));
    body += &format!(
        "    %f = tt.extern_elementwise {} {{libname = \"\", libpath = \"\", pure = true, \
         symbol = \"{symbol}\"}} : ({}) -> {rt}\n    \
         %q = tt.splat %y : !tt.ptr<{ret}> -> {rpt}\n    \
         %w = tt.addptr %q, %r : {rpt}, tensor<128xi32>\n    \
         tt.store %w, %f : {rpt}\n    tt.return\n",
        operands.join(", "),
        types.join(", ")
    );
    format!(
        "module {{\n  tt.func public @k({}) {{\n{body}  }}\n}}\n",
        params.join(", ")
    )
}

#[test]
fn ptxas_accepts_every_libdevice_function() {
    let ptxas = tilelift_tests::tools::ptxas();
    let dir = std::env::temp_dir().join(format!("tilelift-libdevice-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    for (symbol, call) in symbols() {
        let text = kernel(symbol, call);
        for (arch_name, arch) in [
            ("sm_80", tilelift::Arch::Sm80),
            ("sm_90", tilelift::Arch::Sm90),
        ] {
            let options = tilelift::Options::new().with_arch(arch);
            let ptx =
                match tilelift::compile_named(&text, "k.ttir", &options, &mut Default::default()) {
                    Ok(k) => k.code,
                    Err(e) => {
                        failures.push(format!("{symbol}: {e}"));
                        continue;
                    }
                };
            if let Err(e) =
                tilelift_tests::tools::ptxas_assemble(&ptxas, &dir, symbol, arch_name, &ptx)
            {
                failures.push(format!("{symbol} ({arch_name}):\n{e}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn amdgcn_assembles_or_says_unsupported() {
    let llvm_mc = tilelift_tests::tools::llvm_mc();
    let dir = std::env::temp_dir().join(format!("tilelift-libdevice-amd-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let options =
        tilelift::Options::new().with_target(tilelift::Target::Amdgcn(tilelift::Mcpu::Gfx90a));
    let mut failures = Vec::new();
    for (symbol, call) in symbols() {
        let text = kernel(symbol, call);
        match tilelift::compile_named(&text, "k.ttir", &options, &mut Default::default()) {
            Ok(k) => {
                if let Err(e) =
                    tilelift_tests::tools::llvm_mc_assemble(&llvm_mc, &dir, symbol, &k.code)
                {
                    failures.push(format!("{symbol}:\n{e}"));
                }
            }
            Err(e) => {
                let message = e.to_string();
                println!("{symbol}: {message}");
                if !message.contains("unsupported") {
                    failures.push(format!("{symbol}: {message}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn an_unknown_symbol_is_an_error_naming_it() {
    // libdevice's `sincos` (two pointer results) is not in tilelift's
    // table (nor in Triton's list).
    let call = tilelift_ir::libdevice::lookup("__nv_exp").unwrap();
    let text = kernel("__nv_sincos", call);
    let err = tilelift::compile_named(
        &text,
        "k.ttir",
        &tilelift::Options::new(),
        &mut Default::default(),
    )
    .expect_err("not implemented");
    let message = err.to_string();
    assert!(message.contains("unsupported"), "{message}");
    assert!(message.contains("`__nv_sincos`"), "{message}");
    assert!(message.contains("k.ttir:"), "at its location: {message}");
}

/// The rounding modes on AMDGCN (`tilelift_amdgpu::rounded`): add, mul, fma,
/// division, reciprocal and square root of f32 and f64 in every mode; a
/// directed mode switches MODE's rounding bits and back.
#[test]
fn amdgcn_rounds_in_every_mode() {
    let options =
        tilelift::Options::new().with_target(tilelift::Target::Amdgcn(tilelift::Mcpu::Gfx90a));
    for symbol in [
        "__nv_fadd_rz",
        "__nv_dmul_ru",
        "__nv_fmaf_rd",
        "__nv_fsqrt_rn",
        "__nv_fdiv_rz",
        "__nv_frcp_ru",
        "__nv_ddiv_rn",
        "__nv_dsqrt_rn",
        "__nv_ddiv_rz",
        "__nv_drcp_ru",
        "__nv_dsqrt_rd",
    ] {
        let call = tilelift_ir::libdevice::lookup(symbol).unwrap();
        let text = kernel(symbol, call);
        let k = tilelift::compile_named(&text, "k.ttir", &options, &mut Default::default())
            .unwrap_or_else(|e| panic!("{symbol}: {e}"));
        let directed = !symbol.ends_with("_rn");
        assert_eq!(
            k.code
                .contains("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0"),
            directed,
            "{symbol}"
        );
    }
}

/// `__nv_rcp64h` is libdevice's `rcp.approx.ftz.f64` (the hardware's
/// reciprocal from the high word), not an IEEE division.
#[test]
fn rcp64h_is_the_hardware_reciprocal() {
    let call = tilelift_ir::libdevice::lookup("__nv_rcp64h").unwrap();
    let text = kernel("__nv_rcp64h", call);
    let ptx = tilelift::compile_named(
        &text,
        "k.ttir",
        &tilelift::Options::new(),
        &mut Default::default(),
    )
    .expect("compiles")
    .code;
    assert!(ptx.contains("rcp.approx.ftz.f64"), "{ptx}");
    assert!(!ptx.contains("div.rn.f64"), "{ptx}");
}
