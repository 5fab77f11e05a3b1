//! Copies of instructions, with their regions, appended to another block: for
//! passes that duplicate code (versioning a kernel on a run-time check,
//! inlining a call, a join's block copied into each path that reaches it).

use crate::entities::{Block, Inst, Region, Value};
use crate::function::Function;
use std::collections::HashMap;

/// The attribute that marks the `scf.if` of a version check: a kernel's code
/// copied under a uniform run-time check that lets the copy be faster (its
/// then region), the code as written in the else region, which runs only
/// where the check fails (the lowering caps the kernel's registers by the
/// then region's needs). Set by `tilelift_lower::version` and by the
/// descriptor rewrite ([`crate::descriptors`]).
pub const VERSIONED: &str = "tilelift.versioned";

/// Whether `inst` is the `scf.if` of a version check ([`VERSIONED`]).
pub fn is_version_check(func: &Function, inst: Inst) -> bool {
    func.dfg
        .extra_attrs(inst)
        .iter()
        .any(|(name, _)| name == VERSIONED)
}

/// Appends to `block` a copy of each of `insts`, in order, each with its
/// regions copied too. Operands found in `map` are renamed (the others are used
/// as they are, so values defined before the copied code stay shared); the
/// results and block parameters of the copies are added to `map`, so a later
/// copy uses an earlier one's results. Locations and extra attributes are
/// copied; value names are not (the printer numbers the copies). Regions of
/// several blocks (branches between them) are not expected here: function
/// bodies are structured before any pass copies code.
pub fn copy_insts(
    func: &mut Function,
    insts: &[Inst],
    block: Block,
    map: &mut HashMap<Value, Value>,
) -> Vec<Inst> {
    copy_insts_in(None, func, insts, block, map)
}

/// [`copy_insts`] from another function of the same module (types and
/// locations are the module's): `insts` are `src`'s, the copies go into `dst`.
/// `map` must map every value the copied code uses from outside it (`src`'s
/// parameters, say) to a value of `dst`. For inlining calls
/// ([`crate::inline`]).
pub fn copy_insts_from(
    src: &Function,
    insts: &[Inst],
    dst: &mut Function,
    block: Block,
    map: &mut HashMap<Value, Value>,
) -> Vec<Inst> {
    copy_insts_in(Some(src), dst, insts, block, map)
}

/// The copier: reads from `src`, or from `dst` itself where `src` is `None`
/// (each read ends before the write that follows it).
fn copy_insts_in(
    src: Option<&Function>,
    dst: &mut Function,
    insts: &[Inst],
    block: Block,
    map: &mut HashMap<Value, Value>,
) -> Vec<Inst> {
    let mut copies = Vec::with_capacity(insts.len());
    for &inst in insts {
        let copy = copy_inst(src, dst, inst, map);
        dst.order.append_inst(block, copy);
        copies.push(copy);
    }
    copies
}

fn copy_inst(
    src: Option<&Function>,
    dst: &mut Function,
    inst: Inst,
    map: &mut HashMap<Value, Value>,
) -> Inst {
    let from = src.unwrap_or(dst);
    let mut data = from.dfg.inst(inst).clone();
    let results: Vec<Value> = from.dfg.inst_results(inst).to_vec();
    let result_types: Vec<_> = results.iter().map(|&v| from.dfg.value_type(v)).collect();
    let (loc, at) = (from.dfg.inst_locs[inst], from.srclocs.inst(inst));
    let attrs = from.dfg.extra_attrs(inst).to_vec();
    for arg in data.args_mut() {
        if let Some(&renamed) = map.get(arg) {
            *arg = renamed;
        }
    }
    for region in data.regions_mut() {
        *region = copy_region(src, dst, *region, map);
    }
    let copy = dst.dfg.make_inst(data, &result_types);
    map.extend(
        results
            .into_iter()
            .zip(dst.dfg.inst_results(copy).iter().copied()),
    );
    dst.dfg.inst_locs[copy] = loc;
    dst.srclocs.set_inst(copy, at);
    if !attrs.is_empty() {
        dst.dfg.set_extra_attrs(copy, attrs.into_iter().collect());
    }
    copy
}

/// `to` gets the locations of `from`: its `loc(...)` and its place in the text.
pub(crate) fn copy_loc(func: &mut Function, from: Inst, to: Inst) {
    func.dfg.inst_locs[to] = func.dfg.inst_locs[from];
    let at = func.srclocs.inst(from);
    func.srclocs.set_inst(to, at);
}

fn copy_region(
    src: Option<&Function>,
    dst: &mut Function,
    region: Region,
    map: &mut HashMap<Value, Value>,
) -> Region {
    let copy = dst.dfg.make_region();
    let blocks: Vec<Block> = src.unwrap_or(dst).order.blocks(region).collect();
    let mut pairs = Vec::with_capacity(blocks.len());
    for &block in &blocks {
        let new = dst.dfg.make_block();
        dst.order.append_block(copy, new);
        let from = src.unwrap_or(dst);
        let params: Vec<(Value, _)> = from
            .dfg
            .block_params(block)
            .iter()
            .map(|&p| (p, from.dfg.value_type(p)))
            .collect();
        for (param, ty) in params {
            let new_param = dst.dfg.append_block_param(new, ty);
            map.insert(param, new_param);
        }
        pairs.push((block, new));
    }
    for (block, new) in pairs {
        let insts: Vec<Inst> = src.unwrap_or(dst).order.insts(block).collect();
        copy_insts_in(src, dst, &insts, new, map);
    }
    copy
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse_module, print_module, verify::Verified, PrintOptions};

    /// A loop and what follows it, copied after themselves: the copy verifies,
    /// uses the values defined before the copied code, and prints like the
    /// original but for the numbered names.
    #[test]
    fn a_loop_and_its_users_are_copied_with_their_regions() {
        let text = "module {
  tt.func public @k(%p: !tt.ptr<f32>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %z = arith.constant 0.000000e+00 : f32
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) : i32 {
      %x = tt.load %p : !tt.ptr<f32>
      %y = arith.addf %acc, %x : f32
      scf.yield %y : f32
    } {tt.num_stages = 2 : i32}
    tt.store %p, %s : !tt.ptr<f32>
    tt.return
  }
}";
        let (mut module, _) = parse_module(text).expect("parses");
        let fid = module.funcs.keys().next().unwrap();
        let func = &mut module.funcs[fid];
        let entry = func.order.entry_block(func.body).unwrap();
        let insts: Vec<Inst> = func.order.insts(entry).collect();
        let (ret, copied) = insts.split_last().unwrap();
        let copied = &copied[3..];
        func.order.remove_inst(*ret);
        let mut map = HashMap::new();
        let copies = copy_insts(func, copied, entry, &mut map);
        func.order.append_inst(entry, *ret);
        assert_eq!(copies.len(), 2);
        let printed = print_module(&module, &PrintOptions::default());
        assert_eq!(printed.matches("scf.for").count(), 2, "{printed}");
        assert_eq!(printed.matches("tt.num_stages = 2").count(), 2, "{printed}");
        assert_eq!(printed.matches("tt.store").count(), 2, "{printed}");
        let module = Verified::new(module).unwrap_or_else(|(_, e)| panic!("{e:?}"));
        let (again, _) = parse_module(&print_module(module.module(), &PrintOptions::default()))
            .expect("the copy parses back");
        assert_eq!(again.funcs.values().next().unwrap().dfg.num_insts(), 14);
    }
}
