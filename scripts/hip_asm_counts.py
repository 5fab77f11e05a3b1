#!/usr/bin/env python3
"""Triton's own AMD code for the public corpus: for each `tests/corpus/*/kernel.ttir`,
Triton's `ttir`, `ttgir`, `llir` and `amdgcn` stages for `GPUTarget("hip",
"gfx90a", 64)` (CPU only; the hsaco stage, which needs ROCm's linker, is not
run), with the case's num_warps; prints `case instructions vgprs agprs sgprs
scratch_bytes` (instructions: lines of the kernel body that are neither
directives nor comments), the numbers BENCHMARKS.md sets beside ours.

    /work/venv-triton36/bin/python scripts/hip_asm_counts.py
"""
import sys, re, json, pathlib
from triton.backends.compiler import GPUTarget
from triton.compiler import compiler as C
from triton._C.libtriton import ir
root = pathlib.Path("tests/corpus")
for case in sorted(root.iterdir()):
    p = case / "kernel.ttir"
    if not p.exists(): continue
    nw = json.loads((case/"case.json").read_text()).get("num_warps", 4)
    try:
        target = GPUTarget("hip", "gfx90a", 64)
        backend = C.make_backend(target)
        opts = backend.parse_options({"num_warps": nw})
        ctx = ir.context(); ir.load_dialects(ctx); backend.load_dialects(ctx)
        stages = {}
        backend.add_stages(stages, opts, C.Language.TRITON)
        mod = ir.parse_mlir_module(str(p), ctx); mod.context = ctx
        md = {}
        for name in ("ttir", "ttgir", "llir", "amdgcn"):
            mod = stages[name](mod, md)
        asm = mod
        body = asm.split(".Lfunc_end0:")[0]
        body = body[body.index(":\n", body.index(".type")):]
        n = sum(1 for l in body.splitlines() if l.startswith("\t") and not l.startswith("\t.") and not l.startswith("\t;"))
        v = re.search(r"\.vgpr_count:\s+(\d+)", asm); s = re.search(r"\.sgpr_count:\s+(\d+)", asm)
        a = re.search(r"\.agpr_count:\s+(\d+)", asm); sp = re.search(r"\.private_segment_fixed_size:\s+(\d+)", asm)
        print(f"{case.name} {n} {v.group(1)} {a.group(1) if a else 0} {s.group(1)} {sp.group(1) if sp else '?'}")
    except Exception as e:
        print(f"{case.name} error {str(e).splitlines()[0][:80]}")
