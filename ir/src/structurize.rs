//! Unstructured control flow made structured: the blocks of a function body,
//! joined by `cf.br` and `cf.cond_br`, nested into `scf.if` regions, so that
//! everything after the verifier (AxisInfo, layout assignment, the lowering to
//! MIR) sees function bodies of one block, as before.
//!
//! Triton emits `cf` for one construct: a `return` inside an `if` at the top
//! level of a kernel (it refuses `return` inside loops). The blocks then form a
//! directed acyclic graph: mostly a tree, with joins where the code after an
//! `if` that may return is reached from both arms (`^bb3(%x: ...):  // 2
//! preds: ^bb0, ^bb1`), and blocks that only return, which several branches
//! may share:
//!
//! ```text
//!   cf.cond_br %c, ^bb1, ^bb2          %r = scf.if %c -> (R) {
//! ^bb1:                                   <^bb1 with its terminator as scf.yield>
//!   ...; tt.return %a           ==>     } else {
//! ^bb2:                                   <^bb2 ...>
//!   ...; tt.return %b                   }
//!                                       tt.return %r
//! ```
//!
//! The pass walks from the entry block: a `cf.br` continues with the
//! destination's instructions in the same place; a `cf.cond_br` becomes an
//! `scf.if` whose results are the function's results, each arm the
//! destination inlined the same way; a `tt.return` ends the entry block as it
//! is, and becomes `scf.yield` inside an arm. A block that one path from the
//! entry reaches is moved there, its parameters replaced by the arguments. A
//! block that several paths reach (a join, and so everything after it) is
//! copied into each of them, its parameters mapped to that path's arguments
//! (tail duplication): every thread still runs each instruction at most
//! once, and values defined in a block stay visible in the blocks nested
//! inside it. The copies are bounded ([`MAX_COPIED`] instructions a
//! function); for Triton's early returns they are the code after the `if`,
//! once per `return` that may skip it.
//!
//! Other shapes (a loop made of branches, a block no branch reaches) are
//! refused with an error at a branch, which names what is not supported. The
//! condition of a `cf.cond_br` is an `i1` scalar, the same in every thread of
//! a program, so the `scf.if` that replaces it is uniform: every thread takes
//! the same arm, and a barrier in an arm is reached by all of them or none.
//!
//! The interpreter runs the branches as they are (it does not use this pass),
//! so comparing the two checks the restructuring.

use crate::copy::{copy_insts, copy_loc};
use crate::entities::{Block, FuncId, Inst, Value};
use crate::function::Function;
use crate::instructions::{InstructionData as D, Opcode, ValueList};
use crate::pass_error::{verify_again, PassError};
use crate::verify::Verified;
use std::collections::HashMap;

/// How deep the `scf.if`s the pass builds may nest (below the verifier's limit
/// of 64 nested regions, leaving room for the regions inside the arms).
pub const MAX_NESTING: usize = 32;

/// Whether some function of the module has a body of several blocks.
pub fn has_branches(module: &crate::Module) -> bool {
    module
        .funcs
        .values()
        .any(|f| f.order.blocks(f.body).nth(1).is_some())
}

/// Nests the blocks of every function body into `scf.if` regions (see the
/// [module documentation](self)). A module without branches is given back as
/// it is, without a copy or a second verification.
pub fn structurize(module: Verified) -> Result<Verified, PassError> {
    if !has_branches(module.module()) {
        return Ok(module);
    }
    let mut module = module.into_inner();
    let ids: Vec<FuncId> = module.funcs.keys().collect();
    for id in ids {
        let func = &mut module.funcs[id];
        structurize_func(func).map_err(|(inst, message)| PassError::at(id, func, inst, message))?;
    }
    verify_again(module, "structured control flow")
}

/// How many instructions copying join blocks into every path that reaches
/// them may add to a function before the pass refuses it.
pub const MAX_COPIED: usize = 20_000;

/// One block to inline: the block the code goes into, the block it comes from
/// with the arguments of its parameters, how deep `into` is nested, and the
/// copies of the values defined on this path by blocks that are copied
/// (reached by several paths).
struct Work {
    into: Block,
    src: Block,
    args: Vec<Value>,
    depth: usize,
    map: HashMap<Value, Value>,
}

/// The number of paths from the entry to each block of the body; or the
/// branch that makes a cycle, the block no branch reaches, or a body whose
/// joins would copy too much.
fn paths_from_entry(func: &Function) -> Result<HashMap<Block, usize>, (Inst, String)> {
    let entry = func.entry_block();
    let succs = |b: Block| -> Vec<Block> {
        func.order
            .last_inst(b)
            .map(|t| {
                func.dfg
                    .inst(t)
                    .branch_dests()
                    .iter()
                    .map(|d| d.0)
                    .collect()
            })
            .unwrap_or_default()
    };
    // Depth first: a block reached again while it is open makes a cycle.
    let mut done: HashMap<Block, bool> = HashMap::new();
    let mut post: Vec<Block> = Vec::new();
    let mut stack: Vec<(Block, Vec<Block>)> = vec![(entry, succs(entry))];
    done.insert(entry, false);
    while let Some((block, rest)) = stack.last_mut() {
        let block = *block;
        let Some(next) = rest.pop() else {
            done.insert(block, true);
            post.push(block);
            stack.pop();
            continue;
        };
        match done.get(&next) {
            Some(false) => {
                let at = func.order.last_inst(block).expect("a terminator");
                return Err((at, "unsupported: a loop made of branches".into()));
            }
            Some(true) => {}
            None => {
                done.insert(next, false);
                stack.push((next, succs(next)));
            }
        }
    }
    if let Some(block) = func.order.blocks(func.body).find(|b| !done.contains_key(b)) {
        let at = func
            .order
            .last_inst(block)
            .or_else(|| func.order.last_inst(entry))
            .expect("a verified body block ends with a terminator");
        return Err((at, "unsupported: a block that no branch reaches".into()));
    }
    // Reverse postorder visits a block after every block that branches to
    // it (a branch that names a block twice counts twice).
    let mut paths: HashMap<Block, usize> = HashMap::from([(entry, 1)]);
    for &block in post.iter().rev() {
        let n = paths[&block];
        for next in succs(block) {
            let p = paths.entry(next).or_insert(0);
            *p = p.saturating_add(n);
        }
    }
    let copied = post
        .iter()
        .map(|b| (paths[b] - 1).saturating_mul(func.order.insts(*b).count()))
        .fold(0usize, usize::saturating_add);
    if copied > MAX_COPIED {
        let at = func.order.last_inst(entry).expect("a terminator");
        let message = format!(
            "unsupported: branches that join so often that structuring them would copy \
             {copied} instructions (at most {MAX_COPIED})"
        );
        return Err((at, message));
    }
    Ok(paths)
}

fn structurize_func(func: &mut Function) -> Result<(), (Inst, String)> {
    let entry = func.entry_block();
    let blocks: Vec<Block> = func.order.blocks(func.body).collect();
    if blocks.len() < 2 {
        return Ok(());
    }
    let paths = paths_from_entry(func)?;
    let results = func.result_types.clone();
    let mut work = vec![Work {
        into: entry,
        src: entry,
        args: Vec::new(),
        depth: 0,
        map: HashMap::new(),
    }];
    while let Some(Work {
        into,
        mut src,
        mut args,
        depth,
        mut map,
    }) = work.pop()
    {
        loop {
            let top = into == entry;
            let term = if paths[&src] > 1 {
                copy_block(func, src, &args, into, &mut map)
            } else {
                move_block(func, src, &args, into)
            };
            match func.dfg.inst(term).clone() {
                D::Branch {
                    opcode: Opcode::Br, ..
                } => {
                    let (dest, dest_args) = func.dfg.inst(term).branch_dests()[0];
                    let dest_args = dest_args.to_vec();
                    // The branch is gone: it stays in the graph as an unplaced
                    // `tt.return`, so that no `cf` op is left in it.
                    *func.dfg.inst_mut(term) = D::MultiAry {
                        opcode: Opcode::Return,
                        args: ValueList::new(),
                    };
                    (src, args) = (dest, dest_args);
                }
                D::Branch {
                    opcode: Opcode::CondBr,
                    ..
                } => {
                    if depth >= MAX_NESTING {
                        let message = format!(
                            "unsupported: early returns nested more than {MAX_NESTING} deep"
                        );
                        return Err((term, message));
                    }
                    let data = func.dfg.inst(term).clone();
                    let cond = data.args()[0];
                    let dests: Vec<(Block, Vec<Value>)> = data
                        .branch_dests()
                        .into_iter()
                        .map(|(b, a)| (b, a.to_vec()))
                        .collect();
                    let (then_region, else_region) =
                        (func.dfg.make_region(), func.dfg.make_region());
                    let (then_block, else_block) = (func.dfg.make_block(), func.dfg.make_block());
                    func.order.append_block(then_region, then_block);
                    func.order.append_block(else_region, else_block);
                    let if_inst = func.dfg.make_inst(
                        D::If {
                            opcode: Opcode::If,
                            cond,
                            then_region,
                            else_region,
                        },
                        &results,
                    );
                    copy_loc(func, term, if_inst);
                    func.order.append_inst(into, if_inst);
                    // The branch becomes the terminator after the `scf.if`.
                    *func.dfg.inst_mut(term) = D::MultiAry {
                        opcode: if top { Opcode::Return } else { Opcode::Yield },
                        args: func.dfg.inst_results(if_inst).iter().copied().collect(),
                    };
                    func.order.append_inst(into, term);
                    let mut dests = dests.into_iter();
                    let (t, t_args) = dests.next().expect("two destinations");
                    let (f, f_args) = dests.next().expect("two destinations");
                    work.push(Work {
                        into: else_block,
                        src: f,
                        args: f_args,
                        depth: depth + 1,
                        map: map.clone(),
                    });
                    work.push(Work {
                        into: then_block,
                        src: t,
                        args: t_args,
                        depth: depth + 1,
                        map,
                    });
                    break;
                }
                D::MultiAry {
                    opcode: Opcode::Return,
                    ..
                } => {
                    if !top {
                        let D::MultiAry { opcode, .. } = func.dfg.inst_mut(term) else {
                            unreachable!("matched above");
                        };
                        *opcode = Opcode::Yield;
                    }
                    func.order.append_inst(into, term);
                    break;
                }
                other => {
                    let message = format!(
                        "unsupported: {} ending a block of a function body",
                        other.opcode().name()
                    );
                    return Err((term, message));
                }
            }
        }
    }
    for &block in &blocks[1..] {
        func.order.remove_block(block);
    }
    Ok(())
}

/// Moves the body of `src`, a block that one path reaches, to the end of
/// `into`, its parameters replaced by `args`; returns its terminator, taken
/// out of the block.
fn move_block(func: &mut Function, src: Block, args: &[Value], into: Block) -> Inst {
    let params = func.dfg.block_params(src).to_vec();
    for (&p, &a) in params.iter().zip(args) {
        func.dfg.replace_uses(p, a);
    }
    let insts: Vec<Inst> = func.order.insts(src).collect();
    let (&term, body) = insts.split_last().expect("a verified block is not empty");
    if src != into {
        for &inst in body {
            func.order.remove_inst(inst);
            func.order.append_inst(into, inst);
        }
    }
    func.order.remove_inst(term);
    term
}

/// Appends to `into` a copy of the body of `src`, a block that several paths
/// reach (a join), its parameters mapped to `args` and the values this path
/// copied before renamed through `map` (which gets the copies' values);
/// returns a copy of its terminator, not placed, its operands renamed too.
fn copy_block(
    func: &mut Function,
    src: Block,
    args: &[Value],
    into: Block,
    map: &mut HashMap<Value, Value>,
) -> Inst {
    let params = func.dfg.block_params(src).to_vec();
    map.extend(params.into_iter().zip(args.iter().copied()));
    let insts: Vec<Inst> = func.order.insts(src).collect();
    let (&term, body) = insts.split_last().expect("a verified block is not empty");
    copy_insts(func, body, into, map);
    let mut data = func.dfg.inst(term).clone();
    for arg in data.args_mut() {
        if let Some(&renamed) = map.get(arg) {
            *arg = renamed;
        }
    }
    let copy = func.dfg.make_inst(data, &[]);
    copy_loc(func, term, copy);
    copy
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse_module, print_module, PrintOptions};

    fn structured(text: &str) -> Result<String, String> {
        let (module, _) = parse_module(text).map_err(|e| format!("{e:?}"))?;
        let verified = Verified::new(module).map_err(|(_, e)| format!("{e:?}"))?;
        let module = structurize(verified).map_err(|e| e.to_string())?;
        Ok(print_module(
            module.module(),
            &PrintOptions { locations: false },
        ))
    }

    #[test]
    fn an_early_return_becomes_an_if() {
        let text = "module {
  tt.func public @k(%p: !tt.ptr<i32>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c = arith.cmpi slt, %n, %c0 : i32
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    tt.return
  ^bb2:  // pred: ^bb0
    tt.store %p, %n : !tt.ptr<i32>
    tt.return
  }
}
";
        let want = "module {
  tt.func public @k(%p: !tt.ptr<i32>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c = arith.cmpi slt, %n, %c0 : i32
    scf.if %c {
    } else {
      tt.store %p, %n : !tt.ptr<i32>
    }
    tt.return
  }
}
";
        assert_eq!(structured(text).unwrap(), want);
    }

    #[test]
    fn shared_returns_branch_arguments_and_results() {
        let text = "module {
  tt.func private @f(%a: i32, %b: i1) -> i32 {
    cf.cond_br %b, ^bb1(%a : i32), ^bb2
  ^bb1(%x: i32):  // 2 preds: ^bb0, ^bb2
    tt.return %x : i32
  ^bb2:  // pred: ^bb0
    %y = arith.addi %a, %a : i32
    cf.br ^bb3(%y : i32)
  ^bb3(%z: i32):  // pred: ^bb2
    %w = arith.muli %z, %z : i32
    cf.cond_br %b, ^bb1(%w : i32), ^bb4
  ^bb4:  // pred: ^bb3
    tt.return %z : i32
  }
}
";
        let want = "module {
  tt.func private @f(%a: i32, %b: i1) -> i32 {
    %0 = scf.if %b -> (i32) {
      scf.yield %a : i32
    } else {
      %y = arith.addi %a, %a : i32
      %w = arith.muli %y, %y : i32
      %1 = scf.if %b -> (i32) {
        scf.yield %w : i32
      } else {
        scf.yield %y : i32
      }
      scf.yield %1 : i32
    }
    tt.return %0 : i32
  }
}
";
        assert_eq!(structured(text).unwrap(), want);
    }

    /// Triton's shape for `if c: x = 2 * x; if d: return` followed by more
    /// code: the join block (two predecessors, a parameter) is copied into
    /// each path that reaches it, its parameter mapped per path.
    #[test]
    fn a_join_is_copied_into_each_path() {
        let text = "module {
  tt.func public @k(%p: !tt.ptr<i32>, %x: i32, %b: i1, %d: i1) {
    cf.cond_br %b, ^bb1, ^bb3(%x : i32)
  ^bb1:  // pred: ^bb0
    %y = arith.addi %x, %x : i32
    cf.cond_br %d, ^bb2, ^bb3(%y : i32)
  ^bb2:  // pred: ^bb1
    tt.return
  ^bb3(%v: i32):  // 2 preds: ^bb0, ^bb1
    %w = arith.muli %v, %v : i32
    tt.store %p, %w : !tt.ptr<i32>
    tt.return
  }
}
";
        let want = "module {
  tt.func public @k(%p: !tt.ptr<i32>, %x: i32, %b: i1, %d: i1) {
    scf.if %b {
      %y = arith.addi %x, %x : i32
      scf.if %d {
      } else {
        %0 = arith.muli %y, %y : i32
        tt.store %p, %0 : !tt.ptr<i32>
      }
    } else {
      %1 = arith.muli %x, %x : i32
      tt.store %p, %1 : !tt.ptr<i32>
    }
    tt.return
  }
}
";
        assert_eq!(structured(text).unwrap(), want);
    }

    #[test]
    fn loops_and_unreached_blocks_are_refused() {
        let looping = "module {
  tt.func public @k(%b: i1) {
    cf.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb1
    cf.cond_br %b, ^bb1, ^bb2
  ^bb2:  // pred: ^bb1
    tt.return
  }
}
";
        let err = structured(looping).unwrap_err();
        assert!(err.contains("a loop made of branches"), "{err}");
        let unreached = "module {
  tt.func public @k(%b: i1) {
    tt.return
  ^bb1:
    tt.return
  }
}
";
        let err = structured(unreached).unwrap_err();
        assert!(err.contains("no branch reaches"), "{err}");
    }
}
