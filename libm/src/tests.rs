use super::{scalar_type, sequence};
use tilelift_ir::libdevice::{symbols, LibCall, LibFn, Sig};
use tilelift_ir::FloatKind;
use tilelift_mir::{BinaryOp, Builder, Fold, InstData, Operand, UnaryOp};

/// Every sequence builds into MIR that verifies, of exact instructions only
/// (what makes the interpreter's folding the GPU's result).
#[test]
fn sequences_are_valid_mir_of_exact_instructions() {
    let mut n = 0;
    for (symbol, call) in symbols() {
        let mut b = Builder::new("k", 1);
        let xs: Vec<Operand> = (0..call.func.arity())
            .map(|i| Operand::Reg(b.add_param(&format!("x{i}"), scalar_type(call.arg(i)), false)))
            .collect();
        let Some(r) = sequence(&mut b, call, &xs) else {
            continue;
        };
        n += 1;
        let r = r.reg().expect("a register");
        assert_eq!(b.reg_type(r), scalar_type(call.ret()), "{symbol}");
        b.ins(InstData::Return);
        let func = b.finish();
        tilelift_mir::verify::verify(&func).unwrap_or_else(|e| panic!("{symbol}: {e}"));
        for block in func.blocks() {
            for inst in func.block_insts(block) {
                let approx = match func.inst(inst) {
                    InstData::Unary { op, .. } => matches!(
                        op,
                        UnaryOp::Ex2Approx
                            | UnaryOp::Ex2ApproxFtz
                            | UnaryOp::Lg2Approx
                            | UnaryOp::SqrtApprox
                            | UnaryOp::RsqrtApprox
                            | UnaryOp::SinApprox
                            | UnaryOp::CosApprox
                            | UnaryOp::RcpApprox
                    ),
                    InstData::Binary { op, .. } => *op == BinaryOp::DivApprox,
                    _ => false,
                };
                assert!(!approx, "{symbol}: {:?}", func.inst(inst));
            }
        }
    }
    assert!(n >= 57, "{n} sequences");
}

/// Hard cases, against values computed with mpmath (100 digits) and rounded
/// to `f32`: the reduction of the largest `f32` and of `2^53`, the `f32`
/// nearest `pi/2`, underflow to zero and to the smallest subnormal, `log1p`
/// next to -1, the inverses' far tails, `lgamma` next to its zeros, `fmod` of
/// the largest `f32`, `remainder`'s ties to even, exact results.
#[test]
fn hard_cases_match_mpmath() {
    let cases: &[(LibFn, &[u32], u32)] = &[
        (LibFn::Sin, &[0x7f7f_ffff], 0xbf05_99b3),
        (LibFn::Cos, &[0x7f7f_ffff], 0x3f5a_5f96),
        (LibFn::Sin, &[0x5a00_0000], 0xbf59_5336),
        (LibFn::Tan, &[0x3fc9_0fdb], 0xcbae_8a4a),
        (LibFn::Cos, &[0x3fc9_0fdb], 0xb33b_bd2e),
        (LibFn::Exp, &[0xc2cf_f1b5], 0),
        (LibFn::Pow, &[0x4000_0000, 0xc315_0000], 1),
        (LibFn::Log1p, &[0xbf7f_ffff], 0xc185_1592),
        (LibFn::Atan2, &[0x3f80_0000, 0xbf80_0000], 0x4016_cbe4),
        (LibFn::Expm1, &[0x3380_0000], 0x3380_0000),
        (LibFn::Cbrt, &[0x41d8_0000], 0x4040_0000),
        (LibFn::Acos, &[0xbf80_0000], 0x4049_0fdb),
        (LibFn::Erfcinv, &[0x0000_0001], 0x4120_513e),
        (LibFn::Erfinv, &[0x3f7f_ffff], 0x4075_47cb),
        (LibFn::Normcdfinv, &[0x0080_0000], 0xc14f_3302),
        (LibFn::Erfc, &[0x4120_0000], 0x0000_0001),
        (LibFn::Tgamma, &[0xbf00_0000], 0xc062_dfc5),
        (LibFn::Lgamma, &[0x3f80_0001], 0xb393_c466),
        (LibFn::Lgamma, &[0x4000_0000], 0),
        (LibFn::Fmod, &[0x7f7f_ffff, 0x0000_0001], 0),
        (LibFn::Fmod, &[0x7f7f_ffff, 0x3fc9_0fdb], 0x3e25_08e8),
        (LibFn::Remainder, &[0x40a0_0000, 0x4000_0000], 0x3f80_0000),
        (LibFn::Remainder, &[0x40e0_0000, 0x4000_0000], 0xbf80_0000),
    ];
    for &(f, args, want) in cases {
        let xs: Vec<Operand> = args.iter().map(|&a| Operand::Imm(u64::from(a))).collect();
        let call = LibCall {
            func: f,
            sig: Sig::Uniform(FloatKind::F32),
        };
        let got = sequence(&mut Fold, call, &xs).expect("a sequence");
        assert_eq!(got, Operand::Imm(u64::from(want)), "{f:?}{args:x?}");
    }
}
