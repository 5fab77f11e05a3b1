//! `scf.for` with known trip counts and `scf.if`.

use super::{limit, Gen, Kind, Val};
use tilelift_ir::builder::InstBuilder;
use tilelift_ir::{Type, Value};

/// Control flow.
impl Gen<'_, '_, '_> {
    /// `scf.for` with a known trip count of 0 to 3, carrying integers (`p + s`, or
    /// `max`/`min`/`select` with a body value no larger) and pointers (`p + s`).
    pub(super) fn for_loop(&mut self) {
        let trips = self.rng.range(0, 3);
        let (lb, lb_value) = match self.find(|v| v.kind == Kind::Int(32) && v.shape.is_empty()) {
            Some(a) if self.rng.chance(40) && self.arg_value(a.v).is_some() => {
                let value = self.arg_value(a.v).expect("an argument");
                (a, value)
            }
            _ => {
                let c = self.rng.pick(&[0, 0, 1, 4, 16, 7]);
                (self.constant_of(32, &[], Some(c)), c)
            }
        };
        let step_value = self.rng.pick(&[1, 2, 4, 16, 32, 3]);
        let step = self.constant_of(32, &[], Some(step_value));
        let ub = self.constant_of(32, &[], Some(lb_value + trips * step_value));
        let mut carried = Vec::new();
        for _ in 0..self.rng.range(0, 2) {
            if let Some(c) = self.carried(trips) {
                carried.push(c);
            }
        }
        let inits: Vec<Value> = carried.iter().map(|c: &Carried| c.init.v).collect();
        let lp = self.b.ins().for_loop(lb.v, ub.v, step.v, &inits);
        let scope = self.vals.len();
        let saved = self.b.current_block();
        self.b.switch_to_block(lp.body_block);
        self.depth += 1;
        let iv_bound = i128::from(lb_value.abs() + trips * step_value);
        self.push_int(lp.induction_var, 32, &[], iv_bound, lb_value >= 0);
        let params: Vec<Val> = carried
            .iter()
            .zip(&lp.iter_args)
            .map(|(c, &p)| self.push(p, c.kind, &c.init.shape, c.bound, c.nonneg))
            .collect();
        for _ in 0..self.rng.range(2, 6) {
            self.step();
        }
        let yields: Vec<Value> = carried
            .iter()
            .zip(&params)
            .map(|(c, p)| self.next_value(c, p))
            .collect();
        self.b.ins().yield_(&yields);
        self.depth -= 1;
        self.vals.truncate(scope);
        if let Some(block) = saved {
            self.b.switch_to_block(block);
        }
        for (c, &r) in carried.iter().zip(&lp.results) {
            self.push(r, c.kind, &c.init.shape, c.bound, c.nonneg);
        }
    }

    fn carried(&mut self, trips: i64) -> Option<Carried> {
        let init = self.find(|v| v.kind != Kind::Int(1))?;
        match init.kind {
            Kind::Int(bits) => {
                let step =
                    self.find(|v| v.kind == init.kind && v.shape == init.shape && v.v != init.v);
                let step = step.filter(|s| init.bound + i128::from(trips) * s.bound <= limit(bits));
                let (bound, nonneg) = match &step {
                    Some(s) => (
                        init.bound + i128::from(trips) * s.bound,
                        init.nonneg && s.nonneg,
                    ),
                    None => (init.bound, init.nonneg),
                };
                Some(Carried {
                    kind: init.kind,
                    bound,
                    nonneg,
                    step,
                    init,
                })
            }
            Kind::Ptr { buf, lo, hi } => {
                let s = self.rng.pick(&[0, 1, 4, 16, 32]);
                let step = self.constant_of(32, &init.shape, Some(s));
                Some(Carried {
                    kind: Kind::Ptr {
                        buf,
                        lo,
                        hi: hi + trips * s,
                    },
                    bound: 0,
                    nonneg: true,
                    step: Some(step),
                    init,
                })
            }
        }
    }

    /// The value a carried value takes next.
    fn next_value(&mut self, c: &Carried, p: &Val) -> Value {
        match (c.kind, &c.step) {
            (Kind::Ptr { .. }, Some(s)) => self.b.ins().addptr(p.v, s.v),
            (Kind::Int(_), Some(s)) => self.b.ins().addi(p.v, s.v),
            _ => {
                let q = self.find(|v| {
                    v.kind == p.kind
                        && v.shape == p.shape
                        && v.bound <= c.bound
                        && (v.nonneg || !c.nonneg)
                });
                let Some(q) = q else { return p.v };
                match self.rng.below(3) {
                    0 => self.b.ins().maxsi(p.v, q.v),
                    1 if c.nonneg => self.b.ins().minsi(p.v, q.v),
                    _ => {
                        let cond = self.find(|v| v.kind == Kind::Int(1) && v.shape.is_empty());
                        match cond {
                            Some(cond) => self.b.ins().select(cond.v, p.v, q.v),
                            None => p.v,
                        }
                    }
                }
            }
        }
    }

    /// `scf.if` on a scalar condition, yielding one or two values of existing types.
    pub(super) fn if_else(&mut self) {
        let cond = match self.find(|v| v.kind == Kind::Int(1) && v.shape.is_empty()) {
            Some(c) => c,
            None => {
                let a = self.operand(32, &[]);
                let b = self.operand(32, &[]);
                self.cmp(&a, &b);
                self.vals.last().expect("the condition").clone()
            }
        };
        let templates: Vec<Val> = (0..self.rng.range(1, 2))
            .filter_map(|_| self.find(|v| !matches!(v.kind, Kind::Ptr { .. })))
            .collect();
        let types: Vec<Type> = templates
            .iter()
            .map(|t| self.ty_of(t.kind, &t.shape))
            .collect();
        let op = self.b.ins().if_(cond.v, &types);
        let saved = self.b.current_block();
        let mut bound = vec![0i128; templates.len()];
        let mut nonneg = vec![true; templates.len()];
        for block in [op.then_block, op.else_block] {
            let scope = self.vals.len();
            self.b.switch_to_block(block);
            self.depth += 1;
            for _ in 0..self.rng.range(0, 3) {
                self.step();
            }
            let mut yields = Vec::new();
            for (i, t) in templates.iter().enumerate() {
                let y = self
                    .find(|v| v.kind == t.kind && v.shape == t.shape)
                    .unwrap_or(t.clone());
                bound[i] = bound[i].max(y.bound);
                nonneg[i] &= y.nonneg;
                yields.push(y.v);
            }
            self.b.ins().yield_(&yields);
            self.depth -= 1;
            self.vals.truncate(scope);
        }
        if let Some(block) = saved {
            self.b.switch_to_block(block);
        }
        for (i, (t, &r)) in templates.iter().zip(&op.results).enumerate() {
            self.push(r, t.kind, &t.shape, bound[i], nonneg[i]);
        }
    }
}

/// A value carried around a loop.
struct Carried {
    kind: Kind,
    init: Val,
    /// What is added each iteration, if anything.
    step: Option<Val>,
    bound: i128,
    nonneg: bool,
}
