//! Attribute values, attribute dictionaries (the common integer ones read straight
//! from the text), argument attributes and constants.

use super::lexer::Tok;
use super::parser::{parse_int, PResult, Parser};
use super::scan::Scan;
use crate::attrs::{AttrList, Attribute, CacheModifier, EvictionPolicy, MemFlags, PolicySpelling};
use crate::constant::ConstantValue;
use crate::entities::Type;
use crate::function::ArgAttrs;
use crate::types::TypeData;
use crate::write::float::from_f64;
use smallvec::SmallVec;
use std::borrow::Cow;

/// Attributes with names borrowed from the text.
pub type RawAttrs<'a> = SmallVec<[(Cow<'a, str>, Attribute); 2]>;

impl<'a> Parser<'a> {
    /// `{name = value, flag, "quoted-name" = value}`.
    pub fn attr_dict(&mut self) -> PResult<AttrList> {
        let raw = self.raw_attr_dict()?;
        Ok(raw.into_iter().map(|(n, v)| (n.into_owned(), v)).collect())
    }

    /// An attribute dictionary whose names borrow the text, for the ops that read
    /// their attributes and keep none of the names.
    pub fn raw_attr_dict(&mut self) -> PResult<RawAttrs<'a>> {
        let mut list = RawAttrs::new();
        if self.attr_dict_fast(&mut list)? {
            return Ok(list);
        }
        self.expect(&Tok::LBrace, "`{` to open the attributes")?;
        if self.eat(&Tok::RBrace)? {
            return Ok(list);
        }
        loop {
            let name = match self.tok.tok {
                Tok::Ident(id) => {
                    self.bump()?;
                    Cow::Borrowed(id)
                }
                Tok::Str(_) => self.string_token("an attribute name")?,
                _ => {
                    return self.err(
                        self.pos(),
                        format!("expected an attribute name, found {}", self.describe()),
                    )
                }
            };
            let value = if self.eat(&Tok::Equal)? {
                self.attribute()?
            } else {
                Attribute::Unit
            };
            list.push((name, value));
            if !self.eat(&Tok::Comma)? {
                break;
            }
        }
        self.expect(&Tok::RBrace, "`,` or `}` in the attributes")?;
        Ok(list)
    }

    /// `{tt.divisibility = 16 : i32}`, `{end = 1024 : i32, start = 0 : i32}`,
    /// `{noinline = false}`: a dictionary of integer and boolean attributes, spaced
    /// as Triton prints it, read straight from the text with the result of the
    /// token path, into the empty `list` (filled in place: the list is large to
    /// move). False, having consumed nothing and left `list` empty, for any other
    /// text (the token path then reads it and reports any error), and where reading
    /// a value would reach the nesting bound.
    fn attr_dict_fast(&mut self, list: &mut RawAttrs<'a>) -> PResult<bool> {
        if self.tok.tok != Tok::LBrace || !self.may_nest(1) {
            return Ok(false);
        }
        let mut s = Scan {
            text: self.src(),
            pos: self.pos() + 1,
        };
        loop {
            let Some(entry) = fast_attr(&mut s) else {
                list.clear();
                return Ok(false);
            };
            list.push(entry);
            if s.byte(b'}').is_some() {
                break;
            }
            if s.lit(b", ").is_none() {
                list.clear();
                return Ok(false);
            }
        }
        self.skip_to(s.pos)?;
        Ok(true)
    }

    /// One attribute value.
    pub fn attribute(&mut self) -> PResult<Attribute> {
        self.nested(|p| p.attribute_inner())
    }

    fn attribute_inner(&mut self) -> PResult<Attribute> {
        let pos = self.pos();
        match self.tok.tok {
            Tok::Int(text) => {
                self.bump()?;
                let value = parse_int(text).ok_or_else(|| {
                    crate::Diagnostic::at(pos, format!("integer `{text}` is out of range"))
                })?;
                let bits = self.opt_int_type_suffix()?;
                Ok(Attribute::Int { value, bits })
            }
            Tok::Float(text) => {
                self.bump()?;
                let ty = if self.eat(&Tok::Colon)? {
                    self.ident("a float type")?.0.to_string()
                } else {
                    "f64".into()
                };
                Ok(Attribute::Float {
                    text: text.into(),
                    ty,
                })
            }
            Tok::Ident("true") => self.bump().map(|_| Attribute::Bool(true)),
            Tok::Ident("false") => self.bump().map(|_| Attribute::Bool(false)),
            Tok::Ident("unit") => self.bump().map(|_| Attribute::Unit),
            Tok::Ident("array") => self.dense_array(),
            Tok::Ident("dense") => self.dense_attr(),
            Tok::Str(_) => Ok(Attribute::String(self.string("a string")?)),
            Tok::LBracket => self.attr_array(),
            Tok::HashId(_) => self.opaque_attr(),
            _ => self.err(
                pos,
                format!("expected an attribute value, found {}", self.describe()),
            ),
        }
    }

    /// `: i32` after an integer attribute; 64 when absent, 0 for `index`.
    fn opt_int_type_suffix(&mut self) -> PResult<u32> {
        if !self.eat(&Tok::Colon)? {
            return Ok(64);
        }
        let (name, pos) = self.ident("an integer type")?;
        if name == "index" {
            return Ok(0);
        }
        match name.strip_prefix('i').and_then(|b| b.parse::<u32>().ok()) {
            Some(bits @ (1 | 8 | 16 | 32 | 64)) => Ok(bits),
            _ => self.err(pos, format!("expected an integer type, found `{name}`")),
        }
    }

    fn attr_array(&mut self) -> PResult<Attribute> {
        self.bump()?;
        let mut items = Vec::new();
        if !self.eat(&Tok::RBracket)? {
            loop {
                items.push(self.attribute()?);
                if !self.eat(&Tok::Comma)? {
                    break;
                }
            }
            self.expect(&Tok::RBracket, "`,` or `]` in the array")?;
        }
        Ok(Attribute::Array(items))
    }

    /// `array<i32: 1, 0>`.
    pub fn dense_array(&mut self) -> PResult<Attribute> {
        self.expect_keyword("array")?;
        self.expect(&Tok::Less, "`<` after `array`")?;
        let (ty, _) = self.ident("an element type")?;
        let mut values = smallvec::SmallVec::new();
        if self.eat(&Tok::Colon)? {
            loop {
                values.push(self.int("an integer")?.0);
                if !self.eat(&Tok::Comma)? {
                    break;
                }
            }
        }
        self.expect(&Tok::Greater, "`>` to close `array<`")?;
        Ok(Attribute::DenseArray {
            ty: ty.into(),
            values,
        })
    }

    /// `dense<128> : tensor<1xi32>` (Triton 3.4 puts `tt.divisibility_arg1 =
    /// dense<128> : tensor<1xi32>` on an `scf.for` for `tl.multiple_of` of a loop
    /// value; Triton itself does not read it back): kept as its text, the type
    /// checked.
    fn dense_attr(&mut self) -> PResult<Attribute> {
        let start = self.pos();
        self.bump()?;
        if self.tok.tok != Tok::Less {
            return self.expected("`<` after `dense`");
        }
        self.balanced_angles(start)?;
        self.expect(&Tok::Colon, "`:` and the type of the `dense` attribute")?;
        self.parse_type()?;
        Ok(Attribute::Opaque(self.text_from(start)))
    }

    /// Skips a balanced `<...>` at the current token; `start` is where the
    /// attribute began, for the error.
    fn balanced_angles(&mut self, start: usize) -> PResult<()> {
        let mut depth = 0usize;
        loop {
            match self.tok.tok {
                Tok::Less => depth += 1,
                Tok::Greater => depth -= 1,
                Tok::Eof => return self.err(start, "unterminated attribute: `<` is never closed"),
                _ => {}
            }
            self.bump()?;
            if depth == 0 {
                return Ok(());
            }
        }
    }

    /// A dialect attribute tilelift does not interpret, kept as its text:
    /// `#name` and a balanced `<...>` after it.
    fn opaque_attr(&mut self) -> PResult<Attribute> {
        let start = self.pos();
        self.bump()?;
        if self.tok.tok == Tok::Less {
            self.balanced_angles(start)?;
        }
        Ok(Attribute::Opaque(self.text_from(start)))
    }

    /// The source text from `start` to the end of the previous token.
    fn text_from(&self, start: usize) -> String {
        self.src()[start..self.tok.start].trim_end().to_string()
    }

    /// The typed function-argument attributes.
    pub fn arg_attrs(&self, dict: &RawAttrs<'_>, pos: usize) -> PResult<ArgAttrs> {
        let mut attrs = ArgAttrs::default();
        // By reference (the rare other attributes are copied): a `SmallVec`'s own
        // iterator moves the list and checks where its items live at every step.
        for (name, value) in dict.iter() {
            let slot = match name.as_ref() {
                "tt.divisibility" => &mut attrs.divisibility,
                "tt.contiguity" => &mut attrs.contiguity,
                "tt.constancy" => &mut attrs.constancy,
                _ => {
                    attrs.others.push((name.to_string(), value.clone()));
                    continue;
                }
            };
            match *value {
                Attribute::Int { value, .. } if value > 0 && value <= u32::MAX as i64 => {
                    *slot = Some(value as u32)
                }
                _ => return self.err(pos, format!("`{name}` must be a positive integer")),
            }
        }
        Ok(attrs)
    }

    /// `{cachePolicy = #tt.cache_policy<...>, isVolatile = true}` of loads and stores.
    pub fn mem_flags(&mut self, op: &str) -> PResult<MemFlags> {
        let mut flags = MemFlags::default();
        self.policy_keywords(&mut flags)?;
        if self.tok.tok != Tok::LBrace {
            return Ok(flags);
        }
        self.bump()?;
        loop {
            let (name, pos) = self.ident("an attribute name")?;
            self.expect(&Tok::Equal, "`=` after the attribute name")?;
            match name {
                "cachePolicy" => self.cache_policy(&mut flags)?,
                "isVolatile" => flags.is_volatile = self.bool_value()?,
                "cache" => flags.cache = self.old_enum(CacheModifier::ALL, 1)?,
                "evict" => flags.evict = self.old_enum(EvictionPolicy::ALL, 1)?,
                _ => return self.err(pos, format!("unknown attribute `{name}` on {op}")),
            }
            if !self.eat(&Tok::Comma)? {
                break;
            }
        }
        self.expect(&Tok::RBrace, "`,` or `}` in the attributes")?;
        Ok(flags)
    }

    /// `cacheModifier = cg evictionPolicy = evict_last`, in either order, each at
    /// most once: the cache policy as Triton 3.4 to 3.6 print it, before the
    /// attribute dictionary.
    fn policy_keywords(&mut self, flags: &mut MemFlags) -> PResult<()> {
        let (mut cache, mut evict) = (false, false);
        loop {
            let (key, seen) = match self.tok.tok {
                Tok::Ident("cacheModifier") => ("cacheModifier", &mut cache),
                Tok::Ident("evictionPolicy") => ("evictionPolicy", &mut evict),
                _ => return Ok(()),
            };
            let key_pos = self.pos();
            if std::mem::replace(seen, true) {
                return self.err(key_pos, format!("`{key}` given twice"));
            }
            self.bump()?;
            self.expect(&Tok::Equal, "`=`")?;
            let (value, pos) = self.ident("a policy keyword")?;
            let unknown =
                |what: &str| crate::Diagnostic::at(pos, format!("unknown {what} `{value}`"));
            if key == "cacheModifier" {
                flags.cache =
                    CacheModifier::from_name(value).ok_or_else(|| unknown("cache modifier"))?;
            } else {
                flags.evict =
                    EvictionPolicy::from_name(value).ok_or_else(|| unknown("eviction policy"))?;
            }
            flags.spelling = PolicySpelling::Keywords;
        }
    }

    /// `#tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>`.
    fn cache_policy(&mut self, flags: &mut MemFlags) -> PResult<()> {
        if self.tok.tok != Tok::HashId("tt.cache_policy") {
            return self.err(
                self.pos(),
                format!(
                    "expected `#tt.cache_policy<...>`, found {}",
                    self.describe()
                ),
            );
        }
        self.bump()?;
        self.expect(&Tok::Less, "`<` after `#tt.cache_policy`")?;
        loop {
            let (key, key_pos) = self.ident("`cache_modifier` or `eviction_policy`")?;
            self.expect(&Tok::Equal, "`=`")?;
            let (value, pos) = self.ident("a policy keyword")?;
            let bad = |what: &str| format!("unknown {what} `{value}`");
            match key {
                "cache_modifier" => {
                    flags.cache = CacheModifier::from_name(value)
                        .ok_or_else(|| crate::Diagnostic::at(pos, bad("cache modifier")))?
                }
                "eviction_policy" => {
                    flags.evict = EvictionPolicy::from_name(value)
                        .ok_or_else(|| crate::Diagnostic::at(pos, bad("eviction policy")))?
                }
                _ => return self.err(key_pos, format!("unknown cache policy field `{key}`")),
            }
            if !self.eat(&Tok::Comma)? {
                break;
            }
        }
        self.expect(&Tok::Greater, "`>` to close `#tt.cache_policy<`")
    }

    /// An enum stored as `N : i32` with values numbered from `first` (older Triton).
    fn old_enum<T: Copy>(&mut self, all: &[T], first: i64) -> PResult<T> {
        let (value, pos) = self.int("an enum value")?;
        self.opt_int_type_suffix()?;
        all.get((value - first) as usize)
            .copied()
            .filter(|_| value >= first)
            .ok_or_else(|| {
                crate::Diagnostic::at(pos, format!("enum value {value} is out of range"))
            })
    }

    pub fn bool_value(&mut self) -> PResult<bool> {
        match self.tok.tok {
            Tok::Ident("true") => self.bump().map(|_| true),
            Tok::Ident("false") => self.bump().map(|_| false),
            _ => self.err(
                self.pos(),
                format!("expected `true` or `false`, found {}", self.describe()),
            ),
        }
    }
}

/// `name = 16 : i32` or `name = true` for `attr_dict_fast`, followed by `,` or
/// `}` (so that the value ends where its token would).
fn fast_attr<'a>(s: &mut Scan<'a>) -> Option<(Cow<'a, str>, Attribute)> {
    let name = s.ident()?;
    s.lit(b" = ")?;
    let value = if let Some(value) = s.small_uint() {
        s.lit(b" : i")?;
        match s.small_uint()? {
            bits @ (1 | 8 | 16 | 32 | 64) => Attribute::Int {
                value: value.into(),
                bits,
            },
            _ => return None,
        }
    } else if s.lit(b"true").is_some() {
        Attribute::Bool(true)
    } else {
        s.lit(b"false")?;
        Attribute::Bool(false)
    };
    matches!(s.peek(), Some(b',' | b'}')).then_some((Cow::Borrowed(name), value))
}

/// Constants.
impl<'a> Parser<'a> {
    /// The value and type of `arith.constant`: `42 : i32`, `true`, `dense<...> : T`.
    pub fn constant(&mut self) -> PResult<(ConstantValue, Type)> {
        match self.tok.tok {
            Tok::Ident("true") | Tok::Ident("false") if !self.followed_by_colon() => {
                let b = self.bool_value()?;
                Ok((ConstantValue::Scalar(b as u64), self.module.types.i1()))
            }
            Tok::Ident("dense") => self.dense(),
            _ => {
                let lit_pos = self.pos();
                let lit = self.bump()?.tok;
                self.expect(&Tok::Colon, "`:` and the constant's type")?;
                let ty = self.parse_type()?;
                let bits = self.element_bits(&lit, ty, lit_pos)?;
                Ok((ConstantValue::Scalar(bits), ty))
            }
        }
    }

    fn followed_by_colon(&self) -> bool {
        let rest = &self.src()[self.tok.start..];
        let after = rest.trim_start_matches(|c: char| c.is_ascii_alphabetic());
        after.trim_start().starts_with(':')
    }

    /// `dense<v> : T` or `dense<[...]> : T`.
    fn dense(&mut self) -> PResult<(ConstantValue, Type)> {
        self.bump()?;
        self.expect(&Tok::Less, "`<` after `dense`")?;
        let mut lits = Vec::new();
        let splat = self.tok.tok != Tok::LBracket;
        self.dense_elements(&mut lits)?;
        self.expect(&Tok::Greater, "`>` to close `dense<`")?;
        self.expect(&Tok::Colon, "`:` and the constant's type")?;
        let ty_pos = self.pos();
        let ty = self.parse_type()?;
        if !matches!(self.module.types.data(ty), TypeData::Tensor { .. }) {
            return self.err(ty_pos, "a dense constant must have a tensor type");
        }
        let elem = self.module.types.element_type(ty);
        let mut bits = Vec::with_capacity(lits.len());
        for (lit, pos) in &lits {
            bits.push(self.element_bits(lit, elem, *pos)?);
        }
        if splat {
            return Ok((ConstantValue::Splat(bits[0]), ty));
        }
        let n = self.module.types.num_elements(ty);
        if bits.len() as i64 != n {
            return self.err(
                ty_pos,
                format!(
                    "dense constant has {} elements, but its type has {n}",
                    bits.len()
                ),
            );
        }
        Ok((ConstantValue::Elements(bits.into()), ty))
    }

    /// Literals, flattened row-major, from a possibly nested list.
    fn dense_elements(&mut self, out: &mut Vec<(Tok<'a>, usize)>) -> PResult<()> {
        self.nested(|p| p.dense_elements_inner(out))
    }

    fn dense_elements_inner(&mut self, out: &mut Vec<(Tok<'a>, usize)>) -> PResult<()> {
        if !self.eat(&Tok::LBracket)? {
            let pos = self.pos();
            match self.tok.tok {
                Tok::Int(_) | Tok::Float(_) | Tok::Ident("true" | "false") => {
                    out.push((self.bump()?.tok, pos));
                    return Ok(());
                }
                _ => {
                    return self.err(
                        pos,
                        format!("expected a constant element, found {}", self.describe()),
                    )
                }
            }
        }
        if self.eat(&Tok::RBracket)? {
            return Ok(());
        }
        loop {
            self.dense_elements(out)?;
            if !self.eat(&Tok::Comma)? {
                break;
            }
        }
        self.expect(&Tok::RBracket, "`,` or `]` in the dense elements")
    }

    /// The raw bits of literal `lit` as an element of scalar type `ty`.
    fn element_bits(&self, lit: &Tok<'_>, ty: Type, pos: usize) -> PResult<u64> {
        let types = &self.module.types;
        // Printed only for an error message.
        let ty_text = || self.type_text(ty);
        match (lit, types.data(ty)) {
            (Tok::Ident("true"), TypeData::Int(1)) => Ok(1),
            (Tok::Ident("false"), TypeData::Int(1)) => Ok(0),
            (Tok::Int(text), TypeData::Int(bits)) => {
                int_bits(text, (*bits).into()).ok_or_else(|| {
                    crate::Diagnostic::at(
                        pos,
                        format!("integer `{text}` does not fit in {}", ty_text()),
                    )
                })
            }
            (Tok::Int(text), TypeData::Index) => {
                parse_int(text).map(|v| v as u64).ok_or_else(|| {
                    crate::Diagnostic::at(pos, format!("integer `{text}` is out of range"))
                })
            }
            (Tok::Int(text), TypeData::Float(kind)) if text.contains("0x") => {
                let width = kind.bits();
                let raw = u64::from_str_radix(text.trim_start_matches("0x"), 16).ok();
                raw.filter(|&r| width == 64 || r < (1u64 << width))
                    .ok_or_else(|| {
                        crate::Diagnostic::at(
                            pos,
                            format!("hexadecimal float `{text}` does not fit in {}", ty_text()),
                        )
                    })
            }
            (Tok::Int(text) | Tok::Float(text), TypeData::Float(kind)) => float_bits(text, *kind)
                .ok_or_else(|| {
                    crate::Diagnostic::at(
                        pos,
                        format!("`{text}` is not a valid {} literal", ty_text()),
                    )
                }),
            _ => self.err(
                pos,
                format!("this literal is not a valid {} value", ty_text()),
            ),
        }
    }
}

/// The low `bits` bits of an integer literal that fits in `bits` bits, signed or
/// unsigned.
fn int_bits(text: &str, bits: u32) -> Option<u64> {
    let value = parse_int(text).or_else(|| {
        // Unsigned 64-bit values above i64::MAX.
        text.parse::<u64>().ok().map(|v| v as i64)
    })?;
    if bits == 64 {
        return Some(value as u64);
    }
    let min = -(1i64 << (bits - 1));
    let max = (1i64 << bits) - 1;
    (min..=max)
        .contains(&value)
        .then_some(value as u64 & ((1u64 << bits) - 1))
}

/// The bits of a decimal float literal in `kind`, rounded to nearest even;
/// `None` for a finite literal too large for the format (`1.0e999`), which
/// MLIR rejects rather than round to infinity.
fn float_bits(text: &str, kind: crate::types::FloatKind) -> Option<u64> {
    let bits = if kind == crate::types::FloatKind::F32 {
        text.parse::<f32>().ok().map(|v| v.to_bits() as u64)?
    } else {
        from_f64(kind, text.parse::<f64>().ok()?)?
    };
    let names_special = text.bytes().any(|b| matches!(b, b'i' | b'I' | b'n' | b'N'));
    (names_special || !is_infinity(bits, kind)).then_some(bits)
}

/// Whether `bits` is an infinity of format `kind`.
fn is_infinity(bits: u64, kind: crate::types::FloatKind) -> bool {
    use crate::types::FloatKind as K;
    let (exp_bits, man_bits) = match kind {
        K::F16 => (5, 10),
        K::BF16 => (8, 7),
        K::F32 => (8, 23),
        K::F64 => (11, 52),
        K::F8E5M2 => (5, 2),
        K::F8E4M3FN => return false,
    };
    let magnitude = bits & ((1u64 << (exp_bits + man_bits)) - 1);
    magnitude == ((1u64 << exp_bits) - 1) << man_bits
}

#[cfg(test)]
mod tests {
    /// The attribute fast path reads every corpus kernel into the same module as
    /// the token path, which reads them all once `{` is followed by a space.
    #[test]
    fn fast_attrs_agree_with_the_token_path() {
        crate::parse::assert_fast_path_agrees(|text| text.replace('{', "{ "));
    }

    /// Unusual spellings, most of which the fast path leaves to the token path,
    /// read as the token path reads them.
    #[test]
    fn unusual_dicts_take_the_token_path() {
        for dict in [
            "{tt.divisibility = -16 : i32}",
            "{tt.divisibility = 16}",
            "{tt.divisibility = 0x10 : i32}",
            "{tt.divisibility = 16 : i32, tt.constancy = 2 : i64}",
            "{\"tt.divisibility\" = 16 : i32}",
            "{tt.divisibility=16 : i32}",
        ] {
            let text = format!(
                "module {{\n  tt.func public @k(%a: i32 {dict}) {{\n    tt.return\n  }}\n}}\n"
            );
            let spaced = text.replace('{', "{ ");
            let (fast, slow) = (crate::parse_module(&text), crate::parse_module(&spaced));
            assert_eq!(fast.is_ok(), slow.is_ok(), "{dict}");
            if let (Ok((a, _)), Ok((b, _))) = (fast, slow) {
                assert!(a == b, "{dict}");
            }
        }
    }
}
