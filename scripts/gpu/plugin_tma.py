# Triton's tutorial-09 style TMA matmuls (host TensorDescriptor arguments, and
# descriptors made in the kernel) through the tilelift plug-in in strict mode on
# the GPU, launched by Triton's own launcher (tensordesc_meta, global scratch),
# outputs (poisoned with NaN) against torch. Run on the GPU machine with the
# wheel installed: python3 scripts/gpu/plugin_tma.py
import sys, torch, triton, triton.language as tl
from triton.tools.tensor_descriptor import TensorDescriptor
import tilelift, tilelift.triton as plugin

@triton.jit
def matmul_kernel_tma(a_desc, b_desc, c_desc, M, N, K,
                      BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    acc = tl.zeros((BM, BN), tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        a = a_desc.load([pid_m * BM, k * BK])
        b = b_desc.load([pid_n * BN, k * BK])
        acc = tl.dot(a, b.T, acc)
    c_desc.store([pid_m * BM, pid_n * BN], acc.to(tl.float16))

@triton.jit
def matmul_kernel_made(a_ptr, b_ptr, c_ptr, M, N, K,
                       BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BM, BK])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[N, K], strides=[K, 1], block_shape=[BN, BK])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    acc = tl.zeros((BM, BN), tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        a = a_desc.load([pid_m * BM, k * BK])
        b = b_desc.load([pid_n * BN, k * BK])
        acc = tl.dot(a, b.T, acc)
    c_desc.store([pid_m * BM, pid_n * BN], acc.to(tl.float16))

def alloc(size, alignment, stream):
    return torch.empty(size, device="cuda", dtype=torch.int8)

triton.set_allocator(alloc)
plugin.enable(strict=True)
ok = True
for (M, N, K) in [(512, 384, 320), (300, 200, 136)]:
    a = torch.randn(M, K, device="cuda", dtype=torch.float16)
    b = torch.randn(N, K, device="cuda", dtype=torch.float16)
    ref = (a.float() @ b.float().T)
    BM, BN, BK = 128, 128, 64
    grid = (triton.cdiv(M, BM), triton.cdiv(N, BN))
    c = torch.full((M, N), float("nan"), device="cuda", dtype=torch.float16)
    ad = TensorDescriptor.from_tensor(a, [BM, BK]); bd = TensorDescriptor.from_tensor(b, [BN, BK])
    cd = TensorDescriptor.from_tensor(c, [BM, BN])
    k = matmul_kernel_tma[grid](ad, bd, cd, M, N, K, BM, BN, BK, num_warps=8, num_stages=3)
    torch.cuda.synchronize()
    err = (c.float() - ref).abs().max().item()
    print("host", (M, N, K), "tilelift" in k.metadata._asdict() if hasattr(k.metadata, "_asdict") else "", "tensordesc_meta", k.metadata.tensordesc_meta, "max err", err)
    ok &= err < 0.5
    c2 = torch.full((M, N), float("nan"), device="cuda", dtype=torch.float16)
    k2 = matmul_kernel_made[grid](a, b, c2, M, N, K, BM, BN, BK, num_warps=8, num_stages=3)
    torch.cuda.synchronize()
    err2 = (c2.float() - ref).abs().max().item()
    print("made", (M, N, K), "global_scratch", k2.metadata.global_scratch_size, "max err", err2, "ptx has tensormap:", "tensormap.replace" in k2.asm["ptx"])
    ok &= err2 < 0.5
print("PASS" if ok else "FAIL")
sys.exit(0 if ok else 1)
