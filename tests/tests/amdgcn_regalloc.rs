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
