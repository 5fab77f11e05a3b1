//! 16-bit integer division and remainder as the PTX path writes them
//! (`tilelift_ptx::div16`: through `f32`, one correction step), run on the
//! CTA emulator ([`tilelift_tests::emu`]) against Rust's integer arithmetic:
//! every pair of 8-bit operands, and 16-bit ones at the edges (every
//! dividend by the divisors where the quotient is exact, the extremes, zero)
//! and at random, with the reciprocal at both ends of `rcp.approx.f32`'s
//! error bound (1 ulp) and correctly rounded.

use tilelift_tests::emu::{self, Buffer, Memory, RCP_APPROX_ULPS};

/// Each thread divides `x[k]` by `d[k]` (`k` its index in the grid) four
/// ways and stores `x / d`, `x % d` (signed) and `x / d`, `x % d`
/// (unsigned), in that order, at `out[4k..4k + 4]`.
const KERNEL: &str = "kernel div16(%x: i64 ptr, %d: i64 ptr, %out: i64 ptr) warps=4 shared=0 {
block0:
    v0 = special tid.x
    v1 = special ctaid.x
    v2 = param 0
    v3 = param 1
    v4 = param 2
    v5 = Shl i32 v1, 7
    v6 = Add i32 v5, v0
    v7 = MulWideU i32 v6, 2
    v8 = Add i64 v2, v7
    v9 = Add i64 v3, v7
    v10 = load.global i16 [v8 + 0]
    v11 = load.global i16 [v9 + 0]
    v12 = DivS i16 v10, v11
    v13 = RemS i16 v10, v11
    v14 = DivU i16 v10, v11
    v15 = RemU i16 v10, v11
    v16 = MulWideU i32 v6, 8
    v17 = Add i64 v4, v16
    store.global i16 [v17 + 0], v12
    store.global i16 [v17 + 2], v13
    store.global i16 [v17 + 4], v14
    store.global i16 [v17 + 6], v15
    return
}";

/// The four results MIR defines for `x` and `d` (division by zero: all
/// ones, the remainder `x`).
fn expected(x: u16, d: u16) -> [u16; 4] {
    let (sx, sd) = (x as i16, d as i16);
    match d {
        0 => [u16::MAX, x, u16::MAX, x],
        _ => [
            sx.wrapping_div(sd) as u16,
            sx.wrapping_rem(sd) as u16,
            x / d,
            x % d,
        ],
    }
}

/// The legalized kernel, as the PTX writer prints it.
fn legalized() -> tilelift_mir::Function {
    let func = tilelift_mir::parse::parse(KERNEL).expect("the kernel parses");
    let options = tilelift_ptx::Options {
        arch: tilelift_ptx::Arch::Sm90,
        debug_lines: None,
    };
    let legal = tilelift_ptx::legalize::legalize(func, &options).expect("it legalizes");
    legal.func().clone()
}

/// The pairs that differ from [`expected`] when `func` divides `pairs` with
/// `rcp.approx` moved by `ulps`.
fn misses(func: &tilelift_mir::Function, pairs: &[(u16, u16)], ulps: i32) -> Vec<String> {
    let mut pairs = pairs.to_vec();
    // Whole programs of 128 threads: the last padded with 1 / 1.
    pairs.resize(pairs.len().next_multiple_of(128), (1, 1));
    let bytes = |f: fn(&(u16, u16)) -> u16| pairs.iter().flat_map(|p| f(p).to_le_bytes()).collect();
    let mut memory = Memory {
        buffers: vec![
            Buffer {
                addr: 0x1000_0000,
                bytes: bytes(|p| p.0),
            },
            Buffer {
                addr: 0x2000_0000,
                bytes: bytes(|p| p.1),
            },
            Buffer {
                addr: 0x3000_0000,
                bytes: vec![0xff; pairs.len() * 8],
            },
        ],
    };
    let grid = [(pairs.len() / 128) as u32, 1, 1];
    let params = [0x1000_0000, 0x2000_0000, 0x3000_0000];
    RCP_APPROX_ULPS.set(ulps);
    let run = emu::run(func, grid, 32, &params, &mut memory);
    RCP_APPROX_ULPS.set(0);
    run.expect("the legalized kernel runs on the emulator");
    let out = &memory.buffers[2].bytes;
    let mut missed = Vec::new();
    for (k, &(x, d)) in pairs.iter().enumerate() {
        let got: [u16; 4] = std::array::from_fn(|i| {
            u16::from_le_bytes([out[8 * k + 2 * i], out[8 * k + 2 * i + 1]])
        });
        if got != expected(x, d) {
            missed.push(format!(
                "{x} ({}) by {d} ({}): {got:?}, not {:?} (rcp {ulps:+} ulp)",
                x as i16,
                d as i16,
                expected(x, d)
            ));
        }
    }
    missed
}

/// The 16-bit pairs checked besides the 8-bit ones: every dividend by
/// the divisors ±1, ±2, ±3, ±7, ±255, ±256, the extremes and 0; multiples
/// of random divisors (exact quotients, where the correction matters);
/// random pairs.
fn pairs_16() -> Vec<(u16, u16)> {
    let mut pairs = Vec::new();
    let divisors: [i16; 14] = [1, -1, 2, -2, 3, -3, 7, -7, 255, -256, 32767, -32768, 0, 181];
    for d in divisors {
        pairs.extend((0..=u16::MAX).step_by(13).map(|x| (x, d as u16)));
    }
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for _ in 0..20_000 {
        let d = (next() as i16).max(i16::MIN + 1);
        let bound = (i16::MAX / d.abs()).max(1);
        let k = (next() % (2 * bound as u64 + 1)) as i32 - i32::from(bound);
        pairs.push(((k * i32::from(d)) as i16 as u16, d as u16));
        pairs.push((next() as u16, next() as u16));
    }
    pairs
}

/// Every pair of `pairs` divided exactly with the reciprocal at -1, 0 and
/// +1 ulp.
fn assert_exact(pairs: &[(u16, u16)]) {
    let func = legalized();
    for ulps in [-1, 0, 1] {
        let missed = misses(&func, pairs, ulps);
        assert!(
            missed.is_empty(),
            "{} misses, e.g. {:?}",
            missed.len(),
            &missed[..missed.len().min(5)]
        );
    }
}

#[test]
fn every_8_bit_pair_divides_exactly() {
    let pairs: Vec<(u16, u16)> = (-128i16..128)
        .flat_map(|x| (-128i16..128).map(move |d| (x as u16, d as u16)))
        .collect();
    assert_exact(&pairs);
}

#[test]
fn sixteen_bit_pairs_divide_exactly() {
    assert_exact(&pairs_16());
}

#[test]
fn the_division_goes_through_f32() {
    // The rewrite is what is tested above: no 16-bit `div` or `rem` is left.
    let func = legalized();
    let left = func.all_insts().any(|d| {
        matches!(
            d,
            tilelift_mir::InstData::Binary {
                op: tilelift_mir::BinaryOp::DivS
                    | tilelift_mir::BinaryOp::DivU
                    | tilelift_mir::BinaryOp::RemS
                    | tilelift_mir::BinaryOp::RemU,
                ..
            }
        )
    });
    assert!(!left, "a 16-bit division is left for ptxas");
}
