//! Integer division: by a constant, `x / d` and `x % d` of one `x` in one
//! block share the quotient's multiply-high, as LLVM's CSE shares it for
//! Triton (`row = offs // 1000; col = offs % 1000`); by a register, the
//! remainder after the quotient reuses it.

use tilelift_tests::filetest;

/// The PTX of the filetest `file` (under `tests/`).
fn ptx_of(file: &str) -> String {
    let path = format!("{}/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("the filetest exists");
    let test = filetest::parse(&text, false).expect("parses");
    filetest::run(&test, file)
}

#[test]
fn division_and_remainder_of_one_dividend_share_the_quotient() {
    let ptx = ptx_of("filetests/ptx/div_non_negative.ttir");
    // Its `divsi` and `remsi` of `offs` by 1000, one element a thread.
    assert_eq!(ptx.matches("mul.hi.u64").count(), 1, "{ptx}");
    assert_eq!(ptx.matches("mul.lo.s64").count(), 1, "{ptx}");
}

/// `x / y` and `x % y` of one `x` and one register `y` in one block: one
/// division, the remainder `x - (x / y) * y` (LLVM's `DivRemPairs`, in
/// Triton's PTX), for a 64-bit scalar (one fast path and one slow path) and
/// a 32-bit tensor.
#[test]
fn remainder_after_quotient_by_a_register_reuses_it() {
    let ptx = ptx_of("filetests/ptx/div_rem_by_register.ttir");
    assert_eq!(ptx.matches("div.s64").count(), 1, "{ptx}");
    assert_eq!(ptx.matches("rem.").count(), 0, "{ptx}");
    // The i64 fast path's and the tensor's (one element a thread).
    assert_eq!(ptx.matches("div.u32").count(), 2, "{ptx}");
}
