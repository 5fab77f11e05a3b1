//! The tensor-descriptor ops, run as they are (the compiler rewrites them to
//! pointers first, `tilelift_ir::descriptors`; the interpreter does not, so
//! comparing the two checks the rewrite).
//!
//! A descriptor is a 1-d `i64` tile: `[base, shape_0 .. shape_n-1, stride_0 ..
//! stride_n-1, nan]`, the strides in elements and the last one 1 whatever
//! the launch says (a descriptor's last dimension is contiguous), `nan`
//! whether out-of-bounds elements read as NaN.

use crate::error::{OpError, OpResult};
use crate::float;
use crate::memory::Memory;
use crate::tile::{ElemType, Tile};

/// A descriptor from its base, shape, strides (`i64` scalars each) and NaN flag.
pub fn make(base: i64, shape: &[i64], strides: &[i64], nan: bool) -> Tile {
    let mut parts = Vec::with_capacity(2 * shape.len() + 2);
    parts.push(base);
    parts.extend_from_slice(shape);
    parts.extend_from_slice(strides);
    if let Some(last) = parts.last_mut() {
        *last = 1;
    }
    parts.push(i64::from(nan));
    Tile::from_ints(&[parts.len() as i64], ElemType::Int(64), parts)
}

/// `tt.make_tensor_descriptor`'s operands as a descriptor.
pub fn make_from(args: &[&Tile], nan: bool) -> OpResult<Tile> {
    let int = |t: &Tile| {
        t.scalar_int_value()
            .ok_or_else(|| OpError::invalid("a descriptor operand is not an integer"))
    };
    let rank = (args.len().saturating_sub(1)) / 2;
    let base = int(args[0])?;
    let shape = args[1..=rank]
        .iter()
        .map(|t| int(t))
        .collect::<OpResult<Vec<_>>>()?;
    let strides = args[1 + rank..]
        .iter()
        .map(|t| int(t))
        .collect::<OpResult<Vec<_>>>()?;
    Ok(make(base, &shape, &strides, nan))
}

struct Parts {
    base: i64,
    shape: Vec<i64>,
    strides: Vec<i64>,
    nan: bool,
}

fn parts(desc: &Tile) -> OpResult<Parts> {
    let n = desc.len();
    let rank = n.saturating_sub(2) / 2;
    let at = |i| {
        desc.int_at(i)
            .ok_or_else(|| OpError::invalid("not a descriptor"))
    };
    Ok(Parts {
        base: at(0)?,
        shape: (0..rank).map(|k| at(1 + k)).collect::<OpResult<_>>()?,
        strides: (0..rank)
            .map(|k| at(1 + rank + k))
            .collect::<OpResult<_>>()?,
        nan: at(n - 1)? != 0,
    })
}

/// The address of each element of the block at `coords` (row-major), `None`
/// for those outside the tensor.
fn addresses(
    p: &Parts,
    coords: &[&Tile],
    block: &[i64],
    size: usize,
) -> OpResult<Vec<Option<u64>>> {
    let starts = coords
        .iter()
        .map(|c| {
            c.scalar_int_value()
                .ok_or_else(|| OpError::invalid("a coordinate is not an integer"))
        })
        .collect::<OpResult<Vec<_>>>()?;
    let count: i64 = block.iter().product();
    let mut out = Vec::with_capacity(count as usize);
    for flat in 0..count {
        let mut rest = flat;
        let mut offset: i64 = 0;
        let mut inside = true;
        for k in (0..block.len()).rev() {
            let i = starts[k] + rest % block[k];
            rest /= block[k];
            inside &= i >= 0 && i < p.shape[k];
            offset = offset.wrapping_add(i.wrapping_mul(p.strides[k]));
        }
        let addr = p.base.wrapping_add(offset.wrapping_mul(size as i64)) as u64;
        out.push(inside.then_some(addr));
    }
    Ok(out)
}

/// `tt.descriptor_load`: the block of `elem` elements at `coords`.
pub fn load(
    mem: &Memory,
    desc: &Tile,
    coords: &[&Tile],
    block: &[i64],
    elem: ElemType,
) -> OpResult<Tile> {
    let p = parts(desc)?;
    let size = elem.mem_bytes();
    let pad = match elem {
        ElemType::Float(kind) if p.nan => float::encode(kind, f64::NAN),
        _ => 0,
    };
    let addrs = addresses(&p, coords, block, size)?;
    let mut bits = Vec::with_capacity(addrs.len());
    for addr in addrs {
        bits.push(match addr {
            Some(a) => mem.read_bits(a, size)?,
            None => pad,
        });
    }
    Ok(Tile::from_bits(block, elem, |i| bits[i]))
}

/// `tt.descriptor_store`: `value` written at `coords`, elements outside dropped.
pub fn store(mem: &mut Memory, desc: &Tile, coords: &[&Tile], value: &Tile) -> OpResult<()> {
    let p = parts(desc)?;
    let size = value.elem().mem_bytes();
    let addrs = addresses(&p, coords, value.shape(), size)?;
    for (i, addr) in addrs.into_iter().enumerate() {
        if let Some(a) = addr {
            mem.write_bits(a, size, value.bits_at(i))?;
        }
    }
    Ok(())
}
