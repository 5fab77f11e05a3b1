//! The kernel the libdevice tests run (`tests/tests/libdevice_*.rs`): one
//! symbol applied elementwise.

/// TTIR of `y[i] = symbol(x0[i], x1[i], ...)` on `arity` operands of type
/// `ty` (`f32`, `f64`, ...), programs of `block` elements, no mask (the
/// callers pad the inputs to whole programs).
pub fn extern_kernel(symbol: &str, ty: &str, arity: usize, block: usize) -> String {
    typed_kernel(symbol, &vec![ty; arity], ty, block)
}

/// [`extern_kernel`] with each operand's type (`args`) and the result's
/// (`ret`) named: `jn`'s `i32` and `f64`.
pub fn typed_kernel(symbol: &str, args: &[&str], ret: &str, block: usize) -> String {
    let t = |ty: &str| format!("tensor<{block}x{ty}>");
    let pt = |ty: &str| format!("tensor<{block}x!tt.ptr<{ty}>>");
    let mut params: Vec<String> = args
        .iter()
        .enumerate()
        .map(|(i, ty)| format!("%x{i}: !tt.ptr<{ty}>"))
        .collect();
    params.push(format!("%y: !tt.ptr<{ret}>"));
    let mut body = format!(
        "    %pid = tt.get_program_id x : i32\n    %c = arith.constant {block} : i32\n    \
         %base = arith.muli %pid, %c : i32\n    \
         %r = tt.make_range {{end = {block} : i32, start = 0 : i32}} : tensor<{block}xi32>\n    \
         %b = tt.splat %base : i32 -> tensor<{block}xi32>\n    \
         %o = arith.addi %b, %r : tensor<{block}xi32>\n"
    );
    for (i, ty) in args.iter().enumerate() {
        let pt = pt(ty);
        body += &format!(
            "    %p{i} = tt.splat %x{i} : !tt.ptr<{ty}> -> {pt}\n    \
             %a{i} = tt.addptr %p{i}, %o : {pt}, tensor<{block}xi32>\n    \
             %v{i} = tt.load %a{i} : {pt}\n"
        );
    }
    let operands: Vec<String> = (0..args.len()).map(|i| format!("%v{i}")).collect();
    let types: Vec<String> = args.iter().map(|ty| t(ty)).collect();
    let (rt, rpt) = (t(ret), pt(ret));
    body += &format!(
        "    %f = tt.extern_elementwise {} {{libname = \"\", libpath = \"\", pure = true, \
         symbol = \"{symbol}\"}} : ({}) -> {rt}\n    \
         %q = tt.splat %y : !tt.ptr<{ret}> -> {rpt}\n    \
         %w = tt.addptr %q, %o : {rpt}, tensor<{block}xi32>\n    \
         tt.store %w, %f : {rpt}\n    tt.return\n",
        operands.join(", "),
        types.join(", ")
    );
    format!(
        "module {{\n  tt.func public @k({}) {{\n{body}  }}\n}}\n",
        params.join(", ")
    )
}
