#!/usr/bin/env python3
"""Write tests/realworld/STATUS.md: does tilelift compile each real-world case, does its interpreter pass it.

    python3 scripts/realworld/status.py [target/release/tilelift]

For every case: `tilelift compile CASE/kernel.ttir --num-warps N` (N from case.json) and
`tilelift interp CASE`; the first error line of whichever fails first is recorded.
"""

import collections
import json
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TL = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "target", "release", "tilelift")
CASES = os.path.join(ROOT, "tests", "realworld")


def first_error(text):
    for line in text.splitlines():
        if "error" in line.lower() or "panick" in line.lower():
            return line.strip()
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[-1].strip() if lines else ""


def main():
    rows = []
    for name in sorted(os.listdir(CASES)):
        d = os.path.join(CASES, name)
        if not os.path.isfile(os.path.join(d, "case.json")):
            continue
        nw = json.load(open(os.path.join(d, "case.json")))["num_warps"]
        c = subprocess.run([TL, "compile", os.path.join(d, "kernel.ttir"), "--num-warps", str(nw)],
                           capture_output=True, text=True, timeout=300)
        comp = c.returncode == 0
        i = subprocess.run([TL, "interp", d], capture_output=True, text=True, timeout=600)
        interp = i.returncode == 0 and " 0 failed" in i.stdout
        err = ""
        if not comp:
            err = first_error(c.stderr + c.stdout)
        elif not interp:
            err = first_error(i.stderr) or [l for l in i.stdout.splitlines() if "fail" in l][0].strip()
        err = err.replace(ROOT + "/", "").replace("|", "\\|")
        rows.append((name, comp, interp, err))
        print(name, comp, interp, err, flush=True)
    groups = collections.Counter()
    for _, comp, interp, err in rows:
        if comp and interp:
            continue
        key = re.sub(r"^\S*?kernel\.ttir(:\d+:\d+)?: ", "", err)
        key = re.sub(r"@\w+", "@_", re.sub(r"%[\w#]+", "%_", key))[:90]
        groups[key] += 1
    ncomp = sum(r[1] for r in rows)
    nint = sum(r[2] for r in rows)
    out = ["# tilelift on the real-world corpus", "",
           "Made by `python3 scripts/realworld/status.py target/release/tilelift` (release build), which runs",
           "`tilelift compile tests/realworld/CASE/kernel.ttir --num-warps N` and `tilelift interp tests/realworld/CASE`",
           "on every case. The error is the first error line of the first step that fails.", "",
           f"**{len(rows)} cases: {ncomp} compile, {nint} pass the interpreter.**", "",
           "| first error (grouped) | cases |", "|---|---|"]
    for k, v in groups.most_common():
        out.append(f"| `` {k} `` | {v} |")
    out += ["", "| case | compiles | interp passes | first error |", "|---|---|---|---|"]
    for name, comp, interp, err in rows:
        out.append(f"| `{name}` | {'yes' if comp else 'no'} | {'yes' if interp else 'no'} | {('`` ' + err + ' ``') if err else ''} |")
    with open(os.path.join(CASES, "STATUS.md"), "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
