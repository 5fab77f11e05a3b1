//! Checks of the invariants MIR promises its readers: every register defined
//! once, every block ending in its one terminator, jumps passing one argument of
//! the right type per parameter, conditional branches going to blocks without
//! parameters whose only predecessor they are (no critical edges), and every
//! register defined before its uses in layout order (the lowering builds from
//! structured control flow, where this holds), and the register types of
//! tensor-core ops, and the types of float operations in a rounding mode.

use super::entities::{Block, Reg};
use super::function::Function;
use super::inst::InstData;
use super::tma::TmaOp;
use super::types::Type;
use cranelift_entity::{PrimaryMap, SecondaryMap};

/// Checks `func`, returning the first problem found.
pub fn verify(func: &Function) -> Result<(), String> {
    let mut defined: SecondaryMap<Reg, bool> = SecondaryMap::with_capacity(func.num_regs());
    let preds = func.predecessors();
    for block in func.blocks() {
        for &p in func.block_params(block) {
            define(&mut defined, p, block)?;
        }
        check_block(func, block, &preds, &mut defined)?;
    }
    Ok(())
}

fn define(defined: &mut SecondaryMap<Reg, bool>, reg: Reg, block: Block) -> Result<(), String> {
    if defined[reg] {
        return Err(format!("{reg} defined twice (in {block})"));
    }
    defined[reg] = true;
    Ok(())
}

fn check_block(
    func: &Function,
    block: Block,
    preds: &PrimaryMap<Block, Vec<Block>>,
    defined: &mut SecondaryMap<Reg, bool>,
) -> Result<(), String> {
    let range = func.block_inst_range(block);
    if range.is_empty() {
        return Err(format!("{block} is empty"));
    }
    for inst in func.block_insts(block) {
        let data = func.inst(inst);
        let last = inst.as_u32() as usize == range.end - 1;
        if data.is_terminator() != last {
            return Err(format!("{block}: {inst} misplaces a terminator"));
        }
        let mut problem = None;
        data.for_each_use(|u| {
            if !defined[u] {
                problem = Some(format!("{block}: {inst} reads {u} before its definition"));
            }
        });
        if let Some(p) = problem {
            return Err(p);
        }
        let mut res = Ok(());
        data.for_each_def(|d| {
            if res.is_ok() {
                res = define(defined, d, block);
            }
        });
        res?;
        check_edges(func, block, data, preds)?;
        check_mma(func, block, data)?;
        check_wgmma(func, block, data)?;
        check_ldmatrix(func, block, data)?;
        check_cp_async(func, block, data)?;
        check_prefetch(func, block, data)?;
        check_tma(func, block, data)?;
        check_mfma(func, block, data)?;
        check_rounded(block, data)?;
        check_fp8(func, block, data)?;
        check_printf(func, block, data)?;
    }
    Ok(())
}

/// An [`InstData::Printf`] passes `i32`, `i64` and `f64` registers (C's
/// variadic arguments after promotion).
fn check_printf(func: &Function, block: Block, data: &InstData) -> Result<(), String> {
    let InstData::Printf { args, .. } = data else {
        return Ok(());
    };
    match args
        .iter()
        .find(|&&a| !matches!(func.reg_type(a), Type::I32 | Type::I64 | Type::F64))
    {
        Some(a) => Err(format!(
            "{block}: printf of {a}, a {}: only i32, i64 and f64 are passed",
            func.reg_type(*a)
        )),
        None => Ok(()),
    }
}

/// An [`InstData::Fp8x2ToF16x2`] reads an `i16` and defines an `i32`; an
/// [`InstData::F32x2ToFp8x2`] reads two `f32` and defines an `i16`.
fn check_fp8(func: &Function, block: Block, data: &InstData) -> Result<(), String> {
    let (dst, want_dst, srcs, want_src): (Reg, Type, &[Reg], Type) = match data {
        InstData::Fp8x2ToF16x2 { dst, src, .. } => {
            (*dst, Type::I32, core::slice::from_ref(src), Type::I16)
        }
        InstData::F32x2ToFp8x2 { dst, srcs, .. } => (*dst, Type::I16, srcs, Type::F32),
        _ => return Ok(()),
    };
    let wrong =
        func.reg_type(dst) != want_dst || srcs.iter().any(|&s| func.reg_type(s) != want_src);
    match wrong {
        true => Err(format!(
            "{block}: an 8-bit float conversion of the wrong types"
        )),
        false => Ok(()),
    }
}

/// An [`InstData::Rounded`] computes on `f32` or `f64`, and the operands it
/// does not read are `0`.
fn check_rounded(block: Block, data: &InstData) -> Result<(), String> {
    let InstData::Rounded { op, ty, args, .. } = data else {
        return Ok(());
    };
    if !matches!(ty, Type::F32 | Type::F64) {
        return Err(format!("{block}: {op:?} with a rounding mode on {ty}"));
    }
    if args[op.arity()..]
        .iter()
        .any(|a| *a != super::inst::Operand::Imm(0))
    {
        return Err(format!("{block}: {op:?} reads {} operands", op.arity()));
    }
    Ok(())
}

/// An [`InstData::LdMatrix`] loads 1, 2 or 4 `i32` words from an `i32`
/// shared-memory address.
fn check_ldmatrix(func: &Function, block: Block, data: &InstData) -> Result<(), String> {
    let InstData::LdMatrix { dsts, addr, .. } = data else {
        return Ok(());
    };
    if ![1, 2, 4].contains(&dsts.len()) {
        return Err(format!("{block}: ldmatrix of {} matrices", dsts.len()));
    }
    let regs = dsts.iter().chain(core::iter::once(addr));
    operands_typed(func, block, "ldmatrix", regs.map(|&r| (r, Type::I32)))
}

/// An [`InstData::Tma`] takes `i32` shared-memory addresses and
/// coordinates, an `i64` tensor map, predicates; a TMA copy has 1 to 5
/// coordinates.
fn check_tma(func: &Function, block: Block, data: &InstData) -> Result<(), String> {
    let InstData::Tma(t) = data else {
        return Ok(());
    };
    let coords = match &**t {
        TmaOp::Load { coords, .. } | TmaOp::Store { coords, .. } => coords.len(),
        _ => 1,
    };
    if !(1..=5).contains(&coords) {
        return Err(format!("{block}: {} of {coords} coordinates", t.name()));
    }
    let mut want = Vec::new();
    let pred = |p: &Option<Reg>| p.map(|p| (p, Type::Pred));
    match &**t {
        TmaOp::MbarrierInit { bar, pred: p, .. }
        | TmaOp::MbarrierExpectTx { bar, pred: p, .. }
        | TmaOp::MbarrierInval { bar, pred: p } => {
            want.push((bar.reg, Type::I32));
            want.extend(pred(p));
        }
        TmaOp::MbarrierWait { bar, parity } => {
            want.push((bar.reg, Type::I32));
            if let super::inst::Operand::Reg(r) = parity {
                want.push((*r, Type::I32));
            }
        }
        TmaOp::Load {
            map,
            coords,
            dst,
            bar,
            pred: p,
        } => {
            want.extend([
                (dst.reg, Type::I32),
                (bar.reg, Type::I32),
                (*map, Type::I64),
            ]);
            want.extend(coords.iter().map(|&c| (c, Type::I32)));
            want.extend(pred(p));
        }
        TmaOp::Store {
            map,
            coords,
            src,
            pred: p,
        } => {
            want.extend([(src.reg, Type::I32), (*map, Type::I64)]);
            want.extend(coords.iter().map(|&c| (c, Type::I32)));
            want.extend(pred(p));
        }
        TmaOp::MapReplace {
            map,
            field,
            value,
            pred: p,
        } => {
            want.push((map.reg, Type::I32));
            if let super::inst::Operand::Reg(r) = value {
                want.push((
                    *r,
                    if field.is_wide() {
                        Type::I64
                    } else {
                        Type::I32
                    },
                ));
            }
            want.extend(pred(p));
        }
        TmaOp::MapCopy { dst, src, pred: p } => {
            want.extend([(*dst, Type::I64), (src.reg, Type::I32)]);
            want.extend(pred(p));
        }
        TmaOp::MapAcquire { map, pred: p } => {
            want.push((*map, Type::I64));
            want.extend(pred(p));
        }
        TmaOp::BulkCommit | TmaOp::BulkWaitRead { .. } => {}
    }
    operands_typed(func, block, t.name(), want)
}

/// An [`InstData::Prefetch`] takes an `i64` global address and a predicate.
fn check_prefetch(func: &Function, block: Block, data: &InstData) -> Result<(), String> {
    let InstData::Prefetch { addr, pred, .. } = data else {
        return Ok(());
    };
    let want = core::iter::once((*addr, Type::I64)).chain(pred.map(|p| (p, Type::Pred)));
    operands_typed(func, block, "prefetch", want)
}

/// An [`InstData::CpAsync`] copies 4, 8 or 16 bytes from an `i64` global
/// address to an `i32` shared one, reading an `i32` count of them.
fn check_cp_async(func: &Function, block: Block, data: &InstData) -> Result<(), String> {
    let InstData::CpAsync {
        bytes,
        dst,
        src,
        src_size,
        ..
    } = data
    else {
        return Ok(());
    };
    if ![4, 8, 16].contains(bytes) {
        return Err(format!("{block}: cp_async of {bytes} bytes"));
    }
    let want = [(*dst, Type::I32), (*src, Type::I64)]
        .into_iter()
        .chain(src_size.map(|r| (r, Type::I32)));
    operands_typed(func, block, "cp_async", want)
}

/// An [`InstData::Wgmma`] reads and defines `n / 2` `f32` accumulators of
/// 16-bit inputs through two `i64` descriptors, or four `i32` words of `a`
/// (not transposed) and a descriptor; an [`InstData::WgmmaWait`]
/// defines as many `f32` registers as it reads.
fn check_wgmma(func: &Function, block: Block, data: &InstData) -> Result<(), String> {
    match data {
        InstData::Wgmma {
            n,
            in_ty,
            dsts,
            c,
            a,
            b,
            trans,
        } => {
            if (trans[0] || trans[1]) && !in_ty.transposable() {
                return Err(format!(
                    "{block}: wgmma of {in_ty} tiles that are not K-major"
                ));
            }
            let want = *n as usize / 2;
            let c_ok = c.len() == want || c.is_empty();
            if n % 8 != 0 || !(8..=256).contains(n) || dsts.len() != want || !c_ok {
                return Err(format!(
                    "{block}: wgmma of n = {n} with {} registers",
                    dsts.len()
                ));
            }
            let acc_ty = in_ty.acc_type();
            let accs = dsts.iter().chain(c).map(|&r| (r, acc_ty));
            let a_ty = match a {
                crate::WgmmaA::Desc(_) => Type::I64,
                crate::WgmmaA::Regs(_) if trans[0] => {
                    return Err(format!("{block}: wgmma of a transposed `a` in registers"));
                }
                crate::WgmmaA::Regs(_) => Type::I32,
            };
            let a_regs = a.regs().iter().map(|&r| (r, a_ty));
            let want = accs.chain(a_regs).chain([(*b, Type::I64)]);
            operands_typed(func, block, "wgmma", want)
        }
        InstData::WgmmaWait { dsts, srcs, .. } => {
            if dsts.len() != srcs.len() {
                return Err(format!("{block}: wgmma_wait of unequal lists"));
            }
            let ty = srcs.first().map_or(Type::F32, |&r| func.reg_type(r));
            if !matches!(ty, Type::F32 | Type::I32) {
                return Err(format!("{block}: wgmma_wait of {ty} accumulators"));
            }
            let want = dsts.iter().chain(srcs).map(|&r| (r, ty));
            operands_typed(func, block, "wgmma", want)
        }
        _ => Ok(()),
    }
}

/// An [`InstData::Mma`] reads `i32` words of packed inputs of a type its shape
/// takes and accumulators of the shape's type, and defines that type.
fn check_mma(func: &Function, block: Block, data: &InstData) -> Result<(), String> {
    let InstData::Mma {
        shape,
        in_ty,
        dsts,
        a,
        b,
        c,
    } = data
    else {
        return Ok(());
    };
    if !shape.takes(*in_ty) {
        return Err(format!("{block}: mma.{} of {in_ty} inputs", shape.name()));
    }
    let acc = shape.acc_type();
    let words = a.iter().chain(b).map(|&r| (r, Type::I32));
    let accs = c.iter().chain(dsts).map(|&r| (r, acc));
    operands_typed(func, block, "mma", words.chain(accs))
}

/// Each `(register, type)` of `want` has that type; else an error naming the
/// instruction `what` and the first register that does not.
/// An [`InstData::Mfma`] reads and defines its shape's number of `f32`
/// accumulator registers, and reads twice its shape's words per K step
/// (`i32` words of packed 16-bit inputs, else `f32`).
fn check_mfma(func: &Function, block: Block, data: &InstData) -> Result<(), String> {
    let InstData::Mfma(m) = data else {
        return Ok(());
    };
    let (n, name) = (m.shape.acc_regs(), m.shape.name());
    if m.dsts.len() != n || m.c.len() != n {
        return Err(format!("{block}: mfma.{name} takes {n} accumulators"));
    }
    let words = 2 * m.shape.words();
    if m.steps.iter().any(|s| s.len() != words) {
        return Err(format!("{block}: mfma.{name} takes {words} words a step"));
    }
    let word = match m.shape.input() {
        Type::F32 => Type::F32,
        _ => Type::I32,
    };
    let acc = m.dsts.iter().chain(&m.c).map(|&r| (r, Type::F32));
    let words = m.steps.iter().flatten().map(|&r| (r, word));
    operands_typed(func, block, "mfma", acc.chain(words))
}

fn operands_typed(
    func: &Function,
    block: Block,
    what: &str,
    want: impl IntoIterator<Item = (Reg, Type)>,
) -> Result<(), String> {
    for (r, ty) in want {
        if func.reg_type(r) != ty {
            return Err(format!(
                "{block}: {what} operand {r} is {}, not {ty}",
                func.reg_type(r)
            ));
        }
    }
    Ok(())
}

fn check_edges(
    func: &Function,
    block: Block,
    data: &InstData,
    preds: &PrimaryMap<Block, Vec<Block>>,
) -> Result<(), String> {
    match data {
        InstData::Jump { dest, args } => {
            let params = func.block_params(*dest);
            if params.len() != args.len() {
                return Err(format!(
                    "{block}: jump to {dest} passes {} args",
                    args.len()
                ));
            }
            for (&p, &a) in params.iter().zip(args) {
                if func.reg_type(p) != func.reg_type(a) {
                    return Err(format!("{block}: {a} passed to {p} of another type"));
                }
            }
            Ok(())
        }
        InstData::Brif {
            then_dest,
            else_dest,
            ..
        } => {
            for dest in [then_dest, else_dest] {
                if !func.block_params(*dest).is_empty() {
                    return Err(format!("{block}: branch to {dest}, which has parameters"));
                }
                if preds[*dest].len() != 1 {
                    return Err(format!("{block}: critical edge to {dest}"));
                }
            }
            Ok(())
        }
        _ => Ok(()),
    }
}
