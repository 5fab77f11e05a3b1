//! Functions (`tt.func`) and modules.

use crate::attrs::AttrList;
use crate::dfg::DataFlowGraph;
use crate::entities::{Block, FuncId, Loc, Region, Type, Value};
use crate::location::Locations;
use crate::order::ProgramOrder;
use crate::srcloc::SourceLocs;
use crate::types::Types;
use cranelift_entity::PrimaryMap;

/// The visibility written after `tt.func`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Visibility {
    /// `tt.func public @f`: a kernel entry point.
    Public,
    /// `tt.func private @f`: a device function.
    Private,
    /// Nothing written.
    Unspecified,
}

/// The attributes of one function argument.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct ArgAttrs {
    /// `tt.divisibility`: the value (or the address, for a pointer) is a multiple.
    pub divisibility: Option<u32>,
    /// `tt.contiguity`.
    pub contiguity: Option<u32>,
    /// `tt.constancy`.
    pub constancy: Option<u32>,
    /// Every other attribute, kept as read.
    pub others: AttrList,
}

impl ArgAttrs {
    /// Whether there is nothing to print.
    pub fn is_empty(&self) -> bool {
        self.divisibility.is_none()
            && self.contiguity.is_none()
            && self.constancy.is_none()
            && self.others.is_empty()
    }
}

/// A function: a signature and a body region.
#[derive(Clone, PartialEq, Debug)]
pub struct Function {
    /// The symbol name, without `@`.
    pub name: String,
    /// The visibility.
    pub visibility: Visibility,
    /// The per-argument attributes, one per parameter of the entry block.
    pub arg_attrs: Vec<ArgAttrs>,
    /// The result types (empty for kernels).
    pub result_types: Vec<Type>,
    /// The function attributes (`attributes {noinline = false}`).
    pub attrs: AttrList,
    /// The location after the closing brace.
    pub loc: Option<Loc>,
    /// What the function computes.
    pub dfg: DataFlowGraph,
    /// The order of its blocks and instructions.
    pub order: ProgramOrder,
    /// The body region; its entry block's parameters are the arguments.
    pub body: Region,
    /// Where the function and its instructions were written in the text it was
    /// read from (not compared: see [`SourceLocs`]).
    pub srclocs: SourceLocs,
}

impl Function {
    /// A function with an empty body region holding one entry block without
    /// parameters.
    pub fn new(name: impl Into<String>) -> Self {
        Self::with_capacity(name, 0)
    }

    /// Like [`Function::new`], with room for about `n_insts` instructions.
    pub fn with_capacity(name: impl Into<String>, n_insts: usize) -> Self {
        let mut dfg = DataFlowGraph::with_capacity(n_insts);
        let body = dfg.make_region();
        let entry = dfg.make_block();
        let mut order = ProgramOrder::with_capacity(n_insts);
        order.append_block(body, entry);
        Function {
            name: name.into(),
            visibility: Visibility::Public,
            arg_attrs: Vec::new(),
            result_types: Vec::new(),
            attrs: AttrList::new(),
            loc: None,
            dfg,
            order,
            body,
            srclocs: SourceLocs::default(),
        }
    }

    /// The entry block.
    pub fn entry_block(&self) -> Block {
        self.order
            .entry_block(self.body)
            .expect("a function body always has an entry block")
    }

    /// The arguments: the parameters of the entry block.
    pub fn args(&self) -> &[Value] {
        self.dfg.block_params(self.entry_block())
    }

    /// Appends an argument of type `ty`.
    pub fn append_arg(&mut self, ty: Type, attrs: ArgAttrs) -> Value {
        let entry = self.entry_block();
        self.arg_attrs.push(attrs);
        self.dfg.append_block_param(entry, ty)
    }
}

/// A module: functions, the types and locations they share, and module attributes.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Module {
    /// Module attributes (`"ttg.num-warps" = 4 : i32`, ...), in printed order.
    pub attrs: AttrList,
    /// The functions, in order.
    pub funcs: PrimaryMap<FuncId, Function>,
    /// The interned types and encodings.
    pub types: Types,
    /// The locations.
    pub locs: Locations,
    /// The location after the module's closing brace.
    pub loc: Option<Loc>,
}

impl Module {
    /// An empty module.
    pub fn new() -> Self {
        Self::default()
    }

    /// The function named `name`.
    pub fn func_by_name(&self, name: &str) -> Option<FuncId> {
        self.funcs
            .iter()
            .find(|(_, f)| f.name == name)
            .map(|(id, _)| id)
    }

    /// An integer module attribute, such as `"ttg.num-warps"`.
    pub fn int_attr(&self, name: &str) -> Option<i64> {
        crate::attrs::int_attr(&self.attrs, name)
    }
}
