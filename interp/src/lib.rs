//! `tilelift-interp`: the reference interpreter of the tile IR on the CPU.
//!
//! [`run`] executes a verified function for a grid of programs on host buffers,
//! one program at a time: `x` fastest, then `y`, then `z`, each program to its
//! end before the next starts. It is the oracle every later stage of tilelift is
//! tested against, so it is exact where Triton is exact, and each place where it
//! picks one of several behaviours is documented beside the code that does it:
//!
//! | concept | file | what it fixes |
//! |---|---|---|
//! | values | `tile.rs` | n-d tiles in typed flat storage; scalars are rank 0 |
//! | float formats | `float.rs` | rounding of `f16`, `bf16` and 8-bit floats after every op |
//! | memory | `memory.rs` | pointers are 64-bit addresses in a fake address space; accesses outside every buffer are errors |
//! | `arith` | `arith.rs` | wrapping integers, division, shifts past the width, NaN rules |
//! | `math` | `math.rs` | each function's accuracy here and on a GPU |
//! | casts | `casts.rs` | rounding modes, saturation, bitcasts |
//! | loads, stores, atomics | `memory_ops.rs` | masks, `other`, atomic order |
//! | shapes | `shape.rs` | broadcast, trans, reshape, join, split |
//! | gather, histogram | `gather.rs` | `take_along_axis`; an index outside the axis is an error; values outside the bins count nowhere |
//! | reduce, scan | `reduce.rs` | the combination order |
//! | dot | `dot.rs` | accumulation in `k` order |
//! | control flow | `control.rs`, `exec.rs` | `scf.*`, calls, assertions; the step limit ([`RunOptions::max_steps`]) |
//! | errors | `error.rs` | every failure is a value naming the op, location and program |
//! | corpus cases | `runner.rs` | `tilelift interp`: the interpreter as an executor of `tilelift-harness`, which reads and checks the cases |
//!
//! ```
//! use tilelift_interp::{run, ArgValue, Memory, RunOptions};
//! let text = r#"
//! module {
//!   tt.func public @double(%p: !tt.ptr<i32>) {
//!     %r = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
//!     %s = tt.splat %p : !tt.ptr<i32> -> tensor<4x!tt.ptr<i32>>
//!     %a = tt.addptr %s, %r : tensor<4x!tt.ptr<i32>>, tensor<4xi32>
//!     %x = tt.load %a : tensor<4x!tt.ptr<i32>>
//!     %y = arith.addi %x, %x : tensor<4xi32>
//!     tt.store %a, %y : tensor<4x!tt.ptr<i32>>
//!     tt.return
//!   }
//! }"#;
//! let (module, _) = tilelift_ir::parse_module(text).unwrap();
//! let module = tilelift_ir::Verified::new(module).unwrap();
//! let func = module.module().func_by_name("double").unwrap();
//! let mut mem = Memory::new();
//! let data: Vec<u8> = [1i32, 2, 3, 4].iter().flat_map(|v| v.to_le_bytes()).collect();
//! let base = mem.alloc(&data);
//! run(&module, func, &[ArgValue::Ptr(base)], &mut mem, &RunOptions::new([1, 1, 1])).unwrap();
//! assert_eq!(&mem.bytes(base).unwrap()[..4], &2i32.to_le_bytes());
//! ```
#![deny(missing_docs)]

mod arith;
mod casts;
mod control;
mod descriptor;
mod dot;
mod elementwise;
mod error;
mod exec;
mod float;
mod gather;
mod libdevice;
mod local;
mod math;
mod memory;
mod memory_ops;
mod reduce;
pub mod runner;
mod shape;
#[cfg(test)]
mod testutil;
mod tile;

pub use error::{ErrorKind, InterpError};
pub use memory::Memory;
pub use tile::{Data, ElemType, Tile};

use exec::Machine;
use tilelift_ir::verify::Verified;
use tilelift_ir::{FuncId, Function, Module, TypeData, Value};

/// A kernel argument: a pointer into the [`Memory`], or a scalar.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ArgValue {
    /// A pointer: an address returned by [`Memory::alloc`] (or any address).
    Ptr(u64),
    /// An `i1` scalar.
    I1(bool),
    /// An `i32` scalar.
    I32(i32),
    /// An `i64` scalar.
    I64(i64),
    /// An `f32` scalar.
    F32(f32),
}

/// Told of every value a run defines.
pub trait Observer {
    /// Called for every value an instruction defines (and every block parameter,
    /// including function arguments) when it is defined, with the program id.
    fn on_value(&mut self, func: &Function, value: Value, tile: &Tile, program: [u32; 3]);
}

/// An observer that does nothing.
struct Ignore;

impl Observer for Ignore {
    fn on_value(&mut self, _: &Function, _: Value, _: &Tile, _: [u32; 3]) {}
}

/// How to run a kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunOptions {
    /// The number of programs along x, y and z.
    pub grid: [u32; 3],
    /// The most work a run may do, over all its programs: each op executed
    /// counts one plus the elements of its results. A run that would do more
    /// (an endless `scf.while`, a 2^31-trip loop, a 65536³ grid) stops with
    /// [`ErrorKind::StepLimit`] instead of running until killed.
    pub max_steps: u64,
}

/// The default [`RunOptions::max_steps`]: 2^32 element-ops, about a minute
/// of work for a debug build of the interpreter.
pub const MAX_STEPS: u64 = 1 << 32;

impl RunOptions {
    /// A grid with the default step limit, [`MAX_STEPS`].
    pub fn new(grid: [u32; 3]) -> Self {
        RunOptions {
            grid,
            max_steps: MAX_STEPS,
        }
    }
}

/// Runs `func` of `module` for every program of `options.grid`, with `args` and
/// the buffers of `mem`.
pub fn run(
    module: &Verified,
    func: FuncId,
    args: &[ArgValue],
    mem: &mut Memory,
    options: &RunOptions,
) -> Result<(), InterpError> {
    run_observed(module, func, args, mem, options, &mut Ignore)
}

/// [`run`], telling `observer` of every value defined.
pub fn run_observed(
    module: &Verified,
    func: FuncId,
    args: &[ArgValue],
    mem: &mut Memory,
    options: &RunOptions,
    observer: &mut dyn Observer,
) -> Result<(), InterpError> {
    let module = module.module();
    let tiles = bind_args(module, func, args)?;
    let [gx, gy, gz] = options.grid;
    let mut steps_left = options.max_steps;
    for z in 0..gz {
        for y in 0..gy {
            for x in 0..gx {
                let mut machine = Machine {
                    module,
                    mem: &mut *mem,
                    observer: &mut *observer,
                    grid: options.grid,
                    program: [x, y, z],
                    depth: 0,
                    steps_left: &mut steps_left,
                };
                machine.call(func, tiles.clone())?;
            }
        }
    }
    Ok(())
}

/// The arguments as scalar tiles, checked against the function's parameters.
fn bind_args(module: &Module, func: FuncId, args: &[ArgValue]) -> Result<Vec<Tile>, InterpError> {
    let bad = |msg: String| InterpError::new(ErrorKind::BadArguments, msg);
    let function = module
        .funcs
        .get(func)
        .ok_or_else(|| bad(format!("the module has no function {func}")))?;
    let launch = tilelift_ir::descriptors::launch_params(module, func);
    if launch.len() != args.len() {
        return Err(bad(format!(
            "@{} takes {} arguments, given {}",
            function.name,
            launch.len(),
            args.len()
        )));
    }
    let flat = launch
        .iter()
        .zip(args)
        .enumerate()
        .map(|(i, (ty, &arg))| {
            arg_tile(ty, arg).ok_or_else(|| {
                bad(format!(
                    "argument {i} of @{} is {ty:?}, given {arg:?}",
                    function.name
                ))
            })
        })
        .collect::<Result<Vec<Tile>, InterpError>>()?;
    // A descriptor parameter takes its launch arguments: base, shape, strides, NaN flag.
    let mut tiles = Vec::with_capacity(function.args().len());
    let mut at = 0;
    for &param in function.args() {
        let ty = function.dfg.value_type(param);
        let n = tilelift_ir::descriptors::launch_param_types(&module.types, ty).len();
        let parts = &flat[at..at + n];
        at += n;
        if module.types.desc_block(ty).is_none() {
            tiles.push(parts[0].clone());
            continue;
        }
        let rank = (n - 2) / 2;
        let int = |t: &Tile| t.scalar_int_value().unwrap_or(0);
        let shape: Vec<i64> = parts[1..=rank].iter().map(int).collect();
        let strides: Vec<i64> = parts[1 + rank..=2 * rank].iter().map(int).collect();
        tiles.push(descriptor::make(
            int(&parts[0]),
            &shape,
            &strides,
            int(&parts[n - 1]) != 0,
        ));
    }
    Ok(tiles)
}

/// The scalar tile of an argument of type `ty`, if the two match.
fn arg_tile(ty: &TypeData, arg: ArgValue) -> Option<Tile> {
    use tilelift_ir::FloatKind::F32;
    Some(match (ty, arg) {
        (TypeData::Ptr { .. }, ArgValue::Ptr(p)) => Tile::scalar_int(ElemType::Ptr, p as i64),
        (TypeData::Int(1), ArgValue::I1(b)) => Tile::scalar_int(ElemType::Int(1), i64::from(b)),
        (TypeData::Int(32), ArgValue::I32(v)) => Tile::scalar_int(ElemType::Int(32), i64::from(v)),
        (TypeData::Int(64) | TypeData::Index, ArgValue::I64(v)) => {
            Tile::scalar_int(ElemType::Int(64), v)
        }
        (TypeData::Float(F32), ArgValue::F32(v)) => Tile::scalar_float(F32, f64::from(v)),
        _ => return None,
    })
}
