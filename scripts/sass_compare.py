#!/usr/bin/env python3
"""Our SASS against Triton's, without a GPU: instruction counts by class.

For each case directory (a corpus case: kernel.ttir, case.json and Triton's own
kernel.ptx), compile the TTIR with tilelift, assemble both PTX files with ptxas
for the same architecture (Triton's `sm_90a` PTX needs `sm_90a`, so ours is
assembled for it too), disassemble both with nvdisasm and count the
instructions by class: global loads and stores by width, shared memory,
shuffles, barriers, integer arithmetic, predicate setup, conversions, float
math, tensor cores, control. Registers per thread come from `ptxas -v`.

Triton's PTX must be one this ptxas takes: the real-world corpus (Triton 3.6,
PTX 8.x) works with CUDA 12.9's ptxas; the public corpus's PTX (Triton 3.9,
PTX 9.4) needs a CUDA 13 ptxas.

Static counts: a loop body counts once and a branch's both sides count. They
show where the code differs; the GPU side by side says what it costs.

    python3 scripts/sass_compare.py --tilelift target/release/tilelift \
        tests/realworld/attorch_act_relu6 [CASE_DIR...] [--detail]

Tools: ptxas from TILELIFT_PTXAS or ~/.cache/tilelift/ptxas/ptxas (installed
by scripts/test.sh); nvdisasm from TILELIFT_NVDISASM or the PATH (PyPI's
`nvidia-cuda-nvdisasm` wheel carries one: nvidia/cu13/bin/nvdisasm).
"""

import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

CLASSES = [
    ("global load", re.compile(r"^LDG")),
    ("global store", re.compile(r"^(STG|RED|ATOM\b|ATOMG)")),
    ("async copy", re.compile(r"^(LDGSTS|LDGDEPBAR|DEPBAR)")),
    ("shared", re.compile(r"^(LDS|STS|LDSM|ATOMS)")),
    ("shuffle", re.compile(r"^SHFL")),
    ("barrier", re.compile(r"^(BAR|WARPSYNC|MEMBAR)")),
    ("tensor core", re.compile(r"^(HMMA|IMMA|HGMMA|WARPGROUP)")),
    ("predicate", re.compile(r"^(ISETP|FSETP|PSETP|PLOP3|P2R|R2P|HSETP2)")),
    ("conversion", re.compile(r"^(F2F|F2I|I2F|F2FP|I2FP|HADD2\.F32|PRMT|FRND)")),
    ("float math", re.compile(r"^(FADD|FMUL|FFMA|FMNMX|MUFU|FSEL|HADD2|HMUL2|HFMA2|DADD|DMUL|DFMA)")),
    ("integer", re.compile(r"^(IMAD|IADD|LEA|LOP|SHF|SHL|SHR|IABS|IMNMX|VIADD|SEL|FLO|POPC|BREV|UIADD|UIMAD|ULEA|ULOP|USHF|USEL|UPRMT|MOV|UMOV|IMUL|VIMNMX|CS2R|S2R|S2UR|LDC|ULDC|R2UR)")),
    ("control", re.compile(r"^(BRA|EXIT|BSSY|BSYNC|RET|CALL|NOP|YIELD|WARPSYNC|BPT)")),
]


def tool(env, *candidates):
    path = os.environ.get(env)
    if path:
        return path
    for c in candidates:
        found = shutil.which(c) if "/" not in c else (c if os.path.exists(c) else None)
        if found:
            return found
    sys.exit(f"{candidates[0]} not found: set {env}")


def assemble(ptxas, ptx_path, arch, cubin_path):
    out = subprocess.run(
        [ptxas, "-v", f"-arch={arch}", "-O3", ptx_path, "-o", cubin_path],
        capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError(out.stderr.strip())
    regs = re.findall(r"Used (\d+) registers", out.stderr)
    return int(regs[0]) if regs else None


def opcodes(nvdisasm, cubin_path):
    out = subprocess.run([nvdisasm, "-c", cubin_path], capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError(out.stderr.strip())
    ops = []
    for line in out.stdout.splitlines():
        m = re.match(r"\s+/\*[0-9a-f]{4}\*/\s+(.*)", line)
        if not m:
            continue
        text = re.sub(r"^@!?U?P[0-9T]+\s+", "", m.group(1).strip())
        ops.append(text.split()[0].rstrip(";"))
    return ops


def classify(op):
    for name, pattern in CLASSES:
        if pattern.match(op):
            if name in ("global load", "global store", "shared"):
                width = re.search(r"\.(128|64|U16|S16|U8|S8)\b", op)
                return f"{name} {width.group(1) if width else '32'}"
            return name
    return "other"


def side(ptxas, nvdisasm, ptx_path, arch, tmp, tag):
    cubin = os.path.join(tmp, f"{tag}.cubin")
    regs = assemble(ptxas, ptx_path, arch, cubin)
    ops = opcodes(nvdisasm, cubin)
    return regs, ops, collections.Counter(classify(o) for o in ops)


def compare(args, ptxas, nvdisasm, case_dir):
    case = json.load(open(os.path.join(case_dir, "case.json")))
    triton_ptx = os.path.join(case_dir, "kernel.ptx")
    target = re.search(r"^\.target\s+(\S+)", open(triton_ptx).read(), re.M).group(1)
    arch = target.rstrip(",")
    sm = re.match(r"sm_(\d+)", arch).group(1)
    with tempfile.TemporaryDirectory() as tmp:
        ours_ptx = os.path.join(tmp, "ours.ptx")
        subprocess.run(
            [args.tilelift, "compile", os.path.join(case_dir, "kernel.ttir"),
             "--arch", f"sm_{sm}", "--num-warps", str(case["num_warps"]), "-o", ours_ptx],
            check=True)
        text = open(ours_ptx).read()
        text = re.sub(r"^\.target\s+\S+", f".target {arch}", text, flags=re.M)
        open(ours_ptx, "w").write(text)
        ours = side(ptxas, nvdisasm, ours_ptx, arch, tmp, "ours")
        theirs = side(ptxas, nvdisasm, triton_ptx, arch, tmp, "triton")
    name = os.path.basename(os.path.normpath(case_dir))
    print(f"## {name} ({arch}): {len(ours[1])} instructions, {ours[0]} registers; "
          f"Triton {len(theirs[1])} instructions, {theirs[0]} registers")
    keys = sorted(set(ours[2]) | set(theirs[2]), key=lambda k: -(ours[2][k] + theirs[2][k]))
    print(f"  {'class':22s} {'ours':>6s} {'triton':>7s}")
    for k in keys:
        mark = "" if ours[2][k] == theirs[2][k] else "  *"
        print(f"  {k:22s} {ours[2][k]:6d} {theirs[2][k]:7d}{mark}")
    if args.detail:
        a, b = collections.Counter(ours[1]), collections.Counter(theirs[1])
        print("  opcodes that differ:")
        for op in sorted(set(a) | set(b), key=lambda o: -abs(a[o] - b[o])):
            if a[op] != b[op]:
                print(f"    {op:28s} {a[op]:5d} {b[op]:6d}")
    return len(ours[1]), len(theirs[1])


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("cases", nargs="+", help="case directories")
    p.add_argument("--tilelift", default="target/release/tilelift")
    p.add_argument("--detail", action="store_true", help="also list every opcode that differs")
    args = p.parse_args()
    ptxas = tool("TILELIFT_PTXAS", os.path.expanduser("~/.cache/tilelift/ptxas/ptxas"), "ptxas")
    nvdisasm = tool("TILELIFT_NVDISASM", "nvdisasm")
    failed = 0
    for case_dir in args.cases:
        try:
            compare(args, ptxas, nvdisasm, case_dir)
        except (RuntimeError, subprocess.CalledProcessError, OSError, KeyError) as e:
            print(f"## {case_dir}: {e}")
            failed += 1
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
