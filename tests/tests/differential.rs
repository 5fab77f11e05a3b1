//! The contract of `gen::program_diff`, the generator of the GPU differential
//! test (`tests/examples/gen_cases.rs`, `scripts/gpu/differential.sh`): every
//! program verifies, uses none of the ops whose result is undefined or
//! target-dependent, divides and shifts only by the constants 3 and 7, and
//! describes its arguments as its signature has them.

use tilelift_tests::fuzz::Rng;
use tilelift_tests::gen::{program_diff, ArgKind};

/// Ops `program_diff` must never emit: approximate or inexact float ops,
/// float-to-integer casts (undefined out of range) and bitcasts (NaN payloads).
const UNDEFINED_OR_INEXACT: &[&str] = &[
    "arith.divf",
    "arith.remf",
    "math.exp",
    "math.log",
    "math.sqrt",
    "math.rsqrt",
    "math.sin",
    "math.cos",
    "math.tanh",
    "math.erf",
    "arith.fptosi",
    "arith.fptoui",
    "arith.bitcast",
];

#[test]
fn differential_programs_are_defined_and_verify() {
    let mut rng = Rng::new(16);
    let mut ops = std::collections::BTreeSet::new();
    for i in 0..500 {
        let p = program_diff(&mut rng);
        let verified = tilelift_ir::load(&p.text, "kernel.ttir")
            .unwrap_or_else(|e| panic!("program {i} does not verify: {e}\n{}", p.text));
        let func = verified.module().func_by_name("k").expect("@k");
        assert_eq!(
            verified.module().funcs[func].args().len(),
            p.args.len(),
            "program {i}: {}",
            p.text
        );
        assert_eq!(p.args[0], ArgKind::Count);
        for line in p.text.lines() {
            for op in UNDEFINED_OR_INEXACT {
                assert!(!line.contains(op), "program {i} uses {op}: {line}");
            }
            assert!(!line.contains("!tt.ptr<i1>"), "program {i}: an i1 buffer");
            let by_constant = ["shli", "shrsi", "shrui", "divsi", "remsi", "divui", "remui"];
            if by_constant
                .iter()
                .any(|op| line.contains(&format!("arith.{op} ")))
            {
                let rhs = line.split(", ").nth(1).and_then(|r| r.split(' ').next());
                let rhs = rhs.expect("a binary op");
                let def = p
                    .text
                    .lines()
                    .find(|l| l.trim_start().starts_with(&format!("{rhs} = ")))
                    .expect("its operand is defined");
                assert!(
                    def.contains("dense<3>") || def.contains("dense<7>"),
                    "program {i}: {line} by {def}"
                );
            }
            if let Some(load) = line.split(" = tt.load ").nth(1) {
                assert_eq!(
                    load.matches(", ").count(),
                    2,
                    "program {i}: a load without other: {line}"
                );
            }
        }
        ops.extend(p.used);
    }
    for op in [
        "tt.reduce",
        "tt.scan",
        "tt.atomic_rmw",
        "scf.for",
        "tt.broadcast",
        "arith.divsi",
        "arith.extui",
    ] {
        assert!(ops.contains(op), "500 programs never use {op}");
    }
}
