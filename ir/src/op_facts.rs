//! What each op is, beyond its name and format: the columns of the opcode table in
//! [`instructions`](crate::instructions).
//!
//! Every op declares, on its one line of the table, its [`Arity`] (how many results
//! it has), its [`Typing`] class (the verifier rule that types it), its [`Family`]
//! (how layout assignment relates the layouts of its operands and results) and its
//! [`Traits`] (effects, terminator). The lists that used to be written by hand
//! (`Opcode::is_int_arith`, the verifier's dispatch and result counts, layout
//! assignment's families) are read from these columns, and the code that acts on
//! them matches on the column's enum without a wildcard, so an op or a class that
//! nobody handles fails to build.

/// How many results an op has.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Arity {
    /// None: stores, terminators, `tt.assert`, `tt.print`.
    R0,
    /// One: most ops.
    R1,
    /// Two: `tt.split`.
    R2,
    /// Set by the operands (reduce, scan, `scf.for`), by the op's signature
    /// (`scf.if`, `scf.while`, `tt.call`) or free (the generic-format TritonGPU
    /// ops): the op's typing rule checks it.
    Var,
}

impl Arity {
    /// The number of results, where the opcode fixes it.
    pub fn fixed(self) -> Option<usize> {
        match self {
            Arity::R0 => Some(0),
            Arity::R1 => Some(1),
            Arity::R2 => Some(2),
            Arity::Var => None,
        }
    }
}

/// The typing class of an op: which rule of the verifier types it. Each class is
/// one rule; the verifier's dispatch matches on this enum without a wildcard, so a
/// new class fails to build until it has a rule, and every op has a class.
///
/// Where a rule can compute the result shape and element type from the operands
/// (`tt.make_range`, `tt.expand_dims`, `tt.trans`, `tt.join`, `tt.split`,
/// `tt.reduce`), the verifier and the builder share that computation
/// ([`infer`](crate::infer)): the verifier checks the declared result against the
/// inferred one.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Typing {
    /// Operands and result of one integer type, or tensor of integers.
    SameInt,
    /// Operands and result of one float type, or tensor of floats.
    SameFloat,
    /// `arith.cmpi`, `arith.cmpf`: operands of one type, an `i1` result of their
    /// shape.
    Compare,
    /// An element-type conversion of one shape (`arith.ext*`, bitcasts, ...).
    Cast,
    /// `tt.get_program_id`, `tt.get_num_programs`: an `i32`.
    ProgramInfo,
    /// `arith.constant`: the value fits the type.
    Constant,
    /// `arith.select`.
    Select,
    /// `tt.fp_to_fp`.
    FpToFp,
    /// `tt.make_range`.
    MakeRange,
    /// `tt.splat`.
    Splat,
    /// `tt.broadcast`.
    Broadcast,
    /// `tt.expand_dims`.
    ExpandDims,
    /// `tt.reshape`.
    Reshape,
    /// `tt.trans`.
    Trans,
    /// `tt.join`.
    Join,
    /// `tt.split`.
    Split,
    /// `tt.cat`: two tensors of one type; the result's first dimension is the
    /// sum of theirs.
    Cat,
    /// `tt.gather`: a source and an integer index tensor of one rank, equal in
    /// every dimension but the axis; the result has the index's shape and the
    /// source's element type.
    Gather,
    /// `tt.histogram`: a 1-d integer tensor and an optional `i1` mask of its
    /// shape; a 1-d `i32` result.
    Histogram,
    /// `tt.make_tensor_descriptor`, `tt.descriptor_load`, `tt.descriptor_store`:
    /// a pointer base, integer shapes and `i64` strides, `i32` coordinates, a
    /// block of the descriptor's block type.
    Descriptor,
    /// `ttg.convert_layout`.
    ConvertLayout,
    /// `tt.addptr`.
    AddPtr,
    /// `tt.load`.
    Load,
    /// `tt.store`.
    Store,
    /// `tt.atomic_rmw`.
    AtomicRmw,
    /// `tt.atomic_cas`.
    AtomicCas,
    /// `tt.dot`.
    Dot,
    /// `tt.reduce`, `tt.scan`, with their combine regions.
    ReduceScan,
    /// `scf.for`.
    For,
    /// `scf.if`.
    If,
    /// `scf.while`.
    While,
    /// `tt.assert`.
    Assert,
    /// `tt.call`: the callee's signature.
    Call,
    /// `tt.extern_elementwise`: operands and result of one shape (and encoding),
    /// element types as the called function has them.
    Extern,
    /// `cf.br`, `cf.cond_br`: an `i1` scalar condition, and arguments of the
    /// types of each destination's parameters.
    Branch,
    /// `llvm.intr.assume`: an `i1` scalar.
    Assume,
    /// `gpu.barrier`: no operands.
    Barrier,
    /// A terminator, typed by the op that owns its region (`tt.return` by the
    /// function's signature).
    Terminator,
    /// Only the handle and SSA checks: `tt.print` and the TritonGPU ops kept in the
    /// generic format, which are read and printed but not interpreted or lowered.
    Opaque,
}

/// How the layouts of an op's tensor operands and results relate: what layout
/// assignment needs to know of each opcode. Layout assignment does not care
/// whether an op adds or compares; every rule of the pass (forward propagation,
/// wanted layouts, rematerialisation) matches on the family, never on the opcode.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Family {
    /// Every tensor operand and the result share one layout: `arith`, `math`,
    /// casts, comparisons, `select`, `tt.addptr`, `tt.clampf`, `tt.fp_to_fp`,
    /// `tt.bitcast`, `tt.precise_*`, `tt.mulhiui`, `tt.int_to_ptr`, `tt.ptr_to_int`.
    /// Each result element is computed from the operand elements at its position.
    Elementwise,
    /// No tensor operand, so the op can be created in any layout at no cost:
    /// `tt.make_range`, `tt.splat` and `arith.constant`.
    Leaf,
    /// `tt.broadcast`: the operand has the result's layout over a smaller shape.
    Broadcast,
    /// `tt.expand_dims`: the operand is the result's layout sliced along the axis.
    ExpandDims,
    /// `tt.trans`: the operand's layout is the result's with dimensions permuted.
    Trans,
    /// `tt.reshape`: the result's layout is the operand's linear layout over
    /// the new shape (the same registers, renamed); with `allow_reorder`, any
    /// layout with as many elements per thread.
    Reshape,
    /// `tt.join`: the result's layout is the operands' with the new size-2
    /// minor dimension in registers.
    Join,
    /// `tt.split`: the inverse of join; both results share one layout.
    Split,
    /// `tt.gather`: the result has the index's layout; the source keeps its
    /// own, unless the gather fixes one layout for all three (Triton's
    /// `OptimizeGatherLayouts`, for ranks of 2 and more).
    Gather,
    /// `tt.histogram`: the result takes any layout, the input keeps its own
    /// and the mask has the input's.
    Histogram,
    /// `tt.load`: pointer, mask and `other` share the result's layout. Also
    /// `tt.descriptor_load` (of a descriptor that TMA accesses,
    /// [`crate::tma`]), which has no tensor operand.
    Load,
    /// `tt.store`: pointer, value and mask share one layout; no result. Also
    /// `tt.descriptor_store`, whose value keeps its layout.
    Store,
    /// `tt.atomic_rmw`, `tt.atomic_cas`: operands and result share one layout.
    Atomic,
    /// `tt.dot`: operands in `#ttg.dot_op` layouts of the result's layout.
    Dot,
    /// `tt.reduce`: the results are the operands' layout sliced along the axis.
    Reduce,
    /// `tt.scan`: operands and results share one layout.
    Scan,
    /// `scf.for`: each loop-carried value has one layout across its initial
    /// value, block parameter, yielded value and result.
    For,
    /// `scf.if`: each result has the layout of both yielded values.
    If,
    /// `scf.while`: the before and after block parameters tie the initial,
    /// forwarded and yielded values together.
    While,
    /// `scf.yield`: operands take the layouts of the parent op's values.
    Yield,
    /// `scf.condition`: forwarded operands take the layouts of the while's results.
    Condition,
    /// Ops without a layout rule because they have no tensors, or only read them
    /// (`tt.print`, `tt.assert`, `tt.return`, program ids, combine terminators).
    Other,
    /// Tensor ops that layout assignment does not handle yet: the TritonGPU ops
    /// of an already laid-out module.
    Unsupported,
}

/// A set of op traits, declared in the opcode table as `[PURE]`, `[TERMINATOR
/// PURE]`. Every op has exactly one of the effect traits [`PURE`](Traits::PURE),
/// [`READS`](Traits::READS), [`WRITES`](Traits::WRITES) and
/// [`RECURSIVE`](Traits::RECURSIVE).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Traits(u8);

impl Traits {
    /// No effect on memory or the program: the result depends on the operands
    /// only, and an unused result can be removed.
    pub const PURE: Traits = Traits(1);
    /// Reads memory (`tt.load`, `ttg.local_load`), and has no other effect.
    pub const READS: Traits = Traits(1 << 1);
    /// Has side effects: writes memory, synchronises, traps, prints, or calls.
    pub const WRITES: Traits = Traits(1 << 2);
    /// Has the effects of the ops in its regions (`scf.*`, reduce and scan).
    pub const RECURSIVE: Traits = Traits(1 << 3);
    /// Ends a block.
    pub const TERMINATOR: Traits = Traits(1 << 4);

    /// The set of the traits in `list`, in a constant context.
    pub const fn of(list: &[Traits]) -> Traits {
        let mut bits = 0;
        let mut i = 0;
        while i < list.len() {
            bits |= list[i].0;
            i += 1;
        }
        Traits(bits)
    }

    /// Whether every trait of `other` is in the set.
    pub const fn contains(self, other: Traits) -> bool {
        self.0 & other.0 == other.0
    }
}
