"""Shared pieces of the spec modules: argument constructors and numpy helpers."""

import numpy as np

from gen import Spec, buf, out, scalar, const, rounded, Arg  # noqa: F401

LIGER = ("linkedin/Liger-Kernel", "BSD-2-Clause")
ATTORCH = ("BobMcDear/attorch", "MIT")
MAMBA = ("state-spaces/mamba", "Apache-2.0")
UNSLOTH = ("unslothai/unsloth", "Apache-2.0")
FLA = ("fla-org/flash-linear-attention", "MIT")
TRITON = ("triton-lang/triton", "MIT")
VLLM = ("vllm-project/vllm", "Apache-2.0")
SGLANG = ("sgl-project/sglang", "Apache-2.0")
XFORMERS = ("facebookresearch/xformers", "BSD-3-Clause")
FLASHATTN = ("Dao-AILab/flash-attention", "BSD-3-Clause")


def f64(x):
    return np.asarray(x, dtype=np.float64)


def sigmoid(x):
    return 1.0 / (1.0 + np.exp(-f64(x)))


def silu(x):
    x = f64(x)
    return x * sigmoid(x)


def gelu_tanh(x):
    x = f64(x)
    return 0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x ** 3)))


def erf(x):
    from math import erf as e
    return np.vectorize(e)(f64(x))


def gelu_erf(x):
    x = f64(x)
    return 0.5 * x * (1 + erf(x / np.sqrt(2)))


def softmax(x, axis=-1):
    x = f64(x)
    e = np.exp(x - x.max(axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)


def log_softmax(x, axis=-1):
    x = f64(x)
    m = x.max(axis=axis, keepdims=True)
    return x - m - np.log(np.exp(x - m).sum(axis=axis, keepdims=True))


def cdiv(a, b):
    return -(-a // b)


def p2(n):
    """next power of two >= n"""
    v = 1
    while v < n:
        v *= 2
    return v


def spec(src, name, path, function, **kw):
    repo, lic = src
    return Spec(name=name, repo=repo, path=path, function=function, license=lic, **kw)


# Philox 4x32-10 as in triton.language.random (tl.rand / tl.randint), in numpy.
_PA, _PB = np.uint32(0xD2511F53), np.uint32(0xCD9E8D57)
_KA, _KB = np.uint32(0x9E3779B9), np.uint32(0xBB67AE85)


def _mulhilo(a, b):
    p = a.astype(np.uint64) * np.uint64(b)
    return (p >> np.uint64(32)).astype(np.uint32), (p & np.uint64(0xFFFFFFFF)).astype(np.uint32)


def philox_randint(seed, offset, rounds=10):
    """first output of Philox 4x32 with key = seed (lo, hi), counter = (offset, 0, 0, 0)"""
    off = np.asarray(offset).astype(np.int64).astype(np.uint32)
    c0, c1, c2, c3 = off, np.zeros_like(off), np.zeros_like(off), np.zeros_like(off)
    k0 = np.uint32(seed & 0xFFFFFFFF)
    k1 = np.uint32((seed >> 32) & 0xFFFFFFFF)
    with np.errstate(over="ignore"):
        for _ in range(rounds):
            hi_b, lo_b = _mulhilo(c2, _PB)
            hi_a, lo_a = _mulhilo(c0, _PA)
            c0, c1, c2, c3 = hi_b ^ c1 ^ k0, lo_b, hi_a ^ c3 ^ k1, lo_a
            k0 = np.uint32(k0 + _KA)
            k1 = np.uint32(k1 + _KB)
    return c0


def philox_rand(seed, offset):
    """tl.rand: uniform float32 in [0, 1) from the uint32 Philox output"""
    x = philox_randint(seed, offset).view(np.int32).astype(np.int64)
    x = np.where(x < 0, -x - 1, x)
    return (x.astype(np.float32) * np.float32(4.6566127342e-10)).astype(np.float32)
