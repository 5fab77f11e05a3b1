//! Every corpus TTIR and TTGIR file parses, verifies, prints back exactly as Triton
//! printed it, and printing is a fixed point.

use std::path::PathBuf;
use tilelift_ir::{parse_module, print_module, verify_module, PrintOptions};

fn corpus_files() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let mut files = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("tests/corpus exists") {
        let case = entry.unwrap().path();
        for name in ["kernel.ttir", "kernel.ttgir"] {
            let file = case.join(name);
            if file.exists() {
                files.push(file);
            }
        }
    }
    files.sort();
    assert!(
        files.len() >= 32,
        "expected 16 cases with TTIR and TTGIR, found {}",
        files.len()
    );
    files
}

#[test]
fn corpus_round_trips_exactly() {
    for file in corpus_files() {
        let text = std::fs::read_to_string(&file).unwrap();
        let (module, _) = parse_module(&text)
            .unwrap_or_else(|e| panic!("{}", e.render(&file.display().to_string(), &text)));
        let printed = print_module(&module, &PrintOptions::default());
        assert!(
            printed == text,
            "{} does not print back as read; {}",
            file.display(),
            tilelift_tests::first_difference(&text, &printed)
        );
    }
}

#[test]
fn corpus_verifies_and_printing_is_a_fixed_point() {
    for file in corpus_files() {
        let text = std::fs::read_to_string(&file).unwrap();
        let (module, _) = parse_module(&text).unwrap();
        if let Err(errors) = verify_module(&module) {
            panic!("{}: {errors:?}", file.display());
        }
        for locations in [true, false] {
            let options = PrintOptions { locations };
            let once = print_module(&module, &options);
            let (again, _) =
                parse_module(&once).unwrap_or_else(|e| panic!("{}", e.render("printed", &once)));
            let twice = print_module(&again, &options);
            assert_eq!(
                once,
                twice,
                "{}: print is not a fixed point",
                file.display()
            );
            if locations {
                assert!(again == module, "{}: parse(print(m)) != m", file.display());
            }
        }
    }
}

#[test]
fn a_built_kernel_prints_parses_and_prints_the_same() {
    use tilelift_ir::attrs::{IntCC, MemFlags, ProgramAxis};
    use tilelift_ir::{Function, FunctionBuilder, InstBuilder, Module};

    let mut module = Module::new();
    let id = module.funcs.push(Function::new("scale"));
    let mut b = FunctionBuilder::new(&mut module.funcs[id], &mut module.types);
    let (i32, f32) = (b.types().i32(), b.types().f32());
    let ptr = b.types_mut().ptr(f32);
    let x_ptr = b.append_arg(ptr);
    let n = b.append_arg(i32);
    let pid = b.ins().get_program_id(ProgramAxis::X);
    let size = b.ins().iconst(i32, 256);
    let start = b.ins().muli(pid, size);
    let start = b.ins().splat(start, &[256]);
    let range = b.ins().make_range(0, 256);
    let offs = b.ins().addi(start, range);
    let limit = b.ins().splat(n, &[256]);
    let mask = b.ins().cmpi(IntCC::Slt, offs, limit);
    let ptrs = b.ins().splat(x_ptr, &[256]);
    let ptrs = b.ins().addptr(ptrs, offs);
    let x = b.ins().load(ptrs, Some(mask), None, MemFlags::default());
    let two = b.ins().fconst(f32, 2.0);
    let two = b.ins().splat(two, &[256]);
    let y = b.ins().mulf(x, two);
    b.ins().store(ptrs, y, Some(mask), MemFlags::default());
    b.ins().return_(&[]);

    verify_module(&module).expect("the built kernel verifies");
    let options = PrintOptions { locations: false };
    let once = print_module(&module, &options);
    assert!(once.contains("%1 = arith.constant 256 : i32"), "{once}");
    assert!(once.contains("arith.constant 2.000000e+00 : f32"), "{once}");
    let (again, _) = parse_module(&once).unwrap_or_else(|e| panic!("{}", e.render("built", &once)));
    verify_module(&again).expect("the printed kernel verifies");
    assert_eq!(print_module(&again, &options), once);
}

#[test]
fn cache_policy_keywords_and_dictionary_mean_the_same() {
    let body = |flags: &str| {
        format!(
            "module {{\n  tt.func public @k(%p: !tt.ptr<f32>) {{\n    %x = tt.load %p{flags} : !tt.ptr<f32>\n    tt.store %p, %x : !tt.ptr<f32>\n    tt.return\n  }}\n}}\n"
        )
    };
    let keywords = body(" cacheModifier = cg evictionPolicy = evict_last {isVolatile = true}");
    let dict = body(" {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>, isVolatile = true}");
    let flags = |text: &str| {
        let (module, _) =
            parse_module(text).unwrap_or_else(|e| panic!("{}", e.render("k.ttir", text)));
        let func = module.funcs.values().next().unwrap();
        let load = func.dfg.insts().find_map(|(_, d)| match d {
            tilelift_ir::InstructionData::Load { flags, .. } => Some(*flags),
            _ => None,
        });
        (
            load.unwrap(),
            print_module(&module, &PrintOptions::default()),
        )
    };
    let (k, k_text) = flags(&keywords);
    let (d, d_text) = flags(&dict);
    assert_eq!(
        (k.cache, k.evict, k.is_volatile),
        (d.cache, d.evict, d.is_volatile)
    );
    assert_eq!(k_text, keywords);
    assert_eq!(d_text, dict);
    let twice = body(" cacheModifier = cg cacheModifier = ca");
    let err = parse_module(&twice).expect_err("a keyword given twice");
    assert!(err.message.contains("given twice"), "{}", err.message);
}
