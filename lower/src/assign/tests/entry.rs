//! Module attributes, options, the names of copies, and errors.

use super::*;

#[test]
fn a_copy_is_named_after_its_original_and_prints_back() {
    let m = lay_out(&format!(
        "{LOAD_1024}
    %two = arith.constant dense<2> : tensor<1024xi32>
    %r2 = arith.muli %r, %two : tensor<1024xi32>
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>>
    %qa = tt.addptr %qs, %r2 : tensor<1024x!tt.ptr<f32>>, tensor<1024xi32>
    tt.store %qa, %x : tensor<1024x!tt.ptr<f32>>"
    ));
    let text = tilelift_ir::print_module(m.module(), &PrintOptions::default());
    assert!(text.contains("%r_1 = tt.make_range"), "{text}");
    let (again, _) = tilelift_ir::parse_module(&text).expect("the output parses");
    let again = Verified::new(again).expect("and verifies");
    assert_eq!(
        tilelift_ir::print_module(again.module(), &PrintOptions::default()),
        text
    );
}

#[test]
fn module_attributes_follow_triton() {
    let m = lay_out("");
    let attrs: Vec<&str> = m.module().attrs.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        attrs,
        [
            "ttg.num-ctas",
            "ttg.num-warps",
            "ttg.target",
            "ttg.threads-per-warp",
            "ttng.two-ctas"
        ]
    );
    let text = tilelift_ir::print_module(m.module(), &PrintOptions::default());
    assert!(text.starts_with(
        "module attributes {\"ttg.num-ctas\" = 1 : i32, \"ttg.num-warps\" = 4 : i32, \
         ttg.target = \"cuda:90\", \"ttg.threads-per-warp\" = 32 : i32, \"ttng.two-ctas\" = false}"
    ));
}

#[test]
fn the_target_and_warps_are_options() {
    let (module, _) = tilelift_ir::parse_module(&format!(
        "module {{\n  tt.func @k(%p: !tt.ptr<f32>) {{{LOAD_1024}\n    tt.return\n  }}\n}}"
    ))
    .unwrap();
    let module = Verified::new(module).unwrap();
    let options = AssignOptions {
        layout: LayoutOptions {
            num_warps: 8,
            threads_per_warp: 32,
            ..LayoutOptions::default()
        },
        target: "hip:gfx90a".to_string(),
        tensor_cores: false,
        wgmma: false,
    };
    let m = assign_layouts(&module, &options).unwrap();
    assert_eq!(m.module().int_attr("ttg.num-warps"), Some(8));
    assert!(m.module().attrs.iter().all(|(n, _)| n != "ttng.two-ctas"));
    assert_eq!(blocked(&m, enc(&m, "x"))[2], vec![8]);
    let bad = AssignOptions {
        layout: LayoutOptions {
            num_warps: 3,
            threads_per_warp: 32,
            ..LayoutOptions::default()
        },
        ..AssignOptions::default()
    };
    assert!(matches!(
        assign_layouts(&module, &bad),
        Err(AssignError::BadOptions(_))
    ));
}

#[test]
fn unsupported_input_is_an_error() {
    let text = "module {
  tt.func @k() {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %s = ttg.convert_layout %r : tensor<64xi32> -> tensor<64xi32>
    tt.return
  }
}";
    let (module, _) = tilelift_ir::parse_module(text).unwrap();
    let module = Verified::new(module).unwrap();
    let err = assign_layouts(&module, &AssignOptions::default()).expect_err("convert");
    assert!(err.to_string().contains("ttg.convert_layout"), "{err}");
    // A module that is already TTGIR.
    let laid_out = lay_out(LOAD_1024);
    let err = assign_layouts(&laid_out, &AssignOptions::default()).expect_err("TTGIR");
    assert!(matches!(err, AssignError::Unsupported(..)), "{err}");
}
