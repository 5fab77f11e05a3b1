//! Every corpus kernel outside the AMDGCN path gives a clear error
//! (`error: unsupported on amdgcn: <what>` or `error: too large for amdgcn:
//! <what>`) with a line and column, not a panic.

mod amdgcn_common;

use amdgcn_common::{all_cases, try_compile, KERNELS};

#[test]
fn unsupported_kernels_give_the_clear_error_at_the_op() {
    let mut checked = 0;
    for case in all_cases() {
        if KERNELS.contains(&case.as_str()) {
            continue;
        }
        let err = match try_compile(&case) {
            Ok(_) => panic!("{case}: compiled, but is not in the supported list"),
            Err(e) => e,
        };
        eprintln!("{case}: {}", err.lines().next().unwrap_or(""));
        assert!(
            err.contains("error: unsupported on amdgcn: ")
                || err.contains("error: too large for amdgcn: "),
            "{case}: {err}"
        );
        let pos: Vec<&str> = err.splitn(4, ':').collect();
        assert!(
            pos[0] == "kernel.ttir"
                && pos[1].parse::<u32>().is_ok()
                && pos[2].parse::<u32>().is_ok(),
            "{case}: no line and column: {err}"
        );
        checked += 1;
    }
    assert!(checked >= 1, "no unsupported kernel checked");
}
