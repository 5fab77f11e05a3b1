//! TritonGPU's shared-memory ops, as Triton's own TTGIR for sm_80 has them
//! after its pipeliner ran: `ttg.local_alloc`, `ttg.local_load`,
//! `ttg.local_store`, `ttg.local_dealloc`, `ttg.memdesc_index` (and Triton
//! 3.4's `ttg.memdesc_subview` where it is the same thing),
//! `ttg.async_copy_global_to_local`, `ttg.async_commit_group` and
//! `ttg.async_wait`.
//!
//! - **Allocation.** Every `ttg.local_alloc` of the function has its own
//!   region while it is live, 128-byte aligned (1024 for `#ttg.nvmma_shared`),
//!   below the scratch space of conversions ([`Ctx::smem_floor`] is their
//!   end); a later buffer takes the bytes of one no longer live
//!   ([`super::smem_alloc`]), as Triton's allocator does.
//!   Our own pipeline ([`super::pipeline`]) stays off: Triton's ran already.
//! - **Values.** A `!ttg.memdesc` is a byte region and, where an index was not
//!   a constant, a register added to the address ([`MemDesc`]); an
//!   `!ttg.async.token` has no registers.
//! - **Layout.** `#ttg.swizzled_shared<{vec, perPhase, maxPhase, order}>` of
//!   a 2-D view is the swizzle of [`super::swizzle`] on the row-major tile
//!   (`order = [1, 0]`), or on the row-major tile of the transposed tensor
//!   (`order = [0, 1]`, accessed through the transposed layouts); a 1-D view
//!   is its elements in order. Writers and
//!   readers of a buffer go through the same views (`memdesc_index` picks
//!   whole buffers), so the tile's bytes need only agree with themselves. An
//!   access never spans more than one swizzled vector.
//! - **Reads.** A `local_load` into a 16-bit `dot_op` layout of an mma v2
//!   parent is `ldmatrix` ([`super::ldmatrix`]); any other is `ld.shared`.
//! - **Copies.** `cp.async` of 4, 8 or 16 bytes, zero-filled where masked
//!   off (`other` is not written: Triton's pipeliner selects it after the
//!   `local_load` where it is not zero); `async_wait {num}` is `cp.async.wait_group num` and a barrier, as
//!   Triton's membar analysis places one after every wait.
//! - **Hopper** (Triton's sm_90 TTGIR): `#ttg.nvmma_shared` views are the
//!   hardware's swizzle ([`Swizzle::nvmma_width`]), their buffers aligned to
//!   1024 bytes; `ttng.fence_async_shared` is `fence.proxy.async`;
//!   `ttng.warp_group_dot` on two such tiles is `wgmma` ([`super::wgmma`]),
//!   waited for at once, so `ttng.warp_group_dot_wait` passes its values
//!   through (Triton's `pendings` left unused: correct, and slower than
//!   Triton's overlap of the next iteration's copies).
//! - **Barriers** ([`barriers`]): Triton's membar rules at buffer granularity;
//!   a `warp_group_dot` reads both its tiles.

use super::ldmatrix;
use super::shared::{word_type, StagedSums, Target};
use super::smem_alloc;
use super::swizzle::Swizzle;
use super::tile::LayoutId;
use super::{Ctx, RegVec, Result};
use hashbrown::{HashMap, HashSet};
use tilelift_ir::encoding::EncodingData;
use tilelift_ir::{Function, Inst, InstructionData, Opcode, Type, TypeData, Value, ValueDef};
use tilelift_mir::{BinaryOp, InstData, Operand, Reg, Type as MirType};

/// A `!ttg.memdesc` value: where its view starts.
#[derive(Copy, Clone, Debug)]
pub(crate) struct MemDesc {
    /// The byte offset from the shared-memory base.
    pub region: i32,
    /// A byte offset in a register, added to `region`, if any.
    pub stage: Option<Reg>,
}

/// The explicit shared memory of one function: each allocation's region and
/// the instructions that need a barrier before them.
#[derive(Default)]
pub(crate) struct LocalPlan {
    regions: HashMap<Inst, u32>,
    barriers: HashSet<Inst>,
    /// Each memdesc value lowered so far.
    memdescs: HashMap<Value, MemDesc>,
}

/// How a 1-D or 2-D view lies in shared memory.
struct View {
    /// The tile is the transposed tensor's, row-major (`order = [0, 1]`).
    transposed: bool,
    /// Its swizzle, `None` where it has one phase.
    sw: Option<Swizzle>,
    /// Bytes per element.
    bytes: u32,
}

impl Ctx<'_> {
    /// Places the function's `ttg.local_alloc`s and finds its barriers;
    /// nothing for a function without any.
    pub(super) fn plan_local(&mut self) -> Result<()> {
        let allocs: Vec<Inst> = self
            .func
            .dfg
            .insts()
            .filter(|(_, d)| d.opcode() == Opcode::LocalAlloc)
            .map(|(i, _)| i)
            .collect();
        if allocs.is_empty() {
            return Ok(());
        }
        let mut plan = LocalPlan::default();
        let mut buffers = Vec::with_capacity(allocs.len());
        for inst in allocs {
            self.inst = Some(inst);
            let Some(v) = self.func.dfg.first_result(inst) else {
                return Err(self.error("a ttg.local_alloc without a result"));
            };
            let ty = self.func.dfg.value_type(v);
            let bytes = self.types.num_elements(ty) as u64 * self.elem_bytes(ty)?;
            // `wgmma` reads `#ttg.nvmma_shared` tiles through the hardware's
            // swizzle, which repeats every 1024 bytes.
            let align = match self.types.data(ty) {
                TypeData::MemDesc { encoding, .. }
                    if matches!(
                        self.types.encoding_data(*encoding),
                        EncodingData::NvmmaShared(_)
                    ) =>
                {
                    1024
                }
                _ => 128,
            };
            buffers.push(smem_alloc::Buffer { inst, bytes, align });
        }
        let (offsets, end) = smem_alloc::place(self.types, self.func, &buffers);
        if end > u64::from(self.target.max_shared_bytes) {
            // The buffer that first goes over the limit.
            let over = buffers
                .iter()
                .zip(&offsets)
                .find(|(b, &o)| o + b.bytes > u64::from(self.target.max_shared_bytes))
                .map(|(b, _)| b.inst);
            self.inst = over;
            return Err(self.shared_limit("the kernel's live ttg.local_alloc buffers", end));
        }
        for (b, &o) in buffers.iter().zip(&offsets) {
            plan.regions.insert(b.inst, o as u32);
        }
        self.inst = None;
        let masks = smem_alloc::aliases(&buffers, &offsets);
        let alias = buffers.iter().map(|b| b.inst).zip(masks).collect();
        plan.barriers = barriers_aliased(self.func, &alias);
        let end = (end as u32).next_multiple_of(16);
        self.smem_floor = end;
        self.b.require_shared(end);
        self.local = Some(plan);
        Ok(())
    }

    /// Lowers one of this file's ops.
    pub(super) fn lower_local(&mut self, inst: Inst) -> Result<()> {
        if self
            .local
            .as_ref()
            .is_some_and(|p| p.barriers.contains(&inst))
        {
            self.b.ins(InstData::Barrier);
        }
        let data = self.func.dfg.inst(inst);
        let args: smallvec::SmallVec<[Value; 4]> = data.args().iter().copied().collect();
        match data.opcode() {
            Opcode::LocalAlloc => self.local_alloc(inst, &args),
            Opcode::LocalLoad => self.local_load(args[0]),
            Opcode::LocalStore => {
                let dst = self.memdesc(args[1])?;
                self.store_tile(args[0], args[1], dst)
            }
            Opcode::MemDescIndex | Opcode::MemDescSubview => self.memdesc_index(&args),
            Opcode::MemDescTrans => {
                // The same bytes: the result's encoding says how they lie.
                let m = self.memdesc(args[0])?;
                let result = self.result();
                self.set_memdesc(result, m);
                Ok(())
            }
            Opcode::InitBarrier
            | Opcode::InvalBarrier
            | Opcode::BarrierExpect
            | Opcode::WaitBarrier
            | Opcode::AsyncTmaCopyGlobalToLocal
            | Opcode::AsyncTmaCopyLocalToGlobal
            | Opcode::AsyncTmaStoreWait => self.lower_ttng_tma(inst, &args),
            Opcode::GlobalScratchAlloc
            | Opcode::TensormapCreate
            | Opcode::TensormapFenceproxyAcquire
            | Opcode::ReinterpretTensorDescriptor => self.lower_ttng_tensormap(inst, &args),
            Opcode::AsyncCopyGlobalToLocal => self.async_copy(&args),
            Opcode::AsyncCommitGroup => {
                self.b.ins(InstData::CpAsyncCommit);
                self.no_registers()
            }
            Opcode::AsyncWait => {
                let n = int_attr(data, "num").unwrap_or(0);
                let n = u32::try_from(n).map_err(|_| self.error("a negative async_wait num"))?;
                self.b.ins(InstData::CpAsyncWait { n });
                self.b.ins(InstData::Barrier);
                self.no_registers()
            }
            Opcode::LocalDealloc => Ok(()),
            Opcode::FenceAsyncShared => {
                self.b.ins(InstData::FenceProxyAsync);
                self.no_registers()
            }
            Opcode::WarpGroupDot => self.warp_group_dot(&args),
            Opcode::WarpGroupDotWait => {
                // `warp_group_dot` waited for its `wgmma`s already: the
                // values pass through.
                let results: smallvec::SmallVec<[Value; 4]> =
                    self.func.dfg.inst_results(inst).iter().copied().collect();
                for (&r, &a) in results.iter().zip(&args) {
                    match self
                        .local
                        .as_ref()
                        .and_then(|p| p.memdescs.get(&a).copied())
                    {
                        Some(m) => self.set_memdesc(r, m),
                        None => {
                            let regs: RegVec = self.regs(a).iter().copied().collect();
                            self.set(r, &regs);
                        }
                    }
                }
                Ok(())
            }
            op => Err(self.unsupported(op.name())),
        }
    }

    /// `ttng.warp_group_dot %a, %b, %c`: the dot of the `#ttg.nvmma_shared`
    /// tiles `a` (or `a` in registers) and `b` into the `#ttg.nvidia_mma` v3 accumulator `c`, on
    /// `wgmma` ([`super::wgmma`]), waited for at once (Triton's `isAsync`
    /// and the `warp_group_dot_wait` after it then have nothing left to
    /// wait for).
    fn warp_group_dot(&mut self, args: &[Value]) -> Result<()> {
        let [a, b, c] = args[..] else {
            return Err(self.unsupported(
                "ttng.warp_group_dot with a useC operand (three operands are lowered)",
            ));
        };
        for (i, v) in [a, b].into_iter().enumerate() {
            let ty = self.func.dfg.value_type(v);
            let TypeData::MemDesc { encoding, .. } = self.types.data(ty) else {
                if i == 0 {
                    // `a` in registers, `#ttg.dot_op<{opIdx = 0}>` of the
                    // accumulator: a register fragment.
                    continue;
                }
                return Err(self.unsupported(
                    "ttng.warp_group_dot with b in registers (b is read from shared memory)",
                ));
            };
            if !matches!(
                self.types.encoding_data(*encoding),
                EncodingData::NvmmaShared(_)
            ) {
                return Err(self.unsupported(
                    "a ttng.warp_group_dot operand in an encoding other than #ttg.nvmma_shared",
                ));
            }
            let view = self.view(ty)?;
            let at = self.memdesc(v)?;
            let Some(sw) = view.sw else {
                return Err(self.error("an #ttg.nvmma_shared view without its swizzle"));
            };
            let tile = super::wgmma::SmemTile {
                region: at.region,
                stage: at.stage,
                sw,
                transposed: view.transposed,
                scratch: None,
            };
            self.wgmma_tiles.insert(v, tile);
        }
        let result = self.result();
        let res_ty = self.func.dfg.value_type(result);
        let Some(n) = self.wgmma_n(res_ty) else {
            return Err(
                self.unsupported("ttng.warp_group_dot into a layout other than nvidia_mma v3")
            );
        };
        let a_ty = self.func.dfg.value_type(a);
        let acc_ty = self.value_elem_type(result)?;
        let Some(in_ty) = self.wgmma_input(a_ty).filter(|t| t.acc_type() == acc_ty) else {
            return Err(self.unsupported(format_args!(
                "ttng.warp_group_dot of {} into {} (f16, bf16 and 8-bit floats into f32, 8-bit \
                 integers into i32 are lowered)",
                self.type_name(self.types.element_type(a_ty)),
                self.value_elem_type(result)?
            )));
        };
        let lc = self.layout(res_ty)?.clone();
        self.lower_wgmma([a, b, c], in_ty, &lc, n)
    }

    /// The result of the instruction being lowered (a token) has no registers.
    pub(super) fn no_registers(&mut self) -> Result<()> {
        if let Some(inst) = self.inst {
            for &v in self.func.dfg.inst_results(inst) {
                self.set(v, &[]);
            }
        }
        Ok(())
    }

    /// Where memdesc `v` starts.
    pub(super) fn memdesc(&self, v: Value) -> Result<MemDesc> {
        self.local
            .as_ref()
            .and_then(|p| p.memdescs.get(&v).copied())
            .ok_or_else(|| {
                self.unsupported(
                    "a !ttg.memdesc that is not a ttg.local_alloc or a view of one \
                     (carried by a loop or an scf.if)",
                )
            })
    }

    fn set_memdesc(&mut self, v: Value, m: MemDesc) {
        if let Some(p) = self.local.as_mut() {
            p.memdescs.insert(v, m);
        }
        self.set(v, &[]);
    }

    /// Bytes per element of tensor or memdesc type `ty`.
    fn elem_bytes(&self, ty: Type) -> Result<u64> {
        let elem = self.elem_type(ty)?;
        Ok(u64::from(word_type(elem).bits() / 8))
    }

    /// How 1-D or 2-D memdesc type `ty` lies in shared memory.
    fn view(&self, ty: Type) -> Result<View> {
        let TypeData::MemDesc {
            shape, encoding, ..
        } = self.types.data(ty)
        else {
            return Err(self.error("a memdesc operand of another type"));
        };
        let s = match self.types.encoding_data(*encoding) {
            EncodingData::SwizzledShared(s) => s,
            EncodingData::NvmmaShared(n) => return self.nvmma_view(ty, shape, n),
            _ => {
                return Err(self.unsupported(format_args!(
                    "shared-memory encoding {} (#ttg.swizzled_shared and #ttg.nvmma_shared \
                     are lowered)",
                    self.type_name(ty)
                )))
            }
        };
        let transposed = match (shape.len(), s.order.as_slice()) {
            (1, [0]) | (2, [1, 0]) => false,
            (2, [0, 1]) => true,
            (1 | 2, _) => return Err(self.error("a shared order that is not a permutation")),
            (rank, _) => {
                return Err(self.unsupported(format_args!(
                    "a {rank}-D shared-memory view (1-D and 2-D views are lowered)"
                )))
            }
        };
        let bytes = self.elem_bytes(ty)? as u32;
        let cols = if transposed {
            shape[0]
        } else {
            shape[shape.len() - 1]
        } as u32;
        if s.max_phase > 1 {
            if shape.len() == 1 {
                return Err(self.error("a swizzled 1-D shared-memory encoding"));
            }
            let pow2 = |x: u32| x.is_power_of_two();
            if ![s.vec, s.per_phase, s.max_phase, cols]
                .into_iter()
                .all(pow2)
                || s.vec * s.max_phase > cols
            {
                return Err(self.unsupported(format_args!(
                    "shared-memory encoding of {} (vec, perPhase, maxPhase, columns powers \
                     of two and vec * maxPhase <= columns are lowered)",
                    self.type_name(ty)
                )));
            }
        }
        let sw = (s.max_phase > 1).then_some(Swizzle {
            cols,
            vec: s.vec,
            per_phase: s.per_phase,
            max_phase: s.max_phase,
            bytes,
            split: None,
        });
        Ok(View {
            transposed,
            sw,
            bytes,
        })
    }

    /// How 2-D memdesc type `ty` of `shape` in `#ttg.nvmma_shared` encoding
    /// `n` lies in shared memory ([`Swizzle::nvmma_width`]; `transposed`:
    /// the transposed tensor's tile).
    fn nvmma_view(
        &self,
        ty: Type,
        shape: &[i64],
        n: &tilelift_ir::encoding::NvmmaSharedEncoding,
    ) -> Result<View> {
        let bytes = self.elem_bytes(ty)? as u32;
        if let ([_], 0) = (shape, n.swizzling_byte_width) {
            // Unswizzled 1-D: the elements in order (`transposed` means
            // nothing of one dimension).
            return Ok(View {
                transposed: false,
                sw: None,
                bytes,
            });
        }
        let [rows, cols] = match *shape {
            [r, c] if n.transposed => [c as u32, r as u32],
            [r, c] => [r as u32, c as u32],
            _ => {
                return Err(self.unsupported(format_args!(
                    "a {}-D #ttg.nvmma_shared view (2-D views are lowered)",
                    shape.len()
                )))
            }
        };
        let Some(sw) = Swizzle::nvmma_width(rows, cols, bytes, n.swizzling_byte_width) else {
            return Err(self.unsupported(format_args!(
                "#ttg.nvmma_shared of {} (swizzles of 32, 64 and 128 bytes, at most a row \
                 of a power-of-two width, are lowered)",
                self.type_name(ty)
            )));
        };
        Ok(View {
            transposed: n.transposed,
            sw: Some(sw),
            bytes,
        })
    }

    /// The layout through which tensor type `ty` is accessed in `view`, with
    /// its thread and register parts disjoint (the swizzle needs them so).
    fn access_layout(&mut self, ty: Type, view: &View) -> Result<LayoutId> {
        let mut id = self.layout_id(ty)?;
        if view.transposed {
            id = self.layouts.transposed(id);
        }
        if !self.layouts.get(id).parts_disjoint() {
            return Err(self.unsupported(
                "a shared-memory access in a layout whose thread and register parts overlap",
            ));
        }
        Ok(id)
    }

    /// `ttg.local_alloc`, with its initial value if it has one.
    fn local_alloc(&mut self, inst: Inst, args: &[Value]) -> Result<()> {
        let result = self.result();
        let region = self
            .local
            .as_ref()
            .and_then(|p| p.regions.get(&inst).copied())
            .ok_or_else(|| self.error("a ttg.local_alloc that was not placed"))?;
        let m = MemDesc {
            region: region as i32,
            stage: None,
        };
        self.set_memdesc(result, m);
        match args.first() {
            Some(&src) => self.store_tile(src, result, m),
            None => Ok(()),
        }
    }

    /// Tensor `src` written to view `dst` (at `at`).
    fn store_tile(&mut self, src: Value, dst: Value, at: MemDesc) -> Result<()> {
        let view = self.view(self.func.dfg.value_type(dst))?;
        if at.stage.is_some() {
            return Err(self.unsupported("ttg.local_store to a buffer picked by a register index"));
        }
        let src_ty = self.func.dfg.value_type(src);
        let id = self.access_layout(src_ty, &view)?;
        let elem = self.value_elem_type(src)?;
        let values: RegVec = self.regs(src).iter().copied().collect();
        let values: RegVec = values.iter().map(|&v| self.pred_as_word(elem, v)).collect();
        let target = Target {
            sw: view.sw,
            strides: None,
            region: at.region,
        };
        self.shared_stores(id, word_type(elem), &values, target);
        Ok(())
    }

    /// `ttg.local_load`: `ldmatrix` for an mma v2 operand of 16-bit elements
    /// where it can read the tile, `ld.shared` otherwise.
    fn local_load(&mut self, src: Value) -> Result<()> {
        let result = self.result();
        let ty = self.func.dfg.value_type(result);
        let view = self.view(self.func.dfg.value_type(src))?;
        let at = self.memdesc(src)?;
        let elem = self.value_elem_type(result)?;
        if let Some(out) = self.ldmatrix_local_load(ty, &view, at, elem)? {
            self.set(result, &out);
            return Ok(());
        }
        let id = self.access_layout(ty, &view)?;
        let word = word_type(elem);
        let loaded = self.shared_loads(id, word, view.sw, at.region, at.stage);
        let out: RegVec = loaded.iter().map(|&w| self.word_as_pred(elem, w)).collect();
        self.set(result, &out);
        Ok(())
    }

    /// The registers of a `local_load` to layout-of-`ty` read by `ldmatrix`,
    /// or `None` where it does not apply.
    fn ldmatrix_local_load(
        &mut self,
        ty: Type,
        view: &View,
        at: MemDesc,
        elem: MirType,
    ) -> Result<Option<RegVec>> {
        let Some((op_idx, k_width)) = self.ldmatrix_operand(ty, elem) else {
            return Ok(None);
        };
        let mut id = self.layout_id(ty)?;
        let mut k_dim = if op_idx == 0 { 1 } else { 0 };
        if view.transposed {
            id = self.layouts.transposed(id);
            k_dim = 1 - k_dim;
        }
        let cols = self.layouts.get(id).shape[1] as u32;
        // Each lane's row address must be 16 contiguous bytes.
        let row = 128 / elem.bits();
        let sw = match view.sw {
            Some(sw) if sw.vec % row == 0 => sw,
            Some(_) => return Ok(None),
            None => Swizzle {
                cols,
                vec: cols,
                per_phase: 1,
                max_phase: 1,
                bytes: view.bytes,
                split: None,
            },
        };
        if cols < row {
            return Ok(None);
        }
        let Some(plan) = ldmatrix::plan(self.layouts.get(id), k_dim, k_width as i32) else {
            return Ok(None);
        };
        Ok(Some(
            self.ldmatrix_loads(&plan, sw, elem, at.region, at.stage),
        ))
    }

    /// `ttg.memdesc_index %a[%i]` (and `ttg.memdesc_subview %a[%i, 0, ...]`
    /// that drops the first dimension): buffer `i` of `a`.
    fn memdesc_index(&mut self, args: &[Value]) -> Result<()> {
        let result = self.result();
        let (src, index) = (args[0], args[1]);
        let src_ty = self.func.dfg.value_type(src);
        let (src_rank, res_rank) = (
            self.types.shape(src_ty).len(),
            self.types.shape(self.func.dfg.value_type(result)).len(),
        );
        let zero_rest = args[2..]
            .iter()
            .all(|&a| matches!(self.opnd(a, 0), Operand::Imm(0)));
        if res_rank + 1 != src_rank || !zero_rest {
            return Err(self.unsupported(
                "a shared-memory view other than one whole buffer of a multi-buffered allocation",
            ));
        }
        let buffer: i64 = self.types.shape(src_ty)[1..].iter().product();
        let step = buffer as u64 * self.elem_bytes(src_ty)?;
        let mut m = self.memdesc(src)?;
        match self.opnd(index, 0) {
            Operand::Imm(i) => {
                let bytes = i64::from(i as i32) * step as i64;
                m.region += i32::try_from(bytes)
                    .map_err(|_| self.error("a buffer index past 2^31 bytes"))?;
            }
            Operand::Reg(r) => {
                let bytes = self.b.binary(
                    BinaryOp::Mul,
                    MirType::I32,
                    Operand::Reg(r),
                    Operand::Imm(step),
                );
                m.stage = Some(match m.stage {
                    Some(s) => self.b.binary(
                        BinaryOp::Add,
                        MirType::I32,
                        Operand::Reg(s),
                        Operand::Reg(bytes),
                    ),
                    None => bytes,
                });
            }
        }
        self.set_memdesc(result, m);
        Ok(())
    }

    /// `ttg.async_copy_global_to_local %ptr, %dst mask %m other %o`: one
    /// `cp.async` per vector of the pointer tile, zero-filled where masked
    /// off whatever `other` is, as Triton's lowering does (its pipeliner
    /// selects `other` after the `local_load` where it is not zero).
    fn async_copy(&mut self, args: &[Value]) -> Result<()> {
        let (ptr, dst) = (args[0], args[1]);
        let mask = args.get(2).copied();
        let view = self.view(self.func.dfg.value_type(dst))?;
        let at = self.memdesc(dst)?;
        let ptr_ty = self.func.dfg.value_type(ptr);
        let id = self.access_layout(ptr_ty, &view)?;
        let vec = self.copy_vec(ptr, mask, id)?;
        let vec = vec.min(view.sw.map_or(usize::MAX, |s| s.vec as usize));
        let bytes = vec as u32 * view.bytes;
        if !matches!(bytes, 4 | 8 | 16) {
            return Err(self.unsupported(format_args!(
                "ttg.async_copy_global_to_local of {bytes}-byte vectors (cp.async copies 4, 8 \
                 or 16 bytes)"
            )));
        }
        let swizzled = view.sw.map(|s| (s, self.swizzled_address(id, s)));
        let n = self.layouts.get(id).num_regs();
        let mut sums = StagedSums::new();
        for start in (0..n).step_by(vec) {
            let (addr, offset) = self.access_address(
                id,
                start,
                u64::from(view.bytes),
                swizzled.as_ref().map(|(s, a)| (*s, a)),
            );
            let addr = match at.stage {
                Some(s) => self.staged(addr, s, &mut sums),
                None => addr,
            };
            let src_size = match mask {
                Some(m) => {
                    let on = self.reg(m, start);
                    Some(self.select(
                        MirType::I32,
                        on,
                        Operand::Imm(u64::from(bytes)),
                        Operand::Imm(0),
                    ))
                }
                None => None,
            };
            self.b.ins(InstData::CpAsync {
                bytes: bytes as u8,
                dst: addr,
                offset: offset + at.region,
                src: self.reg(ptr, start),
                src_size,
            });
        }
        self.no_registers()
    }
}

impl Ctx<'_> {
    /// Elements per copy of the copy being lowered, from pointer tile `ptr`
    /// accessed through layout `id`: the run of its registers along the
    /// tile's rows (the layout's last dimension), as long as the pointers are
    /// contiguous and aligned and the mask constant over it, 16 bytes at
    /// most. The pointers' contiguity is ours or, where larger, the op's
    /// `contiguity` attribute: Triton's AxisInfo, which assumes that index
    /// arithmetic does not wrap (ours does not assume it of a remainder,
    /// `(pid * BLOCK + arange(BLOCK)) % N`), and which Triton's own code for
    /// the op relies on too.
    fn copy_vec(&mut self, ptr: Value, mask: Option<Value>, id: LayoutId) -> Result<usize> {
        let l = self.layouts.get(id);
        let (dim, run) = l.contiguous_regs();
        if dim + 1 != l.rank {
            return Ok(1);
        }
        let plan = self.plan(ptr, mask)?;
        let inst = self.inst.expect("an instruction");
        let given = int_attr(self.func.dfg.inst(inst), "contiguity")
            .unwrap_or(1)
            .max(1) as usize;
        let ptr_dim = self
            .layout(self.func.dfg.value_type(ptr))?
            .contiguous_regs()
            .0;
        let mut vec = run
            .min(plan.vec.max(given))
            .min((128 / plan.elem.bits().max(8)) as usize);
        if let Some(m) = mask.filter(|&m| self.types.is_tensor(self.func.dfg.value_type(m))) {
            vec = vec.min(self.axis.mask_alignment(m, ptr_dim).max(1) as usize);
        }
        Ok(vec.max(1))
    }
}

/// The integer attribute `name` of a generic op.
fn int_attr(data: &InstructionData, name: &str) -> Option<i64> {
    match data {
        InstructionData::Generic { attrs, .. } => tilelift_ir::attrs::int_attr(attrs, name),
        _ => None,
    }
}

/// The instructions of `func` that need a barrier before them, by Triton's
/// membar rules at buffer granularity: a read of a buffer with writes since
/// the last barrier, and a write of one with reads or writes since then. A
/// `ttg.async_wait` is followed by a barrier ([`Ctx::lower_local`]), so the
/// copies it waited for need no more. A copy after a read of its buffer
/// needs one too, whatever the read's token: Triton's pipeliner keeps
/// `num_stages - 1` buffers and copies into the one the iteration has just
/// read (Triton 3.6's sm_80 code for `triton_matmul_fp16_128x128x32` has
/// that barrier before its copies; session 9 left it out, taking Triton's
/// AMD-only filter of reads with a wait's token for a general rule). Loops
/// and branches are solved to a fixpoint; the state is a set of buffers per
/// kind of access.
#[cfg(test)]
pub fn barriers(func: &Function) -> HashSet<Inst> {
    barriers_aliased(func, &HashMap::new())
}

/// [`barriers`], where `alias` gives an allocation (by its `local_alloc`,
/// in the function's order) the mask of the allocations that share its
/// bytes (each allocation's bit is `1 << (its index % 64)`); those not in
/// it share bytes with no other.
pub(crate) fn barriers_aliased(func: &Function, alias: &HashMap<Inst, u64>) -> HashSet<Inst> {
    let mut m = Membar {
        func,
        allocs: HashMap::new(),
        out: HashSet::new(),
    };
    for (i, d) in func.dfg.insts() {
        if d.opcode() == Opcode::LocalAlloc {
            if let Some(v) = func.dfg.first_result(i) {
                let bit = 1u64 << (m.allocs.len() % 64);
                m.allocs.insert(v, alias.get(&i).copied().unwrap_or(bit));
            }
        }
    }
    let entry = func.entry_block();
    m.block(entry, Pending::default());
    m.out
}

/// Buffers accessed since the last barrier, one bit each.
#[derive(Copy, Clone, Default, PartialEq, Eq)]
struct Pending {
    /// By stores (`local_alloc` with a value, `local_store`).
    writes: u64,
    /// By loads.
    reads: u64,
}

impl Pending {
    fn join(self, o: Pending) -> Pending {
        Pending {
            writes: self.writes | o.writes,
            reads: self.reads | o.reads,
        }
    }
}

struct Membar<'a> {
    func: &'a Function,
    /// Each allocation's bit.
    allocs: HashMap<Value, u64>,
    out: HashSet<Inst>,
}

impl Membar<'_> {
    /// The buffers memdesc `v` may be: its allocation's, through views; all
    /// where that is not known.
    fn buffers(&self, mut v: Value) -> u64 {
        loop {
            if let Some(&bit) = self.allocs.get(&v) {
                return bit;
            }
            match self.func.dfg.value_def(v) {
                ValueDef::Result(i, _)
                    if matches!(
                        self.func.dfg.inst(i).opcode(),
                        Opcode::MemDescIndex | Opcode::MemDescSubview | Opcode::MemDescTrans
                    ) =>
                {
                    v = self.func.dfg.inst(i).args()[0];
                }
                _ => return u64::MAX,
            }
        }
    }

    fn barrier(&mut self, inst: Inst, p: &mut Pending) {
        self.out.insert(inst);
        *p = Pending::default();
    }

    /// The state after `block`, from `p` before it.
    fn block(&mut self, block: tilelift_ir::Block, mut p: Pending) -> Pending {
        for inst in self.func.order.insts(block) {
            p = self.inst(inst, p);
        }
        p
    }

    fn region(&mut self, region: tilelift_ir::Region, p: Pending) -> Pending {
        match self.func.order.entry_block(region) {
            Some(b) => self.block(b, p),
            None => p,
        }
    }

    fn inst(&mut self, inst: Inst, mut p: Pending) -> Pending {
        let data = self.func.dfg.inst(inst);
        let args = data.args();
        match data {
            InstructionData::For { body, .. } => return self.looped(&[*body], p),
            InstructionData::While { before, after, .. } => {
                // The loop leaves after `before`.
                let (b, a) = (*before, *after);
                let head = self.looped(&[b, a], p);
                return self.region(b, head);
            }
            InstructionData::If {
                then_region,
                else_region,
                ..
            } => {
                let (t, e) = (*then_region, *else_region);
                let a = self.region(t, p);
                return self.region(e, p).join(a);
            }
            _ => {}
        }
        match data.opcode() {
            Opcode::WarpGroupDot => {
                let b = self.buffers(args[0]) | self.buffers(args[1]);
                if p.writes & b != 0 {
                    self.barrier(inst, &mut p);
                }
                p.reads |= b;
            }
            Opcode::LocalLoad => {
                let b = self.buffers(args[0]);
                if p.writes & b != 0 {
                    self.barrier(inst, &mut p);
                }
                p.reads |= b;
            }
            Opcode::LocalStore | Opcode::LocalAlloc => {
                let b = match data.opcode() {
                    Opcode::LocalStore => self.buffers(args[1]),
                    _ if args.is_empty() => return p,
                    _ => self
                        .func
                        .dfg
                        .first_result(inst)
                        .map_or(u64::MAX, |v| self.buffers(v)),
                };
                if (p.writes | p.reads) & b != 0 {
                    self.barrier(inst, &mut p);
                }
                p.writes |= b;
            }
            Opcode::AsyncCopyGlobalToLocal if (p.writes | p.reads) & self.buffers(args[1]) != 0 => {
                self.barrier(inst, &mut p);
            }
            // An mbarrier is written by the leader's init and inval, read by
            // every other use: each thread's use after the init, the inval
            // after every thread's wait. The inits (and invals) of one
            // allocation's barriers do not wait for each other.
            Opcode::InitBarrier | Opcode::InvalBarrier => {
                let b = self.buffers(args[0]);
                if p.reads & b != 0 {
                    self.barrier(inst, &mut p);
                }
                p.writes |= b;
            }
            Opcode::BarrierExpect | Opcode::WaitBarrier => {
                let b = self.buffers(args[0]);
                if p.writes & b != 0 {
                    self.barrier(inst, &mut p);
                }
                p.reads |= b;
            }
            // A TMA copy into a buffer after its reads (or writes) by the
            // threads, as a `cp.async`; its barrier read. The copy's own
            // write is waited for on the barrier.
            Opcode::AsyncTmaCopyGlobalToLocal => {
                let n = args.len();
                let (dst, bar) = (self.buffers(args[n - 3]), self.buffers(args[n - 2]));
                if (p.writes | p.reads) & dst != 0 || p.writes & bar != 0 {
                    self.barrier(inst, &mut p);
                }
                p.reads |= bar;
            }
            // A TMA copy from a buffer after the threads' writes of it; its
            // read keeps later writes of the buffer waiting for it.
            Opcode::AsyncTmaCopyLocalToGlobal => {
                let b = self.buffers(args[args.len() - 1]);
                if p.writes & b != 0 {
                    self.barrier(inst, &mut p);
                }
                p.reads |= b;
            }
            Opcode::AsyncWait | Opcode::GpuBarrier | Opcode::TtgBarrier => {
                p = Pending::default();
            }
            _ => {}
        }
        p
    }

    /// A loop of `regions` (run in turn, then again): the state at its head
    /// joins the state before it and after each turn, until it holds; the
    /// loop may run no turn.
    fn looped(&mut self, regions: &[tilelift_ir::Region], before: Pending) -> Pending {
        let mut head = before;
        loop {
            let mut p = head;
            for &r in regions {
                p = self.region(r, p);
            }
            let next = head.join(p);
            if next == head {
                return head;
            }
            head = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::barriers;

    const HEAD: &str = r#"
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<f32>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %x = arith.constant dense<1.000000e+00> : tensor<256xf32, #blocked>
    %ptrs = tt.splat %p : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
"#;
    const TAIL: &str = "    tt.return\n  }\n}\n";

    /// The names of the results of the instructions that need a barrier
    /// before them, in `body` (between the common head and tail).
    fn barrier_names(body: &str) -> Vec<String> {
        let text = format!("{HEAD}{body}{TAIL}");
        let (module, _) = tilelift_ir::parse_module(&text).unwrap();
        let func = module.funcs.values().next().unwrap();
        let mut names: Vec<String> = barriers(func)
            .into_iter()
            .map(|i| {
                let v = func.dfg.first_result(i).expect("a result");
                func.dfg.value_name(v).unwrap().to_string()
            })
            .collect();
        names.sort();
        names
    }

    const M: &str = "!ttg.memdesc<256xf32, #shared, #smem, mutable>";
    const T: &str = "tensor<256xf32, #blocked>";

    #[test]
    fn a_read_after_a_store_waits_and_a_second_buffer_does_not() {
        let body = format!(
            "    %a = ttg.local_alloc %x : ({T}) -> {M}\n\
             \x20   %b = ttg.local_alloc %x : ({T}) -> {M}\n\
             \x20   %la = ttg.local_load %a : {M} -> {T}\n\
             \x20   %lb = ttg.local_load %b : {M} -> {T}\n"
        );
        // One barrier orders both stores before both reads.
        assert_eq!(barrier_names(&body), ["la"]);
    }

    #[test]
    fn a_loop_that_stores_and_reads_one_buffer_waits_twice() {
        let body = format!(
            "    scf.for %i = %c0 to %n step %c1  : i32 {{\n\
             \x20     %k = ttg.local_alloc %x : ({T}) -> {M}\n\
             \x20     %lk = ttg.local_load %k : {M} -> {T}\n\
             \x20   }}\n"
        );
        // The read after the store, and the next iteration's store after the
        // read (write after read, through the back edge).
        assert_eq!(barrier_names(&body), ["k", "lk"]);
    }

    #[test]
    fn copies_after_reads_wait_for_them() {
        // Triton's pipelined loop: the wait's barrier orders the copies
        // before the read; the next copy into the buffer just read waits for
        // every thread's read, whatever the read's token.
        let body = format!(
            "    %buf = ttg.local_alloc : () -> {M}\n\
             \x20   %t0 = ttg.async_copy_global_to_local %ptrs, %buf : tensor<256x!tt.ptr<f32>, #blocked> -> <256xf32, #shared, #smem, mutable>\n\
             \x20   %g0 = ttg.async_commit_group tokens %t0\n\
             \x20   scf.for %i = %c0 to %n step %c1  : i32 {{\n\
             \x20     %w = ttg.async_wait %g0 {{num = 0 : i32}}\n\
             \x20     %l = ttg.local_load %buf token %w : {M} -> {T}\n\
             \x20     %t1 = ttg.async_copy_global_to_local %ptrs, %buf : tensor<256x!tt.ptr<f32>, #blocked> -> <256xf32, #shared, #smem, mutable>\n\
             \x20   }}\n"
        );
        assert_eq!(barrier_names(&body), ["t1"]);
        let unsynced = body.replace(" token %w", "");
        assert_eq!(barrier_names(&unsynced), ["t1"]);
    }
}
