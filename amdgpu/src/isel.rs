//! Instruction selection: MIR to [`VCode`], one MIR instruction to one or a
//! few machine instructions on virtual registers.
//!
//! Immediates: integer inline constants (-16..=64), and the float ones for
//! `f32` (`0`, `±0.5`, `±1.0`, `±2.0`, `±4.0`; `0` for 16-bit floats), go into
//! the instruction; every other immediate is moved into a VGPR first, since
//! gfx90a's VOP3 encoding has no literal. Vector accesses of 2 or 4 words use
//! one of [`N_WINDOWS`] windows of four consecutive VGPRs (fixed registers),
//! in turn, so that consecutive loads can be in flight together.

mod mfma;

pub use mfma::{mfma_result_wait, mnemonic as mfma_mnemonic, MFMA_ACC, MFMA_END};
use mfma::{AccConsts, PairedLoads};
use tilelift_mir::wide_mads::{Product, WideMads};

use crate::asm::{Asm, Slot};
use crate::insts::{self as mi, Kind, Ops, Src, N_WINDOWS, SGPR64, VGPR32, VGPR64, WINDOW_BASE};
use crate::regalloc::VCode;
use crate::{Error, Mcpu};
use cranelift_entity::EntityRef;
use regalloc2::{Block as RBlock, PReg, RegClass, VReg};
use tilelift_ir::SourceLoc;
use tilelift_mir::{
    self as mir, BinaryOp, CacheHint, Cond, InstData, MemSpace, Operand, Rounding, SpecialReg,
    TernaryOp, Type, UnaryOp,
};

/// Where a kernel argument lives after the prologue.
#[derive(Clone, Debug)]
pub struct ArgSlot {
    /// Byte offset in the kernarg segment.
    pub offset: u32,
    /// Size in bytes.
    pub size: u32,
}

/// The kernel's argument layout.
pub fn arg_slots(func: &mir::Function) -> (Vec<ArgSlot>, u32) {
    let mut offset = 0u32;
    let slots = func
        .params
        .iter()
        .map(|p| {
            let size = (p.ty.bits() / 8).max(4);
            offset = offset.next_multiple_of(size);
            let slot = ArgSlot { offset, size };
            offset += size;
            slot
        })
        .collect();
    (slots, offset)
}

struct Isel<'a> {
    func: &'a mir::Function,
    vcode: VCode,
    vregs: Vec<Option<VReg>>,
    slots: Vec<ArgSlot>,
    origin: Option<u32>,
    window: u32,
    /// The constants MFMAs read as accumulators.
    acc_consts: AccConsts,
    /// The two-word loads MFMAs read as pairs.
    paired: PairedLoads,
    /// The wide products the 64-bit adds that read them compute.
    wide: WideMads,
    wg_size: u32,
    mcpu: Mcpu,
    /// The buffers of the instruction being built ([`Isel::asm`]).
    asm: Asm,
}

/// Selects machine instructions for `func`, each block's MIR instructions in
/// the order `order` gives ([`crate::schedule::order`]), for workgroups of
/// `wg_size` work-items, on `mcpu`; `limited`: under a test's register limit.
pub fn select(
    func: &mir::Function,
    order: &[u32],
    wg_size: u32,
    mcpu: Mcpu,
    limited: bool,
) -> Result<VCode, Error> {
    let (slots, _) = arg_slots(func);
    // About one and a half machine instructions, up to four lines of
    // assembly (64-bit arithmetic, division and `exp2` take ten) and three
    // operands per MIR instruction: reserved once rather than grown.
    let n = func.num_insts() + func.num_insts() / 2;
    let mut vcode = VCode::default();
    vcode.insts.reserve(n);
    vcode.lines.reserve(4 * n);
    vcode.slots.reserve(16 * n);
    vcode.text.reserve(4 * n);
    vcode.operand_ranges.reserve(n);
    vcode.inst_origin.reserve(n);
    vcode.operands.reserve(2 * n);
    vcode.vreg_classes.reserve(func.num_regs() + n / 2);
    let mut s = Isel {
        func,
        vcode,
        vregs: vec![None; func.num_regs()],
        slots,
        origin: None,
        window: 0,
        acc_consts: AccConsts::of(func),
        paired: PairedLoads::of(func, limited),
        wide: WideMads::of(func),
        wg_size,
        mcpu,
        asm: Asm::new(),
    };
    s.run(order)?;
    Ok(s.vcode)
}

fn class_of(ty: Type) -> RegClass {
    match ty.class() {
        mir::RegClass::Pred => SGPR64,
        mir::RegClass::B64 => VGPR64,
        _ => VGPR32,
    }
}

/// The temporaries of a template: early defs of new registers.
struct IselTemps<'a> {
    vcode: &'a mut VCode,
    ops: &'a mut Ops,
}

impl crate::insts::Temps for IselTemps<'_> {
    fn v32(&mut self) -> Src {
        let t = self.vcode.vreg(VGPR32);
        self.ops.early_def(t)
    }

    fn v64(&mut self) -> Src {
        let t = self.vcode.vreg(VGPR64);
        self.ops.early_def(t)
    }

    fn mask(&mut self) -> Src {
        let t = self.vcode.vreg(SGPR64);
        self.ops.early_def(t)
    }
}

/// `what` is unsupported, not at any op yet.
pub(crate) fn unsupported(what: impl Into<String>) -> Error {
    Error::Unsupported(what.into(), SourceLoc::default())
}

impl Isel<'_> {
    fn run(&mut self, order: &[u32]) -> Result<(), Error> {
        let func = self.func;
        // Each origin's note number, by the origin's index (`u32::MAX`: none
        // yet).
        let mut origin_ids: Vec<u32> = Vec::new();
        for block in func.blocks() {
            let start = self.vcode.insts.len() as u32;
            let pstart = self.vcode.params.len() as u32;
            for &p in func.block_params(block) {
                let v = self.reg(p);
                self.vcode.params.push(v);
            }
            self.vcode
                .param_ranges
                .push((pstart, self.vcode.params.len() as u32));
            if block == func.entry_block() {
                self.entry();
            }
            for &i in &order[func.block_inst_range(block)] {
                let inst = mir::Inst::new(i as usize);
                self.origin = func.inst_origin(inst).map(|o| {
                    if origin_ids.len() <= o.index() {
                        origin_ids.resize(o.index() + 1, u32::MAX);
                    }
                    if origin_ids[o.index()] == u32::MAX {
                        origin_ids[o.index()] = self.vcode.push_origin(func.origin_text(o));
                    }
                    origin_ids[o.index()]
                });
                self.inst(block, func.inst(inst)).map_err(|e| match e {
                    Error::Unsupported(m, _) => {
                        let at = func.inst_srcloc(inst);
                        Error::Unsupported(m, at.map_or_else(SourceLoc::default, SourceLoc::new))
                    }
                    e => e,
                })?;
            }
            self.vcode
                .block_ranges
                .push((start, self.vcode.insts.len() as u32));
        }
        self.vcode.compute_preds();
        Ok(())
    }

    /// The entry pseudo-instruction: the workitem id arrives in `v0`.
    fn entry(&mut self) {
        let tid = self.vcode.vreg(VGPR32);
        let mut ops = Ops::default();
        ops.fixed_def(tid, PReg::new(0, VGPR32));
        self.emit(String::new(), ops, Kind::Alu);
        for inst in self.func.block_insts(self.func.entry_block()) {
            if let InstData::Special {
                dst,
                reg: SpecialReg::TidX,
            } = self.func.inst(inst)
            {
                self.vregs[dst.index()] = Some(tid);
            }
        }
        // Every other read of the workitem id (in later blocks) shares it.
        for block in self.func.blocks() {
            for inst in self.func.block_insts(block) {
                if let InstData::Special {
                    dst,
                    reg: SpecialReg::TidX,
                } = self.func.inst(inst)
                {
                    self.vregs[dst.index()] = Some(tid);
                }
            }
        }
    }

    fn reg(&mut self, r: mir::Reg) -> VReg {
        if let Some(v) = self.vregs[r.index()] {
            return v;
        }
        let v = self.vcode.vreg(class_of(self.func.reg_type(r)));
        self.vregs[r.index()] = Some(v);
        v
    }

    /// Appends an instruction given as a template of the text form.
    fn emit(&mut self, text: String, ops: Ops, kind: Kind) {
        let mut asm = self.asm();
        asm.template(&text);
        self.emit_asm(asm, ops, kind);
    }

    /// Appends an instruction in the structured form.
    fn emit_asm(&mut self, asm: Asm, ops: Ops, kind: Kind) {
        let origin = self.origin;
        self.vcode.push(&asm, kind, &ops.ops, origin);
        // Its buffers serve the next instruction.
        self.asm = asm;
    }

    /// An empty instruction to build, in the buffers of the last one
    /// appended (no allocation per instruction).
    fn asm(&mut self) -> Asm {
        let mut asm = std::mem::take(&mut self.asm);
        asm.clear();
        asm
    }

    /// `v = 0`.
    fn mov_zero(&mut self, v: VReg) {
        let mut ops = Ops::default();
        let mut asm = self.asm();
        let d = asm.src(&ops.def(v));
        asm.line("v_mov_b32", &[d, Slot::Str("0")]);
        self.emit_asm(asm, ops, Kind::Alu);
    }

    /// A source operand of type `ty`: inline where the hardware allows it,
    /// else moved into a register first.
    fn src(&mut self, ops: &mut Ops, o: Operand, ty: Type) -> Src {
        match o {
            Operand::Reg(r) => {
                let v = self.reg(r);
                ops.use_(v)
            }
            Operand::Imm(bits) => {
                if let Some(text) = inline(bits, ty) {
                    return Src::Text(mi::Text::Borrowed(text));
                }
                let v = self.materialize(bits, ty);
                ops.use_(v)
            }
        }
    }

    /// Operand `o` in a register, a constant moved into one: the second
    /// source of a VOP2 (`_e32`) instruction reads only VGPRs (MI200 ISA,
    /// 6.2: "SRC1 ... must be a VGPR"), inline constants included.
    fn vgpr_src(&mut self, ops: &mut Ops, o: Operand, ty: Type) -> Src {
        let v = match o {
            Operand::Reg(r) => self.reg(r),
            Operand::Imm(bits) => self.materialize(bits, ty),
        };
        ops.use_(v)
    }

    /// A two-operand op with one register and one literal operand in the
    /// VOP2 encoding, which takes a 32-bit literal as its first source
    /// (`v_and_b32_e32 v1, 0x1fc, v2`) and saves the `v_mov_b32`.
    fn try_e32(&mut self, op: BinaryOp, ty: Type, v: VReg, args: [Operand; 2]) -> bool {
        use BinaryOp::*;
        let (lit_first, bits, r) = match args {
            [Operand::Imm(b), Operand::Reg(r)] => (true, b, r),
            [Operand::Reg(r), Operand::Imm(b)] => (false, b, r),
            _ => return false,
        };
        if inline(bits, ty).is_some() || (ty.is_float() && bits <= 64) {
            return false;
        }
        let commutative = matches!(
            op,
            Add | And | Or | Xor | MinS | MinU | MaxS | MaxU | FMin | FMax
        ) || (op == Mul && ty == Type::F32);
        let name = match (op, ty, lit_first) {
            (Sub, Type::I32, true) => "v_sub_u32",
            (Sub, Type::I32, false) => "v_subrev_u32",
            (Sub, Type::F32, true) => "v_sub_f32",
            (Sub, Type::F32, false) => "v_subrev_f32",
            _ if commutative && matches!(ty, Type::I32 | Type::F32) => match valu32(op, ty) {
                Some(m) => m.trim_end_matches("_e64"),
                None => return false,
            },
            _ => return false,
        };
        let rv = self.reg(r);
        let mut ops = Ops::default();
        let src = ops.use_(rv);
        let d = ops.def(v);
        let mut asm = self.asm();
        let mnemonic = e32_mnemonic(&mut asm, name);
        let (d, src) = (asm.src(&d), asm.src(&src));
        let k = asm.hex(bits as u32);
        asm.line_slot(mnemonic, &[d, k, src]);
        self.emit_asm(asm, ops, Kind::Alu);
        true
    }

    /// `src`, the source [`Isel::src`] gave for operand `o` of type `ty`, in
    /// a register: as it is where it is one, else `o` moved into one (an
    /// inline constant), not moved a second time.
    fn reg_src(&mut self, ops: &mut Ops, src: Src, o: Operand, ty: Type) -> Src {
        match src {
            Src::Op(_) => src,
            Src::Text(_) => self.in_reg(ops, o, ty),
        }
    }

    /// A source operand of type `ty` in a register.
    fn in_reg(&mut self, ops: &mut Ops, o: Operand, ty: Type) -> Src {
        let v = match o {
            Operand::Reg(r) => self.reg(r),
            Operand::Imm(bits) => self.materialize(bits, ty),
        };
        ops.use_(v)
    }

    /// A register holding the immediate `bits` of type `ty`.
    fn materialize(&mut self, bits: u64, ty: Type) -> VReg {
        let v = self.vcode.vreg(class_of(ty));
        let mut ops = Ops::default();
        let d = ops.def(v);
        let mut asm = self.asm();
        match class_of(ty) {
            RegClass::Vector => {
                let (lo, hi) = (asm.half(&d, false), asm.half(&d, true));
                let k = lit_slot(&mut asm, bits as u32);
                asm.line("v_mov_b32", &[lo, k]);
                let k = lit_slot(&mut asm, (bits >> 32) as u32);
                asm.line("v_mov_b32", &[hi, k]);
            }
            RegClass::Int => {
                let d = asm.src(&d);
                let k = Slot::Str(if bits & 1 == 1 { "-1" } else { "0" });
                asm.line("s_mov_b64", &[d, k]);
            }
            RegClass::Float => {
                let d = asm.src(&d);
                let k = lit_slot(&mut asm, bits as u32);
                asm.line("v_mov_b32", &[d, k]);
            }
        }
        self.emit_asm(asm, ops, Kind::Alu);
        v
    }

    fn inst(&mut self, block: mir::Block, data: &InstData) -> Result<(), Error> {
        match data {
            InstData::Special { dst, reg } => self.special(*dst, *reg),
            InstData::Param { dst, index } => self.param(*dst, *index),
            InstData::Const { dst, .. } if self.acc_consts.needs_no_register(*dst) => Ok(()),
            InstData::Const { dst, bits } => {
                let v = self.materialize(*bits, self.func.reg_type(*dst));
                self.vregs[dst.index()] = Some(v);
                Ok(())
            }
            InstData::Unary { op, ty, dst, arg } => self.unary(*op, *ty, *dst, *arg),
            InstData::Binary { dst, .. } if self.wide.fused(*dst).is_some() => Ok(()),
            InstData::Binary { op, ty, dst, args } => self.binary(*op, *ty, *dst, *args),
            InstData::Ternary { op, ty, dst, args } => self.ternary(*op, *ty, *dst, *args),
            InstData::Rounded {
                op,
                mode,
                ty,
                dst,
                args,
            } => self.rounded(*op, *mode, *ty, *dst, &args[..op.arity()]),
            InstData::Cmp {
                cond,
                ty,
                dst,
                args,
            } => self.cmp(*cond, *ty, *dst, *args),
            InstData::Select {
                ty,
                dst,
                cond,
                args,
            } => self.select(*ty, *dst, *cond, *args),
            InstData::Convert {
                to,
                from,
                signed,
                rounding,
                dst,
                src,
            } => self.convert(*to, *from, *signed, *rounding, *dst, *src),
            InstData::Fp8x2ToF16x2 { format, dst, src } => self.fp8(*format, *dst, &[*src]),
            InstData::F32x2ToFp8x2 { format, dst, srcs } => self.fp8(*format, *dst, srcs),
            InstData::Pack { dst, srcs } => self.pack(*dst, *srcs),
            InstData::Unpack { dsts, src } => self.unpack(*dsts, *src),
            InstData::Load {
                space,
                ty,
                dsts,
                addr,
                offset,
                pred,
                others,
                cache,
            } => self.load(*space, *ty, dsts, *addr, *offset, *pred, others, cache),
            InstData::Store {
                space,
                ty,
                srcs,
                addr,
                offset,
                pred,
                cache,
            } => self.store(*space, *ty, srcs, *addr, *offset, *pred, cache),
            InstData::SharedBase { dst } => {
                // The kernel's LDS allocation starts at address 0.
                let v = self.reg(*dst);
                self.mov_zero(v);
                Ok(())
            }
            InstData::Barrier => {
                let mut asm = self.asm();
                asm.line("s_waitcnt", &[Slot::Str("lgkmcnt(0)")]);
                asm.line("s_barrier", &[]);
                self.emit_asm(asm, Ops::default(), Kind::Barrier);
                Ok(())
            }
            InstData::Atomic {
                space: mir::MemSpace::Shared,
                op,
                ty,
                order,
                dst,
                addr,
                args,
                pred,
                ..
            } => self.lds_atomic(*op, *ty, *order, *dst, *addr, args[0], *pred),
            InstData::Atomic {
                op,
                ty,
                order,
                scope,
                dst,
                addr,
                args,
                pred,
                ..
            } => self.atomic(*op, *ty, *order, *scope, *dst, *addr, *args, *pred),
            InstData::Shuffle {
                kind,
                dst,
                src,
                lane,
            } => self.shuffle(*kind, *dst, *src, *lane),
            InstData::Jump { dest, args } => self.jump(block, *dest, args),
            InstData::Brif {
                cond,
                then_dest,
                else_dest,
            } => self.brif(block, *cond, *then_dest, *else_dest),
            InstData::Mfma(m) => self.mfma(m),
            InstData::Printf { format, args } => self.printf(format, args, None),
            InstData::AssertFail {
                message,
                file,
                line,
                function,
                pred,
            } => {
                let format = crate::printf::assert_format(message, file, *line, function);
                self.printf(&format, &[], *pred)
            }
            InstData::Trap { pred } => {
                let mut ops = Ops::default();
                let p = pred.map(|p| {
                    let v = self.reg(p);
                    ops.use_(v)
                });
                let label = format!(".Ltrap{}", self.vcode.insts.len());
                let mut asm = self.asm();
                crate::printf::trap(p.as_ref(), &label, &mut asm);
                self.emit_asm(asm, ops, Kind::Alu);
                Ok(())
            }
            InstData::Return => {
                self.edges(&[]);
                let mut asm = self.asm();
                asm.line("s_endpgm", &[]);
                self.emit_asm(asm, Ops::default(), Kind::Ret);
                Ok(())
            }
            other => {
                let text = format!("{other:?}");
                let name = text.split([' ', '{', '(']).next().unwrap_or("instruction");
                Err(unsupported(format!("MIR {name}")))
            }
        }
    }

    fn special(&mut self, dst: mir::Reg, reg: SpecialReg) -> Result<(), Error> {
        let mut ops = Ops::default();
        let v = self.reg(dst);
        match reg {
            SpecialReg::TidX => return Ok(()),
            SpecialReg::CtaId(k) => {
                let d = ops.def(v);
                let mut asm = self.asm();
                let d = asm.src(&d);
                let s = asm.sgpr(4 + u32::from(k));
                asm.line("v_mov_b32", &[d, s]);
                self.emit_asm(asm, ops, Kind::Alu);
            }
            SpecialReg::NCtaId(k) => {
                // The dispatch packet's grid size (work-items) over the
                // workgroup size: a shift, workgroups being 64 * 2^n wide
                // along x and 1 along y and z.
                let d = ops.def(v);
                let s = mi::SGPR_SCRATCH;
                let shift = if k == 0 {
                    self.wg_size.trailing_zeros()
                } else {
                    0
                };
                let text = format!(
                    "s_load_dword s{s}, s[0:1], {:#x}\ns_waitcnt lgkmcnt(0)\n\
                     s_lshr_b32 s{s}, s{s}, {shift}\n{}",
                    12 + 4 * u32::from(k),
                    mi::v_mov(&d.whole(), &format!("s{s}"))
                );
                self.emit(text, ops, Kind::Alu);
            }
        }
        Ok(())
    }

    fn param(&mut self, dst: mir::Reg, index: u32) -> Result<(), Error> {
        let slot = self.slots[index as usize].clone();
        let s = mi::SGPR_KERNARG_BASE + slot.offset / 4;
        let v = self.reg(dst);
        let mut ops = Ops::default();
        let d = ops.def(v);
        let mut asm = self.asm();
        match class_of(self.func.reg_type(dst)) {
            RegClass::Vector => {
                let (lo, hi) = (asm.half(&d, false), asm.half(&d, true));
                let (s0, s1) = (asm.sgpr(s), asm.sgpr(s + 1));
                asm.line("v_mov_b32", &[lo, s0]);
                asm.line("v_mov_b32", &[hi, s1]);
            }
            RegClass::Float => {
                let (d, s) = (asm.src(&d), asm.sgpr(s));
                asm.line("v_mov_b32", &[d, s]);
            }
            RegClass::Int => {
                // A boolean argument: a lane mask of all or none.
                let (d, s) = (asm.src(&d), asm.sgpr(s));
                asm.line("s_bitcmp1_b32", &[s, Slot::Str("0")]);
                asm.line("s_cselect_b64", &[d, Slot::Str("-1"), Slot::Str("0")]);
            }
        }
        self.emit_asm(asm, ops, Kind::Alu);
        Ok(())
    }

    fn unary(&mut self, op: UnaryOp, ty: Type, dst: mir::Reg, arg: Operand) -> Result<(), Error> {
        if op == UnaryOp::SqrtRn {
            return self.rounded(mir::RoundedOp::Sqrt, mir::RoundMode::Rn, ty, dst, &[arg]);
        }
        let mut ops = Ops::default();
        // Negation, absolute value, sine and cosine of a float are VOP2
        // instructions with the argument second.
        let vop2 = ty == Type::F32
            && matches!(
                op,
                UnaryOp::Neg | UnaryOp::Abs | UnaryOp::SinApprox | UnaryOp::CosApprox
            );
        let a = if vop2 {
            self.vgpr_src(&mut ops, arg, ty)
        } else {
            self.src(&mut ops, arg, ty)
        };
        let v = self.reg(dst);
        let class = class_of(ty);
        let mut asm = self.asm();
        if op == UnaryOp::Mov {
            let d = ops.def(v);
            match class {
                RegClass::Vector => {
                    let (dl, al) = (asm.half(&d, false), asm.half(&a, false));
                    let (dh, ah) = (asm.half(&d, true), asm.half(&a, true));
                    asm.line("v_mov_b32", &[dl, al]);
                    asm.line("v_mov_b32", &[dh, ah]);
                }
                RegClass::Int => {
                    let (d, a) = (asm.src(&d), asm.src(&a));
                    asm.line("s_mov_b64", &[d, a]);
                }
                RegClass::Float => {
                    let (d, a) = (asm.src(&d), asm.src(&a));
                    asm.line("v_mov_b32", &[d, a]);
                }
            }
            self.emit_asm(asm, ops, Kind::Alu);
            return Ok(());
        }
        if ty == Type::F64 && matches!(op, UnaryOp::Abs | UnaryOp::Neg) {
            // The sign is bit 31 of the high word: cleared or flipped there,
            // the low word copied.
            let d = ops.def(v);
            let (dl, al) = (asm.half(&d, false), asm.half(&a, false));
            let (dh, ah) = (asm.half(&d, true), asm.half(&a, true));
            let (m, k) = match op {
                UnaryOp::Abs => ("v_and_b32_e32", "0x7fffffff"),
                _ => ("v_xor_b32_e32", "0x80000000"),
            };
            asm.line("v_mov_b32", &[dl, al]);
            asm.line(m, &[dh, Slot::Str(k), ah]);
            self.emit_asm(asm, ops, Kind::Alu);
            return Ok(());
        }
        let d = ops.def(v);
        let (d, a) = (asm.src(&d), asm.src(&a));
        // v_sin_f32 and v_cos_f32 take turns, not radians: 0x3e22f983 is 1/(2π).
        let turns = Slot::Str("0x3e22f983");
        match (op, ty) {
            (UnaryOp::Not, Type::Pred) => asm.line("s_not_b64", &[d, a]),
            (UnaryOp::Not, Type::I32 | Type::I16 | Type::I8) => asm.line("v_not_b32", &[d, a]),
            (UnaryOp::Neg, Type::F32) => {
                asm.line("v_xor_b32_e32", &[d, Slot::Str("0x80000000"), a])
            }
            (UnaryOp::Abs, Type::F32) => {
                asm.line("v_and_b32_e32", &[d, Slot::Str("0x7fffffff"), a])
            }
            (UnaryOp::Neg, Type::I32) => asm.line("v_sub_u32_e64", &[d, Slot::Str("0"), a]),
            (
                UnaryOp::Ex2Approx
                | UnaryOp::Ex2ApproxFtz
                | UnaryOp::Lg2Approx
                | UnaryOp::SqrtApprox,
                Type::F32,
            ) => {
                let t = self.vcode.vreg(VGPR32);
                let t = ops.early_def(t);
                let t = asm.src(&t);
                scaled_math(&mut asm, op, d, a, t);
                &mut asm
            }
            (UnaryOp::RsqrtApprox, Type::F32) => asm.line("v_rsq_f32", &[d, a]),
            // PTX's `rcp.approx.ftz.f64` (libdevice's `__nv_rcp64h`) reads
            // the high word of `x` only; V_RCP_F64 is at least as close.
            (UnaryOp::RcpApprox, Type::F64) => asm.line("v_rcp_f64_e32", &[d, a]),
            (UnaryOp::SinApprox, Type::F32) => asm
                .line("v_mul_f32_e32", &[d, turns, a])
                .line("v_sin_f32", &[d, d]),
            (UnaryOp::CosApprox, Type::F32) => asm
                .line("v_mul_f32_e32", &[d, turns, a])
                .line("v_cos_f32", &[d, d]),
            (UnaryOp::Floor, Type::F32) => asm.line("v_floor_f32", &[d, a]),
            // MI200 ISA, VOP1: V_TRUNC_F32 (the integer part, toward zero) and
            // V_RNDNE_F32 (to the nearest integer, ties to even).
            (UnaryOp::Trunc, Type::F32) => asm.line("v_trunc_f32", &[d, a]),
            (UnaryOp::Rint, Type::F32) => asm.line("v_rndne_f32", &[d, a]),
            (UnaryOp::Ceil, Type::F32) => asm.line("v_ceil_f32", &[d, a]),
            // VOP1 V_FLOOR_F64, V_TRUNC_F64, V_RNDNE_F64, V_CEIL_F64: the
            // same roundings of doubles.
            (UnaryOp::Floor, Type::F64) => asm.line("v_floor_f64", &[d, a]),
            (UnaryOp::Trunc, Type::F64) => asm.line("v_trunc_f64", &[d, a]),
            (UnaryOp::Rint, Type::F64) => asm.line("v_rndne_f64", &[d, a]),
            (UnaryOp::Ceil, Type::F64) => asm.line("v_ceil_f64", &[d, a]),
            _ => return Err(unsupported(format!("{op:?} of {ty}"))),
        };
        self.emit_asm(asm, ops, Kind::Alu);
        Ok(())
    }

    fn binary(
        &mut self,
        op: BinaryOp,
        ty: Type,
        dst: mir::Reg,
        args: [Operand; 2],
    ) -> Result<(), Error> {
        use BinaryOp::*;
        let v = self.reg(dst);
        let mut args = args;
        let mut op = op;
        // `i8` and `i16` values live in 32-bit VGPRs whose upper bits
        // nothing reads (stores, conversions and compares take the low
        // bits), so an operation whose low bits depend on its operands' low
        // bits alone is the 32-bit one (MIR widens the others to `i16` for
        // `i8`, as PTX has no 8-bit arithmetic either).
        let ty = match (ty, op) {
            (Type::I8 | Type::I16, Add | Sub | Mul | And | Or | Xor | Shl) => Type::I32,
            (Type::I16, ShrS | ShrU | MinS | MinU | MaxS | MaxU | DivS | DivU | RemS | RemU) => {
                return self.binary_i16(op, v, args);
            }
            _ => ty,
        };
        // A 32-bit product by a power of two is a shift by an inline
        // constant: `V_MUL_LO_U32` is quarter rate and takes no literal, so
        // the factor would be moved into a register first.
        if let (Type::I32, Mul) = (ty, op) {
            if let [Operand::Imm(m), r] | [r, Operand::Imm(m)] = args {
                let m = m & 0xffff_ffff;
                if m.is_power_of_two() && r.reg().is_some() {
                    op = Shl;
                    args = [r, Operand::Imm(u64::from(m.trailing_zeros()))];
                }
            }
        }
        if let (Type::I32, Shl | ShrS | ShrU, Operand::Imm(k)) = (ty, op, args[1]) {
            // Constant amounts of 32 or more, as MIR defines them.
            if k >= 32 && op == ShrS {
                args[1] = Operand::Imm(31);
            } else if k >= 32 {
                self.mov_zero(v);
                return Ok(());
            }
        }
        if let (Type::I64, Add, Some((p, c))) = (ty, op, self.wide.in_add(args)) {
            return self.wide_mad(v, p, c);
        }
        if ty == Type::I64 && !matches!(op, Add | Sub) {
            return self.binary64(op, v, args);
        }
        if let (Type::F32, DivApprox | DivRn) | (Type::F64, DivRn) = (ty, op) {
            // Correctly rounded, as Triton's AMD backend divides floats.
            return self.rounded(mir::RoundedOp::Div, mir::RoundMode::Rn, ty, dst, &args);
        }
        if self.try_e32(op, ty, v, args) {
            return Ok(());
        }
        let mut ops = Ops::default();
        let a = self.src(&mut ops, args[0], ty);
        let b = self.src(&mut ops, args[1], ty);
        let mut asm = self.asm();
        let vcc = Slot::Str("vcc");
        match (ty, op) {
            (Type::I64, Add | Sub) => {
                let d = ops.def(v);
                let (lo, hi) = if op == Add {
                    ("v_add_co_u32_e64", "v_addc_co_u32_e64")
                } else {
                    ("v_sub_co_u32_e64", "v_subb_co_u32_e64")
                };
                let (dl, al, bl) = (
                    asm.half(&d, false),
                    asm.half(&a, false),
                    asm.half(&b, false),
                );
                let (dh, ah, bh) = (asm.half(&d, true), asm.half(&a, true), asm.half(&b, true));
                asm.line(lo, &[dl, vcc, al, bl]);
                asm.line(hi, &[dh, vcc, ah, bh, vcc]);
            }
            (Type::I32, MulWideS | MulWideU) => {
                let d = ops.def(v);
                let zero = Src::Text(mi::Text::Borrowed("0"));
                crate::int64::wide_product(&mut asm, op == MulWideS, &d, &a, &b, &zero);
            }
            (Type::Pred, And | Or | Xor) => {
                let d = ops.def(v);
                let m = match op {
                    And => "s_and_b64",
                    Or => "s_or_b64",
                    _ => "s_xor_b64",
                };
                let (d, a, b) = (asm.src(&d), asm.src(&a), asm.src(&b));
                asm.line(m, &[d, a, b]);
            }
            (Type::I32, DivS | DivU | RemS | RemU) => {
                let (a, b) = (
                    self.reg_src(&mut ops, a, args[0], ty),
                    self.reg_src(&mut ops, b, args[1], ty),
                );
                self.divrem32(&mut ops, &mut asm, op, v, &a, &b);
            }
            (Type::I32, Shl | ShrS | ShrU) if args[1].reg().is_some() => {
                // The hardware reads the low five bits of the amount; MIR's
                // shifts by 32 or more give 0 (or the sign, shifting right
                // arithmetically).
                let m = valu32(op, ty).unwrap_or_default();
                let d = ops.early_def(v);
                let (d, a, b) = (asm.src(&d), asm.src(&a), asm.src(&b));
                if op == ShrS {
                    asm.line("v_min_u32_e32", &[d, Slot::Str("31"), b]);
                    asm.line(m, &[d, d, a]);
                } else {
                    asm.line(m, &[d, b, a]);
                    asm.line("v_cmp_gt_u32_e32", &[vcc, Slot::Str("32"), b]);
                    asm.line("v_cndmask_b32_e32", &[d, Slot::Str("0"), d, vcc]);
                }
            }
            (Type::F32, FMinNan | FMaxNan) => {
                // IEEE-mode V_MIN_F32 / V_MAX_F32 return the other operand
                // for a NaN; MIR's NaN-propagating forms give a quiet NaN
                // where either operand is one (`V_CMP_U_F32`).
                let m = if op == FMinNan {
                    "v_min_f32_e64"
                } else {
                    "v_max_f32_e64"
                };
                let d = ops.early_def(v);
                let t = self.vcode.vreg(VGPR32);
                let t = ops.early_def(t);
                let (d, t, a, b) = (asm.src(&d), asm.src(&t), asm.src(&a), asm.src(&b));
                asm.line(m, &[d, a, b]);
                asm.line("v_cmp_u_f32_e64", &[vcc, a, b]);
                asm.line("v_mov_b32", &[t, Slot::Str("0x7fc00000")]);
                asm.line("v_cndmask_b32_e32", &[d, d, t, vcc]);
            }
            (Type::F64, Add | Sub | Mul | FMin | FMax) => {
                // VOP3 `V_ADD_F64`, `V_MUL_F64`, `V_MIN_F64`, `V_MAX_F64`; a
                // subtraction adds the negated operand.
                let d = ops.def(v);
                let (d, a, b) = (asm.src(&d), asm.src(&a), asm.src(&b));
                let m = match op {
                    Add | Sub => "v_add_f64",
                    Mul => "v_mul_f64",
                    FMin => "v_min_f64",
                    _ => "v_max_f64",
                };
                let b = match op {
                    // f64 immediates are in registers (none is inline).
                    Sub => b
                        .negated()
                        .ok_or_else(|| unsupported("an f64 subtraction of a constant"))?,
                    _ => b,
                };
                asm.line(m, &[d, a, b]);
            }
            (Type::I32 | Type::F32, _) => {
                let m = valu32(op, ty).ok_or_else(|| unsupported(format!("{op:?} of {ty}")))?;
                let d = ops.def(v);
                let (d, a, b) = (asm.src(&d), asm.src(&a), asm.src(&b));
                if matches!(op, Shl | ShrS | ShrU) {
                    // The shift amount comes first.
                    asm.line(m, &[d, b, a]);
                } else {
                    asm.line(m, &[d, a, b]);
                }
            }
            _ => return Err(unsupported(format!("{op:?} of {ty}"))),
        };
        self.emit_asm(asm, ops, Kind::Alu);
        Ok(())
    }

    /// An `i16` operation that reads its operands' upper bits (a right
    /// shift, a minimum or maximum): the 32-bit one on the operands
    /// extended from their low 16 bits (`V_BFE_I32` for the signed ones,
    /// `V_BFE_U32` else; a shift's amount as it is), whose low 16 bits are
    /// the result. Amounts of 16 or more give what MIR defines (0, or the
    /// sign), as the 32-bit shifts do, clamped as [`Isel::binary`] clamps
    /// them.
    fn binary_i16(&mut self, op: BinaryOp, v: VReg, args: [Operand; 2]) -> Result<(), Error> {
        use BinaryOp::*;
        if matches!(op, DivS | DivU | RemS | RemU) {
            // The 32-bit division of the operands extended from 16 bits:
            // its low 16 bits are the 16-bit result.
            let signed = matches!(op, DivS | RemS);
            let mut ops = Ops::default();
            let mut asm = self.asm();
            let [a, b] =
                args.map(|a| self.extended_src(&mut ops, &mut asm, a, Type::I16, signed, true));
            self.divrem32(&mut ops, &mut asm, op, v, &a, &b);
            self.emit_asm(asm, ops, Kind::Alu);
            return Ok(());
        }
        let shift = matches!(op, ShrS | ShrU);
        let signed = matches!(op, ShrS | MinS | MaxS);
        let m = valu32(op, Type::I32).ok_or_else(|| unsupported(format!("{op:?} of i16")))?;
        let mut ops = Ops::default();
        let mut asm = self.asm();
        let mut x = [Slot::Str(""); 2];
        for (k, slot) in x.iter_mut().enumerate() {
            let arg = match (shift, k, args[k]) {
                // Constant amounts past the 32-bit shift's, as MIR defines them.
                (true, 1, Operand::Imm(a)) if a >= 32 && op == ShrS => Operand::Imm(31),
                (true, 1, Operand::Imm(a)) if a >= 32 => Operand::Imm(32),
                (_, _, a) => a,
            };
            *slot = if shift && k == 1 {
                let a = self.src(&mut ops, arg, Type::I32);
                asm.src(&a)
            } else {
                self.extended(&mut ops, &mut asm, arg, Type::I16, signed)
            };
        }
        let d = asm.src(&ops.early_def(v));
        let vcc = Slot::Str("vcc");
        match (op, args[1]) {
            (ShrS, Operand::Reg(_)) => {
                asm.line("v_min_u32_e32", &[d, Slot::Str("31"), x[1]]);
                asm.line(m, &[d, d, x[0]]);
            }
            (ShrU, Operand::Reg(_)) => {
                asm.line(m, &[d, x[1], x[0]]);
                asm.line("v_cmp_gt_u32_e32", &[vcc, Slot::Str("32"), x[1]]);
                asm.line("v_cndmask_b32_e32", &[d, Slot::Str("0"), d, vcc]);
            }
            (ShrU, Operand::Imm(a)) if a >= 32 => {
                asm.line("v_mov_b32", &[d, Slot::Str("0")]);
            }
            (ShrS | ShrU, _) => {
                asm.line(m, &[d, x[1], x[0]]);
            }
            _ => {
                asm.line(m, &[d, x[0], x[1]]);
            }
        }
        self.emit_asm(asm, ops, Kind::Alu);
        Ok(())
    }

    /// `v = a op b`, a 32-bit division or remainder of registers ([`divrem`]),
    /// appended to `asm`.
    fn divrem32(&mut self, ops: &mut Ops, asm: &mut Asm, op: BinaryOp, v: VReg, a: &Src, b: &Src) {
        let d = ops.early_def(v).whole();
        let t: Vec<mi::Text> = (0..5)
            .map(|_| {
                let tv = self.vcode.vreg(VGPR32);
                ops.early_def(tv).whole()
            })
            .collect();
        asm.template(&divrem(op, &d, &a.whole(), &b.whole(), &t));
    }

    /// `arg`, an `i8` or `i16` (`from`) operand, as a 32-bit source extended
    /// from its low bits (`signed` or not): a constant extended here, a
    /// register into a new one by [`crate::convert::extend32`].
    fn extended(
        &mut self,
        ops: &mut Ops,
        asm: &mut Asm,
        arg: Operand,
        from: Type,
        signed: bool,
    ) -> Slot {
        let a = self.extended_src(ops, asm, arg, from, signed, false);
        asm.src(&a)
    }

    /// [`Isel::extended`] as a source, in a register if `in_reg`.
    fn extended_src(
        &mut self,
        ops: &mut Ops,
        asm: &mut Asm,
        arg: Operand,
        from: Type,
        signed: bool,
        in_reg: bool,
    ) -> Src {
        let arg = match arg {
            Operand::Imm(bits) => {
                let shift = 64 - from.bits();
                let c = match signed {
                    true => ((bits << shift) as i64 >> shift) as u64,
                    false => (bits << shift) >> shift,
                };
                Operand::Imm(c & 0xffff_ffff)
            }
            a => a,
        };
        if arg.reg().is_none() {
            return match in_reg {
                true => self.in_reg(ops, arg, Type::I32),
                false => self.src(ops, arg, Type::I32),
            };
        }
        let a = self.src(ops, arg, Type::I32);
        let a = asm.src(&a);
        let t = self.vcode.vreg(VGPR32);
        let t = ops.early_def(t);
        let ts = asm.src(&t);
        crate::convert::extend32(asm, from, signed, ts, a);
        t
    }

    /// `v = a * b + c` of a fused wide product ([`WideMads`]).
    fn wide_mad(&mut self, v: VReg, p: Product, c: mir::Reg) -> Result<(), Error> {
        let mut ops = Ops::default();
        let a = self.src(&mut ops, p.args[0], Type::I32);
        let b = self.src(&mut ops, p.args[1], Type::I32);
        let cv = self.reg(c);
        let c = ops.use_(cv);
        let d = ops.def(v);
        let mut asm = self.asm();
        crate::int64::wide_product(&mut asm, p.signed, &d, &a, &b, &c);
        self.emit_asm(asm, ops, Kind::Alu);
        Ok(())
    }

    /// 64-bit integer operations other than add and subtract
    /// ([`crate::int64`]).
    fn binary64(&mut self, op: BinaryOp, v: VReg, args: [Operand; 2]) -> Result<(), Error> {
        use crate::int64::Amount;
        let ty = Type::I64;
        // A product by a power of two (an address scaled by its element's
        // size) is a shift: one instruction against six.
        let (op, args) = match (op, args) {
            (BinaryOp::Mul, [a, Operand::Imm(m)]) if m.is_power_of_two() => (
                BinaryOp::Shl,
                [a, Operand::Imm(u64::from(m.trailing_zeros()))],
            ),
            _ => (op, args),
        };
        let mut ops = Ops::default();
        let av = match args[0] {
            Operand::Reg(r) => self.reg(r),
            Operand::Imm(bits) => self.materialize(bits, ty),
        };
        let a = ops.use_(av);
        let shift = matches!(op, BinaryOp::Shl | BinaryOp::ShrS | BinaryOp::ShrU);
        let b = match (shift, args[1]) {
            (true, Operand::Imm(k)) => Amount::Imm(k),
            (true, Operand::Reg(r)) => {
                let wide = class_of(self.func.reg_type(r)) == VGPR64;
                let rv = self.reg(r);
                Amount::Reg(ops.use_(rv), wide)
            }
            (false, o) => Amount::Value(self.src(&mut ops, o, ty)),
        };
        let d_index = ops.ops.len();
        let d = ops.early_def(v);
        let label = self.vcode.insts.len();
        let mut asm = self.asm();
        let mut temps = IselTemps {
            vcode: &mut self.vcode,
            ops: &mut ops,
        };
        let early = crate::int64::select(op, &d, &a, &b, label, &mut temps, &mut asm)
            .map_err(unsupported)?;
        if !early {
            ops.ops[d_index] = regalloc2::Operand::reg_def(v);
        }
        self.emit_asm(asm, ops, Kind::Alu);
        Ok(())
    }

    fn ternary(
        &mut self,
        op: TernaryOp,
        ty: Type,
        dst: mir::Reg,
        args: [Operand; 3],
    ) -> Result<(), Error> {
        let v = self.reg(dst);
        let mut ops = Ops::default();
        let mut asm = self.asm();
        let a = self.src(&mut ops, args[0], ty);
        let b = self.src(&mut ops, args[1], ty);
        let c = self.src(&mut ops, args[2], ty);
        let (a, b, c) = (asm.src(&a), asm.src(&b), asm.src(&c));
        match (op, ty) {
            (TernaryOp::Fma, Type::F32) => {
                let d = asm.src(&ops.def(v));
                asm.line("v_fma_f32", &[d, a, b, c]);
            }
            (TernaryOp::Fma, Type::F64) => {
                let d = asm.src(&ops.def(v));
                asm.line("v_fma_f64", &[d, a, b, c]);
            }
            (TernaryOp::Mad, Type::I32) => {
                let d = asm.src(&ops.early_def(v));
                asm.line("v_mul_lo_u32", &[d, a, b]);
                asm.line("v_add_u32_e64", &[d, d, c]);
            }
            _ => return Err(unsupported(format!("{op:?} of {ty}"))),
        }
        self.emit_asm(asm, ops, Kind::Alu);
        Ok(())
    }

    fn cmp(
        &mut self,
        cond: Cond,
        ty: Type,
        dst: mir::Reg,
        args: [Operand; 2],
    ) -> Result<(), Error> {
        if ty == Type::I8 {
            return self.cmp_i8(cond, dst, args);
        }
        let name =
            cmp_name(cond, ty).ok_or_else(|| unsupported(format!("cmp {cond:?} of {ty}")))?;
        let v = self.reg(dst);
        let mut ops = Ops::default();
        let mut asm = self.asm();
        let a = self.src(&mut ops, args[0], ty);
        let b = self.src(&mut ops, args[1], ty);
        let (a, b) = (asm.src(&a), asm.src(&b));
        let d = asm.src(&ops.def(v));
        asm.line(name, &[d, a, b]);
        self.emit_asm(asm, ops, Kind::Alu);
        Ok(())
    }

    /// A compare of `i8`s (no 8-bit compare exists): both operands
    /// extended to 32 bits from their low byte (`V_BFE_I32` / `V_BFE_U32`,
    /// signed for the signed conditions), then the 32-bit compare.
    fn cmp_i8(&mut self, cond: Cond, dst: mir::Reg, args: [Operand; 2]) -> Result<(), Error> {
        use Cond::*;
        let name =
            cmp_name(cond, Type::I32).ok_or_else(|| unsupported(format!("cmp {cond:?} of i8")))?;
        let signed = matches!(cond, SLt | SLe | SGt | SGe);
        let v = self.reg(dst);
        let mut ops = Ops::default();
        let mut asm = self.asm();
        let mut extended = [Slot::Str(""); 2];
        for (x, &arg) in extended.iter_mut().zip(&args) {
            *x = self.extended(&mut ops, &mut asm, arg, Type::I8, signed);
        }
        let d = asm.src(&ops.def(v));
        asm.line(name, &[d, extended[0], extended[1]]);
        self.emit_asm(asm, ops, Kind::Alu);
        Ok(())
    }

    fn select(
        &mut self,
        ty: Type,
        dst: mir::Reg,
        cond: mir::Reg,
        args: [Operand; 2],
    ) -> Result<(), Error> {
        let v = self.reg(dst);
        let c = self.reg(cond);
        let mut ops = Ops::default();
        let mut asm = self.asm();
        let m = asm.src(&ops.use_(c));
        let t = self.src(&mut ops, args[0], ty);
        let f = self.src(&mut ops, args[1], ty);
        match class_of(ty) {
            RegClass::Float => {
                let d = asm.src(&ops.def(v));
                let (f, t) = (asm.src(&f), asm.src(&t));
                asm.line("v_cndmask_b32_e64", &[d, f, t, m]);
            }
            RegClass::Vector => {
                let d = ops.def(v);
                for hi in [false, true] {
                    let (d, f, t) = (asm.half(&d, hi), asm.half(&f, hi), asm.half(&t, hi));
                    asm.line("v_cndmask_b32_e64", &[d, f, t, m]);
                }
            }
            RegClass::Int => return Err(unsupported("select of predicates")),
        }
        self.emit_asm(asm, ops, Kind::Alu);
        Ok(())
    }

    /// `dst = op(args)` on floats rounded as `mode` says ([`crate::rounded`]).
    fn rounded(
        &mut self,
        op: mir::RoundedOp,
        mode: mir::RoundMode,
        ty: Type,
        dst: mir::Reg,
        args: &[Operand],
    ) -> Result<(), Error> {
        let v = self.reg(dst);
        let mut ops = Ops::default();
        let srcs: Vec<Src> = args
            .iter()
            .map(|&o| self.vgpr_src(&mut ops, o, ty))
            .collect();
        // Written after the last read of an operand: a plain def.
        let d = ops.def(v);
        let mut asm = self.asm();
        let mut temps = IselTemps {
            vcode: &mut self.vcode,
            ops: &mut ops,
        };
        crate::rounded::select(op, mode, ty, &d, &srcs, &mut temps, &mut asm)
            .map_err(unsupported)?;
        self.emit_asm(asm, ops, Kind::Alu);
        Ok(())
    }

    /// An 8-bit float conversion ([`crate::fp8`]): from the pair in `srcs[0]`
    /// to two `f16`, or from the two `f32` in `srcs` to a pair.
    fn fp8(&mut self, format: mir::Fp8, dst: mir::Reg, srcs: &[mir::Reg]) -> Result<(), Error> {
        let v = self.reg(dst);
        let vs: Vec<VReg> = srcs.iter().map(|&r| self.reg(r)).collect();
        let mut ops = Ops::default();
        let xs: Vec<Src> = vs.iter().map(|&r| ops.use_(r)).collect();
        // Written last.
        let d = ops.def(v);
        let mut asm = self.asm();
        let mut temps = IselTemps {
            vcode: &mut self.vcode,
            ops: &mut ops,
        };
        match &xs[..] {
            [x] => crate::fp8::to_f16x2(format, &d, x, &mut temps, &mut asm),
            [a, b] => crate::fp8::from_f32x2(format, &d, [a, b], &mut temps, &mut asm),
            _ => unreachable!("one or two operands"),
        }
        self.emit_asm(asm, ops, Kind::Alu);
        Ok(())
    }

    fn convert(
        &mut self,
        to: Type,
        from: Type,
        signed: bool,
        rounding: Option<Rounding>,
        dst: mir::Reg,
        src: mir::Reg,
    ) -> Result<(), Error> {
        let v = self.reg(dst);
        let sv = self.reg(src);
        let mut ops = Ops::default();
        let a = ops.use_(sv);
        // The result is written early in a template of several lines (it may
        // be written before the operand is last read); see below.
        let d = ops.early_def(v);
        let mut asm = self.asm();
        let mut temps = IselTemps {
            vcode: &mut self.vcode,
            ops: &mut ops,
        };
        crate::convert::select(from, to, signed, rounding, &d, &a, &mut temps, &mut asm)
            .map_err(unsupported)?;
        if !asm.is_multiline() {
            // One instruction reads its operand before writing: a plain def.
            ops.ops[1] = regalloc2::Operand::reg_def(v);
        }
        self.emit_asm(asm, ops, Kind::Alu);
        Ok(())
    }

    /// A cross-lane read within the wavefront (64 lanes): a butterfly within
    /// 32 lanes through `DS_SWIZZLE_B32`, anything else through
    /// `DS_BPERMUTE_B32` (MI200 ISA, section 12.13 "LDS and GDS instructions":
    /// each lane reads `src` of lane `addr[7:2]`; it uses the LDS crossbar, not
    /// LDS memory, and counts in `lgkmcnt`). The lane id comes from
    /// `V_MBCNT_LO_U32_B32` / `V_MBCNT_HI_U32_B32` of an all-ones mask. `Up`
    /// and `Down` read their own value where the source lane is outside the
    /// wavefront, as MIR (and PTX's clamp) define.
    fn shuffle(
        &mut self,
        kind: mir::ShuffleKind,
        dst: mir::Reg,
        src: mir::Reg,
        lane: Operand,
    ) -> Result<(), Error> {
        use mir::ShuffleKind::*;
        let v = self.reg(dst);
        let sv = self.reg(src);
        let mut ops = Ops::default();
        if let (Bfly, Operand::Imm(n @ 1..=31)) = (kind, lane) {
            // `DS_SWIZZLE_B32` in bit-mask mode (offset[15] = 0): lane
            // `((id & and) | or) ^ xor` of its group of 32, with and =
            // offset[4:0] = 0x1f, or = offset[9:5] = 0, xor = offset[14:10].
            let s = ops.use_(sv);
            let d = ops.early_def(v);
            let mut asm = self.asm();
            let (d, s) = (asm.src(&d), asm.src(&s));
            let offset = asm.suffix_with(|t| {
                t.push_str(" offset:");
                mi::push_hex(t, (0x1f | (n << 10)) as u32);
            });
            asm.line("ds_swizzle_b32", &[d, s, offset]);
            self.emit_asm(asm, ops, Kind::LdsLoad);
            return Ok(());
        }
        let mut asm = self.asm();
        let n = self.src(&mut ops, lane, Type::I32);
        let n = asm.src(&n);
        let s = asm.src(&ops.use_(sv));
        let d = asm.src(&ops.early_def(v));
        let (t, u) = (self.vcode.vreg(VGPR32), self.vcode.vreg(VGPR32));
        let (t, u) = (asm.src(&ops.early_def(t)), asm.src(&ops.early_def(u)));
        let (vcc, all) = (Slot::Str("vcc"), Slot::Str("-1"));
        if kind != Idx {
            asm.line("v_mbcnt_lo_u32_b32", &[t, all, Slot::Str("0")]);
            asm.line("v_mbcnt_hi_u32_b32", &[t, all, t]);
        }
        match kind {
            Bfly => asm.line("v_xor_b32_e64", &[t, t, n]),
            Up => asm
                .line("v_sub_u32_e64", &[u, t, n])
                .line("v_cmp_le_u32_e64", &[vcc, n, t])
                .line("v_cndmask_b32_e32", &[t, t, u, vcc]),
            Down => asm
                .line("v_add_u32_e64", &[u, t, n])
                .line("v_cmp_gt_u32_e32", &[vcc, Slot::Str("64"), u])
                .line("v_cndmask_b32_e32", &[t, t, u, vcc]),
            Idx => asm.line("v_mov_b32", &[t, n]),
        };
        asm.line("v_lshlrev_b32", &[t, Slot::Str("2"), t]);
        asm.line("ds_bpermute_b32", &[d, t, s]);
        self.emit_asm(asm, ops, Kind::LdsLoad);
        Ok(())
    }

    /// An atomic read-modify-write of global memory, returning the old value
    /// (`GLOBAL_ATOMIC_*` with the target's "return" bit, MI200 ISA section
    /// 10.3 "Global instructions" / 9.1.10 "Atomics", MI300 ISA the same;
    /// `CMPSWAP` takes the new value in the low and the compared one in the
    /// high register of its pair). The ordering follows LLVM's memory model
    /// for the target (AMDGPUUsage, "Memory Model GFX90A" / "GFX942",
    /// atomicrmw): a release writes L2 back where the target's scope needs
    /// it ([`Mcpu::release`]) and waits for every earlier access; an acquire
    /// waits for the atomic and invalidates the caches beyond the workgroup
    /// ([`Mcpu::acquire`]), whose waves share one L1. A lane whose predicate
    /// is false takes 0.
    #[allow(clippy::too_many_arguments)]
    fn atomic(
        &mut self,
        op: mir::AtomicOp,
        ty: Type,
        order: mir::MemOrder,
        scope: mir::MemScope,
        dst: mir::Reg,
        addr: mir::Reg,
        args: [Operand; 2],
        pred: Option<mir::Reg>,
    ) -> Result<(), Error> {
        use mir::AtomicOp as A;
        if matches!(ty, Type::F16 | Type::BF16) && op == A::Add {
            return self.half_atomic(ty, order, scope, dst, addr, args[0], pred);
        }
        let wide = match ty.bits() {
            32 => false,
            64 if op != A::Cas => true,
            _ => return Err(unsupported(format!("atomic {op:?} of {ty}"))),
        };
        let name = match (op, ty) {
            (A::Add, Type::F32) => "add_f32",
            (A::Add, Type::F64) => "add_f64",
            (_, _) if ty.is_float() && !matches!(op, A::Exch | A::Cas) => {
                return Err(unsupported(format!("atomic {op:?} of {ty}")))
            }
            (A::Add, _) => "add",
            (A::And, _) => "and",
            (A::Or, _) => "or",
            (A::Xor, _) => "xor",
            (A::MaxS, _) => "smax",
            (A::MinS, _) => "smin",
            (A::MaxU, _) => "umax",
            (A::MinU, _) => "umin",
            (A::Exch, _) => "swap",
            (A::Cas, _) => "cmpswap",
        };
        let suffix = if wide && !ty.is_float() { "_x2" } else { "" };
        let v = self.reg(dst);
        let av = self.reg(addr);
        // The data: one register (pair), or for CAS a pair of new and compared.
        let data = if op == A::Cas {
            let pair = self.vcode.vreg(VGPR64);
            let mut ops = Ops::default();
            let cmp = self.src(&mut ops, args[0], ty).whole();
            let new = self.src(&mut ops, args[1], ty).whole();
            let d = ops.def(pair);
            let text = format!(
                "{}\n{}",
                mi::v_mov(&d.half(false), &new),
                mi::v_mov(&d.half(true), &cmp)
            );
            self.emit(text, ops, Kind::Alu);
            pair
        } else {
            match args[0] {
                Operand::Reg(r) => self.reg(r),
                Operand::Imm(bits) => self.materialize(bits, ty),
            }
        };
        let mut ops = Ops::default();
        let a = ops.use_(av).whole();
        let x = ops.use_(data).whole();
        let p = pred.map(|p| {
            let pv = self.reg(p);
            ops.use_(pv).whole()
        });
        let d = ops.early_def(v);
        let mut text = String::new();
        if let Some(lines) = self.release_lines(order, scope) {
            text += &lines;
            text.push('\n');
        }
        if p.is_some() {
            text += &format!("{}\n", mi::v_mov(&d.half(false), "0"));
            if wide {
                text += &format!("{}\n", mi::v_mov(&d.half(true), "0"));
            }
        }
        let access = format!(
            "global_atomic_{name}{suffix} {}, {a}, {x}, off{}",
            d.whole(),
            self.mcpu.atomic_bits(scope)
        );
        text += &match &p {
            Some(p) => mi::predicated(p, &access),
            None => access,
        };
        if let Some(lines) = self.acquire_lines(order, scope) {
            text.push('\n');
            text += &lines;
        }
        self.emit(text, ops, Kind::Load);
        Ok(())
    }

    /// The lines before an atomic of `order` at `scope`, as LLVM's memory
    /// model for the target has them (AMDGPUUsage, "Memory Model GFX90A" /
    /// "GFX942", atomicrmw): a release writes back what the scope needs
    /// ([`Mcpu::release`]) and waits for every earlier access.
    fn release_lines(&self, order: mir::MemOrder, scope: mir::MemScope) -> Option<String> {
        use mir::MemOrder::{AcqRel, Release};
        if !matches!(order, Release | AcqRel) {
            return None;
        }
        let wait = "s_waitcnt vmcnt(0) lgkmcnt(0)";
        Some(match self.mcpu.release(scope) {
            Some(fence) => format!("{fence}\n{wait}"),
            None => wait.to_string(),
        })
    }

    /// The lines after an atomic of `order` at `scope` (the model of
    /// [`Isel::release_lines`]): an acquire waits for the atomic, then
    /// invalidates the caches beyond the scope ([`Mcpu::acquire`]).
    fn acquire_lines(&self, order: mir::MemOrder, scope: mir::MemScope) -> Option<String> {
        use mir::MemOrder::{AcqRel, Acquire};
        if !matches!(order, Acquire | AcqRel) {
            return None;
        }
        let wait = "s_waitcnt vmcnt(0)";
        Some(match self.mcpu.acquire(scope) {
            Some(invalidate) => format!("{wait}\n{invalidate}"),
            None => wait.to_string(),
        })
    }

    /// An atomic add of an `f16` or `bf16` in global memory
    /// ([`crate::half_atomic`]), ordered as [`Isel::atomic`] orders the
    /// others: the atomic on the element's word (which leaves the old word),
    /// then the old element taken from it.
    #[allow(clippy::too_many_arguments)]
    fn half_atomic(
        &mut self,
        ty: Type,
        order: mir::MemOrder,
        scope: mir::MemScope,
        dst: mir::Reg,
        addr: mir::Reg,
        arg: Operand,
        pred: Option<mir::Reg>,
    ) -> Result<(), Error> {
        let v = self.reg(dst);
        let av = self.reg(addr);
        let xv = match arg {
            Operand::Reg(r) => self.reg(r),
            Operand::Imm(bits) => self.materialize(bits, ty),
        };
        let pv = pred.map(|p| self.reg(p));
        // The packed add, with its operands computed by an instruction of
        // their own.
        let packed = crate::half_atomic::packed_add(ty, self.mcpu).map_err(unsupported)?;
        let packed = packed.map(|mnemonic| {
            let (word, data) = (self.vcode.vreg(VGPR64), self.vcode.vreg(VGPR32));
            let mut ops = Ops::default();
            let (a, x) = (ops.use_(av), ops.use_(xv));
            let (w, d) = (ops.early_def(word), ops.early_def(data));
            let mut asm = self.asm();
            let mut temps = IselTemps {
                vcode: &mut self.vcode,
                ops: &mut ops,
            };
            crate::half_atomic::packed_operands(&a, &x, &w, &d, &mut temps, &mut asm);
            self.emit_asm(asm, ops, Kind::Alu);
            (mnemonic, word, data)
        });
        let word = self.vcode.vreg(VGPR32);
        let mut ops = Ops::default();
        let p = pv.map(|p| ops.use_(p));
        let old = ops.early_def(word);
        let mut asm = self.asm();
        if let Some(lines) = self.release_lines(order, scope) {
            asm.template(&lines);
        }
        let cache = self.mcpu.atomic_bits(scope);
        match packed {
            Some((mnemonic, wv, dv)) => {
                let wd = [&ops.use_(wv), &ops.use_(dv)];
                crate::half_atomic::packed_atomic(mnemonic, wd, &old, p.as_ref(), cache, &mut asm);
            }
            None => {
                let (a, x) = (ops.use_(av), ops.use_(xv));
                let label = format!(".Lhalf_atomic{}", self.vcode.insts.len());
                let add = crate::half_atomic::HalfAdd {
                    ty,
                    addr: &a,
                    val: &x,
                    pred: p.as_ref(),
                    old: &old,
                    cache,
                    label: &label,
                };
                let mut temps = IselTemps {
                    vcode: &mut self.vcode,
                    ops: &mut ops,
                };
                crate::half_atomic::swap_loop(&add, &mut temps, &mut asm);
            }
        }
        let acquire = self.acquire_lines(order, scope);
        if let Some(lines) = &acquire {
            asm.template(lines);
        }
        // An acquire, or the compare-and-swap loop, waits for the atomic;
        // the packed add's one def is the old word.
        let kind = if packed.is_none() || acquire.is_some() {
            Kind::Alu
        } else {
            Kind::Load
        };
        self.emit_asm(asm, ops, kind);
        let mut ops = Ops::default();
        let (o, a) = (ops.use_(word), ops.use_(av));
        let d = ops.def(v);
        let mut asm = self.asm();
        let mut temps = IselTemps {
            vcode: &mut self.vcode,
            ops: &mut ops,
        };
        crate::half_atomic::old_half(&d, &o, &a, &mut temps, &mut asm);
        self.emit_asm(asm, ops, Kind::Alu);
        Ok(())
    }

    /// One printf of `format` with `args` ([`crate::printf`]), by the lanes
    /// where `pred` holds (all active ones without it): a register read
    /// twice is one operand.
    fn printf(
        &mut self,
        format: &str,
        args: &[mir::Reg],
        pred: Option<mir::Reg>,
    ) -> Result<(), Error> {
        let mut ops = Ops::default();
        let mut seen: Vec<(VReg, Src)> = Vec::new();
        let mut srcs = Vec::with_capacity(args.len());
        for &r in args {
            let wide = class_of(self.func.reg_type(r)) == VGPR64;
            let v = self.reg(r);
            let src = match seen.iter().find(|(s, _)| *s == v) {
                Some((_, src)) => src.clone(),
                None => {
                    let src = ops.use_(v);
                    seen.push((v, src.clone()));
                    src
                }
            };
            srcs.push((src, wide));
        }
        let p = pred.map(|p| {
            let v = self.reg(p);
            ops.use_(v)
        });
        let explicit = self.slots.last().map_or(0, |s| s.offset + s.size);
        let (buffer_arg, _) = crate::printf::hidden_buffer(explicit, self.mcpu);
        let label = format!(".Lprintf{}", self.vcode.insts.len());
        let print = crate::printf::Print {
            format,
            args: &srcs,
            pred: p.as_ref(),
            buffer_arg,
            atomic_bits: self.mcpu.atomic_bits(mir::MemScope::Gpu),
            label: &label,
        };
        let mut asm = self.asm();
        let mut temps = IselTemps {
            vcode: &mut self.vcode,
            ops: &mut ops,
        };
        crate::printf::select(&print, &mut temps, &mut asm).map_err(unsupported)?;
        // Not counted as an access: the path where no lane prints issues
        // none (see the module's documentation).
        self.emit_asm(asm, ops, Kind::Alu);
        Ok(())
    }

    /// A relaxed atomic read-modify-write of a 32-bit integer in LDS,
    /// returning the old value (`DS_<OP>_RTN_*`, MI200 ISA section 11.1
    /// "LDS instructions"; the LDS of a workgroup is coherent for its waves,
    /// so a relaxed workgroup-scope atomic needs no cache maintenance). A lane
    /// whose predicate is false takes 0. What `tt.histogram` counts with.
    #[allow(clippy::too_many_arguments)]
    fn lds_atomic(
        &mut self,
        op: mir::AtomicOp,
        ty: Type,
        order: mir::MemOrder,
        dst: mir::Reg,
        addr: mir::Reg,
        arg: Operand,
        pred: Option<mir::Reg>,
    ) -> Result<(), Error> {
        use mir::AtomicOp as A;
        let name = match op {
            _ if ty.bits() != 32 || ty.is_float() => None,
            A::Add => Some("add_rtn_u32"),
            A::And => Some("and_rtn_b32"),
            A::Or => Some("or_rtn_b32"),
            A::Xor => Some("xor_rtn_b32"),
            A::MaxS => Some("max_rtn_i32"),
            A::MinS => Some("min_rtn_i32"),
            A::MaxU => Some("max_rtn_u32"),
            A::MinU => Some("min_rtn_u32"),
            A::Exch => Some("wrxchg_rtn_b32"),
            A::Cas => None,
        };
        let (Some(name), mir::MemOrder::Relaxed) = (name, order) else {
            return Err(unsupported(format!(
                "atomic {op:?} {order:?} of {ty} on shared memory"
            )));
        };
        let data = match arg {
            Operand::Reg(r) => self.reg(r),
            Operand::Imm(bits) => self.materialize(bits, ty),
        };
        let (v, av) = (self.reg(dst), self.reg(addr));
        let mut ops = Ops::default();
        let a = ops.use_(av).whole();
        let x = ops.use_(data).whole();
        let p = pred.map(|p| {
            let pv = self.reg(p);
            ops.use_(pv).whole()
        });
        let d = ops.early_def(v);
        let access = format!("ds_{name} {}, {a}, {x}", d.whole());
        let text = match &p {
            Some(p) => format!(
                "{}\n{}",
                mi::v_mov(&d.half(false), "0"),
                mi::predicated(p, &access)
            ),
            None => access,
        };
        self.emit(text, ops, Kind::LdsLoad);
        Ok(())
    }

    fn pack(&mut self, dst: mir::Reg, srcs: [mir::Reg; 2]) -> Result<(), Error> {
        let v = self.reg(dst);
        let (lo, hi) = (self.reg(srcs[0]), self.reg(srcs[1]));
        let mut ops = Ops::default();
        let mut asm = self.asm();
        let lo = asm.src(&ops.use_(lo));
        let hi = asm.src(&ops.use_(hi));
        let d = asm.src(&ops.early_def(v));
        asm.line("v_and_b32_e32", &[d, Slot::Str("0xffff"), lo])
            .line("v_lshl_or_b32", &[d, hi, Slot::Str("16"), d]);
        self.emit_asm(asm, ops, Kind::Alu);
        Ok(())
    }

    fn unpack(&mut self, dsts: [mir::Reg; 2], src: mir::Reg) -> Result<(), Error> {
        let (d0, d1) = (self.reg(dsts[0]), self.reg(dsts[1]));
        let s = self.reg(src);
        let mut ops = Ops::default();
        let mut asm = self.asm();
        let s = asm.src(&ops.use_(s));
        let d0 = asm.src(&ops.early_def(d0));
        let d1 = asm.src(&ops.early_def(d1));
        asm.line("v_and_b32_e32", &[d0, Slot::Str("0xffff"), s])
            .line("v_lshrrev_b32", &[d1, Slot::Str("16"), s]);
        self.emit_asm(asm, ops, Kind::Alu);
        Ok(())
    }

    fn next_window(&mut self) -> u32 {
        let w = WINDOW_BASE + 4 * self.window;
        self.window = (self.window + 1) % N_WINDOWS;
        w
    }

    #[allow(clippy::too_many_arguments)]
    fn load(
        &mut self,
        space: MemSpace,
        ty: Type,
        dsts: &[mir::Reg],
        addr: mir::Reg,
        offset: i32,
        pred: Option<mir::Reg>,
        others: &[Operand],
        cache: &CacheHint,
    ) -> Result<(), Error> {
        if ty.bits() == 64 && dsts.len() > 1 {
            // 64-bit values live in pairs of their own class, not in the
            // four-register windows: one access per value.
            for (i, &d) in dsts.iter().enumerate() {
                let other: Vec<Operand> = others.get(i).copied().into_iter().collect();
                let off = offset + 8 * i as i32;
                self.load(space, ty, &[d], addr, off, pred, &other, cache)?;
            }
            return Ok(());
        }
        let width = match (space, mem_width(ty, dsts.len())?) {
            (MemSpace::Global, "short") => "ushort",
            (MemSpace::Global, "byte") => "ubyte",
            (MemSpace::Global, w) => w,
            (MemSpace::Shared, w) => lds_width(w, true),
        };
        if space == MemSpace::Shared && !(0..65536).contains(&offset) {
            return Err(unsupported(format!("an LDS offset of {offset}")));
        }
        let mut ops = Ops::default();
        let mut asm = self.asm();
        let av = self.reg(addr);
        let a = asm.src(&ops.use_(av));
        let p = pred.map(|p| {
            let pv = self.reg(p);
            asm.src(&ops.use_(pv))
        });
        // The lines before the access: `other`'s constants (the prelude).
        let dst = if dsts.len() == 1 {
            let v = self.reg(dsts[0]);
            match others.first() {
                Some(Operand::Reg(o)) => {
                    let ov = self.reg(*o);
                    let idx = ops.ops.len();
                    ops.use_(ov);
                    asm.src(&ops.reuse_def(v, idx))
                }
                Some(Operand::Imm(bits)) => {
                    let d = ops.early_def(v);
                    let (lo, k) = (asm.half(&d, false), lit_slot(&mut asm, *bits as u32));
                    asm.line("v_mov_b32", &[lo, k]);
                    // A 64-bit `other` fills both registers of the pair.
                    if class_of(self.func.reg_type(dsts[0])) == RegClass::Vector {
                        let hi = asm.half(&d, true);
                        let k = lit_slot(&mut asm, (*bits >> 32) as u32);
                        asm.line("v_mov_b32", &[hi, k]);
                    }
                    asm.src(&d)
                }
                None => asm.src(&ops.def(v)),
            }
        } else if dsts.len() == 2 && self.paired.is_first(dsts[0]) {
            // Read only by MFMAs, as a pair: one VGPR64 register.
            let v = self.vcode.vreg(VGPR64);
            self.vregs[dsts[0].index()] = Some(v);
            self.vregs[dsts[1].index()] = Some(v);
            asm.src(&ops.def(v))
        } else {
            let w = self.next_window();
            let first = ops.ops.len();
            for (i, &r) in dsts.iter().enumerate() {
                let v = self.reg(r);
                let preg = PReg::new((w + i as u32) as usize, VGPR32);
                match others.get(i) {
                    Some(Operand::Reg(o)) => {
                        ops.fixed_def(v, preg);
                        let ov = self.reg(*o);
                        ops.fixed_use(ov, preg);
                    }
                    Some(Operand::Imm(bits)) => {
                        let d = asm.src(&ops.fixed_early_def(v, preg));
                        let k = lit_slot(&mut asm, *bits as u32);
                        asm.line("v_mov_b32", &[d, k]);
                    }
                    None => {
                        ops.fixed_def(v, preg);
                    }
                }
            }
            Slot::Reg(first as u16, mi::Part::Tuple(dsts.len() as u32))
        };
        let offset = asm.offset(offset);
        let save = p.map(|p| predicate(&mut asm, p));
        let kind = match space {
            MemSpace::Global => {
                let m = mem_mnemonic(&mut asm, "global_load_", width);
                let cache = Slot::Suffix(self.mcpu.cache_bits(cache, false));
                asm.line_slot(m, &[dst, a, Slot::Str("off"), offset, cache]);
                Kind::Load
            }
            MemSpace::Shared => {
                let m = mem_mnemonic(&mut asm, "ds_read_", width);
                asm.line_slot(m, &[dst, a, offset]);
                Kind::LdsLoad
            }
        };
        if let Some(save) = save {
            restore(&mut asm, save);
        }
        self.emit_asm(asm, ops, kind);
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn store(
        &mut self,
        space: MemSpace,
        ty: Type,
        srcs: &[Operand],
        addr: mir::Reg,
        offset: i32,
        pred: Option<mir::Reg>,
        cache: &CacheHint,
    ) -> Result<(), Error> {
        if ty.bits() == 64 && srcs.len() > 1 {
            for (i, &src) in srcs.iter().enumerate() {
                let off = offset + 8 * i as i32;
                self.store(space, ty, &[src], addr, off, pred, cache)?;
            }
            return Ok(());
        }
        let width = match space {
            MemSpace::Global => mem_width(ty, srcs.len())?,
            MemSpace::Shared => lds_width(mem_width(ty, srcs.len())?, false),
        };
        if space == MemSpace::Shared && !(0..65536).contains(&offset) {
            return Err(unsupported(format!("an LDS offset of {offset}")));
        }
        // Immediates to store go into registers first.
        let regs: Vec<VReg> = srcs
            .iter()
            .map(|s| match *s {
                Operand::Reg(r) => self.reg(r),
                Operand::Imm(bits) => self.materialize(bits, ty),
            })
            .collect();
        let mut ops = Ops::default();
        let mut asm = self.asm();
        let av = self.reg(addr);
        let a = asm.src(&ops.use_(av));
        let p = pred.map(|p| {
            let pv = self.reg(p);
            asm.src(&ops.use_(pv))
        });
        let data = if regs.len() == 1 {
            asm.src(&ops.use_(regs[0]))
        } else {
            let w = self.next_window();
            let first = ops.ops.len();
            for (i, &v) in regs.iter().enumerate() {
                ops.fixed_use(v, PReg::new((w + i as u32) as usize, VGPR32));
            }
            Slot::Reg(first as u16, mi::Part::Tuple(regs.len() as u32))
        };
        let offset = asm.offset(offset);
        let save = p.map(|p| predicate(&mut asm, p));
        let kind = match space {
            MemSpace::Global => {
                let m = mem_mnemonic(&mut asm, "global_store_", width);
                let cache = Slot::Suffix(self.mcpu.cache_bits(cache, true));
                asm.line_slot(m, &[a, data, Slot::Str("off"), offset, cache]);
                Kind::Store
            }
            MemSpace::Shared => {
                let m = mem_mnemonic(&mut asm, "ds_write_", width);
                asm.line_slot(m, &[a, data, offset]);
                Kind::LdsStore
            }
        };
        if let Some(save) = save {
            restore(&mut asm, save);
        }
        self.emit_asm(asm, ops, kind);
        Ok(())
    }

    /// Records `block`'s successors and the arguments passed to each.
    fn edges(&mut self, succs: &[(mir::Block, Vec<VReg>)]) {
        let start = self.vcode.succs.len() as u32;
        for (b, args) in succs {
            self.vcode.succs.push(RBlock::new(b.index()));
            let astart = self.vcode.branch_args.len() as u32;
            self.vcode.branch_args.extend(args);
            self.vcode
                .branch_arg_ranges
                .push((astart, self.vcode.branch_args.len() as u32));
        }
        self.vcode
            .succ_ranges
            .push((start, self.vcode.succs.len() as u32));
    }

    fn jump(
        &mut self,
        block: mir::Block,
        dest: mir::Block,
        args: &[mir::Reg],
    ) -> Result<(), Error> {
        let args: Vec<VReg> = args.iter().map(|&r| self.reg(r)).collect();
        self.edges(&[(dest, args)]);
        let mut asm = self.asm();
        if dest.index() != block.index() + 1 {
            let l = label_slot(&mut asm, dest);
            asm.line("s_branch", &[l]);
        }
        self.emit_asm(asm, Ops::default(), Kind::Branch);
        Ok(())
    }

    /// A conditional branch on a uniform predicate (MIR branches on scalars,
    /// which are the same in every lane of a program).
    fn brif(
        &mut self,
        block: mir::Block,
        cond: mir::Reg,
        then_dest: mir::Block,
        else_dest: mir::Block,
    ) -> Result<(), Error> {
        self.edges(&[(then_dest, Vec::new()), (else_dest, Vec::new())]);
        let c = self.reg(cond);
        let mut ops = Ops::default();
        let mut asm = self.asm();
        let c = asm.src(&ops.use_(c));
        let next = block.index() + 1;
        asm.line("s_and_b64", &[Slot::Str("vcc"), Slot::Str("exec"), c]);
        if then_dest.index() == next {
            let l = label_slot(&mut asm, else_dest);
            asm.line("s_cbranch_vccz", &[l]);
        } else {
            let l = label_slot(&mut asm, then_dest);
            asm.line("s_cbranch_vccnz", &[l]);
            if else_dest.index() != next {
                let l = label_slot(&mut asm, else_dest);
                asm.line("s_branch", &[l]);
            }
        }
        self.emit_asm(asm, ops, Kind::Branch);
        Ok(())
    }
}

/// 32-bit integer division or remainder, as LLVM's AMDGPU backend expands it:
/// an estimate of `2^32 / y` from `v_rcp_iflag_f32`, refined once by Newton's
/// step, gives a quotient at most two below the true one, which two
/// conditional steps correct. Signed operations work on magnitudes and fix
/// the sign at the end. `t` holds five temporaries.
fn divrem(op: BinaryOp, d: &str, a: &str, b: &str, t: &[mi::Text]) -> String {
    use BinaryOp::*;
    let signed = matches!(op, DivS | RemS);
    let (t0, t1, t2, t3, t4) = (&t[0], &t[1], &t[2], &t[3], &t[4]);
    let mut s = String::new();
    if signed {
        s += &format!(
            "v_ashrrev_i32 {t0}, 31, {a}\nv_ashrrev_i32 {t1}, 31, {b}\n\
             v_add_u32_e32 {t2}, {a}, {t0}\nv_xor_b32_e32 {t2}, {t2}, {t0}\n\
             v_add_u32_e32 {t3}, {b}, {t1}\nv_xor_b32_e32 {t3}, {t3}, {t1}\n\
             v_xor_b32_e32 {t1}, {t0}, {t1}\n"
        );
    } else {
        s += &format!("v_mov_b32 {t2}, {a}\nv_mov_b32 {t3}, {b}\n");
    }
    s += &format!(
        "v_cvt_f32_u32 {d}, {t3}\nv_rcp_iflag_f32 {d}, {d}\n\
         v_mul_f32_e32 {d}, 0x4f7ffffe, {d}\nv_cvt_u32_f32 {d}, {d}\n\
         v_sub_u32_e32 {t4}, 0, {t3}\nv_mul_lo_u32 {t4}, {t4}, {d}\n\
         v_mul_hi_u32 {t4}, {d}, {t4}\nv_add_u32_e32 {d}, {d}, {t4}\n\
         v_mul_hi_u32 {d}, {t2}, {d}\nv_mul_lo_u32 {t4}, {d}, {t3}\n\
         v_sub_u32_e32 {t4}, {t2}, {t4}\n"
    );
    for _ in 0..2 {
        s += &format!(
            "v_add_u32_e32 {t2}, 1, {d}\nv_cmp_ge_u32_e32 vcc, {t4}, {t3}\n\
             v_cndmask_b32_e32 {d}, {d}, {t2}, vcc\nv_sub_u32_e32 {t2}, {t4}, {t3}\n\
             v_cndmask_b32_e32 {t4}, {t4}, {t2}, vcc\n"
        );
    }
    s += &match (op, signed) {
        (DivS, _) => format!("v_xor_b32_e32 {d}, {d}, {t1}\nv_sub_u32_e32 {d}, {d}, {t1}"),
        (RemS, _) => format!("v_xor_b32_e32 {d}, {t4}, {t0}\nv_sub_u32_e32 {d}, {d}, {t0}"),
        (_, _) if op == RemU => format!("v_mov_b32 {d}, {t4}"),
        _ => String::new(),
    };
    s.trim_end().to_string()
}

/// `2^x`, `log2(x)` and `sqrt(x)` through `V_EXP_F32`, `V_LOG_F32` and
/// `V_SQRT_F32`, which are accurate to about 1 ulp for normal values but not
/// for denormal results (exp) or operands (log, sqrt); with denormals on,
/// LLVM's AMDGPU backend (and so Triton's AMD backend) scales around them,
/// and so does this: `exp2(x) = exp2(x + 64) * 2^-64` for x < -126,
/// `log2(x) = log2(x * 2^32) - 32` below the smallest normal, `sqrt(x) =
/// sqrt(x * 2^32) * 2^-16` below 2^-96. `vcc` holds the choice; `t` is a
/// temporary.
fn scaled_math(asm: &mut Asm, op: UnaryOp, d: Slot, a: Slot, t: Slot) {
    // The threshold, the scale where below it (else `neutral`), how the
    // operand is scaled, the instruction, the correction where below it (else
    // `undo_neutral`) and how it is applied.
    let (threshold, scale, neutral, apply, inst, undo, undo_neutral, unapply) = match op {
        UnaryOp::Ex2Approx | UnaryOp::Ex2ApproxFtz => (
            "0xc2fc0000",
            "0x42800000",
            "0",
            "v_add_f32_e64",
            "v_exp_f32",
            "0xffffffc0",
            "0",
            "v_ldexp_f32",
        ),
        UnaryOp::Lg2Approx => (
            "0x800000",
            "0x4f800000",
            "1.0",
            "v_mul_f32_e64",
            "v_log_f32",
            "0x42000000",
            "0",
            "v_sub_f32_e32",
        ),
        _ => (
            "0xf800000",
            "0x4f800000",
            "1.0",
            "v_mul_f32_e64",
            "v_sqrt_f32",
            "0x37800000",
            "1.0",
            "v_mul_f32_e32",
        ),
    };
    let (threshold, scale, neutral) = (Slot::Str(threshold), Slot::Str(scale), Slot::Str(neutral));
    let (undo, undo_neutral, vcc) = (Slot::Str(undo), Slot::Str(undo_neutral), Slot::Str("vcc"));
    asm.line("v_mov_b32", &[t, threshold])
        .line("v_cmp_gt_f32_e64", &[vcc, t, a])
        .line("v_mov_b32", &[t, scale])
        .line("v_cndmask_b32_e32", &[t, neutral, t, vcc])
        .line(apply, &[t, a, t])
        .line(inst, &[d, t])
        .line("v_mov_b32", &[t, undo])
        .line("v_cndmask_b32_e32", &[t, undo_neutral, t, vcc])
        .line(unapply, &[d, d, t]);
}

/// The label of a block.
pub fn label(b: mir::Block) -> String {
    format!(".LBB0_{}", b.index())
}

/// The label of a block, as an operand slot.
fn label_slot(asm: &mut Asm, b: mir::Block) -> Slot {
    asm.text_with(|s| {
        s.push_str(".LBB0_");
        mi::push_u32(s, b.index() as u32);
    })
}

/// The start of a predicated memory access: `exec &= pred` (the old `exec`
/// saved); what [`restore`] takes.
fn predicate(asm: &mut Asm, pred: Slot) -> Slot {
    let save = Slot::Str(mi::SAVE_EXEC);
    asm.line("s_and_saveexec_b64", &[save, pred]);
    save
}

/// The end of a predicated memory access: `exec` restored from `save`.
fn restore(asm: &mut Asm, save: Slot) {
    asm.line("s_or_b64", &[Slot::Str("exec"), Slot::Str("exec"), save]);
}

/// A memory instruction's mnemonic, `prefix` and `width` (`global_load_` and
/// `dwordx4`): static for every width selection uses.
fn mem_mnemonic(asm: &mut Asm, prefix: &str, width: &str) -> Slot {
    const NAMES: &[&str] = &[
        "global_load_dword",
        "global_load_dwordx2",
        "global_load_dwordx4",
        "global_load_ushort",
        "global_load_ubyte",
        "global_store_dword",
        "global_store_dwordx2",
        "global_store_dwordx4",
        "global_store_short",
        "global_store_byte",
        "ds_read_b32",
        "ds_read_b64",
        "ds_read_b128",
        "ds_read_u16",
        "ds_read_u8",
        "ds_write_b32",
        "ds_write_b64",
        "ds_write_b128",
        "ds_write_b16",
        "ds_write_b8",
    ];
    let is = |n: &&str| {
        n.len() == prefix.len() + width.len() && n.starts_with(prefix) && n.ends_with(width)
    };
    match NAMES.iter().copied().find(is) {
        Some(n) => Slot::Str(n),
        None => asm.text_with(|s| {
            s.push_str(prefix);
            s.push_str(width);
        }),
    }
}

/// An immediate as an operand slot: an inline integer, else hexadecimal.
fn lit_slot(asm: &mut Asm, bits: u32) -> Slot {
    if is_small(bits) {
        Slot::Str(mi::inline_int_text(bits as i32))
    } else {
        asm.hex(bits)
    }
}

/// The VOP2 (`_e32`) form of a two-source instruction named `name`
/// (`v_add_u32`), which takes a literal first.
fn e32_mnemonic(asm: &mut Asm, name: &str) -> Slot {
    const NAMES: &[&str] = &[
        "v_sub_u32_e32",
        "v_subrev_u32_e32",
        "v_sub_f32_e32",
        "v_subrev_f32_e32",
        "v_add_u32_e32",
        "v_and_b32_e32",
        "v_or_b32_e32",
        "v_xor_b32_e32",
        "v_min_i32_e32",
        "v_min_u32_e32",
        "v_max_i32_e32",
        "v_max_u32_e32",
        "v_add_f32_e32",
        "v_mul_f32_e32",
        "v_min_f32_e32",
        "v_max_f32_e32",
    ];
    let is = |n: &&str| n.len() == name.len() + 4 && n.starts_with(name);
    match NAMES.iter().copied().find(is) {
        Some(n) => Slot::Str(n),
        None => asm.text_with(|s| {
            s.push_str(name);
            s.push_str("_e32");
        }),
    }
}

fn is_small(bits: u32) -> bool {
    mi::is_inline_int(i64::from(bits as i32))
}

/// The inline form of an immediate operand, if it has one.
fn inline(bits: u64, ty: Type) -> Option<&'static str> {
    match ty {
        Type::Pred | Type::I64 | Type::F64 => None,
        // The float inline constants (MI200 ISA, 3.8 "Scalar ALU Operands",
        // SRC 240..247) read as their `f32` bit patterns from any 32-bit
        // operand; a 16-bit operand reads them as `f16`, so for `f16` and
        // `bf16` only `0`.
        Type::F32 => match bits {
            0 => Some("0"),
            0x3f00_0000 => Some("0.5"),
            0xbf00_0000 => Some("-0.5"),
            0x3f80_0000 => Some("1.0"),
            0xbf80_0000 => Some("-1.0"),
            0x4000_0000 => Some("2.0"),
            0xc000_0000 => Some("-2.0"),
            0x4080_0000 => Some("4.0"),
            0xc080_0000 => Some("-4.0"),
            _ => None,
        },
        _ if ty.is_float() => (bits == 0).then_some("0"),
        _ => {
            let v = (bits as u32) as i32;
            (is_small(bits as u32) && (bits >> 32 == 0 || bits as i64 == i64::from(v)))
                .then(|| mi::inline_int_text(v))
        }
    }
}

fn valu32(op: BinaryOp, ty: Type) -> Option<&'static str> {
    use BinaryOp::*;
    Some(match (ty, op) {
        (Type::I32, Add) => "v_add_u32_e64",
        (Type::I32, Sub) => "v_sub_u32_e64",
        (Type::I32, Mul) => "v_mul_lo_u32",
        (Type::I32, MulHiS) => "v_mul_hi_i32",
        (Type::I32, MulHiU) => "v_mul_hi_u32",
        (Type::I32, And) => "v_and_b32_e64",
        (Type::I32, Or) => "v_or_b32_e64",
        (Type::I32, Xor) => "v_xor_b32_e64",
        (Type::I32, Shl) => "v_lshlrev_b32_e64",
        (Type::I32, ShrS) => "v_ashrrev_i32_e64",
        (Type::I32, ShrU) => "v_lshrrev_b32_e64",
        (Type::I32, MinS) => "v_min_i32_e64",
        (Type::I32, MinU) => "v_min_u32_e64",
        (Type::I32, MaxS) => "v_max_i32_e64",
        (Type::I32, MaxU) => "v_max_u32_e64",
        (Type::F32, Add) => "v_add_f32_e64",
        (Type::F32, Sub) => "v_sub_f32_e64",
        (Type::F32, Mul) => "v_mul_f32_e64",
        (Type::F32, FMin) => "v_min_f32_e64",
        (Type::F32, FMax) => "v_max_f32_e64",
        _ => return None,
    })
}

/// The compare instruction (VOP3, `_e64`, writing a lane mask) for `cond`
/// on `ty`: `v_cmp_lt_i32_e64`, `v_cmp_nge_f32_e64`.
fn cmp_name(cond: Cond, ty: Type) -> Option<&'static str> {
    use Cond::*;
    // The mnemonic for each operand type, by the type's row.
    macro_rules! by_type {
        ($($t:ident => $name:literal),* $(,)?) => {
            match ty {
                $(Type::$t => concat!("v_cmp_", $name, "_e64"),)*
                _ => return None,
            }
        };
    }
    Some(match cond {
        // The 16-bit compares (VOPC `V_CMP_*_I16` / `_U16`) read the low
        // 16 bits of their operands.
        Eq => by_type!(I16 => "eq_u16", I32 => "eq_i32", I64 => "eq_i64"),
        Ne => by_type!(I16 => "ne_u16", I32 => "ne_i32", I64 => "ne_i64"),
        SLt => by_type!(I16 => "lt_i16", I32 => "lt_i32", I64 => "lt_i64"),
        SLe => by_type!(I16 => "le_i16", I32 => "le_i32", I64 => "le_i64"),
        SGt => by_type!(I16 => "gt_i16", I32 => "gt_i32", I64 => "gt_i64"),
        SGe => by_type!(I16 => "ge_i16", I32 => "ge_i32", I64 => "ge_i64"),
        ULt => by_type!(I16 => "lt_u16", I32 => "lt_u32", I64 => "lt_u64"),
        ULe => by_type!(I16 => "le_u16", I32 => "le_u32", I64 => "le_u64"),
        UGt => by_type!(I16 => "gt_u16", I32 => "gt_u32", I64 => "gt_u64"),
        UGe => by_type!(I16 => "ge_u16", I32 => "ge_u32", I64 => "ge_u64"),
        FEq => by_type!(F32 => "eq_f32", F64 => "eq_f64"),
        FNe => by_type!(F32 => "lg_f32", F64 => "lg_f64"),
        FLt => by_type!(F32 => "lt_f32", F64 => "lt_f64"),
        FLe => by_type!(F32 => "le_f32", F64 => "le_f64"),
        FGt => by_type!(F32 => "gt_f32", F64 => "gt_f64"),
        FGe => by_type!(F32 => "ge_f32", F64 => "ge_f64"),
        FEqU => by_type!(F32 => "nlg_f32", F64 => "nlg_f64"),
        FNeU => by_type!(F32 => "neq_f32", F64 => "neq_f64"),
        FLtU => by_type!(F32 => "nge_f32", F64 => "nge_f64"),
        FLeU => by_type!(F32 => "ngt_f32", F64 => "ngt_f64"),
        FGtU => by_type!(F32 => "nle_f32", F64 => "nle_f64"),
        FGeU => by_type!(F32 => "nlt_f32", F64 => "nlt_f64"),
        FOrd => by_type!(F32 => "o_f32", F64 => "o_f64"),
        FUno => by_type!(F32 => "u_f32", F64 => "u_f64"),
    })
}

/// The LDS suffix for a global width: `b32`, `b64`, `b128`, `u16`/`b16`,
/// `u8`/`b8`.
fn lds_width(global: &str, load: bool) -> &'static str {
    match global {
        "dword" => "b32",
        "dwordx2" => "b64",
        "dwordx4" => "b128",
        "byte" if load => "u8",
        "byte" => "b8",
        _ if load => "u16",
        _ => "b16",
    }
}

fn mem_width(ty: Type, n: usize) -> Result<&'static str, Error> {
    Ok(match (ty.bits(), n) {
        (32, 1) => "dword",
        (32, 2) => "dwordx2",
        (32, 4) => "dwordx4",
        (16, 1) => "short",
        (8, 1) => "byte",
        (64, 1) => "dwordx2",
        _ => return Err(unsupported(format!("a global access of {n} x {ty}"))),
    })
}
