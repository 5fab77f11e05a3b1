#!/usr/bin/env python3
"""Ours against Triton's sm_80 PTX, on a Hopper GPU (issue 14's bar).

Triton's sm_80 cubin does not load on a Hopper GPU, but its sm_80 PTX does,
through the driver's JIT. For each case folder this script compiles the case's
kernel.ttir with the installed Triton for `GPUTarget("cuda", 80, 32)` (the
case's num_warps and num_stages), writes the PTX, and times it with
`tilelift bench CASE --json --ptx FILE --shared BYTES --extra-pointers N`
(the same buffers, rotation and timing as ours; `BYTES` is Triton's
`metadata.shared`, `N` the pointer parameters its PTX declares after the
kernel's arguments, passed null), then times ours with `tilelift bench CASE
--json`, and prints both and the ratio (ours / Triton's sm_80 code). Where
the case has `kernel.sm80.ttgir` (Triton's own sm_80 TTGIR), it also times
that TTGIR compiled by tilelift (`--kernel-file kernel.sm80.ttgir`): Triton's
layouts, pipeline and shared-memory plan with our lowering.

Run on the GPU machine (Triton and PyTorch there), from the repository root:

    python3 scripts/gpu/triton_sm80.py --tilelift .device/tilelift \\
        tests/corpus/matmul_f16 tests/realworld/triton_matmul_fp16_128x128x32

With `--ours-arch sm_80`, ours is our own sm_80 PTX (`tilelift compile
--arch sm_80`, `mma.sync`, its `--emit metadata` shared bytes) timed the same
way through `--ptx`, instead of our code for the GPU's own architecture
(`wgmma` on Hopper): like with like for issue 14.

`tilelift run` checks our outputs; this script only times (Triton's sm_80 code
is Triton's to get right).
"""

import argparse
import json
import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ab import bench_json, compile_ptx  # noqa: E402


def triton_sm80_ptx(case_dir, case, out_dir):
    import triton
    from triton.backends.compiler import GPUTarget

    options = {"num_warps": case.get("num_warps", 4), "num_stages": case.get("num_stages", 3)}
    kernel = triton.compile(os.path.join(case_dir, "kernel.ttir"),
                            target=GPUTarget("cuda", 80, 32), options=options)
    ptx = kernel.asm["ptx"]
    path = os.path.join(out_dir, os.path.basename(os.path.normpath(case_dir)) + ".sm80.ptx")
    with open(path, "w") as f:
        f.write(ptx)
    return path, int(kernel.metadata.shared), ptx


def ours_ptx(tilelift, case_dir, arch, out_dir):
    """Our PTX of the case's kernel.ttir for `arch`, its dynamic shared bytes,
    and its text."""
    path = os.path.join(out_dir, os.path.basename(os.path.normpath(case_dir)) + ".ours.ptx")
    shared = compile_ptx(tilelift, case_dir, arch, path)
    with open(path) as f:
        return path, shared, f.read()


def entry_params(ptx):
    """The number of parameters of the PTX's `.entry`."""
    m = re.search(r"\.entry\s+\S+\s*\((.*?)\)", ptx, re.S)
    return len(re.findall(r"\.param\b", m.group(1))) if m else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tilelift", default="target/release/tilelift")
    ap.add_argument("--json", default="", help="write every number to this file")
    ap.add_argument("--ours-arch", default="",
                    help="time our PTX for this architecture (e.g. sm_80) instead of the GPU's own")
    ap.add_argument("cases", nargs="+")
    args = ap.parse_args()
    rows = []
    print(f"{'case':36} {'ours us':>9} {'Triton sm_80 us':>16} {'ours/Triton':>12}"
          f" {'ours from TTGIR us':>19} {'/Triton':>8}")
    with tempfile.TemporaryDirectory() as tmp:
        for case_dir in args.cases:
            name = os.path.basename(os.path.normpath(case_dir))
            with open(os.path.join(case_dir, "case.json")) as f:
                case = json.load(f)
            try:
                path, shared, ptx = triton_sm80_ptx(case_dir, case, tmp)
            except Exception as e:  # noqa: BLE001 - report any failure of Triton
                print(f"{name:36} Triton cannot compile it for sm_80: {str(e).splitlines()[0][:120]}")
                rows.append({"case": name, "error": str(e)[:400]})
                continue
            extra = entry_params(ptx) - len(case["args"])
            theirs, err = bench_json(args.tilelift, case_dir,
                                ["--ptx", path, "--shared", str(shared),
                                 "--extra-pointers", str(max(extra, 0))])
            if args.ours_arch:
                mine, mine_shared, mine_ptx = ours_ptx(args.tilelift, case_dir,
                                                       args.ours_arch, tmp)
                mine_extra = max(entry_params(mine_ptx) - len(case["args"]), 0)
                ours, err2 = bench_json(args.tilelift, case_dir,
                                        ["--ptx", mine, "--shared", str(mine_shared),
                                         "--extra-pointers", str(mine_extra)])
            else:
                ours, err2 = bench_json(args.tilelift, case_dir)
            if theirs is None or ours is None:
                print(f"{name:36} error: {err or err2}")
                rows.append({"case": name, "error": str(err or err2)})
                continue
            o, t = ours["median_ms"] * 1e3, theirs["median_ms"] * 1e3
            row = {"case": name, "ours_us": o, "triton_sm80_us": t, "ratio": o / t,
                   "triton_shared": shared, "extra_pointers": extra,
                   "ours_tflop_s": ours.get("tflop_s"),
                   "triton_tflop_s": theirs.get("tflop_s")}
            from_ttgir = ""
            if os.path.exists(os.path.join(case_dir, "kernel.sm80.ttgir")):
                g, err3 = bench_json(args.tilelift, case_dir, ["--kernel-file", "kernel.sm80.ttgir"])
                if g is None:
                    row["ttgir_error"] = str(err3)
                    from_ttgir = f" {'error':>19}"
                else:
                    row["ours_from_ttgir_us"] = g["median_ms"] * 1e3
                    from_ttgir = f" {row['ours_from_ttgir_us']:19.1f} {row['ours_from_ttgir_us'] / t:8.3f}"
            rows.append(row)
            print(f"{name:36} {o:9.1f} {t:16.1f} {o / t:12.3f}{from_ttgir}", flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)
    return 0 if all("ratio" in r for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
