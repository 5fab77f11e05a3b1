//! The algebra of linear layouts: product, composition, rank and inverses, by
//! Gaussian elimination over GF(2) on flattened bases.

use super::{flatten, log2, split_flat, Dim, LinearLayout};
use core::ops::{Mul, MulAssign};
use smallvec::SmallVec;

/// A short list of dimensions (a product's, held inline).
type Dims = SmallVec<[Dim; 8]>;

/// The names of `a` followed by those of `b` that `a` lacks: the order of the
/// dimensions of a product.
fn merged(a: impl Iterator<Item = Dim>, b: impl Iterator<Item = Dim>) -> Dims {
    let mut out: Dims = a.collect();
    for d in b {
        if !out.contains(&d) {
            out.push(d);
        }
    }
    out
}

impl Mul for &LinearLayout {
    type Output = LinearLayout;

    /// The direct sum. Dimensions `inner` and `outer` share are merged, with
    /// `inner` in the low bits; others are placed side by side, `inner`'s first.
    /// Not commutative, but associative.
    fn mul(self, outer: &LinearLayout) -> LinearLayout {
        let inner = self;
        let in_dims = merged(inner.in_dims(), outer.in_dims());
        let out_dims = merged(inner.out_dims(), outer.out_dims());
        // Each output's index in `inner` and in `outer`, and how far `outer`'s
        // coordinates shift up (`inner`'s size of it), found once.
        let inner_outs: SmallVec<[Option<usize>; 8]> =
            out_dims.iter().map(|&o| inner.out_index(o)).collect();
        let outer_outs: SmallVec<[(Option<usize>, u32); 8]> = out_dims
            .iter()
            .map(|&o| (outer.out_index(o), inner.out_dim_size_log2(o)))
            .collect();
        let ins = in_dims
            .iter()
            .map(|&in_dim| {
                let inner_bases = inner.in_index(in_dim).map_or(&[][..], |i| &inner.ins[i].1);
                let outer_bases = outer.in_index(in_dim).map_or(&[][..], |i| &outer.ins[i].1);
                let mut bases = Vec::with_capacity(inner_bases.len() + outer_bases.len());
                for b in inner_bases {
                    bases.push(inner_outs.iter().map(|o| o.map_or(0, |o| b[o])).collect());
                }
                for b in outer_bases {
                    let shifted = outer_outs
                        .iter()
                        .map(|&(o, shift)| o.map_or(0, |o| b[o] << shift))
                        .collect();
                    bases.push(shifted);
                }
                (in_dim, bases)
            })
            .collect();
        let outs = out_dims
            .iter()
            .map(|&o| (o, inner.out_dim_size(o) * outer.out_dim_size(o)))
            .collect();
        LinearLayout { ins, outs }
    }
}

impl Mul for LinearLayout {
    type Output = LinearLayout;
    fn mul(self, outer: LinearLayout) -> LinearLayout {
        &self * &outer
    }
}

impl MulAssign for LinearLayout {
    fn mul_assign(&mut self, outer: LinearLayout) {
        *self = &*self * &outer;
    }
}

/// A basis of the image of a set of bit vectors in reduced row-echelon form, each
/// vector with the combination of input bits that produces it.
struct Echelon {
    /// `(pivot bit, vector, input combination)`.
    rows: Vec<(u32, u64, u64)>,
}

impl Echelon {
    /// Eliminates `vectors[i]` (the image of input bit `i`) one by one.
    fn new(vectors: &[u64]) -> Self {
        let mut rows: Vec<(u32, u64, u64)> = Vec::new();
        for (i, &v) in vectors.iter().enumerate() {
            let (mut v, mut comb) = (v, 1u64 << i);
            for &(pivot, rv, rc) in &rows {
                if v >> pivot & 1 == 1 {
                    v ^= rv;
                    comb ^= rc;
                }
            }
            if v == 0 {
                continue;
            }
            let pivot = v.trailing_zeros();
            // Keep the rows reduced: clear the new pivot from the others.
            for row in &mut rows {
                if row.1 >> pivot & 1 == 1 {
                    row.1 ^= v;
                    row.2 ^= comb;
                }
            }
            rows.push((pivot, v, comb));
        }
        Echelon { rows }
    }

    fn rank(&self) -> usize {
        self.rows.len()
    }

    /// An input combination whose image is output bit `bit`'s pivot row, or 0.
    fn preimage_of_pivot(&self, bit: u32) -> u64 {
        self.rows.iter().find(|r| r.0 == bit).map_or(0, |r| r.2)
    }
}

/// The algebra.
impl LinearLayout {
    /// Every basis flattened (the first output in the low bits), inputs in order.
    fn flat_bases(&self) -> Vec<u64> {
        self.ins
            .iter()
            .flat_map(|(_, bases)| bases.iter().map(|b| flatten(b, &self.outs)))
            .collect()
    }

    /// Whether every output value is the image of some input.
    pub fn is_surjective(&self) -> bool {
        Echelon::new(&self.flat_bases()).rank() == self.total_out_dim_size_log2() as usize
    }

    /// Whether distinct inputs have distinct images.
    pub fn is_injective(&self) -> bool {
        Echelon::new(&self.flat_bases()).rank() == self.total_in_dim_size_log2() as usize
    }

    /// Whether the layout is a bijection.
    pub fn is_invertible(&self) -> bool {
        self.total_in_dim_size_log2() == self.total_out_dim_size_log2() && self.is_injective()
    }

    /// `outer(self(x))`.
    ///
    /// Requires: every output of `self` is an input of `outer`, at most as large.
    /// Postcondition: the inputs are `self`'s, the outputs `outer`'s.
    #[must_use]
    pub fn compose(&self, outer: &LinearLayout) -> LinearLayout {
        let ins = self
            .ins
            .iter()
            .map(|(d, bases)| {
                let bases = bases
                    .iter()
                    .map(|b| {
                        let named: Vec<(Dim, i32)> =
                            self.out_dims().zip(b.iter().copied()).collect();
                        outer.apply(&named).into_iter().map(|(_, v)| v).collect()
                    })
                    .collect();
                (*d, bases)
            })
            .collect();
        LinearLayout {
            ins,
            outs: outer.outs.clone(),
        }
    }

    /// A right inverse `P`: for every `y` in the image, `self(P(y)) = y`. Outputs
    /// outside the image map to some input (zero on the bits the image misses).
    /// The inputs of `P` are the outputs of `self` and vice versa.
    #[must_use]
    pub fn pseudo_invert(&self) -> LinearLayout {
        let echelon = Echelon::new(&self.flat_bases());
        let in_sizes: Vec<(Dim, i32)> = self
            .ins
            .iter()
            .map(|(d, b)| (*d, 1i32 << b.len()))
            .collect();
        let mut bit = 0u32;
        let ins = self
            .outs
            .iter()
            .map(|&(out, size)| {
                let bases = (0..log2(size))
                    .map(|_| {
                        let comb = echelon.preimage_of_pivot(bit);
                        bit += 1;
                        split_flat(comb, &in_sizes)
                    })
                    .collect();
                (out, bases)
            })
            .collect();
        LinearLayout {
            ins,
            outs: in_sizes,
        }
    }

    /// The inverse of a bijective layout.
    pub fn invert(&self) -> Result<LinearLayout, String> {
        if !self.is_invertible() {
            return Err(format!("layout is not invertible:\n{self}"));
        }
        Ok(self.pseudo_invert())
    }

    /// `C` such that `outer(C(x)) = self(x)`: `outer`'s pseudo-inverse after
    /// `self`. This is how registers are mapped to shared-memory offsets.
    ///
    /// Requires: the image of `self` lies in the image of `outer`, and they have
    /// the same outputs.
    pub fn invert_and_compose(&self, outer: &LinearLayout) -> Result<LinearLayout, String> {
        let aligned = self.transpose_outs(&outer.out_dims().collect::<Vec<_>>());
        let result = aligned.compose(&outer.pseudo_invert());
        if result.compose(outer).bases() != aligned.bases() {
            return Err("invert_and_compose: the image of the layout is not in the image of the outer layout".into());
        }
        Ok(result)
    }
}
