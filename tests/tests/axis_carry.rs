//! The AxisInfo that layout assignment carries over to the laid-out module
//! (`assign_layouts_with`), against a fresh analysis of that module, for every
//! corpus kernel: the compile pipeline lowers with the carried states instead
//! of running AxisInfo a second time, so they must be what a run would give.

use tilelift_analysis::axis_info::{analyze_states, AxisInfoAnalysis};
use tilelift_ir::verify::Verified;
use tilelift_lower::assign::{assign_layouts_with, AssignError, AssignOptions, LayoutOptions};
use tilelift_tests::{case_dirs, num_warps};

fn options(num_warps: u32) -> AssignOptions {
    AssignOptions {
        layout: LayoutOptions {
            num_warps,
            threads_per_warp: 32,
            ..LayoutOptions::default()
        },
        target: "cuda:90".into(),
        tensor_cores: false,
        wgmma: false,
    }
}

fn load(text: &str) -> Verified {
    tilelift::load(text, "kernel.ttir").expect("corpus kernels load")
}

#[test]
fn carried_axis_info_equals_a_fresh_run() {
    let mut carried_kernels = 0;
    for case in case_dirs() {
        let text = std::fs::read_to_string(case.join("kernel.ttir")).unwrap();
        let module = load(&text);
        let axis = analyze_states(&module);
        let (laid_out, carried) = assign_layouts_with(module, axis, &options(num_warps(&case)))
            .unwrap_or_else(|e| panic!("{}: {e}", case.display()));
        let m = laid_out.module();
        assert_eq!(carried.len(), m.funcs.len(), "{}", case.display());
        let fresh = AxisInfoAnalysis::new(&laid_out);
        for ((id, func), carried) in m.funcs.iter().zip(carried) {
            // `None`: the function is to be analysed again, nothing to compare.
            let Some(carried) = carried else { continue };
            let carried = carried.bind(&m.types, func);
            let run = fresh.run(id);
            if let Some(value) = carried.first_difference(&run) {
                panic!(
                    "{}: @{} {value}: carried {:?}, a new run gives {:?}",
                    case.display(),
                    func.name,
                    carried.get(value),
                    run.get(value)
                );
            }
            carried_kernels += 1;
        }
    }
    assert!(carried_kernels >= 10, "only {carried_kernels} carried");
}

#[test]
fn axis_info_for_too_few_functions_is_an_error() {
    let case = case_dirs().into_iter().next().unwrap();
    let text = std::fs::read_to_string(case.join("kernel.ttir")).unwrap();
    let module = load(&text);
    let Err(err) = assign_layouts_with(module, Vec::new(), &options(4)) else {
        panic!("AxisInfo for no function was accepted");
    };
    assert!(matches!(err, AssignError::BadOptions(_)), "{err}");
    assert!(
        err.to_string().contains("AxisInfo given for 0 functions"),
        "{err}"
    );
}
