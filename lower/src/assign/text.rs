//! TTIR text in, TTGIR text out: what `tilelift compile --emit ttgir` prints.

use super::{assign_layouts, AssignOptions};
use tilelift_ir::{load, print_module, PrintOptions};

/// Parses and verifies `text` (named `file` in messages), lays it out and prints
/// the TTGIR, locations included. Errors come rendered for a person
/// (`file:line:col: error: ...`).
pub fn compile_to_ttgir_text(
    text: &str,
    file: &str,
    options: &AssignOptions,
) -> Result<String, String> {
    let module = load(text, file).map_err(|e| e.to_string())?;
    let laid_out = assign_layouts(&module, options).map_err(|e| format!("{file}: error: {e}"))?;
    Ok(print_module(laid_out.module(), &PrintOptions::default()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_are_rendered() {
        let err =
            compile_to_ttgir_text("module {\n  bogus\n}", "k.ttir", &AssignOptions::default())
                .expect_err("not TTIR");
        assert!(err.starts_with("k.ttir:2:"), "{err}");
    }
}
