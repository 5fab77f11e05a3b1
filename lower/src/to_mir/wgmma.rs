//! `tt.dot` on Hopper's tensor cores: `wgmma.mma_async` (sm_90a), where layout
//! assignment chose an `#ttg.nvidia_mma` version 3 accumulator
//! ([`crate::assign`]'s `dot` module).
//!
//! ## The operands
//!
//! `wgmma` reads `b`, and `a` where it comes from a load, from shared memory,
//! through 64-bit matrix descriptors; an `a` computed in registers
//! (attention's `p`, [`crate::assign::dot::wgmma_a_in_registers`]) it takes
//! as the PTX ISA's register fragment, four 32-bit words a thread
//! ([`WgmmaA::Regs`]). The conversion of each shared operand to its `dot_op` layout stores
//! the tile there ([`super::ldmatrix`]'s `convert_to_dot_operand`; in a
//! pipelined loop the `cp.async` copies of [`super::pipeline`] do) in
//! Triton's `#ttg.nvmma_shared` layout ([`Swizzle::nvmma`]): row-major with
//! the 128-, 64- or 32-byte swizzle the row's width allows, or, where the
//! source's registers run down dimension 0, as the row-major tile of the
//! transposed tensor. A tile whose rows are stored along K is "K-major" for
//! `wgmma`, otherwise "M-" or "N-major" (`imm-trans-a` / `imm-trans-b`); both
//! are allowed for 16-bit inputs, 8-bit float tiles are stored K-major
//! whichever way the source runs. A tile converted before the loop of its
//! dot is pinned in shared memory for the rest of the program
//! ([`Ctx::pin_shared`](super::Ctx)). After `st.shared` stores the conversion
//! issues `fence.proxy.async` before its barrier (the stores are the generic
//! proxy's, `wgmma` reads through the async proxy); `cp.async` copies need
//! none (Triton's sm_90 code has none either).
//!
//! ## The descriptors
//!
//! The PTX ISA's "Matrix Descriptor Format": bits 0-13 the start address
//! over 16, 16-29 the leading dimension byte offset over 16, 32-45 the
//! stride dimension byte offset over 16, 62-63 the swizzle mode (1: 128
//! bytes, 2: 64, 3: 32). With a swizzle of width `W` bytes, the stride byte
//! offset is `8 W` (from one group of 8 rows to the next) in either major
//! order; the leading byte offset is the stride from one column block to the
//! next of an M- or N-major tile wider than the swizzle (`rows * W`), and
//! unused for a K-major one (0, as Triton writes it). Triton's
//! `tests/realworld/triton_matmul_fp16_128x256x64/kernel.ptx` has these
//! values (`4611686293338849280`: swizzle 128, leading 8192, stride 1024
//! bytes, for its N-major 64x256 `b`). Each instruction's start is the
//! element where its operand tile begins: rows a multiple of 8 and columns
//! of 16, where the swizzle's XOR is zero, so the byte offset from the tile's
//! start is plain arithmetic and goes into the descriptor as an add.
//!
//! ## The instructions
//!
//! One `wgmma.m64nNk16` per 64 x N tile of the accumulator a warpgroup holds
//! and per 16 of K, K innermost (Triton's order), `N` the encoding's
//! `instrShape[1]`. The chain: the accumulators copied into fresh registers,
//! `wgmma.fence`, the `wgmma`s, `wgmma.commit_group`, `wgmma.wait_group 0`
//! (Triton's `warp_group_dot_wait {pendings = 0}`): the results are ready
//! when the dot's lowering ends, and nothing after it sees the asynchrony.
//! The MIR's `wgmma` results name the same PTX registers as its accumulators
//! ([`InstData::Wgmma`]).
//!
//! The accumulator layout must be the `wgmma` `D` fragment's (checked): its
//! lanes those of [`super::dot`]'s `mma.sync` accumulator, warp bits 0 and 1
//! moving 16 and 32 rows (the warps of a warpgroup), the registers of each
//! 64 x N tile at the PTX ISA's places; further warp bits (more warpgroups)
//! may move it anywhere, which the descriptors follow.

use super::dot::{index, C_LANES};
use super::swizzle::Swizzle;
use super::tile::TileLayout;
use super::{Ctx, RegVec, Result};
use hashbrown::HashMap;
use tilelift_ir::{Opcode, Value, ValueDef};
use tilelift_mir::{
    BinaryOp, InstData, Operand, Reg, RegList, ShuffleKind, Type, UnaryOp, WgmmaA, WgmmaIn,
};

/// An operand tile of `wgmma` in shared memory.
#[derive(Copy, Clone, Debug)]
pub(super) struct SmemTile {
    /// Its byte offset from the shared-memory base (a multiple of 1024).
    pub region: i32,
    /// A byte offset in a register added to `region` (a pipeline's stage).
    pub stage: Option<Reg>,
    /// Its layout.
    pub sw: Swizzle,
    /// Whether it is the transposed tensor's row-major tile.
    pub transposed: bool,
    /// For a tile in scratch space ([`Ctx::scratch`]): what it takes to
    /// store it again where it may have been overwritten.
    pub scratch: Option<ScratchTile>,
}

/// A `wgmma` operand tile that a conversion stored in scratch space: valid
/// for a dot in the same block with no scratch user between them
/// ([`Ctx::fresh_wgmma_tiles`]).
#[derive(Copy, Clone, Debug)]
pub(super) struct ScratchTile {
    /// [`Ctx::smem_users`](super::Ctx) after the conversion's stores.
    pub users: u32,
    /// The block of the conversion.
    pub block: tilelift_ir::Block,
    /// The converted value.
    pub src: Value,
    /// Its layout, as stored (transposed where the tile is).
    pub src_id: super::tile::LayoutId,
    /// The element type.
    pub elem: Type,
    /// The tile's bytes (a multiple of 1024).
    pub bytes: u32,
}

/// Where `a` comes from: its tile (and the tile's descriptor base), or the
/// register fragment's words of each row of tiles and step of K.
enum ASource {
    Tile(WgmmaOperand, Reg),
    Regs(HashMap<[u32; 2], [Reg; 4]>),
}

/// One operand of the dot.
struct WgmmaOperand {
    tile: SmemTile,
    /// Whether `wgmma` reads it M- or N-major (PTX's `imm-trans`).
    mn_major: bool,
}

impl SmemTile {
    /// The byte offset of tensor element `(row, col)` of the operand, which
    /// must sit where the swizzle's XOR is zero.
    fn offset(&self, [row, col]: [u32; 2]) -> u32 {
        let (r, c) = if self.transposed {
            (col, row)
        } else {
            (row, col)
        };
        self.sw.byte_offset(r, c)
    }

    /// The descriptor's bits 16-63: the leading and stride byte offsets and
    /// the swizzle mode (see the module docs); `None` for a swizzle width
    /// that has no mode.
    fn descriptor_high(&self, mn_major: bool) -> Option<u64> {
        let width = self.sw.row_bytes();
        let mode: u64 = match width {
            128 => 1,
            64 => 2,
            32 => 3,
            _ => return None,
        };
        let stride = u64::from(8 * width) >> 4;
        let leading = match (mn_major, self.sw.split) {
            (true, Some(s)) => u64::from(s.rows * width) >> 4,
            _ => 0,
        };
        if stride >= 1 << 14 || leading >= 1 << 14 {
            return None;
        }
        Some(leading << 16 | stride << 32 | mode << 62)
    }
}

impl Ctx<'_> {
    /// `tt.dot` of `in_ty` inputs into its accumulator type (`f32`; `i32` for
    /// 8-bit integers) on `wgmma` (see the module docs); `lc` is the
    /// accumulator's layout, `n` the instruction's N.
    pub(super) fn lower_wgmma(
        &mut self,
        [a, b, c]: [Value; 3],
        in_ty: WgmmaIn,
        lc: &TileLayout,
        n: u32,
    ) -> Result<()> {
        let ta = self.wgmma_tiles.get(&a).copied();
        let Some(tb) = self.wgmma_tiles.get(&b).copied() else {
            return Err(self.unsupported(
                "tt.dot on wgmma whose b is not converted to a tile in shared memory",
            ));
        };
        let [ta, Some(tb)] = self.fresh_wgmma_tiles([ta, Some(tb)]) else {
            return Err(self.error("a wgmma's b tile lost when stored again"));
        };
        let k_dim = self.types.shape(self.func.dfg.value_type(a))[1] as u32;
        let warp_moves = self.wgmma_layout(lc)?;
        let step = in_ty.k();
        if !n.is_multiple_of(8) || !(8..=256).contains(&n) || !k_dim.is_multiple_of(step) {
            return Err(self.unsupported(format_args!("wgmma with N = {n} and K = {k_dim}")));
        }
        let tiles = self.accumulator_tiles(lc, n)?;
        // `a` from its tile, or in registers: its words, made before the
        // fence (which orders the warp's register writes before the `wgmma`s
        // that read them).
        let mut a_src = match ta {
            Some(tile) => {
                let op = WgmmaOperand {
                    tile,
                    mn_major: tile.transposed,
                };
                let base = self.operand_base(&op, 0, &warp_moves)?;
                ASource::Tile(op, base)
            }
            None => ASource::Regs(HashMap::new()),
        };
        let b_op = WgmmaOperand {
            tile: tb,
            mn_major: !tb.transposed,
        };
        let base_b = self.operand_base(&b_op, 1, &warp_moves)?;
        if let ASource::Regs(words) = &mut a_src {
            *words = self.wgmma_a_words(a, in_ty, lc, &tiles, k_dim)?;
        }
        let a_mn_major = matches!(&a_src, ASource::Tile(op, _) if op.mn_major);
        if (a_mn_major || b_op.mn_major) && !in_ty.transposable() {
            return Err(self.unsupported(format_args!(
                "a wgmma of {in_ty} tiles that are not K-major"
            )));
        }
        let acc_ty = in_ty.acc_type();
        let in_flight = self.carried_in_flight(c, [ta.as_ref(), Some(&tb)]);
        // The chain's accumulators: the loop's own registers where they stay
        // in flight around it, none where they are zero (the first `wgmma`
        // of each tile then does not read them), else fresh copies (which
        // nothing else reads).
        let zero = !in_flight
            && tiles
                .iter()
                .all(|(_, regs)| regs.iter().all(|&r| self.opnd(c, r) == Operand::Imm(0)));
        let init: Vec<RegList> = tiles
            .iter()
            .map(|(_, regs)| {
                regs.iter()
                    .filter(|_| !zero)
                    .map(|&r| match in_flight {
                        true => self.reg(c, r),
                        false => {
                            let x = self.opnd(c, r);
                            self.b.unary(UnaryOp::Mov, acc_ty, x)
                        }
                    })
                    .collect()
            })
            .collect();
        if in_flight {
            self.wgmma_in_flight.extend(init.iter().flatten().copied());
        }
        self.b.ins(InstData::WgmmaFence);
        let mut accs = init;
        for (t, ([m0, n0], _)) in tiles.iter().enumerate() {
            for k0 in (0..k_dim).step_by(step as usize) {
                let da = match &a_src {
                    ASource::Regs(words) => WgmmaA::Regs(words[&[*m0, k0]]),
                    ASource::Tile(op, base) => {
                        WgmmaA::Desc(self.descriptor(*base, op.tile.offset([*m0, k0])))
                    }
                };
                let db = self.descriptor(base_b, b_op.tile.offset([k0, *n0]));
                let dsts: RegList = (0..n / 2).map(|_| self.b.reg(acc_ty)).collect();
                self.b.ins(InstData::Wgmma {
                    n,
                    in_ty,
                    dsts: dsts.clone(),
                    c: accs[t].clone(),
                    a: da,
                    b: db,
                    trans: [a_mn_major, b_op.mn_major],
                });
                accs[t] = dsts;
            }
        }
        self.b.ins(InstData::WgmmaCommit);
        let srcs: RegList = accs.iter().flatten().copied().collect();
        let dsts: RegList = srcs.iter().map(|_| self.b.reg(acc_ty)).collect();
        self.b.ins(InstData::WgmmaWait {
            n: u32::from(in_flight),
            dsts: dsts.clone(),
            srcs,
        });
        if in_flight {
            // The previous iteration's group is done in this warpgroup; the
            // copies at the end of the body overwrite the stage it read once
            // every warpgroup is past here (Triton's barrier after its
            // `warp_group_dot_wait`). A stage more in the ring instead of
            // this barrier was slower (H100, `scripts/gpu/ab.py`, session
            // 13: the barrier 0.98x on `triton_matmul_fp16_128x256x64`,
            // 0.95-0.98x on `triton_matmul_leaky_relu`).
            self.b.ins(InstData::Barrier);
        }
        let mut out: RegVec = smallvec::smallvec![Reg::from_u32(0); lc.num_regs()];
        let mut next = dsts.iter();
        for (_, regs) in &tiles {
            for &r in regs {
                out[r] = *next.next().expect("one result per register");
            }
        }
        self.set(self.result(), &out);
        Ok(())
    }

    /// The descriptor base of operand tile `op` (`idx` 0 for `a`, 1 for `b`):
    /// the tile's address over 16, with the thread's warpgroup's offset (the
    /// accumulator's warp moves past the warpgroup's, `warp_moves`, along M
    /// for `a` and N for `b`), and the fixed high bits.
    fn operand_base(
        &mut self,
        op: &WgmmaOperand,
        idx: usize,
        warp_moves: &[[u32; 2]],
    ) -> Result<Reg> {
        let Some(high) = op.tile.descriptor_high(op.mn_major) else {
            return Err(self.unsupported("a wgmma operand tile without a swizzle mode"));
        };
        let moves: Vec<i32> = warp_moves
            .iter()
            .map(|&[dm, dn]| {
                let at = if idx == 0 { [dm, 0] } else { [0, dn] };
                op.tile.offset(at) as i32
            })
            .collect();
        self.descriptor_base(&op.tile, &moves, high)
    }

    /// Each 64 x `n` tile of the accumulator `lc` (thread 0's origins) and
    /// its registers, in the order of the PTX ISA's `D` fragment.
    fn accumulator_tiles(&self, lc: &TileLayout, n: u32) -> Result<Vec<([u32; 2], Vec<usize>)>> {
        let cmap = index(lc);
        let mut tiles: Vec<([u32; 2], Vec<usize>)> = Vec::new();
        for r in &lc.regs {
            let (m0, n0) = (r[0] as u32, r[1] as u32);
            if m0 % 64 != 0 || n0 % n != 0 || tiles.iter().any(|t| t.0 == [m0, n0]) {
                continue;
            }
            let mut regs = Vec::with_capacity(n as usize / 2);
            for j in 0..n / 8 {
                for e in 0..4u32 {
                    let at = [(m0 + 8 * (e >> 1)) as i32, (n0 + 8 * j + (e & 1)) as i32];
                    let Some(&i) = cmap.get(&at) else {
                        return Err(self.unsupported("a wgmma accumulator missing part of a tile"));
                    };
                    regs.push(i);
                }
            }
            tiles.push(([m0, n0], regs));
        }
        if tiles.len() * n as usize / 2 != lc.num_regs() {
            return Err(self.unsupported("a wgmma accumulator whose registers are not whole tiles"));
        }
        Ok(tiles)
    }

    /// The register fragments of `a` (a `#ttg.dot_op<{opIdx = 0}>` of the
    /// `wgmma` accumulator `lc`, in registers) for each row of accumulator
    /// tiles and step of K: the four words of the PTX ISA's wgmma `A`
    /// fragment, at `(0, 0)`, `(8, 0)`, `(0, K/2)`, `(8, K/2)` from the
    /// step's origin in thread 0, each `kWidth` inputs along K (2 of 16
    /// bits, 4 of 8). The layout must be that fragment's: the lanes of
    /// `mma.sync`'s `a`, warp bits 0 and 1 moving 16 and 32 rows, the others
    /// moving `a` along M as they move the accumulator (checked).
    fn wgmma_a_words(
        &mut self,
        a: Value,
        in_ty: WgmmaIn,
        lc: &TileLayout,
        tiles: &[([u32; 2], Vec<usize>)],
        k_dim: u32,
    ) -> Result<HashMap<[u32; 2], [Reg; 4]>> {
        let la = self.layout(self.func.dfg.value_type(a))?.clone();
        let kw = 32 / in_ty.bits();
        let half = in_ty.k() / 2;
        let elem = self.value_elem_type(a)?;
        let [a_lanes, _] = super::dot::ab_lanes(kw as i32);
        let t = &la.threads;
        let ok = la.rank == 2
            && t.len() == lc.threads.len()
            && (0..5).all(|i| t[i][..2] == a_lanes[i])
            && t[5][..2] == [16, 0]
            && t[6][..2] == [32, 0]
            && (7..t.len()).all(|i| t[i][..2] == [lc.threads[i][0], 0]);
        if !ok {
            return Err(self.unsupported(
                "a wgmma operand in registers in a layout other than the wgmma A fragment",
            ));
        }
        let amap = index(&la);
        let mut words = HashMap::new();
        for &([m0, _], _) in tiles {
            for k0 in (0..k_dim).step_by(in_ty.k() as usize) {
                if words.contains_key(&[m0, k0]) {
                    continue;
                }
                let mut w = [Reg::from_u32(0); 4];
                for (slot, [dm, dk]) in w.iter_mut().zip([[0, 0], [8, 0], [0, half], [8, half]]) {
                    let row = (m0 + dm) as i32;
                    let mut srcs: smallvec::SmallVec<[Operand; 4]> = smallvec::SmallVec::new();
                    for i in 0..kw {
                        let Some(&r) = amap.get(&[row, (k0 + dk + i) as i32]) else {
                            return Err(
                                self.unsupported("a wgmma operand missing part of a fragment")
                            );
                        };
                        srcs.push(self.opnd(a, r));
                    }
                    *slot = match *srcs.as_slice() {
                        [lo, hi] => self.pack_pair(elem, lo, hi),
                        _ => {
                            let word = self.pack_bytes(elem, &srcs);
                            self.materialize(Type::I32, word)
                        }
                    };
                }
                words.insert([m0, k0], w);
            }
        }
        Ok(words)
    }

    /// The operand tiles of the dot being lowered, each stored again where
    /// another scratch user may have overwritten it since its conversion: a
    /// conversion in another block (before a loop whose body holds the dot:
    /// the body's scratch users run between one iteration's dot and the
    /// next), or with a scratch user between it and the dot (scratch space is
    /// reused once its user is done, [`Ctx::scratch`], and a `wgmma` reads
    /// its tiles only at the dot). Tiles in a pipeline's ring, or converted
    /// just before the dot as in every matmul of the corpora, stay.
    fn fresh_wgmma_tiles(&mut self, tiles: [Option<SmemTile>; 2]) -> [Option<SmemTile>; 2] {
        let block = self.inst.and_then(|i| self.func.order.inst_block(i));
        let stale = |t: &Option<SmemTile>| {
            t.and_then(|t| t.scratch)
                .is_some_and(|s| s.users != self.smem_users || Some(s.block) != block)
        };
        let redo: Vec<usize> = (0..2).filter(|&i| stale(&tiles[i])).collect();
        if redo.is_empty() {
            return tiles;
        }
        let total: u32 = redo
            .iter()
            .filter_map(|&i| tiles[i].and_then(|t| t.scratch))
            .map(|s| s.bytes)
            .sum();
        let mut region = self.scratch_aligned(total, 1024) as i32;
        let mut out = tiles;
        for &i in &redo {
            let Some(tile) = tiles[i] else { continue };
            let Some(s) = tile.scratch else { continue };
            let values: RegVec = self.regs(s.src).iter().copied().collect();
            let target = super::shared::Target {
                sw: Some(tile.sw),
                strides: None,
                region,
            };
            self.shared_stores(s.src_id, s.elem, &values, target);
            let Some(o) = out[i].as_mut() else { continue };
            o.region = region;
            o.scratch = Some(ScratchTile {
                users: self.smem_users,
                block: block.unwrap_or(s.block),
                ..s
            });
            region += s.bytes as i32;
        }
        self.b.ins(InstData::FenceProxyAsync);
        self.b.ins(InstData::Barrier);
        out
    }

    /// Whether the dot's accumulator `c` stays in flight around its loop
    /// (Triton's `warp_group_dot_wait {pendings = 1}`): in a pipelined loop
    /// whose stages hold both operand tiles, of a program of more than one
    /// warpgroup, `c` is a parameter of the loop's body that the dot alone
    /// reads, and the dot's result goes to the body's `scf.yield` alone, in
    /// `c`'s place. Then each iteration waits for the previous iteration's
    /// `wgmma`s only, after issuing its own, and [`Ctx::finish_wgmma_loop`]
    /// waits for the last.
    ///
    /// Measured (H100, `scripts/gpu/ab.py`, against waiting for each
    /// iteration's own `wgmma`s): 0.904x the time with 8 warps
    /// (`triton_matmul_fp16_128x256x64`), 0.863x (`triton_matmul_leaky_relu`),
    /// but 1.037x, 1.050x and 1.106x with 4 warps (the 128x128x32 tutorial
    /// matmuls, `triton_matmul_fp16_colmajor_a`), so one warpgroup waits for
    /// its own.
    fn carried_in_flight(&self, c: Value, tiles: [Option<&SmemTile>; 2]) -> bool {
        if !self.wgmma_may_stay_in_flight() {
            return false;
        }
        let Some(inst) = self.inst else {
            return false;
        };
        let Some(result) = self.func.dfg.first_result(inst) else {
            return false;
        };
        if self.pipe.is_none() || tiles.iter().any(|t| t.is_none_or(|t| t.stage.is_none())) {
            return false;
        }
        let ValueDef::Param(block, k) = self.func.dfg.value_def(c) else {
            return false;
        };
        if k == 0 || self.func.order.inst_block(inst) != Some(block) {
            return false;
        }
        let Some(term) = self.func.order.insts(block).last() else {
            return false;
        };
        let mut result_uses = Vec::new();
        for (i, data) in self.func.dfg.insts() {
            for (pos, &arg) in data.args().iter().enumerate() {
                if arg == c && i != inst {
                    return false;
                }
                if arg == result {
                    result_uses.push((i, pos));
                }
            }
        }
        self.func.dfg.inst(term).opcode() == Opcode::Yield
            && result_uses == [(term, k as usize - 1)]
    }

    /// Whether the program has more than one warpgroup, or the loop's stages
    /// are TMA copies, so that its `wgmma`s may stay in flight around a loop
    /// ([`Ctx::carried_in_flight`] has the measurement for more than one
    /// warpgroup). With TMA copies one warpgroup gains too (H200, against
    /// Triton 3.6, two runs each, session 18):
    /// `tutorial_matmul_descriptor_persistent_128x128x64` 1.234 -> 1.030,
    /// `tutorial_matmul_tma_128x128x64` 1.012 -> 1.022, `desc_make_matmul_f16`
    /// 0.993 either way: the copies cost the thread nothing to issue, so
    /// nothing in the iteration waits behind the `wgmma`s but the next
    /// iteration's.
    pub(super) fn wgmma_may_stay_in_flight(&self) -> bool {
        self.threads.warps > 4 || self.pipe_copies_by_tma()
    }

    /// At the exit of a pipelined loop: waits for the `wgmma`s its last
    /// iteration left in flight, and gives the loop's results `carried` (its
    /// header's parameters) the registers that hold them then.
    pub(super) fn finish_wgmma_loop(&mut self, carried: &mut [Reg]) {
        let pending = core::mem::take(&mut self.wgmma_in_flight);
        if pending.is_empty() {
            return;
        }
        let dsts: RegList = pending
            .iter()
            .map(|&r| self.b.reg(self.b.reg_type(r)))
            .collect();
        self.b.ins(InstData::WgmmaWait {
            n: 0,
            dsts: dsts.clone(),
            srcs: pending.iter().copied().collect(),
        });
        for r in carried.iter_mut() {
            if let Some(i) = pending.iter().position(|p| p == r) {
                *r = dsts[i];
            }
        }
    }

    /// The moves of the accumulator's warp bits past the warpgroup's (bits 2
    /// and up, one `[rows, cols]` each), where `lc` is a `wgmma` accumulator
    /// layout (see the module docs).
    fn wgmma_layout(&self, lc: &TileLayout) -> Result<Vec<[u32; 2]>> {
        let t = &lc.threads;
        let ok = lc.rank == 2
            && t.len() >= 7
            && (0..5).all(|i| t[i][..2] == C_LANES[i])
            && t[5][..2] == [16, 0]
            && t[6][..2] == [32, 0]
            && t[7..].iter().all(|m| m[0] % 64 == 0 && m[1] % 8 == 0);
        if !ok {
            return Err(
                self.unsupported("tt.dot on wgmma in a layout other than a wgmma accumulator's")
            );
        }
        Ok(t[7..].iter().map(|m| [m[0] as u32, m[1] as u32]).collect())
    }

    /// The 64-bit descriptor of `tile` without its start's offset: the
    /// tile's address over 16 (with the thread's part, the sum of `moves`
    /// over the warp bits past the warpgroup's that the thread has set) in
    /// bits 0-13, or'ed with `high`.
    fn descriptor_base(&mut self, tile: &SmemTile, moves: &[i32], high: u64) -> Result<Reg> {
        let values: Vec<i32> = [0; 7].into_iter().chain(moves.iter().copied()).collect();
        let disjoint = moves
            .iter()
            .enumerate()
            .all(|(i, &x)| moves[i + 1..].iter().all(|&y| x & y == 0));
        if !disjoint {
            return Err(self.unsupported("warpgroups whose wgmma operand offsets overlap in bits"));
        }
        let base = self.smem_base_reg();
        // The warp's part alone, from lane 0's thread id: the same in every
        // lane, which ptxas can see (`shfl.sync.idx`, as Triton computes its
        // warp id), so that the descriptors stay in uniform registers.
        let warp_tid = self.b.reg(Type::I32);
        self.b.prologue(InstData::Shuffle {
            kind: ShuffleKind::Idx,
            dst: warp_tid,
            src: self.tid,
            lane: Operand::Imm(0),
        });
        let thread = super::program::bits_of_tid(&mut self.b, warp_tid, &values);
        let start = self.prologue_binary(BinaryOp::Add, Operand::Reg(base), Operand::Reg(thread));
        let start = self.prologue_binary(
            BinaryOp::Add,
            Operand::Reg(start),
            Operand::Imm(tile.region as u64),
        );
        let start = match tile.stage {
            Some(stage) => self.b.binary(
                BinaryOp::Add,
                Type::I32,
                Operand::Reg(start),
                Operand::Reg(stage),
            ),
            None => start,
        };
        let field = |b: &mut tilelift_mir::Builder, x: Reg| {
            let shifted = b.binary(BinaryOp::ShrU, Type::I32, Operand::Reg(x), Operand::Imm(4));
            b.binary(
                BinaryOp::And,
                Type::I32,
                Operand::Reg(shifted),
                Operand::Imm(0x3FFF),
            )
        };
        let lo = field(&mut self.b, start);
        let wide = self.convert(Type::I64, Type::I32, false, None, lo);
        Ok(self.b.binary(
            BinaryOp::Or,
            Type::I64,
            Operand::Reg(wide),
            Operand::Imm(high),
        ))
    }

    /// `base` with `offset` bytes added to its start address.
    fn descriptor(&mut self, base: Reg, offset: u32) -> Reg {
        if offset == 0 {
            return base;
        }
        self.b.binary(
            BinaryOp::Add,
            Type::I64,
            Operand::Reg(base),
            Operand::Imm(u64::from(offset >> 4)),
        )
    }
}
