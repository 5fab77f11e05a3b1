//! The harness with executors of its own, no interpreter or GPU: what it hands
//! an executor, and what it makes of what the executor leaves.

use std::path::PathBuf;
use tilelift_harness::case::{read, ArgData, Case, Scalar};

fn vec_add() -> Case {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/vec_add_f32");
    read(&dir).expect("the corpus case reads")
}

#[test]
fn an_executor_that_writes_nothing_leaves_every_output_element_unwritten() {
    let case = vec_add();
    let mut runs = Vec::new();
    let mut exec = |_: &Case, data: &mut [ArgData]| -> Result<(), String> {
        runs.push(data.to_vec());
        Ok(())
    };
    let report = case.report_with(&mut exec).unwrap();
    // Poisoned with 0xFF bytes, then with zeros.
    assert_eq!(runs.len(), 2);
    let out = |run: &[ArgData]| match &run[2] {
        ArgData::Buffer(bytes) => bytes.clone(),
        ArgData::Scalar(_) => panic!("out_ptr is a buffer"),
    };
    assert!(out(&runs[0]).iter().all(|&b| b == 0xFF));
    assert!(out(&runs[1]).iter().all(|&b| b == 0));
    assert_eq!(runs[0][3], ArgData::Scalar(Scalar::I32(50000)));
    assert!(!report.passed());
    assert_eq!(report.rows[0].unwritten, Some(50000));
    assert!(report.problems.is_empty(), "{:?}", report.problems);
}

#[test]
fn an_executor_that_changes_an_input_is_caught_and_its_errors_name_the_case() {
    let case = vec_add();
    let mut clobber = |_: &Case, data: &mut [ArgData]| -> Result<(), String> {
        if let ArgData::Buffer(bytes) = &mut data[0] {
            bytes[0] ^= 1;
        }
        Ok(())
    };
    let report = case.report_with(&mut clobber).unwrap();
    assert_eq!(
        report.problems,
        ["the kernel changed the input buffer x_ptr"]
    );
    let mut fail = |_: &Case, _: &mut [ArgData]| -> Result<(), String> { Err("error: no".into()) };
    let err = case.report_with(&mut fail).unwrap_err();
    assert_eq!(
        (err.case.as_str(), err.message.as_str()),
        ("vec_add_f32", "error: no")
    );
    let bench = case.bench().expect("the case has a bench section");
    assert_eq!(bench.args.len(), 4);
}
