#!/usr/bin/env python3
"""Writes `tests/cat/`: corpus-format cases (tests/corpus/README.md) of
`tl.cat(a, b, can_reorder=True)` (`tt.cat`), kernels written here and compiled
by Triton 3.6 for cuda:90. Triton lets the result's order be any; tilelift's
is the concatenation along dimension 0, so the expected outputs are numpy's
`np.concatenate` (exact). Triton's `test_core.py::test_cat` fell back without
`tt.cat` (14 tests).

    /work/venv-triton36/bin/python scripts/cat_cases.py   # rewrites tests/cat/
    tilelift run --all tests/cat                           # on a GPU
"""
import os

import numpy as np
import triton
import triton.language as tl

from wgmma_cases import generate

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "tests", "cat")


@triton.jit
def cat_1d(x_ptr, y_ptr, z_ptr, N: tl.constexpr):
    offs = tl.arange(0, N)
    z = tl.cat(tl.load(x_ptr + offs), tl.load(y_ptr + offs), can_reorder=True)
    tl.store(z_ptr + tl.arange(0, 2 * N), z)


def one_d(rng):
    x = rng.standard_normal(128).astype(np.float32)
    y = rng.standard_normal(128).astype(np.float32)
    args = [("x_ptr", "fp32", x), ("y_ptr", "fp32", y),
            ("z_ptr", "fp32", np.concatenate([x, y]), "out", 0.0, 0.0)]
    return cat_1d, args, {"N": 128}, 1, 4, 3


def one_d_i32(rng):
    # Triton's frontend takes 1-d tensors only (`semantic.cat`).
    x = rng.integers(-1000, 1000, 512).astype(np.int32)
    y = rng.integers(-1000, 1000, 512).astype(np.int32)
    args = [("x_ptr", "i32", x), ("y_ptr", "i32", y),
            ("z_ptr", "i32", np.concatenate([x, y]), "out", 0.0, 0.0)]
    return cat_1d, args, {"N": 512}, 1, 8, 3


def main():
    generate("cat_1d_f32", one_d, "tl.cat of two 128-element f32 vectors, 4 warps. Expected: "
             "np.concatenate (exact).", 3000, out=OUT)
    generate("cat_1d_i32_w8", one_d_i32, "tl.cat of two 512-element i32 vectors, 8 warps. "
             "Expected: np.concatenate (exact).", 3001, out=OUT)
    print("cat_1d_f32\ncat_1d_i32_w8")


if __name__ == "__main__":
    main()
