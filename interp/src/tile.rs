//! Tile values: n-dimensional arrays of one element type, stored flat in row-major
//! order. A scalar is a tile of rank 0 with one element.
//!
//! Storage is typed and flat, so an op dispatches on the storage once and then runs
//! a tight loop, with no allocation or dynamic dispatch per element:
//!
//! | element type | storage | invariant |
//! |---|---|---|
//! | `i1` … `i64`, `index` | [`Data::Int`] | the value sign-extended from its width (`true` is -1) |
//! | pointers | [`Data::Int`] | the 64-bit address, as `i64` |
//! | `f16`, `bf16`, `f8E5M2`, `f8E4M3FN`, `f32` | [`Data::F32`] | a value of the format |
//! | `f64` | [`Data::F64`] | |
//!
//! Keeping every integer sign-extended makes signed ops direct; unsigned ops read
//! the value through [`zext`]. Narrow floats live in `f32` because every value of
//! those formats is an `f32`; ops round back to the format (see `float.rs`).

use super::float;
use smallvec::SmallVec;
use tilelift_ir::{FloatKind, Type, TypeData, Types};

/// The extents of a tile, outermost first; empty for a scalar.
pub type Shape = SmallVec<[i64; 4]>;

/// The element type of a tile.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ElemType {
    /// A signless integer of this many bits (`index` is 64).
    Int(u32),
    /// A float format.
    Float(FloatKind),
    /// A pointer to global memory: a 64-bit address.
    Ptr,
}

impl ElemType {
    /// The element type of a scalar, pointer or tensor type; `None` for the types
    /// that hold no values (memdescs, tokens).
    pub fn of(types: &Types, ty: Type) -> Option<ElemType> {
        match *types.data(types.element_type(ty)) {
            TypeData::Int(bits) => Some(ElemType::Int(bits.into())),
            TypeData::Index => Some(ElemType::Int(64)),
            TypeData::Float(kind) => Some(ElemType::Float(kind)),
            TypeData::Ptr { .. } => Some(ElemType::Ptr),
            _ => None,
        }
    }

    /// The width in bits.
    pub fn bits(self) -> u32 {
        match self {
            ElemType::Int(bits) => bits,
            ElemType::Float(kind) => kind.bits(),
            ElemType::Ptr => 64,
        }
    }

    /// The size of one element in memory: `i1` takes a byte, as in Triton.
    pub fn mem_bytes(self) -> usize {
        (self.bits() as usize).div_ceil(8)
    }

    /// The float format, for a float type.
    pub fn float_kind(self) -> Option<FloatKind> {
        match self {
            ElemType::Float(kind) => Some(kind),
            _ => None,
        }
    }
}

/// The elements of a tile, row-major.
#[derive(Clone, PartialEq, Debug)]
pub enum Data {
    /// Integers (sign-extended from their width) and pointers.
    Int(Vec<i64>),
    /// `f32` and the narrower float formats.
    F32(Vec<f32>),
    /// `f64`.
    F64(Vec<f64>),
}

impl Data {
    /// The number of elements.
    pub fn len(&self) -> usize {
        match self {
            Data::Int(v) => v.len(),
            Data::F32(v) => v.len(),
            Data::F64(v) => v.len(),
        }
    }

    /// Whether there are no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The elements at `indices`, in that order.
    pub fn gather(&self, indices: &[usize]) -> Data {
        match self {
            Data::Int(v) => Data::Int(indices.iter().map(|&i| v[i]).collect()),
            Data::F32(v) => Data::F32(indices.iter().map(|&i| v[i]).collect()),
            Data::F64(v) => Data::F64(indices.iter().map(|&i| v[i]).collect()),
        }
    }

    /// Copies element `from` of `src` (which has the same storage) to element `to`.
    fn copy_from(&mut self, to: usize, src: &Data, from: usize) {
        match (self, src) {
            (Data::Int(d), Data::Int(s)) => d[to] = s[from],
            (Data::F32(d), Data::F32(s)) => d[to] = s[from],
            (Data::F64(d), Data::F64(s)) => d[to] = s[from],
            _ => {}
        }
    }

    /// `n` zeros of the storage `elem` uses.
    pub fn zeros(elem: ElemType, n: usize) -> Data {
        match elem {
            ElemType::Float(FloatKind::F64) => Data::F64(vec![0.0; n]),
            ElemType::Float(_) => Data::F32(vec![0.0; n]),
            ElemType::Int(_) | ElemType::Ptr => Data::Int(vec![0; n]),
        }
    }
}

/// `value` wrapped to `bits` bits and sign-extended: the stored form of an integer.
#[inline]
pub fn wrap(value: i64, bits: u32) -> i64 {
    if bits >= 64 {
        return value;
    }
    let shift = 64 - bits;
    (value << shift) >> shift
}

/// The low `bits` bits of `value`, zero-extended: an integer read as unsigned.
#[inline]
pub fn zext(value: i64, bits: u32) -> u64 {
    if bits >= 64 {
        return value as u64;
    }
    (value as u64) & ((1u64 << bits) - 1)
}

/// The row-major strides of `shape`, in elements.
pub fn row_major_strides(shape: &[i64]) -> Shape {
    let mut strides: Shape = SmallVec::from_elem(1, shape.len());
    for d in (0..shape.len().saturating_sub(1)).rev() {
        strides[d] = strides[d + 1] * shape[d + 1];
    }
    strides
}

/// The number of elements of a shape.
pub fn num_elements(shape: &[i64]) -> usize {
    shape.iter().product::<i64>().max(0) as usize
}

/// An n-dimensional array of one element type.
#[derive(Clone, PartialEq, Debug)]
pub struct Tile {
    shape: Shape,
    elem: ElemType,
    data: Data,
}

/// Construction.
impl Tile {
    /// A tile from its parts. The data must have one element per element of the
    /// shape, in the storage and form the element type uses (see the module docs).
    pub fn from_data(shape: &[i64], elem: ElemType, data: Data) -> Tile {
        debug_assert_eq!(num_elements(shape), data.len());
        Tile {
            shape: shape.into(),
            elem,
            data,
        }
    }

    /// A tile of integers (wrapped to the width) or pointers.
    pub fn from_ints(shape: &[i64], elem: ElemType, mut values: Vec<i64>) -> Tile {
        if let ElemType::Int(bits) = elem {
            values.iter_mut().for_each(|v| *v = wrap(*v, bits));
        }
        Tile::from_data(shape, elem, Data::Int(values))
    }

    /// A tile of floats, each rounded to the format `kind`.
    pub fn from_floats(shape: &[i64], kind: FloatKind, values: Vec<f64>) -> Tile {
        let elem = ElemType::Float(kind);
        let data = match kind {
            FloatKind::F64 => Data::F64(values),
            _ => Data::F32(
                values
                    .into_iter()
                    .map(|v| float::round_from_f64(kind, v) as f32)
                    .collect(),
            ),
        };
        Tile::from_data(shape, elem, data)
    }

    /// A scalar integer, pointer or `i1` (wrapped to the width).
    pub fn scalar_int(elem: ElemType, value: i64) -> Tile {
        Tile::from_ints(&[], elem, vec![value])
    }

    /// A scalar float, rounded to `kind`.
    pub fn scalar_float(kind: FloatKind, value: f64) -> Tile {
        Tile::from_floats(&[], kind, vec![value])
    }

    /// A tile of `shape` whose elements are the bit patterns `bits(i)` of `elem`
    /// (integers in the low bits, floats as IEEE bits).
    pub fn from_bits(shape: &[i64], elem: ElemType, bits: impl Fn(usize) -> u64) -> Tile {
        let n = num_elements(shape);
        let data = match elem {
            ElemType::Int(width) => {
                Data::Int((0..n).map(|i| wrap(bits(i) as i64, width)).collect())
            }
            ElemType::Ptr => Data::Int((0..n).map(|i| bits(i) as i64).collect()),
            ElemType::Float(FloatKind::F64) => {
                Data::F64((0..n).map(|i| f64::from_bits(bits(i))).collect())
            }
            ElemType::Float(FloatKind::F32) => {
                Data::F32((0..n).map(|i| f32::from_bits(bits(i) as u32)).collect())
            }
            ElemType::Float(kind) => Data::F32(
                (0..n)
                    .map(|i| float::decode(kind, bits(i)) as f32)
                    .collect(),
            ),
        };
        Tile::from_data(shape, elem, data)
    }
}

/// Queries.
impl Tile {
    /// The extents, outermost first; empty for a scalar.
    pub fn shape(&self) -> &[i64] {
        &self.shape
    }

    /// The number of elements (1 for a scalar).
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// Whether the tile has no elements (never, for tiles of the IR).
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// The element type.
    pub fn elem(&self) -> ElemType {
        self.elem
    }

    /// The elements.
    pub fn data(&self) -> &Data {
        &self.data
    }

    /// The elements, mutably (they must keep the element type's form).
    pub fn data_mut(&mut self) -> &mut Data {
        &mut self.data
    }

    /// The elements, taking the tile apart.
    pub fn into_data(self) -> Data {
        self.data
    }

    /// Element `idx` (row-major) as an integer: ints sign-extended, pointers as
    /// their address cast to `i64`, `i1` as 0 or 1; `None` for floats or an index
    /// out of range.
    pub fn int_at(&self, idx: usize) -> Option<i64> {
        let Data::Int(values) = &self.data else {
            return None;
        };
        let value = *values.get(idx)?;
        Some(match self.elem {
            ElemType::Int(1) => value & 1,
            _ => value,
        })
    }

    /// Element `idx` as an `f64` (floats widened exactly); `None` for integers.
    pub fn f64_at(&self, idx: usize) -> Option<f64> {
        match &self.data {
            Data::F32(values) => values.get(idx).map(|&v| f64::from(v)),
            Data::F64(values) => values.get(idx).copied(),
            Data::Int(_) => None,
        }
    }

    /// The bit pattern of element `idx`: an integer's low bits, a float's IEEE bits
    /// in its own format.
    pub fn bits_at(&self, idx: usize) -> u64 {
        match (&self.data, self.elem) {
            (Data::Int(v), elem) => zext(v[idx], elem.bits()),
            (Data::F32(v), ElemType::Float(FloatKind::F32)) => u64::from(v[idx].to_bits()),
            (Data::F32(v), ElemType::Float(kind)) => float::encode(kind, f64::from(v[idx])),
            (Data::F64(v), _) => v[idx].to_bits(),
            (Data::F32(v), _) => u64::from(v[idx].to_bits()),
        }
    }

    /// The value of a scalar (or of the first element) as an integer, `i1` as 0/1.
    pub fn scalar_int_value(&self) -> Option<i64> {
        self.int_at(0)
    }

    /// Whether element `idx` of an `i1` tile (or any integer tile) is nonzero.
    pub fn is_true(&self, idx: usize) -> bool {
        matches!(&self.data, Data::Int(v) if v.get(idx).is_some_and(|&x| x != 0))
    }
}

/// Element access and rearrangement.
impl Tile {
    /// Element `idx` as a scalar tile.
    pub fn element(&self, idx: usize) -> Tile {
        Tile {
            shape: Shape::new(),
            elem: self.elem,
            data: self.data.gather(&[idx]),
        }
    }

    /// Sets element `idx` to the single element of `scalar`, which has this tile's
    /// element type.
    pub fn set_element(&mut self, idx: usize, scalar: &Tile) {
        self.data.copy_from(idx, &scalar.data, 0);
    }

    /// A tile of `shape` holding the elements at `indices`.
    pub fn gather(&self, shape: &[i64], indices: &[usize]) -> Tile {
        Tile::from_data(shape, self.elem, self.data.gather(indices))
    }

    /// The same elements, in row-major order, with a new shape of as many elements.
    pub fn reshaped(mut self, shape: &[i64]) -> Tile {
        debug_assert_eq!(num_elements(shape), self.len());
        self.shape = shape.into();
        self
    }

    /// A tile of `shape` with every element equal to the single element of a
    /// scalar (or to the first element).
    pub fn splat(&self, shape: &[i64]) -> Tile {
        let n = num_elements(shape);
        let data = match &self.data {
            Data::Int(v) => Data::Int(vec![v[0]; n]),
            Data::F32(v) => Data::F32(vec![v[0]; n]),
            Data::F64(v) => Data::F64(vec![v[0]; n]),
        };
        Tile::from_data(shape, self.elem, data)
    }

    /// The same elements and shape, given another element type of the same
    /// storage (a pointer bitcast, for example).
    pub fn with_elem(mut self, elem: ElemType) -> Tile {
        self.elem = elem;
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_are_stored_sign_extended() {
        assert_eq!(wrap(0xFF, 8), -1);
        assert_eq!(wrap(128, 8), -128);
        assert_eq!(wrap(i64::from(i32::MAX) + 1, 32), i64::from(i32::MIN));
        assert_eq!(zext(-1, 8), 0xFF);
        assert_eq!(zext(-1, 64), u64::MAX);
        let t = Tile::from_ints(&[2], ElemType::Int(1), vec![1, 0]);
        assert_eq!(t.data(), &Data::Int(vec![-1, 0]));
        assert_eq!(t.int_at(0), Some(1));
        assert_eq!(t.bits_at(0), 1);
    }

    #[test]
    fn accessors_and_bits() {
        let t = Tile::from_floats(&[2, 2], FloatKind::F16, vec![1.0, 0.1, -2.0, 65504.0]);
        assert_eq!(t.shape(), &[2, 2]);
        assert_eq!(t.len(), 4);
        assert_eq!(t.int_at(0), None);
        assert_eq!(
            t.f64_at(1),
            Some(f64::from(half::f16::from_f64(0.1).to_f32()))
        );
        assert_eq!(t.bits_at(0), 0x3C00);
        assert_eq!(t.bits_at(2), 0xC000);
        let back = Tile::from_bits(&[2, 2], t.elem(), |i| t.bits_at(i));
        assert_eq!(back, t);
        let p = Tile::scalar_int(ElemType::Ptr, 0x1000);
        assert_eq!(p.int_at(0), Some(0x1000));
    }

    #[test]
    fn strides_gather_and_elements() {
        assert_eq!(row_major_strides(&[2, 3, 4]).as_slice(), &[12, 4, 1]);
        assert!(row_major_strides(&[]).is_empty());
        let t = Tile::from_ints(&[2, 2], ElemType::Int(32), vec![1, 2, 3, 4]);
        let g = t.gather(&[2], &[3, 0]);
        assert_eq!(g.data(), &Data::Int(vec![4, 1]));
        let mut s = t.splat(&[3]);
        assert_eq!(s.data(), &Data::Int(vec![1, 1, 1]));
        s.set_element(1, &t.element(3));
        assert_eq!(s.data(), &Data::Int(vec![1, 4, 1]));
    }
}
