//! The layout rules of the view ops, `tt.reshape`, `tt.join` and `tt.split`:
//! Triton's `inferReshapeOpEncoding`, `inferDefaultJoinOpEncoding` and
//! `inferSplitOpEncoding`. Each gives a layout in which the op moves no data:
//! every thread holds, after it, the elements it held before, renamed.
//!
//! - Reshape: the operand's linear layout with its outputs reshaped (row-major,
//!   as the op reads the elements). Where a blocked layout has that linear
//!   layout, it is printed as that blocked layout, as Triton's
//!   `inferReshapeOpLegacyEncoding` does (the default layout of one shape goes
//!   to the default layout of the other; else the sizes per thread, lanes and
//!   warps are spread over the new dimensions, minor first); otherwise as a
//!   `#ttg.linear`. The rule is its own inverse: the operand's layout for a
//!   result layout is the same rule with the shapes swapped.
//! - Join: the operands' layout with the new size-2 dimension in registers, the
//!   most minor (blocked: `sizePerThread` 2 appended, first in `order`; any
//!   other layout: a new first register basis).
//! - Split: the inverse, only where the size-2 dimension is one register bit of
//!   every thread; otherwise `None`, and the operand is converted.

use super::default::{default_blocked, LayoutOptions};
use crate::layout::convert::to_linear_layout;
use crate::layout::linear::{Dim, LinearLayout};
use smallvec::SmallVec;
use tilelift_ir::encoding::{BlockedEncoding, CtaLayout, DimVec, EncodingData, LinearEncoding};
use tilelift_ir::{Encoding, Types};

/// The layout of `tt.reshape`'s result, of shape `dst`, when its operand, of
/// shape `src`, has layout `enc`: the same registers renamed.
pub fn reshape(types: &mut Types, src: &[i64], enc: Encoding, dst: &[i64]) -> Option<Encoding> {
    if src == dst {
        return Some(enc);
    }
    if src.len() > 4 || dst.len() > 4 || src.iter().product::<i64>() != dst.iter().product() {
        return None;
    }
    let ll = to_linear_layout(types, enc, src)?;
    let want = reshape_outs_row_major(&ll, src.len(), dst);
    if let EncodingData::Blocked(b) = types.encoding_data(enc) {
        let b = b.clone();
        let options = LayoutOptions {
            num_warps: b.warps_per_cta.iter().product(),
            threads_per_warp: b.threads_per_warp.iter().product(),
            ..LayoutOptions::default()
        };
        let options = &options;
        let mut candidates: SmallVec<[BlockedEncoding; 2]> = SmallVec::new();
        if b == default_blocked(src, options) {
            candidates.push(default_blocked(dst, options));
        }
        if let Some(c) = legacy_blocked(&b, src, dst) {
            candidates.push(c);
        }
        for c in candidates {
            let candidate = types.intern_encoding(EncodingData::Blocked(c));
            if to_linear_layout(types, candidate, dst).as_ref() == Some(&want) {
                return Some(candidate);
            }
        }
    }
    Some(linear_encoding(types, &want))
}

/// The number of registers each thread holds of a tensor of `shape` in `enc`.
pub fn regs_per_thread(types: &Types, enc: Encoding, shape: &[i64]) -> Option<i32> {
    Some(to_linear_layout(types, enc, shape)?.in_dim_size(Dim::Register))
}

/// `tt.join`'s result layout from its operands' layout `enc` (shape `shape`).
pub fn join(types: &mut Types, enc: Encoding, shape: &[i64]) -> Option<Encoding> {
    if shape.len() >= 4 {
        return None;
    }
    if let EncodingData::Blocked(b) = types.encoding_data(enc) {
        let rank = b.order.len() as u32;
        let append = |v: &DimVec, x: u32| -> DimVec { v.iter().copied().chain([x]).collect() };
        let minor =
            |v: &DimVec| -> DimVec { [rank].into_iter().chain(v.iter().copied()).collect() };
        let joined = BlockedEncoding {
            size_per_thread: append(&b.size_per_thread, 2),
            threads_per_warp: append(&b.threads_per_warp, 1),
            warps_per_cta: append(&b.warps_per_cta, 1),
            order: minor(&b.order),
            cta_layout: b.cta_layout.as_ref().map(|c| CtaLayout {
                ctas_per_cga: append(&c.ctas_per_cga, 1),
                cta_split_num: append(&c.cta_split_num, 1),
                cta_order: minor(&c.cta_order),
            }),
        };
        return Some(types.intern_encoding(EncodingData::Blocked(joined)));
    }
    let ll = to_linear_layout(types, enc, shape)?;
    let rank = shape.len();
    let mut ins = Vec::new();
    for (dim, bases) in ll.bases() {
        let mut new: Vec<Vec<i32>> = bases
            .iter()
            .map(|b| b.iter().copied().chain([0]).collect())
            .collect();
        if *dim == Dim::Register {
            let mut unit = vec![0; rank + 1];
            unit[rank] = 1;
            new.insert(0, unit);
        }
        ins.push((*dim, new));
    }
    let dims = Dim::tensor_dims(rank + 1);
    let mut outs: Vec<(Dim, i32)> = dims
        .iter()
        .zip(shape)
        .map(|(&d, &s)| (d, s as i32))
        .collect();
    outs.push((dims[rank], 2));
    let joined = LinearLayout::from_bases(ins, outs, false).ok()?;
    Some(linear_encoding(types, &joined))
}

/// `tt.split`'s result layout from its operand's layout `enc` (shape `shape`,
/// the last dimension 2); `None` where the two halves are not in one thread.
pub fn split(types: &mut Types, enc: Encoding, shape: &[i64]) -> Option<Encoding> {
    let rank = shape.len();
    if rank < 2 || shape[rank - 1] != 2 {
        return None;
    }
    if let EncodingData::Blocked(b) = types.encoding_data(enc) {
        let last = rank - 1;
        let ctas_ok = b
            .cta_layout
            .as_ref()
            .is_none_or(|c| c.ctas_per_cga[last] == 1);
        if b.size_per_thread[last] == 2
            && b.threads_per_warp[last] == 1
            && b.warps_per_cta[last] == 1
            && ctas_ok
        {
            let drop = |v: &DimVec| -> DimVec { v[..last].iter().copied().collect() };
            let without = |v: &DimVec| -> DimVec {
                v.iter().copied().filter(|&d| d as usize != last).collect()
            };
            let halves = BlockedEncoding {
                size_per_thread: drop(&b.size_per_thread),
                threads_per_warp: drop(&b.threads_per_warp),
                warps_per_cta: drop(&b.warps_per_cta),
                order: without(&b.order),
                cta_layout: b.cta_layout.as_ref().map(|c| CtaLayout {
                    ctas_per_cga: drop(&c.ctas_per_cga),
                    cta_split_num: drop(&c.cta_split_num),
                    cta_order: without(&c.cta_order),
                }),
            };
            return Some(types.intern_encoding(EncodingData::Blocked(halves)));
        }
    }
    let ll = to_linear_layout(types, enc, shape)?;
    let last = rank - 1;
    let mut found = false;
    let mut ins = Vec::new();
    for (dim, bases) in ll.bases() {
        let mut kept = Vec::new();
        for b in bases {
            let is_unit = b[last] == 1 && b[..last].iter().all(|&v| v == 0);
            if *dim == Dim::Register && is_unit && !found {
                found = true;
                continue;
            }
            if b[last] != 0 {
                return None;
            }
            kept.push(b[..last].to_vec());
        }
        ins.push((*dim, kept));
    }
    if !found {
        return None;
    }
    let dims = Dim::tensor_dims(last);
    let outs = dims
        .iter()
        .zip(shape)
        .map(|(&d, &s)| (d, s as i32))
        .collect();
    let halves = LinearLayout::from_bases(ins, outs, false).ok()?;
    Some(linear_encoding(types, &halves))
}

/// `ll`, a layout of a rank-`rank` tensor, as a layout of shape `dst` holding
/// the elements in the same row-major order.
fn reshape_outs_row_major(ll: &LinearLayout, rank: usize, dst: &[i64]) -> LinearLayout {
    let reversed: Vec<Dim> = Dim::tensor_dims(rank).into_iter().rev().collect();
    let dst_dims = Dim::tensor_dims(dst.len());
    let new_outs: Vec<(Dim, i32)> = dst_dims
        .iter()
        .zip(dst)
        .rev()
        .map(|(&d, &s)| (d, s as i32))
        .collect();
    ll.transpose_outs(&reversed)
        .reshape_outs(&new_outs)
        .transpose_outs(&dst_dims)
}

/// `ll` as a `#ttg.linear` encoding.
fn linear_encoding(types: &mut Types, ll: &LinearLayout) -> Encoding {
    let dims = [Dim::Register, Dim::Lane, Dim::Warp, Dim::Block];
    let mut bases: [Vec<DimVec>; 4] = Default::default();
    for (slot, dim) in bases.iter_mut().zip(dims) {
        if let Some((_, bs)) = ll.bases().iter().find(|(d, _)| *d == dim) {
            *slot = bs
                .iter()
                .map(|b| b.iter().map(|&v| v as u32).collect())
                .collect();
        }
    }
    types.intern_encoding(EncodingData::Linear(LinearEncoding { bases }))
}

/// Triton's reshape decomposition: the groups of source and result dimensions
/// whose sizes have equal products, in order.
fn decomposition(src: &[i64], dst: &[i64]) -> Vec<(Vec<usize>, Vec<usize>)> {
    let mut out = Vec::new();
    let (mut si, mut di) = (0, 0);
    let (mut sn, mut dn) = (1i64, 1i64);
    let (mut sdims, mut ddims) = (Vec::new(), Vec::new());
    while si < src.len() || di < dst.len() {
        let more_src = si < src.len();
        let more_dst = di < dst.len();
        if more_src && (sn < dn || sn == 1 || src[si] == 1) {
            sn *= src[si];
            sdims.push(si);
            si += 1;
        } else if more_dst && (dn < sn || dst[di] == 1 || !more_src) {
            dn *= dst[di];
            ddims.push(di);
            di += 1;
        } else if more_src {
            sn *= src[si];
            sdims.push(si);
            si += 1;
        } else {
            break;
        }
        let src_next_one = si < src.len() && src[si] == 1;
        let dst_next_one = di < dst.len() && dst[di] == 1;
        if sn == dn && !src_next_one && !dst_next_one {
            out.push((std::mem::take(&mut sdims), std::mem::take(&mut ddims)));
            sn = 1;
            dn = 1;
        }
    }
    if !sdims.is_empty() || !ddims.is_empty() {
        out.push((sdims, ddims));
    }
    out
}

/// The blocked layout of `dst` that Triton's `inferReshapeOpLegacyEncoding`
/// would give for `b` over `src`: each of sizes per thread, lanes and warps
/// spread over each group of result dimensions, most minor first. Only a
/// candidate: the caller checks that its linear layout is the reshape's.
fn legacy_blocked(b: &BlockedEncoding, src: &[i64], dst: &[i64]) -> Option<BlockedEncoding> {
    if b.cta_layout.as_ref().is_some_and(|c| {
        c.ctas_per_cga
            .iter()
            .chain(&c.cta_split_num)
            .any(|&x| x != 1)
    }) {
        return None;
    }
    let mut decomp = decomposition(src, dst);
    let mut remaining: Vec<i64> = dst.to_vec();
    let mut spread = |sub: &DimVec| -> DimVec {
        let mut out: DimVec = SmallVec::from_elem(1, dst.len());
        for (sdims, ddims) in &decomp {
            let mut left: i64 = sdims.iter().map(|&d| i64::from(sub[d])).product();
            for &d in ddims.iter().rev() {
                let v = left.min(remaining[d]).max(1);
                out[d] = v as u32;
                left /= v;
                remaining[d] /= v;
            }
            if let Some(&major) = ddims.first() {
                out[major] *= left as u32;
            }
        }
        out
    };
    let size_per_thread = spread(&b.size_per_thread);
    let threads_per_warp = spread(&b.threads_per_warp);
    let warps_per_cta = spread(&b.warps_per_cta);
    // Result dimensions in the physical order of their source groups.
    let mut inv_order = vec![0usize; src.len()];
    for (i, &d) in b.order.iter().enumerate() {
        inv_order[d as usize] = i;
    }
    // Major to minor: groups whose first source dimension is more major first.
    decomp.retain(|(s, _)| !s.is_empty());
    decomp.sort_by_key(|(s, _)| std::cmp::Reverse(inv_order[s[0]]));
    let mut dst_inv = vec![0u32; dst.len()];
    let mut rank_of = dst.len() as u32;
    for (_, ddims) in &decomp {
        for &d in ddims {
            rank_of -= 1;
            dst_inv[d] = rank_of;
        }
    }
    let mut order: DimVec = SmallVec::from_elem(0, dst.len());
    for (d, &r) in dst_inv.iter().enumerate() {
        order[r as usize] = d as u32;
    }
    let cta_layout = b.cta_layout.as_ref().map(|_| CtaLayout {
        ctas_per_cga: SmallVec::from_elem(1, dst.len()),
        cta_split_num: SmallVec::from_elem(1, dst.len()),
        cta_order: (0..dst.len() as u32).collect(),
    });
    Some(BlockedEncoding {
        size_per_thread,
        threads_per_warp,
        warps_per_cta,
        order,
        cta_layout,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use smallvec::smallvec;

    fn blocked(
        types: &mut Types,
        spt: &[u32],
        tpw: &[u32],
        wpc: &[u32],
        order: &[u32],
    ) -> Encoding {
        types.intern_encoding(EncodingData::Blocked(BlockedEncoding {
            size_per_thread: spt.iter().copied().collect(),
            threads_per_warp: tpw.iter().copied().collect(),
            warps_per_cta: wpc.iter().copied().collect(),
            order: order.iter().copied().collect(),
            cta_layout: None,
        }))
    }

    #[test]
    fn decompositions() {
        assert_eq!(
            decomposition(&[256], &[16, 16]),
            vec![(vec![0], vec![0, 1])]
        );
        assert_eq!(
            decomposition(&[2, 8, 64], &[2, 8, 32, 2]),
            vec![
                (vec![0], vec![0]),
                (vec![1], vec![1]),
                (vec![2], vec![2, 3])
            ]
        );
        assert_eq!(
            decomposition(&[2, 8, 32, 2], &[2, 8, 64]),
            vec![
                (vec![0], vec![0]),
                (vec![1], vec![1]),
                (vec![2, 3], vec![2])
            ]
        );
    }

    /// Triton 3.6's TTGIR for `tests/forms/triton-3.6/reshape_split_sum.ttir`
    /// (4 warps): `256 -> 16x16` and `256 -> 128x2` of the default 1-D layout.
    #[test]
    fn reshape_of_the_default_layout_is_a_default_layout() {
        let mut types = Types::new();
        let src = blocked(&mut types, &[1], &[32], &[4], &[0]);
        let got = reshape(&mut types, &[256], src, &[16, 16]).unwrap();
        assert_eq!(
            got,
            blocked(&mut types, &[1, 1], &[2, 16], &[4, 1], &[1, 0])
        );
        let got = reshape(&mut types, &[256], src, &[128, 2]).unwrap();
        assert_eq!(
            got,
            blocked(&mut types, &[1, 1], &[16, 2], &[4, 1], &[1, 0])
        );
    }

    /// Triton 3.6's TTGIR for the real-world case `flashattn_rotary_interleaved`:
    /// `2x8x64 #blocked1 -> 2x8x32x2 #blocked2`, then split to `#blocked3`, and
    /// join and reshape back.
    #[test]
    fn rotary_interleaved_layouts_are_tritons() {
        let mut types = Types::new();
        let b1 = blocked(&mut types, &[1, 1, 8], &[2, 2, 8], &[1, 4, 1], &[2, 0, 1]);
        let b2 = blocked(
            &mut types,
            &[1, 1, 4, 2],
            &[2, 2, 8, 1],
            &[1, 4, 1, 1],
            &[3, 2, 0, 1],
        );
        let b3 = blocked(&mut types, &[1, 1, 4], &[2, 2, 8], &[1, 4, 1], &[2, 0, 1]);
        let (s3, s4) = ([2, 8, 64], [2, 8, 32, 2]);
        assert_eq!(reshape(&mut types, &s3, b1, &s4), Some(b2));
        assert_eq!(split(&mut types, b2, &s4), Some(b3));
        assert_eq!(join(&mut types, b3, &[2, 8, 32]), Some(b2));
        assert_eq!(reshape(&mut types, &s4, b2, &s3), Some(b1));
    }

    #[test]
    fn split_needs_both_halves_in_one_thread() {
        let mut types = Types::new();
        let across_lanes = blocked(&mut types, &[1, 1], &[16, 2], &[4, 1], &[1, 0]);
        assert_eq!(split(&mut types, across_lanes, &[128, 2]), None);
        let in_regs = blocked(&mut types, &[1, 2], &[32, 1], &[4, 1], &[1, 0]);
        let halves = blocked(&mut types, &[1], &[32], &[4], &[0]);
        assert_eq!(split(&mut types, in_regs, &[128, 2]), Some(halves));
    }

    /// A reshape no blocked layout expresses (`32x32` with 2x2 elements per
    /// thread to 1024) gives a linear layout with the same registers.
    #[test]
    fn reshape_without_a_blocked_form_is_linear() {
        let mut types = Types::new();
        let src = blocked(&mut types, &[2, 2], &[4, 8], &[2, 2], &[1, 0]);
        let got = reshape(&mut types, &[32, 32], src, &[1024]).unwrap();
        let EncodingData::Linear(l) = types.encoding_data(got) else {
            panic!("not linear");
        };
        // Register bases: (0,1) -> 1 and (1,0) -> 32.
        let regs: Vec<DimVec> = l.bases[0].clone();
        assert_eq!(regs[0], smallvec![1u32] as DimVec);
        assert_eq!(regs[1], smallvec![32u32] as DimVec);
        let back = reshape(&mut types, &[1024], got, &[32, 32]).unwrap();
        let ll = |t: &Types, e| to_linear_layout(t, e, &[32, 32]).unwrap();
        assert_eq!(ll(&types, back), ll(&types, src));
    }
}
