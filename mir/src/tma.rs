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
    /// `tensormap.replace.tile.FIELD.shared::cta.b1024.bW [map], value`: one
    /// field of the tensor map being made in shared memory at `map` (128
    /// bytes, 128-aligned, zeroed first) set to `value` (`i64` for the global
    /// address and strides, else `i32`).
    MapReplace {
        /// The tensor map in shared memory.
        map: SmemAddr,
        /// The field.
        field: MapField,
        /// Its value.
        value: Operand,
        /// Which threads write it.
        pred: Option<Reg>,
    },
    /// `tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned
    /// [dst], [src], 128`: the tensor map made at `src` copied to global
    /// memory at `dst` (`i64`) and released to the tensor-map proxy; by a
    /// whole warp.
    MapCopy {
        /// The global copy.
        dst: Reg,
        /// The map in shared memory.
        src: SmemAddr,
        /// Which threads (whole warps) copy it.
        pred: Option<Reg>,
    },
    /// `fence.proxy.tensormap::generic.acquire.gpu [map], 128`: the thread's
    /// later TMA copies see the tensor map at `map` (`i64`) as
    /// [`TmaOp::MapCopy`] released it.
    MapAcquire {
        /// The global tensor map.
        map: Reg,
        /// Which threads acquire it.
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

/// A field of a tensor map that [`TmaOp::MapReplace`] sets (PTX's
/// `tensormap.replace` fields; dimensions innermost first).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum MapField {
    /// The tensor's base address (`b64`).
    GlobalAddress,
    /// The rank minus one.
    Rank,
    /// The box's extent along a dimension.
    BoxDim(u8),
    /// The tensor's extent along a dimension.
    GlobalDim(u8),
    /// The stride in bytes from one index of dimension `d + 1` to the next (`b64`).
    GlobalStride(u8),
    /// The traversal stride along a dimension (1).
    ElementStride(u8),
    /// The element type's code.
    ElemType,
    /// The interleave layout (0: none).
    InterleaveLayout,
    /// The swizzle mode (0 none, 1 32 bytes, 2 64, 3 128).
    SwizzleMode,
    /// The fill of out-of-bound elements (0 zero, 1 NaN).
    FillMode,
}

impl MapField {
    /// PTX's name of the field.
    pub fn name(self) -> &'static str {
        match self {
            MapField::GlobalAddress => "global_address",
            MapField::Rank => "rank",
            MapField::BoxDim(_) => "box_dim",
            MapField::GlobalDim(_) => "global_dim",
            MapField::GlobalStride(_) => "global_stride",
            MapField::ElementStride(_) => "element_stride",
            MapField::ElemType => "elemtype",
            MapField::InterleaveLayout => "interleave_layout",
            MapField::SwizzleMode => "swizzle_mode",
            MapField::FillMode => "fill_mode",
        }
    }

    /// The dimension, for the per-dimension fields.
    pub fn dim(self) -> Option<u8> {
        match self {
            MapField::BoxDim(d)
            | MapField::GlobalDim(d)
            | MapField::GlobalStride(d)
            | MapField::ElementStride(d) => Some(d),
            _ => None,
        }
    }

    /// Whether the value is 64 bits wide.
    pub fn is_wide(self) -> bool {
        matches!(self, MapField::GlobalAddress | MapField::GlobalStride(_))
    }

    /// The field named `name`, with dimension `dim` where it takes one.
    pub fn from_name(name: &str, dim: Option<u8>) -> Option<MapField> {
        Some(match (name, dim) {
            ("global_address", None) => MapField::GlobalAddress,
            ("rank", None) => MapField::Rank,
            ("box_dim", Some(d)) => MapField::BoxDim(d),
            ("global_dim", Some(d)) => MapField::GlobalDim(d),
            ("global_stride", Some(d)) => MapField::GlobalStride(d),
            ("element_stride", Some(d)) => MapField::ElementStride(d),
            ("elemtype", None) => MapField::ElemType,
            ("interleave_layout", None) => MapField::InterleaveLayout,
            ("swizzle_mode", None) => MapField::SwizzleMode,
            ("fill_mode", None) => MapField::FillMode,
            _ => return None,
        })
    }
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
            TmaOp::MapReplace { .. } => "tensormap_replace",
            TmaOp::MapCopy { .. } => "tensormap_copy",
            TmaOp::MapAcquire { .. } => "tensormap_acquire",
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
            TmaOp::MapReplace {
                map, value, pred, ..
            } => {
                each(&map.reg);
                if let Operand::Reg(r) = value {
                    each(r);
                }
                pred.iter().for_each(each);
            }
            TmaOp::MapCopy { dst, src, pred } => {
                each(dst);
                each(&src.reg);
                pred.iter().for_each(each);
            }
            TmaOp::MapAcquire { map, pred } => {
                each(map);
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
            TmaOp::MapReplace {
                map, value, pred, ..
            } => {
                f(&mut map.reg);
                if let Operand::Reg(r) = value {
                    f(r);
                }
                pred.iter_mut().for_each(f);
            }
            TmaOp::MapCopy { dst, src, pred } => {
                f(dst);
                f(&mut src.reg);
                pred.iter_mut().for_each(f);
            }
            TmaOp::MapAcquire { map, pred } => {
                f(map);
                pred.iter_mut().for_each(f);
            }
            TmaOp::BulkCommit | TmaOp::BulkWaitRead { .. } => {}
        }
    }
}
