//! Hopper's tensor memory accelerator (TMA) and the shared-memory barriers
//! (mbarriers) its copies complete on, sm_90 on: the operations of
//! [`InstData::Tma`](crate::InstData::Tma).
//!
//! A TMA copy moves a whole box of a tensor between global and shared memory,
//! addressed through a 128-byte tensor map (CUDA's `CUtensorMap`: the
//! tensor's base, shape, strides, element type, box, swizzle and padding)
//! and integer coordinates; one thread issues it. A copy into shared memory
//! completes on an mbarrier: the issuing thread announces the bytes to come
//! ([`TmaOp::MbarrierExpectTx`], which also arrives), the copy counts them
//! off, and the phase completes when both are done; every thread that reads
//! the box waits for that phase ([`TmaOp::MbarrierWait`], with the phase's
//! parity). A copy to global memory belongs to the issuing thread's bulk
//! async group ([`TmaOp::BulkCommit`], [`TmaOp::BulkWaitRead`]).

use super::entities::Reg;
use super::inst::Operand;
use smallvec::SmallVec;

/// A shared-memory address: an `i32` register plus a byte offset.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct SmemAddr {
    /// The address register.
    pub reg: Reg,
    /// The byte offset added to it.
    pub offset: i32,
}

/// The coordinates of a TMA copy, innermost dimension first (`i32`).
pub type Coords = SmallVec<[Reg; 5]>;

/// An operation on the TMA or an mbarrier. Each may be predicated (`pred`):
/// it is done only by the threads where the predicate holds.
#[derive(Clone, PartialEq, Debug)]
pub enum TmaOp {
    /// `mbarrier.init.shared::cta.b64 [bar], count`: the barrier's first
    /// phase waits for `count` arrivals.
    MbarrierInit {
        /// The barrier (8 bytes, 8-aligned).
        bar: SmemAddr,
        /// Arrivals per phase.
        count: u32,
        /// Which threads initialise it.
        pred: Option<Reg>,
    },
    /// `mbarrier.arrive.expect_tx.shared::cta.b64 _, [bar], bytes`: the
    /// current phase also waits for `bytes` bytes of copies; one arrival.
    MbarrierExpectTx {
        /// The barrier.
        bar: SmemAddr,
        /// Bytes the phase's copies bring.
        bytes: u32,
        /// Which threads arrive.
        pred: Option<Reg>,
    },
    /// Waits until the phase of parity `parity` (`i32`, 0 or 1) of the
    /// barrier has completed: `mbarrier.try_wait.parity` in a loop. The
    /// copies that completed it are then visible to the thread.
    MbarrierWait {
        /// The barrier.
        bar: SmemAddr,
        /// The phase's parity.
        parity: Operand,
    },
    /// `mbarrier.inval.shared::cta.b64 [bar]`: the barrier's bytes may be
    /// used for something else afterwards.
    MbarrierInval {
        /// The barrier.
        bar: SmemAddr,
        /// Which threads invalidate it.
        pred: Option<Reg>,
    },
    /// `cp.async.bulk.tensor.Nd.shared::cluster.global.mbarrier::complete_tx::bytes`:
    /// the box of the tensor map `map` (the `i64` generic address of a
    /// tensor-map parameter) at `coords` copied to shared memory at `dst`,
    /// completing on barrier `bar`. Elements outside the tensor arrive as
    /// the map's fill (zero or NaN).
    Load {
        /// The tensor map's address.
        map: Reg,
        /// The box's coordinates, innermost first.
        coords: Coords,
        /// Where the box goes (aligned as the map's swizzle needs: 1024 bytes
        /// for 128-byte swizzling, else 128).
        dst: SmemAddr,
        /// The barrier the copy completes on.
        bar: SmemAddr,
        /// Which threads issue it.
        pred: Option<Reg>,
    },
    /// `cp.async.bulk.tensor.Nd.global.shared::cta.bulk_group`: the box at
    /// `src` in shared memory written to the tensor of `map` at `coords`;
    /// elements outside the tensor are dropped. Part of the issuing thread's
    /// next bulk group.
    Store {
        /// The tensor map's address.
        map: Reg,
        /// The box's coordinates, innermost first.
        coords: Coords,
        /// Where the box is.
        src: SmemAddr,
        /// Which threads issue it.
        pred: Option<Reg>,
    },
    /// `cp.async.bulk.commit_group`: the thread's bulk copies so far form a group.
    BulkCommit,
    /// `cp.async.bulk.wait_group.read n`: waits until at most `n` of the
    /// thread's bulk groups are still reading their shared-memory sources.
    BulkWaitRead {
        /// Groups that may still be reading.
        n: u32,
    },
}

impl TmaOp {
    /// The MIR mnemonic.
    pub fn name(&self) -> &'static str {
        match self {
            TmaOp::MbarrierInit { .. } => "mbarrier_init",
            TmaOp::MbarrierExpectTx { .. } => "mbarrier_expect_tx",
            TmaOp::MbarrierWait { .. } => "mbarrier_wait",
            TmaOp::MbarrierInval { .. } => "mbarrier_inval",
            TmaOp::Load { .. } => "tma_load",
            TmaOp::Store { .. } => "tma_store",
            TmaOp::BulkCommit => "bulk_commit",
            TmaOp::BulkWaitRead { .. } => "bulk_wait_read",
        }
    }

    /// Calls `f` on each register the operation reads, in operand order.
    pub fn for_each_use(&self, mut f: impl FnMut(Reg)) {
        let mut each = |r: &Reg| f(*r);
        match self {
            TmaOp::MbarrierInit { bar, pred, .. }
            | TmaOp::MbarrierExpectTx { bar, pred, .. }
            | TmaOp::MbarrierInval { bar, pred } => {
                each(&bar.reg);
                pred.iter().for_each(each);
            }
            TmaOp::MbarrierWait { bar, parity } => {
                each(&bar.reg);
                if let Operand::Reg(r) = parity {
                    each(r);
                }
            }
            TmaOp::Load {
                map,
                coords,
                dst,
                bar,
                pred,
            } => {
                each(&dst.reg);
                each(map);
                coords.iter().for_each(&mut each);
                each(&bar.reg);
                pred.iter().for_each(each);
            }
            TmaOp::Store {
                map,
                coords,
                src,
                pred,
            } => {
                each(map);
                coords.iter().for_each(&mut each);
                each(&src.reg);
                pred.iter().for_each(each);
            }
            TmaOp::BulkCommit | TmaOp::BulkWaitRead { .. } => {}
        }
    }

    /// Calls `f` on each register the operation reads, to rename, in
    /// operand order.
    pub fn for_each_use_mut(&mut self, mut f: impl FnMut(&mut Reg)) {
        match self {
            TmaOp::MbarrierInit { bar, pred, .. }
            | TmaOp::MbarrierExpectTx { bar, pred, .. }
            | TmaOp::MbarrierInval { bar, pred } => {
                f(&mut bar.reg);
                pred.iter_mut().for_each(f);
            }
            TmaOp::MbarrierWait { bar, parity } => {
                f(&mut bar.reg);
                if let Operand::Reg(r) = parity {
                    f(r);
                }
            }
            TmaOp::Load {
                map,
                coords,
                dst,
                bar,
                pred,
            } => {
                f(&mut dst.reg);
                f(map);
                coords.iter_mut().for_each(&mut f);
                f(&mut bar.reg);
                pred.iter_mut().for_each(f);
            }
            TmaOp::Store {
                map,
                coords,
                src,
                pred,
            } => {
                f(map);
                coords.iter_mut().for_each(&mut f);
                f(&mut src.reg);
                pred.iter_mut().for_each(f);
            }
            TmaOp::BulkCommit | TmaOp::BulkWaitRead { .. } => {}
        }
    }
}
