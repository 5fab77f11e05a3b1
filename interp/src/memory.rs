//! The fake address space: host buffers at 64-bit addresses.
//!
//! Pointers in the interpreter are plain 64-bit integers, so `tt.addptr`, pointer
//! comparisons and `tt.ptr_to_int` are real integer arithmetic, as on a GPU. Each
//! buffer gets its own address range; ranges are disjoint, aligned to 256 bytes and
//! separated by gaps of at least 256 bytes, and the first starts at 64 KiB, so a
//! small integer, a null pointer or an access just past the end of a buffer falls in
//! no buffer and is reported instead of reading a neighbour.
//!
//! An access must lie wholly inside one buffer and be aligned to its size (a GPU
//! faults on a misaligned access); anything else is an error with the address.

use super::error::{ErrorKind, OpError, OpResult};

/// The address of the first buffer.
const FIRST_BASE: u64 = 0x1_0000;
/// The alignment of every buffer, and the least gap between two.
const ALIGN: u64 = 256;

/// One buffer: its base address and contents.
#[derive(Clone, Debug)]
struct Buffer {
    base: u64,
    bytes: Vec<u8>,
}

impl Buffer {
    fn end(&self) -> u64 {
        self.base + self.bytes.len() as u64
    }
}

/// The fake address space: buffers at disjoint address ranges.
#[derive(Clone, Debug, Default)]
pub struct Memory {
    /// Sorted by base address (allocation only ever appends higher ranges).
    buffers: Vec<Buffer>,
}

impl Memory {
    /// An empty address space.
    pub fn new() -> Self {
        Self::default()
    }

    /// Copies `bytes` into a new buffer and returns its base address, aligned to
    /// 256 bytes and at least 256 bytes past the end of the previous buffer.
    pub fn alloc(&mut self, bytes: &[u8]) -> u64 {
        let base = match self.buffers.last() {
            Some(last) => (last.end() + ALIGN).div_ceil(ALIGN) * ALIGN,
            None => FIRST_BASE,
        };
        self.buffers.push(Buffer {
            base,
            bytes: bytes.to_vec(),
        });
        base
    }

    /// The contents of the buffer allocated at `base`.
    pub fn bytes(&self, base: u64) -> Option<&[u8]> {
        let idx = self.buffers.binary_search_by_key(&base, |b| b.base).ok()?;
        Some(&self.buffers[idx].bytes)
    }

    /// The contents of the buffer allocated at `base`, mutably.
    pub fn bytes_mut(&mut self, base: u64) -> Option<&mut [u8]> {
        let idx = self.buffers.binary_search_by_key(&base, |b| b.base).ok()?;
        Some(&mut self.buffers[idx].bytes)
    }

    /// The buffer and offset of an access of `size` bytes at `addr`.
    fn locate(&self, addr: u64, size: usize) -> OpResult<(usize, usize)> {
        let idx = self.buffers.partition_point(|b| b.base <= addr);
        let inside = idx
            .checked_sub(1)
            .map(|i| (i, &self.buffers[i]))
            .filter(|(_, b)| addr.checked_add(size as u64).is_some_and(|e| e <= b.end()));
        let Some((i, buffer)) = inside else {
            return Err(access_error(addr, size, "is outside every buffer"));
        };
        if !addr.is_multiple_of(size as u64) {
            return Err(access_error(addr, size, "is misaligned"));
        }
        Ok((i, (addr - buffer.base) as usize))
    }

    /// The `size` bytes at `addr`.
    pub fn read(&self, addr: u64, size: usize) -> OpResult<&[u8]> {
        let (i, offset) = self.locate(addr, size)?;
        Ok(&self.buffers[i].bytes[offset..offset + size])
    }

    /// Overwrites the bytes at `addr` with `bytes`.
    pub fn write(&mut self, addr: u64, bytes: &[u8]) -> OpResult<()> {
        let (i, offset) = self.locate(addr, bytes.len())?;
        self.buffers[i].bytes[offset..offset + bytes.len()].copy_from_slice(bytes);
        Ok(())
    }

    /// The little-endian integer of `size` bytes (1, 2, 4 or 8) at `addr`.
    pub fn read_bits(&self, addr: u64, size: usize) -> OpResult<u64> {
        let bytes = self.read(addr, size)?;
        let mut word = [0u8; 8];
        word[..size].copy_from_slice(bytes);
        Ok(u64::from_le_bytes(word))
    }

    /// Writes the low `size` bytes of `bits`, little-endian, at `addr`.
    pub fn write_bits(&mut self, addr: u64, size: usize, bits: u64) -> OpResult<()> {
        self.write(addr, &bits.to_le_bytes()[..size])
    }
}

/// The error of an access of `size` bytes at `addr`.
fn access_error(addr: u64, size: usize, what: &str) -> OpError {
    let mut err = OpError::new(
        ErrorKind::OutOfBounds,
        format!("address {addr:#x} ({size} bytes) {what}"),
    );
    err.address = Some(addr);
    err
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buffers_are_aligned_disjoint_and_separated() {
        let mut mem = Memory::new();
        let a = mem.alloc(&[1, 2, 3]);
        let b = mem.alloc(&[0; 600]);
        let c = mem.alloc(&[]);
        assert_eq!(a % 256, 0);
        assert_eq!(b % 256, 0);
        assert!(b >= a + 3 + 256);
        assert!(c >= b + 600 + 256);
        assert_eq!(mem.bytes(a), Some(&[1u8, 2, 3][..]));
        assert_eq!(mem.bytes(a + 1), None);
    }

    #[test]
    fn accesses_inside_work_and_outside_fail() {
        let mut mem = Memory::new();
        let a = mem.alloc(&[0; 8]);
        mem.write_bits(a + 4, 4, 0xDEAD_BEEF).unwrap();
        assert_eq!(mem.read_bits(a + 4, 4).unwrap(), 0xDEAD_BEEF);
        assert_eq!(mem.read_bits(a, 8).unwrap(), 0xDEAD_BEEF_0000_0000);
        let past = mem.read_bits(a + 8, 4).unwrap_err();
        assert_eq!(past.kind, ErrorKind::OutOfBounds);
        assert_eq!(past.address, Some(a + 8));
        assert!(mem.read_bits(a + 6, 4).is_err(), "straddles the end");
        assert!(mem.read_bits(a + 2, 4).is_err(), "misaligned");
        assert!(mem.read_bits(0, 4).is_err(), "null");
        assert!(mem.read_bits(u64::MAX - 1, 4).is_err(), "wraps around");
    }
}
