//! Anchors: the ops whose layout is decided by what they do, not by their
//! neighbours, and from which every other layout follows.
//!
//! - Every `tt.store`, `tt.atomic_rmw` and `tt.atomic_cas` with a tensor pointer
//!   takes its coalesced layout
//!   ([`coalesced_layouts`](super::coalesce::coalesced_layouts)) for all its tensor
//!   operands (and an atomic for its result).
//! - A `tt.load` with a tensor pointer of at least one element per thread
//!   (`32 * num_warps`) takes its coalesced layout for its operands and its
//!   result. A smaller load is *not* an anchor: as in Triton
//!   (`isExpensiveLoadOrStore`), several threads would load each element anyway,
//!   so the load counts as cheap to redo in whatever layout its users want. Its
//!   coalesced layout is still recorded, for when no user wants anything.
//! - A `tt.dot` takes the `mma.sync` accumulator layout of [`mma_v2_layout`]
//!   where tensor cores are on and it applies, the `#ttg.amd_mfma` one of
//!   [`mfma_layout`] on an AMDGCN target with matrix cores, else the FMA accumulator layout of
//!   [`dot_result_layout`].
//! - A `tt.gather` of rank 2 or more takes Triton's warp-local layout
//!   ([`efficient_gather_layout`]) for its source, index and result.

use super::default::LayoutOptions;
use super::dot::{dot_result_layout, mma_v2_layout, mma_v3_layout};
use super::gather::efficient_gather_layout;
use super::index::FuncIndex;
use super::mfma::{mfma_layout, mfma_version};
use super::options::AssignOptions;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::SecondaryMap;
use tilelift_ir::encoding::{BlockedEncoding, NvidiaMmaEncoding};
use tilelift_ir::{Encoding, EncodingData, Function, Inst, InstructionData, Opcode, Types};

/// The layouts that memory ops and dots fix.
pub struct Anchors {
    /// The coalesced layout of each memory op with a tensor pointer, and the
    /// result layout of each dot.
    layout: SecondaryMap<Inst, PackedOption<Encoding>>,
    /// Whether the op is an anchor (every op with a layout but small loads).
    anchor: SecondaryMap<Inst, bool>,
}

impl Anchors {
    /// The anchors of `func`, whose memory ops' coalesced layouts are
    /// `coalesced`
    /// ([`coalesced_layouts`](super::coalesce::coalesced_layouts)), their encodings interned in `types`;
    /// dots on tensor cores or matrix cores where the target allows.
    pub fn find(
        func: &Function,
        coalesced: Vec<(Inst, BlockedEncoding)>,
        index: &FuncIndex,
        types: &mut Types,
        assign: &AssignOptions,
    ) -> Anchors {
        let options = &assign.layout;
        let (tensor_cores, wgmma) = (assign.tensor_cores, assign.wgmma);
        let mfma = mfma_version(&assign.target);
        let mut anchors = Anchors {
            layout: SecondaryMap::new(),
            anchor: SecondaryMap::new(),
        };
        anchors.layout.resize(func.dfg.num_insts());
        anchors.anchor.resize(func.dfg.num_insts());
        let threads = i64::from(options.num_warps * options.threads_per_warp);
        // Memory ops of one kernel mostly share their layout: comparing with the
        // last one is cheaper than hashing it into the type table again.
        let mut last: Option<Encoding> = None;
        for (inst, blocked) in coalesced {
            let enc = match last {
                Some(enc) if is_blocked(types, enc, &blocked) => enc,
                _ => types.intern_encoding(EncodingData::Blocked(blocked)),
            };
            last = Some(enc);
            anchors.layout[inst] = enc.into();
            anchors.anchor[inst] = !is_small_load(func, types, inst, threads);
        }
        // The dots that took `mma.sync`, in program order.
        let mut mma_dots: Vec<(Inst, NvidiaMmaEncoding)> = Vec::new();
        for &inst in &index.order {
            if func.dfg.inst(inst).opcode() != Opcode::Dot {
                continue;
            }
            let Some(result) = func.dfg.first_result(inst) else {
                continue;
            };
            let earlier = |dot: Inst| {
                mma_dots
                    .iter()
                    .find(|(d, _)| *d == dot)
                    .map(|(_, m)| m.clone())
            };
            let v3 = || mma_v3_layout(func, index, types, inst, options);
            let v2 = || mma_v2_layout(func, index, types, inst, options, &earlier);
            let mma = match (tensor_cores, wgmma) {
                (false, _) => None,
                (true, true) => v3().or_else(v2),
                (true, false) => v2(),
            };
            if let Some(m) = &mma {
                mma_dots.push((inst, m.clone()));
            }
            let amd = mfma.and_then(|version| {
                mfma_layout(func, index, types, inst, version, options.num_warps)
            });
            let data = match (mma, amd) {
                (Some(mma), _) => EncodingData::NvidiaMma(mma),
                (None, Some(amd)) => EncodingData::AmdMfma(amd),
                (None, None) => {
                    let shape = types.shape(func.dfg.value_type(result)).to_vec();
                    EncodingData::Blocked(dot_result_layout(&shape, options))
                }
            };
            anchors.layout[inst] = types.intern_encoding(data).into();
            anchors.anchor[inst] = true;
        }
        anchors.find_gathers(func, index, types, options);
        anchors
    }

    /// The gathers that take Triton's warp-local layout.
    fn find_gathers(
        &mut self,
        func: &Function,
        index: &FuncIndex,
        types: &mut Types,
        options: &LayoutOptions,
    ) {
        for &inst in &index.order {
            let InstructionData::Gather { args, axis, .. } = func.dfg.inst(inst) else {
                continue;
            };
            let shape = types.shape(func.dfg.value_type(args[0])).to_vec();
            if let Some(b) = efficient_gather_layout(&shape, *axis as usize, options) {
                self.layout[inst] = types.intern_encoding(EncodingData::Blocked(b)).into();
                self.anchor[inst] = true;
            }
        }
    }

    /// The layout `inst` fixes, or for a small load the layout it would have
    /// alone: its coalesced layout.
    pub fn layout(&self, inst: Inst) -> Option<Encoding> {
        self.layout[inst].expand()
    }

    /// Whether `inst` is an anchor.
    pub fn is_anchor(&self, inst: Inst) -> bool {
        self.anchor[inst]
    }
}

/// Whether `enc` is the blocked layout `blocked`.
fn is_blocked(types: &Types, enc: Encoding, blocked: &BlockedEncoding) -> bool {
    matches!(types.encoding_data(enc), EncodingData::Blocked(b) if b == blocked)
}

/// Whether `inst` is a load of fewer elements than the program has threads.
fn is_small_load(func: &Function, types: &Types, inst: Inst, threads: i64) -> bool {
    let data = func.dfg.inst(inst);
    if data.opcode() != Opcode::Load {
        return false;
    }
    let ptr_ty = func.dfg.value_type(data.args()[0]);
    types.num_elements(ptr_ty) < threads
}
