"""Kernels of BobMcDear/attorch."""

import numpy as np

from .common import ATTORCH, spec, buf, out, scalar, const, f64, sigmoid, gelu_erf, softmax, log_softmax, \
    philox_rand, p2, cdiv

A = "attorch/"
DROP = [("attorch/dropout_kernels.py", ["apply_dropout"])]
ACT = [("attorch/act_kernels.py", ["apply_act_func"])] + DROP


def _act_build(act, dropout=False, param=None):
    if param is None:
        param = 1.0 if act == "elu" else 0.01
    def b(P):
        n = P["n"]
        BS = 1024
        return (cdiv(n, BS),), [buf("input_pointer", "fp32", (n,), fill=("normal", 0.0, 2.0)),
                                out("output_pointer", "fp32", (n,)), scalar("size", n),
                                scalar("drop_p", 0.25), scalar("seed", 1234), scalar("param", param),
                                const("act_func", act), const("dropout", dropout), const("BLOCK_SIZE", BS)]
    return b


def _softplus(x):
    return np.log1p(np.exp(x))


ACTS = {
    "gelu": gelu_erf,
    "silu": lambda x: x * sigmoid(x),
    "mish": lambda x: x * np.tanh(_softplus(x)),
    "hardswish": lambda x: x * np.clip(x + 3, 0, 6) / 6,
    "selu": lambda x: 1.0507009873554805 * (np.maximum(0, x) + np.minimum(0, 1.6732632423543772 * (np.exp(x) - 1))),
    "softplus": _softplus,
    "leaky_relu": lambda x: np.maximum(x, 0) + 0.01 * np.minimum(0, x),
    "sigmoid": sigmoid,
    "tanh": np.tanh,
    "softsign": lambda x: x / (1 + np.abs(x)),
    "relu6": lambda x: np.clip(x, 0, 6),
    "elu": lambda x: np.where(x <= 0, 1.0 * (np.exp(x) - 1), x),
}


def _act_ref(act, dropout=False):
    def r(i, P):
        x = f64(i["input_pointer"])
        y = ACTS[act](x)
        if dropout:
            rnd = philox_rand(1234, np.arange(P["n"]))
            y = np.where(rnd < np.float32(0.25), 0.0, y / np.float32(0.75))
        return {"output_pointer": y}
    return r


def _act_spec(act, dropout=False):
    name = f"attorch_act_{act}" + ("_dropout" if dropout else "")
    return spec(ATTORCH, name, A + "act_kernels.py", "act_func_forward_kernel", helpers=DROP,
                build=_act_build(act, dropout), ref=_act_ref(act, dropout), test=dict(n=100003),
                bench=dict(n=67108867), tol={"output_pointer": (1e-4, 1e-5)},
                notes=f"Elementwise {act} over 100003 fp32 values (BLOCK 1024, masked tail)"
                      + (", then dropout p=0.25 with tl.rand (Philox, seed 1234)" if dropout else "")
                      + "; act_func is a string constexpr selecting one branch of attorch's apply_act_func.",
                computes=f"{act} activation" + (" + dropout" if dropout else ""))


def _dropout_build(P):
    n = P["n"]
    return (cdiv(n, 1024),), [buf("input_pointer", "fp32", (n,)), out("output_pointer", "fp32", (n,)),
                              scalar("size", n), scalar("drop_p", 0.5), scalar("seed", 42),
                              const("BLOCK_SIZE", 1024)]


def _dropout_ref(i, P):
    rnd = philox_rand(42, np.arange(P["n"]))
    return {"output_pointer": np.where(rnd < np.float32(0.5), 0.0, f64(i["input_pointer"]) / np.float32(0.5))}


def _glu_build(P):
    n = P["n"]
    return (cdiv(n, 1024),), [buf("input1_pointer", "fp16", (n,)), buf("input2_pointer", "fp16", (n,)),
                              out("output_pointer", "fp16", (n,)), scalar("size", n), scalar("param", 0.0),
                              const("act_func", "sigmoid"), const("BLOCK_SIZE", 1024)]


def _softmax_build(log):
    def b(P):
        R, C = P["R"], P["C"]
        BB = 4
        return (cdiv(R, BB),), [buf("input_pointer", "fp32", (R, C), fill=("normal", 0.0, 3.0)),
                                out("output_pointer", "fp32", (R, C)), scalar("batch_dim", R), scalar("feat_dim", C),
                                scalar("input_batch_stride", C), scalar("input_feat_stride", 1),
                                scalar("output_batch_stride", C), scalar("output_feat_stride", 1),
                                const("neg", False), const("log", log), const("BLOCK_SIZE_BATCH", BB),
                                const("BLOCK_SIZE_FEAT", p2(C))]
    return b


def _rms_build(P):
    R, C = P["R"], P["C"]
    BB = 4
    return (cdiv(R, BB),), [buf("input_pointer", "fp32", (R, C)), buf("weight_pointer", "fp32", (C,)),
                            out("inv_rms_pointer", "fp32", (R,)), out("output_pointer", "fp32", (R, C)),
                            scalar("batch_dim", R), scalar("feat_dim", C),
                            scalar("input_batch_stride", C), scalar("input_feat_stride", 1),
                            scalar("output_batch_stride", C), scalar("output_feat_stride", 1),
                            scalar("eps", 1e-5), const("scale_by_weight", True), const("save_stats", True),
                            const("BLOCK_SIZE_BATCH", BB), const("BLOCK_SIZE_FEAT", p2(C))]


def _rms_ref(i, P):
    x = f64(i["input_pointer"])
    inv = 1 / np.sqrt((x * x).mean(1) + np.float32(1e-5))
    return {"inv_rms_pointer": inv, "output_pointer": x * inv[:, None] * i["weight_pointer"]}


def _ploss_build(P):
    n = P["n"]
    return (cdiv(n, 1024),), [buf("input_pointer", "fp32", (n,)), buf("target_pointer", "fp32", (n,)),
                              out("output_pointer", "fp32", (cdiv(n, 1024),)), scalar("param", 1.0), scalar("size", n),
                              const("p_loss", 3), const("reduction", "sum"), const("BLOCK_SIZE", 1024)]


def _ploss_ref(i, P):
    n = P["n"]
    d = f64(i["input_pointer"]) - f64(i["target_pointer"])
    e = np.where(np.abs(d) < 1.0, 0.5 * d * d, 1.0 * (np.abs(d) - 0.5))
    e = np.concatenate([e, np.zeros(cdiv(n, 1024) * 1024 - n)])
    return {"output_pointer": e.reshape(-1, 1024).sum(1)}


def _ce_build(P):
    R, C = P["R"], P["C"]
    BB = 4
    g = cdiv(R, BB)
    return (g,), [buf("input_pointer", "fp32", (R, C), fill=("normal", 0.0, 2.0)),
                  buf("target_pointer", "i32", (R,), fill=("uniform_int", 0, C - 1)),
                  buf("weight_pointer", "fp32", (C,), fill=("uniform", 0.5, 1.5)),
                  out("sum_weights_pointer", "fp32", (g,)), out("output_pointer", "fp32", (g,)),
                  scalar("batch_dim", R), scalar("feat_dim", C), scalar("input_batch_stride", C),
                  scalar("input_feat_stride", 1), const("weighted", True),
                  const("BLOCK_SIZE_BATCH", BB), const("BLOCK_SIZE_FEAT", p2(C))]


def _ce_ref(i, P):
    R = P["R"]
    x = f64(i["input_pointer"])
    t = i["target_pointer"].astype(np.int64)
    w = f64(i["weight_pointer"])[t]
    loss = -log_softmax(x)[np.arange(R), t] * w
    pad = cdiv(R, 4) * 4 - R
    return {"sum_weights_pointer": np.concatenate([w, np.zeros(pad)]).reshape(-1, 4).sum(1),
            "output_pointer": np.concatenate([loss, np.zeros(pad)]).reshape(-1, 4).sum(1)}


SPECS = [_act_spec(a) for a in ["gelu", "silu", "mish", "hardswish", "selu", "softplus", "leaky_relu",
                                      "sigmoid", "tanh", "softsign", "relu6", "elu"]] + [
    _act_spec("gelu", dropout=True),
    spec(ATTORCH, "attorch_dropout_fwd", A + "dropout_kernels.py", "dropout_forward_kernel", build=_dropout_build,
         ref=_dropout_ref, test=dict(n=100003), bench=dict(n=67108867),
         notes="Dropout p=0.5 with tl.rand(seed=42, offset) (Philox 4x32-10); kept values scaled by 1/(1-p).",
         computes="dropout (Philox RNG)"),
    spec(ATTORCH, "attorch_glu_sigmoid_fwd", A + "glu_kernels.py", "glu_forward_kernel", helpers=ACT,
         build=_glu_build, ref=lambda i, P: {"output_pointer": f64(i["input1_pointer"]) * sigmoid(i["input2_pointer"])},
         test=dict(n=100003), bench=dict(n=67108867), tol={"output_pointer": (1e-2, 1e-3)},
         notes="GLU out = a * sigmoid(b), fp16 in/out (sigmoid in f32), 100003 elements.", computes="GLU (sigmoid), fp16"),
    spec(ATTORCH, "attorch_softmax_fwd", A + "softmax_kernels.py", "softmax_forward_kernel",
         build=_softmax_build(False), ref=lambda i, P: {"output_pointer": softmax(i["input_pointer"])},
         test=dict(R=37, C=500), bench=dict(R=262147, C=500),
         notes="Softmax of [R, 500] rows, 4 rows per program (2-D block [4, 512]), strides as arguments.",
         computes="softmax, 4 rows per program"),
    spec(ATTORCH, "attorch_log_softmax_fwd", A + "softmax_kernels.py", "softmax_forward_kernel",
         build=_softmax_build(True), ref=lambda i, P: {"output_pointer": log_softmax(i["input_pointer"])},
         test=dict(R=37, C=500), bench=dict(R=262147, C=500), tol={"output_pointer": (1e-4, 1e-4)},
         notes="Log-softmax (log=True) of [R, 500] rows, 4 rows per program.", computes="log-softmax"),
    spec(ATTORCH, "attorch_rms_norm_fwd", A + "rms_norm_kernels.py", "rms_norm_forward_kernel", build=_rms_build,
         ref=_rms_ref, test=dict(R=37, C=768), bench=dict(R=131075, C=768),
         notes="RMSNorm of [R, 768] rows, 4 rows per program, weight and saved 1/rms; tl.rsqrt.",
         computes="RMSNorm forward"),
    spec(ATTORCH, "attorch_smooth_l1_sum", A + "p_loss_kernels.py", "p_loss_forward_kernel", build=_ploss_build,
         ref=_ploss_ref, test=dict(n=100003), bench=dict(n=67108867), tol={"output_pointer": (1e-4, 1e-4)},
         notes="Smooth-L1 (p_loss=3, beta 1) of input-target, reduction 'sum': one partial sum per 1024-block.",
         computes="smooth L1 loss, per-block sums"),
    spec(ATTORCH, "attorch_cross_entropy_fwd", A + "cross_entropy_loss_kernels.py",
         "cross_entropy_loss_forward_kernel", build=_ce_build, ref=_ce_ref, test=dict(R=36, C=1000),
         bench=dict(R=65540, C=1000), tol={"output_pointer": (1e-4, 1e-4)},
         notes="Weighted cross-entropy: per program (4 rows) the sum of w[t]*(logsumexp(x) - x[t]) and of w[t]; "
               "gathers x[row, target[row]] and weight[target] (data-dependent indices). Rows are a multiple of 4: a partial block gives NaN in the kernel itself (rows masked to -inf).",
         computes="weighted cross-entropy, per-block sums"),
]
