//! `tilelift-cuda`: running compiled kernels on an NVIDIA GPU through the driver API.
//!
//! The driver is cudarc's, loaded at run time (`dynamic-loading`): building needs
//! no CUDA, and a program started where libcuda is missing gets a
//! [`CudaError`] from [`driver_present`] / [`Runtime::new`], never a panic.
//!
//! | file | what it holds |
//! |---|---|
//! | `driver.rs` | the device and its context, buffers, PTX loading with the JIT's log, launches, events |
//! | `args.rs` | parameter kinds and the marshalling of arguments for `cuLaunchKernel` |
//! | `cache.rs` | the in-memory compile cache, found by a hash of the source and options, the whole key compared on a hit |
//! | `cubin.rs` | PTX to cubin through the driver's JIT linker, through the disk cache (`cached_cubin`) |
//! | `disk_cache.rs` | the disk cache of compiled kernels (`TILELIFT_CACHE_DIR`): keys, checksummed entries, atomic writes, eviction |
//! | `runner.rs` | corpus cases on the GPU (`tilelift run`): the GPU as an executor of `tilelift-harness` (upload, launch, download) |
//! | `bench.rs` | a case's bench problem (read by `tilelift-harness`) timed (`tilelift bench`): buffer sets, rotation, CUDA events, copy bandwidth |
//!
//! The compiler is not a dependency of this crate (the `tilelift` facade depends
//! on it): callers hand in a [`CompiledKernel`], or a closure that makes one. Nor
//! is the interpreter: the corpus harness is `tilelift-harness`.
#![deny(missing_docs)]

mod args;
pub mod bench;
mod cache;
pub mod cubin;
pub mod disk_cache;
mod driver;
pub mod runner;

pub use args::{
    marshal, marshal_with, ArgBlock, KernelArg, ParamKind, TensorArgs, TensorMapKind, TmaDtype,
};
pub use cache::{cache_key, CompileCache};
pub use driver::{driver_present, CudaError, DeviceBuffer, Event, Function, Gpu, Module};

use std::time::{Duration, Instant};

/// A kernel compiled to PTX, with what a launch needs to know.
#[derive(Clone, Debug, PartialEq)]
pub struct CompiledKernel {
    /// The PTX module text.
    pub ptx: String,
    /// The entry point's name.
    pub entry: String,
    /// Warps per program: a block is `32 · num_warps` threads.
    pub num_warps: u32,
    /// Shared memory the kernel declares statically (informational: nothing is
    /// passed at launch for it; 0 for tilelift's PTX, whose shared memory is
    /// all dynamic).
    pub shared_bytes: u32,
    /// Dynamic shared memory to pass at launch (`tilelift::Kernel::shared_bytes`);
    /// above 48 KiB, [`Runtime::load`] opts the function in to it.
    pub dynamic_shared_bytes: u32,
    /// The parameters, in order.
    pub params: Vec<ParamKind>,
    /// Bytes of global scratch memory each program needs (0 for none): the
    /// last parameter, which [`Runtime::launch`] passes, then points at one
    /// such slot per program (the tensor maps the kernel makes).
    pub global_scratch_bytes: u32,
}

/// Makes a cubin of PTX text (an external `ptxas`, say), for
/// [`Runtime::load_linked`].
pub type Linker<'a> = dyn Fn(&str) -> Result<Vec<u8>, String> + 'a;

/// A compiled kernel loaded on the GPU.
pub struct Loaded {
    /// What was compiled.
    pub kernel: CompiledKernel,
    /// The entry point (valid while `module` is).
    pub function: Function,
    /// The module holding it.
    pub module: Module,
    /// Time spent in the compiler (text to PTX).
    pub compile_time: Duration,
    /// Time spent loading (the driver's PTX JIT, `cuModuleLoadDataEx`, and the
    /// function lookup; with [`Runtime::load_cached`], the disk cache's read
    /// or the JIT link and the cubin's load).
    pub load_time: Duration,
    /// Whether the cubin came from the disk cache ([`Runtime::load_cached`]).
    pub from_disk: bool,
}

/// A GPU and the kernels loaded on it.
pub struct Runtime {
    /// The device.
    pub gpu: Gpu,
    cache: CompileCache<Loaded>,
    /// The global scratch memory of the launches that need it, grown as needed.
    scratch: std::cell::RefCell<Option<DeviceBuffer>>,
}

impl Runtime {
    /// Opens GPU 0.
    pub fn new() -> Result<Runtime, CudaError> {
        Ok(Runtime {
            gpu: Gpu::new(0)?,
            cache: CompileCache::new(),
            scratch: std::cell::RefCell::new(None),
        })
    }

    /// The `sm_XY` name of the device's architecture.
    pub fn arch_name(&self) -> String {
        format!("sm_{}{}", self.gpu.capability.0, self.gpu.capability.1)
    }

    /// The kernel compiled from `text` with `options` (a text naming every
    /// option), loaded: from the cache, or made by `compile` and loaded now
    /// (and allowed its dynamic shared memory).
    pub fn load(
        &mut self,
        text: &str,
        options: &str,
        compile: impl FnOnce() -> Result<CompiledKernel, String>,
    ) -> Result<&Loaded, String> {
        self.load_linked(text, options, compile, None)
    }

    /// [`Runtime::load`], the PTX made a cubin by `link` (an external
    /// `ptxas`, say) instead of the driver's JIT when given; `options` must
    /// name the linker, since the cache is keyed by them.
    pub fn load_linked(
        &mut self,
        text: &str,
        options: &str,
        compile: impl FnOnce() -> Result<CompiledKernel, String>,
        link: Option<&Linker<'_>>,
    ) -> Result<&Loaded, String> {
        let gpu = &self.gpu;
        self.cache.get_or_try_insert(text, options, || {
            let start = Instant::now();
            let kernel = compile()?;
            let compile_time = start.elapsed();
            let start = Instant::now();
            let module = match link {
                Some(link) => gpu.load_cubin(&link(&kernel.ptx)?),
                None => gpu.load_ptx(&kernel.ptx),
            }
            .map_err(|e| e.to_string())?;
            let function = module.function(&kernel.entry).map_err(|e| e.to_string())?;
            function
                .allow_dynamic_shared(kernel.dynamic_shared_bytes)
                .map_err(|e| e.to_string())?;
            let load_time = start.elapsed();
            Ok(Loaded {
                kernel,
                function,
                module,
                compile_time,
                load_time,
                from_disk: false,
            })
        })
    }

    /// [`Runtime::load`] through the disk cache: the cubin for `text` and
    /// `options` on this device from `disk` (no compile, no JIT), or compiled
    /// by `compile`, linked by the driver's JIT linker and stored there.
    pub fn load_cached(
        &mut self,
        text: &str,
        options: &str,
        disk: &disk_cache::DiskCache,
        compile: impl FnOnce() -> Result<CompiledKernel, String>,
    ) -> Result<&Loaded, String> {
        let gpu = &self.gpu;
        self.cache.get_or_try_insert(text, options, || {
            let start = Instant::now();
            let mut compile_time = Duration::ZERO;
            let timed_compile = || {
                let t = Instant::now();
                let k = compile();
                compile_time = t.elapsed();
                k
            };
            let (kernel, cubin, source) = cubin::cached_cubin(
                gpu,
                Some(disk),
                text,
                options,
                gpu.capability,
                timed_compile,
            )?;
            let module = gpu.load_cubin(&cubin).map_err(|e| e.to_string())?;
            let function = module.function(&kernel.entry).map_err(|e| e.to_string())?;
            function
                .allow_dynamic_shared(kernel.dynamic_shared_bytes)
                .map_err(|e| e.to_string())?;
            let load_time = start.elapsed().saturating_sub(compile_time);
            Ok(Loaded {
                kernel,
                function,
                module,
                compile_time,
                load_time,
                from_disk: source == cubin::CubinSource::Disk,
            })
        })
    }

    /// The compile cache's hits and misses so far.
    pub fn cache_stats(&self) -> (u64, u64) {
        (self.cache.hits(), self.cache.misses())
    }

    /// The address of at least `bytes` of global scratch memory, kept for
    /// later launches (a launch's scratch is the kernel's own while it runs:
    /// launches on one stream run one after the other).
    fn scratch(&self, bytes: u64) -> Result<u64, CudaError> {
        let mut held = self.scratch.borrow_mut();
        if let Some(b) = held.as_ref().filter(|b| b.len() as u64 >= bytes) {
            return Ok(b.addr());
        }
        let b = self.gpu.alloc(bytes as usize)?;
        let addr = b.addr();
        *held = Some(b);
        Ok(addr)
    }

    /// Launches `loaded` on `grid` with `args` (not waiting for it).
    pub fn launch(
        &self,
        loaded: &Loaded,
        grid: [u32; 3],
        args: &[KernelArg],
    ) -> Result<(), CudaError> {
        let k = &loaded.kernel;
        let mut with_scratch;
        let args = match k.global_scratch_bytes {
            0 => args,
            bytes => {
                let programs: u64 = grid.iter().map(|&g| u64::from(g)).product();
                with_scratch = args.to_vec();
                with_scratch.push(KernelArg::Ptr(self.scratch(programs * u64::from(bytes))?));
                &with_scratch[..]
            }
        };
        let mut block = marshal(&loaded.kernel.params, args).map_err(CudaError)?;
        self.gpu.launch(
            &loaded.function,
            grid,
            32 * k.num_warps,
            k.dynamic_shared_bytes,
            &mut block,
        )
    }
}
