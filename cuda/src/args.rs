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
    /// A 128-byte TMA tensor map (`CUtensorMap`), encoded at launch from the
    /// `2 * rank + 2` arguments of a host tensor descriptor: its base pointer,
    /// shape, strides (in elements, the last 1) and NaN-padding flag, as
    /// Triton's launcher passes a descriptor without TMA.
    TensorMap(TensorMapKind),
}

/// What a tensor-map parameter's map says besides the tensor: the kernel's
/// side of `cuTensorMapEncodeTiled`'s arguments.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub struct TensorMapKind {
    /// The element type.
    pub dtype: TmaDtype,
    /// The rank: 1 to 5.
    pub rank: u8,
    /// The box, outermost dimension first (the first `rank` entries).
    pub box_dims: [u32; 5],
    /// The swizzle's width in bytes: 0, 32, 64 or 128.
    pub swizzle: u32,
}

/// The element types of a tensor map.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
#[allow(missing_docs)]
pub enum TmaDtype {
    U8,
    U16,
    U32,
    I32,
    U64,
    I64,
    F16,
    F32,
    F64,
    BF16,
}

impl TmaDtype {
    /// Bytes per element.
    pub fn bytes(self) -> u64 {
        match self {
            TmaDtype::U8 => 1,
            TmaDtype::U16 | TmaDtype::F16 | TmaDtype::BF16 => 2,
            TmaDtype::U32 | TmaDtype::I32 | TmaDtype::F32 => 4,
            TmaDtype::U64 | TmaDtype::I64 | TmaDtype::F64 => 8,
        }
    }
}

impl ParamKind {
    /// The parameter's size in bytes.
    pub fn size(self) -> usize {
        match self {
            ParamKind::I8 => 1,
            ParamKind::I32 | ParamKind::F32 => 4,
            ParamKind::Ptr | ParamKind::I64 => 8,
            ParamKind::TensorMap(_) => 128,
        }
    }

    /// How many launch arguments the parameter takes.
    pub fn args(self) -> usize {
        match self {
            ParamKind::TensorMap(m) => 2 * m.rank as usize + 2,
            _ => 1,
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
            ParamKind::TensorMap(_) => "tensor map",
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

/// One parameter's bytes: room for a tensor map, aligned as one.
#[repr(C, align(64))]
#[derive(Copy, Clone, Debug)]
struct Slot([u8; 128]);

/// The arguments of one launch, laid out for `cuLaunchKernel`: one slot per
/// parameter holding its little-endian value (or its tensor map), and a
/// pointer to each slot.
#[derive(Debug)]
pub struct ArgBlock {
    slots: Box<[Slot]>,
    kinds: Vec<ParamKind>,
}

impl ArgBlock {
    /// The bytes of parameter `i`, as the kernel reads them.
    pub fn bytes(&self, i: usize) -> &[u8] {
        &self.slots[i].0[..self.kinds[i].size()]
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
            .map(|s| s.0.as_mut_ptr().cast())
            .collect()
    }
}

/// Marshals `args` for a kernel whose parameters are `params`: the counts must
/// agree (a tensor map takes [`ParamKind::args`] arguments) and each value
/// must have its parameter's type (an `I32` may fill an `I64` parameter,
/// sign-extended). Tensor maps are made by `encode`.
pub fn marshal(params: &[ParamKind], args: &[KernelArg]) -> Result<ArgBlock, String> {
    marshal_with(params, args, &mut crate::driver::encode_tensor_map)
}

/// The arguments of a host tensor descriptor, for its tensor map.
#[derive(Clone, Debug, PartialEq)]
pub struct TensorArgs {
    /// The base address.
    pub base: u64,
    /// The shape, outermost first.
    pub shape: Vec<i64>,
    /// The strides in elements, outermost first (the last 1).
    pub strides: Vec<i64>,
    /// Whether elements outside the tensor read as NaN (else zero).
    pub nan: bool,
}

/// What makes a tensor map ([`crate::driver::encode_tensor_map`], or a
/// stand-in in tests).
pub type EncodeMap<'a> = dyn FnMut(&TensorMapKind, &TensorArgs) -> Result<[u8; 128], String> + 'a;

/// [`marshal`], with tensor maps made by `encode`.
pub fn marshal_with(
    params: &[ParamKind],
    args: &[KernelArg],
    encode: &mut EncodeMap<'_>,
) -> Result<ArgBlock, String> {
    let wanted: usize = params.iter().map(|p| p.args()).sum();
    if wanted != args.len() {
        return Err(format!(
            "the kernel takes {wanted} arguments, given {}",
            args.len()
        ));
    }
    let mut slots = vec![Slot([0u8; 128]); params.len()].into_boxed_slice();
    let mut at = 0;
    for (i, &kind) in params.iter().enumerate() {
        let slot = &mut slots[i].0;
        let arg = args[at];
        match (kind, arg) {
            (ParamKind::TensorMap(m), _) => {
                let t = tensor_args(&args[at..at + kind.args()], m.rank as usize)
                    .map_err(|e| format!("argument {at} (a tensor descriptor): {e}"))?;
                *slot = encode(&m, &t)?;
            }
            (ParamKind::Ptr, KernelArg::Ptr(p)) => slot[..8].copy_from_slice(&p.to_le_bytes()),
            (ParamKind::I64, KernelArg::I64(v)) => slot[..8].copy_from_slice(&v.to_le_bytes()),
            (ParamKind::I64, KernelArg::I32(v)) => {
                slot[..8].copy_from_slice(&i64::from(v).to_le_bytes())
            }
            (ParamKind::I32, KernelArg::I32(v)) => slot[..4].copy_from_slice(&v.to_le_bytes()),
            (ParamKind::I8, KernelArg::I32(v)) => slot[0] = v as u8,
            (ParamKind::F32, KernelArg::F32(v)) => {
                slot[..4].copy_from_slice(&v.to_bits().to_le_bytes())
            }
            _ => {
                return Err(format!(
                    "argument {at} is {arg:?}, but the parameter is {kind}"
                ))
            }
        }
        at += kind.args();
    }
    Ok(ArgBlock {
        slots,
        kinds: params.to_vec(),
    })
}

/// A host descriptor's launch arguments: base, `rank` shapes, `rank`
/// strides, the NaN flag.
fn tensor_args(args: &[KernelArg], rank: usize) -> Result<TensorArgs, String> {
    let int = |a: &KernelArg| match *a {
        KernelArg::I64(v) => Ok(v),
        KernelArg::I32(v) => Ok(i64::from(v)),
        other => Err(format!("{other:?} where an integer belongs")),
    };
    let KernelArg::Ptr(base) = args[0] else {
        return Err(format!("{:?} where the base pointer belongs", args[0]));
    };
    let shape = args[1..=rank].iter().map(int).collect::<Result<_, _>>()?;
    let strides = args[1 + rank..=2 * rank]
        .iter()
        .map(int)
        .collect::<Result<_, _>>()?;
    Ok(TensorArgs {
        base,
        shape,
        strides,
        nan: int(&args[2 * rank + 1])? != 0,
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
    fn a_tensor_map_takes_a_host_descriptors_arguments() {
        let map = TensorMapKind {
            dtype: TmaDtype::F16,
            rank: 2,
            box_dims: [128, 64, 1, 1, 1],
            swizzle: 128,
        };
        let params = [ParamKind::TensorMap(map), ParamKind::I32];
        // base, two shapes, two strides, the NaN flag; then the i32.
        let args = [
            KernelArg::Ptr(0x1000),
            KernelArg::I64(300),
            KernelArg::I32(200),
            KernelArg::I64(208),
            KernelArg::I64(1),
            KernelArg::I32(1),
            KernelArg::I32(7),
        ];
        let mut seen = Vec::new();
        let mut encode = |m: &TensorMapKind, t: &TensorArgs| {
            seen.push((*m, t.clone()));
            Ok([0xAB; 128])
        };
        let block = marshal_with(&params, &args, &mut encode).unwrap();
        assert_eq!(block.len(), 2);
        assert_eq!(block.bytes(0), [0xAB; 128]);
        assert_eq!(block.bytes(1), 7i32.to_le_bytes());
        let want = TensorArgs {
            base: 0x1000,
            shape: vec![300, 200],
            strides: vec![208, 1],
            nan: true,
        };
        // The slots of tensor maps are 64-byte aligned, as the driver wants.
        let mut block = block;
        assert_eq!(block.pointers()[0] as usize % 64, 0);
        let err = marshal_with(&params, &args[1..], &mut encode).unwrap_err();
        assert!(err.contains("takes 7 arguments, given 6"), "{err}");
        assert_eq!(seen, [(map, want)]);
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
