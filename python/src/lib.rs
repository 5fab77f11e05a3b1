//! `tilelift._tilelift`: the native module of the Python package `tilelift`.
//!
//! `tilelift.compile(ttir, *, arch, num_warps, num_stages, target, mcpu, file, debug_lines)`
//! compiles TTIR (or Triton's TTGIR) text with [`tilelift::compile_named`],
//! the GIL released, and returns a `Kernel`; a compile error is raised as
//! `tilelift.CompileError`, carrying the kind and the position of the primary
//! problem; options tilelift does not know raise `ValueError`.
//! `tilelift/__init__.py` re-exports all of it.

use pyo3::create_exception;
use pyo3::exceptions::{PyAttributeError, PyException, PyValueError};
use pyo3::prelude::*;

create_exception!(
    tilelift,
    CompileError,
    PyException,
    "A kernel tilelift could not compile.\n\n\
     Attributes: `kind` (\"syntax\", \"verification\", \"unsupported\", \
     \"resource_limit\", \"invalid_option\" or \"internal\"), `message` (the \
     primary problem, without its position), `file`, `line` and `col` (1-based; \
     None when the problem has no position) and `offset` (the byte offset, or \
     None). str() is the rendered diagnostic: `file:line:col: error: message`, \
     the line and a caret (one such block per problem)."
);

/// A compiled kernel.
///
/// Attributes: `code` (the PTX module, or AMDGCN assembly for
/// target="amdgcn"), `ptx` (the same text; only for target="nvptx"), `name`
/// (the entry point), `target` ("nvptx" or "amdgcn"), `arch` (the PTX
/// `.target`, "sm_80" to "sm_120"; the processor, "gfx90a" or "gfx942", for AMDGCN),
/// `num_warps` (launch 32 * num_warps threads per program; 64-lane waves on
/// AMDGCN), `num_stages` (as given: the stages of the `cp.async` pipeline of
/// loops that feed tensor cores, where the loop does not say), `shared_bytes` (the dynamic shared memory
/// to pass at launch: the PTX declares `.extern .shared global_smem[]`) and
/// `params`.
#[pyclass(frozen, module = "tilelift", name = "Kernel")]
struct Kernel {
    kernel: tilelift::Kernel,
    num_stages: u32,
}

#[pymethods]
impl Kernel {
    /// The code: the PTX module, or AMDGCN assembly for target="amdgcn".
    #[getter]
    fn code(&self) -> &str {
        &self.kernel.code
    }

    /// The PTX module (target="nvptx" only; `code` for either target).
    #[getter]
    fn ptx(&self) -> PyResult<&str> {
        match self.kernel.target {
            tilelift::Target::Nvptx => Ok(&self.kernel.code),
            _ => Err(PyAttributeError::new_err(
                "an AMDGCN kernel has no PTX: its assembly is `code`",
            )),
        }
    }

    /// The entry point's name.
    #[getter]
    fn name(&self) -> &str {
        &self.kernel.name
    }

    /// "nvptx" or "amdgcn".
    #[getter]
    fn target(&self) -> &'static str {
        target_name(self.kernel.target)
    }

    /// The architecture the code is for: "sm_80" to "sm_120" (the PTX
    /// `.target`), or the AMD processor ("gfx90a" or "gfx942").
    #[getter]
    fn arch(&self) -> &'static str {
        match self.kernel.target {
            tilelift::Target::Amdgcn(mcpu) => mcpu.name(),
            _ => self.kernel.arch.name(),
        }
    }

    /// Warps per program.
    #[getter]
    fn num_warps(&self) -> u32 {
        self.kernel.num_warps
    }

    /// The `num_stages` the kernel was compiled with: the stages of the
    /// `cp.async` software pipeline of loops that feed tensor cores (where the
    /// loop carries no `tt.num_stages` of its own; below 2, no pipeline).
    #[getter]
    fn num_stages(&self) -> u32 {
        self.num_stages
    }

    /// Bytes of dynamic shared memory to pass at launch.
    #[getter]
    fn shared_bytes(&self) -> u32 {
        self.kernel.shared_bytes
    }

    /// The parameters, in argument order: a list of `(name, type)` with
    /// Triton's signature type names: "*fp32", "*fp16", "*bf16", "*i8", ...
    /// for pointers to global memory (passed as 64-bit addresses), and "i32",
    /// "i64", "fp32", ... for scalars (passed by value). `name` is the TTIR
    /// argument's name without `%` (or its position, "0", when unnamed).
    #[getter]
    fn params(&self) -> Vec<(String, String)> {
        self.kernel
            .params
            .iter()
            .map(|p| (p.name.clone(), p.ty.triton_name()))
            .collect()
    }

    /// Triton's `tensordesc_meta` of the kernel: one entry per tensor
    /// descriptor argument, in order; a dict (`swizzle`: CUDA's
    /// `CUtensorMapSwizzle` value, `elem_size` in bytes, `elem_type`: the
    /// PTX `tensormap` element-type code, `block_size`: the box, outermost
    /// first, `fp4_padded`: False) where the kernel takes the descriptor as a
    /// TMA tensor map, None where it takes base, shape, strides and NaN flag.
    /// Empty when no argument is a tensor map.
    /// Bytes of global scratch memory each program needs (Triton's
    /// `global_scratch_size`; 128-byte aligned): the tensor maps the kernel
    /// makes. 0 for none.
    #[getter]
    fn global_scratch_bytes(&self) -> u32 {
        self.kernel.global_scratch_bytes
    }

    #[getter]
    fn tensordesc_meta<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<Vec<Option<Bound<'py, pyo3::types::PyDict>>>> {
        let metas = &self.kernel.tensordesc_meta;
        if metas.iter().all(Option::is_none) {
            return Ok(Vec::new());
        }
        metas
            .iter()
            .map(|m| {
                let Some(m) = m else { return Ok(None) };
                let d = pyo3::types::PyDict::new(py);
                d.set_item("swizzle", m.swizzle_mode())?;
                d.set_item("elem_size", m.elem_bytes())?;
                d.set_item("elem_type", m.ptx_elem_type())?;
                d.set_item("block_size", m.box_dims().to_vec())?;
                d.set_item("fp4_padded", false)?;
                Ok(Some(d))
            })
            .collect()
    }

    fn __repr__(&self) -> String {
        format!(
            "<tilelift.Kernel {} for {} {}, num_warps={}, shared_bytes={}, {} bytes of code>",
            self.kernel.name,
            self.target(),
            self.arch(),
            self.kernel.num_warps,
            self.kernel.shared_bytes,
            self.kernel.code.len()
        )
    }
}

fn target_name(target: tilelift::Target) -> &'static str {
    match target {
        tilelift::Target::Amdgcn(_) => "amdgcn",
        _ => "nvptx",
    }
}

/// Compiles TTIR text (Triton's `kernel.asm["ttir"]`, or its laid-out TTGIR)
/// to a `Kernel`. The GIL is released while compiling.
///
/// - `arch`: "sm_90" (the default), "sm_80", "sm_86", "sm_89", "sm_90a",
///   "sm_100", "sm_100a" or "sm_120" (the `--arch` names); also without the
///   "sm_" prefix ("90a").
/// - `num_warps`: warps per program, a power of two from 1 to 32; TTIR is laid
///   out for 4 when it is None. TTGIR carries its own count, which a given
///   `num_warps` must match.
/// - `num_stages`: Triton's: the stages of the `cp.async` software pipeline of
///   a loop that feeds tensor cores, where the loop does not say (below 2, no
///   pipeline).
/// - `target`: "nvptx" (PTX; also "cuda", "nvptx64-nvidia-cuda") or "amdgcn"
///   (AMDGCN assembly for `mcpu`, "gfx90a" (the default) or "gfx942"; also
///   "hip", "amdgcn-amd-amdhsa").
/// - `file`: the name errors give the text, and the PTX's `.file`.
/// - `debug_lines`: PTX `.file`/`.loc` lines mapping the code to the lines of
///   `ttir` (as `--no-debug-lines` leaves them out when False).
///
/// Raises `tilelift.CompileError` when the kernel does not compile, and
/// `ValueError` for an unknown arch, target or mcpu or a bad num_warps or
/// num_stages.
#[pyfunction]
#[pyo3(signature = (ttir, *, arch = "sm_90", num_warps = None, num_stages = 3, target = "nvptx", mcpu = "gfx90a", file = "<input>", debug_lines = true))]
#[allow(clippy::too_many_arguments)]
fn compile(
    py: Python<'_>,
    ttir: String,
    arch: &str,
    num_warps: Option<i64>,
    num_stages: i64,
    target: &str,
    mcpu: &str,
    file: &str,
    debug_lines: bool,
) -> PyResult<Kernel> {
    let arch_id = tilelift::Arch::from_name(arch).ok_or_else(|| {
        let names: Vec<&str> = tilelift::Arch::ALL.iter().map(|a| a.name()).collect();
        PyValueError::new_err(format!("unknown arch {arch:?} ({})", names.join(", ")))
    })?;
    let num_warps = match num_warps {
        None => None,
        Some(n) if (1..=32).contains(&n) && (n as u32).is_power_of_two() => Some(n as u32),
        Some(n) => {
            return Err(PyValueError::new_err(format!(
                "num_warps must be a power of two from 1 to 32, not {n}"
            )))
        }
    };
    let num_stages = u32::try_from(num_stages).map_err(|_| {
        PyValueError::new_err(format!("num_stages must be 0 or more, not {num_stages}"))
    })?;
    let target = match target {
        "nvptx" | "cuda" | "nvptx64-nvidia-cuda" | "ptx" => tilelift::Target::Nvptx,
        "amdgcn" | "hip" | "amdgcn-amd-amdhsa" => tilelift_amdgpu::Mcpu::from_name(mcpu)
            .map(tilelift::Target::Amdgcn)
            .ok_or_else(|| {
                let names: Vec<&str> = tilelift_amdgpu::Mcpu::ALL
                    .iter()
                    .map(|m| m.name())
                    .collect();
                PyValueError::new_err(format!("unknown mcpu {mcpu:?} ({})", names.join(", ")))
            })?,
        other => {
            return Err(PyValueError::new_err(format!(
                "unknown target {other:?} (nvptx or amdgcn)"
            )))
        }
    };
    let mut options = tilelift::Options::new()
        .with_arch(arch_id)
        .with_target(target)
        .with_debug_lines(debug_lines)
        .with_num_stages(num_stages);
    options.num_warps = num_warps;
    let result = py.detach(|| {
        let mut times = tilelift::StageTimes::default();
        // Boxed: the error is large, and crosses the closure.
        tilelift::compile_named(&ttir, file, &options, &mut times).map_err(Box::new)
    });
    match result {
        Ok(kernel) => Ok(Kernel { kernel, num_stages }),
        Err(e) => Err(compile_error(py, &e)),
    }
}

/// The `CompileError` for `e`: str() its rendering, the primary problem's
/// kind, message and position as attributes.
fn compile_error(py: Python<'_>, e: &tilelift::Error) -> PyErr {
    let kind = match e {
        tilelift::Error::Syntax(_) => "syntax",
        tilelift::Error::Verification(_) => "verification",
        tilelift::Error::Unsupported(_) => "unsupported",
        tilelift::Error::ResourceLimit(_) => "resource_limit",
        tilelift::Error::InvalidOption(_) => "invalid_option",
        // Internal, and any kind added to the non-exhaustive enum later.
        _ => "internal",
    };
    let err = CompileError::new_err(e.to_string());
    let span = e.span();
    let file = match (span, e.primary()) {
        (Some(s), _) => Some(s.file().to_string()),
        (None, Some(r)) => Some(r.file().to_string()),
        (None, None) => None,
    };
    let value = err.value(py);
    let set = || -> PyResult<()> {
        value.setattr("kind", kind)?;
        value.setattr("message", e.message())?;
        value.setattr("file", file)?;
        value.setattr("line", span.map(|s| s.line()))?;
        value.setattr("col", span.map(|s| s.col()))?;
        value.setattr("offset", span.map(|s| s.offset()))?;
        Ok(())
    };
    match set() {
        Ok(()) => err,
        Err(setattr_failed) => setattr_failed,
    }
}

/// The native module, `tilelift._tilelift`.
#[pymodule]
fn _tilelift(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(compile, m)?)?;
    m.add_class::<Kernel>()?;
    m.add("CompileError", m.py().get_type::<CompileError>())?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
