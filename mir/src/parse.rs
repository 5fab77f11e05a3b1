//! The MIR text parser: reads what [`print`](super::print) writes back into a
//! [`Function`], so that emitter tests can start from MIR text.
//!
//! The text is read line by line. Outside the kernel, blank lines and `;`
//! comment lines are skipped (a test file's header and expected output); inside
//! a block, a `; text` line is an origin note for the instructions below it.
//! Register and block numbers are the text's: `v7` is register 7, and blocks
//! must be numbered in order from `block0`.
//!
//! The text leaves out three things a built function has; the parser fills them
//! in so that printing and both emitters give the same text again:
//!
//! - registers no instruction mentions (removed as dead code): they get type
//!   `i32`, and nothing reads them;
//! - the type of the halves of an `unpack`, which the text does not print: the
//!   type their uses read them as (a conversion's source type, a store's word
//!   type, a jump's parameter type...), `i16` when nothing reads them typed;
//! - whether an instruction after an origin note has that origin or none: the
//!   printer writes a note only where the origin changes, so an instruction
//!   without a note takes the last note's origin in its block. The printers
//!   write the same text either way; only an emitter's error message may then
//!   name an op the original instruction had no origin for.
//!
//! Errors carry the line and column ([`ParseError`]); no input makes the parser
//! panic. The parsed function is checked by [`verify`](super::verify::verify).

use super::builder::wide;
use super::entities::{Block, Inst, Origin, Reg};
use super::function::{BlockData, Function, OriginData, Param, ParamKind};
use super::inst::{
    AtomicOp, BinaryOp, CacheHint, CacheOp, Cond, EvictHint, InstData, MemOrder, MemScope,
    MemSpace, MmaShape, Operand, OperandList, RegList, RoundMode, RoundedOp, Rounding, ShuffleKind,
    SpecialReg, TernaryOp, UnaryOp,
};
use super::mfma::{MfmaOp, MfmaShape};
use super::tma::{Coords, MapField, SmemAddr, TmaOp};
use super::types::Type;
use core::fmt;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{EntityRef, PrimaryMap};

/// A syntax or consistency error, at a 1-based line and column of the text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseError {
    /// The line, from 1.
    pub line: u32,
    /// The column, from 1, in characters.
    pub col: u32,
    /// What is wrong.
    pub message: String,
}

impl ParseError {
    /// The error as `file:line:col: error: message`.
    pub fn render(&self, file: &str) -> String {
        format!("{file}:{self}")
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: error: {}", self.line, self.col, self.message)
    }
}

impl std::error::Error for ParseError {}

type Result<T> = core::result::Result<T, ParseError>;

/// Parses the text of one kernel, as `tilelift compile --emit mir` prints it.
pub fn parse(text: &str) -> Result<Function> {
    let mut p = Parser::default();
    for (n, line) in text.lines().enumerate() {
        p.line(Cursor::new(line, n as u32 + 1))?;
    }
    p.finish(text)
}

/// A position in the text: line and column, from 1.
#[derive(Copy, Clone, Debug, Default)]
struct Pos(u32, u32);

fn err_at<T>(pos: Pos, message: impl Into<String>) -> Result<T> {
    Err(ParseError {
        line: pos.0,
        col: pos.1,
        message: message.into(),
    })
}

/// One line being read, with the column of the next character.
struct Cursor<'a> {
    rest: &'a str,
    line: u32,
    col: u32,
}

impl<'a> Cursor<'a> {
    fn new(text: &'a str, line: u32) -> Self {
        Cursor {
            rest: text,
            line,
            col: 1,
        }
    }

    fn pos(&self) -> Pos {
        Pos(self.line, self.col)
    }

    fn advance(&mut self, bytes: usize) {
        let (taken, rest) = self.rest.split_at(bytes);
        self.col += taken.chars().count() as u32;
        self.rest = rest;
    }

    fn skip_ws(&mut self) {
        let n = self.rest.len() - self.rest.trim_start().len();
        self.advance(n);
    }

    fn at_end(&mut self) -> bool {
        self.skip_ws();
        self.rest.is_empty()
    }

    /// Consumes `s` (after blanks) if the line continues with it.
    fn eat(&mut self, s: &str) -> bool {
        self.skip_ws();
        if self.rest.starts_with(s) {
            self.advance(s.len());
            true
        } else {
            false
        }
    }

    /// Whether the line continues (after blanks) with `s`, consuming nothing.
    fn peek_is(&mut self, s: &str) -> bool {
        self.skip_ws();
        self.rest.starts_with(s)
    }

    fn expect(&mut self, s: &str) -> Result<()> {
        if self.eat(s) {
            Ok(())
        } else {
            err_at(self.pos(), format!("expected `{s}`"))
        }
    }

    fn expect_end(&mut self) -> Result<()> {
        if self.at_end() {
            Ok(())
        } else {
            err_at(self.pos(), "unexpected text at the end of the line")
        }
    }

    /// The next word: letters, digits, `_`, `.` and `$` (empty if none).
    fn word(&mut self) -> &'a str {
        self.skip_ws();
        let n = self
            .rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || "_.$".contains(c)))
            .unwrap_or(self.rest.len());
        let w = &self.rest[..n];
        self.advance(n);
        w
    }

    /// The next word, which must not be empty; `what` names it in the error.
    fn name(&mut self, what: &str) -> Result<(Pos, &'a str)> {
        self.skip_ws();
        let pos = self.pos();
        match self.word() {
            "" => err_at(pos, format!("expected {what}")),
            w => Ok((pos, w)),
        }
    }

    /// A number written after `prefix` (`v7`, `block2`).
    fn numbered(&mut self, prefix: &str, what: &str) -> Result<(Pos, u32)> {
        let (pos, w) = self.name(what)?;
        match w.strip_prefix(prefix).and_then(parse_dec) {
            Some(n) if n < u32::MAX as u64 => Ok((pos, n as u32)),
            _ => err_at(pos, format!("expected {what}, found `{w}`")),
        }
    }

    /// A string between double quotes, as the printer writes it: a backslash
    /// and two hex digits stand for a byte.
    fn quoted(&mut self, what: &str) -> Result<Box<str>> {
        self.skip_ws();
        let pos = self.pos();
        let Some(body) = self.rest.strip_prefix('"') else {
            return err_at(pos, format!("expected {what} in double quotes"));
        };
        let Some(end) = body.find('"') else {
            return err_at(pos, format!("{what} without its closing quote"));
        };
        let mut bytes = Vec::with_capacity(end);
        let mut raw = body[..end].bytes();
        while let Some(b) = raw.next() {
            if b != b'\\' {
                bytes.push(b);
                continue;
            }
            let hex: Vec<u8> = raw.by_ref().take(2).collect();
            let byte = std::str::from_utf8(&hex)
                .ok()
                .and_then(|h| u8::from_str_radix(h, 16).ok());
            match byte {
                Some(byte) if hex.len() == 2 => bytes.push(byte),
                _ => return err_at(pos, format!("a bad escape in {what}")),
            }
        }
        let Ok(text) = String::from_utf8(bytes) else {
            return err_at(pos, format!("{what} is not UTF-8"));
        };
        self.advance(end + 2);
        Ok(text.into())
    }

    /// An unsigned integer, decimal or `0x` hexadecimal.
    fn uint(&mut self, what: &str) -> Result<u64> {
        let (pos, w) = self.name(what)?;
        let value = match w.strip_prefix("0x") {
            Some(hex) if !hex.is_empty() => u64::from_str_radix(hex, 16).ok(),
            _ => parse_dec(w),
        };
        value.map_or_else(|| err_at(pos, format!("expected {what}, found `{w}`")), Ok)
    }

    fn int32(&mut self, what: &str) -> Result<i32> {
        let neg = self.eat("-");
        let pos = self.pos();
        let v = self.uint(what)?;
        let v = if neg { -(v as i128) } else { v as i128 };
        i32::try_from(v).or_else(|_| err_at(pos, format!("{what} out of range")))
    }

    fn u32(&mut self, what: &str) -> Result<u32> {
        let pos = self.pos();
        let v = self.uint(what)?;
        u32::try_from(v).or_else(|_| err_at(pos, format!("{what} out of range")))
    }

    /// One of `choices`, by its name as `name_of` writes it.
    fn one_of<T: Copy>(
        &mut self,
        what: &str,
        choices: &[T],
        name_of: fn(T) -> String,
    ) -> Result<T> {
        let (pos, w) = self.name(what)?;
        lookup(w, choices, name_of).map_or_else(|| err_at(pos, format!("unknown {what} `{w}`")), Ok)
    }

    fn ty(&mut self) -> Result<Type> {
        self.one_of("type", Type::ALL, |t| t.name().to_string())
    }
}

fn parse_dec(s: &str) -> Option<u64> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

fn lookup<T: Copy>(w: &str, choices: &[T], name_of: fn(T) -> String) -> Option<T> {
    choices.iter().copied().find(|&c| name_of(c) == w)
}

fn debug_name<T: fmt::Debug>(v: T) -> String {
    format!("{v:?}")
}

fn space_name(space: MemSpace) -> String {
    match space {
        MemSpace::Global => "global".into(),
        MemSpace::Shared => "shared".into(),
    }
}

/// Where the parser is in the text.
#[derive(Default, PartialEq, Eq)]
enum State {
    /// Before the kernel line.
    #[default]
    Before,
    /// After the kernel line, before the first block.
    Header,
    /// In a block.
    Body,
    /// After the closing `}`.
    After,
}

/// What the text says about a register.
#[derive(Clone, Default)]
struct RegInfo {
    /// Its type, where its definition says it.
    ty: Option<Type>,
    /// Where it is defined.
    def: Option<Pos>,
    /// Where it is first read.
    first_use: Option<Pos>,
    /// The register whose type it has (the source of a shuffle).
    same_as: Option<Reg>,
}

#[derive(Default)]
struct Parser {
    state: State,
    /// The position of the kernel line.
    kernel_pos: Pos,
    name: String,
    params: Vec<Param>,
    num_warps: u32,
    shared_bytes: u32,
    max_regs: Option<u32>,
    global_scratch: u32,
    regs: Vec<RegInfo>,
    blocks: PrimaryMap<Block, BlockData>,
    block_params: Vec<Reg>,
    insts: PrimaryMap<Inst, InstData>,
    inst_origins: Vec<PackedOption<Origin>>,
    origins: PrimaryMap<Origin, OriginData>,
    origin_text: String,
    origin: PackedOption<Origin>,
    /// Branch targets, with where they are named.
    targets: Vec<(Pos, Block)>,
}

/// Lines.
impl Parser {
    fn line(&mut self, mut c: Cursor<'_>) -> Result<()> {
        if c.at_end() {
            return Ok(());
        }
        if c.rest.starts_with(';') {
            return self.comment(c);
        }
        match self.state {
            State::Before => self.kernel(c),
            State::After => err_at(c.pos(), "text after the end of the kernel"),
            State::Header | State::Body if c.rest.starts_with('}') => {
                let pos = c.pos();
                if self.state == State::Header {
                    return err_at(pos, "a kernel needs at least one block");
                }
                self.end_block(pos)?;
                self.state = State::After;
                c.expect("}")?;
                c.expect_end()
            }
            State::Header | State::Body if c.rest.starts_with("block") => self.block(c),
            State::Header => err_at(c.pos(), "expected a block label (`block0:`)"),
            State::Body => self.inst(c),
        }
    }

    /// A `;` line: an origin note inside a block, a plain comment elsewhere.
    fn comment(&mut self, mut c: Cursor<'_>) -> Result<()> {
        match self.state {
            State::Body => {
                c.expect(";")?;
                let text = c.rest.strip_prefix(' ').unwrap_or(c.rest);
                let start = self.origin_text.len() as u32;
                self.origin_text.push_str(text);
                let end = self.origin_text.len() as u32;
                // MIR text carries no source location.
                let data = OriginData {
                    text: (start, end),
                    srcloc: !0,
                };
                self.origin = self.origins.push(data).into();
                Ok(())
            }
            State::Header => err_at(c.pos(), "an origin note before the first block"),
            State::Before | State::After => Ok(()),
        }
    }

    /// `kernel name(%a: i64 ptr, %n: i32) warps=4 shared=0 {`
    fn kernel(&mut self, mut c: Cursor<'_>) -> Result<()> {
        self.kernel_pos = c.pos();
        if c.word() != "kernel" {
            return err_at(self.kernel_pos, "expected `kernel`");
        }
        self.name = c.name("the kernel's name")?.1.to_string();
        c.expect("(")?;
        if !c.eat(")") {
            loop {
                self.param(&mut c)?;
                if c.eat(")") {
                    break;
                }
                c.expect(",")?;
            }
        }
        c.expect("warps")?;
        c.expect("=")?;
        let pos = c.pos();
        self.num_warps = c.u32("the number of warps")?;
        if !(1..=32).contains(&self.num_warps) {
            return err_at(pos, "the number of warps must be from 1 to 32");
        }
        c.expect("shared")?;
        c.expect("=")?;
        self.shared_bytes = c.u32("the shared memory size")?;
        if c.eat("scratch") {
            c.expect("=")?;
            self.global_scratch = c.u32("the global scratch size")?;
        }
        if c.eat("maxregs") {
            c.expect("=")?;
            self.max_regs = Some(c.u32("the register cap")?);
        }
        c.expect("{")?;
        c.expect_end()?;
        self.state = State::Header;
        Ok(())
    }

    /// `%name: type`, with ` ptr` for a global pointer, ` tensormap` for a
    /// TMA tensor map.
    fn param(&mut self, c: &mut Cursor<'_>) -> Result<()> {
        c.expect("%")?;
        let name = c.name("a parameter name")?.1.to_string();
        c.expect(":")?;
        let ty = c.ty()?;
        let kind = if c.eat("ptr") {
            ParamKind::Ptr
        } else if c.eat("tensormap") {
            ParamKind::TensorMap
        } else {
            ParamKind::Value
        };
        self.params.push(Param { name, ty, kind });
        Ok(())
    }

    /// `block3:` or `block3(v5: i32, v6: f32):`, which ends the block before.
    fn block(&mut self, mut c: Cursor<'_>) -> Result<()> {
        let (pos, n) = c.numbered("block", "a block label")?;
        if n as usize != self.blocks.len() {
            let want = self.blocks.len();
            return err_at(
                pos,
                format!("expected block{want}: blocks are numbered in order"),
            );
        }
        self.end_block(pos)?;
        let params_start = self.block_params.len() as u32;
        if c.eat("(") {
            loop {
                let r = self.def(&mut c)?;
                c.expect(":")?;
                let ty = c.ty()?;
                self.regs[r.index()].ty = Some(ty);
                self.block_params.push(r);
                if c.eat(")") {
                    break;
                }
                c.expect(",")?;
            }
        }
        c.expect(":")?;
        c.expect_end()?;
        let here = self.insts.len() as u32;
        self.blocks.push(BlockData {
            params: params_start..self.block_params.len() as u32,
            insts: here..here,
        });
        self.origin = None.into();
        self.state = State::Body;
        Ok(())
    }

    /// Closes the current block (if any) before `pos`: it must end in a
    /// terminator.
    fn end_block(&mut self, pos: Pos) -> Result<()> {
        let Some((_, last)) = self.blocks.iter_mut().next_back() else {
            return Ok(());
        };
        last.insts.end = self.insts.len() as u32;
        let terminated = self
            .insts
            .values()
            .next_back()
            .is_some_and(InstData::is_terminator)
            && last.insts.end > last.insts.start;
        if !terminated {
            return err_at(pos, "the block before does not end in a terminator");
        }
        Ok(())
    }

    /// An instruction line.
    fn inst(&mut self, mut c: Cursor<'_>) -> Result<()> {
        let pos = c.pos();
        if self
            .insts
            .values()
            .next_back()
            .is_some_and(InstData::is_terminator)
            && self
                .blocks
                .values()
                .next_back()
                .is_some_and(|b| (b.insts.start as usize) < self.insts.len())
        {
            return err_at(pos, "an instruction after the block's terminator");
        }
        let data = if c.rest.starts_with('v') {
            let dsts = self.defs(&mut c)?;
            c.expect("=")?;
            self.valued(&mut c, &dsts)?
        } else {
            self.effect(&mut c)?
        };
        c.expect_end()?;
        self.insts.push(data);
        self.inst_origins.push(self.origin);
        Ok(())
    }
}

/// Registers and blocks.
impl Parser {
    fn info(&mut self, r: Reg) -> &mut RegInfo {
        if r.index() >= self.regs.len() {
            self.regs.resize(r.index() + 1, RegInfo::default());
        }
        &mut self.regs[r.index()]
    }

    fn reg_at(c: &mut Cursor<'_>) -> Result<(Pos, Reg)> {
        let (pos, n) = c.numbered("v", "a register")?;
        if n >= 1 << 24 {
            return err_at(pos, "register number too large");
        }
        Ok((pos, Reg::new(n as usize)))
    }

    /// A register being defined here.
    fn def(&mut self, c: &mut Cursor<'_>) -> Result<Reg> {
        let (pos, r) = Self::reg_at(c)?;
        let info = self.info(r);
        if info.def.is_some() {
            return err_at(pos, format!("{r} is defined twice"));
        }
        info.def = Some(pos);
        Ok(r)
    }

    /// The registers before `=`.
    fn defs(&mut self, c: &mut Cursor<'_>) -> Result<Vec<(Pos, Reg)>> {
        let mut dsts = Vec::new();
        loop {
            c.skip_ws();
            let pos = c.pos();
            dsts.push((pos, self.def(c)?));
            if !c.eat(",") {
                return Ok(dsts);
            }
        }
    }

    /// A register being read.
    fn use_reg(&mut self, c: &mut Cursor<'_>) -> Result<Reg> {
        let (pos, r) = Self::reg_at(c)?;
        let info = self.info(r);
        info.first_use.get_or_insert(pos);
        Ok(r)
    }

    /// A register or an immediate.
    fn operand(&mut self, c: &mut Cursor<'_>) -> Result<Operand> {
        c.skip_ws();
        if c.rest.starts_with('v') {
            Ok(Operand::Reg(self.use_reg(c)?))
        } else {
            Ok(Operand::Imm(c.uint("a register or an immediate")?))
        }
    }

    /// `n` operands separated by commas.
    fn operands<const N: usize>(&mut self, c: &mut Cursor<'_>) -> Result<[Operand; N]> {
        let mut out = [Operand::Imm(0); N];
        for (i, o) in out.iter_mut().enumerate() {
            if i > 0 {
                c.expect(",")?;
            }
            *o = self.operand(c)?;
        }
        Ok(out)
    }

    /// Operands separated by commas, up to the end of the line or a keyword.
    fn operand_list(&mut self, c: &mut Cursor<'_>) -> Result<OperandList> {
        let mut out = OperandList::new();
        loop {
            out.push(self.operand(c)?);
            if !c.eat(",") {
                return Ok(out);
            }
        }
    }

    fn block_ref(&mut self, c: &mut Cursor<'_>) -> Result<Block> {
        let (pos, n) = c.numbered("block", "a block")?;
        let b = Block::new(n as usize);
        self.targets.push((pos, b));
        Ok(b)
    }

    /// Sets the type of the registers defined by an instruction.
    fn set_types(&mut self, dsts: &[(Pos, Reg)], ty: Type) {
        for &(_, r) in dsts {
            self.info(r).ty = Some(ty);
        }
    }
}

/// Instructions.
impl Parser {
    /// An instruction without results.
    fn effect(&mut self, c: &mut Cursor<'_>) -> Result<InstData> {
        let (pos, w) = c.name("an instruction")?;
        Ok(match w {
            "barrier" => InstData::Barrier,
            "prefetch.l2" => {
                let (addr, offset) = self.address(c)?;
                InstData::Prefetch {
                    addr,
                    offset,
                    pred: self.pred(c)?,
                }
            }
            "cp_async_commit" => InstData::CpAsyncCommit,
            "fence_proxy_async" => InstData::FenceProxyAsync,
            "wgmma_fence" => InstData::WgmmaFence,
            "wgmma_commit" => InstData::WgmmaCommit,
            "cp_async_wait" => InstData::CpAsyncWait {
                n: u32::try_from(c.uint("a group count")?)
                    .or_else(|_| err_at(pos, "a group count out of range"))?,
            },
            "return" => InstData::Return,
            "trap" => InstData::Trap {
                pred: self.pred(c)?,
            },
            "printf" => {
                let format = c.quoted("a format string")?;
                let mut args = Vec::new();
                while c.eat(",") {
                    args.push(self.use_reg(c)?);
                }
                InstData::Printf {
                    format,
                    args: args.into(),
                }
            }
            "assert_fail" => {
                let message = c.quoted("a message")?;
                c.expect(",")?;
                let file = c.quoted("a file name")?;
                c.expect(",")?;
                let line = c.u32("a line number")?;
                c.expect(",")?;
                let function = c.quoted("a function name")?;
                InstData::AssertFail {
                    message,
                    file,
                    line,
                    function,
                    pred: self.pred(c)?,
                }
            }
            "jump" => {
                let dest = self.block_ref(c)?;
                let mut args = RegList::new();
                if c.eat("(") {
                    loop {
                        args.push(self.use_reg(c)?);
                        if c.eat(")") {
                            break;
                        }
                        c.expect(",")?;
                    }
                }
                InstData::Jump { dest, args }
            }
            "brif" => {
                let cond = self.use_reg(c)?;
                c.expect(",")?;
                let then_dest = self.block_ref(c)?;
                c.expect(",")?;
                let else_dest = self.block_ref(c)?;
                InstData::Brif {
                    cond,
                    then_dest,
                    else_dest,
                }
            }
            _ => {
                if let Some(space) = w.strip_prefix("store.") {
                    self.store(c, pos, space)?
                } else if let Some(bytes) = w.strip_prefix("cp_async.") {
                    self.cp_async(c, pos, bytes)?
                } else if let Some(t) = self.tma(c, pos, w)? {
                    InstData::Tma(Box::new(t))
                } else {
                    return err_at(pos, format!("unknown instruction `{w}`"));
                }
            }
        })
    }

    /// ` if vN`, if the line continues with it.
    fn pred(&mut self, c: &mut Cursor<'_>) -> Result<Option<Reg>> {
        if c.eat("if ") {
            Ok(Some(self.use_reg(c)?))
        } else {
            Ok(None)
        }
    }

    /// An instruction with results `dsts`, after the `=`.
    fn valued(&mut self, c: &mut Cursor<'_>, dsts: &[(Pos, Reg)]) -> Result<InstData> {
        let (pos, w) = c.name("an instruction")?;
        if let Some(space) = w.strip_prefix("load.") {
            return self.load(c, pos, space, dsts);
        }
        if let Some(shape) = w.strip_prefix("mma.") {
            return self.mma(c, pos, shape, dsts);
        }
        if let Some(form) = w.strip_prefix("ldmatrix.") {
            return self.ldmatrix(c, pos, form, dsts);
        }
        if let Some(shape) = w.strip_prefix("mfma.") {
            return self.mfma(c, pos, shape, dsts);
        }
        if let Some(form) = w.strip_prefix("wgmma.") {
            return self.wgmma(c, pos, form, dsts);
        }
        if w == "wgmma_wait" {
            let n = u32::try_from(c.uint("a group count")?)
                .or_else(|_| err_at(pos, "a group count out of range"))?;
            let srcs = self.reg_list(c)?;
            if srcs.len() != dsts.len() {
                return err_at(pos, "a wgmma_wait defines as many registers as it reads");
            }
            for (&(_, d), &s) in dsts.iter().zip(&srcs) {
                self.info(d).same_as = Some(s);
            }
            return Ok(InstData::WgmmaWait {
                n,
                dsts: dsts.iter().map(|&(_, r)| r).collect(),
                srcs,
            });
        }
        let n = match w {
            "unpack" => 2,
            _ => 1,
        };
        if dsts.len() != n {
            return err_at(
                pos,
                format!("`{w}` defines {n} register(s), not {}", dsts.len()),
            );
        }
        let dst = dsts[0].1;
        let data = match w {
            "special" => self.special(c, dst)?,
            "param" => self.param_read(c, dst)?,
            "const" => {
                let ty = c.ty()?;
                self.set_types(dsts, ty);
                let bits = c.uint("a constant")?;
                InstData::Const { dst, bits }
            }
            "shared_base" => {
                self.set_types(dsts, Type::I32);
                InstData::SharedBase { dst }
            }
            "cmp" => {
                let cond = c.one_of("condition", Cond::ALL, debug_name)?;
                let ty = c.ty()?;
                self.set_types(dsts, Type::Pred);
                let args = self.operands(c)?;
                InstData::Cmp {
                    cond,
                    ty,
                    dst,
                    args,
                }
            }
            "select" => {
                let ty = c.ty()?;
                self.set_types(dsts, ty);
                let cond = self.use_reg(c)?;
                c.expect(",")?;
                let args = self.operands(c)?;
                InstData::Select {
                    ty,
                    dst,
                    cond,
                    args,
                }
            }
            "convert" => self.convert(c, dst)?,
            "pack" => {
                self.set_types(dsts, Type::I32);
                let lo = self.use_reg(c)?;
                c.expect(",")?;
                let hi = self.use_reg(c)?;
                InstData::Pack {
                    dst,
                    srcs: [lo, hi],
                }
            }
            "unpack" => InstData::Unpack {
                dsts: [dsts[0].1, dsts[1].1],
                src: self.use_reg(c)?,
            },
            _ if w.starts_with("cvt.") => self.cvt_fp8(c, pos, w, dst)?,
            "atomic" => self.atomic(c, dst, MemSpace::Global)?,
            "atomic.shared" => self.atomic(c, dst, MemSpace::Shared)?,
            "shuffle" => {
                let kind = c.one_of("shuffle kind", ShuffleKind::ALL, debug_name)?;
                let src = self.use_reg(c)?;
                self.info(dst).same_as = Some(src);
                c.expect(",")?;
                let lane = self.operand(c)?;
                InstData::Shuffle {
                    kind,
                    dst,
                    src,
                    lane,
                }
            }
            _ => self.arith(c, pos, w, dst)?,
        };
        Ok(data)
    }

    /// `special tid.x`
    fn special(&mut self, c: &mut Cursor<'_>, dst: Reg) -> Result<InstData> {
        let (pos, w) = c.name("a special register")?;
        let axis = |s: &str| {
            ["x", "y", "z"]
                .iter()
                .position(|&a| a == s)
                .map(|a| a as u8)
        };
        let reg = match w.split_once('.') {
            Some(("tid", "x")) => Some(SpecialReg::TidX),
            Some(("ctaid", a)) => axis(a).map(SpecialReg::CtaId),
            Some(("nctaid", a)) => axis(a).map(SpecialReg::NCtaId),
            _ => None,
        };
        let Some(reg) = reg else {
            return err_at(pos, format!("unknown special register `{w}`"));
        };
        self.info(dst).ty = Some(Type::I32);
        Ok(InstData::Special { dst, reg })
    }

    /// `param 2`: its type is the parameter's.
    fn param_read(&mut self, c: &mut Cursor<'_>, dst: Reg) -> Result<InstData> {
        c.skip_ws();
        let pos = c.pos();
        let index = c.u32("a parameter index")?;
        let Some(p) = self.params.get(index as usize) else {
            return err_at(pos, format!("the kernel has no parameter {index}"));
        };
        let ty = p.ty;
        self.info(dst).ty = Some(ty);
        Ok(InstData::Param { dst, index })
    }

    /// `convert f32 <- f16 signed Rn v5`
    fn convert(&mut self, c: &mut Cursor<'_>, dst: Reg) -> Result<InstData> {
        let to = c.ty()?;
        self.info(dst).ty = Some(to);
        c.expect("<-")?;
        let from = c.ty()?;
        let signed = c.eat("signed ");
        c.skip_ws();
        let rounding = if c.rest.starts_with('v') {
            None
        } else {
            Some(c.one_of("rounding", Rounding::ALL, debug_name)?)
        };
        let src = self.use_reg(c)?;
        Ok(InstData::Convert {
            to,
            from,
            signed,
            rounding,
            dst,
            src,
        })
    }

    /// `atomic Add f32 Relaxed Gpu [v5], v6` (`, v7` for `Cas`), ` if vN`;
    /// `atomic.shared ...` on shared memory.
    fn atomic(&mut self, c: &mut Cursor<'_>, dst: Reg, space: MemSpace) -> Result<InstData> {
        let op = c.one_of("atomic operation", AtomicOp::ALL, debug_name)?;
        let ty = c.ty()?;
        self.info(dst).ty = Some(ty);
        let order = c.one_of("memory order", MemOrder::ALL, debug_name)?;
        let scope = c.one_of("memory scope", MemScope::ALL, debug_name)?;
        c.expect("[")?;
        let addr = self.use_reg(c)?;
        c.expect("]")?;
        c.expect(",")?;
        let mut args = [self.operand(c)?, Operand::Imm(0)];
        if op == AtomicOp::Cas {
            c.expect(",")?;
            args[1] = self.operand(c)?;
        }
        let pred = self.pred(c)?;
        Ok(InstData::Atomic {
            space,
            op,
            ty,
            order,
            scope,
            dst,
            addr,
            args,
            pred,
        })
    }

    /// A unary, binary or ternary operation: `Add i32 v1, 4`.
    fn arith(&mut self, c: &mut Cursor<'_>, pos: Pos, w: &str, dst: Reg) -> Result<InstData> {
        if let Some(op) = lookup(w, UnaryOp::ALL, debug_name) {
            let ty = c.ty()?;
            self.info(dst).ty = Some(ty);
            let [arg] = self.operands(c)?;
            return Ok(InstData::Unary { op, ty, dst, arg });
        }
        if let Some(op) = lookup(w, BinaryOp::ALL, debug_name) {
            let ty = c.ty()?;
            self.info(dst).ty = Some(if op.is_wide() { wide(ty) } else { ty });
            let args = self.operands(c)?;
            return Ok(InstData::Binary { op, ty, dst, args });
        }
        if let Some(op) = lookup(w, TernaryOp::ALL, debug_name) {
            let ty = c.ty()?;
            self.info(dst).ty = Some(ty);
            let args = self.operands(c)?;
            return Ok(InstData::Ternary { op, ty, dst, args });
        }
        if let Some((o, m)) = w.split_once('.') {
            let op = lookup(o, RoundedOp::ALL, debug_name);
            let mode = lookup(m, RoundMode::ALL, debug_name);
            if let (Some(op), Some(mode)) = (op, mode) {
                return self.rounded(c, op, mode, dst);
            }
        }
        err_at(pos, format!("unknown instruction `{w}`"))
    }

    /// `Add.Rz f32 v1, v2`: a float operation in a rounding mode, with as
    /// many operands as it reads.
    fn rounded(
        &mut self,
        c: &mut Cursor<'_>,
        op: RoundedOp,
        mode: RoundMode,
        dst: Reg,
    ) -> Result<InstData> {
        let ty = c.ty()?;
        self.info(dst).ty = Some(ty);
        let mut args = [Operand::Imm(0); 3];
        let n = op.arity();
        match n {
            1 => [args[0]] = self.operands(c)?,
            2 => [args[0], args[1]] = self.operands(c)?,
            _ => args = self.operands(c)?,
        }
        Ok(InstData::Rounded {
            op,
            mode,
            ty,
            dst,
            args,
        })
    }

    /// `d0, ..., d15 = mfma.32x32x8f16 [c0, ..., c15], [a0, a1, b0, b1], ...`
    /// (one bracket of `a`'s and `b`'s words per K step).
    fn mfma(
        &mut self,
        c: &mut Cursor<'_>,
        pos: Pos,
        shape: &str,
        dsts: &[(Pos, Reg)],
    ) -> Result<InstData> {
        let Some(shape) = MfmaShape::from_name(shape) else {
            return err_at(pos, format!("unknown mfma shape `{shape}`"));
        };
        if dsts.len() != shape.acc_regs() {
            return err_at(
                pos,
                format!("an mfma defines {} registers", shape.acc_regs()),
            );
        }
        self.set_types(dsts, Type::F32);
        let acc = self.reg_list(c)?.to_vec();
        let mut steps = Vec::new();
        while c.eat(",") {
            steps.push(self.reg_list(c)?.into_iter().collect());
        }
        Ok(InstData::Mfma(Box::new(MfmaOp {
            shape,
            dsts: dsts.iter().map(|&(_, r)| r).collect(),
            c: acc,
            steps,
        })))
    }

    /// `d0, d1, d2, d3 = mma.m16n8k16 f16 [a0, a1, a2, a3], [b0, b1], [c0, c1, c2, c3]`
    fn mma(
        &mut self,
        c: &mut Cursor<'_>,
        pos: Pos,
        shape: &str,
        dsts: &[(Pos, Reg)],
    ) -> Result<InstData> {
        let shape = match shape {
            "m16n8k16" => MmaShape::M16N8K16,
            "m16n8k8" => MmaShape::M16N8K8,
            "m16n8k32" => MmaShape::M16N8K32,
            _ => return err_at(pos, format!("unknown mma shape `{shape}`")),
        };
        let [d0, d1, d2, d3] = dsts else {
            return err_at(pos, "an mma defines 4 registers");
        };
        self.set_types(dsts, shape.acc_type());
        let in_ty = c.ty()?;
        let a = self.bracketed::<4>(c)?;
        c.expect(",")?;
        let b = self.bracketed::<2>(c)?;
        c.expect(",")?;
        let cc = self.bracketed::<4>(c)?;
        Ok(InstData::Mma {
            shape,
            in_ty,
            dsts: [d0.1, d1.1, d2.1, d3.1],
            a,
            b,
            c: cc,
        })
    }

    /// `d0, d1, d2, d3 = ldmatrix.x4.trans [v5 + 1024]` (`x1`, `x2`, `x4`, with
    /// or without `.trans`).
    fn ldmatrix(
        &mut self,
        c: &mut Cursor<'_>,
        pos: Pos,
        form: &str,
        dsts: &[(Pos, Reg)],
    ) -> Result<InstData> {
        let (num, trans) = match form.strip_suffix(".trans") {
            Some(num) => (num, true),
            None => (form, false),
        };
        let n = match num {
            "x1" => 1,
            "x2" => 2,
            "x4" => 4,
            _ => return err_at(pos, format!("unknown ldmatrix form `{form}`")),
        };
        if dsts.len() != n {
            return err_at(pos, format!("an ldmatrix.{num} defines {n} registers"));
        }
        self.set_types(dsts, Type::I32);
        let (addr, offset) = self.address(c)?;
        Ok(InstData::LdMatrix {
            trans,
            dsts: dsts.iter().map(|&(_, r)| r).collect(),
            addr,
            offset,
        })
    }

    /// `v = cvt.f16x2.e4m3 vS` and `v = cvt.e4m3x2.f32 vLo, vHi` (and
    /// `e5m2`).
    fn cvt_fp8(&mut self, c: &mut Cursor<'_>, pos: Pos, form: &str, dst: Reg) -> Result<InstData> {
        let format_of = |name: &str| crate::Fp8::ALL.iter().copied().find(|f| f.name() == name);
        let rest = &form["cvt.".len()..];
        if let Some(format) = rest.strip_prefix("f16x2.").and_then(format_of) {
            self.set_types(&[(pos, dst)], Type::I32);
            let src = self.use_reg(c)?;
            return Ok(InstData::Fp8x2ToF16x2 { format, dst, src });
        }
        if let Some(format) = rest.strip_suffix("x2.f32").and_then(format_of) {
            self.set_types(&[(pos, dst)], Type::I16);
            let lo = self.use_reg(c)?;
            c.expect(",")?;
            let hi = self.use_reg(c)?;
            return Ok(InstData::F32x2ToFp8x2 {
                format,
                dst,
                srcs: [lo, hi],
            });
        }
        err_at(pos, format!("unknown conversion `{form}`"))
    }

    /// `d0, ... = wgmma.m64n64k16.ta.tb f16 [c0, ...], vA, vB` (`.ta` and
    /// `.tb`, each optional, say that `a` is M-major and `b` N-major; K is
    /// the input type's, 32 for `e4m3` and `e5m2`).
    fn wgmma(
        &mut self,
        c: &mut Cursor<'_>,
        pos: Pos,
        form: &str,
        dsts: &[(Pos, Reg)],
    ) -> Result<InstData> {
        let mut parts = form.split('.');
        let n = parts
            .next()
            .and_then(|s| s.strip_prefix("m64n"))
            .and_then(|s| s.split_once('k'))
            .and_then(|(n, k)| Some((n.parse::<u32>().ok()?, k.parse::<u32>().ok()?)))
            .filter(|(n, _)| n % 8 == 0 && (8..=256).contains(n));
        let Some((n, k)) = n else {
            return err_at(pos, format!("unknown wgmma shape in `{form}`"));
        };
        let mut trans = [false; 2];
        for p in parts {
            match p {
                "ta" => trans[0] = true,
                "tb" => trans[1] = true,
                _ => return err_at(pos, format!("unknown wgmma qualifier `{p}`")),
            }
        }
        if dsts.len() != n as usize / 2 {
            return err_at(
                pos,
                format!("a wgmma of n = {n} defines {} registers", n / 2),
            );
        }
        let in_ty = c.one_of("wgmma input type", crate::WgmmaIn::ALL, |t| {
            t.name().to_string()
        })?;
        self.set_types(dsts, in_ty.acc_type());
        if in_ty.k() != k {
            return err_at(pos, format!("a wgmma of {in_ty} has K = {}", in_ty.k()));
        }
        let acc = self.reg_list(c)?;
        c.expect(",")?;
        let a = if c.peek_is("[") {
            let pos = c.pos();
            let words = self.reg_list(c)?;
            let Ok(words) = <[Reg; 4]>::try_from(words.as_slice()) else {
                return err_at(pos, "a wgmma's `a` in registers is four words");
            };
            crate::WgmmaA::Regs(words)
        } else {
            crate::WgmmaA::Desc(self.use_reg(c)?)
        };
        c.expect(",")?;
        let b = self.use_reg(c)?;
        Ok(InstData::Wgmma {
            n,
            in_ty,
            dsts: dsts.iter().map(|&(_, r)| r).collect(),
            c: acc,
            a,
            b,
            trans,
        })
    }

    /// `[vA, vB, ...]`: registers read, any number.
    fn reg_list(&mut self, c: &mut Cursor<'_>) -> Result<RegList> {
        c.expect("[")?;
        let mut out = RegList::new();
        if c.eat("]") {
            return Ok(out);
        }
        loop {
            out.push(self.use_reg(c)?);
            if c.eat("]") {
                return Ok(out);
            }
            c.expect(",")?;
        }
    }

    /// `[vA, vB, ...]`: `N` registers read.
    fn bracketed<const N: usize>(&mut self, c: &mut Cursor<'_>) -> Result<[Reg; N]> {
        c.expect("[")?;
        let mut out = [Reg::new(0); N];
        for (i, r) in out.iter_mut().enumerate() {
            if i > 0 {
                c.expect(",")?;
            }
            *r = self.use_reg(c)?;
        }
        c.expect("]")?;
        Ok(out)
    }

    /// `load.global f32 [v34 + 0] if v25 else 0, 0, 0, 0` and a cache hint.
    fn load(
        &mut self,
        c: &mut Cursor<'_>,
        pos: Pos,
        space: &str,
        dsts: &[(Pos, Reg)],
    ) -> Result<InstData> {
        let space = Self::space(pos, space)?;
        let ty = c.ty()?;
        self.set_types(dsts, ty);
        if ![1, 2, 4].contains(&dsts.len()) {
            return err_at(dsts[0].0, "a load defines 1, 2 or 4 words");
        }
        let (addr, offset) = self.address(c)?;
        let (pred, others) = if c.eat("if ") {
            let pred = self.use_reg(c)?;
            c.expect("else")?;
            c.skip_ws();
            let at = c.pos();
            let others = self.operand_list(c)?;
            if others.len() != dsts.len() {
                return err_at(
                    at,
                    format!("expected {} values for masked-off words", dsts.len()),
                );
            }
            (Some(pred), others)
        } else {
            (None, OperandList::new())
        };
        Ok(InstData::Load {
            space,
            ty,
            dsts: dsts.iter().map(|&(_, r)| r).collect(),
            addr,
            offset,
            pred,
            others,
            cache: self.cache(c)?,
        })
    }

    /// `store.global f32 [v82 + 0], v97, v98 if v25` and a cache hint.
    fn store(&mut self, c: &mut Cursor<'_>, pos: Pos, space: &str) -> Result<InstData> {
        let space = Self::space(pos, space)?;
        let ty = c.ty()?;
        let (addr, offset) = self.address(c)?;
        c.expect(",")?;
        c.skip_ws();
        let at = c.pos();
        let srcs = self.operand_list(c)?;
        if ![1, 2, 4].contains(&srcs.len()) {
            return err_at(at, "a store writes 1, 2 or 4 words");
        }
        Ok(InstData::Store {
            space,
            ty,
            srcs,
            addr,
            offset,
            pred: self.pred(c)?,
            cache: self.cache(c)?,
        })
    }

    /// `cp_async.16 [v3 + 64], [v5], v7` (4, 8 or 16 bytes; the source size
    /// optional).
    fn cp_async(&mut self, c: &mut Cursor<'_>, pos: Pos, bytes: &str) -> Result<InstData> {
        let bytes = match bytes {
            "4" => 4,
            "8" => 8,
            "16" => 16,
            _ => {
                return err_at(
                    pos,
                    format!("a cp_async copies 4, 8 or 16 bytes, not `{bytes}`"),
                )
            }
        };
        let (dst, offset) = self.address(c)?;
        c.expect(",")?;
        c.expect("[")?;
        let src = self.use_reg(c)?;
        c.expect("]")?;
        let src_size = if c.eat(",") {
            Some(self.use_reg(c)?)
        } else {
            None
        };
        Ok(InstData::CpAsync {
            bytes,
            dst,
            offset,
            src,
            src_size,
        })
    }

    fn space(pos: Pos, name: &str) -> Result<MemSpace> {
        lookup(name, MemSpace::ALL, space_name)
            .map_or_else(|| err_at(pos, format!("unknown memory `{name}`")), Ok)
    }

    /// The operation `w` of [`InstData::Tma`] (see [`crate::print`]'s
    /// `write_tma` for the forms); `None` for another name.
    fn tma(&mut self, c: &mut Cursor<'_>, pos: Pos, w: &str) -> Result<Option<TmaOp>> {
        let smem = |p: &mut Self, c: &mut Cursor<'_>| -> Result<SmemAddr> {
            let (reg, offset) = p.address(c)?;
            Ok(SmemAddr { reg, offset })
        };
        let tensor = |p: &mut Self, c: &mut Cursor<'_>| -> Result<(Reg, Coords)> {
            c.expect("[")?;
            let map = p.use_reg(c)?;
            let mut coords = Coords::new();
            while c.eat(",") {
                coords.push(p.use_reg(c)?);
            }
            c.expect("]")?;
            Ok((map, coords))
        };
        let count = |c: &mut Cursor<'_>, what: &str| -> Result<u32> {
            u32::try_from(c.uint(what)?).or_else(|_| err_at(pos, format!("{what} out of range")))
        };
        Ok(Some(match w {
            "mbarrier_init" => {
                let bar = smem(self, c)?;
                c.expect(",")?;
                let count = count(c, "an arrival count")?;
                TmaOp::MbarrierInit {
                    bar,
                    count,
                    pred: self.pred(c)?,
                }
            }
            "mbarrier_expect_tx" => {
                let bar = smem(self, c)?;
                c.expect(",")?;
                let bytes = count(c, "a byte count")?;
                TmaOp::MbarrierExpectTx {
                    bar,
                    bytes,
                    pred: self.pred(c)?,
                }
            }
            "mbarrier_wait" => {
                let bar = smem(self, c)?;
                c.expect(",")?;
                TmaOp::MbarrierWait {
                    bar,
                    parity: self.operand(c)?,
                }
            }
            "mbarrier_inval" => TmaOp::MbarrierInval {
                bar: smem(self, c)?,
                pred: self.pred(c)?,
            },
            "tma_load" => {
                let dst = smem(self, c)?;
                c.expect(",")?;
                let (map, coords) = tensor(self, c)?;
                c.expect(",")?;
                let bar = smem(self, c)?;
                TmaOp::Load {
                    map,
                    coords,
                    dst,
                    bar,
                    pred: self.pred(c)?,
                }
            }
            "tma_store" => {
                let (map, coords) = tensor(self, c)?;
                c.expect(",")?;
                TmaOp::Store {
                    map,
                    coords,
                    src: smem(self, c)?,
                    pred: self.pred(c)?,
                }
            }
            "tensormap_replace" => {
                let map = smem(self, c)?;
                c.expect(",")?;
                let (fpos, name) = c.name("a tensor-map field")?;
                let (name, dim) = match name.split_once('.') {
                    Some((n, d)) => (
                        n,
                        Some(d.parse::<u8>().or_else(|_| err_at(fpos, "a dimension"))?),
                    ),
                    None => (name, None),
                };
                let Some(field) = MapField::from_name(name, dim) else {
                    return err_at(fpos, format!("unknown tensor-map field `{name}`"));
                };
                c.expect(",")?;
                TmaOp::MapReplace {
                    map,
                    field,
                    value: self.operand(c)?,
                    pred: self.pred(c)?,
                }
            }
            "tensormap_copy" => {
                c.expect("[")?;
                let dst = self.use_reg(c)?;
                c.expect("]")?;
                c.expect(",")?;
                TmaOp::MapCopy {
                    dst,
                    src: smem(self, c)?,
                    pred: self.pred(c)?,
                }
            }
            "tensormap_acquire" => {
                c.expect("[")?;
                let map = self.use_reg(c)?;
                c.expect("]")?;
                TmaOp::MapAcquire {
                    map,
                    pred: self.pred(c)?,
                }
            }
            "bulk_commit" => TmaOp::BulkCommit,
            "bulk_wait_read" => TmaOp::BulkWaitRead {
                n: count(c, "a group count")?,
            },
            _ => return Ok(None),
        }))
    }

    /// `[v5 + 16]`
    fn address(&mut self, c: &mut Cursor<'_>) -> Result<(Reg, i32)> {
        c.expect("[")?;
        let addr = self.use_reg(c)?;
        c.expect("+")?;
        let offset = c.int32("an offset")?;
        c.expect("]")?;
        Ok((addr, offset))
    }

    /// `CacheHint { op: Cg, evict: Normal, volatile: false }`, or the default.
    fn cache(&mut self, c: &mut Cursor<'_>) -> Result<CacheHint> {
        if !c.eat("CacheHint") {
            return Ok(CacheHint::default());
        }
        c.expect("{")?;
        c.expect("op:")?;
        let op = c.one_of("cache operator", CacheOp::ALL, debug_name)?;
        c.expect(",")?;
        c.expect("evict:")?;
        let evict = c.one_of("eviction priority", EvictHint::ALL, debug_name)?;
        c.expect(",")?;
        c.expect("volatile:")?;
        let volatile = c.one_of("`true` or `false`", &[false, true], |b| b.to_string())?;
        c.expect("}")?;
        Ok(CacheHint {
            op,
            evict,
            volatile,
        })
    }
}

/// Finishing the function.
impl Parser {
    fn finish(self, text: &str) -> Result<Function> {
        if self.state != State::After {
            let line = text.lines().count().max(1) as u32;
            let pos = Pos(line, 1);
            return match self.state {
                State::Before => err_at(Pos(1, 1), "expected a kernel"),
                _ => err_at(pos, "the kernel does not end with `}`"),
            };
        }
        if let Some(&(pos, b)) = self
            .targets
            .iter()
            .find(|(_, b)| b.index() >= self.blocks.len())
        {
            return err_at(pos, format!("{b} does not exist"));
        }
        for (n, info) in self.regs.iter().enumerate() {
            if let (Some(pos), None) = (info.first_use, info.def) {
                return err_at(pos, format!("{} is never defined", Reg::new(n)));
            }
        }
        let regs = self.register_types();
        let func = Function {
            name: self.name,
            params: self.params,
            num_warps: self.num_warps,
            shared_bytes: self.shared_bytes,
            max_regs: self.max_regs,
            global_scratch: self.global_scratch,
            cold_arm: None,
            regs,
            blocks: self.blocks,
            block_params: self.block_params,
            insts: self.insts,
            inst_origins: self.inst_origins,
            origins: self.origins,
            origin_text: self.origin_text,
        };
        match super::verify::verify(&func) {
            Ok(()) => Ok(func),
            Err(problem) => err_at(self.kernel_pos, format!("invalid MIR: {problem}")),
        }
    }

    /// The type of every register: as defined, as read (the halves of an
    /// `unpack`), as its shuffle source, or `i32` for registers nothing mentions.
    fn register_types(&self) -> PrimaryMap<Reg, Type> {
        let mut read_as: Vec<Option<Type>> = vec![None; self.regs.len()];
        for data in self.insts.values() {
            typed_uses(
                data,
                &self.blocks,
                &self.block_params,
                &self.regs,
                |r, ty| {
                    read_as[r.index()].get_or_insert(ty);
                },
            );
        }
        let mut types: Vec<Option<Type>> = self
            .regs
            .iter()
            .zip(&read_as)
            .map(|(info, read)| info.ty.or(*read))
            .collect();
        // Shuffles copy their source's type; a chain of them resolves in as
        // many rounds as it is long.
        for _ in 0..self.regs.len() {
            let mut changed = false;
            for (n, info) in self.regs.iter().enumerate() {
                if let (None, Some(src)) = (types[n], info.same_as) {
                    types[n] = types[src.index()];
                    changed |= types[n].is_some();
                }
            }
            if !changed {
                break;
            }
        }
        let fallback = |n: usize| match self.regs[n].def {
            Some(_) => Type::I16,
            None => Type::I32,
        };
        types
            .iter()
            .enumerate()
            .map(|(n, t)| t.unwrap_or_else(|| fallback(n)))
            .collect()
    }
}

/// Calls `f` on each register `data` reads as a known type: operands of the
/// instruction's type (not shift amounts or bitcast sources), conversion
/// sources, stored words and jump arguments.
fn typed_uses(
    data: &InstData,
    blocks: &PrimaryMap<Block, BlockData>,
    block_params: &[Reg],
    regs: &[RegInfo],
    mut f: impl FnMut(Reg, Type),
) {
    let mut each = |ops: &[Operand], ty: Type| {
        for r in ops.iter().filter_map(|o| o.reg()) {
            f(r, ty)
        }
    };
    match data {
        InstData::Binary { op, ty, args, .. } => {
            let shift = matches!(op, BinaryOp::Shl | BinaryOp::ShrS | BinaryOp::ShrU);
            each(&args[..if shift { 1 } else { 2 }], *ty)
        }
        InstData::Ternary { ty, args, .. } => each(args, *ty),
        InstData::Rounded { op, ty, args, .. } => each(&args[..op.arity()], *ty),
        InstData::Cmp { ty, args, .. } | InstData::Select { ty, args, .. } => each(args, *ty),
        InstData::Convert { from, src, .. } => f(*src, *from),
        InstData::Store { ty, srcs, .. } => each(srcs, *ty),
        InstData::Unary { op, ty, arg, .. } if *op != UnaryOp::Mov => each(&[*arg], *ty),
        InstData::Jump { dest, args } => {
            let Some(b) = blocks.get(*dest) else { return };
            let params = block_params.get(b.params.start as usize..b.params.end as usize);
            for (&a, &p) in args.iter().zip(params.unwrap_or_default()) {
                if let Some(ty) = regs.get(p.index()).and_then(|i| i.ty) {
                    f(a, ty)
                }
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SMALL: &str = "\
kernel k(%x_ptr: i64 ptr, %n: i32) warps=4 shared=0 {
block0:
    v0 = special tid.x
    v1 = param 0
    v2 = param 1
    jump block1
block1:
    ; %mask = arith.cmpi
    v3 = cmp SLt i32 v0, v2
    ; %x = tt.load
    v4, v5 = load.global f16 [v1 + -4] if v3 else 0, 0x3c00 CacheHint { op: Cg, evict: Last, volatile: false }
    v6 = pack v4, v5
    v7 = shuffle Bfly v6, 1
    v8, v9 = unpack v7
    v10 = convert f32 <- f16 Rn v8
    ; tt.store
    store.global f32 [v1 + 0], v10 if v3
    return
}
";

    #[test]
    fn prints_back() {
        let func = parse(SMALL).unwrap();
        assert_eq!(crate::print::to_string(&func), SMALL);
        assert_eq!(func.reg_type(Reg::new(8)), Type::F16);
        assert_eq!(func.reg_type(Reg::new(7)), Type::I32);
        assert_eq!(func.reg_type(Reg::new(9)), Type::I16);
        assert_eq!(func.params[0].name, "x_ptr");
    }

    fn error(text: &str) -> String {
        parse(text).unwrap_err().to_string()
    }

    #[test]
    fn errors_have_positions() {
        let bad_reg = SMALL.replace("v0, v2", "v0, v99");
        assert_eq!(error(&bad_reg), "9:26: error: v99 is never defined");
        let bad_op = SMALL.replace("cmp SLt", "cmp Less");
        assert_eq!(error(&bad_op), "9:14: error: unknown condition `Less`");
        let twice = SMALL.replace("v2 = param 1", "v1 = param 1");
        assert_eq!(error(&twice), "5:5: error: v1 is defined twice");
        let no_block = SMALL.replace("jump block1", "jump block7");
        assert_eq!(error(&no_block), "6:10: error: block7 does not exist");
        let unterminated = SMALL.replace("    return\n", "");
        assert_eq!(
            error(&unterminated),
            "18:1: error: the block before does not end in a terminator"
        );
        assert_eq!(error(""), "1:1: error: expected a kernel");
        assert_eq!(
            error(&SMALL.replace("param 1", "param 5")),
            "5:16: error: the kernel has no parameter 5"
        );
    }

    /// One `mma.sync` fed by packed halves, as the lowering writes it.
    pub(crate) const MMA: &str = "\
kernel k(%x: i32) warps=1 shared=0 {
block0:
    v0 = const f16 0x3c00
    v1 = pack v0, v0
    v2 = const f32 0x0
    v3, v4, v5, v6 = mma.m16n8k16 f16 [v1, v1, v1, v1], [v1, v1], [v2, v2, v2, v2]
    v7, v8, v9, v10 = mma.m16n8k16 bf16 [v1, v1, v1, v1], [v1, v1], [v3, v4, v5, v6]
    return
}
";

    #[test]
    fn mma_prints_back_and_is_checked() {
        let func = parse(MMA).unwrap();
        assert_eq!(crate::print::to_string(&func), MMA);
        assert_eq!(func.reg_type(Reg::new(6)), Type::F32);
        let InstData::Mma { in_ty, a, c, .. } = func.inst(crate::Inst::new(4)) else {
            panic!("the second mma");
        };
        assert_eq!((*in_ty, a[0], c[3]), (Type::BF16, Reg::new(1), Reg::new(6)));
        // An f32 where a packed word belongs, an f32 input type, a bad shape.
        let f32_word = MMA.replace("[v1, v1], [v2", "[v1, v2], [v2");
        assert_eq!(
            error(&f32_word),
            "1:1: error: invalid MIR: block0: mma operand v2 is f32, not i32"
        );
        let f32_in = MMA.replace("k16 bf16", "k16 f32");
        assert_eq!(
            error(&f32_in),
            "1:1: error: invalid MIR: block0: mma.m16n8k16 of f32 inputs"
        );
        let f16_tf32 = MMA.replace("mma.m16n8k16 f16", "mma.m16n8k8 f16");
        assert_eq!(
            error(&f16_tf32),
            "1:1: error: invalid MIR: block0: mma.m16n8k8 of f16 inputs"
        );
        let shape = MMA.replace("mma.m16n8k16 f16", "mma.m16n8k4 f16");
        assert_eq!(error(&shape), "6:22: error: unknown mma shape `m16n8k4`");
        let three = MMA.replace("v3, v4, v5, v6 =", "v3, v4, v5 =");
        assert_eq!(error(&three), "6:18: error: an mma defines 4 registers");
    }

    /// `mma.sync` on tf32 (f32 bit patterns in `i32` words) and on 8-bit
    /// integers (four packed in a word) into `i32` accumulators.
    pub(crate) const MMA_TF32_I8: &str = "\
kernel k(%x: i32) warps=1 shared=0 {
block0:
    v0 = const f32 0x3f800000
    v1 = Mov i32 v0
    v2, v3, v4, v5 = mma.m16n8k8 f32 [v1, v1, v1, v1], [v1, v1], [v0, v0, v0, v0]
    v6 = const i32 0x1010101
    v7 = const i32 0x0
    v8, v9, v10, v11 = mma.m16n8k32 i8 [v6, v6, v6, v6], [v6, v6], [v7, v7, v7, v7]
    return
}
";

    #[test]
    fn tf32_and_i8_mma_print_back_and_are_checked() {
        let func = parse(MMA_TF32_I8).unwrap();
        assert_eq!(crate::print::to_string(&func), MMA_TF32_I8);
        assert_eq!(func.reg_type(Reg::new(2)), Type::F32);
        assert_eq!(func.reg_type(Reg::new(11)), Type::I32);
        // An f32 accumulator of an integer mma, an f32 register as a tf32 word.
        let f32_acc = MMA_TF32_I8.replace("[v7, v7, v7, v7]", "[v0, v7, v7, v7]");
        assert_eq!(
            error(&f32_acc),
            "1:1: error: invalid MIR: block0: mma operand v0 is f32, not i32"
        );
        let f32_word = MMA_TF32_I8.replace("[v1, v1], [v0", "[v1, v0], [v0");
        assert_eq!(
            error(&f32_word),
            "1:1: error: invalid MIR: block0: mma operand v0 is f32, not i32"
        );
    }

    /// `ldmatrix` in its widths, as the lowering writes it.
    pub(crate) const LDMATRIX: &str = "\
kernel k(%x: i32) warps=1 shared=1024 {
block0:
    v0 = shared_base
    v1 = ldmatrix.x1 [v0 + 0]
    v2, v3 = ldmatrix.x2.trans [v0 + 256]
    v4, v5, v6, v7 = ldmatrix.x4 [v0 + 512]
    store.shared i32 [v0 + 0], v1, v2, v3, v4
    return
}
";

    #[test]
    fn ldmatrix_prints_back_and_is_checked() {
        let func = parse(LDMATRIX).unwrap();
        assert_eq!(crate::print::to_string(&func), LDMATRIX);
        assert_eq!(func.reg_type(Reg::new(5)), Type::I32);
        let InstData::LdMatrix {
            trans,
            dsts,
            addr,
            offset,
        } = func.inst(crate::Inst::new(2))
        else {
            panic!("the x2");
        };
        assert_eq!(
            (*trans, dsts.len(), *addr, *offset),
            (true, 2, Reg::new(0), 256)
        );
        let three = LDMATRIX.replace("v2, v3 = ldmatrix.x2", "v2, v3 = ldmatrix.x4");
        assert_eq!(
            error(&three),
            "5:14: error: an ldmatrix.x4 defines 4 registers"
        );
        let x3 = LDMATRIX.replace("ldmatrix.x1", "ldmatrix.x3");
        assert_eq!(error(&x3), "4:10: error: unknown ldmatrix form `x3`");
        let f16_addr = LDMATRIX.replace("v0 = shared_base", "v0 = const f16 0");
        assert_eq!(
            error(&f16_addr),
            "1:1: error: invalid MIR: block0: ldmatrix operand v0 is f16, not i32"
        );
    }

    /// `cp.async` and its groups, as the pipelined loops write them.
    pub(crate) const CP_ASYNC: &str = "\
kernel k(%x: i64 ptr) warps=1 shared=1024 {
block0:
    v0 = shared_base
    v1 = param 0
    v2 = const i32 0x10
    cp_async.16 [v0 + 0], [v1], v2
    cp_async.4 [v0 + 512], [v1]
    cp_async_commit
    cp_async_wait 0
    barrier
    return
}
";

    #[test]
    fn cp_async_prints_back_and_is_checked() {
        let func = parse(CP_ASYNC).unwrap();
        assert_eq!(crate::print::to_string(&func), CP_ASYNC);
        let InstData::CpAsync {
            bytes,
            dst,
            offset,
            src,
            src_size,
        } = func.inst(crate::Inst::new(3))
        else {
            panic!("the 16-byte copy");
        };
        assert_eq!(
            (*bytes, *dst, *offset, *src, *src_size),
            (16, Reg::new(0), 0, Reg::new(1), Some(Reg::new(2)))
        );
        assert!(matches!(
            func.inst(crate::Inst::new(6)),
            InstData::CpAsyncWait { n: 0 }
        ));
        let twelve = CP_ASYNC.replace("cp_async.4", "cp_async.12");
        assert_eq!(
            error(&twelve),
            "7:5: error: a cp_async copies 4, 8 or 16 bytes, not `12`"
        );
        let narrow_src = CP_ASYNC.replace("[v0 + 512], [v1]", "[v0 + 512], [v2]");
        assert_eq!(
            error(&narrow_src),
            "1:1: error: invalid MIR: block0: cp_async operand v2 is i32, not i64"
        );
    }

    #[test]
    fn no_panic_on_truncations() {
        for text in [SMALL, MMA, MMA_TF32_I8, LDMATRIX, CP_ASYNC] {
            for (i, _) in text.char_indices() {
                let _ = parse(&text[..i]);
                let mut chopped = text.to_string();
                chopped.remove(i);
                let _ = parse(&chopped);
            }
        }
    }
}
