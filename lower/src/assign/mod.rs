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
//! 3. [`groups`]: values that must keep one layout (what forward propagation
//!    reached, loop-carried values, reductions) and those that are cheap to
//!    compute again in any layout;
//! 4. [`propagate`]: what each op wants of its operands flows backward, deciding
//!    groups without a layout and [`remat`]erialising cheap values once per
//!    wanted layout;
//! 5. [`defaults`]: forward rules for what is left;
//! 6. [`rewrite`]: new types, copies, and `ttg.convert_layout` only where a value
//!    is wanted in a layout it is not computed in;
//!
//! then sets Triton's module attributes and verifies the result.
//!
//! - [`default`]: the default blocked layout of a shape.
//! - [`family`], [`infer`], [`control`], [`index`], [`plan`]: the op families,
//!   the layout rules of each, the values control flow ties, the use lists, and
//!   the plan the passes build.
//! - [`text`]: TTIR text in, TTGIR text out.

pub mod anchors;
pub mod coalesce;
pub mod control;
pub mod default;
pub mod defaults;
pub mod dot;
pub mod family;
pub mod forward;
pub mod groups;
pub mod index;
pub mod infer;
pub mod options;
pub mod plan;
pub mod propagate;
pub mod remat;
pub mod rewrite;
pub mod text;

#[cfg(test)]
mod tests;

pub use default::LayoutOptions;
pub use options::{AssignError, AssignOptions};

use cranelift_entity::EntityRef;
use tilelift_analysis::axis_info::analyze;
use tilelift_ir::attrs::Attribute;
use tilelift_ir::encoding::BlockedEncoding;
use tilelift_ir::verify::Verified;
use tilelift_ir::{FuncId, Inst, Module};

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
    check_options(options)?;
    // AxisInfo borrows the module, which is then rewritten: what coalescing
    // needs of it is taken first. A function that cannot be laid out keeps its
    // error, reported in its turn.
    let coalesced: Vec<_> = analyze(&module)
        .iter()
        .map(|info| {
            check_function(info.func(), info.types())
                .map(|()| coalesce::coalesced_layouts(info, &options.layout))
        })
        .collect();
    let mut out = module.into_inner();
    for (id, coalesced) in (0..coalesced.len()).map(FuncId::new).zip(coalesced) {
        layout_function(coalesced?, &mut out, id, options)?;
    }
    set_module_attrs(&mut out, options);
    Verified::new(out).map_err(|(_, errors)| AssignError::Internal(errors))
}

/// Lays out function `id` of `module`, whose memory ops' coalesced layouts are
/// `coalesced`.
fn layout_function(
    coalesced: Vec<(Inst, BlockedEncoding)>,
    module: &mut Module,
    id: FuncId,
    options: &AssignOptions,
) -> Result<(), AssignError> {
    let Module { funcs, types, .. } = module;
    let func = &funcs[id];
    let index = index::FuncIndex::new(func);
    let anchors = anchors::Anchors::find(func, coalesced, &index.order, types, &options.layout);
    let reached = forward::forward_layouts(func, &index, &anchors, types);
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
    rewrite::rewrite(planned, types, &index, &mut funcs[id]);
    Ok(())
}

/// Fails on a function layout assignment cannot handle: one that already has
/// layouts, or takes or returns tensors.
fn check_function(
    func: &tilelift_ir::Function,
    types: &tilelift_ir::Types,
) -> Result<(), AssignError> {
    let unsupported = |what: &str| Err(AssignError::Unsupported(format!("@{}: {what}", func.name)));
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

/// Fails on warp counts and sizes that are not powers of two.
fn check_options(options: &AssignOptions) -> Result<(), AssignError> {
    let layout = &options.layout;
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
