//! Soundness: every AxisInfo claim holds of the values that random programs compute.
//!
//! [`gen`] builds random tile programs (1-d and 2-d tensors of 16 to 128 elements;
//! constants, `make_range`, program ids, `splat`, `expand_dims`, `broadcast`,
//! `reshape`, `trans`, `addi` to `minui`, `cmpi`, `select`, casts (round trips
//! through `index` and the floats of `arith.bitcast`/`tt.bitcast` too), `addptr`, loads
//! with masks and `other`, stores, atomics, `scf.for` with carried integers and
//! pointers, `scf.if`), with random `tt.divisibility` hints on their arguments, and
//! inputs that honour the hints. The reference interpreter
//! (`tilelift_interp`) runs each program over a grid of 1 to 4 programs
//! and reports every value it defines; [`check`] tests each value against the
//! analysis's claim for it, in every dimension, and each load and atomic against
//! the vector width the analysis allows it.
//!
//! Every value is also checked against its integer range
//! (`tilelift_analysis::int_range`).
//!
//! [`a_wrong_rule_is_caught`] shows the checker failing when one rule claims too
//! much; [`every_op_with_a_rule_is_generated`] that every op AxisInfo has a rule
//! for (`transfer::rule`) occurs in the programs.

#[path = "soundness/check.rs"]
mod check;
#[path = "soundness/gen/mod.rs"]
mod gen;

use check::{check, check_vector, Concrete};
use std::collections::{HashMap, HashSet};
use tilelift_analysis::axis_info::transfer::{transfer, Cx};
use tilelift_analysis::axis_info::{fastest_dim, memory_access, MemoryAccess, Rule};
use tilelift_analysis::{int_ranges, AxisInfo, AxisInfoAnalysis, FuncAxisInfo, IntRanges};
use tilelift_interp::{run_observed, ArgValue, Memory, Observer, RunOptions, Tile};
use tilelift_ir::{Function, Inst, Opcode, Value};

/// How many random programs the property test runs.
const PROGRAMS: u64 = 2_000;

/// Checks every value the interpreter reports against its claim.
struct Checker<'i, 'a> {
    info: &'i FuncAxisInfo<'a>,
    /// The integer ranges (`tilelift_analysis::int_range`), checked beside AxisInfo.
    ranges: &'i IntRanges,
    /// The loads and atomics, by their result.
    accesses: HashMap<Value, (Inst, MemoryAccess)>,
    /// The pointers and masks of those, to pair with their results.
    watched: HashSet<Value>,
    latest: HashMap<Value, Vec<i64>>,
    violations: Vec<String>,
    checked: usize,
}

impl<'i, 'a> Checker<'i, 'a> {
    fn new(info: &'i FuncAxisInfo<'a>, ranges: &'i IntRanges) -> Self {
        let func = info.func();
        let mut accesses = HashMap::new();
        let mut watched = HashSet::new();
        for (inst, _) in func.dfg.insts() {
            let (Some(access), Some(result)) = (
                memory_access(func, info.types(), inst),
                func.dfg.first_result(inst),
            ) else {
                continue;
            };
            watched.insert(access.ptr);
            watched.extend(access.mask);
            accesses.insert(result, (inst, access));
        }
        Checker {
            info,
            ranges,
            accesses,
            watched,
            latest: HashMap::new(),
            violations: Vec::new(),
            checked: 0,
        }
    }

    fn step(&self, value: Value) -> i64 {
        let types = self.info.types();
        let elem = types.element_type(self.info.func().dfg.value_type(value));
        match types.pointee(elem) {
            Some(p) => i64::from(types.scalar_bits(p).unwrap_or(8) / 8).max(1),
            None => 1,
        }
    }

    /// A load's or atomic's width against the pointers and mask it just used.
    fn check_access(&mut self, func: &Function, inst: Inst, access: &MemoryAccess) {
        let width = i64::from(self.info.vector_width(inst));
        let Some(ptrs) = self.latest.get(&access.ptr) else {
            return;
        };
        let ty = func.dfg.value_type(access.ptr);
        let shape = self.info.types().shape(ty).to_vec();
        let mask = access
            .mask
            .and_then(|m| self.latest.get(&m))
            .map(Vec::as_slice);
        let dim = fastest_dim(self.info.get(access.ptr));
        let tile = Concrete {
            shape: &shape,
            step: access.elem_bytes(),
            elems: ptrs,
        };
        if let Err(e) = check_vector(&tile, mask, dim, width, access.elem_bytes()) {
            let op = func.dfg.inst(inst).opcode().name();
            self.violations.push(format!("{op} {inst}: {e}"));
        }
    }
}

impl Observer for Checker<'_, '_> {
    fn on_value(&mut self, func: &Function, value: Value, tile: &Tile, program: [u32; 3]) {
        let elems: Option<Vec<i64>> = (0..tile.len()).map(|i| tile.int_at(i)).collect();
        let Some(elems) = elems else { return };
        self.checked += 1;
        let claim = self.info.get(value);
        let concrete = Concrete {
            shape: tile.shape(),
            step: self.step(value),
            elems: &elems,
        };
        if let Err(e) = check(claim, &concrete) {
            let name = func
                .dfg
                .value_name(value)
                .map_or(value.to_string(), str::to_string);
            self.violations.push(format!(
                "{name} ({value}) in program {program:?}: {e}\n  claim: {claim}\n  tile: {elems:?}"
            ));
        }
        let range = self.ranges.get(value);
        if let Some(e) = elems.iter().find(|&&e| !range.contains(i128::from(e))) {
            self.violations.push(format!(
                "{value} in program {program:?}: element {e} outside its range {range}"
            ));
        }
        if self.watched.contains(&value) {
            self.latest.insert(value, elems);
        }
        if let Some((inst, access)) = self.accesses.get(&value).copied() {
            self.check_access(func, inst, &access);
        }
    }
}

/// What one program showed.
struct Outcome {
    violations: Vec<String>,
    checked: usize,
    text: String,
}

/// Generates program `seed`, analyses it (asking `rule` first, if given), runs it
/// and checks every value.
fn run(seed: u64, rule: Option<&Rule<'_>>) -> Outcome {
    let prog = gen::program(seed);
    let text = tilelift_ir::print_module(prog.module.module(), &Default::default());
    let mut analysis = AxisInfoAnalysis::new(&prog.module);
    if let Some(rule) = rule {
        analysis = analysis.with_rule(rule);
    }
    let id = prog
        .module
        .module()
        .funcs
        .keys()
        .next()
        .expect("one function");
    let info = analysis.run(id);
    let mut mem = Memory::new();
    let args: Vec<ArgValue> = prog
        .args
        .iter()
        .map(|arg| match arg {
            gen::Arg::Buffer(i) => {
                let buf = &prog.buffers[*i];
                ArgValue::Ptr(mem.alloc(&buffer_bytes(buf)) + buf.offset_bytes)
            }
            gen::Arg::I32(v) => ArgValue::I32(*v),
            gen::Arg::I64(v) => ArgValue::I64(*v),
            gen::Arg::I1(v) => ArgValue::I1(*v),
        })
        .collect();
    let ranges = int_ranges(prog.module.module(), id);
    let mut checker = Checker::new(&info, &ranges);
    let options = RunOptions::new(prog.grid);
    if let Err(e) = run_observed(&prog.module, id, &args, &mut mem, &options, &mut checker) {
        panic!("seed {seed}: the interpreter failed: {e}\n{text}");
    }
    Outcome {
        violations: checker.violations,
        checked: checker.checked,
        text,
    }
}

/// The bytes of a buffer: zeros up to the argument's pointer, then the contents.
fn buffer_bytes(buf: &gen::Buffer) -> Vec<u8> {
    let size = (buf.elem_bits / 8) as usize;
    let mut bytes = vec![0u8; buf.offset_bytes as usize];
    for &c in &buf.contents {
        bytes.extend_from_slice(&c.to_le_bytes()[..size]);
    }
    bytes
}

#[test]
fn random_programs_are_sound() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for seed in 0..PROGRAMS {
        let outcome = run(seed, None);
        checked += outcome.checked;
        if let Some(first) = outcome.violations.first() {
            failures.push(format!("seed {seed}: {first}\n{}", outcome.text));
        }
    }
    println!("{PROGRAMS} programs, {checked} values checked");
    assert!(
        checked > PROGRAMS as usize * 20,
        "only {checked} values checked"
    );
    assert!(
        failures.is_empty(),
        "{} of {PROGRAMS} programs violate a claim; the first:\n{}",
        failures.len(),
        failures[0]
    );
}

/// `arith.addi` claiming twice the divisibility it has.
fn doubled_addi(cx: &Cx<'_>, ops: &[&AxisInfo]) -> Option<AxisInfo> {
    if cx.data().opcode() != Opcode::AddI {
        return None;
    }
    let mut info = transfer(cx, ops);
    for v in info.divisibility.iter_mut() {
        *v = v
            .saturating_mul(2)
            .min(tilelift_analysis::axis_info::MAX_DIVISOR);
    }
    Some(info)
}

#[test]
fn a_wrong_rule_is_caught() {
    let rule: &Rule<'_> = &doubled_addi;
    let caught = (0..200)
        .filter(|&seed| !run(seed, Some(rule)).violations.is_empty())
        .count();
    println!("the doubled addi divisibility is caught in {caught} of 200 programs");
    assert!(caught > 0, "the checker never noticed the wrong rule");
}

/// Triton's rules where ours differ for soundness, as extra rules: each is caught
/// claiming more than the values hold (see the crate documentation).
mod tritons_rules {
    use super::*;
    use tilelift_analysis::axis_info::lattice::gcd;

    fn ours(cx: &Cx<'_>, ops: &[&AxisInfo]) -> AxisInfo {
        transfer(cx, ops)
    }

    fn opcode(cx: &Cx<'_>) -> Opcode {
        cx.data().opcode()
    }

    /// `addi`: the gcd of the operands' divisibilities even when runs get shorter.
    pub fn add(cx: &Cx<'_>, ops: &[&AxisInfo]) -> Option<AxisInfo> {
        if opcode(cx) != Opcode::AddI {
            return None;
        }
        let mut info = ours(cx, ops);
        if info.constant.is_none() {
            for d in 0..info.rank() {
                info.divisibility[d] = gcd(ops[0].divisibility[d], ops[1].divisibility[d]);
            }
        }
        Some(info)
    }

    /// `select`: Triton's `getDivisibilityFromContiguity`.
    pub fn select(cx: &Cx<'_>, ops: &[&AxisInfo]) -> Option<AxisInfo> {
        if opcode(cx) != Opcode::Select || ops[0].constant.is_some() {
            return None;
        }
        let mut info = ours(cx, ops);
        let (l, r) = (ops[1], ops[2]);
        for d in 0..info.rank() {
            let (lc, rc) = (l.contiguity[d], r.contiguity[d]);
            let div = gcd(l.divisibility[d], r.divisibility[d]);
            info.divisibility[d] = if lc == rc { div } else { gcd(div, gcd(lc, rc)) };
        }
        Some(info)
    }

    /// `divsi`: the block constancy whatever the dividend's sign.
    pub fn divsi(cx: &Cx<'_>, ops: &[&AxisInfo]) -> Option<AxisInfo> {
        if opcode(cx) != Opcode::DivSI {
            return None;
        }
        let mut info = ours(cx, ops);
        let (l, r, shape) = (ops[0], ops[1], cx.shape());
        for d in 0..info.rank() {
            if l.contiguity[d] == shape[d] && r.constancy[d] == shape[d] && info.constant.is_none()
            {
                let g = gcd(gcd(l.contiguity[d], l.divisibility[d]), r.divisibility[d]);
                info.constancy[d] = info.constancy[d].max(g);
            }
        }
        Some(info)
    }

    /// `remsi`: Triton's contiguity and divisibility.
    pub fn remsi(cx: &Cx<'_>, ops: &[&AxisInfo]) -> Option<AxisInfo> {
        if opcode(cx) != Opcode::RemSI {
            return None;
        }
        let mut info = ours(cx, ops);
        if info.constant.is_some() {
            return Some(info);
        }
        let (l, r, shape) = (ops[0], ops[1], cx.shape());
        for d in 0..info.rank() {
            if l.contiguity[d] == shape[d] && r.constancy[d] == shape[d] {
                let g = gcd(gcd(l.contiguity[d], l.divisibility[d]), r.divisibility[d]);
                info.contiguity[d] = g;
            }
            info.divisibility[d] = if r.constancy[d] > 1 {
                gcd(l.divisibility[d], r.divisibility[d])
            } else {
                1
            };
        }
        Some(info)
    }

    /// `shli`: an unknown amount counts as 0 and keeps a contiguous operand's
    /// run-start divisibility.
    pub fn shl(cx: &Cx<'_>, ops: &[&AxisInfo]) -> Option<AxisInfo> {
        if opcode(cx) != Opcode::ShLI {
            return None;
        }
        let mut info = ours(cx, ops);
        let (l, r) = (ops[0], ops[1]);
        let shift = r.constant.unwrap_or(0);
        if info.constant.is_some() || !(0..32).contains(&shift) {
            return Some(info);
        }
        for d in 0..info.rank() {
            let div = if l.contiguity[d] > 1 && shift != 0 {
                1
            } else {
                l.divisibility[d]
            };
            info.divisibility[d] = (div << shift).min(tilelift_analysis::axis_info::MAX_DIVISOR);
        }
        Some(info)
    }

    /// `tt.load`: the constancy of the pointers and mask, not of `other`.
    pub fn load(cx: &Cx<'_>, ops: &[&AxisInfo]) -> Option<AxisInfo> {
        if opcode(cx) != Opcode::Load || ops.len() < 3 {
            return None;
        }
        let mut info = ours(cx, ops);
        for d in 0..info.rank() {
            info.constancy[d] = gcd(ops[0].constancy[d], ops[1].constancy[d]);
        }
        Some(info)
    }

    /// `maxui`/`minui` and `extui`: contiguity kept.
    pub fn unsigned(cx: &Cx<'_>, ops: &[&AxisInfo]) -> Option<AxisInfo> {
        let mut info = ours(cx, ops);
        match opcode(cx) {
            Opcode::MaxUI | Opcode::MinUI if info.constant.is_none() => {
                for d in 0..info.rank() {
                    info.contiguity[d] = gcd(ops[0].contiguity[d], ops[1].contiguity[d]);
                }
            }
            Opcode::ExtUI if info.constant.is_none() => info.contiguity = ops[0].contiguity.clone(),
            _ => return None,
        }
        Some(info)
    }
}

/// The first of `seeds` whose run the checker rejects under `rule`.
fn first_caught(rule: &Rule<'_>, seeds: std::ops::Range<u64>) -> Option<u64> {
    seeds
        .into_iter()
        .find(|&seed| !run(seed, Some(rule)).violations.is_empty())
}

#[test]
fn tritons_unsound_rules_are_caught() {
    let rules: [(&str, &Rule<'_>); 7] = [
        ("addi divisibility", &tritons_rules::add),
        ("select divisibility", &tritons_rules::select),
        ("divsi constancy", &tritons_rules::divsi),
        ("remsi contiguity and divisibility", &tritons_rules::remsi),
        ("shli divisibility", &tritons_rules::shl),
        ("load constancy", &tritons_rules::load),
        (
            "unsigned min/max and extui contiguity",
            &tritons_rules::unsigned,
        ),
    ];
    let mut missed = Vec::new();
    for (name, rule) in rules {
        match first_caught(rule, 0..PROGRAMS) {
            Some(seed) => println!("Triton's {name}: caught at seed {seed}"),
            None => missed.push(name),
        }
    }
    assert!(missed.is_empty(), "never caught: {missed:?}");
}

/// The ops whose AxisInfo rule the random programs cannot reach, and why.
const NOT_GENERATED: &[(Opcode, &str)] = &[
    // TTGIR only: layout assignment inserts it, and the AxisInfo of what it
    // adds is carried over rather than solved again (tests/tests/axis_carry.rs
    // checks the carried states against a fresh run).
    (Opcode::ConvertLayout, "TTGIR only"),
];

/// Every op AxisInfo has a rule for (`transfer::rule`, the one list of them)
/// occurs in the random programs, so that each rule is checked against real
/// values: an op that gains a rule and no generator fails here.
#[test]
fn every_op_with_a_rule_is_generated() {
    let mut used = HashSet::new();
    for seed in 0..PROGRAMS {
        let prog = gen::program(seed);
        for func in prog.module.module().funcs.values() {
            used.extend(func.dfg.insts().map(|(_, data)| data.opcode()));
        }
    }
    let missing: Vec<&str> = Opcode::ALL
        .iter()
        .filter(|&&op| tilelift_analysis::axis_info::transfer::rule(op).is_some())
        .filter(|op| !used.contains(*op))
        .filter(|op| !NOT_GENERATED.iter().any(|(n, _)| n == *op))
        .map(|op| op.name())
        .collect();
    assert!(
        missing.is_empty(),
        "AxisInfo has rules for ops no random program uses: {missing:?}"
    );
}
