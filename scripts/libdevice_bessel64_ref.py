#!/usr/bin/env python3
"""mpmath references for tilelift's f64 Bessel functions of the first and
second kind (`__nv_j0`, `__nv_j1`, `__nv_y0`, `__nv_y1`, `__nv_jn`,
`__nv_yn`; `libm/src/bessel_jy64.rs`).

Two uses:

    python3 scripts/libdevice_bessel64_ref.py > tests/data/libdevice_bessel64.txt

writes the test data of `tests/tests/libdevice_bessel64.rs`: special values,
the f64s next to the zeros, the forms' switches, huge and tiny arguments and
random points, one line each, `symbol n x ref frac`: the order (0 for the
functions without one), the point in hex, the nearest f64 to the value in hex
(`nan` for a NaN) and the rest, `(value - ref) / ulp(ref)`;

    LIBDEVICE_BESSEL64_SWEEP=/tmp/sweep LIBDEVICE_POINTS=1048576 cargo test \\
        -p tilelift-tests --test libdevice_bessel64 sweep
    python3 scripts/libdevice_bessel64_ref.py --measure /tmp/sweep [--jobs 2] \\
        [--every K] [--mpmath]

measures the sweep the test writes (`<symbol>.bin`: little-endian f64
triples, the order, the point and tilelift's result) against these
references: the max error in ulps where libdevice's bound is in ulps (orders 0
and 1 below 8) and for `yn` below n (no bound documented there), the max
absolute error elsewhere (relative where the value is above 1), where each
occurs, and the special values that are wrong (`--every K`: every K-th point;
`--mpmath`: against the mpmath references, not MPFR's).

The references (40 digits): `J0`, `J1` mpmath's `besselj` below 40, `Y0`,
`Y1` their power series below 40 (with the digits their cancellation costs),
both from Hankel's asymptotic expansion from 40 (to its smallest term, about
2e-35 at 40, or 1e-45, `sin
x` and `cos x` by mpmath, right for every f64); `jn` mpmath's `besselj` for
`|x| < n`, the forward recurrence from `J0` and `J1` at 50 digits from `n`
(stable there); `yn` the forward recurrence from `Y0` and `Y1` at 50 digits
(stable everywhere). mpmath takes about 1 ms a point for `Y`, too slow for
a sweep of 2^20 points: `--measure` takes MPFR's `j0`, `j1`, `jn`, `y0`,
`y1` (correctly rounded, at 160 bits, through gmpy2) and `yn` by the same
recurrence from MPFR's `y0` and `y1`, where gmpy2 is installed (mpmath's
otherwise). `python3 scripts/libdevice_bessel64_ref.py --check` compares the
MPFR references with mpmath's on 500 points a function, and mpmath's with
mpmath's own `besselj` and `bessely` on 300 points.
"""
import math
import os
import random
import struct
import sys

import mpmath as M

try:
    import gmpy2
except ImportError:  # the sweep's measure falls back to mpmath (slow)
    gmpy2 = None

M.mp.dps = 40
ASYMPTOTIC = 40
MAX_ORDER = 128
SYMBOLS = ["__nv_j0", "__nv_j1", "__nv_y0", "__nv_y1", "__nv_jn", "__nv_yn"]


def bits(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def of_bits(b):
    return struct.unpack("<d", struct.pack("<Q", b))[0]


def hankel(nu, x):
    """(J_nu(x), Y_nu(x)) for x >= 40 by Hankel's expansion, summed up to
    its smallest term (about e^(-2x), 2e-35 at 40) or below 1e-45."""
    mu = 4 * nu * nu
    p, q, t = M.mpf(1), M.mpf(0), M.mpf(1)
    eps = M.mpf(10) ** -45
    for k in range(1, 400):
        last = t
        t = t * (mu - (2 * k - 1) ** 2) / (8 * k * x)
        if abs(t) < eps or abs(t) > abs(last):
            break
        sign = -1 if (k // 2) % 2 else 1
        if k % 2:
            q += sign * t
        else:
            p += sign * t
    cx, sx = M.cos(x), M.sin(x)
    # chi = x - (nu/2 + 1/4) pi.
    phi = (2 * nu + 1) * M.pi / 4
    cp, sp = M.cos(phi), M.sin(phi)
    cchi = cx * cp + sx * sp
    schi = sx * cp - cx * sp
    amp = M.sqrt(2 / (M.pi * x))
    return amp * (p * cchi - q * schi), amp * (p * schi + q * cchi)


def y_series(nu, x):
    """Y_nu(x) for 0 < x < 40 by its power series."""
    extra = int(float(x) * 0.45) + 10
    with M.extradps(extra):
        eps = M.mpf(2) ** -(M.mp.prec + 10)
        x = M.mpf(x)
        h = (x / 2) ** 2
        if nu == 0:
            s, term, harmonic = M.mpf(0), M.mpf(1), M.mpf(0)
            for k in range(1, 1000):
                term = term * h / (k * k)
                harmonic += M.mpf(1) / k
                add = term * harmonic
                s = s + add if k % 2 else s - add
                if k > 2 and abs(add) < abs(s) * eps:
                    break
            v = 2 / M.pi * ((M.log(x / 2) + M.euler) * M.besselj(0, x) + s)
        else:
            # psi(k + 1) + psi(k + 2) = 2 H_k + 1/(k + 1) - 2 gamma.
            s, term, harmonic = M.mpf(0), x / 2, M.mpf(0)
            g2 = 2 * M.euler
            for k in range(0, 1000):
                if k:
                    term = term * h / (k * (k + 1))
                    harmonic += M.mpf(1) / k
                add = term * (2 * harmonic + M.mpf(1) / (k + 1) - g2)
                s = s - add if k % 2 else s + add
                if k > 2 and abs(add) < abs(s) * eps:
                    break
            v = -2 / (M.pi * x) + 2 / M.pi * M.log(x / 2) * M.besselj(1, x) - s / M.pi
    return +v


def j01(nu, x):
    """J_nu(x), nu 0 or 1, of a finite f64 (as an mpf)."""
    a = abs(M.mpf(x))
    if a >= ASYMPTOTIC:
        v = hankel(nu, a)[0]
    else:
        v = M.besselj(nu, a)
    return -v if nu == 1 and x < 0 else v


def y01(nu, x):
    """Y_nu(x), nu 0 or 1, of a positive finite f64."""
    if x >= ASYMPTOTIC:
        return hankel(nu, M.mpf(x))[1]
    return y_series(nu, x)


def jn(n, x):
    """J_n(x) for 0 <= n <= 128 and a finite x."""
    if n <= 1:
        return j01(n, x)
    if x == 0:
        return M.mpf(0)
    a = abs(x)
    if a < n:
        v = M.besselj(n, M.mpf(a))
    else:
        with M.workdps(50):
            prev, cur = j01(0, a), j01(1, a)
            c = 2 / M.mpf(a)
            for k in range(1, n):
                prev, cur = cur, (k * c) * cur - prev
            v = cur
    return -v if n % 2 and x < 0 else +v


def yn(n, x):
    """Y_n(x) for 0 <= n <= 128 and a positive finite x."""
    if n <= 1:
        return y01(n, x)
    with M.workdps(50):
        prev, cur = y01(0, x), y01(1, x)
        c = 2 / M.mpf(x)
        for k in range(1, n):
            prev, cur = cur, (k * c) * cur - prev
    return +cur


def yn_mpfr(n, x):
    """Y_n(x) by MPFR (160 bits): `y0`, `y1` and the forward recurrence."""
    with gmpy2.context(gmpy2.get_context(), precision=160):
        xm = gmpy2.mpfr(x)
        prev, cur = gmpy2.y0(xm), gmpy2.y1(xm)
        if n == 0:
            return prev
        c = 2 / xm
        for k in range(1, n):
            prev, cur = cur, (k * c) * cur - prev
        return cur


def jn_mpfr(n, x):
    """J_n(x) by MPFR (160 bits)."""
    with gmpy2.context(gmpy2.get_context(), precision=160):
        return gmpy2.jn(n, gmpy2.mpfr(x))


def exact(symbol, n, x, mpfr=False):
    """The value as an mpf (an mpfr of 160 bits with `mpfr`; or +-inf),
    None for a NaN."""
    if math.isnan(x):
        return None
    order = {"__nv_j0": 0, "__nv_j1": 1, "__nv_y0": 0, "__nv_y1": 1}.get(symbol, n)
    if not 0 <= order <= MAX_ORDER:
        return None
    second = symbol.startswith("__nv_y")
    if second and x < 0:
        return None
    if second and x == 0:
        return M.ninf
    if math.isinf(x):
        return M.mpf(0)
    if mpfr:
        return yn_mpfr(order, x) if second else jn_mpfr(order, x)
    if second:
        return yn(order, x)
    return jn(order, x)


def to_f64(v):
    if v == M.inf or v == M.ninf:
        return float(v)
    try:
        return float(v)
    except OverflowError:
        return math.inf if v > 0 else -math.inf


def ulp(x):
    x = abs(x)
    if x < 2.2250738585072014e-308:
        return 5e-324
    return 2.0 ** (math.frexp(x)[1] - 53)


def reference(symbol, n, x):
    """(nearest f64, (v - it) / ulp(it)) or None for a NaN."""
    v = exact(symbol, n, x)
    if v is None:
        return None
    hi = to_f64(v)
    if math.isinf(hi) or v == 0:
        return (hi, 0.0)
    return (hi, float((v - M.mpf(hi)) / M.mpf(ulp(hi))))


def in_ulps(symbol, n, x):
    """Whether the error at (n, x) is measured in ulps: libdevice's bound
    below 8 for orders 0 and 1; `yn` below n (no bound documented there,
    where `Y_n` is large and has no zero)."""
    if symbol == "__nv_jn":
        return False
    if symbol == "__nv_yn":
        return abs(x) < n
    return abs(x) < 8


def error(symbol, n, x, got, mpfr=False):
    """(error, in ulps?) of `got`; inf for a wrong special value."""
    v = exact(symbol, n, x, mpfr)
    if v is None:
        return (0.0 if math.isnan(got) else math.inf), True
    hi = to_f64(v)
    if math.isinf(hi) or math.isinf(got) or math.isnan(got):
        return (0.0 if got == hi else math.inf), True
    diff = abs(type(v)(got) - v)
    if in_ulps(symbol, n, x):
        return float(diff / (ulp(hi) if hi != 0 else 5e-324)), True
    return float(diff / max(1, abs(v))), False


# The zeros below 8 (and one past), where the bound in ulps is hardest.
ZEROS = {
    "__nv_j0": [M.besseljzero(0, k) for k in (1, 2, 3)],
    "__nv_j1": [M.besseljzero(1, k) for k in (1, 2, 3)],
    "__nv_y0": [M.besselyzero(0, k) for k in (1, 2, 3, 4)],
    "__nv_y1": [M.besselyzero(1, k) for k in (1, 2, 3)],
}
SPECIALS = [0.0, -0.0, math.inf, -math.inf, math.nan, 1.0, -1.0, 0.5, 2.0, 3.0, 7.5, 8.0,
            -8.0, 7.999999999999999, 8.000000000000002, 0.75, 0.7499999999999999, 1.125,
            1.1249999999999998, 1.25, 1.75, 3.125, 4.625, 6.25, 5e-324, -5e-324, 1e-310,
            2.2250738585072014e-308, 1e-300, 3e-200, 1e-20, 1e-8, 1.7976931348623157e308,
            -1.7976931348623157e308, 1e300, 1e22, 2.0 ** 60, 6381956970095103 * 2.0 ** 797,
            1e15, 12345.678, 40.0, 39.99999999999999, 100.0, -100.0]


def order_points(rng, count):
    """(n, x) pairs for jn and yn: the edges, then n uniform in [0, 128] with x
    any bit pattern, uniform in [-150, 150], in [0, 2n] and in [0, 10]."""
    pts = [(-1, 1.0), (129, 1.0), (-2 ** 31, 2.0), (2 ** 31 - 1, 2.0), (0, 0.0), (1, 0.0),
           (2, 0.0), (128, 128.0), (128, 127.9), (128, 192.0), (128, 192.00000000000003),
           (128, 1e-300), (2, 1e-300), (2, 3e-121), (2, 4e-121), (3, 4e-121), (128, 5e-324),
           (2, 5e-324), (128, 1.7976931348623157e308), (60, 1e-3), (100, 99.5), (5, math.inf),
           (5, math.nan), (3, -2.5), (4, -2.5), (7, 1e300), (128, 1e300), (20, 30.0),
           (20, 30.000000000000004), (50, 1.0), (128, 1.0), (10, 1e-30), (127, 126.5),
           (2, 8.0), (2, 7.999999999999999), (2, 2.0), (3, 3.0)]
    while len(pts) < count:
        n = rng.randint(0, 128)
        kind = len(pts) % 4
        if kind == 0:
            x = of_bits(rng.getrandbits(64))
            if not math.isfinite(x):
                continue
        elif kind == 1:
            x = rng.uniform(-150, 150)
        elif kind == 2:
            x = rng.uniform(0, 2 * n)
        else:
            x = rng.uniform(0, 10)
        pts.append((n, x))
    return pts


def points(rng, symbol, count):
    """(n, x) pairs of `symbol`."""
    if symbol in ("__nv_jn", "__nv_yn"):
        return order_points(rng, count)
    xs = list(SPECIALS)
    for z in ZEROS[symbol]:
        f = float(z)
        v = f
        for _ in range(4):
            v = math.nextafter(v, 0)
        for _ in range(9):
            xs.append(v)
            v = math.nextafter(v, math.inf)
        xs += [f * (1 + 1e-10), f * (1 - 1e-7), -f]
    while len(xs) < count:
        kind = len(xs) % 3
        if kind == 0:
            x = of_bits(rng.getrandbits(64))
            if not math.isfinite(x):
                continue
        elif kind == 1:
            x = rng.uniform(-8, 8)
        else:
            x = rng.uniform(-40, 40)
        xs.append(x)
    return [(0, x) for x in xs]


def write_data():
    rng = random.Random(64)
    for symbol in SYMBOLS:
        for n, x in points(rng, symbol, 400):
            r = reference(symbol, n, x)
            if r is None:
                print(f"{symbol} {n} {bits(x):x} nan 0")
            else:
                print(f"{symbol} {n} {bits(x):x} {bits(r[0]):x} {r[1]!r}")


def _measure_chunk(args):
    symbol, records, use_mpfr = args
    worst_ulp, worst_abs, wrong = (0.0, None), (0.0, None), []
    for n, x, got in records:
        e, ulps = error(symbol, n, x, got, use_mpfr)
        if math.isinf(e):
            wrong.append((n, x, got))
            continue
        if ulps and e > worst_ulp[0]:
            worst_ulp = (e, (n, x))
        if not ulps and e > worst_abs[0]:
            worst_abs = (e, (n, x))
    return worst_ulp, worst_abs, wrong


def measure(folder, jobs, every=1, use_mpfr=True):
    """The sweep's errors (every `every`-th point; against mpmath where
    `use_mpfr` is off or gmpy2 is missing)."""
    import multiprocessing

    print("| function | points | max ulp where measured in ulps | at | max abs. error elsewhere "
          "(relative above 1) | at | special values wrong |")
    print("|---|---|---|---|---|---|---|")
    pool = multiprocessing.Pool(jobs) if jobs > 1 else None
    for symbol in SYMBOLS:
        path = os.path.join(folder, symbol + ".bin")
        if not os.path.exists(path):
            continue
        data = open(path, "rb").read()
        count = len(data) // 24
        records = [struct.unpack_from("<ddd", data, 24 * i) for i in range(0, count, every)]
        records = [(int(n), x, g) for n, x, g in records]
        count = len(records)
        mpfr = use_mpfr and gmpy2 is not None
        chunks = [(symbol, records[i:i + 4096], mpfr) for i in range(0, count, 4096)]
        results = pool.map(_measure_chunk, chunks) if pool else map(_measure_chunk, chunks)
        wu, wa, wrong = (0.0, None), (0.0, None), []
        for u, a, w in results:
            wu = max(wu, u, key=lambda t: t[0])
            wa = max(wa, a, key=lambda t: t[0])
            wrong += w
        has_n = symbol in ("__nv_jn", "__nv_yn")
        at = lambda p: "" if p is None else (f"n = {p[0]}, x = {p[1]!r}" if has_n else f"x = {p[1]!r}")
        print(f"| `{symbol}` | {count} | {wu[0]:.3f} | {at(wu[1])} | {wa[0]:.3e} | {at(wa[1])} | "
              f"{len(wrong)} |")
        for w in wrong[:10]:
            print(f"    wrong: {symbol}{w[:2]} = {w[2]!r}")


def check():
    """These references against mpmath's own besselj and bessely, and the
    MPFR ones (the sweep's) against mpmath's."""
    rng = random.Random(7)
    worst = 0.0
    if gmpy2 is not None:
        for symbol in SYMBOLS:
            for n, x in points(rng, symbol, 500):
                a, b = exact(symbol, n, x), exact(symbol, n, x, True)
                if a is None or b is None:
                    assert a is None and b is None, (symbol, n, x, a, b)
                    continue
                if M.isinf(a) or a == 0:
                    assert float(a) == float(b), (symbol, n, x, a, b)
                    continue
                worst = max(worst, float(abs(M.mpf(str(b)) - a) / abs(a)))
        print(f"max relative difference of the MPFR references from mpmath's: {worst:.3e}")
        worst = 0.0
    for _ in range(300):
        x = rng.choice([rng.uniform(0, 8), rng.uniform(8, 60), 10 ** rng.uniform(-5, 6)])
        n = rng.randint(0, 128)
        for mine, theirs in ((j01(0, x), M.besselj(0, x)), (j01(1, x), M.besselj(1, x)),
                             (y01(0, x), M.bessely(0, x)), (y01(1, x), M.bessely(1, x)),
                             (jn(n, x), M.besselj(n, x))):
            worst = max(worst, float(abs(mine - theirs) / max(abs(theirs), M.mpf(10) ** -300)))
        if x > 1e-3:
            worst = max(worst, float(abs(yn(n, x) / M.bessely(n, x) - 1)))
    print(f"max relative difference from mpmath's besselj/bessely: {worst:.3e}")


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "--measure":
        opt = lambda name: int(sys.argv[sys.argv.index(name) + 1]) if name in sys.argv else 1
        measure(sys.argv[2], opt("--jobs"), opt("--every"), "--mpmath" not in sys.argv)
    elif len(sys.argv) == 2 and sys.argv[1] == "--check":
        check()
    else:
        write_data()
