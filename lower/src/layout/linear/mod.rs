//! `LinearLayout`: Triton's layouts as linear maps over GF(2).
//!
//! # What a linear layout is
//!
//! A layout says which hardware location holds which tensor element. Triton writes
//! it as a function `L` from hardware coordinates (register, lane, warp, block) to
//! tensor coordinates (dim0, dim1, ...). Every extent is a power of two, so every
//! coordinate is a bit string, and the layouts Triton uses are *linear* over GF(2),
//! the field of bits where addition is XOR (`⊕`):
//!
//! ```text
//! L(x ⊕ y) = L(x) ⊕ L(y)
//! ```
//!
//! A linear map is known once its value on each single bit is known: write an input
//! as an XOR of powers of two and XOR their images. Those images are the *bases*:
//! `bases[in][i] = L(in = 2^i, every other input 0)`. XOR rather than addition is
//! what lets the same algebra describe swizzled shared memory, where a column is
//! XOR-ed with a row phase.
//!
//! # A worked example
//!
//! Take inputs `t` (lane) and `w` (warp), both in `[0, 4)`, and the bases
//!
//! ```text
//! L(t=0, w=1) = (0, 1)     L(t=0, w=2) = (0, 2)
//! L(t=1, w=0) = (1, 1)     L(t=2, w=0) = (2, 2)
//! ```
//!
//! Then `L(1, 3)`: `t = 1 = 2^0` and `w = 3 = 2^0 ⊕ 2^1`, so
//!
//! ```text
//! L(1, 3) = L(1, 0) ⊕ L(0, 1) ⊕ L(0, 2) = (1, 1) ⊕ (0, 1) ⊕ (0, 2) = (1, 2).
//! ```
//!
//! # Building layouts
//!
//! Two one-dimensional layouts are the building blocks: [`LinearLayout::identity_1d`]
//! (`L(x) = x`) and [`LinearLayout::zeros_1d`] (`L(x) = 0`). The product `L1 * L2`
//! joins two layouts: dimensions with the same name are merged, with `L1` taking the
//! low bits and `L2` the high bits, and other dimensions are placed side by side.
//! So over `x` in `[0, 8)`:
//!
//! ```text
//! zeros_1d(4, i, o) * identity_1d(2, i, o)      L(x) = x / 4
//! identity_1d(4, i, o) * zeros_1d(2, i, o)      L(x) = x % 4
//! identity_1d(4, i, o1) * identity_1d(8, i, o2) L(x) = (x % 4, x / 4), x in [0, 32)
//! ```
//!
//! A blocked encoding is a product of three such layouts, one each for registers,
//! lanes and warps (see [`super::convert`]).
//!
//! # Representation
//!
//! Input dimensions are kept in order, each with its bases; each basis has one
//! coordinate per output dimension, in the order of the output dimensions, whose
//! sizes are stored (powers of two). For the algebra (rank, inverse), a basis is
//! flattened into one bit string with the *first* output dimension in the low bits,
//! as Triton flattens them.

mod algebra;
mod dim;
#[cfg(test)]
mod tests;

pub use dim::Dim;

/// One basis: its coordinate on each output dimension, in output order. Held
/// inline (layouts have at most four outputs in practice), so that building a
/// layout allocates per dimension, not per basis.
pub type Basis = smallvec::SmallVec<[i32; 4]>;

/// The bases of one input dimension, `bases[i]` the image of `2^i`.
pub type Bases = Vec<Basis>;

/// A linear map from named input dimensions to named output dimensions.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct LinearLayout {
    /// The input dimensions in order, with `bases[i]` = the image of `2^i`, one
    /// coordinate per output dimension.
    ins: Vec<(Dim, Bases)>,
    /// The output dimensions in order, with their sizes (powers of two).
    outs: Vec<(Dim, i32)>,
}

/// Construction.
impl LinearLayout {
    /// The layout with no dimensions.
    pub fn empty() -> Self {
        Self::default()
    }

    /// `L(x) = x` for `x` in `[0, size)`. `size` must be a power of two.
    pub fn identity_1d(size: i32, in_dim: Dim, out_dim: Dim) -> Self {
        Self::strided_1d(size, 1, in_dim, out_dim)
    }

    /// `L(x) = x * stride` for `x` in `[0, size)`; the output has size
    /// `size * stride`. Both must be powers of two.
    pub fn strided_1d(size: i32, stride: i32, in_dim: Dim, out_dim: Dim) -> Self {
        debug_assert!(
            is_pow2(size) && is_pow2(stride),
            "sizes must be powers of two"
        );
        let bases = (0..log2(size))
            .map(|i| Basis::from_elem(stride << i, 1))
            .collect();
        LinearLayout {
            ins: vec![(in_dim, bases)],
            outs: vec![(out_dim, size * stride)],
        }
    }

    /// `L(x) = 0` for `x` in `[0, size)`, into an output of size `out_size`.
    pub fn zeros_1d(size: i32, in_dim: Dim, out_dim: Dim, out_size: i32) -> Self {
        debug_assert!(
            is_pow2(size) && is_pow2(out_size),
            "sizes must be powers of two"
        );
        let bases = (0..log2(size)).map(|_| Basis::from_elem(0, 1)).collect();
        LinearLayout {
            ins: vec![(in_dim, bases)],
            outs: vec![(out_dim, out_size)],
        }
    }

    /// A layout from its bases and output dimensions with explicit sizes.
    ///
    /// Requires: every basis has one coordinate per output, each coordinate below
    /// its output's size; sizes are powers of two; with `require_surjective`, every
    /// output value is reached.
    pub fn from_bases<B: Into<Basis>>(
        ins: Vec<(Dim, Vec<B>)>,
        outs: Vec<(Dim, i32)>,
        require_surjective: bool,
    ) -> Result<Self, String> {
        let ins = ins
            .into_iter()
            .map(|(d, bases)| (d, bases.into_iter().map(Into::into).collect()))
            .collect();
        let layout = LinearLayout { ins, outs };
        if let Some(problem) = layout.check_invariants() {
            return Err(problem);
        }
        if require_surjective && !layout.is_surjective() {
            return Err(format!("layout is not surjective: {layout}"));
        }
        Ok(layout)
    }

    /// A layout from its bases, each output's size the smallest power of two above
    /// every coordinate it takes. Requires surjectivity.
    pub fn from_bases_inferred<B: Into<Basis>>(
        ins: Vec<(Dim, Vec<B>)>,
        out_dims: &[Dim],
    ) -> Result<Self, String> {
        let ins: Vec<(Dim, Bases)> = ins
            .into_iter()
            .map(|(d, bases)| (d, bases.into_iter().map(Into::into).collect()))
            .collect();
        let outs = infer_out_sizes(&ins, out_dims);
        Self::from_bases(ins, outs, true)
    }

    /// `None` when the layout is well formed, or what is wrong.
    fn check_invariants(&self) -> Option<String> {
        for &(dim, size) in &self.outs {
            if !is_pow2(size) {
                return Some(format!("size {size} of {dim} is not a power of two"));
            }
        }
        for (dim, bases) in &self.ins {
            for basis in bases {
                if basis.len() != self.outs.len() {
                    return Some(format!("a basis of {dim} has {} coordinates", basis.len()));
                }
                for (&v, &(out, size)) in basis.iter().zip(&self.outs) {
                    if v < 0 || v >= size {
                        return Some(format!("basis value {v} of {dim} is outside {out}"));
                    }
                }
            }
        }
        None
    }
}

/// Queries.
impl LinearLayout {
    /// The input dimensions, in order.
    pub fn in_dims(&self) -> impl Iterator<Item = Dim> + '_ {
        self.ins.iter().map(|(d, _)| *d)
    }

    /// The output dimensions, in order.
    pub fn out_dims(&self) -> impl Iterator<Item = Dim> + '_ {
        self.outs.iter().map(|(d, _)| *d)
    }

    /// The input dimensions with their bases.
    pub fn bases(&self) -> &[(Dim, Bases)] {
        &self.ins
    }

    /// The output dimensions with their sizes.
    pub fn out_dim_sizes(&self) -> &[(Dim, i32)] {
        &self.outs
    }

    /// Whether `dim` is an input dimension.
    pub fn has_in_dim(&self, dim: Dim) -> bool {
        self.in_index(dim).is_some()
    }

    /// Whether `dim` is an output dimension.
    pub fn has_out_dim(&self, dim: Dim) -> bool {
        self.out_index(dim).is_some()
    }

    fn in_index(&self, dim: Dim) -> Option<usize> {
        self.ins.iter().position(|(d, _)| *d == dim)
    }

    fn out_index(&self, dim: Dim) -> Option<usize> {
        self.outs.iter().position(|(d, _)| *d == dim)
    }

    /// log2 of an input dimension's size (0 when absent).
    pub fn in_dim_size_log2(&self, dim: Dim) -> u32 {
        self.in_index(dim).map_or(0, |i| self.ins[i].1.len() as u32)
    }

    /// An input dimension's size (1 when absent).
    pub fn in_dim_size(&self, dim: Dim) -> i32 {
        1 << self.in_dim_size_log2(dim)
    }

    /// An output dimension's size (1 when absent).
    pub fn out_dim_size(&self, dim: Dim) -> i32 {
        self.out_index(dim).map_or(1, |i| self.outs[i].1)
    }

    /// log2 of an output dimension's size (0 when absent).
    pub fn out_dim_size_log2(&self, dim: Dim) -> u32 {
        log2(self.out_dim_size(dim))
    }

    /// The sum of log2 of every input size.
    pub fn total_in_dim_size_log2(&self) -> u32 {
        self.ins.iter().map(|(_, b)| b.len() as u32).sum()
    }

    /// The sum of log2 of every output size.
    pub fn total_out_dim_size_log2(&self) -> u32 {
        self.outs.iter().map(|&(_, s)| log2(s)).sum()
    }

    /// The product of every output size.
    pub fn total_out_dim_size(&self) -> i64 {
        1i64 << self.total_out_dim_size_log2()
    }

    /// Coordinate `out` of the image of bit `i` of input `in_dim` (0 when either
    /// dimension is absent).
    pub fn basis(&self, in_dim: Dim, i: usize, out: Dim) -> i32 {
        match (self.in_index(in_dim), self.out_index(out)) {
            (Some(a), Some(b)) => self.ins[a].1.get(i).map_or(0, |basis| basis[b]),
            _ => 0,
        }
    }

    /// `L(ins)`: the output coordinates, in output order. Inputs not given are 0;
    /// given inputs that are not dimensions of the layout are ignored.
    pub fn apply(&self, ins: &[(Dim, i32)]) -> Vec<(Dim, i32)> {
        let mut out = vec![0i32; self.outs.len()];
        for &(dim, value) in ins {
            let Some(i) = self.in_index(dim) else {
                continue;
            };
            for (bit, basis) in self.ins[i].1.iter().enumerate() {
                if value >> bit & 1 == 1 {
                    for (o, &b) in out.iter_mut().zip(basis) {
                        *o ^= b;
                    }
                }
            }
        }
        self.outs.iter().map(|&(d, _)| d).zip(out).collect()
    }

    /// The number of consecutive elements of the first output dimension that the
    /// first input dimension's first bits cover, `2^k`, where the first `k` bases
    /// are `(1, 0, ...), (2, 0, ...), ...` and no other basis touches those bits.
    /// For a register-to-tensor layout whose first output is the fastest dimension,
    /// this is the vector width one thread can load at once.
    pub fn num_consecutive_in_out(&self) -> i32 {
        let Some((_, first)) = self.ins.first() else {
            return 1;
        };
        if self.outs.is_empty() {
            return 1;
        }
        let is_unit =
            |basis: &Basis, i: usize| basis[0] == 1 << i && basis[1..].iter().all(|&x| x == 0);
        let consec = first
            .iter()
            .enumerate()
            .take_while(|(i, b)| is_unit(b, *i))
            .count();
        let mut other_bits = 0i32;
        for (d, (_, bases)) in self.ins.iter().enumerate() {
            for (i, basis) in bases.iter().enumerate() {
                if d != 0 || i >= consec {
                    other_bits |= basis[0];
                }
            }
        }
        let trailing = if other_bits != 0 {
            other_bits.trailing_zeros() as usize
        } else {
            31
        };
        1 << consec.min(trailing)
    }
}

/// Reordering and restricting dimensions.
impl LinearLayout {
    /// The same map with the output dimensions in the order `order`, which must
    /// list each output dimension once.
    #[must_use]
    pub fn transpose_outs(&self, order: &[Dim]) -> Self {
        debug_assert_eq!(
            order.len(),
            self.outs.len(),
            "transpose_outs: not a permutation"
        );
        let perm: smallvec::SmallVec<[usize; 8]> = order
            .iter()
            .map(|&d| self.out_index(d).expect("transpose_outs: unknown output"))
            .collect();
        self.pick_outs(|_| true, &perm)
    }

    /// The same map with the input dimensions in the order `order`, which must
    /// list each input dimension once.
    #[must_use]
    pub fn transpose_ins(&self, order: &[Dim]) -> Self {
        debug_assert_eq!(
            order.len(),
            self.ins.len(),
            "transpose_ins: not a permutation"
        );
        let ins = order
            .iter()
            .map(|&d| self.ins[self.in_index(d).expect("transpose_ins: unknown input")].clone())
            .collect();
        LinearLayout {
            ins,
            outs: self.outs.clone(),
        }
    }

    /// The layout restricted to the inputs `in_dims` and outputs `out_dims`, in the
    /// layout's own order.
    #[must_use]
    pub fn sublayout(&self, in_dims: &[Dim], out_dims: &[Dim]) -> Self {
        let keep_out: Vec<usize> = (0..self.outs.len())
            .filter(|&i| out_dims.contains(&self.outs[i].0))
            .collect();
        self.pick_outs(|d| in_dims.contains(&d), &keep_out)
    }

    /// The layout of the inputs `keep_in` accepts, onto the outputs at positions
    /// `outs` (in that order): each basis keeps those of its coordinates.
    fn pick_outs(&self, keep_in: impl Fn(Dim) -> bool, outs: &[usize]) -> Self {
        let ins = self
            .ins
            .iter()
            .filter(|(d, _)| keep_in(*d))
            .map(|(d, bases)| {
                let bases = bases
                    .iter()
                    .map(|b| outs.iter().map(|&i| b[i]).collect())
                    .collect();
                (*d, bases)
            })
            .collect();
        let outs = outs.iter().map(|&i| self.outs[i]).collect();
        LinearLayout { ins, outs }
    }

    /// Reshapes the outputs: flattens them (the first output the most minor) and
    /// splits the result into `new_outs` (again the first the most minor). The
    /// total size must not change.
    #[must_use]
    pub fn reshape_outs(&self, new_outs: &[(Dim, i32)]) -> Self {
        debug_assert_eq!(
            new_outs.iter().map(|&(_, s)| log2(s)).sum::<u32>(),
            self.total_out_dim_size_log2(),
            "reshape_outs changes the size"
        );
        let ins = self
            .ins
            .iter()
            .map(|(d, bases)| {
                let bases = bases
                    .iter()
                    .map(|b| split_flat(flatten(b, &self.outs), new_outs))
                    .collect();
                (*d, bases)
            })
            .collect();
        LinearLayout {
            ins,
            outs: new_outs.to_vec(),
        }
    }

    /// Reshapes the inputs: flattens them (the first input the low bits) and splits
    /// the bits into `new_ins` (again the first the low bits). The total size must
    /// not change.
    #[must_use]
    pub fn reshape_ins(&self, new_ins: &[(Dim, i32)]) -> Self {
        let mut all: Bases = self.ins.iter().flat_map(|(_, b)| b.clone()).collect();
        debug_assert_eq!(
            new_ins
                .iter()
                .map(|&(_, s)| log2(s) as usize)
                .sum::<usize>(),
            all.len(),
            "reshape_ins changes the size"
        );
        let mut ins = Vec::with_capacity(new_ins.len());
        for &(dim, size) in new_ins {
            let rest = all.split_off(log2(size) as usize);
            ins.push((dim, std::mem::replace(&mut all, rest)));
        }
        LinearLayout {
            ins,
            outs: self.outs.clone(),
        }
    }
}

impl core::fmt::Display for LinearLayout {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        for (dim, bases) in &self.ins {
            writeln!(f, " - {dim} = {bases:?}")?;
        }
        let outs: Vec<String> = self
            .outs
            .iter()
            .map(|(d, s)| format!("{d} (size {s})"))
            .collect();
        write!(f, "where out dims are: [{}]", outs.join(", "))
    }
}

/// Whether `x` is a positive power of two.
pub fn is_pow2(x: i32) -> bool {
    x > 0 && x & (x - 1) == 0
}

/// log2 of a power of two.
pub fn log2(x: i32) -> u32 {
    debug_assert!(is_pow2(x), "log2 of {x}");
    x.max(1).trailing_zeros()
}

/// The bits of a basis as one bit string, the first output in the low bits.
fn flatten(basis: &[i32], outs: &[(Dim, i32)]) -> u64 {
    let mut flat = 0u64;
    let mut shift = 0;
    for (&v, &(_, size)) in basis.iter().zip(outs) {
        flat |= (v as u64) << shift;
        shift += log2(size);
    }
    flat
}

/// Splits a flat bit string into coordinates of `outs`, the first in the low bits.
fn split_flat(mut flat: u64, outs: &[(Dim, i32)]) -> Basis {
    outs.iter()
        .map(|&(_, size)| {
            let v = (flat & (size as u64 - 1)) as i32;
            flat >>= log2(size);
            v
        })
        .collect()
}

/// The smallest power-of-two size above every coordinate each output takes.
fn infer_out_sizes(ins: &[(Dim, Bases)], out_dims: &[Dim]) -> Vec<(Dim, i32)> {
    out_dims
        .iter()
        .enumerate()
        .map(|(o, &dim)| {
            let max = ins
                .iter()
                .flat_map(|(_, bases)| bases.iter().map(move |b| b.get(o).copied().unwrap_or(0)))
                .max()
                .unwrap_or(0);
            let size = if max <= 0 {
                1
            } else {
                (max as u32 + 1).next_power_of_two() as i32
            };
            (dim, size)
        })
        .collect()
}
