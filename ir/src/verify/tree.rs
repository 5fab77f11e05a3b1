//! Handle integrity of one function, and the tree of regions, blocks and
//! instructions that the later checks walk.
//!
//! The walk starts at the function body and follows the program order into every
//! region an instruction owns. On the way it checks that every handle it meets is in
//! range, that every block and instruction is placed once (a corrupt linked list
//! stops the walk of that list instead of looping), that each block and instruction
//! records the region or block that lists it, that every region an instruction
//! names has that instruction as its parent, and that every value has a valid type.
//!
//! What it reaches is recorded in a [`Tree`] of plain vectors, so that later checks
//! never follow the linked lists again, and each instruction is marked *sound* when
//! its format, operands, results and regions passed. Typing rules run only on sound
//! instructions.

use super::context::FuncCx;
use super::errors::VerifierErrors;
use super::tables::check_loc;
use crate::entities::{Block, Inst, Region};
use crate::instructions::{Format, InstructionData};
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::SecondaryMap;

/// How deep regions may nest. Triton kernels nest a few loops; the bound keeps a
/// malformed module from exhausting the stack of the recursive walks.
pub(super) const MAX_REGION_DEPTH: usize = 64;

/// The regions, blocks and instructions reached from a function body.
///
/// The lists of blocks and of instructions are ranges of two flat vectors, so
/// that building the tree allocates a few vectors, not one per block.
///
/// What the walk records about each region, block and instruction is kept in one
/// table per entity kind, again to allocate less.
#[derive(Default)]
pub(super) struct Tree {
    regions: Vec<Region>,
    region_info: SecondaryMap<Region, RegionInfo>,
    block_list: Vec<Block>,
    block_info: SecondaryMap<Block, BlockInfo>,
    inst_list: Vec<Inst>,
    inst_info: SecondaryMap<Inst, InstInfo>,
}

#[derive(Clone, Copy, Default)]
struct RegionInfo {
    /// Whether the walk reached the region.
    walked: bool,
    /// The range of `block_list` that lists the region's blocks.
    blocks: (u32, u32),
}

#[derive(Clone, Copy, Default)]
struct BlockInfo {
    /// Whether a region listed the block already.
    seen: bool,
    /// The range of `inst_list` that lists the block's instructions.
    insts: (u32, u32),
}

#[derive(Clone, Copy, Default)]
struct InstInfo {
    /// The block that listed the instruction first.
    placed: PackedOption<Block>,
    /// Whether its format, operands, results and regions are sound.
    sound: bool,
}

impl Tree {
    /// The regions reached, the body first, then each owned region in program order.
    pub fn regions(&self) -> &[Region] {
        &self.regions
    }

    /// Whether the walk reached `region`.
    pub fn is_walked(&self, region: Region) -> bool {
        self.region_info[region].walked
    }

    /// The blocks of a reached region, in order.
    pub fn blocks(&self, region: Region) -> &[Block] {
        let (start, end) = self.region_info[region].blocks;
        &self.block_list[start as usize..end as usize]
    }

    /// The instructions of a reached block, in order.
    pub fn insts(&self, block: Block) -> &[Inst] {
        let (start, end) = self.block_info[block].insts;
        &self.inst_list[start as usize..end as usize]
    }

    /// Every reached instruction, region by region.
    pub fn all_insts(&self) -> impl Iterator<Item = Inst> + '_ {
        let blocks = self.regions.iter().flat_map(|&r| self.blocks(r).iter());
        blocks.flat_map(|&b| self.insts(b).iter().copied())
    }

    /// Whether the instruction's format, operands, results and regions are sound.
    pub fn is_ok(&self, inst: Inst) -> bool {
        self.inst_info[inst].sound
    }
}

/// Walks the function from its body. Returns `None` when the body region itself is
/// out of range, and nothing else about the function can be checked.
pub(super) fn build(fx: &FuncCx, errors: &mut VerifierErrors) -> Option<Tree> {
    let body = fx.func.body;
    if !fx.dfg.region_is_valid(body) {
        errors.report(fx.at_func(), format!("the body {body} is out of range"));
        return None;
    }
    if let Some(parent) = fx.dfg.region_parent(body) {
        let msg = format!("the body {body} is owned by {parent}");
        errors.report(fx.at_func(), msg);
    }
    check_loc(&fx.module.locs, fx.func.loc, fx.at_func(), errors);
    // Sized up front, so that marking an entry never resizes a table: the walk
    // visits every region, block and instruction once.
    let (n_regions, n_blocks) = (fx.dfg.num_regions(), fx.dfg.num_blocks());
    let n_insts = fx.dfg.num_insts();
    let mut tree = Tree {
        block_list: Vec::with_capacity(n_blocks),
        inst_list: Vec::with_capacity(n_insts),
        ..Tree::default()
    };
    tree.region_info.resize(n_regions);
    tree.block_info.resize(n_blocks);
    tree.inst_info.resize(n_insts);
    let mut walker = Walker { fx, errors, tree };
    walker.walk_region(body, 0);
    Some(walker.tree)
}

/// The format an instruction's data has.
pub(super) fn format_of(data: &InstructionData) -> Format {
    use InstructionData as D;
    match data {
        D::ProgramInfo { .. } => Format::ProgramInfo,
        D::MakeRange { .. } => Format::MakeRange,
        D::Constant { .. } => Format::Constant,
        D::Unary { .. } => Format::Unary,
        D::Binary { .. } => Format::Binary,
        D::Ternary { .. } => Format::Ternary,
        D::IntCompare { .. } => Format::IntCompare,
        D::FloatCompare { .. } => Format::FloatCompare,
        D::Axis { .. } => Format::Axis,
        D::Reshape { .. } => Format::Reshape,
        D::Trans { .. } => Format::Trans,
        D::Gather { .. } => Format::Gather,
        D::Histogram { .. } => Format::Histogram,
        D::Descriptor { .. } => Format::Descriptor,
        D::FpToFp { .. } => Format::FpToFp,
        D::ClampF { .. } => Format::ClampF,
        D::Load { .. } => Format::Load,
        D::Store { .. } => Format::Store,
        D::AtomicRmw { .. } => Format::AtomicRmw,
        D::AtomicCas { .. } => Format::AtomicCas,
        D::Dot { .. } => Format::Dot,
        D::ReduceScan { .. } => Format::ReduceScan,
        D::For { .. } => Format::For,
        D::If { .. } => Format::If,
        D::While { .. } => Format::While,
        D::MultiAry { .. } => Format::MultiAry,
        D::Barrier { .. } => Format::Barrier,
        D::Call { .. } => Format::Call,
        D::Assert { .. } => Format::Assert,
        D::Print { .. } => Format::Print,
        D::Extern { .. } => Format::Extern,
        D::Branch { .. } => Format::Branch,
        D::Generic { .. } => Format::Generic,
    }
}

struct Walker<'a, 'e> {
    fx: &'a FuncCx<'a>,
    errors: &'e mut VerifierErrors,
    tree: Tree,
}

/// Regions and blocks.
impl Walker<'_, '_> {
    fn walk_region(&mut self, region: Region, depth: usize) {
        self.tree.region_info[region].walked = true;
        self.tree.regions.push(region);
        let start = self.tree.block_list.len() as u32;
        self.region_blocks(region);
        let end = self.tree.block_list.len() as u32;
        self.tree.region_info[region].blocks = (start, end);
        // By index: the walk adds to the tree while it reads this list.
        for i in start..end {
            self.walk_block(self.tree.block_list[i as usize], depth);
        }
    }

    /// Appends to the block list the blocks the program order lists for `region`,
    /// up to the first that is out of range, already placed, or placed in another
    /// region.
    fn region_blocks(&mut self, region: Region) {
        let (fx, order) = (self.fx, &self.fx.func.order);
        for block in order.blocks(region) {
            let problem = if !fx.dfg.block_is_valid(block) {
                Some(format!("{region} lists {block}, which is out of range"))
            } else if self.tree.block_info[block].seen {
                Some(format!("{block} is placed more than once"))
            } else if order.block_region(block) != Some(region) {
                Some(format!(
                    "{region} lists {block}, which is placed in another region"
                ))
            } else {
                None
            };
            if let Some(msg) = problem {
                self.errors.report(fx.at_func(), msg);
                break;
            }
            self.tree.block_info[block].seen = true;
            self.tree.block_list.push(block);
        }
    }

    fn walk_block(&mut self, block: Block, depth: usize) {
        self.check_params(block);
        let start = self.tree.inst_list.len() as u32;
        self.block_insts(block);
        let end = self.tree.inst_list.len() as u32;
        self.tree.block_info[block].insts = (start, end);
        for i in start..end {
            let inst = self.tree.inst_list[i as usize];
            let sound = self.check_inst(inst, depth);
            self.tree.inst_info[inst].sound = sound;
        }
    }

    /// Block parameters must have valid types and locations.
    fn check_params(&mut self, block: Block) {
        let fx = self.fx;
        for (i, &param) in fx.dfg.block_params(block).iter().enumerate() {
            let ty = fx.dfg.value_type(param);
            if !fx.type_ok(ty) {
                let msg = format!("parameter {i} of {block} has the malformed type {ty}");
                self.errors.report(fx.at_value(param), msg);
            }
            let loc = fx.dfg.param_locs[param].expand();
            check_loc(&fx.module.locs, loc, fx.at_value(param), self.errors);
        }
    }

    /// Appends to the instruction list the instructions the program order lists for
    /// `block`, up to the first that is out of range, already placed, or placed in
    /// another block.
    fn block_insts(&mut self, block: Block) {
        let (fx, order) = (self.fx, &self.fx.func.order);
        for inst in order.insts(block) {
            let problem = if !fx.dfg.inst_is_valid(inst) {
                Some((
                    fx.at_block(block),
                    format!("{block} lists {inst}, which is out of range"),
                ))
            } else if let Some(other) = self.tree.inst_info[inst].placed.expand() {
                let msg = format!("{inst} is placed more than once, in {other} and {block}");
                Some((fx.at_inst(inst), msg))
            } else if order.inst_block(inst) != Some(block) {
                let msg = format!("{block} lists {inst}, which is placed in another block");
                Some((fx.at_inst(inst), msg))
            } else {
                None
            };
            if let Some((at, msg)) = problem {
                self.errors.report(at, msg);
                break;
            }
            self.tree.inst_info[inst].placed = block.into();
            self.tree.inst_list.push(inst);
        }
    }
}

/// Instructions.
impl Walker<'_, '_> {
    /// Checks the handles of an instruction and walks the regions it owns; returns
    /// whether it is sound.
    fn check_inst(&mut self, inst: Inst, depth: usize) -> bool {
        let fx = self.fx;
        let data = fx.dfg.inst(inst);
        let loc = fx.dfg.inst_locs[inst].expand();
        check_loc(&fx.module.locs, loc, fx.at_inst(inst), self.errors);
        let format_ok = self.check_format(inst, data);
        let args_ok = self.check_args(inst, data);
        let results_ok = self.check_results(inst, data);
        let regions_ok = self.check_regions(inst, data, depth);
        let dests_ok = self.check_dests(inst, data);
        format_ok && args_ok && results_ok && regions_ok && dests_ok
    }

    /// A branch's destinations must be blocks of its own region other than the
    /// entry block, and its operands exactly the condition and their arguments.
    fn check_dests(&mut self, inst: Inst, data: &InstructionData) -> bool {
        let InstructionData::Branch {
            opcode,
            args,
            dests,
        } = data
        else {
            return true;
        };
        let (fx, order) = (self.fx, &self.fx.func.order);
        let want = usize::from(*opcode == crate::Opcode::CondBr) + 1;
        if dests.len() != want {
            let msg = format!("expected {want} destinations, found {}", dests.len());
            self.err(inst, data, msg);
            return false;
        }
        let n: usize = dests.iter().map(|d| d.n_args as usize).sum::<usize>() + want - 1;
        if n != args.len() {
            let msg = format!(
                "the condition and destination arguments are {n} operands, found {}",
                args.len()
            );
            self.err(inst, data, msg);
            return false;
        }
        let region = order.inst_block(inst).and_then(|b| order.block_region(b));
        for d in dests {
            let problem = if !fx.dfg.block_is_valid(d.block) {
                Some(format!("destination {} is out of range", d.block))
            } else if region.is_none() || order.block_region(d.block) != region {
                Some(format!(
                    "destination {} is not a block of the branch's region",
                    d.block
                ))
            } else if region.and_then(|r| order.entry_block(r)) == Some(d.block) {
                Some(format!(
                    "destination {} is the entry block, which cannot be branched to",
                    d.block
                ))
            } else {
                None
            };
            if let Some(msg) = problem {
                self.err(inst, data, msg);
                return false;
            }
        }
        true
    }

    fn err(&mut self, inst: Inst, data: &InstructionData, msg: impl core::fmt::Display) {
        let at = self.fx.at_inst(inst);
        self.errors
            .report(at, format!("{}: {msg}", data.opcode().name()));
    }

    /// The data's format must be the opcode's.
    fn check_format(&mut self, inst: Inst, data: &InstructionData) -> bool {
        let (found, expected) = (format_of(data), data.opcode().format());
        if found != expected {
            let msg = format!("the instruction has the {found:?} format, not {expected:?}");
            self.err(inst, data, msg);
        }
        found == expected
    }

    /// Operands must be values of the function with valid types. A bad type is
    /// reported where the value is defined, not at each use.
    fn check_args(&mut self, inst: Inst, data: &InstructionData) -> bool {
        let mut ok = true;
        for (i, &arg) in data.args().iter().enumerate() {
            if !self.fx.dfg.value_is_valid(arg) {
                self.err(
                    inst,
                    data,
                    format!("operand {i} is {arg}, which is out of range"),
                );
                ok = false;
            } else {
                ok &= self.fx.type_ok(self.fx.dfg.value_type(arg));
            }
        }
        ok
    }

    /// Results must have valid types.
    fn check_results(&mut self, inst: Inst, data: &InstructionData) -> bool {
        let fx = self.fx;
        let mut ok = true;
        for (i, &result) in fx.dfg.inst_results(inst).iter().enumerate() {
            let ty = fx.dfg.value_type(result);
            if !fx.type_ok(ty) {
                self.err(
                    inst,
                    data,
                    format!("result {i} has the malformed type {ty}"),
                );
                ok = false;
            }
        }
        ok
    }

    /// Every region the instruction names must be in range, have the instruction as
    /// its parent and be owned once; each is then walked.
    fn check_regions(&mut self, inst: Inst, data: &InstructionData, depth: usize) -> bool {
        let mut ok = true;
        for region in data.regions() {
            let problem = self.region_problem(inst, region, depth);
            if let Some(msg) = &problem {
                self.err(inst, data, msg);
            } else {
                self.walk_region(region, depth + 1);
            }
            ok &= problem.is_none();
        }
        ok
    }

    fn region_problem(&self, inst: Inst, region: Region, depth: usize) -> Option<String> {
        let dfg = self.fx.dfg;
        if !dfg.region_is_valid(region) {
            return Some(format!("{region} is out of range"));
        }
        if dfg.region_parent(region) != Some(inst) {
            let parent = dfg.region_parent(region).map(|p| p.to_string());
            let parent = parent.unwrap_or_else(|| "nothing".into());
            return Some(format!("{region} is owned by {parent}, not by {inst}"));
        }
        if self.tree.region_info[region].walked {
            return Some(format!("{region} is owned twice"));
        }
        if depth + 1 > MAX_REGION_DEPTH {
            return Some(format!("regions nest more than {MAX_REGION_DEPTH} deep"));
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{assert_error, errors, Fb};
    use crate::entities::{AnyEntity, Block, FuncId, Loc, Region, Type, Value};
    use crate::instructions::{InstructionData, Opcode};
    use cranelift_entity::EntityRef;

    #[test]
    fn operands_out_of_range_are_caught_and_skip_typing() {
        let mut fb = Fb::new();
        let i32 = fb.types.i32();
        let x = fb.arg(i32);
        let sum = fb.binary(Opcode::AddI, x, Value::new(999), fb.types.f32());
        fb.ret();
        let at = fb.def_at(sum);
        let module = fb.finish();
        assert_error(
            &module,
            at,
            "arith.addi: operand 1 is v999, which is out of range",
        );
        // The instruction is unsound, so its wrong result type is not reported.
        assert_eq!(errors(&module).len(), 1, "{:?}", errors(&module));
    }

    #[test]
    fn formats_must_match_opcodes() {
        let mut fb = Fb::new();
        let x = fb.arg(fb.types.i32());
        let data = InstructionData::Unary {
            opcode: Opcode::AddI,
            arg: x,
        };
        let bad = fb.inst(data, &[fb.types.i32()]);
        fb.ret();
        let at = fb.at(bad);
        assert_error(
            &fb.finish(),
            at,
            "arith.addi: the instruction has the Unary format, not Binary",
        );
    }

    /// A branch goes to a block of its own region, other than the entry, and
    /// its operands are the condition and the destinations' arguments.
    #[test]
    fn branch_destinations_are_checked() {
        use crate::instructions::BlockCall;
        use smallvec::smallvec;
        let build = |to_entry: bool, extra_arg: bool| {
            let mut fb = Fb::new();
            let c = fb.arg(fb.types.i1());
            let entry = fb.block;
            let next = fb.func.dfg.make_block();
            fb.func.order.append_block(fb.func.body, next);
            let target = if to_entry { entry } else { next };
            let mut args: crate::instructions::ValueList = smallvec![c];
            if extra_arg {
                args.push(c);
            }
            let data = InstructionData::Branch {
                opcode: Opcode::CondBr,
                args,
                dests: smallvec![
                    BlockCall {
                        block: next,
                        n_args: 0
                    },
                    BlockCall {
                        block: target,
                        n_args: 0
                    },
                ],
            };
            let br = fb.inst(data, &[]);
            fb.switch_to(next);
            fb.ret();
            (fb.at(br), fb.finish())
        };
        let (at, module) = build(true, false);
        let msg = format!(
            "cf.cond_br: destination {} is the entry block, which cannot be branched to",
            crate::entities::Block::from_u32(0)
        );
        assert_error(&module, at, &msg);
        let (at, module) = build(false, true);
        let msg = "cf.cond_br: the condition and destination arguments are 1 operands, found 2";
        assert_error(&module, at, msg);
        let (_, module) = build(false, false);
        assert!(errors(&module).is_empty(), "{:?}", errors(&module));
    }

    #[test]
    fn results_of_malformed_types_are_caught() {
        let mut fb = Fb::new();
        let x = fb.arg(fb.types.i32());
        let data = InstructionData::Binary {
            opcode: Opcode::AddI,
            args: [x, x],
        };
        let bad = fb.inst(data, &[Type::new(5000)]);
        fb.ret();
        let at = fb.at(bad);
        assert_error(
            &fb.finish(),
            at,
            "arith.addi: result 0 has the malformed type ty5000",
        );
    }

    #[test]
    fn instructions_placed_twice_are_caught() {
        let mut fb = Fb::new();
        let x = fb.arg(fb.types.i32());
        let data = InstructionData::Binary {
            opcode: Opcode::AddI,
            args: [x, x],
        };
        let add = fb.inst(data, &[fb.types.i32()]);
        let ret = fb.ret();
        // Inserting the placed `add` again links it to itself: a cycle.
        fb.func.order.insert_inst_before(add, ret);
        let at = fb.at(add);
        assert_error(
            &fb.finish(),
            at,
            "inst0 is placed more than once, in bb0 and bb0",
        );
    }

    #[test]
    fn bad_blocks_regions_and_locations_are_caught() {
        let mut fb = Fb::new();
        let body = fb.func.body;
        fb.func.order.append_block(body, Block::new(50));
        let ret = fb.ret();
        fb.func.dfg.inst_locs[ret] = Loc::new(3).into();
        let at_ret = fb.at(ret);
        let module = fb.finish();
        let func = AnyEntity::Function(FuncId::new(0));
        assert_error(&module, func, "region0 lists bb50, which is out of range");
        assert_error(&module, at_ret, "location loc3 is out of range");
        let mut fb = Fb::new();
        fb.func.body = Region::new(77);
        assert_error(&fb.finish(), func, "the body region77 is out of range");
    }

    #[test]
    fn regions_are_owned_by_their_parent_once() {
        let mut fb = Fb::new();
        let c = fb.arg(fb.types.i1());
        let [a, b, d] = [(); 3].map(|()| {
            let (region, block, _) = fb.region(&[]);
            let outer = fb.switch_to(block);
            fb.terminator(Opcode::Yield, &[]);
            fb.switch_to(outer);
            region
        });
        let if_else = |then_region, else_region| InstructionData::If {
            opcode: Opcode::If,
            cond: c,
            then_region,
            else_region,
        };
        let twice = fb.inst(if_else(a, a), &[]);
        let victim = fb.inst(if_else(b, d), &[]);
        // A later owner takes `b` over: `victim` no longer owns it.
        let (e, block, _) = fb.region(&[]);
        let outer = fb.switch_to(block);
        fb.terminator(Opcode::Yield, &[]);
        fb.switch_to(outer);
        let thief = fb.inst(if_else(e, b), &[]);
        fb.ret();
        let (at_twice, at_victim) = (fb.at(twice), fb.at(victim));
        let module = fb.finish();
        assert_error(&module, at_twice, &format!("scf.if: {a} is owned twice"));
        let msg = format!("scf.if: {b} is owned by {thief}, not by {victim}");
        assert_error(&module, at_victim, &msg);
    }
}
