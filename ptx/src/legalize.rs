//! Rewrites MIR into forms PTX has, before printing, so that printing cannot
//! fail:
//!
//! - an immediate first operand of an arithmetic instruction, and an immediate
//!   stored value, is moved into a register first;
//! - a predicate constant becomes `setp` on a 32-bit constant;
//! - shift amounts are `u32`, as PTX requires for every shift width;
//! - `bf16` to `f32` on `sm_80`, which has no `cvt.f32.bf16`, puts the 16 bits in
//!   the upper half of a 32-bit register;
//! - approximate `f64` division and square root become IEEE ones;
//! - 16-bit integer division and remainder go through `f32` ([`crate::div16`]:
//!   ptxas calls a subroutine for `div.s16`);
//! - the registers of each `wgmma` accumulator web become one register
//!   ([`tilelift_mir::passes::coalesce_wgmma_accumulators`]);
//! - jump arguments become copies into the target's parameters, through
//!   temporaries where an argument is itself a parameter being overwritten
//!   (none where they are the same register);
//! - NaN-propagating `f64` min and max, which PTX lacks (`max.NaN` is `f32`
//!   and narrower only), become `max.f64` (`min.f64`), made to give NaN where
//!   either operand is one (`setp.nan`) and, where the operands compare equal
//!   (so `+0` and `-0`), the `and` (`or`) of their bits: `-0 < +0`, as
//!   `arith.maximumf` and `arith.minimumf` define it;
//! - what PTX has no form for at all (`f64` transcendentals) is an
//!   [`Error::Unsupported`].

use super::{Error, Options};
use smallvec::SmallVec;
use tilelift_mir::passes::{rewrite, Rewrite};
use tilelift_mir::{BinaryOp, Cond, Function, Inst, InstData, Operand, Reg, Type, UnaryOp};

/// A function in the forms the writer prints. Its registers are no longer SSA:
/// block parameters are assigned by copies before each jump.
pub struct Legal {
    func: Function,
    /// Whether the function holds a `wgmma` (sm_90a's tensor-core
    /// instructions).
    wgmma: bool,
    /// Whether the function makes tensor maps (`tensormap.replace`: sm_90a,
    /// PTX 8.3).
    tensormap: bool,
}

impl Legal {
    /// The legalized function.
    pub fn func(&self) -> &Function {
        &self.func
    }

    /// Whether the function holds a `wgmma`: its PTX targets `sm_90a`, and
    /// its shared memory is 1024-byte aligned.
    pub fn uses_wgmma(&self) -> bool {
        self.wgmma
    }

    /// Whether the function makes tensor maps in the kernel: its PTX targets
    /// `sm_90a` with PTX 8.3 at least.
    pub fn makes_tensor_maps(&self) -> bool {
        self.tensormap
    }
}

/// Whether `func` makes a tensor map ([`TmaOp::MapReplace`]).
fn makes_tensor_maps(func: &Function) -> bool {
    (0..func.num_insts()).any(|i| {
        matches!(func.inst(Inst::from_u32(i as u32)),
            InstData::Tma(t) if matches!(**t, tilelift_mir::TmaOp::MapReplace { .. }))
    })
}

/// Whether `func` holds a `wgmma` (or the fence that opens a chain of them).
fn uses_wgmma(func: &Function) -> bool {
    (0..func.num_insts()).any(|i| {
        matches!(
            func.inst(Inst::from_u32(i as u32)),
            InstData::Wgmma { .. } | InstData::WgmmaFence
        )
    })
}

/// Legalizes `func` for `options`' target.
pub fn legalize(func: Function, options: &Options) -> Result<Legal, Error> {
    let wgmma = uses_wgmma(&func);
    let tensormap = makes_tensor_maps(&func);
    let func = match wgmma {
        true => tilelift_mir::passes::coalesce_wgmma_accumulators(func),
        false => func,
    };
    let func = rewrite(
        func,
        |func, data| needs_legalizing(func, data, options),
        |rw, func, inst, data| {
            legalize_inst(rw, func, inst, data, options).map_err(|e| e.at(func, rw.origin()))
        },
    )?;
    Ok(Legal {
        func,
        wgmma,
        tensormap,
    })
}

fn legalize_inst(
    rw: &mut Rewrite,
    func: &Function,
    _inst: Inst,
    mut data: InstData,
    options: &Options,
) -> Result<(), Error> {
    match &mut data {
        // AMD's matrix instructions (an `#ttg.amd_mfma` dot given to the PTX path).
        InstData::Mfma(m) => {
            return Err(Error::unsupported(format!(
                "mfma.{} on NVIDIA",
                m.shape.name()
            )));
        }
        InstData::Const { dst, bits } if rw.reg_type(*dst) == Type::Pred => {
            let (dst, bits) = (*dst, *bits);
            let r = constant(rw, Type::I32, bits & 1);
            data = InstData::Cmp {
                cond: Cond::Ne,
                ty: Type::I32,
                dst,
                args: [Operand::Reg(r), Operand::Imm(0)],
            };
        }
        InstData::Unary { op, ty, arg, .. } => {
            *op = unary_op(*op, *ty)?;
            if *op != UnaryOp::Mov {
                *arg = in_register(rw, *ty, *arg);
            }
        }
        InstData::Binary {
            op: op @ (BinaryOp::FMaxNan | BinaryOp::FMinNan),
            ty: Type::F64,
            dst,
            args,
        } => {
            let is_max = *op == BinaryOp::FMaxNan;
            min_max_nan_f64(rw, is_max, *dst, *args);
            return Ok(());
        }
        InstData::Binary { op, ty, dst, args } if crate::div16::applies(*op, *ty) => {
            crate::div16::divide(rw, *op, *dst, *args);
            return Ok(());
        }
        InstData::Binary { op, ty, args, .. } => {
            *op = binary_op(*op, *ty)?;
            args[0] = in_register(rw, *ty, args[0]);
            if matches!(op, BinaryOp::Shl | BinaryOp::ShrS | BinaryOp::ShrU) {
                args[1] = shift_amount(rw, args[1]);
            }
        }
        InstData::Ternary { ty, args, .. } => args[0] = in_register(rw, *ty, args[0]),
        InstData::Rounded { ty, args, .. } => args[0] = in_register(rw, *ty, args[0]),
        InstData::Cmp { ty, args, .. } => args[0] = in_register(rw, *ty, args[0]),
        InstData::Store { ty, srcs, .. } => {
            for s in srcs.iter_mut() {
                *s = in_register(rw, *ty, *s);
            }
        }
        InstData::Atomic { op, ty, args, .. } => {
            let n = if *op == tilelift_mir::AtomicOp::Cas {
                2
            } else {
                1
            };
            for a in args.iter_mut().take(n) {
                *a = in_register(rw, *ty, *a);
            }
        }
        InstData::Convert {
            to: Type::F32,
            from: Type::BF16,
            dst,
            src,
            ..
        } if !options.arch.has_cvt_f32_bf16() => {
            let (dst, src) = (*dst, *src);
            let zero = constant(rw, Type::I16, 0);
            let packed = rw.reg(Type::I32);
            rw.push(InstData::Pack {
                dst: packed,
                srcs: [zero, src],
            });
            data = InstData::Unary {
                op: UnaryOp::Mov,
                ty: Type::F32,
                dst,
                arg: Operand::Reg(packed),
            };
        }
        InstData::Jump { dest, args } => {
            let params: SmallVec<[Reg; 8]> = func.block_params(*dest).iter().copied().collect();
            parallel_copy(rw, &params, args);
            args.clear();
        }
        _ => {}
    }
    rw.push(data);
    Ok(())
}

/// Whether [`legalize_inst`] would change `data`.
fn needs_legalizing(func: &Function, data: &InstData, options: &Options) -> bool {
    let imm = |o: &Operand| matches!(o, Operand::Imm(_));
    match data {
        InstData::Mfma(_) => true,
        InstData::Const { dst, .. } => func.reg_type(*dst) == Type::Pred,
        InstData::Unary { op, ty, arg, .. } => {
            (*op != UnaryOp::Mov && imm(arg)) || unary_op(*op, *ty) != Ok(*op)
        }
        InstData::Binary { op, ty, args, .. } => {
            let shift = matches!(op, BinaryOp::Shl | BinaryOp::ShrS | BinaryOp::ShrU)
                && args[1].reg().is_some_and(|r| func.reg_type(r) != Type::I32);
            let nan_f64 = matches!(op, BinaryOp::FMaxNan | BinaryOp::FMinNan) && *ty == Type::F64;
            let div16 = crate::div16::applies(*op, *ty);
            imm(&args[0]) || shift || nan_f64 || div16 || binary_op(*op, *ty) != Ok(*op)
        }
        InstData::Ternary { args, .. } => imm(&args[0]),
        InstData::Rounded { args, .. } => imm(&args[0]),
        InstData::Cmp { args, .. } => imm(&args[0]),
        InstData::Store { srcs, .. } => srcs.iter().any(imm),
        InstData::Atomic { op, args, .. } => {
            imm(&args[0]) || (*op == tilelift_mir::AtomicOp::Cas && imm(&args[1]))
        }
        InstData::Convert {
            to: Type::F32,
            from: Type::BF16,
            ..
        } => !options.arch.has_cvt_f32_bf16(),
        InstData::Jump { args, .. } => !args.is_empty(),
        _ => false,
    }
}

/// The operation PTX has for `op` on `ty`.
fn unary_op(op: UnaryOp, ty: Type) -> Result<UnaryOp, Error> {
    if ty != Type::F64 {
        return Ok(op);
    }
    match op {
        UnaryOp::SqrtApprox => Ok(UnaryOp::SqrtRn),
        UnaryOp::Ex2Approx
        | UnaryOp::Ex2ApproxFtz
        | UnaryOp::Lg2Approx
        | UnaryOp::SinApprox
        | UnaryOp::CosApprox => Err(Error::unsupported(format!("{op:?} on f64"))),
        other => Ok(other),
    }
}

/// The operation PTX has for `op` on `ty`.
fn binary_op(op: BinaryOp, ty: Type) -> Result<BinaryOp, Error> {
    match (op, ty) {
        (BinaryOp::DivApprox, Type::F64) => Ok(BinaryOp::DivRn),
        _ => Ok(op),
    }
}

/// The canonical `f64` NaN.
const NAN_F64: u64 = 0x7FF8_0000_0000_0000;

/// `dst = maximum(a, b)` (`minimum` unless `is_max`) on `f64`: NaN where
/// either is NaN; where they compare equal, the `and` (`or`) of their bits,
/// which is `+0` (`-0`) for zeros of both signs and either operand otherwise;
/// else `max.f64` (`min.f64`).
fn min_max_nan_f64(rw: &mut Rewrite, is_max: bool, dst: Reg, args: [Operand; 2]) {
    let [a, b] = args.map(|x| in_register(rw, Type::F64, x));
    let (num, bits_op) = if is_max {
        (BinaryOp::FMax, BinaryOp::And)
    } else {
        (BinaryOp::FMin, BinaryOp::Or)
    };
    let m = rw.reg(Type::F64);
    rw.push(InstData::Binary {
        op: num,
        ty: Type::F64,
        dst: m,
        args: [a, b],
    });
    let [ai, bi] = [a, b].map(|x| {
        let r = rw.reg(Type::I64);
        rw.push(InstData::Unary {
            op: UnaryOp::Mov,
            ty: Type::I64,
            dst: r,
            arg: x,
        });
        r
    });
    let zi = rw.reg(Type::I64);
    rw.push(InstData::Binary {
        op: bits_op,
        ty: Type::I64,
        dst: zi,
        args: [Operand::Reg(ai), Operand::Reg(bi)],
    });
    let z = rw.reg(Type::F64);
    rw.push(InstData::Unary {
        op: UnaryOp::Mov,
        ty: Type::F64,
        dst: z,
        arg: Operand::Reg(zi),
    });
    let [eq, nan] = [Cond::FEq, Cond::FUno].map(|cond| {
        let p = rw.reg(Type::Pred);
        rw.push(InstData::Cmp {
            cond,
            ty: Type::F64,
            dst: p,
            args: [a, b],
        });
        p
    });
    let num_or_eq = rw.reg(Type::F64);
    rw.push(InstData::Select {
        ty: Type::F64,
        dst: num_or_eq,
        cond: eq,
        args: [Operand::Reg(z), Operand::Reg(m)],
    });
    let nan_value = constant(rw, Type::F64, NAN_F64);
    rw.push(InstData::Select {
        ty: Type::F64,
        dst,
        cond: nan,
        args: [Operand::Reg(nan_value), Operand::Reg(num_or_eq)],
    });
}

/// A constant in a new register.
fn constant(rw: &mut Rewrite, ty: Type, bits: u64) -> Reg {
    let dst = rw.reg(ty);
    rw.push(InstData::Const { dst, bits });
    dst
}

/// `x` as a register operand.
fn in_register(rw: &mut Rewrite, ty: Type, x: Operand) -> Operand {
    match x {
        Operand::Imm(bits) => Operand::Reg(constant(rw, ty, bits)),
        reg => reg,
    }
}

/// A shift amount as a `u32` register or immediate.
fn shift_amount(rw: &mut Rewrite, x: Operand) -> Operand {
    let Operand::Reg(r) = x else {
        return x;
    };
    let ty = rw.reg_type(r);
    if ty == Type::I32 {
        return x;
    }
    let dst = rw.reg(Type::I32);
    rw.push(InstData::Convert {
        to: Type::I32,
        from: ty,
        signed: false,
        rounding: None,
        dst,
        src: r,
    });
    Operand::Reg(dst)
}

/// Copies `args` into `params` as if all at once.
fn parallel_copy(rw: &mut Rewrite, params: &[Reg], args: &[Reg]) {
    let clobbers = args
        .iter()
        .enumerate()
        .any(|(i, a)| params.iter().enumerate().any(|(j, p)| p == a && i != j));
    let sources: SmallVec<[Reg; 8]> = if clobbers {
        args.iter().map(|&a| copy_to_new(rw, a)).collect()
    } else {
        args.iter().copied().collect()
    };
    for (&p, &s) in params.iter().zip(&sources) {
        if p != s {
            let ty = rw.reg_type(p);
            rw.push(InstData::Unary {
                op: UnaryOp::Mov,
                ty,
                dst: p,
                arg: Operand::Reg(s),
            });
        }
    }
}

fn copy_to_new(rw: &mut Rewrite, a: Reg) -> Reg {
    let ty = rw.reg_type(a);
    let dst = rw.reg(ty);
    rw.push(InstData::Unary {
        op: UnaryOp::Mov,
        ty,
        dst,
        arg: Operand::Reg(a),
    });
    dst
}
