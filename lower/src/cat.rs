//! `tt.cat` as `tt.join`, `tt.trans` and `tt.reshape`.
//!
//! `tl.cat(a, b, can_reorder=True)` concatenates two tensors of one type along
//! dimension 0; Triton lets the result's elements come in any order (its
//! lowering puts each thread's registers of `a` before those of `b`). Ours is
//! the concatenation itself, what the interpreter computes, built from ops the
//! layouts already take:
//!
//! ```text
//!   %j = tt.join %a, %b          : [d0, .., dn-1] -> [d0, .., dn-1, 2]
//!   %t = tt.trans %j {order = [n, 0, .., n-1]}     -> [2, d0, .., dn-1]
//!   %c = tt.reshape %t                             -> [2 d0, d1, .., dn-1]
//! ```
//!
//! (row-major, `t[0]` is `a` and `t[1]` is `b`, so the reshape is `a` then
//! `b`). Triton's `test_core.py::test_cat` (14 tests) fell back without it.

use tilelift_ir::verify::Verified;
use tilelift_ir::{build_before, Function, Inst, InstBuilder, Opcode, Types};

/// `verified` with every `tt.cat` rewritten (see the module docs), or
/// `verified` itself when it has none.
pub fn rewrite_cats(verified: Verified) -> Verified {
    let is_cat = |f: &Function, _: &Types, i: Inst| f.dfg.inst(i).opcode() == Opcode::Cat;
    crate::pass::rewrite_each(verified, is_cat, rewrite)
}

fn rewrite(func: &mut Function, types: &mut Types, cat: Inst) {
    let [a, b] = [func.dfg.inst(cat).args()[0], func.dfg.inst(cat).args()[1]];
    let result = func.dfg.inst_results(cat)[0];
    let shape = types.shape(func.dfg.value_type(result)).to_vec();
    let rank = shape.len() as u32;
    let concat = build_before(func, types, cat, |bld| {
        let joined = bld.ins().join(a, b);
        let order: Vec<u32> = std::iter::once(rank).chain(0..rank).collect();
        let halves = bld.ins().trans(joined, &order);
        bld.ins().reshape(halves, &shape)
    });
    func.dfg.replace_uses(result, concat);
    func.order.remove_inst(cat);
}
