//! Wait states the hardware does not keep by itself, inserted as `s_nop`
//! into the written body (gfx942: [`Mcpu::hazards`](crate::Mcpu::hazards)).
//!
//! Three hazards, as LLVM's `GCNHazardRecognizer::checkVALUHazards` has them
//! (GCNSubtarget `hasVDecCoExecHazard`, `hasTransForwardingHazard` on CDNA3,
//! `has12DWordStoreHazard` on every gfx9; MI200 and MI300 ISA, "Manually
//! Inserted Wait States"):
//!
//! - a VALU instruction that writes a VGPR that a vector memory store of
//!   more than 8 bytes (`global_store_dwordx4`) still reads as its data,
//!   within [`Hazards::store_data`] wait states of the store (gfx90a and
//!   gfx942);
//! - (gfx942) a VALU instruction that reads an SGPR (`vcc` included, and the `vcc`
//!   that `v_div_fmas` reads without naming it) within
//!   [`Hazards::valu_sgpr_read`] wait states of a VALU instruction that
//!   wrote it (a compare's lane mask, a carry);
//! - (gfx942) a VALU instruction that is not transcendental and reads a VGPR within
//!   [`Hazards::trans_use`] wait states of the transcendental instruction
//!   (`v_exp_f32`, `v_rcp_f32`, ...) that wrote it.
//!
//! Every instruction is one wait state, `s_nop N` is `N + 1`. The pass reads
//! the body line by line, with registers as the writer filled them in, so
//! it sees regalloc2's moves and spill code too: on gfx942 while the writer
//! prints it ([`Inline`]: the lines of the structured form read from their
//! mnemonic and operands' registers, not their text), on gfx90a (wide
//! stores only) over the printed body ([`insert_wait_states`]). Blocks are in program
//! order, so a fall-through carries its state on; before a branch the
//! pass waits out whatever is pending (less the branch's own wait state),
//! so that every block reached by a branch starts with nothing pending.

use crate::asm::Slot;
use crate::insts::{find_byte2, push_u32, Part};
use crate::target::Hazards;
use smallvec::SmallVec;

/// The pass run while the writer prints the body, on a target whose
/// hazards need every line read ([`reads_lines`]): a line the writer prints
/// from the structured form ([`crate::asm`]) is read from its mnemonic and
/// its operands' registers before it is printed, without parsing text;
/// every other line (moves, spill code, waits, templates) is read as text
/// once written ([`Inline::catch_up`]). The body is the one
/// [`insert_wait_states`] would give.
pub struct Inline {
    tracker: Tracker,
    /// Where the lines not yet read start.
    checked: usize,
}

impl Inline {
    /// The pass for `hazards`, at the start of an empty body.
    pub fn new(hazards: Hazards) -> Inline {
        Inline {
            tracker: Tracker {
                hazards,
                pending: Vec::new(),
            },
            checked: 0,
        }
    }

    /// Reads the lines written to `out` since the last call, inserting the
    /// `s_nop` each needs before it.
    pub fn catch_up(&mut self, out: &mut String) {
        let mut at = self.checked;
        while at < out.len() {
            let end = find_byte2(out.as_bytes(), at, b'\n', b'\n').map_or(out.len(), |k| k + 1);
            let wait = match instruction(&out[at..end]) {
                Some(inst) => self.tracker.before(inst),
                None => 0,
            };
            if wait > 0 {
                let mut nop = String::with_capacity(12);
                write_nop(&mut nop, wait);
                out.insert_str(at, &nop);
                at = end + nop.len();
            } else {
                at = end;
            }
        }
        self.checked = out.len();
    }

    /// Reads the instruction `mnemonic` with `operands` (each one's
    /// registers, if it names any) that is printed next, after the text
    /// before it: writes the `s_nop` it needs to `out`. The line is then
    /// printed and passed by [`Inline::printed`].
    pub fn before(
        &mut self,
        out: &mut String,
        mnemonic: &str,
        operands: impl Iterator<Item = Option<Regs>>,
    ) {
        self.catch_up(out);
        let wait = self.tracker.step(mnemonic, operands, 1);
        if wait > 0 {
            write_nop(out, wait);
        }
    }

    /// The line read by [`Inline::before`] has been printed to `out`.
    pub fn printed(&mut self, out: &str) {
        self.checked = out.len();
    }
}

/// `s_nop` for `wait` wait states (`s_nop N` is `N + 1`), as a line.
fn write_nop(out: &mut String, wait: u32) {
    out.push_str("\ts_nop ");
    push_u32(out, wait - 1);
    out.push('\n');
}

/// The instruction of a line of the body (trimmed), if it is one: a line
/// indented by a tab that is not a comment or a directive.
fn instruction(line: &str) -> Option<&str> {
    // The body is ASCII: its trim is the ASCII one.
    let inst = line.trim_ascii();
    let is_inst = line.starts_with('\t')
        && !inst.is_empty()
        && !inst.starts_with(';')
        && !inst.starts_with('.');
    is_inst.then_some(inst)
}

/// The registers an operand's text names, as the pass reads them (`None`
/// for a constant, `off`).
pub fn regs_of(operand: &str) -> Option<Regs> {
    regs(operand)
}

/// The registers of an operand slot of a structured line, as the pass would
/// read them from its text: `reg` gives a register slot's, `text` holds the
/// text of a text slot. `None` for a slot that is no operand (a suffix).
pub fn slot_regs(slot: Slot, text: &str, reg: impl Fn(u16, Part) -> Regs) -> Option<Option<Regs>> {
    match slot {
        Slot::Reg(n, part) | Slot::NegReg(n, part) | Slot::AbsReg(n, part) => {
            Some(Some(reg(n, part)))
        }
        Slot::Str(s) => Some(regs(s)),
        Slot::Text(at, n) => Some(regs(&text[at as usize..(at + n) as usize])),
        Slot::Suffix(_) | Slot::SuffixText(..) | Slot::Template(..) => None,
    }
}

/// A range of registers of one file.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Regs {
    /// `b'v'`, `b's'` or `b'a'`.
    pub file: u8,
    /// The first register.
    pub lo: u32,
    /// One past the last.
    pub hi: u32,
}

impl Regs {
    fn overlaps(self, o: Regs) -> bool {
        self.file == o.file && self.lo < o.hi && o.lo < self.hi
    }
}

/// `vcc` in SGPR numbering (gfx9: `vcc_lo` is SGPR 106).
const VCC: Regs = Regs {
    file: b's',
    lo: 106,
    hi: 108,
};

/// A register operand's registers (`v3`, `v[4:7]`, `s[8:9]`, `vcc`, `a2`),
/// without its modifiers (`-v1`, `|v2|`); `None` for a constant or `off`.
/// Read byte by byte (the body is ASCII; this runs for every operand of
/// every VALU line on gfx942).
fn regs(operand: &str) -> Option<Regs> {
    let b = operand.as_bytes();
    // The first word.
    let s = b.iter().position(|c| !c.is_ascii_whitespace())?;
    let e = b[s..]
        .iter()
        .position(|c| c.is_ascii_whitespace())
        .map_or(b.len(), |k| s + k);
    let mut t = &b[s..e];
    while let [b'-' | b'|', rest @ ..] = t {
        t = rest;
    }
    while let [rest @ .., b'|'] = t {
        t = rest;
    }
    match t {
        b"vcc" => return Some(VCC),
        b"vcc_lo" => return Some(Regs { hi: 107, ..VCC }),
        b"vcc_hi" => return Some(Regs { lo: 107, ..VCC }),
        _ => {}
    }
    let (&file, rest) = t.split_first()?;
    if !matches!(file, b'v' | b's' | b'a') {
        return None;
    }
    let (lo, hi) = match rest.split_first() {
        Some((b'[', range)) => {
            let mut range = range;
            while let [r @ .., b']'] = range {
                range = r;
            }
            let colon = range.iter().position(|&c| c == b':')?;
            (
                number(&range[..colon])?,
                number(&range[colon + 1..])?.checked_add(1)?,
            )
        }
        _ => {
            let n = number(rest)?;
            (n, n.checked_add(1)?)
        }
    };
    Some(Regs { file, lo, hi })
}

/// A decimal number of ASCII digits (an optional `+` first, as
/// `str::parse` takes it).
fn number(digits: &[u8]) -> Option<u32> {
    let digits = digits.strip_prefix(b"+").unwrap_or(digits);
    if digits.is_empty() {
        return None;
    }
    digits.iter().try_fold(0u32, |n, &c| {
        c.is_ascii_digit().then_some(())?;
        n.checked_mul(10)?.checked_add(u32::from(c - b'0'))
    })
}

/// The operands of an instruction's text after its mnemonic, split at
/// commas and trimmed (as `split(',').map(str::trim_ascii)`, without a
/// searcher per line).
struct Operands<'a>(Option<&'a str>);

impl<'a> Iterator for Operands<'a> {
    type Item = &'a str;
    fn next(&mut self) -> Option<&'a str> {
        let rest = self.0?;
        match rest.bytes().position(|c| c == b',') {
            Some(k) => {
                self.0 = Some(&rest[k + 1..]);
                Some(rest[..k].trim_ascii())
            }
            None => {
                self.0 = None;
                Some(rest.trim_ascii())
            }
        }
    }
}

/// The transcendental VALU instructions (LLVM's `TRANS` VOP1 instructions).
fn is_trans(base: &str) -> bool {
    // Each is `v_exp`, `v_log`, `v_rcp`, `v_rsq`, `v_sqrt`, `v_sin` or
    // `v_cos` and more: most lines are none, by their third letter.
    if !matches!(
        base.as_bytes().get(2),
        Some(b'e' | b'l' | b'r' | b's' | b'c')
    ) {
        return false;
    }
    matches!(
        base,
        "v_exp_f32"
            | "v_log_f32"
            | "v_rcp_f32"
            | "v_rcp_iflag_f32"
            | "v_rsq_f32"
            | "v_sqrt_f32"
            | "v_sin_f32"
            | "v_cos_f32"
            | "v_exp_legacy_f32"
            | "v_log_legacy_f32"
            | "v_rcp_f64"
            | "v_rsq_f64"
            | "v_sqrt_f64"
            | "v_exp_f16"
            | "v_log_f16"
            | "v_rcp_f16"
            | "v_rsq_f16"
            | "v_sqrt_f16"
            | "v_sin_f16"
            | "v_cos_f16"
    )
}

/// How many of a VALU instruction's leading operands it writes: a compare
/// writes its mask, the carry-out forms and `v_div_scale` a VGPR and an
/// SGPR pair.
fn n_defs(base: &str) -> usize {
    const TWO: &[&str] = &[
        "v_add_co_u32",
        "v_sub_co_u32",
        "v_subrev_co_u32",
        "v_addc_co_u32",
        "v_subb_co_u32",
        "v_subbrev_co_u32",
        "v_div_scale_f32",
        "v_div_scale_f64",
        "v_mad_u64_u32",
        "v_mad_i64_i32",
    ];
    // Each has `_co_` after its operation's name, or is `v_div_scale_*`
    // or `v_mad_*`: most lines are none, without comparing the list.
    let b = base.as_bytes();
    let co = [5, 6, 8, 9]
        .iter()
        .any(|&i| b.get(i..i + 4) == Some(b"_co_".as_slice()));
    let maybe = co || base.starts_with("v_div_scale") || base.starts_with("v_mad_");
    if maybe && TWO.contains(&base) {
        2
    } else {
        1
    }
}

/// A register written `age` wait states ago that a reader must keep
/// `need` wait states away from.
#[derive(Copy, Clone, Debug)]
struct Pending {
    regs: Regs,
    age: u32,
    need: u32,
    /// What the pending write is.
    kind: PendingKind,
}

/// What a [`Pending`] entry is.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum PendingKind {
    /// An SGPR a VALU instruction wrote: a VALU read waits.
    ValuSgpr,
    /// A VGPR a transcendental instruction wrote: a VALU read waits, unless
    /// by another transcendental instruction.
    Trans,
    /// The data VGPRs of a store of more than 8 bytes: a VALU write waits.
    StoreData,
}

/// The data operand of a vector memory store of more than 8 bytes (the
/// `global`, `scratch` and `flat` forms: address first, then data), from
/// the registers of its operands.
fn wide_store_data(
    mnemonic: &str,
    mut operands: impl Iterator<Item = Option<Regs>>,
) -> Option<Regs> {
    let wide = ["global_store_", "scratch_store_", "flat_store_"]
        .iter()
        .any(|p| mnemonic.starts_with(p))
        && (mnemonic.ends_with("x3") || mnemonic.ends_with("x4"));
    if !wide {
        return None;
    }
    operands.nth(1).flatten()
}

/// Where the next line from `from` on that may hold a vector memory store
/// of more than 8 bytes starts (a superset of what [`wide_store_data`]
/// takes: every such mnemonic has `_store_dwordx3` or `_store_dwordx4` in
/// it). The text is passed in blocks by the standard library's vectorized
/// substring test (a narrow store's `_store_dwordx2` is the only other hit).
fn next_wide_store(body: &str, from: usize) -> Option<usize> {
    const BLOCK: usize = 2048;
    const NEEDLE: &str = "_store_dwordx";
    let bytes = body.as_bytes();
    let mut at = from;
    while at < body.len() {
        let mut end = (at + BLOCK).min(body.len());
        while !body.is_char_boundary(end) {
            end += 1;
        }
        let block = &body[at..end];
        if !block.contains(NEEDLE) {
            // A needle across the block's end starts within its last
            // bytes: the next block starts there.
            at = if end == body.len() {
                end
            } else {
                floor_boundary(body, end - (NEEDLE.len() - 1))
            };
            continue;
        }
        let hit = at + block.find(NEEDLE)?;
        let x = hit + NEEDLE.len() - 1;
        if matches!(bytes.get(x + 1), Some(b'3' | b'4')) {
            let start = bytes[from..x].iter().rposition(|&b| b == b'\n');
            return Some(start.map_or(from, |k| from + k + 1));
        }
        at = x + 1;
    }
    None
}

/// The last character boundary of `s` at or before `i`.
fn floor_boundary(s: &str, mut i: usize) -> usize {
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// The pass's state: the registers written recently.
struct Tracker {
    hazards: Hazards,
    pending: Vec<Pending>,
}

impl Tracker {
    /// The wait states to insert before the instruction `line`, which is
    /// then recorded.
    fn before(&mut self, line: &str) -> u32 {
        // The mnemonic and the operands (the body is ASCII).
        let (mnemonic, rest) = match line.bytes().position(|b| b.is_ascii_whitespace()) {
            Some(i) => (&line[..i], &line[i + 1..]),
            None => (line, ""),
        };
        let states = match mnemonic {
            "s_nop" => rest.trim().parse::<u32>().map_or(1, |n| n + 1),
            _ => 1,
        };
        // Each operand's registers, read only where needed.
        self.step(mnemonic, Operands(Some(rest)).map(regs), states)
    }

    /// The wait states to insert before the instruction `mnemonic` with
    /// `operands` (each one's registers, if it names any), which takes
    /// `states` wait states itself and is then recorded.
    fn step(
        &mut self,
        mnemonic: &str,
        operands: impl Iterator<Item = Option<Regs>>,
        states: u32,
    ) -> u32 {
        let mut defs: SmallVec<[Pending; 2]> = SmallVec::new();
        let valu_only_writes = self.hazards.valu_sgpr_read == 0 && self.hazards.trans_use == 0;
        let branch = mnemonic.starts_with("s_branch")
            || mnemonic.starts_with("s_cbranch")
            || mnemonic == "s_setpc_b64";
        let wait = if branch {
            // Whatever a branch target could read: wait it out, less the
            // branch's own wait state.
            self.pending
                .iter()
                .map(|p| p.need.saturating_sub(p.age + 1))
                .max()
                .unwrap_or(0)
        } else if valu_only_writes && self.pending.is_empty() && mnemonic.starts_with("v_") {
            // Nothing a VALU instruction could wait for, nor leave pending.
            0
        } else if mnemonic.starts_with("v_") {
            let mut base = mnemonic;
            while let Some(b) = base.strip_suffix("_e32") {
                base = b;
            }
            while let Some(b) = base.strip_suffix("_e64") {
                base = b;
            }
            let mut operands = operands;
            let n_defs = if base.starts_with("v_cmp") {
                1
            } else {
                n_defs(base)
            };
            let written: SmallVec<[Regs; 2]> = operands.by_ref().take(n_defs).flatten().collect();
            let trans = is_trans(base);
            for &d in &written {
                if d.file == b's' && self.hazards.valu_sgpr_read > 0 {
                    defs.push(Pending {
                        regs: d,
                        age: 0,
                        need: self.hazards.valu_sgpr_read,
                        kind: PendingKind::ValuSgpr,
                    });
                } else if trans && d.file == b'v' && self.hazards.trans_use > 0 {
                    defs.push(Pending {
                        regs: d,
                        age: 0,
                        need: self.hazards.trans_use,
                        kind: PendingKind::Trans,
                    });
                }
            }
            if self.pending.is_empty() {
                // Nothing to wait for: the uses need not be read.
                0
            } else {
                let mut uses: SmallVec<[Regs; 8]> = operands.flatten().collect();
                if base.starts_with("v_div_fmas") {
                    uses.push(VCC);
                }
                self.pending
                    .iter()
                    .filter(|p| match p.kind {
                        PendingKind::ValuSgpr => uses.iter().any(|u| u.overlaps(p.regs)),
                        PendingKind::Trans => !trans && uses.iter().any(|u| u.overlaps(p.regs)),
                        PendingKind::StoreData => written.iter().any(|w| w.overlaps(p.regs)),
                    })
                    .map(|p| p.need.saturating_sub(p.age))
                    .max()
                    .unwrap_or(0)
            }
        } else {
            if let Some(data) = wide_store_data(mnemonic, operands) {
                if self.hazards.store_data > 0 {
                    defs.push(Pending {
                        regs: data,
                        age: 0,
                        need: self.hazards.store_data,
                        kind: PendingKind::StoreData,
                    });
                }
            }
            0
        };
        self.age(wait + states);
        self.pending.extend(defs);
        wait
    }

    /// `n` wait states pass.
    fn age(&mut self, n: u32) {
        for p in &mut self.pending {
            p.age += n;
        }
        self.pending.retain(|p| p.age < p.need);
    }
}

/// Whether the pass reads every line of a body for `hazards` (on gfx90a,
/// whose only hazard is a wide store's, it reads none of a body without
/// one), so that the writer runs it ([`Inline`]).
pub fn reads_lines(hazards: Hazards) -> bool {
    hazards.valu_sgpr_read > 0 || hazards.trans_use > 0
}

/// `body` with `s_nop` inserted where `hazards` need wait states (the body
/// itself when none do).
pub fn insert_wait_states(body: String, hazards: Hazards) -> String {
    if !hazards.any() {
        return body;
    }
    // Where only wide stores start a hazard (gfx90a), the lines while
    // nothing is pending need no wait state and leave nothing pending,
    // unless they are such a store: the pass reads from the next line that
    // may be one (a body without one, by one search, reading no line).
    let only_stores = hazards.valu_sgpr_read == 0 && hazards.trans_use == 0;
    let mut t = Tracker {
        hazards,
        pending: Vec::new(),
    };
    // The body is copied only from the first `s_nop` on (most gfx90a
    // kernels need none), and then in runs between the `s_nop`s.
    let mut out: Option<String> = None;
    let mut copied = 0;
    let bytes = body.as_bytes();
    let mut at = 0;
    while at < body.len() {
        if only_stores && t.pending.is_empty() {
            match next_wide_store(&body, at) {
                Some(line) => at = line,
                None => break,
            }
        }
        let end = find_byte2(bytes, at, b'\n', b'\n').map_or(body.len(), |k| k + 1);
        if let Some(inst) = instruction(&body[at..end]) {
            let wait = t.before(inst);
            if wait > 0 {
                let out =
                    out.get_or_insert_with(|| String::with_capacity(body.len() + body.len() / 16));
                out.push_str(&body[copied..at]);
                copied = at;
                write_nop(out, wait);
            }
        }
        at = end;
    }
    match out {
        Some(mut out) => {
            out.push_str(&body[copied..]);
            out
        }
        None => body,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GFX942: Hazards = Hazards {
        valu_sgpr_read: 2,
        trans_use: 1,
        store_data: 2,
    };

    fn run(text: &str) -> String {
        let body: String = text.lines().map(|l| format!("\t{l}\n")).collect();
        insert_wait_states(body, GFX942)
            .lines()
            .map(str::trim)
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn operands() {
        assert_eq!(
            regs("v[4:7]"),
            Some(Regs {
                file: b'v',
                lo: 4,
                hi: 8
            })
        );
        assert_eq!(
            regs("-v3"),
            Some(Regs {
                file: b'v',
                lo: 3,
                hi: 4
            })
        );
        assert_eq!(
            regs("|s5|"),
            Some(Regs {
                file: b's',
                lo: 5,
                hi: 6
            })
        );
        assert_eq!(regs("vcc"), Some(VCC));
        assert_eq!(regs(" vcc_lo"), Some(Regs { hi: 107, ..VCC }));
        assert_eq!(
            regs("a12 "),
            Some(Regs {
                file: b'a',
                lo: 12,
                hi: 13
            })
        );
        assert_eq!(regs("s"), None);
        assert_eq!(regs("v[4:]"), None);
        assert_eq!(regs("exec"), None);
        assert_eq!(regs("v1x"), None);
        let ops: Vec<&str> = Operands(Some(" v0, vcc,v1 , 0x10")).collect();
        assert_eq!(ops, ["v0", "vcc", "v1", "0x10"]);
        assert_eq!(Operands(Some("")).collect::<Vec<_>>(), [""]);
        assert_eq!(regs("0x3f800000"), None);
        assert_eq!(regs("off"), None);
        assert_eq!(regs("1.0"), None);
    }

    /// A carry read right after it is written waits two states; a mask read
    /// one instruction later waits one.
    #[test]
    fn sgpr_written_by_valu() {
        assert_eq!(
            run("v_add_co_u32_e64 v0, vcc, v1, v2\nv_addc_co_u32_e64 v3, vcc, v4, v5, vcc"),
            "v_add_co_u32_e64 v0, vcc, v1, v2\ns_nop 1\nv_addc_co_u32_e64 v3, vcc, v4, v5, vcc"
        );
        assert_eq!(
            run("v_cmp_gt_u32_e64 s[12:13], v1, v2\nv_mov_b32 v3, 0\nv_cndmask_b32_e64 v4, v5, v6, s[12:13]"),
            "v_cmp_gt_u32_e64 s[12:13], v1, v2\nv_mov_b32 v3, 0\ns_nop 0\nv_cndmask_b32_e64 v4, v5, v6, s[12:13]"
        );
        // Written by SALU: interlocked.
        assert_eq!(
            run("s_and_b64 vcc, exec, s[4:5]\nv_cndmask_b32_e32 v1, v2, v3, vcc"),
            "s_and_b64 vcc, exec, s[4:5]\nv_cndmask_b32_e32 v1, v2, v3, vcc"
        );
        // v_div_fmas reads vcc without naming it.
        assert_eq!(
            run("v_div_scale_f32 v1, vcc, v2, v3, v4\nv_div_fmas_f32 v5, v6, v7, v8"),
            "v_div_scale_f32 v1, vcc, v2, v3, v4\ns_nop 1\nv_div_fmas_f32 v5, v6, v7, v8"
        );
    }

    #[test]
    fn transcendental_result() {
        assert_eq!(
            run("v_rcp_f32_e32 v1, v2\nv_fma_f32 v3, -v4, v1, 1.0"),
            "v_rcp_f32_e32 v1, v2\ns_nop 0\nv_fma_f32 v3, -v4, v1, 1.0"
        );
        // Another transcendental instruction, or an unrelated one, does not wait.
        assert_eq!(
            run("v_rcp_f32_e32 v1, v2\nv_sqrt_f32 v3, v1\nv_mov_b32 v5, v1"),
            "v_rcp_f32_e32 v1, v2\nv_sqrt_f32 v3, v1\nv_mov_b32 v5, v1"
        );
    }

    /// A VALU write of a wide store's data waits; a narrow store's does not.
    #[test]
    fn wide_store_data() {
        assert_eq!(
            run("global_store_dwordx4 v[40:41], v[32:35], off\nv_mov_b32 v33, 0"),
            "global_store_dwordx4 v[40:41], v[32:35], off\ns_nop 1\nv_mov_b32 v33, 0"
        );
        assert_eq!(
            run("global_store_dwordx2 v[40:41], v[32:33], off\nv_mov_b32 v33, 0"),
            "global_store_dwordx2 v[40:41], v[32:33], off\nv_mov_b32 v33, 0"
        );
        // Reading it is no hazard.
        assert_eq!(
            run("global_store_dwordx4 v[40:41], v[32:35], off\nv_mov_b32 v1, v33"),
            "global_store_dwordx4 v[40:41], v[32:35], off\nv_mov_b32 v1, v33"
        );
    }

    /// The pass run as the body is printed gives what it gives on the
    /// printed body, lines read before printing (as from the structured
    /// form: the mnemonic and each operand's registers) or as text after.
    #[test]
    fn inline_as_post_pass() {
        let body = "\tv_add_co_u32_e64 v0, vcc, v1, v2\n\t; a note\n\
                    \tv_addc_co_u32_e64 v3, vcc, v4, v5, vcc\n.LBB0_1:\n\
                    \tv_rcp_f32_e32 v1, v2\n\tv_fma_f32 v3, -v4, v1, 1.0\n\
                    \tglobal_store_dwordx4 v[40:41], v[32:35], off\n\tv_mov_b32 v33, 0\n\
                    \tv_cmp_eq_u32_e64 s[12:13], v1, v2\n\ts_branch .LBB0_2\n";
        let expected = insert_wait_states(body.to_string(), GFX942);
        assert!(expected.contains("s_nop"));
        for structured in [false, true] {
            let mut h = Inline::new(GFX942);
            let mut out = String::new();
            for line in body.split_inclusive('\n') {
                let inst = instruction(line).filter(|_| structured);
                match inst.map(|i| i.split_once(' ').unwrap_or((i, ""))) {
                    Some((mnemonic, rest)) => {
                        h.before(&mut out, mnemonic, Operands(Some(rest)).map(regs));
                        out.push_str(line);
                        h.printed(&out);
                    }
                    None => out.push_str(line),
                }
            }
            h.catch_up(&mut out);
            assert_eq!(out, expected, "structured: {structured}");
        }
    }

    /// Where only wide stores start a hazard (gfx90a), the pass reads from
    /// the next line that may be one: the body is what reading every line
    /// gives, stores in blocks far apart, across block ends and at the
    /// body's end included.
    #[test]
    fn only_stores_skips_to_wide_stores() {
        let gfx90a = Hazards {
            valu_sgpr_read: 0,
            trans_use: 0,
            store_data: 2,
        };
        let store = "\tglobal_store_dwordx4 v[40:41], v[32:35], off\n\tv_mov_b32 v33, 0\n";
        for filler in [0, 3, 100, 339, 340, 341, 1000] {
            let mut body = String::from(".LBB0_0:\n");
            for k in 0..4 {
                for _ in 0..filler + k {
                    body.push_str("\tglobal_load_dwordx2 v[2:3], v[4:5], off\n");
                }
                body.push_str(store);
            }
            let skipped = insert_wait_states(body.clone(), gfx90a);
            assert_eq!(skipped.matches("s_nop 1").count(), 4, "filler {filler}");
            // Every line read: the tracker over the whole body.
            let mut t = Tracker {
                hazards: gfx90a,
                pending: Vec::new(),
            };
            let mut every = String::new();
            for line in body.split_inclusive('\n') {
                if let Some(inst) = instruction(line) {
                    let wait = t.before(inst);
                    if wait > 0 {
                        write_nop(&mut every, wait);
                    }
                }
                every.push_str(line);
            }
            assert_eq!(skipped, every, "filler {filler}");
        }
        assert_eq!(next_wide_store("\tv_mov_b32 v1, 0x10\n", 0), None);
    }

    /// A branch waits out what its target might read.
    #[test]
    fn branches_drain() {
        assert_eq!(
            run("v_cmp_eq_u32_e64 s[12:13], v1, v2\ns_branch .LBB0_2"),
            "v_cmp_eq_u32_e64 s[12:13], v1, v2\ns_nop 0\ns_branch .LBB0_2"
        );
    }
}
