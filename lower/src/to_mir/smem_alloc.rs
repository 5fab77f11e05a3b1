//! Where each `ttg.local_alloc` of a TTGIR function lies in shared memory.
//!
//! As Triton's allocator does, a buffer holds its bytes only while it is
//! live: from its `ttg.local_alloc` to the last use of it or of a view of it
//! (`ttg.memdesc_index`, `memdesc_subview`, `memdesc_trans`, a
//! `warp_group_dot_wait`'s pass-through, a loop-carried or `scf.if` result).
//! A use inside a loop (or other region op) that does not hold the
//! allocation keeps the buffer live to that op's end: a later turn may use
//! it again. A TMA store reads its buffer after the op, until an
//! `async_tma_store_wait`: a buffer it reads lives to its `local_dealloc`
//! (which Triton's TTGIR puts after the wait), or to the function's end. A
//! memdesc whose buffers cannot be told keeps every buffer live for the
//! whole function.
//!
//! Placement, in program order: a buffer starts above every buffer placed
//! before it whose live range meets its own, at its alignment. Where every
//! buffer is live at once this is the buffers one after another; where one
//! dies first (the causal attention's first loop's `k` and `v`, freed
//! before the second loop allocates its own) a later one takes its bytes.
//! Buffers that share bytes are one buffer to the barrier analysis
//! ([`aliases`]).

use crate::assign::index::{block_parent, parent_op, FuncIndex};
use hashbrown::{HashMap, HashSet};
use tilelift_ir::{
    Function, Inst, InstructionData, Opcode, Region, TypeData, Types, Value, ValueDef,
};

/// One allocation to place.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Buffer {
    /// Its `ttg.local_alloc`.
    pub inst: Inst,
    /// Its size in bytes.
    pub bytes: u64,
    /// Its alignment in bytes (a power of two).
    pub align: u64,
}

/// Each buffer's byte offset, in the order given, and the end of the
/// highest.
pub(crate) fn place(types: &Types, func: &Function, buffers: &[Buffer]) -> (Vec<u64>, u64) {
    let live = live_ranges(types, func, buffers);
    let mut offsets: Vec<u64> = Vec::with_capacity(buffers.len());
    let mut top = 0;
    for (i, b) in buffers.iter().enumerate() {
        let floor = (0..i)
            .filter(|&j| overlaps(live[i], live[j]))
            .map(|j| offsets[j] + buffers[j].bytes)
            .max()
            .unwrap_or(0);
        let start = floor.next_multiple_of(b.align);
        offsets.push(start);
        top = top.max(start + b.bytes);
    }
    (offsets, top)
}

/// For each buffer, a mask of the buffers (by index, modulo 64) whose bytes
/// meet its own, itself included.
pub(crate) fn aliases(buffers: &[Buffer], offsets: &[u64]) -> Vec<u64> {
    let span = |i: usize| (offsets[i], offsets[i] + buffers[i].bytes);
    (0..buffers.len())
        .map(|i| {
            (0..buffers.len())
                .filter(|&j| {
                    let ((a0, a1), (b0, b1)) = (span(i), span(j));
                    i == j || (a0 < b1 && b0 < a1)
                })
                .fold(0, |m, j| m | 1u64 << (j % 64))
        })
        .collect()
}

fn overlaps(a: (u32, u32), b: (u32, u32)) -> bool {
    a.0 <= b.1 && b.0 <= a.1
}

/// Instructions numbered in program order ([`FuncIndex`]'s, nested regions
/// inside their op): each op's number and the last number inside it.
struct Numbering {
    pos: HashMap<Inst, (u32, u32)>,
    next: u32,
}

impl Numbering {
    fn new(func: &Function) -> Self {
        let order = FuncIndex::new(func).order;
        let mut pos: HashMap<Inst, (u32, u32)> = order
            .iter()
            .enumerate()
            .map(|(i, &inst)| (inst, (i as u32, i as u32)))
            .collect();
        // An op's last number is its last nested instruction's: in reverse
        // order each instruction's is final before its parent takes it.
        for &inst in order.iter().rev() {
            if let Some(p) = parent_op(func, inst) {
                let end = pos[&inst].1;
                let at = pos.get_mut(&p).expect("a placed parent");
                at.1 = at.1.max(end);
            }
        }
        Numbering {
            pos,
            next: order.len() as u32,
        }
    }
}

/// Each buffer's live range: the numbers of its allocation and of its last
/// use (see the module's rules).
fn live_ranges(types: &Types, func: &Function, buffers: &[Buffer]) -> Vec<(u32, u32)> {
    let num = Numbering::new(func);
    let index: HashMap<Inst, usize> = buffers
        .iter()
        .enumerate()
        .map(|(i, b)| (b.inst, i))
        .collect();
    let mut live: Vec<(u32, u32)> = buffers
        .iter()
        .map(|b| {
            let at = num.pos.get(&b.inst).map_or(0, |p| p.0);
            (at, at)
        })
        .collect();
    let whole = (0, num.next.saturating_sub(1));
    let roots = Roots {
        func,
        index: &index,
    };
    let (mut tma_read, mut freed) = (vec![false; buffers.len()], vec![false; buffers.len()]);
    for (&user, &(at, _)) in &num.pos {
        for &arg in func.dfg.inst(user).args() {
            if !is_memdesc(types, func, arg) {
                continue;
            }
            let Some(found) = roots.of(arg) else {
                live.iter_mut().for_each(|l| *l = whole);
                return live;
            };
            for b in found {
                let Some(&(alloc, _)) = num.pos.get(&buffers[b].inst) else {
                    continue;
                };
                match func.dfg.inst(user).opcode() {
                    Opcode::AsyncTmaCopyLocalToGlobal => tma_read[b] = true,
                    Opcode::LocalDealloc => freed[b] = true,
                    _ => {}
                }
                // Climb out of the ops that do not hold the allocation.
                let (mut end, mut cur) = (at, user);
                while let Some(p) = parent_op(func, cur) {
                    let (p0, p1) = num.pos[&p];
                    if (p0..=p1).contains(&alloc) {
                        break;
                    }
                    (end, cur) = (p1, p);
                }
                live[b].1 = live[b].1.max(end);
            }
        }
    }
    for (b, l) in live.iter_mut().enumerate() {
        if tma_read[b] && !freed[b] {
            l.1 = whole.1;
        }
    }
    live
}

fn is_memdesc(types: &Types, func: &Function, v: Value) -> bool {
    matches!(types.data(func.dfg.value_type(v)), TypeData::MemDesc { .. })
}

/// Which allocations a memdesc value may be a view of.
struct Roots<'a> {
    func: &'a Function,
    index: &'a HashMap<Inst, usize>,
}

impl Roots<'_> {
    /// The buffers `v` may view; `None` where that cannot be told.
    fn of(&self, v: Value) -> Option<HashSet<usize>> {
        let mut out = HashSet::new();
        let mut seen = HashSet::new();
        self.walk(v, &mut seen, &mut out).then_some(out)
    }

    fn walk(&self, v: Value, seen: &mut HashSet<Value>, out: &mut HashSet<usize>) -> bool {
        if !seen.insert(v) {
            return true;
        }
        let dfg = &self.func.dfg;
        match dfg.value_def(v) {
            ValueDef::Result(i, n) => {
                let data = dfg.inst(i);
                match data.opcode() {
                    Opcode::LocalAlloc => match self.index.get(&i) {
                        Some(&b) => {
                            out.insert(b);
                            true
                        }
                        None => false,
                    },
                    Opcode::MemDescIndex | Opcode::MemDescSubview | Opcode::MemDescTrans => {
                        self.walk(data.args()[0], seen, out)
                    }
                    Opcode::WarpGroupDotWait => match data.args().get(n as usize) {
                        Some(&a) => self.walk(a, seen, out),
                        None => false,
                    },
                    _ => match data {
                        InstructionData::For { body, .. } => {
                            let init = data.args().get(3 + n as usize);
                            let yielded = self.yielded(*body, n as usize);
                            self.all([init.copied(), yielded], seen, out)
                        }
                        InstructionData::If {
                            then_region,
                            else_region,
                            ..
                        } => {
                            let (t, e) = (*then_region, *else_region);
                            self.all(
                                [self.yielded(t, n as usize), self.yielded(e, n as usize)],
                                seen,
                                out,
                            )
                        }
                        _ => false,
                    },
                }
            }
            ValueDef::Param(block, n) => {
                match block_parent(self.func, block).map(|o| dfg.inst(o)) {
                    Some(data @ InstructionData::For { body, .. }) if n > 0 => {
                        let k = n as usize - 1;
                        let init = data.args().get(3 + k);
                        self.all([init.copied(), self.yielded(*body, k)], seen, out)
                    }
                    _ => false,
                }
            }
        }
    }

    fn all(
        &self,
        vs: [Option<Value>; 2],
        seen: &mut HashSet<Value>,
        out: &mut HashSet<usize>,
    ) -> bool {
        vs.into_iter()
            .all(|v| v.is_some_and(|v| self.walk(v, seen, out)))
    }

    /// Operand `n` of the `scf.yield` that ends `region`'s entry block.
    fn yielded(&self, region: Region, n: usize) -> Option<Value> {
        let block = self.func.order.entry_block(region)?;
        let last = self.func.order.last_inst(block)?;
        self.func.dfg.inst(last).args().get(n).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::{aliases, place, Buffer};
    use tilelift_ir::Opcode;

    /// The offsets `place` gives the allocations of `body` (each 1024 bytes,
    /// 128-aligned), in program order, and the aliasing masks.
    fn offsets(body: &str) -> (Vec<u64>, Vec<u64>) {
        let text = format!(
            r#"
#blocked = #ttg.blocked<{{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}}>
#shared = #ttg.swizzled_shared<{{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}}>
#smem = #ttg.shared_memory
module attributes {{"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func public @k(%n: i32) {{
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %x = arith.constant dense<1.000000e+00> : tensor<256xf32, #blocked>
{body}    tt.return
  }}
}}
"#
        );
        let (module, _) = tilelift_ir::parse_module(&text).unwrap();
        let func = module.funcs.values().next().unwrap();
        let buffers: Vec<Buffer> = func
            .dfg
            .insts()
            .filter(|(_, d)| d.opcode() == Opcode::LocalAlloc)
            .map(|(inst, _)| Buffer {
                inst,
                bytes: 1024,
                align: 128,
            })
            .collect();
        let (at, _) = place(&module.types, func, &buffers);
        let masks = aliases(&buffers, &at);
        (at, masks)
    }

    const M: &str = "!ttg.memdesc<256xf32, #shared, #smem, mutable>";
    const T: &str = "tensor<256xf32, #blocked>";

    #[test]
    fn a_buffer_allocated_after_another_dies_takes_its_bytes() {
        let body = format!(
            "    %a = ttg.local_alloc %x : ({T}) -> {M}\n\
             \x20   %la = ttg.local_load %a : {M} -> {T}\n\
             \x20   ttg.local_dealloc %a : {M}\n\
             \x20   %b = ttg.local_alloc %la : ({T}) -> {M}\n\
             \x20   %lb = ttg.local_load %b : {M} -> {T}\n"
        );
        let (at, masks) = offsets(&body);
        assert_eq!(at, [0, 0]);
        // Sharing bytes, each is the other to the barrier analysis.
        assert_eq!(masks, [0b11, 0b11]);
    }

    #[test]
    fn buffers_live_together_lie_one_after_another() {
        let body = format!(
            "    %a = ttg.local_alloc %x : ({T}) -> {M}\n\
             \x20   %b = ttg.local_alloc %x : ({T}) -> {M}\n\
             \x20   %la = ttg.local_load %a : {M} -> {T}\n\
             \x20   %lb = ttg.local_load %b : {M} -> {T}\n"
        );
        let (at, masks) = offsets(&body);
        assert_eq!(at, [0, 1024]);
        assert_eq!(masks, [0b01, 0b10]);
    }

    #[test]
    fn a_buffer_read_in_a_loop_lives_to_the_loops_end() {
        // `a` is read early in the body, `b` allocated later in it: the next
        // turn reads `a` again, so `b` must not take its bytes.
        let body = format!(
            "    %a = ttg.local_alloc %x : ({T}) -> {M}\n\
             \x20   scf.for %i = %c0 to %n step %c1  : i32 {{\n\
             \x20     %la = ttg.local_load %a : {M} -> {T}\n\
             \x20     %b = ttg.local_alloc %la : ({T}) -> {M}\n\
             \x20     %lb = ttg.local_load %b : {M} -> {T}\n\
             \x20   }}\n"
        );
        assert_eq!(offsets(&body).0, [0, 1024]);
    }

    #[test]
    fn a_view_carried_by_a_loop_keeps_its_buffer_live() {
        // `a` is read after the loop only through the loop's result.
        let body = format!(
            "    %a = ttg.local_alloc %x : ({T}) -> {M}\n\
             \x20   %r = scf.for %i = %c0 to %n step %c1 iter_args(%v = %a) -> ({M})  : i32 {{\n\
             \x20     scf.yield %v : {M}\n\
             \x20   }}\n\
             \x20   %b = ttg.local_alloc %x : ({T}) -> {M}\n\
             \x20   %lr = ttg.local_load %r : {M} -> {T}\n"
        );
        assert_eq!(offsets(&body).0, [0, 1024]);
    }
}
