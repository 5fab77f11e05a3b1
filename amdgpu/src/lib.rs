//! `tilelift-amdgpu`: MIR to AMDGCN assembly for gfx90a and gfx942 (wave64).
//! Where the two differ (cache-policy bits, the memory model's cache
//! maintenance, hazards, the code object version) is [`target`].
//!
//! [`emit`] runs four steps:
//!
//! 1. [`isel`] selects machine instructions ([`insts::MInst`]: lines of a
//!    mnemonic and operand slots, [`asm`], or templates of text with
//!    register holes) on virtual registers of three classes: 32-bit VGPRs,
//!    64-bit VGPR pairs and SGPR pairs for lane masks, taking each block's
//!    MIR in the order [`schedule`] gives (each value computed just before
//!    its first reader, so that the registers live at once are few);
//! 2. [`regalloc`] allocates them: by the linear scan of [`linear`] (every
//!    kernel of the corpora), else with regalloc2, spilling to accumulation
//!    registers (the most used slots: [`slot_order`]) and then to scratch
//!    memory (the private segment; a kernel
//!    that would spill more than [`regalloc::MAX_SCRATCH_WORDS`] words
//!    beyond the AGPRs is
//!    [`Error::ResourceLimit`]; one that certainly would, by a count of the
//!    registers live at once ([`pressure`]), is refused before the allocator
//!    spends superlinear time finding out);
//! 3. [`writer`] prints the body (register names from [`regmap`]), applying
//!    regalloc2's moves and inserting
//!    `s_waitcnt vmcnt(N)` before the first instruction that touches a
//!    register an outstanding global load writes; [`hazard`] inserts the
//!    `s_nop`s the target needs (as the body is printed, or after), and
//!    [`relax`] makes branches too far
//!    for a 16-bit offset long;
//! 4. [`descriptor`] prints the `.amdhsa_kernel` descriptor and the
//!    `.amdgpu_metadata` a HIP runtime reads.
//!
//! Uniformity is handled in the simplest correct way: every value MIR computes
//! lives in VGPRs (predicates in SGPR pairs, as lane masks), and kernel
//! arguments and workgroup ids are copied from SGPRs with `v_mov_b32` where
//! they are read. Branches are on uniform conditions (MIR branches on scalars).
//!
//! Wave64: a program is `threads_per_warp * num_warps` work-items (one
//! workgroup), with the workitem id in `v0`. Layouts are assigned for 64
//! threads per warp, as Triton's AMD backend does (`TargetDesc::amdgcn`), so a
//! 4-warp program is four full wavefronts; [`Options::threads_per_warp`]
//! says how many lanes the layouts were assigned for (32 still works: two
//! layout warps then share a wavefront, correct as long as nothing crosses
//! lanes).
//!
//! Supported: 32-bit integer and float arithmetic (`exp2`/`log2`/`sqrt`
//! scaled around the hardware's denormal ranges, as Triton's AMD backend
//! emits them), `i8`/`i16` arithmetic on 32-bit registers, 64-bit integer
//! arithmetic, shifts, division and comparisons ([`int64`]), `f64` add,
//! multiply, fma, min/max, rounding and comparisons, correctly rounded
//! division, reciprocal and square root of f32 and f64 and add/sub/mul/fma
//! in any IEEE rounding mode ([`rounded`]), every integer and float
//! conversion ([`convert`]),
//! `f16`/`bf16` packing,
//! global loads and stores of 1, 2 or 4 words (and of bytes and halves), LDS
//! (layout conversions through shared memory) and barriers, cross-lane
//! shuffles (reductions and scans: `ds_swizzle_b32`, `ds_bpermute_b32`),
//! global atomics (16-bit float adds as packed adds on their word, or a
//! compare-and-swap loop: [`half_atomic`]), relaxed 32-bit LDS atomics (`ds_add_rtn_u32`, the counts
//! of `tt.histogram`), loops, and `tt.print`/`tt.assert` through the HIP
//! runtime's buffered printf protocol ([`printf`]: frames reserved by a
//! compare-and-swap on the buffer the implicit argument
//! `hidden_printf_buffer` points at, formats keyed by the low 64 bits of
//! their MD5, [`md5`], in the metadata's `amdhsa.printf`; `s_trap 2` where
//! an assertion fails). Anything else is [`Error::Unsupported`] naming the
//! operation, never a panic. Registers beyond the allocator's 64 per class
//! spill to accumulation registers (AGPRs, 256 words), then to scratch
//! memory (`scratch_store_dword`/`scratch_load_dword`, with the private
//! segment set up as [`Mcpu::scratch_setup`] says); a kernel that needs more
//! than [`regalloc::MAX_SCRATCH_WORDS`] words of scratch is
//! [`Error::ResourceLimit`].
#![deny(missing_docs)]

pub mod asm;
pub mod assignment;
pub mod convert;
pub mod descriptor;
pub mod fp8;
pub mod half_atomic;
pub mod hazard;
pub mod insts;
pub mod int64;
pub mod isel;
pub mod linear;
pub mod md5;
pub mod pressure;
pub mod printf;
pub mod regalloc;
pub mod regmap;
pub mod relax;
pub mod reserved;
pub mod rounded;
pub mod schedule;
pub mod slot_order;
pub mod target;
pub mod writer;

use tilelift_ir::SourceLoc;
use tilelift_mir as mir;

pub use target::Mcpu;

/// What to emit for.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Options {
    /// The processor.
    pub mcpu: Mcpu,
    /// The threads per warp the layouts were assigned for: a program is
    /// `threads_per_warp * num_warps` work-items. 64 (the default) is one
    /// wavefront per warp, as Triton's AMD backend lays programs out.
    pub threads_per_warp: u32,
    /// Check the order of each block's instructions ([`schedule::check`])
    /// and run regalloc2's SSA validation and checker on the allocation
    /// (tests).
    pub check_regalloc: bool,
    /// Fewer registers than the machine has, to force spills (tests).
    pub register_limit: Option<regalloc::RegisterLimit>,
}

/// Why a kernel could not be emitted.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Error {
    /// Valid MIR that the AMDGCN path cannot express (yet): what, and the
    /// source location of the tile IR op the instruction comes from (the
    /// default when it is about no one op).
    Unsupported(String, SourceLoc),
    /// The kernel needs more of the machine than there is (registers): what,
    /// and the source location of the op where it does (the default when it
    /// is about the whole kernel).
    ResourceLimit(String, SourceLoc),
}

impl Error {
    /// The source location of the op the error is about (the default if none).
    pub fn srcloc(&self) -> SourceLoc {
        match self {
            Error::Unsupported(_, srcloc) => *srcloc,
            Error::ResourceLimit(_, srcloc) => *srcloc,
        }
    }
}

impl Default for Options {
    fn default() -> Self {
        Options {
            mcpu: Mcpu::Gfx90a,
            threads_per_warp: 64,
            check_regalloc: false,
            register_limit: None,
        }
    }
}

impl core::fmt::Display for Error {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Error::Unsupported(what, _) => write!(f, "unsupported on amdgcn: {what}"),
            Error::ResourceLimit(what, _) => write!(f, "too large for amdgcn: {what}"),
        }
    }
}

impl std::error::Error for Error {}

/// The assembly of `func`, a kernel laid out for wave64.
pub fn emit(func: &mir::Function, options: &Options) -> Result<String, Error> {
    let wg_size = options.threads_per_warp * func.num_warps;
    let order = schedule::order(func);
    if options.check_regalloc {
        schedule::check(func, &order)
            .map_err(|e| isel::unsupported(format!("schedule check: {e}")))?;
    }
    let vcode = isel::select(
        func,
        &order,
        wg_size,
        options.mcpu,
        options.register_limit.is_some(),
    )?;
    let (_, kernarg_size) = isel::arg_slots(func);
    let sgpr_base = insts::SGPR_KERNARG_BASE + kernarg_size.div_ceil(4).next_multiple_of(2);
    // The arguments are loaded into SGPRs; what is left of the 100 holds the
    // lane masks. Too few pairs, and the allocator cannot place one instruction.
    let n_pairs = (100u32.saturating_sub(sgpr_base) / 2).min(64);
    if n_pairs < insts::MIN_SGPR_PAIRS {
        return Err(Error::ResourceLimit(
            format!(
                "the kernel's {kernarg_size} bytes of arguments leave {n_pairs} of the \
                 {} scalar register pairs it needs for lane masks (at most about 40 \
                 pointer arguments fit)",
                insts::MIN_SGPR_PAIRS
            ),
            SourceLoc::default(),
        ));
    }
    // A kernel that certainly spills more than the allocator may is refused
    // before it runs, its work growing faster than linearly in the live
    // registers (a 1024x1024 tile took two minutes to fail; see
    // `regalloc::MAX_SPILL_PRESSURE`).
    let limit = options.register_limit;
    // Under a test's register limit, the allocator keeps to it; otherwise
    // it may use every VGPR below the MFMA windows, or all 256.
    let vgprs = limit
        .is_none()
        .then_some(if vcode.mfma { isel::MFMA_ACC } else { 256 });
    let slots = regalloc::SpillSlots::new(limit);
    let bound = slots.max().min(regalloc::MAX_SPILL_PRESSURE);
    // A kernel that spills does so within 64 registers a class
    // (`linear::allocate`).
    pressure::check(
        func,
        &order,
        limit.map_or(64, |l| l.per_class as usize),
        bound,
    )?;
    let env = regalloc::machine_env(n_pairs, limit);
    let out = regalloc::allocate(&vcode, &env, vgprs, slots, options.check_regalloc)?;
    if options.check_regalloc {
        regalloc::check(&vcode, &env, &out)
            .map_err(|e| isel::unsupported(format!("regalloc2 checker: {e}")))?;
    }
    let mut body = writer::write_body(&vcode, &out, sgpr_base, slots, options.mcpu);
    if vcode.mfma {
        body.next_free_vgpr = body.next_free_vgpr.max(isel::MFMA_END);
    }
    let hazards = options.mcpu.hazards();
    if !hazard::reads_lines(hazards) {
        // Otherwise the writer ran the pass (`hazard::Inline`).
        body.text = hazard::insert_wait_states(body.text, hazards);
    }
    body.text = relax::relax_branches(body.text);
    let info = descriptor::KernelInfo {
        func,
        kernarg_size,
        wg_size,
        next_free_vgpr: body.next_free_vgpr,
        next_free_sgpr: body.next_free_sgpr,
        agprs: body.agprs,
        scratch_bytes: body.scratch_bytes,
        mcpu: options.mcpu,
        formats: printf::formats(func),
    };
    Ok(descriptor::module(&info, body.text))
}

/// Whether the AMDGCN path takes kernels with `op`, given that the lowering to
/// MIR takes them (ops it rejects, such as `tt.call`, are
/// reported by it first, so they count as taken here). Decided per layout
/// family of the opcode table, in a match without a wildcard: a new family does
/// not build until someone decides, and a new op follows its family. What
/// isel cannot select in a taken family is refused there, at the op.
pub fn supported(op: tilelift_ir::Opcode) -> bool {
    use tilelift_ir::Family::*;
    match op.family() {
        // `tt.reshape` and `ttg.convert_layout` are taken; the TritonGPU ops of
        // the generic format (shared-memory descriptors, asynchronous copies)
        // are not.
        Unsupported => op.format() != tilelift_ir::Format::Generic,
        Gather | Histogram | Reduce | Scan | Dot | Atomic | Elementwise | Leaf | Broadcast
        | ExpandDims | Trans | Reshape | Join | Split | Load | Store | For | If | While | Yield
        | Condition | Other => true,
    }
}

/// The first op of `fid` that the AMDGCN path does not handle (the generic
/// TritonGPU ops, and what the lowering rejects anyway), with its name,
/// so a front end can point at it in the input before any other work.
pub fn check_supported(
    module: &tilelift_ir::Module,
    fid: tilelift_ir::FuncId,
) -> Result<(), (tilelift_ir::Inst, String)> {
    for (inst, data) in module.funcs[fid].dfg.insts() {
        let op = data.opcode();
        if !supported(op) {
            return Err((inst, format!("unsupported on amdgcn: {}", op.name())));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(Mcpu::from_name("gfx90a"), Some(Mcpu::Gfx90a));
        assert_eq!(Mcpu::from_name("gfx942"), Some(Mcpu::Gfx942));
        let e = isel::unsupported("barrier");
        assert_eq!(e.to_string(), "unsupported on amdgcn: barrier");
    }

    /// `ldmatrix` (NVIDIA's warp-wide shared-memory matrix load) is valid MIR
    /// that isel rejects by name.
    #[test]
    fn rejects_ldmatrix() {
        let text = "\
kernel k(%x: i32) warps=1 shared=512 {
block0:
    v0 = shared_base
    v1, v2 = ldmatrix.x2.trans [v0 + 0]
    store.shared i32 [v0 + 0], v1, v2
    return
}
";
        let func = mir::parse::parse(text).unwrap();
        let e = emit(&func, &Options::default()).unwrap_err();
        assert_eq!(e.to_string(), "unsupported on amdgcn: MIR LdMatrix");
    }

    /// `cp.async` (the pipelined dot loops' copies) is rejected by name too.
    #[test]
    fn rejects_cp_async() {
        let text = "\
kernel k(%x: i64 ptr) warps=1 shared=512 {
block0:
    v0 = shared_base
    v1 = param 0
    cp_async.16 [v0 + 0], [v1]
    cp_async_commit
    cp_async_wait 0
    return
}
";
        let func = mir::parse::parse(text).unwrap();
        let e = emit(&func, &Options::default()).unwrap_err();
        assert_eq!(e.to_string(), "unsupported on amdgcn: MIR CpAsync");
    }

    #[test]
    fn supported_ops() {
        use tilelift_ir::Opcode;
        let rejected: Vec<&str> = Opcode::ALL
            .iter()
            .filter(|&&op| !supported(op) && op.format() != tilelift_ir::Format::Generic)
            .map(|op| op.name())
            .collect();
        assert_eq!(rejected, Vec::<&str>::new());
        assert!(!supported(Opcode::LocalAlloc) && supported(Opcode::ReduceReturn));
        assert!(supported(Opcode::Exp) && supported(Opcode::ConvertLayout));
    }
}
