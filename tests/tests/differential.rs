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

/// Every generated program compiles for `sm_90` at every warp count the
/// differential run draws: none is refused as `unsupported` (the old values of
/// an atomic whose layout holds copies, a scan over a blocked layout other than
/// the lowering first took, NaN-propagating `f64` min and max, and ordered
/// comparisons of `i1` once were, 2,367 of 10,000 programs of seed 1).
#[test]
fn differential_programs_compile_at_every_warp_count() {
    let mut rng = Rng::new(17);
    for i in 0..200 {
        let p = program_diff(&mut rng);
        for num_warps in [1, 2, 4, 8] {
            let options = tilelift::Options::new()
                .with_arch(tilelift::Arch::Sm90)
                .with_num_warps(num_warps);
            let mut times = tilelift::StageTimes::default();
            if let Err(e) = tilelift::compile_named(&p.text, "kernel.ttir", &options, &mut times) {
                panic!("program {i} at {num_warps} warps: {e}\n{}", p.text);
            }
        }
    }
}
