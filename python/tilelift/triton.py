"""tilelift as Triton's compiler backend: ``@triton.jit`` kernels compiled by tilelift.

::

    import tilelift.triton
    tilelift.triton.enable()          # or strict=True: raise instead of falling back

or, with no change to the program, ``TILELIFT_TRITON=1 python train.py``
(``TILELIFT_TRITON=strict`` for strict mode): the wheel's ``tilelift-triton.pth``
imports ``tilelift`` at start-up when the variable is set, and importing
``tilelift`` (or ``tilelift.triton``) with the variable set enables the plug-in.

How it works. Triton (>= 3.4) calls ``triton.knobs.runtime.add_stages_inspection_hook``
after its CUDA backend has filled the dict of compiler stages (``ttir``,
``ttgir``, ``llir``, ``ptx``, ``cubin``). The hook wraps three of them:

- ``ttgir``: compiles the TTIR module Triton built (its text, ``asm["ttir"]``)
  with :func:`tilelift.compile` for the target's architecture and the options'
  ``num_warps``, and sets the metadata Triton's launcher and ``CompiledKernel``
  read (``name``, ``shared``, ``tmem_size``, ``global_scratch_size``/``_align``,
  ``profile_scratch_size``/``_align``, ``tensordesc_meta``; ``num_warps``,
  ``num_ctas`` and the launch flags come from the options as for Triton's own
  kernels), plus ``tilelift`` (our version). What it hands on is a marker whose
  text is one comment line, so ``asm["ttgir"]`` and ``asm["llir"]`` say that
  tilelift compiled the kernel instead of holding Triton's IR;
- ``llir``: passes the marker on (Triton's own stage for anything else);
- ``ptx``: returns tilelift's PTX, byte for byte ``tilelift.compile(asm["ttir"], file=f"{name}.ttir").ptx``.

Triton's ``cubin`` stage (its ptxas) assembles our PTX; Triton's launcher,
autotuner and caches are untouched. A kernel tilelift cannot compile (or whose
options it does not support: ``num_ctas > 1``, ``maxnreg``, an instrumentation
mode, an architecture other than sm_80..sm_90) goes through Triton's own
``ttgir``/``llir``/``ptx`` stages, with one :class:`FallbackWarning` naming the
kernel and the reason (its metadata then has ``tilelift_fallback``, the
reason); in strict mode it raises :class:`StrictError` instead.

Cache keys. While the plug-in is enabled, the CUDA backend's ``hash()`` (part of
every key of Triton's disk cache) ends in ``-tilelift-<version>-<mode>``, so
kernels Triton compiled and kernels tilelift compiled never share a cache
entry, nor do strict and fallback mode. Triton's in-memory cache of a
``@triton.jit`` function is keyed without it: enable the plug-in before a
kernel's first launch (the environment variable does).
"""

from __future__ import annotations

import os
import threading
import warnings
from typing import Any, Optional

from . import CompileError, __version__
from . import compile as _compile

__all__ = ["FallbackWarning", "StrictError", "enable", "disable", "is_enabled", "ENV_VAR"]

#: The environment variable that enables the plug-in at import: "1" (or any
#: value but "0", "" and "strict") for fallback mode, "strict" for strict mode.
ENV_VAR = "TILELIFT_TRITON"


class FallbackWarning(UserWarning):
    """A kernel tilelift did not compile: Triton's own pipeline compiled it."""


class StrictError(RuntimeError):
    """In strict mode, a kernel tilelift did not compile. The tilelift
    ``CompileError`` (when there is one) is its ``__cause__``."""


class _State:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.enabled = False
        self.strict = False
        self.previous_hook: Any = None
        self.backend_cls: Any = None
        self.original_hash: Any = None


_state = _State()


def is_enabled() -> bool:
    """Whether the plug-in is enabled."""
    return _state.enabled


def enable(strict: bool = False) -> None:
    """Route the CUDA kernels Triton compiles from now on through tilelift.

    ``strict``: raise :class:`StrictError` for a kernel tilelift cannot
    compile, instead of warning and letting Triton compile it. Calling it
    again changes the mode. Raises ``RuntimeError`` when Triton is older than
    3.4 (no stage hook)."""
    import triton.knobs as knobs
    from triton.backends.nvidia.compiler import CUDABackend

    if not hasattr(knobs.runtime, "add_stages_inspection_hook"):
        raise RuntimeError("tilelift.triton needs Triton >= 3.4 (knobs.runtime.add_stages_inspection_hook)")
    with _state.lock:
        if not _state.enabled:
            current = knobs.runtime.add_stages_inspection_hook
            _state.previous_hook = None if current is _hook else current
            knobs.runtime.add_stages_inspection_hook = _hook
            _state.backend_cls = CUDABackend
            _state.original_hash = CUDABackend.__dict__["hash"]
            CUDABackend.hash = _keyed_hash
        _state.strict = bool(strict)
        _state.enabled = True


def disable() -> None:
    """Give Triton its own pipeline back (and its own cache keys). A no-op
    when the plug-in is not enabled."""
    import triton.knobs as knobs

    with _state.lock:
        if not _state.enabled:
            return
        if knobs.runtime.add_stages_inspection_hook is _hook:
            knobs.runtime.add_stages_inspection_hook = _state.previous_hook
        _state.backend_cls.hash = _state.original_hash
        _state.previous_hook = None
        _state.enabled = False


def _keyed_hash(backend: Any) -> str:
    """The CUDA backend's hash, with tilelift's version and mode appended."""
    base = _state.original_hash(backend)
    mode = "strict" if _state.strict else "fallback"
    return f"{base}-tilelift-{__version__}-{mode}"


def _hook(backend: Any, stages: dict, options: Any, language: Any, capability: Optional[int]) -> None:
    """Triton's stage hook: wraps the ttgir, llir and ptx stages of a CUDA
    compile of a Triton-language kernel."""
    if _state.previous_hook is not None:
        _state.previous_hook(backend, stages, options, language, capability)
    if not _state.enabled or capability is None or getattr(backend.target, "backend", None) != "cuda":
        return
    if not all(k in stages for k in ("ttir", "ttgir", "llir", "ptx")):
        # Gluon kernels start at TTGIR: nothing for tilelift to take.
        return
    strict = _state.strict
    ttgir, llir, ptx = stages["ttgir"], stages["llir"], stages["ptx"]

    def lifted_ttgir(module: Any, metadata: dict) -> Any:
        result = _lift(module, metadata, options, capability, strict)
        return result if result is not None else ttgir(module, metadata)

    def lifted_llir(module: Any, metadata: dict) -> Any:
        return module if isinstance(module, _Lifted) else llir(module, metadata)

    def lifted_ptx(module: Any, metadata: dict) -> Any:
        return module.ptx if isinstance(module, _Lifted) else ptx(module, metadata)

    stages["ttgir"] = lifted_ttgir
    stages["llir"] = lifted_llir
    stages["ptx"] = lifted_ptx


class _Lifted:
    """What the ttgir and llir stages hand on for a kernel tilelift compiled.
    Triton stores str() of it as the stage's file (`asm["ttgir"]`, `asm["llir"]`)."""

    def __init__(self, ptx: str, name: str) -> None:
        self.ptx = ptx
        self.name = name

    def __str__(self) -> str:
        return f"// tilelift {__version__} compiled {self.name} from its TTIR to PTX: see asm['ptx']\n"


def _arch(capability: int) -> Optional[str]:
    """tilelift's arch for a compute capability, None when it has none."""
    if 80 <= capability < 90:
        return f"sm_{capability}"
    if capability == 90:
        return "sm_90"
    return None


def _unsupported_options(options: Any, capability: int) -> Optional[str]:
    """Why tilelift does not take a compile with these options, or None."""
    if _arch(capability) is None:
        return f"tilelift targets sm_80 to sm_90, not sm_{capability}"
    if getattr(options, "num_ctas", 1) != 1:
        return f"num_ctas={options.num_ctas} (tilelift compiles one CTA per program)"
    if getattr(options, "maxnreg", None) is not None:
        return f"maxnreg={options.maxnreg} (not supported by tilelift)"
    mode = getattr(options, "instrumentation_mode", "")
    if mode:
        return f"instrumentation_mode={mode!r} (not supported by tilelift)"
    return None


def _lift(module: Any, metadata: dict, options: Any, capability: int, strict: bool) -> Optional[_Lifted]:
    """Compiles the TTIR `module` with tilelift and fills `metadata`; None
    (after one warning) when tilelift does not take it and `strict` is off."""
    text = str(module)
    name = _entry_name(text)
    cause: Optional[BaseException] = None
    reason = _unsupported_options(options, capability)
    if reason is None:
        try:
            kernel = _compile(text, arch=_arch(capability), num_warps=options.num_warps,
                              num_stages=options.num_stages, file=f"{name}.ttir")
        except (CompileError, ValueError) as e:
            cause = e
            reason = _first_line(e)
        else:
            metadata["name"] = kernel.name
            metadata["shared"] = kernel.shared_bytes
            metadata["tmem_size"] = 0
            # Tensor maps the kernel makes live in global scratch memory, one
            # slot a program, which Triton's launcher allocates.
            metadata["global_scratch_size"] = kernel.global_scratch_bytes
            metadata["global_scratch_align"] = 128 if kernel.global_scratch_bytes else 1
            metadata["profile_scratch_size"] = 0
            metadata["profile_scratch_align"] = 1
            # Where tilelift takes a host descriptor as a TMA tensor map,
            # Triton's launcher encodes one from this entry.
            metadata["tensordesc_meta"] = kernel.tensordesc_meta
            metadata["tilelift"] = __version__
            return _Lifted(kernel.ptx, kernel.name)
    message = f"tilelift did not compile {name} (num_warps={options.num_warps}): {reason}"
    if strict:
        raise StrictError(message + " (strict mode: tilelift.triton.enable(strict=True))") from cause
    metadata["tilelift_fallback"] = reason
    warnings.warn(message + "; Triton's own pipeline compiles it", FallbackWarning, stacklevel=2)
    return None


def _entry_name(text: str) -> str:
    """The name of the first `tt.func` in TTIR text, or "kernel"."""
    marker = "tt.func"
    at = text.find(marker)
    if at >= 0:
        at = text.find("@", at)
        if at >= 0:
            end = at + 1
            while end < len(text) and (text[end].isalnum() or text[end] in "_$."):
                end += 1
            return text[at + 1:end]
    return "kernel"


def _first_line(e: BaseException) -> str:
    """An error's first line (a CompileError's str() ends in its source line and a caret)."""
    lines = str(e).splitlines()
    return lines[0] if lines else type(e).__name__


def _enable_from_env() -> None:
    """Enables the plug-in when `TILELIFT_TRITON` asks for it."""
    value = os.environ.get(ENV_VAR, "").strip().lower()
    if value in ("", "0", "false", "off", "no"):
        return
    try:
        enable(strict=(value == "strict"))
    except ImportError as e:
        # Set in the environment of every Python process (the .pth file runs
        # this at start-up): a program without Triton must still start.
        warnings.warn(f"{ENV_VAR}={value} but Triton is not importable ({e}): the plug-in is off", RuntimeWarning,
                      stacklevel=2)


_enable_from_env()
