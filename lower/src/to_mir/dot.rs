//! `tt.dot` through FMA, in the layouts Triton gives it without tensor cores:
//! the accumulator in a blocked layout and the operands in `#ttg.dot_op` layouts
//! of it, so that each thread holds, for each accumulator element `(m, n)` it
//! owns, the whole row `a[m, :]` and column `b[:, n]`.
//!
//! Each accumulator register becomes a chain of `K` fused multiply-adds in `f32`,
//! `k` increasing: `acc = fma(a[m, k], b[k, n], acc)`. `f16` and `bf16` operands
//! are extended to `f32` once per register (exact), so the products and sums are
//! those of an `f32` dot with `f32` accumulation. `inputPrecision = tf32` is
//! computed as `ieee` (more precise than tf32).

use super::tile::{Coord, TileLayout};
use super::{Ctx, RegVec, Result};
use hashbrown::HashMap;
use tilelift_ir::InstructionData;
use tilelift_mir::{InstData, Operand, Reg, TernaryOp, Type};

impl Ctx<'_> {
    /// `tt.dot`.
    pub(super) fn lower_dot(&mut self, data: &InstructionData) -> Result<()> {
        let InstructionData::Dot { args, .. } = data else {
            return Err(self.unsupported(data.opcode().name()));
        };
        let [a, b, c] = *args;
        let result = self.result();
        let res_ty = self.func.dfg.value_type(result);
        if self.types.shape(res_ty).len() != 2 {
            return Err(self.unsupported("tt.dot of rank other than 2"));
        }
        let acc_ty = self.value_elem_type(result)?;
        let in_ty = self.value_elem_type(a)?;
        if acc_ty != Type::F32 || !matches!(in_ty, Type::F32 | Type::F16 | Type::BF16) {
            return Err(self.unsupported(format_args!(
                "tt.dot of {in_ty} with a {acc_ty} accumulator"
            )));
        }
        let la = self.layout(self.func.dfg.value_type(a))?.clone();
        let lb = self.layout(self.func.dfg.value_type(b))?.clone();
        let lc = self.layout(res_ty)?.clone();
        if !fma_layouts(&la, &lb, &lc) {
            return Err(self.unsupported("tt.dot in layouts other than FMA dot operands"));
        }
        let k_dim = la.shape[1];
        let amap = index(&la);
        let bmap = index(&lb);
        let mut a_f32: Vec<Option<Reg>> = vec![None; la.num_regs()];
        let mut b_f32: Vec<Option<Reg>> = vec![None; lb.num_regs()];
        let mut out = RegVec::with_capacity(lc.num_regs());
        for (r, cc) in lc.regs.iter().enumerate() {
            let mut acc = self.opnd(c, r);
            for k in 0..k_dim {
                let (Some(&ai), Some(&bi)) = (amap.get(&[cc[0], k]), bmap.get(&[k, cc[1]])) else {
                    return Err(self.unsupported("tt.dot operands that miss a row or column"));
                };
                let x = self.as_f32(a, ai, in_ty, &mut a_f32);
                let y = self.as_f32(b, bi, in_ty, &mut b_f32);
                let dst = self.b.reg(Type::F32);
                self.b.ins(InstData::Ternary {
                    op: TernaryOp::Fma,
                    ty: Type::F32,
                    dst,
                    args: [Operand::Reg(x), Operand::Reg(y), acc],
                });
                acc = Operand::Reg(dst);
            }
            out.push(self.materialize(Type::F32, acc));
        }
        self.set(result, &out);
        Ok(())
    }

    /// Register `i` of `value` in `f32`, extended once.
    fn as_f32(
        &mut self,
        value: tilelift_ir::Value,
        i: usize,
        ty: Type,
        cache: &mut [Option<Reg>],
    ) -> Reg {
        if let Some(r) = cache[i] {
            return r;
        }
        let src = self.reg(value, i);
        let r = if ty == Type::F32 {
            src
        } else {
            self.convert(Type::F32, ty, false, None, src)
        };
        cache[i] = Some(r);
        r
    }
}

/// Whether every thread holds the rows of `a` and the columns of `b` that its
/// accumulator elements need: each thread bit moves `a` along `m` and `b` along
/// `n` exactly as it moves the accumulator, and never along `k`.
fn fma_layouts(a: &TileLayout, b: &TileLayout, c: &TileLayout) -> bool {
    let n = c.threads.len();
    a.threads.len() == n
        && b.threads.len() == n
        && (0..n).all(|i| {
            let t = c.threads[i];
            a.threads[i][..2] == [t[0], 0] && b.threads[i][..2] == [0, t[1]]
        })
        && a.parts_disjoint()
        && b.parts_disjoint()
        && c.parts_disjoint()
}

/// The register holding each 2-D register coordinate.
fn index(l: &TileLayout) -> HashMap<[i32; 2], usize> {
    let mut map = HashMap::with_capacity(l.num_regs());
    for (i, c) in l.regs.iter().enumerate() {
        let c: &Coord = c;
        map.entry([c[0], c[1]]).or_insert(i);
    }
    map
}
