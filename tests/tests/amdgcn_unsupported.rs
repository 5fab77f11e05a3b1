//! Every corpus kernel outside the AMDGCN path gives a clear error
//! (`error: unsupported on amdgcn: <what>` or `error: too large for amdgcn:
//! <what>`) with a line and column, not a panic.

mod amdgcn_common;

use amdgcn_common::{all_cases, try_compile, KERNELS};

#[test]
fn unsupported_kernels_give_the_clear_error_at_the_op() {
    let mut checked = 0;
    for case in all_cases() {
        if KERNELS.contains(&case.as_str()) {
            continue;
        }
        let err = match try_compile(&case) {
            Ok(_) => panic!("{case}: compiled, but is not in the supported list"),
            Err(e) => e,
        };
        eprintln!("{case}: {}", err.lines().next().unwrap_or(""));
        assert!(
            err.contains("error: unsupported on amdgcn: ")
                || err.contains("error: too large for amdgcn: "),
            "{case}: {err}"
        );
        let pos: Vec<&str> = err.splitn(4, ':').collect();
        assert!(
            pos[0] == "kernel.ttir"
                && pos[1].parse::<u32>().is_ok()
                && pos[2].parse::<u32>().is_ok(),
            "{case}: no line and column: {err}"
        );
        checked += 1;
    }
    // Every corpus kernel compiles today: then each is in the list.
    assert_eq!(
        checked + KERNELS.len(),
        all_cases().len(),
        "a corpus kernel neither compiles nor is refused clearly"
    );
}

/// A dot laid out for `mma.sync` (tilelift's own sm_80 TTGIR of the tf32
/// tutorial matmul, `m16n8k8`) handed to the AMDGCN path is refused at the
/// conversion of an operand (`ldmatrix`) or at the dot, with its line and
/// column: the AMDGCN path has no tensor-core instruction.
#[test]
fn an_mma_dot_is_refused_at_the_dot() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("realworld/triton_matmul_tf32_128x64x32");
    let text = std::fs::read_to_string(dir.join("kernel.ttir")).unwrap();
    let sm80 = tilelift::Options::new()
        .with_arch(tilelift::Arch::Sm80)
        .with_num_warps(4);
    let ttgir = tilelift::compile_to(
        &text,
        "kernel.ttir",
        &sm80,
        tilelift::Emit::Ttgir,
        &mut Default::default(),
    )
    .unwrap();
    assert!(ttgir.contains("kWidth = 1"), "{ttgir}");
    let amd = tilelift::Options::new()
        .with_target(tilelift::Target::Amdgcn(tilelift::Mcpu::Gfx90a))
        .with_num_warps(4);
    let err = tilelift::compile_named(&ttgir, "mma.ttgir", &amd, &mut Default::default())
        .unwrap_err()
        .to_string();
    // The first NVIDIA-only instruction: the operand's `ldmatrix` or the
    // `mma.sync`.
    let nvidia = ["MIR LdMatrix", "MIR Mma"];
    assert!(
        nvidia
            .iter()
            .any(|m| err.contains(&format!("error: unsupported on amdgcn: {m}"))),
        "{err}"
    );
    let line: usize = err.split(':').nth(1).unwrap().parse().unwrap();
    let at = ttgir.lines().nth(line - 1).unwrap();
    let dot_op = "-> tensor<128x32xf32, #ttg.dot_op";
    assert!(at.contains("tt.dot") || at.contains(dot_op), "{err}\n{at}");
}
