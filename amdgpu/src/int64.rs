//! 64-bit integer arithmetic other than add and subtract (those are in
//! [`crate::isel`]), as lines of assembly ([`crate::asm`]; division's loop a
//! template of text) on the halves of VGPR pairs: bitwise operations,
//! multiplication (and the wide product of two 32-bit registers), the high
//! half of the unsigned product, minimum and maximum, shifts, division and
//! remainder.
//!
//! The instructions (MI200 ISA, chapter 12 "Instructions"): `V_MUL_LO_U32`,
//! `V_MUL_HI_U32`, `V_MAD_U64_U32` and `V_MAD_I64_I32` (VOP3B: a 64-bit
//! `a * b + c` with a carry out), `V_LSHLREV_B64`, `V_LSHRREV_B64`,
//! `V_ASHRREV_I64` (they read the amount's low six bits), `V_CMP_*_I64` /
//! `_U64`, `V_CNDMASK_B32`, `V_SUB_CO_U32` / `V_SUBB_CO_U32` (borrow in
//! `vcc`), and the scalar `S_SUB_U32`, `S_CMP_LG_U32`, `S_CBRANCH_SCC1` of
//! division's loop.

use crate::asm::{Asm, Slot};
use crate::insts::{self as mi, Src, Temps};
use tilelift_mir::BinaryOp;

/// `vcc`, where compares and carries go.
const VCC: Slot = Slot::Str("vcc");

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

/// The template of text of `d = a op b` and whether `d` must be written
/// early: [`select`]'s lines as text (what the emulator of the tests runs).
pub fn template(
    op: BinaryOp,
    d: &Src,
    a: &Src,
    b: &Amount,
    label: usize,
    t: &mut dyn Temps,
) -> Result<(String, bool), String> {
    let mut asm = Asm::new();
    let early = select(op, d, a, b, label, t, &mut asm)?;
    Ok((asm.to_template(), early))
}

/// Appends the lines of `d = a op b` to `asm`; whether `d` must be written
/// early (the lines write it before they last read an operand). `label`
/// makes the labels of division's loop unique in the kernel. `Err` names
/// what is not supported.
pub fn select(
    op: BinaryOp,
    d: &Src,
    a: &Src,
    b: &Amount,
    label: usize,
    t: &mut dyn Temps,
    asm: &mut Asm,
) -> Result<bool, String> {
    use BinaryOp::*;
    let b = match b {
        Amount::Value(b) => b,
        Amount::Imm(k) => {
            shift_imm(asm, op, d, a, *k);
            return Ok(false);
        }
        Amount::Reg(b, wide) => {
            shift_reg(asm, op, d, a, b, *wide, t);
            return Ok(true);
        }
    };
    let (alo, ahi) = (asm.half(a, false), asm.half(a, true));
    let (blo, bhi) = (asm.half(b, false), asm.half(b, true));
    let (dlo, dhi) = (asm.half(d, false), asm.half(d, true));
    Ok(match op {
        And | Or | Xor => {
            // Each half reads only its own halves: `d` may share a register
            // with a dying operand.
            let m = match op {
                And => "v_and_b32_e64",
                Or => "v_or_b32_e64",
                _ => "v_xor_b32_e64",
            };
            asm.line(m, &[dlo, alo, blo]).line(m, &[dhi, ahi, bhi]);
            false
        }
        Mul => {
            // lo(a) * lo(b) in full, plus the low halves of the cross
            // products in the high word.
            let x = t.v32();
            let x = asm.src(&x);
            asm.line("v_mul_lo_u32", &[x, alo, bhi])
                .line("v_mul_hi_u32", &[dhi, alo, blo])
                .line("v_add_u32_e32", &[dhi, dhi, x])
                .line("v_mul_lo_u32", &[x, ahi, blo])
                .line("v_add_u32_e32", &[dhi, dhi, x])
                .line("v_mul_lo_u32", &[dlo, alo, blo]);
            true
        }
        MinS | MaxS | MinU | MaxU => {
            // `vcc` = whether `a` is the result; `d` is written after the
            // compare read both operands, and each half reads its own.
            let cmp = match op {
                MinS => "v_cmp_lt_i64_e64",
                MaxS => "v_cmp_gt_i64_e64",
                MinU => "v_cmp_lt_u64_e64",
                _ => "v_cmp_gt_u64_e64",
            };
            let (aw, bw) = (asm.src(a), asm.src(b));
            asm.line(cmp, &[VCC, aw, bw])
                .line("v_cndmask_b32_e64", &[dlo, blo, alo, VCC])
                .line("v_cndmask_b32_e64", &[dhi, bhi, ahi, VCC]);
            false
        }
        MulHiU => {
            // The high 64 bits of the 128-bit product from 32-bit limbs,
            // with `V_MAD_U64_U32` (`vcc` takes its carry-out, unused):
            // x = a0 b1 + hi(a0 b0), y = a1 b0 + lo(x), result = a1 b1 +
            // hi(x) + hi(y). No step overflows 64 bits ((2^32 - 1)^2 +
            // 2 (2^32 - 1) < 2^64).
            let (x, y) = (t.v64(), t.v64());
            let (xw, xlo, xhi) = (asm.src(&x), asm.half(&x, false), asm.half(&x, true));
            let (yw, ylo, yhi) = (asm.src(&y), asm.half(&y, false), asm.half(&y, true));
            let (dw, zero) = (asm.src(d), Slot::Str("0"));
            asm.line("v_mul_hi_u32", &[ylo, alo, blo])
                .line("v_mov_b32", &[yhi, zero])
                .line("v_mad_u64_u32", &[xw, VCC, alo, bhi, yw])
                .line("v_mov_b32", &[ylo, xlo])
                .line("v_mad_u64_u32", &[yw, VCC, ahi, blo, yw])
                .line("v_mov_b32", &[xlo, xhi])
                .line("v_mov_b32", &[xhi, zero])
                .line("v_mad_u64_u32", &[dw, VCC, ahi, bhi, xw])
                .line("v_add_co_u32_e32", &[dlo, VCC, dlo, yhi])
                .line("v_addc_co_u32_e32", &[dhi, VCC, zero, dhi, VCC]);
            true
        }
        DivS | DivU | RemS | RemU => {
            let tt = [(); 6].map(|_| t.v32().whole());
            let pairs = [t.v64(), t.v64(), t.v64(), t.v64()];
            let m = t.mask().whole();
            let label = format!(".Ldiv64_{label}");
            asm.template(&divrem64(op, &label, d, a, b, &pairs, &tt, &m));
            true
        }
        _ => return Err(format!("{op:?} of i64")),
    })
}

/// `d = a * b + c`: the full product of the 32-bit `a` and `b`, signed or
/// not, plus the 64-bit `c` (`0` for the product alone): one
/// `V_MAD_I64_I32` / `V_MAD_U64_U32` (VOP3B, its carry-out to `vcc`,
/// unread), as LLVM selects a wide product for gfx90a; against a
/// `V_MUL_LO_U32` and a `V_MUL_HI_*`, two passes of the quarter-rate
/// multiplier, and an add's two instructions. It reads every operand
/// before it writes `d`.
pub fn wide_product(asm: &mut Asm, signed: bool, d: &Src, a: &Src, b: &Src, c: &Src) {
    let m = if signed {
        "v_mad_i64_i32"
    } else {
        "v_mad_u64_u32"
    };
    let (d, a, b, c) = (asm.src(d), asm.src(a), asm.src(b), asm.src(c));
    asm.line(m, &[d, VCC, a, b, c]);
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
fn shift_imm(asm: &mut Asm, op: BinaryOp, d: &Src, a: &Src, k: u64) {
    let m = shift_name(op);
    let (dw, aw) = (asm.src(d), asm.src(a));
    match (k >= 64, op) {
        (true, BinaryOp::ShrS) => asm.line(m, &[dw, Slot::Str("63"), aw]),
        (true, _) => {
            let (dlo, dhi) = (asm.half(d, false), asm.half(d, true));
            asm.line("v_mov_b32", &[dlo, Slot::Str("0")])
                .line("v_mov_b32", &[dhi, Slot::Str("0")])
        }
        (false, _) => asm.line(m, &[dw, Slot::Str(mi::inline_int_text(k as i32)), aw]),
    };
}

/// A shift by a register amount (64 bits wide or not): the hardware reads
/// its low six bits, so an amount of 64 or more is tested (`vcc`) and gives
/// 0, or shifts by 63 arithmetically.
fn shift_reg(
    asm: &mut Asm,
    op: BinaryOp,
    d: &Src,
    a: &Src,
    b: &Src,
    wide: bool,
    t: &mut dyn Temps,
) {
    let m = shift_name(op);
    let (dw, aw, bw) = (asm.src(d), asm.src(a), asm.src(b));
    let n64 = Slot::Str("64");
    let lo = if wide {
        asm.line("v_cmp_gt_u64_e32", &[VCC, n64, bw]);
        asm.half(b, false)
    } else {
        asm.line("v_cmp_gt_u32_e32", &[VCC, n64, bw]);
        bw
    };
    if op == BinaryOp::ShrS {
        let x = t.v32();
        let x = asm.src(&x);
        asm.line("v_cndmask_b32_e32", &[x, Slot::Str("63"), lo, VCC])
            .line(m, &[dw, x, aw]);
    } else {
        let (dlo, dhi) = (asm.half(d, false), asm.half(d, true));
        let zero = Slot::Str("0");
        asm.line(m, &[dw, lo, aw])
            .line("v_cndmask_b32_e64", &[dlo, zero, dlo, VCC])
            .line("v_cndmask_b32_e64", &[dhi, zero, dhi, VCC]);
    }
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
