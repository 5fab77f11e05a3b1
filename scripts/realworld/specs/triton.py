"""Kernels of Triton's own tutorials (triton-lang/triton python/tutorials).

The tutorial files were read through the code index at the commits named in each spec's notes and kept
as excerpts (imports and @triton.jit functions, verbatim) under SRC/triton-lang/triton/python/tutorials/.
"""

import numpy as np

from .common import TRITON, spec, buf, out, scalar, const, rounded, f64, softmax, cdiv, philox_rand

T = "python/tutorials/"


# 01 vector add
def _add_build(P):
    n = P["n"]
    return (cdiv(n, 1024),), [buf("x_ptr", "fp32", (n,)), buf("y_ptr", "fp32", (n,)), out("output_ptr", "fp32", (n,)),
                              scalar("n_elements", n), const("BLOCK_SIZE", 1024)]


# 02 fused softmax (persistent programs striding over rows)
def _sm_build(P):
    R, C, G = P["R"], P["C"], P["G"]
    return (G,), [out("output_ptr", "fp32", (R, C)), buf("input_ptr", "fp32", (R, C)), scalar("input_row_stride", C),
                  scalar("output_row_stride", C), scalar("n_rows", R), scalar("n_cols", C),
                  const("BLOCK_SIZE", 1024), const("num_stages", 4)]


# 03 matmul
def _mm_build(cfg, act, dtype="fp16", a_colmajor=False):
    """dtype: of A and B (C is fp16: the kernel converts the accumulator to tl.float16);
    a_colmajor: A stored as its transpose (stride_am = 1, stride_ak = M), the buffer is [K, M]."""
    BM, BN, BK, GM = cfg

    def b(P):
        M, N, K = P["M"], P["N"], P["K"]
        a = buf("a_ptr", dtype, (K, M) if a_colmajor else (M, K))
        sa = (scalar("stride_am", 1), scalar("stride_ak", M)) if a_colmajor else \
            (scalar("stride_am", K), scalar("stride_ak", 1))
        return (cdiv(M, BM) * cdiv(N, BN),), [
            a, buf("b_ptr", dtype, (K, N)), out("c_ptr", "fp16", (M, N)),
            scalar("M", M), scalar("N", N), scalar("K", K), *sa,
            scalar("stride_bk", N), scalar("stride_bn", 1), scalar("stride_cm", N), scalar("stride_cn", 1),
            const("BLOCK_SIZE_M", BM), const("BLOCK_SIZE_N", BN), const("BLOCK_SIZE_K", BK),
            const("GROUP_SIZE_M", GM), const("ACTIVATION", act)]
    return b


def _mm_ref(act, a_colmajor=False):
    def r(i, P):
        a = f64(i["a_ptr"])
        c = (a.T if a_colmajor else a) @ f64(i["b_ptr"])
        if act == "leaky_relu":
            c = np.where(c >= 0, c, 0.01 * c)
        return {"c_ptr": c}
    return r


def _mm_flops(P):
    return 2 * P["M"] * P["N"] * P["K"]


MM_NOTE = ("Triton tutorial 03 matmul (commit 7649d87c), pointer-based, fp16 in, f32 accumulation (tl.dot), fp16 out, "
           "grouped program ordering (GROUP_SIZE_M), K-masked loads, row-major A, B, C (unit strides are specialised "
           "to constants as the JIT does). Autotune dropped: one CUDA config of the tutorial's list fixed here. ")
MM_TOL = {"c_ptr": (1e-2, 1e-2)}


# 04 dropout
def _do_build(P):
    n = P["n"]
    return (cdiv(n, 1024),), [buf("x_ptr", "fp32", (n,)), buf("x_keep_ptr", "i32", (n,), fill=("uniform_int", 0, 1)),
                              out("output_ptr", "fp32", (n,)), scalar("n_elements", n), scalar("p", 0.3),
                              const("BLOCK_SIZE", 1024)]


def _do_ref(i, P):
    return {"output_ptr": np.where(i["x_keep_ptr"] != 0, f64(i["x_ptr"]) / np.float64(np.float32(1) - np.float32(0.3)), 0)}


def _sdo_build(P):
    n = P["n"]
    return (cdiv(n, 1024),), [buf("x_ptr", "fp32", (n,)), out("output_ptr", "fp32", (n,)), scalar("n_elements", n),
                              scalar("p", 0.3), scalar("seed", 123), const("BLOCK_SIZE", 1024)]


def _sdo_ref(i, P):
    n = P["n"]
    r = philox_rand(123, np.arange(n))
    return {"output_ptr": np.where(r > np.float32(0.3), f64(i["x_ptr"]) / np.float64(np.float32(1) - np.float32(0.3)), 0)}


# 05 layer norm
def _lnf_build(P):
    M, N = P["M"], P["N"]
    return (M,), [buf("X", "fp16", (M, N), fill=("normal", -2.3, 0.5)), out("Y", "fp16", (M, N)),
                  buf("W", "fp16", (N,), fill=("uniform", 0.0, 1.0)), buf("B", "fp16", (N,), fill=("uniform", 0.0, 1.0)),
                  out("Mean", "fp32", (M,)), out("Rstd", "fp32", (M,)), scalar("stride", N), scalar("N", N),
                  scalar("eps", 1e-5), const("BLOCK_SIZE", 1024)]


def _lnf_ref(i, P):
    x = f64(i["X"])
    mu = x.mean(1)
    rstd = 1 / np.sqrt(((x - mu[:, None]) ** 2).mean(1) + np.float32(1e-5))
    return {"Y": (x - mu[:, None]) * rstd[:, None] * f64(i["W"]) + f64(i["B"]), "Mean": mu, "Rstd": rstd}


LN_G = 256  # the tutorial's GROUP_SIZE_M for N <= 1024


def _lnb_build(P):
    M, N = P["M"], P["N"]
    return (M,), [out("DX", "fp16", (M, N)), buf("DY", "fp16", (M, N), fill=("normal", 0.0, 0.1)),
                  buf("DW", "fp16", (LN_G, N), role="inout", fill=("const", 0.0)),
                  buf("DB", "fp16", (LN_G, N), role="inout", fill=("const", 0.0)),
                  buf("X", "fp16", (M, N), fill=("normal", -2.3, 0.5)), buf("W", "fp16", (N,), fill=("uniform", 0.0, 1.0)),
                  buf("Mean", "fp32", (M,), fill=("normal", -2.3, 0.02)), buf("Rstd", "fp32", (M,), fill=("uniform", 1.8, 2.2)),
                  buf("Lock", "i32", (2 * LN_G,), role="inout", fill=("const", 0)),
                  scalar("stride", N), scalar("N", N), const("GROUP_SIZE_M", LN_G), const("BLOCK_SIZE_N", 256)]


def _f16(x):
    return rounded(x, "fp16").astype(np.float64)


def _lnb_ref(i, P):
    M, N = P["M"], P["N"]
    x, dy, w = (f64(i[k]).astype(np.float32) for k in ("X", "DY", "W"))
    mean, rstd = i["Mean"].astype(np.float32), i["Rstd"].astype(np.float32)
    xhat = ((x - mean[:, None]) * rstd[:, None]).astype(np.float64)
    wdy = f64(w * dy)
    c1 = (xhat * wdy).sum(1) / N
    c2 = wdy.sum(1) / N
    dx = (wdy - (xhat * c1[:, None] + c2[:, None])) * f64(rstd)[:, None]
    pdw, pdb = _f16(f64(dy) * xhat), _f16(dy)
    dw, db = np.zeros((LN_G, N)), np.zeros((LN_G, N))
    for r in range(M):  # at most 2 rows per lock group: fp16 a+b is the same in either order
        g = r % LN_G
        dw[g] = _f16(dw[g] + pdw[r])
        db[g] = _f16(db[g] + pdb[r])
    lock = np.zeros(2 * LN_G)
    lock[LN_G:LN_G + min(M, LN_G)] = 1
    return {"DX": dx, "DW": dw, "DB": db, "Lock": lock}


def _lnw_build(P):
    M, N = P["M"], P["N"]
    return (cdiv(N, 128),), [buf("DW", "fp16", (M, N), fill=("normal", 0.0, 0.1)), buf("DB", "fp16", (M, N), fill=("normal", 0.0, 0.1)),
                             out("FINAL_DW", "fp16", (N,)), out("FINAL_DB", "fp16", (N,)), scalar("M", M), scalar("N", N),
                             const("BLOCK_SIZE_M", 32), const("BLOCK_SIZE_N", 128)]


def _lnw_ref(i, P):
    return {"FINAL_DW": f64(i["DW"]).sum(0), "FINAL_DB": f64(i["DB"]).sum(0)}


SPECS = [
    spec(TRITON, "triton_vector_add", T + "01-vector-add.py", "add_kernel", build=_add_build,
         ref=lambda i, P: {"output_ptr": f64(i["x_ptr"]) + f64(i["y_ptr"])},
         test=dict(n=20000), bench=dict(n=67108864),
         notes="Triton tutorial 01 (commit 54569929): z = x + y, fp32, 20000 elements (the tutorial uses 98432).",
         computes="vector add"),
    spec(TRITON, "triton_fused_softmax", T + "02-fused-softmax.py", "softmax_kernel", sm80=True, build=_sm_build,
         ref=lambda i, P: {"output_ptr": softmax(i["input_ptr"])},
         test=dict(R=123, C=781, G=40), bench=dict(R=65537, C=781, G=528), num_warps=8, num_stages=4,
         notes="Triton tutorial 02 (commit fd237c7c): row softmax with persistent programs (tl.range over rows "
               "with num_stages=4, a constexpr argument of the kernel), 781 columns in a 1024 block; the grid "
               "(40 programs for 123 rows) stands for NUM_SM * occupancy.",
         computes="row softmax, persistent programs"),
    spec(TRITON, "triton_matmul_fp16_128x128x32", T + "03-matrix-multiplication.py", "matmul_kernel",
         sm80=True, build=_mm_build((128, 128, 32, 8), ""), ref=_mm_ref(""), test=dict(M=384, N=256, K=320),
         bench=dict(M=4096, N=4096, K=4096), num_warps=4, num_stages=4, tol=MM_TOL, flops=_mm_flops,
         notes=MM_NOTE + "Config BLOCK 128x128x32, GROUP 8, 4 warps, 4 stages; all sizes multiples of 16.",
         computes="matmul fp16 (128x128x32 blocks)"),
    spec(TRITON, "triton_matmul_fp16_64x32x32_odd", T + "03-matrix-multiplication.py", "matmul_kernel",
         sm80=True, build=_mm_build((64, 32, 32, 8), ""), ref=_mm_ref(""), test=dict(M=257, N=190, K=333),
         bench=dict(M=4097, N=4099, K=4101), num_warps=2, num_stages=5, tol=MM_TOL, flops=_mm_flops,
         notes=MM_NOTE + "Config BLOCK 64x32x32, GROUP 8, 2 warps, 5 stages; M, N, K not multiples of 16 "
               "(partial blocks on every edge; rows/cols wrap with % M / % N as in the tutorial).",
         computes="matmul fp16 (64x32x32 blocks, odd sizes)"),
    spec(TRITON, "triton_matmul_leaky_relu", T + "03-matrix-multiplication.py", "matmul_kernel",
         sm80=True, build=_mm_build((128, 256, 64, 8), "leaky_relu"), ref=_mm_ref("leaky_relu"), test=dict(M=256, N=512, K=192),
         bench=dict(M=8192, N=8192, K=4096), num_warps=8, num_stages=3, tol=MM_TOL, flops=_mm_flops,
         helpers=[(T + "03-matrix-multiplication.py", ["leaky_relu"])],
         notes=MM_NOTE + "Config BLOCK 128x256x64, GROUP 8, 8 warps, 3 stages, with the fused leaky_relu activation.",
         computes="matmul fp16 + fused leaky_relu"),
    spec(TRITON, "triton_matmul_fp16_128x256x64", T + "03-matrix-multiplication.py", "matmul_kernel",
         sm80=True, build=_mm_build((128, 256, 64, 8), ""), ref=_mm_ref(""), test=dict(M=256, N=256, K=128),
         bench=dict(M=4096, N=4096, K=4096), num_warps=8, num_stages=3, tol=MM_TOL, flops=_mm_flops,
         notes=MM_NOTE + "Config BLOCK 128x256x64, GROUP 8, 8 warps, 3 stages (the first of the tutorial's CUDA "
               "configs), no activation; 4096^3 bench.",
         computes="matmul fp16 (128x256x64 blocks, 8 warps)"),
    spec(TRITON, "triton_matmul_bf16_128x128x32", T + "03-matrix-multiplication.py", "matmul_kernel",
         sm80=True, build=_mm_build((128, 128, 32, 8), "", dtype="bf16"), ref=_mm_ref(""),
         test=dict(M=256, N=256, K=160), bench=dict(M=4096, N=4096, K=4096), num_warps=4, num_stages=4, tol=MM_TOL,
         flops=_mm_flops, interp_ok=False,
         notes=MM_NOTE + "bf16 A and B (the kernel as written: f32 accumulation, fp16 C). Config BLOCK 128x128x32, "
               "GROUP 8, 4 warps, 4 stages. Not cross-checked with Triton 3.6's interpreter: its tl.dot multiplies "
               "the bf16 bit patterns (held as uint16) as integers.",
         computes="matmul bf16 in, fp16 out (128x128x32 blocks)"),
    spec(TRITON, "triton_matmul_tf32_128x64x32", T + "03-matrix-multiplication.py", "matmul_kernel",
         sm80=True, build=_mm_build((128, 64, 32, 8), "", dtype="fp32"), ref=_mm_ref(""),
         test=dict(M=192, N=128, K=160), bench=dict(M=4096, N=4096, K=4096), num_warps=4, num_stages=4,
         tol={"c_ptr": (1e-2, 4e-2)}, flops=_mm_flops,
         notes=MM_NOTE + "fp32 A and B, the kernel as written, so tl.dot takes Triton's default input precision for "
               "fp32, tf32 (inputPrecision = tf32 in the TTIR: each operand rounded to 10 mantissa bits on the "
               "tensor cores); fp16 C. Config BLOCK 128x64x32, GROUP 8, 4 warps, 4 stages; M = 192 leaves a "
               "partial block of rows. The reference is the exact product of the fp32 inputs; tolerance: tf32 "
               "rounding errs by at most 2^-11 relative per operand, so a K = 160 sum of N(0,1) products is off by "
               "about sqrt(2K/3) * 2^-11 = 5e-3 rms (largest seen in a numpy simulation of cvt.rna.tf32 on 4 "
               "draws of these sizes: 0.017), hence atol 4e-2; rtol 1e-2 covers the fp16 rounding of C "
               "(outputs of size ~sqrt(K) = 13). Triton's interpreter computes the dot in ieee fp32.",
         computes="matmul fp32 in (tf32 tl.dot), fp16 out (128x64x32 blocks)"),
    spec(TRITON, "triton_matmul_fp16_colmajor_a", T + "03-matrix-multiplication.py", "matmul_kernel",
         sm80=True, build=_mm_build((64, 128, 32, 8), "", a_colmajor=True), ref=_mm_ref("", a_colmajor=True),
         test=dict(M=192, N=160, K=200), bench=dict(M=4096, N=4096, K=4104), num_warps=4, num_stages=4,
         tol=MM_TOL, flops=_mm_flops,
         notes=MM_NOTE + "A column-major (the buffer holds A transposed, [K, M]: stride_am = 1, specialised to a "
               "constant, and stride_ak = M), so the A tile is contiguous along M (a transposed dot operand). "
               "K = 200 is not a multiple of BLOCK_SIZE_K (the last block is masked by the K mask), N = 160 leaves "
               "a partial block of columns (wrapped with % N). Config BLOCK 64x128x32, GROUP 8, 4 warps, 4 stages.",
         computes="matmul fp16, column-major A, K not a multiple of the block"),
    spec(TRITON, "triton_dropout_mask", T + "04-low-memory-dropout.py", "_dropout", build=_do_build, ref=_do_ref,
         test=dict(n=30001), bench=dict(n=67108867),
         notes="Triton tutorial 04 (commit 7fd47243) baseline dropout: where(keep, x / (1 - p), 0) with an int32 "
               "keep mask, p = 0.3.", computes="dropout with a keep mask"),
    spec(TRITON, "triton_seeded_dropout", T + "04-low-memory-dropout.py", "_seeded_dropout", build=_sdo_build,
         ref=_sdo_ref, test=dict(n=30001), bench=dict(n=67108867),
         notes="Triton tutorial 04 seeded dropout: tl.rand(seed=123, offsets) (Philox, reproduced in numpy), p = 0.3.",
         computes="seeded dropout (Philox)"),
    spec(TRITON, "triton_layer_norm_fwd", T + "05-layer-norm.py", "_layer_norm_fwd_fused", build=_lnf_build,
         ref=_lnf_ref, test=dict(M=37, N=1000), bench=dict(M=16384, N=4104), num_warps=4,
         notes="Triton tutorial 05 (commit 54569929) LayerNorm forward, fp16 in/out, f32 mean/rstd, three loops "
               "over the row in blocks of 1024 (the tutorial's BLOCK_SIZE and num_warps heuristics for N = 1000).",
         computes="LayerNorm forward (looped), fp16"),
    spec(TRITON, "triton_layer_norm_bwd_dx", T + "05-layer-norm.py", "_layer_norm_bwd_dx_fused", build=_lnb_build,
         ref=_lnb_ref, test=dict(M=300, N=200), bench=dict(M=262144, N=200), num_warps=1,
         notes="Triton tutorial 05 LayerNorm backward (dx) with the partial dW/dB sums accumulated under a spin lock "
               "(while tl.atomic_cas(Lock, 0, 1) == 1, a counter, tl.debug_barrier, tl.atomic_xchg release); "
               "GROUP_SIZE_M 256 and BLOCK_SIZE_N 256 as the tutorial picks for N = 200 (1 warp). 300 rows: each "
               "lock group gets one or two rows, so the fp16 partial sums do not depend on the order the rows take "
               "the lock. Lock ends with the locks 0 and the counters 1. Mean/Rstd are inputs (any values).",
         computes="LayerNorm backward dx + locked partial dW/dB"),
    spec(TRITON, "triton_layer_norm_bwd_dwdb", T + "05-layer-norm.py", "_layer_norm_bwd_dwdb", build=_lnw_build,
         ref=_lnw_ref, test=dict(M=256, N=500), bench=dict(M=256, N=262152),
         tol={"FINAL_DW": (1e-2, 2e-3), "FINAL_DB": (1e-2, 2e-3)},
         notes="Triton tutorial 05 LayerNorm backward, second stage: column sums of the 256 partial dW/dB rows "
               "(fp16 in, f32 accumulation in 32x128 tiles, fp16 out).",
         computes="LayerNorm backward dW/dB reduction"),
]
