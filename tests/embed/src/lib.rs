//! An embedder of `tilelift`, as a program that depends on the crate with its
//! default features would use it: the vector-add kernel of Triton's tutorial
//! built with the builder API ([`tilelift::ir::builder`]), with the
//! divisibility hints Triton gives its arguments (`tt.divisibility = 16`), and
//! compiled with [`tilelift::compile_module`]; no text is parsed.
//!
//! ```
//! let kernel = tilelift_embed_example::compile_vec_add(tilelift::Arch::Sm90).unwrap();
//! assert!(kernel.code.contains("ld.global.v4.b32"));
//! ```

use tilelift::ir::attrs::{IntCC, MemFlags, ProgramAxis};
use tilelift::ir::builder::InstBuilder;
use tilelift::ir::{ArgAttrs, Function, FunctionBuilder, Module};

/// Elements per program.
pub const BLOCK: i64 = 1024;

/// `add_kernel(x_ptr, y_ptr, out_ptr, n_elements)`: `out = x + y` for the
/// first `n_elements` elements, `BLOCK` per program. Every argument is
/// declared a multiple of 16 (for the pointers: 16-byte aligned), as Triton
/// specializes them; that is what lets each thread load 4 floats at once.
pub fn build_vec_add() -> Module {
    let mut module = Module::new();
    let id = module.funcs.push(Function::new("add_kernel"));
    let mut b = FunctionBuilder::new(&mut module.funcs[id], &mut module.types);
    let (i32, f32) = (b.types().i32(), b.types().f32());
    let f32_ptr = b.types_mut().ptr(f32);
    let hint = || ArgAttrs {
        divisibility: Some(16),
        ..ArgAttrs::default()
    };
    let x_ptr = b.append_arg_with_attrs(f32_ptr, hint());
    let y_ptr = b.append_arg_with_attrs(f32_ptr, hint());
    let out_ptr = b.append_arg_with_attrs(f32_ptr, hint());
    let n = b.append_arg_with_attrs(i32, hint());
    for (value, name) in [
        (x_ptr, "x_ptr"),
        (y_ptr, "y_ptr"),
        (out_ptr, "out_ptr"),
        (n, "n_elements"),
    ] {
        b.set_name(value, name);
    }

    let pid = b.ins().get_program_id(ProgramAxis::X);
    let block = b.ins().iconst(i32, BLOCK);
    let start = b.ins().muli(pid, block);
    let start = b.ins().splat(start, &[BLOCK]);
    let range = b.ins().make_range(0, BLOCK as i32);
    let offsets = b.ins().addi(start, range);
    let limit = b.ins().splat(n, &[BLOCK]);
    let mask = b.ins().cmpi(IntCC::Slt, offsets, limit);
    let load = |b: &mut FunctionBuilder, ptr| {
        let ptrs = b.ins().splat(ptr, &[BLOCK]);
        let ptrs = b.ins().addptr(ptrs, offsets);
        b.ins().load(ptrs, Some(mask), None, MemFlags::default())
    };
    let x = load(&mut b, x_ptr);
    let y = load(&mut b, y_ptr);
    let sum = b.ins().addf(x, y);
    let out_ptrs = b.ins().splat(out_ptr, &[BLOCK]);
    let out_ptrs = b.ins().addptr(out_ptrs, offsets);
    b.ins()
        .store(out_ptrs, sum, Some(mask), MemFlags::default());
    b.ins().return_(&[]);
    module
}

/// [`build_vec_add`], compiled for `arch` with 4 warps. (The error boxed:
/// `tilelift::Error` carries its whole report, and is large to return by
/// value through every caller.)
pub fn compile_vec_add(arch: tilelift::Arch) -> Result<tilelift::Kernel, Box<tilelift::Error>> {
    let options = tilelift::Options::new().with_arch(arch).with_num_warps(4);
    tilelift::compile_module(&build_vec_add(), &options).map_err(Box::new)
}
