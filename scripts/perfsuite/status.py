#!/usr/bin/env python3
"""Write tests/perfsuite/STATUS.md: does tilelift compile each variant for sm_90,
does ptxas accept the PTX, does tilelift's interpreter pass the case.

    python3 scripts/perfsuite/status.py [target/release/tilelift] [--ptxas PATH] [--jobs N]

For every case: `tilelift compile CASE/kernel.ttir --num-warps N --arch sm_90`
(N from case.json), `ptxas -arch=sm_90` on that PTX (TILELIFT_PTXAS or
~/.cache/tilelift/ptxas/ptxas), and `tilelift interp CASE`; the first error line
of the first step that fails is recorded. Exit status 1 when a case fails the
interpreter or ptxas (a compile error is a gap, listed, not a failure).
"""

import argparse
import collections
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
CASES = os.path.join(ROOT, "tests", "perfsuite")

sys.path.insert(0, os.path.join(ROOT, "scripts", "realworld"))
from status import first_error  # noqa: E402  scripts/realworld/status.py


def check(tl, ptxas, name, tmp):
    d = os.path.join(CASES, name)
    case = json.load(open(os.path.join(d, "case.json")))
    ptx = os.path.join(tmp, name + ".ptx")
    c = subprocess.run([tl, "compile", os.path.join(d, "kernel.ttir"), "--num-warps", str(case["num_warps"]),
                        "--arch", "sm_90", "-o", ptx], capture_output=True, text=True, timeout=300)
    comp = c.returncode == 0
    pt = None
    err = ""
    if comp:
        p = subprocess.run([ptxas, "-arch=sm_90", ptx, "-o", os.path.join(tmp, name + ".cubin")],
                           capture_output=True, text=True, timeout=300)
        pt = p.returncode == 0
        if not pt:
            err = "ptxas: " + first_error(p.stderr + p.stdout)
    else:
        err = first_error(c.stderr + c.stdout)
    i = subprocess.run([tl, "interp", d], capture_output=True, text=True, timeout=900)
    interp = i.returncode == 0 and " 0 failed" in i.stdout
    if not interp and not err:
        fails = [l for l in i.stdout.splitlines() if "FAIL" in l]
        err = "interp: " + (fails[0].strip() if fails else first_error(i.stderr + i.stdout))
    err = err.replace(ROOT + "/", "").replace("|", "\\|")
    return name, case["variant"]["family"], comp, pt, interp, err


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("tilelift", nargs="?", default=os.path.join(ROOT, "target", "release", "tilelift"))
    ap.add_argument("--ptxas", default=os.environ.get("TILELIFT_PTXAS",
                                                      os.path.expanduser("~/.cache/tilelift/ptxas/ptxas")))
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args()
    names = sorted(n for n in os.listdir(CASES) if os.path.isfile(os.path.join(CASES, n, "case.json")))
    with tempfile.TemporaryDirectory() as tmp, concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        rows = list(ex.map(lambda n: check(a.tilelift, a.ptxas, n, tmp), names))
    for r in rows:
        print(*r, flush=True)
    groups = collections.Counter()
    for _, _, comp, pt, interp, err in rows:
        if err:
            key = re.sub(r"^\S*?kernel\.ttir(:\d+:\d+)?: ", "", err)
            key = re.sub(r"@\w+", "@_", re.sub(r"%[\w#]+", "%_", key))[:100]
            groups[key] += 1
    ncomp = sum(r[2] for r in rows)
    npt = sum(bool(r[3]) for r in rows)
    nint = sum(r[4] for r in rows)
    fam = collections.defaultdict(lambda: [0, 0, 0, 0])
    for _, f, comp, pt, interp, _ in rows:
        x = fam[f]
        x[0] += 1
        x[1] += comp
        x[2] += bool(pt)
        x[3] += interp
    out = ["# tilelift on the performance suite", "",
           "Made by `python3 scripts/perfsuite/status.py target/release/tilelift` (release build), which runs",
           "`tilelift compile tests/perfsuite/CASE/kernel.ttir --num-warps N --arch sm_90`, `ptxas -arch=sm_90` on",
           "its PTX and `tilelift interp tests/perfsuite/CASE` on every case. The error is the first error line of",
           "the first step that fails.", "",
           f"**{len(rows)} cases: {ncomp} compile, {npt} accepted by ptxas, {nint} pass the interpreter.**", ""]
    if groups:
        out += ["| first error (grouped) | cases |", "|---|---|"]
        for k, v in groups.most_common():
            out.append(f"| `` {k} `` | {v} |")
        out.append("")
    out += ["| family | cases | compile | ptxas | interp |", "|---|---|---|---|---|"]
    for f, (n, c, p, i) in fam.items():
        out.append(f"| `{f}` | {n} | {c} | {p} | {i} |")
    out += ["", "| case | compiles | ptxas | interp passes | first error |", "|---|---|---|---|---|"]
    yn = {True: "yes", False: "no", None: "-"}
    for name, _, comp, pt, interp, err in rows:
        out.append(f"| `{name}` | {yn[comp]} | {yn[pt]} | {yn[interp]} | {('`` ' + err + ' ``') if err else ''} |")
    with open(os.path.join(CASES, "STATUS.md"), "w") as f:
        f.write("\n".join(out) + "\n")
    sys.exit(0 if all(r[4] and r[3] is not False for r in rows) else 1)


if __name__ == "__main__":
    main()
