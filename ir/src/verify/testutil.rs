//! A small function builder for the verifier's unit tests.
//!
//! The crate's own builder is written elsewhere; the tests build IR directly with
//! the data-flow graph and program order, through these few helpers, so that they
//! can also build IR the real builder would refuse.

use super::errors::VerifierError;
use super::verify_module;
use crate::attrs::MemFlags;
use crate::constant::ConstantValue;
use crate::dfg::ValueDef;
use crate::entities::{AnyEntity, Block, FuncId, Inst, Region, Type, Value};
use crate::function::{ArgAttrs, Function, Module};
use crate::instructions::{InstructionData, Opcode};
use crate::types::Types;
use cranelift_entity::EntityRef;

/// Builds one function, `@k`, appending instructions to a current block.
pub(super) struct Fb {
    /// The module's types.
    pub types: Types,
    /// The function.
    pub func: Function,
    /// Where instructions are appended.
    pub block: Block,
}

impl Fb {
    /// An empty function `@k` with its entry block current.
    pub fn new() -> Self {
        let func = Function::new("k");
        let block = func.entry_block();
        Fb {
            types: Types::new(),
            func,
            block,
        }
    }

    /// Appends an argument.
    pub fn arg(&mut self, ty: Type) -> Value {
        self.func.append_arg(ty, ArgAttrs::default())
    }

    /// Makes an instruction and appends it to the current block.
    pub fn inst(&mut self, data: InstructionData, results: &[Type]) -> Inst {
        let inst = self.func.dfg.make_inst(data, results);
        self.func.order.append_inst(self.block, inst);
        inst
    }

    /// Appends an instruction with one result and returns the result.
    pub fn val(&mut self, data: InstructionData, ty: Type) -> Value {
        let inst = self.inst(data, &[ty]);
        self.func.dfg.first_result(inst).unwrap()
    }

    /// Appends a `Unary`-format instruction.
    pub fn unary(&mut self, opcode: Opcode, arg: Value, ty: Type) -> Value {
        self.val(InstructionData::Unary { opcode, arg }, ty)
    }

    /// Appends a `Binary`-format instruction.
    pub fn binary(&mut self, opcode: Opcode, a: Value, b: Value, ty: Type) -> Value {
        let args = [a, b];
        self.val(InstructionData::Binary { opcode, args }, ty)
    }

    /// Appends an `arith.constant`.
    pub fn constant(&mut self, value: ConstantValue, ty: Type) -> Value {
        let opcode = Opcode::Constant;
        self.val(InstructionData::Constant { opcode, value }, ty)
    }

    /// Appends a masked `tt.load`.
    pub fn load(&mut self, ptr: Value, mask: Value, ty: Type) -> Value {
        let data = InstructionData::Load {
            opcode: Opcode::Load,
            args: [ptr, mask].into_iter().collect(),
            flags: MemFlags::default(),
        };
        self.val(data, ty)
    }

    /// Appends a terminator (or any `MultiAry` op) without results.
    pub fn terminator(&mut self, opcode: Opcode, args: &[Value]) -> Inst {
        let args = args.iter().copied().collect();
        self.inst(InstructionData::MultiAry { opcode, args }, &[])
    }

    /// Appends `tt.return`.
    pub fn ret(&mut self) -> Inst {
        self.terminator(Opcode::Return, &[])
    }

    /// A new region with one block whose parameters have the types `params`.
    pub fn region(&mut self, params: &[Type]) -> (Region, Block, Vec<Value>) {
        let region = self.func.dfg.make_region();
        let block = self.func.dfg.make_block();
        self.func.order.append_block(region, block);
        let values = params
            .iter()
            .map(|&ty| self.func.dfg.append_block_param(block, ty))
            .collect();
        (region, block, values)
    }

    /// Makes `block` current and returns the block that was.
    pub fn switch_to(&mut self, block: Block) -> Block {
        core::mem::replace(&mut self.block, block)
    }

    /// The location of an instruction of `@k`.
    pub fn at(&self, inst: Inst) -> AnyEntity {
        AnyEntity::Inst(FuncId::new(0), inst)
    }

    /// The location of the instruction that defines `value`.
    pub fn def_at(&self, value: Value) -> AnyEntity {
        match self.func.dfg.value_def(value) {
            ValueDef::Result(inst, _) => self.at(inst),
            ValueDef::Param(..) => AnyEntity::Value(FuncId::new(0), value),
        }
    }

    /// The module holding the function.
    pub fn finish(self) -> Module {
        let mut module = Module::new();
        module.types = self.types;
        module.funcs.push(self.func);
        module
    }
}

/// The errors the verifier finds in `module`, none if it passes.
pub(super) fn errors(module: &Module) -> Vec<VerifierError> {
    verify_module(module).err().map(|e| e.0).unwrap_or_default()
}

/// Asserts that the verifier reports an error at `at` whose message contains `text`.
pub(super) fn assert_error(module: &Module, at: AnyEntity, text: &str) {
    let errors = errors(module);
    let found = errors
        .iter()
        .any(|e| e.location == at && e.message.contains(text));
    assert!(
        found,
        "no error at {at} containing {text:?} among {errors:#?}"
    );
}

/// Asserts that the verifier accepts `module`.
pub(super) fn assert_ok(module: &Module) {
    if let Err(errors) = verify_module(module) {
        panic!("unexpected verifier errors:\n{errors}");
    }
}

/// The elementwise kernel of the corpus (`vec_add_f32`): `out = x + y` over blocks
/// of 1024 elements, with `tt.get_program_id`, `tt.make_range`, `tt.splat`,
/// `tt.addptr`, masked `tt.load` and `tt.store`.
pub(super) fn vec_add() -> Fb {
    let mut fb = Fb::new();
    let (i1, i32, f32) = (fb.types.i1(), fb.types.i32(), fb.types.f32());
    let ptr = fb.types.ptr(f32);
    let (ptrs, offs_ty) = (fb.types.tensor(&[1024], ptr), fb.types.tensor(&[1024], i32));
    let (vals, mask_ty) = (fb.types.tensor(&[1024], f32), fb.types.tensor(&[1024], i1));
    let [x_ptr, y_ptr, out_ptr] = [ptr; 3].map(|ty| fb.arg(ty));
    let n = fb.arg(i32);
    let block = fb.constant(ConstantValue::Scalar(1024), i32);
    let pid = InstructionData::ProgramInfo {
        opcode: Opcode::GetProgramId,
        axis: crate::attrs::ProgramAxis::X,
    };
    let pid = fb.val(pid, i32);
    let start = fb.binary(Opcode::MulI, pid, block, i32);
    let range = InstructionData::MakeRange {
        opcode: Opcode::MakeRange,
        start: 0,
        end: 1024,
    };
    let range = fb.val(range, offs_ty);
    let start = fb.unary(Opcode::Splat, start, offs_ty);
    let offs = fb.binary(Opcode::AddI, start, range, offs_ty);
    let n = fb.unary(Opcode::Splat, n, offs_ty);
    let cmp = InstructionData::IntCompare {
        opcode: Opcode::CmpI,
        cond: crate::attrs::IntCC::Slt,
        args: [offs, n],
    };
    let mask = fb.val(cmp, mask_ty);
    let pointer = |fb: &mut Fb, base| {
        let base = fb.unary(Opcode::Splat, base, ptrs);
        fb.binary(Opcode::AddPtr, base, offs, ptrs)
    };
    let (xp, yp, op) = (
        pointer(&mut fb, x_ptr),
        pointer(&mut fb, y_ptr),
        pointer(&mut fb, out_ptr),
    );
    let x = fb.load(xp, mask, vals);
    let y = fb.load(yp, mask, vals);
    let sum = fb.binary(Opcode::AddF, x, y, vals);
    let store = InstructionData::Store {
        opcode: Opcode::Store,
        args: [op, sum, mask].into_iter().collect(),
        flags: MemFlags::default(),
    };
    fb.inst(store, &[]);
    fb.ret();
    fb
}

/// A loop kernel: `x_ptr[0] = sum(x_ptr[0..n])`, 64 elements per iteration, with an
/// `scf.for` carrying an `f32` accumulator and a `tt.reduce` in its body.
pub(super) fn row_sum() -> Fb {
    let mut fb = Fb::new();
    let (i32, f32) = (fb.types.i32(), fb.types.f32());
    let ptr = fb.types.ptr(f32);
    let (ptrs, offs_ty) = (fb.types.tensor(&[64], ptr), fb.types.tensor(&[64], i32));
    let vals = fb.types.tensor(&[64], f32);
    let x_ptr = fb.arg(ptr);
    let n = fb.arg(i32);
    let zero = fb.constant(ConstantValue::Scalar(0), i32);
    let step = fb.constant(ConstantValue::Scalar(64), i32);
    let init = fb.constant(ConstantValue::Scalar(0), f32);
    let range = InstructionData::MakeRange {
        opcode: Opcode::MakeRange,
        start: 0,
        end: 64,
    };
    let range = fb.val(range, offs_ty);
    let base = fb.unary(Opcode::Splat, x_ptr, ptrs);
    let (body, body_block, p) = fb.region(&[i32, f32]);
    let outer = fb.switch_to(body_block);
    let off = fb.unary(Opcode::Splat, p[0], offs_ty);
    let idx = fb.binary(Opcode::AddI, off, range, offs_ty);
    let addr = fb.binary(Opcode::AddPtr, base, idx, ptrs);
    let load = InstructionData::Load {
        opcode: Opcode::Load,
        args: [addr].into_iter().collect(),
        flags: MemFlags::default(),
    };
    let v = fb.val(load, vals);
    let s = sum_reduce(&mut fb, v, f32);
    let acc = fb.binary(Opcode::AddF, p[1], s, f32);
    fb.terminator(Opcode::Yield, &[acc]);
    fb.switch_to(outer);
    let data = InstructionData::For {
        opcode: Opcode::For,
        args: [zero, n, step, init].into_iter().collect(),
        body,
    };
    let looped = fb.inst(data, &[f32]);
    let total = fb.func.dfg.first_result(looped).unwrap();
    let store = InstructionData::Store {
        opcode: Opcode::Store,
        args: [x_ptr, total].into_iter().collect(),
        flags: MemFlags::default(),
    };
    fb.inst(store, &[]);
    fb.ret();
    fb
}

/// Appends `tt.reduce` of the 1-d tensor `v` along axis 0 with an `arith.addf`
/// combine region; returns the scalar sum.
fn sum_reduce(fb: &mut Fb, v: Value, elem: Type) -> Value {
    let (region, block, q) = fb.region(&[elem, elem]);
    let outer = fb.switch_to(block);
    let t = fb.binary(Opcode::AddF, q[0], q[1], elem);
    fb.terminator(Opcode::ReduceReturn, &[t]);
    fb.switch_to(outer);
    let data = InstructionData::ReduceScan {
        opcode: Opcode::Reduce,
        args: [v].into_iter().collect(),
        axis: 0,
        reverse: false,
        region,
    };
    fb.val(data, elem)
}
