#!/usr/bin/env python3
"""Writes `tests/calls/`: corpus-format cases (tests/corpus/README.md) of
what reaches the TTIR as calls, joins and debug ops, kernels written here and
compiled by Triton 3.6 for cuda:90:

- `@triton.jit(noinline=True)` functions, which stay `tt.call`s of private
  functions (tilelift inlines them, `tilelift_ir::inline`): a call that
  stores, a chain of calls, a call returning two values, calls in both arms
  of an `if` (the shapes of Triton's `test_core.py::test_noinline`);
- an early `return` inside a nested `if`, whose code after the `if` is a
  block two paths join (`cf.cond_br ... ^bb3(%x)`; `tilelift_ir::structurize`
  copies it into both);
- `tl.device_print` (`tt.print`, through `vprintf`) and `tl.device_assert`
  (`tt.assert` with `debug=True`, through `__assertfail`) in kernels whose
  outputs are checked as usual; what they print is checked on the GPU
  (see BENCHMARKS.md).

Expected outputs are numpy's (exact, but where a multiply and an add may be
fused: 1e-6 relative).

    /work/venv-triton36/bin/python scripts/calls_cases.py   # rewrites tests/calls/
    tilelift run --all tests/calls                           # on a GPU
"""
import os

import numpy as np
import triton
import triton.language as tl

from wgmma_cases import generate

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "tests", "calls")
N = 256


@triton.jit(noinline=True)
def plus_one(x):
    return x + 1


@triton.jit(noinline=True)
def plus_two(y):
    return y + 2


@triton.jit(noinline=True)
def chained(x, y):
    return plus_one(x) * plus_two(y)


@triton.jit(noinline=True)
def both(x, y):
    return x + 1, y + 2


@triton.jit(noinline=True)
def store_sum(x, y, z_ptr, N: tl.constexpr):
    tl.store(z_ptr + tl.arange(0, N), x + y + tl.arange(0, N).to(tl.float32))


@triton.jit
def noinline_kernel(x_ptr, y_ptr, z_ptr, MODE: tl.constexpr, N: tl.constexpr):
    x = tl.load(x_ptr)
    y = tl.load(y_ptr)
    offs = tl.arange(0, N)
    if MODE == 0:
        store_sum(x, y, z_ptr, N)
    elif MODE == 1:
        tl.store(z_ptr + offs, chained(x, y) + offs.to(tl.float32))
    elif MODE == 2:
        a, b = both(x, y)
        tl.store(z_ptr + offs, a * b + offs.to(tl.float32))
    else:
        if x > 0:
            x = plus_one(x)
        else:
            x = plus_two(x)
        tl.store(z_ptr + offs, x + y + offs.to(tl.float32))


def noinline(mode):
    def make(rng):
        x = np.float32(rng.uniform(-2, 2))
        y = np.float32(rng.uniform(-2, 2))
        offs = np.arange(N, dtype=np.float32)
        if mode == 0:
            z = x + y + offs
        elif mode == 1:
            z = (x + 1) * (y + 2) + offs
        elif mode == 2:
            z = (x + 1) * (y + 2) + offs
        else:
            z = (x + 1 if x > 0 else x + 2) + y + offs
        # `a * b + offs` may be one fused multiply-add (Triton's default, and
        # ours): one rounding fewer than numpy's, so 1e-6 relative there.
        tol = 1e-6 if mode in (1, 2) else 0.0
        args = [("x_ptr", "fp32", np.array([x], np.float32)), ("y_ptr", "fp32", np.array([y], np.float32)),
                ("z_ptr", "fp32", z.astype(np.float32), "out", tol, tol)]
        return noinline_kernel, args, {"MODE": mode, "N": N}, 1, 4, 3
    return make


@triton.jit
def early_return(x_ptr, z_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    if pid < n:
        x = x * 2
        if pid == 1:
            tl.store(z_ptr + offs, -x)
            return
    tl.store(z_ptr + offs, x + 1)


def join(rng):
    programs, block, n = 4, 128, 3
    x = rng.standard_normal(programs * block).astype(np.float32)
    z = np.empty_like(x)
    for p in range(programs):
        s = slice(p * block, (p + 1) * block)
        v = x[s] * 2 if p < n else x[s]
        z[s] = -v if p == 1 else v + 1
    args = [("x_ptr", "fp32", x), ("z_ptr", "fp32", z, "out", 0.0, 0.0), ("n", "i32", n)]
    return early_return, args, {"BLOCK": block}, programs, 4, 3


@triton.jit
def print_and_assert(x_ptr, i_ptr, z_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    i = tl.load(i_ptr + offs)
    tl.device_print("x: ", x)
    tl.device_print("x and i: ", x, i)
    tl.device_print("hex i: ", i, hex=True)
    tl.device_assert(i >= 0, "negative index")
    tl.store(z_ptr + offs, x + i.to(tl.float32))


def debug(rng):
    block = 8
    x = np.arange(block, dtype=np.float32) * 0.5
    i = np.arange(block, dtype=np.int32) * 3
    z = x + i.astype(np.float32)
    args = [("x_ptr", "fp32", x), ("i_ptr", "i32", i), ("z_ptr", "fp32", z, "out", 0.0, 0.0)]
    return print_and_assert, args, {"BLOCK": block}, 1, 1, 3


def main():
    notes = ["a noinline function that stores", "a chain of noinline calls",
             "a noinline function returning two values", "noinline calls in both arms of an if"]
    for mode, name in enumerate(["noinline_store", "noinline_chain", "noinline_two_results", "noinline_in_if"]):
        generate(name, noinline(mode), f"{notes[mode]} (tt.call of a private function); "
                 "expected: numpy (exact).", 4000 + mode, out=OUT)
        print(name)
    generate("early_return_join", join, "an early return inside a nested if: the code after the if "
             "is a block two paths join (cf.cond_br with a block argument); 4 programs, expected: "
             "numpy (exact).", 4010, out=OUT)
    print("early_return_join")
    generate("print_and_assert", debug, "tl.device_print of one and two tensors and in hex, and a "
             "tl.device_assert that holds (debug=True); 1 warp, 8 elements; expected: numpy "
             "(exact). Each thread prints its elements (lines checked on the GPU).", 4020, out=OUT,
             options={"debug": True})
    print("print_and_assert")


if __name__ == "__main__":
    main()
