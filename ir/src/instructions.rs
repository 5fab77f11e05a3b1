//! Opcodes and instruction formats.
//!
//! An [`InstructionData`] is one of a few *formats*, the shapes of operands and
//! attributes that instructions share (`Binary` holds two values, `Load` a pointer,
//! an optional mask, an optional `other` and cache flags). Each format carries an
//! [`Opcode`]. The verifier matches on formats for operand counts and on opcodes for
//! typing rules; the interpreter and the lowering match on opcodes.
//!
//! The opcode table below is the one place where an op is declared: its MLIR name,
//! its format, the shape of its text ([`Syntax`]), its number of results
//! ([`Arity`]), its typing class ([`Typing`]), its layout-assignment family
//! ([`Family`]), its [`Traits`] and a line of documentation. The predicates on
//! [`Opcode`] (`is_terminator`, `is_elementwise`, `is_int_arith`, ...) are read
//! from these columns; see [`op_facts`](crate::op_facts).

use crate::attrs::{
    AddrSpaces, AttrList, FloatCC, InputPrecision, IntCC, MemFlags, MemSemantic, MemSyncScope,
    ProgramAxis, PropagateNan, RmwOp, RoundingMode,
};
use crate::constant::ConstantValue;
use crate::encoding::DimVec;
use crate::entities::{Block, Region, Value};
use crate::op_facts::{Arity, Family, Traits, Typing};
use smallvec::SmallVec;

/// The function a `tt.extern_elementwise` calls, as Triton prints it:
/// `{libname = "", libpath = "", pure = true, symbol = "__nv_tanhf"}`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ExternCallee {
    /// The function's name in its library (`__nv_tanhf`).
    pub symbol: String,
    /// The library's name (empty for libdevice in current Triton).
    pub libname: String,
    /// The library's path (empty for libdevice in current Triton).
    pub libpath: String,
    /// Whether the function has no side effects.
    pub pure: bool,
}

/// A destination of a `cf.br` or `cf.cond_br`: the block, and how many of the
/// branch's operands are its arguments.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct BlockCall {
    /// The block branched to, in the branch's region.
    pub block: Block,
    /// The number of arguments passed to its parameters.
    pub n_args: u32,
}

/// A list of operands.
pub type ValueList = SmallVec<[Value; 4]>;

/// The shape of an op's text, for the ops whose text follows a common pattern.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Syntax {
    /// `op %a, %b : T`: operands and result share one type.
    SameType,
    /// `op %x : T1 to T2`: a cast.
    Cast,
    /// `op %x {attrs} : T1 -> T2`: a shape or layout change.
    Arrow,
    /// `op %a, %b : T1, T2`: the types of the operands, the result is the first.
    OperandTypes,
    /// Text particular to the op, read and written by code named after it.
    Custom,
    /// MLIR's generic form, which Triton prints for `tt.reduce` and `tt.scan`:
    /// `"op"(%x) <{props}> ({ regions }) : (T) -> R`.
    Generic,
}

/// The format of an instruction: which [`InstructionData`] variant it uses.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Format {
    /// [`InstructionData::ProgramInfo`].
    ProgramInfo,
    /// [`InstructionData::MakeRange`].
    MakeRange,
    /// [`InstructionData::Constant`].
    Constant,
    /// [`InstructionData::Unary`].
    Unary,
    /// [`InstructionData::Binary`].
    Binary,
    /// [`InstructionData::Ternary`].
    Ternary,
    /// [`InstructionData::IntCompare`].
    IntCompare,
    /// [`InstructionData::FloatCompare`].
    FloatCompare,
    /// [`InstructionData::Axis`].
    Axis,
    /// [`InstructionData::Reshape`].
    Reshape,
    /// [`InstructionData::Trans`].
    Trans,
    /// [`InstructionData::Gather`].
    Gather,
    /// [`InstructionData::Histogram`].
    Histogram,
    /// [`InstructionData::Descriptor`].
    Descriptor,
    /// [`InstructionData::FpToFp`].
    FpToFp,
    /// [`InstructionData::ClampF`].
    ClampF,
    /// [`InstructionData::Load`].
    Load,
    /// [`InstructionData::Store`].
    Store,
    /// [`InstructionData::AtomicRmw`].
    AtomicRmw,
    /// [`InstructionData::AtomicCas`].
    AtomicCas,
    /// [`InstructionData::Dot`].
    Dot,
    /// [`InstructionData::ReduceScan`].
    ReduceScan,
    /// [`InstructionData::For`].
    For,
    /// [`InstructionData::If`].
    If,
    /// [`InstructionData::While`].
    While,
    /// [`InstructionData::MultiAry`].
    MultiAry,
    /// [`InstructionData::Call`].
    Call,
    /// [`InstructionData::Assert`].
    Assert,
    /// [`InstructionData::Print`].
    Print,
    /// [`InstructionData::Extern`].
    Extern,
    /// [`InstructionData::Branch`].
    Branch,
    /// [`InstructionData::Barrier`].
    Barrier,
    /// [`InstructionData::Generic`].
    Generic,
}

macro_rules! opcodes {
    ($( $(#[$doc:meta])* $variant:ident = $name:literal, $format:ident, $syntax:ident,
        $arity:ident, $typing:ident, $family:ident, [$($trait:ident)*]; )*) => {
        /// Every operation tilelift knows, named as in Triton's dialects.
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub enum Opcode {
            $( $(#[$doc])* $variant, )*
        }

        impl Opcode {
            /// Every opcode, in declaration order.
            pub const ALL: &'static [Opcode] = &[$(Opcode::$variant),*];

            /// The MLIR name: `arith.addi`, `tt.load`.
            pub fn name(self) -> &'static str {
                match self { $(Opcode::$variant => $name,)* }
            }

            /// The opcode with this MLIR name.
            pub fn from_name(name: &str) -> Option<Opcode> {
                match name { $($name => Some(Opcode::$variant),)* _ => None }
            }

            /// The [`InstructionData`] format.
            pub fn format(self) -> Format {
                match self { $(Opcode::$variant => Format::$format,)* }
            }

            /// The shape of the op's text.
            pub fn syntax(self) -> Syntax {
                match self { $(Opcode::$variant => Syntax::$syntax,)* }
            }

            /// How many results the op has.
            pub fn result_arity(self) -> Arity {
                match self { $(Opcode::$variant => Arity::$arity,)* }
            }

            /// The typing class: the verifier rule that types the op.
            pub fn typing(self) -> Typing {
                match self { $(Opcode::$variant => Typing::$typing,)* }
            }

            /// The family, for layout assignment.
            pub fn family(self) -> Family {
                match self { $(Opcode::$variant => Family::$family,)* }
            }

            /// The traits: effects, terminator.
            pub fn traits(self) -> Traits {
                match self { $(Opcode::$variant => Traits::of(&[$(Traits::$trait),*]),)* }
            }
        }
    };
}

// One line per op:
//
//     Variant = "mlir.name", format, syntax, results, typing, family, [traits];
//
// `format` is the `InstructionData` variant, `syntax` the shape of the text,
// `results` the `Arity`, `typing` the `Typing` class (the verifier rule),
// `family` the `Family` (layout assignment) and `traits` the `Traits`.
opcodes! {
    // Triton: program ids and index ranges.
    /// `tt.get_program_id x : i32`: the index of this program in the grid.
    GetProgramId = "tt.get_program_id", ProgramInfo, Custom, R1, ProgramInfo, Other, [PURE];
    /// `tt.get_num_programs x : i32`: the grid size along an axis.
    GetNumPrograms = "tt.get_num_programs", ProgramInfo, Custom, R1, ProgramInfo, Other, [PURE];
    /// `tt.make_range {end, start}`: the i32 tensor `[start, end)`.
    MakeRange = "tt.make_range", MakeRange, Custom, R1, MakeRange, Leaf, [PURE];

    // Triton: shapes and layouts.
    /// `tt.splat`: a scalar to a tensor of that value.
    Splat = "tt.splat", Unary, Arrow, R1, Splat, Leaf, [PURE];
    /// `tt.broadcast`: size-1 dimensions stretched.
    Broadcast = "tt.broadcast", Unary, Arrow, R1, Broadcast, Broadcast, [PURE];
    /// `tt.expand_dims {axis}`: a size-1 dimension inserted.
    ExpandDims = "tt.expand_dims", Axis, Arrow, R1, ExpandDims, ExpandDims, [PURE];
    /// `tt.reshape`: the same elements in a new shape.
    Reshape = "tt.reshape", Reshape, Arrow, R1, Reshape, Reshape, [PURE];
    /// `tt.trans {order}`: dimensions permuted.
    Trans = "tt.trans", Trans, Arrow, R1, Trans, Trans, [PURE];
    /// `tt.join`: two tensors joined along a new minor dimension of size 2.
    Join = "tt.join", Binary, Arrow, R1, Join, Join, [PURE];
    /// `tt.cat %a, %b : T -> R`: two tensors of one type concatenated along
    /// dimension 0 (Triton's `tl.cat(a, b, can_reorder=True)`, which lets the
    /// order of the result's elements be any; ours is the concatenation).
    /// Rewritten to `tt.join`, `tt.trans` and `tt.reshape` before layout
    /// assignment (`tilelift_lower::cat`).
    Cat = "tt.cat", Binary, Arrow, R1, Cat, Unsupported, [PURE];
    /// `tt.split`: the inverse of join, two results.
    Split = "tt.split", Unary, Arrow, R2, Split, Split, [PURE];
    /// `tt.gather %src[%idx] {axis = a : i32} : (T, I) -> R`: element `i` of the
    /// result is `src` at `i` with coordinate `axis` replaced by `idx[i]`
    /// (`np.take_along_axis`); the result has the index's shape and the
    /// source's element type.
    Gather = "tt.gather", Gather, Custom, R1, Gather, Gather, [PURE];
    /// `tt.histogram %x, %mask : tensor<Nxi*> -> tensor<Mxi32>`: how many
    /// elements of `x` (where the optional `mask` holds) equal each of
    /// `0..M`; other values are counted nowhere.
    Histogram = "tt.histogram", Histogram, Custom, R1, Histogram, Histogram, [PURE];
    /// `ttg.convert_layout`: the same tensor in another encoding.
    ConvertLayout = "ttg.convert_layout", Unary, Arrow, R1, ConvertLayout, Unsupported, [PURE];

    // Triton: pointers and memory.
    /// `tt.addptr`: pointer plus offset in elements of the pointee.
    AddPtr = "tt.addptr", Binary, OperandTypes, R1, AddPtr, Elementwise, [PURE];
    /// `tt.load`: a gather from global memory, masked, with `other` where masked off.
    Load = "tt.load", Load, Custom, R1, Load, Load, [READS];
    /// `tt.store`: a scatter to global memory, masked.
    Store = "tt.store", Store, Custom, R0, Store, Store, [WRITES];
    /// `tt.atomic_rmw`: read-modify-write, returning the old values.
    AtomicRmw = "tt.atomic_rmw", AtomicRmw, Custom, R1, AtomicRmw, Atomic, [WRITES];
    /// `tt.atomic_cas`: compare and swap, returning the old values.
    AtomicCas = "tt.atomic_cas", AtomicCas, Custom, R1, AtomicCas, Atomic, [WRITES];
    /// `tt.make_tensor_descriptor %base, [%shape...], [%strides...] {padding} :
    /// <T>, <tensor<...>>`: a tensor descriptor of a strided tensor in global
    /// memory (the last stride is 1), read and written a block at a time.
    MakeTensorDescriptor = "tt.make_tensor_descriptor", Descriptor, Custom, R1, Descriptor, Other, [PURE];
    /// `tt.descriptor_load %desc[%i, %j] : !tt.tensordesc<B> -> B`: the block of
    /// the descriptor's tensor at those coordinates; elements outside the
    /// tensor read as zero (NaN with `padding = nan`).
    DescriptorLoad = "tt.descriptor_load", Descriptor, Custom, R1, Descriptor, Load, [READS];
    /// `tt.descriptor_store %desc[%i, %j], %v : !tt.tensordesc<B>, B`: the block
    /// written at those coordinates; elements outside the tensor are dropped.
    DescriptorStore = "tt.descriptor_store", Descriptor, Custom, R0, Descriptor, Store, [WRITES];
    /// `tt.int_to_ptr`.
    IntToPtr = "tt.int_to_ptr", Unary, Arrow, R1, Cast, Elementwise, [PURE];
    /// `tt.ptr_to_int`.
    PtrToInt = "tt.ptr_to_int", Unary, Arrow, R1, Cast, Elementwise, [PURE];
    /// `tt.bitcast`: the same bits as another type of the same width.
    Bitcast = "tt.bitcast", Unary, Arrow, R1, Cast, Elementwise, [PURE];

    // Triton: compute.
    /// `tt.dot`: `a * b + c`, a matrix product with accumulator.
    Dot = "tt.dot", Dot, Custom, R1, Dot, Dot, [PURE];
    /// `tt.reduce`: a reduction along an axis by a combine region.
    Reduce = "tt.reduce", ReduceScan, Generic, Var, ReduceScan, Reduce, [RECURSIVE];
    /// `tt.reduce.return`: the terminator of a reduce combine region.
    ReduceReturn = "tt.reduce.return", MultiAry, Custom, R0, Terminator, Other, [TERMINATOR PURE];
    /// `tt.scan`: an inclusive scan along an axis by a combine region.
    Scan = "tt.scan", ReduceScan, Generic, Var, ReduceScan, Scan, [RECURSIVE];
    /// `tt.scan.return`: the terminator of a scan combine region.
    ScanReturn = "tt.scan.return", MultiAry, Custom, R0, Terminator, Other, [TERMINATOR PURE];
    /// `tt.fp_to_fp`: a float conversion with a rounding mode.
    FpToFp = "tt.fp_to_fp", FpToFp, Custom, R1, FpToFp, Elementwise, [PURE];
    /// `tt.clampf`: `min(max(x, lo), hi)` with a NaN policy.
    ClampF = "tt.clampf", ClampF, Custom, R1, SameFloat, Elementwise, [PURE];
    /// `tt.precise_sqrt`: IEEE square root.
    PreciseSqrt = "tt.precise_sqrt", Unary, SameType, R1, SameFloat, Elementwise, [PURE];
    /// `tt.precise_divf`: IEEE division.
    PreciseDivF = "tt.precise_divf", Binary, SameType, R1, SameFloat, Elementwise, [PURE];
    /// `tt.approx_divf`: division that may be approximate (Triton 3.9's TTGIR,
    /// for the reciprocal of a constant divisor); computed as `arith.divf`.
    ApproxDivF = "tt.approx_divf", Binary, SameType, R1, SameFloat, Elementwise, [PURE];
    /// `tt.mulhiui`: the high 32 (or 64) bits of an unsigned product.
    MulHiUI = "tt.mulhiui", Binary, SameType, R1, SameInt, Elementwise, [PURE];

    // Triton: control and debugging.
    /// `tt.return`.
    Return = "tt.return", MultiAry, Custom, R0, Terminator, Other, [TERMINATOR PURE];
    /// `tt.call @f(...)`.
    Call = "tt.call", Call, Custom, Var, Call, Other, [WRITES];
    /// `tt.assert %cond, "message"`.
    Assert = "tt.assert", Assert, Custom, R0, Assert, Other, [WRITES];
    /// `tt.print " prefix" {hex} : %x`.
    Print = "tt.print", Print, Custom, R0, Opaque, Other, [WRITES];
    /// `tt.extern_elementwise %x {libname, libpath, pure, symbol} : (T) -> R`: a
    /// function of a device library (libdevice's `__nv_tanhf`) applied to each
    /// element.
    ExternElementwise = "tt.extern_elementwise", Extern, Custom, R1, Extern, Elementwise, [PURE];
    /// `gpu.barrier` (from `tl.debug_barrier`): every thread of the program waits
    /// for the others (`bar.sync 0`).
    GpuBarrier = "gpu.barrier", MultiAry, Custom, R0, Barrier, Other, [WRITES];
    /// `ttg.barrier all` (Triton 3.9's `tl.debug_barrier`): `gpu.barrier` with
    /// the memory spaces whose accesses it orders (`bar.sync 0` orders them all).
    TtgBarrier = "ttg.barrier", Barrier, Custom, R0, Barrier, Other, [WRITES];
    /// `llvm.intr.assume %c : i1` (from `tl.assume`): the program promises that
    /// the condition holds. Not lowered; the interpreter checks it.
    Assume = "llvm.intr.assume", Unary, Custom, R0, Assume, Other, [PURE];

    // arith: integer arithmetic, wrapping at the width.
    /// Integer addition.
    AddI = "arith.addi", Binary, SameType, R1, SameInt, Elementwise, [PURE];
    /// Integer subtraction.
    SubI = "arith.subi", Binary, SameType, R1, SameInt, Elementwise, [PURE];
    /// Integer multiplication.
    MulI = "arith.muli", Binary, SameType, R1, SameInt, Elementwise, [PURE];
    /// Signed division, rounding toward zero.
    DivSI = "arith.divsi", Binary, SameType, R1, SameInt, Elementwise, [PURE];
    /// Unsigned division.
    DivUI = "arith.divui", Binary, SameType, R1, SameInt, Elementwise, [PURE];
    /// Signed remainder, with the sign of the dividend.
    RemSI = "arith.remsi", Binary, SameType, R1, SameInt, Elementwise, [PURE];
    /// Unsigned remainder.
    RemUI = "arith.remui", Binary, SameType, R1, SameInt, Elementwise, [PURE];
    /// Signed division rounding toward positive infinity.
    CeilDivSI = "arith.ceildivsi", Binary, SameType, R1, SameInt, Elementwise, [PURE];
    /// Signed division rounding toward negative infinity.
    FloorDivSI = "arith.floordivsi", Binary, SameType, R1, SameInt, Elementwise, [PURE];
    /// Bitwise and.
    AndI = "arith.andi", Binary, SameType, R1, SameInt, Elementwise, [PURE];
    /// Bitwise or.
    OrI = "arith.ori", Binary, SameType, R1, SameInt, Elementwise, [PURE];
    /// Bitwise xor.
    XOrI = "arith.xori", Binary, SameType, R1, SameInt, Elementwise, [PURE];
    /// Shift left.
    ShLI = "arith.shli", Binary, SameType, R1, SameInt, Elementwise, [PURE];
    /// Arithmetic shift right.
    ShRSI = "arith.shrsi", Binary, SameType, R1, SameInt, Elementwise, [PURE];
    /// Logical shift right.
    ShRUI = "arith.shrui", Binary, SameType, R1, SameInt, Elementwise, [PURE];
    /// Signed maximum.
    MaxSI = "arith.maxsi", Binary, SameType, R1, SameInt, Elementwise, [PURE];
    /// Signed minimum.
    MinSI = "arith.minsi", Binary, SameType, R1, SameInt, Elementwise, [PURE];
    /// Unsigned maximum.
    MaxUI = "arith.maxui", Binary, SameType, R1, SameInt, Elementwise, [PURE];
    /// Unsigned minimum.
    MinUI = "arith.minui", Binary, SameType, R1, SameInt, Elementwise, [PURE];

    // arith: float arithmetic.
    /// Float addition.
    AddF = "arith.addf", Binary, SameType, R1, SameFloat, Elementwise, [PURE];
    /// Float subtraction.
    SubF = "arith.subf", Binary, SameType, R1, SameFloat, Elementwise, [PURE];
    /// Float multiplication.
    MulF = "arith.mulf", Binary, SameType, R1, SameFloat, Elementwise, [PURE];
    /// Float division.
    DivF = "arith.divf", Binary, SameType, R1, SameFloat, Elementwise, [PURE];
    /// Float remainder (C's fmod).
    RemF = "arith.remf", Binary, SameType, R1, SameFloat, Elementwise, [PURE];
    /// Maximum, NaN-ignoring (IEEE maxNum).
    MaxNumF = "arith.maxnumf", Binary, SameType, R1, SameFloat, Elementwise, [PURE];
    /// Minimum, NaN-ignoring (IEEE minNum).
    MinNumF = "arith.minnumf", Binary, SameType, R1, SameFloat, Elementwise, [PURE];
    /// Maximum, NaN-propagating.
    MaximumF = "arith.maximumf", Binary, SameType, R1, SameFloat, Elementwise, [PURE];
    /// Minimum, NaN-propagating.
    MinimumF = "arith.minimumf", Binary, SameType, R1, SameFloat, Elementwise, [PURE];
    /// Float negation.
    NegF = "arith.negf", Unary, SameType, R1, SameFloat, Elementwise, [PURE];

    // arith: comparisons, select, constants.
    /// Integer comparison.
    CmpI = "arith.cmpi", IntCompare, Custom, R1, Compare, Elementwise, [PURE];
    /// Float comparison.
    CmpF = "arith.cmpf", FloatCompare, Custom, R1, Compare, Elementwise, [PURE];
    /// `select %cond, %a, %b`.
    Select = "arith.select", Ternary, Custom, R1, Select, Elementwise, [PURE];
    /// A scalar or dense tensor constant.
    Constant = "arith.constant", Constant, Custom, R1, Constant, Leaf, [PURE];

    // arith: casts.
    /// Sign extension.
    ExtSI = "arith.extsi", Unary, Cast, R1, Cast, Elementwise, [PURE];
    /// Zero extension.
    ExtUI = "arith.extui", Unary, Cast, R1, Cast, Elementwise, [PURE];
    /// Integer truncation.
    TruncI = "arith.trunci", Unary, Cast, R1, Cast, Elementwise, [PURE];
    /// Float widening.
    ExtF = "arith.extf", Unary, Cast, R1, Cast, Elementwise, [PURE];
    /// Float narrowing, round to nearest even.
    TruncF = "arith.truncf", Unary, Cast, R1, Cast, Elementwise, [PURE];
    /// Signed integer to float.
    SIToFP = "arith.sitofp", Unary, Cast, R1, Cast, Elementwise, [PURE];
    /// Unsigned integer to float.
    UIToFP = "arith.uitofp", Unary, Cast, R1, Cast, Elementwise, [PURE];
    /// Float to signed integer, toward zero.
    FPToSI = "arith.fptosi", Unary, Cast, R1, Cast, Elementwise, [PURE];
    /// Float to unsigned integer, toward zero.
    FPToUI = "arith.fptoui", Unary, Cast, R1, Cast, Elementwise, [PURE];
    /// Reinterpretation of bits (same width).
    ArithBitcast = "arith.bitcast", Unary, Cast, R1, Cast, Elementwise, [PURE];
    /// Integer to or from `index`.
    IndexCast = "arith.index_cast", Unary, Cast, R1, Cast, Elementwise, [PURE];

    // math.
    /// `e^x`.
    Exp = "math.exp", Unary, SameType, R1, SameFloat, Elementwise, [PURE];
    /// `2^x`.
    Exp2 = "math.exp2", Unary, SameType, R1, SameFloat, Elementwise, [PURE];
    /// Natural logarithm.
    Log = "math.log", Unary, SameType, R1, SameFloat, Elementwise, [PURE];
    /// Base-2 logarithm.
    Log2 = "math.log2", Unary, SameType, R1, SameFloat, Elementwise, [PURE];
    /// Square root (approximate on GPUs).
    Sqrt = "math.sqrt", Unary, SameType, R1, SameFloat, Elementwise, [PURE];
    /// Reciprocal square root.
    Rsqrt = "math.rsqrt", Unary, SameType, R1, SameFloat, Elementwise, [PURE];
    /// Sine.
    Sin = "math.sin", Unary, SameType, R1, SameFloat, Elementwise, [PURE];
    /// Cosine.
    Cos = "math.cos", Unary, SameType, R1, SameFloat, Elementwise, [PURE];
    /// Hyperbolic tangent.
    Tanh = "math.tanh", Unary, SameType, R1, SameFloat, Elementwise, [PURE];
    /// The error function.
    Erf = "math.erf", Unary, SameType, R1, SameFloat, Elementwise, [PURE];
    /// Round toward negative infinity.
    Floor = "math.floor", Unary, SameType, R1, SameFloat, Elementwise, [PURE];
    /// Round toward positive infinity.
    Ceil = "math.ceil", Unary, SameType, R1, SameFloat, Elementwise, [PURE];
    /// Float absolute value.
    AbsF = "math.absf", Unary, SameType, R1, SameFloat, Elementwise, [PURE];
    /// Integer absolute value.
    AbsI = "math.absi", Unary, SameType, R1, SameInt, Elementwise, [PURE];
    /// Fused multiply-add, `a * b + c` rounded once.
    Fma = "math.fma", Ternary, SameType, R1, SameFloat, Elementwise, [PURE];

    // scf: structured control flow.
    /// `scf.for %i = %lb to %ub step %s iter_args(...)`.
    For = "scf.for", For, Custom, Var, For, For, [RECURSIVE];
    /// `scf.if %cond -> (...) { } else { }`.
    If = "scf.if", If, Custom, Var, If, If, [RECURSIVE];
    /// `scf.while (...) : (...) -> (...) { } do { }`.
    While = "scf.while", While, Custom, Var, While, While, [RECURSIVE];
    /// `scf.condition(%c) %args`: the terminator of a while's `before` region.
    Condition = "scf.condition", MultiAry, Custom, R0, Terminator, Condition, [TERMINATOR PURE];
    /// `scf.yield`: the terminator of for, if and while bodies.
    Yield = "scf.yield", MultiAry, Custom, R0, Terminator, Yield, [TERMINATOR PURE];

    // cf: unstructured control flow, in a function body of several blocks (an
    // early `return` inside an `if`). Structured into `scf.if` before layout
    // assignment (see `structure`).
    /// `cf.br ^bb1(%a : T)`: a jump, passing the block's arguments.
    Br = "cf.br", Branch, Custom, R0, Branch, Other, [TERMINATOR PURE];
    /// `cf.cond_br %c, ^bb1(%a : T), ^bb2`: to the first block when the `i1`
    /// scalar holds, else to the second.
    CondBr = "cf.cond_br", Branch, Custom, R0, Branch, Other, [TERMINATOR PURE];

    // TritonGPU and TritonNvidiaGPU ops that appear in Triton's own TTGIR. The
    // `ttg.*` ones are lowered (`tilelift_lower`'s `local.rs`) and interpreted;
    // Hopper's `ttng.*` ones are lowered there too (`wgmma`) and not
    // interpreted.
    /// `ttg.local_alloc`: a shared-memory buffer, optionally initialised.
    LocalAlloc = "ttg.local_alloc", Generic, Custom, Var, Opaque, Unsupported, [WRITES];
    /// `ttg.local_load`: a tensor read from shared memory.
    LocalLoad = "ttg.local_load", Generic, Custom, Var, Opaque, Unsupported, [READS];
    /// `ttg.local_store`: a tensor written to shared memory.
    LocalStore = "ttg.local_store", Generic, Custom, Var, Opaque, Unsupported, [WRITES];
    /// `ttg.local_dealloc`.
    LocalDealloc = "ttg.local_dealloc", Generic, Custom, Var, Opaque, Unsupported, [WRITES];
    /// `ttg.memdesc_index`: one buffer of a multi-buffered allocation.
    MemDescIndex = "ttg.memdesc_index", Generic, Custom, Var, Opaque, Unsupported, [PURE];
    /// `ttg.memdesc_subview %m[%i, %j, ...]` (Triton 3.4; 3.5 has `memdesc_index`):
    /// the view at those offsets.
    MemDescSubview = "ttg.memdesc_subview", Generic, Custom, Var, Opaque, Unsupported, [PURE];
    /// `ttg.memdesc_trans %a {order = array<i32: 1, 0>}`: the same bytes
    /// seen as the transposed tensor.
    MemDescTrans = "ttg.memdesc_trans", Generic, Custom, Var, Opaque, Unsupported, [PURE];
    /// `ttg.async_copy_global_to_local`: `cp.async` from global to shared memory.
    AsyncCopyGlobalToLocal = "ttg.async_copy_global_to_local", Generic, Custom, Var, Opaque, Unsupported, [WRITES];
    /// `ttg.async_commit_group`.
    AsyncCommitGroup = "ttg.async_commit_group", Generic, Custom, Var, Opaque, Unsupported, [WRITES];
    /// `ttg.async_wait`.
    AsyncWait = "ttg.async_wait", Generic, Custom, Var, Opaque, Unsupported, [WRITES];
    /// `ttng.warp_group_dot`: Hopper `wgmma`.
    WarpGroupDot = "ttng.warp_group_dot", Generic, Custom, Var, Opaque, Unsupported, [READS];
    /// `ttng.warp_group_dot_wait`.
    WarpGroupDotWait = "ttng.warp_group_dot_wait", Generic, Custom, Var, Opaque, Unsupported, [WRITES];
    /// `ttng.fence_async_shared`.
    FenceAsyncShared = "ttng.fence_async_shared", Generic, Custom, Var, Opaque, Unsupported, [WRITES];
    /// `ttng.init_barrier %bar, count`: mbarrier `bar` (a `1xi64` memdesc)
    /// initialised to wait for `count` arrivals per phase.
    InitBarrier = "ttng.init_barrier", Generic, Custom, Var, Opaque, Unsupported, [WRITES];
    /// `ttng.inval_barrier %bar`: the mbarrier's bytes free for other uses.
    InvalBarrier = "ttng.inval_barrier", Generic, Custom, Var, Opaque, Unsupported, [WRITES];
    /// `ttng.barrier_expect %bar, size, %pred`: where `pred` holds, one arrival
    /// on `bar` whose current phase also waits for `size` bytes of TMA copies.
    BarrierExpect = "ttng.barrier_expect", Generic, Custom, Var, Opaque, Unsupported, [WRITES];
    /// `ttng.wait_barrier %bar, %phase`: waits until the phase of parity
    /// `phase` of `bar` has completed.
    WaitBarrier = "ttng.wait_barrier", Generic, Custom, Var, Opaque, Unsupported, [WRITES];
    /// `ttng.async_tma_copy_global_to_local %desc[%c..] %dst, %bar, %pred`:
    /// where `pred` holds, a TMA copy of the descriptor's block at the
    /// coordinates into `dst`, completing on `bar`.
    AsyncTmaCopyGlobalToLocal = "ttng.async_tma_copy_global_to_local", Generic, Custom, Var, Opaque, Unsupported, [WRITES];
    /// `ttng.async_tma_copy_local_to_global %desc[%c..] %src`: a TMA copy of
    /// `src` to the descriptor's tensor at the coordinates.
    AsyncTmaCopyLocalToGlobal = "ttng.async_tma_copy_local_to_global", Generic, Custom, Var, Opaque, Unsupported, [WRITES];
    /// `ttng.async_tma_store_wait {pendings = N}`: waits until at most `N` of
    /// the TMA stores still read their shared memory.
    AsyncTmaStoreWait = "ttng.async_tma_store_wait", Generic, Custom, Var, Opaque, Unsupported, [WRITES];
    /// `ttg.global_scratch_alloc {alignment = A, nbytes = N} : !tt.ptr<i8>`:
    /// `N` bytes of this program's global scratch memory (Triton's
    /// `global_scratch` parameter, one slot per program).
    GlobalScratchAlloc = "ttg.global_scratch_alloc", Generic, Custom, Var, Opaque, Unsupported, [WRITES];
    /// `ttng.tensormap_create %map, %base, [box..], [dims..], [strides..],
    /// [elem strides..] {elem_type, fill_mode, interleave_layout,
    /// swizzle_mode}`: a tensor map written to global memory at `map`, its
    /// sizes innermost dimension first, its strides in bytes, its enums
    /// CUDA's `CUtensorMap*` values (released to the tensor-map proxy).
    TensormapCreate = "ttng.tensormap_create", Generic, Custom, Var, Opaque, Unsupported, [WRITES];
    /// `ttng.tensormap_fenceproxy_acquire %map`: the tensor map at `map`
    /// acquired by the tensor-map proxy.
    TensormapFenceproxyAcquire = "ttng.tensormap_fenceproxy_acquire", Generic, Custom, Var, Opaque, Unsupported, [WRITES];
    /// `ttng.reinterpret_tensor_descriptor %map : !tt.ptr<i8> to
    /// !tt.tensordesc<..>`: the tensor map at `map` as a descriptor.
    ReinterpretTensorDescriptor = "ttng.reinterpret_tensor_descriptor", Generic, Custom, Var, Opaque, Unsupported, [PURE];
}

impl Opcode {
    /// The attribute that the op's text holds as a bare integer after its
    /// first operand (`ttng.init_barrier %bar, 1`: `count`), kept as that
    /// attribute of [`InstructionData::Generic`].
    pub fn inline_int_attr(self) -> Option<&'static str> {
        match self {
            Opcode::InitBarrier => Some("count"),
            Opcode::BarrierExpect => Some("size"),
            _ => None,
        }
    }

    /// The operands of a TMA copy after its descriptor and coordinates
    /// (`ttng.async_tma_copy_global_to_local`: the destination, the barrier
    /// and the predicate; `_local_to_global`: the source).
    pub fn tma_copy_tail(self) -> Option<usize> {
        match self {
            Opcode::AsyncTmaCopyGlobalToLocal => Some(3),
            Opcode::AsyncTmaCopyLocalToGlobal => Some(1),
            _ => None,
        }
    }

    /// The number of results, where the opcode fixes it.
    pub fn fixed_results(self) -> Option<usize> {
        self.result_arity().fixed()
    }

    /// Whether the op ends a block.
    pub fn is_terminator(self) -> bool {
        self.traits().contains(Traits::TERMINATOR)
    }

    /// Whether the op has no effect: its result depends on its operands only.
    pub fn is_pure(self) -> bool {
        self.traits().contains(Traits::PURE)
    }

    /// Whether the op reads memory and has no other effect.
    pub fn reads_memory(self) -> bool {
        self.traits().contains(Traits::READS)
    }

    /// Whether the op writes memory, synchronises, traps, prints or calls.
    pub fn has_side_effects(self) -> bool {
        self.traits().contains(Traits::WRITES)
    }

    /// Whether the op owns regions (its format has them; its effects are theirs).
    pub fn has_regions(self) -> bool {
        matches!(
            self.format(),
            Format::ReduceScan | Format::For | Format::If | Format::While
        )
    }

    /// Whether each result element is computed from the operand elements at its
    /// position (the [`Family::Elementwise`] ops).
    pub fn is_elementwise(self) -> bool {
        self.family() == Family::Elementwise
    }

    /// Whether the op is an integer op whose operands and result share one type
    /// (the [`Typing::SameInt`] class).
    pub fn is_int_arith(self) -> bool {
        self.typing() == Typing::SameInt
    }

    /// Whether the op is a float op whose operands and result share one type
    /// (the [`Typing::SameFloat`] class, `tt.clampf` included).
    pub fn is_float_arith(self) -> bool {
        self.typing() == Typing::SameFloat
    }
}

/// An instruction: its opcode, operands and attributes. Results and their types live
/// in the [`DataFlowGraph`](crate::DataFlowGraph).
#[derive(Clone, PartialEq, Debug)]
pub enum InstructionData {
    /// `tt.get_program_id`, `tt.get_num_programs`.
    ProgramInfo {
        /// The opcode.
        opcode: Opcode,
        /// The grid axis.
        axis: ProgramAxis,
    },
    /// `tt.make_range`.
    MakeRange {
        /// The opcode.
        opcode: Opcode,
        /// The first value.
        start: i32,
        /// One past the last value.
        end: i32,
    },
    /// `arith.constant`.
    Constant {
        /// The opcode.
        opcode: Opcode,
        /// The value, read through the result type.
        value: ConstantValue,
    },
    /// One operand.
    Unary {
        /// The opcode.
        opcode: Opcode,
        /// The operand.
        arg: Value,
    },
    /// Two operands.
    Binary {
        /// The opcode.
        opcode: Opcode,
        /// The operands.
        args: [Value; 2],
    },
    /// Three operands (`select`: condition, true value, false value; `fma`: a, b, c).
    Ternary {
        /// The opcode.
        opcode: Opcode,
        /// The operands.
        args: [Value; 3],
    },
    /// `arith.cmpi`.
    IntCompare {
        /// The opcode.
        opcode: Opcode,
        /// The predicate.
        cond: IntCC,
        /// The operands.
        args: [Value; 2],
    },
    /// `arith.cmpf`.
    FloatCompare {
        /// The opcode.
        opcode: Opcode,
        /// The predicate.
        cond: FloatCC,
        /// The operands.
        args: [Value; 2],
    },
    /// One operand and an axis (`tt.expand_dims`).
    Axis {
        /// The opcode.
        opcode: Opcode,
        /// The operand.
        arg: Value,
        /// The axis.
        axis: u32,
    },
    /// `tt.reshape`.
    Reshape {
        /// The opcode.
        opcode: Opcode,
        /// The operand.
        arg: Value,
        /// `allow_reorder`: the elements may be reordered.
        allow_reorder: bool,
        /// `efficient_layout`.
        efficient_layout: bool,
    },
    /// `tt.trans`.
    Trans {
        /// The opcode.
        opcode: Opcode,
        /// The operand.
        arg: Value,
        /// Result dimension `i` is operand dimension `order[i]`.
        order: DimVec,
    },
    /// `tt.gather`.
    Gather {
        /// The opcode.
        opcode: Opcode,
        /// The source tensor and the index tensor.
        args: [Value; 2],
        /// The dimension indexed.
        axis: u32,
        /// `efficient_layout`: Triton's `OptimizeGatherLayouts` chose the
        /// operands' layout so that the gather stays within each warp.
        efficient_layout: bool,
    },
    /// `tt.histogram`.
    Histogram {
        /// The opcode.
        opcode: Opcode,
        /// The input, then optionally the mask.
        args: ValueList,
    },
    /// The tensor-descriptor ops.
    Descriptor {
        /// The opcode.
        opcode: Opcode,
        /// `tt.make_tensor_descriptor`: the base, the shape, the strides;
        /// `tt.descriptor_load`: the descriptor, the coordinates;
        /// `tt.descriptor_store`: the descriptor, the coordinates, the value.
        args: ValueList,
        /// The cache policy of a load or store.
        flags: MemFlags,
        /// `padding = 2` (`padding_option="nan"`) of a descriptor: elements
        /// outside the tensor read as NaN instead of zero.
        nan_padding: bool,
    },
    /// `tt.fp_to_fp`.
    FpToFp {
        /// The opcode.
        opcode: Opcode,
        /// The operand.
        arg: Value,
        /// The rounding mode, required when narrowing.
        rounding: Option<RoundingMode>,
    },
    /// `tt.clampf`.
    ClampF {
        /// The opcode.
        opcode: Opcode,
        /// The value, the lower and the upper bound.
        args: [Value; 3],
        /// The NaN policy.
        propagate_nan: PropagateNan,
    },
    /// `tt.load`.
    Load {
        /// The opcode.
        opcode: Opcode,
        /// The pointer, then optionally the mask, then optionally `other`.
        args: ValueList,
        /// Cache policy and volatility.
        flags: MemFlags,
    },
    /// `tt.store`.
    Store {
        /// The opcode.
        opcode: Opcode,
        /// The pointer, the value, then optionally the mask.
        args: ValueList,
        /// Cache policy.
        flags: MemFlags,
    },
    /// `tt.atomic_rmw`.
    AtomicRmw {
        /// The opcode.
        opcode: Opcode,
        /// The operation.
        op: RmwOp,
        /// The memory semantics.
        sem: MemSemantic,
        /// The scope.
        scope: MemSyncScope,
        /// The pointer, the value, then optionally the mask.
        args: ValueList,
    },
    /// `tt.atomic_cas`.
    AtomicCas {
        /// The opcode.
        opcode: Opcode,
        /// The memory semantics.
        sem: MemSemantic,
        /// The scope.
        scope: MemSyncScope,
        /// The pointer, the compared value and the new value.
        args: [Value; 3],
    },
    /// `tt.dot`.
    Dot {
        /// The opcode.
        opcode: Opcode,
        /// `a`, `b` and the accumulator `c`.
        args: [Value; 3],
        /// How f32 inputs are multiplied.
        input_precision: InputPrecision,
        /// `maxNumImpreciseAcc` (0: no limit).
        max_num_imprecise_acc: i32,
    },
    /// `tt.reduce`, `tt.scan`.
    ReduceScan {
        /// The opcode.
        opcode: Opcode,
        /// The reduced or scanned tensors.
        args: ValueList,
        /// The axis.
        axis: u32,
        /// Scan from the end (`tt.scan` only).
        reverse: bool,
        /// The combine region: one block with two parameters per operand.
        region: Region,
    },
    /// `scf.for`.
    For {
        /// The opcode.
        opcode: Opcode,
        /// Lower bound, upper bound, step, then the initial loop-carried values.
        args: ValueList,
        /// The body: one block whose parameters are the induction variable and the
        /// loop-carried values, ending in `scf.yield`.
        body: Region,
    },
    /// `scf.if`.
    If {
        /// The opcode.
        opcode: Opcode,
        /// The condition, an `i1` scalar.
        cond: Value,
        /// The then region.
        then_region: Region,
        /// The else region (always present; empty of everything but `scf.yield`
        /// when the text has none).
        else_region: Region,
    },
    /// `scf.while`.
    While {
        /// The opcode.
        opcode: Opcode,
        /// The initial values.
        args: ValueList,
        /// The condition region, ending in `scf.condition`.
        before: Region,
        /// The body region, ending in `scf.yield`.
        after: Region,
    },
    /// Any number of operands: terminators.
    MultiAry {
        /// The opcode.
        opcode: Opcode,
        /// The operands.
        args: ValueList,
    },
    /// `tt.call`.
    Call {
        /// The opcode.
        opcode: Opcode,
        /// The called function's name.
        callee: String,
        /// The arguments.
        args: ValueList,
    },
    /// `tt.assert`.
    Assert {
        /// The opcode.
        opcode: Opcode,
        /// The condition that must hold.
        arg: Value,
        /// The message.
        message: String,
    },
    /// `tt.print`.
    Print {
        /// The opcode.
        opcode: Opcode,
        /// The prefix string.
        prefix: String,
        /// Print in hexadecimal.
        hex: bool,
        /// The printed values.
        args: ValueList,
        /// `isSigned`, one flag per value.
        is_signed: SmallVec<[i64; 4]>,
    },
    /// `tt.extern_elementwise`.
    Extern {
        /// The opcode.
        opcode: Opcode,
        /// The operands, one element of each per call.
        args: ValueList,
        /// The function and its library, boxed: few ops have one.
        callee: Box<ExternCallee>,
    },
    /// `cf.br`, `cf.cond_br`.
    Branch {
        /// The opcode.
        opcode: Opcode,
        /// For `cf.cond_br` the condition first; then the arguments of each
        /// destination, in the order of `dests`.
        args: ValueList,
        /// The destinations: one for `cf.br`, the true and the false one for
        /// `cf.cond_br`.
        dests: SmallVec<[BlockCall; 2]>,
    },
    /// `ttg.barrier`: no operands.
    Barrier {
        /// The opcode.
        opcode: Opcode,
        /// The memory spaces it orders.
        spaces: AddrSpaces,
    },
    /// TritonGPU ops kept as operands and attributes.
    Generic {
        /// The opcode.
        opcode: Opcode,
        /// The operands.
        args: ValueList,
        /// The attributes, as read.
        attrs: AttrList,
    },
}

impl InstructionData {
    /// The opcode.
    pub fn opcode(&self) -> Opcode {
        use InstructionData::*;
        match self {
            ProgramInfo { opcode, .. }
            | Barrier { opcode, .. }
            | MakeRange { opcode, .. }
            | Constant { opcode, .. }
            | Unary { opcode, .. }
            | Binary { opcode, .. }
            | Ternary { opcode, .. }
            | IntCompare { opcode, .. }
            | FloatCompare { opcode, .. }
            | Axis { opcode, .. }
            | Reshape { opcode, .. }
            | Trans { opcode, .. }
            | Gather { opcode, .. }
            | Histogram { opcode, .. }
            | Descriptor { opcode, .. }
            | FpToFp { opcode, .. }
            | ClampF { opcode, .. }
            | Load { opcode, .. }
            | Store { opcode, .. }
            | AtomicRmw { opcode, .. }
            | AtomicCas { opcode, .. }
            | Dot { opcode, .. }
            | ReduceScan { opcode, .. }
            | For { opcode, .. }
            | If { opcode, .. }
            | While { opcode, .. }
            | MultiAry { opcode, .. }
            | Call { opcode, .. }
            | Assert { opcode, .. }
            | Print { opcode, .. }
            | Extern { opcode, .. }
            | Branch { opcode, .. }
            | Generic { opcode, .. } => *opcode,
        }
    }

    /// The operands, in order.
    pub fn args(&self) -> &[Value] {
        use InstructionData::*;
        match self {
            ProgramInfo { .. } | MakeRange { .. } | Constant { .. } | Barrier { .. } => &[],
            Unary { arg, .. }
            | Axis { arg, .. }
            | Reshape { arg, .. }
            | Trans { arg, .. }
            | FpToFp { arg, .. }
            | Assert { arg, .. } => core::slice::from_ref(arg),
            If { cond, .. } => core::slice::from_ref(cond),
            Binary { args, .. }
            | IntCompare { args, .. }
            | FloatCompare { args, .. }
            | Gather { args, .. } => args,
            Ternary { args, .. }
            | ClampF { args, .. }
            | AtomicCas { args, .. }
            | Dot { args, .. } => args,
            Load { args, .. }
            | Histogram { args, .. }
            | Descriptor { args, .. }
            | Store { args, .. }
            | AtomicRmw { args, .. }
            | ReduceScan { args, .. }
            | For { args, .. }
            | While { args, .. }
            | MultiAry { args, .. }
            | Call { args, .. }
            | Print { args, .. }
            | Extern { args, .. }
            | Branch { args, .. }
            | Generic { args, .. } => args,
        }
    }

    /// The operands, mutably (for passes that replace uses).
    pub fn args_mut(&mut self) -> &mut [Value] {
        use InstructionData::*;
        match self {
            ProgramInfo { .. } | MakeRange { .. } | Constant { .. } | Barrier { .. } => &mut [],
            Unary { arg, .. }
            | Axis { arg, .. }
            | Reshape { arg, .. }
            | Trans { arg, .. }
            | FpToFp { arg, .. }
            | Assert { arg, .. } => core::slice::from_mut(arg),
            If { cond, .. } => core::slice::from_mut(cond),
            Binary { args, .. }
            | IntCompare { args, .. }
            | FloatCompare { args, .. }
            | Gather { args, .. } => args,
            Ternary { args, .. }
            | ClampF { args, .. }
            | AtomicCas { args, .. }
            | Dot { args, .. } => args,
            Load { args, .. }
            | Histogram { args, .. }
            | Descriptor { args, .. }
            | Store { args, .. }
            | AtomicRmw { args, .. }
            | ReduceScan { args, .. }
            | For { args, .. }
            | While { args, .. }
            | MultiAry { args, .. }
            | Call { args, .. }
            | Print { args, .. }
            | Extern { args, .. }
            | Branch { args, .. }
            | Generic { args, .. } => args,
        }
    }

    /// The regions the instruction owns, in order.
    pub fn regions(&self) -> SmallVec<[Region; 2]> {
        match self {
            InstructionData::ReduceScan { region, .. } => smallvec::smallvec![*region],
            InstructionData::For { body, .. } => smallvec::smallvec![*body],
            InstructionData::If {
                then_region,
                else_region,
                ..
            } => smallvec::smallvec![*then_region, *else_region],
            InstructionData::While { before, after, .. } => smallvec::smallvec![*before, *after],
            _ => SmallVec::new(),
        }
    }

    /// The regions the instruction owns, mutably, in the order of
    /// [`regions`](Self::regions).
    pub fn regions_mut(&mut self) -> SmallVec<[&mut Region; 2]> {
        match self {
            InstructionData::ReduceScan { region, .. } => smallvec::smallvec![region],
            InstructionData::For { body, .. } => smallvec::smallvec![body],
            InstructionData::If {
                then_region,
                else_region,
                ..
            } => smallvec::smallvec![then_region, else_region],
            InstructionData::While { before, after, .. } => smallvec::smallvec![before, after],
            _ => SmallVec::new(),
        }
    }

    /// The destinations of a branch and the arguments each takes (nothing for
    /// other instructions).
    pub fn branch_dests(&self) -> SmallVec<[(Block, &[Value]); 2]> {
        let InstructionData::Branch {
            opcode,
            args,
            dests,
        } = self
        else {
            return SmallVec::new();
        };
        let mut start = usize::from(*opcode == Opcode::CondBr);
        let mut out = SmallVec::new();
        for d in dests {
            let end = (start + d.n_args as usize).min(args.len());
            out.push((d.block, &args[start.min(end)..end]));
            start = end;
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_round_trip() {
        let mut seen = std::collections::HashSet::new();
        for &op in Opcode::ALL {
            assert!(seen.insert(op.name()), "{} declared twice", op.name());
            assert_eq!(Opcode::from_name(op.name()), Some(op));
        }
        assert_eq!(Opcode::from_name("tt.nonsense"), None);
    }

    #[test]
    fn formats() {
        assert_eq!(Opcode::AddI.format(), Format::Binary);
        assert_eq!(Opcode::Reduce.syntax(), Syntax::Generic);
        assert!(Opcode::Yield.is_terminator());
        assert!(!Opcode::For.is_terminator());
    }

    /// The columns of the table agree with one another: one effect trait per op,
    /// regions exactly where the effects are the regions', results fixed except
    /// where a rule checks them, and the derived predicates as before.
    #[test]
    fn op_facts_agree() {
        let effects = [
            Traits::PURE,
            Traits::READS,
            Traits::WRITES,
            Traits::RECURSIVE,
        ];
        for &op in Opcode::ALL {
            let name = op.name();
            let traits = op.traits();
            let n = effects.iter().filter(|&&e| traits.contains(e)).count();
            assert_eq!(n, 1, "{name}: one effect trait");
            assert_eq!(
                traits.contains(Traits::RECURSIVE),
                op.has_regions(),
                "{name}"
            );
            if op.is_terminator() {
                assert!(op.is_pure() && op.fixed_results() == Some(0), "{name}");
            }
            if op.has_regions() || op.format() == Format::Call {
                assert_eq!(op.result_arity(), Arity::Var, "{name}");
            }
            if op.is_int_arith() || op.is_float_arith() {
                assert!(op.is_elementwise() && op.is_pure(), "{name}");
            }
        }
        assert!(Opcode::MulHiUI.is_int_arith() && Opcode::AbsI.is_int_arith());
        assert!(Opcode::ClampF.is_float_arith() && !Opcode::CmpF.is_float_arith());
        assert!(Opcode::Store.has_side_effects() && Opcode::Load.reads_memory());
        assert_eq!(Opcode::Split.fixed_results(), Some(2));
        assert_eq!(Opcode::Reduce.family(), Family::Reduce);
    }
}
