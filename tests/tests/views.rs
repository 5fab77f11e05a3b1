//! The view ops (`tt.reshape`, `tt.join`, `tt.split`, `tt.trans`) in layouts
//! that rename registers move no data: no shared memory in the PTX.

fn ptx(text: &str) -> String {
    let options = tilelift::Options::new().with_num_warps(4);
    match tilelift::compile_named(text, "kernel.ttir", &options, &mut Default::default()) {
        Ok(kernel) => kernel.code,
        Err(e) => panic!("{e}"),
    }
}

#[test]
fn join_split_reshape_and_trans_rename_registers() {
    let text = include_str!("../filetests/layout/views_join_split.ttir");
    let out = ptx(text);
    assert!(out.contains("st.global"), "{out}");
    assert!(!out.contains(".shared"), "{out}");
    assert!(!out.contains("bar.sync"), "{out}");
}

#[test]
fn reorderable_reshape_reuses_registers() {
    let text = include_str!("../filetests/layout/reshape_allow_reorder.ttir");
    let out = ptx(text);
    assert!(out.contains("shfl.sync.bfly"), "{out}");
    // The reduction across warps uses shared memory; the reshape adds no
    // conversion through it: one barrier, the reduction's.
    assert_eq!(out.matches("bar.sync").count(), 1, "{out}");
}
