#!/usr/bin/env python3
"""Writes `tests/tma/`: corpus-format cases (tests/corpus/README.md) for Triton's
tensor descriptors (`!tt.tensordesc`, `tt.make_tensor_descriptor`,
`tt.descriptor_load`, `tt.descriptor_store`), compiled by Triton 3.6 for cuda:90
(kernel.ttir, kernel.ttgir, kernel.ptx are Triton's), inputs from numpy with a
fixed seed per case, expected outputs from numpy references written here
(independent of Triton and of tilelift). tests/tma/README.md describes the cases
and the argument ABI of a descriptor parameter.

    /work/venv-triton36/bin/python scripts/tma_cases.py [--only a,b]     # rewrites tests/tma/
    TRITON_INTERPRET=1 /work/venv-triton36/bin/python scripts/tma_cases.py --interp-check [--only a,b]
    /work/venv-triton36/bin/python scripts/tma_cases.py --repro [--only a,b]   # compile twice, compare TTIR

Three kernels are written here; the others are Triton's tutorials (MIT), cut
out of their files by scripts/realworld/gen.py's `extract` from SRC
(`--src`, default /work/realworld-src, `triton-lang/triton/python/tutorials/`:
09-persistent-matmul.py and 06-fused-attention.py; see tests/tma/README.md).
"""
import argparse
import json
import math
import os
import re
import shutil
import sys
import zlib

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
OUT = os.path.join(ROOT, "tests", "tma")
sys.path.insert(0, os.path.join(HERE, "realworld"))

import triton  # noqa: E402
import triton.language as tl  # noqa: E402

DEFAULT_SRC = os.environ.get("TILELIFT_REALWORLD_SRC", "/work/realworld-src")
NUM_SMS = 132  # H100 SXM; the persistent kernels' NUM_SMS constexpr

NP = {"fp32": np.float32, "fp16": np.float16, "i32": np.int32, "i64": np.int64}
SIZE = {"fp32": 4, "fp16": 2, "i32": 4, "i64": 8}

# ---------------------------------------------------------------------------
# kernels written here


@triton.jit
def desc_copy_2d(x_desc, y_desc, sum_ptr, BM: tl.constexpr, BN: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    x = x_desc.load([pid_m * BM, pid_n * BN])
    y_desc.store([pid_m * BM, pid_n * BN], 2.0 * x + 1.0)
    # the tile's sum sees the zeros that out-of-bounds elements load as
    tl.store(sum_ptr + pid_m * tl.num_programs(1) + pid_n, tl.sum(tl.sum(x, 1), 0))


@triton.jit
def desc_add_1d(x_desc, y_desc, z_desc, BLOCK: tl.constexpr):
    off = tl.program_id(0) * BLOCK
    x = x_desc.load([off])
    y = y_desc.load([off])
    z_desc.store([off], x + y)


@triton.jit
def desc_make_matmul(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BM, BK])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[K, N], strides=[N, 1], block_shape=[BK, BN])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        a = a_desc.load([pid_m * BM, k * BK])
        b = b_desc.load([k * BK, pid_n * BN])
        acc = tl.dot(a, b, acc)
    c_desc.store([pid_m * BM, pid_n * BN], acc.to(tl.float16))


# ---------------------------------------------------------------------------
# parameters of a case
#
# A case's `build(P, rng)` gives (grid, [param], num_warps, num_stages); rng is None at
# the bench size (no data). Params, in the Python kernel's order:
#   ("desc", name, dtype, data or elements, shape, strides, block, role[, fill])
#   ("ptr", name, dtype, data or elements, role[, fill])
#   ("scalar", name, type, value)          type i32 | fp32
#   ("const", name, value)
# `data` is a flat numpy array of the dtype (input contents; for "inout" the initial
# contents). Expected outputs come from `ref(inputs, P)` -> {name: flat array}.


def cdiv(a, b):
    return -(-a // b)


def normal(rng, n, std=1.0, dtype="fp16"):
    return (rng.standard_normal(n) * std).astype(NP[dtype])


def copy2d_build(P, rng):
    m, n, pitch, bm, bn = P["M"], P["N"], P["pitch"], 32, 32
    rows = m + 2  # two rows past the shape: the kernel must not store there
    if rng is None:
        x, y = rows * pitch, rows * pitch
        s = cdiv(m, bm) * cdiv(n, bn)
    else:
        x = normal(rng, rows * pitch, dtype="fp32").reshape(rows, pitch)
        x[:, n:] = 1000.0  # outside the shape (padding of each row, rows past M): must read as 0
        x[m:, :] = 1000.0
        x = x.reshape(-1)
        y = np.full(rows * pitch, -7.0, np.float32)  # sentinel: stays where stores are dropped
        s = cdiv(m, bm) * cdiv(n, bn)
    return ((cdiv(m, bm), cdiv(n, bn)),
            [("desc", "x_desc", "fp32", x, [m, n], [pitch, 1], [bm, bn], "in", {"normal": [0.0, 1.0]}),
             ("desc", "y_desc", "fp32", y, [m, n], [pitch, 1], [bm, bn], "inout", {"const": -7.0}),
             ("ptr", "sum_ptr", "fp32", s, "out"),
             ("const", "BM", bm), ("const", "BN", bn)], 4, 3)


def copy2d_ref(ins, P):
    m, n, pitch = P["M"], P["N"], P["pitch"]
    x = ins["x_desc"].reshape(-1, pitch).astype(np.float64)
    y = ins["y_desc"].reshape(-1, pitch).astype(np.float64).copy()
    y[:m, :n] = 2.0 * x[:m, :n] + 1.0
    bm = bn = 32
    xs = np.zeros((cdiv(m, bm) * bm, cdiv(n, bn) * bn))
    xs[:m, :n] = x[:m, :n]
    sums = xs.reshape(cdiv(m, bm), bm, cdiv(n, bn), bn).sum(axis=(1, 3)).reshape(-1)
    return {"y_desc": y.reshape(-1), "sum_ptr": sums}


def add1d_build(P, rng):
    n, block = P["n"], 256
    alloc = n + 8  # eight elements past the shape: the kernel must not store there
    if rng is None:
        x = y = z = alloc
    else:
        x = normal(rng, alloc)
        y = normal(rng, alloc)
        x[n:] = 1000.0
        y[n:] = 1000.0
        z = np.full(alloc, -7.0, np.float16)
    return ((cdiv(n, block),),
            [("desc", "x_desc", "fp16", x, [n], [1], [block], "in", {"normal": [0.0, 1.0]}),
             ("desc", "y_desc", "fp16", y, [n], [1], [block], "in", {"normal": [0.0, 1.0]}),
             ("desc", "z_desc", "fp16", z, [n], [1], [block], "inout", {"const": -7.0}),
             ("const", "BLOCK", block)], 4, 3)


def add1d_ref(ins, P):
    n = P["n"]
    z = ins["z_desc"].astype(np.float64).copy()
    z[:n] = (ins["x_desc"][:n].astype(np.float32) + ins["y_desc"][:n].astype(np.float32)).astype(np.float16)
    return {"z_desc": z}


def make_mm_build(P, rng):
    m, n, k, bm, bn, bk = P["M"], P["N"], P["K"], 64, 64, 32
    if rng is None:
        a, b, c = m * k, k * n, m * n
    else:
        a, b, c = normal(rng, m * k), normal(rng, k * n), m * n
    return ((cdiv(m, bm), cdiv(n, bn)),
            [("ptr", "a_ptr", "fp16", a, "in"), ("ptr", "b_ptr", "fp16", b, "in"),
             ("ptr", "c_ptr", "fp16", c, "out"),
             ("scalar", "M", "i32", m), ("scalar", "N", "i32", n), ("scalar", "K", "i32", k),
             ("const", "BM", bm), ("const", "BN", bn), ("const", "BK", bk)], 4, 3)


def make_mm_ref(ins, P):
    m, n, k = P["M"], P["N"], P["K"]
    a = ins["a_ptr"].astype(np.float64).reshape(m, k)
    b = ins["b_ptr"].astype(np.float64).reshape(k, n)
    return {"c_ptr": (a @ b).reshape(-1)}


def tutorial_mm_build(kind, bm, bn, bk, warps, stages, subtile=False):
    """09-persistent-matmul.py: C = A @ B^T with A (M, K), B (N, K), C (M, N), all row-major."""
    def build(P, rng):
        m, n, k = P["M"], P["N"], P["K"]
        if rng is None:
            a, b, c = m * k, n * k, m * n
        else:
            a, b, c = normal(rng, m * k), normal(rng, n * k), m * n
        tiles = cdiv(m, bm) * cdiv(n, bn)
        common = [("scalar", "M", "i32", m), ("scalar", "N", "i32", n), ("scalar", "K", "i32", k),
                  ("const", "BLOCK_SIZE_M", bm), ("const", "BLOCK_SIZE_N", bn), ("const", "BLOCK_SIZE_K", bk),
                  ("const", "GROUP_SIZE_M", 8)]
        if kind == "tma":  # host descriptors, one tile per program
            cbn = bn
            params = [("desc", "a_desc", "fp16", a, [m, k], [k, 1], [bm, bk], "in"),
                      ("desc", "b_desc", "fp16", b, [n, k], [k, 1], [bn, bk], "in"),
                      ("desc", "c_desc", "fp16", c, [m, n], [n, 1], [bm, cbn], "out")] + common + [
                          ("const", "FP8_OUTPUT", False), ("const", "WARP_SPECIALIZE", False)]
            return (tiles,), params, warps, stages
        params = [("ptr", "a_ptr", "fp16", a, "in"), ("ptr", "b_ptr", "fp16", b, "in"),
                  ("ptr", "c_ptr", "fp16", c, "out")] + common + [
                      ("const", "EPILOGUE_SUBTILE", subtile), ("const", "NUM_SMS", NUM_SMS),
                      ("const", "WARP_SPECIALIZE", False), ("const", "FLATTEN", True)]
        return (min(NUM_SMS, tiles),), params, warps, stages
    return build


def tutorial_mm_ref(a_name, b_name, c_name):
    def ref(ins, P):
        m, n, k = P["M"], P["N"], P["K"]
        a = ins[a_name].astype(np.float64).reshape(m, k)
        b = ins[b_name].astype(np.float64).reshape(n, k)
        return {c_name: (a @ b.T).reshape(-1)}
    return ref


def attn_build(d, causal, bm, bn, warps, stages):
    """06-fused-attention.py `_attn_fwd` with host descriptors over (Z*H*N_CTX, HEAD_DIM)."""
    def build(P, rng):
        z, h, nctx = P["Z"], P["H"], P["N_CTX"]
        y = z * h * nctx
        if rng is None:
            q = k = v = o = y * d
        else:
            q, k, v = (normal(rng, y * d, 0.5) for _ in range(3))
            o = y * d
        params = [("scalar", "sm_scale", "fp32", P["sm_scale"]), ("ptr", "M", "fp32", y, "out"),
                  ("scalar", "Z", "i32", z), ("scalar", "H", "i32", h)]
        for nm, data, blk, role in (("desc_q", q, bm, "in"), ("desc_k", k, bn, "in"), ("desc_v", v, bn, "in"),
                                    ("desc_o", o, bm, "out")):
            params.append(("desc", nm, "fp16", data, [y, d], [d, 1], [blk, d], role, {"normal": [0.0, 0.5]}))
        params += [("scalar", "N_CTX", "i32", nctx), ("const", "HEAD_DIM", d), ("const", "BLOCK_M", bm),
                   ("const", "BLOCK_N", bn), ("const", "FP8_OUTPUT", False), ("const", "STAGE", 3 if causal else 1),
                   ("const", "warp_specialize", False), ("const", "IS_HOPPER", True)]
        return (cdiv(nctx, bm), z * h), params, warps, stages
    return build


def attn_ref(d, causal):
    def ref(ins, P):
        z, h, nctx = P["Z"], P["H"], P["N_CTX"]
        shp = (z * h, nctx, d)
        q, k, v = (ins[nm].astype(np.float64).reshape(shp) for nm in ("desc_q", "desc_k", "desc_v"))
        s = np.einsum("bid,bjd->bij", q, k) * np.float64(np.float32(P["sm_scale"]))
        if causal:
            s = np.where(np.tril(np.ones((nctx, nctx), bool))[None], s, -np.inf)
        mx = s.max(-1, keepdims=True)
        p = np.exp(s - mx)
        lsum = p.sum(-1, keepdims=True)
        o = np.einsum("bij,bjd->bid", p / lsum, v)
        lse2 = (mx[..., 0] + np.log(lsum[..., 0])) / math.log(2.0)
        return {"desc_o": o.reshape(-1), "M": lse2.reshape(-1)}
    return ref


# ---------------------------------------------------------------------------
# the cases

MM = "triton-lang/triton", "python/tutorials/09-persistent-matmul.py"
ATTN = "triton-lang/triton", "python/tutorials/06-fused-attention.py"
MM_TOL = (1e-2, 1e-2)
ATTN_TOL = {"desc_o": (1e-2, 5e-3), "M": (1e-3, 2e-3)}


def _mm_flops(P):
    return 2 * P["M"] * P["N"] * P["K"]


def _attn_flops(causal):
    return lambda P: int(4 * P["Z"] * P["H"] * P["N_CTX"] ** 2 * P["HEAD_DIM"] * (0.5 if causal else 1.0))


CASES = {}


def case(name, **kw):
    CASES[name] = kw


case("desc_copy_2d_f32_masked", fn=lambda src: desc_copy_2d, build=copy2d_build, ref=copy2d_ref,
     test=dict(M=100, N=75, pitch=80), bench=dict(M=8000, N=8190, pitch=8192),
     tol={"y_desc": (0.0, 0.0), "sum_ptr": (1e-5, 1e-4)},
     notes="Host descriptors of rank 2, f32, block 32x32: y = 2*x + 1 over a 100x75 tensor whose rows are "
           "80 elements apart (stride0 = 80), so both dimensions end inside a block. x holds 1000.0 outside "
           "the shape (the 5 padding columns of each row and 2 rows past row 100), which must load as 0; "
           "y (in/out, init from file) holds the sentinel -7.0 everywhere, which must survive outside the "
           "shape (dropped stores). sum_ptr[pid_m * 3 + pid_n] (a plain pointer store) is the sum of the "
           "loaded 32x32 tile, out-of-bounds zeros included. 4 warps.")
case("desc_add_1d_f16", fn=lambda src: desc_add_1d, build=add1d_build, ref=add1d_ref,
     test=dict(n=1000), bench=dict(n=(1 << 26) - 8), tol={"z_desc": (0.0, 0.0)},
     notes="Host descriptors of rank 1, f16, block 256: z = x + y over 1000 elements (the fourth block "
           "is cut at 1000); the buffers have 8 more elements, x and y hold 1000.0 there (must load as 0) "
           "and z (in/out) the sentinel -7.0 (must stay). 4 warps.")
case("desc_make_matmul_f16", fn=lambda src: desc_make_matmul, build=make_mm_build, ref=make_mm_ref,
     test=dict(M=200, N=136, K=200), bench=dict(M=4104, N=4104, K=4104), tol={"c_ptr": MM_TOL},
     flops=_mm_flops,
     notes="In-kernel descriptors (tt.make_tensor_descriptor from pointers and i32 sizes): C = A @ B, "
           "f16 in, f32 accumulate, f16 out through a descriptor store; 64x64x32 tiles, 4 warps; "
           "M = K = 200, N = 136: K is not a multiple of BK (the last K tile reads zeros past K), "
           "the M and N edge tiles are cut. Triton's build needs global scratch for the descriptors "
           "(triton_global_scratch_bytes).")
for (bm, bn, bk, w, s) in ((128, 256, 64, 8, 3), (128, 128, 64, 4, 3)):
    case(f"tutorial_matmul_tma_{bm}x{bn}x{bk}", src=MM, function="matmul_kernel_tma",
         prelude="_matmul_launch_metadata = None  # the tutorial's profiling hook (host side), not used here",
         build=tutorial_mm_build("tma", bm, bn, bk, w, s), ref=tutorial_mm_ref("a_desc", "b_desc", "c_desc"),
         test=dict(M=304, N=272, K=208), bench=dict(M=4096, N=4096, K=4096), tol={"c_desc": MM_TOL},
         flops=_mm_flops,
         notes=f"Triton's tutorial `matmul_kernel_tma` (host descriptors): C = A @ B^T, A (M, K), B (N, K), "
               f"C (M, N) f16, {bm}x{bn}x{bk} tiles, GROUP_SIZE_M 8, {w} warps, {s} stages, "
               f"WARP_SPECIALIZE False (`tl.range(..., warp_specialize=False)`). M = 304, N = 272, K = 208: "
               f"edge tiles in M, N and K (TMA zero fill and clipped stores).")
for (bm, bn, bk, w, s, sub, test) in ((128, 256, 64, 8, 3, False, dict(M=304, N=272, K=208)),
                                      (128, 128, 64, 4, 3, False, dict(M=1552, N=1296, K=80)),
                                      (128, 256, 64, 8, 3, True, dict(M=304, N=272, K=208))):
    nm = f"tutorial_matmul_descriptor_persistent_{bm}x{bn}x{bk}" + ("_subtile" if sub else "")
    tiles = cdiv(test["M"], bm) * cdiv(test["N"], bn)
    case(nm, src=MM, function="matmul_kernel_descriptor_persistent",
         prelude="_matmul_launch_metadata = None  # the tutorial's profiling hook (host side), not used here",
         build=tutorial_mm_build("persistent", bm, bn, bk, w, s, sub),
         ref=tutorial_mm_ref("a_ptr", "b_ptr", "c_ptr"),
         test=test, bench=dict(M=4096, N=4096, K=4096), tol={"c_ptr": MM_TOL}, flops=_mm_flops,
         notes=f"Triton's tutorial `matmul_kernel_descriptor_persistent` (in-kernel descriptors, "
               f"tt.make_tensor_descriptor): C = A @ B^T, A (M, K), B (N, K), C (M, N) f16, {bm}x{bn}x{bk} "
               f"tiles, GROUP_SIZE_M 8, {w} warps, {s} stages, EPILOGUE_SUBTILE {sub}, NUM_SMS {NUM_SMS}, "
               f"FLATTEN True and WARP_SPECIALIZE False (what the tutorial's wrapper passes on Hopper without "
               f"warp specialisation); grid = min(NUM_SMS, tiles) = {min(NUM_SMS, tiles)} at the test size "
               f"({tiles} tiles of M = {test['M']}, N = {test['N']}, K = {test['K']}"
               + ("; programs 0..%d take two tiles" % (tiles - NUM_SMS - 1) if tiles > NUM_SMS else "")
               + "), 132 at the bench size. Triton's build needs global scratch (triton_global_scratch_bytes).")
for d, bm, bn, w, s in ((64, 128, 64, 4, 3), (128, 128, 128, 8, 2)):
    for causal in (False, True):
        nm = f"tutorial_attn_fwd_d{d}" + ("_causal" if causal else "")
        h_bench = 24 if d == 64 else 12
        case(nm, src=ATTN, function="_attn_fwd", build=attn_build(d, causal, bm, bn, w, s),
             ref=attn_ref(d, causal),
             test=dict(Z=2, H=3, N_CTX=256, HEAD_DIM=d, sm_scale=1.0 / math.sqrt(d)),
             bench=dict(Z=4, H=h_bench, N_CTX=4096, HEAD_DIM=d, sm_scale=1.0 / math.sqrt(d)),
             tol=ATTN_TOL, flops=_attn_flops(causal),
             notes=f"Triton's tutorial fused attention forward `_attn_fwd` (with `_attn_fwd_inner` and "
                   f"`_maybe_make_tensor_desc`), the host-descriptor form its wrapper takes on Hopper "
                   f"(warp_specialize False): q, k, v, o are (Z*H*N_CTX, HEAD_DIM) f16 descriptors, "
                   f"HEAD_DIM {d}, BLOCK_M {bm}, BLOCK_N {bn}, {w} warps, {s} stages (one of the tutorial's "
                   f"autotune configs, fixed here), STAGE {3 if causal else 1} "
                   f"({'causal' if causal else 'not causal'}), IS_HOPPER True, FP8_OUTPUT False, "
                   f"sm_scale 1/sqrt({d}). Test Z=2, H=3, N_CTX=256; bench Z=4, H={h_bench}, N_CTX=4096 "
                   f"(H keeps the test's divisibility pattern: not a multiple of 16). Outputs: o = "
                   f"softmax(q k^T sm_scale) v and M = log2 of the row sums of 2^(q k^T sm_scale log2 e) "
                   f"(the tutorial's logsumexp in base 2). Z is not read by the kernel (host descriptors).")


# ---------------------------------------------------------------------------
# compile and write


def kernel_of(spec, src_root, name):
    if "fn" in spec:
        return spec["fn"](src_root)
    from gen import extract
    repo, path = spec["src"]
    mod = extract(src_root, repo, path, [spec["function"]], (), spec.get("prelude", ""), tag="tma_" + name)
    return getattr(mod, spec["function"])


def signature_of(fn, params):
    """Triton's signature, constexprs and attrs for these params, specialised the way
    Triton 3.6's JIT does for a real call (ints that are 1 become constexprs and are listed
    in jit_specialized_constexprs; multiples of 16 get tt.divisibility; pointers 16)."""
    by = {p[1]: p for p in params}
    sig, consts, attrs, jit_consts = {}, {}, {}, {}
    for i, pn in enumerate(fn.arg_names):
        p = by[pn]
        if p[0] == "const":
            sig[pn] = "constexpr"
            consts[pn] = p[2]
        elif p[0] == "desc":
            sig[pn] = "tensordesc<%s[%s]>" % (p[2], ", ".join(str(b) for b in p[6]))
        elif p[0] == "ptr":
            sig[pn] = "*" + p[2]
            attrs[(i,)] = [["tt.divisibility", 16]]
        elif p[2] == "fp32":
            sig[pn] = "fp32"
        else:
            if p[3] == 1:
                sig[pn] = "constexpr"
                consts[pn] = 1
                jit_consts[pn] = 1
                continue
            sig[pn] = p[2]
            if p[3] % 16 == 0:
                attrs[(i,)] = [["tt.divisibility", 16]]
    return sig, consts, attrs, jit_consts


def compile_case(fn, params, warps, stages):
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource
    sig, consts, attrs, jit_consts = signature_of(fn, params)
    src = ASTSource(fn=fn, signature=sig, constexprs=consts, attrs=attrs)
    c = triton.compile(src, target=GPUTarget("cuda", 90, 32), options={"num_warps": warps, "num_stages": stages})
    return c, consts, jit_consts


def ttir_params(ttir, kernel):
    """[(name, type)] of the tt.func's parameters."""
    line = next(ln for ln in ttir.splitlines() if re.search(r"tt\.func public @%s\(" % re.escape(kernel), ln))
    sig = line[line.index("(") + 1:]
    return re.findall(r"%([\w]+): (!tt\.tensordesc<tensor<[^>]*>>|!tt\.ptr<\w+>|\w+)", sig)


TTIR_SCALAR = {"i32": "i32", "i64": "i64", "f32": "fp32", "i1": "i1"}


def flat_args(spec_params, ttir_ps, data_sizes):
    """The case ABI (tests/tma/README.md): a descriptor parameter becomes 2n+2 entries
    (base buffer, n shapes, n strides, padding_nan), then the TTIR's own 2n scalars."""
    by = {p[1]: p for p in spec_params}
    out = []  # (entry without data, param tuple or None, value for scalars)
    it = iter(ttir_ps)
    for tname, ttype in it:
        p = by.get(tname)
        if ttype.startswith("!tt.tensordesc"):
            n = len(p[4])
            out.append(("buf", p))
            for j in range(n):
                out.append(("scalar", "%s.shape%d" % (tname, j), "i64", p[4][j], True))
            for j in range(n):
                out.append(("scalar", "%s.stride%d" % (tname, j), "i64", p[5][j], True))
            out.append(("scalar", "%s.padding_nan" % tname, "i1", False, True))
            for j in range(2 * n):
                sn, st = next(it)
                v = p[4][j] if j < n else p[5][j - n]
                out.append(("scalar", sn, TTIR_SCALAR[st], v, True))
        elif ttype.startswith("!tt.ptr"):
            out.append(("buf", p))
        else:
            out.append(("scalar", tname, TTIR_SCALAR[ttype], p[3], False))
    return out


def elements_of(p):
    d = p[3]
    return int(d.size) if isinstance(d, np.ndarray) else int(d)


def generate(name, spec, src_root, out_root):
    fn = kernel_of(spec, src_root, name)
    seed = zlib.crc32(name.encode()) % (2 ** 31)  # fixed per case
    rng = np.random.default_rng(seed)
    grid, params, warps, stages = spec["build"](spec["test"], rng)
    bgrid, bparams, bw, bs = spec["build"](spec["bench"], None)
    assert (bw, bs) == (warps, stages)
    c, consts, jit_consts = compile_case(fn, params, warps, stages)
    ttir = c.asm["ttir"]
    tps = ttir_params(ttir, fn.__name__)
    entries = flat_args(params, tps, None)
    bentries = flat_args(bparams, tps, None)
    bconsts = {p[1]: p[2] for p in bparams if p[0] == "const"}
    assert bconsts == {p[1]: p[2] for p in params if p[0] == "const"}, "constexprs differ at the bench size"
    ins = {p[1]: p[3] for p in params if p[0] in ("desc", "ptr") and isinstance(p[3], np.ndarray)}
    expected = spec["ref"](dict(ins), spec["test"])

    d = os.path.join(out_root, name)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    for ext in ("ttir", "ttgir", "ptx"):
        with open(os.path.join(d, "kernel." + ext), "w") as f:
            f.write(c.asm[ext])
    args, outputs, bargs = [], [], []
    nin = nout = 0
    min_bytes = 0
    for idx, (e, be) in enumerate(zip(entries, bentries)):
        if e[0] == "scalar":
            _, sn, st, v, from_desc = e
            a = {"name": sn, "type": st, "role": "scalar"}
            if st == "fp32":
                a["value"] = float(v)
                a["bits"] = "0x%08x" % np.array([v], np.float32).view(np.uint32)[0]
            elif st == "i1":
                a["value"] = bool(v)
            else:
                a["value"] = int(v)
                a["divisibility_hint"] = bool(re.search(r"%%%s: \w+ \{tt\.divisibility = 16" % re.escape(sn), ttir))
                bv = be[3]
                # a descriptor's sizes carry no hints in the TTIR (Triton does not specialise them)
                if not from_desc and ((v % 16 == 0) != (bv % 16 == 0) or (v == 1) != (bv == 1)):
                    raise SystemExit(f"{name}: bench value of {sn} ({bv}) breaks the pattern of {v}")
            args.append(a)
            bargs.append({"name": sn, "value": be[3] if st != "fp32" else float(be[3])})
            continue
        p, bp = e[1], be[1]
        role = p[7] if p[0] == "desc" else p[4]
        fill = (p[8] if len(p) > 8 else None) if p[0] == "desc" else (p[5] if len(p) > 5 else None)
        dt = p[2]
        n = elements_of(p)
        a = {"name": p[1], "type": "*" + dt, "role": role, "dtype": dt, "elements": n, "bytes": n * SIZE[dt]}
        if p[0] == "desc":
            a["note"] = "base of a tensor descriptor: shape %s, strides %s (elements), block %s" % (p[4], p[5], p[6])
        b = {"name": p[1], "elements": elements_of(bp)}
        bbytes = elements_of(bp) * SIZE[dt]
        if role in ("in", "inout"):
            fname = "in%d.bin" % nin
            nin += 1
            p[3].tofile(os.path.join(d, fname))
            a["file"] = fname
            b["fill"] = fill or {"normal": [0.0, 1.0]}
            min_bytes += bbytes * (2 if role == "inout" else 1)
        else:
            min_bytes += bbytes
        if role == "out":
            a["init"] = "poison"
        if role == "inout":
            a["init"] = "file"
        args.append(a)
        bargs.append(b)
        if role in ("out", "inout"):
            exp = np.asarray(expected[p[1]], np.float64).reshape(-1)
            assert exp.size == n and np.isfinite(exp).all(), (name, p[1])
            fname = "out%d.bin" % nout
            nout += 1
            exp.astype(NP[dt]).tofile(os.path.join(d, fname))
            rtol, atol = spec["tol"][p[1]]
            outputs.append({"arg": idx, "name": p[1], "file": fname, "dtype": dt, "elements": n,
                            "rtol": rtol, "atol": atol})
    assert {o["name"] for o in outputs} == set(expected), (name, set(expected))
    bench = {"grid": list(bgrid) + [1] * (3 - len(bgrid)), "args": bargs, "min_bytes": int(min_bytes)}
    if spec.get("flops"):
        bench["flops"] = int(spec["flops"](spec["bench"]))
    descs = [{"arg": p[1], "block_shape": list(p[6]), "dtype": p[2]} for p in params if p[0] == "desc"]
    md = c.metadata
    case = {
        "kernel": fn.__name__, "target": "cuda:90", "num_warps": warps, "num_stages": stages, "num_ctas": 1,
        "triton_shared_mem_bytes": int(md.shared),
        "triton_global_scratch_bytes": int(md.global_scratch_size),
        "triton_global_scratch_align": int(md.global_scratch_align),
        "grid": list(grid) + [1] * (3 - len(grid)),
        "args": args, "outputs": outputs,
        "tensordescs": descs,
        "constexprs": {k: (v if isinstance(v, (bool, int, float)) else str(v)) for k, v in consts.items()
                       if k not in jit_consts},
        "jit_specialized_constexprs": jit_consts, "seed": seed, "notes": spec["notes"], "bench": bench,
    }
    if "src" in spec:
        case["source"] = {"repo": spec["src"][0], "path": spec["src"][1], "license": "MIT",
                          "function": spec["function"]}
    with open(os.path.join(d, "case.json"), "w") as f:
        json.dump(case, f, indent=2)
        f.write("\n")
    return c


# ---------------------------------------------------------------------------
# cross-checks


class _Dtype(str):
    """What TensorDescriptor and Triton's interpreter ask of a tensor's dtype."""

    def __new__(cls, name, itemsize):
        s = str.__new__(cls, name)
        s.itemsize = itemsize
        s.is_floating_point = name.startswith("float")
        return s


class _Buf:
    def __init__(self, arr):
        self.arr = arr
        self.dtype = _Dtype(str(arr.dtype), arr.dtype.itemsize)

    def data_ptr(self):
        return self.arr.ctypes.data


def interp_check(name, spec, src_root, out_root):
    """Runs the Python kernel in Triton's interpreter on the case's inputs (both poison
    patterns for plain outputs) and compares with out*.bin at the case's tolerances."""
    from triton.runtime import interpreter as I
    from triton.tools.tensor_descriptor import TensorDescriptor
    assert triton.knobs.runtime.interpret, "set TRITON_INTERPRET=1"
    fn = kernel_of(spec, src_root, name)
    d = os.path.join(out_root, name)
    case = json.load(open(os.path.join(d, "case.json")))
    grid, params, _, _ = spec["build"](spec["test"], None)
    by = {a["name"]: a for a in case["args"]}
    bad = []
    for poison in (0xFF, 0x00):
        call, bufs = {}, {}
        for p in params:
            if p[0] == "const":
                call[p[1]] = p[2]
                continue
            if p[0] == "scalar":
                call[p[1]] = p[3]
                if p[2] == "fp32":
                    call[p[1]] = tl.tensor(I.TensorHandle(np.array([p[3]], np.float32), tl.float32), tl.float32)
                continue
            a = by[p[1]]
            if "file" in a:
                arr = np.fromfile(os.path.join(d, a["file"]), NP[a["dtype"]]).copy()
            else:
                arr = np.full(a["elements"] * SIZE[a["dtype"]], poison, np.uint8).view(NP[a["dtype"]]).copy()
            bufs[p[1]] = arr
            call[p[1]] = _Buf(arr) if p[0] == "ptr" else TensorDescriptor(_Buf(arr), p[4], p[5], p[6])

        class Exec(I.GridExecutor):
            def _init_args_hst(self, args_dev, kwargs):
                return args_dev, kwargs

            def _restore_args_dev(self, *a):
                pass

        # Triton 3.6's interpreter with numpy 2: `range(tensor)` fails (int() of a 1-element
        # 1-D array); give tensors an __index__, as scripts/realworld/gen.py does.
        orig_patch = I._patch_lang

        def patch_lang(f):
            scope = orig_patch(f)
            scope.set_attr(tl.tensor, "__index__", lambda self: int(self.handle.data.reshape(-1)[0]))
            return scope

        I._patch_lang = patch_lang
        try:
            Exec(fn.fn, fn.arg_names, tuple(grid))(**call)
        finally:
            I._patch_lang = orig_patch
        for o in case["outputs"]:
            got = bufs[o["name"]].astype(np.float64)
            exp = np.fromfile(os.path.join(d, o["file"]), NP[o["dtype"]]).astype(np.float64)
            ok = (np.abs(got - exp) <= o["atol"] + o["rtol"] * np.abs(exp)) & ~np.isnan(got)
            if not ok.all():
                i = int(np.argmin(ok))
                bad.append(f"poison 0x{poison:02x} {o['name']}: {int((~ok).sum())}/{ok.size} off, "
                           f"first [{i}] got {got[i]} want {exp[i]}")
    return bad


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--src", default=DEFAULT_SRC)
    ap.add_argument("--out", default=OUT)
    ap.add_argument("--only", default="")
    ap.add_argument("--interp-check", action="store_true")
    ap.add_argument("--repro", action="store_true", help="compile each case twice, compare TTIR/TTGIR/PTX")
    a = ap.parse_args()
    names = [n for n in CASES if not a.only or n in a.only.split(",")]
    out_root = os.path.abspath(a.out)
    if a.interp_check:
        nbad = 0
        for n in names:
            try:
                bad = interp_check(n, CASES[n], a.src, out_root)
            except Exception as e:  # report and go on
                bad = [f"interpreter error: {type(e).__name__}: {str(e).splitlines()[0][:300] if str(e) else ''}"]
            nbad += bool(bad)
            print(f"{n}: {'OK' if not bad else 'MISMATCH ' + '; '.join(bad)}", flush=True)
        print(f"{len(names) - nbad}/{len(names)} agree with the interpreter")
        return
    if a.repro:
        for n in names:
            spec = CASES[n]
            fn = kernel_of(spec, a.src, n)
            _, params, w, s = spec["build"](spec["test"], None)
            one = compile_case(fn, params, w, s)[0].asm
            two = compile_case(fn, params, w, s)[0].asm
            mine = open(os.path.join(out_root, n, "kernel.ttir")).read() if os.path.exists(
                os.path.join(out_root, n, "kernel.ttir")) else None
            diff = [k for k in ("ttir", "ttgir", "ptx") if one[k] != two[k]]
            print(f"{n}: {'same' if not diff else 'DIFFER in ' + ','.join(diff)}"
                  + ("" if mine is None else ("; tests/tma copy same" if mine == one["ttir"] else
                                             "; tests/tma copy DIFFERS")), flush=True)
        return
    os.makedirs(out_root, exist_ok=True)
    for n in names:
        c = generate(n, CASES[n], a.src, out_root)
        print(f"ok   {n}  shared {c.metadata.shared}  scratch {c.metadata.global_scratch_size}", flush=True)


if __name__ == "__main__":
    main()
