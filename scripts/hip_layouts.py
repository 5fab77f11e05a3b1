#!/usr/bin/env python3
"""Triton's AMD-backend layouts for every corpus and real-world kernel.

Runs Triton's own `ttir` and `ttgir` stages for `GPUTarget("hip", "gfx90a",
64)` on each `tests/{corpus,realworld}/*/kernel.ttir` (CPU only: the later
stages, which need ROCm's linker, are not run) with the case's num_warps, and
writes one line per distinct blocked, slice or linear layout the TTGIR defines:
`<corpus>/<case> <layout>`, sorted. `tests/tests/hip_layouts.rs` compares
tilelift's `--emit ttgir --target amdgcn-amd-amdhsa` with the file.

    /work/venv-triton36/bin/python scripts/hip_layouts.py > tests/golden/hip_layouts.txt

Kernels Triton cannot parse (newer printed forms) are listed on stderr and left
out.
"""
import json
import re
import sys
from pathlib import Path

from triton.backends.compiler import GPUTarget
from triton.compiler import compiler as C
from triton._C.libtriton import ir

ROOT = Path(__file__).resolve().parent.parent
LAYOUT = re.compile(r"^#\w+ = (#ttg\.(blocked|slice|linear)<.*>)$")


def ttgir(path, num_warps):
    target = GPUTarget("hip", "gfx90a", 64)
    backend = C.make_backend(target)
    options = backend.parse_options({"num_warps": num_warps})
    ctx = ir.context()
    ir.load_dialects(ctx)
    backend.load_dialects(ctx)
    stages = {}
    backend.add_stages(stages, options, C.Language.TRITON)
    mod = ir.parse_mlir_module(str(path), ctx)
    mod.context = ctx
    metadata = {}
    for name in ("ttir", "ttgir"):
        mod = stages[name](mod, metadata)
    return str(mod)


def main():
    lines = []
    for corpus in ("corpus", "realworld"):
        for case in sorted((ROOT / "tests" / corpus).iterdir()):
            path = case / "kernel.ttir"
            if not path.exists():
                continue
            nw = json.loads((case / "case.json").read_text()).get("num_warps", 4)
            try:
                text = ttgir(path, nw)
            except Exception as e:  # noqa: BLE001 - report and go on
                print(f"{corpus}/{case.name}: {str(e).splitlines()[0]}", file=sys.stderr)
                continue
            found = sorted({m.group(1) for l in text.splitlines() if (m := LAYOUT.match(l))})
            lines += [f"{corpus}/{case.name} {l}" for l in found]
    print("\n".join(lines))


if __name__ == "__main__":
    main()
