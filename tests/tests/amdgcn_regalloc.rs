//! regalloc2's SSA validation and checker accept the allocation of every
//! corpus kernel of the AMDGCN path: each value is in the register its uses
//! read, through every move regalloc2 inserted.

mod amdgcn_common;

use amdgcn_common::{options, read, KERNELS};

#[test]
fn regalloc2_checker_accepts_every_supported_kernel() {
    for &case in KERNELS {
        let ttgir = tilelift::compile_to(
            &read(case, "kernel.ttir"),
            "kernel.ttir",
            &options(),
            tilelift::Emit::Ttgir,
            &mut Default::default(),
        )
        .unwrap_or_else(|e| panic!("{case}: {e}"));
        let laid_out = tilelift::load(&ttgir, "kernel.ttgir").unwrap();
        let func =
            tilelift_lower::to_mir::lower_kernel(&laid_out, &tilelift_lower::TargetDesc::amdgcn())
                .unwrap();
        let amd = tilelift_amdgpu::Options {
            check_regalloc: true,
            ..Default::default()
        };
        tilelift_amdgpu::emit(&func, &amd).unwrap_or_else(|e| panic!("{case}: {e}"));
    }
}

#[test]
fn no_kernel_uses_scratch_memory() {
    // Spills go to accumulation registers, never to scratch memory.
    for &case in KERNELS {
        let asm = amdgcn_common::compile(case);
        assert!(
            asm.contains(".amdhsa_private_segment_fixed_size 0"),
            "{case}"
        );
    }
}
