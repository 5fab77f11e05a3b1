//! 64-bit integer arithmetic other than add and subtract (those are in
//! [`crate::isel`]), as instruction templates on the halves of VGPR pairs:
//! bitwise operations, multiplication, the high half of the unsigned
//! product, minimum and maximum, shifts, division and remainder.
//!
//! The instructions (MI200 ISA, chapter 12 "Instructions"): `V_MUL_LO_U32`,
//! `V_MUL_HI_U32`, `V_MAD_U64_U32` (VOP3B: a 64-bit `a * b + c` with a carry
//! out), `V_LSHLREV_B64`, `V_LSHRREV_B64`, `V_ASHRREV_I64` (they read the
//! amount's low six bits), `V_CMP_*_I64` / `_U64`, `V_CNDMASK_B32`,
//! `V_SUB_CO_U32` / `V_SUBB_CO_U32` (borrow in `vcc`), and the scalar
//! `S_SUB_U32`, `S_CMP_LG_U32`, `S_CBRANCH_SCC1` of division's loop.

use crate::insts::{self as mi, Src, Temps};
use tilelift_mir::BinaryOp;

/// The second operand of a 64-bit operation.
#[derive(Clone, Debug)]
pub enum Amount {
    /// A 64-bit value (not a shift).
    Value(Src),
    /// A shift by a constant.
    Imm(u64),
    /// A shift by a register: 64 bits wide or not.
    Reg(Src, bool),
}

/// The template of `d = a op b` and whether `d` must be written early (the
/// template writes it before it last reads an operand); `label` makes the
/// labels of division's loop unique in the kernel. `Err` names what is not
/// supported.
pub fn template(
    op: BinaryOp,
    d: &Src,
    a: &Src,
    b: &Amount,
    label: usize,
    t: &mut dyn Temps,
) -> Result<(String, bool), String> {
    use BinaryOp::*;
    let b = match b {
        Amount::Value(b) => b,
        Amount::Imm(k) => return Ok(shift_imm(op, d, a, *k)),
        Amount::Reg(b, wide) => return Ok((shift_reg(op, d, a, b, *wide, t), true)),
    };
    let (alo, ahi, blo, bhi) = (a.half(false), a.half(true), b.half(false), b.half(true));
    Ok(match op {
        And | Or | Xor => {
            // Each half reads only its own halves: `d` may share a register
            // with a dying operand.
            let m = match op {
                And => "v_and_b32_e64",
                Or => "v_or_b32_e64",
                _ => "v_xor_b32_e64",
            };
            let text = mi::concat(&[
                &mi::vop2(m, &d.half(false), &alo, &blo),
                "\n",
                &mi::vop2(m, &d.half(true), &ahi, &bhi),
            ]);
            (text, false)
        }
        Mul => {
            // lo(a) * lo(b) in full, plus the low halves of the cross
            // products in the high word.
            let x = t.v32();
            let (dlo, dhi) = (d.half(false), d.half(true));
            let mut text = String::with_capacity(192);
            mi::line(&mut text, "v_mul_lo_u32", &[&x, &alo, &bhi]);
            mi::line(&mut text, "v_mul_hi_u32", &[&dhi, &alo, &blo]);
            mi::line(&mut text, "v_add_u32_e32", &[&dhi, &dhi, &x]);
            mi::line(&mut text, "v_mul_lo_u32", &[&x, &ahi, &blo]);
            mi::line(&mut text, "v_add_u32_e32", &[&dhi, &dhi, &x]);
            mi::line(&mut text, "v_mul_lo_u32", &[&dlo, &alo, &blo]);
            (text, true)
        }
        MinS | MaxS | MinU | MaxU => {
            // `vcc` = whether `a` is the result; `d` is written after the
            // compare read both operands, and each half reads its own.
            let cond = match op {
                MinS => "lt_i64",
                MaxS => "gt_i64",
                MinU => "lt_u64",
                _ => "gt_u64",
            };
            let text = mi::concat(&[
                &mi::v_cmp(cond, "vcc", &a.whole(), &b.whole()),
                "\n",
                &mi::v_cndmask(&d.half(false), &blo, &alo, "vcc"),
                "\n",
                &mi::v_cndmask(&d.half(true), &bhi, &ahi, "vcc"),
            ]);
            (text, false)
        }
        MulHiU => {
            // The high 64 bits of the 128-bit product from 32-bit limbs,
            // with `V_MAD_U64_U32` (`vcc` takes its carry-out, unused):
            // x = a0 b1 + hi(a0 b0), y = a1 b0 + lo(x), result = a1 b1 +
            // hi(x) + hi(y). No step overflows 64 bits ((2^32 - 1)^2 +
            // 2 (2^32 - 1) < 2^64).
            let (x, y) = (t.v64(), t.v64());
            let (dlo, dhi) = (d.half(false), d.half(true));
            let (xw, xlo, xhi) = (x.whole(), x.half(false), x.half(true));
            let (yw, ylo, yhi) = (y.whole(), y.half(false), y.half(true));
            let text = format!(
                "v_mul_hi_u32 {ylo}, {alo}, {blo}\nv_mov_b32 {yhi}, 0\n\
                 v_mad_u64_u32 {xw}, vcc, {alo}, {bhi}, {yw}\n\
                 v_mov_b32 {ylo}, {xlo}\n\
                 v_mad_u64_u32 {yw}, vcc, {ahi}, {blo}, {yw}\n\
                 v_mov_b32 {xlo}, {xhi}\nv_mov_b32 {xhi}, 0\n\
                 v_mad_u64_u32 {}, vcc, {ahi}, {bhi}, {xw}\n\
                 v_add_co_u32_e32 {dlo}, vcc, {dlo}, {yhi}\n\
                 v_addc_co_u32_e32 {dhi}, vcc, 0, {dhi}, vcc",
                d.whole()
            );
            (text, true)
        }
        DivS | DivU | RemS | RemU => {
            let tt = [t.v32(), t.v32(), t.v32(), t.v32(), t.v32(), t.v32()];
            let pairs = [t.v64(), t.v64(), t.v64(), t.v64()];
            let m = t.mask();
            let label = format!(".Ldiv64_{label}");
            (divrem64(op, &label, d, a, b, &pairs, &tt, &m), true)
        }
        _ => return Err(format!("{op:?} of i64")),
    })
}

fn shift_name(op: BinaryOp) -> &'static str {
    match op {
        BinaryOp::Shl => "v_lshlrev_b64",
        BinaryOp::ShrU => "v_lshrrev_b64",
        _ => "v_ashrrev_i64",
    }
}

/// A shift by a constant: MIR's amounts of 64 or more give 0 (the sign,
/// shifting right arithmetically).
fn shift_imm(op: BinaryOp, d: &Src, a: &Src, k: u64) -> (String, bool) {
    let m = shift_name(op);
    let (dw, aw) = (d.whole(), a.whole());
    let text = match (k >= 64, op) {
        (true, BinaryOp::ShrS) => mi::vop2(m, &dw, "63", &aw),
        (true, _) => mi::concat(&[
            &mi::v_mov(&d.half(false), "0"),
            "\n",
            &mi::v_mov(&d.half(true), "0"),
        ]),
        (false, _) => mi::vop2(m, &dw, mi::inline_int_text(k as i32), &aw),
    };
    (text, false)
}

/// A shift by a register amount (64 bits wide or not): the hardware reads
/// its low six bits, so an amount of 64 or more is tested (`vcc`) and gives
/// 0, or shifts by 63 arithmetically.
fn shift_reg(op: BinaryOp, d: &Src, a: &Src, b: &Src, wide: bool, t: &mut dyn Temps) -> String {
    let m = shift_name(op);
    let (dw, aw) = (d.whole(), a.whole());
    let mut s = String::with_capacity(160);
    let lo = if wide {
        mi::line(&mut s, "v_cmp_gt_u64_e32", &["vcc", "64", &b.whole()]);
        b.half(false)
    } else {
        mi::line(&mut s, "v_cmp_gt_u32_e32", &["vcc", "64", &b.whole()]);
        b.whole()
    };
    if op == BinaryOp::ShrS {
        let x = t.v32();
        mi::line(&mut s, "v_cndmask_b32_e32", &[&x, "63", &lo, "vcc"]);
        mi::line(&mut s, m, &[&dw, &x, &aw]);
    } else {
        let (dlo, dhi) = (d.half(false), d.half(true));
        mi::line(&mut s, m, &[&dw, &lo, &aw]);
        mi::line(&mut s, "v_cndmask_b32_e64", &[&dlo, "0", &dlo, "vcc"]);
        mi::line(&mut s, "v_cndmask_b32_e64", &[&dhi, "0", &dhi, "vcc"]);
    }
    s
}

/// 64-bit integer division or remainder by restoring division: 64 steps of
/// a uniform loop (`s_cbranch_scc1` on a count in `s10`), each shifting the
/// remainder:quotient pair left by one and subtracting the divisor where the
/// remainder (with the bit shifted out of it, for divisors above 2^63) is at
/// least the divisor. Signed operations divide magnitudes and fix the signs
/// (the quotient's is the operands' xor, the remainder's the dividend's).
/// `p` holds four temporary pairs (the magnitudes, the quotient and the
/// remainder), `t` six temporaries, `m` a lane mask.
#[allow(clippy::too_many_arguments)]
fn divrem64(
    op: BinaryOp,
    label: &str,
    d: &Src,
    a: &Src,
    b: &Src,
    p: &[Src],
    t: &[mi::Text; 6],
    m: &str,
) -> String {
    use BinaryOp::*;
    let signed = matches!(op, DivS | RemS);
    let (nn, dd, q, r) = (&p[0], &p[1], &p[2], &p[3]);
    let [sn, sd, x, lo, hi, top] = t;
    let h = |s: &Src, hi: bool| s.half(hi);
    let mut s = String::new();
    // The magnitudes (or the operands, unsigned).
    let mut magnitude = |dst: &Src, src: &Src, sign: &str| {
        if signed {
            s += &format!(
                "v_ashrrev_i32 {sign}, 31, {sh}\nv_xor_b32_e32 {dl}, {sl}, {sign}\n\
                 v_xor_b32_e32 {dh}, {sh}, {sign}\nv_sub_co_u32_e32 {dl}, vcc, {dl}, {sign}\n\
                 v_subb_co_u32_e32 {dh}, vcc, {dh}, {sign}, vcc\n",
                sh = h(src, true),
                sl = h(src, false),
                dl = h(dst, false),
                dh = h(dst, true),
            );
        } else {
            s += &format!(
                "v_mov_b32 {}, {}\nv_mov_b32 {}, {}\n",
                h(dst, false),
                h(src, false),
                h(dst, true),
                h(src, true)
            );
        }
    };
    magnitude(nn, a, sn);
    magnitude(dd, b, sd);
    let (ql, qh, rl, rh) = (h(q, false), h(q, true), h(r, false), h(r, true));
    let (qw, rw, dw) = (q.whole(), r.whole(), dd.whole());
    s += &format!(
        "v_mov_b32 {ql}, {nl}\nv_mov_b32 {qh}, {nh}\nv_mov_b32 {rl}, 0\nv_mov_b32 {rh}, 0\n\
         s_mov_b32 s{sc}, 64\n{label}:\n\
         v_lshrrev_b32 {top}, 31, {rh}\nv_lshlrev_b64 {rw}, 1, {rw}\n\
         v_lshrrev_b32 {x}, 31, {qh}\nv_or_b32_e32 {rl}, {rl}, {x}\n\
         v_lshlrev_b64 {qw}, 1, {qw}\nv_cmp_ge_u64_e64 {m}, {rw}, {dw}\n\
         v_cmp_ne_u32_e32 vcc, 0, {top}\ns_or_b64 {m}, {m}, vcc\n\
         v_sub_co_u32_e32 {lo}, vcc, {rl}, {dl}\n\
         v_subb_co_u32_e32 {hi}, vcc, {rh}, {dh}, vcc\n\
         v_cndmask_b32_e64 {rl}, {rl}, {lo}, {m}\nv_cndmask_b32_e64 {rh}, {rh}, {hi}, {m}\n\
         v_cndmask_b32_e64 {x}, 0, 1, {m}\nv_or_b32_e32 {ql}, {ql}, {x}\n\
         s_sub_u32 s{sc}, s{sc}, 1\ns_cmp_lg_u32 s{sc}, 0\ns_cbranch_scc1 {label}\n",
        nl = h(nn, false),
        nh = h(nn, true),
        dl = h(dd, false),
        dh = h(dd, true),
        sc = mi::SGPR_SCRATCH,
    );
    // The result, with its sign.
    let (res, sign) = match op {
        DivS => {
            s += &format!("v_xor_b32_e32 {sn}, {sn}, {sd}\n");
            (q, Some(sn))
        }
        RemS => (r, Some(sn)),
        DivU => (q, None),
        _ => (r, None),
    };
    let (dl, dh) = (d.half(false), d.half(true));
    let (vl, vh) = (h(res, false), h(res, true));
    s += &match sign {
        Some(sg) => format!(
            "v_xor_b32_e32 {dl}, {vl}, {sg}\nv_xor_b32_e32 {dh}, {vh}, {sg}\n\
             v_sub_co_u32_e32 {dl}, vcc, {dl}, {sg}\nv_subb_co_u32_e32 {dh}, vcc, {dh}, {sg}, vcc"
        ),
        None => format!("v_mov_b32 {dl}, {vl}\nv_mov_b32 {dh}, {vh}"),
    };
    s
}
