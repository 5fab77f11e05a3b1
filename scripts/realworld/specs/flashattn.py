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
]
