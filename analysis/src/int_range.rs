//! Integer ranges: for every integer value, an interval that holds every element
//! it takes, in any program of the grid.
//!
//! Unlike [`crate::axis_info`], whose rules assume that arithmetic never wraps
//! (as Triton's do), every rule here is sound under wrap-around: a rule computes
//! the exact interval of its result in unbounded integers and, where that does not
//! fit the result's width, claims nothing (the width's whole range). That makes a
//! range safe to change what an instruction computes, which AxisInfo's facts only
//! do for the vector width of memory accesses: the lowering divides by a constant
//! with unsigned arithmetic where both operands are known non-negative, as LLVM
//! does for Triton after its range analysis (see
//! `lower/src/to_mir/div64.rs`).
//!
//! Elements are read as signed integers of their width (`i1` as 0 or 1, as in
//! AxisInfo). What is known:
//! - constants, `tt.make_range` (`[start, end)`), program ids (`[0, 2^31)`: CUDA's
//!   largest grid) and program counts (`[1, 2^31)`);
//! - `addi`, `subi`, `muli`, `divsi`/`remsi` (and the unsigned ones where both
//!   operands are non-negative, so that they agree with the signed ones), shifts
//!   by an amount within the width, `andi`, `ori`, `xori` of non-negative values,
//!   `minsi`/`maxsi`, `select`, casts;
//! - shape ops (`splat`, `broadcast`, `expand_dims`, `reshape`, `trans`,
//!   `convert_layout`) keep their operand's range;
//! - the induction variable of `scf.for` is at least its lower bound (the step is
//!   positive); loop-carried values come from the solver's fixpoint, which gives up
//!   after [`crate::solver::MAX_ROUNDS`] walks;
//! - function arguments, loads, reductions and everything else: the whole width.
//!
//! `tests/soundness.rs` checks every claim against the values of random programs.

use crate::axis_info::transfer::{int_bits, Cx};
use crate::solver::{self, Analysis, Lattice};
use cranelift_entity::SecondaryMap;
use std::fmt;
use tilelift_ir::constant::ConstantValue;
use tilelift_ir::{FuncId, Function, Inst, InstructionData, Module, Opcode, Types, Value};

/// The elements of a value lie in `lo..=hi` (empty when `lo > hi`: no value
/// computed yet, the solver's starting state).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct IntRange {
    /// The least element.
    pub lo: i128,
    /// The greatest element.
    pub hi: i128,
}

impl Default for IntRange {
    /// The empty range, which claims everything (the identity of the join).
    fn default() -> Self {
        IntRange {
            lo: i128::MAX,
            hi: i128::MIN,
        }
    }
}

impl fmt::Display for IntRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}, {}]", self.lo, self.hi)
    }
}

impl IntRange {
    /// `lo..=hi`.
    pub fn new(lo: i128, hi: i128) -> Self {
        IntRange { lo, hi }
    }

    /// Every value of an integer of `bits` bits (`i1`: 0 and 1; a width of 0, for
    /// values that are not integers, is treated as 64).
    pub fn full(bits: u32) -> Self {
        match bits {
            1 => IntRange::new(0, 1),
            0 => IntRange::full(64),
            _ => IntRange::new(-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1),
        }
    }

    /// `lo..=hi` where it fits `bits` bits, else the whole width: an operation
    /// whose exact result would leave the width wraps, and then nothing is known.
    pub fn fit(lo: i128, hi: i128, bits: u32) -> Self {
        let full = IntRange::full(bits);
        if lo >= full.lo && hi <= full.hi && lo <= hi {
            IntRange::new(lo, hi)
        } else {
            full
        }
    }

    /// Whether no element has been seen yet.
    pub fn is_empty(&self) -> bool {
        self.lo > self.hi
    }

    /// Whether every element is at least 0.
    pub fn is_non_negative(&self) -> bool {
        !self.is_empty() && self.lo >= 0
    }

    /// Whether every element is at least 1.
    pub fn is_positive(&self) -> bool {
        !self.is_empty() && self.lo >= 1
    }

    /// Whether `value` is in the range.
    pub fn contains(&self, value: i128) -> bool {
        self.lo <= value && value <= self.hi
    }

    /// The least range holding both.
    pub fn hull(&self, other: &IntRange) -> IntRange {
        IntRange::new(self.lo.min(other.lo), self.hi.max(other.hi))
    }

    /// The least range holding `f` of the four corners, fitted to `bits`.
    fn corners(&self, other: &IntRange, bits: u32, f: impl Fn(i128, i128) -> i128) -> IntRange {
        let v = [
            f(self.lo, other.lo),
            f(self.lo, other.hi),
            f(self.hi, other.lo),
            f(self.hi, other.hi),
        ];
        let lo = v.iter().copied().min().unwrap_or(i128::MIN);
        let hi = v.iter().copied().max().unwrap_or(i128::MAX);
        IntRange::fit(lo, hi, bits)
    }
}

impl Lattice for IntRange {
    /// The width of the value's integer elements.
    type Ctx = u32;

    fn pessimistic(bits: &u32) -> Self {
        IntRange::full(*bits)
    }

    fn join(&self, other: &Self, _bits: &u32) -> Self {
        if self.is_empty() {
            return *other;
        }
        if other.is_empty() {
            return *self;
        }
        self.hull(other)
    }
}

/// The integer-range analysis of the functions of one module.
pub struct IntRangeAnalysis<'a> {
    types: &'a Types,
}

impl<'a> IntRangeAnalysis<'a> {
    /// The analysis of `module`'s functions.
    pub fn new(module: &'a Module) -> Self {
        IntRangeAnalysis {
            types: &module.types,
        }
    }

    /// Solves `func`.
    pub fn run(&self, func: &Function) -> IntRanges {
        IntRanges {
            states: solver::solve(self, func),
        }
    }
}

/// The ranges of every value of one function.
pub struct IntRanges {
    states: SecondaryMap<Value, IntRange>,
}

impl IntRanges {
    /// The range of `value`.
    pub fn get(&self, value: Value) -> IntRange {
        self.states[value]
    }
}

/// Solves function `id` of `module`.
pub fn int_ranges(module: &Module, id: FuncId) -> IntRanges {
    IntRangeAnalysis::new(module).run(&module.funcs[id])
}

impl Analysis for IntRangeAnalysis<'_> {
    type State = IntRange;

    fn context(&self, func: &Function, value: Value) -> u32 {
        int_bits(self.types, func.dfg.value_type(value))
    }

    fn argument(&self, func: &Function, _index: usize, value: Value) -> IntRange {
        IntRange::full(self.context(func, value))
    }

    fn visit(&self, func: &Function, inst: Inst, ops: &[&IntRange]) -> Option<IntRange> {
        func.dfg.first_result(inst)?;
        let cx = Cx {
            types: self.types,
            func,
            inst,
        };
        let bits = cx.bits();
        if bits == 0 || ops.iter().any(|op| op.is_empty()) {
            return Some(IntRange::full(bits));
        }
        Some(transfer(&cx, bits, ops).unwrap_or(IntRange::full(bits)))
    }

    fn induction_var(
        &self,
        func: &Function,
        inst: Inst,
        lower: &IntRange,
        step: &IntRange,
    ) -> IntRange {
        // lower + i * step with a positive step, i >= 0, while below the upper
        // bound (which fits the width): never below the lower bound.
        let bits = match func.dfg.inst(inst).args().first() {
            Some(&lb) => self.context(func, lb),
            None => 64,
        };
        let full = IntRange::full(bits);
        if lower.is_empty() || !step.is_positive() {
            return full;
        }
        IntRange::new(lower.lo, full.hi)
    }
}

/// The range of `cx`'s first result, `None` where nothing is known.
fn transfer(cx: &Cx<'_>, bits: u32, ops: &[&IntRange]) -> Option<IntRange> {
    use Opcode::*;
    let both_non_negative = || ops[0].is_non_negative() && ops[1].is_non_negative();
    let (a, b) = (ops.first().copied(), ops.get(1).copied());
    Some(match cx.data().opcode() {
        Constant => constant(cx)?,
        MakeRange => match *cx.data() {
            InstructionData::MakeRange { start, end, .. } => {
                IntRange::fit(i128::from(start), i128::from(end) - 1, bits)
            }
            _ => return None,
        },
        GetProgramId => IntRange::fit(0, (1 << 31) - 1, bits),
        GetNumPrograms => IntRange::fit(1, (1 << 31) - 1, bits),
        Splat | Broadcast | ExpandDims | Reshape | Trans | ConvertLayout => *a?,
        ExtSI => ext_si(cx, *a?),
        IndexCast | TruncI => IntRange::fit(a?.lo, a?.hi, bits),
        ExtUI => ext_ui(cx, *a?),
        AddI => IntRange::fit(a?.lo + b?.lo, a?.hi + b?.hi, bits),
        SubI => IntRange::fit(a?.lo - b?.hi, a?.hi - b?.lo, bits),
        MulI => a?.corners(b?, bits, |x, y| x * y),
        DivSI => div(*a?, *b?, bits)?,
        DivUI if both_non_negative() => div(*a?, *b?, bits)?,
        RemSI => rem(*a?, *b?, bits)?,
        RemUI if both_non_negative() => rem(*a?, *b?, bits)?,
        MaxSI => IntRange::new(a?.lo.max(b?.lo), a?.hi.max(b?.hi)),
        MinSI => IntRange::new(a?.lo.min(b?.lo), a?.hi.min(b?.hi)),
        MaxUI if both_non_negative() => IntRange::new(a?.lo.max(b?.lo), a?.hi.max(b?.hi)),
        MinUI if both_non_negative() => IntRange::new(a?.lo.min(b?.lo), a?.hi.min(b?.hi)),
        AndI => and(*a?, *b?)?,
        OrI | XOrI if both_non_negative() => {
            // Below the next power of two above both; `or` is at least either.
            let top = next_pow2_above(a?.hi.max(b?.hi)) - 1;
            let lo = if cx.data().opcode() == OrI {
                a?.lo.max(b?.lo)
            } else {
                0
            };
            IntRange::fit(lo, top, bits)
        }
        ShLI if in_shift_range(b?, bits) => a?.corners(b?, bits, |x, s| x << s),
        // An arithmetic shift is a floor division by 2^s, monotone in both.
        ShRSI if in_shift_range(b?, bits) => a?.corners(b?, bits, |x, s| x >> s),
        ShRUI if in_shift_range(b?, bits) && a?.is_non_negative() => {
            a?.corners(b?, bits, |x, s| x >> s)
        }
        Select => ops.get(1)?.hull(ops.get(2)?),
        _ => return None,
    })
}

/// An integer constant: its least and greatest element.
fn constant(cx: &Cx<'_>) -> Option<IntRange> {
    let InstructionData::Constant { value, .. } = cx.data() else {
        return None;
    };
    let elems: &[u64] = match value {
        ConstantValue::Scalar(raw) | ConstantValue::Splat(raw) => std::slice::from_ref(raw),
        ConstantValue::Elements(raws) => raws,
    };
    let values = elems.iter().map(|&r| i128::from(cx.wrap(r as i64)));
    let lo = values.clone().min()?;
    let hi = values.max()?;
    Some(IntRange::new(lo, hi))
}

/// `extsi`: the same values, except from `i1`, whose 1 becomes -1.
fn ext_si(cx: &Cx<'_>, a: IntRange) -> IntRange {
    if cx.operand_bits(0) == 1 {
        return IntRange::new(-a.hi, -a.lo);
    }
    a
}

/// `extui`: the same values where the operand is non-negative, else anything
/// its width holds read as unsigned.
fn ext_ui(cx: &Cx<'_>, a: IntRange) -> IntRange {
    if a.is_non_negative() {
        return a;
    }
    let src = cx.operand_bits(0).clamp(1, 64);
    IntRange::new(0, (1i128 << src) - 1)
}

/// Truncating division by a divisor range that excludes 0: for a fixed
/// dividend the quotient is monotone in the divisor on each side of 0, and for
/// a fixed divisor monotone in the dividend, so the extremes are at corners.
fn div(a: IntRange, b: IntRange, bits: u32) -> Option<IntRange> {
    if b.contains(0) {
        return None;
    }
    Some(a.corners(&b, bits, |x, y| x / y))
}

/// Remainder (the dividend's sign) by a divisor range that excludes 0: less
/// than the largest divisor in magnitude, and no larger in magnitude than the
/// dividend.
fn rem(a: IntRange, b: IntRange, bits: u32) -> Option<IntRange> {
    if b.contains(0) {
        return None;
    }
    let m = b.lo.abs().max(b.hi.abs()) - 1;
    let lo = if a.lo >= 0 { 0 } else { a.lo.max(-m) };
    let hi = if a.hi <= 0 { 0 } else { a.hi.min(m) };
    Some(IntRange::fit(lo, hi, bits))
}

/// `x & y` is non-negative and at most the non-negative operand(s).
fn and(a: IntRange, b: IntRange) -> Option<IntRange> {
    match (a.is_non_negative(), b.is_non_negative()) {
        (true, true) => Some(IntRange::new(0, a.hi.min(b.hi))),
        (true, false) => Some(IntRange::new(0, a.hi)),
        (false, true) => Some(IntRange::new(0, b.hi)),
        (false, false) => None,
    }
}

/// Whether every shift amount is in `0..bits` (beyond it the result is
/// undefined in `arith`, and PTX clamps).
fn in_shift_range(s: &IntRange, bits: u32) -> bool {
    s.lo >= 0 && s.hi < i128::from(bits)
}

/// The least power of two greater than `x` (`x >= 0`).
fn next_pow2_above(x: i128) -> i128 {
    let mut p = 1i128;
    while p <= x {
        p <<= 1;
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ranges_of(text: &str) -> (tilelift_ir::Verified, Vec<(String, IntRange)>) {
        let (module, _) = tilelift_ir::parse_module(text).unwrap();
        let module = tilelift_ir::Verified::new(module).unwrap();
        let id = module.module().funcs.keys().next().unwrap();
        let ranges = int_ranges(module.module(), id);
        let func = &module.module().funcs[id];
        let named = func
            .dfg
            .values()
            .filter_map(|(v, _)| Some((func.dfg.value_name(v)?.to_string(), ranges.get(v))))
            .collect();
        (module, named)
    }

    fn range(named: &[(String, IntRange)], name: &str) -> IntRange {
        named.iter().find(|(n, _)| n == name).unwrap().1
    }

    #[test]
    fn block_offsets_in_i64_are_non_negative() {
        let (_m, named) = ranges_of(
            "module {
  tt.func @k() {
    %c = arith.constant 1024 : i64
    %pid = tt.get_program_id x : i32
    %p64 = arith.extsi %pid : i32 to i64
    %base = arith.muli %p64, %c : i64
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
    %r64 = arith.extsi %r : tensor<1024xi32> to tensor<1024xi64>
    %b = tt.splat %base : i64 -> tensor<1024xi64>
    %offs = arith.addi %b, %r64 : tensor<1024xi64>
    %d = arith.constant dense<1000> : tensor<1024xi64>
    %row = arith.divsi %offs, %d : tensor<1024xi64>
    %col = arith.remsi %offs, %d : tensor<1024xi64>
    tt.return
  }
}",
        );
        let offs = range(&named, "offs");
        assert_eq!(offs, IntRange::new(0, ((1i128 << 31) - 1) * 1024 + 1023));
        assert!(range(&named, "row").is_non_negative());
        assert_eq!(range(&named, "col"), IntRange::new(0, 999));
    }

    #[test]
    fn wrapping_arithmetic_claims_nothing() {
        // In i32, pid * 2^20 wraps to negative values: the range is the width's.
        let (_m, named) = ranges_of(
            "module {
  tt.func @k() {
    %c = arith.constant 1048576 : i32
    %pid = tt.get_program_id x : i32
    %x = arith.muli %pid, %c : i32
    %h = arith.constant 1540483477 : i32
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
    %y = tt.splat %h : i32 -> tensor<128xi32>
    %hash = arith.muli %r, %y : tensor<128xi32>
    tt.return
  }
}",
        );
        assert_eq!(range(&named, "x"), IntRange::full(32));
        assert_eq!(range(&named, "hash"), IntRange::full(32));
        assert!(!range(&named, "hash").is_non_negative());
    }

    #[test]
    fn remainders_and_masks() {
        let a = IntRange::new(-5, 20);
        let b = IntRange::new(3, 7);
        assert_eq!(rem(a, b, 32), Some(IntRange::new(-5, 6)));
        assert_eq!(rem(a, IntRange::new(-1, 1), 32), None);
        assert_eq!(div(a, b, 32), Some(IntRange::new(-1, 6)));
        assert_eq!(
            and(IntRange::full(32), IntRange::new(0, 255)),
            Some(IntRange::new(0, 255))
        );
        assert_eq!(IntRange::fit(0, 1 << 31, 32), IntRange::full(32));
    }
}
