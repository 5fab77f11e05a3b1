#!/bin/bash
# Differential testing on the GPU (issue 16): random valid programs from
# tests/src/gen.rs (`program_diff`), written as corpus cases whose expected
# outputs are the reference interpreter's (tests/examples/gen_cases.rs), run
# with `tilelift run --all` (compiled, launched on poisoned outputs, 0xFF then
# zeros, and compared within each case's tolerances).
#
#   scripts/gpu/differential.sh [COUNT] [SEED] [BUDGET_S]
#
# COUNT programs (10000), seed SEED (1), in chunks of 1000 cases so that a
# wall budget of BUDGET_S seconds (540) stops it cleanly between chunks.
# Binaries: $TILELIFT (.device/tilelift, else target/release/tilelift) and
# $GEN_CASES (.device/gen_cases, else target/release/examples/gen_cases),
# both release builds of this branch (`cargo build --release -p tilelift-cli`
# and `cargo build --release -p tilelift-tests --example gen_cases`). Cases are generated on the spot in
# $WORK (a temporary folder); the failing ones are copied to $OUT/failing
# when $OUT is set. Prints `N programs, M mismatches` (M counts failing
# cases) and the failing cases; exit status 1 on a mismatch or on a chunk
# that `tilelift run` did not check (no GPU, a crash).
set -u
COUNT=${1:-10000}
SEED=${2:-1}
BUDGET=${3:-540}
pick() { for f in "$@"; do [ -x "$f" ] && { echo "$f"; return; }; done; }
TILELIFT=${TILELIFT:-$(pick .device/tilelift target/release/tilelift)}
GEN_CASES=${GEN_CASES:-$(pick .device/gen_cases target/release/examples/gen_cases)}
if [ -z "$TILELIFT" ] || [ -z "$GEN_CASES" ]; then
    echo "error: need tilelift and gen_cases binaries (see the header of $0)" >&2
    exit 2
fi
WORK=${WORK:-$(mktemp -d)}
CHUNK=1000
start=$SECONDS
ran=0
broken=0
failed=()
table=$WORK/tables.txt
: > "$table"
for ((first = 0; first < COUNT; first += CHUNK)); do
    if ((SECONDS - start > BUDGET)); then
        echo "stopped after ${BUDGET}s wall budget"
        break
    fi
    n=$((COUNT - first < CHUNK ? COUNT - first : CHUNK))
    dir=$WORK/c$first
    # Each chunk its own seed, an even one: `fuzz::Rng::new` sets the low bit,
    # so seeds 2k and 2k+1 draw the same programs.
    chunk_seed=$(((SEED * 100003 + first / CHUNK) * 2))
    "$GEN_CASES" --seed "$chunk_seed" --count "$n" --out "$dir" | tail -1
    t0=$SECONDS
    "$TILELIFT" run --color never --all "$dir" > "$dir.txt" 2>&1
    cat "$dir.txt" >> "$table"
    last=$(tail -1 "$dir.txt")
    if ! [[ "$last" =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]] ||
        ((BASH_REMATCH[1] + BASH_REMATCH[2] != n)); then
        echo "error: chunk $first: tilelift run did not check its $n cases:"
        tail -5 "$dir.txt"
        broken=1
        continue
    fi
    echo "$last; chunk $first (seed $chunk_seed): $((SECONDS - t0)) s on the GPU"
    ran=$((ran + n))
    while read -r case; do
        failed+=("c$first/$case")
    done < <(grep -E ' FAIL' "$dir.txt" | awk '{print $1}' | sort -u)
done
echo "failing cases:"
for f in "${failed[@]}"; do
    echo "  $f: $(grep -h "^${f#*/} " "$WORK/${f%%/*}.txt" | grep FAIL | head -2 | tr -s ' ' | cut -c1-300)"
done
if [ -n "${OUT:-}" ] && ((${#failed[@]} > 0)); then
    mkdir -p "$OUT/failing"
    for f in "${failed[@]}"; do cp -r "$WORK/$f" "$OUT/failing/${f//\//_}"; done
    cp "$table" "$OUT/tables.txt"
fi
for f in "${failed[@]:0:3}"; do
    echo "--- $f/kernel.ttir"
    cat "$WORK/$f/kernel.ttir"
    grep '"notes"' "$WORK/$f/case.json"
done
echo "seed $SEED: $ran programs, ${#failed[@]} mismatches ($((SECONDS - start)) s)"
((broken == 0 && ${#failed[@]} == 0))
