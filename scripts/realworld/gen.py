#!/usr/bin/env python3
"""Generate the real-world kernel corpus (tests/realworld) from public Triton code.

Each case is one @triton.jit kernel taken unchanged from a public repository
(a copy kept outside this repository, under SRC, default /work/realworld-src),
compiled with Triton 3.6 for cuda:90, with inputs made by numpy and expected
outputs computed by a numpy reference written here (independent of Triton).
The case format is the one of tests/corpus (see tests/corpus/README.md), plus
a "source" field naming the kernel's repository, path, function and license.

Usage (from the repository root, with Triton 3.6 and numpy):

    /work/venv-triton36/bin/python scripts/realworld/gen.py \
        [--src /work/realworld-src] [--out tests/realworld] [--only a,b] [--list]

    # cross-check the written expected outputs with Triton's interpreter:
    TRITON_INTERPRET=1 /work/venv-triton36/bin/python scripts/realworld/gen.py --interp-check [--only a,b]

How a kernel is taken from its source file: the file usually imports torch and
the library's own helpers, which are not installed here, so it is not imported.
Instead the named @triton.jit functions (and the @triton.jit helpers of the same
file they call, transitively) are cut out of the file text unchanged, with the
file's `import triton...` lines and the module-level constants they use, into a
module under SRC/_extracted/, which is imported. Autotune/heuristics decorators
are dropped (the spec fixes the meta-parameters); a `@triton.jit(...)`
decorator's arguments (do_not_specialize) are kept.

Scalars are specialised the way Triton's JIT does it for a real call
(native_specialize_impl): pointers and ints that are multiples of 16 get
tt.divisibility = 16, an int equal to 1 becomes a constexpr (listed in
jit_specialized_constexprs), unless the parameter is in do_not_specialize.
"""

import argparse
import ast
import importlib.util
import json
import os
import sys
import textwrap
from dataclasses import dataclass, field
from typing import Callable, Optional

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

DEFAULT_SRC = os.environ.get("TILELIFT_REALWORLD_SRC", "/work/realworld-src")

# ---------------------------------------------------------------------------
# dtypes


DTYPES = {
    # name: (numpy storage dtype, element size)
    "fp32": (np.float32, 4),
    "fp16": (np.float16, 2),
    "bf16": (np.uint16, 2),
    "fp64": (np.float64, 8),
    "i8": (np.int8, 1),
    "u8": (np.uint8, 1),
    "i16": (np.int16, 2),
    "i32": (np.int32, 4),
    "i64": (np.int64, 8),
    "i1": (np.int8, 1),
}

FLOATS = {"fp32", "fp16", "bf16", "fp64"}


def bf16_round(x):
    """float array -> bf16 bits (uint16), round to nearest even."""
    b = np.asarray(x, dtype=np.float32).view(np.uint32).astype(np.uint64)
    r = ((b >> 16) & 1) + 0x7FFF
    return ((b + r) >> 16).astype(np.uint16)


def bf16_to_f32(bits):
    return (np.asarray(bits, dtype=np.uint16).astype(np.uint32) << 16).view(np.float32)


def to_storage(x, dtype):
    """Values (float64/float32/int) -> the numpy storage array of dtype."""
    if dtype == "bf16":
        return bf16_round(np.asarray(x, dtype=np.float64).astype(np.float32))
    return np.asarray(x).astype(DTYPES[dtype][0])


def to_values(a, dtype):
    """Storage array -> values the reference computes with (float32 for floats)."""
    if dtype == "bf16":
        return bf16_to_f32(a)
    return a


def rounded(x, dtype):
    """Values rounded through dtype (what a kernel input of that dtype holds)."""
    return to_values(to_storage(x, dtype), dtype)


# ---------------------------------------------------------------------------
# spec


@dataclass
class Arg:
    """One kernel parameter.

    role: in | out | inout | scalar | constexpr.
    shape: buffer shape (elements = prod); fill: how to fill an in/inout buffer:
    ("normal", mean, std) | ("uniform", lo, hi) | ("uniform_int", lo, hi) | ("const", v)
    | ("array", ndarray) (test only; bench uses bench_fill).
    """
    name: str
    role: str
    dtype: str = "fp32"
    shape: tuple = ()
    fill: tuple = ("normal", 0.0, 1.0)
    value: object = None
    init: str = "poison"
    note: Optional[str] = None
    bench_fill: Optional[tuple] = None


def buf(name, dtype, shape, role="in", fill=("normal", 0.0, 1.0), **kw):
    return Arg(name, role, dtype, tuple(int(s) for s in shape), fill, **kw)


def out(name, dtype, shape, **kw):
    return Arg(name, "out", dtype, tuple(int(s) for s in shape), None, **kw)


def scalar(name, value, dtype=None):
    if dtype is None:
        dtype = "fp32" if isinstance(value, float) else "i32"
    return Arg(name, "scalar", dtype, (), None, value)


def const(name, value):
    return Arg(name, "constexpr", "constexpr", (), None, value)


@dataclass
class Spec:
    """A case: source of the kernel, launch at a size P, numpy reference."""
    name: str
    repo: str
    path: str
    function: str
    license: str
    build: Callable  # P -> (grid, [Arg]) ; constexprs included as const(...)
    ref: Callable  # (ins: {name: values}, P) -> {name: expected values}
    test: dict
    bench: dict
    num_warps: int = 4
    num_stages: int = 3
    helpers: list = field(default_factory=list)  # [(path, [function names])] in the same repo
    prelude: str = ""  # extra module-level code for the extracted module
    notes: str = ""
    tol: dict = field(default_factory=dict)  # output name -> (rtol, atol)
    flops: Optional[Callable] = None  # P -> flops
    seed: Optional[int] = None
    interp_ok: bool = True  # False: Triton 3.6's interpreter cannot run it (see notes)
    computes: str = ""  # one line for SOURCES.md
    sm80: bool = False  # also write kernel.sm80.ttgir: Triton's TTGIR of kernel.ttir for sm_80


DEFAULT_TOL = {"fp32": (1e-4, 1e-5), "fp16": (1e-2, 1e-3), "bf16": (2e-2, 1e-2), "fp64": (1e-9, 1e-12)}


# ---------------------------------------------------------------------------
# extraction of @triton.jit functions


def _deco_is_jit(d):
    f = d.func if isinstance(d, ast.Call) else d
    src = ast.unparse(f)
    return src in ("triton.jit", "jit", "tl.jit")


def _names_in(node):
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)} | \
        {n.attr for n in ast.walk(node) if isinstance(n, ast.Attribute)}


def extract(src_root, repo, path, functions, helpers=(), prelude="", tag=""):
    """Cut the named functions out of SRC/repo/path into a module; return it."""
    pieces = []  # (path, text)
    header = ["import math", "import triton", "import triton.language as tl",
              "from triton.language.extra import libdevice", ""]
    # a helper entry (path, names, "orelse") takes functions defined under a top-level if from its else branch
    wanted = [(path, list(functions), "")] + [(h[0], list(h[1]), h[2] if len(h) > 2 else "") for h in helpers]
    seen = set()
    consts = []
    imports = []
    imported = set()
    for fpath, names, branch in wanted:
        full = os.path.join(src_root, repo, fpath)
        text = open(full).read()
        lines = text.splitlines()
        tree = ast.parse(text)
        defs = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
        for n in tree.body:  # functions defined under a top-level if (a version switch): the first branch
            if isinstance(n, ast.If):
                for m in (n.orelse if branch == "orelse" else n.body):
                    if isinstance(m, ast.FunctionDef):
                        defs.setdefault(m.name, m)
        assigns = {}
        for n in tree.body:
            if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
                assigns[n.targets[0].id] = n
            if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name) and n.value is not None:
                assigns[n.target.id] = n
            # triton imports, also those under a top-level if/try (a version switch): the first
            # import of each name wins, as the first branch is the one taken on a current Triton
            if isinstance(n, (ast.Import, ast.ImportFrom, ast.If, ast.Try)):
                for m in sorted(ast.walk(n), key=lambda m: (getattr(m, "lineno", 0), getattr(m, "col_offset", 0))):
                    if not isinstance(m, (ast.Import, ast.ImportFrom)):
                        continue
                    mod = m.module if isinstance(m, ast.ImportFrom) else m.names[0].name
                    if not (mod and mod.startswith("triton")):
                        continue
                    for al in m.names:
                        nm = al.asname or al.name
                        if nm not in imported:
                            imported.add(nm)
                            one = ast.ImportFrom(module=m.module, names=[al], level=0) \
                                if isinstance(m, ast.ImportFrom) else ast.Import(names=[al])
                            imports.append(ast.unparse(one))
        todo = list(names)
        picked = []
        while todo:
            nm = todo.pop()
            if nm in seen or nm not in defs:
                continue
            seen.add(nm)
            picked.append(defs[nm])
            used = _names_in(defs[nm])
            for u in used:
                if u in defs and u not in seen and any(_deco_is_jit(d) for d in defs[u].decorator_list):
                    todo.append(u)
                if u in assigns and ast.unparse(assigns[u]) not in consts:
                    consts.append(ast.unparse(assigns[u]))
        missing = [n for n in names if n not in defs]
        if missing:
            raise SystemExit(f"{repo}/{fpath}: no function {missing}")
        for d in sorted(picked, key=lambda d: d.lineno):
            jit = [x for x in d.decorator_list if _deco_is_jit(x)]
            deco = "@" + ast.unparse(jit[0]) if jit else "@triton.jit"
            if deco in ("@jit", "@tl.jit"):
                deco = "@triton.jit"
            body = textwrap.dedent("\n".join(lines[d.lineno - 1:d.end_lineno]))
            pieces.append(f"# from {repo}/{fpath}:{d.lineno}\n{deco}\n{body}\n")
    safe_imports = []
    for imp in imports:
        safe_imports.append(f"try:\n    {imp}\nexcept Exception:\n    pass")
    safe_consts = [f"try:\n    {c}\nexcept Exception:\n    pass" for c in consts]
    module = "\n".join(header + safe_imports + [prelude] + safe_consts + [""] + pieces)
    outdir = os.path.join(src_root, "_extracted")
    os.makedirs(outdir, exist_ok=True)
    mpath = os.path.join(outdir, f"{tag}.py")
    if not os.path.exists(mpath) or open(mpath).read() != module:
        with open(mpath, "w") as f:
            f.write(module)
    spec = importlib.util.spec_from_file_location(f"rw_{tag}", mpath)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[f"rw_{tag}"] = mod
    spec.loader.exec_module(mod)
    return mod


# ---------------------------------------------------------------------------
# data


def make_input(a: Arg, rng):
    n = int(np.prod(a.shape)) if a.shape else 1
    kind = a.fill[0]
    if kind == "normal":
        v = rng.normal(a.fill[1], a.fill[2], n)
    elif kind == "uniform":
        v = rng.uniform(a.fill[1], a.fill[2], n)
    elif kind == "uniform_int":
        v = rng.integers(a.fill[1], a.fill[2] + 1, n)
    elif kind == "const":
        v = np.full(n, a.fill[1])
    elif kind == "array":
        v = np.asarray(a.fill[1]).reshape(-1)
        assert v.size == n, (a.name, v.size, n)
    else:
        raise ValueError(kind)
    return to_storage(v, a.dtype).reshape(a.shape)


def bench_fill(a: Arg):
    f = a.bench_fill or a.fill
    if f[0] == "normal":
        return {"normal": [float(f[1]), float(f[2])]}
    if f[0] == "uniform":  # closest description the bench format has
        mean = (f[1] + f[2]) / 2
        return {"normal": [float(mean), float((f[2] - f[1]) / 3.4641016)]}
    if f[0] == "uniform_int":
        return {"uniform_int": [int(f[1]), int(f[2])]}
    if f[0] == "const":
        return {"const": f[1]}
    raise ValueError(f"{a.name}: give bench_fill for fill {f[0]}")


def div_pattern(v):
    return "one" if v == 1 else ("d16" if v % 16 == 0 else "other")


# ---------------------------------------------------------------------------
# compile


def signature_of(fn, args):
    sig, constexprs, attrs, jit_consts = {}, {}, {}, {}
    by_name = {a.name: a for a in args}
    for i, p in enumerate(fn.params):
        a = by_name.get(p.name)
        if a is None:
            raise SystemExit(f"{fn.__name__}: no value for parameter {p.name}")
        if a.role == "constexpr":
            sig[p.name] = "constexpr"
            constexprs[p.name] = a.value
            continue
        if a.role == "scalar":
            if a.dtype.startswith("fp"):
                sig[p.name] = a.dtype
                continue
            ty = a.dtype
            if p.annotation_type:
                ty = p.annotation_type
            if not p.do_not_specialize:
                if a.value == 1:
                    sig[p.name] = "constexpr"
                    constexprs[p.name] = 1
                    jit_consts[p.name] = 1
                    continue
                if a.value % 16 == 0 and not p.do_not_specialize_on_alignment:
                    attrs[(i,)] = [["tt.divisibility", 16]]
            sig[p.name] = ty
            continue
        sig[p.name] = "*" + a.dtype
        attrs[(i,)] = [["tt.divisibility", 16]]
    return sig, constexprs, attrs, jit_consts


def compile_case(fn, args, num_warps, num_stages):
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource
    sig, constexprs, attrs, jit_consts = signature_of(fn, args)
    src = ASTSource(fn=fn, signature=sig, constexprs=constexprs, attrs=attrs)
    c = triton.compile(src, target=GPUTarget("cuda", 90, 32),
                       options={"num_warps": num_warps, "num_stages": num_stages})
    return c, constexprs, jit_consts


def compile_sm80(ttir_path, num_warps, num_stages):
    """Triton's TTGIR for sm_80 (mma.sync, cp.async pipeline) of the case's own TTIR."""
    import triton
    from triton.backends.compiler import GPUTarget
    c = triton.compile(ttir_path, target=GPUTarget("cuda", 80, 32),
                       options={"num_warps": num_warps, "num_stages": num_stages})
    return c.asm["ttgir"]


# ---------------------------------------------------------------------------
# write


def jsonable(v):
    if isinstance(v, (np.integer,)):
        return int(v)
    if isinstance(v, (np.floating,)):
        return float(v)
    if hasattr(v, "value") and v.__class__.__name__ == "constexpr":
        return jsonable(v.value)
    if isinstance(v, (bool, int, float, str)) or v is None:
        return v
    return str(v)


def load_specs():
    import specs
    out = []
    for modname in specs.MODULES:
        m = importlib.import_module(f"specs.{modname}")
        out.extend(m.SPECS)
    names = [s.name for s in out]
    dup = {n for n in names if names.count(n) > 1}
    assert not dup, dup
    return out


def kernel_fn(spec, src_root):
    mod = extract(src_root, spec.repo, spec.path, [spec.function], spec.helpers, spec.prelude, tag=spec.name)
    return getattr(mod, spec.function)


def generate(spec: Spec, src_root, out_root, fn=None):
    """Write the case of spec under out_root; fn: the @triton.jit kernel when it is
    not cut out of a source file (scripts/perfsuite gives its own)."""
    fn = fn or kernel_fn(spec, src_root)
    grid, args = spec.build(spec.test)
    bgrid, bargs = spec.build(spec.bench)
    assert [a.name for a in args] == [a.name for a in bargs]
    # default seed: the first 4 bytes of the case name (stable across runs, unlike hash())
    seed = spec.seed if spec.seed is not None else \
        int.from_bytes(spec.name.encode()[:4].ljust(4, b"\0"), "little") % (2**31)
    rng = np.random.default_rng(seed)
    c, constexprs, jit_consts = compile_case(fn, args, spec.num_warps, spec.num_stages)
    ttir = c.asm["ttir"]
    # the TTIR's parameters, in order: every non-constexpr arg
    runtime_args = [a for a in args if a.role != "constexpr" and a.name not in jit_consts]

    ins, arrays = {}, {}
    for a in args:
        if a.role in ("in", "inout"):
            arr = make_input(a, rng)
            arrays[a.name] = arr
            ins[a.name] = to_values(arr, a.dtype)
        elif a.role in ("scalar", "constexpr"):
            ins[a.name] = a.value
    expected = spec.ref(dict(ins), spec.test)
    for a in runtime_args:  # scalar divisibility patterns at the bench size
        if a.role == "scalar" and not a.dtype.startswith("fp"):
            b = next(x for x in bargs if x.name == a.name)
            if div_pattern(a.value) != div_pattern(b.value):
                raise SystemExit(f"{spec.name}: bench value of {a.name} ({b.value}) breaks the pattern of {a.value}")
    for a in bargs:
        if a.role == "constexpr" or a.name in jit_consts:
            t = next(x for x in args if x.name == a.name)
            if t.value != a.value:
                raise SystemExit(f"{spec.name}: constexpr {a.name} differs at the bench size")

    d = os.path.join(out_root, spec.name)
    os.makedirs(d, exist_ok=True)
    for f in os.listdir(d):
        os.remove(os.path.join(d, f))
    for ext in ("ttir", "ttgir", "ptx"):
        with open(os.path.join(d, f"kernel.{ext}"), "w") as f:
            f.write(c.asm[ext])
    if spec.sm80:
        with open(os.path.join(d, "kernel.sm80.ttgir"), "w") as f:
            f.write(compile_sm80(os.path.join(d, "kernel.ttir"), spec.num_warps, spec.num_stages))

    jargs, outputs, bench_args = [], [], []
    nin, nout = 0, 0
    min_bytes = 0
    for idx, a in enumerate(runtime_args):
        b = next(x for x in bargs if x.name == a.name)
        if a.role == "scalar":
            e = {"name": a.name, "type": a.dtype, "role": "scalar", "value": jsonable(a.value)}
            if a.dtype == "fp32":
                e["bits"] = "0x%08x" % np.array([a.value], np.float32).view(np.uint32)[0]
            else:
                e["divisibility_hint"] = (a.value % 16 == 0)
            jargs.append(e)
            bench_args.append({"name": a.name, "value": jsonable(b.value)})
            continue
        elems = int(np.prod(a.shape))
        size = DTYPES[a.dtype][1]
        e = {"name": a.name, "type": "*" + a.dtype, "role": a.role, "dtype": a.dtype,
             "elements": elems, "bytes": elems * size}
        if len(a.shape) > 1:
            e["shape"] = list(a.shape)
        be = {"name": a.name, "elements": int(np.prod(b.shape))}
        belems_bytes = int(np.prod(b.shape)) * size
        if a.role in ("in", "inout"):
            fname = f"in{nin}.bin"
            nin += 1
            arrays[a.name].tofile(os.path.join(d, fname))
            e["file"] = fname
            be["fill"] = bench_fill(b)
            min_bytes += belems_bytes * (2 if a.role == "inout" else 1)
        else:
            min_bytes += belems_bytes
        if a.role == "out":
            e["init"] = a.init
            if a.init == "file":
                raise SystemExit("out with init file: use inout")
        if a.role == "inout":
            e["init"] = "file"
        if a.note:
            e["note"] = a.note
        jargs.append(e)
        bench_args.append(be)
        if a.role in ("out", "inout"):
            if a.name not in expected:
                if a.role == "inout":
                    continue  # read-modify-write buffer not checked
                raise SystemExit(f"{spec.name}: reference gives no {a.name}")
            exp = np.asarray(expected[a.name], dtype=np.float64)
            assert exp.size == elems, (spec.name, a.name, exp.size, elems)
            if a.dtype in FLOATS:
                assert np.isfinite(exp).all(), (spec.name, a.name, "non-finite expected")
            else:
                assert (exp == np.round(exp)).all(), (spec.name, a.name)
            fname = f"out{nout}.bin"
            nout += 1
            to_storage(exp.reshape(-1) if a.dtype in FLOATS else np.round(exp).astype(np.int64).reshape(-1),
                       a.dtype).tofile(os.path.join(d, fname))
            rtol, atol = spec.tol.get(a.name, DEFAULT_TOL.get(a.dtype, (0.0, 0.0)))
            outputs.append({"arg": idx, "name": a.name, "file": fname, "dtype": a.dtype,
                            "elements": elems, "rtol": rtol, "atol": atol})
    extra = set(expected) - {o["name"] for o in outputs}
    assert not extra, (spec.name, "reference outputs for no output arg", extra)

    grid3 = list(grid) + [1] * (3 - len(grid))
    bgrid3 = list(bgrid) + [1] * (3 - len(bgrid))
    bench = {"grid": bgrid3, "args": bench_args, "min_bytes": int(min_bytes)}
    if spec.flops:
        bench["flops"] = int(spec.flops(spec.bench))
    case = {
        "kernel": fn.__name__,
        "target": "cuda:90",
        "num_warps": spec.num_warps,
        "num_stages": spec.num_stages,
        "num_ctas": 1,
        "triton_shared_mem_bytes": int(c.metadata.shared),
        "grid": grid3,
        "args": jargs,
        "outputs": outputs,
        "constexprs": {k: jsonable(v) for k, v in constexprs.items() if k not in jit_consts},
        "jit_specialized_constexprs": {k: jsonable(v) for k, v in jit_consts.items()},
        "seed": seed,
        "notes": spec.notes,
        "bench": bench,
        "source": {"repo": spec.repo, "path": spec.path, "license": spec.license, "function": spec.function,
                   "helpers": [f"{h[0]}:{','.join(h[1])}" for h in spec.helpers]},
    }
    if not case["source"]["helpers"]:
        del case["source"]["helpers"]
    with open(os.path.join(d, "case.json"), "w") as f:
        json.dump(case, f, indent=2)
        f.write("\n")
    return case


# ---------------------------------------------------------------------------
# interpreter cross-check


class _Buf:
    """What Triton's interpreter needs of a tensor argument: data_ptr and dtype."""

    def __init__(self, arr, dtype):
        self.arr = arr
        self.dtype = {"fp32": "float32", "fp16": "float16", "bf16": "bfloat16", "fp64": "float64",
                      "i8": "int8", "u8": "uint8", "i16": "int16", "i32": "int32", "i64": "int64",
                      "i1": "int8"}[dtype]

    def data_ptr(self):
        return self.arr.ctypes.data


def interp_check(spec, src_root, out_root, fn=None):
    """Run the kernel in Triton's interpreter on the case inputs; compare with out*.bin."""
    import triton
    import triton.language as tl
    from triton.runtime import interpreter as I
    assert triton.knobs.runtime.interpret, "set TRITON_INTERPRET=1"
    fn = fn or kernel_fn(spec, src_root)
    d = os.path.join(out_root, spec.name)
    case = json.load(open(os.path.join(d, "case.json")))
    grid, args = spec.build(spec.test)
    byname = {e["name"]: e for e in case["args"]}
    call = {}
    bufs = {}
    for a in args:
        if a.role == "constexpr":
            call[a.name] = a.value
        elif a.role == "scalar":
            call[a.name] = a.value
        else:
            e = byname[a.name]
            if "file" in e:
                arr = np.fromfile(os.path.join(d, e["file"]), dtype=DTYPES[a.dtype][0]).copy()
            else:
                arr = np.full(e["elements"], 0xFF, dtype=np.uint8).view(DTYPES[a.dtype][0]).copy() \
                    if DTYPES[a.dtype][1] == 1 else np.full(e["elements"] * DTYPES[a.dtype][1], 0xFF,
                                                            np.uint8).view(DTYPES[a.dtype][0]).copy()
            bufs[a.name] = arr
            call[a.name] = _Buf(arr, a.dtype)

    class Exec(I.GridExecutor):
        def _init_args_hst(self, args_dev, kwargs):
            return args_dev, kwargs

        def _restore_args_dev(self, *a):
            pass

    # Work-arounds for Triton 3.6's interpreter, none of which changes what is computed:
    # - a Python float argument stays a Python float there (no .to()): pass it as an fp32 tensor;
    # - with numpy 2, `range(tensor)` fails (int() of a 1-element 1-D array): index with .item().
    for a in args:
        if a.role == "scalar" and a.dtype == "fp32":
            call[a.name] = tl.tensor(I.TensorHandle(np.array([a.value], np.float32), tl.float32), tl.float32)
    orig_patch = I._patch_lang

    # - libdevice functions are not interpreted at all: give them numpy versions (by name).
    from math import erf as _erf
    np_libdevice = {"tanh": np.tanh, "rsqrt": lambda x: 1 / np.sqrt(x), "sqrt": np.sqrt, "exp": np.exp,
                    "log": np.log, "exp2": np.exp2, "log2": np.log2, "pow": np.power, "erf": np.vectorize(_erf),
                    "asin": np.arcsin, "log1p": np.log1p, "expm1": np.expm1, "fast_expf": np.exp,
                    "fast_logf": np.log, "div_rn": np.divide, "sin": np.sin, "cos": np.cos, "floor": np.floor,
                    "round": np.round, "rint": np.rint, "isnan": np.isnan, "isinf": np.isinf,
                    "fmod": np.fmod, "tan": np.tan, "atan": np.arctan, "cosh": np.cosh, "sinh": np.sinh}

    def np_fn(name, f):
        def call(*xs, **kw):
            t = next(x for x in xs if isinstance(x, tl.tensor))
            data = [x.handle.data if isinstance(x, tl.tensor) else x for x in xs]
            r = np.asarray(f(*data))
            if r.dtype != np.bool_:
                r = r.astype(t.handle.data.dtype)
            ty = t.type if r.dtype != np.bool_ else tl.int1
            return tl.tensor(I.TensorHandle(r, ty.scalar if hasattr(ty, "scalar") else ty), ty)
        return call

    def patch_lang(fn):
        scope = orig_patch(fn)
        scope.set_attr(tl.tensor, "__index__", lambda self: int(self.handle.data.reshape(-1)[0]))
        mod = sys.modules[fn.__module__]
        from triton.language.extra.cuda import libdevice as cuda_libdevice
        for name, v in list(vars(mod).items()):
            if getattr(v, "__module__", "").endswith("libdevice") and v.__name__ in np_libdevice:
                scope.set_attr(mod, name, np_fn(name, np_libdevice[v.__name__]))
        for libmod in {cuda_libdevice, sys.modules.get("triton.language.extra.libdevice")}:
            if libmod is None:
                continue
            for name in np_libdevice:
                if hasattr(libmod, name):
                    scope.set_attr(libmod, name, np_fn(name, np_libdevice[name]))
        return scope

    I._patch_lang = patch_lang
    try:
        Exec(fn.fn, fn.arg_names, tuple(grid))(**call)
    finally:
        I._patch_lang = orig_patch
    bad = []
    for o in case["outputs"]:
        got = to_values(bufs[o["name"]], o["dtype"]).astype(np.float64).reshape(-1)
        exp = to_values(np.fromfile(os.path.join(d, o["file"]), dtype=DTYPES[o["dtype"]][0]),
                        o["dtype"]).astype(np.float64)
        ok = np.abs(got - exp) <= o["atol"] + o["rtol"] * np.abs(exp)
        ok &= ~np.isnan(got)
        if not ok.all():
            i = int(np.argmin(ok))
            bad.append(f"{o['name']}: {int((~ok).sum())}/{ok.size} off, first [{i}] got {got[i]} want {exp[i]}")
    return bad


# ---------------------------------------------------------------------------


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--src", default=DEFAULT_SRC)
    ap.add_argument("--out", default=os.path.join(HERE, "..", "..", "tests", "realworld"))
    ap.add_argument("--only", default="")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--interp-check", action="store_true")
    ap.add_argument("--sources-md", action="store_true", help="rewrite SOURCES.md only")
    a = ap.parse_args()
    specs = load_specs()
    if a.only:
        keep = set(a.only.split(","))
        specs = [s for s in specs if s.name in keep]
    out_root = os.path.abspath(a.out)
    if a.list:
        for s in specs:
            print(s.name, s.repo, s.path, s.function)
        return
    if a.interp_check:
        nfail, nskip = 0, 0
        for s in specs:
            if not s.interp_ok:
                nskip += 1
                print(f"{s.name}: SKIP ({s.notes.split('Interpreter:')[-1].strip() if 'Interpreter:' in s.notes else 'not runnable'})")
                continue
            try:
                bad = interp_check(s, a.src, out_root)
            except Exception as e:  # report and go on
                bad = [f"interpreter error: {type(e).__name__}: {str(e).splitlines()[0][:200] if str(e) else ''}"]
            print(f"{s.name}: {'OK' if not bad else 'MISMATCH ' + '; '.join(bad)}", flush=True)
            nfail += bool(bad)
        print(f"{len(specs) - nfail - nskip}/{len(specs) - nskip} agree, {nskip} not cross-checked")
        return
    if not a.sources_md:
        fails = []
        for s in specs:
            try:
                generate(s, a.src, out_root)
                print(f"ok   {s.name}", flush=True)
            except (Exception, SystemExit) as e:
                fails.append(s.name)
                print(f"FAIL {s.name}: {type(e).__name__}: {e}", flush=True)
        if fails:
            print("failed:", ",".join(fails))
    if not a.only:
        write_sources_md(load_specs(), out_root, a.src)


def write_sources_md(specs, out_root, src_root):
    fns = {(s.repo, s.path, s.function) for s in specs}
    lines = ["# Sources of the real-world corpus", "",
             f"{len(specs)} cases from {len(fns)} distinct `@triton.jit` functions of "
             f"{len({s.repo for s in specs})} public repositories. Every kernel is used unchanged (helpers it",
             "calls are listed in each case.json's `source.helpers`); the copies they were generated from are",
             "not in this repository (see README.md). Licenses are those of the repositories' LICENSE files.", ""]
    commits = os.path.join(src_root, "COMMITS")
    if os.path.exists(commits):
        snaps = [l.split(None, 2) for l in open(commits).read().splitlines() if l.strip()]
        lines += ["Snapshots used:", ""] + [f"- `{p[0]}` at `{p[1]}`" + (f" ({p[2]})" if len(p) > 2 else "")
                                             for p in snaps] + [""]
    lines += ["| case | repository | path | function | license | computes |", "|---|---|---|---|---|---|"]
    for s in specs:
        lines.append(f"| `{s.name}` | [{s.repo}](https://github.com/{s.repo}) | `{s.path}` | `{s.function}` "
                     f"| {s.license} | {s.computes or s.notes.split('.')[0]} |")
    with open(os.path.join(out_root, "SOURCES.md"), "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
