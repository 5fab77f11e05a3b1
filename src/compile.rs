//! The compile pipeline: text to PTX, stage by stage.
//!
//! | stage | what it does |
//! |---|---|
//! | parse | TTIR or TTGIR text to the IR |
//! | verify | the verifier's checks |
//! | axisinfo | contiguity, divisibility and constancy of every value: for TTIR, run before layout assignment, which carries it over to the laid-out kernel (a kernel with a converted constant is analysed again); for TTGIR, run on the input |
//! | layout | layout assignment (TTIR to TTGIR); nothing for TTGIR input |
//! | lower | laid-out IR to MIR, dead code removed |
//! | emit | MIR to PTX |

use super::Error;
use std::time::{Duration, Instant};
use tilelift_analysis::axis_info::{analyze_states, AxisInfoAnalysis, AxisInfoStates};
use tilelift_ir::{parse_module, verify, Diagnostic, Module, SourceMap, TypeData};
use tilelift_lower::assign::assign_layouts_with;
use tilelift_lower::assign::LayoutOptions;
use tilelift_lower::to_mir::{self, LowerError};
use tilelift_lower::AssignOptions;
use tilelift_mir as mir;

pub use tilelift_ptx::Arch;

/// What to compile for.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Options {
    /// The GPU architecture.
    pub arch: Arch,
    /// Warps per program. TTIR input is laid out for this many (4 when `None`);
    /// TTGIR input has its own, which this must match when given.
    pub num_warps: Option<u32>,
    /// The target: PTX (the default) or AMDGCN assembly.
    pub target: Target,
}

/// The instruction set to emit.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum Target {
    /// PTX for `nvptx64-nvidia-cuda`, for [`Options::arch`].
    #[default]
    Nvptx,
    /// AMDGCN assembly for `amdgcn-amd-amdhsa`; [`Kernel::ptx`] holds the
    /// assembly.
    Amdgcn(tilelift_amdgpu::Mcpu),
}

/// A compiled kernel.
#[derive(Clone, PartialEq, Debug)]
pub struct Kernel {
    /// The PTX module.
    pub ptx: String,
    /// The entry point's name.
    pub name: String,
    /// Warps per program: launch `32 * num_warps` threads per program.
    pub num_warps: u32,
    /// Bytes of shared memory the kernel declares (static; nothing to pass at
    /// launch).
    pub shared_bytes: u32,
    /// The parameters, in the order of the kernel's arguments: pointers as 64-bit
    /// addresses, scalars by value.
    pub params: Vec<mir::Param>,
}

/// Which stage's result [`compile_to`] returns as text.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Emit {
    /// The input, parsed, verified and printed back.
    Ttir,
    /// The laid-out module.
    Ttgir,
    /// MIR.
    Mir,
    /// PTX.
    Ptx,
}

/// The time each stage took in one run.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
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

/// [`compile`], with the file name for messages and the time of each stage.
pub fn compile_named(
    text: &str,
    file: &str,
    options: &Options,
    times: &mut StageTimes,
) -> Result<Kernel, Error> {
    match run(text, file, options, Emit::Ptx, times)? {
        Output::Kernel(k) => Ok(k),
        Output::Text(_) => unreachable_text(),
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
        Output::Kernel(k) => Ok(k.ptx),
        Output::Text(t) => Ok(t),
    }
}

fn unreachable_text() -> Result<Kernel, Error> {
    Err(Error {
        message: "internal error: the pipeline stopped before PTX".into(),
    })
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
    let render = |d: Diagnostic| Error {
        message: d.render(file, text),
    };
    let (module, srcmap) = timed(&mut times.parse, || parse_module(text)).map_err(render)?;
    let verified = timed(&mut times.verify, || {
        verify::Verified::new(module).map_err(|(_, errors)| errors)
    })
    .map_err(|errors| Error {
        message: errors.render(&srcmap, file, text),
    })?;
    if emit == Emit::Ttir {
        return Ok(Output::Text(print(verified.module())));
    }
    let ttgir_input = is_laid_out(verified.module());
    // Ops the lowering cannot take yet are reported at their place in the input
    // text, so the check runs before layout assignment. `--emit ttgir` needs no
    // lowering and skips it.
    if let (Some(fid), true) = (to_mir::kernel_id(verified.module()), emit != Emit::Ttgir) {
        to_mir::check_supported(verified.module(), fid)
            .map_err(|e| lower_error(&e, Some(&srcmap), file, text))?;
    }
    if let (Some(fid), Target::Amdgcn(_)) = (to_mir::kernel_id(verified.module()), options.target) {
        tilelift_amdgpu::check_supported(verified.module(), fid).map_err(|(inst, message)| {
            let e = LowerError {
                func: Some(fid),
                inst: Some(inst),
                message,
            };
            lower_error(&e, Some(&srcmap), file, text)
        })?;
    }
    let (laid_out, axis) = lay_out(verified, ttgir_input, options, times).map_err(|m| Error {
        message: format!("{file}: error: {m}"),
    })?;
    if emit == Emit::Ttgir {
        return Ok(Output::Text(print(laid_out.module())));
    }
    let srcmap = ttgir_input.then_some(&srcmap);
    let func = lower(&laid_out, axis, times).map_err(|e| lower_error(&e, srcmap, file, text))?;
    if emit == Emit::Mir {
        return Ok(Output::Text(mir::print::to_string(&func)));
    }
    let ptx_options = tilelift_ptx::Options { arch: options.arch };
    let (name, num_warps, shared_bytes) = (func.name.clone(), func.num_warps, func.shared_bytes);
    let params = func.params.clone();
    let ptx = timed(&mut times.emit, || match options.target {
        Target::Nvptx => tilelift_ptx::emit_owned(func, &ptx_options).map_err(|e| e.to_string()),
        Target::Amdgcn(mcpu) => {
            let amd = tilelift_amdgpu::Options {
                mcpu,
                ..Default::default()
            };
            tilelift_amdgpu::emit(&func, &amd).map_err(|e| e.to_string())
        }
    })
    .map_err(|message| Error {
        message: Diagnostic {
            pos: origin_pos(&message, text),
            message,
        }
        .render(file, text),
    })?;
    Ok(Output::Kernel(Kernel {
        ptx,
        name,
        num_warps,
        shared_bytes,
        params,
    }))
}

/// Where the op named in an emitter's message (``... (in `%q_13 =
/// arith.divsi`)``) is in the input: MIR keeps the op's text, whose value
/// names are the input's.
fn origin_pos(message: &str, text: &str) -> Option<usize> {
    let start = message.find("(in `")? + 5;
    let origin = &message[start..start + message[start..].find('`')?];
    let at = text.find(origin)?;
    // Point at the op's name, as the verifier's errors do.
    let name = origin.find(" = ").map_or(0, |i| i + 3);
    Some(at + name)
}

fn print(module: &Module) -> String {
    tilelift_ir::print_module(module, &tilelift_ir::PrintOptions { locations: false })
}

/// Whether every tensor type of `module` carries a layout encoding (TTGIR).
fn is_laid_out(module: &Module) -> bool {
    module.int_attr("ttg.num-warps").is_some()
        && module.types.iter().all(|(_, data)| match data {
            TypeData::Tensor { encoding, .. } => encoding.is_some(),
            _ => true,
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
) -> Result<(verify::Verified, Option<AxisInfoStates>), String> {
    let module = verified.module();
    if ttgir_input {
        let warps = module.int_attr("ttg.num-warps").unwrap_or(4) as u32;
        if let Some(n) = options.num_warps.filter(|&n| n != warps) {
            return Err(format!(
                "--num-warps {n} does not match the TTGIR's \"ttg.num-warps\" = {warps}"
            ));
        }
        times.axisinfo = Duration::ZERO;
        times.layout = Duration::ZERO;
        return Ok((verified, None));
    }
    let assign = AssignOptions {
        layout: LayoutOptions {
            num_warps: options.num_warps.unwrap_or(4),
            // AMDGCN too, for now: the lowering to MIR takes layouts of at
            // most 32 lanes. Kernels without cross-lane work are correct on
            // wave64 all the same (a program is 32 * num_warps work-items).
            threads_per_warp: 32,
        },
        target: match (options.target, options.arch) {
            (Target::Amdgcn(mcpu), _) => format!("hip:{}", mcpu.name()),
            (Target::Nvptx, Arch::Sm80) => "cuda:80".into(),
            (Target::Nvptx, Arch::Sm90) => "cuda:90".into(),
        },
        tensor_cores: matches!(options.target, Target::Nvptx),
    };
    let axis = timed(&mut times.axisinfo, || analyze_states(&verified));
    let (laid_out, mut axis) = timed(&mut times.layout, || {
        assign_layouts_with(verified, axis, &assign)
    })
    .map_err(|e| e.to_string())?;
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
    times: &mut StageTimes,
) -> Result<mir::Function, LowerError> {
    let m = module.module();
    let no_kernel = || LowerError {
        func: None,
        inst: None,
        message: "the module has no function".into(),
    };
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
        to_mir::lower_function(m, fid, &axis, warps)
    })
}

/// A lowering error at its instruction's position in the text, when the
/// instruction was in the input. Only TTGIR input is given a position: for TTIR,
/// unsupported ops are reported before layout assignment, and what the lowering
/// rejects after it may be an op the assignment added, which has none.
fn lower_error(e: &LowerError, srcmap: Option<&SourceMap>, file: &str, text: &str) -> Error {
    let pos = match (srcmap, e.func, e.inst) {
        (Some(map), Some(f), Some(i)) => map.pos(tilelift_ir::AnyEntity::Inst(f, i)),
        _ => None,
    };
    Error {
        message: Diagnostic {
            pos,
            message: e.message.clone(),
        }
        .render(file, text),
    }
}
