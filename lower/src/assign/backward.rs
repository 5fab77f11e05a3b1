//! Backward rematerialisation: a value that forward propagation put in one
//! layout, and that a memory op then converts to its own, is computed in the
//! memory op's layout instead, where that costs no new conversion. Triton's
//! `RemoveLayoutConversions` does the same in its `backwardRematerialization`
//! step, after its forward propagation.
//!
//! For each operand `v` of an anchored load, store or atomic whose layout `T`
//! is not the layout `S` forward propagation reached `v` with (so a
//! `ttg.convert_layout` would feed the memory op), the *slice* of `v` is
//! walked backward from `v`, each value with the layout it would need:
//!
//! - a value already in the layout it is wanted in, or one whose whole
//!   definition is free of forward-propagated values (make-ranges, splats,
//!   small loads and what is computed from them only), ends the walk: it is
//!   computed, or copied, in that layout anyway;
//! - so does a value that another anchored memory op converts to the wanted
//!   layout already: the slice reuses that conversion;
//! - any other value joins the slice if its op can produce the wanted layout
//!   (elementwise ops, broadcasts, `expand_dims`, transposes, one-result
//!   reductions and scans) and every use of it is in the slice or an anchored
//!   memory op wanting it in that layout: it is moved, never duplicated.
//!
//! The slice moves to the new layouts only if none of its values needs more
//! registers per thread there, and no reduction or scan in it crosses more
//! warps, or as many warps and more lanes, along its axis. One conversion
//! goes (the one feeding the memory op), none is added, and the work of the
//! slice does not grow: a reduction or scan may get cheaper, as in
//! `mamba_chunk_cumsum_fwd`, whose cumulative sum then runs along the lanes of
//! the store's row-major layout rather than across the warps of the load's
//! column-major one (Triton's TTGIR does the same).

use super::anchors::Anchors;
use super::family::{family, Family};
use super::index::FuncIndex;
use super::infer::src_encoding;
use crate::layout::convert::to_linear_layout;
use crate::layout::linear::{Dim, LinearLayout};
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::SecondaryMap;
use hashbrown::HashMap;
use tilelift_ir::{Encoding, Function, Inst, InstructionData, Types, Value, ValueDef};

/// Moves the slices of converted memory-op operands to the memory op's layout
/// where that is no dearer (see the [module documentation](self)), changing
/// `reached`, the layouts forward propagation gave.
pub fn rematerialise(
    func: &Function,
    index: &FuncIndex,
    anchors: &Anchors,
    types: &mut Types,
    reached: &mut SecondaryMap<Value, PackedOption<Encoding>>,
) {
    let mut walk = Walk {
        func,
        index,
        anchors,
        types,
        reached,
        free: HashMap::new(),
        linear: HashMap::new(),
    };
    for &inst in &index.order {
        if !walk.is_memory_anchor(inst) {
            continue;
        }
        let Some(target) = anchors.layout(inst) else {
            continue;
        };
        for &arg in func.dfg.inst(inst).args() {
            let from = walk.reached[arg].expand();
            if from.is_some_and(|from| from != target) {
                if let Some(slice) = walk.slice(arg, target) {
                    for (value, enc) in slice {
                        walk.reached[value] = enc.into();
                    }
                }
            }
        }
    }
}

/// One function's walks, and what they have learnt of it.
struct Walk<'a> {
    func: &'a Function,
    index: &'a FuncIndex,
    anchors: &'a Anchors,
    types: &'a mut Types,
    reached: &'a mut SecondaryMap<Value, PackedOption<Encoding>>,
    /// Whether a value is free of forward-propagated values, once asked.
    free: HashMap<Value, bool>,
    /// The linear layouts the costs were asked of.
    linear: HashMap<(Encoding, Vec<i64>), LinearLayout>,
}

impl Walk<'_> {
    /// Whether `inst` is a load, store or atomic whose layout is fixed.
    fn is_memory_anchor(&self, inst: Inst) -> bool {
        let fam = family(self.func.dfg.inst(inst).opcode());
        matches!(fam, Family::Load | Family::Store | Family::Atomic) && self.anchors.is_anchor(inst)
    }

    /// The slice that would give `root` in `target` (each value with its new
    /// layout), or `None` where moving it would cost a conversion or more work.
    fn slice(&mut self, root: Value, target: Encoding) -> Option<Vec<(Value, Encoding)>> {
        let mut members: Vec<(Value, Encoding)> = Vec::new();
        let mut stack = vec![(root, target)];
        while let Some((value, enc)) = stack.pop() {
            if let Some(&(_, had)) = members.iter().find(|(v, _)| *v == value) {
                if had != enc {
                    return None;
                }
                continue;
            }
            let home = self.reached[value].expand();
            if home.is_none_or(|home| home == enc) {
                if home.is_none() && !self.is_free(value) {
                    return None;
                }
                continue;
            }
            if value != root && self.converted_elsewhere(value, enc) {
                continue;
            }
            let inst = self.movable_def(value)?;
            let data = self.func.dfg.inst(inst);
            let want = src_encoding(self.types, data, family(data.opcode()), enc)?;
            members.push((value, enc));
            for &arg in self.func.dfg.inst(inst).args() {
                if self.types.is_tensor(self.func.dfg.value_type(arg)) {
                    stack.push((arg, want));
                }
            }
        }
        let moved = |v: Value| members.iter().find(|(m, _)| *m == v).map(|&(_, e)| e);
        let all_uses_follow = members.iter().all(|&(value, enc)| {
            self.index.uses(value).iter().all(|&(user, _)| {
                let result = self.func.dfg.inst_results(user).first().copied();
                let in_slice = result.is_some_and(|r| moved(r).is_some());
                in_slice || self.anchored_in(user, enc)
            })
        });
        // The costs last: they need linear layouts, the dearest question.
        let no_dearer = all_uses_follow
            && members.iter().all(|&(value, enc)| {
                let from = self.reached[value].expand();
                from.is_some_and(|from| self.no_dearer(value, from, enc))
            });
        no_dearer.then_some(members)
    }

    /// The instruction that defines `value`, if its op can be moved to
    /// another layout: one tensor result, of an op with a layout rule.
    fn movable_def(&self, value: Value) -> Option<Inst> {
        let ValueDef::Result(inst, _) = self.func.dfg.value_def(value) else {
            return None;
        };
        let movable = matches!(
            family(self.func.dfg.inst(inst).opcode()),
            Family::Elementwise
                | Family::Broadcast
                | Family::ExpandDims
                | Family::Trans
                | Family::Reduce
                | Family::Scan
        );
        (movable && self.func.dfg.inst_results(inst).len() == 1).then_some(inst)
    }

    /// Whether another anchored memory op wants `value` in `enc` (so that its
    /// conversion is made anyway).
    fn converted_elsewhere(&self, value: Value, enc: Encoding) -> bool {
        self.index
            .uses(value)
            .iter()
            .any(|&(user, _)| self.anchored_in(user, enc))
    }

    /// Whether `user` is an anchored memory op of layout `enc` (which wants
    /// its operands in it).
    fn anchored_in(&self, user: Inst, enc: Encoding) -> bool {
        self.is_memory_anchor(user) && self.anchors.layout(user) == Some(enc)
    }

    /// Whether `value` costs no more in `to` than in `from`: no more
    /// registers per thread, and for a reduction or scan no more warps (then
    /// lanes) along its axis.
    fn no_dearer(&mut self, value: Value, from: Encoding, to: Encoding) -> bool {
        let shape = self.types.shape(self.func.dfg.value_type(value)).to_vec();
        let regs = |walk: &mut Self, enc| {
            let layout = walk.linear(enc, &shape)?;
            Some(layout.in_dim_size(Dim::Register))
        };
        match (regs(self, from), regs(self, to)) {
            (Some(old), Some(new)) if new <= old => {}
            _ => return false,
        }
        let ValueDef::Result(inst, _) = self.func.dfg.value_def(value) else {
            return false;
        };
        let data = self.func.dfg.inst(inst);
        let fam = family(data.opcode());
        let (Family::Reduce | Family::Scan, InstructionData::ReduceScan { axis, .. }) = (fam, data)
        else {
            return true;
        };
        // A reduction's result is a slice: its operand's layout is the parent.
        let (Some(from), Some(to)) = (
            src_encoding(self.types, data, fam, from),
            src_encoding(self.types, data, fam, to),
        ) else {
            return false;
        };
        let shape = self
            .types
            .shape(self.func.dfg.value_type(data.args()[0]))
            .to_vec();
        let mut spread = |enc| Some(across(self.linear(enc, &shape)?, *axis));
        matches!((spread(from), spread(to)), (Some(old), Some(new)) if new <= old)
    }

    /// The linear layout of `enc` over `shape`, made once per walk.
    fn linear(&mut self, enc: Encoding, shape: &[i64]) -> Option<&LinearLayout> {
        let key = (enc, shape.to_vec());
        if !self.linear.contains_key(&key) {
            let layout = to_linear_layout(self.types, enc, shape)?;
            self.linear.insert(key.clone(), layout);
        }
        self.linear.get(&key)
    }

    /// Whether `value`'s definition reaches no forward-propagated value (nor a
    /// block parameter, a reduction or an anchor): it can be made in any layout.
    fn is_free(&mut self, value: Value) -> bool {
        if let Some(&known) = self.free.get(&value) {
            return known;
        }
        let free = match self.func.dfg.value_def(value) {
            _ if self.reached[value].is_some() => false,
            ValueDef::Param(..) => false,
            ValueDef::Result(inst, _) => {
                let fam = family(self.func.dfg.inst(inst).opcode());
                let leafy = match fam {
                    Family::Leaf | Family::Elementwise | Family::Broadcast | Family::ExpandDims => {
                        true
                    }
                    Family::Load => !self.anchors.is_anchor(inst),
                    _ => false,
                };
                leafy
                    && self.func.dfg.inst(inst).args().iter().all(|&arg| {
                        !self.types.is_tensor(self.func.dfg.value_type(arg)) || self.is_free(arg)
                    })
            }
        };
        self.free.insert(value, free);
        free
    }
}

/// `(warps, lanes)` along tensor dimension `axis` of `layout` (as log2): what
/// a reduction or scan along it crosses.
fn across(layout: &LinearLayout, axis: u32) -> (u32, u32) {
    let out = Dim::Tensor(axis as u8);
    let count = |dim| {
        (0..layout.in_dim_size_log2(dim) as usize)
            .filter(|&i| layout.basis(dim, i, out) != 0)
            .count() as u32
    };
    (count(Dim::Warp), count(Dim::Lane))
}
