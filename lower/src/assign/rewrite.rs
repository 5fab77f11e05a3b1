//! Applying a plan to the output function: new tensor types, copies of the
//! rematerialised instructions, and `ttg.convert_layout` where a use wants a
//! layout its value is not computed in.
//!
//! 1. Every tensor value of the function gets the type with its home layout.
//! 2. In program order, each instruction's operands are checked against what it
//!    wants ([`Planner::operand_wants`]); an operand in another layout is replaced
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
//! does) moves it up. Copies keep their original's location and take its name
//! with a suffix (`%rm_1` for a copy of `%rm`); conversions take the location
//! of the value they convert and no name, so they print as numbers, as in
//! Triton's TTGIR.

use super::index::{ancestor_in, def_block, FuncIndex};
use super::plan::Planner;
use hashbrown::{HashMap, HashSet};
use std::hash::BuildHasher;
use tilelift_ir::{
    Encoding, Function, Inst, InstructionData, Opcode, Type, TypeData, Value, ValueDef,
};

/// The state of one function's rewrite.
struct Rewriter<'p, 'a> {
    planner: &'p mut Planner<'a>,
    out: &'p mut Function,
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

/// Rewrites `out`, a copy of the planned function, as the plan says.
pub fn rewrite(planner: &mut Planner<'_>, index: &FuncIndex, out: &mut Function) {
    let mut rw = Rewriter {
        planner,
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
    }
}

impl Rewriter<'_, '_> {
    /// Gives every tensor value of the original function its home layout.
    fn retype(&mut self) {
        let func = self.planner.func;
        for (value, data) in func.dfg.values() {
            if !self.planner.types.is_tensor(data.ty) {
                continue;
            }
            let enc = self.home(value);
            let ty = self.typed(data.ty, enc);
            self.out.dfg.set_value_type(value, ty);
        }
    }

    /// Replaces each operand of `inst` that is not in the layout `inst` wants.
    fn rewrite_operands(&mut self, inst: Inst) {
        let func = self.planner.func;
        // Wants name tensor operands only: an op without any (a splat, scalar
        // arithmetic) has nothing to rewrite, and asking would cost more.
        if !func
            .dfg
            .inst(inst)
            .args()
            .iter()
            .any(|&a| self.planner.is_tensor(a))
        {
            return;
        }
        let result = func
            .dfg
            .inst_results(inst)
            .iter()
            .find(|&&r| self.planner.is_tensor(r))
            .map(|&r| self.home(r));
        let wants = self.planner.operand_wants(inst, result).unwrap_or_default();
        for (idx, enc) in wants {
            let arg = func.dfg.inst(inst).args()[idx as usize];
            if self.home(arg) != enc {
                let new = self.value_in(arg, enc, inst);
                self.out.dfg.inst_mut(inst).args_mut()[idx as usize] = new;
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
        let new = match self.planner.func.dfg.value_def(value) {
            ValueDef::Result(def, _) if self.planner.plan.is_copy(value, enc) => {
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
        let func = self.planner.func;
        let ty = self.typed(func.dfg.value_type(value), enc);
        let inst = self.out.dfg.make_inst(func.dfg.inst(def).clone(), &[ty]);
        self.out.order.insert_inst_before(inst, def);
        self.copies.insert(inst);
        self.out.dfg.inst_locs[inst] = func.dfg.inst_locs[def];
        let new = self.out.dfg.inst_results(inst)[0];
        self.name_copy(value, new);
        let wants = self
            .planner
            .operand_wants(def, Some(enc))
            .unwrap_or_default();
        for (idx, want) in wants {
            let arg = func.dfg.inst(def).args()[idx as usize];
            if self.home(arg) != want {
                let operand = self.value_in(arg, want, inst);
                self.out.dfg.inst_mut(inst).args_mut()[idx as usize] = operand;
            }
        }
        new
    }

    /// `ttg.convert_layout` of `value` to `enc`, placed before `at`.
    fn convert(&mut self, value: Value, enc: Encoding, at: Inst, requester: Inst) -> Value {
        let func = self.planner.func;
        let ty = self.typed(func.dfg.value_type(value), enc);
        let data = InstructionData::Unary {
            opcode: Opcode::ConvertLayout,
            arg: value,
        };
        let inst = self.out.dfg.make_inst(data, &[ty]);
        self.out.order.insert_inst_before(inst, at);
        let loc = match func.dfg.value_def(value) {
            ValueDef::Result(def, _) => func.dfg.inst_locs[def],
            ValueDef::Param(..) => func.dfg.inst_locs[requester],
        };
        self.out.dfg.inst_locs[inst] = loc;
        self.out.dfg.inst_results(inst)[0]
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
        match self.planner.plan.home(value) {
            Some(enc) => enc,
            None => self.planner.default_layout(value),
        }
    }

    /// The tensor type `ty` with layout `enc`.
    fn typed(&mut self, ty: Type, enc: Encoding) -> Type {
        if let Some(&done) = self.typed.get(&(ty, enc)) {
            return done;
        }
        let types = &mut *self.planner.types;
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
        let (name, at) = (1..)
            .map(|k| format!("{base}_{k}"))
            .find_map(|n| {
                let at = names.binary_search(&hasher.hash_one(n.as_str())).err()?;
                Some((n, at))
            })
            .expect("some suffix is free");
        names.insert(at, hasher.hash_one(name.as_str()));
        self.out.dfg.set_value_name(copy, &name);
    }
}
