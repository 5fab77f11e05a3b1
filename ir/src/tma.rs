//! Which tensor descriptors are accessed through Hopper's tensor memory
//! accelerator (TMA), and how its copies move their blocks: [`TmaBox`].
//!
//! On sm_90 and newer, a host `TensorDescriptor` parameter (`%d:
//! !tt.tensordesc<...>` of the kernel) whose every use is a
//! `tt.descriptor_load` of it ([`tma_descriptors`]), with a block a tensor map
//! can move ([`tma_box`]), is launched as a 128-byte tensor map
//! (CUDA's `CUtensorMap`, encoded on the host by `cuTensorMapEncodeTiled`:
//! Triton's launcher does it where the kernel's metadata has a
//! `tensordesc_meta` entry for the argument) and accessed with
//! `cp.async.bulk.tensor`: [`crate::descriptors`] leaves its ops as they are
//! and the lowering copies whole blocks between global and shared memory.
//! Every other descriptor becomes pointers ([`crate::descriptors`]). A
//! descriptor is one or the other for the whole kernel: its launch
//! parameters differ.

use crate::encoding::EncodingData;
use crate::function::Function;
use crate::instructions::Opcode;
use crate::types::{TypeData, Types};
use crate::{Inst, Type, Value, ValueDef};
use smallvec::SmallVec;
use std::collections::{HashMap, HashSet};

/// How TMA copies move a descriptor's block between global and shared
/// memory: the tensor map's box and swizzle, and the block's place in shared
/// memory.
///
/// The block lies in shared memory as Triton's `#ttg.nvmma_shared` layout of
/// its 2-D view (the outer dimensions flattened into rows, unswizzled beyond
/// rank 2): rows of the innermost dimension, XOR-swizzled in 16-byte chunks by the hardware
/// (`swizzle` bytes wide; 0 for none), and where a row is wider than the
/// swizzle, cut into column blocks of `swizzle` bytes that lie one after
/// the other, each all rows. One copy moves one column block (a box);
/// a block is [`TmaBox::boxes`] copies.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TmaBox {
    /// Bytes per element: 1, 2, 4 or 8.
    pub elem_bytes: u32,
    /// The element type's code in PTX's `tensormap.replace ... elemtype`
    /// (Triton's `elem_type` of `tensordesc_meta`): 0 `u8`, 1 `u16`, 3
    /// `s32`, 5 `s64`, 6 `f16`, 7 `f32`, 9 `f64`, 10 `bf16` (8-bit floats as
    /// `u8`).
    pub elem_type: u32,
    /// The descriptor's block, outermost dimension first.
    pub block: SmallVec<[u32; 5]>,
    /// The tensor map's box, outermost first: the block with its innermost
    /// dimension cut to `swizzle` bytes where it is wider.
    pub box_dims: SmallVec<[u32; 5]>,
    /// The swizzle's width in bytes: 0 (none), 32, 64 or 128.
    pub swizzle: u32,
}

impl TmaBox {
    /// Copies per block (column blocks of the innermost dimension).
    pub fn boxes(&self) -> u32 {
        self.block[self.block.len() - 1] / self.box_dims[self.box_dims.len() - 1]
    }

    /// Bytes of one box.
    pub fn box_bytes(&self) -> u32 {
        self.box_dims.iter().product::<u32>() * self.elem_bytes
    }

    /// Bytes of the block.
    pub fn bytes(&self) -> u32 {
        self.box_bytes() * self.boxes()
    }

    /// The elements of the innermost dimension one box covers.
    pub fn box_inner(&self) -> u32 {
        self.box_dims[self.box_dims.len() - 1]
    }

    /// Rows of the block's 2-D view: the product of its outer dimensions.
    pub fn rows(&self) -> u32 {
        self.block[..self.block.len() - 1].iter().product()
    }

    /// The swizzle's code in a tensor map ([`swizzle_mode`]).
    pub fn swizzle_mode(&self) -> u32 {
        swizzle_mode(self.swizzle)
    }

    /// The alignment the block needs in shared memory: the repeat of the
    /// swizzle (8 rows of 128 bytes), else 128 bytes.
    pub fn align(&self) -> u32 {
        if self.swizzle == 0 {
            128
        } else {
            1024
        }
    }
}

/// The code of a swizzle `width` bytes wide in a tensor map (PTX's
/// `tensormap.replace ... swizzle_mode`, CUDA's `CUtensorMapSwizzle`,
/// Triton's `swizzle` of `tensordesc_meta`): 0 none, 1 32 bytes, 2 64, 3 128.
pub fn swizzle_mode(width: u32) -> u32 {
    match width {
        0 => 0,
        w => w.ilog2() - 4,
    }
}

/// The PTX `tensormap` element-type code of scalar type `elem`
/// ([`TmaBox::elem_type`]), if a tensor map holds such elements.
fn elem_type(types: &Types, elem: Type) -> Option<u32> {
    use crate::FloatKind as F;
    Some(match (types.float_kind(elem), types.int_bits(elem)) {
        (Some(F::F16), _) => 6,
        (Some(F::F32), _) => 7,
        (Some(F::F64), _) => 9,
        (Some(F::BF16), _) => 10,
        (Some(_), _) | (_, Some(8)) => 0,
        (_, Some(16)) => 1,
        (_, Some(32)) => 3,
        (_, Some(64)) => 5,
        _ => return None,
    })
}

/// How TMA copies would move the block of descriptor type `ty`, or `None`
/// where a tensor map cannot: an element of 1, 2, 4 or 8 bytes, rank 1 to
/// 5, every dimension a power of two, every box dimension at most 256
/// elements (the driver's limit) and the innermost box a multiple of 16
/// bytes. A block of rank 2 whose rows are at least 32 bytes is swizzled as
/// `#ttg.nvmma_shared` is (the row's width up to 128 bytes); others are not
/// (and then, of rank 2 or more, their rows may not be wider than one box).
pub fn tma_box(types: &Types, ty: Type) -> Option<TmaBox> {
    let block_ty = types.desc_block(ty)?;
    let elem = types.element_type(block_ty);
    let elem_bits = types.scalar_bits(elem)?;
    let elem_type = elem_type(types, elem)?;
    if !matches!(elem_bits, 8 | 16 | 32 | 64) {
        return None;
    }
    let elem_bytes = elem_bits / 8;
    let shape = types.shape(block_ty);
    if shape.is_empty() || shape.len() > 5 {
        return None;
    }
    let block: SmallVec<[u32; 5]> = shape
        .iter()
        .map(|&d| u32::try_from(d).ok().filter(|d| d.is_power_of_two()))
        .collect::<Option<_>>()?;
    let inner = block[block.len() - 1];
    let row = inner * elem_bytes;
    let swizzle = if block.len() == 2 && row >= 32 {
        row.min(128)
    } else {
        0
    };
    let box_inner = match swizzle {
        0 if block.len() >= 2 && inner > 256 => return None,
        0 => inner.min(256),
        w => w / elem_bytes,
    };
    let mut box_dims = block.clone();
    *box_dims.last_mut()? = box_inner;
    let fits = box_dims.iter().all(|&d| d <= 256) && (box_inner * elem_bytes) % 16 == 0;
    fits.then_some(TmaBox {
        elem_bytes,
        elem_type,
        block,
        box_dims,
        swizzle,
    })
}

/// Whether the TMA copies of `tb` (a descriptor's block, as [`tma_box`]
/// moves it) leave the block in shared memory as memdesc type `mem` lays it
/// out (Triton's TTGIR: the buffer of a `ttng.async_tma_copy_*`): the
/// block's shape and element type, in `#ttg.nvmma_shared` of the box's
/// swizzle, not transposed (which a 1-D block cannot be: Triton marks its
/// 1-D buffers `transposed`).
pub fn box_lays_out(types: &Types, tb: &TmaBox, desc: Type, mem: Type) -> bool {
    let (Some(block), TypeData::MemDesc { encoding, .. }) =
        (types.desc_block(desc), types.data(mem))
    else {
        return false;
    };
    let same_tile = types.shape(block) == types.shape(mem)
        && types.element_type(block) == types.element_type(mem);
    same_tile
        && matches!(
            types.encoding_data(*encoding),
            EncodingData::NvmmaShared(n)
                if n.swizzling_byte_width == tb.swizzle
                    && (!n.transposed || tb.block.len() == 1)
                    && !n.fp4_padded
        )
}

/// Whether `opcode` is one of Triton's TTGIR TMA copies, whose first operand
/// is a descriptor accessed through its tensor map.
fn is_ttgir_tma_copy(opcode: Opcode) -> bool {
    opcode.tma_copy_tail().is_some()
}

/// What the target's TMA may access.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TmaUse {
    /// Nothing: every descriptor becomes pointers.
    Off,
    /// Host descriptors (kernel parameters), whose tensor maps the launch
    /// makes (sm_90 and newer).
    Host,
    /// Those, and descriptors made at the kernel's top level, whose tensor
    /// maps the kernel makes in global scratch memory (`tensormap.replace`:
    /// sm_90a).
    HostAndKernel,
}

/// The descriptors of `func` that TMA accesses under `tma` (see the module
/// docs): kernel parameters, and where `tma` allows results of
/// `tt.make_tensor_descriptor` in the kernel's top level, of a [`tma_box`]
/// whose every use is the descriptor operand of a `tt.descriptor_load` or of
/// a TTGIR TMA copy.
///
/// A descriptor that is stored to keeps pointers: a TMA store clips a box
/// at the tensor's edge in 16-byte pieces, not elements, so it writes up to
/// 16 bytes past the end of each row where the row's bytes are not a
/// multiple of 16 (measured on an H200: `desc_copy_2d_f32_masked`, rows of
/// 8190 `f32` in a row stride of 8192, had columns 8190 and 8191
/// overwritten), and the row length is a launch value. Loads zero-fill
/// element by element.
///
/// And every load of it is a `tt.dot` operand (directly or through a
/// `tt.trans`) in the body of an `scf.for` that holds dots: where the
/// `cp.async` pipeline's copies become TMA copies of whole blocks, each
/// completing on its own mbarrier, waited for where its tile is first read
/// (`lower/src/to_mir/pipeline.rs`). Measured on an H200 against Triton 3.6
/// (BENCHMARKS.md, sessions 18 and 20): `tutorial_matmul_tma_128x128x64`
/// 1.203 -> 1.009, `_128x256x64` 0.934 -> 0.841 (733 TFLOP/s); attention's
/// loops of two dots, slower than pointers while one mbarrier a stage made
/// `q kᵀ` wait for `v` too (1.13-1.25 against 1.00-1.06), 0.99-1.08 with one
/// a load, and a JIT of the kernel 0.5x that of the pointer form's two
/// versioned copies (d128 causal: 877 against 1,758 ms). Loads outside such
/// loops, read back from shared memory by every thread, were slower than
/// pointers (`desc_add_1d_f16` 0.769 -> 0.932, `desc_copy_2d_f32_masked`
/// 1.03 -> 1.69) and keep them.
///
/// In Triton's own TTGIR, a descriptor copied by a `ttng.async_tma_copy_*`
/// is a tensor map: Triton's pipeliner made those copies for it, and its
/// shared-memory buffers are laid out for them ([`box_lays_out`]).
pub fn tma_descriptors(func: &Function, types: &Types, tma: TmaUse) -> SmallVec<[Value; 4]> {
    if tma == TmaUse::Off {
        return SmallVec::new();
    }
    let made = func
        .order
        .insts(func.entry_block())
        .filter(|&i| {
            tma == TmaUse::HostAndKernel
                && func.dfg.inst(i).opcode() == Opcode::MakeTensorDescriptor
        })
        .map(|i| func.dfg.inst_results(i)[0]);
    let mut out: SmallVec<[Value; 4]> = func
        .args()
        .iter()
        .copied()
        .chain(made)
        .filter(|&a| tma_box(types, func.dfg.value_type(a)).is_some())
        .collect();
    if out.is_empty() {
        return out;
    }
    let mut uses: HashMap<Value, u32> = HashMap::new();
    let mut all = Vec::new();
    crate::descriptors::collect_insts(func, func.body, &mut all);
    for &i in &all {
        for &a in func.dfg.inst(i).args() {
            *uses.entry(a).or_default() += 1;
        }
    }
    let mut fed = HashSet::new();
    for &i in &all {
        if func.dfg.inst(i).opcode() == Opcode::For {
            dot_operand_loads(func, i, &uses, &mut fed);
        }
    }
    for &i in &all {
        let data = func.dfg.inst(i);
        let accesses = (data.opcode() == Opcode::DescriptorLoad && fed.contains(&i))
            || is_ttgir_tma_copy(data.opcode());
        for (pos, arg) in data.args().iter().enumerate() {
            if !(accesses && pos == 0) {
                out.retain(|v| v != arg);
            }
        }
    }
    out
}

/// The `tt.descriptor_load`s of the body of loop `for_inst` that are read
/// only as an operand of one of its `tt.dot`s (directly or through a
/// `tt.trans` read only there).
fn dot_operand_loads(
    func: &Function,
    for_inst: Inst,
    uses: &HashMap<Value, u32>,
    out: &mut HashSet<Inst>,
) {
    let Some(&region) = func.dfg.inst(for_inst).regions().first() else {
        return;
    };
    let Some(body) = func.order.entry_block(region) else {
        return;
    };
    let insts: Vec<Inst> = func.order.insts(body).collect();
    let dots: Vec<Inst> = insts
        .iter()
        .copied()
        .filter(|&i| func.dfg.inst(i).opcode() == Opcode::Dot)
        .collect();
    let once = |v: Value| uses.get(&v).copied() == Some(1);
    let operands = dots
        .iter()
        .flat_map(|&dot| func.dfg.inst(dot).args()[..2].to_vec());
    for operand in operands {
        let ValueDef::Result(mut def, _) = func.dfg.value_def(operand) else {
            continue;
        };
        if !once(operand) {
            continue;
        }
        if func.dfg.inst(def).opcode() == Opcode::Trans && insts.contains(&def) {
            let inner = func.dfg.inst(def).args()[0];
            let ValueDef::Result(d, _) = func.dfg.value_def(inner) else {
                continue;
            };
            if !once(inner) {
                continue;
            }
            def = d;
        }
        if func.dfg.inst(def).opcode() == Opcode::DescriptorLoad && insts.contains(&def) {
            out.insert(def);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn desc(types: &mut Types, shape: &[i64], elem_bits: u8) -> Type {
        let elem = types.intern(crate::types::TypeData::Int(elem_bits));
        let block = types.tensor(shape, elem);
        types.intern(crate::types::TypeData::TensorDesc { block })
    }

    #[test]
    fn boxes_and_swizzles_follow_the_rows() {
        let mut types = Types::new();
        // 128-byte rows: one box, swizzled 128.
        let ty = desc(&mut types, &[128, 64], 16);
        let t = tma_box(&types, ty).unwrap();
        assert_eq!(
            (t.swizzle, t.boxes(), t.box_dims.to_vec()),
            (128, 1, vec![128, 64])
        );
        // 512-byte rows: four column blocks of 64.
        let ty = desc(&mut types, &[128, 256], 16);
        let t = tma_box(&types, ty).unwrap();
        assert_eq!(
            (t.swizzle, t.boxes(), t.box_inner(), t.bytes()),
            (128, 4, 64, 65536)
        );
        // 32-byte rows: swizzled 32; 16-byte rows: none.
        let ty = desc(&mut types, &[64, 16], 16);
        assert_eq!(tma_box(&types, ty).unwrap().swizzle, 32);
        let ty = desc(&mut types, &[64, 8], 16);
        assert_eq!(tma_box(&types, ty).unwrap().swizzle, 0);
        // 1-d: unswizzled boxes of at most 256 elements.
        let ty = desc(&mut types, &[1024], 16);
        let t = tma_box(&types, ty).unwrap();
        assert_eq!((t.swizzle, t.boxes(), t.box_inner()), (0, 4, 256));
        // Rows of 8 bytes are below a box's 16; outer dimensions past 256 and
        // sizes not powers of two have no box.
        let ty = desc(&mut types, &[64, 2], 32);
        assert!(tma_box(&types, ty).is_none());
        let ty = desc(&mut types, &[512, 64], 16);
        assert!(tma_box(&types, ty).is_none());
        let ty = desc(&mut types, &[96, 64], 16);
        assert!(tma_box(&types, ty).is_none());
    }
}
