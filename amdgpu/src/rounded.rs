//! Float operations rounded as IEEE 754 says: MIR's [`InstData::Rounded`]
//! (PTX's `add.rz.f32`, `div.rn.f64`, `sqrt.rp.f32`, ...), and the
//! correctly rounded division and square root that MIR writes `DivRn` and
//! `SqrtRn` (the `Rn` case of the same thing).
//!
//! The hardware rounds to nearest, ties to even, unless the wave's MODE
//! register says otherwise (its bits 1:0 round f32 results, bits 3:2 f64
//! and f16 ones: 0 to nearest even, 1 toward +inf, 2 toward -inf, 3 toward
//! zero; MI200 ISA, section 3.3 "Mode register"). The kernel starts in the
//! nearest mode (the descriptor's `float_round_mode_*` are 0), so:
//!
//! - `add`, `sub`, `mul` and `fma` to nearest are the plain instruction; in
//!   another mode, `S_SETREG_IMM32_B32` switches MODE's rounding bits for
//!   that one instruction and back, as LLVM's AMDGPU backend does for
//!   `llvm.set.rounding`;
//! - division and reciprocal to nearest are LLVM's expansion of `fdiv`
//!   (which Triton's AMD backend emits for `arith.divf` and libdevice's
//!   `__nv_ddiv_rn`): `V_DIV_SCALE` scales the operands away from the range
//!   ends, `V_RCP` is refined by Newton steps in `V_FMA`, the quotient and
//!   its residual, `V_DIV_FMAS` (which undoes the scaling) and `V_DIV_FIXUP`
//!   (zeros, infinities, NaN);
//! - square root to nearest is LLVM's expansion of `llvm.sqrt`: for f32,
//!   `V_SQRT_F32` (1 ulp) corrected by the signs of the residuals of its two
//!   neighbours; for f64, `V_RSQ_F64` refined by Goldschmidt's iteration and
//!   two residual steps; both scaled around the denormal range, with zeros
//!   and +inf passed through (`V_CMP_CLASS`);
//! - f32 division, reciprocal and square root in a directed mode are the
//!   f64 operation rounded to nearest, converted to f32 in the mode
//!   (`through_f64` says why that is exact);
//! - f64 division, reciprocal and square root in a directed mode are the
//!   operation rounded to nearest, stepped one ulp where the sign of its
//!   residual, computed by one `V_FMA_F64` in the mode, says the exact
//!   result lies on the wrong side of it (`directed64` says why the sign is
//!   exact down to the denormals).
//!
//! [`template`] gives an operation's text for the tests, which run it on an
//! emulator of the instructions against Rust's arithmetic
//! (`tests/tests/amdgcn_emulated.rs`).
//!
//! [`InstData::Rounded`]: tilelift_mir::InstData::Rounded

use crate::asm::{Asm, Slot};
use crate::insts::{Src, Temps};
use tilelift_mir::{RoundMode, RoundedOp, Type};

/// The text of `d = op(args)` rounded `mode`, for the tests (`Err` names
/// what is not supported).
pub fn template(
    op: RoundedOp,
    mode: RoundMode,
    ty: Type,
    d: &Src,
    args: &[Src],
    t: &mut dyn Temps,
) -> Result<String, String> {
    let mut asm = Asm::new();
    select(op, mode, ty, d, args, t, &mut asm)?;
    Ok(asm.to_template())
}

/// Appends the lines of `d = op(args)` rounded `mode` on `ty` (f32 or f64)
/// to `asm`: `args` are [`RoundedOp::arity`] registers, `d` is written
/// after the last read of an operand (so it may share a register with one);
/// `Err`
/// names what is not supported.
pub fn select(
    op: RoundedOp,
    mode: RoundMode,
    ty: Type,
    d: &Src,
    args: &[Src],
    t: &mut dyn Temps,
    asm: &mut Asm,
) -> Result<(), String> {
    use RoundedOp::*;
    if !matches!(ty, Type::F32 | Type::F64) || args.len() < op.arity() {
        return Err(format!("{op:?} of {ty} rounded {mode:?}"));
    }
    let one = Src::Text(std::borrow::Cow::Borrowed("1.0"));
    match (op, mode) {
        (Div, RoundMode::Rn) => div(ty, d, &args[0], &args[1], t, asm),
        (Rcp, RoundMode::Rn) => div(ty, d, &one, &args[0], t, asm),
        (Sqrt, RoundMode::Rn) => match ty {
            Type::F32 => sqrt32(d, &args[0], t, asm),
            _ => sqrt64(d, &args[0], t, asm),
        },
        (Add | Sub | Mul | Fma, _) => in_mode(op, mode, ty, d, args, asm),
        (Div | Rcp | Sqrt, _) if ty == Type::F32 => through_f64(op, mode, d, args, t, asm),
        (Div | Rcp | Sqrt, _) => directed64(op, mode, d, args, t, asm),
    }
    Ok(())
}

/// The 4-bit value of MODE's rounding fields for `mode`, f32 and f64 alike.
fn mode_bits(mode: RoundMode) -> &'static str {
    match mode {
        RoundMode::Rn => "0",
        RoundMode::Rp => "5",
        RoundMode::Rm => "10",
        RoundMode::Rz => "15",
    }
}

/// `add`, `sub`, `mul` or `fma`: one instruction, with MODE's rounding
/// bits set around it where `mode` is not the kernel's.
fn in_mode(op: RoundedOp, mode: RoundMode, ty: Type, d: &Src, args: &[Src], asm: &mut Asm) {
    let set = Slot::Str("hwreg(HW_REG_MODE, 0, 4)");
    if mode != RoundMode::Rn {
        asm.line("s_setreg_imm32_b32", &[set, Slot::Str(mode_bits(mode))]);
    }
    let d = asm.src(d);
    let a: Vec<Slot> = args.iter().map(|s| asm.src(s)).collect();
    let f64 = ty == Type::F64;
    match op {
        RoundedOp::Add => asm.line(
            if f64 { "v_add_f64" } else { "v_add_f32_e64" },
            &[d, a[0], a[1]],
        ),
        RoundedOp::Sub if f64 => {
            let b = a[1].negated().expect("operands are registers");
            asm.line("v_add_f64", &[d, a[0], b])
        }
        RoundedOp::Sub => asm.line("v_sub_f32_e64", &[d, a[0], a[1]]),
        RoundedOp::Mul => asm.line(
            if f64 { "v_mul_f64" } else { "v_mul_f32_e64" },
            &[d, a[0], a[1]],
        ),
        _ => asm.line(
            if f64 { "v_fma_f64" } else { "v_fma_f32" },
            &[d, a[0], a[1], a[2]],
        ),
    };
    if mode != RoundMode::Rn {
        asm.line(
            "s_setreg_imm32_b32",
            &[set, Slot::Str(mode_bits(RoundMode::Rn))],
        );
    }
}

/// `d = op(args)` on f32 in a directed mode: the operation correctly
/// rounded to nearest in f64 ([`div`], [`sqrt64`]), then converted to f32
/// by `V_CVT_F32_F64` in the mode (MODE's bits are switched around it, as
/// LLVM does for `llvm.fptrunc.round`). Rounding twice gives the directed
/// result of the exact one: a quotient of two f32 values that is not an f32
/// value lies at least 2^-48 (relative) from every f32 value, a square root
/// 2^-49 (the residual `a - f*b` or `a - f*f` of a candidate `f` is a
/// nonzero multiple of the product's last bit), so rounding to nearest in
/// f64 (2^-53) neither crosses nor reaches one; in the f32 denormal range the
/// residual's grain (2^-172) is still above the f64 rounding error (2^-179).
fn through_f64(
    op: RoundedOp,
    mode: RoundMode,
    d: &Src,
    args: &[Src],
    t: &mut dyn Temps,
    asm: &mut Asm,
) {
    let wide: Vec<Src> = args[..op.arity()]
        .iter()
        .map(|a| {
            let w = t.v64();
            let (ws, a) = (asm.src(&w), asm.src(a));
            asm.line("v_cvt_f64_f32_e32", &[ws, a]);
            w
        })
        .collect();
    let q = t.v64();
    nearest64(op, &q, &wide, t, asm);
    let set = Slot::Str("hwreg(HW_REG_MODE, 0, 4)");
    let (d, q) = (asm.src(d), asm.src(&q));
    asm.line("s_setreg_imm32_b32", &[set, Slot::Str(mode_bits(mode))])
        .line("v_cvt_f32_f64_e32", &[d, q])
        .line(
            "s_setreg_imm32_b32",
            &[set, Slot::Str(mode_bits(RoundMode::Rn))],
        );
}

/// `d = op(args)` (division, reciprocal or square root) on f64, rounded to
/// nearest.
fn nearest64(op: RoundedOp, d: &Src, args: &[Src], t: &mut dyn Temps, asm: &mut Asm) {
    let one = Src::Text(std::borrow::Cow::Borrowed("1.0"));
    match op {
        RoundedOp::Div => div(Type::F64, d, &args[0], &args[1], t, asm),
        RoundedOp::Rcp => div(Type::F64, d, &one, &args[0], t, asm),
        _ => sqrt64(d, &args[0], t, asm),
    }
}

/// `d = op(args)` on f64 in a directed mode: `q`, the operation rounded to
/// nearest ([`div`], [`sqrt64`]), is the directed result or one ulp from
/// it, on the side where the exact result `x = num / den` lies (for a
/// square root, `den` is `q` itself: `num / q - q` has the sign of
/// `sqrt(num) - q`). That side is the sign of
/// `S = |den| * (x - q) = sgn(den) * num - q * |den|`, one `V_FMA_F64`
/// whose operand `num` has its sign flipped by `den`'s. Computed in the
/// mode itself, the fma's sign is exact even where `S` is far below the
/// denormals: rounding up keeps a positive exact value above zero (at
/// least the smallest denormal) and never takes a negative one above zero,
/// rounding down the mirror; so `S > 0` rounded up, and `S < 0` rounded
/// down, are the exact `x > q` and `x < q`. Toward zero, the side that
/// matters is `|x| < |q|` (`q` has `x`'s sign): `T = sgn(q) * S`, whose
/// `den` operand also takes `q`'s sign (`copysign(den, q)` for `|den|`),
/// rounded down. Then `q` steps one ulp as an integer (toward +inf: +1
/// for a positive `q`, -1 for a negative one). The overflow cases follow:
/// a finite quotient that rounded to `+inf` has `S = -inf` (to `-inf`:
/// `S = +inf`), and steps back to the largest finite value; where the exact result is `inf`, NaN or
/// exact (zero operands, infinities, a zero divisor), `S` is NaN or 0 and
/// `q` stays.
fn directed64(
    op: RoundedOp,
    mode: RoundMode,
    d: &Src,
    args: &[Src],
    t: &mut dyn Temps,
    asm: &mut Asm,
) {
    let q = t.v64();
    let (num, den) = match op {
        RoundedOp::Div => (Some(&args[0]), &args[1]),
        RoundedOp::Rcp => (None, &args[0]),
        _ => (Some(&args[0]), &q),
    };
    nearest64(op, &q, args, t, asm);
    let [n, s] = [t.v64(), t.v64()];
    let k = t.v32();
    let m = t.mask();
    let (qs, nl, nh, sl, sh) = (
        asm.src(&q),
        asm.half(&n, false),
        asm.half(&n, true),
        asm.half(&s, false),
        asm.half(&s, true),
    );
    let (ql, qh, dl, dh) = (
        asm.half(&q, false),
        asm.half(&q, true),
        asm.half(d, false),
        asm.half(d, true),
    );
    let (den_lo, den_hi, den) = (asm.half(den, false), asm.half(den, true), asm.src(den));
    let (num_lo, num_hi) = match num {
        Some(num) => (asm.half(num, false), asm.half(num, true)),
        // 1.0's bits.
        None => (Slot::Str("0"), Slot::Str("0x3ff00000")),
    };
    let (ns, ss, k, m) = (asm.src(&n), asm.src(&s), asm.src(&k), asm.src(&m));
    let sign = Slot::Str("0x80000000");
    let set = Slot::Str("hwreg(HW_REG_MODE, 0, 4)");
    let neg_q = qs.negated().expect("the temporaries are registers");
    // `k`: the sign bit that flips `num` (den's; toward zero, den's and q's).
    if mode == RoundMode::Rz {
        asm.line("v_xor_b32_e32", &[k, den_hi, qh])
            .line("v_and_b32_e32", &[k, sign, k])
            // den with q's sign: den's sign flipped where the two differ.
            .line("v_xor_b32_e32", &[sh, den_hi, k])
            .line("v_mov_b32_e32", &[sl, den_lo]);
    } else {
        asm.line("v_and_b32_e32", &[k, sign, den_hi]);
    }
    let den = match mode {
        RoundMode::Rz => ss,
        _ => den.absolute().expect("operands are registers"),
    };
    let (fma_mode, test) = match mode {
        RoundMode::Rp => (RoundMode::Rp, "v_cmp_lt_f64_e64"),
        _ => (RoundMode::Rm, "v_cmp_gt_f64_e64"),
    };
    asm.line("v_xor_b32_e32", &[nh, num_hi, k])
        .line("v_mov_b32_e32", &[nl, num_lo])
        .line("s_setreg_imm32_b32", &[set, Slot::Str(mode_bits(fma_mode))])
        .line("v_fma_f64", &[ns, neg_q, den, ns])
        .line(
            "s_setreg_imm32_b32",
            &[set, Slot::Str(mode_bits(RoundMode::Rn))],
        )
        // `0 < S` up, `0 > S` down (and toward zero).
        .line(test, &[m, Slot::Str("0"), ns]);
    // `k`: the step where the test holds; toward +inf is +1 for a positive
    // `q` (`q_hi >> 31 | 1` is +1 or -1), toward -inf the opposite.
    match mode {
        RoundMode::Rp => asm.line("v_ashrrev_i32_e32", &[k, Slot::Str("31"), qh]),
        RoundMode::Rm => asm
            .line("v_not_b32_e32", &[k, qh])
            .line("v_ashrrev_i32_e32", &[k, Slot::Str("31"), k]),
        _ => asm.line("v_mov_b32_e32", &[k, Slot::Str("-1")]),
    };
    if mode != RoundMode::Rz {
        asm.line("v_or_b32_e32", &[k, Slot::Str("1"), k]);
    }
    let vcc = Slot::Str("vcc");
    asm.line("v_cndmask_b32_e64", &[k, Slot::Str("0"), k, m])
        .line("v_ashrrev_i32_e32", &[nh, Slot::Str("31"), k])
        .line("v_add_co_u32_e32", &[dl, vcc, ql, k])
        .line("v_addc_co_u32_e32", &[dh, vcc, qh, nh, vcc]);
}

/// `d = a / b` correctly rounded to nearest, as LLVM's AMDGPU backend
/// expands `fdiv` with denormals on (the descriptor's denormal modes are 3,
/// so no mode switches): the denominator and the numerator scaled by
/// `V_DIV_SCALE` (the second sets `vcc` where the quotient must be scaled
/// back), a reciprocal from `V_RCP` refined by two Newton steps, the
/// quotient and its residual, `V_DIV_FMAS` (`residual * rcp + quotient`,
/// scaled back under `vcc`) and `V_DIV_FIXUP` (MI200 ISA, chapter 12).
/// `V_DIV_FMAS` reads `vcc` at least four VALU instructions after the
/// `V_DIV_SCALE` that wrote it, the wait states the ISA's table of manually
/// inserted wait states asks for.
fn div(ty: Type, d: &Src, a: &Src, b: &Src, t: &mut dyn Temps, asm: &mut Asm) {
    let (vcc, one) = (Slot::Str("vcc"), Slot::Str("1.0"));
    let (d, a, b) = (asm.src(d), asm.src(a), asm.src(b));
    if ty == Type::F32 {
        let [den, rcp, num, q, r] = [0; 5].map(|_| {
            let s = t.v32();
            asm.src(&s)
        });
        let neg_den = den.negated().expect("the temporaries are registers");
        asm.line("v_div_scale_f32", &[den, vcc, b, b, a])
            .line("v_rcp_f32_e32", &[rcp, den])
            .line("v_fma_f32", &[r, neg_den, rcp, one])
            .line("v_fma_f32", &[rcp, r, rcp, rcp])
            .line("v_div_scale_f32", &[num, vcc, a, b, a])
            .line("v_mul_f32_e32", &[q, num, rcp])
            .line("v_fma_f32", &[r, neg_den, q, num])
            .line("v_fma_f32", &[q, r, rcp, q])
            .line("v_fma_f32", &[r, neg_den, q, num])
            .line("v_div_fmas_f32", &[r, r, rcp, q])
            .line("v_div_fixup_f32", &[d, r, b, a]);
        return;
    }
    // f64: two Newton steps on the reciprocal (V_RCP_F64 is good to about
    // 2^-23), then one correction of the quotient; `tq` holds a Newton
    // residual, then the quotient, and `den` the final residual.
    let [den, rcp, num, tq] = [0; 4].map(|_| {
        let s = t.v64();
        asm.src(&s)
    });
    let neg_den = den.negated().expect("the temporaries are registers");
    asm.line("v_div_scale_f64", &[den, vcc, b, b, a])
        .line("v_rcp_f64_e32", &[rcp, den])
        .line("v_div_scale_f64", &[num, vcc, a, b, a])
        .line("v_fma_f64", &[tq, neg_den, rcp, one])
        .line("v_fma_f64", &[rcp, rcp, tq, rcp])
        .line("v_fma_f64", &[tq, neg_den, rcp, one])
        .line("v_fma_f64", &[rcp, rcp, tq, rcp])
        .line("v_mul_f64", &[tq, num, rcp])
        .line("v_fma_f64", &[den, neg_den, tq, num])
        .line("v_div_fmas_f64", &[den, den, rcp, tq])
        .line("v_div_fixup_f64", &[d, den, b, a]);
}

/// `V_CMP_CLASS` mask of -0, +0 and +inf: the operands whose square root is
/// themselves, which the refinements would turn into NaN.
const ZERO_OR_INF: &str = "0x260";

/// `d = sqrt(a)` in f32, correctly rounded, as LLVM's AMDGPU backend
/// expands `llvm.sqrt.f32`: below 2^-96 the operand is scaled by 2^32 (and
/// the root by 2^-16) so that `V_SQRT_F32` sees a normal number; its result
/// `s` (good to 1 ulp) is replaced by the neighbour `s - 1ulp` where that
/// one's residual `x - (s - 1ulp) * s` is not positive, and by `s + 1ulp`
/// where `x - (s + 1ulp) * s` is positive.
fn sqrt32(d: &Src, a: &Src, t: &mut dyn Temps, asm: &mut Asm) {
    let (d, a) = (asm.src(d), asm.src(a));
    let [k, x, s, down, up] = [0; 5].map(|_| {
        let r = t.v32();
        asm.src(&r)
    });
    let m = t.mask();
    let m = asm.src(&m);
    let (vcc, zero) = (Slot::Str("vcc"), Slot::Str("0"));
    let (neg_down, neg_up) = (down.negated().unwrap(), up.negated().unwrap());
    asm.line("v_mov_b32", &[k, Slot::Str("0xf800000")])
        .line("v_cmp_gt_f32_e32", &[vcc, k, a])
        .line("v_mul_f32_e32", &[x, Slot::Str("0x4f800000"), a])
        .line("v_cndmask_b32_e32", &[x, a, x, vcc])
        .line("v_sqrt_f32_e32", &[s, x])
        .line("v_add_u32_e32", &[down, Slot::Str("-1"), s])
        .line("v_fma_f32", &[up, neg_down, s, x])
        .line("v_cmp_ge_f32_e64", &[m, zero, up])
        .line("v_cndmask_b32_e64", &[down, s, down, m])
        .line("v_add_u32_e32", &[up, Slot::Str("1"), s])
        .line("v_fma_f32", &[k, neg_up, s, x])
        .line("v_cmp_lt_f32_e64", &[m, zero, k])
        .line("v_cndmask_b32_e64", &[s, down, up, m])
        .line("v_mul_f32_e32", &[k, Slot::Str("0x37800000"), s])
        .line("v_cndmask_b32_e32", &[s, s, k, vcc])
        .line("v_mov_b32", &[k, Slot::Str(ZERO_OR_INF)])
        .line("v_cmp_class_f32_e32", &[vcc, x, k])
        .line("v_cndmask_b32_e32", &[d, s, x, vcc]);
}

/// `d = sqrt(a)` in f64, correctly rounded, as LLVM's AMDGPU backend
/// expands `llvm.sqrt.f64`: below 2^-767 the operand is scaled by 2^256
/// (and the root by 2^-128); from `r = V_RSQ_F64(x)` (good to about 2^-23),
/// `g = x * r` and `h = r / 2` are refined together by one Goldschmidt step
/// (`e = 1/2 - h * g`, `g += g * e`, `h += h * e`), then `g` by two residual
/// steps (`g += (x - g * g) * h`).
fn sqrt64(d: &Src, a: &Src, t: &mut dyn Temps, asm: &mut Asm) {
    let (a, dl, dh) = (asm.src(a), asm.half(d, false), asm.half(d, true));
    let [x, h, g, e] = [0; 4].map(|_| t.v64());
    let k = t.v32();
    let (xl, xh, gl, gh) = (
        asm.half(&x, false),
        asm.half(&x, true),
        asm.half(&g, false),
        asm.half(&g, true),
    );
    let [x, h, g, e, k] = [x, h, g, e, k].map(|r| asm.src(&r));
    let (neg_h, neg_g) = (h.negated().unwrap(), g.negated().unwrap());
    let (vcc, half) = (Slot::Str("vcc"), Slot::Str("0.5"));
    asm.line("v_mov_b32", &[xl, Slot::Str("0")])
        .line("v_mov_b32", &[xh, Slot::Str("0x10000000")])
        .line("v_cmp_gt_f64_e32", &[vcc, x, a])
        .line(
            "v_cndmask_b32_e64",
            &[k, Slot::Str("0"), Slot::Str("1"), vcc],
        )
        .line("v_lshlrev_b32_e32", &[k, Slot::Str("8"), k])
        .line("v_ldexp_f64", &[x, a, k])
        .line("v_rsq_f64_e32", &[h, x])
        .line("v_mul_f64", &[g, x, h])
        .line("v_mul_f64", &[h, h, half])
        .line("v_fma_f64", &[e, neg_h, g, half])
        .line("v_fma_f64", &[g, g, e, g])
        .line("v_fma_f64", &[h, h, e, h])
        .line("v_fma_f64", &[e, neg_g, g, x])
        .line("v_fma_f64", &[g, e, h, g])
        .line("v_fma_f64", &[e, neg_g, g, x])
        .line("v_fma_f64", &[g, e, h, g])
        .line("v_lshrrev_b32_e32", &[k, Slot::Str("1"), k])
        .line("v_sub_u32_e32", &[k, Slot::Str("0"), k])
        .line("v_ldexp_f64", &[g, g, k])
        .line("v_mov_b32", &[k, Slot::Str(ZERO_OR_INF)])
        .line("v_cmp_class_f64_e32", &[vcc, x, k])
        .line("v_cndmask_b32_e32", &[dl, gl, xl, vcc])
        .line("v_cndmask_b32_e32", &[dh, gh, xh, vcc]);
}
