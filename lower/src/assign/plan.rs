//! The plan: in which layouts each value is computed, before anything is
//! rewritten; and the one table of what each op wants of its operands.
//!
//! A value in a group (see `groups.rs`) has the group's layout. A
//! rematerialisable value has a list of layouts: its own instruction computes it
//! in the first (its *home*), and a copy of the instruction computes it in each
//! of the others. Any other layout a use wants is a `ttg.convert_layout` of the
//! home value, made when the module is rewritten.

use super::anchors::Anchors;
use super::control::tied_to_operand;
use super::default::{default_blocked, LayoutOptions};
use super::dot::dot_operand;
use super::family::{family, Family};
use super::groups::Groups;
use super::index::side_table;
use super::infer::{src_encoding, src_encoding_of, view_shapes};
use super::view;
use cranelift_entity::SecondaryMap;
use smallvec::{smallvec, SmallVec};
use tilelift_ir::{Encoding, EncodingData, Function, Inst, InstructionData, Types, Value};

/// What an op wants of its operands: `(operand index, layout)`, tensor operands
/// only.
pub type Wants = SmallVec<[(u32, Encoding); 4]>;

/// The layouts of one function's values.
#[derive(Default)]
pub struct Plan {
    /// The groups and their layouts.
    pub groups: Groups,
    /// The layouts each rematerialisable value is computed in, home first.
    pub remat: SecondaryMap<Value, SmallVec<[Encoding; 2]>>,
    /// Whether a rematerialisable value's whole slice can follow any layout but
    /// a dot operand's, so that wanting it needs no feasibility walk.
    pub free: SecondaryMap<Value, bool>,
}

impl Plan {
    /// The layout `value` is computed in by its own instruction or block.
    pub fn home(&self, value: Value) -> Option<Encoding> {
        match self.groups.of(value) {
            Some(g) => self.groups.get(g).layout,
            None => self.remat[value].first().copied(),
        }
    }

    /// Whether `value` is computed again, by a copy of its instruction, in `enc`.
    pub fn is_copy(&self, value: Value, enc: Encoding) -> bool {
        self.groups.of(value).is_none() && self.remat[value][1..].contains(&enc)
    }
}

/// What the passes that build a plan share: the function, its anchors, the
/// type table the encodings are interned in, and the plan so far.
pub struct Planner<'a> {
    /// The function being laid out.
    pub func: &'a Function,
    /// The module's types (the output module's, where new encodings go).
    pub types: &'a mut Types,
    /// The anchors of the function.
    pub anchors: &'a Anchors,
    /// Warps and lanes.
    pub options: &'a LayoutOptions,
    /// The plan being built.
    pub plan: Plan,
    /// The values a feasibility walk has seen, with the layout, stamped with the
    /// walk's number (see `remat.rs`).
    pub(super) seen: SecondaryMap<Value, (u32, Option<Encoding>)>,
    /// The number of the current feasibility walk.
    pub(super) walk: u32,
}

impl<'a> Planner<'a> {
    /// A planner with an empty plan.
    pub fn new(
        func: &'a Function,
        types: &'a mut Types,
        anchors: &'a Anchors,
        options: &'a LayoutOptions,
    ) -> Self {
        let n_values = func.dfg.num_values();
        let mut plan = Plan {
            remat: side_table(n_values),
            ..Plan::default()
        };
        plan.free.resize(n_values);
        plan.groups.reserve(n_values);
        let mut seen = SecondaryMap::new();
        seen.resize(n_values);
        Planner {
            func,
            types,
            anchors,
            options,
            plan,
            seen,
            walk: 0,
        }
    }

    /// What `inst` wants of its tensor operands when its (first) tensor result
    /// has layout `result`; `None` when it cannot produce a result in that layout.
    pub fn operand_wants(&mut self, inst: Inst, result: Option<Encoding>) -> Option<Wants> {
        self.wanting().operand_wants(inst, result)
    }

    /// The questions of [`Wanting`], asked of the plan so far.
    fn wanting(&mut self) -> Wanting<'_> {
        Wanting {
            func: self.func,
            types: self.types,
            anchors: self.anchors,
            plan: &self.plan,
        }
    }

    /// The plan, once built.
    pub fn into_plan(self) -> Plan {
        self.plan
    }

    /// Whether `value` is a tensor.
    pub fn is_tensor(&self, value: Value) -> bool {
        is_tensor(self.func, self.types, value)
    }

    /// The default blocked layout of `value`'s shape.
    pub fn default_layout(&mut self, value: Value) -> Encoding {
        default_layout(self.func, self.types, self.options, value)
    }
}

/// What [`Wanting::operand_wants`] reads: the function, the types (where new
/// encodings go), the anchors and the plan. The planner holds the function for
/// the whole planning; the rewrite, which changes the function as it goes,
/// lends it for each question instead.
pub struct Wanting<'x> {
    /// The function.
    pub func: &'x Function,
    /// The module's types.
    pub types: &'x mut Types,
    /// The anchors of the function.
    pub anchors: &'x Anchors,
    /// The plan (so far).
    pub plan: &'x Plan,
}

impl Wanting<'_> {
    /// What `inst` wants of its tensor operands when its (first) tensor result
    /// has layout `result`; `None` when it cannot produce a result in that layout.
    pub fn operand_wants(&mut self, inst: Inst, result: Option<Encoding>) -> Option<Wants> {
        let func = self.func;
        let data = func.dfg.inst(inst);
        let fam = family(data.opcode());
        let each = match fam {
            Family::Load | Family::Store | Family::Atomic => {
                let small_load = fam == Family::Load && !self.anchors.is_anchor(inst);
                match small_load {
                    true => result,
                    false => self.anchors.layout(inst),
                }
            }
            Family::Dot => return Some(self.dot_wants(inst)),
            Family::Elementwise
            | Family::Broadcast
            | Family::Scan
            | Family::ExpandDims
            | Family::Trans
            | Family::Reduce => match result {
                Some(enc) => Some(src_encoding(self.types, data, fam, enc)?),
                None => return Some(self.scalar_reduce_wants(inst, fam)),
            },
            Family::Reshape | Family::Join | Family::Split => match result {
                Some(enc) => match self.keeps_operand(inst, enc) {
                    true => None,
                    false => Some(src_encoding_of(func, self.types, inst, enc)?),
                },
                None => None,
            },
            Family::For | Family::While | Family::Yield | Family::Condition => {
                return Some(self.tied_wants(inst))
            }
            Family::Gather | Family::Histogram => return Some(self.indexed_wants(inst, result)),
            _ => None,
        };
        let Some(enc) = each else {
            return Some(Wants::new());
        };
        Some(self.tensor_args(inst).map(|idx| (idx, enc)).collect())
    }

    /// Whether `inst`, a reshape that may reorder, takes its operand in the
    /// layout it has for a result in `enc`: as in Triton, where the operand's
    /// layout (or, not decided yet, whichever it gets) holds as many elements
    /// per thread, the registers are reused in order.
    fn keeps_operand(&mut self, inst: Inst, enc: Encoding) -> bool {
        let data = self.func.dfg.inst(inst);
        let InstructionData::Reshape {
            allow_reorder: true,
            arg,
            ..
        } = *data
        else {
            return false;
        };
        let Some(home) = self.plan.home(arg) else {
            return true;
        };
        let (src, dst) = view_shapes(self.func, self.types, inst);
        let regs = |e| view::regs_per_thread(self.types, e, &src);
        let have = regs(home);
        have.is_some() && have == view::regs_per_thread(self.types, enc, &dst)
    }

    /// A gather with Triton's warp-local layout wants both operands in it;
    /// another wants its index in its result's layout and its source as it
    /// is. A histogram wants its mask in its input's layout (see `gather.rs`).
    fn indexed_wants(&mut self, inst: Inst, result: Option<Encoding>) -> Wants {
        let args = self.func.dfg.inst(inst).args();
        if family(self.func.dfg.inst(inst).opcode()) == Family::Histogram {
            let input = args.first().and_then(|&x| self.plan.home(x));
            return match (input, args.len()) {
                (Some(enc), 2) => smallvec![(1, enc)],
                _ => Wants::new(),
            };
        }
        match (self.anchors.layout(inst), result) {
            (Some(enc), _) if self.anchors.is_anchor(inst) => smallvec![(0, enc), (1, enc)],
            (_, Some(enc)) => smallvec![(1, enc)],
            _ => Wants::new(),
        }
    }

    /// A dot wants `a` and `b` as `#ttg.dot_op` of its layout, `c` in it.
    fn dot_wants(&mut self, inst: Inst) -> Wants {
        let Some(result) = self.anchors.layout(inst) else {
            return Wants::new();
        };
        let arg = self.func.dfg.inst(inst).args()[0];
        let elem = self.types.element_type(self.func.dfg.value_type(arg));
        let bits = self.types.scalar_bits(elem).unwrap_or(32);
        let a = dot_operand(self.types, 0, result, bits);
        let b = dot_operand(self.types, 1, result, bits);
        smallvec![(0, a), (1, b), (2, result)]
    }

    /// A reduction or scan to scalars of several operands wants them all in the
    /// layout of the first.
    fn scalar_reduce_wants(&self, inst: Inst, fam: Family) -> Wants {
        let args = self.func.dfg.inst(inst).args();
        let first = match fam {
            Family::Reduce | Family::Scan => args.first().and_then(|&a| self.plan.home(a)),
            _ => None,
        };
        let Some(first) = first else {
            return Wants::new();
        };
        self.tensor_args(inst)
            .filter(|&i| i > 0)
            .map(|i| (i, first))
            .collect()
    }

    /// Control-flow ops want each operand in the layout of the values it flows
    /// into.
    fn tied_wants(&self, inst: Inst) -> Wants {
        let mut wants = Wants::new();
        for idx in self.tensor_args(inst) {
            let tied = tied_to_operand(self.func, inst, idx).unwrap_or_default();
            if let Some(enc) = tied.first().and_then(|&v| self.plan.groups.layout_of(v)) {
                wants.push((idx, enc));
            }
        }
        wants
    }

    /// The indices of the tensor operands of `inst`.
    fn tensor_args(&self, inst: Inst) -> impl Iterator<Item = u32> + '_ {
        tensor_args(self.func, self.types, inst)
    }
}

/// The indices of the tensor operands of `inst`.
fn tensor_args<'f>(
    func: &'f Function,
    types: &'f Types,
    inst: Inst,
) -> impl Iterator<Item = u32> + 'f {
    let args = func.dfg.inst(inst).args();
    (0..args.len() as u32).filter(move |&i| is_tensor(func, types, args[i as usize]))
}

/// Whether `value` is a tensor.
pub fn is_tensor(func: &Function, types: &Types, value: Value) -> bool {
    types.is_tensor(func.dfg.value_type(value))
}

/// The default blocked layout of `value`'s shape.
pub fn default_layout(
    func: &Function,
    types: &mut Types,
    options: &LayoutOptions,
    value: Value,
) -> Encoding {
    let shape = types.shape(func.dfg.value_type(value)).to_vec();
    let blocked = default_blocked(&shape, options);
    types.intern_encoding(EncodingData::Blocked(blocked))
}
