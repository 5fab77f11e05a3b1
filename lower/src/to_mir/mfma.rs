//! `tt.dot` on AMD's matrix cores, where layout assignment chose an
//! `#ttg.amd_mfma` accumulator ([`crate::assign::mfma`]): one
//! [`InstData::Mfma`] per accumulator tile of `m x n` a wavefront holds,
//! chaining the instructions of every K step into it.
//!
//! The layouts say which register holds what, and must be the instruction's
//! operand layouts (checked: the lane and warp bases of the three tensors
//! against the MI200 and MI300 ISA's tables, "Matrix fused multiply-add
//! (MFMA)" operand and result layouts). For `v_mfma_f32_32x32x8f16`
//! (16 x 16 x 16 alike, with 16 rows and lanes `16 (l / 16)`):
//!
//! - `a` (`m x k`): lane `l` holds row `l % 32`, K `4 (l / 32) .. + 4` of
//!   the step: in lane 0, from a tile's row `m0`, `a[m0][k0 .. k0 + 4]`,
//!   packed two by two into the instruction's two words;
//! - `b` (`k x n`): lane `l` holds column `l % 32`, the same K;
//! - the result (non-transposed): register `r` of lane `l` holds row `(r %
//!   4) + 8 (r / 4) + 4 (l / 32)`, column `l % 32`.
//!
//! A transposed layout (`isTransposed`, Triton's default) computes `(b^T
//! a^T)^T`: the instruction's first source is `b`'s words, its second `a`'s,
//! and register `r` holds column `(r % 4) + 8 (r / 4) + 4 (l / 32)` of row
//! `l % 32`. The operands arrive in these layouts through the generic
//! layout conversions (through LDS where their load layouts differ).

use super::dot::index;
use super::tile::TileLayout;
use super::{Ctx, RegVec, Result};
use hashbrown::HashMap;
use smallvec::SmallVec;
use tilelift_ir::encoding::AmdMfmaEncoding;
use tilelift_mir::{InstData, MfmaOp, MfmaShape, Operand, Reg, Type};

/// Lanes of a wavefront.
const WAVE: i32 = 64;

impl Ctx<'_> {
    /// `tt.dot` of `in_ty` inputs in an `#ttg.amd_mfma` layout `m`.
    pub(super) fn lower_mfma(
        &mut self,
        [a, b, c]: [tilelift_ir::Value; 3],
        in_ty: Type,
        m: &AmdMfmaEncoding,
        [la, lb, lc]: [&TileLayout; 3],
    ) -> Result<()> {
        let Some(shape) = mfma_shape(m, in_ty) else {
            return Err(self.unsupported(format_args!(
                "tt.dot on MFMA of {in_ty} with instrShape {:?}",
                m.instr_shape
            )));
        };
        if !mfma_layouts(shape, m.is_transposed, [la, lb, lc]) {
            return Err(self.unsupported(
                "tt.dot in an amd_mfma layout whose operands are not its MFMA operands",
            ));
        }
        let [dm, dn, dk] = shape.mnk().map(|x| x as i32);
        let cmap = index(lc);
        let maps = [index(la), index(lb)];
        let k_dim = la.shape[1];
        let mut out: RegVec = smallvec::smallvec![Reg::from_u32(0); lc.num_regs()];
        let origins: Vec<[i32; 2]> = lc
            .regs
            .iter()
            .map(|r| [r[0], r[1]])
            .filter(|&[m0, n0]| m0 % dm == 0 && n0 % dn == 0)
            .collect();
        let mut words: HashMap<(usize, [i32; 2]), Reg> = HashMap::new();
        for [m0, n0] in origins {
            let mut acc = Vec::with_capacity(shape.acc_regs());
            let mut slots = Vec::with_capacity(shape.acc_regs());
            for r in 0..shape.acc_regs() as i32 {
                let off = (r % 4) + 8 * (r / 4);
                let at = if m.is_transposed {
                    [m0, n0 + off]
                } else {
                    [m0 + off, n0]
                };
                let Some(&slot) = cmap.get(&at) else {
                    return Err(self.unsupported("an MFMA accumulator missing part of a tile"));
                };
                slots.push(slot);
                acc.push(self.materialize(Type::F32, self.opnd(c, slot)));
            }
            let mut steps = Vec::with_capacity((k_dim / dk) as usize);
            for k0 in (0..k_dim).step_by(dk as usize) {
                let mut aw = SmallVec::<[Reg; 2]>::new();
                let mut bw = SmallVec::<[Reg; 2]>::new();
                for w in 0..shape.words() as i32 {
                    // A word holds two 16-bit inputs, or one `f32`.
                    let per_word = 32 / in_ty.bits() as i32;
                    let k = k0 + w * per_word;
                    aw.push(self.mfma_word(&maps, &mut words, [a, b], in_ty, 0, [m0, k])?);
                    bw.push(self.mfma_word(&maps, &mut words, [a, b], in_ty, 1, [k, n0])?);
                }
                // The instruction's first source is `a` (or, transposed, `b`).
                let (first, second) = match m.is_transposed {
                    true => (bw, aw),
                    false => (aw, bw),
                };
                steps.push(first.into_iter().chain(second).collect());
            }
            let dsts: Vec<Reg> = (0..shape.acc_regs())
                .map(|_| self.b.reg(Type::F32))
                .collect();
            for (&slot, &d) in slots.iter().zip(&dsts) {
                out[slot] = d;
            }
            self.b.ins(InstData::Mfma(Box::new(MfmaOp {
                shape,
                dsts,
                c: acc,
                steps,
            })));
        }
        self.set(self.result(), &out);
        Ok(())
    }

    /// The 32-bit word of operand `op` (0 for `a`, 1 for `b`) whose low half
    /// is the element at `at` and high half the next along K (an `f32`
    /// input: the element itself); made once.
    fn mfma_word(
        &mut self,
        maps: &[HashMap<[i32; 2], usize>; 2],
        words: &mut HashMap<(usize, [i32; 2]), Reg>,
        values: [tilelift_ir::Value; 2],
        in_ty: Type,
        op: usize,
        at: [i32; 2],
    ) -> Result<Reg> {
        if let Some(&w) = words.get(&(op, at)) {
            return Ok(w);
        }
        if in_ty == Type::F32 {
            let Some(&r) = maps[op].get(&at) else {
                return Err(self.unsupported("an MFMA operand missing part of its K step"));
            };
            let w = self.materialize(Type::F32, self.opnd(values[op], r));
            words.insert((op, at), w);
            return Ok(w);
        }
        let next = if op == 0 {
            [at[0], at[1] + 1]
        } else {
            [at[0] + 1, at[1]]
        };
        let (Some(&lo), Some(&hi)) = (maps[op].get(&at), maps[op].get(&next)) else {
            return Err(self.unsupported("an MFMA operand missing part of its K step"));
        };
        let (lo, hi) = (self.opnd(values[op], lo), self.opnd(values[op], hi));
        let read = match (lo, hi) {
            (Operand::Reg(lo), Operand::Reg(hi)) => self.shared_pairs.get(&(lo, hi)).copied(),
            _ => None,
        };
        let w = match read {
            Some(w) => w,
            None => self.pack_pair(in_ty, lo, hi),
        };
        words.insert((op, at), w);
        Ok(w)
    }
}

/// The instruction of layout `m` (its `instrShape`, `[m, n, k]`) for
/// `in_ty` inputs.
fn mfma_shape(m: &AmdMfmaEncoding, in_ty: Type) -> Option<MfmaShape> {
    MfmaShape::ALL
        .into_iter()
        .find(|s| s.input() == in_ty && m.instr_shape.as_slice() == s.mnk())
}

/// The lane bases (2-D coordinates, 6 lane bits) of the instruction's
/// operands and result for `shape`, `[a, b, c]`, as the ISA's tables give
/// them: `a`'s lanes go down the rows (`m` of them), then K by `kBase`;
/// `b`'s along the columns, then K by `kBase`; the result's
/// (non-transposed) along the columns, then 4 rows down (transposed: down
/// the rows, then 4 columns), whatever the inputs.
pub fn mfma_lane_bases(shape: MfmaShape, transposed: bool) -> [[[i32; 2]; 6]; 3] {
    let m = shape.mnk()[0] as i32;
    let across = m.trailing_zeros() as usize;
    // Down the rows, then along the columns by `step`.
    let bases = |step: i32| -> [[i32; 2]; 6] {
        core::array::from_fn(|i| match i < across {
            true => [1 << i, 0],
            false => [0, step << (i - across)],
        })
    };
    let a = bases(shape.k_base() as i32);
    let b = a.map(|[x, y]| [y, x]);
    // The result's lanes hold groups of 4 rows (4 columns transposed).
    let d = bases(4);
    let c = if transposed {
        d
    } else {
        d.map(|[x, y]| [y, x])
    };
    debug_assert_eq!(WAVE, 1 << 6);
    [a, b, c]
}

/// Whether `la`, `lb` and `lc` are the instruction's operand and result
/// layouts ([`mfma_lane_bases`]), with the warps of `a` and `b` those of
/// the accumulator, broadcast along K.
fn mfma_layouts(shape: MfmaShape, transposed: bool, ls: [&TileLayout; 3]) -> bool {
    let lanes = mfma_lane_bases(shape, transposed);
    for (l, want) in ls.iter().zip(&lanes) {
        if l.rank != 2 || l.lane_bits != 6 {
            return false;
        }
        for (t, w) in l.threads.iter().zip(want) {
            if [t[0], t[1]] != *w {
                return false;
            }
        }
    }
    let [la, lb, lc] = ls;
    let warps = |l: &TileLayout| l.threads[l.lane_bits..].to_vec();
    let (wa, wb, wc) = (warps(la), warps(lb), warps(lc));
    wa.iter()
        .zip(&wb)
        .zip(&wc)
        .all(|((a, b), c)| [a[0], a[1]] == [c[0], 0] && [b[0], b[1]] == [0, c[1]])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The MI200 ISA's operand tables, written out per lane: `a[i][k]` of
    /// `v_mfma_f32_32x32x8f16` is in lane `i + 32 (k / 4)`, element `k % 4`;
    /// `b[k][j]` in lane `j + 32 (k / 4)`; `d[i][j]` in lane `j + 32 ((i /
    /// 4) % 2)`, register `(i % 4) + 4 (i / 8)`.
    #[test]
    fn lane_bases_are_the_isa_tables() {
        let [a, b, c] = mfma_lane_bases(MfmaShape::M32N32K8F16, false);
        let apply = |bases: &[[i32; 2]; 6], lane: i32| {
            (0..6)
                .filter(|i| lane >> i & 1 == 1)
                .fold([0, 0], |acc, i| {
                    [acc[0] ^ bases[i][0], acc[1] ^ bases[i][1]]
                })
        };
        for lane in 0..64 {
            assert_eq!(apply(&a, lane), [lane % 32, 4 * (lane / 32)]);
            assert_eq!(apply(&b, lane), [4 * (lane / 32), lane % 32]);
            assert_eq!(apply(&c, lane), [4 * (lane / 32), lane % 32]);
        }
        let [a16, _, c16] = mfma_lane_bases(MfmaShape::M16N16K16F16, true);
        for lane in 0..64 {
            assert_eq!(apply(&a16, lane), [lane % 16, 4 * (lane / 16)]);
            assert_eq!(apply(&c16, lane), [lane % 16, 4 * (lane / 16)]);
        }
    }
}
