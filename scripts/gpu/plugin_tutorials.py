#!/usr/bin/env python3
"""Triton's tutorials through tilelift's Triton plug-in, against stock Triton, on a GPU.

Our own versions of the kernels of Triton's tutorials 01 (vector add), 02
(fused softmax), 03 (matrix multiplication, fp16, 128x128x32 tiles), 04
(low-memory dropout, seeded) and 05 (layer norm, forward and backward) run
twice, each time in a fresh process with empty caches (a new
TRITON_CACHE_DIR and TILELIFT_CACHE_DIR, CUDA_CACHE_DISABLE=1): once with stock
Triton, once with `tilelift.triton.enable(strict=True)` (a kernel tilelift
cannot compile raises, so a pass means tilelift compiled every kernel). For
each tutorial the script checks:

  * the results: ours equal to stock Triton's (bit for bit where the
    arithmetic is the same: add, dropout; within a tight tolerance where the
    order of a reduction may differ: softmax, layer norm; within about one
    fp16 ulp for the matmul, whose sums stock Triton computes with Hopper's
    wgmma and tilelift with mma.sync), and both close to PyTorch's; dropout:
    the same mask from the same seed;
  * latency from the Python call to the result (torch.cuda.synchronize()):
    the first call (empty caches: Triton's front end, the compile, ptxas, the
    launcher's build, the load) and warm calls (median of 50), with Triton's
    own per-stage compile times (knobs.compilation.listener) for the first;
  * a second process on the same (now warm) caches: its first call, with the
    cubin's load timed by Triton's kernel-load hooks.

Then the disk cache of `tilelift` itself: `tilelift bench CASE --disk-cache
--json` twice in a fresh TILELIFT_CACHE_DIR (the second process loads the
cached cubin, no compile, no JIT: its `load_us` must be <= 1000 us), then once
more after truncating the cache entry (it must be rebuilt, `from_disk` false).

Run on the GPU machine from the repository root (PyTorch and Triton 3.6
installed), with the wheel built by scripts/test.sh (or `maturin build
--release -m python/Cargo.toml`) or an installed tilelift:

    python3 scripts/gpu/plugin_tutorials.py --wheel target/ci-wheels/tilelift-*.whl \
        --tilelift target/release/tilelift [--json out.json]

`--cpu-check` compiles every kernel for sm_90 through the plug-in (strict)
without a GPU and exits: what can be checked before carrying it over.
"""

import argparse
import glob
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import zipfile

TUTORIALS = ["01-vector-add", "02-fused-softmax", "03-matrix-multiplication", "04-dropout", "05-layer-norm"]


# --------------------------------------------------------------------------
# The package under test: a wheel unpacked on sys.path, or the installed one.
# --------------------------------------------------------------------------

def use_wheel(wheel):
    """Unpacks `wheel` into a temporary folder put first on sys.path and
    PYTHONPATH (for the worker processes); returns the folder."""
    paths = glob.glob(wheel)
    if len(paths) != 1:
        sys.exit(f"--wheel {wheel!r} names {len(paths)} files")
    dest = tempfile.mkdtemp(prefix="tilelift-wheel-")
    with zipfile.ZipFile(paths[0]) as z:
        z.extractall(dest)
    sys.path.insert(0, dest)
    os.environ["PYTHONPATH"] = dest + os.pathsep + os.environ.get("PYTHONPATH", "")
    return dest


# --------------------------------------------------------------------------
# The kernels (our own versions of the tutorials' kernels).
# --------------------------------------------------------------------------

def define_kernels():
    import triton
    import triton.language as tl

    @triton.jit
    def vadd_kernel(a_ptr, b_ptr, c_ptr, n, BLOCK: tl.constexpr):
        start = tl.program_id(0) * BLOCK
        idx = start + tl.arange(0, BLOCK)
        inside = idx < n
        a = tl.load(a_ptr + idx, mask=inside)
        b = tl.load(b_ptr + idx, mask=inside)
        tl.store(c_ptr + idx, a + b, mask=inside)

    @triton.jit
    def softmax_kernel(y_ptr, x_ptr, x_stride, y_stride, n_cols, BLOCK: tl.constexpr):
        row = tl.program_id(0)
        cols = tl.arange(0, BLOCK)
        valid = cols < n_cols
        x = tl.load(x_ptr + row * x_stride + cols, mask=valid, other=-float("inf"))
        shifted = x - tl.max(x, axis=0)
        num = tl.exp(shifted)
        den = tl.sum(num, axis=0)
        tl.store(y_ptr + row * y_stride + cols, num / den, mask=valid)

    @triton.jit
    def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn, stride_cm,
                      stride_cn, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                      GROUP_M: tl.constexpr):
        # C = A @ B in fp16 with an fp32 accumulator; programs grouped GROUP_M
        # rows of tiles at a time, so that neighbours share A's and B's tiles.
        pid = tl.program_id(0)
        tiles_m = tl.cdiv(M, BLOCK_M)
        tiles_n = tl.cdiv(N, BLOCK_N)
        per_group = GROUP_M * tiles_n
        first_m = (pid // per_group) * GROUP_M
        group_rows = min(tiles_m - first_m, GROUP_M)
        pid_m = first_m + (pid % per_group) % group_rows
        pid_n = (pid % per_group) // group_rows
        rm = (pid_m * BLOCK_M + tl.arange(0, BLOCK_M)) % M
        rn = (pid_n * BLOCK_N + tl.arange(0, BLOCK_N)) % N
        rk = tl.arange(0, BLOCK_K)
        a_ptrs = a_ptr + rm[:, None] * stride_am + rk[None, :] * stride_ak
        b_ptrs = b_ptr + rk[:, None] * stride_bk + rn[None, :] * stride_bn
        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
        for k in range(0, tl.cdiv(K, BLOCK_K)):
            a = tl.load(a_ptrs, mask=rk[None, :] < K - k * BLOCK_K, other=0.0)
            b = tl.load(b_ptrs, mask=rk[:, None] < K - k * BLOCK_K, other=0.0)
            acc = tl.dot(a, b, acc)
            a_ptrs += BLOCK_K * stride_ak
            b_ptrs += BLOCK_K * stride_bk
        cm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
        cn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
        c_ptrs = c_ptr + cm[:, None] * stride_cm + cn[None, :] * stride_cn
        tl.store(c_ptrs, acc.to(tl.float16), mask=(cm[:, None] < M) & (cn[None, :] < N))

    @triton.jit
    def dropout_kernel(x_ptr, y_ptr, n, p, seed, BLOCK: tl.constexpr):
        idx = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        inside = idx < n
        x = tl.load(x_ptr + idx, mask=inside)
        r = tl.rand(seed, idx)
        keep = r > p
        tl.store(y_ptr + idx, tl.where(keep, x / (1 - p), 0.0), mask=inside)

    @triton.jit
    def ln_fwd_kernel(x_ptr, y_ptr, w_ptr, b_ptr, mean_ptr, rstd_ptr, stride, n_cols, eps, BLOCK: tl.constexpr):
        row = tl.program_id(0)
        cols = tl.arange(0, BLOCK)
        valid = cols < n_cols
        x = tl.load(x_ptr + row * stride + cols, mask=valid, other=0.0)
        mean = tl.sum(x, axis=0) / n_cols
        centred = tl.where(valid, x - mean, 0.0)
        var = tl.sum(centred * centred, axis=0) / n_cols
        rstd = 1.0 / tl.sqrt(var + eps)
        w = tl.load(w_ptr + cols, mask=valid)
        b = tl.load(b_ptr + cols, mask=valid)
        tl.store(y_ptr + row * stride + cols, centred * rstd * w + b, mask=valid)
        tl.store(mean_ptr + row, mean)
        tl.store(rstd_ptr + row, rstd)

    @triton.jit
    def ln_bwd_dx_kernel(dy_ptr, x_ptr, w_ptr, mean_ptr, rstd_ptr, dx_ptr, stride, n_cols, BLOCK: tl.constexpr):
        # dx = rstd * (w*dy - mean(w*dy) - xhat * mean(w*dy*xhat)), one row per program.
        row = tl.program_id(0)
        cols = tl.arange(0, BLOCK)
        valid = cols < n_cols
        x = tl.load(x_ptr + row * stride + cols, mask=valid, other=0.0)
        dy = tl.load(dy_ptr + row * stride + cols, mask=valid, other=0.0)
        w = tl.load(w_ptr + cols, mask=valid, other=0.0)
        mean = tl.load(mean_ptr + row)
        rstd = tl.load(rstd_ptr + row)
        xhat = tl.where(valid, (x - mean) * rstd, 0.0)
        wdy = w * dy
        c1 = tl.sum(xhat * wdy, axis=0) / n_cols
        c2 = tl.sum(wdy, axis=0) / n_cols
        tl.store(dx_ptr + row * stride + cols, (wdy - (xhat * c1 + c2)) * rstd, mask=valid)

    @triton.jit
    def ln_bwd_dwdb_kernel(dy_ptr, x_ptr, mean_ptr, rstd_ptr, dw_ptr, db_ptr, stride, n_rows, n_cols,
                           BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
        # dw = sum over rows of dy * xhat, db = sum of dy: one column block per program.
        cols = tl.program_id(0) * BLOCK_N + tl.arange(0, BLOCK_N)
        col_ok = cols < n_cols
        dw = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
        db = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
        for start in range(0, n_rows, BLOCK_M):
            rows = start + tl.arange(0, BLOCK_M)
            row_ok = rows < n_rows
            ok = row_ok[:, None] & col_ok[None, :]
            offs = rows[:, None] * stride + cols[None, :]
            x = tl.load(x_ptr + offs, mask=ok, other=0.0)
            dy = tl.load(dy_ptr + offs, mask=ok, other=0.0)
            mean = tl.load(mean_ptr + rows, mask=row_ok, other=0.0)
            rstd = tl.load(rstd_ptr + rows, mask=row_ok, other=0.0)
            xhat = tl.where(ok, (x - mean[:, None]) * rstd[:, None], 0.0)
            dw += dy * xhat
            db += dy
        tl.store(dw_ptr + cols, tl.sum(dw, axis=0), mask=col_ok)
        tl.store(db_ptr + cols, tl.sum(db, axis=0), mask=col_ok)

    return dict(vadd=vadd_kernel, softmax=softmax_kernel, matmul=matmul_kernel, dropout=dropout_kernel, ln_fwd=ln_fwd_kernel,
                ln_bwd_dx=ln_bwd_dx_kernel, ln_bwd_dwdb=ln_bwd_dwdb_kernel)


# Signatures for --cpu-check (triton.compile of an ASTSource, no GPU).
CPU_SIGNATURES = {
    "vadd": ({"a_ptr": "*fp32", "b_ptr": "*fp32", "c_ptr": "*fp32", "n": "i32", "BLOCK": "constexpr"},
             {"BLOCK": 1024}, 4),
    "softmax": ({"y_ptr": "*fp32", "x_ptr": "*fp32", "x_stride": "i32", "y_stride": "i32", "n_cols": "i32",
                 "BLOCK": "constexpr"}, {"BLOCK": 1024}, 4),
    "matmul": ({"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16", "M": "i32", "N": "i32", "K": "i32",
                "stride_am": "i32", "stride_ak": "i32", "stride_bk": "i32", "stride_bn": "i32", "stride_cm": "i32",
                "stride_cn": "i32", "BLOCK_M": "constexpr", "BLOCK_N": "constexpr", "BLOCK_K": "constexpr",
                "GROUP_M": "constexpr"}, {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 32, "GROUP_M": 8}, 4),
    "dropout": ({"x_ptr": "*fp32", "y_ptr": "*fp32", "n": "i32", "p": "fp32", "seed": "i32", "BLOCK": "constexpr"},
                {"BLOCK": 1024}, 4),
    "ln_fwd": ({"x_ptr": "*fp32", "y_ptr": "*fp32", "w_ptr": "*fp32", "b_ptr": "*fp32", "mean_ptr": "*fp32",
                "rstd_ptr": "*fp32", "stride": "i32", "n_cols": "i32", "eps": "fp32", "BLOCK": "constexpr"},
               {"BLOCK": 1024}, 4),
    "ln_bwd_dx": ({"dy_ptr": "*fp32", "x_ptr": "*fp32", "w_ptr": "*fp32", "mean_ptr": "*fp32", "rstd_ptr": "*fp32",
                   "dx_ptr": "*fp32", "stride": "i32", "n_cols": "i32", "BLOCK": "constexpr"}, {"BLOCK": 1024}, 4),
    "ln_bwd_dwdb": ({"dy_ptr": "*fp32", "x_ptr": "*fp32", "mean_ptr": "*fp32", "rstd_ptr": "*fp32",
                     "dw_ptr": "*fp32", "db_ptr": "*fp32", "stride": "i32", "n_rows": "i32", "n_cols": "i32",
                     "BLOCK_M": "constexpr", "BLOCK_N": "constexpr"}, {"BLOCK_M": 32, "BLOCK_N": 64}, 4),
}


def cpu_check():
    """Compiles every kernel for sm_90 through the plug-in in strict mode, in
    an empty Triton cache (a cached kernel would skip the plug-in)."""
    os.environ["TRITON_CACHE_DIR"] = tempfile.mkdtemp(prefix="tilelift-cpu-check-")
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    import tilelift
    import tilelift.triton

    tilelift.triton.enable(strict=True)
    kernels = define_kernels()
    failed = 0
    for name, (signature, constexprs, warps) in CPU_SIGNATURES.items():
        src = ASTSource(kernels[name], signature, constexprs=constexprs)
        try:
            k = triton.compile(src, target=GPUTarget("cuda", 90, 32), options={"num_warps": warps})
        except Exception as e:  # noqa: BLE001  (report and go on)
            failed += 1
            print(f"{name:12} FAIL {type(e).__name__}: {str(e).splitlines()[0]}")
            continue
        ours = tilelift.compile(k.asm["ttir"], arch="sm_90", num_warps=warps,
                                file=f"{k.name}.ttir").ptx
        same = "ours" if k.asm["ptx"] == ours else "NOT OURS"
        print(f"{name:12} ok   {same}, shared={k.metadata.shared}")
    return 1 if failed else 0


# --------------------------------------------------------------------------
# The tutorials: inputs, the call under test, the reference.
# --------------------------------------------------------------------------

def next_pow2(n):
    return 1 << (n - 1).bit_length()


def tutorial(name, kernels, torch, triton):
    """(make_inputs, call, reference, compare_kind) of one tutorial."""
    dev = "cuda"
    if name == "01-vector-add":
        n = 98432

        def inputs():
            g = torch.Generator(device=dev).manual_seed(0)
            return (torch.rand(n, device=dev, generator=g), torch.rand(n, device=dev, generator=g))

        def call(a, b):
            c = torch.empty_like(a)
            kernels["vadd"][(triton.cdiv(n, 1024),)](a, b, c, n, BLOCK=1024)
            return {"c": c}

        def reference(a, b):
            return {"c": a + b}

        return inputs, call, reference, "exact"
    if name == "02-fused-softmax":
        rows, cols = 1823, 781

        def inputs():
            g = torch.Generator(device=dev).manual_seed(0)
            return (torch.randn(rows, cols, device=dev, generator=g),)

        def call(x):
            y = torch.empty_like(x)
            block = next_pow2(cols)
            warps = 8 if block >= 2048 else 4
            kernels["softmax"][(rows,)](y, x, x.stride(0), y.stride(0), cols, BLOCK=block, num_warps=warps)
            return {"y": y}

        def reference(x):
            return {"y": torch.softmax(x, dim=1)}

        return inputs, call, reference, "close"
    if name == "03-matrix-multiplication":
        m, n, k = 1024, 1024, 1024

        def inputs():
            g = torch.Generator(device=dev).manual_seed(0)
            a = torch.randn(m, k, device=dev, generator=g).half()
            b = torch.randn(k, n, device=dev, generator=g).half()
            return (a, b)

        def call(a, b):
            c = torch.empty(m, n, device=dev, dtype=torch.float16)
            grid = (triton.cdiv(m, 128) * triton.cdiv(n, 128),)
            kernels["matmul"][grid](a, b, c, m, n, k, a.stride(0), a.stride(1), b.stride(0), b.stride(1),
                                    c.stride(0), c.stride(1), BLOCK_M=128, BLOCK_N=128, BLOCK_K=32, GROUP_M=8,
                                    num_warps=4, num_stages=3)
            return {"c": c}

        def reference(a, b):
            return {"c": torch.matmul(a, b)}

        return inputs, call, reference, "fp16 sums"
    if name == "04-dropout":
        n, p, seed = 1 << 20, 0.5, 123

        def inputs():
            g = torch.Generator(device=dev).manual_seed(0)
            return (torch.randn(n, device=dev, generator=g),)

        def call(x):
            y = torch.empty_like(x)
            kernels["dropout"][(triton.cdiv(n, 1024),)](x, y, n, p, seed, BLOCK=1024)
            # The same seed twice: the same mask.
            y2 = torch.empty_like(x)
            kernels["dropout"][(triton.cdiv(n, 1024),)](x, y2, n, p, seed, BLOCK=1024)
            return {"y": y, "mask": y != 0, "y_again": y2}

        def reference(x):
            return None  # no PyTorch equivalent of Triton's Philox stream

        return inputs, call, reference, "exact"
    if name == "05-layer-norm":
        rows, cols, eps = 1151, 1024, 1e-5

        def inputs():
            g = torch.Generator(device=dev).manual_seed(0)
            x = torch.randn(rows, cols, device=dev, generator=g)
            w = torch.rand(cols, device=dev, generator=g) + 0.5
            b = torch.randn(cols, device=dev, generator=g)
            dy = torch.randn(rows, cols, device=dev, generator=g)
            return (x, w, b, dy)

        def call(x, w, b, dy):
            block = next_pow2(cols)
            y = torch.empty_like(x)
            mean = torch.empty(rows, device=dev)
            rstd = torch.empty(rows, device=dev)
            kernels["ln_fwd"][(rows,)](x, y, w, b, mean, rstd, x.stride(0), cols, eps, BLOCK=block, num_warps=8)
            dx = torch.empty_like(x)
            kernels["ln_bwd_dx"][(rows,)](dy, x, w, mean, rstd, dx, x.stride(0), cols, BLOCK=block, num_warps=8)
            dw = torch.empty(cols, device=dev)
            db = torch.empty(cols, device=dev)
            kernels["ln_bwd_dwdb"][(triton.cdiv(cols, 64),)](dy, x, mean, rstd, dw, db, x.stride(0), rows, cols,
                                                              BLOCK_M=32, BLOCK_N=64)
            return {"y": y, "dx": dx, "dw": dw, "db": db}

        def reference(x, w, b, dy):
            xr = x.detach().clone().requires_grad_(True)
            wr = w.detach().clone().requires_grad_(True)
            br = b.detach().clone().requires_grad_(True)
            y = torch.nn.functional.layer_norm(xr, (cols,), wr, br, eps)
            y.backward(dy)
            return {"y": y.detach(), "dx": xr.grad, "dw": wr.grad, "db": br.grad}

        return inputs, call, reference, "close"
    raise ValueError(name)


# --------------------------------------------------------------------------
# The worker: one tutorial, one mode, one fresh process.
# --------------------------------------------------------------------------

def worker(name, mode, out_path, warm_iters):
    import torch
    import triton
    import triton.knobs as knobs

    stages = {}

    def listener(*, src, metadata, metadata_group, times, cache_hit):
        for stage, us in times.lowering_stages:
            stages[stage] = stages.get(stage, 0) + us
        stages["ir_initialization"] = stages.get("ir_initialization", 0) + times.ir_initialization
        stages["cache_hits"] = stages.get("cache_hits", 0) + int(cache_hit)

    knobs.compilation.listener = listener
    load_us = []
    load_start = {}

    def load_start_hook(module, function, name, metadata_group, hash):
        load_start["t"] = time.perf_counter()

    def load_end_hook(module, function, name, metadata_group, hash):
        load_us.append((time.perf_counter() - load_start.pop("t", time.perf_counter())) * 1e6)

    knobs.runtime.kernel_load_start_hook.add(load_start_hook)
    knobs.runtime.kernel_load_end_hook.add(load_end_hook)

    result = {"tutorial": name, "mode": mode}
    if mode == "tilelift":
        import tilelift
        import tilelift.triton

        tilelift.triton.enable(strict=True)
        result["tilelift_version"] = tilelift.__version__
    kernels = define_kernels()
    inputs, call, reference, kind = tutorial(name, kernels, torch, triton)
    args = inputs()
    torch.cuda.synchronize()  # the context and the inputs exist before the clock starts
    try:
        t0 = time.perf_counter()
        out = call(*args)
        torch.cuda.synchronize()
        result["first_call_ms"] = (time.perf_counter() - t0) * 1e3
    except Exception as e:  # noqa: BLE001  (reported in the table)
        result["error"] = f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"
        with open(out_path + ".json", "w") as f:
            json.dump(result, f)
        return
    result["compile_stages_us"] = dict(stages)
    result["first_load_us"] = list(load_us)
    warm = []
    for _ in range(warm_iters):
        t0 = time.perf_counter()
        call(*args)
        torch.cuda.synchronize()
        warm.append((time.perf_counter() - t0) * 1e3)
    result["warm_ms"] = statistics.median(warm)
    ref = reference(*args)
    result["vs_torch"] = compare(torch, out, ref, kind if kind == "fp16 sums" else "close") if ref is not None else None
    torch.save({k: v.cpu() for k, v in out.items()}, out_path + ".pt")
    with open(out_path + ".json", "w") as f:
        json.dump(result, f)


def compare(torch, got, expected, kind):
    """{output: (equal bit for bit, max abs diff, within tolerance)}."""
    report = {}
    for k, e in expected.items():
        g = got[k]
        if g.dtype == torch.bool:
            report[k] = (bool(torch.equal(g, e)), 0.0 if torch.equal(g, e) else 1.0, bool(torch.equal(g, e)))
            continue
        diff = (g.float() - e.float()).abs().max().item()
        if kind == "exact":
            ok = bool(torch.equal(g, e))
        elif kind == "fp16 sums":
            # Sums of 1024 products rounded to fp16 once, in another order (Hopper's
            # wgmma, Ampere's mma.sync, cuBLAS): about one fp16 ulp at their size (~32).
            ok = bool(torch.allclose(g.float(), e.float(), rtol=1e-2, atol=3e-2))
        else:
            ok = bool(torch.allclose(g, e, rtol=1e-4, atol=1e-5))
        report[k] = (bool(torch.equal(g, e)), diff, ok)
    return report


def run_worker(name, mode, work, cache, warm_iters):
    """Runs one worker process on the caches under `cache`; its result."""
    env = dict(os.environ)
    env["TRITON_CACHE_DIR"] = os.path.join(cache, "triton")
    env["TILELIFT_CACHE_DIR"] = os.path.join(cache, "tilelift")
    env["CUDA_CACHE_DISABLE"] = "1"
    env.pop("TILELIFT_TRITON", None)
    out = os.path.join(work, f"{name}-{mode}-{len(os.listdir(work))}")
    cmd = [sys.executable, os.path.abspath(__file__), "--worker", name, "--mode", mode, "--out", out,
           "--warm-iters", str(warm_iters)]
    done = subprocess.run(cmd, env=env, capture_output=True, text=True)
    if done.returncode != 0 or not os.path.exists(out + ".json"):
        return {"tutorial": name, "mode": mode, "error": f"worker exit {done.returncode}: {done.stderr.strip()[-800:]}"}
    with open(out + ".json") as f:
        result = json.load(f)
    result["outputs"] = out + ".pt" if os.path.exists(out + ".pt") else None
    return result


# --------------------------------------------------------------------------
# tilelift's own disk cache: a second process loads the cubin.
# --------------------------------------------------------------------------

def disk_cache_check(tilelift_bin, case):
    cache = tempfile.mkdtemp(prefix="tilelift-disk-")
    env = dict(os.environ, TILELIFT_CACHE_DIR=cache, CUDA_CACHE_DISABLE="1")

    def bench():
        done = subprocess.run([tilelift_bin, "bench", case, "--disk-cache", "--json", "--iters", "50"],
                              env=env, capture_output=True, text=True)
        if done.returncode != 0:
            return {"error": done.stderr.strip()}
        return json.loads(done.stdout)

    first = bench()
    second = bench()
    entries = glob.glob(os.path.join(cache, "kernels", "*.bin"))
    truncated = None
    if len(entries) == 1:
        with open(entries[0], "rb") as f:
            data = f.read()
        with open(entries[0], "wb") as f:
            f.write(data[: len(data) // 2])
        truncated = bench()
    shutil.rmtree(cache, ignore_errors=True)
    return {"first": first, "second": second, "entries": len(entries), "after_truncation": truncated}


# --------------------------------------------------------------------------
# Main: every tutorial, both modes, fresh and warm caches; the table.
# --------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--wheel", help="a tilelift wheel (glob) to use instead of the installed package")
    ap.add_argument("--tilelift", default="target/release/tilelift", help="the tilelift program (disk-cache check)")
    ap.add_argument("--case", default="tests/corpus/softmax_rows", help="the case of the disk-cache check")
    ap.add_argument("--tutorials", default=",".join(TUTORIALS))
    ap.add_argument("--warm-iters", type=int, default=50)
    ap.add_argument("--json", help="write every result here")
    ap.add_argument("--cpu-check", action="store_true", help="compile the kernels for sm_90 without a GPU and exit")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    ap.add_argument("--mode", help=argparse.SUPPRESS)
    ap.add_argument("--out", help=argparse.SUPPRESS)
    args = ap.parse_args()

    if args.wheel:
        use_wheel(args.wheel)
    if args.worker:
        worker(args.worker, args.mode, args.out, args.warm_iters)
        return 0
    if args.cpu_check:
        return cpu_check()

    import tilelift
    import torch
    import triton

    print(f"tilelift {tilelift.__version__} from {os.path.dirname(tilelift.__file__)}; triton {triton.__version__}; "
          f"torch {torch.__version__}; {torch.cuda.get_device_name()}")
    work = tempfile.mkdtemp(prefix="plugin-tutorials-")
    results = []
    failures = 0
    rows = []
    for name in args.tutorials.split(","):
        per_mode = {}
        for mode in ("stock", "tilelift"):
            cache = tempfile.mkdtemp(prefix=f"caches-{mode}-", dir=work)
            fresh = run_worker(name, mode, work, cache, args.warm_iters)
            again = run_worker(name, mode, work, cache, args.warm_iters)  # same caches, now warm
            per_mode[mode] = (fresh, again)
            results += [dict(fresh, caches="empty"), dict(again, caches="warm")]
        stock, ours = per_mode["stock"][0], per_mode["tilelift"][0]
        verdict = "ok"
        detail = ""
        if "error" in stock or "error" in ours:
            verdict = "ERROR"
            detail = ours.get("error") or stock.get("error")
        else:
            a = torch.load(stock["outputs"])
            b = torch.load(ours["outputs"])
            kind = {"01-vector-add": "exact", "04-dropout": "exact", "03-matrix-multiplication": "fp16 sums"}.get(name, "close")
            report = compare(torch, b, a, kind)
            bad = [k for k, (_, _, ok) in report.items() if not ok]
            if name == "04-dropout" and not torch.equal(b["y"], b["y_again"]):
                bad.append("same seed, different mask")
            for mode_result in (stock, ours):
                for k, (_, _, ok) in (mode_result.get("vs_torch") or {}).items():
                    if not ok:
                        bad.append(f"{mode_result['mode']} vs torch: {k}")
            exact = all(eq for eq, _, _ in report.values())
            worst = max(d for _, d, _ in report.values())
            verdict = "FAIL" if bad else ("equal" if exact else "close")
            detail = ", ".join(bad) if bad else f"max |diff| {worst:.2e}"
            results.append({"tutorial": name, "compare": report, "verdict": verdict})
        if verdict in ("FAIL", "ERROR"):
            failures += 1

        def ms(r, key):
            return f"{r[key]:.1f}" if key in r else "-"

        def ms3(r, key):
            return f"{r[key]:.3f}" if key in r else "-"

        s_fresh, s_again = per_mode["stock"]
        o_fresh, o_again = per_mode["tilelift"]
        rows.append((name, ms(s_fresh, "first_call_ms"), ms(o_fresh, "first_call_ms"), ms(s_again, "first_call_ms"),
                     ms(o_again, "first_call_ms"), ms3(s_fresh, "warm_ms"), ms3(o_fresh, "warm_ms"), verdict, detail))

    print()
    print("Python call to result, ms (first call: empty caches, fresh process; second process: same caches, "
          "warm; warm: median of {} calls)".format(args.warm_iters))
    header = ("tutorial", "stock first", "ours first", "stock 2nd proc", "ours 2nd proc", "stock warm", "ours warm",
              "results", "")
    widths = [max(len(str(r[i])) for r in rows + [header]) for i in range(len(header))]
    for r in [header] + rows:
        print("  ".join(str(c).ljust(w) for c, w in zip(r, widths)))
    print()
    print("Compile stages of the first call (µs, summed over the tutorial's kernels; Triton's listener):")
    for r in results:
        if r.get("caches") == "empty" and "compile_stages_us" in r:
            st = ", ".join(f"{k} {v}" for k, v in r["compile_stages_us"].items())
            print(f"  {r['tutorial']:18} {r['mode']:9} {st}; cubin load(s) {['%.0f' % u for u in r['first_load_us']]}")
    print()
    if os.path.exists(args.tilelift):
        disk = disk_cache_check(args.tilelift, args.case)
        results.append({"disk_cache": disk})
        first, second, trunc = disk["first"], disk["second"], disk["after_truncation"]
        print(f"Disk cache ({args.case}, TILELIFT_CACHE_DIR fresh, CUDA_CACHE_DISABLE=1):")
        print(f"  first process : {json.dumps({k: first.get(k) for k in ('compile_us', 'load_us', 'from_disk', 'error')})}")
        print(f"  second process: {json.dumps({k: second.get(k) for k in ('compile_us', 'load_us', 'from_disk', 'error')})}")
        print(f"  after truncating the entry: "
              f"{json.dumps({k: (trunc or {}).get(k) for k in ('compile_us', 'load_us', 'from_disk', 'error')})}")
        ok = (second.get("from_disk") is True and second.get("load_us", 1e9) <= 1000.0
              and disk["entries"] == 1 and trunc is not None and trunc.get("from_disk") is False
              and "error" not in trunc)
        print(f"  {'ok' if ok else 'FAIL'}: second process loads the cached cubin in "
              f"{second.get('load_us')} us (<= 1000), a truncated entry is rebuilt")
        failures += 0 if ok else 1
    else:
        print(f"(no {args.tilelift}: disk-cache check skipped; build it with cargo build --release -p tilelift-cli)")
        failures += 1
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1, default=str)
    shutil.rmtree(work, ignore_errors=True)
    print(f"\n{failures} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
