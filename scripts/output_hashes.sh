#!/usr/bin/env bash
# Prints one line per (corpus kernel, stage output): the sha256 of what
# `tilelift compile` writes for PTX (sm_80, sm_90), AMDGCN (gfx90a), `--emit mir`
# and `--emit ttgir`, or of its error text where it refuses. Run it before and
# after a change that must not change emitted bytes and diff the two listings:
#   scripts/output_hashes.sh target/release/tilelift > before.txt
set -uo pipefail
bin="${1:-target/release/tilelift}"
corpus="${2:-tests/corpus}"
for dir in "$corpus"/*/; do
    case="$(basename "$dir")"
    for input in kernel.ttir kernel.ttgir kernel.sm80.ttgir; do
        file="$dir$input"
        [ -f "$file" ] || continue
        nw="$(python3 -c "import json,sys; print(json.load(open(sys.argv[1])).get('num_warps', 4))" "$dir/case.json")"
        for job in "ptx80:--arch sm_80" "ptx90:--arch sm_90" "mir:--emit mir" "ttgir:--emit ttgir" \
                   "amdgcn:--target amdgcn-amd-amdhsa --mcpu gfx90a"; do
            name="${job%%:*}"; args="${job#*:}"
            if [ "$input" = kernel.ttir ]; then warps=(--num-warps "$nw"); else warps=(); fi
            # shellcheck disable=SC2086
            out="$("$bin" compile "$file" $args "${warps[@]}" 2>&1; echo "exit=$?")"
            printf '%s %s %s %s\n' "$case" "$input" "$name" "$(printf '%s' "$out" | sha256sum | cut -c1-16)"
        done
    done
done
