//! The points where operands need fixed registers, per register, as the
//! linear scan ([`crate::linear`]) asks about them: whether a span may hold
//! a register, no other value's operand needing it within the span.

use crate::assignment::Reg;
use regalloc2::VReg;
use std::cell::Cell;

/// Per register, the points where an operand needs it and whose operand
/// that is, in order of the points.
#[derive(Clone)]
pub struct Reserved {
    lists: Vec<Vec<(u32, VReg)>>,
}

impl Reserved {
    /// No register reserved anywhere.
    pub fn new() -> Reserved {
        Reserved { lists: Vec::new() }
    }

    /// Reserves `p` at point `q` for `owner`'s operand, while the lists are
    /// built (in any order; [`Reserved::sort`] puts them in order).
    pub fn push(&mut self, p: Reg, q: u32, owner: VReg) {
        self.list_mut(p).push((q, owner));
    }

    /// The list of `p`, made where there is none (the lists reach as far
    /// as the registers reserved: most kernels reserve only low ones).
    fn list_mut(&mut self, p: Reg) -> &mut Vec<(u32, VReg)> {
        if self.lists.len() <= p.index() {
            self.lists.resize_with(p.index() + 1, Vec::new);
        }
        &mut self.lists[p.index()]
    }

    /// Puts each register's points in order, once they are all pushed.
    pub fn sort(&mut self) {
        for list in &mut self.lists {
            list.sort_unstable_by_key(|&(q, _)| q);
        }
    }

    /// Reserves `p` at point `q` for `owner`, keeping the order (during the
    /// scan).
    pub fn insert(&mut self, p: Reg, q: u32, owner: VReg) {
        let list = self.list_mut(p);
        let at = list.partition_point(|&(r, _)| r < q);
        list.insert(at, (q, owner));
    }

    /// Whether no operand but `v`'s needs `p` from `lo` to `hi` (inclusive),
    /// for a scan whose `lo` never decreases from one call to the next for
    /// register `p` and which inserts no point below its current `lo`: `at`
    /// keeps where `p`'s list was left (the first point at or after the last
    /// `lo`), so the lists are walked once over the whole scan instead of
    /// searched at every call. Inlined into the scan, which asks for every
    /// span and candidate: most registers are reserved nowhere, answered at
    /// once.
    #[inline]
    pub fn only_from(&self, p: Reg, lo: u32, hi: u32, v: VReg, at: &Cell<u32>) -> bool {
        let Some(list) = self.lists.get(p.index()).filter(|l| !l.is_empty()) else {
            return true;
        };
        let mut first = at.get() as usize;
        debug_assert!(first == 0 || list[first - 1].0 < lo, "lo went back");
        while first < list.len() && list[first].0 < lo {
            first += 1;
        }
        at.set(first as u32);
        list[first..]
            .iter()
            .take_while(|&&(q, _)| q <= hi)
            .all(|&(_, owner)| owner == v)
    }
}

impl Default for Reserved {
    fn default() -> Self {
        Reserved::new()
    }
}

#[cfg(test)]
mod tests {
    use super::Reserved;
    use crate::assignment::Reg;
    use regalloc2::{RegClass, VReg};
    use std::cell::Cell;

    /// The answer by looking at every point of the list.
    fn every_point(r: &Reserved, p: Reg, lo: u32, hi: u32, v: VReg) -> bool {
        r.lists.get(p.index()).is_none_or(|list| {
            list.iter()
                .filter(|(q, _)| (lo..=hi).contains(q))
                .all(|&(_, owner)| owner == v)
        })
    }

    #[test]
    fn only_the_owner_within_the_span() {
        let p = Reg::new(3, RegClass::Float);
        let (a, b) = (VReg::new(1, RegClass::Float), VReg::new(2, RegClass::Float));
        let mut r = Reserved::new();
        r.push(p, 10, a);
        r.push(p, 4, b);
        r.sort();
        let at = Cell::new(0);
        assert!(!r.only_from(p, 0, 5, a, &at), "b needs it at 4");
        assert!(r.only_from(p, 5, 12, a, &at));
        r.insert(p, 7, b);
        assert!(!r.only_from(p, 5, 12, a, &at), "b needs it at 7");
        assert!(r.only_from(p, 8, 12, a, &at));
        assert!(r.only_from(p, 11, 30, b, &at), "nothing after 10");
    }

    /// The walk answers as a look at every point over rising `lo`s, points
    /// inserted at or after the current `lo` included.
    #[test]
    fn the_walk_answers_as_every_point() {
        let p = Reg::new(3, RegClass::Float);
        let (a, b) = (VReg::new(1, RegClass::Float), VReg::new(2, RegClass::Float));
        let mut r = Reserved::new();
        for q in [4, 10, 10, 17, 30] {
            r.push(p, q, if q == 10 { a } else { b });
        }
        r.sort();
        let at = Cell::new(0);
        for lo in 0..35 {
            if lo == 12 {
                r.insert(p, 20, a);
            }
            for hi in lo..40 {
                for v in [a, b] {
                    let walked = r.only_from(p, lo, hi, v, &at);
                    assert_eq!(walked, every_point(&r, p, lo, hi, v), "{lo} {hi}");
                }
            }
        }
    }
}
