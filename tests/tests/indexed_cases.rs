//! The `tt.gather` and `tt.histogram` cases of `tests/indexed`
//! (`scripts/indexed_cases.py`: kernels written here, TTIR, TTGIR and PTX
//! from Triton 3.6, expected outputs from numpy, cross-checked with Triton
//! 3.6's interpreter):
//!
//! - every case passes on the reference interpreter;
//! - Triton's TTIR and TTGIR print back as read (`print ∘ parse` a fixed
//!   point, the module unchanged), so the printed forms are Triton's;
//! - tilelift lays out each gather and histogram as Triton 3.6 does: the same
//!   encodings of the operands and the result, and `efficient_layout` where
//!   Triton sets it;
//! - `ptxas` accepts the PTX for `sm_80` and `sm_90`, from tilelift's layouts
//!   and from Triton's TTGIR;
//! - the MIR of each case, from tilelift's layouts (for NVIDIA's 32 lanes
//!   and AMD's 64) and from Triton's TTGIR, run on the CTA emulator ([`tilelift_tests::emu`]: every thread, its
//!   barriers and shared-memory atomics), gives the expected outputs bit for
//!   bit;
//! - the AMDGCN path compiles every case for gfx90a and gfx942 (histograms
//!   count with `ds_add_rtn_u32`) and `llvm-mc` assembles it.
//!
//! On a GPU: `tilelift run --all tests/indexed`.

use std::path::{Path, PathBuf};
use tilelift_ir::{
    parse_module, print_module, EncodingData, InstructionData, Opcode, PrintOptions, Verified,
};
use tilelift_lower::assign::{assign_layouts, AssignOptions, LayoutOptions};

fn cases() -> Vec<PathBuf> {
    tilelift_tests::case_folders("indexed")
}

fn name(case: &Path) -> String {
    case.file_name().unwrap().to_string_lossy().into_owned()
}

#[test]
fn every_indexed_case_passes_on_the_interpreter() {
    tilelift_tests::assert_interpreter_passes("indexed", 10);
}

#[test]
fn tritons_text_prints_back_as_read() {
    for case in cases() {
        for file in ["kernel.ttir", "kernel.ttgir"] {
            let text = std::fs::read_to_string(case.join(file)).unwrap();
            let label = format!("{}/{file}", name(&case));
            let (module, _) = parse_module(&text).unwrap_or_else(|e| panic!("{label}: {e:?}"));
            let printed = print_module(&module, &PrintOptions::default());
            let (again, _) = parse_module(&printed).unwrap();
            assert!(again == module, "{label}: parse(print(m)) != m");
            let op = if name(&case).starts_with("gather") {
                "tt.gather %"
            } else {
                "tt.histogram %"
            };
            let line = |t: &str| {
                t.lines()
                    .find(|l| l.contains(op))
                    .map(|l| l.split(" loc(").next().unwrap().trim().to_string())
            };
            assert!(line(&text).is_some(), "{label}: no {op}");
            assert_eq!(line(&printed), line(&text), "{label}");
        }
    }
}

/// The encodings of the first gather or histogram's operands and result,
/// and its `efficient_layout`.
fn indexed_layouts(module: &Verified) -> (Vec<EncodingData>, bool) {
    let m = module.module();
    let func = m.funcs.values().next().unwrap();
    let (inst, data) = func
        .dfg
        .insts()
        .find(|(_, d)| matches!(d.opcode(), Opcode::Gather | Opcode::Histogram))
        .expect("a gather or a histogram");
    let efficient = matches!(
        data,
        InstructionData::Gather {
            efficient_layout: true,
            ..
        }
    );
    let values = data.args().iter().chain(func.dfg.inst_results(inst));
    let encodings = values
        .map(|&v| {
            let enc = m.types.encoding(func.dfg.value_type(v)).expect("laid out");
            m.types.encoding_data(enc).clone()
        })
        .collect();
    (encodings, efficient)
}

#[test]
fn layouts_are_tritons() {
    for case in cases() {
        let ttir = std::fs::read_to_string(case.join("kernel.ttir")).unwrap();
        let module = tilelift::load(&ttir, "kernel.ttir").unwrap();
        let options = AssignOptions {
            layout: LayoutOptions {
                num_warps: tilelift_tests::num_warps(&case),
                threads_per_warp: 32,
                // Triton's coalescing of masked loads, which this compares with.
                masked_scalars_across_lanes: false,
            },
            ..AssignOptions::default()
        };
        let ours = assign_layouts(&module, &options).unwrap();
        let theirs = std::fs::read_to_string(case.join("kernel.ttgir")).unwrap();
        let theirs = tilelift::load(&theirs, "kernel.ttgir").unwrap();
        assert_eq!(
            indexed_layouts(&ours),
            indexed_layouts(&theirs),
            "{}",
            name(&case)
        );
    }
}

#[test]
fn ptxas_accepts_the_ptx_from_ours_and_tritons_layouts() {
    let ptxas = tilelift_tests::tools::ptxas();
    let dir = std::env::temp_dir().join(format!("tilelift-indexed-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    let mut assembled = 0;
    for case in cases() {
        for file in ["kernel.ttir", "kernel.ttgir"] {
            let text = std::fs::read_to_string(case.join(file)).unwrap();
            for (arch_name, arch) in [
                ("sm_80", tilelift::Arch::Sm80),
                ("sm_90", tilelift::Arch::Sm90),
            ] {
                let options = tilelift::Options::new()
                    .with_arch(arch)
                    .with_num_warps(tilelift_tests::num_warps(&case));
                let label = format!("{}_{}", name(&case), file.replace('.', "_"));
                match tilelift::compile_named(&text, file, &options, &mut Default::default()) {
                    Ok(k) => {
                        match tilelift_tests::tools::ptxas_assemble(
                            &ptxas, &dir, &label, arch_name, &k.code,
                        ) {
                            Ok(()) => assembled += 1,
                            Err(e) => failures.push(format!("{label} ({arch_name}): {e}")),
                        }
                    }
                    Err(e) => failures.push(format!("{label} ({arch_name}): {e}")),
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(assembled >= 40, "only {assembled} modules assembled");
}

#[test]
fn amdgcn_compiles_every_case_and_llvm_mc_assembles_it() {
    let dir = std::env::temp_dir().join(format!("tilelift-indexed-amd-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for &mcpu in tilelift::Mcpu::ALL {
        let llvm_mc = tilelift_tests::tools::llvm_mc_for(mcpu.name());
        let mut histograms = 0;
        for case in cases() {
            let text = std::fs::read_to_string(case.join("kernel.ttir")).unwrap();
            let options = tilelift::Options::new()
                .with_target(tilelift::Target::Amdgcn(mcpu))
                .with_num_warps(tilelift_tests::num_warps(&case));
            let label = format!("{} ({})", name(&case), mcpu.name());
            let k =
                tilelift::compile_named(&text, "kernel.ttir", &options, &mut Default::default())
                    .unwrap_or_else(|e| panic!("{label}: {e}"));
            let file = format!("{}_{}", name(&case), mcpu.name());
            tilelift_tests::tools::llvm_mc_assemble(&llvm_mc, &dir, &file, &k.code)
                .unwrap_or_else(|e| panic!("{label}: llvm-mc: {e}"));
            histograms += usize::from(k.code.contains("ds_add_rtn_u32"));
        }
        assert!(
            histograms >= 4,
            "{histograms} histograms counted with ds_add_rtn_u32"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_lowering_gives_the_expected_outputs_on_the_cta_emulator() {
    let mut failures = Vec::new();
    let mut ran = 0;
    for case in cases() {
        for file in ["kernel.ttir", "kernel.ttgir"] {
            for (target_name, target, lanes) in tilelift_tests::emu::TARGETS {
                // Triton's TTGIR is laid out for 32 lanes.
                if file == "kernel.ttgir" && lanes != 32 {
                    continue;
                }
                let text = std::fs::read_to_string(case.join(file)).unwrap();
                let options = tilelift::Options::new()
                    .with_target(target)
                    .with_num_warps(tilelift_tests::num_warps(&case));
                let label = format!("{}/{file} ({target_name})", name(&case));
                let mir = tilelift::compile_to(
                    &text,
                    file,
                    &options,
                    tilelift::Emit::Mir,
                    &mut Default::default(),
                )
                .unwrap_or_else(|e| panic!("{label}: {e}"));
                let func =
                    tilelift_mir::parse::parse(&mir).unwrap_or_else(|e| panic!("{label}: {e}"));
                match tilelift_tests::emu::run_case(&func, &case, lanes) {
                    Ok(differ) if differ.is_empty() => ran += 1,
                    Ok(differ) => failures.push(format!("{label}: {}", differ.join("; "))),
                    Err(e) => failures.push(format!("{label}: {e}")),
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(ran >= 30, "only {ran} ran");
}
