//! A generator of random valid tile programs (TTIR), for the fuzzer
//! (`tests/tests/fuzz.rs`): where the mutation fuzzer mostly tests the
//! parser and verifier, these kernels all verify, so each reaches layout
//! assignment, the lowering and both emitters.
//!
//! A program works on one block shape (1-D, or 2-D of at most 4096
//! elements): it loads from 1 to 3 pointer arguments of random element types
//! through masked loads (with or without `other`), applies 4 to 24 random
//! ops to values of that shape, and stores 1 to 3 of the results through
//! pointer arguments of their types. The ops: integer and float arithmetic
//! of every element type (`i1` to `i64`, `f16`, `bf16`, `f32`, `f64`),
//! `math` functions, compares and `arith.select`, every cast between the
//! types where it is defined, `tt.reduce` and `tt.scan` along each axis
//! (expanded and broadcast back), `scf.for` carrying a value, and
//! `tt.atomic_rmw`.
//!
//! [`program_diff`] generates for differential testing (the GPU against the
//! interpreter, `tests/examples/gen_cases.rs`): only programs whose result is
//! defined and the same on any correct target. Every load has an `other`
//! (masked-off lanes feed reductions and scans); no `i1` buffers; integer
//! division, remainder and shifts by a constant 3 or 7 (never by zero or past
//! the width); float ops exact on small integers (`addf`, `subf`, `mulf`, the
//! min/max family, `negf`, `absf`, `floor`, `ceil`, no approximate `math`
//! functions, no `divf`/`remf`); no float-to-integer casts (undefined out of
//! range) and no bitcasts (NaN payloads); float reductions and scans by
//! `maxnumf`, or `addf` on `f32`/`f64` only; an atomic's masked-off lanes
//! replaced by zero. Every lane touches its own address, so atomics are
//! order-independent on a grid of one program.

use crate::fuzz::Rng;
use std::fmt::Write as _;

/// Element types, with their widths.
const ELEMS: &[(&str, u32)] = &[
    ("i1", 1),
    ("i8", 8),
    ("i16", 16),
    ("i32", 32),
    ("i64", 64),
    ("f16", 16),
    ("bf16", 16),
    ("f32", 32),
    ("f64", 64),
];

fn is_float(e: &str) -> bool {
    e.starts_with('f') || e == "bf16"
}

fn width(e: &str) -> u32 {
    ELEMS.iter().find(|(n, _)| *n == e).map_or(32, |(_, w)| *w)
}

/// A program being generated.
pub struct Program<'r> {
    rng: &'r mut Rng,
    shape: Vec<u32>,
    args: Vec<String>,
    lines: Vec<String>,
    /// Values of the block shape: name and element type.
    vals: Vec<(String, &'static str)>,
    next: usize,
    /// The ops used, for coverage.
    pub used: Vec<&'static str>,
    /// Only ops the AMDGCN path takes (no reductions, scans or atomics).
    amdgcn: bool,
    /// Only ops whose result is defined and target-independent (see the
    /// module docs).
    diff: bool,
    /// What each argument is, in order.
    kinds: Vec<ArgKind>,
}

/// What a generated kernel's argument is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgKind {
    /// The `i32` element count `n` (lanes at or past it are masked off).
    Count,
    /// A buffer of this element type, read.
    Load(&'static str),
    /// A buffer of this element type, written.
    Store(&'static str),
    /// A buffer of this element type, read and written by `tt.atomic_rmw`.
    Atomic(&'static str),
}

/// A program for differential testing ([`program_diff`]).
pub struct DiffProgram {
    /// The module text (one function, `@k`).
    pub text: String,
    /// The ops used, for coverage.
    pub used: Vec<&'static str>,
    /// Its arguments, in order.
    pub args: Vec<ArgKind>,
    /// The block's elements (buffers hold at most this many).
    pub block: u32,
}

impl<'r> Program<'r> {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn dims(&self) -> String {
        self.shape
            .iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join("x")
    }

    /// `tensor<SxE>` of the block shape.
    fn t(&self, elem: &str) -> String {
        format!("tensor<{}x{elem}>", self.dims())
    }

    fn line(&mut self, text: String) {
        self.lines.push(format!("    {text}"));
    }

    fn arg(&mut self, ty: String, kind: ArgKind) -> String {
        self.kinds.push(kind);
        let name = format!("%a{}", self.args.len());
        self.args.push(format!("{name}: {ty}"));
        name
    }

    fn pick_val(&mut self, pred: impl Fn(&str) -> bool) -> Option<(String, &'static str)> {
        let matching: Vec<_> = self.vals.iter().filter(|(_, e)| pred(e)).cloned().collect();
        (!matching.is_empty()).then(|| matching[self.rng.below(matching.len())].clone())
    }

    fn add(&mut self, name: String, elem: &'static str) {
        self.vals.push((name, elem));
    }

    /// A constant `value` of the block shape.
    fn constant_of(&mut self, elem: &str, value: &str) -> String {
        let (v, t) = (self.fresh(), self.t(elem));
        self.line(format!("{v} = arith.constant dense<{value}> : {t}"));
        v
    }

    /// A constant of the block shape.
    fn constant(&mut self, elem: &'static str) -> String {
        let v = self.fresh();
        let value = match elem {
            "i1" => if self.rng.below(2) == 0 {
                "true"
            } else {
                "false"
            }
            .to_string(),
            e if is_float(e) => {
                ["1.500000e+00", "-2.000000e+00", "0.000000e+00"][self.rng.below(3)].into()
            }
            _ => ["3", "-1", "0", "7"][self.rng.below(4)].into(),
        };
        let t = self.t(elem);
        self.line(format!("{v} = arith.constant dense<{value}> : {t}"));
        v
    }

    /// The offsets of the block (`i32`, row-major) and the mask `offs < n`.
    fn offsets(&mut self, n: &str) -> (String, String) {
        let offs = if self.shape.len() == 1 {
            let d = self.shape[0];
            self.line(format!(
                "%offs = tt.make_range {{end = {d} : i32, start = 0 : i32}} : tensor<{d}xi32>"
            ));
            "%offs".to_string()
        } else {
            let (m, k) = (self.shape[0], self.shape[1]);
            for (name, d) in [("%rm", m), ("%rn", k)] {
                self.line(format!(
                    "{name} = tt.make_range {{end = {d} : i32, start = 0 : i32}} : tensor<{d}xi32>"
                ));
            }
            self.line(format!("%rm2 = tt.expand_dims %rm {{axis = 1 : i32}} : tensor<{m}xi32> -> tensor<{m}x1xi32>"));
            self.line(format!("%rn2 = tt.expand_dims %rn {{axis = 0 : i32}} : tensor<{k}xi32> -> tensor<1x{k}xi32>"));
            self.line(format!(
                "%stride = arith.constant dense<{k}> : tensor<{m}x1xi32>"
            ));
            self.line(format!(
                "%rows = arith.muli %rm2, %stride : tensor<{m}x1xi32>"
            ));
            self.line(format!(
                "%rowsb = tt.broadcast %rows : tensor<{m}x1xi32> -> tensor<{m}x{k}xi32>"
            ));
            self.line(format!(
                "%colsb = tt.broadcast %rn2 : tensor<1x{k}xi32> -> tensor<{m}x{k}xi32>"
            ));
            self.line(format!(
                "%offs = arith.addi %rowsb, %colsb : tensor<{m}x{k}xi32>"
            ));
            "%offs".to_string()
        };
        let t = self.t("i32");
        self.line(format!("%nb = tt.splat {n} : i32 -> {t}"));
        self.line(format!("%mask = arith.cmpi slt, {offs}, %nb : {t}"));
        (offs, "%mask".into())
    }

    /// Pointers of the block shape from pointer argument `p` to `elem`.
    fn pointers(&mut self, p: &str, elem: &str) -> String {
        let pt = self.t(&format!("!tt.ptr<{elem}>"));
        let (s, q) = (self.fresh(), self.fresh());
        self.line(format!("{s} = tt.splat {p} : !tt.ptr<{elem}> -> {pt}"));
        let it = self.t("i32");
        self.line(format!("{q} = tt.addptr {s}, %offs : {pt}, {it}"));
        q
    }

    fn load(&mut self, elem: &'static str) {
        let p = self.arg(format!("!tt.ptr<{elem}>"), ArgKind::Load(elem));
        let q = self.pointers(&p, elem);
        let other = if self.diff || self.rng.below(2) == 0 {
            format!(", {}", self.constant(elem))
        } else {
            String::new()
        };
        let v = self.fresh();
        let pt = self.t(&format!("!tt.ptr<{elem}>"));
        self.line(format!("{v} = tt.load {q}, %mask{other} : {pt}"));
        self.used.push("tt.load");
        self.add(v, elem);
    }

    fn store(&mut self, v: &str, elem: &'static str) {
        if self.diff && elem == "i1" {
            // No `i1` buffers in the case format: store it widened.
            let (w, ft, tt) = (self.fresh(), self.t("i1"), self.t("i8"));
            self.line(format!("{w} = arith.extui {v} : {ft} to {tt}"));
            return self.store(&w, "i8");
        }
        let p = self.arg(format!("!tt.ptr<{elem}>"), ArgKind::Store(elem));
        let q = self.pointers(&p, elem);
        let pt = self.t(&format!("!tt.ptr<{elem}>"));
        self.line(format!("tt.store {q}, {v}, %mask : {pt}"));
        self.used.push("tt.store");
    }

    /// One random op on values of the block shape.
    fn op(&mut self) {
        match self.rng.below(24) {
            0..=7 => self.binary(),
            8 | 9 => self.unary(),
            10 | 11 => self.compare_select(),
            12..=15 => self.cast(),
            16..=18 => self.loop_(),
            _ if self.amdgcn => self.binary(),
            19 | 20 => self.reduce_or_scan(true),
            21 | 22 => self.reduce_or_scan(false),
            _ => self.atomic(),
        }
    }

    fn binary(&mut self) {
        let Some((a, e)) = self.pick_val(|_| true) else {
            return;
        };
        let mut b = match self.pick_val(|x| x == e) {
            Some((b, _)) if self.rng.below(3) > 0 => b,
            _ => self.constant(e),
        };
        let ops: &[&'static str] = if e == "i1" {
            &["arith.andi", "arith.ori", "arith.xori"]
        } else if is_float(e) && self.diff {
            &[
                "arith.addf",
                "arith.subf",
                "arith.mulf",
                "arith.maxnumf",
                "arith.minnumf",
                "arith.maximumf",
                "arith.minimumf",
            ]
        } else if is_float(e) {
            &[
                "arith.addf",
                "arith.subf",
                "arith.mulf",
                "arith.divf",
                "arith.maxnumf",
                "arith.minnumf",
                "arith.maximumf",
                "arith.minimumf",
                "arith.remf",
            ]
        } else {
            &[
                "arith.addi",
                "arith.subi",
                "arith.muli",
                "arith.andi",
                "arith.ori",
                "arith.xori",
                "arith.maxsi",
                "arith.minsi",
                "arith.maxui",
                "arith.minui",
                "arith.shli",
                "arith.shrsi",
                "arith.shrui",
                "arith.divsi",
                "arith.remsi",
                "arith.divui",
                "arith.remui",
            ]
        };
        let op = *self.rng.pick(ops);
        let by_constant = ["shli", "shrsi", "shrui", "divsi", "remsi", "divui", "remui"];
        if self.diff && by_constant.iter().any(|c| op.ends_with(c)) {
            // Never by zero, never `MIN / -1`, never past the width.
            let by = ["3", "7"][self.rng.below(2)];
            b = self.constant_of(e, by);
        }
        let (v, t) = (self.fresh(), self.t(e));
        self.line(format!("{v} = {op} {a}, {b} : {t}"));
        self.used.push(op);
        self.add(v, e);
    }

    fn unary(&mut self) {
        let Some((a, e)) = self.pick_val(|e| e != "i1") else {
            return;
        };
        let op = if is_float(e) && self.diff {
            *self
                .rng
                .pick(&["arith.negf", "math.absf", "math.floor", "math.ceil"])
        } else if is_float(e) {
            *self.rng.pick(&[
                "arith.negf",
                "math.absf",
                "math.exp",
                "math.exp2",
                "math.log",
                "math.log2",
                "math.sqrt",
                "math.rsqrt",
                "math.sin",
                "math.cos",
                "math.floor",
                "math.ceil",
                "math.tanh",
                "math.erf",
            ])
        } else {
            "math.absi"
        };
        let (v, t) = (self.fresh(), self.t(e));
        self.line(format!("{v} = {op} {a} : {t}"));
        self.used.push(op);
        self.add(v, e);
    }

    fn compare_select(&mut self) {
        let Some((a, e)) = self.pick_val(|_| true) else {
            return;
        };
        let b = match self.pick_val(|x| x == e) {
            Some((b, _)) => b,
            None => return,
        };
        let (c, t) = (self.fresh(), self.t(e));
        let (op, pred) = if is_float(e) {
            ("arith.cmpf", *self.rng.pick(&["olt", "oeq", "une", "oge"]))
        } else {
            // Mostly `eq` and `ne` on `i1`, whose order few kernels ask for.
            let preds: &[&'static str] = if e == "i1" && self.rng.below(4) > 0 {
                &["eq", "ne"]
            } else {
                &["slt", "ult", "eq", "sge", "ne"]
            };
            ("arith.cmpi", *self.rng.pick(preds))
        };
        self.line(format!("{c} = {op} {pred}, {a}, {b} : {t}"));
        self.used.push(op);
        let Some((x, xe)) = self.pick_val(|_| true) else {
            return;
        };
        let Some((y, _)) = self.pick_val(|z| z == xe) else {
            return;
        };
        let (v, ct, xt) = (self.fresh(), self.t("i1"), self.t(xe));
        self.line(format!("{v} = arith.select {c}, {x}, {y} : {ct}, {xt}"));
        self.used.push("arith.select");
        self.add(c, "i1");
        self.add(v, xe);
    }

    fn cast(&mut self) {
        let Some((a, from)) = self.pick_val(|_| true) else {
            return;
        };
        let (to, _) = *self.rng.pick(ELEMS);
        let (fw, tw) = (width(from), width(to));
        if self.diff && is_float(from) && (!is_float(to) || fw == tw) {
            return;
        }
        let op = match (is_float(from), is_float(to)) {
            (false, false) if tw > fw => *self.rng.pick(&["arith.extsi", "arith.extui"]),
            (false, false) if tw < fw => "arith.trunci",
            (false, true) => *self.rng.pick(&["arith.sitofp", "arith.uitofp"]),
            (true, false) if to != "i1" => *self.rng.pick(&["arith.fptosi", "arith.fptoui"]),
            (true, true) if tw > fw => "arith.extf",
            (true, true) if tw < fw => "arith.truncf",
            _ if fw == tw && from != to && fw > 1 => "arith.bitcast",
            _ => return,
        };
        let (v, ft, tt) = (self.fresh(), self.t(from), self.t(to));
        self.line(format!("{v} = {op} {a} : {ft} to {tt}"));
        self.used.push(op);
        self.add(v, to);
    }

    /// The combiner region of a reduce or scan of `e`.
    fn combiner(&mut self, e: &str, ret: &str) -> String {
        let op = if is_float(e) && self.diff {
            match e {
                "f32" | "f64" => *self.rng.pick(&["arith.addf", "arith.maxnumf"]),
                _ => "arith.maxnumf",
            }
        } else if is_float(e) {
            *self
                .rng
                .pick(&["arith.addf", "arith.maxnumf", "arith.mulf"])
        } else {
            *self.rng.pick(&["arith.addi", "arith.maxsi", "arith.xori"])
        };
        format!(
            "({{\n    ^bb0(%x: {e}, %y: {e}):\n      %z = {op} %x, %y : {e}\n      {ret} %z : {e}\n    }})"
        )
    }

    fn reduce_or_scan(&mut self, reduce: bool) {
        let Some((a, e)) = self.pick_val(|e| e != "i1") else {
            return;
        };
        let axis = self.rng.below(self.shape.len());
        let t = self.t(e);
        let v = self.fresh();
        if !reduce {
            let reverse = self.rng.below(2) == 0;
            let body = self.combiner(e, "tt.scan.return");
            self.line(format!(
                "{v} = \"tt.scan\"({a}) <{{axis = {axis} : i32, reverse = {reverse}}}> {body} : ({t}) -> {t}"
            ));
            self.used.push("tt.scan");
            self.add(v, e);
            return;
        }
        let body = self.combiner(e, "tt.reduce.return");
        let mut rest = self.shape.clone();
        rest.remove(axis);
        let rt = if rest.is_empty() {
            e.to_string()
        } else {
            format!("tensor<{}x{e}>", rest[0])
        };
        self.line(format!(
            "{v} = \"tt.reduce\"({a}) <{{axis = {axis} : i32}}> {body} : ({t}) -> {rt}"
        ));
        self.used.push("tt.reduce");
        // Back to the block shape.
        let back = self.fresh();
        if rest.is_empty() {
            self.line(format!("{back} = tt.splat {v} : {e} -> {t}"));
        } else {
            let mut one = self.shape.clone();
            one[axis] = 1;
            let ot = format!("tensor<{}x{}x{e}>", one[0], one[1]);
            let ex = self.fresh();
            self.line(format!(
                "{ex} = tt.expand_dims {v} {{axis = {axis} : i32}} : {rt} -> {ot}"
            ));
            self.line(format!("{back} = tt.broadcast {ex} : {ot} -> {t}"));
            self.used.push("tt.broadcast");
        }
        self.add(back, e);
    }

    fn loop_(&mut self) {
        let Some((a, e)) = self.pick_val(|e| e != "i1") else {
            return;
        };
        let Some((b, _)) = self.pick_val(|x| x == e) else {
            return;
        };
        let trips = 1 + self.rng.below(4);
        let op = if is_float(e) {
            "arith.addf"
        } else {
            "arith.addi"
        };
        let (v, t) = (self.fresh(), self.t(e));
        let (lo, hi, step) = (self.fresh(), self.fresh(), self.fresh());
        self.line(format!("{lo} = arith.constant 0 : i32"));
        self.line(format!("{hi} = arith.constant {trips} : i32"));
        self.line(format!("{step} = arith.constant 1 : i32"));
        self.line(format!(
            "{v} = scf.for %i{n} = {lo} to {hi} step {step} iter_args(%acc{n} = {a}) -> ({t})  : i32 {{",
            n = self.next
        ));
        self.line(format!("  %s{n} = {op} %acc{n}, {b} : {t}", n = self.next));
        self.line(format!("  scf.yield %s{n} : {t}", n = self.next));
        self.line("}".into());
        self.used.push("scf.for");
        self.add(v, e);
    }

    fn atomic(&mut self) {
        let Some((a, e)) = self.pick_val(|e| matches!(e, "i32" | "i64" | "f32")) else {
            return;
        };
        let p = self.arg(format!("!tt.ptr<{e}>"), ArgKind::Atomic(e));
        let q = self.pointers(&p, e);
        let op = if is_float(e) {
            "fadd"
        } else {
            *self.rng.pick(&["add", "max", "umin", "xchg", "and"])
        };
        let op = if op == "xchg" { "exch" } else { op };
        let (v, t, pt, mt) = (
            self.fresh(),
            self.t(e),
            self.t(&format!("!tt.ptr<{e}>")),
            self.t("i1"),
        );
        self.line(format!(
            "{v} = tt.atomic_rmw {op}, acq_rel, gpu, {q}, {a}, %mask : ({pt}, {t}, {mt}) -> {t}"
        ));
        self.used.push("tt.atomic_rmw");
        if self.diff && self.rng.below(2) == 0 {
            // Only for its effect on the buffer (the compiler rejects the old
            // values of some layouts).
            return;
        }
        if self.diff {
            // A masked-off lane's result is undefined.
            let (z, w) = (
                self.constant_of(e, if is_float(e) { "0.000000e+00" } else { "0" }),
                self.fresh(),
            );
            self.line(format!("{w} = arith.select %mask, {v}, {z} : {mt}, {t}"));
            self.used.push("arith.select");
            return self.add(w, e);
        }
        self.add(v, e);
    }

    /// The module text.
    fn finish(&self) -> String {
        let mut s = String::from("module {\n");
        let _ = writeln!(s, "  tt.func public @k({}) {{", self.args.join(", "));
        for l in &self.lines {
            s += l;
            s.push('\n');
        }
        s += "    tt.return\n  }\n}\n";
        s
    }
}

/// A random valid program, and the ops it uses; with `amdgcn`, only of ops
/// the AMDGCN path takes.
pub fn program(rng: &mut Rng, amdgcn: bool) -> (String, Vec<&'static str>) {
    let p = generate(rng, amdgcn, false);
    (p.text, p.used)
}

/// A random valid program for differential testing: defined and
/// target-independent (see the module docs), with its arguments described.
pub fn program_diff(rng: &mut Rng) -> DiffProgram {
    generate(rng, false, true)
}

fn generate(rng: &mut Rng, amdgcn: bool, diff: bool) -> DiffProgram {
    let shape = if rng.below(3) == 0 {
        let m = 1u32 << (1 + rng.below(6));
        let n = 1u32 << (1 + rng.below(12 - m.trailing_zeros() as usize).min(6));
        vec![m, n]
    } else {
        vec![1u32 << rng.below(11)]
    };
    let block = shape.iter().product();
    let mut p = Program {
        rng,
        shape,
        args: Vec::new(),
        lines: Vec::new(),
        vals: Vec::new(),
        next: 0,
        used: Vec::new(),
        amdgcn,
        diff,
        kinds: Vec::new(),
    };
    let n = p.arg("i32".into(), ArgKind::Count);
    p.offsets(&n);
    for _ in 0..1 + p.rng.below(3) {
        let (e, _) = *p.rng.pick(if diff { &ELEMS[1..] } else { ELEMS });
        p.load(e);
    }
    for _ in 0..4 + p.rng.below(21) {
        p.op();
    }
    for _ in 0..1 + p.rng.below(3) {
        let i = p.rng.below(p.vals.len());
        let (v, e) = p.vals[i].clone();
        p.store(&v, e);
    }
    DiffProgram {
        text: p.finish(),
        used: p.used,
        args: p.kinds,
        block,
    }
}
