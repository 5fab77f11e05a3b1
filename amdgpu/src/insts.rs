//! The machine instructions the selector produces, and the register model.
//!
//! A machine instruction ([`MInst`]) is one or more lines of assembly whose
//! register operands are regalloc2 operands on virtual registers, named from
//! the allocation when the kernel is written. Most are built in the
//! structured form of [`crate::asm`] (a mnemonic and operand slots per
//! line); the rarer ones are templates of text whose register operands are
//! written `{N}` (operand `N`, whole), `{N.lo}` or `{N.hi}` (a half of a
//! 64-bit operand) or `{N.xK}` (`K` registers from operand `N`'s). An
//! instruction of several lines is one unit for the allocator, so nothing is
//! inserted between its lines (a predicated load is `s_and_saveexec_b64`,
//! the load, and the `s_or_b64` that restores `exec`).
//!
//! Register classes (regalloc2 allows 64 registers per class):
//!
//! | class | regalloc2 | holds | physical register `k` |
//! |---|---|---|---|
//! | [`VGPR32`] | `Float` | 8- to 32-bit per-lane values | `v[k]` |
//! | [`VGPR64`] | `Vector` | 64-bit per-lane values (addresses) | `v[64+2k : 65+2k]` |
//! | [`SGPR64`] | `Int` | lane masks (MIR predicates) | `s[base+2k : base+2k+1]` |
//!
//! Every uniform value the kernel reads (kernel arguments, workgroup ids) is
//! loaded into reserved SGPRs in the prologue and copied into a VGPR with
//! `v_mov_b32` where MIR reads it: the simplest correct treatment of
//! uniformity; keeping uniform arithmetic on the SALU is later work.

use crate::assignment::Reg;
use regalloc2::{Operand, PReg, RegClass, VReg};
use std::borrow::Cow;
pub use tilelift_mir::text::push_short;
use tilelift_mir::text::push_u64;

/// 32-bit VGPRs.
pub const VGPR32: RegClass = RegClass::Float;
/// Aligned pairs of VGPRs.
pub const VGPR64: RegClass = RegClass::Vector;
/// Aligned pairs of SGPRs (lane masks).
pub const SGPR64: RegClass = RegClass::Int;

/// The first VGPR of the 64-bit class.
pub const VGPR64_BASE: u32 = 64;
/// The first SGPR of the lane-mask class is this plus the kernarg dwords.
pub const SGPR_KERNARG_BASE: u32 = 12;
/// The fewest lane-mask SGPR pairs a kernel is compiled with: what the
/// arguments leave must hold every instruction's masks at once.
pub const MIN_SGPR_PAIRS: u32 = 4;
/// The SGPR pair that holds `exec` during a predicated access.
pub const SAVE_EXEC: &str = "s[8:9]";
/// The SGPR the prologue uses as scratch.
pub const SGPR_SCRATCH: u32 = 10;
/// The SGPR that holds 0, the base of spill addresses in scratch memory, on
/// a target whose scratch instructions need an address register
/// ([`ScratchSetup::FlatScratchInit`](crate::target::ScratchSetup)).
pub const SGPR_SCRATCH_BASE: u32 = 7;
/// The SGPR that holds the 4 KiB-aligned part of a spill's scratch offset
/// beyond what the instructions' 13-bit signed offset reaches.
pub const SGPR_SCRATCH_HI: u32 = 11;
/// The first VGPR of the windows that hold the words of vector accesses.
pub const WINDOW_BASE: u32 = 32;
/// The number of four-register windows.
pub const N_WINDOWS: u32 = 8;
/// The dedicated scratch register of the 32-bit VGPR class (never allocated).
pub const SCRATCH_V32: u32 = 31;
/// The dedicated scratch register of the other classes.
pub const SCRATCH: u32 = 63;

/// What an instruction does, for `s_waitcnt` insertion and for regalloc2.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Kind {
    /// ALU work; results are ready for the next instruction.
    Alu,
    /// A global load: its defined VGPRs are written asynchronously (`vmcnt`).
    Load,
    /// A global store (counted by `vmcnt`).
    Store,
    /// An LDS load: its defined VGPRs are written asynchronously (`lgkmcnt`).
    LdsLoad,
    /// An LDS store (counted by `lgkmcnt`).
    LdsStore,
    /// `s_waitcnt lgkmcnt(0)` and `s_barrier`: no LDS access in flight after.
    Barrier,
    /// A branch (the block's terminator).
    Branch,
    /// `s_endpgm`.
    Ret,
}

/// One machine instruction: its assembly in the structured form
/// ([`crate::asm`]), kept in the [`VCode`](crate::regalloc::VCode)'s
/// tables (one buffer for the kernel's lines, not a string each).
#[derive(Copy, Clone, Debug)]
pub struct MInst {
    /// Its lines: a range of
    /// [`VCode::lines`](crate::regalloc::VCode::lines) (empty for a
    /// pseudo-instruction).
    pub lines: (u32, u32),
    /// Its kind.
    pub kind: Kind,
}

/// A register's name, for the hardware register `hw` its class maps it to
/// (a VGPR or the first VGPR or SGPR of a pair).
pub fn reg_name(class: RegClass, hw: u32, part: Part) -> String {
    let mut s = String::with_capacity(10);
    write_reg_name(&mut s, class, hw, part);
    s
}

/// The first and (for a range) the last hardware register of `part` of a
/// register of `class` whose first hardware register is `hw`.
pub fn reg_bounds(class: RegClass, hw: u32, part: Part) -> (u32, Option<u32>) {
    match (class, part) {
        (_, Part::Tuple(n)) => (hw, Some(hw + n - 1)),
        (RegClass::Float, _) | (_, Part::Lo) => (hw, None),
        (_, Part::Whole) => (hw, Some(hw + 1)),
        (_, Part::Hi) => (hw + 1, None),
    }
}

/// [`reg_name`], appended to `out` (the writer's hot path: no allocation).
pub fn write_reg_name(out: &mut String, class: RegClass, hw: u32, part: Part) {
    out.push(if class == SGPR64 { 's' } else { 'v' });
    let (lo, hi) = reg_bounds(class, hw, part);
    match hi {
        Some(hi) => {
            out.push('[');
            push_u32(out, lo);
            out.push(':');
            push_u32(out, hi);
            out.push(']');
        }
        None => push_u32(out, lo),
    }
}

/// `n` in decimal, appended to `out` ([`push_u64`]).
#[inline]
pub fn push_u32(out: &mut String, n: u32) {
    push_u64(out, u64::from(n));
}

/// `n` in hexadecimal with `0x`, as `{:#x}` prints it, appended to `out`.
pub fn push_hex(out: &mut String, n: u32) {
    out.push_str("0x");
    let digits = if n == 0 {
        1
    } else {
        8 - n.leading_zeros() as usize / 4
    };
    for k in (0..digits).rev() {
        let d = (n >> (4 * k)) & 0xf;
        out.push(char::from_digit(d, 16).unwrap_or('0'));
    }
}

/// Appends the line `mnemonic op0, op1, ...` to the template `s` (after a
/// newline if `s` has lines already): templates of several lines built
/// without `format!`.
pub fn line(s: &mut String, mnemonic: &str, operands: &[&str]) {
    if !s.is_empty() {
        s.push('\n');
    }
    s.push_str(mnemonic);
    for (i, o) in operands.iter().enumerate() {
        s.push_str(if i == 0 { " " } else { ", " });
        s.push_str(o);
    }
}

/// The first byte of `bytes` from `from` that is `a` or `b`, eight bytes at a
/// time (the writer looks for holes and line ends in every template, the
/// hazard pass for the end of every line; a byte loop was the writer's
/// largest cost).
pub fn find_byte2(bytes: &[u8], from: usize, a: u8, b: u8) -> Option<usize> {
    const LO: u64 = 0x0101_0101_0101_0101;
    const HI: u64 = 0x8080_8080_8080_8080;
    // Bit 7 of each byte of `w` that is zero; the lowest such bit is exact
    // (a borrow only marks bytes above a zero byte).
    let zero = |w: u64| w.wrapping_sub(LO) & !w & HI;
    let mut i = from;
    while i + 8 <= bytes.len() {
        let mut word = [0u8; 8];
        word.copy_from_slice(&bytes[i..i + 8]);
        let w = u64::from_le_bytes(word);
        let hits = zero(w ^ (LO * u64::from(a))) | zero(w ^ (LO * u64::from(b)));
        if hits != 0 {
            return Some(i + hits.trailing_zeros() as usize / 8);
        }
        i += 8;
    }
    bytes[i..]
        .iter()
        .position(|&c| c == a || c == b)
        .map(|k| i + k)
}

/// A register, as the template printer names it before renumbering.
pub fn preg_name(preg: PReg, sgpr_base: u32, part: Part) -> String {
    let k = preg.hw_enc() as u32;
    let hw = match preg.class() {
        RegClass::Float => k,
        RegClass::Vector => VGPR64_BASE + 2 * k,
        RegClass::Int => sgpr_base + 2 * k,
    };
    reg_name(preg.class(), hw, part)
}

/// The VGPRs a register of a VGPR class covers (none for SGPRs), before
/// renumbering: distinct numbers for distinct VGPRs, what the writer's
/// waits compare.
pub fn vgprs_of(reg: Reg) -> core::ops::Range<u32> {
    let k = reg.hw_enc() as u32;
    let pairs = Reg::PER_CLASS as u32;
    match reg.class() {
        RegClass::Float => k..k + 1,
        RegClass::Vector => pairs + 2 * k..pairs + 2 * k + 2,
        RegClass::Int => 0..0,
    }
}

/// A part of a register operand.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Part {
    /// The whole register (`v3`, `v[64:65]`, `s[14:15]`).
    Whole,
    /// The low 32 bits of a pair.
    Lo,
    /// The high 32 bits of a pair.
    Hi,
    /// `n` consecutive VGPRs from this one (a window).
    Tuple(u32),
}

/// Template text: a hole from the table, or text of its own.
pub type Text = Cow<'static, str>;

/// A source in a template: an operand hole or an inline constant.
#[derive(Clone, Debug)]
pub enum Src {
    /// Operand number `n`.
    Op(usize),
    /// Inline text (an inline constant).
    Text(Text),
}

impl Src {
    /// The text of the whole source.
    pub fn whole(&self) -> Text {
        match self {
            Src::Op(n) => hole(*n, 0),
            Src::Text(t) => t.clone(),
        }
    }

    /// The text of a half of a 64-bit source.
    pub fn half(&self, hi: bool) -> Text {
        match self {
            Src::Op(n) => hole(*n, 1 + usize::from(hi)),
            Src::Text(t) => t.clone(),
        }
    }
}

/// The hole of operand `n`: `{n}`, `{n.lo}` or `{n.hi}` (`part` 0, 1, 2),
/// from a table for the operand counts instructions have (selection writes
/// one per operand, so it allocates none).
fn hole(n: usize, part: usize) -> Text {
    const TABLED: usize = 64;
    static HOLES: std::sync::LazyLock<Vec<[String; 3]>> = std::sync::LazyLock::new(|| {
        (0..TABLED)
            .map(|n| {
                [
                    format!("{{{n}}}"),
                    format!("{{{n}.lo}}"),
                    format!("{{{n}.hi}}"),
                ]
            })
            .collect()
    });
    match HOLES.get(n) {
        Some(h) => Cow::Borrowed(h[part].as_str()),
        None => Cow::Owned(match part {
            0 => format!("{{{n}}}"),
            1 => format!("{{{n}.lo}}"),
            _ => format!("{{{n}.hi}}"),
        }),
    }
}

/// Temporary registers a template asks for, created on demand; each is
/// written before the template reads its operands (an early def).
pub trait Temps {
    /// A 32-bit VGPR.
    fn v32(&mut self) -> Src;
    /// A 64-bit VGPR pair (its halves by [`Src::half`]).
    fn v64(&mut self) -> Src;
    /// An SGPR pair for a lane mask.
    fn mask(&mut self) -> Src;
}

/// Whether `v` is an integer inline constant of the hardware (-16..=64).
pub fn is_inline_int(v: i64) -> bool {
    (-16..=64).contains(&v)
}

/// The decimal text of an integer inline constant (`v` in -16..=64), from a
/// table.
pub fn inline_int_text(v: i32) -> &'static str {
    static TEXTS: std::sync::LazyLock<Vec<String>> =
        std::sync::LazyLock::new(|| (-16..=64).map(|v: i32| v.to_string()).collect());
    &TEXTS[(v + 16) as usize]
}

/// An operand list under construction, for one instruction.
#[derive(Default, Debug)]
pub struct Ops {
    /// The regalloc2 operands, in hole order.
    pub ops: smallvec::SmallVec<[Operand; 8]>,
}

impl Ops {
    /// A use, read at the start of the instruction.
    pub fn use_(&mut self, v: VReg) -> Src {
        self.push(Operand::reg_use(v))
    }

    /// A def, written at the end of the instruction (may share a register
    /// with a use that dies here).
    pub fn def(&mut self, v: VReg) -> Src {
        self.push(Operand::reg_def(v))
    }

    /// A def written before every use is read (templates of several lines).
    pub fn early_def(&mut self, v: VReg) -> Src {
        self.push(Operand::reg_def_at_start(v))
    }

    /// A def that must share the register of use operand `idx`.
    pub fn reuse_def(&mut self, v: VReg, idx: usize) -> Src {
        self.push(Operand::reg_reuse_def(v, idx))
    }

    /// A use in a fixed register.
    pub fn fixed_use(&mut self, v: VReg, p: PReg) -> Src {
        self.push(Operand::reg_fixed_use(v, p))
    }

    /// A def in a fixed register, written at the end.
    pub fn fixed_def(&mut self, v: VReg, p: PReg) -> Src {
        self.push(Operand::reg_fixed_def(v, p))
    }

    /// A def in a fixed register, written at the start.
    pub fn fixed_early_def(&mut self, v: VReg, p: PReg) -> Src {
        self.push(Operand::reg_fixed_def_at_start(v, p))
    }

    fn push(&mut self, op: Operand) -> Src {
        self.ops.push(op);
        Src::Op(self.ops.len() - 1)
    }
}

// Instruction constructors of the text form (templates of
// conversions, 64-bit arithmetic and atomics). Each returns the template of
// one machine instruction; the selector pairs it with its operands.

/// The concatenation of `parts`, allocated once (the constructors below:
/// instruction selection writes one or a few per MIR instruction, and
/// `format!` costs several times this).
pub fn concat(parts: &[&str]) -> String {
    let mut s = String::with_capacity(parts.iter().map(|p| p.len()).sum());
    for p in parts {
        s.push_str(p);
    }
    s
}

/// `v_mov_b32 dst, src`.
pub fn v_mov(dst: &str, src: &str) -> String {
    concat(&["v_mov_b32 ", dst, ", ", src])
}

/// A VOP3-encoded two-source VALU instruction.
pub fn vop2(mnemonic: &str, dst: &str, a: &str, b: &str) -> String {
    concat(&[mnemonic, " ", dst, ", ", a, ", ", b])
}

/// `v_cmp_<cond>_e64 sdst, a, b`.
pub fn v_cmp(cond: &str, dst: &str, a: &str, b: &str) -> String {
    concat(&["v_cmp_", cond, "_e64 ", dst, ", ", a, ", ", b])
}

/// `v_cndmask_b32_e64 dst, if_false, if_true, mask`.
pub fn v_cndmask(dst: &str, f: &str, t: &str, mask: &str) -> String {
    concat(&["v_cndmask_b32_e64 ", dst, ", ", f, ", ", t, ", ", mask])
}

/// The lines around a predicated memory access: `exec &= pred`, the access,
/// `exec` restored.
pub fn predicated(pred: &str, access: &str) -> String {
    concat(&[
        "s_and_saveexec_b64 ",
        SAVE_EXEC,
        ", ",
        pred,
        "\n",
        access,
        "\ns_or_b64 exec, exec, ",
        SAVE_EXEC,
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_either_byte() {
        // Every position, in and across eight-byte words, after bytes that
        // differ from `{` and `\n` by one bit or borrow from them.
        for len in 0..40 {
            for at in 0..len {
                for c in [b'{', b'\n'] {
                    let mut b = vec![b'z'; len];
                    for (k, x) in b.iter_mut().enumerate().take(at) {
                        *x = [b'\x0b', b'\x09', b'z', b'{' ^ 1, b'\x00', b'|'][k % 6];
                    }
                    b[at] = c;
                    assert_eq!(find_byte2(&b, 0, b'{', b'\n'), Some(at), "{b:?}");
                    assert_eq!(find_byte2(&b, at + 1, b'{', b'\n'), None, "{b:?}");
                }
            }
            assert_eq!(find_byte2(&vec![b'a'; len], 0, b'{', b'\n'), None);
        }
    }

    #[test]
    fn decimal() {
        let edges = [
            0,
            7,
            10,
            99,
            100,
            255,
            999,
            1000,
            4095,
            9999,
            10_000,
            65536,
            u32::MAX,
        ];
        for n in edges.into_iter().chain(0..12_000) {
            let mut s = String::from("x");
            push_u32(&mut s, n);
            assert_eq!(s, format!("x{n}"));
        }
    }

    #[test]
    fn names() {
        let p = PReg::new(3, VGPR64);
        assert_eq!(preg_name(p, 16, Part::Whole), "v[70:71]");
        assert_eq!(preg_name(p, 16, Part::Hi), "v71");
        assert_eq!(preg_name(PReg::new(1, SGPR64), 16, Part::Whole), "s[18:19]");
        assert_eq!(vgprs_of(Reg::from_preg(p)), 262..264);
        assert_eq!(vgprs_of(Reg::new(200, VGPR32)), 200..201);
        assert!(is_inline_int(64) && !is_inline_int(65) && is_inline_int(-16));
    }
}
