#!/usr/bin/env python3
"""Compiles every tests/**/*.ttir for gfx90a, gfx942, sm_80 and sm_90 with one
tilelift binary into OUT/<target>/<path>.txt (the output, then its stderr and
exit status), num_warps from the case's case.json (4 without one). Run it
with the binaries before and after a change and `diff -r` the two folders:

    python3 scripts/all_outputs.py BEFORE_BIN . /tmp/before
    python3 scripts/all_outputs.py target/release/tilelift . /tmp/after
    diff -rq /tmp/before /tmp/after

An optional fourth argument picks targets: `gfx90a,gfx942`.
"""
import json
import subprocess
import sys
from pathlib import Path

JOBS = {
    "gfx90a": ["--target", "amdgcn-amd-amdhsa", "--mcpu", "gfx90a"],
    "gfx942": ["--target", "amdgcn-amd-amdhsa", "--mcpu", "gfx942"],
    "sm80": ["--arch", "sm_80"],
    "sm90": ["--arch", "sm_90"],
}


def main():
    binary, root, out = sys.argv[1], Path(sys.argv[2]).resolve(), Path(sys.argv[3])
    only = sys.argv[4].split(",") if len(sys.argv) > 4 else list(JOBS)
    files = sorted((root / "tests").rglob("*.ttir"))
    for f in files:
        case = f.parent / "case.json"
        nw = 4
        if case.exists():
            try:
                nw = json.loads(case.read_text()).get("num_warps", 4)
            except ValueError:
                pass
        rel = f.relative_to(root)
        for name in only:
            dst = out / name / (str(rel) + ".txt")
            dst.parent.mkdir(parents=True, exist_ok=True)
            args = [binary, "compile", str(f), "--num-warps", str(nw), *JOBS[name], "-o", "-"]
            r = subprocess.run(args, capture_output=True, text=True, timeout=600)
            dst.write_text(r.stdout + "\n--stderr--\n" + r.stderr + f"\nexit={r.returncode}\n")
    print(len(files), "files")


if __name__ == "__main__":
    main()
