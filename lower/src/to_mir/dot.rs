//! `tt.dot` on tensor cores (`mma.sync`, see [`Ctx::lower_mma`]) where layout
//! assignment chose an `#ttg.nvidia_mma` accumulator, on AMD's matrix cores
//! where it chose `#ttg.amd_mfma` ([`super::mfma`]), else through FMA.
//!
//! ## Tensor cores: the operands
//!
//! The `ttg.convert_layout`s that bring a 16-bit operand from its load layout
//! to its `dot_op` layout go through shared memory in Triton's swizzled layout
//! and come back with `ldmatrix` ([`super::ldmatrix`]); the words it loads are
//! the packed pairs `mma.sync` reads, taken as they are. Both operands of a dot
//! share one barrier. Per iteration of `matmul_f16`'s loop that is 4
//! `st.shared.v4`, 2 barriers (the first orders the previous iteration's
//! reads before this iteration's writes), 8 `ldmatrix.x4` and 16 `mma.sync`:
//! Triton's sm_80 loop without its `cp.async` pipeline.
//!
//! tf32 and 8-bit operands (`kWidth` 1 and 4) take `ldmatrix` where they are
//! stored K-contiguous (A); a B stored N-contiguous takes the generic
//! element-wise path of [`super::shared`] (one `ld.shared` per element; Triton
//! reads it with `ld.shared` too), pipelined as an FMA dot's operands are.
//!
//! ## The `cp.async` software pipeline
//!
//! A loop whose body loads a dot operand and converts it here is pipelined
//! ([`super::pipeline`]): the tile goes from global memory straight into a ring
//! of `num_stages` stages with `cp.async`, `num_stages - 1` iterations ahead,
//! and the conversion is only the `ldmatrix` half, from the iteration's stage.
//! One barrier per iteration, after `cp.async.wait_group`. Triton's own sm_80
//! loop (`tests/corpus/matmul_f16/kernel.sm80.ttgir`) is the model; it keeps
//! `num_stages - 1` buffers where we keep `num_stages` (our copies of an
//! iteration go out before the next iteration's barrier, so the stage being
//! overwritten must not be the one just read).
//!
//! Triton's own pipelined TTGIR, with those steps as ops (`ttg.local_alloc`,
//! `ttg.async_copy_global_to_local`, `ttg.async_wait`, `ttg.local_load`, ...),
//! is lowered by [`super::local`]; our pipeline is not rewritten into those
//! ops at layout assignment but lowered directly here. An operand stored
//! transposed (its load's registers run down M or K: a column-major `a`, a
//! K-major `b`) is copied into its transposed tile like the others. Operands
//! whose runs are not known to be aligned copies of at least 4 bytes keep
//! the register path (Triton does the same: `matmul_f16`'s `b`, whose row
//! stride has no divisibility, is a plain load in its sm_80 TTGIR); their
//! global loads go before the iteration's wait ([`Ctx::pipeline_sync`]).
//!
//! ## FMA
//!
//! In the layouts Triton gives a dot without tensor cores:
//! the accumulator in a blocked layout and the operands in `#ttg.dot_op` layouts
//! of it, so that each thread holds, for each accumulator element `(m, n)` it
//! owns, the whole row `a[m, :]` and column `b[:, n]`.
//!
//! Each accumulator register becomes a chain of `K` fused multiply-adds in `f32`,
//! `k` increasing: `acc = fma(a[m, k], b[k, n], acc)`. `f16` and `bf16` operands
//! are extended to `f32` once per register (exact), so the products and sums are
//! those of an `f32` dot with `f32` accumulation. `inputPrecision = tf32` on FMA
//! (where layout assignment left it there: no tensor cores on the target) is
//! computed as `ieee` (more precise than tf32).

use super::tile::{Coord, TileLayout};
use super::{Ctx, RegVec, Result};
use hashbrown::HashMap;
use tilelift_ir::attrs::InputPrecision;
use tilelift_ir::{EncodingData, InstructionData};
use tilelift_mir::{
    BinaryOp, Cond, InstData, MmaShape, Operand, Reg, TernaryOp, Type, UnaryOp, WgmmaIn,
};

impl Ctx<'_> {
    /// `tt.dot`.
    pub(super) fn lower_dot(&mut self, data: &InstructionData) -> Result<()> {
        let InstructionData::Dot {
            args,
            input_precision,
            ..
        } = data
        else {
            return Err(self.unsupported(data.opcode().name()));
        };
        let [a, b, c] = *args;
        let result = self.result();
        let res_ty = self.func.dfg.value_type(result);
        let rank = self.types.shape(res_ty).len();
        if rank != 2 && rank != 3 {
            return Err(self.unsupported("tt.dot of rank other than 2 or 3"));
        }
        let acc_ty = self.value_elem_type(result)?;
        if let Some(n) = self.wgmma_n(res_ty) {
            let a_ty = self.func.dfg.value_type(a);
            let Some(in_ty) = self.wgmma_input(a_ty).filter(|t| t.acc_type() == acc_ty) else {
                return Err(self.unsupported("tt.dot on wgmma of these types"));
            };
            let lc = self.layout(res_ty)?.clone();
            return self.lower_wgmma([a, b, c], in_ty, &lc, n);
        }
        let res_enc = self
            .types
            .encoding(res_ty)
            .map(|e| self.types.encoding_data(e));
        let on_mma = matches!(res_enc, Some(EncodingData::NvidiaMma(_)));
        let on_mfma = matches!(res_enc, Some(EncodingData::AmdMfma(_)));
        // 8-bit floats on FMA: each converted to `f16` (exact) and on to
        // `f32`, where the target converts them (sm_89 and newer, AMDGCN).
        let fp8 = [a, b].map(|v| self.fp8_format(self.func.dfg.value_type(v)));
        if fp8.iter().any(Option::is_some) {
            let fma = !on_mma && !on_mfma && self.target.fp8_cvt && acc_ty == Type::F32;
            if !fma || fp8.iter().any(Option::is_none) {
                return Err(self.unsupported(
                    "tt.dot of 8-bit floats other than on Hopper's wgmma (sm_90) or on FMA \
                     (sm_89, AMDGCN)",
                ));
            }
        }
        let in_ty = match fp8[0] {
            Some(_) => Type::F32,
            None => self.value_elem_type(a)?,
        };
        let int8 = in_ty == Type::I8 && acc_ty == Type::I32;
        if !int8 && (acc_ty != Type::F32 || !matches!(in_ty, Type::F32 | Type::F16 | Type::BF16)) {
            return Err(self.unsupported(format_args!(
                "tt.dot of {in_ty} with a {acc_ty} accumulator"
            )));
        }
        let la = self.layout(self.func.dfg.value_type(a))?.clone();
        let lb = self.layout(self.func.dfg.value_type(b))?.clone();
        let lc = self.layout(res_ty)?.clone();
        if let Some(EncodingData::AmdMfma(m)) = res_enc {
            let m = m.clone();
            return self.lower_mfma([a, b, c], in_ty, &m, [&la, &lb, &lc]);
        }
        if on_mma {
            let split = *input_precision == InputPrecision::Tf32x3 && in_ty == Type::F32;
            return self.lower_mma([a, b, c], in_ty, split, [&la, &lb, &lc]);
        }
        if !fma_layouts(&la, &lb, &lc) {
            return Err(self.unsupported("tt.dot in layouts other than FMA dot operands"));
        }
        // A batched (rank 3) dot multiplies the matrices of each batch index:
        // coordinates `[b, m, k]`, `[b, k, n]`, `[b, m, n]`; rank 2 has `b` = 0.
        let k_dim = la.shape[rank - 1];
        let amap = index_batched(&la);
        let bmap = index_batched(&lb);
        // On FMA, floats multiply and add in `f32` (`fma.rn`), 8-bit integers
        // in `i32` (sign-extended, `mad.lo`, wrapping as Triton's `i32`
        // accumulation does).
        let (op, wide) = match int8 {
            true => (TernaryOp::Mad, Type::I32),
            false => (TernaryOp::Fma, Type::F32),
        };
        let mut a_wide: Vec<Option<Reg>> = vec![None; la.num_regs()];
        let mut b_wide: Vec<Option<Reg>> = vec![None; lb.num_regs()];
        let mut out = RegVec::with_capacity(lc.num_regs());
        for (r, cc) in lc.regs.iter().enumerate() {
            let mut acc = self.opnd(c, r);
            let (bat, m, n) = if rank == 3 {
                (cc[0], cc[1], cc[2])
            } else {
                (0, cc[0], cc[1])
            };
            for k in 0..k_dim {
                let (Some(&ai), Some(&bi)) = (amap.get(&[bat, m, k]), bmap.get(&[bat, k, n]))
                else {
                    return Err(self.unsupported("tt.dot operands that miss a row or column"));
                };
                let x = self.widened(a, ai, in_ty, fp8[0], wide, &mut a_wide);
                let y = self.widened(b, bi, in_ty, fp8[1], wide, &mut b_wide);
                let dst = self.b.reg(wide);
                self.b.ins(InstData::Ternary {
                    op,
                    ty: wide,
                    dst,
                    args: [Operand::Reg(x), Operand::Reg(y), acc],
                });
                acc = Operand::Reg(dst);
            }
            out.push(self.materialize(wide, acc));
        }
        self.set(result, &out);
        Ok(())
    }

    /// The instruction N of a `wgmma` dot whose result is of type `ty`: its
    /// `#ttg.nvidia_mma` version 3 encoding's `instrShape[1]`.
    pub(super) fn wgmma_n(&self, ty: tilelift_ir::Type) -> Option<u32> {
        let enc = self.types.encoding(ty)?;
        match self.types.encoding_data(enc) {
            EncodingData::NvidiaMma(m) if m.version_major == 3 => m.instr_shape.get(1).copied(),
            _ => None,
        }
    }

    /// The `wgmma` input type of tensor type `ty`'s elements, if `wgmma`
    /// takes them: `f16`, `bf16`, `f8E4M3FN`, `f8E5M2`, `i8`.
    pub(super) fn wgmma_input(&self, ty: tilelift_ir::Type) -> Option<WgmmaIn> {
        use tilelift_ir::FloatKind;
        let elem = self.types.element_type(ty);
        if self.types.int_bits(elem) == Some(8) {
            return Some(WgmmaIn::S8);
        }
        match self.types.float_kind(elem)? {
            FloatKind::F16 => Some(WgmmaIn::F16),
            FloatKind::BF16 => Some(WgmmaIn::BF16),
            FloatKind::F8E4M3FN => Some(WgmmaIn::E4M3),
            FloatKind::F8E5M2 => Some(WgmmaIn::E5M2),
            _ => None,
        }
    }

    /// Register `i` of `value`, of type `ty` (or the 8-bit float format
    /// `fp8`, whose bits it holds), in `wide` (`f32`, or `i32`
    /// sign-extended), extended once.
    fn widened(
        &mut self,
        value: tilelift_ir::Value,
        i: usize,
        ty: Type,
        fp8: Option<tilelift_mir::Fp8>,
        wide: Type,
        cache: &mut [Option<Reg>],
    ) -> Reg {
        if let Some(r) = cache[i] {
            return r;
        }
        let src = self.reg(value, i);
        let r = if let Some(format) = fp8 {
            let half = self.fp8_to_f16(format, &[src])[0];
            self.float_to_float(Type::F16, wide, tilelift_mir::Rounding::Rn, half)
        } else if ty == wide {
            src
        } else {
            self.convert(wide, ty, wide.is_int(), None, src)
        };
        cache[i] = Some(r);
        r
    }
}

/// The `mma.sync` a dot of `in_ty` inputs takes, and `kWidth`: how many inputs
/// one 32-bit register of its `a` and `b` fragments holds (consecutive along
/// K, lowest K in the low bits).
fn mma_kind(in_ty: Type) -> Option<(MmaShape, i32)> {
    match in_ty {
        Type::F16 | Type::BF16 => Some((MmaShape::M16N8K16, 2)),
        Type::F32 => Some((MmaShape::M16N8K8, 1)),
        Type::I8 => Some((MmaShape::M16N8K32, 4)),
        _ => None,
    }
}

/// The lane bases of the accumulator fragment (PTX ISA, "Matrix Fragments for
/// mma.m16n8k*"; `groupID = lane >> 2`, `threadID_in_group = lane % 4`): lane
/// bits 0 and 1 move it 2 and 4 columns right, bits 2 to 4 1, 2 and 4 rows
/// down.
pub(super) const C_LANES: [[i32; 2]; 5] = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]];

/// The lane bases of the `a` and `b` fragments of an `mma.sync` whose
/// registers hold `kw` inputs each: lane bits 0 and 1 move `a` `kw` and `2 kw`
/// columns (K) right and `b` as many rows (K) down; bits 2 to 4 move `a` 1, 2
/// and 4 rows down and `b` 1, 2 and 4 columns right.
pub(super) fn ab_lanes(kw: i32) -> [[[i32; 2]; 5]; 2] {
    [
        [[0, kw], [0, 2 * kw], [1, 0], [2, 0], [4, 0]],
        [[kw, 0], [2 * kw, 0], [0, 1], [0, 2], [0, 4]],
    ]
}

impl Ctx<'_> {
    /// `tt.dot` on tensor cores: one `mma.sync` per 16x8 tile of the
    /// accumulator a warp holds and per `8 kWidth` of K (K outermost, so that
    /// neighbouring instructions are independent): `m16n8k16` for 16-bit
    /// inputs (`kWidth = 2`), `m16n8k32` for 8-bit integers into `i32`
    /// (`kWidth = 4`), `m16n8k8` for `f32`
    /// inputs read as tf32 (`kWidth = 1`; the `f32` bit patterns go to the
    /// tensor cores as they are, which use their upper 19 bits, as Triton's
    /// sm_80 code does: no `cvt.rna.tf32.f32`); with `split`
    /// (`inputPrecision = tf32x3`), three tf32 products of each operand's
    /// parts ([`Ctx::split_tf32_products`]).
    ///
    /// The layouts say which register holds what: each tile of the accumulator
    /// starts at an element of thread 0 whose row is a multiple of 16 and column
    /// a multiple of 8, and the fragments of the PTX ISA put, in lane 0,
    /// `c0..c3` at `(0, 0), (0, 1), (8, 0), (8, 1)` from it, the four words of
    /// `a` at `(0, k), (8, k), (0, k + 4 kWidth), (8, k + 4 kWidth)`, each
    /// `kWidth` inputs along K, and the two of `b` at `(k, 0), (k + 4 kWidth,
    /// 0)`, each `kWidth` inputs down K. Other lanes hold the elements their
    /// lane bases move these to, which the layouts must agree with (checked),
    /// as must the warps: those of `a` and `b` are the accumulator's, broadcast
    /// along K. The inputs of a word are packed (or, one `f32`, moved to an
    /// `i32` register) once.
    fn lower_mma(
        &mut self,
        [a, b, c]: [tilelift_ir::Value; 3],
        in_ty: Type,
        split: bool,
        [la, lb, lc]: [&TileLayout; 3],
    ) -> Result<()> {
        let Some((shape, kw)) = mma_kind(in_ty) else {
            return Err(self.unsupported(format_args!("tt.dot on tensor cores of {in_ty}")));
        };
        if !mma_layouts(la, lb, lc, kw) {
            return Err(self.unsupported(
                "tt.dot in an nvidia_mma layout whose operands are not its mma.sync fragments",
            ));
        }
        let cmap = index(lc);
        let origins: Vec<[i32; 2]> = lc
            .regs
            .iter()
            .map(|r| [r[0], r[1]])
            .filter(|&[m, n]| m % 16 == 0 && n % 8 == 0)
            .collect();
        let find = |map: &HashMap<[i32; 2], usize>, at: [i32; 2]| map.get(&at).copied();
        // The accumulator registers of each tile, c0..c3.
        let mut tiles: Vec<([i32; 2], [usize; 4])> = Vec::with_capacity(origins.len());
        for &[m, n] in &origins {
            let at = [[m, n], [m, n + 1], [m + 8, n], [m + 8, n + 1]].map(|p| find(&cmap, p));
            let [Some(c0), Some(c1), Some(c2), Some(c3)] = at else {
                return Err(self.unsupported("an mma accumulator missing part of a tile"));
            };
            tiles.push(([m, n], [c0, c1, c2, c3]));
        }
        let mut ops = MmaOperands {
            values: [a, b],
            maps: [index(la), index(lb)],
            k_dim: la.shape[1],
            shape,
            in_ty,
            kw,
            words: HashMap::new(),
        };
        let acc_ty = shape.acc_type();
        let init: Vec<[Reg; 4]> = tiles
            .iter()
            .map(|(_, cs)| cs.map(|r| self.materialize(acc_ty, self.opnd(c, r))))
            .collect();
        let acc = if split {
            self.split_tf32_products(&mut ops, &tiles, init)?
        } else {
            self.mma_products(&mut ops, &tiles, [Part::Whole; 2], init)?
        };
        let mut out: RegVec = smallvec::smallvec![Reg::from_u32(0); lc.num_regs()];
        for ((_, cs), d) in tiles.iter().zip(&acc) {
            for (&r, &reg) in cs.iter().zip(d) {
                out[r] = reg;
            }
        }
        self.set(self.result(), &out);
        Ok(())
    }

    /// `a · b` (the `parts` of each) added to the accumulators `acc` of each
    /// tile, one `mma.sync` per tile and step of K, K outermost.
    fn mma_products(
        &mut self,
        ops: &mut MmaOperands,
        tiles: &[([i32; 2], [usize; 4])],
        parts: [Part; 2],
        mut acc: Vec<[Reg; 4]>,
    ) -> Result<Vec<[Reg; 4]>> {
        let kw = ops.kw;
        let half = 4 * kw;
        for k in (0..ops.k_dim).step_by(8 * kw as usize) {
            for (t, &([m, n], _)) in tiles.iter().enumerate() {
                let a_at = [[m, k], [m + 8, k], [m, k + half], [m + 8, k + half]];
                let b_at = [[k, n], [k + half, n]];
                let mut aw = [Reg::from_u32(0); 4];
                for (w, at) in aw.iter_mut().zip(a_at) {
                    *w = self.mma_word(ops, 0, at, parts[0])?;
                }
                let mut bw = [Reg::from_u32(0); 2];
                for (w, at) in bw.iter_mut().zip(b_at) {
                    *w = self.mma_word(ops, 1, at, parts[1])?;
                }
                let dsts = [(); 4].map(|()| self.b.reg(ops.shape.acc_type()));
                self.b.ins(InstData::Mma {
                    shape: ops.shape,
                    in_ty: ops.in_ty,
                    dsts,
                    a: aw,
                    b: bw,
                    c: acc[t],
                });
                acc[t] = dsts;
            }
        }
        Ok(acc)
    }

    /// `inputPrecision = tf32x3` as Triton's sm_80 code computes it: each
    /// operand `x` split into `big = tf32(x)` (rounded to nearest, ties away,
    /// as `cvt.rna.tf32.f32`, NaN kept) and `small = x - big`, then `small_a · big_b`,
    /// plus `big_a · small_b`, NaN sums set to 0 (an infinite operand's
    /// `small` is NaN), plus `big_a · big_b`, and last the accumulators `acc`
    /// added.
    fn split_tf32_products(
        &mut self,
        ops: &mut MmaOperands,
        tiles: &[([i32; 2], [usize; 4])],
        acc: Vec<[Reg; 4]>,
    ) -> Result<Vec<[Reg; 4]>> {
        let zero = self.materialize(Type::F32, Operand::Imm(0));
        let zeros = vec![[zero; 4]; tiles.len()];
        let d = self.mma_products(ops, tiles, [Part::Small, Part::Big], zeros)?;
        let d = self.mma_products(ops, tiles, [Part::Big, Part::Small], d)?;
        let d = d
            .iter()
            .map(|regs| {
                regs.map(|r| {
                    let nan = self.cmp(Cond::FUno, Type::F32, Operand::Reg(r), Operand::Reg(r));
                    self.select(Type::F32, nan, Operand::Imm(0), Operand::Reg(r))
                })
            })
            .collect();
        let d = self.mma_products(ops, tiles, [Part::Big, Part::Big], d)?;
        Ok(d.iter()
            .zip(&acc)
            .map(|(regs, c)| {
                core::array::from_fn(|i| {
                    let (x, y) = (Operand::Reg(regs[i]), Operand::Reg(c[i]));
                    self.b.binary(BinaryOp::Add, Type::F32, x, y)
                })
            })
            .collect())
    }

    /// The 32-bit word at `at` (its lowest K) of operand `op` (0 for `a`, 1
    /// for `b`), `kWidth` inputs along K: two 16-bit halves packed, or one
    /// `f32` moved to an `i32` register, or the `big` or `small` part of one
    /// (see [`Ctx::split_tf32_products`]); made once.
    fn mma_word(
        &mut self,
        ops: &mut MmaOperands,
        op: usize,
        [row, col]: [i32; 2],
        part: Part,
    ) -> Result<Reg> {
        let Some(lo) = ops.maps[op].get(&[row, col]).copied() else {
            return Err(self.unsupported("an mma operand missing part of a fragment"));
        };
        if let Some(&w) = ops.words.get(&(op, lo, part)) {
            return Ok(w);
        }
        let word = match part {
            Part::Whole => self.whole_word(ops, op, [row, col])?,
            Part::Big => {
                // The magnitude's bits rounded at bit 13, half up; a NaN
                // (whose bits could carry into the sign) is kept as it is.
                let w = self.mma_word(ops, op, [row, col], Part::Whole)?;
                let up = self.b.binary(
                    BinaryOp::Add,
                    Type::I32,
                    Operand::Reg(w),
                    Operand::Imm(0x1000),
                );
                let rounded = self.b.binary(
                    BinaryOp::And,
                    Type::I32,
                    Operand::Reg(up),
                    Operand::Imm(0xFFFF_E000),
                );
                let x = self.opnd(ops.values[op], lo);
                let x = self.materialize(Type::F32, x);
                let nan = self.cmp(Cond::FUno, Type::F32, Operand::Reg(x), Operand::Reg(x));
                self.select(Type::I32, nan, Operand::Reg(w), Operand::Reg(rounded))
            }
            Part::Small => {
                let x = self.opnd(ops.values[op], lo);
                let x = self.materialize(Type::F32, x);
                let big = self.mma_word(ops, op, [row, col], Part::Big)?;
                let big = self.b.unary(UnaryOp::Mov, Type::F32, Operand::Reg(big));
                let small =
                    self.b
                        .binary(BinaryOp::Sub, Type::F32, Operand::Reg(x), Operand::Reg(big));
                self.b.unary(UnaryOp::Mov, Type::I32, Operand::Reg(small))
            }
        };
        ops.words.insert((op, lo, part), word);
        Ok(word)
    }

    /// The inputs of operand `op` at `at` and the `kWidth - 1` after it along
    /// K, as one 32-bit word.
    fn whole_word(&mut self, ops: &MmaOperands, op: usize, [row, col]: [i32; 2]) -> Result<Reg> {
        let mut srcs: smallvec::SmallVec<[Operand; 4]> = smallvec::SmallVec::new();
        for i in 0..ops.kw {
            let at = if op == 0 {
                [row, col + i]
            } else {
                [row + i, col]
            };
            let Some(&r) = ops.maps[op].get(&at) else {
                return Err(self.unsupported("an mma operand missing part of a fragment"));
            };
            srcs.push(self.opnd(ops.values[op], r));
        }
        Ok(match *srcs.as_slice() {
            [one] => {
                let one = self.materialize(ops.in_ty, one);
                self.b.unary(UnaryOp::Mov, Type::I32, Operand::Reg(one))
            }
            [lo, hi] => self.pack_pair(ops.in_ty, lo, hi),
            [_, _, _, _] => {
                let word = self.pack_bytes(ops.in_ty, &srcs);
                self.materialize(Type::I32, word)
            }
            _ => return Err(self.unsupported(format_args!("mma words of {}", ops.in_ty))),
        })
    }
}

impl Ctx<'_> {
    /// Two 16-bit inputs of type `ty` as one 32-bit word, `lo` in the low
    /// half: a word `ldmatrix` loaded as it is, else packed.
    pub(super) fn pack_pair(&mut self, ty: Type, lo: Operand, hi: Operand) -> Reg {
        let [lo, hi] = [lo, hi].map(|x| self.materialize(ty, x));
        if let Some(&w) = self.packed.get(&(lo, hi)) {
            return w;
        }
        let dst = self.b.reg(Type::I32);
        self.b.ins(InstData::Pack {
            dst,
            srcs: [lo, hi],
        });
        dst
    }
}

/// Which part of an operand's inputs an `mma.sync` word holds.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
enum Part {
    /// The inputs as they are.
    Whole,
    /// tf32x3: the input rounded to tf32.
    Big,
    /// tf32x3: the input less its `Big` part.
    Small,
}

/// The operands of one dot on tensor cores, and the words made of them.
struct MmaOperands {
    /// `a` and `b`.
    values: [tilelift_ir::Value; 2],
    /// The register holding each 2-D coordinate of `a` and of `b`.
    maps: [HashMap<[i32; 2], usize>; 2],
    /// K.
    k_dim: i32,
    shape: MmaShape,
    in_ty: Type,
    /// Inputs per 32-bit word.
    kw: i32,
    /// The words made so far: operand, register of the lowest K, part.
    words: HashMap<(usize, usize, Part), Reg>,
}

/// Whether `a`, `b` and `c` are the fragments of one warp arrangement of an
/// `mma.sync` whose registers hold `kw` inputs (see [`Ctx::lower_mma`]):
/// their lane bases the PTX ISA's, and each warp bit moving `a` along M and
/// `b` along N as it moves `c`, never along K; and K a multiple of the
/// instruction's, `8 kw`.
fn mma_layouts(a: &TileLayout, b: &TileLayout, c: &TileLayout, kw: i32) -> bool {
    let lanes = |l: &TileLayout, want: &[[i32; 2]; 5]| {
        l.rank == 2 && (0..5).all(|i| l.threads[i][..2] == want[i])
    };
    let [a_lanes, b_lanes] = ab_lanes(kw);
    let n = c.threads.len();
    lanes(a, &a_lanes)
        && lanes(c, &C_LANES)
        && lanes(b, &b_lanes)
        && a.threads.len() == n
        && b.threads.len() == n
        && (5..n).all(|i| {
            let t = c.threads[i];
            a.threads[i][..2] == [t[0], 0] && b.threads[i][..2] == [0, t[1]]
        })
        && a.shape[1] % (8 * kw) == 0
        && a.shape[1] == b.shape[0]
}

/// Whether every thread holds the rows of `a` and the columns of `b` that its
/// accumulator elements need: each thread bit moves `a` along `m` and `b` along
/// `n` exactly as it moves the accumulator, and never along `k`.
fn fma_layouts(a: &TileLayout, b: &TileLayout, c: &TileLayout) -> bool {
    let n = c.threads.len();
    let rank = c.rank;
    a.threads.len() == n
        && b.threads.len() == n
        && (0..n).all(|i| {
            // Each thread's operand rows are its result's rows (and batch),
            // its operand columns its result's columns, from `k` = 0.
            let t = c.threads[i];
            let (at, bt) = (a.threads[i], b.threads[i]);
            (0..rank).all(|d| {
                let want_a = if d + 1 == rank { 0 } else { t[d] };
                let want_b = if d + 2 == rank { 0 } else { t[d] };
                at[d] == want_a && bt[d] == want_b
            })
        })
        && a.parts_disjoint()
        && b.parts_disjoint()
        && c.parts_disjoint()
}

/// The register holding each register coordinate of a rank-2 or rank-3
/// tile, as `[batch, row, column]` (batch 0 for rank 2).
fn index_batched(l: &TileLayout) -> HashMap<[i32; 3], usize> {
    let mut map = HashMap::with_capacity(l.num_regs());
    for (i, c) in l.regs.iter().enumerate() {
        let c: &Coord = c;
        let key = if l.rank == 3 {
            [c[0], c[1], c[2]]
        } else {
            [0, c[0], c[1]]
        };
        map.entry(key).or_insert(i);
    }
    map
}

/// The register holding each 2-D register coordinate.
pub(super) fn index(l: &TileLayout) -> HashMap<[i32; 2], usize> {
    let mut map = HashMap::with_capacity(l.num_regs());
    for (i, c) in l.regs.iter().enumerate() {
        let c: &Coord = c;
        map.entry([c[0], c[1]]).or_insert(i);
    }
    map
}
