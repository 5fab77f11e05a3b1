"""Kernels of vllm-project/vllm (vllm/v1/attention/ops, vllm/model_executor/layers).

Source copy: the Python files of the vllm 0.33.0 wheel from PyPI (same layout as the repository).
"""

import numpy as np

from .common import VLLM, spec, buf, out, scalar, const, rounded, f64, cdiv, p2, silu
from .sglang import attn_build, attn_ref, attn_flops, ATTN_TOL

RCP_LN2 = 1.4426950408889634


# ---- merge_attn_states (prefix/suffix attention outputs merged by their LSEs)
def _merge_build(P):
    T, H, D, C = P["T"], P["H"], P["D"], P["C"]
    lse = P.get("lse")
    pl = ("array", lse[0]) if lse is not None else ("normal", 2.0, 1.0)
    sl = ("array", lse[1]) if lse is not None else ("normal", 2.0, 1.0)
    return (T, H), [out("output", "fp16", (T, H, D)), out("output_lse", "fp32", (H, T)),
                    buf("prefix_output", "fp16", (T, H, D)), buf("prefix_lse", "fp32", (H, T), fill=pl,
                                                                bench_fill=("normal", 2.0, 1.0)),
                    buf("suffix_output", "fp16", (T, H, D)), buf("suffix_lse", "fp32", (H, T), fill=sl,
                                                                bench_fill=("normal", 2.0, 1.0)),
                    scalar("prefix_head_stride", D), scalar("output_head_stride", D),
                    scalar("prefix_lse_head_stride", T), scalar("prefix_lse_token_stride", 1),
                    scalar("suffix_lse_head_stride", T), scalar("suffix_lse_token_stride", 1),
                    scalar("output_lse_head_stride", T), scalar("output_lse_token_stride", 1),
                    const("output_scale", None), scalar("prefill_tokens_with_context", C),
                    const("HEAD_SIZE", D), const("PADDED_HEAD_SIZE", p2(D)), const("OUTPUT_LSE", True),
                    const("USE_FP8", False), const("FP8_MIN", -448.0), const("FP8_MAX", 448.0)]


def _merge_lse(T, H, seed=11):
    rng = np.random.default_rng(seed)
    p = rng.normal(2.0, 1.0, (H, T)).astype(np.float32)
    s = rng.normal(2.0, 1.0, (H, T)).astype(np.float32)
    p[rng.random((H, T)) < 0.1] = np.inf  # FA2's empty prefix: treated as -inf by the kernel
    p[rng.random((H, T)) < 0.1] = -np.inf  # FA3's empty prefix
    return p, s


def _merge_ref(i, P):
    T, C = P["T"], P["C"]
    pl, sl = f64(i["prefix_lse"]), f64(i["suffix_lse"])
    pl = np.where(pl == np.inf, -np.inf, pl)
    m = np.maximum(pl, sl)
    pe, se = np.exp(pl - m), np.exp(sl - m)
    lse = np.log(pe + se) + m  # [H, T]
    ps, ss = (pe / (pe + se)).T[:, :, None], (se / (pe + se)).T[:, :, None]
    o = f64(i["prefix_output"]) * ps + f64(i["suffix_output"]) * ss
    o[C:] = i["suffix_output"][C:]
    lse[:, C:] = i["suffix_lse"][:, C:]
    return {"output": o, "output_lse": lse}


# ---- swiglustep_and_mul
def _ss_build(P):
    R, d = P["R"], P["d"]
    return (R, cdiv(d, 1024)), [out("o_ptr", "fp16", (R, d)), scalar("o_stride", d),
                                buf("x_ptr", "fp16", (R, 2 * d), fill=("normal", 0.0, 5.0)), scalar("x_stride", 2 * d),
                                const("limit", 7.0), const("d", d), const("BLOCK_SIZE", 1024)]


def _ss_ref(i, P):
    d = P["d"]
    x = f64(i["x_ptr"])
    g, u = x[:, :d], x[:, d:]
    return {"o_ptr": np.minimum(silu(g), 7.0) * np.clip(u, -7.0, 7.0)}


# ---- moe_fused_mul_sum (weighted sum over the top-k expert outputs of each token)
TOPK = 4


def _ms_build(P):
    M, Hd, V = P["M"], P["H"], P["V"]
    ids = P.get("ids")
    return (M,), [buf("inputs_ptr", "fp16", (M, TOPK, Hd)), buf("topk_weights_ptr", "fp32", (M, TOPK), fill=("uniform", 0.0, 1.0)),
                  buf("outputs_ptr", "fp16", (M, Hd), role="inout", fill=("const", 0.0)),
                  buf("top_ids_ptr", "i32", (M, TOPK), fill=("array", ids) if ids is not None else ("uniform_int", 0, 63)),
                  const("expert_map_ptr", None), buf("num_valid_tokens_ptr", "i32", (1,), fill=("const", V)),
                  scalar("stride_m", TOPK * Hd), const("has_topk_ids", True), const("has_expert_map", False),
                  const("has_num_valid", True), const("top_k", TOPK), const("hidden_size", Hd), const("BLOCK_K", 512)]


def _ms_ids(M, seed=5):
    rng = np.random.default_rng(seed)
    ids = rng.integers(0, 64, (M, TOPK))
    ids[rng.random((M, TOPK)) < 0.25] = -1  # padding slots are skipped
    ids[3] = -1  # an all-padding row returns untouched
    return ids


def _ms_ref(i, P):
    M, V = P["M"], P["V"]
    x = f64(i["inputs_ptr"])
    w = i["topk_weights_ptr"].astype(np.float32).astype(np.float64)
    take = (i["top_ids_ptr"] >= 0)
    o = (x * (w * take)[:, :, None]).sum(1)
    keep = take.any(1) & (np.arange(M) < V)
    return {"outputs_ptr": np.where(keep[:, None], o, 0.0)}


SPECS = [
    spec(VLLM, "vllm_prefill_attention_fwd", "vllm/v1/attention/ops/triton_prefill_attention.py", "_fwd_kernel",
         sm80=True, build=attn_build(with_vllm_extras=True), ref=attn_ref(scale_mul=1 / RCP_LN2, swq=48), tol=ATTN_TOL, num_warps=4, num_stages=1,
         test=dict(lens=(100, 37, 250), H=4, G=2, scale=0.125 * RCP_LN2, swq=48),
         bench=dict(lens=(2048,) * 8, H=32, G=2, scale=0.125 * RCP_LN2, swq=48, bench=True), flops=attn_flops,
         notes="vLLM prefill attention: flash-attention forward over packed variable-length sequences, causal with a "
               "sliding window of 48 keys back (SLIDING_WINDOW_Q; blocks before the window skipped), GQA (4 query "
               "heads on 2 KV heads), head dim 64, fp16, exp2 softmax with sm_scale * log2(e) (as the launcher "
               "passes it), masked scores -1e8, BLOCK 128, 4 warps, num_stages 1. No sinks (Sinks unused). Bench: "
               "B_Start_Loc filled with 0 (every sequence reads the first 2048 tokens).",
         computes="flash-attention forward (varlen, causal, sliding window, GQA), fp16, head dim 64"),
    spec(VLLM, "vllm_merge_attn_states", "vllm/v1/attention/ops/triton_merge_attn_states.py", "merge_attn_states_kernel",
         build=_merge_build, ref=_merge_ref,
         prelude="class float8_info:  # torch.finfo(float8_e4m3fn) in vLLM; only a default of unused constexprs\n"
                 "    min = -448.0\n    max = 448.0",
         test=dict(T=50, H=6, D=80, C=40, lse=_merge_lse(50, 6)), bench=dict(T=65538, H=32, D=80, C=65000),
         notes="vLLM merge of two partial attention results (prefix and suffix) by their log-sum-exps, fp16 outputs "
               "[tokens, heads, 80] (padded to 128), f32 LSEs [heads, tokens]; tokens >= 40 copy the suffix (early "
               "return); +inf prefix LSEs (FA2's empty) are read as -inf.",
         computes="attention-state merge by LSE"),
    spec(VLLM, "vllm_swiglustep_and_mul", "vllm/model_executor/layers/activation.py", "_swiglustep_and_mul_kernel",
         build=_ss_build, ref=_ss_ref, test=dict(R=37, d=1500), bench=dict(R=16384, d=1500),
         tol={"o_ptr": (1e-2, 2e-3)},
         notes="vLLM SwiGLU-step: min(silu(gate), 7) * clamp(up, -7, 7), fp16, 2-D grid (row, 1024-column block).",
         computes="clamped SwiGLU, fp16"),
    spec(VLLM, "vllm_moe_fused_mul_sum", "vllm/model_executor/layers/fused_moe/moe_fused_mul_sum.py",
         "moe_fused_mul_sum_kernel", build=_ms_build, ref=_ms_ref, num_warps=2, num_stages=3,
         test=dict(M=40, H=1000, V=37, ids=_ms_ids(40)), bench=dict(M=32768, H=1000, V=32768),
         tol={"outputs_ptr": (1e-2, 2e-3)},
         notes="vLLM MoE combine: out[t] = sum_k w[t,k] * in[t,k,:] over the valid top-4 slots (id >= 0), fp16, "
               "constexpr tuples of per-slot flags (tl.static_range), BLOCK_K 512 over 1000 columns (the launcher's "
               "heuristic: 2 warps); rows >= num_valid_tokens (37) and all-padding rows return untouched (outputs "
               "start zeroed, inout).",
         computes="MoE top-k weighted sum (early returns)"),
]
