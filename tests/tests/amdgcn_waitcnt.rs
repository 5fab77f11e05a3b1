//! The `s_waitcnt`s of our AMDGCN code, checked by replaying each block's
//! memory operations in flight: every instruction that names a register an
//! outstanding load (or returning atomic, LDS read, scalar load) writes
//! must come after a wait that retires that load.
//!
//! The replay models the hardware's counters (MI200 and MI300 ISA, "Data
//! Dependency Resolution" / `S_WAITCNT`), not the writer's queue:
//!
//! - `vmcnt` counts vector memory operations, loads and stores alike
//!   (`global_*`, `scratch_*`, `buffer_*`, `flat_*`), and they complete in
//!   issue order: `s_waitcnt vmcnt(N)` retires all but the newest N.
//! - `lgkmcnt` counts LDS operations (`ds_*`, in order among themselves) and
//!   scalar memory loads (`s_load_*`, which may return out of order): while
//!   a scalar load is in flight only `lgkmcnt(0)` retires anything.
//!
//! Blocks: the writer waits for every load before a branch, so a branch
//! with a load in flight is an error; a label starts with what falls
//! through to it (nothing after `s_branch` or `s_endpgm`).
//!
//! Every public corpus, real-world and `calls` kernel, for gfx90a and
//! gfx942.

mod amdgcn_common;

use amdgcn_common::{overlap, range, Range};
use tilelift::Mcpu;

/// A memory operation in flight: its counter and the registers it writes
/// when it completes (none for a store).
struct InFlight {
    lgkm: bool,
    scalar: bool,
    writes: Vec<Range>,
}

/// The registers an operand list names.
fn registers(operands: &str) -> Vec<Range> {
    operands.split(',').filter_map(range).collect()
}

/// The counter a mnemonic's instruction counts in (`Some(true)`: lgkm), and
/// whether its first operand is written when it completes.
fn memory_op(mnemonic: &str, operands: &str) -> Option<(bool, bool)> {
    let vm = ["global_", "scratch_", "buffer_", "flat_"];
    if vm.iter().any(|p| mnemonic.starts_with(p)) {
        let load = mnemonic.contains("_load_")
            || (mnemonic.contains("_atomic_")
                && (operands.contains(" glc") || operands.contains(" sc0")));
        return Some((false, load));
    }
    if mnemonic.starts_with("ds_") {
        let writes = mnemonic.starts_with("ds_read")
            || mnemonic.contains("_rtn")
            || mnemonic.starts_with("ds_swizzle")
            || mnemonic.starts_with("ds_bpermute")
            || mnemonic.starts_with("ds_permute");
        return Some((true, writes));
    }
    if mnemonic.starts_with("s_load_") || mnemonic.starts_with("s_buffer_load_") {
        return Some((true, true));
    }
    None
}

/// The counts of `s_waitcnt vmcnt(N) lgkmcnt(M)` (`None`: not waited on).
fn wait_counts(operands: &str) -> (Option<usize>, Option<usize>) {
    let count = |name: &str| {
        let at = operands.find(name)? + name.len() + 1;
        let end = at + operands[at..].find(')')?;
        operands[at..end].parse::<usize>().ok()
    };
    (count("vmcnt"), count("lgkmcnt"))
}

/// The waits missing in `asm`, one line each.
fn missing_waits(asm: &str) -> Vec<String> {
    let mut errors = Vec::new();
    let mut flight: Vec<InFlight> = Vec::new();
    let mut falls_through = true;
    for (n, line) in asm.lines().enumerate() {
        let line = line.split(';').next().unwrap_or("").trim();
        if line.is_empty() || line.starts_with('.') {
            continue;
        }
        if line.ends_with(':') {
            if !falls_through {
                flight.clear();
            }
            falls_through = true;
            continue;
        }
        let (mnemonic, operands) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        if mnemonic == "s_waitcnt" {
            let (vm, lgkm) = wait_counts(operands);
            if let Some(keep) = vm {
                retire(&mut flight, false, keep);
            }
            if let Some(keep) = lgkm {
                let scalar = flight.iter().any(|f| f.lgkm && f.scalar);
                if keep == 0 || !scalar {
                    retire(&mut flight, true, keep);
                }
            }
            continue;
        }
        let named = registers(operands);
        for f in &flight {
            for &w in &f.writes {
                if let Some(r) = named.iter().find(|&&r| overlap(r, w)) {
                    let file = r.0;
                    errors.push(format!(
                        "line {}: `{line}` names {file}{} before the load writing it is waited for",
                        n + 1,
                        r.1
                    ));
                }
            }
        }
        let branch = mnemonic.starts_with("s_branch") || mnemonic.starts_with("s_cbranch");
        if branch && flight.iter().any(|f| !f.writes.is_empty()) {
            errors.push(format!("line {}: `{line}` with a load in flight", n + 1));
        }
        if let Some((lgkm, writes)) = memory_op(mnemonic, operands) {
            let writes = if writes {
                named.first().copied().into_iter().collect()
            } else {
                Vec::new()
            };
            let scalar = mnemonic.starts_with("s_");
            flight.push(InFlight {
                lgkm,
                scalar,
                writes,
            });
        }
        falls_through = !matches!(mnemonic, "s_branch" | "s_endpgm");
    }
    errors
}

/// Retires the operations of one counter (`lgkm`) but the newest `keep`.
fn retire(flight: &mut Vec<InFlight>, lgkm: bool, keep: usize) {
    let total = flight.iter().filter(|f| f.lgkm == lgkm).count();
    let mut drop = total.saturating_sub(keep);
    flight.retain(|f| {
        if f.lgkm == lgkm && drop > 0 {
            drop -= 1;
            false
        } else {
            true
        }
    });
}

#[test]
fn every_kernel_waits_for_its_loads() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for &mcpu in Mcpu::ALL {
        for corpus in ["corpus", "realworld", "calls"] {
            for case in tilelift_tests::case_folders(corpus) {
                let text = std::fs::read_to_string(case.join("kernel.ttir")).unwrap();
                let options = tilelift::Options::new()
                    .with_target(tilelift::Target::Amdgcn(mcpu))
                    .with_num_warps(tilelift_tests::num_warps(&case));
                let name = format!("{} ({})", case.display(), mcpu.name());
                match tilelift::compile_named(
                    &text,
                    "kernel.ttir",
                    &options,
                    &mut Default::default(),
                ) {
                    Ok(k) => {
                        let missing = missing_waits(&k.code);
                        failures
                            .extend(missing.into_iter().take(3).map(|m| format!("{name}: {m}")));
                        checked += 1;
                    }
                    Err(e) => failures.push(format!("{name}: {e}")),
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // 16 public, 85 real-world and 6 `calls` kernels (one prints and
    // asserts: `tilelift_amdgpu::printf`'s branches), twice.
    assert!(checked >= 2 * 107, "{checked} kernels checked");
}

/// The replay finds a read too early, a wait that keeps the load in flight,
/// a scalar load retired by a nonzero count, and a branch with a load in
/// flight; and accepts the same code with the right waits.
#[test]
fn the_replay_sees_missing_waits() {
    let early = "\tglobal_load_dword v4, v[2:3], off\n\tv_add_u32_e32 v5, v4, v4\n";
    assert_eq!(missing_waits(early).len(), 1, "{early}");
    let waited =
        "\tglobal_load_dword v4, v[2:3], off\n\ts_waitcnt vmcnt(0)\n\tv_add_u32_e32 v5, v4, v4\n";
    assert!(missing_waits(waited).is_empty());
    // A store after the load: vmcnt(1) leaves the store, so the load is done.
    let counted =
        "\tglobal_load_dwordx2 v[4:5], v[2:3], off\n\tglobal_store_dword v[6:7], v8, off\n\
                   \ts_waitcnt vmcnt(1)\n\tv_mov_b32 v9, v5\n";
    assert!(missing_waits(counted).is_empty());
    let loose = counted.replace("vmcnt(1)", "vmcnt(2)");
    assert_eq!(missing_waits(&loose).len(), 1, "{loose}");
    let scalar = "\ts_load_dwordx2 s[12:13], s[2:3], 0x0\n\tds_read_b32 v1, v0\n\
                  \ts_waitcnt lgkmcnt(1)\n\tv_mov_b32 v2, s12\n";
    assert_eq!(missing_waits(scalar).len(), 1, "{scalar}");
    let branch =
        "\tds_read_b32 v1, v0\n\ts_cbranch_vccz .LBB0_2\n.LBB0_2:\n\ts_waitcnt lgkmcnt(0)\n";
    assert_eq!(missing_waits(branch).len(), 1, "{branch}");
    // An atomic with a return writes its first operand; without, nothing.
    let atomic = "\tglobal_atomic_add v1, v[2:3], v0, off glc\n\tv_mov_b32 v5, v1\n";
    assert_eq!(missing_waits(atomic).len(), 1, "{atomic}");
    let no_return = "\tglobal_atomic_add v[2:3], v0, off\n\tv_mov_b32 v5, v1\n";
    assert!(missing_waits(no_return).is_empty());
    assert_eq!(
        registers("v[2:3], v10, s4, a[0:3], vmcnt(0), vcc, off offset:16"),
        [
            ('v', 2, 4),
            ('v', 10, 11),
            ('s', 4, 5),
            ('a', 0, 4),
            ('s', 106, 108)
        ]
    );
}
