#!/usr/bin/env python3
"""Triton's own language tests with every kernel compiled by tilelift (strict mode).

Runs pytest on a Triton test file (Triton 3.6's
`python/test/unit/language/test_core.py`, fetched from Triton's repository at
the installed version's tag and carried over; it is not part of this
repository) with `tilelift.triton.enable(strict=True)` in effect, and sorts the
outcomes by test:

  * passed: every kernel of the test compiled by tilelift, results right;
  * fallback: a kernel tilelift does not compile (strict mode raised
    `tilelift.triton.StrictError`), with the reason's first line;
  * failed: anything else (a wrong result, a launch error, ...);
  * skipped: skipped by the test itself.

Prints the counts, the most common fallback reasons, and the failures; writes
every test's outcome with --json. Run on the GPU machine from the repository
root:

    python3 scripts/gpu/test_core_strict.py --wheel 'target/wheels/tilelift-*.whl' \\
        --json $OUT/test_core.json path/to/test_core.py -- -x -q -n 0

(arguments after `--` go to pytest; the default is `-q -p no:cacheprovider`).
"""

import argparse
import collections
import glob
import json
import os
import re
import subprocess
import sys
import tempfile
import zipfile

PLUGIN = r'''
"""pytest plug-in: tilelift in strict mode, each test's outcome recorded."""
import json, os, re
import tilelift.triton

tilelift.triton.enable(strict=True)
_OUT = os.environ["TILELIFT_TEST_CORE_OUT"]


def pytest_runtest_logreport(report):
    if report.when != "call" and not (report.failed or report.skipped):
        return
    outcome = report.outcome
    reason = ""
    if report.failed:
        text = str(report.longrepr)
        found = re.findall(r"StrictError: (tilelift did not compile [^\n]*)", text)
        if found:
            outcome = "fallback"
            reason = found[-1]
        else:
            outcome = "failed"
            lines = [l for l in text.splitlines() if l.startswith("E ")]
            reason = lines[0] if lines else text.splitlines()[-1] if text else ""
    with open(_OUT, "a") as f:
        f.write(json.dumps({"test": report.nodeid, "when": report.when, "outcome": outcome,
                            "reason": reason[:300]}) + "\n")
'''


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--wheel", help="a tilelift wheel (glob) to use instead of the installed package")
    ap.add_argument("--json", help="write every test's outcome here")
    ap.add_argument("--budget-s", type=float, default=None,
                    help="stop pytest after this many seconds and report the tests run so far")
    ap.add_argument("test_file")
    ap.add_argument("pytest_args", nargs="*")
    args = ap.parse_args()

    work = tempfile.mkdtemp(prefix="test-core-")
    paths = [work]
    if args.wheel:
        wheels = glob.glob(args.wheel)
        if len(wheels) != 1:
            sys.exit(f"--wheel {args.wheel!r} names {len(wheels)} files")
        dest = os.path.join(work, "wheel")
        with zipfile.ZipFile(wheels[0]) as z:
            z.extractall(dest)
        paths.insert(0, dest)
    with open(os.path.join(work, "tilelift_strict_plugin.py"), "w") as f:
        f.write(PLUGIN)
    out = os.path.join(work, "outcomes.jsonl")
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(paths + [env.get("PYTHONPATH", "")])
    env["TILELIFT_TEST_CORE_OUT"] = out
    env.pop("TILELIFT_TRITON", None)
    pytest_args = args.pytest_args or ["-q", "-p", "no:cacheprovider"]
    cmd = [sys.executable, "-m", "pytest", "-p", "tilelift_strict_plugin", args.test_file, *pytest_args]
    print(" ".join(cmd), flush=True)
    proc = subprocess.Popen(cmd, env=env, start_new_session=True)
    try:
        returncode = proc.wait(timeout=args.budget_s)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, 9)
        proc.wait()
        returncode = f"stopped after {args.budget_s:.0f} s (--budget-s)"

    outcomes = {}
    if os.path.exists(out):
        with open(out) as f:
            for line in f:
                r = json.loads(line)
                # A test's worst outcome over its phases.
                rank = {"passed": 0, "skipped": 1, "fallback": 2, "failed": 3}
                old = outcomes.get(r["test"])
                if old is None or rank[r["outcome"]] > rank[old["outcome"]]:
                    outcomes[r["test"]] = r
    counts = collections.Counter(r["outcome"] for r in outcomes.values())
    print(f"\npytest exit {returncode}; {len(outcomes)} tests: " +
          ", ".join(f"{counts.get(k, 0)} {k}" for k in ("passed", "fallback", "failed", "skipped")))
    reasons = collections.Counter(
        re.sub(r"^tilelift did not compile \S+ \(num_warps=\d+\): (\S+:\d+:\d+: )?", "", r["reason"])
        for r in outcomes.values() if r["outcome"] == "fallback")
    if reasons:
        print("\nfallback reasons (tests):")
        for reason, n in reasons.most_common(30):
            print(f"  {n:5}  {reason}")
    failed = [r for r in outcomes.values() if r["outcome"] == "failed"]
    if failed:
        print(f"\nfailed ({len(failed)}):")
        for r in failed[:100]:
            print(f"  {r['test']}: {r['reason']}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"counts": counts, "tests": list(outcomes.values())}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
