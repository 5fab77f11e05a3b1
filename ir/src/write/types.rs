//! Types, encodings and encoding aliases.

use super::Printer;
use crate::encoding::{CtaLayout, DimVec, EncodingData, LINEAR_IN_DIMS};
use crate::entities::{Encoding, Type};
use crate::function::Module;
use crate::types::TypeData;
use hashbrown::HashMap;
use std::fmt::Write;

/// The alias names of encodings, numbered per prefix in order of first use
/// (`#blocked`, `#blocked1`, ...), as MLIR names them.
pub(super) struct EncodingAliases {
    names: HashMap<Encoding, String>,
    /// `(alias, encoding)` in the order the definitions are printed.
    pub(super) defs: Vec<(String, Encoding)>,
}

impl EncodingAliases {
    /// No aliases: every encoding is written in full.
    pub(super) fn none() -> Self {
        EncodingAliases {
            names: HashMap::new(),
            defs: Vec::new(),
        }
    }

    pub(super) fn number(module: &Module, first_use: &[Encoding]) -> Self {
        let mut counts: HashMap<&'static str, usize> = HashMap::new();
        let mut names = HashMap::new();
        let mut defs = Vec::new();
        for &enc in first_use {
            let Some(prefix) = module.types.encoding_data(enc).alias_prefix() else {
                continue;
            };
            if names.contains_key(&enc) {
                continue;
            }
            let count = counts.entry(prefix).or_insert(0);
            let name = match *count {
                0 => prefix.to_string(),
                n => format!("{prefix}{n}"),
            };
            *count += 1;
            names.insert(enc, name.clone());
            defs.push((prefix, *count, name, enc));
        }
        // Definitions are printed grouped by prefix, alphabetically, then by number.
        defs.sort_by(|a, b| (a.0, a.1).cmp(&(b.0, b.1)));
        let defs = defs.into_iter().map(|(_, _, n, e)| (n, e)).collect();
        EncodingAliases { names, defs }
    }
}

impl Printer<'_> {
    /// `#blocked = #ttg.blocked<{...}>`.
    pub(super) fn write_encoding_alias(&mut self, name: &str, enc: Encoding) {
        write!(self.out, "#{name} = ").unwrap();
        self.put_encoding_fields(enc);
        self.out.push('\n');
    }

    pub(super) fn put_type(&mut self, ty: Type) {
        let types = &self.module.types;
        match types.data(ty) {
            TypeData::Int(bits) => write!(self.out, "i{bits}").unwrap(),
            TypeData::Float(kind) => self.out.push_str(kind.name()),
            TypeData::Index => self.out.push_str("index"),
            TypeData::AsyncToken => self.out.push_str("!ttg.async.token"),
            TypeData::Ptr { .. } => {
                self.out.push_str("!tt.ptr");
                self.put_ptr_body(ty);
            }
            TypeData::Tensor { .. } => self.put_tensor_type(ty),
            TypeData::MemDesc { .. } => {
                self.out.push_str("!ttg.memdesc");
                self.put_memdesc_body(ty);
            }
            TypeData::TensorDesc { .. } => {
                self.out.push_str("!tt.tensordesc");
                self.put_tensordesc_body(ty);
            }
        }
    }

    /// `<f32>` (or `<f32, 3>`) of pointer type `ty`: the text after `!tt.ptr`,
    /// and all `tt.make_tensor_descriptor` prints of its base's type.
    pub(super) fn put_ptr_body(&mut self, ty: Type) {
        let TypeData::Ptr {
            pointee,
            addr_space,
        } = *self.module.types.data(ty)
        else {
            return;
        };
        self.out.push('<');
        self.put_type(pointee);
        if addr_space != 1 {
            write!(self.out, ", {addr_space}").unwrap();
        }
        self.out.push('>');
    }

    /// `<tensor<...>>` of descriptor type `ty`: the text after `!tt.tensordesc`,
    /// and all `tt.make_tensor_descriptor` prints of its result type.
    pub(super) fn put_tensordesc_body(&mut self, ty: Type) {
        let Some(block) = self.module.types.desc_block(ty) else {
            return;
        };
        self.out.push('<');
        self.put_type(block);
        self.out.push('>');
    }

    pub(super) fn put_type_list(&mut self, tys: &[Type]) {
        for (i, &ty) in tys.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.put_type(ty);
        }
    }

    /// The types of `values`, separated by commas.
    pub(super) fn put_value_types(&mut self, values: &[crate::Value]) {
        let dfg = &self.func().dfg;
        for (i, &v) in values.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.put_type(dfg.value_type(v));
        }
    }

    fn put_tensor_type(&mut self, ty: Type) {
        let TypeData::Tensor {
            shape,
            elem,
            encoding,
        } = self.module.types.data(ty)
        else {
            unreachable!("put_tensor_type on a non-tensor type");
        };
        let (elem, encoding) = (*elem, *encoding);
        self.out.push_str("tensor<");
        for dim in shape {
            write!(self.out, "{dim}x").unwrap();
        }
        self.put_type(elem);
        if let Some(enc) = encoding {
            self.out.push_str(", ");
            self.put_encoding(enc);
        }
        self.out.push('>');
    }

    /// `<3x64x32xf16, #shared, #smem, mutable>`: a memdesc without its `!ttg.memdesc`
    /// prefix, as `ttg.async_copy_global_to_local` prints it.
    pub(super) fn put_memdesc_body(&mut self, ty: Type) {
        let TypeData::MemDesc {
            shape,
            elem,
            encoding,
            memory_space,
            mutable,
            alloc_shape,
        } = self.module.types.data(ty)
        else {
            unreachable!("put_memdesc_body on a non-memdesc type");
        };
        self.out.push('<');
        for dim in shape {
            write!(self.out, "{dim}x").unwrap();
        }
        self.put_type(*elem);
        self.out.push_str(", ");
        self.put_encoding(*encoding);
        self.out.push_str(", ");
        self.put_encoding(*memory_space);
        if *mutable {
            self.out.push_str(", mutable");
        }
        if !alloc_shape.is_empty() {
            self.out.push_str(", ");
            let dims: Vec<String> = alloc_shape.iter().map(|d| d.to_string()).collect();
            self.out.push_str(&dims.join("x"));
        }
        self.out.push('>');
    }

    /// An encoding at a use: its alias, or its text.
    pub(super) fn put_encoding(&mut self, enc: Encoding) {
        if self.aliases.is_none() && !self.seen_encodings.contains(&enc) {
            self.seen_encodings.push(enc);
        }
        let alias = self.aliases.as_ref().and_then(|a| a.names.get(&enc));
        match alias {
            Some(name) => write!(self.out, "#{name}").unwrap(),
            None => self.put_encoding_fields(enc),
        }
    }

    /// The full text of an encoding, `#ttg.blocked<{...}>`.
    fn put_encoding_fields(&mut self, enc: Encoding) {
        match self.module.types.encoding_data(enc) {
            EncodingData::Blocked(b) => {
                self.out.push_str("#ttg.blocked<{");
                self.put_dims("sizePerThread", &b.size_per_thread, false);
                self.put_dims("threadsPerWarp", &b.threads_per_warp, true);
                self.put_dims("warpsPerCTA", &b.warps_per_cta, true);
                self.put_dims("order", &b.order, true);
                self.put_cta_layout(&b.cta_layout);
                self.out.push_str("}>");
            }
            EncodingData::Slice { dim, parent } => {
                let parent = *parent;
                write!(self.out, "#ttg.slice<{{dim = {dim}, parent = ").unwrap();
                self.put_encoding(parent);
                self.out.push_str("}>");
            }
            EncodingData::DotOperand {
                op_idx,
                parent,
                k_width,
            } => {
                let (parent, k_width) = (*parent, *k_width);
                write!(self.out, "#ttg.dot_op<{{opIdx = {op_idx}, parent = ").unwrap();
                self.put_encoding(parent);
                if k_width != 0 {
                    write!(self.out, ", kWidth = {k_width}").unwrap();
                }
                self.out.push_str("}>");
            }
            EncodingData::NvidiaMma(m) => {
                write!(
                    self.out,
                    "#ttg.nvidia_mma<{{versionMajor = {}, versionMinor = {}",
                    m.version_major, m.version_minor
                )
                .unwrap();
                self.put_dims("warpsPerCTA", &m.warps_per_cta, true);
                self.put_cta_layout(&m.cta_layout);
                self.put_dims("instrShape", &m.instr_shape, true);
                self.out.push_str("}>");
            }
            EncodingData::AmdMfma(m) => {
                write!(self.out, "#ttg.amd_mfma<{{version = {}", m.version).unwrap();
                self.put_dims("warpsPerCTA", &m.warps_per_cta, true);
                self.put_dims("instrShape", &m.instr_shape, true);
                write!(self.out, ", isTransposed = {}", m.is_transposed).unwrap();
                self.put_cta_layout(&m.cta_layout);
                self.out.push_str("}>");
            }
            EncodingData::SwizzledShared(s) => {
                write!(
                    self.out,
                    "#ttg.swizzled_shared<{{vec = {}, perPhase = {}, maxPhase = {}",
                    s.vec, s.per_phase, s.max_phase
                )
                .unwrap();
                self.put_dims("order", &s.order, true);
                self.put_cta_layout(&s.cta_layout);
                self.out.push_str("}>");
            }
            EncodingData::NvmmaShared(s) => {
                write!(
                    self.out,
                    "#ttg.nvmma_shared<{{swizzlingByteWidth = {}, transposed = {}, elementBitWidth = {}",
                    s.swizzling_byte_width, s.transposed, s.element_bit_width
                )
                .unwrap();
                if s.fp4_padded {
                    self.out.push_str(", fp4Padded = true");
                }
                if s.rank != 2 {
                    write!(self.out, ", rank = {}", s.rank).unwrap();
                }
                self.put_cta_layout(&s.cta_layout);
                self.out.push_str("}>");
            }
            EncodingData::Linear(l) => {
                self.out.push_str("#ttg.linear<{");
                for (i, (name, bases)) in LINEAR_IN_DIMS.iter().zip(&l.bases).enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    write!(self.out, "{name} = [").unwrap();
                    let rows: Vec<String> = bases.iter().map(|b| dim_list(b)).collect();
                    self.out.push_str(&rows.join(", "));
                    self.out.push(']');
                }
                self.out.push_str("}>");
            }
            EncodingData::SharedMemory => self.out.push_str("#ttg.shared_memory"),
        }
    }

    fn put_dims(&mut self, name: &str, dims: &DimVec, comma: bool) {
        if comma {
            self.out.push_str(", ");
        }
        write!(self.out, "{name} = {}", dim_list(dims)).unwrap();
    }

    fn put_cta_layout(&mut self, cta: &Option<CtaLayout>) {
        if let Some(cta) = cta {
            self.put_dims("CTAsPerCGA", &cta.ctas_per_cga, true);
            self.put_dims("CTASplitNum", &cta.cta_split_num, true);
            self.put_dims("CTAOrder", &cta.cta_order, true);
        }
    }
}

/// `[1, 0]`.
fn dim_list(dims: &[u32]) -> String {
    let items: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
    format!("[{}]", items.join(", "))
}
