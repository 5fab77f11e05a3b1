//! Conversions between MIR's integer and float types, as instruction
//! templates (see [`crate::insts`]).
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

use crate::insts::{self as mi, Src, Temps, Text};
use tilelift_mir::{Rounding, Type};

/// The template of `dst = convert(src)`, `d` and `a` naming the result and
/// the operand; `Err` names what is not supported.
pub fn template(
    from: Type,
    to: Type,
    signed: bool,
    rounding: Option<Rounding>,
    d: &Src,
    a: &Src,
    t: &mut dyn Temps,
) -> Result<String, String> {
    let unsupported = || format!("convert {from} to {to} rounding {rounding:?}");
    if from == Type::Pred || to == Type::Pred {
        return Err(unsupported());
    }
    let (dw, aw) = (d.whole(), a.whole());
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
        return Ok(format!("{m} {dw}, {aw}"));
    }
    if from == to && rounding.is_none() {
        // A copy.
        return Ok(int_to_int(from, to, signed, d, a));
    }
    if (from, to, plain_rounding) == (Type::BF16, Type::F32, true) {
        return Ok(format!("v_lshlrev_b32 {dw}, 16, {aw}"));
    }
    match rounding {
        None | Some(Rounding::Rn) if to.is_float() && from != to => {}
        Some(Rounding::Rz) if (from, to) == (Type::F32, Type::F16) => {
            // V_CVT_PKRTZ_F16_F32 rounds toward zero; the high half is 0.
            return Ok(format!(
                "v_cvt_pkrtz_f16_f32 {}, {}, 0",
                d.whole(),
                a.whole()
            ));
        }
        None | Some(Rounding::Rzi) if to.is_int() => {}
        Some(Rounding::Rni) if from == to && to == Type::F32 => {
            return Ok(format!("v_rndne_f32 {}, {}", d.whole(), a.whole()));
        }
        Some(Rounding::Rzi) if from == to && to == Type::F32 => {
            return Ok(format!("v_trunc_f32 {}, {}", d.whole(), a.whole()));
        }
        _ => return Err(unsupported()),
    }
    Ok(match (from.is_int(), to.is_int()) {
        (true, true) => int_to_int(from, to, signed, d, a),
        (true, false) => match (from, to) {
            (Type::I64, Type::F64) => {
                let w = t.v64();
                let hi = if signed {
                    "v_cvt_f64_i32"
                } else {
                    "v_cvt_f64_u32"
                };
                format!(
                    "{hi} {}, {}\nv_ldexp_f64 {}, {}, 32\nv_cvt_f64_u32 {dw}, {}\n\
                     v_add_f64 {dw}, {}, {dw}",
                    w.whole(),
                    a.half(true),
                    w.whole(),
                    w.whole(),
                    a.half(false),
                    w.whole()
                )
            }
            (Type::I64, _) => {
                let f = t.v32();
                let mut s = i64_to_f32(signed, &f, a, t);
                s += &f32_to(to, d, &f, t);
                s
            }
            (_, Type::F64) => {
                let x = t.v32();
                let mut s = extend32(from, signed, &x, &aw);
                let m = if signed {
                    "v_cvt_f64_i32"
                } else {
                    "v_cvt_f64_u32"
                };
                s += &format!("{m} {dw}, {x}");
                s
            }
            _ => {
                let x = t.v32();
                let mut s = extend32(from, signed, &x, &aw);
                let m = if signed {
                    "v_cvt_f32_i32"
                } else {
                    "v_cvt_f32_u32"
                };
                s += &format!("{m} {x}, {x}\n");
                s += &f32_to(to, d, &x, t);
                s
            }
        },
        (false, true) => match (from, to) {
            (_, Type::I64) => {
                // Through f64, which holds every f16, bf16 and f32 exactly.
                let x = t.v64();
                let s = match from {
                    Type::F64 => format!("v_trunc_f64 {}, {aw}\n", x.whole()),
                    _ => {
                        let f = to_f32(from, a, t);
                        format!(
                            "{}v_cvt_f64_f32 {}, {}\nv_trunc_f64 {}, {}\n",
                            f.0,
                            x.whole(),
                            f.1,
                            x.whole(),
                            x.whole()
                        )
                    }
                };
                s + &f64_to_i64(signed, d, &x, t)
            }
            (Type::F64, _) => {
                let m = if signed {
                    "v_cvt_i32_f64"
                } else {
                    "v_cvt_u32_f64"
                };
                format!("{m} {dw}, {aw}") + &saturate(to, signed, &dw)
            }
            _ => {
                let (mut s, f) = to_f32(from, a, t);
                let m = if signed {
                    "v_cvt_i32_f32"
                } else {
                    "v_cvt_u32_f32"
                };
                s += &format!("{m} {dw}, {f}");
                s + &saturate(to, signed, &dw)
            }
        },
        (false, false) => match (from, to) {
            (Type::F64, Type::F32) => format!("v_cvt_f32_f64 {dw}, {aw}"),
            (Type::F64, _) => {
                let f = t.v32();
                let mut s = f64_to_f32_odd(&f, a, t);
                s += &f32_to(to, d, &f, t);
                s
            }
            (_, Type::F64) => {
                let (s, f) = to_f32(from, a, t);
                s + &format!("v_cvt_f64_f32 {dw}, {f}")
            }
            _ => {
                let (s, f) = to_f32(from, a, t);
                s + &f32_to(to, d, &f, t)
            }
        },
    }
    .trim_end()
    .to_string())
}

/// Integer to integer: the low bits, extended by the sign or with zeros.
fn int_to_int(from: Type, to: Type, signed: bool, d: &Src, a: &Src) -> String {
    let (fb, tb) = (from.bits(), to.bits());
    match (fb, tb) {
        (64, 64) => {
            let mut s = mi::v_mov(&d.half(false), &a.half(false));
            mi::line(&mut s, "v_mov_b32", &[&d.half(true), &a.half(true)]);
            s
        }
        (64, _) => mi::v_mov(&d.whole(), &a.half(false)),
        (_, 64) => {
            let lo = d.half(false);
            let mut s = extend32(from, signed, &lo, &a.whole());
            if signed {
                s.push_str(&mi::vop2("v_ashrrev_i32", &d.half(true), "31", &lo));
            } else {
                s.push_str(&mi::v_mov(&d.half(true), "0"));
            }
            s
        }
        _ if tb > fb => extend32(from, signed, &d.whole(), &a.whole()),
        _ => mi::v_mov(&d.whole(), &a.whole()),
    }
}

/// `x` = the `i8`/`i16` operand `a` extended to 32 bits (a copy for 32).
fn extend32(from: Type, signed: bool, x: &str, a: &str) -> String {
    match from.bits() {
        32 => mi::concat(&["v_mov_b32 ", x, ", ", a, "\n"]),
        bits => {
            let m = if signed { "v_bfe_i32" } else { "v_bfe_u32" };
            let bits = mi::inline_int_text(bits as i32);
            mi::concat(&[m, " ", x, ", ", a, ", 0, ", bits, "\n"])
        }
    }
}

/// The lines that put the float operand `a` (f16, bf16 or f32) into f32, and
/// the register that holds it.
fn to_f32(from: Type, a: &Src, t: &mut dyn Temps) -> (String, Text) {
    match from {
        Type::F32 => (String::new(), a.whole()),
        Type::F16 => {
            let f = t.v32();
            (format!("v_cvt_f32_f16 {f}, {}\n", a.whole()), f)
        }
        _ => {
            let f = t.v32();
            (format!("v_lshlrev_b32 {f}, 16, {}\n", a.whole()), f)
        }
    }
}

/// `d` = the f32 in `f` as `to` (f16, bf16 or f32), rounded to nearest even.
fn f32_to(to: Type, d: &Src, f: &str, t: &mut dyn Temps) -> String {
    let dw = d.whole();
    match to {
        Type::F32 => format!("v_mov_b32 {dw}, {f}"),
        Type::F16 => format!("v_cvt_f16_f32 {dw}, {f}"),
        _ => {
            // Round to nearest even on the bits; a NaN becomes 0x7fc0.
            let n = t.v32();
            format!(
                "v_bfe_u32 {dw}, {f}, 16, 1\nv_add_u32_e32 {dw}, {f}, {dw}\n\
                 v_add_u32_e32 {dw}, 0x7fff, {dw}\nv_lshrrev_b32 {dw}, 16, {dw}\n\
                 v_mov_b32 {n}, 0x7fc0\nv_cmp_o_f32_e32 vcc, {f}, {f}\n\
                 v_cndmask_b32_e32 {dw}, {n}, {dw}, vcc"
            )
        }
    }
}

/// `f` = the 64-bit integer `a` as f32, rounded to nearest even: the
/// magnitude normalised so that its top bit is set, its high word converted
/// with a sticky bit for the low word (which makes that one rounding
/// correct), scaled back by `V_LDEXP_F32`; the sign applied last.
fn i64_to_f32(signed: bool, f: &str, a: &Src, t: &mut dyn Temps) -> String {
    let (sh, st) = (t.v32(), t.v32());
    let x = t.v64();
    let (xw, xlo, xhi) = (x.whole(), x.half(false), x.half(true));
    let mut s = String::new();
    let src = if signed {
        // x = |a|: (a ^ s) - s with s the sign mask (in `st`).
        let m = t.v64();
        s += &format!(
            "v_ashrrev_i32 {st}, 31, {ahi}\nv_xor_b32_e32 {mlo}, {alo}, {st}\n\
             v_xor_b32_e32 {mhi}, {ahi}, {st}\nv_sub_co_u32_e32 {mlo}, vcc, {mlo}, {st}\n\
             v_subb_co_u32_e32 {mhi}, vcc, {mhi}, {st}, vcc\n",
            ahi = a.half(true),
            alo = a.half(false),
            mlo = m.half(false),
            mhi = m.half(true),
        );
        m
    } else {
        a.clone()
    };
    s += &format!(
        "v_ffbh_u32 {sh}, {hi}\nv_min_u32_e32 {sh}, 32, {sh}\n\
         v_lshlrev_b64 {xw}, {sh}, {w}\nv_min_u32_e32 {xlo}, 1, {xlo}\n\
         v_or_b32_e32 {xlo}, {xhi}, {xlo}\nv_cvt_f32_u32_e32 {f}, {xlo}\n\
         v_sub_u32_e32 {sh}, 32, {sh}\nv_ldexp_f32 {f}, {f}, {sh}\n",
        hi = src.half(true),
        w = src.whole(),
    );
    if signed {
        s += &format!("v_and_b32_e32 {st}, 0x80000000, {st}\nv_xor_b32_e32 {f}, {f}, {st}\n");
    }
    s
}

/// `d` = the integral f64 in `x` (already truncated) as a 64-bit integer:
/// the high word is `floor(x / 2^32)`, the low word `x - high * 2^32` (both
/// exact in f64), each converted by `V_CVT_*_F64`, which saturates and takes
/// NaN to 0; a result above the range saturates (the low word all ones), one
/// below it too (the low word 0), and an unsigned result of a negative
/// operand is 0.
fn f64_to_i64(signed: bool, d: &Src, x: &Src, t: &mut dyn Temps) -> String {
    let (k, h, c) = (t.v32(), t.v64(), t.v64());
    let (xw, hw, cw) = (x.whole(), h.whole(), c.whole());
    let (dlo, dhi) = (d.half(false), d.half(true));
    let hi = if signed {
        "v_cvt_i32_f64"
    } else {
        "v_cvt_u32_f64"
    };
    // The limit: 2^63 (signed) or 2^64 (unsigned), as the high word of an f64.
    let limit = if signed { "0x43e00000" } else { "0x43f00000" };
    let mut s = format!(
        "v_mov_b32 {k}, 0xffffffe0\nv_ldexp_f64 {hw}, {xw}, {k}\nv_floor_f64 {hw}, {hw}\n\
         {hi} {dhi}, {hw}\nv_mov_b32 {clo}, 0\nv_mov_b32 {chi}, 0xc1f00000\n\
         v_fma_f64 {hw}, {hw}, {cw}, {xw}\nv_cvt_u32_f64 {dlo}, {hw}\n\
         v_mov_b32 {chi}, {limit}\nv_cmp_le_f64_e64 vcc, {cw}, {xw}\n\
         v_cndmask_b32_e64 {dlo}, {dlo}, -1, vcc\n",
        clo = c.half(false),
        chi = c.half(true),
    );
    if signed {
        // Below -2^63: the low word 0 (the high one saturated to 0x80000000).
        s += &format!(
            "v_mov_b32 {chi}, 0xc3e00000\nv_cmp_gt_f64_e64 vcc, {cw}, {xw}\n\
             v_cndmask_b32_e64 {dlo}, {dlo}, 0, vcc\n",
            chi = c.half(true)
        );
    } else {
        s += &format!("v_cmp_gt_f64_e64 vcc, 0, {xw}\nv_cndmask_b32_e64 {dlo}, {dlo}, 0, vcc\n");
    }
    s
}

/// `f` = the f64 `a` as f32 rounded to odd (toward zero, then the lowest bit
/// set where that was inexact), so that a second rounding to f16 or bf16 is
/// correctly rounded: `V_CVT_F32_F64` rounds to nearest; converted back and
/// compared, a result above the operand in magnitude steps one ulp toward
/// zero (the float's bits are sign and magnitude), and an inexact one gets
/// its lowest bit set.
fn f64_to_f32_odd(f: &str, a: &Src, t: &mut dyn Temps) -> String {
    let b = t.v64();
    let (aw, bw) = (a.whole(), b.whole());
    let m = t.v32();
    format!(
        "v_cvt_f32_f64 {f}, {aw}\nv_cvt_f64_f32 {bw}, {f}\n\
         v_cmp_gt_f64_e64 vcc, |{bw}|, |{aw}|\nv_subrev_u32_e32 {m}, 1, {f}\n\
         v_cndmask_b32_e32 {f}, {f}, {m}, vcc\n\
         v_cmp_lg_f64_e64 vcc, {bw}, {aw}\nv_or_b32_e32 {m}, 1, {f}\n\
         v_cndmask_b32_e32 {f}, {f}, {m}, vcc\n"
    )
}

/// Clamps the 32-bit conversion result in `d` to an `i8`/`i16` result's
/// range (nothing for 32 bits).
fn saturate(to: Type, signed: bool, d: &str) -> String {
    match (to.bits(), signed) {
        (32, _) => String::new(),
        (bits, true) => {
            let max = (1u32 << (bits - 1)) - 1;
            format!(
                "\nv_max_i32_e32 {d}, {:#x}, {d}\nv_min_i32_e32 {d}, {max:#x}, {d}",
                !max
            )
        }
        (bits, false) => format!("\nv_min_u32_e32 {d}, {:#x}, {d}", (1u32 << bits) - 1),
    }
}
