//! Source locations: where in the text a module was read from each function and
//! instruction was written.
//!
//! The parser records them in [`Function::srclocs`](crate::Function::srclocs);
//! every later stage keeps them (layout assignment gives the copies and
//! conversions it adds the location of the op they come from, and MIR keeps the
//! location of each op's origin), so that an error at any stage points at the
//! input. As in Cranelift, a location is a `u32` byte offset; it becomes a line
//! and a column only when an error is reported ([`Span`](crate::diagnostic::Span)).

use crate::entities::Inst;
use cranelift_entity::SecondaryMap;

/// A byte offset in the text a module was read from, or the default (no
/// location) for an entity that was built, not read.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct SourceLoc(u32);

impl SourceLoc {
    /// The location at byte `offset`.
    pub fn new(offset: u32) -> Self {
        SourceLoc(offset)
    }

    /// Whether this is the default: no location.
    pub fn is_default(self) -> bool {
        self.0 == !0
    }

    /// The byte offset, if there is one.
    pub fn offset(self) -> Option<usize> {
        (!self.is_default()).then_some(self.0 as usize)
    }

    /// The raw value (`!0` for none), for a table that stores `u32`s.
    pub fn bits(self) -> u32 {
        self.0
    }
}

impl Default for SourceLoc {
    fn default() -> Self {
        SourceLoc(!0)
    }
}

/// The source locations of one function: of its `tt.func` keyword and of each
/// instruction's first token (its first result, or its name).
///
/// Locations do not take part in comparisons: two functions read from texts
/// that differ only in spacing, or one read and one built, are equal.
#[derive(Clone, Debug, Default)]
pub struct SourceLocs {
    /// The location of the `tt.func` keyword.
    pub func: SourceLoc,
    insts: SecondaryMap<Inst, SourceLoc>,
}

impl SourceLocs {
    /// No locations, with room for about `n` instructions. (Entries past a
    /// `SecondaryMap`'s end read as the default anyway; sizing it now saves a
    /// resize per entry.)
    pub fn with_capacity(n: usize) -> Self {
        let mut insts = SecondaryMap::with_capacity(n);
        insts.resize(n);
        SourceLocs {
            func: SourceLoc::default(),
            insts,
        }
    }

    /// The location of `inst`.
    pub fn inst(&self, inst: Inst) -> SourceLoc {
        self.insts[inst]
    }

    /// Sets the location of `inst`.
    pub fn set_inst(&mut self, inst: Inst, loc: SourceLoc) {
        self.insts[inst] = loc;
    }
}

impl PartialEq for SourceLocs {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cranelift_entity::EntityRef;

    #[test]
    fn default_is_no_location() {
        let mut locs = SourceLocs::default();
        let inst = Inst::new(3);
        assert_eq!(locs.inst(inst).offset(), None);
        locs.set_inst(inst, SourceLoc::new(0));
        assert_eq!(locs.inst(inst).offset(), Some(0));
        assert_eq!(locs, SourceLocs::default(), "locations are not compared");
    }
}
