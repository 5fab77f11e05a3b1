//! Wide products added to a 64-bit register, `d = a * b + c` with `a` and
//! `b` of 32 bits: one `V_MAD_I64_I32` / `V_MAD_U64_U32` (MI200 ISA, VOP3B:
//! `D.u64 = S0 * S1 + S2.u64`, a carry out to an SGPR pair) instead of the
//! product's and the 64-bit add's three instructions. MIR writes them as a
//! `MulWideS` / `MulWideU` and an `Add` of `i64` (`tt.addptr` of a 32-bit
//! offset scaled by the element's size; a 64-bit offset times a stride
//! narrowed by [`tilelift_mir`]'s ranges), as LLVM selects `mad.wide.s32` and
//! `v_mad_i64_i32` for Triton. A product is fused where one add in its block
//! is all that reads it: selection skips the product and the add reads its
//! operands, which every instruction between may still read (MIR registers
//! are written once).

use cranelift_entity::EntityRef;
use tilelift_mir::{self as mir, BinaryOp, InstData, Operand, Type};

/// By MIR register: the wide product the add that reads it computes itself.
#[derive(Default)]
pub(super) struct WideMads {
    fused: Vec<Option<Product>>,
}

/// A wide product: whether signed, and its operands.
#[derive(Copy, Clone)]
pub(super) struct Product {
    pub signed: bool,
    pub args: [Operand; 2],
}

impl WideMads {
    /// Those of `func` (none without a wide product).
    pub(super) fn of(func: &mir::Function) -> WideMads {
        let n = func.num_regs();
        // Each wide product with its block.
        let mut products: Vec<Option<(mir::Block, Product)>> = Vec::new();
        for block in func.blocks() {
            for inst in func.block_insts(block) {
                let InstData::Binary {
                    op: op @ (BinaryOp::MulWideS | BinaryOp::MulWideU),
                    ty: Type::I32,
                    dst,
                    args,
                } = *func.inst(inst)
                else {
                    continue;
                };
                if products.is_empty() {
                    products = vec![None; n];
                }
                let signed = op == BinaryOp::MulWideS;
                products[dst.index()] = Some((block, Product { signed, args }));
            }
        }
        if products.is_empty() {
            return WideMads::default();
        }
        let mut reads = vec![0u8; n];
        for data in func.all_insts() {
            data.for_each_use(|r| reads[r.index()] = reads[r.index()].saturating_add(1));
        }
        let mut fused = vec![None; n];
        for block in func.blocks() {
            for inst in func.block_insts(block) {
                let InstData::Binary {
                    op: BinaryOp::Add,
                    ty: Type::I64,
                    args: [Operand::Reg(x), Operand::Reg(y)],
                    ..
                } = *func.inst(inst)
                else {
                    continue;
                };
                let fusable = |r: mir::Reg| match products[r.index()] {
                    Some((b, p)) if b == block && reads[r.index()] == 1 => Some(p),
                    _ => None,
                };
                if let Some(p) = fusable(x) {
                    fused[x.index()] = Some(p);
                } else if let Some(p) = fusable(y) {
                    fused[y.index()] = Some(p);
                }
            }
        }
        WideMads { fused }
    }

    /// The product `r` holds where the add that reads it computes it.
    pub(super) fn fused(&self, r: mir::Reg) -> Option<Product> {
        self.fused.get(r.index()).copied().flatten()
    }

    /// The add `x + y`'s fused product and its other operand.
    pub(super) fn in_add(&self, args: [Operand; 2]) -> Option<(Product, mir::Reg)> {
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
