//! A mutation fuzzer of the whole compiler, run in-process on stable Rust
//! (`tests/tests/fuzz.rs` is its test target; `RELIABILITY.md` has the
//! numbers).
//!
//! Every corpus file (`tests/corpus/*/kernel.{ttir,ttgir}`,
//! `tests/realworld/*/kernel.{ttir,ttgir}`) is mutated by a small
//! deterministic generator ([`Rng`], xorshift) with 1 to 3 edits of the kinds
//! that reach past the parser: a number replaced by an interesting one
//! (`0`, `-1`, `2^31`, `1.0e999`), an element type by another, an op by
//! another of the same text shape, a line deleted, duplicated or moved, a
//! byte replaced. Each input is compiled through the facade
//! ([`tilelift::compile_named`]) under [`std::panic::catch_unwind`], for PTX
//! and (every third input) AMDGCN, and the outcome sorted into a
//! [`Summary`]: a panic or an internal error, a compile slower than
//! [`HANG_SECS`], an error without a position; each distinct output is
//! kept for `ptxas` or `llvm-mc` (see [`Fuzzer::assemble`]).

use crate::tools;
use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use tilelift::{Error, Options, Target};
use tilelift_ir::{Opcode, Syntax};

/// The largest output a sampled run assembles (a full run assembles all).
pub const SAMPLE_MAX_BYTES: usize = 64 << 10;

/// A compile slower than this (in the test profile) counts as a hang. The
/// slowest compile that is not one: an FMA attention for AMDGCN that spills
/// to scratch memory, about 2 s alone (regalloc2's spill-slot search), up
/// to 6 s with the other test of the target and another build on the same 2
/// cores.
pub const HANG_SECS: u64 = 10;

/// A small deterministic generator (xorshift64), so that a seed reproduces
/// a run.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from `seed` (any value; 0 is moved off the fixed point).
    pub fn new(seed: u64) -> Self {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15 | 1)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// One of `items` (not empty).
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Numbers that sit on the edges the compiler has to handle.
const NUMBERS: &[&str] = &[
    "0",
    "1",
    "-1",
    "2",
    "3",
    "7",
    "16",
    "31",
    "32",
    "33",
    "64",
    "127",
    "128",
    "255",
    "256",
    "1024",
    "4096",
    "65535",
    "65536",
    "1048576",
    "2097152",
    "2147483647",
    "2147483648",
    "-2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "-9223372036854775808",
    "0.5",
    "-0.0",
    "1.0e999",
    "3.4e38",
    "1.0e-45",
    "0x7FC00000",
];

/// Element types a type word may become.
const TYPES: &[&str] = &[
    "i1", "i8", "i16", "i32", "i64", "f16", "bf16", "f32", "f64", "f8E4M3FN", "f8E5M2",
];

/// Bytes a replaced byte may become.
const ALPHABET: &[u8] = b"%#!^@<>(){}[],:=*x0123456789-\"\\ \nabiftensorloc.";

/// One corpus file.
#[derive(Clone, Debug)]
pub struct Seed {
    /// Its path, relative to `tests/`.
    pub name: String,
    /// Its text.
    pub text: String,
}

/// Every corpus file the fuzzer mutates, in a fixed order.
pub fn seeds() -> Vec<Seed> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for dir in ["corpus", "realworld"] {
        let mut cases: Vec<PathBuf> = std::fs::read_dir(root.join(dir))
            .unwrap_or_else(|e| panic!("tests/{dir}: {e}"))
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.is_dir())
            .collect();
        cases.sort();
        for case in cases {
            for file in ["kernel.ttir", "kernel.ttgir"] {
                if let Ok(text) = std::fs::read_to_string(case.join(file)) {
                    let name = case.strip_prefix(&root).unwrap_or(&case).join(file);
                    let name = name.display().to_string();
                    out.push(Seed { name, text });
                }
            }
        }
    }
    out
}

/// The byte ranges of the tokens of `text` that `is_token` accepts, a token
/// being a run of bytes `is_part` accepts.
/// Tokens are not parts of names: a run after a letter, `_`, `%`, `#` or
/// `^` (`%offsets_0`, `#loc13`, `^bb0`) is left alone.
fn tokens(
    text: &str,
    is_part: impl Fn(u8) -> bool,
    is_token: impl Fn(&str) -> bool,
) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if !is_part(bytes[i]) {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && is_part(bytes[i]) {
            i += 1;
        }
        let in_name = start > 0
            && (matches!(bytes[start - 1], b'_' | b'%' | b'#' | b'^')
                || bytes[start - 1].is_ascii_alphanumeric());
        if !in_name && is_token(&text[start..i]) {
            out.push((start, i));
        }
    }
    out
}

/// `text` with `range` replaced by `with`.
fn splice(text: &str, (start, end): (usize, usize), with: &str) -> String {
    format!("{}{with}{}", &text[..start], &text[end..])
}

/// Op names grouped by text shape, so that a replaced op keeps a text its
/// replacement might parse.
fn ops_by_syntax() -> HashMap<String, Vec<&'static str>> {
    let mut map: HashMap<String, Vec<&'static str>> = HashMap::new();
    for &op in Opcode::ALL {
        let key = format!("{:?}/{:?}", op.syntax(), op.format());
        map.entry(key).or_default().push(op.name());
    }
    map
}

/// The mutator: the seeds and the op table.
pub struct Mutator {
    ops: HashMap<String, Vec<&'static str>>,
}

impl Default for Mutator {
    fn default() -> Self {
        Mutator {
            ops: ops_by_syntax(),
        }
    }
}

impl Mutator {
    /// `text` after one random edit (the text itself when the edit finds
    /// nothing to change).
    pub fn mutate_once(&self, rng: &mut Rng, text: &str) -> String {
        match rng.below(20) {
            0..=8 => self.number(rng, text),
            9..=13 => self.elem_type(rng, text),
            14 | 15 => self.op(rng, text),
            16 | 17 => lines(rng, text),
            _ => byte(rng, text),
        }
        .unwrap_or_else(|| text.to_string())
    }

    /// `text` after 1 to 3 edits (mostly 1).
    pub fn mutate(&self, rng: &mut Rng, text: &str) -> String {
        let mut out = text.to_string();
        for _ in 0..1 + rng.below(4).saturating_sub(1) {
            out = self.mutate_once(rng, &out);
        }
        out
    }

    fn number(&self, rng: &mut Rng, text: &str) -> Option<String> {
        let mut spans = tokens(
            text,
            |b| b.is_ascii_digit() || b == b'-' || b == b'.' || b == b'e' || b == b'+',
            |t| {
                t.bytes()
                    .next()
                    .is_some_and(|b| b.is_ascii_digit() || b == b'-')
            },
        );
        // Line and column numbers of locations only reach the parser.
        spans.retain(|&(start, _)| !text[..start].ends_with(':'));
        let at = *rng.pick(&nonempty(spans)?);
        let is_int = |t: &&str| t.bytes().all(|b| b.is_ascii_digit() || b == b'-');
        let was_int = is_int(&&text[at.0..at.1]);
        // Mostly a number of the same kind, which more often parses.
        let with = if was_int && rng.below(5) > 0 {
            let ints: Vec<&str> = NUMBERS.iter().copied().filter(is_int).collect();
            *rng.pick(&ints)
        } else {
            *rng.pick(NUMBERS)
        };
        Some(splice(text, at, with))
    }

    fn elem_type(&self, rng: &mut Rng, text: &str) -> Option<String> {
        let spans = tokens(text, |b| b.is_ascii_alphanumeric(), |t| TYPES.contains(&t));
        let at = *rng.pick(&nonempty(spans.clone())?);
        let with = *rng.pick(TYPES);
        let old = &text[at.0..at.1];
        let float = |t: &str| t.starts_with('f') || t.starts_with("bf");
        if rng.below(3) == 0 || !(float(old) && float(with)) {
            return Some(splice(text, at, with));
        }
        // Every use of a float type at once, so that the kernel still types
        // (integer types are left to single edits: `i32` is also the type
        // of attributes and program ids).
        let mut out = text.to_string();
        for &span in spans.iter().rev().filter(|s| &text[s.0..s.1] == old) {
            out = splice(&out, span, with);
        }
        Some(out)
    }

    fn op(&self, rng: &mut Rng, text: &str) -> Option<String> {
        let spans = tokens(
            text,
            |b| b.is_ascii_alphanumeric() || b == b'.' || b == b'_',
            |t| Opcode::from_name(t).is_some(),
        );
        let at = *rng.pick(&nonempty(spans)?);
        let op = Opcode::from_name(&text[at.0..at.1])?;
        let same = &self.ops[&format!("{:?}/{:?}", op.syntax(), op.format())];
        let with = if op.syntax() == Syntax::Custom && rng.below(8) == 0 {
            Opcode::ALL[rng.below(Opcode::ALL.len())].name()
        } else {
            *rng.pick(same)
        };
        Some(splice(text, at, with))
    }
}

fn nonempty<T>(v: Vec<T>) -> Option<Vec<T>> {
    (!v.is_empty()).then_some(v)
}

/// A line deleted, duplicated or moved.
fn lines(rng: &mut Rng, text: &str) -> Option<String> {
    let mut lines: Vec<&str> = text.lines().collect();
    if lines.len() < 2 {
        return None;
    }
    let i = rng.below(lines.len());
    match rng.below(3) {
        0 => {
            lines.remove(i);
        }
        1 => lines.insert(i, lines[i]),
        _ => {
            let line = lines.remove(i);
            let j = rng.below(lines.len());
            lines.insert(j, line);
        }
    }
    Some(lines.join("\n") + "\n")
}

/// A byte replaced (only where the result is still UTF-8).
fn byte(rng: &mut Rng, text: &str) -> Option<String> {
    let mut bytes = text.as_bytes().to_vec();
    if bytes.is_empty() {
        return None;
    }
    let at = rng.below(bytes.len());
    bytes[at] = *rng.pick(ALPHABET);
    String::from_utf8(bytes).ok()
}

/// What a run found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Inputs compiled.
    pub inputs: u64,
    /// Compiles that panicked (or returned [`Error::Internal`]).
    pub panics: u64,
    /// Compiles slower than [`HANG_SECS`].
    pub hangs: u64,
    /// PTX outputs `ptxas` rejected.
    pub ptxas_rejections: u64,
    /// AMDGCN outputs `llvm-mc` rejected.
    pub llvm_mc_rejections: u64,
    /// Errors with no position.
    pub unpositioned: u64,
}

impl core::fmt::Display for Summary {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "{} inputs, {} panics, {} hangs, {} ptxas rejections, {} llvm-mc rejections, \
             {} errors without a position",
            self.inputs,
            self.panics,
            self.hangs,
            self.ptxas_rejections,
            self.llvm_mc_rejections,
            self.unpositioned
        )
    }
}

/// A fuzzing run: the summary, the distinct outputs waiting for their
/// assembler, and what failed (for the report and for new filetests).
#[derive(Default)]
pub struct Fuzzer {
    /// The counts so far.
    pub summary: Summary,
    /// Each problem: what it was, and the input.
    pub failures: Vec<(String, String)>,
    /// Outcomes by kind: `ok`, `syntax`, `verification`, ...
    pub outcomes: HashMap<&'static str, u64>,
    /// The slowest compile.
    pub slowest: Duration,
    /// Whether every input should parse and verify (generated programs):
    /// then a syntax or verification error is a failure, counted here.
    pub expect_valid: bool,
    /// Inputs that did not parse or verify although `expect_valid`.
    pub invalid: u64,
    ptx: Vec<(String, String)>,
    amdgcn: Vec<(String, String)>,
    seen: HashSet<u64>,
}

/// A hash of a text, to keep one copy of each distinct output.
fn hash(text: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut h);
    h.finish()
}

impl Fuzzer {
    /// Compiles `text` for `options`, sorting the outcome.
    pub fn compile(&mut self, text: &str, options: &Options) {
        self.summary.inputs += 1;
        let start = Instant::now();
        let result = catch_unwind(AssertUnwindSafe(|| {
            tilelift::compile_named(text, "input.ttir", options, &mut Default::default())
                .map_err(Box::new)
        }));
        let took = start.elapsed();
        self.slowest = self.slowest.max(took);
        if took > Duration::from_secs(HANG_SECS) {
            self.summary.hangs += 1;
            self.fail(format!("hang: {took:?}"), text);
        }
        let kind = match result {
            Err(_) => {
                self.summary.panics += 1;
                self.fail("panic".into(), text);
                "panic"
            }
            Ok(Ok(kernel)) => {
                if self.seen.insert(hash(&kernel.code)) {
                    match kernel.target {
                        Target::Amdgcn(_) => self.amdgcn.push((kernel.code, text.to_string())),
                        _ => self.ptx.push((kernel.code, text.to_string())),
                    }
                }
                "ok"
            }
            Ok(Err(err)) => self.error(*err, text),
        };
        *self.outcomes.entry(kind).or_default() += 1;
    }

    fn error(&mut self, err: Error, text: &str) -> &'static str {
        if let Error::Internal(_) = err {
            self.summary.panics += 1;
            self.fail(format!("internal error: {err}"), text);
            return "internal";
        }
        if err.reports().is_empty() || err.reports().iter().any(|r| r.span().is_none()) {
            self.summary.unpositioned += 1;
            self.fail(format!("error without a position: {err}"), text);
        }
        if self.expect_valid && matches!(err, Error::Syntax(_) | Error::Verification(_)) {
            self.invalid += 1;
            self.fail(format!("a generated program is invalid: {err}"), text);
        }
        match err {
            Error::Syntax(_) => "syntax",
            Error::Verification(_) => "verification",
            Error::Unsupported(_) => "unsupported",
            Error::ResourceLimit(_) => "resource limit",
            Error::InvalidOption(_) => "invalid option",
            _ => "other",
        }
    }

    fn fail(&mut self, what: String, text: &str) {
        if self.failures.len() < 50 {
            self.failures.push((what, text.to_string()));
        }
    }

    /// The distinct outputs kept so far: PTX, AMDGCN.
    pub fn distinct_outputs(&self) -> (usize, usize) {
        (self.ptx.len(), self.amdgcn.len())
    }

    /// Assembles up to `max` of the distinct PTX outputs with `ptxas` and as
    /// many AMDGCN outputs with `llvm-mc` (every one when `max` is `None`),
    /// spread evenly over the run; returns how many of each were assembled.
    pub fn assemble(&mut self, max: Option<usize>, dir: &Path) -> (usize, usize) {
        std::fs::create_dir_all(dir).expect("a scratch folder");
        let ptxas = tools::ptxas();
        let llvm_mc = tools::llvm_mc();
        // A sample leaves out the largest outputs, whose assembly alone can
        // take seconds each.
        let small = |v: Vec<(String, String)>| -> Vec<(String, String)> {
            match max {
                Some(_) => v
                    .into_iter()
                    .filter(|(c, _)| c.len() <= SAMPLE_MAX_BYTES)
                    .collect(),
                None => v,
            }
        };
        let ptx = sample(small(std::mem::take(&mut self.ptx)), max);
        let amd = sample(small(std::mem::take(&mut self.amdgcn)), max);
        for (i, (code, input)) in ptx.iter().enumerate() {
            let arch = if code.contains(".target sm_80") {
                "sm_80"
            } else {
                "sm_90"
            };
            if let Err(e) = tools::ptxas_assemble(&ptxas, dir, &format!("f{i}"), arch, code) {
                self.summary.ptxas_rejections += 1;
                self.fail(format!("ptxas: {}", first_line(&e)), input);
            }
        }
        for (i, (code, input)) in amd.iter().enumerate() {
            if let Err(e) = tools::llvm_mc_assemble(&llvm_mc, dir, &format!("a{i}"), code) {
                self.summary.llvm_mc_rejections += 1;
                self.fail(format!("llvm-mc: {}", first_line(&e)), input);
            }
        }
        (ptx.len(), amd.len())
    }

    /// The failures, each with its input, for a test's message.
    pub fn report(&self) -> String {
        let mut s = String::new();
        for (what, input) in &self.failures {
            let _ = writeln!(s, "=== {what}\n{input}");
        }
        s
    }
}

fn first_line(s: &str) -> &str {
    s.lines().find(|l| !l.trim().is_empty()).unwrap_or("")
}

/// At most `max` of `items`, evenly spaced.
fn sample<T>(items: Vec<T>, max: Option<usize>) -> Vec<T> {
    match max {
        Some(max) if items.len() > max => {
            let step = items.len() as f64 / max as f64;
            let keep: HashSet<usize> = (0..max).map(|i| (i as f64 * step) as usize).collect();
            items
                .into_iter()
                .enumerate()
                .filter(|(i, _)| keep.contains(i))
                .map(|(_, t)| t)
                .collect()
        }
        _ => items,
    }
}

/// The options input `n` is compiled with: PTX for `sm_90`, every fourth
/// for `sm_80`, every third also for AMDGCN.
pub fn options_for(n: u64) -> Vec<Options> {
    let mut out = vec![Options::new().with_arch(if n % 4 == 3 {
        tilelift::Arch::Sm80
    } else {
        tilelift::Arch::Sm90
    })];
    if n.is_multiple_of(3) {
        out.push(Options::new().with_target(Target::Amdgcn(Default::default())));
    }
    out
}
