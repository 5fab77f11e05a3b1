//! The kernel the libdevice tests run (`tests/tests/libdevice_*.rs`): one
//! symbol applied elementwise.

/// TTIR of `y[i] = symbol(x0[i], x1[i], ...)` on `arity` operands of type
/// `ty` (`f32`, `f64`, ...), programs of `block` elements, no mask (the
/// callers pad the inputs to whole programs).
pub fn extern_kernel(symbol: &str, ty: &str, arity: usize, block: usize) -> String {
    let t = format!("tensor<{block}x{ty}>");
    let pt = format!("tensor<{block}x!tt.ptr<{ty}>>");
    let mut params: Vec<String> = (0..arity)
        .map(|i| format!("%x{i}: !tt.ptr<{ty}>"))
        .collect();
    params.push(format!("%y: !tt.ptr<{ty}>"));
    let mut body = format!(
        "    %pid = tt.get_program_id x : i32\n    %c = arith.constant {block} : i32\n    \
         %base = arith.muli %pid, %c : i32\n    \
         %r = tt.make_range {{end = {block} : i32, start = 0 : i32}} : tensor<{block}xi32>\n    \
         %b = tt.splat %base : i32 -> tensor<{block}xi32>\n    \
         %o = arith.addi %b, %r : tensor<{block}xi32>\n"
    );
    for i in 0..arity {
        body += &format!(
            "    %p{i} = tt.splat %x{i} : !tt.ptr<{ty}> -> {pt}\n    \
             %a{i} = tt.addptr %p{i}, %o : {pt}, tensor<{block}xi32>\n    \
             %v{i} = tt.load %a{i} : {pt}\n"
        );
    }
    let operands: Vec<String> = (0..arity).map(|i| format!("%v{i}")).collect();
    let types = vec![t.clone(); arity].join(", ");
    body += &format!(
        "    %f = tt.extern_elementwise {} {{libname = \"\", libpath = \"\", pure = true, \
         symbol = \"{symbol}\"}} : ({types}) -> {t}\n    \
         %q = tt.splat %y : !tt.ptr<{ty}> -> {pt}\n    \
         %w = tt.addptr %q, %o : {pt}, tensor<{block}xi32>\n    \
         tt.store %w, %f : {pt}\n    tt.return\n",
        operands.join(", ")
    );
    format!(
        "module {{\n  tt.func public @k({}) {{\n{body}  }}\n}}\n",
        params.join(", ")
    )
}
