"""Shared pieces of the spec modules: argument constructors and numpy helpers."""

import numpy as np

from gen import Spec, buf, out, scalar, const, rounded, Arg  # noqa: F401

LIGER = ("linkedin/Liger-Kernel", "BSD-2-Clause")
ATTORCH = ("BobMcDear/attorch", "MIT")
MAMBA = ("state-spaces/mamba", "Apache-2.0")
UNSLOTH = ("unslothai/unsloth", "Apache-2.0")
FLA = ("fla-org/flash-linear-attention", "MIT")
TRITON = ("triton-lang/triton", "MIT")


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
