//! `llvm-mc` assembles our AMDGCN for every corpus kernel of the AMDGCN path,
//! for each processor (`--triple=amdgcn-amd-amdhsa -mcpu=gfx90a` or
//! `-mcpu=gfx942` `-filetype=obj`).
//!
//! `llvm-mc` is found through `TILELIFT_LLVM_MC`, then `llvm-mc-14`,
//! `llvm-mc-19` and `llvm-mc` on the `PATH`, the first that knows the
//! processor ([`tilelift_tests::tools::llvm_mc_for`]). Without one, the tests
//! fail (they never pass without having run).

mod amdgcn_common;

use amdgcn_common::{compile_for, Mcpu, KERNELS};
use std::path::Path;

fn assemble(llvm_mc: &Path, asm: &str, name: &str) -> Result<(), String> {
    let dir = std::env::temp_dir().join(format!("tilelift-llvm-mc-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    tilelift_tests::tools::llvm_mc_assemble(llvm_mc, &dir, name, asm)
}

#[test]
fn llvm_mc_assembles_every_supported_kernel() {
    let mut failures = Vec::new();
    for &mcpu in Mcpu::ALL {
        let llvm_mc = tilelift_tests::tools::llvm_mc_for(mcpu.name());
        for case in KERNELS {
            let asm = compile_for(case, mcpu);
            assert!(
                asm.contains(&format!(
                    ".amdgcn_target \"amdgcn-amd-amdhsa--{}\"",
                    mcpu.name()
                )),
                "{case}"
            );
            if let Err(e) = assemble(&llvm_mc, &asm, &format!("{case}.{}", mcpu.name())) {
                failures.push(format!("{case} ({}):\n{e}", mcpu.name()));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "llvm-mc rejected:\n{}",
        failures.join("\n")
    );
}

/// gfx942 writes its cache-policy bits and its memory model's cache
/// maintenance, never gfx90a's (which its llvm-mc would reject, or read
/// differently): every corpus kernel, on both processors.
#[test]
fn each_processor_has_its_own_cache_bits() {
    for case in KERNELS {
        let old = compile_for(case, Mcpu::Gfx90a);
        let new = compile_for(case, Mcpu::Gfx942);
        for word in [" glc", " slc", "buffer_wbinvl1_vol", "buffer_invl2"] {
            assert!(!new.contains(word), "{case}: gfx942 has {word:?}");
        }
        for word in [" sc0", " sc1", " nt", "buffer_inv "] {
            assert!(!old.contains(word), "{case}: gfx90a has {word:?}");
        }
    }
    let atomic = compile_for("histogram_atomic", Mcpu::Gfx942);
    assert!(
        atomic.contains("global_atomic_add ") && atomic.contains("off sc0"),
        "{atomic}"
    );
    let cached = compile_for("load_other_cache", Mcpu::Gfx942);
    assert!(cached.contains(" sc0 nt"), "{cached}");
}

/// One kernel with every MIR operation the AMDGCN path selects, so that each
/// instruction form (not only the corpus's) is checked by llvm-mc.
fn every_op_kernel() -> tilelift_mir::Function {
    use tilelift_mir::{
        BinaryOp::*, Builder, CacheHint, CacheOp, Cond, InstData, MemSpace, Operand, ParamKind,
        Reg, RoundMode, RoundedOp, SpecialReg, TernaryOp, Type, UnaryOp,
    };
    let mut b = Builder::new("every_op", 4);
    let p = b.add_param("x", Type::I64, ParamKind::Ptr);
    let n = b.add_param("n", Type::I32, ParamKind::Value);
    let f = b.add_param("f", Type::F32, ParamKind::Value);
    let base = b.reg(Type::I32);
    b.ins(InstData::SharedBase { dst: base });
    // Each result is stored to shared memory at once, so few are live.
    let mut off = 0;
    let mut keep = |r: Reg, b: &mut Builder| {
        b.ins(InstData::Store {
            space: MemSpace::Shared,
            ty: b.reg_type(r),
            srcs: [Operand::Reg(r)].into_iter().collect(),
            addr: base,
            offset: off,
            pred: None,
            cache: CacheHint::default(),
        });
        off += 4;
    };
    let mut specials = Vec::new();
    for reg in [
        SpecialReg::TidX,
        SpecialReg::CtaId(1),
        SpecialReg::NCtaId(0),
    ] {
        let dst = b.reg(Type::I32);
        b.ins(InstData::Special { dst, reg });
        specials.push(dst);
    }
    let x = specials[0];
    keep(specials[1], &mut b);
    keep(specials[2], &mut b);
    for op in [
        Add, Sub, Mul, MulHiS, MulHiU, DivS, DivU, RemS, RemU, And, Or, Xor, Shl, ShrS, ShrU, MinS,
        MinU, MaxS, MaxU,
    ] {
        for rhs in [Operand::Reg(n), Operand::Imm(3), Operand::Imm(1000)] {
            keep(b.binary(op, Type::I32, x.into(), rhs), &mut b);
        }
        keep(
            b.binary(op, Type::I32, Operand::Imm(0x12345), x.into()),
            &mut b,
        );
    }
    for op in [
        Add, Sub, Mul, FMin, FMax, FMinNan, FMaxNan, DivApprox, DivRn,
    ] {
        keep(
            b.binary(op, Type::F32, f.into(), Operand::Imm(0x3fc0_0000)),
            &mut b,
        );
        keep(
            b.binary(op, Type::F32, Operand::Imm(0x3fc0_0000), f.into()),
            &mut b,
        );
    }
    let float_unary = [
        UnaryOp::Neg,
        UnaryOp::Abs,
        UnaryOp::Ex2Approx,
        UnaryOp::Ex2ApproxFtz,
        UnaryOp::Lg2Approx,
        UnaryOp::SqrtApprox,
        UnaryOp::RsqrtApprox,
        UnaryOp::SinApprox,
        UnaryOp::CosApprox,
        UnaryOp::Floor,
        UnaryOp::Ceil,
        UnaryOp::Mov,
    ];
    let int_unary = [UnaryOp::Neg, UnaryOp::Not, UnaryOp::Mov];
    for op in float_unary {
        keep(b.unary(op, Type::F32, f.into()), &mut b);
    }
    for op in int_unary {
        keep(b.unary(op, Type::I32, x.into()), &mut b);
    }
    // The same of constants, an inline one and a literal (`math.absf` of
    // `remf`'s constant divisor, found by the fuzzer): the second source of
    // a VOP2 instruction is a register or nothing.
    for k in [Operand::Imm(0), Operand::Imm(0x3fc0_0000)] {
        for op in float_unary {
            keep(b.unary(op, Type::F32, k), &mut b);
        }
        for op in int_unary {
            keep(b.unary(op, Type::I32, k), &mut b);
        }
    }
    // Float operations rounded as IEEE 754 says (`tilelift_amdgpu::rounded`),
    // in f32 and f64.
    let d = b.reg(Type::F64);
    b.ins(InstData::Convert {
        to: Type::F64,
        from: Type::F32,
        signed: false,
        rounding: None,
        dst: d,
        src: f,
    });
    for (ty, v) in [(Type::F32, f), (Type::F64, d)] {
        use RoundMode::*;
        use RoundedOp::*;
        for op in [Add, Sub, Mul, Fma, Div, Rcp, Sqrt] {
            for mode in [Rn, Rz, Rm, Rp] {
                let dst = b.reg(ty);
                let mut args = [Operand::Imm(0); 3];
                args[..op.arity()].fill(v.into());
                b.ins(InstData::Rounded {
                    op,
                    mode,
                    ty,
                    dst,
                    args,
                });
                keep(dst, &mut b);
            }
        }
        keep(b.unary(UnaryOp::SqrtRn, ty, v.into()), &mut b);
    }
    keep(b.binary(DivRn, Type::F64, d.into(), d.into()), &mut b);
    keep(b.unary(UnaryOp::RcpApprox, Type::F64, d.into()), &mut b);
    let fma = b.reg(Type::F32);
    b.ins(InstData::Ternary {
        op: TernaryOp::Fma,
        ty: Type::F32,
        dst: fma,
        args: [f.into(), f.into(), Operand::Imm(0)],
    });
    let mad = b.reg(Type::I32);
    b.ins(InstData::Ternary {
        op: TernaryOp::Mad,
        ty: Type::I32,
        dst: mad,
        args: [x.into(), Operand::Imm(4), n.into()],
    });
    let mut preds = Vec::new();
    for cond in [
        Cond::Eq,
        Cond::Ne,
        Cond::SLt,
        Cond::ULe,
        Cond::SGt,
        Cond::UGe,
    ] {
        let dst = b.reg(Type::Pred);
        b.ins(InstData::Cmp {
            cond,
            ty: Type::I32,
            dst,
            args: [x.into(), Operand::Imm(7)],
        });
        preds.push(dst);
    }
    for cond in [
        Cond::FEq,
        Cond::FNe,
        Cond::FLtU,
        Cond::FGe,
        Cond::FOrd,
        Cond::FUno,
    ] {
        let dst = b.reg(Type::Pred);
        b.ins(InstData::Cmp {
            cond,
            ty: Type::F32,
            dst,
            args: [f.into(), fma.into()],
        });
        preds.push(dst);
    }
    let both = b.binary(And, Type::Pred, preds[0].into(), preds[6].into());
    let either = b.binary(Or, Type::Pred, both.into(), preds[1].into());
    let not = b.unary(UnaryOp::Not, Type::Pred, either.into());
    let sel = b.reg(Type::F32);
    b.ins(InstData::Select {
        ty: Type::F32,
        dst: sel,
        cond: not,
        args: [f.into(), Operand::Imm(0x4000_0000)],
    });
    let wide = b.binary(MulWideS, Type::I32, x.into(), Operand::Imm(4));
    let addr = b.binary(Add, Type::I64, p.into(), wide.into());
    let addr2 = b.binary(Sub, Type::I64, addr.into(), Operand::Imm(8));
    let sel64 = b.reg(Type::I64);
    b.ins(InstData::Select {
        ty: Type::I64,
        dst: sel64,
        cond: both,
        args: [addr.into(), addr2.into()],
    });
    let convert = |b: &mut Builder, to, from, signed, src| {
        let dst = b.reg(to);
        b.ins(InstData::Convert {
            to,
            from,
            signed,
            rounding: None,
            dst,
            src,
        });
        dst
    };
    let h = convert(&mut b, Type::F16, Type::F32, false, f);
    let hf = convert(&mut b, Type::F32, Type::F16, false, h);
    let bf = convert(&mut b, Type::BF16, Type::F32, false, hf);
    let bff = convert(&mut b, Type::F32, Type::BF16, false, bf);
    keep(bff, &mut b);
    for (to, from, signed, src) in [
        (Type::F32, Type::I32, true, x),
        (Type::F32, Type::I32, false, x),
        (Type::I32, Type::F32, true, f),
        (Type::I32, Type::F32, false, f),
    ] {
        keep(convert(&mut b, to, from, signed, src), &mut b);
    }
    let x64 = convert(&mut b, Type::I64, Type::I32, true, x);
    let u64 = convert(&mut b, Type::I64, Type::I32, false, x);
    keep(convert(&mut b, Type::I32, Type::I64, false, u64), &mut b);
    // Every conversion between two of the integer and float types.
    let types = Type::ALL.iter().copied().filter(|&t| t != Type::Pred);
    for from in types.clone() {
        let value = if from.is_float() {
            convert(&mut b, from, Type::F32, true, f)
        } else {
            convert(&mut b, from, Type::I32, true, x)
        };
        for to in types.clone().filter(|&t| t != from) {
            for signed in [true, false] {
                keep(convert(&mut b, to, from, signed, value), &mut b);
            }
        }
    }
    // f64 arithmetic, a fused multiply-add and comparisons.
    let d64 = convert(&mut b, Type::F64, Type::F32, true, f);
    for op in [Add, Sub, Mul, FMin, FMax] {
        for rhs in [Operand::Reg(d64), Operand::Imm(1.5f64.to_bits())] {
            keep(b.binary(op, Type::F64, d64.into(), rhs), &mut b);
        }
    }
    let fma64 = b.reg(Type::F64);
    b.ins(InstData::Ternary {
        op: TernaryOp::Fma,
        ty: Type::F64,
        dst: fma64,
        args: [d64.into(), d64.into(), Operand::Imm(2.0f64.to_bits())],
    });
    keep(fma64, &mut b);
    for cond in [Cond::FLt, Cond::FGeU, Cond::FUno] {
        let p64 = b.reg(Type::Pred);
        b.ins(InstData::Cmp {
            cond,
            ty: Type::F64,
            dst: p64,
            args: [d64.into(), fma64.into()],
        });
        let sel = b.reg(Type::F64);
        b.ins(InstData::Select {
            ty: Type::F64,
            dst: sel,
            cond: p64,
            args: [d64.into(), fma64.into()],
        });
        keep(sel, &mut b);
    }
    for op in [
        Mul, MulHiU, And, Or, Xor, Shl, ShrS, ShrU, MinS, MinU, MaxS, MaxU, DivS, DivU, RemS, RemU,
    ] {
        for rhs in [
            Operand::Reg(u64),
            Operand::Imm(3),
            Operand::Imm(100),
            Operand::Imm(0x1_0000_0001),
        ] {
            keep(b.binary(op, Type::I64, x64.into(), rhs), &mut b);
        }
    }
    keep(mad, &mut b);
    let packed = b.reg(Type::I32);
    b.ins(InstData::Pack {
        dst: packed,
        srcs: [h, bf],
    });
    let (lo, hi) = (b.reg(Type::F16), b.reg(Type::BF16));
    b.ins(InstData::Unpack {
        dsts: [lo, hi],
        src: packed,
    });
    let cache = CacheHint {
        op: CacheOp::Cg,
        ..CacheHint::default()
    };
    let loaded = b.reg(Type::F16);
    b.ins(InstData::Load {
        space: MemSpace::Global,
        ty: Type::F16,
        dsts: [loaded].into_iter().collect(),
        addr: sel64,
        offset: 2,
        pred: Some(not),
        others: [Operand::Reg(lo)].into_iter().collect(),
        cache,
    });
    b.ins(InstData::Store {
        space: MemSpace::Global,
        ty: Type::F16,
        srcs: [Operand::Reg(loaded)].into_iter().collect(),
        addr: sel64,
        offset: 0,
        pred: None,
        cache: CacheHint {
            op: CacheOp::Cs,
            ..CacheHint::default()
        },
    });
    b.ins(InstData::Store {
        space: MemSpace::Global,
        ty: Type::BF16,
        srcs: [Operand::Reg(hi)].into_iter().collect(),
        addr: addr2,
        offset: 0,
        pred: Some(both),
        cache: CacheHint::default(),
    });
    b.ins(InstData::Store {
        space: MemSpace::Global,
        ty: Type::I64,
        srcs: [Operand::Reg(x64)].into_iter().collect(),
        addr: addr2,
        offset: 8,
        pred: None,
        cache: CacheHint::default(),
    });
    b.ins(InstData::Store {
        space: MemSpace::Shared,
        ty: Type::F32,
        srcs: [Operand::Reg(hf), Operand::Reg(sel)].into_iter().collect(),
        addr: base,
        offset: 2048,
        pred: None,
        cache: CacheHint::default(),
    });
    b.ins(InstData::Barrier);
    let words: Vec<_> = (0..4).map(|_| b.reg(Type::I32)).collect();
    b.ins(InstData::Load {
        space: MemSpace::Shared,
        ty: Type::I32,
        dsts: words.iter().copied().collect(),
        addr: base,
        offset: 32,
        pred: None,
        others: Default::default(),
        cache: CacheHint::default(),
    });
    b.ins(InstData::Store {
        space: MemSpace::Global,
        ty: Type::I32,
        srcs: words.iter().map(|&r| r.into()).collect(),
        addr,
        offset: 0,
        pred: Some(preds[2]),
        cache: CacheHint::default(),
    });
    let two: Vec<_> = (0..2).map(|_| b.reg(Type::F32)).collect();
    b.ins(InstData::Load {
        space: MemSpace::Global,
        ty: Type::F32,
        dsts: two.iter().copied().collect(),
        addr,
        offset: 64,
        pred: Some(preds[3]),
        others: [Operand::Imm(0), Operand::Reg(sel)].into_iter().collect(),
        cache: CacheHint::default(),
    });
    b.ins(InstData::Store {
        space: MemSpace::Global,
        ty: Type::F32,
        srcs: [two[1].into(), two[0].into()].into_iter().collect(),
        addr,
        offset: 64,
        pred: None,
        cache: CacheHint::default(),
    });
    b.require_shared(4096);
    b.ins(InstData::Return);
    b.finish()
}

#[test]
fn llvm_mc_assembles_every_selected_instruction_form() {
    let func = every_op_kernel();
    tilelift_mir::verify::verify(&func).unwrap();
    for &mcpu in Mcpu::ALL {
        let options = tilelift_amdgpu::Options {
            mcpu,
            check_regalloc: true,
            ..Default::default()
        };
        let asm = tilelift_amdgpu::emit(&func, &options).unwrap_or_else(|e| panic!("{e}"));
        let llvm_mc = tilelift_tests::tools::llvm_mc_for(mcpu.name());
        if let Ok(path) = std::env::var("TILELIFT_DUMP_ASM") {
            std::fs::write(format!("{path}.{}", mcpu.name()), &asm).unwrap();
        }
        if let Err(e) = assemble(&llvm_mc, &asm, &format!("every_op.{}", mcpu.name())) {
            panic!("llvm-mc rejected ({}):\n{e}", mcpu.name());
        }
    }
}
