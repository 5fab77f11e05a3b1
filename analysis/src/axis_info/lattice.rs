//! The AxisInfo lattice value: what is known about the integers (or addresses) a
//! value holds, dimension by dimension.
//!
//! For a tensor of `n` elements along dimension `d` (every extent is a power of two),
//! and looking at every line of elements along `d` (the other indices fixed):
//!
//! - **contiguity** `c`: the line splits into runs of `c` elements, starting at
//!   indices that are multiples of `c`, in which each element is one *step* more than
//!   the one before. A step is 1 for integers and the pointee size in bytes for
//!   pointers, so a pointer tensor with contiguity 4 addresses 4 consecutive elements.
//! - **divisibility** `v`: the first element of every such run is a multiple of `v`
//!   (in bytes, for pointers). With contiguity 1 every element is a run start, so
//!   every element is a multiple of `v`.
//! - **constancy** `k`: the line splits into runs of `k` equal elements, starting at
//!   multiples of `k`.
//! - **constant**: every element of the whole value is this number.
//!
//! All three numbers are powers of two. Worked example, along dimension 1 (Triton's
//! own): `[[10, 11, 12, 13, 18, 19, 20, 21], [20, 21, 22, 23, 28, 29, 30, 31]]` has
//! contiguity `[1, 4]`, divisibility `[1, 2]` (the runs start at 10, 18, 20 and 28,
//! all even) and constancy `[1, 1]`.
//!
//! Scalars are rank-1 values of one element, as in Triton.
//!
//! # Order and join
//!
//! A state *implies* another when every value satisfying the first satisfies the
//! second. Smaller contiguity and constancy are implied by larger ones that they
//! divide. Divisibility is tied to contiguity: a value with runs of `c` starting at
//! multiples of `v`, seen with shorter runs of `c' < c`, has its new run starts
//! `start + i * c' * step`, so only `gcd(v, c' * step)` is known of them
//! ([`AxisInfo::div_at`]). Triton's join takes the gcd of the two divisibilities
//! without this restriction when the contiguities differ in some rules; here every
//! rule that shortens runs restricts divisibility this way, which the soundness test
//! needs (see the crate documentation).
//!
//! [`AxisInfo::join`] is the greatest state implied by both: gcd of contiguities, of
//! constancies, and of the divisibilities restricted to the joined contiguity; the
//! constant survives when both agree.
//!
//! # One fact beyond Triton
//!
//! [`AxisInfo::non_negative`] records that every element is at least 0. Triton's
//! rules for `divsi`, `remsi` and unsigned `min`/`max` assume it silently; with a
//! negative dividend they are wrong (`[-4, -3, -2, -1] / 4` truncates to
//! `[-1, 0, 0, 0]`, which is not constant). It is not printed.

use smallvec::SmallVec;
use std::fmt;

/// The largest divisibility claimed: Triton's `kMaxDivisor`, `highestPowOf2Divisor(0)`
/// for `int64_t`. Zero is divisible by everything and gets this value.
pub const MAX_DIVISOR: i64 = 1 << 62;

/// One number per dimension (inline up to rank 2, see `INLINE_DIMS`).
pub type DimVec = SmallVec<[i64; INLINE_DIMS]>;

/// What is known about a value, per dimension (see the [module documentation](self)).
///
/// The default value has rank 0: nothing computed yet, which is the identity of
/// [`join`](Self::join) (Triton's uninitialised state).
#[derive(PartialEq, Eq, Debug, Default)]
pub struct AxisInfo {
    /// Contiguity per dimension.
    pub contiguity: DimVec,
    /// Divisibility per dimension.
    pub divisibility: DimVec,
    /// Constancy per dimension.
    pub constancy: DimVec,
    /// The value of every element, when known.
    pub constant: Option<i64>,
    /// Every element is at least 0 (not in Triton; see the module documentation).
    pub non_negative: bool,
}

impl Clone for AxisInfo {
    /// Field by field, as `derive` would, but copying each list with
    /// [`dims_from`]: `SmallVec`'s own `clone` goes through an iterator element
    /// by element, and states are cloned for every value the solver sizes its
    /// table for and at every join.
    fn clone(&self) -> Self {
        AxisInfo {
            contiguity: dims_from(&self.contiguity),
            divisibility: dims_from(&self.divisibility),
            constancy: dims_from(&self.constancy),
            constant: self.constant,
            non_negative: self.non_negative,
        }
    }
}

/// Construction.
impl AxisInfo {
    /// The state that claims nothing: contiguity, divisibility and constancy 1.
    pub fn pessimistic(rank: usize) -> Self {
        Self::uniform(rank, 1, 1, 1)
    }

    /// The same contiguity, divisibility and constancy in every dimension.
    pub fn uniform(rank: usize, contiguity: i64, divisibility: i64, constancy: i64) -> Self {
        AxisInfo {
            contiguity: dims_filled(contiguity, rank),
            divisibility: dims_filled(divisibility, rank),
            constancy: dims_filled(constancy, rank),
            constant: None,
            non_negative: false,
        }
    }

    /// A value whose every element is `value`, in a tensor of `shape` (`[1]` for a
    /// scalar): constant over each whole dimension, divisible by the largest power of
    /// two that divides `value`.
    pub fn constant(value: i64, shape: &[i64]) -> Self {
        AxisInfo {
            contiguity: dims_filled(1, shape.len()),
            divisibility: dims_filled(highest_pow2_divisor(value), shape.len()),
            constancy: shape.iter().map(|&n| n.max(1)).collect(),
            constant: Some(value),
            non_negative: value >= 0,
        }
    }

    /// The number of dimensions; 0 for the uninitialised state.
    pub fn rank(&self) -> usize {
        self.contiguity.len()
    }

    /// Whether this is the uninitialised state (rank 0).
    pub fn is_uninit(&self) -> bool {
        self.contiguity.is_empty()
    }
}

/// Derived facts.
impl AxisInfo {
    /// The divisibility of every `c`-th element along `dim` (indices that are
    /// multiples of `c`), where `step` is the distance between contiguous elements
    /// (1 for integers, the pointee size for pointers).
    ///
    /// When `c` is at least the contiguity, those elements are run starts. When it
    /// is shorter, element `i * c` of a run starting at `s` is `s + i * c * step`;
    /// `s` is a multiple of the divisibility `v`, so it is a multiple of
    /// `gcd(v, c * step)`. (Contiguities are powers of two, so one divides the
    /// other.)
    pub fn div_at(&self, dim: usize, c: i64, step: i64) -> i64 {
        let v = self.divisibility[dim];
        if c >= self.contiguity[dim] {
            v
        } else {
            gcd(v, c.saturating_mul(step).min(MAX_DIVISOR))
        }
    }

    /// A divisor of every element: each dimension `d` gives `div_at(d, 1, step)`
    /// (every element along a line is a run start of length-1 runs), and the largest
    /// of these powers of two divides them all.
    pub fn element_divisibility(&self, step: i64) -> i64 {
        if let Some(value) = self.constant {
            return highest_pow2_divisor(value);
        }
        (0..self.rank())
            .map(|d| self.div_at(d, 1, step))
            .max()
            .unwrap_or(1)
    }

    /// The greatest state implied by both `self` and `other` (see the module
    /// documentation); `step` is the value's step (1, or the pointee size).
    pub fn join(&self, other: &AxisInfo, step: i64) -> AxisInfo {
        if self.is_uninit() {
            return other.clone();
        }
        if other.is_uninit() || self == other {
            return self.clone();
        }
        debug_assert_eq!(self.rank(), other.rank(), "joining states of two ranks");
        let rank = self.rank().min(other.rank());
        let mut res = AxisInfo::pessimistic(rank);
        for d in 0..rank {
            // Runs of gcd(c1, c2) are runs of both; at their starts each side's
            // elements are multiples of its divisibility restricted to that length.
            let c = gcd(self.contiguity[d], other.contiguity[d]);
            res.contiguity[d] = c;
            res.divisibility[d] = gcd(self.div_at(d, c, step), other.div_at(d, c, step));
            res.constancy[d] = gcd(self.constancy[d], other.constancy[d]);
        }
        res.constant = self.constant.filter(|_| self.constant == other.constant);
        res.non_negative = self.non_negative && other.non_negative;
        res
    }
}

impl fmt::Display for AxisInfo {
    /// Triton's format: `contiguity = [128], divisibility = [1073741824],
    /// constancy = [1], constant_value = <none>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_list(f, "contiguity", &self.contiguity)?;
        write_list(f, ", divisibility", &self.divisibility)?;
        write_list(f, ", constancy", &self.constancy)?;
        match self.constant {
            Some(value) => write!(f, ", constant_value = {value}"),
            None => write!(f, ", constant_value = <none>"),
        }
    }
}

fn write_list(f: &mut fmt::Formatter<'_>, name: &str, list: &[i64]) -> fmt::Result {
    write!(f, "{name} = [")?;
    for (i, n) in list.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{n}")?;
    }
    f.write_str("]")
}

/// How many numbers a [`DimVec`] holds without allocating: enough for almost
/// every Triton kernel (no corpus kernel has a rank-3 tensor). Two keep an
/// [`AxisInfo`] at 120 bytes, small enough to be moved without a `memcpy` call,
/// which the solver does a few times per instruction; a rank-3 or rank-4 value
/// allocates its lists instead.
const INLINE_DIMS: usize = 2;

/// `values` as a [`DimVec`]. Up to `INLINE_DIMS` numbers are copied into a
/// fixed buffer, which costs a few moves where `SmallVec`'s `clone`, `collect`
/// and `from_slice` go through an iterator or a `memcpy` call; the states of
/// every value are built and copied this way, so it shows in compile time.
#[inline]
pub fn dims_from(values: &[i64]) -> DimVec {
    if values.len() > INLINE_DIMS {
        return DimVec::from_slice(values);
    }
    let mut buf = [0; INLINE_DIMS];
    for (slot, &v) in buf.iter_mut().zip(values) {
        *slot = v;
    }
    DimVec::from_buf_and_len(buf, values.len())
}

/// `rank` copies of `value` as a [`DimVec`] (`smallvec![value; rank]`, without
/// its element-by-element loop for small ranks).
#[inline]
pub fn dims_filled(value: i64, rank: usize) -> DimVec {
    if rank > INLINE_DIMS {
        return smallvec::smallvec![value; rank];
    }
    DimVec::from_buf_and_len([value; INLINE_DIMS], rank)
}

/// The greatest common divisor, with `gcd(0, b) = b` as in Triton (0 stands for
/// "no constraint").
///
/// Binary (Stein's) algorithm: the numbers here are almost always powers of two,
/// for which it finishes after one subtraction, where Euclid's divides several
/// times.
pub fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    if a == 0 || b == 0 {
        return (a | b).min(MAX_DIVISOR as u64) as i64;
    }
    // gcd(2^i x, 2^j y) = 2^min(i, j) gcd(x, y) for odd x, y; the odd part by
    // subtracting the smaller from the larger (the difference is even, so its
    // factors of two are dropped).
    let shift = (a | b).trailing_zeros();
    a >>= a.trailing_zeros();
    loop {
        b >>= b.trailing_zeros();
        if a > b {
            std::mem::swap(&mut a, &mut b);
        }
        b -= a;
        if b == 0 {
            break;
        }
    }
    (a << shift).min(MAX_DIVISOR as u64) as i64
}

/// The largest power of two dividing `n`, at most [`MAX_DIVISOR`]; zero (and
/// `i64::MIN`) give [`MAX_DIVISOR`].
pub fn highest_pow2_divisor(n: i64) -> i64 {
    if n == 0 {
        return MAX_DIVISOR;
    }
    (1i64 << n.trailing_zeros().min(62)).min(MAX_DIVISOR)
}

/// `a * b` for divisibilities, saturating at [`MAX_DIVISOR`] (Triton's
/// `multiplyDivisor`).
pub fn multiply_divisor(a: i64, b: i64) -> i64 {
    a.saturating_mul(b).min(MAX_DIVISOR)
}

/// The largest power of two dividing `n` (hints such as `tt.divisibility = 12`
/// promise a multiple of 4), at least 1.
pub fn pow2_floor_divisor(n: i64) -> i64 {
    if n <= 0 {
        return 1;
    }
    highest_pow2_divisor(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn info(c: &[i64], v: &[i64], k: &[i64]) -> AxisInfo {
        AxisInfo {
            contiguity: c.into(),
            divisibility: v.into(),
            constancy: k.into(),
            constant: None,
            non_negative: false,
        }
    }

    #[test]
    fn prints_in_tritons_format() {
        let a = info(&[1, 128], &[1, 16], &[128, 1]);
        assert_eq!(
            a.to_string(),
            "contiguity = [1, 128], divisibility = [1, 16], constancy = [128, 1], constant_value = <none>"
        );
        let c = AxisInfo::constant(64, &[128]);
        assert_eq!(
            c.to_string(),
            "contiguity = [1], divisibility = [64], constancy = [128], constant_value = 64"
        );
    }

    #[test]
    fn divisors() {
        assert_eq!(highest_pow2_divisor(0), MAX_DIVISOR);
        assert_eq!(highest_pow2_divisor(12), 4);
        assert_eq!(highest_pow2_divisor(-16), 16);
        assert_eq!(highest_pow2_divisor(i64::MIN), MAX_DIVISOR);
        assert_eq!(gcd(0, 12), 12);
        assert_eq!(gcd(12, 0), 12);
        assert_eq!(gcd(0, 0), 0);
        assert_eq!(gcd(-18, 12), 6);
        assert_eq!(gcd(i64::MIN, 0), MAX_DIVISOR);
        assert_eq!(gcd(i64::MIN, 48), 16);
        for a in -70..70i64 {
            for b in -70..70i64 {
                let (mut x, mut y) = (a.unsigned_abs(), b.unsigned_abs());
                while y != 0 {
                    (x, y) = (y, x % y);
                }
                assert_eq!(gcd(a, b), x as i64, "gcd({a}, {b})");
            }
        }
        assert_eq!(gcd(MAX_DIVISOR, 1024), 1024);
        assert_eq!(multiply_divisor(MAX_DIVISOR, 4), MAX_DIVISOR);
        assert_eq!(pow2_floor_divisor(12), 4);
        assert_eq!(pow2_floor_divisor(0), 1);
    }

    #[test]
    fn div_at_restricts_to_shorter_runs() {
        // [16, 17, 18, 19]: runs of 4 start at 16; runs of 2 start at 16 and 18.
        let a = info(&[4], &[16], &[1]);
        assert_eq!(a.div_at(0, 4, 1), 16);
        assert_eq!(a.div_at(0, 2, 1), 2);
        assert_eq!(a.div_at(0, 8, 1), 16);
        // The same as f32 pointers: 64, 68, 72, 76; runs of 2 start at 64 and 72.
        assert_eq!(a.div_at(0, 2, 4), 8);
    }

    #[test]
    fn join_is_gcd_and_restricts_divisibility() {
        // Triton's example: [[0, 1], [4, 5]] and [16, 17, 18, 19]: runs of 2 start at
        // 0, 4, 16 and 18, so the divisibility is 2.
        let a = info(&[2], &[4], &[1]);
        let b = info(&[4], &[16], &[1]);
        let j = a.join(&b, 1);
        assert_eq!(j, info(&[2], &[2], &[1]));
        assert_eq!(AxisInfo::default().join(&a, 1), a);
        assert_eq!(a.join(&AxisInfo::default(), 1), a);
        let c1 = AxisInfo::constant(4, &[8]);
        let c2 = AxisInfo::constant(12, &[8]);
        let j = c1.join(&c2, 1);
        assert_eq!(j.constant, None);
        assert_eq!(j.divisibility[0], 4);
        assert_eq!(j.constancy[0], 8);
        assert!(j.non_negative);
    }

    #[test]
    fn states_stay_small_and_lists_copy_exactly() {
        // See INLINE_DIMS: a larger state is moved through memcpy calls.
        assert!(std::mem::size_of::<AxisInfo>() <= 120);
        for values in [&[][..], &[3], &[1, 2], &[4, 5, 6, 7, 8]] {
            assert_eq!(dims_from(values).as_slice(), values);
            assert_eq!(
                dims_filled(9, values.len()).as_slice(),
                vec![9; values.len()]
            );
        }
    }

    #[test]
    fn element_divisibility_takes_the_best_dimension() {
        // Contiguous along 1, so only dimension 0 says something of every element.
        let a = info(&[1, 4], &[8, 16], &[1, 1]);
        assert_eq!(a.element_divisibility(1), 8);
        assert_eq!(
            AxisInfo::constant(0, &[2]).element_divisibility(1),
            MAX_DIVISOR
        );
    }
}
