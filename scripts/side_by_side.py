#!/usr/bin/env python3
"""Side by side: tilelift and Triton on the same corpus kernels, on one GPU.

For every case folder under CORPUS (or those named with --cases), this script

  * runs `tilelift bench CASE --json` (our kernel at the case's bench size, the
    CUDA-event median of >= 50 launches after a warm-up, buffers rotated; and our
    compile time, TTIR text -> PTX -> loaded CUfunction, the driver's PTX JIT
    included, with CUDA_CACHE_DISABLE=1 so the driver's JIT cache does not help);
  * compiles the same kernel.ttir with Triton
    (`triton.compile(path, target=GPUTarget("cuda", cc, 32), options=...)`) in a
    fresh cache folder, loads it (TTIR -> cubin -> loaded CUfunction, timed), runs
    it once on the very inputs tilelift used (`tilelift bench --dump`) and checks
    that both give the same outputs within the case's tolerances, then times it
    the same way (those inputs, the same rotation rule, events around each launch,
    median);
  * prints ours, Triton's and the ratio (ours / Triton: below 1 is faster) per
    case, and both compile times.

A case whose TTIR the installed Triton cannot parse (the corpus was made with
Triton 3.9; the GPU machine has 3.6) is reported as such; a case tilelift cannot
compile yet shows our error.

Run on the GPU machine, from the repository root (Python there has Triton and
PyTorch):

    python3 scripts/side_by_side.py --tilelift target/release/tilelift \
        --corpus tests/corpus [--cases vec_add_f32,gelu] [--json out.json]

Tensor descriptors (tests/tma, case ABI in tests/tma/README.md): a descriptor
parameter is 4n+2 flat entries of case.json's `args` (base buffer, n shapes, n
strides, padding_nan, then the TTIR's own n i32 shapes and n i64 strides).
Triton's sm_90 build of such a kernel reads a CUtensorMap instead
(metadata.tensordesc_meta): the script gives Triton's launcher one
`triton.tools.tensor_descriptor.TensorDescriptor` per descriptor, built from the
same buffers, shapes, strides and the case's `tensordescs` block shapes, and
Triton's launcher fills the tensor map (`fill_tma_descriptor`) as it does for a
`@triton.jit` call; a kernel compiled from TTIR text lists the TTIR's own 2n
scalars in its signature, which the script folds back into the one
`tensordesc<...>` entry Triton's launcher expects. In-kernel descriptors
(`tt.make_tensor_descriptor`) need Triton's global scratch
(metadata.global_scratch_size bytes per program): the script installs a
`triton.set_allocator` allocator (torch.empty on the GPU), as Triton's tutorials do.

`--dry-run` needs no GPU: it reads every case, checks the descriptor entries of
`args` and of `bench`, compiles kernel.ttir with Triton for cuda:90 on the CPU
and checks that the launch plan fits Triton's signature (descriptor count equal
to tensordesc_meta's, global scratch), and prints one line a case.

`--shard K/N` takes every N-th case from the K-th (0-based) of the sorted list,
so that a large corpus (tests/perfsuite) runs as N commands within the GPU
machine's time per command; `--budget-s S` starts no case after S seconds and
lists those left out (the JSON is written either way).
"""

import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("CUDA_CACHE_DISABLE", "1")
os.environ.setdefault("TRITON_ALWAYS_COMPILE", "1")


def rotation_sets(footprint, l2_bytes, free):
    """The rule of tilelift's bench.rs: sets >= 4 x L2, 2..8, half the free memory."""
    footprint = max(footprint, 1)
    want = min(max(-(-4 * l2_bytes // footprint), 2), 8)
    fit = max(free // 2 // footprint, 1)
    return min(want, fit)


def ours(tilelift, case_dir, iters, dump):
    env = dict(os.environ, CUDA_CACHE_DISABLE="1")
    cmd = [tilelift, "bench", case_dir, "--json", "--iters", str(iters), "--dump", dump]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=180)
    except subprocess.TimeoutExpired:
        return {"error": "tilelift bench timed out after 180 s"}
    if p.returncode != 0:
        msg = (p.stderr.strip() or p.stdout.strip()).splitlines()
        errs = [m for m in msg if "error" in m]
        return {"error": (errs or msg or ["exit %d" % p.returncode])[0]}
    return json.loads(p.stdout.strip().splitlines()[-1])


def torch_dtype(name):
    import torch
    return {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16,
            "fp64": torch.float64, "i8": torch.int8, "i16": torch.int16,
            "i32": torch.int32, "i64": torch.int64,
            "fp8e4nv": torch.float8_e4m3fn, "fp8e5": torch.float8_e5m2}[name]


def make_buffer(dtype, elements, fill, gen):
    import torch
    dt = torch_dtype(dtype)
    if fill is None:
        return torch.zeros(elements, dtype=dt, device="cuda")
    if "normal" in fill:
        mean, std = fill["normal"]
        t = torch.randn(elements, dtype=torch.float32, device="cuda", generator=gen)
        return (t * std + mean).to(dt)
    if "uniform_int" in fill:
        lo, hi = fill["uniform_int"]
        return torch.randint(lo, hi + 1, (elements,), device="cuda", generator=gen).to(dt)
    return torch.full((elements,), fill["const"], dtype=dt, device="cuda")


def load_bin(path, dtype):
    import numpy as np
    import torch
    raw = {"fp32": np.float32, "fp16": np.float16, "bf16": np.int16, "fp64": np.float64,
           "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
           "fp8e4nv": np.uint8, "fp8e5": np.uint8}[dtype]
    t = torch.from_numpy(np.fromfile(path, dtype=raw)).cuda()
    if dtype in ("bf16", "fp8e4nv", "fp8e5"):
        return t.view(torch_dtype(dtype))
    return t


def tensordesc_groups(case):
    """{index in args of a descriptor's base entry: (n, block_shape)}, checked against the
    flat form of tests/tma/README.md: base, shape0.., stride0.., padding_nan, 2n TTIR scalars."""
    args = case["args"]
    names = [a["name"] for a in args]
    groups = {}
    for td in case.get("tensordescs", []):
        i = names.index(td["arg"])
        n = len(td["block_shape"])
        want = ([td["arg"]] + ["%s.shape%d" % (td["arg"], j) for j in range(n)]
                + ["%s.stride%d" % (td["arg"], j) for j in range(n)] + ["%s.padding_nan" % td["arg"]])
        if names[i:i + 2 * n + 2] != want:
            raise ValueError("%s: args %s are not %s" % (td["arg"], names[i:i + 2 * n + 2], want))
        own = args[i + 2 * n + 2:i + 4 * n + 2]
        if len(own) != 2 * n or [a["type"] for a in own] != ["i32"] * n + ["i64"] * n:
            raise ValueError("%s: the TTIR's own 2n scalars (n i32, n i64) must follow" % td["arg"])
        if not args[i]["type"].startswith("*"):
            raise ValueError("%s: the base entry must be a buffer" % td["arg"])
        groups[i] = (n, list(td["block_shape"]))
    return groups


def triton_call_args(flat, groups):
    """Triton's launch arguments from the flat case arguments: one TensorDescriptor in
    place of each descriptor's 4n+2 entries."""
    if not groups:
        return flat
    from triton.tools.tensor_descriptor import TensorDescriptor
    out, i = [], 0
    while i < len(flat):
        if i in groups:
            n, block = groups[i]
            shape = [int(x) for x in flat[i + 1:i + 1 + n]]
            strides = [int(x) for x in flat[i + 1 + n:i + 1 + 2 * n]]
            pad = "nan" if flat[i + 1 + 2 * n] else "zero"
            out.append(TensorDescriptor(flat[i], shape, strides, block, pad))
            i += 4 * n + 2
        else:
            out.append(flat[i])
            i += 1
    return out


MLIR_TO_TRITON = {"f32": "fp32", "f16": "fp16", "bf16": "bf16", "f64": "fp64", "f8E4M3FN": "fp8e4nv",
                  "f8E5M2": "fp8e5", "i8": "i8", "i16": "i16", "i32": "i32", "i64": "i64"}


def fold_tensordesc_signature(kernel):
    """A kernel compiled from TTIR text has the TTIR's parameters as its signature:
    `!tt.tensordesc<tensor<64x32xf16>>` followed by the descriptor's 2n scalars. Triton's
    launcher (make_launcher, wrap_handle_tensordesc) expects the `@triton.jit` form, one
    `tensordesc<fp16[64, 32]>` entry that it expands itself: fold the signature into that
    form before the launcher is built. Returns the number of descriptors."""
    import re
    sig = kernel.src.signature
    items = [sig[k] for k in sorted(sig)]
    out, i, count = [], 0, 0
    while i < len(items):
        m = re.match(r"!tt\.tensordesc<tensor<([0-9x]+)x(\w+)>>", str(items[i]))
        if m:
            dims = m.group(1).split("x")
            out.append("tensordesc<%s[%s]>" % (MLIR_TO_TRITON.get(m.group(2), m.group(2)), ", ".join(dims)))
            i += 1 + 2 * len(dims)
            count += 1
        else:
            out.append(items[i])
            i += 1
    if count:
        kernel.src.signature = dict(enumerate(out))
    return count


def install_scratch_allocator():
    """Triton's global scratch (in-kernel tensor descriptors), as the tutorials allocate it."""
    import torch
    import triton

    def alloc_fn(size, alignment, stream):
        return torch.empty(size, device="cuda", dtype=torch.int8)

    triton.set_allocator(alloc_fn)


def compare_outputs(case, tensors, dump):
    """Triton's outputs against tilelift's on the same inputs, with the case's
    tolerances: the largest error and the elements outside |d| <= atol + rtol |ref|."""
    import torch
    worst = {"mismatched": 0, "max_abs": 0.0}
    for o in case["outputs"]:
        i = o["arg"]
        path = os.path.join(dump, "arg%d.out.bin" % i)
        if not os.path.exists(path):
            continue
        ours_t = load_bin(path, o["dtype"]).double()
        theirs = tensors[i].double()
        d = (theirs - ours_t).abs()
        bad = (d > o["atol"] + o["rtol"] * ours_t.abs()) | theirs.isnan() | ours_t.isnan()
        worst["mismatched"] += int(bad.sum())
        worst["max_abs"] = max(worst["max_abs"], float(d.max()) if d.numel() else 0.0)
    return worst


def triton_side(case_dir, case, iters, dump=None):
    import torch
    import triton
    from triton.backends.compiler import GPUTarget

    major, minor = torch.cuda.get_device_capability()
    target = GPUTarget("cuda", major * 10 + minor, 32)
    options = {"num_warps": case.get("num_warps", 4), "num_stages": case.get("num_stages", 3)}
    path = os.path.join(case_dir, "kernel.ttir")
    compile_ms = []
    kernel = None
    for _ in range(2):  # two cold compiles, each in a fresh cache folder; keep the faster
        with tempfile.TemporaryDirectory() as cache:
            os.environ["TRITON_CACHE_DIR"] = cache
            try:
                triton.knobs.cache.dir = cache
            except Exception:
                pass
            torch.cuda.synchronize()
            t0 = time.perf_counter()
            try:
                kernel = triton.compile(path, target=target, options=options)
                fold_tensordesc_signature(kernel)
                kernel._init_handles()
            except Exception as e:  # noqa: BLE001 - report any failure of Triton
                first = str(e).strip().splitlines()
                return {"error": "Triton %s cannot compile kernel.ttir: %s"
                        % (triton.__version__, first[0][:160] if first else type(e).__name__)}
            compile_ms.append((time.perf_counter() - t0) * 1e3)
    groups = tensordesc_groups(case)
    if kernel.metadata.global_scratch_size:
        install_scratch_allocator()
    bench = case["bench"]
    gen = torch.Generator(device="cuda")
    gen.manual_seed(case.get("seed", 0))
    by_name = {b["name"]: b for b in bench["args"]}  # it also lists JIT-folded constants
    footprint = 0
    first = []  # the first set: tilelift's dumped inputs when there are any
    for i, a in enumerate(case["args"]):
        b = by_name[a["name"]]
        if a["role"] == "scalar":
            first.append(float(b["value"]) if a["type"] == "fp32" else int(b["value"]))
            continue
        dumped = os.path.join(dump, "arg%d.in.bin" % i) if dump else None
        if dumped and os.path.exists(dumped):
            first.append(load_bin(dumped, a["dtype"]))
        else:
            first.append(make_buffer(a["dtype"], b["elements"], b.get("fill"), gen))
        footprint += first[-1].numel() * first[-1].element_size()
    check = None
    if dump and any(os.path.exists(os.path.join(dump, "arg%d.out.bin" % i))
                    for i in range(len(case["args"]))):
        # One launch on tilelift's inputs, compared with tilelift's outputs.
        probe = [x.clone() if isinstance(x, torch.Tensor) else x for x in first]
        kernel[tuple(bench["grid"])](*triton_call_args(probe, groups))
        torch.cuda.synchronize()
        check = compare_outputs(case, probe, dump)
        del probe
    free, _ = torch.cuda.mem_get_info()
    l2 = torch.cuda.get_device_properties(0).L2_cache_size
    nsets = rotation_sets(footprint, l2, free)
    sets = [first] + [[x.clone() if isinstance(x, torch.Tensor) else x for x in first]
                      for _ in range(nsets - 1)]
    sets = [triton_call_args(x, groups) for x in sets]
    grid = tuple(bench["grid"])
    launch = kernel[grid]
    for i in range(10):
        launch(*sets[i % nsets])
    torch.cuda.synchronize()
    iters = max(iters, 50)
    events = [torch.cuda.Event(enable_timing=True) for _ in range(iters + 1)]
    events[0].record()
    for i in range(iters):
        launch(*sets[i % nsets])
        events[i + 1].record()
    torch.cuda.synchronize()
    times = [events[i].elapsed_time(events[i + 1]) for i in range(iters)]
    med = statistics.median(times)
    res = {"median_ms": med, "min_ms": min(times), "sets": nsets,
           "gb_s": bench["min_bytes"] / (med * 1e-3) / 1e9,
           "compile_ms": min(compile_ms), "triton": triton.__version__, "check": check}
    del sets
    torch.cuda.empty_cache()
    return res


class _DryDtype(str):
    def __new__(cls, name, itemsize):
        o = str.__new__(cls, name)
        o.itemsize = itemsize
        o.is_floating_point = name.startswith("fp")
        return o


class _DryBuf:
    """A stand-in for a GPU buffer in --dry-run (16-byte aligned address 0)."""
    SIZES = {"fp32": 4, "fp16": 2, "bf16": 2, "fp64": 8, "i8": 1, "i16": 2, "i32": 4, "i64": 8,
             "fp8e4nv": 1, "fp8e5": 1}

    def __init__(self, dtype):
        self.dtype = _DryDtype(dtype, self.SIZES[dtype])

    def data_ptr(self):
        return 0


def dry_run(case_dir, case):
    """Everything triton_side does before it needs a GPU: the descriptor entries of args
    and bench, Triton's compile of kernel.ttir for cuda:90 (on the CPU), the folded
    signature against the launch arguments."""
    import triton
    from triton.backends.compiler import GPUTarget
    groups = tensordesc_groups(case)
    if "bench" not in case:
        return "no bench section"
    by_name = {b["name"]: b for b in case["bench"]["args"]}
    flat = []
    for a in case["args"]:
        b = by_name[a["name"]]
        if a["role"] == "scalar":
            flat.append(float(b["value"]) if a["type"] == "fp32" else int(b["value"]))
        else:
            if "fill" not in b and a["role"] != "out":
                raise ValueError("%s: bench entry has no fill" % a["name"])
            flat.append(_DryBuf(a["dtype"]))
    call = triton_call_args(flat, groups)
    options = {"num_warps": case.get("num_warps", 4), "num_stages": case.get("num_stages", 3)}
    kernel = triton.compile(os.path.join(case_dir, "kernel.ttir"), target=GPUTarget("cuda", 90, 32),
                            options=options)
    ndesc = fold_tensordesc_signature(kernel)
    meta = kernel.metadata.tensordesc_meta or []
    if ndesc != len(groups):
        raise ValueError("TTIR has %d descriptor parameters, case.json %d" % (ndesc, len(groups)))
    if meta and len(meta) != ndesc:
        raise ValueError("tensordesc_meta has %d entries for %d descriptors" % (len(meta), ndesc))
    sig = [t for t in kernel.src.signature.values() if t != "constexpr"]
    if len(sig) != len(call):
        raise ValueError("Triton's signature has %d parameters, the launch %d" % (len(sig), len(call)))
    return ("ok: %d args -> %d launch args, %d host descriptors (%s), global scratch %d B/program, "
            "bench grid %s" % (len(flat), len(call), ndesc, "TMA" if meta else "no TMA" if ndesc else "-",
                               kernel.metadata.global_scratch_size, case["bench"]["grid"]))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tilelift", default="target/release/tilelift")
    ap.add_argument("--corpus", default="tests/corpus")
    ap.add_argument("--cases", default="", help="comma-separated case names (default: all)")
    ap.add_argument("--iters", type=int, default=100)
    ap.add_argument("--json", default="", help="write every number to this file")
    ap.add_argument("--shard", default="0/1", help="K/N: every N-th case from the K-th (0-based)")
    ap.add_argument("--budget-s", type=float, default=0, help="start no case after this many seconds")
    ap.add_argument("--dry-run", action="store_true",
                    help="no GPU: check each case's arguments and Triton's launch plan, compile for cuda:90")
    args = ap.parse_args()
    start = time.monotonic()
    names = sorted(d for d in os.listdir(args.corpus)
                   if os.path.isfile(os.path.join(args.corpus, d, "case.json")))
    if args.cases:
        wanted = args.cases.split(",")
        names = [n for n in names if n in wanted]
    k, n = (int(x) for x in args.shard.split("/"))
    names = names[k::n]
    if args.dry_run:
        nbad = 0
        for name in names:
            case_dir = os.path.join(args.corpus, name)
            with open(os.path.join(case_dir, "case.json")) as f:
                case = json.load(f)
            try:
                msg = dry_run(case_dir, case)
            except Exception as e:  # report and go on
                nbad += 1
                msg = "FAIL %s: %s" % (type(e).__name__, str(e).strip().splitlines()[0][:200] if str(e) else "")
            print("%-60s %s" % (name, msg), flush=True)
        print("%d/%d cases ready" % (len(names) - nbad, len(names)))
        sys.exit(1 if nbad else 0)
    rows = []
    left_out = []
    for name in names:
        if args.budget_s and time.monotonic() - start > args.budget_s:
            left_out.append(name)
            continue
        case_dir = os.path.join(args.corpus, name)
        with open(os.path.join(case_dir, "case.json")) as f:
            case = json.load(f)
        if "bench" not in case:
            rows.append({"case": name, "ours": {"error": "no bench section"},
                         "triton": {"error": "no bench section"}})
            continue
        with tempfile.TemporaryDirectory() as dump:
            o = ours(args.tilelift, case_dir, args.iters, dump)
            try:
                t = triton_side(case_dir, case, args.iters, dump)
            except Exception as e:  # one case's failure must not end the run
                t = {"error": "%s: %s" % (type(e).__name__, str(e).splitlines()[-1][:200])}
        rows.append({"case": name, "ours": o, "triton": t})
        print(json.dumps(rows[-1]), flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)
    # "ours GB/s" is TFLOP/s (suffix TF) for matmuls.
    hdr = ("case", "ours us", "triton us", "ours/triton", "ours GB/s", "of copy",
           "ours compile us", "triton compile ms", "same-input check")
    print()
    fmt = "%%-%ds %%10s %%10s %%11s %%9s %%8s %%22s %%17s  %%s" % max([22] + [len(r["case"]) for r in rows])
    print(fmt % hdr)
    for r in rows:
        o, t = r["ours"], r["triton"]
        ous = "%.1f" % (o["median_ms"] * 1e3) if "median_ms" in o else "-"
        tus = "%.1f" % (t["median_ms"] * 1e3) if "median_ms" in t else "-"
        ratio = ("%.3f" % (o["median_ms"] / t["median_ms"])
                 if "median_ms" in o and "median_ms" in t else "-")
        gbs = "%.0f" % o["gb_s"] if "gb_s" in o else "-"
        if o.get("tflop_s") is not None:
            gbs = "%.1fTF" % o["tflop_s"]
        frac = "%.3f" % o["copy_fraction"] if "copy_fraction" in o else "-"
        occ = ("%.0f + %.0f JIT" % (o["compile_us"], o["load_us"])) if "compile_us" in o else "-"
        tcc = "%.1f" % t["compile_ms"] if "compile_ms" in t else "-"
        chk = t.get("check")
        chk = ("-" if not chk else "%s (max abs %.2g)" % (
            "agree" if chk["mismatched"] == 0 else "%d differ" % chk["mismatched"],
            chk["max_abs"]))
        print(fmt % (r["case"], ous, tus, ratio, gbs, frac, occ, tcc, chk))
        for side in ("ours", "triton"):
            if "error" in r[side]:
                print("    %s: %s" % (side, r[side]["error"]))
    ratios = [r["ours"]["median_ms"] / r["triton"]["median_ms"] for r in rows
              if "median_ms" in r["ours"] and "median_ms" in r["triton"]]
    if ratios:
        geo = math.exp(sum(math.log(x) for x in ratios) / len(ratios))
        print("\n%d cases timed on both sides: geometric mean of ours/triton %.3f" % (len(ratios), geo))
    if left_out:
        print("\nbudget of %.0f s spent; %d cases left out: --cases %s"
              % (args.budget_s, len(left_out), ",".join(left_out)))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
