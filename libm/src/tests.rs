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
            .map(|i| {
                Operand::Reg(b.add_param(
                    &format!("x{i}"),
                    scalar_type(call.arg(i)),
                    tilelift_mir::ParamKind::Value,
                ))
            })
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

/// The `f64` Bessel functions of the first and second kind on hard cases,
/// against mpmath (40 digits, the nearest `f64`: `scripts/libdevice_bessel64_ref.py`'s
/// references), within `ulps` (exact for zeros and infinities): the `f64`s
/// nearest the zeros below 8 (results near 1e-17, where a form without the
/// zero divided out loses every digit), the switch at 8, the Payne–Hanek
/// reduction of 1e300 and of the `f64` nearest a multiple of `pi/2`, the
/// logarithmic form at subnormals (`Y1` overflowing), `J1`'s sign at `-0`,
/// `jn` at the order, next to the threshold below which it is `x^2/8`, and
/// `yn` overflowing at order 128.
#[test]
fn f64_bessel_hard_cases_match_mpmath() {
    use tilelift_ir::libdevice::Scalar;
    // (function, order, x, mpmath's nearest f64, ulps allowed)
    #[rustfmt::skip]
    let cases: &[(LibFn, i32, u64, u64, f64)] = &[
        (LibFn::BesselJ0, 0, 0x40033d152e971b40, 0xbc919b7921f03c8e, 2.0),
        (LibFn::BesselJ0, 0, 0x4016148f5b2c2e45, 0xbc7fbb40985f6e34, 2.0),
        (LibFn::BesselJ1, 0, 0x400ea75575af6f08, 0x3ca0e9ee762f2b47, 2.0),
        (LibFn::BesselY0, 0, 0x3fec982eb8d417ea, 0xbc7af74bfa0f1304, 2.0),
        (LibFn::BesselY1, 0, 0x400193bed4dff243, 0x3c7cf9f8d5e1a475, 2.0),
        (LibFn::BesselY0, 0, 0x401c581dc4e72103, 0x3c7e91b198d39ce2, 2.0),
        (LibFn::BesselJ0, 0, 0x4020000000000000, 0x3fc5f8a7557e7025, 2.0),
        (LibFn::BesselY1, 0, 0x4020000000000001, 0xbfc43b5340f69326, 2.0),
        (LibFn::BesselJ1, 0, 0x7e37e43c8800759c, 0xa09ca97b6c9453b7, 8.0),
        (LibFn::BesselY0, 0, 0x7e37e43c8800759c, 0xa09ca97b6c9453b7, 8.0),
        (LibFn::BesselJ0, 0, 0x7506ac5b262ca1ff, 0x255572c429c9b14c, 8.0),
        (LibFn::BesselY0, 0, 0x0000000000000001, 0xc07d9ffc3469e1b3, 2.0),
        (LibFn::BesselY1, 0, 0x01a56e1fc2f8f359, 0xfe2e6b6f220dd8bd, 2.0),
        (LibFn::BesselY1, 0, 0x0000000000000001, 0xfff0000000000000, 0.0),
        (LibFn::BesselJ1, 0, 0x8000000000000001, 0x8000000000000000, 0.0),
        (LibFn::BesselJ1, 0, 0x81a56e1fc2f8f359, 0x81956e1fc2f8f359, 1.0),
        (LibFn::BesselY0, 0, 0x3fe8000000000000, 0xbfc18ee09734f23c, 2.0),
        (LibFn::BesselJn, 128, 0x4060000000000000, 0x3fb6b8a8e4bb4c74, 8.0),
        (LibFn::BesselJn, 5, 0xc008000000000000, 0xbfa607d2b130a1e5, 8.0),
        (LibFn::BesselJn, 2, 0x26e8ca23261e3d42, 0x0db3343195153538, 1.0),
        (LibFn::BesselJn, 2, 0x26f086c219697e2c, 0x0dc111f32f2f4bc0, 8.0),
        (LibFn::BesselJn, 100, 0x4058e00000000000, 0x3fb641e148e32ddb, 8.0),
        (LibFn::BesselYn, 128, 0x3ff0000000000000, 0xf426d5518acf65cc, 24.0),
        (LibFn::BesselYn, 128, 0x3fb999999999999a, 0xfff0000000000000, 0.0),
        (LibFn::BesselYn, 2, 0x01a56e1fc2f8f359, 0xfff0000000000000, 0.0),
        (LibFn::BesselYn, 60, 0x4069000000000000, 0x3fa7d9ea083df242, 8.0),
        (LibFn::BesselYn, 3, 0x7e37e43c8800759c, 0xa0c495b8404eb577, 8.0),
    ];
    let f64_ret = Scalar::Float(FloatKind::F64);
    for &(f, n, x, want, ulps) in cases {
        let (symbol, call) = symbols()
            .find(|(_, c)| c.func == f && c.ret() == f64_ret)
            .expect("an f64 symbol");
        let mut xs = vec![Operand::Imm(x)];
        if matches!(f, LibFn::BesselJn | LibFn::BesselYn) {
            xs.insert(0, Operand::Imm(u64::from(n as u32)));
        }
        let Some(Operand::Imm(got)) = sequence(&mut Fold, call, &xs) else {
            panic!("{symbol} folds to a constant");
        };
        let (g, w) = (f64::from_bits(got), f64::from_bits(want));
        let ulp = f64::from_bits(w.abs().to_bits() + 1) - w.abs();
        let ok = if ulps == 0.0 || !w.is_finite() || w == 0.0 {
            got == want
        } else {
            (g - w).abs() <= ulps * ulp
        };
        assert!(
            ok,
            "{symbol}({n}, {:e}) = {g:e}, not {w:e}",
            f64::from_bits(x)
        );
    }
}
