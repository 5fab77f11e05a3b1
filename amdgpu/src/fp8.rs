//! The OCP 8-bit floats (`f8E4M3FN`, `f8E5M2`) to and from wider floats:
//! MIR's [`InstData::Fp8x2ToF16x2`] and [`InstData::F32x2ToFp8x2`], which are
//! one `cvt` on sm_89 and newer. gfx90a has no 8-bit float conversions, and
//! gfx942's (`V_CVT_PK_F32_FP8`, ...) are for the FNUZ formats (another
//! bias, no negative zero), so both are done with integer and float
//! arithmetic, one element at a time:
//!
//! - to `f16`, exactly: an E5M2 value is the high byte of the `f16` with
//!   the same bits. An E4M3 value's magnitude bits shifted up by 7 are the
//!   `f16` with its exponent field and the top of its mantissa; as an `f16`
//!   that is the value times 2^-8, for normal and denormal values alike (the
//!   denormal `m * 2^-9` lands in `f16`'s denormals as `m * 2^-17`), so one
//!   `V_MUL_F16` by 2^8 makes it exact (f16 denormals are on: the
//!   descriptor's `float_denorm_mode_16_64` is 3). The one NaN magnitude
//!   (`0x7f`) becomes `f16`'s NaN with its sign;
//! - from `f32`, rounded to nearest even, saturated to the largest finite
//!   value (infinities too), NaN kept, as PTX's `cvt.rn.satfinite`: in the
//!   normal range the `f32` bits are rounded at the format's last mantissa
//!   bit (`bits + half - 1 + lsb`, then shifted down; a carry into the
//!   exponent is the right result) and rebased to the format's exponent
//!   bias; below the smallest normal value the code is `rint(|x| * 2^k)`,
//!   the number of denormal steps (the largest of which, the step count of
//!   the smallest normal value, is its code too).
//!
//! [`InstData::Fp8x2ToF16x2`]: tilelift_mir::InstData::Fp8x2ToF16x2
//! [`InstData::F32x2ToFp8x2`]: tilelift_mir::InstData::F32x2ToFp8x2

use crate::asm::{Asm, Slot};
use crate::insts::{Src, Temps};
use tilelift_mir::Fp8;

/// What the conversion from `f32` needs to know about a format.
struct Format {
    /// The mantissa bits below `f32`'s that the format drops.
    dropped: &'static str,
    /// Half the last kept bit, less one: the rounding bias.
    bias: &'static str,
    /// `(127 - bias) << mantissa bits`: what rebases the exponent.
    rebase: &'static str,
    /// The bits of the smallest normal value as an `f32`.
    min_normal: &'static str,
    /// 2^k as an `f32`: the denormal step's reciprocal.
    steps: &'static str,
    /// The largest finite code.
    max: &'static str,
}

fn format(f: Fp8) -> Format {
    match f {
        // 3 mantissa bits, bias 7: smallest normal 2^-6, step 2^-9, max 448.
        Fp8::E4M3 => Format {
            dropped: "20",
            bias: "0x7ffff",
            rebase: "0x3c0",
            min_normal: "0x3c800000",
            steps: "0x44000000",
            max: "0x7e",
        },
        // 2 mantissa bits, bias 15: smallest normal 2^-14, step 2^-16, max
        // 57344.
        Fp8::E5M2 => Format {
            dropped: "21",
            bias: "0xfffff",
            rebase: "0x1c0",
            min_normal: "0x38800000",
            steps: "0x47800000",
            max: "0x7b",
        },
    }
}

/// `d` (32 bits: two `f16`, the first low) from `src` (two 8-bit floats of
/// `f` in its low 16 bits, the first low).
pub fn to_f16x2(f: Fp8, d: &Src, src: &Src, t: &mut dyn Temps, asm: &mut Asm) {
    let halves = [false, true].map(|high| {
        let h = t.v32();
        to_f16(f, &h, src, high, t, asm);
        h
    });
    let (d, lo, hi) = (asm.src(d), asm.src(&halves[0]), asm.src(&halves[1]));
    asm.line("v_and_b32_e32", &[lo, Slot::Str("0xffff"), lo])
        .line("v_lshl_or_b32", &[d, hi, Slot::Str("16"), lo]);
}

/// `h` (an `f16` in the low half) from byte 0 or 1 (`high`) of `src`.
fn to_f16(f: Fp8, h: &Src, src: &Src, high: bool, t: &mut dyn Temps, asm: &mut Asm) {
    let (h, src) = (asm.src(h), asm.src(src));
    let at = Slot::Str(if high { "8" } else { "0" });
    asm.line("v_bfe_u32", &[h, src, at, Slot::Str("8")]);
    if f == Fp8::E5M2 {
        asm.line("v_lshlrev_b32_e32", &[h, Slot::Str("8"), h]);
        return;
    }
    let [mag, sign] = [t.v32(), t.v32()].map(|r| asm.src(&r));
    let vcc = Slot::Str("vcc");
    asm.line("v_and_b32_e32", &[mag, Slot::Str("0x7f"), h])
        .line("v_and_b32_e32", &[sign, Slot::Str("0x80"), h])
        .line("v_lshlrev_b32_e32", &[sign, Slot::Str("8"), sign])
        .line("v_lshlrev_b32_e32", &[h, Slot::Str("7"), mag])
        .line("v_or_b32_e32", &[h, h, sign])
        // Times 2^8 (0x5c00).
        .line("v_mul_f16_e32", &[h, Slot::Str("0x5c00"), h])
        .line("v_cmp_eq_u32_e32", &[vcc, Slot::Str("0x7f"), mag])
        .line("v_or_b32_e32", &[sign, Slot::Str("0x7fff"), sign])
        .line("v_cndmask_b32_e32", &[h, h, sign, vcc]);
}

/// `d` (two 8-bit floats of `f` in its low 16 bits, the first low) from the
/// `f32` values `srcs`.
pub fn from_f32x2(f: Fp8, d: &Src, srcs: [&Src; 2], t: &mut dyn Temps, asm: &mut Asm) {
    let codes = srcs.map(|x| {
        let c = t.v32();
        from_f32(f, &c, x, t, asm);
        c
    });
    let (d, lo, hi) = (asm.src(d), asm.src(&codes[0]), asm.src(&codes[1]));
    asm.line("v_lshl_or_b32", &[d, hi, Slot::Str("8"), lo]);
}

/// `c` (the code of `f`) from the `f32` `x`.
fn from_f32(f: Fp8, c: &Src, x: &Src, t: &mut dyn Temps, asm: &mut Asm) {
    let f = format(f);
    let (c, x) = (asm.src(c), asm.src(x));
    let [mag, lsb, den, k] = [t.v32(), t.v32(), t.v32(), t.v32()].map(|r| asm.src(&r));
    let vcc = Slot::Str("vcc");
    asm.line("v_and_b32_e32", &[mag, Slot::Str("0x7fffffff"), x])
        // Normal: rounded at the last kept bit, rebased, saturated.
        .line(
            "v_bfe_u32",
            &[lsb, mag, Slot::Str(f.dropped), Slot::Str("1")],
        )
        .line("v_mov_b32_e32", &[k, Slot::Str(f.bias)])
        .line("v_add3_u32", &[c, mag, lsb, k])
        .line("v_lshrrev_b32_e32", &[c, Slot::Str(f.dropped), c])
        .line("v_subrev_u32_e32", &[c, Slot::Str(f.rebase), c])
        .line("v_min_u32_e32", &[c, Slot::Str(f.max), c])
        // Denormal: the number of steps, rounded to nearest even.
        .line("v_mul_f32_e32", &[den, Slot::Str(f.steps), mag])
        .line("v_rndne_f32_e32", &[den, den])
        .line("v_cvt_u32_f32_e32", &[den, den])
        .line("v_cmp_gt_u32_e32", &[vcc, Slot::Str(f.min_normal), mag])
        .line("v_cndmask_b32_e32", &[c, c, den, vcc])
        // NaN: 0x7f; then the sign.
        // (the literal in a register: `vcc` takes the constant bus).
        .line("v_mov_b32_e32", &[k, Slot::Str("0x7f")])
        .line("v_cmp_ge_u32_e32", &[vcc, Slot::Str("0x7f800000"), mag])
        .line("v_cndmask_b32_e32", &[c, k, c, vcc])
        .line("v_lshrrev_b32_e32", &[k, Slot::Str("24"), x])
        .line("v_and_b32_e32", &[k, Slot::Str("0x80"), k])
        .line("v_or_b32_e32", &[c, c, k]);
}
