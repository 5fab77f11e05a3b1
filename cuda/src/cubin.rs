//! Cubins: a compiled kernel's PTX linked by the driver's JIT linker, kept in
//! the disk cache ([`crate::disk_cache`]) with what a launch needs to know
//! (entry, warps, shared memory, parameters) and the PTX, so that a hit needs
//! neither the compiler nor the linker.
//!
//! [`cached_cubin`] is the one path from source text to cubin: the disk cache
//! first, else compile, link and store. The entry's payload is
//! [`encode_kernel`]'s: the launch facts, the PTX and the cubin, each
//! length-prefixed; [`decode_kernel`] reads it back or says it cannot.

use crate::disk_cache::{DiskCache, DiskKey, KeyParts, Lookup};
use crate::{CompiledKernel, Gpu, ParamKind, TensorMapKind, TmaDtype};

/// Where a cubin came from.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum CubinSource {
    /// The disk cache.
    Disk,
    /// Compiled and linked now (and stored, when there is a cache).
    Built,
}

/// The cubin (and the compiled kernel) for `text` compiled with `options`
/// (text naming every option, `sm_90 num_warps=4`) for compute capability
/// `target`: from `disk` when it holds it, else made by `compile` and linked
/// by `gpu`'s JIT linker, then stored in `disk`.
pub fn cached_cubin(
    gpu: &Gpu,
    disk: Option<&DiskCache>,
    text: &str,
    options: &str,
    target: (i32, i32),
    compile: impl FnOnce() -> Result<CompiledKernel, String>,
) -> Result<(CompiledKernel, Vec<u8>, CubinSource), String> {
    let driver_version = gpu.driver_version().map_err(|e| e.to_string())?;
    let key = DiskKey::new(&KeyParts {
        source: text,
        options,
        compiler_version: env!("CARGO_PKG_VERSION"),
        driver_version,
        capability: target,
    });
    if let Some(disk) = disk {
        if let Lookup::Hit(payload) = disk.get(key) {
            if let Some((kernel, cubin)) = decode_kernel(&payload) {
                return Ok((kernel, cubin, CubinSource::Disk));
            }
        }
    }
    let kernel = compile()?;
    let cubin = gpu
        .link_ptx(&kernel.ptx, Some(target))
        .map_err(|e| e.to_string())?;
    if let Some(disk) = disk {
        // A cache that cannot be written is no reason to fail the compile.
        let _ = disk.put(key, &encode_kernel(&kernel, &cubin));
    }
    Ok((kernel, cubin, CubinSource::Built))
}

/// The payload of a cache entry: the launch facts, the PTX and the cubin.
pub fn encode_kernel(kernel: &CompiledKernel, cubin: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(64 + kernel.ptx.len() + cubin.len());
    for n in [
        kernel.num_warps,
        kernel.shared_bytes,
        kernel.dynamic_shared_bytes,
        kernel.global_scratch_bytes,
    ] {
        out.extend_from_slice(&n.to_le_bytes());
    }
    let mut params = Vec::new();
    for &p in &kernel.params {
        put_param(&mut params, p);
    }
    for field in [
        kernel.entry.as_bytes(),
        &params,
        kernel.ptx.as_bytes(),
        cubin,
    ] {
        out.extend_from_slice(&(field.len() as u64).to_le_bytes());
        out.extend_from_slice(field);
    }
    out
}

/// The kernel and cubin of [`encode_kernel`]'s bytes; None when they are not
/// such bytes.
pub fn decode_kernel(bytes: &[u8]) -> Option<(CompiledKernel, Vec<u8>)> {
    let mut rest = bytes;
    let mut u32_field = || -> Option<u32> {
        let (head, tail) = rest.split_at_checked(4)?;
        rest = tail;
        Some(u32::from_le_bytes(head.try_into().ok()?))
    };
    let (num_warps, shared_bytes, dynamic_shared_bytes, global_scratch_bytes) =
        (u32_field()?, u32_field()?, u32_field()?, u32_field()?);
    let mut field = || -> Option<&[u8]> {
        let (len, tail) = rest.split_at_checked(8)?;
        let len = usize::try_from(u64::from_le_bytes(len.try_into().ok()?)).ok()?;
        let (data, tail) = tail.split_at_checked(len)?;
        rest = tail;
        Some(data)
    };
    let entry = String::from_utf8(field()?.to_vec()).ok()?;
    let params = params_of(field()?)?;
    let ptx = String::from_utf8(field()?.to_vec()).ok()?;
    let cubin = field()?.to_vec();
    if !rest.is_empty() {
        return None;
    }
    Some((
        CompiledKernel {
            ptx,
            entry,
            num_warps,
            shared_bytes,
            dynamic_shared_bytes,
            params,
            global_scratch_bytes,
        },
        cubin,
    ))
}

/// A parameter's bytes in an entry: its code, and for a tensor map the
/// element type, rank, box (five little-endian `u32`) and swizzle width
/// over 32.
fn put_param(out: &mut Vec<u8>, p: ParamKind) {
    out.push(match p {
        ParamKind::Ptr => 0,
        ParamKind::I32 => 1,
        ParamKind::I64 => 2,
        ParamKind::F32 => 3,
        ParamKind::I8 => 4,
        ParamKind::TensorMap(_) => 5,
    });
    if let ParamKind::TensorMap(m) = p {
        let dtype = TMA_DTYPES.iter().position(|&d| d == m.dtype).unwrap_or(0);
        out.extend([dtype as u8, m.rank]);
        m.box_dims.iter().for_each(|d| out.extend(d.to_le_bytes()));
        out.push((m.swizzle / 32) as u8);
    }
}

/// The tensor maps' element types, by their code in an entry.
const TMA_DTYPES: [TmaDtype; 10] = [
    TmaDtype::U8,
    TmaDtype::U16,
    TmaDtype::U32,
    TmaDtype::I32,
    TmaDtype::U64,
    TmaDtype::I64,
    TmaDtype::F16,
    TmaDtype::F32,
    TmaDtype::F64,
    TmaDtype::BF16,
];

/// The parameters [`put_param`] wrote into `bytes`.
fn params_of(mut bytes: &[u8]) -> Option<Vec<ParamKind>> {
    let mut out = Vec::new();
    while let Some((&c, rest)) = bytes.split_first() {
        bytes = rest;
        out.push(match c {
            0 => ParamKind::Ptr,
            1 => ParamKind::I32,
            2 => ParamKind::I64,
            3 => ParamKind::F32,
            4 => ParamKind::I8,
            5 => {
                let (m, rest) = bytes.split_at_checked(23)?;
                bytes = rest;
                let mut box_dims = [0u32; 5];
                for (i, d) in box_dims.iter_mut().enumerate() {
                    *d = u32::from_le_bytes(m[2 + 4 * i..6 + 4 * i].try_into().ok()?);
                }
                ParamKind::TensorMap(TensorMapKind {
                    dtype: *TMA_DTYPES.get(usize::from(m[0]))?,
                    rank: m[1],
                    box_dims,
                    swizzle: u32::from(m[22]) * 32,
                })
            }
            _ => return None,
        });
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kernel() -> CompiledKernel {
        CompiledKernel {
            ptx: ".version 8.0\n.target sm_90\n".into(),
            entry: "vec_add_kernel".into(),
            num_warps: 4,
            shared_bytes: 0,
            dynamic_shared_bytes: 1024,
            global_scratch_bytes: 256,
            params: vec![
                ParamKind::Ptr,
                ParamKind::Ptr,
                ParamKind::I32,
                ParamKind::F32,
                ParamKind::I64,
                ParamKind::TensorMap(TensorMapKind {
                    dtype: TmaDtype::BF16,
                    rank: 2,
                    box_dims: [128, 64, 1, 1, 1],
                    swizzle: 128,
                }),
            ],
        }
    }

    #[test]
    fn a_kernel_and_its_cubin_come_back() {
        let cubin = b"\x7fELF fake cubin".to_vec();
        let bytes = encode_kernel(&kernel(), &cubin);
        assert_eq!(decode_kernel(&bytes), Some((kernel(), cubin)));
    }

    #[test]
    fn anything_else_is_refused() {
        let bytes = encode_kernel(&kernel(), b"cubin");
        for cut in 0..bytes.len() {
            assert_eq!(decode_kernel(&bytes[..cut]), None, "cut at {cut}");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(decode_kernel(&longer), None);
        // An unknown parameter code (the params field follows the entry's).
        let mut bad = bytes;
        let params_at = 12 + 8 + "vec_add_kernel".len() + 8;
        bad[params_at] = 9;
        assert_eq!(decode_kernel(&bad), None);
    }
}
