//! Types and encodings.

use super::lexer::Tok;
use super::parser::{PResult, Parser};
use crate::encoding::{
    AmdMfmaEncoding, BlockedEncoding, CtaLayout, DimVec, EncodingData, LinearEncoding,
    NvidiaMmaEncoding, NvmmaSharedEncoding, SwizzledSharedEncoding, LINEAR_IN_DIMS,
};
use crate::entities::{Encoding, Type};
use crate::types::{FloatKind, Shape, TypeData};
use hashbrown::HashMap;

/// A tensor type's text and the type it reads as (see `Parser::cached_type`).
pub(super) struct CachedType<'a> {
    text: &'a str,
    /// `tail_word(text)`: compared first, so that a text of another type is
    /// told apart without a call to `memcmp` (most differ in their last bytes:
    /// the shape's end, the element type, the encoding).
    tail: u64,
    ty: Type,
}

impl CachedType<'_> {
    /// Whether `rest` starts with this type's text.
    #[inline]
    fn is_prefix_of(&self, rest: &[u8]) -> bool {
        let text = self.text.as_bytes();
        rest.len() >= text.len()
            && tail_word(&rest[..text.len()]) == self.tail
            && rest.starts_with(text)
    }
}

/// The last 8 bytes of `text` as a number (0 for a shorter text: a tensor type's
/// text is longer).
#[inline]
fn tail_word(text: &[u8]) -> u64 {
    match text.len().checked_sub(8) {
        Some(start) => u64::from_le_bytes(text[start..].try_into().unwrap_or_default()),
        None => 0,
    }
}

/// A parameter value inside an encoding's `<{...}>`.
enum Param {
    Int(i64),
    Bool(bool),
    List(Vec<Param>),
    Enc(Encoding),
}

impl<'a> Parser<'a> {
    /// Reads a type.
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.nested(|p| p.parse_type_inner())
    }

    fn parse_type_inner(&mut self) -> PResult<Type> {
        let pos = self.pos();
        match self.tok.tok {
            Tok::Ident("tensor") => {
                if let Some(ty) = self.cached_type(pos)? {
                    return Ok(ty);
                }
                self.bump()?;
                let ty = self.tensor_type()?;
                self.cache_type(pos, ty);
                Ok(ty)
            }
            Tok::Ident(name) => {
                self.bump()?;
                self.scalar_type(name, pos)
            }
            Tok::BangId("tt.ptr") => {
                self.bump()?;
                self.ptr_type()
            }
            Tok::BangId("ttg.memdesc") => {
                self.bump()?;
                self.memdesc_body()
            }
            Tok::BangId("tt.tensordesc") => {
                self.bump()?;
                self.tensordesc_body()
            }
            Tok::BangId("ttg.async.token") => {
                self.bump()?;
                Ok(self.module.types.intern(TypeData::AsyncToken))
            }
            Tok::BangId(name) => self.err(pos, format!("unsupported type `!{name}`")),
            _ => self.err(pos, format!("expected a type, found {}", self.describe())),
        }
    }

    /// A tensor type spelled exactly as one read before: the text decides the type
    /// (encoding aliases are all defined before the module), so the parser skips it
    /// instead of reading and interning it again. Triton's text repeats each tensor
    /// type many times.
    fn cached_type(&mut self, pos: usize) -> PResult<Option<Type>> {
        let rest = &self.src().as_bytes()[pos..];
        let hit = self
            .type_cache
            .iter()
            .find(|cached| cached.is_prefix_of(rest))
            .map(|cached| (cached.text.len(), cached.ty));
        let Some((len, ty)) = hit else {
            return Ok(None);
        };
        self.skip_to(pos + len)?;
        Ok(Some(ty))
    }

    /// Remembers the text of the tensor type that starts at `pos` and ends just
    /// before the current token. (A tensor type ends with `>`, so no longer type
    /// can start with its text.)
    fn cache_type(&mut self, pos: usize, ty: Type) {
        const CAPACITY: usize = 32;
        let text = self.src()[pos..self.pos()].trim_end();
        let cached = CachedType {
            text,
            tail: tail_word(text.as_bytes()),
            ty,
        };
        if self.type_cache.len() < CAPACITY {
            self.type_cache.push(cached);
        } else {
            let slot = self.type_cache_next % CAPACITY;
            self.type_cache[slot] = cached;
            self.type_cache_next += 1;
        }
    }

    fn scalar_type(&mut self, name: &str, pos: usize) -> PResult<Type> {
        let types = &mut self.module.types;
        if let Some(kind) = FloatKind::from_name(name) {
            return Ok(types.intern(TypeData::Float(kind)));
        }
        if name == "index" {
            return Ok(types.index());
        }
        if let Some(bits) = name.strip_prefix('i').and_then(|b| b.parse::<u32>().ok()) {
            if let Some(ty) = types.int(bits) {
                return Ok(ty);
            }
            return self.err(
                pos,
                format!("unsupported integer type `{name}` (use i1, i8, i16, i32 or i64)"),
            );
        }
        self.err(pos, format!("unknown type `{name}`"))
    }

    /// `<f32>` or `<f32, 1>` after `!tt.ptr`.
    pub(super) fn ptr_type(&mut self) -> PResult<Type> {
        self.expect(&Tok::Less, "`<` after `!tt.ptr`")?;
        let pointee = self.parse_type()?;
        let addr_space = if self.eat(&Tok::Comma)? {
            let (space, pos) = self.int("an address space")?;
            u32::try_from(space).or_else(|_| self.err(pos, "address space out of range"))?
        } else {
            1
        };
        self.expect(&Tok::Greater, "`>` to close `!tt.ptr<`")?;
        Ok(self.module.types.intern(TypeData::Ptr {
            pointee,
            addr_space,
        }))
    }

    /// `<tensor<64x32xf16>>` after `!tt.tensordesc` (and in the short form
    /// `tt.make_tensor_descriptor` prints its result type in).
    pub(super) fn tensordesc_body(&mut self) -> PResult<Type> {
        self.expect(&Tok::Less, "`<` after `!tt.tensordesc`")?;
        let pos = self.pos();
        let block = self.parse_type()?;
        if !self.module.types.is_tensor(block) {
            return self.err(pos, "a tensor descriptor's block must be a tensor type");
        }
        self.expect(&Tok::Greater, "`>` to close `!tt.tensordesc<`")?;
        Ok(self.module.types.intern(TypeData::TensorDesc { block }))
    }

    /// `<64x32xf16, #enc>` after `tensor`.
    fn tensor_type(&mut self) -> PResult<Type> {
        let shape = self.less_then_shape("`<` after `tensor`")?;
        let elem = self.parse_type()?;
        let encoding = if self.eat(&Tok::Comma)? {
            Some(self.encoding()?)
        } else {
            None
        };
        self.expect(&Tok::Greater, "`>` to close `tensor<`")?;
        Ok(self.module.types.intern(TypeData::Tensor {
            shape,
            elem,
            encoding,
        }))
    }

    /// `<` and a dimension list `64x32x`, each extent positive. The text after `<` is
    /// not a sequence of tokens (`0x!tt.ptr` is not a hexadecimal number), so it is
    /// read straight from the text.
    fn less_then_shape(&mut self, what: &str) -> PResult<Shape> {
        if self.tok.tok != Tok::Less {
            return self.err(
                self.pos(),
                format!("expected {what}, found {}", self.describe()),
            );
        }
        let dims = self.dims_after_less()?;
        for &(dim, pos) in &dims {
            if dim <= 0 {
                return self.err(pos, "tensor dimensions must be positive");
            }
        }
        Ok(dims.iter().map(|&(d, _)| d).collect())
    }

    /// `<3x64x32xf16, #shared, #smem, mutable>`, with or without `!ttg.memdesc`.
    pub fn memdesc_body(&mut self) -> PResult<Type> {
        let shape = self.less_then_shape("`<` to open a memdesc type")?;
        let elem = self.parse_type()?;
        self.expect(&Tok::Comma, "`,` and an encoding in the memdesc type")?;
        let encoding = self.encoding()?;
        self.expect(&Tok::Comma, "`,` and a memory space in the memdesc type")?;
        let memory_space = self.encoding()?;
        let mut mutable = false;
        let mut alloc_shape = Shape::new();
        while self.eat(&Tok::Comma)? {
            if self.eat_keyword("mutable")? {
                mutable = true;
            } else {
                alloc_shape = self.alloc_shape()?;
            }
        }
        self.expect(&Tok::Greater, "`>` to close the memdesc type")?;
        Ok(self.module.types.intern(TypeData::MemDesc {
            shape,
            elem,
            encoding,
            memory_space,
            mutable,
            alloc_shape,
        }))
    }

    /// `3x64x32` at the end of a memdesc type.
    fn alloc_shape(&mut self) -> PResult<Shape> {
        let (first, _) = self.int("an allocation shape")?;
        let mut shape: Shape = [first].into_iter().collect();
        while let Tok::Ident(rest) = self.tok.tok {
            let Some(dims) = rest.strip_prefix('x') else {
                break;
            };
            let pos = self.bump()?.start;
            for d in dims.split('x') {
                let d = d
                    .parse()
                    .or_else(|_| self.err(pos, "malformed allocation shape"))?;
                shape.push(d);
            }
        }
        Ok(shape)
    }

    /// An encoding: an alias (`#blocked`) or a literal (`#ttg.slice<{...}>`).
    pub fn encoding(&mut self) -> PResult<Encoding> {
        let pos = self.pos();
        let Tok::HashId(name) = self.tok.tok else {
            return self.err(
                pos,
                format!("expected an encoding, found {}", self.describe()),
            );
        };
        self.bump()?;
        let data = match name {
            "ttg.shared_memory" => EncodingData::SharedMemory,
            _ if name.contains('.') => {
                let params = self.encoding_params()?;
                self.encoding_data(name, params, pos)?
            }
            _ => return self.enc_alias(name, pos),
        };
        Ok(self.module.types.intern_encoding(data))
    }

    /// `<{key = value, ...}>`.
    fn encoding_params(&mut self) -> PResult<HashMap<&'a str, (Param, usize)>> {
        self.expect(&Tok::Less, "`<` after the encoding name")?;
        self.expect(&Tok::LBrace, "`{` to open the encoding parameters")?;
        let mut params = HashMap::new();
        if !self.eat(&Tok::RBrace)? {
            loop {
                let (key, pos) = self.ident("a parameter name")?;
                self.expect(&Tok::Equal, "`=` after the parameter name")?;
                let value = self.param()?;
                if params.insert(key, (value, pos)).is_some() {
                    return self.err(pos, format!("parameter `{key}` given twice"));
                }
                if !self.eat(&Tok::Comma)? {
                    break;
                }
            }
            self.expect(&Tok::RBrace, "`,` or `}` in the encoding parameters")?;
        }
        self.expect(&Tok::Greater, "`>` to close the encoding")?;
        Ok(params)
    }

    fn param(&mut self) -> PResult<Param> {
        self.nested(|p| p.param_inner())
    }

    fn param_inner(&mut self) -> PResult<Param> {
        match self.tok.tok {
            Tok::Int(_) => Ok(Param::Int(self.int("an integer")?.0)),
            Tok::Ident("true") => self.bump().map(|_| Param::Bool(true)),
            Tok::Ident("false") => self.bump().map(|_| Param::Bool(false)),
            Tok::HashId(_) => Ok(Param::Enc(self.encoding()?)),
            Tok::LBracket => {
                self.bump()?;
                let mut items = Vec::new();
                if !self.eat(&Tok::RBracket)? {
                    loop {
                        items.push(self.param()?);
                        if !self.eat(&Tok::Comma)? {
                            break;
                        }
                    }
                    self.expect(&Tok::RBracket, "`,` or `]` in the list")?;
                }
                Ok(Param::List(items))
            }
            _ => self.err(
                self.pos(),
                format!("expected a parameter value, found {}", self.describe()),
            ),
        }
    }

    fn encoding_data(
        &self,
        name: &str,
        mut params: HashMap<&'a str, (Param, usize)>,
        pos: usize,
    ) -> PResult<EncodingData> {
        let mut p = ParamReader {
            parser: self,
            params: &mut params,
            enc: name,
            pos,
        };
        let data = match name {
            "ttg.blocked" => EncodingData::Blocked(BlockedEncoding {
                size_per_thread: p.dims("sizePerThread")?,
                threads_per_warp: p.dims("threadsPerWarp")?,
                warps_per_cta: p.dims("warpsPerCTA")?,
                order: p.dims("order")?,
                cta_layout: p.cta_layout()?,
            }),
            "ttg.slice" => EncodingData::Slice {
                dim: p.uint("dim")?,
                parent: p.enc("parent")?,
            },
            "ttg.dot_op" => EncodingData::DotOperand {
                op_idx: p.uint("opIdx")?,
                parent: p.enc("parent")?,
                k_width: p.opt_uint("kWidth")?.unwrap_or(0),
            },
            "ttg.nvidia_mma" => EncodingData::NvidiaMma(NvidiaMmaEncoding {
                version_major: p.uint("versionMajor")?,
                version_minor: p.uint("versionMinor")?,
                warps_per_cta: p.dims("warpsPerCTA")?,
                instr_shape: p.dims("instrShape")?,
                cta_layout: p.cta_layout()?,
            }),
            "ttg.amd_mfma" => EncodingData::AmdMfma(AmdMfmaEncoding {
                version: p.uint("version")?,
                warps_per_cta: p.dims("warpsPerCTA")?,
                instr_shape: p.dims("instrShape")?,
                is_transposed: p.opt_bool("isTransposed")?.unwrap_or(false),
                cta_layout: p.cta_layout()?,
            }),
            "ttg.swizzled_shared" => EncodingData::SwizzledShared(SwizzledSharedEncoding {
                vec: p.uint("vec")?,
                per_phase: p.uint("perPhase")?,
                max_phase: p.uint("maxPhase")?,
                order: p.dims("order")?,
                cta_layout: p.cta_layout()?,
            }),
            "ttg.nvmma_shared" => EncodingData::NvmmaShared(NvmmaSharedEncoding {
                swizzling_byte_width: p.uint("swizzlingByteWidth")?,
                transposed: p.bool("transposed")?,
                element_bit_width: p.uint("elementBitWidth")?,
                fp4_padded: p.opt_bool("fp4Padded")?.unwrap_or(false),
                rank: p.opt_uint("rank")?.unwrap_or(2),
                cta_layout: p.cta_layout()?,
            }),
            "ttg.linear" => EncodingData::Linear(LinearEncoding {
                bases: [
                    p.bases(LINEAR_IN_DIMS[0])?,
                    p.bases(LINEAR_IN_DIMS[1])?,
                    p.bases(LINEAR_IN_DIMS[2])?,
                    p.bases(LINEAR_IN_DIMS[3])?,
                ],
            }),
            _ => return self.err(pos, format!("unsupported encoding `#{name}`")),
        };
        p.finish()?;
        Ok(data)
    }
}

/// Takes the parameters of one encoding by name, with errors that name them.
struct ParamReader<'p, 'a> {
    parser: &'p Parser<'a>,
    params: &'p mut HashMap<&'a str, (Param, usize)>,
    enc: &'p str,
    pos: usize,
}

impl ParamReader<'_, '_> {
    fn take(&mut self, key: &str) -> PResult<(Param, usize)> {
        match self.params.remove(key) {
            Some(p) => Ok(p),
            None => self.parser.err(
                self.pos,
                format!("#{} is missing the parameter `{key}`", self.enc),
            ),
        }
    }

    fn bad<T>(&self, key: &str, pos: usize, what: &str) -> PResult<T> {
        self.parser.err(
            pos,
            format!("parameter `{key}` of #{} must be {what}", self.enc),
        )
    }

    fn uint(&mut self, key: &str) -> PResult<u32> {
        let (param, pos) = self.take(key)?;
        match param {
            Param::Int(v) if (0..=u32::MAX as i64).contains(&v) => Ok(v as u32),
            _ => self.bad(key, pos, "a non-negative integer"),
        }
    }

    fn opt_uint(&mut self, key: &str) -> PResult<Option<u32>> {
        if !self.params.contains_key(key) {
            return Ok(None);
        }
        self.uint(key).map(Some)
    }

    fn bool(&mut self, key: &str) -> PResult<bool> {
        let (param, pos) = self.take(key)?;
        match param {
            Param::Bool(b) => Ok(b),
            _ => self.bad(key, pos, "`true` or `false`"),
        }
    }

    fn opt_bool(&mut self, key: &str) -> PResult<Option<bool>> {
        if !self.params.contains_key(key) {
            return Ok(None);
        }
        self.bool(key).map(Some)
    }

    fn enc(&mut self, key: &str) -> PResult<Encoding> {
        let (param, pos) = self.take(key)?;
        match param {
            Param::Enc(e) => Ok(e),
            _ => self.bad(key, pos, "an encoding"),
        }
    }

    fn dims(&mut self, key: &str) -> PResult<DimVec> {
        let (param, pos) = self.take(key)?;
        match param_dims(&param) {
            Some(d) => Ok(d),
            None => self.bad(key, pos, "a list of non-negative integers"),
        }
    }

    fn bases(&mut self, key: &str) -> PResult<Vec<DimVec>> {
        let (param, pos) = self.take(key)?;
        let Param::List(rows) = param else {
            return self.bad(key, pos, "a list of lists of integers");
        };
        rows.iter()
            .map(|row| param_dims(row).ok_or(()))
            .collect::<Result<_, _>>()
            .or_else(|_| self.bad(key, pos, "a list of lists of integers"))
    }

    fn cta_layout(&mut self) -> PResult<Option<CtaLayout>> {
        if !self.params.contains_key("CTAsPerCGA") {
            return Ok(None);
        }
        Ok(Some(CtaLayout {
            ctas_per_cga: self.dims("CTAsPerCGA")?,
            cta_split_num: self.dims("CTASplitNum")?,
            cta_order: self.dims("CTAOrder")?,
        }))
    }

    /// Fails on a parameter nobody took.
    fn finish(self) -> PResult<()> {
        match self.params.iter().min_by_key(|(_, (_, pos))| *pos) {
            Some((key, (_, pos))) => self
                .parser
                .err(*pos, format!("unknown parameter `{key}` of #{}", self.enc)),
            None => Ok(()),
        }
    }
}

fn param_dims(param: &Param) -> Option<DimVec> {
    let Param::List(items) = param else {
        return None;
    };
    items
        .iter()
        .map(|i| match i {
            Param::Int(v) => u32::try_from(*v).ok(),
            _ => None,
        })
        .collect()
}
