#!/usr/bin/env python3
"""Writes `tests/libdevice/`: corpus-format cases (tests/corpus/README.md),
one small kernel per group of libdevice symbols, each symbol applied to a
vector of special values and random points, one output buffer per symbol.

The TTIR is written here (one `tt.extern_elementwise` per symbol, no mask:
the inputs are padded to a whole number of programs). Expected outputs come
from references independent of tilelift:

- the operations in a rounding mode (`__nv_fadd_rz`, `__nv_dmul_ru`, ...):
  `tests/data/libdevice_rounding.txt` (exact rational arithmetic in
  `scripts/libdevice_rounding_ref.py`), compared exactly (`rtol = atol = 0`);
- `__nv_frsqrt_rn` and the `f32` math functions: mpmath at 40 digits,
  rounded to `f32`, compared within libdevice's documented ulp bound: the
  harness compares `|got - want| <= atol + rtol |want|`, so a bound of `k` ulp
  is `rtol = k 2^-23` (an `f32` ulp is at most `2^-23 |want|`) and
  `atol = k 2^-149` (subnormal results);
- the `f64` functions: `tests/data/libdevice_f64.txt` (mpmath,
  `scripts/libdevice_f64_ref.py`), the nearest `f64` to the value, within
  the bound plus the half ulp of that rounding: `rtol = (k + 1/2) 2^-52`,
  `atol = (k + 1/2) 2^-1074`.

The harness fails on a NaN result, so points whose result is a NaN are left
out (NaN operands, `0/0`, `inf - inf`, the square root of a negative number,
arguments outside a function's domain).

    python3 scripts/libdevice_cases.py            # rewrites tests/libdevice/
    python3 scripts/libdevice_cases.py --f64-exact  # only f64_fmod_remainder (no mpmath)
    python3 scripts/libdevice_cases.py --f64-powi   # only f64_powi
    python3 scripts/libdevice_cases.py --f64-rcp64h # only f64_rcp64h
    python3 scripts/libdevice_cases.py --f32-bessel # only the f32 Bessel cases
    python3 scripts/libdevice_cases.py --f64-bessel # only the f64 Bessel cases
    tilelift interp --all tests/libdevice          # the interpreter, on the CPU
    tilelift run --all tests/libdevice             # on a GPU
"""
import json
import math
import os
import random
import shutil
import struct
import sys

import mpmath

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "tests", "libdevice")
BLOCK = 256
mpmath.mp.dps = 40


def f32_bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def f64_of(bits):
    return struct.unpack("<d", struct.pack("<Q", bits))[0]


def f32_of(bits):
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def to_f32(x):
    """An mpf or float rounded to the nearest f32 (via a correctly rounded
    f64 when far from f32's own rounding boundaries, which the ulp
    tolerance covers), as a Python float; inf beyond the range."""
    v = float(x)
    if math.isnan(v):
        return v
    try:
        return struct.unpack("<f", struct.pack("<f", v))[0]
    except OverflowError:
        return math.copysign(math.inf, v)


def kernel_text(name, symbols, ty, arity, arg_tys=None):
    """arg_tys: each operand's element type (default: all `ty`)."""
    arg_tys = arg_tys or [ty] * arity
    t = f"tensor<{BLOCK}x{ty}>"
    pt = f"tensor<{BLOCK}x!tt.ptr<{ty}>>"
    params = [f"%x{i}: !tt.ptr<{arg_tys[i]}> {{tt.divisibility = 16 : i32}}"
              for i in range(arity)]
    params += [f"%y{j}: !tt.ptr<{ty}> {{tt.divisibility = 16 : i32}}" for j in range(len(symbols))]
    body = [
        "    %pid = tt.get_program_id x : i32",
        f"    %c = arith.constant {BLOCK} : i32",
        "    %base = arith.muli %pid, %c : i32",
        f"    %r = tt.make_range {{end = {BLOCK} : i32, start = 0 : i32}} : tensor<{BLOCK}xi32>",
        f"    %b = tt.splat %base : i32 -> tensor<{BLOCK}xi32>",
        f"    %o = arith.addi %b, %r : tensor<{BLOCK}xi32>",
    ]
    for i in range(arity):
        pti = f"tensor<{BLOCK}x!tt.ptr<{arg_tys[i]}>>"
        body += [
            f"    %p{i} = tt.splat %x{i} : !tt.ptr<{arg_tys[i]}> -> {pti}",
            f"    %a{i} = tt.addptr %p{i}, %o : {pti}, tensor<{BLOCK}xi32>",
            f"    %v{i} = tt.load %a{i} : {pti}",
        ]
    ops = ", ".join(f"%v{i}" for i in range(arity))
    types = ", ".join(f"tensor<{BLOCK}x{a}>" for a in arg_tys)
    for j, sym in enumerate(symbols):
        body += [
            f'    %f{j} = tt.extern_elementwise {ops} {{libname = "", libpath = "", pure = true, '
            f'symbol = "{sym}"}} : ({types}) -> {t}',
            f"    %q{j} = tt.splat %y{j} : !tt.ptr<{ty}> -> {pt}",
            f"    %w{j} = tt.addptr %q{j}, %o : {pt}, tensor<{BLOCK}xi32>",
            f"    tt.store %w{j}, %f{j} : {pt}",
        ]
    body.append("    tt.return")
    return (
        "module {\n"
        f"  tt.func public @{name}({', '.join(params)}) {{\n"
        + "\n".join(body)
        + "\n  }\n}\n"
    )


def pack(ty, values):
    """Bit patterns (ints) to little-endian bytes."""
    fmt = "<I" if ty in ("f32", "i32") else "<Q"
    return b"".join(struct.pack(fmt, v) for v in values)


def write_case(name, ty, arity, symbols, inputs, outputs, tols, notes, arg_tys=None):
    """inputs: arity lists of bit patterns; outputs: one list per symbol;
    arg_tys: each operand's element type (default: all `ty`)."""
    arg_tys = arg_tys or [ty] * arity
    n = len(inputs[0])
    total = -(-n // BLOCK) * BLOCK
    for k in range(arity):
        inputs[k] = inputs[k] + [inputs[k][i % n] for i in range(n, total)]
    outputs = [o + [o[i % n] for i in range(n, total)] for o in outputs]
    d = os.path.join(OUT, name)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "kernel.ttir"), "w") as f:
        f.write(kernel_text(name, symbols, ty, arity, arg_tys))
    dt = "fp32" if ty == "f32" else "fp64"
    size = 4 if ty == "f32" else 8
    args, outs = [], []
    for k in range(arity):
        fn = f"in{k}.bin"
        with open(os.path.join(d, fn), "wb") as f:
            f.write(pack(arg_tys[k], inputs[k]))
        dk = {"f32": "fp32", "f64": "fp64", "i32": "i32"}[arg_tys[k]]
        sk = 8 if arg_tys[k] == "f64" else 4
        args.append({"name": f"x{k}", "type": "*" + dk, "role": "in", "dtype": dk,
                     "elements": total, "bytes": total * sk, "file": fn})
    for j, sym in enumerate(symbols):
        fn = f"out{j}.bin"
        with open(os.path.join(d, fn), "wb") as f:
            f.write(pack(ty, outputs[j]))
        args.append({"name": f"y{j}", "type": "*" + dt, "role": "out", "dtype": dt,
                     "elements": total, "bytes": total * size, "init": "poison"})
        rtol, atol = tols[j]
        outs.append({"arg": arity + j, "name": f"y{j} ({sym})", "file": fn, "dtype": dt,
                     "elements": total, "rtol": rtol, "atol": atol})
    case = {
        "kernel": name, "target": "cuda:90", "num_warps": 4, "num_stages": 3, "num_ctas": 1,
        "triton_shared_mem_bytes": 0, "grid": [total // BLOCK, 1, 1], "args": args,
        "outputs": outs, "constexprs": {"BLOCK": BLOCK}, "jit_specialized_constexprs": {},
        "seed": 15, "notes": notes,
    }
    with open(os.path.join(d, "case.json"), "w") as f:
        json.dump(case, f, indent=2)
        f.write("\n")


def is_nan_bits(ty, b):
    if ty == "f32":
        return (b & 0x7F800000) == 0x7F800000 and (b & 0x7FFFFF) != 0
    return (b & 0x7FF0000000000000) == 0x7FF0000000000000 and (b & 0xFFFFFFFFFFFFF) != 0


def rounding_cases():
    path = os.path.join(ROOT, "tests", "data", "libdevice_rounding.txt")
    groups = {}
    for line in open(path):
        f = line.split()
        groups.setdefault((f[0], f[1]), []).append(f)
    for (op, ty), rows in groups.items():
        n = {"rcp": 1, "sqrt": 1, "fma": 3}.get(op, 2)
        keep = [r for r in rows if "nan" not in r[5:9]]
        ins = [[int(r[2 + k], 16) for r in keep] for k in range(n)]
        outs = [[int(r[5 + m], 16) for r in keep] for m in range(4)]
        if op == "fma":
            base = "fmaf" if ty == "f32" else "fma"
        else:
            base = ("f" if ty == "f32" else "d") + op
        syms = [f"__nv_{base}_{m}" for m in ("rn", "rz", "rd", "ru")]
        write_case(f"round_{ty}_{op}", ty, n, syms, ins, outs, [(0.0, 0.0)] * 4,
                   f"{', '.join(syms)}: IEEE {op} in each rounding mode on special values, "
                   "every pair of them, and hard random points; expected from exact rational "
                   "arithmetic (scripts/libdevice_rounding_ref.py), compared exactly.")


# f32 functions of one operand: symbol, mpmath function, documented ulp bound,
# and the range of the uniform points.
M = mpmath
F32_UNARY = [
    ("__nv_expf", M.exp, 2, (-104, 89)),
    ("__nv_exp2f", lambda x: M.power(2, x), 2, (-150, 128)),
    ("__nv_exp10f", lambda x: M.power(10, x), 2, (-45, 39)),
    ("__nv_expm1f", M.expm1, 1, (-20, 89)),
    ("__nv_logf", M.log, 1, (0, 4)),
    ("__nv_log2f", lambda x: M.log(x, 2), 1, (0, 4)),
    ("__nv_log10f", M.log10, 2, (0, 4)),
    ("__nv_log1pf", M.log1p, 1, (-1, 4)),
    ("__nv_sinhf", M.sinh, 3, (-90, 90)),
    ("__nv_coshf", M.cosh, 2, (-90, 90)),
    ("__nv_tanhf", M.tanh, 2, (-10, 10)),
    ("__nv_asinhf", M.asinh, 3, (-100, 100)),
    ("__nv_acoshf", M.acosh, 4, (1, 100)),
    ("__nv_atanhf", M.atanh, 3, (-1, 1)),
    ("__nv_sinf", M.sin, 2, (-100, 100)),
    ("__nv_cosf", M.cos, 2, (-100, 100)),
    ("__nv_tanf", M.tan, 4, (-100, 100)),
    ("__nv_sinpif", M.sinpi, 1, (-10, 10)),
    ("__nv_cospif", M.cospi, 1, (-10, 10)),
    ("__nv_atanf", M.atan, 2, (-100, 100)),
    ("__nv_asinf", M.asin, 2, (-1, 1)),
    ("__nv_acosf", M.acos, 2, (-1, 1)),
    ("__nv_cbrtf", M.cbrt, 1, (-100, 100)),
    ("__nv_rcbrtf", lambda x: 1 / M.cbrt(x), 1, (-100, 100)),
    ("__nv_erff", M.erf, 2, (-6, 6)),
    ("__nv_erfcf", M.erfc, 4, (-4, 10)),
    ("__nv_sqrtf", M.sqrt, 0.5, (0, 100)),
    ("__nv_cyl_bessel_i0f", lambda x: M.besseli(0, x), 6, (-95, 95)),
    ("__nv_cyl_bessel_i1f", lambda x: M.besseli(1, x), 6, (-95, 95)),
    ("__nv_frsqrt_rn", lambda x: 1 / M.sqrt(x), 0.5, (0, 100)),
]


def f32_specials():
    v = [0.0, -0.0, math.inf, -math.inf, 1.0, -1.0, 0.5, -0.5, 2.0, 3.0, 10.0, -10.0,
         f32_of(1), -f32_of(1), f32_of(0x7FFFFF), f32_of(0x800000), f32_of(0x7F7FFFFF),
         -f32_of(0x7F7FFFFF), 0.999999940395, 1.00000011921, 88.0, -88.0, 100.0]
    return [f32_bits(x) for x in v]


def ref_f32(fn, x):
    """fn(x) rounded to f32; None for a NaN result."""
    if math.isinf(x) or x == 0.0:
        # Limits and signed zeros: from the function's value there.
        try:
            with M.workdps(40):
                if math.isinf(x):
                    v = M.limit(fn, M.inf if x > 0 else -M.inf) if False else fn(M.mpf(x))
                else:
                    v = fn(M.mpf(x))
        except (ValueError, ZeroDivisionError):
            return None
    else:
        try:
            v = fn(M.mpf(x))
        except (ValueError, ZeroDivisionError):
            return None
    if isinstance(v, M.mpc) or v is None:
        return None
    if M.isnan(v):
        return None
    if v == 0 and x == 0.0:
        return f32_bits(math.copysign(0.0, x)) if fn(M.mpf(1)) != 1 else None
    return f32_bits(to_f32(v))


def unary_cases(rng):
    for sym, fn, ulps, (lo, hi) in F32_UNARY:
        pts = f32_specials()
        while len(pts) < 1024:
            if len(pts) % 2:
                b = rng.getrandbits(32)
                if (b & 0x7F800000) == 0x7F800000:
                    continue
            else:
                b = f32_bits(rng.uniform(lo, hi))
            pts.append(b)
        ins, outs = [], []
        for b in pts:
            x = f32_of(b)
            try:
                r = ref_f32(fn, x)
            except Exception:
                r = None
            if r is None or is_nan_bits("f32", r):
                continue
            ins.append(b)
            outs.append(r)
        name = sym[len("__nv_"):]
        tol = ulps * 2.0 ** -23
        write_case(f"f32_{name}", "f32", 1, [sym], [ins], [outs], [(tol, ulps * 2.0 ** -149)],
                   f"{sym} on special values and random points (any bit pattern, and uniform in "
                   f"[{lo}, {hi}]); expected: mpmath at 40 digits rounded to f32; tolerance "
                   f"libdevice's documented bound, {ulps} ulp.")


F64_BOUNDS = {
    "__nv_logb": 0, "__nv_sinpi": 2, "__nv_cospi": 2, "__nv_atan": 2, "__nv_asin": 2,
    "__nv_acos": 2, "__nv_hypot": 2, "__nv_norm3d": 2, "__nv_norm4d": 2, "__nv_sinh": 2,
    "__nv_atanh": 2, "__nv_atan2": 2, "__nv_asinh": 3, "__nv_acosh": 3, "__nv_sin": 2,
    "__nv_cos": 2, "__nv_tan": 2, "__nv_pow": 2, "__nv_erf": 2, "__nv_erfc": 5,
    "__nv_erfcx": 4, "__nv_normcdf": 5, "__nv_erfinv": 5, "__nv_erfcinv": 6,
    "__nv_normcdfinv": 8, "__nv_lgamma": 4, "__nv_tgamma": 10, "__nv_cyl_bessel_i0": 6,
    "__nv_cyl_bessel_i1": 6,
}


def f64_cases():
    path = os.path.join(ROOT, "tests", "data", "libdevice_f64.txt")
    groups = {}
    for line in open(path):
        f = line.split()
        groups.setdefault(f[0], []).append(f)
    for sym, rows in groups.items():
        n = len(rows[0]) - 3
        keep = [r for r in rows if r[n + 1] != "nan"]
        if sym == "__nv_lgamma":
            # No bound is documented next to the negative zeros (the test
            # checks the absolute error there).
            keep = [r for r in keep if not -23.0001 < f64_of(int(r[1], 16)) < -2.2637]
        ins = [[int(r[1 + k], 16) for r in keep] for k in range(n)]
        outs = [int(r[n + 1], 16) for r in keep]
        k = F64_BOUNDS.get(sym, 1) + 0.5
        name = sym[len("__nv_"):]
        write_case(f"f64_{name}", "f64", n, [sym], ins, [outs], [(k * 2.0 ** -52, k * 2.0 ** -1074)],
                   f"{sym} on special values and random points; expected: mpmath at 40 digits, "
                   f"the nearest f64 (scripts/libdevice_f64_ref.py); tolerance libdevice's bound "
                   f"plus that rounding, {k} ulp.")


def f64_exact_cases():
    """`__nv_fmod` and `__nv_remainder` (f64) on every pair of special values
    and on random pairs (any finite bit patterns, and operands within a factor
    2^12 of each other); expected: Python's `math.fmod` and `math.remainder`
    (exact, IEEE 754), compared exactly."""
    rng = random.Random(1515)
    sp = [0.0, -0.0, math.inf, -math.inf, 1.0, -1.0, 0.5, 1.5, 2.0, -3.0, 10.0, 7.25,
          5e-324, -5e-324, 2.2250738585072014e-308, 1.7976931348623157e308,
          -1.7976931348623157e308, 0.1, 1e300, 1e-300]
    pairs = [(a, b) for a in sp for b in sp]
    while len(pairs) < 8192:
        a = struct.unpack("<d", struct.pack("<Q", rng.getrandbits(64)))[0]
        b = struct.unpack("<d", struct.pack("<Q", rng.getrandbits(64)))[0]
        if len(pairs) % 2 == 0:
            b = a * 2.0 ** rng.randint(-12, 12) * rng.choice([1, -1])
        if math.isfinite(a) and math.isfinite(b):
            pairs.append((a, b))
    bits = lambda v: struct.unpack("<Q", struct.pack("<d", v))[0]
    outs = {"__nv_fmod": [], "__nv_remainder": []}
    keep = []
    for a, b in pairs:
        try:
            r = (math.fmod(a, b), math.remainder(a, b))
        except ValueError:
            continue  # a NaN result (x infinite or y zero)
        if math.isnan(r[0]) or math.isnan(r[1]):
            continue
        keep.append((a, b))
        outs["__nv_fmod"].append(bits(r[0]))
        outs["__nv_remainder"].append(bits(r[1]))
    ins = [[bits(a) for a, _ in keep], [bits(b) for _, b in keep]]
    write_case("f64_fmod_remainder", "f64", 2, list(outs), ins, list(outs.values()),
               [(0.0, 0.0)] * 2,
               "__nv_fmod and __nv_remainder (f64) on every pair of special values and on random "
               "pairs (any finite bit patterns; operands within 2^12 of each other); expected: "
               "Python's math.fmod and math.remainder (exact), compared exactly.")


def f64_powi_case():
    """`__nv_powi` (f64, i32) on special values and random points, expected
    from `scripts/libdevice_f64_ref.py`'s mpmath `pow`, within 2.5 ulp."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import libdevice_f64_ref as ref

    rng = random.Random(1516)
    xs = [0.0, -0.0, math.inf, -math.inf, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, 10.0, 0.1,
          5e-324, 2.2250738585072014e-308, 1.7976931348623157e308, -1e300, 1.0000000000000002]
    ns = [0, 1, -1, 2, -2, 3, -3, 7, 64, -64, 1023, 1024, -1074, -1075, 2**31 - 1, -2**31]
    pairs = [(x, n) for x in xs for n in ns]
    while len(pairs) < 2048:
        if len(pairs) % 2:
            x = struct.unpack("<d", struct.pack("<Q", rng.getrandbits(64)))[0]
            if not math.isfinite(x):
                continue
            n = rng.randint(-4, 4)
        else:
            x = rng.uniform(-4, 4)
            n = rng.randint(-500, 500)
        pairs.append((x, n))
    bits = lambda v: struct.unpack("<Q", struct.pack("<d", v))[0]
    keep, outs = [], []
    for x, n in pairs:
        v = ref.pow_exact(x, float(n))
        if v is None:
            continue
        keep.append((x, n))
        outs.append(bits(ref.to_f64(v)))
    ins = [[bits(x) for x, _ in keep], [n & 0xFFFFFFFF for _, n in keep]]
    k = 2.5
    write_case("f64_powi", "f64", 2, ["__nv_powi"], ins, [outs], [(k * 2.0 ** -52, k * 2.0 ** -1074)],
               "__nv_powi (f64, i32) on every pair of special values and exponents and random "
               "points (any finite x with n in [-4, 4]; x in [-4, 4] with n in [-500, 500]); "
               "expected: mpmath at 40 digits, the nearest f64 (scripts/libdevice_f64_ref.py's "
               "pow_exact); tolerance libdevice's bound plus that rounding, 2.5 ulp.",
               arg_tys=["f64", "i32"])


def f64_rcp64h_case():
    """`__nv_rcp64h` (f64): the hardware's approximate reciprocal
    (`rcp.approx.ftz.f64`, from the high 32 bits of x), whose accuracy is
    not documented: checked against `1/x` within 2^-18 relative (the input's
    low 32 bits alone move the result by up to 2^-20), on normal x and
    results (the instruction flushes subnormals), and at +-0 and +-inf."""
    rng = random.Random(1517)
    xs = [0.0, -0.0, math.inf, -math.inf, 1.0, -1.0, 2.0, 0.5, 3.0, -7.0, 0.1, 1e300,
          -1e-300, 2.0 ** 1020, 2.0 ** -1020, 1.0000000000000002, 1.9999999999999998]
    while len(xs) < 1024:
        x = (1 + rng.random()) * 2.0 ** rng.randint(-1020, 1019)
        xs.append(x if rng.random() < 0.5 else -x)
    bits = lambda v: struct.unpack("<Q", struct.pack("<d", v))[0]
    outs = [bits(math.copysign(math.inf, x) if x == 0 else 1.0 / x) for x in xs]
    write_case("f64_rcp64h", "f64", 1, ["__nv_rcp64h"], [[bits(x) for x in xs]], [outs],
               [(2.0 ** -18, 0.0)],
               "__nv_rcp64h (f64) on +-0, +-inf and normal points with normal reciprocals; "
               "expected: 1/x (IEEE division); tolerance 2^-18 relative (the hardware's "
               "rcp.approx.ftz.f64 reads the high 32 bits of x; its bound is not documented).")


# The zeros of J0, J1, Y0, Y1 below 8 (the f32 cases' points next to them).
BESSEL_ZEROS = [2.404825557695773, 5.520078110286311, 3.831705970207512, 7.015586669815619,
                0.8935769662791675, 3.957678419314858, 7.086051060301773, 2.197141326031017,
                5.429681040794135]


def bessel_cases():
    """`__nv_j0f`, `__nv_j1f`, `__nv_y0f`, `__nv_y1f`, `__nv_jnf`, `__nv_ynf`:
    libdevice's bound is in ulps below 8 (below n for ynf) and absolute
    (2.2e-6) elsewhere, so each group is two cases, `near` (rtol the bound in
    ulps) and `far` (atol 2.2e-6, and 2^-22 relative for Y's large values).
    Expected: mpmath at 30 digits rounded to f32."""
    rng = random.Random(1518)
    M.mp.dps = 30

    def near_zeros():
        out = []
        for z in BESSEL_ZEROS:
            b = f32_bits(to_f32(z))
            out += [b + k for k in range(-3, 4)]
        return out

    def pts(lo, hi, specials, count, keep, n=None):
        xs = list(specials)
        while len(xs) < count:
            if len(xs) % 3 == 0:
                b = rng.getrandbits(32)
                x = f32_of(b)
            else:
                x = to_f32(rng.uniform(lo, hi))
                b = f32_bits(x)
            if math.isfinite(x) and keep(x):
                xs.append(b)
        return xs

    def ref(fn, x):
        if math.isinf(x):
            return f32_bits(0.0)
        v = fn(M.mpf(x))
        return f32_bits(to_f32(v))

    j = [("__nv_j0f", lambda x: M.besselj(0, x)), ("__nv_j1f", lambda x: M.besselj(1, x))]
    y = [("__nv_y0f", lambda x: M.bessely(0, x)), ("__nv_y1f", lambda x: M.bessely(1, x))]
    sp = [0.0, -0.0, 1.0, -1.0, 0.5, 2.0, f32_of(1), -f32_of(1), f32_of(0x800000), 7.999999523,
          -7.999999523, 1e-20]
    sp_far = [8.0, -8.0, 8.000000954, math.inf, -math.inf, f32_of(0x7F7FFFFF),
              -f32_of(0x7F7FFFFF), 1e30, 100.0, 1e6]
    for kind, funcs in (("j01", j), ("y01", y)):
        second = kind == "y01"
        ok_x = (lambda x: x > 0) if second else (lambda x: True)
        near = [f32_bits(x) for x in sp if ok_x(x) and x != 0] + near_zeros()
        if second:
            near += [f32_bits(0.0), f32_bits(-0.0)]
        near = pts(-8, 8, near, 1024, lambda x: abs(x) < 8 and (ok_x(x) or x == 0))
        far = pts(-1000, 1000, [f32_bits(x) for x in sp_far if ok_x(x)], 1024,
                  lambda x: abs(x) >= 8 and ok_x(x))
        for suffix, ins, tol in (("", near, (9 * 2.0 ** -23, 9 * 2.0 ** -149)),
                                 ("_far", far, (2.0 ** -22, 2.2e-6))):
            outs = []
            for sym, fn in funcs:
                outs.append([f32_bits(-math.inf) if second and f32_of(b) == 0 else
                             ref(fn, f32_of(b)) for b in ins])
            region = "|x| < 8" if not suffix else "|x| >= 8"
            write_case(f"f32_bessel_{kind}{suffix}", "f32", 1, [s for s, _ in funcs], [ins],
                       outs, [tol] * 2,
                       f"{', '.join(s for s, _ in funcs)} on {region}: special values, the f32s "
                       f"next to the zeros below 8, any bit pattern and uniform points; "
                       f"expected: mpmath at 30 digits rounded to f32; tolerance libdevice's "
                       + ("bound, 9 ulp." if not suffix else
                          "bound, 2.2e-6 absolute (and 2^-22 relative for large values)."))
    # Integer orders: n in [0, 128], x in [-150, 150] and [0, 2n].
    for sym, second in (("__nv_jnf", False), ("__nv_ynf", True)):
        pairs = [(0, 0.0), (1, 0.0), (2, 0.0), (128, 128.0), (128, 127.9), (128, 1e-45), (2, 1e-20),
                 (60, 1e-3), (100, 99.5), (5, math.inf), (128, f32_of(0x7F7FFFFF)), (3, -2.5)]
        pairs = [(n, to_f32(x)) for n, x in pairs]
        while len(pairs) < 2048:
            n = rng.randint(0, 128)
            u = rng.random()
            x = to_f32(u * 300 - 150 if len(pairs) % 2 else u * 2 * n)
            pairs.append((n, x))
        groups = {"": [], "_far": []}
        for n, x in pairs:
            if second and (x < 0 or (x == 0 and n > 0 and False)):
                continue
            far = not second or abs(x) >= n
            groups["_far" if far and second else ""].append((n, x))
        for suffix, ps in groups.items():
            if not ps:
                continue
            ins_n, ins_x, outs = [], [], []
            for n, x in ps:
                if math.isinf(x):
                    v = 0.0
                elif x == 0:
                    v = -math.inf if second else (1.0 if n == 0 else 0.0)
                else:
                    v = to_f32((M.bessely if second else M.besselj)(n, M.mpf(x)))
                ins_n.append(n & 0xFFFFFFFF)
                ins_x.append(f32_bits(x))
                outs.append(f32_bits(v))
            if sym == "__nv_jnf":
                tol, what = (2.0 ** -22, 2.2e-6), "2.2e-6 absolute (and 2^-22 relative)"
            elif suffix:
                tol, what = (2.0 ** -22, 2.2e-6), "2.2e-6 absolute for x >= n (and 2^-22 relative)"
            else:
                tol, what = (5 * 2.0 ** -23, 5 * 2.0 ** -149), "5 ulp for x < n (ceil(2 + 2.5 n) at n = 1)"
            name = sym[len("__nv_"):]
            write_case(f"f32_{name}{suffix}", "f32", 2, [sym], [ins_n, ins_x], [outs], [tol],
                       f"{sym} (i32, f32) on edge pairs and n in [0, 128] with x uniform in "
                       f"[-150, 150] and in [0, 2n]; expected: mpmath at 30 digits rounded to "
                       f"f32; tolerance libdevice's bound, {what}.", arg_tys=["i32", "f32"])


def f64_bessel_cases():
    """`__nv_j0`, `__nv_j1`, `__nv_y0`, `__nv_y1`, `__nv_jn`, `__nv_yn` (f64):
    libdevice's bound is 7 ulp below 8 for orders 0 and 1 and 5e-12 absolute
    elsewhere (`jn` everywhere, "for n = 128"; `yn` for x > 1.5 n, nothing
    documented below), so each group is a `near` case (rtol 7.5 ulp: the
    bound plus the expected value's rounding) and a `far` one (atol 5e-12).
    `f64_yn` (x < n, no documented bound) takes the sequence's own 24 ulp
    (plus the rounding). Expected: mpmath at 40 digits
    (`scripts/libdevice_bessel64_ref.py`'s references), the nearest f64."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import libdevice_bessel64_ref as ref

    rng = random.Random(1564)
    bits = lambda v: struct.unpack("<Q", struct.pack("<d", v))[0]

    def value(symbol, n, x):
        v = ref.exact(symbol, n, x)
        return None if v is None else bits(ref.to_f64(v))

    def near_zeros(second):
        out = []
        for z in BESSEL_ZEROS:
            if second == (z in BESSEL_ZEROS[4:]):
                b = bits(z)
                out += [f64_of(b + k) for k in range(-3, 4)]
        return out

    sp = [0.0, -0.0, 1.0, -1.0, 0.5, 2.0, 0.75, 1.125, 5e-324, -5e-324, 1e-300,
          2.2250738585072014e-308, 7.999999999999999, -7.999999999999999, 1e-20]
    sp_far = [8.0, -8.0, 8.000000000000002, math.inf, -math.inf, 1.7976931348623157e308,
              -1.7976931348623157e308, 1e300, 1e22, 100.0, 1e6, 40.0]
    for kind, syms in (("j01", ["__nv_j0", "__nv_j1"]), ("y01", ["__nv_y0", "__nv_y1"])):
        second = kind == "y01"
        ok = (lambda x: x >= 0) if second else (lambda x: True)
        for suffix, lo, hi, xs in (("", 0, 8, sp + near_zeros(second)), ("_far", 8, 1000, sp_far)):
            keep = [x for x in xs if ok(x) and (abs(x) < 8) == (suffix == "")]
            while len(keep) < 1024:
                if len(keep) % 3 == 0:
                    x = f64_of(rng.getrandbits(64))
                else:
                    x = rng.uniform(-hi, hi)
                if math.isfinite(x) and ok(x) and (abs(x) < 8) == (suffix == ""):
                    keep.append(x)
            outs = [[value(sym, 0, x) for x in keep] for sym in syms]
            if suffix:
                tol, what = (0.0, 5e-12), "5e-12 absolute"
            else:
                tol, what = (7.5 * 2.0 ** -52, 7.5 * 2.0 ** -1074), "7 ulp (plus the rounding of the expected value)"
            region = "|x| < 8" if not suffix else "|x| >= 8"
            write_case(f"f64_bessel_{kind}{suffix}", "f64", 1, syms, [[bits(x) for x in keep]], outs,
                       [tol] * 2,
                       f"{', '.join(syms)} on {region}: special values, "
                       + ("the f64s next to the zeros below 8, " if not suffix else "")
                       + "any bit pattern and uniform points; expected: mpmath at 40 digits, "
                       "the nearest f64 (scripts/libdevice_bessel64_ref.py); tolerance "
                       f"libdevice's bound, {what}.")
    for sym, second in (("__nv_jn", False), ("__nv_yn", True)):
        pairs = [(0, 0.0), (1, 0.0), (2, 0.0), (128, 128.0), (128, 127.9), (128, 1e-300), (2, 1e-300),
                 (2, 3e-121), (60, 1e-3), (100, 99.5), (5, math.inf), (128, 1.7976931348623157e308),
                 (3, -2.5), (128, 1.0), (128, 0.1), (20, 30.0), (7, 1e300), (128, 192.00000000000003)]
        while len(pairs) < 2048:
            n = rng.randint(0, 128)
            kind = len(pairs) % 4
            if kind == 0:
                x = f64_of(rng.getrandbits(64))
                if not math.isfinite(x):
                    continue
            elif kind == 1:
                x = rng.uniform(-150, 150)
            elif kind == 2:
                x = rng.uniform(0, 2 * n)
            else:
                x = rng.uniform(0, 10)
            pairs.append((n, x))
        groups = {"": [], "_far": []}
        for n, x in pairs:
            if second and x < 0:
                continue
            groups["_far" if second and abs(x) >= n else ""].append((n, x))
        for suffix, ps in groups.items():
            if not ps:
                continue
            outs = [value(sym, n, x) for n, x in ps]
            if sym == "__nv_jn":
                tol, what = (0.0, 5e-12), "5e-12 absolute (stated for n = 128)"
            elif suffix:
                tol, what = (0.0, 5e-12), ("5e-12 absolute (documented for x > 1.5 n; taken from "
                                           "x = n on, where the values are below 1)")
            else:
                tol, what = (24.5 * 2.0 ** -52, 24.5 * 2.0 ** -1074), (
                    "none documented for x < n: the sequence's own 24 ulp (plus the rounding)")
            name = sym[len("__nv_"):]
            write_case(f"f64_{name}{suffix}", "f64", 2, [sym],
                       [[n & 0xFFFFFFFF for n, _ in ps], [bits(x) for _, x in ps]], [outs], [tol],
                       f"{sym} (i32, f64) on edge pairs and n in [0, 128] with x any bit pattern, "
                       f"uniform in [-150, 150], in [0, 2n] and in [0, 10]; expected: mpmath at 40 "
                       f"digits, the nearest f64 (scripts/libdevice_bessel64_ref.py); tolerance "
                       f"{what}.", arg_tys=["i32", "f64"])


def main():
    if "--f32-bessel" in sys.argv[1:]:
        bessel_cases()
        return
    if "--f64-bessel" in sys.argv[1:]:
        f64_bessel_cases()
        return
    if "--f64-exact" in sys.argv[1:]:
        # Only the exact f64 group, which needs no mpmath.
        f64_exact_cases()
        return
    if "--f64-powi" in sys.argv[1:]:
        f64_powi_case()
        return
    if "--f64-rcp64h" in sys.argv[1:]:
        f64_rcp64h_case()
        return
    if os.path.isdir(OUT):
        for e in os.listdir(OUT):
            p = os.path.join(OUT, e)
            if os.path.isdir(p):
                shutil.rmtree(p)
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(15)
    rounding_cases()
    unary_cases(rng)
    f64_cases()
    f64_exact_cases()
    f64_powi_case()
    f64_rcp64h_case()
    bessel_cases()
    f64_bessel_cases()


if __name__ == "__main__":
    main()
