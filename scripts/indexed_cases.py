#!/usr/bin/env python3
"""Writes `tests/indexed/`: corpus-format cases (tests/corpus/README.md) for
`tl.gather` (`tt.gather`) and `tl.histogram` (`tt.histogram`), small kernels
written here, compiled by Triton 3.6 for cuda:90 (kernel.ttir, kernel.ttgir and
kernel.ptx are Triton's), with inputs from numpy and expected outputs from
numpy references written here (`np.take_along_axis`, `np.bincount` of the
values in range under the mask), independent of Triton and of tilelift.

    /work/venv-triton36/bin/python scripts/indexed_cases.py        # rewrites tests/indexed/
    TRITON_INTERPRET=1 /work/venv-triton36/bin/python scripts/indexed_cases.py --interp-check
    tilelift interp --all tests/indexed                             # the interpreter, on the CPU
    tilelift run --all tests/indexed                                # on a GPU

`--interp-check` runs each kernel in Triton 3.6's interpreter on the written
inputs and compares with the written expected outputs (for the out-of-range
histogram, with the interpreter's one quirk added: `np.histogram` closes its
last bin, so a value equal to `num_bins` counts in the last bin there).

Histogram inputs outside `0..num_bins` fall in no bin here, as in Triton's
interpreter (`np.histogram` over `(0, num_bins)`) and in later Triton's NVIDIA
lowering; Triton 3.6's NVIDIA lowering counts `v mod max(num_bins, 32)` where
that is below `num_bins` instead (Triton's documentation leaves the result
unspecified there). Only `histogram_masked_out_of_range` has such values.
"""
import argparse
import json
import os
import shutil
import sys
import zlib

import numpy as np

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "tests", "indexed")

import triton  # noqa: E402
import triton.language as tl  # noqa: E402


@triton.jit
def gather_1d(src_ptr, idx_ptr, out_ptr, N: tl.constexpr, M: tl.constexpr):
    pid = tl.program_id(0)
    src = tl.load(src_ptr + pid * N + tl.arange(0, N))
    idx = tl.load(idx_ptr + pid * M + tl.arange(0, M))
    tl.store(out_ptr + pid * M + tl.arange(0, M), tl.gather(src, idx, 0))


@triton.jit
def gather_2d(src_ptr, idx_ptr, out_ptr, R: tl.constexpr, C: tl.constexpr, RI: tl.constexpr,
              CI: tl.constexpr, AXIS: tl.constexpr):
    pid = tl.program_id(0)
    r = tl.arange(0, R)[:, None]
    c = tl.arange(0, C)[None, :]
    src = tl.load(src_ptr + pid * R * C + r * C + c)
    ri = tl.arange(0, RI)[:, None]
    ci = tl.arange(0, CI)[None, :]
    idx = tl.load(idx_ptr + pid * RI * CI + ri * CI + ci)
    tl.store(out_ptr + pid * RI * CI + ri * CI + ci, tl.gather(src, idx, AXIS))


@triton.jit
def histogram(x_ptr, out_ptr, N: tl.constexpr, B: tl.constexpr):
    pid = tl.program_id(0)
    x = tl.load(x_ptr + pid * N + tl.arange(0, N))
    tl.store(out_ptr + pid * B + tl.arange(0, B), tl.histogram(x, B))


@triton.jit
def histogram_masked(x_ptr, out_ptr, n, N: tl.constexpr, B: tl.constexpr):
    pid = tl.program_id(0)
    o = pid * N + tl.arange(0, N)
    x = tl.load(x_ptr + o, mask=o < n, other=0)
    tl.store(out_ptr + pid * B + tl.arange(0, B), tl.histogram(x, B, mask=o < n))


NP = {"fp32": np.float32, "fp16": np.float16, "i32": np.int32, "i64": np.int64}


def buf(name, dtype, data=None, elements=None, role="in"):
    return {"name": name, "dtype": dtype, "data": data, "elements": elements, "role": role}


def gather_1d_case(rng, dtype, idx_dtype, n, m, programs):
    src = rng.standard_normal(programs * n).astype(NP[dtype]) if dtype.startswith("fp") else \
        rng.integers(-2**31, 2**31 - 1, programs * n, dtype=np.int64).astype(NP[dtype])
    idx = rng.integers(0, n, programs * m).astype(NP[idx_dtype])
    out = np.concatenate([src[p * n:(p + 1) * n][idx[p * m:(p + 1) * m]] for p in range(programs)])
    return [buf("src_ptr", dtype, src), buf("idx_ptr", idx_dtype, idx),
            buf("out_ptr", dtype, out, role="out")], {"N": n, "M": m}


def gather_2d_case(rng, dtype, idx_dtype, shape, idx_shape, axis, programs):
    (r, c), (ri, ci) = shape, idx_shape
    if dtype.startswith("fp"):
        src = rng.standard_normal((programs, r, c)).astype(NP[dtype])
    else:
        src = rng.integers(-2**31, 2**31 - 1, (programs, r, c), dtype=np.int64).astype(NP[dtype])
    idx = rng.integers(0, shape[axis], (programs, ri, ci)).astype(NP[idx_dtype])
    out = np.stack([np.take_along_axis(src[p], idx[p].astype(np.int64), axis) for p in range(programs)])
    return [buf("src_ptr", dtype, src.reshape(-1)), buf("idx_ptr", idx_dtype, idx.reshape(-1)),
            buf("out_ptr", dtype, out.reshape(-1), role="out")], \
        {"R": r, "C": c, "RI": ri, "CI": ci, "AXIS": axis}


def bins_of(x, b, valid=None):
    """np.bincount of the values in 0..b (under `valid`)."""
    keep = (x >= 0) & (x < b)
    if valid is not None:
        keep &= valid
    return np.bincount(x[keep].astype(np.int64), minlength=b).astype(np.int32)


def histogram_case(rng, n, b, programs, lo, hi):
    x = rng.integers(lo, hi, programs * n).astype(np.int32)
    out = np.concatenate([bins_of(x[p * n:(p + 1) * n], b) for p in range(programs)])
    return [buf("x_ptr", "i32", x), buf("out_ptr", "i32", out, role="out")], {"N": n, "B": b}


def histogram_masked_case(rng, total, n, b, lo, hi):
    programs = -(-total // n)
    x = rng.integers(lo, hi, total).astype(np.int32)
    padded = np.zeros(programs * n, np.int32)
    padded[:total] = x
    valid = np.arange(programs * n) < total
    out = np.concatenate([bins_of(padded[p * n:(p + 1) * n], b, valid[p * n:(p + 1) * n])
                          for p in range(programs)])
    return [buf("x_ptr", "i32", x), buf("out_ptr", "i32", out, role="out"),
            {"name": "n", "role": "scalar", "dtype": "i32", "value": total}], {"N": n, "B": b}


# name: (kernel, make(rng) -> (buffers, constexprs), programs, num_warps, notes, bench)
SPECS = {
    "gather_1d_f32": (gather_1d, lambda r: gather_1d_case(r, "fp32", "i32", 128, 256, 4), 4, 4,
                      "out[p, i] = src[p, idx[p, i]]: tl.gather(src, idx, 0) of a 128-element f32 block by "
                      "256 i32 indices per program (1-d: Triton keeps the layouts, no efficient_layout).",
                      {"programs": 65536}),
    "gather_2d_axis0_f32": (gather_2d, lambda r: gather_2d_case(r, "fp32", "i32", (32, 16), (64, 16), 0, 2),
                            2, 4,
                            "out[p, i, j] = src[p, idx[p, i, j], j]: tl.gather along axis 0 of a 32x16 f32 tile "
                            "by a 64x16 i32 index (Triton 3.6 lays it out warp-locally: efficient_layout).",
                            {"programs": 16384}),
    "gather_2d_axis1_f16": (gather_2d, lambda r: gather_2d_case(r, "fp16", "i32", (32, 16), (32, 8), 1, 2),
                            2, 4,
                            "out[p, i, j] = src[p, i, idx[p, i, j]]: tl.gather along axis 1 of a 32x16 f16 tile "
                            "by a 32x8 i32 index.",
                            {"programs": 32768}),
    "gather_2d_axis1_i32_i64idx": (gather_2d,
                                   lambda r: gather_2d_case(r, "i32", "i64", (16, 64), (16, 32), 1, 2), 2, 8,
                                   "out[p, i, j] = src[p, i, idx[p, i, j]]: tl.gather along axis 1 of a 16x64 "
                                   "i32 tile by a 16x32 i64 index, 8 warps.",
                                   {"programs": 16384}),
    "histogram_i32": (histogram, lambda r: histogram_case(r, 1024, 64, 4, 0, 64), 4, 4,
                      "out[p, b] = #{i : x[p, i] == b}: tl.histogram(x, 64) of 1024 i32 values in 0..63 per "
                      "program.", {"programs": 65536}),
    "histogram_i32_2w": (histogram, lambda r: histogram_case(r, 256, 16, 3, 0, 16), 3, 2,
                         "tl.histogram(x, 16) of 256 i32 values in 0..15 per program, 2 warps (fewer bins "
                         "than a warp has lanes).", {"programs": 262144}),
    "histogram_small_input": (histogram, lambda r: histogram_case(r, 64, 32, 4, 0, 32), 4, 4,
                              "tl.histogram(x, 32) of 64 i32 values in 0..31 per program over 4 warps: fewer "
                              "values than threads, so each value is held by two threads and must be counted "
                              "once.", {"programs": 262144}),
    "gather_1d_small_f32": (gather_1d, lambda r: gather_1d_case(r, "fp32", "i32", 32, 64, 4), 4, 4,
                            "tl.gather(src, idx, 0) of a 32-element f32 block by 64 i32 indices per program "
                            "over 4 warps: both tensors smaller than the program, held by several threads.",
                            {"programs": 262144}),
    "gather_1d_1warp_f32": (gather_1d, lambda r: gather_1d_case(r, "fp32", "i32", 128, 64, 3), 3, 1,
                            "tl.gather(src, idx, 0) of a 128-element f32 block by 64 i32 indices per program, "
                            "one warp: each lane holds 4 source elements, so the source register is chosen "
                            "by the index too.", {"programs": 262144}),
    "histogram_masked_out_of_range": (histogram_masked,
                                      lambda r: histogram_masked_case(r, 3000, 1024, 128, -16, 160), 3, 4,
                                      "tl.histogram(x, 128, mask=o < n) of 1024 i32 values per program, "
                                      "n = 3000 (the last program is partial); values in -16..159, those "
                                      "outside 0..127 in no bin (Triton's interpreter; Triton 3.6's NVIDIA "
                                      "lowering would count v mod 128 instead).",
                                      {"programs": 65536}),
}


def signature(kernel, buffers, constexprs):
    sig, attrs = {}, {}
    for i, name in enumerate(kernel.arg_names):
        if name in constexprs:
            sig[name] = "constexpr"
            continue
        b = next(b for b in buffers if b["name"] == name)
        if b["role"] == "scalar":
            sig[name] = b["dtype"]
            if b["value"] % 16 == 0:
                attrs[(i,)] = [["tt.divisibility", 16]]
        else:
            sig[name] = "*" + b["dtype"]
            attrs[(i,)] = [["tt.divisibility", 16]]
    return sig, attrs


def generate(name, spec, seed):
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource
    kernel, make, programs, num_warps, notes, bench = spec
    rng = np.random.default_rng(seed)
    buffers, constexprs = make(rng)
    sig, attrs = signature(kernel, buffers, constexprs)
    src = ASTSource(fn=kernel, signature=sig, constexprs=constexprs, attrs=attrs)
    c = triton.compile(src, target=GPUTarget("cuda", 90, 32), options={"num_warps": num_warps, "num_stages": 3})
    d = os.path.join(OUT, name)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    for ext in ["ttir", "ttgir", "ptx"]:
        with open(os.path.join(d, f"kernel.{ext}"), "w") as f:
            f.write(c.asm[ext])
    args, outputs, n_in, n_out = [], [], 0, 0
    bench_args, min_bytes = [], 0
    for i, b in enumerate(buffers):
        if b["role"] == "scalar":
            args.append({"name": b["name"], "type": b["dtype"], "role": "scalar", "value": b["value"],
                         "divisibility_hint": b["value"] % 16 == 0})
            scale = bench["programs"] // programs
            bench_args.append({"name": b["name"], "value": b["value"] * scale})
            continue
        data = np.ascontiguousarray(b["data"])
        size = data.dtype.itemsize
        entry = {"name": b["name"], "type": "*" + b["dtype"], "role": b["role"], "dtype": b["dtype"],
                 "elements": int(data.size), "bytes": int(data.nbytes)}
        scale = bench["programs"] // programs
        belements = int(data.size) * scale
        barg = {"name": b["name"], "elements": belements}
        if b["role"] == "in":
            entry["file"] = f"in{n_in}.bin"
            data.tofile(os.path.join(d, entry["file"]))
            n_in += 1
            if b["name"] == "idx_ptr":
                barg["fill"] = {"uniform_int": [0, int(constexprs.get("N", 0) or
                                                       (constexprs["R"], constexprs["C"])[constexprs["AXIS"]]) - 1]}
            elif b["name"] == "x_ptr":
                barg["fill"] = {"uniform_int": [0, constexprs["B"] - 1]}
            else:
                barg["fill"] = {"normal": [0.0, 1.0]} if b["dtype"].startswith("fp") else \
                    {"uniform_int": [-1000, 1000]}
        else:
            entry["init"] = "poison"
            outputs.append({"arg": i, "name": b["name"], "file": f"out{n_out}.bin", "dtype": b["dtype"],
                            "elements": int(data.size), "rtol": 0.0, "atol": 0.0})
            data.tofile(os.path.join(d, f"out{n_out}.bin"))
            n_out += 1
        args.append(entry)
        min_bytes += belements * size
        bench_args.append(barg)
    grid = [programs, 1, 1]
    if "n" in [b["name"] for b in buffers]:
        total = next(b["value"] for b in buffers if b["name"] == "n")
        bench_n = bench["programs"] * constexprs["N"]
        for a in bench_args:
            if a["name"] == "n":
                a["value"] = bench_n
            if a["name"] == "x_ptr":
                a["elements"] = bench_n
        # The test's n is no multiple of 16 (no divisibility hint); the bench's
        # n must not be one either, or the TTIR would not be valid for it.
        assert total % 16 != 0
        bench_n -= 8
        for a in bench_args:
            if a["name"] in ("n", "x_ptr"):
                a["value" if a["name"] == "n" else "elements"] = bench_n
    case = {
        "kernel": kernel.__name__,
        "target": "cuda:90",
        "num_warps": num_warps,
        "num_stages": 3,
        "num_ctas": 1,
        "triton_shared_mem_bytes": c.metadata.shared,
        "grid": grid,
        "args": args,
        "outputs": outputs,
        "constexprs": constexprs,
        "jit_specialized_constexprs": {},
        "seed": seed,
        "notes": notes + " Expected: numpy (np.take_along_axis / np.bincount of the in-range values), "
                         "exact comparison.",
        "bench": {"grid": [bench["programs"], 1, 1], "args": bench_args, "min_bytes": int(min_bytes)},
    }
    with open(os.path.join(d, "case.json"), "w") as f:
        json.dump(case, f, indent=2)
        f.write("\n")


def with_right_edge(want, x, n, block, bins):
    """The histogram Triton 3.6's interpreter computes: `np.histogram` over
    `(0, bins)` closes its last bin, so a value equal to `bins` counts in bin
    `bins - 1`; everything else as in the expected output."""
    want = want.copy()
    for p in range(len(want) // bins):
        chunk = x[p * block:min((p + 1) * block, n)]
        want[(p + 1) * bins - 1] += int((chunk == bins).sum())
    return want


class _Buf:
    """What Triton's interpreter needs of a tensor argument: data_ptr and dtype."""

    def __init__(self, arr, dtype):
        self.arr = arr
        self.dtype = {"fp32": "float32", "fp16": "float16", "i32": "int32", "i64": "int64"}[dtype]

    def data_ptr(self):
        return self.arr.ctypes.data


def interp_check(name, spec):
    from triton.runtime import interpreter as I
    assert triton.knobs.runtime.interpret, "set TRITON_INTERPRET=1"
    kernel, _, programs, *_ = spec
    d = os.path.join(OUT, name)
    case = json.load(open(os.path.join(d, "case.json")))
    call, bufs = dict(case["constexprs"]), {}
    for a in case["args"]:
        if a["role"] == "scalar":
            call[a["name"]] = a["value"]
            continue
        if "file" in a:
            arr = np.fromfile(os.path.join(d, a["file"]), dtype=NP[a["dtype"]]).copy()
        else:
            arr = np.zeros(a["elements"], NP[a["dtype"]])
        bufs[a["name"]] = arr
        call[a["name"]] = _Buf(arr, a["dtype"])

    class Exec(I.GridExecutor):
        def _init_args_hst(self, args_dev, kwargs):
            return args_dev, kwargs

        def _restore_args_dev(self, *a):
            pass

    fn = kernel.fn
    while hasattr(fn, "fn"):
        fn = fn.fn
    Exec(fn, kernel.arg_names, tuple(case["grid"]))(*[call[n] for n in kernel.arg_names])
    bad = []
    for o in case["outputs"]:
        want = np.fromfile(os.path.join(d, o["file"]), dtype=NP[o["dtype"]])
        if kernel is histogram_masked:
            want = with_right_edge(want, bufs["x_ptr"], call["n"], call["N"], call["B"])
        got = bufs[o["name"]]
        if not np.array_equal(got.view(np.uint8), want.view(np.uint8)):
            bad.append(f"{o['name']}: {int((got != want).sum())} of {want.size} differ")
    return bad


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--interp-check", action="store_true")
    a = ap.parse_args()
    for name, spec in SPECS.items():
        if a.interp_check:
            bad = interp_check(name, spec)
            print(f"{name}: {'OK' if not bad else 'MISMATCH ' + '; '.join(bad)}")
        else:
            # The seed follows the name, so adding a case changes no other.
            generate(name, spec, zlib.crc32(name.encode()) % 100000)
            print(f"ok   {name}")


if __name__ == "__main__":
    sys.exit(main())
