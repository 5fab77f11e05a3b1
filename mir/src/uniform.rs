//! Registers uniform over a program, and the uniform operands of a chain of
//! one associative operation combined first.
//!
//! A register is uniform where every thread of a program holds the same
//! value in it: a kernel parameter, a constant, the program id or the grid
//! size, and arithmetic of uniform registers only. The lowering writes a
//! tile's elementwise op once per element, so a chain such as Philox's
//! `c2 = mulhi(A, c0) ^ c3 ^ k1`, in which `mulhi(A, c0)` and the key `k1`
//! are scalars splat over the tile, becomes `t_i = x_i ^ u; y_i = t_i ^ v`
//! for each element `i`. [`group_uniform_operands`] rewrites it as
//! `w = u ^ v; y_i = x_i ^ w`: one instruction an element fewer, and `w`
//! is computed once. On NVIDIA it also decides where ptxas computes the
//! seed's Philox keys: with two uniform operands in one three-input
//! `LOP3` ptxas copies one of them to a per-thread register, and on
//! `dropout_f32_b256_w1_tail` it then kept the whole key schedule (the seed
//! plus `0x9E3779B9`/`0xBB67AE85` a round) on the per-thread datapath
//! (`IADD3`, `IMAD` on `R` registers; 2 uniform instructions of 552),
//! where grouped it runs on the uniform datapath as in Triton's code
//! (`UIADD3`, `UIMAD`; 24 of 560 with the `NOP`s): 116.5 -> 113.2 us on an
//! H200 for its PTX so rewritten (Triton 110.9); with the counter products
//! of `lower/src/to_mir/arith.rs` (`mul_along_runs`) too, 116.0 -> 111.5
//! in an A/B run of the compiler's output. Where only one reader would take
//! `w`, nothing is saved and the chain stays (a pointer plus a uniform and a
//! per-thread offset in `rotary_*`: rewritten, it ran 0.99-1.014x).

use super::entities::{Block, Inst, Reg};
use super::function::Function;
use super::inst::{BinaryOp, InstData, Operand, SpecialReg};
use super::passes::{eliminate_dead_code, rewrite};
use super::types::Type;
use cranelift_entity::EntityRef;
use std::collections::HashMap;

/// Whether each register, by number, holds the same value in every thread
/// of a program: computed forwards in layout order (every use of an SSA
/// register comes after its definition there, except through block
/// parameters, which are taken as not uniform).
pub fn uniform_regs(func: &Function) -> Vec<bool> {
    let mut class = vec![VARYING; func.num_regs()];
    for data in func.all_insts() {
        classify(data, &mut class);
    }
    class.into_iter().map(|c| c != VARYING).collect()
}

/// A register that may differ between threads.
const VARYING: u8 = 0;
/// A uniform register.
const UNIFORM: u8 = 1;
/// A constant (uniform too).
const CONSTANT: u8 = 2;

/// Records the class of what `data` defines, given its operands'.
fn classify(data: &InstData, class: &mut [u8]) {
    let of = |class: &[u8], o: Operand| match o {
        Operand::Reg(r) => class[r.index()],
        Operand::Imm(_) => CONSTANT,
    };
    let c = match *data {
        // The common case first, without the generic operand walk.
        InstData::Binary { dst, args, .. } => {
            class[dst.index()] = if of(class, args[0]) != VARYING && of(class, args[1]) != VARYING {
                UNIFORM
            } else {
                VARYING
            };
            return;
        }
        InstData::Const { .. } => CONSTANT,
        InstData::Param { .. } | InstData::SharedBase { .. } => UNIFORM,
        InstData::Special { reg, .. } if reg != SpecialReg::TidX => UNIFORM,
        InstData::Unary { .. }
        | InstData::Ternary { .. }
        | InstData::Rounded { .. }
        | InstData::Cmp { .. }
        | InstData::Select { .. }
        | InstData::Convert { .. } => {
            let mut all = true;
            data.for_each_use(|r| all &= class[r.index()] != VARYING);
            if all {
                UNIFORM
            } else {
                VARYING
            }
        }
        _ => VARYING,
    };
    if c != VARYING {
        data.for_each_def(|d| class[d.index()] = c);
    }
}

/// Whether `op` on integers is associative and commutative.
fn reassociates(op: BinaryOp) -> bool {
    use BinaryOp::*;
    matches!(op, Add | Mul | And | Or | Xor | MinS | MinU | MaxS | MaxU)
}

/// A block, an operation, its type and two uniform operands (the lower
/// register first).
type Key = (Block, BinaryOp, Type, Reg, Reg);

/// One rewrite: `dst = op(op(x, u), v)` becomes `dst = op(x, op(u, v))`.
#[derive(Copy, Clone)]
struct Plan {
    x: Operand,
    key: Key,
}

/// Rewrites `y = op(t, v)` with `t = op(x, u)` read by nothing else, `op` an
/// associative and commutative integer operation, `u` and `v` uniform
/// registers that are not constants and `x` not uniform, as `w = op(u, v)`
/// (once a block for each `op`, `u` and `v`, before its first reader) and
/// `y = op(x, w)`, where at least two such `y` of a block share `w` (the
/// elements of a tile); the `t` are then dead and removed. See the module
/// documentation.
pub fn group_uniform_operands(func: Function) -> Function {
    let n = func.num_regs();
    let mut class = vec![VARYING; n];
    // The instruction defining each register, where it is a `Binary`.
    let mut def = vec![u32::MAX; n];
    // Each `y = op(t, v)` of the shape, with its `t`, `x`, `op`, type and
    // `u` and `v` (the lower register first).
    let mut found: Vec<(Reg, Reg, Operand, BinaryOp, Type, Reg, Reg)> = Vec::new();
    for (i, data) in func.all_insts().enumerate() {
        classify(data, &mut class);
        let InstData::Binary {
            op,
            ty,
            dst,
            args: [a, b],
        } = *data
        else {
            continue;
        };
        def[dst.index()] = i as u32;
        if class[dst.index()] != VARYING || !reassociates(op) || !ty.is_int() {
            continue;
        }
        let lone_uniform = |o: Operand| match o {
            Operand::Reg(r) if class[r.index()] == UNIFORM => Some(r),
            _ => None,
        };
        let varying = |o: Operand| matches!(o, Operand::Reg(r) if class[r.index()] == VARYING);
        for (t, v) in [(a, b), (b, a)] {
            let (Operand::Reg(t), Some(v)) = (t, lone_uniform(v)) else {
                continue;
            };
            let at = def[t.index()];
            if at == u32::MAX {
                continue;
            }
            let InstData::Binary {
                op: op2,
                ty: ty2,
                args: [p, q],
                ..
            } = *func.inst(Inst::new(at as usize))
            else {
                continue;
            };
            if op2 != op || ty2 != ty {
                continue;
            }
            let xu = [(p, q), (q, p)]
                .into_iter()
                .find_map(|(x, u)| Some((x, lone_uniform(u)?)).filter(|&(x, _)| varying(x)));
            if let Some((x, u)) = xu {
                found.push((dst, t, x, op, ty, u.min(v), u.max(v)));
                break;
            }
        }
    }
    if found.is_empty() {
        return func;
    }
    // The `t` of each must have no other reader.
    let mut uses = vec![0u32; n];
    for data in func.all_insts() {
        data.for_each_use(|r| uses[r.index()] += 1);
    }
    let block_of = func.inst_blocks();
    // The plan of each rewritten instruction, by its result register, and
    // how many rewrites of each block read each `op(u, v)`.
    let mut plans: HashMap<Reg, Plan> = HashMap::new();
    let mut readers: HashMap<Key, u32> = HashMap::new();
    for (dst, t, x, op, ty, u, v) in found {
        if uses[t.index()] != 1 {
            continue;
        }
        let block = Block::new(block_of[def[dst.index()] as usize] as usize);
        let key = (block, op, ty, u, v);
        plans.insert(dst, Plan { x, key });
        *readers.entry(key).or_default() += 1;
    }
    // One rewrite alone saves nothing: it only moves an instruction.
    plans.retain(|_, p| readers[&p.key] >= 2);
    if plans.is_empty() {
        return func;
    }
    // `op(u, v)` of each block, by operation, type and operands.
    let mut made: HashMap<Key, Reg> = HashMap::new();
    let planned = |data: &InstData| match data {
        InstData::Binary { dst, .. } => plans.contains_key(dst),
        _ => false,
    };
    let out = rewrite(
        func,
        |_, data| planned(data),
        |rw, _, _, data| -> Result<(), core::convert::Infallible> {
            let InstData::Binary { op, ty, dst, .. } = data else {
                unreachable!("only planned binaries are rewritten")
            };
            let Plan { x, key } = plans[&dst];
            let w = match made.get(&key) {
                Some(&w) => w,
                None => {
                    let w = rw.reg(ty);
                    rw.push(InstData::Binary {
                        op,
                        ty,
                        dst: w,
                        args: [Operand::Reg(key.3), Operand::Reg(key.4)],
                    });
                    made.insert(key, w);
                    w
                }
            };
            rw.push(InstData::Binary {
                op,
                ty,
                dst,
                args: [x, Operand::Reg(w)],
            });
            Ok(())
        },
    );
    let Ok(out) = out;
    eliminate_dead_code(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(text: &str) -> String {
        let func = crate::parse::parse(text).unwrap();
        crate::print::to_string(&group_uniform_operands(func))
    }

    /// Two elements of `(x ^ u) ^ v`, `u` and `v` from parameters: `u ^ v`
    /// once, each element one `Xor`.
    #[test]
    fn uniform_operands_combine_first() {
        let text = "\
kernel k(%p: i64 ptr, %a: i32, %b: i32) warps=1 shared=0 {
block0:
    v0 = special tid.x
    v1 = param 0
    v2 = param 1
    v3 = param 2
    v4 = Add i32 v2, 7
    v5 = Xor i32 v0, v4
    v6 = Or i32 v0, 32
    v7 = Xor i32 v6, v4
    v8 = Xor i32 v5, v3
    v9 = Xor i32 v3, v7
    store.global i32 [v1 + 0], v8
    store.global i32 [v1 + 4], v9
    return
}
";
        let expected = "\
kernel k(%p: i64 ptr, %a: i32, %b: i32) warps=1 shared=0 {
block0:
    v0 = special tid.x
    v1 = param 0
    v2 = param 1
    v3 = param 2
    v4 = Add i32 v2, 7
    v6 = Or i32 v0, 32
    v10 = Xor i32 v3, v4
    v8 = Xor i32 v0, v10
    v9 = Xor i32 v6, v10
    store.global i32 [v1 + 0], v8
    store.global i32 [v1 + 4], v9
    return
}
";
        assert_eq!(run(text), expected);
    }

    /// Left as they are: an inner result read twice, two different
    /// operations, a constant operand, a chain with nothing per thread, and
    /// a pair of uniform operands that only one chain reads.
    #[test]
    fn other_chains_stay() {
        let text = "\
kernel k(%p: i64 ptr, %a: i32, %b: i32) warps=1 shared=0 {
block0:
    v0 = special tid.x
    v1 = param 0
    v2 = param 1
    v3 = param 2
    v4 = Xor i32 v0, v2
    v5 = Xor i32 v4, v3
    v6 = Add i32 v0, v2
    v7 = Xor i32 v6, v3
    v8 = const i32 0x5
    v9 = Xor i32 v0, v2
    v10 = Xor i32 v9, v8
    v11 = Xor i32 v2, v3
    v12 = Xor i32 v11, v2
    v13 = Add i32 v0, v2
    v14 = Add i32 v13, v3
    store.global i32 [v1 + 0], v4
    store.global i32 [v1 + 4], v5
    store.global i32 [v1 + 8], v7
    store.global i32 [v1 + 12], v10
    store.global i32 [v1 + 16], v12
    store.global i32 [v1 + 20], v14
    return
}
";
        assert_eq!(run(text), text);
    }
}
