//! A linear-scan allocator for the kernels that need neither spills nor
//! block parameters: most kernels without a loop. It does in one pass what
//! regalloc2's backtracking allocator (Ion) does in many, and
//! [`crate::regalloc::allocate`] falls back to Ion for everything else (a
//! loop, or more registers live at once than a class has).
//!
//! Without block parameters and with every edge going forward in block
//! order (checked), a value is live at most from its definition to its last
//! use in program order: every path from the one to the other stays between
//! them. Each virtual register is given one physical register for that
//! whole span (its hull, in program points: instruction `i` reads its uses
//! at `2i` and writes its late defs at `2i + 1`; an early def occupies
//! both), the registers taken in order of where the spans start. That is
//! greedy colouring of an interval graph, which uses no more registers than
//! the most spans that overlap at one point; regalloc2's allocator, which
//! may split a span around a conflict, needs as many.
//!
//! Fixed registers (`v0` for the workitem id at entry, the windows of
//! vector accesses) are reserved at the points where an operand needs them:
//! no other value may hold such a register across such a point. A value
//! whose span allows it lives in its fixed register; otherwise it lives
//! elsewhere and a move fills the fixed register before the instruction
//! (a use) or empties it after (a def), as regalloc2's moves do. A def that
//! reuses a use's register takes it where that use dies there; where the
//! use lives on, this allocator gives up and Ion allocates the kernel.
//!
//! The result is a regalloc2 [`Output`] (no spill slots), so the writer
//! reads it as it reads Ion's, and regalloc2's checker checks it in the
//! tests as it checks Ion's.

use crate::regalloc::VCode;
use regalloc2::{
    Allocation, Block, Edit, Function, Inst, MachineEnv, OperandConstraint, OperandKind,
    OperandPos, Output, PReg, ProgPoint, VReg,
};

/// The allocation of `vcode`, or `None` where it needs what this allocator
/// does not do (block parameters, a backward edge, a reused register that
/// lives on, a spill).
pub fn allocate(vcode: &VCode, env: &MachineEnv) -> Option<Output> {
    if !vcode.params.is_empty() || !forward_only(vcode) {
        return None;
    }
    let spans = Spans::new(vcode)?;
    let assigned = spans.assign(vcode, env)?;
    Some(spans.output(vcode, &assigned))
}

/// Whether every edge goes to a later block.
fn forward_only(vcode: &VCode) -> bool {
    (0..vcode.num_blocks()).all(|b| {
        vcode
            .block_succs(Block::new(b))
            .iter()
            .all(|s| s.index() > b)
    })
}

/// The program point of an operand of instruction `i`.
fn point(i: usize, pos: OperandPos) -> u32 {
    2 * i as u32 + u32::from(pos == OperandPos::Late)
}

/// Each virtual register's span and what its operands ask for.
struct Spans {
    /// First and last point, per virtual register (`start > end`: unused).
    span: Vec<(u32, u32)>,
    /// A fixed register some operand of the register asks for.
    hint: Vec<Option<PReg>>,
    /// For a def that reuses a use's register: that use's register.
    reuses: Vec<Option<VReg>>,
    /// Per physical register (by [`PReg::index`]), the points where an
    /// operand needs it and whose operand that is, in program order.
    reserved: Vec<Vec<(u32, VReg)>>,
}

impl Spans {
    /// The spans of `vcode`'s registers; `None` where a reused use lives on
    /// or an operand asks for a stack slot or a range.
    fn new(vcode: &VCode) -> Option<Spans> {
        let n = vcode.num_vregs();
        let mut s = Spans {
            span: vec![(u32::MAX, 0); n],
            hint: vec![None; n],
            reuses: vec![None; n],
            reserved: vec![Vec::new(); PReg::NUM_INDEX],
        };
        for i in 0..vcode.num_insts() {
            for op in vcode.inst_operands(Inst::new(i)) {
                let v = op.vreg().vreg();
                let at = point(i, op.pos());
                // A def is written at its point and held until the late
                // point at least (an early def is not given up to a late def
                // of the same instruction).
                let end = if op.kind() == OperandKind::Def {
                    2 * i as u32 + 1
                } else {
                    at
                };
                let (lo, hi) = &mut s.span[v];
                *lo = (*lo).min(at);
                *hi = (*hi).max(end);
                match op.constraint() {
                    OperandConstraint::Any | OperandConstraint::Reg => {}
                    OperandConstraint::FixedReg(p) => {
                        s.hint[v].get_or_insert(p);
                        for q in at..=end {
                            s.reserved[p.index()].push((q, op.vreg()));
                        }
                    }
                    OperandConstraint::Reuse(_) => {}
                    OperandConstraint::Stack | OperandConstraint::Limit(_) => return None,
                }
            }
            // Reused uses, once every operand of the instruction is seen.
            let ops = vcode.inst_operands(Inst::new(i));
            for op in ops {
                if let OperandConstraint::Reuse(idx) = op.constraint() {
                    let used = ops.get(idx)?.vreg();
                    s.reuses[op.vreg().vreg()] = Some(used);
                }
            }
        }
        for list in &mut s.reserved {
            list.sort_unstable_by_key(|&(q, _)| q);
        }
        // A reused use must die at the instruction that reuses it.
        for (v, used) in s.reuses.iter().enumerate() {
            if let Some(u) = used {
                if s.span[u.vreg()].1 + 1 != s.span[v].0 {
                    return None;
                }
            }
        }
        Some(s)
    }

    /// Whether `p` may hold `v` over `v`'s span, given when each register
    /// becomes free (`free_at`): no other value holds it, and no operand of
    /// another value needs it there.
    fn fits(&self, p: PReg, v: VReg, free_at: &[u32]) -> bool {
        let (lo, hi) = self.span[v.vreg()];
        if free_at[p.index()] > lo {
            return false;
        }
        let list = &self.reserved[p.index()];
        let first = list.partition_point(|&(q, _)| q < lo);
        list[first..]
            .iter()
            .take_while(|&&(q, _)| q <= hi)
            .all(|&(_, owner)| owner == v)
    }

    /// A register for every used virtual register, spans taken in order of
    /// their start; `None` when a class runs out.
    fn assign(&self, vcode: &VCode, env: &MachineEnv) -> Option<Vec<Option<PReg>>> {
        let mut order: Vec<u32> = (0..self.span.len() as u32)
            .filter(|&v| self.span[v as usize].0 <= self.span[v as usize].1)
            .collect();
        // Among spans that start together, a reuse first (its register is
        // given), then a fixed register.
        order.sort_unstable_by_key(|&v| {
            let v = v as usize;
            let rank = match (self.reuses[v], self.hint[v]) {
                (Some(_), _) => 0,
                (None, Some(_)) => 1,
                _ => 2,
            };
            (self.span[v].0, rank)
        });
        let mut free_at = vec![0u32; PReg::NUM_INDEX];
        let mut assigned: Vec<Option<PReg>> = vec![None; self.span.len()];
        for v in order {
            let v = v as usize;
            let vreg = VReg::new(v, vcode.vreg_classes[v]);
            let class = vreg.class() as usize;
            let choice = match self.reuses[v] {
                Some(u) => assigned[u.vreg()].filter(|&p| self.fits(p, vreg, &free_at)),
                None => self.hint[v]
                    .filter(|&p| {
                        env.preferred_regs_by_class[class].contains(p)
                            || env.non_preferred_regs_by_class[class].contains(p)
                    })
                    .into_iter()
                    .chain(env.preferred_regs_by_class[class])
                    .chain(env.non_preferred_regs_by_class[class])
                    .find(|&p| self.fits(p, vreg, &free_at)),
            };
            let p = choice?;
            free_at[p.index()] = self.span[v].1 + 1;
            assigned[v] = Some(p);
        }
        Some(assigned)
    }

    /// The allocation as regalloc2 writes it: each operand's register, and
    /// the moves into and out of fixed registers where the value lives
    /// elsewhere.
    fn output(&self, vcode: &VCode, assigned: &[Option<PReg>]) -> Output {
        let mut out = Output {
            allocs: Vec::with_capacity(vcode.operands.len()),
            inst_alloc_offsets: Vec::with_capacity(vcode.num_insts()),
            ..Output::default()
        };
        let mut after = Vec::new();
        for i in 0..vcode.num_insts() {
            let inst = Inst::new(i);
            out.inst_alloc_offsets.push(out.allocs.len() as u32);
            for op in vcode.inst_operands(inst) {
                let home = assigned[op.vreg().vreg()];
                let Some(home) = home else {
                    unreachable!("every operand's register has a span")
                };
                let at = match op.constraint() {
                    OperandConstraint::FixedReg(p) => p,
                    _ => home,
                };
                out.allocs.push(Allocation::reg(at));
                if at == home {
                    continue;
                }
                let (from, to) = (Allocation::reg(home), Allocation::reg(at));
                match op.kind() {
                    OperandKind::Use => out
                        .edits
                        .push((ProgPoint::before(inst), Edit::Move { from, to })),
                    OperandKind::Def => {
                        after.push((ProgPoint::after(inst), Edit::Move { from: to, to: from }))
                    }
                }
            }
            out.edits.append(&mut after);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use crate::{isel, regalloc, Mcpu};
    use tilelift_mir as mir;

    fn vcode(text: &str) -> regalloc::VCode {
        let func = mir::parse::parse(text).unwrap();
        isel::select(&func, 64 * func.num_warps, Mcpu::Gfx90a).unwrap()
    }

    /// A kernel without a loop: allocated here, and regalloc2's checker
    /// accepts it, windows of vector accesses included (their values live
    /// on past the next access to the same window, so some are moved).
    #[test]
    fn straight_line_kernels_are_allocated_and_check() {
        let mut text = String::from(
            "kernel k(%x: i64 ptr) warps=1 shared=0 {\nblock0:\n    v0 = special tid.x\n    \
             v1 = param 0\n",
        );
        let n = 6;
        for k in 0..n {
            let d: Vec<String> = (0..4).map(|j| format!("v{}", 10 + 4 * k + j)).collect();
            text += &format!("    {} = load.global i32 [v1 + {}]\n", d.join(", "), 16 * k);
        }
        for k in 0..n {
            let d: Vec<String> = (0..4)
                .map(|j| format!("v{}", 10 + 4 * (n - 1 - k) + j))
                .collect();
            text += &format!("    store.global i32 [v1 + {}], {}\n", 16 * k, d.join(", "));
        }
        text += "    return\n}\n";
        let vc = vcode(&text);
        let env = regalloc::machine_env(40, None);
        let out = super::allocate(&vc, &env).expect("allocated without Ion");
        assert!(
            !out.edits.is_empty(),
            "windows reused while their values live"
        );
        regalloc::check(&vc, &env, &out).unwrap();
    }

    /// A loop (block parameters and a backward edge) is left to Ion.
    #[test]
    fn loops_are_left_to_ion() {
        let vc = vcode(
            "kernel k(%n: i32) warps=1 shared=0 {\nblock0:\n    v0 = const i32 0x0\n    \
             v1 = param 0\n    jump block1(v0)\nblock1(v2: i32):\n    \
             v3 = Add i32 v2, 1\n    v4 = cmp SLt i32 v3, v1\n    brif v4, block2, block3\n\
             block2:\n    jump block1(v3)\nblock3:\n    return\n}\n",
        );
        assert!(super::allocate(&vc, &regalloc::machine_env(40, None)).is_none());
    }
}
