//! The module around the body: `.amdgcn_target`, the kernel symbol, the
//! `.amdhsa_kernel` descriptor and the `.amdgpu_metadata` (code object v4 on
//! gfx90a, v5 on gfx942: [`Mcpu::code_object_version`]) that a HIP runtime
//! reads to launch the kernel.
//!
//! Register conventions at entry (the descriptor enables exactly these):
//!
//! | register | holds |
//! |---|---|
//! | `s[0:1]` | the dispatch packet's address (`nctaid` reads the grid size) |
//! | `s[2:3]` | the kernarg segment's address |
//! | `s4`, `s5`, `s6` | the workgroup id along x, y and z |
//! | `v0` | the workitem id along x |
//!
//! A kernel that prints ([`crate::printf`]) has the implicit argument
//! `hidden_printf_buffer` after its own (its kernarg segment grown to cover
//! it: [`crate::printf::hidden_buffer`]) and the module's `amdhsa.printf`
//! list of its formats; every other kernel has neither.
//!
//! A kernel that spills to scratch memory on gfx90a also enables the flat
//! scratch init and the wavefront's scratch offset, which come between and
//! after these; its prologue puts the workgroup ids back in `s4`..`s6`
//! ([`Mcpu::scratch_prologue`]).

use crate::Mcpu;
use std::fmt::Write;
use tilelift_mir as mir;

/// What the descriptor and the metadata say.
pub struct KernelInfo<'a> {
    /// The kernel.
    pub func: &'a mir::Function,
    /// Bytes of kernel arguments.
    pub kernarg_size: u32,
    /// Work-items per workgroup.
    pub wg_size: u32,
    /// From the allocation.
    pub next_free_vgpr: u32,
    /// From the allocation.
    pub next_free_sgpr: u32,
    /// Accumulation registers (spill slots) used, from `a0`.
    pub agprs: u32,
    /// Bytes of scratch memory per work-item (spill slots beyond the
    /// accumulation registers).
    pub scratch_bytes: u32,
    /// The processor.
    pub mcpu: Mcpu,
    /// The distinct formats the kernel prints ([`crate::printf::formats`]):
    /// empty, or its `amdhsa.printf` list.
    pub formats: Vec<String>,
}

impl KernelInfo<'_> {
    /// The kernarg segment's bytes: the kernel's own arguments, and the
    /// implicit block up to `hidden_printf_buffer` for a kernel that prints.
    fn kernarg_segment(&self) -> u32 {
        match self.formats.is_empty() {
            true => self.kernarg_size,
            false => crate::printf::hidden_buffer(self.kernarg_size, self.mcpu).1,
        }
    }
}

/// The whole assembly module, around `body` (whose buffer it reuses: the
/// body of a kernel that spills a lot is megabytes).
pub fn module(info: &KernelInfo, body: String) -> String {
    let name = &info.func.name;
    let mut s = String::with_capacity(256);
    if let (version, true) = info.mcpu.code_object_version() {
        let _ = writeln!(s, "\t.amdhsa_code_object_version {version}");
    }
    let _ = writeln!(
        s,
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--{}\"",
        info.mcpu.name()
    );
    let _ = writeln!(
        s,
        "\t.text\n\t.globl {name}\n\t.p2align 8\n\t.type {name},@function"
    );
    let _ = writeln!(s, "{name}:");
    let mut body = body;
    body.reserve(s.len() + 2048);
    body.insert_str(0, &s);
    let mut s = body;
    let _ = writeln!(s, ".Lfunc_end0:\n\t.size {name}, .Lfunc_end0-{name}\n");
    descriptor(&mut s, info);
    metadata(&mut s, info);
    s
}

/// `accum_offset` (where the AGPRs start in the unified register file, a
/// multiple of 4) and the total of VGPRs and AGPRs, which is what gfx90a's
/// `next_free_vgpr` and the metadata's `.vgpr_count` count (LLVM's
/// AMDGPUUsage, "Code Object V3+ Kernel Descriptor": `accum_offset`,
/// `next_free_vgpr`).
fn vgpr_totals(info: &KernelInfo) -> (u32, u32) {
    let accum = info.next_free_vgpr.next_multiple_of(4).max(4);
    if info.agprs == 0 {
        (accum, info.next_free_vgpr)
    } else {
        (accum, accum + info.agprs)
    }
}

fn descriptor(s: &mut String, info: &KernelInfo) {
    let (accum, total) = vgpr_totals(info);
    let lines = [
        ("group_segment_fixed_size", info.func.shared_bytes),
        ("private_segment_fixed_size", info.scratch_bytes),
        ("kernarg_size", info.kernarg_segment()),
        ("user_sgpr_dispatch_ptr", 1),
        ("user_sgpr_kernarg_segment_ptr", 1),
        ("system_sgpr_workgroup_id_x", 1),
        ("system_sgpr_workgroup_id_y", 1),
        ("system_sgpr_workgroup_id_z", 1),
        ("system_vgpr_workitem_id", 0),
        ("next_free_vgpr", total),
        ("next_free_sgpr", info.next_free_sgpr),
        ("accum_offset", accum),
        ("reserve_vcc", 1),
        ("float_denorm_mode_32", 3),
        ("float_denorm_mode_16_64", 3),
        ("ieee_mode", 1),
    ];
    let _ = writeln!(
        s,
        "\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel {}",
        info.func.name
    );
    let scratch: &[(&str, u32)] = if info.scratch_bytes > 0 {
        info.mcpu.scratch_descriptor()
    } else {
        &[]
    };
    for (key, value) in lines.iter().chain(scratch) {
        let _ = writeln!(s, "\t\t.amdhsa_{key} {value}");
    }
    let _ = writeln!(s, "\t.end_amdhsa_kernel\n");
}

fn metadata(s: &mut String, info: &KernelInfo) {
    let name = &info.func.name;
    let _ = writeln!(s, "\t.amdgpu_metadata\n---\namdhsa.kernels:");
    let _ = writeln!(s, "  - .name: {name}\n    .symbol: {name}.kd");
    let _ = writeln!(s, "    .kernarg_segment_size: {}", info.kernarg_segment());
    let _ = writeln!(s, "    .kernarg_segment_align: 8");
    let _ = writeln!(
        s,
        "    .group_segment_fixed_size: {}",
        info.func.shared_bytes
    );
    let _ = writeln!(s, "    .private_segment_fixed_size: {}", info.scratch_bytes);
    let _ = writeln!(s, "    .wavefront_size: {}", info.mcpu.wave_size());
    let _ = writeln!(s, "    .sgpr_count: {}", info.next_free_sgpr + 2);
    let _ = writeln!(s, "    .vgpr_count: {}", vgpr_totals(info).1);
    if info.agprs > 0 {
        let _ = writeln!(s, "    .agpr_count: {}", info.agprs);
    }
    let _ = writeln!(s, "    .max_flat_workgroup_size: {}", info.wg_size);
    let _ = writeln!(s, "    .args:");
    let (slots, _) = crate::isel::arg_slots(info.func);
    for (p, slot) in info.func.params.iter().zip(slots) {
        // Tagged: LLVM's YAML reader takes a name such as `n` for a boolean,
        // quoted or not.
        let _ = writeln!(s, "      - .name: !str {}", p.name);
        let _ = writeln!(
            s,
            "        .offset: {}\n        .size: {}",
            slot.offset, slot.size
        );
        if p.kind == tilelift_mir::ParamKind::Ptr {
            let _ = writeln!(
                s,
                "        .value_kind: global_buffer\n        .address_space: global"
            );
        } else {
            let _ = writeln!(s, "        .value_kind: by_value");
        }
    }
    hidden_args(s, info);
    if !info.formats.is_empty() {
        let _ = writeln!(s, "amdhsa.printf:");
        for format in &info.formats {
            let _ = writeln!(
                s,
                "  - {}",
                yaml_quoted(&crate::printf::metadata_entry(format))
            );
        }
    }
    let [major, minor] = info.mcpu.metadata_version();
    let _ = writeln!(
        s,
        "amdhsa.target: amdgcn-amd-amdhsa--{}\namdhsa.version:\n  - {major}\n  - {minor}\n...\n\t.end_amdgpu_metadata",
        info.mcpu.name()
    );
}

/// The implicit arguments of a kernel that prints, after its own: on code
/// object v4 the global offsets and `hidden_printf_buffer`, as LLVM lists
/// an implicit block of 32 bytes (llvm/llvm-project
/// `llvm/lib/Target/AMDGPU/AMDGPUHSAMetadataStreamer.cpp`,
/// `MetadataStreamerMsgPackV3::emitHiddenKernelArgs`); on v5 the buffer's
/// pointer alone at its place in the block (the streamer's v5 skips the
/// arguments a kernel does not use in the same way; ROCclr writes each
/// hidden argument the metadata lists at its `.offset`).
fn hidden_args(s: &mut String, info: &KernelInfo) {
    if info.formats.is_empty() {
        return;
    }
    let (buffer, _) = crate::printf::hidden_buffer(info.kernarg_size, info.mcpu);
    let mut args: Vec<(u32, &str)> = Vec::new();
    if info.mcpu.code_object_version().0 == 4 {
        for (k, kind) in GLOBAL_OFFSETS.into_iter().enumerate() {
            args.push((buffer - 24 + 8 * k as u32, kind));
        }
    }
    args.push((buffer, "hidden_printf_buffer"));
    for (offset, kind) in args {
        let _ = writeln!(
            s,
            "      - .offset: {offset}\n        .size: 8\n        .value_kind: {kind}"
        );
    }
}

/// The value kinds of the three global offsets.
const GLOBAL_OFFSETS: [&str; 3] = [
    "hidden_global_offset_x",
    "hidden_global_offset_y",
    "hidden_global_offset_z",
];

/// `text` as a YAML double-quoted scalar: `\`, `"` and control characters
/// escaped (`\n`, `\t`, `\r`, else `\xNN`), as YAML 1.2 section 5.7 has them
/// and LLVM's YAML reader (`.amdgpu_metadata`) decodes them.
fn yaml_quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
