//! The embedder's kernel: built, compiled without text, its parameters' types
//! read back, and the same vectorized memory accesses as the TTIR example.

use tilelift::{FloatKind, ParamType, ScalarType};

#[test]
fn the_built_kernel_loads_four_floats_per_access() {
    let kernel = tilelift_embed_example::compile_vec_add(tilelift::Arch::Sm90).unwrap();
    assert_eq!(kernel.name, "add_kernel");
    assert_eq!(kernel.num_warps, 4);
    assert!(kernel.code.contains("ld.global.v4.b32"), "{}", kernel.code);
    assert!(kernel.code.contains("st.global.v4.b32"), "{}", kernel.code);
}

#[test]
fn the_parameters_carry_their_element_types() {
    let kernel = tilelift_embed_example::compile_vec_add(tilelift::Arch::Sm80).unwrap();
    let params: Vec<(&str, ParamType)> = kernel
        .params
        .iter()
        .map(|p| (p.name.as_str(), p.ty))
        .collect();
    let f32_ptr = ParamType::Pointer(ScalarType::Float(FloatKind::F32));
    assert_eq!(
        params,
        [
            ("x_ptr", f32_ptr),
            ("y_ptr", f32_ptr),
            ("out_ptr", f32_ptr),
            ("n_elements", ParamType::Scalar(ScalarType::Int(32))),
        ]
    );
    assert_eq!(params[0].1.triton_name(), "*fp32");
}

/// The global loads and stores of the built kernel are those of the TTIR
/// example (`examples/vec_add.ttir`, the same kernel as Triton prints it).
#[test]
fn the_built_kernel_accesses_memory_as_the_ttir_example_does() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/vec_add.ttir"
    ))
    .unwrap();
    let options = tilelift::Options::new().with_num_warps(4);
    let from_text = tilelift::compile(&text, &options).unwrap();
    let built = tilelift_embed_example::compile_vec_add(tilelift::Arch::Sm90).unwrap();
    let accesses = |ptx: &str| -> Vec<String> {
        ptx.lines()
            .map(str::trim)
            .filter(|l| l.contains("ld.global") || l.contains("st.global"))
            .map(|l| {
                l.split_whitespace()
                    .take_while(|w| !w.starts_with('{'))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    };
    let ours = accesses(&built.code);
    assert_eq!(ours, accesses(&from_text.code));
    // Two 4-float accesses per thread (1024 elements, 128 threads) per array.
    assert_eq!(ours.len(), 6, "{ours:?}");
}

#[test]
fn a_module_with_two_public_kernels_is_an_error_naming_both() {
    let mut module = tilelift_embed_example::build_vec_add();
    let mut second = module.funcs[module.func_by_name("add_kernel").unwrap()].clone();
    second.name = "other_kernel".into();
    module.funcs.push(second);
    let err = tilelift::compile_module(&module, &tilelift::Options::new()).unwrap_err();
    assert!(matches!(err, tilelift::Error::Unsupported(_)), "{err}");
    let message = err.to_string();
    assert!(
        message.contains("2 public kernels (@add_kernel, @other_kernel)"),
        "{message}"
    );
}
