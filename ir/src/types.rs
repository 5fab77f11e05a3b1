//! Interned types.
//!
//! Every type of the IR is a [`Type`] handle into the module's [`Types`] table. The
//! table interns: building the same [`TypeData`] twice gives the same handle, so type
//! equality is handle equality. The scalar types are interned first, at fixed
//! indices, so [`Types::i32`] and friends need no mutable access.
//!
//! Layout encodings ([`EncodingData`]) are interned in the same table, because a tensor
//! type carries its encoding (`tensor<1024xf32, #blocked>`).

use crate::encoding::EncodingData;
use crate::entities::{Encoding, Type};
use cranelift_entity::PrimaryMap;
use hashbrown::HashMap;
use smallvec::SmallVec;

/// The shape of a tensor: one extent per dimension, outermost first.
pub type Shape = SmallVec<[i64; 4]>;

/// A floating-point format.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FloatKind {
    /// IEEE binary16 (`f16`).
    F16,
    /// bfloat16 (`bf16`): the upper half of a binary32.
    BF16,
    /// IEEE binary32 (`f32`).
    F32,
    /// IEEE binary64 (`f64`).
    F64,
    /// 8-bit float, 4 exponent and 3 mantissa bits, no infinities (`f8E4M3FN`).
    F8E4M3FN,
    /// 8-bit float, 5 exponent and 2 mantissa bits (`f8E5M2`).
    F8E5M2,
}

impl FloatKind {
    /// The width in bits.
    pub fn bits(self) -> u32 {
        match self {
            FloatKind::F16 | FloatKind::BF16 => 16,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            FloatKind::F8E4M3FN | FloatKind::F8E5M2 => 8,
        }
    }

    /// The name MLIR prints.
    pub fn name(self) -> &'static str {
        match self {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2 => "f8E5M2",
        }
    }

    /// Parses an MLIR float type name.
    pub fn from_name(name: &str) -> Option<FloatKind> {
        Some(match name {
            "f16" => FloatKind::F16,
            "bf16" => FloatKind::BF16,
            "f32" => FloatKind::F32,
            "f64" => FloatKind::F64,
            "f8E4M3FN" => FloatKind::F8E4M3FN,
            "f8E5M2" => FloatKind::F8E5M2,
            _ => return None,
        })
    }
}

/// What a [`Type`] is.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeData {
    /// A signless integer of the given width: `i1`, `i8`, `i16`, `i32`, `i64`.
    Int(u8),
    /// A floating-point scalar.
    Float(FloatKind),
    /// MLIR's `index`, accepted for `scf.for` bounds.
    Index,
    /// A pointer to global memory, `!tt.ptr<f32>` (address space 1, the default, is
    /// not printed).
    Ptr {
        /// The type pointed to.
        pointee: Type,
        /// The address space.
        addr_space: u32,
    },
    /// A ranked tensor, `tensor<64x32xf16, #blocked>`.
    Tensor {
        /// The extents, outermost first. Every extent is at least 1.
        shape: Shape,
        /// A scalar or pointer element type.
        elem: Type,
        /// The layout encoding, after layout assignment.
        encoding: Option<Encoding>,
    },
    /// A descriptor of a buffer in shared memory,
    /// `!ttg.memdesc<3x64x32xf16, #shared, #smem, mutable>`.
    MemDesc {
        /// The extents of the view.
        shape: Shape,
        /// The element type.
        elem: Type,
        /// The shared-memory encoding (`#ttg.swizzled_shared`, `#ttg.nvmma_shared`).
        encoding: Encoding,
        /// The memory space (`#ttg.shared_memory`).
        memory_space: Encoding,
        /// Whether the buffer may be written.
        mutable: bool,
        /// The shape of the whole allocation, when it differs from `shape`.
        alloc_shape: Shape,
    },
    /// `!ttg.async.token`, the result of asynchronous copies.
    AsyncToken,
    /// A tensor descriptor, `!tt.tensordesc<tensor<64x32xf16>>`: a strided
    /// tensor in global memory (base, shape, strides, the last stride 1) read
    /// and written a block at a time by `tt.descriptor_load`/`_store`; the
    /// block is the tensor type it names.
    TensorDesc {
        /// The block: a tensor type (with a shared encoding in TTGIR).
        block: Type,
    },
}

/// The module-wide table of interned types and encodings.
#[derive(Clone, PartialEq, Debug)]
pub struct Types {
    data: PrimaryMap<Type, TypeData>,
    map: HashMap<TypeData, Type>,
    encodings: PrimaryMap<Encoding, EncodingData>,
    encoding_map: HashMap<EncodingData, Encoding>,
}

/// The scalars interned at fixed indices, in this order.
const PREINTERNED: [TypeData; 10] = [
    TypeData::Int(1),
    TypeData::Int(8),
    TypeData::Int(16),
    TypeData::Int(32),
    TypeData::Int(64),
    TypeData::Float(FloatKind::F16),
    TypeData::Float(FloatKind::BF16),
    TypeData::Float(FloatKind::F32),
    TypeData::Float(FloatKind::F64),
    TypeData::Index,
];

/// The index of a scalar type in [`PREINTERNED`], if `data` is one of them.
fn preinterned(data: &TypeData) -> Option<Type> {
    let index = match data {
        TypeData::Int(1) => 0,
        TypeData::Int(8) => 1,
        TypeData::Int(16) => 2,
        TypeData::Int(32) => 3,
        TypeData::Int(64) => 4,
        TypeData::Float(FloatKind::F16) => 5,
        TypeData::Float(FloatKind::BF16) => 6,
        TypeData::Float(FloatKind::F32) => 7,
        TypeData::Float(FloatKind::F64) => 8,
        TypeData::Index => 9,
        _ => return None,
    };
    Some(Type::from_u32(index))
}

impl Default for Types {
    fn default() -> Self {
        Self::new()
    }
}

/// Construction and interning.
impl Types {
    /// A table holding only the scalar types.
    pub fn new() -> Self {
        let mut types = Types {
            data: PrimaryMap::with_capacity(32),
            map: HashMap::with_capacity(32),
            encodings: PrimaryMap::new(),
            encoding_map: HashMap::new(),
        };
        // The scalars sit at fixed indices, found by `preinterned` without the map.
        for data in PREINTERNED {
            types.data.push(data);
        }
        types
    }

    /// Interns a type.
    pub fn intern(&mut self, data: TypeData) -> Type {
        if let Some(ty) = preinterned(&data) {
            return ty;
        }
        if let Some(&ty) = self.map.get(&data) {
            return ty;
        }
        let ty = self.data.push(data.clone());
        self.map.insert(data, ty);
        ty
    }

    /// Interns an encoding.
    pub fn intern_encoding(&mut self, data: EncodingData) -> Encoding {
        if let Some(&enc) = self.encoding_map.get(&data) {
            return enc;
        }
        let enc = self.encodings.push(data.clone());
        self.encoding_map.insert(data, enc);
        enc
    }

    /// `!tt.ptr<pointee>` in address space 1.
    pub fn ptr(&mut self, pointee: Type) -> Type {
        self.intern(TypeData::Ptr {
            pointee,
            addr_space: 1,
        })
    }

    /// `tensor<shape x elem>` without an encoding.
    pub fn tensor(&mut self, shape: &[i64], elem: Type) -> Type {
        self.tensor_with_encoding(shape, elem, None)
    }

    /// `tensor<shape x elem, encoding>`.
    pub fn tensor_with_encoding(
        &mut self,
        shape: &[i64],
        elem: Type,
        encoding: Option<Encoding>,
    ) -> Type {
        self.intern(TypeData::Tensor {
            shape: shape.into(),
            elem,
            encoding,
        })
    }

    /// The type with the same shape and encoding as `like` (a scalar if `like` is one)
    /// and the element type `elem`. This is how `cmpi` gets `i1` results.
    pub fn with_element(&mut self, like: Type, elem: Type) -> Type {
        match self.data(like) {
            TypeData::Tensor {
                shape, encoding, ..
            } => {
                let (shape, encoding) = (Shape::from_slice(shape), *encoding);
                self.intern(TypeData::Tensor {
                    shape,
                    elem,
                    encoding,
                })
            }
            _ => elem,
        }
    }

    /// The type with the same element type and encoding as `like` and a new shape.
    pub fn with_shape(&mut self, like: Type, shape: &[i64]) -> Type {
        let elem = self.element_type(like);
        let encoding = self.encoding(like);
        self.tensor_with_encoding(shape, elem, encoding)
    }
}

/// The scalar types, interned at fixed indices.
impl Types {
    /// `i1`.
    pub fn i1(&self) -> Type {
        Type::from_u32(0)
    }
    /// `i8`.
    pub fn i8(&self) -> Type {
        Type::from_u32(1)
    }
    /// `i16`.
    pub fn i16(&self) -> Type {
        Type::from_u32(2)
    }
    /// `i32`.
    pub fn i32(&self) -> Type {
        Type::from_u32(3)
    }
    /// `i64`.
    pub fn i64(&self) -> Type {
        Type::from_u32(4)
    }
    /// `f16`.
    pub fn f16(&self) -> Type {
        Type::from_u32(5)
    }
    /// `bf16`.
    pub fn bf16(&self) -> Type {
        Type::from_u32(6)
    }
    /// `f32`.
    pub fn f32(&self) -> Type {
        Type::from_u32(7)
    }
    /// `f64`.
    pub fn f64(&self) -> Type {
        Type::from_u32(8)
    }
    /// `index`.
    pub fn index(&self) -> Type {
        Type::from_u32(9)
    }
    /// The integer type of `bits` bits, if it is one of i1, i8, i16, i32, i64.
    pub fn int(&self, bits: u32) -> Option<Type> {
        Some(Type::from_u32(match bits {
            1 => 0,
            8 => 1,
            16 => 2,
            32 => 3,
            64 => 4,
            _ => return None,
        }))
    }
}

/// Queries.
impl Types {
    /// What `ty` is.
    pub fn data(&self, ty: Type) -> &TypeData {
        &self.data[ty]
    }

    /// What `enc` is.
    pub fn encoding_data(&self, enc: Encoding) -> &EncodingData {
        &self.encodings[enc]
    }

    /// Whether `ty` is a handle of this table.
    pub fn is_valid(&self, ty: Type) -> bool {
        self.data.is_valid(ty)
    }

    /// Whether `enc` is a handle of this table.
    pub fn is_valid_encoding(&self, enc: Encoding) -> bool {
        self.encodings.is_valid(enc)
    }

    /// The element type of a tensor or memdesc; a scalar or pointer is its own element.
    pub fn element_type(&self, ty: Type) -> Type {
        match &self.data[ty] {
            TypeData::Tensor { elem, .. } | TypeData::MemDesc { elem, .. } => *elem,
            _ => ty,
        }
    }

    /// The shape of a tensor or memdesc; empty for a scalar.
    pub fn shape(&self, ty: Type) -> &[i64] {
        match &self.data[ty] {
            TypeData::Tensor { shape, .. } | TypeData::MemDesc { shape, .. } => shape,
            _ => &[],
        }
    }

    /// The encoding of a tensor or memdesc type.
    pub fn encoding(&self, ty: Type) -> Option<Encoding> {
        match &self.data[ty] {
            TypeData::Tensor { encoding, .. } => *encoding,
            TypeData::MemDesc { encoding, .. } => Some(*encoding),
            _ => None,
        }
    }

    /// Whether `ty` is a ranked tensor.
    pub fn is_tensor(&self, ty: Type) -> bool {
        matches!(self.data[ty], TypeData::Tensor { .. })
    }

    /// The block tensor type of a tensor descriptor type.
    pub fn desc_block(&self, ty: Type) -> Option<Type> {
        match self.data[ty] {
            TypeData::TensorDesc { block } => Some(block),
            _ => None,
        }
    }

    /// Whether `ty` is a pointer.
    pub fn is_ptr(&self, ty: Type) -> bool {
        matches!(self.data[ty], TypeData::Ptr { .. })
    }

    /// The pointee of a pointer type.
    pub fn pointee(&self, ty: Type) -> Option<Type> {
        match self.data[ty] {
            TypeData::Ptr { pointee, .. } => Some(pointee),
            _ => None,
        }
    }

    /// The width of an integer type.
    pub fn int_bits(&self, ty: Type) -> Option<u32> {
        match self.data[ty] {
            TypeData::Int(bits) => Some(bits.into()),
            _ => None,
        }
    }

    /// The format of a float type.
    pub fn float_kind(&self, ty: Type) -> Option<FloatKind> {
        match self.data[ty] {
            TypeData::Float(kind) => Some(kind),
            _ => None,
        }
    }

    /// Whether `ty` is an integer or index scalar.
    pub fn is_int(&self, ty: Type) -> bool {
        matches!(self.data[ty], TypeData::Int(_) | TypeData::Index)
    }

    /// Whether `ty` is a float scalar.
    pub fn is_float(&self, ty: Type) -> bool {
        matches!(self.data[ty], TypeData::Float(_))
    }

    /// The width in bits of a scalar element (pointers are 64 bits).
    pub fn scalar_bits(&self, ty: Type) -> Option<u32> {
        match self.data[ty] {
            TypeData::Int(bits) => Some(bits.into()),
            TypeData::Float(kind) => Some(kind.bits()),
            TypeData::Ptr { .. } | TypeData::Index => Some(64),
            _ => None,
        }
    }

    /// The number of elements of a tensor (1 for a scalar), saturating at
    /// `i64::MAX` for shapes too large to count.
    pub fn num_elements(&self, ty: Type) -> i64 {
        self.shape(ty)
            .iter()
            .fold(1i64, |n, &d| n.saturating_mul(d.max(0)))
    }

    /// All types, in interning order.
    pub fn iter(&self) -> impl Iterator<Item = (Type, &TypeData)> {
        self.data.iter()
    }

    /// All encodings, in interning order.
    pub fn encodings(&self) -> impl Iterator<Item = (Encoding, &EncodingData)> {
        self.encodings.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preinterned_scalars_are_at_their_indices() {
        let types = Types::new();
        for (i, data) in PREINTERNED.iter().enumerate() {
            assert_eq!(preinterned(data), Some(Type::from_u32(i as u32)));
            assert_eq!(types.data(Type::from_u32(i as u32)), data);
        }
        assert_eq!(preinterned(&TypeData::Int(7)), None);
    }

    #[test]
    fn interning_gives_equal_handles() {
        let mut types = Types::new();
        let f32 = types.f32();
        let a = types.tensor(&[64, 32], f32);
        let b = types.tensor(&[64, 32], f32);
        assert_eq!(a, b);
        assert_ne!(a, types.tensor(&[32, 64], f32));
        let ptr = types.ptr(f32);
        assert_eq!(types.pointee(ptr), Some(f32));
        let mask = types.with_element(a, types.i1());
        assert_eq!(types.shape(mask), &[64, 32]);
        assert_eq!(types.element_type(mask), types.i1());
    }

    #[test]
    fn scalars_sit_at_fixed_indices() {
        let types = Types::new();
        assert_eq!(types.data(types.i32()), &TypeData::Int(32));
        assert_eq!(types.data(types.bf16()), &TypeData::Float(FloatKind::BF16));
        assert_eq!(types.int(64), Some(types.i64()));
        assert_eq!(types.int(7), None);
    }
}
