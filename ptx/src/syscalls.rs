//! PTX system calls: `vprintf` (`tt.print`, [`InstData::Printf`]) and
//! `__assertfail` (`tt.assert`'s message, [`InstData::AssertFail`]), which
//! the PTX ABI lets a kernel call without linking anything: ptxas and the
//! driver's JIT resolve them.
//!
//! A kernel that calls them gets, before its entry, the `.extern .func`
//! declaration of each and its strings as NUL-terminated `.global` byte
//! arrays (`__tl_str_N`, one per distinct string); inside the entry, one
//! `.local` buffer (`__tl_printf_buf`) as large as the largest `vprintf`
//! argument list. Each call is a `{ ... }` scope of its own, with its own
//! `.param` space and scratch registers, as in the PTX ABI's examples.

use cranelift_entity::EntityRef;
use tilelift_mir::text::push_u64;
use tilelift_mir::{Function, Inst, InstData, Reg};

/// The name of the `vprintf` argument buffer.
const BUFFER: &str = "__tl_printf_buf";

/// What a kernel's system calls need declared.
#[derive(Default)]
pub(crate) struct SysCalls {
    /// Whether it calls `vprintf`.
    printf: bool,
    /// Whether it calls `__assertfail`.
    assert: bool,
    /// Its distinct strings; `__tl_str_N` is the `N`th.
    strings: Vec<Box<str>>,
    /// Bytes of the largest `vprintf` argument buffer.
    buffer: u32,
}

impl SysCalls {
    /// The system calls of `func`.
    pub(crate) fn of(func: &Function) -> Self {
        let mut calls = SysCalls::default();
        for i in 0..func.num_insts() {
            match func.inst(Inst::new(i)) {
                InstData::Printf { format, args } => {
                    calls.printf = true;
                    calls.intern(format);
                    let (_, size) = buffer_layout(func, args);
                    calls.buffer = calls.buffer.max(size);
                }
                InstData::AssertFail {
                    message,
                    file,
                    function,
                    ..
                } => {
                    calls.assert = true;
                    for s in [message, file, function] {
                        calls.intern(s);
                    }
                }
                _ => {}
            }
        }
        calls
    }

    fn intern(&mut self, s: &str) {
        if !self.strings.iter().any(|t| &**t == s) {
            self.strings.push(s.into());
        }
    }

    /// The number of string `s` (`__tl_str_N`).
    fn string(&self, s: &str) -> u64 {
        self.strings
            .iter()
            .position(|t| &**t == s)
            .expect("interned by `of`") as u64
    }

    /// The declarations before the entry.
    pub(crate) fn write_decls(&self, out: &mut String) {
        if self.printf {
            out.push_str(
                ".extern .func (.param .b32 func_retval0) vprintf\n(\n\
                 \t.param .b64 vprintf_param_0,\n\t.param .b64 vprintf_param_1\n)\n;\n",
            );
        }
        if self.assert {
            out.push_str(".extern .func __assertfail\n(\n");
            for (i, ty) in ["b64", "b64", "b32", "b64", "b64"].iter().enumerate() {
                out.push_str("\t.param .");
                out.push_str(ty);
                out.push_str(" __assertfail_param_");
                push_u64(out, i as u64);
                out.push_str(if i < 4 { ",\n" } else { "\n" });
            }
            out.push_str(")\n;\n");
        }
        for (i, s) in self.strings.iter().enumerate() {
            out.push_str(".global .align 1 .b8 __tl_str_");
            push_u64(out, i as u64);
            out.push('[');
            push_u64(out, s.len() as u64 + 1);
            out.push_str("] = {");
            for b in s.bytes() {
                push_u64(out, u64::from(b));
                out.push_str(", ");
            }
            out.push_str("0};\n");
        }
        if self.printf || self.assert {
            out.push('\n');
        }
    }

    /// The `vprintf` buffer, inside the entry.
    pub(crate) fn write_locals(&self, out: &mut String) {
        if self.buffer > 0 {
            out.push_str("\t.local .align 8 .b8 ");
            out.push_str(BUFFER);
            out.push('[');
            push_u64(out, u64::from(self.buffer));
            out.push_str("];\n\n");
        }
    }

    /// `vprintf(format, buffer)`, the arguments stored in the buffer first;
    /// `put_reg` writes a register's name.
    pub(crate) fn put_printf(
        &self,
        out: &mut String,
        func: &Function,
        format: &str,
        args: &[Reg],
        mut put_reg: impl FnMut(&mut String, Reg),
    ) {
        out.push_str("\t{\n\t.reg .b64 %tlsys<3>;\n");
        let (offsets, _) = buffer_layout(func, args);
        for (&arg, off) in args.iter().zip(offsets) {
            let wide = func.reg_type(arg).bits() == 64;
            out.push_str(if wide {
                "\tst.local.b64 \t["
            } else {
                "\tst.local.b32 \t["
            });
            out.push_str(BUFFER);
            out.push('+');
            push_u64(out, u64::from(off));
            out.push_str("], ");
            put_reg(out, arg);
            out.push_str(";\n");
        }
        if args.is_empty() {
            out.push_str("\tmov.u64 \t%tlsys1, 0;\n");
        } else {
            out.push_str("\tmov.u64 \t%tlsys1, ");
            out.push_str(BUFFER);
            out.push_str(";\n\tcvta.local.u64 \t%tlsys1, %tlsys1;\n");
        }
        self.put_string_address(out, 2, format);
        out.push_str(
            "\t.param .b64 param0;\n\tst.param.b64 \t[param0], %tlsys2;\n\
             \t.param .b64 param1;\n\tst.param.b64 \t[param1], %tlsys1;\n\
             \t.param .b32 retval0;\n\
             \tcall (retval0), vprintf, (param0, param1);\n\t}\n",
        );
    }

    /// `__assertfail(message, file, line, function, 1)` where `guard` (a
    /// `@%p ` prefix, or empty) holds.
    pub(crate) fn put_assert_fail(
        &self,
        out: &mut String,
        [message, file, function]: [&str; 3],
        line: u32,
        guard: &str,
    ) {
        out.push_str("\t{\n\t.reg .b64 %tlsys<4>;\n");
        self.put_string_address(out, 1, message);
        self.put_string_address(out, 2, file);
        self.put_string_address(out, 3, function);
        out.push_str(
            "\t.param .b64 param0;\n\tst.param.b64 \t[param0], %tlsys1;\n\
             \t.param .b64 param1;\n\tst.param.b64 \t[param1], %tlsys2;\n\
             \t.param .b32 param2;\n\tst.param.b32 \t[param2], ",
        );
        push_u64(out, u64::from(line));
        out.push_str(
            ";\n\t.param .b64 param3;\n\tst.param.b64 \t[param3], %tlsys3;\n\
             \t.param .b64 param4;\n\tst.param.b64 \t[param4], 1;\n\t",
        );
        out.push_str(guard);
        out.push_str("call __assertfail, (param0, param1, param2, param3, param4);\n\t}\n");
    }

    /// `%tlsysN` = the generic address of string `s`.
    fn put_string_address(&self, out: &mut String, n: u64, s: &str) {
        out.push_str("\tmov.u64 \t%tlsys");
        push_u64(out, n);
        out.push_str(", __tl_str_");
        push_u64(out, self.string(s));
        out.push_str(";\n\tcvta.global.u64 \t%tlsys");
        push_u64(out, n);
        out.push_str(", %tlsys");
        push_u64(out, n);
        out.push_str(";\n");
    }
}

/// The offset of each argument in a `vprintf` buffer, a C struct of them
/// (each at its natural alignment: 4 bytes for `i32`, 8 for `i64` and
/// `f64`), and the buffer's size.
fn buffer_layout(func: &Function, args: &[Reg]) -> (Vec<u32>, u32) {
    let mut offsets = Vec::with_capacity(args.len());
    let mut end = 0u32;
    for &arg in args {
        let size = if func.reg_type(arg).bits() == 64 {
            8
        } else {
            4
        };
        let at = end.next_multiple_of(size);
        offsets.push(at);
        end = at + size;
    }
    (offsets, end.next_multiple_of(8))
}
