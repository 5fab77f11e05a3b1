//! The verifier: the invariants every later stage relies on.
//!
//! [`verify_module`] checks a module and returns every problem it finds, each with
//! its location and a message that names the op and prints the types involved.
//! [`Verified::new`] wraps a module that passed; later stages take a [`Verified`],
//! so unverified IR cannot reach them (naga's `ModuleInfo` plays this role).
//!
//! The checks run in phases, as in Cranelift and naga. The handle checks come first
//! and decide what the later phases may look at: an instruction whose handles are
//! bad is left out of the typing rules, so no check ever follows a bad handle, and
//! the verifier never panics, whatever the module holds. Otherwise errors do not
//! stop the verifier: it reports all of them.
//!
//! # Handle integrity (`tables.rs`, `tree.rs`)
//!
//! - Every type refers only to types and encodings in range and interned before it;
//!   every encoding's parent is in range and interned before it. So types are
//!   acyclic.
//! - Integer types are `i1`, `i8`, `i16`, `i32` or `i64`; tensor and memdesc
//!   elements are scalars (integers, floats, `index`) or pointers.
//! - A blocked encoding's parameter lists have one length.
//! - Every location refers to locations and aliases in range, and every alias is
//!   defined. The locations of the module, of functions, of instructions and of
//!   block parameters are in range.
//! - No two functions share a name.
//! - The function body region is in range and owned by no instruction.
//! - Every block listed in a region is in range, placed once, and records that
//!   region; every instruction listed in a block is in range, placed once, and
//!   records that block.
//! - Every instruction's data has its opcode's format; its operands are values in
//!   range; its results and all block parameters have valid types.
//! - Every region an instruction owns is in range, has that instruction as its
//!   parent and is owned once; regions nest at most 64 deep.
//!
//! # Block structure (`structure.rs`)
//!
//! - A function body has at least one block; a region owned by an op has one.
//! - Every block ends with a terminator and has no terminator before its end.
//! - The terminator is the one the region needs: `tt.return` for a function body,
//!   `scf.yield` for `scf.for` and `scf.if` regions and the `scf.while` after
//!   region, `scf.condition` for the `scf.while` before region, `tt.reduce.return`
//!   and `tt.scan.return` for combine regions.
//!
//! # SSA form (`ssa.rs`)
//!
//! - Every use is dominated by its definition: a value used in block `B` is a
//!   parameter of `B`, a result of an earlier instruction of `B`, or visible in the
//!   same way at the op that owns `B`'s region. Values defined in a region are not
//!   visible after its op. Combine regions may use outer values (Triton does not
//!   isolate them from above).
//!
//! # Definitions (`defs.rs`)
//!
//! - Every tensor type of a result or block parameter has dimensions of at least 1
//!   that are powers of two (memdescs: at least 1), and its encoding, if any, is a
//!   distributed layout of the tensor's rank.
//!
//! # Typing rules (`typing.rs` routes each op's typing class to one file per family)
//!
//! - Result counts, as the opcode table's `results` column fixes them: one result
//!   for most ops, none for stores, terminators, asserts and prints, two for
//!   `tt.split`; one per operand for reduce and scan, one per loop-carried value
//!   for `scf.for` (checked by their rules).
//! - `arith.rs`: integer ops (typing class `SameInt`) have operands and a result of
//!   one integer (or tensor of integers) type, float ops (`SameFloat`, which
//!   includes `tt.clampf`) of one float type; in TTGIR one type means one encoding too.
//!   `cmpi`/`cmpf` compare operands of one type and give `i1` of their shape and
//!   encoding. `select` takes an `i1` scalar or an `i1` tensor of the result's
//!   shape, and two values of the result's type. A constant's type matches its
//!   value: a scalar type for a scalar, a tensor type for a dense value with one
//!   element per tensor element. Program ids and counts are `i32`.
//! - `casts.rs`: casts keep the shape; `ext*` widen and `trunc*` narrow integers or
//!   floats, int-float conversions go the right way, bitcasts keep the width, and
//!   `tt.fp_to_fp` between floats needs a rounding mode to narrow.
//! - `shape.rs`: `make_range` gives `tensor<(end - start) x i32>` with `end > start`
//!   and a power-of-two size; `splat` a tensor of its scalar operand; `broadcast`
//!   keeps the rank, each operand dimension 1 or the result's; `expand_dims` inserts
//!   a 1 at `axis <= rank`; `reshape` keeps the number of elements; `trans` permutes
//!   dimensions by a permutation; `join` and `split` add and remove a last dimension
//!   of 2; `convert_layout` keeps shape and element type.
//! - `memory.rs`: `addptr` adds an integer offset of the pointer's shape to a
//!   pointer or tensor of pointers and keeps its type; `load` gives, and `store`,
//!   `atomic_rmw` and `atomic_cas` take, values of the pointee type and the pointer
//!   operand's shape; masks are `i1` of that shape; `other` has the result's type;
//!   atomics return the value's type.
//! - `compute.rs`: `dot` multiplies `M x K` by `K x N` into an `M x N` accumulator
//!   of the result's type (rank 2, or 3 batched), with one input element type.
//! - `gather.rs`: `gather` takes a source and an integer index of one rank, equal
//!   but along `axis < rank`, and gives the index's shape (and encoding) with the
//!   source's element type; `histogram` counts a 1-d integer tensor, with an
//!   optional `i1` mask of its type, into a 1-d `i32` tensor.
//! - `reduce.rs`: reduce and scan take tensors of one shape and an axis below their
//!   rank; a reduction drops the axis (a scalar from 1-d), a scan keeps the type;
//!   the combine block has two parameters per operand of its element type, and the
//!   terminator returns one value per operand of that type.
//! - `control.rs`: `scf.for` bounds and step share an integer scalar type; its body
//!   block takes the induction variable of that type, then the loop-carried values;
//!   its body yields, and its results have, the initial values' types. `scf.if`
//!   takes an `i1` scalar and its regions yield the result types. `scf.while`'s
//!   before block takes the initial types and ends in `scf.condition` with an `i1`
//!   scalar and values of the result types; its after block takes the result types
//!   and yields the initial types. `tt.assert` takes `i1` or a tensor of `i1`.
//! - `func.rs`: `arg_attrs` has one entry per entry-block parameter; result types
//!   are valid; `tt.return` returns the result types; `tt.call` names a function of
//!   the module and matches its parameter and result types.
//! - The TritonGPU ops in the generic format (`ttg.local_alloc`, ...) and
//!   `tt.print` have only the handle and SSA checks.
//!
//! # Not checked yet
//!
//! - Encodings against the ops that need particular ones (`#ttg.dot_op` operands of
//!   `tt.dot`, slice layouts of reduction results), and the parameters of encodings
//!   beyond their lengths.
//! - That integer constants fit in their width, `tt.print`'s `isSigned` list, and
//!   the semantics of the generic-format TritonGPU ops.

mod arith;
mod casts;
mod compute;
mod context;
mod control;
mod defs;
pub mod descriptor;
pub mod display;
mod errors;
mod func;
mod gather;
mod memory;
mod query;
mod reduce;
mod shape;
mod ssa;
mod structure;
mod tables;
#[cfg(test)]
mod testutil;
mod tree;
mod typing;

pub use errors::{VerifierError, VerifierErrors};

use crate::function::Module;
use context::FuncCx;

/// A module that passed the verifier. Later stages take this, not a bare
/// [`Module`], so unverified IR cannot reach them.
#[derive(Clone, Debug)]
pub struct Verified {
    module: Module,
}

impl Verified {
    /// Verifies `module`; gives it back with the errors if it does not pass.
    // The module is returned by value on failure so the caller keeps it; the error
    // path is cold, so its size does not matter.
    #[allow(clippy::result_large_err)]
    pub fn new(module: Module) -> Result<Verified, (Module, VerifierErrors)> {
        match verify_module(&module) {
            Ok(()) => Ok(Verified { module }),
            Err(errors) => Err((module, errors)),
        }
    }

    /// Wraps `module`, the output of a pass that takes verified IR and keeps
    /// every invariant, checking it again only in a debug build (as Cranelift's
    /// `verify_if` checks only when asked): in a release build the pass is
    /// trusted, and its output costs no second run of the verifier. A broken
    /// invariant is the pass's bug; the errors come back as they do from
    /// [`Verified::new`].
    #[allow(clippy::result_large_err)]
    pub fn after_pass(module: Module) -> Result<Verified, (Module, VerifierErrors)> {
        if cfg!(debug_assertions) {
            Verified::new(module)
        } else {
            Ok(Verified { module })
        }
    }

    /// The verified module.
    pub fn module(&self) -> &Module {
        &self.module
    }

    /// Gives the module back.
    pub fn into_inner(self) -> Module {
        self.module
    }
}

/// Checks every invariant of `module` (see the [module documentation](self)) and
/// returns all the errors found.
pub fn verify_module(module: &Module) -> Result<(), VerifierErrors> {
    let mut errors = VerifierErrors::default();
    let valid_types = tables::check_tables(module, &mut errors);
    for id in module.funcs.keys() {
        let mut fx = FuncCx::new(module, id, &valid_types);
        let Some(tree) = tree::build(&fx, &mut errors) else {
            continue;
        };
        fx.tree = tree;
        structure::check(&fx, &mut errors);
        ssa::check(&fx, &mut errors);
        defs::check(&fx, &mut errors);
        typing::check(&fx, &mut errors);
        func::check_signature(&fx, &mut errors);
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

#[cfg(test)]
mod tests {
    use super::testutil::{assert_ok, errors, row_sum, vec_add, Fb};
    use super::*;
    use crate::entities::{Inst, Type, Value};
    use crate::instructions::{InstructionData, Opcode};
    use crate::types::TypeData;
    use cranelift_entity::EntityRef;

    #[test]
    fn the_elementwise_kernel_passes() {
        assert_ok(&vec_add().finish());
    }

    #[test]
    fn the_loop_and_reduce_kernel_passes() {
        assert_ok(&row_sum().finish());
    }

    /// A xorshift generator: `next(n)` is a pseudo-random number below `n`.
    fn rng(mut state: u64) -> impl FnMut(usize) -> usize {
        move |n| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n.max(1) as u64) as usize
        }
    }

    /// Breaks `fb` in one random way: an operand out of range or moved, the data of
    /// another instruction (its regions included), an instruction removed or placed
    /// again, or a new instruction of a malformed type.
    fn mutate(fb: &mut Fb, next: &mut impl FnMut(usize) -> usize) {
        let (dfg, order) = (&mut fb.func.dfg, &mut fb.func.order);
        let (n_insts, n_values) = (dfg.num_insts(), dfg.num_values());
        let inst = Inst::new(next(n_insts));
        let other = Inst::new(next(n_insts));
        match next(5) {
            0 => {
                let args = dfg.inst_mut(inst).args_mut();
                if !args.is_empty() {
                    args[next(args.len())] = Value::new(next(2 * n_values));
                }
            }
            1 => *dfg.inst_mut(inst) = dfg.inst(other).clone(),
            2 => order.remove_inst(inst),
            3 if order.inst_block(other).is_some() => order.insert_inst_before(inst, other),
            _ => {
                let elem = Type::new(next(fb.types.iter().count() + 2));
                let shape = [next(6) as i64 - 1].into_iter().collect();
                let data = TypeData::Tensor {
                    shape,
                    elem,
                    encoding: None,
                };
                let ty = fb.types.intern(data);
                let arg = Value::new(next(n_values));
                let splat = InstructionData::Unary {
                    opcode: Opcode::Splat,
                    arg,
                };
                let new = dfg.make_inst(splat, &[ty]);
                if let Some(block) = order.inst_block(other) {
                    order.append_inst(block, new);
                }
            }
        }
    }

    #[test]
    fn malformed_modules_never_panic() {
        let mut next = rng(0x2545_F491_4F6C_DD1D);
        for round in 0..2000 {
            let mut fb = if round % 2 == 0 { vec_add() } else { row_sum() };
            for _ in 0..1 + next(4) {
                mutate(&mut fb, &mut next);
            }
            let module = fb.finish();
            if let Err(errors) = verify_module(&module) {
                assert!(!errors.is_empty());
                let _ = errors.to_string();
            }
        }
    }

    #[test]
    fn verified_wraps_only_modules_that_pass() {
        let verified = Verified::new(vec_add().finish()).expect("vec_add verifies");
        assert_eq!(verified.module().funcs.len(), 1);
        let mut module = verified.into_inner();
        module.funcs.push(crate::Function::new("empty"));
        let (module, errs) = Verified::new(module).expect_err("an empty body has no terminator");
        assert_eq!(module.funcs.len(), 2);
        assert!(!errs.is_empty());
        assert_eq!(errs.0, errors(&module));
    }
}
