"""tilelift.triton: Triton's stage hook routes @triton.jit kernels through tilelift.

Compiles kernels with `triton.compile(ASTSource(...), target=GPUTarget(...))`,
which needs no GPU (Triton's ptxas assembles the PTX), and checks that the
compiled kernel's PTX is tilelift's, byte for byte `tilelift.compile` of its
`asm["ttir"]`, with the metadata Triton's launcher reads; that a kernel
tilelift cannot compile falls back with exactly one warning, or raises in
strict mode; and that Triton's cache keys tell the two pipelines apart.

Without Triton the tests skip, except when TILELIFT_REQUIRE_TRITON=1
(scripts/test.sh sets it, having installed Triton), where they fail.
"""

import os
import subprocess
import sys
import warnings

import pytest

import tilelift

if os.environ.get("TILELIFT_REQUIRE_TRITON") == "1":
    import triton  # noqa: F401  (an ImportError fails the run)
else:
    pytest.importorskip("triton", reason="Triton is not installed: pip install 'triton>=3.4'")

import triton  # noqa: E402
import triton.language as tl  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402
from triton.compiler import ASTSource  # noqa: E402

import tilelift.triton as plugin  # noqa: E402


@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x + y, mask=mask)


@triton.jit
def softmax_kernel(out_ptr, in_ptr, row_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(in_ptr + row * row_stride + cols, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    tl.store(out_ptr + row * row_stride + cols, e / tl.sum(e, axis=0), mask=mask)


@triton.jit
def inline_asm_kernel(x_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    y = tl.inline_asm_elementwise("tanh.approx.f32 $0, $1;", "=r,r", [x], dtype=tl.float32, is_pure=True, pack=1)
    tl.store(out_ptr + offs, y)


def add_source():
    signature = {"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32", "BLOCK": "constexpr"}
    return ASTSource(add_kernel, signature, constexprs={"BLOCK": 1024})


def softmax_source():
    signature = {"out_ptr": "*fp32", "in_ptr": "*fp32", "row_stride": "i32", "n_cols": "i32", "BLOCK": "constexpr"}
    return ASTSource(softmax_kernel, signature, constexprs={"BLOCK": 1024})


def inline_asm_source():
    signature = {"x_ptr": "*fp32", "out_ptr": "*fp32", "BLOCK": "constexpr"}
    return ASTSource(inline_asm_kernel, signature, constexprs={"BLOCK": 128})


@pytest.fixture(autouse=True)
def fresh_cache(tmp_path, monkeypatch):
    """A Triton cache of the test's own, and the plug-in disabled after it."""
    monkeypatch.setenv("TRITON_CACHE_DIR", str(tmp_path / "triton-cache"))
    plugin.disable()
    yield
    plugin.disable()


def compile_for(src, capability, **options):
    return triton.compile(src, target=GPUTarget("cuda", capability, 32), options=options)


def ours(kernel, capability, num_warps):
    # The plug-in names the text after the kernel (the PTX's `.file`).
    return tilelift.compile(kernel.asm["ttir"], arch=f"sm_{capability}", num_warps=num_warps,
                            file=f"{kernel.name}.ttir")


@pytest.mark.parametrize("capability", [90, 80])
@pytest.mark.parametrize("num_warps", [4, 8])
@pytest.mark.parametrize("source", [add_source, softmax_source], ids=["add", "softmax"])
def test_compiled_kernel_has_our_ptx_and_metadata(source, capability, num_warps):
    plugin.enable()
    with warnings.catch_warnings():
        warnings.simplefilter("error", plugin.FallbackWarning)
        kernel = compile_for(source(), capability, num_warps=num_warps)
    expected = ours(kernel, capability, num_warps)
    assert kernel.asm["ptx"] == expected.ptx
    assert f".target sm_{capability}\n" in kernel.asm["ptx"]
    # Triton's ptxas assembled our PTX.
    assert isinstance(kernel.asm["cubin"], bytes) and kernel.asm["cubin"][:4] == b"\x7fELF"
    md = kernel.metadata
    assert md.name == expected.name == kernel.name
    assert md.num_warps == num_warps
    assert md.shared == expected.shared_bytes
    assert md.tilelift == tilelift.__version__
    assert (md.global_scratch_size, md.global_scratch_align) == (0, 1)
    assert (md.profile_scratch_size, md.profile_scratch_align) == (0, 1)
    assert md.tmem_size == 0 and md.tensordesc_meta == []
    assert md.num_ctas == 1
    assert md.target == GPUTarget("cuda", capability, 32)
    assert not hasattr(md, "tilelift_fallback")
    # The launcher's packed metadata: (num_warps, num_ctas, shared).
    assert kernel.packed_metadata == (num_warps, 1, expected.shared_bytes)
    # Triton's TTGIR and LLVM IR were not built.
    assert kernel.asm["ttgir"].startswith(f"// tilelift {tilelift.__version__} compiled {md.name} ")
    assert kernel.asm["llir"] == kernel.asm["ttgir"]


def test_softmax_uses_shared_memory():
    # A cross-warp reduction: the metadata carries a nonzero shared size.
    plugin.enable()
    kernel = compile_for(softmax_source(), 90, num_warps=8)
    assert kernel.metadata.shared > 0
    assert ".extern .shared" in kernel.asm["ptx"]


def test_stock_triton_when_disabled():
    plugin.enable()
    plugin.disable()
    kernel = compile_for(add_source(), 90, num_warps=4)
    assert not hasattr(kernel.metadata, "tilelift")
    assert kernel.asm["ptx"] != ours(kernel, 90, 4).ptx
    assert "#ttg.blocked" in kernel.asm["ttgir"] and "tilelift" not in kernel.asm["ttgir"]


def fallback_warnings(caught):
    return [w for w in caught if issubclass(w.category, plugin.FallbackWarning)]


def test_fallback_warns_once_with_the_reason():
    plugin.enable()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        kernel = compile_for(inline_asm_source(), 90, num_warps=4)
    ours_warned = fallback_warnings(caught)
    assert len(ours_warned) == 1
    message = str(ours_warned[0].message)
    assert message.startswith("tilelift did not compile inline_asm_kernel (num_warps=4): ")
    assert "unknown operation `tt.elementwise_inline_asm`" in message
    # Triton's own pipeline compiled it.
    assert "tanh.approx.f32" in kernel.asm["ptx"]
    assert "#ttg.blocked" in kernel.asm["ttgir"]
    assert "unknown operation `tt.elementwise_inline_asm`" in kernel.metadata.tilelift_fallback
    assert not hasattr(kernel.metadata, "tilelift")


def test_fallback_for_options_tilelift_does_not_take():
    plugin.enable()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        kernel = compile_for(add_source(), 90, num_warps=4, num_ctas=2)
    ours_warned = fallback_warnings(caught)
    assert len(ours_warned) == 1
    assert "num_ctas=2" in str(ours_warned[0].message)
    assert kernel.metadata.num_ctas == 2 and "num_ctas=2" in kernel.metadata.tilelift_fallback


def test_unsupported_options_named():
    class Options:
        num_ctas = 1
        maxnreg = None
        instrumentation_mode = ""

    assert plugin._unsupported_options(Options(), 90) is None
    assert plugin._unsupported_options(Options(), 86) is None
    assert "sm_100" in plugin._unsupported_options(Options(), 100)
    assert "sm_75" in plugin._unsupported_options(Options(), 75)
    Options.maxnreg = 128
    assert "maxnreg=128" in plugin._unsupported_options(Options(), 90)


def test_strict_mode_raises():
    plugin.enable(strict=True)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with pytest.raises(plugin.StrictError) as info:
            compile_for(inline_asm_source(), 90, num_warps=4)
    assert "tilelift did not compile inline_asm_kernel" in str(info.value)
    assert "strict mode" in str(info.value)
    assert isinstance(info.value.__cause__, tilelift.CompileError)
    assert info.value.__cause__.kind == "syntax"
    assert fallback_warnings(caught) == []


def test_strict_mode_compiles_what_tilelift_takes():
    plugin.enable(strict=True)
    kernel = compile_for(add_source(), 80, num_warps=4)
    assert kernel.asm["ptx"] == ours(kernel, 80, 4).ptx


def test_cache_keys_tell_the_pipelines_apart():
    from triton.backends.nvidia.compiler import CUDABackend

    backend = CUDABackend(GPUTarget("cuda", 90, 32))
    stock_hash = backend.hash()
    # Stock Triton first: its kernel lands in the cache.
    stock = compile_for(add_source(), 90, num_warps=4)
    plugin.enable()
    assert backend.hash() == f"{stock_hash}-tilelift-{tilelift.__version__}-fallback"
    lifted = compile_for(add_source(), 90, num_warps=4)
    # Not the cached stock kernel: a different key, our PTX.
    assert lifted.hash != stock.hash
    assert lifted.asm["ptx"] == ours(lifted, 90, 4).ptx != stock.asm["ptx"]
    plugin.enable(strict=True)
    assert backend.hash().endswith("-strict")
    assert compile_for(add_source(), 90, num_warps=4).hash not in (stock.hash, lifted.hash)
    plugin.disable()
    assert backend.hash() == stock_hash
    again = compile_for(add_source(), 90, num_warps=4)
    assert again.hash == stock.hash and again.asm["ptx"] == stock.asm["ptx"]


def test_cache_hit_returns_our_kernel():
    plugin.enable()
    first = compile_for(add_source(), 90, num_warps=4)
    second = compile_for(add_source(), 90, num_warps=4)
    assert second.hash == first.hash
    assert second.asm["ptx"] == first.asm["ptx"]
    assert second.metadata.tilelift == tilelift.__version__


def test_previous_hook_still_called():
    import triton.knobs as knobs

    calls = []

    def other(backend, stages, options, language, capability):
        calls.append(sorted(stages))

    knobs.runtime.add_stages_inspection_hook = other
    try:
        plugin.enable()
        kernel = compile_for(add_source(), 90, num_warps=4)
        assert calls == [["cubin", "llir", "ptx", "ttgir", "ttir"]]
        assert kernel.metadata.tilelift == tilelift.__version__
        plugin.disable()
        assert knobs.runtime.add_stages_inspection_hook is other
    finally:
        knobs.runtime.add_stages_inspection_hook = None


@pytest.mark.parametrize("value, enabled, strict", [("1", True, False), ("strict", True, True), ("0", False, False), ("", False, False)])
def test_environment_variable_enables_at_import(value, enabled, strict):
    code = "import tilelift, tilelift.triton as t; print(t.is_enabled(), t._state.strict)"
    env = dict(os.environ, TILELIFT_TRITON=value)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [str(enabled), str(strict)]


def test_pth_enables_without_importing_tilelift():
    # The wheel's tilelift-triton.pth: `TILELIFT_TRITON=1 python prog.py` with
    # no `import tilelift` in prog.py.
    import pathlib

    pth = pathlib.Path(tilelift.__file__).resolve().parent.parent / "tilelift-triton.pth"
    if not pth.is_file():
        if os.environ.get("TILELIFT_REQUIRE_TRITON") == "1":
            pytest.fail(f"{pth} not installed")
        pytest.skip("tilelift is not installed from its wheel (no tilelift-triton.pth)")
    code = "import triton.knobs as k; h = k.runtime.add_stages_inspection_hook; print(getattr(h, '__module__', None))"
    for value, expected in (("strict", "tilelift.triton"), ("", "None")):
        env = dict(os.environ, TILELIFT_TRITON=value)
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
        assert done.returncode == 0, done.stderr
        assert done.stdout.strip() == expected


def test_ttir_file_source(tmp_path):
    # triton.compile("kernel.ttir"): Triton starts at the TTGIR stage with the
    # parsed TTIR, which the plug-in compiles.
    path = tmp_path / "add.ttir"
    path.write_text(compile_for(add_source(), 90, num_warps=4).asm["ttir"])
    plugin.enable(strict=True)
    kernel = triton.compile(str(path), target=GPUTarget("cuda", 90, 32))
    assert kernel.metadata.tilelift == tilelift.__version__
    expected = tilelift.compile(path.read_text(), arch="sm_90", num_warps=4,
                                file=f"{kernel.name}.ttir")
    assert kernel.asm["ptx"] == expected.ptx


@triton.jit
def tma_dot_kernel(a_desc, b_desc, c_ptr, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    acc = tl.zeros((BM, BN), tl.float32)
    for k in range(0, K, BK):
        a = a_desc.load([0, k])
        b = b_desc.load([0, k])
        acc = tl.dot(a, b.T, acc)
    offs_m = tl.arange(0, BM)
    offs_n = tl.arange(0, BN)
    tl.store(c_ptr + offs_m[:, None] * BN + offs_n[None, :], acc)


def test_tma_descriptors_reach_the_launcher_as_tensordesc_meta():
    # Host descriptors feeding the loop's dot are TMA tensor maps in our
    # sm_90 code: Triton's launcher must encode them, from tensordesc_meta.
    signature = {"a_desc": "tensordesc<fp16[64, 64]>", "b_desc": "tensordesc<fp16[64, 64]>",
                 "c_ptr": "*fp32", "K": "i32", "BM": "constexpr", "BN": "constexpr", "BK": "constexpr"}
    src = ASTSource(tma_dot_kernel, signature, constexprs={"BM": 64, "BN": 64, "BK": 64})
    plugin.enable()
    with warnings.catch_warnings():
        warnings.simplefilter("error", plugin.FallbackWarning)
        kernel = compile_for(src, 90, num_warps=4)
    expected = ours(kernel, 90, 4)
    assert kernel.asm["ptx"] == expected.ptx
    meta = {"swizzle": 3, "elem_size": 2, "elem_type": 6, "block_size": [64, 64], "fp4_padded": False}
    assert kernel.metadata.tensordesc_meta == [meta, meta]
    assert kernel.asm["ptx"].count(".param .align 64 .b8") == 2
