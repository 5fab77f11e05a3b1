#!/usr/bin/env python3
"""mpmath references for the f64 libdevice functions tilelift computes by a
sequence (`__nv_exp`, `__nv_exp2`, `__nv_exp10`, `__nv_expm1`, `__nv_log`,
`__nv_log2`, `__nv_log10`, `__nv_log1p`).

Two uses:

    python3 scripts/libdevice_f64_ref.py > tests/data/libdevice_f64.txt

writes the test data of `tests/tests/libdevice_f64.rs`: special values and
random points (any finite bit pattern, and uniform over each function's
working range), one line each, `symbol x.. ref frac`: the operands and the
nearest f64 to mpmath's value (40 digits) in hex (`nan` for a NaN), and the
rest, `(value - ref) / ulp(ref)`, as a decimal (exact below the normal range
too, where a double-double pair would lose it);

    LIBDEVICE_POINTS=1048576 LIBDEVICE_F64_SWEEP=/tmp/sweep \\
        cargo test -p tilelift-tests --test libdevice_f64 -- --nocapture
    python3 scripts/libdevice_f64_ref.py --measure /tmp/sweep

measures the sweep the test writes (`<symbol>.bin`: little-endian f64, the
operands and tilelift's result) against mpmath: the max ulp error per
function, the point where it occurs, and the special values that are wrong.
"""
import math
import os
import random
import struct
import sys

import mpmath as M

M.mp.dps = 40

def _hypot(*xs):
    return M.sqrt(sum(M.mpf(x) ** 2 for x in xs))


# symbol: (mpmath function, range of the uniform points, documented bound in
# ulp, arity)
FUNCS = {
    "__nv_exp": (M.exp, (-745.2, 709.8), 1, 1),
    "__nv_exp2": (lambda x: M.power(2, x), (-1075.0, 1024.0), 1, 1),
    "__nv_exp10": (lambda x: M.power(10, x), (-324.0, 308.3), 1, 1),
    "__nv_expm1": (M.expm1, (-40.0, 709.8), 1, 1),
    "__nv_log": (M.log, (0.0, 4.0), 1, 1),
    "__nv_log2": (lambda x: M.log(x, 2), (0.0, 4.0), 1, 1),
    "__nv_log10": (M.log10, (0.0, 4.0), 1, 1),
    "__nv_log1p": (M.log1p, (-1.0, 4.0), 1, 1),
    "__nv_rsqrt": (lambda x: 1 / M.sqrt(x), (0.0, 100.0), 1, 1),
    "__nv_logb": (lambda x: M.floor(M.log(abs(x), 2)), (-100.0, 100.0), 0, 1),
    "__nv_sinpi": (M.sinpi, (-10.0, 10.0), 2, 1),
    "__nv_cospi": (M.cospi, (-10.0, 10.0), 2, 1),
    "__nv_atan": (M.atan, (-10.0, 10.0), 2, 1),
    "__nv_asin": (M.asin, (-1.0, 1.0), 2, 1),
    "__nv_acos": (M.acos, (-1.0, 1.0), 2, 1),
    "__nv_sinh": (M.sinh, (-30.0, 30.0), 2, 1),
    "__nv_cosh": (M.cosh, (-30.0, 30.0), 1, 1),
    "__nv_tanh": (M.tanh, (-5.0, 5.0), 1, 1),
    "__nv_asinh": (M.asinh, (-100.0, 100.0), 3, 1),
    "__nv_acosh": (M.acosh, (1.0, 100.0), 3, 1),
    "__nv_atanh": (M.atanh, (-1.0, 1.0), 2, 1),
    "__nv_cbrt": (lambda x: M.sign(x) * M.cbrt(abs(x)), (-100.0, 100.0), 1, 1),
    "__nv_rcbrt": (lambda x: M.sign(x) / M.cbrt(abs(x)), (-100.0, 100.0), 1, 1),
    "__nv_atan2": (M.atan2, (-10.0, 10.0), 2, 2),
    "__nv_hypot": (_hypot, (-10.0, 10.0), 2, 2),
    "__nv_rhypot": (lambda *x: 1 / _hypot(*x), (-10.0, 10.0), 1, 2),
    "__nv_norm3d": (_hypot, (-10.0, 10.0), 2, 3),
    "__nv_rnorm3d": (lambda *x: 1 / _hypot(*x), (-10.0, 10.0), 1, 3),
    "__nv_norm4d": (_hypot, (-10.0, 10.0), 2, 4),
    "__nv_rnorm4d": (lambda *x: 1 / _hypot(*x), (-10.0, 10.0), 1, 4),
    "__nv_sin": (M.sin, (-100.0, 100.0), 2, 1),
    "__nv_cos": (M.cos, (-100.0, 100.0), 2, 1),
    "__nv_tan": (M.tan, (-100.0, 100.0), 2, 1),
    "__nv_pow": (None, (0.0, 4.0), 2, 2),
    "__nv_erf": (M.erf, (-6.0, 6.0), 2, 1),
    "__nv_erfc": (M.erfc, (-6.0, 28.0), 5, 1),
    "__nv_erfcx": (lambda x: _erfcx(x), (-27.0, 30.0), 4, 1),
    "__nv_normcdf": (M.ncdf, (-40.0, 10.0), 5, 1),
    "__nv_erfinv": (lambda y: _erfinv_ref(y), (-1.0, 1.0), 5, 1),
    "__nv_erfcinv": (lambda c: _erfcinv_ref(c), (0.0, 2.0), 6, 1),
    "__nv_normcdfinv": (lambda p: -M.sqrt(2) * _erfcinv_ref(2 * p), (0.0, 1.0), 8, 1),
    "__nv_lgamma": (lambda x: _lgamma(x), (-2.2637, 40.0), 4, 1),
    "__nv_tgamma": (lambda x: _tgamma(x), (-30.0, 30.0), 10, 1),
    "__nv_cyl_bessel_i0": (lambda x: _bessel_i(0, x), (-720.0, 720.0), 6, 1),
    "__nv_cyl_bessel_i1": (lambda x: _bessel_i(1, x), (-720.0, 720.0), 6, 1),
}


def _bessel_i(nu, x):
    """I_nu(x): +-inf past 714 (I0(713.99) > 2^1024)."""
    if abs(x) > 714:
        return M.inf if nu == 0 or x > 0 else M.ninf
    return M.besseli(nu, x)

# `__nv_lgamma`'s documented bound holds outside this interval (its negative
# zeros, where the reflection's difference loses the relative accuracy).
LGAMMA_LOOSE = (-23.0001, -2.2637)


def _lgamma(x):
    """ln |Gamma(x)|: inf at the poles; the real part of mpmath's loggamma
    below 0."""
    if x <= 0 and x == M.floor(x):
        return M.inf
    return M.re(M.loggamma(x))


def _tgamma(x):
    """Gamma(x): None (NaN) at the negative integers; inf and 0 far out."""
    if x <= 0 and x == M.floor(x):
        return None
    if x > 172:
        return M.inf
    if x < -190:
        return M.mpf(0)
    return M.gamma(x)


def _erfcinv_ref(c, start=None):
    """x with erfc(x) = c for 0 < c < 2, by Newton's method on ln erfc (on
    erf below |x| = 1/2, where c is near 1), from `start` where given (the
    measured value: fewer steps, the same root)."""
    c = M.mpf(c)
    if c > 1:
        return -_erfcinv_ref(2 - c, None if start is None else -start)
    if c == 1:
        return M.mpf(0)
    if c > M.mpf("0.5"):
        return _erfinv_small(1 - c, start)
    x = M.sqrt(-M.log(c)) if start is None or not 0 < start < 30 else M.mpf(start)
    for _ in range(200):
        step = (M.log(M.erfc(x)) - M.log(c)) * M.sqrt(M.pi) / 2 * M.exp(x * x) * M.erfc(x)
        x += step
        if abs(step) < abs(x) * M.mpf(10) ** -35:
            break
    return x
def _erfinv_small(y, start=None):
    """x with erf(x) = y for |y| <= 1/2, by Newton's method."""
    y = M.mpf(y)
    x = y * M.sqrt(M.pi) / 2
    if start is not None and math.isfinite(start) and abs(start - x) < abs(x) / 8:
        x = M.mpf(start)
    for _ in range(200):
        if x == 0:
            return x
        step = (M.erf(x) - y) * M.sqrt(M.pi) / 2 * M.exp(x * x)
        x -= step
        if abs(step) <= abs(x) * M.mpf(10) ** -35:
            break
    return x
def _erfinv_ref(y, start=None):
    y = M.mpf(y)
    if abs(y) <= M.mpf("0.5"):
        return _erfinv_small(y, start)
    v = _erfcinv_ref(1 - abs(y), None if start is None else abs(start))
    return v if y > 0 else -v

def _erfcx(x):
    """e^(x^2) erfc(x); its asymptotic series far out (mpmath's erfc of a
    huge argument is slow)."""
    if x > 1e8:
        return (1 - 1 / (2 * x * x)) / (M.sqrt(M.pi) * x)
    if x < -27:
        return M.inf
    return M.exp(x * x) * M.erfc(x)


def pow_exact(x, y):
    """C99's pow(x, y) as an mpf (signs of zeros aside), None for a NaN."""
    if y == 0 or x == 1:
        return M.mpf(1)
    if math.isnan(x) or math.isnan(y):
        return None
    if math.isinf(y):
        if abs(x) == 1:
            return M.mpf(1)
        return M.inf if (abs(x) > 1) == (y > 0) else M.mpf(0)
    y_int = y == math.floor(y)
    y_odd = y_int and (y / 2 != math.floor(y / 2))
    negative = math.copysign(1, x) < 0 and y_odd
    if x == 0 or math.isinf(x):
        if (x == 0) == (y < 0):
            return M.ninf if negative else M.inf
        return M.mpf(0)
    if x < 0 and not y_int:
        return None
    v = M.power(abs(M.mpf(x)), M.mpf(y))
    return -v if negative else v


def pow_points(rng, n):
    """Every pair of special values, then random pairs of four kinds: any
    finite bit patterns; x in (0, 4) and y in (-500, 500); any positive
    finite x and y in (-2, 2); x in (-4, 4) and an integer y in [-60, 60]."""
    sp = [0.0, -0.0, math.inf, -math.inf, math.nan, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0,
          -3.0, 1e300, 5e-324]
    out = [(a, b) for a in sp for b in sp]
    while len(out) < n:
        kind = len(out) % 4
        if kind == 0:
            a, b = of_bits(rng.getrandbits(64)), of_bits(rng.getrandbits(64))
            if not (math.isfinite(a) and math.isfinite(b)):
                continue
        elif kind == 1:
            a, b = rng.uniform(0, 4), rng.uniform(-500, 500)
        elif kind == 2:
            a = of_bits(rng.getrandbits(63))
            if not math.isfinite(a):
                continue
            b = rng.uniform(-2, 2)
        else:
            a, b = rng.uniform(-4, 4), float(rng.randint(-60, 60))
        out.append((a, b))
    return out

# Arguments next to multiples of pi/2 (the closest f64 of all, 6381956970095103
# 2^797, and others), the largest f64, the edges of the reduction's
# first-column choice (2^25, 2^49, 2^1000), and pi/4 on both sides.
TRIG_HARD = [6381956970095103 * 2.0 ** 797, -6381956970095103 * 2.0 ** 797,
             5261692873635770 * 2.0 ** 499, 8783063121350913 * 2.0 ** -51,
             1.5707963267948966, 3.141592653589793, 4.71238898038469, 6.283185307179586,
             355.0, 1e22, 1.7976931348623157e308, 2.0 ** 25, 2.0 ** 49, 2.0 ** 49 - 1,
             2.0 ** 1000, 2.0 ** 73, 0.7853981633974483, 0.7849999999999999, 0.785,
             -0.785, 1e-8, 3e-300, 2.0 ** 1023, 1e300]


# The inverses' domains: infinite results at the ends, NaN outside.
INVERSES = {"__nv_erfinv": (-1.0, 1.0), "__nv_erfcinv": (0.0, 2.0),
            "__nv_normcdfinv": (0.0, 1.0)}

# The error functions' edges: erf's switch at 1, erfc's subnormal and zero
# results (26.55, 27.2), erfcx's overflow below -26.6, normcdf's subnormal
# tail (-37.5 to -38.5), the fit's ends.
ERF_HARD = [0.9999999999999999, 1.0000000000000002, -1.0000000000000002, 5.9, 6.5,
            26.5, 26.6, 27.2, 27.25, 27.3, -26.6, -26.65, -26.7, 1e15, 1e16, 1e17,
            -37.5, -38.0, -38.4, -38.5, 1e-310, -3.0, 2.999999999999999, 1e8]


# The gamma functions': next to lgamma's zeros at 1 and 2, the switches
# (0.75, 3, 12), tgamma's overflow (171.62) and underflow, negative
# arguments next to integers and beyond -23, the huge.
GAMMA_HARD = [0.9999999999999999, 1.0000000000000002, 1.9999999999999998,
              2.0000000000000004, 0.75, 0.7499999999999999, 2.9999999999999996, 3.0000000000000004,
              11.999999999999998, 12.000000000000002, 171.62, 171.63, 170.5, -0.5, -1.5,
              -2.0000000000000004, -1.9999999999999998, -25.5, -100.25, -170.5, -171.5, -180.5,
              -184.1, -1e10 - 0.5, 1e10, 1e305, 2.6e305, 1e-300, -1e-300, 4.5, 8.25, 0.25,
              -2.5, -3.5, -10.3, -22.9, -2.457024738220800]

# The modified Bessel functions': the fits' switch at 8, the overflow
# (I0 at 713.98, I1 at 713.99), tiny and subnormal arguments.
BESSEL_HARD = [8.0, 7.999999999999999, 8.000000000000002, -8.0, 713.9, 713.98, 713.99,
               714.0, -713.95, 700.0, 1e-300, -1e-300, 5e-324, 1e-8, 0.25, 30.0, -50.5]

# The inverses' hard points: the far tails (subnormal c and p, erfc's
# smallest results), the switch between the forms (y = 0.8, c = 1/2), the
# Taylor threshold 2^-26, both ends' neighbours.
INV_HARD = [5e-324, 1e-320, 2.2250738585072014e-308, 1e-300, 1e-100, 1e-20, 0.8,
            0.8000000000000002, 0.7999999999999999, 0.49999999999999994, 0.5000000000000001,
            1.4901161193847656e-08, 1.4901161193847655e-08, 1e-10, 0.9999999999999999,
            1.0000000000000002, 1.9999999999999998, 1.5, -0.9999999999999999, 1e-5, 0.2]


def bits(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def of_bits(b):
    return struct.unpack("<d", struct.pack("<Q", b))[0]


def exact(name, xs, got=None):
    """The function's value at xs as an mpf (or +-inf), None for a NaN;
    `got`, the measured value, starts the inverses' Newton steps."""
    fn = FUNCS[name][0]
    if got is not None and name in INVERSES:
        start = float(got)
        fn = {"__nv_erfinv": lambda y: _erfinv_ref(y, start),
              "__nv_erfcinv": lambda c: _erfcinv_ref(c, start),
              "__nv_normcdfinv": lambda p: -M.sqrt(2) * _erfcinv_ref(
                  2 * p, -start / math.sqrt(2))}[name]
    if name == "__nv_pow":
        return pow_exact(*xs)
    if name == "__nv_atan2":
        y, x = xs
        if math.isnan(y) or math.isnan(x):
            return None
        if y == 0:
            v = M.pi if math.copysign(1, x) < 0 else M.mpf(0)
        elif math.isinf(y) and math.isinf(x):
            v = M.pi * 3 / 4 if x < 0 else M.pi / 4
        elif math.isinf(y) or x == 0:
            v = M.pi / 2
        elif math.isinf(x):
            v = M.pi if x < 0 else M.mpf(0)
        else:
            v = M.atan2(abs(M.mpf(y)), M.mpf(x))
        return -v if math.copysign(1, y) < 0 else v
    if any(math.isnan(x) for x in xs):
        if FUNCS[name][3] > 1 and any(math.isinf(x) for x in xs):
            return M.inf if "rnorm" not in name and "rhypot" not in name else M.mpf(0)
        return None
    if FUNCS[name][3] > 1:
        if any(math.isinf(x) for x in xs):
            return M.inf if "rnorm" not in name and "rhypot" not in name else M.mpf(0)
        if all(x == 0 for x in xs):
            return M.mpf(0) if "rnorm" not in name and "rhypot" not in name else M.inf
        return fn(*[M.mpf(x) for x in xs])
    x = xs[0]
    if name in INVERSES:
        lo, hi = INVERSES[name]
        if math.isnan(x) or x < lo or x > hi:
            return None
        if x == lo or x == hi:
            v = M.inf if (x == hi) == (name == "__nv_erfinv" or name == "__nv_normcdfinv") else M.ninf
            return v
        if x == 0.0:
            return M.mpf(0)
    far = {"__nv_erf": 6.0, "__nv_erfc": 28.0, "__nv_normcdf": 40.0}
    if name in far and not math.isnan(x) and abs(x) > far[name]:
        # 1, 0 or 2 in f64 (the rest below 2^-54 relative, or 2^-1075).
        if name == "__nv_erf":
            return M.mpf(1 if x > 0 else -1)
        if name == "__nv_erfc":
            return M.mpf(0 if x > 0 else 2)
        return M.mpf(1 if x > 0 else 0)
    if math.isinf(x):
        limits = {
            "__nv_exp": (M.inf, 0), "__nv_exp2": (M.inf, 0), "__nv_exp10": (M.inf, 0),
            "__nv_expm1": (M.inf, -1), "__nv_rsqrt": (0, None), "__nv_logb": (M.inf, M.inf),
            "__nv_atan": (M.pi / 2, -M.pi / 2),
            "__nv_sinh": (M.inf, M.ninf), "__nv_cosh": (M.inf, M.inf),
            "__nv_tanh": (1, -1), "__nv_asinh": (M.inf, M.ninf), "__nv_acosh": (M.inf, None),
            "__nv_cbrt": (M.inf, M.ninf), "__nv_rcbrt": (0, 0),
            "__nv_erfcx": (0, M.inf),
            "__nv_lgamma": (M.inf, M.inf), "__nv_tgamma": (M.inf, None),
            "__nv_cyl_bessel_i0": (M.inf, M.inf), "__nv_cyl_bessel_i1": (M.inf, M.ninf),
        }
        if name.startswith("__nv_log") and name != "__nv_logb":
            return M.inf if x > 0 else None
        if name not in limits:
            return None
        v = limits[name][0 if x > 0 else 1]
        return None if v is None else M.mpf(v)
    if x == 0.0:
        if name in ("__nv_sin", "__nv_tan",
                    "__nv_expm1", "__nv_log1p", "__nv_sinpi", "__nv_atan", "__nv_asin",
                    "__nv_sinh", "__nv_tanh", "__nv_asinh", "__nv_atanh", "__nv_cbrt",
                    "__nv_erf", "__nv_cyl_bessel_i1"):
            return M.mpf(0)
        if name == "__nv_acosh":
            return None
        if name == "__nv_rcbrt":
            return M.inf if math.copysign(1, x) > 0 else M.ninf
        if name == "__nv_rsqrt":
            return M.inf if math.copysign(1, x) > 0 else M.ninf
        if name.startswith("__nv_log"):
            return M.ninf
        if name == "__nv_cospi":
            return M.mpf(1)
        if name == "__nv_acos":
            return M.pi / 2
        if name == "__nv_normcdf":
            return M.mpf(1) / 2
        if name == "__nv_lgamma":
            return M.inf
        if name == "__nv_tgamma":
            return M.inf if math.copysign(1, x) > 0 else M.ninf
        return M.mpf(1)
    try:
        v = fn(M.mpf(x))
    except (ValueError, ZeroDivisionError):
        return None
    if isinstance(v, M.mpc):
        return None
    return v


def to_f64(v):
    """An mpf's nearest f64 (inf beyond the range)."""
    if v == M.inf or v == M.ninf:
        return float(v)
    try:
        return float(v)
    except OverflowError:
        return math.inf if v > 0 else -math.inf


def reference(name, xs):
    """(nearest f64, (v - it) / ulp(it)) or None for a NaN."""
    v = exact(name, xs)
    if v is None:
        return None
    hi = to_f64(v)
    if math.isinf(hi) or v == 0:
        return (hi, 0.0)
    return (hi, float((v - M.mpf(hi)) / M.mpf(ulp(hi))))


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
    if name in ("__nv_sin", "__nv_cos", "__nv_tan"):
        out += TRIG_HARD
    if name in ("__nv_erf", "__nv_erfc", "__nv_erfcx", "__nv_normcdf"):
        out += ERF_HARD
    if name in INVERSES:
        out += INV_HARD
    if name in ("__nv_lgamma", "__nv_tgamma"):
        out += GAMMA_HARD
    if name in ("__nv_cyl_bessel_i0", "__nv_cyl_bessel_i1"):
        out += BESSEL_HARD
    if FUNCS[name][3] > 1:
        out = [0.0, -0.0, math.inf, math.nan, 1.0, 3.0, 5e-324, 1e-300, 1e300,
               1.7976931348623157e308, 2.2250738585072014e-308]
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
        k = FUNCS[name][3]
        if name == "__nv_pow":
            pairs = pow_points(rng, 300)
            cols = [[p[0] for p in pairs], [p[1] for p in pairs]]
        else:
            cols = [points(rng, name, 300) for _ in range(k)]
        if k > 1 and name != "__nv_pow":
            # Every operand special in turn, the others random.
            sp = cols[0][:11]
            for j in range(k):
                for i, s in enumerate(sp):
                    cols[j][11 * j + i] = s
            for i in range(11 * k, 11 * k + 11):
                for j in range(k):
                    cols[j][i] = sp[i - 11 * k]
        for i in range(len(cols[0])):
            xs = [c[i] for c in cols]
            r = reference(name, xs)
            args = " ".join(f"{bits(x):x}" for x in xs)
            if r is None:
                print(f"{name} {args} nan 0")
            else:
                print(f"{name} {args} {bits(r[0]):x} {r[1]!r}")


def ulp(x):
    """The ulp of an f64 at |x| (the subnormal spacing below 2^-1022)."""
    x = abs(x)
    if x < 2.2250738585072014e-308:
        return 5e-324
    e = math.frexp(x)[1] - 1
    return 2.0 ** (e - 52)


def error_ulps(got, v):
    """|got - v| in ulps of v's nearest f64; inf for a wrong special."""
    if v is None:
        return 0.0 if math.isnan(got) else math.inf
    hi = to_f64(v)
    if math.isinf(hi) or math.isinf(got) or math.isnan(got):
        return 0.0 if got == hi else math.inf
    return float(abs(M.mpf(got) - v) / M.mpf(ulp(hi) if hi != 0 else 5e-324))


def measure(folder):
    print("| function | points | max ulp | at | specials wrong | documented bound |")
    print("|---|---|---|---|---|---|")
    for name in FUNCS:
        path = os.path.join(folder, name + ".bin")
        if not os.path.exists(path):
            continue
        k = FUNCS[name][3]
        data = open(path, "rb").read()
        size = 8 * (k + 1)
        n = len(data) // size
        worst, at, wrong = 0.0, None, 0
        inside, inside_at = 0.0, None
        sp = set(bits(x) for x in specials())
        for i in range(n):
            vals = struct.unpack_from("<" + "d" * (k + 1), data, size * i)
            xs, got = list(vals[:k]), vals[k]
            if name == "__nv_lgamma" and LGAMMA_LOOSE[0] < xs[0] < LGAMMA_LOOSE[1]:
                # No bound documented: the absolute error, in ulps of
                # max(1, |value|).
                v = exact(name, xs)
                if math.isfinite(got) and v is not None and not M.isinf(v):
                    e = float(abs(M.mpf(got) - v) / M.mpf(ulp(max(1.0, abs(float(v))))))
                else:
                    e = error_ulps(got, v)
                if e > inside:
                    inside, inside_at = e, xs
                continue
            e = error_ulps(got, exact(name, xs, got))
            if k == 1 and bits(xs[0]) in sp and e > FUNCS[name][2] + 0.5:
                wrong += 1
            if e > worst:
                worst, at = e, xs
        print(f"| `{name}` | {n} | {worst:.3f} | {at!r} | {wrong} | {FUNCS[name][2]} |")
        if inside_at is not None:
            print(f"| `{name}` in {LGAMMA_LOOSE}, absolute, ulps of max(1, abs(value)) | | "
                  f"{inside:.3f} | {inside_at!r} | | none documented |")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--measure":
        measure(sys.argv[2])
    else:
        write_data()
