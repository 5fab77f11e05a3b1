#!/usr/bin/env python3
"""On the GPU machine: what `tt.print` and `tt.assert` do, tilelift beside
Triton, on `tests/calls/print_and_assert` (scripts/calls_cases.py).

1. The lines `vprintf` prints: `tilelift run` of the case (which also checks
   its outputs, both poisons: the kernel runs twice) against Triton 3.6 running
   the same kernel on the same inputs twice; the two multisets of lines must be
   equal.
2. A failing assertion: the case's index input with a negative element; both
   launches must fail, and both outputs name the message.

    python3 scripts/gpu/debug_ops.py --tilelift .device/tilelift
Exit status 0 when both hold.
"""
import argparse
import collections
import json
import os
import shutil
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
CASE = os.path.join(ROOT, "tests", "calls", "print_and_assert")

TRITON = r"""
import sys, numpy as np, torch, triton
sys.path.insert(0, {scripts!r})
from calls_cases import print_and_assert
x = torch.tensor(np.fromfile({x!r}, np.float32), device="cuda")
i = torch.tensor(np.fromfile({i!r}, np.int32), device="cuda")
z = torch.empty_like(x)
for _ in range(2):
    print_and_assert[(1,)](x, i, z, BLOCK=x.numel(), num_warps=1, debug=True)
    torch.cuda.synchronize()
"""


def pid_lines(text):
    return collections.Counter(l.strip() for l in text.splitlines() if l.startswith("pid ("))


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    return p.returncode, p.stdout + p.stderr


def triton(case):
    code = TRITON.format(scripts=os.path.join(ROOT, "scripts"), x=os.path.join(case, "in0.bin"),
                         i=os.path.join(case, "in1.bin"))
    return run([sys.executable, "-c", code])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tilelift", required=True)
    args = ap.parse_args()
    ok = True
    rc, ours = run([args.tilelift, "run", CASE])
    rc_t, theirs = triton(CASE)
    a, b = pid_lines(ours), pid_lines(theirs)
    same = a == b and len(a) > 0
    print(f"print: tilelift exit {rc}, {sum(a.values())} lines; Triton exit {rc_t}, {sum(b.values())} lines;"
          f" equal: {same}")
    for line in sorted((a - b).elements())[:10]:
        print("  only tilelift:", line)
    for line in sorted((b - a).elements())[:10]:
        print("  only Triton:  ", line)
    print("\n".join(ours.splitlines()[-4:]))
    ok &= same and rc == 0 and rc_t == 0
    with tempfile.TemporaryDirectory() as tmp:
        bad = os.path.join(tmp, "print_and_assert")
        shutil.copytree(CASE, bad)
        i = np.fromfile(os.path.join(bad, "in1.bin"), np.int32)
        i[3] = -5
        i.tofile(os.path.join(bad, "in1.bin"))
        rc, ours = run([args.tilelift, "run", bad])
        rc_t, theirs = triton(bad)
        named = "negative index" in ours and "negative index" in theirs
        print(f"failing assert: tilelift exit {rc}, Triton exit {rc_t}, both name the message: {named}")
        for text, who in [(ours, "tilelift"), (theirs, "Triton")]:
            lines = [l for l in text.splitlines() if "ssert" in l or "negative" in l]
            print(f"  {who}: " + " | ".join(lines[:3]))
        ok &= rc != 0 and rc_t != 0 and named
    print("PASS" if ok else "FAIL")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
