//! A compiled kernel ([`Kernel`]): its code, what it was compiled for, and
//! what launching it takes (threads, shared memory, parameters with their
//! types); with feature `json`, the same as a metadata record in the spirit of
//! Triton's (`Kernel::metadata_json`).

use crate::options::{Arch, Target};
use tilelift_ir::{FloatKind, Module, TypeData};

/// A compiled kernel.
#[derive(Clone, PartialEq, Debug)]
#[non_exhaustive]
pub struct Kernel {
    /// The code: a PTX module for [`Target::Nvptx`], AMDGCN assembly for
    /// [`Target::Amdgcn`].
    pub code: String,
    /// What [`code`](Self::code) is for: the target, and the architecture
    /// (`.target` of the PTX) where it is [`Target::Nvptx`].
    pub target: Target,
    /// The NVIDIA architecture the PTX is for (meaningless for AMDGCN).
    pub arch: Arch,
    /// The entry point's name.
    pub name: String,
    /// Warps per program: launch `32 * num_warps` threads per program.
    pub num_warps: u32,
    /// Programs (CTAs) per cluster: always 1 (tilelift makes no clusters).
    pub num_ctas: u32,
    /// Dynamic shared memory bytes to pass at launch (for PTX: the kernel
    /// declares `.extern .shared .b8 global_smem[]`, sized at launch; above
    /// 48 KiB the function needs `CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES`
    /// set to at least this first). At most the target's per-block maximum.
    /// For AMDGCN it is the kernel's fixed LDS (`group_segment_fixed_size`).
    pub shared_bytes: u32,
    /// The parameters, in the order of the kernel's arguments: pointers are
    /// passed as 64-bit addresses, scalars by value.
    pub params: Vec<Param>,
    /// One entry per tensor-descriptor argument of the TTIR kernel, in
    /// order: its tensor map where the kernel takes it as one
    /// ([`ParamType::TensorMap`]), `None` where it takes the descriptor as
    /// base, shape, strides and NaN flag (Triton's `tensordesc_meta`, whose
    /// entry is `None` in the same case). Empty for a kernel without
    /// descriptors.
    pub tensordesc_meta: Vec<Option<TensorMap>>,
    /// Bytes of global scratch memory each program needs, 0 for none
    /// (Triton's `global_scratch_size`, aligned to 128): the tensor maps the
    /// kernel makes (`tt.make_tensor_descriptor` through the TMA). The
    /// kernel's last parameter, [`ParamType::Pointer`] `global_scratch`,
    /// then points at one such slot per program, numbered `x + nx * (y + ny *
    /// z)` by program id.
    pub global_scratch_bytes: u32,
}

/// A kernel parameter.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct Param {
    /// The argument's name in the tile IR, without `%` (`x_ptr`), or its number.
    pub name: String,
    /// Its type.
    pub ty: ParamType,
}

/// The type of a kernel parameter.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum ParamType {
    /// A scalar, passed by value.
    Scalar(ScalarType),
    /// A pointer to global memory holding elements of this type, passed as a
    /// 64-bit address.
    Pointer(ScalarType),
    /// A host tensor descriptor that the kernel accesses through the tensor
    /// memory accelerator: a 128-byte tensor map (CUDA's `CUtensorMap`, made
    /// by `cuTensorMapEncodeTiled` from the descriptor's base, shape and
    /// strides and this box), passed by value. The same argument, as Triton's
    /// launcher takes it, is a `TensorDescriptor` with this `tensordesc_meta`.
    TensorMap(TensorMap),
}

/// What the tensor map of a [`ParamType::TensorMap`] parameter says besides
/// the tensor itself (Triton's `tensordesc_meta` of the argument).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub struct TensorMap {
    /// The element type.
    pub elem: ScalarType,
    /// The tensor's rank (and the box's): 1 to 5.
    pub rank: u8,
    /// The box one copy moves, outermost dimension first (the first `rank`
    /// entries).
    pub box_dims: [u32; 5],
    /// The swizzle's width in bytes: 0 (none), 32, 64 or 128.
    pub swizzle: u32,
    /// The element type's PTX code ([`TensorMap::ptx_elem_type`]).
    elem_type: u32,
}

impl TensorMap {
    /// The box, outermost dimension first.
    pub fn box_dims(&self) -> &[u32] {
        &self.box_dims[..self.rank as usize]
    }

    /// Bytes per element.
    pub fn elem_bytes(&self) -> u32 {
        match self.elem {
            ScalarType::Int(bits) => u32::from(bits).div_ceil(8),
            ScalarType::Float(kind) => kind.bits() / 8,
        }
    }

    /// The element type's code in PTX's `tensormap.replace ... elemtype`
    /// (Triton's `elem_type` of `tensordesc_meta`; [`tilelift_ir::tma::TmaBox::elem_type`]).
    pub fn ptx_elem_type(&self) -> u32 {
        self.elem_type
    }

    /// The swizzle's code (Triton's `swizzle` of `tensordesc_meta`:
    /// [`tilelift_ir::tma::swizzle_mode`]).
    pub fn swizzle_mode(&self) -> u32 {
        tilelift_ir::tma::swizzle_mode(self.swizzle)
    }

    /// The map of a descriptor type `ty` of `module` that TMA accesses.
    fn of(module: &Module, ty: tilelift_ir::Type) -> Option<Self> {
        let tb = tilelift_ir::tma::tma_box(&module.types, ty)?;
        let block = module.types.desc_block(ty)?;
        let elem = ScalarType::of(module, module.types.element_type(block))?;
        let mut box_dims = [1; 5];
        box_dims[..tb.box_dims.len()].copy_from_slice(&tb.box_dims);
        Some(TensorMap {
            elem,
            rank: tb.box_dims.len() as u8,
            box_dims,
            swizzle: tb.swizzle,
            elem_type: tb.elem_type,
        })
    }
}

/// A scalar type of the tile IR.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum ScalarType {
    /// A signless integer of this many bits (1, 8, 16, 32 or 64).
    Int(u8),
    /// A floating-point number.
    Float(FloatKind),
}

impl ScalarType {
    /// The scalar type `ty` of `module`, if it is one (`index` is `i64`).
    fn of(module: &Module, ty: tilelift_ir::Type) -> Option<Self> {
        Some(match module.types.data(ty) {
            TypeData::Int(bits) => ScalarType::Int(*bits),
            TypeData::Index => ScalarType::Int(64),
            TypeData::Float(kind) => ScalarType::Float(*kind),
            _ => return None,
        })
    }

    /// Triton's name of the type: `i32`, `fp16`, `bf16`, `fp8e4nv`.
    pub fn triton_name(self) -> String {
        match self {
            ScalarType::Int(bits) => format!("i{bits}"),
            ScalarType::Float(kind) => match kind {
                FloatKind::F16 => "fp16",
                FloatKind::BF16 => "bf16",
                FloatKind::F32 => "fp32",
                FloatKind::F64 => "fp64",
                FloatKind::F8E4M3FN => "fp8e4nv",
                FloatKind::F8E5M2 => "fp8e5",
            }
            .to_string(),
        }
    }
}

impl ParamType {
    /// The type of a kernel argument of type `ty` in `module`, if it is a
    /// scalar or a pointer to one.
    pub(crate) fn of(module: &Module, ty: tilelift_ir::Type) -> Option<Self> {
        match module.types.data(ty) {
            TypeData::Ptr { pointee, .. } => {
                ScalarType::of(module, *pointee).map(ParamType::Pointer)
            }
            TypeData::TensorDesc { .. } => TensorMap::of(module, ty).map(ParamType::TensorMap),
            _ => ScalarType::of(module, ty).map(ParamType::Scalar),
        }
    }

    /// Triton's name of the type, as in a kernel signature: `*fp32`, `i32`.
    pub fn triton_name(self) -> String {
        match self {
            ParamType::Scalar(s) => s.triton_name(),
            ParamType::Pointer(s) => format!("*{}", s.triton_name()),
            ParamType::TensorMap(m) => {
                let dims: Vec<String> = m.box_dims().iter().map(u32::to_string).collect();
                format!("tensordesc<{}[{}]>", m.elem.triton_name(), dims.join(", "))
            }
        }
    }
}

#[cfg(feature = "json")]
impl Kernel {
    /// The kernel's metadata as a JSON object, with the keys of Triton's
    /// metadata where Triton has one (`name`, `num_warps`, `num_ctas`,
    /// `shared`, `target` with `backend`, `arch` and `warp_size`), and
    /// `params`, one `{"name", "type"}` per parameter with Triton's type
    /// names (`*fp32`, `i32`). (Feature `json`.)
    ///
    /// `arch` is the compute capability (90) for CUDA and the processor
    /// (`gfx90a`) for HIP, as in Triton; `ptx_arch` is the PTX's `.target`
    /// (`sm_90a`) and `ptx_version` its `.version`.
    pub fn metadata_json(&self) -> String {
        use serde_json::{json, Value};
        let options = crate::Options::new()
            .with_arch(self.arch)
            .with_target(self.target);
        let warp_size = options.target_desc().threads_per_warp;
        let target = match self.target {
            Target::Nvptx => json!({
                "backend": "cuda",
                "arch": self.arch.compute_capability(),
                "warp_size": warp_size,
            }),
            Target::Amdgcn(mcpu) => json!({
                "backend": "hip",
                "arch": mcpu.name(),
                "warp_size": warp_size,
            }),
        };
        let params: Vec<Value> = self
            .params
            .iter()
            .map(|p| json!({"name": p.name, "type": p.ty.triton_name()}))
            .collect();
        let mut meta = json!({
            "name": self.name,
            "target": target,
            "num_warps": self.num_warps,
            "num_ctas": self.num_ctas,
            "shared": self.shared_bytes,
            "params": params,
        });
        if self.target == Target::Nvptx {
            let (major, minor) = self.arch.ptx_version();
            meta["ptx_arch"] = json!(self.arch.name());
            meta["ptx_version"] = json!(format!("{major}.{minor}"));
        }
        let mut text = serde_json::to_string_pretty(&meta).unwrap_or_default();
        text.push('\n');
        text
    }
}
