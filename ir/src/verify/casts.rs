//! Typing rules of casts: `arith.ext*`, `arith.trunc*`, int-float conversions,
//! bitcasts, `arith.index_cast`, `tt.int_to_ptr`, `tt.ptr_to_int` and
//! `tt.fp_to_fp`.
//!
//! A cast keeps the shape and encoding and changes the element type:
//!
//! | op | operand element | result element |
//! |---|---|---|
//! | `extsi`, `extui` | integer | a wider integer |
//! | `trunci` | integer | a narrower integer |
//! | `extf` | float | a wider float |
//! | `truncf` | float | a narrower float |
//! | `sitofp`, `uitofp` | integer | float |
//! | `fptosi`, `fptoui` | float | integer |
//! | `arith.bitcast` | integer or float | integer or float of the same width |
//! | `tt.bitcast` | as `arith.bitcast`, or pointer to pointer | |
//! | `index_cast` | `index` or integer | integer or `index` |
//! | `tt.int_to_ptr` | `i64` | pointer |
//! | `tt.ptr_to_int` | pointer | `i64` |
//! | `tt.fp_to_fp` | float | float, with a rounding mode when narrower |

use super::context::InstCx;
use super::query::{elem_kind, same_layout};
use crate::entities::Type;
use crate::instructions::{InstructionData, Opcode};
use crate::types::{TypeData, Types};

/// The casts of the `Cast` syntax, and `tt.bitcast`, `tt.int_to_ptr`,
/// `tt.ptr_to_int`.
pub(super) fn cast(cx: &mut InstCx) {
    let Some((s, d)) = cast_elements(cx) else {
        return;
    };
    if let Err(problem) = cast_rule(cx.op(), cx.types(), s, d) {
        let (src, dst) = (cx.show(cx.arg_ty(0)), cx.show(cx.res_ty(0)));
        cx.err(format!("cannot cast {src} to {dst}: {problem}"));
    }
}

/// `tt.fp_to_fp`: float to float; narrowing needs a rounding mode.
pub(super) fn fp_to_fp(cx: &mut InstCx) {
    let InstructionData::FpToFp { rounding, .. } = cx.data else {
        return;
    };
    let Some((s, d)) = cast_elements(cx) else {
        return;
    };
    let types = cx.types();
    let (Some(sk), Some(dk)) = (types.float_kind(s), types.float_kind(d)) else {
        let (src, dst) = (cx.show(cx.arg_ty(0)), cx.show(cx.res_ty(0)));
        return cx.err(format!(
            "cannot convert {src} to {dst}: the elements must be floats"
        ));
    };
    if dk.bits() < sk.bits() && rounding.is_none() {
        let (src, dst) = (sk.name(), dk.name());
        cx.err(format!(
            "a rounding mode is required when narrowing {src} to {dst}"
        ));
    }
}

/// The operand and result element types of a cast, after checking that both are
/// scalars or tensors of one shape and encoding.
fn cast_elements(cx: &mut InstCx) -> Option<(Type, Type)> {
    let (src, dst, types) = (cx.arg_ty(0), cx.res_ty(0), cx.types());
    let scalars = elem_kind(types, src).is_some() && elem_kind(types, dst).is_some();
    if !scalars || !same_layout(types, src, dst) {
        let (src, dst) = (cx.show(src), cx.show(dst));
        cx.err(format!(
            "operand and result must have one shape, found {src} and {dst}"
        ));
        return None;
    }
    Some((types.element_type(src), types.element_type(dst)))
}

/// Whether a cast from element `s` to element `d` is allowed, and why not.
fn cast_rule(op: Opcode, types: &Types, s: Type, d: Type) -> Result<(), String> {
    use Opcode::*;
    let int = |t| types.int_bits(t);
    let float = |t| types.float_kind(t).map(|k| k.bits());
    match op {
        ExtSI | ExtUI => widths(int(s), int(d), "integers", Width::Wider),
        TruncI => widths(int(s), int(d), "integers", Width::Narrower),
        ExtF => widths(float(s), float(d), "floats", Width::Wider),
        TruncF => widths(float(s), float(d), "floats", Width::Narrower),
        SIToFP | UIToFP => kinds(int(s).is_some() && float(d).is_some(), "integer", "float"),
        FPToSI | FPToUI => kinds(float(s).is_some() && int(d).is_some(), "float", "integer"),
        ArithBitcast => same_width(types, s, d, false),
        Bitcast => same_width(types, s, d, true),
        IndexCast => index_cast(types, s, d),
        IntToPtr => kinds(int(s) == Some(64) && types.is_ptr(d), "i64", "pointer"),
        PtrToInt => kinds(types.is_ptr(s) && int(d) == Some(64), "pointer", "i64"),
        // An op of the `Cast` typing class without a rule here is never accepted.
        _ => Err(format!("{} has no cast rule", op.name())),
    }
}

/// Which way a width must change.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Width {
    Wider,
    Narrower,
}

fn widths(s: Option<u32>, d: Option<u32>, what: &str, want: Width) -> Result<(), String> {
    let (Some(s), Some(d)) = (s, d) else {
        return Err(format!("the elements must be {what}"));
    };
    match want {
        Width::Wider if d <= s => Err("the result must be wider than the operand".into()),
        Width::Narrower if d >= s => Err("the result must be narrower than the operand".into()),
        _ => Ok(()),
    }
}

fn kinds(ok: bool, from: &str, to: &str) -> Result<(), String> {
    if ok {
        return Ok(());
    }
    Err(format!(
        "expected {from} elements converted to {to} elements"
    ))
}

/// A bitcast keeps the width; pointers may only be cast to pointers, and only by
/// `tt.bitcast`.
fn same_width(types: &Types, s: Type, d: Type, pointers: bool) -> Result<(), String> {
    let (sp, dp) = (types.is_ptr(s), types.is_ptr(d));
    if (sp || dp) && !(pointers && sp && dp) {
        return Err("pointers can only be bitcast to pointers, by tt.bitcast".into());
    }
    let bits = |t| match types.data(t) {
        TypeData::Int(_) | TypeData::Float(_) | TypeData::Ptr { .. } => types.scalar_bits(t),
        _ => None,
    };
    if bits(s).is_none() || bits(s) != bits(d) {
        return Err("the elements must have the same width".into());
    }
    Ok(())
}

fn index_cast(types: &Types, s: Type, d: Type) -> Result<(), String> {
    let index = |t| matches!(types.data(t), TypeData::Index);
    let int = |t| types.int_bits(t).is_some();
    if (index(s) && int(d)) || (int(s) && index(d)) {
        return Ok(());
    }
    Err("one side must be index and the other an integer".into())
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{assert_error, Fb};
    use crate::attrs::RoundingMode;
    use crate::instructions::{InstructionData, Opcode};

    #[test]
    fn casts_follow_the_table() {
        let mut fb = Fb::new();
        let (i16, i32, f16, f32) = (
            fb.types.i16(),
            fb.types.i32(),
            fb.types.f16(),
            fb.types.f32(),
        );
        let x = fb.arg(i32);
        let y = fb.arg(f32);
        let ok = [
            fb.unary(Opcode::ExtSI, x, fb.types.i64()),
            fb.unary(Opcode::TruncI, x, i16),
            fb.unary(Opcode::TruncF, y, f16),
            fb.unary(Opcode::SIToFP, x, f32),
            fb.unary(Opcode::ArithBitcast, y, i32),
        ];
        let narrow = fb.unary(Opcode::ExtSI, x, i16);
        let kind = fb.unary(Opcode::ExtF, x, f32);
        let width = fb.unary(Opcode::ArithBitcast, y, f16);
        fb.ret();
        let ok: Vec<_> = ok.iter().map(|&v| fb.def_at(v)).collect();
        let (at_narrow, at_kind, at_width) = (fb.def_at(narrow), fb.def_at(kind), fb.def_at(width));
        let module = fb.finish();
        let msg = "arith.extsi: cannot cast i32 to i16: the result must be wider than the operand";
        assert_error(&module, at_narrow, msg);
        assert_error(
            &module,
            at_kind,
            "arith.extf: cannot cast i32 to f32: the elements must be floats",
        );
        assert_error(
            &module,
            at_width,
            "arith.bitcast: cannot cast f32 to f16: the elements must have the same width",
        );
        let errors = super::super::testutil::errors(&module);
        assert!(
            errors.iter().all(|e| !ok.contains(&e.location)),
            "{errors:?}"
        );
    }

    #[test]
    fn casts_keep_the_shape() {
        let mut fb = Fb::new();
        let (i32, f32) = (fb.types.i32(), fb.types.f32());
        let a = fb.types.tensor(&[64], i32);
        let b = fb.types.tensor(&[32], f32);
        let x = fb.arg(a);
        let conv = fb.unary(Opcode::SIToFP, x, b);
        fb.ret();
        let at = fb.def_at(conv);
        let msg = "arith.sitofp: operand and result must have one shape, found tensor<64xi32> and tensor<32xf32>";
        assert_error(&fb.finish(), at, msg);
    }

    #[test]
    fn pointers_convert_through_i64() {
        let mut fb = Fb::new();
        let f32 = fb.types.f32();
        let ptr = fb.types.ptr(f32);
        let p = fb.arg(ptr);
        let n = fb.unary(Opcode::PtrToInt, p, fb.types.i64());
        fb.unary(Opcode::IntToPtr, n, ptr);
        let bad = fb.unary(Opcode::PtrToInt, p, fb.types.i32());
        fb.ret();
        let at = fb.def_at(bad);
        let msg = "tt.ptr_to_int: cannot cast !tt.ptr<f32> to i32: expected pointer elements converted to i64";
        assert_error(&fb.finish(), at, msg);
    }

    #[test]
    fn fp_to_fp_needs_rounding_to_narrow() {
        let mut fb = Fb::new();
        let (f16, f32) = (fb.types.f16(), fb.types.f32());
        let x = fb.arg(f32);
        let y = fb.arg(f16);
        let fp = |arg, rounding| InstructionData::FpToFp {
            opcode: Opcode::FpToFp,
            arg,
            rounding,
        };
        fb.val(fp(x, Some(RoundingMode::Rtne)), f16);
        fb.val(fp(y, None), f32);
        let bad = fb.val(fp(x, None), f16);
        fb.ret();
        let at = fb.def_at(bad);
        let msg = "tt.fp_to_fp: a rounding mode is required when narrowing f32 to f16";
        let module = fb.finish();
        assert_error(&module, at, msg);
        assert_eq!(super::super::testutil::errors(&module).len(), 1);
    }
}
