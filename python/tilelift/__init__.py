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
"""

from ._tilelift import CompileError, Kernel, __version__, compile

__all__ = ["CompileError", "Kernel", "__version__", "compile"]
