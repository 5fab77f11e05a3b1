//! The `cp.async` software pipeline of an `scf.for` that feeds a `tt.dot`
//! (issue 14), and of plain loads in loops that ask for one ([Plain
//! loads](#plain-loads)): the tiles that the loop loads and converts to dot
//! operands are copied from global memory straight into a ring of `S` stages
//! in shared memory, `S - 1` iterations ahead, with `cp.async`; the loop
//! reads its stage with `ldmatrix` (operands of `mma.sync`, through
//! [`super::ldmatrix`]) or with the reads of a conversion through shared
//! memory (operands of a dot on FMA, and the tf32 or 8-bit operands of
//! `mma.sync` that `ldmatrix` cannot read, [`super::shared`]: the copies put each
//! element where that conversion's stores would have, swizzle included).
//!
//! ```text
//! pre:    [barrier: earlier scratch users may still read offset 0]
//!         for d in 0..S-1: copies of iteration d into stage d (zero-filled
//!                          where masked off or past the end); commit
//! header(iv, carried, stage, ahead):      ahead: iteration i+S-1's slice state
//! body:   cp.async.wait_group S-2; barrier (not for plain loads)
//!         ... the body, the pipelined loads left out, their conversions
//!             `ldmatrix` from `stage` ...
//!         copies of iteration `ahead` into the stage iteration i-1 read; commit
//!         jump header(iv + step, yields, (stage + 1) % S, ahead's successor)
//! exit:   cp.async.wait_group 0 (the copies past the end still write zeros)
//! ```
//!
//! The one barrier per iteration does two things: every thread's copies of
//! this iteration's stage have landed (each waited for its own group), and
//! every thread has finished the previous iteration's `ldmatrix` reads of the
//! stage the copies at the end of this iteration overwrite. Iteration `i`
//! starts with `S - 1 + i` groups committed and waits for all but the newest
//! `S - 2`: groups `0..=i`.
//!
//! The copies of iteration `j` need its pointers and masks. They are what the
//! body computes from the induction variable and the loop-carried pointers, so
//! the lowering runs that part of the body (the *slice*: the instructions the
//! loads' pointers and masks and the carried values they use depend on) again,
//! with `iv_j` and the carried values of iteration `j` in place of the block
//! parameters: in the prologue for `j = 0..S-1`, and once at the end of the
//! body for `j = i + S - 1`, whose induction variable and carried values the
//! loop carries (`ahead`; the run gives iteration `i + S`'s, carried on), as
//! Triton's pipeliner carries its pointers ahead. Running the slice forward
//! from the body's yields instead (`S - 2` runs more per iteration) cost
//! `triton_matmul_fp16_128x128x32` 8 more 64-bit adds per iteration and a
//! register for each pointer. A slice may hold only pure element-wise, shape
//! and pointer instructions ([`slice_op`]).
//!
//! A loop is pipelined only when all of this holds, else it keeps the path of
//! [`super::ldmatrix`] (registers, `st.shared`, barrier, `ldmatrix`):
//! tensor cores on the target and `S >= 2` (`tt.num_stages` on the loop, else
//! [`TargetDesc::num_stages`](crate::target::TargetDesc::num_stages)); the loop
//! not inside another pipelined loop; each pipelined load's only use the
//! `ttg.convert_layout` to a dot operand that [`super::ldmatrix`] or
//! [`super::shared`] lowers, `other` absent or zero (what `cp.async`
//! zero-fill gives), not volatile, its registers running along the tile's
//! rows in copies of at least 4 bytes (AxisInfo: pointer contiguity and
//! alignment, mask constancy; a single `f32` is 4 bytes); the slice closed as above; the
//! ring within the target's shared memory (fewer stages if not, down to 2).
//! A dot operand that cannot be copied (`matmul_f16`'s `b`, whose rows are
//! not known to be aligned, would need 2-byte copies) keeps the register path
//! while the others are pipelined, as in Triton's sm_80 code.
//!
//! That mix was measured twice (H100, `scripts/gpu/ab.py`). In session 7,
//! against taking a loop all or nothing: `matmul_f16` 4% faster but the two
//! attention kernels 8% and 19% slower, so all or nothing stayed. In session
//! 8 the attention kernels run with their cases' `num_stages = 1` (no
//! pipeline, as Triton launches them), and the mix gave `matmul_f16` 0.960,
//! `triton_matmul_leaky_relu` 0.973, `triton_matmul_fp16_128x128x32` 1.004.
//!
//! The ring sits at the bottom of the shared memory, above any tile pinned
//! there for the rest of the program (`smem_pinned`: a `wgmma` operand
//! converted before the loop, [`super::ldmatrix`]); while it is live, the
//! scratch users of [`super::shared`] are placed above it (`smem_floor`).
//!
//! ## Plain loads
//!
//! A loop that says `tt.num_stages` (`tl.range(..., num_stages=N)`, N >= 2)
//! and holds no `tt.dot` and no loop at any depth has its plain loads
//! pipelined too, as Triton 3.6 does (`AssignLatencies.cpp`:
//! `pipelineWithoutDot` where the loop carries the attribute and has no dot;
//! innermost loops only; loads read by an instruction of the body). Triton's
//! Fused-softmax tutorial is one. Each thread copies its own accesses of the
//! load (the vectors [`Ctx::plan`] cuts for `ld.global`, 4, 8 or 16 bytes)
//! into its own bytes of the stage, copy-major (`(k * threads + t) * bytes`:
//! a warp's copies consecutive, no bank conflicts), and the body lowers the
//! load as `ld.shared` of those bytes; masked-off elements are zero-filled
//! and then become `other` by a select where `other` is not zero (Triton
//! selects after its `local_load` in the same way). No thread touches
//! another's bytes, so the wait is the only synchronization: no barrier
//! ([`Ctx::pipeline_enter`] argues it).
//!
//! Where ours differs from Triton's choice: a load whose copies would be
//! narrower than 4 bytes (unaligned 16-bit elements, 8-bit ones) or whose
//! pointer or mask depends on another load of the body (Triton's indirect
//! loads, pipelined at a shorter distance) keeps the register path; so does
//! a loop whose ring does not fit twice in shared memory. Triton keeps
//! `S - 1` buffers and overwrites the one just read; ours keeps `S` and
//! needs no ordering between a stage's reads and its next copies.
//!
//! As in Triton, the copies of iteration `i + S - 1` are issued before the
//! stores of iterations `i..i+S-1`: a loop that loads what an earlier
//! iteration of it stored reads the older bytes. `num_stages` on the loop is
//! the kernel's author asking for that; without it, no plain load is
//! pipelined.

use super::ldmatrix::OperandConversion;
use super::memory::Plan;
use super::shared::StagedSums;
use super::slice::{slice_op, Slice};
use super::swizzle::Swizzle;
use super::tile::LayoutId;
use super::{Ctx, RegVec, Result};
use hashbrown::{HashMap, HashSet};
use tilelift_ir::tma::TmaBox;
use tilelift_ir::{Attribute, EncodingData, Inst, InstructionData, Opcode, Value, ValueDef};
use tilelift_mir::{
    BinaryOp, Cond, InstData, MemSpace, Operand, Reg, SmemAddr, TernaryOp, TmaOp, Type,
};

/// A pipelined loop, as planned before its lowering.
pub(super) struct Pipeline {
    /// Stages of the pipeline (`num_stages`): the copies run `stages - 1`
    /// iterations ahead.
    pub stages: u32,
    /// Bytes of one stage: every pipelined tile, each aligned as it needs
    /// (`PipeLoad::align`).
    pub stage_bytes: u32,
    /// The ring's byte offset from the shared-memory base (the end of the
    /// pinned tiles; the loads' regions include it).
    pub base: u32,
    /// The pipelined loads.
    pub loads: Vec<PipeLoad>,
    /// Whether a thread reads what others copied (`ldmatrix`): then each
    /// iteration starts with a barrier after its wait.
    shared_reads: bool,
    /// The part of the body to run again per prefetched iteration.
    slice: Slice,
    /// Bytes the TMA copies of one stage bring (0: no TMA copies). The
    /// mbarriers follow the ring ([`Pipeline::mbarrier`]).
    tma_bytes: u32,
}

/// One load copied into the ring.
pub(super) struct PipeLoad {
    /// The `tt.load`.
    pub load: Inst,
    ptr: Value,
    mask: Option<Value>,
    /// Elements per copy.
    vec: usize,
    /// Bytes per copy: 4, 8 or 16.
    bytes: u8,
    /// The tile's bytes in a stage.
    size: u32,
    /// The alignment of its offset in a stage (1024 for a `wgmma` operand's
    /// tile, whose swizzle the hardware applies to the address: see
    /// [`super::wgmma`]), and of the stage's size.
    align: u32,
    /// The tile's byte offset in a stage.
    pub region: u32,
    /// How the loop reads the tile back.
    read: ReadBack,
    /// For a `tt.descriptor_load` that TMA copies ([`super::tma`]): its
    /// descriptor, coordinates and box (`ptr`, `mask`, `vec` and `bytes` are
    /// then unused).
    tma: Option<TmaCopy>,
}

impl PipeLoad {
    /// The values its copies of an iteration need: pointer and mask, or the
    /// TMA coordinates.
    fn roots(&self) -> Vec<Value> {
        match &self.tma {
            Some(t) => t.coords.clone(),
            None => core::iter::once(self.ptr).chain(self.mask).collect(),
        }
    }
}

/// A pipelined `tt.descriptor_load` that TMA copies.
#[derive(Clone)]
struct TmaCopy {
    desc: Value,
    coords: Vec<Value>,
    tb: TmaBox,
    /// The `tt.trans` the load is read through, if any (not lowered either).
    trans: Option<Inst>,
}

/// The first stage's mbarrier address and the phase parity, where a
/// pipeline's stages are TMA-copied.
pub(super) type TmaState = Option<(Reg, Reg)>;

/// What a pipelined loop carries besides its iteration: the byte offset of
/// the stage this iteration reads, and where TMA copies, the address of the
/// stage's mbarrier and the parity of the phase this iteration waits for.
#[derive(Copy, Clone)]
pub(super) struct PipeState {
    pub stage: Reg,
    tma: Option<(Reg, Reg)>,
}

impl Pipeline {
    /// The TMA-copied loads, each with its index `j` among them: load `j`
    /// completes on mbarrier `j` of its stage.
    fn tma_loads(&self) -> impl Iterator<Item = (usize, &PipeLoad)> {
        self.loads.iter().filter(|l| l.tma.is_some()).enumerate()
    }

    /// The mbarriers of a stage, one a TMA-copied load.
    fn mbarriers_a_stage(&self) -> u32 {
        self.tma_loads().count() as u32
    }

    /// The byte offset of mbarrier `k` from the shared-memory base: the
    /// stages' mbarriers follow the ring, stage by stage, 8 bytes each;
    /// `k = stages * mbarriers_a_stage()` is their end.
    fn mbarrier(&self, k: u32) -> u32 {
        self.base + self.stages * self.stage_bytes + 8 * k
    }

    /// The byte offset of the end of the ring and its mbarriers.
    fn end(&self) -> u32 {
        self.mbarrier(self.stages * self.mbarriers_a_stage())
    }
}

impl PipeState {
    /// The state of the first iteration: stage 0 (the register `stage`),
    /// and the first stage's mbarrier and parity 0 where TMA copies
    /// ([`Ctx::pipeline_prologue`] makes them).
    pub(super) fn first(stage: Reg, tma: Option<(Reg, Reg)>) -> PipeState {
        PipeState { stage, tma }
    }

    /// The registers, in the order of [`PipeState::like`].
    pub(super) fn regs(&self) -> RegVec {
        let mut out = RegVec::new();
        out.push(self.stage);
        if let Some((bar, parity)) = self.tma {
            out.extend([bar, parity]);
        }
        out
    }

    /// A state like this one, its registers taken in order from `regs`.
    pub(super) fn like(&self, regs: &[Reg]) -> PipeState {
        PipeState {
            stage: regs[0],
            tma: self.tma.map(|_| (regs[1], regs[2])),
        }
    }
}

/// How a pipelined loop reads a tile back from its stage.
#[derive(Copy, Clone)]
enum ReadBack {
    /// `ldmatrix`, by the conversion `conv` of the load (in layout `src_id`)
    /// to a dot operand; the tile swizzled with `sw`. Or, for an operand of
    /// `wgmma`, the `wgmma` itself ([`super::wgmma`]).
    Operand {
        conv: Inst,
        src_id: LayoutId,
        sw: Swizzle,
    },
    /// `ld.shared` in the destination layout, by the conversion `conv` of the
    /// load (in layout `src_id`) through shared memory ([`super::shared`]):
    /// the operand of a dot on FMA. The tile lies as that conversion stores
    /// it (swizzled with `sw`, if any).
    Shared {
        conv: Inst,
        src_id: LayoutId,
        sw: Option<Swizzle>,
    },
    /// `ld.shared` in place of the load, by the thread that copied: each
    /// thread's copies in its own bytes ([`Ctx::copy_addresses`]), masked-off
    /// elements then `other` where that is not zero.
    Own { plan: Plan, other: Option<Value> },
}

/// A pipelined load the body reads back itself ([`ReadBack::Own`]).
#[derive(Clone)]
struct OwnRead {
    plan: Plan,
    mask: Option<Value>,
    other: Option<Value>,
    /// Each copy's address in stage 0 (see [`Ctx::copy_addresses`]).
    addrs: Vec<(Reg, i32)>,
    region: u32,
}

/// The loop's bound, step and induction variable type.
#[derive(Copy, Clone)]
pub(super) struct LoopBounds {
    /// The upper bound (exclusive).
    pub ub: Operand,
    /// The step.
    pub step: Operand,
    /// The induction variable's type.
    pub iv_ty: Type,
}

/// Each pipelined load's copies' shared-memory addresses in stage 0
/// ([`Ctx::copy_addresses`]): a base register and an offset per copy.
pub(super) type CopyAddrs = Vec<Vec<(Reg, i32)>>;

/// A slice run for one iteration: each load's pointer and mask registers, and
/// the carried values of the iteration after it.
struct SliceRun {
    accesses: Vec<(RegVec, Option<RegVec>)>,
    next: Vec<RegVec>,
}

/// What the lowering of a pipelined loop's body needs.
pub(super) struct ActivePipe {
    /// The pipelined conversions that `ldmatrix` reads, and their tiles'
    /// offsets in a stage.
    pub convs: HashMap<Inst, u32>,
    /// The pipelined conversions through shared memory ([`ReadBack::Shared`]),
    /// and their tiles' offsets in a stage.
    shared_convs: HashMap<Inst, u32>,
    /// The pipelined loads that the body does not lower (their conversions
    /// read the tiles).
    pub loads: HashSet<Inst>,
    /// The pipelined loads that the body lowers as reads of their stage.
    own: HashMap<Inst, OwnRead>,
    /// The loop's state this iteration: the byte offset of the stage it
    /// reads, and the stage's mbarrier.
    state: PipeState,
    /// The iteration's wait for its stage (and barrier), not yet emitted:
    /// see [`Ctx::pipeline_enter`].
    sync: Option<Sync>,
    /// The TMA loads whose mbarrier (by its index in the stage) the body
    /// waits for at their first reader, an operand conversion in the
    /// body's own block, and not at the iteration's wait.
    tma_at_reader: HashMap<Inst, usize>,
    /// Whether the stage's mbarrier `j` is still to be waited for in this
    /// iteration.
    tma_unwaited: Vec<bool>,
}

/// A pipelined iteration's wait for its stage.
#[derive(Copy, Clone)]
struct Sync {
    /// `cp.async.wait_group` of all but this many groups (`None`: no
    /// `cp.async` copies).
    wait: Option<u32>,
    /// Whether a barrier follows (threads read what others copied).
    barrier: bool,
}

/// The carried values of one iteration: the induction variable and the
/// slice's carried registers.
pub(super) struct Iteration {
    iv: Reg,
    carried: Vec<RegVec>,
}

impl Iteration {
    /// The registers, the induction variable first.
    pub(super) fn regs(&self) -> RegVec {
        let mut out = RegVec::new();
        out.push(self.iv);
        self.carried.iter().for_each(|c| out.extend_from_slice(c));
        out
    }

    /// An iteration like this one, its registers taken in order from `regs`.
    pub(super) fn like(&self, regs: &[Reg]) -> Iteration {
        let mut at = 1;
        let carried = self
            .carried
            .iter()
            .map(|c| {
                at += c.len();
                regs[at - c.len()..at].iter().copied().collect()
            })
            .collect();
        Iteration {
            iv: regs[0],
            carried,
        }
    }
}

impl Ctx<'_> {
    /// The pipeline of the `scf.for` `inst`, or `None` where the loop keeps
    /// the unpipelined path (see the module docs).
    pub(super) fn plan_pipeline(
        &mut self,
        inst: Inst,
        body: tilelift_ir::Block,
    ) -> Result<Option<Pipeline>> {
        // `cp.async` exists where `mma.sync` does (sm_80 on).
        if !self.target.tensor_cores || self.pipe.is_some() || self.smem_floor != self.smem_pinned {
            return Ok(None);
        }
        let mut stages = self.target.num_stages;
        let mut explicit = false;
        for (name, attr) in self.func.dfg.extra_attrs(inst) {
            if name == "tt.num_stages" {
                explicit = true;
                if let Attribute::Int { value, .. } = attr {
                    stages = u32::try_from(*value).unwrap_or(0);
                }
            }
        }
        if stages < 2 {
            return Ok(None);
        }
        let Some(body) = self.loop_body(body) else {
            return Ok(None);
        };
        let insts = &body.insts;
        let mut loads = Vec::new();
        for &i in insts {
            if let Some(l) = self.tma_pipe_load(i, &body.in_body)? {
                loads.push(l);
                continue;
            }
            let candidate = match self.body_operand_load(i, &body.in_body)? {
                Some((c, load)) => self.pipe_load(i, c, load)?,
                None => match self.body_shared_operand_load(i, &body.in_body)? {
                    Some((src_id, load)) => self.pipe_shared_load(i, src_id, load)?,
                    None => continue,
                },
            };
            // An operand that cannot be copied keeps the register path, as in
            // Triton's sm_80 code (see the module docs for the measurement).
            let Some(l) = candidate else {
                continue;
            };
            loads.push(l);
        }
        if loads.is_empty() && explicit && !self.has_dot_or_loop(insts) {
            for &i in insts {
                let Some(l) = self.own_load(i, insts)? else {
                    continue;
                };
                // A load whose pointer or mask the slice cannot recompute
                // (it depends on another load, say) keeps the register path.
                let roots = core::iter::once(l.ptr).chain(l.mask).collect();
                if self.slice(&body, roots).is_some() {
                    loads.push(l);
                }
            }
        }
        if loads.is_empty() {
            return Ok(None);
        }
        let roots: Vec<Value> = loads.iter().flat_map(PipeLoad::roots).collect();
        let Some(found) = self.slice(&body, roots) else {
            return Ok(None);
        };
        let slice = Slice::in_order(&body, &found);
        let mut region = 0u32;
        for l in &mut loads {
            l.region = region.next_multiple_of(l.align);
            region = l.region + l.size.next_multiple_of(16);
        }
        let align = loads.iter().map(|l| l.align).max().unwrap_or(16);
        let stage_bytes = region.next_multiple_of(align);
        let tma_bytes: u32 = loads
            .iter()
            .filter_map(|l| l.tma.as_ref())
            .map(|t| t.tb.bytes())
            .sum();
        let base = self.smem_pinned.next_multiple_of(align);
        for l in &mut loads {
            l.region += base;
        }
        let tma_loads = loads.iter().filter(|l| l.tma.is_some()).count() as u32;
        // (`stages` is any `u32` a loop's `tt.num_stages` asks for.)
        let bars = |stages: u32| (8 * tma_loads).saturating_mul(stages);
        let max = self
            .target
            .max_shared_bytes
            .saturating_sub(base + bars(stages.max(2)));
        let shared_reads = loads
            .iter()
            .any(|l| !matches!(l.read, ReadBack::Own { .. }));
        // As many stages as fit, down to 2 (`tt.num_stages` is the kernel's
        // to say: any `u32`).
        if stages > 2 {
            stages = stages.min(max / stage_bytes.max(1)).max(2);
        }
        if stages.saturating_mul(stage_bytes) > max {
            return Ok(None);
        }
        Ok(Some(Pipeline {
            stages,
            stage_bytes,
            base,
            loads,
            shared_reads,
            slice,
            tma_bytes,
        }))
    }

    /// Where `conv` converts a `tt.load` of the loop body to a dot operand (a
    /// candidate for the pipeline): the conversion and the load.
    fn body_operand_load(
        &mut self,
        conv: Inst,
        in_body: &HashSet<Inst>,
    ) -> Result<Option<(OperandConversion, Inst)>> {
        let Some(c) = self.operand_conversion(conv)? else {
            return Ok(None);
        };
        Ok(self.body_load(c.src, in_body).map(|load| (c, load)))
    }

    /// The `tt.load` of the loop body that defines `v`, if one does.
    fn body_load(&self, v: Value, in_body: &HashSet<Inst>) -> Option<Inst> {
        let ValueDef::Result(load, _) = self.func.dfg.value_def(v) else {
            return None;
        };
        let is_load = matches!(self.func.dfg.inst(load), InstructionData::Load { .. });
        (in_body.contains(&load) && is_load).then_some(load)
    }

    /// The candidate `conv` (converting `load`, as [`Ctx::body_operand_load`]
    /// found) as a pipelined load; `None` where it cannot be one.
    fn pipe_load(
        &mut self,
        conv: Inst,
        c: OperandConversion,
        load: Inst,
    ) -> Result<Option<PipeLoad>> {
        // A tile stored transposed (its registers run down dimension 0: a
        // column-major `a`, a K-major `b`) is the conversion's row-major tile
        // of the transposed tensor; the load itself keeps its own layout, and
        // its runs go down dimension 0.
        let own_id = self.layout_id(self.func.dfg.value_type(c.src))?;
        let run_dim = if own_id == c.src_id { 1 } else { 0 };
        let Some((ptr, mask)) = self.copyable_load(load, c.src, own_id)? else {
            return Ok(None);
        };
        let l = self.layouts.get(c.src_id);
        let (dim, run) = l.contiguous_regs();
        if l.rank != 2 || dim != 1 {
            return Ok(None);
        }
        let elem_bytes = c.elem.bits() as usize / 8;
        let mut allowed = self.axis.alignment(ptr, run_dim, elem_bytes as i64);
        if let Some(m) = mask {
            allowed = allowed.min(self.axis.mask_alignment(m, run_dim));
        }
        let vec = run
            .min(allowed.max(1) as usize)
            .min(16 / elem_bytes)
            .min(c.sw.vec as usize);
        if vec * elem_bytes < 4 || !vec.is_power_of_two() {
            return Ok(None);
        }
        Ok(Some(PipeLoad {
            load,
            ptr,
            mask,
            vec,
            bytes: (vec * elem_bytes) as u8,
            size: c.bytes,
            align: c.align(),
            region: 0,
            read: ReadBack::Operand {
                conv,
                src_id: c.src_id,
                sw: c.sw,
            },
            tma: None,
        }))
    }

    /// The pointer and mask of `load` (its result `src`, in layout `src_id`)
    /// where the copies can stand in for it: not volatile, `other` absent or
    /// zero (what `cp.async` zero-fill gives), its result read by its
    /// conversion alone, and its pointer and mask in the result's layout (the
    /// copies take them register by register at the tile's positions).
    fn copyable_load(
        &mut self,
        load: Inst,
        src: Value,
        src_id: LayoutId,
    ) -> Result<Option<(Value, Option<Value>)>> {
        let InstructionData::Load { args, flags, .. } = self.func.dfg.inst(load) else {
            return Ok(None);
        };
        let (ptr, mask, other) = (args[0], args.get(1).copied(), args.get(2).copied());
        if flags.is_volatile || !other.is_none_or(|o| self.is_zero(o)) {
            return Ok(None);
        }
        // Every use in the function, nested regions included: the body does
        // not lower the load, so nothing but the conversion may read it.
        let uses = self
            .func
            .dfg
            .insts()
            .flat_map(|(_, d)| d.args().iter())
            .filter(|&&v| v == src)
            .count();
        if uses != 1 {
            return Ok(None);
        }
        let ptr_id = self.layout_id(self.func.dfg.value_type(ptr))?;
        let mask_id = match mask {
            Some(m) => Some(self.layout_id(self.func.dfg.value_type(m))?),
            None => None,
        };
        if ptr_id != src_id || mask_id.is_some_and(|m| m != src_id) {
            return Ok(None);
        }
        Ok(Some((ptr, mask)))
    }

    /// Where `conv` converts a `tt.load` of the loop body to a dot operand
    /// that goes through shared memory ([`Ctx::move_through_shared`]: the
    /// operands of a dot on FMA, and the operands of an mma dot that
    /// `ldmatrix` cannot read: a tf32 or 8-bit B stored N-contiguous): the
    /// load's layout and the load.
    fn body_shared_operand_load(
        &mut self,
        conv: Inst,
        in_body: &HashSet<Inst>,
    ) -> Result<Option<(LayoutId, Inst)>> {
        let data = self.func.dfg.inst(conv);
        if data.opcode() != Opcode::ConvertLayout {
            return Ok(None);
        }
        let src = data.args()[0];
        let Some(load) = self.body_load(src, in_body) else {
            return Ok(None);
        };
        let Some(dst) = self.func.dfg.first_result(conv) else {
            return Ok(None);
        };
        let ty = self.func.dfg.value_type(dst);
        let Some(enc) = self.types.encoding(ty) else {
            return Ok(None);
        };
        if !matches!(
            self.types.encoding_data(enc),
            EncodingData::DotOperand { .. }
        ) {
            return Ok(None);
        }
        // An mma operand that `ldmatrix` reads goes that way
        // ([`Ctx::body_operand_load`]), as do all 16-bit ones (or keep the
        // register path); the others (an FMA dot's, a tf32 B stored
        // N-contiguous) go through shared memory.
        let elem = self.value_elem_type(dst)?;
        let sixteen = self
            .ldmatrix_operand(ty, elem)
            .is_some_and(|(_, k_width)| k_width == 2);
        if sixteen || self.operand_conversion(conv)?.is_some() {
            return Ok(None);
        }
        let src_id = self.layout_id(self.func.dfg.value_type(src))?;
        let dst_id = self.layout_id(ty)?;
        let (sl, dl) = (self.layouts.get(src_id), self.layouts.get(dst_id));
        if !sl.parts_disjoint() || !dl.parts_disjoint() || sl.registers_for(dl, |c| *c).is_some() {
            return Ok(None);
        }
        Ok(Some((src_id, load)))
    }

    /// The candidate `conv` (converting `load`, in layout `src_id`, as
    /// [`Ctx::body_shared_operand_load`] found) as a pipelined load; `None`
    /// where it cannot be one: copies narrower than 4 bytes (pointer
    /// alignment, mask constancy and the registers' runs along the last
    /// dimension allow no more), predicates.
    fn pipe_shared_load(
        &mut self,
        conv: Inst,
        src_id: LayoutId,
        load: Inst,
    ) -> Result<Option<PipeLoad>> {
        let src = self.func.dfg.inst(conv).args()[0];
        let Some((ptr, mask)) = self.copyable_load(load, src, src_id)? else {
            return Ok(None);
        };
        let elem = self.value_elem_type(src)?;
        if elem == Type::Pred {
            return Ok(None);
        }
        let elem_bytes = elem.bits() as usize / 8;
        let Some(dst) = self.func.dfg.first_result(conv) else {
            return Ok(None);
        };
        let dst = self.layout_id(self.func.dfg.value_type(dst))?;
        let sw = self.conversion_swizzle(src_id, dst, elem);
        let l = self.layouts.get(src_id);
        let (rank, n) = (l.rank, l.num_regs());
        let mut allowed = self.axis.alignment(ptr, rank - 1, elem_bytes as i64);
        if let Some(m) = mask {
            allowed = allowed.min(self.axis.mask_alignment(m, rank - 1));
        }
        let vec = self
            .shared_vec(src_id, elem)
            .min(allowed.max(1) as usize)
            .min(16 / elem_bytes);
        let vec = 1usize << vec.ilog2();
        let bytes = vec * elem_bytes;
        if !matches!(bytes, 4 | 8 | 16) || n % vec != 0 {
            return Ok(None);
        }
        let ty = self.func.dfg.value_type(src);
        let Ok(size) = u32::try_from(self.types.num_elements(ty) as usize * elem_bytes) else {
            return Ok(None);
        };
        Ok(Some(PipeLoad {
            load,
            ptr,
            mask,
            vec,
            bytes: bytes as u8,
            size,
            align: 16,
            region: 0,
            read: ReadBack::Shared { conv, src_id, sw },
            tma: None,
        }))
    }

    /// `conv` as a pipelined load that TMA copies, where it converts a
    /// `tt.descriptor_load` of the body (a TMA descriptor's, read directly
    /// or through a `tt.trans` that nothing else reads) to a `wgmma` operand
    /// whose tile lies in shared memory as the copies leave it: the
    /// descriptor's block, row-major, swizzled as its [`TmaBox`] says, is
    /// the operand's tile (or, through the `tt.trans`, its transposed one).
    fn tma_pipe_load(&mut self, conv: Inst, in_body: &HashSet<Inst>) -> Result<Option<PipeLoad>> {
        if !self.target.tma {
            return Ok(None);
        }
        let Some(c) = self.operand_conversion(conv)? else {
            return Ok(None);
        };
        if !c.is_wgmma() {
            return Ok(None);
        }
        let ValueDef::Result(mut load, _) = self.func.dfg.value_def(c.src) else {
            return Ok(None);
        };
        let mut trans = None;
        if self.func.dfg.inst(load).opcode() == Opcode::Trans && in_body.contains(&load) {
            let arg = self.func.dfg.inst(load).args()[0];
            let ValueDef::Result(inner, _) = self.func.dfg.value_def(arg) else {
                return Ok(None);
            };
            if self.uses_of(arg) != 1 || self.uses_of(c.src) != 1 {
                return Ok(None);
            }
            trans = Some(load);
            load = inner;
        }
        let data = self.func.dfg.inst(load);
        if data.opcode() != Opcode::DescriptorLoad || !in_body.contains(&load) {
            return Ok(None);
        }
        let args = data.args().to_vec();
        let result = self.func.dfg.inst_results(load)[0];
        if trans.is_none() && self.uses_of(result) != 1 {
            return Ok(None);
        }
        let tb = self.tma_box_of(args[0])?;
        let Some(sw) = self.tma_swizzle(&tb) else {
            return Ok(None);
        };
        if c.is_transposed() != trans.is_some() || !(c.sw == sw) {
            return Ok(None);
        }
        Ok(Some(PipeLoad {
            load,
            ptr: args[0],
            mask: None,
            vec: 1,
            bytes: 16,
            size: tb.bytes(),
            align: tb.align(),
            region: 0,
            read: ReadBack::Operand {
                conv,
                src_id: c.src_id,
                sw: c.sw,
            },
            tma: Some(TmaCopy {
                desc: args[0],
                coords: args[1..].to_vec(),
                tb,
                trans,
            }),
        }))
    }

    /// How many times instructions read `v` (its uses as operands).
    fn uses_of(&self, v: Value) -> usize {
        self.func
            .dfg
            .insts()
            .filter(|(i, _)| self.func.order.inst_block(*i).is_some())
            .map(|(_, d)| d.args().iter().filter(|&&a| a == v).count())
            .sum()
    }

    /// Whether the body holds a `tt.dot` (then only its operands' loads are
    /// pipelined) or a loop at any depth (Triton pipelines innermost loops).
    pub(super) fn has_dot_or_loop(&self, insts: &[Inst]) -> bool {
        let is_loop = |d: &InstructionData| matches!(d.opcode(), Opcode::For | Opcode::While);
        insts
            .iter()
            .any(|&i| self.func.dfg.inst(i).opcode() == Opcode::Dot || self.any_within(i, &is_loop))
    }

    /// `load` as a pipelined load that the body reads back itself
    /// ([`ReadBack::Own`]); `None` where it keeps the register path: a load
    /// of a scalar, volatile, read by no instruction of the body but the
    /// yield (Triton's rule), or whose accesses are not copies of 4, 8 or 16
    /// bytes ([`Ctx::plan`]: pointer alignment and mask constancy).
    fn own_load(&mut self, load: Inst, insts: &[Inst]) -> Result<Option<PipeLoad>> {
        let InstructionData::Load { args, flags, .. } = self.func.dfg.inst(load) else {
            return Ok(None);
        };
        let (ptr, mask, other) = (args[0], args.get(1).copied(), args.get(2).copied());
        let ptr_ty = self.func.dfg.value_type(ptr);
        if flags.is_volatile || !self.types.is_tensor(ptr_ty) {
            return Ok(None);
        }
        let result = self.func.dfg.inst_results(load)[0];
        let read = insts.iter().any(|&i| {
            let d = self.func.dfg.inst(i);
            !d.opcode().is_terminator() && d.args().contains(&result)
        });
        if !read {
            return Ok(None);
        }
        let plan = self.plan(ptr, mask)?;
        let n = self.num_regs(ptr_ty)?;
        let bytes = plan.vec * (plan.elem.bits() as usize / 8);
        if plan.elem == Type::Pred || !matches!(bytes, 4 | 8 | 16) || n % plan.vec != 0 {
            return Ok(None);
        }
        let threads = (self.threads.lanes * self.threads.warps) as usize;
        let Ok(size) = u32::try_from(n / plan.vec * bytes * threads) else {
            return Ok(None);
        };
        Ok(Some(PipeLoad {
            load,
            ptr,
            mask,
            vec: plan.vec,
            bytes: bytes as u8,
            size,
            align: 16,
            region: 0,
            read: ReadBack::Own {
                plan,
                other: other.filter(|&o| !self.is_zero(o)),
            },
            tma: None,
        }))
    }

    /// Whether `v` is an `arith.constant` of zeros (`+0.0` or integer 0).
    fn is_zero(&self, v: Value) -> bool {
        let ValueDef::Result(i, _) = self.func.dfg.value_def(v) else {
            return false;
        };
        matches!(self.func.dfg.inst(i),
            InstructionData::Constant { value, .. } if value.splat_value() == Some(0))
    }

    /// Lowers the slice again for iteration `it`, returning each load's
    /// pointer and mask registers, and the carried values of the iteration
    /// after it. The value map is left as it was.
    fn run_slice(&mut self, p: &Pipeline, it: &Iteration, yields: &[Value]) -> Result<SliceRun> {
        self.with_slice(&p.slice, it.iv, &it.carried, |cx| {
            let accesses = p
                .loads
                .iter()
                .map(|l| match &l.tma {
                    Some(t) => (t.coords.iter().map(|&c| cx.reg(c, 0)).collect(), None),
                    None => {
                        let ptr: RegVec = cx.regs(l.ptr).iter().copied().collect();
                        let mask = l.mask.map(|m| cx.regs(m).iter().copied().collect());
                        (ptr, mask)
                    }
                })
                .collect();
            let next = cx.carried_regs(&p.slice, yields);
            Ok(SliceRun { accesses, next })
        })
    }

    /// The copies of iteration `it` into the stage at byte `stage` (an
    /// immediate or a register), zero-filled where masked off or where `iv`
    /// is past `ub`; then the commit. Returns the carried values of the
    /// iteration after `it`.
    #[allow(clippy::too_many_arguments)]
    fn issue_copies(
        &mut self,
        p: &Pipeline,
        it: &Iteration,
        yields: &[Value],
        bounds: LoopBounds,
        stage: Operand,
        bar: SmemAddr,
        addrs: &[Vec<(Reg, i32)>],
    ) -> Result<Vec<RegVec>> {
        let SliceRun { accesses, next } = self.run_slice(p, it, yields)?;
        let live = self.cmp(Cond::SLt, bounds.iv_ty, Operand::Reg(it.iv), bounds.ub);
        if p.tma_bytes > 0 {
            // One thread announces the stage's bytes and issues its copies.
            let leader = self.leader();
            let on = self.and_pred(live, Some(leader));
            let base = self.smem_base_reg();
            let dst = match stage {
                Operand::Imm(s) => SmemAddr {
                    reg: base,
                    offset: s as i32,
                },
                Operand::Reg(_) => SmemAddr {
                    reg: self
                        .b
                        .binary(BinaryOp::Add, Type::I32, Operand::Reg(base), stage),
                    offset: 0,
                },
            };
            let tma_loads = p
                .loads
                .iter()
                .zip(&accesses)
                .filter(|(l, _)| l.tma.is_some());
            // The index among the TMA loads, as `Pipeline::tma_loads` counts.
            for (j, (l, (coords, _))) in tma_loads.enumerate() {
                let Some(t) = &l.tma else { continue };
                let dst = SmemAddr {
                    reg: dst.reg,
                    offset: dst.offset + l.region as i32,
                };
                // Each load completes on its own mbarrier, so that the body
                // waits for each tile only where it first reads it.
                let bar = SmemAddr {
                    reg: bar.reg,
                    offset: bar.offset + 8 * j as i32,
                };
                self.tma(TmaOp::MbarrierExpectTx {
                    bar,
                    bytes: t.tb.bytes(),
                    pred: Some(on),
                });
                self.tma_copies_in(t.desc, coords, &t.tb, dst, bar, on);
            }
        }
        if p.loads.iter().all(|l| l.tma.is_some()) {
            return Ok(next);
        }
        for ((l, (ptr, mask)), at) in p.loads.iter().zip(&accesses).zip(addrs) {
            if l.tma.is_some() {
                continue;
            }
            let bytes = l.bytes;
            let mut sums = StagedSums::new();
            for (k, start) in (0..ptr.len()).step_by(l.vec).enumerate() {
                let (base, offset) = at[k];
                let (dst, offset) = match stage {
                    Operand::Imm(s) => (base, offset + s as i32),
                    Operand::Reg(s) => (self.staged(base, s, &mut sums), offset),
                };
                let on = self.and_pred(live, mask.as_ref().map(|m| m[start]));
                let size = self.select(
                    Type::I32,
                    on,
                    Operand::Imm(u64::from(bytes)),
                    Operand::Imm(0),
                );
                self.b.ins(InstData::CpAsync {
                    bytes,
                    dst,
                    offset: offset + l.region as i32,
                    src: ptr[start],
                    src_size: Some(size),
                });
            }
        }
        self.b.ins(InstData::CpAsyncCommit);
        Ok(next)
    }

    /// Each load's copies' shared-memory addresses in stage 0, computed once
    /// (in the prologue, where they dominate the loop). A tile that
    /// `ldmatrix` reads lies swizzled as the conversion reads it; a tile the
    /// copying threads read back lies copy-major: copy `k` of thread `t` at
    /// `(k * threads + t) * bytes`, so a warp's copies are consecutive (no
    /// bank conflicts) and no two threads share a byte.
    fn copy_addresses(&mut self, p: &Pipeline) -> Result<CopyAddrs> {
        let threads = self.threads.lanes * self.threads.warps;
        let mut out = Vec::with_capacity(p.loads.len());
        for l in &p.loads {
            if l.tma.is_some() {
                out.push(Vec::new());
                continue;
            }
            let addrs = match l.read {
                ReadBack::Operand { src_id, sw, .. } => {
                    self.tile_copy_addresses(l, src_id, Some(sw))
                }
                ReadBack::Shared { src_id, sw, .. } => self.tile_copy_addresses(l, src_id, sw),
                ReadBack::Own { .. } => {
                    let n = self.num_regs(self.func.dfg.value_type(l.ptr))?;
                    let bytes = u32::from(l.bytes);
                    let base = self.smem_base_reg();
                    let mine = self.b.reg(Type::I32);
                    self.b.prologue(InstData::Ternary {
                        op: TernaryOp::Mad,
                        ty: Type::I32,
                        dst: mine,
                        args: [
                            Operand::Reg(self.tid),
                            Operand::Imm(u64::from(bytes)),
                            Operand::Reg(base),
                        ],
                    });
                    (0..n / l.vec)
                        .map(|k| (mine, (k as u32 * threads * bytes) as i32))
                        .collect()
                }
            };
            out.push(addrs);
        }
        Ok(out)
    }

    /// The addresses in stage 0 of the copies of `l`, whose tile (in layout
    /// `id`) lies as a conversion through shared memory stores it: swizzled
    /// with `sw`, else row-major.
    fn tile_copy_addresses(
        &mut self,
        l: &PipeLoad,
        id: LayoutId,
        sw: Option<Swizzle>,
    ) -> Vec<(Reg, i32)> {
        let elem_bytes = u64::from(l.bytes) / l.vec as u64;
        let at = sw.map(|s| (s, self.swizzled_address(id, s)));
        let n = self.layouts.get(id).num_regs();
        (0..n)
            .step_by(l.vec)
            .map(|r| self.access_address(id, r, elem_bytes, at.as_ref().map(|(s, a)| (*s, a))))
            .collect()
    }

    /// `iv + step`.
    fn iv_next(&mut self, iv: Reg, bounds: LoopBounds) -> Reg {
        self.b
            .binary(BinaryOp::Add, bounds.iv_ty, Operand::Reg(iv), bounds.step)
    }

    /// Before the loop: the ring's place and the copies of iterations
    /// `0..S-1`. Returns the copies' addresses for [`Ctx::pipeline_step`],
    /// and iteration `S - 1`, the one the first iteration's copies are of:
    /// the loop carries the iteration its copies are of, so that each
    /// iteration runs the slice once (Triton's pipeliner carries its
    /// pointers ahead in the same way).
    pub(super) fn pipeline_prologue(
        &mut self,
        p: &Pipeline,
        lb: Reg,
        bounds: LoopBounds,
        inits: &[Value],
        yields: &[Value],
    ) -> Result<(CopyAddrs, Iteration, TmaState)> {
        if self.smem_state != super::shared::ScratchState::Fresh {
            self.b.ins(InstData::Barrier);
        }
        let tma = p.tma_bytes > 0;
        let nt = p.mbarriers_a_stage();
        self.b.require_shared(p.end());
        let base = self.smem_base_reg();
        let bar_of = |d: u32| SmemAddr {
            reg: base,
            offset: p.mbarrier(d * nt) as i32,
        };
        if tma {
            // Each stage's mbarriers, one a load: one arrival (the leader's
            // expect_tx) a phase; every thread sees them made before any
            // waits on them.
            let leader = self.leader();
            for k in 0..p.stages * nt {
                self.tma(TmaOp::MbarrierInit {
                    bar: SmemAddr {
                        reg: base,
                        offset: p.mbarrier(k) as i32,
                    },
                    count: 1,
                    pred: Some(leader),
                });
            }
            self.b.ins(InstData::Barrier);
        }
        let addrs = self.copy_addresses(p)?;
        let carried = self.carried_regs(&p.slice, inits);
        let mut it = Iteration { iv: lb, carried };
        for d in 0..p.stages - 1 {
            let stage = Operand::Imm(u64::from(d * p.stage_bytes));
            let next = self.issue_copies(p, &it, yields, bounds, stage, bar_of(d), &addrs)?;
            it = Iteration {
                iv: self.iv_next(it.iv, bounds),
                carried: next,
            };
        }
        self.smem_floor = p.end();
        let tma = tma.then(|| {
            let bar = self.b.binary(
                BinaryOp::Add,
                Type::I32,
                Operand::Reg(base),
                Operand::Imm(u64::from(p.mbarrier(0))),
            );
            (bar, self.b.iconst(Type::I32, 0))
        });
        Ok((addrs, it, tma))
    }

    /// At the top of the body: waits for this iteration's stage, which the
    /// conversions and the loads read back then read at byte `stage`.
    ///
    /// The barrier is there only where a thread reads what other threads
    /// copied (`ldmatrix`). A tile that each thread reads back itself needs
    /// none: `cp.async.wait_group` waits for the thread's own groups and makes
    /// their writes visible to the thread itself, and no thread reads or
    /// writes another's bytes ([`Ctx::copy_addresses`]). The copies that
    /// overwrite a stage are issued, by the same thread, one iteration after
    /// its reads of the stage and after the wait that completed the stage's
    /// previous copies, so neither an earlier read nor an earlier copy
    /// races with them. Scratch users sit above the ring (`smem_floor`).
    ///
    /// The wait and the barrier come before the first instruction of the
    /// body that needs them ([`Ctx::pipeline_sync`]): the body's leading
    /// register arithmetic and its loads from global memory that stay in
    /// registers go first, so that those loads are in flight while the
    /// thread waits. `matmul_f16`'s `b` tile (16 2-byte loads per thread,
    /// not pipelined): after the barrier, ptxas issued 14 of them, stored the
    /// first two to shared memory and only then issued the last two, reusing
    /// their registers (two global latencies per iteration); before it, all
    /// 16 go out at once. The pipeline's barrier orders shared memory only:
    /// without the pipeline the body has no barrier there, so no global
    /// load of it is ordered after other threads' earlier stores by one.
    pub(super) fn pipeline_enter(
        &mut self,
        p: &Pipeline,
        state: PipeState,
        addrs: &[Vec<(Reg, i32)>],
    ) {
        let sync = Some(Sync {
            wait: p
                .loads
                .iter()
                .any(|l| l.tma.is_none())
                .then_some(p.stages - 2),
            barrier: p.shared_reads,
        });
        let mut convs = HashMap::new();
        let mut shared_convs = HashMap::new();
        let mut loads = HashSet::new();
        let mut own = HashMap::new();
        let mut tma_at_reader = HashMap::new();
        for (j, l) in p.tma_loads() {
            if let ReadBack::Operand { conv, .. } = l.read {
                let block = |i: Inst| self.func.order.inst_block(i);
                if block(conv) == block(l.load) {
                    tma_at_reader.insert(conv, j);
                }
            }
        }
        for (l, at) in p.loads.iter().zip(addrs) {
            if let Some(t) = l.tma.as_ref().and_then(|t| t.trans) {
                loads.insert(t);
            }
            match l.read {
                ReadBack::Operand { conv, .. } => {
                    convs.insert(conv, l.region);
                    loads.insert(l.load);
                }
                ReadBack::Shared { conv, .. } => {
                    shared_convs.insert(conv, l.region);
                    loads.insert(l.load);
                }
                ReadBack::Own { plan, other } => {
                    let read = OwnRead {
                        plan,
                        mask: l.mask,
                        other,
                        addrs: at.clone(),
                        region: l.region,
                    };
                    own.insert(l.load, read);
                }
            }
        }
        let tma_unwaited = vec![true; p.mbarriers_a_stage() as usize];
        self.pipe = Some(ActivePipe {
            convs,
            shared_convs,
            loads,
            own,
            state,
            sync,
            tma_at_reader,
            tma_unwaited,
        });
    }

    /// Emits the pipelined iteration's wait for its stage (and barrier) if
    /// instruction `inst` of the body (or, for `None`, the end of the body)
    /// may need it, and it has not been emitted yet: everything but register
    /// arithmetic and loads from global memory that stay in registers
    /// ([`Ctx::pipeline_enter`]).
    pub(super) fn pipeline_sync(&mut self, inst: Option<Inst>) {
        self.pipeline_sync_stage(inst);
        // A TMA tile read by an operand conversion: its mbarrier, waited
        // for at that conversion (or at the end of the body).
        let Some(p) = self.pipe.as_ref() else {
            return;
        };
        let due: Vec<usize> = match inst {
            Some(i) => p.tma_at_reader.get(&i).copied().into_iter().collect(),
            None => (0..p.tma_unwaited.len()).collect(),
        };
        self.tma_wait(&due);
    }

    /// The iteration's wait for its stage (see [`Ctx::pipeline_sync`]): the
    /// `cp.async` groups, the mbarriers of the TMA tiles not waited for at
    /// their readers, the barrier.
    fn pipeline_sync_stage(&mut self, inst: Option<Inst>) {
        let Some(Sync { wait, barrier }) = self.pipe.as_ref().and_then(|p| p.sync) else {
            return;
        };
        if inst.is_some_and(|i| self.may_precede_sync(i)) {
            return;
        }
        let Some(p) = self.pipe.as_mut() else {
            return;
        };
        p.sync = None;
        let lazy: HashSet<usize> = p.tma_at_reader.values().copied().collect();
        let due: Vec<usize> = (0..p.tma_unwaited.len())
            .filter(|j| !lazy.contains(j))
            .collect();
        if let Some(n) = wait {
            self.b.ins(InstData::CpAsyncWait { n });
        }
        self.tma_wait(&due);
        if barrier {
            self.b.ins(InstData::Barrier);
            // The barrier also orders every earlier scratch read.
            self.smem_state = super::shared::ScratchState::Fresh;
        }
    }

    /// Waits for those of this iteration's mbarriers `due` (by index in the
    /// stage, ascending) not waited for yet, and marks them waited for.
    fn tma_wait(&mut self, due: &[usize]) {
        let Some(p) = self.pipe.as_mut() else {
            return;
        };
        let Some((bar, parity)) = p.state.tma else {
            return;
        };
        let mut now = Vec::new();
        for &j in due {
            if std::mem::replace(&mut p.tma_unwaited[j], false) {
                now.push(j);
            }
        }
        for j in now {
            self.tma(TmaOp::MbarrierWait {
                bar: SmemAddr {
                    reg: bar,
                    offset: 8 * j as i32,
                },
                parity: Operand::Reg(parity),
            });
        }
    }

    /// Whether body instruction `inst` may run before the iteration's wait:
    /// register arithmetic, or a load from global memory into registers.
    fn may_precede_sync(&self, inst: Inst) -> bool {
        let data = self.func.dfg.inst(inst);
        let op = data.opcode();
        if let InstructionData::Load { flags, .. } = data {
            let own = self
                .pipe
                .as_ref()
                .is_some_and(|p| p.own.contains_key(&inst));
            return !flags.is_volatile && !own;
        }
        data.regions().is_empty() && (slice_op(op) || super::lowering(op) == super::Lowering::Math)
    }

    /// Lowers the pipelined load `inst` as the reads of its tile from this
    /// iteration's stage, if it is one the body reads back itself; returns
    /// whether it was.
    pub(super) fn lower_own_read(&mut self, inst: Inst) -> Result<bool> {
        let Some(p) = self.pipe.as_ref() else {
            return Ok(false);
        };
        let Some(read) = p.own.get(&inst).cloned() else {
            return Ok(false);
        };
        let stage = p.state.stage;
        let plan = read.plan;
        let result = self.func.dfg.inst_results(inst)[0];
        let mut out = RegVec::new();
        let mut sums = StagedSums::new();
        for &(base, offset) in &read.addrs {
            let addr = self.staged(base, stage, &mut sums);
            let dsts: smallvec::SmallVec<[Reg; 4]> =
                (0..plan.n_words).map(|_| self.b.reg(plan.word)).collect();
            self.b.ins(InstData::Load {
                space: MemSpace::Shared,
                ty: plan.word,
                dsts: dsts.clone(),
                addr,
                offset: offset + read.region as i32,
                pred: None,
                others: smallvec::SmallVec::new(),
                cache: Default::default(),
            });
            self.unpack_words(plan, &dsts, &mut out);
        }
        // Masked-off elements are zeros (the copies' zero-fill); `other`
        // where that is not zero, as Triton selects after its local_load.
        if let (Some(m), Some(o)) = (read.mask, read.other) {
            for (i, r) in out.iter_mut().enumerate() {
                let keep = self.reg(m, i);
                let alt = self.opnd(o, i);
                *r = self.select(plan.elem, keep, Operand::Reg(*r), alt);
            }
        }
        self.set(result, &out);
        Ok(true)
    }

    /// At the end of the body: the copies of iteration `ahead` (`i + S - 1`,
    /// carried by the loop) into the stage iteration `i - 1` read. Returns
    /// the next iteration's stage and `ahead`'s successor.
    pub(super) fn pipeline_step(
        &mut self,
        p: &Pipeline,
        ahead: &Iteration,
        bounds: LoopBounds,
        yields: &[Value],
        addrs: &[Vec<(Reg, i32)>],
    ) -> Result<(PipeState, Iteration)> {
        self.pipeline_sync(None);
        let Some(active) = self.pipe.take() else {
            return Err(self.error("a pipelined loop body without its pipeline"));
        };
        let state = active.state;
        let stage = state.stage;
        // Stage (i + S - 1) % S = (i - 1) % S: the one before, stage 0
        // wrapping to the last.
        let sb = u64::from(p.stage_bytes);
        let last = u64::from(p.stages - 1) * sb;
        let early = self.cmp(Cond::Eq, Type::I32, Operand::Reg(stage), Operand::Imm(0));
        let behind = self.b.binary(
            BinaryOp::Sub,
            Type::I32,
            Operand::Reg(stage),
            Operand::Imm(sb),
        );
        let write = self.select(Type::I32, early, Operand::Imm(last), Operand::Reg(behind));
        // The mbarrier of the stage written: the one before this iteration's,
        // the first wrapping to the last.
        let bars_a_stage = u64::from(8 * p.mbarriers_a_stage());
        let bar = match state.tma {
            Some((bar, _)) => {
                let before = self.b.binary(
                    BinaryOp::Sub,
                    Type::I32,
                    Operand::Reg(bar),
                    Operand::Imm(bars_a_stage),
                );
                let wrapped = self.b.binary(
                    BinaryOp::Add,
                    Type::I32,
                    Operand::Reg(bar),
                    Operand::Imm(bars_a_stage * u64::from(p.stages - 1)),
                );
                self.select(
                    Type::I32,
                    early,
                    Operand::Reg(wrapped),
                    Operand::Reg(before),
                )
            }
            None => stage,
        };
        let bar = SmemAddr {
            reg: bar,
            offset: 0,
        };
        let next = self.issue_copies(p, ahead, yields, bounds, Operand::Reg(write), bar, addrs)?;
        let next = Iteration {
            iv: self.iv_next(ahead.iv, bounds),
            carried: next,
        };
        let is_last = self.cmp(Cond::Eq, Type::I32, Operand::Reg(stage), Operand::Imm(last));
        let on = self.b.binary(
            BinaryOp::Add,
            Type::I32,
            Operand::Reg(stage),
            Operand::Imm(sb),
        );
        let stage = self.select(Type::I32, is_last, Operand::Imm(0), Operand::Reg(on));
        // The next iteration's mbarrier, and its phase's parity: flipped
        // where the stages wrap.
        let tma = state.tma.map(|(bar, parity)| {
            let on = self.b.binary(
                BinaryOp::Add,
                Type::I32,
                Operand::Reg(bar),
                Operand::Imm(bars_a_stage),
            );
            let first = self.b.binary(
                BinaryOp::Sub,
                Type::I32,
                Operand::Reg(bar),
                Operand::Imm(bars_a_stage * u64::from(p.stages - 1)),
            );
            let bar = self.select(Type::I32, is_last, Operand::Reg(first), Operand::Reg(on));
            let flipped = self.b.binary(
                BinaryOp::Xor,
                Type::I32,
                Operand::Reg(parity),
                Operand::Imm(1),
            );
            let parity = self.select(
                Type::I32,
                is_last,
                Operand::Reg(flipped),
                Operand::Reg(parity),
            );
            (bar, parity)
        });
        Ok((PipeState { stage, tma }, next))
    }

    /// After the loop: the last copies (all past the end) are waited for, and
    /// scratch users may take the ring's space again.
    pub(super) fn pipeline_exit(&mut self, p: &Pipeline) {
        self.b.ins(InstData::CpAsyncWait { n: 0 });
        if p.tma_bytes > 0 {
            // Every copy issued was of an iteration that ran and waited for
            // it; once every thread is past its last wait, the mbarriers go.
            self.b.ins(InstData::Barrier);
            let leader = self.leader();
            let base = self.smem_base_reg();
            for k in 0..p.stages * p.mbarriers_a_stage() {
                self.tma(TmaOp::MbarrierInval {
                    bar: SmemAddr {
                        reg: base,
                        offset: p.mbarrier(k) as i32,
                    },
                    pred: Some(leader),
                });
            }
        }
        self.smem_floor = self.smem_pinned;
        self.smem_state = super::shared::ScratchState::Unknown;
    }

    /// The stage register and the tile's offset in a stage of conversion
    /// `inst`, if it reads a pipelined load's tile.
    pub(super) fn pipelined_conversion(&self, inst: Inst) -> Option<(Reg, u32)> {
        let p = self.pipe.as_ref()?;
        p.convs.get(&inst).map(|&r| (p.state.stage, r))
    }

    /// The stage register and the tile's offset in a stage of conversion
    /// `inst`, if it reads a pipelined load's tile as a conversion through
    /// shared memory ([`ReadBack::Shared`]).
    pub(super) fn pipelined_shared_conversion(&self, inst: Inst) -> Option<(Reg, u32)> {
        let p = self.pipe.as_ref()?;
        p.shared_convs.get(&inst).map(|&r| (p.state.stage, r))
    }

    /// Whether the pipelined loop being lowered copies its stages by TMA.
    pub(super) fn pipe_copies_by_tma(&self) -> bool {
        self.pipe.as_ref().is_some_and(|p| p.state.tma.is_some())
    }

    /// Whether `inst` is a load that the pipeline copies instead.
    pub(super) fn is_pipelined_load(&self, inst: Inst) -> bool {
        self.pipe.as_ref().is_some_and(|p| p.loads.contains(&inst))
    }
}
