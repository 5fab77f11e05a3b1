//! The text of each op: one reader per [`Syntax`], and one per op with its own.

use super::lexer::Tok;
use super::parser::{OperandRef, PResult, ParsedOp, Parser};
use crate::attrs::{
    Attribute, FloatCC, InputPrecision, IntCC, ProgramAxis, PropagateNan, RoundingMode,
};
use crate::entities::Type;
use crate::instructions::{ExternCallee, Format, InstructionData as D, Opcode, Syntax, ValueList};
use smallvec::{smallvec, SmallVec};

impl<'a> Parser<'a> {
    /// An op in its custom form: `tt.load %p, %m : T`.
    pub fn parse_custom_op(&mut self) -> PResult<ParsedOp> {
        let (name, pos) = self.ident("an operation name")?;
        let Some(opcode) = Opcode::from_name(name) else {
            return self.err(pos, format!("unknown operation `{name}`"));
        };
        match opcode.syntax() {
            Syntax::SameType => self.same_type_op(opcode),
            Syntax::Cast => self.cast_op(opcode),
            Syntax::Arrow => self.arrow_op(opcode),
            Syntax::OperandTypes => self.operand_types_op(opcode),
            Syntax::Generic => self.err(
                pos,
                format!("{name} is written in the generic form: \"{name}\"(...)"),
            ),
            Syntax::Custom => self.custom_op(opcode, pos),
        }
    }

    fn custom_op(&mut self, opcode: Opcode, pos: usize) -> PResult<ParsedOp> {
        use Opcode::*;
        match opcode {
            GetProgramId | GetNumPrograms => self.program_info_op(opcode),
            MakeRange => self.make_range_op(),
            Constant => {
                let (value, ty) = self.constant()?;
                Ok(one(D::Constant { opcode, value }, ty))
            }
            CmpI | CmpF => self.compare_op(opcode),
            Select => self.select_op(),
            ClampF => self.clampf_op(),
            FpToFp => self.fp_to_fp_op(),
            Load => self.load_op(),
            Store => self.store_op(),
            AtomicRmw => self.atomic_rmw_op(),
            AtomicCas => self.atomic_cas_op(),
            Dot => self.dot_op(),
            Return | Yield | ReduceReturn | ScanReturn | Condition => self.terminator_op(opcode),
            Call => self.call_op(),
            Assert => self.assert_op(),
            Print => self.print_op(),
            ExternElementwise => self.extern_elementwise_op(),
            Gather => self.gather_op(),
            Histogram => self.histogram_op(),
            MakeTensorDescriptor => self.make_tensor_descriptor_op(),
            DescriptorLoad | DescriptorStore => self.descriptor_access_op(opcode),
            Br | CondBr => self.branch_op(opcode),
            Assume => self.assume_op(),
            GpuBarrier => Ok(none(D::MultiAry {
                opcode,
                args: ValueList::new(),
            })),
            TtgBarrier => self.ttg_barrier(),
            For => self.for_op(),
            If => self.if_op(),
            While => self.while_op(),
            _ if opcode.format() == Format::Generic => self.ttg_op(opcode),
            _ => self.err(pos, format!("unsupported: the syntax of {}", opcode.name())),
        }
    }

    /// Rejects `fastmath<...>` and other trailing modifiers with a clear message.
    fn no_fastmath(&mut self) -> PResult<()> {
        if self.tok.tok == Tok::Ident("fastmath") {
            return self.err(self.pos(), "unsupported: fastmath flags");
        }
        Ok(())
    }

    /// `op %a, %b : T`.
    fn same_type_op(&mut self, opcode: Opcode) -> PResult<ParsedOp> {
        let refs = self.operand_list()?;
        self.no_fastmath()?;
        if self.tok.tok == Tok::LBrace {
            self.extra_attrs = self.attr_dict()?;
        }
        self.expect(&Tok::Colon, "`:` and the type")?;
        let ty = self.parse_type()?;
        let args = self.resolve_same(&refs, ty)?;
        let pos = refs.first().map_or(self.pos(), |r| r.pos);
        let data = self.fixed_arity(opcode, &args, pos)?;
        Ok(one(data, ty))
    }

    /// Builds a Unary, Binary or Ternary instruction, checking the operand count
    /// (an error at `pos` names the op and the count).
    pub fn fixed_arity(&self, opcode: Opcode, args: &[crate::Value], pos: usize) -> PResult<D> {
        let want = match opcode.format() {
            Format::Unary => 1,
            Format::Binary => 2,
            Format::Ternary => 3,
            _ => unreachable!("fixed_arity on {}", opcode.name()),
        };
        if args.len() != want {
            return self.err(
                pos,
                format!(
                    "{} takes {want} operand(s), found {}",
                    opcode.name(),
                    args.len()
                ),
            );
        }
        Ok(match want {
            1 => D::Unary {
                opcode,
                arg: args[0],
            },
            2 => D::Binary {
                opcode,
                args: [args[0], args[1]],
            },
            _ => D::Ternary {
                opcode,
                args: [args[0], args[1], args[2]],
            },
        })
    }

    /// `op %x : T1 to T2`.
    fn cast_op(&mut self, opcode: Opcode) -> PResult<ParsedOp> {
        let r = self.operand()?;
        self.expect(&Tok::Colon, "`:` and the source type")?;
        let from = self.parse_type()?;
        self.expect_keyword("to")?;
        let to = self.parse_type()?;
        let arg = self.resolve(r, from)?;
        Ok(one(D::Unary { opcode, arg }, to))
    }

    /// `op %x {attrs} : T1 -> T2`.
    fn arrow_op(&mut self, opcode: Opcode) -> PResult<ParsedOp> {
        let refs = self.operand_list()?;
        let attrs = self.arrow_attrs(opcode)?;
        self.expect(&Tok::Colon, "`:` and the source type")?;
        let from = self.parse_type()?;
        self.expect(&Tok::Arrow, "`->` and the result type")?;
        let to = self.parse_type()?;
        let args = self.resolve_same(&refs, from)?;
        let want = if matches!(opcode, Opcode::Join | Opcode::Cat) {
            2
        } else {
            1
        };
        if args.len() != want {
            let pos = refs.first().map_or(self.pos(), |r| r.pos);
            return self.err(
                pos,
                format!(
                    "{} takes {want} operand(s), found {}",
                    opcode.name(),
                    args.len()
                ),
            );
        }
        let arg = args[0];
        let data = match (opcode, attrs) {
            (Opcode::ExpandDims, ArrowAttrs::Axis(axis)) => D::Axis { opcode, arg, axis },
            (Opcode::Trans, ArrowAttrs::Order(order)) => D::Trans { opcode, arg, order },
            (Opcode::Reshape, ArrowAttrs::Reshape(allow_reorder, efficient_layout)) => D::Reshape {
                opcode,
                arg,
                allow_reorder,
                efficient_layout,
            },
            (Opcode::Join | Opcode::Cat, _) => D::Binary {
                opcode,
                args: [args[0], args[1]],
            },
            _ => D::Unary { opcode, arg },
        };
        let results = if opcode == Opcode::Split {
            smallvec![to, to]
        } else {
            smallvec![to]
        };
        Ok(ParsedOp { data, results })
    }

    /// The attributes between the operands and the colon of an arrow op.
    fn arrow_attrs(&mut self, opcode: Opcode) -> PResult<ArrowAttrs> {
        match opcode {
            Opcode::ExpandDims => {
                let pos = self.pos();
                let dict = self.raw_attr_dict()?;
                match dict.as_slice() {
                    [(name, crate::Attribute::Int { value, .. })]
                        if name == "axis" && *value >= 0 =>
                    {
                        Ok(ArrowAttrs::Axis(*value as u32))
                    }
                    _ => self.err(pos, "tt.expand_dims needs `{axis = N : i32}`"),
                }
            }
            Opcode::Trans => {
                let pos = self.pos();
                let dict = self.raw_attr_dict()?;
                match dict.as_slice() {
                    [(name, crate::Attribute::DenseArray { values, .. })] if name == "order" => {
                        let order = values.iter().map(|&v| v as u32).collect();
                        Ok(ArrowAttrs::Order(order))
                    }
                    _ => self.err(pos, "tt.trans needs `{order = array<i32: ...>}`"),
                }
            }
            Opcode::Reshape => {
                let allow = self.eat_keyword("allow_reorder")?;
                let efficient = self.eat_keyword("efficient_layout")?;
                Ok(ArrowAttrs::Reshape(allow, efficient))
            }
            _ => Ok(ArrowAttrs::None),
        }
    }

    /// `tt.addptr %p, %o : T1, T2`: the result has the first operand's type.
    fn operand_types_op(&mut self, opcode: Opcode) -> PResult<ParsedOp> {
        let refs = self.operand_list()?;
        self.expect(&Tok::Colon, "`:` and the operand types")?;
        let tys = self.type_list()?;
        self.check_count(opcode, &refs, tys.len())?;
        let args = self.resolve_all(&refs, &tys)?;
        let pos = refs.first().map_or(self.pos(), |r| r.pos);
        let data = self.fixed_arity(opcode, &args, pos)?;
        Ok(one(data, tys[0]))
    }

    /// Fails unless as many types as operands were written.
    pub fn check_count(
        &self,
        opcode: Opcode,
        refs: &[OperandRef<'_>],
        n_types: usize,
    ) -> PResult<()> {
        if refs.len() != n_types {
            let pos = refs.first().map_or(self.pos(), |r| r.pos);
            return self.err(
                pos,
                format!(
                    "{} has {} operands but {n_types} types",
                    opcode.name(),
                    refs.len()
                ),
            );
        }
        Ok(())
    }

    /// `T1, T2, ...` (at least one).
    pub fn type_list(&mut self) -> PResult<SmallVec<[Type; 4]>> {
        let mut tys: SmallVec<[Type; 4]> = smallvec![self.parse_type()?];
        while self.eat(&Tok::Comma)? {
            tys.push(self.parse_type()?);
        }
        Ok(tys)
    }

    /// `= word` after a keyword, read as one of an enum's keywords; an unknown word
    /// is an error naming `what`.
    fn keyword_value<T>(&mut self, what: &str, from_name: fn(&str) -> Option<T>) -> PResult<T> {
        if !self.eat(&Tok::Equal)? {
            return self.expected(&format!("`=` and a {what}"));
        }
        let (name, pos) = self.ident(what)?;
        match from_name(name) {
            Some(value) => Ok(value),
            None => self.err(pos, format!("unknown {what} `{name}`")),
        }
    }

    /// `tt.get_program_id x : i32`.
    fn program_info_op(&mut self, opcode: Opcode) -> PResult<ParsedOp> {
        let (name, pos) = self.ident("an axis (x, y or z)")?;
        let Some(axis) = ProgramAxis::from_name(name) else {
            return self.err(pos, format!("unknown axis `{name}` (expected x, y or z)"));
        };
        self.expect(&Tok::Colon, "`:` and the result type")?;
        let ty = self.parse_type()?;
        Ok(one(D::ProgramInfo { opcode, axis }, ty))
    }

    /// `tt.make_range {end = 64 : i32, start = 0 : i32} : T`.
    fn make_range_op(&mut self) -> PResult<ParsedOp> {
        let pos = self.pos();
        let dict = self.raw_attr_dict()?;
        let get = |key: &str| {
            dict.iter().find_map(|(n, a)| match a {
                crate::Attribute::Int { value, .. } if n == key => i32::try_from(*value).ok(),
                _ => None,
            })
        };
        let (Some(start), Some(end)) = (get("start"), get("end")) else {
            return self.err(
                pos,
                "tt.make_range needs `{end = N : i32, start = M : i32}`",
            );
        };
        if dict.len() != 2 {
            return self.err(pos, "tt.make_range takes only `start` and `end`");
        }
        self.expect(&Tok::Colon, "`:` and the result type")?;
        let ty = self.parse_type()?;
        Ok(one(
            D::MakeRange {
                opcode: Opcode::MakeRange,
                start,
                end,
            },
            ty,
        ))
    }

    /// `arith.cmpi slt, %a, %b : T`; the result is i1 of the same shape.
    fn compare_op(&mut self, opcode: Opcode) -> PResult<ParsedOp> {
        let (pred, pos) = self.ident("a comparison predicate")?;
        self.expect(&Tok::Comma, "`,` after the predicate")?;
        let refs = self.operand_list()?;
        self.expect(&Tok::Colon, "`:` and the operand type")?;
        let ty = self.parse_type()?;
        self.check_count(opcode, &refs, 2)?;
        let args = self.resolve_all(&refs, &[ty, ty])?;
        let args = [args[0], args[1]];
        let data = if opcode == Opcode::CmpI {
            let Some(cond) = IntCC::from_name(pred) else {
                return self.err(pos, format!("unknown arith.cmpi predicate `{pred}`"));
            };
            D::IntCompare { opcode, cond, args }
        } else {
            let Some(cond) = FloatCC::from_name(pred) else {
                return self.err(pos, format!("unknown arith.cmpf predicate `{pred}`"));
            };
            D::FloatCompare { opcode, cond, args }
        };
        let i1 = self.module.types.i1();
        let result = self.with_element(ty, i1);
        Ok(one(data, result))
    }

    /// `arith.select %c, %a, %b : T` or `: Tc, T`.
    fn select_op(&mut self) -> PResult<ParsedOp> {
        let refs = self.operand_list()?;
        self.expect(&Tok::Colon, "`:` and the type")?;
        let tys = self.type_list()?;
        let (cond_ty, ty) = match tys.as_slice() {
            [ty] => (self.module.types.i1(), *ty),
            [c, ty] => (*c, *ty),
            _ => return self.err(self.pos(), "arith.select takes one or two types"),
        };
        self.check_count(Opcode::Select, &refs, 3)?;
        let args = self.resolve_all(&refs, &[cond_ty, ty, ty])?;
        Ok(one(
            D::Ternary {
                opcode: Opcode::Select,
                args: [args[0], args[1], args[2]],
            },
            ty,
        ))
    }

    /// `tt.clampf %x, %lo, %hi, propagateNan = none : T`.
    fn clampf_op(&mut self) -> PResult<ParsedOp> {
        let refs = self.operand_list()?;
        self.expect_keyword("propagateNan")?;
        let propagate_nan = self.keyword_value("propagateNan value", PropagateNan::from_name)?;
        self.expect(&Tok::Colon, "`:` and the type")?;
        let ty = self.parse_type()?;
        self.check_count(Opcode::ClampF, &refs, 3)?;
        let args = self.resolve_all(&refs, &[ty, ty, ty])?;
        let args = [args[0], args[1], args[2]];
        Ok(one(
            D::ClampF {
                opcode: Opcode::ClampF,
                args,
                propagate_nan,
            },
            ty,
        ))
    }

    /// `tt.fp_to_fp %x, rounding = rtne : T1 -> T2`.
    fn fp_to_fp_op(&mut self) -> PResult<ParsedOp> {
        let r = self.operand()?;
        let mut rounding = None;
        if self.eat(&Tok::Comma)? {
            self.expect_keyword("rounding")?;
            rounding = Some(self.keyword_value("rounding mode", RoundingMode::from_name)?);
        }
        self.expect(&Tok::Colon, "`:` and the source type")?;
        let from = self.parse_type()?;
        self.expect(&Tok::Arrow, "`->` and the result type")?;
        let to = self.parse_type()?;
        let arg = self.resolve(r, from)?;
        Ok(one(
            D::FpToFp {
                opcode: Opcode::FpToFp,
                arg,
                rounding,
            },
            to,
        ))
    }

    /// `tt.dot %a, %b, %c, inputPrecision = tf32 {maxNumImpreciseAcc = N : i32} : A * B -> C`.
    fn dot_op(&mut self) -> PResult<ParsedOp> {
        let refs = self.operand_list()?;
        let mut input_precision = InputPrecision::Ieee;
        if self.eat_keyword("inputPrecision")? {
            input_precision = self.keyword_value("input precision", InputPrecision::from_name)?;
        }
        let mut max_num_imprecise_acc = 0;
        if self.tok.tok == Tok::LBrace {
            let pos = self.pos();
            let dict = self.raw_attr_dict()?;
            for (name, value) in dict {
                match (name.as_ref(), value) {
                    ("maxNumImpreciseAcc", crate::Attribute::Int { value, .. }) => {
                        max_num_imprecise_acc = i32::try_from(value)
                            .or_else(|_| self.err(pos, "maxNumImpreciseAcc out of range"))?
                    }
                    _ => return self.err(pos, format!("unknown attribute `{name}` on tt.dot")),
                }
            }
        }
        self.expect(&Tok::Colon, "`:` and the operand types")?;
        let a = self.parse_type()?;
        self.expect(&Tok::Star, "`*` between the operand types")?;
        let b = self.parse_type()?;
        self.expect(&Tok::Arrow, "`->` and the result type")?;
        let c = self.parse_type()?;
        self.check_count(Opcode::Dot, &refs, 3)?;
        let args = self.resolve_all(&refs, &[a, b, c])?;
        let args = [args[0], args[1], args[2]];
        Ok(one(
            D::Dot {
                opcode: Opcode::Dot,
                args,
                input_precision,
                max_num_imprecise_acc,
            },
            c,
        ))
    }

    /// `tt.call @f(%a) : (T) -> R`.
    fn call_op(&mut self) -> PResult<ParsedOp> {
        let Tok::SymbolId(callee) = self.tok.tok else {
            return self.err(
                self.pos(),
                format!("expected `@callee`, found {}", self.describe()),
            );
        };
        self.bump()?;
        self.expect(&Tok::LParen, "`(` and the arguments")?;
        let refs = self.operand_list()?;
        self.expect(&Tok::RParen, "`)` after the arguments")?;
        self.expect(&Tok::Colon, "`:` and the function type")?;
        self.expect(&Tok::LParen, "`(` and the argument types")?;
        let tys = self.type_list_until(&Tok::RParen)?;
        self.expect(&Tok::Arrow, "`->` and the result types")?;
        let results = self.result_type_list()?;
        self.check_count(Opcode::Call, &refs, tys.len())?;
        let args = self.resolve_all(&refs, &tys)?;
        Ok(ParsedOp {
            data: D::Call {
                opcode: Opcode::Call,
                callee: callee.into(),
                args,
            },
            results: results.into(),
        })
    }

    /// `tt.extern_elementwise %a, %b {libname = "", libpath = "", pure = true,
    /// symbol = "__nv_powf"} : (T, T) -> R`.
    fn extern_elementwise_op(&mut self) -> PResult<ParsedOp> {
        let refs = self.operand_list()?;
        let pos = self.pos();
        let attrs = self.attr_dict()?;
        let mut callee = ExternCallee {
            symbol: String::new(),
            libname: String::new(),
            libpath: String::new(),
            pure: false,
        };
        let mut has_symbol = false;
        for (name, value) in attrs {
            match (name.as_str(), value) {
                ("symbol", Attribute::String(s)) => (callee.symbol, has_symbol) = (s, true),
                ("libname", Attribute::String(s)) => callee.libname = s,
                ("libpath", Attribute::String(s)) => callee.libpath = s,
                ("pure", Attribute::Bool(b)) => callee.pure = b,
                (name, _) => {
                    return self.err(pos, format!("unknown attribute `{name}` on tt.extern_elementwise, or a value of the wrong kind"))
                }
            }
        }
        if !has_symbol {
            return self.err(pos, "tt.extern_elementwise needs a `symbol`");
        }
        self.expect(&Tok::Colon, "`:` and the function type")?;
        self.expect(&Tok::LParen, "`(` and the operand types")?;
        let tys = self.type_list_until(&Tok::RParen)?;
        self.expect(&Tok::Arrow, "`->` and the result type")?;
        let result = self.parse_type()?;
        self.check_count(Opcode::ExternElementwise, &refs, tys.len())?;
        let args = self.resolve_all(&refs, &tys)?;
        Ok(one(
            D::Extern {
                opcode: Opcode::ExternElementwise,
                args,
                callee: Box::new(callee),
            },
            result,
        ))
    }

    /// `tt.gather %src[%idx] {axis = 0 : i32, efficient_layout} : (T, I) -> R`.
    fn gather_op(&mut self) -> PResult<ParsedOp> {
        let src = self.operand()?;
        self.expect(&Tok::LBracket, "`[` and the index")?;
        let idx = self.operand()?;
        self.expect(&Tok::RBracket, "`]` after the index")?;
        let pos = self.pos();
        let mut axis = None;
        let mut efficient_layout = false;
        for (name, value) in self.raw_attr_dict()? {
            match (name.as_ref(), value) {
                ("axis", Attribute::Int { value, .. }) if value >= 0 => axis = Some(value as u32),
                ("efficient_layout", Attribute::Unit) => efficient_layout = true,
                (name, _) => {
                    return self.err(
                        pos,
                        format!(
                            "unknown attribute `{name}` on tt.gather, or a value of the wrong kind"
                        ),
                    )
                }
            }
        }
        let Some(axis) = axis else {
            return self.err(pos, "tt.gather needs `{axis = N : i32}`");
        };
        self.expect(&Tok::Colon, "`:` and the operand types")?;
        self.expect(&Tok::LParen, "`(` and the operand types")?;
        let tys = self.type_list_until(&Tok::RParen)?;
        self.expect(&Tok::Arrow, "`->` and the result type")?;
        let result = self.parse_type()?;
        let refs = [src, idx];
        self.check_count(Opcode::Gather, &refs, tys.len())?;
        let args = self.resolve_all(&refs, &tys)?;
        let data = D::Gather {
            opcode: Opcode::Gather,
            args: [args[0], args[1]],
            axis,
            efficient_layout,
        };
        Ok(one(data, result))
    }

    /// `[%a, %b]`: a bracketed operand list.
    fn bracketed_operands(
        &mut self,
        what: &str,
    ) -> PResult<SmallVec<[super::parser::OperandRef<'a>; 4]>> {
        self.expect(&Tok::LBracket, what)?;
        let refs = self.operand_list()?;
        self.expect(&Tok::RBracket, "`]` to close the list")?;
        Ok(refs)
    }

    /// `tt.make_tensor_descriptor %base, [%shape...], [%strides...] {padding = 2 : i32}
    /// : <f16>, <tensor<64x32xf16>>` (the types without their `!tt.ptr` and
    /// `!tt.tensordesc` prefixes).
    fn make_tensor_descriptor_op(&mut self) -> PResult<ParsedOp> {
        let base = self.operand()?;
        self.expect(&Tok::Comma, "`,` and the shape")?;
        let shape = self.bracketed_operands("`[` and the shape")?;
        self.expect(&Tok::Comma, "`,` and the strides")?;
        let strides = self.bracketed_operands("`[` and the strides")?;
        let pos = self.pos();
        let mut nan_padding = false;
        if self.tok.tok == Tok::LBrace {
            for (name, value) in self.raw_attr_dict()? {
                match (name.as_ref(), value) {
                    // Triton's PaddingOption: 1 zero, 2 NaN.
                    ("padding", Attribute::Int { value: 1, .. }) => nan_padding = false,
                    ("padding", Attribute::Int { value: 2, .. }) => nan_padding = true,
                    (name, _) => {
                        return self.err(
                            pos,
                            format!(
                                "unknown attribute `{name}` on tt.make_tensor_descriptor, \
                                 or a value it does not take"
                            ),
                        )
                    }
                }
            }
        }
        self.expect(&Tok::Colon, "`:` and the types")?;
        let base_ty = self.ptr_type()?;
        self.expect(&Tok::Comma, "`,` and the descriptor type")?;
        let desc_ty = self.tensordesc_body()?;
        let (i32_ty, i64_ty) = (self.module.types.i32(), self.module.types.i64());
        let mut args = ValueList::new();
        args.push(self.resolve(base, base_ty)?);
        for &r in &shape {
            args.push(self.resolve(r, i32_ty)?);
        }
        for &r in &strides {
            args.push(self.resolve(r, i64_ty)?);
        }
        if shape.len() != strides.len() {
            return self.err(
                pos,
                "tt.make_tensor_descriptor needs as many strides as shapes",
            );
        }
        let data = D::Descriptor {
            opcode: Opcode::MakeTensorDescriptor,
            args,
            flags: crate::attrs::MemFlags::default(),
            nan_padding,
        };
        Ok(one(data, desc_ty))
    }

    /// `tt.descriptor_load %desc[%i, %j] {flags} : !tt.tensordesc<B> -> B` and
    /// `tt.descriptor_store %desc[%i, %j], %v {flags} : !tt.tensordesc<B>, B`.
    fn descriptor_access_op(&mut self, opcode: Opcode) -> PResult<ParsedOp> {
        let desc = self.operand()?;
        let coords = self.bracketed_operands("`[` and the coordinates")?;
        let store = opcode == Opcode::DescriptorStore;
        let value = if store {
            self.expect(&Tok::Comma, "`,` and the stored value")?;
            Some(self.operand()?)
        } else {
            None
        };
        let flags = self.mem_flags(opcode.name())?;
        self.expect(&Tok::Colon, "`:` and the descriptor type")?;
        let desc_ty = self.parse_type()?;
        let value_ty = if store {
            self.expect(&Tok::Comma, "`,` and the stored value's type")?;
            self.parse_type()?
        } else {
            self.expect(&Tok::Arrow, "`->` and the result type")?;
            self.parse_type()?
        };
        let i32_ty = self.module.types.i32();
        let mut args = ValueList::new();
        args.push(self.resolve(desc, desc_ty)?);
        for &r in &coords {
            args.push(self.resolve(r, i32_ty)?);
        }
        if let Some(v) = value {
            args.push(self.resolve(v, value_ty)?);
        }
        let data = D::Descriptor {
            opcode,
            args,
            flags,
            nan_padding: false,
        };
        Ok(if store {
            none(data)
        } else {
            one(data, value_ty)
        })
    }

    /// `tt.histogram %x : T -> R`, or `tt.histogram %x, %mask : T -> R` (the
    /// mask's type, not written, is `i1` of the input's shape and encoding).
    fn histogram_op(&mut self) -> PResult<ParsedOp> {
        let refs = self.operand_list()?;
        self.expect(&Tok::Colon, "`:` and the input type")?;
        let pos = self.pos();
        let x_ty = self.parse_type()?;
        self.expect(&Tok::Arrow, "`->` and the result type")?;
        let result = self.parse_type()?;
        if refs.is_empty() || refs.len() > 2 {
            let n = refs.len();
            return self.err(
                pos,
                format!("tt.histogram takes an input and a mask; found {n} operands"),
            );
        }
        let i1 = self.module.types.i1();
        let mask_ty = self.with_element(x_ty, i1);
        let args = self.resolve_all(&refs, &[x_ty, mask_ty])?;
        let data = D::Histogram {
            opcode: Opcode::Histogram,
            args,
        };
        Ok(one(data, result))
    }

    /// `tt.assert %cond, "message" : T`.
    fn assert_op(&mut self) -> PResult<ParsedOp> {
        let r = self.operand()?;
        self.expect(&Tok::Comma, "`,` and the message")?;
        let message = self.string("the assertion message")?;
        self.expect(&Tok::Colon, "`:` and the condition type")?;
        let ty = self.parse_type()?;
        let arg = self.resolve(r, ty)?;
        Ok(none(D::Assert {
            opcode: Opcode::Assert,
            arg,
            message,
        }))
    }

    /// `tt.print " x: " {hex = false, isSigned = array<i32: 1>} : %x : T`.
    fn print_op(&mut self) -> PResult<ParsedOp> {
        let prefix = self.string("the print prefix")?;
        let pos = self.pos();
        let dict = self.raw_attr_dict()?;
        let mut hex = false;
        let mut is_signed = SmallVec::new();
        for (name, value) in dict {
            match (name.as_ref(), value) {
                ("hex", crate::Attribute::Bool(b)) => hex = b,
                ("isSigned", crate::Attribute::DenseArray { values, .. }) => is_signed = values,
                _ => return self.err(pos, format!("unknown attribute `{name}` on tt.print")),
            }
        }
        let mut args = ValueList::new();
        if self.eat(&Tok::Colon)? {
            let refs = self.operand_list()?;
            self.expect(&Tok::Colon, "`:` and the operand types")?;
            let tys = self.type_list()?;
            self.check_count(Opcode::Print, &refs, tys.len())?;
            args = self.resolve_all(&refs, &tys)?;
        }
        Ok(none(D::Print {
            opcode: Opcode::Print,
            prefix,
            hex,
            args,
            is_signed,
        }))
    }
}

/// What an arrow op carries before its colon.
enum ArrowAttrs {
    None,
    Axis(u32),
    Order(crate::encoding::DimVec),
    Reshape(bool, bool),
}

/// A parsed op with one result.
pub(super) fn one(data: D, ty: Type) -> ParsedOp {
    ParsedOp {
        data,
        results: smallvec![ty],
    }
}

/// A parsed op without results.
pub(super) fn none(data: D) -> ParsedOp {
    ParsedOp {
        data,
        results: SmallVec::new(),
    }
}
