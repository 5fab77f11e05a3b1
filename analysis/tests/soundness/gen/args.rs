//! The kernel's arguments, with the values that honour their hints.

use super::{limit, Arg, Buffer, Gen, Kind, Role, BUF_LEN};
use tilelift_ir::builder::InstBuilder;
use tilelift_ir::{ArgAttrs, Value};

/// Arguments and the end of the function.
impl Gen<'_, '_, '_> {
    pub(super) fn make_args(&mut self) {
        let roles = [Role::Read, Role::Read, Role::Write, Role::Atomic];
        let n_read = self.rng.range(1, 2) as usize;
        for (i, &role) in roles.iter().enumerate() {
            if (i < 2 && i >= n_read) || (role == Role::Atomic && self.rng.chance(50)) {
                continue;
            }
            self.ptr_arg(role);
        }
        for _ in 0..self.rng.range(1, 4) {
            self.int_arg(32);
        }
        if self.rng.chance(30) {
            self.int_arg(64);
        }
        if self.rng.chance(30) {
            let value = self.rng.chance(50);
            let i1 = self.int_ty(1);
            let v = self.b.append_arg(i1);
            self.args.push(Arg::I1(value));
            self.push(v, Kind::Int(1), &[], 1, true);
        }
    }

    pub(super) fn ptr_arg(&mut self, role: Role) {
        let elem_bits = match role {
            Role::Atomic => 32,
            _ => self.rng.pick(&[8, 16, 32, 32, 32, 64]),
        };
        let elem_bytes = u64::from(elem_bits / 8);
        let hint = self.rng.pick(&[0u32, 4, 8, 16, 16, 16, 32, 64, 128, 256]);
        let unit = u64::from(hint).max(elem_bytes);
        let offset_bytes = unit * self.rng.below((256 / unit as usize).max(1)) as u64;
        let bound = match role {
            Role::Read => self
                .rng
                .pick(&[1i64, 100, 1 << 14])
                .min(limit(elem_bits) as i64),
            _ => 100,
        };
        let lo = if self.rng.chance(50) { 0 } else { -bound };
        let contents = (0..BUF_LEN).map(|_| self.rng.range(lo, bound)).collect();
        let buf = self.buffers.len();
        self.buffers.push(Buffer {
            elem_bits,
            offset_bytes,
            contents,
            role,
        });
        let attrs = ArgAttrs {
            divisibility: (hint > 0).then_some(hint),
            ..ArgAttrs::default()
        };
        let kind = Kind::Ptr { buf, lo: 0, hi: 0 };
        let ty = self.ty_of(kind, &[]);
        let v = self.b.append_arg_with_attrs(ty, attrs);
        self.args.push(Arg::Buffer(buf));
        self.push(v, kind, &[], 0, true);
    }

    pub(super) fn int_arg(&mut self, bits: u32) {
        let hint = self.rng.pick(&[0u32, 0, 2, 4, 8, 16, 16, 64]);
        let k = self.rng.range(-8, 40);
        let value = if hint > 0 {
            i64::from(hint) * k
        } else {
            self.rng.range(-300, 300)
        };
        let attrs = ArgAttrs {
            divisibility: (hint > 0).then_some(hint),
            ..ArgAttrs::default()
        };
        let ty = self.int_ty(bits);
        let v = self.b.append_arg_with_attrs(ty, attrs);
        self.args.push(if bits == 32 {
            Arg::I32(value as i32)
        } else {
            Arg::I64(value)
        });
        self.push(v, Kind::Int(bits), &[], i128::from(value.abs()), value >= 0);
    }

    /// The known value of an integer argument, if `v` is one.
    pub(super) fn arg_value(&self, v: Value) -> Option<i64> {
        let index = self.b.func().args().iter().position(|&a| a == v)?;
        match self.args[index] {
            Arg::I32(x) => Some(i64::from(x)),
            Arg::I64(x) => Some(x),
            _ => None,
        }
    }

    pub(super) fn finish(&mut self) {
        if let Some(buf) = self.buffers.iter().position(|b| b.role == Role::Write) {
            for _ in 0..2 {
                self.store(buf);
            }
        }
        self.b.ins().return_(&[]);
    }
}
