#!/usr/bin/env python3
"""Writes `tests/wgmma/`: corpus-format cases (tests/corpus/README.md) for the
shapes of `tl.dot` on Hopper's `wgmma` that the corpora's matmuls leave out,
small kernels written here, compiled by Triton 3.6 for cuda:90 (kernel.ttir,
kernel.ttgir and kernel.ptx are Triton's), with inputs from numpy and expected
outputs from numpy (float64 products of the f16 inputs, summed), independent of
Triton and of tilelift.

    /work/venv-triton36/bin/python scripts/wgmma_cases.py     # rewrites tests/wgmma/
    tilelift run --all tests/wgmma                             # on a GPU

- `dot_invariant_a_f16`: `a` (64x32) loaded once before the loop, a new `b`
  (32x64) each iteration, `acc += tl.dot(a, b)`: the conversion of `a` to its
  `wgmma` tile sits before the loop, and the loop's own conversions reuse the
  scratch space it took, so the dot must store `a` again each iteration.
- `dot_8warps_bf16`: 128x128x64 bf16 tiles with 8 warps (two warpgroups, the
  accumulator in flight around the loop), K not a multiple of the tile (masked
  last step).
- `dot_fp8_e4m3`, `dot_fp8_e5m2`: 8-bit float inputs (`wgmma` k32), `b`
  N-contiguous in memory and stored K-major.
"""
import json
import os
import shutil

import numpy as np
import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "tests", "wgmma")


@triton.jit
def dot_invariant_a(a_ptr, b_ptr, c_ptr, steps, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr):
    pid = tl.program_id(0)
    rm = tl.arange(0, M)[:, None]
    rk = tl.arange(0, K)
    rn = tl.arange(0, N)[None, :]
    a = tl.load(a_ptr + pid * M * K + rm * K + rk[None, :])
    acc = tl.zeros((M, N), dtype=tl.float32)
    for s in range(steps):
        b = tl.load(b_ptr + (pid * steps + s) * K * N + rk[:, None] * N + rn)
        acc += tl.dot(a, b)
    tl.store(c_ptr + pid * M * N + rm * N + rn, acc)


@triton.jit
def dot_masked_k(a_ptr, b_ptr, c_ptr, Kdim, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0)
    rm = pid * BM + tl.arange(0, BM)[:, None]
    rn = tl.arange(0, BN)[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, Kdim, BK):
        rk = k + tl.arange(0, BK)
        a = tl.load(a_ptr + rm * Kdim + rk[None, :], mask=rk[None, :] < Kdim, other=0.0)
        b = tl.load(b_ptr + rk[:, None] * BN + rn, mask=rk[:, None] < Kdim, other=0.0)
        acc += tl.dot(a, b)
    tl.store(c_ptr + rm * BN + rn, acc)


def invariant_a(rng):
    programs, steps, m, n, k = 3, 5, 64, 64, 32
    a = rng.standard_normal((programs, m, k)).astype(np.float16)
    b = rng.standard_normal((programs, steps, k, n)).astype(np.float16)
    c = np.stack([sum(a[p].astype(np.float64) @ b[p, s].astype(np.float64) for s in range(steps))
                  for p in range(programs)]).astype(np.float32)
    args = [("a_ptr", "fp16", a), ("b_ptr", "fp16", b), ("c_ptr", "fp32", c, "out"),
            ("steps", "i32", steps)]
    return dot_invariant_a, args, {"M": m, "N": n, "K": k}, programs, 4, 3


def masked_k(rng):
    programs, kdim, bm, bn, bk = 2, 200, 128, 128, 64
    a = rng.standard_normal((programs * bm, kdim)).astype(np.float32).astype(np.dtype("float32"))
    a16 = a.astype(np.float16)
    b16 = rng.standard_normal((kdim, bn)).astype(np.float16)
    # bf16 inputs: round the f32 values to bf16 (nearest even) in numpy.
    def to_bf16_bits(x):
        u = x.astype(np.float32).view(np.uint32)
        u = (u + 0x7FFF + ((u >> 16) & 1)) >> 16
        return u.astype(np.uint16)

    def from_bf16_bits(u):
        return (u.astype(np.uint32) << 16).view(np.float32)
    abits, bbits = to_bf16_bits(a16), to_bf16_bits(b16)
    c = (from_bf16_bits(abits).astype(np.float64) @ from_bf16_bits(bbits).astype(np.float64)).astype(np.float32)
    args = [("a_ptr", "bf16", abits), ("b_ptr", "bf16", bbits), ("c_ptr", "fp32", c, "out"),
            ("Kdim", "i32", kdim)]
    return dot_masked_k, args, {"BM": bm, "BN": bn, "BK": bk}, programs, 8, 3


@triton.jit
def dot_fp8(a_ptr, b_ptr, c_ptr, Kdim, N, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)[:, None]
    rn = pid_n * BN + tl.arange(0, BN)[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, Kdim, BK):
        rk = k + tl.arange(0, BK)
        a = tl.load(a_ptr + rm * Kdim + rk[None, :])
        b = tl.load(b_ptr + rk[:, None] * N + rn)
        acc += tl.dot(a, b)
    tl.store(c_ptr + rm * N + rn, acc)


def fp8_values(rng, shape, exp_bits, bias):
    """Random 8-bit floats of the format with `exp_bits` exponent bits: their
    bits (uint8) and their values (float64), exponents kept within 3 of the
    bias (values about 1/8 to 16 in magnitude, a few subnormals excluded) so
    that sums stay well inside f32."""
    man_bits = 7 - exp_bits
    sign = rng.integers(0, 2, shape)
    exp = rng.integers(bias - 3, bias + 4, shape)
    man = rng.integers(0, 1 << man_bits, shape)
    bits = (sign << 7) | (exp << man_bits) | man
    value = (-1.0) ** sign * (1 + man / (1 << man_bits)) * 2.0 ** (exp - bias)
    return bits.astype(np.uint8), value


def fp8_matmul(fmt):
    def make(rng):
        m, n, kdim, bm, bn, bk = 256, 256, 256, 128, 128, 64
        exp_bits, bias, dtype = {"e4m3": (4, 7, "fp8e4nv"), "e5m2": (5, 15, "fp8e5")}[fmt]
        abits, a = fp8_values(rng, (m, kdim), exp_bits, bias)
        bbits, b = fp8_values(rng, (kdim, n), exp_bits, bias)
        c = (a @ b).astype(np.float32)
        # Hopper's tensor cores keep about 13 bits of an 8-bit-float `wgmma`'s
        # running sum (Triton's `maxNumImpreciseAcc` is about this; its own
        # code's results equal ours bit for bit, and differ from the exact sum
        # by up to 0.42 here): the tolerance is 2^-10 of the largest sum of
        # magnitudes.
        atol = float((np.abs(a) @ np.abs(b)).max()) / 1024
        args = [("a_ptr", dtype, abits), ("b_ptr", dtype, bbits), ("c_ptr", "fp32", c, "out", atol),
                ("Kdim", "i32", kdim), ("N", "i32", n)]
        return dot_fp8, args, {"BM": bm, "BN": bn, "BK": bk}, (m // bm, n // bn), 4, 3
    return make


def square_bench(size, tile, in_bytes):
    """A `bench` entry (tests/corpus/README.md) for `dot_fp8` at size^3."""
    elems = size * size
    return {
        "grid": [size // tile, size // tile, 1],
        "args": [{"name": "a_ptr", "elements": elems, "fill": {"normal": [0.0, 1.0]}},
                 {"name": "b_ptr", "elements": elems, "fill": {"normal": [0.0, 1.0]}},
                 {"name": "c_ptr", "elements": elems},
                 {"name": "Kdim", "value": size}, {"name": "N", "value": size}],
        "min_bytes": elems * (2 * in_bytes + 4),
        "flops": 2 * size ** 3,
    }


@triton.jit
def dot_f16_acc(a_ptr, b_ptr, c_ptr, steps, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr):
    pid = tl.program_id(0)
    rm = tl.arange(0, M)[:, None]
    rk = tl.arange(0, K)
    rn = tl.arange(0, N)[None, :]
    acc = tl.zeros((M, N), dtype=tl.float16)
    for s in range(steps):
        a = tl.load(a_ptr + (pid * steps + s) * M * K + rm * K + rk[None, :])
        b = tl.load(b_ptr + (pid * steps + s) * K * N + rk[:, None] * N + rn)
        acc = tl.dot(a, b, acc, out_dtype=tl.float16)
    tl.store(c_ptr + pid * M * N + rm * N + rn, acc)


def f16_acc(rng):
    programs, steps, m, n, k = 2, 4, 64, 64, 32
    a = (rng.standard_normal((programs, steps, m, k)) / 2).astype(np.float16)
    b = (rng.standard_normal((programs, steps, k, n)) / 2).astype(np.float16)
    c = np.zeros((programs, m, n), np.float16)
    for s in range(steps):
        # The accumulator is f16 between the steps, as the TTIR asks.
        c = (c.astype(np.float64) + np.einsum("pmk,pkn->pmn", a[:, s].astype(np.float64),
                                              b[:, s].astype(np.float64))).astype(np.float16)
    args = [("a_ptr", "fp16", a), ("b_ptr", "fp16", b), ("c_ptr", "fp16", c, "out", 2e-2, 1e-2),
            ("steps", "i32", steps)]
    return dot_f16_acc, args, {"M": m, "N": n, "K": k}, programs, 4, 3


SPECS = {
    "dot_invariant_a_f16": (invariant_a, "acc += tl.dot(a, b) over 5 steps with a 64x32 f16 `a` "
                            "loaded once before the loop and a new 32x64 `b` each step; 4 warps."),
    "dot_8warps_bf16": (masked_k, "C = A @ B, 128x128 tiles, K = 200 in steps of 64 (the last "
                        "masked), bf16 inputs; 8 warps: two warpgroups."),
    "dot_fp8_e4m3": (fp8_matmul("e4m3"), "C = A @ B of f8E4M3FN inputs into f32, 256x256x256 in "
                     "128x128x64 tiles; `b` N-contiguous in memory, stored K-major for wgmma "
                     "(8-bit tiles cannot be transposed).", square_bench(4096, 128, 1)),
    "dot_fp8_e5m2": (fp8_matmul("e5m2"), "C = A @ B of f8E5M2 inputs into f32, 256x256x256 in "
                     "128x128x64 tiles."),
    "dot_f16_acc": (f16_acc, "acc = tl.dot(a, b, acc, out_dtype=tl.float16) over 4 steps, 64x64x32, "
                    "f16 inputs and an f16 accumulator (rounded to f16 after each step; tilelift "
                    "sums each step in f32, Triton's code rounds after each mma: hence the "
                    "tolerance, a few f16 ulps)."),
}


def generate(name, make, notes, seed, bench=None, out=OUT, options=None):
    """Writes case `name` under `out`: `make(rng)` gives the kernel, its
    arguments (`(name, dtype, array or scalar[, "out"[, atol[, rtol]]])`),
    constexprs, grid, num_warps and num_stages; `notes` go into case.json
    as they are, with `bench` if given; `options` are added to Triton's
    compile options (`{"debug": True}` keeps `tl.device_assert`).
    scripts/fp8_cases.py and scripts/calls_cases.py write their cases with it
    too."""
    rng = np.random.default_rng(seed)
    kernel, args, constexprs, programs, num_warps, num_stages = make(rng)
    grid = list(programs) + [1] * (3 - len(programs)) if isinstance(programs, tuple) else [programs, 1, 1]
    sig, attrs = {}, {}
    for i, pname in enumerate(kernel.arg_names):
        if pname in constexprs:
            sig[pname] = "constexpr"
            continue
        a = next(a for a in args if a[0] == pname)
        if isinstance(a[2], np.ndarray):
            sig[pname] = "*" + a[1]
            attrs[(i,)] = [["tt.divisibility", 16]]
        else:
            sig[pname] = a[1]
            if a[2] % 16 == 0:
                attrs[(i,)] = [["tt.divisibility", 16]]
    src = ASTSource(fn=kernel, signature=sig, constexprs=constexprs, attrs=attrs)
    c = triton.compile(src, target=GPUTarget("cuda", 90, 32),
                       options={"num_warps": num_warps, "num_stages": num_stages, **(options or {})})
    d = os.path.join(out, name)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    for ext in ["ttir", "ttgir", "ptx"]:
        with open(os.path.join(d, f"kernel.{ext}"), "w") as f:
            f.write(c.asm[ext])
    entries, outputs, n_in, n_out = [], [], 0, 0
    for i, a in enumerate(args):
        pname, dtype, data = a[0], a[1], a[2]
        if not isinstance(data, np.ndarray):
            entries.append({"name": pname, "type": dtype, "role": "scalar", "value": int(data),
                            "divisibility_hint": int(data) % 16 == 0})
            continue
        data = np.ascontiguousarray(data).reshape(-1)
        e = {"name": pname, "type": "*" + dtype, "role": a[3] if len(a) > 3 else "in", "dtype": dtype,
             "elements": int(data.size), "bytes": int(data.nbytes)}
        if e["role"] == "in":
            e["file"] = f"in{n_in}.bin"
            n_in += 1
            data.tofile(os.path.join(d, e["file"]))
        else:
            e["init"] = "poison"
            outputs.append({"arg": i, "name": pname, "file": f"out{n_out}.bin", "dtype": dtype,
                            "elements": int(data.size),
                            "rtol": a[5] if len(a) > 5 else 1e-3,
                            "atol": a[4] if len(a) > 4 else 1e-3})
            data.tofile(os.path.join(d, f"out{n_out}.bin"))
            n_out += 1
        entries.append(e)
    case = {
        "kernel": kernel.__name__, "target": "cuda:90", "num_warps": num_warps,
        "num_stages": num_stages, "num_ctas": 1, "triton_shared_mem_bytes": c.metadata.shared,
        "grid": grid, "args": entries, "outputs": outputs, "constexprs": constexprs,
        "jit_specialized_constexprs": {}, "seed": seed,
        "notes": notes,
    }
    if bench is not None:
        case["bench"] = bench
    with open(os.path.join(d, "case.json"), "w") as f:
        json.dump(case, f, indent=2)
        f.write("\n")


def main():
    os.makedirs(OUT, exist_ok=True)
    for i, (name, (make, notes, *bench)) in enumerate(SPECS.items()):
        notes += " Expected: numpy, float64 products of the inputs, summed."
        generate(name, make, notes, 1000 + i, *bench)
        print(name)


if __name__ == "__main__":
    main()
