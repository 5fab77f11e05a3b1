//! Integer ops and casts.

use super::{bitwise_bound, full, limit, Gen, Kind, Val};
use tilelift_ir::attrs::IntCC;
use tilelift_ir::builder::InstBuilder;
use tilelift_ir::Value;

/// Integer ops.
impl Gen<'_, '_, '_> {
    /// A value of `bits` and `shape`: an existing one, or a splat or constant.
    pub(super) fn operand(&mut self, bits: u32, shape: &[i64]) -> Val {
        if self.rng.chance(70) {
            if let Some(v) = self.int_of(bits, shape) {
                return v;
            }
        }
        if !shape.is_empty() && self.rng.chance(50) {
            if let Some(x) = self.int_of(bits, &[]) {
                let v = self.b.ins().splat(x.v, shape);
                return self.push(v, x.kind, shape, x.bound, x.nonneg);
            }
        }
        self.constant_of(bits, shape, None)
    }

    pub(super) fn constant_of(&mut self, bits: u32, shape: &[i64], value: Option<i64>) -> Val {
        let lim = limit(bits) as i64;
        let value = value
            .unwrap_or_else(|| self.interesting(1 << 12))
            .clamp(-lim, lim);
        let ty = self.ty_of(Kind::Int(bits), shape);
        let v = self.b.ins().iconst(ty, value);
        self.push(
            v,
            Kind::Int(bits),
            shape,
            i128::from(value.abs()),
            value >= 0,
        )
    }

    pub(super) fn binary(&mut self) {
        let x = if self.rng.chance(20) {
            Some(self.block_offsets())
        } else {
            self.find(|v| matches!(v.kind, Kind::Int(32 | 64)))
        };
        let Some(x) = x else {
            return self.constant();
        };
        let Kind::Int(bits) = x.kind else {
            unreachable!()
        };
        let op = self.rng.below(13);
        let y = self.operand(bits, &x.shape);
        let (lim, any) = (limit(bits), full(bits));
        let (l, r) = (x.bound, y.bound);
        let both = x.nonneg && y.nonneg;
        let (v, bound, nonneg) = match op {
            0 if l + r <= lim => (self.b.ins().addi(x.v, y.v), l + r, both),
            1 if l + r <= lim => (self.b.ins().subi(x.v, y.v), l + r, false),
            2 if l * r <= lim => (self.b.ins().muli(x.v, y.v), l * r, both),
            3 => return self.div_rem(&x, bits),
            4 => return self.shift(&x, bits),
            5 => (
                self.b.ins().andi(x.v, y.v),
                bitwise_bound(l, r),
                x.nonneg || y.nonneg,
            ),
            6 => (self.b.ins().ori(x.v, y.v), bitwise_bound(l, r), both),
            7 => (self.b.ins().xori(x.v, y.v), bitwise_bound(l, r), both),
            8 => (self.b.ins().maxsi(x.v, y.v), l.max(r), x.nonneg || y.nonneg),
            9 => (self.b.ins().minsi(x.v, y.v), l.max(r), both),
            10 => {
                let v = if self.rng.chance(50) {
                    self.b.ins().maxui(x.v, y.v)
                } else {
                    self.b.ins().minui(x.v, y.v)
                };
                (v, if both { l.max(r) } else { any }, both)
            }
            11 => return self.cmp(&x, &y),
            _ => return self.select(&x, &y),
        };
        self.push(v, Kind::Int(bits), &x.shape, bound, nonneg);
    }

    pub(super) fn div_rem(&mut self, x: &Val, bits: u32) {
        let shape = x.shape.clone();
        let divisor = if self.rng.chance(50) {
            let c = self.rng.pick(&[1, 2, 4, 8, 16, 64, 3, 6, 48, -4, -1]);
            self.constant_of(bits, &shape, Some(c))
        } else {
            let y = self.operand(bits, &shape);
            let c = self.rng.pick(&[1, 2, 4, 16]);
            let c = self.constant_of(bits, &shape, Some(c));
            let v = self.b.ins().ori(y.v, c.v);
            self.push(
                v,
                Kind::Int(bits),
                &shape,
                bitwise_bound(y.bound, c.bound),
                y.nonneg,
            )
        };
        let signed = self.rng.chance(60);
        if signed && x.bound > limit(bits) {
            return;
        }
        let rem = self.rng.chance(50);
        let v = match (signed, rem) {
            (true, false) => self.b.ins().divsi(x.v, divisor.v),
            (true, true) => self.b.ins().remsi(x.v, divisor.v),
            (false, false) => self.b.ins().divui(x.v, divisor.v),
            (false, true) => self.b.ins().remui(x.v, divisor.v),
        };
        let unsigned_safe = x.nonneg && divisor.nonneg;
        let (bound, nonneg) = match (signed, rem) {
            (true, false) => (x.bound, x.nonneg && divisor.nonneg),
            (true, true) => (x.bound.min(divisor.bound), x.nonneg),
            (false, _) if unsigned_safe => (x.bound, true),
            (false, _) => (full(bits), false),
        };
        self.push(v, Kind::Int(bits), &shape, bound, nonneg);
    }

    pub(super) fn shift(&mut self, x: &Val, bits: u32) {
        let shape = x.shape.clone();
        let (amount, max_shift) = if self.rng.chance(60) {
            let s = self.rng.range(0, 8);
            (self.constant_of(bits, &shape, Some(s)), s)
        } else {
            let y = self.operand(bits, &shape);
            let mask = self.constant_of(bits, &shape, Some(7));
            let v = self.b.ins().andi(y.v, mask.v);
            (self.push(v, Kind::Int(bits), &shape, 7, true), 7)
        };
        let v = match self.rng.below(3) {
            0 if x.bound << max_shift <= limit(bits) => {
                let v = self.b.ins().shli(x.v, amount.v);
                return self.push_int(v, bits, &shape, x.bound << max_shift, x.nonneg);
            }
            1 => self.b.ins().shrsi(x.v, amount.v),
            _ => {
                let v = self.b.ins().shrui(x.v, amount.v);
                let bound = if x.nonneg { x.bound } else { full(bits) };
                return self.push_int(v, bits, &shape, bound, x.nonneg);
            }
        };
        self.push_int(v, bits, &shape, x.bound, x.nonneg);
    }

    pub(super) fn push_int(
        &mut self,
        v: Value,
        bits: u32,
        shape: &[i64],
        bound: i128,
        nonneg: bool,
    ) {
        self.push(v, Kind::Int(bits), shape, bound, nonneg);
    }

    pub(super) fn cmp(&mut self, x: &Val, y: &Val) {
        let cond = self.rng.pick(&[
            IntCC::Eq,
            IntCC::Ne,
            IntCC::Slt,
            IntCC::Sle,
            IntCC::Sgt,
            IntCC::Sge,
            IntCC::Ult,
            IntCC::Ule,
            IntCC::Ugt,
            IntCC::Uge,
        ]);
        let v = self.b.ins().cmpi(cond, x.v, y.v);
        self.push(v, Kind::Int(1), &x.shape, 1, true);
    }

    pub(super) fn select(&mut self, x: &Val, y: &Val) {
        let scalar_cond = x.shape.is_empty() || self.rng.chance(30);
        let cond_shape: Vec<i64> = if scalar_cond { vec![] } else { x.shape.clone() };
        let cond = match self.int_of(1, &cond_shape) {
            Some(c) => c,
            None => {
                let a = self.operand(32, &cond_shape);
                let b = self.operand(32, &cond_shape);
                self.cmp(&a, &b);
                self.vals.last().expect("the comparison").clone()
            }
        };
        let v = self.b.ins().select(cond.v, x.v, y.v);
        self.push(
            v,
            x.kind,
            &x.shape,
            x.bound.max(y.bound),
            x.nonneg && y.nonneg,
        );
    }

    pub(super) fn cast(&mut self) {
        let Some(x) = self.find(|v| matches!(v.kind, Kind::Int(_))) else {
            return;
        };
        let Kind::Int(bits) = x.kind else {
            unreachable!()
        };
        let shape = x.shape.clone();
        if matches!(bits, 32 | 64) && self.rng.chance(25) {
            return self.round_trip(&x, bits, &shape);
        }
        match bits {
            1 => {
                let ty = self.int_ty(32);
                let v = self.b.ins().extui(x.v, ty);
                self.push_int(v, 32, &shape, 1, true);
            }
            64 if x.bound <= limit(32) => {
                let ty = self.int_ty(32);
                let v = self.b.ins().trunci(x.v, ty);
                self.push_int(v, 32, &shape, x.bound, x.nonneg);
            }
            64 => {}
            _ => {
                let ty = self.int_ty(64);
                if self.rng.chance(50) {
                    let v = self.b.ins().extsi(x.v, ty);
                    self.push_int(v, 64, &shape, x.bound, x.nonneg);
                } else {
                    let v = self.b.ins().extui(x.v, ty);
                    let bound = if x.nonneg { x.bound } else { 1i128 << bits };
                    self.push_int(v, 64, &shape, bound, true);
                }
            }
        }
    }

    /// `x` through another type of its width and back: `arith.index_cast` to
    /// `index`, or `arith.bitcast` / `tt.bitcast` to the float of its width. The
    /// value comes back unchanged, each step analysed (the float in between
    /// gets no claim).
    fn round_trip(&mut self, x: &Val, bits: u32, shape: &[i64]) {
        let ty = self.int_ty(bits);
        let v = match self.rng.below(3) {
            0 => {
                let index = self.b.types().index();
                let i = self.b.ins().index_cast(x.v, index);
                self.b.ins().index_cast(i, ty)
            }
            k => {
                let float = if bits == 32 {
                    self.b.types().f32()
                } else {
                    self.b.types().f64()
                };
                if k == 1 {
                    let f = self.b.ins().arith_bitcast(x.v, float);
                    self.b.ins().arith_bitcast(f, ty)
                } else {
                    let f = self.b.ins().bitcast(x.v, float);
                    self.b.ins().bitcast(f, ty)
                }
            }
        };
        self.push_int(v, bits, shape, x.bound, x.nonneg);
    }
}
