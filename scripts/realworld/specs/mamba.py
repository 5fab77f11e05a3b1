"""Kernels of state-spaces/mamba (mamba_ssm/ops/triton)."""

import numpy as np

from .common import MAMBA, spec, buf, out, scalar, const, f64, sigmoid, silu, cdiv, p2

M = "mamba_ssm/ops/triton/"
SOFTPLUS = [(M + "softplus.py", ["softplus"])]


def _swiglu_build(P):
    R, C = P["R"], P["C"]
    BN = 1024
    return (R, cdiv(C, BN)), [buf("X", "bf16", (R, 2 * C)), buf("Y", "bf16", (R, 2 * C)), out("OUT", "bf16", (R, C)),
                              scalar("stride_x_row", 2 * C), scalar("stride_y_row", 2 * C),
                              scalar("stride_out_row", C), scalar("ncols", C), const("BLOCK_N", BN)]


def _swiglu_ref(i, P):
    C = P["C"]
    return {"OUT": silu(i["X"][:, :C]) * f64(i["Y"][:, :C])}


def _lng_build(P):
    R, G, N = P["R"], P["G"], P["N"]
    return (R, G), [buf("X", "fp32", (R, G * N)), out("Y", "fp32", (R, G * N)), buf("W", "fp32", (G * N,)),
                    buf("B", "fp32", (G * N,)), buf("Z", "fp32", (R, G * N)), buf("Mean", "fp32", (G * R,)),
                    out("Rstd", "fp32", (G * R,)), scalar("stride_x_row", G * N), scalar("stride_y_row", G * N),
                    scalar("stride_z_row", G * N), scalar("M", R), scalar("N", N), scalar("eps", 1e-5),
                    const("BLOCK_N", p2(N)), const("HAS_BIAS", False), const("HAS_Z", True),
                    const("NORM_BEFORE_GATE", False), const("IS_RMS_NORM", True)]


def _lng_ref(i, P):
    R, G, N = P["R"], P["G"], P["N"]
    x = f64(i["X"]).reshape(R, G, N)
    z = f64(i["Z"]).reshape(R, G, N)
    x = x * silu(z)
    rstd = 1 / np.sqrt((x * x).mean(2) + np.float32(1e-5))
    y = x * rstd[:, :, None] * f64(i["W"]).reshape(G, N)
    return {"Y": y.reshape(R, G * N), "Rstd": rstd.T.reshape(-1)}


def _cumsum_build(P):
    Bt, L, H, CS = P["B"], P["L"], P["H"], P["CS"]
    nc = cdiv(L, CS)
    BH = 8
    return (Bt, nc, cdiv(H, BH)), [
        buf("dt_ptr", "fp32", (Bt, L, H), fill=("normal", -1.0, 2.0)), buf("A_ptr", "fp32", (H,), fill=("uniform", -2.0, -0.1)),
        buf("dt_bias_ptr", "fp32", (H,), fill=("normal", 0.0, 0.5)),
        out("dt_out_ptr", "fp32", (Bt, H, nc, CS)), out("dA_cumsum_ptr", "fp32", (Bt, H, nc, CS)),
        scalar("batch", Bt), scalar("seqlen", L), scalar("nheads", H), scalar("chunk_size", CS),
        scalar("dt_min", 0.001), scalar("dt_max", 10.0),
        scalar("stride_dt_batch", L * H), scalar("stride_dt_seqlen", H), scalar("stride_dt_head", 1),
        scalar("stride_A_head", 1), scalar("stride_dt_bias_head", 1),
        scalar("stride_dt_out_batch", H * nc * CS), scalar("stride_dt_out_chunk", CS),
        scalar("stride_dt_out_head", nc * CS), scalar("stride_dt_out_csize", 1),
        scalar("stride_dA_cs_batch", H * nc * CS), scalar("stride_dA_cs_chunk", CS),
        scalar("stride_dA_cs_head", nc * CS), scalar("stride_dA_cs_csize", 1),
        const("DT_SOFTPLUS", True), const("HAS_DT_BIAS", True), const("BLOCK_SIZE_H", BH),
        const("BLOCK_SIZE_CHUNK", p2(CS))]


def _cumsum_ref(i, P):
    Bt, L, H, CS = P["B"], P["L"], P["H"], P["CS"]
    nc = cdiv(L, CS)
    dt = f64(i["dt_ptr"]) + f64(i["dt_bias_ptr"])
    dt = np.where(dt <= 20, np.log(np.exp(dt) + 1), dt)
    dt = np.clip(dt, np.float32(0.001), np.float32(10.0))
    pad = np.zeros((Bt, nc * CS, H))
    pad[:, :L] = dt
    dt = pad.reshape(Bt, nc, CS, H).transpose(0, 3, 1, 2)
    dA = dt * f64(i["A_ptr"])[None, :, None, None]
    return {"dt_out_ptr": dt, "dA_cumsum_ptr": np.cumsum(dA, axis=3)}


def _ssu_build(P):
    Bt, H, G, D, S = P["B"], P["H"], P["G"], P["D"], P["S"]
    BM = 16
    idx = P.get("idx")
    return (cdiv(D, BM), Bt, H), [
        buf("state_ptr", "fp32", (Bt, H, D, S), role="inout"), buf("x_ptr", "fp32", (Bt, H, D)),
        buf("dt_ptr", "fp32", (Bt, H, D), fill=("normal", -1.0, 1.0)), buf("dt_bias_ptr", "fp32", (H, D), fill=("normal", 0.0, 0.5)),
        buf("A_ptr", "fp32", (H, D, S), fill=("uniform", -2.0, -0.1)), buf("B_ptr", "fp32", (Bt, G, S)),
        buf("C_ptr", "fp32", (Bt, G, S)), buf("D_ptr", "fp32", (H, D)), buf("z_ptr", "fp32", (Bt, H, D)),
        out("out_ptr", "fp32", (Bt, H, D)),
        buf("state_batch_indices_ptr", "i32", (Bt,), fill=("array", idx) if idx is not None else ("uniform_int", -1, Bt - 1),
            bench_fill=("uniform_int", -1, Bt - 1)),
        scalar("batch", Bt), scalar("nheads", H), scalar("dim", D), scalar("dstate", S),
        scalar("nheads_ngroups_ratio", H // G),
        scalar("stride_state_batch", H * D * S), scalar("stride_state_head", D * S), scalar("stride_state_dim", S),
        scalar("stride_state_dstate", 1),
        scalar("stride_x_batch", H * D), scalar("stride_x_head", D), scalar("stride_x_dim", 1),
        scalar("stride_dt_batch", H * D), scalar("stride_dt_head", D), scalar("stride_dt_dim", 1),
        scalar("stride_dt_bias_head", D), scalar("stride_dt_bias_dim", 1),
        scalar("stride_A_head", D * S), scalar("stride_A_dim", S), scalar("stride_A_dstate", 1),
        scalar("stride_B_batch", G * S), scalar("stride_B_group", S), scalar("stride_B_dstate", 1),
        scalar("stride_C_batch", G * S), scalar("stride_C_group", S), scalar("stride_C_dstate", 1),
        scalar("stride_D_head", D), scalar("stride_D_dim", 1),
        scalar("stride_z_batch", H * D), scalar("stride_z_head", D), scalar("stride_z_dim", 1),
        scalar("stride_out_batch", H * D), scalar("stride_out_head", D), scalar("stride_out_dim", 1),
        const("DT_SOFTPLUS", True), const("TIE_HDIM", False), const("BLOCK_SIZE_M", BM), const("HAS_DT_BIAS", True),
        const("HAS_D", True), const("HAS_Z", True), const("HAS_STATE_BATCH_INDICES", True),
        const("BLOCK_SIZE_DSTATE", p2(S))]


def _ssu_ref(i, P):
    Bt, H, G, D, S = P["B"], P["H"], P["G"], P["D"], P["S"]
    st = f64(i["state_ptr"]).copy()
    o = np.zeros((Bt, H, D))
    for b in range(Bt):
        slot = int(i["state_batch_indices_ptr"][b])
        if slot < 0:
            continue
        for h in range(H):
            g = h // (H // G)
            x = f64(i["x_ptr"][b, h])
            dt = f64(i["dt_ptr"][b, h]) + i["dt_bias_ptr"][h]
            dt = np.where(dt <= 20, np.log(np.exp(dt) + 1), dt)
            dA = np.exp(f64(i["A_ptr"][h]) * dt[:, None])
            s = st[slot, h] * dA + f64(i["B_ptr"][b, g])[None, :] * dt[:, None] * x[:, None]
            st[slot, h] = s
            y = (s * f64(i["C_ptr"][b, g])[None, :]).sum(1) + x * i["D_ptr"][h]
            o[b, h] = y * silu(i["z_ptr"][b, h])
    return {"state_ptr": st, "out_ptr": o}


SPECS = [
    spec(MAMBA, "mamba_swiglu_fwd", M + "k_activations.py", "_swiglu_fwd_kernel", build=_swiglu_build,
         ref=_swiglu_ref, test=dict(R=9, C=1500), bench=dict(R=32768, C=1500),
         notes="SwiGLU out = silu(x) * y, bf16, x and y the halves of [R, 3000] rows (row stride 3000), "
               "2-D grid (rows, 1024-column blocks).", computes="SwiGLU forward, bf16, 2-D grid"),
    spec(MAMBA, "mamba_rmsnorm_gated_fwd", M + "layernorm_gated.py", "_layer_norm_fwd_1pass_kernel",
         build=_lng_build, ref=_lng_ref, test=dict(R=37, G=2, N=500), bench=dict(R=65539, G=2, N=500),
         notes="Gated RMSNorm as in Mamba-2: x*silu(z), then RMS-normalised per group of 500 columns (2 groups), "
               "times W; writes Y and rstd (group-major). Mean is unused (RMS mode).",
         computes="gated RMSNorm (Mamba-2), grouped"),
    spec(MAMBA, "mamba_chunk_cumsum_fwd", M + "ssd_chunk_state.py", "_chunk_cumsum_fwd_kernel", helpers=SOFTPLUS,
         build=_cumsum_build, ref=_cumsum_ref, test=dict(B=2, L=200, H=12, CS=64),
         bench=dict(B=18, L=8200, H=24, CS=64), tol={"dA_cumsum_ptr": (1e-4, 1e-4)},
         notes="SSD chunk cumsum: dt = clamp(softplus(dt + bias)), dA = dt*A, inclusive cumsum of dA along each "
               "64-long chunk (tl.cumsum); seqlen 200 leaves a partial last chunk (zeros there).",
         computes="Mamba-2 dt softplus + chunked cumsum"),
    spec(MAMBA, "mamba_selective_state_update", M + "selective_state_update.py", "_selective_scan_update_kernel",
         helpers=SOFTPLUS, build=_ssu_build, ref=_ssu_ref,
         test=dict(B=3, H=4, G=1, D=64, S=16, idx=[2, -1, 0]), bench=dict(B=257, H=36, G=9, D=64, S=16),
         tol={"state_ptr": (1e-4, 1e-5), "out_ptr": (1e-4, 1e-4)},
         notes="Mamba selective-state update (one decoding step) with state_batch_indices [2, -1, 0]: batch 1 "
               "takes the early `return` (out zeros, its state slot untouched); state updated in place.",
         computes="Mamba SSM decode step (in-place state, early return)"),
]
