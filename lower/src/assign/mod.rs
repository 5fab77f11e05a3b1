//! Layout assignment: choosing an encoding for every tensor, as Triton's
//! TTIR-to-TTGIR conversion and its `Coalesce` and `RemoveLayoutConversions`
//! passes do, in one pass over a verified TTIR module.
//!
//! [`assign_layouts`] runs, for each function:
//!
//! 1. AxisInfo (`tilelift-analysis`) and [`coalesce`]: the layout each load,
//!    store and atomic wants; [`anchors`]: which of them fix their layout (all but
//!    loads smaller than the program), and the layout of each dot ([`dot`]);
//! 2. [`forward`]: the anchors' result layouts flow to their users, as Triton's
//!    `LayoutPropagation` does;
//! 3. [`backward`]: a value that a load, store or atomic would convert to its
//!    layout is computed in that layout instead, where no new conversion and no
//!    more work is needed, as Triton's `backwardRematerialization` does;
//! 4. [`groups`]: values that must keep one layout (what forward propagation
//!    reached, loop-carried values, reductions) and those that are cheap to
//!    compute again in any layout;
//! 5. [`propagate`]: what each op wants of its operands flows backward, deciding
//!    groups without a layout and [`remat`]erialising cheap values once per
//!    wanted layout;
//! 6. [`defaults`]: forward rules for what is left;
//! 7. [`rewrite`]: new types, copies, and `ttg.convert_layout` only where a value
//!    is wanted in a layout it is not computed in;
//!
//! then sets Triton's module attributes and, in a debug build, verifies the
//! result ([`Verified::after_pass`]).
//!
//! The module is rewritten in place ([`assign_layouts_owned`]; [`assign_layouts`]
//! lays out a copy). [`assign_layouts_with`] takes the AxisInfo of the module
//! instead of running it, and gives it back carried over to the laid-out
//! functions, so that the lowering need not run it again.
//!
//! - [`default`]: the default blocked layout of a shape.
//! - [`family`], [`infer`], [`control`], [`index`], [`plan`]: the op families,
//!   the layout rules of each, the values control flow ties, the use lists, and
//!   the plan the passes build.
//! - [`text`]: TTIR text in, TTGIR text out.

pub mod anchors;
pub mod backward;
pub mod coalesce;
pub mod control;
pub mod default;
pub mod defaults;
pub mod dot;
pub mod family;
pub mod forward;
pub mod gather;
pub mod groups;
pub mod index;
pub mod infer;
pub mod mfma;
pub mod options;
pub mod plan;
pub mod propagate;
pub mod remat;
pub mod rewrite;
pub mod text;
pub mod view;

#[cfg(test)]
mod tests;

pub use default::LayoutOptions;
pub use options::{AssignError, AssignOptions};

use cranelift_entity::EntityRef;
use hashbrown::HashMap;
use tilelift_analysis::axis_info::{analyze_states, AxisInfoStates};
use tilelift_ir::attrs::Attribute;
use tilelift_ir::encoding::BlockedEncoding;
use tilelift_ir::verify::Verified;
use tilelift_ir::{Encoding, FuncId, Function, Inst, Module, Opcode, Value, ValueDef};

/// Lays out every tensor of a TTIR module: the TTGIR Triton would produce for
/// `options` (see the [module documentation](self)).
pub fn assign_layouts(module: &Verified, options: &AssignOptions) -> Result<Verified, AssignError> {
    assign_layouts_owned(module.clone(), options)
}

/// [`assign_layouts`], rewriting `module` in place rather than a copy of it.
pub fn assign_layouts_owned(
    module: Verified,
    options: &AssignOptions,
) -> Result<Verified, AssignError> {
    let axis = analyze_states(&module);
    assign_layouts_with(module, axis, options).map(|(laid_out, _)| laid_out)
}

/// [`assign_layouts_owned`], given the AxisInfo of `module`'s functions
/// (one per function, in order, from `analyze`) instead of running it. It
/// comes back carried over to the laid-out functions: each copy or conversion
/// made takes the state of the value it holds the elements of. A function with
/// a converted constant gets `None` instead, to be analysed again: the
/// `ttg.convert_layout` rule rebuilds a constant's state from its value.
pub fn assign_layouts_with(
    module: Verified,
    axis: Vec<AxisInfoStates>,
    options: &AssignOptions,
) -> Result<(Verified, Vec<Option<AxisInfoStates>>), AssignError> {
    check_options(options)?;
    let m = module.module();
    if axis.len() != m.funcs.len() {
        return Err(AssignError::BadOptions(format!(
            "AxisInfo given for {} functions; the module has {}",
            axis.len(),
            m.funcs.len()
        )));
    }
    // AxisInfo is bound to the module, which is then rewritten: what
    // coalescing needs of it is taken first. A function that cannot be laid
    // out keeps its error, reported in its turn.
    let mut coalesced = Vec::with_capacity(axis.len());
    let mut states = Vec::with_capacity(axis.len());
    for (func, axis) in m.funcs.values().zip(axis) {
        let info = axis.bind(&m.types, func);
        coalesced.push(
            check_function(func, &m.types)
                .map(|()| coalesce::coalesced_layouts(&info, &options.layout)),
        );
        states.push(info.into_states());
    }
    let mut out = module.into_inner();
    let mut carried = Vec::with_capacity(states.len());
    for ((id, coalesced), states) in (0..coalesced.len())
        .map(FuncId::new)
        .zip(coalesced)
        .zip(states)
    {
        let made = layout_function(coalesced?, &mut out, id, options)?;
        carried.push(carry(states, &made, &out.funcs[id]));
    }
    set_module_attrs(&mut out, options);
    // Checked again in debug builds only: see [`Verified::after_pass`].
    let laid_out =
        Verified::after_pass(out).map_err(|(_, errors)| AssignError::Internal(errors))?;
    Ok((laid_out, carried))
}

/// Carries the AxisInfo of a function over to its laid-out form `func`: each
/// value `made` (a copy or conversion of `(value, layout)`) holds the elements
/// of `value`, and so has its state, the state a new analysis gives it.
///
/// Not quite always: the `ttg.convert_layout` rule builds the state of a
/// constant anew from its value, which can be sharper than the state of the
/// value converted (a join or a broadcast of constants); a function with a
/// converted constant gets `None`, to be analysed again.
fn carry(
    mut states: AxisInfoStates,
    made: &HashMap<(Value, Encoding), Value>,
    func: &Function,
) -> Option<AxisInfoStates> {
    for (&(value, _), &new) in made {
        let converted = match func.dfg.value_def(new) {
            ValueDef::Result(inst, _) => func.dfg.inst(inst).opcode() == Opcode::ConvertLayout,
            ValueDef::Param(..) => true,
        };
        if converted && states.get(value).constant.is_some() {
            return None;
        }
        states.set_same(new, value);
    }
    Some(states)
}

/// Lays out function `id` of `module`, whose memory ops' coalesced layouts are
/// `coalesced`; gives back the values made for `(value, layout)`.
fn layout_function(
    coalesced: Vec<(Inst, BlockedEncoding)>,
    module: &mut Module,
    id: FuncId,
    options: &AssignOptions,
) -> Result<HashMap<(Value, Encoding), Value>, AssignError> {
    let Module { funcs, types, .. } = module;
    let func = &funcs[id];
    let index = index::FuncIndex::new(func);
    let anchors = anchors::Anchors::find(func, coalesced, &index, types, options);
    let mut reached = forward::forward_layouts(func, &index, &anchors, types);
    backward::rematerialise(func, &index, &anchors, types, &mut reached);
    let mut planner = plan::Planner::new(func, types, &anchors, &options.layout);
    planner.make_groups(&index, &reached)?;
    planner.seed(&index);
    planner.finish_defaults();
    let plan = planner.into_plan();
    let planned = rewrite::Planned {
        plan: &plan,
        anchors: &anchors,
        options: &options.layout,
    };
    Ok(rewrite::rewrite(planned, types, &index, &mut funcs[id]))
}

/// Fails on a function layout assignment cannot handle: one that already has
/// layouts, or takes or returns tensors.
fn check_function(
    func: &tilelift_ir::Function,
    types: &tilelift_ir::Types,
) -> Result<(), AssignError> {
    let unsupported = |what: &str| {
        let message = format!("@{}: {what}", func.name);
        Err(AssignError::Unsupported(func.srclocs.func, message))
    };
    if func
        .dfg
        .values()
        .any(|(_, v)| types.encoding(v.ty).is_some())
    {
        return unsupported("the function already has layout encodings");
    }
    let tensor_args = func
        .args()
        .iter()
        .any(|&a| types.is_tensor(func.dfg.value_type(a)));
    if tensor_args || func.result_types.iter().any(|&t| types.is_tensor(t)) {
        return unsupported("tensor arguments and results are not supported yet");
    }
    Ok(())
}

/// Fails on warp counts and sizes that are not powers of two, or more than a
/// program may have ([`tilelift_ir::limits`]).
fn check_options(options: &AssignOptions) -> Result<(), AssignError> {
    use tilelift_ir::limits::{MAX_NUM_WARPS, MAX_THREADS_PER_WARP};
    let layout = &options.layout;
    if u64::from(layout.num_warps) > MAX_NUM_WARPS
        || u64::from(layout.threads_per_warp) > MAX_THREADS_PER_WARP
    {
        return Err(AssignError::BadOptions(format!(
            "num_warps ({}) must be at most {MAX_NUM_WARPS} and threads_per_warp ({}) \
             at most {MAX_THREADS_PER_WARP}",
            layout.num_warps, layout.threads_per_warp
        )));
    }
    if !layout.num_warps.is_power_of_two() || !layout.threads_per_warp.is_power_of_two() {
        return Err(AssignError::BadOptions(format!(
            "num_warps ({}) and threads_per_warp ({}) must be powers of two",
            layout.num_warps, layout.threads_per_warp
        )));
    }
    Ok(())
}

/// Sets the module attributes Triton's TTGIR carries, in Triton's order, keeping
/// any other attribute the module had.
fn set_module_attrs(module: &mut Module, options: &AssignOptions) {
    let int = |value: u32| Attribute::Int {
        value: i64::from(value),
        bits: 32,
    };
    let mut attrs = vec![
        ("ttg.num-ctas".to_string(), int(1)),
        ("ttg.num-warps".to_string(), int(options.layout.num_warps)),
        (
            "ttg.target".to_string(),
            Attribute::String(options.target.clone()),
        ),
        (
            "ttg.threads-per-warp".to_string(),
            int(options.layout.threads_per_warp),
        ),
    ];
    if options.target.starts_with("cuda:") {
        attrs.push(("ttng.two-ctas".to_string(), Attribute::Bool(false)));
    }
    let ours = attrs.len();
    for (name, value) in module.attrs.drain(..) {
        if !attrs[..ours].iter().any(|(n, _)| *n == name) {
            attrs.push((name, value));
        }
    }
    module.attrs = attrs;
}
