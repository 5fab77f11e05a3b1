//! Kernel arguments: the parameter list a compiled kernel declares, the values a
//! launch passes, and their marshalling into the `void**` array `cuLaunchKernel`
//! takes.

use std::fmt;

/// The type of a kernel parameter, as the PTX declares it.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub enum ParamKind {
    /// A global pointer (`.u64`).
    Ptr,
    /// A 32-bit integer.
    I32,
    /// A 64-bit integer.
    I64,
    /// A 32-bit float.
    F32,
    /// A byte (an `i1`, `.param .u8`).
    I8,
}

impl ParamKind {
    /// The parameter's size in bytes.
    pub fn size(self) -> usize {
        match self {
            ParamKind::I8 => 1,
            ParamKind::I32 | ParamKind::F32 => 4,
            ParamKind::Ptr | ParamKind::I64 => 8,
        }
    }
}

impl fmt::Display for ParamKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ParamKind::Ptr => "pointer",
            ParamKind::I32 => "i32",
            ParamKind::I64 => "i64",
            ParamKind::F32 => "f32",
            ParamKind::I8 => "i8",
        })
    }
}

/// A value passed to a kernel.
#[derive(Copy, Clone, PartialEq, Debug)]
pub enum KernelArg {
    /// A device address.
    Ptr(u64),
    /// A 32-bit integer.
    I32(i32),
    /// A 64-bit integer.
    I64(i64),
    /// A 32-bit float.
    F32(f32),
}

/// The arguments of one launch, laid out for `cuLaunchKernel`: one 8-byte slot per
/// parameter holding its little-endian value, and a pointer to each slot.
#[derive(Debug)]
pub struct ArgBlock {
    slots: Box<[[u8; 8]]>,
    kinds: Vec<ParamKind>,
}

impl ArgBlock {
    /// The bytes of parameter `i`, as the kernel reads them.
    pub fn bytes(&self, i: usize) -> &[u8] {
        &self.slots[i][..self.kinds[i].size()]
    }

    /// The number of parameters.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Whether the kernel takes no parameters.
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// The `kernelParams` array: a pointer to each slot. It borrows `self`, which
    /// must outlive the launch call.
    pub fn pointers(&mut self) -> Vec<*mut std::ffi::c_void> {
        self.slots
            .iter_mut()
            .map(|s| s.as_mut_ptr().cast())
            .collect()
    }
}

/// Marshals `args` for a kernel whose parameters are `params`: the counts must
/// agree and each value must have its parameter's type (an `I32` may fill an
/// `I64` parameter, sign-extended).
pub fn marshal(params: &[ParamKind], args: &[KernelArg]) -> Result<ArgBlock, String> {
    if params.len() != args.len() {
        return Err(format!(
            "the kernel takes {} arguments, given {}",
            params.len(),
            args.len()
        ));
    }
    let mut slots = vec![[0u8; 8]; params.len()].into_boxed_slice();
    for (i, (&kind, &arg)) in params.iter().zip(args).enumerate() {
        let slot = &mut slots[i];
        match (kind, arg) {
            (ParamKind::Ptr, KernelArg::Ptr(p)) => *slot = p.to_le_bytes(),
            (ParamKind::I64, KernelArg::I64(v)) => *slot = v.to_le_bytes(),
            (ParamKind::I64, KernelArg::I32(v)) => *slot = i64::from(v).to_le_bytes(),
            (ParamKind::I32, KernelArg::I32(v)) => slot[..4].copy_from_slice(&v.to_le_bytes()),
            (ParamKind::I8, KernelArg::I32(v)) => slot[0] = v as u8,
            (ParamKind::F32, KernelArg::F32(v)) => {
                slot[..4].copy_from_slice(&v.to_bits().to_le_bytes())
            }
            _ => {
                return Err(format!(
                    "argument {i} is {arg:?}, but the parameter is {kind}"
                ))
            }
        }
    }
    Ok(ArgBlock {
        slots,
        kinds: params.to_vec(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_lands_in_its_slot() {
        let params = [
            ParamKind::Ptr,
            ParamKind::I32,
            ParamKind::F32,
            ParamKind::I64,
            ParamKind::I64,
        ];
        let args = [
            KernelArg::Ptr(0x7f00_0000_1000),
            KernelArg::I32(-3),
            KernelArg::F32(1.5),
            KernelArg::I64(1 << 40),
            KernelArg::I32(-1),
        ];
        let mut block = marshal(&params, &args).unwrap();
        assert_eq!(block.len(), 5);
        assert_eq!(block.bytes(0), 0x7f00_0000_1000u64.to_le_bytes());
        assert_eq!(block.bytes(1), (-3i32).to_le_bytes());
        assert_eq!(block.bytes(2), 1.5f32.to_bits().to_le_bytes());
        assert_eq!(block.bytes(3), (1i64 << 40).to_le_bytes());
        assert_eq!(block.bytes(4), (-1i64).to_le_bytes());
        let ptrs = block.pointers();
        assert_eq!(ptrs.len(), 5);
        // Each pointer points at its own slot's bytes.
        let first = unsafe { std::slice::from_raw_parts(ptrs[1] as *const u8, 4) };
        assert_eq!(first, (-3i32).to_le_bytes());
    }

    #[test]
    fn mismatches_are_errors() {
        let err = marshal(&[ParamKind::Ptr], &[]).unwrap_err();
        assert!(err.contains("takes 1 arguments, given 0"), "{err}");
        let err = marshal(&[ParamKind::I32], &[KernelArg::F32(1.0)]).unwrap_err();
        assert!(err.contains("argument 0"), "{err}");
        let err = marshal(&[ParamKind::Ptr], &[KernelArg::I64(8)]).unwrap_err();
        assert!(err.contains("pointer"), "{err}");
    }
}
