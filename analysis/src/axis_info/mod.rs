//! AxisInfo: Triton's contiguity, divisibility and constancy analysis.
//!
//! For every integer and pointer value, and every dimension, [`AxisInfo`] says how
//! long the runs of consecutive values are, what power of two divides their starts,
//! and how long the runs of equal values are (see [`lattice`] for the exact
//! definitions and the join). Later stages ask it how wide a vector load or store
//! may be ([`FuncAxisInfo::vector_width`]).
//!
//! The analysis is [`crate::solver::solve`] with
//! [`AxisInfoAnalysis`] as the transfer functions, one per op family in
//! [`transfer`]:
//!
//! - function arguments start from their `tt.divisibility`, `tt.contiguity` and
//!   `tt.constancy` hints (each rounded down to a power of two that divides it, and
//!   contiguity and constancy to the extent) and are otherwise pessimistic;
//! - the induction variable of `scf.for` is divisible by the gcd of the lower
//!   bound's and the step's divisibility;
//! - loads, reductions, dots, float ops, calls and everything without a rule are
//!   pessimistic (loads keep the constancy of their pointers, mask and `other`).
//!
//! The rules follow Triton's `lib/Analysis/AxisInfo.cpp`, with the differences the
//! crate documentation lists: each is either needed for soundness (Triton claims
//! something a concrete program contradicts) or a sharper fact with its proof in
//! a comment beside the rule.
//!
//! Hints on ops (`tt.divisibility`, `tt.contiguity`, `tt.constancy` on the op
//! that defines a value, from `tl.multiple_of` and friends) replace what the
//! rules computed, as in Triton (`AxisInfoAnalysis::apply_op_hints`).
//!
//! Not modelled: call sites (Triton joins callers' argument facts into a
//! callee's arguments; here a callee's arguments come from its own hints).

pub mod lattice;
mod query;
mod report;
pub mod transfer;

pub use lattice::{AxisInfo, DimVec, MAX_DIVISOR};
pub use query::{fastest_dim, memory_access, MemoryAccess};
pub use report::report;

use crate::solver::{self, Analysis, Lattice};
use cranelift_entity::SecondaryMap;
use lattice::pow2_floor_divisor;
use tilelift_ir::verify::Verified;
use tilelift_ir::{FuncId, Function, Inst, Module, Types, Value};
use transfer::{rank_of, shape_of, step_of, Cx};

/// What the lattice needs to know of a value: its rank and step.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct ValueShape {
    /// The number of dimensions (1 for a scalar).
    pub rank: usize,
    /// The distance between contiguous elements: the pointee size in bytes for
    /// pointers, 1 otherwise.
    pub step: i64,
}

impl Lattice for AxisInfo {
    type Ctx = ValueShape;

    fn pessimistic(ctx: &ValueShape) -> Self {
        AxisInfo::pessimistic(ctx.rank)
    }

    fn join(&self, other: &Self, ctx: &ValueShape) -> Self {
        AxisInfo::join(self, other, ctx.step)
    }
}

/// An extra rule consulted before the built-in ones, for the first result of each
/// instruction; `None` falls through to the built-in rule. This is Triton's
/// `callback(visitors)`, for a backend's own ops, and for tests that need a wrong
/// rule to see the soundness checker fail.
pub type Rule<'a> = dyn Fn(&Cx<'_>, &[&AxisInfo]) -> Option<AxisInfo> + 'a;

/// The AxisInfo analysis of the functions of one module.
pub struct AxisInfoAnalysis<'a> {
    module: &'a Module,
    rule: Option<&'a Rule<'a>>,
}

impl<'a> AxisInfoAnalysis<'a> {
    /// The analysis of `module`'s functions.
    pub fn new(module: &'a Verified) -> Self {
        AxisInfoAnalysis {
            module: module.module(),
            rule: None,
        }
    }

    /// The same analysis, asking `rule` first.
    pub fn with_rule(mut self, rule: &'a Rule<'a>) -> Self {
        self.rule = Some(rule);
        self
    }

    /// Solves function `id`.
    pub fn run(&self, id: FuncId) -> FuncAxisInfo<'a> {
        let func = &self.module.funcs[id];
        FuncAxisInfo {
            types: &self.module.types,
            func,
            states: solver::solve(self, func),
        }
    }

    fn types(&self) -> &'a Types {
        &self.module.types
    }
}

impl AxisInfoAnalysis<'_> {
    /// The hints on an op (`tt.divisibility`, `tt.contiguity`, `tt.constancy`:
    /// what `tl.multiple_of`, `tl.max_contiguous` and `tl.max_constancy` put on
    /// the op that defines their operand) replace what the rules computed for
    /// its result, as in Triton's `AxisInfoAnalysis::visitOperation`: the
    /// kernel's author asserts them. Each is rounded down to a power of two
    /// that divides it, contiguity and constancy to the extent, as for
    /// arguments.
    fn apply_op_hints(&self, func: &Function, inst: Inst, info: &mut AxisInfo) {
        let attrs = func.dfg.extra_attrs(inst);
        if attrs.is_empty() {
            return;
        }
        let Some(&result) = func.dfg.inst_results(inst).first() else {
            return;
        };
        let shape = shape_of(self.types(), func.dfg.value_type(result));
        for (name, attr) in attrs {
            let Some(values) = hint_values(attr) else {
                continue;
            };
            for (d, (&extent, &v)) in shape.iter().zip(&values).enumerate() {
                let v = pow2_floor_divisor(v.max(1));
                match name.as_str() {
                    "tt.divisibility" => info.divisibility[d] = v,
                    "tt.contiguity" => info.contiguity[d] = v.min(extent),
                    "tt.constancy" => info.constancy[d] = v.min(extent),
                    _ => {}
                }
            }
        }
    }
}

/// The per-dimension values of a hint attribute: `16 : i32`, `dense<1024> :
/// tensor<1xi32>` or `dense<[1, 16]> : tensor<2xi32>`.
fn hint_values(attr: &tilelift_ir::Attribute) -> Option<DimVec> {
    use tilelift_ir::Attribute;
    match attr {
        Attribute::Int { value, .. } => Some(smallvec::smallvec![*value]),
        Attribute::Opaque(text) => {
            let inner = text.strip_prefix("dense<")?;
            let inner = &inner[..inner.find('>')?];
            let inner = inner.trim().trim_start_matches('[').trim_end_matches(']');
            inner
                .split(',')
                .map(|v| v.trim().parse::<i64>().ok())
                .collect()
        }
        _ => None,
    }
}

impl Analysis for AxisInfoAnalysis<'_> {
    type State = AxisInfo;

    fn context(&self, func: &Function, value: Value) -> ValueShape {
        let ty = func.dfg.value_type(value);
        ValueShape {
            rank: rank_of(self.types(), ty),
            step: step_of(self.types(), ty),
        }
    }

    fn argument(&self, func: &Function, index: usize, value: Value) -> AxisInfo {
        let shape = shape_of(self.types(), func.dfg.value_type(value));
        let mut info = AxisInfo::pessimistic(shape.len());
        let Some(attrs) = func.arg_attrs.get(index) else {
            return info;
        };
        for (d, &extent) in shape.iter().enumerate() {
            let hint = |h: Option<u32>| pow2_floor_divisor(h.map_or(1, i64::from));
            info.divisibility[d] = hint(attrs.divisibility);
            info.contiguity[d] = hint(attrs.contiguity).min(extent);
            info.constancy[d] = hint(attrs.constancy).min(extent);
        }
        info
    }

    fn visit(&self, func: &Function, inst: Inst, operands: &[&AxisInfo]) -> Option<AxisInfo> {
        if func.dfg.inst_results(inst).is_empty() {
            return None;
        }
        let cx = Cx {
            types: self.types(),
            func,
            inst,
        };
        // Operands not computed yet (none, in verified IR) count as pessimistic.
        if operands.iter().any(|op| op.is_uninit()) {
            return Some(cx.pessimistic());
        }
        if let Some(info) = self.rule.and_then(|rule| rule(&cx, operands)) {
            return Some(info);
        }
        let mut info = transfer::transfer(&cx, operands);
        self.apply_op_hints(func, inst, &mut info);
        Some(info)
    }

    fn induction_var(
        &self,
        func: &Function,
        inst: Inst,
        lower: &AxisInfo,
        step: &AxisInfo,
    ) -> AxisInfo {
        // lower + i * step is a multiple of gcd(v_lower, v_step); it is at least the
        // lower bound (the step of scf.for is positive).
        let _ = (func, inst);
        let div = |info: &AxisInfo| info.divisibility.first().copied().unwrap_or(1);
        let mut res = AxisInfo::uniform(1, 1, lattice::gcd(div(lower), div(step)), 1);
        res.non_negative = lower.non_negative;
        res
    }
}

/// The AxisInfo of every value of one function.
pub struct FuncAxisInfo<'a> {
    types: &'a Types,
    func: &'a Function,
    states: SecondaryMap<Value, AxisInfo>,
}

impl<'a> FuncAxisInfo<'a> {
    /// The state of `value`.
    pub fn get(&self, value: Value) -> &AxisInfo {
        &self.states[value]
    }

    /// The function analysed.
    pub fn func(&self) -> &'a Function {
        self.func
    }

    /// The module's types.
    pub fn types(&self) -> &'a Types {
        self.types
    }

    /// The first value (in the function's value order) whose state differs
    /// between this analysis and `other`, an analysis of the same function.
    pub fn first_difference(&self, other: &FuncAxisInfo<'_>) -> Option<Value> {
        self.func
            .dfg
            .values()
            .map(|(v, _)| v)
            .find(|&v| self.get(v) != other.get(v))
    }

    /// The states alone, without the borrow of the module: for a pass that
    /// rewrites the function to carry them over (see [`AxisInfoStates`]).
    pub fn into_states(self) -> AxisInfoStates {
        AxisInfoStates {
            states: self.states,
        }
    }
}

/// The AxisInfo of one function's values, apart from the function.
///
/// A pass that rewrites a function without changing what any of its values
/// holds (layout assignment: new types, `ttg.convert_layout`s, instructions
/// computed again in another layout) can carry the analysis over instead of
/// running it again: each new value gets the state of the value it holds the
/// elements of ([`AxisInfoStates::set_same`]), and the states are bound to the
/// rewritten function ([`AxisInfoStates::bind`]).
pub struct AxisInfoStates {
    states: SecondaryMap<Value, AxisInfo>,
}

impl AxisInfoStates {
    /// The state of `value`.
    pub fn get(&self, value: Value) -> &AxisInfo {
        &self.states[value]
    }

    /// Gives `new` the state of `old`, whose elements it holds.
    pub fn set_same(&mut self, new: Value, old: Value) {
        let state = self.states[old].clone();
        self.states[new] = state;
    }

    /// The analysis of `func`, the function these states describe, in a module
    /// whose types are `types`.
    pub fn bind<'a>(self, types: &'a Types, func: &'a Function) -> FuncAxisInfo<'a> {
        FuncAxisInfo {
            types,
            func,
            states: self.states,
        }
    }
}

/// Analyses every function of `module`, in order.
pub fn analyze(module: &Verified) -> Vec<FuncAxisInfo<'_>> {
    let analysis = AxisInfoAnalysis::new(module);
    module
        .module()
        .funcs
        .keys()
        .map(|id| analysis.run(id))
        .collect()
}

/// [`analyze`], each function's states apart from the module
/// ([`FuncAxisInfo::into_states`]), for a pass that rewrites the module.
pub fn analyze_states(module: &Verified) -> Vec<AxisInfoStates> {
    analyze(module)
        .into_iter()
        .map(FuncAxisInfo::into_states)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::transfer::testutil::{check, Case};

    #[test]
    fn for_loops() {
        // Triton's @for: a and b swap every iteration, so both join 0 and 1; c stays
        // 4. The induction variable from 0 by 16 is a multiple of 16.
        check(&Case {
            body: "%a_init = arith.constant dense<0> : tensor<128x32xi32>
                   %b_init = arith.constant dense<1> : tensor<128x32xi32>
                   %c_init = arith.constant dense<4> : tensor<128x32xi32>
                   %ub = arith.constant 128 : index
                   %lb = arith.constant 0 : index
                   %step = arith.constant 16 : index
                   %r:3 = scf.for %iv = %lb to %ub step %step iter_args(%a = %a_init, %b = %b_init, %c = %c_init) -> (tensor<128x32xi32>, tensor<128x32xi32>, tensor<128x32xi32>) : index {
                     %t = arith.index_cast %iv : index to i32
                     scf.yield %b, %a, %c : tensor<128x32xi32>, tensor<128x32xi32>, tensor<128x32xi32>
                   }",
            args: "",
            expect: &[
                ("%t", "[1], [16], [1], <none>"),
                ("%a", "[1, 1], [1, 1], [128, 32], <none>"),
                ("%b", "[1, 1], [1, 1], [128, 32], <none>"),
                ("%c", "[1, 1], [4, 4], [128, 32], 4"),
                ("%r", "[1, 1], [1, 1], [128, 32], <none>"),
            ],
        });
    }

    #[test]
    fn for_dynamic_and_carried_pointers() {
        // Triton's @for_dynamic: lb a multiple of 16, step of 8: iv a multiple of 8.
        // Pointers advanced by 32 f16 elements (64 bytes) keep their 16 bytes.
        check(&Case {
            body: "%0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
                   %1 = tt.splat %p : !tt.ptr<f16> -> tensor<32x!tt.ptr<f16>>
                   %2 = tt.addptr %1, %0 : tensor<32x!tt.ptr<f16>>, tensor<32xi32>
                   %c32 = arith.constant dense<32> : tensor<32xi32>
                   %r = scf.for %iv = %lb to %ub step %step iter_args(%q = %2) -> (tensor<32x!tt.ptr<f16>>) : index {
                     %t = arith.index_cast %iv : index to i32
                     %q2 = tt.addptr %q, %c32 : tensor<32x!tt.ptr<f16>>, tensor<32xi32>
                     scf.yield %q2 : tensor<32x!tt.ptr<f16>>
                   }",
            args: "%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %lb: index {tt.divisibility = 16 : i32}, %step: index {tt.divisibility = 8 : i32}, %ub: index",
            expect: &[
                ("%t", "[1], [8], [1], <none>"),
                ("%q", "[32], [16], [1], <none>"),
                ("%q2", "[32], [16], [1], <none>"),
                ("%r", "[32], [16], [1], <none>"),
            ],
        });
    }

    #[test]
    fn while_loops_and_ifs() {
        // A while loop doubling x (a multiple of 4) keeps a multiple of 4; the if
        // joins 8 and 12 into a multiple of 4.
        check(&Case {
            body: "%c4 = arith.constant 4 : i32
                   %c8 = arith.constant 8 : i32
                   %c12 = arith.constant 12 : i32
                   %x0 = arith.muli %n, %c4 : i32
                   %w = scf.while (%x = %x0) : (i32) -> (i32) {
                     %more = arith.cmpi slt, %x, %n : i32
                     scf.condition(%more) %x : i32
                   } do {
                   ^bb0(%y: i32):
                     %y2 = arith.addi %y, %y : i32
                     scf.yield %y2 : i32
                   }
                   %cond = arith.cmpi slt, %n, %c4 : i32
                   %s = scf.if %cond -> (i32) {
                     scf.yield %c8 : i32
                   } else {
                     scf.yield %c12 : i32
                   }",
            args: "%n: i32",
            expect: &[
                ("%x", "[1], [4], [1], <none>"),
                ("%y", "[1], [4], [1], <none>"),
                ("%y2", "[1], [4], [1], <none>"),
                ("%w", "[1], [4], [1], <none>"),
                ("%s", "[1], [4], [1], <none>"),
            ],
        });
    }

    #[test]
    fn hints_on_ops_replace_what_the_rules_compute() {
        // `tl.max_contiguous(tl.multiple_of(offs, 1024), 1024)` on an offset
        // moved by a loaded value (Triton's test_vectorization_hints): the
        // rules know `%o` contiguous but not where its runs start; the hints
        // on the `arith.addi` say it.
        check(&Case {
            body: "%r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
                   %v = tt.load %p : !tt.ptr<i32>
                   %s = tt.splat %v : i32 -> tensor<1024xi32>
                   %o = arith.addi %r, %s {tt.contiguity = dense<1024> : tensor<1xi32>, tt.divisibility = dense<1024> : tensor<1xi32>} : tensor<1024xi32>
                   %u = arith.addi %r, %s : tensor<1024xi32>
                   %c = arith.muli %v, %v {tt.divisibility = dense<12> : tensor<1xi32>} : i32",
            args: "%p: !tt.ptr<i32>",
            expect: &[
                ("%o", "[1024], [1024], [1], <none>"),
                ("%u", "[1024], [1], [1], <none>"),
                // 12 rounds down to the power of two that divides it.
                ("%c", "[1], [4], [1], <none>"),
            ],
        });
    }
}
