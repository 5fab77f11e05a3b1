#!/usr/bin/env python3
"""Compare the real-world corpus across Triton versions (issue 15).

Two steps. First, with the Python of a virtualenv holding the Triton version to
sample, dump every case's TTIR (same kernel source, same constexprs, same
specialisation and compile options as scripts/realworld/gen.py) into a folder
outside the repository:

    /work/venv-triton39/bin/python scripts/realworld/versions.py dump /tmp/rw/3.9 [--only a,b]

Then, with any Python and a tilelift binary, compile every dumped TTIR to PTX
(sm_90) and compare the PTX of each version with the first one named:

    python3 scripts/realworld/versions.py compare target/release/tilelift \
        3.6=/tmp/rw/3.6 3.4=/tmp/rw/3.4 3.5=/tmp/rw/3.5 3.9=/tmp/rw/3.9 [--md table.md]

For every case and version it prints whether tilelift compiles that TTIR, whether
the PTX equals the first version's, and whether the TTIR itself differs from the
first version's once locations are stripped (`--strip-debuginfo`'s print, which
is the same for every version when Triton printed the same ops). No GPU, no torch.
"""

import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


def dump(out, src, only):
    import gen
    import triton
    specs = gen.load_specs()
    if only:
        specs = [s for s in specs if s.name in set(only.split(","))]
    os.makedirs(out, exist_ok=True)
    fails = []
    for s in specs:
        try:
            fn = gen.kernel_fn(s, src)
            _, args = s.build(s.test)
            c, _, _ = gen.compile_case(fn, args, s.num_warps, s.num_stages)
            d = os.path.join(out, s.name)
            os.makedirs(d, exist_ok=True)
            for ext in ("ttir", "ttgir"):
                with open(os.path.join(d, f"kernel.{ext}"), "w") as f:
                    f.write(c.asm[ext])
            with open(os.path.join(d, "num_warps"), "w") as f:
                f.write(f"{s.num_warps}\n")
            print(f"ok   {s.name}", flush=True)
        except (Exception, SystemExit) as e:
            fails.append(s.name)
            print(f"FAIL {s.name}: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}", flush=True)
    with open(os.path.join(out, "TRITON_VERSION"), "w") as f:
        f.write(triton.__version__ + "\n")
    print(f"Triton {triton.__version__}: {len(specs) - len(fails)}/{len(specs)} dumped")
    if fails:
        print("failed:", ",".join(fails))


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    return p.returncode, p.stdout, p.stderr


def first_error(text):
    for line in text.splitlines():
        if "error" in line.lower() or "panick" in line.lower():
            return line.strip()
    return (text.strip().splitlines() or [""])[-1]


RESULTS = re.compile(r"^(\s*)(%[\w$.-]+(?::\d+)?(?:, %[\w$.-]+(?::\d+)?)*) = ")
NAME = re.compile(r"%([\w$.-]+)(#\d+)?(:\d+)?( = |: )?")


def canonical_names(text):
    """Value names renamed in order of definition (`%v0`, `%v1`, ...): Triton 3.4
    names values by number, later versions after the Python variables, and the
    same name may be defined again in a sibling region (a use means the latest
    definition above it)."""
    current = {}
    count = [0]

    def define(name):
        current[name] = count[0]
        count[0] += 1
        return current[name]

    def rename(m):
        name, index, group, after = m.group(1), m.group(2) or "", m.group(3) or "", m.group(4) or ""
        # `%iv = %lb` of scf.for, `%a = %init` of iter_args: a definition;
        # `%a: f32` of a block or function argument too.
        n = define(name) if after else current.get(name)
        if n is None:
            n = define(name)
        return f"%v{n}{index}{group}{after}"

    out = []
    for line in text.splitlines():
        m = RESULTS.match(line)
        if m:
            rest = NAME.sub(rename, line[m.end():])
            defs = NAME.sub(lambda d: f"%v{define(d.group(1))}{d.group(3) or ''}", m.group(2))
            out.append(f"{m.group(1)}{defs} = {rest}")
        else:
            out.append(NAME.sub(rename, line))
    return "\n".join(out) + "\n"


def without_comments(ptx):
    """PTX without its `//` comments, which name the TTIR values."""
    lines = (l.split("//", 1)[0].rstrip() for l in ptx.splitlines())
    return "\n".join(l for l in lines if l) + "\n"


def compile_ptx(tl, d):
    nw = open(os.path.join(d, "num_warps")).read().strip()
    rc, out, err = run([tl, "compile", os.path.join(d, "kernel.ttir"), "--num-warps", nw,
                        "--arch", "sm_90", "--no-debug-lines"])
    if rc == 0:
        return without_comments(out), None
    return None, first_error(err + out).replace(os.path.join(d, ""), "")


def stripped_ttir(tl, d):
    rc, out, err = run([tl, "print", os.path.join(d, "kernel.ttir"), "--no-locs"])
    return canonical_names(out) if rc == 0 else None


def compare(tl, versions, md):
    base_name, base_dir = versions[0]
    cases = sorted(n for n in os.listdir(base_dir) if os.path.isdir(os.path.join(base_dir, n)))
    rows = []
    for case in cases:
        base_ptx, base_err = compile_ptx(tl, os.path.join(base_dir, case))
        base_ttir = stripped_ttir(tl, os.path.join(base_dir, case))
        row = [case, "yes" if base_err is None else f"no: {base_err}"]
        for name, d in versions[1:]:
            cd = os.path.join(d, case)
            if not os.path.isdir(cd):
                row.append("not dumped")
                continue
            ptx, err = compile_ptx(tl, cd)
            ttir = stripped_ttir(tl, cd)
            same_ttir = "same TTIR" if ttir is not None and ttir == base_ttir else "TTIR differs"
            if err is not None:
                row.append(f"no: {err} ({same_ttir})")
            elif base_ptx is None:
                row.append(f"compiles ({same_ttir})")
            else:
                row.append(("same PTX" if ptx == base_ptx else "PTX differs") + f" ({same_ttir})")
        rows.append(row)
        print(" | ".join(row), flush=True)
    head = ["case", base_name + " compiles"] + [f"{n} vs {base_name}" for n, _ in versions[1:]]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| `" + r[0] + "` | " + " | ".join(c.replace("|", "\\|") for c in r[1:]) + " |" for r in rows]
    totals = ["", f"{sum(r[1] == 'yes' for r in rows)}/{len(rows)} compile from {base_name}'s TTIR."]
    for i, (name, _) in enumerate(versions[1:], start=2):
        col = [r[i] for r in rows]
        same = sum(c.startswith("same PTX") for c in col)
        differs = sum(c.startswith("PTX differs") for c in col)
        ttir = sum("TTIR differs" in c for c in col)
        totals.append(f"{name}: {same} same PTX, {differs} different PTX, "
                      f"{len(col) - same - differs} not compiled; {ttir} with different TTIR.")
    print("\n".join(totals))
    if md:
        with open(md, "w") as f:
            f.write("\n".join(lines + totals) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("dump")
    d.add_argument("out")
    d.add_argument("--src", default=os.environ.get("TILELIFT_REALWORLD_SRC", "/work/realworld-src"))
    d.add_argument("--only", default="")
    c = sub.add_parser("compare")
    c.add_argument("tilelift")
    c.add_argument("versions", nargs="+", help="NAME=DIR, the first is the base")
    c.add_argument("--md", default="")
    a = ap.parse_args()
    if a.cmd == "dump":
        dump(a.out, a.src, a.only)
    else:
        compare(a.tilelift, [tuple(v.split("=", 1)) for v in a.versions], a.md)


if __name__ == "__main__":
    main()
