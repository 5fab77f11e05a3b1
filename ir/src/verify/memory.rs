//! Typing rules of pointer arithmetic and memory access: `tt.addptr`, `tt.load`,
//! `tt.store`, `tt.atomic_rmw` and `tt.atomic_cas`.
//!
//! A pointer operand is a pointer or a tensor of pointers. What it reads or writes is
//! its *loaded type*: the pointee for a pointer, and for a tensor of pointers the
//! tensor of pointees of the same shape and encoding. Masks are `i1` of the pointer
//! operand's shape and encoding.

use super::context::InstCx;
use super::display::type_with_element_to_string;
use super::query::{elem_kind, is_like, same_layout, Kind};
use crate::attrs::RmwOp;
use crate::entities::Type;
use crate::instructions::InstructionData;

/// `tt.addptr %ptr, %offset`: an integer offset of the pointer's shape, and a result
/// of the pointer's type.
pub(super) fn addptr(cx: &mut InstCx) {
    if pointee(cx, 0).is_none() {
        return;
    }
    let (ptr, offset, res, types) = (cx.arg_ty(0), cx.arg_ty(1), cx.res_ty(0), cx.types());
    if elem_kind(types, offset) != Some(Kind::Int) || !same_layout(types, ptr, offset) {
        let (offset, ptr) = (cx.show(offset), cx.show(ptr));
        let msg =
            format!("offset must be an integer of the pointer's shape, found {offset} for {ptr}");
        return cx.err(msg);
    }
    if res != ptr {
        let (res, ptr) = (cx.show(res), cx.show(ptr));
        cx.err(format!(
            "result type {res} differs from the pointer type {ptr}"
        ));
    }
}

/// `tt.load %ptr[, %mask[, %other]]`: the result is the loaded type, and `other`
/// has the result's type.
pub(super) fn load(cx: &mut InstCx) {
    if !cx.expect_args(1, 3) {
        return;
    }
    let Some(pointee) = pointee(cx, 0) else {
        return;
    };
    let res = cx.res_ty(0);
    if !expect_loaded(cx, res, pointee, "result") {
        return;
    }
    if cx.args().len() >= 2 {
        check_mask(cx, 1);
    }
    if cx.args().len() == 3 && cx.arg_ty(2) != res {
        let (other, res) = (cx.show(cx.arg_ty(2)), cx.show(res));
        cx.err(format!(
            "the other value must have the result type {res}, found {other}"
        ));
    }
}

/// `tt.store %ptr, %value[, %mask]`: the value has the loaded type.
pub(super) fn store(cx: &mut InstCx) {
    if !cx.expect_args(2, 3) {
        return;
    }
    let Some(pointee) = pointee(cx, 0) else {
        return;
    };
    expect_loaded(cx, cx.arg_ty(1), pointee, "the stored value");
    if cx.args().len() == 3 {
        check_mask(cx, 2);
    }
}

/// `tt.atomic_rmw op, %ptr, %value[, %mask]`: the value has the loaded type and the
/// result the value's type.
pub(super) fn atomic_rmw(cx: &mut InstCx) {
    if !cx.expect_args(2, 3) {
        return;
    }
    let Some(pointee) = pointee(cx, 0) else {
        return;
    };
    if expect_loaded(cx, cx.arg_ty(1), pointee, "the value") {
        expect_result_is_value(cx, 1);
    }
    if cx.args().len() == 3 {
        check_mask(cx, 2);
    }
    check_rmw_kind(cx, pointee);
}

/// The operation of a `tt.atomic_rmw` fits its element: `fadd` on floats;
/// `add`, `and`, `or`, `xor`, `umax` and `umin` on integers; `max`, `min`
/// and `exch` on either.
fn check_rmw_kind(cx: &mut InstCx, pointee: Type) {
    let InstructionData::AtomicRmw { op, .. } = *cx.data else {
        return;
    };
    let kind = elem_kind(cx.types(), pointee);
    let needs = match op {
        RmwOp::FAdd => Kind::Float,
        RmwOp::Add | RmwOp::And | RmwOp::Or | RmwOp::Xor | RmwOp::UMax | RmwOp::UMin => Kind::Int,
        RmwOp::Max | RmwOp::Min | RmwOp::Xchg => return,
    };
    if kind != Some(needs) {
        let (what, ty) = (
            if needs == Kind::Float {
                "a float"
            } else {
                "an integer"
            },
            cx.show(pointee),
        );
        cx.err(format!("{} needs {what} element, found {ty}", op.name()));
    }
}

/// `tt.atomic_cas %ptr, %cmp, %value`: both values have the loaded type and the
/// result the value's type.
pub(super) fn atomic_cas(cx: &mut InstCx) {
    let Some(pointee) = pointee(cx, 0) else {
        return;
    };
    let cmp_ok = expect_loaded(cx, cx.arg_ty(1), pointee, "the compared value");
    if expect_loaded(cx, cx.arg_ty(2), pointee, "the new value") && cmp_ok {
        expect_result_is_value(cx, 2);
    }
}

/// The pointee of operand `n`, after reporting if it is not a pointer or a tensor
/// of pointers.
fn pointee(cx: &mut InstCx, n: usize) -> Option<Type> {
    let ty = cx.arg_ty(n);
    let types = cx.types();
    let pointee = types.pointee(types.element_type(ty));
    if pointee.is_none() || elem_kind(types, ty) != Some(Kind::Ptr) {
        let ty = cx.show(ty);
        let msg = format!("pointer operand must be a pointer or a tensor of pointers, found {ty}");
        cx.err(msg);
        return None;
    }
    pointee
}

/// Reports unless `ty` is the loaded type of operand 0; `what` names the value.
fn expect_loaded(cx: &mut InstCx, ty: Type, pointee: Type, what: &str) -> bool {
    let (ptr, types) = (cx.arg_ty(0), cx.types());
    if is_like(types, ty, ptr, pointee) {
        return true;
    }
    let expected = type_with_element_to_string(types, ptr, pointee);
    let (ty, ptr) = (cx.show(ty), cx.show(ptr));
    cx.err(format!(
        "{what} must be {expected} to match the pointer {ptr}, found {ty}"
    ));
    false
}

/// Reports unless operand `n` is an `i1` mask of operand 0's shape and encoding.
fn check_mask(cx: &mut InstCx, n: usize) {
    let (ptr, mask, types) = (cx.arg_ty(0), cx.arg_ty(n), cx.types());
    let i1 = types.i1();
    if !is_like(types, mask, ptr, i1) {
        let expected = type_with_element_to_string(types, ptr, i1);
        let mask = cx.show(mask);
        cx.err(format!("mask must be {expected}, found {mask}"));
    }
}

/// Reports unless the result has the type of operand `n`.
fn expect_result_is_value(cx: &mut InstCx, n: usize) {
    let (value, res) = (cx.arg_ty(n), cx.res_ty(0));
    if value != res {
        let (res, value) = (cx.show(res), cx.show(value));
        cx.err(format!(
            "result type {res} differs from the value type {value}"
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{assert_error, errors, Fb};
    use crate::attrs::{MemFlags, MemSemantic, MemSyncScope, RmwOp};
    use crate::instructions::{InstructionData, Opcode};

    fn load(args: &[crate::Value]) -> InstructionData {
        InstructionData::Load {
            opcode: Opcode::Load,
            args: args.iter().copied().collect(),
            flags: MemFlags::default(),
        }
    }

    #[test]
    fn load_needs_a_pointer() {
        let mut fb = Fb::new();
        let i32 = fb.types.i32();
        let offs_ty = fb.types.tensor(&[1024], i32);
        let offs = fb.arg(offs_ty);
        let bad = fb.val(load(&[offs]), offs_ty);
        fb.ret();
        let at = fb.def_at(bad);
        let msg = "tt.load: pointer operand must be a pointer or a tensor of pointers, found tensor<1024xi32>";
        assert_error(&fb.finish(), at, msg);
    }

    #[test]
    fn load_mask_other_and_result() {
        let mut fb = Fb::new();
        let (f32, f16, i1) = (fb.types.f32(), fb.types.f16(), fb.types.i1());
        let ptr = fb.types.ptr(f32);
        let ptrs_ty = fb.types.tensor(&[64], ptr);
        let vals_ty = fb.types.tensor(&[64], f32);
        let half_ty = fb.types.tensor(&[64], f16);
        let short_mask = fb.types.tensor(&[32], i1);
        let ptrs = fb.arg(ptrs_ty);
        let mask = fb.arg(short_mask);
        let other = fb.arg(half_ty);
        let wrong_res = fb.val(load(&[ptrs]), half_ty);
        let wrong_mask = fb.val(load(&[ptrs, mask]), vals_ty);
        let m_ty = fb.types.tensor(&[64], i1);
        let m = fb.arg(m_ty);
        let wrong_other = fb.val(load(&[ptrs, m, other]), vals_ty);
        fb.ret();
        let at = [
            fb.def_at(wrong_res),
            fb.def_at(wrong_mask),
            fb.def_at(wrong_other),
        ];
        let module = fb.finish();
        let msg = "tt.load: result must be tensor<64xf32> to match the pointer tensor<64x!tt.ptr<f32>>, found tensor<64xf16>";
        assert_error(&module, at[0], msg);
        assert_error(
            &module,
            at[1],
            "tt.load: mask must be tensor<64xi1>, found tensor<32xi1>",
        );
        let msg = "tt.load: the other value must have the result type tensor<64xf32>, found tensor<64xf16>";
        assert_error(&module, at[2], msg);
    }

    #[test]
    fn addptr_store_and_atomics() {
        let mut fb = Fb::new();
        let (f32, i32) = (fb.types.f32(), fb.types.i32());
        let ptr = fb.types.ptr(f32);
        let p = fb.arg(ptr);
        let off = fb.arg(i32);
        let fx = fb.arg(f32);
        let q = fb.binary(Opcode::AddPtr, p, off, ptr);
        let bad_off = fb.binary(Opcode::AddPtr, p, fx, ptr);
        let store = InstructionData::Store {
            opcode: Opcode::Store,
            args: [q, off].into_iter().collect(),
            flags: MemFlags::default(),
        };
        let bad_store = fb.inst(store, &[]);
        let rmw = InstructionData::AtomicRmw {
            opcode: Opcode::AtomicRmw,
            op: RmwOp::FAdd,
            sem: MemSemantic::AcqRel,
            scope: MemSyncScope::Gpu,
            args: [q, fx].into_iter().collect(),
        };
        fb.val(rmw, f32);
        let cas = InstructionData::AtomicCas {
            opcode: Opcode::AtomicCas,
            sem: MemSemantic::AcqRel,
            scope: MemSyncScope::Gpu,
            args: [q, fx, fx],
        };
        let bad_cas = fb.val(cas, i32);
        fb.ret();
        let at = [fb.def_at(bad_off), fb.at(bad_store), fb.def_at(bad_cas)];
        let module = fb.finish();
        let msg = "tt.addptr: offset must be an integer of the pointer's shape, found f32 for !tt.ptr<f32>";
        assert_error(&module, at[0], msg);
        let msg =
            "tt.store: the stored value must be f32 to match the pointer !tt.ptr<f32>, found i32";
        assert_error(&module, at[1], msg);
        assert_error(
            &module,
            at[2],
            "tt.atomic_cas: result type i32 differs from the value type f32",
        );
        assert_eq!(errors(&module).len(), 3, "{:?}", errors(&module));
    }
}
