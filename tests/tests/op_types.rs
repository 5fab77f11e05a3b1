//! Every elementwise op in every element type, scalar and tensor: each kernel
//! either compiles to PTX that `ptxas` accepts (and AMDGCN that `llvm-mc`
//! accepts) or is rejected with an error at a position. An op that cannot
//! take a width (`math.absi` on `i1`, `arith.shli` on `i1`) must say so at the
//! op, not emit code an assembler rejects.

use std::fmt::Write as _;
use tilelift::{Error, Options, Target};
use tilelift_ir::{Format, Opcode, Syntax};
use tilelift_tests::tools;

const TYPES: &[&str] = &["i1", "i8", "i16", "i32", "i64", "f16", "bf16", "f32", "f64"];

/// A kernel applying `body` (which reads `%a`, `%b`, `%c` of type `ty` and
/// defines `%r` of type `out`) to loaded values, storing `%r`.
fn kernel(ty: &str, out: &str, tensor: bool, body: &str) -> String {
    let t = |e: &str| {
        if tensor {
            format!("tensor<256x{e}>")
        } else {
            e.to_string()
        }
    };
    let p = |e: &str| {
        if tensor {
            format!("tensor<256x!tt.ptr<{e}>>")
        } else {
            format!("!tt.ptr<{e}>")
        }
    };
    let mut s = String::from("module {\n");
    writeln!(
        s,
        "  tt.func public @k(%pa: !tt.ptr<{ty}>, %pb: !tt.ptr<{ty}>, %pc: !tt.ptr<{ty}>, %po: !tt.ptr<{out}>) {{"
    )
    .unwrap();
    if tensor {
        s += "    %i = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>\n";
    }
    for (name, elem) in [("a", ty), ("b", ty), ("c", ty), ("o", out)] {
        if tensor {
            writeln!(
                s,
                "    %s{name} = tt.splat %p{name} : !tt.ptr<{elem}> -> {}",
                p(elem)
            )
            .unwrap();
            writeln!(
                s,
                "    %q{name} = tt.addptr %s{name}, %i : {}, tensor<256xi32>",
                p(elem)
            )
            .unwrap();
        } else {
            writeln!(
                s,
                "    %q{name} = tt.addptr %p{name}, %c0 : {}, i32",
                p(elem)
            )
            .unwrap();
        }
    }
    if !tensor {
        let at = s.find("    %qa").unwrap();
        s.insert_str(at, "    %c0 = arith.constant 0 : i32\n");
    }
    for name in ["a", "b", "c"] {
        writeln!(s, "    %{name} = tt.load %q{name} : {}", p(ty)).unwrap();
    }
    let body = body.replace("{T}", &t(ty)).replace("{O}", &t(out));
    writeln!(s, "    {body}").unwrap();
    writeln!(s, "    tt.store %qo, %r : {}", p(out)).unwrap();
    s += "    tt.return\n  }\n}\n";
    s
}

/// Every kernel of the sweep, named.
fn kernels() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for tensor in [false, true] {
        let shape = if tensor { "tensor" } else { "scalar" };
        for &op in Opcode::ALL {
            let args = match (op.syntax(), op.format()) {
                (Syntax::SameType, Format::Unary) => "%a",
                (Syntax::SameType, Format::Binary) => "%a, %b",
                (Syntax::SameType, Format::Ternary) => "%a, %b, %c",
                (Syntax::Cast, _) => "",
                _ => continue,
            };
            for &ty in TYPES {
                if op.syntax() == Syntax::Cast {
                    for &to in TYPES {
                        let body = format!("%r = {} %a : {{T}} to {{O}}", op.name());
                        out.push((
                            format!("{} {ty} to {to} {shape}", op.name()),
                            kernel(ty, to, tensor, &body),
                        ));
                    }
                } else {
                    let body = format!("%r = {} {args} : {{T}}", op.name());
                    out.push((
                        format!("{} {ty} {shape}", op.name()),
                        kernel(ty, ty, tensor, &body),
                    ));
                }
            }
        }
        for &ty in TYPES {
            for (name, body) in [
                ("arith.cmpi slt", "%r = arith.cmpi slt, %a, %b : {T}"),
                ("arith.cmpi ult", "%r = arith.cmpi ult, %a, %b : {T}"),
                ("arith.cmpf olt", "%r = arith.cmpf olt, %a, %b : {T}"),
            ] {
                out.push((
                    format!("{name} {ty} {shape}"),
                    kernel(ty, "i1", tensor, body),
                ));
            }
        }
    }
    out
}

/// Compiles every kernel for `options`; returns the outputs, and fails on an
/// error without a position.
fn compile_all(options: &Options) -> Vec<(String, String)> {
    let mut compiled = Vec::new();
    let mut unpositioned = Vec::new();
    for (name, text) in kernels() {
        match tilelift::compile_named(&text, "k.ttir", options, &mut Default::default()) {
            Ok(k) => compiled.push((name, k.code)),
            Err(e @ Error::Internal(_)) => unpositioned.push(format!("{name}: internal: {e}")),
            Err(e) if e.span().is_none() => unpositioned.push(format!("{name}: {e}")),
            Err(_) => {}
        }
    }
    assert!(unpositioned.is_empty(), "{}", unpositioned.join("\n"));
    assert!(
        compiled.len() > 200,
        "only {} kernels compiled",
        compiled.len()
    );
    compiled
}

#[test]
fn every_op_and_type_compiles_to_ptx_ptxas_accepts_or_is_rejected_at_the_op() {
    let ptxas = tools::ptxas();
    let dir = std::env::temp_dir().join(format!("tilelift-op-types-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut rejected = Vec::new();
    for (i, (name, ptx)) in compile_all(&Options::default()).iter().enumerate() {
        if let Err(e) = tools::ptxas_assemble(&ptxas, &dir, &format!("k{i}"), "sm_90", ptx) {
            rejected.push(format!("{name}: {}", e.lines().next().unwrap_or("")));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        rejected.is_empty(),
        "ptxas rejects:\n{}",
        rejected.join("\n")
    );
}

#[test]
fn every_op_and_type_compiles_to_amdgcn_llvm_mc_accepts_or_is_rejected_at_the_op() {
    let llvm_mc = tools::llvm_mc();
    let options = Options::new().with_target(Target::Amdgcn(Default::default()));
    let dir = std::env::temp_dir().join(format!("tilelift-op-types-amd-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut rejected = Vec::new();
    for (i, (name, asm)) in compile_all(&options).iter().enumerate() {
        if let Err(e) = tools::llvm_mc_assemble(&llvm_mc, &dir, &format!("k{i}"), asm) {
            rejected.push(format!("{name}: {}", e.lines().next().unwrap_or("")));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        rejected.is_empty(),
        "llvm-mc rejects:\n{}",
        rejected.join("\n")
    );
}
