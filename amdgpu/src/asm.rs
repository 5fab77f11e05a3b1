//! The structured form of a machine instruction's assembly: lines, each a
//! mnemonic and its operand slots (a register operand by its number, a
//! constant, a suffix such as ` offset:16`). Selection builds an [`Asm`]
//! per instruction without formatting any text; the writer prints each line
//! once, with the registers the allocator chose ([`print_line`]).
//!
//! A line may also be a template of the text form ([`Slot::Template`]:
//! lines with `{N}` holes, see [`crate::insts`]), for the rarer
//! instructions still built as text (64-bit division, conversions,
//! atomics); the writer fills those as before.

use crate::insts::{push_hex, push_short, push_u32, Part, Src};

/// One slot of a line: its mnemonic, an operand or a suffix.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Slot {
    /// Register operand `n`, or a part of it.
    Reg(u16, Part),
    /// Register operand `n` negated (`-v1`).
    NegReg(u16, Part),
    /// The absolute value of register operand `n` (`|v[2:3]|`).
    AbsReg(u16, Part),
    /// Text that never changes: a mnemonic, an inline constant, `vcc`.
    Str(&'static str),
    /// Text of this instruction's own (a literal, a label), kept in the
    /// text buffer: its start and length.
    Text(u32, u32),
    /// Text appended to the line without a separator (` offset:16`, cache
    /// bits, which start with their own space).
    Suffix(&'static str),
    /// A [`Slot::Suffix`] of text kept in the buffer.
    SuffixText(u32, u32),
    /// A whole template of the text form (its start and length in the text
    /// buffer): one or more lines with `{N}` holes. Alone on its line.
    Template(u32, u32),
}

impl Slot {
    /// The negation of a register slot (`-v1`); `None` for another slot.
    pub fn negated(self) -> Option<Slot> {
        match self {
            Slot::Reg(n, part) => Some(Slot::NegReg(n, part)),
            _ => None,
        }
    }

    /// The absolute value of a register slot (`|v1|`); `None` for another
    /// slot.
    pub fn absolute(self) -> Option<Slot> {
        match self {
            Slot::Reg(n, part) => Some(Slot::AbsReg(n, part)),
            _ => None,
        }
    }

    /// The same slot with its text (if any) `by` bytes further on in the
    /// buffer: an instruction's own text moves when it joins the kernel's.
    fn shifted(self, by: u32) -> Slot {
        match self {
            Slot::Text(at, n) => Slot::Text(at + by, n),
            Slot::SuffixText(at, n) => Slot::SuffixText(at + by, n),
            Slot::Template(at, n) => Slot::Template(at + by, n),
            s => s,
        }
    }
}

/// The slots of one line: where they start and end in a slot list.
pub type LineRange = (u32, u32);

/// One instruction's assembly under construction: its lines, and the text
/// of its own (empty and unallocated for most instructions).
#[derive(Default, Debug)]
pub struct Asm {
    slots: Vec<Slot>,
    /// Where each line's slots end.
    ends: Vec<u16>,
    text: String,
}

impl Asm {
    /// An empty instruction (no lines).
    pub fn new() -> Asm {
        Asm::default()
    }

    /// Empties the instruction, keeping its buffers (selection builds every
    /// instruction in the same ones).
    pub fn clear(&mut self) {
        self.slots.clear();
        self.ends.clear();
        self.text.clear();
    }

    /// The instruction of one line `mnemonic op0, op1, ...`.
    pub fn one(mnemonic: &'static str, operands: &[Slot]) -> Asm {
        let mut a = Asm::new();
        a.line(mnemonic, operands);
        a
    }

    /// The instruction of one template of the text form.
    pub fn from_template(text: &str) -> Asm {
        let mut a = Asm::new();
        a.template(text);
        a
    }

    /// Appends the line `mnemonic op0, op1, ...` (a [`Slot::Suffix`] among
    /// the operands is appended without a separator).
    pub fn line(&mut self, mnemonic: &'static str, operands: &[Slot]) -> &mut Asm {
        self.line_slot(Slot::Str(mnemonic), operands)
    }

    /// [`Asm::line`] with a mnemonic of any slot (text of its own).
    pub fn line_slot(&mut self, mnemonic: Slot, operands: &[Slot]) -> &mut Asm {
        self.slots.push(mnemonic);
        self.slots.extend_from_slice(operands);
        self.ends.push(self.slots.len() as u16);
        self
    }

    /// Appends the label `name:`, a line of its own printed without the
    /// indentation of an instruction (a branch within the instruction's
    /// lines targets it; the name must be unique in the kernel).
    pub fn label(&mut self, name: &str) -> &mut Asm {
        let at = self.text.len() as u32;
        self.text.push_str(name);
        self.text.push(':');
        self.slots.push(Slot::Text(at, name.len() as u32 + 1));
        self.ends.push(self.slots.len() as u16);
        self
    }

    /// Appends a template of the text form as a line of its own (nothing,
    /// for an empty template).
    pub fn template(&mut self, text: &str) -> &mut Asm {
        if !text.is_empty() {
            let (at, n) = self.keep(text);
            self.slots.push(Slot::Template(at, n));
            self.ends.push(self.slots.len() as u16);
        }
        self
    }

    /// `text` kept in the instruction's own text, as an operand slot.
    pub fn text(&mut self, text: &str) -> Slot {
        let (at, n) = self.keep(text);
        Slot::Text(at, n)
    }

    /// Text written by `write` into the instruction's own text, as an
    /// operand slot (no allocation of its own).
    pub fn text_with(&mut self, write: impl FnOnce(&mut String)) -> Slot {
        let at = self.text.len();
        write(&mut self.text);
        Slot::Text(at as u32, (self.text.len() - at) as u32)
    }

    /// Text written by `write` into the instruction's own text, as a suffix
    /// slot.
    pub fn suffix_with(&mut self, write: impl FnOnce(&mut String)) -> Slot {
        match self.text_with(write) {
            Slot::Text(at, n) => Slot::SuffixText(at, n),
            _ => unreachable!("text_with gives a text slot"),
        }
    }

    /// `n` in hexadecimal (`0x1f`), as an operand slot.
    pub fn hex(&mut self, n: u32) -> Slot {
        self.text_with(|s| push_hex(s, n))
    }

    /// The SGPR `s<n>`, as an operand slot.
    pub fn sgpr(&mut self, n: u32) -> Slot {
        self.text_with(|s| {
            s.push('s');
            push_u32(s, n);
        })
    }

    /// A memory instruction's ` offset:N` suffix (an empty one for 0).
    pub fn offset(&mut self, offset: i32) -> Slot {
        if offset == 0 {
            return Slot::Suffix("");
        }
        let at = self.text.len();
        self.text.push_str(" offset:");
        if offset < 0 {
            self.text.push('-');
        }
        push_u32(&mut self.text, offset.unsigned_abs());
        Slot::SuffixText(at as u32, (self.text.len() - at) as u32)
    }

    /// `text` kept in the instruction's own text, as a suffix slot.
    pub fn suffix_text(&mut self, text: &str) -> Slot {
        let (at, n) = self.keep(text);
        Slot::SuffixText(at, n)
    }

    /// The slot of a whole source operand: its register, or its inline
    /// text (kept if it is not static).
    pub fn src(&mut self, s: &Src) -> Slot {
        self.src_part(s, Part::Whole)
    }

    /// The slot of a half of a 64-bit source (`hi`: the high one).
    pub fn half(&mut self, s: &Src, hi: bool) -> Slot {
        self.src_part(s, if hi { Part::Hi } else { Part::Lo })
    }

    fn src_part(&mut self, s: &Src, part: Part) -> Slot {
        match s {
            Src::Op(n) => Slot::Reg(*n as u16, part),
            Src::Text(std::borrow::Cow::Borrowed(t)) => Slot::Str(t),
            Src::Text(std::borrow::Cow::Owned(t)) => self.text(t),
        }
    }

    fn keep(&mut self, text: &str) -> (u32, u32) {
        let at = self.text.len() as u32;
        self.text.push_str(text);
        (at, text.len() as u32)
    }

    /// Whether the instruction has no lines.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// Whether the instruction is more than one line of assembly.
    pub fn is_multiline(&self) -> bool {
        match self.ends.len() {
            0 => false,
            1 => match self.slots[0] {
                Slot::Template(at, n) => self.text[at as usize..(at + n) as usize]
                    .trim_end_matches('\n')
                    .contains('\n'),
                _ => false,
            },
            _ => true,
        }
    }

    /// The instruction as a template of the text form: its lines joined by
    /// newlines, registers as `{N}` holes ([`crate::insts`]).
    pub fn to_template(&self) -> String {
        let mut out = String::new();
        let mut start = 0;
        for &end in &self.ends {
            print_line(
                &mut out,
                &self.slots[start..usize::from(end)],
                &self.text,
                write_hole,
                |out, template| {
                    out.push('\t');
                    out.push_str(template.trim_end_matches('\n'));
                    out.push('\n');
                },
            );
            start = usize::from(end);
        }
        let lines: Vec<&str> = out
            .lines()
            .map(|l| l.strip_prefix('\t').unwrap_or(l))
            .collect();
        lines.join("\n")
    }

    /// Appends the lines to `lines` (slot ranges in `slots`) and the
    /// instruction's own text to `text`; the range of `lines` they took.
    pub fn append_to(
        &self,
        slots: &mut Vec<Slot>,
        lines: &mut Vec<LineRange>,
        text: &mut String,
    ) -> (u32, u32) {
        let by = text.len() as u32;
        let first = lines.len() as u32;
        let base = slots.len() as u32;
        if self.text.is_empty() {
            // No slot has text to move (most instructions).
            slots.extend_from_slice(&self.slots);
        } else {
            text.push_str(&self.text);
            slots.extend(self.slots.iter().map(|s| s.shifted(by)));
        }
        let mut start = base;
        for &end in &self.ends {
            let end = base + u32::from(end);
            lines.push((start, end));
            start = end;
        }
        (first, lines.len() as u32)
    }
}

/// The hole of (`part` of) operand `n`: `{n}`, `{n.lo}`, `{n.hi}`, `{n.xK}`.
fn write_hole(out: &mut String, n: u16, part: Part) {
    out.push('{');
    push_u32(out, u32::from(n));
    match part {
        Part::Whole => {}
        Part::Lo => out.push_str(".lo"),
        Part::Hi => out.push_str(".hi"),
        Part::Tuple(k) => {
            out.push_str(".x");
            push_u32(out, k);
        }
    }
    out.push('}');
}

/// Prints one line, `slots`, indented by a tab and ended by a newline, with
/// the registers' names from `reg` (operand number, part, output) and the
/// text of `Text` slots from `text`; a template line is filled by `fill`.
pub fn print_line(
    out: &mut String,
    slots: &[Slot],
    text: &str,
    mut reg: impl FnMut(&mut String, u16, Part),
    fill: impl FnOnce(&mut String, &str),
) {
    let span = |at: u32, n: u32| &text[at as usize..(at + n) as usize];
    let Some((&mnemonic, operands)) = slots.split_first() else {
        return;
    };
    out.push('\t');
    match mnemonic {
        Slot::Template(at, n) => {
            // `fill` writes the tab again.
            out.pop();
            return fill(out, span(at, n));
        }
        Slot::Str(s) => push_short(out, s),
        Slot::Text(at, n) => {
            let mnemonic = span(at, n);
            if mnemonic.ends_with(':') {
                // A label ([`Asm::label`]): not indented.
                out.pop();
            }
            push_short(out, mnemonic)
        }
        _ => unreachable!("a line starts with its mnemonic"),
    }
    let mut first = true;
    for &slot in operands {
        // A separator of two bytes pushed as such (no copy call per
        // operand).
        let sep = |out: &mut String, first: &mut bool| {
            if !*first {
                out.push(',');
            }
            out.push(' ');
            *first = false;
        };
        match slot {
            Slot::Reg(n, part) => {
                sep(out, &mut first);
                reg(out, n, part);
            }
            Slot::NegReg(n, part) => {
                sep(out, &mut first);
                out.push('-');
                reg(out, n, part);
            }
            Slot::AbsReg(n, part) => {
                sep(out, &mut first);
                out.push('|');
                reg(out, n, part);
                out.push('|');
            }
            Slot::Str(s) => {
                sep(out, &mut first);
                push_short(out, s);
            }
            Slot::Text(at, n) => {
                sep(out, &mut first);
                push_short(out, span(at, n));
            }
            Slot::Suffix(s) => push_short(out, s),
            Slot::SuffixText(at, n) => push_short(out, span(at, n)),
            Slot::Template(..) => unreachable!("a template is a line of its own"),
        }
    }
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;

    fn print(a: &Asm) -> String {
        let (mut slots, mut lines, mut text) = (Vec::new(), Vec::new(), String::from("xyz"));
        let (first, end) = a.append_to(&mut slots, &mut lines, &mut text);
        let mut out = String::new();
        for &(s, e) in &lines[first as usize..end as usize] {
            print_line(
                &mut out,
                &slots[s as usize..e as usize],
                &text,
                |o, n, part| o.push_str(&format!("r{n}{part:?}")),
                |o, t| o.push_str(&format!("\t[{t}]\n")),
            );
        }
        out
    }

    #[test]
    fn prints_lines() {
        let mut a = Asm::new();
        let lit = a.text("0x3f800000");
        a.line("v_mov_b32", &[Slot::Reg(0, Part::Whole), lit]);
        a.line("s_barrier", &[]);
        let off = a.suffix_text(" offset:16");
        a.line(
            "global_load_dword",
            &[
                Slot::Reg(1, Part::Lo),
                Slot::NegReg(2, Part::Hi),
                Slot::AbsReg(3, Part::Whole),
                Slot::Str("off"),
                off,
                Slot::Suffix(" glc"),
            ],
        );
        a.template("v_nop {0}");
        assert_eq!(
            print(&a),
            "\tv_mov_b32 r0Whole, 0x3f800000\n\ts_barrier\n\
             \tglobal_load_dword r1Lo, -r2Hi, |r3Whole|, off offset:16 glc\n\t[v_nop {0}]\n"
        );
        assert!(a.is_multiline() && !Asm::one("s_nop", &[Slot::Str("0")]).is_multiline());
        assert!(Asm::from_template("a\nb").is_multiline());
        assert!(!Asm::from_template("a\n").is_multiline());
        assert!(Asm::from_template("").is_empty());
        assert_eq!(
            a.to_template(),
            "v_mov_b32 {0}, 0x3f800000\ns_barrier\n\
             global_load_dword {1.lo}, -{2.hi}, |{3}|, off offset:16 glc\nv_nop {0}"
        );
    }
}
