//! Philox's key schedule and counter products in the shape ptxas runs fast
//! (issue 18: `dropout_f32_b256_w1_tail`, 1.053x Triton's time before).
//!
//! - [`tilelift_mir::passes::group_uniform_operands`]: no chain
//!   `(x ^ u) ^ v` of a per-thread `x` and two uniform `u`, `v` (the key
//!   `k1` and `mulhi(A, c0)` of a round) is left; the uniform pair is
//!   combined once, so that ptxas keeps the seed's keys on the uniform
//!   datapath;
//! - `Ctx::mul_along_runs` (`lower/src/to_mir/arith.rs`): the counter
//!   `offs * 0xD2511F53` is one multiply a thread, the element 32 on its
//!   product plus `32 * 0xD2511F53`;
//! - the kernel still gives its case's expected output on the CTA emulator
//!   ([`tilelift_tests::emu`]), for NVIDIA's 32 lanes and AMD's 64.

use cranelift_entity::EntityRef;
use tilelift_mir::{BinaryOp, InstData, Operand};
use tilelift_tests::emu::{self, Buffer, Memory};
use tilelift_tests::{compile_case as compile, tests_case as case};

const CASE: &str = "perfsuite/dropout_f32_b256_w1_tail";

fn mir(target: tilelift::Target) -> tilelift_mir::Function {
    tilelift_mir::parse::parse(&compile(CASE, target, tilelift::Emit::Mir)).unwrap()
}

#[test]
fn no_chain_of_two_uniform_operands_is_left() {
    let func = mir(tilelift::Target::Nvptx);
    let uniform = tilelift_mir::passes::uniform_regs(&func);
    let uniform_reg = |o: &Operand| matches!(o, Operand::Reg(r) if uniform[r.index()]);
    let mut xor_of_uniform = vec![false; func.num_regs()];
    for data in func.all_insts() {
        if let InstData::Binary {
            op: BinaryOp::Xor,
            dst,
            args,
            ..
        } = data
        {
            xor_of_uniform[dst.index()] = !uniform[dst.index()] && args.iter().any(uniform_reg);
        }
    }
    let chains = func
        .all_insts()
        .filter(|data| match data {
            InstData::Binary {
                op: BinaryOp::Xor,
                dst,
                args,
                ..
            } => {
                !uniform[dst.index()]
                    && args.iter().any(uniform_reg)
                    && args
                        .iter()
                        .any(|a| matches!(a, Operand::Reg(r) if xor_of_uniform[r.index()]))
            }
            _ => false,
        })
        .count();
    assert_eq!(chains, 0);
    // The two pairs (the first two rounds' `mulhi(A, c0) ^ k1` and
    // `c0 * A ^ k1`), each combined once.
    let uniform_xors = func
        .all_insts()
        .filter(|data| {
            matches!(data, InstData::Binary { op: BinaryOp::Xor, dst, args: [Operand::Reg(a), Operand::Reg(b)], .. }
                if uniform[dst.index()] && uniform[a.index()] && uniform[b.index()])
        })
        .count();
    assert!(uniform_xors >= 2, "{uniform_xors}");
}

#[test]
fn the_counter_is_multiplied_once_a_thread() {
    let ptx = compile(CASE, tilelift::Target::Nvptx, tilelift::Emit::Ptx);
    // -766435501 is 0xD2511F53; 1243867744 is 32 * 0xD2511F53 (mod 2^32).
    let products = ptx
        .lines()
        .filter(|l| l.contains("mul.lo.s32") && l.ends_with(", -766435501;"))
        .collect::<Vec<_>>();
    let steps = ptx
        .lines()
        .filter(|l| l.contains("add.s32") && l.ends_with(", 1243867744;"))
        .count();
    assert_eq!(steps, 1, "{ptx}");
    // The counter's product, and `c0 * A` of the rounds that read it: the
    // first round's is uniform, one a thread; the six after it eight each.
    assert_eq!(products.len(), 2 + 6 * 8, "{products:#?}");
}

#[test]
fn the_dropout_is_right_on_the_emulator() {
    // The case's arguments: 275 elements over 2 programs, p = 0.3, seed 123.
    let dir = case(CASE);
    let x = std::fs::read(dir.join("in0.bin")).unwrap();
    let want: Vec<f32> = std::fs::read(dir.join("out0.bin"))
        .unwrap()
        .chunks(4)
        .map(|b| f32::from_le_bytes(b.try_into().unwrap()))
        .collect();
    for (name, target, lanes) in emu::TARGETS {
        let mut memory = Memory {
            buffers: vec![
                Buffer {
                    addr: 0x1000_0000,
                    bytes: x.clone(),
                },
                Buffer {
                    addr: 0x2000_0000,
                    bytes: vec![0xff; x.len()],
                },
            ],
        };
        let params = [0x1000_0000, 0x2000_0000, 275, 0.3f32.to_bits().into(), 123];
        emu::run(&mir(target), [2, 1, 1], lanes, &params, &mut memory).unwrap();
        let got = memory.buffers[1]
            .bytes
            .chunks(4)
            .map(|b| f32::from_le_bytes(b.try_into().unwrap()));
        for (i, (g, w)) in got.zip(&want).enumerate() {
            assert!(
                (g - w).abs() <= 1e-5 + 1e-4 * w.abs(),
                "{name}: element {i}: {g}, expected {w}"
            );
        }
    }
}
