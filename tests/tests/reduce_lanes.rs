//! Reductions of several operands across lanes (`lower/src/to_mir/reduce.rs`,
//! step 2): each lane combines its own value on the left and the group's
//! leader holds the result, instead of ordering both sides in every lane
//! with selects; the leader broadcasts it, or, where warps split the axis,
//! alone writes it to scratch.

use std::path::Path;
use tilelift::{compile_to, Arch, Emit, Options};

fn mir(case: &str, num_warps: u32) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("perfsuite/{case}/kernel.ttir"));
    let text = std::fs::read_to_string(path).expect("performance-suite case");
    let options = Options::new()
        .with_arch(Arch::Sm90)
        .with_num_warps(num_warps);
    compile_to(
        &text,
        "kernel.ttir",
        &options,
        Emit::Mir,
        &mut Default::default(),
    )
    .unwrap_or_else(|e| panic!("{e}"))
}

fn count(text: &str, what: &str) -> usize {
    text.matches(what).count()
}

/// A row argmax of 1024 f32 over 4 warps: 8 elements a thread, the value and
/// the index. In the thread, 7 combines; across the 5 lane bits, 5; across
/// the 4 warps, 3: 15 combines of 2 selects each (the combine region's own
/// `arith.select`s), and no others (ordering both sides took 4 more a lane
/// step). Two shuffles a lane step, no broadcast: the warps split the axis,
/// and only the leaders (lane 0 of each warp) write the two operands to
/// scratch, each store under one predicate.
#[test]
fn an_argmax_across_lanes_needs_no_ordering_selects() {
    let text = mir("rowargmax_f32_n1000_w4", 4);
    assert_eq!(count(&text, " = select "), 15 * 2, "{text}");
    assert_eq!(count(&text, " = shuffle Bfly "), 5 * 2, "{text}");
    assert_eq!(count(&text, " = shuffle Idx "), 0, "{text}");
    let stores: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("store.shared"))
        .collect();
    assert_eq!(stores.len(), 2, "{text}");
    assert!(stores.iter().all(|l| l.contains(" if v")), "{text}");
}

/// Where the warps do not split the axis (one warp), the leader broadcasts
/// the argmax's two operands to its lanes.
#[test]
fn an_argmax_within_a_warp_broadcasts_from_the_leader() {
    let text = mir("rowargmax_f32_n128_w1", 1);
    assert_eq!(count(&text, " = shuffle Idx "), 2, "{text}");
}

/// A single-operand reduction (a sum) keeps the butterfly alone: every lane
/// holds the result, no broadcast.
#[test]
fn a_sum_across_lanes_needs_no_broadcast() {
    let text = mir("rowsum_f32_n1000_w4", 4);
    assert!(count(&text, " = shuffle Bfly ") > 0, "{text}");
    assert_eq!(count(&text, " = shuffle Idx "), 0, "{text}");
}

/// A sum of 4096 f32 to a scalar over 8 warps: after the 5 lane steps of
/// each warp, every lane reads one of the 8 warp slots (one shared load, not
/// 8) and 3 more butterflies combine them, so one partial result is live
/// instead of 8 (`sglang_row_logsumexp`: ptxas 88 -> 80 registers, 1.117x ->
/// 0.966x Triton's time). An argmax's two operands keep the ordered reads.
#[test]
fn a_scalar_result_reads_one_warp_slot_a_lane() {
    let text = mir("rowsum_f32_n4096_w8", 8);
    assert_eq!(count(&text, " = load.shared "), 1, "{text}");
    assert_eq!(count(&text, " = shuffle Bfly "), 5 + 3, "{text}");
    let text = mir("rowargmax_f32_n1000_w4", 4);
    assert_eq!(count(&text, " = load.shared "), 4 * 2, "{text}");
}
