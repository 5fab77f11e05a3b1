//! Shape and layout ops, as register renaming where the layouts allow: each
//! register of the result is a register the thread already holds of the operand.
//! Where they do not, `ttg.convert_layout`, `tt.trans` and `tt.reshape` move
//! the elements through shared memory ([`super::shared`]).

use super::tile::{flatten, remove_dim, Coord, TileLayout, MAX_RANK};
use super::{Ctx, RegVec, Result};
use hashbrown::HashMap;
use tilelift_ir::{InstructionData, Opcode};
use tilelift_mir::Reg;

impl Ctx<'_> {
    /// `tt.splat`, `tt.broadcast`, `tt.expand_dims`, `tt.reshape`, `tt.trans`,
    /// `ttg.convert_layout`.
    pub(super) fn lower_shape(&mut self, data: &InstructionData) -> Result<()> {
        let result = self.result();
        let arg = data.args()[0];
        match data {
            InstructionData::Unary {
                opcode: Opcode::Splat,
                ..
            } => {
                let r = self.reg(arg, 0);
                self.map_regs(result, |_, _| Ok(r))
            }
            InstructionData::Unary {
                opcode: Opcode::Broadcast,
                ..
            } => {
                let src_shape = self.types.shape(self.func.dfg.value_type(arg)).to_vec();
                self.rename(|c| {
                    let mut out = *c;
                    for (d, &s) in src_shape.iter().enumerate() {
                        if s == 1 {
                            out[d] = 0;
                        }
                    }
                    out
                })
            }
            InstructionData::Axis { axis, .. } => {
                let axis = *axis as usize;
                self.rename(|c| remove_dim(c, axis))
            }
            InstructionData::Trans { order, .. } => {
                // Result dimension i is operand dimension order[i].
                let order = order.clone();
                let moved = |c: &Coord| {
                    let mut out = [0; MAX_RANK];
                    for (i, &o) in order.iter().enumerate() {
                        out[o as usize] = c[i];
                    }
                    out
                };
                if self.try_rename(moved)? {
                    return Ok(());
                }
                // Operand dimension order[i] strides like result dimension i.
                let res_shape = self.types.shape(self.func.dfg.value_type(result)).to_vec();
                let mut strides = [0i64; MAX_RANK];
                let mut s = 1i64;
                for i in (0..res_shape.len()).rev() {
                    strides[order[i] as usize] = s;
                    s *= res_shape[i];
                }
                self.move_through_shared(Some(strides))
            }
            InstructionData::Reshape { allow_reorder, .. } => self.reshape(*allow_reorder),
            InstructionData::Binary {
                opcode: Opcode::Join,
                args,
                ..
            } => self.join(args[0], args[1]),
            InstructionData::Unary {
                opcode: Opcode::Split,
                ..
            } => self.split(arg),
            InstructionData::Unary {
                opcode: Opcode::ConvertLayout,
                ..
            } => {
                if self.convert_to_dot_operand()? || self.try_rename(|c| *c)? {
                    return Ok(());
                }
                self.convert_through_shared()
            }
            _ => Err(self.unsupported(data.opcode().name())),
        }
    }

    /// Renames registers: result element `c` is operand element `f(c)`, which
    /// must be in the same thread.
    fn rename(&mut self, f: impl Fn(&Coord) -> Coord) -> Result<()> {
        if self.try_rename(f)? {
            return Ok(());
        }
        let op = self
            .func
            .dfg
            .inst(self.inst.expect("an instruction"))
            .opcode();
        Err(self.unsupported(format_args!(
            "{} between layouts that move elements between threads",
            op.name()
        )))
    }

    /// Renames registers if every thread holds what it needs; `false` if not.
    fn try_rename(&mut self, f: impl Fn(&Coord) -> Coord) -> Result<bool> {
        let inst = self.inst.expect("an instruction");
        let arg = self.func.dfg.inst(inst).args()[0];
        let result = self.result();
        let src = self.layout_id(self.func.dfg.value_type(arg))?;
        let dst = self.layout_id(self.func.dfg.value_type(result))?;
        let Some(map) = self
            .layouts
            .get(src)
            .registers_for(self.layouts.get(dst), f)
        else {
            return Ok(false);
        };
        let regs: RegVec = map.iter().map(|&r| self.reg(arg, r as usize)).collect();
        self.set(result, &regs);
        Ok(true)
    }

    /// `tt.reshape`: the same row-major order of elements in a new shape. One
    /// that may reorder (`allow_reorder`) and cannot rename reuses the
    /// registers in order where both layouts hold as many per thread, as
    /// Triton does: the elements land elsewhere, which its users (a full
    /// reduction) do not see.
    fn reshape(&mut self, allow_reorder: bool) -> Result<()> {
        let inst = self.inst.expect("an instruction");
        let arg = self.func.dfg.inst(inst).args()[0];
        let src_shape = self.types.shape(self.func.dfg.value_type(arg)).to_vec();
        let dst_shape = self
            .types
            .shape(self.func.dfg.value_type(self.result()))
            .to_vec();
        if self.try_rename(|c| unflatten(flatten(c, &dst_shape), &src_shape))? {
            return Ok(());
        }
        if allow_reorder {
            let result = self.result();
            let src = self.layout_id(self.func.dfg.value_type(arg))?;
            let dst = self.layout_id(self.func.dfg.value_type(result))?;
            let n = self.layouts.get(src).num_regs();
            if n == self.layouts.get(dst).num_regs() {
                let regs: RegVec = (0..n).map(|r| self.reg(arg, r)).collect();
                self.set(result, &regs);
                return Ok(());
            }
        }
        // The same row-major position in both shapes.
        let mut strides = [0i64; MAX_RANK];
        let mut s = 1i64;
        for d in (0..src_shape.len()).rev() {
            strides[d] = s;
            s *= src_shape[d];
        }
        self.move_through_shared(Some(strides))
    }
}

impl Ctx<'_> {
    /// `tt.join`: result element `(c, k)` is element `c` of operand `k`, in the
    /// same thread (layout assignment puts the new dimension in registers).
    fn join(&mut self, a: tilelift_ir::Value, b: tilelift_ir::Value) -> Result<()> {
        let result = self.result();
        let src = self.layout_id(self.func.dfg.value_type(a))?;
        let dst = self.layout_id(self.func.dfg.value_type(result))?;
        let (src, dst) = (self.layouts.get(src), self.layouts.get(dst));
        let last = dst.rank - 1;
        let Some(map) = view_registers(src, dst, last) else {
            return Err(self.unsupported("tt.join whose halves are in different threads"));
        };
        let regs: RegVec = map
            .iter()
            .map(|&(k, r)| self.reg(if k == 0 { a } else { b }, r as usize))
            .collect();
        self.set(result, &regs);
        Ok(())
    }

    /// `tt.split`: element `c` of result `k` is operand element `(c, k)`, in
    /// the same thread.
    fn split(&mut self, arg: tilelift_ir::Value) -> Result<()> {
        let inst = self.inst.expect("an instruction");
        let results = self.func.dfg.inst_results(inst).to_vec();
        let src = self.layout_id(self.func.dfg.value_type(arg))?;
        let dst = self.layout_id(self.func.dfg.value_type(results[0]))?;
        let (src, dst) = (self.layouts.get(src), self.layouts.get(dst));
        let last = src.rank - 1;
        let Some(map) = view_registers(dst, src, last) else {
            return Err(self.unsupported("tt.split whose halves are in different threads"));
        };
        let n = dst.num_regs();
        let mut halves: [Vec<Option<Reg>>; 2] = [vec![None; n], vec![None; n]];
        for (i, &(k, r)) in map.iter().enumerate() {
            halves[k as usize][r as usize] = Some(self.reg(arg, i));
        }
        let mut ordered: [RegVec; 2] = Default::default();
        for (half, regs) in ordered.iter_mut().zip(&halves) {
            for reg in regs {
                let Some(reg) = *reg else {
                    return Err(self.unsupported("tt.split of a layout with copies in registers"));
                };
                half.push(reg);
            }
        }
        for (k, &result) in results.iter().enumerate() {
            self.set(result, &ordered[k]);
        }
        Ok(())
    }
}

/// For each register of `wide` (a layout with one more dimension, `last`, of
/// size 2, than `narrow`): `(k, r)`, the element's index `k` along `last` and
/// the register `r` of `narrow` holding the rest of its coordinate, in the same
/// thread; `None` if a thread would need another thread's element.
fn view_registers(narrow: &TileLayout, wide: &TileLayout, last: usize) -> Option<Vec<(u32, u32)>> {
    if narrow.threads.len() != wide.threads.len() || narrow.num_regs() * 2 != wide.num_regs() {
        return None;
    }
    for (n, w) in narrow.threads.iter().zip(&wide.threads) {
        if w[last] != 0 || (0..last).any(|d| n[d] != w[d]) {
            return None;
        }
    }
    let mut index: HashMap<Coord, u32> = HashMap::with_capacity(narrow.regs.len());
    for (r, c) in narrow.regs.iter().enumerate() {
        index.entry(*c).or_insert(r as u32);
    }
    wide.regs
        .iter()
        .map(|c| {
            let mut rest = *c;
            rest[last] = 0;
            Some((c[last] as u32, *index.get(&rest)?))
        })
        .collect()
}

/// The coordinates of row-major index `idx` in `shape`.
fn unflatten(mut idx: i64, shape: &[i64]) -> Coord {
    let mut out = [0; MAX_RANK];
    for (d, &s) in shape.iter().enumerate().rev() {
        out[d] = (idx % s.max(1)) as i32;
        idx /= s.max(1);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates() {
        assert_eq!(remove_dim(&[3, 0, 5, 0], 1), [3, 5, 0, 0]);
        assert_eq!(flatten(&[1, 2, 0, 0], &[4, 8]), 10);
        assert_eq!(unflatten(10, &[4, 8]), [1, 2, 0, 0]);
    }
}
