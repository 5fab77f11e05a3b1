#!/usr/bin/env python3
"""Generate the performance suite (tests/perfsuite): variants of small
memory-bound Triton kernels across num_warps, block sizes, element types,
masking, tile shapes and strides, each a corpus case (tests/corpus/README.md)
with a bench size.

The kernels are ours (scripts/perfsuite/kernels.py). Cases are written by the
real-world corpus generator's code (scripts/realworld/gen.py: compile with
Triton 3.6 for cuda:90, JIT-like specialisation of scalars, inputs from numpy,
bench section); the expected outputs come from the numpy references below,
written independently of Triton and of tilelift.

    /work/venv-triton36/bin/python scripts/perfsuite/generate.py            # all + README.md
    /work/venv-triton36/bin/python scripts/perfsuite/generate.py --only vadd_f32_b1024_w4_tail
    /work/venv-triton36/bin/python scripts/perfsuite/generate.py --family softmax --list
    TRITON_INTERPRET=1 /work/venv-triton36/bin/python scripts/perfsuite/generate.py --interp-check

Every variant's `case.json` has a "variant" field: {"family", "axes"}.
"""

import argparse
import collections
import json
import os
import sys
import zlib
from dataclasses import dataclass, field

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "scripts", "realworld"))
sys.path.insert(0, HERE)

import gen as rw  # noqa: E402  scripts/realworld/gen.py
import kernels as K  # noqa: E402
from specs.common import philox_rand, cdiv  # noqa: E402

OUT = os.path.join(ROOT, "tests", "perfsuite")
ESIZE = {k: v[1] for k, v in rw.DTYPES.items()}
INTS = {"i8", "i32", "i64"}
FLOATS = {"fp32", "fp16", "bf16"}
SHORT = {"fp32": "f32", "fp16": "f16", "bf16": "bf16", "i8": "i8", "i32": "i32", "i64": "i64"}
# Bytes of one bench buffer (the largest one of a case): hundreds of MB of traffic a launch.
BENCH_BUF = 128 << 20
BF16_ARITH = "Triton 3.6's interpreter adds bf16 wrongly (bf16 + bf16 gives garbage)"
INT_FILL = {"i8": (-100, 100), "i32": (-(1 << 30), 1 << 30), "i64": (-(1 << 40), 1 << 40)}


@dataclass
class Variant(rw.Spec):
    """A case of the suite: rw.Spec plus the kernel and where it sits in the suite."""
    fn: object = None
    family: str = ""
    axes: dict = field(default_factory=dict)
    interp_skip: str = ""  # why Triton 3.6's interpreter cannot cross-check it ("" when it can)


def fill(dtype, rng=None):
    if dtype in INTS:
        return ("uniform_int",) + INT_FILL[dtype]
    return ("normal", 0.0, 1.0)


def variant(name, fn, family, axes, build, ref, test, bench, num_warps, notes, tol=None):
    """A Variant; its build's arguments are put in the kernel's parameter order
    (the order of the TTIR's parameters and of case.json's args)."""
    order = {p: i for i, p in enumerate(fn.arg_names)}
    unordered = build

    def build(P):
        grid, args = unordered(P)
        return grid, sorted(args, key=lambda a: order[a.name])
    return Variant(name=name, repo="tilelift", path="scripts/perfsuite/kernels.py", function=fn.__name__,
                   license="MIT OR Apache-2.0", build=build, ref=ref, test=test, bench=bench,
                   num_warps=num_warps, notes=notes, tol=tol or {},
                   seed=zlib.crc32(name.encode()) % (2 ** 31), fn=fn, family=family, axes=axes)


def wrap(x, dtype):
    """Integer values wrapped to dtype (two's complement), as int64."""
    return np.asarray(x).astype(np.int64).astype(rw.DTYPES[dtype][0]).astype(np.int64)


def f32(x):
    return np.asarray(x, dtype=np.float32)


# ---------------------------------------------------------------------------
# 1-D sizes: the three masking modes


def sizes_1d(block, mode, esize, bufs_per_elem=1):
    """(test n, bench n) for a masking mode: tail (n not a multiple of 16),
    div16 (a multiple of 16, not of BLOCK), even (a multiple of BLOCK, no mask)."""
    nb = max(BENCH_BUF // esize // block, 1) * block
    if mode == "tail":
        return block + 19, nb + 19
    if mode == "div16":
        return block + 48, nb + 48
    return 2 * block, nb


def one_d(name, fn, family, axes, dtypes_in, dtype_out, block, warps, mode, ref, extra=(), notes="",
          tol=None, even_arg=False, esize=None):
    """A 1-D variant: inputs `x_ptr`, `y_ptr`... (dtypes_in: [(name, dtype)]), one
    output `dtype_out` (name, dtype) or several, scalars `extra` [(name, value)] before n."""
    esize = esize or max(ESIZE[d] for _, d in list(dtypes_in) + list(dtype_out))
    tn, bn = sizes_1d(block, mode, esize)

    def build(P):
        n = P["n"]
        args = [rw.buf(nm, d, (n,), fill=fill(d)) for nm, d in dtypes_in]
        args += [rw.out(nm, d, (n,)) for nm, d in dtype_out]
        args += [rw.scalar(nm, v) for nm, v in extra]
        args += [rw.scalar("n", n), rw.const("BLOCK", block)]
        if even_arg:
            args.append(rw.const("EVEN", mode == "even"))
        return (cdiv(n, block),), args

    axes = dict(axes, BLOCK=block, num_warps=warps, mask=mode)
    return variant(name, fn, family, axes, build, ref, {"n": tn}, {"n": bn}, warps, notes, tol)


def tag(dtype, block, warps, mode):
    return f"{SHORT[dtype]}_b{block}_w{warps}_{mode}"


# ---------------------------------------------------------------------------
# families


def fam_vadd():
    out = []

    def ref_for(dt):
        def ref(i, P):
            if dt in INTS:
                return {"z_ptr": wrap(i["x_ptr"].astype(np.int64) + i["y_ptr"], dt)}
            return {"z_ptr": np.float64(1) * i["x_ptr"] + i["y_ptr"]}
        return ref

    def v(dt, block, warps, mode):
        var = one_d(f"vadd_{tag(dt, block, warps, mode)}", K.vadd, "vadd", {"dtype": dt},
                    [("x_ptr", dt), ("y_ptr", dt)], [("z_ptr", dt)], block, warps, mode, ref_for(dt),
                    notes=f"z = x + y, {dt}, BLOCK {block}, {warps} warps, mask: {mode}.", even_arg=True)
        if dt == "bf16":
            var.interp_skip = BF16_ARITH
        return var
    for block in (128, 256, 1024, 4096, 8192):
        for warps in (1, 2, 4, 8, 16):
            if block >= 32 * warps:
                out.append(v("fp32", block, warps, "tail"))
    out += [v("fp32", 1024, 4, m) for m in ("div16", "even")]
    for dt in ("fp16", "bf16", "i8", "i32", "i64"):
        out += [v(dt, 1024, 4, m) for m in ("tail", "div16", "even")]
    for dt in ("fp16", "i8", "i64"):
        out += [v(dt, 4096, 8, "tail"), v(dt, 256, 1, "tail")]
    return out


def fam_copy():
    out = []

    def v(dt, block, warps, mode):
        return one_d(f"copy_{tag(dt, block, warps, mode)}", K.copy, "copy", {"dtype": dt},
                     [("x_ptr", dt)], [("y_ptr", dt)], block, warps, mode,
                     lambda i, P: {"y_ptr": i["x_ptr"]}, even_arg=True,
                     notes=f"y = x, {dt}, BLOCK {block}, {warps} warps, mask: {mode}.")
    for dt in ("fp32", "fp16", "bf16", "i8", "i32", "i64"):
        out += [v(dt, 1024, 4, m) for m in ("tail", "even")]
    out += [v("fp32", 8192, 16, "tail"), v("fp32", 4096, 4, "tail"), v("fp32", 512, 2, "tail")]
    return out


def fam_saxpy():
    out = []
    a = 1.75

    def ref(i, P):
        return {"out_ptr": np.float64(a) * i["x_ptr"] + i["y_ptr"]}

    def v(dt, block, warps):
        return one_d(f"saxpy_{tag(dt, block, warps, 'tail')}", K.saxpy, "saxpy", {"dtype": dt},
                     [("x_ptr", dt), ("y_ptr", dt)], [("out_ptr", dt)], block, warps, "tail", ref,
                     extra=[("a", a)], notes=f"out = a * x + y in fp32, {dt} buffers, a = {a}.")
    out += [v("fp32", 1024, w) for w in (1, 4, 8)] + [v("fp16", 1024, 4), v("bf16", 1024, 4)]

    def gs(dt, block, warps, programs, bench_programs):
        tn = block * programs * 2 + 5  # every program loops twice, one a third time (the tail)
        bn = BENCH_BUF // ESIZE[dt] + 5

        def build(P):
            n = P["n"]
            return ((P["programs"],), [rw.buf("x_ptr", dt, (n,)), rw.buf("y_ptr", dt, (n,)),
                                       rw.out("out_ptr", dt, (n,)), rw.scalar("a", a), rw.scalar("n", n),
                                       rw.const("BLOCK", block)])
        return variant(f"saxpy_gridstride_{tag(dt, block, warps, 'tail')}", K.saxpy_gridstride,
                       "saxpy_gridstride", {"dtype": dt, "BLOCK": block, "num_warps": warps, "mask": "tail",
                                            "programs": bench_programs},
                       build, ref, {"n": tn, "programs": programs}, {"n": bn, "programs": bench_programs},
                       warps, f"saxpy with a fixed grid ({bench_programs} programs at the bench size), each "
                              f"program striding over the blocks (tl.num_programs), {dt}.")
    out += [gs("fp32", 1024, 4, 3, 1056), gs("fp32", 4096, 8, 2, 528), gs("fp32", 512, 2, 4, 2112),
            gs("fp16", 1024, 4, 3, 1056)]
    return out


def fam_cast():
    out = []

    def conv(x, src, dst):
        x = np.asarray(x)
        if dst in FLOATS:
            return x.astype(np.float64)
        if src in FLOATS:  # truncation toward zero
            return np.trunc(x.astype(np.float64))
        return wrap(x, dst)

    def v(src, dst, block, warps, mode="tail"):
        fill_note = "inputs normal(0, 100) for float -> int" if src in FLOATS and dst in INTS else ""
        nm = f"cast_{SHORT[src]}_to_{SHORT[dst]}_b{block}_w{warps}_{mode}"
        var = one_d(nm, K.cast, "cast", {"dtype": f"{src}->{dst}"}, [("x_ptr", src)], [("y_ptr", dst)],
                    block, warps, mode, lambda i, P: {"y_ptr": conv(i["x_ptr"], src, dst)},
                    notes=f"y = x.to({dst}) from {src}. {fill_note}".strip())
        if src in FLOATS and dst in INTS:
            b = var.build

            def build(P, b=b):
                g, args = b(P)
                args[0].fill = ("normal", 0.0, 100.0)
                return g, args
            var.build = build
        return var
    for src, dst in [("fp32", "fp16"), ("fp32", "bf16"), ("fp16", "fp32"), ("bf16", "fp32"), ("fp16", "bf16"),
                     ("bf16", "fp16"), ("fp32", "i32"), ("i32", "fp32"), ("i32", "i64"), ("i64", "i32"),
                     ("i8", "i32"), ("i32", "i8"), ("i8", "fp16"), ("fp16", "i32")]:
        out.append(v(src, dst, 1024, 4))
    out += [v("fp32", "fp16", 4096, 8), v("fp16", "bf16", 256, 1), v("fp16", "bf16", 4096, 8),
            v("fp32", "bf16", 1024, 4, "div16")]
    scale = 50.0

    def qref(i, P):
        q = np.clip(f32(i["x_ptr"]).astype(np.float32) * np.float32(scale), np.float32(-128), np.float32(127))
        return {"y_ptr": np.floor(q + np.float32(0.5)).astype(np.int64)}

    def q(dt, block, warps, mode="tail"):
        return one_d(f"quant_i8_{tag(dt, block, warps, mode)}", K.quant_i8, "quant_i8", {"dtype": f"{dt}->i8"},
                     [("x_ptr", dt)], [("y_ptr", "i8")], block, warps, mode, qref, extra=[("scale", scale)],
                     notes=f"saturating f32 -> i8 quantization of {dt} x: floor(clamp(x * {scale}, -128, 127) "
                           f"+ 0.5); about 1% of the inputs (|x| > 2.56) saturate. Exact.")
    out += [q("fp32", 1024, 4), q("fp32", 4096, 8), q("fp32", 256, 1), q("fp32", 2048, 4, "div16"),
            q("fp16", 1024, 4), q("bf16", 1024, 4)]
    dscale = 0.0625

    def d(dt, block, warps):
        return one_d(f"dequant_i8_{tag(dt, block, warps, 'tail')}", K.dequant_i8, "dequant_i8",
                     {"dtype": f"i8->{dt}"}, [("x_ptr", "i8")], [("y_ptr", dt)], block, warps, "tail",
                     lambda i, P: {"y_ptr": i["x_ptr"].astype(np.float64) * dscale}, extra=[("scale", dscale)],
                     notes=f"y = x * {dscale}, int8 -> {dt}.")
    out += [d("fp32", 1024, 4), d("fp16", 1024, 4), d("bf16", 1024, 4)]
    return out


def gelu_tanh(x):
    x = np.float64(1) * x
    return 0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x ** 3)))


def gelu_erf(x):
    from math import erf
    x = np.float64(1) * x
    return 0.5 * x * (1 + np.vectorize(erf)(x / np.sqrt(2)))


def sigmoid(x):
    return 1 / (1 + np.exp(-np.float64(1) * x))


ACTS = {0: ("gelu_tanh", gelu_tanh), 1: ("gelu_erf", gelu_erf), 2: ("silu", lambda x: x * sigmoid(x)),
        3: ("sigmoid", sigmoid)}


def fam_act():
    out = []

    def v(kind, dt, block, warps):
        nm, f = ACTS[kind]
        var = one_d(f"{nm}_{tag(dt, block, warps, 'tail')}", K.act, nm, {"dtype": dt}, [("x_ptr", dt)],
                    [("y_ptr", dt)], block, warps, "tail", lambda i, P: {"y_ptr": f(i["x_ptr"])},
                    notes=f"{nm} in fp32 on {dt} buffers" + (" (tanh from tl.exp)." if kind == 0 else "."))
        b = var.build

        def build(P, b=b):
            g, args = b(P)
            return g, args + [rw.const("KIND", kind)]
        var.build = build
        return var
    out += [v(0, dt, 1024, 4) for dt in ("fp32", "fp16", "bf16")]
    out += [v(0, "fp32", 256, 1), v(0, "fp32", 4096, 8), v(0, "fp32", 8192, 16)]
    out += [v(1, dt, 1024, 4) for dt in ("fp32", "fp16", "bf16")]
    out += [v(2, "fp32", 1024, 4), v(2, "bf16", 1024, 4), v(3, "fp32", 2048, 8)]
    return out


def fam_dropout():
    p, seed = 0.3, 123

    def ref(i, P):
        r = philox_rand(seed, np.arange(P["n"]))
        x = i["x_ptr"].astype(np.float64)
        return {"y_ptr": np.where(r > np.float32(p), x / (1 - p), 0.0)}

    def v(dt, block, warps):
        return one_d(f"dropout_{tag(dt, block, warps, 'tail')}", K.dropout, "dropout", {"dtype": dt},
                     [("x_ptr", dt)], [("y_ptr", dt)], block, warps, "tail", ref,
                     extra=[("p", p), ("seed", seed)],
                     notes=f"Philox dropout: tl.rand(seed={seed}, offsets) > p keeps x / (1 - p), p = {p}, {dt}.")
    return [v("fp32", 1024, 4), v("fp16", 1024, 4), v("bf16", 1024, 4), v("fp32", 256, 1), v("fp32", 4096, 8)]


def fam_int():
    out = []
    dv, lo, hi = 3, -100, 100

    def ref_for(dt):
        ty = rw.DTYPES[dt][0]

        def ref(i, P):
            x, y = i["x_ptr"].astype(ty), i["y_ptr"].astype(ty)
            with np.errstate(over="ignore"):
                h = (x * ty(7) + (y >> ty(2))).astype(ty)
                h = (h ^ (x << ty(3))).astype(ty)
                h = (h + (y & ty(15))).astype(ty)
                xa = x.astype(np.int64)
                qt = np.sign(xa) * (np.abs(xa) // dv)  # truncation toward zero
                h = (h + qt.astype(ty)).astype(ty)
            return {"out_ptr": np.clip(h.astype(np.int64), lo, hi)}
        return ref

    def v(dt, block, warps):
        var = one_d(f"int_mix_{tag(dt, block, warps, 'tail')}", K.int_mix, "int_mix", {"dtype": dt},
                    [("x_ptr", dt), ("y_ptr", dt)], [("out_ptr", dt)], block, warps, "tail", ref_for(dt),
                    extra=[("d", dv), ("lo", lo), ("hi", hi)],
                    notes=f"{dt} arithmetic: h = x*7 + (y >> 2); h ^= x << 3; h += y & 15; h += x // {dv} "
                          f"(truncation); clamp to [{lo}, {hi}], all in {dt} (wrapping). Exact.")
        return var
    out += [v(dt, 1024, w) for dt in ("i32", "i64", "i8") for w in (1, 4)]
    out += [v("i32", 4096, 8), v("i32", 128, 1), v("i32", 512, 16)]
    return out


# ---------------------------------------------------------------------------
# row kernels: one program per row


def keep_pattern(value, test):
    """value rounded to keep the divisibility pattern of test (d16 or not, the
    residue mod 16 of the test value)."""
    return max(value - value % 16, 16) + test % 16


def rows_for(n_cols_stride, esize, test_rows):
    """(test rows, bench rows): bench rows give a BENCH_BUF buffer; wide rows
    have fewer test rows (two at the least) to keep the suite small."""
    test_rows = max(2, min(test_rows, 4096 // n_cols_stride))
    return test_rows, keep_pattern(BENCH_BUF // (n_cols_stride * esize), test_rows)


def softmax_ref(i, P):
    x = i["x_ptr"][:, :P["N"]].astype(np.float64)
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return {"y_ptr": e / e.sum(axis=1, keepdims=True)}


def fam_softmax():
    out = []

    def v(dt, N, warps, pad=0, rows=4):
        bn = rw_p2(N)
        stride = N + pad
        tr, br = rows_for(stride, ESIZE[dt], rows)

        def build(P):
            M = P["M"]
            return (M,), [rw.buf("x_ptr", dt, (M, stride)), rw.out("y_ptr", dt, (M, N)),
                          rw.scalar("stride_x", stride), rw.scalar("stride_y", N), rw.scalar("n_cols", N),
                          rw.const("BLOCK_N", bn)]
        nm = f"softmax_{SHORT[dt]}_n{N}_w{warps}" + (f"_stride{stride}" if pad else "")
        return variant(nm, K.softmax_rows, "softmax", {"dtype": dt, "N": N, "BLOCK_N": bn, "num_warps": warps,
                                                         "mask": "none" if N == bn else "cols",
                                                         "row_stride": stride},
                       build, lambda i, P: softmax_ref(i, dict(P, N=N)), {"M": tr}, {"M": br}, warps,
                       f"row softmax in fp32 of a [M, {N}] {dt} matrix (rows {stride} apart), BLOCK_N {bn}.")
    out += [v("fp32", 128, 1), v("fp32", 1000, 4), v("fp32", 1024, 4), v("fp32", 4096, 8), v("fp32", 781, 2),
            v("fp32", 8192, 16), v("fp32", 1000, 4, pad=24)]
    out += [v("fp32", 2048, w) for w in (1, 2, 4, 8, 16)]
    out += [v("fp16", 1000, 4), v("fp16", 4096, 8), v("bf16", 1024, 4), v("bf16", 2048, 4, pad=64),
            v("fp16", 1000, 4, pad=24)]
    return out


def rw_p2(n):
    v = 1
    while v < n:
        v *= 2
    return v


def fam_rowreduce():
    out = []

    def v(op, dt, N, warps, pad=0, rows=6):
        bn = rw_p2(N)
        stride = N + pad
        tr, br = rows_for(stride, ESIZE[dt], rows)
        odt = dt if (op == 1 or dt in INTS) else "fp32"

        def build(P):
            M = P["M"]
            return (M,), [rw.buf("x_ptr", dt, (M, stride), fill=fill(dt)), rw.out("out_ptr", odt, (M,)),
                          rw.scalar("stride_x", stride), rw.scalar("n_cols", N), rw.const("BLOCK_N", bn),
                          rw.const("OP", op)]

        def ref(i, P):
            x = i["x_ptr"][:, :N]
            if op == 1:
                return {"out_ptr": x.astype(np.float64).max(axis=1)}
            if dt in INTS:
                return {"out_ptr": wrap(x.astype(np.int64).sum(axis=1), dt)}
            return {"out_ptr": x.astype(np.float64).sum(axis=1)}
        kind = "sum" if op == 0 else "max"
        nm = f"row{kind}_{SHORT[dt]}_n{N}_w{warps}" + (f"_stride{stride}" if pad else "")
        var = variant(nm, K.row_reduce, f"row_{kind}", {"dtype": dt, "N": N, "BLOCK_N": bn, "num_warps": warps,
                                                           "row_stride": stride},
                       build, ref, {"M": tr}, {"M": br}, warps,
                      f"row {kind} of a [M, {N}] {dt} matrix (rows {stride} apart) -> {odt}"
                      + (" (wrapping int32 sum)." if dt in INTS else "."),
                      tol={"out_ptr": (1e-4, 1e-4)} if odt == "fp32" else None)
        if dt in INTS:
            var.interp_skip = "Triton 3.6's interpreter raises OverflowError on a wrapping int32 sum"
        return var
    out += [v(0, "fp32", 1000, 4), v(0, "fp32", 4096, 8), v(0, "fp32", 128, 1), v(0, "fp16", 1024, 4),
            v(0, "i32", 1000, 4), v(0, "fp32", 1000, 4, pad=40), v(1, "fp32", 1000, 4), v(1, "fp16", 2048, 4),
            v(1, "bf16", 768, 2), v(1, "fp16", 2048, 4, pad=64), v(0, "fp16", 1024, 4, pad=32)]

    def am(dt, N, warps, rows=6, pad=0):
        bn = rw_p2(N)
        stride = N + pad
        tr, br = rows_for(stride, ESIZE[dt], rows)

        def build(P):
            M = P["M"]
            return (M,), [rw.buf("x_ptr", dt, (M, stride)), rw.out("val_ptr", dt, (M,)),
                          rw.out("idx_ptr", "i32", (M,)), rw.scalar("stride_x", stride), rw.scalar("n_cols", N),
                          rw.const("BLOCK_N", bn)]

        def ref(i, P):
            x = i["x_ptr"][:, :N].astype(np.float64)
            return {"val_ptr": x.max(axis=1), "idx_ptr": x.argmax(axis=1)}
        return variant(f"rowargmax_{SHORT[dt]}_n{N}_w{warps}" + (f"_stride{stride}" if pad else ""), K.row_argmax,
                       "row_argmax", {"dtype": dt, "N": N, "BLOCK_N": bn, "num_warps": warps, "row_stride": stride},
                       build, ref, {"M": tr}, {"M": br},
                       warps, f"row max and its first index (tl.max with return_indices) of a [M, {N}] {dt} "
                              f"matrix (rows {stride} apart); the inputs have no ties.")
    out += [am("fp32", 1000, 4), am("fp32", 4096, 8), am("fp32", 128, 1), am("fp32", 8192, 16),
            am("fp16", 1000, 4), am("bf16", 512, 2), am("fp32", 1000, 4, pad=24)]

    def lp(dt, N, block, warps, rows=3):
        tN = keep_pattern(2 * block + 40, N)  # the test rows are shorter (same pattern), still three chunks
        tr, br = rows_for(N, ESIZE[dt], rows)

        def build(P):
            M, N = P["M"], P["N"]
            return (M,), [rw.buf("x_ptr", dt, (M, N)), rw.out("out_ptr", "fp32", (M,)),
                          rw.scalar("stride_x", N), rw.scalar("n_cols", N), rw.const("BLOCK_N", block)]
        return variant(f"rowsum_loop_{SHORT[dt]}_n{N}_b{block}_w{warps}", K.row_sum_loop, "row_sum_loop",
                       {"dtype": dt, "N": N, "BLOCK_N": block, "num_warps": warps}, build,
                       lambda i, P: {"out_ptr": i["x_ptr"].astype(np.float64).sum(axis=1)}, {"M": 3, "N": tN},
                       {"M": br, "N": N}, warps, f"row sum of a [M, N] {dt} matrix by a loop over {block}-wide "
                                                f"chunks; N = {tN} at the test size, {N} at the bench size.",
                       tol={"out_ptr": (1e-4, 1e-3)})
    out += [lp("fp32", 65536, 4096, 8), lp("fp32", 10007, 1024, 4), lp("fp16", 32768, 2048, 4)]

    def r2(N, bm, bn, warps, test_m):
        bench_m = BENCH_BUF // (N * 4) // bm * bm + 3

        def build(P):
            M = P["M"]
            return (cdiv(M, bm),), [rw.buf("x_ptr", "fp32", (M, N)), rw.out("out_ptr", "fp32", (M,)),
                                    rw.scalar("M", M), rw.scalar("n_cols", N), rw.scalar("stride_x", N),
                                    rw.const("BLOCK_M", bm), rw.const("BLOCK_N", bn)]
        return variant(f"rowsum2d_f32_n{N}_{bm}x{bn}_w{warps}", K.row_sum_2d, "row_sum_2d",
                       {"dtype": "fp32", "N": N, "tile": f"{bm}x{bn}", "num_warps": warps}, build,
                       lambda i, P: {"out_ptr": i["x_ptr"].astype(np.float64).sum(axis=1)}, {"M": test_m},
                       {"M": bench_m}, warps, f"row sums of a [M, {N}] fp32 matrix, [{bm}, {bn}] tiles "
                                              f"(several rows a program), masked rows.",
                       tol={"out_ptr": (1e-4, 1e-4)})
    out += [r2(60, 16, 64, 4, 37), r2(200, 4, 256, 2, 11), r2(128, 32, 128, 8, 67)]
    return out


def fam_layernorm():
    out = []
    eps = 1e-5

    def ref_for(N):
        def ref(i, P):
            x = i["x_ptr"].astype(np.float64)
            mean = x.mean(axis=1, keepdims=True)
            var = ((x - mean) ** 2).mean(axis=1, keepdims=True)
            rstd = 1 / np.sqrt(var + eps)
            y = (x - mean) * rstd * i["w_ptr"].astype(np.float64) + i["b_ptr"].astype(np.float64)
            return {"y_ptr": y, "mean_ptr": mean[:, 0], "rstd_ptr": rstd[:, 0]}
        return ref

    def v(dt, N, warps, loop_block=None, rows=5):
        bn = loop_block or rw_p2(N)
        tr, br = rows_for(N, ESIZE[dt], rows)
        tN = keep_pattern(2 * bn + 40, N) if loop_block else N  # looped: shorter test rows, same pattern

        def build(P):
            M, N = P["M"], P["N"]
            return (M,), [rw.buf("x_ptr", dt, (M, N)), rw.out("y_ptr", dt, (M, N)), rw.buf("w_ptr", dt, (N,)),
                          rw.buf("b_ptr", dt, (N,)), rw.out("mean_ptr", "fp32", (M,)),
                          rw.out("rstd_ptr", "fp32", (M,)), rw.scalar("stride", N), rw.scalar("N", N),
                          rw.scalar("eps", eps), rw.const("BLOCK_N", bn)]
        fn = K.layernorm_fwd_loop if loop_block else K.layernorm_fwd
        nm = f"layernorm_{SHORT[dt]}_n{N}_w{warps}" + (f"_loop{loop_block}" if loop_block else "")
        return variant(nm, fn, "layernorm_loop" if loop_block else "layernorm",
                       {"dtype": dt, "N": N, "BLOCK_N": bn, "num_warps": warps}, build, ref_for(N),
                       {"M": 3 if loop_block else tr, "N": tN}, {"M": br, "N": N}, warps,
                       f"layer norm forward of [M, {N}] {dt} rows (fp32 statistics, eps {eps}), "
                       + (f"three loops over {loop_block}-wide chunks." if loop_block else f"the row in one "
                                                                                          f"{bn}-wide block."),
                       tol={"mean_ptr": (1e-4, 1e-5), "rstd_ptr": (1e-4, 1e-5),
                            "y_ptr": rw.DEFAULT_TOL[dt] if dt != "fp32" else (1e-4, 1e-4)})
    out += [v("fp32", 1024, 4), v("fp32", 1000, 4), v("fp32", 4096, 8), v("fp32", 256, 1), v("fp32", 8192, 16),
            v("fp16", 1024, 4), v("fp16", 4096, 8), v("bf16", 1024, 4), v("bf16", 768, 4)]
    out += [v("fp32", 16384, 8, 2048, rows=3), v("fp32", 10000, 4, 1024, rows=3), v("fp16", 8192, 4, 1024, rows=3)]
    return out


# ---------------------------------------------------------------------------
# columns and 2-D tiles


def fam_colreduce():
    out = []

    def v(op, dt, bm, bn, warps, N=300, pad=0, test_m=40, bench_n=65536):
        stride = N + pad
        bn_ = keep_pattern(bench_n, N)
        bench_m = keep_pattern(BENCH_BUF // ((bn_ + pad) * ESIZE[dt]), test_m)
        odt = "fp32" if op == 0 else dt

        def build(P):
            M, N = P["M"], P["N"]
            stride = N + pad
            return (cdiv(N, bn),), [rw.buf("x_ptr", dt, (M, stride)), rw.out("out_ptr", odt, (N,)),
                                    rw.scalar("M", M), rw.scalar("N", N), rw.scalar("stride_m", stride),
                                    rw.const("BLOCK_M", bm), rw.const("BLOCK_N", bn), rw.const("OP", op)]

        def ref(i, P):
            x = i["x_ptr"][:, :P["N"]].astype(np.float64)
            return {"out_ptr": x.sum(axis=0) if op == 0 else x.max(axis=0)}
        kind = "sum" if op == 0 else "max"
        nm = f"col{kind}_{SHORT[dt]}_n{N}_{bm}x{bn}_w{warps}" + (f"_stride{stride}" if pad else "")
        return variant(nm, K.col_reduce, f"col_{kind}", {"dtype": dt, "tile": f"{bm}x{bn}", "num_warps": warps,
                                                           "N": N, "row_stride": stride},
                       build, ref, {"M": test_m, "N": N}, {"M": bench_m, "N": bn_}, warps,
                       f"column {kind} of a [M, N] {dt} matrix (rows N + {pad} apart): each program loops "
                       f"over [{bm}, {bn}] tiles down its columns, fp32 accumulation. M, N = {test_m}, {N} "
                       f"at the test size, {bench_m}, {bn_} at the bench size.",
                       tol={"out_ptr": (1e-4, 1e-3)} if op == 0 else None)
    # wide matrices keep the bench grid useful: N large, M moderate
    out += [v(0, "fp32", 32, 64, 4), v(0, "fp32", 8, 256, 4), v(0, "fp32", 64, 32, 8, N=256),
            v(0, "fp32", 16, 128, 2), v(1, "fp32", 32, 64, 4), v(0, "fp16", 32, 64, 4),
            v(1, "bf16", 16, 128, 4), v(0, "fp32", 32, 64, 4, N=256, pad=96)]

    def am(dt, R, br, bc, warps, C, B=2, bench_c=4000):
        bc_ = keep_pattern(bench_c, C)
        bench_b = max(BENCH_BUF // (R * bc_ * ESIZE[dt]), 1)

        def build(P):
            b, C = P["B"], P["C"]
            return (cdiv(C, bc), b), [rw.buf("x_ptr", dt, (b, R, C)), rw.out("val_ptr", dt, (b, C)),
                                      rw.out("idx_ptr", "i32", (b, C)), rw.scalar("R", R), rw.scalar("C", C),
                                      rw.scalar("stride_b", R * C), rw.scalar("stride_r", C),
                                      rw.const("BLOCK_R", br), rw.const("BLOCK_C", bc)]

        def ref(i, P):
            x = i["x_ptr"].astype(np.float64)
            return {"val_ptr": x.max(axis=1), "idx_ptr": x.argmax(axis=1)}
        return variant(f"argmax_dim1_{SHORT[dt]}_r{R}_{br}x{bc}_w{warps}", K.argmax_dim1, "argmax_dim1",
                       {"dtype": dt, "R": R, "tile": f"{br}x{bc}", "num_warps": warps}, build, ref,
                       {"B": B, "C": C}, {"B": bench_b, "C": bc_}, warps,
                       f"max over the middle dimension of x[B, {R}, C] and its first index (a strided argmax: "
                       f"the reduced dimension is C elements apart), [{br}, {bc}] tiles; B, C = {B}, {C} at "
                       f"the test size, {bench_b}, {bc_} at the bench size.")
    out += [am("fp32", 8, 8, 128, 4, 300), am("fp32", 50, 64, 32, 4, 100), am("fp32", 100, 128, 64, 8, 96, B=1),
            am("fp16", 16, 16, 256, 4, 600), am("fp32", 3, 4, 512, 4, 1100)]
    return out


def fam_copy2d():
    out = []
    kinds = {
        # name: (x strides, y strides, x shape, note) as functions of M, N
        "rowmajor": (lambda M, N: (N, 1), lambda M, N: (N, 1), lambda M, N: (M, N), "row-major copy"),
        "transpose": (lambda M, N: (N, 1), lambda M, N: (1, M), lambda M, N: (M, N),
                      "transpose: x row-major [M, N], y row-major [N, M] (column-strided stores)"),
        "colmajor": (lambda M, N: (1, M), lambda M, N: (N, 1), lambda M, N: (N, M),
                     "column-major x (stored as [N, M]) to row-major y [M, N] (column-strided loads)"),
        "padrows": (lambda M, N: (N + 32, 1), lambda M, N: (N, 1), lambda M, N: (M, N + 32),
                    "rows of x 32 elements longer than N (row-strided loads), dense y"),
        "everyother": (lambda M, N: (2 * N, 2), lambda M, N: (N, 1), lambda M, N: (M, 2 * N),
                       "every other column of x (element stride 2), dense y"),
    }

    def v(kind, dt, bm, bn, warps, tM=80, tN=96, bM=None, bN=None):
        sx, sy, xs, what = kinds[kind]
        if bM is None:  # square-ish bench matrix of BENCH_BUF bytes, keeping the test sizes' patterns
            side = int((BENCH_BUF / ESIZE[dt]) ** 0.5)
            bM, bN = keep_pattern(side, tM), keep_pattern(side, tN)
            if kind == "everyother":
                bN = keep_pattern(side // 2, tN)

        def build(P):
            M, N = P["M"], P["N"]
            (sxm, sxn), (sym, syn) = sx(M, N), sy(M, N)
            yshape = (N, M) if kind == "transpose" else (M, N)
            args = [rw.buf("x_ptr", dt, xs(M, N), fill=fill(dt)), rw.out("y_ptr", dt, yshape),
                    rw.scalar("M", M), rw.scalar("N", N), rw.scalar("sxm", sxm), rw.scalar("sxn", sxn),
                    rw.scalar("sym", sym), rw.scalar("syn", syn), rw.const("BLOCK_M", bm),
                    rw.const("BLOCK_N", bn)]
            return (cdiv(M, bm), cdiv(N, bn)), args

        def ref(i, P):
            M, N = P["M"], P["N"]
            x = i["x_ptr"]
            if kind == "colmajor":
                v_ = x.T
            elif kind == "padrows":
                v_ = x[:, :N]
            elif kind == "everyother":
                v_ = x[:, ::2]
            else:
                v_ = x
            v_ = v_.astype(np.float64) if dt in FLOATS else v_.astype(np.int64)
            return {"y_ptr": v_.T if kind == "transpose" else v_}
        odd = "" if tM % 16 == 0 and tN % 16 == 0 else f"_m{tM}n{tN}"
        return variant(f"copy2d_{kind}_{SHORT[dt]}_{bm}x{bn}_w{warps}{odd}", K.copy2d, f"copy2d_{kind}",
                       {"dtype": dt, "tile": f"{bm}x{bn}", "num_warps": warps,
                        "sizes": "multiples of 16" if not odd else "odd"}, build, ref,
                       {"M": tM, "N": tN}, {"M": bM, "N": bN}, warps,
                       f"2-D strided copy through [{bm}, {bn}] tiles: {what}; {dt}; M = {tM}, N = {tN} at the test "
                       f"size ({bM}, {bN} at the bench size), masked edges. Exact.")
    out += [v("rowmajor", "fp32", 64, 64, 4), v("rowmajor", "fp16", 32, 128, 4)]
    out += [v("transpose", "fp32", 32, 32, 4, tM=100, tN=60), v("colmajor", "fp32", 32, 32, 4, tM=100, tN=60)]
    out += [v("transpose", "fp32", 32, 32, 4), v("transpose", "fp32", 64, 64, 8), v("transpose", "fp32", 16, 128, 4),
            v("transpose", "fp32", 128, 32, 4), v("transpose", "fp16", 64, 64, 4), v("transpose", "i8", 64, 64, 4),
            v("transpose", "bf16", 32, 32, 2)]
    out += [v("colmajor", "fp32", 32, 32, 4), v("colmajor", "fp32", 64, 64, 4), v("colmajor", "fp32", 32, 128, 8),
            v("colmajor", "fp16", 64, 64, 4)]
    out += [v("padrows", "fp32", 32, 128, 4), v("padrows", "fp16", 16, 256, 4)]
    out += [v("everyother", "fp32", 32, 64, 4), v("everyother", "i32", 32, 64, 4)]
    return out


def fam_bias():
    out = []

    def v(axis, dt, bm, bn, warps, N, tM=19):
        bM = keep_pattern(BENCH_BUF // (N * ESIZE[dt]), tM)
        tN = min(N, keep_pattern(bn + 40, N))  # narrower test rows, N's pattern, masked column tiles

        def build(P):
            M, N = P["M"], P["N"]
            blen = N if axis == 1 else M
            return (cdiv(M, bm), cdiv(N, bn)), [rw.buf("x_ptr", dt, (M, N), fill=fill(dt)),
                                                rw.buf("b_ptr", dt, (blen,), fill=fill(dt)),
                                                rw.out("y_ptr", dt, (M, N)), rw.scalar("M", M), rw.scalar("N", N),
                                                rw.scalar("stride", N), rw.const("BLOCK_M", bm),
                                                rw.const("BLOCK_N", bn), rw.const("AXIS", axis)]

        def ref(i, P):
            x, b = i["x_ptr"], i["b_ptr"]
            bb = b[None, :] if axis == 1 else b[:, None]
            if dt in INTS:
                return {"y_ptr": wrap(x.astype(np.int64) + bb, dt)}
            return {"y_ptr": x.astype(np.float64) + bb}
        nm = f"bias_{'col' if axis == 1 else 'row'}_{SHORT[dt]}_n{N}_{bm}x{bn}_w{warps}"
        var = variant(nm, K.bias_add_2d, "bias_add_2d", {"dtype": dt, "tile": f"{bm}x{bn}", "num_warps": warps,
                                                           "N": N, "bias": "per column" if axis == 1 else "per row"},
                       build, ref, {"M": tM, "N": tN}, {"M": bM, "N": N}, warps,
                       f"y = x + b {'[None, :]' if axis == 1 else '[:, None]'} on [M, N] {dt}, [{bm}, {bn}] tiles; "
                       f"M, N = {tM}, {tN} at the test size, {bM}, {N} at the bench size.")
        if dt == "bf16":
            var.interp_skip = BF16_ARITH
        return var
    out += [v(1, "fp32", 32, 64, 4, 60), v(1, "fp32", 16, 128, 4, 1000), v(1, "fp32", 64, 64, 8, 1024),
            v(1, "fp16", 32, 128, 4, 1024), v(1, "bf16", 32, 64, 4, 768), v(0, "fp32", 32, 64, 4, 1000),
            v(0, "fp16", 64, 64, 4, 1024), v(0, "i32", 32, 64, 4, 1000)]
    return out


def fam_rotary():
    out = []
    H = 4

    def v(dt, half, bh, bt, warps, tT=13):
        D = 2 * half
        bT = keep_pattern(BENCH_BUF // (H * D * ESIZE[dt]), tT)

        def build(P):
            T = P["T"]
            return (cdiv(T, bt), H), [rw.buf("x_ptr", dt, (T, H, D)), rw.buf("cos_ptr", dt, (T, half)),
                                      rw.buf("sin_ptr", dt, (T, half)), rw.out("y_ptr", dt, (T, H, D)),
                                      rw.scalar("T", T), rw.scalar("half", half), rw.scalar("stride_t", H * D),
                                      rw.scalar("stride_h", D), rw.const("BLOCK_T", bt), rw.const("BLOCK_H", bh)]

        def ref(i, P):
            x = i["x_ptr"].astype(np.float64)
            c = i["cos_ptr"].astype(np.float64)[:, None, :]
            s = i["sin_ptr"].astype(np.float64)[:, None, :]
            x1, x2 = x[..., :half], x[..., half:]
            return {"y_ptr": np.concatenate([x1 * c - x2 * s, x1 * s + x2 * c], axis=-1)}
        return variant(f"rotary_{SHORT[dt]}_d{D}_{bt}x{bh}_w{warps}", K.rotary, "rotary",
                       {"dtype": dt, "head_dim": D, "tile": f"{bt}x{bh}", "num_warps": warps,
                        "mask": "head dim" if half < bh else "positions only"}, build, ref, {"T": tT}, {"T": bT},
                       warps, f"rotary embedding (halves) of x[T, {H}, {D}] {dt} with cos/sin[T, {half}], "
                              f"[{bt}, {bh}] tiles" + (f": the half head dim {half} padded to {bh} and masked."
                                                       if half < bh else "."))
    out += [v("fp32", 32, 32, 16, 4), v("fp32", 40, 64, 16, 4), v("fp32", 48, 64, 8, 2), v("fp32", 64, 64, 32, 8),
            v("fp16", 40, 64, 16, 4), v("bf16", 64, 64, 16, 4), v("fp16", 32, 32, 32, 1)]
    return out


def fam_dot():
    """Dots on tensor cores that the tutorial matmuls of tests/realworld do not
    cover: 8-bit integers into int32 (mma m16n8k32) and f32 with tf32x3 (three
    tf32 products, close to f32), masked on every edge, K not a multiple of
    the block."""
    out = []

    def v(dt, prec, bm, bn, bk, warps, tol):
        ci = dt in INTS
        odt = "i32" if ci else "fp32"

        def build(P):
            M, N, K = P["M"], P["N"], P["K"]
            return (cdiv(M, bm), cdiv(N, bn)), [
                rw.buf("a_ptr", dt, (M, K), fill=fill(dt)), rw.buf("b_ptr", dt, (K, N), fill=fill(dt)),
                rw.out("c_ptr", odt, (M, N)), rw.scalar("M", M), rw.scalar("N", N), rw.scalar("K", K),
                rw.scalar("stride_am", K), rw.scalar("stride_bk", N), rw.scalar("stride_cm", N),
                rw.const("BLOCK_M", bm), rw.const("BLOCK_N", bn), rw.const("BLOCK_K", bk),
                rw.const("INT", ci), rw.const("PRECISION", prec)]

        def ref(i, P):
            a, b = i["a_ptr"], i["b_ptr"]
            if ci:
                return {"c_ptr": a.astype(np.int64) @ b.astype(np.int64)}
            return {"c_ptr": a.astype(np.float64) @ b.astype(np.float64)}
        kind = "i8" if ci else f"f32_{prec}"
        nm = f"dot_{kind}_{bm}x{bn}x{bk}_w{warps}"
        what = ("int8 inputs, int32 accumulation (tl.dot out_dtype) and output: exact (sums of at most "
                "200 * 100 * 100 stay far inside int32)" if ci else
                f"fp32 inputs, tl.dot input_precision = {prec!r}, fp32 out; tolerance rtol 1e-4, atol 1e-3: "
                "tf32x3 drops only the small*small products (2^-22 relative) and reads the small parts as "
                "tf32, about 1e-5 on these sums of 200 N(0,1) products, and its three passes add ~600 "
                "times in f32 (tensor cores may not round to nearest: up to ~3e-4), while plain tf32 errs "
                "by ~2.5e-3 rms, which most outputs would exceed")
        tn = {"M": 100, "N": 72, "K": 200}
        bench = {"M": 4100, "N": 4104, "K": 4104}
        return variant(nm, K.matmul, "dot", {"dtype": dt, "tile": f"{bm}x{bn}", "num_warps": warps,
                                              "precision": "int32" if ci else prec},
                       build, ref, tn, bench, warps,
                       f"c = a @ b, {what}; [{bm}, {bn}] tiles, BLOCK_K {bk}; M, N, K = 100, 72, 200 "
                       f"at the test size (partial tiles on every edge), 4100, 4104, 4104 at the bench size.",
                       tol={"c_ptr": tol} if tol else None)
    i8 = v("i8", "tf32", 64, 64, 64, 4, None)
    # Triton's own sm_80 TTGIR too (tests/tests/triton_ttgir.rs); not for tf32x3, whose
    # operand split is a tt.elementwise_inline_asm (cvt.rna.tf32.f32), which tilelift lacks.
    i8.sm80 = True
    out += [i8, v("fp32", "tf32x3", 64, 64, 32, 4, (1e-4, 1e-3))]
    return out


FAMILIES = [fam_vadd, fam_copy, fam_saxpy, fam_cast, fam_act, fam_dropout, fam_int, fam_softmax, fam_rowreduce,
            fam_layernorm, fam_colreduce, fam_copy2d, fam_bias, fam_rotary, fam_dot]


COLUMN_STRIDED = {"copy2d_transpose": "column-strided stores", "copy2d_colmajor": "column-strided loads",
                  "copy2d_everyother": "element stride 2", "col_sum": "reduction down columns",
                  "col_max": "reduction down columns", "argmax_dim1": "reduction down columns"}


def access_of(v):
    """How a variant walks memory: contiguous, row-strided (padded rows) or column-strided."""
    if v.family in COLUMN_STRIDED:
        return "column-strided (" + COLUMN_STRIDED[v.family] + ")"
    if v.family == "copy2d_padrows" or v.axes.get("row_stride", v.axes.get("N")) != v.axes.get("N"):
        return "row-strided (padded rows)"
    return "contiguous"


def all_variants():
    vs = [v for f in FAMILIES for v in f()]
    for v in vs:
        v.axes["access"] = access_of(v)
    names = [v.name for v in vs]
    dup = {n for n in names if names.count(n) > 1}
    assert not dup, dup
    return vs


# ---------------------------------------------------------------------------


def write_case(v):
    case = rw.generate(v, None, OUT, fn=v.fn)
    path = os.path.join(OUT, v.name, "case.json")
    case["variant"] = {"family": v.family, "axes": v.axes}
    with open(path, "w") as f:
        json.dump(case, f, indent=2)
        f.write("\n")
    return case


def write_readme(vs):
    fam = collections.Counter(v.family for v in vs)
    axis = collections.defaultdict(collections.Counter)
    for v in vs:
        for k in ("num_warps", "BLOCK", "dtype", "mask", "access"):
            if k in v.axes:
                axis[k][str(v.axes[k])] += 1
        axis["tile"]["2-D" if "tile" in v.axes else "1-D"] += 1
    lines = open(os.path.join(HERE, "README.head.md")).read().rstrip("\n").split("\n")
    lines += ["", f"## Counts (written by the generator)", "", f"**{len(vs)} variants.**", "",
              "| family | kernel | variants |", "|---|---|---|"]
    kern = {v.family: v.fn.__name__ for v in vs}
    for f, n in fam.items():
        lines.append(f"| `{f}` | `{kern[f]}` | {n} |")
    for k, title in (("num_warps", "num_warps"), ("BLOCK", "BLOCK (1-D families)"), ("dtype", "element types"),
                     ("mask", "masking (1-D families: tail = n % 16 != 0, div16 = n % 16 == 0, even = no mask; "
                              "row families: cols = a masked row)"), ("tile", "tiles"), ("access", "access")):
        lines += ["", f"By {title}:", "", "| value | variants |", "|---|---|"]
        for val, n in sorted(axis[k].items(), key=lambda t: (len(t[0]), t[0])):
            lines.append(f"| `{val}` | {n} |")
    lines += ["", "| case | family | axes |", "|---|---|---|"]
    for v in vs:
        ax = ", ".join(f"{k} {val}" for k, val in v.axes.items() if k != "dtype")
        lines.append(f"| `{v.name}` | `{v.family}` | {v.axes.get('dtype', '')}{', ' if ax else ''}{ax} |")
    with open(os.path.join(OUT, "README.md"), "w") as f:
        f.write("\n".join(lines) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", default="", help="comma-separated case names")
    ap.add_argument("--family", default="", help="comma-separated families")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--interp-check", action="store_true",
                    help="run each kernel on Triton's interpreter (TRITON_INTERPRET=1) and compare with out*.bin")
    a = ap.parse_args()
    vs = all_variants()
    sel = vs
    if a.only:
        keep = set(a.only.split(","))
        sel = [v for v in sel if v.name in keep]
    if a.family:
        keep = set(a.family.split(","))
        sel = [v for v in sel if v.family in keep]
    if a.list:
        for v in sel:
            print(v.name, v.family, json.dumps(v.axes))
        print(len(sel), "variants")
        return
    if a.interp_check:
        bad_n = 0
        nskip = 0
        for v in sel:
            if v.interp_skip:
                print(f"{v.name}: SKIP ({v.interp_skip})")
                nskip += 1
                continue
            try:
                bad = rw.interp_check(v, None, OUT, fn=v.fn)
            except Exception as e:  # report and go on
                bad = [f"interpreter error: {type(e).__name__}: {str(e).splitlines()[0][:200] if str(e) else ''}"]
            print(f"{v.name}: {'OK' if not bad else 'MISMATCH ' + '; '.join(bad)}", flush=True)
            bad_n += bool(bad)
        print(f"{len(sel) - nskip - bad_n}/{len(sel) - nskip} agree, {nskip} not cross-checked")
        sys.exit(1 if bad_n else 0)
    os.makedirs(OUT, exist_ok=True)
    fails = []
    for v in sel:
        try:
            write_case(v)
            print(f"ok   {v.name}", flush=True)
        except (Exception, SystemExit) as e:
            fails.append(v.name)
            print(f"FAIL {v.name}: {type(e).__name__}: {e}", flush=True)
    if not a.only and not a.family:
        stale = sorted(set(d for d in os.listdir(OUT) if os.path.isdir(os.path.join(OUT, d)))
                       - {v.name for v in vs})
        for d in stale:
            print(f"stale case folder (not a variant any more): {d}")
        write_readme(vs)
    if fails:
        print("failed:", ",".join(fails))
        sys.exit(1)


if __name__ == "__main__":
    main()
