//! Attribute values, constants and locations.

use super::float::format_float;
use super::Printer;
use crate::attrs::{AttrList, Attribute};
use crate::constant::{sign_extend, ConstantValue};
use crate::entities::{Loc, Type};
use crate::function::ArgAttrs;
use crate::location::LocData;
use crate::types::TypeData;
use std::fmt::Write;

impl Printer<'_> {
    /// `{a = 1 : i32, "b-c" = false}`.
    pub(super) fn put_attr_dict(&mut self, attrs: &[(String, Attribute)]) {
        self.out.push('{');
        for (i, (name, value)) in attrs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.put_attr_name(name);
            if *value != Attribute::Unit {
                self.out.push_str(" = ");
                self.put_attribute(value);
            }
        }
        self.out.push('}');
    }

    fn put_attr_name(&mut self, name: &str) {
        if is_bare_id(name) {
            self.out.push_str(name);
        } else {
            put_string(&mut self.out, name);
        }
    }

    pub(super) fn put_attribute(&mut self, attr: &Attribute) {
        match attr {
            Attribute::Unit => self.out.push_str("unit"),
            Attribute::Bool(b) => write!(self.out, "{b}").unwrap(),
            Attribute::Int { value, bits } => match bits {
                64 => write!(self.out, "{value}").unwrap(),
                0 => write!(self.out, "{value} : index").unwrap(),
                _ => write!(self.out, "{value} : i{bits}").unwrap(),
            },
            Attribute::Float { text, ty } if ty == "f64" => self.out.push_str(text),
            Attribute::Float { text, ty } => write!(self.out, "{text} : {ty}").unwrap(),
            Attribute::String(s) => put_string(&mut self.out, s),
            Attribute::Array(items) => {
                self.out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.put_attribute(item);
                }
                self.out.push(']');
            }
            Attribute::DenseArray { ty, values } => {
                write!(self.out, "array<{ty}").unwrap();
                for (i, v) in values.iter().enumerate() {
                    self.out.push_str(if i == 0 { ": " } else { ", " });
                    write!(self.out, "{v}").unwrap();
                }
                self.out.push('>');
            }
            Attribute::Opaque(text) => self.out.push_str(text),
        }
    }

    /// `{tt.divisibility = 16 : i32, ...}` after a function argument.
    pub(super) fn put_arg_attrs(&mut self, attrs: &ArgAttrs) {
        let mut list: AttrList = Vec::new();
        let hints = [
            ("tt.constancy", attrs.constancy),
            ("tt.contiguity", attrs.contiguity),
            ("tt.divisibility", attrs.divisibility),
        ];
        for (name, value) in hints {
            if let Some(v) = value {
                list.push((
                    name.into(),
                    Attribute::Int {
                        value: v.into(),
                        bits: 32,
                    },
                ));
            }
        }
        list.extend(attrs.others.iter().cloned());
        // MLIR keeps attribute dictionaries sorted by name.
        list.sort_by(|a, b| a.0.cmp(&b.0));
        self.put_attr_dict(&list);
    }

    /// The value of an `arith.constant`: `42 : i32`, `true`, `dense<...> : T`.
    pub(super) fn put_constant(&mut self, value: &ConstantValue, ty: Type) {
        match value {
            ConstantValue::Scalar(bits) => {
                self.put_element(*bits, ty);
                if self.module.types.data(ty) != &TypeData::Int(1) {
                    self.out.push_str(" : ");
                    self.put_type(ty);
                }
            }
            ConstantValue::Splat(bits) => {
                self.out.push_str("dense<");
                self.put_element(*bits, self.module.types.element_type(ty));
                self.out.push_str("> : ");
                self.put_type(ty);
            }
            ConstantValue::Elements(elems) => {
                self.out.push_str("dense<");
                let shape = self.module.types.shape(ty).to_vec();
                let elem = self.module.types.element_type(ty);
                self.put_nested_elements(elems, &shape, elem);
                self.out.push_str("> : ");
                self.put_type(ty);
            }
        }
    }

    /// `[[1, 2], [3, 4]]`, nested by the shape.
    fn put_nested_elements(&mut self, elems: &[u64], shape: &[i64], elem: Type) {
        let Some((&outer, inner)) = shape.split_first() else {
            if let Some(&bits) = elems.first() {
                self.put_element(bits, elem);
            }
            return;
        };
        let stride = (inner.iter().product::<i64>().max(1)) as usize;
        self.out.push('[');
        for i in 0..outer as usize {
            if i > 0 {
                self.out.push_str(", ");
            }
            let chunk = elems.get(i * stride..(i + 1) * stride).unwrap_or(&[]);
            self.put_nested_elements(chunk, inner, elem);
        }
        self.out.push(']');
    }

    /// One scalar element of type `ty` from its raw bits.
    fn put_element(&mut self, bits: u64, ty: Type) {
        match self.module.types.data(ty) {
            TypeData::Int(1) => self
                .out
                .push_str(if bits & 1 == 1 { "true" } else { "false" }),
            TypeData::Int(width) => {
                write!(self.out, "{}", sign_extend(bits, (*width).into())).unwrap()
            }
            TypeData::Index => write!(self.out, "{}", bits as i64).unwrap(),
            TypeData::Float(kind) => self.out.push_str(&format_float(*kind, bits)),
            _ => write!(self.out, "{bits}").unwrap(),
        }
    }

    /// The inside of `loc(...)`.
    pub(super) fn put_loc_body(&mut self, loc: Loc) {
        match self.module.locs.data(loc) {
            LocData::Unknown => self.out.push_str("unknown"),
            LocData::FileLineCol { file, line, col } => {
                put_string(&mut self.out, self.module.locs.str(*file));
                write!(self.out, ":{line}:{col}").unwrap();
            }
            LocData::Name { name, child } => {
                put_string(&mut self.out, self.module.locs.str(*name));
                if let Some(child) = *child {
                    self.out.push('(');
                    self.put_loc_body(child);
                    self.out.push(')');
                }
            }
            LocData::CallSite { callee, caller } => {
                let (callee, caller) = (*callee, *caller);
                self.out.push_str("callsite(");
                self.put_loc_body(callee);
                self.out.push_str(" at ");
                self.put_loc_body(caller);
                self.out.push(')');
            }
            LocData::Fused { metadata, locs } => {
                self.out.push_str("fused");
                if let Some(meta) = metadata {
                    self.out.push('<');
                    put_string(&mut self.out, self.module.locs.str(*meta));
                    self.out.push('>');
                }
                self.out.push('[');
                for (i, &l) in locs.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.put_loc_body(l);
                }
                self.out.push(']');
            }
            LocData::Alias(index) => {
                let alias = &self.module.locs.aliases[*index as usize];
                write!(self.out, "#{}", self.module.locs.str(alias.name)).unwrap();
            }
        }
    }

    /// The alias lines before the module. MLIR sorts aliases by depth (an alias
    /// whose definition uses another comes after it), then by name; encoding
    /// aliases have depth 0, so they interleave with the location aliases that refer
    /// to no other alias (`#blocked`, `#loc`, `#mma`), and location aliases that do
    /// refer to one follow.
    pub(super) fn write_leading_aliases(&mut self) {
        let encodings = self
            .aliases
            .as_ref()
            .map(|a| a.defs.clone())
            .unwrap_or_default();
        let mut encodings = encodings.into_iter().peekable();
        for (index, alias) in self.module.locs.aliases.iter().enumerate() {
            if !alias.before_module || !self.options.locations {
                continue;
            }
            if self.loc_refers_to_alias(alias.def) {
                continue;
            }
            while let Some((name, enc)) =
                encodings.next_if(|(n, _)| n.as_str() < self.module.locs.str(alias.name))
            {
                self.write_encoding_alias(&name, enc);
            }
            self.write_loc_alias(index);
        }
        for (name, enc) in encodings {
            self.write_encoding_alias(&name, enc);
        }
        for (index, alias) in self.module.locs.aliases.iter().enumerate() {
            if alias.before_module && self.options.locations && self.loc_refers_to_alias(alias.def)
            {
                self.write_loc_alias(index);
            }
        }
    }

    /// The `#locN = loc(...)` lines printed after the module.
    pub(super) fn write_trailing_aliases(&mut self) {
        if !self.options.locations {
            return;
        }
        for (index, alias) in self.module.locs.aliases.iter().enumerate() {
            if !alias.before_module {
                self.write_loc_alias(index);
            }
        }
    }

    fn write_loc_alias(&mut self, index: usize) {
        let alias = &self.module.locs.aliases[index];
        let Some(def) = alias.def else { return };
        write!(self.out, "#{} = loc(", self.module.locs.str(alias.name)).unwrap();
        self.put_loc_body(def);
        self.out.push_str(")\n");
    }

    /// Whether a location's text mentions an alias.
    fn loc_refers_to_alias(&self, loc: Option<Loc>) -> bool {
        let Some(loc) = loc else { return false };
        match self.module.locs.data(loc) {
            LocData::Alias(_) => true,
            LocData::Unknown | LocData::FileLineCol { .. } => false,
            LocData::Name { child, .. } => self.loc_refers_to_alias(*child),
            LocData::CallSite { callee, caller } => {
                self.loc_refers_to_alias(Some(*callee)) || self.loc_refers_to_alias(Some(*caller))
            }
            LocData::Fused { locs, .. } => locs.iter().any(|&l| self.loc_refers_to_alias(Some(l))),
        }
    }
}

/// Whether MLIR prints `name` without quotes: `[a-zA-Z_][a-zA-Z0-9_$.]*`.
fn is_bare_id(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'))
}

/// A string literal as MLIR escapes it: printable ASCII as is, except `"` and `\`,
/// and every other byte as `\XX`.
pub(super) fn put_string(out: &mut String, s: &str) {
    out.push('"');
    for b in s.bytes() {
        match b {
            b'\\' => out.push_str("\\\\"),
            b'"' => out.push_str("\\22"),
            0x20..=0x7E => out.push(b as char),
            _ => write!(out, "\\{b:02X}").unwrap(),
        }
    }
    out.push('"');
}
