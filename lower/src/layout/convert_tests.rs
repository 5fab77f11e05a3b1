//! Tests of the encoding conversions, on the seed notes' worked examples.

use super::*;
use smallvec::smallvec;
use tilelift_ir::encoding::DimVec;

fn dims(v: &[u32]) -> DimVec {
    v.iter().copied().collect()
}

fn blocked(spt: &[u32], tpw: &[u32], wpc: &[u32], order: &[u32]) -> BlockedEncoding {
    BlockedEncoding {
        size_per_thread: dims(spt),
        threads_per_warp: dims(tpw),
        warps_per_cta: dims(wpc),
        order: dims(order),
        cta_layout: None,
    }
}

fn at(layout: &LinearLayout, ins: &[(Dim, i32)]) -> Vec<i32> {
    layout.apply(ins).into_iter().map(|(_, v)| v).collect()
}

#[test]
fn vec_add_blocked_layout() {
    // #blocked = sizePerThread [4], threadsPerWarp [32], warpsPerCTA [4] over 1024.
    let layout = blocked_to_linear(&blocked(&[4], &[32], &[4], &[0]), &[1024]);
    for (r, l, w) in [(0, 0, 0), (3, 1, 0), (5, 7, 2), (7, 31, 3)] {
        let expected = r % 4 + 4 * l + 128 * w + 512 * (r / 4);
        let got = at(
            &layout,
            &[(Dim::Register, r), (Dim::Lane, l), (Dim::Warp, w)],
        );
        assert_eq!(got, vec![expected], "register {r} lane {l} warp {w}");
    }
    assert!(layout.is_surjective());
    assert_eq!(layout.in_dim_size(Dim::Register), 8);
    assert_eq!(layout.num_consecutive_in_out(), 4);
}

#[test]
fn blocked_32x32_over_2x2_ctas_matches_the_seed_table() {
    let mut b = blocked(&[2, 2], &[8, 4], &[1, 2], &[1, 0]);
    b.cta_layout = Some(CtaLayout {
        ctas_per_cga: smallvec![2, 2],
        cta_split_num: smallvec![2, 2],
        cta_order: smallvec![1, 0],
    });
    let layout = blocked_to_linear(&b, &[32, 32]);
    assert!(layout.is_surjective());
    // Each CTA holds a 16x16 block; inside it, thread t = lane + 32 * warp holds
    // rows 2 * (lane / 4) .. +2 and columns 2 * (lane % 4) + 8 * warp .. +2.
    for block in 0..4 {
        let (bi, bj) = (block / 2, block % 2);
        for warp in 0..2 {
            for lane in 0..32 {
                for reg in 0..4 {
                    let row = 16 * bi + 2 * (lane / 4) + reg / 2;
                    let col = 16 * bj + 8 * warp + 2 * (lane % 4) + reg % 2;
                    let ins = [
                        (Dim::Register, reg),
                        (Dim::Lane, lane),
                        (Dim::Warp, warp),
                        (Dim::Block, block),
                    ];
                    assert_eq!(at(&layout, &ins), vec![row, col], "{ins:?}");
                }
            }
        }
    }
}

#[test]
fn a_layout_larger_than_the_tensor_broadcasts() {
    // 128 threads over a 64-element tensor: lanes of warps 2 and 3 hold copies.
    let layout = blocked_to_linear(&blocked(&[1], &[32], &[4], &[0]), &[64]);
    assert_eq!(at(&layout, &[(Dim::Lane, 5), (Dim::Warp, 3)]), vec![32 + 5]);
    assert_eq!(layout.out_dim_size(Dim::Tensor(0)), 64);
    assert!(!layout.is_injective());
    // A layout smaller than the tensor repeats in registers.
    let layout = blocked_to_linear(&blocked(&[1], &[32], &[4], &[0]), &[512]);
    assert_eq!(layout.in_dim_size(Dim::Register), 4);
    assert_eq!(at(&layout, &[(Dim::Register, 2)]), vec![256]);
}

fn swizzled(vec: u32, per_phase: u32, max_phase: u32) -> SwizzledSharedEncoding {
    SwizzledSharedEncoding {
        vec,
        per_phase,
        max_phase,
        order: smallvec![1, 0],
        cta_layout: None,
    }
}

/// The table of the seed note: the logical index held at each physical position.
fn swizzle_table(layout: &LinearLayout, rows: i32, cols: i32) -> Vec<Vec<i32>> {
    (0..rows)
        .map(|i| {
            (0..cols)
                .map(|j| {
                    let v = at(layout, &[(Dim::Offset, i * cols + j)]);
                    v[0] * cols + v[1]
                })
                .collect()
        })
        .collect()
}

#[test]
fn swizzled_shared_tables_match_the_seed() {
    let layout = swizzled_shared_to_linear(&swizzled(1, 2, 2), &[8, 4]);
    let expected = vec![
        vec![0, 1, 2, 3],
        vec![4, 5, 6, 7],
        vec![9, 8, 11, 10],
        vec![13, 12, 15, 14],
        vec![16, 17, 18, 19],
        vec![20, 21, 22, 23],
        vec![25, 24, 27, 26],
        vec![29, 28, 31, 30],
    ];
    assert_eq!(swizzle_table(&layout, 8, 4), expected);
    let layout = swizzled_shared_to_linear(&swizzled(2, 1, 4), &[4, 8]);
    let expected = vec![
        vec![0, 1, 2, 3, 4, 5, 6, 7],
        vec![10, 11, 8, 9, 14, 15, 12, 13],
        vec![20, 21, 22, 23, 16, 17, 18, 19],
        vec![30, 31, 28, 29, 26, 27, 24, 25],
    ];
    assert_eq!(swizzle_table(&layout, 4, 8), expected);
    assert!(layout.is_invertible());
}

#[test]
fn slice_of_a_blocked_layout() {
    // Parent: 4x4 threads, one element each; slicing dim 0 leaves columns, each
    // held by the four threads of its column.
    let mut types = Types::new();
    let parent = types.intern_encoding(EncodingData::Blocked(blocked(
        &[1, 1],
        &[4, 8],
        &[1, 1],
        &[1, 0],
    )));
    let slice = types.intern_encoding(EncodingData::Slice { dim: 0, parent });
    let layout = to_linear_layout(&types, slice, &[8]).unwrap();
    for lane in 0..32 {
        assert_eq!(
            at(&layout, &[(Dim::Lane, lane)]),
            vec![lane % 8],
            "lane {lane}"
        );
    }
    assert_eq!(layout.in_dim_size(Dim::Register), 1);
}

#[test]
fn fma_dot_operand_holds_all_of_k() {
    // A operand of a 16x8 dot (K = 8) with a blocked parent: each thread holds a
    // whole row of K, lanes along K are broadcast.
    let mut types = Types::new();
    let parent = types.intern_encoding(EncodingData::Blocked(blocked(
        &[1, 1],
        &[8, 4],
        &[1, 1],
        &[1, 0],
    )));
    let dot = types.intern_encoding(EncodingData::DotOperand {
        op_idx: 0,
        parent,
        k_width: 0,
    });
    let layout = to_linear_layout(&types, dot, &[16, 8]).unwrap();
    assert_eq!(at(&layout, &[(Dim::Register, 5)]), vec![0, 5]);
    assert_eq!(at(&layout, &[(Dim::Lane, 1)]), vec![0, 0]);
    assert_eq!(at(&layout, &[(Dim::Lane, 4)]), vec![1, 0]);
    assert!(layout.is_surjective());
}

#[test]
fn mma_v2_accumulator_tile() {
    // m16n8: lane l holds row l / 4 (and + 8), columns 2 * (l % 4) .. +2.
    let m = NvidiaMmaEncoding {
        version_major: 2,
        version_minor: 0,
        warps_per_cta: smallvec![1, 1],
        instr_shape: smallvec![16, 8],
        cta_layout: None,
    };
    let layout = mma_v2_to_linear(&m, &[16, 8]);
    for lane in 0..32 {
        for reg in 0..4 {
            let expected = vec![lane / 4 + 8 * (reg / 2), 2 * (lane % 4) + reg % 2];
            assert_eq!(
                at(&layout, &[(Dim::Register, reg), (Dim::Lane, lane)]),
                expected
            );
        }
    }
}

/// `#ttg.nvidia_mma` version 3 is the PTX ISA's `wgmma` `D` fragment
/// ("Register Fragments and Shared Memory Matrix Layouts", m64nNk16 with
/// `.f32` accumulators): in warp `w` of a warpgroup, lane `l` holds `d[i]` at
/// row `16 w + l / 4 + 8 ((i / 2) % 2)`, column `8 (i / 4) + 2 (l % 4) + i % 2`.
/// With 8 warps along M (`[8, 1]`, 128x256: Triton's 128x256x64 matmul), the
/// second warpgroup holds the next 64 rows; with `[4, 2]` the second holds
/// the next `N` columns.
#[test]
fn mma_v3_accumulator_is_the_wgmma_fragment() {
    let v3 = |warps: [u32; 2], n: u32| NvidiaMmaEncoding {
        version_major: 3,
        version_minor: 0,
        warps_per_cta: smallvec![warps[0], warps[1]],
        instr_shape: smallvec![16, n, 16],
        cta_layout: None,
    };
    for (warps, n, shape) in [
        ([4, 1], 64, [64, 64]),
        ([8, 1], 256, [128, 256]),
        ([4, 2], 64, [64, 128]),
    ] {
        let layout = mma_v3_to_linear(&v3(warps, n), &[shape[0], shape[1]]);
        assert!(layout.is_surjective());
        assert_eq!(layout.in_dim_size(Dim::Register), n as i32 / 2);
        for w in 0..(warps[0] * warps[1]) as i32 {
            let (group, within) = (w / 4, w % 4);
            let (m0, n0) = if warps[0] == 8 {
                (64 * group, 0)
            } else {
                (0, n as i32 * group)
            };
            for lane in [0, 1, 5, 17, 31] {
                for i in 0..n as i32 / 2 {
                    let row = m0 + 16 * within + lane / 4 + 8 * ((i / 2) % 2);
                    let col = n0 + 8 * (i / 4) + 2 * (lane % 4) + i % 2;
                    let got = at(
                        &layout,
                        &[(Dim::Register, i), (Dim::Lane, lane), (Dim::Warp, w)],
                    );
                    assert_eq!(got, vec![row, col], "{warps:?} warp {w} lane {lane} d{i}");
                }
            }
        }
    }
}

fn mma_v2(warps: &[u32]) -> NvidiaMmaEncoding {
    NvidiaMmaEncoding {
        version_major: 2,
        version_minor: 0,
        warps_per_cta: warps.iter().copied().collect(),
        instr_shape: smallvec![16, 8],
        cta_layout: None,
    }
}

/// The PTX ISA's `mma.m16n8k16` fragments for 16-bit inputs (section "Matrix
/// Fragments for mma.m16n8k16 with floating point type"): `groupID = lane >> 2`,
/// `threadID_in_group = lane % 4`; `a_i` at row `groupID + 8 * ((i / 2) % 2)`,
/// column `2 * threadID_in_group + i % 2 + 8 * (i / 4)`; `b_i` at row (k)
/// `2 * threadID_in_group + i % 2 + 8 * (i / 2)`, column `groupID`.
fn ptx_a_fragment(lane: i32, i: i32) -> Vec<i32> {
    let (group, tig) = (lane >> 2, lane % 4);
    vec![group + 8 * ((i / 2) % 2), 2 * tig + i % 2 + 8 * (i / 4)]
}

fn ptx_b_fragment(lane: i32, i: i32) -> Vec<i32> {
    let (group, tig) = (lane >> 2, lane % 4);
    vec![2 * tig + i % 2 + 8 * (i / 2), group]
}

#[test]
fn mma_v2_dot_operands_are_the_m16n8k16_fragments() {
    let m = mma_v2(&[1, 1]);
    let a = mma_v2_dot_to_linear(&m, 0, 2, &[16, 16]);
    let b = mma_v2_dot_to_linear(&m, 1, 2, &[16, 8]);
    assert_eq!(a.in_dim_size(Dim::Register), 8);
    assert_eq!(b.in_dim_size(Dim::Register), 4);
    for lane in 0..32 {
        for i in 0..8 {
            let ins = [(Dim::Register, i), (Dim::Lane, lane)];
            assert_eq!(at(&a, &ins), ptx_a_fragment(lane, i), "a{i} lane {lane}");
        }
        for i in 0..4 {
            let ins = [(Dim::Register, i), (Dim::Lane, lane)];
            assert_eq!(at(&b, &ins), ptx_b_fragment(lane, i), "b{i} lane {lane}");
        }
    }
    assert!(a.is_injective() && a.is_surjective());
    assert!(b.is_injective() && b.is_surjective());
}

#[test]
fn mma_v2_dot_operands_through_the_encoding() {
    // The same through `to_linear_layout`, with `kWidth` from the encoding.
    let mut types = Types::new();
    let parent = types.intern_encoding(EncodingData::NvidiaMma(mma_v2(&[1, 1])));
    let a = types.intern_encoding(EncodingData::DotOperand {
        op_idx: 0,
        parent,
        k_width: 2,
    });
    let layout = to_linear_layout(&types, a, &[16, 16]).expect("dot_op of mma v2 converts");
    for lane in [0, 5, 13, 31] {
        for i in 0..8 {
            let ins = [(Dim::Register, i), (Dim::Lane, lane)];
            assert_eq!(at(&layout, &ins), ptx_a_fragment(lane, i));
        }
    }
    // Without `kWidth` there is no mma operand layout.
    let no_k = types.intern_encoding(EncodingData::DotOperand {
        op_idx: 0,
        parent,
        k_width: 0,
    });
    assert!(to_linear_layout(&types, no_k, &[16, 16]).is_none());
}

#[test]
fn mma_v2_matmul_f16_tiles_warps_and_repeats() {
    // matmul_f16 on sm_80: 64x64 accumulator, warpsPerCTA = [2, 2]; a is 64x32,
    // b is 32x64.
    let m = mma_v2(&[2, 2]);
    let c = mma_v2_to_linear(&m, &[64, 64]);
    let a = mma_v2_dot_to_linear(&m, 0, 2, &[64, 32]);
    let b = mma_v2_dot_to_linear(&m, 1, 2, &[32, 64]);
    // Warps: warp 1 moves the accumulator 8 columns right, warp 2 16 rows down.
    assert_eq!(at(&c, &[(Dim::Warp, 1)]), vec![0, 8]);
    assert_eq!(at(&c, &[(Dim::Warp, 2)]), vec![16, 0]);
    // a is shared by warps 0 and 1 (broadcast along N), b by warps 0 and 2.
    assert_eq!(at(&a, &[(Dim::Warp, 1)]), vec![0, 0]);
    assert_eq!(at(&a, &[(Dim::Warp, 2)]), vec![16, 0]);
    assert_eq!(at(&b, &[(Dim::Warp, 1)]), vec![0, 8]);
    assert_eq!(at(&b, &[(Dim::Warp, 2)]), vec![0, 0]);
    // Repeats: the accumulator along N first (4 tiles of 16 columns), then M;
    // the operands along K first.
    assert_eq!(c.in_dim_size(Dim::Register), 32);
    assert_eq!(at(&c, &[(Dim::Register, 4)]), vec![0, 16]);
    assert_eq!(at(&c, &[(Dim::Register, 16)]), vec![32, 0]);
    assert_eq!(a.in_dim_size(Dim::Register), 32);
    assert_eq!(at(&a, &[(Dim::Register, 8)]), vec![0, 16]);
    assert_eq!(at(&a, &[(Dim::Register, 16)]), vec![32, 0]);
    assert_eq!(b.in_dim_size(Dim::Register), 32);
    assert_eq!(at(&b, &[(Dim::Register, 4)]), vec![16, 0]);
    assert_eq!(at(&b, &[(Dim::Register, 8)]), vec![0, 16]);
    assert_eq!(at(&b, &[(Dim::Register, 16)]), vec![0, 32]);
    for l in [&a, &b, &c] {
        assert!(l.is_surjective());
    }
    // Thread (lane 6, warp 3), register a5: row 1 + 16, column 4 + 1 + 8.
    let ins = [(Dim::Register, 5), (Dim::Lane, 6), (Dim::Warp, 3)];
    assert_eq!(at(&a, &ins), vec![17, 13]);
}

/// A small deterministic generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A power of two `2^k` with `k` in `0..=max_log2`.
    fn pow2(&mut self, max_log2: u64) -> u32 {
        1 << (self.next() % (max_log2 + 1))
    }

    /// Splits `2^total_log2` into `rank` powers of two.
    fn split(&mut self, total_log2: u32, rank: usize) -> Vec<u32> {
        let mut logs = vec![0u32; rank];
        for _ in 0..total_log2 {
            logs[(self.next() % rank as u64) as usize] += 1;
        }
        logs.into_iter().map(|l| 1 << l).collect()
    }
}

#[test]
fn property_blocked_layouts_covering_their_shape_are_surjective() {
    let mut rng = Rng(0x5EED_1234_ABCD_0001);
    for _ in 0..500 {
        let rank = 1 + (rng.next() % 3) as usize;
        let spt: Vec<u32> = (0..rank).map(|_| rng.pow2(2)).collect();
        let tpw = rng.split(5, rank);
        let warps_log2 = (rng.next() % 4) as u32;
        let wpc = rng.split(warps_log2, rank);
        let mut order: Vec<u32> = (0..rank as u32).collect();
        for i in (1..rank).rev() {
            order.swap(i, (rng.next() % (i as u64 + 1)) as usize);
        }
        // A shape at least as large as one tile of the layout, in every dimension.
        let shape: Vec<i64> = (0..rank)
            .map(|d| i64::from(spt[d] * tpw[d] * wpc[d] * rng.pow2(2)))
            .collect();
        let b = blocked(&spt, &tpw, &wpc, &order);
        let layout = blocked_to_linear(&b, &shape);
        assert!(layout.is_surjective(), "{b:?} over {shape:?}:\n{layout}");
        assert!(
            layout.is_injective(),
            "{b:?} over {shape:?} holds an element twice"
        );
        for (d, &extent) in shape.iter().enumerate() {
            assert_eq!(i64::from(layout.out_dim_size(Dim::Tensor(d as u8))), extent);
        }
    }
}

fn amd_mfma(warps: &[u32], mnk: [u32; 3], transposed: bool) -> AmdMfmaEncoding {
    AmdMfmaEncoding {
        version: 2,
        warps_per_cta: dims(warps),
        instr_shape: dims(&mnk),
        is_transposed: transposed,
        cta_layout: None,
    }
}

/// The MI200/MI300 ISA's result table of `v_mfma_f32_{m}x{m}x*` (f32 `D`),
/// lane `l`, result register `r` -> `(i, j)`: `i = (r % 4) + 8 (r / 4) + 4
/// (l / m)` (for 16 x 16, `r < 4`: `i = r + 4 (l / 16)`), `j = l % m`.
fn isa_d(m: i32, lane: i32, r: i32) -> (i32, i32) {
    ((r % 4) + 8 * (r / 4) + 4 * (lane / m), lane % m)
}

/// The ISA's source tables for 16-bit inputs: `A[i][k]` in lane `i + m (k /
/// 4)`, element `k % 4`; `B[k][j]` in lane `j + m (k / 4)`.
fn isa_a(m: i32, lane: i32, e: i32) -> (i32, i32) {
    (lane % m, 4 * (lane / m) + e)
}

#[test]
fn amd_mfma_registers_are_the_isa_result_table() {
    // Each (lane, register) of one wavefront through the linear layout,
    // against the ISA's table, for both sizes, transposed or not.
    for (mnk, n_regs) in [([32, 32, 8], 16), ([16, 16, 16], 4)] {
        let m = mnk[0] as i32;
        for transposed in [false, true] {
            let enc = amd_mfma(&[1, 1], mnk, transposed);
            let layout = mfma_to_linear(&enc, &[m as i64, m as i64]);
            assert_eq!(layout.in_dim_size(Dim::Register), n_regs);
            assert!(layout.is_injective() && layout.is_surjective());
            for lane in 0..64 {
                for r in 0..n_regs {
                    let (i, j) = isa_d(m, lane, r);
                    let want = if transposed { vec![j, i] } else { vec![i, j] };
                    let got = at(&layout, &[(Dim::Register, r), (Dim::Lane, lane)]);
                    assert_eq!(
                        got, want,
                        "{mnk:?} transposed {transposed} lane {lane} r {r}"
                    );
                }
            }
        }
    }
}

#[test]
fn amd_mfma_dot_operands_are_the_isa_source_tables() {
    let mut types = Types::new();
    for mnk in [[32, 32, 8], [16, 16, 16]] {
        let (m, k) = (mnk[0] as i32, mnk[2] as i32);
        let parent = types.intern_encoding(EncodingData::AmdMfma(amd_mfma(&[1, 1], mnk, true)));
        let op = |types: &mut Types, op_idx| {
            types.intern_encoding(EncodingData::DotOperand {
                op_idx,
                parent,
                k_width: 4,
            })
        };
        let (a, b) = (op(&mut types, 0), op(&mut types, 1));
        let la = to_linear_layout(&types, a, &[m as i64, k as i64]).expect("a converts");
        let lb = to_linear_layout(&types, b, &[k as i64, m as i64]).expect("b converts");
        for lane in 0..64 {
            for e in 0..4 {
                let ins = [(Dim::Register, e), (Dim::Lane, lane)];
                let (i, kk) = isa_a(m, lane, e);
                assert_eq!(at(&la, &ins), vec![i, kk], "{mnk:?} a lane {lane} e {e}");
                // B[k][j]: the same lanes and elements, transposed.
                assert_eq!(at(&lb, &ins), vec![kk, i], "{mnk:?} b lane {lane} e {e}");
            }
        }
    }
}

#[test]
fn amd_mfma_matmul_f16_warps_and_repeats() {
    // matmul_f16 on gfx90a (Triton 3.6): 64x64 accumulator, warpsPerCTA =
    // [2, 2], 32x32x8, transposed; a is 64x32, b 32x64, kWidth 4. Warp `w`
    // holds the tile at rows 32 (w / 2), columns 32 (w % 2); `a`'s K steps
    // repeat in registers 4 and up (8 K each), `b`'s likewise.
    let mut types = Types::new();
    let enc = amd_mfma(&[2, 2], [32, 32, 8], true);
    let c = mfma_to_linear(&enc, &[64, 64]);
    for w in 0..4 {
        for lane in [0, 17, 33, 63] {
            for r in 0..16 {
                let (i, j) = isa_d(32, lane, r);
                let got = at(&c, &[(Dim::Register, r), (Dim::Lane, lane), (Dim::Warp, w)]);
                assert_eq!(got, vec![32 * (w / 2) + j, 32 * (w % 2) + i]);
            }
        }
    }
    let parent = types.intern_encoding(EncodingData::AmdMfma(enc));
    let a = types.intern_encoding(EncodingData::DotOperand {
        op_idx: 0,
        parent,
        k_width: 4,
    });
    let la = to_linear_layout(&types, a, &[64, 32]).unwrap();
    assert_eq!(la.in_dim_size(Dim::Register), 16);
    for w in 0..4 {
        for lane in [0, 31, 32, 63] {
            for r in 0..16 {
                let (i, kk) = isa_a(32, lane, r % 4);
                let got = at(
                    &la,
                    &[(Dim::Register, r), (Dim::Lane, lane), (Dim::Warp, w)],
                );
                assert_eq!(got, vec![32 * (w / 2) + i, kk + 8 * (r / 4)]);
            }
        }
    }
}

#[test]
fn amd_mfma_f32_dot_operands_are_the_isa_source_tables() {
    // v_mfma_f32_32x32x2f32 (kWidth 1: lane l holds a[l % 32][l / 32]),
    // 16x16x4f32 (a[l % 16][l / 16]), and gfx942's xf32 forms (kWidth 2:
    // a[l % m][2 (l / m) + e]); b the same, transposed.
    let mut types = Types::new();
    for (mnk, kw) in [
        ([32, 32, 2], 1),
        ([16, 16, 4], 1),
        ([32, 32, 4], 2),
        ([16, 16, 8], 2),
    ] {
        let (m, k) = (mnk[0] as i32, mnk[2] as i32);
        let parent = types.intern_encoding(EncodingData::AmdMfma(amd_mfma(&[1, 1], mnk, true)));
        let op = |types: &mut Types, op_idx| {
            types.intern_encoding(EncodingData::DotOperand {
                op_idx,
                parent,
                k_width: kw as u32,
            })
        };
        let (a, b) = (op(&mut types, 0), op(&mut types, 1));
        let la = to_linear_layout(&types, a, &[m as i64, k as i64]).expect("a converts");
        let lb = to_linear_layout(&types, b, &[k as i64, m as i64]).expect("b converts");
        assert_eq!(la.in_dim_size(Dim::Register), kw);
        for lane in 0..64 {
            for e in 0..kw {
                let ins = [(Dim::Register, e), (Dim::Lane, lane)];
                let (i, kk) = (lane % m, kw * (lane / m) + e);
                assert_eq!(at(&la, &ins), vec![i, kk], "{mnk:?} a lane {lane} e {e}");
                assert_eq!(at(&lb, &ins), vec![kk, i], "{mnk:?} b lane {lane} e {e}");
            }
        }
    }
}
