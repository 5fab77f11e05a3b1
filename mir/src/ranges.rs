//! Known ranges of integer registers, and the comparisons they decide.
//!
//! The lowering writes each element of a tile as its own registers, and some
//! comparisons between them are decided by where the elements lie: in an
//! argmax's reduction within a thread, the combine compares the index of the
//! running result (a select of earlier elements' indices, `tid & 127` or
//! `(tid & 127) | 128`) with the next element's (`(tid & 127) | 256`), which is
//! always the larger. [`fold_known_ranges`] finds such comparisons from the
//! unsigned range each integer register is known to lie in, computed forwards
//! over the instructions in layout order (every use of an SSA register comes
//! after its definition there, except through block parameters, which are
//! taken as unknown), and replaces them by constants; the predicate logic and
//! selects on them then fold too (`gt || (eq && true)` becomes `gt || eq`),
//! and a load or store whose mask is known to be true loses its predicate
//! (the elements of a tile that lie below a constant bound).
//!
//! The lowering runs it on the builder's instructions before they are laid
//! out ([`Builder::fold_known_ranges`](crate::Builder::fold_known_ranges)), so
//! that the dead code removal of the layout drops what the folds leave
//! unread. It costs 2 to 5% of a compile (callgrind, instructions of
//! `tilelift compile --time --repeat 100`: `vec_add_f32` +3.1%, `bias_add_2d`
//! +4.6%, `matmul_f16` +2.0%); 64-bit arithmetic (addresses) is not followed,
//! nor arithmetic on two registers of which nothing is known.
//! Two comparisons of the same operands joined by `&` or `|` become one where
//! one condition says the same (`a > b || a == b` is `a >= b`), as LLVM
//! combines them. LLVM does all this for Triton through its known bits,
//! ranges and compare folds (`rowargmax_f16_n1000_w4`: one compare and one
//! select per step of Triton's in-thread reduction, four compares and two
//! selects of ours before).
//!
//! One 64-bit fact is followed: which 32-bit register a 64-bit one extends.
//! A 64-bit product of two such (or of one and a constant of 32 bits) is the
//! wide product of the 32-bit registers (`MulWideS`, `MulWideU`), and the
//! extensions it read are dead if nothing else reads them: an offset made
//! 64-bit and scaled by a stride, `offs.to(tl.int64) * stride`, one
//! `mul.wide.s32` as LLVM makes it for Triton instead of two `cvt` and a
//! `mul.lo.s64`; on AMDGCN one `v_mad_i64_i32` instead of eight instructions.

use super::entities::{Inst, Reg};
use super::function::Function;
use super::inst::{BinaryOp, Cond, InstData, Operand, SpecialReg, UnaryOp};
use super::passes::eliminate_dead_code;
use super::types::Type;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{EntityRef, PrimaryMap};

/// Each register's type.
type Types = PrimaryMap<Reg, Type>;

/// The unsigned values a register may hold: `lo..=hi`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
struct Range {
    lo: u64,
    hi: u64,
}

impl Range {
    fn exact(v: u64) -> Self {
        Range { lo: v, hi: v }
    }

    /// Every value of an integer of `bits` bits.
    fn full(bits: u32) -> Self {
        Range {
            lo: 0,
            hi: mask(bits),
        }
    }

    fn union(self, other: Range) -> Self {
        Range {
            lo: self.lo.min(other.lo),
            hi: self.hi.max(other.hi),
        }
    }
}

/// The low `bits` bits set.
fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// Every bit at or below the highest set bit of `v`.
fn smear(v: u64) -> u64 {
    if v == 0 {
        0
    } else {
        u64::MAX >> v.leading_zeros()
    }
}

/// Replaces the integer comparisons whose operands' known ranges decide them
/// by constants, folds the predicate logic and selects that read them, and
/// removes what is dead then. Returns the function unchanged where nothing
/// folds.
pub fn fold_known_ranges(mut func: Function) -> Function {
    let insts = func.insts.values_mut().into_slice();
    if fold([insts, &mut []], &func.regs) {
        eliminate_dead_code(func)
    } else {
        func
    }
}

/// [`fold_known_ranges`] on instructions in layout order, in two arrays one
/// after the other (a builder's prologue and body), without removing what is
/// dead; returns whether anything folded.
pub(super) fn fold(parts: [&mut [InstData]; 2], types: &Types) -> bool {
    let mut facts = Facts {
        regs: vec![Fact::default(); types.len()],
        aliased: false,
    };
    let mut changed = false;
    let mut at = 0;
    for k in 0..parts.len() {
        for i in 0..parts[k].len() {
            if facts.aliased {
                parts[k][i].for_each_use_mut(|r| {
                    if let Some(to) = facts.regs[r.index()].alias.expand() {
                        *r = to;
                    }
                });
            }
            changed |= facts.drop_true_guard(&mut parts[k][i]);
            let code = Code {
                parts: &parts,
                types,
            };
            let here = Inst::new(at);
            if let Some(new) = facts.visit(&code, here, code.inst(here)) {
                parts[k][i] = new;
                changed = true;
            }
            at += 1;
        }
    }
    changed
}

/// The instructions being folded, by position in layout order, and the
/// registers' types.
struct Code<'a, 'b> {
    parts: &'a [&'b mut [InstData]; 2],
    types: &'a Types,
}

impl Code<'_, '_> {
    /// The instruction at position `at`.
    fn inst(&self, at: Inst) -> &InstData {
        let first = self.parts[0].len();
        match at.index().checked_sub(first) {
            None => &self.parts[0][at.index()],
            Some(i) => &self.parts[1][i],
        }
    }
}

/// What is known of the registers so far.
struct Facts {
    /// By register number.
    regs: Vec<Fact>,
    /// Whether some register stands for another (`Fact::alias`).
    aliased: bool,
}

/// What is known of one register.
#[derive(Copy, Clone, Default)]
struct Fact {
    /// The range of an integer register, where narrower than its type's.
    range: Option<Range>,
    /// An integer register known to be another register plus an offset:
    /// `x | c` where `x`'s bits of `c` are zero, `x + c`, and selects
    /// between such sums of one `x`. The sum is of integers, without
    /// wrapping: a comparison that uses it checks that `x`'s range plus the
    /// offsets stays below the type's top.
    sum: Option<(Reg, Range)>,
    /// The bits of an integer register known to be zero (beyond those above
    /// its range's top).
    zeros: u64,
    /// The comparison that defines a predicate register made by one (its
    /// position in layout order).
    cmp: PackedOption<Inst>,
    /// The register a folded copy stands for.
    alias: PackedOption<Reg>,
    /// The value of a predicate register known to be constant.
    pred: Option<bool>,
    /// The 32-bit register a 64-bit integer register extends, and whether
    /// it extends it signed.
    ext: Option<(Reg, bool)>,
}

impl Facts {
    fn range(&self, types: &Types, ty: Type, o: Operand) -> Range {
        match o {
            Operand::Imm(bits) => Range::exact(bits & mask(ty.bits())),
            Operand::Reg(r) => self.regs[r.index()]
                .range
                .unwrap_or(Range::full(types[r].bits())),
        }
    }

    /// Whether anything is known of `o` (a constant, or a register with a
    /// range, zero bits or a sum): an operation on two operands of which
    /// nothing is known tells nothing either.
    fn known(&self, o: Operand) -> bool {
        match o {
            Operand::Imm(_) => true,
            Operand::Reg(r) => {
                let f = &self.regs[r.index()];
                f.range.is_some() || f.zeros != 0 || f.sum.is_some()
            }
        }
    }

    /// The bits of `o`, of type `ty`, known to be zero.
    fn zeros(&self, types: &Types, ty: Type, o: Operand) -> u64 {
        let m = mask(ty.bits());
        match o {
            Operand::Imm(bits) => !bits & m,
            Operand::Reg(r) => {
                (self.regs[r.index()].zeros | !smear(self.range(types, ty, o).hi)) & m
            }
        }
    }

    /// `o` as a register plus an offset: its sum, or itself plus nothing.
    fn sum(&self, o: Operand) -> Option<(Reg, Range)> {
        match o {
            Operand::Reg(r) => Some(self.regs[r.index()].sum.unwrap_or((r, Range::exact(0)))),
            Operand::Imm(_) => None,
        }
    }

    /// `a cond b` decided by their sums of one register, where those do not
    /// wrap.
    fn decide_sums(
        &self,
        types: &Types,
        cond: Cond,
        ty: Type,
        a: Operand,
        b: Operand,
    ) -> Option<bool> {
        let ((xa, oa), (xb, ob)) = (self.sum(a)?, self.sum(b)?);
        if xa != xb {
            return None;
        }
        let signed = matches!(cond, Cond::SLt | Cond::SLe | Cond::SGt | Cond::SGe);
        let top = mask(ty.bits() - u32::from(signed));
        let x = self.range(types, ty, Operand::Reg(xa));
        let highest = x.hi.checked_add(oa.hi.max(ob.hi))?;
        if highest > top {
            return None;
        }
        decide(cond, oa, ob, 64)
    }

    fn pred(&self, o: Operand) -> Option<bool> {
        match o {
            Operand::Imm(bits) => Some(bits & 1 != 0),
            Operand::Reg(r) => self.regs[r.index()].pred,
        }
    }

    /// Drops the predicate of a memory access that is known to be true
    /// (with a load's values for where it is false); returns whether it did.
    fn drop_true_guard(&self, data: &mut InstData) -> bool {
        let (pred, others) = match data {
            InstData::Load { pred, others, .. } => (pred, Some(others)),
            InstData::Store { pred, .. } | InstData::Atomic { pred, .. } => (pred, None),
            _ => return false,
        };
        if !pred.is_some_and(|p| self.regs[p.index()].pred == Some(true)) {
            return false;
        }
        *pred = None;
        if let Some(others) = others {
            others.clear();
        }
        true
    }

    /// Records what `data` tells of its result, and returns what replaces
    /// it where it folds.
    fn visit(&mut self, code: &Code, inst: Inst, data: &InstData) -> Option<InstData> {
        let types = code.types;
        match *data {
            InstData::Const { dst, bits } => {
                if types[dst] == Type::Pred {
                    self.regs[dst.index()].pred = Some(bits & 1 != 0);
                } else if types[dst].is_int() {
                    self.regs[dst.index()].range =
                        Some(Range::exact(bits & mask(types[dst].bits())));
                }
                None
            }
            InstData::Special { dst, reg } => {
                let hi = match reg {
                    // At most 1024 threads a CTA, on every target.
                    SpecialReg::TidX => 1023,
                    SpecialReg::CtaId(0) | SpecialReg::NCtaId(0) => i32::MAX as u64,
                    SpecialReg::CtaId(_) | SpecialReg::NCtaId(_) => 65535,
                };
                self.regs[dst.index()].range = Some(Range { lo: 0, hi });
                None
            }
            InstData::Cmp {
                cond,
                ty,
                dst,
                args: [a, b],
            } if ty.is_int() => {
                let (ra, rb) = (self.range(types, ty, a), self.range(types, ty, b));
                let known = decide(cond, ra, rb, ty.bits())
                    .or_else(|| self.decide_sums(types, cond, ty, a, b));
                let Some(known) = known else {
                    self.regs[dst.index()].cmp = inst.into();
                    return None;
                };
                Some(self.constant(dst, known))
            }
            InstData::Cmp { dst, .. } => {
                self.regs[dst.index()].cmp = inst.into();
                None
            }
            InstData::Binary {
                op,
                ty: Type::Pred,
                dst,
                args: [a, b],
            } => self
                .fold_logic(op, dst, a, b)
                .or_else(|| self.join_cmps(code, inst, op, dst, a, b)),
            InstData::Unary {
                op: UnaryOp::Not,
                ty: Type::Pred,
                dst,
                arg,
            } => {
                let v = !self.pred(arg)?;
                Some(self.constant(dst, v))
            }
            InstData::Select {
                ty,
                dst,
                cond,
                args,
            } => {
                if let Some(c) = self.regs[cond.index()].pred {
                    let chosen = if c { args[0] } else { args[1] };
                    return Some(self.copy(types, ty, dst, chosen));
                }
                if ty.is_int() {
                    let [a, b] = args;
                    let r = self.range(types, ty, a).union(self.range(types, ty, b));
                    self.regs[dst.index()].range = Some(r);
                    self.regs[dst.index()].zeros =
                        self.zeros(types, ty, a) & self.zeros(types, ty, b);
                    if let (Some((xa, oa)), Some((xb, ob))) = (self.sum(a), self.sum(b)) {
                        if xa == xb {
                            self.regs[dst.index()].sum = Some((xa, oa.union(ob)));
                        }
                    }
                }
                None
            }
            InstData::Unary {
                op: UnaryOp::Mov,
                ty,
                dst,
                arg,
            } if ty.is_int() && ty == types[dst] => {
                self.regs[dst.index()].range = Some(self.range(types, ty, arg));
                self.regs[dst.index()].zeros = self.zeros(types, ty, arg);
                self.regs[dst.index()].sum = self.sum(arg);
                None
            }
            // 64-bit integers are addresses, which no mask compares: their
            // arithmetic (most of a kernel's) is not followed.
            InstData::Binary {
                op,
                ty,
                dst,
                args: [a, b],
            } if ty.is_int() && ty.bits() <= 32 => {
                if !self.known(a) && !self.known(b) {
                    return None;
                }
                let (ra, rb) = (self.range(types, ty, a), self.range(types, ty, b));
                self.regs[dst.index()].range = arith(op, ra, rb, types[dst].bits());
                let (za, zb) = (self.zeros(types, ty, a), self.zeros(types, ty, b));
                let c = match b {
                    Operand::Imm(c) => Some(c & mask(ty.bits())),
                    Operand::Reg(_) => None,
                };
                self.regs[dst.index()].zeros = known_zeros(op, za, zb, c, types[dst].bits());
                // `x | c` adds `c` where `x` has none of its bits.
                let adds = match (op, c) {
                    (BinaryOp::Or, Some(c)) if c & !za == 0 => Some(c),
                    (BinaryOp::Add, Some(c)) => Some(c),
                    _ => None,
                };
                if let (Some(c), Some((x, o))) = (adds, self.sum(a)) {
                    if let (Some(lo), Some(hi)) = (o.lo.checked_add(c), o.hi.checked_add(c)) {
                        self.regs[dst.index()].sum = Some((x, Range { lo, hi }));
                    }
                }
                None
            }
            InstData::Convert {
                to,
                from,
                signed,
                dst,
                src,
                ..
            } if to.is_int() && from.is_int() => {
                let r = self.range(types, from, Operand::Reg(src));
                let sign_clear = r.hi <= mask(from.bits() - 1);
                if (to.bits() >= from.bits() && (!signed || sign_clear)) || r.hi <= mask(to.bits())
                {
                    self.regs[dst.index()].range = Some(r);
                }
                if (to, from) == (Type::I64, Type::I32) {
                    self.regs[dst.index()].ext = Some((src, signed));
                }
                None
            }
            InstData::Binary {
                op: BinaryOp::Mul,
                ty: Type::I64,
                dst,
                args: [a, b],
            } => self.narrow_product(types, dst, a, b),
            _ => None,
        }
    }

    /// `dst = a * b` of 64 bits as the wide product of the 32-bit registers
    /// `a` and `b` extend (or of a constant that fits 32 bits), as LLVM
    /// narrows it for Triton (`mul.wide.s32`, `v_mad_i64_i32`): an offset
    /// made 64-bit before it is scaled by a 32-bit stride. Where one side
    /// extends signed and the other unsigned, a side whose range has its
    /// sign bit clear is both.
    fn narrow_product(&self, types: &Types, dst: Reg, a: Operand, b: Operand) -> Option<InstData> {
        let (a, b) = match (a, b) {
            (Operand::Imm(_), Operand::Reg(_)) => (b, a),
            _ => (a, b),
        };
        let Operand::Reg(ra) = a else { return None };
        let (xa, sa) = self.regs[ra.index()].ext?;
        let sign_clear = |x: Reg| self.range(types, Type::I32, Operand::Reg(x)).hi <= mask(31);
        let (signed, y) = match b {
            Operand::Imm(c) => {
                let fits = if sa {
                    i32::try_from(c as i64).is_ok()
                } else {
                    c <= mask(32)
                };
                if !fits {
                    return None;
                }
                (sa, Operand::Imm(c & mask(32)))
            }
            Operand::Reg(rb) => {
                let (xb, sb) = self.regs[rb.index()].ext?;
                let signed = if sa == sb {
                    sa
                } else if sign_clear(if sa { xa } else { xb }) {
                    false
                } else if sign_clear(if sa { xb } else { xa }) {
                    true
                } else {
                    return None;
                };
                (signed, Operand::Reg(xb))
            }
        };
        Some(InstData::Binary {
            op: if signed {
                BinaryOp::MulWideS
            } else {
                BinaryOp::MulWideU
            },
            ty: Type::I32,
            dst,
            args: [Operand::Reg(xa), y],
        })
    }

    /// `dst = v`, a predicate known from now on.
    fn constant(&mut self, dst: Reg, v: bool) -> InstData {
        self.regs[dst.index()].pred = Some(v);
        InstData::Const {
            dst,
            bits: u64::from(v),
        }
    }

    /// `dst = op(a, b)` on predicates, where one side is known.
    fn fold_logic(&mut self, op: BinaryOp, dst: Reg, a: Operand, b: Operand) -> Option<InstData> {
        let (pa, pb) = (self.pred(a), self.pred(b));
        let (known, other) = match (pa, pb) {
            (Some(k), _) => (k, b),
            (None, Some(k)) => (k, a),
            (None, None) => return None,
        };
        // `x & true`, `x | false` and `x ^ false` are `x`; `x & false` and
        // `x | true` are constants; `x ^ true` is left as it is.
        let result = match (op, known) {
            (BinaryOp::And, true) | (BinaryOp::Or, false) | (BinaryOp::Xor, false) => None,
            (BinaryOp::And, false) => Some(false),
            (BinaryOp::Or, true) => Some(true),
            _ => return None,
        };
        match result {
            Some(v) => Some(self.constant(dst, v)),
            None => {
                // Both sides known: the "other" side is a constant too.
                if let Some(v) = self.pred(other) {
                    return Some(self.constant(dst, v));
                }
                let Operand::Reg(r) = other else { return None };
                self.regs[dst.index()].alias = r.into();
                self.aliased = true;
                Some(InstData::Unary {
                    op: UnaryOp::Mov,
                    ty: Type::Pred,
                    dst,
                    arg: other,
                })
            }
        }
    }

    /// `dst = a op b` as one comparison, where `a` and `b` compare the same
    /// operands and one condition holds exactly where `a op b` does.
    fn join_cmps(
        &mut self,
        code: &Code,
        inst: Inst,
        op: BinaryOp,
        dst: Reg,
        a: Operand,
        b: Operand,
    ) -> Option<InstData> {
        let (Operand::Reg(a), Operand::Reg(b)) = (a, b) else {
            return None;
        };
        let (ca, ty, args) = cmp_of(code, self.regs[a.index()].cmp)?;
        let (cb, tyb, argsb) = cmp_of(code, self.regs[b.index()].cmp)?;
        if tyb != ty {
            return None;
        }
        let (fa, sa) = outcomes(ca);
        let (fb, sb) = outcomes(cb);
        // `b < a` is `a > b`.
        let sb = if argsb == args {
            sb
        } else if argsb == [args[1], args[0]] {
            (sb & (EQ | UN)) | ((sb & LT) << 2) | ((sb & GT) >> 2)
        } else {
            return None;
        };
        let family = fa.join(fb)?;
        let set = match op {
            BinaryOp::And => sa & sb,
            BinaryOp::Or => sa | sb,
            _ => return None,
        };
        let cond = condition(family, set)?;
        self.regs[dst.index()].cmp = inst.into();
        Some(InstData::Cmp {
            cond,
            ty,
            dst,
            args,
        })
    }

    /// `dst = v` of type `ty`: a copy, its uses from now on reading `v`'s
    /// register (or a constant).
    fn copy(&mut self, types: &Types, ty: Type, dst: Reg, v: Operand) -> InstData {
        match v {
            Operand::Reg(r) => {
                self.regs[dst.index()].alias = r.into();
                self.aliased = true;
                self.regs[dst.index()].range = self.regs[r.index()].range;
                self.regs[dst.index()].pred = self.regs[r.index()].pred;
                InstData::Unary {
                    op: UnaryOp::Mov,
                    ty,
                    dst,
                    arg: v,
                }
            }
            Operand::Imm(bits) => {
                if ty == Type::Pred {
                    self.regs[dst.index()].pred = Some(bits & 1 != 0);
                } else if ty.is_int() {
                    self.regs[dst.index()].range =
                        Some(Range::exact(bits & mask(types[dst].bits())));
                }
                InstData::Const { dst, bits }
            }
        }
    }
}

/// The condition, type and operands of comparison `inst`, if there is one.
fn cmp_of(code: &Code, inst: PackedOption<Inst>) -> Option<(Cond, Type, [Operand; 2])> {
    match *code.inst(inst.expand()?) {
        InstData::Cmp { cond, ty, args, .. } => Some((cond, ty, args)),
        _ => None,
    }
}

/// The bits of `op(a, b)` known to be zero, from those of `a` and `b`
/// (`c`: `b`'s value where it is a constant), for a result of `bits` bits.
fn known_zeros(op: BinaryOp, za: u64, zb: u64, c: Option<u64>, bits: u32) -> u64 {
    let m = mask(bits);
    let low = |n: u32| mask(n.min(64));
    let z = match (op, c) {
        (BinaryOp::And, _) => za | zb,
        (BinaryOp::Or | BinaryOp::Xor, _) | (BinaryOp::MinU | BinaryOp::MaxU, _) => za & zb,
        (BinaryOp::Shl, Some(c)) if c < u64::from(bits) => (za << c) | low(c as u32),
        (BinaryOp::ShrU, Some(c)) if c < u64::from(bits) => (za >> c) | !(m >> c),
        // The low bits that are zero in both stay zero in a sum; a product
        // has the low zeros of both.
        (BinaryOp::Add, _) => low((za & zb).trailing_ones()),
        (BinaryOp::Mul, _) => low(za.trailing_ones() + zb.trailing_ones()),
        _ => 0,
    };
    z & m
}

/// The range of `op(a, b)` for integers whose result has `bits` bits, where
/// the operands' ranges bound it; `None` where they do not.
fn arith(op: BinaryOp, a: Range, b: Range, bits: u32) -> Option<Range> {
    let m = mask(bits);
    let fits = |lo: u128, hi: u128| {
        (hi <= u128::from(m)).then_some(Range {
            lo: lo as u64,
            hi: hi as u64,
        })
    };
    let (alo, ahi, blo, bhi) = (
        u128::from(a.lo),
        u128::from(a.hi),
        u128::from(b.lo),
        u128::from(b.hi),
    );
    match op {
        BinaryOp::And => Some(Range {
            lo: 0,
            hi: a.hi.min(b.hi),
        }),
        BinaryOp::Or => Some(Range {
            lo: a.lo.max(b.lo),
            hi: smear(a.hi | b.hi).min(a.hi.saturating_add(b.hi)),
        }),
        BinaryOp::Xor => Some(Range {
            lo: 0,
            hi: smear(a.hi | b.hi),
        }),
        BinaryOp::Add => fits(alo + blo, ahi + bhi),
        BinaryOp::Sub if a.lo >= b.hi => Some(Range {
            lo: a.lo - b.hi,
            hi: a.hi - b.lo,
        }),
        BinaryOp::Mul | BinaryOp::MulWideU => fits(alo * blo, ahi * bhi),
        BinaryOp::Shl if b.lo == b.hi && b.lo < u64::from(bits) => fits(alo << b.lo, ahi << b.lo),
        BinaryOp::ShrU if b.lo == b.hi && b.lo < u64::from(bits) => Some(Range {
            lo: a.lo >> b.lo,
            hi: a.hi >> b.lo,
        }),
        BinaryOp::DivU if b.lo > 0 => Some(Range {
            lo: a.lo / b.hi,
            hi: a.hi / b.lo,
        }),
        BinaryOp::RemU if b.lo > 0 => Some(Range {
            lo: 0,
            hi: a.hi.min(b.hi - 1),
        }),
        BinaryOp::MinU => Some(Range {
            lo: a.lo.min(b.lo),
            hi: a.hi.min(b.hi),
        }),
        BinaryOp::MaxU => Some(Range {
            lo: a.lo.max(b.lo),
            hi: a.hi.max(b.hi),
        }),
        _ => None,
    }
}

/// The kinds of comparison [`Cond`] names, each with its own outcomes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Family {
    /// `eq` and `ne`, which read integers as either.
    Int,
    Signed,
    Unsigned,
    Float,
}

impl Family {
    /// The family of a condition joining one of `self` and one of `other`.
    fn join(self, other: Family) -> Option<Family> {
        match (self, other) {
            (a, b) if a == b => Some(a),
            (Family::Int, b @ (Family::Signed | Family::Unsigned))
            | (b @ (Family::Signed | Family::Unsigned), Family::Int) => Some(b),
            _ => None,
        }
    }
}

/// The outcomes of comparing `a` with `b`: less, equal, greater, unordered.
const LT: u8 = 1;
const EQ: u8 = 2;
const GT: u8 = 4;
const UN: u8 = 8;

/// Which outcomes make `cond` hold.
fn outcomes(cond: Cond) -> (Family, u8) {
    use Cond::*;
    use Family::*;
    match cond {
        Eq => (Int, EQ),
        Ne => (Int, LT | GT),
        SLt => (Signed, LT),
        SLe => (Signed, LT | EQ),
        SGt => (Signed, GT),
        SGe => (Signed, GT | EQ),
        ULt => (Unsigned, LT),
        ULe => (Unsigned, LT | EQ),
        UGt => (Unsigned, GT),
        UGe => (Unsigned, GT | EQ),
        FEq => (Float, EQ),
        FNe => (Float, LT | GT),
        FLt => (Float, LT),
        FLe => (Float, LT | EQ),
        FGt => (Float, GT),
        FGe => (Float, GT | EQ),
        FEqU => (Float, EQ | UN),
        FNeU => (Float, LT | GT | UN),
        FLtU => (Float, LT | UN),
        FLeU => (Float, LT | EQ | UN),
        FGtU => (Float, GT | UN),
        FGeU => (Float, GT | EQ | UN),
        FOrd => (Float, LT | EQ | GT),
        FUno => (Float, UN),
    }
}

/// The condition of `family` that holds on exactly the outcomes `set`.
fn condition(family: Family, set: u8) -> Option<Cond> {
    Cond::ALL.iter().copied().find(|&c| {
        let (f, s) = outcomes(c);
        s == set && (f == family || (f == Family::Int && family != Family::Float))
    })
}

/// Whether `a cond b` holds for every value of the ranges (`Some(true)`), for
/// none (`Some(false)`), or depends (`None`). Signed conditions are decided
/// only where both ranges lie in the non-negative half, where they order as
/// unsigned ones do.
fn decide(cond: Cond, a: Range, b: Range, bits: u32) -> Option<bool> {
    let nonneg = a.hi <= mask(bits - 1) && b.hi <= mask(bits - 1);
    let lt = |a: Range, b: Range| {
        if a.hi < b.lo {
            Some(true)
        } else if a.lo >= b.hi {
            Some(false)
        } else {
            None
        }
    };
    let le = |a: Range, b: Range| lt(b, a).map(|v| !v);
    let eq = if a.lo == a.hi && b.lo == b.hi && a.lo == b.lo {
        Some(true)
    } else if a.hi < b.lo || b.hi < a.lo {
        Some(false)
    } else {
        None
    };
    match cond {
        Cond::Eq => eq,
        Cond::Ne => eq.map(|v| !v),
        Cond::ULt => lt(a, b),
        Cond::ULe => le(a, b),
        Cond::UGt => lt(b, a),
        Cond::UGe => le(b, a),
        Cond::SLt if nonneg => lt(a, b),
        Cond::SLe if nonneg => le(a, b),
        Cond::SGt if nonneg => lt(b, a),
        Cond::SGe if nonneg => le(b, a),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(lo: u64, hi: u64) -> Range {
        Range { lo, hi }
    }

    #[test]
    fn comparisons_decided_by_ranges() {
        // An argmax's indices: the running result's lies below the next one's.
        assert_eq!(decide(Cond::SLt, r(0, 255), r(256, 383), 32), Some(true));
        assert_eq!(decide(Cond::SGe, r(0, 255), r(256, 383), 32), Some(false));
        assert_eq!(decide(Cond::ULe, r(0, 256), r(256, 383), 32), Some(true));
        assert_eq!(decide(Cond::ULt, r(0, 256), r(256, 383), 32), None);
        assert_eq!(decide(Cond::Eq, r(3, 3), r(3, 3), 32), Some(true));
        assert_eq!(decide(Cond::Ne, r(0, 2), r(3, 9), 32), Some(true));
        // A range reaching into the negative half decides no signed compare.
        assert_eq!(
            decide(Cond::SLt, r(0, 1 << 31), r(1 << 32, 1 << 32), 64),
            Some(true)
        );
        assert_eq!(decide(Cond::SLt, r(0, 10), r(1 << 31, 1 << 31), 32), None);
        assert_eq!(
            decide(Cond::ULt, r(0, 10), r(1 << 31, 1 << 31), 32),
            Some(true)
        );
    }

    /// A function in MIR text: the store's mask (`tid & 63 < 64`) and the
    /// compare of `x | 1` with `x` (bit 0 of `x` known zero) fold, and the
    /// compare of `tid` with a parameter does not.
    #[test]
    fn folds_in_mir_text() {
        let text = "kernel k(%p: i64 ptr, %n: i32) warps=1 shared=0 {
block0:
    v0 = special tid.x
    v1 = param 0
    v2 = param 1
    jump block1
block1:
    v3 = And i32 v0, 62
    v4 = Or i32 v3, 1
    v5 = cmp SLt i32 v3, 64
    v6 = cmp SLt i32 v3, v4
    v7 = cmp SLt i32 v0, v2
    v8 = And pred v5, v7
    v9 = select i32 v6, v4, v3
    store.global i32 [v1 + 0], v9 if v8
    return
}
";
        let func = fold_known_ranges(crate::parse::parse(text).unwrap());
        let out = crate::print::to_string(&func);
        assert!(
            !out.contains("v5 = cmp") && !out.contains("v6 = cmp"),
            "{out}"
        );
        assert!(out.contains("v7 = cmp SLt i32 v0, v2"), "{out}");
        assert!(out.contains("store.global i32 [v1 + 0], v4 if v7"), "{out}");
        assert!(crate::verify::verify(&func).is_ok());
    }

    /// 64-bit products of extended 32-bit registers become wide products:
    /// both signed; a signed one and a constant of 32 signed bits; a signed
    /// one and an unsigned one of known sign (`tid`); not a constant past 32
    /// signed bits, nor a signed and an unsigned one of unknown sign.
    #[test]
    fn narrows_products_of_extended_registers() {
        let text = "kernel k(%p: i64 ptr, %n: i32, %m: i32) warps=1 shared=0 {
block0:
    v0 = special tid.x
    v1 = param 0
    v2 = param 1
    v3 = param 2
    jump block1
block1:
    v4 = convert i64 <- i32 signed v2
    v5 = convert i64 <- i32 signed v3
    v6 = convert i64 <- i32 v0
    v7 = convert i64 <- i32 v3
    v8 = Mul i64 v4, v5
    v9 = Mul i64 v4, 0xfffffffffffffffc
    v10 = Mul i64 v4, v6
    v11 = Mul i64 v5, 0x80000000
    v12 = Mul i64 v4, v7
    v13 = Add i64 v8, v9
    v14 = Add i64 v13, v10
    v15 = Add i64 v14, v11
    v16 = Add i64 v15, v12
    store.global i64 [v1 + 0], v16
    return
}
";
        let func = fold_known_ranges(crate::parse::parse(text).unwrap());
        let out = crate::print::to_string(&func);
        for want in [
            "v8 = MulWideS i32 v2, v3",
            "v9 = MulWideS i32 v2, 0xfffffffc",
            "v10 = MulWideS i32 v2, v0",
            "v11 = Mul i64 v5, 0x80000000",
            "v12 = Mul i64 v4, v7",
        ] {
            assert!(out.contains(want), "{want}:\n{out}");
        }
        assert!(!out.contains("v6 = convert"), "{out}");
        assert!(crate::verify::verify(&func).is_ok());
    }

    #[test]
    fn zero_bits() {
        // `(tid << 1) & 62`: bit 0 and the bits from 6 up are zero.
        let shl = known_zeros(BinaryOp::Shl, 0, !1, Some(1), 32);
        assert_eq!(shl & 1, 1);
        let and = known_zeros(BinaryOp::And, shl, !62 & mask(32), Some(62), 32);
        assert_eq!(and, !62 & mask(32));
        assert_eq!(known_zeros(BinaryOp::Add, 0b0111, 0b0011, None, 32), 0b0011);
        assert_eq!(known_zeros(BinaryOp::ShrU, 0, 0, Some(4), 32), 0xF000_0000);
    }

    #[test]
    fn joined_conditions() {
        let join = |a: Cond, b: Cond, and: bool| {
            let (fa, sa) = outcomes(a);
            let (fb, sb) = outcomes(b);
            condition(fa.join(fb)?, if and { sa & sb } else { sa | sb })
        };
        assert_eq!(join(Cond::FGt, Cond::FEq, false), Some(Cond::FGe));
        assert_eq!(join(Cond::FLt, Cond::FGt, false), Some(Cond::FNe));
        assert_eq!(join(Cond::FGeU, Cond::FLeU, true), Some(Cond::FEqU));
        assert_eq!(join(Cond::SLt, Cond::Eq, false), Some(Cond::SLe));
        assert_eq!(join(Cond::ULe, Cond::Ne, true), Some(Cond::ULt));
        // Signed and unsigned orders do not mix; nor do integers and floats.
        assert_eq!(join(Cond::SLt, Cond::ULt, false), None);
        assert_eq!(join(Cond::FEq, Cond::Eq, false), None);
        // Nothing or everything is a constant, not a condition.
        assert_eq!(join(Cond::SLt, Cond::SGe, true), None);
    }

    #[test]
    fn ranges_through_bit_arithmetic() {
        let tid = r(0, 127);
        // `tid & 127 | 128`
        let lane = arith(BinaryOp::And, tid, Range::exact(127), 32).unwrap();
        assert_eq!(
            arith(BinaryOp::Or, lane, Range::exact(128), 32),
            Some(r(128, 255))
        );
        assert_eq!(
            arith(BinaryOp::Or, r(0, 5), Range::exact(2), 32),
            Some(r(2, 7))
        );
        // Overflow widens to nothing known.
        assert_eq!(
            arith(BinaryOp::Add, r(0, u32::MAX as u64), r(1, 1), 32),
            None
        );
        assert_eq!(
            arith(BinaryOp::Shl, r(1, 3), Range::exact(4), 32),
            Some(r(16, 48))
        );
        assert_eq!(arith(BinaryOp::Shl, r(1, 3), Range::exact(31), 32), None);
        assert_eq!(
            arith(BinaryOp::RemU, r(0, 1000), r(16, 16), 32),
            Some(r(0, 15))
        );
        assert_eq!(arith(BinaryOp::Sub, r(10, 20), r(0, 5), 32), Some(r(5, 20)));
        assert_eq!(arith(BinaryOp::Sub, r(0, 20), r(0, 5), 32), None);
    }
}
