//! The TritonGPU ops of Triton's own TTGIR, kept as operands and attributes.

use super::lexer::Tok;
use super::parser::{PResult, ParsedOp, Parser};
use crate::attrs::{AddrSpace, AddrSpaces, AttrList, Attribute};
use crate::entities::Type;
use crate::instructions::{InstructionData as D, Opcode, ValueList};
use crate::types::TypeData;
use smallvec::{smallvec, SmallVec};

impl<'a> Parser<'a> {
    pub fn ttg_op(&mut self, opcode: Opcode) -> PResult<ParsedOp> {
        let (args, results) = match opcode {
            Opcode::LocalAlloc => self.local_alloc()?,
            Opcode::LocalLoad => self.local_load()?,
            Opcode::MemDescTrans => self.memdesc_trans()?,
            Opcode::MemDescIndex | Opcode::MemDescSubview => self.memdesc_index(opcode)?,
            Opcode::AsyncCopyGlobalToLocal => self.async_copy()?,
            Opcode::AsyncCommitGroup => self.tokens_op(true)?,
            Opcode::AsyncWait => self.tokens_op(false)?,
            Opcode::WarpGroupDot => self.warp_group_dot()?,
            Opcode::InitBarrier
            | Opcode::InvalBarrier
            | Opcode::BarrierExpect
            | Opcode::WaitBarrier => self.barrier_op(opcode)?,
            Opcode::AsyncTmaCopyGlobalToLocal | Opcode::AsyncTmaCopyLocalToGlobal => {
                self.tma_copy(opcode)?
            }
            Opcode::LocalStore => self.local_store()?,
            Opcode::GlobalScratchAlloc => self.global_scratch_alloc()?,
            Opcode::TensormapCreate => self.tensormap_create()?,
            Opcode::ReinterpretTensorDescriptor => self.reinterpret_descriptor()?,
            _ => self.typed_operands_op(opcode)?,
        };
        let attrs = self.opt_attrs_after(opcode)?;
        Ok(ParsedOp {
            data: D::Generic {
                opcode,
                args,
                attrs: attrs.unwrap_or_default(),
            },
            results,
        })
    }

    /// `ttg.barrier all`, `ttg.barrier local|global_read`, `ttg.barrier none`.
    pub fn ttg_barrier(&mut self) -> PResult<ParsedOp> {
        let mut spaces = AddrSpaces::NONE;
        loop {
            let (name, pos) = self.ident("a memory space (`all`, `local`, ...)")?;
            spaces = match name {
                "all" => AddrSpaces::ALL,
                "none" => spaces,
                _ => match AddrSpace::from_name(name) {
                    Some(space) => spaces.with(space),
                    None => {
                        return self
                            .err(pos, format!("unknown memory space `{name}` of ttg.barrier"))
                    }
                },
            };
            if !self.eat(&Tok::Pipe)? {
                break;
            }
        }
        Ok(ParsedOp {
            data: D::Barrier {
                opcode: Opcode::TtgBarrier,
                spaces,
            },
            results: SmallVec::new(),
        })
    }

    /// Attributes that some ops print after their types are not a thing; the ops
    /// above read their attributes in place, so nothing is left here.
    fn opt_attrs_after(&mut self, _opcode: Opcode) -> PResult<Option<AttrList>> {
        Ok(self.pending_attrs.take())
    }

    /// `{...}` before the colon, kept for the op.
    fn attrs_before_colon(&mut self) -> PResult<()> {
        if self.tok.tok == Tok::LBrace {
            self.pending_attrs = Some(self.attr_dict()?);
        }
        Ok(())
    }

    fn token_type(&mut self) -> Type {
        self.module.types.intern(TypeData::AsyncToken)
    }

    /// `ttg.local_alloc %src : (T) -> M`.
    fn local_alloc(&mut self) -> PResult<(ValueList, SmallVec<[Type; 2]>)> {
        let refs = self.operand_list()?;
        self.attrs_before_colon()?;
        self.expect(&Tok::Colon, "`:` and the types")?;
        self.expect(&Tok::LParen, "`(` and the operand types")?;
        let tys = self.type_list_until(&Tok::RParen)?;
        self.expect(&Tok::Arrow, "`->` and the result type")?;
        let result = self.parse_type()?;
        self.check_count(Opcode::LocalAlloc, &refs, tys.len())?;
        Ok((self.resolve_all(&refs, &tys)?, smallvec![result]))
    }

    /// `ttg.local_load %src token %t : M -> T`.
    fn local_load(&mut self) -> PResult<(ValueList, SmallVec<[Type; 2]>)> {
        let src = self.operand()?;
        let token = if self.eat_keyword("token")? {
            Some(self.operand()?)
        } else {
            None
        };
        self.attrs_before_colon()?;
        self.expect(&Tok::Colon, "`:` and the types")?;
        let from = self.parse_type()?;
        self.expect(&Tok::Arrow, "`->` and the result type")?;
        let to = self.parse_type()?;
        let mut args: ValueList = smallvec![self.resolve(src, from)?];
        if let Some(t) = token {
            let ty = self.token_type();
            args.push(self.resolve(t, ty)?);
        }
        Ok((args, smallvec![to]))
    }

    /// `ttg.memdesc_trans %a {order = ..} : M -> M`.
    fn memdesc_trans(&mut self) -> PResult<(ValueList, SmallVec<[Type; 2]>)> {
        let src = self.operand()?;
        self.attrs_before_colon()?;
        self.expect(&Tok::Colon, "`:` and the types")?;
        let from = self.parse_type()?;
        self.expect(&Tok::Arrow, "`->` and the result type")?;
        let to = self.parse_type()?;
        Ok((smallvec![self.resolve(src, from)?], smallvec![to]))
    }

    /// `ttg.memdesc_index %a[%i] : M -> M`; `ttg.memdesc_subview %a[%i, %j] : M -> M`.
    fn memdesc_index(&mut self, opcode: Opcode) -> PResult<(ValueList, SmallVec<[Type; 2]>)> {
        let src = self.operand()?;
        self.expect(&Tok::LBracket, "`[` and the index")?;
        let pos = self.pos();
        let mut indices = vec![self.operand()?];
        while self.eat(&Tok::Comma)? {
            indices.push(self.operand()?);
        }
        if opcode == Opcode::MemDescIndex && indices.len() != 1 {
            return self.err(pos, "ttg.memdesc_index takes one index");
        }
        self.expect(&Tok::RBracket, "`]` after the indices")?;
        self.attrs_before_colon()?;
        self.expect(&Tok::Colon, "`:` and the types")?;
        let from = self.parse_type()?;
        self.expect(&Tok::Arrow, "`->` and the result type")?;
        let to = self.parse_type()?;
        let i32 = self.module.types.i32();
        let mut args = smallvec![self.resolve(src, from)?];
        for index in indices {
            args.push(self.resolve(index, i32)?);
        }
        Ok((args, smallvec![to]))
    }

    /// `ttg.async_copy_global_to_local %p, %dst mask %m other %o {..} : T -> <M>`.
    fn async_copy(&mut self) -> PResult<(ValueList, SmallVec<[Type; 2]>)> {
        let ptr = self.operand()?;
        self.expect(&Tok::Comma, "`,` and the destination")?;
        let dst = self.operand()?;
        let mask = if self.eat_keyword("mask")? {
            Some(self.operand()?)
        } else {
            None
        };
        let other = if self.eat_keyword("other")? {
            Some(self.operand()?)
        } else {
            None
        };
        self.attrs_before_colon()?;
        self.expect(&Tok::Colon, "`:` and the types")?;
        let pos = self.pos();
        let ptr_ty = self.parse_type()?;
        self.expect(&Tok::Arrow, "`->` and the destination type")?;
        let dst_ty = self.memdesc_body()?;
        let types = &mut self.module.types;
        let Some(pointee) = types.pointee(types.element_type(ptr_ty)) else {
            return self.err(
                pos,
                "ttg.async_copy_global_to_local expects a tensor of pointers",
            );
        };
        let i1 = types.i1();
        let mask_ty = self.with_element(ptr_ty, i1);
        let other_ty = self.with_element(ptr_ty, pointee);
        let mut args: ValueList = smallvec![self.resolve(ptr, ptr_ty)?, self.resolve(dst, dst_ty)?];
        if let Some(m) = mask {
            args.push(self.resolve(m, mask_ty)?);
        }
        if let Some(o) = other {
            args.push(self.resolve(o, other_ty)?);
        }
        Ok((args, smallvec![self.token_type()]))
    }

    /// `ttg.async_commit_group tokens %a` and `ttg.async_wait %a {num = N}`.
    fn tokens_op(&mut self, keyword: bool) -> PResult<(ValueList, SmallVec<[Type; 2]>)> {
        // Triton 3.4 prints `ttg.async_commit_group %t` without the keyword; read
        // either, print the current form.
        if keyword && self.tok.tok == Tok::Ident("tokens") {
            self.bump()?;
        }
        let refs = self.operand_list()?;
        self.attrs_before_colon()?;
        let token = self.token_type();
        Ok((self.resolve_same(&refs, token)?, smallvec![token]))
    }

    /// `ttng.warp_group_dot %a, %b, %c {..} : A * B -> C`.
    fn warp_group_dot(&mut self) -> PResult<(ValueList, SmallVec<[Type; 2]>)> {
        let refs = self.operand_list()?;
        self.attrs_before_colon()?;
        self.expect(&Tok::Colon, "`:` and the types")?;
        let a = self.parse_type()?;
        self.expect(&Tok::Star, "`*` between the operand types")?;
        let b = self.parse_type()?;
        self.expect(&Tok::Arrow, "`->` and the result type")?;
        let c = self.parse_type()?;
        let i1 = self.module.types.i1();
        let mut tys = vec![a, b, c, i1];
        tys.truncate(refs.len().max(3));
        self.check_count(Opcode::WarpGroupDot, &refs, tys.len())?;
        Ok((self.resolve_all(&refs, &tys)?, smallvec![c]))
    }

    /// `op %a, %b {..} : T1, T2`; `ttng.warp_group_dot_wait` returns its operands'
    /// types, the others return nothing.
    fn typed_operands_op(&mut self, opcode: Opcode) -> PResult<(ValueList, SmallVec<[Type; 2]>)> {
        let refs = self.operand_list()?;
        self.attrs_before_colon()?;
        let tys = if refs.is_empty() {
            SmallVec::new()
        } else {
            self.expect(&Tok::Colon, "`:` and the operand types")?;
            self.type_list()?
        };
        self.check_count(opcode, &refs, tys.len())?;
        let args = self.resolve_all(&refs, &tys)?;
        let results = if opcode == Opcode::WarpGroupDotWait {
            tys.into_iter().collect()
        } else {
            SmallVec::new()
        };
        Ok((args, results))
    }

    /// The mbarrier ops: `ttng.init_barrier %bar, 1 : M`, `ttng.inval_barrier
    /// %bar : M`, `ttng.barrier_expect %bar, 32768, %pred : M` and
    /// `ttng.wait_barrier %bar, %phase deps %d.. : M, D..`. The bare integer
    /// is the attribute [`Opcode::inline_int_attr`] names.
    fn barrier_op(&mut self, opcode: Opcode) -> PResult<(ValueList, SmallVec<[Type; 2]>)> {
        let bar = self.operand()?;
        let inline = match opcode.inline_int_attr() {
            Some(name) => {
                self.expect(&Tok::Comma, "`,` and an integer")?;
                let (value, _) = self.int("an integer")?;
                Some((name.to_string(), Attribute::Int { value, bits: 32 }))
            }
            None => None,
        };
        let mut scalars = SmallVec::<[_; 2]>::new();
        let scalar_tys = match opcode {
            Opcode::BarrierExpect => {
                self.expect(&Tok::Comma, "`,` and the predicate")?;
                scalars.push(self.operand()?);
                vec![self.module.types.i1()]
            }
            Opcode::WaitBarrier => {
                self.expect(&Tok::Comma, "`,` and the phase")?;
                scalars.push(self.operand()?);
                if self.tok.tok == Tok::Comma {
                    return self.err(
                        self.pos(),
                        "ttng.wait_barrier with a predicate is not supported",
                    );
                }
                vec![self.module.types.i32()]
            }
            _ => Vec::new(),
        };
        let deps = if opcode == Opcode::WaitBarrier && self.eat_keyword("deps")? {
            self.operand_list()?
        } else {
            SmallVec::new()
        };
        self.attrs_before_colon()?;
        if let Some(attr) = inline {
            let mut attrs = self.pending_attrs.take().unwrap_or_default();
            attrs.insert(0, attr);
            self.pending_attrs = Some(attrs);
        }
        self.expect(&Tok::Colon, "`:` and the barrier's type")?;
        let bar_ty = self.parse_type()?;
        let mut dep_tys = SmallVec::<[Type; 4]>::new();
        while self.eat(&Tok::Comma)? {
            dep_tys.push(self.parse_type()?);
        }
        self.check_count(opcode, &deps, dep_tys.len())?;
        let mut args: ValueList = smallvec![self.resolve(bar, bar_ty)?];
        args.extend(self.resolve_all(&scalars, &scalar_tys)?);
        args.extend(self.resolve_all(&deps, &dep_tys)?);
        Ok((args, SmallVec::new()))
    }

    /// `ttng.async_tma_copy_global_to_local %desc[%c..] %dst, %bar, %pred : D,
    /// B -> M` and `ttng.async_tma_copy_local_to_global %desc[%c..] %src : D,
    /// M`: the operands are the descriptor, its `i32` coordinates and the rest
    /// in that order.
    fn tma_copy(&mut self, opcode: Opcode) -> PResult<(ValueList, SmallVec<[Type; 2]>)> {
        let desc = self.operand()?;
        self.expect(&Tok::LBracket, "`[` and the coordinates")?;
        let coords = self.operand_list()?;
        self.expect(&Tok::RBracket, "`]` after the coordinates")?;
        let rest = self.operand_list()?;
        self.attrs_before_colon()?;
        self.expect(&Tok::Colon, "`:` and the types")?;
        let desc_ty = self.parse_type()?;
        let mut tys = SmallVec::<[Type; 4]>::new();
        if opcode == Opcode::AsyncTmaCopyGlobalToLocal {
            self.expect(&Tok::Comma, "`,` and the barrier's type")?;
            let bar = self.parse_type()?;
            self.expect(&Tok::Arrow, "`->` and the destination type")?;
            let dst = self.parse_type()?;
            tys.extend([dst, bar, self.module.types.i1()]);
        } else {
            self.expect(&Tok::Comma, "`,` and the source type")?;
            tys.push(self.parse_type()?);
        }
        debug_assert_eq!(opcode.tma_copy_tail(), Some(tys.len()));
        self.check_count(opcode, &rest, tys.len())?;
        let i32 = self.module.types.i32();
        let mut args: ValueList = smallvec![self.resolve(desc, desc_ty)?];
        args.extend(self.resolve_same(&coords, i32)?);
        args.extend(self.resolve_all(&rest, &tys)?);
        Ok((args, SmallVec::new()))
    }

    /// `ttg.local_store %value, %dst : T -> M`.
    fn local_store(&mut self) -> PResult<(ValueList, SmallVec<[Type; 2]>)> {
        let value = self.operand()?;
        self.expect(&Tok::Comma, "`,` and the destination")?;
        let dst = self.operand()?;
        self.attrs_before_colon()?;
        self.expect(&Tok::Colon, "`:` and the types")?;
        let value_ty = self.parse_type()?;
        self.expect(&Tok::Arrow, "`->` and the destination type")?;
        let dst_ty = self.parse_type()?;
        Ok((
            smallvec![self.resolve(value, value_ty)?, self.resolve(dst, dst_ty)?],
            SmallVec::new(),
        ))
    }

    /// `ttg.global_scratch_alloc {..} : !tt.ptr<i8>`.
    fn global_scratch_alloc(&mut self) -> PResult<(ValueList, SmallVec<[Type; 2]>)> {
        self.attrs_before_colon()?;
        self.expect(&Tok::Colon, "`:` and the result type")?;
        let ty = self.parse_type()?;
        Ok((SmallVec::new(), smallvec![ty]))
    }

    /// `ttng.tensormap_create %map, %base, [%b..], [%d..], [%s..], [%e..] {..}
    /// : (T..) -> ()`: the operands in that order, the four lists' lengths
    /// the rank, the rank, the rank less one and the rank
    /// ([`Opcode::TensormapCreate`]).
    fn tensormap_create(&mut self) -> PResult<(ValueList, SmallVec<[Type; 2]>)> {
        let at = self.pos();
        let mut refs = SmallVec::<[_; 16]>::new();
        refs.push(self.operand()?);
        self.expect(&Tok::Comma, "`,` and the base pointer")?;
        refs.push(self.operand()?);
        let mut lens = [0usize; 4];
        for len in &mut lens {
            self.expect(&Tok::Comma, "`,` and a bracketed operand list")?;
            self.expect(&Tok::LBracket, "`[` and an operand list")?;
            let list = if self.tok.tok == Tok::RBracket {
                SmallVec::new()
            } else {
                self.operand_list()?
            };
            self.expect(&Tok::RBracket, "`]` after the operand list")?;
            *len = list.len();
            refs.extend(list);
        }
        let rank = lens[0];
        if !(1..=5).contains(&rank) || lens != [rank, rank, rank - 1, rank] {
            return self.err(
                at,
                "ttng.tensormap_create's lists must hold rank (1 to 5), rank, rank - 1 and rank operands",
            );
        }
        self.attrs_before_colon()?;
        self.expect(&Tok::Colon, "`:` and the operand types")?;
        self.expect(&Tok::LParen, "`(` and the operand types")?;
        let tys = self.type_list()?;
        self.expect(&Tok::RParen, "`)` after the operand types")?;
        self.expect(&Tok::Arrow, "`-> ()`")?;
        self.expect(&Tok::LParen, "`()`")?;
        self.expect(&Tok::RParen, "`()`")?;
        self.check_count(Opcode::TensormapCreate, &refs, tys.len())?;
        Ok((self.resolve_all(&refs, &tys)?, SmallVec::new()))
    }

    /// `ttng.reinterpret_tensor_descriptor %map : !tt.ptr<i8> to D`.
    fn reinterpret_descriptor(&mut self) -> PResult<(ValueList, SmallVec<[Type; 2]>)> {
        let map = self.operand()?;
        self.attrs_before_colon()?;
        self.expect(&Tok::Colon, "`:` and the types")?;
        let from = self.parse_type()?;
        self.expect_keyword("to")?;
        let to = self.parse_type()?;
        Ok((smallvec![self.resolve(map, from)?], smallvec![to]))
    }
}
