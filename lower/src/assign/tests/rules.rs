//! Anchors, forward propagation, rematerialisation, reductions, dots, scans
//! and transpositions, and the forward rules for what is left.

use super::*;

#[test]
fn an_anchor_load_takes_its_coalesced_layout_and_its_users_follow() {
    let m = lay_out(&format!(
        "{LOAD_1024}
    %y = arith.addf %x, %x : tensor<1024xf32>
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>>
    %qa = tt.addptr %qs, %r : tensor<1024x!tt.ptr<f32>>, tensor<1024xi32>
    tt.store %qa, %y : tensor<1024x!tt.ptr<f32>>"
    ));
    let x = enc(&m, "x");
    assert_eq!(blocked(&m, x), [vec![4], vec![32], vec![4], vec![0]]);
    for name in ["r", "pa", "y", "qa"] {
        assert_eq!(enc(&m, name), x, "%{name}");
    }
    assert_eq!(count(&m, Opcode::ConvertLayout), 0);
    assert_eq!(count(&m, Opcode::MakeRange), 1);
}

#[test]
fn a_small_load_is_loaded_in_the_layout_its_user_wants() {
    // bias_add_2d in small: the 64-element load is not an anchor, so it is made
    // directly in the slice of the 2-D tile's layout.
    let m = lay_out(
        "
    %c = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %c2 = tt.expand_dims %c {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
    %cb = tt.broadcast %c2 : tensor<1x64xi32> -> tensor<32x64xi32>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>>
    %pa = tt.addptr %ps, %cb : tensor<32x64x!tt.ptr<f32>>, tensor<32x64xi32>
    %x = tt.load %pa : tensor<32x64x!tt.ptr<f32>>
    %bs = tt.splat %q : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>>
    %ba = tt.addptr %bs, %c : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
    %b = tt.load %ba : tensor<64x!tt.ptr<f32>>
    %b2 = tt.expand_dims %b {axis = 0 : i32} : tensor<64xf32> -> tensor<1x64xf32>
    %bb = tt.broadcast %b2 : tensor<1x64xf32> -> tensor<32x64xf32>
    %y = arith.addf %x, %bb : tensor<32x64xf32>
    tt.store %pa, %y : tensor<32x64x!tt.ptr<f32>>",
    );
    let x = enc(&m, "x");
    assert_eq!(blocked(&m, x)[0], vec![1, 4]);
    assert_eq!(slice_of(&m, enc(&m, "b")), (0, x));
    assert_eq!(enc(&m, "bb"), x);
    assert_eq!(count(&m, Opcode::ConvertLayout), 0);
}

#[test]
fn a_cheap_value_wanted_in_two_layouts_is_computed_twice() {
    // The load's pointers are contiguous; the store's are not (a stride of 2),
    // so the two want different layouts of the same index range.
    let m = lay_out(&format!(
        "{LOAD_1024}
    %two = arith.constant dense<2> : tensor<1024xi32>
    %r2 = arith.muli %r, %two : tensor<1024xi32>
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>>
    %qa = tt.addptr %qs, %r2 : tensor<1024x!tt.ptr<f32>>, tensor<1024xi32>
    tt.store %qa, %x : tensor<1024x!tt.ptr<f32>>"
    ));
    let (x, qa) = (enc(&m, "x"), enc(&m, "qa"));
    assert_eq!(blocked(&m, qa)[0], vec![1]);
    assert_ne!(x, qa);
    let ranges = encs_of(&m, Opcode::MakeRange);
    assert_eq!(ranges.len(), 2);
    assert!(ranges.contains(&x) && ranges.contains(&qa));
    // The loaded values themselves cannot be recomputed: one conversion.
    assert_eq!(count(&m, Opcode::ConvertLayout), 1);
    assert_eq!(encs_of(&m, Opcode::ConvertLayout), vec![qa]);
}

#[test]
fn a_reduction_slices_its_operand_layout() {
    let m = lay_out(
        "
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %r2 = tt.expand_dims %r {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
    %rb = tt.broadcast %r2 : tensor<1x64xi32> -> tensor<16x64xi32>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<16x64x!tt.ptr<f32>>
    %pa = tt.addptr %ps, %rb : tensor<16x64x!tt.ptr<f32>>, tensor<16x64xi32>
    %x = tt.load %pa : tensor<16x64x!tt.ptr<f32>>
    %s = \"tt.reduce\"(%x) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %c = arith.addf %a, %b : f32
      tt.reduce.return %c : f32
    }) : (tensor<16x64xf32>) -> tensor<16xf32>
    %s2 = tt.expand_dims %s {axis = 1 : i32} : tensor<16xf32> -> tensor<16x1xf32>
    %sb = tt.broadcast %s2 : tensor<16x1xf32> -> tensor<16x64xf32>
    %y = arith.subf %x, %sb : tensor<16x64xf32>
    tt.store %pa, %y : tensor<16x64x!tt.ptr<f32>>",
    );
    let x = enc(&m, "x");
    assert_eq!(slice_of(&m, enc(&m, "s")), (1, x));
    assert_eq!(enc(&m, "s2"), x);
    assert_eq!(enc(&m, "y"), x);
    assert_eq!(count(&m, Opcode::ConvertLayout), 0);
}

#[test]
fn a_reduction_result_stored_alone_is_converted() {
    // rowsum_colmax in small: the 16 sums are stored in the store's own 1-D
    // layout, so the slice is converted, once.
    let m = lay_out(
        "
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %r2 = tt.expand_dims %r {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
    %rb = tt.broadcast %r2 : tensor<1x64xi32> -> tensor<16x64xi32>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<16x64x!tt.ptr<f32>>
    %pa = tt.addptr %ps, %rb : tensor<16x64x!tt.ptr<f32>>, tensor<16x64xi32>
    %x = tt.load %pa : tensor<16x64x!tt.ptr<f32>>
    %s = \"tt.reduce\"(%x) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %c = arith.addf %a, %b : f32
      tt.reduce.return %c : f32
    }) : (tensor<16x64xf32>) -> tensor<16xf32>
    %m = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>>
    %qa = tt.addptr %qs, %m : tensor<16x!tt.ptr<f32>>, tensor<16xi32>
    tt.store %qa, %s : tensor<16x!tt.ptr<f32>>",
    );
    let qa = enc(&m, "qa");
    assert_eq!(blocked(&m, qa), [vec![1], vec![32], vec![4], vec![0]]);
    assert_eq!(slice_of(&m, enc(&m, "s")).0, 1);
    assert_eq!(encs_of(&m, Opcode::ConvertLayout), vec![qa]);
}

#[test]
fn a_conversion_moves_above_a_broadcast() {
    // The 64 loaded values are broadcast to the 64x64 tile of the store: the
    // 64 values are converted, not the 4096.
    let m = lay_out(
        "
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>>
    %pa = tt.addptr %ps, %r : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
    %one = arith.constant dense<1.0> : tensor<64xf32>
    %x = tt.atomic_rmw fadd, acq_rel, gpu, %pa, %one : (tensor<64x!tt.ptr<f32>>, tensor<64xf32>) -> tensor<64xf32>
    %x2 = tt.expand_dims %x {axis = 0 : i32} : tensor<64xf32> -> tensor<1x64xf32>
    %xb = tt.broadcast %x2 : tensor<1x64xf32> -> tensor<64x64xf32>
    %r2 = tt.expand_dims %r {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
    %rb = tt.broadcast %r2 : tensor<1x64xi32> -> tensor<64x64xi32>
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>>
    %qa = tt.addptr %qs, %rb : tensor<64x64x!tt.ptr<f32>>, tensor<64x64xi32>
    tt.store %qa, %xb : tensor<64x64x!tt.ptr<f32>>",
    );
    let qa = enc(&m, "qa");
    assert_eq!(enc(&m, "xb"), qa);
    let converts = encs_of(&m, Opcode::ConvertLayout);
    assert_eq!(converts.len(), 1);
    assert_eq!(slice_of(&m, converts[0]), (0, qa));
}

#[test]
fn a_dot_gets_a_square_per_thread_and_dot_operands() {
    let m = lay_out(
        "
    %r = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    %r2 = tt.expand_dims %r {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
    %rb = tt.broadcast %r2 : tensor<1x32xi32> -> tensor<32x32xi32>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<32x32x!tt.ptr<f32>>
    %pa = tt.addptr %ps, %rb : tensor<32x32x!tt.ptr<f32>>, tensor<32x32xi32>
    %a = tt.load %pa : tensor<32x32x!tt.ptr<f32>>
    %zero = arith.constant dense<0.0> : tensor<32x32xf32>
    %d = tt.dot %a, %a, %zero : tensor<32x32xf32> * tensor<32x32xf32> -> tensor<32x32xf32>
    tt.store %pa, %d : tensor<32x32x!tt.ptr<f32>>",
    );
    let d = enc(&m, "d");
    assert_eq!(
        blocked(&m, d),
        [vec![2, 2], vec![2, 16], vec![4, 1], vec![1, 0]]
    );
    assert_eq!(enc(&m, "zero"), d);
    let dot_ops: Vec<_> = encs_of(&m, Opcode::ConvertLayout)
        .into_iter()
        .filter_map(|e| match m.module().types.encoding_data(e) {
            EncodingData::DotOperand { op_idx, parent, .. } => Some((*op_idx, *parent)),
            _ => None,
        })
        .collect();
    assert_eq!(dot_ops, vec![(0, d), (1, d)]);
}

#[test]
fn scan_and_trans_follow_their_operands() {
    let m = lay_out(
        "
    %r = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    %r2 = tt.expand_dims %r {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
    %rb = tt.broadcast %r2 : tensor<1x32xi32> -> tensor<32x32xi32>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<32x32x!tt.ptr<f32>>
    %pa = tt.addptr %ps, %rb : tensor<32x32x!tt.ptr<f32>>, tensor<32x32xi32>
    %x = tt.load %pa : tensor<32x32x!tt.ptr<f32>>
    %c = \"tt.scan\"(%x) <{axis = 1 : i32, reverse = false}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.scan.return %s : f32
    }) : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %t = tt.trans %c {order = array<i32: 1, 0>} : tensor<32x32xf32> -> tensor<32x32xf32>
    tt.store %pa, %t : tensor<32x32x!tt.ptr<f32>>",
    );
    let x = enc(&m, "x");
    assert_eq!(enc(&m, "c"), x);
    let [spt, tpw, wpc, order] = blocked(&m, x);
    let rev = |v: &Vec<u32>| v.iter().rev().copied().collect::<Vec<u32>>();
    let t = blocked(&m, enc(&m, "t"));
    assert_eq!(
        t,
        [
            rev(&spt),
            rev(&tpw),
            rev(&wpc),
            vec![order[0] ^ 1, order[1] ^ 1]
        ]
    );
    assert_eq!(count(&m, Opcode::ConvertLayout), 1);
}

#[test]
fn values_no_anchor_decides_take_forward_rules() {
    // Nothing but a reduction to a scalar reads %s: the default layout, and the
    // addition follows its first operand.
    let m = lay_out(
        "
    %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
    %s = tt.splat %n : i32 -> tensor<256xi32>
    %t = arith.addi %r, %s : tensor<256xi32>
    %sum = \"tt.reduce\"(%t) <{axis = 0 : i32}> ({
    ^bb0(%a: i32, %b: i32):
      %c = arith.addi %a, %b : i32
      tt.reduce.return %c : i32
    }) : (tensor<256xi32>) -> i32
    %qa = tt.addptr %q, %sum : !tt.ptr<f32>, i32",
    );
    let r = enc(&m, "r");
    assert_eq!(blocked(&m, r), [vec![1], vec![32], vec![4], vec![0]]);
    assert_eq!(enc(&m, "t"), r);
    assert_eq!(enc(&m, "s"), r);
}

/// `offs < n` with `n` of unknown alignment cuts every access to one element:
/// consecutive elements go to consecutive lanes (one per thread), so a warp's
/// access is 32 consecutive words; with the option off, Triton's layout (the
/// pointer's 4 elements per thread) is kept.
#[test]
fn masked_single_element_accesses_put_consecutive_elements_on_consecutive_lanes() {
    let body = "
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
    %ns = tt.splat %n : i32 -> tensor<1024xi32>
    %m = arith.cmpi slt, %r, %ns : tensor<1024xi32>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>>
    %pa = tt.addptr %ps, %r : tensor<1024x!tt.ptr<f32>>, tensor<1024xi32>
    %x = tt.load %pa, %m : tensor<1024x!tt.ptr<f32>>
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>>
    %qa = tt.addptr %qs, %r : tensor<1024x!tt.ptr<f32>>, tensor<1024xi32>
    tt.store %qa, %x, %m : tensor<1024x!tt.ptr<f32>>";
    let m = lay_out(body);
    assert_eq!(
        blocked(&m, enc(&m, "x")),
        [vec![1], vec![32], vec![4], vec![0]]
    );
    assert_eq!(count(&m, Opcode::ConvertLayout), 0);
    let mut options = AssignOptions::default();
    options.layout.masked_scalars_across_lanes = false;
    let m = lay_out_with(body, &options);
    assert_eq!(
        blocked(&m, enc(&m, "x")),
        [vec![4], vec![32], vec![4], vec![0]]
    );
    // An unmasked access of the same order keeps the width for both.
    let m = lay_out(&body.replace("%x = tt.load %pa, %m", "%x = tt.load %pa"));
    assert_eq!(
        blocked(&m, enc(&m, "x")),
        [vec![4], vec![32], vec![4], vec![0]]
    );
}

/// Masked 8-byte elements keep the pointer's two a thread where each thread
/// holds at least 16 of them (`coalesce::WIDE_SHARE`; 4096 elements over 128
/// threads), and go one a lane where it holds 8 (1024 elements).
#[test]
fn masked_eight_byte_accesses_keep_two_a_thread_where_threads_hold_sixteen() {
    let body = |n: u32| {
        format!(
            "
    %r = tt.make_range {{end = {n} : i32, start = 0 : i32}} : tensor<{n}xi32>
    %ns = tt.splat %n : i32 -> tensor<{n}xi32>
    %m = arith.cmpi slt, %r, %ns : tensor<{n}xi32>
    %pi = tt.bitcast %p : !tt.ptr<f32> -> !tt.ptr<i64>
    %ps = tt.splat %pi : !tt.ptr<i64> -> tensor<{n}x!tt.ptr<i64>>
    %pa = tt.addptr %ps, %r : tensor<{n}x!tt.ptr<i64>>, tensor<{n}xi32>
    %x = tt.load %pa, %m : tensor<{n}x!tt.ptr<i64>>
    %y = arith.addi %x, %x : tensor<{n}xi64>
    tt.store %pa, %y, %m : tensor<{n}x!tt.ptr<i64>>"
        )
    };
    let m = lay_out(&body(4096));
    assert_eq!(blocked(&m, enc(&m, "x"))[0], vec![2]);
    assert_eq!(count(&m, Opcode::ConvertLayout), 0);
    let m = lay_out(&body(1024));
    assert_eq!(blocked(&m, enc(&m, "x"))[0], vec![1]);
}

/// An 8x64 tile loaded column-major (`%x`, rows `%n` apart) and the row-major
/// pointers `%qa` of a 64-wide store; then `body`.
fn strided_tile_then(body: &str) -> Verified {
    lay_out(&format!(
        "
    %ri = tt.make_range {{end = 8 : i32, start = 0 : i32}} : tensor<8xi32>
    %rj = tt.make_range {{end = 64 : i32, start = 0 : i32}} : tensor<64xi32>
    %i2 = tt.expand_dims %ri {{axis = 1 : i32}} : tensor<8xi32> -> tensor<8x1xi32>
    %j2 = tt.expand_dims %rj {{axis = 0 : i32}} : tensor<64xi32> -> tensor<1x64xi32>
    %ns = tt.splat %n : i32 -> tensor<1x64xi32>
    %jn = arith.muli %j2, %ns : tensor<1x64xi32>
    %ib = tt.broadcast %i2 : tensor<8x1xi32> -> tensor<8x64xi32>
    %jb = tt.broadcast %jn : tensor<1x64xi32> -> tensor<8x64xi32>
    %off = arith.addi %ib, %jb : tensor<8x64xi32>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<8x64x!tt.ptr<f32>>
    %pa = tt.addptr %ps, %off : tensor<8x64x!tt.ptr<f32>>, tensor<8x64xi32>
    %x = tt.load %pa : tensor<8x64x!tt.ptr<f32>>
    %c64 = arith.constant dense<64> : tensor<8x1xi32>
    %i64 = arith.muli %i2, %c64 : tensor<8x1xi32>
    %ib2 = tt.broadcast %i64 : tensor<8x1xi32> -> tensor<8x64xi32>
    %jb2 = tt.broadcast %j2 : tensor<1x64xi32> -> tensor<8x64xi32>
    %off2 = arith.addi %ib2, %jb2 : tensor<8x64xi32>
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<8x64x!tt.ptr<f32>>
    %qa = tt.addptr %qs, %off2 : tensor<8x64x!tt.ptr<f32>>, tensor<8x64xi32>
{body}"
    ))
}

/// A row-wise cumulative sum of `%x * %x`, stored at `%qa`.
const SCAN_STORED: &str = "
    %y = arith.mulf %x, %x : tensor<8x64xf32>
    %c = \"tt.scan\"(%y) <{axis = 1 : i32, reverse = false}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.scan.return %s : f32
    }) : (tensor<8x64xf32>) -> tensor<8x64xf32>
    tt.store %qa, %c : tensor<8x64x!tt.ptr<f32>>";

#[test]
fn a_converted_slice_moves_to_the_store_layout_where_its_operand_is_converted_anyway() {
    // mamba_chunk_cumsum_fwd in small: %x is stored row-major (one conversion),
    // so the product and its scan are computed from that conversion in the
    // store's layout (along lanes) rather than in the load's (across warps),
    // and their own conversion goes, as in Triton's TTGIR.
    let m = strided_tile_then(&format!(
        "    tt.store %qa, %x : tensor<8x64x!tt.ptr<f32>>{SCAN_STORED}"
    ));
    let (x, qa) = (enc(&m, "x"), enc(&m, "qa"));
    assert_ne!(x, qa, "the load is column-major, the store row-major");
    assert_eq!(blocked(&m, x)[3], vec![0, 1]);
    assert_eq!(blocked(&m, qa)[3], vec![1, 0]);
    assert_eq!((enc(&m, "y"), enc(&m, "c")), (qa, qa));
    assert_eq!(encs_of(&m, Opcode::ConvertLayout), vec![qa]);
}

#[test]
fn a_converted_slice_stays_where_moving_it_would_convert_earlier() {
    // Without the first store, moving the scan would only move the
    // conversion up to %x: the slice stays in the load's layout.
    let m = strided_tile_then(SCAN_STORED);
    let (x, qa) = (enc(&m, "x"), enc(&m, "qa"));
    assert_eq!((enc(&m, "y"), enc(&m, "c")), (x, x));
    assert_eq!(encs_of(&m, Opcode::ConvertLayout), vec![qa]);
}

#[test]
fn a_converted_slice_stays_where_a_value_of_it_has_another_use() {
    // %y is also stored through the load's own pointers: moving it would
    // compute it twice, so nothing moves.
    let m = strided_tile_then(&format!(
        "    tt.store %qa, %x : tensor<8x64x!tt.ptr<f32>>{SCAN_STORED}
    tt.store %pa, %y : tensor<8x64x!tt.ptr<f32>>"
    ));
    let x = enc(&m, "x");
    assert_eq!((enc(&m, "y"), enc(&m, "c")), (x, x));
    assert_eq!(count(&m, Opcode::ConvertLayout), 2);
}

#[test]
fn a_converted_slice_stays_where_its_scan_would_cross_more_warps() {
    // The mirror: loaded row-major, stored column-major. In the store's
    // layout the scan would run across the warps: it stays where it is.
    let m = strided_tile_then(
        "    %w = tt.load %qa : tensor<8x64x!tt.ptr<f32>>
    tt.store %pa, %w : tensor<8x64x!tt.ptr<f32>>
    %y = arith.mulf %w, %w : tensor<8x64xf32>
    %c = \"tt.scan\"(%y) <{axis = 1 : i32, reverse = false}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.scan.return %s : f32
    }) : (tensor<8x64xf32>) -> tensor<8x64xf32>
    tt.store %pa, %c : tensor<8x64x!tt.ptr<f32>>",
    );
    let (w, pa) = (enc(&m, "w"), enc(&m, "pa"));
    assert_ne!(w, pa);
    assert_eq!((enc(&m, "y"), enc(&m, "c")), (w, w));
    assert_eq!(encs_of(&m, Opcode::ConvertLayout), vec![pa, pa]);
}
