//! Forward propagation from the anchors, as Triton's `LayoutPropagation` (the
//! first step of `RemoveLayoutConversions`) does it.
//!
//! The layout of each anchor's result flows to its users: through elementwise
//! ops, broadcasts and scans unchanged, through reductions as a slice along the
//! axis, through `expand_dims` from a slice back to its parent, through
//! `tt.trans` permuted, and through `scf.for`, `scf.if` and `scf.while` to the
//! block parameters and results that carry the value. Loads, stores, dots and
//! atomics are not crossed: each has its own layout.
//!
//! A value reached from two anchors collects both layouts; as in Triton the
//! first one to arrive wins. The order is Triton's: a stack seeded with the
//! anchors' results in program order, popped from the end, each popped value
//! handing all its layouts to all its users before the changed users are pushed.
//!
//! Every value reached this way is computed in its layout: recomputing it in
//! another would mean repeating the anchor (a coalesced load, an atomic, a dot),
//! so a user that wants another layout converts it.

use super::anchors::Anchors;
use super::control::tied_to_operand;
use super::family::{family, Family};
use super::index::{side_table, FuncIndex};
use super::infer::dst_encoding_of;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::SecondaryMap;
use smallvec::SmallVec;
use tilelift_ir::{Encoding, Function, Inst, Types, Value};

/// The layouts forward propagation reaches each value with, in arrival order.
type Sets = SecondaryMap<Value, SmallVec<[Encoding; 2]>>;

/// The layout of every value that forward propagation from the anchors reaches.
pub fn forward_layouts(
    func: &Function,
    index: &FuncIndex,
    anchors: &Anchors,
    types: &mut Types,
) -> SecondaryMap<Value, PackedOption<Encoding>> {
    let mut sets: Sets = side_table(func.dfg.num_values());
    let mut stack = Vec::new();
    for &inst in &index.order {
        let Some(enc) = anchors.layout(inst).filter(|_| anchors.is_anchor(inst)) else {
            continue;
        };
        for &result in func.dfg.inst_results(inst) {
            if types.is_tensor(func.dfg.value_type(result)) {
                sets[result].push(enc);
                stack.push(result);
            }
        }
    }
    let mut changed = Vec::new();
    let mut encs: SmallVec<[Encoding; 2]> = SmallVec::new();
    while let Some(value) = stack.pop() {
        encs.clone_from(&sets[value]);
        for &(user, idx) in index.uses(value) {
            to_user(func, types, user, idx, &encs, &mut sets, &mut changed);
        }
        stack.append(&mut changed);
    }
    let mut first = SecondaryMap::new();
    first.resize(func.dfg.num_values());
    for (value, set) in sets.iter() {
        if let Some(&enc) = set.first() {
            first[value] = enc.into();
        }
    }
    first
}

/// Hands the layouts `encs` of operand `idx` of `user` to the values `user`
/// defines from it, recording the values that gained a layout in `changed`.
fn to_user(
    func: &Function,
    types: &mut Types,
    user: Inst,
    idx: u32,
    encs: &[Encoding],
    sets: &mut Sets,
    changed: &mut Vec<Value>,
) {
    if let Some(tied) = tied_to_operand(func, user, idx) {
        for value in tied {
            add_all(sets, changed, value, encs.iter().map(|&e| Some(e)));
        }
        return;
    }
    let data = func.dfg.inst(user);
    let fam = family(data.opcode());
    if !matches!(
        fam,
        Family::Elementwise
            | Family::Broadcast
            | Family::Scan
            | Family::Reduce
            | Family::ExpandDims
            | Family::Trans
            | Family::Reshape
            | Family::Join
            | Family::Split
    ) {
        return;
    }
    for &result in func.dfg.inst_results(user) {
        if !types.is_tensor(func.dfg.value_type(result)) {
            continue;
        }
        let dsts: SmallVec<[Option<Encoding>; 2]> = encs
            .iter()
            .map(|&e| dst_encoding_of(func, types, user, e))
            .collect();
        add_all(sets, changed, result, dsts.into_iter());
    }
}

/// Appends the new layouts among `encs` to `value`'s set.
fn add_all(
    sets: &mut Sets,
    changed: &mut Vec<Value>,
    value: Value,
    encs: impl Iterator<Item = Option<Encoding>>,
) {
    let mut grew = false;
    for enc in encs.flatten() {
        if !sets[value].contains(&enc) {
            sets[value].push(enc);
            grew = true;
        }
    }
    if grew {
        changed.push(value);
    }
}
