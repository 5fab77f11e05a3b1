//! MIR `Printf` (`tt.print`) and `AssertFail` + `Trap` (`tt.assert`) on
//! AMDGCN, through the *buffered* printf protocol of LLVM and the HIP
//! runtime (clang's `-mprintf-kind=buffered`): the kernel writes frames into
//! a buffer that the runtime passes it and prints them once the kernel is
//! done. (The other form, hostcall, needs the ROCm device libraries' code,
//! which we do not link.)
//!
//! # The protocol, and where each fact comes from
//!
//! - **The buffer** (ROCm/clr `rocclr/device/rocm/rocprintf.cpp`,
//!   `PrintfDbg::init`): an 8-byte header, then the frames. The header's
//!   first `u32` is the offset where the next frame goes (bytes after the
//!   header, 0 at launch), the second the bytes available for frames (the
//!   buffer's size less 8).
//! - **Reserving a frame** (ROCm-Device-Libs `ockl`'s `__printf_alloc`,
//!   e.g. ROCm/ROCm-Device-Libs `opencl/src/misc/printf.cl` and
//!   ROCm/llvm-project `amd/device-libs/opencl/src/misc/printf.cl`): read the
//!   offset (a relaxed load), then a compare-and-swap loop at device scope
//!   that moves it from `offset` to `offset + bytes`, giving up (the
//!   call returns null and prints nothing) while `8 + offset + bytes >
//!   size` (the check counts the header again; we keep it as it is). A
//!   loop, not an atomic add: the offset never passes the bound, so the
//!   runtime, which reads frames up to the offset, never meets a frame that
//!   was reserved and not written.
//! - **Where the kernel finds the buffer**: the implicit kernel argument
//!   `hidden_printf_buffer`, a 64-bit pointer, at byte 24 of the implicit
//!   argument block for code object v4 (`__printf_alloc` reads
//!   `implicitarg_ptr[3]`, size_t units, for `__oclc_ABI_version < 500`) and
//!   at byte 72 for v5 (`[9]`; LLVM's `MetadataStreamerMsgPackV5::
//!   emitHiddenKernelArgs` in llvm/llvm-project
//!   `llvm/lib/Target/AMDGPU/AMDGPUHSAMetadataStreamer.cpp` lays out the same
//!   72: block counts 3x4, group sizes 3x2, remainders 3x2, 8 reserved for
//!   the tool correlation id, 8 reserved, global offsets 3x8, grid dims 2,
//!   6 reserved). The block starts after the explicit arguments, aligned to
//!   8 (`getAlignmentForImplicitArgPtr`, llvm/llvm-project
//!   `llvm/lib/Target/AMDGPU/AMDGPUSubtarget.h`: 8 on amdhsa). The runtime
//!   writes the pointer at the argument's `.offset` when the metadata lists
//!   it and the code object has printf formats (ROCm/clr
//!   `rocclr/device/rocm/rocvirtual.cpp`, the `HiddenPrintfBuffer` case:
//!   `printfInfo().size() > 0`). See [`hidden_buffer`].
//! - **A frame** (llvm/llvm-project
//!   `llvm/lib/Transforms/Utils/AMDGPUEmitPrintf.cpp`,
//!   `emitAMDGPUPrintfCall(.., IsBuffered = true)`): a control `u32`
//!   (bit 0 the stream, 0 for stdout; bit 1 set for a constant format
//!   string; bits 2..31 the frame's size in bytes, so `size << 2 | 2`),
//!   then the low 64 bits of the MD5 of the format string (the string's
//!   bytes without its NUL; [`crate::md5::low64`]), then each argument in 8
//!   bytes: integers of fewer than 64 bits *zero*-extended (`CreateZExt`,
//!   signed or not), `f64` and 64-bit integers as they are (MIR passes
//!   floats as `f64` already). A frame is 12 + 8 per argument bytes, so
//!   frames are 4-byte aligned only: every field is stored as 32-bit words
//!   here.
//! - **The formats** (the same file, and `emitPrintf` of the metadata
//!   streamer): each format is the string `0:0:<hash>,<format>` in the
//!   code object metadata's `amdhsa.printf` list, the hash in lowercase hex
//!   without leading zeros (`utohexstr(Hash.low(), true)`). The runtime
//!   (ROCm/clr `rocclr/device/devkernel.cpp`, `Kernel::InitPrintf`) splits
//!   each at `:`; for HIP it skips the first field, takes `0` argument
//!   sizes and keeps the rest, `<hash>,<format>` (rejoined at `:`,
//!   with `\n`-style escapes turned into their characters);
//!   `amd::populateFormatStringHashMap` (`rocclr/device/devhcprintf.cpp`)
//!   parses the hash up to the first `,` and fails the whole buffer on a
//!   hash seen twice, so the list holds each format once ([`formats`]).
//!   Nothing else marks a kernel as using the buffered kind: the list and
//!   the `hidden_printf_buffer` argument are what the runtime looks at.
//! - **Decoding** (`rocprintf.cpp`, `PrintfDbg::output`, the `amd::IS_HIP`
//!   branch, and `handlePrintfDelayed`/`format` in `devhcprintf.cpp`): for
//!   each frame up to the offset, the control word's bit 1 says the next 8
//!   bytes are a hash, looked up in the list; the format is cut at each
//!   conversion, and each conversion is given to the C library's `printf`
//!   with the next 8-byte argument (a `u64` for the integer conversions, a
//!   `double` for the float ones, a pointer for `%p`). The frame's size is
//!   the control word's bits 2..31. This is the hash-keyed form; the older
//!   OpenCL form (`ID:nargs:sizes:format`, frames keyed by an ID) is the
//!   runtime's non-HIP branch, which the HIP runtime does not take.
//!
//! # The sequence
//!
//! [`select`] writes, per active lane (every lane prints, as on PTX):
//! the buffer's address from the kernarg segment (`s_load_dwordx2` into a
//! scalar pair), a wait for every access in flight (so that no load is in
//! flight at the branches inside the sequence: the writer's `vmcnt` queue
//! is per block), the load of the offset and the size, the
//! compare-and-swap loop (the lanes whose frame does not fit leave `exec`
//! for good; the lanes whose swap succeeded leave it and are remembered),
//! then under `exec` = the lanes that got space, the frame's words. The
//! loads and atomics are waited for inside the sequence; the stores are
//! left in flight. The writer counts the instruction as no access
//! ([`Kind::Alu`](crate::insts::Kind)): counting fewer accesses than were
//! issued only makes its later waits stricter, where counting one store
//! for a path that issued none (no lane printing) would make them too
//! lax. [`trap`] is the `s_trap 2` of an assertion, branched around when no
//! lane fails.
//!
//! `tt.assert` as Triton's AMD backend lowers it (triton-lang/triton
//! `third_party/amd/lib/TritonAMDGPUToLLVM/TargetInfo.cpp`, `assertFail`):
//! the line `device assertion failed: '<message>', in <function> at
//! <file>:<line>` printed ([`assert_format`]), then `s_trap 2`, which is
//! `llvm.trap` on amdhsa and needs no queue pointer from gfx900 on
//! (llvm/llvm-project `llvm/test/CodeGen/AMDGPU/trap-abis.ll`, the
//! `HSA-TRAP-GFX900` lines). Triton also waits at a workgroup barrier
//! before the trap; here the trap sits under a branch that only the waves
//! with a failing lane take, where a barrier could wait forever, so there
//! is none: the message's frame is waited for (`s_waitcnt vmcnt(0)`)
//! before the wave traps.
//!
//! Not confirmed from the sources: whether the HIP runtime still prints the
//! buffer of a launch that a trap ended (it reads it after the kernel
//! completes; a trapped queue may end the process first).

use crate::asm::{Asm, Slot};
use crate::insts::{Src, Temps, SAVE_EXEC};
use crate::Mcpu;
use tilelift_mir::{self as mir, InstData};

/// The bytes before a frame's arguments: the control word and the hash.
pub const FRAME_HEADER: u32 = 12;

/// The bytes of the buffer's own header (the offset and the size), before
/// the first frame.
pub const BUFFER_HEADER: u32 = 8;

/// The largest offset of a global store (13-bit signed on gfx90a and
/// gfx942), which bounds the arguments of one frame.
const MAX_STORE_OFFSET: u32 = 4095;

/// The low 64 bits of the MD5 of `format` (its bytes, no NUL), which keys it.
pub fn hash(format: &str) -> u64 {
    crate::md5::low64(format.as_bytes())
}

/// `format`'s entry of the `amdhsa.printf` list: `0:0:<hash>,<format>`.
pub fn metadata_entry(format: &str) -> String {
    format!("0:0:{:x},{format}", hash(format))
}

/// The bytes of a frame of `args` (`true`: 64-bit) arguments.
pub fn frame_bytes(n_args: usize) -> u32 {
    FRAME_HEADER + 8 * n_args as u32
}

/// The control word of a frame of `bytes` bytes with a constant format on
/// stdout.
pub fn control_word(bytes: u32) -> u32 {
    bytes << 2 | 2
}

/// The format an assertion prints, as Triton's AMD backend words it, with
/// `%` doubled: the message, function and file are text, and the buffered
/// protocol gives the runtime only a format string.
pub fn assert_format(message: &str, file: &str, line: u32, function: &str) -> String {
    let text = format!("device assertion failed: '{message}', in {function} at {file}:{line}\n");
    text.replace('%', "%%")
}

/// The distinct formats `func` prints, in the order they first appear
/// (empty for a kernel that prints nothing).
pub fn formats(func: &mir::Function) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for block in func.blocks() {
        for inst in func.block_insts(block) {
            let format = match func.inst(inst) {
                InstData::Printf { format, .. } => format.to_string(),
                InstData::AssertFail {
                    message,
                    file,
                    line,
                    function,
                    ..
                } => assert_format(message, file, *line, function),
                _ => continue,
            };
            if !out.contains(&format) {
                out.push(format);
            }
        }
    }
    out
}

/// Where `hidden_printf_buffer` is in the kernarg segment of a kernel with
/// `explicit` bytes of its own arguments on `mcpu`, and the segment's size
/// with the implicit block: v4, the block as far as the buffer's pointer
/// (byte 24 of it; LLVM's `HiddenArgNumBytes >= 32` case); v5, the whole
/// 256-byte block that LLVM always reserves (`amdhsa_implicit_kernarg_v5`),
/// the pointer at its byte 72.
pub fn hidden_buffer(explicit: u32, mcpu: Mcpu) -> (u32, u32) {
    let base = explicit.next_multiple_of(8);
    match mcpu.code_object_version().0 {
        4 => (base + 24, base + 32),
        _ => (base + 72, base + 256),
    }
}

/// One printf: what [`select`] writes.
pub struct Print<'a> {
    /// The format string (its hash goes into the frame).
    pub format: &'a str,
    /// The arguments: a register and whether it is 64-bit (`i64`, `f64`;
    /// else an `i32`).
    pub args: &'a [(Src, bool)],
    /// The lanes that print (`None`: every active lane).
    pub pred: Option<&'a Src>,
    /// Where `hidden_printf_buffer` is in the kernarg segment
    /// ([`hidden_buffer`]).
    pub buffer_arg: u32,
    /// The cache bits of a returning device-scope atomic
    /// ([`Mcpu::atomic_bits`]).
    pub atomic_bits: &'static str,
    /// A prefix for the sequence's labels, unique in the kernel.
    pub label: &'a str,
}

/// Appends the lines of `p` to `asm` (the module's documentation); `Err`
/// for a frame whose arguments a store's offset cannot reach.
pub fn select(p: &Print, t: &mut dyn Temps, asm: &mut Asm) -> Result<(), String> {
    let bytes = frame_bytes(p.args.len());
    if BUFFER_HEADER + bytes > MAX_STORE_OFFSET {
        return Err(format!("a printf of {} arguments", p.args.len()));
    }
    let sbuf = t.mask();
    let won = t.mask();
    let [ptr, pair, addr] = [0; 3].map(|_| t.v64());
    let [cur, lim, end, got, zero] = [0; 5].map(|_| t.v32());
    let words = [0; 3].map(|_| t.v32());
    let (exec, vcc, off) = (Slot::Str("exec"), Slot::Str("vcc"), Slot::Str("off"));
    let names = ["_loop", "_done", "_end"].map(|s| format!("{}{s}", p.label));
    let [loop_, done, end_l] = names.each_ref().map(|n| asm.text(n));
    let (sl, sh) = (asm.half(&sbuf, false), asm.half(&sbuf, true));
    let (pl, ph) = (asm.half(&ptr, false), asm.half(&ptr, true));
    let (nl, nh) = (asm.half(&pair, false), asm.half(&pair, true));
    let (al, ah) = (asm.half(&addr, false), asm.half(&addr, true));
    let [sbuf, won, ptr, pair, addr, cur, lim, end, got, zero] = [
        &sbuf, &won, &ptr, &pair, &addr, &cur, &lim, &end, &got, &zero,
    ]
    .map(|s| asm.src(s));
    let words = words.each_ref().map(|s| asm.src(s));
    let at = asm.hex(p.buffer_arg);
    asm.line("s_load_dwordx2", &[sbuf, Slot::Str("s[2:3]"), at]);
    match p.pred {
        Some(pred) => {
            let pred = asm.src(pred);
            asm.line("s_and_saveexec_b64", &[Slot::Str(SAVE_EXEC), pred])
        }
        None => asm.line("s_mov_b64", &[Slot::Str(SAVE_EXEC), exec]),
    };
    // Every access in flight done before the first branch (the writer's
    // queue is per block; a branch inside the instruction must not leave a
    // load of its in flight on one path and not the other).
    asm.line("s_mov_b64", &[won, Slot::Str("0")])
        .line("s_waitcnt", &[Slot::Str("vmcnt(0) lgkmcnt(0)")])
        .line_slot(Slot::Str("s_cbranch_execz"), &[end_l])
        .line("v_mov_b32_e32", &[pl, sl])
        .line("v_mov_b32_e32", &[ph, sh])
        // The offset (a first guess: the swap returns the current one) and
        // the bytes available.
        .line("global_load_dword", &[cur, ptr, off])
        .line(
            "global_load_dword",
            &[lim, ptr, off, Slot::Suffix(" offset:4")],
        )
        .line("s_waitcnt", &[Slot::Str("vmcnt(0)")])
        .label(&names[0]);
    // Lanes whose frame does not fit (`8 + offset + bytes > size`) give up.
    let need = asm.hex(BUFFER_HEADER + bytes);
    let size = asm.hex(bytes);
    asm.line("v_add_u32_e32", &[end, need, cur])
        .line("v_cmp_ge_u32_e32", &[vcc, lim, end])
        .line("s_and_b64", &[exec, exec, vcc])
        .line_slot(Slot::Str("s_cbranch_execz"), &[done])
        .line("v_add_u32_e32", &[nl, size, cur])
        .line("v_mov_b32_e32", &[nh, cur])
        .line(
            "global_atomic_cmpswap",
            &[got, ptr, pair, off, Slot::Suffix(p.atomic_bits)],
        )
        .line("s_waitcnt", &[Slot::Str("vmcnt(0)")])
        .line("v_cmp_eq_u32_e32", &[vcc, got, cur])
        .line("s_or_b64", &[won, won, vcc])
        .line("v_mov_b32_e32", &[cur, got])
        .line("s_andn2_b64", &[exec, exec, vcc])
        .line_slot(Slot::Str("s_cbranch_execnz"), &[loop_])
        .label(&names[1])
        .line("s_mov_b64", &[exec, won])
        .line_slot(Slot::Str("s_cbranch_execz"), &[end_l])
        // The frame's address: the buffer, its header, the offset won.
        .line("v_add_co_u32_e32", &[al, vcc, pl, cur])
        .line("v_addc_co_u32_e32", &[ah, vcc, Slot::Str("0"), ph, vcc])
        .line("v_mov_b32_e32", &[zero, Slot::Str("0")]);
    let h = hash(p.format);
    let header = [control_word(bytes), h as u32, (h >> 32) as u32];
    for (k, (w, r)) in header.into_iter().zip(words).enumerate() {
        let (w, at) = (
            asm.hex(w),
            asm.offset((BUFFER_HEADER + 4 * k as u32) as i32),
        );
        asm.line("v_mov_b32_e32", &[r, w])
            .line("global_store_dword", &[addr, r, off, at]);
    }
    for (i, (reg, wide)) in p.args.iter().enumerate() {
        let at = BUFFER_HEADER + FRAME_HEADER + 8 * i as u32;
        let (lo, hi) = match wide {
            true => (asm.half(reg, false), asm.half(reg, true)),
            false => (asm.src(reg), zero),
        };
        for (k, part) in [lo, hi].into_iter().enumerate() {
            let at = asm.offset((at + 4 * k as u32) as i32);
            asm.line("global_store_dword", &[addr, part, off, at]);
        }
    }
    asm.label(&names[2])
        .line("s_mov_b64", &[exec, Slot::Str(SAVE_EXEC)]);
    Ok(())
}

/// `s_trap 2` where `pred` holds in some active lane (`None`: always),
/// after the accesses in flight (the assertion's message) are done; `label`
/// names the end of the branch around it, unique in the kernel.
pub fn trap(pred: Option<&Src>, label: &str, asm: &mut Asm) {
    let Some(pred) = pred else {
        asm.line("s_waitcnt", &[Slot::Str("vmcnt(0)")])
            .line("s_trap", &[Slot::Str("2")]);
        return;
    };
    let (pred, skip) = (asm.src(pred), asm.text(label));
    // SCC: whether `exec & pred` has a lane. Nothing in flight at the
    // branch (as in [`select`]).
    asm.line("s_waitcnt", &[Slot::Str("vmcnt(0)")])
        .line("s_and_b64", &[Slot::Str("vcc"), Slot::Str("exec"), pred])
        .line_slot(Slot::Str("s_cbranch_scc0"), &[skip])
        .line("s_trap", &[Slot::Str("2")])
        .label(label);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The metadata entry of a format: its hash as `utohexstr` writes it
    /// (lowercase, no leading zeros). The hashes were computed apart, with
    /// Python's `hashlib.md5` (the first eight digest bytes, little-endian).
    #[test]
    fn metadata_entries_carry_the_md5_low_word() {
        let f = "pid (%u, %u, %u) idx (%1u) x: %f\n";
        assert_eq!(metadata_entry(f), format!("0:0:7bafaacd0e3c099d,{f}"));
        assert_eq!(hash("w: %lli %llu %%\n"), 0x83ed_c31b_1a40_d0e1);
        assert_eq!(metadata_entry(""), "0:0:4b2008fd98c1dd4,");
    }

    /// The implicit block after the explicit arguments, aligned to 8: the
    /// pointer at 24 (v4, gfx90a) or 72 (v5, gfx942).
    #[test]
    fn the_buffer_argument_follows_the_explicit_ones() {
        assert_eq!(hidden_buffer(24, Mcpu::Gfx90a), (48, 56));
        assert_eq!(hidden_buffer(20, Mcpu::Gfx90a), (48, 56));
        assert_eq!(hidden_buffer(24, Mcpu::Gfx942), (96, 280));
        assert_eq!(hidden_buffer(0, Mcpu::Gfx942), (72, 256));
    }

    /// An assertion's line, `%` doubled so that the format prints it.
    #[test]
    fn assertion_lines_escape_percent() {
        assert_eq!(
            assert_format("x < 5%", "a.py", 3, "k"),
            "device assertion failed: 'x < 5%%', in k at a.py:3\n"
        );
        assert_eq!(control_word(frame_bytes(2)), 28 << 2 | 2);
    }
}
