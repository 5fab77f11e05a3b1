//! Conversions between MIR's integer and float types, as lines of
//! assembly in the structured form (see [`crate::asm`]).
//!
//! Every pair of `i8`, `i16`, `i32`, `i64`, `f16`, `bf16`, `f32` and `f64` is
//! covered, with PTX's `cvt` rules (MIR's meaning): float results round to
//! nearest even, integer results round toward zero and saturate to the
//! result's range, NaN giving 0. Integer narrowing keeps the low bits;
//! widening extends by the sign (`signed`) or with zeros. An `i8`/`i16` value
//! may have anything in the upper bits of its VGPR, so every reader extends
//! it first (`V_BFE_I32` / `V_BFE_U32`).
//!
//! The instructions are those of the MI200 ISA (chapter 12, "Instructions":
//! VOP1 `V_CVT_*`, `V_TRUNC_F64`, `V_FLOOR_F64`, `V_FFBH_U32`; VOP3
//! `V_LDEXP_F32`/`_F64`, `V_FMA_F64`, `V_LSHLREV_B64`, `V_BFE_*`,
//! `V_CVT_PKRTZ_F16_F32`). gfx90a's VOP3 takes no literal constant, so
//! constants other than the inline ones are moved into a register first.
//!
//! Double rounding: a conversion that goes through `f32` rounds once where
//! `f32` holds the operand exactly (every `f16`/`bf16`, integers up to 2^24,
//! and every integer whose `f16` result is finite), and for `f64` to
//! `f16`/`bf16` the step to `f32` rounds to odd (correct for the second
//! rounding). Integers to `bf16` round to `f32` first, then to `bf16`, as
//! LLVM's promotion of `bf16` through `f32` (Triton's AMD backend) does; in
//! rare ties that differs from PTX's single `cvt.rn.bf16.s32` by one ulp.

use crate::asm::{Asm, Slot};
use crate::insts::{self as mi, Src, Temps};
use tilelift_mir::{Rounding, Type};

/// `vcc`, the lane mask compares write here.
const VCC: Slot = Slot::Str("vcc");

/// The template of text of `dst = convert(src)`: [`select`]'s lines as text
/// (what the emulator of the tests runs).
pub fn template(
    from: Type,
    to: Type,
    signed: bool,
    rounding: Option<Rounding>,
    d: &Src,
    a: &Src,
    t: &mut dyn Temps,
) -> Result<String, String> {
    let mut asm = Asm::new();
    select(from, to, signed, rounding, d, a, t, &mut asm)?;
    Ok(asm.to_template())
}

/// Appends the lines of `dst = convert(src)` to `asm`, `d` and `a` naming
/// the result and the operand; `Err` names what is not supported.
#[allow(clippy::too_many_arguments)]
pub fn select(
    from: Type,
    to: Type,
    signed: bool,
    rounding: Option<Rounding>,
    d: &Src,
    a: &Src,
    t: &mut dyn Temps,
    asm: &mut Asm,
) -> Result<(), String> {
    let unsupported = || format!("convert {from} to {to} rounding {rounding:?}");
    if from == Type::Pred || to == Type::Pred {
        return Err(unsupported());
    }
    let (dw, aw) = (asm.src(d), asm.src(a));
    // The common one-instruction cases.
    let single = match (from, to, signed) {
        (Type::I32, Type::F32, true) => Some("v_cvt_f32_i32"),
        (Type::I32, Type::F32, false) => Some("v_cvt_f32_u32"),
        (Type::F32, Type::I32, true) => Some("v_cvt_i32_f32"),
        (Type::F32, Type::I32, false) => Some("v_cvt_u32_f32"),
        (Type::F16, Type::F32, _) => Some("v_cvt_f32_f16"),
        (Type::F32, Type::F16, _) => Some("v_cvt_f16_f32"),
        (Type::F32, Type::F64, _) => Some("v_cvt_f64_f32"),
        (Type::F64, Type::F32, _) => Some("v_cvt_f32_f64"),
        _ => None,
    };
    let plain_rounding = matches!(
        (rounding, to.is_int()),
        (None, _) | (Some(Rounding::Rn), false) | (Some(Rounding::Rzi), true)
    );
    if let (Some(m), true) = (single, plain_rounding) {
        asm.line(m, &[dw, aw]);
        return Ok(());
    }
    if from == to && rounding.is_none() {
        // A copy.
        int_to_int(asm, from, to, signed, d, a);
        return Ok(());
    }
    if (from, to, plain_rounding) == (Type::BF16, Type::F32, true) {
        asm.line("v_lshlrev_b32", &[dw, Slot::Str("16"), aw]);
        return Ok(());
    }
    match rounding {
        None | Some(Rounding::Rn) if to.is_float() && from != to => {}
        Some(Rounding::Rz) if (from, to) == (Type::F32, Type::F16) => {
            // V_CVT_PKRTZ_F16_F32 rounds toward zero; the high half is 0.
            asm.line("v_cvt_pkrtz_f16_f32", &[dw, aw, Slot::Str("0")]);
            return Ok(());
        }
        None | Some(Rounding::Rzi) if to.is_int() => {}
        Some(Rounding::Rni) if from == to && to == Type::F32 => {
            asm.line("v_rndne_f32", &[dw, aw]);
            return Ok(());
        }
        Some(Rounding::Rzi) if from == to && to == Type::F32 => {
            asm.line("v_trunc_f32", &[dw, aw]);
            return Ok(());
        }
        _ => return Err(unsupported()),
    }
    match (from.is_int(), to.is_int()) {
        (true, true) => int_to_int(asm, from, to, signed, d, a),
        (true, false) => int_to_float(asm, from, to, signed, d, a, t),
        (false, true) => float_to_int(asm, from, to, signed, d, a, t),
        (false, false) => match (from, to) {
            (Type::F64, Type::F32) => {
                asm.line("v_cvt_f32_f64", &[dw, aw]);
            }
            (Type::F64, _) => {
                let f = t.v32();
                let f = asm.src(&f);
                f64_to_f32_odd(asm, f, a, t);
                f32_to(asm, to, d, f, t);
            }
            (_, Type::F64) => {
                let f = to_f32(asm, from, a, t);
                asm.line("v_cvt_f64_f32", &[dw, f]);
            }
            _ => {
                let f = to_f32(asm, from, a, t);
                f32_to(asm, to, d, f, t);
            }
        },
    }
    Ok(())
}

/// An integer to a float (rounded to nearest even).
fn int_to_float(
    asm: &mut Asm,
    from: Type,
    to: Type,
    signed: bool,
    d: &Src,
    a: &Src,
    t: &mut dyn Temps,
) {
    let (dw, aw) = (asm.src(d), asm.src(a));
    match (from, to) {
        (Type::I64, Type::F64) => {
            let w = t.v64();
            let w = asm.src(&w);
            let hi = if signed {
                "v_cvt_f64_i32"
            } else {
                "v_cvt_f64_u32"
            };
            let (alo, ahi) = (asm.half(a, false), asm.half(a, true));
            asm.line(hi, &[w, ahi])
                .line("v_ldexp_f64", &[w, w, Slot::Str("32")])
                .line("v_cvt_f64_u32", &[dw, alo])
                .line("v_add_f64", &[dw, w, dw]);
        }
        (Type::I64, _) => {
            let f = t.v32();
            let f = asm.src(&f);
            i64_to_f32(asm, signed, f, a, t);
            f32_to(asm, to, d, f, t);
        }
        (_, Type::F64) => {
            let x = t.v32();
            let x = asm.src(&x);
            extend32(asm, from, signed, x, aw);
            let m = if signed {
                "v_cvt_f64_i32"
            } else {
                "v_cvt_f64_u32"
            };
            asm.line(m, &[dw, x]);
        }
        _ => {
            let x = t.v32();
            let x = asm.src(&x);
            extend32(asm, from, signed, x, aw);
            let m = if signed {
                "v_cvt_f32_i32"
            } else {
                "v_cvt_f32_u32"
            };
            if to == Type::F32 {
                // Converted straight into `d`: no copy out of `x`.
                asm.line(m, &[dw, x]);
            } else {
                asm.line(m, &[x, x]);
                f32_to(asm, to, d, x, t);
            }
        }
    }
}

/// A float to an integer (toward zero, saturated, NaN giving 0).
fn float_to_int(
    asm: &mut Asm,
    from: Type,
    to: Type,
    signed: bool,
    d: &Src,
    a: &Src,
    t: &mut dyn Temps,
) {
    let (dw, aw) = (asm.src(d), asm.src(a));
    match (from, to) {
        (_, Type::I64) => {
            // Through f64, which holds every f16, bf16 and f32 exactly.
            let x = t.v64();
            let xw = asm.src(&x);
            match from {
                Type::F64 => {
                    asm.line("v_trunc_f64", &[xw, aw]);
                }
                _ => {
                    let f = to_f32(asm, from, a, t);
                    asm.line("v_cvt_f64_f32", &[xw, f])
                        .line("v_trunc_f64", &[xw, xw]);
                }
            }
            f64_to_i64(asm, signed, d, &x, t);
        }
        (Type::F64, _) => {
            let m = if signed {
                "v_cvt_i32_f64"
            } else {
                "v_cvt_u32_f64"
            };
            asm.line(m, &[dw, aw]);
            saturate(asm, to, signed, dw);
        }
        _ => {
            let f = to_f32(asm, from, a, t);
            let m = if signed {
                "v_cvt_i32_f32"
            } else {
                "v_cvt_u32_f32"
            };
            asm.line(m, &[dw, f]);
            saturate(asm, to, signed, dw);
        }
    }
}

/// Integer to integer: the low bits, extended by the sign or with zeros.
fn int_to_int(asm: &mut Asm, from: Type, to: Type, signed: bool, d: &Src, a: &Src) {
    let (fb, tb) = (from.bits(), to.bits());
    let (dw, aw) = (asm.src(d), asm.src(a));
    let (dlo, dhi) = (asm.half(d, false), asm.half(d, true));
    match (fb, tb) {
        (64, 64) => {
            let (alo, ahi) = (asm.half(a, false), asm.half(a, true));
            asm.line("v_mov_b32", &[dlo, alo])
                .line("v_mov_b32", &[dhi, ahi]);
        }
        (64, _) => {
            let alo = asm.half(a, false);
            asm.line("v_mov_b32", &[dw, alo]);
        }
        (_, 64) => {
            extend32(asm, from, signed, dlo, aw);
            if signed {
                asm.line("v_ashrrev_i32", &[dhi, Slot::Str("31"), dlo]);
            } else {
                asm.line("v_mov_b32", &[dhi, Slot::Str("0")]);
            }
        }
        _ if tb > fb => extend32(asm, from, signed, dw, aw),
        _ => {
            asm.line("v_mov_b32", &[dw, aw]);
        }
    }
}

/// `x` = the `i8`/`i16` operand `a` extended to 32 bits (a copy for 32).
pub(crate) fn extend32(asm: &mut Asm, from: Type, signed: bool, x: Slot, a: Slot) {
    match from.bits() {
        32 => asm.line("v_mov_b32", &[x, a]),
        bits => {
            let m = if signed { "v_bfe_i32" } else { "v_bfe_u32" };
            let bits = Slot::Str(mi::inline_int_text(bits as i32));
            asm.line(m, &[x, a, Slot::Str("0"), bits])
        }
    };
}

/// Appends the lines that put the float operand `a` (f16, bf16 or f32) into
/// f32; the register that holds it.
fn to_f32(asm: &mut Asm, from: Type, a: &Src, t: &mut dyn Temps) -> Slot {
    let aw = asm.src(a);
    match from {
        Type::F32 => aw,
        Type::F16 => {
            let f = t.v32();
            let f = asm.src(&f);
            asm.line("v_cvt_f32_f16", &[f, aw]);
            f
        }
        _ => {
            let f = t.v32();
            let f = asm.src(&f);
            asm.line("v_lshlrev_b32", &[f, Slot::Str("16"), aw]);
            f
        }
    }
}

/// `d` = the f32 in `f` as `to` (f16, bf16 or f32), rounded to nearest even.
fn f32_to(asm: &mut Asm, to: Type, d: &Src, f: Slot, t: &mut dyn Temps) {
    let dw = asm.src(d);
    match to {
        Type::F32 => asm.line("v_mov_b32", &[dw, f]),
        Type::F16 => asm.line("v_cvt_f16_f32", &[dw, f]),
        _ => {
            // Round to nearest even on the bits; a NaN becomes 0x7fc0.
            let n = t.v32();
            let n = asm.src(&n);
            asm.line("v_bfe_u32", &[dw, f, Slot::Str("16"), Slot::Str("1")])
                .line("v_add_u32_e32", &[dw, f, dw])
                .line("v_add_u32_e32", &[dw, Slot::Str("0x7fff"), dw])
                .line("v_lshrrev_b32", &[dw, Slot::Str("16"), dw])
                .line("v_mov_b32", &[n, Slot::Str("0x7fc0")])
                .line("v_cmp_o_f32_e32", &[VCC, f, f])
                .line("v_cndmask_b32_e32", &[dw, n, dw, VCC])
        }
    };
}

/// `f` = the 64-bit integer `a` as f32, rounded to nearest even: the
/// magnitude normalised so that its top bit is set, its high word converted
/// with a sticky bit for the low word (which makes that one rounding
/// correct), scaled back by `V_LDEXP_F32`; the sign applied last.
fn i64_to_f32(asm: &mut Asm, signed: bool, f: Slot, a: &Src, t: &mut dyn Temps) {
    let (sh, st) = (t.v32(), t.v32());
    let (sh, st) = (asm.src(&sh), asm.src(&st));
    let x = t.v64();
    let (xw, xlo, xhi) = (asm.src(&x), asm.half(&x, false), asm.half(&x, true));
    let src = if signed {
        // x = |a|: (a ^ s) - s with s the sign mask (in `st`).
        let m = t.v64();
        let (alo, ahi) = (asm.half(a, false), asm.half(a, true));
        let (mlo, mhi) = (asm.half(&m, false), asm.half(&m, true));
        asm.line("v_ashrrev_i32", &[st, Slot::Str("31"), ahi])
            .line("v_xor_b32_e32", &[mlo, alo, st])
            .line("v_xor_b32_e32", &[mhi, ahi, st])
            .line("v_sub_co_u32_e32", &[mlo, VCC, mlo, st])
            .line("v_subb_co_u32_e32", &[mhi, VCC, mhi, st, VCC]);
        m
    } else {
        a.clone()
    };
    let (hi, w) = (asm.half(&src, true), asm.src(&src));
    let (one, n32) = (Slot::Str("1"), Slot::Str("32"));
    asm.line("v_ffbh_u32", &[sh, hi])
        .line("v_min_u32_e32", &[sh, n32, sh])
        .line("v_lshlrev_b64", &[xw, sh, w])
        .line("v_min_u32_e32", &[xlo, one, xlo])
        .line("v_or_b32_e32", &[xlo, xhi, xlo])
        .line("v_cvt_f32_u32_e32", &[f, xlo])
        .line("v_sub_u32_e32", &[sh, n32, sh])
        .line("v_ldexp_f32", &[f, f, sh]);
    if signed {
        asm.line("v_and_b32_e32", &[st, Slot::Str("0x80000000"), st])
            .line("v_xor_b32_e32", &[f, f, st]);
    }
}

/// `d` = the integral f64 in `x` (already truncated) as a 64-bit integer:
/// the high word is `floor(x / 2^32)`, the low word `x - high * 2^32` (both
/// exact in f64), each converted by `V_CVT_*_F64`, which saturates and takes
/// NaN to 0; a result above the range saturates (the low word all ones), one
/// below it too (the low word 0), and an unsigned result of a negative
/// operand is 0.
fn f64_to_i64(asm: &mut Asm, signed: bool, d: &Src, x: &Src, t: &mut dyn Temps) {
    let (k, h, c) = (t.v32(), t.v64(), t.v64());
    let (k, xw, hw, cw) = (asm.src(&k), asm.src(x), asm.src(&h), asm.src(&c));
    let (dlo, dhi) = (asm.half(d, false), asm.half(d, true));
    let (clo, chi) = (asm.half(&c, false), asm.half(&c, true));
    let hi = if signed {
        "v_cvt_i32_f64"
    } else {
        "v_cvt_u32_f64"
    };
    // The limit: 2^63 (signed) or 2^64 (unsigned), as the high word of an f64.
    let limit = if signed { "0x43e00000" } else { "0x43f00000" };
    let zero = Slot::Str("0");
    asm.line("v_mov_b32", &[k, Slot::Str("0xffffffe0")])
        .line("v_ldexp_f64", &[hw, xw, k])
        .line("v_floor_f64", &[hw, hw])
        .line(hi, &[dhi, hw])
        .line("v_mov_b32", &[clo, zero])
        .line("v_mov_b32", &[chi, Slot::Str("0xc1f00000")])
        .line("v_fma_f64", &[hw, hw, cw, xw])
        .line("v_cvt_u32_f64", &[dlo, hw])
        .line("v_mov_b32", &[chi, Slot::Str(limit)])
        .line("v_cmp_le_f64_e64", &[VCC, cw, xw])
        .line("v_cndmask_b32_e64", &[dlo, dlo, Slot::Str("-1"), VCC]);
    if signed {
        // Below -2^63: the low word 0 (the high one saturated to 0x80000000).
        asm.line("v_mov_b32", &[chi, Slot::Str("0xc3e00000")])
            .line("v_cmp_gt_f64_e64", &[VCC, cw, xw]);
    } else {
        asm.line("v_cmp_gt_f64_e64", &[VCC, zero, xw]);
    }
    asm.line("v_cndmask_b32_e64", &[dlo, dlo, zero, VCC]);
}

/// `f` = the f64 `a` as f32 rounded to odd (toward zero, then the lowest bit
/// set where that was inexact), so that a second rounding to f16 or bf16 is
/// correctly rounded: `V_CVT_F32_F64` rounds to nearest; converted back and
/// compared, a result above the operand in magnitude steps one ulp toward
/// zero (the float's bits are sign and magnitude), and an inexact one gets
/// its lowest bit set.
fn f64_to_f32_odd(asm: &mut Asm, f: Slot, a: &Src, t: &mut dyn Temps) {
    let b = t.v64();
    let (aw, bw) = (asm.src(a), asm.src(&b));
    let m = t.v32();
    let m = asm.src(&m);
    let abs = |s: Slot| s.absolute().expect("f64 operands are registers");
    let one = Slot::Str("1");
    asm.line("v_cvt_f32_f64", &[f, aw])
        .line("v_cvt_f64_f32", &[bw, f])
        .line("v_cmp_gt_f64_e64", &[VCC, abs(bw), abs(aw)])
        .line("v_subrev_u32_e32", &[m, one, f])
        .line("v_cndmask_b32_e32", &[f, f, m, VCC])
        .line("v_cmp_lg_f64_e64", &[VCC, bw, aw])
        .line("v_or_b32_e32", &[m, one, f])
        .line("v_cndmask_b32_e32", &[f, f, m, VCC]);
}

/// Clamps the 32-bit conversion result in `d` to an `i8`/`i16` result's
/// range (nothing for 32 bits).
fn saturate(asm: &mut Asm, to: Type, signed: bool, d: Slot) {
    match (to.bits(), signed) {
        (32, _) => {}
        (bits, true) => {
            let max = (1u32 << (bits - 1)) - 1;
            let (lo, hi) = (asm.hex(!max), asm.hex(max));
            asm.line("v_max_i32_e32", &[d, lo, d])
                .line("v_min_i32_e32", &[d, hi, d]);
        }
        (bits, false) => {
            let max = asm.hex((1u32 << bits) - 1);
            asm.line("v_min_u32_e32", &[d, max, d]);
        }
    }
}
