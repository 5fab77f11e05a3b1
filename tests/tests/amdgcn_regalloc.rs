//! regalloc2's SSA validation and checker accept the allocation of every
//! corpus kernel of the AMDGCN path: each value is in the register its uses
//! read, through every move regalloc2 inserted; also with so few registers
//! that every kernel spills to scratch memory.

mod amdgcn_common;

use amdgcn_common::{options, read, Mcpu, KERNELS};

/// The MIR of corpus kernel `case`, laid out for AMDGCN.
fn lowered(case: &str) -> tilelift_mir::Function {
    let ttgir = tilelift::compile_to(
        &read(case, "kernel.ttir"),
        "kernel.ttir",
        &options(),
        tilelift::Emit::Ttgir,
        &mut Default::default(),
    )
    .unwrap_or_else(|e| panic!("{case}: {e}"));
    let laid_out = tilelift::load(&ttgir, "kernel.ttgir").unwrap();
    tilelift_lower::to_mir::lower_kernel(&laid_out, &tilelift_lower::TargetDesc::amdgcn()).unwrap()
}

#[test]
fn regalloc2_checker_accepts_every_supported_kernel() {
    for &case in KERNELS {
        let func = lowered(case);
        let amd = tilelift_amdgpu::Options {
            check_regalloc: true,
            ..Default::default()
        };
        let ion = tilelift_amdgpu::regalloc::ion_runs();
        tilelift_amdgpu::emit(&func, &amd).unwrap_or_else(|e| panic!("{case}: {e}"));
        assert_eq!(
            tilelift_amdgpu::regalloc::ion_runs(),
            ion,
            "{case}: left to regalloc2's Ion"
        );
    }
}

/// regalloc2's checker also accepts the allocation of every real-world
/// kernel (allocated by the linear scan of `amdgpu/src/linear.rs`, loops
/// included), the FMA matmuls and attentions that spill to accumulation
/// registers and scratch memory too.
#[test]
fn regalloc2_checker_accepts_every_realworld_kernel() {
    let mut checked = 0;
    for case in tilelift_tests::case_folders("realworld") {
        let options = options().with_num_warps(tilelift_tests::num_warps(&case));
        let text = std::fs::read_to_string(case.join("kernel.ttir")).unwrap();
        let ttgir = tilelift::compile_to(
            &text,
            "kernel.ttir",
            &options,
            tilelift::Emit::Ttgir,
            &mut Default::default(),
        )
        .unwrap_or_else(|e| panic!("{}: {e}", case.display()));
        let laid_out = tilelift::load(&ttgir, "kernel.ttgir").unwrap();
        let func =
            tilelift_lower::to_mir::lower_kernel(&laid_out, &tilelift_lower::TargetDesc::amdgcn())
                .unwrap();
        let amd = tilelift_amdgpu::Options {
            check_regalloc: true,
            ..Default::default()
        };
        let ion = tilelift_amdgpu::regalloc::ion_runs();
        tilelift_amdgpu::emit(&func, &amd).unwrap_or_else(|e| panic!("{}: {e}", case.display()));
        assert_eq!(
            tilelift_amdgpu::regalloc::ion_runs(),
            ion,
            "{}: left to regalloc2's Ion",
            case.display()
        );
        checked += 1;
    }
    assert!(checked >= 84, "only {checked} real-world kernels checked");
}

/// Scratch memory only where the accumulation registers do not hold the
/// spills: none of the corpus (`matmul_f16`, its FMA dot's 64x64 tile,
/// spills the most, to 243 of the 256 AGPRs).
#[test]
fn no_corpus_kernel_uses_scratch_memory() {
    for &case in KERNELS {
        let asm = amdgcn_common::compile(case);
        let none = asm.contains(".amdhsa_private_segment_fixed_size 0\n");
        assert!(none, "{case}");
    }
}

/// Every corpus kernel with 8 registers of each class and 2 accumulation
/// registers: they spill to scratch memory, regalloc2's checker accepts the
/// allocation, and llvm-mc assembles it, for each processor.
#[test]
fn every_kernel_spilled_to_scratch_checks_and_assembles() {
    let dir = std::env::temp_dir().join(format!("tilelift-spill-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (mut spilled, mut by_ion) = (0, 0);
    for &mcpu in Mcpu::ALL {
        let llvm_mc = tilelift_tests::tools::llvm_mc_for(mcpu.name());
        for &case in KERNELS.iter().filter(|&&c| c != "matmul_f16") {
            let func = lowered(case);
            let amd = tilelift_amdgpu::Options {
                mcpu,
                check_regalloc: true,
                register_limit: Some(tilelift_amdgpu::regalloc::RegisterLimit {
                    per_class: 8,
                    agprs: 2,
                    scratch_words: 16384,
                }),
                ..Default::default()
            };
            let ion = tilelift_amdgpu::regalloc::ion_runs();
            let asm = tilelift_amdgpu::emit(&func, &amd)
                .unwrap_or_else(|e| panic!("{case} ({}): {e}", mcpu.name()));
            by_ion += tilelift_amdgpu::regalloc::ion_runs() - ion;
            if asm.contains("scratch_store_dword") {
                spilled += 1;
                assert!(asm.contains("scratch_load_dword"), "{case}");
            }
            let name = format!("{case}.{}", mcpu.name());
            if let Err(e) = tilelift_tests::tools::llvm_mc_assemble(&llvm_mc, &dir, &name, &asm) {
                panic!("{name}: llvm-mc rejected:\n{e}");
            }
        }
    }
    assert!(spilled >= 16, "only {spilled} kernels spilled to scratch");
    eprintln!("{by_ion} of them left to regalloc2's Ion");
}

/// A loop whose eight loop-carried values need more registers than a limit
/// of 6 per class gives, after `cold` words loaded before it and stored
/// after it (live across the loop, used nowhere in it).
fn long_loop_after_cold_values(cold: usize) -> String {
    let mut t = String::from(
        "kernel k(%n: i32, %x: i64 ptr) warps=1 shared=0 {\nblock0:\n    \
         v0 = const i32 0x0\n    v1 = param 0\n    v2 = param 1\n",
    );
    for k in 0..cold {
        t += &format!("    v{} = load.global f32 [v2 + {}]\n", 100 + k, 4 * k);
    }
    let carried: Vec<String> = (0..8).map(|k| format!("v{}", 10 + k)).collect();
    for (k, v) in carried.iter().enumerate() {
        t += &format!("    {v} = load.global f32 [v2 + {}]\n", 4 * (cold + k));
    }
    t += &format!("    jump block1(v0, {})\n", carried.join(", "));
    let params: Vec<String> = (0..8).map(|k| format!("v{}: f32", 20 + k)).collect();
    t += &format!("block1(v3: i32, {}):\n", params.join(", "));
    t += "    v4 = cmp SLt i32 v3, v1\n    brif v4, block2, block3\nblock2:\n";
    t += "    v5 = Add i32 v3, 1\n";
    // Each new value reads two of the parameters: all eight are live until
    // the last of them.
    for k in 0..8 {
        t += &format!(
            "    v{} = Mul f32 v{}, v{}\n",
            30 + k,
            20 + k,
            20 + (k + 1) % 8
        );
    }
    let next: Vec<String> = (0..8).map(|k| format!("v{}", 30 + k)).collect();
    t += &format!("    jump block1(v5, {})\nblock3:\n", next.join(", "));
    for k in 0..cold {
        t += &format!("    store.global f32 [v2 + {}], v{}\n", 4 * k, 100 + k);
    }
    for k in 0..8 {
        t += &format!(
            "    store.global f32 [v2 + {}], v{}\n",
            4 * (cold + k),
            20 + k
        );
    }
    t + "    return\n}\n"
}

/// The lines of `asm` from label `from` to label `to`.
fn between<'a>(asm: &'a str, from: &str, to: &str) -> &'a str {
    let start = asm
        .find(&format!("{from}:\n"))
        .unwrap_or_else(|| panic!("no {from}"));
    let end = asm[start..]
        .find(&format!("{to}:\n"))
        .unwrap_or_else(|| panic!("no {to}"));
    &asm[start..start + end]
}

/// Under a register limit, 24 values spilled before a loop and the loop's
/// own spills compete for 16 accumulation registers: the loop's, each access
/// weighing 8 times as much, take them (`slot_order.rs`; numbered in order
/// of where their spans start, the values before the loop took them and the
/// loop went to scratch memory), so no scratch access is left in the loop.
/// regalloc2's checker accepts the allocation and llvm-mc assembles it, for
/// each processor.
#[test]
fn a_long_loop_spills_to_accumulation_registers_and_checks() {
    let func = tilelift_mir::parse::parse(&long_loop_after_cold_values(24)).unwrap();
    let dir = std::env::temp_dir().join(format!("tilelift-loop-spill-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for &mcpu in Mcpu::ALL {
        let amd = tilelift_amdgpu::Options {
            mcpu,
            check_regalloc: true,
            register_limit: Some(tilelift_amdgpu::regalloc::RegisterLimit {
                per_class: 6,
                agprs: 16,
                scratch_words: 1024,
            }),
            ..Default::default()
        };
        let asm = tilelift_amdgpu::emit(&func, &amd).unwrap_or_else(|e| panic!("{e}"));
        let name = format!("long_loop.{}", mcpu.name());
        let llvm_mc = tilelift_tests::tools::llvm_mc_for(mcpu.name());
        if let Err(e) = tilelift_tests::tools::llvm_mc_assemble(&llvm_mc, &dir, &name, &asm) {
            panic!("{name}: llvm-mc rejected:\n{e}");
        }
        assert!(
            asm.contains("scratch_store_dword"),
            "{name}: the cold values spill to scratch\n{asm}"
        );
        let body = between(&asm, ".LBB0_2", ".LBB0_3");
        assert!(
            body.contains("v_accvgpr_read_b32"),
            "{name}: the loop spills\n{body}"
        );
        assert!(
            !body.contains("scratch_"),
            "{name}: scratch access in the loop\n{body}"
        );
    }
}
