//! The kernel body: machine instructions with their registers filled in from
//! the register assignment, its moves, and `s_waitcnt` where a value is needed.
//!
//! `s_waitcnt vmcnt(N)`: global and scratch loads and stores complete in
//! order on gfx90a and gfx942 and all count in `vmcnt`. The writer keeps the queue of accesses in flight
//! with the VGPRs each load writes; before an instruction that reads or writes
//! one of them, it waits until that load is done (`N` = the accesses issued
//! after it). At a branch it waits for every load, so blocks start with none
//! in flight.

use crate::asm::print_line;
use crate::asm::Slot;
use crate::assignment::{Assignment, InstOrMove, Loc, Reg};
use crate::hazard::{self, Inline};
use crate::insts::{find_byte2, push_u32, vgprs_of, Kind, Part, SCRATCH_V32, VGPR32};
use crate::regalloc::{SlotPlace, SpillSlots, VCode};
use crate::regmap::RegMap;
use crate::Mcpu;
use regalloc2::{Block, Function, Inst, RegClass};
use smallvec::SmallVec;
use std::fmt::Write;

/// The printed body and the register counts the descriptor needs.
pub struct Body {
    /// The instructions, one per line, with labels and origin comments.
    pub text: String,
    /// One more than the highest VGPR written or read.
    pub next_free_vgpr: u32,
    /// One more than the highest SGPR.
    pub next_free_sgpr: u32,
    /// The accumulation registers spills use (`a0` up).
    pub agprs: u32,
    /// The bytes of scratch memory (private segment) per work-item spills
    /// use beyond the accumulation registers.
    pub scratch_bytes: u32,
}

/// The counter an access in flight decrements when it completes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Counter {
    /// Global memory (`vmcnt`, at most 63).
    Vm,
    /// LDS (`lgkmcnt`, at most 15).
    Lgkm,
}

struct Writer<'a> {
    vcode: &'a VCode,
    out: String,
    sgpr_base: u32,
    mcpu: Mcpu,
    slots: SpillSlots,
    map: RegMap,
    /// Accesses in flight.
    queue: Queue,
    /// A register's name, for spill code (one buffer, reused).
    name: String,
    origin: Option<u32>,
    /// What [`SGPR_SCRATCH_HI`](crate::insts::SGPR_SCRATCH_HI) holds, where
    /// the spill code since the block's label set it.
    scratch_hi: Option<u32>,
    /// The hazard pass, run as the body is printed where it reads every
    /// line ([`hazard::reads_lines`]; else it runs on the printed body).
    hazards: Option<Inline>,
}

/// Writes the body of `vcode` for `mcpu` under the allocation `out`, whose
/// spill slots are placed by `slots`; lane-mask pair `k` is
/// `s[sgpr_base + 2k : ...]`.
pub fn write_body(
    vcode: &VCode,
    out: &Assignment,
    sgpr_base: u32,
    slots: SpillSlots,
    mcpu: Mcpu,
) -> Body {
    let (agprs, scratch_bytes) = slots.split(out.num_spillslots as u32);
    let mut w = Writer {
        vcode,
        out: String::with_capacity(body_estimate(vcode, out)),
        sgpr_base,
        mcpu,
        slots,
        map: RegMap::new(out, sgpr_base),
        queue: Queue::default(),
        name: String::new(),
        origin: None,
        scratch_hi: None,
        hazards: hazard::reads_lines(mcpu.hazards()).then(|| Inline::new(mcpu.hazards())),
    };
    if scratch_bytes > 0 {
        let _ = write!(w.out, "{}", mcpu.scratch_prologue());
    }
    w.prologue();
    for b in 0..vcode.num_blocks() {
        w.block(out, Block::new(b));
    }
    if let Some(h) = &mut w.hazards {
        h.catch_up(&mut w.out);
    }
    Body {
        text: w.out,
        next_free_vgpr: w.map.next_vgpr,
        next_free_sgpr: w.map.next_sgpr,
        agprs,
        scratch_bytes,
    }
}

/// The accesses in flight, oldest first, with the VGPRs each load writes.
/// A store is kept only while a load of its counter is in flight: one older
/// than every load of its counter is never counted by a wait (a wait counts
/// the accesses after the load it waits for), and the spill code of a large
/// kernel issues thousands of stores with no load in flight.
#[derive(Default)]
struct Queue {
    entries: Vec<(Counter, SmallVec<[u32; 4]>)>,
    /// The loads in flight, per counter ([`Counter::index`]).
    loads: [usize; 2],
    /// How many of the loads in flight write each register (by
    /// [`vgprs_of`]'s numbers): an instruction that touches none of those
    /// waits for nothing, found without walking the queue.
    pending: Vec<u16>,
}

impl Counter {
    fn index(self) -> usize {
        match self {
            Counter::Vm => 0,
            Counter::Lgkm => 1,
        }
    }
}

impl Queue {
    fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    fn clear(&mut self) {
        self.entries.clear();
        self.loads = [0; 2];
        self.pending.fill(0);
    }

    /// Whether a load in flight writes one of `regs`.
    fn writes_any(&self, regs: &[u32]) -> bool {
        regs.iter()
            .any(|&r| self.pending.get(r as usize).is_some_and(|&n| n > 0))
    }

    /// A load that writes `regs` (none: a store) is issued.
    fn push(&mut self, counter: Counter, regs: SmallVec<[u32; 4]>) {
        if regs.is_empty() {
            if self.loads[counter.index()] > 0 {
                self.entries.push((counter, regs));
            }
        } else {
            self.loads[counter.index()] += 1;
            for &r in &regs {
                let r = r as usize;
                if self.pending.len() <= r {
                    // Every number `vgprs_of` gives, at once.
                    self.pending.resize((r + 1).max(3 * Reg::PER_CLASS), 0);
                }
                self.pending[r] += 1;
            }
            self.entries.push((counter, regs));
        }
    }

    /// Every access of `counter` up to entry `j` is done.
    fn retire_through(&mut self, counter: Counter, j: usize) {
        let mut k = 0;
        let pending = &mut self.pending;
        self.entries.retain(|(c, regs)| {
            k += 1;
            let keep = *c != counter || k - 1 > j;
            if !keep {
                regs.iter().for_each(|&r| pending[r as usize] -= 1);
            }
            keep
        });
        self.loads[counter.index()] = self
            .entries
            .iter()
            .filter(|(c, r)| *c == counter && !r.is_empty())
            .count();
    }

    /// Every access of `counter` is done.
    fn retire_all(&mut self, counter: Counter) {
        let pending = &mut self.pending;
        self.entries.retain(|(c, regs)| {
            if *c == counter {
                regs.iter().for_each(|&r| pending[r as usize] -= 1);
            }
            *c != counter
        });
        self.loads[counter.index()] = 0;
    }
}

/// About the bytes of the body (a tab, the template with its holes filled,
/// a newline; the origin notes; the allocation's moves, spills and reloads
/// in `out`, with their waits), so that it is allocated once, not grown and
/// copied (with room for the module around it,
/// [`crate::descriptor::module`]).
fn body_estimate(vcode: &VCode, out: &Assignment) -> usize {
    let text = vcode.text.len() + 8 * vcode.slots.len();
    let notes = vcode.origin_text.len() + 4 * vcode.origins.len();
    text + text / 4 + 16 * vcode.insts.len() + 40 * out.moves.len() + notes + 4096
}

impl Writer<'_> {
    /// Loads the kernel arguments into SGPRs from `s12`.
    fn prologue(&mut self) {
        let n = (self.sgpr_base - crate::insts::SGPR_KERNARG_BASE) as usize;
        if n == 0 {
            return;
        }
        let _ = writeln!(self.out, "\t; the kernel arguments");
        let mut i = 0;
        while i < n {
            let s = crate::insts::SGPR_KERNARG_BASE as usize + i;
            let (name, width) = if n - i >= 4 && s.is_multiple_of(4) {
                ("s_load_dwordx4", 4)
            } else if n - i >= 2 {
                ("s_load_dwordx2", 2)
            } else {
                ("s_load_dword", 1)
            };
            let regs = if width == 1 {
                format!("s{s}")
            } else {
                format!("s[{s}:{}]", s + width - 1)
            };
            let _ = writeln!(self.out, "\t{name} {regs}, s[2:3], {:#x}", 4 * i);
            i += width;
        }
        let _ = writeln!(self.out, "\ts_waitcnt lgkmcnt(0)");
    }

    fn block(&mut self, out: &Assignment, block: Block) {
        let _ = writeln!(
            self.out,
            "{}:",
            crate::isel::label(tilelift_mir::Block::from_u32(block.index() as u32))
        );
        self.queue.clear();
        // A branch may reach the label with another high part in the
        // register.
        self.scratch_hi = None;
        for item in out.block_insts_and_moves(self.vcode, block) {
            match item {
                InstOrMove::Inst(inst) => self.inst(out, inst),
                InstOrMove::Move(from, to) => self.edit(from, to),
            }
        }
    }

    fn note(&mut self, preg: Reg) -> SmallVec<[u32; 2]> {
        vgprs_of(preg).collect()
    }

    /// Waits for the loads in flight that write any of `regs`. Accesses
    /// counted by one counter complete in order, so waiting until at most `n`
    /// are in flight (the ones issued after the last such load) suffices; a
    /// count above the counter's maximum waits for the maximum, which is
    /// stricter.
    fn wait_for(&mut self, regs: &[u32]) {
        if self.queue.is_empty() || !self.queue.writes_any(regs) {
            return;
        }
        for (counter, name, max) in [(Counter::Vm, "vmcnt", 63), (Counter::Lgkm, "lgkmcnt", 15)] {
            // The newest access of this counter that writes one of `regs`,
            // and how many of its accesses were issued after it.
            let mut after = 0;
            let mut last = None;
            if self.queue.loads[counter.index()] == 0 {
                continue;
            }
            for (i, (c, written)) in self.queue.entries.iter().enumerate().rev() {
                if *c != counter {
                    continue;
                }
                if written.iter().any(|r| regs.contains(r)) {
                    last = Some(i);
                    break;
                }
                after += 1;
            }
            if let Some(j) = last {
                self.out.push_str("\ts_waitcnt ");
                self.out.push_str(name);
                self.out.push('(');
                push_u32(&mut self.out, after.min(max));
                self.out.push_str(")\n");
                // It and every older access of the counter are done.
                self.queue.retire_through(counter, j);
            }
        }
    }

    fn edit(&mut self, from: Loc, to: Loc) {
        let (f, t) = match (from.as_reg(), to.as_reg()) {
            (Some(f), Some(t)) => (f, t),
            _ => return self.spill_move(from, to),
        };
        let mut regs = self.note(f);
        regs.extend(self.note(t));
        self.wait_for(&regs);
        let (mnemonic, parts): (&str, &[Part]) = match f.class() {
            RegClass::Float => ("v_mov_b32 ", &[Part::Whole]),
            RegClass::Vector => ("v_mov_b32 ", &[Part::Lo, Part::Hi]),
            RegClass::Int => ("s_mov_b64 ", &[Part::Whole]),
        };
        for &part in parts {
            self.out.push('\t');
            self.out.push_str(mnemonic);
            self.map.write_name(&mut self.out, t, part);
            self.out.push_str(", ");
            self.map.write_name(&mut self.out, f, part);
            self.out.push('\n');
        }
    }

    /// A spill or a reload of one register. Slot `k` is a 32-bit word
    /// ([`SpillSlots::place`]; a pair takes `k` and `k+1`): the
    /// accumulation register `a[k]` (`V_ACCVGPR_WRITE_B32` /
    /// `V_ACCVGPR_READ_B32`, MI200 ISA section 7.1 "VOP3P instructions"; the
    /// AGPRs are the upper part of the unified VGPR file, from
    /// `accum_offset`), or a word of the private segment
    /// (`SCRATCH_STORE_DWORD` / `SCRATCH_LOAD_DWORD`, MI200 ISA section 10
    /// "Flat, scratch and global instructions": per-lane addresses the
    /// hardware swizzles, counted in `vmcnt` like global accesses, in order
    /// with them). Lane masks go through the VGPR scratch register.
    fn spill_move(&mut self, from: Loc, to: Loc) {
        // The allocators move between slots through the class's scratch
        // register, so one end is a register.
        let Some(p) = from.as_reg().or(to.as_reg()) else {
            unreachable!("a spill move has one register end")
        };
        let store = to.is_slot();
        let k = (if store { to } else { from }).as_slot().unwrap_or(0);
        let regs = self.note(p);
        self.wait_for(&regs);
        if p.class() == RegClass::Int {
            // A lane mask: each lane's bit as 0 or 1 in the VGPR scratch
            // register (never allocated; regalloc2 uses it only inside the
            // moves of its own class), which a spill word holds.
            let vp = Reg::new(SCRATCH_V32 as usize, VGPR32);
            let vregs = self.note(vp);
            self.wait_for(&vregs);
            let v = self.map.name(vp, Part::Whole);
            let s = self.map.name(p, Part::Whole);
            if store {
                let _ = writeln!(self.out, "\tv_cndmask_b32_e64 {v}, 0, 1, {s}");
                self.spill_word(true, vp, Part::Whole, k, &vregs);
            } else {
                self.spill_word(false, vp, Part::Whole, k, &vregs);
                self.wait_for(&vregs);
                let _ = writeln!(self.out, "\tv_cmp_ne_u32_e64 {s}, 0, {v}");
            }
            return;
        }
        let parts: &[Part] = match p.class() {
            RegClass::Vector => &[Part::Lo, Part::Hi],
            _ => &[Part::Whole],
        };
        for (i, &part) in parts.iter().enumerate() {
            self.spill_word(store, p, part, k + i as u32, &regs);
        }
    }

    /// Moves the VGPR (`part` of) `p` to (`store`) or from spill word `k`;
    /// a reload from scratch is in flight until a wait for `regs` (the
    /// register it writes).
    fn spill_word(&mut self, store: bool, p: Reg, part: Part, k: u32, regs: &[u32]) {
        match (self.slots.place(k), store) {
            (SlotPlace::Agpr(a), true) => {
                self.out.push_str("\tv_accvgpr_write_b32 a");
                push_u32(&mut self.out, a);
                self.out.push_str(", ");
                self.map.write_name(&mut self.out, p, part);
                self.out.push('\n');
            }
            (SlotPlace::Agpr(a), false) => {
                self.out.push_str("\tv_accvgpr_read_b32 ");
                self.map.write_name(&mut self.out, p, part);
                self.out.push_str(", a");
                push_u32(&mut self.out, a);
                self.out.push('\n');
            }
            (SlotPlace::Scratch(offset), _) => {
                let mut v = std::mem::take(&mut self.name);
                v.clear();
                self.map.write_name(&mut v, p, part);
                self.out.push('\t');
                self.mcpu.write_scratch_access(
                    &mut self.out,
                    store,
                    &v,
                    offset,
                    &mut self.scratch_hi,
                );
                self.out.push('\n');
                self.name = v;
                let written = if store {
                    SmallVec::new()
                } else {
                    SmallVec::from_slice(regs)
                };
                self.queue.push(Counter::Vm, written);
            }
        }
    }

    fn inst(&mut self, out: &Assignment, inst: Inst) {
        let i = inst.index();
        let minst = &self.vcode.insts[i];
        let pregs = out.inst_regs(inst);
        let mut regs: SmallVec<[u32; 16]> = SmallVec::new();
        if !self.queue.is_empty() {
            // Only a wait needs them.
            for &p in pregs {
                regs.extend(vgprs_of(p));
            }
        }
        if minst.kind == Kind::Branch && !self.queue.is_empty() {
            // Blocks start with no load in flight. Stores may still be: a
            // later wait counts only the accesses after its load, and older
            // ones complete first anyway.
            let pending: Vec<u32> = self
                .queue
                .entries
                .iter()
                .flat_map(|(_, r)| r.iter().copied())
                .collect();
            self.wait_for(&pending);
            self.queue.clear();
        }
        if minst.lines.0 == minst.lines.1 {
            return;
        }
        self.wait_for(&regs);
        let origin = self.vcode.inst_origin[i];
        if origin.is_some() && origin != self.origin {
            let text = self.vcode.origin(origin.unwrap_or_default());
            self.out.push_str("\t; ");
            self.out.push_str(text);
            self.out.push('\n');
        }
        self.origin = origin;
        match &mut self.hazards {
            None => {
                for &line in self.vcode.inst_lines(i) {
                    let slots = self.vcode.line_slots(line);
                    print(&mut self.out, self.vcode, slots, pregs, &self.map);
                }
            }
            Some(h) => {
                for &line in self.vcode.inst_lines(i) {
                    let slots = self.vcode.line_slots(line);
                    read_and_print(h, &mut self.out, self.vcode, slots, pregs, &self.map);
                }
            }
        }
        match minst.kind {
            Kind::Load | Kind::LdsLoad => {
                let ops = self.vcode.inst_operands(inst);
                let defs: SmallVec<[u32; 4]> = ops
                    .iter()
                    .zip(pregs)
                    .filter(|(o, _)| o.kind() == regalloc2::OperandKind::Def)
                    .flat_map(|(_, p)| vgprs_of(*p))
                    .collect();
                let counter = if minst.kind == Kind::Load {
                    Counter::Vm
                } else {
                    Counter::Lgkm
                };
                self.queue.push(counter, defs);
            }
            Kind::Store => self.queue.push(Counter::Vm, SmallVec::new()),
            Kind::LdsStore => self.queue.push(Counter::Lgkm, SmallVec::new()),
            Kind::Barrier => self.queue.retire_all(Counter::Lgkm),
            _ => {}
        }
    }
}

/// Prints the line `slots` of the instruction whose operands are in
/// `pregs`.
fn print(out: &mut String, vcode: &VCode, slots: &[Slot], pregs: &[Reg], map: &RegMap) {
    print_line(
        out,
        slots,
        &vcode.text,
        |out, n, part| map.write_name(out, pregs[usize::from(n)], part),
        |out, template| fill(out, template, pregs, map),
    );
}

/// [`print`], the hazard pass `h` reading the line: before it is printed
/// if its mnemonic is static, else as text after.
fn read_and_print(
    h: &mut Inline,
    out: &mut String,
    vcode: &VCode,
    slots: &[Slot],
    pregs: &[Reg],
    map: &RegMap,
) {
    match slots.first() {
        Some(&Slot::Str(mnemonic)) if mnemonic != "s_nop" => {
            let reg = |n: u16, part| map.regs(pregs[usize::from(n)], part);
            let operands = slots[1..]
                .iter()
                .filter_map(|&s| hazard::slot_regs(s, &vcode.text, reg));
            h.before(out, mnemonic, operands);
            print(out, vcode, slots, pregs, map);
            h.printed(out);
        }
        _ => print(out, vcode, slots, pregs, map),
    }
}

/// A template with its holes filled, each of its lines indented by a tab
/// and ended by a newline: one pass over the text.
fn fill(s: &mut String, text: &str, pregs: &[Reg], map: &RegMap) {
    let text = text.strip_suffix('\n').unwrap_or(text);
    let bytes = text.as_bytes();
    s.reserve(text.len() + 8);
    s.push('\t');
    let mut start = 0;
    while let Some(i) = find_byte2(bytes, start, b'{', b'\n') {
        if bytes[i] == b'\n' {
            s.push_str(&text[start..=i]);
            s.push('\t');
            start = i + 1;
        } else {
            s.push_str(&text[start..i]);
            start = fill_hole(s, bytes, i + 1, pregs, map);
        }
    }
    s.push_str(&text[start..]);
    s.push('\n');
}

/// The register of the hole whose text starts at `at` (after its `{`:
/// `N}`, `N.lo}`, `N.hi}`, `N.xK}`), appended to `s`; where the text after
/// the hole starts.
fn fill_hole(s: &mut String, bytes: &[u8], at: usize, pregs: &[Reg], map: &RegMap) -> usize {
    let number = |mut i: usize| {
        let mut n = 0usize;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            n = 10 * n + usize::from(bytes[i] - b'0');
            i += 1;
        }
        (n, i)
    };
    let (idx, mut i) = number(at);
    let part = if bytes.get(i) == Some(&b'.') {
        let part = match bytes.get(i + 1) {
            Some(b'l') => Part::Lo,
            Some(b'h') => Part::Hi,
            _ => match number(i + 2) {
                (_, end) if end == i + 2 => Part::Tuple(1),
                (n, _) => Part::Tuple(n as u32),
            },
        };
        i += 1;
        part
    } else {
        Part::Whole
    };
    map.write_name(s, pregs[idx], part);
    // Past the closing brace.
    match bytes[i..].iter().position(|&b| b == b'}') {
        Some(k) => i + k + 1,
        None => bytes.len(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::insts::{SGPR64, VGPR64};

    #[test]
    fn holes() {
        let p = [Reg::new(2, VGPR64), Reg::new(0, SGPR64)];
        let mut map = RegMap::new(&Assignment::default(), 16);
        map.set(VGPR64, 2, 68);
        map.set(SGPR64, 0, 16);
        let mut s = String::new();
        fill(
            &mut s,
            "global_load_dword v1, {0}, off ; {0.hi} {1}\ns_nop 0",
            &p,
            &map,
        );
        assert_eq!(
            s,
            "\tglobal_load_dword v1, v[68:69], off ; v69 s[16:17]\n\ts_nop 0\n"
        );
        assert_eq!(map.name(Reg::new(2, VGPR64), Part::Tuple(4)), "v[68:71]");
        let mut s = String::new();
        fill(&mut s, "global_store_dwordx4 {1}, {0.x4}, off\n", &p, &map);
        assert_eq!(s, "\tglobal_store_dwordx4 s[16:17], v[68:71], off\n");
    }
}
