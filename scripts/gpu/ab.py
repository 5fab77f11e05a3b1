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

Where two binaries do not fit in what travels to the GPU machine, A can be
the old binary's PTX instead: here, `--prepare-a OLD_BINARY --a-ptx DIR
CASES...` compiles each case with it (the case's num_warps and num_stages)
into `DIR/NAME.ptx` and `DIR/NAME.shared` (its dynamic shared bytes); there,
`--a-ptx DIR --b BINARY CASES...` times A as `BINARY bench CASE --ptx
DIR/NAME.ptx --shared N`, launched like B's own code.
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


def bench(binary, case, iters, extra=()):
    result, err = bench_json(binary, case, ["--iters", str(iters), *extra])
    return (result["median_ms"] * 1e3 if result else None), err


def compile_ptx(binary, case, arch, path):
    """`binary`'s PTX of the case's kernel.ttir for `arch` (the case's
    num_warps and num_stages) written to `path`; returns its dynamic shared
    bytes (`--emit metadata`)."""
    with open(os.path.join(case, "case.json")) as f:
        meta = json.load(f)
    opts = ["--arch", arch, "--num-warps", str(meta.get("num_warps", 4)),
            "--num-stages", str(meta.get("num_stages", 3))]
    kernel = os.path.join(case, "kernel.ttir")
    subprocess.run([binary, "compile", kernel, *opts, "-o", path], check=True)
    meta = subprocess.run([binary, "compile", kernel, *opts, "--emit", "metadata"],
                          capture_output=True, text=True, check=True).stdout
    return int(json.loads(meta)["shared"])


def prepare_a(binary, cases, out):
    """Writes each case's PTX and shared bytes, as `binary` compiles it, to
    `out`."""
    os.makedirs(out, exist_ok=True)
    for case in cases:
        name = os.path.basename(os.path.normpath(case))
        shared = compile_ptx(binary, case, "sm_90", os.path.join(out, name + ".ptx"))
        with open(os.path.join(out, name + ".shared"), "w") as f:
            f.write(f"{shared}\n")


def a_side(args, case):
    """The binary and extra `bench` arguments that time side A of `case`."""
    if not args.a_ptx:
        return args.a, ()
    name = os.path.basename(os.path.normpath(case))
    with open(os.path.join(args.a_ptx, name + ".shared")) as f:
        shared = f.read().strip()
    return args.b, ("--ptx", os.path.join(args.a_ptx, name + ".ptx"), "--shared", shared)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--a", help="baseline tilelift binary")
    ap.add_argument("--a-ptx", default="", help="baseline: the PTX in this folder")
    ap.add_argument("--prepare-a", default="",
                    help="write the baseline PTX of this binary to --a-ptx, and stop")
    ap.add_argument("--b", help="tilelift binary under test")
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
    if args.prepare_a:
        prepare_a(args.prepare_a, cases, args.a_ptx)
        return 0
    if not args.b or not (args.a or args.a_ptx):
        ap.error("--b and one of --a, --a-ptx are needed")
    rows = []
    print(f"{'case':40} {'A us':>9} {'B us':>9} {'B/A':>7}")
    for case in cases:
        times = {"a": [], "b": []}
        error = None
        for side in ["a", "b", "a", "b"]:
            binary, extra = a_side(args, case) if side == "a" else (args.b, ())
            t, err = bench(binary, case, args.iters, extra)
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
