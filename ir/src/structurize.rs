//! Unstructured control flow made structured: the blocks of a function body,
//! joined by `cf.br` and `cf.cond_br`, nested into `scf.if` regions, so that
//! everything after the verifier (AxisInfo, layout assignment, the lowering to
//! MIR) sees function bodies of one block, as before.
//!
//! Triton emits `cf` for one construct: a `return` inside an `if` at the top
//! level of a kernel (it refuses `return` inside loops). The blocks then form a
//! tree, apart from blocks that only return, which several branches may share
//! (`^bb1:  // 2 preds: ^bb0, ^bb2` followed by `tt.return`):
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
//! The pass walks from the entry block: a `cf.br` to a block of one predecessor
//! continues with that block's instructions in the same place (its parameters
//! replaced by the arguments); a `cf.cond_br` becomes an `scf.if` whose results
//! are the function's results, each arm the destination inlined the same way;
//! a `tt.return` ends the entry block as it is, and becomes `scf.yield` inside
//! an arm. A block that holds only `tt.return` is not moved but copied to each
//! place that branches to it, its parameters mapped. Values defined in a block
//! are used only in the blocks it dominates, which in a tree are the ones it
//! branches to: they end up nested inside it, where they remain visible.
//!
//! This is the simple and exact answer for what Triton emits; other shapes (a
//! join of two paths that does more than return, a loop made of branches, a
//! block no branch reaches) are refused with an error at the branch, which
//! names what is not supported. The condition of a `cf.cond_br` is an `i1`
//! scalar, the same in every thread of a program, so the `scf.if` that replaces
//! it is uniform: every thread takes the same arm, and a barrier in an arm is
//! reached by all of them or none.
//!
//! The interpreter runs the branches as they are (it does not use this pass),
//! so comparing the two checks the restructuring.

use crate::copy::copy_loc;
use crate::entities::{Block, FuncId, Inst, Value};
use crate::function::Function;
use crate::instructions::{InstructionData as D, Opcode, ValueList};
use crate::verify::{Verified, VerifierErrors};
use core::fmt;

/// How deep the `scf.if`s the pass builds may nest (below the verifier's limit
/// of 64 nested regions, leaving room for the regions inside the arms).
pub const MAX_NESTING: usize = 32;

/// Why a function's control flow could not be structured.
#[derive(Debug)]
pub enum StructurizeError {
    /// A shape the pass does not take, at the branch in `func` that makes it.
    Unsupported {
        /// The function.
        func: FuncId,
        /// The branch.
        inst: Inst,
        /// Where the branch was written.
        at: crate::SourceLoc,
        /// What is not supported.
        message: String,
    },
    /// The structured module failed the verifier: a bug of this pass.
    Internal(Box<VerifierErrors>),
}

impl fmt::Display for StructurizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StructurizeError::Unsupported { message, .. } => f.write_str(message),
            StructurizeError::Internal(errors) => {
                write!(
                    f,
                    "internal error: structured control flow fails the verifier: {errors:?}"
                )
            }
        }
    }
}

impl std::error::Error for StructurizeError {}

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
pub fn structurize(module: Verified) -> Result<Verified, StructurizeError> {
    if !has_branches(module.module()) {
        return Ok(module);
    }
    let mut module = module.into_inner();
    let ids: Vec<FuncId> = module.funcs.keys().collect();
    for id in ids {
        let func = &mut module.funcs[id];
        structurize_func(func).map_err(|(inst, message)| StructurizeError::Unsupported {
            func: id,
            inst,
            at: func.srclocs.inst(inst),
            message,
        })?;
    }
    Verified::new(module).map_err(|(_, errors)| StructurizeError::Internal(Box::new(errors)))
}

/// A block whose only instruction is `tt.return`.
fn returns_only(func: &Function, block: Block) -> Option<Inst> {
    let mut insts = func.order.insts(block);
    let first = insts.next()?;
    let only = insts.next().is_none() && func.dfg.inst(first).opcode() == Opcode::Return;
    only.then_some(first)
}

/// One block to inline: the block the code goes into, the block it comes from
/// with the arguments of its parameters, and how deep `into` is nested.
struct Work {
    into: Block,
    src: Block,
    args: Vec<Value>,
    depth: usize,
}

fn structurize_func(func: &mut Function) -> Result<(), (Inst, String)> {
    let entry = func.entry_block();
    let blocks: Vec<Block> = func.order.blocks(func.body).collect();
    if blocks.len() < 2 {
        return Ok(());
    }
    // Who branches to each block, counting a branch that names it twice twice.
    let mut preds: hashbrown::HashMap<Block, Vec<Inst>> = hashbrown::HashMap::new();
    for &block in &blocks {
        let Some(last) = func.order.last_inst(block) else {
            continue;
        };
        for (dest, _) in func.dfg.inst(last).branch_dests() {
            preds.entry(dest).or_default().push(last);
        }
    }
    for &block in &blocks[1..] {
        let from = preds.get(&block).map_or(&[][..], Vec::as_slice);
        if from.len() > 1 && returns_only(func, block).is_none() {
            let message = "unsupported: control flow where two paths join in a block that \
                           does more than return (only early returns are structured)";
            return Err((from[1], message.into()));
        }
        if from.is_empty() {
            let at = func.order.last_inst(block).unwrap_or_else(|| {
                func.order
                    .last_inst(entry)
                    .expect("a verified body block ends with a terminator")
            });
            let message = "unsupported: a block that no branch reaches";
            return Err((at, message.into()));
        }
    }
    let results = func.result_types.clone();
    let mut visited = 0usize;
    let mut work = vec![Work {
        into: entry,
        src: entry,
        args: Vec::new(),
        depth: 0,
    }];
    while let Some(Work {
        into,
        mut src,
        mut args,
        depth,
    }) = work.pop()
    {
        loop {
            visited += 1;
            if visited > blocks.len() * 2 {
                // Only a cycle of branches can bring the walk back to a block.
                let at = func.order.last_inst(src).expect("a terminator");
                return Err((at, "unsupported: a loop made of branches".into()));
            }
            let top = into == entry;
            if let Some(ret) = returns_only(func, src).filter(|_| src != entry) {
                // Copied, its parameters mapped to the arguments.
                let params = func.dfg.block_params(src).to_vec();
                let mapped: ValueList = func
                    .dfg
                    .inst(ret)
                    .args()
                    .iter()
                    .map(|a| params.iter().position(|p| p == a).map_or(*a, |i| args[i]))
                    .collect();
                let opcode = if top { Opcode::Return } else { Opcode::Yield };
                let copy = func.dfg.make_inst(
                    D::MultiAry {
                        opcode,
                        args: mapped,
                    },
                    &[],
                );
                copy_loc(func, ret, copy);
                func.order.append_inst(into, copy);
                break;
            }
            // The block's parameters are the arguments from here on.
            let params = func.dfg.block_params(src).to_vec();
            for (&p, &a) in params.iter().zip(&args) {
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
                    });
                    work.push(Work {
                        into: then_block,
                        src: t,
                        args: t_args,
                        depth: depth + 1,
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

    #[test]
    fn joins_and_loops_are_refused() {
        let join = "module {
  tt.func public @k(%p: !tt.ptr<i32>, %b: i1) {
    cf.cond_br %b, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    cf.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %c0 = arith.constant 0 : i32
    tt.store %p, %c0 : !tt.ptr<i32>
    tt.return
  }
}
";
        let err = structured(join).unwrap_err();
        assert!(err.contains("two paths join"), "{err}");
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
        assert!(err.contains("join"), "{err}");
    }
}
