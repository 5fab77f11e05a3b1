#!/usr/bin/env python3
"""mpmath references for the f64 libdevice functions tilelift computes by a
sequence (`__nv_exp`, `__nv_exp2`, `__nv_exp10`, `__nv_expm1`, `__nv_log`,
`__nv_log2`, `__nv_log10`, `__nv_log1p`).

Two uses:

    python3 scripts/libdevice_f64_ref.py > tests/data/libdevice_f64.txt

writes the test data of `tests/tests/libdevice_f64.rs`: special values and
random points (any finite bit pattern, and uniform over each function's
working range), one line each, `symbol x ref_hi ref_lo` in hex (`nan` for a
NaN), the reference as a double-double pair from mpmath at 40 digits;

    LIBDEVICE_POINTS=1048576 LIBDEVICE_F64_SWEEP=/tmp/sweep \\
        cargo test -p tilelift-tests --test libdevice_f64 -- --nocapture
    python3 scripts/libdevice_f64_ref.py --measure /tmp/sweep

measures the sweep the test writes (`<symbol>.bin`: pairs of little-endian
f64, the point and tilelift's result) against mpmath: the max ulp error per
function, the point where it occurs, and the special values that are wrong.
"""
import math
import os
import random
import struct
import sys

import mpmath as M

M.mp.dps = 40

FUNCS = {
    "__nv_exp": (M.exp, (-745.2, 709.8), 1),
    "__nv_exp2": (lambda x: M.power(2, x), (-1075.0, 1024.0), 1),
    "__nv_exp10": (lambda x: M.power(10, x), (-324.0, 308.3), 1),
    "__nv_expm1": (M.expm1, (-40.0, 709.8), 1),
    "__nv_log": (M.log, (0.0, 4.0), 1),
    "__nv_log2": (lambda x: M.log(x, 2), (0.0, 4.0), 1),
    "__nv_log10": (M.log10, (0.0, 4.0), 1),
    "__nv_log1p": (M.log1p, (-1.0, 4.0), 1),
}


def bits(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def of_bits(b):
    return struct.unpack("<d", struct.pack("<Q", b))[0]


def reference(name, x):
    """(hi, lo) of the function at x, or None for a NaN; infinities as hi."""
    fn = FUNCS[name][0]
    if math.isnan(x):
        return None
    if math.isinf(x):
        limits = {
            ("__nv_exp", True): math.inf, ("__nv_exp", False): 0.0,
            ("__nv_exp2", True): math.inf, ("__nv_exp2", False): 0.0,
            ("__nv_exp10", True): math.inf, ("__nv_exp10", False): 0.0,
            ("__nv_expm1", True): math.inf, ("__nv_expm1", False): -1.0,
        }
        if name.startswith("__nv_log"):
            return (math.inf, 0.0) if x > 0 else None
        return (limits[(name, x > 0)], 0.0)
    if x == 0.0:
        if name in ("__nv_expm1", "__nv_log1p"):
            return (x, 0.0)
        if name.startswith("__nv_log"):
            return (-math.inf, 0.0)
        return (1.0, 0.0)
    try:
        v = fn(M.mpf(x))
    except (ValueError, ZeroDivisionError):
        return None
    if isinstance(v, M.mpc):
        return None
    if v == M.ninf or v == M.inf:
        return (float(v), 0.0)
    if v == 0:
        return (0.0, 0.0)
    try:
        hi = float(v)
    except OverflowError:
        return (math.inf, 0.0)
    if math.isinf(hi):
        return (hi, 0.0)
    lo = float(v - M.mpf(hi))
    return (hi, lo)


def specials():
    v = [0.0, -0.0, math.inf, -math.inf, math.nan, 1.0, -1.0, 0.5, 2.0, 10.0, 0.1,
         5e-324, -5e-324, 2.2250738585072014e-308, 2.225073858507201e-308,
         1.7976931348623157e308, -1.7976931348623157e308, 709.782712893384,
         709.7827128933841, -745.1332191019411, -745.1332191019412, -708.4, 1024.0,
         1023.9999999999999, -1074.0, -1075.0, -1022.5, 308.25471555991675, -323.3,
         -0.9999999999999999, 1e-20, -1e-20, 1.0000000000000002, 0.9999999999999999,
         0.34657359027997264, -0.34657359027997264, 1e-300, 3.0, 100.0]
    return v


def points(rng, name, n):
    lo, hi = FUNCS[name][1]
    out = list(specials())
    while len(out) < n:
        if len(out) % 2:
            b = rng.getrandbits(64)
            if (b >> 52) & 0x7FF == 0x7FF:
                continue
            out.append(of_bits(b))
        else:
            out.append(rng.uniform(lo, hi))
    return out


def hexf(x):
    return "nan" if x is None or (isinstance(x, float) and math.isnan(x)) else f"{bits(x):x}"


def write_data():
    rng = random.Random(15)
    for name in FUNCS:
        for x in points(rng, name, 600):
            r = reference(name, x)
            if r is None:
                print(f"{name} {bits(x):x} nan nan")
            else:
                print(f"{name} {bits(x):x} {hexf(r[0])} {hexf(r[1])}")


def ulp(x):
    """The ulp of an f64 at |x| (the subnormal spacing below 2^-1022)."""
    x = abs(x)
    if x < 2.2250738585072014e-308:
        return 5e-324
    e = math.frexp(x)[1] - 1
    return 2.0 ** (e - 52)


def error_ulps(got, ref):
    if ref is None:
        return 0.0 if math.isnan(got) else math.inf
    hi, lo = ref
    if math.isinf(hi) or math.isinf(got) or math.isnan(got):
        if got == hi:
            return 0.0
        # A finite result next to an overflow threshold: in ulps of the
        # largest value.
        if math.isinf(hi) and math.isfinite(got):
            v = M.mpf(2) ** 1024
            return float(abs(M.mpf(got) - v) / M.mpf(2.0 ** 971))
        return math.inf
    e = (M.mpf(got) - M.mpf(hi)) - M.mpf(lo)
    return float(abs(e) / M.mpf(ulp(hi) if hi != 0 else 5e-324))


def measure(folder):
    print("| function | points | max ulp | at x | specials wrong | documented bound |")
    print("|---|---|---|---|---|---|")
    for name in FUNCS:
        path = os.path.join(folder, name + ".bin")
        if not os.path.exists(path):
            continue
        data = open(path, "rb").read()
        n = len(data) // 16
        worst, at, wrong = 0.0, None, 0
        sp = set(bits(x) for x in specials())
        for i in range(n):
            x, got = struct.unpack_from("<dd", data, 16 * i)
            e = error_ulps(got, reference(name, x))
            if bits(x) in sp and e > FUNCS[name][2]:
                wrong += 1
            if e > worst:
                worst, at = e, x
        print(f"| `{name}` | {n} | {worst:.3f} | {at!r} | {wrong} | {FUNCS[name][2]} |")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--measure":
        measure(sys.argv[2])
    else:
        write_data()
