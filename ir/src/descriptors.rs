//! Tensor descriptors rewritten to pointers: Triton's
//! `RewriteTensorDescriptorToPointer`, run after the verifier so that
//! everything after it (AxisInfo, layout assignment, the lowering, both
//! emitters) sees plain `tt.load` and `tt.store`.
//!
//! A descriptor is a strided tensor in global memory: a base, a shape and
//! strides, the last stride 1 (Triton's frontend and its host
//! `TensorDescriptor` require it, and the TMA engine has no last stride). Its
//! `tt.descriptor_load %d[c0, .., cn-1]` is the block at those coordinates,
//! elements outside `[0, shape)` reading as zero (NaN with `padding = nan`);
//! `tt.descriptor_store` writes the block, dropping the elements outside.
//! Each becomes
//!
//! ```text
//!   offs_k = splat(extsi c_k) + extsi make_range(0, B_k)      (i64, along dim k)
//!   ptr    = splat(base) + sum_k offs_k * stride_k            (stride_{n-1} = 1)
//!   mask   = and_k (offs_k <u shape_k)                        (negative offsets too)
//!   tt.load ptr, mask, other = 0 (or NaN)   /   tt.store ptr, value, mask
//! ```
//!
//! Where the descriptor comes from:
//! - `tt.make_tensor_descriptor %base, [shapes], [strides]` in the kernel: its
//!   operands (the `i32` shapes extended to `i64`);
//! - a kernel parameter `%d: !tt.tensordesc<...>` (a host `TensorDescriptor`):
//!   the parameter is replaced by the parameters Triton's launcher passes for a
//!   descriptor it does not encode as a TMA map ([`launch_param_types`]): the
//!   base pointer, the shape and the strides as `i64`, and whether to pad with
//!   NaN (`i1`). The base takes `tt.divisibility = 16` and every stride but the
//!   last a divisibility of 16 bytes in elements: the host descriptor's own
//!   requirements (`TensorDescriptor.__post_init__`).
//!
//! A descriptor used by anything else (yielded from a loop, passed to a call)
//! is refused at that use. The interpreter runs the descriptor ops as they are
//! (it does not use this pass), so comparing the two checks the rewrite.

use crate::attrs::{IntCC, MemFlags};
use crate::builder::{build_before, FunctionBuilder, InstBuilder};
use crate::copy::{copy_insts, VERSIONED};
use crate::function::{ArgAttrs, Function, Module};
use crate::instructions::{InstructionData, Opcode};
use crate::pass_error::{verify_again, PassError};
use crate::tma::TmaUse;
use crate::types::{TypeData, Types};
use crate::verify::Verified;
use crate::{FuncId, Inst, Type, Value};
use smallvec::SmallVec;
use std::collections::HashMap;

/// The parameters a kernel parameter of type `ty` is launched as: itself, or
/// for a `!tt.tensordesc` of rank n, the base pointer, n `i64` shapes, n `i64`
/// strides and an `i1` (pad with NaN), as Triton's launcher passes a
/// descriptor it does not encode as a TMA map (`make_tensordesc_arg(arg, None)`).
pub fn launch_param_types(types: &Types, ty: Type) -> SmallVec<[TypeData; 1]> {
    let Some(block) = types.desc_block(ty) else {
        return smallvec::smallvec![types.data(ty).clone()];
    };
    let rank = types.shape(block).len();
    let mut out = SmallVec::with_capacity(2 * rank + 2);
    out.push(TypeData::Ptr {
        pointee: types.element_type(block),
        addr_space: 1,
    });
    out.extend((0..2 * rank).map(|_| TypeData::Int(64)));
    out.push(TypeData::Int(1));
    out
}

/// The parameters of function `func` as launched ([`launch_param_types`] of each).
pub fn launch_params(module: &Module, func: FuncId) -> Vec<TypeData> {
    let f = &module.funcs[func];
    f.args()
        .iter()
        .flat_map(|&a| launch_param_types(&module.types, f.dfg.value_type(a)))
        .collect()
}

/// Whether any function of `module` has a descriptor.
pub fn has_descriptors(module: &Module) -> bool {
    module
        .types
        .iter()
        .any(|(_, data)| matches!(data, TypeData::TensorDesc { .. }))
}

/// The module with every descriptor rewritten to pointers (see the module
/// docs), but those that TMA accesses where the target's `tma` allows
/// ([`crate::tma`]); the module itself when it has none.
pub fn rewrite_descriptors(module: Verified, tma: TmaUse) -> Result<Verified, PassError> {
    if !has_descriptors(module.module()) {
        return Ok(module);
    }
    let mut module = module.into_inner();
    let ids: Vec<FuncId> = module.funcs.keys().collect();
    for id in ids {
        let Module { funcs, types, .. } = &mut module;
        let func = &mut funcs[id];
        let keep = crate::tma::tma_descriptors(func, types, tma);
        rewrite_func(func, types, &keep)
            .map_err(|(inst, message)| PassError::at(id, func, inst, message))?;
    }
    verify_again(module, "the descriptors' rewrite")
}

/// What a descriptor is made of, as values of the function.
#[derive(Clone)]
struct Desc {
    /// The base pointer.
    base: Value,
    /// The shape, `i64`.
    shape: SmallVec<[Value; 4]>,
    /// The strides, `i64`, the last the constant 1.
    strides: SmallVec<[Value; 4]>,
    /// Whether out-of-bounds elements read as NaN: known, or an `i1` value.
    nan: Nan,
}

#[derive(Copy, Clone)]
enum Nan {
    Known(bool),
    Flag(Value),
}

type Failure = (Inst, String);

/// Rewrites the descriptors of `func` but those of `keep` (parameters and
/// `tt.make_tensor_descriptor` results of the top level that TMA accesses).
fn rewrite_func(func: &mut Function, types: &mut Types, keep: &[Value]) -> Result<(), Failure> {
    let mut descs: HashMap<Value, Desc> = HashMap::new();
    let mut checks = expand_params(func, types, &mut descs, keep);
    let entry = func.entry_block();
    let top: Vec<Inst> = func.order.insts(entry).collect();
    // The descriptors made in the kernel's top level: rewritten first, so
    // that the version check can read their parts; the code after the last
    // of them is what is versioned.
    let mut code_from = 0;
    for (i, &inst) in top.iter().enumerate() {
        if func.dfg.inst(inst).opcode() != Opcode::MakeTensorDescriptor {
            continue;
        }
        code_from = i + 1;
        if keep.contains(&func.dfg.inst_results(inst)[0]) {
            continue;
        }
        let desc = build_before(func, types, inst, |b| make_desc(b, inst));
        let result = func.dfg.inst_results(inst)[0];
        let ty = func.dfg.value_type(result);
        checks.push(DescCheck {
            desc: result,
            vector: vector_multiple(types, ty),
            strides: stride_multiple(types, ty),
            float: false,
        });
        descs.insert(result, desc);
        func.order.remove_inst(inst);
    }
    let code = &top[code_from..];
    let Some(versions) = version_on_descs(func, types, &descs, &checks, code, keep) else {
        return rewrite_region(func, types, func.body, &mut descs, keep);
    };
    let still_placed = |func: &Function, insts: &[Inst]| -> Vec<Inst> {
        insts
            .iter()
            .copied()
            .filter(|&i| func.order.inst_block(i).is_some())
            .collect()
    };
    let prefix = still_placed(func, &top[..code_from]);
    rewrite_insts(func, types, &prefix, &mut descs, keep)?;
    for &(fast_region, as_written) in &versions.arms {
        rewrite_region(func, types, fast_region, &mut versions.fast.clone(), keep)?;
        rewrite_region(func, types, as_written, &mut descs, keep)?;
    }
    let once = still_placed(func, &versions.once);
    rewrite_insts(func, types, &once, &mut descs, keep)
}

/// [`rewrite_region`] of the instructions `roots` (with their regions).
fn rewrite_insts(
    func: &mut Function,
    types: &mut Types,
    roots: &[Inst],
    descs: &mut HashMap<Value, Desc>,
    keep: &[Value],
) -> Result<(), Failure> {
    let mut insts = Vec::new();
    for &inst in roots {
        insts.push(inst);
        for r in func.dfg.inst(inst).regions() {
            collect_insts(func, r, &mut insts);
        }
    }
    rewrite_list(func, types, insts, descs, keep)
}

/// Rewrites the descriptor ops of `region` (nested regions too), with `descs`
/// the descriptors defined outside it.
fn rewrite_region(
    func: &mut Function,
    types: &mut Types,
    region: crate::Region,
    descs: &mut HashMap<Value, Desc>,
    keep: &[Value],
) -> Result<(), Failure> {
    let mut insts = Vec::new();
    collect_insts(func, region, &mut insts);
    rewrite_list(func, types, insts, descs, keep)
}

/// Rewrites the descriptor ops among `insts` (every instruction to look at,
/// nested ones after their parent).
fn rewrite_list(
    func: &mut Function,
    types: &mut Types,
    insts: Vec<Inst>,
    descs: &mut HashMap<Value, Desc>,
    keep: &[Value],
) -> Result<(), Failure> {
    for inst in insts {
        let opcode = func.dfg.inst(inst).opcode();
        match opcode {
            Opcode::MakeTensorDescriptor if keep.contains(&func.dfg.inst_results(inst)[0]) => {}
            Opcode::MakeTensorDescriptor => {
                let desc = build_before(func, types, inst, |b| make_desc(b, inst));
                let result = func.dfg.inst_results(inst)[0];
                descs.insert(result, desc);
                func.order.remove_inst(inst);
            }
            Opcode::DescriptorLoad | Opcode::DescriptorStore => {
                let args = func.dfg.inst(inst).args().to_vec();
                if keep.contains(&args[0]) {
                    continue;
                }
                let desc = descs
                    .get(&args[0])
                    .cloned()
                    .ok_or_else(|| (inst, unsupported_source(func, args[0])))?;
                access(func, types, inst, &desc, &args);
                func.order.remove_inst(inst);
            }
            _ => {
                if func
                    .dfg
                    .inst(inst)
                    .args()
                    .iter()
                    .any(|a| descs.contains_key(a))
                {
                    return Err((
                        inst,
                        format!(
                            "unsupported: a tensor descriptor used by {} (only \
                             tt.descriptor_load and tt.descriptor_store take one)",
                            opcode.name()
                        ),
                    ));
                }
            }
        }
    }
    Ok(())
}

fn unsupported_source(func: &Function, value: Value) -> String {
    let from = match func.dfg.value_def(value) {
        crate::ValueDef::Result(inst, _) => func.dfg.inst(inst).opcode().name().to_string(),
        crate::ValueDef::Param(..) => "a block parameter".to_string(),
    };
    format!(
        "unsupported: a tensor descriptor from {from} (only a kernel parameter or \
         tt.make_tensor_descriptor)"
    )
}

/// Every instruction of `region`, nested ones after their parent, in order.
pub(crate) fn collect_insts(func: &Function, region: crate::Region, out: &mut Vec<Inst>) {
    for block in func.order.blocks(region) {
        for inst in func.order.insts(block) {
            out.push(inst);
            for r in func.dfg.inst(inst).regions() {
                collect_insts(func, r, out);
            }
        }
    }
}

/// What the fast copy of a kernel assumes of a descriptor that is a kernel
/// parameter or made in the kernel's top level ([`version_on_descs`]).
struct DescCheck {
    /// The descriptor (the parameter it replaced, or the result of
    /// `tt.make_tensor_descriptor`).
    desc: Value,
    /// The multiple of elements a 16-byte vector access needs of its last
    /// shape, where that is more than one element and its block is wider.
    vector: Option<i64>,
    /// The multiple of elements its strides but the last must be (16 bytes'
    /// worth, as `tl.make_tensor_descriptor` documents), for a descriptor
    /// made in the kernel; a host descriptor's parameters say it already.
    strides: Option<i64>,
    /// Whether its elements are floats (so that the launch may ask for NaN
    /// padding).
    float: bool,
}

/// Replaces each descriptor parameter of the kernel by its launch parameters;
/// returns what the fast copy of the kernel checks of each.
fn expand_params(
    func: &mut Function,
    types: &mut Types,
    descs: &mut HashMap<Value, Desc>,
    keep: &[Value],
) -> Vec<DescCheck> {
    let entry = func.entry_block();
    let old: Vec<Value> = func.args().to_vec();
    let mut checks = Vec::new();
    if !old
        .iter()
        .any(|&a| types.desc_block(func.dfg.value_type(a)).is_some())
    {
        return checks;
    }
    let old_attrs = std::mem::take(&mut func.arg_attrs);
    let mut params = Vec::new();
    let mut attrs = Vec::new();
    for (i, &arg) in old.iter().enumerate() {
        let ty = func.dfg.value_type(arg);
        let block = types.desc_block(ty).filter(|_| !keep.contains(&arg));
        let Some(block) = block else {
            params.push(arg);
            attrs.push(old_attrs.get(i).cloned().unwrap_or_default());
            continue;
        };
        let name = func.dfg.value_name(arg).unwrap_or("desc").to_string();
        let elem = types.element_type(block);
        let elem_bytes = types.scalar_bits(elem).unwrap_or(8).div_ceil(8).max(1);
        let rank = types.shape(block).len();
        let mut new = |func: &mut Function, ty: Type, suffix: String, div: Option<u32>| {
            let v = func.dfg.make_param_value(entry, ty);
            func.dfg.set_value_name(v, &format!("{name}{suffix}"));
            params.push(v);
            attrs.push(ArgAttrs {
                divisibility: div,
                ..ArgAttrs::default()
            });
            v
        };
        let ptr = types.ptr(elem);
        let (i64_ty, i1_ty) = (types.i64(), types.i1());
        let base = new(func, ptr, String::new(), Some(16));
        let shape: SmallVec<[Value; 4]> = (0..rank)
            .map(|k| new(func, i64_ty, format!("_shape{k}"), None))
            .collect();
        let strides: SmallVec<[Value; 4]> = (0..rank)
            .map(|k| {
                let div = (k + 1 < rank).then_some((16 / elem_bytes).max(1));
                new(func, i64_ty, format!("_stride{k}"), div)
            })
            .collect();
        let flag = new(func, i1_ty, "_padding_nan".into(), None);
        checks.push(DescCheck {
            desc: arg,
            vector: vector_multiple(types, ty),
            strides: None,
            float: types.is_float(elem),
        });
        descs.insert(
            arg,
            Desc {
                base,
                shape,
                strides,
                nan: Nan::Flag(flag),
            },
        );
    }
    func.dfg.set_block_params(entry, &params);
    func.arg_attrs = attrs;
    checks
}

/// The multiple of elements a 16-byte vector access needs of the last shape
/// of a descriptor of type `ty`, where that is more than one element and its
/// block is wider.
fn vector_multiple(types: &Types, ty: Type) -> Option<i64> {
    let last = *types.shape(types.desc_block(ty)?).last()?;
    stride_multiple(types, ty).filter(|_| last > 1)
}

/// The elements in 16 bytes of a descriptor of type `ty`, where more than one.
fn stride_multiple(types: &Types, ty: Type) -> Option<i64> {
    let elem = types.element_type(types.desc_block(ty)?);
    let elem_bytes = types.scalar_bits(elem).unwrap_or(8).div_ceil(8).max(1);
    let vector = (16 / elem_bytes).max(1) as i64;
    (vector > 1).then_some(vector)
}

/// The check that `value` is a multiple of `v` (a power of two), and
/// `value & -v`: equal to `value` where the check holds, and known a
/// multiple of `v` to AxisInfo.
fn round_down(b: &mut FunctionBuilder<'_>, value: Value, v: i64) -> (Value, Value) {
    let ty = b.value_type(value);
    let low = b.ins().iconst(ty, v - 1);
    let zero = b.ins().iconst(ty, 0);
    let rest = b.ins().andi(value, low);
    let ok = b.ins().cmpi(IntCC::Eq, rest, zero);
    let multiple = b.ins().iconst(ty, -v);
    (ok, b.ins().andi(value, multiple))
}

/// What [`version_on_descs`] made of a kernel's code.
struct Versions {
    /// The descriptors as the fast copies read them.
    fast: HashMap<Value, Desc>,
    /// The regions of each version check: the fast copy, the copy as written.
    arms: Vec<(crate::Region, crate::Region)>,
    /// The code's top-level instructions left outside the checks (none where
    /// the whole code is copied).
    once: Vec<Inst>,
}

/// Versions `code` (the kernel's top level after its last
/// `tt.make_tensor_descriptor`, its terminator last) on what its descriptors
/// (parameters, and made before `code`) are at almost every launch: each
/// last shape a multiple of a 16-byte vector, zero padding, offsets that fit
/// in 32 bits. `None` where there is nothing to check.
///
/// A host descriptor's shape is a launch value of unknown divisibility
/// (Triton specializes integer arguments, not a descriptor's fields), so the
/// mask `offs <u shape` of its last dimension is known constant only element
/// by element, and every access to it would be scalar; and its padding is a
/// launch flag, so `other` is a select that the `cp.async` pipeline (which
/// zero-fills) does not take. The kernel becomes
///
/// ```text
///   scf.if and_k ((shape_k & (v_k - 1)) == 0 and not nan_k) {
///     <the code, each shape_k read as shape_k & -v_k, padding zero>
///   } else {
///     <the code as written>
///   }
/// ```
///
/// where `shape & -v` equals `shape` (so the fast copy computes what the
/// original does) and AxisInfo knows it a multiple of `v`. The `scf.if` is
/// marked [`VERSIONED`]: the else region is the cold copy. Triton's TMA path
/// needs no such check (the copy engine clips the box to the shape and pads
/// as the map says); this is what the pointer form of the same access needs.
///
/// Where every access in a loop is a TMA copy (its descriptor in `keep`),
/// the loops read nothing the check decides, and only the accesses outside
/// loops are copied, each in an `scf.if` of its own on the same condition
/// (the load's results yielded): the tutorial attention's `q` load and `o`
/// store, a TMA matmul's epilogue store. The whole kernel copied made the
/// driver's JIT compile its loops twice.
///
/// Only kernels that access a descriptor in a loop are versioned, as
/// `tilelift_lower::version` does for its remainders: there the check runs
/// once for many tiles. A kernel of one small tile per program pays for the
/// branch on every program: `desc_copy_2d_f32_masked` (a 32x32 `f32` tile,
/// 64,000 programs, run in the copy as written since its bench shape is not
/// a multiple of 4) took 0.202 ms versioned against 0.153 ms for the same
/// code unversioned, and 0.153 ms again with only the branch made
/// unconditional (H200, `tilelift bench --ptx`, session 15): each program's
/// first load waits for the check on the parameters.
fn version_on_descs(
    func: &mut Function,
    types: &mut Types,
    descs: &HashMap<Value, Desc>,
    checks: &[DescCheck],
    code: &[Inst],
    keep: &[Value],
) -> Option<Versions> {
    let any = |_: Value| true;
    let rewritten = |desc: Value| !keep.contains(&desc);
    let looped = |func: &Function, counts: &dyn Fn(Value) -> bool| {
        code.iter().any(|&inst| {
            let data = func.dfg.inst(inst);
            let in_loop = matches!(data.opcode(), Opcode::For | Opcode::While);
            data.regions()
                .into_iter()
                .any(|r| accesses_in_loop(func, r, in_loop, counts))
        })
    };
    if checks.is_empty() || !looped(func, &any) {
        return None;
    }
    let whole = looped(func, &rewritten);
    let entry = func.entry_block();
    let (&ret, code) = code.split_last()?;
    for &inst in code.iter().chain([&ret]) {
        func.order.remove_inst(inst);
    }
    let mut fast = descs.clone();
    let cond = version_condition(&mut FunctionBuilder::new(func, types), checks, &mut fast);
    if !whole {
        for &inst in code.iter().chain([&ret]) {
            func.order.append_inst(entry, inst);
        }
        let mut accesses = Vec::new();
        for &inst in code {
            outside_loops(func, inst, &mut |i| {
                let data = func.dfg.inst(i);
                let access = matches!(
                    data.opcode(),
                    Opcode::DescriptorLoad | Opcode::DescriptorStore
                );
                if access && checks.iter().any(|c| c.desc == data.args()[0]) {
                    accesses.push(i);
                }
            });
        }
        let arms = accesses
            .into_iter()
            .map(|inst| version_access(func, types, inst, cond))
            .collect();
        return Some(Versions {
            fast,
            arms,
            once: code.to_vec(),
        });
    }
    let mut b = FunctionBuilder::new(func, types);
    b.switch_to_block(entry);
    let if_op = b.ins().if_(cond, &[]);
    let (then_block, else_block) = (if_op.then_block, if_op.else_block);
    let marker = vec![(VERSIONED.to_string(), crate::Attribute::Unit)];
    b.func_mut().dfg.set_extra_attrs(if_op.inst, marker);
    let func = b.func_mut();
    for &inst in code {
        func.order.append_inst(else_block, inst);
    }
    copy_insts(func, code, then_block, &mut HashMap::new());
    b.switch_to_block(then_block);
    b.ins().yield_(&[]);
    b.switch_to_block(else_block);
    b.ins().yield_(&[]);
    b.func_mut().order.append_inst(entry, ret);
    let regions = b.func().dfg.inst(if_op.inst).regions();
    Some(Versions {
        fast,
        arms: vec![(regions[0], regions[1])],
        once: Vec::new(),
    })
}

/// The condition of [`version_on_descs`], built at the end of the entry
/// block: the conjunction of what `checks` asks of each descriptor, with
/// `fast`'s parts made the values the fast copy reads.
fn version_condition(
    b: &mut FunctionBuilder<'_>,
    checks: &[DescCheck],
    fast: &mut HashMap<Value, Desc>,
) -> Value {
    let entry = b.func().entry_block();
    b.switch_to_block(entry);
    let mut all: Option<Value> = None;
    let mut and = |b: &mut FunctionBuilder<'_>, ok: Value| {
        all = Some(match all {
            Some(a) => b.ins().andi(a, ok),
            None => ok,
        });
    };
    for check in checks {
        let desc = fast.get_mut(&check.desc).expect("a host descriptor");
        let last = desc.shape.len() - 1;
        if let Some(v) = check.vector {
            let (ok, shape) = round_down(b, desc.shape[last], v);
            and(b, ok);
            desc.shape[last] = shape;
        }
        if let Some(v) = check.strides {
            for k in 0..last {
                let (ok, stride) = round_down(b, desc.strides[k], v);
                and(b, ok);
                desc.strides[k] = stride;
            }
        }
        if let (true, Nan::Flag(flag)) = (check.float, desc.nan) {
            let i1 = b.types().i1();
            let no = b.ins().iconst(i1, 0);
            let ok = b.ins().cmpi(IntCC::Eq, flag, no);
            and(b, ok);
            desc.nan = Nan::Known(false);
        }
        let ok = narrow_to_i32(b, desc);
        and(b, ok);
    }
    all.expect("a check applies")
}

/// Calls `f` on `inst` and every instruction nested in it outside loops.
fn outside_loops(func: &Function, inst: Inst, f: &mut dyn FnMut(Inst)) {
    f(inst);
    let data = func.dfg.inst(inst);
    if matches!(data.opcode(), Opcode::For | Opcode::While) {
        return;
    }
    for region in data.regions() {
        for block in func.order.blocks(region) {
            for i in func.order.insts(block) {
                outside_loops(func, i, f);
            }
        }
    }
}

/// Puts the access `inst` in an `scf.if` of its own on `cond`, marked
/// [`VERSIONED`], a copy in each arm (a load's results yielded and read in
/// its place); returns the arms' regions (fast, as written).
fn version_access(
    func: &mut Function,
    types: &mut Types,
    inst: Inst,
    cond: Value,
) -> (crate::Region, crate::Region) {
    let results = func.dfg.inst_results(inst).to_vec();
    let result_types: Vec<Type> = results.iter().map(|&r| func.dfg.value_type(r)).collect();
    let if_op = build_before(func, types, inst, |b| b.ins().if_(cond, &result_types));
    let marker = vec![(VERSIONED.to_string(), crate::Attribute::Unit)];
    func.dfg.set_extra_attrs(if_op.inst, marker);
    for block in [if_op.then_block, if_op.else_block] {
        let mut map = HashMap::new();
        copy_insts(func, &[inst], block, &mut map);
        let yields: Vec<Value> = results.iter().map(|r| map[r]).collect();
        let mut b = FunctionBuilder::new(func, types);
        b.switch_to_block(block);
        b.ins().yield_(&yields);
    }
    func.order.remove_inst(inst);
    for (&old, &new) in results.iter().zip(&if_op.results) {
        func.dfg.replace_uses(old, new);
    }
    let regions = func.dfg.inst(if_op.inst).regions();
    (regions[0], regions[1])
}

/// The check that every offset of an element inside the tensor of `desc`
/// fits in an `i32` (each shape and stride at most `i32::MAX` as unsigned
/// values, each `(shape - 1) * stride` and their sum below 2^31), with
/// `desc`'s shape and strides made the `i32` values the accesses then
/// compute in.
///
/// The accesses of the fast copy then index in 32 bits, as the pointer
/// kernels Triton's frontend writes do: an element inside the tensor has
/// its offset below 2^31, and one outside is masked off whatever its wrapped
/// offset (`offs <u shape` is false for a coordinate past the shape or
/// negative, in 32 bits as in 64). In 64 bits every row of a tile took a
/// 64-bit multiply, add and compare per copy in the pipelined loop:
/// `tutorial_matmul_tma_128x128x64`'s fast loop took 271 SASS instructions a
/// turn in 64 bits, 148 in 32 (ptxas 12.8 for sm_90a; `tutorial_attn_fwd_d64`
/// 634 and 577).
fn narrow_to_i32(b: &mut FunctionBuilder<'_>, desc: &mut Desc) -> Value {
    let i64_ty = b.types().i64();
    let i32_ty = b.types().i32();
    let max = b.ins().iconst(i64_ty, i64::from(i32::MAX));
    let one = b.ins().iconst(i64_ty, 1);
    let rank = desc.shape.len();
    let mut ok: Option<Value> = None;
    let mut sum: Option<Value> = None;
    let mut and = |b: &mut FunctionBuilder<'_>, c: Value| {
        ok = Some(match ok {
            Some(a) => b.ins().andi(a, c),
            None => c,
        });
    };
    for k in 0..rank {
        let shape = desc.shape[k];
        let fits = b.ins().cmpi(IntCC::Ule, shape, max);
        and(b, fits);
        let last = b.ins().subi(shape, one);
        let extent = if k + 1 == rank {
            last
        } else {
            let stride = desc.strides[k];
            let fits = b.ins().cmpi(IntCC::Ule, stride, max);
            and(b, fits);
            let extent = b.ins().muli(last, stride);
            let fits = b.ins().cmpi(IntCC::Sle, extent, max);
            and(b, fits);
            desc.strides[k] = b.ins().trunci(stride, i32_ty);
            extent
        };
        sum = Some(match sum {
            Some(s) => b.ins().addi(s, extent),
            None => extent,
        });
        desc.shape[k] = b.ins().trunci(shape, i32_ty);
    }
    let fits = b.ins().cmpi(IntCC::Sle, sum.expect("a dimension"), max);
    and(b, fits);
    ok.expect("a dimension")
}

/// Whether an access to a descriptor that `counts` sits in a loop of
/// `region` (`in_loop`: the region itself is in one).
fn accesses_in_loop(
    func: &Function,
    region: crate::Region,
    in_loop: bool,
    counts: &dyn Fn(Value) -> bool,
) -> bool {
    func.order.blocks(region).any(|block| {
        func.order.insts(block).any(|inst| {
            let data = func.dfg.inst(inst);
            let looped = in_loop || matches!(data.opcode(), Opcode::For | Opcode::While);
            (in_loop
                && matches!(
                    data.opcode(),
                    Opcode::DescriptorLoad | Opcode::DescriptorStore
                )
                && counts(data.args()[0]))
                || data
                    .regions()
                    .into_iter()
                    .any(|r| accesses_in_loop(func, r, looped, counts))
        })
    })
}

/// The parts of `tt.make_tensor_descriptor` (built before it).
fn make_desc(b: &mut FunctionBuilder<'_>, inst: Inst) -> Desc {
    let InstructionData::Descriptor {
        ref args,
        nan_padding,
        ..
    } = *b.func().dfg.inst(inst)
    else {
        unreachable!("a tt.make_tensor_descriptor")
    };
    let args = args.clone();
    let rank = (args.len() - 1) / 2;
    let i64_ty = b.types().i64();
    let shape = args[1..=rank]
        .iter()
        .map(|&s| b.ins().extsi(s, i64_ty))
        .collect();
    let mut strides: SmallVec<[Value; 4]> = args[1 + rank..].iter().copied().collect();
    strides[rank - 1] = b.ins().iconst(i64_ty, 1);
    Desc {
        base: args[0],
        shape,
        strides,
        nan: Nan::Known(nan_padding),
    }
}

/// `tt.descriptor_load` or `_store` of `desc` rewritten before `inst`.
///
/// A load whose only user is a `tt.trans` loads the transposed block
/// directly (pointers, mask and padding built in the transposed order), and
/// the `tt.trans` goes: a block read as `desc.load(..).T` (attention's `k`,
/// the `b` of `a @ b.T`) is then a load whose pointers run down its first
/// dimension, which layout assignment lays out and the `cp.async` pipeline
/// copies as it does a column-major operand loaded through pointers.
fn access(func: &mut Function, types: &mut Types, inst: Inst, desc: &Desc, args: &[Value]) {
    let store = func.dfg.inst(inst).opcode() == Opcode::DescriptorStore;
    let flags = match func.dfg.inst(inst) {
        InstructionData::Descriptor { flags, .. } => *flags,
        _ => MemFlags::default(),
    };
    let block_ty = types
        .desc_block(func.dfg.value_type(args[0]))
        .expect("a verified descriptor");
    let shape: Vec<i64> = types.shape(block_ty).to_vec();
    let rank = shape.len();
    let coords = &args[1..=rank];
    let trans = if store {
        None
    } else {
        sole_trans(func, func.dfg.inst_results(inst)[0])
    };
    let order: Vec<u32> = match &trans {
        Some((_, order)) => order.clone(),
        None => (0..rank as u32).collect(),
    };
    let replacement = build_before(func, types, inst, |b| {
        let (ptr, mask) = pointers_and_mask(b, desc, coords, &shape, &order);
        if store {
            b.ins().store(ptr, args[rank + 1], Some(mask), flags);
            None
        } else {
            let out: Vec<i64> = order.iter().map(|&k| shape[k as usize]).collect();
            let other = padding(b, desc, &out, block_ty);
            Some(b.ins().load(ptr, Some(mask), Some(other), flags))
        }
    });
    if let Some(value) = replacement {
        let result = match trans {
            Some((t, _)) => {
                func.order.remove_inst(t);
                func.dfg.inst_results(t)[0]
            }
            None => func.dfg.inst_results(inst)[0],
        };
        func.dfg.replace_uses(result, value);
    }
}

/// The `tt.trans` that is the only user of `value`, and its order.
fn sole_trans(func: &Function, value: Value) -> Option<(Inst, Vec<u32>)> {
    let mut all = Vec::new();
    collect_insts(func, func.body, &mut all);
    let mut users = all
        .into_iter()
        .filter(|&i| func.dfg.inst(i).args().contains(&value));
    let user = users.next()?;
    if users.next().is_some() {
        return None;
    }
    match func.dfg.inst(user) {
        InstructionData::Trans { order, .. } => Some((user, order.iter().copied().collect())),
        _ => None,
    }
}

/// The pointers of the block at `coords` and the mask of its elements inside
/// the tensor, in the dimension order `order` (result dimension `j` is the
/// block's dimension `order[j]`, as `tt.trans` says).
fn pointers_and_mask(
    b: &mut FunctionBuilder<'_>,
    desc: &Desc,
    coords: &[Value],
    shape: &[i64],
    order: &[u32],
) -> (Value, Value) {
    let rank = shape.len();
    let out: Vec<i64> = order.iter().map(|&k| shape[k as usize]).collect();
    // `i64`, or `i32` in a fast copy that checked its offsets fit.
    let index_ty = b.value_type(desc.shape[0]);
    let index = |b: &mut FunctionBuilder<'_>, v: Value| {
        if b.types().element_type(b.value_type(v)) == index_ty {
            v
        } else {
            b.ins().extsi(v, index_ty)
        }
    };
    let mut offset: Option<Value> = None;
    let mut mask: Option<Value> = None;
    for k in 0..rank {
        // Where the block's dimension `k` is in the result.
        let at = order
            .iter()
            .position(|&o| o as usize == k)
            .expect("order is a permutation");
        let c = index(b, coords[k]);
        let range = b.ins().make_range(0, shape[k] as i32);
        let range = index(b, range);
        let start = b.ins().splat(c, &[shape[k]]);
        let mut offs = b.ins().addi(start, range);
        for _ in 0..at {
            offs = b.ins().expand_dims(offs, 0);
        }
        for axis in at + 1..rank {
            offs = b.ins().expand_dims(offs, axis as u32);
        }
        let ones: Vec<i64> = (0..rank)
            .map(|d| if d == at { shape[k] } else { 1 })
            .collect();
        let limit = b.ins().splat(desc.shape[k], &ones);
        let inside = b.ins().cmpi(IntCC::Ult, offs, limit);
        let inside = b.ins().broadcast(inside, &out);
        let scaled = if k + 1 == rank {
            offs
        } else {
            let stride = b.ins().splat(desc.strides[k], &ones);
            b.ins().muli(offs, stride)
        };
        let scaled = b.ins().broadcast(scaled, &out);
        offset = Some(match offset {
            Some(o) => b.ins().addi(o, scaled),
            None => scaled,
        });
        mask = Some(match mask {
            Some(m) => b.ins().andi(m, inside),
            None => inside,
        });
    }
    let base = b.ins().splat(desc.base, &out);
    let ptr = b
        .ins()
        .addptr(base, offset.expect("a descriptor has a dimension"));
    (ptr, mask.expect("a descriptor has a dimension"))
}

/// What out-of-bounds elements read as: zero, or NaN for a float block whose
/// descriptor pads with NaN (known, or chosen by the launch's flag).
fn padding(b: &mut FunctionBuilder<'_>, desc: &Desc, shape: &[i64], block_ty: Type) -> Value {
    let elem = b.types().element_type(block_ty);
    let ty = b.types_mut().tensor(shape, elem);
    if !b.types().is_float(elem) {
        return b.ins().iconst(ty, 0);
    }
    let zero = b.ins().fconst(ty, 0.0);
    match desc.nan {
        Nan::Known(false) => zero,
        Nan::Known(true) => b.ins().fconst(ty, f64::NAN),
        Nan::Flag(flag) => {
            let nan = b.ins().fconst(ty, f64::NAN);
            let flags = b.ins().splat(flag, shape);
            b.ins().select(flags, nan, zero)
        }
    }
}
