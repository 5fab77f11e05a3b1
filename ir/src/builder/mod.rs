//! The builder API: tile IR built from Rust, in the style of Cranelift's
//! `FunctionBuilder`.
//!
//! A [`FunctionBuilder`] borrows a [`Function`] and the module's [`Types`] and has a
//! position: the block that new instructions are appended to. [`FunctionBuilder::ins`]
//! returns a [`FuncInstBuilder`] that builds one instruction there. The
//! per-opcode methods come from the [`InstBuilder`] trait, which every
//! [`InstBuilderBase`] implements, so code reads `b.ins().addi(x, y)` once
//! `InstBuilder` is in scope.
//!
//! # Result types
//!
//! Each method infers the types of its results from its operands, as Triton's ops
//! do: arithmetic takes the type of its first operand, `cmpi` and `cmpf` give `i1` in
//! the operand's shape and encoding, casts take the destination *element* type and
//! keep the shape (`sitofp(x, f32)`), `tt.load` gives the pointee in the pointer's
//! shape, `tt.reduce` drops the axis. A TTGIR op whose result encoding cannot be
//! inferred is built with an explicit type through [`InstBuilderBase::build`].
//!
//! # Errors
//!
//! The builder checks only what inference needs: a method that cannot compute its
//! result type (a load from a non-pointer, an empty range, an axis out of range)
//! comes as a `try_*` method returning [`BuildError`] and a twin without `try_` that
//! panics with the error's message. Whether operands agree (both sides of `addi` of
//! one type, a mask of the pointer's shape, a terminator at the end of each block)
//! is checked by the verifier ([`verify`](crate::verify)), not here. Values, blocks and
//! types must come from the function and module being built; handles from
//! elsewhere refer to something else or panic on an index out of range.
//!
//! # Structured control flow
//!
//! Ops with regions (`scf.for`, `scf.if`, `scf.while`, `tt.reduce`, `tt.scan`) make
//! their regions and blocks and return them ([`ForLoop`], [`IfOp`], [`WhileOp`],
//! [`ReduceOp`]) without moving the builder. Fill a block with
//! [`FunctionBuilder::in_block`], or with [`switch_to_block`](FunctionBuilder::switch_to_block)
//! and a switch back, and end it with its terminator (`yield_`, `condition`,
//! `reduce_return`, `scan_return`).
//!
//! # Example
//!
//! The vector-add kernel of Triton's tutorial (compiled with
//! `tilelift::compile_module` in the `tests/embed` crate, to the same
//! `ld.global.v4.b32` code as its TTIR):
//!
//! ```
//! use tilelift_ir::attrs::{IntCC, MemFlags, ProgramAxis};
//! use tilelift_ir::builder::InstBuilder;
//! use tilelift_ir::{ArgAttrs, Function, FunctionBuilder, Module, Opcode};
//!
//! let mut module = Module::new();
//! let id = module.funcs.push(Function::new("add_kernel"));
//! // The function and the type table are disjoint fields of the module.
//! let mut b = FunctionBuilder::new(&mut module.funcs[id], &mut module.types);
//! let (i32, f32) = (b.types().i32(), b.types().f32());
//! let f32_ptr = b.types_mut().ptr(f32);
//! // Triton's hints: every argument a multiple of 16 (the pointers 16-byte
//! // aligned), without which the loads and stores are scalar.
//! let hint = || ArgAttrs { divisibility: Some(16), ..ArgAttrs::default() };
//! let x_ptr = b.append_arg_with_attrs(f32_ptr, hint());
//! let y_ptr = b.append_arg_with_attrs(f32_ptr, hint());
//! let out_ptr = b.append_arg_with_attrs(f32_ptr, hint());
//! let n = b.append_arg_with_attrs(i32, hint());
//!
//! let pid = b.ins().get_program_id(ProgramAxis::X);
//! let block_size = b.ins().iconst(i32, 1024);
//! let block_start = b.ins().muli(pid, block_size);
//! let start = b.ins().splat(block_start, &[1024]);
//! let range = b.ins().make_range(0, 1024);
//! let offsets = b.ins().addi(start, range);
//! b.set_name(offsets, "offsets");
//! let limit = b.ins().splat(n, &[1024]);
//! let mask = b.ins().cmpi(IntCC::Slt, offsets, limit);
//!
//! let x_ptrs = b.ins().splat(x_ptr, &[1024]);
//! let x_ptrs = b.ins().addptr(x_ptrs, offsets);
//! let x = b.ins().load(x_ptrs, Some(mask), None, MemFlags::default());
//! let y_ptrs = b.ins().splat(y_ptr, &[1024]);
//! let y_ptrs = b.ins().addptr(y_ptrs, offsets);
//! let y = b.ins().load(y_ptrs, Some(mask), None, MemFlags::default());
//! let sum = b.ins().addf(x, y);
//! let out_ptrs = b.ins().splat(out_ptr, &[1024]);
//! let out_ptrs = b.ins().addptr(out_ptrs, offsets);
//! b.ins().store(out_ptrs, sum, Some(mask), MemFlags::default());
//! b.ins().return_(&[]);
//!
//! let func = &module.funcs[id];
//! let types = &mut module.types;
//! let f32_block = types.tensor(&[1024], f32);
//! assert_eq!(func.dfg.value_type(sum), f32_block);
//! assert_eq!(types.shape(func.dfg.value_type(mask)), &[1024]);
//! assert_eq!(types.element_type(func.dfg.value_type(mask)), types.i1());
//! let last = func.order.last_inst(func.entry_block()).unwrap();
//! assert_eq!(func.dfg.inst(last).opcode(), Opcode::Return);
//! ```

mod error;
mod infer;
mod ops;

pub use error::BuildError;
pub use ops::InstBuilder;

use crate::dfg::DataFlowGraph;
use crate::entities::{Block, Inst, Loc, Region, Type, Value};
use crate::function::{ArgAttrs, Function};
use crate::instructions::InstructionData;
use crate::types::Types;

/// Runs `f` with a builder whose instructions end up just before `inst`
/// (appended to `inst`'s block, then moved): for passes that replace an
/// instruction by a sequence.
pub fn build_before<R>(
    func: &mut Function,
    types: &mut Types,
    inst: Inst,
    f: impl FnOnce(&mut FunctionBuilder<'_>) -> R,
) -> R {
    let block = func
        .order
        .inst_block(inst)
        .expect("the instruction is in a block");
    let last = func.order.last_inst(block);
    let result = {
        let mut b = FunctionBuilder::new(func, types);
        b.switch_to_block(block);
        f(&mut b)
    };
    let mut new = Vec::new();
    let mut at = match last {
        Some(l) => func.order.next_inst(l),
        None => func.order.insts(block).next(),
    };
    while let Some(i) = at {
        new.push(i);
        at = func.order.next_inst(i);
    }
    for i in new {
        func.order.remove_inst(i);
        func.order.insert_inst_before(i, inst);
    }
    result
}

/// Builds instructions into a function.
///
/// The builder holds no state besides the position and the source location, so
/// there is no context to keep between functions (Cranelift's
/// `FunctionBuilderContext`): make a new builder for each function.
///
/// # Errors
///
/// [`ins`](Self::ins) and [`append_block_to_region`](Self::append_block_to_region)
/// panic on misuse; their `try_*` twins return a [`BuildError`] instead.
pub struct FunctionBuilder<'a> {
    func: &'a mut Function,
    types: &'a mut Types,
    position: Option<Block>,
    srcloc: Option<Loc>,
}

/// Construction and access.
impl<'a> FunctionBuilder<'a> {
    /// A builder for `func`, whose types live in `types`, positioned at the end of
    /// the entry block.
    pub fn new(func: &'a mut Function, types: &'a mut Types) -> Self {
        let entry = func.entry_block();
        FunctionBuilder {
            func,
            types,
            position: Some(entry),
            srcloc: None,
        }
    }

    /// The function being built.
    pub fn func(&self) -> &Function {
        self.func
    }

    /// The function being built, mutably (for attributes, result types, the name).
    pub fn func_mut(&mut self) -> &mut Function {
        self.func
    }

    /// The module's type table.
    pub fn types(&self) -> &Types {
        self.types
    }

    /// The module's type table, mutably, to intern new types.
    pub fn types_mut(&mut self) -> &mut Types {
        self.types
    }

    /// The type of `value`.
    pub fn value_type(&self, value: Value) -> Type {
        self.func.dfg.value_type(value)
    }

    /// The results of `inst`.
    pub fn inst_results(&self, inst: Inst) -> &[Value] {
        self.func.dfg.inst_results(inst)
    }

    /// The parameters of `block`.
    pub fn block_params(&self, block: Block) -> &[Value] {
        self.func.dfg.block_params(block)
    }

    /// Names `value` as the text does (`offs` prints as `%offs`).
    pub fn set_name(&mut self, value: Value, name: &str) {
        self.func.dfg.set_value_name(value, name);
    }

    /// Sets the source location given to the instructions built from now on
    /// (`None` for none).
    pub fn set_srcloc(&mut self, loc: Option<Loc>) {
        self.srcloc = loc;
    }
}

/// Arguments, blocks and regions.
impl FunctionBuilder<'_> {
    /// Appends a function argument of type `ty`, without attributes.
    pub fn append_arg(&mut self, ty: Type) -> Value {
        self.func.append_arg(ty, ArgAttrs::default())
    }

    /// Appends a function argument of type `ty` with attributes (`tt.divisibility`).
    pub fn append_arg_with_attrs(&mut self, ty: Type, attrs: ArgAttrs) -> Value {
        self.func.append_arg(ty, attrs)
    }

    /// Argument `idx` of the function.
    ///
    /// # Panics
    /// When the function has no argument `idx`.
    #[track_caller]
    pub fn arg(&self, idx: usize) -> Value {
        let args = self.func.args();
        match args.get(idx) {
            Some(&arg) => arg,
            None => panic!("argument {idx} of a function with {} arguments", args.len()),
        }
    }

    /// The entry block of the function body.
    pub fn entry_block(&self) -> Block {
        self.func.entry_block()
    }

    /// The function body region.
    pub fn body(&self) -> Region {
        self.func.body
    }

    /// Makes a block without parameters, not placed in any region yet.
    pub fn create_block(&mut self) -> Block {
        self.func.dfg.make_block()
    }

    /// Makes an empty region, owned by no instruction yet.
    pub fn create_region(&mut self) -> Region {
        self.func.dfg.make_region()
    }

    /// Appends `block` to `region`.
    ///
    /// # Errors
    /// [`BuildError::BlockAlreadyPlaced`] when the block is in a region already.
    pub fn try_append_block_to_region(
        &mut self,
        region: Region,
        block: Block,
    ) -> Result<(), BuildError> {
        if let Some(placed) = self.func.order.block_region(block) {
            return Err(BuildError::BlockAlreadyPlaced {
                block,
                region: placed,
            });
        }
        self.func.order.append_block(region, block);
        Ok(())
    }

    /// [`try_append_block_to_region`](Self::try_append_block_to_region), panicking
    /// on error.
    #[track_caller]
    pub fn append_block_to_region(&mut self, region: Region, block: Block) {
        if let Err(err) = self.try_append_block_to_region(region, block) {
            panic!("{err}");
        }
    }

    /// Makes a block and appends it to `region`.
    pub fn create_block_in(&mut self, region: Region) -> Block {
        let block = self.create_block();
        self.func.order.append_block(region, block);
        block
    }

    /// Appends a parameter of type `ty` to `block`.
    pub fn append_block_param(&mut self, block: Block, ty: Type) -> Value {
        self.func.dfg.append_block_param(block, ty)
    }
}

/// Position and instructions.
impl<'a> FunctionBuilder<'a> {
    /// The block new instructions go to, if any.
    pub fn current_block(&self) -> Option<Block> {
        self.position
    }

    /// Makes new instructions go to the end of `block`.
    pub fn switch_to_block(&mut self, block: Block) {
        self.position = Some(block);
    }

    /// Unsets the position, so that building an instruction before the next
    /// [`switch_to_block`](Self::switch_to_block) is an error.
    pub fn clear_position(&mut self) {
        self.position = None;
    }

    /// Runs `f` with the builder positioned at the end of `block`, then puts the
    /// position back where it was.
    pub fn in_block<R>(&mut self, block: Block, f: impl FnOnce(&mut Self) -> R) -> R {
        let saved = self.position.replace(block);
        let res = f(self);
        self.position = saved;
        res
    }

    /// A builder for one instruction at the end of the current block.
    ///
    /// # Errors
    /// [`BuildError::NoPosition`] when the builder has no current block.
    pub fn try_ins<'short>(&'short mut self) -> Result<FuncInstBuilder<'short, 'a>, BuildError> {
        let block = self.position.ok_or(BuildError::NoPosition)?;
        Ok(FuncInstBuilder {
            builder: self,
            block,
        })
    }

    /// [`try_ins`](Self::try_ins), panicking when the builder has no current block.
    #[track_caller]
    pub fn ins<'short>(&'short mut self) -> FuncInstBuilder<'short, 'a> {
        match self.try_ins() {
            Ok(ins) => ins,
            Err(err) => panic!("{err}"),
        }
    }
}

/// What an instruction builder needs; [`InstBuilder`] adds one method per opcode
/// on top of it.
///
/// Implement it to build instructions somewhere other than the end of a
/// [`FunctionBuilder`]'s block.
pub trait InstBuilderBase<'f>: Sized {
    /// The function being built.
    fn func(&self) -> &Function;

    /// The function being built, mutably. Ops with regions make their regions and
    /// blocks through it before the instruction itself.
    fn func_mut(&mut self) -> &mut Function;

    /// The module's type table.
    fn types(&self) -> &Types;

    /// The module's type table, mutably, to intern result types.
    fn types_mut(&mut self) -> &mut Types;

    /// Makes an instruction from `data` with results of `result_types`, inserts it
    /// at the builder's position and returns it with the data-flow graph, to read
    /// its results. This is the one method that places instructions; it builds any
    /// instruction with the result types given, unchecked.
    fn build(self, data: InstructionData, result_types: &[Type]) -> (Inst, &'f mut DataFlowGraph);

    /// The type of `value`.
    fn value_type(&self, value: Value) -> Type {
        self.func().dfg.value_type(value)
    }
}

/// Builds one instruction at the end of a [`FunctionBuilder`]'s current block; made
/// by [`FunctionBuilder::ins`].
pub struct FuncInstBuilder<'short, 'a> {
    builder: &'short mut FunctionBuilder<'a>,
    block: Block,
}

impl<'short> InstBuilderBase<'short> for FuncInstBuilder<'short, '_> {
    fn func(&self) -> &Function {
        self.builder.func
    }

    fn func_mut(&mut self) -> &mut Function {
        self.builder.func
    }

    fn types(&self) -> &Types {
        self.builder.types
    }

    fn types_mut(&mut self) -> &mut Types {
        self.builder.types
    }

    fn build(
        self,
        data: InstructionData,
        result_types: &[Type],
    ) -> (Inst, &'short mut DataFlowGraph) {
        let srcloc = self.builder.srcloc;
        let func: &'short mut Function = self.builder.func;
        let inst = func.dfg.make_inst(data, result_types);
        func.order.append_inst(self.block, inst);
        if let Some(loc) = srcloc {
            func.dfg.inst_locs[inst] = loc.into();
        }
        (inst, &mut func.dfg)
    }
}

/// The flags of `tt.reshape`.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct ReshapeFlags {
    /// `allow_reorder`: the elements may be reordered.
    pub allow_reorder: bool,
    /// `efficient_layout`: the reorder was chosen for an efficient layout.
    pub efficient_layout: bool,
}

/// An `scf.for` made by [`InstBuilder::for_loop`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ForLoop {
    /// The `scf.for` instruction.
    pub inst: Inst,
    /// The body's only block; end it with [`InstBuilder::yield_`] of the next values
    /// of the iteration arguments.
    pub body_block: Block,
    /// The induction variable, the body block's first parameter.
    pub induction_var: Value,
    /// The loop-carried values, the body block's other parameters.
    pub iter_args: Vec<Value>,
    /// The results: the loop-carried values after the last iteration.
    pub results: Vec<Value>,
}

/// An `scf.if` made by [`InstBuilder::if_`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct IfOp {
    /// The `scf.if` instruction.
    pub inst: Inst,
    /// The then region's only block; end it with [`InstBuilder::yield_`].
    pub then_block: Block,
    /// The else region's only block; end it with [`InstBuilder::yield_`].
    pub else_block: Block,
    /// The results: the values the taken branch yields.
    pub results: Vec<Value>,
}

/// An `scf.while` made by [`InstBuilder::while_`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct WhileOp {
    /// The `scf.while` instruction.
    pub inst: Inst,
    /// The before region's only block, which computes the condition; end it with
    /// [`InstBuilder::condition`].
    pub before_block: Block,
    /// The before block's parameters, of the init types.
    pub before_args: Vec<Value>,
    /// The after region's only block, the body; end it with
    /// [`InstBuilder::yield_`].
    pub after_block: Block,
    /// The after block's parameters, of the result types.
    pub after_args: Vec<Value>,
    /// The results: the condition's arguments when it fails.
    pub results: Vec<Value>,
}

/// A `tt.reduce` or `tt.scan` made by [`InstBuilder::reduce`] or
/// [`InstBuilder::scan`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ReduceOp {
    /// The `tt.reduce` or `tt.scan` instruction.
    pub inst: Inst,
    /// The combine region's only block; end it with [`InstBuilder::reduce_return`]
    /// or [`InstBuilder::scan_return`] of one combined value per operand.
    pub combine_block: Block,
    /// The left-hand elements, one scalar per operand: the block's first parameters.
    pub lhs: Vec<Value>,
    /// The right-hand elements, one scalar per operand: the block's last parameters.
    pub rhs: Vec<Value>,
    /// The results, one per operand.
    pub results: Vec<Value>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attrs::{FloatCC, IntCC, MemFlags, ProgramAxis, RoundingMode};
    use crate::constant::ConstantValue;
    use crate::instructions::Opcode;
    use crate::types::{FloatKind, TypeData};
    use cranelift_entity::EntityRef;

    /// Builds into a fresh function and type table and returns them with what `f`
    /// returns.
    fn build<R>(f: impl FnOnce(&mut FunctionBuilder<'_>) -> R) -> (Function, Types, R) {
        let mut func = Function::new("kernel");
        let mut types = Types::new();
        let res = f(&mut FunctionBuilder::new(&mut func, &mut types));
        (func, types, res)
    }

    /// The opcodes of a block's instructions, in program order.
    fn opcodes(func: &Function, block: Block) -> Vec<Opcode> {
        func.order
            .insts(block)
            .map(|inst| func.dfg.inst(inst).opcode())
            .collect()
    }

    /// The instruction that defines `value`.
    fn def(func: &Function, value: Value) -> Inst {
        match func.dfg.value_def(value) {
            crate::dfg::ValueDef::Result(inst, _) => inst,
            crate::dfg::ValueDef::Param(block, _) => panic!("{value} is a parameter of {block}"),
        }
    }

    /// The instruction that defines `value`, read through a builder.
    fn def_of(b: &FunctionBuilder<'_>, value: Value) -> Inst {
        def(b.func(), value)
    }

    struct VecAdd {
        x_ptrs: Value,
        offsets: Value,
        mask: Value,
        x: Value,
        sum: Value,
        out_ptrs: Value,
        store: Inst,
    }

    fn build_vec_add(b: &mut FunctionBuilder<'_>) -> VecAdd {
        let (i32, f32) = (b.types().i32(), b.types().f32());
        let f32_ptr = b.types_mut().ptr(f32);
        let [x_ptr, y_ptr, out_ptr] = [0; 3].map(|_| b.append_arg(f32_ptr));
        let n = b.append_arg(i32);
        let pid = b.ins().get_program_id(ProgramAxis::X);
        let block_size = b.ins().iconst(i32, 1024);
        let block_start = b.ins().muli(pid, block_size);
        let start = b.ins().splat(block_start, &[1024]);
        let range = b.ins().make_range(0, 1024);
        let offsets = b.ins().addi(start, range);
        b.set_name(offsets, "offsets");
        let limit = b.ins().splat(n, &[1024]);
        let mask = b.ins().cmpi(IntCC::Slt, offsets, limit);
        let x_ptrs = b.ins().splat(x_ptr, &[1024]);
        let x_ptrs = b.ins().addptr(x_ptrs, offsets);
        let x = b.ins().load(x_ptrs, Some(mask), None, MemFlags::default());
        let y_ptrs = b.ins().splat(y_ptr, &[1024]);
        let y_ptrs = b.ins().addptr(y_ptrs, offsets);
        let y = b.ins().load(y_ptrs, Some(mask), None, MemFlags::default());
        let sum = b.ins().addf(x, y);
        let out_ptrs = b.ins().splat(out_ptr, &[1024]);
        let out_ptrs = b.ins().addptr(out_ptrs, offsets);
        let store = b
            .ins()
            .store(out_ptrs, sum, Some(mask), MemFlags::default());
        b.ins().return_(&[]);
        VecAdd {
            x_ptrs,
            offsets,
            mask,
            x,
            sum,
            out_ptrs,
            store,
        }
    }

    #[test]
    fn vec_add_types_operands_and_order() {
        let (func, mut types, v) = build(build_vec_add);
        let (i1, f32) = (types.i1(), types.f32());
        let f32_ptr = types.ptr(f32);
        assert_eq!(func.dfg.value_type(v.mask), types.tensor(&[1024], i1));
        assert_eq!(func.dfg.value_type(v.x), types.tensor(&[1024], f32));
        assert_eq!(func.dfg.value_type(v.sum), types.tensor(&[1024], f32));
        assert_eq!(
            func.dfg.value_type(v.x_ptrs),
            types.tensor(&[1024], f32_ptr)
        );
        assert_eq!(func.args().len(), 4);
        assert_eq!(func.arg_attrs.len(), 4);
        assert_eq!(func.dfg.inst(def(&func, v.x)).args(), &[v.x_ptrs, v.mask]);
        assert_eq!(func.dfg.inst(v.store).args(), &[v.out_ptrs, v.sum, v.mask]);
        assert_eq!(func.dfg.inst_results(v.store), &[]);
        assert_eq!(func.dfg.value_name(v.offsets), Some("offsets"));
        use Opcode::*;
        let expected = [
            GetProgramId,
            Constant,
            MulI,
            Splat,
            MakeRange,
            AddI,
            Splat,
            CmpI,
            Splat,
            AddPtr,
            Load,
            Splat,
            AddPtr,
            Load,
            AddF,
            Splat,
            AddPtr,
            Store,
            Return,
        ];
        assert_eq!(opcodes(&func, func.entry_block()), expected);
    }

    #[test]
    fn pointer_grid_with_expand_dims_and_broadcast() {
        let (func, mut types, (offs_n, rows, cols, ptrs, tile, tile_t)) = build(|b| {
            let (i32, f32) = (b.types().i32(), b.types().f32());
            let f32_ptr = b.types_mut().ptr(f32);
            let a_ptr = b.append_arg(f32_ptr);
            let stride = b.append_arg(i32);
            let offs_m = b.ins().make_range(0, 64);
            let offs_n = b.ins().make_range(0, 32);
            let rows = b.ins().expand_dims(offs_m, 1);
            let cols = b.ins().expand_dims(offs_n, 0);
            let strides = b.ins().splat(stride, &[64, 1]);
            let rows = b.ins().muli(rows, strides);
            let rows_b = b.ins().broadcast(rows, &[64, 32]);
            let cols_b = b.ins().broadcast(cols, &[64, 32]);
            let offs = b.ins().addi(rows_b, cols_b);
            let ptrs = b.ins().splat(a_ptr, &[64, 32]);
            let ptrs = b.ins().addptr(ptrs, offs);
            let tile = b.ins().load(ptrs, None, None, MemFlags::default());
            let tile_t = b.ins().trans(tile, &[1, 0]);
            (offs_n, rows, cols, ptrs, tile, tile_t)
        });
        let (i32, f32) = (types.i32(), types.f32());
        let f32_ptr = types.ptr(f32);
        assert_eq!(func.dfg.value_type(rows), types.tensor(&[64, 1], i32));
        assert_eq!(func.dfg.value_type(cols), types.tensor(&[1, 32], i32));
        assert_eq!(func.dfg.value_type(ptrs), types.tensor(&[64, 32], f32_ptr));
        assert_eq!(func.dfg.value_type(tile), types.tensor(&[64, 32], f32));
        assert_eq!(func.dfg.value_type(tile_t), types.tensor(&[32, 64], f32));
        assert_eq!(
            func.dfg.inst(def(&func, cols)),
            &InstructionData::Axis {
                opcode: Opcode::ExpandDims,
                arg: offs_n,
                axis: 0,
            }
        );
        assert_eq!(func.dfg.inst(def(&func, tile)).args(), &[ptrs]);
    }

    #[test]
    fn gather_and_histogram_take_their_result_types() {
        let (func, mut types, (idx, g, h, hm)) = build(|b| {
            let f16 = b.types().f16();
            let zero = b.ins().fconst(f16, 0.0);
            let src = b.ins().splat(zero, &[8, 4]);
            let idx = b.ins().make_range(0, 16);
            let idx = b.ins().expand_dims(idx, 0);
            let idx = b.ins().broadcast(idx, &[8, 16]);
            let g = b.ins().gather(src, idx, 1);
            let x = b.ins().make_range(0, 128);
            let h = b.ins().histogram(x, None, 32);
            let c = b.ins().cmpi(IntCC::Slt, x, x);
            let hm = b.ins().histogram(x, Some(c), 64);
            (idx, g, h, hm)
        });
        let (i32, f16) = (types.i32(), types.f16());
        assert_eq!(func.dfg.value_type(g), types.tensor(&[8, 16], f16));
        assert_eq!(func.dfg.value_type(h), types.tensor(&[32], i32));
        assert_eq!(func.dfg.value_type(hm), types.tensor(&[64], i32));
        assert!(matches!(
            func.dfg.inst(def(&func, g)),
            InstructionData::Gather { args, axis: 1, .. } if args[1] == idx
        ));
        assert_eq!(func.dfg.inst(def(&func, hm)).args().len(), 2);
    }

    #[test]
    fn for_loop_with_iter_args() {
        let (func, mut types, (l, yield_inst, entry_after)) = build(|b| {
            let (i32, f32) = (b.types().i32(), b.types().f32());
            let acc_ty = b.types_mut().tensor(&[128], f32);
            let zero = b.ins().iconst(i32, 0);
            let ten = b.ins().iconst(i32, 10);
            let one = b.ins().iconst(i32, 1);
            let init = b.ins().fconst(acc_ty, 0.0);
            let l = b.ins().for_loop(zero, ten, one, &[init, zero]);
            let yield_inst = b.in_block(l.body_block, |b| {
                let iv = b.ins().splat(l.induction_var, &[128]);
                let x = b.ins().sitofp(iv, f32);
                let acc = b.ins().addf(l.iter_args[0], x);
                let count = b.ins().addi(l.iter_args[1], one);
                b.ins().yield_(&[acc, count])
            });
            let entry_after = b.current_block();
            b.ins().return_(&[]);
            (l, yield_inst, entry_after)
        });
        let (i32, f32) = (types.i32(), types.f32());
        let acc_ty = types.tensor(&[128], f32);
        let args = func.dfg.inst(l.inst).args().to_vec();
        assert_eq!(args.len(), 5);
        let result_types: Vec<Type> = l.results.iter().map(|&r| func.dfg.value_type(r)).collect();
        let init_types: Vec<Type> = args[3..].iter().map(|&v| func.dfg.value_type(v)).collect();
        assert_eq!(result_types, init_types);
        assert_eq!(result_types, [acc_ty, i32]);
        assert_eq!(func.dfg.value_type(l.induction_var), i32);
        let mut params = vec![l.induction_var];
        params.extend(&l.iter_args);
        assert_eq!(func.dfg.block_params(l.body_block), params);
        let InstructionData::For { body, .. } = *func.dfg.inst(l.inst) else {
            panic!("not an scf.for");
        };
        assert_eq!(func.dfg.region_parent(body), Some(l.inst));
        assert_eq!(func.order.entry_block(body), Some(l.body_block));
        assert_eq!(entry_after, Some(func.entry_block()));
        use Opcode::*;
        assert_eq!(
            opcodes(&func, func.entry_block()),
            [Constant, Constant, Constant, Constant, For, Return]
        );
        assert_eq!(
            opcodes(&func, l.body_block),
            [Splat, SIToFP, AddF, AddI, Yield]
        );
        assert_eq!(func.order.last_inst(l.body_block), Some(yield_inst));
        let init = def(&func, args[3]);
        assert_eq!(
            func.dfg.inst(init),
            &InstructionData::Constant {
                opcode: Constant,
                value: ConstantValue::Splat(0),
            }
        );
    }

    #[test]
    fn reduce_with_a_combine_region() {
        let (func, mut types, (x, r, ret)) = build(|b| {
            let f32 = b.types().f32();
            let ty = b.types_mut().tensor(&[64, 32], f32);
            let x = b.ins().fconst(ty, 1.0);
            let r = b.ins().reduce(&[x], 1);
            let ret = b.in_block(r.combine_block, |b| {
                let sum = b.ins().addf(r.lhs[0], r.rhs[0]);
                b.ins().reduce_return(&[sum])
            });
            (x, r, ret)
        });
        let f32 = types.f32();
        assert_eq!(func.dfg.value_type(r.results[0]), types.tensor(&[64], f32));
        assert_eq!(func.dfg.value_type(r.lhs[0]), f32);
        assert_eq!(func.dfg.value_type(r.rhs[0]), f32);
        assert_eq!(func.dfg.block_params(r.combine_block), [r.lhs[0], r.rhs[0]]);
        let InstructionData::ReduceScan {
            ref args,
            axis,
            reverse,
            region,
            ..
        } = *func.dfg.inst(r.inst)
        else {
            panic!("not a tt.reduce");
        };
        assert_eq!((args.as_slice(), axis, reverse), (&[x][..], 1, false));
        assert_eq!(func.dfg.region_parent(region), Some(r.inst));
        assert_eq!(func.order.inst_block(ret), Some(r.combine_block));
        assert_eq!(
            opcodes(&func, r.combine_block),
            [Opcode::AddF, Opcode::ReduceReturn]
        );
    }

    #[test]
    fn reduce_of_two_operands_orders_the_parameters_as_triton() {
        let (func, types, r) = build(|b| {
            let f32 = b.types().f32();
            let vals_ty = b.types_mut().tensor(&[128], f32);
            let vals = b.ins().fconst(vals_ty, 0.0);
            let idx = b.ins().make_range(0, 128);
            b.ins().reduce(&[vals, idx], 0)
        });
        let param_types: Vec<Type> = func
            .dfg
            .block_params(r.combine_block)
            .iter()
            .map(|&p| func.dfg.value_type(p))
            .collect();
        let (i32, f32) = (types.i32(), types.f32());
        assert_eq!(param_types, [f32, i32, f32, i32]);
        let result_types: Vec<Type> = r.results.iter().map(|&v| func.dfg.value_type(v)).collect();
        assert_eq!(result_types, [f32, i32]);
    }

    #[test]
    fn scan_keeps_the_operand_types() {
        let (func, _, (x, r)) = build(|b| {
            let x = b.ins().make_range(0, 16);
            let r = b.ins().scan(&[x], 0, true);
            b.in_block(r.combine_block, |b| {
                let sum = b.ins().addi(r.lhs[0], r.rhs[0]);
                b.ins().scan_return(&[sum]);
            });
            (x, r)
        });
        assert_eq!(func.dfg.value_type(r.results[0]), func.dfg.value_type(x));
        assert!(matches!(
            func.dfg.inst(r.inst),
            InstructionData::ReduceScan {
                opcode: Opcode::Scan,
                reverse: true,
                ..
            }
        ));
        assert_eq!(
            opcodes(&func, r.combine_block),
            [Opcode::AddI, Opcode::ScanReturn]
        );
    }

    #[test]
    fn if_and_while_regions() {
        let (func, types, (if_op, while_op)) = build(|b| {
            let i32 = b.types().i32();
            let cond = b.ins().bool_const(true);
            let if_op = b.ins().if_(cond, &[i32]);
            b.in_block(if_op.then_block, |b| {
                let one = b.ins().iconst(i32, 1);
                b.ins().yield_(&[one]);
            });
            b.in_block(if_op.else_block, |b| {
                let two = b.ins().iconst(i32, 2);
                b.ins().yield_(&[two]);
            });
            let while_op = b.ins().while_(&[if_op.results[0]], &[i32]);
            b.in_block(while_op.before_block, |b| {
                let x = while_op.before_args[0];
                let limit = b.ins().iconst(i32, 100);
                let go = b.ins().cmpi(IntCC::Slt, x, limit);
                b.ins().condition(go, &[x]);
            });
            b.in_block(while_op.after_block, |b| {
                let x = while_op.after_args[0];
                let doubled = b.ins().addi(x, x);
                b.ins().yield_(&[doubled]);
            });
            (if_op, while_op)
        });
        let i32 = types.i32();
        assert_eq!(func.dfg.value_type(if_op.results[0]), i32);
        assert_eq!(func.dfg.value_type(while_op.results[0]), i32);
        assert_eq!(func.dfg.inst(while_op.inst).args(), &if_op.results[..]);
        let regions = func.dfg.inst(if_op.inst).regions();
        assert_eq!(regions.len(), 2);
        assert_eq!(func.order.entry_block(regions[1]), Some(if_op.else_block));
        use Opcode::*;
        assert_eq!(opcodes(&func, func.entry_block()), [Constant, If, While]);
        assert_eq!(
            opcodes(&func, while_op.before_block),
            [Constant, CmpI, Condition]
        );
        let condition = func.order.last_inst(while_op.before_block).unwrap();
        assert_eq!(func.dfg.inst(condition).args()[1], while_op.before_args[0]);
    }

    #[test]
    fn constants_hold_their_bits() {
        let (func, mut types, values) = build(|b| {
            let (i1, i32, f16) = (b.types().i1(), b.types().i32(), b.types().f16());
            let bf16 = b.types().bf16();
            let bf16x4 = b.types_mut().tensor(&[4], bf16);
            [
                b.ins().iconst(i32, -1),
                b.ins().iconst(i1, 1),
                b.ins().bool_const(false),
                b.ins().fconst(f16, 1.0),
                b.ins().fconst(bf16x4, 1.0),
                b.ins().const_bits(f16, 0x7C00),
            ]
        });
        let value_of = |v: Value| match func.dfg.inst(def(&func, v)) {
            InstructionData::Constant { value, .. } => value.clone(),
            other => panic!("not a constant: {other:?}"),
        };
        use ConstantValue::{Scalar, Splat};
        let expected = [
            Scalar(0xFFFF_FFFF),
            Scalar(1),
            Scalar(0),
            Scalar(0x3C00),
            Splat(0x3F80),
            Scalar(0x7C00),
        ];
        assert_eq!(values.map(value_of), expected);
        let bf16 = types.bf16();
        assert_eq!(func.dfg.value_type(values[4]), types.tensor(&[4], bf16));
        assert_eq!(func.dfg.value_type(values[2]), types.i1());
    }

    #[test]
    fn casts_compares_and_conversions_infer_types() {
        let (func, mut types, v) = build(|b| {
            let (f16, f32) = (b.types().f16(), b.types().f32());
            let range = b.ins().make_range(0, 8);
            let as_f32 = b.ins().sitofp(range, f32);
            let as_f16 = b.ins().fp_to_fp(as_f32, f16, Some(RoundingMode::Rtne));
            let positive = b.ins().cmpf(FloatCC::Ogt, as_f32, as_f32);
            let pair = b.ins().join(as_f32, as_f32);
            let (lo, hi) = b.ins().split(pair);
            let sel = b.ins().select(positive, lo, hi);
            let flat = b.ins().reshape(pair, &[16]);
            [as_f32, as_f16, positive, pair, lo, sel, flat]
        });
        let (i1, f16, f32) = (types.i1(), types.f16(), types.f32());
        let expected = [
            types.tensor(&[8], f32),
            types.tensor(&[8], f16),
            types.tensor(&[8], i1),
            types.tensor(&[8, 2], f32),
            types.tensor(&[8], f32),
            types.tensor(&[8], f32),
            types.tensor(&[16], f32),
        ];
        assert_eq!(v.map(|x| func.dfg.value_type(x)), expected);
    }

    #[test]
    fn calls_and_generic_ops_take_their_result_types() {
        let (func, types, (call, alloc)) = build(|b| {
            let i32 = b.types().i32();
            let x = b.ins().iconst(i32, 3);
            let call = b.ins().call("helper", &[x], &[i32, i32]);
            let alloc = b.ins().generic(Opcode::LocalAlloc, &[], Vec::new(), &[i32]);
            (call, alloc)
        });
        assert_eq!(func.dfg.inst_results(call).len(), 2);
        let result = func.dfg.inst_results(alloc)[0];
        assert_eq!(func.dfg.value_type(result), types.i32());
    }

    #[test]
    fn srcloc_is_given_to_new_instructions() {
        let (func, _, (with, without)) = build(|b| {
            b.set_srcloc(Some(Loc::new(3)));
            let with = b.ins().get_program_id(ProgramAxis::Y);
            b.set_srcloc(None);
            let without = b.ins().get_num_programs(ProgramAxis::Y);
            (def_of(b, with), def_of(b, without))
        });
        assert_eq!(func.dfg.inst_locs[with].expand(), Some(Loc::new(3)));
        assert_eq!(func.dfg.inst_locs[without].expand(), None);
    }

    #[test]
    fn blocks_and_regions() {
        let (func, _, (region, block, param, err)) = build(|b| {
            let i32 = b.types().i32();
            let region = b.create_region();
            let block = b.create_block();
            let param = b.append_block_param(block, i32);
            b.append_block_to_region(region, block);
            let err = b.try_append_block_to_region(region, block);
            (region, block, param, err)
        });
        assert_eq!(func.order.entry_block(region), Some(block));
        assert_eq!(func.dfg.block_params(block), [param]);
        assert_eq!(err, Err(BuildError::BlockAlreadyPlaced { block, region }));
    }

    #[test]
    fn failed_builds_return_errors_and_build_nothing() {
        let (func, _, (errors, [scalar, tensor], [i32, f32])) = build(|b| {
            let (i32, f32) = (b.types().i32(), b.types().f32());
            let f8 = b.types_mut().intern(TypeData::Float(FloatKind::F8E4M3FN));
            let scalar = b.ins().iconst(i32, 0);
            let tensor = b.ins().make_range(0, 4);
            let errors = [
                b.ins().try_make_range(5, 5).err(),
                b.ins().try_splat(tensor, &[4]).err(),
                b.ins().try_expand_dims(tensor, 2).err(),
                b.ins().try_expand_dims(scalar, 0).err(),
                b.ins().try_trans(tensor, &[0, 0]).err(),
                b.ins().try_split(tensor).err(),
                b.ins()
                    .try_load(tensor, None, None, MemFlags::default())
                    .err(),
                b.ins()
                    .try_load(tensor, None, Some(scalar), MemFlags::default())
                    .err(),
                b.ins().try_reduce(&[], 0).err(),
                b.ins().try_reduce(&[tensor], 1).err(),
                b.ins().try_scan(&[scalar], 0, false).err(),
                b.ins().try_iconst(f32, 1).err(),
                b.ins().try_fconst(i32, 1.0).err(),
                b.ins().try_fconst(f8, 1.0).err(),
                b.ins()
                    .try_generic(Opcode::AddI, &[], Vec::new(), &[])
                    .err(),
            ];
            b.clear_position();
            assert!(matches!(b.try_ins(), Err(BuildError::NoPosition)));
            (errors, [scalar, tensor], [i32, f32])
        });
        use BuildError::*;
        let expected = [
            EmptyRange { start: 5, end: 5 },
            NotAScalar {
                opcode: Opcode::Splat,
                value: tensor,
            },
            AxisOutOfRange {
                opcode: Opcode::ExpandDims,
                axis: 2,
                rank: 1,
            },
            NotATensor {
                opcode: Opcode::ExpandDims,
                value: scalar,
            },
            BadPermutation {
                order: vec![0, 0],
                rank: 1,
            },
            BadSplit { shape: vec![4] },
            NotAPointer {
                opcode: Opcode::Load,
                value: tensor,
            },
            OtherWithoutMask,
            NoOperands {
                opcode: Opcode::Reduce,
            },
            AxisOutOfRange {
                opcode: Opcode::Reduce,
                axis: 1,
                rank: 1,
            },
            NotATensor {
                opcode: Opcode::Scan,
                value: scalar,
            },
            ConstantType {
                ty: f32,
                expected: "an integer or index",
            },
            ConstantType {
                ty: i32,
                expected: "a float",
            },
            UnsupportedFloat(FloatKind::F8E4M3FN),
            NotGeneric(Opcode::AddI),
        ];
        assert_eq!(errors.map(Option::unwrap), expected);
        assert_eq!(func.dfg.num_insts(), 2);
        assert_eq!(
            EmptyRange { start: 5, end: 5 }.to_string(),
            "tt.make_range: end (5) must be greater than start (5)"
        );
        assert_eq!(
            NotAPointer {
                opcode: Opcode::Load,
                value: tensor
            }
            .to_string(),
            format!("tt.load: {tensor} must be a pointer or a tensor of pointers")
        );
    }
}
