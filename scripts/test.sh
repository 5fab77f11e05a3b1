#!/usr/bin/env bash
# Every test: the format and lint checks, the docs (no rustdoc warning), the
# Rust workspace's tests (tests/embed, an embedder's crate, among them), the
# `cargo publish --dry-run` of every published crate, then the Python wheel
# built and its tests run (python/tests). This is the README's test command,
# and what .ci/run runs on a clean checkout.
#
# The tests that assemble our output with ptxas or llvm-mc fail when the tool is
# missing (they never pass without having run), so this script installs them
# first where it can.
#
# Install step: the PTX tests assemble our PTX with ptxas, which comes from
# PyPI's nvidia-cuda-nvcc-cu12 wheel (nvidia/cuda_nvcc/bin/ptxas), cached in
# ~/.cache/tilelift/ptxas and handed to the tests through TILELIFT_PTXAS.
# The AMDGCN tests assemble our assembly with llvm-mc, the first of
# TILELIFT_LLVM_MC, `llvm-mc-14`, `llvm-mc-19` and `llvm-mc` that knows the
# processor: gfx90a with LLVM 14, gfx942 with LLVM 19, from the distribution's
# llvm packages (Debian/Ubuntu: `apt-get install llvm-14 llvm-19`).
set -euo pipefail
cd "$(dirname "$0")/.."

# llvm-mc for each AMD processor: llvm-mc-14 (or llvm-mc, or TILELIFT_LLVM_MC)
# for gfx90a, llvm-mc-19 for gfx942 (LLVM 14 does not know it). Each missing
# one is installed from the distribution where it can be. Where llvm-14
# cannot be, the script stops; where llvm-19 cannot be, it stops with
# CI=true, and otherwise says so and goes on (the gfx942 tests then fail:
# they never pass without having run).
install_llvm() {
    local version="$1"
    if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
        apt-get install -y -qq "llvm-${version}" >/dev/null 2>&1 \
            || { apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq "llvm-${version}" >/dev/null; } \
            || true
    fi
    if ! command -v "llvm-mc-${version}" >/dev/null; then
        echo "llvm-mc-${version} not found: install the distribution's llvm package (apt-get install llvm-${version})" >&2
        if [ "${CI:-}" = true ] || [ "${version}" = 14 ]; then
            exit 1
        fi
        echo "going on without it: the tests that assemble for gfx942 will fail" >&2
    fi
}
if ! command -v llvm-mc-14 >/dev/null && ! command -v llvm-mc >/dev/null \
    && [ -z "${TILELIFT_LLVM_MC:-}" ]; then
    install_llvm 14
fi
# Whether an llvm-mc the tests would pick (TILELIFT_LLVM_MC, llvm-mc-19 or
# llvm-mc) knows gfx942.
knows_gfx942() {
    local mc
    for mc in "${TILELIFT_LLVM_MC:-}" llvm-mc-19 llvm-mc; do
        [ -n "${mc}" ] && command -v "${mc}" >/dev/null || continue
        "${mc}" -triple=amdgcn-amd-amdhsa -mcpu=gfx942 </dev/null 2>/dev/null \
            | grep -q -- '--gfx942"' && return 0
    done
    return 1
}
if ! knows_gfx942; then
    install_llvm 19
fi

PTXAS_DIR="${HOME}/.cache/tilelift/ptxas"
if [ ! -x "${PTXAS_DIR}/ptxas" ]; then
    mkdir -p "${PTXAS_DIR}"
    python3 -m pip download --quiet --no-deps --only-binary=:all: \
        --dest "${PTXAS_DIR}" 'nvidia-cuda-nvcc-cu12==12.9.*'
    python3 - "${PTXAS_DIR}" <<'PY'
import glob, os, sys, zipfile
dest = sys.argv[1]
wheel = sorted(glob.glob(os.path.join(dest, "nvidia_cuda_nvcc_cu12-*.whl")))[-1]
with zipfile.ZipFile(wheel) as z:
    data = z.read("nvidia/cuda_nvcc/bin/ptxas")
path = os.path.join(dest, "ptxas")
with open(path, "wb") as f:
    f.write(data)
os.chmod(path, 0o755)
os.remove(wheel)
PY
fi
export TILELIFT_PTXAS="${PTXAS_DIR}/ptxas"

# The README's command, one step a line so that `set -e` stops at the first
# failure (in an `a && b` list it would not, and the Python steps would run on).
cargo fmt --all -- --check
cargo clippy --workspace --all-targets -- -D warnings
# The API docs build without a warning (broken or private links included).
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps
cargo test --workspace
# Every published crate packaged and built from its package, in dependency
# order, against a local registry that holds the workspace's own crates
# (cargo >= 1.90): about 36 s cold, 9 s warm on 2 cores. --allow-dirty so that
# the script also runs on a checkout with edits (CI's is clean).
#
# Cargo takes a registry crate to be immutable: the copies of our own crates
# that the previous dry run unpacked (under ~/.cargo/registry/src) and built
# (under target/debug) would be reused as they were, though the crates changed
# at the same version, and the packages would be verified against stale code.
# Remove them: every unpacked copy of a crate named tilelift* (no dependency of
# ours comes from crates.io under that name), whichever checkout unpacked it —
# a clean checkout with a cargo home kept from an earlier run has no dep-info
# naming them — and this checkout's build of them, which its dep-info files name.
cargo_home="${CARGO_HOME:-${HOME}/.cargo}"
rm -rf "${cargo_home}"/registry/src/*/tilelift-[0-9]* "${cargo_home}"/registry/src/*/tilelift-[a-z]*-[0-9]*
for dep_info in target/debug/deps/tilelift*.d; do
    [ -f "${dep_info}" ] || continue
    grep -q "${cargo_home}/registry/src/[^/]*/tilelift[a-z-]*-[0-9][0-9.]*/" "${dep_info}" || continue
    unit="${dep_info%.d}"
    unit="${unit##*-}"
    rm -rf target/debug/deps/*-"${unit}".* target/debug/deps/*-"${unit}" \
        target/debug/.fingerprint/*-"${unit}"
done
cargo publish --dry-run --allow-dirty --workspace \
    --exclude tilelift-tests --exclude tilelift-python --exclude tilelift-embed-example

# The Python package (python/): build the wheel with maturin, install it into a
# fresh venv, run its pytest suite. The wheel is built in the dev profile, which
# reuses what `cargo test` just compiled (seconds; a release wheel, fat LTO,
# takes minutes on 2 cores). The suite compares the PTX with the `tilelift`
# program's, target/debug/tilelift, which `cargo test --workspace` built.
if ! command -v maturin >/dev/null; then
    python3 -m pip install --quiet 'maturin>=1.9.4,<2'
fi
WHEELS=target/ci-wheels
VENV=target/ci-venv
rm -rf "${WHEELS}" "${VENV}"
maturin build --quiet -m python/Cargo.toml --out "${WHEELS}"
# System site-packages: pytest where the machine has it, else from PyPI.
python3 -m venv --system-site-packages "${VENV}"
# Triton 3.6 from PyPI (a 190 MB wheel, no other dependency; seconds from pip's
# cache) for the plug-in's tests (python/tests/test_triton_plugin.py), which
# compile @triton.jit kernels for sm_80/sm_90 without a GPU; with
# TILELIFT_REQUIRE_TRITON=1 they fail instead of skipping when it is missing.
"${VENV}/bin/python" -m pip install --quiet --disable-pip-version-check "${WHEELS}"/tilelift-*.whl pytest 'triton==3.6.*'
TILELIFT_BIN=target/debug/tilelift CI="${CI:-true}" TILELIFT_REQUIRE_TRITON=1 \
    "${VENV}/bin/python" -m pytest -q python/tests
