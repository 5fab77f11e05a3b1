//! Op families: what layout assignment needs to know of each opcode.
//!
//! Layout assignment does not care whether an op adds or compares; it cares how
//! the layouts of its operands and results relate. Every opcode falls into one
//! [`Family`], declared on its line of the opcode table in `tilelift-ir`
//! ([`Opcode::family`]); every rule of the pass (forward propagation, wanted
//! layouts, rematerialisation) matches on the family, never on the opcode.

use tilelift_ir::Opcode;

pub use tilelift_ir::Family;

/// The family of `op`, from the opcode table.
#[inline]
pub fn family(op: Opcode) -> Family {
    op.family()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn families_as_layout_assignment_expects() {
        assert_eq!(family(Opcode::AddPtr), Family::Elementwise);
        assert_eq!(family(Opcode::Fma), Family::Elementwise);
        assert_eq!(family(Opcode::Splat), Family::Leaf);
        assert_eq!(family(Opcode::Reshape), Family::Reshape);
        assert_eq!(family(Opcode::LocalAlloc), Family::Unsupported);
        assert_eq!(family(Opcode::Print), Family::Other);
        // Every typed elementwise class is in the elementwise family.
        for &op in Opcode::ALL {
            if op.is_int_arith() || op.is_float_arith() {
                assert_eq!(family(op), Family::Elementwise, "{}", op.name());
            }
        }
    }
}
