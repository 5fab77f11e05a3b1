//! Malformed inputs: each gives an error at the right line and column, with a
//! message that names the problem, and none panics.
//!
//! Each case is a whole file in which `@@` marks where the error must point; the
//! marker is removed before the text is parsed.

/// A small valid kernel that the cases below break in one place each.
const BASE: &str = r#"module {
  tt.func public @k(%x_ptr: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32) attributes {noinline = false} {
    %pid = tt.get_program_id x : i32
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
    %p = tt.splat %x_ptr : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
    %q = tt.addptr %p, %r : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
    %v = tt.load %q : tensor<128x!tt.ptr<f32>>
    tt.store %q, %v : tensor<128x!tt.ptr<f32>>
    tt.return
  }
}
"#;

/// `BASE` with `from` replaced by `to` (which carries the `@@` marker).
fn edit(from: &str, to: &str) -> String {
    assert!(BASE.contains(from), "the base kernel has no `{from}`");
    BASE.replacen(from, to, 1)
}

/// The cases: a name, the marked text, and words the message must contain.
fn cases() -> Vec<(&'static str, String, &'static str)> {
    vec![
        ("empty file", "@@".into(), "expected `module`"),
        ("truncated file", format!("{}@@", &BASE[..BASE.find("    tt.store").unwrap()]), "end of file"),
        ("truncated in a type", "module {\n  tt.func public @k(%a: tensor<128x@@".into(), "expected a type"),
        ("extra closing brace", format!("{BASE}@@}}\n"), "expected end of file"),
        ("unclosed argument list", edit(", %n: i32) attributes", ", %n: i32 @@attributes"), "`)`"),
        ("unbalanced parentheses in a location", edit("    tt.return\n  }", "    tt.return loc(\"a.py\":1:2\n  @@}"), "`)` to close `loc(`, found `}`"),
        ("unknown op", edit("%v = tt.load", "%v = @@tt.frobnicate"), "unknown operation `tt.frobnicate`"),
        ("unknown generic op", edit("    tt.return\n", "    @@\"tt.nope\"(%pid) : (i32) -> ()\n    tt.return\n"), "unknown operation `tt.nope`"),
        ("wrong operand count", edit("    tt.return\n", "    %s = arith.addi @@%pid : i32\n    tt.return\n"), "takes 2 operand(s), found 1"),
        ("operand type differs from the text", edit("    tt.return\n", "    %s = arith.addi @@%pid, %n : i64\n    tt.return\n"), "%pid has type i32, but the op expects i64"),
        ("load from a non-pointer", edit("%v = tt.load %q : tensor<128x!tt.ptr<f32>>", "%v = tt.load %r : @@tensor<128xi32>"), "tt.load expects a pointer or a tensor of pointers, found tensor<128xi32>"),
        ("undefined value", edit("tt.store %q, %v", "tt.store %q, @@%w"), "use of undefined value %w"),
        ("value defined twice", edit("%p = tt.splat", "@@%pid = tt.splat"), "redefinition of value %pid"),
        ("bad attribute value", edit("{end = 128 : i32, start", "@@{end = \"x\", start"), "tt.make_range needs"),
        ("zero tensor dimension", edit("%v = tt.load %q : tensor<128x!tt.ptr<f32>>", "%v = tt.load %q : tensor<@@0x!tt.ptr<f32>>"), "tensor dimensions must be positive"),
        ("non-numeric tensor dimension", edit(": tensor<128xi32>\n", ": tensor<@@axi32>\n"), "unknown type `axi32`"),
        ("unterminated string", edit("    tt.return\n", "    tt.return loc(@@\"kernels.py)\n"), "unterminated string literal"),
        ("bad hex float", edit("    tt.return\n", "    %c = arith.constant dense<@@0xZZ> : tensor<4xf32>\n    tt.return\n"), "malformed hexadecimal literal"),
        ("hex float too wide", edit("    tt.return\n", "    %c = arith.constant dense<@@0x1FF800000> : tensor<4xf32>\n    tt.return\n"), "does not fit in f32"),
        ("unknown cmpi predicate", edit("    tt.return\n", "    %c = arith.cmpi @@lt, %pid, %n : i32\n    tt.return\n"), "unknown arith.cmpi predicate `lt`"),
        ("unknown program axis", edit("get_program_id x", "get_program_id @@w"), "unknown axis `w`"),
        ("undefined location alias", edit("    tt.return\n", "    tt.return loc(@@#loc99)\n"), "use of undefined location alias #loc99"),
        ("undefined encoding alias", edit(": tensor<128xi32>\n", ": tensor<128xi32, @@#blocked9>\n"), "use of undefined alias #blocked9"),
        ("unsupported type", edit("%n: i32)", "%n: @@!ttng.tensormap<f32>)"), "unsupported type `!ttng.tensormap`"),
        ("odd integer width", edit("%n: i32)", "%n: @@i7)"), "unsupported integer type `i7`"),
        ("too many result names", edit("%v = tt.load", "@@%v, %w = tt.load"), "has 1 results, but 2 are named"),
        ("result number out of range", edit("tt.store %q, %v", "tt.store %q, @@%v#3"), "result #3 of %v does not exist"),
        ("unknown encoding parameter", format!("#blocked = #ttg.blocked<{{sizePerThread = [1], @@foo = 1, threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}}>\n{BASE}"), "unknown parameter `foo` of #ttg.blocked"),
        ("missing encoding parameter", format!("#blocked = @@#ttg.blocked<{{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4]}}>\n{BASE}"), "missing the parameter `order`"),
        ("unknown cache modifier", edit("%v = tt.load %q :", "%v = tt.load %q {cachePolicy = #tt.cache_policy<cache_modifier = @@zz, eviction_policy = evict_normal>} :"), "unknown cache modifier `zz`"),
        ("unknown load attribute", edit("%v = tt.load %q :", "%v = tt.load %q {@@foo = 1 : i32} :"), "unknown attribute `foo` on tt.load"),
        ("stray character", edit("    tt.return\n", "    @@`\n    tt.return\n"), "unexpected character"),
        ("constant out of range", edit("    tt.return\n", "    %c = arith.constant @@300 : i8\n    tt.return\n"), "does not fit in i8"),
        ("dense element count", edit("    tt.return\n", "    %c = arith.constant dense<[1, 2]> : @@tensor<4xi32>\n    tt.return\n"), "has 2 elements, but its type has 4"),
        ("missing colon", edit("tt.splat %x_ptr : ", "tt.splat %x_ptr @@"), "expected `:`"),
        ("fastmath flags", edit("    tt.return\n", "    %f = arith.addf %v, %v @@fastmath<fast> : tensor<128xf32>\n    tt.return\n"), "unsupported: fastmath flags"),
        ("branch to an undefined block", edit("    tt.return\n", "    cf.br @@^bb3\n"), "reference to an undefined block ^bb3"),
        ("splat to the wrong element type", edit("    tt.return\n", "    @@%z = tt.splat %n : i32 -> tensor<128xf32>\n    tt.return\n"), "tt.splat"),
        ("make_range of the wrong size", edit("%r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>", "@@%r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<128xi32>"), "tt.make_range"),
        ("missing terminator in a region", edit("    tt.return\n", "    %s = scf.for %i = %pid to %n step %n iter_args(%a = %pid) -> (i32)  : i32 {\n      @@%b = arith.addi %a, %i : i32\n    }\n    tt.return\n"), "terminator"),
        ("return with a value from a kernel", edit("    tt.return\n", "    @@tt.return %pid : i32\n"), "tt.return"),
    ]
}

/// 1-based line and column of byte offset `pos`.
fn line_col(text: &str, pos: usize) -> (usize, usize) {
    tilelift::ir::diagnostic::line_col(text, pos)
}

#[test]
fn malformed_inputs_give_located_errors() {
    let cases = cases();
    assert!(cases.len() >= 30, "the table must hold at least 30 cases");
    let mut failures = Vec::new();
    for (name, marked, words) in cases {
        let pos = marked
            .find("@@")
            .unwrap_or_else(|| panic!("case `{name}` has no @@ marker"));
        let text = marked.replacen("@@", "", 1);
        let (line, col) = line_col(&text, pos);
        let want = format!("case.ttir:{line}:{col}: error:");
        match tilelift::load(&text, "case.ttir").map_err(|e| e.to_string()) {
            Ok(_) => failures.push(format!("{name}: accepted")),
            Err(e) if e.starts_with(&want) && e.contains(words) => {}
            Err(e) => failures.push(format!(
                "{name}: expected `{want} ...{words}...`, got:\n{e}"
            )),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn the_base_kernel_is_valid() {
    let verified = tilelift::load(BASE, "base.ttir").expect("the base kernel is valid");
    assert_eq!(verified.module().funcs.len(), 1);
}

#[test]
fn huge_shapes_are_errors_not_overflows() {
    let text = BASE.replace(
        "    tt.return\n",
        "    %c = arith.constant dense<[1, 2]> : tensor<9223372036854775807x4xi32>\n    tt.return\n",
    );
    let err = tilelift::load(&text, "case.ttir").unwrap_err().to_string();
    assert!(err.contains("error:"), "{err}");
}
