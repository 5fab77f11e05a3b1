//! Groups: values that cannot be recomputed in another layout, and the sets of
//! values that must share one layout.
//!
//! Every tensor value is either *rematerialisable*, cheap to compute again in any
//! layout a user wants (see `remat.rs`), or belongs to a group with one layout:
//!
//! - the result of an anchor (a coalesced load, an atomic, a dot) or of any op
//!   that forward propagation reached from one: the layout is known from the start;
//! - a loop-carried value of `scf.for`: its block parameter and its result (the
//!   initial and the yielded value must then be provided in that layout);
//! - a result of `scf.if` (both yielded values must match it);
//! - the before-block parameters of `scf.while`, and its after-block parameters
//!   with its results;
//! - the results of a `tt.reduce` or `tt.scan` (recomputing a reduction costs
//!   shuffles and shared memory, so its result is converted instead).
//!
//! A group without a known layout takes the first layout a user wants of it
//! (when the op can produce it), or else a default (`propagate.rs`). Uses that
//! want another layout get a `ttg.convert_layout`.

use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{entity_impl, PrimaryMap, SecondaryMap};
use tilelift_ir::{Encoding, Inst, Value};

/// A group of values that share one layout.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GroupId(u32);
entity_impl!(GroupId, "group");

/// What ties a group together, and so which values must be provided in its
/// layout once it has one.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Tie {
    /// The results of one op; its operands follow from its result layout.
    Op(Inst),
    /// Loop-carried value `n` of an `scf.for`: block parameter `n + 1` and result
    /// `n`; initial value and yielded value `n` must have the layout.
    Loop(Inst, u32),
    /// Result `n` of an `scf.if`; both yielded values `n` must have the layout.
    If(Inst, u32),
    /// Before-block parameter `n` of an `scf.while`; initial value `n` and the
    /// value the after block yields must have the layout.
    WhileBefore(Inst, u32),
    /// After-block parameter `n` and result `n` of an `scf.while`; forwarded
    /// value `n` of `scf.condition` must have the layout.
    WhileAfter(Inst, u32),
}

impl Tie {
    /// The op that makes the group.
    pub fn inst(self) -> Inst {
        match self {
            Tie::Op(inst)
            | Tie::Loop(inst, _)
            | Tie::If(inst, _)
            | Tie::WhileBefore(inst, _)
            | Tie::WhileAfter(inst, _) => inst,
        }
    }
}

/// One group.
#[derive(Clone, Debug)]
pub struct GroupData {
    /// What ties the values together.
    pub tie: Tie,
    /// The layout, once decided.
    pub layout: Option<Encoding>,
    /// Whether the values its layout requires have been asked for.
    pub sources_done: bool,
}

/// Every group of a function, and the group of each value.
#[derive(Default)]
pub struct Groups {
    data: PrimaryMap<GroupId, GroupData>,
    of: SecondaryMap<Value, PackedOption<GroupId>>,
}

impl Groups {
    /// A new group of `members`, with `layout` if it is already known.
    pub fn add(&mut self, tie: Tie, members: &[Value], layout: Option<Encoding>) -> GroupId {
        let id = self.data.push(GroupData {
            tie,
            layout,
            sources_done: false,
        });
        for &v in members {
            self.of[v] = id.into();
        }
        id
    }

    /// Makes room for `n_values` values, so that recording groups does not
    /// reallocate.
    pub fn reserve(&mut self, n_values: usize) {
        self.of.resize(n_values);
    }

    /// The number of groups.
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// Whether there is no group.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// The group of `value`; `None` for a rematerialisable value.
    pub fn of(&self, value: Value) -> Option<GroupId> {
        self.of[value].expand()
    }

    /// A group.
    pub fn get(&self, id: GroupId) -> &GroupData {
        &self.data[id]
    }

    /// A group, mutably.
    pub fn get_mut(&mut self, id: GroupId) -> &mut GroupData {
        &mut self.data[id]
    }

    /// The layout of `value`'s group, if it has a group with a layout.
    pub fn layout_of(&self, value: Value) -> Option<Encoding> {
        self.of(value).and_then(|g| self.data[g].layout)
    }
}
