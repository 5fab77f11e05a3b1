#!/usr/bin/env python3
"""Writes `tests/atomics/`: corpus-format cases (tests/corpus/README.md) of
`tl.atomic_add` on 16-bit floats (`atom.add.noftz.f16` / `.bf16`), a kernel
written here and compiled by Triton 3.6 for cuda:90. Each element adds into
its own slot (no two threads meet, so the result does not depend on their
order): `z` (inout, from a file) becomes `z + x` rounded once to the format,
and `old` gets `z`'s earlier value. Expected: numpy (f16 addition, and bf16
as the f32 sum rounded to nearest even: exact for the sum of two bf16
values). Triton's test_core found 16-bit float atomics refused.

    /work/venv-triton36/bin/python scripts/atomic_cases.py   # rewrites tests/atomics/
    tilelift run --all tests/atomics                           # on a GPU (bf16: sm_90)
"""
import json
import os
import shutil

import numpy as np
import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "tests", "atomics")


@triton.jit
def atomic_add_16(x_ptr, z_ptr, old_ptr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    old = tl.atomic_add(z_ptr + offs, x)
    tl.store(old_ptr + offs, old)


def bf16_bits(x32):
    """f32 values rounded to nearest even bf16, as uint16 bit patterns."""
    b = np.asarray(x32, np.float32).view(np.uint32).astype(np.uint64)
    b = (b + 0x7FFF + ((b >> 16) & 1)) >> 16
    return b.astype(np.uint16)


def bf16_values(bits):
    return (bits.astype(np.uint32) << 16).view(np.float32)


def write(name, dtype, x_bits, z_bits, sum_bits, n, block):
    src = triton.compiler.ASTSource(
        fn=atomic_add_16,
        signature={"x_ptr": "*" + dtype, "z_ptr": "*" + dtype, "old_ptr": "*" + dtype, "BLOCK": "constexpr"},
        constexprs={"BLOCK": block},
        attrs={(0,): [["tt.divisibility", 16]], (1,): [["tt.divisibility", 16]], (2,): [["tt.divisibility", 16]]})
    c = triton.compile(src, target=GPUTarget("cuda", 90, 32), options={"num_warps": 4})
    d = os.path.join(OUT, name)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    for ext in ["ttir", "ttgir", "ptx"]:
        with open(os.path.join(d, f"kernel.{ext}"), "w") as f:
            f.write(c.asm[ext])
    x_bits.tofile(os.path.join(d, "in0.bin"))
    z_bits.tofile(os.path.join(d, "in1.bin"))
    sum_bits.tofile(os.path.join(d, "out0.bin"))
    z_bits.tofile(os.path.join(d, "out1.bin"))
    buf = lambda nm, role, **kw: dict(name=nm, type="*" + dtype, role=role, dtype=dtype, elements=n,
                                       bytes=2 * n, **kw)
    case = {
        "kernel": "atomic_add_16", "target": "cuda:90", "num_warps": 4, "num_stages": 3, "num_ctas": 1,
        "triton_shared_mem_bytes": c.metadata.shared, "grid": [n // block, 1, 1],
        "args": [buf("x_ptr", "in", file="in0.bin"),
                 buf("z_ptr", "inout", init="file", file="in1.bin"),
                 buf("old_ptr", "out", init="poison")],
        "outputs": [{"arg": 1, "name": "z_ptr", "file": "out0.bin", "dtype": dtype, "elements": n,
                     "rtol": 0.0, "atol": 0.0},
                    {"arg": 2, "name": "old_ptr", "file": "out1.bin", "dtype": dtype, "elements": n,
                     "rtol": 0.0, "atol": 0.0}],
        "constexprs": {"BLOCK": block}, "jit_specialized_constexprs": {}, "seed": 11,
        "notes": "tl.atomic_add on " + dtype + ", one slot per element: z becomes z + x (rounded "
                 "once), old gets z. Expected: numpy (exact).",
    }
    with open(os.path.join(d, "case.json"), "w") as f:
        json.dump(case, f, indent=2)
        f.write("\n")
    print(name)


def main():
    rng = np.random.default_rng(11)
    n, block = 1024, 256
    x = (rng.standard_normal(n) * 4).astype(np.float16)
    z = (rng.standard_normal(n) * 4).astype(np.float16)
    write("atomic_add_f16", "fp16", x.view(np.uint16), z.view(np.uint16), (z + x).view(np.uint16), n, block)
    xb = bf16_bits(rng.standard_normal(n) * 4)
    zb = bf16_bits(rng.standard_normal(n) * 4)
    sb = bf16_bits(bf16_values(xb) + bf16_values(zb))
    write("atomic_add_bf16", "bf16", xb, zb, sb, n, block)


if __name__ == "__main__":
    main()
