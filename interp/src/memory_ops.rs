//! Memory ops: `tt.addptr`, `tt.load`, `tt.store`, `tt.atomic_rmw`, `tt.atomic_cas`.
//!
//! - `tt.addptr` adds `offset · sizeof(pointee)` to the address, in wrapping 64-bit
//!   arithmetic; offsets are signed.
//! - A masked-off lane of `tt.load` gives `other` (zero without it) and reads
//!   nothing; a masked-off lane of a store or an atomic writes nothing. Only a lane
//!   whose mask is true can fail, with an error naming the element and the address.
//! - The lanes of one op run in row-major order: when two lanes of a store write one
//!   address, the later one wins (a GPU leaves that unspecified).
//! - Atomics run one lane at a time in that order, in program order, each
//!   returning the value it replaced; a masked-off lane returns 0. Float
//!   `fadd` rounds to the element format (computing the sum of two values of the
//!   format in `f64` and rounding once is exact rounding); float `max` and `min`
//!   order `-0 < +0` and ignore a NaN operand; `atomic_cas` compares bit patterns.

use super::arith::{max_num, min_num};
use super::error::{OpError, OpResult};
use super::float;
use super::memory::Memory;
use super::tile::{wrap, zext, Data, ElemType, Tile};
use tilelift_ir::attrs::RmwOp;

/// `tt.addptr`: `ptr + offset * elem_bytes`, elementwise.
pub fn addptr(ptr: &Tile, offset: &Tile, elem_bytes: u64) -> OpResult<Tile> {
    let (Data::Int(p), Data::Int(o)) = (ptr.data(), offset.data()) else {
        return Err(OpError::invalid("tt.addptr: operands of the wrong types"));
    };
    if ptr.shape() != offset.shape() {
        return Err(OpError::invalid("tt.addptr: the operands differ in shape"));
    }
    let scale = elem_bytes as i64;
    let values = p
        .iter()
        .zip(o)
        .map(|(&a, &b)| a.wrapping_add(b.wrapping_mul(scale)))
        .collect();
    Ok(Tile::from_data(ptr.shape(), ptr.elem(), Data::Int(values)))
}

/// The addresses of a pointer tile.
fn addresses(ptr: &Tile) -> OpResult<&[i64]> {
    match ptr.data() {
        Data::Int(a) if ptr.elem() == ElemType::Ptr => Ok(a),
        _ => Err(OpError::invalid("the pointer operand is not a pointer")),
    }
}

/// An error unless `operand` has one element per lane (or one for all lanes).
fn check_lanes(n: usize, operand: Option<&Tile>, what: &str) -> OpResult<()> {
    match operand {
        Some(t) if t.len() != n && t.len() != 1 => Err(OpError::invalid(format!(
            "the {what} has {} elements for {n} pointers",
            t.len()
        ))),
        _ => Ok(()),
    }
}

/// Element `idx` of an operand with one element per lane or one for all.
fn lane_bits(operand: &Tile, idx: usize) -> u64 {
    operand.bits_at(if operand.len() == 1 { 0 } else { idx })
}

/// Whether lane `idx` is enabled by `mask` (a scalar mask covers every lane).
fn enabled(mask: Option<&Tile>, idx: usize) -> bool {
    match mask {
        None => true,
        Some(m) if m.len() == 1 => m.is_true(0),
        Some(m) => m.is_true(idx),
    }
}

/// Prefixes a memory error with the lane it happened in.
fn in_lane(idx: usize) -> impl Fn(OpError) -> OpError {
    move |mut err| {
        err.message = format!("element {idx} at {}", err.message);
        err
    }
}

/// `tt.load`: the elements of type `elem` at `ptr` where `mask` holds, `other`
/// (or zero) elsewhere.
pub fn load(
    mem: &Memory,
    ptr: &Tile,
    mask: Option<&Tile>,
    other: Option<&Tile>,
    elem: ElemType,
) -> OpResult<Tile> {
    let addrs = addresses(ptr)?;
    check_lanes(addrs.len(), mask, "mask")?;
    check_lanes(addrs.len(), other, "`other` value")?;
    let size = elem.mem_bytes();
    let mut bits = vec![0u64; addrs.len()];
    for (idx, (&addr, slot)) in addrs.iter().zip(bits.iter_mut()).enumerate() {
        *slot = if enabled(mask, idx) {
            mem.read_bits(addr as u64, size).map_err(in_lane(idx))?
        } else {
            other.map_or(0, |o| lane_bits(o, idx))
        };
    }
    Ok(Tile::from_bits(ptr.shape(), elem, |i| bits[i]))
}

/// `tt.store`: writes `value` at `ptr` where `mask` holds.
pub fn store(mem: &mut Memory, ptr: &Tile, value: &Tile, mask: Option<&Tile>) -> OpResult<()> {
    let addrs = addresses(ptr)?;
    check_lanes(addrs.len(), Some(value), "value")?;
    check_lanes(addrs.len(), mask, "mask")?;
    let size = value.elem().mem_bytes();
    for (idx, &addr) in addrs.iter().enumerate() {
        if enabled(mask, idx) {
            mem.write_bits(addr as u64, size, lane_bits(value, idx))
                .map_err(in_lane(idx))?;
        }
    }
    Ok(())
}

/// `tt.atomic_rmw`: for each enabled lane in order, `*p = op(*p, value)`; returns
/// the old values.
pub fn atomic_rmw(
    mem: &mut Memory,
    op: RmwOp,
    ptr: &Tile,
    value: &Tile,
    mask: Option<&Tile>,
) -> OpResult<Tile> {
    let addrs = addresses(ptr)?;
    check_lanes(addrs.len(), Some(value), "value")?;
    check_lanes(addrs.len(), mask, "mask")?;
    let elem = value.elem();
    let size = elem.mem_bytes();
    let mut old = vec![0u64; addrs.len()];
    for (idx, &addr) in addrs.iter().enumerate() {
        if !enabled(mask, idx) {
            continue;
        }
        let current = mem.read_bits(addr as u64, size).map_err(in_lane(idx))?;
        let new = combine(op, elem, current, lane_bits(value, idx))?;
        mem.write_bits(addr as u64, size, new)
            .map_err(in_lane(idx))?;
        old[idx] = current;
    }
    Ok(Tile::from_bits(ptr.shape(), elem, |i| old[i]))
}

/// The new bits of an atomic read-modify-write of `old` with `value`.
fn combine(op: RmwOp, elem: ElemType, old: u64, value: u64) -> OpResult<u64> {
    match elem {
        ElemType::Float(kind) => {
            let (a, b) = (float::decode(kind, old), float::decode(kind, value));
            let result = match op {
                RmwOp::FAdd => float::round_from_f64(kind, a + b),
                RmwOp::Max => max_num(a, b),
                RmwOp::Min => min_num(a, b),
                RmwOp::Xchg => b,
                _ => return Err(unsupported_rmw(op, elem)),
            };
            Ok(float::encode(kind, result))
        }
        ElemType::Int(bits) => combine_int(op, bits, old, value),
        ElemType::Ptr => Err(unsupported_rmw(op, elem)),
    }
}

fn combine_int(op: RmwOp, bits: u32, old: u64, value: u64) -> OpResult<u64> {
    let (a, b) = (wrap(old as i64, bits), wrap(value as i64, bits));
    let result = match op {
        RmwOp::Add => a.wrapping_add(b),
        RmwOp::And => a & b,
        RmwOp::Or => a | b,
        RmwOp::Xor => a ^ b,
        RmwOp::Max => a.max(b),
        RmwOp::Min => a.min(b),
        RmwOp::UMax => zext(a, bits).max(zext(b, bits)) as i64,
        RmwOp::UMin => zext(a, bits).min(zext(b, bits)) as i64,
        RmwOp::Xchg => b,
        RmwOp::FAdd => return Err(unsupported_rmw(op, ElemType::Int(bits))),
    };
    Ok(zext(result, bits))
}

fn unsupported_rmw(op: RmwOp, elem: ElemType) -> OpError {
    OpError::unsupported(format!("tt.atomic_rmw {op} on elements of type {elem:?}"))
}

/// `tt.atomic_cas`: for each lane in order, `*p = new` where `*p == cmp`
/// (bitwise); returns the old values.
pub fn atomic_cas(mem: &mut Memory, ptr: &Tile, cmp: &Tile, new: &Tile) -> OpResult<Tile> {
    let addrs = addresses(ptr)?;
    check_lanes(addrs.len(), Some(cmp), "compared value")?;
    check_lanes(addrs.len(), Some(new), "new value")?;
    let elem = new.elem();
    let size = elem.mem_bytes();
    let mut old = vec![0u64; addrs.len()];
    for (idx, &addr) in addrs.iter().enumerate() {
        let current = mem.read_bits(addr as u64, size).map_err(in_lane(idx))?;
        if current == lane_bits(cmp, idx) {
            mem.write_bits(addr as u64, size, lane_bits(new, idx))
                .map_err(in_lane(idx))?;
        }
        old[idx] = current;
    }
    Ok(Tile::from_bits(ptr.shape(), elem, |i| old[i]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorKind;
    use tilelift_ir::FloatKind;

    fn f32_buffer(mem: &mut Memory, values: &[f32]) -> u64 {
        let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        mem.alloc(&bytes)
    }

    fn ptrs(base: u64, n: i64) -> Tile {
        let p = Tile::scalar_int(ElemType::Ptr, base as i64).splat(&[n]);
        let offsets = Tile::from_ints(&[n], ElemType::Int(32), (0..n).collect());
        addptr(&p, &offsets, 4).unwrap()
    }

    fn mask(bits: &[i64]) -> Tile {
        Tile::from_ints(&[bits.len() as i64], ElemType::Int(1), bits.to_vec())
    }

    fn floats(t: &Tile) -> Vec<f64> {
        (0..t.len()).map(|i| t.f64_at(i).unwrap()).collect()
    }

    const F32: ElemType = ElemType::Float(FloatKind::F32);

    #[test]
    fn masked_lanes_take_other_or_zero_and_read_nothing() {
        let mut mem = Memory::new();
        let base = f32_buffer(&mut mem, &[1.0, 2.0]);
        // Lanes 2 and 3 point past the end of the buffer, but are masked off.
        let p = ptrs(base, 4);
        let m = mask(&[1, 1, 0, 0]);
        let zero = load(&mem, &p, Some(&m), None, F32).unwrap();
        assert_eq!(floats(&zero), vec![1.0, 2.0, 0.0, 0.0]);
        let other = Tile::from_floats(&[4], FloatKind::F32, vec![-1.0; 4]);
        let with_other = load(&mem, &p, Some(&m), Some(&other), F32).unwrap();
        assert_eq!(floats(&with_other), vec![1.0, 2.0, -1.0, -1.0]);
        let unmasked = load(&mem, &p, None, None, F32).unwrap_err();
        assert_eq!(unmasked.kind, ErrorKind::OutOfBounds);
        assert_eq!(unmasked.address, Some(base + 8));
        assert!(
            unmasked.message.starts_with("element 2 at address"),
            "{}",
            unmasked.message
        );
    }

    #[test]
    fn masked_stores_write_nothing() {
        let mut mem = Memory::new();
        let base = f32_buffer(&mut mem, &[0.0, 0.0]);
        let value = Tile::from_floats(&[4], FloatKind::F32, vec![5.0, 6.0, 7.0, 8.0]);
        store(&mut mem, &ptrs(base, 4), &value, Some(&mask(&[0, 1, 0, 0]))).unwrap();
        let after = Tile::from_bits(&[2], F32, |i| {
            u64::from(u32::from_le_bytes(
                mem.bytes(base).unwrap()[4 * i..4 * i + 4]
                    .try_into()
                    .unwrap(),
            ))
        });
        assert_eq!(floats(&after), vec![0.0, 6.0]);
        assert!(store(&mut mem, &ptrs(base, 4), &value, None).is_err());
    }

    #[test]
    fn atomics_run_in_order_and_return_old_values() {
        let mut mem = Memory::new();
        let base = mem.alloc(&[0u8; 8]);
        let p = Tile::scalar_int(ElemType::Ptr, base as i64).splat(&[3]);
        let ones = Tile::from_ints(&[3], ElemType::Int(32), vec![1, 1, 1]);
        let old = atomic_rmw(&mut mem, RmwOp::Add, &p, &ones, Some(&mask(&[1, 0, 1]))).unwrap();
        assert_eq!(
            (0..3).map(|i| old.int_at(i).unwrap()).collect::<Vec<_>>(),
            vec![0, 0, 1]
        );
        assert_eq!(mem.read_bits(base, 4).unwrap(), 2);
        let cmp = Tile::from_ints(&[3], ElemType::Int(32), vec![2, 2, 3]);
        let new = Tile::from_ints(&[3], ElemType::Int(32), vec![3, 4, 5]);
        let old = atomic_cas(&mut mem, &p, &cmp, &new).unwrap();
        // Lane 0 swaps 2 for 3, lane 1 sees 3 and fails, lane 2 swaps 3 for 5.
        assert_eq!(
            (0..3).map(|i| old.int_at(i).unwrap()).collect::<Vec<_>>(),
            vec![2, 3, 3]
        );
        assert_eq!(mem.read_bits(base, 4).unwrap(), 5);
        let fp = Tile::scalar_int(ElemType::Ptr, base as i64 + 4);
        let half = Tile::scalar_float(FloatKind::F32, 0.5);
        atomic_rmw(&mut mem, RmwOp::FAdd, &fp, &half, None).unwrap();
        let old = atomic_rmw(&mut mem, RmwOp::Max, &fp, &half, None).unwrap();
        assert_eq!(old.f64_at(0), Some(0.5));
    }
}
