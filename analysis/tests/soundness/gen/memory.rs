//! Pointers, loads, stores and atomics; every access stays inside its buffer.

use super::{Gen, Kind, Role, Val, OFFSET_MASK};
use tilelift_ir::attrs::{MemFlags, MemSemantic, MemSyncScope, RmwOp};
use tilelift_ir::builder::InstBuilder;
use tilelift_ir::Value;

/// Pointers and memory.
impl Gen<'_, '_, '_> {
    /// In-bounds pointers into `buf` of `shape`: its argument (or a pointer value of
    /// the buffer within `0..=OFFSET_MASK`) plus offsets in `0..=OFFSET_MASK`.
    pub(super) fn pointers(&mut self, buf: usize, shape: &[i64]) -> Val {
        let base = self
            .find(|v| {
                matches!(v.kind, Kind::Ptr { buf: b, lo, hi } if b == buf && lo >= 0 && hi <= OFFSET_MASK)
                    && (v.shape.is_empty() || v.shape == shape)
            })
            .expect("the argument is always in scope");
        if shape.is_empty() && base.shape.is_empty() && self.rng.chance(50) {
            return base;
        }
        let offs = self.offsets(shape);
        let Kind::Ptr { lo, hi, .. } = base.kind else {
            unreachable!()
        };
        let base_v = if base.shape.is_empty() && !shape.is_empty() {
            self.b.ins().splat(base.v, shape)
        } else {
            base.v
        };
        let v = self.b.ins().addptr(base_v, offs.v);
        let kind = Kind::Ptr {
            buf,
            lo,
            hi: hi + offs.bound as i64,
        };
        self.push(v, kind, shape, 0, true)
    }

    /// Offsets in `0..=OFFSET_MASK` of `shape`: a small non-negative value, or any
    /// value masked.
    pub(super) fn offsets(&mut self, shape: &[i64]) -> Val {
        let x = self.operand(32, shape);
        if x.nonneg && x.bound <= i128::from(OFFSET_MASK) {
            return x;
        }
        let mask = self.constant_of(32, shape, Some(OFFSET_MASK));
        let v = self.b.ins().andi(x.v, mask.v);
        self.push(v, Kind::Int(32), shape, i128::from(OFFSET_MASK), true)
    }

    pub(super) fn mask_of(&mut self, shape: &[i64]) -> Option<Value> {
        if !self.rng.chance(60) {
            return None;
        }
        if let Some(m) = self.int_of(1, shape) {
            return Some(m.v);
        }
        let a = self.operand(32, shape);
        let b = self.operand(32, shape);
        self.cmp(&a, &b);
        Some(self.vals.last().expect("the mask").v)
    }

    pub(super) fn buffer(&mut self, role: Role) -> Option<usize> {
        let found: Vec<usize> = (0..self.buffers.len())
            .filter(|&i| self.buffers[i].role == role)
            .collect();
        (!found.is_empty()).then(|| found[self.rng.below(found.len())])
    }

    pub(super) fn load(&mut self) {
        let Some(buf) = self.buffer(Role::Read) else {
            return;
        };
        let shape = if self.rng.chance(15) {
            vec![]
        } else {
            self.random_shape()
        };
        let ptrs = self.pointers(buf, &shape);
        let bits = self.buffers[buf].elem_bits;
        let mask = self.mask_of(&shape);
        let other = match mask {
            Some(_) if self.rng.chance(50) => Some(self.operand(bits, &shape)),
            _ => None,
        };
        let v = self.b.ins().load(
            ptrs.v,
            mask,
            other.as_ref().map(|o| o.v),
            MemFlags::default(),
        );
        let contents = &self.buffers[buf].contents;
        let mut bound = contents
            .iter()
            .map(|c| i128::from(c.abs()))
            .max()
            .unwrap_or(0);
        let mut nonneg = contents.iter().all(|&c| c >= 0);
        if let Some(o) = &other {
            bound = bound.max(o.bound);
            nonneg &= o.nonneg;
        }
        let val = self.push(v, Kind::Int(bits), &shape, bound, nonneg);
        if bits < 32 {
            let ty = self.int_ty(32);
            let w = self.b.ins().extsi(val.v, ty);
            self.push_int(w, 32, &shape, bound, nonneg);
        }
    }

    pub(super) fn store_any(&mut self) {
        if let Some(buf) = self.buffer(Role::Write) {
            self.store(buf);
        }
    }

    pub(super) fn store(&mut self, buf: usize) {
        let shape = self.random_shape();
        let ptrs = self.pointers(buf, &shape);
        let value = self.operand(self.buffers[buf].elem_bits, &shape);
        let mask = self.mask_of(&shape);
        self.b
            .ins()
            .store(ptrs.v, value.v, mask, MemFlags::default());
    }

    pub(super) fn atomic(&mut self) {
        let Some(buf) = self.buffer(Role::Atomic) else {
            return;
        };
        let shape = self.random_shape();
        let ptrs = self.pointers(buf, &shape);
        let add = self.rng.range(0, 3);
        let value = self.constant_of(32, &shape, Some(add));
        let mask = self.mask_of(&shape);
        let v = self.b.ins().atomic_rmw(
            RmwOp::Add,
            MemSemantic::AcqRel,
            MemSyncScope::Gpu,
            ptrs.v,
            value.v,
            mask,
        );
        self.push_int(v, 32, &shape, 1 << 26, false);
    }

    /// `addptr` of any pointer and offset: the pointer may leave its buffer; only
    /// loads and stores need it inside.
    pub(super) fn addptr(&mut self) {
        let Some(p) = self.find(|v| matches!(v.kind, Kind::Ptr { .. })) else {
            return;
        };
        let bits = self.rng.pick(&[32, 64]);
        let off = self.operand(bits, &p.shape);
        let Kind::Ptr { buf, lo, hi } = p.kind else {
            unreachable!()
        };
        let v = self.b.ins().addptr(p.v, off.v);
        let b = off.bound.min(i128::from(i32::MAX)) as i64;
        let kind = Kind::Ptr {
            buf,
            lo: if off.nonneg { lo } else { lo - b },
            hi: hi + b,
        };
        self.push(v, kind, &p.shape, 0, true);
    }
}
