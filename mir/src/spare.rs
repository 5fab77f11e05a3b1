//! The body array of the last [`Builder`](super::Builder) of this thread,
//! kept for the next one.
//!
//! A builder's body array holds every instruction before dead code goes, so
//! for a large kernel it is hundreds of kilobytes. Allocated afresh for each
//! kernel, it often comes back from the allocator as fresh pages, and the page
//! faults then cost more than the lowering itself (matmul_f16: about 15 to 60
//! faults per compile, depending on the allocator's state, against 2 with
//! this). A compiler called in a loop, as a JIT is, reuses one array instead.
//! [`Builder::finish`](super::Builder::finish) copies the live instructions
//! into an array of their own size and returns the body array here.

use super::InstData;
use core::cell::Cell;

/// Arrays larger than this many bytes are not kept, so that a thread holds at
/// most this much between compiles (matmul_f16, the largest corpus kernel,
/// needs a few hundred kilobytes).
const MAX_KEPT: usize = 4 << 20;

std::thread_local! {
    static SPARE: Cell<Vec<InstData>> = const { Cell::new(Vec::new()) };
}

/// An empty array with room for `n` instructions: the kept one if any.
pub(super) fn take_insts(n: usize) -> Vec<InstData> {
    let mut v = SPARE.take();
    v.clear();
    v.reserve(n);
    v
}

/// Keeps `v`'s memory for the next [`take_insts`].
pub(super) fn put_insts(mut v: Vec<InstData>) {
    if v.capacity() * core::mem::size_of::<InstData>() <= MAX_KEPT {
        v.clear();
        SPARE.set(v);
    }
}
