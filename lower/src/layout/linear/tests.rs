//! Unit tests of the linear-layout algebra, from the seed notes' worked examples
//! and Triton's `LinearLayoutTest.cpp` facts.

use super::{Dim, LinearLayout};
use Dim::{Lane, Register, Tensor, Warp};

const I: Dim = Register;
const O: Dim = Tensor(0);
const O1: Dim = Tensor(1);

fn out_of(layout: &LinearLayout, ins: &[(Dim, i32)]) -> Vec<i32> {
    layout.apply(ins).into_iter().map(|(_, v)| v).collect()
}

#[test]
fn basis_example_l_1_3_is_1_2() {
    // L(t=0,w=1)=(0,1), L(0,2)=(0,2), L(1,0)=(1,1), L(2,0)=(2,2).
    let layout = LinearLayout::from_bases_inferred(
        vec![
            (Lane, vec![vec![1, 1], vec![2, 2]]),
            (Warp, vec![vec![0, 1], vec![0, 2]]),
        ],
        &[O, O1],
    )
    .unwrap();
    assert_eq!(out_of(&layout, &[(Lane, 1), (Warp, 3)]), vec![1, 2]);
    assert_eq!(out_of(&layout, &[(Lane, 3), (Warp, 0)]), vec![3, 3]);
}

#[test]
fn products_of_identity_and_zeros() {
    let div4 = LinearLayout::zeros_1d(4, I, O, 1) * LinearLayout::identity_1d(2, I, O);
    let mod4 = LinearLayout::identity_1d(4, I, O) * LinearLayout::zeros_1d(2, I, O, 1);
    let split = LinearLayout::identity_1d(4, I, O) * LinearLayout::identity_1d(8, I, O1);
    for x in 0..8 {
        assert_eq!(out_of(&div4, &[(I, x)]), vec![x / 4], "x / 4 at {x}");
        assert_eq!(out_of(&mod4, &[(I, x)]), vec![x % 4], "x % 4 at {x}");
    }
    for x in 0..32 {
        assert_eq!(
            out_of(&split, &[(I, x)]),
            vec![x % 4, x / 4],
            "(x % 4, x / 4) at {x}"
        );
    }
    assert_eq!(div4.out_dim_size(O), 2);
    assert!(div4.is_surjective() && !div4.is_injective());
    assert!(split.is_invertible());
}

#[test]
fn product_of_distinct_dims_places_them_side_by_side() {
    let layout = LinearLayout::identity_1d(4, Lane, O) * LinearLayout::identity_1d(8, Warp, O1);
    assert_eq!(layout.in_dims().collect::<Vec<_>>(), vec![Lane, Warp]);
    assert_eq!(out_of(&layout, &[(Lane, 3), (Warp, 5)]), vec![3, 5]);
}

#[test]
fn product_is_associative() {
    let a = LinearLayout::identity_1d(2, I, O);
    let b = LinearLayout::zeros_1d(4, I, O1, 1);
    let c = LinearLayout::identity_1d(4, Lane, O1);
    assert_eq!((&(&a * &b) * &c), (&a * &(&b * &c)));
}

#[test]
fn compose_with_the_inverse_is_the_identity() {
    // A swizzle-like bijection: bits of the row XOR-ed into the column.
    let layout = LinearLayout::from_bases_inferred(
        vec![(
            Dim::Offset,
            vec![vec![0, 1], vec![0, 2], vec![1, 1], vec![2, 2]],
        )],
        &[O, O1],
    )
    .unwrap();
    let inverse = layout.invert().unwrap();
    let round = layout.compose(&inverse);
    for x in 0..16 {
        assert_eq!(out_of(&round, &[(Dim::Offset, x)]), vec![x]);
    }
    assert!(LinearLayout::zeros_1d(4, I, O, 4).invert().is_err());
}

#[test]
fn pseudo_inverse_is_a_right_inverse_on_the_image() {
    // Not injective (register bit 1 is free) and not surjective onto dim1.
    let layout = LinearLayout::from_bases(
        vec![(I, vec![vec![1, 0], vec![0, 0], vec![2, 0]])],
        vec![(O, 4), (O1, 2)],
        false,
    )
    .unwrap();
    let pinv = layout.pseudo_invert();
    for y in 0..4 {
        let x = out_of(&pinv, &[(O, y)]);
        assert_eq!(out_of(&layout, &[(I, x[0])]), vec![y, 0]);
    }
}

#[test]
fn invert_and_compose_maps_registers_to_offsets() {
    // Registers hold (r % 2, r / 2) of a 2x4 tile; shared memory stores it
    // row-major (offset = row * 4 + col), so register r lives at offset
    // (r / 2) + 4 * (r % 2).
    let regs = LinearLayout::identity_1d(2, I, O) * LinearLayout::identity_1d(4, I, O1);
    let shared = LinearLayout::identity_1d(4, Dim::Offset, O1)
        * LinearLayout::identity_1d(2, Dim::Offset, O);
    let c = regs.invert_and_compose(&shared).unwrap();
    for r in 0..8 {
        assert_eq!(
            out_of(&c, &[(I, r)]),
            vec![r / 2 + 4 * (r % 2)],
            "register {r}"
        );
    }
}

#[test]
fn transpose_reshape_and_sublayout() {
    let layout = LinearLayout::identity_1d(4, I, O) * LinearLayout::identity_1d(2, Lane, O1);
    let t = layout.transpose_outs(&[O1, O]);
    assert_eq!(out_of(&t, &[(I, 3), (Lane, 1)]), vec![1, 3]);
    let flat = layout.reshape_outs(&[(O, 8)]);
    assert_eq!(out_of(&flat, &[(I, 3), (Lane, 1)]), vec![3 + 4]);
    let ins = layout.reshape_ins(&[(Warp, 8)]);
    assert_eq!(out_of(&ins, &[(Warp, 5)]), vec![1, 1]);
    let sub = layout.sublayout(&[I], &[O]);
    assert_eq!(sub.in_dims().collect::<Vec<_>>(), vec![I]);
    assert_eq!(out_of(&sub, &[(I, 2)]), vec![2]);
    assert_eq!(
        layout
            .transpose_ins(&[Lane, I])
            .in_dims()
            .collect::<Vec<_>>(),
        vec![Lane, I]
    );
}

#[test]
fn consecutive_registers() {
    // Four consecutive registers along dim0, then lanes.
    let v4 = LinearLayout::identity_1d(4, I, O) * LinearLayout::identity_1d(32, Lane, O);
    assert_eq!(v4.num_consecutive_in_out(), 4);
    // Registers 0-1 consecutive, register bit 2 jumps by 128.
    let gap = LinearLayout::identity_1d(2, I, O)
        * LinearLayout::identity_1d(64, Lane, O)
        * LinearLayout::identity_1d(2, I, O);
    assert_eq!(gap.num_consecutive_in_out(), 2);
    // Lanes take the low bits, so each register is 32 elements from the next.
    let lanes_first = (LinearLayout::identity_1d(32, Lane, O) * LinearLayout::identity_1d(4, I, O))
        .transpose_ins(&[I, Lane]);
    assert_eq!(lanes_first.num_consecutive_in_out(), 1);
}

#[test]
fn mfma_32x32_tile_matches_the_seed_table() {
    // Register bits: (0,1), (0,2), (0,8), (0,16); lane bits: (1,0) .. (16,0), (0,4).
    // Output order (column, row) as in the seed: out[0] is the column.
    let tile = LinearLayout::from_bases_inferred(
        vec![
            (I, vec![vec![0, 1], vec![0, 2], vec![0, 8], vec![0, 16]]),
            (
                Lane,
                vec![
                    vec![1, 0],
                    vec![2, 0],
                    vec![4, 0],
                    vec![8, 0],
                    vec![16, 0],
                    vec![0, 4],
                ],
            ),
        ],
        &[O1, O],
    )
    .unwrap();
    // The seed's table: row r, column c holds lane c + 32 * ((r / 4) % 2), and the
    // register is (r % 4) + 4 * (r / 8).
    let mut seen = vec![vec![None; 32]; 32];
    for lane in 0..64 {
        for reg in 0..16 {
            let v = out_of(&tile, &[(I, reg), (Lane, lane)]);
            let (col, row) = (v[0] as usize, v[1] as usize);
            assert!(seen[row][col].is_none(), "two owners of ({row}, {col})");
            seen[row][col] = Some((lane, reg));
        }
    }
    for (row, owners) in seen.iter().enumerate() {
        for (col, &owner) in owners.iter().enumerate() {
            let (row, col) = (row as i32, col as i32);
            let lane = col + 32 * ((row / 4) % 2);
            let reg = (row % 4) + 4 * (row / 8);
            assert_eq!(owner, Some((lane, reg)), "element ({row}, {col})");
        }
    }
}

#[test]
fn mfma_16x16_tile_matches_the_seed_table() {
    let tile = LinearLayout::from_bases_inferred(
        vec![
            (I, vec![vec![0, 1], vec![0, 2]]),
            (
                Lane,
                vec![
                    vec![1, 0],
                    vec![2, 0],
                    vec![4, 0],
                    vec![8, 0],
                    vec![0, 4],
                    vec![0, 8],
                ],
            ),
        ],
        &[O1, O],
    )
    .unwrap();
    for lane in 0..64 {
        for reg in 0..4 {
            let v = out_of(&tile, &[(I, reg), (Lane, lane)]);
            let (col, row) = (v[0], v[1]);
            // Row r, column c holds lane c + 16 * (r / 4), register r % 4.
            assert_eq!(
                (lane, reg),
                (col + 16 * (row / 4), row % 4),
                "element ({row}, {col})"
            );
        }
    }
}

/// A small deterministic generator for the property tests.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> i32 {
        (self.next() % n) as i32
    }
}

/// A random layout from `in_dim` into two outputs of sizes 2^a and 2^b.
fn random_layout(rng: &mut Rng, in_dim: Dim) -> LinearLayout {
    let (a, b) = (rng.below(4) as u32, rng.below(4) as u32);
    let n_bases = rng.below(5) as usize;
    let bases = (0..n_bases)
        .map(|_| vec![rng.below(1 << a), rng.below(1 << b)])
        .collect();
    LinearLayout::from_bases(
        vec![(in_dim, bases)],
        vec![(O, 1 << a), (O1, 1 << b)],
        false,
    )
    .unwrap()
}

#[test]
fn property_apply_of_a_product_splits_the_input_bits() {
    let mut rng = Rng(0x1234_5678_9ABC_DEF1);
    for _ in 0..300 {
        let inner = random_layout(&mut rng, I);
        let outer = random_layout(&mut rng, I);
        let product = &inner * &outer;
        let low = inner.in_dim_size_log2(I);
        for x in 0..product.in_dim_size(I) {
            let lo = out_of(&inner, &[(I, x & ((1 << low) - 1))]);
            let hi = out_of(&outer, &[(I, x >> low)]);
            let expected: Vec<i32> = [O, O1]
                .iter()
                .enumerate()
                .map(|(k, &d)| lo[k] + (hi[k] << inner.out_dim_size_log2(d)))
                .collect();
            assert_eq!(out_of(&product, &[(I, x)]), expected);
        }
    }
}

#[test]
fn property_compose_with_pseudo_inverse_fixes_the_image() {
    let mut rng = Rng(0xDEAD_BEEF_0BAD_F00D);
    for _ in 0..300 {
        let layout = random_layout(&mut rng, I);
        let round = layout.pseudo_invert().compose(&layout);
        for x in 0..layout.in_dim_size(I) {
            let y = out_of(&layout, &[(I, x)]);
            assert_eq!(out_of(&round, &[(O, y[0]), (O1, y[1])]), y);
        }
        if layout.is_invertible() {
            let identity = layout.compose(&layout.invert().unwrap());
            for x in 0..layout.in_dim_size(I) {
                assert_eq!(out_of(&identity, &[(I, x)]), vec![x]);
            }
        }
    }
}

#[test]
fn from_bases_rejects_bad_input() {
    assert!(LinearLayout::from_bases(vec![(I, vec![vec![4]])], vec![(O, 4)], false).is_err());
    assert!(LinearLayout::from_bases(vec![(I, vec![vec![1]])], vec![(O, 3)], false).is_err());
    assert!(LinearLayout::from_bases(vec![(I, vec![vec![2]])], vec![(O, 4)], true).is_err());
    assert!(LinearLayout::from_bases(vec![(I, vec![vec![1, 0]])], vec![(O, 4)], false).is_err());
}
