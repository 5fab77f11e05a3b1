//! The target description of the AMDGCN emitter: every fact in which the
//! processors it emits for differ, in one place. The selector, the writer
//! and the descriptor ask [`Mcpu`]; none of them names a processor.
//!
//! | fact | `gfx90a` (MI200, CDNA2) | `gfx942` (MI300, CDNA3) |
//! |---|---|---|
//! | cache-policy bits of a memory instruction | `glc`, `slc` | `sc0`, `sc1`, `nt` |
//! | a returning atomic | `glc` | `sc0` (and `sc1` at system scope) |
//! | release before an atomic (agent / system) | - / `buffer_wbl2` | `buffer_wbl2 sc1` / `buffer_wbl2 sc0 sc1` |
//! | acquire after an atomic (agent / system) | `buffer_wbinvl1_vol` / `buffer_invl2`, `buffer_wbinvl1_vol` | `buffer_inv sc1` / `buffer_inv sc0 sc1` |
//! | wait states a VALU write of the data registers of a store of more than 8 bytes needs after the store | 1 | 2 |
//! | wait states a VALU instruction needs after a VALU write of an SGPR it reads | 0 (interlocked) | 2 |
//! | wait states a non-transcendental VALU instruction needs after a transcendental one whose result it reads | 0 | 1 |
//! | code object version | 4 (no directive: what `llvm-mc-14` assembles) | 5 (`.amdhsa_code_object_version 5`, metadata 1.2) |
//! | scratch (private segment) | flat scratch from the `flat_scratch_init` user SGPRs and the wavefront offset; `scratch_*` with an SGPR base | architected flat scratch (`.amdhsa_enable_private_segment`): `FLAT_SCRATCH` set up by the hardware |
//!
//! Sources: LLVM's AMDGPUUsage, "Memory Model GFX90A" and "Memory Model GFX942"
//! (the code sequences per instruction, ordering and scope), "Code Object V3
//! Kernel Descriptor" and "Initial Kernel Execution State"; Triton's AMD
//! backend for the cache modifiers on gfx942 (`.cg` and `.cs` as `sc0 nt`,
//! `.cv` as `sc0 sc1`, `.wt` as `sc0 sc1`); LLVM's GCNSubtarget and
//! GCNHazardRecognizer for the hazards (`has12DWordStoreHazard` on both,
//! with 2 wait states on gfx940 and newer; `hasTransForwardingHazard` and
//! `hasVDecCoExecHazard` on gfx942 only).
//!
//! What is the same on both: 64 lanes per wavefront, 256 VGPRs and 256 AGPRs
//! in a unified register file of 512 per lane (`accum_offset`), 102 SGPRs,
//! 64 KiB of LDS per workgroup (the lowering's
//! `tilelift_lower::TargetDesc::amdgcn`), `s_waitcnt` with `vmcnt` up to 63
//! and `lgkmcnt` up to 15, 13-bit signed offsets of global and scratch
//! instructions.

use tilelift_mir::{CacheHint, CacheOp, MemScope};

/// The GPU to emit for.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
#[non_exhaustive]
pub enum Mcpu {
    /// MI200 (CDNA2), wave64.
    #[default]
    Gfx90a,
    /// MI300 (CDNA3), wave64.
    Gfx942,
}

/// How a kernel that spills to memory reaches its private segment.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ScratchSetup {
    /// The CP passes the flat scratch base in two user SGPRs
    /// (`.amdhsa_user_sgpr_flat_scratch_init`) and the wavefront's offset in
    /// the first system SGPR
    /// (`.amdhsa_system_sgpr_private_segment_wavefront_offset`); the kernel
    /// adds them into `FLAT_SCRATCH`. Scratch instructions need an address
    /// register (an SGPR base of 0 here): no "ST" mode with neither.
    FlatScratchInit,
    /// The hardware sets `FLAT_SCRATCH` per wavefront
    /// (`.amdhsa_enable_private_segment`); no SGPR is added to the entry
    /// state.
    Architected,
}

/// Wait states the hardware does not insert itself (gfx942), which the
/// writer inserts as `s_nop`.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct Hazards {
    /// After a VALU instruction writes an SGPR (`vcc` included), before a
    /// VALU instruction reads it.
    pub valu_sgpr_read: u32,
    /// After a transcendental VALU instruction (`v_exp_f32`, `v_rcp_f32`,
    /// ...), before a VALU instruction that is not one reads its result.
    pub trans_use: u32,
    /// After a vector memory store of more than 8 bytes, before a VALU
    /// instruction writes its data registers.
    pub store_data: u32,
}

impl Hazards {
    /// Whether any wait state must be inserted at all.
    pub fn any(self) -> bool {
        self.valu_sgpr_read > 0 || self.trans_use > 0 || self.store_data > 0
    }
}

impl Mcpu {
    /// Every processor, in the order `--mcpu` lists them.
    pub const ALL: &'static [Mcpu] = &[Mcpu::Gfx90a, Mcpu::Gfx942];

    /// The processor name (`gfx90a`).
    pub fn name(self) -> &'static str {
        match self {
            Mcpu::Gfx90a => "gfx90a",
            Mcpu::Gfx942 => "gfx942",
        }
    }

    /// The processor named `name`.
    pub fn from_name(name: &str) -> Option<Mcpu> {
        Mcpu::ALL.iter().copied().find(|m| m.name() == name)
    }

    /// Lanes per wavefront.
    pub fn wave_size(self) -> u32 {
        64
    }

    /// The code object version the module is for, and whether it says so
    /// with `.amdhsa_code_object_version` (`llvm-mc-14`, the assembler of
    /// gfx90a here, knows no such directive and assembles version 4; gfx942
    /// needs a newer one, whose default is 5, said explicitly).
    pub fn code_object_version(self) -> (u32, bool) {
        match self {
            Mcpu::Gfx90a => (4, false),
            Mcpu::Gfx942 => (5, true),
        }
    }

    /// The `amdhsa.version` of the metadata for [`Mcpu::code_object_version`]
    /// (AMDGPUUsage: 1.1 for version 4, 1.2 for version 5).
    pub fn metadata_version(self) -> [u32; 2] {
        match self.code_object_version().0 {
            4 => [1, 1],
            _ => [1, 2],
        }
    }

    /// The cache-policy bits of a global load or store with `cache`
    /// (with a leading space, or empty). gfx90a: `glc` bypasses L1 (`.cg`,
    /// `.cv`, volatile; a write-through store), `slc` streams (`.cs`, `.cv`).
    /// gfx942, as Triton's AMD backend sets them: `.cg` loads and `.cs` as
    /// `sc0 nt`, `.cv` and volatile accesses as `sc0 sc1` (system
    /// coherence, the memory model's volatile), a write-through store as
    /// `sc0 sc1`. Eviction priorities have no equivalent and are dropped.
    pub fn cache_bits(self, cache: &CacheHint, store: bool) -> &'static str {
        let op = cache.op;
        match self {
            Mcpu::Gfx90a => {
                let glc = cache.volatile
                    || matches!(op, CacheOp::Cg | CacheOp::Cv)
                    || (store && op == CacheOp::Wt);
                let slc = matches!(op, CacheOp::Cs | CacheOp::Cv);
                match (glc, slc) {
                    (true, true) => " glc slc",
                    (true, false) => " glc",
                    (false, true) => " slc",
                    (false, false) => "",
                }
            }
            Mcpu::Gfx942 => {
                if cache.volatile || op == CacheOp::Cv || (store && op == CacheOp::Wt) {
                    " sc0 sc1"
                } else if op == CacheOp::Cs || (!store && op == CacheOp::Cg) {
                    " sc0 nt"
                } else {
                    ""
                }
            }
        }
    }

    /// The bits of an atomic that returns the old value, at `scope`
    /// (gfx90a: `glc` says "return"; gfx942: `sc0` says "return" and `sc1`
    /// asks for system-scope coherence, AMDGPUUsage "Memory Model GFX942",
    /// atomicrmw monotonic).
    pub fn atomic_bits(self, scope: MemScope) -> &'static str {
        match (self, scope) {
            (Mcpu::Gfx90a, _) => " glc",
            (Mcpu::Gfx942, MemScope::Sys) => " sc0 sc1",
            (Mcpu::Gfx942, _) => " sc0",
        }
    }

    /// What a release at `scope` writes back before its `s_waitcnt
    /// vmcnt(0) lgkmcnt(0)` (a line, or none): the L2 write-back of gfx90a at
    /// system scope, of gfx942 at agent (`sc1`) and system (`sc0 sc1`)
    /// scope.
    pub fn release(self, scope: MemScope) -> Option<&'static str> {
        match (self, scope) {
            (_, MemScope::Cta) | (Mcpu::Gfx90a, MemScope::Gpu) => None,
            (Mcpu::Gfx90a, MemScope::Sys) => Some("buffer_wbl2"),
            (Mcpu::Gfx942, MemScope::Gpu) => Some("buffer_wbl2 sc1"),
            (Mcpu::Gfx942, MemScope::Sys) => Some("buffer_wbl2 sc0 sc1"),
        }
    }

    /// What an acquire at `scope` invalidates after its `s_waitcnt
    /// vmcnt(0)` (lines, or none): nothing within the workgroup, whose waves
    /// share one L1; the L1 (and the L2 at system scope) beyond it.
    pub fn acquire(self, scope: MemScope) -> Option<&'static str> {
        match (self, scope) {
            (_, MemScope::Cta) => None,
            (Mcpu::Gfx90a, MemScope::Gpu) => Some("buffer_wbinvl1_vol"),
            (Mcpu::Gfx90a, MemScope::Sys) => Some("buffer_invl2\nbuffer_wbinvl1_vol"),
            (Mcpu::Gfx942, MemScope::Gpu) => Some("buffer_inv sc1"),
            (Mcpu::Gfx942, MemScope::Sys) => Some("buffer_inv sc0 sc1"),
        }
    }

    /// The wait states the writer must insert.
    pub fn hazards(self) -> Hazards {
        match self {
            Mcpu::Gfx90a => Hazards {
                store_data: 1,
                ..Hazards::default()
            },
            Mcpu::Gfx942 => Hazards {
                valu_sgpr_read: 2,
                trans_use: 1,
                store_data: 2,
            },
        }
    }

    /// How the kernel reaches its private segment when it spills to memory.
    pub fn scratch_setup(self) -> ScratchSetup {
        match self {
            Mcpu::Gfx90a => ScratchSetup::FlatScratchInit,
            Mcpu::Gfx942 => ScratchSetup::Architected,
        }
    }

    /// The descriptor's fields that enable the private segment (beside
    /// `.amdhsa_private_segment_fixed_size`).
    pub fn scratch_descriptor(self) -> &'static [(&'static str, u32)] {
        match self.scratch_setup() {
            ScratchSetup::FlatScratchInit => &[
                ("user_sgpr_flat_scratch_init", 1),
                ("system_sgpr_private_segment_wavefront_offset", 1),
            ],
            ScratchSetup::Architected => &[("enable_private_segment", 1)],
        }
    }

    /// The first lines of a kernel that spills to scratch (each a tab, an
    /// instruction and a newline). With [`ScratchSetup::FlatScratchInit`]
    /// the entry state has two more user SGPRs (the flat scratch init, after
    /// the kernarg pointer) and one more system SGPR (the wavefront's scratch
    /// offset, after the workgroup ids: AMDGPUUsage, "SGPR Register Set Up
    /// Order"), so `s[4:5]` is the init, `s6`..`s8` the workgroup ids and
    /// `s9` the offset: `FLAT_SCRATCH` is their sum ("Flat Scratch",
    /// absolute flat scratch), the workgroup ids move to `s4`..`s6` where the
    /// rest of the kernel reads them, and the base SGPR is set to 0.
    pub fn scratch_prologue(self) -> String {
        use crate::insts::SGPR_SCRATCH_BASE as BASE;
        match self.scratch_setup() {
            ScratchSetup::FlatScratchInit => format!(
                "\t; the private segment: FLAT_SCRATCH, the workgroup ids back in s4-s6\n\
                 \ts_add_u32 flat_scratch_lo, s4, s9\n\ts_addc_u32 flat_scratch_hi, s5, 0\n\
                 \ts_mov_b32 s4, s6\n\ts_mov_b32 s5, s7\n\ts_mov_b32 s6, s8\n\
                 \ts_mov_b32 s{BASE}, 0\n"
            ),
            ScratchSetup::Architected => String::new(),
        }
    }

    /// A store of the VGPR `v` to (`store`), or a load of it from, byte
    /// `offset` of the work-item's private segment: `scratch_store_dword` /
    /// `scratch_load_dword` with an SGPR base of 0 (gfx90a has no form
    /// without an address register) or none (gfx942's "ST" mode), and the
    /// 13-bit signed immediate offset; beyond it, the 4 KiB-aligned part in
    /// [`SGPR_SCRATCH_HI`](crate::insts::SGPR_SCRATCH_HI) first, unless
    /// `hi_known` says it holds that part already (it is what the register
    /// holds, or `None` where that is not known: the writer forgets it at
    /// each label, and nothing but this writes the register). Lines joined
    /// by a newline and a tab, appended to `out` (the writer's spill code:
    /// no allocation).
    pub fn write_scratch_access(
        self,
        out: &mut String,
        store: bool,
        v: &str,
        offset: u32,
        hi_known: &mut Option<u32>,
    ) {
        use crate::insts::{push_hex, push_u32, SGPR_SCRATCH_BASE, SGPR_SCRATCH_HI};
        let (hi, lo) = (offset & !0xfff, offset & 0xfff);
        let mut base = match self.scratch_setup() {
            ScratchSetup::FlatScratchInit => Some(SGPR_SCRATCH_BASE),
            ScratchSetup::Architected => None,
        };
        if hi > 0 {
            base = Some(SGPR_SCRATCH_HI);
        }
        if hi > 0 && *hi_known != Some(hi) {
            *hi_known = Some(hi);
            out.push_str("s_mov_b32 s");
            push_u32(out, SGPR_SCRATCH_HI);
            out.push_str(", ");
            push_hex(out, hi);
            out.push_str("\n\t");
        }
        if store {
            out.push_str("scratch_store_dword off, ");
            out.push_str(v);
            out.push_str(", ");
        } else {
            out.push_str("scratch_load_dword ");
            out.push_str(v);
            out.push_str(", off, ");
        }
        match base {
            Some(s) => {
                out.push('s');
                push_u32(out, s);
            }
            None => out.push_str("off"),
        }
        if lo != 0 {
            out.push_str(" offset:");
            push_u32(out, lo);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scratch_accesses() {
        let text = |m: Mcpu, store, offset| {
            let mut s = String::new();
            m.write_scratch_access(&mut s, store, "v7", offset, &mut None);
            s
        };
        assert_eq!(
            text(Mcpu::Gfx90a, true, 0),
            "scratch_store_dword off, v7, s7"
        );
        assert_eq!(
            text(Mcpu::Gfx942, false, 4092),
            "scratch_load_dword v7, off, off offset:4092"
        );
        assert_eq!(
            text(Mcpu::Gfx90a, false, 0x1a004),
            "s_mov_b32 s11, 0x1a000\n\tscratch_load_dword v7, off, s11 offset:4"
        );
        assert_eq!(
            text(Mcpu::Gfx942, true, 0x1000),
            "s_mov_b32 s11, 0x1000\n\tscratch_store_dword off, v7, s11"
        );
    }

    /// The high part of an offset is set once while it stays the same.
    #[test]
    fn scratch_high_parts_are_set_once() {
        let mut s = String::new();
        let mut known = None;
        for offset in [0x1004, 0x1ffc, 0x8, 0x2000, 0x1000] {
            Mcpu::Gfx90a.write_scratch_access(&mut s, false, "v7", offset, &mut known);
            s.push('\n');
        }
        assert_eq!(
            s,
            "s_mov_b32 s11, 0x1000\n\tscratch_load_dword v7, off, s11 offset:4\n\
             scratch_load_dword v7, off, s11 offset:4092\n\
             scratch_load_dword v7, off, s7 offset:8\n\
             s_mov_b32 s11, 0x2000\n\tscratch_load_dword v7, off, s11\n\
             s_mov_b32 s11, 0x1000\n\tscratch_load_dword v7, off, s11\n"
        );
        assert_eq!(known, Some(0x1000));
    }

    #[test]
    fn names_round_trip() {
        for &m in Mcpu::ALL {
            assert_eq!(Mcpu::from_name(m.name()), Some(m));
        }
        assert_eq!(Mcpu::from_name("gfx1100"), None);
    }

    #[test]
    fn cache_bits_per_target() {
        let hint = |op| CacheHint {
            op,
            ..CacheHint::default()
        };
        let table: Vec<(&str, &str, &str)> =
            [CacheOp::Default, CacheOp::Cg, CacheOp::Cs, CacheOp::Cv]
                .into_iter()
                .map(|op| {
                    (
                        Mcpu::Gfx90a.cache_bits(&hint(op), false),
                        Mcpu::Gfx942.cache_bits(&hint(op), false),
                        Mcpu::Gfx942.cache_bits(&hint(op), true),
                    )
                })
                .collect();
        assert_eq!(
            table,
            [
                ("", "", ""),
                (" glc", " sc0 nt", ""),
                (" slc", " sc0 nt", " sc0 nt"),
                (" glc slc", " sc0 sc1", " sc0 sc1"),
            ]
        );
        assert_eq!(
            Mcpu::Gfx942.cache_bits(&hint(CacheOp::Wt), true),
            " sc0 sc1"
        );
    }
}
