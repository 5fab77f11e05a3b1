//! Tensor descriptors (`!tt.tensordesc`, `tt.make_tensor_descriptor`,
//! `tt.descriptor_load`, `tt.descriptor_store`): the cases of `tests/tma`
//! (`scripts/tma_cases.py`: host `TensorDescriptor` arguments and in-kernel
//! descriptors, Triton's tutorial persistent matmul and fused attention) right
//! on the interpreter, which runs the descriptor ops as they are; print and
//! parse back unchanged; compiled for sm_90 and sm_80 and accepted by ptxas;
//! the launch ABI of a host descriptor taken as pointers (Triton's for one not
//! encoded as a TMA map); and which descriptors the tensor memory accelerator
//! copies on sm_90 (`tilelift_ir::tma`: host tensor maps, and maps the kernel
//! makes in global scratch memory), with their PTX and MIR.
//! The GPU check is `tilelift run --all tests/tma`.

use std::path::PathBuf;
use tilelift::{compile_to, Arch, Emit, Options};

fn cases() -> Vec<PathBuf> {
    tilelift_tests::case_folders("tma")
}

fn options(dir: &std::path::Path, arch: Arch) -> Options {
    let meta: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("case.json")).unwrap()).unwrap();
    let field = |k: &str, d: u64| meta.get(k).and_then(|v| v.as_u64()).unwrap_or(d) as u32;
    Options::new()
        .with_arch(arch)
        .with_num_warps(field("num_warps", 4))
        .with_num_stages(field("num_stages", 3))
        .with_debug_lines(false)
}

/// The PTX of `dir`'s kernel `text` for `arch`.
fn ptx(dir: &std::path::Path, text: &str, arch: Arch) -> String {
    let opts = options(dir, arch);
    compile_to(
        text,
        "kernel.ttir",
        &opts,
        Emit::Ptx,
        &mut Default::default(),
    )
    .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
}

#[test]
fn every_case_is_right_on_the_interpreter() {
    tilelift_tests::assert_interpreter_passes("tma", 12);
}

#[test]
fn every_kernel_prints_back_as_read() {
    for dir in cases() {
        let text = std::fs::read_to_string(dir.join("kernel.ttir")).unwrap();
        let (module, _) = tilelift_ir::parse_module(&text).unwrap_or_else(|e| panic!("{e:?}"));
        let opts = tilelift_ir::PrintOptions { locations: false };
        let once = tilelift_ir::print_module(&module, &opts);
        let (again, _) = tilelift_ir::parse_module(&once).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(
            once,
            tilelift_ir::print_module(&again, &opts),
            "{}",
            dir.display()
        );
        for op in ["tt.descriptor_load", "tt.descriptor_store"] {
            assert_eq!(
                text.matches(op).count(),
                once.matches(op).count(),
                "{}: {op}",
                dir.display()
            );
        }
    }
}

#[test]
fn every_kernel_compiles_and_ptxas_accepts_it() {
    let ptxas = tilelift_tests::tools::ptxas();
    let tmp = std::env::temp_dir().join(format!("tilelift-tma-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let mut n = 0;
    for dir in cases() {
        let text = std::fs::read_to_string(dir.join("kernel.ttir")).unwrap();
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        for (arch, ptx_arch) in [(Arch::Sm90, "sm_90a"), (Arch::Sm80, "sm_80")] {
            let ptx = ptx(&dir, &text, arch);
            let arch = tilelift_tests::tools::ptxas_arch(ptx_arch, &ptx);
            tilelift_tests::tools::ptxas_assemble(&ptxas, &tmp, &name, arch, &ptx)
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            n += 1;
        }
    }
    assert_eq!(n, 24);
    let _ = std::fs::remove_dir_all(&tmp);
}

#[test]
fn a_host_descriptor_is_launched_as_base_shape_strides_and_nan_flag() {
    let dir = tilelift_tests::case_folders("tma")
        .into_iter()
        .find(|d| d.ends_with("desc_add_1d_f16"))
        .expect("the 1-d case");
    let text = std::fs::read_to_string(dir.join("kernel.ttir")).unwrap();
    let opts = options(&dir, Arch::Sm90);
    let kernel = tilelift::compile_named(&text, "kernel.ttir", &opts, &mut Default::default())
        .unwrap_or_else(|e| panic!("{e}"));
    // Three rank-1 descriptors, each: base, shape, stride, NaN flag, then the
    // TTIR's own i32 shape and i64 stride.
    let names: Vec<&str> = kernel.params.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names.len(), 18, "{names:?}");
    assert_eq!(
        &names[..6],
        &[
            "x_desc",
            "x_desc_shape0",
            "x_desc_stride0",
            "x_desc_padding_nan",
            "x_desc_0",
            "x_desc_1"
        ],
        "{names:?}"
    );
    let ptx = ptx(&dir, &text, Arch::Sm90);
    assert_eq!(ptx.matches(".param .u8").count(), 3, "{ptx}");
}

#[test]
fn a_descriptor_used_by_another_op_is_refused_at_the_op() {
    let text = "module {
  tt.func public @k(%p: !tt.ptr<f32>, %n: i32) {
    %c1 = arith.constant 1 : i64
    %s = arith.extsi %n : i32 to i64
    %d = tt.make_tensor_descriptor %p, [%n], [%c1] : <f32>, <tensor<64xf32>>
    %c0 = arith.constant 0 : i32
    %r = scf.for %i = %c0 to %n step %n iter_args(%a = %d) -> (!tt.tensordesc<tensor<64xf32>>) : i32 {
      scf.yield %a : !tt.tensordesc<tensor<64xf32>>
    }
    tt.return
  }
}";
    let err = compile_to(
        text,
        "k.ttir",
        &Options::new(),
        Emit::Ptx,
        &mut Default::default(),
    )
    .expect_err("a descriptor carried by a loop is not supported");
    let msg = err.to_string();
    assert!(msg.contains("k.ttir:7:"), "{msg}");
    assert!(msg.contains("tensor descriptor"), "{msg}");
}

/// Runs a case's kernel after the descriptor rewrite (pointers, masks, plain
/// loads: what the GPU runs; the descriptors `tma` keeps run as they are),
/// with the version checks forced false when `cold` (the copy as written,
/// where a last shape is not a multiple of a 16-byte vector or the launch
/// asks for NaN padding).
struct Rewritten {
    tma: tilelift_ir::tma::TmaUse,
    cold: bool,
    /// Version checks seen (one per kernel with a host descriptor).
    checks: usize,
}

impl tilelift_harness::case::Executor for Rewritten {
    fn execute(
        &mut self,
        case: &tilelift_harness::case::Case,
        data: &mut [tilelift_harness::case::ArgData],
    ) -> Result<(), String> {
        let module = tilelift_ir::rewrite_descriptors(case.module().clone(), self.tma)
            .map_err(|e| e.to_string())?;
        let mut module = module.into_inner();
        let tilelift_ir::Module { funcs, types, .. } = &mut module;
        for func in funcs.values_mut() {
            let ifs: Vec<_> = func
                .dfg
                .insts()
                .map(|(i, _)| i)
                .filter(|&i| {
                    tilelift_ir::copy::is_version_check(func, i)
                        && func.order.inst_block(i).is_some()
                })
                .collect();
            self.checks += ifs.len();
            for inst in ifs.into_iter().filter(|_| self.cold) {
                let block = func.order.inst_block(inst).unwrap();
                let mut b = tilelift_ir::FunctionBuilder::new(func, types);
                b.switch_to_block(block);
                let i1 = b.types().i1();
                let no = tilelift_ir::InstBuilder::iconst(b.ins(), i1, 0);
                let func = b.func_mut();
                let def = match func.dfg.value_def(no) {
                    tilelift_ir::ValueDef::Result(i, _) => i,
                    _ => unreachable!(),
                };
                func.order.remove_inst(def);
                func.order.insert_inst_before(def, inst);
                func.dfg.inst_mut(inst).args_mut()[0] = no;
            }
        }
        let module =
            tilelift_ir::verify::Verified::new(module).map_err(|(_, e)| format!("{e:?}"))?;
        tilelift_interp::runner::execute_module(&module, case.func(), case.grid(), data)
    }
}

#[test]
fn the_rewrite_to_pointers_is_right_on_the_interpreter_in_both_copies() {
    use tilelift_ir::tma::TmaUse;
    // The four runs (48 kernels on the interpreter) on threads of their own.
    std::thread::scope(|scope| {
        for (tma, cold) in [
            (TmaUse::Off, false),
            (TmaUse::Off, true),
            (TmaUse::HostAndKernel, false),
            (TmaUse::HostAndKernel, true),
        ] {
            scope.spawn(move || rewrite_is_right_on_the_interpreter(tma, cold));
        }
    });
}

/// Every case of tests/tma with its descriptors rewritten to pointers as
/// `tma` says, in the copy as written (`cold`) or the versioned one, runs
/// right on the interpreter.
fn rewrite_is_right_on_the_interpreter(tma: tilelift_ir::tma::TmaUse, cold: bool) {
    let mut versioned = 0;
    for dir in cases() {
        let mut exec = Rewritten {
            tma,
            cold,
            checks: 0,
        };
        let case = tilelift_harness::case::read(&dir).unwrap_or_else(|e| panic!("{e}"));
        let report = case
            .report_with(&mut exec)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        assert!(
            report.passed(),
            "{} ({tma:?}, cold: {cold}): {report:?}",
            dir.display()
        );
        versioned += usize::from(exec.checks > 0);
    }
    // The cases that access a descriptor in a loop, host or made in the
    // kernel's top level: all but desc_add_1d_f16 and
    // desc_copy_2d_f32_masked (one access per program). With TMA each
    // still has a descriptor left to pointers (the attentions' q and o,
    // the matmuls' c).
    assert_eq!(versioned, 10, "{tma:?}, cold: {cold}");
}

#[test]
fn only_the_pointer_accesses_are_versioned_where_tma_takes_the_loops() {
    use tilelift_ir::{tma::TmaUse, Opcode};
    let count = |func: &tilelift_ir::Function, f: &dyn Fn(tilelift_ir::Inst) -> bool| {
        func.dfg
            .insts()
            .filter(|&(i, _)| func.order.inst_block(i).is_some() && f(i))
            .count()
    };
    let is_for = |func: &tilelift_ir::Function, i| func.dfg.inst(i).opcode() == Opcode::For;
    // (case, version checks with TMA: one per access left to pointers)
    for (name, accesses) in [
        ("tutorial_attn_fwd_d128_causal", 2),
        ("tutorial_attn_fwd_d64", 2),
        ("tutorial_matmul_tma_128x256x64", 1),
    ] {
        let case = tilelift_harness::case::read(&case(name)).unwrap_or_else(|e| panic!("{e}"));
        let input = case.module().module().funcs.values().next().unwrap();
        let loops_in = count(input, &|i| is_for(input, i));
        for (tma, loops, checks) in [
            (TmaUse::Off, 2 * loops_in, 1),
            (TmaUse::HostAndKernel, loops_in, accesses),
        ] {
            let module = tilelift_ir::rewrite_descriptors(case.module().clone(), tma)
                .unwrap_or_else(|e| panic!("{e}"));
            let func = module.module().funcs.values().next().unwrap();
            let versioned = count(func, &|i| tilelift_ir::copy::is_version_check(func, i));
            assert_eq!(versioned, checks, "{name} {tma:?}");
            assert_eq!(count(func, &|i| is_for(func, i)), loops, "{name} {tma:?}");
        }
    }
}

/// The case folder `name` of `tests/tma`.
fn case(name: &str) -> PathBuf {
    cases()
        .into_iter()
        .find(|d| d.ends_with(name))
        .unwrap_or_else(|| panic!("no case {name}"))
}

#[test]
fn host_descriptors_feeding_a_one_dot_loop_are_copied_by_the_tma_on_sm_90() {
    let dir = case("tutorial_matmul_tma_128x256x64");
    let text = std::fs::read_to_string(dir.join("kernel.ttir")).unwrap();
    let opts = options(&dir, Arch::Sm90);
    let kernel = tilelift::compile_named(&text, "kernel.ttir", &opts, &mut Default::default())
        .unwrap_or_else(|e| panic!("{e}"));
    // `a` and `b` feed the loop's dot: tensor maps, with the TTIR's own shape
    // and stride parameters after each; `c` is stored, so it keeps pointers.
    let maps: Vec<(&str, tilelift::TensorMap)> = kernel
        .params
        .iter()
        .filter_map(|p| match p.ty {
            tilelift::ParamType::TensorMap(m) => Some((p.name.as_str(), m)),
            _ => None,
        })
        .collect();
    let names: Vec<&str> = maps.iter().map(|(n, _)| *n).collect();
    assert_eq!(names, ["a_desc", "b_desc"]);
    // 128x64 and 256x64 f16 blocks: rows of 128 bytes, one box, swizzled 128.
    assert_eq!(maps[0].1.box_dims(), [128, 64]);
    assert_eq!(maps[1].1.box_dims(), [256, 64]);
    assert!(maps.iter().all(|(_, m)| m.swizzle == 128));
    assert!(kernel.params.iter().any(|p| p.name == "c_desc_padding_nan"));
    let code = &kernel.code;
    assert_eq!(code.matches(".param .align 64 .b8").count(), 2, "{code}");
    assert!(code.contains("cvta.param.u64"), "{code}");
    assert!(
        code.contains("mbarrier.try_wait.parity.shared::cta.b64"),
        "{code}"
    );
    assert!(
        code.contains("mbarrier.arrive.expect_tx.shared::cta.b64"),
        "{code}"
    );
    // One wgmma loop per copy of the versioned kernel, each pipelined on
    // TMA copies only: no cp.async left for the operands.
    assert!(
        code.contains("cp.async.bulk.tensor.2d.shared::cluster.global"),
        "{code}"
    );
    assert!(!code.contains("cp.async.cg"), "{code}");
    // sm_80 has no TMA: pointers, as before.
    let ptx80 = ptx(&dir, &text, Arch::Sm80);
    assert!(!ptx80.contains("cp.async.bulk"), "{ptx80}");
}

#[test]
fn descriptors_read_outside_dot_loops_keep_pointers() {
    // Loads read back by every thread were slower through the TMA
    // (`tilelift_ir::tma::tma_descriptors`).
    for name in ["desc_add_1d_f16", "desc_copy_2d_f32_masked"] {
        let dir = case(name);
        let text = std::fs::read_to_string(dir.join("kernel.ttir")).unwrap();
        let ptx = ptx(&dir, &text, Arch::Sm90);
        assert!(!ptx.contains("cp.async.bulk"), "{name}");
        assert!(
            !ptx.contains(".param .align 64"),
            "{name}: a tensor-map parameter"
        );
    }
}

#[test]
fn attention_loops_copy_k_and_v_by_tma_each_on_its_own_mbarrier() {
    let dir = case("tutorial_attn_fwd_d64");
    let text = std::fs::read_to_string(dir.join("kernel.ttir")).unwrap();
    let ptx = ptx(&dir, &text, Arch::Sm90);
    // k and v (read only in the loop, by its two dots) are tensor maps; q
    // (read before the loop) and o (stored) keep pointers.
    assert_eq!(ptx.matches(".param .align 64 .b8").count(), 2, "{ptx}");
    // In each copy of the (versioned) loop, one wait before `q kᵀ` (for k)
    // and another before `p v` (for v), each `wgmma` chain after its own.
    let lines: Vec<&str> = ptx.lines().collect();
    let waits: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i].contains("mbarrier.try_wait.parity"))
        .collect();
    let chains: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i].contains("wgmma.fence"))
        .collect();
    assert_eq!(waits.len(), chains.len(), "{ptx}");
    for (w, c) in waits.iter().zip(&chains) {
        assert!(w < c, "a wait after its chain's fence\n{ptx}");
    }
    assert!(waits
        .windows(2)
        .zip(chains.iter())
        .all(|(w, c)| w[0] < *c && *c < w[1]));
}

#[test]
fn tma_instructions_print_and_parse_back_in_mir() {
    let dir = case("tutorial_matmul_tma_128x128x64");
    let text = std::fs::read_to_string(dir.join("kernel.ttir")).unwrap();
    let opts = options(&dir, Arch::Sm90);
    let mir = compile_to(
        &text,
        "kernel.ttir",
        &opts,
        Emit::Mir,
        &mut Default::default(),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    for op in [
        "tma_load",
        "mbarrier_init",
        "mbarrier_expect_tx",
        "mbarrier_wait",
        "mbarrier_inval",
        "tensormap",
    ] {
        assert!(mir.contains(op), "{op} missing");
    }
    let func = tilelift_mir::parse::parse(&mir).unwrap_or_else(|e| panic!("{e}"));
    tilelift_mir::verify::verify(&func).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(tilelift_mir::print::to_string(&func), mir);
}

#[test]
fn descriptors_made_in_the_kernel_are_tensor_maps_in_global_scratch_on_sm_90a() {
    // Tutorial 09's persistent matmul makes `a`, `b` and `c` descriptors in
    // the kernel: `a` and `b` feed the K loop's dot and become tensor maps
    // the kernel writes (two 128-byte slots a program); `c` is stored and
    // keeps pointers.
    let dir = case("tutorial_matmul_descriptor_persistent_128x256x64");
    let text = std::fs::read_to_string(dir.join("kernel.ttir")).unwrap();
    let opts = options(&dir, Arch::Sm90);
    let kernel = tilelift::compile_named(&text, "kernel.ttir", &opts, &mut Default::default())
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(kernel.global_scratch_bytes, 256);
    let last = kernel.params.last().unwrap();
    assert_eq!(last.name, "global_scratch");
    assert!(matches!(last.ty, tilelift::ParamType::Pointer(_)));
    let code = &kernel.code;
    assert!(code.contains(".version 8.3\n.target sm_90a\n"), "{code}");
    assert_eq!(code.matches("tensormap.cp_fenceproxy").count(), 2, "{code}");
    assert_eq!(
        code.matches("fence.proxy.tensormap::generic.acquire.gpu")
            .count(),
        2,
        "{code}"
    );
    // Each map: 13 fields for a rank-2 box (address, rank, 2 boxes, 2 dims,
    // 1 stride, 2 element strides, type, interleave, swizzle, fill).
    assert_eq!(
        code.matches("tensormap.replace.tile.").count(),
        26,
        "{code}"
    );
    assert!(
        code.contains("tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32"),
        "{code}"
    );
    assert!(
        code.contains("cp.async.bulk.tensor.2d.shared::cluster.global"),
        "{code}"
    );
    // No TMA without sm_90a's tensormap.replace: sm_80 keeps pointers.
    assert!(!ptx(&dir, &text, Arch::Sm80).contains("tensormap"));
    let mir = compile_to(
        &text,
        "kernel.ttir",
        &opts,
        Emit::Mir,
        &mut Default::default(),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(mir.contains(" scratch=256"), "the MIR header");
    for op in ["tensormap_replace", "tensormap_copy", "tensormap_acquire"] {
        assert!(mir.contains(op), "{op} missing");
    }
    let func = tilelift_mir::parse::parse(&mir).unwrap_or_else(|e| panic!("{e}"));
    tilelift_mir::verify::verify(&func).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(tilelift_mir::print::to_string(&func), mir);
}

#[test]
fn triton_ttgir_prints_back_exactly_as_read() {
    for dir in cases() {
        let file = dir.join("kernel.ttgir");
        let text = std::fs::read_to_string(&file).unwrap();
        let (module, _) = tilelift_ir::parse_module(&text)
            .unwrap_or_else(|e| panic!("{}", e.render(&file.display().to_string(), &text)));
        if let Err(errors) = tilelift_ir::verify_module(&module) {
            panic!("{}: {errors:?}", file.display());
        }
        let printed = tilelift_ir::print_module(&module, &Default::default());
        assert!(
            printed == text,
            "{} does not print back as read; {}",
            file.display(),
            tilelift_tests::first_difference(&text, &printed)
        );
        let (again, _) = tilelift_ir::parse_module(&printed).unwrap();
        assert!(again == module, "{}: parse(print(m)) != m", file.display());
    }
}

#[test]
fn malformed_tma_ops_are_located_errors() {
    let file = case("tutorial_matmul_tma_128x128x64").join("kernel.ttgir");
    let text = std::fs::read_to_string(file).unwrap();
    for (from, to, message) in [
        (
            "ttng.init_barrier %accumulator_18, 1 :",
            "ttng.init_barrier %accumulator_18, %c1_i32 :",
            "expected an integer",
        ),
        (
            "ttng.barrier_expect %accumulator_18, 32768, %accumulator_21 :",
            "ttng.barrier_expect %accumulator_18, 32768, %c1_i32 :",
            "but the op expects i1",
        ),
        (
            "%a_22, %accumulator_18, %accumulator_21 :",
            "%a_22, %accumulator_18 :",
            "has 2 operands but 3 types",
        ),
    ] {
        assert!(text.contains(from), "{from}");
        let bad = text.replacen(from, to, 1);
        let err = tilelift_ir::parse_module(&bad).expect_err(to);
        let shown = err.render("kernel.ttgir", &bad);
        assert!(
            shown.contains(message) && shown.starts_with("kernel.ttgir:"),
            "{to}: {shown}"
        );
    }
}

#[test]
fn triton_ttgir_compiles_for_sm_90a_and_ptxas_accepts_it() {
    let ptxas = tilelift_tests::tools::ptxas();
    let tmp = std::env::temp_dir().join(format!("tilelift-tma-ttgir-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let all = cases();
    assert_eq!(all.len(), 12, "the cases of tests/tma");
    for dir in all {
        let name = &tilelift_harness::case::case_name(&dir);
        let text = std::fs::read_to_string(dir.join("kernel.ttgir")).unwrap();
        let opts = options(&dir, Arch::Sm90);
        let ptx = compile_to(
            &text,
            "kernel.ttgir",
            &opts,
            Emit::Ptx,
            &mut Default::default(),
        )
        .unwrap_or_else(|e| panic!("{name}: {e}"));
        // Triton's TMA copies, as TMA copies on mbarriers.
        let copies = text.matches("ttng.async_tma_copy_global_to_local").count();
        assert!(copies > 0, "{name}");
        for ins in [
            "mbarrier.init.shared::cta.b64",
            "mbarrier.arrive.expect_tx",
            "mbarrier.try_wait.parity",
            "cp.async.bulk.tensor",
        ] {
            assert!(ptx.contains(ins), "{name}: no {ins}");
        }
        let stores = text.matches("ttng.async_tma_copy_local_to_global").count();
        assert_eq!(
            stores > 0,
            ptx.contains(".global.shared::cta.bulk_group"),
            "{name}: TMA stores"
        );
        // Maps made in the kernel: written in shared memory, copied to the
        // program's global scratch and acquired, as Triton's code does.
        let made = text.matches("ttng.tensormap_create").count();
        assert_eq!(
            made,
            ptx.matches("tensormap.cp_fenceproxy.global.shared::cta")
                .count(),
            "{name}: tensor maps made"
        );
        assert_eq!(made > 0, ptx.contains("global_scratch"), "{name}: scratch");
        assert_eq!(
            made > 0,
            ptx.contains("fence.proxy.tensormap::generic.acquire"),
            "{name}"
        );
        let arch = tilelift_tests::tools::ptxas_arch("sm_90a", &ptx);
        tilelift_tests::tools::ptxas_assemble(&ptxas, &tmp, name, arch, &ptx)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
    }
    let _ = std::fs::remove_dir_all(&tmp);
}

#[test]
fn triton_ttgir_tma_descriptors_are_tensor_map_parameters() {
    let dir = case("tutorial_matmul_tma_128x128x64");
    let text = std::fs::read_to_string(dir.join("kernel.ttgir")).unwrap();
    let ptx = compile_to(
        &text,
        "kernel.ttgir",
        &options(&dir, Arch::Sm90),
        Emit::Ptx,
        &mut Default::default(),
    )
    .unwrap();
    // a_desc, b_desc (loaded) and c_desc (stored), each followed by its
    // shape and strides as Triton's signature has them: 128-byte tensor maps.
    for p in [0, 5, 10] {
        let decl = format!(".param .align 64 .b8 matmul_kernel_tma_param_{p}[128],");
        assert!(ptx.contains(&decl), "{p}: {ptx}");
        let shape = format!(".param .u32 matmul_kernel_tma_param_{},", p + 1);
        assert!(ptx.contains(&shape), "{p}: {ptx}");
    }
}

/// A TTGIR kernel of two 128 KiB buffers: `body` allocates and frees them.
fn two_buffers(body: &str) -> Result<String, String> {
    let text = format!(
        r#"#shared = #ttg.swizzled_shared<{{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}}>
#smem = #ttg.shared_memory
module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func public @k() attributes {{noinline = false}} {{
{body}    tt.return
  }}
}}
"#
    );
    let opts = Options::new().with_arch(Arch::Sm90).with_num_warps(4);
    compile_to(
        &text,
        "kernel.ttgir",
        &opts,
        Emit::Ptx,
        &mut Default::default(),
    )
    .map_err(|e| e.to_string())
}

const BUF: &str = "!ttg.memdesc<32768xf32, #shared, #smem, mutable>";

#[test]
fn a_freed_buffers_bytes_are_taken_by_a_later_one_as_in_triton() {
    // Each buffer dies before the next is allocated: 128 KiB in all.
    let apart = format!(
        "    %a = ttg.local_alloc : () -> {BUF}\n\
         \x20   ttg.local_dealloc %a : {BUF}\n\
         \x20   %b = ttg.local_alloc : () -> {BUF}\n\
         \x20   ttg.local_dealloc %b : {BUF}\n"
    );
    two_buffers(&apart).unwrap_or_else(|e| panic!("{e}"));
    // Both live at once: 256 KiB, over the limit, reported at the buffer
    // that goes over it.
    let together = format!(
        "    %a = ttg.local_alloc : () -> {BUF}\n\
         \x20   %b = ttg.local_alloc : () -> {BUF}\n\
         \x20   ttg.local_dealloc %a : {BUF}\n\
         \x20   ttg.local_dealloc %b : {BUF}\n"
    );
    let shown = two_buffers(&together).expect_err("256 KiB");
    assert!(
        shown.contains("kernel.ttgir:6:") && shown.contains("262144 bytes of shared memory"),
        "{shown}"
    );
}
