//! Ops beyond the corpus kernels, each in a small TTIR kernel: forward and
//! reverse scans over register repetitions and warps, a two-operand argmax along
//! each axis (lanes, then warps through shared memory), atomics whose old values
//! are used (`exch`, `cas` with `relaxed`/`cta`, float `max` through integer
//! atomics, a scalar add broadcast from thread 0), `tt.trans` through shared
//! memory, and `tt.assert`. `ptxas`
//! accepts each for `sm_80` and `sm_90`, and the PTX has the expected forms.
//! (The same kernels, with inputs and expected outputs checked by the reference
//! interpreter, passed on an H200 through `tilelift run`.)

const SCAN: &str = r#"module {
  tt.func public @scan_kernel(%x_ptr: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %f_ptr: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %r_ptr: !tt.ptr<i32> {tt.divisibility = 16 : i32}) {
    %c1024 = arith.constant 1024 : i32
    %pid = tt.get_program_id x : i32
    %base = arith.muli %pid, %c1024 : i32
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
    %bs = tt.splat %base : i32 -> tensor<1024xi32>
    %offs = arith.addi %bs, %r : tensor<1024xi32>
    %xp = tt.splat %x_ptr : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>>
    %xq = tt.addptr %xp, %offs : tensor<1024x!tt.ptr<i32>>, tensor<1024xi32>
    %x = tt.load %xq : tensor<1024x!tt.ptr<i32>>
    %f = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tt.scan.return %s : i32
    }) : (tensor<1024xi32>) -> tensor<1024xi32>
    %g = "tt.scan"(%x) <{axis = 0 : i32, reverse = true}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tt.scan.return %s : i32
    }) : (tensor<1024xi32>) -> tensor<1024xi32>
    %fp = tt.splat %f_ptr : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>>
    %fq = tt.addptr %fp, %offs : tensor<1024x!tt.ptr<i32>>, tensor<1024xi32>
    tt.store %fq, %f : tensor<1024x!tt.ptr<i32>>
    %gp = tt.splat %r_ptr : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>>
    %gq = tt.addptr %gp, %offs : tensor<1024x!tt.ptr<i32>>, tensor<1024xi32>
    tt.store %gq, %g : tensor<1024x!tt.ptr<i32>>
    tt.return
  }
}
"#;

const ARGMAX: &str = r#"module {
  tt.func public @argmax_kernel(%x_ptr: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %row_ptr: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %col_ptr: !tt.ptr<i32> {tt.divisibility = 16 : i32}) {
    %c64 = arith.constant dense<64> : tensor<16x1xi32>
    %rm = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
    %rn = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %rm2 = tt.expand_dims %rm {axis = 1 : i32} : tensor<16xi32> -> tensor<16x1xi32>
    %rn2 = tt.expand_dims %rn {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
    %ro = arith.muli %rm2, %c64 : tensor<16x1xi32>
    %rob = tt.broadcast %ro : tensor<16x1xi32> -> tensor<16x64xi32>
    %rnb = tt.broadcast %rn2 : tensor<1x64xi32> -> tensor<16x64xi32>
    %offs = arith.addi %rob, %rnb : tensor<16x64xi32>
    %xp = tt.splat %x_ptr : !tt.ptr<f32> -> tensor<16x64x!tt.ptr<f32>>
    %xq = tt.addptr %xp, %offs : tensor<16x64x!tt.ptr<f32>>, tensor<16x64xi32>
    %x = tt.load %xq : tensor<16x64x!tt.ptr<f32>>
    %rmb = tt.broadcast %rm2 : tensor<16x1xi32> -> tensor<16x64xi32>
    %rv:2 = "tt.reduce"(%x, %rnb) <{axis = 1 : i32}> ({
    ^bb0(%v1: f32, %i1: i32, %v2: f32, %i2: i32):
      %gt = arith.cmpf ogt, %v1, %v2 : f32
      %eq = arith.cmpf oeq, %v1, %v2 : f32
      %lt = arith.cmpi slt, %i1, %i2 : i32
      %tie = arith.andi %eq, %lt : i1
      %pick = arith.ori %gt, %tie : i1
      %v = arith.select %pick, %v1, %v2 : f32
      %i = arith.select %pick, %i1, %i2 : i32
      tt.reduce.return %v, %i : f32, i32
    }) : (tensor<16x64xf32>, tensor<16x64xi32>) -> (tensor<16xf32>, tensor<16xi32>)
    %cv:2 = "tt.reduce"(%x, %rmb) <{axis = 0 : i32}> ({
    ^bb0(%v1: f32, %i1: i32, %v2: f32, %i2: i32):
      %gt = arith.cmpf ogt, %v1, %v2 : f32
      %eq = arith.cmpf oeq, %v1, %v2 : f32
      %lt = arith.cmpi slt, %i1, %i2 : i32
      %tie = arith.andi %eq, %lt : i1
      %pick = arith.ori %gt, %tie : i1
      %v = arith.select %pick, %v1, %v2 : f32
      %i = arith.select %pick, %i1, %i2 : i32
      tt.reduce.return %v, %i : f32, i32
    }) : (tensor<16x64xf32>, tensor<16x64xi32>) -> (tensor<64xf32>, tensor<64xi32>)
    %rp = tt.splat %row_ptr : !tt.ptr<i32> -> tensor<16x!tt.ptr<i32>>
    %rq = tt.addptr %rp, %rm : tensor<16x!tt.ptr<i32>>, tensor<16xi32>
    tt.store %rq, %rv#1 : tensor<16x!tt.ptr<i32>>
    %cp = tt.splat %col_ptr : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>>
    %cq = tt.addptr %cp, %rn : tensor<64x!tt.ptr<i32>>, tensor<64xi32>
    tt.store %cq, %cv#1 : tensor<64x!tt.ptr<i32>>
    tt.return
  }
}
"#;

const ATOMICS: &str = r#"module {
  tt.func public @atomics_kernel(%x_ptr: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %c_ptr: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %f_ptr: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %fv_ptr: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %cnt_ptr: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %slot_ptr: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %xold_ptr: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %cold_ptr: !tt.ptr<i32> {tt.divisibility = 16 : i32}) {
    %c2 = arith.constant dense<2> : tensor<128xi32>
    %c100 = arith.constant dense<100> : tensor<128xi32>
    %one = arith.constant 1 : i32
    %pid = tt.get_program_id x : i32
    %zero = arith.constant 0 : i32
    %first = arith.cmpi eq, %pid, %zero : i32
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
    %firsts = tt.splat %first : i1 -> tensor<128xi1>
    %xp = tt.splat %x_ptr : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>>
    %xq = tt.addptr %xp, %r : tensor<128x!tt.ptr<i32>>, tensor<128xi32>
    %xold = tt.atomic_rmw exch, acq_rel, gpu, %xq, %r, %firsts : (tensor<128x!tt.ptr<i32>>, tensor<128xi32>, tensor<128xi1>) -> tensor<128xi32>
    %cp = tt.splat %c_ptr : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>>
    %cq = tt.addptr %cp, %r : tensor<128x!tt.ptr<i32>>, tensor<128xi32>
    %cmp0 = arith.remsi %r, %c2 : tensor<128xi32>
    %c1000 = arith.constant 1000 : i32
    %pk = arith.muli %pid, %c1000 : i32
    %pks = tt.splat %pk : i32 -> tensor<128xi32>
    %cmp = arith.addi %cmp0, %pks : tensor<128xi32>
    %new = arith.addi %r, %c100 : tensor<128xi32>
    %cold = tt.atomic_cas relaxed, cta, %cq, %cmp, %new : (tensor<128x!tt.ptr<i32>>, tensor<128xi32>, tensor<128xi32>) -> tensor<128xi32>
    %fp = tt.splat %f_ptr : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
    %fq = tt.addptr %fp, %r : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
    %vp = tt.splat %fv_ptr : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
    %vq = tt.addptr %vp, %r : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
    %fvals = tt.load %vq : tensor<128x!tt.ptr<f32>>
    %fold = tt.atomic_rmw max, acq_rel, gpu, %fq, %fvals, %firsts : (tensor<128x!tt.ptr<f32>>, tensor<128xf32>, tensor<128xi1>) -> tensor<128xf32>
    %old = tt.atomic_rmw add, acq_rel, gpu, %cnt_ptr, %one : (!tt.ptr<i32>, i32) -> i32
    %sq = tt.addptr %slot_ptr, %old : !tt.ptr<i32>, i32
    tt.store %sq, %old : !tt.ptr<i32>
    %op = tt.splat %xold_ptr : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>>
    %oq = tt.addptr %op, %r : tensor<128x!tt.ptr<i32>>, tensor<128xi32>
    tt.store %oq, %xold, %firsts : tensor<128x!tt.ptr<i32>>
    %cop = tt.splat %cold_ptr : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>>
    %coq = tt.addptr %cop, %r : tensor<128x!tt.ptr<i32>>, tensor<128xi32>
    tt.store %coq, %cold, %firsts : tensor<128x!tt.ptr<i32>>
    tt.return
  }
}
"#;

/// `tt.trans` between layouts that are not each other's transpose (written
/// as TTGIR: our layout assignment gives `tt.trans` the transposed layout).
const TRANS: &str = r#"#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @trans_kernel(%x_ptr: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %y_ptr: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %z_ptr: !tt.ptr<i32> {tt.divisibility = 16 : i32}) {
    %c64 = arith.constant dense<64> : tensor<32x1xi32, #blocked>
    %c32 = arith.constant dense<32> : tensor<64x1xi32, #blocked1>
    %rm_1 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %rm = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %rn_1 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %rn = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %rm2 = tt.expand_dims %rm {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %rn2 = tt.expand_dims %rn {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %ro = arith.muli %rm2, %c64 : tensor<32x1xi32, #blocked>
    %rob = tt.broadcast %ro : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %rnb = tt.broadcast %rn2 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %offs = arith.addi %rob, %rnb : tensor<32x64xi32, #blocked>
    %xp = tt.splat %x_ptr : !tt.ptr<i32> -> tensor<32x64x!tt.ptr<i32>, #blocked>
    %xq = tt.addptr %xp, %offs : tensor<32x64x!tt.ptr<i32>, #blocked>, tensor<32x64xi32, #blocked>
    %x = tt.load %xq : tensor<32x64x!tt.ptr<i32>, #blocked>
    %t = tt.trans %x {order = array<i32: 1, 0>} : tensor<32x64xi32, #blocked> -> tensor<64x32xi32, #blocked1>
    %rj = tt.expand_dims %rn_1 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %ri = tt.expand_dims %rm_1 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %jo = arith.muli %rj, %c32 : tensor<64x1xi32, #blocked1>
    %job = tt.broadcast %jo : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %rib = tt.broadcast %ri : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %o2 = arith.addi %job, %rib : tensor<64x32xi32, #blocked1>
    %yp = tt.splat %y_ptr : !tt.ptr<i32> -> tensor<64x32x!tt.ptr<i32>, #blocked1>
    %yq = tt.addptr %yp, %o2 : tensor<64x32x!tt.ptr<i32>, #blocked1>, tensor<64x32xi32, #blocked1>
    %0 = ttg.convert_layout %t : tensor<64x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    tt.store %yq, %0 : tensor<64x32x!tt.ptr<i32>, #blocked1>
    %zp = tt.splat %z_ptr : !tt.ptr<i32> -> tensor<32x64x!tt.ptr<i32>, #blocked>
    %zq = tt.addptr %zp, %offs : tensor<32x64x!tt.ptr<i32>, #blocked>, tensor<32x64xi32, #blocked>
    %t2 = tt.trans %t {order = array<i32: 1, 0>} : tensor<64x32xi32, #blocked1> -> tensor<32x64xi32, #blocked>
    tt.store %zq, %t2 : tensor<32x64x!tt.ptr<i32>, #blocked>
    tt.return
  }
}
"#;

const ASSERT: &str = r#"module {
  tt.func public @k(%p: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %n: i32) {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
    %s = tt.splat %n : i32 -> tensor<128xi32>
    %c = arith.cmpi slt, %r, %s : tensor<128xi32>
    tt.assert %c, "index out of range" : tensor<128xi1>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>>
    %q = tt.addptr %ps, %r : tensor<128x!tt.ptr<i32>>, tensor<128xi32>
    tt.store %q, %r : tensor<128x!tt.ptr<i32>>
    tt.return
  }
}
"#;

/// `ASSERT` with the assert's location and a print.
const PRINT: &str = r#"module {
  tt.func public @k(%p: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %n: i32) {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
    %s = tt.splat %n : i32 -> tensor<128xi32>
    %c = arith.cmpi slt, %r, %s : tensor<128xi32>
    tt.assert %c, "index out of range" : tensor<128xi1> loc("k.py":7:3)
    tt.print " x: " {hex = false, isSigned = array<i32: 1>} : %r : tensor<128xi32>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>>
    %q = tt.addptr %ps, %r : tensor<128x!tt.ptr<i32>>, tensor<128xi32>
    tt.store %q, %r : tensor<128x!tt.ptr<i32>>
    tt.return
  }
}
"#;

/// The transcendental `math` ops on `f64` (Triton's test_core asked for
/// them): each is libdevice's function (`__nv_exp`, ...), as in Triton.
const MATH_F64: &str = r#"module {
  tt.func public @math_f64(%x_ptr: !tt.ptr<f64> {tt.divisibility = 16 : i32}, %y_ptr: !tt.ptr<f64> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
    %xp = tt.splat %x_ptr : !tt.ptr<f64> -> tensor<128x!tt.ptr<f64>>
    %xq = tt.addptr %xp, %r : tensor<128x!tt.ptr<f64>>, tensor<128xi32>
    %x = tt.load %xq : tensor<128x!tt.ptr<f64>>
    %a = math.exp %x : tensor<128xf64>
    %b = math.exp2 %a : tensor<128xf64>
    %c = math.log %b : tensor<128xf64>
    %d = math.log2 %c : tensor<128xf64>
    %e = math.sin %d : tensor<128xf64>
    %f = math.cos %e : tensor<128xf64>
    %g = math.tanh %f : tensor<128xf64>
    %h = math.erf %g : tensor<128xf64>
    %yp = tt.splat %y_ptr : !tt.ptr<f64> -> tensor<128x!tt.ptr<f64>>
    %yq = tt.addptr %yp, %r : tensor<128x!tt.ptr<f64>>, tensor<128xi32>
    tt.store %yq, %h : tensor<128x!tt.ptr<f64>>
    tt.return
  }
}
"#;

fn compile(text: &str, arch: tilelift::Arch) -> String {
    let options = tilelift::Options::new().with_arch(arch).with_num_warps(4);
    match tilelift::compile_named(text, "kernel.ttir", &options, &mut Default::default()) {
        Ok(k) => k.code,
        Err(e) => panic!("{e}"),
    }
}

#[test]
fn ptxas_accepts_the_op_kernels() {
    let ptxas = tilelift_tests::tools::ptxas();
    let dir = std::env::temp_dir().join(format!("tilelift-ptx-ops-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (name, text) in [
        ("scan", SCAN),
        ("argmax", ARGMAX),
        ("atomics", ATOMICS),
        ("trans", TRANS),
        ("assert", ASSERT),
        ("print", PRINT),
        ("math_f64", MATH_F64),
    ] {
        for (arch_name, arch) in [
            ("sm_80", tilelift::Arch::Sm80),
            ("sm_90", tilelift::Arch::Sm90),
        ] {
            let ptx = compile(text, arch);
            if let Err(e) =
                tilelift_tests::tools::ptxas_assemble(&ptxas, &dir, name, arch_name, &ptx)
            {
                panic!("{name} ({arch_name}): {e}");
            }
        }
    }
}

#[test]
fn scans_shuffle_up_and_down_and_carry_across_warps() {
    let ptx = compile(SCAN, tilelift::Arch::Sm90);
    assert!(ptx.contains("shfl.sync.up.b32"), "{ptx}");
    assert!(ptx.contains("shfl.sync.down.b32"), "{ptx}");
    assert!(ptx.contains("shfl.sync.idx.b32"), "{ptx}");
    assert!(ptx.contains("bar.sync"), "{ptx}");
    assert!(
        ptx.contains(".extern .shared .align 16 .b8 global_smem[];"),
        "{ptx}"
    );
}

#[test]
fn argmax_reduces_with_butterflies_and_shared_memory() {
    let ptx = compile(ARGMAX, tilelift::Arch::Sm90);
    assert!(ptx.contains("shfl.sync.bfly.b32"), "{ptx}");
    // The column argmax crosses warps: a barrier between the partial results'
    // stores and their loads.
    let st = ptx.find("st.shared").expect("shared stores");
    assert!(ptx[st..].contains("bar.sync"), "{ptx}");
}

#[test]
fn atomics_have_their_semantics_and_scope() {
    let ptx = compile(ATOMICS, tilelift::Arch::Sm90);
    for form in [
        "atom.global.gpu.acq_rel.exch.b32",
        "atom.global.cta.relaxed.cas.b32",
        "atom.global.gpu.acq_rel.max.s32",
        "atom.global.gpu.acq_rel.min.u32",
        "atom.global.gpu.acq_rel.add.u32",
    ] {
        assert!(ptx.contains(form), "no {form}\n{ptx}");
    }
    // The scalar add's old value goes from thread 0 to the others.
    assert!(
        ptx.contains("st.shared.b32") && ptx.contains("bar.sync"),
        "{ptx}"
    );
}

#[test]
fn assert_traps_where_the_condition_fails() {
    let ptx = compile(ASSERT, tilelift::Arch::Sm90);
    assert!(ptx.contains(" trap;"), "{ptx}");
}

/// `tt.print` calls `vprintf` once per element a thread holds, with
/// Triton's format and the index of the element; `tt.assert` calls
/// `__assertfail` with its message, file and line where the condition fails.
/// (ptxas: `ptxas_accepts_the_op_kernels`.)
#[test]
fn print_and_assert_call_the_ptx_system_calls() {
    let ptx = compile(PRINT, tilelift::Arch::Sm90);
    let format: Vec<String> = b"pid (%u, %u, %u) idx (%3u) x: %i\n\0"
        .iter()
        .map(u8::to_string)
        .collect();
    assert!(ptx.contains(&format.join(", ")), "{ptx}");
    assert!(
        ptx.contains(".extern .func (.param .b32 func_retval0) vprintf"),
        "{ptx}"
    );
    assert!(
        ptx.contains("call (retval0), vprintf, (param0, param1);"),
        "{ptx}"
    );
    let message: Vec<String> = b"index out of range\0".iter().map(u8::to_string).collect();
    assert!(ptx.contains(&message.join(", ")), "{ptx}");
    assert!(
        ptx.contains("st.param.b32 \t[param2], 7;"),
        "the assert's line: {ptx}"
    );
    assert!(
        ptx.contains("call __assertfail, (param0, param1, param2, param3, param4);"),
        "{ptx}"
    );
}

#[test]
fn trans_moves_elements_through_shared_memory_where_layouts_differ() {
    let ptx = compile(TRANS, tilelift::Arch::Sm90);
    let st = ptx.find("st.shared").expect("shared stores");
    assert!(ptx[st..].contains("bar.sync"), "{ptx}");
    assert!(ptx[st..].contains("ld.shared"), "{ptx}");
}

/// `|x|` of `i8` values loaded and computed in 16-bit registers whose upper
/// byte is not the sign (a byte unpacked from a word, a remainder cut back to
/// 8 bits): found by the GPU differential run (81 of 3000 programs, seed 7).
const ABS_I8: &str = r#"
module {
  tt.func public @k(%p: !tt.ptr<i8>, %q: !tt.ptr<i8>) {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<128x!tt.ptr<i8>>
    %pa = tt.addptr %ps, %r : tensor<128x!tt.ptr<i8>>, tensor<128xi32>
    %x = tt.load %pa : tensor<128x!tt.ptr<i8>>
    %a = math.absi %x : tensor<128xi8>
    %qs = tt.splat %q : !tt.ptr<i8> -> tensor<128x!tt.ptr<i8>>
    %qa = tt.addptr %qs, %r : tensor<128x!tt.ptr<i8>>, tensor<128xi32>
    tt.store %qa, %a : tensor<128x!tt.ptr<i8>>
    tt.return
  }
}
"#;

#[test]
fn abs_of_i8_reads_the_sign_from_bit_7() {
    let ptx = compile(ABS_I8, tilelift::Arch::Sm90);
    let lines: Vec<&str> = ptx.lines().map(str::trim).collect();
    let mut seen = 0;
    for (i, line) in lines.iter().enumerate() {
        let Some(rest) = line.strip_prefix("abs.s16") else {
            continue;
        };
        seen += 1;
        let operand = rest.split(',').nth(1).unwrap().trim().trim_end_matches(';');
        let def = lines[..i]
            .iter()
            .rev()
            .find(|l| l.split_whitespace().nth(1) == Some(&format!("{operand},")))
            .unwrap_or_else(|| panic!("no definition of {operand}\n{ptx}"));
        assert!(def.starts_with("cvt.s16.s8"), "{def}\n{ptx}");
    }
    assert!(seen > 0, "no abs.s16\n{ptx}");
}

#[test]
fn transcendental_math_on_f64_is_libdevice_not_the_f32_approximations() {
    let ptx = compile(MATH_F64, tilelift::Arch::Sm90);
    // Not `ex2.approx`/`lg2.approx`/`sin.approx` (f32 only): double-precision
    // arithmetic throughout.
    for approx in ["ex2.approx", "lg2.approx", "sin.approx", "cos.approx"] {
        assert!(!ptx.contains(approx), "{approx}\n{ptx}");
    }
    assert!(ptx.contains("fma.rn.f64"), "{ptx}");
}

/// `tl.atomic_add` on `f16` and `bf16` (`tests/atomics`,
/// `scripts/atomic_cases.py`): right on the interpreter, `atom.add.noftz` in
/// the PTX, accepted by ptxas for sm_90; `bf16` refused at the op on sm_80
/// (PTX has it from sm_90). The GPU check is `tilelift run --all tests/atomics`.
#[test]
fn sixteen_bit_float_atomic_add_is_atom_add_noftz() {
    tilelift_tests::assert_interpreter_passes("atomics", 2);
    let ptxas = tilelift_tests::tools::ptxas();
    let dir = std::env::temp_dir().join(format!("tilelift-atomics16-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (case, ty) in [("atomic_add_f16", "f16"), ("atomic_add_bf16", "bf16")] {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("atomics")
            .join(case);
        let text = std::fs::read_to_string(path.join("kernel.ttir")).unwrap();
        let ptx = compile(&text, tilelift::Arch::Sm90);
        assert!(ptx.contains(&format!("add.noftz.{ty}")), "{ptx}");
        tilelift_tests::tools::ptxas_assemble(&ptxas, &dir, case, "sm_90", &ptx)
            .unwrap_or_else(|e| panic!("{case}: {e}"));
        if ty == "bf16" {
            let options = tilelift::Options::new().with_arch(tilelift::Arch::Sm80);
            let err =
                tilelift::compile_named(&text, "kernel.ttir", &options, &mut Default::default())
                    .expect_err("bf16 atomics need sm_90");
            assert!(err.to_string().contains("bf16 sm_90"), "{err}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Batched (rank 3) `tl.dot` on FMA (`tests/batched`,
/// `scripts/batched_cases.py`, the kernel of Triton's `test_dot3d`): right on
/// the interpreter, compiled for sm_90 and accepted by ptxas; floats by
/// `fma.rn.f32`, 8-bit integers by `mad.lo.s32`. The GPU check is
/// `tilelift run --all tests/batched`.
#[test]
fn batched_dots_compile_on_fma() {
    tilelift_tests::assert_interpreter_passes("batched", 4);
    ptxas_every_case("batched", |name, _, ptx| {
        let op = if name.contains("_i8_") {
            "mad.lo.s32"
        } else {
            "fma.rn.f32"
        };
        assert!(ptx.contains(op), "{name}");
    });
}

/// Each case of `collection` compiled for sm_90 with its `num_warps`,
/// `check`ed (name, TTIR, PTX) and accepted by ptxas.
fn ptxas_every_case(collection: &str, check: impl Fn(&str, &str, &str)) {
    let ptxas = tilelift_tests::tools::ptxas();
    let dir = std::env::temp_dir().join(format!("tilelift-{collection}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for case in tilelift_tests::case_folders(collection) {
        let name = case.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(case.join("kernel.ttir")).unwrap();
        let options = tilelift::Options::new()
            .with_arch(tilelift::Arch::Sm90)
            .with_num_warps(tilelift_tests::num_warps(&case));
        let ptx = tilelift::compile_named(&text, "kernel.ttir", &options, &mut Default::default())
            .unwrap_or_else(|e| panic!("{name}: {e}"))
            .code;
        check(&name, &text, &ptx);
        tilelift_tests::tools::ptxas_assemble(&ptxas, &dir, &name, "sm_90", &ptx)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `tt.cat` (`tests/cat`, `scripts/cat_cases.py`): the concatenation, right
/// on the interpreter (numpy's `np.concatenate` expected), compiled through
/// `tt.join`, `tt.trans` and `tt.reshape` for sm_90 and accepted by ptxas. The
/// GPU check is `tilelift run --all tests/cat`.
#[test]
fn cat_is_the_concatenation() {
    tilelift_tests::assert_interpreter_passes("cat", 2);
    ptxas_every_case("cat", |name, text, _| {
        assert!(text.contains("tt.cat"), "{name}");
    });
}

/// `tests/calls` (`scripts/calls_cases.py`): `noinline` functions (`tt.call`,
/// inlined), an early return whose following code two paths join (copied
/// into both), `tt.print` and `tt.assert`: right on the interpreter, and for
/// sm_90 without a call but the system calls, accepted by ptxas. The GPU
/// check is `tilelift run --all tests/calls`.
#[test]
fn calls_joins_and_prints_compile() {
    tilelift_tests::assert_interpreter_passes("calls", 6);
    ptxas_every_case("calls", |name, text, ptx| {
        let calls = text.contains("tt.call");
        let joins = text.contains("cf.cond_br");
        let prints = text.contains("tt.print");
        assert!(
            calls || joins || prints,
            "{name}: nothing of what the case is for"
        );
        assert!(
            !ptx.contains("call.uni") && !ptx.contains(".func __main"),
            "{name}"
        );
        assert_eq!(prints, ptx.contains("vprintf"), "{name}");
    });
}
