//! The printer: writes a module in the syntax Triton prints, so that a module read
//! from Triton's text prints back to the same text, and TTGIR that tilelift produces
//! can be diffed against Triton's.
//!
//! - `mod.rs`: the `Printer` state, modules, functions, blocks and value names;
//! - `types.rs`: types, encodings and encoding aliases (`#blocked1`);
//! - `attrs.rs`: attribute values, constants and locations;
//! - `ops.rs`: the text of each op;
//! - `float.rs`: float literals as MLIR prints them;
//! - `decimal.rs`: their decimal digits, as `APFloat::toString` computes them.

mod attrs;
mod control;
mod decimal;
pub mod float;
mod ops;
mod ttg;
mod types;

use crate::entities::{Block, Encoding, FuncId, Inst, Loc, Region, Value};
use crate::function::{Function, Module, Visibility};
use crate::ValueDef;
use cranelift_entity::SecondaryMap;
use hashbrown::{HashMap, HashSet};
use std::fmt::Write;

/// Printing options.
#[derive(Copy, Clone, Debug)]
pub struct PrintOptions {
    /// Print `loc(...)` locations and the `#loc` aliases.
    pub locations: bool,
}

impl Default for PrintOptions {
    fn default() -> Self {
        PrintOptions { locations: true }
    }
}

/// Prints a module.
pub fn print_module(module: &Module, options: &PrintOptions) -> String {
    // A first pass records the order in which encodings are first printed, which
    // numbers their aliases (`#blocked`, `#blocked1`, ...) as MLIR does.
    let mut collect = Printer::new(module, *options, None);
    collect.write_funcs();
    let aliases = types::EncodingAliases::number(module, &collect.seen_encodings);
    let mut printer = Printer::new(module, *options, Some(aliases));
    printer.write_module();
    printer.out
}

/// The MLIR text of one type, encodings written out in full (for messages).
pub fn type_to_string(module: &Module, ty: crate::Type) -> String {
    let mut printer = Printer::new(module, PrintOptions::default(), None);
    printer.aliases = Some(types::EncodingAliases::none());
    printer.put_type(ty);
    printer.out
}

/// The state of one print.
struct Printer<'m> {
    module: &'m Module,
    options: PrintOptions,
    out: String,
    /// Encoding aliases; `None` in the collecting pass.
    aliases: Option<types::EncodingAliases>,
    /// Encodings in the order they were first printed (collecting pass).
    seen_encodings: Vec<Encoding>,
    /// The text of each value of the function being printed (`%offs_3`, `%acc#1`).
    names: SecondaryMap<Value, String>,
    /// The function being printed.
    func: Option<FuncId>,
    /// The numbers of the function body's blocks (`^bb1`), while it has several.
    block_numbers: HashMap<Block, usize>,
}

/// The indentation step.
const INDENT: usize = 2;

/// Modules and functions.
impl<'m> Printer<'m> {
    fn new(
        module: &'m Module,
        options: PrintOptions,
        aliases: Option<types::EncodingAliases>,
    ) -> Self {
        Printer {
            module,
            options,
            out: String::new(),
            aliases,
            seen_encodings: Vec::new(),
            names: SecondaryMap::new(),
            func: None,
            block_numbers: HashMap::new(),
        }
    }

    fn write_module(&mut self) {
        self.write_leading_aliases();
        self.out.push_str("module ");
        if !self.module.attrs.is_empty() {
            self.out.push_str("attributes ");
            self.put_attr_dict(&self.module.attrs);
            self.out.push(' ');
        }
        self.out.push_str("{\n");
        self.write_funcs();
        self.out.push('}');
        self.put_loc(self.module.loc);
        self.out.push('\n');
        self.write_trailing_aliases();
    }

    fn write_funcs(&mut self) {
        for (id, func) in self.module.funcs.iter() {
            self.func = Some(id);
            self.names = value_names(func);
            self.write_func(func);
        }
    }

    fn func(&self) -> &'m Function {
        &self.module.funcs[self.func.expect("printing outside a function")]
    }

    fn write_func(&mut self, func: &'m Function) {
        self.indent(1);
        self.out.push_str("tt.func ");
        match func.visibility {
            Visibility::Public => self.out.push_str("public "),
            Visibility::Private => self.out.push_str("private "),
            Visibility::Unspecified => {}
        }
        write!(self.out, "@{}(", func.name).unwrap();
        for (i, &arg) in func.args().iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.put_value(arg);
            self.out.push_str(": ");
            self.put_type(func.dfg.value_type(arg));
            if let Some(attrs) = func.arg_attrs.get(i).filter(|a| !a.is_empty()) {
                self.out.push(' ');
                self.put_arg_attrs(attrs);
            }
            self.put_loc(func.dfg.param_locs[arg].expand());
        }
        self.out.push(')');
        self.put_func_results(func);
        if !func.attrs.is_empty() {
            self.out.push_str(" attributes ");
            self.put_attr_dict(&func.attrs);
        }
        self.out.push_str(" {\n");
        self.write_body(func);
        self.indent(1);
        self.out.push('}');
        self.put_loc(func.loc);
        self.out.push('\n');
    }

    fn put_func_results(&mut self, func: &Function) {
        match func.result_types.as_slice() {
            [] => {}
            [ty] => {
                self.out.push_str(" -> ");
                self.put_type(*ty);
            }
            tys => {
                self.out.push_str(" -> (");
                self.put_type_list(tys);
                self.out.push(')');
            }
        }
    }
}

/// Regions, blocks and instructions.
impl Printer<'_> {
    /// The blocks of a function body: the entry block's instructions, then each
    /// other block under its label, with MLIR's comment naming its predecessors
    /// (`^bb1:  // pred: ^bb0`, `^bb1:  // 2 preds: ^bb0, ^bb2`).
    fn write_body(&mut self, func: &Function) {
        let blocks: Vec<Block> = func.order.blocks(func.body).collect();
        if let [entry] = blocks[..] {
            return self.write_block_insts(entry, 2);
        }
        let number = |b: Block| blocks.iter().position(|&x| x == b);
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); blocks.len()];
        for (i, &block) in blocks.iter().enumerate() {
            let Some(last) = func.order.last_inst(block) else {
                continue;
            };
            for (dest, _) in func.dfg.inst(last).branch_dests() {
                if let Some(d) = number(dest) {
                    preds[d].push(i);
                }
            }
        }
        self.block_numbers = blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        for (i, &block) in blocks.iter().enumerate() {
            if i > 0 {
                self.write_block_label(block, i, 1);
                // The label's newline, replaced by the comment.
                self.out.pop();
                let mut p = std::mem::take(&mut preds[i]);
                p.sort_unstable();
                match p[..] {
                    [] => self.out.push_str("  // no predecessors"),
                    [one] => write!(self.out, "  // pred: ^bb{one}").unwrap(),
                    _ => {
                        write!(self.out, "  // {} preds: ", p.len()).unwrap();
                        for (k, q) in p.iter().enumerate() {
                            let sep = if k > 0 { ", " } else { "" };
                            write!(self.out, "{sep}^bb{q}").unwrap();
                        }
                    }
                }
                self.out.push('\n');
            }
            self.write_block_insts(block, 2);
        }
        self.block_numbers.clear();
    }

    /// `^bb1(%a, %b : T, U)`: a branch destination.
    pub(super) fn put_block_call(&mut self, block: Block, args: &[Value]) {
        match self.block_numbers.get(&block) {
            Some(n) => write!(self.out, "^bb{n}").unwrap(),
            None => write!(self.out, "^{block}").unwrap(),
        }
        if !args.is_empty() {
            self.out.push('(');
            self.put_values(args);
            self.out.push_str(" : ");
            for (i, &a) in args.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.put_type(self.func().dfg.value_type(a));
            }
            self.out.push(')');
        }
    }

    /// Writes the instructions of a block, one per line, at `level`.
    fn write_block_insts(&mut self, block: Block, level: usize) {
        let func = self.func();
        for inst in func.order.insts(block) {
            if self.is_elided_terminator(inst) {
                continue;
            }
            self.write_inst(inst, level);
        }
    }

    /// MLIR omits a `scf.yield` without operands at the end of `scf.for` and
    /// `scf.if` bodies.
    fn is_elided_terminator(&self, inst: Inst) -> bool {
        let func = self.func();
        let data = func.dfg.inst(inst);
        if data.opcode() != crate::Opcode::Yield || !data.args().is_empty() {
            return false;
        }
        let parent = func
            .order
            .inst_block(inst)
            .and_then(|b| func.order.block_region(b))
            .and_then(|r| func.dfg.region_parent(r));
        parent.is_some_and(|p| {
            matches!(
                func.dfg.inst(p).opcode(),
                crate::Opcode::For | crate::Opcode::If
            )
        })
    }

    fn write_inst(&mut self, inst: Inst, level: usize) {
        self.indent(level);
        let results = self.func().dfg.inst_results(inst);
        if !results.is_empty() {
            self.put_result_group(inst, results.len());
            self.out.push_str(" = ");
        }
        self.put_inst(inst, level);
        self.put_loc(self.func().dfg.inst_locs[inst].expand());
        self.out.push('\n');
    }

    /// `%x`, or `%acc:3` for several results, or `%lhs, %rhs` where the source
    /// named each result.
    fn put_result_group(&mut self, inst: Inst, n: usize) {
        let results = self.func().dfg.inst_results(inst);
        let name = &self.names[results[0]];
        if n == 1 {
            self.out.push_str(name);
        } else if each_result_named(&self.func().dfg, inst) {
            for (i, &r) in results.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.out.push_str(&self.names[r]);
            }
        } else {
            let base = name.strip_suffix("#0").unwrap_or(name);
            write!(self.out, "{base}:{n}").unwrap();
        }
    }

    /// Writes a region's blocks between braces. With `skip_entry_label`, the entry
    /// block's label is left out (its parameters were printed by the op itself).
    fn write_region(&mut self, region: Region, level: usize, skip_entry_label: bool) {
        self.out.push_str("{\n");
        let func = self.func();
        for (i, block) in func.order.blocks(region).enumerate() {
            // MLIR leaves out the label of an entry block without parameters.
            let entry_unlabelled = skip_entry_label || func.dfg.block_params(block).is_empty();
            if i > 0 || !entry_unlabelled {
                self.write_block_label(block, i, level);
            }
            self.write_block_insts(block, level + 1);
        }
        self.indent(level);
        self.out.push('}');
    }

    /// `^bb0(%a: f32 loc(...), %b: f32 loc(...)):`.
    fn write_block_label(&mut self, block: Block, index: usize, level: usize) {
        self.indent(level);
        write!(self.out, "^bb{index}").unwrap();
        let func = self.func();
        let params = func.dfg.block_params(block);
        if !params.is_empty() {
            self.out.push('(');
            for (i, &param) in params.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.put_value(param);
                self.out.push_str(": ");
                self.put_type(func.dfg.value_type(param));
                self.put_loc(func.dfg.param_locs[param].expand());
            }
            self.out.push(')');
        }
        self.out.push_str(":\n");
    }

    fn put_value(&mut self, value: Value) {
        let name = &self.names[value];
        self.out.push_str(name);
    }

    fn put_values(&mut self, values: &[Value]) {
        for (i, &v) in values.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.put_value(v);
        }
    }

    fn indent(&mut self, level: usize) {
        for _ in 0..level * INDENT {
            self.out.push(' ');
        }
    }

    /// ` loc(...)` when locations are printed.
    fn put_loc(&mut self, loc: Option<Loc>) {
        if let (true, Some(loc)) = (self.options.locations, loc) {
            self.out.push_str(" loc(");
            self.put_loc_body(loc);
            self.out.push(')');
        }
    }
}

/// The text of every value of `func`: its name from the source, or a fresh number,
/// unique in the function. Results after the first of a multi-result instruction
/// print as `%name#i`.
fn value_names(func: &Function) -> SecondaryMap<Value, String> {
    let dfg = &func.dfg;
    let mut taken: HashSet<&str> = HashSet::new();
    for (value, _) in dfg.values() {
        if let Some(name) = dfg.value_name(value) {
            taken.insert(name);
        }
    }
    let mut fresh = Fresh {
        taken,
        next_num: 0,
        next_arg: 0,
    };
    let mut names = SecondaryMap::with_default(String::new());
    let mut group: HashMap<Inst, String> = HashMap::new();
    for (value, data) in dfg.values() {
        let text = match data.def {
            ValueDef::Result(inst, n)
                if dfg.inst_results(inst).len() > 1 && !each_result_named(dfg, inst) =>
            {
                let base = group.entry(inst).or_insert_with(|| {
                    fresh.base(dfg.value_name(dfg.inst_results(inst)[0]), false)
                });
                format!("{base}#{n}")
            }
            ValueDef::Result(..) => fresh.base(dfg.value_name(value), false),
            ValueDef::Param(..) => fresh.base(dfg.value_name(value), true),
        };
        names[value] = text;
    }
    names
}

/// Whether every result of a multi-result `inst` has its own name from the
/// source (`%lhs, %rhs = tt.split ...`), rather than one name for the group
/// (`%x:2 = ...`, used as `%x#0`, `%x#1`).
fn each_result_named(dfg: &crate::DataFlowGraph, inst: Inst) -> bool {
    dfg.inst_results(inst)
        .iter()
        .all(|&r| dfg.value_name(r).is_some())
}

/// Fresh names for values the source did not name.
struct Fresh<'a> {
    taken: HashSet<&'a str>,
    next_num: u32,
    next_arg: u32,
}

impl Fresh<'_> {
    fn base(&mut self, name: Option<&str>, is_param: bool) -> String {
        if let Some(name) = name {
            return format!("%{name}");
        }
        loop {
            let candidate = if is_param {
                self.next_arg += 1;
                format!("arg{}", self.next_arg - 1)
            } else {
                self.next_num += 1;
                format!("{}", self.next_num - 1)
            };
            if !self.taken.contains(candidate.as_str()) {
                return format!("%{candidate}");
            }
        }
    }
}
