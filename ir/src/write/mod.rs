//! The printer: writes a module in the syntax Triton prints.

use crate::function::Module;

/// Printing options.
#[derive(Copy, Clone, Debug)]
pub struct PrintOptions {
    /// Print `loc(...)` locations and the `#loc` aliases.
    pub locations: bool,
}

impl Default for PrintOptions {
    fn default() -> Self {
        PrintOptions { locations: true }
    }
}

/// Prints a module.
pub fn print_module(module: &Module, options: &PrintOptions) -> String {
    let _ = (module, options);
    String::new()
}
