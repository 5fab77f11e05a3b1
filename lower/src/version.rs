//! Versioning a kernel on a uniform run-time check, so that the remainder of a
//! run of indices keeps its contiguity.
//!
//! Triton's matmul tutorial indexes its `b` tile with
//! `offs_bn = (pid_n * BLOCK_N + tl.arange(0, BLOCK_N)) % N`. Triton's AxisInfo
//! gives the remainder the dividend's contiguity (16, with `N` a multiple of 16)
//! whatever the dividend's sign; ours does not for `arith.remsi`, since for a
//! negative run it is false (`[-32, -17] % 16` is `0, -15, ..., -1`), and
//! `pid_n * BLOCK_N` is not provably non-negative (the group arithmetic divides
//! by a value of unknown sign, and the product may wrap). Without the
//! contiguity, `b` is loaded one element at a time and its pointers stay live
//! across the K loop: 255 registers and spills for the tutorial kernels, 3.4x
//! and 8.5x Triton's time (BENCHMARKS, session 4).
//!
//! This pass makes the claim true instead of assuming it. For each remainder
//! `(splat(s) + make_range(a, b)) % splat(n)` in the top level of a kernel
//! whose contiguity a non-negative dividend would raise, the kernel checks,
//! once and uniformly, `s >= 0`, `s <= INT_MAX - (b - 1)` and `n > 0`: then every
//! element of the dividend is in `[0, INT_MAX]` and computed without wrapping,
//! so `arith.remsi` equals `arith.remui`, whose contiguity needs no sign. The
//! kernel's code becomes
//!
//! ```text
//!   scf.if %checks { <the code, each remainder as arith.remui> }
//!   else           { <the code as written> }
//! ```
//!
//! so the fast copy runs whenever the indices are what the kernel's author
//! meant, and the original runs (correctly) otherwise. The copies start at the
//! kernel's first computed instruction where the checks can be computed again
//! before them (`versioned_from`), so that no computed value is live across
//! both. Only kernels with a loop
//! that loads are versioned (where a remainder's contiguity pays for a second
//! copy of the code: the loads of a K loop); the checks' operands defined later
//! in the kernel are computed again before the check (pure scalar arithmetic
//! only). Nothing else changes: a kernel without such a remainder is returned as
//! it was, without being copied.

use std::collections::HashMap;
use tilelift_analysis::axis_info::{analyze, FuncAxisInfo};
use tilelift_ir::attrs::{Attribute, IntCC};
use tilelift_ir::copy::copy_insts;
use tilelift_ir::verify::Verified;
use tilelift_ir::{
    Block, FuncId, Function, FunctionBuilder, Inst, InstBuilder, InstructionData, Module, Opcode,
    Types, Value, ValueDef,
};

pub use tilelift_ir::copy::{is_version_check, VERSIONED};

/// How deep the scalar computation of a check's operand may be to be computed
/// again before the check.
const MAX_RECOMPUTE_DEPTH: usize = 8;

/// A remainder `(splat(base) + range) % splat(divisor)` that the check makes
/// unsigned; `last` is the range's largest element.
#[derive(Copy, Clone, Debug)]
struct Remainder {
    inst: Inst,
    base: Value,
    divisor: Value,
    last: i64,
}

/// `verified` with every kernel that has such remainders versioned on their
/// check, or `verified` itself when none has.
pub fn version_remainders(verified: Verified) -> Verified {
    let plan = plan(&verified);
    if plan.is_empty() {
        return verified;
    }
    let mut module = verified.into_inner();
    let original = module.clone();
    for (fid, remainders) in plan {
        version(&mut module, fid, &remainders);
    }
    match Verified::new(module) {
        Ok(versioned) => versioned,
        // The copy is built to verify; if it ever did not, the kernel as
        // written is still right.
        Err(_) => Verified::new(original)
            .unwrap_or_else(|_| unreachable!("the module verified before versioning")),
    }
}

/// The remainders to version, by function.
fn plan(verified: &Verified) -> Vec<(FuncId, Vec<Remainder>)> {
    let module = verified.module();
    let worth = |func: &Function| {
        let entry = entry_block(func);
        let top: Vec<Inst> = func.order.insts(entry).collect();
        top.iter().any(|&i| remainder_shape(func, i).is_some())
            && top
                .iter()
                .any(|&i| func.dfg.inst(i).opcode() == Opcode::For && loads_inside(func, i))
    };
    let worthy: Vec<bool> = module.funcs.values().map(worth).collect();
    if !worthy.contains(&true) {
        return Vec::new();
    }
    let infos = analyze(verified);
    let mut plan = Vec::new();
    for (((fid, func), info), _) in module
        .funcs
        .iter()
        .zip(&infos)
        .zip(&worthy)
        .filter(|(_, worthy)| **worthy)
    {
        let entry = entry_block(func);
        let remainders: Vec<Remainder> = func
            .order
            .insts(entry)
            .filter_map(|inst| remainder(func, info, inst))
            .collect();
        if !remainders.is_empty() {
            plan.push((fid, remainders));
        }
    }
    plan
}

fn entry_block(func: &Function) -> Block {
    func.order
        .entry_block(func.body)
        .expect("a verified function has an entry block")
}

/// Whether a load is nested anywhere in the regions of `inst`.
fn loads_inside(func: &Function, inst: Inst) -> bool {
    func.dfg.inst(inst).regions().into_iter().any(|region| {
        func.order.blocks(region).any(|block| {
            func.order
                .insts(block)
                .any(|i| func.dfg.inst(i).opcode() == Opcode::Load || loads_inside(func, i))
        })
    })
}

/// `inst` as a remainder worth versioning: `arith.remsi` of
/// `splat(s) + make_range` by `splat(n)`, whose dividend AxisInfo does not know
/// non-negative, and which an unsigned remainder would give a contiguity above 1.
fn remainder(func: &Function, info: &FuncAxisInfo<'_>, inst: Inst) -> Option<Remainder> {
    let (dividend, divisor, base, n, last) = remainder_shape(func, inst)?;
    let (d, v) = (info.get(dividend), info.get(divisor));
    let run = d.contiguity[0].min(d.divisibility[0]);
    if d.non_negative || run < 2 || v.divisibility[0] < 2 {
        return None;
    }
    Some(Remainder {
        inst,
        base,
        divisor: n,
        last,
    })
}

/// The dividend, the divisor, `s`, `n` and the range's last element of
/// `arith.remsi (splat(s) + make_range) , splat(n)`: what can be known without
/// AxisInfo, so that kernels without such a remainder cost no analysis here.
fn remainder_shape(func: &Function, inst: Inst) -> Option<(Value, Value, Value, Value, i64)> {
    let InstructionData::Binary {
        opcode: Opcode::RemSI,
        args: [dividend, divisor],
    } = *func.dfg.inst(inst)
    else {
        return None;
    };
    let (base, last) = splat_plus_range(func, dividend)?;
    let n = splat_of(func, divisor)?;
    Some((dividend, divisor, base, n, last))
}

/// `(s, b - 1)` for `splat(s) + make_range(a, b)` (either order), `a >= 0`.
fn splat_plus_range(func: &Function, value: Value) -> Option<(Value, i64)> {
    let InstructionData::Binary {
        opcode: Opcode::AddI,
        args: [x, y],
    } = *func.dfg.inst(def(func, value)?)
    else {
        return None;
    };
    [(x, y), (y, x)].into_iter().find_map(|(s, r)| {
        let base = splat_of(func, s)?;
        match *func.dfg.inst(def(func, r)?) {
            InstructionData::MakeRange { start, end, .. } if start >= 0 && end > start => {
                Some((base, i64::from(end) - 1))
            }
            _ => None,
        }
    })
}

/// The scalar `s` of `tt.splat s`.
fn splat_of(func: &Function, value: Value) -> Option<Value> {
    match *func.dfg.inst(def(func, value)?) {
        InstructionData::Unary {
            opcode: Opcode::Splat,
            arg,
        } => Some(arg),
        _ => None,
    }
}

fn def(func: &Function, value: Value) -> Option<Inst> {
    match func.dfg.value_def(value) {
        ValueDef::Result(inst, _) => Some(inst),
        ValueDef::Param(..) => None,
    }
}

/// Versions function `fid` on the checks of `remainders` (in program order).
fn version(module: &mut Module, fid: FuncId, remainders: &[Remainder]) {
    let Module { funcs, types, .. } = module;
    let func = &mut funcs[fid];
    let entry = entry_block(func);
    let top: Vec<Inst> = func.order.insts(entry).collect();
    let at_remainder = top
        .iter()
        .position(|&i| i == remainders[0].inst)
        .expect("the remainders are in the entry block");
    let first = versioned_from(func, types, entry, &top, at_remainder, remainders);
    let (ret, tail) = top[first..].split_last().expect("a terminator");
    for &inst in &top[first..] {
        func.order.remove_inst(inst);
    }
    let kept: std::collections::HashSet<Inst> = top[..first].iter().copied().collect();
    // The checks, at the end of what stays before the `scf.if`.
    let mut recomputed = HashMap::new();
    let mut b = FunctionBuilder::new(func, types);
    b.switch_to_block(entry);
    let mut all: Option<Value> = None;
    // The remainders whose check could be computed: only these become unsigned.
    let mut checked: Vec<Inst> = Vec::with_capacity(remainders.len());
    for r in remainders {
        let (Some(s), Some(n)) = (
            available(&mut b, &kept, entry, &mut recomputed, r.base, 0),
            available(&mut b, &kept, entry, &mut recomputed, r.divisor, 0),
        ) else {
            continue;
        };
        checked.push(r.inst);
        let ty = b.value_type(s);
        let bits = b.types().scalar_bits(ty).unwrap_or(32);
        let max = if bits >= 64 {
            i64::MAX
        } else {
            (1i64 << (bits - 1)) - 1
        };
        let zero = b.ins().iconst(ty, 0);
        let limit = b.ins().iconst(ty, max - r.last);
        let nty = b.value_type(n);
        let nzero = b.ins().iconst(nty, 0);
        let checks = [
            b.ins().cmpi(IntCC::Sge, s, zero),
            b.ins().cmpi(IntCC::Sle, s, limit),
            b.ins().cmpi(IntCC::Sgt, n, nzero),
        ];
        for c in checks {
            all = Some(match all {
                Some(a) => b.ins().andi(a, c),
                None => c,
            });
        }
    }
    let Some(cond) = all else {
        // No check could be computed: put the code back as it was.
        for &inst in &top[first..] {
            func.order.append_inst(entry, inst);
        }
        return;
    };
    let if_op = b.ins().if_(cond, &[]);
    let (then_block, else_block) = (if_op.then_block, if_op.else_block);
    let marker = vec![(VERSIONED.to_string(), Attribute::Unit)];
    b.func_mut().dfg.set_extra_attrs(if_op.inst, marker);
    // The code as written, in the else block; its copy, unsigned, in the then block.
    let func = b.func_mut();
    for &inst in tail {
        func.order.append_inst(else_block, inst);
    }
    let mut map = HashMap::new();
    let copies = copy_insts(func, tail, then_block, &mut map);
    for (&inst, &copy) in tail.iter().zip(&copies) {
        if checked.contains(&inst) {
            if let InstructionData::Binary { opcode, .. } = func.dfg.inst_mut(copy) {
                *opcode = Opcode::RemUI;
            }
        }
    }
    b.switch_to_block(then_block);
    b.ins().yield_(&[]);
    b.switch_to_block(else_block);
    b.ins().yield_(&[]);
    b.func_mut().order.append_inst(entry, *ret);
}

/// Where the versioned code starts: at the kernel's first instruction that
/// is not a constant, so that no value the kernel computes lives across both
/// copies, where every check's operands can be computed again before the
/// `scf.if` ([`available`]); else at the first remainder. A value live
/// across both copies is allocated once for both: `ptxas` spilled the fast
/// copy's loop of `triton_matmul_fp16_128x256x64` (sm_80 code, three reloads
/// an iteration, 552 bytes of stack) for the slow copy's element-by-element
/// pointers, and did not once nothing computed crossed the branch.
fn versioned_from(
    func: &Function,
    types: &Types,
    entry: Block,
    top: &[Inst],
    at_remainder: usize,
    remainders: &[Remainder],
) -> usize {
    let start = top
        .iter()
        .position(|&i| func.dfg.inst(i).opcode() != Opcode::Constant)
        .map_or(at_remainder, |p| p.min(at_remainder));
    let kept: std::collections::HashSet<Inst> = top[..start].iter().copied().collect();
    let mut done = std::collections::HashSet::new();
    let mut can = |v: Value| recomputable(func, types, &kept, entry, &mut done, v, 0);
    let all = remainders.iter().all(|r| can(r.base) && can(r.divisor));
    if all {
        start
    } else {
        at_remainder
    }
}

/// Whether [`available`] can give `value` before the versioned code, in the
/// same order (`done`: the values it would have computed already).
fn recomputable(
    func: &Function,
    types: &Types,
    kept: &std::collections::HashSet<Inst>,
    entry: Block,
    done: &mut std::collections::HashSet<Value>,
    value: Value,
    depth: usize,
) -> bool {
    if done.contains(&value) {
        return true;
    }
    let inst = match func.dfg.value_def(value) {
        ValueDef::Param(block, _) => return block == entry,
        ValueDef::Result(inst, _) if kept.contains(&inst) => return true,
        ValueDef::Result(inst, _) => inst,
    };
    let data = func.dfg.inst(inst);
    let ok = recomputes(func, types, value, inst, depth)
        && data
            .args()
            .iter()
            .all(|&a| recomputable(func, types, kept, entry, done, a, depth + 1));
    if ok {
        done.insert(value);
    }
    ok
}

/// Whether [`available`] computes `value`, the result of `inst`, again at
/// `depth`: a pure scalar op of one result and no regions, not too deep.
fn recomputes(func: &Function, types: &Types, value: Value, inst: Inst, depth: usize) -> bool {
    let data = func.dfg.inst(inst);
    depth < MAX_RECOMPUTE_DEPTH
        && data.opcode().is_pure()
        && data.regions().is_empty()
        && func.dfg.inst_results(inst).len() == 1
        && !types.is_tensor(func.dfg.value_type(value))
}

/// `value` where the checks are computed: itself if it is defined before the
/// versioned code (or is an argument), else its pure scalar computation done
/// again there (operands first); `None` if it cannot be.
fn available(
    b: &mut FunctionBuilder<'_>,
    kept: &std::collections::HashSet<Inst>,
    entry: Block,
    map: &mut HashMap<Value, Value>,
    value: Value,
    depth: usize,
) -> Option<Value> {
    if let Some(&v) = map.get(&value) {
        return Some(v);
    }
    let inst = match b.func().dfg.value_def(value) {
        ValueDef::Param(block, _) => return (block == entry).then_some(value),
        ValueDef::Result(inst, _) if kept.contains(&inst) => return Some(value),
        ValueDef::Result(inst, _) => inst,
    };
    if !recomputes(b.func(), b.types(), value, inst, depth) {
        return None;
    }
    let data = b.func().dfg.inst(inst);
    for arg in data.args().to_vec() {
        let at = available(b, kept, entry, map, arg, depth + 1)?;
        map.insert(arg, at);
    }
    copy_insts(b.func_mut(), &[inst], entry, map);
    map.get(&value).copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use tilelift_ir::{parse_module, print_module, PrintOptions};

    const TUTORIAL: &str = "module {
  tt.func public @k(%b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %N: i32 {tt.divisibility = 16 : i32}, %K: i32 {tt.divisibility = 16 : i32}, %g: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %pid = tt.get_program_id x : i32
    %pid_n = arith.divsi %pid, %g : i32
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %am = arith.muli %pid_n, %c64 : i32
    %sa = tt.splat %am : i32 -> tensor<64xi32>
    %xa = arith.addi %r, %sa : tensor<64xi32>
    %m = tt.splat %K : i32 -> tensor<64xi32>
    %offs_a = arith.remsi %xa, %m : tensor<64xi32>
    %bn = arith.muli %pid_n, %c64 : i32
    %s = tt.splat %bn : i32 -> tensor<64xi32>
    %x = arith.addi %s, %r : tensor<64xi32>
    %n = tt.splat %N : i32 -> tensor<64xi32>
    %offs = arith.remsi %x, %n : tensor<64xi32>
    %p = tt.splat %b : !tt.ptr<f16> -> tensor<64x!tt.ptr<f16>>
    %q = tt.addptr %p, %offs : tensor<64x!tt.ptr<f16>>, tensor<64xi32>
    %z = arith.constant dense<0.000000e+00> : tensor<64xf16>
    %acc = scf.for %k = %c0 to %K step %c1 iter_args(%a = %z) -> (tensor<64xf16>) : i32 {
      %v = tt.load %q : tensor<64x!tt.ptr<f16>>
      %qa = tt.addptr %p, %offs_a : tensor<64x!tt.ptr<f16>>, tensor<64xi32>
      %va = tt.load %qa : tensor<64x!tt.ptr<f16>>
      %v2 = arith.addf %v, %va : tensor<64xf16>
      %w = arith.addf %a, %v2 : tensor<64xf16>
      scf.yield %w : tensor<64xf16>
    }
    tt.store %q, %acc : tensor<64x!tt.ptr<f16>>
    tt.return
  }
}";

    fn versioned(text: &str) -> String {
        let (module, _) = parse_module(text).expect("parses");
        let module = Verified::new(module).unwrap_or_else(|(_, e)| panic!("{e:?}"));
        print_module(
            version_remainders(module).module(),
            &PrintOptions::default(),
        )
    }

    #[test]
    fn the_tutorials_remainder_is_checked_and_unsigned_in_the_fast_copy() {
        let out = versioned(TUTORIAL);
        assert_eq!(out.matches("scf.if").count(), 1, "{out}");
        // Two remainders (by K and by N), each signed in one copy and
        // unsigned in the other.
        assert_eq!(out.matches("arith.remui").count(), 2, "{out}");
        assert_eq!(out.matches("arith.remsi").count(), 2, "{out}");
        assert_eq!(out.matches("scf.for").count(), 2, "{out}");
        // The copies start at the program id (nothing computed is live
        // across both): the checks' `%am` and `%bn` are computed again
        // before them, and each copy computes its own.
        assert_eq!(out.matches("arith.muli").count(), 6, "{out}");
        assert_eq!(out.matches("tt.get_program_id").count(), 3, "{out}");
        for check in ["arith.cmpi sge", "arith.cmpi sle", "arith.cmpi sgt"] {
            assert!(out.contains(check), "no {check}\n{out}");
        }
        // The limit keeps the range's last element (63) from wrapping.
        assert!(out.contains("arith.constant 2147483584 : i32"), "{out}");
        // The fast copy's contiguity: the remainder's run is 16.
        let (module, _) = parse_module(&out).expect("parses back");
        let module = Verified::new(module).unwrap_or_else(|(_, e)| panic!("{e:?}"));
        let infos = analyze(&module);
        let func = infos[0].func();
        let runs: Vec<i64> = func
            .dfg
            .insts()
            .filter(|(_, d)| matches!(d.opcode(), Opcode::RemUI | Opcode::RemSI))
            .map(|(i, d)| {
                let _ = d;
                infos[0].get(func.dfg.first_result(i).unwrap()).contiguity[0]
            })
            .collect();
        assert_eq!(runs.iter().filter(|&&c| c == 16).count(), 2, "{runs:?}");
        assert_eq!(runs.iter().filter(|&&c| c == 1).count(), 2, "{runs:?}");
    }

    /// A remainder whose base cannot be computed before the check (a load
    /// after the first remainder) is not checked, so it stays signed in the
    /// fast copy too.
    #[test]
    fn a_remainder_without_a_check_stays_signed() {
        let text = TUTORIAL
            .replace(
                "%b: !tt.ptr<f16> {tt.divisibility = 16 : i32},",
                "%b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %base: !tt.ptr<i32>,",
            )
            .replace(
                "%bn = arith.muli %pid_n, %c64 : i32",
                "%ld = tt.load %base : !tt.ptr<i32>\n    %bn = arith.muli %ld, %c64 : i32",
            );
        let out = versioned(&text);
        assert_eq!(out.matches("scf.if").count(), 1, "{out}");
        assert_eq!(out.matches("arith.remui").count(), 1, "{out}");
        assert_eq!(out.matches("arith.remsi").count(), 3, "{out}");
    }

    #[test]
    fn kernels_without_a_loop_that_loads_are_left_as_they_are() {
        let simple = "module {
  tt.func public @k(%b: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %N: i32 {tt.divisibility = 16 : i32}) {
    %pid = tt.get_program_id x : i32
    %c64 = arith.constant 64 : i32
    %bn = arith.muli %pid, %c64 : i32
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %s = tt.splat %bn : i32 -> tensor<64xi32>
    %x = arith.addi %s, %r : tensor<64xi32>
    %n = tt.splat %N : i32 -> tensor<64xi32>
    %offs = arith.remsi %x, %n : tensor<64xi32>
    %p = tt.splat %b : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>>
    %q = tt.addptr %p, %offs : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
    %v = tt.load %q : tensor<64x!tt.ptr<f32>>
    tt.store %q, %v : tensor<64x!tt.ptr<f32>>
    tt.return
  }
}";
        let out = versioned(simple);
        assert!(!out.contains("scf.if"), "{out}");
        assert!(out.contains("arith.remsi"), "{out}");
    }
}
