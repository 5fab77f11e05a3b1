//! The order isel selects each block's MIR instructions in: every
//! instruction without side effects, and every shared-memory load, just
//! before the first instruction of its block that reads it, so that a value
//! is computed where it is needed and not long before.
//!
//! The lowering writes a tile op's registers all at once, op after op: a
//! 128×128 tile's 64 addresses a lane, then its 64 masks, then the 64 loads;
//! a dot operand's 256 words read from shared memory, then the MFMA chain
//! that reads them a few at a time. The PTX path leaves the order to ptxas,
//! which schedules; here the register allocator takes it as it is, and all
//! of those would be live at once. In this order each address and mask is
//! computed just before its load, each operand word read just before the
//! MFMA step that takes it.
//!
//! What stays where it is, in its order (the anchors): the instructions
//! with side effects (fences: stores, barriers, atomics), the terminator,
//! global loads (issued as the lowering wrote them, all in flight at once)
//! and MFMA chains (their fixed registers). A shared-memory load moves down
//! but not past a fence: the fence places every load before it that is not
//! placed yet. Every other instruction moves down, never up: it is placed,
//! with the instructions of its block it reads that have not been placed
//! yet (operands in order, each with its own), just before the first anchor
//! that needs it; what no anchor of the block reads (values live out of it)
//! goes last, before the terminator. The order is a permutation within each
//! block, so every value is still defined before it is read.

use cranelift_entity::EntityRef;
use tilelift_mir::{self as mir, InstData, MemSpace};

/// How an instruction may move.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Kind {
    /// Down, to its first reader.
    Free,
    /// Down, to its first reader, but not past a fence (a shared-memory
    /// load).
    Load,
    /// Not at all, and no shared-memory load crosses it (an instruction with
    /// side effects).
    Fence,
    /// Not at all (global loads, MFMA chains).
    Anchor,
}

fn kind(data: &InstData) -> Kind {
    if data.has_side_effects() {
        return Kind::Fence;
    }
    match data {
        InstData::Load {
            space: MemSpace::Shared,
            ..
        } => Kind::Load,
        InstData::Load { .. } | InstData::LdMatrix { .. } | InstData::Mfma(_) => Kind::Anchor,
        _ => Kind::Free,
    }
}

/// Each block's instructions in the order to select them: `order[range]`,
/// for the block's [`mir::Function::block_inst_range`], is a permutation of
/// that range.
pub fn order(func: &mir::Function) -> Vec<u32> {
    let n = func.num_insts();
    let mut s = Sched {
        func,
        def_at: definitions(func),
        kinds: (0..n).map(|i| kind(func.inst(mir::Inst::new(i)))).collect(),
        placed: vec![false; n],
        order: Vec::with_capacity(n),
        stack: Vec::new(),
        deps: Vec::new(),
    };
    let mut loads = Vec::new();
    for block in func.blocks() {
        let range = func.block_inst_range(block);
        let Some(last) = range.clone().last() else {
            continue;
        };
        let body = if func.inst(mir::Inst::new(last)).is_terminator() {
            range.start..last
        } else {
            range.clone()
        };
        loads.clear();
        for i in body.clone() {
            match s.kinds[i] {
                Kind::Free => {}
                Kind::Load => loads.push(i),
                Kind::Fence => {
                    for &l in &loads {
                        s.place(l, &range);
                    }
                    loads.clear();
                    s.place(i, &range);
                }
                Kind::Anchor => s.place(i, &range),
            }
        }
        for i in body {
            s.place(i, &range);
        }
        if s.order.len() < range.end {
            s.place(last, &range);
        }
    }
    s.order
}

/// Checks `order` against `func`: each block's part is a permutation of the
/// block's instructions that keeps its anchors and fences in their order,
/// ends with the terminator, places each shared-memory load between the
/// same fences as before, and defines each register the block defines
/// before the block reads it. What is wrong, if anything.
pub fn check(func: &mir::Function, order: &[u32]) -> Result<(), String> {
    if order.len() != func.num_insts() {
        return Err(format!(
            "{} of {} instructions ordered",
            order.len(),
            func.num_insts()
        ));
    }
    let def_at = definitions(func);
    for block in func.blocks() {
        let range = func.block_inst_range(block);
        let part = &order[range.clone()];
        // The fences before each instruction of the block, as written.
        let mut fences_before = Vec::with_capacity(range.len());
        let mut fences = 0;
        for i in range.clone() {
            fences_before.push(fences);
            fences += usize::from(kind(func.inst(mir::Inst::new(i))) == Kind::Fence);
        }
        let mut seen = vec![false; range.len()];
        let (mut last_anchor, mut fences) = (None, 0);
        for (pos, &i) in part.iter().enumerate() {
            let i = i as usize;
            if !range.contains(&i) || seen[i - range.start] {
                return Err(format!("{block}: instruction {i} out of place"));
            }
            let data = func.inst(mir::Inst::new(i));
            if data.is_terminator() && pos + 1 != part.len() {
                return Err(format!("{block}: the terminator is not last"));
            }
            let k = kind(data);
            match k {
                Kind::Free => {}
                Kind::Load if fences != fences_before[i - range.start] => {
                    return Err(format!("{block}: load {i} moved past a fence"));
                }
                Kind::Load => {}
                Kind::Fence | Kind::Anchor => {
                    if let Some(a) = last_anchor.filter(|&a| a > i) {
                        return Err(format!("{block}: anchor {i} placed after anchor {a}"));
                    }
                    last_anchor = Some(i);
                }
            }
            fences += usize::from(k == Kind::Fence);
            let mut early = None;
            data.for_each_use(|r| {
                let d = def_at[r.index()] as usize;
                if range.contains(&d) && !seen[d - range.start] {
                    early = Some(r);
                }
            });
            if let Some(r) = early {
                return Err(format!(
                    "{block}: instruction {i} reads {r} before its definition"
                ));
            }
            seen[i - range.start] = true;
        }
    }
    Ok(())
}

/// The instruction that defines each register (`u32::MAX`: a block
/// parameter).
fn definitions(func: &mir::Function) -> Vec<u32> {
    let mut def_at = vec![u32::MAX; func.num_regs()];
    for i in 0..func.num_insts() {
        func.inst(mir::Inst::new(i))
            .for_each_def(|r| def_at[r.index()] = i as u32);
    }
    def_at
}

struct Sched<'f> {
    func: &'f mir::Function,
    /// The instruction that defines each register (`u32::MAX`: a block
    /// parameter).
    def_at: Vec<u32>,
    kinds: Vec<Kind>,
    placed: Vec<bool>,
    order: Vec<u32>,
    /// The walk's work: an instruction to visit, or (high bit set) one whose
    /// operands are placed, to place.
    stack: Vec<u32>,
    deps: Vec<u32>,
}

const PLACE: u32 = 1 << 31;

impl Sched<'_> {
    /// Places instruction `i` of the block `range`, after the instructions
    /// of the block it reads that may move and are not placed yet, each
    /// after its own, depth first in operand order.
    fn place(&mut self, i: usize, range: &std::ops::Range<usize>) {
        if self.placed[i] {
            return;
        }
        self.stack.push(i as u32);
        while let Some(top) = self.stack.pop() {
            let at = (top & !PLACE) as usize;
            if top & PLACE != 0 {
                self.order.push(at as u32);
                continue;
            }
            if self.placed[at] {
                continue;
            }
            self.placed[at] = true;
            self.stack.push(at as u32 | PLACE);
            self.deps.clear();
            let (def_at, kinds, placed, deps) =
                (&self.def_at, &self.kinds, &self.placed, &mut self.deps);
            self.func.inst(mir::Inst::new(at)).for_each_use(|r| {
                let d = def_at[r.index()] as usize;
                if range.contains(&d) && !placed[d] && matches!(kinds[d], Kind::Free | Kind::Load) {
                    deps.push(d as u32);
                }
            });
            self.stack.extend(self.deps.iter().rev());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scheduled(text: &str) -> Vec<u32> {
        let func = mir::parse::parse(text).unwrap();
        let order = order(&func);
        check(&func, &order).unwrap();
        order
    }

    /// Addresses computed for two loads at once are each computed just
    /// before their load; the loads keep their order.
    #[test]
    fn addresses_move_to_their_loads() {
        let text = "\
kernel k(%x: i64 ptr) warps=1 shared=0 {
block0:
    v0 = param 0
    v1 = Add i64 v0, 4
    v2 = Add i64 v0, 8
    v3 = load.global i32 [v1 + 0]
    v4 = load.global i32 [v2 + 0]
    v5 = Add i32 v3, v4
    store.global i32 [v0 + 0], v5
    return
}
";
        assert_eq!(scheduled(text), vec![0, 1, 3, 2, 4, 5, 6, 7]);
    }

    /// Shared-memory loads move down to their reader, past a global load
    /// but not past a store.
    #[test]
    fn shared_loads_move_down_to_the_next_fence() {
        let text = "\
kernel k(%x: i64 ptr) warps=1 shared=64 {
block0:
    v0 = shared_base
    v1 = load.shared i32 [v0 + 0]
    v2 = load.shared i32 [v0 + 4]
    v3 = param 0
    store.global i32 [v3 + 0], v1
    v4 = load.shared i32 [v0 + 8]
    v5 = load.global i32 [v3 + 0]
    store.global i32 [v3 + 4], v4, v5
    return
}
";
        assert_eq!(scheduled(text), vec![0, 1, 2, 3, 4, 6, 5, 7, 8]);
        let func = mir::parse::parse(text).unwrap();
        // A shared load past the store that follows it, or before the
        // store that precedes it.
        assert!(check(&func, &[0, 2, 3, 4, 1, 6, 5, 7, 8]).is_err());
        assert!(check(&func, &[0, 1, 2, 3, 5, 4, 6, 7, 8]).is_err());
    }

    /// The check finds a read before the definition, an anchor out of
    /// order, a terminator not last and an instruction left out.
    #[test]
    fn the_check_fails_where_it_should() {
        let text = "\
kernel k(%x: i64 ptr) warps=1 shared=0 {
block0:
    v0 = param 0
    v1 = load.global i32 [v0 + 0]
    v2 = load.global i32 [v0 + 4]
    return
}
";
        let func = mir::parse::parse(text).unwrap();
        assert_eq!(check(&func, &[0, 1, 2, 3]), Ok(()));
        for bad in [
            &[1, 0, 2, 3][..],
            &[0, 2, 1, 3],
            &[0, 1, 3, 2],
            &[0, 1, 1, 3],
            &[0, 1, 2],
        ] {
            assert!(check(&func, bad).is_err(), "{bad:?}");
        }
    }
}
