# Type stubs of the native module (python/src/lib.rs).
from typing import Any, Dict, List, Optional, Tuple

__version__: str

class CompileError(Exception):
    kind: str
    message: str
    file: Optional[str]
    line: Optional[int]
    col: Optional[int]
    offset: Optional[int]

class Kernel:
    @property
    def code(self) -> str: ...
    @property
    def ptx(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def target(self) -> str: ...
    @property
    def arch(self) -> str: ...
    @property
    def num_warps(self) -> int: ...
    @property
    def num_stages(self) -> int: ...
    @property
    def shared_bytes(self) -> int: ...
    @property
    def params(self) -> List[Tuple[str, str]]: ...
    @property
    def global_scratch_bytes(self) -> int: ...
    @property
    def tensordesc_meta(self) -> List[Optional[Dict[str, Any]]]: ...

def compile(
    ttir: str,
    *,
    arch: str = "sm_90",
    num_warps: Optional[int] = None,
    num_stages: int = 3,
    target: str = "nvptx",
    mcpu: str = "gfx90a",
    file: str = "<input>",
    debug_lines: bool = True,
) -> Kernel: ...
