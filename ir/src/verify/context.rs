//! The state the checks of one function share: [`FuncCx`] for the function and
//! [`InstCx`] for one instruction.
//!
//! `InstCx::err` prefixes every message with the op's name, so each typing rule
//! writes only the problem: `cx.err(format!("operands have different types: ..."))`
//! reports `arith.addi: operands have different types: ...` at the instruction.

use super::display::{type_to_string, value_name};
use super::errors::VerifierErrors;
use super::tables::ValidTypes;
use super::tree::Tree;
use crate::dfg::DataFlowGraph;
use crate::entities::{AnyEntity, Block, FuncId, Inst, Region, Type, Value};
use crate::function::{Function, Module};
use crate::instructions::{InstructionData, Opcode};
use crate::types::Types;
use core::fmt::Display;

/// What every check of one function reads.
pub(super) struct FuncCx<'a> {
    /// The module, for calls and the type table.
    pub module: &'a Module,
    /// The module's types.
    pub types: &'a Types,
    /// The function's id, for error locations.
    pub id: FuncId,
    /// The function.
    pub func: &'a Function,
    /// The function's data-flow graph.
    pub dfg: &'a DataFlowGraph,
    /// The types that passed the handle checks.
    pub valid_types: &'a ValidTypes,
    /// The regions, blocks and instructions reached from the body, with handles
    /// checked.
    pub tree: Tree,
}

impl<'a> FuncCx<'a> {
    /// A context whose tree is still empty.
    pub fn new(module: &'a Module, id: FuncId, valid_types: &'a ValidTypes) -> Self {
        let func = &module.funcs[id];
        FuncCx {
            module,
            types: &module.types,
            id,
            func,
            dfg: &func.dfg,
            valid_types,
            tree: Tree::default(),
        }
    }

    /// The MLIR text of a type.
    pub fn show(&self, ty: Type) -> String {
        type_to_string(self.types, ty)
    }

    /// The name of a value in messages.
    pub fn name(&self, value: Value) -> String {
        value_name(self.dfg, value)
    }

    /// Whether `ty` is in range and well formed.
    pub fn type_ok(&self, ty: Type) -> bool {
        self.valid_types.contains(ty)
    }

    /// The location of the function.
    pub fn at_func(&self) -> AnyEntity {
        AnyEntity::Function(self.id)
    }

    /// The location of an instruction.
    pub fn at_inst(&self, inst: Inst) -> AnyEntity {
        AnyEntity::Inst(self.id, inst)
    }

    /// The location of a block.
    pub fn at_block(&self, block: Block) -> AnyEntity {
        AnyEntity::Block(self.id, block)
    }

    /// The location of a value.
    pub fn at_value(&self, value: Value) -> AnyEntity {
        AnyEntity::Value(self.id, value)
    }

    /// The block of a region that must have exactly one (every region an op owns),
    /// if it was reached and has one.
    pub fn only_block(&self, region: Region) -> Option<Block> {
        match self.tree.blocks(region) {
            [block] => Some(*block),
            _ => None,
        }
    }

    /// The terminator of a one-block region, when it is `opcode` and its handles are
    /// sound. Where it is missing or another op, the structure checks report it.
    pub fn terminator(&self, region: Region, opcode: Opcode) -> Option<Inst> {
        let block = self.only_block(region)?;
        let last = *self.tree.insts(block).last()?;
        let ok = self.tree.is_ok(last) && self.dfg.inst(last).opcode() == opcode;
        ok.then_some(last)
    }
}

/// What the typing rule of one instruction reads, and where it reports.
pub(super) struct InstCx<'a> {
    /// The function.
    pub fx: &'a FuncCx<'a>,
    /// The instruction.
    pub inst: Inst,
    /// Its data.
    pub data: &'a InstructionData,
    /// Its opcode, operands and results, read once: the rules ask for them again
    /// and again, and each read of the data is a match on its format.
    op: Opcode,
    args: &'a [Value],
    results: &'a [Value],
    errors: &'a mut VerifierErrors,
}

impl<'a> InstCx<'a> {
    /// The context of `inst`, whose handles must be sound.
    pub fn new(fx: &'a FuncCx<'a>, inst: Inst, errors: &'a mut VerifierErrors) -> Self {
        let data = fx.dfg.inst(inst);
        InstCx {
            fx,
            inst,
            data,
            op: data.opcode(),
            args: data.args(),
            results: fx.dfg.inst_results(inst),
            errors,
        }
    }

    /// The context of another instruction (a terminator, checked against the op that
    /// owns its region), reporting to the same list.
    pub fn at(&mut self, inst: Inst) -> InstCx<'_> {
        InstCx::new(self.fx, inst, self.errors)
    }

    /// The opcode.
    pub fn op(&self) -> Opcode {
        self.op
    }

    /// Reports `msg` at the instruction, prefixed with the op's name.
    pub fn err(&mut self, msg: impl Display) {
        let at = self.fx.at_inst(self.inst);
        self.errors
            .report(at, format!("{}: {msg}", self.op().name()));
    }

    /// The module's types.
    pub fn types(&self) -> &'a Types {
        self.fx.types
    }

    /// The operands.
    pub fn args(&self) -> &'a [Value] {
        self.args
    }

    /// The type of a value.
    pub fn ty(&self, value: Value) -> Type {
        self.fx.dfg.value_type(value)
    }

    /// The type of operand `n`, which must exist.
    pub fn arg_ty(&self, n: usize) -> Type {
        self.ty(self.args()[n])
    }

    /// The results.
    pub fn results(&self) -> &'a [Value] {
        self.results
    }

    /// The type of result `n`, which must exist.
    pub fn res_ty(&self, n: usize) -> Type {
        self.ty(self.results()[n])
    }

    /// The MLIR text of a type.
    pub fn show(&self, ty: Type) -> String {
        self.fx.show(ty)
    }

    /// Reports unless the op has between `min` and `max` operands.
    pub fn expect_args(&mut self, min: usize, max: usize) -> bool {
        let n = self.args().len();
        if (min..=max).contains(&n) {
            return true;
        }
        match (min, max) {
            (min, max) if min == max => self.err(format!("expected {min} operands, found {n}")),
            (min, usize::MAX) => self.err(format!("expected at least {min} operands, found {n}")),
            _ => self.err(format!("expected {min} to {max} operands, found {n}")),
        }
        false
    }

    /// Reports unless the op has `n` results.
    pub fn expect_results(&mut self, n: usize) -> bool {
        let found = self.results().len();
        if found != n {
            self.err(format!("expected {n} results, found {found}"));
        }
        found == n
    }

    /// Reports unless the operands have the types `expected`; `what` says where the
    /// types come from ("the results of scf.if"). Used on terminators.
    pub fn expect_operand_types(&mut self, expected: &[Type], what: impl Display) {
        let args = self.args();
        if args.len() != expected.len() {
            let (n, found) = (expected.len(), args.len());
            return self.err(format!(
                "expected {n} operands to match {what}, found {found}"
            ));
        }
        for (i, (&arg, &want)) in args.iter().zip(expected).enumerate() {
            let ty = self.ty(arg);
            if ty != want {
                let (ty, want) = (self.show(ty), self.show(want));
                self.err(format!(
                    "operand {i} has type {ty}, expected {want} to match {what}"
                ));
            }
        }
    }

    /// Reports unless `block`, the entry of a region the op owns, has parameters of
    /// the types `expected`; `what` says what they stand for.
    pub fn expect_block_params(&mut self, block: Block, expected: &[Type], what: &str) {
        let params = self.fx.dfg.block_params(block);
        if params.len() != expected.len() {
            let (n, found) = (expected.len(), params.len());
            let msg = format!("{block} has {found} parameters, expected {n} ({what})");
            return self.err(msg);
        }
        for (j, (&param, &want)) in params.iter().zip(expected).enumerate() {
            let ty = self.ty(param);
            if ty != want {
                let (ty, want) = (self.show(ty), self.show(want));
                let msg =
                    format!("parameter {j} of {block} has type {ty}, expected {want} ({what})");
                self.err(msg);
            }
        }
    }
}
