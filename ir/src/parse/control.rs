//! Ops with regions (`scf.for`, `scf.if`, `scf.while`, and `tt.reduce`/`tt.scan` in
//! the generic form) and terminators.

use super::lexer::Tok;
use super::ops::none;
use super::parser::{OperandRef, PResult, ParsedOp, Parser, ResultName};
use crate::entities::{Block, Region, Type};
use crate::instructions::{BlockCall, Format, InstructionData as D, Opcode, ValueList};
use smallvec::SmallVec;

impl<'a> Parser<'a> {
    /// `scf.yield %a : T`, `tt.return`, `scf.condition(%c) %a : T`.
    pub fn terminator_op(&mut self, opcode: Opcode) -> PResult<ParsedOp> {
        let mut args = ValueList::new();
        if opcode == Opcode::Condition {
            self.expect(&Tok::LParen, "`(` and the condition")?;
            let r = self.operand()?;
            self.expect(&Tok::RParen, "`)` after the condition")?;
            let i1 = self.module.types.i1();
            args.push(self.resolve(r, i1)?);
        }
        let refs = self.operand_list()?;
        if !refs.is_empty() {
            self.expect(&Tok::Colon, "`:` and the operand types")?;
            let tys = self.type_list()?;
            self.check_count(opcode, &refs, tys.len())?;
            args.extend(self.resolve_all(&refs, &tys)?);
        }
        Ok(none(D::MultiAry { opcode, args }))
    }

    /// `cf.br ^bb1(%a, %b : T, U)`, `cf.cond_br %c, ^bb1, ^bb2(%a : T)`.
    pub fn branch_op(&mut self, opcode: Opcode) -> PResult<ParsedOp> {
        let mut args = ValueList::new();
        let mut dests = SmallVec::new();
        if opcode == Opcode::CondBr {
            let r = self.operand()?;
            let i1 = self.module.types.i1();
            args.push(self.resolve(r, i1)?);
            self.expect(&Tok::Comma, "`,` after the condition")?;
        }
        loop {
            let pos = self.pos();
            let Tok::CaretId(name) = self.tok.tok else {
                return self.expected("a block label `^bbN`");
            };
            self.bump()?;
            let block = self.block_named(name, pos);
            let mut n_args = 0;
            if self.eat(&Tok::LParen)? {
                let refs = self.operand_list()?;
                self.expect(&Tok::Colon, "`:` and the argument types")?;
                let tys = self.type_list_until(&Tok::RParen)?;
                self.check_count(opcode, &refs, tys.len())?;
                args.extend(self.resolve_all(&refs, &tys)?);
                n_args = refs.len() as u32;
            }
            dests.push(BlockCall { block, n_args });
            if opcode == Opcode::Br || dests.len() == 2 {
                break;
            }
            self.expect(&Tok::Comma, "`,` and the false destination")?;
        }
        Ok(none(D::Branch {
            opcode,
            args,
            dests,
        }))
    }

    /// `llvm.intr.assume %c : i1`.
    pub fn assume_op(&mut self) -> PResult<ParsedOp> {
        let r = self.operand()?;
        self.expect(&Tok::Colon, "`:` and the type")?;
        let ty = self.parse_type()?;
        let arg = self.resolve(r, ty)?;
        Ok(none(D::Unary {
            opcode: Opcode::Assume,
            arg,
        }))
    }

    /// Parses a region whose entry-block parameters were declared by the op; the
    /// names are defined inside the region's scope.
    fn region_with_params(
        &mut self,
        params: &[(ResultName<'a>, Type)],
        implicit_yield: bool,
    ) -> PResult<Region> {
        let (region, block) = self.new_region();
        self.push_scope();
        for &(name, ty) in params {
            let value = self.func.dfg.append_block_param(block, ty);
            self.define(name, SmallVec::from_buf([value]))?;
        }
        self.parse_region_body(region, block)?;
        self.pop_scope();
        if implicit_yield {
            self.ensure_yield(block);
        }
        Ok(region)
    }

    /// Adds the `scf.yield` that MLIR leaves out of bodies without results.
    fn ensure_yield(&mut self, block: Block) {
        let ends_in_terminator = self
            .func
            .order
            .last_inst(block)
            .is_some_and(|i| self.func.dfg.inst(i).opcode().is_terminator());
        if !ends_in_terminator {
            let data = D::MultiAry {
                opcode: Opcode::Yield,
                args: ValueList::new(),
            };
            let inst = self.func.dfg.make_inst(data, &[]);
            self.func.order.append_inst(block, inst);
        }
    }

    /// `scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (T) : i32 { ... }`.
    pub fn for_op(&mut self) -> PResult<ParsedOp> {
        let iv = self.def_name()?;
        self.expect(&Tok::Equal, "`=` after the induction variable")?;
        let lb = self.operand()?;
        self.expect_keyword("to")?;
        let ub = self.operand()?;
        self.expect_keyword("step")?;
        let step = self.operand()?;
        let (names, inits) = if self.eat_keyword("iter_args")? {
            self.bindings()?
        } else {
            (Vec::new(), SmallVec::new())
        };
        let mut iter_tys = Vec::new();
        if !names.is_empty() {
            self.expect(&Tok::Arrow, "`->` and the result types")?;
            self.expect(&Tok::LParen, "`(` and the result types")?;
            iter_tys = self.type_list_until(&Tok::RParen)?;
            self.check_count(Opcode::For, &inits, iter_tys.len())?;
        }
        let bound_ty = if self.eat(&Tok::Colon)? {
            self.parse_type()?
        } else {
            self.module.types.index()
        };
        let mut args = self.resolve_all(&[lb, ub, step], &[bound_ty; 3])?;
        args.extend(self.resolve_all(&inits, &iter_tys)?);
        let mut params = vec![(iv, bound_ty)];
        params.extend(names.into_iter().zip(iter_tys.iter().copied()));
        let body = self.region_with_params(&params, iter_tys.is_empty())?;
        Ok(ParsedOp {
            data: D::For {
                opcode: Opcode::For,
                args,
                body,
            },
            results: iter_tys.into(),
        })
    }

    /// `(%a = %x, %b = %y)`.
    fn bindings(&mut self) -> PResult<(Vec<ResultName<'a>>, SmallVec<[OperandRef<'a>; 4]>)> {
        self.expect(&Tok::LParen, "`(` to open the bindings")?;
        let mut names = Vec::new();
        let mut inits = SmallVec::new();
        if !self.eat(&Tok::RParen)? {
            loop {
                names.push(self.def_name()?);
                self.expect(&Tok::Equal, "`=` and the initial value")?;
                inits.push(self.operand()?);
                if !self.eat(&Tok::Comma)? {
                    break;
                }
            }
            self.expect(&Tok::RParen, "`,` or `)` in the bindings")?;
        }
        Ok((names, inits))
    }

    /// `scf.if %c -> (T) { ... } else { ... }`.
    pub fn if_op(&mut self) -> PResult<ParsedOp> {
        let r = self.operand()?;
        let i1 = self.module.types.i1();
        let cond = self.resolve(r, i1)?;
        let mut results = Vec::new();
        if self.eat(&Tok::Arrow)? {
            self.expect(&Tok::LParen, "`(` and the result types")?;
            results = self.type_list_until(&Tok::RParen)?;
        }
        let implicit = results.is_empty();
        let then_region = self.region_with_params(&[], implicit)?;
        let else_region = if self.eat_keyword("else")? {
            self.region_with_params(&[], implicit)?
        } else {
            let (region, block) = self.new_region();
            self.ensure_yield(block);
            region
        };
        let data = D::If {
            opcode: Opcode::If,
            cond,
            then_region,
            else_region,
        };
        Ok(ParsedOp {
            data,
            results: results.into(),
        })
    }

    /// `scf.while (%a = %x) : (T) -> (R) { ... } do { ^bb0(...): ... }`.
    /// Without loop-carried values Triton prints `scf.while : () -> () { ... }`,
    /// with no bindings.
    pub fn while_op(&mut self) -> PResult<ParsedOp> {
        let (names, inits) = if self.tok.tok == Tok::Colon {
            (Vec::new(), SmallVec::new())
        } else {
            self.bindings()?
        };
        self.expect(&Tok::Colon, "`:` and the types")?;
        self.expect(&Tok::LParen, "`(` and the operand types")?;
        let tys = self.type_list_until(&Tok::RParen)?;
        self.expect(&Tok::Arrow, "`->` and the result types")?;
        self.expect(&Tok::LParen, "`(` and the result types")?;
        let results = self.type_list_until(&Tok::RParen)?;
        self.check_count(Opcode::While, &inits, tys.len())?;
        let args = self.resolve_all(&inits, &tys)?;
        let params: Vec<_> = names.into_iter().zip(tys.iter().copied()).collect();
        let before = self.region_with_params(&params, false)?;
        self.expect_keyword("do")?;
        let after = self.region_with_params(&[], false)?;
        let data = D::While {
            opcode: Opcode::While,
            args,
            before,
            after,
        };
        Ok(ParsedOp {
            data,
            results: results.into(),
        })
    }

    /// `"tt.reduce"(%x) <{axis = 0 : i32}> ({ ^bb0(...): ... }) : (T) -> R`, and the
    /// generic form of ops without attributes or regions.
    pub fn parse_generic_op(&mut self) -> PResult<ParsedOp> {
        let pos = self.pos();
        let name = self.string("an operation name")?;
        let Some(opcode) = Opcode::from_name(&name) else {
            return self.err(pos, format!("unknown operation `{name}`"));
        };
        self.expect(&Tok::LParen, "`(` and the operands")?;
        let refs = self.operand_list()?;
        self.expect(&Tok::RParen, "`)` after the operands")?;
        let props = if self.eat(&Tok::Less)? {
            let dict = self.attr_dict()?;
            self.expect(&Tok::Greater, "`>` to close the properties")?;
            dict
        } else {
            Vec::new()
        };
        let mut regions = Vec::new();
        if self.eat(&Tok::LParen)? {
            loop {
                regions.push(self.region_with_params(&[], false)?);
                if !self.eat(&Tok::Comma)? {
                    break;
                }
            }
            self.expect(&Tok::RParen, "`)` after the regions")?;
        }
        if self.tok.tok == Tok::LBrace {
            let attrs = self.attr_dict()?;
            if let Some((n, _)) = attrs.first() {
                return self.err(pos, format!("unknown attribute `{n}` on {name}"));
            }
        }
        self.expect(&Tok::Colon, "`:` and the function type")?;
        self.expect(&Tok::LParen, "`(` and the operand types")?;
        let tys = self.type_list_until(&Tok::RParen)?;
        self.expect(&Tok::Arrow, "`->` and the result types")?;
        let results = self.result_type_list()?;
        self.check_count(opcode, &refs, tys.len())?;
        let args = self.resolve_all(&refs, &tys)?;
        let data = self.generic_data(opcode, args, &props, &regions, pos)?;
        Ok(ParsedOp {
            data,
            results: results.into(),
        })
    }

    /// Builds the instruction of a generic-form op from its parts.
    fn generic_data(
        &self,
        opcode: Opcode,
        args: ValueList,
        props: &crate::AttrList,
        regions: &[Region],
        pos: usize,
    ) -> PResult<D> {
        let prop = |key: &str| props.iter().find(|(n, _)| n == key).map(|(_, a)| a);
        let n_props = props.len();
        let want_regions = usize::from(opcode.format() == Format::ReduceScan);
        if regions.len() != want_regions {
            return self.err(
                pos,
                format!(
                    "{} takes {want_regions} region(s), found {}",
                    opcode.name(),
                    regions.len()
                ),
            );
        }
        match opcode.format() {
            Format::ReduceScan => {
                let axis = match prop("axis") {
                    Some(crate::Attribute::Int { value, .. }) if *value >= 0 => *value as u32,
                    _ => {
                        return self.err(
                            pos,
                            format!("{} needs `<{{axis = N : i32}}>`", opcode.name()),
                        )
                    }
                };
                let reverse = match (opcode, prop("reverse")) {
                    (Opcode::Scan, Some(crate::Attribute::Bool(b))) => *b,
                    (Opcode::Scan, None) | (Opcode::Reduce, None) => false,
                    _ => {
                        return self
                            .err(pos, format!("bad `reverse` property on {}", opcode.name()))
                    }
                };
                if n_props != 1 + usize::from(prop("reverse").is_some()) {
                    return self.err(pos, format!("unknown property on {}", opcode.name()));
                }
                Ok(D::ReduceScan {
                    opcode,
                    args,
                    axis,
                    reverse,
                    region: regions[0],
                })
            }
            Format::MultiAry if n_props == 0 => Ok(D::MultiAry { opcode, args }),
            Format::Unary | Format::Binary | Format::Ternary if n_props == 0 => {
                self.fixed_arity(opcode, &args, pos)
            }
            _ => self.err(
                pos,
                format!("unsupported: the generic form of {}", opcode.name()),
            ),
        }
    }
}
