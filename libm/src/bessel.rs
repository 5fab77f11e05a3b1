//! The modified Bessel functions of the first kind of orders 0 and 1 on
//! `f32` (`__nv_cyl_bessel_i0f`, `__nv_cyl_bessel_i1f`), in `f64`:
//! `I0(x) = sum (x^2/4)^k / k!^2` and `I1(x) = (x/2) sum (x^2/4)^k / (k!
//! (k+1)!)`, every term positive, each from the one before (`t_k = t_(k-1)
//! z / (k (k + nu))`, no coefficient below `f64`'s range), 130 terms: enough
//! up to `|x| = 100` (the terms fall below 2^-60 of the sum; both overflow
//! `f32` from about 92), where the sum's error is about 2^-45, then rounded
//! once to `f32`. Above 100 the result is `inf` (`I1` with `x`'s sign).

use super::{d, Ops};
use tilelift_mir::{Cond, Emit, Operand};

type O = Operand;

/// Terms of the series.
const TERMS: u32 = 130;

impl<E: Emit> Ops<'_, E> {
    /// `sum_k z^k / (k! (k + nu)!)` times `nu!`, for `z = x^2/4`.
    fn bessel_i_series(&mut self, z: O, nu: u32) -> O {
        let mut t = d(1.0);
        let mut s = d(1.0);
        for k in 1..=TERMS {
            let c = 1.0 / (f64::from(k) * f64::from(k + nu));
            let zc = self.mul(z, d(c));
            t = self.mul(t, zc);
            s = self.add(s, t);
        }
        s
    }

    /// `I0(x)`, for the `f64` value of an `f32`.
    pub(crate) fn bessel_i0(&mut self, x: O) -> O {
        let a = self.abs(x);
        let am = self.min(a, d(100.0));
        let h = self.mul(am, d(0.5));
        let z = self.mul(h, h);
        let s = self.bessel_i_series(z, 0);
        let big = self.cmp(Cond::FGtU, a, d(100.0));
        let r = self.sel(big, d(f64::INFINITY), s);
        let nan = self.is_nan(x);
        self.sel(nan, x, r)
    }

    /// `I1(x)`, for the `f64` value of an `f32`.
    pub(crate) fn bessel_i1(&mut self, x: O) -> O {
        let a = self.abs(x);
        let am = self.min(a, d(100.0));
        let h = self.mul(am, d(0.5));
        let z = self.mul(h, h);
        let s = self.bessel_i_series(z, 1);
        let r = self.mul(s, h);
        let big = self.cmp(Cond::FGtU, a, d(100.0));
        let r = self.sel(big, d(f64::INFINITY), r);
        let r = self.copysign(r, x);
        let nan = self.is_nan(x);
        self.sel(nan, x, r)
    }
}
