//! Wide products added to a 64-bit register, `d = a * b + c` with `a` and
//! `b` of 32 bits, which AMDGCN computes in one instruction, `V_MAD_I64_I32`
//! / `V_MAD_U64_U32` (MI200 ISA, VOP3B: `D.u64 = S0 * S1 + S2.u64`, a carry
//! out to an SGPR pair, instead of the product's and the 64-bit add's three
//! instructions; PTX's `mad.wide` is the same instruction). MIR writes them as a `MulWideS` / `MulWideU` and an `Add`
//! of `i64` (`tt.addptr` of a 32-bit offset scaled by the element's size; a
//! 64-bit offset times a stride narrowed by the ranges pass), as LLVM selects
//! `mad.wide.s32` and `v_mad_i64_i32` for Triton. A product is fused where
//! one add in its block is all that reads it: the backend skips the product
//! and the add reads its operands, which every instruction between may still
//! read (MIR registers are written once).
//!
//! PTX gets no `mad.wide` from this (measured in session 28,
//! BENCHMARKS.md): a `mad.wide` per thread-varying pointer or per row
//! pointer in a loop made ptxas's code slower (`colmax_f32_n300_32x64_w4`
//! 1.63x, `colsum_f32_n300_16x128_w2` 1.40x), and finding the uniform ones
//! outside loops, which helped (`rowargmax_f16_n1000_w4` 0.961x), cost 3% of
//! a PTX compile.

use crate::{self as mir, BinaryOp, InstData, Operand, Type};
use cranelift_entity::EntityRef;

/// By MIR register: the wide product the add that reads it computes itself.
#[derive(Default)]
pub struct WideMads {
    /// Per register, its product's place in `products` (`NONE`: none, or
    /// not fused); four bytes a register, as a large kernel has thousands.
    index: Vec<u32>,
    products: Vec<Product>,
}

const NONE: u32 = u32::MAX;

/// A wide product: whether signed, and its operands.
#[derive(Copy, Clone)]
pub struct Product {
    pub signed: bool,
    pub args: [Operand; 2],
}

impl WideMads {
    /// Those of `func` (none without a wide product).
    pub fn of(func: &mir::Function) -> WideMads {
        let mut reads = vec![0u8; func.num_regs()];
        for data in func.all_insts() {
            data.for_each_use(|r| reads[r.index()] = reads[r.index()].saturating_add(1));
        }
        WideMads::fusing(func, &reads)
    }

    /// The wide products of `func` that one add of their block reads
    /// (`reads` per register).
    fn fusing(func: &mir::Function, reads: &[u8]) -> WideMads {
        let n = func.num_regs();
        // Each wide product with its block; per register, its place there.
        let mut found: Vec<(mir::Block, Product)> = Vec::new();
        let mut index: Vec<u32> = Vec::new();
        // The adds of two 64-bit registers, with their blocks.
        let mut adds = Vec::new();
        for block in func.blocks() {
            for inst in func.block_insts(block) {
                match *func.inst(inst) {
                    InstData::Binary {
                        op: op @ (BinaryOp::MulWideS | BinaryOp::MulWideU),
                        ty: Type::I32,
                        dst,
                        args,
                    } => {
                        if index.is_empty() {
                            index = vec![NONE; n];
                        }
                        index[dst.index()] = found.len() as u32;
                        let signed = op == BinaryOp::MulWideS;
                        found.push((block, Product { signed, args }));
                    }
                    InstData::Binary {
                        op: BinaryOp::Add,
                        ty: Type::I64,
                        args: [Operand::Reg(x), Operand::Reg(y)],
                        ..
                    } => adds.push((block, x, y)),
                    _ => {}
                }
            }
        }
        if found.is_empty() {
            return WideMads::default();
        }
        let mut fused = vec![false; found.len()];
        for (block, x, y) in adds {
            let fusable = |r: mir::Reg| {
                let k = index[r.index()];
                let (b, _) = found.get(k as usize)?;
                (*b == block && reads[r.index()] == 1).then_some(k as usize)
            };
            if let Some(k) = fusable(x).or_else(|| fusable(y)) {
                fused[k] = true;
            }
        }
        for k in &mut index {
            if *k != NONE && !fused[*k as usize] {
                *k = NONE;
            }
        }
        WideMads {
            index,
            products: found.into_iter().map(|(_, p)| p).collect(),
        }
    }

    /// The product `r` holds where the add that reads it computes it.
    pub fn fused(&self, r: mir::Reg) -> Option<Product> {
        let k = *self.index.get(r.index())?;
        self.products.get(k as usize).copied()
    }

    /// The add `x + y`'s fused product and its other operand.
    pub fn in_add(&self, args: [Operand; 2]) -> Option<(Product, mir::Reg)> {
        match args {
            [Operand::Reg(x), Operand::Reg(y)] => match (self.fused(x), self.fused(y)) {
                (Some(p), _) => Some((p, y)),
                (None, Some(p)) => Some((p, x)),
                _ => None,
            },
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `v4`, read by one add of its block, is fused there; `v5`, read by two
    /// adds, and `v6`, read by an add in another block, are not.
    #[test]
    fn fuses_products_read_once_by_an_add_of_their_block() {
        let text = "kernel k(%p: i64 ptr, %n: i32) warps=1 shared=0 {
block0:
    v0 = special tid.x
    v1 = param 0
    v2 = param 1
    jump block1
block1:
    v4 = MulWideS i32 v0, 4
    v5 = MulWideU i32 v0, v2
    v6 = MulWideS i32 v2, 8
    v7 = Add i64 v1, v4
    v8 = Add i64 v5, v7
    v9 = Add i64 v5, v8
    jump block2
block2:
    v10 = Add i64 v9, v6
    store.global i64 [v10 + 0], v9
    return
}
";
        let func = mir::parse::parse(text).unwrap();
        let wide = WideMads::of(&func);
        let reg = |n: usize| mir::Reg::new(n);
        let p = wide.fused(reg(4)).expect("v4 is fused");
        assert!(p.signed);
        assert_eq!(p.args, [Operand::Reg(reg(0)), Operand::Imm(4)]);
        assert!(wide.fused(reg(5)).is_none());
        assert!(wide.fused(reg(6)).is_none());
        let (q, c) = wide
            .in_add([Operand::Reg(reg(1)), Operand::Reg(reg(4))])
            .unwrap();
        assert_eq!((q.args, c), (p.args, reg(1)));
    }
}
