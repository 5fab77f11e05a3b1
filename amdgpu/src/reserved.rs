//! The points where operands need fixed registers, per register, as the
//! linear scan ([`crate::linear`]) asks about them: whether a span may hold
//! a register, no other value's operand needing it within the span.
//!
//! The scan takes spans in order of their start, so each register keeps how
//! many of its points lie before the start it was last asked about and
//! searches on from there: a question costs a search of the points passed
//! since, not of the register's whole list (the windows of vector accesses
//! are needed at thousands of points in a large kernel).

use regalloc2::{PReg, VReg};

/// Per register, the points where an operand needs it and whose operand
/// that is, in order of the points.
#[derive(Clone)]
pub struct Reserved {
    lists: Vec<Vec<(u32, VReg)>>,
    /// Per register: the span start it was last asked about, and how many
    /// of its points lie before it.
    passed: Vec<(u32, u32)>,
}

impl Reserved {
    /// No register reserved anywhere.
    pub fn new() -> Reserved {
        Reserved {
            lists: vec![Vec::new(); PReg::NUM_INDEX],
            passed: vec![(0, 0); PReg::NUM_INDEX],
        }
    }

    /// Reserves `p` at point `q` for `owner`'s operand, while the lists are
    /// built (in any order; [`Reserved::sort`] puts them in order).
    pub fn push(&mut self, p: PReg, q: u32, owner: VReg) {
        self.lists[p.index()].push((q, owner));
    }

    /// Puts each register's points in order, once they are all pushed.
    pub fn sort(&mut self) {
        for list in &mut self.lists {
            list.sort_unstable_by_key(|&(q, _)| q);
        }
    }

    /// Reserves `p` at point `q` for `owner`, keeping the order (during the
    /// scan).
    pub fn insert(&mut self, p: PReg, q: u32, owner: VReg) {
        let list = &mut self.lists[p.index()];
        let at = list.partition_point(|&(r, _)| r < q);
        list.insert(at, (q, owner));
        let (lo, passed) = &mut self.passed[p.index()];
        if q < *lo {
            *passed += 1;
        }
    }

    /// Whether no operand but `v`'s needs `p` from `lo` to `hi` (inclusive).
    /// `lo` must not be less than in the previous question about `p`.
    pub fn only(&mut self, p: PReg, lo: u32, hi: u32, v: VReg) -> bool {
        let list = &self.lists[p.index()];
        let (last, passed) = &mut self.passed[p.index()];
        debug_assert!(lo >= *last, "spans are asked about in order of their start");
        *last = lo;
        let from = *passed as usize;
        let k = from + list[from..].partition_point(|&(q, _)| q < lo);
        *passed = k as u32;
        list[k..]
            .iter()
            .take_while(|&&(q, _)| q <= hi)
            .all(|&(_, owner)| owner == v)
    }
}

#[cfg(test)]
mod tests {
    use super::Reserved;
    use regalloc2::{PReg, RegClass, VReg};

    #[test]
    fn questions_in_order_of_start() {
        let p = PReg::new(3, RegClass::Float);
        let (a, b) = (VReg::new(1, RegClass::Float), VReg::new(2, RegClass::Float));
        let mut r = Reserved::new();
        r.push(p, 10, a);
        r.push(p, 4, b);
        r.sort();
        assert!(!r.only(p, 0, 5, a), "b needs it at 4");
        assert!(r.only(p, 5, 12, a));
        // Inserted before the last start asked about: counted as passed.
        r.insert(p, 2, b);
        assert!(r.only(p, 6, 9, a));
        assert!(!r.only(p, 6, 10, b), "a needs it at 10");
        r.insert(p, 20, b);
        assert!(r.only(p, 11, 30, b));
        assert!(!r.only(p, 11, 30, a));
    }
}
