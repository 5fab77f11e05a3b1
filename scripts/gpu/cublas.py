#!/usr/bin/env python3
"""cuBLAS beside our matmuls: `torch.matmul` time and TFLOP/s for the given sizes.

    python3 scripts/gpu/cublas.py 4096x4096x4096:fp16 8192x8192x4096:fp16 [--iters 100]

Each size is MxNxK:dtype (fp16, bf16, fp32 with TF32 allowed, as Triton's default f32
dot); A is MxK and B KxN, both row-major, fresh random data; the time is the median of
`--iters` CUDA-event-timed calls after 10 warm-up calls, on the first GPU.
"""

import argparse
import statistics

import torch


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("sizes", nargs="+")
    ap.add_argument("--iters", type=int, default=100)
    args = ap.parse_args()
    torch.backends.cuda.matmul.allow_tf32 = True
    dtypes = {"fp16": torch.float16, "bf16": torch.bfloat16, "fp32": torch.float32}
    print(f"{'size':<24} {'us':>10} {'TFLOP/s':>9}")
    for s in args.sizes:
        dims, dt = s.split(":")
        m, n, k = (int(x) for x in dims.split("x"))
        a = torch.randn(m, k, device="cuda", dtype=dtypes[dt])
        b = torch.randn(k, n, device="cuda", dtype=dtypes[dt])
        for _ in range(10):
            torch.matmul(a, b)
        times = []
        for _ in range(args.iters):
            start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            start.record()
            torch.matmul(a, b)
            end.record()
            end.synchronize()
            times.append(start.elapsed_time(end) * 1000.0)
        us = statistics.median(times)
        print(f"{s:<24} {us:>10.1f} {2.0 * m * n * k / us / 1e6:>9.1f}")


if __name__ == "__main__":
    main()
