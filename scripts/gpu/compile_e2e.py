#!/usr/bin/env python3
"""TTIR text to a loaded kernel, ours against Triton's, on the GPU machine
(issue 14: end-to-end compile of every dot kernel).

For each case folder, in one process per measurement (fresh caches, the
driver's JIT cache off: CUDA_CACHE_DISABLE=1):

- ours: `tilelift bench CASE --json --iters 50`, whose `compile_us` is
  TTIR text to PTX and `load_us` the driver's JIT of the PTX and the module
  load (`cuModuleLoadData`);
- Triton: `triton.compile(kernel.ttir, target=<this GPU>)` in an empty
  `TRITON_CACHE_DIR` (TTIR to TTGIR, LLVM IR, PTX, and `ptxas` to a cubin),
  then the cubin's load (`CompiledKernel._init_handles`), timed with
  `time.perf_counter` around each, after one compile and load of another
  kernel (`vec_add_f32`) in the same process, which pays Triton's one-time
  costs (its backend's start, the launcher's build).

Also prints the PTX line counts of both. Run from the repository root:

    python3 scripts/gpu/compile_e2e.py --tilelift .device/tilelift tests/corpus/matmul_f16 ...
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

TRITON_CHILD = r'''
import json, sys, time
import torch, triton
from triton.backends.compiler import GPUTarget
path, warps, stages, warmup = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
major, minor = torch.cuda.get_device_capability()
torch.cuda.init()
# Triton's one-time costs (its backend's start, the launcher's build) paid on
# another kernel first: what follows is what each new kernel costs.
w = triton.compile(warmup, target=GPUTarget("cuda", major * 10 + minor, 32))
w._init_handles()
t0 = time.perf_counter()
k = triton.compile(path, target=GPUTarget("cuda", major * 10 + minor, 32),
                   options={"num_warps": warps, "num_stages": stages})
t1 = time.perf_counter()
k._init_handles()
t2 = time.perf_counter()
print(json.dumps({"compile_us": (t1 - t0) * 1e6, "load_us": (t2 - t1) * 1e6,
                  "ptx_lines": k.asm["ptx"].count("\n")}))
'''


def ours(binary, case):
    env = dict(os.environ, CUDA_CACHE_DISABLE="1")
    run = subprocess.run([binary, "bench", case, "--json", "--iters", "50"],
                         capture_output=True, text=True, env=env)
    if run.returncode != 0:
        return None, (run.stderr or run.stdout).strip().splitlines()[-1:]
    j = json.loads(run.stdout)
    ptx = subprocess.run([binary, "compile", os.path.join(case, "kernel.ttir"), "--no-debug-lines",
                          "--num-warps", str(case_json(case).get("num_warps", 4)),
                          "--num-stages", str(case_json(case).get("num_stages", 3))],
                         capture_output=True, text=True).stdout
    return {"compile_us": j["compile_us"], "load_us": j["load_us"],
            "ptx_lines": ptx.count("\n")}, None


def case_json(case):
    with open(os.path.join(case, "case.json")) as f:
        return json.load(f)


def triton(case):
    c = case_json(case)
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, CUDA_CACHE_DISABLE="1", TRITON_CACHE_DIR=cache)
        run = subprocess.run([sys.executable, "-c", TRITON_CHILD, os.path.join(case, "kernel.ttir"),
                              str(c.get("num_warps", 4)), str(c.get("num_stages", 3)),
                              os.path.join("tests", "corpus", "vec_add_f32", "kernel.ttir")],
                             capture_output=True, text=True, env=env)
    if run.returncode != 0:
        return None, (run.stderr or run.stdout).strip().splitlines()[-1:]
    return json.loads(run.stdout.strip().splitlines()[-1]), None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tilelift", default="target/release/tilelift")
    ap.add_argument("--json", default="")
    ap.add_argument("cases", nargs="+")
    args = ap.parse_args()
    rows = []
    print(f"{'case':36} {'ours compile':>12} {'ours load':>10} {'ours total':>11} "
          f"{'Triton compile':>15} {'Triton load':>12} {'Triton total':>13} {'ratio':>6} "
          f"{'PTX lines ours/Triton':>22}")
    for case in args.cases:
        name = os.path.basename(os.path.normpath(case))
        o, err = ours(args.tilelift, case)
        t, err2 = triton(case)
        if o is None or t is None:
            print(f"{name:36} error: {err or err2}")
            rows.append({"case": name, "error": str(err or err2)})
            continue
        ot, tt = o["compile_us"] + o["load_us"], t["compile_us"] + t["load_us"]
        rows.append({"case": name, "ours": o, "triton": t, "ratio": ot / tt})
        print(f"{name:36} {o['compile_us']:12.0f} {o['load_us']:10.0f} {ot:11.0f} "
              f"{t['compile_us']:15.0f} {t['load_us']:12.0f} {tt:13.0f} {ot / tt:6.3f} "
              f"{o['ptx_lines']:>10}/{t['ptx_lines']:<11}", flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)
    return 0 if all("ratio" in r for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
