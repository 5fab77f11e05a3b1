//! Spill slots ordered by use: the allocators number slots as they hand
//! them out (the linear scan in order of where spans start, regalloc2 as it
//! meets spill sets), but where a slot lives depends on its number: the
//! first [`SpillSlots::agprs`](crate::regalloc::SpillSlots) words are
//! accumulation registers (one `v_accvgpr_read`/`write` per access), the
//! rest scratch memory (a `scratch_load`, the `s_waitcnt` its use needs, and
//! a base register for offsets beyond 4 KiB). [`by_use`] renumbers the
//! slots so that those accessed most, each access weighted by 8 per loop
//! around it (as the linear scan weighs spills), come first and take the
//! accumulation registers: a kernel whose values live in slots before a hot
//! loop no longer leaves that loop's spills to scratch memory.
//!
//! A slot is a run of 32-bit words (one, or two for a VGPR pair) named by
//! its first word; the words of every slot stay together and no two slots
//! share a word, so the renumbering is a permutation of slots, which
//! regalloc2's checker sees as the same allocation with other slot names.

use crate::assignment::{Assignment, Loc};
use crate::regalloc::VCode;
use regalloc2::Function;

/// Renumbers `out`'s spill slots, most used first; leaves `out` as it is
/// when it has no slots, or when a word is seen as part of two different
/// slots (which no allocator here produces).
pub fn by_use(vcode: &VCode, out: &mut Assignment) {
    if out.num_spillslots == 0 {
        return;
    }
    let weights = crate::linear::loop_weights(vcode);
    let Some(slots) = slot_uses(vcode, out, &weights) else {
        return;
    };
    let new_start = renumbering(&slots, out.num_spillslots);
    let rename = |a: &mut Loc| {
        if let Loc::Slot(s) = *a {
            *a = Loc::Slot(new_start[s as usize]);
        }
    };
    for (_, from, to) in &mut out.moves {
        rename(from);
        rename(to);
    }
}

/// Per word: the size of the slot that starts there (0: no slot starts
/// there) and its loop-weighted accesses; `None` where the words do not
/// form disjoint slots.
fn slot_uses(vcode: &VCode, out: &Assignment, weights: &[u32]) -> Option<Vec<(u32, u64)>> {
    let n = out.num_spillslots;
    let mut slots = vec![(0u32, 0u64); n];
    let mut note = |a: Loc, size: usize, weight: u32| -> Option<()> {
        let s = a.as_slot()? as usize;
        let slot = slots.get_mut(s)?;
        if slot.0 != 0 && slot.0 as usize != size {
            return None;
        }
        slot.0 = size as u32;
        slot.1 += u64::from(weight);
        Some(())
    };
    for &(at, from, to) in &out.moves {
        let (stack, reg) = match (from.as_reg(), to.as_reg()) {
            (Some(r), None) => (to, r),
            (None, Some(r)) => (from, r),
            (Some(_), Some(_)) => continue,
            // No register end to give the slot's size.
            (None, None) => return None,
        };
        let weight = weights.get(at.inst().index()).copied().unwrap_or(1);
        note(stack, vcode.spillslot_size(reg.class()), weight)?;
    }
    disjoint(&slots).then_some(slots)
}

/// Whether no slot runs past the words or into the next slot's first word.
fn disjoint(slots: &[(u32, u64)]) -> bool {
    let mut covered_to = 0;
    for (w, &(size, _)) in slots.iter().enumerate() {
        if size == 0 {
            continue;
        }
        if w < covered_to || w + size as usize > slots.len() {
            return false;
        }
        covered_to = w + size as usize;
    }
    true
}

/// Per old first word, the new first word: the slots by accesses, most
/// first (of equals, the lower old number first), then the words no access
/// names, one by one in their old order.
fn renumbering(slots: &[(u32, u64)], n: usize) -> Vec<u32> {
    let mut covered = vec![false; n];
    let mut order: Vec<(u64, usize, u32)> = Vec::new();
    for (w, &(size, weight)) in slots.iter().enumerate() {
        if size > 0 {
            covered[w..w + size as usize].fill(true);
            order.push((weight, w, size));
        }
    }
    order.sort_unstable_by_key(|&(weight, w, _)| (std::cmp::Reverse(weight), w));
    let unnamed = (0..n).filter(|&w| !covered[w]).map(|w| (0, w, 1));
    let mut new_start = vec![0u32; n];
    let mut next = 0;
    for (_, w, size) in order.into_iter().chain(unnamed) {
        new_start[w] = next;
        next += size;
    }
    new_start
}

#[cfg(test)]
mod tests {
    use super::{disjoint, renumbering};

    /// The most used slot first, a pair kept whole, unnamed words last.
    #[test]
    fn renumbering_puts_the_most_used_first() {
        // Words 0: a single slot used once; 1-2: a pair used 64 times;
        // 3: unnamed; 4: a single slot used 8 times.
        let slots = [(1, 1), (2, 64), (0, 0), (0, 0), (1, 8)];
        let new = renumbering(&slots, 5);
        assert_eq!(new[1], 0, "the pair first");
        assert_eq!(new[4], 2, "then the slot used 8 times");
        assert_eq!(new[0], 3, "then the slot used once");
        assert_eq!(new[3], 4, "the unnamed word last");
    }

    #[test]
    fn overlapping_slots_are_not_disjoint() {
        assert!(disjoint(&[(2, 1), (0, 0), (1, 1)]));
        assert!(
            !disjoint(&[(2, 1), (1, 1)]),
            "a pair's second word named alone"
        );
        assert!(!disjoint(&[(0, 0), (2, 1)]), "a pair past the last word");
    }
}
