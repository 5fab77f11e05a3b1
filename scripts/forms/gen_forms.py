"""Writes the TTIR that one Triton version prints for small kernels that use
each printed form tilelift must read (load/store cache policies, loop
attributes, `tl.assume`, early returns, `scf.while` without values, reshapes,
joins and splits, libdevice calls).

Run with the Python of a virtualenv that has the Triton version to sample:

    python scripts/forms/gen_forms.py tests/forms/triton-3.6
    /work/venv-triton39/bin/python scripts/forms/gen_forms.py tests/forms/triton-3.9

(one folder per version: 3.4, 3.5, 3.6 and 3.9 are committed; the test
`tests/tests/forms.rs` reads every `tests/forms/triton-*` folder).

Needs no GPU: Triton compiles for `cuda:90` on the CPU. The kernels are ours.
"""

import os
import sys

import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource
from triton.language.extra.cuda import libdevice


@triton.jit
def load_store_policies(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    a = tl.load(x_ptr + offs, mask=m, other=0.0, cache_modifier=".cg")
    b = tl.load(x_ptr + offs, mask=m, volatile=True)
    b += tl.load(x_ptr + offs + 2, mask=m, eviction_policy="evict_last")
    c = tl.load(x_ptr + offs, mask=m, cache_modifier=".ca")
    tl.store(y_ptr + offs, a + b + c, mask=m, cache_modifier=".cs")
    tl.store(y_ptr + offs + 1, a, mask=m, cache_modifier=".wt")


@triton.jit
def loop_attrs_and_assume(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    tl.assume(pid >= 0)
    tl.assume(n > 0)
    tl.assume(n % 16 == 0)
    acc = tl.zeros([BLOCK], tl.float32)
    for i in tl.range(0, n, BLOCK, num_stages=2):
        offs = i + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + offs, mask=offs < n)
    tl.store(y_ptr + pid * BLOCK + tl.arange(0, BLOCK), acc)


@triton.jit
def early_return(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    if pid * BLOCK >= n:
        return
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    tl.store(y_ptr + offs, tl.load(x_ptr + offs))


@triton.jit
def spin_lock(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    while tl.atomic_cas(x_ptr, 0, 1) == 1:
        pass
    tl.store(y_ptr, tl.load(y_ptr) + 1.0)
    tl.atomic_xchg(x_ptr, 0)


@triton.jit
def reshape_split_sum(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    x2 = tl.reshape(x, (BLOCK // 16, 16))
    s = tl.sum(x2, axis=1)
    m = tl.max(x)
    a, b = tl.split(tl.reshape(x, (BLOCK // 2, 2)))
    tl.store(y_ptr + tl.arange(0, BLOCK // 16), s + m)
    tl.store(y_ptr + 64 + tl.arange(0, BLOCK // 2), a * b)


@triton.jit
def libdevice_and_remf(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, eviction_policy="evict_first")
    y = libdevice.tanh(x) + libdevice.rsqrt(x) + x % 3.0
    tl.store(y_ptr + offs, y + tl.sum(y), mask=m)


@triton.jit
def float_constants(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    # f32 constants that MLIR prints in its two decimal forms: six digits after
    # the point where they read back, APFloat's plain digits where they do not
    # (0.7 is 0.699999988, 1e-6 is 9.99999997E-7).
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    y = x * 0.7 + 1e-6
    y = y * 0.01 + 999999.94
    y = tl.where(y > 0.044715, y, 1e-40)
    y = y * 4.6566127342e-10 + 0.5
    tl.store(y_ptr + offs, y)


@triton.jit
def loop_multiple_of(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    # Triton 3.4 records the hint on the loop: `tt.divisibility_arg1 = dense<...>`.
    acc = tl.zeros([BLOCK], tl.float32)
    for i in range(0, n, BLOCK):
        i = tl.multiple_of(i, BLOCK)
        acc += tl.load(x_ptr + i + tl.arange(0, BLOCK))
    tl.store(y_ptr + tl.arange(0, BLOCK), acc)


@triton.jit
def debug_barrier(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    # `gpu.barrier` up to Triton 3.6, `ttg.barrier all` in 3.9.
    offs = tl.arange(0, BLOCK)
    tl.store(y_ptr + offs, tl.load(x_ptr + offs))
    tl.debug_barrier()
    tl.store(y_ptr + offs, tl.load(y_ptr + BLOCK - 1 - offs) + 1.0)


@triton.jit
def negate_and_rand(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    # Triton 3.9 writes `-x` as `arith.negf` (3.6: `0 - x`) and folds the sign of
    # tl.rand's integer with an `arith.xori` (3.6: two subtractions).
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    tl.store(y_ptr + offs, -x + tl.rand(n, offs))


@triton.jit
def bf16_relu_square(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    # Up to Triton 3.6 tl.maximum(x, 0) of bf16 computes in f32; 3.9 in bf16.
    offs = tl.arange(0, BLOCK)
    r = tl.maximum(tl.load(x_ptr + offs), 0)
    tl.store(y_ptr + offs, r * r)


@triton.jit
def divide_by_constant(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    # Triton 3.9's TTGIR computes x / 6.0 as x * tt.approx_divf(1.0, 6.0).
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m) / 6.0, mask=m)


KERNELS = [
    (load_store_policies, "*fp32"),
    (loop_attrs_and_assume, "*fp32"),
    (early_return, "*fp32"),
    (spin_lock, "*i32"),
    (reshape_split_sum, "*fp32"),
    (libdevice_and_remf, "*fp32"),
    (float_constants, "*fp32"),
    (loop_multiple_of, "*fp32"),
    (debug_barrier, "*fp32"),
    (negate_and_rand, "*fp32"),
    (bf16_relu_square, "*bf16"),
    (divide_by_constant, "*fp32"),
]

# Kernels whose TTGIR (Triton's own, after its passes) is kept as well.
TTGIR_KERNELS = {"divide_by_constant", "negate_and_rand", "debug_barrier", "loop_attrs_and_assume"}


def main(out_dir):
    os.makedirs(out_dir, exist_ok=True)
    for fn, x_type in KERNELS:
        signature = {"x_ptr": x_type, "y_ptr": "*fp32", "n": "i32", "BLOCK": "constexpr"}
        src = ASTSource(fn=fn, signature=signature, constexprs={"BLOCK": 256})
        compiled = triton.compile(src, target=GPUTarget("cuda", 90, 32))
        stages = ["ttir"] + (["ttgir"] if fn.__name__ in TTGIR_KERNELS else [])
        for stage in stages:
            path = os.path.join(out_dir, f"{fn.__name__}.{stage}")
            with open(path, "w") as f:
                f.write(compiled.asm[stage])
            print(path)


if __name__ == "__main__":
    main(sys.argv[1])
