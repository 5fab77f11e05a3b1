"""Kernels of linkedin/Liger-Kernel (src/liger_kernel/ops)."""

import numpy as np

from .common import LIGER, spec, buf, out, scalar, const, rounded, f64, silu, sigmoid, gelu_tanh, softmax, p2

OPS = "src/liger_kernel/ops/"
T = dict(R=37, C=1000)
B = dict(R=65536, C=1000)


def _swiglu_build(P):
    R, C = P["R"], P["C"]
    return (R,), [buf("a_ptr", "fp32", (R, C)), buf("b_ptr", "fp32", (R, C)), out("c_ptr", "fp32", (R, C)),
                  scalar("stride", C), scalar("gate_multiplier", 1.0),
                  const("n_cols", C), const("BLOCK_SIZE", p2(C))]


def _geglu_build(P):
    R, C = P["R"], P["C"]
    return (R,), [buf("a", "fp16", (R, C)), buf("b", "fp16", (R, C)), out("c", "fp16", (R, C)),
                  scalar("stride", C), const("n_cols", C), const("BLOCK_SIZE", p2(C))]


def _geglu_ref(i, P):
    a = gelu_tanh(i["a"])
    return {"c": rounded(a, "fp16").astype(np.float64) * i["b"]}


def _rms_build(P):
    R, C, S = P["R"], P["C"], P["S"]
    return (R,), [out("Y_ptr", "fp32", (R, C)), scalar("Y_row_stride", C),
                  buf("X_ptr", "fp32", (R, S)), scalar("X_row_stride", S),
                  buf("W_ptr", "fp32", (C,), fill=("normal", 1.0, 0.2)), scalar("W_row_stride", 1),
                  out("RSTD_ptr", "fp32", (R,)), scalar("RSTD_row_stride", 1),
                  scalar("n_cols", C), scalar("eps", 1e-6), scalar("offset", 0.0),
                  const("casting_mode", 0), const("elementwise_affine", True), const("BLOCK_SIZE", p2(C))]


def _rms_ref(i, P):
    x = f64(i["X_ptr"])[:, :P["C"]]
    rstd = 1 / np.sqrt((x * x).mean(1) + 1e-6)
    return {"Y_ptr": x * rstd[:, None] * f64(i["W_ptr"]), "RSTD_ptr": rstd}


def _ln_build(P):
    R, C = P["R"], P["C"]
    return (R,), [out("Y_ptr", "fp32", (R, C)), scalar("Y_row_stride", C),
                  buf("X_ptr", "fp32", (R, C), fill=("normal", 0.5, 2.0)), scalar("X_row_stride", C),
                  buf("W_ptr", "fp32", (C,)), scalar("W_row_stride", 1),
                  buf("B_ptr", "fp32", (C,)), scalar("B_row_stride", 1),
                  out("Mean_ptr", "fp32", (R,)), scalar("Mean_row_stride", 1),
                  out("RSTD_ptr", "fp32", (R,)), scalar("RSTD_row_stride", 1),
                  scalar("n_cols", C), scalar("eps", 1e-5), const("BLOCK_SIZE", p2(C))]


def _ln_ref(i, P):
    x = f64(i["X_ptr"])
    mu = x.mean(1)
    var = ((x - mu[:, None]) ** 2).mean(1)
    rstd = 1 / np.sqrt(var + 1e-5)
    return {"Y_ptr": (x - mu[:, None]) * rstd[:, None] * i["W_ptr"] + i["B_ptr"], "Mean_ptr": mu, "RSTD_ptr": rstd}


def _softmax_build(block):
    def b(P):
        R, C, S = P["R"], P["C"], P["S"]
        return (R,), [out("Y_ptr", "fp32", (R, C)), scalar("Y_row_stride", C),
                      buf("X_ptr", "fp32", (R, S), fill=("normal", 0.0, 3.0)), scalar("X_row_stride", S),
                      scalar("n_cols", C), const("BLOCK_SIZE", block or p2(C))]
    return b


def _softmax_ref(i, P):
    return {"Y_ptr": softmax(i["X_ptr"][:, :P["C"]])}


def _dyt_build(P):
    R, N = P["R"], P["N"]
    BN = 256
    return (-(-N // BN), R), [buf("X", "fp32", (R, N)), out("Y", "fp32", (R, N)),
                             buf("Alpha", "fp32", (1,), fill=("const", 0.7)), buf("Gamma", "fp32", (N,)),
                             buf("Beta", "fp32", (N,)), const("HAVE_BETA", True), const("N", N),
                             const("BLOCK_N", BN)]


def _kl_build(P):
    R, C = P["R"], P["C"]
    return (R,), [buf("y_ptr", "fp32", (R, C), fill=("normal", -7.0, 1.0)), scalar("y_stride", C),
                  buf("gt_ptr", "fp32", (R, C), fill=("uniform", 0.0, 0.002)), scalar("gt_stride", C),
                  out("loss_ptr", "fp32", (R,)), scalar("loss_stride", 1), scalar("n_cols", C),
                  scalar("eps", 1e-10), const("BLOCK_SIZE", 512), const("log_target", False), const("reduction", 3)]


def _kl_ref(i, P):
    y, t = f64(i["y_ptr"]), f64(i["gt_ptr"])
    return {"loss_ptr": (t * (np.log(np.maximum(t, np.float32(1e-10))) - y)).sum(1)}


def _relu2_build(P):
    R, C = P["R"], P["C"]
    return (R,), [out("Y_ptr", "bf16", (R, C)), scalar("Y_stride", C), buf("X_ptr", "bf16", (R, C)),
                  scalar("X_stride", C), const("n_cols", C), const("BLOCK_SIZE", p2(C))]


def _elmul_build(P):
    R, C = P["R"], P["C"]
    return (R,), [buf("X_ptr", "fp32", (R, C), role="inout"), scalar("X_stride", C),
                  buf("grad_output_ptr", "fp32", (1,), fill=("const", 0.375)), scalar("n_cols", C),
                  const("BLOCK_SIZE", 256)]


def _mask_build(P):
    Bt, L = P["B"], P["L"]
    BL = 32
    g = -(-L // BL)
    return (g, g, Bt), [buf("scores_ptr", "fp32", (Bt, L, L)), out("out_ptr", "fp32", (Bt, L, L)),
                        scalar("stride_b", L * L), scalar("stride_m", L), scalar("stride_n", 1), scalar("L", L),
                        const("mask_val", -1e9), const("BLOCK", BL), const("num_warps", 4)]


def _mask_ref(i, P):
    s = f64(i["scores_ptr"]).copy()
    L = P["L"]
    fut = np.arange(L)[None, :] > np.arange(L)[:, None]
    s[:, fut] = np.float32(-1e9)
    return {"out_ptr": s}


def _swiglu_bwd_build(P):
    R, C = P["R"], P["C"]
    return (R,), [buf("dc_ptr", "fp32", (R, C)), buf("a_ptr", "fp32", (R, C), role="inout"),
                  buf("b_ptr", "fp32", (R, C), role="inout"), scalar("stride", C), scalar("gate_multiplier", 1.0),
                  const("n_cols", C), const("BLOCK_SIZE", p2(C))]


def _swiglu_bwd_ref(i, P):
    a, b, dc = f64(i["a_ptr"]), f64(i["b_ptr"]), f64(i["dc_ptr"])
    s = sigmoid(a)
    return {"a_ptr": dc * (a * s * (1 - s) + s) * b, "b_ptr": dc * a * s}


SPECS = [
    spec(LIGER, "liger_swiglu_bwd", OPS + "swiglu.py", "_swiglu_backward_kernel", build=_swiglu_bwd_build,
         ref=_swiglu_bwd_ref, test=T, bench=B,
         notes="SwiGLU backward, in place: a <- dc * d(silu)(a) * b, b <- dc * silu(a), fp32 [R, 1000] rows.",
         computes="SwiGLU backward (in place)"),
    spec(LIGER, "liger_swiglu_fwd", OPS + "swiglu.py", "_swiglu_forward_kernel", build=_swiglu_build,
         ref=lambda i, P: {"c_ptr": silu(i["a_ptr"]) * i["b_ptr"]}, test=T, bench=B,
         notes="SwiGLU c = silu(a) * b over a [R, 1000] fp32 matrix, one program per row, BLOCK_SIZE 1024 (masked tail).",
         computes="SwiGLU forward, fp32 rows"),
    spec(LIGER, "liger_geglu_tanh_fwd", OPS + "geglu.py", "_geglu_tanh_forward_kernel", build=_geglu_build,
         ref=_geglu_ref, test=T, bench=B, tol={"c": (2e-2, 2e-3)},
         notes="GEGLU (tanh GELU) c = gelu_tanh(a) * b, fp16 [R, 1000], libdevice tanh; gelu rounded to fp16 before the product.",
         computes="GEGLU forward (libdevice tanh), fp16"),
    spec(LIGER, "liger_rms_norm_fwd", OPS + "rms_norm.py", "_rms_norm_forward_kernel", build=_rms_build,
         ref=_rms_ref, test=dict(R=37, C=1000, S=1024), bench=dict(R=65536, C=1000, S=1024),
         notes="RMSNorm (Llama casting mode) of [R, 1000] rows with input row stride 1024; writes Y and 1/rms; libdevice rsqrt.",
         computes="RMSNorm forward + rstd"),
    spec(LIGER, "liger_layer_norm_fwd", OPS + "layer_norm.py", "_layer_norm_forward_kernel", build=_ln_build,
         ref=_ln_ref, test=dict(R=37, C=1000), bench=dict(R=65536, C=1000),
         notes="LayerNorm forward of [R, 1000] fp32 rows, writes Y, mean and rstd; libdevice rsqrt.",
         computes="LayerNorm forward + mean/rstd"),
    spec(LIGER, "liger_softmax_single_block", OPS + "softmax.py", "_softmax_single_block_forward_kernel",
         build=_softmax_build(None), ref=_softmax_ref, test=dict(R=37, C=1000, S=1008),
         bench=dict(R=65536, C=1000, S=1008),
         notes="Row softmax, whole row in one block (BLOCK_SIZE 1024), cache_modifier .ca/.cs; input row stride 1008.",
         computes="softmax, one block per row"),
    spec(LIGER, "liger_dyt_fwd", OPS + "dyt.py", "_dyt_fwd_kernel", build=_dyt_build,
         ref=lambda i, P: {"Y": np.tanh(f64(i["Alpha"])[0] * i["X"]) * i["Gamma"] + i["Beta"]},
         test=dict(R=9, N=1000), bench=dict(R=32768, N=1000),
         notes="Dynamic tanh y = tanh(alpha*x)*gamma + beta, 2-D grid (column blocks of 256, rows), libdevice tanh.",
         computes="DyT (dynamic tanh) forward"),
    spec(LIGER, "liger_kldiv_fwd", OPS + "kl_div.py", "_kldiv_kernel_forward", build=_kl_build, ref=_kl_ref,
         test=dict(R=16, C=3000), bench=dict(R=32768, C=3000), tol={"loss_ptr": (1e-4, 1e-6)},
         notes="KL divergence per row (batchmean mode: row sums), y in log space, loop over 512-wide blocks.",
         computes="KL divergence, per-row sums"),
    spec(LIGER, "liger_relu_squared_fwd", OPS + "relu_squared.py", "_relu_squared_forward_kernel",
         build=_relu2_build, ref=lambda i, P: {"Y_ptr": np.maximum(f64(i["X_ptr"]), 0) ** 2},
         test=T, bench=B, notes="relu(x)^2 in bf16 ([R, 1000], BLOCK 1024).", computes="ReLU² forward, bf16"),
    spec(LIGER, "liger_element_mul", OPS + "utils.py", "element_mul_kernel", build=_elmul_build,
         ref=lambda i, P: {"X_ptr": f64(i["X_ptr"]) * 0.375}, test=dict(R=13, C=3000),
         bench=dict(R=32768, C=3000),
         notes="In-place X *= grad_output (a scalar loaded from memory), loop over 256-wide blocks per row.",
         computes="in-place row scaling by a loaded scalar"),
    spec(LIGER, "liger_mtattn_mask_fwd", OPS + "multi_token_attention.py", "_mask_fwd_kernel", build=_mask_build,
         ref=_mask_ref, test=dict(B=3, L=100), bench=dict(B=64, L=1000),
         notes="Causal mask of [B, L, L] scores: future positions set to -1e9 (other= of a masked load); 3-D grid.",
         computes="causal masking of attention scores"),
]
