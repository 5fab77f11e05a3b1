"""Kernels of fla-org/flash-linear-attention (fla/modules, fla/ops)."""

import numpy as np

from .common import FLA, spec, buf, out, scalar, const, f64, sigmoid, silu, softmax, cdiv, p2

OP = [("fla/ops/utils/op.py", ["exp", "log"], "orelse")]  # the default branch (FLA_USE_FAST_OPS unset)


def _act_build(kind):
    def b(P):
        R, D, S = P["R"], P["D"], P["S"]
        T = R * D
        BB = 1024
        args = [buf("x", "fp16", (R, S), fill=("normal", 0.0, 3.0)), out("y", "fp16", (R, D)),
                scalar("stride_x_row", S), scalar("stride_y_row", D)]
        if kind == "logsigmoid":
            args.append(scalar("temperature", 1.5))
        return (cdiv(T, BB),), args + [scalar("T", T), const("D", D), const("B", BB)]
    return b


def _logsig_ref(i, P):
    x = f64(i["x"][:, :P["D"]])
    return {"y": (np.minimum(0, x) - np.log1p(np.exp(-np.abs(x)))) / np.float32(1.5)}


def _l2_build(P):
    T, D = P["T"], P["D"]
    BT = 16
    return (cdiv(T, BT),), [buf("x", "fp32", (T, D)), out("y", "fp32", (T, D)), out("rstd", "fp32", (T,)),
                            scalar("eps", 1e-6), scalar("T", T), const("D", D), const("BD", p2(D)),
                            const("NB", 1), const("BT", BT)]


def _l2_ref(i, P):
    x = f64(i["x"])
    r = 1 / np.sqrt((x * x).sum(1) + np.float32(1e-6))
    return {"y": x * r[:, None], "rstd": r}


def _cs_build(P):
    Bt, T, H = P["B"], P["T"], P["H"]
    BT = 64
    return (cdiv(T, BT), Bt * H), [buf("s", "fp32", (Bt, T, H)), out("o", "fp32", (Bt, T, H)), scalar("scale", 0.5),
                                  const("cu_seqlens", None), const("chunk_indices", None), scalar("T", T),
                                  const("B", Bt), const("H", H), const("BT", BT), const("REVERSE", True),
                                  const("HAS_SCALE", True), const("IS_VARLEN", False)]


def _cs_ref(i, P):
    Bt, T, H = P["B"], P["T"], P["H"]
    s = f64(i["s"])
    nc = cdiv(T, 64)
    pad = np.zeros((Bt, nc * 64, H))
    pad[:, :T] = s
    c = pad.reshape(Bt, nc, 64, H)
    r = np.flip(np.cumsum(np.flip(c, 2), 2), 2).reshape(Bt, nc * 64, H)[:, :T]
    return {"o": r * 0.5}


def _lse_build(P):
    N, D = P["N"], P["D"]
    BB = 512
    return (N, cdiv(D, BB)), [buf("x", "fp32", (N, D), fill=("normal", 0.0, 3.0)), out("z", "fp32", (N, cdiv(D, BB))),
                             scalar("scale", 0.5), const("D", D), const("B", BB), const("HAS_SCALE", True)]


def _lse_ref(i, P):
    N, D = P["N"], P["D"]
    nb = cdiv(D, 512)
    x = np.full((N, nb * 512), -np.inf)
    x[:, :D] = f64(i["x"]) * 0.5
    x = x.reshape(N, nb, 512)
    m = x.max(2)
    return {"z": np.log(np.exp(x - m[:, :, None]).sum(2)) + m}


def _pool_build(P):
    Bt, T, H, D = P["B"], P["T"], P["H"], P["D"]
    BT, BD = 32, 64
    NT = cdiv(T, BT)
    return (cdiv(D, BD), NT, Bt * H), [buf("x", "bf16", (Bt, T, H, D)), out("o", "bf16", (Bt, NT, H, D)),
                                      const("cu_seqlens", None), const("chunk_indices", None), scalar("T", T),
                                      const("H", H), const("D", D), const("BT", BT), const("BD", BD),
                                      const("IS_VARLEN", False)]


def _pool_ref(i, P):
    Bt, T, H, D = P["B"], P["T"], P["H"], P["D"]
    NT = cdiv(T, 32)
    x = f64(i["x"])
    o = np.zeros((Bt, NT, H, D))
    for t in range(NT):
        o[:, t] = x[:, t * 32:(t + 1) * 32].mean(1)
    return {"o": o}


def _beta_build(P):
    n = P["n"]
    return (cdiv(n, 1024),), [buf("x", "bf16", (n,)), out("y", "bf16", (n,)), scalar("scale", 2.0),
                              scalar("n_elements", n), const("BLOCK_SIZE", 1024)]


def _swiglu_build(P):
    R, D, S = P["R"], P["D"], P["S"]
    T = R * D
    return (cdiv(T, 1024),), [buf("x", "bf16", (R, S)), buf("y", "bf16", (R, S)), out("z", "bf16", (R, D)),
                              scalar("stride_x_row", S), scalar("stride_y_row", S), scalar("stride_z_row", D),
                              scalar("T", T), const("D", D), const("B", 1024)]


SPECS = [
    spec(FLA, "fla_sigmoid_fwd", "fla/modules/activations.py", "sigmoid_fwd_kernel",
         build=lambda P: _act_build("sigmoid")(P), ref=lambda i, P: {"y": sigmoid(i["x"][:, :P["D"]])},
         test=dict(R=37, D=1000, S=1024), bench=dict(R=65537, D=1000, S=1024), tol={"y": (1e-2, 1e-3)},
         notes="sigmoid(x) over a [R, 1000] fp16 view with row stride 1024, flattened index // and %.",
         computes="sigmoid, fp16 strided rows"),
    spec(FLA, "fla_swiglu_fwd", "fla/modules/activations.py", "swiglu_fwd_kernel", build=_swiglu_build,
         ref=lambda i, P: {"z": silu(i["x"][:, :P["D"]]) * f64(i["y"][:, :P["D"]])},
         test=dict(R=37, D=1000, S=2048), bench=dict(R=65537, D=1000, S=2048),
         notes="SwiGLU z = silu(x)*y, bf16, x/y with row stride 2048 (views into a wider tensor), flattened index.",
         computes="SwiGLU forward, bf16 strided"),
    spec(FLA, "fla_logsigmoid_fwd", "fla/modules/activations.py", "logsigmoid_fwd_kernel", helpers=OP,
         build=_act_build("logsigmoid"), ref=_logsig_ref, test=dict(R=37, D=1000, S=1024),
         bench=dict(R=65537, D=1000, S=1024), tol={"y": (1e-2, 1e-3)},
         notes="logsigmoid(x)/temperature over a [R, 1000] fp16 view with row stride 1024, flattened: "
               "row = offs // D, col = offs % D (D constexpr).", computes="log-sigmoid, fp16 strided rows"),
    spec(FLA, "fla_swish_fwd", "fla/modules/activations.py", "swish_fwd_kernel", helpers=OP,
         build=_act_build("swish"), ref=lambda i, P: {"y": silu(i["x"][:, :P["D"]])},
         test=dict(R=37, D=1000, S=1024), bench=dict(R=65537, D=1000, S=1024), tol={"y": (1e-2, 1e-3)},
         notes="swish(x) over a [R, 1000] fp16 view with row stride 1024, flattened index // and %.",
         computes="swish / SiLU, fp16 strided rows"),
    spec(FLA, "fla_l2norm_fwd", "fla/modules/l2norm.py", "l2norm_fwd_kernel", build=_l2_build, ref=_l2_ref,
         test=dict(T=1001, D=128), bench=dict(T=1048579, D=128),
         notes="L2-normalise 16 rows of 128 per program, saving 1/norm; T = 1001 rows (masked tail).",
         computes="L2 norm of rows"),
    spec(FLA, "fla_chunk_local_cumsum_rev", "fla/ops/utils/cumsum.py", "chunk_local_cumsum_scalar_kernel",
         build=_cs_build, ref=_cs_ref, test=dict(B=2, T=300, H=4), bench=dict(B=2, T=4194307, H=4),
         tol={"o": (1e-4, 1e-4)},
         notes="Reverse (suffix) cumsum within chunks of 64 along T of a [B, T, H] tensor, times scale 0.5 "
               "(tl.cumsum reverse=True); B and H are constexprs; cu_seqlens None (not varlen).",
         computes="chunk-local reverse cumsum"),
    spec(FLA, "fla_logsumexp_fwd", "fla/ops/utils/logsumexp.py", "logsumexp_fwd_kernel", helpers=OP,
         build=_lse_build, ref=_lse_ref, test=dict(N=37, D=1500), bench=dict(N=131072, D=1500),
         notes="Blockwise logsumexp of 0.5*x: one value per (row, 512-column block), D = 1500 constexpr.",
         computes="blockwise logsumexp"),
    spec(FLA, "fla_softmax_fwd", "fla/ops/utils/softmax.py", "softmax_fwd_kernel", helpers=OP,
         build=lambda P: ((P["N"],), [buf("x", "fp32", (P["N"], 1000), fill=("normal", 0.0, 3.0)),
                                      out("p", "fp32", (P["N"], 1000)), const("D", 1000), const("B", 1024)]),
         ref=lambda i, P: {"p": softmax(i["x"])}, test=dict(N=37), bench=dict(N=131072),
         notes="Row softmax, D = 1000 constexpr, BLOCK 1024.", computes="softmax rows"),
    spec(FLA, "fla_mean_pooling_fwd", "fla/ops/utils/pooling.py", "mean_pooling_fwd_kernel", build=_pool_build,
         ref=_pool_ref, test=dict(B=2, T=100, H=3, D=100), bench=dict(B=8, T=16388, H=3, D=100),
         notes="Mean over chunks of 32 time steps of a [B, T, H, D] bf16 tensor; the last chunk is partial "
               "(divides by min(BT, T - i_t*BT)); 3-D grid.", computes="chunked mean pooling, bf16"),
    spec(FLA, "fla_beta_sigmoid_fwd", "fla/ops/common/gate.py", "fused_beta_sigmoid_fwd_kernel",
         build=_beta_build, ref=lambda i, P: {"y": 2.0 * sigmoid(i["x"])}, test=dict(n=100003),
         bench=dict(n=67108867), notes="y = scale * sigmoid(x), bf16, int64 offsets.", computes="scaled sigmoid gate, bf16"),
]
