//! Calls inlined: every `tt.call` in a kernel replaced by a copy of the called
//! function's body, so that everything after it (AxisInfo, layout assignment,
//! the lowering) sees one function without calls.
//!
//! Triton inlines every call itself, except those of functions marked
//! `@triton.jit(noinline=True)`, which reach the TTIR as `tt.call` of a
//! `tt.func private @f(...) attributes {noinline = true}`. Its LLVM backend
//! makes them real calls; here they are inlined too. A Triton user asks for
//! `noinline` to keep compile times down for a function called in many
//! places, which a compiler of microseconds does not need; what the kernel
//! computes is the same either way.
//!
//! ```text
//!   %r = tt.call @f(%x) : (f32) -> f32          %c = arith.constant 1.0 : f32
//!   ...                                  ==>    %s = arith.addf %x, %c : f32
//! tt.func private @f(%a: f32) -> f32 {          ... (%r replaced by %s)
//!   %c = arith.constant 1.0 : f32
//!   %s = arith.addf %a, %c : f32
//!   tt.return %s : f32
//! }
//! ```
//!
//! The pass runs after [`structurize`](mod@crate::structurize), so every body is one block
//! ending in `tt.return`. Calls in the copied code (a function that calls
//! another) are inlined in turn; a chain of calls deeper than [`MAX_DEPTH`]
//! (a recursive function) is an error at the call. Private functions are
//! dropped from the module afterwards: nothing calls them any more.

use crate::copy::copy_insts_from;
use crate::entities::{Block, FuncId, Inst, Value};
use crate::function::{Function, Visibility};
use crate::instructions::{InstructionData as D, Opcode, ValueList};
use crate::pass_error::{verify_again, PassError};
use crate::verify::Verified;
use crate::Module;
use std::collections::HashMap;

/// How deep calls may nest (a call in a function that a call inlined, ...)
/// before the chain is taken for recursion.
pub const MAX_DEPTH: usize = 32;

/// Inlines every call in the module's public functions and drops its private
/// ones (see the [module documentation](self)). A module without calls is
/// given back as it is, without a copy or a second verification.
pub fn inline_calls(module: Verified) -> Result<Verified, PassError> {
    if !has_calls(module.module()) {
        return Ok(module);
    }
    let mut module = module.into_inner();
    let ids: Vec<FuncId> = module.funcs.keys().collect();
    for &id in &ids {
        if module.funcs[id].visibility != Visibility::Public {
            continue;
        }
        inline_into(&mut module, id)
            .map_err(|(inst, message)| PassError::at(id, &module.funcs[id], inst, message))?;
    }
    module.funcs = std::mem::take(&mut module.funcs)
        .into_iter()
        .filter(|(_, f)| f.visibility == Visibility::Public)
        .map(|(_, f)| f)
        .collect();
    verify_again(module, "inlined calls")
}

/// Whether some function of the module calls another.
pub fn has_calls(module: &Module) -> bool {
    module
        .funcs
        .values()
        .any(|f| f.dfg.insts().any(|(_, data)| data.opcode() == Opcode::Call))
}

/// Inlines the calls of function `id`, and the calls their copies hold, until
/// none is left.
fn inline_into(module: &mut Module, id: FuncId) -> Result<(), (Inst, String)> {
    let func = &module.funcs[id];
    let mut work: Vec<(Inst, usize)> = Vec::new();
    push_calls(func, func.order.blocks(func.body), 0, &mut work);
    while let Some((call, depth)) = work.pop() {
        if depth >= MAX_DEPTH {
            let message = format!(
                "unsupported: calls nested more than {MAX_DEPTH} deep (a recursive function?)"
            );
            return Err((call, message));
        }
        let D::Call { callee, .. } = module.funcs[id].dfg.inst(call) else {
            unreachable!("only calls are queued");
        };
        let callee = module
            .func_by_name(callee)
            .expect("the verifier checked that the callee exists");
        // A copy of the callee: a function may call itself (and is refused
        // above), so it cannot be borrowed while its caller is written.
        let body = module.funcs[callee].clone();
        let copies = inline_call(&body, &mut module.funcs[id], call);
        let func = &module.funcs[id];
        let blocks: Vec<Block> = copies
            .iter()
            .flat_map(|&i| func.dfg.inst(i).regions())
            .flat_map(|r| func.order.blocks(r))
            .collect();
        for &inst in &copies {
            if func.dfg.inst(inst).opcode() == Opcode::Call {
                work.push((inst, depth + 1));
            }
        }
        push_calls(func, blocks, depth + 1, &mut work);
    }
    Ok(())
}

/// Queues every call in `blocks` and in the regions nested in them.
fn push_calls(
    func: &Function,
    blocks: impl IntoIterator<Item = Block>,
    depth: usize,
    work: &mut Vec<(Inst, usize)>,
) {
    for block in blocks {
        for inst in func.order.insts(block) {
            let data = func.dfg.inst(inst);
            if data.opcode() == Opcode::Call {
                work.push((inst, depth));
            }
            for region in data.regions() {
                push_calls(func, func.order.blocks(region), depth, work);
            }
        }
    }
}

/// Replaces `call` in `caller` by a copy of `callee`'s body (one block ending
/// in `tt.return`), its parameters mapped to the call's arguments and the
/// call's results to the returned values. Returns the copies placed before
/// where the call was.
fn inline_call(callee: &Function, caller: &mut Function, call: Inst) -> Vec<Inst> {
    let entry = callee.entry_block();
    let mut map: HashMap<Value, Value> = callee
        .dfg
        .block_params(entry)
        .iter()
        .copied()
        .zip(caller.dfg.inst(call).args().iter().copied())
        .collect();
    let insts: Vec<Inst> = callee.order.insts(entry).collect();
    let (&ret, body) = insts
        .split_last()
        .expect("a verified body ends with a terminator");
    let block = caller.order.inst_block(call).expect("the call is placed");
    let copies = copy_insts_from(callee, body, caller, block, &mut map);
    for &copy in &copies {
        caller.order.remove_inst(copy);
        caller.order.insert_inst_before(copy, call);
    }
    let returned: Vec<Value> = callee
        .dfg
        .inst(ret)
        .args()
        .iter()
        .map(|v| map.get(v).copied().unwrap_or(*v))
        .collect();
    let results = caller.dfg.inst_results(call).to_vec();
    for (r, v) in results.into_iter().zip(returned) {
        caller.dfg.replace_uses(r, v);
    }
    caller.order.remove_inst(call);
    // The call stays in the graph, unplaced, as a `tt.return` (as
    // `structurize` leaves its branches), so that passes that scan every
    // instruction of the graph find no call.
    *caller.dfg.inst_mut(call) = D::MultiAry {
        opcode: Opcode::Return,
        args: ValueList::new(),
    };
    copies
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse_module, print_module, PrintOptions};

    fn inlined(text: &str) -> Result<String, String> {
        let (module, _) = parse_module(text).map_err(|e| format!("{e:?}"))?;
        let verified = Verified::new(module).map_err(|(_, e)| format!("{e:?}"))?;
        let module = inline_calls(verified).map_err(|e| e.to_string())?;
        Ok(print_module(
            module.module(),
            &PrintOptions { locations: false },
        ))
    }

    #[test]
    fn calls_are_replaced_by_the_bodies_in_a_region_and_through_a_chain() {
        let text = "module {
  tt.func public @k(%p: !tt.ptr<f32>, %b: i1) {
    %x = tt.load %p : !tt.ptr<f32>
    %r = scf.if %b -> (f32) {
      %y = tt.call @twice(%x) : (f32) -> f32
      scf.yield %y : f32
    } else {
      scf.yield %x : f32
    }
    tt.call @store(%p, %r) : (!tt.ptr<f32>, f32) -> ()
    tt.return
  }
  tt.func private @twice(%a: f32) -> f32 attributes {noinline = true} {
    %s = tt.call @add(%a, %a) : (f32, f32) -> f32
    tt.return %s : f32
  }
  tt.func private @add(%a: f32, %b: f32) -> f32 attributes {noinline = true} {
    %s = arith.addf %a, %b : f32
    tt.return %s : f32
  }
  tt.func private @store(%q: !tt.ptr<f32>, %v: f32) attributes {noinline = true} {
    tt.store %q, %v : !tt.ptr<f32>
    tt.return
  }
}
";
        let want = "module {
  tt.func public @k(%p: !tt.ptr<f32>, %b: i1) {
    %x = tt.load %p : !tt.ptr<f32>
    %r = scf.if %b -> (f32) {
      %1 = arith.addf %x, %x : f32
      scf.yield %1 : f32
    } else {
      scf.yield %x : f32
    }
    tt.store %p, %r : !tt.ptr<f32>
    tt.return
  }
}
";
        assert_eq!(inlined(text).unwrap(), want);
    }

    #[test]
    fn recursion_is_refused_at_the_call() {
        let text = "module {
  tt.func public @k(%p: !tt.ptr<f32>) {
    %x = tt.load %p : !tt.ptr<f32>
    %y = tt.call @f(%x) : (f32) -> f32
    tt.store %p, %y : !tt.ptr<f32>
    tt.return
  }
  tt.func private @f(%a: f32) -> f32 {
    %s = tt.call @f(%a) : (f32) -> f32
    tt.return %s : f32
  }
}
";
        let err = inlined(text).unwrap_err();
        assert!(err.contains("recursive"), "{err}");
    }
}
