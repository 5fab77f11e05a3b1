//! Shape and layout ops, as register renaming where the layouts allow: each
//! register of the result is a register the thread already holds of the operand.
//! Where they do not, `ttg.convert_layout`, `tt.trans` and `tt.reshape` move
//! the elements through shared memory ([`super::shared`]).

use super::tile::{flatten, remove_dim, Coord, MAX_RANK};
use super::{Ctx, RegVec, Result};
use tilelift_ir::{InstructionData, Opcode};

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
            InstructionData::Reshape { .. } => self.reshape(),
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

    /// `tt.reshape`: the same row-major order of elements in a new shape.
    fn reshape(&mut self) -> Result<()> {
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
