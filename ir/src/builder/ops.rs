//! [`InstBuilder`]: one method per opcode, for every [`InstBuilderBase`].
//!
//! Each method builds one instruction at the builder's position, infers the types
//! of its results (see the `infer` module) and returns them. Methods whose
//! inference can fail come as a `try_*` method returning [`BuildError`] and a twin
//! that panics with the error's message; on an error, nothing is built.

use super::error::BuildError;
use super::infer::{self, Operand};
use super::{ForLoop, IfOp, InstBuilderBase, ReduceOp, ReshapeFlags, WhileOp};
use crate::attrs::{
    AttrList, FloatCC, InputPrecision, IntCC, MemFlags, MemSemantic, MemSyncScope, ProgramAxis,
    PropagateNan, RmwOp, RoundingMode,
};
use crate::constant::ConstantValue;
use crate::entities::{Block, Encoding, Inst, Region, Type, Value};
use crate::instructions::{Format, InstructionData, Opcode, ValueList};
use smallvec::smallvec;

/// Declares same-type binary ops: `fn name(self, a, b) -> Value`.
macro_rules! binary_ops {
    ($($(#[$doc:meta])* $name:ident = $opcode:ident;)*) => {$(
        $(#[$doc])*
        ///
        /// The result has the type of `a`.
        fn $name(self, a: Value, b: Value) -> Value {
            let data = InstructionData::Binary { opcode: Opcode::$opcode, args: [a, b] };
            same_type(self, data, a)
        }
    )*};
}

/// Declares same-type unary ops: `fn name(self, x) -> Value`.
macro_rules! unary_ops {
    ($($(#[$doc:meta])* $name:ident = $opcode:ident;)*) => {$(
        $(#[$doc])*
        ///
        /// The result has the type of `x`.
        fn $name(self, x: Value) -> Value {
            let data = InstructionData::Unary { opcode: Opcode::$opcode, arg: x };
            same_type(self, data, x)
        }
    )*};
}

/// Declares element-type conversions: `fn name(self, x, elem) -> Value`.
macro_rules! cast_ops {
    ($($(#[$doc:meta])* $name:ident = $opcode:ident;)*) => {$(
        $(#[$doc])*
        ///
        /// The result has the shape and encoding of `x` and the element type `elem`.
        fn $name(self, x: Value, elem: Type) -> Value {
            let data = InstructionData::Unary { opcode: Opcode::$opcode, arg: x };
            with_element(self, data, x, elem)
        }
    )*};
}

/// One method per opcode, built on an [`InstBuilderBase`].
///
/// Bring the trait into scope (`use tilelift_ir::builder::InstBuilder;`) to call
/// `b.ins().addi(x, y)`. The methods take the builder by value, so each `ins()`
/// builds one instruction.
pub trait InstBuilder<'f>: InstBuilderBase<'f> {
    // Program ids and index ranges.

    /// `tt.get_program_id`: the index of this program along `axis` of the launch
    /// grid, an `i32`.
    fn get_program_id(self, axis: ProgramAxis) -> Value {
        let i32 = self.types().i32();
        let data = InstructionData::ProgramInfo {
            opcode: Opcode::GetProgramId,
            axis,
        };
        build_one(self, data, i32)
    }

    /// `tt.get_num_programs`: the size of the launch grid along `axis`, an `i32`.
    fn get_num_programs(self, axis: ProgramAxis) -> Value {
        let i32 = self.types().i32();
        let data = InstructionData::ProgramInfo {
            opcode: Opcode::GetNumPrograms,
            axis,
        };
        build_one(self, data, i32)
    }

    /// `tt.make_range`: the tensor `[start, start + 1, ..., end - 1]` of type
    /// `tensor<(end - start)xi32>`.
    ///
    /// # Errors
    /// [`BuildError::EmptyRange`] when `end <= start`.
    fn try_make_range(mut self, start: i32, end: i32) -> Result<Value, BuildError> {
        let ty = infer::make_range(self.types_mut(), start, end)?;
        let data = InstructionData::MakeRange {
            opcode: Opcode::MakeRange,
            start,
            end,
        };
        Ok(build_one(self, data, ty))
    }

    /// [`try_make_range`](Self::try_make_range), panicking on error.
    #[track_caller]
    fn make_range(self, start: i32, end: i32) -> Value {
        or_panic(self.try_make_range(start, end))
    }

    // Shapes and layouts.

    /// `tt.splat`: a tensor of `shape` holding the scalar or pointer `x` everywhere,
    /// without an encoding.
    ///
    /// # Errors
    /// [`BuildError::NotAScalar`] when `x` is a tensor.
    fn try_splat(mut self, x: Value, shape: &[i64]) -> Result<Value, BuildError> {
        let x_op = operand(&self, x);
        let ty = infer::splat(self.types_mut(), x_op, shape)?;
        Ok(unary(self, Opcode::Splat, x, ty))
    }

    /// [`try_splat`](Self::try_splat), panicking on error.
    #[track_caller]
    fn splat(self, x: Value, shape: &[i64]) -> Value {
        or_panic(self.try_splat(x, shape))
    }

    /// `tt.broadcast`: `x` with its size-1 dimensions stretched to `shape`. The
    /// result keeps the element type and encoding of `x`.
    fn broadcast(mut self, x: Value, shape: &[i64]) -> Value {
        let ty = self.value_type(x);
        let ty = self.types_mut().with_shape(ty, shape);
        unary(self, Opcode::Broadcast, x, ty)
    }

    /// `tt.expand_dims`: `x` with a dimension of size 1 inserted at `axis` (which may
    /// equal the rank, to append one). A `#ttg.slice` encoding along `axis` becomes
    /// its parent.
    ///
    /// # Errors
    /// [`BuildError::NotATensor`], or [`BuildError::AxisOutOfRange`] when `axis`
    /// exceeds the rank.
    fn try_expand_dims(mut self, x: Value, axis: u32) -> Result<Value, BuildError> {
        let x_op = operand(&self, x);
        let ty = infer::expand_dims(self.types_mut(), x_op, axis)?;
        let data = InstructionData::Axis {
            opcode: Opcode::ExpandDims,
            arg: x,
            axis,
        };
        Ok(build_one(self, data, ty))
    }

    /// [`try_expand_dims`](Self::try_expand_dims), panicking on error.
    #[track_caller]
    fn expand_dims(self, x: Value, axis: u32) -> Value {
        or_panic(self.try_expand_dims(x, axis))
    }

    /// `tt.reshape`: the elements of `x`, in row-major order, in a tensor of `shape`
    /// with the element type and encoding of `x`.
    fn reshape(self, x: Value, shape: &[i64]) -> Value {
        self.reshape_with(x, shape, ReshapeFlags::default())
    }

    /// `tt.reshape` with its `allow_reorder` and `efficient_layout` flags.
    fn reshape_with(mut self, x: Value, shape: &[i64], flags: ReshapeFlags) -> Value {
        let ty = self.value_type(x);
        let ty = self.types_mut().with_shape(ty, shape);
        let data = InstructionData::Reshape {
            opcode: Opcode::Reshape,
            arg: x,
            allow_reorder: flags.allow_reorder,
            efficient_layout: flags.efficient_layout,
        };
        build_one(self, data, ty)
    }

    /// `tt.trans`: `x` with its dimensions permuted; result dimension `i` is
    /// dimension `order[i]` of `x`. The result keeps the encoding of `x`.
    ///
    /// # Errors
    /// [`BuildError::NotATensor`], or [`BuildError::BadPermutation`] when `order` is
    /// not a permutation of the dimensions.
    fn try_trans(mut self, x: Value, order: &[u32]) -> Result<Value, BuildError> {
        let x_op = operand(&self, x);
        let ty = infer::trans(self.types_mut(), x_op, order)?;
        let data = InstructionData::Trans {
            opcode: Opcode::Trans,
            arg: x,
            order: order.into(),
        };
        Ok(build_one(self, data, ty))
    }

    /// [`try_trans`](Self::try_trans), panicking on error.
    #[track_caller]
    fn trans(self, x: Value, order: &[u32]) -> Value {
        or_panic(self.try_trans(x, order))
    }

    /// `tt.join`: `a` and `b` side by side along a new minor dimension of size 2.
    fn join(mut self, a: Value, b: Value) -> Value {
        let ty = self.value_type(a);
        let ty = infer::join(self.types_mut(), ty);
        let data = InstructionData::Binary {
            opcode: Opcode::Join,
            args: [a, b],
        };
        build_one(self, data, ty)
    }

    /// `tt.split`: the two halves of `x` along its minor dimension, which must be 2.
    ///
    /// # Errors
    /// [`BuildError::NotATensor`], or [`BuildError::BadSplit`] when the rank is
    /// below 2 or the minor dimension is not 2.
    fn try_split(mut self, x: Value) -> Result<(Value, Value), BuildError> {
        let x_op = operand(&self, x);
        let ty = infer::split(self.types_mut(), x_op)?;
        let data = InstructionData::Unary {
            opcode: Opcode::Split,
            arg: x,
        };
        let (inst, dfg) = self.build(data, &[ty, ty]);
        let results = dfg.inst_results(inst);
        Ok((results[0], results[1]))
    }

    /// [`try_split`](Self::try_split), panicking on error.
    #[track_caller]
    fn split(self, x: Value) -> (Value, Value) {
        or_panic(self.try_split(x))
    }

    /// `tt.gather %src[%idx] {axis}`: the result has `idx`'s shape (and
    /// encoding) and `src`'s element type; element `c` is `src` at `c` with
    /// coordinate `axis` replaced by `idx[c]`. The verifier checks the shapes.
    fn gather(mut self, src: Value, idx: Value, axis: u32) -> Value {
        let src_ty = self.value_type(src);
        let idx_ty = self.value_type(idx);
        let elem = self.types_mut().element_type(src_ty);
        let ty = self.types_mut().with_element(idx_ty, elem);
        let data = InstructionData::Gather {
            opcode: Opcode::Gather,
            args: [src, idx],
            axis,
            efficient_layout: false,
        };
        build_one(self, data, ty)
    }

    /// `tt.histogram %x, %mask`: a `num_bins`-element `i32` tensor (in `x`'s
    /// encoding, if any) counting the elements of `x` equal to each bin,
    /// where the optional `mask` holds. The verifier checks the types.
    fn histogram(mut self, x: Value, mask: Option<Value>, num_bins: i64) -> Value {
        let x_ty = self.value_type(x);
        let types = self.types_mut();
        let i32 = types.i32();
        let counts = types.with_element(x_ty, i32);
        let ty = types.with_shape(counts, &[num_bins]);
        let data = InstructionData::Histogram {
            opcode: Opcode::Histogram,
            args: core::iter::once(x).chain(mask).collect(),
        };
        build_one(self, data, ty)
    }

    /// `ttg.convert_layout`: `x` in the encoding `encoding`.
    fn convert_layout(mut self, x: Value, encoding: Encoding) -> Value {
        let ty = self.value_type(x);
        let ty = infer::convert_layout(self.types_mut(), ty, encoding);
        unary(self, Opcode::ConvertLayout, x, ty)
    }

    // Pointers and memory.

    /// `tt.addptr`: `ptr` advanced by `offset` elements of the pointee. The result
    /// has the type of `ptr`.
    fn addptr(self, ptr: Value, offset: Value) -> Value {
        let data = InstructionData::Binary {
            opcode: Opcode::AddPtr,
            args: [ptr, offset],
        };
        same_type(self, data, ptr)
    }

    /// `tt.load`: the values `ptr` points to, where `mask` is true, and `other` (or
    /// undefined values) where it is false. The result has the shape and encoding of
    /// `ptr` and the pointee as element type; a pointer to a tensor loads that tensor.
    ///
    /// # Errors
    /// [`BuildError::NotAPointer`], or [`BuildError::OtherWithoutMask`].
    fn try_load(
        mut self,
        ptr: Value,
        mask: Option<Value>,
        other: Option<Value>,
        flags: MemFlags,
    ) -> Result<Value, BuildError> {
        if mask.is_none() && other.is_some() {
            return Err(BuildError::OtherWithoutMask);
        }
        let ptr_op = operand(&self, ptr);
        let ty = infer::load(self.types_mut(), ptr_op)?;
        let mut args: ValueList = smallvec![ptr];
        args.extend(mask);
        args.extend(other);
        let data = InstructionData::Load {
            opcode: Opcode::Load,
            args,
            flags,
        };
        Ok(build_one(self, data, ty))
    }

    /// [`try_load`](Self::try_load), panicking on error.
    #[track_caller]
    fn load(self, ptr: Value, mask: Option<Value>, other: Option<Value>, flags: MemFlags) -> Value {
        or_panic(self.try_load(ptr, mask, other, flags))
    }

    /// `tt.store`: writes `value` where `ptr` points, where `mask` is true.
    fn store(self, ptr: Value, value: Value, mask: Option<Value>, flags: MemFlags) -> Inst {
        let mut args: ValueList = smallvec![ptr, value];
        args.extend(mask);
        let data = InstructionData::Store {
            opcode: Opcode::Store,
            args,
            flags,
        };
        self.build(data, &[]).0
    }

    /// `tt.atomic_rmw`: applies `op` with `value` where `ptr` points (where `mask` is
    /// true) and returns the old values, of the type of `value`.
    fn atomic_rmw(
        self,
        op: RmwOp,
        sem: MemSemantic,
        scope: MemSyncScope,
        ptr: Value,
        value: Value,
        mask: Option<Value>,
    ) -> Value {
        let mut args: ValueList = smallvec![ptr, value];
        args.extend(mask);
        let data = InstructionData::AtomicRmw {
            opcode: Opcode::AtomicRmw,
            op,
            sem,
            scope,
            args,
        };
        same_type(self, data, value)
    }

    /// `tt.atomic_cas`: where `ptr` points, writes `value` if the memory holds `cmp`,
    /// and returns the old values, of the type of `value`.
    fn atomic_cas(
        self,
        sem: MemSemantic,
        scope: MemSyncScope,
        ptr: Value,
        cmp: Value,
        value: Value,
    ) -> Value {
        let data = InstructionData::AtomicCas {
            opcode: Opcode::AtomicCas,
            sem,
            scope,
            args: [ptr, cmp, value],
        };
        same_type(self, data, value)
    }

    cast_ops! {
        /// `tt.int_to_ptr`: integers to pointers of element type `elem`.
        int_to_ptr = IntToPtr;
        /// `tt.ptr_to_int`: pointers to integers of element type `elem`.
        ptr_to_int = PtrToInt;
        /// `tt.bitcast`: the same bits as element type `elem`, which has the same width
        /// (pointers included).
        bitcast = Bitcast;
    }

    // Compute.

    /// `tt.dot`: the matrix product `a * b + c`, with f32 inputs multiplied as
    /// `precision` says. The result has the type of `c`.
    fn dot(self, a: Value, b: Value, c: Value, precision: InputPrecision) -> Value {
        self.dot_max_imprecise(a, b, c, precision, 0)
    }

    /// `tt.dot` with `maxNumImpreciseAcc`: how many products an f8 dot may add in
    /// reduced precision before it accumulates in f32 (0: no limit).
    fn dot_max_imprecise(
        self,
        a: Value,
        b: Value,
        c: Value,
        precision: InputPrecision,
        max_num_imprecise_acc: i32,
    ) -> Value {
        let data = InstructionData::Dot {
            opcode: Opcode::Dot,
            args: [a, b, c],
            input_precision: precision,
            max_num_imprecise_acc,
        };
        same_type(self, data, c)
    }

    /// `tt.reduce`: reduces the tensors `args` together along `axis`, combining
    /// elements with a region that the caller fills (see [`ReduceOp`]). Each result
    /// is its operand without dimension `axis` (a scalar when none is left); an
    /// encoding `E` becomes `#ttg.slice<{dim = axis, parent = E}>`.
    ///
    /// # Errors
    /// [`BuildError::NoOperands`], [`BuildError::NotATensor`], or
    /// [`BuildError::AxisOutOfRange`].
    fn try_reduce(mut self, args: &[Value], axis: u32) -> Result<ReduceOp, BuildError> {
        let mut result_types = Vec::with_capacity(args.len());
        for &arg in args {
            let arg_op = operand(&self, arg);
            result_types.push(infer::reduce(self.types_mut(), arg_op, axis)?);
        }
        build_reduce_scan(self, Opcode::Reduce, args, axis, false, &result_types)
    }

    /// [`try_reduce`](Self::try_reduce), panicking on error.
    #[track_caller]
    fn reduce(self, args: &[Value], axis: u32) -> ReduceOp {
        or_panic(self.try_reduce(args, axis))
    }

    /// `tt.reduce.return`: ends a reduce's combine block with the combined values.
    fn reduce_return(self, values: &[Value]) -> Inst {
        multi_ary(self, Opcode::ReduceReturn, values)
    }

    /// `tt.scan`: an inclusive scan of the tensors `args` together along `axis`
    /// (from the end if `reverse`), combining elements with a region that the
    /// caller fills (see [`ReduceOp`]). The results have the types of `args`.
    ///
    /// # Errors
    /// [`BuildError::NoOperands`], [`BuildError::NotATensor`], or
    /// [`BuildError::AxisOutOfRange`].
    fn try_scan(self, args: &[Value], axis: u32, reverse: bool) -> Result<ReduceOp, BuildError> {
        let mut result_types = Vec::with_capacity(args.len());
        for &arg in args {
            result_types.push(infer::scan(self.types(), operand(&self, arg), axis)?);
        }
        build_reduce_scan(self, Opcode::Scan, args, axis, reverse, &result_types)
    }

    /// [`try_scan`](Self::try_scan), panicking on error.
    #[track_caller]
    fn scan(self, args: &[Value], axis: u32, reverse: bool) -> ReduceOp {
        or_panic(self.try_scan(args, axis, reverse))
    }

    /// `tt.scan.return`: ends a scan's combine block with the combined values.
    fn scan_return(self, values: &[Value]) -> Inst {
        multi_ary(self, Opcode::ScanReturn, values)
    }

    /// `tt.fp_to_fp`: `x` converted to the float element type `elem`, rounded as
    /// `rounding` says (required when narrowing). The result has the shape and
    /// encoding of `x`.
    fn fp_to_fp(self, x: Value, elem: Type, rounding: Option<RoundingMode>) -> Value {
        let data = InstructionData::FpToFp {
            opcode: Opcode::FpToFp,
            arg: x,
            rounding,
        };
        with_element(self, data, x, elem)
    }

    /// `tt.clampf`: `min(max(x, lo), hi)` with the NaN policy `propagate_nan`. The
    /// result has the type of `x`.
    fn clampf(self, x: Value, lo: Value, hi: Value, propagate_nan: PropagateNan) -> Value {
        let data = InstructionData::ClampF {
            opcode: Opcode::ClampF,
            args: [x, lo, hi],
            propagate_nan,
        };
        same_type(self, data, x)
    }

    unary_ops! {
        /// `tt.precise_sqrt`: the IEEE square root, correctly rounded.
        precise_sqrt = PreciseSqrt;
    }

    binary_ops! {
        /// `tt.precise_divf`: the IEEE quotient `a / b`, correctly rounded.
        precise_divf = PreciseDivF;
        /// `tt.approx_divf`: `a / b`, approximate as `arith.divf` on f32.
        approx_divf = ApproxDivF;
        /// `tt.mulhiui`: the high half of the unsigned product `a * b`.
        mulhiui = MulHiUI;
    }

    // Control and debugging.

    /// `tt.return`: returns `values` from the function.
    fn return_(self, values: &[Value]) -> Inst {
        multi_ary(self, Opcode::Return, values)
    }

    /// `tt.call @callee(args)`, whose results have `result_types`; read them with
    /// [`inst_results`](super::FunctionBuilder::inst_results).
    fn call(self, callee: &str, args: &[Value], result_types: &[Type]) -> Inst {
        let data = InstructionData::Call {
            opcode: Opcode::Call,
            callee: callee.into(),
            args: args.into(),
        };
        self.build(data, result_types).0
    }

    /// `tt.assert`: stops the kernel with `message` where `cond` is false.
    fn assert(self, cond: Value, message: &str) -> Inst {
        let data = InstructionData::Assert {
            opcode: Opcode::Assert,
            arg: cond,
            message: message.into(),
        };
        self.build(data, &[]).0
    }

    /// `tt.print`: prints `prefix` and `args`, in hexadecimal if `hex`;
    /// `is_signed[i]` says whether integer `args[i]` prints as signed.
    fn print(self, prefix: &str, hex: bool, args: &[Value], is_signed: &[bool]) -> Inst {
        let data = InstructionData::Print {
            opcode: Opcode::Print,
            prefix: prefix.into(),
            hex,
            args: args.into(),
            is_signed: is_signed.iter().map(|&s| i64::from(s)).collect(),
        };
        self.build(data, &[]).0
    }

    // Integer arithmetic, wrapping at the width.

    binary_ops! {
        /// `arith.addi`: integer addition.
        addi = AddI;
        /// `arith.subi`: integer subtraction.
        subi = SubI;
        /// `arith.muli`: integer multiplication.
        muli = MulI;
        /// `arith.divsi`: signed division, rounding toward zero.
        divsi = DivSI;
        /// `arith.divui`: unsigned division.
        divui = DivUI;
        /// `arith.remsi`: signed remainder, with the sign of `a`.
        remsi = RemSI;
        /// `arith.remui`: unsigned remainder.
        remui = RemUI;
        /// `arith.ceildivsi`: signed division, rounding toward positive infinity.
        ceildivsi = CeilDivSI;
        /// `arith.floordivsi`: signed division, rounding toward negative infinity.
        floordivsi = FloorDivSI;
        /// `arith.andi`: bitwise and.
        andi = AndI;
        /// `arith.ori`: bitwise or.
        ori = OrI;
        /// `arith.xori`: bitwise xor.
        xori = XOrI;
        /// `arith.shli`: shift left by `b`.
        shli = ShLI;
        /// `arith.shrsi`: arithmetic shift right by `b`.
        shrsi = ShRSI;
        /// `arith.shrui`: logical shift right by `b`.
        shrui = ShRUI;
        /// `arith.maxsi`: signed maximum.
        maxsi = MaxSI;
        /// `arith.minsi`: signed minimum.
        minsi = MinSI;
        /// `arith.maxui`: unsigned maximum.
        maxui = MaxUI;
        /// `arith.minui`: unsigned minimum.
        minui = MinUI;
    }

    // Float arithmetic.

    binary_ops! {
        /// `arith.addf`: float addition.
        addf = AddF;
        /// `arith.subf`: float subtraction.
        subf = SubF;
        /// `arith.mulf`: float multiplication.
        mulf = MulF;
        /// `arith.divf`: float division.
        divf = DivF;
        /// `arith.remf`: float remainder, as C's `fmod`.
        remf = RemF;
        /// `arith.maxnumf`: maximum, ignoring a NaN operand (IEEE maxNum).
        maxnumf = MaxNumF;
        /// `arith.minnumf`: minimum, ignoring a NaN operand (IEEE minNum).
        minnumf = MinNumF;
        /// `arith.maximumf`: maximum, NaN if either operand is.
        maximumf = MaximumF;
        /// `arith.minimumf`: minimum, NaN if either operand is.
        minimumf = MinimumF;
    }

    unary_ops! {
        /// `arith.negf`: float negation.
        negf = NegF;
    }

    // Comparisons, select and constants.

    /// `arith.cmpi`: compares integers with `cond`. The result is `i1` in the
    /// shape and encoding of `a`.
    fn cmpi(self, cond: IntCC, a: Value, b: Value) -> Value {
        let data = InstructionData::IntCompare {
            opcode: Opcode::CmpI,
            cond,
            args: [a, b],
        };
        let i1 = self.types().i1();
        with_element(self, data, a, i1)
    }

    /// `arith.cmpf`: compares floats with `cond`. The result is `i1` in the shape
    /// and encoding of `a`.
    fn cmpf(self, cond: FloatCC, a: Value, b: Value) -> Value {
        let data = InstructionData::FloatCompare {
            opcode: Opcode::CmpF,
            cond,
            args: [a, b],
        };
        let i1 = self.types().i1();
        with_element(self, data, a, i1)
    }

    /// `arith.select`: `a` where `cond` is true, `b` where it is false. The result
    /// has the type of `a`.
    fn select(self, cond: Value, a: Value, b: Value) -> Value {
        let data = InstructionData::Ternary {
            opcode: Opcode::Select,
            args: [cond, a, b],
        };
        same_type(self, data, a)
    }

    /// `arith.constant` of type `ty` with the raw value `value` (see
    /// [`ConstantValue`] for how the bits are read).
    fn constant(self, ty: Type, value: ConstantValue) -> Value {
        let data = InstructionData::Constant {
            opcode: Opcode::Constant,
            value,
        };
        build_one(self, data, ty)
    }

    /// An integer constant of type `ty`: a scalar, or a splat when `ty` is a tensor.
    /// `value` is truncated to the element width, so `iconst(i32, -1)` holds
    /// `0xFFFF_FFFF` and `iconst(i1, 1)` is `true`.
    ///
    /// # Errors
    /// [`BuildError::ConstantType`] unless the element type is an integer or index.
    fn try_iconst(self, ty: Type, value: i64) -> Result<Value, BuildError> {
        let value = infer::int_constant(self.types(), ty, value)?;
        Ok(self.constant(ty, value))
    }

    /// [`try_iconst`](Self::try_iconst), panicking on error.
    #[track_caller]
    fn iconst(self, ty: Type, value: i64) -> Value {
        or_panic(self.try_iconst(ty, value))
    }

    /// A float constant of type `ty` (a scalar, or a splat when `ty` is a tensor):
    /// `value` rounded to nearest, ties to even, to `f16`, `bf16`, `f32`, `f64` or
    /// `f8E5M2`.
    ///
    /// # Errors
    /// [`BuildError::ConstantType`] unless the element type is a float, and
    /// [`BuildError::UnsupportedFloat`] for `f8E4M3FN` (use
    /// [`const_bits`](Self::const_bits)).
    fn try_fconst(self, ty: Type, value: f64) -> Result<Value, BuildError> {
        let value = infer::float_constant(self.types(), ty, value)?;
        Ok(self.constant(ty, value))
    }

    /// [`try_fconst`](Self::try_fconst), panicking on error.
    #[track_caller]
    fn fconst(self, ty: Type, value: f64) -> Value {
        or_panic(self.try_fconst(ty, value))
    }

    /// A constant of type `ty` (a scalar, or a splat when `ty` is a tensor) given
    /// by its raw element bits, read as [`ConstantValue`] says.
    fn const_bits(self, ty: Type, bits: u64) -> Value {
        let value = infer::bits_constant(self.types(), ty, bits);
        self.constant(ty, value)
    }

    /// The `i1` constant `true` or `false`.
    fn bool_const(self, value: bool) -> Value {
        let i1 = self.types().i1();
        self.constant(i1, ConstantValue::Scalar(u64::from(value)))
    }

    // Casts.

    cast_ops! {
        /// `arith.extsi`: sign extension to the wider integer `elem`.
        extsi = ExtSI;
        /// `arith.extui`: zero extension to the wider integer `elem`.
        extui = ExtUI;
        /// `arith.trunci`: truncation to the narrower integer `elem`.
        trunci = TruncI;
        /// `arith.extf`: widening to the float `elem`.
        extf = ExtF;
        /// `arith.truncf`: narrowing to the float `elem`, to nearest even.
        truncf = TruncF;
        /// `arith.sitofp`: signed integers to the float `elem`.
        sitofp = SIToFP;
        /// `arith.uitofp`: unsigned integers to the float `elem`.
        uitofp = UIToFP;
        /// `arith.fptosi`: floats to the signed integer `elem`, toward zero.
        fptosi = FPToSI;
        /// `arith.fptoui`: floats to the unsigned integer `elem`, toward zero.
        fptoui = FPToUI;
        /// `arith.bitcast`: the same bits as `elem`, of the same width.
        arith_bitcast = ArithBitcast;
        /// `arith.index_cast`: integers to or from `index`.
        index_cast = IndexCast;
    }

    // Math.

    unary_ops! {
        /// `math.exp`: `e^x`.
        exp = Exp;
        /// `math.exp2`: `2^x`.
        exp2 = Exp2;
        /// `math.log`: the natural logarithm.
        log = Log;
        /// `math.log2`: the base-2 logarithm.
        log2 = Log2;
        /// `math.sqrt`: the square root (approximate on GPUs).
        sqrt = Sqrt;
        /// `math.rsqrt`: the reciprocal square root.
        rsqrt = Rsqrt;
        /// `math.sin`: the sine.
        sin = Sin;
        /// `math.cos`: the cosine.
        cos = Cos;
        /// `math.tanh`: the hyperbolic tangent.
        tanh = Tanh;
        /// `math.erf`: the error function.
        erf = Erf;
        /// `math.floor`: rounding toward negative infinity.
        floor = Floor;
        /// `math.ceil`: rounding toward positive infinity.
        ceil = Ceil;
        /// `math.absf`: the float absolute value.
        absf = AbsF;
        /// `math.absi`: the integer absolute value.
        absi = AbsI;
    }

    /// `math.fma`: `a * b + c`, rounded once. The result has the type of `a`.
    fn fma(self, a: Value, b: Value, c: Value) -> Value {
        let data = InstructionData::Ternary {
            opcode: Opcode::Fma,
            args: [a, b, c],
        };
        same_type(self, data, a)
    }

    // Structured control flow.

    /// `scf.for %iv = lb to ub step step iter_args(inits)`. Makes the body region
    /// and its block, whose parameters are the induction variable (of the type of
    /// `lb`) and one iteration argument per init; the results have the types of
    /// `inits`. The builder stays where it was: switch to
    /// [`ForLoop::body_block`], build the body and end it with
    /// [`yield_`](Self::yield_).
    fn for_loop(mut self, lb: Value, ub: Value, step: Value, inits: &[Value]) -> ForLoop {
        let mut param_types = vec![self.value_type(lb)];
        param_types.extend(inits.iter().map(|&v| self.value_type(v)));
        let (body, body_block, mut params) = new_region(&mut self, &param_types);
        let iter_args = params.split_off(1);
        let mut args: ValueList = smallvec![lb, ub, step];
        args.extend_from_slice(inits);
        let data = InstructionData::For {
            opcode: Opcode::For,
            args,
            body,
        };
        let (inst, dfg) = self.build(data, &param_types[1..]);
        ForLoop {
            inst,
            body_block,
            induction_var: params[0],
            iter_args,
            results: dfg.inst_results(inst).to_vec(),
        }
    }

    /// `scf.if cond -> (result_types)`. Makes the then and else regions, one block
    /// each without parameters; both must end in [`yield_`](Self::yield_), of
    /// `result_types` (an if without results still yields nothing from its else
    /// block). The builder stays where it was.
    fn if_(mut self, cond: Value, result_types: &[Type]) -> IfOp {
        let (then_region, then_block, _) = new_region(&mut self, &[]);
        let (else_region, else_block, _) = new_region(&mut self, &[]);
        let data = InstructionData::If {
            opcode: Opcode::If,
            cond,
            then_region,
            else_region,
        };
        let (inst, dfg) = self.build(data, result_types);
        IfOp {
            inst,
            then_block,
            else_block,
            results: dfg.inst_results(inst).to_vec(),
        }
    }

    /// `scf.while (inits) : (init types) -> (result_types)`. The before block takes
    /// the types of `inits` and ends in [`condition`](Self::condition), whose
    /// arguments have `result_types`; the after block takes `result_types` and ends
    /// in [`yield_`](Self::yield_) of the init types. The results have
    /// `result_types`. The builder stays where it was.
    fn while_(mut self, inits: &[Value], result_types: &[Type]) -> WhileOp {
        let init_types: Vec<Type> = inits.iter().map(|&v| self.value_type(v)).collect();
        let (before, before_block, before_args) = new_region(&mut self, &init_types);
        let (after, after_block, after_args) = new_region(&mut self, result_types);
        let data = InstructionData::While {
            opcode: Opcode::While,
            args: inits.into(),
            before,
            after,
        };
        let (inst, dfg) = self.build(data, result_types);
        WhileOp {
            inst,
            before_block,
            before_args,
            after_block,
            after_args,
            results: dfg.inst_results(inst).to_vec(),
        }
    }

    /// `scf.condition(cond) args`: ends a while's before block; the loop goes on
    /// with `args` passed to the after block while `cond` holds, and otherwise ends
    /// with `args` as its results.
    fn condition(self, cond: Value, args: &[Value]) -> Inst {
        let mut values: ValueList = smallvec![cond];
        values.extend_from_slice(args);
        multi_ary(self, Opcode::Condition, &values)
    }

    /// `scf.yield`: ends a for, if or while body with `values`.
    fn yield_(self, values: &[Value]) -> Inst {
        multi_ary(self, Opcode::Yield, values)
    }

    // TritonGPU ops.

    /// A TritonGPU op kept as operands and attributes (`ttg.local_alloc`,
    /// `ttng.warp_group_dot`, ...), with results of `result_types`.
    ///
    /// # Errors
    /// [`BuildError::NotGeneric`] for an opcode whose format is not
    /// [`Format::Generic`]; those have their own method.
    fn try_generic(
        self,
        opcode: Opcode,
        args: &[Value],
        attrs: AttrList,
        result_types: &[Type],
    ) -> Result<Inst, BuildError> {
        if opcode.format() != Format::Generic {
            return Err(BuildError::NotGeneric(opcode));
        }
        let data = InstructionData::Generic {
            opcode,
            args: args.into(),
            attrs,
        };
        Ok(self.build(data, result_types).0)
    }

    /// [`try_generic`](Self::try_generic), panicking on error.
    #[track_caller]
    fn generic(
        self,
        opcode: Opcode,
        args: &[Value],
        attrs: AttrList,
        result_types: &[Type],
    ) -> Inst {
        or_panic(self.try_generic(opcode, args, attrs, result_types))
    }
}

impl<'f, T: InstBuilderBase<'f>> InstBuilder<'f> for T {}

/// The value of a result or panics with the error's message, at the caller's
/// location.
#[track_caller]
fn or_panic<T>(res: Result<T, BuildError>) -> T {
    match res {
        Ok(value) => value,
        Err(err) => panic!("{err}"),
    }
}

/// `value` with its type, for the inference functions.
fn operand<'f, B: InstBuilderBase<'f>>(b: &B, value: Value) -> Operand {
    Operand {
        value,
        ty: b.value_type(value),
    }
}

/// Builds an instruction with one result of type `ty` and returns the result.
fn build_one<'f, B: InstBuilderBase<'f>>(b: B, data: InstructionData, ty: Type) -> Value {
    let (inst, dfg) = b.build(data, &[ty]);
    dfg.inst_results(inst)[0]
}

/// Builds a one-operand instruction whose result has type `ty`.
fn unary<'f, B: InstBuilderBase<'f>>(b: B, opcode: Opcode, x: Value, ty: Type) -> Value {
    build_one(b, InstructionData::Unary { opcode, arg: x }, ty)
}

/// Builds an instruction whose result has the type of `like`.
fn same_type<'f, B: InstBuilderBase<'f>>(b: B, data: InstructionData, like: Value) -> Value {
    let ty = b.value_type(like);
    build_one(b, data, ty)
}

/// Builds an instruction whose result has the shape and encoding of `like` and the
/// element type `elem`.
fn with_element<'f, B: InstBuilderBase<'f>>(
    mut b: B,
    data: InstructionData,
    like: Value,
    elem: Type,
) -> Value {
    let like_ty = b.value_type(like);
    let ty = b.types_mut().with_element(like_ty, elem);
    build_one(b, data, ty)
}

/// Builds a terminator (or another operand-list op without results).
fn multi_ary<'f, B: InstBuilderBase<'f>>(b: B, opcode: Opcode, values: &[Value]) -> Inst {
    let data = InstructionData::MultiAry {
        opcode,
        args: values.into(),
    };
    b.build(data, &[]).0
}

/// Makes a region holding one block with parameters of `param_types`.
fn new_region<'f, B: InstBuilderBase<'f>>(
    b: &mut B,
    param_types: &[Type],
) -> (Region, Block, Vec<Value>) {
    let func = b.func_mut();
    let region = func.dfg.make_region();
    let block = func.dfg.make_block();
    func.order.append_block(region, block);
    let params = param_types
        .iter()
        .map(|&ty| func.dfg.append_block_param(block, ty))
        .collect();
    (region, block, params)
}

/// Builds a `tt.reduce` or `tt.scan` whose results have `result_types`, with a
/// combine block taking the element types of `args` twice (all left-hand values,
/// then all right-hand values, as Triton orders them).
fn build_reduce_scan<'f, B: InstBuilderBase<'f>>(
    mut b: B,
    opcode: Opcode,
    args: &[Value],
    axis: u32,
    reverse: bool,
    result_types: &[Type],
) -> Result<ReduceOp, BuildError> {
    if args.is_empty() {
        return Err(BuildError::NoOperands { opcode });
    }
    let elems: Vec<Type> = args
        .iter()
        .map(|&arg| b.types().element_type(b.value_type(arg)))
        .collect();
    let param_types = [elems.as_slice(), elems.as_slice()].concat();
    let (region, combine_block, mut lhs) = new_region(&mut b, &param_types);
    let rhs = lhs.split_off(args.len());
    let data = InstructionData::ReduceScan {
        opcode,
        args: args.into(),
        axis,
        reverse,
        region,
    };
    let (inst, dfg) = b.build(data, result_types);
    Ok(ReduceOp {
        inst,
        combine_block,
        lhs,
        rhs,
        results: dfg.inst_results(inst).to_vec(),
    })
}
