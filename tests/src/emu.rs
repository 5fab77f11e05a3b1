//! A CTA emulator of MIR's integer, memory and `f32` instructions, to check
//! on the CPU what a lowering computes across threads (shared-memory
//! exchanges, barriers, shared atomics, AMD's matrix instructions), where the
//! reference interpreter only runs the tile IR.
//!
//! Every thread of a program runs the kernel in turn up to the next barrier,
//! instruction of the whole warp (a shuffle, an `mfma`) or its end; when every
//! lane of a warp waits at one such instruction, the warp does it, all its
//! lanes' operands at hand, and goes on; when all threads wait at a barrier,
//! all go on. Programs run one after the other. Registers hold bit patterns
//! masked to their type's width. Of float instructions, only `f32` addition,
//! subtraction, multiplication, minimum, maximum, negation, `fma` and ordered
//! comparisons, the conversions between `f32` and `f16` or `bf16` (narrowing
//! rounded to nearest even) and `mfma` are modelled; the other float
//! instructions, NVIDIA's tensor-core and asynchronous-copy instructions are
//! not: meeting one is an error naming it, so a kernel is either emulated in
//! full or not at all. Also modelled: the conversions between 32-bit
//! integers and `f32` (to nearest; toward zero, saturating, NaN to 0), and
//! `rcp.approx.f32` as the correctly rounded reciprocal moved by
//! [`RCP_APPROX_ULPS`] units in the last place, so that a test can run a
//! sequence at either end of the instruction's error bound (1 ulp).
//! Memory accesses outside every buffer (global) or the kernel's shared bytes
//! are errors too.

use cranelift_entity::EntityRef;
use half::{bf16, f16};
use std::cell::Cell;
use std::collections::HashMap;

thread_local! {
    /// How many units in the last place this thread's emulated
    /// `rcp.approx.f32` adds to the correctly rounded reciprocal (0: none;
    /// the hardware's error is at most 1).
    pub static RCP_APPROX_ULPS: Cell<i32> = const { Cell::new(0) };
}
use tilelift_mir::{
    AtomicOp, BinaryOp, Block, Cond, Function, InstData, MemSpace, MfmaOp, Operand, Reg, Rounding,
    ShuffleKind, SpecialReg, TernaryOp, Type, UnaryOp,
};

/// A global buffer: its address and contents.
pub struct Buffer {
    /// The address kernels see.
    pub addr: u64,
    /// The bytes.
    pub bytes: Vec<u8>,
}

/// What the kernel reads and writes.
pub struct Memory {
    /// The global buffers.
    pub buffers: Vec<Buffer>,
}

impl Memory {
    fn locate(&mut self, addr: u64, n: usize) -> Result<&mut [u8], String> {
        for b in &mut self.buffers {
            if addr >= b.addr && addr + n as u64 <= b.addr + b.bytes.len() as u64 {
                let at = (addr - b.addr) as usize;
                return Ok(&mut b.bytes[at..at + n]);
            }
        }
        Err(format!(
            "global access of {n} bytes at {addr:#x} outside every buffer"
        ))
    }
}

/// Where a thread stopped.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Stop {
    /// It runs.
    Running,
    /// At a barrier.
    Barrier,
    /// At an instruction of the whole warp (a shuffle, an `mfma`), waiting
    /// for its warp.
    Warp(tilelift_mir::Inst),
    /// At its end.
    Done,
}

/// One thread's state.
struct Thread {
    regs: Vec<u64>,
    block: Block,
    pos: usize,
    stop: Stop,
}

/// Runs `func` for every program of `grid` (x, y, z; x fastest) of
/// `func.num_warps` warps of `lanes` lanes, with kernel parameters `params`
/// (bit patterns, in order).
pub fn run(
    func: &Function,
    grid: [u32; 3],
    lanes: u32,
    params: &[u64],
    memory: &mut Memory,
) -> Result<(), String> {
    let n_threads = (func.num_warps * lanes) as usize;
    let n_programs = grid.map(u64::from);
    let programs = (0..grid[2]).flat_map(|z| {
        (0..grid[1]).flat_map(move |y| (0..grid[0]).map(move |x| [x, y, z].map(u64::from)))
    });
    for program in programs {
        let mut shared = vec![0u8; func.shared_bytes as usize];
        let mut threads: Vec<Thread> = (0..n_threads)
            .map(|_| Thread {
                regs: vec![0; func.num_regs()],
                block: func.entry_block(),
                pos: 0,
                stop: Stop::Running,
            })
            .collect();
        loop {
            for (tid, t) in threads.iter_mut().enumerate() {
                if t.stop != Stop::Running {
                    continue;
                }
                let mut cx = Cx {
                    func,
                    tid: tid as u64,
                    program,
                    grid: n_programs,
                    params,
                    memory,
                    shared: &mut shared,
                };
                cx.run_to_barrier(t)?;
            }
            if threads.iter().any(|t| matches!(t.stop, Stop::Warp(_))) {
                for warp in threads.chunks_mut(lanes as usize) {
                    warp_step(func, warp)?;
                }
                continue;
            }
            let done = threads.iter().filter(|t| t.stop == Stop::Done).count();
            if done == n_threads {
                break;
            }
            if done > 0 {
                return Err("some threads ended while others wait at a barrier".into());
            }
            for t in &mut threads {
                t.stop = Stop::Running;
            }
        }
    }
    Ok(())
}

struct Cx<'a> {
    func: &'a Function,
    tid: u64,
    program: [u64; 3],
    grid: [u64; 3],
    params: &'a [u64],
    memory: &'a mut Memory,
    shared: &'a mut Vec<u8>,
}

fn mask(ty: Type, v: u64) -> u64 {
    match ty.bits() {
        64 => v,
        b => v & ((1u64 << b) - 1),
    }
}

fn sext(ty: Type, v: u64) -> i64 {
    let b = ty.bits();
    if b == 64 {
        return v as i64;
    }
    ((v << (64 - b)) as i64) >> (64 - b)
}

impl Cx<'_> {
    fn run_to_barrier(&mut self, t: &mut Thread) -> Result<(), String> {
        while t.stop == Stop::Running {
            let Some(inst) = self.func.block_insts(t.block).nth(t.pos) else {
                return Err(format!("{:?} ends without a terminator", t.block));
            };
            t.pos += 1;
            let data = self.func.inst(inst);
            match data {
                InstData::Barrier => t.stop = Stop::Barrier,
                InstData::Shuffle { .. } | InstData::Mfma(_) => t.stop = Stop::Warp(inst),
                _ => self.step(t, data)?,
            }
        }
        Ok(())
    }

    fn opnd(&self, t: &Thread, ty: Type, o: Operand) -> u64 {
        match o {
            Operand::Reg(r) => t.regs[r.index()],
            Operand::Imm(bits) => mask(ty, bits),
        }
    }

    fn set(&self, t: &mut Thread, r: Reg, v: u64) {
        t.regs[r.index()] = mask(self.func.reg_type(r), v);
    }

    fn step(&mut self, t: &mut Thread, data: &InstData) -> Result<(), String> {
        use InstData as I;
        match data {
            I::Special { dst, reg } => {
                let v = match reg {
                    SpecialReg::TidX => self.tid,
                    SpecialReg::CtaId(d) => self.program[usize::from(*d)],
                    SpecialReg::NCtaId(d) => self.grid[usize::from(*d)],
                };
                self.set(t, *dst, v);
            }
            I::Param { dst, index } => self.set(t, *dst, self.params[*index as usize]),
            I::Const { dst, bits } => self.set(t, *dst, *bits),
            I::SharedBase { dst } => self.set(t, *dst, 0),
            I::Unary { op, ty, dst, arg } => {
                let a = self.opnd(t, *ty, *arg);
                let v = match op {
                    UnaryOp::Mov => a,
                    UnaryOp::Not => !a,
                    UnaryOp::Neg if !ty.is_float() => a.wrapping_neg(),
                    UnaryOp::Neg if *ty == Type::F32 => f32_bits(-f32_of(a)),
                    UnaryOp::Abs if !ty.is_float() => sext(*ty, a).unsigned_abs(),
                    UnaryOp::RcpApprox if *ty == Type::F32 => f32_bits(rcp_approx(f32_of(a))),
                    _ => return Err(format!("not emulated: {op:?} {ty:?}")),
                };
                self.set(t, *dst, v);
            }
            I::Binary { op, ty, dst, args } => {
                let (a, b) = (self.opnd(t, *ty, args[0]), self.opnd(t, *ty, args[1]));
                let v = binary(*op, *ty, a, b)?;
                self.set(t, *dst, v);
            }
            I::Ternary {
                op: TernaryOp::Mad,
                ty,
                dst,
                args,
            } => {
                let [a, b, c] = args.map(|o| self.opnd(t, *ty, o));
                self.set(t, *dst, a.wrapping_mul(b).wrapping_add(c));
            }
            I::Ternary {
                op: TernaryOp::Fma,
                ty: Type::F32,
                dst,
                args,
            } => {
                let [a, b, c] = args.map(|o| f32_of(self.opnd(t, Type::F32, o)));
                self.set(t, *dst, f32_bits(a.mul_add(b, c)));
            }
            I::Cmp {
                cond,
                ty,
                dst,
                args,
            } => {
                let (a, b) = (self.opnd(t, *ty, args[0]), self.opnd(t, *ty, args[1]));
                let v = compare(*cond, *ty, a, b)?;
                self.set(t, *dst, u64::from(v));
            }
            I::Select {
                ty,
                dst,
                cond,
                args,
            } => {
                let pick = if t.regs[cond.index()] != 0 {
                    args[0]
                } else {
                    args[1]
                };
                let v = self.opnd(t, *ty, pick);
                self.set(t, *dst, v);
            }
            I::Convert {
                to,
                from,
                signed,
                dst,
                src,
                ..
            } if !to.is_float() && !from.is_float() => {
                let v = t.regs[src.index()];
                let v = if *signed { sext(*from, v) as u64 } else { v };
                self.set(t, *dst, v);
            }
            I::Convert {
                to,
                from,
                signed,
                rounding,
                dst,
                src,
            } => {
                let v = convert_float(*to, *from, *signed, *rounding, t.regs[src.index()])?;
                self.set(t, *dst, v);
            }
            I::Pack { dst, srcs } => {
                let v = t.regs[srcs[0].index()] & 0xffff | (t.regs[srcs[1].index()] & 0xffff) << 16;
                self.set(t, *dst, v);
            }
            I::Unpack { dsts, src } => {
                let v = t.regs[src.index()];
                self.set(t, dsts[0], v & 0xffff);
                self.set(t, dsts[1], v >> 16);
            }
            I::Load {
                space,
                ty,
                dsts,
                addr,
                offset,
                pred,
                others,
                ..
            } => {
                let on = pred.is_none_or(|p| t.regs[p.index()] != 0);
                let base = t.regs[addr.index()].wrapping_add(*offset as i64 as u64);
                let size = (ty.bits().max(8) / 8) as u64;
                for (k, &d) in dsts.iter().enumerate() {
                    let v = match on {
                        true => self.read(*space, base + k as u64 * size, size as usize)?,
                        false => self.opnd(t, *ty, others[k]),
                    };
                    self.set(t, d, v);
                }
            }
            I::Store {
                space,
                ty,
                srcs,
                addr,
                offset,
                pred,
                ..
            } => {
                if pred.is_none_or(|p| t.regs[p.index()] != 0) {
                    let base = t.regs[addr.index()].wrapping_add(*offset as i64 as u64);
                    let size = (ty.bits().max(8) / 8) as u64;
                    for (k, &s) in srcs.iter().enumerate() {
                        let v = self.opnd(t, *ty, s);
                        self.write(*space, base + k as u64 * size, size as usize, v)?;
                    }
                }
            }
            I::Atomic {
                space,
                op,
                ty,
                dst,
                addr,
                args,
                pred,
                ..
            } => {
                let mut old = 0;
                if pred.is_none_or(|p| t.regs[p.index()] != 0) {
                    let at = t.regs[addr.index()];
                    let size = (ty.bits() / 8) as usize;
                    old = self.read(*space, at, size)?;
                    let v = self.opnd(t, *ty, args[0]);
                    let new = match op {
                        AtomicOp::Add if !ty.is_float() => old.wrapping_add(v),
                        AtomicOp::Exch => v,
                        _ => return Err(format!("not emulated: atomic {op:?} {ty:?}")),
                    };
                    self.write(*space, at, size, mask(*ty, new))?;
                }
                self.set(t, *dst, old);
            }
            I::Jump { dest, args } => {
                let params = self.func.block_params(*dest);
                let values: Vec<u64> = args.iter().map(|a| t.regs[a.index()]).collect();
                for (&p, v) in params.iter().zip(values) {
                    self.set(t, p, v);
                }
                (t.block, t.pos) = (*dest, 0);
            }
            I::Brif {
                cond,
                then_dest,
                else_dest,
            } => {
                let dest = if t.regs[cond.index()] != 0 {
                    then_dest
                } else {
                    else_dest
                };
                (t.block, t.pos) = (*dest, 0);
            }
            I::Return => t.stop = Stop::Done,
            other => return Err(format!("not emulated: {other:?}")),
        }
        Ok(())
    }

    fn read(&mut self, space: MemSpace, addr: u64, n: usize) -> Result<u64, String> {
        let bytes: &[u8] = match space {
            MemSpace::Global => self.memory.locate(addr, n)?,
            MemSpace::Shared => shared_slice(self.shared, addr, n)?,
        };
        let mut v = [0u8; 8];
        v[..n].copy_from_slice(bytes);
        Ok(u64::from_le_bytes(v))
    }

    fn write(&mut self, space: MemSpace, addr: u64, n: usize, v: u64) -> Result<(), String> {
        let bytes: &mut [u8] = match space {
            MemSpace::Global => self.memory.locate(addr, n)?,
            MemSpace::Shared => shared_slice(self.shared, addr, n)?,
        };
        bytes.copy_from_slice(&v.to_le_bytes()[..n]);
        Ok(())
    }
}

/// The instruction a warp's lanes all wait at (if they wait at one), done,
/// and the lanes on their way again.
fn warp_step(func: &Function, warp: &mut [Thread]) -> Result<(), String> {
    let Stop::Warp(inst) = warp[0].stop else {
        if warp.iter().any(|t| matches!(t.stop, Stop::Warp(_))) {
            return Err("a warp's lanes are not all at one warp instruction".into());
        }
        return Ok(());
    };
    if warp.iter().any(|t| t.stop != Stop::Warp(inst)) {
        return Err("a warp's lanes are not all at one warp instruction".into());
    }
    match func.inst(inst) {
        InstData::Shuffle {
            kind,
            dst,
            src,
            lane,
        } => {
            let values = shuffled(warp, *kind, *src, *lane);
            for (t, v) in warp.iter_mut().zip(values) {
                t.regs[dst.index()] = mask(func.reg_type(*dst), v);
            }
        }
        InstData::Mfma(m) => mfma(warp, m)?,
        _ => unreachable!("stopped at a warp instruction"),
    }
    for t in warp.iter_mut() {
        t.stop = Stop::Running;
    }
    Ok(())
}

/// What a shuffle gives each lane: the value of `src` in the lane `kind` and
/// `lane` name (its own where that is outside the warp, as PTX's `shfl.sync`
/// does with a full clamp).
fn shuffled(warp: &[Thread], kind: ShuffleKind, src: Reg, lane: Operand) -> Vec<u64> {
    let n = warp.len() as i64;
    (0..warp.len())
        .map(|i| {
            let arg = match lane {
                Operand::Reg(r) => warp[i].regs[r.index()] as i64,
                Operand::Imm(v) => v as i64,
            };
            let me = i as i64;
            let from = match kind {
                ShuffleKind::Idx => arg,
                ShuffleKind::Bfly => me ^ arg,
                ShuffleKind::Up => me - arg,
                ShuffleKind::Down => me + arg,
            };
            let from = if (0..n).contains(&from) { from } else { me };
            warp[from as usize].regs[src.index()]
        })
        .collect()
}

/// An `mfma` chain on a wavefront of 64 lanes, as the MI200 ISA's tables
/// define it (written from the document, apart from the lowering): for
/// `v_mfma_f32_{m}x{m}x*`, lane `l` holds `kBase` inputs of each source,
/// `A[l % m][kBase (l / m) + e]` and `B[kBase (l / m) + e][l % m]` (16-bit
/// inputs two to a word, low half first; `f32` one to a word; gfx942's
/// `xf32` read as `f32`: exact for inputs tf32 holds), and accumulator
/// and result register `r` of lane `l` is `D[(r % 4) + 8 (r / 4) + 4 (l /
/// m)][l % m]`. Each step adds its product, summed in `f32`, to the tile.
fn mfma(warp: &mut [Thread], m: &MfmaOp) -> Result<(), String> {
    if warp.len() != 64 {
        return Err(format!("mfma on a warp of {} lanes, not 64", warp.len()));
    }
    let rows = m.shape.mnk()[0] as usize;
    let mut d = vec![vec![0f32; rows]; rows];
    for (l, t) in warp.iter().enumerate() {
        for (r, &c) in m.c.iter().enumerate() {
            let (i, j) = acc_element(rows, r, l);
            d[i][j] = f32_of(t.regs[c.index()]);
        }
    }
    for step in &m.steps {
        let (a, b) = mfma_sources(warp, m, step);
        for (i, row) in d.iter_mut().enumerate() {
            for (j, x) in row.iter_mut().enumerate() {
                *x += (0..b.len()).map(|k| a[i][k] * b[k][j]).sum::<f32>();
            }
        }
    }
    for (l, t) in warp.iter_mut().enumerate() {
        for (r, &dst) in m.dsts.iter().enumerate() {
            let (i, j) = acc_element(rows, r, l);
            t.regs[dst.index()] = f32_bits(d[i][j]);
        }
    }
    Ok(())
}

/// A matrix of `f32`, by rows.
type Matrix = Vec<Vec<f32>>;

/// `(row, column)` of the `rows x rows` tile that accumulator register `r`
/// of lane `l` holds (see [`mfma`]).
fn acc_element(rows: usize, r: usize, l: usize) -> (usize, usize) {
    ((r % 4) + 8 * (r / 4) + 4 * (l / rows), l % rows)
}

/// One step's `A` (`rows x depth`) and `B` (`depth x rows`) from the
/// wavefront's words `step` (see [`mfma`]).
fn mfma_sources(warp: &[Thread], m: &MfmaOp, step: &[Reg]) -> (Matrix, Matrix) {
    let shape = m.shape;
    let rows = shape.mnk()[0] as usize;
    let (input, k_base, words) = (shape.input(), shape.k_base() as usize, shape.words());
    let elem = |w: &[u64], e: usize| match input {
        Type::F32 => f32_of(w[e]),
        _ => half_to_f32(input, w[e / 2] >> (16 * (e % 2))),
    };
    let depth = k_base * (64 / rows);
    let mut a = vec![vec![0f32; depth]; rows];
    let mut b = vec![vec![0f32; rows]; depth];
    for (l, t) in warp.iter().enumerate() {
        let w: Vec<u64> = step.iter().map(|r| t.regs[r.index()]).collect();
        for e in 0..k_base {
            let k = k_base * (l / rows) + e;
            a[l % rows][k] = elem(&w[..words], e);
            b[k][l % rows] = elem(&w[words..], e);
        }
    }
    (a, b)
}

fn shared_slice(shared: &mut [u8], addr: u64, n: usize) -> Result<&mut [u8], String> {
    let len = shared.len();
    let at = usize::try_from(addr).ok().filter(|&a| a + n <= len);
    let at = at.ok_or_else(|| format!("shared access at {addr} beyond the {len} bytes"))?;
    Ok(&mut shared[at..at + n])
}

fn binary(op: BinaryOp, ty: Type, a: u64, b: u64) -> Result<u64, String> {
    if ty.is_float() {
        return float_binary(op, ty, a, b);
    }
    let (sa, sb) = (sext(ty, a), sext(ty, b));
    let bits = ty.bits();
    Ok(match op {
        BinaryOp::Add => a.wrapping_add(b),
        BinaryOp::Sub => a.wrapping_sub(b),
        BinaryOp::Mul => a.wrapping_mul(b),
        BinaryOp::MulWideS => (sa as i128 * sb as i128) as u64,
        BinaryOp::MulWideU => a.wrapping_mul(b),
        BinaryOp::MulHiS => ((sa as i128 * sb as i128) >> bits) as u64,
        BinaryOp::MulHiU => ((a as u128 * b as u128) >> bits) as u64,
        BinaryOp::DivU if b != 0 => a / b,
        BinaryOp::RemU if b != 0 => a % b,
        BinaryOp::DivS if b != 0 => sa.wrapping_div(sb) as u64,
        BinaryOp::RemS if b != 0 => sa.wrapping_rem(sb) as u64,
        BinaryOp::And => a & b,
        BinaryOp::Or => a | b,
        BinaryOp::Xor => a ^ b,
        BinaryOp::Shl if b < u64::from(bits) => a << b,
        BinaryOp::Shl => 0,
        BinaryOp::ShrU if b < u64::from(bits) => a >> b,
        BinaryOp::ShrU => 0,
        BinaryOp::ShrS => (sa >> b.min(u64::from(bits) - 1)) as u64,
        BinaryOp::MinS => sa.min(sb) as u64,
        BinaryOp::MaxS => sa.max(sb) as u64,
        BinaryOp::MinU => a.min(b),
        BinaryOp::MaxU => a.max(b),
        _ => return Err(format!("not emulated: {op:?} {ty:?} of {a} and {b}")),
    })
}

fn compare(cond: Cond, ty: Type, a: u64, b: u64) -> Result<bool, String> {
    if ty.is_float() {
        return float_compare(cond, ty, a, b);
    }
    let (sa, sb) = (sext(ty, a), sext(ty, b));
    Ok(match cond {
        Cond::Eq => a == b,
        Cond::Ne => a != b,
        Cond::SLt => sa < sb,
        Cond::SLe => sa <= sb,
        Cond::SGt => sa > sb,
        Cond::SGe => sa >= sb,
        Cond::ULt => a < b,
        Cond::ULe => a <= b,
        Cond::UGt => a > b,
        Cond::UGe => a >= b,
        _ => return Err(format!("not emulated: cmp {cond:?} {ty:?}")),
    })
}

fn f32_of(bits: u64) -> f32 {
    f32::from_bits(bits as u32)
}

fn f32_bits(x: f32) -> u64 {
    u64::from(x.to_bits())
}

/// `op` on `f32` operands (minimum and maximum give the other operand of a
/// NaN, as [`BinaryOp::FMin`] says; the approximate division is the rounded
/// one, within the 2 ulp it allows).
fn float_binary(op: BinaryOp, ty: Type, a: u64, b: u64) -> Result<u64, String> {
    let (x, y) = (f32_of(a), f32_of(b));
    let v = match (op, ty) {
        (BinaryOp::Add, Type::F32) => x + y,
        (BinaryOp::Sub, Type::F32) => x - y,
        (BinaryOp::Mul, Type::F32) => x * y,
        (BinaryOp::DivRn | BinaryOp::DivApprox, Type::F32) => x / y,
        (BinaryOp::FMin, Type::F32) => x.min(y),
        (BinaryOp::FMax, Type::F32) => x.max(y),
        _ => return Err(format!("not emulated: {op:?} {ty:?}")),
    };
    Ok(f32_bits(v))
}

/// An ordered comparison of `f32` operands: false where either is NaN.
fn float_compare(cond: Cond, ty: Type, a: u64, b: u64) -> Result<bool, String> {
    let (x, y) = (f32_of(a), f32_of(b));
    Ok(match (cond, ty) {
        (Cond::FEq, Type::F32) => x == y,
        (Cond::FNe, Type::F32) => x != y && !x.is_nan() && !y.is_nan(),
        (Cond::FLt, Type::F32) => x < y,
        (Cond::FLe, Type::F32) => x <= y,
        (Cond::FGt, Type::F32) => x > y,
        (Cond::FGe, Type::F32) => x >= y,
        _ => return Err(format!("not emulated: cmp {cond:?} {ty:?}")),
    })
}

/// `bits` of type `from` converted to `to`, one of them `f32` and the other
/// `f16` or `bf16`: widening is exact, narrowing rounds to nearest even.
fn convert_float(
    to: Type,
    from: Type,
    signed: bool,
    rounding: Option<Rounding>,
    bits: u64,
) -> Result<u64, String> {
    let rn = rounding == Some(Rounding::Rn);
    let rzi = rounding == Some(Rounding::Rzi);
    Ok(match (to, from) {
        (Type::F16, Type::F32) if rn => u64::from(f16::from_f32(f32_of(bits)).to_bits()),
        (Type::BF16, Type::F32) if rn => u64::from(bf16::from_f32(f32_of(bits)).to_bits()),
        (Type::F32, Type::F16 | Type::BF16) => f32_bits(half_to_f32(from, bits)),
        // Rust's `as` rounds integers to nearest and truncates floats toward
        // zero, saturating, NaN to 0: what `cvt.rn.f32.s32` and
        // `cvt.rzi.s32.f32` do.
        (Type::F32, Type::I32) if rn && signed => f32_bits(bits as u32 as i32 as f32),
        (Type::F32, Type::I32) if rn => f32_bits(bits as u32 as f32),
        (Type::I32, Type::F32) if rzi && signed => u64::from(f32_of(bits) as i32 as u32),
        (Type::I32, Type::F32) if rzi => u64::from(f32_of(bits) as u32),
        _ => {
            return Err(format!(
                "not emulated: convert {from:?} to {to:?} ({rounding:?})"
            ))
        }
    })
}

/// `rcp.approx.f32` as this thread models it ([`RCP_APPROX_ULPS`]): the
/// correctly rounded reciprocal, moved that many representable values up
/// (down where negative) for finite nonzero results.
fn rcp_approx(x: f32) -> f32 {
    let exact = 1.0 / x;
    let ulps = RCP_APPROX_ULPS.get();
    if !exact.is_finite() || exact == 0.0 || ulps == 0 {
        return exact;
    }
    let moved = exact.to_bits() as i64 + i64::from(ulps) * if exact > 0.0 { 1 } else { -1 };
    f32::from_bits(moved as u32)
}

/// The `f16` or `bf16` in the low 16 bits of `bits`, widened.
fn half_to_f32(ty: Type, bits: u64) -> f32 {
    match ty {
        Type::BF16 => bf16::from_bits(bits as u16).to_f32(),
        _ => f16::from_bits(bits as u16).to_f32(),
    }
}

/// The targets whose MIR the tests run here: a name, the target, and its
/// lanes per warp (NVIDIA's 32, AMD's 64).
pub const TARGETS: [(&str, tilelift::Target, u32); 2] = [
    ("ptx", tilelift::Target::Nvptx, 32),
    (
        "gfx90a",
        tilelift::Target::Amdgcn(tilelift::Mcpu::Gfx90a),
        64,
    ),
];

/// A case of the corpus format run on the emulator: its buffers filled
/// (outputs poisoned with `0xff` bytes), `func` run over its grid with
/// `lanes` lanes per warp, and each output compared bit for bit with its
/// expected file. Gives what differs.
pub fn run_case(
    func: &Function,
    case: &std::path::Path,
    lanes: u32,
) -> Result<Vec<String>, String> {
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(case.join("case.json")).unwrap()).unwrap();
    let mut memory = Memory {
        buffers: Vec::new(),
    };
    let mut params = Vec::new();
    let mut outputs = HashMap::new();
    for (i, arg) in json["args"].as_array().unwrap().iter().enumerate() {
        if arg["role"] == "scalar" {
            params.push(arg["value"].as_i64().unwrap() as u64);
            continue;
        }
        let n = arg["bytes"].as_u64().unwrap() as usize;
        let bytes = match arg["file"].as_str() {
            Some(f) => std::fs::read(case.join(f)).unwrap(),
            None => vec![0xff; n],
        };
        let addr = 0x1000_0000 * (i as u64 + 1);
        outputs.insert(i as u64, memory.buffers.len());
        memory.buffers.push(Buffer { addr, bytes });
        params.push(addr);
    }
    let grid = std::array::from_fn(|d| json["grid"][d].as_u64().unwrap_or(1) as u32);
    run(func, grid, lanes, &params, &mut memory)?;
    let mut differ = Vec::new();
    for out in json["outputs"].as_array().unwrap() {
        let buf = &memory.buffers[outputs[&out["arg"].as_u64().unwrap()]];
        let want = std::fs::read(case.join(out["file"].as_str().unwrap())).unwrap();
        if buf.bytes != want {
            let first = buf.bytes.iter().zip(&want).position(|(a, b)| a != b);
            differ.push(format!(
                "{}: first byte differing at {first:?}",
                out["name"]
            ));
        }
    }
    Ok(differ)
}
