//! TritonGPU's shared-memory ops, as Triton's own TTGIR has them:
//! `ttg.local_alloc`, `local_load`, `local_store`, `local_dealloc`,
//! `memdesc_index`, `memdesc_subview`, `async_copy_global_to_local`,
//! `async_commit_group`, `async_wait`.
//!
//! - A buffer is a fresh allocation in the program's address space each time
//!   a `local_alloc` runs, its elements in row-major order (the encoding
//!   only says where the GPU puts them). A `!ttg.memdesc` value is the byte
//!   address of its view's first element, an `i64` scalar; a view is
//!   contiguous in the row-major order of its allocation (a whole buffer of
//!   a multi-buffered allocation, or a subview at the offsets given).
//! - One program runs as a whole, so a copy is done when it is issued:
//!   `async_commit_group` and `async_wait` do nothing (their tokens are `0`).
//! - A copy writes zeros where its mask is false, whatever `other` is, as
//!   `cp.async`'s zero-fill does on the GPU (Triton's pipeliner selects
//!   `other` after the `local_load` where it is not zero).

use super::error::{OpError, OpResult};
use super::memory::Memory;
use super::memory_ops;
use super::tile::{num_elements, row_major_strides, ElemType, Tile};
use tilelift_ir::{Opcode, Type, Types};

/// The element type and shape of memdesc type `ty`.
fn memdesc(types: &Types, ty: Type) -> OpResult<(ElemType, &[i64])> {
    let elem =
        ElemType::of(types, ty).ok_or_else(|| OpError::invalid("a memdesc without elements"))?;
    Ok((elem, types.shape(ty)))
}

/// The address a memdesc value holds.
fn address(desc: &Tile) -> OpResult<u64> {
    desc.scalar_int_value()
        .map(|a| a as u64)
        .ok_or_else(|| OpError::invalid("a memdesc operand that is not an address"))
}

/// A memdesc value at `addr`.
fn desc(addr: u64) -> Tile {
    Tile::scalar_int(ElemType::Int(64), addr as i64)
}

/// A token.
pub fn token() -> Tile {
    Tile::scalar_int(ElemType::Int(32), 0)
}

/// The `len` row-major element addresses of a view at `base`.
fn element_addresses(base: u64, len: usize, elem: ElemType) -> Tile {
    let size = elem.mem_bytes() as i64;
    let addrs = (0..len as i64).map(|i| base as i64 + i * size).collect();
    Tile::from_ints(&[len as i64], ElemType::Ptr, addrs)
}

/// `ttg.local_alloc` of memdesc type `ty`, holding `init` if given.
pub fn local_alloc(
    mem: &mut Memory,
    types: &Types,
    ty: Type,
    init: Option<&Tile>,
) -> OpResult<Tile> {
    let TypeDesc { elem, len, .. } = type_desc(types, ty)?;
    let bytes = vec![0u8; len * elem.mem_bytes()];
    let base = mem.alloc(&bytes);
    if let Some(init) = init {
        write(mem, base, init)?;
    }
    Ok(desc(base))
}

/// What the allocation of a memdesc type holds.
struct TypeDesc {
    elem: ElemType,
    /// Elements of the whole allocation.
    len: usize,
}

fn type_desc(types: &Types, ty: Type) -> OpResult<TypeDesc> {
    let tilelift_ir::TypeData::MemDesc {
        shape, alloc_shape, ..
    } = types.data(ty)
    else {
        return Err(OpError::invalid(
            "ttg.local_alloc of a type that is not a memdesc",
        ));
    };
    let (elem, _) = memdesc(types, ty)?;
    let whole = if alloc_shape.is_empty() {
        shape
    } else {
        alloc_shape
    };
    Ok(TypeDesc {
        elem,
        len: num_elements(whole),
    })
}

/// `tile`'s elements written row-major from `base`.
fn write(mem: &mut Memory, base: u64, tile: &Tile) -> OpResult<()> {
    let flat = tile.clone().reshaped(&[tile.len() as i64]);
    let ptrs = element_addresses(base, tile.len(), tile.elem());
    memory_ops::store(mem, &ptrs, &flat, None)
}

/// `ttg.local_store %value, %dst`.
pub fn local_store(mem: &mut Memory, value: &Tile, dst: &Tile) -> OpResult<()> {
    write(mem, address(dst)?, value)
}

/// `ttg.local_load %src` of memdesc type `src_ty` into a tensor of shape
/// `shape`.
pub fn local_load(
    mem: &Memory,
    types: &Types,
    src: &Tile,
    src_ty: Type,
    shape: &[i64],
) -> OpResult<Tile> {
    let (elem, _) = memdesc(types, src_ty)?;
    let len = num_elements(shape);
    let ptrs = element_addresses(address(src)?, len, elem);
    Ok(memory_ops::load(mem, &ptrs, None, None, elem)?.reshaped(shape))
}

/// `ttg.memdesc_index %src[%i]` and `ttg.memdesc_subview %src[%o...]` of a
/// view of type `src_ty`: the view at those offsets of the leading
/// dimensions.
pub fn memdesc_view(
    op: Opcode,
    types: &Types,
    src: &Tile,
    src_ty: Type,
    offsets: &[&Tile],
) -> OpResult<Tile> {
    let (elem, shape) = memdesc(types, src_ty)?;
    let strides = row_major_strides(shape);
    if offsets.len() > shape.len() || (op == Opcode::MemDescIndex && offsets.len() != 1) {
        return Err(OpError::invalid("more view offsets than dimensions"));
    }
    let mut at = address(src)? as i64;
    for (d, o) in offsets.iter().enumerate() {
        let o = o
            .scalar_int_value()
            .ok_or_else(|| OpError::invalid("a view offset that is not an integer scalar"))?;
        if o < 0 || o >= shape[d] {
            return Err(OpError::new(
                super::error::ErrorKind::OutOfBounds,
                format!("view offset {o} of dimension {d} outside 0..{}", shape[d]),
            ));
        }
        at += o * strides[d] * elem.mem_bytes() as i64;
    }
    Ok(desc(at as u64))
}

/// `ttg.async_copy_global_to_local %ptr, %dst mask %m`: the elements loaded
/// where `mask` holds, zeros elsewhere, written row-major to the view.
pub fn async_copy(
    mem: &mut Memory,
    ptr: &Tile,
    dst: &Tile,
    mask: Option<&Tile>,
    elem: ElemType,
) -> OpResult<()> {
    let loaded = memory_ops::load(mem, ptr, mask, None, elem)?;
    write(mem, address(dst)?, &loaded)
}
