//! `tt.atomic_rmw fadd` of `f16` and `bf16` (PTX's `atom.add.noftz.f16` and
//! `.bf16`). The hardware's 16-bit float atomics add two halves at once to a
//! 32-bit word (`GLOBAL_ATOMIC_PK_ADD_F16` on gfx90a and gfx942,
//! `GLOBAL_ATOMIC_PK_ADD_BF16` on gfx942 only; MI200 ISA section 9.1.10
//! "Atomics", MI300 ISA the same), so one element is added as a pair: the
//! element's word (its address with the low two bits cleared), the value in
//! the element's half and -0 in the other, which the add leaves as it is
//! (`x + -0` is `x` for every `x`, zeros included; a signalling NaN would be
//! quieted). The atomic returns the old word; the old element is its half
//! ([`old_half`]).
//!
//! gfx90a has no `bf16` atomic: there the element is added by a
//! compare-and-swap loop on its word, as LLVM's `AtomicExpand` does for an
//! `atomicrmw fadd bfloat`. Each lane reads the word, computes the new word
//! (its half widened to f32, the add in f32, rounded to nearest even back to
//! `bf16`; rounding twice is exact here, as f32 has more than twice bf16's
//! 8 bits plus two), and swaps it in if the word is unchanged; the lanes whose
//! swap failed (another wrote the word meanwhile) go round again with the
//! word the swap returned, until none is left (`s_andn2_b64 exec` and
//! `s_cbranch_execnz` back to the loop's own label).
//!
//! [`select`] gives the atomic's lines (the packed add's two parts,
//! [`packed_operands`] and [`packed_atomic`], or [`swap_loop`]),
//! [`old_half`] the extraction of the old element, all on the structured
//! form ([`Asm`]) so that the tests can run them on the emulator
//! (`tests/tests/amdgcn_emulated.rs`).

use crate::asm::{Asm, Slot};
use crate::insts::{Src, Temps, SAVE_EXEC};
use crate::target::Mcpu;
use tilelift_mir::Type;

/// An atomic add of one 16-bit float.
pub struct HalfAdd<'a> {
    /// `f16` or `bf16`.
    pub ty: Type,
    /// The element's address (a 64-bit register pair).
    pub addr: &'a Src,
    /// The value to add, in the low 16 bits of a register.
    pub val: &'a Src,
    /// The lanes that add (`None`: all); the others' old word is 0.
    pub pred: Option<&'a Src>,
    /// Where the old 32-bit word goes (always returned: the returning
    /// forms are the ones whose cache bits [`Mcpu::atomic_bits`] gives);
    /// written early.
    pub old: &'a Src,
    /// The cache bits of an atomic at the op's scope
    /// ([`Mcpu::atomic_bits`]).
    pub cache: &'static str,
    /// The name of the compare-and-swap loop's label, unique in the kernel
    /// (`.Lhalf_atomic3`; the output holds one kernel, so unique in the
    /// file).
    pub label: &'a str,
}

/// Appends the lines of `a` on `mcpu` to `asm`, in one piece (the tests
/// run it; instruction selection emits the packed add's two parts,
/// [`packed_operands`] and [`packed_atomic`], as two instructions, so that
/// the wait for the atomic's result concerns the old word alone); returns
/// whether they wait for their own memory accesses (the compare-and-swap
/// loop) rather than leave the atomic outstanding; `Err` names what is not
/// supported.
pub fn select(mcpu: Mcpu, a: &HalfAdd, t: &mut dyn Temps, asm: &mut Asm) -> Result<bool, String> {
    let Some(mnemonic) = packed_add(a.ty, mcpu)? else {
        swap_loop(a, t, asm);
        return Ok(true);
    };
    let (word, data) = (t.v64(), t.v32());
    packed_operands(a.addr, a.val, &word, &data, t, asm);
    packed_atomic(mnemonic, [&word, &data], a.old, a.pred, a.cache, asm);
    Ok(false)
}

/// The packed atomic add that adds a `ty` on `mcpu`; `None` where there is
/// none (gfx90a's `bf16`: the compare-and-swap loop, [`swap_loop`]).
pub fn packed_add(ty: Type, mcpu: Mcpu) -> Result<Option<&'static str>, String> {
    match (ty, mcpu) {
        (Type::F16, _) => Ok(Some("global_atomic_pk_add_f16")),
        (Type::BF16, Mcpu::Gfx942) => Ok(Some("global_atomic_pk_add_bf16")),
        (Type::BF16, Mcpu::Gfx90a) => Ok(None),
        (ty, _) => Err(format!("a 16-bit float atomic add of {ty}")),
    }
}

/// The packed add's operands: `word` (a pair), the element's word address;
/// `data`, the value `val` in the element's half and -0 in the other.
/// Written early.
pub fn packed_operands(
    addr: &Src,
    val: &Src,
    word: &Src,
    data: &Src,
    t: &mut dyn Temps,
    asm: &mut Asm,
) {
    let shift = t.v32();
    word_and_shift(addr, word, &shift, asm);
    let (val, shift, data) = (asm.src(val), asm.src(&shift), asm.src(data));
    let h = asm.src(&t.v32());
    // -0 in the other half: 0x80000000 >> 0 or >> 16.
    asm.line("v_mov_b32_e32", &[data, Slot::Str("0x80000000")])
        .line("v_lshrrev_b32_e32", &[data, shift, data])
        .line("v_bfe_u32", &[h, val, Slot::Str("0"), Slot::Str("16")])
        .line("v_lshl_or_b32", &[data, h, shift, data]);
}

/// The packed atomic `mnemonic` of `data` on `word` ([`packed_operands`]),
/// with `old`, `pred` and `cache` as in [`HalfAdd`]: its old word to `old`
/// (0 where `pred` is false).
pub fn packed_atomic(
    mnemonic: &'static str,
    [word, data]: [&Src; 2],
    old: &Src,
    pred: Option<&Src>,
    cache: &'static str,
    asm: &mut Asm,
) {
    let (old, word, data) = (asm.src(old), asm.src(word), asm.src(data));
    let cache = asm.suffix_text(cache);
    let save = predicate(pred, old, asm);
    asm.line(mnemonic, &[old, word, data, Slot::Str("off"), cache]);
    if save {
        asm.line(
            "s_or_b64",
            &[Slot::Str("exec"), Slot::Str("exec"), Slot::Str(SAVE_EXEC)],
        );
    }
}

/// The old element `d` (its 16 bits, the rest 0) from the old word `old`
/// that [`select`] gave for the element at `addr`.
pub fn old_half(d: &Src, old: &Src, addr: &Src, t: &mut dyn Temps, asm: &mut Asm) {
    let shift = t.v32();
    shift_in_word(addr, &shift, asm);
    let (d, old, s) = (asm.src(d), asm.src(old), asm.src(&shift));
    asm.line("v_bfe_u32", &[d, old, s, Slot::Str("16")]);
}

/// `word`: `addr` with its low two bits cleared; `shift`
/// ([`shift_in_word`]).
fn word_and_shift(addr: &Src, word: &Src, shift: &Src, asm: &mut Asm) {
    let (lo, hi) = (asm.half(addr, false), asm.half(addr, true));
    let (wl, wh) = (asm.half(word, false), asm.half(word, true));
    asm.line("v_and_b32_e32", &[wl, Slot::Str("-4"), lo])
        .line("v_mov_b32_e32", &[wh, hi]);
    shift_in_word(addr, shift, asm);
}

/// `shift`: where the element at `addr` lies in its word, 0 or 16 bits up.
fn shift_in_word(addr: &Src, shift: &Src, asm: &mut Asm) {
    let (lo, s) = (asm.half(addr, false), asm.src(shift));
    asm.line("v_lshlrev_b32_e32", &[s, Slot::Str("3"), lo])
        .line("v_and_b32_e32", &[s, Slot::Str("16"), s]);
}

/// Where `pred` is given, `exec &= pred` (the old `exec` in `SAVE_EXEC`),
/// the old word set to 0 first for the lanes it turns off; whether it did.
fn predicate(pred: Option<&Src>, old: Slot, asm: &mut Asm) -> bool {
    let Some(p) = pred else { return false };
    asm.line("v_mov_b32_e32", &[old, Slot::Str("0")]);
    let p = asm.src(p);
    asm.line("s_and_saveexec_b64", &[Slot::Str(SAVE_EXEC), p]);
    true
}

/// The `bf16` add of gfx90a: a compare-and-swap loop on the word (the
/// module's documentation). The old word is the one the last swap returned
/// (equal to the one it compared), in `a.old`.
pub fn swap_loop(a: &HalfAdd, t: &mut dyn Temps, asm: &mut Asm) {
    let word = t.v64();
    let [shift, x, mask, h, r, k] = [0; 6].map(|_| t.v32());
    let pair = t.v64();
    let cur = a.old.clone();
    let got = t.v32();
    word_and_shift(a.addr, &word, &shift, asm);
    let (pl, ph) = (asm.half(&pair, false), asm.half(&pair, true));
    let [val, wordr, shift, x, mask, h, r, k, pair, cur, got] = [
        a.val, &word, &shift, &x, &mask, &h, &r, &k, &pair, &cur, &got,
    ]
    .map(|s| asm.src(s));
    let (vcc, exec, off) = (Slot::Str("vcc"), Slot::Str("exec"), Slot::Str("off"));
    let glc = Slot::Suffix(" glc");
    let label = asm.text(a.label);
    // The value as f32, the element's bits in the word, the rounding bias.
    asm.line("v_lshlrev_b32_e32", &[x, Slot::Str("16"), val])
        .line("v_mov_b32_e32", &[mask, Slot::Str("0xffff")])
        .line("v_lshlrev_b32_e32", &[mask, shift, mask])
        .line("v_mov_b32_e32", &[k, Slot::Str("0x7fff")]);
    if a.pred.is_none() {
        asm.line("s_mov_b64", &[Slot::Str(SAVE_EXEC), exec]);
    } else {
        predicate(a.pred, cur, asm);
    }
    asm.line("global_load_dword", &[cur, wordr, off, glc])
        .line("s_waitcnt", &[Slot::Str("vmcnt(0)")])
        .label(a.label)
        // The element as f32, plus the value.
        .line("v_bfe_u32", &[h, cur, shift, Slot::Str("16")])
        .line("v_lshlrev_b32_e32", &[h, Slot::Str("16"), h])
        .line("v_add_f32_e32", &[h, h, x])
        // Rounded to nearest even (`h + 0x7fff + bit 16`), NaN kept quiet.
        .line("v_bfe_u32", &[r, h, Slot::Str("16"), Slot::Str("1")])
        .line("v_add3_u32", &[r, h, r, k])
        .line("v_or_b32_e32", &[got, Slot::Str("0x400000"), h])
        .line("v_cmp_u_f32_e32", &[vcc, h, h])
        .line("v_cndmask_b32_e32", &[r, r, got, vcc])
        .line("v_lshrrev_b32_e32", &[r, Slot::Str("16"), r])
        .line("v_lshlrev_b32_e32", &[r, shift, r])
        // The new word (low) and the one it replaces (high).
        .line("v_bfi_b32", &[pl, mask, r, cur])
        .line("v_mov_b32_e32", &[ph, cur])
        .line("global_atomic_cmpswap", &[got, wordr, pair, off, glc])
        .line("s_waitcnt", &[Slot::Str("vmcnt(0)")])
        .line("v_cmp_eq_u32_e32", &[vcc, got, cur])
        .line("v_mov_b32_e32", &[cur, got])
        .line("s_andn2_b64", &[exec, exec, vcc])
        .line_slot(Slot::Str("s_cbranch_execnz"), &[label])
        .line("s_mov_b64", &[exec, Slot::Str(SAVE_EXEC)]);
}
