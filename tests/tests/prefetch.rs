//! L2 prefetches in loops that stream through global memory
//! (`lower/src/to_mir/prefetch.rs`): which loops get them, what they fetch,
//! and under which predicate.

use tilelift::{compile_to, Arch, Emit, Options};

/// A loop over `n` in blocks of `block` `f32`s; the body loads `x` and, when
/// `store`, writes `2 x` to `y`, else adds it to a carried sum stored after
/// the loop.
fn streaming_loop(block: u32, store: bool) -> String {
    let body_end = if store {
        "      %v = arith.addf %x, %x : tensor<BLKxf32>
      %yp = tt.splat %y_ptr : !tt.ptr<f32> -> tensor<BLKx!tt.ptr<f32>>
      %yq = tt.addptr %yp, %offs : tensor<BLKx!tt.ptr<f32>>, tensor<BLKxi32>
      tt.store %yq, %v, %m : tensor<BLKx!tt.ptr<f32>>
      scf.yield %acc : tensor<BLKxf32>"
    } else {
        "      %v = arith.addf %acc, %x : tensor<BLKxf32>
      scf.yield %v : tensor<BLKxf32>"
    };
    format!(
        "module {{
  tt.func public @k(%x_ptr: !tt.ptr<f32> {{tt.divisibility = 16 : i32}}, %y_ptr: !tt.ptr<f32> {{tt.divisibility = 16 : i32}}, %n: i32) {{
    %c0 = arith.constant 0 : i32
    %cb = arith.constant BLK : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<BLKxf32>
    %r = scf.for %i = %c0 to %n step %cb iter_args(%acc = %zero) -> (tensor<BLKxf32>) : i32 {{
      %range = tt.make_range {{end = BLK : i32, start = 0 : i32}} : tensor<BLKxi32>
      %base = tt.splat %i : i32 -> tensor<BLKxi32>
      %offs = arith.addi %base, %range : tensor<BLKxi32>
      %nn = tt.splat %n : i32 -> tensor<BLKxi32>
      %m = arith.cmpi slt, %offs, %nn : tensor<BLKxi32>
      %xp = tt.splat %x_ptr : !tt.ptr<f32> -> tensor<BLKx!tt.ptr<f32>>
      %xq = tt.addptr %xp, %offs : tensor<BLKx!tt.ptr<f32>>, tensor<BLKxi32>
      %x = tt.load %xq, %m : tensor<BLKx!tt.ptr<f32>>
{body_end}
    }}
    %s = \"tt.reduce\"(%r) <{{axis = 0 : i32}}> ({{
    ^bb0(%a: f32, %b: f32):
      %t = arith.addf %a, %b : f32
      tt.reduce.return %t : f32
    }}) : (tensor<BLKxf32>) -> f32
    tt.store %y_ptr, %s : !tt.ptr<f32>
    tt.return
  }}
}}
"
    )
    .replace("BLK", &block.to_string())
}

fn compile(text: &str, emit: Emit) -> String {
    let options = Options::new().with_arch(Arch::Sm90).with_num_warps(4);
    compile_to(text, "kernel.ttir", &options, emit, &mut Default::default())
        .unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn lines_with<'a>(ptx: &'a str, what: &str) -> Vec<&'a str> {
    ptx.lines().filter(|l| l.contains(what)).collect()
}

/// A loop that loads 2 `f32` a thread and stores: one prefetch per access,
/// each predicated, at the offsets of the loads themselves.
#[test]
fn a_storing_loop_prefetches_the_next_iterations_loads() {
    let ptx = compile(&streaming_loop(256, true), Emit::Ptx);
    let prefetches = lines_with(&ptx, "prefetch.global.L2");
    let loads = lines_with(&ptx, "ld.global.b32");
    assert_eq!(prefetches.len(), 2, "{ptx}");
    assert!(
        prefetches.iter().all(|l| l.trim_start().starts_with("@%p")),
        "{ptx}"
    );
    // The loads and the prefetches take the same immediate offsets (the
    // second access is 128 lanes further: 512 bytes).
    let offset = |l: &&str| l.split('+').nth(1).map(|s| s.trim().to_string());
    let mut a: Vec<_> = prefetches.iter().map(offset).collect();
    let mut b: Vec<_> = loads.iter().map(offset).collect();
    a.sort();
    b.sort();
    assert_eq!(a, b, "{ptx}");
    // The prefetched iteration is the next one: its index adds the step to
    // the induction variable, and is compared with the bound.
    let mir = compile(&streaming_loop(256, true), Emit::Mir);
    assert_eq!(lines_with(&mir, "prefetch.l2").len(), 2, "{mir}");
}

/// A loop that only loads gets none (ptxas overlaps its iterations' loads
/// itself), nor does one whose loads read more than 16 bytes a thread.
#[test]
fn loops_that_only_load_or_load_much_are_not_prefetched() {
    let ptx = compile(&streaming_loop(256, false), Emit::Ptx);
    assert!(lines_with(&ptx, "prefetch").is_empty(), "{ptx}");
    // 1024 f32 over 128 threads: 32 bytes a thread.
    let ptx = compile(&streaming_loop(1024, true), Emit::Ptx);
    assert!(lines_with(&ptx, "prefetch").is_empty(), "{ptx}");
    assert!(!lines_with(&ptx, "ld.global").is_empty(), "{ptx}");
}

/// The AMDGCN target has no prefetch: the same loop compiles without one.
#[test]
fn amdgcn_loops_are_not_prefetched() {
    let options = Options::new()
        .with_target(tilelift::Target::Amdgcn(tilelift::Mcpu::Gfx90a))
        .with_num_warps(4);
    let mir = compile_to(
        &streaming_loop(256, true),
        "kernel.ttir",
        &options,
        Emit::Mir,
        &mut Default::default(),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(lines_with(&mir, "prefetch").is_empty(), "{mir}");
    assert!(!lines_with(&mir, "load.global").is_empty(), "{mir}");
}

/// The instruction prints and parses back in MIR text.
#[test]
fn prefetch_round_trips_through_mir_text() {
    let mir = compile(&streaming_loop(256, true), Emit::Mir);
    let func = tilelift_mir::parse::parse(&mir).unwrap_or_else(|e| panic!("{e}\n{mir}"));
    assert_eq!(tilelift_mir::print::to_string(&func), mir);
}
