//! Selection of [`InstData::Mfma`](tilelift_mir::InstData::Mfma): AMD's
//! matrix instructions, `v_mfma_f32_32x32x8f16` and friends.
//!
//! The instruction reads and writes tuples of consecutive VGPRs (16 for a
//! `32 x 32` accumulator, 2 for each source), which regalloc2's classes do
//! not give. So they live in a window of VGPRs above every class
//! ([`MFMA_ACC`]: `v232` up, the last 24 of the 256; the classes' registers
//! are numbered below it, [`crate::linear`]), which the
//! allocator never hands out: the accumulator is moved in, the K steps' words
//! are moved into one of two source windows in turn, the chain runs in place,
//! and the result is moved out. gfx90a and gfx942 both take VGPRs for the
//! accumulator and the result (the unified register file; MI200 ISA,
//! "Matrix Arithmetic Instructions", and MI300 ISA likewise: `vdst` and
//! `srcC` may be VGPRs or AGPRs).
//!
//! Wait states the hardware does not keep (MI200 ISA §4.5 and MI300 ISA §4.5,
//! "Manually Inserted Wait States (NOPs)", the MFMA rows; LLVM's
//! `GCNHazardRecognizer::checkMAIHazards90A` and `checkMAIVALUHazards` have
//! the same numbers), each given here by `s_nop` in the sequence itself, so
//! that whatever the allocator inserts between the machine instructions only
//! adds to them:
//!
//! - a VALU write of a VGPR, then an MFMA reading it as `srcA`, `srcB` or
//!   `srcC`: 2 wait states ([`VALU_WRITE_MFMA_READ`]), so `s_nop 1` after the
//!   moves into the windows;
//! - an MFMA writing `vdst`, then the next MFMA of the chain reading it as
//!   `srcC`, the same registers exactly and the same opcode: none (the
//!   hardware forwards back-to-back accumulation);
//! - an MFMA writing `vdst`, then a VALU instruction reading or writing it:
//!   `passes + 3` wait states, 19 for a 16-pass `32 x 32 x 8`, 11 for an
//!   8-pass `16 x 16 x 16` ([`mfma_result_wait`]), before the result is moved
//!   out; that also outlasts the instruction's reading of `srcC` (a VALU
//!   write of a register an MFMA reads as `srcC`: 15 and 7), so the next
//!   chain may overwrite the accumulator window;
//! - sources are read at issue, so writing the other source window for the
//!   next step needs no wait (no `srcA`/`srcB` write-after-read row in
//!   either table); the two windows alternate anyway.
//!
//! An accumulator of constants (the zeros a `tl.dot` starts from) is not
//! held in registers: MIR defines it once, before the loop, where it would
//! live across the whole loop (and spill). The chain writes the constants
//! into the accumulator window itself, or, where all are `0`, reads the
//! inline constant `0` as the first step's `srcC` (the encoding takes it:
//! `SRC2` is a vector source, MI200 ISA "VOP3P-MAI"; LLVM folds zero
//! accumulators the same way). [`AccConsts`] finds them before selection;
//! a constant nothing else reads gets no register.
//!
//! A source of two words that a two-word vector load wrote, where nothing
//! but MFMA sources reads those words (each time that pair, in order), is
//! not moved at all: the load writes one VGPR64 register (an aligned pair,
//! anywhere the allocator likes, not a window) and the MFMA reads it there
//! ([`PairedLoads`]). The attentions' `q` and `k` (and `v`) tiles, read from
//! LDS with `ds_read_b64`, are such; `p`, packed by the VALU, is moved in.
//! Only in a kernel that spills anyway (more words live at once, by MIR's
//! liveness, than the VGPRs hold: [`crate::linear::may_fit`]), or under a
//! test's register limit: each register class takes its own registers, so in
//! a kernel that fits, the pairs' class (at its peak where the operands are
//! loaded) and the 32-bit class (at its own, elsewhere) can together need
//! more VGPRs than there are, where the windows, which the classes do not
//! take, fit (`triton_matmul_fp16_128x128x32` at 4 warps: no spill with the
//! windows, 818 spill lines with pairs). The d128 attention goes from 5379
//! instructions to 4466, its spill lines from 1415 to 1023.

use super::Isel;
use crate::asm::Slot;
use crate::insts::{Kind, Ops};
use crate::Error;
use crate::Mcpu;
use cranelift_entity::EntityRef;
use tilelift_mir::{self as mir, InstData, MfmaOp, MfmaShape};

/// The first VGPR of the accumulator window.
pub const MFMA_ACC: u32 = 232;
/// The first VGPRs of the two source windows (`a`'s two words, then `b`'s).
pub const MFMA_SRC: [u32; 2] = [248, 252];
/// The VGPRs a kernel with an MFMA uses: `v0` to `v255`.
pub const MFMA_END: u32 = 256;
/// Wait states between a VALU write and an MFMA read of the register.
pub const VALU_WRITE_MFMA_READ: u32 = 2;

/// Wait states between an MFMA of `shape` and a VALU access of its result.
pub fn mfma_result_wait(shape: MfmaShape) -> u32 {
    shape.passes() + 3
}

/// `v232` .. `v255` by number.
const NAMES: [&str; 24] = [
    "v232", "v233", "v234", "v235", "v236", "v237", "v238", "v239", "v240", "v241", "v242", "v243",
    "v244", "v245", "v246", "v247", "v248", "v249", "v250", "v251", "v252", "v253", "v254", "v255",
];

/// The name of window register `v`.
fn name(v: u32) -> &'static str {
    NAMES[(v - MFMA_ACC) as usize]
}

/// The instruction's mnemonic on `mcpu` (gfx942's assembler spells the
/// 16-bit forms `_f16`, `_bf16`; gfx90a's `f16`, `bf16_1k`), or `None`
/// where the processor has none (gfx90a's `xf32`).
pub fn mnemonic(shape: MfmaShape, mcpu: Mcpu) -> Option<&'static str> {
    use MfmaShape::*;
    Some(match (shape, mcpu) {
        (M32N32K8F16, Mcpu::Gfx90a) => "v_mfma_f32_32x32x8f16",
        (M16N16K16F16, Mcpu::Gfx90a) => "v_mfma_f32_16x16x16f16",
        (M32N32K8BF16, Mcpu::Gfx90a) => "v_mfma_f32_32x32x8bf16_1k",
        (M16N16K16BF16, Mcpu::Gfx90a) => "v_mfma_f32_16x16x16bf16_1k",
        (M32N32K8F16, Mcpu::Gfx942) => "v_mfma_f32_32x32x8_f16",
        (M16N16K16F16, Mcpu::Gfx942) => "v_mfma_f32_16x16x16_f16",
        (M32N32K8BF16, Mcpu::Gfx942) => "v_mfma_f32_32x32x8_bf16",
        (M16N16K16BF16, Mcpu::Gfx942) => "v_mfma_f32_16x16x16_bf16",
        (M32N32K2F32, Mcpu::Gfx90a) => "v_mfma_f32_32x32x2f32",
        (M16N16K4F32, Mcpu::Gfx90a) => "v_mfma_f32_16x16x4f32",
        (M32N32K2F32, Mcpu::Gfx942) => "v_mfma_f32_32x32x2_f32",
        (M16N16K4F32, Mcpu::Gfx942) => "v_mfma_f32_16x16x4_f32",
        (M32N32K4XF32, Mcpu::Gfx942) => "v_mfma_f32_32x32x4_xf32",
        (M16N16K8XF32, Mcpu::Gfx942) => "v_mfma_f32_16x16x8_xf32",
        (M32N32K4XF32 | M16N16K8XF32, Mcpu::Gfx90a) => return None,
    })
}

/// The source windows' operand names: `(a, b)` of window `w` for
/// instructions of `words` words an operand.
fn sources(w: u32, words: usize) -> (&'static str, &'static str) {
    match (w, words) {
        (248, 1) => ("v248", "v250"),
        (248, _) => ("v[248:249]", "v[250:251]"),
        (_, 1) => ("v252", "v254"),
        _ => ("v[252:253]", "v[254:255]"),
    }
}

/// `s_nop` texts for 1 to 16 wait states.
const NOPS: [&str; 16] = [
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15",
];

/// The constants MFMAs read as accumulators, by MIR register.
#[derive(Default)]
pub(super) struct AccConsts {
    /// A constant's bits where an MFMA reads it as an accumulator.
    bits: Vec<Option<u64>>,
    /// Whether anything other than an MFMA's accumulator reads the register.
    read_elsewhere: Vec<bool>,
}

impl AccConsts {
    /// Those of `func` (nothing without an MFMA).
    pub(super) fn of(func: &mir::Function) -> AccConsts {
        let mut c_regs = Vec::new();
        for data in func.all_insts() {
            if let InstData::Mfma(m) = data {
                c_regs.extend_from_slice(&m.c);
            }
        }
        if c_regs.is_empty() {
            return AccConsts::default();
        }
        let mut read_as_c = vec![false; func.num_regs()];
        c_regs.iter().for_each(|r| read_as_c[r.index()] = true);
        let mut bits = vec![None; func.num_regs()];
        let mut read_elsewhere = vec![false; func.num_regs()];
        for data in func.all_insts() {
            match data {
                InstData::Const { dst, bits: b } if read_as_c[dst.index()] => {
                    bits[dst.index()] = Some(*b)
                }
                InstData::Mfma(m) => m.steps.iter().flatten().for_each(|r| {
                    read_elsewhere[r.index()] = true;
                }),
                _ => data.for_each_use(|r| read_elsewhere[r.index()] = true),
            }
        }
        AccConsts {
            bits,
            read_elsewhere,
        }
    }

    /// The bits of constant `r` where an MFMA reads it as an accumulator.
    fn bits(&self, r: mir::Reg) -> Option<u64> {
        self.bits.get(r.index()).copied().flatten()
    }

    /// Whether constant `r` needs no register: only MFMAs' accumulators
    /// read it.
    pub(super) fn needs_no_register(&self, r: mir::Reg) -> bool {
        self.bits(r).is_some() && !self.read_elsewhere[r.index()]
    }
}

/// The two-word vector loads whose words only MFMAs read, each time as
/// one source's pair in order: by MIR register, whether it is such a load's
/// first word.
#[derive(Default)]
pub(super) struct PairedLoads {
    first: Vec<bool>,
}

impl PairedLoads {
    /// Those of `func` (none without an MFMA of two-word sources), under a
    /// test's register limit if `limited`.
    pub(super) fn of(func: &mir::Function, limited: bool) -> PairedLoads {
        let pairs_read = func
            .all_insts()
            .any(|d| matches!(d, InstData::Mfma(m) if m.shape.words() == 2));
        if !pairs_read {
            return PairedLoads::default();
        }
        let n = func.num_regs();
        // The second word of each two-word load, by its first.
        let mut second: Vec<Option<mir::Reg>> = vec![None; n];
        for data in func.all_insts() {
            if let InstData::Load { dsts, others, .. } = data {
                if let ([a, b], true) = (dsts.as_slice(), others.is_empty()) {
                    second[a.index()] = Some(*b);
                }
            }
        }
        // The first words read as a loaded pair, and every register read
        // otherwise.
        let (mut as_pair, mut other) = (vec![false; n], vec![false; n]);
        for data in func.all_insts() {
            let InstData::Mfma(m) = data else {
                data.for_each_use(|r| other[r.index()] = true);
                continue;
            };
            m.c.iter().for_each(|r| other[r.index()] = true);
            for words in m.steps.iter().flat_map(|s| s.chunks(m.shape.words())) {
                match *words {
                    [a, b] if second[a.index()] == Some(b) => as_pair[a.index()] = true,
                    _ => words.iter().for_each(|r| other[r.index()] = true),
                }
            }
        }
        let first: Vec<bool> = (0..n)
            .map(|a| second[a].is_some_and(|b| as_pair[a] && !other[a] && !other[b.index()]))
            .collect();
        // A kernel that may fit the VGPRs keeps the windows (see above); its
        // liveness is asked only where some load would be paired.
        let pressure = || mir::passes::block_pressure(func).into_iter().max();
        let fits = || crate::linear::may_fit(pressure().unwrap_or(0) as usize, MFMA_ACC);
        if !first.contains(&true) || (!limited && fits()) {
            return PairedLoads::default();
        }
        PairedLoads { first }
    }

    /// Whether `r` is the first word of a load whose pair only MFMAs read.
    pub(super) fn is_first(&self, r: mir::Reg) -> bool {
        self.first.get(r.index()).copied().unwrap_or(false)
    }
}

impl Isel<'_> {
    /// An [`MfmaOp`]: the accumulator into its window, each K step's words
    /// into a source window and the instruction, the result out.
    pub(super) fn mfma(&mut self, m: &MfmaOp) -> Result<(), Error> {
        let n = m.shape.acc_regs() as u32;
        if m.c.len() != n as usize || m.dsts.len() != n as usize {
            return Err(super::unsupported("an mfma of the wrong accumulator size"));
        }
        self.vcode.mfma = true;
        let acc = if n == 16 { "v[232:247]" } else { "v[232:235]" };
        // All zeros: the first step reads the inline constant instead.
        let zeros = m.c.iter().all(|&c| self.acc_consts.bits(c) == Some(0));
        if !zeros {
            let mut ops = Ops::default();
            let mut asm = self.asm();
            for (i, &c) in m.c.iter().enumerate() {
                let src = match self.acc_consts.bits(c) {
                    Some(bits) => super::lit_slot(&mut asm, bits as u32),
                    None => {
                        let c = self.reg(c);
                        asm.src(&ops.use_(c))
                    }
                };
                asm.line("v_mov_b32", &[Slot::Str(name(MFMA_ACC + i as u32)), src]);
            }
            self.emit_asm(asm, ops, Kind::Alu);
        }
        let Some(op) = mnemonic(m.shape, self.mcpu) else {
            return Err(super::unsupported(format!(
                "mfma.{} on {}",
                m.shape.name(),
                self.mcpu.name()
            )));
        };
        let n_words = m.shape.words();
        for (s, words) in m.steps.iter().enumerate() {
            let w = MFMA_SRC[s % 2];
            let mut ops = Ops::default();
            let mut asm = self.asm();
            let window = sources(w, n_words);
            let mut srcs = [Slot::Str(window.0), Slot::Str(window.1)];
            for (k, operand) in words.chunks(n_words).enumerate() {
                if self.paired.is_first(operand[0]) {
                    // The load's VGPR64 register, read where it is.
                    let pair = self.reg(operand[0]);
                    srcs[k] = asm.src(&ops.use_(pair));
                    continue;
                }
                for (i, &r) in operand.iter().enumerate() {
                    let r = self.reg(r);
                    let src = asm.src(&ops.use_(r));
                    // `a`'s words at the window's start, `b`'s two registers on.
                    let at = w + 2 * k as u32 + i as u32;
                    asm.line("v_mov_b32", &[Slot::Str(name(at)), src]);
                }
            }
            asm.line(
                "s_nop",
                &[Slot::Str(NOPS[VALU_WRITE_MFMA_READ as usize - 1])],
            );
            let c = if zeros && s == 0 { "0" } else { acc };
            let [a, b] = srcs;
            asm.line(op, &[Slot::Str(acc), a, b, Slot::Str(c)]);
            self.emit_asm(asm, ops, Kind::Alu);
        }
        let mut ops = Ops::default();
        let mut asm = self.asm();
        let mut wait = mfma_result_wait(m.shape);
        while wait > 0 {
            let now = wait.min(16);
            asm.line("s_nop", &[Slot::Str(NOPS[now as usize - 1])]);
            wait -= now;
        }
        for (i, &d) in m.dsts.iter().enumerate() {
            let d = self.reg(d);
            let dst = asm.src(&ops.def(d));
            asm.line("v_mov_b32", &[dst, Slot::Str(name(MFMA_ACC + i as u32))]);
        }
        self.emit_asm(asm, ops, Kind::Alu);
        Ok(())
    }
}
