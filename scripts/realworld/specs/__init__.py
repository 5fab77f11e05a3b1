"""Per-source spec modules of the real-world corpus; gen.py loads the SPECS list of each."""

MODULES = ["liger", "attorch", "mamba", "unsloth", "fla", "triton", "vllm", "sglang", "xformers", "flashattn"]
