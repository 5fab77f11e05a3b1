//! The arithmetic templates of the AMDGCN path, run on a one-lane emulator of
//! the instructions they use, against Rust's own arithmetic:
//!
//! - the conversions (`tilelift_amdgpu::convert`) against `as` (round to
//!   nearest even; float to integer toward zero, saturating, NaN to 0, which
//!   is PTX's `cvt` and MIR's meaning; `half` for f16 and bf16), over edge
//!   values of every pair of types;
//! - the 64-bit integer operations (`tilelift_amdgpu::int64`: bitwise, mul,
//!   mulhi, min/max, shifts, division and remainder with its loop) against
//!   `u64`/`i64` arithmetic with MIR's rules, over edge values;
//! - the buffered printf (`tilelift_amdgpu::printf`): its frames, written
//!   into an emulated buffer lane after lane, decoded as the HIP runtime
//!   decodes them and compared with the lines `vprintf` prints on the PTX
//!   path for the same values.
//!
//! The emulator follows the MI200 ISA's description of each instruction
//! (chapter 12); it is a model, checked here only by how the templates use it,
//! so each instruction is written from the document, not from the templates.

use half::{bf16, f16};
use std::cmp::Ordering;
use std::collections::HashMap;
use tilelift_amdgpu::asm::Asm;
use tilelift_amdgpu::convert::template;
use tilelift_amdgpu::fp8;
use tilelift_amdgpu::half_atomic;
use tilelift_amdgpu::insts::Src;
use tilelift_amdgpu::insts::{Temps, Text};
use tilelift_amdgpu::int64::{self, Amount};
use tilelift_amdgpu::rounded;
use tilelift_amdgpu::Mcpu;
use tilelift_mir::{BinaryOp, Fp8, RoundMode, RoundedOp, Rounding, Type};

/// One lane: VGPRs by number, `vcc` as one bit.
#[derive(Default)]
struct Lane {
    v: HashMap<u32, u32>,
    /// Scalar registers, and lane masks (one bit here) by first SGPR.
    s: HashMap<u32, u32>,
    masks: HashMap<u32, bool>,
    vcc: bool,
    scc: bool,
    /// `V_RCP_F64` and `V_RSQ_F64` correctly rounded, instead of only as
    /// accurate as the ISA promises ([`rough`]).
    exact_f64_estimates: bool,
    /// `V_DIV_SCALE_F64` leaves its operand as it is and `V_DIV_FIXUP_F64`
    /// gives the quotient of its operands correctly rounded: a division to
    /// nearest taken as right, for the operands that `V_DIV_SCALE` would
    /// scale, which the emulator does not model.
    rounded_quotients: bool,
    /// MODE's rounding bits (3:0; `V_CVT_F32_F64` and `V_FMA_F64` read
    /// them).
    round_mode: u32,
    /// Whether the lane is off (its EXEC bit clear): vector instructions
    /// do nothing.
    off: bool,
    /// Global memory, 32-bit words by address.
    mem: HashMap<u64, u32>,
    /// A word another lane writes just before this lane's next
    /// compare-and-swap: `(address, word)`.
    interfere: Option<(u64, u32)>,
    /// Whether an `s_trap` ran (the wave stops there).
    trapped: bool,
}

/// A parsed operand.
#[derive(Clone, Copy, Debug)]
enum Opd {
    /// A VGPR (or the first of a pair), with the absolute-value modifier.
    V(u32, bool),
    /// A VGPR (or the first of a pair) negated as a float (`-v1`).
    NegV(u32),
    /// An inline float constant (`1.0`, `0.5`).
    F(f64),
    Vcc,
    /// A lane mask in an SGPR pair.
    Mask(u32),
    /// EXEC.
    Exec,
    /// A scalar register.
    S(u32),
    Imm(u32),
}

fn parse(op: &str) -> Opd {
    let op = op.trim();
    if let Some(inner) = op.strip_prefix('|').and_then(|o| o.strip_suffix('|')) {
        return match parse(inner) {
            Opd::V(r, _) => Opd::V(r, true),
            other => other,
        };
    }
    if op == "vcc" {
        return Opd::Vcc;
    }
    if op == "exec" {
        return Opd::Exec;
    }
    if let Some(inner) = op.strip_prefix("-v") {
        return match parse(&format!("v{inner}")) {
            Opd::V(r, false) => Opd::NegV(r),
            other => panic!("negated {other:?}"),
        };
    }
    if op.contains('.') {
        return Opd::F(op.parse().unwrap());
    }
    if let Some(r) = op.strip_prefix("s[") {
        return Opd::Mask(r.split(':').next().unwrap().parse().unwrap());
    }
    if let Some(r) = op.strip_prefix('s') {
        return Opd::S(r.parse().unwrap());
    }
    if let Some(r) = op.strip_prefix("v[") {
        let lo = r.split(':').next().unwrap();
        return Opd::V(lo.parse().unwrap(), false);
    }
    if let Some(r) = op.strip_prefix('v') {
        return Opd::V(r.parse().unwrap(), false);
    }
    if let Some(h) = op.strip_prefix("0x") {
        return Opd::Imm(u32::from_str_radix(h, 16).unwrap());
    }
    Opd::Imm(op.parse::<i32>().unwrap() as u32)
}

impl Lane {
    fn r32(&self, o: Opd) -> u32 {
        match o {
            Opd::V(r, abs) => {
                let x = self.v.get(&r).copied().unwrap_or(0xdead_beef);
                if abs {
                    x & 0x7fff_ffff
                } else {
                    x
                }
            }
            Opd::NegV(r) => self.r32(Opd::V(r, false)) ^ 0x8000_0000,
            Opd::F(x) => (x as f32).to_bits(),
            Opd::Imm(x) => x,
            Opd::Vcc => self.vcc as u32,
            Opd::Exec => !self.off as u32,
            Opd::Mask(r) => self.masks[&r] as u32,
            Opd::S(r) => self.s[&r],
        }
    }
    fn mask(&self, o: Opd) -> bool {
        match o {
            // `s_mov_b64 s[..], 0`.
            Opd::Imm(x) => x != 0,
            Opd::Vcc => self.vcc,
            Opd::Exec => !self.off,
            Opd::Mask(r) => self.masks[&r],
            _ => panic!("not a mask: {o:?}"),
        }
    }
    fn set_mask(&mut self, o: Opd, x: bool) {
        match o {
            Opd::Vcc => self.vcc = x,
            Opd::Exec => self.off = !x,
            Opd::Mask(r) => {
                self.masks.insert(r, x);
            }
            _ => panic!("not a mask: {o:?}"),
        }
    }
    fn r64(&self, o: Opd) -> u64 {
        match o {
            Opd::V(r, abs) => {
                let lo = self.r32(Opd::V(r, false)) as u64;
                let hi = self.r32(Opd::V(r + 1, false)) as u64;
                let x = lo | hi << 32;
                if abs {
                    x & 0x7fff_ffff_ffff_ffff
                } else {
                    x
                }
            }
            Opd::NegV(r) => self.r64(Opd::V(r, false)) ^ (1 << 63),
            Opd::F(x) => x.to_bits(),
            // A 64-bit operand's inline integer constant is sign-extended.
            Opd::Imm(x) => x as i32 as i64 as u64,
            _ => unreachable!(),
        }
    }
    fn f32(&self, o: Opd) -> f32 {
        match o {
            // Inline float constants used by the templates: 0 only.
            Opd::Imm(0) => 0.0,
            _ => f32::from_bits(self.r32(o)),
        }
    }
    fn f64(&self, o: Opd) -> f64 {
        match o {
            Opd::Imm(0) => 0.0,
            _ => f64::from_bits(self.r64(o)),
        }
    }
    fn w32(&mut self, o: Opd, x: u32) {
        match o {
            Opd::V(r, _) => {
                self.v.insert(r, x);
            }
            Opd::S(r) => {
                self.s.insert(r, x);
            }
            _ => panic!("write to {o:?}"),
        }
    }
    fn w64(&mut self, o: Opd, x: u64) {
        let Opd::V(r, _) = o else { panic!() };
        self.v.insert(r, x as u32);
        self.v.insert(r + 1, (x >> 32) as u32);
    }

    /// `V_RCP_F64`'s or `V_RSQ_F64`'s result for the exact `r`: `r`
    /// correctly rounded, or only as close as the ISA promises ([`rough`]).
    fn estimate64(&self, r: f64) -> u64 {
        match self.exact_f64_estimates {
            true => r.to_bits(),
            false => rough(r),
        }
    }

    /// A global memory instruction (its cache bits ignored): a dword load,
    /// a compare-and-swap, a packed 16-bit float add, each returning (the
    /// old word to its first operand) or not.
    fn global(&mut self, m: &str, rest: &str) {
        let o: Vec<Opd> = rest
            .split(", ")
            .take_while(|op| !op.starts_with("off"))
            .map(parse)
            .collect();
        // `off offset:N glc`: the offset, added to the address.
        let offset = rest.split_once(" offset:").map_or(0, |(_, n)| {
            n.split(' ').next().unwrap().parse::<i64>().unwrap()
        });
        if m == "global_store_dword" {
            let addr = self.r64(o[0]).wrapping_add(offset as u64);
            assert_eq!(addr % 4, 0, "a word's address");
            let x = self.r32(o[1]);
            self.mem.insert(addr, x);
            return;
        }
        let returns = match m {
            "global_load_dword" | "global_atomic_cmpswap" => true,
            _ => o.len() == 3,
        };
        let (a, data) = if returns {
            (o[1], o.get(2))
        } else {
            (o[0], o.get(1))
        };
        let addr = self.r64(a).wrapping_add(offset as u64);
        assert_eq!(addr % 4, 0, "a word's address");
        if m == "global_atomic_cmpswap" {
            if let Some((at, word)) = self.interfere.take() {
                self.mem.insert(at, word);
            }
        }
        let old = self.mem[&addr];
        let new = match m {
            "global_load_dword" => old,
            "global_atomic_cmpswap" => {
                let pair = self.r64(*data.unwrap());
                if old == (pair >> 32) as u32 {
                    pair as u32
                } else {
                    old
                }
            }
            _ => {
                let x = self.r32(*data.unwrap());
                let add = |a: u32, b: u32| -> u32 {
                    let (a, b) = (a as u16, b as u16);
                    u32::from(match m {
                        "global_atomic_pk_add_f16" => {
                            f16::from_f32(f16::from_bits(a).to_f32() + f16::from_bits(b).to_f32())
                                .to_bits()
                        }
                        "global_atomic_pk_add_bf16" => bf16::from_f32(
                            bf16::from_bits(a).to_f32() + bf16::from_bits(b).to_f32(),
                        )
                        .to_bits(),
                        _ => panic!("the emulator has no {m}"),
                    })
                };
                add(old, x) | add(old >> 16, x >> 16) << 16
            }
        };
        self.mem.insert(addr, new);
        if returns {
            self.w32(o[0], old);
        }
    }

    /// Runs a template: its lines in order, with its labels and branches.
    fn run(&mut self, text: &str) {
        let lines: Vec<&str> = text.lines().map(str::trim).collect();
        let mut pc = 0;
        let mut steps = 0;
        while pc < lines.len() {
            steps += 1;
            assert!(steps < 100_000, "no end");
            let line = lines[pc];
            pc += 1;
            if line.ends_with(':') {
                continue;
            }
            if self.trapped {
                return;
            }
            if let Some(target) = self.step(line) {
                pc = lines
                    .iter()
                    .position(|l| *l == format!("{target}:"))
                    .unwrap();
            }
        }
    }

    /// Runs one line; a branch taken gives its label.
    fn step(&mut self, line: &str) -> Option<String> {
        let (m, rest) = line.split_once(' ').unwrap_or((line, ""));
        if m == "s_cbranch_scc1" {
            return self.scc.then(|| rest.to_string());
        }
        if m == "s_cbranch_execnz" {
            return (!self.off).then(|| rest.to_string());
        }
        if m == "s_cbranch_execz" {
            return self.off.then(|| rest.to_string());
        }
        if m == "s_cbranch_scc0" {
            return (!self.scc).then(|| rest.to_string());
        }
        if m == "s_trap" {
            self.trapped = true;
            return None;
        }
        if m == "s_load_dwordx2" {
            // `s[d:d+1], s[b:b+1], 0xN`: two words of (kernarg) memory.
            let o: Vec<&str> = rest.split(", ").collect();
            let (Opd::Mask(d), Opd::Mask(b)) = (parse(o[0]), parse(o[1])) else {
                panic!("{line}")
            };
            let base = u64::from(self.s[&b]) | u64::from(self.s[&(b + 1)]) << 32;
            let at = base + u64::from(self.r32(parse(o[2])));
            self.s.insert(d, self.mem[&at]);
            self.s.insert(d + 1, self.mem[&(at + 4)]);
            return None;
        }
        if m == "s_waitcnt" || self.off && (m.starts_with("v_") || m.starts_with("global_")) {
            return None;
        }
        if m.starts_with("global_") {
            self.global(m, rest);
            return None;
        }
        if m == "s_setreg_imm32_b32" {
            // `hwreg(HW_REG_MODE, 0, 4), value`: the rounding bits.
            let (field, value) = rest.rsplit_once(", ").unwrap();
            assert_eq!(field, "hwreg(HW_REG_MODE, 0, 4)");
            self.round_mode = value.parse().unwrap();
            return None;
        }
        let m = m.trim_end_matches("_e32").trim_end_matches("_e64");
        let o: Vec<Opd> = rest.split(", ").map(parse).collect();
        // VOP2 "co" forms carry `vcc` as the second operand; drop it.
        let sat_i = |x: f64, lo: f64, hi: f64| if x.is_nan() { 0.0 } else { x.clamp(lo, hi) };
        match m {
            "v_mov_b32" => self.w32(o[0], self.r32(o[1])),
            "v_cvt_f32_i32" => self.w32(o[0], (self.r32(o[1]) as i32 as f32).to_bits()),
            "v_cvt_f32_u32" => self.w32(o[0], (self.r32(o[1]) as f32).to_bits()),
            "v_cvt_i32_f32" => self.w32(o[0], self.f32(o[1]) as i32 as u32),
            "v_cvt_u32_f32" => self.w32(o[0], self.f32(o[1]) as u32),
            "v_cvt_f32_f16" => {
                let h = f16::from_bits(self.r32(o[1]) as u16);
                self.w32(o[0], f32::from(h).to_bits())
            }
            "v_cvt_f16_f32" => {
                // The result's upper 16 bits are written 0.
                self.w32(o[0], f16::from_f32(self.f32(o[1])).to_bits() as u32)
            }
            "v_cvt_pkrtz_f16_f32" => {
                let rtz = |x: f32| {
                    let h = f16::from_f32(x);
                    // Toward zero: step back where rounding went outward.
                    if f32::from(h).abs() > x.abs() && h.is_finite()
                        || (h.is_infinite() && x.is_finite())
                    {
                        h.to_bits() - 1
                    } else {
                        h.to_bits()
                    }
                };
                let lo = rtz(self.f32(o[1])) as u32;
                let hi = rtz(self.f32(o[2])) as u32;
                self.w32(o[0], lo | hi << 16)
            }
            "v_cvt_f64_f32" => self.w64(o[0], (self.f32(o[1]) as f64).to_bits()),
            "v_cvt_f32_f64" => {
                let x = self.f64(o[1]);
                self.w32(o[0], f64_to_f32_in_mode(x, self.round_mode & 3).to_bits())
            }
            "v_cvt_f64_i32" => self.w64(o[0], (self.r32(o[1]) as i32 as f64).to_bits()),
            "v_cvt_f64_u32" => self.w64(o[0], (self.r32(o[1]) as f64).to_bits()),
            "v_cvt_i32_f64" => self.w32(
                o[0],
                sat_i(self.f64(o[1]), i32::MIN as f64, i32::MAX as f64) as i32 as u32,
            ),
            "v_cvt_u32_f64" => self.w32(o[0], sat_i(self.f64(o[1]), 0.0, u32::MAX as f64) as u32),
            "v_rndne_f32" => self.w32(o[0], self.f32(o[1]).round_ties_even().to_bits()),
            "v_trunc_f32" => self.w32(o[0], self.f32(o[1]).trunc().to_bits()),
            "v_trunc_f64" => self.w64(o[0], self.f64(o[1]).trunc().to_bits()),
            "v_floor_f64" => self.w64(o[0], self.f64(o[1]).floor().to_bits()),
            "v_ldexp_f64" => {
                let e = self.r32(o[2]) as i32;
                self.w64(o[0], (self.f64(o[1]) * 2f64.powi(e)).to_bits())
            }
            "v_ldexp_f32" => {
                let e = self.r32(o[2]) as i32;
                self.w32(
                    o[0],
                    ((self.f32(o[1]) as f64 * 2f64.powi(e)) as f32).to_bits(),
                )
            }
            "v_add_f64" => self.w64(o[0], (self.f64(o[1]) + self.f64(o[2])).to_bits()),
            "v_fma_f64" => {
                let (a, b, c) = (self.f64(o[1]), self.f64(o[2]), self.f64(o[3]));
                let r = fma_in_mode(a, b, c, self.round_mode >> 2 & 3);
                self.w64(o[0], r.to_bits())
            }
            "v_bfe_i32" | "v_bfe_u32" => {
                let (x, off, w) = (self.r32(o[1]), self.r32(o[2]), self.r32(o[3]));
                let f = (x >> off) & ((1u64 << w) - 1) as u32;
                let r = if m == "v_bfe_i32" && w > 0 && (f >> (w - 1)) & 1 == 1 {
                    f | !(((1u64 << w) - 1) as u32)
                } else {
                    f
                };
                self.w32(o[0], r)
            }
            "v_lshlrev_b32" => self.w32(o[0], self.r32(o[2]) << (self.r32(o[1]) & 31)),
            "v_lshrrev_b32" => self.w32(o[0], self.r32(o[2]) >> (self.r32(o[1]) & 31)),
            "v_ashrrev_i32" => self.w32(
                o[0],
                ((self.r32(o[2]) as i32) >> (self.r32(o[1]) & 31)) as u32,
            ),
            "v_lshlrev_b64" => self.w64(o[0], self.r64(o[2]) << (self.r32(o[1]) & 63)),
            "v_add_u32" => self.w32(o[0], self.r32(o[1]).wrapping_add(self.r32(o[2]))),
            "v_sub_u32" => self.w32(o[0], self.r32(o[1]).wrapping_sub(self.r32(o[2]))),
            "v_subrev_u32" => self.w32(o[0], self.r32(o[2]).wrapping_sub(self.r32(o[1]))),
            "v_sub_co_u32" => {
                let (a, b) = (self.r32(o[2]), self.r32(o[3]));
                self.w32(o[0], a.wrapping_sub(b));
                self.vcc = b > a;
            }
            "v_subb_co_u32" => {
                let (a, b, c) = (
                    self.r32(o[2]) as u64,
                    self.r32(o[3]) as u64,
                    self.vcc as u64,
                );
                self.w32(o[0], a.wrapping_sub(b).wrapping_sub(c) as u32);
                self.vcc = b + c > a;
            }
            "v_and_b32" => self.w32(o[0], self.r32(o[1]) & self.r32(o[2])),
            "v_or_b32" => self.w32(o[0], self.r32(o[1]) | self.r32(o[2])),
            "v_xor_b32" => self.w32(o[0], self.r32(o[1]) ^ self.r32(o[2])),
            "v_not_b32" => self.w32(o[0], !self.r32(o[1])),
            "v_min_u32" => self.w32(o[0], self.r32(o[1]).min(self.r32(o[2]))),
            "v_min_i32" => self.w32(
                o[0],
                (self.r32(o[1]) as i32).min(self.r32(o[2]) as i32) as u32,
            ),
            "v_max_i32" => self.w32(
                o[0],
                (self.r32(o[1]) as i32).max(self.r32(o[2]) as i32) as u32,
            ),
            // V_FFBH_U32: the number of leading zeros; 0xffffffff for 0.
            "v_ffbh_u32" => {
                let x = self.r32(o[1]);
                self.w32(o[0], if x == 0 { u32::MAX } else { x.leading_zeros() })
            }
            "v_cmp_o_f32" => self.vcc = !self.f32(o[1]).is_nan() && !self.f32(o[2]).is_nan(),
            "v_cmp_gt_f64" => self.set_mask(o[0], self.f64(o[1]) > self.f64(o[2])),
            "v_cmp_lt_f64" => self.set_mask(o[0], self.f64(o[1]) < self.f64(o[2])),
            "v_cmp_le_f64" => self.vcc = self.f64(o[1]) <= self.f64(o[2]),
            // LG: ordered and not equal.
            "v_cmp_lg_f64" => {
                let (a, b) = (self.f64(o[1]), self.f64(o[2]));
                self.vcc = a.partial_cmp(&b).is_some_and(|o| o.is_ne())
            }
            "v_cndmask_b32" => {
                let mask = o.get(3).map_or(self.vcc, |&m| self.mask(m));
                let r = if mask { self.r32(o[2]) } else { self.r32(o[1]) };
                self.w32(o[0], r)
            }
            "v_mul_lo_u32" => self.w32(o[0], self.r32(o[1]).wrapping_mul(self.r32(o[2]))),
            "v_mul_hi_u32" => self.w32(
                o[0],
                ((self.r32(o[1]) as u64 * self.r32(o[2]) as u64) >> 32) as u32,
            ),
            // VOP3B: d(64) = a(32) * b(32) + c(64); the carry out to o[1].
            "v_mad_u64_u32" => {
                let p = self.r32(o[2]) as u128 * self.r32(o[3]) as u128 + self.r64(o[4]) as u128;
                self.w64(o[0], p as u64);
                self.set_mask(o[1], p >> 64 != 0);
            }
            "v_mad_i64_i32" => {
                let p = self.r32(o[2]) as i32 as i128 * self.r32(o[3]) as i32 as i128
                    + self.r64(o[4]) as i64 as i128;
                self.w64(o[0], p as u64);
                self.set_mask(o[1], i64::try_from(p).is_err());
            }
            "v_add_co_u32" => {
                let s = self.r32(o[2]) as u64 + self.r32(o[3]) as u64;
                self.w32(o[0], s as u32);
                self.set_mask(o[1], s >> 32 != 0);
            }
            "v_addc_co_u32" => {
                let s = self.r32(o[2]) as u64 + self.r32(o[3]) as u64 + self.mask(o[4]) as u64;
                self.w32(o[0], s as u32);
                self.set_mask(o[1], s >> 32 != 0);
            }
            "v_lshrrev_b64" => self.w64(o[0], self.r64(o[2]) >> (self.r32(o[1]) & 63)),
            "v_ashrrev_i64" => self.w64(
                o[0],
                ((self.r64(o[2]) as i64) >> (self.r32(o[1]) & 63)) as u64,
            ),
            "v_cmp_lt_i64" => self.set_mask(o[0], (self.r64(o[1]) as i64) < self.r64(o[2]) as i64),
            "v_cmp_gt_i64" => self.set_mask(o[0], (self.r64(o[1]) as i64) > self.r64(o[2]) as i64),
            "v_cmp_lt_u64" => self.set_mask(o[0], self.r64(o[1]) < self.r64(o[2])),
            "v_cmp_gt_u64" => self.set_mask(o[0], self.r64(o[1]) > self.r64(o[2])),
            "v_cmp_ge_u64" => self.set_mask(o[0], self.r64(o[1]) >= self.r64(o[2])),
            "v_cmp_gt_u32" => self.set_mask(o[0], self.r32(o[1]) > self.r32(o[2])),
            "v_cmp_ne_u32" => self.set_mask(o[0], self.r32(o[1]) != self.r32(o[2])),
            "s_mov_b32" => self.w32(o[0], self.r32(o[1])),
            "s_sub_u32" => {
                let (a, b) = (self.r32(o[1]), self.r32(o[2]));
                self.w32(o[0], a.wrapping_sub(b));
                self.scc = b > a;
            }
            "s_cmp_lg_u32" => self.scc = self.r32(o[0]) != self.r32(o[1]),
            "s_or_b64" => {
                let x = self.mask(o[1]) || self.mask(o[2]);
                self.set_mask(o[0], x);
            }
            "s_mov_b64" => self.set_mask(o[0], self.mask(o[1])),
            "s_and_b64" => {
                let x = self.mask(o[1]) && self.mask(o[2]);
                self.set_mask(o[0], x);
                self.scc = x;
            }
            "s_andn2_b64" => {
                let x = self.mask(o[1]) && !self.mask(o[2]);
                self.set_mask(o[0], x);
            }
            "s_and_saveexec_b64" => {
                let exec = !self.off;
                self.set_mask(o[0], exec);
                self.off = !(exec && self.mask(o[1]));
            }
            "v_lshl_or_b32" => self.w32(
                o[0],
                self.r32(o[1]) << (self.r32(o[2]) & 31) | self.r32(o[3]),
            ),
            "v_add3_u32" => self.w32(
                o[0],
                self.r32(o[1])
                    .wrapping_add(self.r32(o[2]))
                    .wrapping_add(self.r32(o[3])),
            ),
            "v_bfi_b32" => {
                let (m, a, b) = (self.r32(o[1]), self.r32(o[2]), self.r32(o[3]));
                self.w32(o[0], m & a | !m & b)
            }
            "v_cmp_u_f32" => {
                let (a, b) = (self.f32(o[1]), self.f32(o[2]));
                self.set_mask(o[0], a.is_nan() || b.is_nan())
            }
            "v_cmp_eq_u32" => self.set_mask(o[0], self.r32(o[1]) == self.r32(o[2])),
            "v_cmp_ge_u32" => self.set_mask(o[0], self.r32(o[1]) >= self.r32(o[2])),
            "v_mul_f16" => {
                let [a, b] = [o[1], o[2]].map(|x| f16::from_bits(self.r32(x) as u16).to_f32());
                self.w32(o[0], u32::from(f16::from_f32(a * b).to_bits()))
            }
            "v_add_f32" => self.w32(o[0], (self.f32(o[1]) + self.f32(o[2])).to_bits()),
            "v_mul_f32" => self.w32(o[0], (self.f32(o[1]) * self.f32(o[2])).to_bits()),
            "v_mul_f64" => self.w64(o[0], (self.f64(o[1]) * self.f64(o[2])).to_bits()),
            "v_fma_f32" => {
                let r = self.f32(o[1]).mul_add(self.f32(o[2]), self.f32(o[3]));
                self.w32(o[0], r.to_bits())
            }
            "v_cmp_gt_f32" => self.set_mask(o[0], self.f32(o[1]) > self.f32(o[2])),
            "v_cmp_ge_f32" => self.set_mask(o[0], self.f32(o[1]) >= self.f32(o[2])),
            "v_cmp_lt_f32" => self.set_mask(o[0], self.f32(o[1]) < self.f32(o[2])),
            "v_cmp_class_f32" => {
                let x = self.f32(o[1]) as f64;
                self.set_mask(o[0], self.r32(o[2]) >> class(x, x.is_subnormal()) & 1 == 1)
            }
            "v_cmp_class_f64" => {
                let x = self.f64(o[1]);
                self.set_mask(o[0], self.r32(o[2]) >> class(x, x.is_subnormal()) & 1 == 1)
            }
            "v_sqrt_f32" => self.w32(o[0], near(self.f32(o[1]).sqrt(), self.r32(o[1]))),
            "v_rcp_f32" => self.w32(o[0], near(1.0 / self.f32(o[1]), self.r32(o[1]))),
            "v_rcp_f64" => self.w64(o[0], self.estimate64(1.0 / self.f64(o[1]))),
            "v_rsq_f64" => self.w64(o[0], self.estimate64(1.0 / self.f64(o[1]).sqrt())),
            "v_div_scale_f32" => {
                let (s0, s1, s2) = (self.f32(o[2]), self.f32(o[3]), self.f32(o[4]));
                let d = div_scale(s0 as f64, s1 as f64, s2 as f64, F32_LIMITS);
                self.w32(o[0], (d as f32).to_bits());
                self.set_mask(o[1], false);
            }
            "v_div_scale_f64" => {
                let (s0, s1, s2) = (self.f64(o[2]), self.f64(o[3]), self.f64(o[4]));
                let d = match self.rounded_quotients {
                    true => s0,
                    false => div_scale(s0, s1, s2, F64_LIMITS),
                };
                self.w64(o[0], d.to_bits());
                self.set_mask(o[1], false);
            }
            "v_div_fmas_f32" => {
                assert!(!self.vcc, "a scaled quotient is not modelled");
                let r = self.f32(o[1]).mul_add(self.f32(o[2]), self.f32(o[3]));
                self.w32(o[0], r.to_bits())
            }
            "v_div_fmas_f64" => {
                assert!(!self.vcc, "a scaled quotient is not modelled");
                let r = self.f64(o[1]).mul_add(self.f64(o[2]), self.f64(o[3]));
                self.w64(o[0], r.to_bits())
            }
            "v_div_fixup_f32" => {
                let (q, den, num) = (self.f32(o[1]), self.f32(o[2]), self.f32(o[3]));
                let r = div_fixup(q as f64, den as f64, num as f64) as f32;
                self.w32(o[0], r.to_bits())
            }
            "v_div_fixup_f64" => {
                let (q, den, num) = (self.f64(o[1]), self.f64(o[2]), self.f64(o[3]));
                let r = match self.rounded_quotients {
                    true => num / den,
                    false => div_fixup(q, den, num),
                };
                self.w64(o[0], r.to_bits())
            }
            other => panic!("the emulator has no {other} ({line})"),
        };
        None
    }
}

/// `a * b + c` rounded once as MODE's f64 rounding field `mode` says (0 to
/// nearest even, 1 up, 2 down, 3 toward zero): the nearest, stepped one
/// ulp toward the mode's side where the exact value (compared exactly by
/// [`exact_sign`]) lies on the other side of it. An exact zero sum of
/// opposite signs is -0 rounding down (IEEE 754, 6.3).
fn fma_in_mode(a: f64, b: f64, c: f64, mode: u32) -> f64 {
    let r = a.mul_add(b, c);
    if mode == 0 || r.is_nan() || !(a.is_finite() && b.is_finite() && c.is_finite()) {
        return r;
    }
    // The exact value against `r`.
    let order = if r.is_infinite() {
        if r > 0.0 {
            Ordering::Less
        } else {
            Ordering::Greater
        }
    } else {
        let [ta, tb, tc, tr] = [a, b, c, r].map(dyadic);
        exact_sign(&[
            (ta.0 != tb.0, ta.1 * tb.1, ta.2 + tb.2),
            tc,
            (!tr.0, tr.1, tr.2),
        ])
    };
    match (order, mode) {
        (Ordering::Equal, 2) if r == 0.0 => {
            let both_plus = a * b == 0.0 && (a.is_sign_negative() == b.is_sign_negative());
            if both_plus && c.is_sign_positive() {
                r
            } else {
                -0.0
            }
        }
        (Ordering::Greater, 1) => r.next_up(),
        (Ordering::Greater, 3) if r < 0.0 => r.next_up(),
        (Ordering::Less, 2) => r.next_down(),
        (Ordering::Less, 3) if r > 0.0 => r.next_down(),
        _ => r,
    }
}

/// A finite f64 as `(negative, m, e)`, its value `m * 2^e`.
fn dyadic(x: f64) -> (bool, u128, i32) {
    let bits = x.to_bits();
    let (exp, frac) = ((bits >> 52 & 0x7ff) as i32, bits & ((1 << 52) - 1));
    let (m, e) = match exp {
        0 => (frac, -1074),
        _ => (frac | 1 << 52, exp - 1075),
    };
    (x.is_sign_negative(), m as u128, e)
}

/// The sign of an exact sum of `(negative, m, e)` terms, each `m * 2^e`
/// (`m` below 2^107, `e` from -2148: products of two f64 values), added
/// in 64-bit limbs from 2^-2148 up.
fn exact_sign(terms: &[(bool, u128, i32)]) -> Ordering {
    const LIMBS: usize = 72;
    let (mut pos, mut neg) = ([0u64; LIMBS], [0u64; LIMBS]);
    for &(negative, m, e) in terms {
        let acc = if negative { &mut neg } else { &mut pos };
        let shift = usize::try_from(e + 2148).expect("an exponent of f64 products");
        let (w, b) = (shift / 64, shift % 64);
        let (m0, m1) = (m as u64, (m >> 64) as u64);
        let parts = match b {
            0 => [m0, m1, 0],
            _ => [m0 << b, m1 << b | m0 >> (64 - b), m1 >> (64 - b)],
        };
        let mut carry = 0u64;
        for (k, limb) in acc.iter_mut().enumerate().skip(w) {
            let part = parts.get(k - w).copied().unwrap_or(0);
            if part == 0 && carry == 0 && k >= w + 3 {
                break;
            }
            let (s1, c1) = limb.overflowing_add(part);
            let (s2, c2) = s1.overflowing_add(carry);
            *limb = s2;
            carry = (c1 || c2) as u64;
        }
    }
    pos.iter().rev().cmp(neg.iter().rev())
}

/// `x` as f32, rounded as MODE's f32 rounding field `mode` says (MI200 ISA,
/// section 3.3: 0 to nearest even, 1 toward +inf, 2 toward -inf, 3 toward
/// zero): the nearest, stepped one f32 toward the mode's side where it lies
/// on the other side of `x`.
fn f64_to_f32_in_mode(x: f64, mode: u32) -> f32 {
    let r = x as f32;
    if x.is_nan() || r as f64 == x {
        return r;
    }
    let above = r as f64 > x;
    match mode {
        1 if !above => r.next_up(),
        2 if above => r.next_down(),
        3 if above && x > 0.0 => r.next_down(),
        3 if !above && x < 0.0 => r.next_up(),
        _ => r,
    }
}

/// `V_CMP_CLASS`'s bit for `x`: 0 signalling NaN, 1 quiet NaN, 2 -inf,
/// 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf
/// (MI200 ISA, VOPC). NaNs are all quiet here.
fn class(x: f64, denormal: bool) -> u32 {
    let neg = x.is_sign_negative();
    match () {
        _ if x.is_nan() => 1,
        _ if x.is_infinite() => [9, 2][neg as usize],
        _ if x == 0.0 => [6, 5][neg as usize],
        _ if denormal => [7, 4][neg as usize],
        _ => [8, 3][neg as usize],
    }
}

/// A result of an instruction accurate to 1 ulp (`V_SQRT_F32`,
/// `V_RCP_F32`): the correctly rounded `x`, one ulp off for about half of
/// the operands (by a bit of the operand's), up or down.
fn near(x: f32, operand: u32) -> u32 {
    let b = x.to_bits();
    if !x.is_finite() || x == 0.0 || x.is_subnormal() {
        return b;
    }
    match operand >> 3 & 3 {
        1 => b + 1,
        2 => b - 1,
        _ => b,
    }
}

/// A result of an instruction accurate to about 2^-23 (`V_RCP_F64`,
/// `V_RSQ_F64`: the ISA promises 2^29 ulp): `x` with its 29 low bits
/// cleared.
fn rough(x: f64) -> u64 {
    if !x.is_finite() || x == 0.0 {
        return x.to_bits();
    }
    x.to_bits() & !((1 << 29) - 1)
}

/// The ranges of one float type where `V_DIV_SCALE` scales (MI200 ISA):
/// the exponent difference of numerator and denominator from which it
/// does, the numerator's exponent up to which it does, and the type's
/// smallest normal.
struct ScaleLimits {
    spread: i32,
    tiny_num: i32,
    min_normal: f64,
    bias: i32,
}

const F32_LIMITS: ScaleLimits = ScaleLimits {
    spread: 96,
    tiny_num: 23,
    min_normal: f32::MIN_POSITIVE as f64,
    bias: 127,
};
const F64_LIMITS: ScaleLimits = ScaleLimits {
    spread: 768,
    tiny_num: 53,
    min_normal: f64::MIN_POSITIVE,
    bias: 1023,
};

/// `V_DIV_SCALE`'s result for `s0` (the value to scale, the denominator
/// `s1` or the numerator `s2`): NaN for a zero operand, `s0` itself where
/// the quotient and the reciprocal are far from the range ends. The scaled
/// cases (denormal or huge quotients and reciprocals, a tiny numerator) are
/// not modelled: the tests keep their operands out of them.
fn div_scale(s0: f64, s1: f64, s2: f64, l: ScaleLimits) -> f64 {
    if s1 == 0.0 || s2 == 0.0 {
        return f64::NAN;
    }
    if !s1.is_finite() || !s2.is_finite() {
        // V_DIV_FIXUP decides the result whatever the scaling.
        return s0;
    }
    assert!(
        !scales(s1, s2, &l),
        "V_DIV_SCALE's scaling of {s0} ({s2} / {s1}) is not modelled"
    );
    s0
}

/// Whether `V_DIV_SCALE` scales for the finite nonzero denominator `s1` and
/// numerator `s2`.
fn scales(s1: f64, s2: f64, l: &ScaleLimits) -> bool {
    let exp = |x: f64| match l.bias {
        127 => ((x as f32).to_bits() >> 23 & 0xff) as i32,
        _ => (x.to_bits() >> 52 & 0x7ff) as i32,
    };
    let denormal = |x: f64| x != 0.0 && x.abs() < l.min_normal;
    exp(s2) - exp(s1) >= l.spread
        || denormal(s1)
        || denormal(1.0 / s1)
        || denormal(s2 / s1)
        || exp(s2) <= l.tiny_num
}

/// `V_DIV_FIXUP`'s result from the quotient `q`, the denominator `den` and
/// the numerator `num`: NaN, infinities and zeros as IEEE 754 has them,
/// else `q` with the quotient's sign.
fn div_fixup(q: f64, den: f64, num: f64) -> f64 {
    let neg = den.is_sign_negative() != num.is_sign_negative();
    let signed = |x: f64| if neg { -x } else { x };
    match () {
        _ if num.is_nan() || den.is_nan() => f64::NAN,
        _ if (den == 0.0 && num == 0.0) || (den.is_infinite() && num.is_infinite()) => f64::NAN,
        _ if den == 0.0 || num.is_infinite() => signed(f64::INFINITY),
        _ if den.is_infinite() || num == 0.0 => signed(0.0),
        _ => signed(q.abs()),
    }
}

/// The holes of a template: hole `k` is VGPR `holes[k].0` (a pair if
/// `holes[k].1`). Hole 0 is the result, hole 1 the operand.
struct Regs {
    holes: Vec<(u32, bool)>,
    next: u32,
    masks: u32,
}

impl Regs {
    fn new(d64: bool, a64: bool) -> Self {
        let mut r = Regs {
            holes: Vec::new(),
            next: 0,
            masks: 0,
        };
        r.add(d64);
        r.add(a64);
        r
    }
    fn add(&mut self, wide: bool) -> Src {
        self.next = self.next.next_multiple_of(2);
        self.holes.push((self.next, wide));
        self.next += if wide { 2 } else { 1 };
        Src::Op(self.holes.len() - 1)
    }
    /// The template with its holes filled.
    fn fill(&self, text: &str) -> String {
        let mut out = text.to_string();
        for (k, &(r, wide)) in self.holes.iter().enumerate().rev() {
            out = out.replace(&format!("{{{k}.lo}}"), &format!("v{r}"));
            out = out.replace(&format!("{{{k}.hi}}"), &format!("v{}", r + 1));
            let whole = if wide {
                format!("v[{r}:{}]", r + 1)
            } else {
                format!("v{r}")
            };
            out = out.replace(&format!("{{{k}}}"), &whole);
        }
        out
    }
}

impl Temps for Regs {
    fn v32(&mut self) -> Src {
        self.add(false)
    }
    fn v64(&mut self) -> Src {
        self.add(true)
    }
    fn mask(&mut self) -> Src {
        // Lane masks are named `s[k:k+1]` from s100.
        self.masks += 2;
        Src::Text(Text::Owned(format!(
            "s[{}:{}]",
            98 + self.masks,
            99 + self.masks
        )))
    }
}

/// A value of one of the types, as the bits its register (pair) holds.
fn run(from: Type, to: Type, signed: bool, rounding: Option<Rounding>, bits: u64) -> u64 {
    let wide = |t: Type| t.bits() == 64;
    let mut regs = Regs::new(wide(to), wide(from));
    let (d, a) = (Src::Op(0), Src::Op(1));
    let text =
        template(from, to, signed, rounding, &d, &a, &mut regs).unwrap_or_else(|e| panic!("{e}"));
    let text = regs.fill(&text);
    let mut lane = Lane::default();
    let (ar, _) = regs.holes[1];
    lane.v.insert(ar, bits as u32);
    if wide(from) {
        lane.v.insert(ar + 1, (bits >> 32) as u32);
    } else if from.bits() < 32 {
        // Narrow values may hold anything above their bits.
        lane.v.insert(
            ar,
            bits as u32 | (0xa5a5_a5a5 & !((1u32 << from.bits()) - 1)),
        );
    }
    lane.run(&text);
    let (dr, _) = regs.holes[0];
    let lo = lane.r32(Opd::V(dr, false)) as u64;
    match to.bits() {
        64 => lo | (lane.r32(Opd::V(dr + 1, false)) as u64) << 32,
        32 => lo,
        b => lo & ((1 << b) - 1),
    }
}

/// The value `bits` of type `ty` (read signed or not) as f64 (exact for
/// everything but i64/u64 beyond 2^53, which are not read this way).
fn int_value(ty: Type, signed: bool, bits: u64) -> i128 {
    let b = ty.bits();
    let x = bits & if b == 64 { u64::MAX } else { (1 << b) - 1 };
    if signed && x >> (b - 1) & 1 == 1 {
        x as i128 - (1i128 << b)
    } else {
        x as i128
    }
}

fn float_value(ty: Type, bits: u64) -> f64 {
    match ty {
        Type::F16 => f16::from_bits(bits as u16).to_f64(),
        Type::BF16 => bf16::from_bits(bits as u16).to_f64(),
        Type::F32 => f32::from_bits(bits as u32) as f64,
        _ => f64::from_bits(bits),
    }
}

/// Rust's conversion of an integer to a float type (nearest even, once).
fn int_to_float(to: Type, v: i128) -> u64 {
    match to {
        Type::F16 => f16::from_f64(v as f64).to_bits() as u64,
        Type::BF16 => bf16::from_f32(v as f32).to_bits() as u64,
        Type::F32 => (v as f32).to_bits() as u64,
        _ => (v as f64).to_bits(),
    }
}

/// Rust's conversion of a float to an integer type: toward zero, saturating,
/// NaN to 0.
fn float_to_int(to: Type, signed: bool, x: f64) -> u64 {
    let b = to.bits();
    let (lo, hi) = if signed {
        (-(1i128 << (b - 1)), (1i128 << (b - 1)) - 1)
    } else {
        (0, (1i128 << b) - 1)
    };
    let v: i128 = if x.is_nan() {
        0
    } else {
        (x.trunc().clamp(lo as f64, hi as f64) as i128).clamp(lo, hi)
    };
    let mask = if b == 64 { u64::MAX } else { (1u64 << b) - 1 };
    (v as u64) & mask
}

fn float_to_float(to: Type, x: f64) -> u64 {
    match to {
        Type::F16 => f16::from_f64(x).to_bits() as u64,
        Type::BF16 => {
            let b = bf16::from_f64(x);
            if b.is_nan() {
                0x7fc0
            } else {
                b.to_bits() as u64
            }
        }
        Type::F32 => (x as f32).to_bits() as u64,
        _ => x.to_bits(),
    }
}

/// Every integer and float type: MIR's types but the predicate.
fn types() -> impl Iterator<Item = Type> {
    Type::ALL.iter().copied().filter(|&t| t != Type::Pred)
}

/// Edge values of each type, as bits.
fn samples(ty: Type) -> Vec<u64> {
    let mut v: Vec<u64> = match ty {
        Type::I8 => vec![0, 1, 0x7f, 0x80, 0xff, 0x12],
        Type::I16 => vec![0, 1, 0x7fff, 0x8000, 0xffff, 0x1234],
        Type::I32 => vec![
            0,
            1,
            0x7fff_ffff,
            0x8000_0000,
            0xffff_ffff,
            0x0100_0001,
            0x4000_0081,
            0x7fff_ff80,
            0xffff_fc01,
        ],
        Type::I64 => vec![
            0,
            1,
            u64::MAX,
            1 << 63,
            (1 << 63) - 1,
            0x0000_0001_0000_0001,
            0x0020_0000_0000_0001,
            0x0010_0000_0000_0001,
            0x4000_0080_0000_0001,
            0x4000_0080_0000_0000,
            0xffff_ffff_0000_0000,
            0x8000_0000_0000_0001,
            0xfff0_0000_0000_0001,
            0x0000_0000_ffff_ffff,
            123_456_789_012_345,
        ],
        _ => {
            let fs = [
                0.0,
                -0.0,
                1.0,
                -1.0,
                0.5,
                1.5,
                2.5,
                -2.5,
                127.5,
                128.0,
                -128.5,
                -129.0,
                255.5,
                256.0,
                32767.4,
                32768.0,
                -32769.0,
                65504.0,
                65520.0,
                1e9,
                -1e9,
                2147483520.0,
                2147483648.0,
                -2147483904.0,
                4294967296.0,
                3e9,
                1e19,
                -1e19,
                9.223372036854775e18,
                1.8446744073709552e19,
                1e30,
                -1e30,
                1e-30,
                3.4e38,
                1e300,
                f64::INFINITY,
                f64::NEG_INFINITY,
                f64::NAN,
                1.00048828125,
                1.000732421875,
                1.0009765625 + 1e-12,
                2f64.powi(-24),
            ];
            fs.iter()
                .map(|&x| match ty {
                    Type::F16 => f16::from_f64(x).to_bits() as u64,
                    Type::BF16 => bf16::from_f64(x).to_bits() as u64,
                    Type::F32 => (x as f32).to_bits() as u64,
                    _ => x.to_bits(),
                })
                .collect()
        }
    };
    v.dedup();
    v
}

/// Fails with the first 40 of `failures` (of `checked`), if any.
fn assert_none_failed(failures: &[String], checked: usize) {
    assert!(
        failures.is_empty(),
        "{} failures of {checked}:\n{}",
        failures.len(),
        failures[..failures.len().min(40)].join("\n")
    );
}

/// Canonical NaN comparison: any NaN result matches any NaN expectation.
fn same(to: Type, got: u64, want: u64) -> bool {
    if to.is_float() && float_value(to, got).is_nan() && float_value(to, want).is_nan() {
        return true;
    }
    got == want
}

#[test]
fn every_conversion_matches_rust_on_edge_values() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for from in types() {
        for to in types() {
            for signed in [true, false] {
                let rounding = (from.is_float() && to.is_int()).then_some(Rounding::Rzi);
                for bits in samples(from) {
                    let want = match (from.is_int(), to.is_int()) {
                        (true, true) => {
                            let v = int_value(from, signed, bits);
                            let mask = if to.bits() == 64 {
                                u64::MAX
                            } else {
                                (1 << to.bits()) - 1
                            };
                            (v as u64) & mask
                        }
                        (true, false) => {
                            let v = int_value(from, signed, bits);
                            if to == Type::BF16 {
                                // Through f32, as documented.
                                bf16::from_f32(v as f32).to_bits() as u64
                            } else if to == Type::F16 && from == Type::I64 {
                                f16::from_f32(v as f32).to_bits() as u64
                            } else {
                                int_to_float(to, v)
                            }
                        }
                        (false, true) => float_to_int(to, signed, float_value(from, bits)),
                        (false, false) => float_to_float(to, float_value(from, bits)),
                    };
                    let got = run(from, to, signed, rounding, bits);
                    checked += 1;
                    if !same(to, got, want) {
                        failures.push(format!(
                            "{from} -> {to} signed={signed} of {bits:#x}: got {got:#x}, want {want:#x}"
                        ));
                    }
                }
            }
        }
    }
    assert!(checked > 1000, "{checked}");
    assert_none_failed(&failures, checked);
}

/// `d = a op b` on 64-bit integers through the int64 templates; `b_ty` is the
/// shift amount's type (i32 or i64) for shifts.
fn run64(op: BinaryOp, a: u64, b: u64, amount: Option<Type>) -> u64 {
    let mut regs = Regs::new(true, true);
    let (d, x) = (Src::Op(0), Src::Op(1));
    let (second, b_reg) = match amount {
        None => {
            let y = regs.add(true);
            (Amount::Value(y.clone()), Some((y, true)))
        }
        Some(Type::I32) => {
            let y = regs.add(false);
            (Amount::Reg(y.clone(), false), Some((y, false)))
        }
        Some(_) => {
            let y = regs.add(true);
            (Amount::Reg(y.clone(), true), Some((y, true)))
        }
    };
    let (text, _) = int64::template(op, &d, &x, &second, 7, &mut regs).unwrap();
    let text = regs.fill(&text);
    let mut lane = Lane::default();
    let (ar, _) = regs.holes[1];
    lane.v.insert(ar, a as u32);
    lane.v.insert(ar + 1, (a >> 32) as u32);
    if let Some((Src::Op(k), wide)) = b_reg {
        let (br, _) = regs.holes[k];
        lane.v.insert(br, b as u32);
        if wide {
            lane.v.insert(br + 1, (b >> 32) as u32);
        }
    }
    lane.run(&text);
    let (dr, _) = regs.holes[0];
    lane.r64(Opd::V(dr, false))
}

/// MIR's meaning of a 64-bit operation (`None`: unspecified, not compared).
fn want64(op: BinaryOp, a: u64, b: u64) -> Option<u64> {
    use BinaryOp::*;
    let (sa, sb) = (a as i64, b as i64);
    Some(match op {
        And => a & b,
        Or => a | b,
        Xor => a ^ b,
        Mul => a.wrapping_mul(b),
        MulHiU => ((a as u128 * b as u128) >> 64) as u64,
        MinS => sa.min(sb) as u64,
        MaxS => sa.max(sb) as u64,
        MinU => a.min(b),
        MaxU => a.max(b),
        Shl => a.checked_shl(b.min(64) as u32).unwrap_or(0),
        ShrU => a.checked_shr(b.min(64) as u32).unwrap_or(0),
        ShrS => (sa >> b.min(63)) as u64,
        DivU => a.checked_div(b)?,
        RemU => a.checked_rem(b)?,
        DivS => sa.checked_div(sb)? as u64,
        RemS => sa.checked_rem(sb)? as u64,
        _ => return None,
    })
}

/// The wide product of two 32-bit registers plus a 64-bit one (`MulWideS`,
/// `MulWideU`, and such a product fused with the `Add` of `i64` that reads
/// it): one instruction, each operand read as MIR's instructions read them.
#[test]
fn wide_products_match_rust_on_edge_values() {
    let values = [
        0u32,
        1,
        2,
        7,
        0x7fff_ffff,
        0x8000_0000,
        0x8000_0001,
        0xffff_ffff,
        0x1234_5678,
    ];
    let addends = [0u64, 1, u64::MAX, 1 << 63, 0x1234_5678_9abc_def0];
    let mut failures = Vec::new();
    for signed in [false, true] {
        for &a in &values {
            for &b in &values {
                for &c in &addends {
                    let mut regs = Regs::new(true, false);
                    let y = regs.add(false);
                    let z = regs.add(true);
                    let mut asm = tilelift_amdgpu::asm::Asm::new();
                    int64::wide_product(&mut asm, signed, &Src::Op(0), &Src::Op(1), &y, &z);
                    let text = regs.fill(&asm.to_template());
                    let mut lane = Lane::default();
                    lane.v.insert(regs.holes[1].0, a);
                    lane.v.insert(regs.holes[2].0, b);
                    lane.v.insert(regs.holes[3].0, c as u32);
                    lane.v.insert(regs.holes[3].0 + 1, (c >> 32) as u32);
                    lane.run(&text);
                    let got = lane.r64(Opd::V(regs.holes[0].0, false));
                    let product = if signed {
                        (i64::from(a as i32) * i64::from(b as i32)) as u64
                    } else {
                        u64::from(a) * u64::from(b)
                    };
                    let want = product.wrapping_add(c);
                    if got != want {
                        failures.push(format!(
                            "signed {signed} {a:#x} * {b:#x} + {c:#x}: got {got:#x}, want {want:#x}"
                        ));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_64_bit_operation_matches_rust_on_edge_values() {
    use BinaryOp::*;
    let values: [u64; 14] = [
        0,
        1,
        2,
        3,
        7,
        63,
        64,
        u64::MAX,
        1 << 63,
        (1 << 63) - 1,
        0x0000_0001_0000_0000,
        0x1234_5678_9abc_def0,
        0xffff_ffff,
        0x8000_0000_0000_0001,
    ];
    let mut failures = Vec::new();
    let mut checked = 0;
    for op in [
        And, Or, Xor, Mul, MulHiU, MinS, MaxS, MinU, MaxU, DivU, RemU, DivS, RemS, Shl, ShrU, ShrS,
    ] {
        let shift = matches!(op, Shl | ShrU | ShrS);
        let amounts: &[Option<Type>] = if shift {
            &[Some(Type::I32), Some(Type::I64)]
        } else {
            &[None]
        };
        for &amount in amounts {
            for &a in &values {
                for &b in &values {
                    let b = if amount == Some(Type::I32) {
                        b & 0xffff_ffff
                    } else {
                        b
                    };
                    let Some(want) = want64(op, a, b) else {
                        continue;
                    };
                    let got = run64(op, a, b, amount);
                    checked += 1;
                    if got != want {
                        failures.push(format!(
                            "{op:?} {a:#x}, {b:#x} ({amount:?}): got {got:#x}, want {want:#x}"
                        ));
                    }
                }
            }
        }
    }
    // Constant shift amounts.
    for op in [Shl, ShrU, ShrS] {
        for k in [0u64, 1, 31, 32, 33, 63, 64, 100] {
            for &a in &values {
                let mut regs = Regs::new(true, true);
                let (text, _) =
                    int64::template(op, &Src::Op(0), &Src::Op(1), &Amount::Imm(k), 0, &mut regs)
                        .unwrap();
                let text = regs.fill(&text);
                let mut lane = Lane::default();
                let (ar, _) = regs.holes[1];
                lane.v.insert(ar, a as u32);
                lane.v.insert(ar + 1, (a >> 32) as u32);
                lane.run(&text);
                let got = lane.r64(Opd::V(regs.holes[0].0, false));
                let want = want64(op, a, k).unwrap();
                checked += 1;
                if got != want {
                    failures.push(format!(
                        "{op:?} {a:#x}, imm {k}: got {got:#x}, want {want:#x}"
                    ));
                }
            }
        }
    }
    assert!(checked > 2500, "{checked}");
    assert_none_failed(&failures, checked);
}

/// `op(args)` rounded `mode` on `ty` through `tilelift_amdgpu::rounded`,
/// on `lane` (which says how the hardware's estimates are modelled), the
/// operands and the result as the bits their registers hold; MODE is back
/// at nearest after it.
fn run_rounded(op: RoundedOp, mode: RoundMode, ty: Type, args: &[u64], mut lane: Lane) -> u64 {
    let wide = ty == Type::F64;
    let mut regs = Regs::new(wide, wide);
    let mut srcs = vec![Src::Op(1)];
    for _ in 1..args.len() {
        srcs.push(regs.add(wide));
    }
    let text = rounded::template(op, mode, ty, &Src::Op(0), &srcs, &mut regs)
        .unwrap_or_else(|e| panic!("{e}"));
    let text = regs.fill(&text);
    for (k, &bits) in args.iter().enumerate() {
        let (r, _) = regs.holes[k + 1];
        lane.v.insert(r, bits as u32);
        if wide {
            lane.v.insert(r + 1, (bits >> 32) as u32);
        }
    }
    lane.run(&text);
    assert_eq!(lane.round_mode, 0, "the mode is restored");
    let (dr, _) = regs.holes[0];
    let lo = lane.r32(Opd::V(dr, false)) as u64;
    if wide {
        lo | (lane.r32(Opd::V(dr + 1, false)) as u64) << 32
    } else {
        lo
    }
}

/// Edge values of `ty` and pseudo-random ones (every exponent range,
/// denormals included), as bits.
fn float_samples(ty: Type, n: usize) -> Vec<u64> {
    let mut v: Vec<u64> = match ty {
        Type::F32 => [
            0.0f32,
            1.0,
            3.0,
            0.1,
            2.0,
            0.5,
            f32::MAX,
            f32::MIN_POSITIVE,
            1e-45,
            1e-40,
            f32::INFINITY,
            f32::NAN,
            1.0000001,
            0.99999994,
            16777215.0,
            7.0e-39,
        ]
        .iter()
        .flat_map(|x| [x.to_bits() as u64, (-x).to_bits() as u64])
        .collect(),
        _ => [
            0.0f64,
            1.0,
            3.0,
            0.1,
            2.0,
            0.5,
            f64::MAX,
            f64::MIN_POSITIVE,
            5e-324,
            1e-310,
            f64::INFINITY,
            f64::NAN,
            1.0000000000000002,
            0.9999999999999999,
            1e300,
            1e-300,
        ]
        .iter()
        .flat_map(|x| [x.to_bits(), (-x).to_bits()])
        .collect(),
    };
    let mut state = 0x2545_f491_4f6c_dd1du64;
    for _ in 0..n {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        v.push(if ty == Type::F32 { state >> 32 } else { state });
    }
    v
}

/// Division, reciprocal and square root on both float types, over edge
/// and random operands (those where `V_DIV_SCALE` would scale left out),
/// with the emulator's `V_RCP_F64`/`V_RSQ_F64` as `exact` says: the
/// failures, the number checked and the number left out.
fn check_rounded(exact: bool) -> (Vec<String>, usize, usize) {
    let mut failures = Vec::new();
    let (mut checked, mut skipped) = (0, 0);
    for ty in [Type::F32, Type::F64] {
        let value = |b: u64| float_value(ty, b);
        let limits = if ty == Type::F32 {
            &F32_LIMITS
        } else {
            &F64_LIMITS
        };
        let xs = float_samples(ty, 400);
        let mut check = |what: String, op: RoundedOp, args: &[u64], want: u64| {
            checked += 1;
            let lane = Lane {
                exact_f64_estimates: exact,
                ..Lane::default()
            };
            let got = run_rounded(op, RoundMode::Rn, ty, args, lane);
            if !same(ty, got, want) {
                failures.push(format!("{ty} {what}: got {got:#x}, want {want:#x}"));
            }
        };
        for &x in &xs {
            let f = value(x);
            let want = match ty {
                Type::F32 => (f as f32).sqrt().to_bits() as u64,
                _ => f.sqrt().to_bits(),
            };
            check(format!("sqrt({f:e})"), RoundedOp::Sqrt, &[x], want);
        }
        let finite = |x: f64| x.is_finite() && x != 0.0;
        for &a in &xs {
            let fa = value(a);
            for &b in xs.iter().step_by(7) {
                let fb = value(b);
                if finite(fa) && finite(fb) && scales(fb, fa, limits) {
                    skipped += 1;
                    continue;
                }
                let want = match ty {
                    Type::F32 => ((fa as f32) / (fb as f32)).to_bits() as u64,
                    _ => (fa / fb).to_bits(),
                };
                check(format!("{fa:e} / {fb:e}"), RoundedOp::Div, &[a, b], want);
            }
            if finite(fa) && scales(fa, 1.0, limits) {
                skipped += 1;
                continue;
            }
            let want = match ty {
                Type::F32 => (1.0 / fa as f32).to_bits() as u64,
                _ => (1.0 / fa).to_bits(),
            };
            check(format!("1 / {fa:e}"), RoundedOp::Rcp, &[a], want);
        }
    }
    (failures, checked, skipped)
}

/// With correctly rounded estimates from `V_RCP_F64` and `V_RSQ_F64`, every
/// result is the correctly rounded one.
#[test]
fn division_reciprocal_and_square_root_are_correctly_rounded() {
    let (failures, checked, skipped) = check_rounded(true);
    assert!(
        checked > 20_000 && skipped < checked / 2,
        "{checked} checked, {skipped} skipped"
    );
    assert_none_failed(&failures, checked);
}

/// With `V_RCP_F64` and `V_RSQ_F64` only as accurate as the ISA promises
/// (2^29 ulp), the Newton and Goldschmidt steps still give the correctly
/// rounded result but where the quotient lies within an ulp's fraction of
/// a tie: there a reciprocal one ulp off stays there (`1 / (1 - 2^-53)`).
/// LLVM's expansion, which Triton's AMD backend emits and these templates
/// follow, relies on the hardware's estimate there; so the misses must be
/// rare, reciprocals or quotients (not roots), and one ulp off.
#[test]
fn rough_estimates_miss_only_near_ties() {
    let (failures, checked, _) = check_rounded(false);
    assert!(failures.len() * 1000 < checked, "{failures:#?}");
    for f in &failures {
        let (got, want) = f
            .split_once(": got ")
            .unwrap()
            .1
            .split_once(", want ")
            .unwrap();
        let bits = |s: &str| u64::from_str_radix(s.trim_start_matches("0x"), 16).unwrap();
        assert!(
            f.contains(" / ") && bits(got).abs_diff(bits(want)) == 1,
            "{f}"
        );
    }
}

/// A float's neighbours.
trait Steps: Copy {
    fn up(self) -> Self;
    fn down(self) -> Self;
}

impl Steps for f32 {
    fn up(self) -> Self {
        self.next_up()
    }
    fn down(self) -> Self {
        self.next_down()
    }
}

impl Steps for f64 {
    fn up(self) -> Self {
        self.next_up()
    }
    fn down(self) -> Self {
        self.next_down()
    }
}

/// Whether `r` is the directed rounding (`mode`) of an exact value `x`
/// known only through `cmp(f)`, the exact order of `f` against `x`: in `Rm`
/// (and `Rz` for a positive `x`) the largest float not above `x`, in `Rp`
/// (and `Rz` for a negative one) the smallest not below it.
fn directed_ok<F: Steps>(
    mode: RoundMode,
    positive: bool,
    r: F,
    cmp: impl Fn(F) -> Ordering,
) -> bool {
    let down = match mode {
        RoundMode::Rm => true,
        RoundMode::Rp => false,
        _ => positive,
    };
    if down {
        cmp(r) != Ordering::Greater && cmp(r.up()) == Ordering::Greater
    } else {
        cmp(r) != Ordering::Less && cmp(r.down()) == Ordering::Less
    }
}

/// `op(args)` on f32 in `mode` through `tilelift_amdgpu::rounded`.
fn run_directed32(op: RoundedOp, mode: RoundMode, args: &[f32]) -> f32 {
    let args: Vec<u64> = args.iter().map(|x| x.to_bits() as u64).collect();
    f32::from_bits(run_rounded(op, mode, Type::F32, &args, Lane::default()) as u32)
}

/// f32 division, reciprocal and square root rounded toward zero, down and
/// up: each result checked against the exact value by exact f64 arithmetic
/// (`f * b` and `f * f` of f32 values are exact in f64), not against
/// another rounding; special operands (zeros, infinities, NaN, a zero
/// divisor) give what rounding to nearest gives.
#[test]
fn directed_f32_division_reciprocal_and_square_root_are_exact() {
    let xs: Vec<f32> = float_samples(Type::F32, 400)
        .into_iter()
        .map(|b| f32::from_bits(b as u32))
        .collect();
    let mut failures = Vec::new();
    let mut checked = 0;
    for mode in [RoundMode::Rz, RoundMode::Rm, RoundMode::Rp] {
        let mut check = |what: String, ok: bool, r: f32| {
            checked += 1;
            if !ok {
                failures.push(format!("{mode:?} {what}: got {r:e} ({:#x})", r.to_bits()));
            }
        };
        let special = |x: f32| !x.is_finite() || x == 0.0;
        for &a in &xs {
            let r = run_directed32(RoundedOp::Sqrt, mode, &[a]);
            let ok = if special(a) || a < 0.0 {
                same(Type::F32, r.to_bits() as u64, a.sqrt().to_bits() as u64)
            } else {
                directed_ok(mode, true, r, |f| match f < 0.0 {
                    true => Ordering::Less,
                    false => (f as f64 * f as f64).partial_cmp(&(a as f64)).unwrap(),
                })
            };
            check(format!("sqrt({a:e})"), ok, r);
            let pairs = std::iter::once((RoundedOp::Rcp, 1.0, a))
                .chain(xs.iter().step_by(7).map(|&b| (RoundedOp::Div, a, b)));
            for (op, num, den) in pairs {
                let r = match op {
                    RoundedOp::Rcp => run_directed32(op, mode, &[den]),
                    _ => run_directed32(op, mode, &[num, den]),
                };
                let ok = if special(num) || special(den) {
                    same(Type::F32, r.to_bits() as u64, (num / den).to_bits() as u64)
                } else {
                    let positive = (num > 0.0) == (den > 0.0);
                    directed_ok(mode, positive, r, |f| {
                        let o = (f as f64 * den as f64).partial_cmp(&(num as f64)).unwrap();
                        if den < 0.0 {
                            o.reverse()
                        } else {
                            o
                        }
                    })
                };
                check(format!("{num:e} / {den:e}"), ok, r);
            }
        }
    }
    assert!(checked > 50_000, "{checked}");
    assert_none_failed(&failures, checked);
}

/// The exact order of `f * den` against `num` (f64 values; `f` may be
/// infinite, `den` and `num` are finite).
fn product_order(f: f64, den: f64, num: f64) -> Ordering {
    if f.is_infinite() {
        return match (f > 0.0) == (den > 0.0) {
            true => Ordering::Greater,
            false => Ordering::Less,
        };
    }
    let [tf, td, tn] = [f, den, num].map(dyadic);
    exact_sign(&[
        (tf.0 != td.0, tf.1 * td.1, tf.2 + td.2),
        (!tn.0, tn.1, tn.2),
    ])
}

/// f64 division, reciprocal and square root rounded toward zero, down and
/// up: each result checked against the exact quotient or root by exact
/// integer arithmetic on the operands ([`exact_sign`]: `f * den` against
/// `num`, `f * f` against `a`), the results beyond the finite range
/// included (`1e300 / 1e-300` toward zero is `f64::MAX`); special
/// operands (zeros, infinities, NaN, a zero divisor) give what rounding to
/// nearest gives. The hardware's estimates are exact; where `V_DIV_SCALE`
/// would scale the operands, which the emulator does not model, the
/// division to nearest is Rust's ([`Lane::rounded_quotients`]), so that
/// the step to the directed result is checked there too (all quotients
/// beyond the finite range are such).
#[test]
fn directed_f64_division_reciprocal_and_square_root_are_exact() {
    let xs: Vec<f64> = float_samples(Type::F64, 300)
        .into_iter()
        .map(f64::from_bits)
        .collect();
    let run = |op, mode, args: &[f64], rounded_quotients| {
        let bits: Vec<u64> = args.iter().map(|x| x.to_bits()).collect();
        let lane = Lane {
            exact_f64_estimates: true,
            rounded_quotients,
            ..Lane::default()
        };
        f64::from_bits(run_rounded(op, mode, Type::F64, &bits, lane))
    };
    let special = |x: f64| !x.is_finite() || x == 0.0;
    let mut failures = Vec::new();
    let (mut checked, mut beyond, mut rounded) = (0, 0, 0);
    for mode in [RoundMode::Rz, RoundMode::Rm, RoundMode::Rp] {
        let mut check = |what: String, ok: bool, r: f64| {
            checked += 1;
            if !ok {
                failures.push(format!("{mode:?} {what}: got {r:e} ({:#x})", r.to_bits()));
            }
        };
        for &a in &xs {
            let r = run(RoundedOp::Sqrt, mode, &[a], false);
            let ok = if special(a) || a < 0.0 {
                same(Type::F64, r.to_bits(), a.sqrt().to_bits())
            } else {
                directed_ok(mode, true, r, |f| match f < 0.0 {
                    true => Ordering::Less,
                    false => product_order(f, f, a),
                })
            };
            check(format!("sqrt({a:e})"), ok, r);
            let pairs = std::iter::once((RoundedOp::Rcp, 1.0, a))
                .chain(xs.iter().step_by(7).map(|&b| (RoundedOp::Div, a, b)));
            for (op, num, den) in pairs {
                let (fa, fb) = (!special(num), !special(den));
                let scaled = fa && fb && scales(den, num, &F64_LIMITS);
                rounded += scaled as usize;
                let r = match op {
                    RoundedOp::Rcp => run(op, mode, &[den], scaled),
                    _ => run(op, mode, &[num, den], scaled),
                };
                let ok = if !fa || !fb {
                    same(Type::F64, r.to_bits(), (num / den).to_bits())
                } else {
                    beyond += (num / den).is_infinite() as usize;
                    let positive = (num > 0.0) == (den > 0.0);
                    directed_ok(mode, positive, r, |f| {
                        let o = product_order(f, den, num);
                        if den < 0.0 {
                            o.reverse()
                        } else {
                            o
                        }
                    })
                };
                check(format!("{num:e} / {den:e}"), ok, r);
            }
        }
    }
    let counts =
        format!("{checked} checked, {beyond} beyond the finite range, {rounded} divided by Rust");
    eprintln!("{counts}");
    assert!(
        checked > 25_000 && beyond > 100 && rounded < checked / 2,
        "{counts}"
    );
    assert_none_failed(&failures, checked);
}

#[test]
fn directed_rounding_switches_the_mode_around_one_instruction() {
    let mut regs = Regs::new(false, false);
    let b = regs.add(false);
    let t = |mode| {
        rounded::template(
            RoundedOp::Add,
            mode,
            Type::F32,
            &Src::Op(0),
            &[Src::Op(1), b.clone()],
            &mut Regs::new(false, false),
        )
        .unwrap()
    };
    assert_eq!(t(RoundMode::Rn), "v_add_f32_e64 {0}, {1}, {2}");
    assert_eq!(
        t(RoundMode::Rz),
        "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 15\nv_add_f32_e64 {0}, {1}, {2}\n\
         s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0"
    );
    let e = rounded::template(
        RoundedOp::Div,
        RoundMode::Rm,
        Type::F16,
        &Src::Op(0),
        &[Src::Op(1), b],
        &mut regs,
    )
    .unwrap_err();
    assert!(e.contains("Div of f16 rounded Rm"), "{e}");
}

/// One lane's `tt.atomic_rmw fadd` of a 16-bit float through
/// `tilelift_amdgpu::half_atomic` on `mcpu`: the element `old` at byte 0 or
/// 2 (`high`) of a word whose other half is `other`, `val` added where
/// `pred` (if any) holds; `interfere`: another lane rewrites the word to
/// hold this one (its element) just before the first compare-and-swap. The
/// word after it and the old element the template gives.
#[allow(clippy::too_many_arguments)]
fn run_half_atomic(
    mcpu: Mcpu,
    ty: Type,
    old: u16,
    other: u16,
    high: bool,
    val: u16,
    pred: Option<bool>,
    interfere: Option<u16>,
) -> (u32, u32) {
    let mut regs = Regs::new(false, true);
    let (d, addr) = (Src::Op(0), Src::Op(1));
    let (x, word) = (regs.add(false), regs.add(false));
    let p = pred.map(|_| regs.mask());
    let mut asm = Asm::new();
    let add = half_atomic::HalfAdd {
        ty,
        addr: &addr,
        val: &x,
        pred: p.as_ref(),
        old: &word,
        cache: " glc",
        label: ".Lhalf_atomic0",
    };
    half_atomic::select(mcpu, &add, &mut regs, &mut asm).unwrap();
    half_atomic::old_half(&d, &word, &addr, &mut regs, &mut asm);
    let text = regs.fill(&asm.to_template());
    let mut lane = Lane::default();
    let base = 0x7f00_1000u64;
    let at = base + if high { 2 } else { 0 };
    let (ar, _) = regs.holes[1];
    lane.v.insert(ar, at as u32);
    lane.v.insert(ar + 1, (at >> 32) as u32);
    // Garbage above the value's 16 bits.
    lane.v.insert(regs.holes[2].0, 0xabcd_0000 | u32::from(val));
    if let Some(p) = pred {
        lane.masks.insert(100, p);
    }
    let pack = |elem: u16| match high {
        true => u32::from(other) | u32::from(elem) << 16,
        false => u32::from(elem) | u32::from(other) << 16,
    };
    lane.mem.insert(base, pack(old));
    lane.interfere = interfere.map(|e| (base, pack(e)));
    lane.run(&text);
    assert!(!lane.off, "exec is restored");
    (lane.mem[&base], lane.r32(Opd::V(regs.holes[0].0, false)))
}

/// Atomic adds of `f16` (gfx90a, gfx942) and `bf16` (gfx942's packed add,
/// gfx90a's compare-and-swap loop): the element becomes the sum correctly
/// rounded (Rust's, through `half`), the other half of its word keeps its
/// bits, the old element is returned; a lane whose predicate is false
/// changes nothing and returns 0; a compare-and-swap that another lane's
/// write makes fail is retried on the word it returned.
#[test]
fn half_float_atomic_adds_are_correctly_rounded_and_leave_the_other_half() {
    let values: Vec<u16> = float_samples(Type::F32, 60)
        .into_iter()
        .map(|b| (b >> 16) as u16)
        .chain([0, 0x8000, 0x3c00, 0x7bff, 0x0001, 0x8001, 0x7f80, 0x3f80])
        .collect();
    let mut failures = Vec::new();
    let mut checked = 0;
    let cases = [
        (Mcpu::Gfx90a, Type::F16),
        (Mcpu::Gfx942, Type::F16),
        (Mcpu::Gfx942, Type::BF16),
        (Mcpu::Gfx90a, Type::BF16),
    ];
    for (mcpu, ty) in cases {
        let sum = |a: u16, b: u16| match ty {
            Type::F16 => {
                f16::from_f32(f16::from_bits(a).to_f32() + f16::from_bits(b).to_f32()).to_bits()
            }
            _ => {
                bf16::from_f32(bf16::from_bits(a).to_f32() + bf16::from_bits(b).to_f32()).to_bits()
            }
        };
        let nan = |h: u16| match ty {
            Type::F16 => f16::from_bits(h).is_nan(),
            _ => bf16::from_bits(h).is_nan(),
        };
        for (i, &old) in values.iter().enumerate() {
            for &val in values.iter().skip(i % 5).step_by(5) {
                let other = values[(i * 7 + 3) % values.len()];
                if nan(other) {
                    continue;
                }
                for high in [false, true] {
                    let interfere =
                        (mcpu == Mcpu::Gfx90a && ty == Type::BF16).then_some(values[i / 2]);
                    for pred in [None, Some(true), Some(false)] {
                        checked += 1;
                        let (word, got) =
                            run_half_atomic(mcpu, ty, old, other, high, val, pred, interfere);
                        let (elem, rest) = match high {
                            true => ((word >> 16) as u16, word as u16),
                            false => (word as u16, (word >> 16) as u16),
                        };
                        // A lane that is off does no swap to interfere with.
                        let before = match pred {
                            Some(false) => old,
                            _ => interfere.unwrap_or(old),
                        };
                        let (want, want_old) = match pred {
                            Some(false) => (before, 0),
                            _ => (sum(before, val), u32::from(before)),
                        };
                        let elem_ok = elem == want || nan(elem) && nan(want);
                        if !elem_ok || rest != other || got != want_old {
                            failures.push(format!(
                                "{mcpu:?} {ty} {before:#x} + {val:#x} (high {high}, pred \
                                 {pred:?}): word {word:#x}, old {got:#x}; want element \
                                 {want:#x}, other {other:#x}, old {want_old:#x}"
                            ));
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 3000, "{checked}");
    assert_none_failed(&failures, checked);
}

/// The value of the 8-bit float `code` of `f` (NaN for its NaN codes).
fn fp8_value(f: Fp8, code: u8) -> f64 {
    let (m_bits, bias) = match f {
        Fp8::E4M3 => (3, 7),
        Fp8::E5M2 => (2, 15),
    };
    let (e, m) = (
        i32::from(code & 0x7f) >> m_bits,
        i32::from(code) & ((1 << m_bits) - 1),
    );
    let top = (1 << (7 - m_bits)) - 1;
    let mag = match f {
        Fp8::E4M3 if code & 0x7f == 0x7f => f64::NAN,
        Fp8::E5M2 if e == top && m != 0 => f64::NAN,
        Fp8::E5M2 if e == top => f64::INFINITY,
        _ if e == 0 => f64::from(m) * 2f64.powi(1 - bias - m_bits),
        _ => f64::from(m + (1 << m_bits)) * 2f64.powi(e - bias - m_bits),
    };
    if code & 0x80 != 0 {
        -mag
    } else {
        mag
    }
}

/// The largest finite code of `f`.
fn fp8_max(f: Fp8) -> u8 {
    match f {
        Fp8::E4M3 => 0x7e,
        Fp8::E5M2 => 0x7b,
    }
}

/// `x` as an 8-bit float of `f` as PTX's `cvt.rn.satfinite` gives it: the
/// nearest finite value (by exact f64 arithmetic), ties to the even code,
/// beyond the largest the largest; NaN as 0x7f with its sign (as the
/// interpreter spells it).
fn fp8_want(f: Fp8, x: f32) -> u8 {
    let sign = if x.is_sign_negative() { 0x80 } else { 0 };
    if x.is_nan() {
        return 0x7f | sign;
    }
    let a = f64::from(x.abs());
    let max = fp8_max(f);
    let below = (0..=max).rev().find(|&c| fp8_value(f, c) <= a).unwrap();
    let code = if below == max {
        max
    } else {
        let (lo, hi) = (fp8_value(f, below), fp8_value(f, below + 1));
        match (a - lo).partial_cmp(&(hi - a)).unwrap() {
            Ordering::Less => below,
            Ordering::Greater => below + 1,
            Ordering::Equal if below % 2 == 0 => below,
            Ordering::Equal => below + 1,
        }
    };
    code | sign
}

/// `tilelift_amdgpu::fp8` on the emulator: every code of both formats (in
/// either byte of the pair) to `f16`, exactly, NaN to NaN of its sign; and
/// `f32` values (random ones, every code's value, the midpoints between
/// neighbouring codes and the `f32` values beside them, beyond the largest,
/// infinities, NaN) to both formats, against [`fp8_want`].
#[test]
fn fp8_conversions_match_ptx_rounding_and_saturation() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for f in [Fp8::E4M3, Fp8::E5M2] {
        for code in 0..=255u8 {
            for high in [false, true] {
                let other: u8 = 0x3a;
                let pair = match high {
                    true => u32::from(other) | u32::from(code) << 8,
                    false => u32::from(code) | u32::from(other) << 8,
                };
                let mut regs = Regs::new(false, false);
                let mut asm = Asm::new();
                fp8::to_f16x2(f, &Src::Op(0), &Src::Op(1), &mut regs, &mut asm);
                let text = regs.fill(&asm.to_template());
                let mut lane = Lane::default();
                lane.v.insert(regs.holes[1].0, 0x5a5a_0000 | pair);
                lane.run(&text);
                let d = lane.r32(Opd::V(regs.holes[0].0, false));
                let (got, rest) = match high {
                    true => ((d >> 16) as u16, d as u16),
                    false => (d as u16, (d >> 16) as u16),
                };
                let want = fp8_value(f, code);
                let other_want = f16::from_f64(fp8_value(f, other)).to_bits();
                let h = f16::from_bits(got);
                let ok = match want.is_nan() {
                    true => h.is_nan() && h.is_sign_negative() == (code & 0x80 != 0),
                    false => got == f16::from_f64(want).to_bits(),
                };
                checked += 1;
                if !ok || rest != other_want {
                    failures.push(format!("{f:?} {code:#x} -> f16: got {d:#x}"));
                }
            }
        }
        let mut xs: Vec<f32> = float_samples(Type::F32, 3000)
            .into_iter()
            .map(|b| f32::from_bits(b as u32))
            .collect();
        for c in 0..fp8_max(f) {
            let (lo, hi) = (fp8_value(f, c), fp8_value(f, c + 1));
            let mid = ((lo + hi) / 2.0) as f32;
            xs.extend([lo as f32, mid, mid.next_up(), mid.next_down()]);
        }
        let max = fp8_value(f, fp8_max(f)) as f32;
        xs.extend([
            max,
            max * 1.03,
            max * 1.1,
            max * 4.0,
            f32::INFINITY,
            f32::NAN,
        ]);
        let negated: Vec<f32> = xs.iter().map(|x| -x).collect();
        xs.extend(negated);
        for pair in xs.chunks(2) {
            let (a, b) = (pair[0], *pair.get(1).unwrap_or(&1.0));
            let mut regs = Regs::new(false, false);
            let x1 = regs.add(false);
            let mut asm = Asm::new();
            fp8::from_f32x2(f, &Src::Op(0), [&Src::Op(1), &x1], &mut regs, &mut asm);
            let text = regs.fill(&asm.to_template());
            let mut lane = Lane::default();
            lane.v.insert(regs.holes[1].0, a.to_bits());
            lane.v.insert(regs.holes[2].0, b.to_bits());
            lane.run(&text);
            let d = lane.r32(Opd::V(regs.holes[0].0, false));
            for (x, got) in [(a, d as u8), (b, (d >> 8) as u8)] {
                checked += 1;
                if got != fp8_want(f, x) {
                    failures.push(format!(
                        "{x:e} ({:#x}) -> {f:?}: got {got:#x}, want {:#x}",
                        x.to_bits(),
                        fp8_want(f, x)
                    ));
                }
            }
            if d >> 16 != 0 {
                failures.push(format!(
                    "{a:e}, {b:e} -> {f:?}: bits above the pair: {d:#x}"
                ));
            }
        }
    }
    assert!(checked > 5000, "{checked}");
    assert_none_failed(&failures, checked);
}

/// The holes of a printf sequence: VGPRs, VGPR pairs and SGPR pairs (lane
/// masks, and the buffer's address), named as the writer names them.
#[derive(Default)]
struct PrintRegs {
    /// Per hole: its first register and its kind (`'v'`, `'w'` a pair,
    /// `'s'` an SGPR pair).
    holes: Vec<(u32, char)>,
    next_v: u32,
    next_s: u32,
}

impl PrintRegs {
    fn add(&mut self, kind: char) -> Src {
        let r = match kind {
            's' => {
                self.next_s += 2;
                98 + self.next_s
            }
            _ => {
                let wide = kind == 'w';
                self.next_v = self.next_v.next_multiple_of(if wide { 2 } else { 1 });
                let r = self.next_v;
                self.next_v += if wide { 2 } else { 1 };
                r
            }
        };
        self.holes.push((r, kind));
        Src::Op(self.holes.len() - 1)
    }
    fn fill(&self, text: &str) -> String {
        let mut out = text.to_string();
        for (k, &(r, kind)) in self.holes.iter().enumerate().rev() {
            let f = if kind == 's' { 's' } else { 'v' };
            out = out.replace(&format!("{{{k}.lo}}"), &format!("{f}{r}"));
            out = out.replace(&format!("{{{k}.hi}}"), &format!("{f}{}", r + 1));
            let whole = match kind {
                'v' => format!("v{r}"),
                _ => format!("{f}[{r}:{}]", r + 1),
            };
            out = out.replace(&format!("{{{k}}}"), &whole);
        }
        out
    }
}

impl Temps for PrintRegs {
    fn v32(&mut self) -> Src {
        self.add('v')
    }
    fn v64(&mut self) -> Src {
        self.add('w')
    }
    fn mask(&mut self) -> Src {
        self.add('s')
    }
}

/// A printf argument as MIR passes it.
#[derive(Clone, Copy, Debug)]
enum PArg {
    I32(i32),
    I64(i64),
    F64(f64),
}

/// One C variadic argument.
#[derive(Clone, Copy)]
enum CArg {
    Int(std::ffi::c_int),
    LongLong(std::ffi::c_longlong),
    Double(std::ffi::c_double),
    Ptr(usize),
}

extern "C" {
    fn snprintf(
        buf: *mut std::ffi::c_char,
        n: usize,
        fmt: *const std::ffi::c_char,
        ...
    ) -> std::ffi::c_int;
}

/// The C library's `printf` of one conversion `spec` with `arg`.
fn c_printf1(spec: &str, arg: CArg) -> String {
    let spec = std::ffi::CString::new(spec).unwrap();
    let mut buf = vec![0u8; 256];
    let p = buf.as_mut_ptr().cast();
    // SAFETY: a NUL-terminated format of one conversion that takes `arg`'s
    // C type, into a buffer of the size given.
    let n = unsafe {
        match arg {
            CArg::Int(x) => snprintf(p, buf.len(), spec.as_ptr(), x),
            CArg::LongLong(x) => snprintf(p, buf.len(), spec.as_ptr(), x),
            CArg::Double(x) => snprintf(p, buf.len(), spec.as_ptr(), x),
            CArg::Ptr(x) => snprintf(p, buf.len(), spec.as_ptr(), x as *const u8),
        }
    };
    buf.truncate(n as usize);
    String::from_utf8(buf).unwrap()
}

/// `fmt` printed as ROCclr's `format` (rocclr/device/devhcprintf.cpp) does:
/// literal text between conversions as it is, `%%` as `%`, and each
/// conversion given to the C library with the next argument, which `arg`
/// turns from the conversion into a C argument.
fn c_format(fmt: &str, n_args: usize, mut arg: impl FnMut(usize, &str) -> CArg) -> String {
    let mut out = String::new();
    let mut rest = fmt;
    let mut k = 0;
    while let Some(at) = rest.find('%') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        if rest[1..].starts_with('%') {
            out.push('%');
            rest = &rest[2..];
            continue;
        }
        if k == n_args {
            return out;
        }
        let end = 1 + rest[1..]
            .find(|c| "diouxXfFeEgGaAcspn".contains(c))
            .unwrap();
        let spec = &rest[..=end];
        out.push_str(&c_printf1(spec, arg(k, spec)));
        k += 1;
        rest = &rest[end + 1..];
    }
    out.push_str(rest);
    out
}

/// The line `vprintf` prints for `fmt` and `args` on the PTX path: each
/// argument as C passes its MIR type (`i32` an `int`, `i64` a `long long`,
/// `f64` a `double`).
fn ptx_line(fmt: &str, args: &[PArg]) -> String {
    c_format(fmt, args.len(), |k, spec| match args[k] {
        PArg::I32(x) => CArg::Int(x),
        PArg::I64(x) if spec.ends_with('p') => CArg::Ptr(x as usize),
        PArg::I64(x) => CArg::LongLong(x),
        PArg::F64(x) => CArg::Double(x),
    })
}

/// The `amdhsa.printf` list of an emitted kernel, as ROCclr reads it
/// (`Kernel::InitPrintf`: split at `:`, the first field skipped, 0 sizes,
/// the rest rejoined; `populateFormatStringHashMap`: the hash in hex up to
/// the first `,`), by hash. The YAML double-quoted strings are unescaped
/// here as LLVM's YAML reader does for the escapes our writer uses.
fn printf_list(asm: &str) -> HashMap<u64, String> {
    let mut map = HashMap::new();
    let list = asm
        .split("amdhsa.printf:\n")
        .nth(1)
        .expect("an amdhsa.printf list");
    for line in list.lines().take_while(|l| l.starts_with("  - ")) {
        let quoted = line
            .strip_prefix("  - \"")
            .unwrap()
            .strip_suffix('"')
            .unwrap();
        let mut text = String::new();
        let mut chars = quoted.chars();
        while let Some(c) = chars.next() {
            if c != '\\' {
                text.push(c);
                continue;
            }
            match chars.next().unwrap() {
                'n' => text.push('\n'),
                't' => text.push('\t'),
                'r' => text.push('\r'),
                '\\' => text.push('\\'),
                '"' => text.push('"'),
                other => panic!("escape \\{other}"),
            }
        }
        let fields: Vec<&str> = text.split(':').collect();
        assert_eq!(fields[1], "0", "no argument sizes: {text}");
        let rest = fields[2..].join(":");
        let (hash, format) = rest.split_once(',').unwrap();
        let hash = u64::from_str_radix(hash, 16).unwrap();
        assert!(
            map.insert(hash, format.to_string()).is_none(),
            "hash seen twice"
        );
    }
    map
}

/// The lines in the printf buffer at `buf`, decoded as ROCclr's
/// `PrintfDbg::output` (rocclr/device/rocm/rocprintf.cpp, the HIP branch)
/// does: frames up to the offset in the header, each's size in its control
/// word's bits 2..31, its format looked up by the hash, its 8-byte
/// arguments given to the conversions (an integer one without `ll` reads
/// the low 32 bits of the `u64` ROCclr passes, as `va_arg(int)` does on
/// x86-64).
fn decode_buffer(mem: &HashMap<u64, u32>, buf: u64, formats: &HashMap<u64, String>) -> Vec<String> {
    let word = |at: u64| mem[&at];
    let used = u64::from(word(buf));
    let mut lines = Vec::new();
    let mut at = 0;
    while at < used {
        let frame = buf + 8 + at;
        let control = word(frame);
        assert_eq!(control & 3, 2, "stdout, a constant format");
        let size = u64::from(control >> 2);
        let hash = u64::from(word(frame + 4)) | u64::from(word(frame + 8)) << 32;
        let format = &formats[&hash];
        let args: Vec<u64> = (0..(size - 12) / 8)
            .map(|k| {
                let a = frame + 12 + 8 * k;
                u64::from(word(a)) | u64::from(word(a + 4)) << 32
            })
            .collect();
        lines.push(c_format(format, args.len(), |k, spec| {
            let x = args[k];
            match spec.chars().last().unwrap() {
                'f' | 'F' | 'e' | 'E' | 'g' | 'G' | 'a' | 'A' => CArg::Double(f64::from_bits(x)),
                'p' => CArg::Ptr(x as usize),
                _ if spec.contains("ll") => CArg::LongLong(x as i64),
                _ => CArg::Int(x as u32 as i32),
            }
        }));
        at += size;
    }
    lines
}

/// Where the emulated kernarg segment and printf buffer are.
const KERNARG: u64 = 0x1000_0000;
const PRINTF_BUFFER: u64 = 0x2000_0000;
/// What the buffer holds where nothing was written.
const UNWRITTEN: u32 = 0x5a5a_5a5a;

/// A memory with a kernarg segment whose `hidden_printf_buffer` (at
/// `buffer_arg`) points at a printf buffer of `size` bytes, its header
/// as ROCclr's `PrintfDbg::init` sets it (offset 0, `size - 8` bytes
/// available), the rest [`UNWRITTEN`].
fn printf_memory(buffer_arg: u32, size: u32) -> HashMap<u64, u32> {
    let mut mem = HashMap::new();
    mem.insert(KERNARG + u64::from(buffer_arg), PRINTF_BUFFER as u32);
    mem.insert(
        KERNARG + u64::from(buffer_arg) + 4,
        (PRINTF_BUFFER >> 32) as u32,
    );
    mem.insert(PRINTF_BUFFER, 0);
    mem.insert(PRINTF_BUFFER + 4, size - 8);
    for at in (8..size).step_by(4) {
        mem.insert(PRINTF_BUFFER + u64::from(at), UNWRITTEN);
    }
    mem
}

/// Runs the printf of `format` with `args` on one lane (its predicate
/// `pred`, if any), on `mem`; whether its `exec` came back.
fn run_printf(
    mcpu: Mcpu,
    format: &str,
    args: &[PArg],
    pred: Option<bool>,
    mem: &mut HashMap<u64, u32>,
    interfere: Option<(u64, u32)>,
) -> bool {
    let mut regs = PrintRegs::default();
    let holes: Vec<(Src, bool)> = args
        .iter()
        .map(|a| match a {
            PArg::I32(_) => (regs.v32(), false),
            _ => (regs.v64(), true),
        })
        .collect();
    let p = pred.map(|_| regs.mask());
    let (buffer_arg, _) = tilelift_amdgpu::printf::hidden_buffer(24, mcpu);
    let print = tilelift_amdgpu::printf::Print {
        format,
        args: &holes,
        pred: p.as_ref(),
        buffer_arg,
        atomic_bits: mcpu.atomic_bits(tilelift_mir::MemScope::Gpu),
        label: ".Lprintf0",
    };
    let mut asm = Asm::new();
    tilelift_amdgpu::printf::select(&print, &mut regs, &mut asm).unwrap();
    let text = regs.fill(&asm.to_template());
    let mut lane = Lane {
        mem: std::mem::take(mem),
        interfere,
        ..Lane::default()
    };
    lane.s.insert(2, KERNARG as u32);
    lane.s.insert(3, (KERNARG >> 32) as u32);
    for (a, (r, _)) in args.iter().zip(&regs.holes) {
        match *a {
            PArg::I32(x) => lane.w32(Opd::V(*r, false), x as u32),
            PArg::I64(x) => lane.w64(Opd::V(*r, false), x as u64),
            PArg::F64(x) => lane.w64(Opd::V(*r, false), x.to_bits()),
        }
    }
    if let (Some(p), Some(Src::Op(k))) = (pred, &p) {
        lane.masks.insert(regs.holes[*k].0, p);
    }
    lane.run(&text);
    *mem = lane.mem;
    !lane.off
}

/// The printf sequence on the emulator, lane after lane into one buffer,
/// decoded as the HIP runtime decodes it, gives the lines `vprintf` gives
/// on the PTX path for the same values (checked themselves against
/// Triton's format written out), for each format of a kernel emitted with
/// them (the list read from its metadata, each format once though the
/// kernel prints one twice); an `i32` is zero-extended in its
/// 8 bytes (LLVM's `CreateZExt`), signed or not; a lane whose predicate is
/// false writes nothing; a lane whose swap another lane's reservation makes
/// fail takes the frame after it.
#[test]
fn printf_frames_decode_to_the_ptx_lines() {
    let mir = "\
kernel k(%x: i64 ptr, %n: i32, %y: i64 ptr) warps=1 shared=0 {
block0:
    v0 = special tid.x
    v1 = special ctaid.x
    v2 = convert i64 <- i32 signed v0
    v3 = convert f64 <- i32 signed Rn v0
    printf \"pid (%u, %u, %u) idx (%3u) x: %f\\0a\", v1, v1, v1, v0, v3
    printf \"pid (%u, %u, %u) idx (%1u) i: %i\\0a\", v1, v1, v1, v0, v0
    printf \"pid (%u, %u, %u) idx (%2u, %1u) hex: 0x%016llx\\0a\", v1, v1, v1, v0, v0, v2
    printf \"w: %lli %llu %%\\0a\", v2, v2
    printf \"w: %lli %llu %%\\0a\", v2, v2
    v4 = cmp Eq i32 v0, 0
    assert_fail \"100% bad\", \"f.py\", 7, \"k\" if v4
    trap if v4
    return
}
";
    let func = tilelift_mir::parse::parse(mir).unwrap();
    let formats = [
        "pid (%u, %u, %u) idx (%3u) x: %f\n",
        "pid (%u, %u, %u) idx (%1u) i: %i\n",
        "pid (%u, %u, %u) idx (%2u, %1u) hex: 0x%016llx\n",
        "w: %lli %llu %%\n",
        "device assertion failed: '100%% bad', in k at f.py:7\n",
    ];
    // (format, arguments, the line Triton's format gives for them).
    let i = PArg::I32;
    let cases: Vec<(usize, Vec<PArg>, &str)> = vec![
        (
            0,
            vec![i(1), i(0), i(2), i(3), PArg::F64(-1.5)],
            "pid (1, 0, 2) idx (  3) x: -1.500000\n",
        ),
        (
            1,
            vec![i(4), i(0), i(0), i(7), i(-5)],
            "pid (4, 0, 0) idx (7) i: -5\n",
        ),
        (
            2,
            vec![i(0), i(1), i(0), i(12), i(3), PArg::I64(-2)],
            "pid (0, 1, 0) idx (12, 3) hex: 0xfffffffffffffffe\n",
        ),
        (
            3,
            vec![PArg::I64(i64::MIN), PArg::I64(-1)],
            "w: -9223372036854775808 18446744073709551615 %\n",
        ),
        (
            4,
            vec![],
            "device assertion failed: '100% bad', in k at f.py:7\n",
        ),
    ];
    for mcpu in [Mcpu::Gfx90a, Mcpu::Gfx942] {
        let options = tilelift_amdgpu::Options {
            mcpu,
            ..Default::default()
        };
        let asm = tilelift_amdgpu::emit(&func, &options).unwrap();
        let list = printf_list(&asm);
        let mut listed: Vec<&String> = list.values().collect();
        listed.sort();
        let mut want: Vec<String> = formats.iter().map(|f| f.to_string()).collect();
        want.sort();
        assert_eq!(listed, want.iter().collect::<Vec<_>>(), "{mcpu:?}");
        // The kernel's sequence reads the argument the metadata lists.
        let (buffer_arg, segment) = tilelift_amdgpu::printf::hidden_buffer(24, mcpu);
        assert!(
            asm.contains(&format!("s[2:3], {buffer_arg:#x}\n"))
                && asm.contains(&format!(
                    ".offset: {buffer_arg}\n        .size: 8\n        .value_kind: hidden_printf_buffer"
                ))
                && asm.contains(&format!(".amdhsa_kernarg_size {segment}\n")),
            "{mcpu:?}: {asm}"
        );
        let mut mem = printf_memory(buffer_arg, 4096);
        let mut want_lines = Vec::new();
        for (k, args, line) in &cases {
            assert_eq!(ptx_line(formats[*k], args), *line);
            let pred = (*k == 4).then_some(true);
            assert!(run_printf(mcpu, formats[*k], args, pred, &mut mem, None));
            want_lines.push(line.to_string());
        }
        // A lane whose assertion holds prints nothing.
        assert!(run_printf(
            mcpu,
            formats[4],
            &[],
            Some(false),
            &mut mem,
            None
        ));
        // Another lane reserves 28 bytes between this lane's read of the
        // offset and its swap: the swap fails, and the retry takes the
        // frame after the other's (whose words stay unwritten here, so
        // it is checked, then written by hand for the decoder).
        let before = mem[&PRINTF_BUFFER];
        let args = vec![i(9), i(9), i(9), i(1), i(-1)];
        let other = Some((PRINTF_BUFFER, before + 28));
        assert!(run_printf(mcpu, formats[1], &args, None, &mut mem, other));
        assert_eq!(mem[&PRINTF_BUFFER], before + 28 + 52, "{mcpu:?}");
        let gap = PRINTF_BUFFER + 8 + u64::from(before);
        assert_eq!(
            mem[&gap], UNWRITTEN,
            "{mcpu:?}: nothing in the other's frame"
        );
        let mut frame = vec![tilelift_amdgpu::printf::control_word(28)];
        let h = tilelift_amdgpu::printf::hash(formats[3]);
        frame.extend([h as u32, (h >> 32) as u32, 2, 0, 3, 0]);
        for (w, x) in frame.into_iter().enumerate() {
            mem.insert(gap + 4 * w as u64, x);
        }
        want_lines.push("w: 2 3 %\n".to_string());
        want_lines.push("pid (9, 9, 9) idx (1) i: -1\n".to_string());
        let got = decode_buffer(&mem, PRINTF_BUFFER, &list);
        assert_eq!(got, want_lines, "{mcpu:?}");
        // The `i32` -5 of the second frame: zero-extended.
        let second = PRINTF_BUFFER + 8 + 52;
        assert_eq!(
            (mem[&(second + 12 + 32)], mem[&(second + 12 + 36)]),
            (-5i32 as u32, 0),
            "{mcpu:?}"
        );
    }
}

/// A buffer with room for exactly two frames of one lane's printf (the
/// second ends at the bound): the first two lanes write theirs, the others
/// write nothing, the offset stops after the last frame that fits, and no
/// word past it changes (no partial frame). The bound is
/// `__printf_alloc`'s: a frame fits where `8 + offset + bytes <= size`,
/// `size` the bytes available after the header (the 8 counted again).
#[test]
fn printf_overflow_writes_no_partial_frame() {
    let format = "pid (%u, %u, %u) idx (%1u) i: %i\n";
    let bytes = tilelift_amdgpu::printf::frame_bytes(5);
    assert_eq!(bytes, 52);
    for mcpu in [Mcpu::Gfx90a, Mcpu::Gfx942] {
        let (buffer_arg, _) = tilelift_amdgpu::printf::hidden_buffer(24, mcpu);
        // Words up to 8 + 256 bytes, 8 + 2 * 52 of them said available.
        let mut mem = printf_memory(buffer_arg, 8 + 256);
        let available = 8 + 2 * bytes;
        mem.insert(PRINTF_BUFFER + 4, available);
        let mut list = HashMap::new();
        list.insert(tilelift_amdgpu::printf::hash(format), format.to_string());
        for lane in 0..5 {
            let args = [0, 0, 0, lane, -lane].map(PArg::I32);
            assert!(run_printf(mcpu, format, &args, None, &mut mem, None));
        }
        assert_eq!(mem[&PRINTF_BUFFER], 2 * bytes, "{mcpu:?}");
        for at in (8 + 2 * bytes..8 + 256).step_by(4) {
            let word = mem[&(PRINTF_BUFFER + u64::from(at))];
            assert_eq!(word, UNWRITTEN, "{mcpu:?} +{at}");
        }
        let got = decode_buffer(&mem, PRINTF_BUFFER, &list);
        assert_eq!(
            got,
            [
                "pid (0, 0, 0) idx (0) i: 0\n",
                "pid (0, 0, 0) idx (1) i: -1\n"
            ],
            "{mcpu:?}"
        );
    }
}

/// `tt.assert`'s trap: `s_trap 2` where the predicate holds, after the
/// wait; nothing where it does not.
#[test]
fn assert_traps_only_where_it_fails() {
    for fails in [false, true] {
        let mut regs = PrintRegs::default();
        let p = regs.mask();
        let mut asm = Asm::new();
        tilelift_amdgpu::printf::trap(Some(&p), ".Ltrap0", &mut asm);
        let text = regs.fill(&asm.to_template());
        let mut lane = Lane::default();
        lane.masks.insert(regs.holes[0].0, fails);
        lane.run(&text);
        assert_eq!(lane.trapped, fails, "{text}");
        assert!(text.contains("s_trap 2"));
    }
}
