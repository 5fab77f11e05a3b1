#!/usr/bin/env bash
# For the dot kernels of tests/corpus and tests/realworld: the best of 3 wall
# totals of `tilelift compile --time --repeat 20` (us) and callgrind's Ir of one whole
# compile process, for PTX (the default sm_90; AFTER_BIN), and gfx90a and gfx942 with
# BEFORE_BIN and AFTER_BIN. One line per kernel: name=us/Ir.
set -u
before="${1:?usage: dot_compile_times.sh BEFORE_BIN AFTER_BIN}"
after="${2:?}"
cd "$(dirname "$0")/.."
cases="corpus/matmul_f16 corpus/matmul_f32_ieee $(ls -d tests/realworld/*/ | sed 's|tests/||; s|/$||' | while read c; do grep -q 'tt.dot ' tests/$c/kernel.ttir && echo $c; done)"
for c in $cases; do
  nw=$(python3 -c "import json;print(json.load(open('tests/$c/case.json')).get('num_warps',4))")
  f=tests/$c/kernel.ttir
  row="$c"
  for job in "ptx:$after:" "90a_b:$before:--target amdgcn-amd-amdhsa --mcpu gfx90a" "90a_a:$after:--target amdgcn-amd-amdhsa --mcpu gfx90a" "942_b:$before:--target amdgcn-amd-amdhsa --mcpu gfx942" "942_a:$after:--target amdgcn-amd-amdhsa --mcpu gfx942"; do
    name=${job%%:*}; rest=${job#*:}; bin=${rest%%:*}; args=${rest#*:}
    best=999999999
    for i in 1 2 3; do
      t=$($bin compile $f --num-warps $nw --time --repeat 20 -o /dev/null $args 2>&1 | awk '/^total/{print $2}')
      best=$(python3 -c "print(min($best, $t))")
    done
    ir=$(valgrind --tool=callgrind --callgrind-out-file=/tmp/cg.out $bin compile $f --num-warps $nw -o /dev/null $args 2>&1 | awk '/Collected/{print $4}')
    row="$row $name=$best/$ir"
  done
  echo "$row"
done
