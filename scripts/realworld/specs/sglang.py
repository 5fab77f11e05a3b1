"""Kernels of sgl-project/sglang (python/sglang/kernels/ops, python/sglang/srt/layers).

Source copy: the Python files of the sglang 0.5.23 wheel from PyPI, laid out as the repository
(python/sglang/...).
"""

import numpy as np

from .common import SGLANG, spec, buf, out, scalar, const, rounded, f64, cdiv, p2, erf

K = "python/sglang/kernels/ops/"


# ---- prefill attention (lightllm's context_attention_fwd), causal, GQA, varlen
def _seq_layout(P):
    lens = list(P["lens"])
    starts = np.concatenate([[0], np.cumsum(lens)[:-1]]).astype(np.int64)
    return lens, starts, int(sum(lens))


def attn_build(with_vllm_extras=False):
    def b(P):
        lens, starts, T = _seq_layout(P)
        H, G, D = P["H"], P["G"], P.get("D", 64)
        Hk = H // G
        BLOCK = 128
        bench = P.get("bench", False)
        args = [buf("Q", "fp16", (T, H, D)), buf("K", "fp16", (T, Hk, D)), buf("V", "fp16", (T, Hk, D))]
        if with_vllm_extras:
            args.append(buf("Sinks", "fp32", (H,)))
        args += [scalar("sm_scale", P["scale"]),
                 buf("B_Start_Loc", "i32", (len(lens),), fill=("array", starts),
                     bench_fill=("const", 0) if bench else None),
                 buf("B_Seqlen", "i32", (len(lens),), fill=("array", np.array(lens)),
                     bench_fill=("const", lens[0]) if bench else None),
                 out("Out", "fp16", (T, H, D)),
                 scalar("stride_qbs", H * D), scalar("stride_qh", D), scalar("stride_kbs", Hk * D), scalar("stride_kh", D),
                 scalar("stride_vbs", Hk * D), scalar("stride_vh", D), scalar("stride_obs", H * D), scalar("stride_oh", D),
                 const("kv_group_num", G), const("BLOCK_M", BLOCK), const("BLOCK_DMODEL", D), const("BLOCK_N", BLOCK),
                 const("IS_CAUSAL", P.get("causal", True))]
        if with_vllm_extras:
            args += [const("SLIDING_WINDOW_Q", P["swq"]), const("SLIDING_WINDOW_K", 0), const("SINKS_BIAS_KEY0", False),
                     const("USE_SINKS", False)]
        args.append(const("Lk", D))
        return (len(lens), H, cdiv(max(lens), BLOCK)), args
    return b


def attn_ref(scale_mul=1.0, swq=0):
    def r(i, P):
        lens, starts, T = _seq_layout(P)
        H, G = P["H"], P["G"]
        q, k, v = f64(i["Q"]), f64(i["K"]), f64(i["V"])
        o = np.zeros_like(q)
        for L, s in zip(lens, starts):
            pos = np.arange(L)
            mask = pos[:, None] >= pos[None, :]
            if not P.get("causal", True):
                mask = np.ones((L, L), dtype=bool)
            if swq:
                mask &= (pos[:, None] - pos[None, :]) <= swq
            for h in range(H):
                qk = q[s:s + L, h] @ k[s:s + L, h // G].T * P["scale"] * scale_mul
                qk = np.where(mask, qk, -np.inf)
                p = np.exp(qk - qk.max(1, keepdims=True))
                o[s:s + L, h] = (p / p.sum(1, keepdims=True)) @ v[s:s + L, h // G]
        return {"Out": o}
    return r


def attn_flops(P):
    lens, D = P["lens"], P.get("D", 64)
    half = 2 if P.get("causal", True) else 1
    return int(sum(2 * 2 * L * L * D * P["H"] / half for L in lens))


ATTN_TOL = {"Out": (1e-2, 5e-3)}


# ---- rmsnorm_fp32
def _rms_build(P):
    R, D = P["R"], P["D"]
    return (R,), [buf("X", "fp32", (R, D)), buf("W", "fp32", (D,), fill=("normal", 1.0, 0.2)), out("Y", "fp32", (R, D)),
                  const("D", D), const("EPS", 1e-6), const("B", p2(D))]


def _rms_ref(i, P):
    x = f64(i["X"])
    inv = 1 / np.sqrt((x * x).sum(1) / P["D"] + 1e-6)
    return {"Y": x * inv[:, None] * f64(i["W"])}


# ---- gelu_and_mul
def _gm_build(P):
    R, D = P["R"], P["D"]
    return (R,), [out("out_hidden_states_ptr", "fp16", (R, D)), const("out_scales_ptr", None),
                  buf("hidden_states_ptr", "fp16", (R, 2 * D), fill=("normal", 0.0, 2.0)),
                  const("quant_max", None), const("static_scale", False), const("hidden_dim", D),
                  const("BLOCK_SIZE", p2(D))]


def _gm_ref(i, P):
    D = P["D"]
    h = f64(i["hidden_states_ptr"])
    x1, x3 = h[:, :D], h[:, D:]
    g = rounded(0.5 * (1 + erf(x1 * 0.7071067811865475)) * x1, "fp16").astype(np.float64)
    return {"out_hidden_states_ptr": x3 * g}


# ---- reshape_and_cache_flash (paged KV cache store, early return for slot -1)
def _rc_build(P):
    NT, H, D, NB, BS = P["NT"], P["H"], P["D"], P["NB"], P["BS"]
    slots = P.get("slots")
    sfill = ("array", slots) if slots is not None else ("uniform_int", 0, NB * BS - 1)
    return (NT, cdiv(H, 4)), [
        buf("key_ptr", "fp16", (NT, H, D)), buf("value_ptr", "fp16", (NT, H, D)),
        buf("key_cache_ptr", "fp16", (NB, BS, H, D), role="inout", fill=("const", 0.0)),
        buf("value_cache_ptr", "fp16", (NB, BS, H, D), role="inout", fill=("const", 0.0)),
        buf("slot_mapping_ptr", "i64", (NT,), fill=sfill, bench_fill=("uniform_int", 0, NB * BS - 1)),
        const("swa_slot_mapping_ptr", None), buf("k_scale_ptr", "fp16", (1,)), buf("v_scale_ptr", "fp16", (1,)),
        scalar("block_stride", BS * H * D), scalar("value_block_stride", BS * H * D),
        const("cache_token_stride", H * D), const("cache_head_stride", D), const("value_cache_token_stride", H * D),
        const("value_cache_head_stride", D), scalar("key_stride", H * D), scalar("value_stride", H * D),
        scalar("num_heads", H), scalar("head_size", D), scalar("block_size", BS),
        const("HEAD_BLOCK", 4), const("BLOCK_D", p2(D)), const("HAS_SWA", False), const("USE_SCALE", False)]


def _rc_ref(i, P):
    NT, H, D, NB, BS = P["NT"], P["H"], P["D"], P["NB"], P["BS"]
    kc = np.zeros((NB * BS, H, D))
    vc = np.zeros((NB * BS, H, D))
    for t, s in enumerate(i["slot_mapping_ptr"]):
        if s >= 0:
            kc[s] = i["key_ptr"][t]
            vc[s] = i["value_ptr"][t]
    return {"key_cache_ptr": kc, "value_cache_ptr": vc}


def _rc_slots(NT, NB, BS, seed=7):
    rng = np.random.default_rng(seed)
    s = rng.permutation(NB * BS)[:NT].astype(np.int64)  # distinct slots: no two tokens write one slot
    s[rng.random(NT) < 0.15] = -1  # padding tokens: the kernel returns early
    return s


# ---- row logsumexp
def _lse_build(P):
    R, C = P["R"], P["C"]
    return (R,), [buf("x_ptr", "fp16", (R, C), fill=("normal", 0.0, 3.0)), out("out_max_ptr", "fp32", (R,)),
                  out("out_log_sum_ptr", "fp32", (R,)), scalar("row_stride", C), scalar("col_stride", 1),
                  scalar("num_cols", C), const("BLOCK_N", 16384)]


def _lse_ref(i, P):
    x = f64(i["x_ptr"])
    C, B = P["C"], 16384
    m, l = -np.inf, np.zeros(x.shape[0])
    ms = np.full(x.shape[0], -np.inf)
    for s in range(0, C, B):  # the kernel's blockwise (max, sum) merge, which ends at the global max
        blk = x[:, s:s + B]
        mb = blk.max(1)
        lb = np.exp(blk - mb[:, None]).sum(1)
        mn = np.maximum(ms, mb)
        l = l * np.exp(ms - mn) + lb * np.exp(mb - mn)
        ms = mn
    return {"out_max_ptr": ms, "out_log_sum_ptr": np.log(l)}


SPECS = [
    spec(SGLANG, "sglang_prefill_attention_fwd", K + "attention/prefill_attention.py", "_fwd_kernel",
         sm80=True, build=attn_build(), ref=attn_ref(), tol=ATTN_TOL, num_warps=4, num_stages=1,
         test=dict(lens=(100, 37, 250), H=4, G=2, scale=0.125),
         bench=dict(lens=(2048,) * 8, H=32, G=2, scale=0.125, bench=True), flops=attn_flops,
         notes="SGLang prefill (context) attention, from lightllm: flash-attention forward over packed variable-length "
               "sequences (B_Start_Loc, B_Seqlen), causal, GQA (4 query heads on 2 KV heads), "
               "head dim 64, fp16 Q/K/V/O, f32 online softmax (tl.exp), P cast to fp16 for the second tl.dot; "
               "BLOCK 128 (what the launcher picks on sm_90), 4 warps, num_stages 1. sm_scale = 1/sqrt(64). "
               "Bench: 8 sequences of 2048, 32 heads on 16 KV heads; B_Start_Loc filled with 0 there (every "
               "sequence reads the first 2048 tokens; the format has no cumulative fill).",
         computes="flash-attention forward (varlen, causal, GQA), fp16, head dim 64"),
    spec(SGLANG, "sglang_prefill_attention_fwd_d128", K + "attention/prefill_attention.py", "_fwd_kernel",
         sm80=True, build=attn_build(), ref=attn_ref(), tol=ATTN_TOL, num_warps=8, num_stages=1,
         test=dict(lens=(100, 37, 250), H=4, G=2, scale=0.08838834764831845, D=128),
         bench=dict(lens=(2048,) * 8, H=32, G=2, scale=0.08838834764831845, D=128, bench=True), flops=attn_flops,
         notes="The same kernel with head dim 128, as its launcher runs it: BLOCK 128, 8 warps (Lk > 64), "
               "num_stages 1, causal, sm_scale = 1/sqrt(128). Bench as sglang_prefill_attention_fwd.",
         computes="flash-attention forward (varlen, causal, GQA), fp16, head dim 128"),
    spec(SGLANG, "sglang_prefill_attention_fwd_noncausal", K + "attention/prefill_attention.py", "_fwd_kernel",
         sm80=True, build=attn_build(), ref=attn_ref(), tol=ATTN_TOL, num_warps=4, num_stages=1,
         test=dict(lens=(100, 37, 250), H=4, G=2, scale=0.125, causal=False),
         bench=dict(lens=(2048,) * 8, H=32, G=2, scale=0.125, causal=False, bench=True), flops=attn_flops,
         notes="The same kernel with is_causal=False (every query sees its whole sequence), head dim 64, "
               "BLOCK 128, 4 warps, num_stages 1. Bench as sglang_prefill_attention_fwd.",
         computes="flash-attention forward (varlen, non-causal, GQA), fp16, head dim 64"),
    spec(SGLANG, "sglang_prefill_attention_fwd_d128_noncausal", K + "attention/prefill_attention.py",
         "_fwd_kernel", sm80=True, build=attn_build(), ref=attn_ref(), tol=ATTN_TOL, num_warps=8, num_stages=1,
         test=dict(lens=(100, 37, 250), H=4, G=2, scale=0.08838834764831845, D=128, causal=False),
         bench=dict(lens=(2048,) * 8, H=32, G=2, scale=0.08838834764831845, D=128, causal=False, bench=True),
         flops=attn_flops,
         notes="The same kernel with head dim 128 and is_causal=False, as its launcher runs it: BLOCK 128, "
               "8 warps (Lk > 64), num_stages 1, sm_scale = 1/sqrt(128). Bench as sglang_prefill_attention_fwd.",
         computes="flash-attention forward (varlen, non-causal, GQA), fp16, head dim 128"),
    spec(SGLANG, "sglang_rmsnorm_fp32", K + "layernorm/rmsnorm_fp32.py", "_rmsnorm_fp32_kernel", build=_rms_build,
         ref=_rms_ref, test=dict(R=37, D=1000), bench=dict(R=65536, D=1000),
         notes="SGLang fp32 RMSNorm (tl.rsqrt), D and eps constexprs.", computes="RMSNorm, fp32"),
    spec(SGLANG, "sglang_gelu_and_mul", K + "activation/gelu_and_mul_triton.py", "gelu_and_mul_kernel", build=_gm_build,
         ref=_gm_ref, test=dict(R=37, D=1000), bench=dict(R=32768, D=1000), tol={"out_hidden_states_ptr": (1e-2, 2e-3)},
         notes="SGLang GELU(erf)-and-mul, fp16: x3 * fp16(gelu(x1)), no quantisation (quant_max None).",
         computes="GELU-and-mul, fp16"),
    spec(SGLANG, "sglang_reshape_and_cache_flash", K + "kvcache/cache_ops.py", "reshape_and_cache_flash",
         build=_rc_build, ref=_rc_ref,
         test=dict(NT=100, H=6, D=80, NB=8, BS=16, slots=_rc_slots(100, 8, 16)),
         bench=dict(NT=32768, H=6, D=80, NB=2560, BS=16),
         notes="SGLang paged KV-cache store: token t's K/V [heads, 80] go to slot_mapping[t] of a [blocks, 16, heads, "
               "80] cache (HEAD_BLOCK 4, BLOCK_D 128, masked); slot -1 returns early (about 15% of the tokens). "
               "Test slots are distinct; the caches start zeroed (inout). Bench slots are random (may collide).",
         computes="paged KV-cache store (early return)"),
    spec(SGLANG, "sglang_row_logsumexp", "python/sglang/srt/layers/logsumexp.py", "_row_logsumexp_kernel",
         build=_lse_build, ref=_lse_ref, test=dict(R=16, C=20000), bench=dict(R=4096, C=32000), num_warps=8,
         notes="SGLang row logsumexp (max and log-sum-exp per row), fp16 in, blocks of 16384 columns merged with "
               "guarded (max, sum) updates; tl.max/tl.sum without axis.",
         computes="row logsumexp, blockwise merge"),
    spec(SGLANG, "sglang_fused_rmsnorm", K + "layernorm/fused_rmsnorm.py", "fused_rmsnorm_kernel",
         build=lambda P: ((P["R"],), [out("output_ptr", "bf16", (P["R"], P["D"])),
                                      buf("activ_ptr", "bf16", (P["R"], P["D"])),
                                      buf("weight_ptr", "bf16", (P["D"],), fill=("normal", 1.0, 0.2)),
                                      const("eps", 1e-6), const("hidden_dim", P["D"]), const("BLOCK_SIZE", p2(P["D"]))]),
         ref=lambda i, P: {"output_ptr": f64(i["activ_ptr"]) / np.sqrt((f64(i["activ_ptr"]) ** 2).mean(1) + 1e-6)[:, None]
                           * f64(i["weight_ptr"])},
         test=dict(R=37, D=2000), bench=dict(R=65536, D=2000), num_warps=8,
         notes="SGLang RMSNorm (a / sqrt(mean(a^2) + eps) * w), bf16 in/out, f32 inside, hidden 2000 in one "
               "2048 block (8 warps, the launcher's heuristic).", computes="RMSNorm, bf16"),
]
