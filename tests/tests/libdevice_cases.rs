//! The libdevice cases of `tests/libdevice` (`scripts/libdevice_cases.py`:
//! expected outputs from exact rationals and mpmath, not from tilelift) pass
//! on the reference interpreter, as `tilelift interp --all tests/libdevice`
//! runs them; `tilelift run --all tests/libdevice` runs them on a GPU.

#[test]
fn every_libdevice_case_passes_on_the_interpreter() {
    tilelift_tests::assert_interpreter_passes("libdevice", 80);
}
