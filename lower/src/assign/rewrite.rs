//! Applying a plan to the function, in place: new tensor types, copies of the
//! rematerialised instructions, and `ttg.convert_layout` where a use wants a
//! layout its value is not computed in.
//!
//! 1. Every tensor value of the function gets the type with its home layout.
//! 2. In program order, each instruction's operands are checked against what it
//!    wants ([`Wanting::operand_wants`]); an operand in another layout is replaced
//!    by its copy in the wanted layout (made on first request, its own operands
//!    handled the same way) or, when the plan has no copy, by a conversion.
//!
//! A copy goes just before its original, as in Triton's TTGIR, where it
//! dominates every use of the value. A conversion of a value `v` goes just
//! before the first instruction that asks for it, lifted to the block that
//! defines `v` (a value used inside a loop but defined before it is converted
//! before the loop). Requests from the original instructions come in program
//! order, so that point dominates every later one; a copy asking for a
//! conversion made for a later instruction (which a consistent plan never
//! does) moves it up. Copies keep their original's location (and source
//! location) and take its name with a suffix (`%rm_1` for a copy of `%rm`);
//! conversions take the location of the value they convert (the source location
//! of its op, or of the requester for a block parameter) and no name, so they
//! print as numbers, as in Triton's TTGIR.
//!
//! The walk asks the plan about the function as it was planned: the new types
//! and the new operands of the function's own instructions are only recorded
//! as it goes, and set once it is done. What changes during the walk is what
//! the plan never asks about: the copies and conversions it adds.

use super::anchors::Anchors;
use super::default::LayoutOptions;
use super::index::{ancestor_in, def_block, FuncIndex};
use super::plan::{default_layout, is_tensor, Plan, Wanting, Wants};
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::EntityRef;
use hashbrown::{HashMap, HashSet};
use std::hash::BuildHasher;
use tilelift_ir::{
    Encoding, Function, Inst, InstructionData, Loc, Opcode, Type, TypeData, Types, Value, ValueDef,
};

/// What the rewrite of a function reads: its plan, the anchors the plan was
/// made with, and the layout options.
pub struct Planned<'p> {
    /// The plan.
    pub plan: &'p Plan,
    /// The anchors of the function.
    pub anchors: &'p Anchors,
    /// Warps and lanes.
    pub options: &'p LayoutOptions,
}

/// The state of one function's rewrite.
struct Rewriter<'p> {
    planned: Planned<'p>,
    types: &'p mut Types,
    out: &'p mut Function,
    /// The instructions of the function as planned are those numbered below
    /// this; the rest are the copies and conversions made here.
    n_planned_insts: usize,
    /// The new type of each tensor value of the function as planned, set when
    /// the walk is done.
    retyped: Vec<(Value, Type)>,
    /// The new operands of the function's own instructions, `(instruction,
    /// operand index, value)`, set when the walk is done.
    operands: Vec<(Inst, u32, Value)>,
    /// The value that stands for `(value, layout)`, once made.
    made: HashMap<(Value, Encoding), Value>,
    /// The tensor type with each layout, once interned.
    typed: HashMap<(Type, Encoding), Type>,
    /// Hashes of the names in use in the function, sorted, collected when the
    /// first copy is named (a hash collision only makes a name look taken).
    names: Option<Vec<u64>>,
    /// The copies made so far.
    copies: HashSet<Inst>,
}

/// Rewrites `out`, the planned function, as the plan says; gives back the
/// value made for each `(value, layout)`, a copy or a conversion of `value`.
pub fn rewrite(
    planned: Planned<'_>,
    types: &mut Types,
    index: &FuncIndex,
    out: &mut Function,
) -> HashMap<(Value, Encoding), Value> {
    let mut rw = Rewriter {
        planned,
        types,
        n_planned_insts: out.dfg.num_insts(),
        retyped: Vec::with_capacity(out.dfg.num_values()),
        operands: Vec::new(),
        out,
        made: HashMap::new(),
        // Room for the tensor types of most kernels, so that it does not grow
        // (and rehash) type by type.
        typed: HashMap::with_capacity(16),
        names: None,
        copies: HashSet::new(),
    };
    rw.retype();
    for &inst in &index.order {
        rw.rewrite_operands(inst);
        rw.mark_efficient_gather(inst);
    }
    rw.finish();
    rw.made
}

impl Rewriter<'_> {
    /// The type with its home layout of every tensor value of the function,
    /// recorded in value order (the order the types are interned in).
    fn retype(&mut self) {
        for index in 0..self.out.dfg.num_values() {
            let value = Value::new(index);
            let ty = self.out.dfg.value_type(value);
            if !self.types.is_tensor(ty) {
                continue;
            }
            let enc = self.home(value);
            let ty = self.typed(ty, enc);
            self.retyped.push((value, ty));
        }
    }

    /// Marks a gather laid out in Triton's warp-local layout (an anchor) as
    /// Triton does: `efficient_layout`.
    fn mark_efficient_gather(&mut self, inst: Inst) {
        if !self.planned.anchors.is_anchor(inst) {
            return;
        }
        if let InstructionData::Gather {
            efficient_layout, ..
        } = self.out.dfg.inst_mut(inst)
        {
            *efficient_layout = true;
        }
    }

    /// Sets the new types and operands the walk recorded.
    fn finish(&mut self) {
        for &(value, ty) in &self.retyped {
            self.out.dfg.set_value_type(value, ty);
        }
        for &(inst, idx, value) in &self.operands {
            self.out.dfg.inst_mut(inst).args_mut()[idx as usize] = value;
        }
    }

    /// What `inst` (one of the function's own) wants of its operands when its
    /// result is in `result`; nothing when it cannot be.
    fn operand_wants(&mut self, inst: Inst, result: Option<Encoding>) -> Wants {
        let mut wanting = Wanting {
            func: self.out,
            types: self.types,
            anchors: self.planned.anchors,
            plan: self.planned.plan,
        };
        wanting.operand_wants(inst, result).unwrap_or_default()
    }

    /// Whether `value` is a tensor.
    fn is_tensor(&self, value: Value) -> bool {
        is_tensor(self.out, self.types, value)
    }

    /// Replaces each operand of `inst` that is not in the layout `inst` wants.
    fn rewrite_operands(&mut self, inst: Inst) {
        let dfg = &self.out.dfg;
        // Wants name tensor operands only: an op without any (a splat, scalar
        // arithmetic) has nothing to rewrite, and asking would cost more.
        if !dfg.inst(inst).args().iter().any(|&a| self.is_tensor(a)) {
            return;
        }
        let result = dfg
            .inst_results(inst)
            .iter()
            .copied()
            .find(|&r| self.is_tensor(r));
        let result = result.map(|r| self.home(r));
        let wants = self.operand_wants(inst, result);
        for (idx, enc) in wants {
            let arg = self.out.dfg.inst(inst).args()[idx as usize];
            if self.home(arg) != enc {
                let new = self.value_in(arg, enc, inst);
                self.operands.push((inst, idx, new));
            }
        }
    }

    /// `value` in layout `enc`, for `requester`: its copy in that layout or a
    /// conversion, made on first request.
    fn value_in(&mut self, value: Value, enc: Encoding, requester: Inst) -> Value {
        if let Some(&done) = self.made.get(&(value, enc)) {
            if self.copies.contains(&requester) {
                self.hoist_conversion(done, value, requester);
            }
            return done;
        }
        let new = match self.out.dfg.value_def(value) {
            ValueDef::Result(def, _) if self.planned.plan.is_copy(value, enc) => {
                self.copy(def, value, enc)
            }
            _ => {
                let at = self.insertion_point(value, requester);
                self.convert(value, enc, at, requester)
            }
        };
        self.made.insert((value, enc), new);
        new
    }

    /// A copy of `def` computing `value` in `enc`, placed before `def`.
    fn copy(&mut self, def: Inst, value: Value, enc: Encoding) -> Value {
        let ty = self.typed(self.out.dfg.value_type(value), enc);
        let data = self.out.dfg.inst(def).clone();
        let inst = self.out.dfg.make_inst(data, &[ty]);
        self.out.order.insert_inst_before(inst, def);
        self.copies.insert(inst);
        self.out.dfg.inst_locs[inst] = self.out.dfg.inst_locs[def];
        let srcloc = self.out.srclocs.inst(def);
        self.out.srclocs.set_inst(inst, srcloc);
        let new = self.out.dfg.inst_results(inst)[0];
        self.name_copy(value, new);
        let wants = self.operand_wants(def, Some(enc));
        for (idx, want) in wants {
            let arg = self.out.dfg.inst(def).args()[idx as usize];
            if self.home(arg) != want {
                let operand = self.value_in(arg, want, inst);
                self.out.dfg.inst_mut(inst).args_mut()[idx as usize] = operand;
            }
        }
        new
    }

    /// `ttg.convert_layout` of `value` to `enc`, placed before `at`.
    fn convert(&mut self, value: Value, enc: Encoding, at: Inst, requester: Inst) -> Value {
        let ty = self.typed(self.out.dfg.value_type(value), enc);
        let data = InstructionData::Unary {
            opcode: Opcode::ConvertLayout,
            arg: value,
        };
        let inst = self.out.dfg.make_inst(data, &[ty]);
        self.out.order.insert_inst_before(inst, at);
        let (loc, srcloc) = match self.out.dfg.value_def(value) {
            ValueDef::Result(def, _) => (self.out.dfg.inst_locs[def], self.out.srclocs.inst(def)),
            ValueDef::Param(..) => (
                self.planned_loc(requester),
                self.out.srclocs.inst(requester),
            ),
        };
        self.out.dfg.inst_locs[inst] = loc;
        self.out.srclocs.set_inst(inst, srcloc);
        self.out.dfg.inst_results(inst)[0]
    }

    /// The location of `inst` in the function as planned: none for a copy made
    /// here, which the planned function did not have (so that a conversion a
    /// copy asks for of a block parameter has no location, as it always had).
    fn planned_loc(&self, inst: Inst) -> PackedOption<Loc> {
        match inst.index() < self.n_planned_insts {
            true => self.out.dfg.inst_locs[inst],
            false => None.into(),
        }
    }

    /// Moves the conversion that made `converted` (a copy needs no move: it
    /// stands before its original) up to where `requester` can use it.
    fn hoist_conversion(&mut self, converted: Value, value: Value, requester: Inst) {
        let ValueDef::Result(inst, _) = self.out.dfg.value_def(converted) else {
            return;
        };
        if self.out.dfg.inst(inst).opcode() != Opcode::ConvertLayout {
            return;
        }
        let at = self.insertion_point(value, requester);
        let mut cursor = Some(at);
        while let Some(here) = cursor {
            if here == inst {
                self.out.order.remove_inst(inst);
                self.out.order.insert_inst_before(inst, at);
                return;
            }
            cursor = self.out.order.next_inst(here);
        }
    }

    /// Where a conversion of `value` for `requester` goes: before the
    /// instruction of `value`'s block that is or holds `requester`.
    fn insertion_point(&self, value: Value, requester: Inst) -> Inst {
        def_block(self.out, value)
            .and_then(|block| ancestor_in(self.out, block, requester))
            .unwrap_or(requester)
    }

    /// The home layout of `value` (the default layout if the plan has none,
    /// which only a tensor the function never defines could lack).
    fn home(&mut self, value: Value) -> Encoding {
        match self.planned.plan.home(value) {
            Some(enc) => enc,
            None => default_layout(self.out, self.types, self.planned.options, value),
        }
    }

    /// The tensor type `ty` with layout `enc`.
    fn typed(&mut self, ty: Type, enc: Encoding) -> Type {
        if let Some(&done) = self.typed.get(&(ty, enc)) {
            return done;
        }
        let types = &mut *self.types;
        let TypeData::Tensor { shape, elem, .. } = types.data(ty) else {
            return ty;
        };
        let (shape, elem) = (shape.clone(), *elem);
        let encoding = Some(enc);
        let new = types.intern(TypeData::Tensor {
            shape,
            elem,
            encoding,
        });
        self.typed.insert((ty, enc), new);
        new
    }

    /// Names `copy` after `original`: `name_1`, `name_2`, ... whichever is free.
    fn name_copy(&mut self, original: Value, copy: Value) {
        let Some(base) = self.out.dfg.value_name(original).map(str::to_owned) else {
            return;
        };
        let out = &*self.out;
        let hasher = self.made.hasher().clone();
        let names = self.names.get_or_insert_with(|| {
            let dfg = &out.dfg;
            let mut hashes: Vec<u64> = dfg
                .values()
                .filter_map(|(v, _)| dfg.value_name(v).map(|n| hasher.hash_one(n)))
                .collect();
            hashes.sort_unstable();
            hashes
        });
        // `base_1`, `base_2`, ... written into one buffer, without `format!`.
        let mut name = base;
        name.push('_');
        let stem = name.len();
        let mut k = 1u32;
        let at = loop {
            name.truncate(stem);
            push_decimal(&mut name, k);
            if let Err(at) = names.binary_search(&hasher.hash_one(name.as_str())) {
                break at;
            }
            k += 1;
        };
        names.insert(at, hasher.hash_one(name.as_str()));
        self.out.dfg.set_value_name(copy, &name);
    }
}

/// Appends `n` in decimal.
fn push_decimal(out: &mut String, n: u32) {
    if n >= 10 {
        push_decimal(out, n / 10);
    }
    out.push(char::from(b'0' + (n % 10) as u8));
}
