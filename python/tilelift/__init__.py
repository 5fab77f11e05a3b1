"""tilelift: a standalone, LLVM-free GPU compiler backend for Triton's tile IR.

``tilelift.compile(ttir)`` compiles Triton's TTIR text (``kernel.asm["ttir"]``)
to PTX in microseconds, releasing the GIL while it works::

    import tilelift
    kernel = tilelift.compile(ttir, arch="sm_90", num_warps=4)
    print(kernel.name, kernel.num_warps, kernel.shared_bytes, kernel.params)
    print(kernel.ptx)

A kernel that does not compile raises ``tilelift.CompileError`` (with ``kind``,
``message``, ``file``, ``line`` and ``col``); an unknown ``arch`` or a bad
``num_warps`` raises ``ValueError``.

``tilelift.triton`` makes Triton (>= 3.4) compile ``@triton.jit`` kernels
through tilelift: ``tilelift.triton.enable()``, or ``TILELIFT_TRITON=1`` in the
environment (``strict`` to raise instead of falling back to Triton's pipeline).
"""

from ._tilelift import CompileError, Kernel, __version__, compile

__all__ = ["CompileError", "Kernel", "__version__", "compile"]

# TILELIFT_TRITON=1 (or strict): enable the Triton plug-in (tilelift/triton.py).
if __import__("os").environ.get("TILELIFT_TRITON", "").strip().lower() not in ("", "0", "false", "off", "no"):
    from . import triton as _triton  # noqa: F401  (enables itself)
