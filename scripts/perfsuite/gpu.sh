#!/bin/bash
# The performance suite (tests/perfsuite) on the GPU machine, beside Triton (issue 18).
#
#   scripts/perfsuite/gpu.sh K N [BUDGET_S]
#
# Shard K of N (0-based; every N-th case from the K-th of the sorted cases): runs
# scripts/side_by_side.py on it (ours and Triton's time, the ratio, both compile
# times, Triton's outputs checked against ours on the same inputs), starting no
# case after BUDGET_S seconds (default 540, inside the machine's 10 minutes a
# command), and writes $OUT/sbs_K.json. Shard 0 first runs `tilelift run --all
# tests/perfsuite` (every case compiled, launched with both poison patterns and
# checked) into $OUT/run.txt. Binary: $TILELIFT, else .device/tilelift (a
# stripped release build carried over: `cargo build --release -p tilelift-cli &&
# mkdir -p .device && strip -o .device/tilelift target/release/tilelift`), else
# target/release/tilelift. Then, here: python3 scripts/perfsuite/report.py sbs_*.json
set -u
K=${1:-0}
N=${2:-1}
BUDGET=${3:-540}
OUT=${OUT:-.}
pick() { for f in "$@"; do [ -x "$f" ] && { echo "$f"; return; }; done; }
TILELIFT=${TILELIFT:-$(pick .device/tilelift target/release/tilelift)}
if [ -z "$TILELIFT" ]; then
    echo "error: no tilelift binary (see the header of $0)" >&2
    exit 2
fi
export CUDA_CACHE_DISABLE=1
if [ "$K" = 0 ]; then
    "$TILELIFT" run --all tests/perfsuite > "$OUT/run.txt" 2>&1
    grep -E "FAIL|error" "$OUT/run.txt" | head -20
    tail -1 "$OUT/run.txt"
fi
python3 scripts/side_by_side.py --tilelift "$TILELIFT" --corpus tests/perfsuite --shard "$K/$N" \
    --budget-s $((BUDGET - SECONDS)) --json "$OUT/sbs_$K.json" | sed -n '/^case /,$p'
