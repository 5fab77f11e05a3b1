//! A TTIR pass that replaces some instructions, one at a time: the shape
//! that `crate::widen` and `crate::cat` share.

use tilelift_ir::verify::Verified;
use tilelift_ir::{Function, Inst, Module, Types};

/// `verified` with `rewrite` applied to each placed instruction that
/// `wanted` picks, in every function; `verified` itself when none is
/// picked. The result is verified again; if it ever did not verify (a bug of
/// the rewrite), the module as it was is returned, whose op the lowering then
/// refuses with its location.
pub fn rewrite_each(
    verified: Verified,
    wanted: impl Fn(&Function, &Types, Inst) -> bool,
    mut rewrite: impl FnMut(&mut Function, &mut Types, Inst),
) -> Verified {
    let module = verified.module();
    let any = module
        .funcs
        .values()
        .any(|f| f.dfg.insts().any(|(i, _)| wanted(f, &module.types, i)));
    if !any {
        return verified;
    }
    let mut module = verified.into_inner();
    let original = module.clone();
    let Module { funcs, types, .. } = &mut module;
    for func in funcs.values_mut() {
        let picked: Vec<Inst> = func
            .dfg
            .insts()
            .map(|(i, _)| i)
            .filter(|&i| func.order.inst_block(i).is_some() && wanted(func, types, i))
            .collect();
        for inst in picked {
            rewrite(func, types, inst);
        }
    }
    match Verified::new(module) {
        Ok(rewritten) => rewritten,
        Err(_) => Verified::new(original)
            .unwrap_or_else(|_| unreachable!("the module verified before the rewrite")),
    }
}
