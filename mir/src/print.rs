//! The text form of MIR, printed by `tilelift compile --emit mir`.
//!
//! One line per instruction, `dst = op type operands`, with a `;` comment line
//! naming the tile IR op each run of instructions comes from:
//!
//! ```text
//! block1:
//!     ; %mask_3 = arith.cmpi
//!     v21 = cmp slt i32 v12, v9
//!     ; %x_5 = tt.load
//!     v30, v31, v32, v33 = load.global i32 [v25 + 0] if v21 else 0, 0, 0, 0
//! ```

use super::entities::{Block, Reg};
use super::function::{Function, ParamKind};
use super::inst::{InstData, MemSpace, Operand, SpecialReg};
use super::tma::{SmemAddr, TmaOp};
use core::fmt::{self, Write};

/// The text of `func`.
pub fn to_string(func: &Function) -> String {
    let mut out = String::new();
    let _ = write_function(&mut out, func);
    out
}

/// Writes the text of `func` to `w`.
pub fn write_function(w: &mut dyn Write, func: &Function) -> fmt::Result {
    write!(w, "kernel {}(", func.name)?;
    for (i, p) in func.params.iter().enumerate() {
        let sep = if i == 0 { "" } else { ", " };
        let ptr = match p.kind {
            ParamKind::Value => "",
            ParamKind::Ptr => " ptr",
            ParamKind::TensorMap => " tensormap",
        };
        write!(w, "{sep}%{}: {}{ptr}", p.name, p.ty)?;
    }
    write!(w, ") warps={} shared={}", func.num_warps, func.shared_bytes)?;
    if func.global_scratch > 0 {
        write!(w, " scratch={}", func.global_scratch)?;
    }
    if let Some(n) = func.max_regs {
        write!(w, " maxregs={n}")?;
    }
    writeln!(w, " {{")?;
    for block in func.blocks() {
        write_block(w, func, block)?;
    }
    writeln!(w, "}}")
}

fn write_block(w: &mut dyn Write, func: &Function, block: Block) -> fmt::Result {
    write!(w, "{block}")?;
    let params = func.block_params(block);
    if !params.is_empty() {
        write!(w, "(")?;
        for (i, &p) in params.iter().enumerate() {
            let sep = if i == 0 { "" } else { ", " };
            write!(w, "{sep}{p}: {}", func.reg_type(p))?;
        }
        write!(w, ")")?;
    }
    writeln!(w, ":")?;
    let mut last_origin = None;
    for inst in func.block_insts(block) {
        let origin = func.inst_origin(inst);
        if let Some(o) = origin.filter(|_| origin != last_origin) {
            writeln!(w, "    ; {}", func.origin_text(o))?;
        }
        last_origin = origin;
        write!(w, "    ")?;
        write_inst(w, func, func.inst(inst))?;
        writeln!(w)?;
    }
    Ok(())
}

/// Writes one instruction, without indentation or newline.
pub fn write_inst(w: &mut dyn Write, func: &Function, data: &InstData) -> fmt::Result {
    use InstData::*;
    match data {
        Special { dst, reg } => write!(w, "{dst} = special {}", special_name(*reg)),
        Param { dst, index } => write!(w, "{dst} = param {index}"),
        Const { dst, bits } => write!(w, "{dst} = const {} {bits:#x}", func.reg_type(*dst)),
        SharedBase { dst } => write!(w, "{dst} = shared_base"),
        Unary { op, ty, dst, arg } => write!(w, "{dst} = {op:?} {ty} {}", Opnd(*arg)),
        Binary { op, ty, dst, args } => {
            write!(
                w,
                "{dst} = {op:?} {ty} {}, {}",
                Opnd(args[0]),
                Opnd(args[1])
            )
        }
        Ternary { op, ty, dst, args } => write!(
            w,
            "{dst} = {op:?} {ty} {}, {}, {}",
            Opnd(args[0]),
            Opnd(args[1]),
            Opnd(args[2])
        ),
        Rounded {
            op,
            mode,
            ty,
            dst,
            args,
        } => {
            write!(w, "{dst} = {op:?}.{mode:?} {ty} ")?;
            for (i, a) in args[..op.arity()].iter().enumerate() {
                let sep = if i == 0 { "" } else { ", " };
                write!(w, "{sep}{}", Opnd(*a))?;
            }
            Ok(())
        }
        Cmp {
            cond,
            ty,
            dst,
            args,
        } => write!(
            w,
            "{dst} = cmp {cond:?} {ty} {}, {}",
            Opnd(args[0]),
            Opnd(args[1])
        ),
        Select {
            ty,
            dst,
            cond,
            args,
        } => write!(
            w,
            "{dst} = select {ty} {cond}, {}, {}",
            Opnd(args[0]),
            Opnd(args[1])
        ),
        Convert {
            to,
            from,
            signed,
            rounding,
            dst,
            src,
        } => {
            let sign = if *signed { " signed" } else { "" };
            write!(w, "{dst} = convert {to} <- {from}{sign}")?;
            if let Some(r) = rounding {
                write!(w, " {r:?}")?;
            }
            write!(w, " {src}")
        }
        Pack { dst, srcs } => write!(w, "{dst} = pack {}, {}", srcs[0], srcs[1]),
        Unpack { dsts, src } => write!(w, "{}, {} = unpack {src}", dsts[0], dsts[1]),
        Fp8x2ToF16x2 { format, dst, src } => {
            write!(w, "{dst} = cvt.f16x2.{} {src}", format.name())
        }
        F32x2ToFp8x2 { format, dst, srcs } => {
            write!(
                w,
                "{dst} = cvt.{}x2.f32 {}, {}",
                format.name(),
                srcs[0],
                srcs[1]
            )
        }
        Mma {
            shape,
            in_ty,
            dsts,
            a,
            b,
            c,
        } => {
            write!(w, "{}", RegsList(dsts))?;
            write!(w, " = mma.{} {in_ty} [{}]", shape.name(), RegsList(a))?;
            write!(w, ", [{}], [{}]", RegsList(b), RegsList(c))
        }
        LdMatrix {
            trans,
            dsts,
            addr,
            offset,
        } => {
            let t = if *trans { ".trans" } else { "" };
            write!(w, "{}", RegsList(dsts))?;
            write!(w, " = ldmatrix.x{}{t} [{addr} + {offset}]", dsts.len())
        }
        Load { .. } => write_load(w, data),
        Store { .. } => write_store(w, data),
        Barrier => write!(w, "barrier"),
        Tma(t) => write_tma(w, t),
        Mfma(m) => {
            write!(
                w,
                "{} = mfma.{} [{}]",
                RegsList(&m.dsts),
                m.shape.name(),
                RegsList(&m.c)
            )?;
            m.steps
                .iter()
                .try_for_each(|s| write!(w, ", [{}]", RegsList(s)))
        }
        Prefetch { addr, offset, pred } => {
            write!(w, "prefetch.l2 [{addr} + {offset}]")?;
            match pred {
                Some(p) => write!(w, " if {p}"),
                None => Ok(()),
            }
        }
        CpAsync {
            bytes,
            dst,
            offset,
            src,
            src_size,
        } => {
            write!(w, "cp_async.{bytes} [{dst} + {offset}], [{src}]")?;
            match src_size {
                Some(r) => write!(w, ", {r}"),
                None => Ok(()),
            }
        }
        FenceProxyAsync => write!(w, "fence_proxy_async"),
        WgmmaFence => write!(w, "wgmma_fence"),
        WgmmaCommit => write!(w, "wgmma_commit"),
        Wgmma {
            n,
            in_ty,
            dsts,
            c,
            a,
            b,
            trans,
        } => {
            let ta = if trans[0] { ".ta" } else { "" };
            let tb = if trans[1] { ".tb" } else { "" };
            write!(w, "{}", RegsList(dsts))?;
            let k = in_ty.k();
            write!(
                w,
                " = wgmma.m64n{n}k{k}{ta}{tb} {in_ty} [{}], ",
                RegsList(c)
            )?;
            match a {
                crate::WgmmaA::Desc(r) => write!(w, "{r}, {b}"),
                crate::WgmmaA::Regs(rs) => write!(w, "[{}], {b}", RegsList(rs)),
            }
        }
        WgmmaWait { n, dsts, srcs } => {
            write!(w, "{}", RegsList(dsts))?;
            write!(w, " = wgmma_wait {n} [{}]", RegsList(srcs))
        }
        CpAsyncCommit => write!(w, "cp_async_commit"),
        CpAsyncWait { n } => write!(w, "cp_async_wait {n}"),
        Atomic {
            space,
            op,
            ty,
            order,
            scope,
            dst,
            addr,
            args,
            pred,
        } => {
            let space = match space {
                super::inst::MemSpace::Global => "",
                super::inst::MemSpace::Shared => ".shared",
            };
            write!(
                w,
                "{dst} = atomic{space} {op:?} {ty} {order:?} {scope:?} [{addr}]"
            )?;
            write!(w, ", {}", Opnd(args[0]))?;
            if *op == super::inst::AtomicOp::Cas {
                write!(w, ", {}", Opnd(args[1]))?;
            }
            match pred {
                Some(p) => write!(w, " if {p}"),
                None => Ok(()),
            }
        }
        Trap { pred: Some(p) } => write!(w, "trap if {p}"),
        Trap { pred: None } => write!(w, "trap"),
        Printf { format, args } => {
            w.write_str("printf ")?;
            write_quoted(w, format)?;
            args.iter().try_for_each(|a| write!(w, ", {a}"))
        }
        AssertFail {
            message,
            file,
            line,
            function,
            pred,
        } => {
            w.write_str("assert_fail ")?;
            write_quoted(w, message)?;
            w.write_str(", ")?;
            write_quoted(w, file)?;
            write!(w, ", {line}, ")?;
            write_quoted(w, function)?;
            match pred {
                Some(p) => write!(w, " if {p}"),
                None => Ok(()),
            }
        }
        Shuffle {
            kind,
            dst,
            src,
            lane,
        } => write!(w, "{dst} = shuffle {kind:?} {src}, {}", Opnd(*lane)),
        Jump { dest, args } => {
            write!(w, "jump {dest}")?;
            write_regs(w, "(", args, ")")
        }
        Brif {
            cond,
            then_dest,
            else_dest,
        } => write!(w, "brif {cond}, {then_dest}, {else_dest}"),
        Return => write!(w, "return"),
    }
}

/// `mbarrier_init [v1 + 8], 1 if v3`, `mbarrier_expect_tx [v1 + 8], 49152 if v3`,
/// `mbarrier_wait [v1 + 8], v5`, `mbarrier_inval [v1 + 8] if v3`,
/// `tma_load [v1 + 0], [v2, v4, v5], [v1 + 8] if v3` (box, map and coordinates,
/// barrier), `tma_store [v2, v4, v5], [v1 + 0] if v3`, `bulk_commit`,
/// `bulk_wait_read 0`, `tensormap_replace [v1 + 0], box_dim.1, 128 if v3`,
/// `tensormap_copy [v7], [v1 + 0] if v4`, `tensormap_acquire [v7] if v4`.
fn write_tma(w: &mut dyn Write, t: &TmaOp) -> fmt::Result {
    let smem = |w: &mut dyn Write, a: &SmemAddr| write!(w, "[{} + {}]", a.reg, a.offset);
    let tensor = |w: &mut dyn Write, map: &Reg, coords: &[Reg]| {
        write!(w, "[{map}")?;
        coords.iter().try_for_each(|c| write!(w, ", {c}"))?;
        write!(w, "]")
    };
    write!(w, "{} ", t.name())?;
    let pred = match t {
        TmaOp::MbarrierInit { bar, count, pred } => {
            smem(w, bar)?;
            write!(w, ", {count}")?;
            pred
        }
        TmaOp::MbarrierExpectTx { bar, bytes, pred } => {
            smem(w, bar)?;
            write!(w, ", {bytes}")?;
            pred
        }
        TmaOp::MbarrierWait { bar, parity } => {
            smem(w, bar)?;
            return write!(w, ", {}", Opnd(*parity));
        }
        TmaOp::MbarrierInval { bar, pred } => {
            smem(w, bar)?;
            pred
        }
        TmaOp::Load {
            map,
            coords,
            dst,
            bar,
            pred,
        } => {
            smem(w, dst)?;
            write!(w, ", ")?;
            tensor(w, map, coords)?;
            write!(w, ", ")?;
            smem(w, bar)?;
            pred
        }
        TmaOp::Store {
            map,
            coords,
            src,
            pred,
        } => {
            tensor(w, map, coords)?;
            write!(w, ", ")?;
            smem(w, src)?;
            pred
        }
        TmaOp::MapReplace {
            map,
            field,
            value,
            pred,
        } => {
            smem(w, map)?;
            write!(w, ", {}", field.name())?;
            if let Some(d) = field.dim() {
                write!(w, ".{d}")?;
            }
            write!(w, ", {}", Opnd(*value))?;
            pred
        }
        TmaOp::MapCopy { dst, src, pred } => {
            write!(w, "[{dst}], ")?;
            smem(w, src)?;
            pred
        }
        TmaOp::MapAcquire { map, pred } => {
            write!(w, "[{map}]")?;
            pred
        }
        TmaOp::BulkCommit => return Ok(()),
        TmaOp::BulkWaitRead { n } => return write!(w, "{n}"),
    };
    match pred {
        Some(p) => write!(w, " if {p}"),
        None => Ok(()),
    }
}

fn write_load(w: &mut dyn Write, data: &InstData) -> fmt::Result {
    let InstData::Load {
        space,
        ty,
        dsts,
        addr,
        offset,
        pred,
        others,
        cache,
    } = data
    else {
        return Ok(());
    };
    write_regs(w, "", dsts, "")?;
    write!(w, " = load.{} {ty} [{addr} + {offset}]", space_name(*space))?;
    if let Some(p) = pred {
        write!(w, " if {p} else")?;
        for (i, o) in others.iter().enumerate() {
            let sep = if i == 0 { " " } else { ", " };
            write!(w, "{sep}{}", Opnd(*o))?;
        }
    }
    write_cache(w, cache)
}

fn write_store(w: &mut dyn Write, data: &InstData) -> fmt::Result {
    let InstData::Store {
        space,
        ty,
        srcs,
        addr,
        offset,
        pred,
        cache,
    } = data
    else {
        return Ok(());
    };
    write!(w, "store.{} {ty} [{addr} + {offset}],", space_name(*space))?;
    for (i, o) in srcs.iter().enumerate() {
        let sep = if i == 0 { " " } else { ", " };
        write!(w, "{sep}{}", Opnd(*o))?;
    }
    if let Some(p) = pred {
        write!(w, " if {p}")?;
    }
    write_cache(w, cache)
}

fn write_cache(w: &mut dyn Write, cache: &super::inst::CacheHint) -> fmt::Result {
    if *cache != Default::default() {
        write!(w, " {cache:?}")?;
    }
    Ok(())
}

fn write_regs(w: &mut dyn Write, open: &str, regs: &[Reg], close: &str) -> fmt::Result {
    if regs.is_empty() {
        return Ok(());
    }
    write!(w, "{open}")?;
    for (i, r) in regs.iter().enumerate() {
        let sep = if i == 0 { "" } else { ", " };
        write!(w, "{sep}{r}")?;
    }
    write!(w, "{close}")
}

fn space_name(space: MemSpace) -> &'static str {
    match space {
        MemSpace::Global => "global",
        MemSpace::Shared => "shared",
    }
}

fn special_name(reg: SpecialReg) -> String {
    let axis = |a: u8| ["x", "y", "z"].get(a as usize).copied().unwrap_or("?");
    match reg {
        SpecialReg::TidX => "tid.x".into(),
        SpecialReg::CtaId(a) => format!("ctaid.{}", axis(a)),
        SpecialReg::NCtaId(a) => format!("nctaid.{}", axis(a)),
    }
}

/// An operand as text: a register, or an immediate in hexadecimal.
struct Opnd(Operand);

impl fmt::Display for Opnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Operand::Reg(r) => write!(f, "{r}"),
            Operand::Imm(bits) if bits < 1024 => write!(f, "{bits}"),
            Operand::Imm(bits) => write!(f, "{bits:#x}"),
        }
    }
}

/// Registers separated by commas.
struct RegsList<'a>(&'a [Reg]);

impl fmt::Display for RegsList<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, r) in self.0.iter().enumerate() {
            let sep = if i == 0 { "" } else { ", " };
            write!(f, "{sep}{r}")?;
        }
        Ok(())
    }
}

/// `text` between double quotes: printable ASCII as it is, but for `"` and
/// the backslash, every other byte as a backslash and two hex digits (what the
/// parser reads back).
fn write_quoted(w: &mut dyn Write, text: &str) -> fmt::Result {
    w.write_char('"')?;
    for b in text.bytes() {
        if (b' '..=b'~').contains(&b) && b != b'"' && b != b'\\' {
            w.write_char(char::from(b))?;
        } else {
            write!(w, "\\{b:02x}")?;
        }
    }
    w.write_char('"')
}
