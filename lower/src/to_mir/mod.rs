//! Lowering laid-out tile IR (TTGIR) to MIR.
//!
//! Every tensor value becomes the registers one thread holds of it, in the order
//! of its layout's register index ([`tile`]); a scalar becomes one register. Each
//! op family has its file:
//!
//! - `program`: program ids, grid sizes, `make_range` and constants;
//! - `shape`: `splat`, `broadcast`, `expand_dims`, `reshape`, `trans` and
//!   `convert_layout` as register renaming where the layouts allow, and
//!   through shared memory where they do not (`shared`, with the XOR swizzle
//!   of `swizzle` and the scratch placement and barriers of `Ctx::scratch`);
//! - `arith`: integer and float elementwise ops, comparisons and selects
//!   (a `mulf` feeding an `addf`/`subf` fused into one `fma`; signed division
//!   of operands `tilelift_analysis::int_range` proves non-negative done
//!   unsigned), with `div64` for 64-bit division (by a constant: multiply-high
//!   and shifts; by a register: one `div.u32` where both fit in 32 bits);
//! - `math`: `math.*`, with Triton's approximations;
//! - `casts`: conversions between every integer and float type;
//! - `memory`: `addptr`, and loads and stores split into vector accesses,
//!   each addressed from its run's first pointer plus an immediate (`address`,
//!   over the register runs of `runs`, which also lets a mask be computed
//!   once per run of equal values);
//! - `atomic`: `atomic_rmw` and `atomic_cas`;
//! - `reduce`: `tt.reduce` in a thread, across lanes, across warps;
//! - `scan`: `tt.scan`, forward and reverse;
//! - `gather`: `tt.gather` (through shared memory, or by warp shuffles where
//!   the gathered axis is within a warp) and `tt.histogram` (counted with
//!   atomic adds in shared memory);
//! - `dot`: `tt.dot` through FMA or `mma.sync`, with `ldmatrix` for the
//!   operand conversions of the latter, and `pipeline` for the `cp.async`
//!   software pipeline of the loops that feed it (and of the plain loads of
//!   loops that carry `tt.num_stages`);
//! - `local`: TritonGPU's shared-memory buffers (`ttg.local_alloc`,
//!   `local_load`, `memdesc_index`, ...) and asynchronous copies
//!   (`ttg.async_copy_global_to_local`, `async_wait`), as Triton's own TTGIR
//!   has them;
//! - `debug`: `tt.assert` (a trap) and `tt.print` (rejected);
//! - `control`: `scf.for`, `scf.if` and `scf.while` as blocks and branches.
//!
//! The finished MIR loses its dead code and the loop-carried registers that
//! only carry themselves ([`mir::Builder::finish_live`], which removes what
//! [`mir::passes::eliminate_dead_params`] would).
//!
//! [`lowering`] says, for every opcode without a wildcard, which of these files
//! lowers it. What the lowering does not handle (calls, prints, and the forms
//! of each file's ops that it names) is a
//! [`LowerError`] `unsupported: <what>` at the op.

mod address;
mod arith;
mod atomic;
mod casts;
mod control;
mod debug;
mod div64;
mod dot;
mod gather;
mod ldmatrix;
mod libdevice;
mod local;
pub mod math;
mod memory;
mod mfma;
mod pipeline;
mod prefetch;
mod program;
mod reduce;
mod runs;
mod scan;
mod shape;
mod shared;
mod slice;
mod smem_alloc;
mod swizzle;
pub mod tile;
mod tma;
mod tma_ttgir;
mod wgmma;

use crate::target::{TargetDesc, Threads};
use cranelift_entity::SecondaryMap;
use hashbrown::HashMap;
use smallvec::SmallVec;
use tile::{LayoutId, Layouts, TileLayout};
use tilelift_analysis::axis_info::{AxisInfoAnalysis, FuncAxisInfo};
use tilelift_analysis::{int_ranges, IntRange, IntRanges};
use tilelift_ir::verify::Verified;
use tilelift_ir::{
    FuncId, Function, Inst, Module, Opcode, SourceLoc, Type, TypeData, Types, Value, Visibility,
};
use tilelift_mir::{self as mir, Builder, Reg};

/// Why a kernel could not be lowered: an op or a type the lowering does not
/// handle, at the instruction where it was met.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LowerError {
    /// What kind of problem it is.
    pub kind: LowerErrorKind,
    /// The function.
    pub func: Option<FuncId>,
    /// The instruction, if the problem is at one.
    pub inst: Option<Inst>,
    /// The source location of that instruction (the default if none).
    pub loc: SourceLoc,
    /// What is wrong, starting with `unsupported: ` for valid input the lowering
    /// cannot handle yet.
    pub message: String,
}

/// The kinds of [`LowerError`].
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum LowerErrorKind {
    /// Valid input the lowering does not handle yet.
    Unsupported,
    /// Input the lowering cannot take that the verifier lets through (no
    /// function, an empty region).
    Malformed,
    /// The kernel needs more of the machine than the target has (shared
    /// memory beyond [`TargetDesc::max_shared_bytes`]).
    ResourceLimit,
}

impl LowerError {
    /// An error of `kind` at `inst` of function `fid` of `module`.
    pub fn at(
        kind: LowerErrorKind,
        module: &Module,
        fid: FuncId,
        inst: Option<Inst>,
        message: String,
    ) -> Self {
        let func = &module.funcs[fid];
        LowerError {
            kind,
            func: Some(fid),
            inst,
            loc: inst.map_or(func.srclocs.func, |i| func.srclocs.inst(i)),
            message,
        }
    }

    /// An error not at any function.
    pub fn no_function(message: String) -> Self {
        LowerError {
            kind: LowerErrorKind::Malformed,
            func: None,
            inst: None,
            loc: SourceLoc::default(),
            message,
        }
    }
}

impl core::fmt::Display for LowerError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for LowerError {}

/// The result of lowering.
pub type Result<T, E = LowerError> = core::result::Result<T, E>;

/// The kernel of a module: its first public function (or its only function).
pub fn kernel_id(module: &Module) -> Option<FuncId> {
    let mut funcs = module.funcs.iter();
    module
        .funcs
        .iter()
        .find(|(_, f)| f.visibility == Visibility::Public)
        .or_else(|| funcs.next())
        .map(|(id, _)| id)
}

/// Where the lowering of an op lives: the file of its family, or nowhere.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Lowering {
    /// `program.rs`: program ids, grid sizes, `make_range`, constants.
    Program,
    /// `shape.rs`: shape and layout changes.
    Shape,
    /// `memory.rs`: `addptr`, loads and stores.
    Memory,
    /// `atomic.rs`.
    Atomic,
    /// `reduce.rs`.
    Reduce,
    /// `scan.rs`.
    Scan,
    /// `gather.rs`: `tt.gather` and `tt.histogram`.
    Gather,
    /// `dot.rs`.
    Dot,
    /// `debug.rs`: `tt.assert`, `tt.print`.
    Debug,
    /// `control.rs`: `scf.for`, `scf.if`, `scf.while`.
    Control,
    /// `casts.rs`.
    Cast,
    /// `math.rs`: `math.*` functions with Triton's approximations.
    Math,
    /// `libdevice.rs`: `tt.extern_elementwise` calls of libdevice functions.
    Libdevice,
    /// `local.rs`: TritonGPU's shared-memory buffers and asynchronous copies.
    Local,
    /// `arith.rs`: comparisons, selects and `tt.clampf`.
    Compare,
    /// `arith.rs`: integer and float elementwise arithmetic.
    Arith,
    /// `tma.rs`: `tt.make_tensor_descriptor` and `tt.descriptor_load` of a
    /// descriptor that the tensor memory accelerator accesses (the others are
    /// rewritten to pointers, `tilelift_ir::descriptors`).
    Tma,
    /// `gpu.barrier`, a `bar.sync 0` of the whole program (in `lower_inst`).
    Barrier,
    /// No code: `llvm.intr.assume` (a promise the lowering does not use).
    Nothing,
    /// Never lowered: `cf.br` and `cf.cond_br` are nested into `scf.if` before
    /// layout assignment (`tilelift_ir::structurize`), `tt.cat` to
    /// join, trans and reshape (`crate::cat`) and `tt.call` inlined
    /// (`tilelift_ir::inline`).
    Structured,
    /// A terminator, lowered by the op that owns its block (`tt.return` by
    /// [`lower_function`]).
    Terminator,
    /// Not lowered: `unsupported: <op>`, reported by [`check_supported`] before
    /// layout assignment.
    Unsupported,
}

/// Where the lowering of `op` lives. The match has no wildcard: a new opcode does
/// not build until someone decides how (or whether) it is lowered.
pub fn lowering(op: Opcode) -> Lowering {
    use Lowering as L;
    use Opcode::*;
    match op {
        GetProgramId | GetNumPrograms | MakeRange | Constant => L::Program,
        Splat | Broadcast | ExpandDims | Reshape | Trans | Join | Split | ConvertLayout => L::Shape,
        AddPtr | Load | Store => L::Memory,
        AtomicRmw | AtomicCas => L::Atomic,
        Reduce => L::Reduce,
        Scan => L::Scan,
        Gather | Histogram => L::Gather,
        Dot => L::Dot,
        Assert | Print => L::Debug,
        For | If | While => L::Control,
        ExtSI | ExtUI | TruncI | ExtF | TruncF | SIToFP | UIToFP | FPToSI | FPToUI
        | ArithBitcast | Bitcast | IndexCast | FpToFp | IntToPtr | PtrToInt => L::Cast,
        Exp | Exp2 | Log | Log2 | Sqrt | Rsqrt | Sin | Cos | Tanh | Erf | Floor | Ceil
        | PreciseSqrt => L::Math,
        ExternElementwise => L::Libdevice,
        CmpI | CmpF | Select | ClampF => L::Compare,
        AddI | SubI | MulI | DivSI | DivUI | RemSI | RemUI | CeilDivSI | FloorDivSI | AndI
        | OrI | XOrI | ShLI | ShRSI | ShRUI | MaxSI | MinSI | MaxUI | MinUI | MulHiUI | AbsI
        | AddF | SubF | MulF | DivF | MaxNumF | MinNumF | MaximumF | MinimumF | NegF
        | PreciseDivF | ApproxDivF | AbsF | Fma | RemF => L::Arith,
        Return | Yield | Condition | ReduceReturn | ScanReturn => L::Terminator,
        GpuBarrier | TtgBarrier => L::Barrier,
        Assume => L::Nothing,
        MakeTensorDescriptor | DescriptorLoad | DescriptorStore => L::Tma,
        Br | CondBr | Cat | Call => L::Structured,
        LocalAlloc
        | LocalLoad
        | LocalStore
        | LocalDealloc
        | MemDescIndex
        | MemDescSubview
        | MemDescTrans
        | AsyncCopyGlobalToLocal
        | AsyncCommitGroup
        | AsyncWait
        | WarpGroupDot
        | WarpGroupDotWait
        | FenceAsyncShared
        | InitBarrier
        | InvalBarrier
        | BarrierExpect
        | WaitBarrier
        | AsyncTmaCopyGlobalToLocal
        | AsyncTmaCopyLocalToGlobal
        | AsyncTmaStoreWait
        | GlobalScratchAlloc
        | TensormapCreate
        | TensormapFenceproxyAcquire
        | ReinterpretTensorDescriptor => L::Local,
    }
}

/// Whether the lowering handles `op` at all.
pub fn lowered(op: Opcode) -> bool {
    lowering(op) != Lowering::Unsupported
}

/// The first op of the kernel that the lowering does not handle at all (calls,
/// prints), as the error lowering would give at it. A
/// front end checks this before layout assignment, so the error points at the
/// input.
pub fn check_supported(module: &Module, fid: FuncId) -> Result<()> {
    let func = &module.funcs[fid];
    if !is_identifier(&func.name) {
        let message = format!(
            "unsupported: the kernel name `{}` is not an identifier PTX and AMDGCN \
             accept (a letter or `_`, then letters, digits and `_`)",
            func.name
        );
        return Err(LowerError::at(
            LowerErrorKind::Unsupported,
            module,
            fid,
            None,
            message,
        ));
    }
    for (inst, data) in func.dfg.insts() {
        let op = data.opcode();
        if !lowered(op) {
            let message = format!("unsupported: {}", op.name());
            let kind = LowerErrorKind::Unsupported;
            return Err(LowerError::at(kind, module, fid, Some(inst), message));
        }
    }
    Ok(())
}

/// Whether `name` is an identifier both assemblers take as a symbol: MLIR
/// allows `@a.b`, `@2k` and quoted names, PTX and `llvm-mc` do not.
fn is_identifier(name: &str) -> bool {
    let mut bytes = name.bytes();
    bytes
        .next()
        .is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
        && bytes.all(|b| b.is_ascii_alphanumeric() || b == b'_')
}

/// Lowers the kernel of a laid-out module to MIR for `target`, dead code
/// removed.
pub fn lower_kernel(module: &Verified, target: &TargetDesc) -> Result<mir::Function> {
    let m = module.module();
    let no_function = || LowerError::no_function("the module has no function".into());
    let fid = kernel_id(m).ok_or_else(no_function)?;
    let num_warps = m
        .int_attr("ttg.num-warps")
        .filter(|&n| n > 0 && (n as u32).is_power_of_two() && n <= i64::from(target.max_warps()))
        .ok_or_else(|| {
            let message =
                "unsupported: a module without a valid \"ttg.num-warps\" (TTIR, not TTGIR)";
            LowerError::at(LowerErrorKind::Unsupported, m, fid, None, message.into())
        })? as u32;
    let axis = AxisInfoAnalysis::new(module).run(fid);
    lower_function(m, fid, &axis, num_warps, target)
}

/// Lowers function `fid` of `module`, with its AxisInfo, for programs of
/// `num_warps` warps of `target`.
pub fn lower_function(
    module: &Module,
    fid: FuncId,
    axis: &FuncAxisInfo<'_>,
    num_warps: u32,
    target: &TargetDesc,
) -> Result<mir::Function> {
    let func = &module.funcs[fid];
    let mut ctx = Ctx::new(module, fid, axis, Threads::new(target, num_warps), *target);
    ctx.lower_params()?;
    ctx.plan_local()?;
    let body = func.entry_block();
    match ctx.lower_block(body)? {
        Some(term) => ctx.lower_return(term)?,
        None => ctx.b.ins(mir::InstData::Return),
    }
    // Dead code removed as the function is laid out, saving a copy.
    // Comparisons decided by the ranges of their operands folded: see
    // [`mir::passes::fold_known_ranges`]. Values read only after a loop computed after it: see
    // [`mir::passes::sink_past_loops`]; values made before a branch and read
    // only in its arms computed in each arm: see
    // [`mir::passes::rematerialize_in_arms`].
    ctx.b.fold_known_ranges();
    ctx.unmask_addresses();
    let out = ctx.b.finish_live();
    // The uniform operands of a chain of one associative operation combined
    // once, before the per-thread ones: see
    // [`mir::passes::group_uniform_operands`].
    let out = mir::passes::group_uniform_operands(out);
    // A copy loop's pointers advanced alike carried as one: see
    // [`mir::passes::rebase_carried_pointers`]. The next iteration's values
    // made after this one's last reads: see
    // [`mir::passes::sink_into_back_edges`].
    let out = mir::passes::sink_past_loops(mir::passes::rematerialize_in_arms(out));
    let out = mir::passes::rebase_carried_pointers(out);
    let mut out = mir::passes::sink_into_back_edges(out);
    // A versioned kernel's copy as written must not set the registers of
    // its fast copy: see [`mir::passes::cold_arm_register_cap`].
    out.max_regs = mir::passes::cold_arm_register_cap(&out);
    // Each scratch user is checked where it is placed; the total is checked
    // here too, so that no kernel that cannot launch is ever emitted.
    if out.shared_bytes > target.max_shared_bytes {
        let message = shared_limit_message("the kernel", out.shared_bytes, target);
        return Err(LowerError::at(
            LowerErrorKind::ResourceLimit,
            module,
            fid,
            None,
            message,
        ));
    }
    Ok(out)
}

/// The most elements of one tile value a thread may hold (its registers):
/// 16 times the largest real-world kernel's accumulator (a 128x256 `f32` tile
/// over 4 warps is 256 per thread); a 2^20-element tensor over one warp is
/// 32768.
pub const MAX_REGS_PER_VALUE: usize = 1 << 14;

/// The most MIR registers a kernel's lowering may make (each is about one
/// instruction, a line of PTX): the bound on compile work and output size
/// (at the bound, about 500 MB and 3 s in a debug build, 80 MB of PTX). A
/// 1-D scan of 2^18 elements over 4 warps makes about 2^18.
pub const MAX_REGS: usize = 1 << 21;

/// `what needs N bytes of shared memory, more than the M KiB ...`.
fn shared_limit_message(what: impl core::fmt::Display, bytes: u32, target: &TargetDesc) -> String {
    let kib = target.max_shared_bytes / 1024;
    format!(
        "{what} needs {bytes} bytes of shared memory, more than the {kib} KiB \
         a program may use on this target"
    )
}

/// The registers of each tile IR value.
#[derive(Default)]
pub(crate) struct Tiles {
    ranges: SecondaryMap<Value, (u32, u32)>,
    pool: Vec<Reg>,
}

impl Tiles {
    /// Room for `n` values of a few registers each.
    fn with_capacity(n: usize) -> Self {
        let mut ranges = SecondaryMap::with_capacity(n);
        ranges.resize(n);
        Tiles {
            ranges,
            pool: Vec::with_capacity(8 * n),
        }
    }

    fn set(&mut self, value: Value, regs: &[Reg]) {
        let start = self.pool.len() as u32;
        self.pool.extend_from_slice(regs);
        self.ranges[value] = (start, regs.len() as u32);
    }

    fn get(&self, value: Value) -> &[Reg] {
        let (start, len) = self.ranges[value];
        &self.pool[start as usize..(start + len) as usize]
    }

    /// Where `value`'s registers are, for [`Tiles::set_range`] to put back.
    fn range(&self, value: Value) -> (u32, u32) {
        self.ranges[value]
    }

    /// Gives `value` back the registers [`Tiles::range`] returned.
    fn set_range(&mut self, value: Value, range: (u32, u32)) {
        self.ranges[value] = range;
    }
}

/// Registers of a tile under construction.
pub(crate) type RegVec = SmallVec<[Reg; 16]>;

/// The state of the lowering of one function.
pub(crate) struct Ctx<'a> {
    pub module: &'a Module,
    pub types: &'a Types,
    pub func: &'a Function,
    pub fid: FuncId,
    pub axis: &'a FuncAxisInfo<'a>,
    pub num_warps: u32,
    /// The program's threads: the target's lanes per warp, `num_warps` warps.
    pub threads: Threads,
    /// The target.
    pub target: TargetDesc,
    pub b: Builder,
    pub tiles: Tiles,
    pub layouts: Layouts,
    /// `%tid.x`, read in the prologue.
    pub tid: Reg,
    /// The thread's part of each coordinate, per layout and dimension.
    thread_coords: HashMap<(LayoutId, u8), Reg>,
    /// The predicate "this thread holds no copy", per layout.
    owners: HashMap<Option<LayoutId>, Reg>,
    /// Where the last shared-memory scratch user was (see [`Ctx::scratch`]).
    pub smem_state: shared::ScratchState,
    /// How many scratch users have been lowered.
    pub smem_users: u32,
    /// The lowest byte scratch users may take: above the ring of a pipelined
    /// loop while it is live ([`pipeline`]), else `smem_pinned`.
    pub smem_floor: u32,
    /// The end of the shared-memory tiles pinned for the rest of the program
    /// (`wgmma` operands converted before the loop that reads them,
    /// [`ldmatrix`]); 0 if none.
    pub smem_pinned: u32,
    /// The pipelined loop whose body is being lowered, if any.
    pipe: Option<pipeline::ActivePipe>,
    /// The function's own shared-memory buffers (`ttg.local_alloc`), if any.
    local: Option<local::LocalPlan>,
    /// The shared-memory base address, once read.
    pub smem_base: Option<Reg>,
    /// The predicate "this thread is thread 0", once made ([`tma`]).
    leader: Option<Reg>,
    /// The global scratch memory parameter, where the kernel makes tensor
    /// maps ([`tma`]), and how many it has made so far.
    global_scratch: Option<(Reg, u32)>,
    /// The swizzle chosen for each conversion through shared memory, by
    /// layouts and element type ([`Ctx::conversion_swizzle`]).
    swizzles: HashMap<(LayoutId, LayoutId, tilelift_mir::Type), Option<swizzle::Swizzle>>,
    /// This thread's shared-memory address of each layout's elements, per
    /// element size, computed once in the prologue.
    pub smem_addrs: HashMap<(LayoutId, u64), Reg>,
    /// The quotients of integer divisions made so far, by the block they
    /// are available in, type, what is known of the dividend, dividend and
    /// divisor (a constant, [`div64`], or a register, [`Ctx::int_op`]):
    /// `x % y` after `x / y` is `x - (x / y) * y`.
    quotients: HashMap<div64::QuotientKey, Reg>,
    /// The instruction being lowered.
    pub inst: Option<Inst>,
    /// A conversion already lowered with the instruction before it: a dot
    /// operand's with the other operand's ([`ldmatrix`]), a reduction's
    /// result read in the converted layout ([`reduce`]).
    fused_conversion: Option<Inst>,
    /// The shared-memory tiles of the `wgmma` operands converted so far
    /// ([`wgmma`]), by the converted value.
    wgmma_tiles: HashMap<Value, wgmma::SmemTile>,
    /// The accumulator registers (a pipelined loop's header parameters) of
    /// the `wgmma`s that the loop being lowered leaves in flight at its back
    /// edge ([`wgmma`]).
    wgmma_in_flight: Vec<Reg>,
    /// 32-bit words already holding two 16-bit registers, low half first (from
    /// `ldmatrix`), for `mma.sync` to take as they are.
    packed: HashMap<(Reg, Reg), Reg>,
    /// 32-bit words read from shared memory and unpacked into two 16-bit
    /// registers, low half first ([`shared`]), for an MFMA operand to take as
    /// they are ([`mfma`]). Not for `wgmma`'s register operand: there the
    /// same words (the attention's `q`, read before its loop) gave wrong
    /// results on an H200 where the pairs packed again in the loop give
    /// right ones, the PTX otherwise equal (session 25; cause not found).
    shared_pairs: HashMap<(Reg, Reg), Reg>,
    /// Byte registers unpacked from a loaded 32-bit word, with the word and
    /// the byte's position, so that storing the four bytes of a word in order
    /// stores the word ([`memory`]).
    unpacked_bytes: SecondaryMap<Reg, Option<(Reg, u8)>>,
    /// The integer ranges of the function's values, solved at the first query
    /// ([`Ctx::int_range`]): only kernels that divide ask.
    int_ranges: Option<IntRanges>,
    /// Pointers that `tt.addptr` made as another pointer plus a constant
    /// ([`address`]), for loads and stores to address with an immediate.
    anchored: SecondaryMap<Reg, Option<address::Anchored>>,
    /// Anchored pointers' own computations, for a masked access
    /// (`Ctx::global_access_address`): by register, in the order `tt.addptr`
    /// made them, which is the registers' order (so a binary search finds
    /// one; no map the size of the register file for a few pointers).
    own_pointer: Vec<(Reg, memory::ElementPointer)>,
    /// Masked global accesses that may get their own pointer, by body
    /// index, with how it is computed (`Ctx::unmask_addresses`).
    masked_accesses: Vec<(usize, memory::ElementPointer)>,
}

impl<'a> Ctx<'a> {
    fn new(
        module: &'a Module,
        fid: FuncId,
        axis: &'a FuncAxisInfo<'a>,
        threads: Threads,
        target: TargetDesc,
    ) -> Self {
        let num_warps = threads.warps;
        let func = &module.funcs[fid];
        // Size the tables from the tile IR: a tile op becomes a few MIR
        // instructions per register, and every op has an origin note. The
        // instruction array asks for at most 512 up front; a larger kernel
        // grows it, and the array kept from the thread's last compile (see
        // `mir::spare`) has that room already.
        let n_ops = func.dfg.num_insts();
        let mut b = Builder::with_capacity(&func.name, num_warps, (8 * n_ops).clamp(64, 512));
        b.reserve_origins(n_ops, 24 * n_ops);
        let tid = b.reg(mir::Type::I32);
        b.prologue(mir::InstData::Special {
            dst: tid,
            reg: mir::SpecialReg::TidX,
        });
        Ctx {
            module,
            types: &module.types,
            func,
            fid,
            axis,
            num_warps,
            threads,
            target,
            b,
            tiles: Tiles::with_capacity(func.dfg.num_values()),
            layouts: Layouts::default(),
            tid,
            thread_coords: HashMap::new(),
            owners: HashMap::new(),
            smem_state: shared::ScratchState::Fresh,
            smem_users: 0,
            smem_floor: 0,
            smem_pinned: 0,
            pipe: None,
            local: None,
            smem_base: None,
            leader: None,
            global_scratch: None,
            smem_addrs: HashMap::new(),
            quotients: HashMap::new(),
            swizzles: HashMap::new(),
            inst: None,
            fused_conversion: None,
            wgmma_tiles: HashMap::new(),
            wgmma_in_flight: Vec::new(),
            packed: HashMap::new(),
            shared_pairs: HashMap::new(),
            unpacked_bytes: SecondaryMap::new(),
            int_ranges: None,
            anchored: SecondaryMap::new(),
            own_pointer: Vec::new(),
            masked_accesses: Vec::new(),
        }
    }

    /// The interval holding every element of `value`
    /// (`tilelift_analysis::int_range`), solved for the whole function at the
    /// first query.
    pub fn int_range(&mut self, value: Value) -> IntRange {
        let (module, fid) = (self.module, self.fid);
        self.int_ranges
            .get_or_insert_with(|| int_ranges(module, fid))
            .get(value)
    }

    /// An error at the instruction being lowered: input the verifier lets
    /// through that the lowering cannot take.
    pub fn error(&self, message: impl Into<String>) -> LowerError {
        self.error_of(LowerErrorKind::Malformed, message.into())
    }

    /// `unsupported: what` at the instruction being lowered.
    pub fn unsupported(&self, what: impl core::fmt::Display) -> LowerError {
        let message = format!("unsupported: {what}");
        self.error_of(LowerErrorKind::Unsupported, message)
    }

    /// At the instruction being lowered: `what` needs `bytes` of shared
    /// memory, more than the target has.
    pub fn shared_limit(&self, what: impl core::fmt::Display, bytes: u64) -> LowerError {
        let bytes = u32::try_from(bytes).unwrap_or(u32::MAX);
        let message = shared_limit_message(what, bytes, &self.target);
        self.error_of(LowerErrorKind::ResourceLimit, message)
    }

    fn error_of(&self, kind: LowerErrorKind, message: String) -> LowerError {
        LowerError::at(kind, self.module, self.fid, self.inst, message)
    }

    /// The registers of `value`.
    pub fn regs(&self, value: Value) -> &[Reg] {
        self.tiles.get(value)
    }

    /// Register `i` of `value`; a scalar's one register for every `i`.
    pub fn reg(&self, value: Value, i: usize) -> Reg {
        let regs = self.tiles.get(value);
        regs[if regs.len() == 1 { 0 } else { i }]
    }

    /// Register `i` of `value` as an operand (an immediate for constants).
    pub fn opnd(&self, value: Value, i: usize) -> mir::Operand {
        self.b.operand(self.reg(value, i))
    }

    /// Gives `value` the registers `regs`.
    pub fn set(&mut self, value: Value, regs: &[Reg]) {
        self.tiles.set(value, regs);
    }

    /// Defines `result` register by register: `f(ctx, i)` gives register `i`.
    pub fn map_regs(
        &mut self,
        result: Value,
        f: impl FnMut(&mut Self, usize) -> Result<Reg>,
    ) -> Result<()> {
        let n = self.num_regs(self.func.dfg.value_type(result))?;
        self.map_regs_anchored(result, n, None, f)
    }

    /// [`Ctx::map_regs`] for a pure element-wise op whose result AxisInfo
    /// says is constant over aligned runs: `f` runs for one register of each
    /// run of equal values ([`runs::equal_anchors`]), the others take its
    /// register. Only for ops whose constancy does not rest on AxisInfo's
    /// assumption that arithmetic does not wrap (the masks of `cmpi`).
    pub fn map_regs_runs(
        &mut self,
        result: Value,
        f: impl FnMut(&mut Self, usize) -> Result<Reg>,
    ) -> Result<()> {
        let ty = self.func.dfg.value_type(result);
        let n = self.num_regs(ty)?;
        let constancy = self.axis.get(result).constancy.clone();
        let anchors = if self.types.is_tensor(ty) && constancy.iter().any(|&c| c > 1) {
            Some(runs::equal_anchors(self.layout(ty)?, &constancy)).filter(|a| a.len() == n)
        } else {
            None
        };
        self.map_regs_anchored(result, n, anchors.as_deref(), f)
    }

    /// The `n` registers of `result`: `f(i)`, or register `anchors[i]`'s where
    /// that is an earlier register holding the same value.
    fn map_regs_anchored(
        &mut self,
        result: Value,
        n: usize,
        anchors: Option<&[usize]>,
        mut f: impl FnMut(&mut Self, usize) -> Result<Reg>,
    ) -> Result<()> {
        let mut out = RegVec::with_capacity(n);
        for i in 0..n {
            match anchors.map(|a| a[i]) {
                Some(a) if a != i => out.push(out[a]),
                _ => out.push(f(self, i)?),
            }
        }
        self.set(result, &out);
        Ok(())
    }

    /// The first result of the instruction being lowered.
    pub fn result(&self) -> Value {
        self.inst
            .and_then(|i| self.func.dfg.first_result(i))
            .unwrap_or_else(|| self.func.args()[0])
    }
}

/// Types and layouts.
impl Ctx<'_> {
    /// The MIR type of the elements of `ty` (pointers are `i64`).
    pub fn elem_type(&self, ty: Type) -> Result<mir::Type> {
        let elem = self.types.element_type(ty);
        self.scalar_type(elem)
    }

    /// The MIR type of scalar `ty`. An 8-bit float is held as its bits
    /// (`i8`): loads, stores, selects and layout changes move it as they
    /// move a byte, and the ops that read it as a number say so
    /// ([`Ctx::is_fp8`]: `wgmma`, the conversions, the dots on FMA).
    pub fn scalar_type(&self, ty: Type) -> Result<mir::Type> {
        use tilelift_ir::FloatKind;
        Ok(match self.types.data(ty) {
            TypeData::Int(1) => mir::Type::Pred,
            TypeData::Int(8) => mir::Type::I8,
            TypeData::Int(16) => mir::Type::I16,
            TypeData::Int(32) | TypeData::Index => mir::Type::I32,
            TypeData::Int(64) | TypeData::Ptr { .. } => mir::Type::I64,
            TypeData::Float(FloatKind::F16) => mir::Type::F16,
            TypeData::Float(FloatKind::BF16) => mir::Type::BF16,
            TypeData::Float(FloatKind::F32) => mir::Type::F32,
            TypeData::Float(FloatKind::F64) => mir::Type::F64,
            TypeData::Float(FloatKind::F8E4M3FN | FloatKind::F8E5M2) => mir::Type::I8,
            _ => return Err(self.unsupported(format_args!("type {}", self.type_name(ty)))),
        })
    }

    /// Whether the elements of `ty` are 8-bit floats (held as `i8`, see
    /// [`Ctx::scalar_type`]).
    pub fn is_fp8(&self, ty: Type) -> bool {
        self.fp8_format(ty).is_some()
    }

    /// The printed form of `ty`, for messages.
    pub fn type_name(&self, ty: Type) -> String {
        tilelift_ir::write::type_to_string(self.module, ty)
    }

    /// The MIR type of the elements of `value`.
    pub fn value_elem_type(&self, value: Value) -> Result<mir::Type> {
        self.elem_type(self.func.dfg.value_type(value))
    }

    /// The layout of `ty` if it is a tensor type; `None` for a scalar.
    pub fn tensor_layout_id(&mut self, ty: Type) -> Result<Option<LayoutId>> {
        if self.types.is_tensor(ty) {
            self.layout_id(ty).map(Some)
        } else {
            Ok(None)
        }
    }

    /// The layout of tensor type `ty`.
    pub fn layout_id(&mut self, ty: Type) -> Result<LayoutId> {
        let id = self
            .layouts
            .of_type(self.types, ty, self.threads)
            .map_err(|what| self.unsupported(what))?;
        let regs = self.layouts.get(id).num_regs();
        if regs > MAX_REGS_PER_VALUE {
            let message = format!(
                "a tile of {regs} elements per thread, more than the {MAX_REGS_PER_VALUE} \
                 a value may have (use more warps or a smaller block)"
            );
            return Err(self.error_of(LowerErrorKind::ResourceLimit, message));
        }
        Ok(id)
    }

    /// The layout of tensor type `ty`.
    pub fn layout(&mut self, ty: Type) -> Result<&TileLayout> {
        let id = self.layout_id(ty)?;
        Ok(self.layouts.get(id))
    }

    /// The number of registers a thread holds of a value of type `ty`.
    pub fn num_regs(&mut self, ty: Type) -> Result<usize> {
        if !self.types.is_tensor(ty) {
            // A memdesc is a place ([`local`]), a token nothing.
            let place = matches!(
                self.types.data(ty),
                TypeData::MemDesc { .. } | TypeData::AsyncToken
            );
            return Ok(usize::from(!place));
        }
        Ok(self.layout(ty)?.num_regs())
    }

    /// The origin note of the instruction being lowered: `%name = op`.
    fn set_origin(&mut self, inst: Inst) {
        let dfg = &self.func.dfg;
        let op = dfg.inst(inst).opcode().name();
        match dfg.first_result(inst) {
            Some(v) => match dfg.value_name(v) {
                Some(name) => self.b.set_origin(&["%", name, " = ", op]),
                None => self.b.set_origin_fmt(format_args!("{v} = {op}")),
            },
            None => self.b.set_origin(&[op]),
        }
        self.b
            .set_origin_srcloc(self.func.srclocs.inst(inst).bits());
    }
}

/// Thread coordinates.
impl Ctx<'_> {
    /// The thread's part of coordinate `dim` of layout `id` (see [`tile`]),
    /// computed once in the prologue.
    pub fn thread_coord(&mut self, id: LayoutId, dim: usize) -> Reg {
        if let Some(&r) = self.thread_coords.get(&(id, dim as u8)) {
            return r;
        }
        let values: SmallVec<[i32; 12]> = self
            .layouts
            .get(id)
            .threads
            .iter()
            .map(|c| c[dim])
            .collect();
        let r = program::bits_of_tid(&mut self.b, self.tid, &values);
        self.thread_coords.insert((id, dim as u8), r);
        r
    }

    /// The predicate "this thread's elements of layout `id` (of a scalar when
    /// `None`) are not copies held by a thread with a lower id", or `None` when
    /// no thread holds copies.
    pub fn owner_pred(&mut self, id: Option<LayoutId>) -> Option<Reg> {
        let free = match id {
            Some(id) => self.layouts.get(id).free_thread_mask(),
            None => self.threads.total() - 1,
        };
        if free == 0 {
            return None;
        }
        if let Some(&p) = self.owners.get(&id) {
            return Some(p);
        }
        let p = self.tid_bits_clear(free);
        self.owners.insert(id, p);
        Some(p)
    }

    /// The predicate "the thread id has every bit of `bits` clear",
    /// computed in the prologue.
    pub(super) fn tid_bits_clear(&mut self, bits: u32) -> Reg {
        let masked = self.b.reg(mir::Type::I32);
        self.b.prologue(mir::InstData::Binary {
            op: mir::BinaryOp::And,
            ty: mir::Type::I32,
            dst: masked,
            args: [
                mir::Operand::Reg(self.tid),
                mir::Operand::Imm(u64::from(bits)),
            ],
        });
        let p = self.b.reg(mir::Type::Pred);
        self.b.prologue(mir::InstData::Cmp {
            cond: mir::Cond::Eq,
            ty: mir::Type::I32,
            dst: p,
            args: [mir::Operand::Reg(masked), mir::Operand::Imm(0)],
        });
        p
    }
}

/// Walking the IR.
impl Ctx<'_> {
    /// Reads the kernel parameters in the prologue.
    fn lower_params(&mut self) -> Result<()> {
        let args: SmallVec<[Value; 16]> = self.func.args().iter().copied().collect();
        for (i, &arg) in args.iter().enumerate() {
            let ty = self.func.dfg.value_type(arg);
            if self.types.is_tensor(ty) {
                return Err(self.unsupported("tensor arguments"));
            }
            let name = match self.func.dfg.value_name(arg) {
                Some(name) => name.to_string(),
                None => i.to_string(),
            };
            if self.types.desc_block(ty).is_some() {
                // A descriptor that TMA accesses ([`tilelift_ir::tma`]): its
                // tensor map's address.
                let r = self
                    .b
                    .add_param(&name, mir::Type::I64, mir::ParamKind::TensorMap);
                self.set(arg, &[r]);
                continue;
            }
            let mty = self.scalar_type(ty)?;
            // An `i1` is passed as a byte (`.param .u8`, Triton's `int8_t`),
            // true where it is not zero.
            let pty = if mty == mir::Type::Pred {
                mir::Type::I8
            } else {
                mty
            };
            let kind = match self.types.is_ptr(ty) {
                true => mir::ParamKind::Ptr,
                false => mir::ParamKind::Value,
            };
            let mut r = self.b.add_param(&name, pty, kind);
            if mty == mir::Type::Pred {
                let p = self.b.reg(mir::Type::Pred);
                self.b.prologue(mir::InstData::Cmp {
                    cond: mir::Cond::Ne,
                    ty: mir::Type::I8,
                    dst: p,
                    args: [mir::Operand::Reg(r), mir::Operand::Imm(0)],
                });
                r = p;
            }
            self.set(arg, &[r]);
        }
        // Tensor maps made in the kernel (`tt.make_tensor_descriptor`) and
        // TTGIR's `ttg.global_scratch_alloc`s go to global scratch memory,
        // in 128-byte steps per program, through a last parameter (Triton's
        // `global_scratch`).
        let bytes: u32 = self
            .func
            .dfg
            .insts()
            .filter(|(i, _)| self.func.order.inst_block(*i).is_some())
            .map(|(_, d)| match d.opcode() {
                Opcode::MakeTensorDescriptor => 128,
                Opcode::GlobalScratchAlloc => match d {
                    tilelift_ir::InstructionData::Generic { attrs, .. } => {
                        let n = tilelift_ir::attrs::int_attr(attrs, "nbytes").unwrap_or(0);
                        u32::try_from(n).unwrap_or(0).next_multiple_of(128)
                    }
                    _ => 0,
                },
                _ => 0,
            })
            .sum();
        if bytes > 0 {
            let r = self
                .b
                .add_param("global_scratch", mir::Type::I64, mir::ParamKind::Ptr);
            self.b.global_scratch = bytes;
            self.global_scratch = Some((r, 0));
        }
        Ok(())
    }

    /// Lowers the instructions of `block` up to its terminator, which it returns
    /// (`scf.yield`, `scf.condition`, `tt.return`) for the caller to lower.
    pub fn lower_block(&mut self, block: tilelift_ir::Block) -> Result<Option<Inst>> {
        for inst in self.func.order.insts(block) {
            let opcode = self.func.dfg.inst(inst).opcode();
            if opcode.is_terminator() {
                return Ok(Some(inst));
            }
            if self.is_pipelined_load(inst) {
                continue;
            }
            self.inst = Some(inst);
            self.set_origin(inst);
            self.pipeline_sync(Some(inst));
            if self.lower_own_read(inst)? {
                continue;
            }
            self.lower_inst(inst)?;
            if self.b.num_regs() > MAX_REGS {
                let message = format!(
                    "the kernel needs more than {MAX_REGS} MIR registers by this op \
                     (the compile-work limit)"
                );
                return Err(self.error_of(LowerErrorKind::ResourceLimit, message));
            }
        }
        Ok(None)
    }

    /// A `tt.dot` whose per-thread work (accumulator elements times `K`)
    /// alone would pass [`MAX_REGS`] is refused before it is lowered.
    fn check_dot_work(&mut self, inst: Inst) -> Result<()> {
        let dfg = &self.func.dfg;
        let (Some(&a), Some(&res)) = (
            dfg.inst(inst).args().first(),
            dfg.inst_results(inst).first(),
        ) else {
            return Ok(());
        };
        let k = self
            .types
            .shape(dfg.value_type(a))
            .last()
            .copied()
            .unwrap_or(1);
        let acc = self.num_regs(dfg.value_type(res))?;
        let work = (acc as u64).saturating_mul(u64::try_from(k).unwrap_or(u64::MAX));
        if work > MAX_REGS as u64 {
            let message = format!(
                "a tt.dot of {acc} accumulator elements per thread and K = {k}: more \
                 than the {MAX_REGS} operations of the compile-work limit"
            );
            return Err(self.error_of(LowerErrorKind::ResourceLimit, message));
        }
        Ok(())
    }

    /// `tt.return` of a kernel: the end.
    fn lower_return(&mut self, term: Inst) -> Result<()> {
        self.inst = Some(term);
        let data = self.func.dfg.inst(term);
        if data.opcode() != tilelift_ir::Opcode::Return || !data.args().is_empty() {
            return Err(self.unsupported(format_args!("{} ending a kernel", data.opcode().name())));
        }
        self.b.clear_origin();
        self.b.ins(mir::InstData::Return);
        Ok(())
    }

    /// Lowers one instruction.
    fn lower_inst(&mut self, inst: Inst) -> Result<()> {
        let data = self.func.dfg.inst(inst);
        let opcode = data.opcode();
        match lowering(opcode) {
            Lowering::Program => self.lower_program(data),
            Lowering::Shape => self.lower_shape(data),
            Lowering::Memory => self.lower_memory(data),
            Lowering::Atomic => self.lower_atomic(data),
            Lowering::Reduce => self.lower_reduce(inst),
            Lowering::Scan => self.lower_scan(inst),
            Lowering::Gather => self.lower_gather(inst),
            Lowering::Dot => {
                self.check_dot_work(inst)?;
                self.lower_dot(data)
            }
            Lowering::Debug => self.lower_debug(data),
            Lowering::Control => self.lower_control(inst),
            Lowering::Cast => self.lower_cast(data),
            Lowering::Math => self.lower_math(data),
            Lowering::Libdevice => self.lower_libdevice(data),
            Lowering::Local => self.lower_local(inst),
            Lowering::Tma => self.lower_tma(inst),
            Lowering::Compare => self.lower_compare(data),
            Lowering::Arith => self.lower_arith(data),
            Lowering::Barrier => {
                self.b.ins(mir::InstData::Barrier);
                Ok(())
            }
            Lowering::Nothing => Ok(()),
            Lowering::Structured => Err(self.unsupported(format_args!(
                "{} (rewritten before layout assignment)",
                opcode.name()
            ))),
            Lowering::Terminator => Err(self.unsupported(opcode.name())),
            Lowering::Unsupported => Err(self.unsupported(opcode.name())),
        }
    }
}

#[cfg(test)]
mod tests;
