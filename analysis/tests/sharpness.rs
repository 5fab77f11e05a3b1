//! Sharpness against Triton: for every corpus case, the vector width our AxisInfo
//! allows each `tt.load`, `tt.store` and `tt.atomic_rmw` is compared with the width
//! Triton used in the case's `kernel.ptx`.
//!
//! # How PTX instructions are mapped back to TTIR ops
//!
//! By source location. Triton keeps the `loc(...)` of each TTIR op through to the
//! PTX, where `.loc FILE LINE COL` lines precede the code of each op. Every memory op
//! of a corpus kernel has its own `LINE:COL` (its Python expression), so:
//!
//! - a TTIR memory op is keyed by the line and column its `loc` resolves to;
//! - a PTX global memory instruction (`ld.global`, `st.global`, `atom.global`,
//!   `red.global`, and `cp.async ... .shared.global`, which is how Triton pipelines
//!   loads in loops) is keyed by the location in force: Triton emits each access as
//!   inline assembly, and inside a `// begin inline asm` block the first `.loc` of
//!   the block is the op's (later ones inside it are not reliable: in `vec_add` the
//!   `mov`s that zero the destination registers carry the lines after the load), and
//!   with no `.loc` inside the block the last one before it is;
//! - the kind must agree too (a load, a store, an atomic).
//!
//! An op's PTX width, in elements, is the widest of its instructions:
//! `ld.global.v4.b32` moves 4 words, so 4 `f32` or 8 `f16` (two packed per word);
//! `ld.global.b16` moves one `f16`; `cp.async ..., 0x10` copies 16 bytes, 8 `f16`;
//! `atom.global...add.u32` is one `i32`.
//!
//! # What is compared
//!
//! Triton's width is `min(sizePerThread along order[0], pointer alignment, mask
//! alignment)`, where the coalescing pass chose `sizePerThread` as at most 128 bits
//! and the elements a thread has. Ours is [`FuncAxisInfo::vector_width`] (AxisInfo
//! alone); the effective width compared is `min(ours, 128 bits / element bits,
//! sizePerThread)`, with `sizePerThread` read from the pointer operand's blocked
//! layout of the same op (by location again) in the case's `kernel.ttgir`. The test
//! requires ours never to be narrower than Triton's, and every difference to be in
//! [`EXPECTED_DIFFERENCES`] with its reason.
//!
//! A second check reads the layouts: the `sizePerThread` Triton's coalescing pass
//! chose for an op must be at most what our pointer alignment alone (no mask)
//! allows, `min(alignment, 128 bits, elements per thread)`, for this op or another
//! op of the case ([`check_layouts`] says why another op may justify it).
//!
//! # Differences
//!
//! In the width used: none. All 52 memory ops of the 16 cases get exactly Triton's
//! width (`cargo test -p tilelift-analysis --test sharpness -- --nocapture` prints
//! the table). Most are 1 because the mask compares against a bound without a
//! `tt.divisibility` hint (`n`, `N`, `n_cols`), so its constancy is 1, as in
//! Triton; `vec_add_f32`, `int_ops` and `histogram_atomic`'s load are 4 `i32`/`f32`
//! words, `matmul_f16`'s `a` load 8 `f16` (a 16-byte `cp.async`).
//!
//! In the layouts, four ops have a `sizePerThread` of 2 where our pointer
//! alignment alone gives 1, and so does Triton's: `layernorm_fwd`'s three loads of
//! `x` (its row start `x_ptr + row * row_stride` has an unhinted stride, so only 4
//! bytes are known) and `load_other_cache`'s shifted load `x + offs + 1` (4 bytes).
//! Triton gave them the layout of the other loads of the kernel (`w` and `b`, and
//! the unshifted loads, alignment 2 = 256 elements / 128 threads), and their PTX
//! uses 32-bit accesses, the width both analyses allow.
//!
//! The rules that differ from Triton's (see the crate documentation) do not change
//! a width here: they shorten divisibility only where runs get shorter than an
//! operand's, which the masks and offsets of these kernels never do, and the
//! sharper rules (shifts, bitwise divisibility, element-list constants) meet no
//! memory op of the corpus.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::{Path, PathBuf};
use tilelift_analysis::axis_info::{fastest_dim, memory_access};
use tilelift_analysis::AxisInfoAnalysis;
use tilelift_ir::encoding::EncodingData;
use tilelift_ir::{Function, Inst, Module, Opcode, Region, Verified};

/// (case, op as `tt.load %ptr`, our effective width, Triton's width, why).
const EXPECTED_DIFFERENCES: &[(&str, &str, u32, u32, &str)] = &[];

/// What a memory op does.
#[derive(Copy, Clone, PartialEq, Eq, Debug, PartialOrd, Ord)]
enum Kind {
    Load,
    Store,
    Atomic,
}

/// A source position, `LINE:COL`.
type Key = (u32, u32);

/// One TTIR memory op and our widths for it.
struct Ours {
    key: Key,
    kind: Kind,
    name: String,
    elem_bits: u32,
    width: u32,
    capped: u32,
    /// The pointer's alignment alone, without the mask.
    ptr_align: u32,
    /// Elements in the pointer tensor.
    numel: u32,
}

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus")
}

fn load(path: &Path) -> Verified {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    tilelift_ir::load(&text, &path.display().to_string()).unwrap_or_else(|e| panic!("{e}"))
}

/// Every instruction of a region, nested regions included, in program order.
fn walk(func: &Function, region: Region, out: &mut Vec<Inst>) {
    for block in func.order.blocks(region) {
        for inst in func.order.insts(block) {
            for nested in func.dfg.inst(inst).regions() {
                walk(func, nested, out);
            }
            out.push(inst);
        }
    }
}

fn key_of(module: &Module, func: &Function, inst: Inst) -> Option<Key> {
    let loc = func.dfg.inst_locs[inst].expand()?;
    let pos = module.locs.resolve(loc)?;
    Some((pos.line, pos.col))
}

fn kind_of(opcode: Opcode) -> Option<Kind> {
    match opcode {
        Opcode::Load | Opcode::AsyncCopyGlobalToLocal => Some(Kind::Load),
        Opcode::Store => Some(Kind::Store),
        Opcode::AtomicRmw | Opcode::AtomicCas => Some(Kind::Atomic),
        _ => None,
    }
}

/// Our widths for every memory op of the kernel (the case's only function).
fn our_widths(module: &Verified) -> Vec<Ours> {
    let analysis = AxisInfoAnalysis::new(module);
    let m = module.module();
    let id = m.funcs.keys().next().expect("a kernel");
    let info = analysis.run(id);
    let func = &m.funcs[id];
    let mut insts = Vec::new();
    walk(func, func.body, &mut insts);
    let mut res = Vec::new();
    for inst in insts {
        let Some(access) = memory_access(func, &m.types, inst) else {
            continue;
        };
        let opcode = func.dfg.inst(inst).opcode();
        let name = format!("{} {}", opcode.name(), value_name(func, access.ptr));
        let dim = fastest_dim(info.get(access.ptr));
        let ptr_align = info.alignment(access.ptr, dim, access.elem_bytes()) as u32;
        let numel = m.types.num_elements(func.dfg.value_type(access.ptr)) as u32;
        res.push(Ours {
            key: key_of(m, func, inst).unwrap_or_else(|| panic!("{name} has no location")),
            kind: kind_of(opcode).expect("a memory op"),
            name,
            elem_bits: access.elem_bits,
            width: info.vector_width(inst),
            capped: info.max_vector_width(inst),
            ptr_align,
            numel,
        });
    }
    res
}

fn value_name(func: &Function, value: tilelift_ir::Value) -> String {
    match func.dfg.value_name(value) {
        Some(name) => format!("%{name}"),
        None => format!("%{value}"),
    }
}

/// `sizePerThread[order[0]]` of the pointer operand of each memory op of Triton's
/// TTGIR, by location (the largest, if several ops share one).
fn size_per_thread(module: &Verified) -> BTreeMap<(Key, Kind), u32> {
    let m = module.module();
    let mut res = BTreeMap::new();
    for (_, func) in m.funcs.iter() {
        let mut insts = Vec::new();
        walk(func, func.body, &mut insts);
        for inst in insts {
            let data = func.dfg.inst(inst);
            let Some(kind) = kind_of(data.opcode()) else {
                continue;
            };
            let (Some(key), Some(&ptr)) = (key_of(m, func, inst), data.args().first()) else {
                continue;
            };
            let Some(enc) = m.types.encoding(func.dfg.value_type(ptr)) else {
                continue;
            };
            if let EncodingData::Blocked(b) = m.types.encoding_data(enc) {
                let spt = b.size_per_thread[b.order[0] as usize];
                let entry = res.entry((key, kind)).or_insert(0);
                *entry = (*entry).max(spt);
            }
        }
    }
    res
}

/// Triton's PTX: the widths in bytes of the global memory instructions, by
/// location and kind.
fn ptx_widths(ptx: &str) -> BTreeMap<(Key, Kind), Vec<u32>> {
    let mut res: BTreeMap<(Key, Kind), Vec<u32>> = BTreeMap::new();
    let (mut loc, mut in_asm, mut asm_loc) = (None, false, None);
    for line in ptx.lines().map(str::trim) {
        if line.starts_with("// begin inline asm") {
            (in_asm, asm_loc) = (true, None);
        } else if line.starts_with("// end inline asm") {
            in_asm = false;
        } else if let Some(key) = parse_loc(line) {
            if !in_asm {
                loc = Some(key);
            } else if asm_loc.is_none() {
                asm_loc = Some(key);
            }
        } else if let Some((kind, bytes)) = parse_access(line) {
            let key = if in_asm { asm_loc.or(loc) } else { loc };
            let key = key.unwrap_or_else(|| panic!("no .loc before `{line}`"));
            res.entry((key, kind)).or_default().push(bytes);
        }
    }
    res
}

/// `.loc 1 117 9` → (117, 9).
fn parse_loc(line: &str) -> Option<Key> {
    let mut words = line.strip_prefix(".loc")?.split_whitespace();
    let _file = words.next()?;
    Some((words.next()?.parse().ok()?, words.next()?.parse().ok()?))
}

/// A global memory instruction: its kind and the bytes it moves per thread.
fn parse_access(line: &str) -> Option<(Kind, u32)> {
    let line = line
        .strip_prefix('@')
        .map_or(line, |l| l.split_once(' ').map_or(l, |p| p.1));
    let mnemonic = line.split_whitespace().next()?;
    if mnemonic.starts_with("cp.async") && mnemonic.ends_with(".shared.global") {
        let size = line.rsplit("],").next()?.split(',').next()?.trim();
        let bytes = match size.strip_prefix("0x") {
            Some(hex) => u32::from_str_radix(hex, 16).ok()?,
            None => size.parse().ok()?,
        };
        return Some((Kind::Load, bytes));
    }
    let kind = match mnemonic.split('.').next()? {
        "ld" if mnemonic.starts_with("ld.global") => Kind::Load,
        "st" if mnemonic.starts_with("st.global") => Kind::Store,
        "atom" | "red" if mnemonic.contains(".global") => Kind::Atomic,
        _ => return None,
    };
    let parts: Vec<&str> = mnemonic.split('.').collect();
    let lanes = if parts.contains(&"v4") {
        4
    } else if parts.contains(&"v2") {
        2
    } else {
        1
    };
    let bits: u32 = parts.last()?.get(1..)?.parse().ok()?;
    Some((kind, lanes * bits / 8))
}

/// One row of the comparison.
struct Row {
    case: String,
    op: String,
    ours: u32,
    cap: u32,
    spt: Option<u32>,
    effective: u32,
    triton: u32,
    /// What the coalescing pass would pick from our pointer alignment alone:
    /// `min(alignment, 128 bits, elements per thread)`.
    coalesced: u32,
}

fn compare_case(case: &str, dir: &Path) -> Vec<Row> {
    let ours = our_widths(&load(&dir.join("kernel.ttir")));
    let ttgir = load(&dir.join("kernel.ttgir"));
    let spt = size_per_thread(&ttgir);
    let threads = 32 * ttgir.module().int_attr("ttg.num-warps").unwrap_or(4) as u32;
    let ptx_text = std::fs::read_to_string(dir.join("kernel.ptx")).expect("kernel.ptx");
    let ptx = ptx_widths(&ptx_text);
    let mut rows = Vec::new();
    for op in &ours {
        let bytes = ptx.get(&(op.key, op.kind)).unwrap_or_else(|| {
            panic!("{case}: no PTX instruction for {} at {:?}", op.name, op.key)
        });
        let elem_bits = op.elem_bits.max(8);
        let triton = bytes
            .iter()
            .map(|b| b * 8 / elem_bits)
            .max()
            .unwrap_or(1)
            .max(1);
        let cap = (128 / elem_bits).max(1);
        let spt = spt.get(&(op.key, op.kind)).copied();
        let effective = op.capped.min(cap).min(spt.unwrap_or(u32::MAX));
        let coalesced = op.ptr_align.min(cap).min((op.numel / threads).max(1));
        rows.push(Row {
            case: case.to_string(),
            op: op.name.clone(),
            ours: op.width,
            cap,
            spt,
            effective,
            triton,
            coalesced,
        });
    }
    rows
}

fn table(rows: &[Row]) -> String {
    let mut out = String::from(
        "| case | op | ours | 128-bit cap | Triton's sizePerThread | ours, effective | Triton (PTX) | ours, pointer only, coalesced |\n|---|---|---:|---:|---:|---:|---:|---:|\n",
    );
    for r in rows {
        let spt = r.spt.map_or("-".to_string(), |s| s.to_string());
        writeln!(
            out,
            "| {} | `{}` | {} | {} | {} | {} | {} | {} |",
            r.case, r.op, r.ours, r.cap, spt, r.effective, r.triton, r.coalesced
        )
        .unwrap();
    }
    out
}

#[test]
fn vector_widths_match_tritons_ptx() {
    let mut cases: Vec<PathBuf> = std::fs::read_dir(corpus_dir())
        .expect("the corpus")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("kernel.ttir").exists())
        .collect();
    cases.sort();
    assert!(cases.len() >= 16, "the corpus has {} cases", cases.len());
    let mut rows = Vec::new();
    for dir in &cases {
        let case = dir.file_name().unwrap().to_string_lossy().to_string();
        rows.extend(compare_case(&case, dir));
    }
    println!("{}", table(&rows));
    let mut problems = Vec::new();
    for r in &rows {
        let expected = EXPECTED_DIFFERENCES
            .iter()
            .find(|d| d.0 == r.case && d.1 == r.op);
        match expected {
            _ if r.effective < r.triton => problems.push(format!(
                "{} {}: ours {} is narrower than Triton's {}",
                r.case, r.op, r.effective, r.triton
            )),
            Some(d) if (d.2, d.3) != (r.effective, r.triton) => problems.push(format!(
                "{} {}: documented as {} vs {}, now {} vs {}",
                r.case, r.op, d.2, d.3, r.effective, r.triton
            )),
            None if r.effective != r.triton => problems.push(format!(
                "{} {}: ours {} vs Triton's {} is not documented",
                r.case, r.op, r.effective, r.triton
            )),
            _ => {}
        }
    }
    problems.extend(check_layouts(&rows));
    for d in EXPECTED_DIFFERENCES {
        if !rows.iter().any(|r| r.case == d.0 && r.op == d.1) {
            problems.push(format!("documented difference {} {} is gone", d.0, d.1));
        }
    }
    assert!(
        problems.is_empty(),
        "{}\n{}",
        problems.join("\n"),
        table(&rows)
    );
}

/// The layout check: the `sizePerThread` Triton's coalescing pass chose for an op
/// must be justified by our pointer alignment, of this op or of another op of the
/// case (the pass takes the largest over the memory ops that share an order, so
/// an op can get a wider layout than its own alignment and then use narrower
/// accesses, as `layernorm_fwd`'s `x` loads do).
fn check_layouts(rows: &[Row]) -> Vec<String> {
    let mut problems = Vec::new();
    for r in rows {
        let Some(spt) = r.spt else { continue };
        let justified = rows
            .iter()
            .any(|o| o.case == r.case && o.spt == Some(spt) && o.coalesced >= spt);
        if !justified {
            problems.push(format!(
                "{} {}: Triton's sizePerThread {spt} exceeds our pointer alignment {} (and no other op justifies it)",
                r.case, r.op, r.coalesced
            ));
        }
    }
    problems
}

#[test]
fn ptx_lines_parse() {
    assert_eq!(
        parse_loc(".loc\t1 117 9   // kernels.py:117:9"),
        Some((117, 9))
    );
    let access = |l| parse_access(l);
    assert_eq!(
        access("@%p1 ld.global.v4.b32 { %r1, %r2, %r3, %r4 }, [ %rd1 + 0 ];"),
        Some((Kind::Load, 16))
    );
    assert_eq!(
        access("@%p8 ld.global.b16 { %rs1 }, [ %rd21 + 0 ];"),
        Some((Kind::Load, 2))
    );
    assert_eq!(
        access("st.global.cs.b32 [ %rd5 + 0 ], { %r17 };"),
        Some((Kind::Store, 4))
    );
    assert_eq!(
        access("cp.async.cg.shared.global [ %r41 + 0 ], [ %rd7 + 0 ], 0x10, %r42;"),
        Some((Kind::Load, 16))
    );
    assert_eq!(
        access("@%p1 atom.global.gpu.acq_rel.add.u32 %r5, [ %rd1 + 0 ], %r6;"),
        Some((Kind::Atomic, 4))
    );
    assert_eq!(
        access("ld.shared.v4.b32 {%r1, %r2, %r3, %r4}, [%r5];"),
        None
    );
    assert_eq!(access("ld.param.b64 %rd7, [k_param_0];"), None);
}
