//! Which thread holds which element: a tensor's linear layout, flattened into
//! what the lowering asks of it.
//!
//! For a tensor of shape `S` in an encoding `E`,
//! [`to_linear_layout`] gives a linear
//! map `L(register, lane, warp) -> (dim0, dim1, ...)` over GF(2). Thread `t` (lane
//! `t % 32`, warp `t / 32`) holds `2^k` registers, `k` the number of register
//! bases, and register `r` holds element
//!
//! ```text
//! L(r, t) = L(r, 0) xor L(0, t)
//! ```
//!
//! The first part is a constant per register ([`TileLayout::regs`]); the second is
//! the same for every register of a thread and is computed once per kernel from
//! the thread id ([`TileLayout::threads`] holds the image of each bit of `t`).
//! Where, as in every blocked layout, the two parts never share a bit, the xor is
//! an or, and an index or an address is the thread's part plus a constant.

use crate::layout::convert::to_linear_layout;
use crate::layout::linear::{Dim, LinearLayout};
use crate::target::Threads;
use cranelift_entity::{EntityRef, SecondaryMap};
use hashbrown::HashMap;
use smallvec::SmallVec;
use tilelift_ir::encoding::{BlockedEncoding, EncodingData};
use tilelift_ir::{Encoding, Type, TypeData, Types};

/// The largest tensor rank the lowering handles.
pub const MAX_RANK: usize = 4;

/// Element coordinates, `dim0` first; unused dimensions are 0.
pub type Coord = [i32; MAX_RANK];

/// A tensor layout as the lowering uses it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TileLayout {
    /// The tensor's rank.
    pub rank: usize,
    /// The tensor's shape.
    pub shape: Coord,
    /// The image of each register bit.
    pub reg_bases: SmallVec<[Coord; 8]>,
    /// The element register `r` holds in thread 0, for every register.
    pub regs: Vec<Coord>,
    /// The image of each bit of the thread id: the lane bits
    /// ([`lane_bits`](Self::lane_bits) of them), then the warp bits.
    pub threads: SmallVec<[Coord; 12]>,
    /// How many of `threads` are lane bits: `log2` of the target's threads per
    /// warp.
    pub lane_bits: usize,
}

impl TileLayout {
    /// The layout of `ll` (inputs register, lane, warp, block; outputs
    /// `dim0..dim{rank-1}`) for programs of `threads`, or why it cannot be used.
    pub fn new(ll: &LinearLayout, rank: usize, threads: Threads) -> Result<Self, String> {
        if rank > MAX_RANK {
            return Err(format!("tensors of rank {rank}"));
        }
        if ll.in_dim_size(Dim::Block) > 1 {
            return Err("layouts spread over several CTAs".into());
        }
        if ll.in_dim_size(Dim::Lane) > threads.lanes as i32
            || ll.in_dim_size(Dim::Warp) > threads.warps as i32
        {
            return Err(too_many_threads(threads));
        }
        let basis = |dim: Dim, i: usize| -> Coord {
            let mut c = [0; MAX_RANK];
            for (d, v) in c.iter_mut().enumerate().take(rank) {
                *v = ll.basis(dim, i, Dim::Tensor(d as u8));
            }
            c
        };
        let n_reg_bits = ll.in_dim_size_log2(Dim::Register) as usize;
        let reg_bases: SmallVec<[Coord; 8]> =
            (0..n_reg_bits).map(|i| basis(Dim::Register, i)).collect();
        let cta = threads;
        let mut threads: SmallVec<[Coord; 12]> = SmallVec::new();
        let lane_bits = ll.in_dim_size_log2(Dim::Lane) as usize;
        for i in 0..cta.lane_bits() {
            threads.push(if i < lane_bits {
                basis(Dim::Lane, i)
            } else {
                [0; MAX_RANK]
            });
        }
        let warp_bits = ll.in_dim_size_log2(Dim::Warp) as usize;
        for i in 0..cta.warp_bits() {
            threads.push(if i < warp_bits {
                basis(Dim::Warp, i)
            } else {
                [0; MAX_RANK]
            });
        }
        let mut shape = [1; MAX_RANK];
        for (d, s) in shape.iter_mut().enumerate().take(rank) {
            *s = ll.out_dim_size(Dim::Tensor(d as u8));
        }
        Ok(TileLayout {
            rank,
            shape,
            regs: enumerate(&reg_bases),
            reg_bases,
            threads,
            lane_bits: cta.lane_bits(),
        })
    }

    /// The layout of a `#ttg.blocked` encoding without a CTA layout, built
    /// directly: what [`blocked_to_linear`](crate::layout::convert::blocked_to_linear)
    /// gives, without the general linear-layout algebra. Along each dimension,
    /// in `order`, registers, then lanes, then warps cover `sizePerThread`,
    /// `threadsPerWarp` and `warpsPerCTA` elements; a tensor larger than that
    /// repeats in registers (dimension 0 first), and where the tile is larger
    /// than the tensor, register bits are dropped and lane and warp bits hold
    /// copies.
    pub fn blocked(b: &BlockedEncoding, shape: &[i64], cta: Threads) -> Result<Self, String> {
        let rank = shape.len();
        if rank > MAX_RANK || b.order.len() != rank || b.size_per_thread.len() != rank {
            return Err(format!("tensors of rank {rank}"));
        }
        let total_warps: u32 = b.warps_per_cta.iter().product();
        let total_lanes: u32 = b.threads_per_warp.iter().product();
        if total_lanes > cta.lanes || total_warps > cta.warps {
            return Err(too_many_threads(cta));
        }
        let unit = |d: usize, v: i64| -> Coord {
            let mut c = [0; MAX_RANK];
            c[d] = if v < shape[d] { v as i32 } else { 0 };
            c
        };
        let mut reg_bases: SmallVec<[Coord; 8]> = SmallVec::new();
        let mut threads: SmallVec<[Coord; 12]> = SmallVec::new();
        let mut warps: SmallVec<[Coord; 6]> = SmallVec::new();
        let mut tile = [1i64; MAX_RANK];
        for &d in &b.order {
            let d = d as usize;
            for i in 0..b.size_per_thread[d].trailing_zeros() {
                if (1i64 << i) < shape[d] {
                    reg_bases.push(unit(d, 1 << i));
                }
            }
            tile[d] = i64::from(b.size_per_thread[d]);
        }
        for &d in &b.order {
            let d = d as usize;
            for i in 0..b.threads_per_warp[d].trailing_zeros() {
                threads.push(unit(d, tile[d] << i));
            }
        }
        for &d in &b.order {
            let d = d as usize;
            tile[d] *= i64::from(b.threads_per_warp[d]);
            for i in 0..b.warps_per_cta[d].trailing_zeros() {
                warps.push(unit(d, tile[d] << i));
            }
            tile[d] *= i64::from(b.warps_per_cta[d]);
        }
        for d in 0..rank {
            let mut size = tile[d];
            while size < shape[d] {
                reg_bases.push(unit(d, size));
                size *= 2;
            }
        }
        while threads.len() < cta.lane_bits() {
            threads.push([0; MAX_RANK]);
        }
        threads.extend(warps);
        while threads.len() < cta.lane_bits() + cta.warp_bits() {
            threads.push([0; MAX_RANK]);
        }
        let mut out_shape = [1; MAX_RANK];
        for (o, &s) in out_shape.iter_mut().zip(shape) {
            *o = s as i32;
        }
        Ok(TileLayout {
            rank,
            shape: out_shape,
            regs: enumerate(&reg_bases),
            reg_bases,
            threads,
            lane_bits: cta.lane_bits(),
        })
    }

    /// The layout of `#ttg.slice<{dim, parent}>` from `self`, the parent's layout
    /// for the shape with a 1 inserted at `dim`: what
    /// [`to_linear_layout`] gives for the slice, without the
    /// linear-layout algebra. The parent's bases are all 0 along `dim` (its
    /// extent is 1), so the slice removes that coordinate from each; register
    /// bases that become 0 are dropped, lane and warp bases stay (as copies).
    pub fn sliced(&self, dim: usize) -> TileLayout {
        // `c` without coordinate `dim`, the dimensions past the new rank `fill`.
        let remove = |c: &Coord, fill: i32| -> Coord {
            let mut out = [fill; MAX_RANK];
            let kept = (0..self.rank).filter(|&d| d != dim);
            for (o, d) in out.iter_mut().zip(kept) {
                *o = c[d];
            }
            out
        };
        let reg_bases: SmallVec<[Coord; 8]> = self
            .reg_bases
            .iter()
            .map(|c| remove(c, 0))
            .filter(|c| c.iter().any(|&v| v != 0))
            .collect();
        TileLayout {
            rank: self.rank - 1,
            shape: remove(&self.shape, 1),
            regs: enumerate(&reg_bases),
            reg_bases,
            threads: self.threads.iter().map(|c| remove(c, 0)).collect(),
            lane_bits: self.lane_bits,
        }
    }

    /// The same layout of the transposed tensor (dimensions 0 and 1 swapped):
    /// register `r` and thread `t` hold element `(j, i, ..)` where `self` has
    /// them hold `(i, j, ..)`.
    pub fn transposed(&self) -> TileLayout {
        let swap = |c: &Coord| -> Coord {
            let mut c = *c;
            c.swap(0, 1);
            c
        };
        TileLayout {
            rank: self.rank,
            shape: swap(&self.shape),
            reg_bases: self.reg_bases.iter().map(swap).collect(),
            regs: self.regs.iter().map(swap).collect(),
            threads: self.threads.iter().map(swap).collect(),
            lane_bits: self.lane_bits,
        }
    }

    /// The images of the lane bits of the thread id.
    pub fn lane_bases(&self) -> &[Coord] {
        &self.threads[..self.lane_bits]
    }

    /// The images of the warp bits of the thread id.
    pub fn warp_bases(&self) -> &[Coord] {
        &self.threads[self.lane_bits..]
    }

    /// The number of registers each thread holds.
    pub fn num_regs(&self) -> usize {
        self.regs.len()
    }

    /// Every bit dimension `dim`'s thread part can have.
    pub fn thread_bits(&self, dim: usize) -> i32 {
        self.threads.iter().fold(0, |acc, c| acc | c[dim])
    }

    /// Every bit dimension `dim`'s register part can have.
    pub fn reg_bits(&self, dim: usize) -> i32 {
        self.reg_bases.iter().fold(0, |acc, c| acc | c[dim])
    }

    /// Whether the register and thread parts never share a bit, so that an
    /// element's coordinate is the sum of the two.
    pub fn parts_disjoint(&self) -> bool {
        (0..self.rank).all(|d| self.thread_bits(d) & self.reg_bits(d) == 0)
    }

    /// The bits of the thread id whose threads hold the same elements as the
    /// thread with those bits clear: copies, which need not store.
    pub fn free_thread_mask(&self) -> u32 {
        self.threads
            .iter()
            .enumerate()
            .filter(|(_, c)| c.iter().all(|&v| v == 0))
            .fold(0, |acc, (b, _)| acc | 1 << b)
    }

    /// The dimension along which registers run in order, and how many of them
    /// do: the largest `2^k` such that register bits `0..k` step through
    /// consecutive elements of one dimension and no other register or thread bit
    /// touches the low `k` bits of that coordinate.
    pub fn contiguous_regs(&self) -> (usize, usize) {
        let Some(first) = self.reg_bases.first() else {
            return (self.rank.saturating_sub(1), 1);
        };
        let Some(dim) = (0..self.rank).find(|&d| first[d] == 1) else {
            return (self.rank.saturating_sub(1), 1);
        };
        let unit =
            |c: &Coord, i: usize| (0..self.rank).all(|d| c[d] == if d == dim { 1 << i } else { 0 });
        let mut k = self
            .reg_bases
            .iter()
            .enumerate()
            .take_while(|(i, c)| unit(c, *i))
            .count();
        let others = self.reg_bases[k..]
            .iter()
            .chain(self.threads.iter())
            .fold(0, |acc, c| acc | c[dim]);
        while k > 0 && others & ((1 << k) - 1) != 0 {
            k -= 1;
        }
        (dim, 1 << k)
    }

    /// For each register of `dst`, the register of `self` that holds the element
    /// `f` maps it to in the same thread, where `f` is linear (it maps xors to
    /// xors): `None` when some thread would need an element another thread holds.
    pub fn registers_for(&self, dst: &TileLayout, f: impl Fn(&Coord) -> Coord) -> Option<Vec<u32>> {
        if self.threads.len() != dst.threads.len() {
            return None;
        }
        for (s, d) in self.threads.iter().zip(&dst.threads) {
            if f(d) != *s {
                return None;
            }
        }
        let mut index: HashMap<Coord, u32> = HashMap::with_capacity(self.regs.len());
        for (r, c) in self.regs.iter().enumerate() {
            index.entry(*c).or_insert(r as u32);
        }
        dst.regs.iter().map(|c| index.get(&f(c)).copied()).collect()
    }
}

/// Every xor-combination of `bases`, register `r` at index `r`.
pub(super) fn enumerate(bases: &[Coord]) -> Vec<Coord> {
    let mut regs = Vec::with_capacity(1 << bases.len());
    regs.push([0; MAX_RANK]);
    for b in bases {
        for i in 0..regs.len() {
            let mut c = regs[i];
            for (v, bv) in c.iter_mut().zip(b) {
                *v ^= bv;
            }
            regs.push(c);
        }
    }
    regs
}

/// An index into [`Layouts`].
pub type LayoutId = u32;

/// The layouts of a function's tensor types, each computed once.
pub struct Layouts {
    /// The layout of each type seen so far, [`NO_LAYOUT`] for the others: the
    /// lowering asks for the layout of nearly every value, so this is a plain
    /// table indexed by the (interned) type rather than a hash map.
    by_type: SecondaryMap<Type, LayoutId>,
    by_encoding: HashMap<(Encoding, Coord), LayoutId>,
    /// The layout of the transposed tensor ([`Layouts::transposed`]) of each
    /// rank-2 layout asked for.
    transposed: HashMap<LayoutId, LayoutId>,
    layouts: Vec<TileLayout>,
}

/// The entry of [`Layouts::by_type`] for a type whose layout is not known yet.
const NO_LAYOUT: LayoutId = LayoutId::MAX;

impl Default for Layouts {
    fn default() -> Self {
        Layouts {
            by_type: SecondaryMap::with_default(NO_LAYOUT),
            by_encoding: HashMap::new(),
            transposed: HashMap::new(),
            layouts: Vec::new(),
        }
    }
}

impl Layouts {
    /// The layout of tensor type `ty`, or why there is none.
    pub fn of_type(
        &mut self,
        types: &Types,
        ty: Type,
        threads: Threads,
    ) -> Result<LayoutId, String> {
        let known = self.by_type[ty];
        if known != NO_LAYOUT {
            return Ok(known);
        }
        let TypeData::Tensor {
            shape, encoding, ..
        } = types.data(ty)
        else {
            return Err("a scalar has no layout".into());
        };
        let Some(enc) = *encoding else {
            return Err("a tensor without a layout encoding (TTIR, not TTGIR)".into());
        };
        if shape.len() > MAX_RANK {
            return Err(format!("tensors of rank {}", shape.len()));
        }
        let mut key_shape = [1; MAX_RANK];
        for (k, &s) in key_shape.iter_mut().zip(shape.iter()) {
            *k = s as i32;
        }
        let id = match self.by_encoding.get(&(enc, key_shape)) {
            Some(&id) => id,
            None => {
                let layout = match types.encoding_data(enc) {
                    EncodingData::Blocked(b) if b.cta_layout.is_none() => {
                        TileLayout::blocked(b, shape, threads)?
                    }
                    EncodingData::Slice { dim, parent }
                        if shape.len() < MAX_RANK && *dim as usize <= shape.len() =>
                    {
                        match types.encoding_data(*parent) {
                            EncodingData::Blocked(b) if b.cta_layout.is_none() => {
                                let dim = *dim as usize;
                                let mut parent_shape: SmallVec<[i64; MAX_RANK]> =
                                    shape.iter().copied().collect();
                                parent_shape.insert(dim, 1);
                                TileLayout::blocked(b, &parent_shape, threads)?.sliced(dim)
                            }
                            _ => generic_layout(types, enc, shape, threads)?,
                        }
                    }
                    _ => generic_layout(types, enc, shape, threads)?,
                };
                let id = self.layouts.len() as LayoutId;
                self.layouts.push(layout);
                self.by_encoding.insert((enc, key_shape), id);
                id
            }
        };
        if self.by_type.get(ty).is_none() {
            // Grow by a margin, not to exactly `ty`: types are met in no order.
            self.by_type.resize(ty.index() + 32);
        }
        self.by_type[ty] = id;
        Ok(id)
    }

    /// The layout `id`.
    pub fn get(&self, id: LayoutId) -> &TileLayout {
        &self.layouts[id as usize]
    }

    /// Layout `id` of the transposed tensor ([`TileLayout::transposed`]): a
    /// layout of no type, for a tile stored with dimension 0 contiguous.
    pub fn transposed(&mut self, id: LayoutId) -> LayoutId {
        if let Some(&t) = self.transposed.get(&id) {
            return t;
        }
        let t = self.layouts.len() as LayoutId;
        self.layouts.push(self.layouts[id as usize].transposed());
        self.transposed.insert(id, t);
        t
    }
}

/// `c` without dimension `axis`.
pub(super) fn remove_dim(c: &Coord, axis: usize) -> Coord {
    let mut out = [0; MAX_RANK];
    let mut j = 0;
    for (d, &v) in c.iter().enumerate() {
        if d != axis {
            if j < MAX_RANK {
                out[j] = v;
            }
            j += 1;
        }
    }
    out
}

/// The row-major index of `c` in `shape`.
pub(super) fn flatten(c: &Coord, shape: &[i64]) -> i64 {
    shape
        .iter()
        .enumerate()
        .fold(0, |acc, (d, &s)| acc * s + i64::from(c[d]))
}

/// The layout of any encoding through its linear layout.
fn generic_layout(
    types: &Types,
    enc: Encoding,
    shape: &[i64],
    threads: Threads,
) -> Result<TileLayout, String> {
    let ll =
        to_linear_layout(types, enc, shape).ok_or_else(|| "this layout encoding".to_string())?;
    TileLayout::new(&ll, shape.len(), threads)
}

/// The error for a layout with more lanes or warps than the program has.
fn too_many_threads(cta: Threads) -> String {
    format!(
        "a layout for more than {} warps of {} threads",
        cta.warps, cta.lanes
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::convert::blocked_to_linear;
    use tilelift_ir::encoding::BlockedEncoding;

    /// A blocked layout's parameters and a shape: `sizePerThread`,
    /// `threadsPerWarp`, `warpsPerCTA`, `order`, shape.
    type Case<'a> = (&'a [u32], &'a [u32], &'a [u32], &'a [u32], &'a [i64]);

    /// `#ttg.blocked` of these parameters, without a CTA layout.
    fn blocked_encoding(spt: &[u32], tpw: &[u32], wpc: &[u32], order: &[u32]) -> BlockedEncoding {
        BlockedEncoding {
            size_per_thread: spt.into(),
            threads_per_warp: tpw.into(),
            warps_per_cta: wpc.into(),
            order: order.into(),
            cta_layout: None,
        }
    }

    /// The threads of a program of the encoding's warps, 32 lanes each.
    fn threads_of(b: &BlockedEncoding) -> Threads {
        Threads {
            lanes: 32,
            warps: b.warps_per_cta.iter().product(),
        }
    }

    fn blocked(spt: &[u32], tpw: &[u32], wpc: &[u32], order: &[u32], shape: &[i64]) -> TileLayout {
        let b = blocked_encoding(spt, tpw, wpc, order);
        TileLayout::new(&blocked_to_linear(&b, shape), shape.len(), threads_of(&b)).unwrap()
    }

    #[test]
    fn vec_add_layout() {
        // sizePerThread 4, 32 lanes, 4 warps over 1024: 8 registers, in two runs
        // of 4 consecutive elements 512 apart.
        let l = blocked(&[4], &[32], &[4], &[0], &[1024]);
        assert_eq!(l.num_regs(), 8);
        assert_eq!(l.regs[3][0], 3);
        assert_eq!(l.regs[4][0], 512);
        assert_eq!(l.threads[0][0], 4);
        assert_eq!(l.threads[5][0], 128);
        assert_eq!(l.contiguous_regs(), (0, 4));
        assert!(l.parts_disjoint());
        assert_eq!(l.free_thread_mask(), 0);
    }

    /// The direct construction of blocked layouts agrees with the linear-layout
    /// algebra.
    #[test]
    fn blocked_fast_path_agrees() {
        let cases: &[Case] = &[
            (&[4], &[32], &[4], &[0], &[1024]),
            (&[4], &[32], &[4], &[0], &[64]),
            (&[2], &[32], &[8], &[0], &[16]),
            (&[1, 4], &[2, 16], &[4, 1], &[1, 0], &[32, 64]),
            (&[1, 4], &[2, 16], &[4, 1], &[1, 0], &[32, 1]),
            (&[1, 4], &[2, 16], &[4, 1], &[1, 0], &[1, 64]),
            (&[4, 1], &[8, 4], &[1, 4], &[0, 1], &[32, 32]),
            (&[1, 1], &[1, 32], &[2, 2], &[1, 0], &[128, 2]),
        ];
        for &(spt, tpw, wpc, order, shape) in cases {
            let slow = blocked(spt, tpw, wpc, order, shape);
            let b = blocked_encoding(spt, tpw, wpc, order);
            let fast = TileLayout::blocked(&b, shape, threads_of(&b)).unwrap();
            assert_eq!(fast, slow, "{spt:?} {tpw:?} {wpc:?} {order:?} {shape:?}");
        }
    }

    /// The slice of a blocked layout built from the parent's direct layout
    /// agrees with the linear-layout algebra (`slice_to_linear`), for every
    /// sliced dimension of blocked layouts of rank 2 and 3 and shapes that fit,
    /// exceed and fall short of the tile.
    #[test]
    fn slice_fast_path_agrees() {
        use tilelift_ir::encoding::EncodingData;
        let cases: &[Case] = &[
            (&[1, 4], &[2, 16], &[4, 1], &[1, 0], &[32, 64]),
            (&[1, 4], &[2, 16], &[4, 1], &[1, 0], &[8, 16]),
            (&[1, 4], &[2, 16], &[4, 1], &[1, 0], &[256, 256]),
            (&[4, 1], &[8, 4], &[1, 4], &[0, 1], &[32, 32]),
            (&[1, 1], &[1, 32], &[2, 2], &[1, 0], &[128, 2]),
            (&[2, 2], &[4, 8], &[2, 2], &[0, 1], &[1, 64]),
            (&[1, 2, 4], &[2, 2, 8], &[1, 2, 2], &[2, 1, 0], &[4, 16, 64]),
            (&[1, 1, 8], &[1, 4, 8], &[2, 1, 2], &[2, 0, 1], &[2, 2, 128]),
        ];
        for &(spt, tpw, wpc, order, shape) in cases {
            let b = blocked_encoding(spt, tpw, wpc, order);
            let threads = threads_of(&b);
            for dim in 0..shape.len() {
                let mut types = Types::new();
                let parent = types.intern_encoding(EncodingData::Blocked(b.clone()));
                let slice = types.intern_encoding(EncodingData::Slice {
                    dim: dim as u32,
                    parent,
                });
                let mut sliced_shape = shape.to_vec();
                sliced_shape.remove(dim);
                let slow = generic_layout(&types, slice, &sliced_shape, threads).unwrap();
                let mut parent_shape = sliced_shape.clone();
                parent_shape.insert(dim, 1);
                let fast = TileLayout::blocked(&b, &parent_shape, threads)
                    .unwrap()
                    .sliced(dim);
                assert_eq!(
                    fast, slow,
                    "{spt:?} {tpw:?} {wpc:?} {order:?} {shape:?} dim {dim}"
                );
            }
        }
    }

    #[test]
    fn small_tensors_have_copies() {
        // 64 elements over 128 threads: the top warp bit holds copies.
        let l = blocked(&[1], &[32], &[4], &[0], &[64]);
        assert_eq!(l.num_regs(), 1);
        assert_eq!(l.free_thread_mask(), 1 << 6);
    }

    #[test]
    fn broadcast_is_a_register_map() {
        let src = blocked(&[1, 4], &[2, 16], &[4, 1], &[1, 0], &[32, 1]);
        let dst = blocked(&[1, 4], &[2, 16], &[4, 1], &[1, 0], &[32, 64]);
        let map = src
            .registers_for(&dst, |c| [c[0], 0, 0, 0])
            .expect("same rows per thread");
        assert_eq!(map.len(), dst.num_regs());
        assert!(map.iter().all(|&r| (r as usize) < src.num_regs()));
    }
}
