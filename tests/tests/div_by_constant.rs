//! 64-bit division by a constant: `x / d` and `x % d` of one `x` in one
//! block share the quotient's multiply-high, as LLVM's CSE shares it for
//! Triton (`row = offs // 1000; col = offs % 1000`).

use tilelift_tests::filetest;

#[test]
fn division_and_remainder_of_one_dividend_share_the_quotient() {
    let file = "filetests/ptx/div_non_negative.ttir";
    let path = format!("{}/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("the filetest exists");
    let test = filetest::parse(&text, false).expect("parses");
    let ptx = filetest::run(&test, file);
    // Its `divsi` and `remsi` of `offs` by 1000, one element a thread.
    assert_eq!(ptx.matches("mul.hi.u64").count(), 1, "{ptx}");
    assert_eq!(ptx.matches("mul.lo.s64").count(), 1, "{ptx}");
}
