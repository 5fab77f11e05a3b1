//! Locations: `loc(...)` after ops and arguments, and the `#name = loc(...)` alias
//! lines before and after the module.
//!
//! Triton's text spends about a third of its bytes on locations, nearly all in a
//! few shapes: `loc(#loc12)` after an op (also `loc("x"(#loc5))` and
//! `loc("file.py":3:5)`), and `#loc12 = loc("file.py":3:5)` or
//! `#loc16 = loc("x"(#loc5))` for an alias. Those shapes are read straight from
//! the text (`loc_fast`, `alias_line_fast`); anything else, errors included, goes
//! through the tokens.

use super::lexer::Tok;
use super::parser::{PResult, Parser};
use super::scan::Scan;
use crate::entities::Loc;
use crate::location::{LocAlias, LocData};
use hashbrown::HashMap;

/// The location aliases named so far: the index of each in `module.locs.aliases`,
/// and where each was first used and defined.
#[derive(Default)]
pub(super) struct LocAliasNames<'a> {
    /// The index of `#loc` (slot 0) and of `#locN` (slot N + 1); `u32::MAX` where
    /// none. Triton numbers its aliases, so a lookup is an index, not a hash.
    numbered: Vec<u32>,
    /// The index of every other name.
    others: HashMap<&'a str, u32>,
    /// Offset of the first use of each alias, by index.
    uses: Vec<Option<usize>>,
    /// Offset of the definition of each alias, by index.
    defs: Vec<Option<usize>>,
    /// The aliases in the order they are defined (the order of the text).
    def_order: Vec<u32>,
}

/// The slot of `name` in [`LocAliasNames::numbered`]: `loc` and `locN` with `N`
/// written without leading zeros and below 100000 (others would need a huge table
/// or would share a slot with another spelling).
#[inline(always)]
fn numbered_slot(name: &str) -> Option<usize> {
    let digits = name.strip_prefix("loc")?.as_bytes();
    if digits.len() > 5 || (digits.len() > 1 && digits[0] == b'0') {
        return None;
    }
    let mut n = 0usize;
    for &d in digits {
        if !d.is_ascii_digit() {
            return None;
        }
        n = n * 10 + (d - b'0') as usize;
    }
    Some(if digits.is_empty() { 0 } else { n + 1 })
}

impl<'a> LocAliasNames<'a> {
    /// Room for about `n` aliases.
    pub fn with_capacity(n: usize) -> Self {
        LocAliasNames {
            numbered: vec![u32::MAX; n],
            others: HashMap::new(),
            uses: Vec::with_capacity(n),
            defs: Vec::with_capacity(n),
            def_order: Vec::with_capacity(n),
        }
    }

    /// Records that alias `index` is defined at `pos`.
    fn define(&mut self, index: u32, pos: usize) {
        self.defs[index as usize] = Some(pos);
        self.def_order.push(index);
    }

    /// The index of `name` if it was named before, or else its slot in `numbered`
    /// (`None` for a name kept in `others`), to pass to `insert`.
    #[inline(always)]
    fn get(&self, name: &str) -> Result<u32, Option<usize>> {
        let slot = numbered_slot(name);
        let found = match slot {
            Some(slot) => self.numbered.get(slot).copied().filter(|&i| i != u32::MAX),
            None => self.others.get(name).copied(),
        };
        found.ok_or(slot)
    }

    /// Records that `name`, whose slot `get` gave, is alias number `index`.
    fn insert(&mut self, name: &'a str, slot: Option<usize>, index: u32) {
        match slot {
            Some(slot) => {
                if self.numbered.len() <= slot {
                    self.numbered.resize(slot + 1, u32::MAX);
                }
                self.numbered[slot] = index;
            }
            None => {
                self.others.insert(name, index);
            }
        }
        self.uses.push(None);
        self.defs.push(None);
    }
}

/// A location read by the fast paths: the inside of `loc(...)`.
enum FastLoc<'a> {
    /// `#name`, with the offset of `#`.
    Alias(&'a str, usize),
    /// `"file":line:col`.
    FileLineCol(&'a str, u32, u32),
    /// `"name"(#child)`, with the offset of `#child`.
    NamedAlias(&'a str, &'a str, usize),
}

impl FastLoc<'_> {
    /// How many levels `loc_body` nests to read it.
    fn depth(&self) -> u32 {
        match self {
            FastLoc::NamedAlias(..) => 2,
            _ => 1,
        }
    }
}

/// Alias lines.
impl<'a> Parser<'a> {
    /// `#name = loc(...)` and `#name = #ttg.blocked<...>` lines.
    pub(super) fn parse_aliases(&mut self, before_module: bool) -> PResult<()> {
        while let Tok::HashId(name) = self.tok.tok {
            if self.alias_lines_fast(before_module)? {
                continue;
            }
            let pos = self.bump()?.start;
            self.expect(&Tok::Equal, "`=` after the alias name")?;
            if self.tok.tok == Tok::Ident("loc") {
                self.define_loc_alias(name, pos, before_module)?;
            } else if before_module {
                self.define_enc_alias(name, pos)?;
            } else {
                return self.err(pos, "only location aliases may follow the module");
            }
        }
        Ok(())
    }

    /// Reads the alias lines that `alias_line_fast` reads, from the current token
    /// on, one after the other straight from the text: no token is read between
    /// them (the `#name` starting each line would be read twice). Returns false,
    /// having consumed nothing, when the first line has another shape.
    fn alias_lines_fast(&mut self, before_module: bool) -> PResult<bool> {
        let Some(mut end) = self.alias_line_fast(self.pos(), before_module) else {
            return Ok(false);
        };
        loop {
            // The next line, if it starts with `#` after whitespace.
            let bytes = self.src().as_bytes();
            let mut next = end;
            while bytes.get(next).is_some_and(u8::is_ascii_whitespace) {
                next += 1;
            }
            if bytes.get(next) != Some(&b'#') {
                break;
            }
            match self.alias_line_fast(next, before_module) {
                Some(line_end) => end = line_end,
                None => break,
            }
        }
        self.skip_to(end)?;
        Ok(true)
    }

    /// `#name = loc("file":12:5)` or `#name = loc("x"(#other))` at `pos`, spaced as
    /// Triton prints it, read straight from the text with the same effects as the
    /// token path; returns where it ends. `None`, having changed nothing, for any
    /// other text and for a redefinition: the token path then reads it and reports
    /// any error.
    fn alias_line_fast(&mut self, pos: usize, before_module: bool) -> Option<usize> {
        let mut s = Scan {
            text: self.src(),
            pos,
        };
        // The name as the lexer reads it (`#"quoted name"` is left to the tokens).
        s.byte(b'#')?;
        let name = s.id()?;
        let body = s.lit(b" = loc(").and_then(|_| fast_loc(&mut s))?;
        let index = self.loc_alias_index(name) as usize;
        if self.loc_aliases.defs[index].is_some() {
            return None;
        }
        self.loc_aliases.define(index as u32, pos);
        let def = self.push_fast_loc(body);
        let alias = &mut self.module.locs.aliases[index];
        alias.def = Some(def);
        alias.before_module = before_module;
        Some(s.pos)
    }

    fn define_loc_alias(&mut self, name: &'a str, pos: usize, before_module: bool) -> PResult<()> {
        self.expect_keyword("loc")?;
        self.expect(&Tok::LParen, "`(` after `loc`")?;
        let index = self.loc_alias_index(name) as usize;
        if self.loc_aliases.defs[index].is_some() {
            return self.err(pos, format!("redefinition of location alias #{name}"));
        }
        self.loc_aliases.define(index as u32, pos);
        let def = self.loc_body()?;
        self.expect(&Tok::RParen, "`)` to close `loc(`")?;
        let alias = &mut self.module.locs.aliases[index];
        alias.def = Some(def);
        alias.before_module = before_module;
        Ok(())
    }

    /// The index of the location alias `name`, creating it at its first mention.
    #[inline]
    fn loc_alias_index(&mut self, name: &'a str) -> u32 {
        match self.loc_aliases.get(name) {
            Ok(index) => index,
            Err(slot) => self.new_loc_alias(name, slot),
        }
    }

    /// Creates the location alias `name` at its first mention.
    #[inline(never)]
    fn new_loc_alias(&mut self, name: &'a str, slot: Option<usize>) -> u32 {
        let index = self.module.locs.aliases.len() as u32;
        self.loc_aliases.insert(name, slot, index);
        let name = self.module.locs.intern(name);
        self.module.locs.aliases.push(LocAlias {
            name,
            def: None,
            before_module: false,
        });
        index
    }

    fn note_loc_alias_use(&mut self, index: u32, pos: usize) {
        self.loc_aliases.uses[index as usize].get_or_insert(pos);
    }

    /// Checks that every used alias is defined, and orders the aliases as they were
    /// defined so that they print back in the same order.
    pub(super) fn finish_loc_aliases(&mut self) -> PResult<()> {
        let defs = &self.loc_aliases.defs;
        for (i, def) in defs.iter().enumerate() {
            if def.is_none() {
                let name = self.module.locs.str(self.module.locs.aliases[i].name);
                let pos = self.loc_aliases.uses[i].unwrap_or(0);
                return self.err(pos, format!("use of undefined location alias #{name}"));
            }
        }
        // Every alias is defined by now, once: `def_order` names each once.
        let order = &self.loc_aliases.def_order;
        if !order.iter().enumerate().all(|(i, &a)| a as usize == i) {
            self.module.locs.reorder_aliases(order);
        }
        Ok(())
    }
}

/// One of the three common location bodies and the `)` that closes `loc(`.
fn fast_loc<'a>(s: &mut Scan<'a>) -> Option<FastLoc<'a>> {
    let pos = s.pos;
    if s.byte(b'#').is_some() {
        let name = s.id()?;
        s.byte(b')')?;
        return Some(FastLoc::Alias(name, pos));
    }
    let text = s.string()?;
    if s.byte(b':').is_some() {
        let line = s.small_uint()?;
        s.byte(b':')?;
        let col = s.small_uint()?;
        s.byte(b')')?;
        return Some(FastLoc::FileLineCol(text, line, col));
    }
    s.byte(b'(')?;
    let child_pos = s.pos;
    s.byte(b'#')?;
    let child = s.id()?;
    s.lit(b"))")?;
    Some(FastLoc::NamedAlias(text, child, child_pos))
}

/// Locations after ops and arguments.
impl<'a> Parser<'a> {
    /// `loc(...)` if it is next.
    pub fn opt_loc(&mut self) -> PResult<Option<Loc>> {
        if self.tok.tok != Tok::Ident("loc") {
            return Ok(None);
        }
        if let Some(loc) = self.loc_fast()? {
            return Ok(Some(loc));
        }
        self.bump()?;
        self.expect(&Tok::LParen, "`(` after `loc`")?;
        let loc = self.loc_body()?;
        self.expect(&Tok::RParen, "`)` to close `loc(`")?;
        Ok(Some(loc))
    }

    /// `loc(#name)` (the form of nearly every location Triton prints after an op),
    /// `loc("x"(#name))` or `loc("file":12:5)` read straight from the text, with the
    /// effects of the token path; `None` (nothing consumed) for any other form.
    ///
    /// Only where the token path would not reach the nesting bound, so that
    /// both paths accept the same texts.
    fn loc_fast(&mut self) -> PResult<Option<Loc>> {
        let mut s = Scan {
            text: self.src(),
            pos: self.pos(),
        };
        let Some(body) = s.lit(b"loc(").and_then(|_| fast_loc(&mut s)) else {
            return Ok(None);
        };
        if !self.may_nest(body.depth()) {
            return Ok(None);
        }
        let loc = self.push_fast_loc(body);
        self.skip_to(s.pos)?;
        Ok(Some(loc))
    }

    /// Adds a location read by a fast path, with the effects of `loc_body` (the
    /// same strings, aliases and locations, in the same order).
    fn push_fast_loc(&mut self, body: FastLoc<'a>) -> Loc {
        match body {
            FastLoc::Alias(name, pos) => {
                let index = self.loc_alias_index(name);
                self.note_loc_alias_use(index, pos);
                self.module.locs.push(LocData::Alias(index))
            }
            FastLoc::FileLineCol(file, line, col) => {
                let file = self.module.locs.intern(file);
                self.module
                    .locs
                    .push(LocData::FileLineCol { file, line, col })
            }
            FastLoc::NamedAlias(name, child, child_pos) => {
                let name = self.module.locs.intern(name);
                let child = self.push_fast_loc(FastLoc::Alias(child, child_pos));
                self.module.locs.push(LocData::Name {
                    name,
                    child: Some(child),
                })
            }
        }
    }

    /// The inside of `loc(...)`.
    pub fn loc_body(&mut self) -> PResult<Loc> {
        self.nested(|p| p.loc_body_inner())
    }

    fn loc_body_inner(&mut self) -> PResult<Loc> {
        let pos = self.pos();
        let data = match self.tok.tok {
            Tok::Ident("unknown") => {
                self.bump()?;
                LocData::Unknown
            }
            Tok::Str(_) => self.file_or_name_loc()?,
            Tok::Ident("callsite") => self.callsite_loc()?,
            Tok::Ident("fused") => self.fused_loc()?,
            Tok::HashId(name) => {
                self.bump()?;
                let index = self.loc_alias_index(name);
                self.note_loc_alias_use(index, pos);
                LocData::Alias(index)
            }
            _ => {
                return self.err(
                    pos,
                    format!("expected a location, found {}", self.describe()),
                )
            }
        };
        Ok(self.module.locs.push(data))
    }

    /// `"file":line:col`, `"name"` or `"name"(child)`.
    fn file_or_name_loc(&mut self) -> PResult<LocData> {
        let text = self.string_token("a file or name")?;
        let text = self.module.locs.intern(&text);
        if self.eat(&Tok::Colon)? {
            let (line, lpos) = self.int("a line number")?;
            self.expect(&Tok::Colon, "`:` and a column")?;
            let (col, cpos) = self.int("a column number")?;
            let line =
                u32::try_from(line).or_else(|_| self.err(lpos, "line number out of range"))?;
            let col =
                u32::try_from(col).or_else(|_| self.err(cpos, "column number out of range"))?;
            return Ok(LocData::FileLineCol {
                file: text,
                line,
                col,
            });
        }
        let child = if self.eat(&Tok::LParen)? {
            let child = self.loc_body()?;
            self.expect(&Tok::RParen, "`)` after the named location")?;
            Some(child)
        } else {
            None
        };
        Ok(LocData::Name { name: text, child })
    }

    fn callsite_loc(&mut self) -> PResult<LocData> {
        self.bump()?;
        self.expect(&Tok::LParen, "`(` after `callsite`")?;
        let callee = self.loc_body()?;
        self.expect_keyword("at")?;
        let caller = self.loc_body()?;
        self.expect(&Tok::RParen, "`)` to close `callsite(`")?;
        Ok(LocData::CallSite { callee, caller })
    }

    fn fused_loc(&mut self) -> PResult<LocData> {
        self.bump()?;
        let metadata = if self.eat(&Tok::Less)? {
            let m = self.string_token("fused location metadata")?;
            let m = self.module.locs.intern(&m);
            self.expect(&Tok::Greater, "`>` after the metadata")?;
            Some(m)
        } else {
            None
        };
        self.expect(&Tok::LBracket, "`[` after `fused`")?;
        let mut locs = Vec::new();
        loop {
            locs.push(self.loc_body()?);
            if !self.eat(&Tok::Comma)? {
                break;
            }
        }
        self.expect(&Tok::RBracket, "`]` to close `fused[`")?;
        Ok(LocData::Fused { metadata, locs })
    }
}

#[cfg(test)]
mod tests {
    use super::numbered_slot;

    /// The fast paths read every corpus kernel into the same module as the token
    /// path, which reads them all once `loc( ` has a space the fast paths do not
    /// accept.
    #[test]
    fn fast_paths_agree_with_the_token_path() {
        crate::parse::assert_fast_path_agrees(|text| text.replace("loc(", "loc( "));
    }

    /// Deeply nested ops whose locations the fast path reads hit the nesting
    /// bound where the token path does: both accept, or both reject with the same
    /// message, at every depth around the bound.
    #[test]
    fn fast_paths_keep_the_nesting_bound() {
        let mut outcomes = Vec::new();
        for depth in 56..68 {
            let mut text = String::from("module {\n  tt.func @k(%c: i1) {\n");
            for _ in 0..depth {
                text.push_str("scf.if %c {\n");
            }
            for _ in 0..depth {
                text.push_str("} loc(#loc)\n");
            }
            text.push_str(
                "tt.return loc(#loc)\n  } loc(#loc)\n} loc(#loc)\n#loc = loc(\"f\":1:1)\n",
            );
            let fast = crate::parse_module(&text)
                .map(|_| ())
                .map_err(|d| d.message);
            let slow = crate::parse_module(&text.replace("loc(#", "loc( #"))
                .map(|_| ())
                .map_err(|d| d.message);
            assert_eq!(fast, slow, "depth {depth}");
            outcomes.push(fast.is_ok());
        }
        // The range straddles the bound.
        assert!(
            outcomes.contains(&true) && outcomes.contains(&false),
            "{outcomes:?}"
        );
    }

    #[test]
    fn numbered_slots_are_canonical() {
        assert_eq!(numbered_slot("loc"), Some(0));
        assert_eq!(numbered_slot("loc0"), Some(1));
        assert_eq!(numbered_slot("loc12"), Some(13));
        assert_eq!(numbered_slot("loc012"), None);
        assert_eq!(numbered_slot("loc123456"), None);
        assert_eq!(numbered_slot("loc1a"), None);
        assert_eq!(numbered_slot("blocked"), None);
    }
}
