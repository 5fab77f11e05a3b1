//! `tt.load`, `tt.store`, `tt.atomic_rmw` and `tt.atomic_cas`.

use super::lexer::Tok;
use super::ops::{none, one};
use super::parser::{PResult, ParsedOp, Parser};
use crate::attrs::{MemSemantic, MemSyncScope, RmwOp};
use crate::entities::Type;
use crate::instructions::{InstructionData as D, Opcode};

impl<'a> Parser<'a> {
    /// For a pointer type `T` (or tensor of pointers): the mask type (i1 of the same
    /// shape) and the value type (the pointee, same shape).
    fn mask_and_value_types(
        &mut self,
        op: &str,
        ptr_ty: Type,
        pos: usize,
    ) -> PResult<(Type, Type)> {
        let types = &mut self.module.types;
        let elem = types.element_type(ptr_ty);
        let Some(pointee) = types.pointee(elem) else {
            let text = self.type_text(ptr_ty);
            return self.err(
                pos,
                format!("{op} expects a pointer or a tensor of pointers, found {text}"),
            );
        };
        let i1 = types.i1();
        let mask = self.with_element(ptr_ty, i1);
        let value = self.with_element(ptr_ty, pointee);
        Ok((mask, value))
    }

    /// `tt.load %p, %mask, %other {flags} : T`.
    pub fn load_op(&mut self) -> PResult<ParsedOp> {
        let refs = self.operand_list()?;
        let flags = self.mem_flags("tt.load")?;
        self.expect(&Tok::Colon, "`:` and the pointer type")?;
        let pos = self.pos();
        let ptr_ty = self.parse_type()?;
        let (mask_ty, value_ty) = self.mask_and_value_types("tt.load", ptr_ty, pos)?;
        if refs.is_empty() || refs.len() > 3 {
            return self.err(
                pos,
                format!(
                    "tt.load takes a pointer, a mask and `other`; found {} operands",
                    refs.len()
                ),
            );
        }
        let args = self.resolve_all(&refs, &[ptr_ty, mask_ty, value_ty])?;
        Ok(one(
            D::Load {
                opcode: Opcode::Load,
                args,
                flags,
            },
            value_ty,
        ))
    }

    /// `tt.store %p, %value, %mask {flags} : T`.
    pub fn store_op(&mut self) -> PResult<ParsedOp> {
        let refs = self.operand_list()?;
        let flags = self.mem_flags("tt.store")?;
        self.expect(&Tok::Colon, "`:` and the pointer type")?;
        let pos = self.pos();
        let ptr_ty = self.parse_type()?;
        let (mask_ty, value_ty) = self.mask_and_value_types("tt.store", ptr_ty, pos)?;
        if refs.len() < 2 || refs.len() > 3 {
            return self.err(
                pos,
                format!(
                    "tt.store takes a pointer, a value and a mask; found {} operands",
                    refs.len()
                ),
            );
        }
        let args = self.resolve_all(&refs, &[ptr_ty, value_ty, mask_ty])?;
        Ok(none(D::Store {
            opcode: Opcode::Store,
            args,
            flags,
        }))
    }

    /// `sem, scope,` of an atomic.
    fn sem_scope(&mut self) -> PResult<(MemSemantic, MemSyncScope)> {
        let (name, pos) = self.ident("a memory semantic")?;
        let sem = MemSemantic::from_name(name).ok_or_else(|| {
            crate::Diagnostic::at(pos, format!("unknown memory semantic `{name}`"))
        })?;
        self.expect(&Tok::Comma, "`,` after the memory semantic")?;
        let (name, pos) = self.ident("a memory scope")?;
        let scope = MemSyncScope::from_name(name)
            .ok_or_else(|| crate::Diagnostic::at(pos, format!("unknown memory scope `{name}`")))?;
        self.expect(&Tok::Comma, "`,` after the memory scope")?;
        Ok((sem, scope))
    }

    /// `: (T1, T2, ...) -> R` of an atomic.
    fn function_type(&mut self) -> PResult<(Vec<Type>, Type)> {
        self.expect(&Tok::Colon, "`:` and the operand types")?;
        self.expect(&Tok::LParen, "`(` and the operand types")?;
        let tys = self.type_list_until(&Tok::RParen)?;
        self.expect(&Tok::Arrow, "`->` and the result type")?;
        Ok((tys, self.parse_type()?))
    }

    /// `tt.atomic_rmw add, acq_rel, gpu, %p, %v, %m : (Tp, Tv, Tm) -> R`.
    pub fn atomic_rmw_op(&mut self) -> PResult<ParsedOp> {
        let (name, pos) = self.ident("an atomic operation")?;
        let op = RmwOp::from_name(name).ok_or_else(|| {
            crate::Diagnostic::at(pos, format!("unknown atomic operation `{name}`"))
        })?;
        self.expect(&Tok::Comma, "`,` after the atomic operation")?;
        let (sem, scope) = self.sem_scope()?;
        let refs = self.operand_list()?;
        let (tys, result) = self.function_type()?;
        self.check_count(Opcode::AtomicRmw, &refs, tys.len())?;
        if !(2..=3).contains(&refs.len()) {
            return self.err(pos, "tt.atomic_rmw takes a pointer, a value and a mask");
        }
        let args = self.resolve_all(&refs, &tys)?;
        Ok(one(
            D::AtomicRmw {
                opcode: Opcode::AtomicRmw,
                op,
                sem,
                scope,
                args,
            },
            result,
        ))
    }

    /// `tt.atomic_cas acq_rel, gpu, %p, %cmp, %val : (Tp, Tc, Tv) -> R`.
    pub fn atomic_cas_op(&mut self) -> PResult<ParsedOp> {
        let pos = self.pos();
        let (sem, scope) = self.sem_scope()?;
        let refs = self.operand_list()?;
        let (tys, result) = self.function_type()?;
        self.check_count(Opcode::AtomicCas, &refs, tys.len())?;
        if refs.len() != 3 {
            return self.err(
                pos,
                "tt.atomic_cas takes a pointer, a compared value and a new value",
            );
        }
        let args = self.resolve_all(&refs, &tys)?;
        let args = [args[0], args[1], args[2]];
        Ok(one(
            D::AtomicCas {
                opcode: Opcode::AtomicCas,
                sem,
                scope,
                args,
            },
            result,
        ))
    }
}
