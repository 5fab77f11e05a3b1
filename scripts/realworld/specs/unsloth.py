"""Kernels of unslothai/unsloth (unsloth/kernels)."""

import numpy as np

from .common import UNSLOTH, spec, buf, out, scalar, const, rounded, f64, silu, gelu_erf, gelu_tanh, cdiv, p2

K = "unsloth/kernels/"


def _rms_build(dt, fn_w=("normal", 1.0, 0.2)):
    def b(P):
        R, C = P["R"], P["C"]
        return (R,), [out("Y", dt, (R, C)), const("Y_row_stride", C), buf("X", dt, (R, C)), const("X_row_stride", C),
                      buf("W", dt, (C,), fill=fn_w), const("W_row_stride", 1), out("r", "fp32", (R,)),
                      const("r_row_stride", 1), const("n_cols", C), const("eps", 1e-6), const("BLOCK_SIZE", p2(C))]
    return b


def _rms_ref(gemma):
    def r(i, P):
        x = f64(i["X"])
        inv = 1 / np.sqrt((x * x).mean(1) + np.float32(1e-6))
        if gemma:
            return {"Y": x * inv[:, None] * (f64(i["W"]) + 1), "r": inv}
        return {"Y": rounded(x * inv[:, None], "bf16").astype(np.float64) * i["W"], "r": inv}
    return r


def _ew_build(dt):
    def b(P):
        n = P["n"]
        return (cdiv(n, 1024),), [buf("e", dt, (n,), fill=("normal", 0.0, 2.0)), buf("g", dt, (n,)),
                                  out("h", dt, (n,)), scalar("n_elements", n), const("BLOCK_SIZE", 1024),
                                  const("LONG_INDEXING", False)]
    return b


def _ew_ref(f, dt):
    return lambda i, P: {"h": rounded(f(f64(i["e"])), dt).astype(np.float64) * i["g"]}


def _ln_build(P):
    R, C = P["R"], P["C"]
    return (R,), [out("Y", "fp32", (R, C)), scalar("Y_row_stride", C), buf("X", "fp32", (R, C), fill=("normal", 1.0, 2.0)),
                  scalar("X_row_stride", C), buf("W", "fp32", (C,)), buf("b", "fp32", (C,)), out("r", "fp32", (R,)),
                  out("mu", "fp32", (R,)), const("n_cols", C), const("eps", 1e-5), const("BLOCK_SIZE", p2(C))]


def _ln_ref(i, P):
    x = f64(i["X"])
    mu = x.mean(1)
    inv = 1 / np.sqrt(((x - mu[:, None]) ** 2).mean(1) + np.float32(1e-5))
    return {"Y": (x - mu[:, None]) * inv[:, None] * i["W"] + i["b"], "r": inv, "mu": mu}


def _dq_build(P):
    M, N = P["M"], P["N"]
    BS = 128
    return (cdiv(M, BS), cdiv(N, BS)), [buf("x_ptr", "i8", (M, N), fill=("uniform_int", -127, 127)),
                                       buf("s_ptr", "fp32", (cdiv(M, BS), cdiv(N, BS)), fill=("uniform", 0.001, 0.01)),
                                       out("y_ptr", "fp32", (M, N)), scalar("M", M), scalar("N", N),
                                       const("BLOCK_SIZE", BS)]


def _dq_ref(i, P):
    s = np.repeat(np.repeat(f64(i["s_ptr"]), 128, 0), 128, 1)[:P["M"], :P["N"]]
    return {"y_ptr": f64(i["x_ptr"]) * s}


SPECS = [
    spec(UNSLOTH, "unsloth_rms_layernorm_fwd", K + "rms_layernorm.py", "_rms_layernorm_forward",
         build=_rms_build("bf16"), ref=_rms_ref(False), test=dict(R=37, C=1000), bench=dict(R=65536, C=1000),
         notes="Llama RMSNorm in bf16: normalise in f32, round to bf16, times W (bf16); strides, n_cols and eps "
               "are constexprs in this kernel (so the bench size only changes the row count). "
               "Interpreter: not cross-checked, Triton 3.6's interpreter gets bf16 * bf16 wrong.",
         computes="RMSNorm forward (Llama), bf16", interp_ok=False),
    spec(UNSLOTH, "unsloth_gemma_rms_layernorm_fwd", K + "rms_layernorm.py", "_gemma_rms_layernorm_forward",
         build=_rms_build("fp32", ("normal", 0.0, 0.2)), ref=_rms_ref(True), test=dict(R=37, C=1000),
         bench=dict(R=65536, C=1000), notes="Gemma RMSNorm (x*rstd*(1+W)), fp32, constexpr strides.",
         computes="RMSNorm forward (Gemma)"),
    spec(UNSLOTH, "unsloth_swiglu_fg", K + "swiglu.py", "_fg_kernel", build=_ew_build("fp16"),
         ref=_ew_ref(silu, "fp16"), test=dict(n=100003), bench=dict(n=67108867), tol={"h": (1e-2, 1e-3)},
         notes="Flat SwiGLU h = fp16(silu(e)) * g over 100003 fp16 elements.", computes="SwiGLU forward, fp16 flat"),
    spec(UNSLOTH, "unsloth_geglu_exact_fwd", K + "geglu.py", "_exact_forward_kernel", build=_ew_build("fp16"),
         ref=_ew_ref(gelu_erf, "fp16"), test=dict(n=100003), bench=dict(n=67108867), tol={"h": (1e-2, 1e-3)},
         notes="GEGLU with exact (erf) GELU, fp16, tl.math.erf and tl.math.rsqrt(2.0).",
         computes="GEGLU (erf) forward, fp16"),
    spec(UNSLOTH, "unsloth_geglu_approx_fwd", K + "geglu.py", "_approx_forward_kernel", build=_ew_build("bf16"),
         prelude="triton_tanh = libdevice.tanh  # unsloth/kernels/utils.py on Triton >= 3.0",
         ref=_ew_ref(gelu_tanh, "bf16"), test=dict(n=100003), bench=dict(n=67108867),
         notes="GEGLU with tanh-approximate GELU (libdevice tanh), bf16. "
               "Interpreter: not cross-checked, Triton 3.6's interpreter gets bf16 * bf16 wrong.", computes="GEGLU (tanh) forward, bf16", interp_ok=False),
    spec(UNSLOTH, "unsloth_layernorm_fwd", K + "layernorm.py", "layernorm_forward", build=_ln_build, ref=_ln_ref,
         test=dict(R=37, C=1000), bench=dict(R=65536, C=1000),
         notes="LayerNorm forward, fp32, saves 1/std and mean.", computes="LayerNorm forward"),
    spec(UNSLOTH, "unsloth_weight_dequant", K + "fp8.py", "weight_dequant_kernel", build=_dq_build, ref=_dq_ref,
         test=dict(M=300, N=200), bench=dict(M=16388, N=8200),
         notes="Block-scaled weight dequantisation y = x * s[block] with 128x128 blocks (2-D grid, masked edges). "
               "Upstream x is fp8; the case format has no fp8, so x is int8 here (the kernel only does .to(f32)).",
         computes="128x128 block-scale dequantisation (int8 in)"),
]
