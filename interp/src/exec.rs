//! Execution of one program: functions, blocks and the dispatch of instructions to
//! the op families.
//!
//! A [`Machine`] runs one program (one grid point) of a kernel. Each function call
//! gets a [`Frame`]: a slot per value of the function, indexed by the value's
//! number, so reading an operand is an index and not a hash lookup. Regions run in
//! the frame of the function that holds them, so they see outer values directly.
//! The ops that own regions (`scf.*`, `tt.reduce`, `tt.scan`) and `tt.call` are in
//! `control.rs`.
//!
//! Errors from the op families carry no location; [`Machine::locate`] adds the
//! op's name, its Python source position and the program id.

use super::error::{ErrorKind, InterpError, OpError, OpResult};
use super::memory::Memory;
use super::tile::{ElemType, Tile};
use super::{
    arith, casts, descriptor, dot, gather, libdevice, local, math, memory_ops, shape, Observer,
};
use cranelift_entity::EntityRef;
use tilelift_ir::{
    Block, Function, Inst, InstructionData as D, Module, Opcode, Region, Type, Value,
};

/// The values of one function call.
pub struct Frame<'a> {
    /// The function.
    pub func: &'a Function,
    values: Vec<Option<Tile>>,
}

impl<'a> Frame<'a> {
    /// A frame with no value defined yet.
    pub fn new(func: &'a Function) -> Self {
        Frame {
            func,
            values: vec![None; func.dfg.num_values()],
        }
    }

    /// The tile of a defined value.
    pub fn get(&self, value: Value) -> Result<&Tile, InterpError> {
        self.values
            .get(value.index())
            .and_then(Option::as_ref)
            .ok_or_else(|| {
                InterpError::new(
                    ErrorKind::Invalid,
                    format!("{value} is used before it is defined"),
                )
            })
    }

    /// The tiles of several values, borrowed.
    pub fn get_refs(&self, values: &[Value]) -> Result<Vec<&Tile>, InterpError> {
        values.iter().map(|&v| self.get(v)).collect()
    }

    /// The tiles of several values, cloned.
    pub fn get_all(&self, values: &[Value]) -> Result<Vec<Tile>, InterpError> {
        values.iter().map(|&v| self.get(v).cloned()).collect()
    }
}

/// How a block ended: the values its terminator passes on.
pub struct Exit {
    /// The terminator's operands, or the arguments of the block branched to.
    pub values: Vec<Tile>,
    /// The block a `cf.br` or `cf.cond_br` goes to; `None` for the terminators
    /// that leave the region.
    pub next: Option<Block>,
}

/// The state of one program: the module, the memory, the program id.
pub struct Machine<'a> {
    /// The module being run.
    pub module: &'a Module,
    /// The address space.
    pub mem: &'a mut Memory,
    /// Told of every value defined.
    pub observer: &'a mut dyn Observer,
    /// The grid size.
    pub grid: [u32; 3],
    /// This program's id.
    pub program: [u32; 3],
    /// The depth of nested `tt.call`s.
    pub depth: u32,
    /// What is left of the run's [`RunOptions::max_steps`](crate::RunOptions).
    pub steps_left: &'a mut u64,
}

/// Definitions and blocks.
impl<'a> Machine<'a> {
    /// Defines `value` as `tile`, telling the observer.
    pub fn define(&mut self, frame: &mut Frame<'_>, value: Value, tile: Tile) {
        self.observer
            .on_value(frame.func, value, &tile, self.program);
        if let Some(slot) = frame.values.get_mut(value.index()) {
            *slot = Some(tile);
        }
    }

    /// Runs the entry block of `region` with `params`, then the blocks its
    /// branches go to (a function body of several blocks), until a terminator
    /// leaves the region.
    pub fn run_region(
        &mut self,
        frame: &mut Frame<'_>,
        region: Region,
        params: Vec<Tile>,
    ) -> Result<Exit, InterpError> {
        let block = frame.func.order.entry_block(region).ok_or_else(|| {
            InterpError::new(ErrorKind::Invalid, format!("{region} has no block"))
        })?;
        let mut exit = self.run_block(frame, block, params)?;
        while let Some(next) = exit.next {
            exit = self.run_block(frame, next, exit.values)?;
        }
        Ok(exit)
    }

    /// Takes `cost` steps from the run's budget, or fails when it is spent.
    fn charge(&mut self, cost: u64) -> Result<(), InterpError> {
        match self.steps_left.checked_sub(cost) {
            Some(left) => {
                *self.steps_left = left;
                Ok(())
            }
            None => Err(InterpError::new(
                ErrorKind::StepLimit,
                "the run reached its step limit (RunOptions::max_steps)",
            )),
        }
    }

    /// Binds `params` to the block's parameters and runs its instructions up to
    /// the terminator (a step of the run's budget, so that even a loop of no
    /// ops ends).
    pub fn run_block(
        &mut self,
        frame: &mut Frame<'_>,
        block: Block,
        params: Vec<Tile>,
    ) -> Result<Exit, InterpError> {
        self.charge(1)?;
        let func = frame.func;
        let names = func.dfg.block_params(block);
        if names.len() != params.len() {
            let msg = format!(
                "{block} takes {} values, given {}",
                names.len(),
                params.len()
            );
            return Err(InterpError::new(ErrorKind::Invalid, msg));
        }
        for (&value, tile) in names.iter().zip(params) {
            self.define(frame, value, tile);
        }
        for inst in func.order.insts(block) {
            let data = func.dfg.inst(inst);
            if let D::Branch { .. } = data {
                let (next, args) = self.branch(frame, inst)?;
                let values = frame.get_all(args)?;
                return Ok(Exit {
                    values,
                    next: Some(next),
                });
            }
            if data.opcode().is_terminator() {
                let values = frame.get_all(data.args())?;
                return Ok(Exit { values, next: None });
            }
            self.exec(frame, inst)?;
        }
        Err(InterpError::new(
            ErrorKind::Invalid,
            format!("{block} has no terminator"),
        ))
    }

    /// Runs one instruction and defines its results.
    fn exec(&mut self, frame: &mut Frame<'_>, inst: Inst) -> Result<(), InterpError> {
        let results = match self.eval(frame, inst) {
            Ok(results) => results,
            Err(err) => return Err(self.locate(frame.func, inst, err)),
        };
        let cost = results
            .iter()
            .fold(1u64, |n, t| n.saturating_add(t.len() as u64));
        if let Err(err) = self.charge(cost) {
            return Err(self.locate(frame.func, inst, err));
        }
        let names = frame.func.dfg.inst_results(inst);
        if names.len() != results.len() {
            let err = OpError::invalid(format!(
                "gave {} results, expected {}",
                results.len(),
                names.len()
            ));
            return Err(self.locate(frame.func, inst, err.into()));
        }
        for (&value, tile) in names.iter().zip(results) {
            self.define(frame, value, tile);
        }
        Ok(())
    }

    /// Adds the op, its location and the program id to an error that has none.
    pub fn locate(&self, func: &Function, inst: Inst, err: InterpError) -> InterpError {
        if err.op.is_some() {
            return err;
        }
        let location = func.dfg.inst_locs[inst]
            .expand()
            .and_then(|loc| self.module.locs.resolve(loc))
            .map(|p| format!("{}:{}:{}", p.file, p.line, p.col));
        let op = OpError {
            kind: err.kind,
            message: err.message,
            address: err.address,
        };
        InterpError::at_op(
            op,
            func.dfg.inst(inst).opcode().name(),
            location,
            self.program,
        )
    }
}

/// The shape and element type of a type.
pub fn shape_and_elem(module: &Module, ty: Type) -> OpResult<(&[i64], ElemType)> {
    let elem = ElemType::of(&module.types, ty)
        .ok_or_else(|| OpError::unsupported("values of this type are not interpreted"))?;
    Ok((module.types.shape(ty), elem))
}

/// Instruction dispatch.
impl Machine<'_> {
    /// The type of result `n` of `inst`.
    fn result_type(&self, func: &Function, inst: Inst, n: usize) -> OpResult<Type> {
        let results = func.dfg.inst_results(inst);
        let value = results
            .get(n)
            .ok_or_else(|| OpError::invalid("a result is missing"))?;
        Ok(func.dfg.value_type(*value))
    }

    /// The shape and element type of result `n` of `inst`.
    fn result_layout(&self, func: &Function, inst: Inst, n: usize) -> OpResult<(&[i64], ElemType)> {
        shape_and_elem(self.module, self.result_type(func, inst, n)?)
    }

    /// Computes the results of `inst`.
    fn eval(&mut self, frame: &mut Frame<'_>, inst: Inst) -> Result<Vec<Tile>, InterpError> {
        let data = frame.func.dfg.inst(inst);
        let one = |t: OpResult<Tile>| t.map(|t| vec![t]).map_err(InterpError::from);
        match data {
            D::ProgramInfo { opcode, axis } => Ok(vec![self.program_info(*opcode, axis.index())]),
            D::MakeRange { start, end, .. } => Ok(vec![shape::make_range(*start, *end)]),
            D::Constant { value, .. } => {
                let (shape, elem) = self.result_layout(frame.func, inst, 0)?;
                Ok(vec![arith::constant(value, shape, elem)])
            }
            D::Unary {
                opcode: Opcode::Assume,
                arg,
            } => self.assume(frame.get(*arg)?).map(|()| Vec::new()),
            D::Unary { opcode, arg } => self.unary(frame, inst, *opcode, *arg),
            D::Binary { opcode, args } => one(self.binary(frame, *opcode, args)),
            D::Ternary { .. }
            | D::IntCompare { .. }
            | D::FloatCompare { .. }
            | D::ClampF { .. }
            | D::Dot { .. } => one(self.compute(frame, data)?),
            D::Extern { args, callee, .. } => {
                let tiles = frame.get_refs(args)?;
                one(libdevice::call(&callee.symbol, &tiles))
            }
            D::Gather { args, axis, .. } => one(gather::gather(
                frame.get(args[0])?,
                frame.get(args[1])?,
                *axis,
            )),
            D::Histogram { args, .. } => {
                let (shape, _) = self.result_layout(frame.func, inst, 0)?;
                let bins = shape.first().copied().unwrap_or(0);
                let mask = args.get(1).map(|&m| frame.get(m)).transpose()?;
                one(gather::histogram(frame.get(args[0])?, mask, bins))
            }
            D::Descriptor {
                opcode,
                args,
                nan_padding,
                ..
            } => self.descriptor(frame, inst, *opcode, args, *nan_padding),
            D::Axis { .. } | D::Reshape { .. } | D::Trans { .. } | D::FpToFp { .. } => {
                one(self.reshape_or_convert(frame, inst, data)?)
            }
            D::Load { .. } | D::Store { .. } | D::AtomicRmw { .. } | D::AtomicCas { .. } => {
                self.memory(frame, inst, data)
            }
            D::ReduceScan { .. }
            | D::For { .. }
            | D::If { .. }
            | D::While { .. }
            | D::Call { .. } => self.control(frame, inst),
            D::Assert { arg, message, .. } => {
                self.assert(frame.get(*arg)?, message).map(|()| Vec::new())
            }
            D::Print { prefix, args, .. } => self.print(frame, prefix, args).map(|()| Vec::new()),
            // One program runs as a whole: every thread is at the barrier.
            D::MultiAry {
                opcode: Opcode::GpuBarrier,
                ..
            }
            | D::Barrier { .. } => Ok(Vec::new()),
            D::MultiAry { opcode, .. } | D::Branch { opcode, .. } => {
                let msg = format!("{} is not at the end of its block", opcode.name());
                Err(OpError::invalid(msg).into())
            }
            D::Generic { opcode, args, .. } => self.local(frame, inst, *opcode, args),
        }
    }

    /// `tt.get_program_id` and `tt.get_num_programs` along `axis`.
    fn program_info(&self, opcode: Opcode, axis: usize) -> Tile {
        let ids = match opcode {
            Opcode::GetProgramId => self.program,
            _ => self.grid,
        };
        Tile::scalar_int(ElemType::Int(32), i64::from(ids[axis]))
    }

    /// Ops of three operands or of a predicate: `select`, `fma`, comparisons,
    /// `tt.clampf`, `tt.dot`.
    fn compute(&self, frame: &Frame<'_>, data: &D) -> Result<OpResult<Tile>, InterpError> {
        let args = frame.get_refs(data.args())?;
        let arg = |i: usize| {
            let missing = || OpError::invalid("an operand is missing");
            args.get(i).copied().ok_or_else(missing)
        };
        type Op3<'t> = &'t dyn Fn(&Tile, &Tile, &Tile) -> OpResult<Tile>;
        let tile = |f: Op3<'_>| f(arg(0)?, arg(1)?, arg(2)?);
        Ok(match data {
            D::Ternary {
                opcode: Opcode::Fma,
                ..
            } => tile(&math::fma),
            D::Ternary { .. } => tile(&arith::select),
            D::IntCompare { cond, .. } => arith::cmpi(*cond, arg(0)?, arg(1)?),
            D::FloatCompare { cond, .. } => arith::cmpf(*cond, arg(0)?, arg(1)?),
            D::ClampF { propagate_nan, .. } => {
                tile(&|x, lo, hi| math::clampf(x, lo, hi, *propagate_nan))
            }
            D::Dot {
                input_precision, ..
            } => tile(&|a, b, c| dot::dot(a, b, c, *input_precision)),
            _ => Err(OpError::invalid("not a compute op")),
        })
    }

    /// `tt.expand_dims`, `tt.reshape`, `tt.trans`, `tt.fp_to_fp`.
    fn reshape_or_convert(
        &self,
        frame: &Frame<'_>,
        inst: Inst,
        data: &D,
    ) -> Result<OpResult<Tile>, InterpError> {
        let a = frame.get(data.args()[0])?;
        let (shape, elem) = self.result_layout(frame.func, inst, 0)?;
        Ok(match data {
            D::Axis { axis, .. } => shape::expand_dims(a, *axis),
            D::Reshape { .. } => shape::reshape(a, shape),
            D::Trans { order, .. } => shape::trans(a, order),
            D::FpToFp { rounding, .. } => casts::fp_to_fp(a, elem, *rounding),
            _ => Err(OpError::invalid("not a shape op")),
        })
    }

    /// Ops of one operand.
    fn unary(
        &mut self,
        frame: &Frame<'_>,
        inst: Inst,
        opcode: Opcode,
        arg: Value,
    ) -> Result<Vec<Tile>, InterpError> {
        let a = frame.get(arg)?;
        let (shape, elem) = self.result_layout(frame.func, inst, 0)?;
        unary_rule(opcode, a, shape, elem).map_err(Into::into)
    }

    /// Ops of two operands.
    fn binary(&self, frame: &Frame<'_>, opcode: Opcode, args: &[Value; 2]) -> OpResult<Tile> {
        let (a, b) = (
            frame.get(args[0]).map_err(op_error)?,
            frame.get(args[1]).map_err(op_error)?,
        );
        match opcode {
            Opcode::AddPtr => {
                let ptr_ty = self
                    .module
                    .types
                    .element_type(frame.func.dfg.value_type(args[0]));
                let pointee = self
                    .module
                    .types
                    .pointee(ptr_ty)
                    .ok_or_else(|| OpError::invalid("tt.addptr on a non-pointer"))?;
                let (_, elem) = shape_and_elem(self.module, pointee)?;
                memory_ops::addptr(a, b, elem.mem_bytes() as u64)
            }
            op => binary_rule(op, a, b),
        }
    }

    /// Loads, stores and atomics.
    fn memory(
        &mut self,
        frame: &Frame<'_>,
        inst: Inst,
        data: &D,
    ) -> Result<Vec<Tile>, InterpError> {
        let arg = |i: usize| -> Result<Option<&Tile>, InterpError> {
            data.args().get(i).map(|&v| frame.get(v)).transpose()
        };
        let ptr =
            arg(0)?.ok_or_else(|| InterpError::from(OpError::invalid("no pointer operand")))?;
        let out = match data {
            D::Load { .. } => {
                let (_, elem) = self.result_layout(frame.func, inst, 0)?;
                memory_ops::load(self.mem, ptr, arg(1)?, arg(2)?, elem)?
            }
            D::Store { .. } => {
                let value = arg(1)?
                    .ok_or_else(|| InterpError::from(OpError::invalid("no value operand")))?;
                memory_ops::store(self.mem, ptr, value, arg(2)?)?;
                return Ok(Vec::new());
            }
            D::AtomicRmw { op, .. } => {
                let value = arg(1)?
                    .ok_or_else(|| InterpError::from(OpError::invalid("no value operand")))?;
                memory_ops::atomic_rmw(self.mem, *op, ptr, value, arg(2)?)?
            }
            D::AtomicCas { args, .. } => {
                let (cmp, new) = (frame.get(args[1])?, frame.get(args[2])?);
                memory_ops::atomic_cas(self.mem, ptr, cmp, new)?
            }
            _ => return Err(OpError::invalid("not a memory op").into()),
        };
        Ok(vec![out])
    }

    /// The tensor-descriptor ops ([`descriptor`]).
    fn descriptor(
        &mut self,
        frame: &Frame<'_>,
        inst: Inst,
        opcode: Opcode,
        args: &[Value],
        nan_padding: bool,
    ) -> Result<Vec<Tile>, InterpError> {
        let tiles = frame.get_refs(args)?;
        match opcode {
            Opcode::MakeTensorDescriptor => Ok(vec![descriptor::make_from(&tiles, nan_padding)?]),
            Opcode::DescriptorLoad => {
                let (shape, elem) = self.result_layout(frame.func, inst, 0)?;
                let shape = shape.to_vec();
                let rank = shape.len();
                let out = descriptor::load(self.mem, tiles[0], &tiles[1..=rank], &shape, elem)?;
                Ok(vec![out])
            }
            _ => {
                let n = tiles.len();
                descriptor::store(self.mem, tiles[0], &tiles[1..n - 1], tiles[n - 1])?;
                Ok(Vec::new())
            }
        }
    }

    /// TritonGPU's shared-memory ops ([`local`]); the other generic ops
    /// (Hopper's `ttng.*`) are not interpreted.
    fn local(
        &mut self,
        frame: &Frame<'_>,
        inst: Inst,
        opcode: Opcode,
        args: &[Value],
    ) -> Result<Vec<Tile>, InterpError> {
        let types = &self.module.types;
        let ty = |v: Value| frame.func.dfg.value_type(v);
        let out = match opcode {
            Opcode::LocalAlloc => {
                let init = args.first().map(|&v| frame.get(v)).transpose()?;
                let result = self.result_type(frame.func, inst, 0)?;
                vec![local::local_alloc(self.mem, types, result, init)?]
            }
            Opcode::LocalLoad => {
                let shape = self.types_shape(frame.func, inst)?;
                vec![local::local_load(
                    self.mem,
                    types,
                    frame.get(args[0])?,
                    ty(args[0]),
                    &shape,
                )?]
            }
            Opcode::LocalStore => {
                local::local_store(self.mem, frame.get(args[0])?, frame.get(args[1])?)?;
                Vec::new()
            }
            Opcode::MemDescIndex | Opcode::MemDescSubview => {
                let offsets = frame.get_refs(&args[1..])?;
                let src = frame.get(args[0])?;
                vec![local::memdesc_view(
                    opcode,
                    types,
                    src,
                    ty(args[0]),
                    &offsets,
                )?]
            }
            Opcode::AsyncCopyGlobalToLocal => {
                let (_, elem) = shape_and_elem(self.module, ty(args[1]))?;
                let mask = args.get(2).map(|&v| frame.get(v)).transpose()?;
                let (ptr, dst) = (frame.get(args[0])?, frame.get(args[1])?);
                local::async_copy(self.mem, ptr, dst, mask, elem)?;
                vec![local::token()]
            }
            Opcode::AsyncCommitGroup | Opcode::AsyncWait => vec![local::token()],
            Opcode::LocalDealloc => Vec::new(),
            _ => {
                let message = format!("{} is not interpreted", opcode.name());
                return Err(OpError::unsupported(message).into());
            }
        };
        Ok(out)
    }

    /// The shape of result 0 of `inst`.
    fn types_shape(&self, func: &Function, inst: Inst) -> OpResult<Vec<i64>> {
        let ty = self.result_type(func, inst, 0)?;
        Ok(self.module.types.shape(ty).to_vec())
    }

    /// `tt.assert`: an error naming the first element where the condition is false.
    fn assert(&self, cond: &Tile, message: &str) -> Result<(), InterpError> {
        match (0..cond.len()).find(|&i| !cond.is_true(i)) {
            None => Ok(()),
            Some(idx) => Err(OpError::new(
                ErrorKind::AssertionFailed,
                format!("assertion failed: \"{message}\" (false in element {idx})"),
            )
            .into()),
        }
    }

    /// `llvm.intr.assume`: a false assumption is undefined behaviour in LLVM
    /// (the compiler may rely on it), so the interpreter reports it, as an
    /// assertion that failed.
    fn assume(&self, cond: &Tile) -> Result<(), InterpError> {
        if cond.is_true(0) {
            return Ok(());
        }
        let msg = "the assumed condition is false (undefined behaviour on a GPU)";
        Err(OpError::new(ErrorKind::AssertionFailed, msg).into())
    }

    /// `tt.print`: one line per element, as `pid (x, y, z) idx (i) prefix value`.
    fn print(&self, frame: &Frame<'_>, prefix: &str, args: &[Value]) -> Result<(), InterpError> {
        let [x, y, z] = self.program;
        for &value in args {
            let tile = frame.get(value)?;
            for idx in 0..tile.len() {
                let text = match tile.f64_at(idx) {
                    Some(f) => format!("{f}"),
                    None => format!("{}", tile.int_at(idx).unwrap_or_default()),
                };
                println!("pid ({x}, {y}, {z}) idx ({idx}){prefix}{text}");
            }
        }
        Ok(())
    }
}

/// An [`InterpError`] read back as an [`OpError`] (the frame's own errors).
fn op_error(err: InterpError) -> OpError {
    OpError {
        kind: err.kind,
        message: err.message,
        address: err.address,
    }
}

/// The rule of a one-operand op whose result has `shape` and element `elem`,
/// chosen by the op's typing class in the opcode table.
fn unary_rule(opcode: Opcode, a: &Tile, shape: &[i64], elem: ElemType) -> OpResult<Vec<Tile>> {
    let tile = match opcode {
        Opcode::Splat => shape::splat(a, shape),
        Opcode::Broadcast => shape::broadcast(a, shape),
        Opcode::ConvertLayout => Ok(a.clone()),
        Opcode::Split => return shape::split(a).map(|(p, q)| vec![p, q]),
        Opcode::NegF => arith::negf(a),
        Opcode::AbsI => math::absi(a),
        op if op.is_float_arith() => math::float_unary(op, a),
        op => casts::cast(op, a, elem),
    };
    Ok(vec![tile?])
}

/// The rule of a two-operand op other than `tt.addptr`.
fn binary_rule(opcode: Opcode, a: &Tile, b: &Tile) -> OpResult<Tile> {
    match opcode {
        Opcode::Join => shape::join(a, b),
        Opcode::Cat => shape::cat(a, b),
        op if op.is_int_arith() => arith::int_binary(op, a, b),
        op => arith::float_binary(op, a, b),
    }
}

#[cfg(test)]
mod tests {
    use crate::testutil::{i32_buffer, read_i32s, run_text};
    use crate::{ArgValue, ErrorKind, Memory};

    /// Shape ops, two-operand reduce, reverse scan, casts and atomics, through the
    /// dispatch and the result types of real TTIR.
    const OPS: &str = r#"
module {
  tt.func public @ops(%out: !tt.ptr<i32>) {
    %r = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
    %c10 = arith.constant dense<10> : tensor<4xi32>
    %r10 = arith.addi %r, %c10 : tensor<4xi32>
    %j = tt.join %r, %r10 : tensor<4xi32> -> tensor<4x2xi32>
    %t = tt.trans %j {order = array<i32: 1, 0>} : tensor<4x2xi32> -> tensor<2x4xi32>
    %flat = tt.reshape %t : tensor<2x4xi32> -> tensor<8xi32>
    %sp:2 = tt.split %j : tensor<4x2xi32> -> tensor<4xi32>
    %vals = arith.constant dense<[3.0, 7.0, 7.0, 1.0]> : tensor<4xf32>
    %am:2 = "tt.reduce"(%vals, %r) <{axis = 0 : i32}> ({
    ^bb0(%a: f32, %ai: i32, %b: f32, %bi: i32):
      %gt = arith.cmpf ogt, %a, %b : f32
      %eq = arith.cmpf oeq, %a, %b : f32
      %lt = arith.cmpi slt, %ai, %bi : i32
      %tie = arith.andi %eq, %lt : i1
      %pick = arith.ori %gt, %tie : i1
      %v2 = arith.select %pick, %a, %b : f32
      %i2 = arith.select %pick, %ai, %bi : i32
      tt.reduce.return %v2, %i2 : f32, i32
    }) : (tensor<4xf32>, tensor<4xi32>) -> (f32, i32)
    %cs = "tt.scan"(%r) <{axis = 0 : i32, reverse = true}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tt.scan.return %s : i32
    }) : (tensor<4xi32>) -> tensor<4xi32>
    %e = tt.expand_dims %r {axis = 1 : i32} : tensor<4xi32> -> tensor<4x1xi32>
    %bc = tt.broadcast %e : tensor<4x1xi32> -> tensor<4x4xi32>
    %rowsum = "tt.reduce"(%bc) <{axis = 1 : i32}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tt.reduce.return %s : i32
    }) : (tensor<4x4xi32>) -> tensor<4xi32>
    %x = arith.constant 2.75 : f32
    %h = tt.fp_to_fp %x, rounding = rtz : f32 -> f16
    %hw = arith.extf %h : f16 to f32
    %hi = arith.fptosi %hw : f32 to i32
    %bits = tt.bitcast %x : f32 -> i32
    %pi = tt.ptr_to_int %out : !tt.ptr<i32> -> i64
    %pp = tt.int_to_ptr %pi : i64 -> !tt.ptr<i32>
    %c16 = arith.constant 16 : i32
    %slot = tt.addptr %pp, %c16 : !tt.ptr<i32>, i32
    %c5 = arith.constant 5 : i32
    %old = tt.atomic_cas acq_rel, gpu, %slot, %c5, %c16 : (!tt.ptr<i32>, i32, i32) -> i32
    %c0 = arith.constant 0 : i32
    %op = tt.splat %out : !tt.ptr<i32> -> tensor<8x!tt.ptr<i32>>
    %r8 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
    %p8 = tt.addptr %op, %r8 : tensor<8x!tt.ptr<i32>>, tensor<8xi32>
    tt.store %p8, %flat : tensor<8x!tt.ptr<i32>>
    %o4 = tt.splat %out : !tt.ptr<i32> -> tensor<4x!tt.ptr<i32>>
    %c8 = arith.constant dense<8> : tensor<4xi32>
    %r8b = arith.addi %r, %c8 : tensor<4xi32>
    %p4 = tt.addptr %o4, %r8b : tensor<4x!tt.ptr<i32>>, tensor<4xi32>
    tt.store %p4, %cs : tensor<4x!tt.ptr<i32>>
    %c4 = arith.constant dense<4> : tensor<4xi32>
    %p4b = tt.addptr %p4, %c4 : tensor<4x!tt.ptr<i32>>, tensor<4xi32>
    tt.store %p4b, %sp#1 : tensor<4x!tt.ptr<i32>>
    %c17 = arith.constant 17 : i32
    %s17 = tt.addptr %out, %c17 : !tt.ptr<i32>, i32
    tt.store %s17, %am#1 : !tt.ptr<i32>
    %c18 = arith.constant 18 : i32
    %s18 = tt.addptr %out, %c18 : !tt.ptr<i32>, i32
    tt.store %s18, %hi : !tt.ptr<i32>
    %c19 = arith.constant 19 : i32
    %s19 = tt.addptr %out, %c19 : !tt.ptr<i32>, i32
    tt.store %s19, %bits : !tt.ptr<i32>
    %c20 = arith.constant 20 : i32
    %s20 = tt.addptr %out, %c20 : !tt.ptr<i32>, i32
    tt.store %s20, %old : !tt.ptr<i32>
    %r21 = arith.constant dense<21> : tensor<4xi32>
    %r21b = arith.addi %r, %r21 : tensor<4xi32>
    %p21 = tt.addptr %o4, %r21b : tensor<4x!tt.ptr<i32>>, tensor<4xi32>
    tt.store %p21, %rowsum : tensor<4x!tt.ptr<i32>>
    tt.return
  }
}"#;

    #[test]
    fn ops_through_the_dispatch() {
        let mut mem = Memory::new();
        let mut init = vec![0; 25];
        init[16] = 5;
        let out = i32_buffer(&mut mem, &init);
        run_text(OPS, "ops", &[ArgValue::Ptr(out)], &mut mem, [1, 1, 1]).unwrap();
        let got = read_i32s(&mem, out);
        // The transposed join, flattened: the range, then the range plus 10.
        assert_eq!(&got[..8], &[0, 1, 2, 3, 10, 11, 12, 13]);
        // The reverse cumulative sum of 0..4, then the second half of the split.
        assert_eq!(&got[8..12], &[6, 6, 5, 3]);
        assert_eq!(&got[12..16], &[10, 11, 12, 13]);
        // The swapped 16, the argmax (7.0 first at 1), 2.75 rounded toward zero
        // to f16 (exact, so 2 after truncation to i32), the bits of 2.75.
        assert_eq!(&got[16..20], &[16, 1, 2, 0x4030_0000]);
        // The old value of the compare-and-swap, then the row sums of the
        // broadcast column.
        assert_eq!(&got[20..25], &[5, 0, 4, 8, 12]);
    }

    #[test]
    fn an_out_of_bounds_store_names_op_location_program_and_address() {
        let text = r#"
module {
  tt.func public @f(%out: !tt.ptr<i32>) {
    %pid = tt.get_program_id x : i32
    %c4 = arith.constant 4 : i32
    %off = arith.muli %pid, %c4 : i32
    %p = tt.addptr %out, %off : !tt.ptr<i32>, i32
    tt.store %p, %pid : !tt.ptr<i32> loc("k.py":7:5)
    tt.return
  }
}"#;
        let mut mem = Memory::new();
        let out = i32_buffer(&mut mem, &[0; 6]);
        let err = run_text(text, "f", &[ArgValue::Ptr(out)], &mut mem, [3, 1, 1]).unwrap_err();
        assert_eq!(err.kind, ErrorKind::OutOfBounds);
        assert_eq!(err.address, Some(out + 32));
        assert_eq!(err.program, Some([2, 0, 0]));
        let want = format!(
            "k.py:7:5: error: tt.store in program (2, 0, 0): element 0 at address {:#x} (4 bytes) is outside every buffer",
            out + 32
        );
        assert_eq!(err.to_string(), want);
        // Programs 0 and 1 ran before program 2 failed.
        assert_eq!(read_i32s(&mem, out), vec![0, 0, 0, 0, 1, 0]);
    }

    #[test]
    fn a_division_by_zero_names_the_op() {
        let text = r#"
module {
  tt.func public @f(%a: i32, %b: i32) {
    %q = arith.divsi %a, %b : i32 loc("k.py":2:8)
    tt.return
  }
}"#;
        let args = [ArgValue::I32(7), ArgValue::I32(0)];
        let err = run_text(text, "f", &args, &mut Memory::new(), [1, 1, 1]).unwrap_err();
        assert_eq!(err.kind, ErrorKind::DivisionByZero);
        assert!(
            err.to_string()
                .starts_with("k.py:2:8: error: arith.divsi in program (0, 0, 0): division by zero"),
            "{err}"
        );
    }

    #[test]
    fn arguments_must_match_the_parameters() {
        let text = "module {\n  tt.func public @f(%a: i32) {\n    tt.return\n  }\n}";
        let mut mem = Memory::new();
        let err = run_text(text, "f", &[], &mut mem, [1, 1, 1]).unwrap_err();
        assert_eq!(err.kind, ErrorKind::BadArguments);
        assert_eq!(err.to_string(), "error: @f takes 1 arguments, given 0");
        let err = run_text(text, "f", &[ArgValue::F32(1.0)], &mut mem, [1, 1, 1]).unwrap_err();
        assert_eq!(err.kind, ErrorKind::BadArguments);
    }
}

#[cfg(test)]
mod op_coverage {
    use super::*;
    use tilelift_ir::{Family, FloatKind, Format, Typing};

    /// Every elementwise op of one or two operands has an interpreter rule: the
    /// dispatch above never answers "unsupported" for it. (Ops of the other
    /// formats are dispatched by format in `eval`, whose match has no wildcard;
    /// the generic-format TritonGPU ops are not interpreted.)
    #[test]
    fn every_elementwise_op_has_a_rule() {
        let f = |k| Tile::from_floats(&[4], k, vec![0.5, 1.0, 2.0, 3.0]);
        let i = Tile::from_ints(&[4], ElemType::Int(32), vec![1, 2, 3, 4]);
        let i64_ = Tile::from_ints(&[4], ElemType::Int(64), vec![1, 2, 3, 4]);
        let f32 = f(FloatKind::F32);
        for &op in Opcode::ALL {
            if op.family() != Family::Elementwise {
                continue;
            }
            let result = match (op.format(), op.typing()) {
                (Format::Unary, Typing::SameFloat) => {
                    unary_rule(op, &f32, &[4], ElemType::Float(FloatKind::F32)).map(|_| ())
                }
                (Format::Unary, Typing::SameInt) => {
                    unary_rule(op, &i, &[4], ElemType::Int(32)).map(|_| ())
                }
                (Format::Unary, Typing::Cast) => {
                    // A source and destination each cast accepts.
                    let (src, dst) = match op {
                        Opcode::ExtSI | Opcode::ExtUI => (&i, ElemType::Int(64)),
                        Opcode::TruncI | Opcode::IntToPtr => (&i64_, ElemType::Int(32)),
                        Opcode::SIToFP | Opcode::UIToFP => (&i, ElemType::Float(FloatKind::F32)),
                        Opcode::ExtF => (&f32, ElemType::Float(FloatKind::F64)),
                        Opcode::TruncF => (&f32, ElemType::Float(FloatKind::F16)),
                        Opcode::FPToSI
                        | Opcode::FPToUI
                        | Opcode::ArithBitcast
                        | Opcode::Bitcast => (&f32, ElemType::Int(32)),
                        _ => (&i, ElemType::Int(64)),
                    };
                    unary_rule(op, src, &[4], dst).map(|_| ())
                }
                (Format::Binary, Typing::SameFloat) => binary_rule(op, &f32, &f32).map(|_| ()),
                (Format::Binary, Typing::SameInt) => binary_rule(op, &i, &i).map(|_| ()),
                _ => continue,
            };
            if let Err(e) = result {
                assert_ne!(
                    e.kind,
                    ErrorKind::Unsupported,
                    "{}: {}",
                    op.name(),
                    e.message
                );
            }
        }
    }
}
