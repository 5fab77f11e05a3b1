"""Kernels of facebookresearch/xformers (xformers/ops/_triton)."""

import numpy as np

from .common import XFORMERS, spec, buf, out, scalar, const, rounded, f64, cdiv, p2

K = "xformers/ops/_triton/"
RSQRT = "rsqrt = libdevice.rsqrt  # xformers.triton.importing.libdevice_find('rsqrt') on Triton 3.x"


def _rms_build(add):
    def b(P):
        M, N = P["M"], P["N"]
        B = min(max(p2(N), 128), 8192)
        args = [buf("x_ptr", "fp16", (M, N), role="inout" if add else "in")]
        if add:
            args.append(buf("y_ptr", "fp16", (M, N)))
        return (M,), args + [out("h1_ptr", "fp16", (M, N)), buf("w_ptr", "fp16", (N,), fill=("normal", 1.0, 0.2)),
                             scalar("eps", 1e-6), scalar("stride", N), const("N_COLS", N), const("BLOCK_SIZE", B),
                             const("INCLUDE_WEIGHT", True)]
    return b


def _rms_ref(add):
    def r(i, P):
        x = f64(i["x_ptr"])
        res = {}
        if add:
            x = x + f64(i["y_ptr"])
            res["x_ptr"] = x
            x = rounded(x, "fp16").astype(np.float64)  # the sum is stored in fp16 and read back
        rstd = 1 / np.sqrt((x * x).mean(1) + np.float32(1e-6))
        res["h1_ptr"] = x * rstd[:, None] * f64(i["w_ptr"])
        return res
    return r


def _isc_build(P):
    R, C, NI = P["R"], P["C"], P["NI"]
    return (NI, cdiv(C, 512)), [out("output_ptr", "fp32", (NI, C)), buf("source_ptr", "fp32", (R, C)),
                                buf("index_ptr", "i64", (NI,), fill=("uniform_int", 0, R - 1)),
                                scalar("num_indices", NI), scalar("num_cols", C), scalar("stride0", C), scalar("stride1", 1),
                                const("BLOCK_SIZE_INDEX", 1), const("BLOCK_SIZE_COL", 512)]


SPECS = [
    spec(XFORMERS, "xformers_rms_norm", K + "rmsnorm_kernels.py", "_rms_norm_kernel", build=_rms_build(False),
         ref=_rms_ref(False), prelude=RSQRT, test=dict(M=37, N=4000), bench=dict(M=32768, N=4000), num_warps=8,
         tol={"h1_ptr": (1e-2, 2e-3)},
         notes="xFormers RMSNorm, fp16, two loops over 4000 columns in blocks of 4096 (the launcher's heuristics: "
               "8 warps), libdevice rsqrt, eviction_policy hints on the loads.", computes="RMSNorm (looped), fp16"),
    spec(XFORMERS, "xformers_rms_norm_add", K + "rmsnorm_kernels.py", "_rms_norm_add_kernel", build=_rms_build(True),
         ref=_rms_ref(True), prelude=RSQRT, test=dict(M=37, N=1000), bench=dict(M=65536, N=1000), num_warps=4,
         tol={"h1_ptr": (1e-2, 2e-3)},
         notes="xFormers fused residual add + RMSNorm, fp16: x += y in place (stored, then re-read), h1 = "
               "rmsnorm(x) * w; BLOCK 1024, 4 warps.", computes="residual add + RMSNorm, fp16, in place"),
    spec(XFORMERS, "xformers_index_select_cat_fwd", K + "k_index_select_cat.py", "index_select_cat_fwd_kernel",
         build=_isc_build, ref=lambda i, P: {"output_ptr": f64(i["source_ptr"])[i["index_ptr"]]},
         test=dict(R=200, C=700, NI=100), bench=dict(R=65540, C=1000, NI=32770),
         notes="xFormers row gather (index_select): 1 index x 512 columns per program, int64 indices.",
         computes="row gather by int64 index"),
]
