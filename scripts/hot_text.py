#!/usr/bin/env python3
"""Writes cli/hot-text.ld: the compile's functions laid out first, together.

A fresh process pays for every page of code its first compile touches: a
minor page fault (the kernel maps 16 pages around it) and cold caches. Left
to the linker, the functions of one compile lie spread over the whole 4 MB
`.text`, among the interpreter, the AMDGCN emitter, libm's sequences and
clap (vec_add's first compile: 222 pages in 35 different 64 KB windows, about
20 faults). The linker script this writes puts the functions that compiling
the corpus kernels runs into one output section, `.text.hot`, before `.text`:
the functions every kernel runs first, then those fewer kernels run (ties by
instructions executed), so a small kernel's compile lies in the first few
hundred KB (vec_add: about 150 pages in 13 windows, 10-12 faults).

How: the release `tilelift` runs `compile-once` on each corpus kernel under
callgrind, counting only inside `tilelift::compile_named` (kept out of line
for this); every function with instructions there is listed. The script
names input sections (`-ffunction-sections`, rustc's default):
`.text.<mangled name>`, `.text.unlikely.<mangled name>` for a `#[cold]`
function (the standard library's `RawVec::grow_one`, which every compile
runs), or `.text.hot.<mangled name>` for one a profile found hot (the build
of `scripts/pgo.sh`, whose inlining also differs: give `--bin` both builds,
and the list covers both). A legacy mangled name ends in a hash
(`17h<16 hex digits>E`) that changes with the compiler version and the
crate's build settings, so the pattern ends in `17h*` instead, and the
layout survives an upgrade; where that pattern would match several
functions (a generic function's instances: `RawVec::grow_one`, `FnOnce::
call_once`), the exact name is kept, and it falls back to `.text` when the
hash changes. The numeric suffix LLVM gives a local symbol it renamed
(`...E.1801`), which changes from build to build, becomes a `*`. A function not in the list, or a renamed one, only loses its
place: the output is the same program either way.

`cli/build.rs` passes the script to the linker for the release `tilelift`
program on x86_64 Linux. Run this again after large changes to the compile
path (stages, passes added or split):

    cargo build --release -p tilelift-cli && scripts/pgo.sh
    python3 scripts/hot_text.py --bin target/release/tilelift \
        --bin target/pgo/release/tilelift [--corpus tests/corpus]

Needs valgrind and nm.
"""

import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

HASH = re.compile(r"17h[0-9a-f]{16}E$")
# The suffix LLVM gives a local symbol it renamed (`...E.1801`): it changes
# from build to build.
LOCAL_SUFFIX = re.compile(r"\.\d+$")


def pattern(name, per_pattern):
    """The section pattern for function `name`: without its hash where that
    matches one function, else the exact name (any local suffix a glob)."""
    base = LOCAL_SUFFIX.sub("", name)
    p = HASH.sub("17h*", base)
    if per_pattern[p] > 1:
        p = base + ("*" if base != name else "")
    return p


def functions_run(binary, case_dir):
    """Instructions executed per function (mangled name) in one compile."""
    meta = json.load(open(os.path.join(case_dir, "case.json")))
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        subprocess.run(
            ["valgrind", "--tool=callgrind", "--demangle=no", "--collect-atstart=no",
             "--toggle-collect=*7compile13compile_named*",
             f"--callgrind-out-file={out}", binary, "compile-once",
             os.path.join(case_dir, "kernel.ttir"),
             "--num-warps", str(meta.get("num_warps", 4)),
             "--num-stages", str(meta.get("num_stages", 3))],
            check=True, capture_output=True)
        return self_costs(out)


def self_costs(path):
    """Self cost per function of a callgrind profile (`positions: line`)."""
    names, cost = {}, collections.Counter()
    fn, after_calls = None, False
    for line in open(path):
        m = re.match(r"(c?)fn=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
        if m:
            if m.group(3) is not None:
                names[m.group(2)] = m.group(3)
            if not m.group(1):
                fn = names[m.group(2)]
            continue
        if line.startswith("calls="):
            after_calls = True
        elif line[:1] in "0123456789+-*":
            if after_calls:  # the inclusive cost of a call: not this function's
                after_calls = False
            elif fn is not None:
                cost[fn.split("'")[0]] += int(line.split()[-1])
    return cost


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bin", action="append",
                    help="a release tilelift (repeat: the plain build and scripts/pgo.sh's; "
                         "default target/release/tilelift)")
    ap.add_argument("--corpus", default="tests/corpus")
    ap.add_argument("--out", default="cli/hot-text.ld")
    args = ap.parse_args()

    bins = args.bin or ["target/release/tilelift"]
    cases = sorted(d for d in os.listdir(args.corpus)
                   if os.path.isfile(os.path.join(args.corpus, d, "kernel.ttir")))
    symbols = set()
    kernels, instrs = collections.Counter(), collections.Counter()
    for binary in bins:
        defined = set(subprocess.run(["nm", "--defined-only", binary], check=True,
                                     capture_output=True, text=True).stdout.split()[2::3])
        symbols |= defined
        for case in cases:
            cost = functions_run(binary, os.path.join(args.corpus, case))
            for fn, ir in cost.items():
                if ir > 0 and fn in defined:
                    kernels[fn] += 1
                    instrs[fn] += ir
            print(f"{binary} {case}: {sum(cost.values())} instructions", file=sys.stderr)

    per_pattern = collections.Counter(HASH.sub("17h*", LOCAL_SUFFIX.sub("", s)) for s in symbols)
    patterns, seen = [], set()
    for fn in sorted(kernels, key=lambda f: (-kernels[f], -instrs[f], f)):
        p = pattern(fn, per_pattern)
        if p not in seen:
            seen.add(p)
            patterns.append(p)

    with open(args.out, "w") as o:
        o.write("/* The compile's functions first, together (scripts/hot_text.py wrote\n"
                f"   this from {len(cases)} corpus kernels, {len(bins)} builds; see there). */\n")
        o.write("SECTIONS\n{\n  .text.hot :\n  {\n")
        for p in patterns:
            o.write(f"    *(.text.{p} .text.hot.{p} .text.unlikely.{p})\n")
        o.write("  }\n}\nINSERT BEFORE .text;\n")
    print(f"{args.out}: {len(patterns)} functions", file=sys.stderr)


if __name__ == "__main__":
    main()
