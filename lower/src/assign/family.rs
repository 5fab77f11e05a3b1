//! Op families: what layout assignment needs to know of each opcode.
//!
//! Layout assignment does not care whether an op adds or compares; it cares how
//! the layouts of its operands and results relate. Every opcode falls into one
//! family, and every rule of the pass (forward propagation, wanted layouts,
//! rematerialisation) matches on the family, never on the opcode.

use tilelift_ir::Opcode;

/// How the layouts of an op's tensor operands and results relate.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Family {
    /// Every tensor operand and the result share one layout: `arith`, `math`,
    /// casts, comparisons, `select`, `tt.addptr`, `tt.clampf`, `tt.fp_to_fp`,
    /// `tt.bitcast`, `tt.precise_*`, `tt.mulhiui`, `tt.int_to_ptr`, `tt.ptr_to_int`.
    Elementwise,
    /// No tensor operand, so the op can be created in any layout at no cost:
    /// `tt.make_range`, `tt.splat` and `arith.constant`.
    Leaf,
    /// `tt.broadcast`: the operand has the result's layout over a smaller shape.
    Broadcast,
    /// `tt.expand_dims`: the operand is the result's layout sliced along the axis.
    ExpandDims,
    /// `tt.trans`: the operand's layout is the result's with dimensions permuted.
    Trans,
    /// `tt.load`: pointer, mask and `other` share the result's layout.
    Load,
    /// `tt.store`: pointer, value and mask share one layout; no result.
    Store,
    /// `tt.atomic_rmw`, `tt.atomic_cas`: operands and result share one layout.
    Atomic,
    /// `tt.dot`: operands in `#ttg.dot_op` layouts of the result's layout.
    Dot,
    /// `tt.reduce`: the results are the operands' layout sliced along the axis.
    Reduce,
    /// `tt.scan`: operands and results share one layout.
    Scan,
    /// `scf.for`: each loop-carried value has one layout across its initial
    /// value, block parameter, yielded value and result.
    For,
    /// `scf.if`: each result has the layout of both yielded values.
    If,
    /// `scf.while`: the before and after block parameters tie the initial,
    /// forwarded and yielded values together.
    While,
    /// `scf.yield`: operands take the layouts of the parent op's values.
    Yield,
    /// `scf.condition`: forwarded operands take the layouts of the while's results.
    Condition,
    /// Ops without a layout rule because they have no tensors, or only read them
    /// (`tt.print`, `tt.assert`, `tt.return`, program ids, combine terminators).
    Other,
    /// Tensor ops that layout assignment does not handle yet: `tt.reshape`,
    /// `tt.join`, `tt.split`, and the TritonGPU ops of an already laid-out module.
    Unsupported,
}

/// The family of `op`.
pub fn family(op: Opcode) -> Family {
    use Opcode::*;
    match op {
        MakeRange | Splat | Constant => Family::Leaf,
        Broadcast => Family::Broadcast,
        ExpandDims => Family::ExpandDims,
        Trans => Family::Trans,
        Load => Family::Load,
        Store => Family::Store,
        AtomicRmw | AtomicCas => Family::Atomic,
        Dot => Family::Dot,
        Reduce => Family::Reduce,
        Scan => Family::Scan,
        For => Family::For,
        If => Family::If,
        While => Family::While,
        Yield => Family::Yield,
        Condition => Family::Condition,
        Reshape | Join | Split | ConvertLayout => Family::Unsupported,
        _ if is_elementwise(op) => Family::Elementwise,
        GetProgramId | GetNumPrograms | Return | Call | Assert | Print | ReduceReturn
        | ScanReturn => Family::Other,
        _ => Family::Unsupported,
    }
}

/// Whether `op` computes each result element from the operand elements at the
/// same position.
fn is_elementwise(op: Opcode) -> bool {
    use Opcode::*;
    op.is_int_arith()
        || op.is_float_arith()
        || matches!(
            op,
            CmpI | CmpF
                | Select
                | ExtSI
                | ExtUI
                | TruncI
                | ExtF
                | TruncF
                | SIToFP
                | UIToFP
                | FPToSI
                | FPToUI
                | ArithBitcast
                | IndexCast
                | AddPtr
                | IntToPtr
                | PtrToInt
                | Bitcast
                | FpToFp
                | ClampF
                | PreciseSqrt
                | PreciseDivF
                | MulHiUI
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_opcode_has_a_family() {
        for &op in Opcode::ALL {
            let _ = family(op);
        }
        assert_eq!(family(Opcode::AddPtr), Family::Elementwise);
        assert_eq!(family(Opcode::Fma), Family::Elementwise);
        assert_eq!(family(Opcode::Splat), Family::Leaf);
        assert_eq!(family(Opcode::Reshape), Family::Unsupported);
        assert_eq!(family(Opcode::LocalAlloc), Family::Unsupported);
        assert_eq!(family(Opcode::Print), Family::Other);
    }
}
