"""Measures tilelift's f32 Bessel functions of the first and second kind
(`__nv_j0f`, `__nv_j1f`, `__nv_y0f`, `__nv_y1f`, `__nv_jnf`, `__nv_ynf`)
against mpmath at 30 digits, from the interpreter's results that
`tests/libdevice_accuracy.rs`'s `bessel_functions_within_their_bounds` writes
with `LIBDEVICE_BESSEL_DUMP=FILE` (lines `symbol n x_bits got_bits`, hex):

    LIBDEVICE_BESSEL_DUMP=/tmp/bessel.txt cargo test -p tilelift-tests \\
        --test libdevice_accuracy bessel
    python3 scripts/libdevice_bessel_ref.py /tmp/bessel.txt

The error is in ulps of the f32 result where libdevice's bound is in ulps
(|x| < 8 for orders 0 and 1, |x| < n for ynf) and absolute elsewhere
(relative where the value is above 1), as the Rust test measures it.
"""
import math
import struct
import sys

import mpmath as M

M.mp.dps = 30


def f32_of(bits):
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def ref(sym, n, x):
    """The function's value (mpf), or None for a NaN result."""
    if math.isnan(x) or not 0 <= n <= 128:
        return None
    second = sym.startswith("__nv_y")
    order = {"__nv_j0f": 0, "__nv_j1f": 1, "__nv_y0f": 0, "__nv_y1f": 1}.get(sym, n)
    if second and x < 0:
        return None
    if second and x == 0:
        return M.ninf
    if math.isinf(x):
        return M.mpf(0)
    if x == 0:
        return M.mpf(1) if order == 0 else M.mpf(0)
    if second:
        return M.bessely(order, x)
    return M.besselj(order, x)


def ulp32(v):
    e = math.floor(math.log2(max(abs(v), 2.0**-126)))
    return 2.0 ** (max(e, -126) - 23)


def main():
    worst = {}
    wrong = []
    for line in open(sys.argv[1]):
        sym, n, xb, gb = line.split()
        n = int(n)
        x = f32_of(int(xb, 16))
        g = f32_of(int(gb, 16))
        v = ref(sym, n, x)
        w = worst.setdefault(sym, [0, 0.0, "", 0.0, ""])
        w[0] += 1
        if v is None:
            if not math.isnan(g):
                wrong.append(f"{sym}({n}, {x!r}) = {g!r}, not NaN")
            continue
        try:
            v32 = struct.unpack("<f", struct.pack("<f", float(v)))[0]
        except OverflowError:
            v32 = math.copysign(math.inf, float(v))
        if math.isinf(v32) or math.isinf(g) or math.isnan(g):
            if g != v32:
                wrong.append(f"{sym}({n}, {x!r}) = {g!r}, not {v32!r}")
            continue
        at = f"n = {n}, x = {x!r}" if sym in ("__nv_jnf", "__nv_ynf") else f"x = {x!r}"
        order_region = abs(x) < 8 if sym in ("__nv_j0f", "__nv_j1f", "__nv_y0f", "__nv_y1f") else (
            sym == "__nv_ynf" and abs(x) < n)
        if order_region:
            e = float(abs(M.mpf(g) - v)) / ulp32(float(v))
            if e > w[1]:
                w[1], w[2] = e, at
        else:
            e = float(abs(M.mpf(g) - v) / max(1, abs(v)))
            if e > w[3]:
                w[3], w[4] = e, at
    print("| function | points | max ulp where the bound is in ulps | at | "
          "max abs. error elsewhere (relative above 1) | at |")
    print("|---|---|---|---|---|---|")
    for sym, (count, u, ua, a, aa) in worst.items():
        print(f"| `{sym}` | {count} | {u:.3f} | {ua} | {a:.3e} | {aa} |")
    for w in wrong[:20]:
        print("wrong:", w)
    if wrong:
        sys.exit(1)


if __name__ == "__main__":
    main()
