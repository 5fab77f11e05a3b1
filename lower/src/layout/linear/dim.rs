//! The names of linear-layout dimensions.

use core::fmt;

/// A dimension of a linear layout: a hardware input (register, lane, warp, block,
/// shared-memory offset) or a tensor output (`dim0`, `dim1`, ...). Triton names
/// dimensions with strings; a small enum keeps them `Copy` and comparisons cheap.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Dim {
    /// The registers of one thread.
    Register,
    /// The lanes (threads) of one warp.
    Lane,
    /// The warps of one CTA.
    Warp,
    /// The CTAs of one cluster.
    Block,
    /// An element offset in shared memory.
    Offset,
    /// Tensor dimension `n` (`dim0` is the outermost).
    Tensor(u8),
}

impl Dim {
    /// `dim0, dim1, ..., dim{rank-1}`.
    pub fn tensor_dims(rank: usize) -> smallvec::SmallVec<[Dim; 4]> {
        (0..rank as u8).map(Dim::Tensor).collect()
    }
}

impl fmt::Display for Dim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Dim::Register => f.write_str("register"),
            Dim::Lane => f.write_str("lane"),
            Dim::Warp => f.write_str("warp"),
            Dim::Block => f.write_str("block"),
            Dim::Offset => f.write_str("offset"),
            Dim::Tensor(n) => write!(f, "dim{n}"),
        }
    }
}
