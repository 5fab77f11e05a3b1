#!/usr/bin/env python3
"""Write tests/perfsuite/SASS.md: our SASS beside Triton's for every variant, without a GPU.

    TILELIFT_NVDISASM=.../triton/backends/nvidia/bin/nvdisasm \\
        python3 scripts/perfsuite/sass_summary.py [target/release/tilelift]

Runs scripts/sass_compare.py on every case of tests/perfsuite (our PTX and
Triton's kernel.ptx assembled with the same ptxas for sm_90a, disassembled with
nvdisasm; Triton 3.6's wheel carries an nvdisasm in triton/backends/nvidia/bin)
and tabulates: static instruction counts and registers per thread, ours and
Triton's; the cases whose global loads and stores differ from Triton's in count
or width (the first place to look in a memory-bound kernel); totals by family.
Static counts: a loop body counts once. The GPU side by side says what they cost.
"""

import collections
import json
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SUITE = os.path.join(ROOT, "tests", "perfsuite")


def parse(text):
    """sass_compare.py's output -> {case: (ours instrs, ours regs, Triton instrs, Triton regs, {class: (o, t)})}."""
    out = {}
    for block in re.split(r"^## ", text, flags=re.M)[1:]:
        lines = block.splitlines()
        m = re.match(r"(\S+) \(\S+\): (\d+) instructions, (\d+) registers; Triton (\d+) instructions, (\d+) registers",
                     lines[0])
        if not m:
            raise SystemExit(f"sass_compare.py failed: {lines[0]}")
        classes = {}
        for line in lines[2:]:
            parts = re.split(r"\s{2,}", line.strip().rstrip("*").strip())
            if len(parts) == 3 and parts[1].isdigit():
                classes[parts[0]] = (int(parts[1]), int(parts[2]))
        out[m.group(1)] = (int(m.group(2)), int(m.group(3)), int(m.group(4)), int(m.group(5)), classes)
    return out


def main():
    tl = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "target", "release", "tilelift")
    names = sorted(n for n in os.listdir(SUITE) if os.path.isfile(os.path.join(SUITE, n, "case.json")))
    p = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "sass_compare.py"), "--tilelift", tl]
                       + [os.path.join(SUITE, n) for n in names], capture_output=True, text=True)
    rows = parse(p.stdout)
    missing = sorted(set(names) - set(rows))
    fam = {n: json.load(open(os.path.join(SUITE, n, "case.json")))["variant"]["family"] for n in names}

    def mem(classes):
        return {k: v for k, v in classes.items() if k.startswith("global") and v[0] != v[1]}

    def fmt_mem(d):
        return ", ".join(f"{k}: {o} / {t}" for k, (o, t) in sorted(d.items()))
    differ = [n for n in names if n in rows and mem(rows[n][4])]
    more = sum(rows[n][0] > rows[n][2] for n in rows)
    fewer = sum(rows[n][0] < rows[n][2] for n in rows)
    out = ["# The performance suite's SASS beside Triton's (static counts)", "",
           "Made by `python3 scripts/perfsuite/sass_summary.py target/release/tilelift` (`scripts/sass_compare.py`",
           "on every case: both PTX files through the same ptxas for `sm_90a`, then nvdisasm). Static counts: a",
           "loop body counts once, both sides of a branch count; Triton software-pipelines the loads of loops",
           "(`num_stages` 3), which multiplies its static loads there. The GPU side by side says what a difference",
           "costs.", "",
           f"{len(rows)} cases: ours has more instructions in {more}, fewer in {fewer}, as many in "
           f"{len(rows) - more - fewer}; global loads or stores differ from Triton's (count or width) in "
           f"{len(differ)}.", ""]
    if missing:
        out += [f"Not compared (sass_compare.py failed): {', '.join(missing)}", ""]
    out += ["## Global memory instructions that differ", "",
            "| case | instructions ours / Triton | registers ours / Triton | global loads and stores, ours / Triton |",
            "|---|---|---|---|"]
    for n in differ:
        o, ro, t, rt, c = rows[n]
        out.append(f"| `{n}` | {o} / {t} | {ro} / {rt} | {fmt_mem(mem(c))} |")
    by = collections.defaultdict(lambda: [0, 0, 0])
    for n, (o, _, t, _, _) in rows.items():
        by[fam[n]][0] += 1
        by[fam[n]][1] += o
        by[fam[n]][2] += t
    out += ["", "## By family", "", "| family | cases | instructions ours | Triton | ours / Triton |",
            "|---|---|---|---|---|"]
    for f, (k, o, t) in sorted(by.items(), key=lambda kv: -kv[1][1] / kv[1][2]):
        out.append(f"| `{f}` | {k} | {o} | {t} | {o / t:.2f} |")
    out += ["", "## Every case, most instructions relative to Triton first", "",
            "| case | instructions ours / Triton | ratio | registers ours / Triton |", "|---|---|---|---|"]
    for n in sorted(rows, key=lambda n: -rows[n][0] / rows[n][2]):
        o, ro, t, rt, _ = rows[n]
        out.append(f"| `{n}` | {o} / {t} | {o / t:.2f} | {ro} / {rt} |")
    with open(os.path.join(SUITE, "SASS.md"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"{len(rows)} cases, {len(differ)} with different global memory instructions; {len(missing)} failed")


if __name__ == "__main__":
    main()
