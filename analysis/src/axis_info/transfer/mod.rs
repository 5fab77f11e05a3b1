//! Transfer functions: the AxisInfo of an instruction's result from its operands'.
//!
//! [`transfer`] is the one place where ops are registered: one `match` on the opcode,
//! whose arms call one function per op family, each in a file of its own. Binary
//! integer ops go through `BinaryRule`, whose hooks mirror Triton's
//! `BinaryOpVisitorImpl`: a constant when both sides are known, otherwise one
//! contiguity, divisibility and constancy per dimension. Every rule carries the
//! reasoning that makes it sound in a comment beside it.
//!
//! Integer arithmetic is reasoned about as on unbounded integers, as in Triton: the
//! rules assume no operation wraps around its width. Divisibility by powers of two
//! survives wrapping anyway; a run of consecutive values that crosses the wrap does
//! not stay contiguous. Constants are folded with wrapping at the result width and
//! held sign-extended (`i1` as 0 or 1).

mod arith;
mod bitwise;
mod cast;
mod cmp;
mod constant;
mod div_rem;
mod minmax;
mod program;
mod ptr;
mod select;
mod shape;
mod shift;

use super::lattice::{dims_from, gcd, AxisInfo, DimVec, MAX_DIVISOR};
use tilelift_ir::constant::sign_extend;
use tilelift_ir::{Function, Inst, InstructionData, Opcode, Type, TypeData, Types, Value};

/// What a transfer function may look at besides its operands' states.
pub struct Cx<'a> {
    /// The module's types.
    pub types: &'a Types,
    /// The function.
    pub func: &'a Function,
    /// The instruction.
    pub inst: Inst,
}

/// The AxisInfo of the first result of `cx.inst` (see the module documentation):
/// its op's [`rule`], or the pessimistic state for an op without one.
pub fn transfer(cx: &Cx<'_>, ops: &[&AxisInfo]) -> AxisInfo {
    match rule(cx.data().opcode()) {
        Some(rule) => rule(cx, ops),
        None => cx.pessimistic(),
    }
}

/// A transfer function: the first result's AxisInfo from the operands'.
pub type TransferFn = fn(&Cx<'_>, &[&AxisInfo]) -> AxisInfo;

/// The transfer function of `opcode`, or `None` for an op that gets the
/// pessimistic state (what nothing is known about is always sound). The one
/// list of the ops AxisInfo knows; the soundness test checks that its random
/// programs use every op listed here.
pub fn rule(opcode: Opcode) -> Option<TransferFn> {
    use Opcode::*;
    Some(match opcode {
        Constant => |cx, _| constant::constant(cx),
        MakeRange => |cx, _| shape::make_range(cx),
        Splat => |cx, ops| shape::splat(cx, ops[0]),
        Broadcast => |cx, ops| shape::broadcast(cx, ops[0]),
        ExpandDims => |cx, ops| shape::expand_dims(cx, ops[0]),
        Reshape => |cx, ops| shape::reshape(cx, ops[0]),
        Trans => |cx, ops| shape::trans(cx, ops[0]),
        AddPtr => |cx, ops| ptr::addptr(cx, ops[0], ops[1]),
        Load => ptr::load,
        AddI | SubI => |cx, ops| arith::add_sub(cx, ops[0], ops[1]),
        MulI => |cx, ops| arith::mul(cx, ops[0], ops[1]),
        DivSI | DivUI => |cx, ops| div_rem::div(cx, ops[0], ops[1]),
        RemSI | RemUI => |cx, ops| div_rem::rem(cx, ops[0], ops[1]),
        ShLI => |cx, ops| shift::shl(cx, ops[0], ops[1]),
        ShRSI | ShRUI => |cx, ops| shift::shr(cx, ops[0], ops[1]),
        AndI | OrI | XOrI => |cx, ops| bitwise::bitwise(cx, ops[0], ops[1]),
        MaxSI | MinSI | MaxUI | MinUI => |cx, ops| minmax::min_max(cx, ops[0], ops[1]),
        CmpI => |cx, ops| cmp::cmpi(cx, ops[0], ops[1]),
        Select => |cx, ops| select::select(cx, ops[0], ops[1], ops[2]),
        ExtSI | TruncI | IndexCast | ConvertLayout => |cx, ops| cast::same_value(cx, ops[0]),
        ExtUI => |cx, ops| cast::extui(cx, ops[0]),
        Bitcast | ArithBitcast => |cx, ops| cast::bitcast(cx, ops[0]),
        GetProgramId | GetNumPrograms => |cx, _| program::program_info(cx),
        _ => return None,
    })
}

/// A binary elementwise integer op, as hooks (Triton's `BinaryOpVisitorImpl`).
pub(crate) trait BinaryRule {
    /// The value of every element, when it is known: usually when both operands
    /// are constants (`x % 1` is 0 whatever `x` is). Wrapped by the caller.
    fn constant(&self, _cx: &Cx<'_>, _lhs: &AxisInfo, _rhs: &AxisInfo) -> Option<i64> {
        None
    }

    /// Contiguity along `dim`.
    fn contiguity(&self, _cx: &Cx<'_>, _lhs: &AxisInfo, _rhs: &AxisInfo, _dim: usize) -> i64 {
        1
    }

    /// Divisibility along `dim` of the starts of the runs of `contiguity` (the
    /// value [`contiguity`](Self::contiguity) gave).
    fn divisibility(
        &self,
        _cx: &Cx<'_>,
        _lhs: &AxisInfo,
        _rhs: &AxisInfo,
        _dim: usize,
        _contiguity: i64,
    ) -> i64 {
        1
    }

    /// Constancy along `dim`. An elementwise op of two operands that are each
    /// constant over an aligned block is constant over it, and the blocks of
    /// `gcd(k_lhs, k_rhs)` are such blocks.
    fn constancy(&self, _cx: &Cx<'_>, lhs: &AxisInfo, rhs: &AxisInfo, dim: usize) -> i64 {
        gcd(lhs.constancy[dim], rhs.constancy[dim])
    }

    /// Whether every element is at least 0.
    fn non_negative(&self, _cx: &Cx<'_>, _lhs: &AxisInfo, _rhs: &AxisInfo) -> bool {
        false
    }
}

/// Applies a [`BinaryRule`] to every dimension. A known constant overrides the
/// hooks: contiguity 1, constancy the whole extent, divisibility that of the value.
pub(crate) fn binary(
    cx: &Cx<'_>,
    rule: &impl BinaryRule,
    lhs: &AxisInfo,
    rhs: &AxisInfo,
) -> AxisInfo {
    let shape = cx.shape();
    if let Some(value) = rule.constant(cx, lhs, rhs) {
        return AxisInfo::constant(cx.wrap(value), &shape);
    }
    let rank = shape.len();
    if lhs.rank() != rank || rhs.rank() != rank {
        return AxisInfo::pessimistic(rank);
    }
    let mut res = AxisInfo::pessimistic(rank);
    for d in 0..rank {
        let c = rule.contiguity(cx, lhs, rhs, d).clamp(1, shape[d]);
        res.contiguity[d] = c;
        res.divisibility[d] = rule.divisibility(cx, lhs, rhs, d, c).clamp(1, MAX_DIVISOR);
        res.constancy[d] = rule.constancy(cx, lhs, rhs, d).clamp(1, shape[d]);
    }
    res.non_negative = rule.non_negative(cx, lhs, rhs);
    res
}

/// Queries on the instruction and its types.
impl<'a> Cx<'a> {
    /// The instruction's data.
    pub fn data(&self) -> &'a InstructionData {
        self.func.dfg.inst(self.inst)
    }

    /// Operand number `i`.
    pub fn operand(&self, i: usize) -> Value {
        self.data().args()[i]
    }

    /// The type of the first result (or of the first operand, for an op without
    /// results).
    pub fn result_type(&self) -> Type {
        let dfg = &self.func.dfg;
        match dfg.first_result(self.inst) {
            Some(res) => dfg.value_type(res),
            None => dfg.value_type(self.operand(0)),
        }
    }

    /// The shape of the first result; `[1]` for a scalar.
    pub fn shape(&self) -> DimVec {
        shape_of(self.types, self.result_type())
    }

    /// The state that claims nothing about the first result.
    pub fn pessimistic(&self) -> AxisInfo {
        AxisInfo::pessimistic(rank_of(self.types, self.result_type()))
    }

    /// The width of the first result's integer elements (64 for `index` and
    /// pointers, 0 for floats).
    pub fn bits(&self) -> u32 {
        int_bits(self.types, self.result_type())
    }

    /// The width of operand `i`'s integer elements.
    pub fn operand_bits(&self, i: usize) -> u32 {
        int_bits(self.types, self.func.dfg.value_type(self.operand(i)))
    }

    /// The step of operand `i` (its pointee size for pointers, else 1).
    pub fn operand_step(&self, i: usize) -> i64 {
        step_of(self.types, self.func.dfg.value_type(self.operand(i)))
    }

    /// The step of the first result.
    pub fn step(&self) -> i64 {
        step_of(self.types, self.result_type())
    }

    /// `value` wrapped to the first result's width: sign-extended, `i1` as 0 or 1.
    pub fn wrap(&self, value: i64) -> i64 {
        wrap(value, self.bits())
    }
}

/// The shape of `ty`; `[1]` for a scalar, as Triton treats scalars.
pub(crate) fn shape_of(types: &Types, ty: Type) -> DimVec {
    match types.data(ty) {
        TypeData::Tensor { shape, .. } => {
            // Copied at once, then clamped in place (collecting from an iterator
            // pushes element by element).
            let mut dims = dims_from(shape);
            dims.iter_mut().for_each(|n| *n = (*n).max(1));
            dims
        }
        _ => smallvec::smallvec![1],
    }
}

/// The rank of `ty`: `shape_of(types, ty).len()`, without building the shape.
pub(crate) fn rank_of(types: &Types, ty: Type) -> usize {
    match types.data(ty) {
        TypeData::Tensor { shape, .. } => shape.len(),
        _ => 1,
    }
}

/// The distance between contiguous elements of `ty`: the pointee size in bytes for
/// pointers (at least 1, as Triton's `max(1, bits / 8)`), else 1.
pub(crate) fn step_of(types: &Types, ty: Type) -> i64 {
    let elem = types.element_type(ty);
    match types.pointee(elem) {
        Some(pointee) => i64::from(types.scalar_bits(pointee).unwrap_or(8) / 8).max(1),
        None => 1,
    }
}

/// The integer width of `ty`'s elements: 64 for `index` and pointers, 0 for
/// anything else.
pub(crate) fn int_bits(types: &Types, ty: Type) -> u32 {
    let elem = types.element_type(ty);
    match types.data(elem) {
        TypeData::Int(bits) => u32::from(*bits),
        TypeData::Index | TypeData::Ptr { .. } => 64,
        _ => 0,
    }
}

/// `value` held in `bits` bits: sign-extended, except `i1` (0 or 1) and widths
/// of 0 or 64 and above (unchanged).
pub(crate) fn wrap(value: i64, bits: u32) -> i64 {
    match bits {
        1 => value & 1,
        2..=63 => sign_extend(value as u64, bits),
        _ => value,
    }
}

/// `value` read as an unsigned number of `bits` bits.
pub(crate) fn unsigned(value: i64, bits: u32) -> u64 {
    if bits == 0 || bits >= 64 {
        value as u64
    } else {
        (value as u64) & ((1u64 << bits) - 1)
    }
}

/// The constant of `info` if it is known and equals `n`.
pub(crate) fn is_const(info: &AxisInfo, n: i64) -> bool {
    info.constant == Some(n)
}

#[cfg(test)]
pub(crate) mod testutil;
