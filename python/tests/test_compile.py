"""tilelift.compile against the Rust API, through the `tilelift` program.

Every corpus kernel (`tests/corpus/*/kernel.ttir`, num_warps from its
case.json) and every real-world kernel (`tests/realworld/*`) is compiled
through `tilelift.compile` and by the `tilelift` program built from the same
checkout (`tilelift compile FILE --num-warps N`): the PTX must be the same
byte for byte, and a kernel the program rejects must raise a CompileError
whose str() is the program's message.

The program is `$TILELIFT_BIN`, or the newer of `target/debug/tilelift` and
`target/release/tilelift` (`cargo build` or `cargo test --workspace` builds
it). Without it the comparisons skip, except under CI=true, where they fail.
"""

import concurrent.futures
import json
import os
import pathlib
import re
import subprocess

import pytest

import tilelift

ROOT = pathlib.Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "corpus"
REALWORLD = ROOT / "tests" / "realworld"


def cases(folder):
    return sorted(p.parent for p in folder.glob("*/kernel.ttir"))


CORPUS_CASES = cases(CORPUS)
REALWORLD_CASES = cases(REALWORLD)


def case_num_warps(case):
    return json.loads((case / "case.json").read_text())["num_warps"]


def tilelift_bin():
    env = os.environ.get("TILELIFT_BIN")
    if env:
        return pathlib.Path(env)
    built = [ROOT / "target" / p / "tilelift" for p in ("debug", "release")]
    built = [p for p in built if p.is_file()]
    return max(built, key=lambda p: p.stat().st_mtime) if built else None


@pytest.fixture(scope="session")
def cli():
    path = tilelift_bin()
    if path is None or not path.is_file():
        message = f"no tilelift program ({path or 'target/{debug,release}/tilelift'}); set TILELIFT_BIN"
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        pytest.skip(message)
    return path


def run_cli(cli, *args):
    return subprocess.run([str(cli), "compile", *map(str, args)], capture_output=True, text=True)


def compile_both(cli, path, *cli_args, **kwargs):
    """The program's result and tilelift.compile's for `path`: (returncode,
    stdout, stderr) and a Kernel or a CompileError."""
    done = run_cli(cli, path, *cli_args)
    try:
        result = tilelift.compile(path.read_text(), file=str(path), **kwargs)
    except tilelift.CompileError as e:
        result = e
    return done, result


def check_same(done, result, path):
    if done.returncode == 0:
        assert isinstance(result, tilelift.Kernel), f"{path}: the program compiled it, Python raised {result}"
        # Byte for byte: the program writes the code as it is.
        assert result.code == done.stdout, f"{path}: PTX differs"
    else:
        assert isinstance(result, tilelift.CompileError), f"{path}: the program failed ({done.stderr}), Python compiled it"
        assert str(result) + "\n" == done.stderr


@pytest.mark.parametrize("case", CORPUS_CASES, ids=lambda p: p.name)
@pytest.mark.parametrize("arch", ["sm_90", "sm_80"])
def test_corpus_ptx_equals_rust(cli, case, arch):
    warps = case_num_warps(case)
    path = case / "kernel.ttir"
    done, kernel = compile_both(cli, path, "--num-warps", warps, "--arch", arch, num_warps=warps, arch=arch)
    assert done.returncode == 0, done.stderr
    check_same(done, kernel, path)
    assert kernel.ptx == kernel.code
    assert kernel.num_warps == warps
    assert kernel.arch == arch
    assert kernel.target == "nvptx"
    assert f".target {arch}" in kernel.ptx
    assert f".entry {kernel.name}(" in kernel.ptx


@pytest.mark.parametrize("case", CORPUS_CASES, ids=lambda p: p.name)
def test_corpus_metadata_matches_case_json(case):
    manifest = json.loads((case / "case.json").read_text())
    kernel = tilelift.compile((case / "kernel.ttir").read_text(), num_warps=manifest["num_warps"])
    assert kernel.name == manifest["kernel"]
    # The corpus names each argument with Triton's signature type.
    assert kernel.params == [(a["name"], a["type"]) for a in manifest["args"]]
    assert kernel.shared_bytes >= 0
    assert kernel.num_stages == 3


@pytest.mark.parametrize("case", REALWORLD_CASES, ids=lambda p: p.name)
def test_realworld_same_result_as_rust(cli, case):
    warps = case_num_warps(case)
    path = case / "kernel.ttir"
    done, result = compile_both(cli, path, "--num-warps", warps, num_warps=warps)
    check_same(done, result, path)


@pytest.mark.parametrize("case", ["vec_add_f32", "gelu"])
def test_amdgcn_equals_rust(cli, case):
    path = CORPUS / case / "kernel.ttir"
    done, kernel = compile_both(cli, path, "--target", "amdgcn-amd-amdhsa", target="amdgcn")
    check_same(done, kernel, path)
    assert kernel.target == "amdgcn" and kernel.arch == "gfx90a"
    with pytest.raises(AttributeError):
        kernel.ptx


def test_amdgcn_gfx942_equals_rust(cli):
    path = CORPUS / "vec_add_f32" / "kernel.ttir"
    done, kernel = compile_both(
        cli, path, "--target", "amdgcn-amd-amdhsa", "--mcpu", "gfx942", target="amdgcn", mcpu="gfx942"
    )
    check_same(done, kernel, path)
    assert kernel.arch == "gfx942"
    assert '.amdgcn_target "amdgcn-amd-amdhsa--gfx942"' in kernel.code


def vec_add():
    return (CORPUS / "vec_add_f32" / "kernel.ttir").read_text()


def position(text, needle):
    """1-based line and column of `needle` in `text`."""
    offset = text.index(needle)
    line = text.count("\n", 0, offset) + 1
    col = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return line, col


def test_syntax_error_has_file_line_col_kind():
    text = vec_add().replace("tt.store", "tt.stor", 1)
    with pytest.raises(tilelift.CompileError) as info:
        tilelift.compile(text, file="bad.ttir")
    e = info.value
    assert isinstance(e, Exception)
    assert e.kind == "syntax"
    assert e.file == "bad.ttir"
    assert (e.line, e.col) == position(text, "tt.stor")
    assert e.message == "unknown operation `tt.stor`"
    assert str(e).startswith(f"bad.ttir:{e.line}:{e.col}: error: unknown operation `tt.stor`\n")
    assert str(e).rstrip().endswith("^")


def test_undefined_value_is_a_syntax_error_at_its_use():
    text = vec_add()
    store = next(line for line in text.splitlines() if "tt.store" in line)
    operand = re.search(r"tt\.store %\w+, (%\w+)", store).group(1)
    bad = text.replace(store, store.replace(operand, "%undefined_value", 1), 1)
    with pytest.raises(tilelift.CompileError) as info:
        tilelift.compile(bad)
    e = info.value
    assert e.kind == "syntax"
    assert e.file == "<input>"
    assert (e.line, e.col) == position(bad, "%undefined_value")
    assert e.message == "use of undefined value %undefined_value"


def test_verification_error_has_the_ops_position():
    # tt.make_range's result type no longer matches its range.
    text = vec_add()
    bad = text.replace("{end = 1024 : i32, start = 0 : i32}", "{end = 512 : i32, start = 0 : i32}", 1)
    assert bad != text
    with pytest.raises(tilelift.CompileError) as info:
        tilelift.compile(bad, file="kernel.ttir")
    e = info.value
    assert e.kind == "verification"
    assert e.file == "kernel.ttir"
    # The op's position: the start of its line's `%offsets_1 = ...`.
    line, col = position(bad, "tt.make_range")
    assert e.line == line
    assert bad.splitlines()[line - 1][e.col - 1 :].startswith("%")
    assert e.message.startswith("tt.make_range: result must be tensor<512xi32>")


def test_unsupported_has_the_ops_position():
    # A tensor argument: valid TTIR that the lowering does not take yet.
    text = (
        "module {\n"
        "  tt.func public @k(%x: tensor<4xf32>) {\n"
        "    tt.return\n"
        "  }\n"
        "}\n"
    )
    with pytest.raises(tilelift.CompileError) as info:
        tilelift.compile(text)
    assert info.value.kind == "unsupported"
    assert info.value.message


def test_ttgir_warp_count_mismatch_is_invalid_option():
    text = (CORPUS / "vec_add_f32" / "kernel.ttgir").read_text()
    warps = int(re.search(r'"ttg.num-warps" = (\d+)', text).group(1))
    assert tilelift.compile(text).num_warps == warps
    with pytest.raises(tilelift.CompileError) as info:
        tilelift.compile(text, num_warps=warps * 2)
    assert info.value.kind == "invalid_option"


@pytest.mark.parametrize(
    "kwargs",
    [
        {"arch": "sm_70"},
        {"arch": "gfx90a"},
        {"num_warps": 3},
        {"num_warps": 0},
        {"num_warps": 64},
        {"num_stages": -1},
        {"target": "x86_64"},
        {"target": "amdgcn", "mcpu": "gfx1100"},
    ],
)
def test_bad_options_raise_value_error(kwargs):
    with pytest.raises(ValueError):
        tilelift.compile(vec_add(), **kwargs)


@pytest.mark.parametrize(
    "arch, version",
    [
        ("sm_80", "8.0"),
        ("sm_86", "8.0"),
        ("sm_89", "8.0"),
        ("sm_90", "8.0"),
        ("sm_90a", "8.0"),
        ("sm_100", "8.6"),
        ("sm_100a", "8.6"),
        ("sm_120", "8.7"),
    ],
)
def test_every_arch_of_the_command_line(arch, version):
    k = tilelift.compile(vec_add(), arch=arch)
    assert k.arch == arch
    assert f".version {version}\n.target {arch}\n" in k.ptx


def test_debug_lines():
    text = vec_add()
    ptx = tilelift.compile(text, file="vec_add.ttir").ptx
    assert '\t.file\t1 "vec_add.ttir"\n' in ptx
    # Each .loc names a line of the input whose op the next comment names.
    for loc, comment in re.findall(r"\t\.loc\t1 (\d+) \d+\n\t// (\S+)", ptx):
        assert comment in text.splitlines()[int(loc) - 1]
    off = tilelift.compile(text, debug_lines=False).ptx
    assert ".loc" not in off and ".file" not in off


def test_options():
    text = vec_add()
    assert tilelift.compile(text).num_warps == 4
    assert tilelift.compile(text, arch="90").arch == "sm_90"
    assert tilelift.compile(text, arch="90a").arch == "sm_90a"
    assert tilelift.compile(text, num_stages=1).num_stages == 1
    k = tilelift.compile(text, num_warps=8)
    assert k.num_warps == 8 and ".reqntid 256" in k.ptx
    # num_stages changes only loops that feed tensor cores: not vec_add's code.
    assert tilelift.compile(text, num_stages=5).ptx == tilelift.compile(text).ptx
    assert "vec_add_kernel" in repr(k)
    with pytest.raises(TypeError):
        tilelift.compile(text, "sm_90")  # options are keyword-only


def test_compiles_in_threads():
    texts = [(c / "kernel.ttir").read_text() for c in CORPUS_CASES]
    serial = [tilelift.compile(t).ptx for t in texts]
    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        for _ in range(3):
            assert list(pool.map(lambda t: tilelift.compile(t).ptx, texts)) == serial


def test_version_is_the_crates():
    cargo = (ROOT / "Cargo.toml").read_text()
    workspace_package = cargo.split("[workspace.package]", 1)[1]
    version = re.search(r'^version = "([^"]+)"', workspace_package, re.M).group(1)
    assert tilelift.__version__ == version


def test_compile_error_is_exported():
    assert issubclass(tilelift.CompileError, Exception)
    assert tilelift.CompileError.__module__ == "tilelift"
    assert tilelift.Kernel.__module__ == "tilelift"


def test_tensordesc_meta_of_a_tma_kernel():
    # Tutorial 09's matmul_kernel_tma: `a` and `b` feed the loop's one dot
    # and become TMA tensor maps; `c` is stored and keeps pointers (None).
    case = ROOT / "tests" / "tma" / "tutorial_matmul_tma_128x256x64"
    k = tilelift.compile((case / "kernel.ttir").read_text(), arch="sm_90a", num_warps=8)
    meta = k.tensordesc_meta
    assert len(meta) == 3 and meta[2] is None
    assert meta[0] == {"swizzle": 3, "elem_size": 2, "elem_type": 6,
                       "block_size": [128, 64], "fp4_padded": False}
    assert meta[1]["block_size"] == [256, 64]
    assert ".param .align 64 .b8" in k.ptx
    # On sm_80 there is no TMA: no entry says a tensor map.
    assert tilelift.compile((case / "kernel.ttir").read_text(), arch="sm_80", num_warps=8).tensordesc_meta == []
