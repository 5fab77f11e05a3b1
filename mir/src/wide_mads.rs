//! Wide products added to a 64-bit register, `d = a * b + c` with `a` and
//! `b` of 32 bits, which both targets compute in one instruction: PTX's
//! `mad.wide.s32` / `mad.wide.u32`, AMDGCN's `V_MAD_I64_I32` /
//! `V_MAD_U64_U32` (MI200 ISA, VOP3B: `D.u64 = S0 * S1 + S2.u64`, a carry out
//! to an SGPR pair, instead of the product's and the 64-bit add's three
//! instructions). MIR writes them as a `MulWideS` / `MulWideU` and an `Add`
//! of `i64` (`tt.addptr` of a 32-bit offset scaled by the element's size; a
//! 64-bit offset times a stride narrowed by the ranges pass), as LLVM selects
//! `mad.wide.s32` and `v_mad_i64_i32` for Triton. A product is fused where
//! one add in its block is all that reads it: the backend skips the product
//! and the add reads its operands, which every instruction between may still
//! read (MIR registers are written once).
//!
//! On PTX it matters beyond the instruction count: ptxas keeps a
//! `mad.wide` of the program id on its uniform datapath (`S2UR`) where a
//! `mul.wide` and an `add.s64` go through a vector register (`S2R`); in
//! `rowargmax_f16_n1000_w4` that is 4% of the kernel's time (H200, session
//! 28, BENCHMARKS.md).

use crate::{self as mir, BinaryOp, InstData, Operand, Type};
use cranelift_entity::EntityRef;

/// By MIR register: the wide product the add that reads it computes itself.
#[derive(Default)]
pub struct WideMads {
    fused: Vec<Option<Product>>,
}

/// A wide product: whether signed, and its operands.
#[derive(Copy, Clone)]
pub struct Product {
    pub signed: bool,
    pub args: [Operand; 2],
}

impl WideMads {
    /// Those of `func` (none without a wide product).
    pub fn of(func: &mir::Function) -> WideMads {
        WideMads::fusing(func, |_, _, _| true)
    }

    /// Those of `func` outside loops whose operands and addend are the same
    /// in every thread ([`uniform_registers`]): PTX's. ptxas computes such a
    /// `mad.wide` on its uniform datapath (the program id read by `S2UR`, not
    /// `S2R`: `rowargmax_f16_n1000_w4` 0.961x its time). Of thread-varying
    /// ones, and of uniform ones in a loop, it made slower code than of the
    /// `mul.wide` and `add.s64` (`colmax_f32_n300_32x64_w4`'s per-thread
    /// pointers 1.63x its time, `colsum_f32_n300_16x128_w2`'s row pointers in
    /// its loop 1.40x; H200, session 28, BENCHMARKS.md).
    pub fn uniform(func: &mir::Function) -> WideMads {
        let uniform = uniform_registers(func);
        let (_, in_loop) = crate::passes::loops(func);
        let is_uniform = |o: &Operand| match o {
            Operand::Reg(r) => uniform[r.index()],
            Operand::Imm(_) => true,
        };
        WideMads::fusing(func, |block, p, c| {
            !in_loop[block.index()] && uniform[c.index()] && p.args.iter().all(is_uniform)
        })
    }

    /// The wide products of `func` that one add of their block reads, as
    /// far as `fuse` takes (their block, the product, and the add's other
    /// operand).
    fn fusing(
        func: &mir::Function,
        fuse: impl Fn(mir::Block, &Product, mir::Reg) -> bool,
    ) -> WideMads {
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
                let fusable = |r: mir::Reg, c: mir::Reg| match products[r.index()] {
                    Some((b, p)) if b == block && reads[r.index()] == 1 && fuse(block, &p, c) => {
                        Some(p)
                    }
                    _ => None,
                };
                if let Some(p) = fusable(x, y) {
                    fused[x.index()] = Some(p);
                } else if let Some(p) = fusable(y, x) {
                    fused[y.index()] = Some(p);
                }
            }
        }
        WideMads { fused }
    }

    /// The product `r` holds where the add that reads it computes it.
    pub fn fused(&self, r: mir::Reg) -> Option<Product> {
        self.fused.get(r.index()).copied().flatten()
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

/// Per register, whether it holds the same value in every thread of the
/// kernel: parameters, constants, the program ids and counts, and what is
/// computed of them alone. Loads, block parameters and everything else are
/// taken as varying (a conservative answer).
pub fn uniform_registers(func: &mir::Function) -> Vec<bool> {
    let mut uniform = vec![false; func.num_regs()];
    for block in func.blocks() {
        for inst in func.block_insts(block) {
            let data = func.inst(inst);
            let of_uniform = match data {
                InstData::Param { .. } | InstData::Const { .. } => true,
                InstData::Special { reg, .. } => !matches!(reg, mir::SpecialReg::TidX),
                InstData::Unary { .. }
                | InstData::Binary { .. }
                | InstData::Ternary { .. }
                | InstData::Cmp { .. }
                | InstData::Select { .. }
                | InstData::Convert { .. } => {
                    let mut all = true;
                    data.for_each_use(|r| all &= uniform[r.index()]);
                    all
                }
                _ => false,
            };
            if of_uniform {
                data.for_each_def(|d| uniform[d.index()] = true);
            }
        }
    }
    uniform
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

    /// PTX's: `v5` (program id times a parameter, plus a parameter, before
    /// the loop) is fused; `v6` (the thread id's) and `v11` (uniform, in the
    /// loop) are not.
    #[test]
    fn uniform_products_outside_loops_only() {
        let text = "kernel k(%p: i64 ptr, %n: i32) warps=1 shared=0 {
block0:
    v0 = special tid.x
    v1 = param 0
    v2 = param 1
    v3 = special ctaid.x
    v4 = Mul i32 v3, v2
    v5 = MulWideS i32 v4, 4
    v6 = MulWideS i32 v0, 4
    v7 = Add i64 v1, v5
    v8 = Add i64 v7, v6
    v9 = const i32 0x0
    jump block1(v9)
block1(v10: i32):
    v11 = MulWideS i32 v4, 8
    v12 = Add i64 v1, v11
    store.global i64 [v12 + 0], v8
    v13 = Add i32 v10, 1
    v14 = cmp SLt i32 v13, v2
    brif v14, block2, block3
block2:
    jump block1(v13)
block3:
    return
}
";
        let func = mir::parse::parse(text).unwrap();
        let reg = |n: usize| mir::Reg::new(n);
        let uniform = uniform_registers(&func);
        assert!(uniform[4] && uniform[5] && !uniform[0] && !uniform[6] && !uniform[10]);
        let ptx = WideMads::uniform(&func);
        assert!(ptx.fused(reg(5)).is_some());
        assert!(ptx.fused(reg(6)).is_none());
        assert!(ptx.fused(reg(11)).is_none());
        // AMDGCN's fuses all three.
        let all = WideMads::of(&func);
        assert!([5, 6, 11].iter().all(|&r| all.fused(reg(r)).is_some()));
    }
}
