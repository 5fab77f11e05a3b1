//! Random tile programs, and inputs that honour their argument hints.
//!
//! A program is built op by op through the builder API. The generator keeps, for
//! every value it built, its type, shape, a bound on its magnitude and whether it is
//! non-negative, and picks only ops whose results stay within their width: the
//! analysis, like Triton's, reasons about integers that do not wrap. Divisors are
//! never zero (a constant, or `x | c`), shift amounts stay below the width, and
//! every pointer a load, store or atomic uses stays inside its buffer.
//!
//! The arguments' values are chosen first (a hinted integer is a multiple of its
//! hint, a hinted pointer points into its buffer at a multiple of its hint), so loop
//! bounds built from them have known trip counts.

mod args;
mod arith;
mod control;
mod memory;
mod shapes;

use tilelift_ir::{Function, FunctionBuilder, Module, Type, Value, Verified};

/// A xorshift generator.
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Self {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % (hi - lo + 1) as u64) as i64
    }

    /// True with probability `percent` / 100.
    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    /// An element of `items`.
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

/// What a buffer is for.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Role {
    /// Loaded from.
    Read,
    /// Stored to.
    Write,
    /// Updated by atomics.
    Atomic,
}

/// A buffer behind a pointer argument.
pub struct Buffer {
    /// Its element width in bits.
    pub elem_bits: u32,
    /// Bytes between the start of the allocation and the argument's pointer.
    pub offset_bytes: u64,
    /// The contents of the usable elements.
    pub contents: Vec<i64>,
    /// What the program does with it.
    pub role: Role,
}

/// A kernel argument.
pub enum Arg {
    /// A pointer into buffer `i`.
    Buffer(usize),
    /// An `i32`.
    I32(i32),
    /// An `i64`.
    I64(i64),
    /// An `i1`.
    I1(bool),
}

/// A generated program and its inputs.
pub struct Program {
    /// The verified module (one function).
    pub module: Verified,
    /// The arguments.
    pub args: Vec<Arg>,
    /// The buffers.
    pub buffers: Vec<Buffer>,
    /// The grid.
    pub grid: [u32; 3],
}

/// The kind of a generated value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Kind {
    /// An integer of this many bits.
    Int(u32),
    /// A pointer into buffer `buf`, `lo..=hi` elements past the argument.
    Ptr { buf: usize, lo: i64, hi: i64 },
}

/// What the generator knows of a value.
#[derive(Clone, Debug)]
struct Val {
    v: Value,
    kind: Kind,
    shape: Vec<i64>,
    /// A bound on the magnitude (integers).
    bound: i128,
    nonneg: bool,
}

/// The largest magnitude that cannot wrap in `bits` bits.
fn limit(bits: u32) -> i128 {
    (1i128 << (bits - 1)) - 1
}

/// Any value of `bits` bits.
fn full(bits: u32) -> i128 {
    1i128 << (bits - 1)
}

/// The bound of `x op y` for and/or/xor: both lie in `-2^k .. 2^k`.
fn bitwise_bound(a: i128, b: i128) -> i128 {
    let m = a.max(b).max(1) as u128;
    (m + 1).next_power_of_two() as i128
}

const BUF_LEN: i64 = 512;
const OFFSET_MASK: i64 = 255;

/// Builds one random program from `seed`.
pub fn program(seed: u64) -> Program {
    let mut rng = Rng::new(seed);
    let mut module = Module::new();
    let id = module.funcs.push(Function::new("k"));
    let grid = [rng.pick(&[1, 2]), rng.pick(&[1, 2]), 1];
    let shape = if rng.chance(50) {
        vec![rng.pick(&[16, 32, 64, 128])]
    } else {
        let m = rng.pick(&[2, 4, 8, 16]);
        let n = rng.pick(&[8, 16, 32]);
        vec![m, n.min(128 / m)]
    };
    let (args, buffers) = {
        let mut b = FunctionBuilder::new(&mut module.funcs[id], &mut module.types);
        let mut g = Gen {
            rng: &mut rng,
            b: &mut b,
            vals: Vec::new(),
            buffers: Vec::new(),
            args: Vec::new(),
            shapes: vec![shape.clone()],
            depth: 0,
        };
        g.make_args();
        let n_ops = g.rng.range(12, 30);
        for _ in 0..n_ops {
            g.step();
        }
        g.finish();
        (std::mem::take(&mut g.args), std::mem::take(&mut g.buffers))
    };
    let module = Verified::new(module).unwrap_or_else(|(m, e)| {
        panic!(
            "seed {seed}: {e}\n{}",
            tilelift_ir::print_module(&m, &Default::default())
        )
    });
    Program {
        module,
        args,
        buffers,
        grid,
    }
}

struct Gen<'r, 'b, 'f> {
    rng: &'r mut Rng,
    b: &'b mut FunctionBuilder<'f>,
    vals: Vec<Val>,
    buffers: Vec<Buffer>,
    args: Vec<Arg>,
    /// The tensor shapes in use.
    shapes: Vec<Vec<i64>>,
    depth: usize,
}

/// Types and values.
impl Gen<'_, '_, '_> {
    fn int_ty(&self, bits: u32) -> Type {
        self.b.types().int(bits).expect("an integer width")
    }

    fn ty_of(&mut self, kind: Kind, shape: &[i64]) -> Type {
        let elem = match kind {
            Kind::Int(bits) => self.int_ty(bits),
            Kind::Ptr { buf, .. } => {
                let pointee = self.int_ty(self.buffers[buf].elem_bits);
                self.b.types_mut().ptr(pointee)
            }
        };
        if shape.is_empty() {
            elem
        } else {
            self.b.types_mut().tensor(shape, elem)
        }
    }

    fn push(&mut self, v: Value, kind: Kind, shape: &[i64], bound: i128, nonneg: bool) -> Val {
        let val = Val {
            v,
            kind,
            shape: shape.to_vec(),
            bound,
            nonneg,
        };
        if !shape.is_empty() && !self.shapes.iter().any(|s| s == shape) {
            self.shapes.push(shape.to_vec());
        }
        self.vals.push(val.clone());
        val
    }

    /// A random value satisfying `pred`.
    fn find(&mut self, pred: impl Fn(&Val) -> bool) -> Option<Val> {
        let found: Vec<usize> = (0..self.vals.len())
            .filter(|&i| pred(&self.vals[i]))
            .collect();
        if found.is_empty() {
            return None;
        }
        Some(self.vals[found[self.rng.below(found.len())]].clone())
    }

    fn int_of(&mut self, bits: u32, shape: &[i64]) -> Option<Val> {
        self.find(|v| v.kind == Kind::Int(bits) && v.shape == shape)
    }

    /// An interesting constant: 0, ±1, ±2^k, multiples of powers of two, others.
    fn interesting(&mut self, bound: i64) -> i64 {
        let v = match self.rng.below(6) {
            0 => 0,
            1 => self.rng.pick(&[1, -1, 2, 3]),
            2 => 1i64 << self.rng.below(11),
            3 => -(1i64 << self.rng.below(11)),
            4 => (1i64 << self.rng.below(8)) * self.rng.range(-20, 20),
            _ => self.rng.range(-1000, 1000),
        };
        v.clamp(-bound, bound)
    }

    fn random_shape(&mut self) -> Vec<i64> {
        let shapes = self.shapes.clone();
        shapes[self.rng.below(shapes.len())].clone()
    }
}

/// One random op.
impl Gen<'_, '_, '_> {
    fn step(&mut self) {
        match self.rng.below(100) {
            0..=7 => self.constant(),
            8..=9 => self.range(),
            10..=12 => {
                self.block_offsets();
            }
            13..=15 => self.program_info(),
            16..=22 => self.splat(),
            23..=28 => self.expand_broadcast(),
            29..=31 => self.reshape_trans(),
            32..=61 => self.binary(),
            62..=66 => self.cast(),
            67..=74 => self.load(),
            75..=77 => self.store_any(),
            78..=79 => self.atomic(),
            80..=83 => self.addptr(),
            84..=91 if self.depth < 2 => self.for_loop(),
            92..=96 if self.depth < 2 => self.if_else(),
            _ => self.binary(),
        }
    }
}
