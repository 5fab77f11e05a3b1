//! `tt.atomic_rmw` and `tt.atomic_cas`: one atomic per element a thread holds.
//!
//! Each element's atomic is predicated on its mask bit and, where several threads
//! hold copies of the element, on being the copy's owner (so that an add is done
//! once): the thread whose copy bits ([`super::tile::TileLayout::free_thread_mask`]) are
//! clear, and in it the first register holding the element. A masked-off
//! element's old value is 0, as in the interpreter. Where the old values are
//! used, the owner passes each to its copies, as Triton does: a register copy
//! takes its original's; copies in other lanes of the warp read the owner
//! lane's with `shfl.sync.idx`; copies in other warps read it from shared
//! memory, where each owner thread stores its registers (one slot per owner
//! thread and register) before a barrier. A scalar atomic is done by thread 0
//! alone; where its old value is used, thread 0 passes it to the others
//! through shared memory. Float `max` and `min`, which PTX lacks,
//! follow Triton: on the bit patterns, a signed `max` where the operand is not
//! negative and an unsigned `min` where it is (the mirror for `min`).

use super::program::bits_of_tid;
use super::tile::{Coord, LayoutId};
use super::{Ctx, Result};
use hashbrown::HashMap;
use smallvec::SmallVec;
use tilelift_ir::attrs::{MemSemantic, MemSyncScope, RmwOp};
use tilelift_ir::{InstructionData, Value};
use tilelift_mir::{AtomicOp, BinaryOp, Cond, InstData, MemOrder, MemScope, Operand, Reg, Type};
use tilelift_mir::{MemSpace, ShuffleKind, UnaryOp};

/// One element's atomic, before predication.
#[derive(Copy, Clone)]
struct Access {
    op: AtomicOp,
    ty: Type,
    order: MemOrder,
    scope: MemScope,
}

impl Ctx<'_> {
    /// `tt.atomic_rmw`, `tt.atomic_cas`.
    pub(super) fn lower_atomic(&mut self, data: &InstructionData) -> Result<()> {
        let result = self.result();
        let ty = self.value_elem_type(result)?;
        // 16-bit floats: only `fadd` (`atom.add.noftz.f16`/`.bf16`); PTX has
        // no other 16-bit read-modify-write.
        let half_add = matches!(ty, Type::F16 | Type::BF16)
            && matches!(
                data,
                InstructionData::AtomicRmw {
                    op: RmwOp::Add | RmwOp::FAdd,
                    ..
                }
            );
        if !matches!(ty.bits(), 32 | 64) && !half_add {
            return Err(self.unsupported(format_args!("{} on {ty}", data.opcode().name())));
        }
        let (op, access, ptr, vals, mask) = self.atomic_parts(data, ty)?;
        let ptr_ty = self.func.dfg.value_type(ptr);
        let layout = self.tensor_layout_id(ptr_ty)?;
        let owner = self.owner_pred(layout);
        let used = self.is_used(result);
        let originals = layout.map(|id| register_originals(&self.layouts.get(id).regs));
        let mut out: SmallVec<[Reg; 16]> = SmallVec::new();
        for i in 0..self.num_regs(ptr_ty)? {
            if let Some(&orig) = originals
                .as_ref()
                .and_then(|o| o.get(i))
                .filter(|&&o| o != i)
            {
                out.push(out[orig]);
                continue;
            }
            let pred = self.element_pred(mask, owner, i);
            let addr = self.reg(ptr, i);
            let args = vals.map(|v| v.map_or(Operand::Imm(0), |v| self.opnd(v, i)));
            let old = match op {
                Some(_) => self.atomic(access, addr, args, pred),
                None => self.float_min_max(data, access, addr, args[0], pred)?,
            };
            out.push(old);
        }
        match layout {
            None if owner.is_some() && used => out[0] = self.broadcast_from_thread0(ty, out[0]),
            Some(id) if owner.is_some() && used => self.share_with_copies(id, ty, &mut out)?,
            _ => {}
        }
        self.set(result, &out);
        Ok(())
    }

    /// The operation (`None` for float `max`/`min`), the access, the pointer,
    /// the value operands and the mask of an atomic op.
    #[allow(clippy::type_complexity)]
    fn atomic_parts(
        &self,
        data: &InstructionData,
        ty: Type,
    ) -> Result<(
        Option<AtomicOp>,
        Access,
        Value,
        [Option<Value>; 2],
        Option<Value>,
    )> {
        let (op, sem, scope, ptr, vals, mask) = match data {
            InstructionData::AtomicRmw {
                op,
                sem,
                scope,
                args,
                ..
            } => (
                self.rmw_op(*op, ty)?,
                *sem,
                *scope,
                args[0],
                [Some(args[1]), None],
                args.get(2).copied(),
            ),
            InstructionData::AtomicCas {
                sem, scope, args, ..
            } => (
                Some(AtomicOp::Cas),
                *sem,
                *scope,
                args[0],
                [Some(args[1]), Some(args[2])],
                None,
            ),
            _ => return Err(self.unsupported(data.opcode().name())),
        };
        let access = Access {
            op: op.unwrap_or(AtomicOp::MaxS),
            ty,
            order: mem_order(sem),
            scope: mem_scope(scope),
        };
        Ok((op, access, ptr, vals, mask))
    }

    /// The predicate of element `i`: its mask bit, and being the owner of
    /// copies of it.
    fn element_pred(&mut self, mask: Option<Value>, owner: Option<Reg>, i: usize) -> Option<Reg> {
        match (mask.map(|m| self.reg(m, i)), owner) {
            (Some(m), Some(o)) => {
                Some(
                    self.b
                        .binary(BinaryOp::And, Type::Pred, Operand::Reg(m), Operand::Reg(o)),
                )
            }
            (m, o) => m.or(o),
        }
    }

    /// The MIR operation of `op` on `ty`; `None` for float `max` and `min`.
    fn rmw_op(&self, op: RmwOp, ty: Type) -> Result<Option<AtomicOp>> {
        let float_ok = |a: AtomicOp| match ty {
            Type::F16 if self.target.f16_atomic_add => Ok(Some(a)),
            Type::BF16 if self.target.bf16_atomic_add => Ok(Some(a)),
            Type::F16 | Type::BF16 => Err(self.unsupported(format_args!(
                "tt.atomic_rmw on {ty} on this target (16-bit float atomics need sm_70, \
                 bf16 sm_90)"
            ))),
            _ if ty.is_float() && ty != Type::F32 && ty != Type::F64 => {
                Err(self.unsupported(format_args!("tt.atomic_rmw on {ty}")))
            }
            _ => Ok(Some(a)),
        };
        match op {
            RmwOp::Add | RmwOp::FAdd => float_ok(AtomicOp::Add),
            RmwOp::Max | RmwOp::Min if ty == Type::F32 => Ok(None),
            _ if ty.is_float() && op != RmwOp::Xchg => {
                Err(self.unsupported(format_args!("tt.atomic_rmw {} on {ty}", op.name())))
            }
            RmwOp::And => Ok(Some(AtomicOp::And)),
            RmwOp::Or => Ok(Some(AtomicOp::Or)),
            RmwOp::Xor => Ok(Some(AtomicOp::Xor)),
            RmwOp::Max => Ok(Some(AtomicOp::MaxS)),
            RmwOp::Min => Ok(Some(AtomicOp::MinS)),
            RmwOp::UMax => Ok(Some(AtomicOp::MaxU)),
            RmwOp::UMin => Ok(Some(AtomicOp::MinU)),
            RmwOp::Xchg => Ok(Some(AtomicOp::Exch)),
        }
    }

    /// One atomic; its old value.
    fn atomic(&mut self, a: Access, addr: Reg, args: [Operand; 2], pred: Option<Reg>) -> Reg {
        let dst = self.b.reg(a.ty);
        self.b.ins(InstData::Atomic {
            space: tilelift_mir::MemSpace::Global,
            op: a.op,
            ty: a.ty,
            order: a.order,
            scope: a.scope,
            dst,
            addr,
            args,
            pred,
        });
        dst
    }

    /// Float `max`/`min` through a signed and an unsigned integer atomic.
    fn float_min_max(
        &mut self,
        data: &InstructionData,
        a: Access,
        addr: Reg,
        val: Operand,
        pred: Option<Reg>,
    ) -> Result<Reg> {
        let is_max = matches!(data, InstructionData::AtomicRmw { op: RmwOp::Max, .. });
        let v = self.materialize(Type::F32, val);
        let bits = self.b.unary(UnaryOp::Mov, Type::I32, Operand::Reg(v));
        let neg = self.cmp(Cond::SLt, Type::I32, Operand::Reg(bits), Operand::Imm(0));
        let pos = self.b.unary(UnaryOp::Not, Type::Pred, Operand::Reg(neg));
        let (p_pos, p_neg) = match pred {
            Some(p) => (self.and_pred(p, Some(pos)), self.and_pred(p, Some(neg))),
            None => (pos, neg),
        };
        let (op_pos, op_neg) = if is_max {
            (AtomicOp::MaxS, AtomicOp::MinU)
        } else {
            (AtomicOp::MinS, AtomicOp::MaxU)
        };
        let int = Access { ty: Type::I32, ..a };
        let args = [Operand::Reg(bits), Operand::Imm(0)];
        let old_pos = self.atomic(Access { op: op_pos, ..int }, addr, args, Some(p_pos));
        let old_neg = self.atomic(Access { op: op_neg, ..int }, addr, args, Some(p_neg));
        let old = self.select(Type::I32, neg, Operand::Reg(old_neg), Operand::Reg(old_pos));
        Ok(self.b.unary(UnaryOp::Mov, Type::F32, Operand::Reg(old)))
    }

    /// Thread 0's `value` in every thread, through shared memory.
    fn broadcast_from_thread0(&mut self, ty: Type, value: Reg) -> Reg {
        let bytes = ty.bits() / 8;
        let at = self.scratch(bytes) as i32;
        let base = self.smem_base_reg();
        let owner = self.owner_pred(None);
        self.b.ins(InstData::Store {
            space: MemSpace::Shared,
            ty,
            srcs: smallvec::smallvec![Operand::Reg(value)],
            addr: base,
            offset: at,
            pred: owner,
            cache: Default::default(),
        });
        self.b.ins(InstData::Barrier);
        let dst = self.b.reg(ty);
        self.b.ins(InstData::Load {
            space: MemSpace::Shared,
            ty,
            dsts: smallvec::smallvec![dst],
            addr: base,
            offset: at,
            pred: None,
            others: SmallVec::new(),
            cache: Default::default(),
        });
        dst
    }

    /// Each register of `out` (its element's old value, valid in the element's
    /// owner thread) in every thread holding a copy of the element.
    fn share_with_copies(&mut self, id: LayoutId, ty: Type, out: &mut [Reg]) -> Result<()> {
        let free = self.layouts.get(id).free_thread_mask();
        let lanes = self.threads.lanes - 1;
        if free & !lanes == 0 {
            let owner_lane = self.prologue_binary(
                BinaryOp::And,
                Operand::Reg(self.tid),
                Operand::Imm(u64::from(lanes & !free)),
            );
            for v in out.iter_mut() {
                *v = self.shuffle_value(ShuffleKind::Idx, ty, *v, Operand::Reg(owner_lane));
            }
            return Ok(());
        }
        // Owner thread `t`'s register `r` at slot `r * owners + index(t)`, the
        // index being `t`'s bits other than the copy bits.
        let n_bits = self.threads.lane_bits() + self.threads.warp_bits();
        let mut next = 0;
        let values: SmallVec<[i32; 12]> = (0..n_bits)
            .map(|bit| {
                if free >> bit & 1 == 1 {
                    return 0;
                }
                next += 1;
                1 << (next - 1)
            })
            .collect();
        let owners = 1u64 << next;
        let bytes = u64::from(ty.bits() / 8);
        let stride = owners * bytes;
        let total = stride * out.len() as u64;
        if total > u64::from(self.target.max_shared_bytes) {
            return Err(self.shared_limit("the old values of an atomic", total));
        }
        let at = self.scratch(total as u32);
        let base = self.smem_base_reg();
        let addr = if next == 0 {
            base
        } else {
            let index = bits_of_tid(&mut self.b, self.tid, &values);
            let scaled =
                self.prologue_binary(BinaryOp::Mul, Operand::Reg(index), Operand::Imm(bytes));
            self.prologue_binary(BinaryOp::Add, Operand::Reg(scaled), Operand::Reg(base))
        };
        let owner = self.owner_pred(Some(id));
        for (r, &v) in out.iter().enumerate() {
            self.b.ins(InstData::Store {
                space: MemSpace::Shared,
                ty,
                srcs: smallvec::smallvec![Operand::Reg(v)],
                addr,
                offset: (u64::from(at) + r as u64 * stride) as i32,
                pred: owner,
                cache: Default::default(),
            });
        }
        self.b.ins(InstData::Barrier);
        for (r, v) in out.iter_mut().enumerate() {
            let dst = self.b.reg(ty);
            self.b.ins(InstData::Load {
                space: MemSpace::Shared,
                ty,
                dsts: smallvec::smallvec![dst],
                addr,
                offset: (u64::from(at) + r as u64 * stride) as i32,
                pred: None,
                others: SmallVec::new(),
                cache: Default::default(),
            });
            *v = dst;
        }
        Ok(())
    }

    /// Whether any instruction reads `value`.
    pub(super) fn is_used(&self, value: Value) -> bool {
        self.func
            .dfg
            .insts()
            .any(|(_, data)| data.args().contains(&value))
    }
}

/// For each register, the first register holding the same element (itself
/// unless the layout has a zero register basis).
fn register_originals(regs: &[Coord]) -> Vec<usize> {
    let mut first: HashMap<Coord, usize> = HashMap::with_capacity(regs.len());
    regs.iter()
        .enumerate()
        .map(|(i, c)| *first.entry(*c).or_insert(i))
        .collect()
}

fn mem_order(sem: MemSemantic) -> MemOrder {
    match sem {
        MemSemantic::Relaxed => MemOrder::Relaxed,
        MemSemantic::Acquire => MemOrder::Acquire,
        MemSemantic::Release => MemOrder::Release,
        MemSemantic::AcqRel => MemOrder::AcqRel,
    }
}

fn mem_scope(scope: MemSyncScope) -> MemScope {
    match scope {
        MemSyncScope::Gpu => MemScope::Gpu,
        MemSyncScope::Cta => MemScope::Cta,
        MemSyncScope::Sys => MemScope::Sys,
    }
}
