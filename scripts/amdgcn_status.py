#!/usr/bin/env python3
"""How far the AMDGCN path gets on the public and the real-world corpus.

Compiles every `tests/corpus/*/kernel.ttir` and `tests/realworld/*/kernel.ttir`
with `tilelift compile --target amdgcn-amd-amdhsa --mcpu MCPU --num-warps N`
(MCPU gfx90a unless `--mcpu` says gfx942)
(N from the case's case.json, as the PTX path is measured), assembles each
result with llvm-mc (`-filetype=obj`), and prints a markdown table: per case,
`compiled` (and assembled), `refused` (tilelift's first error line) or
`asm-rejected` (llvm-mc's first error line); then the refusals grouped by
cause and the totals. Also the kernels that do not compile to PTX either, so
that they are not counted against the AMDGCN path.

With `--cases`, one row per kernel; a compiled one also shows its
instructions (lines of the body that are instructions), VGPRs (the
descriptor's total of VGPRs and AGPRs), AGPRs (spill slots), SGPRs, scratch
bytes per work-item (spills beyond the AGPRs), LDS bytes, and the waves per SIMD its registers allow on gfx90a (512 unified
VGPRs per SIMD lane in granules of 8, 800 SGPRs in granules of 16, at most 8),
and whether llvm-objdump's disassembly of the object has the same
instructions as we wrote, mnemonic by mnemonic (a cheap check that nothing
was dropped, split or read as another instruction).

    python3 scripts/amdgcn_status.py target/debug/tilelift [--mcpu gfx90a] [--cases]

With `--time`, instead: for every public corpus kernel (and with
`--realworld` every real-world kernel too), the median compile time of the
PTX path and of the AMDGCN path (`tilelift compile --time --repeat N`, N =
200 unless `--repeat` says), total and emit stage, and their ratio (use a
release build):

    python3 scripts/amdgcn_status.py target/release/tilelift --time [--mcpu gfx90a] [--repeat N] [--realworld]

With `--time --instructions`, the same comparison counted instead of timed,
so that a noisy machine does not decide it: the instructions one compile
executes (valgrind's callgrind: a process compiling the kernel N + 1 times
less one compiling it once, over N; N = 10 unless `--repeat` says), the
parse-to-text work of `--time`'s total in a warm process, kernels counted
`--jobs` at a time (default: the CPUs):

    python3 scripts/amdgcn_status.py target/release/tilelift --time --instructions [--realworld]

llvm-mc: the first of TILELIFT_LLVM_MC, `llvm-mc-14`, `llvm-mc-19` and
`llvm-mc` that knows the processor (as the tests): `llvm-mc-14` for gfx90a,
`llvm-mc-19` for gfx942.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def knows(tool, mcpu):
    """Whether `tool` is an llvm-mc that knows processor `mcpu` (an unknown
    one is ignored with a warning, and `gfx000` printed as the target)."""
    if not shutil.which(tool):
        return False
    r = subprocess.run([tool, "-triple=amdgcn-amd-amdhsa", f"-mcpu={mcpu}"],
                       input="", capture_output=True, text=True)
    return r.returncode == 0 and f"--{mcpu}" in r.stdout


def llvm_mc(mcpu):
    """The first of TILELIFT_LLVM_MC, llvm-mc-14, llvm-mc-19 and llvm-mc that
    knows `mcpu` (as the tests pick it)."""
    env = os.environ.get("TILELIFT_LLVM_MC")
    for name in ([env] if env else []) + ["llvm-mc-14", "llvm-mc-19", "llvm-mc"]:
        if knows(name, mcpu):
            return name
    sys.exit(f"no llvm-mc that knows {mcpu} (set TILELIFT_LLVM_MC; gfx942 needs LLVM 17 or newer)")


def objdump(mc):
    """The llvm-objdump beside llvm-mc `mc`."""
    for n in (mc.replace("llvm-mc", "llvm-objdump"), "llvm-objdump"):
        if shutil.which(n):
            return n
    return None


def field(text, key):
    m = re.search(r"\.%s:? (\d+)" % re.escape(key), text)
    return int(m.group(1)) if m else 0


def resources(asm, dis):
    """Instructions, VGPRs, AGPRs, SGPRs, LDS bytes, waves per SIMD, and the
    disassembly check, as table cells."""
    body = asm.split(".Lfunc_end0:")[0]
    lines = [l.split()[0] for l in body.splitlines()
             if l.startswith("\t") and not l.startswith("\t;") and not l.startswith("\t.")]
    insts = len(lines)
    vgprs = field(asm, "vgpr_count")
    agprs = field(asm, "agpr_count")
    sgprs = field(asm, "sgpr_count")
    lds = field(asm, "group_segment_fixed_size")
    scratch = field(asm, "private_segment_fixed_size")
    waves = min(8, 512 // max(8, -(-vgprs // 8) * 8), 800 // max(16, -(-sgprs // 16) * 16))
    if dis:
        # The mnemonics in order, without the encoding suffix the
        # disassembler may drop or add.
        norm = lambda m: re.sub(r"_e(32|64)$", "", m)
        theirs = [norm(l.split()[0]) for l in dis.splitlines()
                  if re.match(r"^\s+[a-z_0-9]+", l) and "//" in l]
        ours = [norm(m) for m in lines]
        if theirs == ours:
            check = "same"
        else:
            first = next((i for i, (a, b) in enumerate(zip(ours, theirs)) if a != b),
                         min(len(ours), len(theirs)))
            check = f"differs at instruction {first}"
    else:
        check = "-"
    return f"{insts} | {vgprs} | {agprs} | {sgprs} | {scratch} | {lds} | {waves} | {check}"


def first_error(text):
    for line in text.splitlines():
        if "error" in line:
            return line.strip().replace(str(ROOT) + "/", "")
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[0].strip() if lines else "(no message)"


def cause(err):
    """The error without its location and with numbers and names elided."""
    msg = re.sub(r"^.*?error: ", "", err)
    msg = re.sub(r"\d+", "N", msg)
    msg = re.sub(r"`[^`]*`", "`..`", msg)
    return msg


def stage_times(stderr):
    """`--time`'s lines as a dict: stage -> median microseconds."""
    out = {}
    for line in stderr.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[2] == "us":
            out[parts[0]] = float(parts[1])
    return out


def compile_times(binary, mcpu, repeat, corpora):
    """The AMDGCN path's compile time against the PTX path's, per kernel of
    `corpora`: `tilelift compile --time --repeat N` (medians), total and
    emit."""
    print(f"| case | PTX total us | AMDGCN ({mcpu}) total us | ratio | PTX emit us "
          "| AMDGCN emit us |")
    print("|---|---:|---:|---:|---:|---:|")
    worst = 0.0
    cases = [c for corpus in corpora for c in sorted((ROOT / "tests" / corpus).iterdir())]
    for case in cases:
        ttir = case / "kernel.ttir"
        if not ttir.exists():
            continue
        name = case.name if case.parent.name == "corpus" else f"{case.parent.name}/{case.name}"
        nw = json.loads((case / "case.json").read_text()).get("num_warps", 4)
        base = [binary, "compile", str(ttir), "--num-warps", str(nw), "-o", "/dev/null",
                "--time", "--repeat", str(repeat)]
        ptx = stage_times(subprocess.run(base, capture_output=True, text=True).stderr)
        amd = stage_times(subprocess.run(
            base + ["--target", "amdgcn-amd-amdhsa", "--mcpu", mcpu],
            capture_output=True, text=True).stderr)
        if "total" not in ptx or "total" not in amd:
            print(f"| `{name}` | | | | | |")
            continue
        ratio = amd["total"] / ptx["total"]
        worst = max(worst, ratio)
        print(f"| `{name}` | {ptx['total']:.0f} | {amd['total']:.0f} | {ratio:.2f} "
              f"| {ptx.get('emit', 0):.0f} | {amd.get('emit', 0):.0f} |")
    print(f"\nworst ratio: {worst:.2f}")


def compile_instructions(binary, mcpu, repeat, corpora, jobs):
    """The AMDGCN path's instructions per compile against the PTX path's,
    per kernel of `corpora` (callgrind; see the module's doc)."""
    from concurrent.futures import ThreadPoolExecutor

    if not shutil.which("valgrind"):
        sys.exit("--instructions needs valgrind")

    def count(cmd):
        r = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"]
                           + cmd, capture_output=True, text=True)
        m = re.search(r"Collected : (\d+)", r.stderr)
        if r.returncode != 0 or not m:
            return None
        return int(m.group(1))

    def per_compile(cmd):
        many = count(cmd + ["--time", "--repeat", str(repeat + 1)])
        one = count(cmd + ["--time", "--repeat", "1"])
        return None if many is None or one is None else (many - one) / repeat

    def measure(case):
        nw = json.loads((case / "case.json").read_text()).get("num_warps", 4)
        base = [binary, "compile", str(case / "kernel.ttir"), "--num-warps", str(nw),
                "-o", "/dev/null"]
        return (per_compile(base),
                per_compile(base + ["--target", "amdgcn-amd-amdhsa", "--mcpu", mcpu]))

    cases = [c for corpus in corpora for c in sorted((ROOT / "tests" / corpus).iterdir())
             if (c / "kernel.ttir").exists()]
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        counts = list(pool.map(measure, cases))
    print(f"| case | PTX instructions per compile | AMDGCN ({mcpu}) | ratio |")
    print("|---|---:|---:|---:|")
    ratios = []
    for case, (ptx, amd) in zip(cases, counts):
        name = case.name if case.parent.name == "corpus" else f"{case.parent.name}/{case.name}"
        if ptx is None or amd is None:
            print(f"| `{name}` | | | |")
            continue
        ratios.append(amd / ptx)
        print(f"| `{name}` | {ptx / 1e3:.0f}k | {amd / 1e3:.0f}k | {amd / ptx:.2f} |")
    ratios.sort()
    print(f"\nkernels: {len(ratios)}, median ratio {ratios[len(ratios) // 2]:.2f}, "
          f"worst ratio: {ratios[-1]:.2f}")


def main():
    args = sys.argv[1:]
    if "--time" in args and "--instructions" in args:
        binary = args[0] if args and not args[0].startswith("--") else "target/release/tilelift"
        mcpu = args[args.index("--mcpu") + 1] if "--mcpu" in args else "gfx90a"
        repeat = int(args[args.index("--repeat") + 1]) if "--repeat" in args else 10
        jobs = int(args[args.index("--jobs") + 1]) if "--jobs" in args else os.cpu_count()
        corpora = ["corpus"] + (["realworld"] if "--realworld" in args else [])
        compile_instructions(binary, mcpu, repeat, corpora, jobs)
        return
    if "--time" in args:
        binary = args[0] if args and not args[0].startswith("--") else "target/release/tilelift"
        mcpu = args[args.index("--mcpu") + 1] if "--mcpu" in args else "gfx90a"
        repeat = int(args[args.index("--repeat") + 1]) if "--repeat" in args else 200
        corpora = ["corpus"] + (["realworld"] if "--realworld" in args else [])
        compile_times(binary, mcpu, repeat, corpora)
        return
    binary = args[0] if args else "target/debug/tilelift"
    mcpu = "gfx90a"
    if "--mcpu" in args:
        mcpu = args[args.index("--mcpu") + 1]
    show_cases = "--cases" in args
    mc = llvm_mc(mcpu)
    dump = objdump(mc)
    rows = []
    for corpus in ("corpus", "realworld"):
        for case in sorted((ROOT / "tests" / corpus).iterdir()):
            ttir = case / "kernel.ttir"
            if not ttir.exists():
                continue
            nw = json.loads((case / "case.json").read_text()).get("num_warps", 4)
            base = [binary, "compile", str(ttir), "--num-warps", str(nw)]
            ptx = subprocess.run(base + ["-o", "/dev/null"], capture_output=True, text=True)
            r = subprocess.run(
                base + ["--target", "amdgcn-amd-amdhsa", "--mcpu", mcpu],
                capture_output=True,
                text=True,
            )
            name = f"{corpus}/{case.name}"
            if r.returncode != 0:
                rows.append((name, "refused", first_error(r.stderr), ptx.returncode == 0))
                continue
            with tempfile.TemporaryDirectory() as d:
                src = Path(d) / "k.s"
                src.write_text(r.stdout)
                a = subprocess.run(
                    [mc, "-triple=amdgcn-amd-amdhsa", f"-mcpu={mcpu}", "-filetype=obj",
                     str(src), "-o", str(Path(d) / "k.o")],
                    capture_output=True,
                    text=True,
                )
                dis = ""
                if a.returncode == 0 and dump:
                    dis = subprocess.run(
                        [dump, "-d", f"--mcpu={mcpu}", str(Path(d) / "k.o")],
                        capture_output=True, text=True).stdout
            if a.returncode != 0:
                rows.append((name, "asm-rejected", first_error(a.stderr), True))
            else:
                rows.append((name, "compiled", resources(r.stdout, dis), True))
    if show_cases:
        print("| case | result | instructions | VGPRs | AGPRs | SGPRs | scratch bytes | LDS bytes "
              "| waves/SIMD | disassembly |")
        print("|---|---|---:|---:|---:|---:|---:|---:|---:|---|")
        for name, res, info, _ in rows:
            if res == "compiled":
                print(f"| `{name}` | {res} | {info} |")
            else:
                err = info.replace("|", "/")
                print(f"| `{name}` | {res}: {err} | | | | | | | | |")
        print()
    for corpus in ("corpus", "realworld"):
        mine = [r for r in rows if r[0].startswith(corpus + "/")]
        counts = Counter(r[1] for r in mine)
        no_ptx = sum(1 for r in mine if not r[3])
        print(
            f"{corpus}: {len(mine)} kernels: {counts['compiled']} compiled and assembled, "
            f"{counts['refused']} refused ({no_ptx} of them refused by the PTX path too), "
            f"{counts['asm-rejected']} rejected by llvm-mc"
        )
    print()
    print("| cause | kernels | e.g. |\n|---|---|---|")
    groups = Counter()
    example = {}
    for name, res, err, _ in rows:
        if res != "compiled":
            key = f"{res}: {cause(err)}"
            groups[key] += 1
            example.setdefault(key, name)
    for key, n in groups.most_common():
        print(f"| {key.replace('|', '/')} | {n} | `{example[key]}` |")


if __name__ == "__main__":
    main()
