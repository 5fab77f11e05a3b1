#!/usr/bin/env python3
"""Triton's AMD-backend MFMA layouts for every corpus and real-world dot kernel.

Runs Triton's `ttir` and `ttgir` stages for `hip:gfx90a` and `hip:gfx942`
(CPU only, as `scripts/hip_layouts.py`) on each `tests/{corpus,realworld}/*/
kernel.ttir` that holds a `tt.dot`, with the case's num_warps, and writes one
line per distinct dot operand layout of a `tt.dot`, with the `#ttg.amd_mfma`
parent written out: `<arch> <corpus>/<case> <layout>`, sorted.
`tests/tests/hip_layouts.rs` compares tilelift's `--emit ttgir` with the file.

    /work/venv-triton36/bin/python scripts/hip_mfma.py > tests/golden/hip_mfma.txt
"""
import json
import re
import sys
from pathlib import Path

from triton.backends.compiler import GPUTarget
from triton.compiler import compiler as C
from triton._C.libtriton import ir

ROOT = Path(__file__).resolve().parent.parent
ALIAS = re.compile(r"^(#\w+) = (#ttg\.amd_mfma<.*>)$")
DOT_OP = re.compile(r"#ttg\.dot_op<\{opIdx = (\d), parent = (#\w+), kWidth = (\d+)\}>")


def ttgir(path, num_warps, arch):
    target = GPUTarget("hip", arch, 64)
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


def dot_layouts(text):
    """The dot operand layouts of the `tt.dot`s of `text`, parents written out."""
    aliases = {m.group(1): m.group(2) for l in text.splitlines() if (m := ALIAS.match(l))}
    found = set()
    for line in text.splitlines():
        if "tt.dot " not in line:
            continue
        for op, parent, k in DOT_OP.findall(line):
            parent = aliases.get(parent, parent)
            found.add(f"dot_op<opIdx = {op}, kWidth = {k}, parent = {parent}>")
    return found


def main():
    lines = []
    for corpus in ("corpus", "realworld"):
        for case in sorted((ROOT / "tests" / corpus).iterdir()):
            path = case / "kernel.ttir"
            if not path.exists() or "tt.dot " not in path.read_text():
                continue
            nw = json.loads((case / "case.json").read_text()).get("num_warps", 4)
            for arch in ("gfx90a", "gfx942"):
                try:
                    text = ttgir(path, nw, arch)
                except Exception as e:  # noqa: BLE001 - report and go on
                    print(f"{corpus}/{case.name}: {str(e).splitlines()[0]}", file=sys.stderr)
                    continue
                lines += [f"{arch} {corpus}/{case.name} {l}" for l in sorted(dot_layouts(text))]
    print("\n".join(sorted(lines)))


if __name__ == "__main__":
    main()
