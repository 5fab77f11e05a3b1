#!/usr/bin/env bash
# Builds the release `tilelift` program (and, with --wheel, the Python wheel)
# with profile-guided optimization: an instrumented build compiles a training
# set of kernels, and the final build is optimized with the profile it wrote
# (LLVM then lays out and inlines the compile's hot paths, and keeps the rest
# small). A compile is bound by instruction fetch more than by work (`vec_add`'s
# runs 43k distinct instructions on 166 pages of code, each about six times),
# so the layout is what pays: BENCHMARKS.md, session 32, has the
# numbers (round-robin compile latency 12-20% lower, the first compile in a
# fresh process about 15%).
#
# The training set is tests/perfsuite and tests/realworld, never the public
# corpus (tests/corpus), whose times are the ones reported: each kernel
# compiled to PTX for sm_90 and sm_80 and to AMDGCN for gfx90a and gfx942,
# Triton's own TTGIR of the real-world kernels compiled, and the performance
# suite run on the reference interpreter, so that no path a user runs is left
# out of the profile (code without a profile is optimized for size).
#
# Usage: scripts/pgo.sh [--wheel]
#   target/pgo/release/tilelift                     the program
#   target/pgo/wheels/tilelift-*.whl                the wheel (--wheel; needs maturin)
#
# Needs llvm-profdata able to read rustc's raw profiles: LLVM_PROFDATA, else
# rustup's (`rustup component add llvm-tools`), else the newest
# llvm-profdata-NN or llvm-profdata on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."

wheel=false
for arg in "$@"; do
    case "${arg}" in
        --wheel) wheel=true ;;
        -h | --help) sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "pgo.sh: unknown argument ${arg} (see --help)" >&2; exit 2 ;;
    esac
done

find_profdata() {
    if [ -n "${LLVM_PROFDATA:-}" ]; then
        echo "${LLVM_PROFDATA}"
        return
    fi
    local sysroot tool
    sysroot="$(rustc --print sysroot)"
    for tool in "${sysroot}"/lib/rustlib/*/bin/llvm-profdata; do
        [ -x "${tool}" ] && { echo "${tool}"; return; }
    done
    tool="$(compgen -c llvm-profdata- | grep -E '^llvm-profdata-[0-9]+$' | sort -t- -k3 -n | tail -1 || true)"
    if [ -n "${tool}" ]; then
        echo "${tool}"
        return
    fi
    command -v llvm-profdata || true
}
profdata="$(find_profdata)"
if [ -z "${profdata}" ]; then
    echo "pgo.sh: no llvm-profdata: rustup component add llvm-tools, or set LLVM_PROFDATA" >&2
    exit 1
fi

out=target/pgo
raw="${PWD}/${out}/raw"
profile="${PWD}/${out}/tilelift.profdata"
mkdir -p "${out}"

echo "pgo.sh: instrumented build (${out}-gen)" >&2
RUSTFLAGS="-Cprofile-generate=${raw}" \
    cargo build --release -p tilelift-cli --target-dir "${out}-gen" --quiet
# The build scripts ran instrumented too: only the training's profiles count.
rm -rf "${raw}"
bin="${out}-gen/release/tilelift"

echo "pgo.sh: training" >&2
train=(tests/perfsuite/*/ tests/realworld/*/)
"${bin}" bench-compile "${train[@]}" --rounds 3 --fresh 0 --batch 0 >/dev/null
"${bin}" bench-compile "${train[@]}" --rounds 2 --fresh 0 --batch 0 --arch sm_80 >/dev/null
for mcpu in gfx90a gfx942; do
    "${bin}" bench-compile "${train[@]}" --rounds 2 --amdgcn "${mcpu}" >/dev/null
done
# (One of them is refused, tf32 on wgmma: its error path is trained too.)
for ttgir in tests/realworld/*/kernel.ttgir; do
    "${bin}" compile "${ttgir}" >/dev/null 2>&1 || true
done
"${bin}" interp --all tests/perfsuite >/dev/null

if ! "${profdata}" merge -o "${profile}" "${raw}"/*.profraw; then
    echo "pgo.sh: ${profdata} cannot read these profiles (another LLVM version than rustc's?): rustup component add llvm-tools, or set LLVM_PROFDATA" >&2
    exit 1
fi

echo "pgo.sh: optimized build (${out})" >&2
export RUSTFLAGS="-Cprofile-use=${profile}"
cargo build --release -p tilelift-cli --target-dir "${out}" --quiet
echo "${out}/release/tilelift"
if [ "${wheel}" = true ]; then
    maturin build --release --strip -m python/Cargo.toml --target-dir "${out}" \
        -o "${out}/wheels" --quiet
    ls "${out}"/wheels/tilelift-*.whl
fi
