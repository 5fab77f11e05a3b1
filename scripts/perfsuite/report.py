#!/usr/bin/env python3
"""Summarise side-by-side runs of the performance suite as Markdown.

    python3 scripts/perfsuite/report.py sbs_0.json sbs_1.json ... > perfsuite_sbs.md

Reads the JSON files of `scripts/side_by_side.py --json` (one per shard) and
each case's `variant` from tests/perfsuite/CASE/case.json, and prints: how many
cases are within 1.03x of Triton and the geometric mean of ours/Triton; the
geometric mean by family and by each axis (num_warps, element type, BLOCK,
masking, tile); every case sorted by ratio, slowest first; the cases with an
error on either side, and the suite's cases that no file has.
"""

import collections
import json
import math
import os
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SUITE = os.path.join(ROOT, "tests", "perfsuite")


def geo(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def main():
    rows = {}
    for path in sys.argv[1:]:
        for r in json.load(open(path)):
            rows[r["case"]] = r
    variants = {}
    for name in sorted(os.listdir(SUITE)):
        p = os.path.join(SUITE, name, "case.json")
        if os.path.isfile(p):
            variants[name] = json.load(open(p))["variant"]
    timed, errors = [], []
    for name, r in sorted(rows.items()):
        o, t = r["ours"], r["triton"]
        if "median_ms" in o and "median_ms" in t:
            timed.append((o["median_ms"] / t["median_ms"], name, o, t))
        else:
            errors.append((name, o.get("error", ""), t.get("error", "")))
    timed.sort(reverse=True)
    ratios = [x[0] for x in timed]
    out = [f"# Performance suite: tilelift / Triton", "",
           f"{len(timed)} cases timed on both sides (of {len(variants)}); "
           f"{sum(x <= 1.03 for x in ratios)} within 1.03x, {sum(x > 1.02 for x in ratios)} more than 2% slower; "
           f"geometric mean of ours/Triton {geo(ratios):.3f}.", ""]
    groups = collections.defaultdict(list)
    for ratio, name, _, _ in timed:
        v = variants.get(name, {"family": "?", "axes": {}})
        groups[("family", v["family"])].append(ratio)
        for k in ("num_warps", "dtype", "BLOCK", "mask", "tile"):
            if k in v["axes"]:
                groups[(k, str(v["axes"][k]))].append(ratio)
    for axis in ("family", "num_warps", "dtype", "BLOCK", "mask", "tile"):
        keys = sorted((k for k in groups if k[0] == axis), key=lambda k: -geo(groups[k]))
        if not keys:
            continue
        out += [f"By {axis}:", "", "| value | cases | geomean | worst |", "|---|---|---|---|"]
        for k in keys:
            out.append(f"| `{k[1]}` | {len(groups[k])} | {geo(groups[k]):.3f} | {max(groups[k]):.3f} |")
        out.append("")
    out += ["| case | family | ours µs | Triton µs | ours/Triton | ours GB/s | of copy | same-input check |",
            "|---|---|---|---|---|---|---|---|"]
    for ratio, name, o, t in timed:
        chk = t.get("check")
        chk = "-" if not chk else ("agree" if chk["mismatched"] == 0 else f"{chk['mismatched']} differ")
        frac = f"{o['copy_fraction']:.3f}" if "copy_fraction" in o else "-"
        out.append(f"| `{name}` | `{variants.get(name, {}).get('family', '?')}` | {o['median_ms'] * 1e3:.1f} "
                   f"| {t['median_ms'] * 1e3:.1f} | {ratio:.3f} | {o.get('gb_s', 0):.0f} | {frac} | {chk} |")
    if errors:
        out += ["", "Errors:", "", "| case | ours | Triton |", "|---|---|---|"]
        for name, oe, te in errors:
            out.append(f"| `{name}` | {oe.replace('|', '/')} | {te.replace('|', '/')} |")
    missing = sorted(set(variants) - set(rows))
    if missing:
        shown = ", ".join(f"`{m}`" for m in missing[:40]) + (", ..." if len(missing) > 40 else "")
        out += ["", f"Not in the files given ({len(missing)}): {shown}"]
    print("\n".join(out))


if __name__ == "__main__":
    main()
