//! `ttg.convert_layout` of `tt.dot` operands into their
//! `#ttg.dot_op<{parent = #nvidia_mma v2, kWidth}>` layouts, as Triton's
//! sm_80 code does it: the tile goes to shared memory in Triton's swizzled
//! layout for mma operands ([`operand_swizzle`]) with vector stores, and comes
//! back with `ldmatrix` (`.trans` for the operand whose contiguous dimension is
//! not K), one 32-bit word of `kWidth` K-neighbours per matrix and lane, which
//! is what `mma.sync` reads ([`super::dot`] takes the words as they are).
//! 16-bit operands (`kWidth = 2`) either way; tf32 (`kWidth = 1`) and 8-bit
//! (`kWidth = 4`) operands only stored K-contiguous (A, or a B whose registers
//! run down K), as `ldmatrix` transposes 16-bit elements only: Triton reads
//! such a B with `ld.shared` too, and so does the generic path of
//! [`super::shared`] here.
//!
//! When the next instruction converts the dot's other operand, both are done
//! together: both tiles are stored, then one barrier, then both are read
//! (instead of a barrier per operand).
//!
//! The tile is stored with the dimension its source's registers run along
//! contiguous, so that the stores are whole 16-byte vectors: row-major
//! (dimension 1 contiguous, Triton's shared `order = [1, 0]`), or, for a
//! source whose registers run down dimension 0 (K of a `b` loaded K-major, as
//! attention's `k`), as the row-major tile of the transposed tensor (Triton's
//! `order = [0, 1]`), which `ldmatrix` then reads with `.trans` where the
//! row-major tile needs none and without where it needs one. Everything below
//! is written for a row-major tile; the transposed case runs it on the
//! transposed layouts ([`TileLayout::transposed`]).
//!
//! ## Which lane reads what
//!
//! `ldmatrix.x4` reads four 8x8 matrices: lanes `8i..8i+7` give the addresses
//! of rows `0..7` of matrix `i`, each 16 contiguous bytes, and lane `t` gets of
//! matrix `i` the word at row `t / 4`, columns `2 (t % 4) + {0, 1}` (with
//! `.trans`, rows `2 (t % 4) + {0, 1}` of column `t / 4`; for other element
//! widths, the 32-bit word `t % 4` of row `t / 4`). In a `dot_op`
//! layout with `kWidth = 2` ([`plan`]), register bit 0 is the K pair, the lane
//! bits are exactly that distribution (K by 2 and 4, then the other dimension
//! by 1, 2 and 4), and every other register or warp bit moves by multiples of 8
//! in both dimensions: from matrix to matrix. The first two such register bits
//! become lane bits 3 and 4 of the row address (the matrices of one `x4`), the
//! rest pick the instruction, and the warp bits go into the address as they
//! are. So each lane's address is a thread part, computed once in the prologue
//! as in [`super::swizzle`], xor a constant per instruction.
//!
//! ## Bank conflicts
//!
//! Each 8-lane phase of an `ldmatrix` reads 8 consecutive rows (starting at a
//! multiple of 8) of one 16-byte column chunk. With Triton's parameters
//! (`vec = 8` elements, `perPhase` rows per 128-byte line, `maxPhase = 8 /
//! perPhase`), the chunk index is xored with `(row / perPhase) % maxPhase`, so
//! the 8 rows land in 8 distinct 16-byte bank groups (tested below).

use super::shared::Target;
use super::swizzle::Swizzle;
use super::tile::{Coord, LayoutId, TileLayout, MAX_RANK};
use super::{Ctx, RegVec, Result};
use smallvec::SmallVec;
use tilelift_ir::{EncodingData, Inst, Opcode, Value};
use tilelift_mir::{BinaryOp, InstData, Operand, Reg, Type, UnaryOp};

/// The largest shared-memory staging of a pair of operands.
const MAX_SHARED: u32 = 48 * 1024;

/// Triton's `#ttg.swizzled_shared` parameters for operand `op_idx` (0 for A,
/// 1 for B) of an `nvidia_mma` v2 (or v3) dot, stored with `order = [1, 0]`
/// (dimension 1 contiguous), of shape `shape`, `kWidth = k_width`, elements of
/// `elem_bits` bits (`SwizzledSharedEncodingAttr::get` for dot operands, its
/// Ampere branch, without a transposed operand): `perPhase` rows share a
/// 128-byte line, the `vec` elements of an mma matrix row stay together, and
/// `maxPhase` spreads the rows of one matrix over the banks. `None` where
/// Triton's rule differs from this one (element widths other than
/// `32 / kWidth` bits).
pub(super) fn operand_swizzle(
    op_idx: u32,
    shape: [u32; 2],
    k_width: u32,
    elem_bits: u32,
) -> Option<Swizzle> {
    if k_width == 0 || elem_bits == 0 || 32 / elem_bits != k_width {
        return None;
    }
    let cols = shape[1];
    let per_phase = (128 / (cols * 4 / k_width).max(1)).max(1);
    // matShape = {8, 8, 4 * kWidth}: m, n, k of the matrices ldmatrix reads.
    let (mn, k) = (8, 4 * k_width);
    // Contiguous dimension 1: K for A (vec = k, stride m), N for B (vec = n,
    // stride k).
    let (vec, mma_stride) = if op_idx == 0 { (k, mn) } else { (mn, k) };
    let max_phase = (mma_stride / per_phase).max(1);
    // Keep the swizzle a permutation of each row.
    let max_phase = max_phase.min((cols / vec).max(1));
    Some(Swizzle {
        cols,
        vec,
        per_phase,
        max_phase,
        bytes: elem_bits / 8,
        split: None,
    })
}

/// How one operand's registers come from `ldmatrix` instructions (see the
/// module docs).
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) struct LdPlan {
    /// Whether the instructions transpose (the K pairs run down the stored
    /// rows: the B operand).
    pub trans: bool,
    /// For each bit of the thread id (5 lane bits, then the warp bits), the
    /// stored `(row, col)` it xors into the lane's row address.
    pub addr_bits: SmallVec<[[i32; 2]; 12]>,
    /// Each instruction: the stored `(row, col)` xored into every lane's
    /// address, and how many matrices it reads (1, 2 or 4).
    pub insts: Vec<([i32; 2], usize)>,
    /// For each register of the operand: its instruction, word (matrix) and
    /// part of the word (for 16-bit elements 0 low, 1 high; for bytes 0 to 3
    /// from the lowest; 0 for a 32-bit element).
    pub regs: Vec<(usize, usize, usize)>,
}

/// The `ldmatrix` reads of layout `l` (a `dot_op` layout with `kWidth = kw`,
/// `32 / kw`-bit elements, of an operand whose K dimension is `k_dim`), from a
/// row-major tile; `None` where its registers are not whole `ldmatrix` words.
/// A word holds `kw` neighbours along K (register bits below `kw`); with
/// `.trans` (K down the stored rows, `k_dim = 0`) only 16-bit pairs, as
/// `ldmatrix` transposes 16-bit elements.
///
/// The matrices of one `x4` (lane bits 3 and 4 of the row address) are the
/// first two register bits past the K neighbours, as Triton's: one `mma.sync`
/// fragment of A, two of B. (Taking instead the bits whose offsets the
/// swizzle's xor touches, so that the instructions share an address register,
/// cut the 128x256x64 tile's address registers from 22 to 3 but made the
/// tensor-core matmuls 6-30% slower on an H100: BENCHMARKS.md, session 8.)
pub(super) fn plan(l: &TileLayout, k_dim: usize, kw: i32) -> Option<LdPlan> {
    if l.rank != 2 || k_dim > 1 || l.threads.len() < 5 || !l.parts_disjoint() {
        return None;
    }
    if !matches!(kw, 1 | 2 | 4) || (k_dim == 0 && kw != 2) {
        return None;
    }
    let other = 1 - k_dim;
    let unit = |d: usize, v: i32| -> Coord {
        let mut c = [0; MAX_RANK];
        c[d] = v;
        c
    };
    let lanes = [
        unit(k_dim, kw),
        unit(k_dim, 2 * kw),
        unit(other, 1),
        unit(other, 2),
        unit(other, 4),
    ];
    // Register bits below `kw`: the K neighbours of a word.
    let within = kw.trailing_zeros() as usize;
    let neighbours = (0..within).all(|i| l.reg_bases.get(i) == Some(&unit(k_dim, 1 << i)));
    if l.threads[..5] != lanes || !neighbours {
        return None;
    }
    // Whole matrices: 8 of the other dimension, 16 bytes (`4 kw`) of K.
    let aligned = |c: &Coord| c[other] % 8 == 0 && c[k_dim] % (4 * kw) == 0;
    let words: SmallVec<[(usize, Coord); 8]> = l
        .reg_bases
        .iter()
        .enumerate()
        .skip(within)
        .filter(|(_, c)| **c != [0; MAX_RANK])
        .map(|(i, c)| (i, *c))
        .collect();
    if !words.iter().all(|(_, c)| aligned(c)) || !l.threads[5..].iter().all(aligned) {
        return None;
    }
    let (mats, rest) = words.split_at(words.len().min(2));
    // Lane bits 0..2: the 8 rows of a matrix; 3 and 4: the matrices.
    let mut addr_bits: SmallVec<[[i32; 2]; 12]> =
        smallvec::smallvec![[1, 0], [2, 0], [4, 0], [0, 0], [0, 0]];
    for (i, (_, c)) in mats.iter().enumerate() {
        addr_bits[3 + i] = [c[0], c[1]];
    }
    addr_bits.extend(l.threads[5..].iter().map(|c| [c[0], c[1]]));
    // The instruction part must not share a bit with the thread part, so that
    // the row address is their sum.
    let or = |it: &mut dyn Iterator<Item = [i32; 2]>| {
        it.fold([0, 0], |acc, c| [acc[0] | c[0], acc[1] | c[1]])
    };
    let thread_or = or(&mut addr_bits.iter().copied());
    let inst_or = or(&mut rest.iter().map(|(_, c)| [c[0], c[1]]));
    if thread_or[0] & inst_or[0] != 0 || thread_or[1] & inst_or[1] != 0 {
        return None;
    }
    let num = 1 << mats.len();
    let insts = (0..1usize << rest.len())
        .map(|idx| {
            let mut o = [0, 0];
            for (j, (_, c)) in rest.iter().enumerate() {
                if idx >> j & 1 == 1 {
                    o = [o[0] ^ c[0], o[1] ^ c[1]];
                }
            }
            (o, num)
        })
        .collect();
    let bit = |r: usize, i: usize| (r >> i) & 1;
    let regs = (0..l.num_regs())
        .map(|r| {
            let word = mats
                .iter()
                .enumerate()
                .map(|(i, &(b, _))| bit(r, b) << i)
                .sum();
            let inst = rest
                .iter()
                .enumerate()
                .map(|(j, &(b, _))| bit(r, b) << j)
                .sum();
            (inst, word, r & (kw as usize - 1))
        })
        .collect();
    Some(LdPlan {
        trans: k_dim == 0,
        addr_bits,
        insts,
        regs,
    })
}

/// One operand conversion to be lowered through `ldmatrix`.
pub(super) struct OperandConversion {
    inst: Inst,
    /// The converted value.
    pub src: Value,
    dst: Value,
    /// The operand: 0 for A, 1 for B.
    op_idx: u32,
    /// The source layout.
    pub src_id: LayoutId,
    /// The element type.
    pub elem: Type,
    /// How `ldmatrix` reads the tile back; `None` for an operand of `wgmma`,
    /// which reads it from shared memory itself ([`super::wgmma`]).
    plan: Option<LdPlan>,
    /// The tile's swizzle in shared memory.
    pub sw: Swizzle,
    /// Whether the tile is the transposed tensor's (its source's registers
    /// run down dimension 0).
    transposed: bool,
    /// The tile's bytes, rounded up to 16 (1024 for `wgmma`: see
    /// [`OperandConversion::align`]).
    pub bytes: u32,
}

impl OperandConversion {
    /// Whether the tile is the transposed tensor's.
    pub fn is_transposed(&self) -> bool {
        self.transposed
    }

    /// Whether `wgmma` reads the tile (no `ldmatrix` plan).
    pub fn is_wgmma(&self) -> bool {
        self.plan.is_none()
    }

    /// The alignment of the tile's offset in shared memory: 1024 bytes for a
    /// `wgmma` operand (the repeat of the hardware's swizzle, whose XOR reads
    /// address bits 7-9), else 16.
    pub fn align(&self) -> u32 {
        if self.is_wgmma() {
            1024
        } else {
            16
        }
    }

    /// Where the tile lies, for the `wgmma` that reads it; `scratch` for a
    /// tile in scratch space: the scratch users so far and the block of the
    /// conversion.
    fn wgmma_tile(
        &self,
        region: i32,
        stage: Option<Reg>,
        scratch: Option<(u32, tilelift_ir::Block)>,
    ) -> super::wgmma::SmemTile {
        super::wgmma::SmemTile {
            region,
            stage,
            sw: self.sw,
            transposed: self.transposed,
            scratch: scratch.map(|(users, block)| super::wgmma::ScratchTile {
                users,
                block,
                src: self.src,
                src_id: self.src_id,
                elem: self.elem,
                bytes: self.bytes,
            }),
        }
    }
}

impl Ctx<'_> {
    /// `ttg.convert_layout` to a 16-bit mma operand layout, with the next
    /// instruction if that converts the dot's other operand; `false` where
    /// this path does not apply.
    pub(super) fn convert_to_dot_operand(&mut self) -> Result<bool> {
        let inst = self.inst.expect("an instruction");
        if self.fused_conversion == Some(inst) {
            self.fused_conversion = None;
            return Ok(true);
        }
        if let Some((stage, region)) = self.pipelined_conversion(inst) {
            // The tile is in the pipeline's ring already ([`super::pipeline`]).
            let Some(c) = self.operand_conversion(inst)? else {
                return Err(self.error("a pipelined conversion that ldmatrix cannot read"));
            };
            match &c.plan {
                Some(plan) => {
                    let out = self.ldmatrix_loads(plan, c.sw, c.elem, region as i32, Some(stage));
                    self.set(c.dst, &out);
                }
                None => {
                    let tile = c.wgmma_tile(region as i32, Some(stage), None);
                    self.wgmma_tiles.insert(c.dst, tile);
                }
            }
            return Ok(true);
        }
        let Some(first) = self.operand_conversion(inst)? else {
            return Ok(false);
        };
        let second = match self.func.order.next_inst(inst) {
            Some(next) => self
                .operand_conversion(next)?
                .filter(|s| s.src != first.dst && s.op_idx != first.op_idx)
                .filter(|_| self.pipelined_conversion(next).is_none()),
            None => None,
        };
        let mut convs: SmallVec<[OperandConversion; 2]> = smallvec::smallvec![first];
        convs.extend(second);
        let wgmma = convs.iter().any(|c| c.is_wgmma());
        // A `wgmma` tile read in another block (a loop's body, by a dot
        // converted before the loop) is pinned: scratch space would be
        // overwritten by the body's other users before each dot.
        let pinned: SmallVec<[bool; 2]> = convs
            .iter()
            .map(|c| c.is_wgmma() && self.read_in_another_block(c.dst, c.inst))
            .collect();
        let total: u32 = convs
            .iter()
            .zip(&pinned)
            .filter(|(_, &p)| !p)
            .map(|(c, _)| c.bytes)
            .sum();
        if total > MAX_SHARED && !wgmma {
            return Ok(false);
        }
        let mut regions: SmallVec<[i32; 2]> = smallvec::smallvec![0; convs.len()];
        for (i, c) in convs.iter().enumerate() {
            if pinned[i] {
                regions[i] = self.pin_shared(c.bytes, c.align()) as i32;
            }
        }
        if total > 0 {
            let align = convs
                .iter()
                .zip(&pinned)
                .filter(|(_, &p)| !p)
                .map(|(c, _)| c.align())
                .max()
                .unwrap_or(16);
            let mut region = self.scratch_aligned(total, align) as i32;
            for (i, c) in convs.iter().enumerate() {
                if !pinned[i] {
                    regions[i] = region;
                    region += c.bytes as i32;
                }
            }
        }
        for (c, &region) in convs.iter().zip(&regions) {
            self.set_origin(c.inst);
            let values: RegVec = self.regs(c.src).iter().copied().collect();
            let target = Target {
                sw: Some(c.sw),
                strides: None,
                region,
            };
            self.shared_stores(c.src_id, c.elem, &values, target);
        }
        if wgmma {
            // `wgmma` reads the tiles through the async proxy.
            self.b.ins(InstData::FenceProxyAsync);
        }
        self.b.ins(InstData::Barrier);
        for ((c, &region), &pinned) in convs.iter().zip(&regions).zip(&pinned) {
            self.set_origin(c.inst);
            match &c.plan {
                Some(plan) => {
                    let out = self.ldmatrix_loads(plan, c.sw, c.elem, region, None);
                    self.set(c.dst, &out);
                }
                None => {
                    let block = self.func.order.inst_block(c.inst);
                    let scratch = block.map(|b| (self.smem_users, b));
                    let tile = c.wgmma_tile(region, None, scratch.filter(|_| !pinned));
                    self.wgmma_tiles.insert(c.dst, tile);
                }
            }
        }
        if convs.len() == 2 {
            self.fused_conversion = Some(convs[1].inst);
        }
        self.set_origin(inst);
        Ok(true)
    }

    /// Whether an instruction in another block than `inst`'s reads `value`.
    fn read_in_another_block(&self, value: Value, inst: Inst) -> bool {
        let block = self.func.order.inst_block(inst);
        self.func
            .dfg
            .insts()
            .any(|(i, data)| data.args().contains(&value) && self.func.order.inst_block(i) != block)
    }

    /// The operand (0 for A, 1 for B) and `kWidth` that tensor type `ty` of
    /// `elem` elements is, where it is a `dot_op` operand of an mma v2 dot
    /// that `ldmatrix` may read (16-bit floats, tf32, 8-bit integers: `kWidth`
    /// elements a 32-bit word; [`plan`] says whether it can); `None` otherwise.
    pub(super) fn ldmatrix_operand(&self, ty: tilelift_ir::Type, elem: Type) -> Option<(u32, u32)> {
        let enc = self.types.encoding(ty)?;
        let EncodingData::DotOperand {
            op_idx,
            parent,
            k_width,
        } = *self.types.encoding_data(enc)
        else {
            return None;
        };
        let on_mma_v2 = matches!(self.types.encoding_data(parent),
            EncodingData::NvidiaMma(m) if m.version_major == 2);
        let elem_ok = matches!(elem, Type::F16 | Type::BF16 | Type::F32 | Type::I8);
        (on_mma_v2 && elem_ok && k_width * elem.bits() == 32 && op_idx <= 1)
            .then_some((op_idx, k_width))
    }

    /// `inst` as a conversion this path lowers, or `None`.
    pub(super) fn operand_conversion(&mut self, inst: Inst) -> Result<Option<OperandConversion>> {
        let data = self.func.dfg.inst(inst);
        if data.opcode() != Opcode::ConvertLayout {
            return Ok(None);
        }
        let src = data.args()[0];
        let Some(dst) = self.func.dfg.first_result(inst) else {
            return Ok(None);
        };
        let ty = self.func.dfg.value_type(dst);
        let Some(enc) = self.types.encoding(ty) else {
            return Ok(None);
        };
        if !matches!(
            self.types.encoding_data(enc),
            EncodingData::DotOperand { .. }
        ) {
            return Ok(None);
        }
        let elem = self.value_elem_type(dst)?;
        let shape = self.types.shape(ty).to_vec();
        if shape.len() != 2 {
            return Ok(None);
        }
        if let Some(op_idx) = self.wgmma_operand(ty) {
            if op_idx == 0 && crate::assign::dot::wgmma_a_in_registers(self.func, dst) {
                // A register fragment: the conversion is a register one.
                return Ok(None);
            }
            return self.wgmma_conversion(inst, src, dst, op_idx, elem, [shape[0], shape[1]]);
        }
        let Some((op_idx, k_width)) = self.ldmatrix_operand(ty, elem) else {
            return Ok(None);
        };
        let mut src_id = self.layout_id(self.func.dfg.value_type(src))?;
        let mut dst_id = self.layout_id(ty)?;
        let (sl, dl) = (self.layouts.get(src_id), self.layouts.get(dst_id));
        if !sl.parts_disjoint() || sl.registers_for(dl, |c| *c).is_some() {
            return Ok(None);
        }
        let mut k_dim = if op_idx == 0 { 1 } else { 0 };
        let mut dims = [shape[0] as u32, shape[1] as u32];
        // A source whose registers run down dimension 0 is stored with that
        // dimension contiguous (Triton's shared order `[0, 1]`): the tile of
        // the transposed tensor, stored row-major.
        let (run_dim, run) = sl.contiguous_regs();
        let transposed = run_dim == 0 && run >= 2;
        if transposed {
            src_id = self.layouts.transposed(src_id);
            dst_id = self.layouts.transposed(dst_id);
            k_dim = 1 - k_dim;
            dims.swap(0, 1);
        }
        let Some(sw) = operand_swizzle(op_idx, dims, k_width, elem.bits()) else {
            return Ok(None);
        };
        let Some(plan) = plan(self.layouts.get(dst_id), k_dim, k_width as i32) else {
            return Ok(None);
        };
        // A matrix row (16 bytes) must stay contiguous.
        let row = 128 / elem.bits();
        if sw.vec % row != 0 || !dims[1].is_power_of_two() || dims[1] < row {
            return Ok(None);
        }
        let bytes = (dims[0] * dims[1] * elem.bits() / 8).next_multiple_of(16);
        Ok(Some(OperandConversion {
            inst,
            src,
            dst,
            op_idx,
            src_id,
            elem,
            plan: Some(plan),
            sw,
            transposed,
            bytes,
        }))
    }

    /// The operand (0 for A, 1 for B) that tensor type `ty` is, where it is a
    /// `dot_op` operand of a `wgmma` dot (`#ttg.nvidia_mma` version 3) of
    /// elements `wgmma` takes ([`Ctx::wgmma_input`]).
    pub(super) fn wgmma_operand(&self, ty: tilelift_ir::Type) -> Option<u32> {
        let enc = self.types.encoding(ty)?;
        let EncodingData::DotOperand { op_idx, parent, .. } = *self.types.encoding_data(enc) else {
            return None;
        };
        let on_v3 = matches!(self.types.encoding_data(parent),
            EncodingData::NvidiaMma(m) if m.version_major == 3);
        (on_v3 && self.wgmma_input(ty).is_some() && op_idx <= 1).then_some(op_idx)
    }

    /// The conversion `inst` of `src` to the `wgmma` operand `dst` (operand
    /// `op_idx`, `shape`): the tile stored in Triton's `#ttg.nvmma_shared`
    /// layout ([`Swizzle::nvmma`]), row-major, or, where the source's
    /// registers run down dimension 0, as the row-major tile of the
    /// transposed tensor (`transposed = true` in Triton's encoding: `wgmma`
    /// reads it M- or N-major).
    fn wgmma_conversion(
        &mut self,
        inst: Inst,
        src: Value,
        dst: Value,
        op_idx: u32,
        elem: Type,
        shape: [i64; 2],
    ) -> Result<Option<OperandConversion>> {
        let mut src_id = self.layout_id(self.func.dfg.value_type(src))?;
        let sl = self.layouts.get(src_id);
        if !sl.parts_disjoint() {
            return Ok(None);
        }
        let mut dims = [shape[0] as u32, shape[1] as u32];
        let (run_dim, run) = sl.contiguous_regs();
        let in_ty = self.wgmma_input(self.func.dfg.value_type(dst));
        // 8-bit tiles must be K-major: `a` row-major, `b` as the transposed
        // tensor's row-major tile, whichever way the source's registers run.
        let transposed = match in_ty.is_some_and(|t| !t.transposable()) {
            true => op_idx == 1,
            false => self
                .tma_tile_transposed(src)
                .unwrap_or(run_dim == 0 && run >= 2),
        };
        if transposed {
            src_id = self.layouts.transposed(src_id);
            dims.swap(0, 1);
        }
        let Some(sw) = Swizzle::nvmma(dims[0], dims[1], elem.bits() / 8) else {
            return Ok(None);
        };
        let bytes = (dims[0] * dims[1] * elem.bits() / 8).next_multiple_of(1024);
        Ok(Some(OperandConversion {
            inst,
            src,
            dst,
            op_idx,
            src_id,
            elem,
            plan: None,
            sw,
            transposed,
            bytes,
        }))
    }

    /// The registers of an operand read with `plan` from the tile at byte
    /// `region` of the scratch space (plus the register `stage`, if any: a
    /// pipeline's stage), swizzled with `sw`.
    pub(super) fn ldmatrix_loads(
        &mut self,
        plan: &LdPlan,
        sw: Swizzle,
        elem: Type,
        region: i32,
        stage: Option<Reg>,
    ) -> RegVec {
        let rows: SmallVec<[i32; 12]> = plan.addr_bits.iter().map(|c| c[0]).collect();
        let cols: SmallVec<[i32; 12]> = plan.addr_bits.iter().map(|c| c[1]).collect();
        let row_t = super::program::bits_of_tid(&mut self.b, self.tid, &rows);
        let col_t = super::program::bits_of_tid(&mut self.b, self.tid, &cols);
        let col_bits = cols.iter().fold(0, |acc, &c| acc | c) as u32;
        let at = self.swizzled_address_from(row_t, col_t, col_bits, sw);
        let mut words: Vec<SmallVec<[Reg; 4]>> = Vec::with_capacity(plan.insts.len());
        for &([row, col], num) in &plan.insts {
            let (row, col) = (row as u32, col as u32);
            let k = (col ^ sw.mask(row)) * sw.bytes;
            let mut offset = (row * sw.row_bytes()) as i32 + region;
            // The same in every iteration: computed once, in the prologue.
            let addr = if at.disjoint(k) {
                offset += k as i32;
                at.plain
            } else {
                let x = self.prologue_binary(
                    BinaryOp::Xor,
                    Operand::Reg(at.col_part),
                    Operand::Imm(u64::from(k)),
                );
                self.prologue_binary(BinaryOp::Add, Operand::Reg(at.row_base), Operand::Reg(x))
            };
            let addr = match stage {
                Some(s) => self.b.binary(
                    BinaryOp::Add,
                    Type::I32,
                    Operand::Reg(addr),
                    Operand::Reg(s),
                ),
                None => addr,
            };
            let dsts: SmallVec<[Reg; 4]> = (0..num).map(|_| self.b.reg(Type::I32)).collect();
            self.b.ins(InstData::LdMatrix {
                trans: plan.trans,
                dsts: dsts.iter().copied().collect(),
                addr,
                offset,
            });
            words.push(dsts);
        }
        let mut parts: hashbrown::HashMap<(usize, usize), RegVec> = hashbrown::HashMap::new();
        let mut out = RegVec::with_capacity(plan.regs.len());
        for &(inst, word, part) in &plan.regs {
            let w = words[inst][word];
            let regs = parts
                .entry((inst, word))
                .or_insert_with(|| self.word_parts(elem, w));
            out.push(regs[part]);
        }
        out
    }

    /// The elements of type `elem` of a 32-bit word `ldmatrix` loaded, the
    /// lowest K first; 16-bit pairs and bytes remembered as coming from the
    /// word (so that [`super::dot`] hands the word itself to `mma.sync`).
    fn word_parts(&mut self, elem: Type, w: Reg) -> RegVec {
        match elem.bits() {
            16 => {
                let pair = [self.b.reg(elem), self.b.reg(elem)];
                self.b.ins(InstData::Unpack { dsts: pair, src: w });
                self.packed.insert((pair[0], pair[1]), w);
                pair.into_iter().collect()
            }
            8 => {
                let mut bytes = RegVec::new();
                self.unpack_bytes(elem, w, &mut bytes);
                bytes
            }
            _ => {
                // A 32-bit element is the word, moved to its type (`mma.sync`
                // moves it back: ptxas renames both away).
                smallvec::smallvec![self.b.unary(UnaryOp::Mov, elem, Operand::Reg(w))]
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::convert::to_linear_layout;
    use tilelift_ir::encoding::NvidiaMmaEncoding;
    use tilelift_ir::Types;

    /// The dot_op layout of operand `op_idx` of a `shape[0] x shape[1]` f16
    /// tile under an mma v2 parent with `warps` warps per CTA.
    fn dot_op(op_idx: u32, shape: [i64; 2], warps: [u32; 2]) -> TileLayout {
        dot_op_k(op_idx, shape, warps, 2)
    }

    /// The same with `kWidth = k_width` (`32 / k_width`-bit elements).
    fn dot_op_k(op_idx: u32, shape: [i64; 2], warps: [u32; 2], k_width: u32) -> TileLayout {
        let mut types = Types::new();
        let parent = types.intern_encoding(EncodingData::NvidiaMma(NvidiaMmaEncoding {
            version_major: 2,
            version_minor: 0,
            warps_per_cta: warps.iter().copied().collect(),
            instr_shape: smallvec::smallvec![16, 8],
            cta_layout: None,
        }));
        let enc = types.intern_encoding(EncodingData::DotOperand {
            op_idx,
            parent,
            k_width,
        });
        let ll = to_linear_layout(&types, enc, &shape).expect("a layout");
        TileLayout::new(
            &ll,
            2,
            crate::target::Threads {
                lanes: 32,
                warps: warps[0] * warps[1],
            },
        )
        .expect("a tile layout")
    }

    /// The element coordinate of register `r` of thread `t`.
    fn elem(l: &TileLayout, r: usize, t: usize) -> [i32; 2] {
        let mut c = [l.regs[r][0], l.regs[r][1]];
        for (b, tc) in l.threads.iter().enumerate() {
            if t >> b & 1 == 1 {
                c = [c[0] ^ tc[0], c[1] ^ tc[1]];
            }
        }
        c
    }

    /// The stored `(row, col)` of lane `t`'s row address in instruction `i`.
    fn row_address(p: &LdPlan, i: usize, t: usize) -> [i32; 2] {
        let mut c = p.insts[i].0;
        for (b, v) in p.addr_bits.iter().enumerate() {
            if t >> b & 1 == 1 {
                c = [c[0] ^ v[0], c[1] ^ v[1]];
            }
        }
        c
    }

    /// Runs each instruction of `p` as the PTX ISA describes `ldmatrix` and
    /// checks that every thread gets, in each register, the element its layout
    /// says.
    fn check_fragments(l: &TileLayout, p: &LdPlan) {
        check_fragments_k(l, p, 2)
    }

    /// The same for `32 / kw`-bit elements: lane `t` gets the 32-bit word
    /// `t % 4` of row `t / 4`, `kw` elements.
    fn check_fragments_k(l: &TileLayout, p: &LdPlan, kw: usize) {
        let threads = 1usize << l.threads.len();
        for t in 0..threads {
            let (warp, lane) = (t & !31, t & 31);
            for (r, &(i, word, half)) in p.regs.iter().enumerate() {
                let num = p.insts[i].1;
                assert!(word < num && half < kw);
                // Matrix `word` has its row addresses in lanes 8 word ..
                let (src_lane, col) = if p.trans {
                    (8 * word + 2 * (lane % 4) + half, lane / 4)
                } else {
                    (8 * word + lane / 4, kw * (lane % 4) + half)
                };
                let [row, c0] = row_address(p, i, warp | src_lane);
                let got = [row, c0 + col as i32];
                assert_eq!(got, elem(l, r, t), "thread {t} register {r}");
            }
        }
    }

    /// Each 8-lane phase of each instruction reads 8 rows at 16-byte aligned
    /// addresses in 8 distinct 16-byte bank groups.
    fn check_banks(p: &LdPlan, sw: Swizzle, warps: usize) {
        for w in 0..warps {
            for i in 0..p.insts.len() {
                for m in 0..p.insts[i].1 {
                    let mut groups: Vec<u32> = (0..8)
                        .map(|j| {
                            let [row, col] = row_address(p, i, 32 * w + 8 * m + j);
                            let (row, col) = (row as u32, col as u32);
                            let byte = sw.byte_offset(row, col);
                            assert_eq!(byte % 16, 0);
                            (byte / 16) % 8
                        })
                        .collect();
                    groups.sort_unstable();
                    groups.dedup();
                    assert_eq!(groups.len(), 8, "warp {w} instruction {i} matrix {m}");
                }
            }
        }
    }

    /// tf32 (`kWidth = 1`) and 8-bit (`kWidth = 4`) A operands, stored
    /// K-contiguous, read without `.trans`: each lane's registers are the
    /// elements its layout says, in distinct bank groups; B (K down the
    /// stored rows) has no plan, as `ldmatrix` transposes 16-bit elements
    /// only.
    #[test]
    fn tf32_and_i8_operands() {
        for (kw, bits) in [(1u32, 32u32), (4, 8)] {
            for (shape, warps) in [
                ([128, 32], [2, 2]),
                ([64, 64], [2, 2]),
                ([128, 64], [4, 1]),
                ([16, 32], [1, 1]),
            ] {
                let cols = shape[1] as u32;
                let k = 8 * kw as i64;
                if shape[1] < k {
                    continue;
                }
                let l = dot_op_k(0, shape, warps, kw);
                let sw = operand_swizzle(0, [shape[0] as u32, cols], kw, bits).unwrap();
                let p = plan(&l, 1, kw as i32).expect("a plan");
                assert!(!p.trans);
                check_fragments_k(&l, &p, kw as usize);
                check_banks(&p, sw, (warps[0] * warps[1]) as usize);
                let lb = dot_op_k(1, [shape[1], shape[0]], warps, kw);
                assert_eq!(plan(&lb, 0, kw as i32), None);
            }
        }
        // Not vacuous: the tf32 words read as 16-bit pairs are other elements.
        let l = dot_op_k(0, [64, 32], [2, 2], 1);
        let p = plan(&l, 1, 1).unwrap();
        assert!(std::panic::catch_unwind(|| check_fragments_k(&l, &p, 2)).is_err());
    }

    #[test]
    fn triton_swizzles() {
        // matmul_f16 (Triton 3.6, sm_80): A 64x32 and B 32x64 f16, kWidth 2.
        let a = operand_swizzle(0, [64, 32], 2, 16).unwrap();
        assert_eq!((a.vec, a.per_phase, a.max_phase), (8, 2, 4));
        let b = operand_swizzle(1, [32, 64], 2, 16).unwrap();
        assert_eq!((b.vec, b.per_phase, b.max_phase), (8, 1, 8));
        // 128x32 A and 32x128 B (the 128x128x32 tutorial matmul).
        let a = operand_swizzle(0, [128, 32], 2, 16).unwrap();
        assert_eq!((a.vec, a.per_phase, a.max_phase), (8, 2, 4));
        let b = operand_swizzle(1, [32, 128], 2, 16).unwrap();
        assert_eq!((b.vec, b.per_phase, b.max_phase), (8, 1, 8));
        // K = 64: a 128-byte row per line.
        let a = operand_swizzle(0, [128, 64], 2, 16).unwrap();
        assert_eq!((a.vec, a.per_phase, a.max_phase), (8, 1, 8));
        // 16-wide rows: four rows per line, two phases.
        let a = operand_swizzle(0, [64, 16], 2, 16).unwrap();
        assert_eq!((a.vec, a.per_phase, a.max_phase), (8, 4, 2));
        assert_eq!(operand_swizzle(0, [64, 32], 4, 16), None);
    }

    #[test]
    fn fragments_and_banks() {
        // Operand `op` of shape `shape`: its layout, swizzle and plan.
        let planned = |op: u32, shape: [i64; 2], warps: [u32; 2]| {
            let l = dot_op(op, shape, warps);
            let sw = operand_swizzle(op, [shape[0] as u32, shape[1] as u32], 2, 16).unwrap();
            let p = plan(&l, 1 - op as usize, 2).expect("a plan");
            (l, sw, p)
        };
        for (shape_a, shape_b, warps) in [
            ([64, 32], [32, 64], [2, 2]),
            ([128, 32], [32, 128], [2, 2]),
            ([64, 32], [32, 32], [4, 1]),
            ([16, 16], [16, 8], [1, 1]),
            ([128, 64], [64, 256], [2, 4]),
            ([32, 16], [16, 64], [1, 4]),
        ] {
            let n_warps = (warps[0] * warps[1]) as usize;
            let (la, sa, pa) = planned(0, shape_a, warps);
            assert!(!pa.trans);
            check_fragments(&la, &pa);
            check_banks(&pa, sa, n_warps);
            let (lb, sb, pb) = planned(1, shape_b, warps);
            assert!(pb.trans);
            check_fragments(&lb, &pb);
            check_banks(&pb, sb, n_warps);
        }
        // The check is not vacuous: A read transposed, or B's words swapped,
        // give other elements.
        let (la, _, mut wrong) = planned(0, [64, 32], [2, 2]);
        wrong.trans = true;
        assert!(std::panic::catch_unwind(|| check_fragments(&la, &wrong)).is_err());
        let (lb, _, mut wrong) = planned(1, [32, 64], [2, 2]);
        wrong.regs.iter_mut().for_each(|r| r.1 ^= 1);
        assert!(std::panic::catch_unwind(|| check_fragments(&lb, &wrong)).is_err());
        // matmul_f16's A: four matrices per instruction, 64x32 / 2 warps along
        // M / 16 rows / 16 of K = 4 instructions.
        let (_, _, pa) = planned(0, [64, 32], [2, 2]);
        assert_eq!(pa.insts.len(), 4);
        assert!(pa.insts.iter().all(|&(_, n)| n == 4));
        let (_, _, pb) = planned(1, [32, 64], [2, 2]);
        assert_eq!(pb.insts.len(), 4);
        assert!(pb.insts.iter().all(|&(_, n)| n == 4));
    }
}
