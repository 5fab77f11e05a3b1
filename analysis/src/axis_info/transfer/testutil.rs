//! A table-driven check for transfer rules, in the style of Triton's
//! `test-alignment.mlir`: a function body in TTIR text and the expected AxisInfo of
//! some of its values, written `"[contiguity], [divisibility], [constancy],
//! constant"`.

use crate::axis_info::{analyze, AxisInfo};
use tilelift_ir::Verified;

/// One function to analyse.
pub(crate) struct Case<'a> {
    /// The instructions, one per line (`tt.return` is added).
    pub body: &'a str,
    /// The function's parameters, as in the text (`%a: i32 {tt.divisibility = 16 : i32}`).
    pub args: &'a str,
    /// Value name (with `%`) and expected state.
    pub expect: &'a [(&'a str, &'a str)],
}

fn short(info: &AxisInfo) -> String {
    let list = |v: &[i64]| {
        let items: Vec<String> = v.iter().map(|n| n.to_string()).collect();
        format!("[{}]", items.join(", "))
    };
    let constant = info
        .constant
        .map_or("<none>".to_string(), |c| c.to_string());
    format!(
        "{}, {}, {}, {constant}",
        list(&info.contiguity),
        list(&info.divisibility),
        list(&info.constancy)
    )
}

/// Analyses the case and compares every expected value; panics with all mismatches.
pub(crate) fn check(case: &Case<'_>) {
    let text = format!(
        "module {{\n  tt.func @t({}) {{\n{}\n    tt.return\n  }}\n}}\n",
        case.args, case.body
    );
    let (module, _) = tilelift_ir::parse_module(&text)
        .unwrap_or_else(|d| panic!("{}", d.render("case.ttir", &text)));
    let verified = Verified::new(module).unwrap_or_else(|(_, e)| panic!("{e}\n{text}"));
    let infos = analyze(&verified);
    let info = &infos[0];
    let dfg = &info.func().dfg;
    let mut failures = Vec::new();
    for &(name, expected) in case.expect {
        let value = dfg
            .values()
            .map(|(v, _)| v)
            .find(|&v| dfg.value_name(v) == name.strip_prefix('%'))
            .unwrap_or_else(|| panic!("no value {name}"));
        let got = short(info.get(value));
        if got != expected {
            failures.push(format!(
                "{name}: expected {expected}\n{:width$}  got      {got}",
                "",
                width = name.len()
            ));
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}
