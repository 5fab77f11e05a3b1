#!/usr/bin/env python3
"""Reference results of the IEEE operations in each rounding mode, for
`tests/tests/libdevice_rounding.rs`: exact rational arithmetic (`fractions`),
rounded to f32 or f64 by this script's own rounding, independent of tilelift.

Writes `tests/data/libdevice_rounding.txt`, one case a line:

    op type a b c rn rz rd ru

operands and results as hex bit patterns (`-` for an operand the op does not
read); a NaN result is written `nan`. Special values (zeros, infinities, NaN,
subnormals, the largest values), every pair of them for two-operand ops, and
random points (near cancellations, halfway sums, products near overflow and
underflow) from a fixed seed.

    python3 scripts/libdevice_rounding_ref.py > tests/data/libdevice_rounding.txt
"""
import random
import struct
import sys
from fractions import Fraction

FORMATS = {"f32": (24, 127, 32), "f64": (53, 1023, 64)}


def to_value(ty, bits):
    p, emax, w = FORMATS[ty]
    sign = bits >> (w - 1)
    e = (bits >> (p - 1)) & ((1 << (w - p)) - 1)
    frac = bits & ((1 << (p - 1)) - 1)
    if e == (1 << (w - p)) - 1:
        return "nan" if frac else ("-inf" if sign else "inf")
    if e == 0:
        v = Fraction(frac) * Fraction(2) ** (2 - emax - p)
    else:
        v = Fraction(frac | (1 << (p - 1))) * Fraction(2) ** (e - emax - p + 1)
    return (-v if sign else v), bool(sign)


def encode(ty, neg, biased, frac):
    p, emax, w = FORMATS[ty]
    return (int(neg) << (w - 1)) | (biased << (p - 1)) | frac


def inf(ty, neg):
    p, emax, w = FORMATS[ty]
    return encode(ty, neg, (1 << (w - p)) - 1, 0)


def round_to(ty, x, mode):
    """The nonzero rational x rounded to ty in mode (rn, rz, rd, ru)."""
    p, emax, w = FORMATS[ty]
    neg = x < 0
    a = -x if neg else x
    e = a.numerator.bit_length() - a.denominator.bit_length()
    while Fraction(2) ** e > a:
        e -= 1
    while Fraction(2) ** (e + 1) <= a:
        e += 1
    q = max(e - (p - 1), 2 - emax - p)
    scaled = a / Fraction(2) ** q
    k = scaled.numerator // scaled.denominator
    rem = scaled - k
    if mode == "rn":
        if rem > Fraction(1, 2) or (rem == Fraction(1, 2) and k % 2 == 1):
            k += 1
    elif mode == "ru":
        if rem and not neg:
            k += 1
    elif mode == "rd":
        if rem and neg:
            k += 1
    if k == 1 << p:
        k >>= 1
        q += 1
    if k >= 1 << (p - 1) and q + p - 1 > emax:
        to_inf = {"rn": True, "rz": False, "ru": not neg, "rd": neg}[mode]
        return inf(ty, neg) if to_inf else inf(ty, neg) - 1
    if k < 1 << (p - 1):
        return encode(ty, neg, 0, k)
    return encode(ty, neg, q + p - 1 + emax, k - (1 << (p - 1)))


def case(ty, op, bits):
    n = {"add": 2, "sub": 2, "mul": 2, "div": 2, "rcp": 1, "sqrt": 1, "fma": 3}[op]
    vals = [to_value(ty, b) for b in bits[:n]]
    out = []
    for mode in ("rn", "rz", "rd", "ru"):
        out.append(result(ty, op, vals, mode))
    ops = [f"{b:x}" for b in bits[:n]] + ["-"] * (3 - n)
    return f"{op} {ty} {' '.join(ops)} {' '.join(out)}"


def fmt_bits(ty, b):
    return f"{b:x}"


def result(ty, op, vals, mode):
    nan = "nan"
    if any(v == "nan" for v in vals):
        return nan
    infs = [v for v in vals if isinstance(v, str)]
    num = [v if isinstance(v, str) else v[0] for v in vals]
    sgn = [(v.startswith("-") if isinstance(v, str) else v[1]) for v in vals]
    if infs:
        # Exact infinite arithmetic.
        def isinf(i):
            return isinstance(vals[i], str)

        def iszero(i):
            return not isinstance(vals[i], str) and vals[i][0] == 0

        if op in ("add", "sub", "fma"):
            terms = []
            if op == "fma":
                if (isinf(0) and iszero(1)) or (isinf(1) and iszero(0)):
                    return nan
                if isinf(0) or isinf(1):
                    terms.append(("inf", sgn[0] != sgn[1]))
                else:
                    terms.append(("fin", None))
                terms.append(("inf", sgn[2]) if isinf(2) else ("fin", None))
            else:
                s1 = sgn[1] if op == "add" else not sgn[1]
                terms = [("inf", sgn[0]) if isinf(0) else ("fin", None), ("inf", s1) if isinf(1) else ("fin", None)]
            inf_signs = {s for k, s in terms if k == "inf"}
            if len(inf_signs) == 2:
                return nan
            return fmt_bits(ty, inf(ty, inf_signs.pop()))
        if op == "mul":
            if iszero(0) or iszero(1):
                return nan
            return fmt_bits(ty, inf(ty, sgn[0] != sgn[1]))
        if op == "div":
            if isinf(0) and isinf(1):
                return nan
            if isinf(0):
                return fmt_bits(ty, inf(ty, sgn[0] != sgn[1]))
            return fmt_bits(ty, encode(ty, sgn[0] != sgn[1], 0, 0))
        if op == "rcp":
            return fmt_bits(ty, encode(ty, sgn[0], 0, 0))
        if op == "sqrt":
            return nan if sgn[0] else fmt_bits(ty, inf(ty, False))
    x = num
    zero_sign = None
    if op == "add":
        v = x[0] + x[1]
        both = x[0] == 0 and x[1] == 0 and sgn[0] == sgn[1]
        zero_sign = sgn[0] if both else (mode == "rd")
    elif op == "sub":
        v = x[0] - x[1]
        both = x[0] == 0 and x[1] == 0 and sgn[0] != sgn[1]
        zero_sign = sgn[0] if both else (mode == "rd")
    elif op == "fma":
        v = x[0] * x[1] + x[2]
        ps = sgn[0] != sgn[1]
        both = (x[0] == 0 or x[1] == 0) and x[2] == 0 and ps == sgn[2]
        zero_sign = ps if both else (mode == "rd")
    elif op == "mul":
        v = x[0] * x[1]
        zero_sign = sgn[0] != sgn[1]
    elif op == "div":
        if x[1] == 0:
            if x[0] == 0:
                return nan
            return fmt_bits(ty, inf(ty, sgn[0] != sgn[1]))
        v = x[0] / x[1]
        zero_sign = sgn[0] != sgn[1]
    elif op == "rcp":
        if x[0] == 0:
            return fmt_bits(ty, inf(ty, sgn[0]))
        v = 1 / x[0]
    elif op == "sqrt":
        if x[0] == 0:
            return fmt_bits(ty, encode(ty, sgn[0], 0, 0))
        if x[0] < 0:
            return nan
        return fmt_bits(ty, sqrt_round(ty, x[0], mode))
    if v == 0:
        return fmt_bits(ty, encode(ty, zero_sign, 0, 0))
    return fmt_bits(ty, round_to(ty, v, mode))


def isqrt(n):
    x = 1 << ((n.bit_length() + 1) // 2)
    while True:
        y = (x + n // x) // 2
        if y >= x:
            return x
        x = y


def sqrt_round(ty, a, mode):
    """sqrt(a) rounded: bracket it between rationals 2^-k floor and +1, with
    k large enough that the rounding is decided, by integer square roots."""
    p, emax, w = FORMATS[ty]
    k = 4000
    # s = floor(sqrt(a) * 2^(k/2)), exactly from the integer square root.
    n = a * Fraction(2) ** k
    fl = n.numerator // n.denominator
    s = isqrt(fl)
    exact_root = s * s == fl and n.denominator == 1
    lo = Fraction(s) / Fraction(2) ** (k // 2)
    if exact_root:
        return round_to(ty, lo, mode)
    # sqrt(a) lies strictly in (lo, lo + 2^-2000), and no rounding boundary
    # m (a float or a midpoint of two: p+1 bits, quantum >= 2^-591) does:
    # a - m^2 != 0 is a multiple of 2^-1182, so |sqrt(a) - m| =
    # |a - m^2| / (sqrt(a) + m) >= 2^-1182 / 2^514 > 2^-2000.
    hi = lo + 1 / Fraction(2) ** (k // 2)
    return round_to(ty, (lo + hi) / 2, mode)


def bits_of(ty, x):
    if ty == "f32":
        return struct.unpack("<I", struct.pack("<f", x))[0]
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def specials(ty):
    p, emax, w = FORMATS[ty]
    sign = 1 << (w - 1)
    one = bits_of(ty, 1.0)
    pos = [
        0,
        inf(ty, False),
        one,
        bits_of(ty, 1.5),
        bits_of(ty, 3.0),
        one + 1,
        1,
        (1 << (p - 1)) - 1,
        1 << (p - 1),
        inf(ty, False) - 1,
        bits_of(ty, 1 / 3) if ty == "f64" else bits_of(ty, 0.3333333432674408),
    ]
    out = []
    for b in pos:
        out += [b, b | sign]
    out.append(inf(ty, False) | 1 << (p - 2))  # a quiet NaN
    return out


def rand_bits(rng, ty):
    p, emax, w = FORMATS[ty]
    kind = rng.random()
    if kind < 0.3:
        return rng.getrandbits(w)
    if kind < 0.7:
        e = rng.randint(emax - 20, emax + 20)
    elif kind < 0.85:
        e = rng.randint(0, 30)
    else:
        e = rng.randint(2 * emax - 30, 2 * emax)
    return (rng.getrandbits(1) << (w - 1)) | (e << (p - 1)) | rng.getrandbits(p - 1)


def structured(rng, ty, op, a):
    """A second operand that makes a hard case for `op` with `a`."""
    p, emax, w = FORMATS[ty]
    sign = 1 << (w - 1)
    e = (a >> (p - 1)) & ((1 << (w - p)) - 1)
    pick = rng.random()
    if op in ("add", "sub") and pick < 0.5:
        # Half an ulp of `a`, or near it: the halfway sums.
        shift = rng.randint(p - 2, p + 3)
        e2 = max(e - shift, 1)
        frac = 0 if rng.random() < 0.5 else rng.getrandbits(p - 1)
        return (rng.getrandbits(1) << (w - 1)) | (e2 << (p - 1)) | frac
    if op in ("add", "sub") and pick < 0.8:
        # Near cancellation.
        b = a + rng.randint(-3, 3)
        return (b ^ sign) if op == "add" else b
    return rand_bits(rng, ty)


def main():
    rng = random.Random(15)
    lines = []
    for ty in ("f32", "f64"):
        p, emax, w = FORMATS[ty]
        sp = specials(ty)
        for op in ("add", "sub", "mul", "div"):
            for a in sp:
                for b in sp:
                    lines.append(case(ty, op, [a, b, 0]))
            for _ in range(150):
                a = rand_bits(rng, ty)
                lines.append(case(ty, op, [a, structured(rng, ty, op, a), 0]))
        for op in ("rcp", "sqrt"):
            for a in sp:
                lines.append(case(ty, op, [a, 0, 0]))
            for _ in range(150):
                lines.append(case(ty, op, [rand_bits(rng, ty), 0, 0]))
        for _ in range(200):
            lines.append(case(ty, "fma", [rng.choice(sp) for _ in range(3)]))
        for _ in range(250):
            a, b = rand_bits(rng, ty), rand_bits(rng, ty)
            c = rand_bits(rng, ty)
            va, vb = to_value(ty, a), to_value(ty, b)
            if rng.random() < 0.5 and not isinstance(va, str) and not isinstance(vb, str):
                prod = va[0] * vb[0]
                if prod != 0:
                    # c near -a*b: a cancellation down to the product's error.
                    r = round_to(ty, -prod, "rn")
                    if to_value(ty, r) not in ("inf", "-inf"):
                        c = r + rng.randint(-1, 1) if r & ((1 << (w - 1)) - 1) > 2 else r
            lines.append(case(ty, "fma", [a, b, c]))
    sys.stdout.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
