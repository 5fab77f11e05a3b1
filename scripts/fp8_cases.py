#!/usr/bin/env python3
"""Writes `tests/fp8/`: corpus-format cases (tests/corpus/README.md) of
conversions to and from Triton's 8-bit floats (`tl.float8e4nv` = f8E4M3FN,
`tl.float8e5` = f8E5M2), a small kernel written here, compiled by Triton 3.6
for cuda:90, with inputs from numpy and expected outputs from numpy: the
nearest value of the format, ties to the even code, saturated to the largest
finite magnitude (PTX's `cvt.rn.satfinite`, what Triton's code does), and the
exact widening of every finite code.

    /work/venv-triton36/bin/python scripts/fp8_cases.py   # rewrites tests/fp8/
    tilelift run --all tests/fp8                            # on a GPU (sm_89+)
"""
import os

import numpy as np
import triton
import triton.language as tl

from wgmma_cases import generate

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "tests", "fp8")


@triton.jit
def fp8_casts(x_ptr, q4_ptr, q5_ptr, c4_ptr, c5_ptr, w4_ptr, w5_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(q4_ptr + offs, x.to(tl.float8e4nv), mask=m)
    tl.store(q5_ptr + offs, x.to(tl.float8e5), mask=m)
    c4 = tl.load(c4_ptr + offs, mask=m)
    tl.store(w4_ptr + offs, c4.to(tl.float32), mask=m)
    c5 = tl.load(c5_ptr + offs, mask=m)
    tl.store(w5_ptr + offs, c5.to(tl.float16), mask=m)


@triton.jit
def fp8_abs(c4_ptr, c5_ptr, a4_ptr, a5_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    c4 = tl.load(c4_ptr + offs, mask=m)
    tl.store(a4_ptr + offs, tl.abs(c4), mask=m)
    c5 = tl.load(c5_ptr + offs, mask=m)
    tl.store(a5_ptr + offs, tl.abs(c5), mask=m)


def decode(code, exp_bits, bias):
    """The value of an 8-bit float code (NaN and infinity as numpy has them)."""
    man_bits = 7 - exp_bits
    sign = -1.0 if code & 0x80 else 1.0
    e = (code >> man_bits) & ((1 << exp_bits) - 1)
    f = code & ((1 << man_bits) - 1)
    if exp_bits == 4 and e == 15 and f == 7:
        return np.nan
    if exp_bits == 5 and e == 31:
        return sign * np.inf if f == 0 else np.nan
    if e == 0:
        return sign * f / (1 << man_bits) * 2.0 ** (1 - bias)
    return sign * (1 + f / (1 << man_bits)) * 2.0 ** (e - bias)


FORMATS = {"e4m3": (4, 7), "e5m2": (5, 15)}


def finite_codes(fmt):
    exp_bits, bias = FORMATS[fmt]
    return [c for c in range(256) if np.isfinite(decode(c, exp_bits, bias))]


def round_satfinite(x, fmt):
    """x rounded to the nearest finite value of the format, ties to the even
    code, magnitudes beyond the largest finite one saturated to it."""
    exp_bits, bias = FORMATS[fmt]
    codes = [c for c in finite_codes(fmt) if not c & 0x80]
    vals = np.array([decode(c, exp_bits, bias) for c in codes])
    order = np.argsort(vals)
    vals, codes = vals[order], [codes[i] for i in order]
    out = np.empty(x.shape, np.uint8)
    for i, v in enumerate(x):
        a = min(abs(float(v)), vals[-1])
        j = np.searchsorted(vals, a)
        if j < len(vals) and vals[j] == a:
            c = codes[j]
        else:
            lo, hi = j - 1, j
            dl, dh = a - vals[lo], vals[hi] - a
            c = codes[lo] if dl < dh or (dl == dh and codes[lo] % 2 == 0) else codes[hi]
        out[i] = c | (0x80 if np.signbit(v) else 0)
    return out


def inputs(rng, n):
    """f32 values over the 8-bit formats' ranges: random magnitudes, exact
    ties between neighbouring codes of both formats, values past their
    largest finite ones, subnormals, zeros."""
    parts = [rng.standard_normal(n // 4) * 10.0 ** rng.integers(-3, 5, n // 4)]
    for fmt in FORMATS:
        exp_bits, bias = FORMATS[fmt]
        v = sorted({decode(c, exp_bits, bias) for c in finite_codes(fmt) if not c & 0x80})
        mids = [(a + b) / 2 for a, b in zip(v, v[1:])]
        parts += [np.array(mids), -np.array(mids)]
    parts.append(np.array([0.0, -0.0, 448.0, 449.0, 464.0, 500.0, 1e6, -1e6, 57344.0, 61440.0,
                           7e4, 2.0 ** -9, 2.0 ** -10, 2.0 ** -17, 2.0 ** -18, 1e-30]))
    x = np.concatenate(parts).astype(np.float32)
    return np.resize(x, n).astype(np.float32)


def fp8_casts_case(rng):
    n, block = 4096, 1024
    x = inputs(rng, n)
    q4, q5 = round_satfinite(x.astype(np.float64), "e4m3"), round_satfinite(x.astype(np.float64), "e5m2")
    c4 = np.resize(np.array(finite_codes("e4m3"), np.uint8), n)
    c5 = np.resize(np.array(finite_codes("e5m2"), np.uint8), n)
    w4 = np.array([decode(int(c), 4, 7) for c in c4], np.float32)
    w5 = np.array([decode(int(c), 5, 15) for c in c5], np.float16)
    exact = (0.0, 0.0)
    args = [("x_ptr", "fp32", x), ("q4_ptr", "fp8e4nv", q4, "out", *exact),
            ("q5_ptr", "fp8e5", q5, "out", *exact), ("c4_ptr", "fp8e4nv", c4), ("c5_ptr", "fp8e5", c5),
            ("w4_ptr", "fp32", w4, "out", *exact), ("w5_ptr", "fp16", w5, "out", *exact), ("n", "i32", n)]
    return fp8_casts, args, {"BLOCK": block}, n // block, 4, 3


def fp8_abs_case(rng):
    n, block = 1024, 256
    c4 = np.resize(np.array(finite_codes("e4m3"), np.uint8), n)
    c5 = np.resize(np.array(finite_codes("e5m2"), np.uint8), n)
    exact = (0.0, 0.0)
    # |x| clears the sign bit (the codes, so that -0 becomes +0). Triton 3.6
    # does not compile `-x` of an 8-bit float (an `llvm.fsub` of `i8`).
    args = [("c4_ptr", "fp8e4nv", c4), ("c5_ptr", "fp8e5", c5),
            ("a4_ptr", "fp8e4nv", c4 & 0x7F, "out", *exact), ("a5_ptr", "fp8e5", c5 & 0x7F, "out", *exact),
            ("n", "i32", n)]
    return fp8_abs, args, {"BLOCK": block}, n // block, 4, 3


def main():
    generate("fp8_casts", fp8_casts_case,
             "f32 to f8E4M3FN and f8E5M2 (to nearest, ties to even, saturated), every finite code of "
             "each widened to f32 and f16. Expected: numpy (exact).", 7, out=OUT)
    print("fp8_casts")
    generate("fp8_abs", fp8_abs_case,
             "tl.abs of every finite f8E4M3FN and f8E5M2 code (Triton's test_core test_abs_fp8 "
             "found ours wrong: an integer abs of the byte). Expected: numpy on the codes (abs "
             "clears the sign bit; exact).", 8, out=OUT)
    print("fp8_abs")


if __name__ == "__main__":
    main()
