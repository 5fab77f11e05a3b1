//! The printed forms of Triton 3.4 to 3.9 (`tests/forms/triton-<version>/`, the
//! TTIR each version prints for the small kernels of `scripts/forms/gen_forms.py`,
//! and Triton's own TTGIR of four of them):
//! every file parses, verifies, prints back exactly as Triton printed it, prints
//! to a fixed point, compiles to PTX for `sm_90`, and `ptxas` accepts the PTX;
//! except where `SPELLED_ANEW` and `NOT_COMPILED` say otherwise.

use std::path::{Path, PathBuf};
use tilelift_ir::{parse_module, print_module, verify_module, PrintOptions};

/// The versions sampled; each folder holds the same kernels.
const VERSIONS: &[&str] = &["3.4", "3.5", "3.6", "3.9"];

/// Kernels of `gen_forms.py`, at the least, in every folder.
const KERNELS: &[&str] = &[
    "bf16_relu_square",
    "debug_barrier",
    "divide_by_constant",
    "early_return",
    "float_constants",
    "libdevice_and_remf",
    "load_store_policies",
    "loop_attrs_and_assume",
    "loop_multiple_of",
    "negate_and_rand",
    "reshape_split_sum",
    "spin_lock",
];

/// What makes a version's file worth keeping: text that only some versions
/// print, which the file must contain (so that regenerating cannot silently
/// drop the form it tests).
const SEEN: &[(&str, &str, &str)] = &[
    (
        "3.4",
        "loop_multiple_of.ttir",
        "{tt.divisibility_arg1 = dense<256> : tensor<1xi32>}",
    ),
    ("3.4", "float_constants.ttir", "dense<9.99999997E-7>"),
    ("3.4", "load_store_policies.ttir", "cacheModifier = cg"),
    (
        "3.6",
        "load_store_policies.ttir",
        "evictionPolicy = evict_last",
    ),
    ("3.6", "float_constants.ttir", "dense<0.699999988>"),
    ("3.6", "spin_lock.ttir", "scf.while : () -> ()"),
    ("3.9", "debug_barrier.ttir", "ttg.barrier all"),
    (
        "3.9",
        "load_store_policies.ttir",
        "#tt.cache_policy<cache_modifier = cg",
    ),
    ("3.9", "negate_and_rand.ttir", "arith.xori"),
    (
        "3.9",
        "bf16_relu_square.ttir",
        "arith.mulf %r_3, %r_3 : tensor<256xbf16>",
    ),
    ("3.4", "loop_attrs_and_assume.ttgir", "ttg.memdesc_subview"),
    (
        "3.4",
        "loop_attrs_and_assume.ttgir",
        "ttg.async_commit_group %",
    ),
    ("3.9", "divide_by_constant.ttgir", "tt.approx_divf"),
    ("3.9", "debug_barrier.ttgir", "ttg.barrier all"),
];

/// Files read but printed in the current spelling: Triton 3.4's TTGIR writes
/// `ttg.async_commit_group %t` (no `tokens`) and `ttg.async_wait  {num = 0}`
/// (two spaces), which tilelift reads and prints as 3.5 does.
const SPELLED_ANEW: &[&str] = &["triton-3.4/loop_attrs_and_assume.ttgir"];

/// Files that do not compile, and the error each stops at: none since
/// Triton's pipelined TTGIR (`loop_attrs_and_assume.ttgir`: `ttg.local_alloc`
/// and `ttg.async_copy_global_to_local` of 1-D buffers) is lowered.
const NOT_COMPILED: &[(&str, &str)] = &[];

/// `triton-3.4/name.ttgir` for a forms file.
fn short_name(path: &Path) -> String {
    let dir = path
        .parent()
        .unwrap()
        .file_name()
        .unwrap()
        .to_string_lossy();
    format!("{dir}/{}", path.file_name().unwrap().to_string_lossy())
}

fn forms_dir(version: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("forms")
        .join(format!("triton-{version}"))
}

fn read(path: &Path) -> (String, String) {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    (path.display().to_string(), text)
}

/// Every `.ttir` file of every version folder, sorted; checks that each folder
/// has the kernels of `KERNELS`.
fn files() -> Vec<PathBuf> {
    let mut files = Vec::new();
    for version in VERSIONS {
        let dir = forms_dir(version);
        for kernel in KERNELS {
            let file = dir.join(format!("{kernel}.ttir"));
            assert!(file.is_file(), "{} is missing", file.display());
        }
        for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.unwrap().path();
            if path
                .extension()
                .is_some_and(|e| e == "ttir" || e == "ttgir")
            {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

#[test]
fn every_version_prints_back_exactly_and_to_a_fixed_point() {
    for path in files() {
        let (file, text) = read(&path);
        let (module, _) =
            parse_module(&text).unwrap_or_else(|e| panic!("{}", e.render(&file, &text)));
        verify_module(&module).unwrap_or_else(|e| panic!("{file}: {e:?}"));
        let printed = print_module(&module, &PrintOptions::default());
        let anew = SPELLED_ANEW.contains(&short_name(&path).as_str());
        assert!(
            printed == text || anew,
            "{file} does not print back as read; {}",
            tilelift_tests::first_difference(&text, &printed)
        );
        for locations in [true, false] {
            let options = PrintOptions { locations };
            let once = print_module(&module, &options);
            let (again, _) =
                parse_module(&once).unwrap_or_else(|e| panic!("{}", e.render(&file, &once)));
            assert_eq!(
                print_module(&again, &options),
                once,
                "{file}: not a fixed point"
            );
            if locations {
                assert!(again == module, "{file}: parse(print(m)) != m");
            }
        }
        if anew {
            assert!(
                printed != text,
                "{file} now prints back: drop it from SPELLED_ANEW"
            );
        }
    }
}

#[test]
fn each_version_file_holds_the_form_it_is_kept_for() {
    for (version, kernel, form) in SEEN {
        let (file, text) = read(&forms_dir(version).join(kernel));
        assert!(text.contains(form), "{file} no longer contains `{form}`");
    }
}

#[test]
fn every_version_compiles_and_ptxas_accepts_it() {
    let ptxas = tilelift_tests::tools::ptxas();
    let dir = std::env::temp_dir().join(format!("tilelift-forms-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    for path in files() {
        let (file, text) = read(&path);
        let options = tilelift::Options::new().with_arch(tilelift::Arch::Sm90);
        let name = format!(
            "{}_{}",
            path.parent()
                .unwrap()
                .file_name()
                .unwrap()
                .to_string_lossy(),
            path.file_stem().unwrap().to_string_lossy()
        )
        .replace(['.', '-'], "_");
        let file_name = path.file_name().unwrap().to_string_lossy();
        let expected_error = NOT_COMPILED
            .iter()
            .find(|(f, _)| *f == file_name)
            .map(|(_, e)| *e);
        match tilelift::compile_named(&text, &file, &options, &mut Default::default()) {
            Ok(_) if expected_error.is_some() => {
                failures.push(format!("{file} now compiles: drop it from NOT_COMPILED"))
            }
            Err(e) if expected_error.is_some_and(|x| e.message().contains(x)) => {}
            Ok(kernel) => {
                if let Err(e) = tilelift_tests::tools::ptxas_assemble(
                    &ptxas,
                    &dir,
                    &name,
                    "sm_90",
                    &kernel.code,
                ) {
                    failures.push(format!("{file}: ptxas: {e}"));
                }
            }
            Err(e) => failures.push(format!("{file}: {}", e.message())),
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
