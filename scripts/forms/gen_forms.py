"""Writes the TTIR that one Triton version prints for small kernels that use
each printed form tilelift must read (load/store cache policies, loop
attributes, `tl.assume`, early returns, `scf.while` without values, reshapes,
joins and splits, libdevice calls).

Run with the Python of a virtualenv that has the Triton version to sample:

    python scripts/forms/gen_forms.py tests/forms/triton-3.6

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


KERNELS = [
    (load_store_policies, "*fp32"),
    (loop_attrs_and_assume, "*fp32"),
    (early_return, "*fp32"),
    (spin_lock, "*i32"),
    (reshape_split_sum, "*fp32"),
    (libdevice_and_remf, "*fp32"),
]


def main(out_dir):
    os.makedirs(out_dir, exist_ok=True)
    for fn, x_type in KERNELS:
        signature = {"x_ptr": x_type, "y_ptr": "*fp32", "n": "i32", "BLOCK": "constexpr"}
        src = ASTSource(fn=fn, signature=signature, constexprs={"BLOCK": 256})
        compiled = triton.compile(src, target=GPUTarget("cuda", 90, 32))
        path = os.path.join(out_dir, fn.__name__ + ".ttir")
        with open(path, "w") as f:
            f.write(compiled.asm["ttir"])
        print(path)


if __name__ == "__main__":
    main(sys.argv[1])
