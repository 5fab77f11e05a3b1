#!/usr/bin/env python3
"""A against B: two tilelift binaries timed on the same cases, on one GPU.

For each case folder, runs `tilelift bench CASE --json` with binary A, then B,
then A and B again (interleaved, so a drift of the GPU's clocks or of other
load falls on both), and prints each side's median kernel time (the lower of
its two runs' medians), the ratio B / A (below 1: B is faster) and the
geometric mean of the ratios. Run on the GPU machine from the repository root:

    python3 scripts/gpu/ab.py --a .device/tilelift_old --b .device/tilelift \\
        tests/perfsuite/copy_f32_b1024_w4_tail [CASE ...] [--json out.json]

Cases may also come one per line from a file (`--cases-from FILE`, names
relative to `--corpus`).
"""

import argparse
import json
import math
import os
import subprocess
import sys


def bench_json(binary, case, extra=()):
    """`tilelift bench CASE --json EXTRA...`: its JSON object, or None and the
    last line of its error."""
    env = dict(os.environ, CUDA_CACHE_DISABLE="1")
    cmd = [binary, "bench", case, "--json", *extra]
    run = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if run.returncode != 0:
        return None, (run.stderr or run.stdout).strip().splitlines()[-1:]
    return json.loads(run.stdout), None


def bench(binary, case, iters):
    result, err = bench_json(binary, case, ["--iters", str(iters)])
    return (result["median_ms"] * 1e3 if result else None), err


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--a", required=True, help="baseline tilelift binary")
    ap.add_argument("--b", required=True, help="tilelift binary under test")
    ap.add_argument("--iters", type=int, default=100)
    ap.add_argument("--corpus", default="tests/perfsuite")
    ap.add_argument("--cases-from", default="")
    ap.add_argument("--json", default="")
    ap.add_argument("cases", nargs="*")
    args = ap.parse_args()
    cases = list(args.cases)
    if args.cases_from:
        with open(args.cases_from) as f:
            names = [line.strip() for line in f if line.strip()]
        cases += [os.path.join(args.corpus, n) for n in names]
    rows = []
    print(f"{'case':40} {'A us':>9} {'B us':>9} {'B/A':>7}")
    for case in cases:
        times = {"a": [], "b": []}
        error = None
        for side in ["a", "b", "a", "b"]:
            t, err = bench(getattr(args, side), case, args.iters)
            if t is None:
                error = f"{side}: {err}"
                break
            times[side].append(t)
        name = os.path.basename(os.path.normpath(case))
        if error:
            print(f"{name:40} error {error}")
            rows.append({"case": name, "error": error})
            continue
        a, b = min(times["a"]), min(times["b"])
        rows.append({"case": name, "a_us": a, "b_us": b, "ratio": b / a})
        print(f"{name:40} {a:9.1f} {b:9.1f} {b / a:7.3f}", flush=True)
    ratios = [r["ratio"] for r in rows if "ratio" in r]
    if ratios:
        geo = math.exp(sum(map(math.log, ratios)) / len(ratios))
        print(f"\n{len(ratios)} cases: geometric mean of B/A {geo:.3f}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)
    return 0 if len(ratios) == len(rows) else 1


if __name__ == "__main__":
    sys.exit(main())
