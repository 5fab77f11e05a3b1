//! A thin, checked layer over the CUDA driver API (cudarc's `result` functions,
//! with libcuda loaded at run time): the device and its primary context, device
//! buffers, PTX modules, launches and events.
//!
//! Everything runs on the null stream of the primary context of one device, from
//! one thread: the runner and the benchmark are sequential, and the null stream
//! orders every copy and launch.

use super::args::ArgBlock;
use cudarc::driver::{result, sys};
use std::ffi::{c_void, CString};
use std::fmt;

/// A failure of the driver or of a kernel load, with what was being done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CudaError(pub String);

impl fmt::Display for CudaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for CudaError {}

fn check<T>(what: &str, r: Result<T, result::DriverError>) -> Result<T, CudaError> {
    r.map_err(|e| {
        let name = e
            .error_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|_| format!("{:?}", e.0));
        let text = e
            .error_string()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        CudaError(format!("{what}: {name} ({text})"))
    })
}

/// Whether libcuda can be loaded; the error says which library was looked for.
/// cudarc panics when a driver call finds no library, so every entry point checks
/// this first.
pub fn driver_present() -> Result<(), CudaError> {
    let found = std::panic::catch_unwind(|| unsafe { sys::is_culib_present() }).unwrap_or(false);
    if found {
        Ok(())
    } else {
        Err(CudaError(
            "no CUDA driver found (libcuda.so could not be loaded); `run` and `bench` need an \
             NVIDIA GPU and its driver"
                .into(),
        ))
    }
}

/// One GPU: its primary context, current on this thread.
pub struct Gpu {
    device: sys::CUdevice,
    ctx: sys::CUcontext,
    /// The device's name.
    pub name: String,
    /// Compute capability, `(major, minor)`.
    pub capability: (i32, i32),
    /// Streaming multiprocessors.
    pub sm_count: i32,
    /// L2 cache bytes.
    pub l2_bytes: usize,
    /// Device memory bytes.
    pub total_mem: usize,
}

impl Gpu {
    /// Initialises the driver and makes device `ordinal`'s primary context current.
    pub fn new(ordinal: i32) -> Result<Gpu, CudaError> {
        driver_present()?;
        let attempt = std::panic::catch_unwind(|| Gpu::open(ordinal));
        attempt.unwrap_or_else(|_| {
            Err(CudaError(
                "the CUDA driver library is missing a function cudarc needs".into(),
            ))
        })
    }

    fn open(ordinal: i32) -> Result<Gpu, CudaError> {
        check("cuInit", result::init())?;
        let count = check("cuDeviceGetCount", result::device::get_count())?;
        if count <= ordinal {
            return Err(CudaError(format!(
                "no CUDA device {ordinal} (the driver sees {count})"
            )));
        }
        let device = check("cuDeviceGet", result::device::get(ordinal))?;
        let ctx = check("cuDevicePrimaryCtxRetain", unsafe {
            result::primary_ctx::retain(device)
        })?;
        check("cuCtxSetCurrent", unsafe { result::ctx::set_current(ctx) })?;
        let attr = |a| {
            check("cuDeviceGetAttribute", unsafe {
                result::device::get_attribute(device, a)
            })
        };
        use sys::CUdevice_attribute::*;
        let capability = (
            attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?,
            attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?,
        );
        let sm_count = attr(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?;
        let l2_bytes = attr(CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE)? as usize;
        let total_mem = check("cuDeviceTotalMem", unsafe {
            result::device::total_mem(device)
        })?;
        let name = check("cuDeviceGetName", result::device::get_name(device))?;
        Ok(Gpu {
            device,
            ctx,
            name,
            capability,
            sm_count,
            l2_bytes,
            total_mem,
        })
    }

    /// Free and total device memory, in bytes.
    pub fn mem_info(&self) -> Result<(usize, usize), CudaError> {
        check("cuMemGetInfo", result::mem_get_info())
    }

    /// Allocates `bytes` of device memory (at least one byte; 256-byte aligned).
    pub fn alloc(&self, bytes: usize) -> Result<DeviceBuffer, CudaError> {
        let ptr = check(&format!("cuMemAlloc({bytes} bytes)"), unsafe {
            result::malloc_sync(bytes.max(1))
        })?;
        Ok(DeviceBuffer { ptr, bytes })
    }

    /// A device buffer holding `data`.
    pub fn upload(&self, data: &[u8]) -> Result<DeviceBuffer, CudaError> {
        let buf = self.alloc(data.len())?;
        buf.write(data)?;
        Ok(buf)
    }

    /// Loads a PTX module (`cuModuleLoadDataEx`); on failure the error holds the
    /// JIT's error log.
    pub fn load_ptx(&self, ptx: &str) -> Result<Module, CudaError> {
        let image =
            CString::new(ptx).map_err(|_| CudaError("the PTX contains a NUL byte".into()))?;
        let mut log = vec![0u8; 16 * 1024];
        let mut options = [
            sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
            sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
        ];
        let mut values: [*mut c_void; 2] = [log.as_mut_ptr().cast(), log.len() as *mut c_void];
        let mut module = std::ptr::null_mut();
        let res = unsafe {
            sys::cuModuleLoadDataEx(
                &mut module,
                image.as_ptr().cast(),
                options.len() as u32,
                options.as_mut_ptr(),
                values.as_mut_ptr(),
            )
        };
        if res != sys::CUresult::CUDA_SUCCESS {
            let end = log.iter().position(|&b| b == 0).unwrap_or(log.len());
            let log = String::from_utf8_lossy(&log[..end]).trim().to_string();
            let base = check("cuModuleLoadData", res.result()).unwrap_err();
            return Err(CudaError(if log.is_empty() {
                base.0
            } else {
                format!("{}; the JIT says:\n{log}", base.0)
            }));
        }
        Ok(Module { module })
    }

    /// Links `ptx` to a cubin with the driver's JIT linker (`cuLinkCreate`,
    /// `cuLinkAddData`, `cuLinkComplete`) for compute capability `target`
    /// (`(9, 0)`; the device's own when `None`); on failure the error holds
    /// the linker's log.
    pub fn link_ptx(&self, ptx: &str, target: Option<(i32, i32)>) -> Result<Vec<u8>, CudaError> {
        let image =
            CString::new(ptx).map_err(|_| CudaError("the PTX contains a NUL byte".into()))?;
        let mut log = vec![0u8; 16 * 1024];
        let mut options = vec![
            sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
            sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
        ];
        let mut values: Vec<*mut c_void> = vec![log.as_mut_ptr().cast(), log.len() as *mut c_void];
        if let Some((major, minor)) = target {
            options.push(sys::CUjit_option::CU_JIT_TARGET);
            values.push((major * 10 + minor) as usize as *mut c_void);
        }
        let mut state: sys::CUlinkState = std::ptr::null_mut();
        let res = unsafe {
            sys::cuLinkCreate_v2(
                options.len() as u32,
                options.as_mut_ptr(),
                values.as_mut_ptr(),
                &mut state,
            )
        };
        check("cuLinkCreate", res.result())?;
        let linked = (|| {
            let res = unsafe {
                sys::cuLinkAddData_v2(
                    state,
                    sys::CUjitInputType::CU_JIT_INPUT_PTX,
                    image.as_ptr() as *mut c_void,
                    image.as_bytes_with_nul().len(),
                    c"kernel.ptx".as_ptr(),
                    0,
                    std::ptr::null_mut(),
                    std::ptr::null_mut(),
                )
            };
            check("cuLinkAddData", res.result())?;
            let mut cubin: *mut c_void = std::ptr::null_mut();
            let mut size = 0usize;
            let res = unsafe { sys::cuLinkComplete(state, &mut cubin, &mut size) };
            check("cuLinkComplete", res.result())?;
            // The cubin belongs to the link state: copied before it goes.
            Ok(unsafe { std::slice::from_raw_parts(cubin as *const u8, size) }.to_vec())
        })();
        let _ = unsafe { sys::cuLinkDestroy(state) };
        linked.map_err(|e: CudaError| {
            let end = log.iter().position(|&b| b == 0).unwrap_or(log.len());
            let log = String::from_utf8_lossy(&log[..end]).trim().to_string();
            if log.is_empty() {
                e
            } else {
                CudaError(format!("{}; the linker says:\n{log}", e.0))
            }
        })
    }

    /// Loads a cubin (`cuModuleLoadData`).
    pub fn load_cubin(&self, cubin: &[u8]) -> Result<Module, CudaError> {
        let mut module = std::ptr::null_mut();
        let res = unsafe { sys::cuModuleLoadData(&mut module, cubin.as_ptr().cast()) };
        check("cuModuleLoadData(cubin)", res.result())?;
        Ok(Module { module })
    }

    /// The driver's version (`cuDriverGetVersion`: 12080 for CUDA 12.8).
    pub fn driver_version(&self) -> Result<i32, CudaError> {
        let mut version = 0;
        let res = unsafe { sys::cuDriverGetVersion(&mut version) };
        check("cuDriverGetVersion", res.result())?;
        Ok(version)
    }

    /// Launches `func` with `grid` programs of `block` threads, `shared` bytes of
    /// dynamic shared memory and the marshalled `args`, on the null stream.
    pub fn launch(
        &self,
        func: &Function,
        grid: [u32; 3],
        block: u32,
        shared: u32,
        args: &mut ArgBlock,
    ) -> Result<(), CudaError> {
        let mut params = args.pointers();
        check("cuLaunchKernel", unsafe {
            result::launch_kernel(
                func.func,
                (grid[0], grid[1], grid[2]),
                (block, 1, 1),
                shared,
                std::ptr::null_mut(),
                &mut params,
            )
        })
    }

    /// Copies `out.len()` bytes from device address `addr` (inside a live
    /// [`DeviceBuffer`]) to `out`.
    pub fn read_at(&self, addr: u64, out: &mut [u8]) -> Result<(), CudaError> {
        check("cuMemcpyDtoH", unsafe {
            result::memcpy_dtoh_sync(out, addr)
        })
    }

    /// Waits for all work on the device; reports a kernel's fault.
    pub fn synchronize(&self) -> Result<(), CudaError> {
        check("cuCtxSynchronize", result::ctx::synchronize())
    }

    /// A timing event.
    pub fn event(&self) -> Result<Event, CudaError> {
        let event = check(
            "cuEventCreate",
            result::event::create(sys::CUevent_flags::CU_EVENT_DEFAULT),
        )?;
        Ok(Event { event })
    }

    /// Copies `bytes` from `src` to `dst` on the device (asynchronously).
    pub fn copy(
        &self,
        dst: &DeviceBuffer,
        src: &DeviceBuffer,
        bytes: usize,
    ) -> Result<(), CudaError> {
        check("cuMemcpyDtoDAsync", unsafe {
            result::memcpy_dtod_async(dst.ptr, src.ptr, bytes, std::ptr::null_mut())
        })
    }
}

impl Drop for Gpu {
    fn drop(&mut self) {
        let _ = self.synchronize();
        let _ = unsafe { result::primary_ctx::release(self.device) };
        let _ = self.ctx;
    }
}

/// Device memory, freed on drop.
pub struct DeviceBuffer {
    ptr: sys::CUdeviceptr,
    bytes: usize,
}

impl DeviceBuffer {
    /// The device address.
    pub fn addr(&self) -> u64 {
        self.ptr
    }

    /// The size in bytes.
    pub fn len(&self) -> usize {
        self.bytes
    }

    /// Whether the buffer is empty.
    pub fn is_empty(&self) -> bool {
        self.bytes == 0
    }

    /// Copies `data` (at most the buffer's size) to the start of the buffer.
    pub fn write(&self, data: &[u8]) -> Result<(), CudaError> {
        assert!(data.len() <= self.bytes);
        check("cuMemcpyHtoD", unsafe {
            result::memcpy_htod_sync(self.ptr, data)
        })
    }

    /// The buffer's contents.
    pub fn read(&self) -> Result<Vec<u8>, CudaError> {
        let mut out = vec![0u8; self.bytes];
        check("cuMemcpyDtoH", unsafe {
            result::memcpy_dtoh_sync(&mut out, self.ptr)
        })?;
        Ok(out)
    }

    /// Sets every byte to `byte`.
    pub fn fill(&self, byte: u8) -> Result<(), CudaError> {
        check("cuMemsetD8", unsafe {
            result::memset_d8_sync(self.ptr, byte, self.bytes.max(1))
        })
    }
}

impl Drop for DeviceBuffer {
    fn drop(&mut self) {
        let _ = unsafe { result::free_sync(self.ptr) };
    }
}

/// A loaded module, unloaded on drop.
pub struct Module {
    module: sys::CUmodule,
}

impl Module {
    /// The kernel called `name`.
    pub fn function(&self, name: &str) -> Result<Function, CudaError> {
        let cname = CString::new(name).map_err(|_| CudaError("a NUL in the kernel name".into()))?;
        let func = check(&format!("cuModuleGetFunction({name})"), unsafe {
            result::module::get_function(self.module, cname)
        })?;
        Ok(Function { func })
    }
}

impl Drop for Module {
    fn drop(&mut self) {
        let _ = unsafe { result::module::unload(self.module) };
    }
}

/// A kernel of a loaded [`Module`] (valid while the module is).
#[derive(Copy, Clone, Debug)]
pub struct Function {
    func: sys::CUfunction,
}

/// Dynamic shared memory a launch may ask for without opting in.
const DEFAULT_DYNAMIC_SHARED_BYTES: u32 = 48 * 1024;

impl Function {
    /// Lets launches of this kernel pass `bytes` of dynamic shared memory:
    /// above 48 KiB, `cuFuncSetAttribute(CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES)`
    /// (the opt-in, up to the device's per-block maximum); nothing below.
    pub fn allow_dynamic_shared(&self, bytes: u32) -> Result<(), CudaError> {
        if bytes <= DEFAULT_DYNAMIC_SHARED_BYTES {
            return Ok(());
        }
        let value = i32::try_from(bytes)
            .map_err(|_| CudaError(format!("{bytes} bytes of shared memory")))?;
        check(
            &format!("cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES, {bytes})"),
            unsafe {
                result::function::set_function_attribute(
                    self.func,
                    sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                    value,
                )
            },
        )
    }
}

/// A CUDA event, for timing.
pub struct Event {
    event: sys::CUevent,
}

impl Event {
    /// Records the event on the null stream.
    pub fn record(&self) -> Result<(), CudaError> {
        check("cuEventRecord", unsafe {
            result::event::record(self.event, std::ptr::null_mut())
        })
    }

    /// Milliseconds from `self` to `end` (both recorded and complete).
    pub fn elapsed_ms(&self, end: &Event) -> Result<f32, CudaError> {
        check("cuEventSynchronize", unsafe {
            result::event::synchronize(end.event)
        })?;
        check("cuEventElapsedTime", unsafe {
            result::event::elapsed(self.event, end.event)
        })
    }
}

impl Drop for Event {
    fn drop(&mut self) {
        let _ = unsafe { result::event::destroy(self.event) };
    }
}

/// The tensor map of a host tensor descriptor (`cuTensorMapEncodeTiled`),
/// as Triton's launcher makes it (`fill_tma_descriptor`): dimensions
/// innermost first, strides in bytes, element strides 1, no interleave, L2
/// promotion of 256 bytes, NaN fill where asked. A context must be current
/// (it is while a [`Gpu`] lives).
pub fn encode_tensor_map(
    kind: &crate::args::TensorMapKind,
    t: &crate::args::TensorArgs,
) -> Result<[u8; 128], String> {
    use crate::args::TmaDtype;
    use sys::CUtensorMapDataType as D;
    let rank = kind.rank as usize;
    let elem = kind.dtype.bytes();
    let positive = |v: i64, what: &str| {
        u64::try_from(v)
            .ok()
            .filter(|&v| v > 0)
            .ok_or_else(|| format!("a tensor descriptor's {what} of {v}"))
    };
    let mut dims = [0u64; 5];
    let mut strides = [0u64; 4];
    let mut boxes = [0u32; 5];
    for d in 0..rank {
        // Dimension d of the map is the tensor's dimension rank - 1 - d.
        let k = rank - 1 - d;
        dims[d] = positive(t.shape[k], "shape")?;
        boxes[d] = kind.box_dims[k];
        if d > 0 {
            strides[d - 1] = positive(t.strides[k], "stride")? * elem;
        }
    }
    let dtype = match kind.dtype {
        TmaDtype::U8 => D::CU_TENSOR_MAP_DATA_TYPE_UINT8,
        TmaDtype::U16 => D::CU_TENSOR_MAP_DATA_TYPE_UINT16,
        TmaDtype::U32 => D::CU_TENSOR_MAP_DATA_TYPE_UINT32,
        TmaDtype::I32 => D::CU_TENSOR_MAP_DATA_TYPE_INT32,
        TmaDtype::U64 => D::CU_TENSOR_MAP_DATA_TYPE_UINT64,
        TmaDtype::I64 => D::CU_TENSOR_MAP_DATA_TYPE_INT64,
        TmaDtype::F16 => D::CU_TENSOR_MAP_DATA_TYPE_FLOAT16,
        TmaDtype::F32 => D::CU_TENSOR_MAP_DATA_TYPE_FLOAT32,
        TmaDtype::F64 => D::CU_TENSOR_MAP_DATA_TYPE_FLOAT64,
        TmaDtype::BF16 => D::CU_TENSOR_MAP_DATA_TYPE_BFLOAT16,
    };
    let swizzle = match kind.swizzle {
        0 => sys::CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_NONE,
        32 => sys::CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_32B,
        64 => sys::CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_64B,
        128 => sys::CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_128B,
        w => return Err(format!("a tensor map swizzled {w} bytes wide")),
    };
    let fill = match t.nan {
        true => sys::CUtensorMapFloatOOBfill::CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA,
        false => sys::CUtensorMapFloatOOBfill::CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE,
    };
    let element_strides = [1u32; 5];
    let mut map = std::mem::MaybeUninit::<sys::CUtensorMap>::zeroed();
    let res = unsafe {
        sys::cuTensorMapEncodeTiled(
            map.as_mut_ptr(),
            dtype,
            rank as u32,
            t.base as *mut std::ffi::c_void,
            dims.as_ptr(),
            strides.as_ptr(),
            boxes.as_ptr(),
            element_strides.as_ptr(),
            sys::CUtensorMapInterleave::CU_TENSOR_MAP_INTERLEAVE_NONE,
            swizzle,
            sys::CUtensorMapL2promotion::CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
            fill,
        )
    };
    if res != sys::CUresult::CUDA_SUCCESS {
        return Err(format!(
            "cuTensorMapEncodeTiled: {res:?} (base {:#x}, shape {:?}, strides {:?}, box {:?})",
            t.base,
            t.shape,
            t.strides,
            &kind.box_dims[..rank]
        ));
    }
    let map = unsafe { map.assume_init() };
    let mut out = [0u8; 128];
    for (i, w) in map.opaque.iter().enumerate() {
        out[8 * i..8 * i + 8].copy_from_slice(&w.to_le_bytes());
    }
    Ok(out)
}
