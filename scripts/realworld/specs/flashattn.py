"""Kernels of Dao-AILab/flash-attention (flash_attn/ops/triton)."""

import numpy as np

from .common import FLASHATTN, spec, buf, out, scalar, const, rounded, f64, cdiv

K = "flash_attn/ops/triton/"


def _rot_build(inter):
    def b(P):
        Bt, S, H, D, SRO, OFF = P["B"], P["S"], P["H"], 64, P["SRO"], P["OFF"]
        return (cdiv(H, 2), cdiv(S, 8), Bt), [
            out("OUT", "fp16", (Bt, S, H, D)), buf("X", "fp16", (Bt, S, H, D)),
            buf("COS", "fp32", (SRO, D // 2), fill=("uniform", -1.0, 1.0)), buf("SIN", "fp32", (SRO, D // 2), fill=("uniform", -1.0, 1.0)),
            const("CU_SEQLENS", None), scalar("SEQLEN_OFFSETS", OFF), scalar("seqlen", S), scalar("nheads", H),
            scalar("seqlen_ro", SRO), scalar("stride_out_batch", S * H * D), scalar("stride_out_seqlen", H * D),
            scalar("stride_out_nheads", D), scalar("stride_out_headdim", 1), scalar("stride_x_batch", S * H * D),
            scalar("stride_x_seqlen", H * D), scalar("stride_x_nheads", D), scalar("stride_x_headdim", 1),
            const("ROTARY_DIM", D), const("IS_SEQLEN_OFFSETS_TENSOR", False), const("IS_VARLEN", False),
            const("INTERLEAVED", inter), const("CONJUGATE", False), const("BLOCK_H", 2), const("BLOCK_M", 8)]
    return b


def _rot_ref(inter):
    def r(i, P):
        S, OFF = P["S"], P["OFF"]
        x = f64(i["X"])
        c = f64(i["COS"])[OFF:OFF + S][None, :, None, :]
        s = f64(i["SIN"])[OFF:OFF + S][None, :, None, :]
        if inter:
            x0, x1 = x[..., 0::2], x[..., 1::2]
        else:
            x0, x1 = x[..., :32], x[..., 32:]
        o0, o1 = x0 * c - x1 * s, x0 * s + x1 * c
        o = np.empty_like(x)
        if inter:
            o[..., 0::2], o[..., 1::2] = o0, o1
        else:
            o[..., :32], o[..., 32:] = o0, o1
        return {"OUT": o}
    return r


def _ce_build(P):
    R, C = P["R"], P["C"]
    labels = P.get("labels")
    return (R,), [out("loss_ptr", "fp32", (R,)), out("lse_ptr", "fp32", (R,)), out("z_loss_ptr", "fp32", (R,)),
                  buf("logits_ptr", "fp16", (R, C), fill=("normal", 0.0, 2.0)),
                  buf("labels_ptr", "i64", (R,), fill=("array", labels) if labels is not None else ("uniform_int", 0, C - 1),
                      bench_fill=("uniform_int", 0, C - 1)),
                  scalar("smoothing", 0.1), scalar("logit_scale", 1.0), scalar("lse_square_scale", 1e-4),
                  scalar("ignore_index", -100), scalar("total_classes", C), scalar("class_start_idx", 0),
                  scalar("n_cols", C), scalar("logits_row_stride", C), const("BLOCK_SIZE", 16384),
                  const("HAS_SMOOTHING", True), const("SPLIT", False), const("PRECOMPUTED_LSE", False)]


def _ce_labels(R, C, seed=3):
    rng = np.random.default_rng(seed)
    lab = rng.integers(0, C, R)
    lab[[2, 7]] = -100  # ignore_index
    return lab


def _ce_ref(i, P):
    C = P["C"]
    x = f64(i["logits_ptr"])
    m = x.max(1)
    lse = np.log(np.exp(x - m[:, None]).sum(1)) + m
    lab = i["labels_ptr"]
    ign = lab == -100
    xl = x[np.arange(len(lab)), np.where(ign, 0, lab)]
    z = 1e-4 * lse * lse
    loss = lse - 0.1 * x.sum(1) / C - 0.9 * xl + z
    return {"loss_ptr": np.where(ign, 0.0, loss), "lse_ptr": lse, "z_loss_ptr": np.where(ign, 0.0, z)}


ROT_NOTE = ("flash-attention's rotary embedding (rotary_kernel), fp16 x [batch, seqlen, heads, 64], f32 cos/sin "
            "[seqlen_ro, 32], rotary_dim = head dim = 64, integer seqlen offset 3, BLOCK_H 2 x BLOCK_M 8 "
            "(3-D blocks), the launcher's choices; 4 warps. ")

SPECS = [
    spec(FLASHATTN, "flashattn_rotary", K + "rotary.py", "rotary_kernel", build=_rot_build(False), ref=_rot_ref(False),
         test=dict(B=2, S=77, H=5, SRO=96, OFF=3), bench=dict(B=8, S=4099, H=37, SRO=4112, OFF=3),
         tol={"OUT": (1e-2, 2e-3)},
         notes=ROT_NOTE + "Non-interleaved (GPT-NeoX halves).", computes="rotary embedding (halves)"),
    spec(FLASHATTN, "flashattn_rotary_interleaved", K + "rotary.py", "rotary_kernel", build=_rot_build(True),
         ref=_rot_ref(True), test=dict(B=2, S=77, H=5, SRO=96, OFF=3), bench=dict(B=8, S=4099, H=37, SRO=4112, OFF=3),
         tol={"OUT": (1e-2, 2e-3)},
         notes=ROT_NOTE + "Interleaved (GPT-J pairs): tl.reshape to [.., 32, 2], tl.split, tl.join, tl.reshape back.",
         computes="rotary embedding (interleaved: reshape/split/join)"),
    spec(FLASHATTN, "flashattn_cross_entropy_fwd", K + "cross_entropy.py", "cross_entropy_fwd_kernel",
         build=_ce_build, ref=_ce_ref, test=dict(R=12, C=20000, labels=_ce_labels(12, 20000)),
         bench=dict(R=4096, C=32000), num_warps=16, tol={"loss_ptr": (1e-4, 1e-4), "lse_ptr": (1e-4, 1e-4)},
         notes="flash-attention's cross-entropy forward with label smoothing 0.1 and z-loss 1e-4: online softmax "
               "over 20000 fp16 logits in blocks of 16384 (16 warps, the launcher's choices), tl.max/tl.sum without "
               "axis, two rows with ignore_index -100, int64 labels, `and` of two scalar comparisons.",
         computes="cross-entropy forward (label smoothing, z-loss)"),
]
