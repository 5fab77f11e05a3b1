//! Constants, ranges, program ids and shape ops.

use super::{limit, Gen, Kind, Val};
use tilelift_ir::attrs::ProgramAxis;
use tilelift_ir::builder::InstBuilder;

impl Gen<'_, '_, '_> {
    pub(super) fn constant(&mut self) {
        let bits = self.rng.pick(&[32, 32, 32, 64]);
        let shape = if self.rng.chance(30) {
            vec![]
        } else {
            self.random_shape()
        };
        if shape.len() == 1 && self.rng.chance(20) {
            return self.dense(bits, shape[0]);
        }
        let value = self
            .interesting(1 << 20)
            .clamp(-(limit(bits) as i64), limit(bits) as i64);
        let ty = self.ty_of(Kind::Int(bits), &shape);
        let v = self.b.ins().iconst(ty, value);
        self.push(
            v,
            Kind::Int(bits),
            &shape,
            i128::from(value.abs()),
            value >= 0,
        );
    }

    /// A dense element list: runs of random lengths and steps.
    pub(super) fn dense(&mut self, bits: u32, n: i64) {
        let run = 1i64 << self.rng.below(4);
        let base = self.interesting(1000);
        let stride = self.rng.pick(&[0, 1, 1, 2]);
        let jump = self.rng.pick(&[16, 32, 5]);
        let elems: Vec<i64> = (0..n)
            .map(|i| base + (i / run) * jump + (i % run) * stride)
            .collect();
        let bound = elems.iter().map(|e| i128::from(e.abs())).max().unwrap_or(0);
        let nonneg = elems.iter().all(|&e| e >= 0);
        let raw: Vec<u64> = elems
            .iter()
            .map(|&e| (e as u64) & (u64::MAX >> (64 - bits)))
            .collect();
        let ty = self.ty_of(Kind::Int(bits), &[n]);
        let value = tilelift_ir::ConstantValue::Elements(raw.into());
        let v = self.b.ins().constant(ty, value);
        self.push(v, Kind::Int(bits), &[n], bound, nonneg);
    }

    pub(super) fn range(&mut self) {
        let extents: Vec<i64> = self
            .shapes
            .iter()
            .flatten()
            .copied()
            .filter(|&n| n > 1)
            .collect();
        let n = self.rng.pick(&extents);
        let multiple = 8 * self.rng.range(0, 20);
        let start = self.rng.pick(&[0, 0, 16, 64, 3, multiple]) as i32;
        let v = self.b.ins().make_range(start, start + n as i32);
        self.push(
            v,
            Kind::Int(32),
            &[n],
            i128::from(start) + i128::from(n),
            start >= 0,
        );
    }

    /// Triton's idiom `start + arange(0, n)`, with a start that may be negative.
    pub(super) fn block_offsets(&mut self) -> Val {
        let extents: Vec<i64> = self
            .shapes
            .iter()
            .flatten()
            .copied()
            .filter(|&n| n > 1)
            .collect();
        let n = self.rng.pick(&extents);
        let start = match self
            .find(|v| v.kind == Kind::Int(32) && v.shape.is_empty() && v.bound < 1 << 20)
        {
            Some(s) if self.rng.chance(60) => s,
            _ => {
                let c = self.rng.pick(&[-64, -16, -8, -4, -3, 16, 64]);
                self.constant_of(32, &[], Some(c))
            }
        };
        let range = self.b.ins().make_range(0, n as i32);
        self.push_int(range, 32, &[n], i128::from(n), true);
        let splat = self.b.ins().splat(start.v, &[n]);
        self.push_int(splat, 32, &[n], start.bound, start.nonneg);
        let v = self.b.ins().addi(splat, range);
        self.push(
            v,
            Kind::Int(32),
            &[n],
            start.bound + i128::from(n),
            start.nonneg,
        )
    }

    pub(super) fn program_info(&mut self) {
        let axis = self.rng.pick(&[ProgramAxis::X, ProgramAxis::Y]);
        let (v, bound) = if self.rng.chance(70) {
            (self.b.ins().get_program_id(axis), 1)
        } else {
            (self.b.ins().get_num_programs(axis), 2)
        };
        self.push(v, Kind::Int(32), &[], bound, true);
    }

    pub(super) fn splat(&mut self) {
        let Some(x) = self.find(|v| v.shape.is_empty() && v.kind != Kind::Int(1)) else {
            return;
        };
        let shape = self.random_shape();
        let v = self.b.ins().splat(x.v, &shape);
        self.push(v, x.kind, &shape, x.bound, x.nonneg);
    }

    pub(super) fn expand_broadcast(&mut self) {
        if let Some(x) = self.find(|v| v.shape.len() == 2 && v.shape.contains(&1)) {
            let mut shape = x.shape.clone();
            let d = if shape[0] == 1 { 0 } else { 1 };
            shape[d] = self.rng.pick(&[2, 4, 8, 16]).min(128 / shape[1 - d]);
            let v = self.b.ins().broadcast(x.v, &shape);
            self.push(v, x.kind, &shape, x.bound, x.nonneg);
            return;
        }
        let Some(x) = self.find(|v| v.shape.len() == 1) else {
            return;
        };
        let axis = self.rng.below(2) as u32;
        let v = self.b.ins().expand_dims(x.v, axis);
        let mut shape = x.shape.clone();
        shape.insert(axis as usize, 1);
        self.push(v, x.kind, &shape, x.bound, x.nonneg);
    }

    pub(super) fn reshape_trans(&mut self) {
        let Some(x) = self.find(|v| !v.shape.is_empty()) else {
            return;
        };
        if x.shape.len() == 2 && self.rng.chance(50) {
            let v = self.b.ins().trans(x.v, &[1, 0]);
            let shape = vec![x.shape[1], x.shape[0]];
            self.push(v, x.kind, &shape, x.bound, x.nonneg);
            return;
        }
        let n: i64 = x.shape.iter().product();
        let shape = if x.shape.len() == 2 || n < 4 {
            vec![n]
        } else {
            let a = 1i64 << self.rng.range(1, n.trailing_zeros() as i64 - 1);
            vec![a, n / a]
        };
        let flags = tilelift_ir::builder::ReshapeFlags {
            allow_reorder: self.rng.chance(10),
            efficient_layout: false,
        };
        let v = self.b.ins().reshape_with(x.v, &shape, flags);
        self.push(v, x.kind, &shape, x.bound, x.nonneg);
    }
}
