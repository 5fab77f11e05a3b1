//! The parser state, the token helpers, and the structure of a file: aliases, the
//! module, functions, blocks and the generic shape of an operation.

use super::lexer::{unescape, Lexer, Tok, Token};
use super::locs::LocAliasNames;
use super::sourcemap::{FuncSourceMap, SourceMap};
use crate::diagnostic::Diagnostic;
use crate::entities::{Block, Encoding, Region, Type, Value};
use crate::function::{Function, Module, Visibility};
use crate::instructions::{Format, InstructionData};
use crate::srcloc::{SourceLoc, SourceLocs};
use hashbrown::hash_map::Entry;
use hashbrown::HashMap;
use smallvec::SmallVec;

pub(super) type PResult<T> = Result<T, Diagnostic>;

/// How deeply constructs may nest (see `Parser::nested`).
const MAX_DEPTH: u32 = 64;

/// How many answers `Parser::with_element` remembers.
const ELEMENT_CACHE: usize = 8;

/// A reference to a value as written: `%acc#2` at some offset.
#[derive(Copy, Clone, Debug)]
pub(super) struct OperandRef<'a> {
    pub name: &'a str,
    pub index: Option<u32>,
    pub pos: usize,
}

/// A name being defined: `%x`, `%acc:3`, `%arg0`.
#[derive(Copy, Clone, Debug)]
pub(super) struct ResultName<'a> {
    pub name: &'a str,
    pub count: u32,
    pub pos: usize,
}

/// What an op parser returns: the instruction and its result types.
pub(super) struct ParsedOp {
    pub data: InstructionData,
    pub results: SmallVec<[Type; 2]>,
}

/// The values visible at the current point, by name.
#[derive(Default)]
struct Scopes<'a> {
    bindings: HashMap<&'a str, SmallVec<[Value; 1]>>,
    /// The names defined in the open regions, in order.
    names: Vec<&'a str>,
    /// Where each open region's names start in `names`, innermost last.
    frames: SmallVec<[usize; 8]>,
}

pub(super) struct Parser<'a> {
    lex: Lexer<'a>,
    pub tok: Token<'a>,
    pub module: Module,
    pub srcmap: SourceMap,
    enc_aliases: HashMap<&'a str, Encoding>,
    /// The location aliases named so far.
    pub(super) loc_aliases: LocAliasNames<'a>,
    pub func: Function,
    pub fsm: FuncSourceMap,
    scopes: Scopes<'a>,
    pub block: Block,
    /// The block labels of the region being read: name, block, whether its label
    /// was read yet, and where it was first named.
    pub block_labels: Vec<(&'a str, Block, bool, usize)>,
    /// Attributes a TritonGPU op read before its colon.
    pub pending_attrs: Option<crate::attrs::AttrList>,
    /// How deeply the constructs being read are nested (see `nested`).
    depth: u32,
    /// Recently read tensor types, by their text (see `cached_type`).
    pub type_cache: Vec<super::types::CachedType<'a>>,
    /// The next slot of `type_cache` to replace once it is full.
    pub type_cache_next: usize,
    /// An attribute dictionary an op's own text held that the op does not
    /// interpret (`arith.muli %a, %b {tt.divisibility = dense<128> : tensor<1xi32>}`
    /// from `tl.multiple_of`): kept with the instruction and printed back.
    pub extra_attrs: crate::attrs::AttrList,
    /// Recent answers of `Types::with_element` (see `with_element`).
    element_cache: SmallVec<[(Type, Type, Type); ELEMENT_CACHE]>,
}

/// Token helpers.
impl<'a> Parser<'a> {
    pub fn new(src: &'a str) -> PResult<Self> {
        let mut lex = Lexer::new(src);
        let tok = lex.next_token()?;
        let func = placeholder_function();
        let block = Block::from_u32(0);
        let mut module = Module::new();
        // Triton's text runs to roughly 30 bytes per location and 100 bytes per op.
        module.locs = crate::location::Locations::with_capacity(src.len() / 30);
        Ok(Parser {
            lex,
            tok,
            module,
            srcmap: SourceMap::default(),
            enc_aliases: HashMap::new(),
            loc_aliases: LocAliasNames::with_capacity(src.len() / 60),
            func,
            fsm: FuncSourceMap::default(),
            scopes: Scopes {
                bindings: HashMap::with_capacity(src.len() / 64),
                names: Vec::with_capacity(src.len() / 64),
                frames: SmallVec::new(),
            },
            block,
            block_labels: Vec::new(),
            pending_attrs: None,
            depth: 0,
            type_cache: Vec::with_capacity(32),
            type_cache_next: 0,
            extra_attrs: Default::default(),
            element_cache: SmallVec::new(),
        })
    }

    pub fn src(&self) -> &'a str {
        self.lex.src()
    }

    pub fn pos(&self) -> usize {
        self.tok.start
    }

    pub fn err<T>(&self, pos: usize, msg: impl Into<String>) -> PResult<T> {
        Err(Diagnostic::at(pos, msg))
    }

    /// Runs `f` one nesting level deeper. Nested locations, types, attributes and
    /// regions are read recursively; the bound turns input nested absurdly deep
    /// into an error instead of a stack overflow.
    pub fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        if self.depth >= MAX_DEPTH {
            return self.err(
                self.pos(),
                format!("unsupported: nesting deeper than {MAX_DEPTH} levels"),
            );
        }
        self.depth += 1;
        let result = f(self);
        self.depth -= 1;
        result
    }

    /// Whether `levels` more levels of nesting stay within the bound of `nested`.
    pub fn may_nest(&self, levels: u32) -> bool {
        self.depth + levels <= MAX_DEPTH
    }

    /// Moves to the next token and returns the current one.
    #[inline]
    pub fn bump(&mut self) -> PResult<Token<'a>> {
        let current = self.tok;
        self.lex.next_into(&mut self.tok)?;
        Ok(current)
    }

    /// Consumes the current token if it is `tok`.
    // Always inlined so that the comparison with a constant token folds to a test
    // of its kind (most callers pass a punctuation token).
    #[inline(always)]
    pub fn eat(&mut self, tok: &Tok<'_>) -> PResult<bool> {
        if self.tok.tok == *tok {
            self.lex.next_into(&mut self.tok)?;
            return Ok(true);
        }
        Ok(false)
    }

    /// Consumes `tok` or fails with "expected `what`".
    #[inline(always)]
    pub fn expect(&mut self, tok: &Tok<'_>, what: &str) -> PResult<()> {
        if self.tok.tok == *tok {
            self.lex.next_into(&mut self.tok)?;
            return Ok(());
        }
        self.expected(what)
    }

    /// The error "expected `what`, found ..." at the current token.
    #[cold]
    pub fn expected<T>(&self, what: &str) -> PResult<T> {
        self.err(
            self.pos(),
            format!("expected {what}, found {}", self.describe()),
        )
    }

    /// Consumes the keyword `kw`.
    pub fn expect_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.tok.tok == Tok::Ident(kw) {
            self.lex.next_into(&mut self.tok)?;
            return Ok(());
        }
        self.err(
            self.pos(),
            format!("expected `{kw}`, found {}", self.describe()),
        )
    }

    /// Consumes the keyword `kw` if it is next.
    pub fn eat_keyword(&mut self, kw: &str) -> PResult<bool> {
        self.eat(&Tok::Ident(kw))
    }

    /// Reads a bare identifier.
    #[inline]
    pub fn ident(&mut self, what: &str) -> PResult<(&'a str, usize)> {
        match self.tok.tok {
            Tok::Ident(id) => {
                let pos = self.pos();
                self.lex.next_into(&mut self.tok)?;
                Ok((id, pos))
            }
            _ => self.expected(what),
        }
    }

    /// Reads an integer literal.
    pub fn int(&mut self, what: &str) -> PResult<(i64, usize)> {
        let pos = self.pos();
        let Tok::Int(text) = self.tok.tok else {
            return self.expected(what);
        };
        self.bump()?;
        parse_int(text)
            .ok_or_else(|| Diagnostic::at(pos, format!("integer `{text}` is out of range")))
            .map(|v| (v, pos))
    }

    /// Reads a string literal without copying it where it has no escapes.
    pub fn string_token(&mut self, what: &str) -> PResult<std::borrow::Cow<'a, str>> {
        match self.tok.tok {
            Tok::Str(raw) => {
                self.lex.next_into(&mut self.tok)?;
                Ok(unescape(raw))
            }
            _ => self.expected(what),
        }
    }

    /// Reads a string literal.
    pub fn string(&mut self, what: &str) -> PResult<String> {
        self.string_token(what).map(|s| s.into_owned())
    }

    /// A readable name for the current token, for error messages.
    pub fn describe(&self) -> String {
        match self.tok.tok {
            Tok::Eof => "end of file".into(),
            Tok::Str(raw) => format!("string \"{}\"", unescape(raw)),
            _ => {
                let rest = &self.src()[self.tok.start..];
                let len = rest
                    .find(|c: char| c.is_whitespace() || matches!(c, ',' | ')' | '>' | '}' | ':'))
                    .unwrap_or(rest.len())
                    .max(1);
                format!("`{}`", &rest[..len.min(40)])
            }
        }
    }

    /// Moves to byte offset `pos`, which starts a token, and reads it.
    pub fn skip_to(&mut self, pos: usize) -> PResult<()> {
        self.lex.reset(pos);
        self.lex.next_into(&mut self.tok)?;
        Ok(())
    }

    /// With `<` the current token, reads the tensor shape that follows it straight
    /// from the text (`64x32x`, before an element type), and the token after it.
    pub fn dims_after_less(&mut self) -> PResult<SmallVec<[(i64, usize); 4]>> {
        self.lex.reset(self.tok.start + 1);
        let dims = self.lex.scan_dims()?;
        self.lex.next_into(&mut self.tok)?;
        Ok(dims)
    }
}

/// Parses a decimal or `0x` hexadecimal integer, with an optional minus sign.
pub(super) fn parse_int(text: &str) -> Option<i64> {
    let (neg, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let magnitude = match digits.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok()?,
        None => digits.parse::<u64>().ok()?,
    };
    if neg {
        0i64.checked_sub_unsigned(magnitude)
    } else {
        Some(magnitude as i64)
    }
}

/// Values and scopes.
impl<'a> Parser<'a> {
    pub fn push_scope(&mut self) {
        self.scopes.frames.push(self.scopes.names.len());
    }

    pub fn pop_scope(&mut self) {
        let Some(start) = self.scopes.frames.pop() else {
            return;
        };
        if start == 0 {
            // The function's scope: every binding is in it (names are only defined
            // inside a scope), so forget them all at once.
            self.scopes.bindings.clear();
            self.scopes.names.clear();
            return;
        }
        for name in self.scopes.names.drain(start..) {
            self.scopes.bindings.remove(name);
        }
    }

    /// Makes `name` refer to `values` (taken by value: the list is moved into the
    /// scope, not copied).
    pub fn define(&mut self, name: ResultName<'a>, values: SmallVec<[Value; 1]>) -> PResult<()> {
        let values = match self.scopes.bindings.entry(name.name) {
            Entry::Occupied(_) => {
                return self.err(name.pos, format!("redefinition of value %{}", name.name))
            }
            Entry::Vacant(slot) => slot.insert(values),
        };
        let values = &values[..];
        if !self.scopes.frames.is_empty() {
            self.scopes.names.push(name.name);
        }
        if let Some(&first) = values.first() {
            self.func.dfg.set_value_name(first, name.name);
        }
        for &v in values {
            self.fsm.values[v] = name.pos as u32;
        }
        Ok(())
    }

    /// The value an operand refers to.
    pub fn lookup(&self, r: OperandRef<'_>) -> PResult<Value> {
        let Some(values) = self.scopes.bindings.get(r.name) else {
            return self.err(r.pos, format!("use of undefined value %{}", r.name));
        };
        match (r.index, values.len()) {
            (None, 1) => Ok(values[0]),
            (None, n) => self.err(
                r.pos,
                format!("%{} has {n} results; name one with %{}#N", r.name, r.name),
            ),
            (Some(i), n) if (i as usize) < n => Ok(values[i as usize]),
            (Some(i), n) => self.err(
                r.pos,
                format!("result #{i} of %{} does not exist (it has {n})", r.name),
            ),
        }
    }

    /// The value an operand refers to, which must have type `ty`.
    pub fn resolve(&self, r: OperandRef<'_>, ty: Type) -> PResult<Value> {
        let value = self.lookup(r)?;
        let actual = self.func.dfg.value_type(value);
        if actual != ty {
            let (want, have) = (self.type_text(ty), self.type_text(actual));
            return self.err(
                r.pos,
                format!(
                    "%{} has type {have}, but the op expects {want} here",
                    r.name
                ),
            );
        }
        Ok(value)
    }

    /// Resolves each operand against the type at the same position.
    pub fn resolve_all(
        &self,
        refs: &[OperandRef<'_>],
        tys: &[Type],
    ) -> PResult<SmallVec<[Value; 4]>> {
        let mut values = SmallVec::new();
        for (&r, &t) in refs.iter().zip(tys) {
            values.push(self.resolve(r, t)?);
        }
        Ok(values)
    }

    /// Resolves every operand against the one type `ty`.
    pub fn resolve_same(&self, refs: &[OperandRef<'_>], ty: Type) -> PResult<SmallVec<[Value; 4]>> {
        let mut values = SmallVec::new();
        for &r in refs {
            values.push(self.resolve(r, ty)?);
        }
        Ok(values)
    }

    /// `%name` or `%name#N`.
    #[inline]
    pub fn operand(&mut self) -> PResult<OperandRef<'a>> {
        let pos = self.pos();
        match self.tok.tok {
            Tok::ValueId(name, index) => {
                self.lex.next_into(&mut self.tok)?;
                Ok(OperandRef { name, index, pos })
            }
            _ => self.expected("a value"),
        }
    }

    /// `%a, %b, ...` (possibly empty when the next token is not a value).
    pub fn operand_list(&mut self) -> PResult<SmallVec<[OperandRef<'a>; 4]>> {
        let mut refs = SmallVec::new();
        if !matches!(self.tok.tok, Tok::ValueId(..)) {
            return Ok(refs);
        }
        loop {
            refs.push(self.operand()?);
            if !self.eat(&Tok::Comma)? {
                return Ok(refs);
            }
            // `%x, %lo, %hi, propagateNan = none`: a keyword may follow the operands.
            if let Tok::Ident(_) = self.tok.tok {
                return Ok(refs);
            }
        }
    }

    /// A name being defined: `%x`.
    #[inline]
    pub fn def_name(&mut self) -> PResult<ResultName<'a>> {
        let pos = self.pos();
        match self.tok.tok {
            Tok::ValueId(name, None) => {
                self.lex.next_into(&mut self.tok)?;
                Ok(ResultName {
                    name,
                    count: 1,
                    pos,
                })
            }
            _ => self.expected("a value name"),
        }
    }

    /// `Types::with_element`, remembered for the first few pairs asked: loads,
    /// stores and comparisons ask for the mask and value types of the same few
    /// pointer types again and again, and each call builds, hashes and compares a
    /// tensor type. (Interning is idempotent, so a remembered answer is the one the
    /// call would give.)
    pub fn with_element(&mut self, like: Type, elem: Type) -> Type {
        let cache = &mut self.element_cache;
        if let Some(&(_, _, ty)) = cache.iter().find(|&&(l, e, _)| l == like && e == elem) {
            return ty;
        }
        let ty = self.module.types.with_element(like, elem);
        if cache.len() < ELEMENT_CACHE {
            cache.push((like, elem, ty));
        }
        ty
    }

    /// The MLIR text of a type, for messages.
    pub fn type_text(&self, ty: Type) -> String {
        crate::write::type_to_string(&self.module, ty)
    }
}

/// The file: aliases, the module and its functions.
impl<'a> Parser<'a> {
    pub fn parse_file(mut self) -> PResult<(Module, SourceMap)> {
        self.parse_aliases(true)?;
        self.expect_keyword("module")?;
        if self.eat_keyword("attributes")? {
            self.module.attrs = self.attr_dict()?;
        }
        self.expect(&Tok::LBrace, "`{` to open the module")?;
        while self.tok.tok != Tok::RBrace {
            match self.tok.tok {
                Tok::Ident("tt.func") => self.parse_func()?,
                Tok::Eof => {
                    return self.err(
                        self.pos(),
                        "unexpected end of file: the module is not closed with `}`",
                    )
                }
                _ => {
                    return self.err(
                        self.pos(),
                        format!(
                            "expected `tt.func` or `}}` in the module, found {}",
                            self.describe()
                        ),
                    )
                }
            }
        }
        self.bump()?;
        self.module.loc = self.opt_loc()?;
        self.parse_aliases(false)?;
        if self.tok.tok != Tok::Eof {
            return self.err(
                self.pos(),
                format!("expected end of file, found {}", self.describe()),
            );
        }
        self.finish_loc_aliases()?;
        Ok((self.module, self.srcmap))
    }

    /// `#name = #ttg.blocked<...>` after `#name =`.
    pub(super) fn define_enc_alias(&mut self, name: &'a str, pos: usize) -> PResult<()> {
        if self.enc_aliases.contains_key(name) {
            return self.err(pos, format!("redefinition of alias #{name}"));
        }
        let enc = self.encoding()?;
        self.enc_aliases.insert(name, enc);
        Ok(())
    }

    pub fn enc_alias(&self, name: &str, pos: usize) -> PResult<Encoding> {
        match self.enc_aliases.get(name) {
            Some(&enc) => Ok(enc),
            None => self.err(pos, format!("use of undefined alias #{name}")),
        }
    }

    /// `tt.func public @name(%a: T {attrs} loc(..), ...) -> R attributes {...} { ... }`.
    fn parse_func(&mut self) -> PResult<()> {
        let pos = self.bump()?.start;
        let n_insts = self.src().len() / 100;
        self.func = Function::with_capacity("", n_insts);
        self.fsm = FuncSourceMap::with_capacity(n_insts);
        self.func.srclocs = SourceLocs::with_capacity(n_insts);
        self.func.srclocs.func = SourceLoc::new(pos as u32);
        self.func.visibility = if self.eat_keyword("public")? {
            Visibility::Public
        } else if self.eat_keyword("private")? {
            Visibility::Private
        } else {
            Visibility::Unspecified
        };
        let name = match self.tok.tok {
            Tok::SymbolId(name) => name,
            _ => {
                return self.err(
                    self.pos(),
                    format!(
                        "expected `@name` after `tt.func`, found {}",
                        self.describe()
                    ),
                )
            }
        };
        self.bump()?;
        self.func.name = name.into();
        self.push_scope();
        self.parse_func_args()?;
        if self.eat(&Tok::Arrow)? {
            self.func.result_types = self.result_type_list()?;
        }
        if self.eat_keyword("attributes")? {
            self.func.attrs = self.attr_dict()?;
        }
        if self.tok.tok != Tok::LBrace {
            return self.err(
                self.pos(),
                "unsupported: a function declaration without a body",
            );
        }
        let (body, entry) = (self.func.body, self.func.entry_block());
        self.fsm.blocks[entry] = pos as u32;
        self.parse_region_body(body, entry)?;
        self.pop_scope();
        self.func.loc = self.opt_loc()?;
        let func = std::mem::replace(&mut self.func, placeholder_function());
        let id = self.module.funcs.push(func);
        self.srcmap.funcs[id] = std::mem::take(&mut self.fsm);
        Ok(())
    }

    fn parse_func_args(&mut self) -> PResult<()> {
        self.expect(&Tok::LParen, "`(` to open the argument list")?;
        if self.eat(&Tok::RParen)? {
            return Ok(());
        }
        loop {
            let name = self.def_name()?;
            self.expect(&Tok::Colon, "`:` after the argument name")?;
            let ty = self.parse_type()?;
            let attrs = if self.tok.tok == Tok::LBrace {
                let pos = self.pos();
                let dict = self.raw_attr_dict()?;
                self.arg_attrs(&dict, pos)?
            } else {
                Default::default()
            };
            let value = self.func.append_arg(ty, attrs);
            self.func.dfg.param_locs[value] = self.opt_loc()?.into();
            self.define(name, SmallVec::from_buf([value]))?;
            if !self.eat(&Tok::Comma)? {
                break;
            }
        }
        self.expect(&Tok::RParen, "`,` or `)` in the argument list")
    }

    /// `T` or `(T1, T2)`.
    pub fn result_type_list(&mut self) -> PResult<Vec<Type>> {
        if self.eat(&Tok::LParen)? {
            let tys = self.type_list_until(&Tok::RParen)?;
            return Ok(tys);
        }
        Ok(vec![self.parse_type()?])
    }

    /// Types separated by commas, up to and including `close`.
    pub fn type_list_until(&mut self, close: &Tok<'_>) -> PResult<Vec<Type>> {
        let mut tys = Vec::new();
        if self.eat(close)? {
            return Ok(tys);
        }
        loop {
            tys.push(self.parse_type()?);
            if !self.eat(&Tok::Comma)? {
                break;
            }
        }
        match close {
            Tok::RParen => self.expect(close, "`)` after the types")?,
            _ => self.expect(close, "the end of the type list")?,
        }
        Ok(tys)
    }
}

/// Regions and blocks.
impl<'a> Parser<'a> {
    /// Reads `{ ops }` into the (already created and placed) entry block of `region`,
    /// or `{ ^bb0(%a: T, ...): ops }` when the text labels its block, and the
    /// blocks that follow (`^bb1:  // pred: ^bb0`), which branches name.
    pub fn parse_region_body(&mut self, region: Region, entry: Block) -> PResult<()> {
        self.expect(&Tok::LBrace, "`{` to open a region")?;
        let saved = self.block;
        let saved_labels = std::mem::take(&mut self.block_labels);
        self.block = entry;
        if let Tok::CaretId(name) = self.tok.tok {
            self.block_labels.push((name, entry, true, self.pos()));
            self.parse_block_label(entry)?;
        }
        while self.tok.tok != Tok::RBrace {
            match self.tok.tok {
                Tok::Eof => {
                    return self.err(
                        self.pos(),
                        "unexpected end of file: a region is not closed with `}`",
                    )
                }
                Tok::CaretId(name) => {
                    let pos = self.pos();
                    let block = self.block_named(name, pos);
                    let entry = self.block_labels.iter_mut().find(|l| l.1 == block);
                    match entry {
                        Some(label) if label.2 => {
                            return self.err(pos, format!("redefinition of block ^{name}"))
                        }
                        Some(label) => label.2 = true,
                        None => {}
                    }
                    self.func.order.append_block(region, block);
                    self.block = block;
                    self.parse_block_label(block)?;
                }
                _ => self.parse_op()?,
            }
        }
        if let Some(&(name, _, _, pos)) = self.block_labels.iter().find(|l| !l.2) {
            return self.err(pos, format!("reference to an undefined block ^{name}"));
        }
        self.bump()?;
        self.block = saved;
        self.block_labels = saved_labels;
        Ok(())
    }

    /// The block a label names in the region being read, made (not yet placed)
    /// when it is named for the first time.
    pub fn block_named(&mut self, name: &'a str, pos: usize) -> Block {
        if let Some(&(_, block, _, _)) = self.block_labels.iter().find(|l| l.0 == name) {
            return block;
        }
        let block = self.func.dfg.make_block();
        self.block_labels.push((name, block, false, pos));
        block
    }

    /// `^bb0(%a: f32 loc(..), %b: f32 loc(..)):`.
    fn parse_block_label(&mut self, block: Block) -> PResult<()> {
        let pos = self.bump()?.start;
        self.fsm.blocks[block] = pos as u32;
        if self.eat(&Tok::LParen)? {
            loop {
                let name = self.def_name()?;
                self.expect(&Tok::Colon, "`:` after the block argument name")?;
                let ty = self.parse_type()?;
                let value = self.func.dfg.append_block_param(block, ty);
                self.func.dfg.param_locs[value] = self.opt_loc()?.into();
                self.define(name, SmallVec::from_buf([value]))?;
                if !self.eat(&Tok::Comma)? {
                    break;
                }
            }
            self.expect(&Tok::RParen, "`)` after the block arguments")?;
        }
        self.expect(&Tok::Colon, "`:` after the block label")
    }

    /// Creates a region with one placed, empty entry block.
    pub fn new_region(&mut self) -> (Region, Block) {
        let region = self.func.dfg.make_region();
        let block = self.func.dfg.make_block();
        self.func.order.append_block(region, block);
        (region, block)
    }

    /// Parses one operation and appends it to the current block.
    fn parse_op(&mut self) -> PResult<()> {
        self.nested(|p| p.parse_op_inner())
    }

    fn parse_op_inner(&mut self) -> PResult<()> {
        let start = self.pos();
        let names = self.result_names()?;
        let parsed = match &self.tok.tok {
            Tok::Str(_) => self.parse_generic_op()?,
            Tok::Ident(_) => self.parse_custom_op()?,
            _ => return self.expected("an operation"),
        };
        // An attribute dictionary after the regions of `scf.for`, `scf.if` or
        // `scf.while` (`} {tt.num_stages = 2 : i32}`): kept, not interpreted.
        let has_regions = matches!(
            parsed.data.opcode().format(),
            Format::For | Format::If | Format::While
        );
        let extra = if has_regions && self.tok.tok == Tok::LBrace {
            self.attr_dict()?
        } else {
            core::mem::take(&mut self.extra_attrs)
        };
        let loc = self.opt_loc()?;
        let declared: u32 = names.iter().map(|n| n.count).sum();
        if declared as usize != parsed.results.len() {
            let op = parsed.data.opcode().name();
            return self.err(
                start,
                format!(
                    "{op} has {} results, but {declared} are named",
                    parsed.results.len()
                ),
            );
        }
        let inst = self.func.dfg.make_inst(parsed.data, &parsed.results);
        self.func.dfg.inst_locs[inst] = loc.into();
        if !extra.is_empty() {
            self.func.dfg.set_extra_attrs(inst, extra);
        }
        self.func.order.append_inst(self.block, inst);
        self.func
            .srclocs
            .set_inst(inst, SourceLoc::new(start as u32));
        let mut next = 0;
        // By reference: a `SmallVec`'s own iterator moves it and checks where its
        // items live at every step.
        for &name in names.iter() {
            let n = name.count as usize;
            let results = &self.func.dfg.inst_results(inst)[next..next + n];
            // One result, the common case, without a copy of the list.
            let values = match *results {
                [value] => SmallVec::from_buf([value]),
                _ => SmallVec::<[Value; 1]>::from_slice(results),
            };
            self.define(name, values)?;
            next += n;
        }
        Ok(())
    }

    /// `%a, %b:2 =` before an op, or nothing.
    fn result_names(&mut self) -> PResult<SmallVec<[ResultName<'a>; 2]>> {
        let mut names = SmallVec::new();
        if !matches!(self.tok.tok, Tok::ValueId(..)) {
            return Ok(names);
        }
        loop {
            let mut name = self.def_name()?;
            if self.eat(&Tok::Colon)? {
                let (count, pos) = self.int("the number of results")?;
                if !(1..=1024).contains(&count) {
                    return self.err(pos, "the number of results must be between 1 and 1024");
                }
                name.count = count as u32;
            }
            names.push(name);
            if !self.eat(&Tok::Comma)? {
                break;
            }
        }
        self.expect(&Tok::Equal, "`=` after the result names")?;
        Ok(names)
    }
}

/// An empty function that stands in for the one being parsed between functions; it
/// allocates nothing.
fn placeholder_function() -> Function {
    Function {
        name: String::new(),
        visibility: Visibility::Unspecified,
        arg_attrs: Vec::new(),
        result_types: Vec::new(),
        attrs: Vec::new(),
        loc: None,
        dfg: Default::default(),
        order: Default::default(),
        body: Region::from_u32(0),
        srclocs: Default::default(),
    }
}

/// The entry point used by `parse_module`.
pub(super) fn parse(src: &str) -> PResult<(Module, SourceMap)> {
    Parser::new(src)?.parse_file()
}
