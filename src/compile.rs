//! The compile pipeline: text to PTX, stage by stage.
//!
//! | stage | what it does |
//! |---|---|
//! | parse | TTIR or TTGIR text to the IR |
//! | verify | the verifier's checks; then branches between blocks are nested into `scf.if` (`tilelift_ir::structurize`), calls inlined (`tilelift_ir::inline`), and tensor descriptors rewritten to pointers, masks and plain loads and stores (`tilelift_ir::descriptors`) |
//! | axisinfo | contiguity, divisibility and constancy of every value: for TTIR, run before layout assignment, which carries it over to the laid-out kernel (a kernel with a converted constant is analysed again); for TTGIR, run on the input. A TTIR kernel with a loop that loads and a remainder of an index run is first versioned on a uniform check that makes the remainder unsigned (`tilelift_lower::version`) |
//! | layout | layout assignment (TTIR to TTGIR); nothing for TTGIR input |
//! | lower | laid-out IR to MIR, dead code removed |
//! | emit | MIR to PTX |

use crate::kernel::{Kernel, Param, ParamType};
use crate::options::{Emit, Options, Target};
use crate::Error;
use std::time::{Duration, Instant};
use tilelift_analysis::axis_info::{analyze_states, AxisInfoAnalysis, AxisInfoStates};
use tilelift_ir::{
    parse_module, verify, Module, Report, SourceLoc, SourceMap, TypeData, Visibility,
};
use tilelift_lower::assign::assign_layouts_with;
use tilelift_lower::assign::{AssignError, LayoutOptions};
use tilelift_lower::to_mir::{self, LowerError, LowerErrorKind};
use tilelift_lower::{AssignOptions, TargetDesc};
use tilelift_mir as mir;

/// The time each stage took in one run.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
#[non_exhaustive]
pub struct StageTimes {
    /// Parsing.
    pub parse: Duration,
    /// Verifying.
    pub verify: Duration,
    /// AxisInfo.
    pub axisinfo: Duration,
    /// Layout assignment.
    pub layout: Duration,
    /// Lowering to MIR.
    pub lower: Duration,
    /// PTX emission.
    pub emit: Duration,
}

impl StageTimes {
    /// The stages' names and times, in pipeline order.
    pub fn stages(&self) -> [(&'static str, Duration); 6] {
        [
            ("parse", self.parse),
            ("verify", self.verify),
            ("axisinfo", self.axisinfo),
            ("layout", self.layout),
            ("lower", self.lower),
            ("emit", self.emit),
        ]
    }
}

/// Compiles TTIR or TTGIR text to a PTX kernel. Errors are rendered against
/// `text` under the name `<input>`.
pub fn compile(text: &str, options: &Options) -> Result<Kernel, Error> {
    compile_named(text, "<input>", options, &mut StageTimes::default())
}

/// Compiles a module built with the builder API ([`tilelift_ir::builder`]),
/// or parsed, to a kernel: [`compile`] without the text. The module is
/// verified first; errors name `<module>` and carry no line (a built module
/// has no text).
///
/// A module has one public kernel (`tt.func public`), and any number of
/// private functions; a module with several public kernels is an
/// [`Error::Unsupported`] that names them (compile each in a module of its
/// own), here and in [`compile`].
pub fn compile_module(module: &Module, options: &Options) -> Result<Kernel, Error> {
    let src = Source {
        file: "<module>",
        text: "",
        kernel: SourceLoc::default(),
    };
    let mut times = StageTimes::default();
    let verified = verify::Verified::new(module.clone()).map_err(|(module, errors)| {
        Error::Verification(errors.reports(&module, &SourceMap::default(), src.file, ""))
    })?;
    match run_verified(verified, src, options, Emit::Ptx, &mut times)? {
        Output::Kernel(k) => Ok(k),
        Output::Text(_) => unreachable_text(src.file),
    }
}

/// [`compile`], with the file name for messages and the time of each stage.
// Never inlined: one symbol that holds the whole compile, which
// `scripts/hot_text.py` profiles to lay out the compile's code (`cli/hot-text.ld`).
#[inline(never)]
pub fn compile_named(
    text: &str,
    file: &str,
    options: &Options,
    times: &mut StageTimes,
) -> Result<Kernel, Error> {
    match run(text, file, options, Emit::Ptx, times)? {
        Output::Kernel(k) => Ok(k),
        Output::Text(_) => unreachable_text(file),
    }
}

/// Runs the pipeline up to `emit` and returns that stage's text.
pub fn compile_to(
    text: &str,
    file: &str,
    options: &Options,
    emit: Emit,
    times: &mut StageTimes,
) -> Result<String, Error> {
    match run(text, file, options, emit, times)? {
        Output::Kernel(k) => Ok(k.code),
        Output::Text(t) => Ok(t),
    }
}

fn unreachable_text(file: &str) -> Result<Kernel, Error> {
    let message = "internal error: the pipeline stopped before PTX";
    Err(Error::Internal(Report::new(file, "", None, message)))
}

/// The text being compiled and its name, for errors.
#[derive(Copy, Clone)]
struct Source<'a> {
    file: &'a str,
    text: &'a str,
    /// Where an error about no one op is reported: the kernel's `tt.func`
    /// (the start of the text until the module is parsed).
    kernel: SourceLoc,
}

impl Source<'_> {
    /// An error at source location `loc`, or at the kernel where it has none
    /// (an option, a resource of the whole kernel).
    fn report(self, loc: SourceLoc, message: impl Into<String>) -> Report {
        let at = loc.offset().or(self.kernel.offset()).unwrap_or(0);
        Report::new(self.file, self.text, Some(at), message)
    }
}

enum Output {
    Text(String),
    Kernel(Kernel),
}

fn timed<T>(slot: &mut Duration, f: impl FnOnce() -> T) -> T {
    let start = Instant::now();
    let res = f();
    *slot = start.elapsed();
    res
}

fn run(
    text: &str,
    file: &str,
    options: &Options,
    emit: Emit,
    times: &mut StageTimes,
) -> Result<Output, Error> {
    let mut src = Source {
        file,
        text,
        kernel: SourceLoc::default(),
    };
    let (module, srcmap) = timed(&mut times.parse, || parse_module(text))
        .map_err(|d| Error::Syntax(d.report(file, text)))?;
    if let Some(fid) = to_mir::kernel_id(&module) {
        src.kernel = module.funcs[fid].srclocs.func;
    }
    let verified = timed(&mut times.verify, || {
        verify::Verified::new(module)
            .map_err(|(module, errors)| errors.reports(&module, &srcmap, file, text))
    })
    .map_err(Error::Verification)?;
    if emit == Emit::Ttir {
        return Ok(Output::Text(print(verified.module())));
    }
    run_verified(verified, src, options, emit, times)
}

/// The public kernels of `module` other than the first, if any: an error that
/// names every one.
fn one_public_kernel(module: &Module, src: Source<'_>) -> Result<(), Error> {
    let public: Vec<&tilelift_ir::Function> = module
        .funcs
        .values()
        .filter(|f| f.visibility == Visibility::Public)
        .collect();
    if let [_, second, ..] = public[..] {
        let names: Vec<String> = public.iter().map(|f| format!("@{}", f.name)).collect();
        let message = format!(
            "unsupported: the module has {} public kernels ({}); tilelift compiles one \
             kernel per module: make the others private, or compile each in a module of its own",
            public.len(),
            names.join(", ")
        );
        return Err(Error::Unsupported(src.report(second.srclocs.func, message)));
    }
    Ok(())
}

/// The parameters of the kernel of `module` (the `func`, laid out), with
/// their element types, from the tile IR's argument types; the MIR's names.
fn params(module: &Module, func: &mir::Function) -> Vec<Param> {
    let kernel = to_mir::kernel_id(module).map(|id| &module.funcs[id]);
    let types: Vec<Option<ParamType>> = kernel.map_or_else(Vec::new, |f| {
        f.args()
            .iter()
            .map(|&a| ParamType::of(module, f.dfg.value_type(a)))
            .collect()
    });
    func.params
        .iter()
        .enumerate()
        .map(|(i, p)| Param {
            name: p.name.clone(),
            ty: types.get(i).copied().flatten().unwrap_or(match p.kind {
                mir::ParamKind::Ptr | mir::ParamKind::TensorMap => {
                    ParamType::Pointer(crate::ScalarType::Int(8))
                }
                mir::ParamKind::Value => ParamType::Scalar(mir_scalar(p.ty)),
            }),
        })
        .collect()
}

/// The scalar type of a MIR register type (for a parameter whose tile IR
/// type is not a scalar or pointer, which the lowering does not make).
fn mir_scalar(ty: mir::Type) -> crate::ScalarType {
    use crate::ScalarType::{Float, Int};
    use tilelift_ir::FloatKind;
    match ty {
        mir::Type::Pred => Int(1),
        mir::Type::I8 => Int(8),
        mir::Type::I16 => Int(16),
        mir::Type::I32 => Int(32),
        mir::Type::I64 => Int(64),
        mir::Type::F16 => Float(FloatKind::F16),
        mir::Type::BF16 => Float(FloatKind::BF16),
        mir::Type::F32 => Float(FloatKind::F32),
        mir::Type::F64 => Float(FloatKind::F64),
    }
}

/// The pipeline after verification.
fn run_verified(
    verified: verify::Verified,
    src: Source<'_>,
    options: &Options,
    emit: Emit,
    times: &mut StageTimes,
) -> Result<Output, Error> {
    one_public_kernel(verified.module(), src)?;
    // A function body of several blocks (`cf.br`, `cf.cond_br`) is nested into
    // `scf.if`s; nothing is done (or copied) for one without branches.
    let verified = tilelift_ir::structurize(verified).map_err(|e| pass_error(e, src))?;
    // Calls of `noinline` functions are inlined; nothing is done (or copied)
    // for a module without calls.
    let verified = tilelift_ir::inline_calls(verified).map_err(|e| pass_error(e, src))?;
    // Tensor descriptors become pointers, masks and plain loads and stores
    // (`tilelift_ir::descriptors`), but where the target's TMA copies their
    // blocks (`tilelift_ir::tma`); nothing is done for a kernel without them.
    let descs = descriptor_args(verified.module());
    let target = options.target_desc();
    let tma = match (target.tma, target.wgmma) {
        (false, _) => tilelift_ir::tma::TmaUse::Off,
        // Tensor maps made in the kernel need sm_90a's `tensormap.replace`.
        (true, true) => tilelift_ir::tma::TmaUse::HostAndKernel,
        (true, false) => tilelift_ir::tma::TmaUse::Host,
    };
    let verified =
        tilelift_ir::rewrite_descriptors(verified, tma).map_err(|e| pass_error(e, src))?;
    let ttgir_input = is_laid_out(verified.module());
    // Ops the lowering cannot take yet are reported before layout assignment,
    // without doing its work first. `--emit ttgir` needs no lowering and skips
    // it.
    if let (Some(fid), true) = (to_mir::kernel_id(verified.module()), emit != Emit::Ttgir) {
        to_mir::check_supported(verified.module(), fid).map_err(|e| lower_error(e, src))?;
    }
    if let (Some(fid), Target::Amdgcn(_), true) = (
        to_mir::kernel_id(verified.module()),
        options.target,
        emit != Emit::Ttgir,
    ) {
        tilelift_amdgpu::check_supported(verified.module(), fid).map_err(|(inst, message)| {
            let loc = verified.module().funcs[fid].srclocs.inst(inst);
            Error::Unsupported(src.report(loc, message))
        })?;
    }
    let (laid_out, axis) = lay_out(verified, ttgir_input, options, times, src)?;
    if emit == Emit::Ttgir {
        return Ok(Output::Text(print(laid_out.module())));
    }
    let func =
        lower(&laid_out, axis, &options.target_desc(), times).map_err(|e| lower_error(e, src))?;
    let params = params(laid_out.module(), &func);
    if emit == Emit::Mir {
        return Ok(Output::Text(mir::print::to_string(&func)));
    }
    let (name, num_warps, shared_bytes) = (func.name.clone(), func.num_warps, func.shared_bytes);
    let global_scratch_bytes = func.global_scratch;
    let code = timed(&mut times.emit, || match options.target {
        Target::Nvptx => {
            let ptx_options = tilelift_ptx::Options {
                arch: options.arch,
                debug_lines: (options.debug_lines && !src.text.is_empty())
                    .then(|| tilelift_ptx::DebugLines::new(src.file, src.text)),
            };
            tilelift_ptx::emit_owned(func, &ptx_options).map_err(|e| {
                let report = src.report(e.srcloc(), e.to_string());
                match e {
                    tilelift_ptx::Error::Unsupported(..) => Error::Unsupported(report),
                    tilelift_ptx::Error::ResourceLimit(_) => Error::ResourceLimit(report),
                }
            })
        }
        Target::Amdgcn(mcpu) => {
            let amd = tilelift_amdgpu::Options {
                mcpu,
                threads_per_warp: options.target_desc().threads_per_warp,
                ..Default::default()
            };
            tilelift_amdgpu::emit(&func, &amd).map_err(|e| {
                let report = src.report(e.srcloc(), e.to_string());
                match e {
                    tilelift_amdgpu::Error::Unsupported(..) => Error::Unsupported(report),
                    tilelift_amdgpu::Error::ResourceLimit(..) => Error::ResourceLimit(report),
                }
            })
        }
    })?;
    Ok(Output::Kernel(Kernel {
        code,
        target: options.target,
        arch: options.arch,
        name,
        num_warps,
        num_ctas: 1,
        shared_bytes,
        tensordesc_meta: tensordesc_meta(&descs, &params),
        global_scratch_bytes,
        params,
    }))
}

/// The names of the kernel's tensor-descriptor arguments, in order.
fn descriptor_args(module: &Module) -> Vec<String> {
    let Some(f) = to_mir::kernel_id(module).map(|id| &module.funcs[id]) else {
        return Vec::new();
    };
    f.args()
        .iter()
        .enumerate()
        .filter(|&(_, &a)| module.types.desc_block(f.dfg.value_type(a)).is_some())
        .map(|(i, &a)| {
            f.dfg
                .value_name(a)
                .map_or_else(|| i.to_string(), str::to_string)
        })
        .collect()
}

/// Each descriptor argument's tensor map (by name among `params`), or `None`
/// where the kernel takes it as pointers.
fn tensordesc_meta(descs: &[String], params: &[Param]) -> Vec<Option<crate::TensorMap>> {
    descs
        .iter()
        .map(|name| {
            params.iter().find_map(|p| match p.ty {
                ParamType::TensorMap(m) if p.name == *name => Some(m),
                _ => None,
            })
        })
        .collect()
}

/// A module rewrite's error ([`tilelift_ir::PassError`]) as the compile's.
fn pass_error(e: tilelift_ir::PassError, src: Source<'_>) -> Error {
    match e {
        tilelift_ir::PassError::Unsupported { at, message, .. } => {
            Error::Unsupported(src.report(at, message))
        }
        e @ tilelift_ir::PassError::Internal { .. } => {
            Error::Internal(src.report(SourceLoc::default(), e.to_string()))
        }
    }
}

fn print(module: &Module) -> String {
    tilelift_ir::print_module(module, &tilelift_ir::PrintOptions { locations: false })
}

/// Whether every tensor value of `module` carries a layout encoding (TTGIR).
fn is_laid_out(module: &Module) -> bool {
    // The values' types: an attribute's (`tt.divisibility = dense<128> :
    // tensor<1xi32>` in Triton's TTGIR) has no encoding.
    module.int_attr("ttg.num-warps").is_some()
        && module.funcs.values().all(|f| {
            f.dfg
                .values()
                .all(|(v, _)| match module.types.data(f.dfg.value_type(v)) {
                    TypeData::Tensor { encoding, .. } => encoding.is_some(),
                    _ => true,
                })
        })
}

/// Layout assignment for TTIR, with the AxisInfo it needs, carried over to
/// the laid-out kernel when it can be; TTGIR (`ttgir_input`, see
/// [`is_laid_out`]) passes through, its warp count checked.
fn lay_out(
    verified: verify::Verified,
    ttgir_input: bool,
    options: &Options,
    times: &mut StageTimes,
    src: Source<'_>,
) -> Result<(verify::Verified, Option<AxisInfoStates>), Error> {
    let module = verified.module();
    if ttgir_input {
        let warps = module.int_attr("ttg.num-warps").unwrap_or(4) as u32;
        if let Some(n) = options.num_warps.filter(|&n| n != warps) {
            let message =
                format!("--num-warps {n} does not match the TTGIR's \"ttg.num-warps\" = {warps}");
            return Err(Error::InvalidOption(
                src.report(SourceLoc::default(), message),
            ));
        }
        times.axisinfo = Duration::ZERO;
        times.layout = Duration::ZERO;
        return Ok((verified, None));
    }
    // Remainders of index runs whose contiguity needs a non-negative dividend:
    // the kernel is versioned on a uniform check of it (`tilelift_lower::version`).
    let verified = timed(&mut times.axisinfo, || {
        tilelift_lower::version::version_remainders(verified)
    });
    // A dot into a 16-bit float accumulator is computed in `f32` and rounded
    // back (`tilelift_lower::widen`).
    let verified = tilelift_lower::widen::widen_half_accumulators(verified);
    // `tt.cat` as join, trans and reshape (`tilelift_lower::cat`).
    let verified = tilelift_lower::cat::rewrite_cats(verified);
    let desc = options.target_desc();
    let assign = AssignOptions {
        layout: LayoutOptions {
            num_warps: options.num_warps.unwrap_or(4),
            threads_per_warp: desc.threads_per_warp,
            masked_scalars_across_lanes: desc.masked_scalars_across_lanes,
        },
        target: match options.target {
            Target::Amdgcn(mcpu) => format!("hip:{}", mcpu.name()),
            Target::Nvptx => format!("cuda:{}", options.arch.compute_capability()),
        },
        tensor_cores: desc.tensor_cores,
        wgmma: desc.wgmma,
    };
    let versioning = times.axisinfo;
    let axis = timed(&mut times.axisinfo, || analyze_states(&verified));
    times.axisinfo += versioning;
    let (laid_out, mut axis) = timed(&mut times.layout, || {
        assign_layouts_with(verified, axis, &assign)
    })
    .map_err(|e| assign_error(e, src))?;
    // One AxisInfo per function, in order.
    let m = laid_out.module();
    let kernel = to_mir::kernel_id(m).and_then(|id| m.funcs.keys().position(|f| f == id));
    let axis = kernel.and_then(|k| axis[k].take());
    Ok((laid_out, axis))
}

/// The lowering of the kernel, with its AxisInfo: `carried` over layout
/// assignment, or run here.
fn lower(
    module: &verify::Verified,
    carried: Option<AxisInfoStates>,
    target: &TargetDesc,
    times: &mut StageTimes,
) -> Result<mir::Function, LowerError> {
    let m = module.module();
    let no_kernel = || LowerError::no_function("the module has no function".into());
    let fid = to_mir::kernel_id(m).ok_or_else(no_kernel)?;
    let warps = m.int_attr("ttg.num-warps").unwrap_or(4) as u32;
    let axis = match carried {
        Some(states) => {
            let axis = states.bind(&m.types, &m.funcs[fid]);
            debug_assert!(
                axis.first_difference(&AxisInfoAnalysis::new(module).run(fid))
                    .is_none(),
                "AxisInfo carried over layout assignment differs from a new run"
            );
            axis
        }
        None => {
            let analysis = AxisInfoAnalysis::new(module);
            let mut run = Duration::ZERO;
            let axis = timed(&mut run, || analysis.run(fid));
            times.axisinfo += run;
            axis
        }
    };
    timed(&mut times.lower, || {
        to_mir::lower_function(m, fid, &axis, warps, target)
    })
}

/// A layout assignment error, at the op (or function) it is about.
fn assign_error(e: AssignError, src: Source<'_>) -> Error {
    let message = e.to_string();
    match e {
        AssignError::Unsupported(loc, _) => Error::Unsupported(src.report(loc, message)),
        AssignError::BadOptions(_) => {
            Error::InvalidOption(src.report(SourceLoc::default(), message))
        }
        AssignError::Internal(_) => Error::Internal(src.report(SourceLoc::default(), message)),
    }
}

/// A lowering error, at its instruction's position in the text.
fn lower_error(e: LowerError, src: Source<'_>) -> Error {
    let report = src.report(e.loc, e.message);
    match e.kind {
        LowerErrorKind::Unsupported => Error::Unsupported(report),
        LowerErrorKind::Malformed => Error::Verification(vec![report]),
        LowerErrorKind::ResourceLimit => Error::ResourceLimit(report),
    }
}
