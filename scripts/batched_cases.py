#!/usr/bin/env python3
"""Writes `tests/batched/`: corpus-format cases (tests/corpus/README.md) of
rank-3 (batched) `tl.dot`, the kernel of Triton's `test_core.py::test_dot3d`
written here, compiled by Triton 3.6 for cuda:90. Inputs from numpy;
expected outputs: numpy's float64 products, summed per batch index (f16
results rounded once). Triton's test_core found batched dots refused (161
tests).

    /work/venv-triton36/bin/python scripts/batched_cases.py   # rewrites tests/batched/
    tilelift run --all tests/batched                            # on a GPU
"""
import os

import numpy as np
import triton
import triton.language as tl

from wgmma_cases import generate

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "tests", "batched")


@triton.jit
def dot3d(q_ptr, k_ptr, o_ptr, BLOCK_B: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
          BLOCK_K: tl.constexpr, OUT_F16: tl.constexpr):
    offs_b = tl.arange(0, BLOCK_B)
    offs_m = tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    q = tl.load(q_ptr + offs_b[:, None, None] * BLOCK_M * BLOCK_K + offs_m[None, :, None] * BLOCK_K
                + offs_k[None, None, :])
    k = tl.load(k_ptr + offs_b[:, None, None] * BLOCK_K * BLOCK_N + offs_k[None, :, None] * BLOCK_N
                + offs_n[None, None, :])
    if OUT_F16:
        qk = tl.dot(q, k, out_dtype=tl.float16)
    else:
        qk = tl.dot(q, k, input_precision="ieee")
    tl.store(o_ptr + offs_b[:, None, None] * BLOCK_M * BLOCK_N + offs_m[None, :, None] * BLOCK_N
             + offs_n[None, None, :], qk)


def case(dtype, out_f16, bsz, m, n, k, warps):
    if dtype == "i8":
        return int8_case(bsz, m, n, k, warps)

    def make(rng):
        npt = np.float16 if dtype == "fp16" else np.float32
        q = rng.standard_normal((bsz, m, k)).astype(npt)
        kk = rng.standard_normal((bsz, k, n)).astype(npt)
        o = np.einsum("bmk,bkn->bmn", q.astype(np.float64), kk.astype(np.float64))
        odt, o = ("fp16", o.astype(np.float16)) if out_f16 else ("fp32", o.astype(np.float32))
        tol = (2e-2, 1e-2) if out_f16 else (1e-3, 1e-3)
        args = [("q_ptr", dtype, q), ("k_ptr", dtype, kk), ("o_ptr", odt, o, "out", *tol)]
        consts = {"BLOCK_B": bsz, "BLOCK_M": m, "BLOCK_N": n, "BLOCK_K": k, "OUT_F16": out_f16}
        return dot3d, args, consts, 1, warps, 3
    return make


def int8_case(bsz, m, n, k, warps):
    def make(rng):
        q = rng.integers(-128, 128, (bsz, m, k)).astype(np.int8)
        kk = rng.integers(-128, 128, (bsz, k, n)).astype(np.int8)
        o = np.einsum("bmk,bkn->bmn", q.astype(np.int64), kk.astype(np.int64)).astype(np.int32)
        args = [("q_ptr", "i8", q), ("k_ptr", "i8", kk), ("o_ptr", "i32", o, "out", 0.0, 0.0)]
        consts = {"BLOCK_B": bsz, "BLOCK_M": m, "BLOCK_N": n, "BLOCK_K": k}
        return dot3d_i8, args, consts, 1, warps, 3
    return make


@triton.jit
def dot3d_i8(q_ptr, k_ptr, o_ptr, BLOCK_B: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
             BLOCK_K: tl.constexpr):
    offs_b = tl.arange(0, BLOCK_B)
    offs_m = tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    q = tl.load(q_ptr + offs_b[:, None, None] * BLOCK_M * BLOCK_K + offs_m[None, :, None] * BLOCK_K
                + offs_k[None, None, :])
    k = tl.load(k_ptr + offs_b[:, None, None] * BLOCK_K * BLOCK_N + offs_k[None, :, None] * BLOCK_N
                + offs_n[None, None, :])
    qk = tl.dot(q, k)
    tl.store(o_ptr + offs_b[:, None, None] * BLOCK_M * BLOCK_N + offs_m[None, :, None] * BLOCK_N
             + offs_n[None, None, :], qk)


SPECS = {
    "dot3d_f32_b2_32x32x32_w4": (case("fp32", False, 2, 32, 32, 32, 4), "f32, ieee"),
    "dot3d_f16_b4_32x32x64_w2": (case("fp16", False, 4, 32, 32, 64, 2), "f16 into f32"),
    "dot3d_f16_f16acc_b8_32x32x32_w8": (case("fp16", True, 8, 32, 32, 32, 8), "f16 into f16"),
    "dot3d_i8_b2_16x16x32_w4": (case("i8", False, 2, 16, 16, 32, 4), "i8 into i32, on FMA: exact"),
}


def main():
    for i, (name, (make, what)) in enumerate(SPECS.items()):
        generate(name, make, f"Batched tl.dot ({what}), test_core's test_dot3d kernel with "
                 "contiguous strides. Expected: numpy, float64 products summed per batch index.",
                 2000 + i, out=OUT)
        print(name)


if __name__ == "__main__":
    main()
