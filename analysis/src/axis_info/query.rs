//! Questions later stages ask: how many elements a load, store or atomic may move
//! in one vector access.
//!
//! Triton decides the width of a memory access with a layout: along the layout's
//! fastest dimension `order[0]`, a thread's vector is at most
//! `min(contiguity, divisibility / element bytes)` of the pointer (Triton's
//! `getAlignment`), at most the mask's constancy (`getMaskAlignment`), at most its
//! `sizePerThread`, and at most 128 bits. Layouts are not assigned yet here, so
//! [`FuncAxisInfo::vector_width`] answers from AxisInfo alone, along the dimension
//! the coalescing pass would make fastest ([`fastest_dim`], Triton's
//! `getOrderFromContiguity`), and [`FuncAxisInfo::max_vector_width`] adds the
//! 128-bit cap.

use super::{AxisInfo, FuncAxisInfo};
use tilelift_ir::{Function, Inst, InstructionData, Types, Value};

/// The operands of a memory op that decide its vector width.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct MemoryAccess {
    /// The pointer operand (a pointer or a tensor of pointers).
    pub ptr: Value,
    /// The mask, if any.
    pub mask: Option<Value>,
    /// The width of the pointee in bits.
    pub elem_bits: u32,
}

impl MemoryAccess {
    /// The size of an element in bytes, at least 1 (`i1` is stored as a byte).
    pub fn elem_bytes(&self) -> i64 {
        i64::from(self.elem_bits / 8).max(1)
    }
}

/// The pointer, mask and element width of a `tt.load`, `tt.store`, `tt.atomic_rmw`
/// or `tt.atomic_cas`; `None` for any other instruction.
pub fn memory_access(func: &Function, types: &Types, inst: Inst) -> Option<MemoryAccess> {
    let (args, mask_idx) = match func.dfg.inst(inst) {
        InstructionData::Load { args, .. } => (args.as_slice(), Some(1)),
        InstructionData::Store { args, .. } | InstructionData::AtomicRmw { args, .. } => {
            (args.as_slice(), Some(2))
        }
        InstructionData::AtomicCas { args, .. } => (args.as_slice(), None),
        _ => return None,
    };
    let ptr = *args.first()?;
    let elem = types.element_type(func.dfg.value_type(ptr));
    let pointee = types.pointee(elem)?;
    Some(MemoryAccess {
        ptr,
        mask: mask_idx.and_then(|i| args.get(i).copied()),
        elem_bits: types.scalar_bits(pointee).unwrap_or(8),
    })
}

/// The dimension with the largest contiguity, the last one among equals: the
/// first entry of Triton's `getOrderFromContiguity` (dimensions in reverse, then a
/// stable sort by decreasing contiguity).
pub fn fastest_dim(info: &AxisInfo) -> usize {
    let mut best = 0;
    for (d, &c) in info.contiguity.iter().enumerate() {
        if c >= info.contiguity[best] {
            best = d;
        }
    }
    best
}

/// Queries.
impl FuncAxisInfo<'_> {
    /// The contiguity of `value` along its fastest dimension.
    pub fn contiguity(&self, value: Value) -> i64 {
        let info = self.get(value);
        info.contiguity.get(fastest_dim(info)).copied().unwrap_or(1)
    }

    /// How many consecutive elements of `elem_bytes` bytes, starting at an address
    /// aligned to their total size, the pointer `ptr` holds along `dim`:
    /// `min(contiguity, divisibility / elem_bytes)` (Triton's `getAlignment`).
    pub fn alignment(&self, ptr: Value, dim: usize, elem_bytes: i64) -> i64 {
        let info = self.get(ptr);
        let (Some(&c), Some(&v)) = (info.contiguity.get(dim), info.divisibility.get(dim)) else {
            return 1;
        };
        c.min((v / elem_bytes.max(1)).max(1)).max(1)
    }

    /// How many consecutive elements along `dim` share one mask value (Triton's
    /// `getMaskAlignment`).
    pub fn mask_alignment(&self, mask: Value, dim: usize) -> i64 {
        self.get(mask)
            .constancy
            .get(dim)
            .copied()
            .unwrap_or(1)
            .max(1)
    }

    /// The widest vector, in elements, that the memory op `inst` may use along the
    /// pointer's fastest dimension: `min(contiguity, divisibility in elements, mask
    /// constancy)`. 1 for scalar pointers and other instructions.
    pub fn vector_width(&self, inst: Inst) -> u32 {
        let Some(access) = memory_access(self.func, self.types, inst) else {
            return 1;
        };
        if !self.types.is_tensor(self.func.dfg.value_type(access.ptr)) {
            return 1;
        }
        let dim = fastest_dim(self.get(access.ptr));
        let mut width = self.alignment(access.ptr, dim, access.elem_bytes());
        if let Some(mask) = access.mask {
            width = width.min(self.mask_alignment(mask, dim));
        }
        width.clamp(1, i64::from(u32::MAX)) as u32
    }

    /// [`vector_width`](Self::vector_width) capped at 128 bits, the widest global
    /// access of NVIDIA and AMD GPUs (`ld.global.v4.b32`, `global_load_dwordx4`).
    pub fn max_vector_width(&self, inst: Inst) -> u32 {
        let width = self.vector_width(inst);
        match memory_access(self.func, self.types, inst) {
            Some(access) => width.min((128 / access.elem_bits.max(8)).max(1)),
            None => width,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::axis_info::analyze;

    fn widths(text: &str) -> Vec<(u32, u32)> {
        let (module, _) = tilelift_ir::parse_module(text).expect("parses");
        let verified = tilelift_ir::Verified::new(module).expect("verifies");
        let infos = analyze(&verified);
        let info = &infos[0];
        let func = info.func();
        let mut res = Vec::new();
        for block in func.order.blocks(func.body) {
            for inst in func.order.insts(block) {
                if memory_access(func, info.types(), inst).is_some() {
                    res.push((info.vector_width(inst), info.max_vector_width(inst)));
                }
            }
        }
        res
    }

    #[test]
    fn fastest_dim_prefers_the_last_of_equals() {
        let mut info = AxisInfo::pessimistic(2);
        assert_eq!(fastest_dim(&info), 1);
        info.contiguity[0] = 4;
        assert_eq!(fastest_dim(&info), 0);
    }

    #[test]
    fn vec_add_widths() {
        // n a multiple of 16: the mask is constant in runs of 16, the pointers are
        // 16-byte aligned runs of 1024 f32: 4 elements. Without the hint on n, 1.
        let kernel = |hint: &str| {
            format!(
                "module {{
  tt.func @k(%x: !tt.ptr<f32> {{tt.divisibility = 16 : i32}}, %n: i32{hint}) {{
    %c = arith.constant 1024 : i32
    %pid = tt.get_program_id x : i32
    %0 = arith.muli %pid, %c : i32
    %1 = tt.make_range {{end = 1024 : i32, start = 0 : i32}} : tensor<1024xi32>
    %2 = tt.splat %0 : i32 -> tensor<1024xi32>
    %3 = arith.addi %2, %1 : tensor<1024xi32>
    %4 = tt.splat %n : i32 -> tensor<1024xi32>
    %5 = arith.cmpi slt, %3, %4 : tensor<1024xi32>
    %6 = tt.splat %x : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>>
    %7 = tt.addptr %6, %3 : tensor<1024x!tt.ptr<f32>>, tensor<1024xi32>
    %8 = tt.load %7, %5 : tensor<1024x!tt.ptr<f32>>
    %9 = tt.load %7 : tensor<1024x!tt.ptr<f32>>
    tt.store %7, %8, %5 : tensor<1024x!tt.ptr<f32>>
    tt.return
  }}
}}"
            )
        };
        assert_eq!(
            widths(&kernel(" {tt.divisibility = 16 : i32}")),
            vec![(4, 4), (4, 4), (4, 4)]
        );
        assert_eq!(widths(&kernel("")), vec![(1, 1), (4, 4), (1, 1)]);
    }

    #[test]
    fn wide_hints_are_capped_at_128_bits() {
        let text = "module {
  tt.func @k(%x: !tt.ptr<f16> {tt.divisibility = 64 : i32}) {
    %1 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %6 = tt.splat %x : !tt.ptr<f16> -> tensor<64x!tt.ptr<f16>>
    %7 = tt.addptr %6, %1 : tensor<64x!tt.ptr<f16>>, tensor<64xi32>
    %8 = tt.load %7 : tensor<64x!tt.ptr<f16>>
    %9 = tt.load %x : !tt.ptr<f16>
    tt.return
  }
}";
        assert_eq!(widths(text), vec![(32, 8), (1, 1)]);
    }
}
