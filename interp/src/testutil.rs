//! Helpers for the unit tests: kernels from text, and `i32` buffers.

use super::{run, ArgValue, InterpError, Memory, RunOptions};
use tilelift_ir::verify::Verified;

/// Parses and verifies a module, panicking with the message on failure.
pub fn verified(text: &str) -> Verified {
    let (module, _) =
        tilelift_ir::parse_module(text).unwrap_or_else(|d| panic!("{}", d.render("test", text)));
    Verified::new(module).unwrap_or_else(|(_, e)| panic!("{e}"))
}

/// A buffer holding `values`.
pub fn i32_buffer(mem: &mut Memory, values: &[i32]) -> u64 {
    let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    mem.alloc(&bytes)
}

/// The `i32` values of the buffer at `base`.
pub fn read_i32s(mem: &Memory, base: u64) -> Vec<i32> {
    mem.bytes(base)
        .unwrap_or_default()
        .chunks_exact(4)
        .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// Runs the function `name` of `text` on a grid.
pub fn run_text(
    text: &str,
    name: &str,
    args: &[ArgValue],
    mem: &mut Memory,
    grid: [u32; 3],
) -> Result<(), InterpError> {
    let module = verified(text);
    let func = module
        .module()
        .func_by_name(name)
        .expect("the function exists");
    run(&module, func, args, mem, &RunOptions::new(grid))
}
